//! Exact signed fractions: the one rational number of the crate. Speeds and distances
//! ([`ExactLength`](crate::ExactLength) is a rational number of micrometres), times (periods),
//! thresholds and percentages are all `Ratio`s, so nothing is rounded anywhere in the rules;
//! rounding is for display only.

use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, Mul, Neg, Sub};
use std::str::FromStr;

use num_integer::Integer;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// An exact signed fraction, kept reduced with a positive denominator.
///
/// Arithmetic never panics: products and sums are reduced before they are formed, and a
/// result too large for 128 bits (far beyond any table) saturates. Comparisons are exact
/// whatever the size of the numbers.
///
/// ```
/// use umpire_minis::Ratio;
/// let wading: Ratio = "-1.5".parse().unwrap_or_default();
/// assert_eq!((Ratio::int(5) + wading).to_string(), "3.5");
/// assert_eq!(Ratio::new(1, 3).map(|r| r.to_string()), Some("1/3".to_owned()));
/// assert_eq!(Ratio::int(75).times_percent(75).to_string(), "56.25");
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

/// The greatest common divisor of `|a|` and `|b|`, 0 when both are 0, capped at `i128::MAX`
/// (only `i128::MIN` with 0 or with itself goes past it). The one gcd of the crate, `num-integer`'s, taken
/// in 64 bits when both numbers fit, as nearly all the rules' numbers do: a 64-bit gcd costs
/// about half a 128-bit one.
fn gcd(a: i128, b: i128) -> i128 {
    let (a, b) = (a.unsigned_abs(), b.unsigned_abs());
    let g = match (u64::try_from(a), u64::try_from(b)) {
        (Ok(a), Ok(b)) => u128::from(a.gcd(&b)),
        _ => a.gcd(&b),
    };
    i128::try_from(g).unwrap_or(i128::MAX)
}

impl Ratio {
    /// Nought.
    pub const ZERO: Ratio = Ratio { num: 0, den: 1 };
    /// One.
    pub const ONE: Ratio = Ratio { num: 1, den: 1 };
    /// The largest value arithmetic saturates at.
    const MAX: Ratio = Ratio { num: i128::MAX, den: 1 };

    /// A whole number.
    pub const fn int(n: i64) -> Ratio {
        Ratio { num: n as i128, den: 1 }
    }

    /// `n / d`, reduced; `None` when `d` is 0.
    pub fn new(n: i64, d: i64) -> Option<Ratio> {
        Ratio::of(n as i128, d as i128)
    }

    /// `n / d`, reduced with a positive denominator; `None` when `d` is 0. [`Fraction`]s are
    /// reduced here too.
    pub(crate) fn of(n: i128, d: i128) -> Option<Ratio> {
        if d == 0 {
            return None;
        }
        let g = gcd(n, d);
        let g = if g == 0 { 1 } else { g };
        let (n, d) = (n / g, d / g);
        // A denominator of i128::MIN cannot be negated; it cannot arise from reduced operands
        // short of saturation, which keeps within ±i128::MAX.
        Some(if d < 0 {
            Ratio { num: n.saturating_neg(), den: d.saturating_neg() }
        } else {
            Ratio { num: n, den: d }
        })
    }

    /// The saturated value of the sign of `positive`.
    const fn saturated(positive: bool) -> Ratio {
        if positive { Ratio::MAX } else { Ratio { num: -i128::MAX, den: 1 } }
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
        if other.num == 0 {
            return None;
        }
        let reciprocal = if other.num < 0 {
            Ratio { num: -other.den, den: other.num.saturating_neg() }
        } else {
            Ratio { num: other.den, den: other.num }
        };
        Some(self * reciprocal)
    }

    /// The largest whole number not above this.
    pub const fn floor(self) -> i128 {
        self.num.div_euclid(self.den)
    }

    /// The smallest whole number not below this.
    pub const fn ceil(self) -> i128 {
        let f = self.num.div_euclid(self.den);
        if self.num.rem_euclid(self.den) == 0 { f } else { f + 1 }
    }

