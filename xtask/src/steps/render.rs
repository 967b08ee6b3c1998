//! The Markdown of `features/STEPS.md`: an index by feature folder, the words in braces, then
//! one section per topic with each step as a plain phrase, the values it takes, and an example
//! from a real feature (its data table or text block included).

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

use regex::Regex;

use super::phrase::{self, Hole};
use super::source::{self, Function};
use super::{Module, Pattern, StepDef, step_regex};
use crate::gherkin::StepLine;

/// How many distinct values seen in the features a list shows before "and N more".
const SHOWN_VALUES: usize = 12;
/// How many values of one table key are shown.
const SHOWN_KEY_VALUES: usize = 6;

/// The built-in parameter types, as documented for rules editors.
const BUILT_IN_DOCS: &[(&str, &str)] = &[
    ("{int}", "A whole number, e.g. `4`."),
    ("{word}", "One word with no spaces, e.g. `forest`."),
    (
        "{string}",
        "Text in double quotes, e.g. `\"e9999\"` (the quotes are not part of the text); `\"\"` is empty text.",
    ),
];

/// What a capture accepts, by its regex source, for a rules editor.
const KINDS: &[(&str, &str)] = &[
    (r"\d+", "a whole number"),
    (r"-?\d+", "a whole number, which may be negative"),
    (r"[\d.]+", "a number, decimals allowed (`2.5`)"),
    (r"\d+(?:/\d+)?", "a whole number or a fraction (`1/2`)"),
    (r"\d+(?:\.\d+)?(?:/\d+)?", "a number: whole, decimal or a fraction (`7.5`, `15/2`)"),
    (r"[\d/ .]+", "an amount: a whole number, a fraction or both (`3`, `1/2`, `1 1/2`)"),
    (r"[\d, ]+", "whole numbers separated by commas (`3, 4, 6`)"),
    (r"[A-Z][\w.-]+", "a clause id (`STR-3.1-04`)"),
    (
        r"[A-Z][\w.-]+(?:(?:, | and )[A-Z][\w.-]+)*",
        "one clause id, or several joined by `, ` and `and`",
    ),
    (r#"[^"]+"#, "text with no double quotes in it"),
    (r#"[^"]*"#, "text with no double quotes in it (may be empty)"),
    (r"[\w/-]+", "a hex id or a place's name: one word (letters, digits, `-`, `/`)"),
    (r"[\w/]+", "a hex id or a place's name: one word (letters, digits, `/`)"),
    (r"[\w-]+", "one word (letters, digits, `-`)"),
    (r"\w+", "one word (letters and digits)"),
    (r"[\w, ]+?", "words separated by commas"),
    (r".+", "any text"),
    (r".+?", "any text"),
];

/// One step, ready to print.
struct Entry<'a> {
    step: &'a StepDef,
    phrase: String,
    /// The values written in: a name, what it accepts, the capture group.
    holes: Vec<Hole>,
    regex: Regex,
    anchor: String,
    /// Every feature line the step matches.
    uses: Vec<&'a (String, StepLine)>,
}

/// A section: one topic, one or more step modules.
struct Section<'a> {
    stem: String,
    heading: String,
    about: Vec<String>,
    paths: Vec<String>,
    entries: Vec<Entry<'a>>,
}

