//! What the step functions' source tells a rules editor beyond the pattern: the names of the
//! values a step takes (its parameters), the exact words it accepts (the string arms of a
//! `match` on a value, in the step or in a helper it hands the value to), and the section
//! titles of the modules (their `//!` paragraph with the Rust-only link syntax taken out).

/// A function of a step module: its name, its parameters and its body.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Function {
    /// Its name.
    pub name: String,
    /// Its parameter names, in order, the world and the step's `&Step` left out.
    pub params: Vec<String>,
    /// The source from its `fn` line to its closing brace.
    pub body: String,
}

/// The function that starts at or after `lines[start]` (past attributes and comments), if the
/// next item is one.
pub fn function_at(lines: &[&str], start: usize) -> Option<Function> {
    let mut i = start;
    while i < lines.len() {
        let line = lines[i].trim();
        if line.starts_with("#[") || line.starts_with("//") || line.is_empty() || line == ")]" {
            i += 1;
            continue;
        }
        break;
    }
    let first = lines.get(i)?.trim();
    let after_fn = first.split_once("fn ").filter(|(before, _)| {
        before.split_whitespace().all(|w| w.starts_with("pub") || w == "async" || w == "const")
    })?;
    let name: String =
        after_fn.1.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
    // The signature, until its parameter list closes.
    let mut signature = String::new();
    let mut j = i;
    while j < lines.len() {
        let line = lines[j].trim();
        // From the name on: `pub(super)` has brackets of its own.
        let line =
            if j == i { line.split_once("fn ").map_or(line, |(_, after)| after) } else { line };
        signature.push_str(line);
        signature.push(' ');
        j += 1;
        if let Some(open) = signature.find('(')
            && depth_closes(&signature[open..])
        {
            break;
        }
    }
    let params =
        signature.find('(').map(|open| parameter_names(&signature[open + 1..])).unwrap_or_default();
    // The body: up to the next line that is a lone `}` at the function's indentation.
    let indent = lines[i].len() - lines[i].trim_start().len();
    let mut end = j;
    while end < lines.len() {
        let line = lines[end];
        if line.trim() == "}" && line.len() - line.trim_start().len() == indent {
            break;
        }
        if signature.trim_end().ends_with('}') {
            break;
        }
        end += 1;
    }
    let body = lines[i..lines.len().min(end + 1)].join("\n");
    Some(Function { name, params, body })
}

/// Whether the bracket opened at the start of `text` closes in it.
fn depth_closes(text: &str) -> bool {
    let mut depth = 0_i32;
    for c in text.chars() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return true;
                }
            }
            _ => {}
        }
    }
    false
}

/// The parameter names of `list` (the text after a function's `(`), the world and a `&Step`
/// left out.
fn parameter_names(list: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut depth = 0_i32;
    let mut current = String::new();
    for c in list.chars() {
        match c {
            '(' | '<' | '[' => depth += 1,
            ')' if depth == 0 => break,
            '>' | ']' if depth == 0 => {}
            ')' | '>' | ']' => depth -= 1,
            ',' if depth == 0 => {
                names.extend(parameter_name(&current));
                current.clear();
                continue;
            }
            _ => {}
        }
        current.push(c);
    }
    names.extend(parameter_name(&current));
    names
}

/// `name: Type` → `name`, unless the type is the world or the step.
fn parameter_name(param: &str) -> Option<String> {
    let (name, ty) = param.split_once(':')?;
    if ty.contains("World") || ty.contains("Step") {
        return None;
    }
    let name = name.trim().trim_start_matches("mut ").trim().trim_start_matches('_');
    (!name.is_empty()).then(|| name.to_owned())
}

/// The words a value accepts, from the string arms of a `match` on it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Accepted {
    /// The literals of the arms, in order.
    pub words: Vec<String>,
    /// Whether a catch-all arm takes other values too (rather than refusing them).
    pub open: bool,
}

/// The words a value `param` accepts, if `function` (or a helper among `functions` it hands the
/// value to) matches it against string literals: the literals of the `match` arms, in order.
pub fn accepted_words(function: &Function, param: &str, functions: &[Function]) -> Accepted {
    let words = match_arms(&function.body, param);
    if !words.words.is_empty() {
        return words;
    }
    // `helper(&param…)` or `helper(param…)`: the helper's first parameter.
    for helper in functions {
        let called = [format!("{}(&{param}", helper.name), format!("{}({param}", helper.name)];
        if called.iter().any(|c| function.body.contains(c.as_str()))
            && let Some(first) = helper.params.first()
        {
            let words = match_arms(&helper.body, first);
            if !words.words.is_empty() {
                return words;
            }
        }
    }
    Accepted::default()
}

