//! Editions of a ruleset: the base text, or the text with every erratum up to a date.

use std::fmt;
use std::str::FromStr;

/// A calendar date, `YYYY-MM-DD`, as errata are dated.
///
/// ```
/// use umpire_scenario::errata::Date;
/// let date: Date = "2026-12-01".parse()?;
/// assert_eq!(date.to_string(), "2026-12-01");
/// assert!("2026-13-01".parse::<Date>().is_err());
/// assert!("2026-02-30".parse::<Date>().is_err()); // no such day
/// assert!("2028-02-29".parse::<Date>().is_ok()); // a leap year
/// # Ok::<(), String>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    year: u16,
    month: u8,
    day: u8,
}

impl FromStr for Date {
    type Err = String;

    fn from_str(text: &str) -> Result<Date, String> {
        let wrong = || format!("{text:?} is not a date: write YYYY-MM-DD, e.g. \"2026-12-01\"");
        let mut parts = text.split('-');
        let (Some(y), Some(m), Some(d), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return Err(wrong());
        };
        if y.len() != 4 || m.len() != 2 || d.len() != 2 {
            return Err(wrong());
        }
        let year: u16 = y.parse().map_err(|_| wrong())?;
        let month: u8 = m.parse().map_err(|_| wrong())?;
        let day: u8 = d.parse().map_err(|_| wrong())?;
        if !(1..=12).contains(&month) {
            return Err(wrong());
        }
        let days = days_in(year, month);
        if day == 0 || day > days {
            return Err(format!("{text:?} is not a date: {year:04}-{month:02} has {days} days"));
        }
        Ok(Date { year, month, day })
    }
}

/// The days of `month` (1–12) of `year` in the Gregorian calendar.
fn days_in(year: u16, month: u8) -> u8 {
    let leap = year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400));
    match month {
        2 if leap => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

impl serde::Serialize for Date {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

/// Which edition of a ruleset's rules a scenario is judged by.
///
/// A scenario pins one with `edition = "base"` or `edition = "2026-12-01"` in its `[rules]`;
/// without a pin it is judged by the latest edition (every erratum).
///
/// ```
/// use umpire_scenario::errata::Edition;
/// assert_eq!("base".parse::<Edition>()?, Edition::Base);
/// assert_eq!("latest".parse::<Edition>()?, Edition::Latest);
/// assert_eq!("2026-12-01".parse::<Edition>()?.to_string(), "2026-12-01");
/// # Ok::<(), String>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Edition {
    /// The rules as published, without errata.
    Base,
    /// The rules with every erratum dated on or before this day.
    AsOf(Date),
    /// The rules with every erratum.
    #[default]
    Latest,
}

impl Edition {
    /// Whether an erratum dated `date` is part of this edition.
    pub fn includes(self, date: Date) -> bool {
        match self {
            Edition::Base => false,
            Edition::AsOf(day) => date <= day,
            Edition::Latest => true,
        }
    }
}

impl FromStr for Edition {
    type Err = String;

    fn from_str(text: &str) -> Result<Edition, String> {
        match text {
            "base" => Ok(Edition::Base),
            "latest" => Ok(Edition::Latest),
            // A date of a month too short for its day says so; anything else gets the forms.
            _ => text.parse().map(Edition::AsOf).map_err(|error: String| {
                if error.ends_with(" days") {
                    error
                } else {
                    format!(
                        "{text:?} is no edition: write \"base\", \"latest\" or a date such as \
                         \"2026-12-01\""
                    )
                }
            }),
        }
    }
}

impl fmt::Display for Edition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Edition::Base => f.write_str("base"),
            Edition::AsOf(date) => date.fmt(f),
            Edition::Latest => f.write_str("latest"),
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn dates_order_by_day() {
        let a: Date = "2026-01-31".parse().unwrap();
        let b: Date = "2026-02-01".parse().unwrap();
        assert!(a < b);
        assert!(Edition::AsOf(b).includes(a));
        assert!(!Edition::AsOf(a).includes(b));
        assert!(!Edition::Base.includes(a));
        assert!(Edition::Latest.includes(b));
    }

    #[test]
    fn malformed_dates_are_refused() {
        for text in ["2026-1-01", "26-01-01", "2026-00-10", "2026-01-32", "2026-01-01-01", ""] {
            assert!(text.parse::<Date>().is_err(), "{text}");
        }
        assert!("newest".parse::<Edition>().unwrap_err().contains("\"base\""));
    }
}
