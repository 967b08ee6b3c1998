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
use std::time::{Duration, Instant};

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use umpire_bench::strategic::{PlainStep, farthest_move, strategic_games, strategic_movers};
use umpire_map::{Mover, Search};
use umpire_scenario::{MapPlace, ScenarioMap};
use umpire_strategic::{Game, KeptReaches, Order};

/// The threat map on 2 threads.
const THREAT_2: &str = "umpire-strategic-threat-map-2-threads";
/// The 150 reaches with paths on 2 threads.
const REACHES_2: &str = "umpire-strategic-reach-with-paths-2-threads";
/// After one order, the side's 75 reaches and threat map on its map brought up to date.
const KEPT: &str = "umpire-strategic-kept-update";
/// After the same order, the 75 reaches and the threat map asked afresh.
const FRESH: &str = "umpire-strategic-fresh-recompute";
/// Units of each map whose move is an order of the update arms.
const MOVERS: usize = 10;

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

    // The order arms: each of the first units of a map moves to the last place of its reach
    // and is taken back; after each order the side's reaches and threat map are brought up to
    // date (kept) or asked again (fresh). The answers are the same.
    let orders: Vec<Vec<Order>> = games
        .iter()
        .zip(&ids)
        .map(|(game, ids)| {
            ids.iter().take(MOVERS).map(|id| farthest_move(game, id).unwrap()).collect()
        })
        .collect();
    let mut played = games.clone();
    let (mut searched, mut updates) = (0, 0);
    for ((game, ids), orders) in played.iter_mut().zip(&ids).zip(&orders) {
        let mut kept = game.keep("axis").unwrap();
        for order in orders {
            game.play(order).unwrap();
            searched += kept.update(game).searched;
            assert_eq!(kept.threat(), game.threat("axis").as_ref());
            // The game played on answers as one built afresh from its situation.
            let parts = (game.map().clone(), game.data().clone(), game.situation().clone());
            let rebuilt = Game::from_parts(parts.0, parts.1, parts.2).unwrap();
            assert_eq!(kept.threat(), rebuilt.threat("axis").as_ref());
            for id in ids {
                assert_eq!(kept.reach(id), Some(&game.reach(id)));
            }
            game.undo();
            searched += kept.update(game).searched;
            updates += 2;
        }
    }
    eprintln!(
        "strategic: {updates} updates after an order searched {:.1} of {} units each on average",
        searched as f64 / f64::from(updates),
        units / games.len()
    );

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

    // One order's update against a recompute, in a game played on: each iteration plays the
    // next order and takes it back (neither timed), and times what follows each — the side's
    // reaches and threat map brought up to date (kept) or asked again (fresh).
    let mut group = c.benchmark_group("strategic-after-an-order");
    group
        .sample_size(20)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5));
    group.bench_function(KEPT, |b| {
        let mut games = games.clone();
        let mut kept: Vec<KeptReaches> = games.iter().map(|g| g.keep("axis").unwrap()).collect();
        let mut next = 0;
        b.iter_custom(|iters| {
            timed_after_orders(iters, &mut next, &orders, |number, play| {
                let (game, kept) = (&mut games[number], &mut kept[number]);
                play(game);
                let start = Instant::now();
                black_box(kept.update(game).searched);
                start.elapsed()
            })
        });
    });
    group.bench_function(FRESH, |b| {
        let mut games = games.clone();
        let mut search = Search::new();
        let mut next = 0;
        b.iter_custom(|iters| {
            timed_after_orders(iters, &mut next, &orders, |number, play| {
                let game = &mut games[number];
                play(game);
                let start = Instant::now();
                let mut total = game.threat_with(&mut search, "axis").unwrap().len();
                for id in &ids[number] {
                    total += game.reach_with(&mut search, id).unwrap().places.len();
                }
                black_box(total);
                start.elapsed()
            })
        });
    });
    group.finish();
}

/// Plays `iters` orders of `orders` (each map's in turn, from `next` on) and takes each back,
/// summing the time `timed` gives after each: called with the map's number and what to do to
/// its game first (play the order, or take it back).
fn timed_after_orders(
    iters: u64,
    next: &mut usize,
    orders: &[Vec<Order>],
    mut timed: impl FnMut(usize, &dyn Fn(&mut Game<ScenarioMap>)) -> Duration,
) -> Duration {
    let all: Vec<(usize, &Order)> = orders
        .iter()
        .enumerate()
        .flat_map(|(number, orders)| orders.iter().map(move |order| (number, order)))
        .collect();
    let mut total = Duration::ZERO;
    for _ in 0..iters {
        let (number, order) = all[*next % all.len()];
        *next += 1;
        total += timed(number, &|game| {
            game.play(order).unwrap();
        });
        total += timed(number, &|game| {
            game.undo();
        });
    }
    total
}

criterion_group!(benches, strategic);
criterion_main!(benches);