/// The Markdown of the vocabulary, and the steps with no example. `texts` holds each feature
/// file's text by its path, for the text blocks of the examples.
pub fn render(
    modules: &[Module],
    examples: &[(String, StepLine)],
    texts: &BTreeMap<String, String>,
) -> Result<(String, Vec<String>), String> {
    let params: BTreeMap<String, String> =
        modules.iter().flat_map(|m| &m.params).map(|p| (p.name.clone(), p.regex.clone())).collect();
    let functions: Vec<Function> = modules.iter().flat_map(|m| m.functions.clone()).collect();
    let mut anchors = BTreeSet::new();
    let mut sections: Vec<Section> = Vec::new();
    for module in modules.iter().filter(|m| !m.steps.is_empty()) {
        let stem = module.path.rsplit('/').next().unwrap_or_default().trim_end_matches(".rs");
        let doc = if module.doc.is_empty() { module.title.as_str() } else { module.doc.as_str() };
        let title = source::clean_title(doc);
        let mut entries = Vec::new();
        for step in &module.steps {
            entries.push(
                entry(step, &params, examples, &mut anchors)
                    .map_err(|e| format!("{}:{}: {e}", module.path, step.line))?,
            );
        }
        let parent = title.continues.as_ref().filter(|_| title.heading.is_empty());
        if let Some(section) = parent.and_then(|p| sections.iter_mut().find(|s| &s.stem == p)) {
            section.about.extend(Some(title.about).filter(|a| !a.is_empty()));
            section.paths.push(module.path.clone());
            section.entries.extend(entries);
            continue;
        }
        let heading = if title.heading.is_empty() { module.title.clone() } else { title.heading };
        sections.push(Section {
            stem: stem.to_owned(),
            heading,
            about: Some(title.about).filter(|a| !a.is_empty()).into_iter().collect(),
            paths: vec![module.path.clone()],
            entries,
        });
    }

    let mut out = String::new();
    out.push_str(INTRO);
    index(&mut out, &sections);
    out.push_str("\n## Words in braces\n\n| write | for |\n| --- | --- |\n");
    for param in modules.iter().flat_map(|m| &m.params) {
        let _ = writeln!(out, "| `{{{}}}` | {} |", param.name, cell(&param.about));
    }
    for (name, about) in BUILT_IN_DOCS {
        let _ = writeln!(out, "| `{name}` | {} |", cell(about));
    }
    let mut unused = Vec::new();
    for section in &sections {
        let _ = writeln!(out, "\n## {}\n", section.heading);
        for about in &section.about {
            let _ = writeln!(out, "{about}\n");
        }
        let paths: Vec<String> = section.paths.iter().map(|p| format!("`{p}`")).collect();
        let _ = writeln!(out, "_Defined in {}._", paths.join(", "));
        for entry in &section.entries {
            step(&mut out, entry, &functions, texts);
            if entry.uses.is_empty() {
                unused.push(format!("{} {}", entry.step.keyword, entry.phrase));
            }
        }
    }
    Ok((out, unused))
}

/// The opening of the file: what it is and how to read a phrase.
const INTRO: &str = "# Step vocabulary\n\n\
<!-- Written by `cargo xtask steps` from the step definitions in tests/steps/; do not edit\n     \
by hand: change the `///` comment of the step and run `cargo xtask steps` again. -->\n\n\
Every step a feature may use, by topic. Write the step as shown, with a value in place of each\n\
word in braces or angle brackets. `And` and `But` continue the `Given`, `When` or `Then` before\n\
them. A step that matches none of these fails the run, so a typo cannot hide.\n\n\
| in a step | means |\n| --- | --- |\n\
| `{hex}`, `{int}`, `{string}` | a value of the kind listed under [Words in braces](#words-in-braces) |\n\
| `<unit>` | a value to write in; what it accepts is listed under the step |\n\
| `[text]` | text that may be left out: `neighbour[s]` reads `neighbour` or `neighbours` |\n\
| `a/b` | one of these words: `is/are` reads `is` or `are` |\n\
| `(one phrase \\| another)` | one of these phrases |\n\n\
Steps that end in a colon take a data table (`| key | value |` rows) or a text block (between\n\
`\"\"\"` lines) on the lines below; their examples show one.\n";

/// The steps each feature folder uses, linked to their entries.
fn index(out: &mut String, sections: &[Section]) {
    let mut folders: BTreeMap<String, Vec<(&str, &str, &str)>> = BTreeMap::new();
    for entry in sections.iter().flat_map(|s| &s.entries) {
        let used: BTreeSet<String> = entry.uses.iter().map(|(file, _)| folder(file)).collect();
        for folder in used {
            folders.entry(folder).or_default().push((
                entry.step.keyword.as_str(),
                entry.phrase.as_str(),
                entry.anchor.as_str(),
            ));
        }
    }
    out.push_str(
        "\n## Where to look: the steps each feature folder uses\n\n\
         A step is described once, under its topic; here it is listed under every folder whose\n\
         features use it.\n",
    );
    for (folder, steps) in &folders {
        let _ = writeln!(out, "\n### `{folder}/`\n");
        for (keyword, phrase, anchor) in steps {
            let _ = writeln!(out, "- [{}](#{anchor})", code(&format!("{keyword} {phrase}")));
        }
    }
}

