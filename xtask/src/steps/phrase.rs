//! A step's pattern as the phrase a rules editor writes: no regular expressions.
//!
//! The notation (explained at the top of `features/STEPS.md`):
//!
//! * `<unit>`: a value to write in, named after what it means (the step function's parameter);
//! * `[text]`: text that may be left out;
//! * `a/b`: one of these words; `(one phrase | another)`: one of these phrases;
//! * `{hex}`, `{int}`: a value of a kind listed in the table of words in braces.
//!
//! Only the part of regex syntax the step definitions use is understood: literal text, escapes,
//! character classes, groups (capturing or not), alternation and the quantifiers `?`, `*`, `+`
//! and `{n,m}` (lazy or not). Anything else is still shown, as a value to write in.

/// One value to write in: a capture group of a regex step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hole {
    /// Its name, shown as `<name>`.
    pub name: String,
    /// The regex source of the capture group's contents.
    pub regex: String,
    /// Its 1-based capture group number.
    pub group: usize,
}

/// A step's phrase and the values written into it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Phrase {
    /// The phrase, as shown in a heading.
    pub text: String,
    /// The values to write in, in order.
    pub holes: Vec<Hole>,
}

/// One parsed piece of a regex.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Node {
    /// A literal character.
    Char(char),
    /// A character class, `.`, `\d` and the like: some text, not a literal.
    Class,
    /// A group: its capture number (`None` for `(?:…)`), its alternatives and its source.
    Group { capture: Option<usize>, alternatives: Vec<Vec<Node>>, source: String },
    /// A node with `?`: it may be left out.
    Optional(Box<Node>),
    /// A node with `*`, `+` or `{n,m}`: repeated.
    Repeated(Box<Node>),
}

/// A parser over a regex's characters.
struct Parser {
    chars: Vec<char>,
    at: usize,
    captures: usize,
}

impl Parser {
    /// Alternatives up to a closing `)` or the end.
    fn alternatives(&mut self) -> Vec<Vec<Node>> {
        let mut out = vec![Vec::new()];
        while let Some(&c) = self.chars.get(self.at) {
            match c {
                ')' => break,
                '|' => {
                    self.at += 1;
                    out.push(Vec::new());
                }
                _ => {
                    let atom = self.atom();
                    let atom = self.quantified(atom);
                    if let (Some(last), Some(atom)) = (out.last_mut(), atom) {
                        last.push(atom);
                    }
                }
            }
        }
        out
    }

    /// One atom, or `None` for an anchor.
    fn atom(&mut self) -> Option<Node> {
        let c = self.chars[self.at];
        self.at += 1;
        match c {
            '^' | '$' => None,
            '.' => Some(Node::Class),
            '\\' => {
                let next = self.chars.get(self.at).copied().unwrap_or('\\');
                self.at += 1;
                Some(match next {
                    'd' | 'D' | 'w' | 'W' | 's' | 'S' => Node::Class,
                    'b' | 'B' | 'A' | 'z' => return None,
                    'n' => Node::Char('\n'),
                    't' => Node::Char('\t'),
                    other => Node::Char(other),
                })
            }
            '[' => {
                // A class ends at the first `]` not escaped and not first.
                let mut first = true;
                while let Some(&c) = self.chars.get(self.at) {
                    self.at += 1;
                    match c {
                        '\\' => self.at += 1,
                        ']' if !first => break,
                        '^' if first => continue,
                        _ => {}
                    }
                    first = false;
                }
                Some(Node::Class)
            }
            '(' => {
                let capture = if self.chars.get(self.at) == Some(&'?') {
                    // `(?:`, `(?i)`, `(?P<name>`: only `(?:` and flags appear in steps.
                    while let Some(&c) = self.chars.get(self.at) {
                        self.at += 1;
                        if c == ':' || c == ')' {
                            break;
                        }
                    }
                    None
                } else {
                    self.captures += 1;
                    Some(self.captures)
                };
                let start = self.at;
                let alternatives = self.alternatives();
                let source = self.chars[start..self.at].iter().collect();
                self.at += 1; // the `)`
                Some(Node::Group { capture, alternatives, source })
            }
            other => Some(Node::Char(other)),
        }
    }

