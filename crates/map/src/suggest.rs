//! Nearest known names for misspelt ones, in bounded work.
//!
//! Every "did you mean" of umpire comes from here: [`nearest`] (a likely misspelling, or none),
//! [`closest`] (the least distant candidate, however far) and [`nearest_by`] (either, over
//! candidates of any type). The work of one search is bounded whatever the user typed: a name
//! or candidate longer than [`SUGGEST_MAX_CHARS`] is not compared, a candidate whose length alone
//! puts it out of reach is skipped before it is compared, at most [`SUGGEST_MAX_CANDIDATES`]
//! candidates are looked at, and the comparisons of one search fill at most
//! [`SUGGEST_MAX_CELLS`] cells of the edit-distance table (then the best found so far is the
//! answer). The limits are our choice, not any ruleset's.

/// The longest name or candidate, in characters (after normalising), that a search compares:
/// a longer one gets no suggestion. Our choice: the length limit of ids and names
/// ([`MAX_NAME_CHARS`]), so a name that may be written at all may be suggested.
pub const SUGGEST_MAX_CHARS: usize = MAX_NAME_CHARS;

/// The most candidates one search looks at; the ones after are not compared. Our choice:
/// every hex of a 316 × 316 map.
pub const SUGGEST_MAX_CANDIDATES: usize = 100_000;

/// The most edit-distance cells (one character of the name against one of a candidate) the
/// comparisons of one search fill; once they are spent the best candidate found so far is the
/// answer. Our choice: a few tens of milliseconds.
pub const SUGGEST_MAX_CELLS: usize = 1 << 25;

/// The longest id or name (a unit, a place, a side, a clause, a terrain…) a file may give, in
/// characters. Our choice, not any ruleset's: readers refuse a longer one at its key.
pub const MAX_NAME_CHARS: usize = 256;

/// The longest path a file may name (an orders file's `scenario`, an include), in characters.
/// Our choice, not any ruleset's: readers refuse a longer one at its key.
pub const MAX_PATH_CHARS: usize = 1024;

/// The candidate nearest to `name`, if one is close enough to be a likely misspelling: at most
/// a third of the name's letters (and at least one, but never all of them) inserted, deleted,
/// changed or swapped, ignoring case, `-`, `_` and spaces. Rulesets use it to suggest the
/// name meant in their own error messages. The work is bounded as [`nearest_by`] says: a
/// name longer than [`SUGGEST_MAX_CHARS`] gets no suggestion.
///
/// ```
/// let terrain = ["clear", "forest", "swamp"];
/// assert_eq!(umpire_map::nearest("swmap", terrain), Some("swamp".to_owned()));
/// assert_eq!(umpire_map::nearest("desert", terrain), None);
/// // Candidates may be owned: a map's hex ids made as they are compared.
/// assert_eq!(umpire_map::nearest("0102", (1..4).map(|n| format!("010{n}"))), Some("0102".into()));
/// ```
pub fn nearest<I>(name: &str, candidates: I) -> Option<String>
where
    I: IntoIterator,
    I::Item: AsRef<str>,
{
    let wanted = normalise_bounded(name)?;
    let length = wanted.chars().count();
    let within = (length / 3).max(1);
    let (distance, found) = nearest_by(&wanted, candidates, |c| normalise(c.as_ref()), within)?;
    // A candidate sharing no letter with the name (`x` for `f`) is no suggestion.
    (distance < length || distance == 0).then(|| found.as_ref().to_owned())
}

/// The candidate least distant from `name` (compared as given: no normalising), however far,
/// within the bounds [`nearest_by`] keeps; `None` when there is none to compare (no
/// candidate, or `name` longer than [`SUGGEST_MAX_CHARS`]). For lists where the nearest entry
/// always helps (clause ids, the files of a folder).
///
/// ```
/// assert_eq!(umpire_map::closest("STR-3.1-2", ["STR-3.1-02", "STR-4"]), Some("STR-3.1-02"));
/// assert_eq!(umpire_map::closest(&"x".repeat(1_000_000), ["STR-3.1-02"]), None);
/// ```
pub fn closest<'a>(name: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    nearest_by(name, candidates, |c| *c, usize::MAX).map(|(_, c)| c)
}

