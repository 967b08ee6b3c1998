//! Exact dice distributions: how likely each move distance is, as fractions, by convolution.

use serde::{Deserialize, Serialize};

use crate::ratio::Ratio;

/// An exact probability, `numerator / denominator`, kept reduced.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Fraction {
    /// The numerator.
    pub numerator: u64,
    /// The denominator (never 0).
    pub denominator: u64,
}

impl Fraction {
    /// `n / d`, reduced (`d` of 0 reads as 1), by the same code as a [`Ratio`].
    pub fn new(n: u64, d: u64) -> Fraction {
        let d = d.max(1);
        let reduced = Ratio::of(i128::from(n), i128::from(d))
            .map(|r| (u64::try_from(r.numerator()), u64::try_from(r.denominator())));
        match reduced {
            Some((Ok(numerator), Ok(denominator))) => Fraction { numerator, denominator },
            // Not reached: the reduced terms of `n / d` are no larger than `n` and `d`.
            _ => Fraction { numerator: n, denominator: d },
        }
    }

    /// As a float, for display.
    pub fn value(self) -> f64 {
        self.numerator as f64 / self.denominator as f64
    }
}

impl std::fmt::Display for Fraction {
    /// `1/6`, `0`, `1`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (self.numerator, self.denominator) {
            (0, _) => f.write_str("0"),
            (n, 1) => write!(f, "{n}"),
            (n, d) => write!(f, "{n}/{d}"),
        }
    }
}

/// The exact distribution of a sum of dice plus a constant: `ways[i]` ways (out of `total`)
/// to get `offset + i × step`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Distribution {
    /// The smallest value.
    pub offset: u64,
    /// The spacing of the values (2 for doubled dice).
    pub step: u64,
    /// The number of ways to get each value.
    pub ways: Vec<u64>,
    /// All the ways together (`sides ^ dice`).
    pub total: u64,
}

impl Distribution {
    /// The most values a distribution holds: our choice (2^20, 8 MiB of counts), far above
    /// what the rules data's `[limits]` allow (9 dice of 100 sides: 892 values), so that no
    /// dice expression can ask for memory without bound.
    pub const MAX_VALUES: usize = 1 << 20;

    /// `fixed + multiplier × (the sum of `dice` dice of `sides` sides)`.
    ///
    /// ```
    /// use umpire_minis::{Distribution, Fraction};
    /// // A fast vehicle on a triple chain: 18 + 3D6×2, 24 to 54.
    /// let d = Distribution::dice(18, 3, 6, 2);
    /// assert_eq!((d.min(), d.max()), (24, 54));
    /// assert_eq!(d.chance_of(24), Fraction::new(1, 216));
    /// assert_eq!(d.chance_at_least(40), Fraction::new(1, 2));
    /// ```
    ///
    /// # Panics
    /// Where [`Distribution::try_dice`] has no answer: dice of no sides, more outcomes than 64
    /// bits count, a value past `u64::MAX` or more than [`Distribution::MAX_VALUES`] values.
    /// The rules use [`Distribution::try_dice`] on rules data that
    /// [`DiceData::problem`](crate::DiceData::problem) has bounded.
    pub fn dice(fixed: u64, dice: u32, sides: u64, multiplier: u64) -> Distribution {
        match Distribution::try_dice(fixed, dice, sides, multiplier) {
            Some(distribution) => distribution,
            None => panic!(
                "no exact distribution of {fixed} + {dice}D{sides}×{multiplier}: \
                 see Distribution::try_dice"
            ),
        }
    }

    /// As [`Distribution::dice`], or `None` when there is no exact answer in 64 bits or it
    /// would hold more than [`Distribution::MAX_VALUES`] values: dice of no sides, more
    /// outcomes (`sides ^ dice`) than a `u64` counts, or a largest value (`fixed + multiplier ×
    /// dice × (sides − 1) + …`) past `u64::MAX`. Every count is exact: each is at
    /// most the number of outcomes. The work is about `dice × values` additions.
    ///
    /// ```
    /// use umpire_minis::Distribution;
    /// assert!(Distribution::try_dice(0, 1, 0, 1).is_none());
    /// assert!(Distribution::try_dice(0, 10, 100, 1).is_none(), "10^20 outcomes");
    /// assert!(Distribution::try_dice(u64::MAX, 1, 6, 1).is_none(), "past u64::MAX");
    /// assert_eq!(Distribution::try_dice(0, 9, 100, 1).map(|d| d.total), Some(10u64.pow(18)));
    /// ```
    pub fn try_dice(fixed: u64, dice: u32, sides: u64, multiplier: u64) -> Option<Distribution> {
        if sides == 0 {
            return None;
        }
        let total = sides.checked_pow(dice)?;
        let step = multiplier.max(1);
        let offset = multiplier.checked_mul(u64::from(dice))?.checked_add(fixed)?;
        // The largest value: every die on its highest face.
        let spread = sides.checked_sub(1)?.checked_mul(u64::from(dice))?;
        step.checked_mul(spread)?.checked_add(offset)?;
        let values = usize::try_from(spread).ok()?.checked_add(1)?;
        if values > Distribution::MAX_VALUES {
            return None;
        }
        let sides = usize::try_from(sides).ok()?;
        let mut ways = vec![1u64];
        // A one-sided die adds nothing to count: one value, however many are rolled. Any other
        // die has at most 64 rolled (`total` fits in 64 bits), each over at most `values`.
        for _ in 0..if sides == 1 { 0 } else { dice } {
            // next[j] = ways[j − sides + 1] + … + ways[j]: a sliding window, exact (every
            // partial sum counts outcomes of fewer dice, at most `total`).
            let len = ways.len() + sides - 1;
            let mut next = Vec::with_capacity(len);
            let mut window = 0u64;
            for j in 0..len {
                if let Some(w) = ways.get(j) {
                    window = window.checked_add(*w)?;
                }
                if let Some(out) = j.checked_sub(sides).and_then(|k| ways.get(k)) {
                    window = window.checked_sub(*out)?;
                }
                next.push(window);
            }
            ways = next;
        }
        debug_assert_eq!(ways.len(), values);
        Some(Distribution { offset, step, ways, total })
    }