/// The string literals of the arms of `match param…{` in `body`.
fn match_arms(body: &str, param: &str) -> Accepted {
    let heads = [
        format!("match {param} {{"),
        format!("match {param}.as_str() {{"),
        format!("match &{param} {{"),
        format!("match {param}.as_ref() {{"),
    ];
    let Some(start) = heads.iter().filter_map(|h| body.find(h.as_str()).map(|i| i + h.len())).min()
    else {
        return Accepted::default();
    };
    let mut words = Vec::new();
    let mut open = false;
    let mut depth = 1_i32;
    for line in body[start..].lines() {
        let trimmed = line.trim();
        let catch_all = trimmed.starts_with("other =>") || trimmed.starts_with("_ =>");
        if depth == 1 && catch_all && !trimmed.contains("Err(") {
            open = true;
        }
        if depth == 1
            && trimmed.starts_with('"')
            && let Some((pattern, _)) = trimmed.split_once("=>")
        {
            let literals = pattern.split('|').map(str::trim);
            words.extend(
                literals
                    .filter_map(|l| l.strip_prefix('"').and_then(|l| l.strip_suffix('"')))
                    .map(str::to_owned),
            );
        }
        depth += brace_change(trimmed);
        if depth <= 0 {
            break;
        }
    }
    Accepted { words, open }
}

/// The change in brace depth over a line, braces inside string literals not counted.
fn brace_change(line: &str) -> i32 {
    let mut change = 0;
    let mut in_string = false;
    let mut escaped = false;
    for c in line.chars() {
        match c {
            _ if escaped => escaped = false,
            '\\' if in_string => escaped = true,
            '"' => in_string = !in_string,
            '{' if !in_string => change += 1,
            '}' if !in_string => change -= 1,
            _ => {}
        }
    }
    change
}

/// A module's `//!` first paragraph, cleaned for a rules editor: split into a title (the text
/// before its first colon or dash) and the rest, with intra-doc links (`` [`super::x`] ``,
/// `[text](target)`) reduced to their text or removed, and a "see … for the common ones"
/// cross-reference dropped. Also says which module a "More … steps" module continues.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Title {
    /// The heading, complete (never cut mid-sentence); empty for a continuation with none.
    pub heading: String,
    /// The rest of the paragraph, as a sentence or more.
    pub about: String,
    /// The module this one continues, if any (`minis` for a doc comment that reads "see
    /// `[super::minis]`").
    pub continues: Option<String>,
}

/// Cleans a module doc paragraph (already joined on one line).
pub fn clean_title(paragraph: &str) -> Title {
    let mut continues = None;
    let mut text = String::new();
    let mut rest = paragraph;
    // Links: `[text](target)` keeps its text; `[`path`]` names an item of the code.
    while let Some(open) = rest.find('[') {
        text.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let Some(close) = after.find(']') else {
            text.push_str(&rest[open..]);
            rest = "";
            break;
        };
        let inner = &after[..close];
        let mut next = &after[close + 1..];
        if let Some(target) = next.strip_prefix('(') {
            next = target.split_once(')').map_or("", |(_, n)| n);
            text.push_str(inner);
        } else {
            let path = inner.trim_matches('`');
            if let Some(module) = path.strip_prefix("super::") {
                continues = Some(module.to_owned());
            }
            text.push('\u{0}');
        }
        rest = next;
    }
    text.push_str(rest);
    // Drop the sentence that only pointed at code: "see \0 for the common ones." When it was
    // the first ("More X steps (group a): see \0 …"), what follows only describes the steps.
    let mut sentences: Vec<String> = Vec::new();
    let mut pointer_first = false;
    for (i, sentence) in split_sentences(&text).into_iter().enumerate() {
        if sentence.contains('\u{0}') {
            pointer_first |= i == 0;
            // "More X steps (group a): see \0 for …": keep what comes before the colon.
            if let Some((before, _)) = sentence.split_once(": see") {
                sentences.push(format!("{before}:"));
            }
            continue;
        }
        sentences.push(sentence);
    }
    let text = sentences.join(" ");
    let text = text.trim();
    // "More miniatures steps (group b): the speed-table vehicle rules — …" continues a
    // module; what follows the colon, if it names a subject, is the heading.
    let body = match text.split_once("): ") {
        Some((prefix, after)) if prefix.starts_with("More ") && prefix.contains("(group") => after,
        _ => text,
    };
    let body = if body.starts_with("More ") && body.ends_with(':') { "" } else { body };
    let (heading, about) = split_heading(body);
    if body.starts_with("These ") || (pointer_first && continues.is_some()) {
        return Title { heading: String::new(), about: body.to_owned(), continues };
    }
    Title { heading, about, continues }
}

/// Sentences of `text`, each with its full stop (a full stop followed by a space or the end).
fn split_sentences(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        current.push(c);
        if c == '.' && chars.peek().is_none_or(|n| *n == ' ') {
            out.push(current.trim().to_owned());
            current.clear();
        }
    }
    if !current.trim().is_empty() {
        out.push(current.trim().to_owned());
    }
    out
}

/// Our choice: a heading longer than this many bytes moves a bracketed list into the text.
const LONG_HEADING: usize = 60;