/// `features/minis-dice/x.feature` → `features/minis-dice`.
fn folder(file: &str) -> String {
    match file.rsplit_once('/') {
        Some((dir, _)) => dir.to_owned(),
        None => String::new(),
    }
}

/// A step's entry: its phrase, values, regex and uses.
fn entry<'a>(
    step: &'a StepDef,
    params: &BTreeMap<String, String>,
    examples: &'a [(String, StepLine)],
    anchors: &mut BTreeSet<String>,
) -> Result<Entry<'a>, String> {
    let regex = step_regex(&step.pattern, params)?;
    let names: Vec<String> = step.function.params.iter().map(|p| p.replace('_', " ")).collect();
    let (phrase, holes) = match &step.pattern {
        Pattern::Regex(source) => {
            let p = phrase::regex_phrase(source, &names);
            (p.text, p.holes)
        }
        Pattern::Expression(expr) => {
            let holes = expression_holes(expr, &names, &regex);
            (phrase::expression_phrase(expr), holes)
        }
        Pattern::Literal(text) => (text.clone(), Vec::new()),
    };
    let uses = examples
        .iter()
        .filter(|(_, line)| line.keyword == step.keyword && regex.is_match(&line.text))
        .collect();
    let base = slug(&format!("{} {phrase}", step.keyword));
    let mut anchor = base.clone();
    let mut n = 2;
    while !anchors.insert(anchor.clone()) {
        anchor = format!("{base}-{n}");
        n += 1;
    }
    Ok(Entry { step, phrase, holes, regex, anchor, uses })
}

/// The `{…}` values of an expression, named by the step function's parameters (when the
/// types' own regexes add no groups of their own, so group `n` is the `n`th value).
fn expression_holes(expr: &str, names: &[String], regex: &Regex) -> Vec<Hole> {
    let braces: Vec<String> = expr
        .split('{')
        .skip(1)
        .filter_map(|s| s.split_once('}').map(|(name, _)| name.to_owned()))
        .collect();
    if regex.captures_len() != braces.len() + 1 {
        return Vec::new();
    }
    braces
        .iter()
        .enumerate()
        .map(|(i, kind)| Hole {
            name: names.get(i).cloned().unwrap_or_else(|| kind.clone()),
            regex: format!("{{{kind}}}"),
            group: i + 1,
        })
        .collect()
}

/// An anchor id: lower-case letters and digits, joined by `-`.
fn slug(text: &str) -> String {
    let mut out = String::from("step-");
    let mut dash = false;
    for c in text.chars() {
        if c.is_ascii_alphanumeric() {
            if dash && !out.ends_with('-') {
                out.push('-');
            }
            out.push(c.to_ascii_lowercase());
            dash = false;
        } else {
            dash = true;
        }
    }
    out
}

/// One step's entry in the Markdown.
fn step(out: &mut String, entry: &Entry, functions: &[Function], texts: &BTreeMap<String, String>) {
    let step = entry.step;
    let phrase = format!("{} {}", step.keyword, entry.phrase);
    let _ = write!(
        out,
        "\n<a id=\"{}\"></a>\n\n### {}\n\n{}\n",
        entry.anchor,
        code(&phrase),
        step.about
    );
    let mut values = String::new();
    for hole in &entry.holes {
        let raw = step.function.params.get(hole.group - 1).map(String::as_str);
        let accepted =
            raw.map(|p| source::accepted_words(&step.function, p, functions)).unwrap_or_default();
        let seen = seen_values(entry, hole.group);
        let shown = if hole.regex.starts_with('{') {
            format!("`{}` ({})", hole.regex, hole.name)
        } else {
            format!("`<{}>`", hole.name)
        };
        let mut line = shown;
        if let Some((_, kind)) = KINDS.iter().find(|(r, _)| *r == hole.regex) {
            let _ = write!(line, ": {kind}");
        }
        if !accepted.words.is_empty() {
            let _ = write!(line, "; accepted: {}", list(&accepted.words, usize::MAX));
            if accepted.open {
                line.push_str(", or another form the description gives");
            }
        }
        if (accepted.words.is_empty() || accepted.open) && !seen.is_empty() {
            let _ = write!(line, "; in the features: {}", list(&seen, SHOWN_VALUES));
        }
        let _ = writeln!(values, "- {line}");
    }
    let keys = table_keys(entry);
    if !keys.is_empty() {
        let listed: Vec<String> = keys
            .iter()
            .map(|(key, vals)| format!("`{key}` ({})", list(vals, SHOWN_KEY_VALUES)))
            .collect();
        let _ = writeln!(
            values,
            "- table keys in the features, with their values: {}",
            listed.join("; ")
        );
    }
    if !values.is_empty() {
        let _ = write!(out, "\n{values}");
    }
    match entry.uses.first() {
        Some((file, line)) => {
            let _ = writeln!(out, "\n```gherkin\n{} {}", line.keyword, line.text);
            for row in &line.table {
                let _ = writeln!(out, "  {row}");
            }
            for text_line in text_block(texts.get(file).map_or("", String::as_str), line.line) {
                let _ = writeln!(out, "  {text_line}");
            }
            let _ = writeln!(out, "```\n\n_Example from `{file}:{}`._", line.line);
        }
        None => out.push_str("\n_No feature uses this step yet._\n"),
    }
}

