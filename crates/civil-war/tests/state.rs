//! What a game keeps besides its map: its state saved and put back ([`Game::state`],
//! [`Game::from_state`]), orders tried without playing them ([`Game::try_play`]) and orders
//! taken back ([`Game::undo`]).

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::path::Path;

use umpire_civil_war::{Game, GameState, Mode, MoveOptions, Order, UnitState};
use umpire_map::{Mp, ScriptedDice};
use umpire_scenario::{ScenarioMap, load_file};

/// The 60-hex Union railroad with two corps: the 8th at 0101 and the 9th at 0201, both on the
/// line and in Ohio.
fn game() -> Game<ScenarioMap> {
    let path =
        format!("{}/../../scenarios/civil-war/cw-rail-long.toml", env!("CARGO_MANIFEST_DIR"));
    let scenario = load_file(Path::new(&path)).unwrap_or_else(|e| panic!("{e}"));
    let game = Game::new(&scenario).unwrap_or_else(|e| panic!("{e}"));
    let mut situation = game.situation().clone();
    let hex = game.map().parse_hex("0201").unwrap();
    situation.units.push(
        UnitState::builder("9th-corps")
            .side("union")
            .unit_type("infantry")
            .strength(8)
            .movement(Mp::whole(3))
            .at(hex)
            .build(),
    );
    Game::from_parts(game.map().clone(), game.data().clone(), situation).unwrap()
}

