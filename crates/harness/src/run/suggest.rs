//! The nearest step phrase to a step no definition matches: each definition's regular
//! expression read back as a phrase (`the distance from … to … is … hexes`), and the phrase
//! with the fewest edits from the step, numbers and quoted names counting as one `…`.

/// A step definition as a rules editor reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Phrase {
    /// `Given`, `When` or `Then`.
    pub keyword: &'static str,
    /// The words, with `…` where the step takes a value.
    pub text: String,
}

/// The phrase a step definition's regular expression reads as: each captured value is `…`,
/// optional or alternative words show their first form.
pub fn phrase(regex: &str) -> String {
    let body = regex.strip_prefix('^').unwrap_or(regex);
    let body = body.strip_suffix('$').unwrap_or(body);
    let chars: Vec<char> = body.chars().collect();
    let mut out = String::new();
    read(&chars, &mut out);
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Appends what `chars` (a regular expression without anchors) reads as to `out`.
fn read(chars: &[char], out: &mut String) {
    let mut i = 0;
    while i < chars.len() {
        match chars[i] {
            '\\' => {
                match chars.get(i + 1) {
                    Some('s') => out.push(' '),
                    Some('d' | 'w' | 'S' | 'D' | 'W') => out.push('…'),
                    Some(c) => out.push(*c),
                    None => {}
                }
                i += 2;
            }
            '(' => {
                let end = closing(chars, i);
                let inner = &chars[i + 1..end];
                if let Some(group) = inner.strip_prefix(&['?', ':'][..]) {
                    // Optional or alternative text: its first alternative.
                    read(first_alternative(group), out);
                } else if inner.first() == Some(&'?') {
                    // A look-around or a named group's syntax: nothing to read.
                } else {
                    out.push('…');
                }
                i = end + 1;
            }
            '[' => {
                i = closing_class(chars, i) + 1;
                out.push('…');
            }
            '?' | '*' | '+' => i += 1,
            '{' => {
                i = chars[i..].iter().position(|c| *c == '}').map_or(chars.len(), |p| i + p + 1);
            }
            '|' => return,
            c => {
                out.push(c);
                i += 1;
            }
        }
        // A value repeated (`…+`, `……`) is still one value.
        while out.ends_with("……") {
            out.pop();
        }
    }
}

/// The index of the `)` closing the `(` at `open` (or the end).
fn closing(chars: &[char], open: usize) -> usize {
    let mut depth = 0;
    let mut i = open;
    while i < chars.len() {
        match chars[i] {
            '\\' => i += 1,
            '[' => i = closing_class(chars, i),
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return i;
                }
            }
            _ => {}
        }
        i += 1;
    }
    chars.len().saturating_sub(1).max(open)
}

/// The index of the `]` closing the character class at `open`.
fn closing_class(chars: &[char], open: usize) -> usize {
    let mut i = open + 1;
    if chars.get(i) == Some(&'^') {
        i += 1;
    }
    if chars.get(i) == Some(&']') {
        i += 1;
    }
    while i < chars.len() {
        match chars[i] {
            '\\' => i += 1,
            ']' => return i,
            _ => {}
        }
        i += 1;
    }
    chars.len()
}

/// The first top-level alternative of a group's contents.
fn first_alternative(chars: &[char]) -> &[char] {
    let mut i = 0;
    while i < chars.len() {
        match chars[i] {
            '\\' => i += 1,
            '(' => i = closing(chars, i),
            '[' => i = closing_class(chars, i),
            '|' => return &chars[..i],
            _ => {}
        }
        i += 1;
    }
    chars
}

/// A step's text as compared: quoted names and words holding a digit become `…`.
pub fn normalise(text: &str) -> String {
    let mut out = String::new();
    let mut quoted = false;
    for c in text.chars() {
        if c == '"' {
            quoted = !quoted;
            if quoted {
                out.push_str("\"…\"");
            }
        } else if !quoted {
            out.push(c);
        }
    }
    let words: Vec<&str> = out
        .split_whitespace()
        .map(|w| if w.chars().any(|c| c.is_ascii_digit()) { "…" } else { w })
        .collect();
    words.join(" ")
}

/// The phrase nearest to `step` (its text without the keyword); phrases of the step's own
/// keyword win a tie. In bounded work (`umpire_map::nearest_by`): a step longer than
/// `umpire_map::SUGGEST_MAX_CHARS` characters once its values are shortened gets none.
pub fn nearest<'a>(keyword: &str, step: &str, phrases: &'a [Phrase]) -> Option<&'a Phrase> {
    let wanted = normalise(step);
    let own = phrases.iter().filter(|p| p.keyword == keyword);
    let others = phrases.iter().filter(|p| p.keyword != keyword);
    umpire_map::nearest_by(&wanted, own.chain(others), |p| normalise(&p.text), usize::MAX)
        .map(|(_, p)| p)
}

#[cfg(test)]
#[allow(unused_imports, dead_code)]
mod tests {
    use super::*;

    #[test]
    fn a_regular_expression_reads_as_a_phrase() {
        let int = r"((?:-?\d+)|(?:\d+))";
        let hex = "([A-Za-z]*[0-9]+)";
        let regex = format!("^the distance from {hex} to {hex} is {int} hex(?:es)?$");
        assert_eq!(phrase(&regex), "the distance from … to … is … hexes");
        let regex =
            r#"^the scenario file ("(?:[^"\\]*(?:\\.[^"\\]*)*)"|'(?:[^'\\]*(?:\\.[^'\\]*)*)')$"#;
        assert_eq!(phrase(regex), "the scenario file …");
        assert_eq!(phrase(r#"^"([^"]+)" moves (?:north|south)$"#), "\"…\" moves north");
        assert_eq!(
            phrase(r"^the (union|confederate) side holds (\d+) points?$"),
            "the … side holds … points"
        );
    }

    #[test]
    fn the_nearest_phrase_counts_values_as_one_word() {
        let phrases = [
            Phrase {
                keyword: "Then", text: "the distance from … to … is … hexes".to_owned()
            },
            Phrase { keyword: "Given", text: "the scenario file …".to_owned() },
        ];
        let found = nearest("Then", "the distanse from 0101 to 0405 is 4 hexes", &phrases);
        assert_eq!(found, Some(&phrases[0]));
        let found = nearest("Given", "the scenario fil \"demo.toml\"", &phrases);
        assert_eq!(found, Some(&phrases[1]));
        let long = format!("the scenario file {}", "x".repeat(4 << 20));
        assert_eq!(nearest("Given", &long, &phrases), None, "past the cut-off: no suggestion");
    }
}
