//! A phase of play as data: each kind of order on the shipped scenarios, the multi-phase
//! sequences a recorded game is made of, the orders that cannot be judged, and saved games.
//!
//! Each sequence reads like play: one order after another on the board the last left, with
//! the outcome (cost, changes in words, or the refusing clause) each must come to.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::path::Path;

use umpire_civil_war::{Game, Order, Situation};
use umpire_map::{BadOrder, Outcome, ScriptedDice};
use umpire_scenario::{Scenario, ScenarioMap, load_file, load_str};

fn scenario(name: &str) -> Scenario {
    let path = format!("{}/../../scenarios/civil-war/{name}", env!("CARGO_MANIFEST_DIR"));
    load_file(Path::new(&path)).unwrap_or_else(|e| panic!("{e}"))
}

fn game(name: &str) -> Game<ScenarioMap> {
    Game::new(&scenario(name)).unwrap_or_else(|e| panic!("{e}"))
}

fn order(text: &str) -> Order {
    toml::from_str(text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// Plays `text` with dice that roll `rolls`.
fn try_play(game: &mut Game<ScenarioMap>, text: &str, rolls: &[u32]) -> Result<Outcome, BadOrder> {
    game.play(&order(text), &mut ScriptedDice::new(rolls.iter().copied()))
}

/// Plays `text`, which must be carried out, and returns its outcome.
fn legal(game: &mut Game<ScenarioMap>, text: &str, rolls: &[u32]) -> Outcome {
    let outcome = try_play(game, text, rolls).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert!(outcome.is_legal(), "{text}\nrefused: {:?}", outcome.refused);
    outcome
}

/// Plays `text`, which must be refused by `clause`, and checks that nothing changed.
fn refused(game: &mut Game<ScenarioMap>, text: &str, rolls: &[u32], clause: &str) -> Outcome {
    let before = game.situation().clone();
    let outcome = try_play(game, text, rolls).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(outcome.clause(), Some(clause), "{text}\n{outcome:?}");
    assert!(outcome.changes.is_empty());
    assert_eq!(game.situation(), &before, "a refused order changed the board:\n{text}");
    outcome
}

/// Plays `text`, which must be a bad order at `key`, and checks that nothing changed.
fn bad(game: &mut Game<ScenarioMap>, text: &str, key: &str) -> BadOrder {
    let before = game.situation().clone();
    let error = try_play(game, text, &[]).expect_err(text);
    assert_eq!(error.key, key, "{text}\n{error}");
    assert_eq!(game.situation(), &before, "a bad order changed the board:\n{text}");
    assert!(!error.to_string().contains("Hex {"), "{error}");
    error
}

fn rail_path(from: u32, to: u32) -> String {
    (from..=to).map(|c| format!("\"{c:02}01\"")).collect::<Vec<_>>().join(", ")
}

fn unit<'s>(situation: &'s Situation, id: &str) -> &'s umpire_civil_war::UnitState {
    situation.unit(id).unwrap()
}

// --- Orders as data -------------------------------------------------------------------------

#[test]
fn each_kind_of_order_reads_from_toml() {
    let kinds = [
        "order = \"move\"\nunit = \"a\"\npath = [\"0101\"]",
        "order = \"move\"\nunit = \"a\"\nmode = \"rail\"\npath = [\"0101\", \"entrain\"]\nforce_march = 1\nstay_entrained = { destination = \"0812\", eta = 3 }",
        "order = \"voyage\"\ntransport = \"t\"\ncargo = [\"a\"]\npath = [\"0506/0606\"]\nland_in = \"0606\"",
        "order = \"voyage\"\ncargo = [\"leader\"]\nland_in = \"0606\"",
        "order = \"change-destination\"\ntransport = \"t\"\nto = \"0305\"\nautomatic = true",
        "order = \"ferry\"\nunit = \"t\"",
        "order = \"assault\"\nunits = [\"a\"]\ntransport = \"t\"\ntarget = \"0304\"\nleader = \"l\"\nresult = \"retreated-into-fort\"\nlosses = { a = 1 }",
        "order = \"next-phase\"",
        "order = \"next-phase\"\nside = \"confederate\"\nphase = 3\ncapacity = { union = 20 }\nnext_capacity = { union = 20 }",
    ];
    for text in kinds {
        let order = order(text);
        let again: Order = toml::from_str(&toml::to_string(&order).unwrap()).unwrap();
        assert_eq!(again, order, "{text}");
    }
}

#[test]
fn unknown_keys_and_kinds_are_errors() {
    for text in [
        "order = \"move\"\nunit = \"a\"\npath = []\npth = []",
        "order = \"move\"\nunit = \"a\"\npath = []\nstay_entrained = { destination = \"0812\", eta = 3, when = 2 }",
        "order = \"ferry\"\nunit = \"t\"\nspeed = 2",
        "order = \"voyage\"\ntransport = \"t\"\nland = \"0101\"",
        "order = \"assault\"\nunits = []\ntransport = \"t\"\ntarget = \"0304\"\nresult = \"routed\"",
        "order = \"teleport\"\nunit = \"a\"",
    ] {
        assert!(toml::from_str::<Order>(text).is_err(), "{text}");
    }
}

// --- Move -----------------------------------------------------------------------------------

#[test]
fn a_rail_move_left_entrained_spends_this_phase_and_holds_the_next() {
    let mut game = game("cw-rail-long.toml");
    let text = format!(
        "order = \"move\"\nunit = \"8th-corps\"\nmode = \"rail\"\npath = [\"0101\", \"entrain\", {}]\nstay_entrained = {{ destination = \"5101\", eta = 2 }}",
        rail_path(2, 31)
    );
    let outcome = legal(&mut game, &text, &[]);
    assert_eq!(outcome.cost.as_deref(), Some("1 MP"));
    assert_eq!(
        outcome.changes,
        ["8th-corps to 3101, entrained for 5101 (ETA phase 2)", "Union rail capacity 20 → 12",]
    );
    let clauses: Vec<&str> = outcome.ledger.iter().map(|e| e.line.clause.as_str()).collect();
    assert!(clauses.contains(&"ACW-RAIL-32") && clauses.contains(&"ACW-RAIL-24"), "{clauses:?}");
    let corps = unit(game.situation(), "8th-corps");
    assert!(corps.entrained && corps.moved);
    // Its 8 points for the next phase are held out of the 12 left: 4 are free.
    let union = game.rail_capacity("union");
    assert_eq!((union.left, union.held_for_next, union.free_now()), (12, 8, 4));
    legal(&mut game, "order = \"next-phase\"", &[]);
    let union = game.rail_capacity("union");
    assert_eq!((union.turn, union.left, union.owed, union.free_now()), (2, 12, 8, 4));
}