/// The distinct values of capture `group` over the step's uses, in order of first use.
fn seen_values(entry: &Entry, group: usize) -> Vec<String> {
    let mut seen = Vec::new();
    for (_, line) in &entry.uses {
        let value = entry.regex.captures(&line.text).and_then(|c| c.get(group)).map(|m| m.as_str());
        if let Some(value) = value.filter(|v| !v.is_empty() && !v.contains('<'))
            && !seen.iter().any(|s| s == value)
        {
            seen.push(value.to_owned());
        }
    }
    seen
}

/// The keys of the step's two-column tables and their values, in order of first use.
fn table_keys(entry: &Entry) -> Vec<(String, Vec<String>)> {
    let mut keys: Vec<(String, Vec<String>)> = Vec::new();
    for (_, line) in &entry.uses {
        let rows: Vec<Vec<String>> = line
            .table
            .iter()
            .map(|r| r.trim_matches('|').split('|').map(|c| c.trim().to_owned()).collect())
            .collect();
        if rows.is_empty() || rows.iter().any(|r: &Vec<String>| r.len() != 2) {
            continue;
        }
        for row in rows {
            let (key, value) = (&row[0], &row[1]);
            let at = match keys.iter().position(|(k, _)| k == key) {
                Some(at) => at,
                None => {
                    keys.push((key.clone(), Vec::new()));
                    keys.len() - 1
                }
            };
            if !value.contains('<') && !keys[at].1.contains(value) {
                keys[at].1.push(value.clone());
            }
        }
    }
    keys
}

/// Values as inline code, at most `limit` of them, then how many more.
fn list(values: &[String], limit: usize) -> String {
    let mut shown: Vec<String> = values.iter().take(limit).map(|v| code(v)).collect();
    if values.len() > limit {
        shown.push(format!("and {} more", values.len() - limit));
    }
    shown.join(", ")
}

/// The text block (between `"""` or ``` lines) written under the step at `line` of `text`,
/// dedented to its opening line, fences included; empty if there is none.
fn text_block(text: &str, line: usize) -> Vec<String> {
    let mut lines = text.lines().skip(line).skip_while(|l| l.trim().starts_with('|'));
    let Some(open) = lines.next() else { return Vec::new() };
    let fence = open.trim();
    if !(fence.starts_with("\"\"\"") || fence.starts_with("```")) {
        return Vec::new();
    }
    let indent = open.len() - open.trim_start().len();
    let marker = &fence[..3];
    let mut out = vec![fence.to_owned()];
    for l in lines {
        let cut = l.len() - l.trim_start().len();
        out.push(l[indent.min(cut)..].to_owned());
        if l.trim().starts_with(marker) {
            break;
        }
    }
    out
}

/// Text safe in a Markdown table cell.
fn cell(text: &str) -> String {
    text.replace('|', "\\|")
}

/// `text` as inline code, with enough backticks around it.
pub fn code(text: &str) -> String {
    if text.contains('`') { format!("`` {text} ``") } else { format!("`{text}`") }
}
