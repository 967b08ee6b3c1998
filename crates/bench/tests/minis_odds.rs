//! The `minis_odds` benchmark's references: the naive convolution and the full enumeration
//! count what umpire's exact odds count, over the whole grid the bench times.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use umpire_bench::minis_odds::{SIDES, dice_counts, enumerate_ways, limits, naive_ways};
use umpire_minis::Distribution;

#[test]
fn the_grid_reaches_the_rules_data_limits() {
    let limits = limits().unwrap();
    assert_eq!((limits.chain, limits.die), (9, 100), "dice.toml [limits]");
    assert_eq!(dice_counts(limits.chain), [1, 2, 3, 6, 9]);
    assert_eq!(dice_counts(3), [1, 2, 3]);
    assert_eq!(dice_counts(7), [1, 2, 3, 6, 7]);
    assert!(SIDES.iter().all(|&s| s <= limits.die) && SIDES.contains(&limits.die));
}

#[test]
fn the_naive_convolution_counts_what_umpire_counts() {
    let limits = limits().unwrap();
    for sides in SIDES {
        for dice in dice_counts(limits.chain) {
            let ours =
                Distribution::try_dice(limits.fixed * u64::from(dice), dice, sides, 100).unwrap();
            let naive = naive_ways(dice, sides);
            assert_eq!(ours.ways.iter().map(|&w| u128::from(w)).collect::<Vec<_>>(), naive);
            assert_eq!(u128::from(ours.total), naive.iter().sum::<u128>(), "{dice}D{sides}");
        }
    }
}

#[test]
fn enumeration_counts_what_umpire_counts_on_small_cases() {
    let mut checked = 0;
    for sides in [2, 6, 10, 20, 100] {
        for dice in 1..=9 {
            let Some(ways) = enumerate_ways(dice, sides) else { continue };
            assert_eq!(ways, Distribution::dice(0, dice, sides, 1).ways, "{dice}D{sides}");
            checked += 1;
        }
    }
    assert_eq!(checked, 9 + 8 + 6 + 5 + 3, "every case up to 2^22 outcomes");
    assert_eq!(enumerate_ways(3, 6).unwrap()[15 - 3], 10, "ten ways to roll 15 on 3D6");
}