#[test]
fn a_force_march_rolls_for_attrition() {
    let mut game = game("cw-rail-long.toml");
    let text = "order = \"move\"\nunit = \"8th-corps\"\npath = [\"0101\", \"0201\", \"0301\", \"0401\", \"0501\"]\nforce_march = 1";
    // Ohio is Union territory: a 5 loses 1 on the friendly table.
    let outcome = legal(&mut game, text, &[5]);
    assert_eq!(outcome.cost.as_deref(), Some("4 MP"));
    assert_eq!(
        outcome.changes,
        ["8th-corps to 0501", "8th-corps strength 8 → 7", "force-march attrition: roll 5, lost 1"]
    );
    // The dice ran out: the order cannot be judged, and nothing has moved.
    let mut game = self::game("cw-rail-long.toml");
    bad(&mut game, text, "force_march");
}

#[test]
fn a_refused_move_cites_its_clause_and_step_and_changes_nothing() {
    let mut game = game("cw-rail-long.toml");
    let outcome = refused(
        &mut game,
        "order = \"move\"\nunit = \"8th-corps\"\npath = [\"0101\", \"0201\", \"0301\", \"0401\", \"0501\"]",
        &[],
        "ACW-MOVE-01",
    );
    assert_eq!(outcome.refused.as_ref().map(|r| r.step), Some(4));
    assert_eq!(outcome.ledger.len(), 3, "the ledger of the three hexes it could pay for");
    // Left on the rails with no destination.
    refused(
        &mut game,
        "order = \"move\"\nunit = \"8th-corps\"\nmode = \"rail\"\npath = [\"0101\", \"entrain\", \"0201\"]",
        &[],
        "ACW-RAIL-27",
    );
    // A corps does not sail.
    refused(
        &mut game,
        "order = \"move\"\nunit = \"8th-corps\"\nmode = \"water\"\npath = [\"0101\", \"0201\"]",
        &[],
        "ACW-WATER-01",
    );
    legal(&mut game, "order = \"move\"\nunit = \"8th-corps\"\npath = [\"0101\", \"0201\"]", &[]);
    refused(
        &mut game,
        "order = \"move\"\nunit = \"8th-corps\"\npath = [\"0201\", \"0301\"]",
        &[],
        "ACW-MOVE-05",
    );
}

#[test]
fn a_transport_that_moves_carries_the_units_aboard() {
    let mut game = game("cw-transport-assault.toml");
    let outcome = legal(
        &mut game,
        "order = \"move\"\nunit = \"mid-fleet\"\nmode = \"water\"\npath = [\"0303\", \"0203\"]",
        &[],
    );
    assert_eq!(outcome.cost.as_deref(), Some("1 MP"));
    assert_eq!(
        outcome.changes,
        [
            "mid-fleet to 0203",
            "1st-division to 0203, aboard mid-fleet, bound for 0304",
            "2nd-brigade to 0203, aboard mid-fleet, bound for 0304",
            "terry to 0203, aboard mid-fleet, bound for 0304",
        ]
    );
}

// --- Ferry ----------------------------------------------------------------------------------

#[test]
fn a_ferry_serves_for_its_phase_and_its_transport_stays_put() {
    let mut game = game("cw-water-ferry.toml");
    refused(&mut game, "order = \"ferry\"\nunit = \"1st-division\"", &[], "ACW-FERRY-02");
    let outcome = legal(&mut game, "order = \"ferry\"\nunit = \"ferry-boat\"", &[]);
    assert_eq!(outcome.changes, ["ferry-boat serves as a temporary ferry at 0606/0506 this phase"]);
    assert!(unit(game.situation(), "ferry-boat").ferry);
    refused(
        &mut game,
        "order = \"move\"\nunit = \"ferry-boat\"\nmode = \"water\"\npath = [\"0506/0606\", \"0505/0606\"]",
        &[],
        "ACW-FERRY-04",
    );
    let crossing = legal(
        &mut game,
        "order = \"move\"\nunit = \"1st-division\"\npath = [\"0506\", \"0606\"]",
        &[],
    );
    assert_eq!(crossing.cost.as_deref(), Some("2 MP"), "1 MP for the clear hex, 1 for the ferry");
    let next = legal(&mut game, "order = \"next-phase\"", &[]);
    assert_eq!(
        next.changes,
        ["ferry-boat no longer serves as a ferry", "game turn 1 → 2 of the month", "phase 1 → 2"]
    );
    // The ferry is gone: crossing back costs the river's 2 MP.
    let back = legal(
        &mut game,
        "order = \"move\"\nunit = \"1st-division\"\npath = [\"0606\", \"0506\"]",
        &[],
    );
    assert_eq!(back.cost.as_deref(), Some("3 MP"));
}

// --- Voyage ---------------------------------------------------------------------------------

#[test]
fn a_voyage_embarks_sails_and_lands() {
    let mut game = game("cw-water-ferry.toml");
    let outcome = legal(
        &mut game,
        "order = \"voyage\"\ntransport = \"ferry-boat\"\ncargo = [\"1st-division\"]\npath = [\"0506/0606\", \"0505/0606\", \"0505/0605\"]\nland_in = \"0605\"",
        &[],
    );
    assert_eq!(outcome.cost.as_deref(), Some("2 MP"), "the transport's two river hexsides");
    assert_eq!(
        outcome.changes,
        [
            "ferry-boat to 0605/0505",
            "1st-division to 0605",
            "1st-division: 4 MP to embark and land"
        ]
    );
    let division = unit(game.situation(), "1st-division");
    assert!(division.moved && division.embarked_on.is_none());
}

