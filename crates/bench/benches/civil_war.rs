//! The Civil War rules on long networks: the rail reach (state: rail stage × rail hexes used)
//! of 8 corps on a grid of Union lines (464 rail hexes on an 80 × 40 map), and the water reach
//! of 6 river gunboat flotillas on a river system with branches and tributaries — each against
//! the core search on the same board and state space with a rules-free step
//! (`umpire_bench::civil_war::PlainRail`, `PlainWater`). Criterion reports each arm per all the
//! units' queries. Every arm's answer is checked equal to the rules' once, outside the timing.
//! `cargo xtask bench civil_war` runs only these groups.
//!
//! The arms of each group:
//! - `umpire-civil-war`: `Game::reach` per unit — the rules, a fresh search per query (the
//!   method makes one), the answer as ids with the tree of paths;
//! - `umpire-civil-war-kept`: `Game::reach_with` on one search kept between queries — the same
//!   answer, without laying out labels for every hex and state each time;
//! - `umpire-civil-war-kept-2-threads`: `Game::reaches_with` on two searches kept between
//!   calls, the units shared out between two threads — the same answers;
//! - `core-plain-with-ids`: the core search with the rules-free step, a fresh search per query
//!   and the same answer form — so its ratio to the rules is what the rules' checks cost;
//! - `core-plain`: the same step on one search kept between queries, answering its `Reach`
//!   view — the floor.

#![allow(missing_docs, clippy::expect_used, clippy::unwrap_used)] // a benchmark: a broken position should stop it loudly

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use umpire_bench::civil_war::{
    PlainRail, PlainWater, answer, rail_mover, rail_network_scenario, rail_unit_ids,
    river_system_scenario, river_unit_ids, water_mover,
};
use umpire_civil_war::{Game, Mode, MoveOptions};
use umpire_map::{Board, HexBoard, Movement, Mover, Mp, Search};
use umpire_scenario::{ScenarioMap, load_str};

fn game(text: &str) -> Game<ScenarioMap> {
    Game::new(&load_str(text, "benchmark.toml").unwrap()).unwrap()
}

/// The rules' answer for every unit: its places by id with their costs, sorted.
fn rules_answer(game: &Game<ScenarioMap>, units: &[String], mode: Mode) -> Vec<Vec<(String, Mp)>> {
    let options = MoveOptions { mode, ..MoveOptions::default() };
    units
        .iter()
        .map(|id| {
            let reach = game.reach(id, &options).unwrap();
            assert!(reach.refusal.is_none(), "{id}: {:?}", reach.refusal);
            let mut places: Vec<(String, Mp)> =
                reach.places.into_iter().map(|r| (String::from(r.id), r.cost)).collect();
            places.sort();
            places
        })
        .collect()
}

fn sorted(mut places: Vec<(String, Mp)>) -> Vec<(String, Mp)> {
    places.sort();
    places
}

fn settings(group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>) {
    group
        .sample_size(20)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(4));
}

fn rail(c: &mut Criterion) {
    let game = game(&rail_network_scenario());
    let units = rail_unit_ids();
    let plain = PlainRail::new(game.map(), &game.data().rail);
    let movers: Vec<_> = units.iter().map(|id| rail_mover(&game, id).unwrap()).collect();
    let group = Group { name: "civil_war-rail", what: "places", mode: Mode::Rail };
    time_arms(c, &group, &game, &units, game.map(), &plain, &movers, |p| game.map().place_id(p));
}

fn water(c: &mut Criterion) {
    let game = game(&river_system_scenario());
    let units = river_unit_ids();
    let plain = PlainWater { mp: game.data().water.river_hexside_mp };
    let movers: Vec<_> = units.iter().map(|id| water_mover(&game, id).unwrap()).collect();
    let board = game.water();
    let group = Group { name: "civil_war-water", what: "river hexsides", mode: Mode::Water };
    time_arms(c, &group, &game, &units, board, &plain, &movers, |p| board.place_id(game.map(), p));
}

/// One group: its criterion name, what its places are (for the log line) and the rules' mode.
struct Group {
    name: &'static str,
    what: &'static str,
    mode: Mode,
}

/// Checks the rules-free search on `board` against the rules for every unit, then times the
/// group's three arms (see the module's doc).
#[allow(clippy::too_many_arguments)] // one group's whole set-up, named at both call sites
fn time_arms<B: Board, R: Movement<B>>(
    c: &mut Criterion,
    group: &Group,
    game: &Game<ScenarioMap>,
    units: &[String],
    board: &B,
    plain: &R,
    movers: &[Mover<B::Place, R::State>],
    id: impl Fn(B::Place) -> String + Copy,
) where
    B::Place: PartialEq,
{
    let expected = rules_answer(game, units, group.mode);
    let mut search = Search::new();
    for (mover, rules) in movers.iter().zip(&expected) {
        let reach = search.reach(board, plain, mover).unwrap();
        assert_eq!(
            &sorted(answer(&reach, mover.at, id).0),
            rules,
            "{}: the reach differs",
            group.name
        );
    }
    let reached: usize = expected.iter().map(Vec::len).sum();
    eprintln!("{}: {} units, {reached} {} reached in all", group.name, units.len(), group.what);

    let mut timed = c.benchmark_group(group.name);
    timed.throughput(Throughput::Elements(units.len() as u64));
    settings(&mut timed);
    let options = MoveOptions { mode: group.mode, ..MoveOptions::default() };
    timed.bench_function("umpire-civil-war", |b| {
        b.iter(|| {
            let mut total = 0;
            for unit in units {
                total += game.reach(unit, &options).unwrap().places.len();
            }
            black_box(total)
        });
    });
    timed.bench_function("umpire-civil-war-kept", |b| {
        let mut search = Search::new();
        b.iter(|| {
            let mut total = 0;
            for unit in units {
                total += game.reach_with(&mut search, unit, &options).unwrap().places.len();
            }
            black_box(total)
        });
    });
    let mut searches = vec![Search::new(); 2];
    let one: Vec<_> = units.iter().map(|unit| game.reach(unit, &options)).collect();
    assert_eq!(game.reaches_with(&mut searches, units, &options), one, "{}", group.name);
    timed.bench_function("umpire-civil-war-kept-2-threads", |b| {
        b.iter(|| {
            let mut total = 0;
            for reach in game.reaches_with(&mut searches, units, &options) {
                total += reach.unwrap().places.len();
            }
            black_box(total)
        });
    });
    timed.bench_function("core-plain-with-ids", |b| {
        b.iter(|| {
            let mut total = 0;
            for mover in movers {
                let mut search = Search::new();
                let reach = search.reach(board, plain, mover).unwrap();
                total += answer(&reach, mover.at, id).0.len();
            }
            black_box(total)
        });
    });
    timed.bench_function("core-plain", |b| {
        b.iter(|| {
            let mut total = 0;
            for mover in movers {
                total += search.reach(board, plain, mover).unwrap().len();
            }
            black_box(total)
        });
    });
    timed.finish();
}

criterion_group!(benches, rail, water);
criterion_main!(benches);
