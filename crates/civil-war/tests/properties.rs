//! Invariants of the Civil War rules on random boards: random terrain, rivers (some bridged),
//! a railroad along the top row, a coast on the right with a river running into it, and units of
//! both sides.
//!
//! - one search kept for every unit's reach in every mode (the boards and state counts of the
//!   land and water maps differ) answers as a fresh search does;
//! - reach and check agree in every mode (march, rail, water): every path reach gives passes
//!   check at the cost reach gave;
//! - no march enters an enemy zone of control and goes on (cavalry past infantry aside);
//! - rail capacity never goes negative, and a rail move spends exactly the unit's strength;
//! - a unit on the rails is stranded (ACW-RAIL-30) exactly when the rail reach misses its
//!   destination: from its hex for a unit due this phase, from every hex that reach leaves it
//!   in for a unit due next phase (a long line with enemy units on it and beside it).

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::fmt::Write as _;

use proptest::prelude::*;
use umpire_civil_war::{Game, Mode, MoveOptions};
use umpire_map::ScriptedDice;
use umpire_scenario::{ScenarioMap, load_str};

const COLUMNS: i32 = 9;
const ROWS: i32 = 7;
const TYPES: [&str; 4] = ["infantry", "cavalry", "leader", "supply-train"];

#[derive(Debug, Clone)]
struct UnitSpec {
    union: bool,
    kind: usize,
    strength: u32,
    movement: u32,
    col: i32,
    row: i32,
}

#[derive(Debug, Clone)]
struct Board {
    terrain: Vec<u8>,
    rivers: Vec<(i32, i32, bool)>,
    units: Vec<UnitSpec>,
    capacity: u32,
}

fn unit_spec() -> impl Strategy<Value = UnitSpec> {
    (any::<bool>(), 0..TYPES.len(), 1..9u32, 1..6u32, 1..COLUMNS, 1..=ROWS).prop_map(
        |(union, kind, strength, movement, col, row)| UnitSpec {
            union,
            kind,
            strength,
            movement,
            col,
            row,
        },
    )
}

fn board() -> impl Strategy<Value = Board> {
    let cells = ((COLUMNS - 1) * ROWS) as usize;
    (
        proptest::collection::vec(0..3u8, cells),
        proptest::collection::vec((1..COLUMNS - 1, 1..ROWS, any::<bool>()), 0..6),
        proptest::collection::vec(unit_spec(), 1..8),
        0..30u32,
    )
        .prop_map(|(terrain, rivers, units, capacity)| Board {
            terrain,
            rivers,
            units,
            capacity,
        })
}

fn id(col: i32, row: i32) -> String {
    format!("{col:02}{row:02}")
}

impl Board {
    fn scenario(&self) -> String {
        let mut text = format!(
            "name = \"random\"\n[map]\nlayout = \"odd-q\"\ncolumns = [1, {COLUMNS}]\nrows = [1, {ROWS}]\n[map.terrain]\nlegend = {{ \".\" = \"clear\", f = \"forest\", s = \"swamp\", c = \"coastal\" }}\nrows = [\n"
        );
        for row in 0..ROWS {
            let mut codes: Vec<&str> = (0..COLUMNS - 1)
                .map(|col| {
                    [".", "f", "s"][usize::from(self.terrain[(row * (COLUMNS - 1) + col) as usize])]
                })
                .collect();
            codes.push("c");
            let _ = writeln!(text, "  \"{}\",", codes.join(" "));
        }
        text.push_str("]\n");
        let rail: Vec<String> = (1..=COLUMNS - 1).map(|c| format!("\"{}\"", id(c, 1))).collect();
        let _ = writeln!(text, "[[map.roads]]\nkind = \"rail\"\nhexes = [{}]", rail.join(", "));
        // A river down the right of column 8, into the coast.
        for row in 2..=ROWS {
            let _ = writeln!(
                text,
                "[[map.hexsides]]\nbetween = [\"{}\", \"{}\"]\nfeatures = [\"river\"]",
                id(COLUMNS - 1, row),
                id(COLUMNS - 1, row - 1)
            );
        }
        for (col, row, bridged) in &self.rivers {
            let features = if *bridged { "[\"river\", \"bridge\"]" } else { "[\"river\"]" };
            let _ = writeln!(
                text,
                "[[map.hexsides]]\nbetween = [\"{}\", \"{}\"]\nfeatures = {features}",
                id(*col, *row),
                id(*col, row + 1)
            );
        }
        let mut taken = std::collections::BTreeMap::new();
        for (n, unit) in self.units.iter().enumerate() {
            if *taken.entry((unit.col, unit.row)).or_insert(unit.union) != unit.union {
                continue;
            }
            let side = if unit.union { "union" } else { "confederate" };
            let _ = writeln!(
                text,
                "[[units]]\nid = \"u{n}\"\nside = \"{side}\"\nat = \"{}\"\ntype = \"{}\"\nstrength = {}\nmovement = {}",
                id(unit.col, unit.row),
                TYPES[unit.kind],
                unit.strength,
                unit.movement
            );
        }
        let _ = writeln!(
            text,
            "[[units]]\nid = \"boat\"\nside = \"union\"\nat = \"{}\"\ntype = \"river-gunboat\"\nmovement = 40",
            id(COLUMNS, 4)
        );
        let base: Vec<String> = (1..=4).map(|c| format!("\"{}\"", id(c, 1))).collect();
        let _ = writeln!(
            text,
            "[rules]\nruleset = \"civil-war\"\nside = \"union\"\n[rules.rail]\ncapacity = {{ union = {0}, confederate = {0} }}\nnext_capacity = {{ union = 0, confederate = 0 }}\nbase = {{ union = [{1}], confederate = [] }}",
            self.capacity,
            base.join(", ")
        );
        text
    }

