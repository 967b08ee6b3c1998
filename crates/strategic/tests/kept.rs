//! Kept reaches (`Game::keep`, `KeptReaches::update`): after every order of a random game on
//! any shipped scenario — played, refused, or taken back — every side's kept reaches and threat
//! map are what the game answers afresh; and an update searches again only what the order can
//! have changed.

#![cfg(feature = "scenario")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use std::sync::LazyLock;

use proptest::prelude::*;
use umpire_scenario::ScenarioMap;
use umpire_strategic::{Game, KeptReaches, Refreshed};

use support::orders::{order, seed};
use support::scenarios;

/// Every shipped scenario's game, loaded once for all the cases.
static GAMES: LazyLock<Vec<(String, Game<ScenarioMap>)>> = LazyLock::new(scenarios);

/// Fails unless `kept` holds what `game` answers afresh for its side.
fn fresh(kept: &KeptReaches, game: &Game<ScenarioMap>, when: &str) -> Result<(), TestCaseError> {
    let side = kept.side();
    let ours: Vec<&str> =
        game.situation().units.iter().filter(|u| u.side == side).map(|u| u.id.as_str()).collect();
    let kept_ids: Vec<&str> = kept.reaches().map(|(id, _)| id).collect();
    prop_assert_eq!(&kept_ids, &ours, "{}: {}", when, side);
    for (id, reach) in kept.reaches() {
        prop_assert_eq!(reach, &game.reach(id), "{}: {}'s reach", when, id);
    }
    let threat = game.threat(side);
    prop_assert_eq!(kept.threat(), threat.as_ref(), "{}: {}'s threat map", when, side);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn kept_reaches_are_fresh_after_every_order(
        file in 0..GAMES.len(),
        seeds in proptest::collection::vec(seed(), 1..12),
        undo in proptest::collection::vec(0..4u8, 12),
    ) {
        let (name, game) = &GAMES[file];
        let mut game = game.clone();
        let sides: Vec<String> = game.data().factions.keys().cloned().collect();
        let mut kept: Vec<KeptReaches> = sides.iter().map(|s| game.keep(s).unwrap()).collect();
        for k in &kept {
            fresh(k, &game, name)?;
        }
        for (n, seed) in seeds.iter().enumerate() {
            let order = order(&game, seed);
            let outcome = game.play(&order);
            let mut when = format!("{name}: order {n} {order:?} ({outcome:?})");
            if undo[n] == 0 {
                game.undo();
                when.push_str(", taken back");
            }
            for k in &mut kept {
                k.update(&game);
                fresh(k, &game, &when)?;
            }
        }
    }
}

#[test]
fn an_update_searches_nothing_when_nothing_changed_and_all_for_another_game() {
    for (name, game) in GAMES.iter() {
        let side = game.situation().side.clone();
        let mut kept = game.keep(&side).unwrap();
        let units = kept.reaches().len();
        assert_eq!(kept.update(game), Refreshed { searched: 0, kept: units }, "{name}");
        // A clone is the same game: nothing to search again.
        assert_eq!(kept.update(&game.clone()).searched, 0, "{name}");
        // A game built anew from the same parts is not: everything is searched again.
        let parts =
            Game::from_parts(game.map().clone(), game.data().clone(), game.situation().clone());
        assert_eq!(kept.update(&parts.unwrap()), Refreshed { searched: units, kept: 0 }, "{name}");
    }
}

/// A 12 × 10 clear map: three Axis infantry units to move, a British one far off.
fn open_field() -> Game<ScenarioMap> {
    let row = format!("  \"{}\",\n", ["."; 12].join(" "));
    let mut text = format!(
        "name = \"open field\"\n[map]\nlayout = \"odd-q\"\nprefix = \"w\"\ncolumns = [1, 12]\nrows = [1, 10]\n[map.terrain]\nlegend = {{ \".\" = \"clear\" }}\nrows = [\n{}]\n",
        row.repeat(10)
    );
    for (id, side, nationality, at) in [
        ("a1", "axis", "german", "w0202"),
        ("a2", "axis", "german", "w0208"),
        ("a3", "axis", "german", "w0605"),
        ("b1", "western", "british", "w1209"),
    ] {
        text.push_str(&format!(
            "[[units]]\nid = \"{id}\"\nside = \"{side}\"\nat = \"{at}\"\nnationality = \"{nationality}\"\ntype = \"infantry\"\nmovement = 3\n"
        ));
    }
    text.push_str("[rules]\nruleset = \"strategic\"\nside = \"axis\"\n");
    Game::new(&umpire_scenario::load_str(&text, "open-field.toml").unwrap()).unwrap()
}

#[test]
fn a_move_between_quiet_hexes_searches_again_the_mover_alone() {
    let mut game = open_field();
    let mut kept = game.keep("axis").unwrap();
    // Into the middle of the others' reaches, where no enemy zone of control reaches.
    let order = toml::from_str(
        r#"order = "move"
        unit = "a1"
        path = ["w0202", "w0302", "w0402"]"#,
    )
    .unwrap();
    assert!(game.play(&order).unwrap().is_legal());
    assert_eq!(kept.update(&game), Refreshed { searched: 1, kept: 2 });
    fresh(&kept, &game, "open field").unwrap();
    // Its move taken up again, then a2 begins moving: a1 may no longer move (its reach says
    // why), and a2 is searched again.
    let order = toml::from_str(
        r#"order = "move"
        unit = "a2"
        path = ["w0208", "w0307"]"#,
    )
    .unwrap();
    assert!(game.play(&order).unwrap().is_legal());
    assert_eq!(kept.update(&game), Refreshed { searched: 2, kept: 1 });
    fresh(&kept, &game, "open field, second move").unwrap();
    let a1 = kept.reach("a1").unwrap().as_ref().unwrap();
    assert_eq!(a1.refusal.as_ref().map(|r| r.clause.as_str()), Some("STR-3.1-02"));
    // Taken back: a1 may go on again.
    game.undo();
    assert_eq!(kept.update(&game), Refreshed { searched: 2, kept: 1 });
    fresh(&kept, &game, "open field, taken back").unwrap();
}
