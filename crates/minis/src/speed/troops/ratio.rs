//! Exact signed fractions for speeds (cm), times (periods) and thresholds: no rounding anywhere.

use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, Mul, Neg, Sub};
use std::str::FromStr;

use serde::{Deserialize, Deserializer};

/// An exact signed fraction, kept reduced with a positive denominator.
///
/// ```
/// use umpire_minis::speed::troops::Ratio;
/// let wading: Ratio = "-1.5".parse().unwrap_or_default();
/// assert_eq!((Ratio::int(5) + wading).to_string(), "3.5");
/// assert_eq!(Ratio::new(1, 3).map(|r| r.to_string()), Some("1/3".to_owned()));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Ratio {
    num: i128,
    den: i128,
}

impl Default for Ratio {
    fn default() -> Self {
        Ratio::ZERO
    }
}

const fn gcd(a: i128, b: i128) -> i128 {
    let (mut a, mut b) = (a.abs(), b.abs());
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

impl Ratio {
    /// Nought.
    pub const ZERO: Ratio = Ratio { num: 0, den: 1 };
    /// One.
    pub const ONE: Ratio = Ratio { num: 1, den: 1 };

    /// A whole number.
    pub const fn int(n: i64) -> Ratio {
        Ratio { num: n as i128, den: 1 }
    }

    /// `n / d`, reduced; `None` when `d` is 0.
    pub const fn new(n: i64, d: i64) -> Option<Ratio> {
        Ratio::of(n as i128, d as i128)
    }

    const fn of(n: i128, d: i128) -> Option<Ratio> {
        if d == 0 {
            return None;
        }
        let g = gcd(n, d);
        let g = if g == 0 { 1 } else { g };
        let sign = if d < 0 { -1 } else { 1 };
        Some(Ratio { num: sign * n / g, den: sign * d / g })
    }

    /// The numerator (sign included) of the reduced fraction.
    pub const fn numerator(self) -> i128 {
        self.num
    }

    /// The denominator (always positive) of the reduced fraction.
    pub const fn denominator(self) -> i128 {
        self.den
    }

    /// This divided by `other`; `None` when `other` is 0.
    pub fn checked_div(self, other: Ratio) -> Option<Ratio> {
        Ratio::of(self.num * other.den, self.den * other.num)
    }

    /// The largest whole number not above this.
    pub const fn floor(self) -> i128 {
        self.num.div_euclid(self.den)
    }

    /// Whether this is below nought.
    pub const fn is_negative(self) -> bool {
        self.num < 0
    }

    /// Whether this is above nought.
    pub const fn is_positive(self) -> bool {
        self.num > 0
    }

    /// A percentage: `n` / 100.
    pub const fn percent(n: i64) -> Ratio {
        match Ratio::of(n as i128, 100) {
            Some(r) => r,
            None => Ratio::ZERO,
        }
    }

    /// Written as a fraction (`1/4`, `3/2`, `5`), where [`Display`](fmt::Display) writes a
    /// terminating decimal (`0.25`, `1.5`).
    pub fn fraction(self) -> String {
        if self.den == 1 { self.num.to_string() } else { format!("{}/{}", self.num, self.den) }
    }
}

impl fmt::Display for Ratio {
    /// A whole number (`5`), a terminating decimal (`3.5`, `0.25`, `-1.5`) or, when the decimal
    /// would not end, a fraction (`2/3`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.den == 1 {
            return write!(f, "{}", self.num);
        }
        let mut rest = self.den;
        let (mut twos, mut fives) = (0u32, 0u32);
        while rest % 2 == 0 {
            rest /= 2;
            twos += 1;
        }
        while rest % 5 == 0 {
            rest /= 5;
            fives += 1;
        }
        if rest != 1 {
            return write!(f, "{}/{}", self.num, self.den);
        }
        let places = twos.max(fives);
        let scale = 10i128.pow(places);
        let scaled = self.num * (scale / self.den);
        let sign = if scaled < 0 { "-" } else { "" };
        let scaled = scaled.abs();
        let whole = scaled / scale;
        let frac = scaled % scale;
        write!(f, "{sign}{whole}.{frac:0width$}", width = places as usize)
    }
}

impl Ord for Ratio {
    fn cmp(&self, other: &Self) -> Ordering {
        (self.num * other.den).cmp(&(other.num * self.den))
    }
}

