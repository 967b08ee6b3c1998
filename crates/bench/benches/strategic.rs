//! The strategic rules at full size: reach for every unit of one side (150 units over the two
//! 70 × 60 maps, with EZOC, roads, rails and rivers) — as the side's threat map, and as 150
//! reaches with a path to every place — against the core search on the same maps
//! with a rules-free step (1 MP a hex) from the same starts with the same allowances. Criterion
//! reports both per 150 queries; divide by 150 for the time per unit. The threat map and the
//! reaches are timed again on 2 threads (`Game::threat_parallel_with`, `Game::reaches_with`,
//! one kept search a thread, a game at a time) beside the 1-thread arms: the speed-up is the
//! 1-thread arm's time over the 2-thread arm's. `cargo xtask bench strategic` runs only this
//! group.

#![allow(missing_docs, clippy::expect_used, clippy::unwrap_used)] // a benchmark: a broken position should stop it loudly

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use umpire_bench::strategic::{PlainStep, strategic_games, strategic_movers};
use umpire_map::{Mover, Search};
use umpire_scenario::MapPlace;

/// The threat map on 2 threads.
const THREAT_2: &str = "umpire-strategic-threat-map-2-threads";
/// The 150 reaches with paths on 2 threads.
const REACHES_2: &str = "umpire-strategic-reach-with-paths-2-threads";

fn strategic(c: &mut Criterion) {
    let games = strategic_games().expect("the benchmark position loads");
    let movers: Vec<Vec<(String, Mover<MapPlace, ()>)>> =
        games.iter().map(strategic_movers).collect();
    let units: usize = movers.iter().map(Vec::len).sum();
    // Once, outside the timing: every unit gets an answer, and the sizes are worth reporting.
    let mut search = Search::new();
    let mut reached = 0;
    for (game, movers) in games.iter().zip(&movers) {
        for (id, _) in movers {
            reached += game.reach_with(&mut search, id).unwrap().places.len();
        }
    }
    eprintln!("strategic: {units} units, {reached} places reached in all");
    // The 2-thread arms' answers are the 1-thread ones.
    let ids: Vec<Vec<&str>> =
        movers.iter().map(|movers| movers.iter().map(|(id, _)| id.as_str()).collect()).collect();
    let mut searches = vec![Search::new(); 2];
    for (game, ids) in games.iter().zip(&ids) {
        let one = game.threat_with(&mut search, "axis").unwrap();
        assert_eq!(game.threat_parallel_with(&mut searches, "axis").unwrap(), one);
        let one: Vec<_> = ids.iter().map(|id| game.reach_with(&mut search, id)).collect();
        assert_eq!(game.reaches_with(&mut searches, ids), one);
    }

    let mut group = c.benchmark_group("strategic-150-units");
    group.throughput(Throughput::Elements(units as u64));
    group
        .sample_size(20)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5));
    group.bench_function("umpire-strategic-threat-map", |b| {
        let mut search = Search::new();
        b.iter(|| {
            let mut total = 0;
            for game in &games {
                total += game.threat_with(&mut search, "axis").unwrap().len();
            }
            black_box(total)
        });
    });
    group.bench_function("umpire-strategic-reach-with-paths", |b| {
        let mut search = Search::new();
        b.iter(|| {
            let mut total = 0;
            for (game, movers) in games.iter().zip(&movers) {
                for (id, _) in movers {
                    total += game.reach_with(&mut search, id).unwrap().places.len();
                }
            }
            black_box(total)
        });
    });
    group.bench_function(THREAT_2, |b| {
        let mut searches = vec![Search::new(); 2];
        b.iter(|| {
            let mut total = 0;
            for game in &games {
                total += game.threat_parallel_with(&mut searches, "axis").unwrap().len();
            }
            black_box(total)
        });
    });
    group.bench_function(REACHES_2, |b| {
        let mut searches = vec![Search::new(); 2];
        b.iter(|| {
            let mut total = 0;
            for (game, ids) in games.iter().zip(&ids) {
                for reach in game.reaches_with(&mut searches, ids) {
                    total += reach.unwrap().places.len();
                }
            }
            black_box(total)
        });
    });
    group.bench_function("core-search-no-rules", |b| {
        let mut search = Search::new();
        b.iter(|| {
            let mut total = 0;
            for (game, movers) in games.iter().zip(&movers) {
                for (_, mover) in movers {
                    total += search.reach(game.map(), &PlainStep, mover).unwrap().len();
                }
            }
            black_box(total)
        });
    });
    group.finish();
}

criterion_group!(benches, strategic);
criterion_main!(benches);