    fn game(&self) -> Game<ScenarioMap> {
        let text = self.scenario();
        let scenario = load_str(&text, "random.toml").unwrap_or_else(|e| panic!("{e}\n{text}"));
        Game::new(&scenario).unwrap_or_else(|e| panic!("{e}\n{text}"))
    }
}

fn options(mode: Mode) -> MoveOptions {
    MoveOptions { mode, ..MoveOptions::default() }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// In every mode, every path reach gives passes check at the cost reach gave.
    #[test]
    fn reach_and_check_agree_in_every_mode(board in board(), pick in 0..8usize) {
        let game = board.game();
        let union: Vec<String> = game.situation().units.iter().filter(|u| u.side == "union").map(|u| u.id.clone()).collect();
        let unit = union[pick % union.len()].clone();
        let modes = if unit == "boat" { vec![Mode::Water] } else { vec![Mode::Ground, Mode::Rail] };
        for mode in modes {
            let reach = game.reach(&unit, &options(mode)).unwrap();
            for place in &reach.places {
                let path = reach.path_of(place);
                let verdict = game.check(&unit, &path, &options(mode)).unwrap();
                // A rail path that ends on the train needs a declared destination: reach lists
                // where the unit can get, check judges where it may end.
                let refused = verdict.refusal().map(|r| r.clause.as_str());
                if refused == Some("ACW-RAIL-27") || refused == Some("ACW-RAIL-26") {
                    continue;
                }
                prop_assert!(verdict.is_legal(), "{mode:?} {} by {:?}: {:?}", place.id, path, verdict.refusal());
                prop_assert_eq!(verdict.cost(), place.cost, "{:?} cost of {}", mode, place.id);
                prop_assert_eq!(verdict.stop(), place.stop, "{:?} stop at {}", mode, place.id);
            }
        }
    }

    /// `reach_with` on one search kept across every unit and mode, the modes in turn, answers
    /// exactly as `reach` with a fresh search: nothing a query leaves in the buffers (labels of
    /// another board, another state count, stop labels) shows in the next one.
    #[test]
    fn a_kept_search_answers_as_a_fresh_one(board in board(), rounds in 1..3usize) {
        let game = board.game();
        let mut search = umpire_map::Search::new();
        for _ in 0..rounds {
            for unit in &game.situation().units {
                for mode in [Mode::Rail, Mode::Water, Mode::Ground] {
                    let fresh = game.reach(&unit.id, &options(mode));
                    let kept = game.reach_with(&mut search, &unit.id, &options(mode));
                    prop_assert_eq!(kept.ok(), fresh.ok(), "{} in {:?}", unit.id, mode);
                }
            }
        }
    }

    /// A march never enters an enemy zone of control and goes on: every hex between the start
    /// and the end of a reach path is free of enemy zones, or the mover is cavalry passing a
    /// zone that infantry alone projects.
    #[test]
    fn no_march_goes_on_through_an_enemy_zone(board in board(), pick in 0..8usize) {
        let game = board.game();
        let union: Vec<String> = game.situation().units.iter().filter(|u| u.side == "union" && u.unit_type != "river-gunboat").map(|u| u.id.clone()).collect();
        prop_assume!(!union.is_empty());
        let unit = union[pick % union.len()].clone();
        let reach = game.reach(&unit, &options(Mode::Ground)).unwrap();
        for place in &reach.places {
            let path = reach.path_of(place);
            let verdict = game.check(&unit, &path, &options(Mode::Ground)).unwrap();
            let stops: Vec<_> = verdict.ledger().iter().filter(|e| matches!(e.line.item, umpire_map::Item::Stop { .. })).collect();
            for stop in stops {
                prop_assert_eq!(stop.step, path.len() - 1, "{} stopped at step {} of {:?}", unit, stop.step, path);
            }
        }
    }

    /// Rail capacity never goes negative, and a rail move spends exactly the unit's strength.
    #[test]
    fn rail_capacity_spent_is_the_strength_moved(board in board()) {
        let mut game = board.game();
        let movers: Vec<(String, u32, String)> = game
            .situation()
            .units
            .iter()
            .filter(|u| u.side == "union" && u.unit_type == "infantry" && u.at.is_some_and(|h| game.map().hex_id(h).ends_with("01")))
            .map(|u| (u.id.clone(), u.strength, game.map().hex_id(u.at.unwrap())))
            .collect();
        for (unit, strength, at) in movers {
            let before = game.situation().rail.capacity["union"];
            let path = [at.clone(), "entrain".to_owned(), "detrain".to_owned()];
            let (verdict, record) = game.apply(&unit, &path, &options(Mode::Rail), &mut ScriptedDice::new([])).unwrap();
            let after = game.situation().rail.capacity["union"];
            if verdict.is_legal() {
                prop_assert_eq!(record.unwrap().rail_capacity, strength);
                prop_assert_eq!(before - after, strength);
            } else {
                prop_assert_eq!(before, after);
                if strength > before {
                    prop_assert_eq!(verdict.refusal().map(|r| r.clause.as_str()), Some("ACW-RAIL-06"));
                }
            }
        }
    }
}

