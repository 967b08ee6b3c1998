//! Movement reach on the standard workload (shared/bench/WORKLOAD.md): one criterion group per
//! query, each with a `pathfinding` arm (`dijkstra_reach` + `take_while(cost <= MA)` for A and C,
//! `dijkstra_all` for the full flood B) on [`Workload::successors`].
//!
//! Each group is built by its own function (`bench_a_100`, ...). To add another arm (our own
//! search), add one `group.bench_function("umpire", |b| ...)` call next to the `pathfinding` one
//! in [`arms`], or in a single group's function. Every arm's result is checked against the
//! expected figures once, outside the timed loop.
//!
//! Run with `cargo xtask bench [criterion args]`, e.g. `cargo xtask bench -- --quick` or
//! `cargo xtask bench B-1000`.

#![allow(missing_docs)]

use std::hint::black_box;
use std::time::Duration;

use criterion::measurement::WallTime;
use criterion::{
    BenchmarkGroup, Criterion, SamplingMode, Throughput, criterion_group, criterion_main,
};
use umpire_bench::reference::reach_with_pathfinding;
use umpire_bench::{Query, Summary, Workload};

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

/// The arms of every group: each computes the full reach (every reached hex with its cost).
fn arms(group: &mut BenchmarkGroup<'_, WallTime>, query: Query, map: &Workload) {
    let allowance = query.allowance_halves();
    check(query, "pathfinding", &reach_with_pathfinding(map, allowance));
    group.bench_function("pathfinding", |b| {
        b.iter(|| reach_with_pathfinding(black_box(map), black_box(allowance)));
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
