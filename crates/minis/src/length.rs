//! Exact lengths on the table: micrometres in an integer ([`Length`]), so inches (25 400 µm)
//! and centimetres (10 000 µm) convert exactly and sums never drift; and the lengths the rules
//! work out ([`ExactLength`]): a rational number of micrometres, so 75% of 7.5 cm is 45/8 cm
//! and a third of 10 cm is 10/3 cm, exactly.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::ratio::Ratio;

/// A length on the table, in micrometres. Straight legs measured between two points are rounded
/// to the nearest micrometre (the one rounding rule); everything else is exact.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
pub struct Length(i64);

/// Micrometres in an inch.
const INCH: i64 = 25_400;
/// Micrometres in a centimetre.
const CM: i64 = 10_000;

impl Length {
    /// No length.
    pub const ZERO: Length = Length(0);

    /// A length of `um` micrometres.
    pub const fn from_micrometres(um: i64) -> Length {
        Length(um)
    }

    /// `n` whole inches, saturating at ±[`Length::MAX`] (3.6 × 10^14 inches) rather than
    /// wrapping.
    ///
    /// ```
    /// use umpire_minis::Length;
    /// assert_eq!(Length::inches(10), Length::cm_tenths(254));
    /// ```
    pub const fn inches(n: i64) -> Length {
        Length(n.saturating_mul(INCH))
    }

    /// `n` whole centimetres (saturating, as [`Length::inches`]).
    pub const fn cm(n: i64) -> Length {
        Length(n.saturating_mul(CM))
    }

    /// `n` tenths of a centimetre (millimetres; saturating, as [`Length::inches`]).
    pub const fn cm_tenths(n: i64) -> Length {
        Length(n.saturating_mul(CM / 10))
    }

    /// The longest length there is: about 9.2 × 10^18 µm (9,200 km), where the arithmetic of
    /// lengths saturates. A table side is at most 1 km (`MAX_SIDE`), so no length measured on
    /// a table comes near it.
    pub const MAX: Length = Length(i64::MAX);

    /// A length of `value` in `unit`, rounded to the nearest micrometre; saturating at
    /// ±[`Length::MAX`], and 0 for NaN. Use [`Length::try_from_f64`] for a number a user gave.
    pub fn from_f64(value: f64, unit: Unit) -> Length {
        Length((value * unit.micrometres() as f64).round() as i64)
    }

    /// A length of `value` in `unit`, rounded to the nearest micrometre, or `None` for a value
    /// that is no number (`nan`, `inf`) or beyond ±[`Length::MAX`].
    ///
    /// ```
    /// use umpire_minis::{Length, Unit};
    /// assert_eq!(Length::try_from_f64(2.5, Unit::Cm), Some(Length::cm_tenths(25)));
    /// assert_eq!(Length::try_from_f64(1e300, Unit::Cm), None);
    /// assert_eq!(Length::try_from_f64(f64::NAN, Unit::Inch), None);
    /// ```
    pub fn try_from_f64(value: f64, unit: Unit) -> Option<Length> {
        let um = (value * unit.micrometres() as f64).round();
        // i64::MAX as f64 is 2^63, one past i64::MAX: refuse it and everything beyond.
        (um.is_finite() && um.abs() < i64::MAX as f64).then_some(Length(um as i64))
    }

    /// The micrometres.
    pub const fn micrometres(self) -> i64 {
        self.0
    }

    /// The length in `unit`, as a float (for geometry and display).
    pub fn in_unit(self, unit: Unit) -> f64 {
        self.0 as f64 / unit.micrometres() as f64
    }

    /// The sum, saturating.
    #[must_use]
    pub const fn plus(self, other: Length) -> Length {
        Length(self.0.saturating_add(other.0))
    }

    /// The difference, never below zero.
    #[must_use]
    pub const fn minus(self, other: Length) -> Length {
        let d = self.0.saturating_sub(other.0);
        Length(if d < 0 { 0 } else { d })
    }