fn order(text: &str) -> Order {
    toml::from_str(text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

const MARCH: &str = "order = \"move\"\nunit = \"8th-corps\"\npath = [\"0101\", \"0102\"]";
const RIDE: &str = "order = \"move\"\nunit = \"9th-corps\"\nmode = \"rail\"\npath = [\"0201\", \"entrain\", \"0301\", \"0401\", \"0501\", \"0601\", \"detrain\"]";
const FORCE_MARCH: &str = "order = \"move\"\nunit = \"8th-corps\"\npath = [\"0101\", \"0201\", \"0301\", \"0401\", \"0501\"]\nforce_march = 1";
const FORCE_MARCH_ON: &str = "order = \"move\"\nunit = \"8th-corps\"\npath = [\"0501\", \"0601\", \"0701\", \"0801\", \"0901\"]\nforce_march = 1";
const TOO_FAR: &str = "order = \"move\"\nunit = \"8th-corps\"\npath = [\"0101\", \"0201\", \"0301\", \"0401\", \"0501\"]";
const NEXT_PHASE: &str = "order = \"next-phase\"";

fn play(game: &mut Game<ScenarioMap>, text: &str, rolls: &[u32]) {
    let outcome = game
        .play(&order(text), &mut ScriptedDice::new(rolls.iter().copied()))
        .unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert!(outcome.is_legal(), "{text}\n{:?}", outcome.refused);
}

fn reaches(game: &Game<ScenarioMap>) -> Vec<umpire_civil_war::UnitReach> {
    let mut out = Vec::new();
    for unit in ["8th-corps", "9th-corps"] {
        for mode in [Mode::Ground, Mode::Rail] {
            let options = MoveOptions { mode, ..MoveOptions::default() };
            out.push(game.reach(unit, &options).unwrap());
        }
    }
    out
}

#[test]
fn a_saved_state_comes_back_as_it_was() {
    let mut game = game();
    play(&mut game, MARCH, &[]);
    play(&mut game, RIDE, &[]);
    let state = game.state();
    assert_eq!(state.log.len(), 2);

    let json = serde_json::to_string(&state).unwrap();
    let read: GameState = serde_json::from_str(&json).unwrap();
    assert_eq!(read, state);
    let again = Game::from_state(game.map().clone(), read).unwrap();
    assert_eq!(again.log(), game.log());
    assert_eq!(again.log().len(), 2);
    assert_eq!(again.situation(), game.situation());
    assert_eq!(again.data(), game.data());
    assert_eq!(again.state(), state);
    assert_eq!(reaches(&again), reaches(&game));
    assert_eq!(
        again.rail_capacity("union").left,
        game.rail_capacity("union").left,
        "the rail capacity spent stays spent"
    );

    // TOML too.
    let text = toml::to_string(&state).unwrap();
    let read: GameState = toml::from_str(&text).unwrap();
    assert_eq!(read, state);
}

#[test]
fn a_state_keeps_the_rail_base_as_the_game_had_it() {
    // A situation that states no rail base: the game keeps it empty when read from a
    // scenario; a rebuilt state must not derive one from the map.
    let game = game();
    let mut state = game.state();
    state.situation.rail.base.clear();
    let again = Game::from_state(game.map().clone(), state.clone()).unwrap();
    assert_eq!(again.state(), state);
}

#[test]
fn house_rules_made_in_code_are_saved_with_the_state() {
    let mut game = game();
    let mut state = game.state();
    state.data.rail.budget = 40;
    state.data.crossings.road_cost = Mp::fraction(1, 3).unwrap();
    game = Game::from_state(game.map().clone(), state).unwrap();
    let json = serde_json::to_string(&game.state()).unwrap();
    let read: GameState = serde_json::from_str(&json).unwrap();
    assert_eq!(read.data.rail.budget, 40);
    assert_eq!(read.data.crossings.road_cost, Mp::fraction(1, 3).unwrap());
    assert_eq!(read, game.state());
}

#[test]
fn a_state_that_does_not_fit_the_map_is_refused() {
    let game = game();
    let mut state = game.state();
    state.situation.units[0].unit_type = "dragon".to_owned();
    assert!(Game::from_state(game.map().clone(), state).is_err());
}

#[test]
fn trying_an_order_answers_as_playing_it_and_changes_nothing() {
    let mut game = game();
    for (text, rolls) in [
        (TOO_FAR, &[][..]),
        (RIDE, &[]),
        (FORCE_MARCH, &[5]),
        (FORCE_MARCH_ON, &[5]), // refused: the 8th has moved this phase
        (MARCH, &[]),           // a bad order: the 8th is not at 0101
        (NEXT_PHASE, &[]),
        (FORCE_MARCH_ON, &[5]),
        ("order = \"move\"\nunit = \"10th-corps\"\npath = [\"0101\"]", &[]),
    ] {
        let before = game.state();
        let depth = game.undo_depth();
        let order = order(text);
        let tried = game.try_play(&order, &mut ScriptedDice::new(rolls.iter().copied()));
        assert_eq!(game.state(), before, "{text}");
        assert_eq!(game.undo_depth(), depth, "{text}");
        let played = game.play(&order, &mut ScriptedDice::new(rolls.iter().copied()));
        assert_eq!(format!("{tried:?}"), format!("{played:?}"), "{text}");
        assert_eq!(tried.is_ok(), played.is_ok());
    }
    // Each force march rolled its 5 in the trial as in play: one strength point lost each.
    assert_eq!(game.situation().unit("8th-corps").map(|u| u.strength), Some(6));
    assert_eq!(game.log().len(), 3);
}

#[test]
fn a_trial_rolls_the_dice_it_is_given() {
    let game = game();
    let mut dice = ScriptedDice::new([5]);
    let outcome = game.try_play(&order(FORCE_MARCH), &mut dice).unwrap();
    assert!(outcome.changes.iter().any(|c| c.contains("roll 5")), "{:?}", outcome.changes);
    // Out of dice: a bad order, as in play.
    assert!(game.try_play(&order(FORCE_MARCH), &mut dice).is_err());
    assert_eq!(game.situation().unit("8th-corps").map(|u| u.strength), Some(8));
}

#[test]
fn undo_takes_back_one_order_at_a_time() {
    let mut game = game();
    let start = game.state();
    assert_eq!(game.undo(), None, "nothing played yet");
    assert_eq!(game.state(), start);

    play(&mut game, MARCH, &[]);
    let after_first = game.state();
    play(&mut game, RIDE, &[]);
    let again = "order = \"move\"\nunit = \"8th-corps\"\npath = [\"0102\", \"0202\"]";
    let refused = game.play(&order(again), &mut ScriptedDice::new([])).unwrap();
    assert!(!refused.is_legal(), "a refused order is not one to take back");
    play(&mut game, NEXT_PHASE, &[]);
    assert_eq!(game.undo_depth(), 3);

    // The new phase logged no move: taken back, with no record.
    assert_eq!(game.undo(), None);
    assert_eq!(game.undo_depth(), 2);
    let ride = game.undo().expect("the ride");
    assert_eq!(ride.unit, "9th-corps");
    assert!(ride.rail_capacity > 0);
    assert_eq!(game.state(), after_first);
    assert_eq!(reaches(&game), {
        let mut fresh = self::game();
        play(&mut fresh, MARCH, &[]);
        reaches(&fresh)
    });

    let march = game.undo().expect("the march");
    assert_eq!((march.unit.as_str(), march.at.as_str()), ("8th-corps", "0102"));
    assert_eq!(game.state(), start);
    assert_eq!(game.undo(), None);
    assert_eq!(game.undo_depth(), 0);

    // And play goes on from there.
    play(&mut game, MARCH, &[]);
    assert_eq!(game.state(), after_first);
}

#[test]
fn undo_takes_back_a_force_march_s_losses() {
    let mut game = game();
    let start = game.state();
    play(&mut game, FORCE_MARCH, &[5]);
    assert_eq!(game.situation().unit("8th-corps").map(|u| u.strength), Some(7));
    let record = game.undo().unwrap();
    assert_eq!(record.attrition, Some((5, 1)));
    assert_eq!(game.state(), start);
}

#[test]
fn forgetting_the_history_keeps_the_board() {
    let mut game = game();
    play(&mut game, MARCH, &[]);
    let state = game.state();
    game.forget_undo();
    assert_eq!(game.undo_depth(), 0);
    assert_eq!(game.undo(), None);
    assert_eq!(game.state(), state);
}