    /// Whether this is a whole number.
    pub const fn is_whole(self) -> bool {
        self.den == 1
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
    pub fn percent(n: i64) -> Ratio {
        match Ratio::of(n as i128, 100) {
            Some(r) => r,
            None => Ratio::ZERO,
        }
    }

    /// `p` per cent of this, exactly.
    #[must_use]
    pub fn times_percent(self, p: u32) -> Ratio {
        self * Ratio::percent(i64::from(p))
    }

    /// To the nearest multiple of `1 / 10^places`, halves away from nought — for display
    /// only; the rules never round.
    #[must_use]
    pub fn rounded(self, places: u32) -> Ratio {
        let scale = 10i128.saturating_pow(places.min(30));
        let scaled = self * Ratio { num: scale, den: 1 };
        let twice =
            scaled.num.unsigned_abs().saturating_mul(2).saturating_add(scaled.den.unsigned_abs());
        let whole = twice / (2 * scaled.den.unsigned_abs());
        let whole = i128::try_from(whole).unwrap_or(i128::MAX);
        let whole = if scaled.num < 0 { -whole } else { whole };
        Ratio::of(whole, scale).unwrap_or(Ratio::ZERO)
    }

    /// As a float, for geometry and display.
    pub fn to_f64(self) -> f64 {
        self.num as f64 / self.den as f64
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
        let places = twos.max(fives);
        let scaled = 10i128.checked_pow(places).and_then(|s| self.num.checked_mul(s / self.den));
        let (true, Some(scaled)) = (rest == 1, scaled) else {
            return write!(f, "{}/{}", self.num, self.den);
        };
        let scale = 10i128.pow(places);
        let sign = if scaled < 0 { "-" } else { "" };
        let scaled = scaled.unsigned_abs();
        let scale = scale.unsigned_abs();
        let whole = scaled / scale;
        let frac = scaled % scale;
        write!(f, "{sign}{whole}.{frac:0width$}", width = places as usize)
    }
}

/// `a/b` against `c/d`, both denominators positive, without overflow: by whole parts, then
/// the reciprocals of the remainders.
fn compare(mut a: i128, mut b: i128, mut c: i128, mut d: i128) -> Ordering {
    let mut flipped = false;
    loop {
        let (p, q) = (a.div_euclid(b), c.div_euclid(d));
        if p != q {
            let o = p.cmp(&q);
            return if flipped { o.reverse() } else { o };
        }
        let (r, s) = (a.rem_euclid(b), c.rem_euclid(d));
        match (r == 0, s == 0) {
            (true, true) => return Ordering::Equal,
            (true, false) => return if flipped { Ordering::Greater } else { Ordering::Less },
            (false, true) => return if flipped { Ordering::Less } else { Ordering::Greater },
            (false, false) => {}
        }
        // a/b = p + r/b: compare r/b with s/d by b/r against d/s, the other way round.
        (a, b, c, d) = (b, r, d, s);
        flipped = !flipped;
    }
}

impl Ord for Ratio {
    fn cmp(&self, other: &Self) -> Ordering {
        match (self.num.checked_mul(other.den), other.num.checked_mul(self.den)) {
            (Some(x), Some(y)) => x.cmp(&y),
            _ => compare(self.num, self.den, other.num, other.den),
        }
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
        // a/b + c/d = (a·(d/g) + c·(b/g)) / (b/g·d), g = gcd(b, d).
        let g = gcd(self.den, other.den).max(1);
        let exact = (|| {
            let left = self.num.checked_mul(other.den / g)?;
            let right = other.num.checked_mul(self.den / g)?;
            let den = (self.den / g).checked_mul(other.den)?;
            Ratio::of(left.checked_add(right)?, den)
        })();
        exact.unwrap_or_else(|| Ratio::saturated(self.to_f64() + other.to_f64() >= 0.0))
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
        Ratio { num: self.num.saturating_neg(), den: self.den }
    }
}

impl Mul for Ratio {
    type Output = Ratio;
    fn mul(self, other: Ratio) -> Ratio {
        // Cross-reduced first: (a/g1)·(c/g2) / ((b/g2)·(d/g1)).
        let g1 = gcd(self.num, other.den).max(1);
        let g2 = gcd(other.num, self.den).max(1);
        let num = (self.num / g1).checked_mul(other.num / g2);
        let den = (self.den / g2).checked_mul(other.den / g1);
        match (num, den) {
            (Some(n), Some(d)) => Ratio::of(n, d).unwrap_or(Ratio::ZERO),
            // Too small to hold: nought is the nearest value there is.
            (Some(_), None) => Ratio::ZERO,
            (None, _) => Ratio::saturated((self.num < 0) == (other.num < 0)),
        }
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

impl Serialize for Ratio {
    /// As a text: `5`, `-3/2`, `1/3` (the same [`Ratio::fraction`] form the rules data read).
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.fraction())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use num_bigint::BigInt;
    use proptest::prelude::*;

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
        assert_eq!((r("7/2").ceil(), r("-7/2").ceil(), r("3").ceil()), (4, -3, 3));
        assert_eq!(Ratio::int(75).times_percent(75), r("56.25"));
    }

