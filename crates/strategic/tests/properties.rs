//! Invariants of the strategic rules on random boards: random terrain, rivers, roads, weather,
//! markers and units of three factions.
//!
//! - reach and check agree: every path reach gives passes check at the cost reach gave;
//! - adding an enemy unit never enlarges a reach (for units that cannot overrun);
//! - adding a friendly unit to an EZOC hex never shrinks a reach;
//! - a unit never ends a move in an enemy-occupied hex unless it overran it;
//! - a longer movement allowance never reaches fewer places;
//! - the same board gives the same reach, query after query;
//! - the moving side's threat map lists, at every place, exactly the units whose own reach gets
//!   there, each at the least cost its reach gives;
//! - the map's own numbering of its hexes never changes a verdict (an independent map type, its
//!   hexes in a random order, gives the same reach and the same verdict on every path).
//!
//! `PROPTEST_CASES` sets the number of cases (default 64 per property).

#![cfg(feature = "scenario")]
#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::collections::BTreeMap;
use std::fmt::Write as _;

mod support;

use proptest::prelude::*;
use umpire_map::{Mp, Search};
use umpire_scenario::{MapPlace, ScenarioMap, load_str};
use umpire_strategic::{Game, UnitReach};

use support::OwnMap;

const COLUMNS: i32 = 8;
const ROWS: i32 = 7;
const TERRAIN: [&str; 6] = ["clear", "clear", "forest", "swamp", "mountain", "sea"];
const TYPES: [&str; 4] = ["infantry", "armor", "hq", "marine"];
const SIDES: [&str; 3] = ["axis", "western", "soviet"];
const WEATHER: [&str; 4] = ["", "mud", "storms", "snow"];

#[derive(Debug, Clone)]
struct UnitSpec {
    side: usize,
    kind: usize,
    steps: u32,
    movement: u32,
    col: i32,
    row: i32,
}

#[derive(Debug, Clone)]
struct Board {
    terrain: Vec<usize>,
    rivers: Vec<(i32, i32, usize)>,
    road: Vec<(i32, i32)>,
    weather: Vec<(i32, i32, usize)>,
    airdrops: Vec<(i32, i32)>,
    units: Vec<UnitSpec>,
}

fn id(col: i32, row: i32) -> String {
    format!("w{col:02}{row:02}")
}

fn unit_spec() -> impl Strategy<Value = UnitSpec> {
    (0..3usize, 0..TYPES.len(), 1..4u32, 0..7u32, 1..=COLUMNS, 1..=ROWS).prop_map(
        |(side, kind, steps, movement, col, row)| UnitSpec {
            side,
            kind,
            steps,
            movement,
            col,
            row,
        },
    )
}

fn board() -> impl Strategy<Value = Board> {
    let cells = (COLUMNS * ROWS) as usize;
    (
        proptest::collection::vec(0..TERRAIN.len(), cells),
        proptest::collection::vec((1..=COLUMNS, 1..=ROWS, 0..6usize), 0..8),
        proptest::collection::vec((1..=COLUMNS, 1..=ROWS), 0..6),
        proptest::collection::vec((1..=COLUMNS, 1..=ROWS, 0..WEATHER.len()), 0..6),
        proptest::collection::vec((1..=COLUMNS, 1..=ROWS), 0..2),
        proptest::collection::vec(unit_spec(), 1..9),
    )
        .prop_map(|(terrain, rivers, road, weather, airdrops, units)| Board {
            terrain,
            rivers,
            road,
            weather,
            airdrops,
            units,
        })
}

const DIRECTIONS: [&str; 6] =
    ["north", "north-east", "south-east", "south", "south-west", "north-west"];

