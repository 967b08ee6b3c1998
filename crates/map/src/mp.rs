//! Exact movement points.
//!
//! Hex rulesets price moves in movement points with halves, thirds and other small fractions
//! (half-MP roads, third-MP rails). [`Mp`] stores them as an integer count of
//! [`Mp::DENOMINATOR`]ths of a point, so sums and comparisons are exact and never flicker the way
//! floats do.

use std::fmt;
use std::iter::Sum;
use std::ops::{Add, AddAssign, Mul};
use std::str::FromStr;

use num_integer::Integer;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// An exact, non-negative amount of movement points.
///
/// Stored as a whole number of [`Mp::DENOMINATOR`]ths of a point. 120 divides evenly by 2, 3, 4,
/// 5, 6, 8, 10 and 12, so halves, thirds, quarters, fifths, sixths, eighths, tenths and twelfths add
/// up exactly. Costs can never go negative: subtraction is [`Mp::checked_sub`] or
/// [`Mp::saturating_sub`].
///
/// ```
/// use umpire_map::Mp;
/// let half: Mp = "1/2".parse()?;
/// let third: Mp = "1/3".parse()?;
/// assert_eq!(half + half, Mp::whole(1));
/// assert_eq!(third + third + third, Mp::whole(1));
/// assert_eq!((half + third).to_string(), "5/6");
/// assert_eq!("2.5".parse::<Mp>()?, "2 1/2".parse::<Mp>()?);
/// # Ok::<(), umpire_map::MpParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Mp(u32);

impl Mp {
    /// How many units make one movement point.
    pub const DENOMINATOR: u32 = 120;
    /// No movement points.
    pub const ZERO: Mp = Mp(0);
    /// One movement point.
    pub const ONE: Mp = Mp(Self::DENOMINATOR);
    /// The largest amount representable.
    pub const MAX: Mp = Mp(u32::MAX);

    /// `points` whole movement points (saturating at [`Mp::MAX`]).
    #[must_use]
    pub const fn whole(points: u32) -> Mp {
        Mp(points.saturating_mul(Self::DENOMINATOR))
    }

    /// The fraction `numerator / denominator` of a movement point, if it is exactly
    /// representable (the denominator divides 120 after reduction) and in range.
    ///
    /// ```
    /// use umpire_map::Mp;
    /// assert_eq!(Mp::fraction(3, 2), Some("1 1/2".parse().unwrap()));
    /// assert_eq!(Mp::fraction(1, 7), None);
    /// ```
    #[must_use]
    pub const fn fraction(numerator: u32, denominator: u32) -> Option<Mp> {
        if denominator == 0 {
            return None;
        }
        let scaled = numerator as u64 * Self::DENOMINATOR as u64;
        if !scaled.is_multiple_of(denominator as u64) {
            return None;
        }
        let raw = scaled / denominator as u64;
        if raw > u32::MAX as u64 {
            return None;
        }
        Some(Mp(raw as u32))
    }

    /// Builds an amount from its raw count of 1/120 points (for hot loops and storage).
    #[must_use]
    pub const fn from_raw(raw: u32) -> Mp {
        Mp(raw)
    }

    /// The raw count of 1/120 points.
    #[must_use]
    pub const fn raw(self) -> u32 {
        self.0
    }

    /// `self - other`, or `None` if that would go below zero.
    #[must_use]
    pub const fn checked_sub(self, other: Mp) -> Option<Mp> {
        match self.0.checked_sub(other.0) {
            Some(raw) => Some(Mp(raw)),
            None => None,
        }
    }

    /// `self - other`, stopping at zero.
    #[must_use]
    pub const fn saturating_sub(self, other: Mp) -> Mp {
        Mp(self.0.saturating_sub(other.0))
    }

    /// `self + other`, or `None` on overflow.
    #[must_use]
    pub const fn checked_add(self, other: Mp) -> Option<Mp> {
        match self.0.checked_add(other.0) {
            Some(raw) => Some(Mp(raw)),
            None => None,
        }
    }