/// The first candidate at the least distance from `name`, no more than `within` edits away
/// (inserted, deleted, changed or swapped characters), comparing `name` with `text(candidate)`
/// as given; and that distance. Bounded whatever the user typed: `name` or a text longer
/// than [`SUGGEST_MAX_CHARS`] characters is not compared, at most [`SUGGEST_MAX_CANDIDATES`]
/// candidates are looked at and at most [`SUGGEST_MAX_CELLS`] cells filled.
///
/// ```
/// let phrases = ["the scenario file …", "the distance from … to … is …"];
/// let found = umpire_map::nearest_by("the scenaro file …", phrases, |p| *p, usize::MAX);
/// assert_eq!(found, Some((1, "the scenario file …")));
/// ```
pub fn nearest_by<T, S: AsRef<str>>(
    name: &str,
    candidates: impl IntoIterator<Item = T>,
    mut text: impl FnMut(&T) -> S,
    within: usize,
) -> Option<(usize, T)> {
    let wanted = chars_bounded(name)?;
    let mut table = Table::default();
    let mut best: Option<(usize, T)> = None;
    for candidate in candidates.into_iter().take(SUGGEST_MAX_CANDIDATES) {
        let limit = best.as_ref().map_or(within, |(d, _)| d.saturating_sub(1));
        let Some(other) = chars_bounded(text(&candidate).as_ref()) else { continue };
        if let Some(distance) = table.distance(&wanted, &other, limit) {
            best = Some((distance, candidate));
            if distance == 0 {
                break;
            }
        }
        if table.cells >= SUGGEST_MAX_CELLS {
            break;
        }
    }
    best
}

/// The characters of `text`, if it has at most [`SUGGEST_MAX_CHARS`] of them (found without
/// reading further than that).
fn chars_bounded(text: &str) -> Option<Vec<char>> {
    let chars: Vec<char> = text.chars().take(SUGGEST_MAX_CHARS + 1).collect();
    (chars.len() <= SUGGEST_MAX_CHARS).then_some(chars)
}

/// [`normalise`]d `name`, unless it is longer than [`SUGGEST_MAX_CHARS`] characters once
/// normalised (found without normalising all of a long name).
fn normalise_bounded(name: &str) -> Option<String> {
    let kept = name.chars().filter(|c| !matches!(c, '-' | '_' | ' '));
    let mut out = String::new();
    for (i, c) in kept.enumerate() {
        if i >= SUGGEST_MAX_CHARS {
            return None;
        }
        out.extend(c.to_lowercase());
    }
    Some(out)
}

/// The rows of the edit-distance table, kept between comparisons, and the cells filled.
#[derive(Debug, Default)]
struct Table {
    /// The row before the last.
    before: Vec<usize>,
    /// The last row.
    last: Vec<usize>,
    /// The row being filled.
    row: Vec<usize>,
    /// Cells filled so far, in every comparison.
    cells: usize,
}

impl Table {
    /// The optimal-string-alignment distance of `a` and `b` (insertions, deletions, changes
    /// and swaps of two neighbours, each 1), if it is at most `within`: a difference of
    /// lengths past `within` is refused without filling a cell, and the filling stops at the
    /// first row whose every cell is past `within`.
    fn distance(&mut self, a: &[char], b: &[char], within: usize) -> Option<usize> {
        if a.len().abs_diff(b.len()) > within {
            return None;
        }
        let m = b.len();
        self.before.clear();
        self.before.resize(m + 1, 0);
        self.last.clear();
        self.last.extend(0..=m);
        self.row.clear();
        self.row.resize(m + 1, 0);
        for (i, &ca) in a.iter().enumerate() {
            self.row[0] = i + 1;
            let mut least = self.row[0];
            for (j, &cb) in b.iter().enumerate() {
                let change = self.last[j] + usize::from(ca != cb);
                let mut cell = change.min(self.last[j + 1] + 1).min(self.row[j] + 1);
                if i > 0 && j > 0 && ca == b[j - 1] && a[i - 1] == cb {
                    cell = cell.min(self.before[j - 1] + 1);
                }
                self.row[j + 1] = cell;
                least = least.min(cell);
            }
            self.cells += m;
            if least > within {
                return None;
            }
            std::mem::swap(&mut self.before, &mut self.last);
            std::mem::swap(&mut self.last, &mut self.row);
        }
        let distance = self.last[m];
        (distance <= within).then_some(distance)
    }
}

/// `name` lower-cased without `-`, `_` or spaces, for loose comparisons (`Major River` and
/// `major-river` normalise alike).
///
/// ```
/// assert_eq!(umpire_map::normalise("Major River"), umpire_map::normalise("major-river"));
/// ```
pub fn normalise(name: &str) -> String {
    name.chars().filter(|c| !matches!(c, '-' | '_' | ' ')).flat_map(char::to_lowercase).collect()
}

/// `text` padded with spaces at its end to `width` characters (unchanged when it is as long
/// already). Unlike `format!("{text:<width$}")` it never panics, however wide: the standard
/// formatter refuses a width past `u16::MAX`, which a user's id can pass.
///
/// ```
/// assert_eq!(umpire_map::pad_end("ab", 4), "ab  ");
/// assert_eq!(umpire_map::pad_end(&"x".repeat(70_000), 70_001).len(), 70_001);
/// ```
pub fn pad_end(text: &str, width: usize) -> String {
    let mut out = String::from(text);
    out.extend(std::iter::repeat_n(' ', width.saturating_sub(text.chars().count())));
    out
}

