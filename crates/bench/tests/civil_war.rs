//! The `civil_war` benchmark's positions and arms: the generated networks are the size the
//! bench says, every unit gets a real reach, and on these maps the rules and the rules-free
//! reference find the same places at the same costs (what the bench checks before timing).

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use umpire_bench::civil_war::{
    PlainRail, PlainWater, RIVER_MOVEMENT, answer, rail_hex_count, rail_mover,
    rail_network_scenario, rail_unit_ids, river_sides, river_system_scenario, river_unit_ids,
    water_mover,
};
use umpire_civil_war::{Game, Mode, MoveOptions, WaterPlace};
use umpire_map::{Board, HexBoard, Mp, Search};
use umpire_scenario::{ScenarioMap, load_str};

fn game(text: &str) -> Game<ScenarioMap> {
    Game::new(&load_str(text, "benchmark.toml").unwrap()).unwrap()
}

fn rules(game: &Game<ScenarioMap>, id: &str, mode: Mode) -> Vec<(String, Mp)> {
    let reach = game.reach(id, &MoveOptions { mode, ..MoveOptions::default() }).unwrap();
    assert_eq!(reach.refusal, None, "{id}");
    let mut places: Vec<(String, Mp)> =
        reach.places.into_iter().map(|r| (String::from(r.id), r.cost)).collect();
    places.sort();
    places
}

#[test]
fn the_rail_network_is_long_and_all_usable() {
    assert_eq!(rail_hex_count(), 464, "4 lines of 80 and 4 of 40, crossing 16 times");
    let game = game(&rail_network_scenario());
    assert_eq!(game.usable_rail("union").len(), 464, "flooded from the base over the whole grid");
}

#[test]
fn the_rules_free_rail_reach_equals_the_rules() {
    let game = game(&rail_network_scenario());
    let plain = PlainRail::new(game.map(), &game.data().rail);
    let mut search = Search::new();
    let mut total = 0;
    for id in rail_unit_ids() {
        let expected = rules(&game, &id, Mode::Rail);
        let mover = rail_mover(&game, &id).unwrap();
        let reach = search.reach(game.map(), &plain, &mover).unwrap();
        let (mut places, _) = answer(&reach, mover.at, |p| game.map().place_id(p));
        places.sort();
        assert_eq!(places, expected, "{id}");
        // A rail move reaches more than a march: MA 3 on foot reaches at most 36 hexes.
        assert!(expected.len() > 100, "{id}: {} places", expected.len());
        total += expected.len();
    }
    assert_eq!(total, 4871, "the places all eight rail reaches find (recorded)");
}

#[test]
fn the_river_system_is_one_connected_system() {
    let sides = river_sides();
    assert_eq!(sides.len(), 524, "river hexsides (recorded)");
    let game = game(&river_system_scenario());
    let board = game.water();
    // With no allowance, the rules-free reach from one river hexside finds every other one.
    let mover = umpire_map::Mover { allowance: None, ..water_mover(&game, "gunboats-0").unwrap() };
    let mut search = Search::new();
    let reach = search.reach(board, &PlainWater { mp: Mp::ONE }, &mover).unwrap();
    let rivers = reach.iter().filter(|r| matches!(r.place, WaterPlace::River(_))).count();
    assert_eq!(rivers, sides.len());
    assert_eq!(board.place_count(), game.map().hex_count() + sides.len());
}

#[test]
fn the_rules_free_water_reach_equals_the_rules() {
    let game = game(&river_system_scenario());
    let board = game.water();
    let plain = PlainWater { mp: game.data().water.river_hexside_mp };
    let mut search = Search::new();
    let mut total = 0;
    for id in river_unit_ids() {
        let expected = rules(&game, &id, Mode::Water);
        let mover = water_mover(&game, &id).unwrap();
        let reach = search.reach(board, &plain, &mover).unwrap();
        let (mut places, _) = answer(&reach, mover.at, |p| board.place_id(game.map(), p));
        places.sort();
        assert_eq!(places, expected, "{id}");
        assert!(expected.iter().all(|(_, cost)| *cost <= Mp::whole(RIVER_MOVEMENT)));
        total += expected.len();
    }
    assert_eq!(total, 1860, "the river hexsides all six water reaches find (recorded)");
}