    /// This amount scaled by `factor` (`Mp` as a ratio: `1/2` halves), rounded down to the
    /// nearest 1/120, or `None` on overflow.
    ///
    /// ```
    /// use umpire_map::Mp;
    /// let half = Mp::fraction(1, 2).unwrap();
    /// assert_eq!(Mp::whole(9).checked_scale(half), Mp::fraction(9, 2));
    /// ```
    #[must_use]
    pub const fn checked_scale(self, factor: Mp) -> Option<Mp> {
        match (self.0 as u64).checked_mul(factor.0 as u64) {
            Some(product) => {
                let scaled = product / Self::DENOMINATOR as u64;
                if scaled > u32::MAX as u64 { None } else { Some(Mp(scaled as u32)) }
            }
            None => None,
        }
    }

    /// Whether this is a whole number of points.
    #[must_use]
    pub const fn is_whole(self) -> bool {
        self.0.is_multiple_of(Self::DENOMINATOR)
    }
}

impl Add for Mp {
    type Output = Mp;
    /// Saturates at [`Mp::MAX`] rather than wrapping.
    fn add(self, other: Mp) -> Mp {
        Mp(self.0.saturating_add(other.0))
    }
}

impl AddAssign for Mp {
    fn add_assign(&mut self, other: Mp) {
        *self = *self + other;
    }
}

impl Mul<u32> for Mp {
    type Output = Mp;
    /// Saturates at [`Mp::MAX`] rather than wrapping.
    fn mul(self, times: u32) -> Mp {
        Mp(self.0.saturating_mul(times))
    }
}

impl Sum for Mp {
    fn sum<I: Iterator<Item = Mp>>(iter: I) -> Mp {
        iter.fold(Mp::ZERO, Add::add)
    }
}

impl fmt::Display for Mp {
    /// Whole points print as `2`; fractions as a reduced mixed number, `1/2` or `2 1/3`.
    /// The output always parses back to the same value.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let whole = self.0 / Self::DENOMINATOR;
        let rest = self.0 % Self::DENOMINATOR;
        if rest == 0 {
            return write!(f, "{whole}");
        }
        let divisor = rest.gcd(&Self::DENOMINATOR);
        let (num, den) = (rest / divisor, Self::DENOMINATOR / divisor);
        if whole == 0 { write!(f, "{num}/{den}") } else { write!(f, "{whole} {num}/{den}") }
    }
}

/// Why a text is not a movement-point amount.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MpParseError {
    /// Nothing was given.
    #[error("expected a movement-point amount such as `2`, `1/2`, `0.5` or `1 1/2`, found nothing")]
    Empty,
    /// The text is not a number, a decimal or a fraction.
    #[error(
        "`{0}` is not a movement-point amount: write a whole number (`2`), a decimal (`0.5`), a fraction (`1/2`) or a mixed number (`1 1/2`)"
    )]
    Malformed(String),
    /// Movement points are never negative.
    #[error("`{0}` is negative: movement-point amounts are never below zero")]
    Negative(String),
    /// The fraction cannot be held exactly.
    #[error("`{0}` is not a whole number of 1/120 movement points, so it cannot be held exactly")]
    Inexact(String),
    /// The amount is too large.
    #[error("`{0}` is too large for a movement-point amount")]
    TooLarge(String),
}

fn parse_u32(digits: &str, text: &str) -> Result<u32, MpParseError> {
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(MpParseError::Malformed(text.to_owned()));
    }
    digits.parse().map_err(|_| MpParseError::TooLarge(text.to_owned()))
}

fn parse_decimal(body: &str, text: &str) -> Result<Mp, MpParseError> {
    let (int_part, frac_part) = body.split_once('.').unwrap_or((body, ""));
    let whole =
        if int_part.is_empty() && !frac_part.is_empty() { 0 } else { parse_u32(int_part, text)? };
    let mut raw = u64::from(whole) * u64::from(Mp::DENOMINATOR);
    if body.contains('.') {
        let digits = frac_part.trim_end_matches('0');
        if !frac_part.bytes().all(|b| b.is_ascii_digit()) || frac_part.is_empty() {
            return Err(MpParseError::Malformed(text.to_owned()));
        }
        if digits.len() > 9 {
            return Err(MpParseError::Inexact(text.to_owned()));
        }
        let numerator = if digits.is_empty() { 0 } else { parse_u32(digits, text)? };
        let scale = 10u64.pow(u32::try_from(digits.len()).unwrap_or(9));
        let scaled = u64::from(numerator) * u64::from(Mp::DENOMINATOR);
        if scaled % scale != 0 {
            return Err(MpParseError::Inexact(text.to_owned()));
        }
        raw += scaled / scale;
    }
    u32::try_from(raw).map(Mp).map_err(|_| MpParseError::TooLarge(text.to_owned()))
}

