//! The grid of the `minis_odds` benchmark — dice counts up to the longest chain the rules
//! data's `[limits]` allow, sides up to their largest die — and two references the exact odds
//! ([`umpire_minis::Distribution::try_dice`]) are checked and timed against: a naive
//! convolution that adds every face of every die, and, for small cases, the enumeration of
//! every outcome.

use umpire_minis::{DiceData, Limits, RulesDataError};

/// The sides timed (the text's D6, then up to the limits' largest die).
pub const SIDES: [u64; 4] = [6, 20, 50, 100];

/// The most outcomes [`enumerate_ways`] is asked to walk: our choice, so a test stays quick.
pub const MOST_ENUMERATED: u64 = 1 << 22;

/// The embedded rules data's limits (`dice.toml` `[limits]`).
///
/// # Errors
/// [`RulesDataError::Embedded`], if the embedded data do not read.
pub fn limits() -> Result<Limits, RulesDataError> {
    DiceData::builtin().map(|data| data.limits)
}

/// The dice counts timed: 1, 2, 3 (the text's chains), then every third up to `chain`, and
/// `chain` itself.
#[must_use]
pub fn dice_counts(chain: u32) -> Vec<u32> {
    let mut counts: Vec<u32> = [1, 2, 3].into_iter().filter(|&n| n <= chain).collect();
    counts.extend((6..chain).step_by(3));
    if !counts.contains(&chain) {
        counts.push(chain);
    }
    counts
}

/// The number of ways `dice` dice of `sides` sides sum to each total, smallest first, by the
/// naive convolution: every count of one die fewer spread over every face (`dice × values ×
/// sides` additions, in 128 bits so it cannot overflow where umpire's 64 bits do not).
#[must_use]
pub fn naive_ways(dice: u32, sides: u64) -> Vec<u128> {
    let sides = usize::try_from(sides).unwrap_or(0);
    let mut ways = vec![1u128];
    for _ in 0..dice {
        let mut next = vec![0u128; ways.len() + sides.saturating_sub(1)];
        for (sum, &count) in ways.iter().enumerate() {
            for slot in &mut next[sum..sum + sides] {
                *slot += count;
            }
        }
        ways = next;
    }
    ways
}

/// The same counts by walking every one of the `sides ^ dice` outcomes, or `None` past
/// [`MOST_ENUMERATED`] outcomes.
#[must_use]
pub fn enumerate_ways(dice: u32, sides: u64) -> Option<Vec<u64>> {
    let outcomes = sides.checked_pow(dice).filter(|&n| n <= MOST_ENUMERATED)?;
    let sides_n = usize::try_from(sides).ok()?;
    let dice_n = usize::try_from(dice).ok()?;
    let mut ways = vec![0u64; dice_n * sides_n.saturating_sub(1) + 1];
    let mut faces = vec![0usize; dice_n];
    for _ in 0..outcomes {
        ways[faces.iter().sum::<usize>()] += 1;
        // The next outcome: count up in base `sides`.
        for face in &mut faces {
            *face += 1;
            if *face < sides_n {
                break;
            }
            *face = 0;
        }
    }
    Some(ways)
}
