//! Exact lengths on the table: micrometres in an integer, so inches (25 400 µm) and centimetres
//! (10 000 µm) convert exactly and sums never drift.

use std::fmt;

use serde::{Deserialize, Serialize};

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

    /// `n` whole inches.
    ///
    /// ```
    /// use umpire_minis::Length;
    /// assert_eq!(Length::inches(10), Length::cm_tenths(254));
    /// ```
    pub const fn inches(n: i64) -> Length {
        Length(n * INCH)
    }

    /// `n` whole centimetres.
    pub const fn cm(n: i64) -> Length {
        Length(n * CM)
    }

    /// `n` tenths of a centimetre (millimetres).
    pub const fn cm_tenths(n: i64) -> Length {
        Length(n * CM / 10)
    }

    /// A length of `value` in `unit`, rounded to the nearest micrometre.
    pub fn from_f64(value: f64, unit: Unit) -> Length {
        Length((value * unit.micrometres() as f64).round() as i64)
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

#[cfg(test)]
mod tests {
    use super::*;

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