/// `The Civil War movement rules: a scenario …` → (`The Civil War movement rules`, `A
/// scenario …`); a heading with no colon or dash is all heading.
fn split_heading(text: &str) -> (String, String) {
    let text = text.trim();
    let cut =
        [": ", " — ", ". "].iter().filter_map(|sep| text.find(sep).map(|i| (i, sep.len()))).min();
    let (heading, about) = match cut {
        Some((i, len)) => (&text[..i], text[i + len..].trim().to_owned()),
        None => (text.trim_end_matches('.'), String::new()),
    };
    // A long heading ending in a bracketed list: the list goes to the description.
    let heading = heading.trim_end_matches('.');
    if let Some((short, list)) = heading.split_once(" (").filter(|_| heading.len() > LONG_HEADING) {
        let list = list.trim_end_matches(')');
        let about = if about.is_empty() { format!("{list}.") } else { format!("{list}; {about}") };
        return (capitalise(short), capitalise(&about));
    }
    (capitalise(heading), capitalise(&about))
}

/// `text` with its first letter in capitals.
fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn titles_are_complete_and_free_of_link_syntax() {
        let t = clean_title(
            "The Civil War movement rules: a scenario from `scenarios/civil-war/`, marches, force marches, rail moves.",
        );
        assert_eq!(t.heading, "The Civil War movement rules");
        assert_eq!(
            t.about,
            "A scenario from `scenarios/civil-war/`, marches, force marches, rail moves."
        );
        assert_eq!(t.continues, None);
        let t = clean_title(
            "More strategic steps (group c): see [`super::strategic`] for the common ones. These serve the restriction (3.1.4) features.",
        );
        assert_eq!(t.heading, "");
        assert_eq!(t.about, "These serve the restriction (3.1.4) features.");
        assert_eq!(t.continues.as_deref(), Some("strategic"));
        let t = clean_title(
            "More miniatures steps (group b): the speed-table vehicle rules — a mover's speed, reversing. See [`super::minis`] for the common ones.",
        );
        assert_eq!(t.heading, "The speed-table vehicle rules");
        assert_eq!(t.about, "A mover's speed, reversing.");
        assert_eq!(t.continues.as_deref(), Some("minis"));
        let t = clean_title(
            "More miniatures steps (group a): see [`super::minis`] for the common ones. Orders for one unit, and a new turn.",
        );
        assert_eq!(
            (t.heading.as_str(), t.about.as_str()),
            ("", "Orders for one unit, and a new turn.")
        );
        let t = clean_title(
            "More miniatures steps (group c): the speed-table rules for troops and the rest (infantry, the double, cavalry, snow). See [`super::minis`] for the common ones.",
        );
        assert_eq!(t.heading, "The speed-table rules for troops and the rest");
        assert_eq!(t.about, "Infantry, the double, cavalry, snow.");
        let t = clean_title(
            "More Civil War steps (group c): see [`super::civil_war`] for the common ones.",
        );
        assert_eq!((t.heading.as_str(), t.about.as_str()), ("", ""));
        let t = clean_title("Loading [scenario files](../README.md) and their errors.");
        assert_eq!(t.heading, "Loading scenario files and their errors");
        assert!(!t.heading.contains('['));
    }

    #[test]
    fn functions_give_parameter_names_and_bodies() {
        let source = "/// Doc.\n#[then(regex = \"^x (\\\\d+) (.+)$\")]\nfn step(\n    world: &mut AcceptanceWorld,\n    mut inches: u64,\n    _route: String,\n    step: &Step,\n) -> Outcome {\n    match route.as_str() {\n        \"a\" | \"b\" => {}\n        \"c\" => format!(\"{x}\"),\n        other => {}\n    }\n}\n\nfn next() {}\n";
        let lines: Vec<&str> = source.lines().collect();
        let f = function_at(&lines, 1).unwrap_or_default();
        assert_eq!(f.name, "step");
        assert_eq!(f.params, ["inches", "route"]);
        assert!(f.body.ends_with("    }\n}"), "{}", f.body);
        let accepted = accepted_words(&f, "route", &[]);
        assert_eq!(accepted.words, ["a", "b", "c"]);
        assert!(accepted.open, "the catch-all arm takes other values");
    }

    #[test]
    fn accepted_words_follow_the_value_into_a_helper() {
        let step = Function {
            name: "fires".into(),
            params: vec!["chain_word".into()],
            body: "fn fires(w: W, chain_word: String) {\n    let n = chain(&chain_word);\n}".into(),
        };
        let helper = Function {
            name: "chain".into(),
            params: vec!["word".into()],
            body: "fn chain(word: &str) -> u32 {\n    match word {\n        \"single\" => 1,\n        \"double\" => 2,\n        other => 0,\n    }\n}".into(),
        };
        let accepted = accepted_words(&step, "chain_word", &[helper]);
        assert_eq!(accepted.words, ["single", "double"]);
        assert!(accepted.open);
        let refusing = Function {
            name: "side".into(),
            params: vec!["word".into()],
            body: "fn side(word: &str) {\n    match word {\n        \"east\" => 1,\n        other => Err(format!(\"{other:?}\")),\n    }\n}".into(),
        };
        let accepted = accepted_words(&refusing, "word", &[]);
        assert_eq!((accepted.words.len(), accepted.open), (1, false));
    }
}