#[test]
fn a_refused_voyage_changes_nothing() {
    let mut game = game("cw-water-ferry.toml");
    // Not beside the transport's last place.
    let outcome = refused(
        &mut game,
        "order = \"voyage\"\ntransport = \"ferry-boat\"\ncargo = [\"1st-division\"]\npath = [\"0506/0606\", \"0505/0606\"]\nland_in = \"0707\"",
        &[],
        "ACW-TRANS-09",
    );
    assert!(outcome.ledger.iter().any(|e| e.line.clause.as_str() == "ACW-TRANS-04"));
    // Staying embarked needs a destination.
    refused(
        &mut game,
        "order = \"voyage\"\ntransport = \"ferry-boat\"\ncargo = [\"1st-division\"]\npath = [\"0506/0606\", \"0505/0606\"]",
        &[],
        "ACW-TRANS-20",
    );
    // The transport's own move is refused at its step: past the head of navigation.
    let outcome = refused(
        &mut game,
        "order = \"voyage\"\ntransport = \"ferry-boat\"\ncargo = [\"1st-division\"]\npath = [\"0506/0606\", \"0506/0607\", \"0507/0607\", \"0507/0608\"]\ndestination = \"0607\"",
        &[],
        "ACW-WATER-08",
    );
    assert_eq!(outcome.refused.as_ref().map(|r| r.step), Some(3));
}

#[test]
fn units_left_embarked_sail_on_in_a_later_phase_and_land() {
    let mut game = game("cw-water-ferry.toml");
    let outcome = legal(
        &mut game,
        "order = \"voyage\"\ntransport = \"ferry-boat\"\ncargo = [\"1st-division\"]\npath = [\"0506/0606\", \"0505/0606\", \"0505/0605\", \"0504/0605\"]\ndestination = \"0503\"",
        &[],
    );
    assert_eq!(outcome.cost.as_deref(), Some("3 MP"));
    assert_eq!(
        outcome.changes,
        [
            "ferry-boat to 0504/0605",
            "1st-division to 0504, aboard ferry-boat, bound for 0503",
            "1st-division: 2 MP to embark",
        ]
    );
    legal(&mut game, "order = \"next-phase\"", &[]);
    let division = unit(game.situation(), "1st-division");
    assert_eq!(division.embarked_on.as_deref(), Some("ferry-boat"));
    assert!(!division.moved);
    let outcome = legal(
        &mut game,
        "order = \"voyage\"\ntransport = \"ferry-boat\"\ncargo = [\"1st-division\"]\npath = [\"0504/0605\", \"0504/0604\", \"0503/0604\"]\nland_in = \"0503\"",
        &[],
    );
    assert_eq!(
        outcome.changes,
        ["ferry-boat to 0503/0604", "1st-division to 0503, landed", "1st-division: 2 MP to land"]
    );
    assert!(outcome.ledger.iter().any(|e| e.line.clause.as_str() == "ACW-TRANS-19"));
}

#[test]
fn a_transport_carries_ten_points_with_the_units_already_aboard() {
    let mut game = game("cw-water-ferry.toml");
    legal(
        &mut game,
        "order = \"voyage\"\ntransport = \"ferry-boat\"\ncargo = [\"1st-division\"]\ndestination = \"0503\"",
        &[],
    );
    legal(&mut game, "order = \"next-phase\"", &[]);
    // The ferry-boat already holds 8 points; a second division of 8 does not fit.
    let mut scenario = scenario("cw-water-ferry.toml");
    let mut second = scenario.unit("1st-division").unwrap().clone();
    second.id = "2nd-division".into();
    scenario.units.push(second);
    let mut game = Game::new(&scenario).unwrap();
    legal(
        &mut game,
        "order = \"voyage\"\ntransport = \"ferry-boat\"\ncargo = [\"1st-division\"]\ndestination = \"0503\"",
        &[],
    );
    refused(
        &mut game,
        "order = \"voyage\"\ntransport = \"ferry-boat\"\ncargo = [\"2nd-division\"]\ndestination = \"0503\"",
        &[],
        "ACW-TRANS-04",
    );
}

// --- Change destination -----------------------------------------------------------------------

#[test]
fn a_new_destination_by_an_automatic_order_or_the_commanders_roll() {
    let mut game = game("cw-transport-assault.toml");
    let outcome = legal(
        &mut game,
        "order = \"change-destination\"\ntransport = \"mid-fleet\"\nto = \"0302\"\nautomatic = true",
        &[],
    );
    assert_eq!(
        outcome.changes.last().map(String::as_str),
        Some("an automatic order: the units aboard mid-fleet are bound for 0302")
    );
    let outcome = legal(
        &mut game,
        "order = \"change-destination\"\ntransport = \"mid-fleet\"\nto = \"0304\"\ncommander = \"terry\"",
        &[6],
    );
    assert_eq!(
        outcome.changes,
        [
            "terry rolled 6 against an initiative of 4: the attempt failed and the voyage keeps its destination 0302"
        ]
    );
    refused(
        &mut game,
        "order = \"change-destination\"\ntransport = \"mid-fleet\"\nto = \"0304\"",
        &[],
        "ACW-TRANS-22",
    );
    refused(
        &mut game,
        "order = \"change-destination\"\ntransport = \"north-fleet\"\nto = \"0304\"\nautomatic = true",
        &[],
        "ACW-TRANS-21",
    );
}

#[test]
fn a_failed_change_to_a_destination_turned_illegal_is_lost_at_sea() {
    // Bound for Wilmington, which the enemy holds, with no Leader aboard to invade with: terry
    // has gone ashore at 0401 and rolls for them.
    let mut scenario = scenario("cw-transport-assault.toml");
    let ashore = scenario.map.parse_hex("0401").unwrap();
    let terry = scenario.units.iter_mut().find(|u| u.id == "terry").unwrap();
    terry.extra.remove("embarked_on");
    terry.extra.remove("voyage_destination");
    terry.at = umpire_scenario::Location::Hex(ashore);
    let mut game = Game::new(&scenario).unwrap();
    let outcome = legal(
        &mut game,
        "order = \"change-destination\"\ntransport = \"mid-fleet\"\nto = \"0302\"\ncommander = \"terry\"",
        &[5],
    );
    assert_eq!(
        outcome.changes,
        [
            "terry rolled 5 against an initiative of 4: the attempt failed and the voyage keeps its destination 0304",
            "mid-fleet lost at sea with 1st-division, 2nd-brigade: the destination is no place to land or invade (ACW-TRANS-24)",
        ]
    );
    for id in ["mid-fleet", "1st-division", "2nd-brigade"] {
        assert_eq!(unit(game.situation(), id).at, None, "{id}");
    }
    bad(
        &mut game,
        "order = \"change-destination\"\ntransport = \"mid-fleet\"\nto = \"0302\"\nautomatic = true",
        "transport",
    );
}

