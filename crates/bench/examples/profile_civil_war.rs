//! Runs one arm of the Civil War bench a fixed number of times, for profilers (instruction
//! counts under callgrind are repeatable where wall time is not):
//! `cargo run --release -p umpire-bench --example profile_civil_war -- rail 5`, the arm being
//! `rail` or `water` (`Game::reach_with` for every unit on one kept search), or `rail-plain` or
//! `water-plain` (the core search with the rules-free step on the same board and states).
#![allow(missing_docs, clippy::unwrap_used, clippy::expect_used)]
use umpire_bench::civil_war::{
    PlainRail, PlainWater, rail_mover, rail_network_scenario, rail_unit_ids, river_system_scenario,
    river_unit_ids, water_mover,
};
use umpire_civil_war::{Game, Mode, MoveOptions};
use umpire_map::Search;
use umpire_scenario::load_str;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let arm = args.get(1).map_or("rail", String::as_str);
    let rounds: usize = args.get(2).and_then(|t| t.parse().ok()).unwrap_or(5);
    let rail = arm.starts_with("rail");
    let text = if rail { rail_network_scenario() } else { river_system_scenario() };
    let game = Game::new(&load_str(&text, "benchmark.toml").expect("loads")).expect("sets up");
    let units = if rail { rail_unit_ids() } else { river_unit_ids() };
    let options =
        MoveOptions { mode: if rail { Mode::Rail } else { Mode::Water }, ..MoveOptions::default() };
    let mut search = Search::new();
    let mut total = 0;
    for _ in 0..rounds {
        for id in &units {
            total += match arm {
                "rail" | "water" => {
                    game.reach_with(&mut search, id, &options).unwrap().places.len()
                }
                "rail-plain" => {
                    let plain = PlainRail::new(game.map(), &game.data().rail);
                    let mover = rail_mover(&game, id).unwrap();
                    search.reach(game.map(), &plain, &mover).unwrap().len()
                }
                "water-plain" => {
                    let plain = PlainWater { mp: game.data().water.river_hexside_mp };
                    let mover = water_mover(&game, id).unwrap();
                    search.reach(game.water(), &plain, &mover).unwrap().len()
                }
                other => panic!("unknown arm {other}: rail, water, rail-plain or water-plain"),
            };
        }
    }
    println!("{total}");
}
