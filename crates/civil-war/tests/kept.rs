//! Kept reaches (`Game::keep`, `KeptReaches::update`): after every order of a random game on
//! any shipped scenario — played, refused, or taken back — both sides' kept reaches in every
//! mode are what the game answers afresh; and a march next to nothing that changed is not
//! searched again.

#![cfg(feature = "scenario")]
#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

mod support;

use proptest::prelude::*;
use umpire_civil_war::{Game, KeptReaches, Mode, MoveOptions, Order, Refreshed};
use umpire_map::ScriptedDice;
use umpire_scenario::ScenarioMap;

use support::{SCENARIOS, View, pick, scenario};

/// Fails unless `kept` holds what `game` answers afresh for its side and options.
fn fresh(kept: &KeptReaches, game: &Game<ScenarioMap>, when: &str) -> Result<(), TestCaseError> {
    let ours: Vec<&str> = game
        .situation()
        .units
        .iter()
        .filter(|u| u.side == kept.side())
        .map(|u| u.id.as_str())
        .collect();
    let kept_ids: Vec<&str> = kept.reaches().map(|(id, _)| id).collect();
    prop_assert_eq!(&kept_ids, &ours, "{}: {}", when, kept.side());
    for (id, reach) in kept.reaches() {
        let expected = game.reach(id, kept.options());
        prop_assert_eq!(reach, &expected, "{}: {}'s reach, {:?}", when, id, kept.options().mode);
    }
    Ok(())
}

/// Every side's kept reaches in every mode (and one force-marched).
fn keep_all(game: &Game<ScenarioMap>) -> Vec<KeptReaches> {
    let mut options: Vec<MoveOptions> =
        Mode::ALL.iter().map(|&mode| MoveOptions { mode, ..MoveOptions::default() }).collect();
    options.push(MoveOptions { force_march: Some(1), ..MoveOptions::default() });
    ["union", "confederate"]
        .iter()
        .flat_map(|side| options.iter().map(|o| game.keep(side, o)).collect::<Vec<_>>())
        .collect()
}