// --- Assault --------------------------------------------------------------------------------

const ASSAULT: &str = "order = \"assault\"\nunits = [\"1st-division\", \"2nd-brigade\"]\ntransport = \"mid-fleet\"\ntarget = \"0304\"\nleader = \"terry\"";

#[test]
fn an_assault_the_defenders_hold_triples_the_losses_and_stays_embarked() {
    let mut game = game("cw-transport-assault.toml");
    let text = format!(
        "{ASSAULT}\nresult = \"held\"\nlosses = {{ \"1st-division\" = 1, \"2nd-brigade\" = 1 }}"
    );
    let outcome = legal(&mut game, &text, &[3]);
    assert_eq!(
        outcome.changes,
        [
            "1st-division strength 6 → 3",
            "terry rolled 3 against an initiative of 4: the assault goes in",
            "attacking strength 9, halved to 4 1/2, with no combat supply",
            "1st-division loses 1 × 3 = 3: the defenders held",
            "2nd-brigade loses 1 × 3 = 3: the defenders held",
            "2nd-brigade strength 3 → 0: eliminated",
        ]
    );
    let clauses: Vec<&str> = outcome.ledger.iter().map(|e| e.line.clause.as_str()).collect();
    assert_eq!(
        clauses,
        ["ACW-AMPH-03", "ACW-AMPH-07", "ACW-AMPH-04", "ACW-AMPH-05", "ACW-AMPH-10", "ACW-AMPH-11"]
    );
    let division = unit(game.situation(), "1st-division");
    assert_eq!((division.strength, division.embarked_on.as_deref()), (3, Some("mid-fleet")));
    assert_eq!(unit(game.situation(), "2nd-brigade").at, None);
}

#[test]
fn an_assault_the_defenders_retreat_from_lands_the_force() {
    let mut game = game("cw-transport-assault.toml");
    let text = format!("{ASSAULT}\nresult = \"retreated\"\nlosses = {{ \"1st-division\" = 1 }}");
    let error = bad(&mut game, &text, "retreats");
    assert!(error.message.contains("wilmington-garrison"), "{error}");
    let text = format!("{text}\nretreats = {{ wilmington-garrison = \"0405\" }}");
    let outcome = legal(&mut game, &text, &[1]);
    assert!(
        outcome.changes.contains(&"1st-division to 0304, landed".to_owned()),
        "{:?}",
        outcome.changes
    );
    assert!(outcome.changes.contains(&"1st-division strength 6 → 5".to_owned()));
    assert!(outcome.changes.contains(&"wilmington-garrison to 0405".to_owned()));
    assert!(outcome.changes.contains(&"terry to 0304, landed".to_owned()));
}

#[test]
fn a_refused_assault_changes_nothing() {
    let mut game = game("cw-transport-assault.toml");
    let text = format!("{ASSAULT}\nresult = \"held\"\nlosses = {{ \"1st-division\" = 2 }}");
    // A failed attack-initiative roll is carried out: no assault takes place, nothing moves,
    // and the force may not roll again this phase.
    let outcome = legal(&mut game, &text, &[5]);
    assert!(
        outcome.changes.iter().any(|c| c.contains("no amphibious assault takes place")),
        "{:?}",
        outcome.changes
    );
    let outcome = refused(&mut game, &text, &[], "ACW-AMPH-07");
    assert_eq!(outcome.refused.as_ref().map(|r| r.step), Some(0));
    let no_leader = "order = \"assault\"\nunits = [\"1st-division\"]\ntransport = \"mid-fleet\"\ntarget = \"0304\"\nresult = \"held\"";
    refused(&mut game, no_leader, &[], "ACW-AMPH-06");
    let with_leader = format!("{ASSAULT}\nresult = \"held\"");
    refused(&mut game, &with_leader.replace("\"2nd-brigade\"", "\"terry\""), &[1], "ACW-AMPH-01");
    // Embarked this phase: not at the start of it.
    legal(
        &mut game,
        "order = \"move\"\nunit = \"mid-fleet\"\nmode = \"water\"\npath = [\"0303\", \"0203\", \"0303\"]",
        &[],
    );
    refused(&mut game, &with_leader, &[1], "ACW-AMPH-02");
}

// --- Next phase -------------------------------------------------------------------------------

#[test]
fn the_next_phase_carries_the_board_and_a_new_month_restates_its_allotment() {
    let mut game = game("cw-rail-long.toml");
    legal(&mut game, "order = \"move\"\nunit = \"8th-corps\"\npath = [\"0101\", \"0201\"]", &[]);
    // The Confederacy moves in the same game turn; next month's allotment is known ahead.
    let outcome = legal(
        &mut game,
        "order = \"next-phase\"\nside = \"confederate\"\nnext_capacity = { confederate = 5 }",
        &[],
    );
    assert_eq!(
        outcome.changes,
        [
            "Confederate rail allotment for next month 20 → 5",
            "phase 1 → 2",
            "the Confederate side moves"
        ]
    );
    assert!(!outcome.ledger.iter().any(|e| e.line.clause.as_str() == "ACW-RAIL-05"));
    assert!(!unit(game.situation(), "8th-corps").moved);
    assert_eq!(game.situation().rail.turn, 1);
    assert!(game.situation().rail.moved_this_turn.contains("union"));
    round_trip(&game, "cw-rail-long.toml");
    bad(&mut game, "order = \"next-phase\"\nphase = 2", "phase");
    let error = bad(&mut game, "order = \"next-phase\"\nside = \"unoin\"", "side");
    assert_eq!(error.suggestion.as_deref(), Some("union"));
    let error = bad(
        &mut game,
        "order = \"next-phase\"\ncapacity = { confederat = 3 }",
        "allotment.confederat",
    );
    assert_eq!(error.suggestion.as_deref(), Some("confederate"));
    // No new allotment in the middle of a month, nor a game turn the month does not have.
    bad(
        &mut game,
        "order = \"next-phase\"\nside = \"union\"\nallotment = { union = 30 }",
        "allotment",
    );
    bad(&mut game, "order = \"next-phase\"\nturn = 5", "turn");
    // The Union comes round again: game turn 2. Two more rounds reach the month's last.
    let outcome = legal(&mut game, "order = \"next-phase\"\nside = \"union\"", &[]);
    assert_eq!(
        outcome.changes,
        ["game turn 1 → 2 of the month", "phase 2 → 3", "the Union side moves"]
    );
    for side in ["confederate", "union", "confederate", "union", "confederate"] {
        legal(&mut game, &format!("order = \"next-phase\"\nside = {side:?}"), &[]);
    }
    assert_eq!(game.situation().rail.turn, 4);
    // A new month: the Union's allotment restated, the Confederacy's the one known ahead.
    let outcome = legal(
        &mut game,
        "order = \"next-phase\"\nside = \"union\"\ncapacity = { union = 30 }",
        &[],
    );
    assert_eq!(
        outcome.changes,
        [
            "Confederate rail allotment 20 → 5",
            "Union rail allotment 20 → 30",
            "Confederate rail capacity 20 → 5",
            "Union rail capacity 20 → 30",
            "Confederate rail allotment for next month 5 → none",
            "Union rail allotment for next month 20 → none",
            "game turn 4 → 1: a new month",
            "phase 8 → 9",
            "the Union side moves"
        ]
    );
    assert!(outcome.ledger.iter().any(|e| e.line.clause.as_str() == "ACW-RAIL-05"));
    // An order may begin a new month where it will: the allotments come round again.
    let outcome = legal(&mut game, "order = \"next-phase\"\nturn = 1", &[]);
    assert_eq!(outcome.changes, ["phase 9 → 10"]);
    assert!(outcome.ledger.iter().any(|e| e.line.clause.as_str() == "ACW-RAIL-05"));
    round_trip(&game, "cw-rail-long.toml");
}

