//! Nearest known names for misspelt ones.

/// The candidate nearest to `name`, if one is close enough to be a likely misspelling: at most
/// a third of the name's letters (and at least one, but never all of them) inserted, deleted,
/// changed or swapped, ignoring case, `-`, `_` and spaces. Rulesets use it to suggest the
/// name meant in their own error messages.
///
/// ```
/// let terrain = ["clear", "forest", "swamp"];
/// assert_eq!(umpire_map::nearest("swmap", terrain), Some("swamp".to_owned()));
/// assert_eq!(umpire_map::nearest("desert", terrain), None);
/// ```
pub fn nearest<'a>(name: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<String> {
    let wanted = normalise(name);
    let length = wanted.chars().count();
    let limit = (length / 3).max(1);
    let mut best: Option<(usize, &str)> = None;
    for candidate in candidates {
        let distance = strsim::damerau_levenshtein(&wanted, &normalise(candidate));
        // A candidate sharing no letter with the name (`x` for `f`) is no suggestion.
        let close = distance <= limit && (distance < length || distance == 0);
        if close && best.is_none_or(|(d, _)| distance < d) {
            best = Some((distance, candidate));
        }
    }
    best.map(|(_, c)| c.to_owned())
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
}