// --- Stranded trains: the same rails as a rail reach -----------------------------------------

/// A unit on the rails of `scenarios/civil-war/rail.toml` (the 40-hex line along row 1) bound
/// for another hex of the line, and enemy units about the line: some on it, some beside it,
/// some whose zone of control does not count.
#[derive(Debug, Clone)]
struct Line {
    at: i32,
    to: i32,
    enemies: Vec<(usize, i32, i32, bool)>,
}

const ENEMY_TYPES: [&str; 4] = ["infantry", "cavalry", "leader", "artillery"];

fn line() -> impl Strategy<Value = Line> {
    (
        1..=40i32,
        1..=40i32,
        proptest::collection::vec((0..ENEMY_TYPES.len(), 1..=40i32, 1..=3i32, any::<bool>()), 0..6),
    )
        .prop_map(|(at, to, enemies)| Line { at, to, enemies })
}

impl Line {
    fn game(&self, eta: u32) -> Game<ScenarioMap> {
        let mut text = include_str!("../../../scenarios/civil-war/rail.toml").replace(
            "capacity = { union = 20, confederate = 20 }",
            "capacity = { union = 500, confederate = 500 }",
        );
        let _ = writeln!(
            text,
            "[[units]]\nid = \"train\"\nside = \"union\"\nat = \"{}\"\ntype = \"infantry\"\nstrength = 1\nmovement = 3\nentrained = true\nrail_destination = \"{}\"\neta = {eta}",
            id(self.at, 1),
            id(self.to, 1)
        );
        for (n, (kind, col, row, parenthesized)) in self.enemies.iter().enumerate() {
            if (*col, *row) == (self.at, 1) {
                continue;
            }
            let _ = writeln!(
                text,
                "[[units]]\nid = \"e{n}\"\nside = \"confederate\"\nat = \"{}\"\ntype = \"{}\"\nstrength = 3\nmovement = 3\nparenthesized = {parenthesized}",
                id(*col, *row),
                ENEMY_TYPES[*kind]
            );
        }
        let scenario = load_str(&text, "line.toml").unwrap_or_else(|e| panic!("{e}\n{text}"));
        Game::new(&scenario).unwrap_or_else(|e| panic!("{e}\n{text}"))
    }
}

/// The hexes a rail reach takes `unit` to without leaving the train (a path with no hex
/// repeated: no detraining), as their ids.
fn on_the_rails(game: &Game<ScenarioMap>, unit: &str) -> Vec<String> {
    let reach = game.reach(unit, &options(Mode::Rail)).unwrap();
    assert!(reach.refusal.is_none(), "{:?}", reach.refusal);
    reach
        .places
        .iter()
        .filter(|p| reach.path_of(p).windows(2).all(|w| w[0] != w[1]))
        .map(|p| p.id.to_string())
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// A unit due at its destination this phase is stranded exactly when a rail reach from its
    /// hex does not take it there on the train.
    #[test]
    fn a_train_due_now_is_stranded_when_the_rail_reach_misses_its_destination(line in line()) {
        let game = line.game(1);
        let destination = id(line.to, 1);
        let reaches = line.at == line.to || on_the_rails(&game, "train").contains(&destination);
        let stranded = game.stranded_trains().contains(&"train".to_owned());
        prop_assert_eq!(stranded, !reaches, "{:?}", line);
    }

    /// A unit due next phase is stranded exactly when neither this phase's ride nor a second
    /// ride from any hex the first could leave it in takes it there.
    #[test]
    fn a_train_due_next_phase_is_stranded_when_two_rides_miss_its_destination(line in line()) {
        let game = line.game(2);
        let destination = id(line.to, 1);
        let first = on_the_rails(&game, "train");
        let reaches = line.at == line.to
            || first.contains(&destination)
            || first.iter().any(|hex| {
                let mut situation = game.situation().clone();
                let unit = situation.units.iter_mut().find(|u| u.id == "train").unwrap();
                unit.at = Some(game.map().parse_hex(hex).unwrap());
                let moved = Game::from_parts(game.map().clone(), game.data().clone(), situation).unwrap();
                on_the_rails(&moved, "train").contains(&destination)
            });
        let stranded = game.stranded_trains().contains(&"train".to_owned());
        prop_assert_eq!(stranded, !reaches, "{:?}", line);
    }
}