    #[test]
    fn display_rounds_only_when_asked() {
        assert_eq!(r("45/8").rounded(2).to_string(), "5.63");
        assert_eq!(r("-45/8").rounded(2).to_string(), "-5.63");
        assert_eq!(r("10/3").rounded(2).to_string(), "3.33");
        assert_eq!(r("18.225").rounded(1).to_string(), "18.2");
        assert_eq!(r("5").rounded(2).to_string(), "5");
        assert_eq!(r("45/8").to_string(), "5.625");
    }

    #[test]
    fn huge_numbers_neither_panic_nor_misorder() {
        let big = Ratio { num: i128::MAX / 3, den: 7 };
        let other = Ratio { num: i128::MAX / 3 - 1, den: 7 };
        assert!(big > other);
        assert_eq!(other.cmp(&big), Ordering::Less);
        assert_eq!(big.cmp(&big), Ordering::Equal);
        let a = Ratio { num: i128::MAX - 2, den: i128::MAX - 1 };
        let b = Ratio { num: i128::MAX - 3, den: i128::MAX - 2 };
        assert!(a > b, "(m-2)/(m-1) > (m-3)/(m-2)");
        assert!(Ratio { num: -5, den: i128::MAX } < Ratio { num: -4, den: i128::MAX });
        // Saturating, never panicking.
        let huge = Ratio::int(i64::MAX) * Ratio::int(i64::MAX) * Ratio::int(i64::MAX);
        assert!(huge > Ratio::int(i64::MAX));
        assert!((-huge) < Ratio::ZERO);
        let sum = huge + huge;
        assert!(sum.is_positive());
        let tiny = Ratio { num: 1, den: i128::MAX } * Ratio { num: 1, den: i128::MAX };
        assert!(tiny >= Ratio::ZERO && tiny < Ratio::ONE);
    }

    #[test]
    fn serialises_as_the_text_it_reads() {
        let value = toml::Value::try_from(r("-3/2")).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(value.as_str(), Some("-3/2"));
        let back: Ratio = value.try_into().unwrap_or_else(|e: toml::de::Error| panic!("{e}"));
        assert_eq!(back, r("-1.5"));
    }

    /// Any numerator, any positive denominator: small ones, and ones near the 128-bit limits
    /// where the products overflow and [`compare`] decides.
    fn terms() -> impl Strategy<Value = (i128, i128)> {
        prop_oneof![
            (-1_000i128..1_000, 1i128..1_000),
            (any::<i64>().prop_map(i128::from), (1..=i64::MAX).prop_map(i128::from)),
            (any::<i128>(), 1..=i128::MAX),
            ((i128::MAX - 1_000..=i128::MAX), (i128::MAX - 1_000..=i128::MAX)),
        ]
    }

    fn ratio((n, d): (i128, i128)) -> Ratio {
        Ratio::of(n, d).unwrap_or_else(|| panic!("{n}/{d} has a denominator"))
    }

    proptest! {
        /// The reduced form is canonical: a positive denominator with no factor in common with
        /// the numerator, so equal values have equal terms whatever they were written as.
        #[test]
        fn reduced_form_is_canonical(n in any::<i64>(), d in any::<i64>(), k in 1i64..1_000_000) {
            prop_assume!(d != 0);
            let r = Ratio::new(n, d).unwrap_or_default();
            prop_assert!(r.denominator() > 0);
            let common = num_integer::Integer::gcd(
                &BigInt::from(r.numerator()),
                &BigInt::from(r.denominator()),
            );
            prop_assert_eq!(common, BigInt::from(1));
            let (n, d, k) = (i128::from(n), i128::from(d), i128::from(k));
            for same in [ratio((n * k, d * k)), ratio((-n * k, -d * k))] {
                prop_assert_eq!(same, r);
                prop_assert_eq!((same.numerator(), same.denominator()), (r.numerator(), r.denominator()));
            }
        }

        /// Ordering agrees with cross-multiplication in unbounded integers, even where the
        /// 128-bit products overflow.
        #[test]
        fn ordering_agrees_with_cross_multiplication(a in terms(), b in terms()) {
            let (x, y) = (ratio(a), ratio(b));
            let left = BigInt::from(x.numerator()) * BigInt::from(y.denominator());
            let right = BigInt::from(y.numerator()) * BigInt::from(x.denominator());
            prop_assert_eq!(x.cmp(&y), left.cmp(&right));
            prop_assert_eq!(y.cmp(&x), right.cmp(&left));
            prop_assert_eq!(x == y, left == right);
            // The value itself is unchanged by the reduction.
            prop_assert_eq!(
                BigInt::from(x.numerator()) * BigInt::from(a.1),
                BigInt::from(a.0) * BigInt::from(x.denominator())
            );
        }
    }
}