    /// The smallest value.
    pub fn min(&self) -> u64 {
        self.offset
    }

    /// The largest value (saturating at `u64::MAX`; exact for every distribution
    /// [`Distribution::try_dice`] builds).
    pub fn max(&self) -> u64 {
        self.value_at(self.ways.len().saturating_sub(1))
    }

    /// The `i`-th value, saturating.
    fn value_at(&self, i: usize) -> u64 {
        let i = u64::try_from(i).unwrap_or(u64::MAX);
        self.offset.saturating_add(self.step.saturating_mul(i))
    }

    /// Each value with its exact chance, smallest first.
    pub fn values(&self) -> impl Iterator<Item = (u64, Fraction)> + '_ {
        self.ways.iter().enumerate().map(|(i, w)| (self.value_at(i), Fraction::new(*w, self.total)))
    }

    /// The chance of exactly `value`.
    pub fn chance_of(&self, value: u64) -> Fraction {
        self.values().find(|(v, _)| *v == value).map_or(Fraction::new(0, 1), |(_, p)| p)
    }

    /// The chance of `value` or more.
    pub fn chance_at_least(&self, value: u64) -> Fraction {
        let ways = self
            .ways
            .iter()
            .enumerate()
            .filter(|(i, _)| self.value_at(*i) >= value)
            .fold(0u64, |sum, (_, w)| sum.saturating_add(*w));
        Fraction::new(ways, self.total)
    }
}

impl From<Fraction> for Ratio {
    /// A probability as a ratio.
    fn from(f: Fraction) -> Ratio {
        Ratio::of(i128::from(f.numerator), i128::from(f.denominator)).unwrap_or(Ratio::ZERO)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// A probability is reduced as a [`Ratio`] is: the same terms, the same for every way
        /// of writing it, and it serialises as `{numerator, denominator}` (the `odds` JSON).
        #[test]
        fn fractions_are_reduced_ratios(n in any::<u32>(), d in 1u32.., k in 1u64..u64::from(u32::MAX)) {
            let (n, d) = (u64::from(n), u64::from(d));
            let f = Fraction::new(n, d);
            let r = Ratio::new(n as i64, d as i64).unwrap_or_default();
            prop_assert_eq!((i128::from(f.numerator), i128::from(f.denominator)),
                (r.numerator(), r.denominator()));
            prop_assert_eq!(Fraction::new(n * k, d * k), f);
            prop_assert_eq!(Ratio::from(f), r);
            prop_assert_eq!(Ratio::from(Fraction::new(2, 4)), Ratio::new(1, 2).unwrap_or_default());
            let fields = toml::Value::try_from(f).ok().and_then(|v| v.as_table().cloned());
            let keys: Vec<_> = fields.iter().flat_map(|t| t.keys().cloned()).collect();
            prop_assert_eq!(keys, ["denominator", "numerator"]);
        }
    }

    #[test]
    fn nought_and_no_denominator() {
        assert_eq!(Fraction::new(0, 6), Fraction { numerator: 0, denominator: 1 });
        assert_eq!(Fraction::new(4, 0), Fraction { numerator: 4, denominator: 1 });
        assert_eq!(Fraction::new(6, 36).to_string(), "1/6");
    }

    #[test]
    fn the_text_s_ranges() {
        let average = Distribution::dice(6, 1, 6, 1);
        assert_eq!((average.min(), average.max()), (7, 12));
        let fast = Distribution::dice(6, 1, 6, 2);
        assert_eq!(fast.values().map(|(v, _)| v).collect::<Vec<_>>(), [8, 10, 12, 14, 16, 18]);
        let double = Distribution::dice(12, 2, 6, 1);
        assert_eq!((double.min(), double.max()), (14, 24));
        assert_eq!(double.chance_of(19), Fraction::new(6, 36));
        let sum: f64 = double.values().map(|(_, p)| p.value()).sum();
        assert!((sum - 1.0).abs() < 1e-12);
    }
}
