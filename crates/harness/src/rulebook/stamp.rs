//! What the book says of when it was made and how its pages reach the files they name: the
//! run's date, and links relative to the pages' folder (so no page carries an absolute path).

use std::path::{Component, Path};
use std::time::{SystemTime, UNIX_EPOCH};

use super::html::href;

/// `2026-12-01 21:19 UTC`: a moment as the pages show it.
pub fn utc_date_time(time: SystemTime) -> String {
    let seconds = time.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let days = i64::try_from(seconds / 86_400).unwrap_or(0);
    let (year, month, day) = civil_from_days(days);
    let of_day = seconds % 86_400;
    format!("{year:04}-{month:02}-{day:02} {:02}:{:02} UTC", of_day / 3600, of_day % 3600 / 60)
}

/// The calendar date of a count of days since 1970-01-01 (proleptic Gregorian; Howard
/// Hinnant's `civil_from_days`).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, u32::try_from(month).unwrap_or(1), u32::try_from(day).unwrap_or(1))
}

/// The link from a page in the folder `from` to the file `to`, both absolute: `../` for each
/// folder of `from` not shared, then the rest of `to`, percent-encoded.
pub fn relative_href(from: &Path, to: &Path) -> String {
    let normal = |path: &Path| -> Vec<String> {
        let mut parts: Vec<String> = Vec::new();
        for component in path.components() {
            match component {
                Component::Normal(part) => parts.push(part.to_string_lossy().into_owned()),
                Component::ParentDir => {
                    parts.pop();
                }
                Component::CurDir | Component::RootDir | Component::Prefix(_) => {}
            }
        }
        parts
    };
    let (from, to) = (normal(from), normal(to));
    let shared = from.iter().zip(&to).take_while(|(a, b)| a == b).count();
    let mut parts: Vec<String> = vec!["..".to_owned(); from.len() - shared];
    parts.extend(to[shared..].iter().cloned());
    href(&parts.join("/"))
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    #[test]
    fn moments_are_written_in_utc() {
        assert_eq!(utc_date_time(UNIX_EPOCH), "1970-01-01 00:00 UTC");
        // 2026-12-01 21:19:05 UTC, and a leap day.
        let at = |s| UNIX_EPOCH + Duration::from_secs(s);
        assert_eq!(utc_date_time(at(1_796_159_945)), "2026-12-01 21:19 UTC");
        assert_eq!(utc_date_time(at(1_709_164_800)), "2024-02-29 00:00 UTC");
    }

    #[test]
    fn links_are_relative_to_the_pages_folder() {
        let book = Path::new("/w/target/rulebook");
        assert_eq!(
            relative_href(book, Path::new("/w/features/hex/a b.feature")),
            "../../features/hex/a%20b.feature"
        );
        assert_eq!(relative_href(book, Path::new("/w/target/rulebook/x.html")), "x.html");
        assert_eq!(
            relative_href(book, Path::new("/home/e/my.feature")),
            "../../../home/e/my.feature"
        );
        assert_eq!(relative_href(Path::new("/w/./b/../b"), Path::new("/w/f")), "../f");
    }
}