#[test]
fn a_train_bound_for_a_hex_off_the_rails_is_removed_at_the_next_phase() {
    let mut game = game("cw-rail-long.toml");
    let text = format!(
        "order = \"move\"\nunit = \"8th-corps\"\nmode = \"rail\"\npath = [\"0101\", \"entrain\", {}]\nstay_entrained = {{ destination = \"3102\", eta = 2 }}",
        rail_path(2, 11)
    );
    legal(&mut game, &text, &[]);
    let outcome = legal(&mut game, "order = \"next-phase\"", &[]);
    assert_eq!(
        outcome.changes,
        [
            "game turn 1 → 2 of the month",
            "phase 1 → 2",
            "8th-corps removed from play: it can no longer reach 3102 by rail by its ETA (ACW-RAIL-30)"
        ]
    );
    assert!(outcome.ledger.iter().any(|e| e.line.clause.as_str() == "ACW-RAIL-30"));
    assert_eq!(unit(game.situation(), "8th-corps").at, None);
    bad(&mut game, "order = \"move\"\nunit = \"8th-corps\"\npath = [\"1101\"]", "unit");
}

// --- Orders that cannot be judged -------------------------------------------------------------

#[test]
fn bad_orders_name_their_key_and_the_nearest_name() {
    let mut game = game("cw-water-ferry.toml");
    let cases = [
        (
            "order = \"move\"\nunit = \"1st-divison\"\npath = [\"0506\"]",
            "unit",
            Some("1st-division"),
        ),
        (
            "order = \"move\"\nunit = \"1st-division\"\npath = [\"0506\", \"0606\", \"0x07\"]",
            "path[2]",
            Some("0107"),
        ),
        (
            "order = \"move\"\nunit = \"1st-division\"\npath = [\"0506\", \"0606\", \"0607\", \"entrian\"]",
            "path[3]",
            Some("entrain"),
        ),
        (
            "order = \"move\"\nunit = \"1st-division\"\npath = [\"0507\", \"0606\"]",
            "path[0]",
            Some("0506"),
        ),
        ("order = \"move\"\nunit = \"1st-division\"\npath = []", "path", Some("0506")),
        (
            "order = \"move\"\nunit = \"1st-division\"\nmode = \"rail\"\npath = [\"0506\", \"entrain\"]\nstay_entrained = { destination = \"9912\", eta = 2 }",
            "stay_entrained.destination",
            None,
        ),
        (
            "order = \"move\"\nunit = \"ferry-boat\"\nmode = \"water\"\npath = [\"0506/0606\", \"0505/0506\"]",
            "path[1]",
            None,
        ),
        (
            "order = \"move\"\nunit = \"ferry-boat\"\nmode = \"water\"\npath = [\"0505/0606\"]",
            "path[0]",
            Some("0606/0506"),
        ),
        (
            "order = \"voyage\"\ntransport = \"ferry-boat\"\ncargo = [\"1st-division\", \"2nd-divison\"]\ndestination = \"0503\"",
            "cargo[1]",
            None,
        ),
        (
            "order = \"voyage\"\ntransport = \"ferry-bot\"\ncargo = [\"1st-division\"]\ndestination = \"0503\"",
            "transport",
            Some("ferry-boat"),
        ),
        (
            "order = \"voyage\"\ntransport = \"ferry-boat\"\ncargo = [\"1st-division\", \"1st-division\"]\ndestination = \"0503\"",
            "cargo[1]",
            None,
        ),
        (
            "order = \"voyage\"\ntransport = \"ferry-boat\"\ncargo = [\"1st-division\"]\nland_in = \"0606\"\ndestination = \"0503\"",
            "destination",
            None,
        ),
        (
            "order = \"voyage\"\ntransport = \"ferry-boat\"\ncargo = [\"1st-division\"]\nland_in = \"06066\"",
            "land_in",
            Some("0606"),
        ),
        ("order = \"ferry\"\nunit = \"ferryboat\"", "unit", Some("ferry-boat")),
        (
            "order = \"change-destination\"\ntransport = \"ferry-boat\"\nto = \"0000\"\nautomatic = true",
            "to",
            None,
        ),
    ];
    for (text, key, suggestion) in cases {
        let error = bad(&mut game, text, key);
        assert_eq!(error.suggestion.as_deref(), suggestion, "{text}\n{error}");
    }
    let mut game = self::game("cw-transport-assault.toml");
    let text = format!("{ASSAULT}\nresult = \"held\"\nlosses = {{ \"1st-divison\" = 1 }}");
    let error = bad(&mut game, &text, "losses.1st-divison");
    assert_eq!(error.suggestion.as_deref(), Some("1st-division"));
    bad(
        &mut game,
        &format!("{}\nresult = \"held\"", ASSAULT.replace("\"0304\"", "\"0399\"")),
        "target",
    );
    bad(&mut game, &format!("{}\nresult = \"held\"", ASSAULT.replace("terry", "tery")), "leader");
    bad(
        &mut game,
        &format!("{}\nresult = \"held\"", ASSAULT.replace("2nd-brigade", "2nd-brigad")),
        "units[1]",
    );
}

