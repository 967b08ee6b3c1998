//! State a game can keep: the state saved and rebuilt (`Game::state`, `Game::from_state`), an
//! order judged without being played (`Game::try_play`) and orders taken back (`Game::undo`).

#![cfg(feature = "scenario")]
#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use umpire_scenario::ScenarioMap;
use umpire_strategic::{Game, GameState, Order, Weather};

fn scenario_text(file: &str) -> String {
    let path = format!("{}/../../scenarios/strategic/{file}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap()
}

fn game_from(text: &str, file: &str) -> Game<ScenarioMap> {
    let scenario = umpire_scenario::load_str(text, file).unwrap_or_else(|e| panic!("{e}"));
    Game::new(&scenario).unwrap_or_else(|e| panic!("{e}"))
}

fn game(file: &str) -> Game<ScenarioMap> {
    game_from(&scenario_text(file), file)
}

fn order(text: &str) -> Order {
    toml::from_str(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// A move order of `unit` along `path`, with extra keys.
fn go(unit: &str, path: &[&str], extra: &str) -> Order {
    let path: Vec<String> = path.iter().map(|p| format!("{p:?}")).collect();
    order(&format!("order = \"move\"\nunit = {unit:?}\npath = [{}]\n{extra}", path.join(", ")))
}

fn next_phase(phase: &str, side: &str) -> Order {
    order(&format!("order = \"next-phase\"\nphase = {phase:?}\nside = {side:?}"))
}

/// Every answer the game gives about where units can go: each unit's reach and each side's
/// threat map (errors by their text).
fn answers(game: &Game<ScenarioMap>) -> Vec<String> {
    let mut answers: Vec<String> = game
        .situation()
        .units
        .iter()
        .map(|unit| format!("{}: {:?}", unit.id, game.reach(&unit.id).map_err(|e| e.to_string())))
        .collect();
    for side in game.data().factions.keys() {
        let threat = game.threat(side).map(|t| t.to_map()).map_err(|e| e.to_string());
        answers.push(format!("{side}: {threat:?}"));
    }
    answers
}

/// The state through JSON and through TOML: both come back equal.
fn round_trip(state: &GameState) -> GameState {
    let json = serde_json::to_string(state).unwrap_or_else(|e| panic!("{e}"));
    let back: GameState = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{e}\n{json}"));
    assert_eq!(&back, state, "through JSON");
    let text = toml::to_string(state).unwrap_or_else(|e| panic!("{e}"));
    let back: GameState = toml::from_str(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(&back, state, "through TOML");
    back
}

#[test]
fn a_saved_state_rebuilds_the_same_game() {
    let mut game = game("antwerp.toml");
    assert!(game.play(&go("inf-w3619", &["w3619", "w3718", "w3717"], "")).unwrap().is_legal());
    let overrun = game.play(&go("1p", &["w3718", "w3717", "w3617"], "")).unwrap();
    assert_eq!(overrun.changes, ["1p to w3617", "british-armor eliminated: force pool"]);
    // Weather is kept by hex: it must survive formats whose keys are strings.
    let hex = game.map().parse_hex("w3517").unwrap();
    game.set_weather(hex, Weather::Mud);
    assert_eq!(game.log().len(), 2);

    let state = round_trip(&game.state());
    let rebuilt = Game::from_state(game.map().clone(), state).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(rebuilt.log().len(), 2);
    assert_eq!(rebuilt.log(), game.log());
    assert_eq!(rebuilt.situation(), game.situation());
    assert_eq!(rebuilt.data(), game.data());
    assert_eq!(rebuilt.state(), game.state());
    assert_eq!(answers(&rebuilt), answers(&game));
    assert_eq!(rebuilt.undo_depth(), 0, "a rebuilt game has nothing to take back");

    // The next order is judged alike in both: 1P has made its move this phase.
    let again = go("1p", &["w3617", "w3516"], "");
    let mut rebuilt = rebuilt;
    assert_eq!(rebuilt.play(&again), game.play(&again));
}

#[test]
fn every_scenario_s_state_survives_json_and_toml() {
    // reference.toml shows every key; s314-closed.toml has closed maps (keyed by place).
    for file in ["reference.toml", "s314-closed.toml", "s312-suez.toml", "s314-weather.toml"] {
        let game = game(file);
        let state = round_trip(&game.state());
        let rebuilt = Game::from_state(game.map().clone(), state).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(rebuilt.situation(), game.situation(), "{file}");
        assert_eq!(answers(&rebuilt), answers(&game), "{file}");
    }
}

/// Tries each order, then plays it: the same answer, and trying changed nothing.
fn try_then_play(game: &mut Game<ScenarioMap>, orders: &[Order]) {
    for order in orders {
        let (before, undoable) = (game.state(), game.undo_depth());
        let tried = game.try_play(order);
        assert_eq!(game.state(), before, "trying changed the game: {order:?}");
        assert_eq!(game.undo_depth(), undoable, "trying kept something to undo");
        let played = game.play(order);
        assert_eq!(tried, played, "{order:?}");
    }
}

#[test]
fn try_play_answers_as_play_does_and_changes_nothing() {
    let mut antwerp = game("antwerp.toml");
    try_then_play(
        &mut antwerp,
        &[
            go("1p", &["w3718", "w3717", "w3617"], ""), // refused: two zones
            go("3p", &["w3619", "w3518"], ""),          // refused: across the river
            go("inf-w3619", &["w3619", "w3718", "w3717"], ""), // legal, stops
            go("1p", &["w3718", "w3717", "w3617"], ""), // overrun
            go("inf-antwerp", &["w3718", "w3717", "w3617", "w3517"], ""),
            go("2p", &["w3718", "w3717", "w3617", "w3517", "w3518"], ""), // overrun
            go("1p", &["w3617", "w3516"], ""),                            // refused: it has moved
            go("bef", &["w3518", "w3517"], ""),                           // bad: eliminated
            go("2p", &["w3518", "w9999"], ""),                            // bad: off the map
            next_phase("reserve", "axis"),
            go("3p", &["w3619", "w3518"], ""),
            order("order = \"next-phase\"\nphase = \"reserve\"\nside = \"nobody\""), // bad side
        ],
    );

    // Convoys and the canal: the canal's uses counted with the move's own.
    let mut suez = game("s312-suez.toml");
    let chain = go(
        "british-infantry",
        &["e0912", "e1213", "e1312", "e1415"],
        "convoys = [\"british-eastern-med\", \"british-red-sea\"]",
    );
    let canal = go("port-said-infantry", &["e1213", "e1312"], "procedure = \"port-to-port\"");
    try_then_play(&mut suez, &[chain, canal.clone(), next_phase("reserve", "western"), canal]);
}

#[test]
fn an_hq_that_prevented_an_overrun_is_judged_alike_tried_or_played() {
    let hq = "\n[[units]]\nid = \"british-hq\"\nside = \"western\"\nlabel = \"HQ\"\nat = \"w3516\"\nnationality = \"british\"\ntype = \"hq\"\nmovement = 2\n";
    let mut game = game_from(&(scenario_text("antwerp.toml") + hq), "antwerp-hq.toml");
    try_then_play(
        &mut game,
        &[
            go("inf-w3619", &["w3619", "w3718", "w3717"], ""),
            go("1p", &["w3718", "w3717", "w3617"], ""), // STR-3.2-21: the HQ is remembered
            go("3p", &["w3619", "w3518"], ""),          // STR-3.2-22
        ],
    );
    assert!(game.situation().hq_prevented.contains("british-hq"));
    // Taking back the refused order forgets the HQ's prevention too.
    assert_eq!(game.undo(), None);
    assert_eq!(game.undo(), None);
    assert!(game.situation().hq_prevented.is_empty());
    assert_eq!(game.undo_depth(), 1);
}

#[test]
fn undo_takes_orders_back_one_by_one() {
    let fresh = game("antwerp.toml");
    let mut game = fresh.clone();
    let start = game.state();
    assert_eq!(game.undo(), None, "nothing played yet");

    game.play(&go("inf-w3619", &["w3619", "w3718", "w3717"], "")).unwrap();
    let after_first = game.state();
    game.play(&go("1p", &["w3718", "w3717", "w3617"], "")).unwrap();
    game.play(&go("inf-antwerp", &["w3718", "w3717", "w3617", "w3517"], "")).unwrap();
    assert_eq!(game.log().len(), 3);

    assert_eq!(game.undo().map(|r| r.unit), Some("inf-antwerp".to_owned()));
    let overrun = game.undo().expect("the overrun is taken back");
    assert_eq!(overrun.unit, "1p");
    assert_eq!(overrun.eliminated.len(), 1);
    assert_eq!(game.state(), after_first);
    assert_eq!(game.situation().unit("british-armor").unwrap().eliminated, None);

    assert_eq!(game.undo().map(|r| r.unit), Some("inf-w3619".to_owned()));
    assert_eq!(game.state(), start);
    assert_eq!(game.undo(), None);
    assert_eq!(answers(&game), answers(&fresh));

    // Played again after undoing, the game goes as it went the first time.
    let outcome = game.play(&go("inf-w3619", &["w3619", "w3718", "w3717"], "")).unwrap();
    assert!(outcome.is_legal());
    assert_eq!(game.state(), after_first);
}

#[test]
fn undo_takes_back_a_next_phase_whole() {
    let mut game = game("antwerp.toml");
    game.play(&go("inf-w3619", &["w3619", "w3718", "w3717"], "")).unwrap();
    game.play(&go("1p", &["w3718", "w3717", "w3617"], "")).unwrap();
    let operational = game.state();
    let weather = order(
        "order = \"next-phase\"\nphase = \"reserve\"\nside = \"axis\"\nweather = { w3517 = \"mud\" }",
    );
    assert!(game.play(&weather).unwrap().is_legal());
    assert!(game.log().is_empty());
    assert!(game.play(&go("1p", &["w3617", "w3516"], "")).unwrap().is_legal());
    let reserve_answers = answers(&game);

    assert_eq!(game.undo().map(|r| r.unit), Some("1p".to_owned()));
    assert_eq!(game.undo(), None, "the next phase logged no move");
    assert_eq!(game.state(), operational, "the phase, side, weather and log are back");
    assert_eq!(game.log().len(), 2);

    // And forward again to the same place.
    game.play(&weather).unwrap();
    game.play(&go("1p", &["w3617", "w3516"], "")).unwrap();
    assert_eq!(answers(&game), reserve_answers);
    game.forget_undo();
    assert_eq!((game.undo_depth(), game.undo()), (0, None));
}

#[test]
fn bad_orders_keep_nothing_to_undo() {
    let mut game = game("antwerp.toml");
    assert!(game.play(&go("bef", &["w3518", "w9999"], "")).is_err());
    assert_eq!(game.undo_depth(), 0);
    game.set_weather(game.map().parse_hex("w3517").unwrap(), Weather::Snow);
    assert_eq!(game.undo_depth(), 1);
    game.undo();
    assert!(game.situation().weather.is_empty());
}
