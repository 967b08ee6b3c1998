//! Exact dice distributions: how likely each move distance is, as fractions, by convolution.

use serde::{Deserialize, Serialize};

/// An exact probability, `numerator / denominator`, kept reduced.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Fraction {
    /// The numerator.
    pub numerator: u64,
    /// The denominator (never 0).
    pub denominator: u64,
}

const fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

impl Fraction {
    /// `n / d`, reduced (`d` of 0 reads as 1).
    pub const fn new(n: u64, d: u64) -> Fraction {
        let d = if d == 0 { 1 } else { d };
        let g = gcd(n, d);
        let g = if g == 0 { 1 } else { g };
        Fraction { numerator: n / g, denominator: d / g }
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
    pub fn dice(fixed: u64, dice: u32, sides: u64, multiplier: u64) -> Distribution {
        let mut ways = vec![1u64];
        for _ in 0..dice {
            let mut next = vec![0u64; ways.len() + sides as usize - 1];
            for (i, w) in ways.iter().enumerate() {
                for face in 0..sides as usize {
                    next[i + face] += w;
                }
            }
            ways = next;
        }
        let total = sides.saturating_pow(dice);
        Distribution {
            offset: fixed + multiplier * u64::from(dice),
            step: multiplier.max(1),
            ways,
            total,
        }
    }

    /// The smallest value.
    pub fn min(&self) -> u64 {
        self.offset
    }

    /// The largest value.
    pub fn max(&self) -> u64 {
        self.offset + self.step * (self.ways.len() as u64).saturating_sub(1)
    }

    /// Each value with its exact chance, smallest first.
    pub fn values(&self) -> impl Iterator<Item = (u64, Fraction)> + '_ {
        self.ways
            .iter()
            .enumerate()
            .map(|(i, w)| (self.offset + self.step * i as u64, Fraction::new(*w, self.total)))
    }

    /// The chance of exactly `value`.
    pub fn chance_of(&self, value: u64) -> Fraction {
        self.values().find(|(v, _)| *v == value).map_or(Fraction::new(0, 1), |(_, p)| p)
    }

    /// The chance of `value` or more.
    pub fn chance_at_least(&self, value: u64) -> Fraction {
        let ways: u64 = self
            .ways
            .iter()
            .enumerate()
            .filter(|(i, _)| self.offset + self.step * *i as u64 >= value)
            .map(|(_, w)| w)
            .sum();
        Fraction::new(ways, self.total)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
