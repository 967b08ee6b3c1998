//! The exact odds of a dice-rolled move (`umpire_minis::Distribution::try_dice`, a sliding-
//! window convolution) for chains up to the longest the rules data's `[limits]` allow (9 dice)
//! and dice up to their largest (100 sides), at the largest Fixed Move and multiplier — against
//! a naive convolution that adds every face of every die (`umpire_bench::minis_odds::
//! naive_ways`), whose counts are checked equal to umpire's once, outside the timing. One group
//! per die (`minis_odds-D6` … `minis_odds-D100`), one id per dice count, so the report reads
//! as a table of chain length × sides. `cargo xtask bench minis_odds` runs only these groups.

#![allow(missing_docs, clippy::expect_used, clippy::unwrap_used)] // a benchmark: broken data should stop it loudly

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use umpire_bench::minis_odds::{SIDES, dice_counts, limits, naive_ways};
use umpire_minis::Distribution;

fn odds(c: &mut Criterion) {
    let limits = limits().unwrap();
    let counts = dice_counts(limits.chain);
    for sides in SIDES.into_iter().filter(|&s| s <= limits.die) {
        let mut group = c.benchmark_group(format!("minis_odds-D{sides}"));
        group
            .sample_size(30)
            .warm_up_time(Duration::from_millis(500))
            .measurement_time(Duration::from_secs(2));
        for &dice in &counts {
            // A chain of the largest Fixed Moves, each die times the largest multiplier.
            let fixed = limits.fixed * u64::from(dice);
            let multiplier = limits.multiplier;
            let ours = Distribution::try_dice(fixed, dice, sides, multiplier).unwrap();
            let naive = naive_ways(dice, sides);
            let widened: Vec<u128> = ours.ways.iter().map(|&w| u128::from(w)).collect();
            assert_eq!(widened, naive, "{dice}D{sides}: the counts differ");
            assert_eq!(u128::from(ours.total), naive.iter().sum::<u128>(), "{dice}D{sides}");
            group.bench_with_input(BenchmarkId::new("umpire", dice), &dice, |b, &dice| {
                b.iter(|| {
                    Distribution::try_dice(black_box(fixed), dice, black_box(sides), multiplier)
                });
            });
            group.bench_with_input(BenchmarkId::new("naive", dice), &dice, |b, &dice| {
                b.iter(|| naive_ways(black_box(dice), black_box(sides)));
            });
        }
        group.finish();
    }
}

criterion_group!(benches, odds);
criterion_main!(benches);