fn parse_fraction(body: &str, text: &str) -> Result<Mp, MpParseError> {
    let (whole, fraction) = match body.split_once(' ') {
        Some((whole, fraction)) => (parse_u32(whole.trim(), text)?, fraction.trim()),
        None => (0, body),
    };
    let (num, den) =
        fraction.split_once('/').ok_or_else(|| MpParseError::Malformed(text.to_owned()))?;
    let (num, den) = (parse_u32(num.trim(), text)?, parse_u32(den.trim(), text)?);
    if den == 0 {
        return Err(MpParseError::Malformed(text.to_owned()));
    }
    let part = Mp::fraction(num, den).ok_or_else(|| MpParseError::Inexact(text.to_owned()))?;
    Mp::whole(whole)
        .checked_add(part)
        .filter(|_| whole < u32::MAX / Mp::DENOMINATOR)
        .ok_or_else(|| MpParseError::TooLarge(text.to_owned()))
}

impl FromStr for Mp {
    type Err = MpParseError;

    /// Accepts `2`, `0.5`, `.5`, `1/2`, `3/2` and `1 1/2` (surrounding spaces are ignored).
    fn from_str(text: &str) -> Result<Mp, MpParseError> {
        let body = text.trim();
        if body.is_empty() {
            return Err(MpParseError::Empty);
        }
        if body.starts_with('-') {
            return Err(MpParseError::Negative(text.to_owned()));
        }
        let body = body.strip_prefix('+').unwrap_or(body);
        if body.contains('/') { parse_fraction(body, text) } else { parse_decimal(body, text) }
    }
}

impl Serialize for Mp {
    /// Whole amounts serialise as integers, others as their text (`"1/2"`).
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if self.is_whole() {
            serializer.serialize_u32(self.0 / Self::DENOMINATOR)
        } else {
            serializer.collect_str(self)
        }
    }
}