impl Board {
    /// The board as a scenario file; `extra` units are appended.
    fn scenario(&self, extra: &[UnitSpec], moving: usize) -> String {
        let mut text =
            String::from("name = \"random\"\n[map]\nlayout = \"odd-q\"\nprefix = \"w\"\n");
        let _ = writeln!(text, "columns = [1, {COLUMNS}]\nrows = [1, {ROWS}]\n[map.terrain]");
        text.push_str("legend = { \".\" = \"clear\", f = \"forest\", s = \"swamp\", m = \"mountain\", \"~\" = \"sea\" }\nrows = [\n");
        let code = |t: usize| match TERRAIN[t] {
            "clear" => ".",
            "forest" => "f",
            "swamp" => "s",
            "mountain" => "m",
            _ => "~",
        };
        for row in 0..ROWS {
            let line: Vec<&str> = (0..COLUMNS)
                .map(|col| code(self.terrain[(row * COLUMNS + col) as usize]))
                .collect();
            let _ = writeln!(text, "  \"{}\",", line.join(" "));
        }
        text.push_str("]\n");
        for (col, row, direction) in &self.rivers {
            let _ = writeln!(
                text,
                "[[map.hexsides]]\nat = \"{}\"\ndirection = \"{}\"\nfeatures = [\"river\"]",
                id(*col, *row),
                DIRECTIONS[*direction]
            );
        }
        // A road along the first row's hexes that happen to be listed, as a chain of neighbours.
        let mut chain: Vec<(i32, i32)> = self.road.iter().map(|(c, _)| (*c, 1)).collect();
        chain.sort_unstable();
        chain.dedup();
        for pair in chain.windows(2) {
            if pair[1].0 == pair[0].0 + 1 {
                let _ = writeln!(
                    text,
                    "[[map.roads]]\nkind = \"road\"\nhexes = [\"{}\", \"{}\"]",
                    id(pair[0].0, 1),
                    id(pair[1].0, 1)
                );
            }
        }
        let mut taken: BTreeMap<(i32, i32), usize> = BTreeMap::new();
        for (n, unit) in self.units.iter().chain(extra).enumerate() {
            // Keep every hex to one faction, so the file is a possible position.
            let owner = *taken.entry((unit.col, unit.row)).or_insert(unit.side);
            if owner != unit.side {
                continue;
            }
            let kind = TYPES[unit.kind];
            let nationality = ["german", "british", "russian"][unit.side];
            let _ = writeln!(
                text,
                "[[units]]\nid = \"u{n}\"\nside = \"{}\"\nat = \"{}\"\nnationality = \"{nationality}\"\ntype = \"{kind}\"\nsteps = {}\nmovement = {}",
                SIDES[unit.side],
                id(unit.col, unit.row),
                unit.steps,
                unit.movement
            );
        }
        let _ = writeln!(
            text,
            "[rules]\nruleset = \"strategic\"\nside = \"{}\"",
            SIDES[self.units[moving].side]
        );
        text.push_str("[rules.weather]\n");
        for (kind, name) in WEATHER.iter().enumerate().skip(1) {
            let hexes: Vec<String> = self
                .weather
                .iter()
                .filter(|w| w.2 == kind)
                .map(|w| format!("\"{}\"", id(w.0, w.1)))
                .collect();
            let _ = writeln!(text, "{name} = [{}]", hexes.join(", "));
        }
        for (col, row) in &self.airdrops {
            let _ = writeln!(
                text,
                "[[rules.markers]]\nkind = \"airdrop\"\nside = \"{}\"\nat = \"{}\"",
                SIDES[self.units[moving].side],
                id(*col, *row)
            );
        }
        text
    }

    fn game(&self, extra: &[UnitSpec], moving: usize) -> Game<ScenarioMap> {
        let text = self.scenario(extra, moving);
        let scenario = load_str(&text, "random.toml").unwrap_or_else(|e| panic!("{e}\n{text}"));
        Game::new(&scenario).unwrap_or_else(|e| panic!("{e}\n{text}"))
    }
}

fn reach(game: &Game<ScenarioMap>, unit: &str) -> UnitReach {
    game.reach(unit).unwrap()
}

fn costs(reach: &UnitReach) -> BTreeMap<MapPlace, Mp> {
    reach.places.iter().map(|r| (r.place, r.cost)).collect()
}