// --- Recorded games: multi-phase sequences -------------------------------------------------------

/// cw-rail-long.toml: a rail move left on the rails into the next phase, the capacity spent
/// down across the month, a refused rail move for want of capacity, a force march, and a new
/// month's allotment.
#[test]
fn recorded_a_corps_rides_the_rails_across_two_phases() {
    let mut game = game("cw-rail-long.toml");
    let ride = format!(
        "order = \"move\"\nunit = \"8th-corps\"\nmode = \"rail\"\npath = [\"0101\", \"entrain\", {}]\nstay_entrained = {{ destination = \"5101\", eta = 2 }}",
        rail_path(2, 31)
    );
    let outcome = legal(&mut game, &ride, &[]);
    assert_eq!(outcome.cost.as_deref(), Some("1 MP"));
    assert_eq!(outcome.changes[1], "Union rail capacity 20 → 12");
    let outcome = legal(&mut game, "order = \"next-phase\"", &[]);
    assert_eq!(outcome.changes, ["game turn 1 → 2 of the month", "phase 1 → 2"]);
    let on = format!(
        "order = \"move\"\nunit = \"8th-corps\"\nmode = \"rail\"\npath = [{}, \"detrain\", \"5102\"]",
        rail_path(31, 51)
    );
    let outcome = legal(&mut game, &on, &[]);
    assert_eq!(outcome.cost.as_deref(), Some("2 MP"));
    assert_eq!(outcome.changes, ["8th-corps to 5102, detrained", "Union rail capacity 12 → 4"]);
    let clauses: Vec<&str> = outcome.ledger.iter().map(|e| e.line.clause.as_str()).collect();
    assert!(clauses.contains(&"ACW-RAIL-33") && clauses.contains(&"ACW-RAIL-25"));
    let outcome = legal(&mut game, "order = \"next-phase\"", &[]);
    assert_eq!(outcome.changes, ["game turn 2 → 3 of the month", "phase 2 → 3"]);
    refused(
        &mut game,
        "order = \"move\"\nunit = \"8th-corps\"\nmode = \"rail\"\npath = [\"5102\", \"5101\", \"entrain\", \"5001\"]",
        &[],
        "ACW-RAIL-06",
    );
    let outcome = legal(
        &mut game,
        "order = \"move\"\nunit = \"8th-corps\"\npath = [\"5102\", \"5202\", \"5302\", \"5402\", \"5502\"]\nforce_march = 1",
        &[4],
    );
    assert_eq!(outcome.cost.as_deref(), Some("4 MP"));
    assert_eq!(
        outcome.changes,
        ["8th-corps to 5502", "8th-corps strength 8 → 7", "force-march attrition: roll 4, lost 1"]
    );
    // No new allotment before the month is out.
    bad(&mut game, "order = \"next-phase\"\ncapacity = { union = 20 }", "allotment");
    let outcome = legal(&mut game, "order = \"next-phase\"", &[]);
    assert_eq!(outcome.changes, ["game turn 3 → 4 of the month", "phase 3 → 4"]);
    legal(&mut game, "order = \"move\"\nunit = \"8th-corps\"\npath = [\"5502\", \"5501\"]", &[]);
    let outcome = legal(
        &mut game,
        "order = \"next-phase\"\ncapacity = { union = 20 }\nnext_capacity = { union = 20 }",
        &[],
    );
    assert_eq!(
        outcome.changes,
        [
            "Union rail capacity 4 → 20",
            "Confederate rail allotment for next month 20 → none",
            "game turn 4 → 1: a new month",
            "phase 4 → 5"
        ]
    );
    let outcome = legal(
        &mut game,
        "order = \"move\"\nunit = \"8th-corps\"\nmode = \"rail\"\npath = [\"5501\", \"entrain\", \"5401\", \"5301\", \"detrain\"]",
        &[],
    );
    assert_eq!(outcome.changes, ["8th-corps to 5301", "Union rail capacity 20 → 13"]);
    round_trip(&game, "cw-rail-long.toml");
}

/// cw-water-ferry.toml: a temporary ferry for one phase, then a river voyage left embarked
/// into the next phase, which sails on and lands.
#[test]
fn recorded_a_ferry_then_a_river_voyage_over_two_phases() {
    let mut game = game("cw-water-ferry.toml");
    legal(&mut game, "order = \"ferry\"\nunit = \"ferry-boat\"", &[]);
    refused(
        &mut game,
        "order = \"move\"\nunit = \"ferry-boat\"\nmode = \"water\"\npath = [\"0506/0606\", \"0505/0606\"]",
        &[],
        "ACW-FERRY-04",
    );
    let outcome = legal(
        &mut game,
        "order = \"move\"\nunit = \"1st-division\"\npath = [\"0506\", \"0606\"]",
        &[],
    );
    assert_eq!(
        (outcome.cost.as_deref(), outcome.changes.as_slice()),
        (Some("2 MP"), &["1st-division to 0606".to_owned()][..])
    );
    let outcome = legal(&mut game, "order = \"next-phase\"", &[]);
    assert_eq!(
        outcome.changes,
        ["ferry-boat no longer serves as a ferry", "game turn 1 → 2 of the month", "phase 1 → 2"]
    );
    refused(
        &mut game,
        "order = \"voyage\"\ntransport = \"ferry-boat\"\ncargo = [\"1st-division\"]\npath = [\"0506/0606\", \"0505/0606\", \"0505/0605\", \"0504/0605\"]\nland_in = \"0707\"",
        &[],
        "ACW-TRANS-09",
    );
    let outcome = legal(
        &mut game,
        "order = \"voyage\"\ntransport = \"ferry-boat\"\ncargo = [\"1st-division\"]\npath = [\"0506/0606\", \"0505/0606\", \"0505/0605\", \"0504/0605\"]\ndestination = \"0503\"",
        &[],
    );
    assert_eq!(outcome.cost.as_deref(), Some("3 MP"));
    legal(&mut game, "order = \"next-phase\"", &[]);
    let outcome = legal(
        &mut game,
        "order = \"voyage\"\ntransport = \"ferry-boat\"\ncargo = [\"1st-division\"]\npath = [\"0504/0605\", \"0504/0604\", \"0503/0604\"]\nland_in = \"0503\"",
        &[],
    );
    assert_eq!(outcome.cost.as_deref(), Some("2 MP"));
    assert_eq!(
        outcome.changes,
        ["ferry-boat to 0503/0604", "1st-division to 0503, landed", "1st-division: 2 MP to land"]
    );
    round_trip(&game, "cw-water-ferry.toml");
}