/// `text` padded with spaces at its start to `width` characters: [`pad_end`] aligned right.
///
/// ```
/// assert_eq!(umpire_map::pad_start("ab", 4), "  ab");
/// ```
pub fn pad_start(text: &str, width: usize) -> String {
    let mut out: String =
        std::iter::repeat_n(' ', width.saturating_sub(text.chars().count())).collect();
    out.push_str(text);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typos_find_their_names() {
        let terrain = ["clear", "forest", "swamp", "mountain"];
        assert_eq!(nearest("swmap", terrain), Some("swamp".into()));
        assert_eq!(nearest("Forrest", terrain), Some("forest".into()));
        assert_eq!(nearest("mountian", terrain), Some("mountain".into()));
        assert_eq!(nearest("desert", terrain), None);
        assert_eq!(nearest("", terrain), None);
        assert_eq!(nearest("x", [".", "f"]), None);
        assert_eq!(nearest("F", [".", "f"]), Some("f".into()));
        assert_eq!(nearest("north east", ["north-east", "north"]), Some("north-east".into()));
    }

    #[test]
    fn distances_count_edits_and_swaps() {
        let chars = |s: &str| s.chars().collect::<Vec<_>>();
        let mut table = Table::default();
        let mut d = |a: &str, b: &str| table.distance(&chars(a), &chars(b), usize::MAX);
        assert_eq!(d("kitten", "sitting"), Some(3));
        assert_eq!(d("swmap", "swamp"), Some(1));
        assert_eq!(d("", "abc"), Some(3));
        assert_eq!(d("abc", ""), Some(3));
        assert_eq!(d("ca", "abc"), Some(3));
        assert_eq!(table.distance(&chars("kitten"), &chars("sitting"), 2), None);
    }

    #[test]
    fn a_name_far_longer_than_every_candidate_is_compared_with_none() {
        let mut table = Table::default();
        let long: Vec<char> = "x".repeat(200).chars().collect();
        assert_eq!(table.distance(&long, &['x'], 66), None);
        assert_eq!(table.cells, 0, "lengths alone rule it out");
    }

    #[test]
    fn a_name_past_the_cut_off_gets_no_suggestion() {
        let long = "a".repeat(SUGGEST_MAX_CHARS + 1);
        let candidates = [long.as_str(), "a"];
        assert_eq!(nearest(&long, candidates), None);
        assert_eq!(closest(&long, candidates), None);
        let four_mib = "STR-3.1-02".repeat(400_000);
        assert_eq!(closest(&four_mib, ["STR-3.1-02"]), None);
        // Separators do not count: a long name of dashes normalises to nothing.
        assert_eq!(nearest(&"-".repeat(1_000_000), ["a"]), None);
        let at_the_cut_off = "a".repeat(SUGGEST_MAX_CHARS);
        assert_eq!(nearest(&at_the_cut_off, [at_the_cut_off.as_str()]), Some(at_the_cut_off));
    }

    #[test]
    fn the_candidates_compared_are_counted() {
        let mut seen = 0;
        let hexes = (0..1_000_000).map(|n| {
            seen += 1;
            format!("{n:06}")
        });
        assert_eq!(nearest("zzzzzz", hexes), None);
        assert_eq!(seen, SUGGEST_MAX_CANDIDATES);
    }

    #[test]
    fn the_cells_filled_are_bounded() {
        // Candidates as long as the cut-off, each as far as can be from the name: the search
        // stops once its cells are spent, with the best so far.
        let name = "a".repeat(SUGGEST_MAX_CHARS);
        let far = "b".repeat(SUGGEST_MAX_CHARS);
        let mut seen = 0;
        let candidates = std::iter::repeat_with(|| {
            seen += 1;
            far.as_str()
        })
        .take(SUGGEST_MAX_CANDIDATES);
        assert_eq!(closest(&name, candidates), Some(far.as_str()));
        let per_comparison = SUGGEST_MAX_CHARS * SUGGEST_MAX_CHARS;
        assert!(seen <= SUGGEST_MAX_CELLS / per_comparison + 1, "{seen} candidates compared");
    }

    #[test]
    fn the_closest_breaks_ties_by_order() {
        assert_eq!(closest("ab", ["ax", "ay"]), Some("ax"));
        assert_eq!(closest("ab", ["zz", "ab", "ax"]), Some("ab"));
        assert_eq!(closest("ab", std::iter::empty()), None);
    }

    #[test]
    fn padding_never_panics() {
        let wide = "u".repeat(65_534);
        assert_eq!(pad_end(&wide, 65_540).chars().count(), 65_540);
        assert_eq!(pad_start("é", 3), "  é");
        assert_eq!(pad_end("long", 2), "long");
    }
}