impl<'de> Deserialize<'de> for Mp {
    /// Accepts an integer (`2`), a float written in the data (`0.5`, converted through its
    /// shortest decimal text, so `0.1` means exactly one tenth) or a string (`"1/3"`).
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Mp, D::Error> {
        struct Visitor;
        impl serde::de::Visitor<'_> for Visitor {
            type Value = Mp;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a movement-point amount such as 2, 0.5 or \"1/2\"")
            }
            fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<Mp, E> {
                u32::try_from(v)
                    .ok()
                    .filter(|&v| v <= u32::MAX / Mp::DENOMINATOR)
                    .map(Mp::whole)
                    .ok_or_else(|| E::custom(MpParseError::TooLarge(v.to_string())))
            }
            fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<Mp, E> {
                match u64::try_from(v) {
                    Ok(v) => self.visit_u64(v),
                    Err(_) => Err(E::custom(MpParseError::Negative(v.to_string()))),
                }
            }
            fn visit_f64<E: serde::de::Error>(self, v: f64) -> Result<Mp, E> {
                self.visit_str(&v.to_string())
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Mp, E> {
                v.parse().map_err(E::custom)
            }
        }
        deserializer.deserialize_any(Visitor)
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn mp(text: &str) -> Mp {
        text.parse().unwrap()
    }

    #[test]
    fn parses_every_written_form() {
        assert_eq!(mp("2"), Mp::whole(2));
        assert_eq!(mp("0.5"), Mp::fraction(1, 2).unwrap());
        assert_eq!(mp(".5"), mp("1/2"));
        assert_eq!(mp("1 1/2"), mp("3/2"));
        assert_eq!(mp(" 1.25 "), mp("5/4"));
        assert_eq!(mp("2.0"), Mp::whole(2));
        assert_eq!(mp("0.1") * 10, Mp::ONE);
    }

    #[test]
    fn refuses_bad_text_with_a_reason() {
        assert_eq!("".parse::<Mp>(), Err(MpParseError::Empty));
        assert!(matches!("abc".parse::<Mp>(), Err(MpParseError::Malformed(_))));
        assert!(matches!("1/0".parse::<Mp>(), Err(MpParseError::Malformed(_))));
        assert!(matches!("-1".parse::<Mp>(), Err(MpParseError::Negative(_))));
        assert!(matches!("1/7".parse::<Mp>(), Err(MpParseError::Inexact(_))));
        assert!(matches!("0.001".parse::<Mp>(), Err(MpParseError::Inexact(_))));
        assert!(matches!("99999999999".parse::<Mp>(), Err(MpParseError::TooLarge(_))));
        assert!(matches!("1.".parse::<Mp>(), Err(MpParseError::Malformed(_))));
        assert!(matches!("1 /2".parse::<Mp>(), Err(MpParseError::Malformed(_))));
        assert!(matches!("1//2".parse::<Mp>(), Err(MpParseError::Malformed(_))));
    }

    #[test]
    fn halves_and_thirds_add_exactly() {
        let sixth = mp("1/2") + mp("1/3") + mp("1/6");
        assert_eq!(sixth, Mp::ONE);
        assert_eq!(mp("1/3").to_string(), "1/3");
        assert_eq!(mp("7/3").to_string(), "2 1/3");
        assert_eq!(Mp::whole(3).to_string(), "3");
        assert_eq!(Mp::ZERO.checked_sub(Mp::ONE), None);
        assert_eq!(Mp::ONE.saturating_sub(Mp::whole(2)), Mp::ZERO);
    }

    #[test]
    fn serde_reads_integers_floats_and_text() {
        #[derive(Deserialize, Serialize, Debug, PartialEq)]
        struct Row {
            a: Mp,
            b: Mp,
            c: Mp,
        }
        let row: Row = toml::from_str("a = 2\nb = 0.5\nc = \"1/3\"").unwrap();
        assert_eq!(row, Row { a: mp("2"), b: mp("1/2"), c: mp("1/3") });
        let text = toml::to_string(&row).unwrap();
        assert_eq!(toml::from_str::<Row>(&text).unwrap(), row);
        assert!(toml::from_str::<Row>("a = -1\nb = 1\nc = 1").is_err());
    }

    proptest! {
        #[test]
        fn display_parses_back(raw in 0u32..u32::MAX / 2) {
            let value = Mp::from_raw(raw);
            prop_assert_eq!(value.to_string().parse::<Mp>(), Ok(value));
        }

        /// The fraction printed is in lowest terms, over a divisor of 120.
        #[test]
        fn display_is_reduced(raw in 0u32..u32::MAX / 2) {
            let text = Mp::from_raw(raw).to_string();
            if let Some((head, den)) = text.split_once('/') {
                let num: u32 = head.rsplit(' ').next().unwrap_or(head).parse().unwrap();
                let den: u32 = den.parse().unwrap();
                prop_assert!(num < den && Mp::DENOMINATOR.is_multiple_of(den));
                prop_assert!((2..=num).all(|p| !num.is_multiple_of(p) || !den.is_multiple_of(p)), "{text}");
            } else {
                prop_assert!(Mp::from_raw(raw).is_whole());
            }
        }

        #[test]
        fn sums_of_halves_and_thirds_are_exact(halves in 0u32..10_000, thirds in 0u32..10_000) {
            let half = Mp::fraction(1, 2).unwrap();
            let third = Mp::fraction(1, 3).unwrap();
            let total: Mp = std::iter::repeat_n(half, halves as usize)
                .chain(std::iter::repeat_n(third, thirds as usize))
                .sum();
            prop_assert_eq!(total, Mp::fraction(3 * halves + 2 * thirds, 6).unwrap());
        }

        #[test]
        fn addition_never_goes_below_either_term(a in any::<u32>(), b in any::<u32>()) {
            let sum = Mp::from_raw(a) + Mp::from_raw(b);
            prop_assert!(sum >= Mp::from_raw(a) && sum >= Mp::from_raw(b));
        }
    }
}
