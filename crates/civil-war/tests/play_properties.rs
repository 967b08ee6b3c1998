//! Invariants of a phase of play, on random sequences of orders on every shipped Civil War
//! scenario: moves drawn from reach (some pushed one hex further), voyages with random cargo,
//! ferries, assaults with random results and losses, destination changes, phase ends — and
//! now and then an order naming nothing the game has.
//!
//! - an order that is refused, or cannot be judged, leaves the situation exactly as it was;
//! - a game rebuilt from its situation alone (`Game::from_parts`) gives the same outcomes for
//!   the rest of the sequence, and ends in the same situation;
//! - every order reads back from its TOML text;
//! - a game saved as a scenario (`Game::save`, written as TOML, loaded again) has the same
//!   situation.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

mod support;

use proptest::prelude::*;
use umpire_civil_war::{Game, Order};
use umpire_map::ScriptedDice;
use umpire_scenario::{ScenarioMap, load_str};

use support::{Pick, SCENARIOS, View, pick, scenario};

/// Plays `picks` on scenario `name`, rebuilding a second game from the situation before
/// order `split`, and checks every invariant.
fn play(name: &str, picks: &[Pick], split: usize) -> Result<(), TestCaseError> {
    let scenario = scenario(name);
    let mut game = Game::new(&scenario).unwrap();
    let mut rebuilt: Option<Game<ScenarioMap>> = None;
    for (i, p) in picks.iter().enumerate() {
        if i == split % picks.len().max(1) {
            let situation = game.situation().clone();
            rebuilt =
                Some(Game::from_parts(game.map().clone(), game.data().clone(), situation).unwrap());
        }
        let text = View { game: &game }.order(p);
        let order: Order = toml::from_str(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        let written = toml::to_string(&order).unwrap();
        prop_assert_eq!(&toml::from_str::<Order>(&written).unwrap(), &order, "{}", written);
        let before = game.situation().clone();
        let outcome = game.play(&order, &mut ScriptedDice::new(p.rolls));
        match &outcome {
            Ok(o) if o.is_legal() => {}
            Ok(o) => {
                prop_assert!(o.changes.is_empty());
                prop_assert_eq!(
                    game.situation(),
                    &before,
                    "{} on {}: refused by {:?} yet changed",
                    text,
                    name,
                    o.clause()
                );
            }
            Err(bad) => {
                prop_assert!(!bad.to_string().contains("Hex {"), "{}", bad);
                prop_assert_eq!(
                    game.situation(),
                    &before,
                    "{} on {}: bad order {} yet changed",
                    text,
                    name,
                    bad
                );
            }
        }
        if let Some(other) = &mut rebuilt {
            let again = other.play(&order, &mut ScriptedDice::new(p.rolls));
            prop_assert_eq!(&again, &outcome, "{} on {}", text, name);
            prop_assert_eq!(other.situation(), game.situation());
        }
    }
    let saved = toml::to_string(&game.save(&scenario)).unwrap();
    let loaded = load_str(&saved, "saved.toml").unwrap_or_else(|e| panic!("{e}\n{saved}"));
    let again = Game::new(&loaded).unwrap_or_else(|e| panic!("{e}\n{saved}"));
    prop_assert_eq!(again.situation(), game.situation(), "{}", saved);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// Refused and bad orders change nothing; a rebuilt game plays on alike; a saved game
    /// loads to the same situation.
    #[test]
    fn random_play_keeps_its_invariants(
        which in 0..SCENARIOS.len(),
        picks in proptest::collection::vec(pick(), 1..24),
        split in any::<usize>(),
    ) {
        play(SCENARIOS[which], &picks, split)?;
    }
}

/// The generator reaches every kind of outcome: over fixed runs of random play from every
/// scenario, orders are carried out, refused and found bad, and every order kind is carried
/// out at least once.
#[test]
fn random_play_carries_out_every_kind_of_order() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
    let mut runner = TestRunner::new_with_rng(
        Config::default(),
        TestRng::from_seed(RngAlgorithm::ChaCha, &[7; 32]),
    );
    let mut carried = std::collections::BTreeSet::new();
    let (mut refused, mut bad) = (0, 0);
    // An assault needs its force untouched since the phase began: the assault scenario gets
    // more, shorter runs.
    let runs = |name: &str| if name.contains("assault") { 40 } else { 8 };
    for (name, run) in SCENARIOS.iter().flat_map(|name| (0..runs(name)).map(move |run| (name, run)))
    {
        let mut game = Game::new(&scenario(name)).unwrap();
        for _ in 0..(10 + run % 8 * 5) {
            let p = pick().new_tree(&mut runner).unwrap().current();
            let text = View { game: &game }.order(&p);
            let order: Order = toml::from_str(&text).unwrap();
            match game.play(&order, &mut ScriptedDice::new(p.rolls)) {
                Ok(o) if o.is_legal() => {
                    carried.insert(text.lines().next().unwrap_or_default().to_owned());
                }
                Ok(_) => refused += 1,
                Err(_) => bad += 1,
            }
        }
    }
    assert!(refused > 0 && bad > 0, "refused {refused}, bad {bad}");
    let kinds = ["move", "voyage", "change-destination", "ferry", "assault", "next-phase"];
    for kind in kinds {
        assert!(
            carried.contains(&format!("order = {kind:?}")),
            "no {kind} was carried out: {carried:?}"
        );
    }
}