/// cw-transport-assault.toml: an assault whose Leader fails his roll, the assault the next
/// phase with losses tripled, then a new destination and the survivors landing.
#[test]
fn recorded_an_assault_on_wilmington_and_a_landing_elsewhere() {
    let mut game = game("cw-transport-assault.toml");
    let held = format!(
        "{ASSAULT}\nresult = \"held\"\nlosses = {{ \"1st-division\" = 1, \"2nd-brigade\" = 1 }}"
    );
    legal(&mut game, &held, &[5]);
    refused(&mut game, &held, &[], "ACW-AMPH-07");
    legal(&mut game, "order = \"next-phase\"", &[]);
    let outcome = legal(&mut game, &held, &[3]);
    assert!(outcome.changes.contains(&"2nd-brigade strength 3 → 0: eliminated".to_owned()));
    legal(&mut game, "order = \"next-phase\"", &[]);
    let outcome = legal(
        &mut game,
        "order = \"change-destination\"\ntransport = \"mid-fleet\"\nto = \"0302\"\ncommander = \"terry\"",
        &[2],
    );
    assert_eq!(
        outcome.changes,
        [
            "1st-division at 0303, aboard mid-fleet, bound for 0302",
            "terry at 0303, aboard mid-fleet, bound for 0302",
            "terry rolled 2 against an initiative of 4: the units aboard mid-fleet are bound for 0302",
        ]
    );
    let outcome = legal(
        &mut game,
        "order = \"voyage\"\ntransport = \"mid-fleet\"\ncargo = [\"1st-division\", \"terry\"]\nland_in = \"0302\"",
        &[],
    );
    assert_eq!(
        outcome.changes,
        ["1st-division to 0302, landed", "terry to 0302, landed", "1st-division: 1 MP to land"]
    );
    round_trip(&game, "cw-transport-assault.toml");
}

// --- Saved games ------------------------------------------------------------------------------

/// `game`, saved into the scenario it was loaded from and loaded again, has the same situation.
fn round_trip(game: &Game<ScenarioMap>, name: &str) {
    let saved = game.save(&scenario(name));
    assert_eq!(Game::new(&saved).unwrap().situation(), game.situation());
    let text = toml::to_string(&saved).unwrap();
    let loaded = load_str(&text, "saved.toml").unwrap_or_else(|e| panic!("{e}\n{text}"));
    let again = Game::new(&loaded).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(again.situation(), game.situation(), "{text}");
}

#[test]
fn a_saved_game_writes_removed_units_ferries_and_trains() {
    let mut game = game("cw-water-ferry.toml");
    legal(&mut game, "order = \"ferry\"\nunit = \"ferry-boat\"", &[]);
    let saved = game.save(&scenario("cw-water-ferry.toml"));
    let boat = saved.unit("ferry-boat").unwrap();
    assert_eq!(boat.extra.get("ferry").and_then(toml::Value::as_bool), Some(true));
    assert_eq!(boat.extra.get("moved").and_then(toml::Value::as_bool), Some(true));
    round_trip(&game, "cw-water-ferry.toml");

    let mut game = self::game("cw-rail-long.toml");
    let text = format!(
        "order = \"move\"\nunit = \"8th-corps\"\nmode = \"rail\"\npath = [\"0101\", \"entrain\", {}]\nstay_entrained = {{ destination = \"3102\", eta = 2 }}",
        rail_path(2, 11)
    );
    legal(&mut game, &text, &[]);
    round_trip(&game, "cw-rail-long.toml");
    legal(&mut game, "order = \"next-phase\"", &[]);
    let saved = game.save(&scenario("cw-rail-long.toml"));
    let corps = saved.unit("8th-corps").unwrap();
    assert_eq!(corps.extra.get("removed").and_then(toml::Value::as_bool), Some(true));
    assert_eq!(
        saved.rules.as_ref().and_then(|r| r.get("phase")).and_then(toml::Value::as_integer),
        Some(2)
    );
    round_trip(&game, "cw-rail-long.toml");
}

#[test]
fn a_saved_game_writes_a_unit_lost_at_sea_where_it_was_lost_not_at_its_port() {
    let base = include_str!("../../../scenarios/civil-war/cw-transport-coast.toml");
    let text = format!(
        "{base}\n[[units]]\nid = \"cavalry-division\"\nside = \"union\"\nat = \"0302\"\ntype = \"cavalry\"\nsize = \"division\"\nstrength = 4\nmovement = 6\n\n[[units]]\nid = \"kautz\"\nside = \"union\"\nat = \"0302\"\ntype = \"leader\"\nmovement = 6\nrating = 3\n\n[[units]]\nid = \"whiting-division\"\nside = \"confederate\"\nat = \"0405\"\ntype = \"infantry\"\nsize = \"division\"\nstrength = 5\nmovement = 4\n"
    );
    let scenario = load_str(&text, "lost.toml").unwrap();
    let mut game = Game::new(&scenario).unwrap();
    // Embarked at Beaufort (0302), bound for Wilmington (0304); the fleet stays at 0301.
    legal(
        &mut game,
        "order = \"voyage\"\ntransport = \"north-fleet\"\ncargo = [\"cavalry-division\", \"kautz\"]\ndestination = \"0304\"",
        &[],
    );
    legal(&mut game, "order = \"next-phase\"\nside = \"confederate\"", &[]);
    legal(
        &mut game,
        "order = \"move\"\nunit = \"whiting-division\"\npath = [\"0405\", \"0304\"]",
        &[],
    );
    legal(&mut game, "order = \"next-phase\"\nside = \"union\"", &[]);
    let outcome = legal(
        &mut game,
        "order = \"change-destination\"\ntransport = \"north-fleet\"\nto = \"0402\"\ncommander = \"kautz\"",
        &[6],
    );
    assert!(outcome.changes.iter().any(|c| c.contains("lost at sea")), "{:?}", outcome.changes);
    let saved = game.save(&scenario);
    for id in ["cavalry-division", "kautz", "north-fleet"] {
        let unit = saved.unit(id).unwrap();
        assert_eq!(unit.extra.get("removed").and_then(toml::Value::as_bool), Some(true), "{id}");
        assert_eq!(
            unit.at,
            umpire_scenario::Location::Hex(game.map().parse_hex("0301").unwrap()),
            "{id}"
        );
        assert!(unit.extra.get("voyage_destination").is_none(), "{id}");
        assert!(unit.extra.get("embarked_on").is_none(), "{id}");
    }
    let text = toml::to_string(&saved).unwrap();
    let again = Game::new(&load_str(&text, "saved.toml").unwrap()).unwrap();
    assert_eq!(again.situation(), game.situation(), "{text}");
}