    /// `atom` with the quantifier after it, if any.
    fn quantified(&mut self, atom: Option<Node>) -> Option<Node> {
        let atom = atom?;
        let node = match self.chars.get(self.at) {
            Some('?') => Node::Optional(Box::new(atom)),
            Some('*') => Node::Optional(Box::new(Node::Repeated(Box::new(atom)))),
            Some('+') => Node::Repeated(Box::new(atom)),
            Some('{') if self.chars[self.at..].contains(&'}') => {
                while self.chars.get(self.at) != Some(&'}') {
                    self.at += 1;
                }
                Node::Repeated(Box::new(atom))
            }
            _ => return Some(atom),
        };
        self.at += 1;
        if self.chars.get(self.at) == Some(&'?') {
            self.at += 1; // lazy
        }
        Some(node)
    }
}

/// Whether `nodes` hold only literal text (with optional letters and literal alternatives).
fn literal(nodes: &[Node]) -> bool {
    nodes.iter().all(|n| match n {
        Node::Char(_) => true,
        Node::Class | Node::Repeated(_) => false,
        Node::Optional(inner) => literal(std::slice::from_ref(inner)),
        Node::Group { alternatives, .. } => alternatives.iter().all(|a| literal(a)),
    })
}

/// Renders parsed nodes.
struct Renderer<'a> {
    names: &'a [String],
    holes: Vec<Hole>,
}

impl Renderer<'_> {
    fn sequence(&mut self, nodes: &[Node]) -> String {
        nodes.iter().map(|n| self.node(n)).collect()
    }

    fn node(&mut self, node: &Node) -> String {
        match node {
            Node::Char(c) => c.to_string(),
            Node::Class | Node::Repeated(_) => "<text>".to_owned(),
            Node::Optional(inner) => bracket(&self.node(inner)),
            Node::Group { capture: Some(n), alternatives, source }
                if !alternatives.iter().all(|a| literal(a)) =>
            {
                let name = self.names.get(n - 1).cloned().unwrap_or_else(|| kind_name(source));
                self.holes.push(Hole { name: name.clone(), regex: source.clone(), group: *n });
                format!("<{name}>")
            }
            Node::Group { alternatives, .. } => {
                let parts: Vec<String> = alternatives.iter().map(|a| self.sequence(a)).collect();
                choice(&parts)
            }
        }
    }
}

/// `text` as optional: `[text]`, its spaces at either end kept outside the brackets.
fn bracket(text: &str) -> String {
    let lead = &text[..text.len() - text.trim_start().len()];
    let trail = &text[text.trim_end().len()..];
    let inner = text.trim();
    if inner.is_empty() { text.to_owned() } else { format!("{lead}[{inner}]{trail}") }
}

/// Alternatives as `a/b` (words) or `(one phrase | another)`.
fn choice(parts: &[String]) -> String {
    match parts {
        [one] => one.clone(),
        _ if parts.iter().all(|p| !p.contains(' ') && !p.is_empty()) => parts.join("/"),
        _ => format!("({})", parts.join(" | ")),
    }
}

/// A name for a capture no parameter names, from what it matches.
fn kind_name(source: &str) -> String {
    match source {
        r"\d+" => "number",
        r"[A-Z][\w.-]+" => "clause",
        _ => "text",
    }
    .to_owned()
}

/// A regex step's phrase; `names` name the capture groups in order (the step function's
/// parameters after the world).
pub fn regex_phrase(source: &str, names: &[String]) -> Phrase {
    let mut parser = Parser { chars: source.chars().collect(), at: 0, captures: 0 };
    let mut alternatives = Vec::new();
    while parser.at < parser.chars.len() {
        alternatives.extend(parser.alternatives());
        parser.at += 1; // an unbalanced `)`: skip it
    }
    let mut renderer = Renderer { names, holes: Vec::new() };
    let parts: Vec<String> = alternatives.iter().map(|a| renderer.sequence(a)).collect();
    let text = tidy(&choice(&parts));
    Phrase { text, holes: renderer.holes }
}

/// A cucumber expression's phrase: `(s)` becomes `[s]`, escapes are dropped; `{hex}` stays.
pub fn expression_phrase(expr: &str) -> String {
    let mut out = String::new();
    let mut chars = expr.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => out.extend(chars.next()),
            '(' => out.push('['),
            ')' => out.push(']'),
            other => out.push(other),
        }
    }
    out
}