/// Plays `picks` on `game` (named `name`), taking an order back where `undo` is 0, and fails
/// unless every kept reach is fresh after each.
fn play_and_compare(
    name: &str,
    mut game: Game<ScenarioMap>,
    picks: &[support::Pick],
    undo: &[u8],
) -> Result<(), TestCaseError> {
    let mut kept = keep_all(&game);
    for (n, p) in picks.iter().enumerate() {
        let text = View { game: &game }.order(p);
        let order: Order = toml::from_str(&text).unwrap();
        let outcome = game.play(&order, &mut ScriptedDice::new(p.rolls));
        let mut when = format!("{name}: order {n} {text} ({outcome:?})");
        if undo[n] == 0 {
            game.undo();
            when.push_str(", taken back");
        }
        for k in &mut kept {
            k.update(&game);
            fresh(k, &game, &when)?;
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn kept_reaches_are_fresh_after_every_order(
        which in 0..SCENARIOS.len(),
        picks in proptest::collection::vec(pick(), 1..16),
        undo in proptest::collection::vec(0..4u8, 16),
    ) {
        let name = SCENARIOS[which];
        play_and_compare(name, Game::new(&scenario(name)).unwrap(), &picks, &undo)?;
    }
}

/// A unit added to a crowded board: side, type, strength, MA, hex and whether its factor is in
/// parentheses, drawn at random.
#[derive(Debug, Clone)]
struct Extra {
    union: bool,
    kind: usize,
    strength: u32,
    movement: u32,
    hex: usize,
    parenthesized: bool,
}

fn extra() -> impl Strategy<Value = Extra> {
    (any::<bool>(), 0..5usize, 1..6u32, 2..7u32, any::<usize>(), proptest::bool::weighted(0.2))
        .prop_map(|(union, kind, strength, movement, hex, parenthesized)| Extra {
            union,
            kind,
            strength,
            movement,
            hex,
            parenthesized,
        })
}

/// Scenario `name` with `extras` added: units of both sides crowding its map, so that zones of
/// control and enemy hexes meet the marches.
fn crowded(name: &str, extras: &[Extra]) -> Game<ScenarioMap> {
    use umpire_map::HexBoard;
    let game = Game::new(&scenario(name)).unwrap();
    let map = game.map().clone();
    let mut situation = game.situation().clone();
    for (n, e) in extras.iter().enumerate() {
        let kind = ["infantry", "cavalry", "artillery", "leader", "supply-train"][e.kind];
        let unit = umpire_civil_war::UnitState::builder(format!("extra-{n}"))
            .side(if e.union { "union" } else { "confederate" })
            .unit_type(kind)
            .strength(e.strength)
            .movement(umpire_map::Mp::whole(e.movement))
            .parenthesized(e.parenthesized)
            .at(map.hex_at(e.hex % map.hex_count()))
            .build();
        situation.units.push(unit);
    }
    Game::from_parts(map, game.data().clone(), situation).unwrap()
}

/// Maps whose scenarios bring few units of their own, crowded for the property below.
const CROWDED: [&str; 5] = [
    "cw-ground-zoc.toml",
    "cw-ground-terrain.toml",
    "cw-ground-march.toml",
    "cw-rail-lines.toml",
    "reference.toml",
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn kept_reaches_are_fresh_on_a_crowded_board(
        which in 0..CROWDED.len(),
        extras in proptest::collection::vec(extra(), 2..14),
        picks in proptest::collection::vec(pick(), 1..16),
        undo in proptest::collection::vec(0..4u8, 16),
    ) {
        let name = CROWDED[which];
        play_and_compare(&format!("{name} crowded"), crowded(name, &extras), &picks, &undo)?;
    }
}

#[test]
fn nothing_changed_searches_nothing_and_another_game_searches_all() {
    for name in SCENARIOS {
        let game = Game::new(&scenario(name)).unwrap();
        for mut kept in keep_all(&game) {
            let units = kept.reaches().len();
            assert_eq!(kept.update(&game), Refreshed { searched: 0, kept: units }, "{name}");
            assert_eq!(kept.update(&game.clone()).searched, 0, "{name}");
            let parts = (game.map().clone(), game.data().clone(), game.situation().clone());
            let rebuilt = Game::from_parts(parts.0, parts.1, parts.2).unwrap();
            assert_eq!(kept.update(&rebuilt), Refreshed { searched: units, kept: 0 }, "{name}");
        }
    }
}

#[test]
fn a_march_far_from_the_others_searches_again_the_marcher_alone() {
    // On the ground-march map with a unit in each corner, each union unit that can march one
    // hex: the union's kept marches, after it, search again that unit and those whose marches
    // come within a hex of where it stood or stands — not all of them when some are far off.
    let corner =
        |union, hex| Extra { union, kind: 0, strength: 2, movement: 2, hex, parenthesized: false };
    let mut game =
        crowded("cw-ground-march.toml", &[corner(true, 0), corner(true, 39), corner(false, 20)]);
    let options = MoveOptions::default();
    let mut kept = game.keep(&game.situation().side.clone(), &options);
    let units = kept.reaches().len();
    let mut fewer = 0;
    let ids: Vec<String> = kept.reaches().map(|(id, _)| id.to_owned()).collect();
    for id in &ids {
        let Ok(reach) = game.reach(id, &options) else { continue };
        let Some(place) = reach.places.first() else { continue };
        let path = reach.path_of(place);
        let order: Order =
            toml::from_str(&format!("order = \"move\"\nunit = {id:?}\npath = {path:?}")).unwrap();
        if !game.play(&order, &mut ScriptedDice::new([1])).unwrap().is_legal() {
            continue;
        }
        let refreshed = kept.update(&game);
        assert!(refreshed.searched >= 1, "{id}: {refreshed:?}");
        fewer += usize::from(refreshed.searched < units);
        fresh(&kept, &game, id).unwrap();
        game.undo();
        kept.update(&game);
    }
    assert!(fewer > 0, "every march searched all {units} units again");
}