fn can_overrun(unit: &UnitSpec) -> bool {
    TYPES[unit.kind] == "armor" && unit.steps > 1
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Every path reach gives passes check, at the cost reach gave and with the same stop.
    #[test]
    fn reach_and_check_agree(board in board(), moving in 0..8usize) {
        let moving = moving % board.units.len();
        let game = board.game(&[], moving);
        let unit = format!("u{moving}");
        let Some(found) = game.situation().unit(&unit) else { return Ok(()) };
        let _ = found;
        let reach = reach(&game, &unit);
        for place in &reach.places {
            let path = reach.path_of(place);
            let verdict = game.check(&unit, &path).unwrap();
            prop_assert!(verdict.is_legal(), "{} by {:?}: {:?}", place.id, path, verdict.refusal());
            prop_assert_eq!(verdict.route().cost, place.cost, "cost of {}", place.id);
            prop_assert_eq!(verdict.route().stop.is_some(), place.must_stop, "stop at {}", place.id);
            prop_assert_eq!(verdict.route().stop, place.stop, "the clause stopping it at {}", place.id);
        }
    }

    /// One more enemy unit never lets a unit that cannot overrun reach more, or cheaper.
    #[test]
    fn an_enemy_never_enlarges_a_reach(board in board(), moving in 0..8usize, enemy in unit_spec()) {
        let moving = moving % board.units.len();
        prop_assume!(!can_overrun(&board.units[moving]));
        let mut enemy = enemy;
        enemy.side = (board.units[moving].side + 1) % 3;
        let unit = format!("u{moving}");
        let before = board.game(&[], moving);
        let after = board.game(&[enemy], moving);
        prop_assume!(before.situation().unit(&unit).is_some() && after.situation().unit(&unit).is_some());
        let (before, after) = (costs(&reach(&before, &unit)), costs(&reach(&after, &unit)));
        for (place, cost) in &after {
            let earlier = before.get(place);
            prop_assert!(earlier.is_some_and(|c| c <= cost), "{place:?} at {cost} after, {earlier:?} before");
        }
    }

    /// A friendly unit added to an EZOC hex never shrinks a reach.
    #[test]
    fn a_friend_in_an_ezoc_never_shrinks_a_reach(board in board(), moving in 0..8usize, friend in unit_spec()) {
        let moving = moving % board.units.len();
        let mut friend = friend;
        friend.side = board.units[moving].side;
        friend.kind = 0;
        let unit = format!("u{moving}");
        let before = board.game(&[], moving);
        let after = board.game(&[friend], moving);
        prop_assume!(before.situation().unit(&unit).is_some());
        // Only a friend that really stands in a hex holding no enemy, in an EZOC.
        prop_assume!(after.situation().units.len() == before.situation().units.len() + 1);
        let (before, after) = (costs(&reach(&before, &unit)), costs(&reach(&after, &unit)));
        for (place, cost) in &before {
            let later = after.get(place);
            prop_assert!(later.is_some_and(|c| c <= cost), "{place:?} at {cost} before, {later:?} after");
        }
    }

    /// A reach never ends in an enemy-occupied hex unless the mover could overrun.
    #[test]
    fn no_move_ends_among_enemies_but_an_overrun(board in board(), moving in 0..8usize) {
        let moving = moving % board.units.len();
        let game = board.game(&[], moving);
        let unit = format!("u{moving}");
        let Some(mover) = game.situation().unit(&unit).cloned() else { return Ok(()) };
        for place in reach(&game, &unit).places {
            let enemy_there = game.situation().units.iter().any(|u| u.at == Some(place.place) && u.side != mover.side);
            prop_assert!(!enemy_there || can_overrun(&board.units[moving]), "{} holds an enemy", place.id);
        }
    }

    /// A larger Movement Allowance reaches every place a smaller one does, no dearer; the same
    /// query twice gives the same answer.
    #[test]
    fn more_allowance_never_reaches_less(board in board(), moving in 0..8usize) {
        let moving = moving % board.units.len();
        let mut bigger = board.clone();
        bigger.units[moving].movement += 2;
        let unit = format!("u{moving}");
        let small = board.game(&[], moving);
        let large = bigger.game(&[], moving);
        prop_assume!(small.situation().unit(&unit).is_some());
        let mut search = Search::new();
        let once = costs(&small.reach_with(&mut search, &unit).unwrap());
        let again = costs(&small.reach_with(&mut search, &unit).unwrap());
        prop_assert_eq!(&once, &again);
        let large = costs(&reach(&large, &unit));
        for place in once.keys() {
            prop_assert!(large.contains_key(place), "{place:?} lost with more MA");
        }
    }
    /// The moving side's threat map is its units' reaches put together: at each place, every
    /// unit of the side whose reach gets there (its start aside), in the situation's order, at
    /// the least cost that reach gives; and no other place. (The other sides' maps are what
    /// they would reach if they moved, which `reach` does not answer out of their phase.)
    #[test]
    fn the_threat_map_is_the_side_s_reaches_put_together(board in board(), moving in 0..8usize) {
        let moving = moving % board.units.len();
        let game = board.game(&[], moving);
        {
            let side = game.situation().side.as_str();
            let mut expected: BTreeMap<MapPlace, Vec<(String, Mp)>> = BTreeMap::new();
            for unit in game.situation().units.iter().filter(|u| u.side == side && u.at.is_some()) {
                let reach = game.reach(&unit.id).unwrap();
                for place in &reach.places {
                    expected.entry(place.place).or_default().push((unit.id.clone(), place.cost));
                }
            }
            prop_assert_eq!(game.threat(side).unwrap().to_map(), expected, "{}", side);
        }
    }

    /// The same phase on an independent map type whose hexes are numbered in a random order
    /// gives the same reach, the same verdict on the path to every place reached, and the same
    /// threat map: the map's numbering never decides a verdict.
    #[test]
    fn the_map_s_numbering_never_changes_a_verdict(board in board(), moving in 0..8usize, seed in any::<u64>()) {
        let moving = moving % board.units.len();
        let game = board.game(&[], moving);
        let unit = format!("u{moving}");
        prop_assume!(game.situation().unit(&unit).is_some());
        let shuffle = |index: usize| (index as u64 ^ seed).wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(29);
        let own = OwnMap::copy(game.map(), shuffle);
        let other = Game::from_parts(&own, game.data().clone(), game.situation().clone()).unwrap();
        let sorted = |reach: &UnitReach| {
            let mut places: Vec<_> = reach.places.iter().map(|p| (p.place, p.cost, p.must_stop)).collect();
            places.sort();
            places
        };
        let (theirs, ours) = (reach(&game, &unit), other.reach(&unit).unwrap());
        prop_assert_eq!(sorted(&theirs), sorted(&ours));
        prop_assert_eq!(&theirs.refusal, &ours.refusal);
        for place in &theirs.places {
            let path = theirs.path_of(place);
            prop_assert_eq!(game.check(&unit, &path).unwrap(), other.check(&unit, &path).unwrap());
        }
        let side = &game.situation().units[game.situation().unit_index(&unit).unwrap()].side;
        prop_assert_eq!(game.threat(side).unwrap(), other.threat(side).unwrap());
    }
}
