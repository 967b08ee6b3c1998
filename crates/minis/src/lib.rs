//! Miniatures movement on an open table, measured with a tape: exact table geometry (what a
//! straight leg or a route crosses: terrain spans and linear obstacles), and the dice-rolled
//! movement rules of `shared/seeds/001_…txt` with the exact odds of every distance.
//!
//! The table is a [`umpire_map::Map`] whose places are points and whose leg is a [`Measure`]:
//! the same seam the hex rulesets use. Lengths are exact integers of micrometres, so inches
//! and centimetres convert exactly; a straight leg's length is rounded to the nearest micrometre.
//!
//! # Example: a fast platoon on a triple chain
//!
//! ```
//! use umpire_minis::Distribution;
//! let d = Distribution::dice(18, 3, 6, 2);
//! assert_eq!((d.min(), d.max()), (24, 54));
//! assert_eq!(d.chance_of(54).to_string(), "1/216");
//! ```

mod dice;
mod geometry;
mod length;
mod load;
mod odds;
pub mod speed;
mod table;

pub use dice::{
    Backwards, Chains, DICE_RULES, DiceData, DiceGame, GroupRule, MoveOrder, Moved, SpeedClass,
    UnitMoved,
};
pub use geometry::Point;
pub use length::{Length, Unit};
pub use load::{TableError, TableScenario, TableUnit, load_table};
pub use odds::{Distribution, Fraction};
pub use table::{Area, Feature, Measure, OPEN, Span, Table};

/// The candidate nearest to `name`: at most a third of its letters different, ignoring case,
/// `-`, `_` and spaces.
pub(crate) fn nearest<'a>(
    name: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Option<String> {
    let normalise = |s: &str| -> String {
        s.chars().filter(|c| !matches!(c, '-' | '_' | ' ')).flat_map(char::to_lowercase).collect()
    };
    let wanted = normalise(name);
    let limit = (wanted.chars().count() / 3).max(1);
    candidates
        .into_iter()
        .map(|c| (strsim::damerau_levenshtein(&wanted, &normalise(c)), c))
        .filter(|(d, _)| *d <= limit && *d < wanted.chars().count())
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c.to_owned())
}