    /// Whether the length is a whole number of `unit`s.
    pub const fn is_whole(self, unit: Unit) -> bool {
        self.0 % unit.micrometres() == 0
    }

    /// The length written in `unit`, to two decimals without trailing zeros (`8"`, `2.54 cm`).
    pub fn display(self, unit: Unit) -> String {
        if self.is_whole(unit) {
            return format!("{}{}", self.0 / unit.micrometres(), unit.symbol());
        }
        let text = format!("{:.2}", self.in_unit(unit));
        let text = text.trim_end_matches('0').trim_end_matches('.');
        format!("{text}{}", unit.symbol())
    }
}

/// A unit of length.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Unit {
    /// Inches (`"`).
    #[default]
    Inch,
    /// Centimetres.
    Cm,
}

impl Unit {
    /// Micrometres in one of this unit.
    pub const fn micrometres(self) -> i64 {
        match self {
            Unit::Inch => INCH,
            Unit::Cm => CM,
        }
    }

    /// How lengths in this unit are written: `"` or ` cm`.
    pub const fn symbol(self) -> &'static str {
        match self {
            Unit::Inch => "\"",
            Unit::Cm => " cm",
        }
    }
}

impl fmt::Display for Length {
    /// In inches.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.display(Unit::Inch))
    }
}

/// A length the rules work out, exactly: a rational number of micrometres (a [`Ratio`]).
/// Percentages of speeds, deductions and shares of a period never round; 1/3 cm is 1/3 cm.
/// Only [`ExactLength::display`] rounds, for people; [`ExactLength::exact`] writes the exact
/// value, and [`ExactLength::floor`] gives the whole micrometres a point on the table needs.
/// With serde it is its micrometres as a fraction text (`"56250"`, `"100000/3"`).
///
/// ```
/// use umpire_minis::{ExactLength, Length, Ratio, Unit};
/// let speed = ExactLength::from(Length::cm_tenths(75)).percent(75);
/// assert_eq!(speed, ExactLength::cm(Ratio::new(45, 8).unwrap_or_default()));
/// assert_eq!((speed.exact(Unit::Cm), speed.display(Unit::Cm)), ("5.625 cm".to_owned(), "5.63 cm".to_owned()));
/// let third = ExactLength::cm(Ratio::new(10, 3).unwrap_or_default());
/// assert_eq!((third.exact(Unit::Cm), third.floor()), ("10/3 cm".to_owned(), Length::from_micrometres(33_333)));
/// ```
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
pub struct ExactLength(Ratio);

impl ExactLength {
    /// No length.
    pub const ZERO: ExactLength = ExactLength(Ratio::ZERO);

    /// A length of `um` micrometres.
    pub const fn from_micrometres(um: Ratio) -> ExactLength {
        ExactLength(um)
    }

    /// A length of `value` in `unit`.
    pub fn in_units(value: Ratio, unit: Unit) -> ExactLength {
        ExactLength(value * Ratio::int(unit.micrometres()))
    }

    /// A length of `value` centimetres.
    pub fn cm(value: Ratio) -> ExactLength {
        ExactLength::in_units(value, Unit::Cm)
    }

    /// The micrometres, exactly.
    pub const fn micrometres(self) -> Ratio {
        self.0
    }

    /// The length in `unit`, exactly.
    pub fn in_unit(self, unit: Unit) -> Ratio {
        self.0.checked_div(Ratio::int(unit.micrometres())).unwrap_or(Ratio::ZERO)
    }

    /// `p` per cent of this length.
    #[must_use]
    pub fn percent(self, p: u32) -> ExactLength {
        ExactLength(self.0.times_percent(p))
    }

    /// This length times `factor`.
    #[must_use]
    pub fn times(self, factor: Ratio) -> ExactLength {
        ExactLength(self.0 * factor)
    }

    /// The sum.
    #[must_use]
    pub fn plus(self, other: ExactLength) -> ExactLength {
        ExactLength(self.0 + other.0)
    }

