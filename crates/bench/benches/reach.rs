//! Movement reach on the standard workload (shared/bench/WORKLOAD.md): one criterion group per
//! query (A-100, A-1000, C-100, B-1000), each timing umpire's search against the `pathfinding`
//! crate (`dijkstra_reach` + `take_while(cost <= MA)` for A and C, `dijkstra_all` for the full
//! flood B) in the same run; see [`arms`]. Every arm's result is checked against the expected
//! figures once, outside the timed loop.
//!
//! Run with `cargo xtask bench [criterion args]`, e.g. `cargo xtask bench -- --quick` or
//! `cargo xtask bench B-1000`.

#![allow(missing_docs, clippy::expect_used, clippy::unwrap_used)] // a benchmark: a broken workload should stop it loudly

use std::hint::black_box;
use std::time::Duration;

use criterion::measurement::WallTime;
use criterion::{
    BenchmarkGroup, Criterion, SamplingMode, Throughput, criterion_group, criterion_main,
};
use pathfinding::prelude::{dijkstra_all, dijkstra_reach};
use umpire_bench::reference::reach_with_pathfinding;
use umpire_bench::{
    Query, SpecialisedSearch, Summary, Workload, WorkloadBoard, WorkloadRules,
    pathfinding_on_umpire_step, reach_with_umpire, reached_with_umpire,
};
use umpire_map::{Mover, Mp, Search};

/// Timing settings of one group.
struct Settings {
    sample_size: usize,
    warm_up: Duration,
    measurement: Duration,
    sampling: SamplingMode,
}

/// Settings for the small queries (tens to hundreds of microseconds an iteration).
const SMALL: Settings = Settings {
    sample_size: 30,
    warm_up: Duration::from_secs(1),
    measurement: Duration::from_secs(3),
    sampling: SamplingMode::Auto,
};

/// Settings for the million-hex flood (a few hundred milliseconds an iteration).
const FLOOD: Settings = Settings {
    sample_size: 20,
    warm_up: Duration::from_secs(2),
    measurement: Duration::from_secs(10),
    // One iteration a sample: linear sampling would need sample_size² / 2 iterations.
    sampling: SamplingMode::Flat,
};

/// Builds `query`'s map once, opens its group (named by the query id) and runs `arms` in it.
fn query_group(c: &mut Criterion, query: Query, settings: &Settings) {
    let map = query.workload();
    let mut group = c.benchmark_group(query.id());
    group
        .sample_size(settings.sample_size)
        .warm_up_time(settings.warm_up)
        .measurement_time(settings.measurement)
        .sampling_mode(settings.sampling)
        .throughput(Throughput::Elements(query.expected().reached));
    arms(&mut group, query, &map);
    group.finish();
}

/// The arms of every group. Each is timed up to the same answer — every reached hex with its
/// least cost — in the form it gives it, and that answer is checked against the expected
/// figures once, outside the timed loop:
/// - `dial`: a plain Dial bucket queue on the workload's own packed successor function
///   ([`Workload::successors`]), its reached list pushed as hexes are settled: the floor;
/// - `umpire`: umpire's generic [`Search`] over [`WorkloadBoard`] priced by [`WorkloadRules`],
///   plus its reached list ([`Reach::extend_reached`](umpire_map::Reach::extend_reached), the
///   list of [`Reach::reached`](umpire_map::Reach::reached)) copied into a buffer kept between
///   queries, as the Dial keeps its own;
/// - `umpire-search`: the search alone (the list left in its label arrays);
/// - `pathfinding-native`: the `pathfinding` crate on the workload's own successor function —
///   `dijkstra_reach` cut at the allowance and collected, or `dijkstra_all` (its map): the
///   headline comparison;
/// - `pathfinding-same-step`: the same crate on the **same successor function** as umpire — the
///   board's neighbours priced by the same step function.
fn arms(group: &mut BenchmarkGroup<'_, WallTime>, query: Query, map: &Workload) {
    let allowance = query.allowance_halves();
    let board = WorkloadBoard::new(map);
    let mover = Mover {
        at: map.start,
        state: (),
        allowance: allowance
            .map(|halves| Mp::fraction(halves, 2).expect("a whole number of halves")),
    };
    let mut dial = SpecialisedSearch::default();
    let answer = dial.reach(map, allowance).to_vec();
    check(query, "dial", &answer);
    group.bench_function("dial", |b| {
        b.iter(|| black_box(dial.reach(black_box(map), black_box(allowance)).len()));
    });
    // One search reused across iterations, as a game would keep one: set-up must not grow with
    // the map (only the labels the last query touched are reset).
    let mut search = Search::new();
    check(query, "umpire", &reach_with_umpire(&mut search, map, allowance).expect("on the map"));
    eprintln!(
        "{query}: umpire search working memory {} bytes ({:.1} bytes per hex); plain Dial {:.1}",
        search.heap_bytes(),
        search.heap_bytes() as f64 / map.terrain.len() as f64,
        dial.heap_bytes() as f64 / map.terrain.len() as f64
    );
    let mut out = Vec::new();
    group.bench_function("umpire", |b| {
        b.iter(|| {
            reached_with_umpire(&mut search, &board, black_box(&mover), &mut out)
                .expect("on the map");
            black_box(out.len())
        });
    });
    group.bench_function("umpire-search", |b| {
        b.iter(|| {
            let reach = search.reach(&board, &WorkloadRules, black_box(&mover));
            black_box(reach.is_ok_and(|reach| reach.is_empty()))
        });
    });
    check(query, "pathfinding-native", &reach_with_pathfinding(map, allowance));
    group.bench_function("pathfinding-native", |b| {
        let successors = |&n: &u32| map.successors(n);
        b.iter(|| match black_box(allowance) {
            Some(max) => black_box(
                dijkstra_reach(&map.start, successors)
                    .take_while(|item| item.total_cost <= max)
                    .map(|item| (item.node, item.total_cost))
                    .collect::<Vec<_>>()
                    .len(),
            ),
            None => black_box(dijkstra_all(&map.start, successors).len()),
        });
    });
    let answer = pathfinding_on_umpire_step(map, allowance);
    check(query, "pathfinding-same-step", &answer.costs_in_halves(map.start));
    group.bench_function("pathfinding-same-step", |b| {
        b.iter(|| pathfinding_on_umpire_step(black_box(map), black_box(allowance)));
    });
}

/// Panics unless `reach` matches the query's expected figures.
fn check(query: Query, arm: &str, reach: &[(u32, u32)]) {
    let got = Summary::of(reach.iter().copied());
    assert_eq!(got, query.expected(), "{query} / {arm}: wrong reach");
}

/// 100x100, MA 12, rivers and roads.
fn bench_a_100(c: &mut Criterion) {
    query_group(c, Query::A100, &SMALL);
}

/// A-1000: 1000x1000, MA 12, rivers and roads.
fn bench_a_1000(c: &mut Criterion) {
    query_group(c, Query::A1000, &SMALL);
}

/// C-100: 100x100, MA 12, rivers, roads, 30 enemies and zones of control.
fn bench_c_100(c: &mut Criterion) {
    query_group(c, Query::C100, &SMALL);
}

/// B-1000: 1000x1000, every reachable hex.
fn bench_b_1000(c: &mut Criterion) {
    query_group(c, Query::B1000, &FLOOD);
}

criterion_group!(reach, bench_a_100, bench_a_1000, bench_c_100, bench_b_1000);
criterion_main!(reach);
