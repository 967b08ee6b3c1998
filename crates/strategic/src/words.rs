//! Names in messages as the rules write them: a nationality, faction or country id (`italian`,
//! `us`, `western`, `rumania`) capitalised (`Italian`, `US`, `Western`, `Rumania`), behind the
//! indefinite article it takes (`an Italian`), and counts with their nouns (`1 unit`, `2 units`).

/// The id `id` as a proper name: each word capitalised, a word of two letters or fewer written
/// as initials (`us` → `US`); a phrase (a text with a space, such as `a hex of no country`) is
/// kept as it is.
pub(crate) fn proper(id: &str) -> String {
    if id.contains(' ') {
        return id.to_owned();
    }
    id.split('-')
        .map(|word| {
            if word.len() <= 2 {
                return word.to_uppercase();
            }
            let mut chars = word.chars();
            chars.next().map_or_else(String::new, |first| {
                first.to_uppercase().chain(chars).collect::<String>()
            })
        })
        .collect::<Vec<_>>()
        .join("-")
}

/// `words` behind the indefinite article it takes: `a British`, `an Italian`.
pub(crate) fn a_or_an(words: &str) -> String {
    let vowel = words.chars().next().is_some_and(|c| "aeiouAEIOU".contains(c));
    format!("{} {words}", if vowel { "an" } else { "a" })
}

/// `count` of `noun`, the noun in the plural unless the count is one: `1 unit`, `2 units`.
pub(crate) fn count<N: std::fmt::Display + TryInto<u64> + Copy>(count: N, noun: &str) -> String {
    if count.try_into().ok() == Some(1) { format!("1 {noun}") } else { format!("{count} {noun}s") }
}

/// `names`, each a proper name, joined by `and` (`or`): `British and US`.
pub(crate) fn proper_list(names: &[String], and: &str) -> String {
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
    fn names_read_as_the_rules_write_them() {
        assert_eq!(
            a_or_an(&format!("{} standard convoy", proper("italian"))),
            "an Italian standard convoy"
        );
        assert_eq!(a_or_an(&proper("british")), "a British");
        assert_eq!(proper("us"), "US");
        assert_eq!(proper("a hex of no country"), "a hex of no country");
        assert_eq!(
            proper_list(&["british".into(), "us".into(), "french".into()], "or"),
            "British, US or French"
        );
        assert_eq!((count(1u32, "unit"), count(2u32, "unit")), ("1 unit".into(), "2 units".into()));
    }
}