/// The finishing touches: `a[n]` reads `a/an`, no double spaces.
fn tidy(text: &str) -> String {
    let words: Vec<String> = text
        .split(' ')
        .filter(|w| !w.is_empty())
        .map(|w| if w == "a[n]" { "a/an".to_owned() } else { w.to_owned() })
        .collect();
    words.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| (*s).to_owned()).collect()
    }

    #[test]
    fn captures_become_named_placeholders() {
        let p = regex_phrase(r#"^"([^"]+)" moves (.+)$"#, &names(&["unit", "path"]));
        assert_eq!(p.text, r#""<unit>" moves <path>"#);
        assert_eq!(p.holes.len(), 2);
        assert_eq!(p.holes[0], Hole { name: "unit".into(), regex: r#"[^"]+"#.into(), group: 1 });
        assert_eq!(p.holes[1].regex, ".+");
    }

    #[test]
    fn alternations_of_words_and_of_phrases() {
        let p = regex_phrase(r"^it is the (Operational|Reserve) Movement Phase$", &names(&["p"]));
        assert_eq!(p.text, "it is the Operational/Reserve Movement Phase");
        assert!(p.holes.is_empty());
        let p = regex_phrase(
            r#"^"([^"]+)" is eliminated to (the Delay Box|its Force Pool) because of ([A-Z][\w.-]+)$"#,
            &names(&["unit", "place", "clause"]),
        );
        assert_eq!(
            p.text,
            r#""<unit>" is eliminated to (the Delay Box | its Force Pool) because of <clause>"#
        );
        assert_eq!(p.holes.iter().map(|h| h.group).collect::<Vec<_>>(), [1, 3]);
        let p = regex_phrase(r"^the move rolled (\d+) (?:die|dice)$", &names(&["dice"]));
        assert_eq!(p.text, "the move rolled <dice> die/dice");
    }

    #[test]
    fn optional_parts_and_nested_groups() {
        let p = regex_phrase(
            r"^(.+?) (?:is|are) ordered on an? ([\w-]+) move to (.+?)( keeping (?:its|their) facing)?(?: and turns? to face (\d+) on arrival)?$",
            &names(&["units", "chain", "route", "keep", "facing"]),
        );
        assert_eq!(
            p.text,
            "<units> is/are ordered on a/an <chain> move to <route> [keeping its/their facing] [and turn[s] to face <facing> on arrival]"
        );
        assert_eq!(
            p.holes.iter().map(|h| h.name.as_str()).collect::<Vec<_>>(),
            ["units", "chain", "route", "facing"]
        );
        // A capture holding a non-capturing group is one value, named once.
        let p = regex_phrase(r"^the chance is (\d+(?:/\d+)?)$", &names(&["chance"]));
        assert_eq!(p.text, "the chance is <chance>");
        assert_eq!(p.holes[0].regex, r"\d+(?:/\d+)?");
        let p = regex_phrase(r#"^(?:"([^"]+)"|nobody) leads (.+)$"#, &names(&["leader", "units"]));
        assert_eq!(p.text, r#""<leader>"/nobody leads <units>"#);
        let p = regex_phrase(r"^(.+) go(?:es)? by water$", &names(&["units"]));
        assert_eq!(p.text, "<units> go[es] by water");
    }

    #[test]
    fn escaped_characters_are_literal() {
        let p = regex_phrase(
            r#"^"([^"]+)" force marches \+(\d+) MP: (.+)$"#,
            &names(&["unit", "extra", "path"]),
        );
        assert_eq!(p.text, r#""<unit>" force marches +<extra> MP: <path>"#);
        let p = regex_phrase("^the rolled distance is (\\d+)\"$", &names(&["inches"]));
        assert_eq!(p.text, "the rolled distance is <inches>\"");
        let p = regex_phrase(r"^a \(literal\) \. and \\ sign$", &[]);
        assert_eq!(p.text, r"a (literal) . and \ sign");
    }

    #[test]
    fn unnamed_captures_are_named_by_kind() {
        let p = regex_phrase(r"^order (\d+) is refused by ([A-Z][\w.-]+)$", &[]);
        assert_eq!(p.text, "order <number> is refused by <clause>");
    }

    #[test]
    fn expressions_keep_their_braces() {
        assert_eq!(
            expression_phrase(r"the distance from {hex} to {hex} is {int} hex(es) \(or more\)"),
            "the distance from {hex} to {hex} is {int} hex[es] (or more)"
        );
    }
}