impl PartialOrd for Ratio {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Add for Ratio {
    type Output = Ratio;
    fn add(self, other: Ratio) -> Ratio {
        Ratio::of(self.num * other.den + other.num * self.den, self.den * other.den)
            .unwrap_or(Ratio::ZERO)
    }
}

impl Sub for Ratio {
    type Output = Ratio;
    fn sub(self, other: Ratio) -> Ratio {
        self + (-other)
    }
}

impl Neg for Ratio {
    type Output = Ratio;
    fn neg(self) -> Ratio {
        Ratio { num: -self.num, den: self.den }
    }
}

impl Mul for Ratio {
    type Output = Ratio;
    fn mul(self, other: Ratio) -> Ratio {
        Ratio::of(self.num * other.num, self.den * other.den).unwrap_or(Ratio::ZERO)
    }
}

impl std::iter::Sum for Ratio {
    fn sum<I: Iterator<Item = Ratio>>(iter: I) -> Ratio {
        iter.fold(Ratio::ZERO, Add::add)
    }
}

impl From<i64> for Ratio {
    fn from(n: i64) -> Ratio {
        Ratio::int(n)
    }
}

/// Why a text is not a number.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RatioError(String);

impl fmt::Display for RatioError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} is not a number: write 5, -1.5, 1/4 or 1 1/2", self.0)
    }
}

impl std::error::Error for RatioError {}

impl FromStr for Ratio {
    type Err = RatioError;

    /// `5`, `+2`, `-1.5`, `1/4`, `-3/2`, `1 1/2` (a whole number and a fraction), `½`, `¼`, `¾`.
    fn from_str(text: &str) -> Result<Ratio, RatioError> {
        let fail = || RatioError(text.to_owned());
        let t = text.trim().replace('½', " 1/2").replace('¼', " 1/4").replace('¾', " 3/4");
        let t = t.trim();
        let (negative, body) = match t.strip_prefix('-') {
            Some(rest) => (true, rest.trim()),
            None => (false, t.strip_prefix('+').unwrap_or(t).trim()),
        };
        if body.is_empty() {
            return Err(fail());
        }
        let parts: Vec<&str> = body.split_whitespace().collect();
        let value = match parts.as_slice() {
            [one] => simple(one).ok_or_else(fail)?,
            [whole, frac] if frac.contains('/') => {
                simple(whole).ok_or_else(fail)? + simple(frac).ok_or_else(fail)?
            }
            _ => return Err(fail()),
        };
        Ok(if negative { -value } else { value })
    }
}

/// `5`, `1.25` or `3/4`, unsigned.
fn simple(text: &str) -> Option<Ratio> {
    if let Some((n, d)) = text.split_once('/') {
        let n: i64 = n.parse().ok()?;
        let d: i64 = d.parse().ok()?;
        return if n < 0 || d <= 0 { None } else { Ratio::new(n, d) };
    }
    if let Some((whole, frac)) = text.split_once('.') {
        if frac.is_empty() || frac.len() > 12 || !frac.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let whole: i64 = if whole.is_empty() { 0 } else { whole.parse().ok()? };
        let scale = 10i64.pow(frac.len() as u32);
        let frac: i64 = frac.parse().ok()?;
        if whole < 0 {
            return None;
        }
        return Ratio::new(whole.checked_mul(scale)?.checked_add(frac)?, scale);
    }
    let n: i64 = text.parse().ok()?;
    if n < 0 { None } else { Some(Ratio::int(n)) }
}

impl<'de> Deserialize<'de> for Ratio {
    /// An integer (`5`) or a text (`"-1.5"`, `"1/4"`).
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Raw {
            Whole(i64),
            Text(String),
        }
        match Raw::deserialize(deserializer)? {
            Raw::Whole(n) => Ok(Ratio::int(n)),
            Raw::Text(t) => t.parse().map_err(serde::de::Error::custom),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(text: &str) -> Ratio {
        text.parse().unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn reads_and_writes_numbers() {
        assert_eq!(r("-1.5"), Ratio::new(-3, 2).unwrap_or_default());
        assert_eq!(r("1 1/2"), r("3/2"));
        assert_eq!(r("½"), r("0.5"));
        assert_eq!(r("+2"), Ratio::int(2));
        assert_eq!(r("2/3").to_string(), "2/3");
        assert_eq!(r("-0.25").to_string(), "-0.25");
        assert_eq!(r("33/100").to_string(), "0.33");
        assert_eq!(r("3/2").fraction(), "3/2");
        assert!("x".parse::<Ratio>().is_err());
        assert!("1/0".parse::<Ratio>().is_err());
    }

    #[test]
    fn arithmetic_is_exact() {
        assert_eq!(r("1/3") + r("2/3"), Ratio::ONE);
        assert_eq!(r("3/2") * r("2/3"), Ratio::ONE);
        assert_eq!(r("7").checked_div(r("4")), Some(r("7/4")));
        assert!(r("1/4") < r("1/3"));
        assert_eq!(r("-1/2").floor(), -1);
    }
}