    /// The difference, never below zero.
    #[must_use]
    pub fn minus(self, other: ExactLength) -> ExactLength {
        ExactLength(self.0 - other.0).at_least_zero()
    }

    /// This length, or zero if it is below zero.
    #[must_use]
    pub fn at_least_zero(self) -> ExactLength {
        if self.0.is_negative() { ExactLength::ZERO } else { self }
    }

    /// The whole micrometres at or below this length (never below zero): where a point on the
    /// table, whose coordinates are whole micrometres, must stand.
    pub fn floor(self) -> Length {
        let um = self.0.floor().max(0);
        Length::from_micrometres(i64::try_from(um).unwrap_or(i64::MAX))
    }

    /// Whether it is a whole number of micrometres, so a [`Length`] holds it exactly.
    pub fn is_micrometres(self) -> bool {
        self.0.is_whole()
    }

    /// The length written exactly in `unit`: a whole number or terminating decimal where it is
    /// one (`5.625 cm`), else a fraction (`10/3 cm`).
    pub fn exact(self, unit: Unit) -> String {
        format!("{}{}", self.in_unit(unit), unit.symbol())
    }

    /// The length in `unit`, exactly, as a fraction (`45/8`, `5`), for tools.
    pub fn fraction(self, unit: Unit) -> String {
        self.in_unit(unit).fraction()
    }

    /// The length written in `unit` to two decimals at most, halves away from nought
    /// (`5.63 cm`, `8"`), for display: the rules never round.
    pub fn display(self, unit: Unit) -> String {
        format!("{}{}", self.in_unit(unit).rounded(2), unit.symbol())
    }
}

impl From<Length> for ExactLength {
    fn from(length: Length) -> ExactLength {
        ExactLength(Ratio::int(length.micrometres()))
    }
}

impl PartialEq<Length> for ExactLength {
    fn eq(&self, other: &Length) -> bool {
        *self == ExactLength::from(*other)
    }
}

impl PartialOrd<Length> for ExactLength {
    fn partial_cmp(&self, other: &Length) -> Option<std::cmp::Ordering> {
        Some(self.cmp(&ExactLength::from(*other)))
    }
}

impl fmt::Display for ExactLength {
    /// Exactly, in centimetres (the speed-table rules' unit).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.exact(Unit::Cm))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exact_lengths_keep_what_micrometres_cannot() {
        let third = ExactLength::cm(Ratio::new(1, 3).unwrap_or_default());
        assert!(!third.is_micrometres());
        assert_eq!(third.plus(third).plus(third), Length::cm(1));
        assert_eq!(third.display(Unit::Cm), "0.33 cm");
        assert_eq!(third.exact(Unit::Cm), "1/3 cm");
        assert_eq!(third.fraction(Unit::Cm), "1/3");
        assert_eq!(ExactLength::from(Length::inches(1)).exact(Unit::Cm), "2.54 cm");
        assert_eq!(third.minus(Length::cm(1).into()), ExactLength::ZERO);
        assert!(third < Length::cm(1) && third > Length::ZERO);
        let speed = ExactLength::from(Length::cm_tenths(75)).percent(75);
        assert_eq!(speed.display(Unit::Cm), "5.63 cm");
        assert_eq!(speed.floor(), Length::from_micrometres(56_250));
        assert_eq!(ExactLength::from(Length::cm(5)).display(Unit::Cm), "5 cm");
    }

    #[test]
    fn units_convert_exactly() {
        assert_eq!(Length::inches(10).micrometres(), 254_000);
        assert_eq!(Length::cm(254), Length::inches(100));
        assert_eq!(Length::inches(12).display(Unit::Inch), "12\"");
        assert_eq!(Length::cm(5).display(Unit::Cm), "5 cm");
        assert_eq!(Length::inches(1).display(Unit::Cm), "2.54 cm");
        assert_eq!(Length::inches(3).minus(Length::inches(5)), Length::ZERO);
    }
}
