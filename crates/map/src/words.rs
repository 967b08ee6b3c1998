//! Words in messages as the rules write them, for every ruleset: an id made a proper name
//! (`union` → `Union`, `us` → `US`), a noun behind the indefinite article it takes
//! (`an ironclad`, `a unit`), and a count with its noun (`1 unit`, `2 units`).
//!
//! ```
//! use umpire_map::words::{a_or_an, count, proper};
//! assert_eq!(proper("union"), "Union");
//! assert_eq!(a_or_an("ironclad"), "an ironclad");
//! assert_eq!(a_or_an("unit"), "a unit");
//! assert_eq!(count(2, "order"), "2 orders");
//! ```

/// The id `id` as a proper name: each word (between hyphens) capitalised, a word of two
/// letters or fewer written as initials (`us` → `US`); a phrase (a text with a space) is kept
/// as it is.
pub fn proper(id: &str) -> String {
    if id.contains(' ') {
        return id.to_owned();
    }
    id.split('-')
        .map(|word| {
            if word.len() <= 2 {
                return word.to_uppercase();
            }
            let mut chars = word.chars();
            chars
                .next()
                .map_or_else(String::new, |first| first.to_uppercase().chain(chars).collect())
        })
        .collect::<Vec<_>>()
        .join("-")
}

/// `words` behind the indefinite article its sound takes: `a British`, `an Italian`,
/// `an ironclad`, `a unit`, `a one-step unit`, `an HQ`.
pub fn a_or_an(words: &str) -> String {
    format!("{} {words}", if takes_an(words) { "an" } else { "a" })
}

/// Whether `words` is said with a vowel sound first.
fn takes_an(words: &str) -> bool {
    let first = words.split([' ', '-']).next().unwrap_or_default();
    let lower = first.to_lowercase();
    // Initials are read letter by letter: `an HQ`, `an MP`, `a US`.
    let initials = first.len() > 1 && first.chars().all(|c| c.is_ascii_uppercase());
    if initials {
        return first.chars().next().is_some_and(|c| "AEFHILMNORSX".contains(c));
    }
    const SAID_WITH_Y_OR_W: [&str; 5] = ["uni", "use", "usu", "eu", "one"];
    const SILENT_H: [&str; 3] = ["hour", "honest", "heir"];
    if SAID_WITH_Y_OR_W.iter().any(|p| lower.starts_with(p)) {
        return false;
    }
    SILENT_H.iter().any(|p| lower.starts_with(p))
        || lower.chars().next().is_some_and(|c| "aeiou".contains(c))
}

/// `count` of `noun`, the noun in the plural (an `s` added) unless the count is one:
/// `1 unit`, `2 units`, `0 units`; `1/2 section` for a fraction below one is left to the caller.
pub fn count<N: std::fmt::Display + TryInto<u64> + Copy>(count: N, noun: &str) -> String {
    let one = count.try_into().ok() == Some(1);
    if one { format!("{count} {noun}") } else { format!("{count} {noun}s") }
}

/// `names`, each made a proper name, joined by commas and `and` (or `or`): `British, US and
/// French`.
pub fn proper_list(names: &[String], and: &str) -> String {
    let names: Vec<String> = names.iter().map(|n| proper(n)).collect();
    match names.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} {and} {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_articles_read_as_english() {
        assert_eq!(a_or_an(&format!("{} convoy", proper("italian"))), "an Italian convoy");
        assert_eq!(a_or_an("artillery unit"), "an artillery unit");
        assert_eq!(a_or_an("infantry unit"), "an infantry unit");
        assert_eq!(a_or_an("river transport"), "a river transport");
        assert_eq!(a_or_an("HQ"), "an HQ");
        assert_eq!(a_or_an("US convoy"), "a US convoy");
        assert_eq!(a_or_an("European power"), "a European power");
        assert_eq!(a_or_an("hour"), "an hour");
        assert_eq!(a_or_an(""), "a ");
        assert_eq!(proper("confederate"), "Confederate");
        assert_eq!(proper("a hex of no country"), "a hex of no country");
        assert_eq!(
            proper_list(&["british".into(), "us".into(), "french".into()], "or"),
            "British, US or French"
        );
        assert_eq!((count(1u32, "unit"), count(0u32, "unit")), ("1 unit".into(), "0 units".into()));
    }
}