#[test]
fn new_scenario_keys_are_read_with_located_errors() {
    let base = include_str!("../../../scenarios/civil-war/cw-transport-coast.toml");
    let text = base.replace("id = \"gunboats\"", "id = \"gunboats\"\nferry = true");
    let scenario = load_str(&text, "ferry.toml").unwrap();
    let error = Game::new(&scenario).expect_err("a gunboat is no ferry").to_string();
    assert!(error.contains("ferry"), "{error}");
    let text = base.replace("id = \"gunboats\"", "id = \"gunboats\"\nremoved = 1");
    let scenario = load_str(&text, "removed.toml").unwrap();
    let error = Game::new(&scenario).expect_err("removed is a flag").to_string();
    assert!(error.contains("removed"), "{error}");
    let text = base.replace("id = \"gunboats\"", "id = \"gunboats\"\nremoved = true");
    let game = Game::new(&load_str(&text, "removed.toml").unwrap()).unwrap();
    assert_eq!(unit(game.situation(), "gunboats").at, None);
}

// --- Supply carried by rail -------------------------------------------------------------------

/// cw-rail-long.toml with a depot of 3 supply points beside 8th-corps in 0101.
fn with_depot() -> Game<ScenarioMap> {
    let text = format!(
        "{}\n[[units]]\nid = \"depot\"\nside = \"union\"\nat = \"0101\"\ntype = \"supply\"\nsupply_points = 3\n",
        include_str!("../../../scenarios/civil-war/cw-rail-long.toml")
    );
    Game::new(&load_str(&text, "depot.toml").unwrap()).unwrap()
}

#[test]
fn supply_rides_with_its_carrier_and_stays_on_the_rails_with_it() {
    let mut game = with_depot();
    refused(
        &mut game,
        "order = \"move\"\nunit = \"depot\"\nmode = \"rail\"\npath = [\"0101\", \"entrain\", \"0201\"]\nstay_entrained = { destination = \"0501\", eta = 2 }",
        &[],
        "ACW-RAIL-35",
    );
    // 8 and 3 points now, 11 held for the next phase: 22 of 20 — it must detrain.
    let stay = "order = \"move\"\nunit = \"8th-corps\"\nmode = \"rail\"\npath = [\"0101\", \"entrain\", \"0201\", \"0301\"]\nstay_entrained = { destination = \"0501\", eta = 2 }\nsupply = [\"depot\"]";
    refused(&mut game, stay, &[], "ACW-RAIL-26");
    let outcome = legal(
        &mut game,
        "order = \"move\"\nunit = \"8th-corps\"\nmode = \"rail\"\npath = [\"0101\", \"entrain\", \"0201\", \"0301\", \"detrain\", \"0302\"]\nsupply = [\"depot\"]",
        &[],
    );
    assert_eq!(
        outcome.changes,
        ["8th-corps to 0302", "depot to 0301", "Union rail capacity 20 → 9"]
    );
    let depot = unit(game.situation(), "depot");
    assert!(depot.moved && !depot.entrained);
    assert_eq!(game.log().last().map(|r| r.rail_capacity), Some(11));
    // Supply goes only with a rail move; a unit named in `supply` must be one.
    let error = bad(
        &mut game,
        "order = \"move\"\nunit = \"8th-corps\"\npath = [\"0302\", \"0303\"]\nsupply = [\"depot\"]",
        "supply",
    );
    assert!(error.to_string().contains("rail move"), "{error}");
    bad(
        &mut game,
        "order = \"move\"\nunit = \"8th-corps\"\nmode = \"rail\"\npath = [\"0302\"]\nsupply = [\"dept\"]",
        "supply[0]",
    );
}

#[test]
fn supply_left_on_the_rails_is_held_for_and_saved_with_its_carrier() {
    let text = format!(
        "{}\n[[units]]\nid = \"depot\"\nside = \"union\"\nat = \"0101\"\ntype = \"supply\"\nsupply_points = 3\n",
        include_str!("../../../scenarios/civil-war/cw-rail-long.toml").replace(
            "capacity = { union = 20, confederate = 20 }\nnext",
            "allotment = { union = 30, confederate = 20 }\nnext"
        )
    );
    let scenario = load_str(&text, "depot.toml").unwrap();
    let mut game = Game::new(&scenario).unwrap();
    let outcome = legal(
        &mut game,
        "order = \"move\"\nunit = \"8th-corps\"\nmode = \"rail\"\npath = [\"0101\", \"entrain\", \"0201\", \"0301\"]\nstay_entrained = { destination = \"0501\", eta = 2 }\nsupply = [\"depot\"]",
        &[],
    );
    assert_eq!(
        outcome.changes,
        [
            "8th-corps to 0301, entrained for 0501 (ETA phase 2)",
            "depot to 0301, entrained for 0501 (ETA phase 2)",
            "Union rail capacity 30 → 19"
        ]
    );
    let union = game.rail_capacity("union");
    assert_eq!((union.held_for_next, union.free_now()), (11, 8));
    let saved = game.save(&scenario);
    assert_eq!(Game::new(&saved).unwrap().situation(), game.situation());
    legal(&mut game, "order = \"next-phase\"", &[]);
    assert_eq!(game.rail_capacity("union").owed, 11);
    legal(
        &mut game,
        "order = \"move\"\nunit = \"8th-corps\"\nmode = \"rail\"\npath = [\"0301\", \"0401\", \"0501\", \"detrain\"]\nsupply = [\"depot\"]",
        &[],
    );
    assert_eq!(unit(game.situation(), "depot").at, unit(game.situation(), "8th-corps").at);
    assert_eq!(game.rail_capacity("union").left, 8);
}
