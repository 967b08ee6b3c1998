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

/// How many distinct values seen in the features a list shows before "and N more" (our
/// choice: enough to show the forms, short enough to read).
const SHOWN_VALUES: usize = 12;
/// How many values of one table key are shown (our choice, as above).
const SHOWN_KEY_VALUES: usize = 10;

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
    /// The heading of the part (a ruleset's folder) it belongs to; empty for none.
    part: String,
    /// Its anchor in the page.
    anchor: String,
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
        let part = source::clean_title(&module.part).heading;
        let anchor = unique(&mut anchors, &slug_with("topic-", &heading));
        sections.push(Section {
            stem: stem.to_owned(),
            heading,
            part,
            anchor,
            about: Some(title.about).filter(|a| !a.is_empty()).into_iter().collect(),
            paths: vec![module.path.clone()],
            entries,
        });
    }

    let mut out = String::new();
    out.push_str(INTRO);
    topics(&mut out, &sections);
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
        let _ = writeln!(out, "\n<a id=\"{}\"></a>\n\n## {}\n", section.anchor, section.heading);
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
<!-- Written by `cargo xtask steps` from the step definitions in crates/harness/src/steps/; do\n     \
not edit by hand: change the `///` comment of the step and run `cargo xtask steps` again. -->\n\n\
Every step a feature may use, by topic. Write the step as shown, with a value in place of each\n\
word in braces or angle brackets. `And` and `But` continue the `Given`, `When` or `Then` before\n\
them. A step that matches none of these fails the run, so a typo cannot hide.\n\n\
| in a step | means |\n| --- | --- |\n\
| `{hex}`, `{int}`, `{string}` | a value of the kind listed under [Words in braces](#words-in-braces) |\n\
| `<unit>` | a value to write in (in a Scenario Outline, an Examples column may fill it); what it accepts is listed under the step |\n\
| `[text]` | text that may be left out: `neighbour[s]` reads `neighbour` or `neighbours` |\n\
| `a/b` | one of these words: `is/are` reads `is` or `are` |\n\
| `(one phrase \\| another)` | one of these phrases |\n\n\
Steps that end in a colon take a data table (`| key | value |` rows) or a text block (between\n\
`\"\"\"` lines) on the lines below; their examples show one.\n";

/// The topics, in the order they follow, each ruleset's under its heading.
fn topics(out: &mut String, sections: &[Section]) {
    out.push_str("\n## Topics\n\n");
    let mut part = "";
    for section in sections {
        if section.part != part && !section.part.is_empty() {
            let _ = writeln!(out, "- {}", section.part);
        }
        part = &section.part;
        let indent = if part.is_empty() { "" } else { "  " };
        let _ = writeln!(out, "{indent}- [{}](#{})", section.heading, section.anchor);
    }
}

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
    let anchor = unique(anchors, &slug(&format!("{} {phrase}", step.keyword)));
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

/// `base`, or `base-2`, `base-3`… : the first not in `anchors` (which then holds it).
fn unique(anchors: &mut BTreeSet<String>, base: &str) -> String {
    let mut anchor = base.to_owned();
    let mut n = 2;
    while !anchors.insert(anchor.clone()) {
        anchor = format!("{base}-{n}");
        n += 1;
    }
    anchor
}

/// A step's anchor id: `step-`, then lower-case letters and digits joined by `-`.
fn slug(text: &str) -> String {
    slug_with("step-", text)
}

/// An anchor id: `prefix`, then lower-case letters and digits joined by `-`.
fn slug_with(prefix: &str, text: &str) -> String {
    let mut out = String::from(prefix);
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
    let groups = table_keys(entry, texts);
    let listed = |keys: &Keys| -> String {
        let keys: Vec<String> = keys
            .iter()
            .map(|(key, vals)| format!("`{key}` ({})", list(vals, SHOWN_KEY_VALUES)))
            .collect();
        keys.join("; ")
    };
    match groups.as_slice() {
        [] => {}
        [(group, keys)] if group.is_empty() => {
            let _ = writeln!(
                values,
                "- table keys in the features, with their values: {}",
                listed(keys)
            );
        }
        _ => {
            let _ = writeln!(values, "- table keys in the features, with their values:");
            for (group, keys) in &groups {
                let _ = writeln!(values, "  - {}: {}", code(group), listed(keys));
            }
        }
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

/// The keys of a step's two-column tables and their values, in order of first use.
type Keys = Vec<(String, Vec<String>)>;

/// The keys of the step's two-column tables and their values, grouped by the value of the
/// step's first placeholder when it has one (`<question>`: each question has keys of its own).
/// A value written as an outline's `<placeholder>` counts every row of its examples.
fn table_keys(entry: &Entry, texts: &BTreeMap<String, String>) -> Vec<(String, Keys)> {
    let mut groups: Vec<(String, Keys)> = Vec::new();
    for (file, line) in &entry.uses {
        let cells = |r: &str| -> Vec<String> {
            r.trim().trim_matches('|').split('|').map(|c| c.trim().to_owned()).collect()
        };
        let rows: Vec<Vec<String>> = line.table.iter().map(|r| cells(r)).collect();
        if rows.is_empty() || rows.iter().any(|r| r.len() != 2) {
            continue;
        }
        let text = texts.get(file).map_or("", String::as_str);
        let raw: Vec<Vec<String>> = text
            .lines()
            .skip(line.line)
            .take_while(|l| l.trim().starts_with('|'))
            .map(cells)
            .collect();
        let group = entry
            .holes
            .first()
            .and_then(|h| entry.regex.captures(&line.text)?.get(h.group))
            .map_or(String::new(), |m| m.as_str().to_owned());
        let at = match groups.iter().position(|(g, _)| *g == group) {
            Some(at) => at,
            None => {
                groups.push((group, Vec::new()));
                groups.len() - 1
            }
        };
        let keys = &mut groups[at].1;
        for (i, row) in rows.iter().enumerate() {
            let key = &row[0];
            let written = raw.get(i).and_then(|r| r.get(1)).unwrap_or(&row[1]);
            let values = match written.strip_prefix('<').and_then(|w| w.strip_suffix('>')) {
                Some(column) => outline_column(text, line.line, column),
                None => vec![row[1].clone()],
            };
            let k = match keys.iter().position(|(k, _)| k == key) {
                Some(k) => k,
                None => {
                    keys.push((key.clone(), Vec::new()));
                    keys.len() - 1
                }
            };
            for value in values {
                if !value.is_empty() && !keys[k].1.contains(&value) {
                    keys[k].1.push(value);
                }
            }
        }
    }
    groups
}

/// Every value of the column `column` in the Examples tables of the outline whose step is at
/// `line` of `text`.
fn outline_column(text: &str, line: usize, column: &str) -> Vec<String> {
    let mut values = Vec::new();
    let mut header: Option<usize> = None;
    let mut in_examples = false;
    for l in text.lines().skip(line) {
        let t = l.trim();
        if t.starts_with("Scenario") || t.starts_with("Rule:") || t.starts_with("Background:") {
            break;
        }
        if t.starts_with("Examples:") || t.starts_with("Scenarios:") {
            in_examples = true;
            header = None;
            continue;
        }
        if !in_examples || !t.starts_with('|') {
            continue;
        }
        let cells: Vec<&str> = t.trim_matches('|').split('|').map(str::trim).collect();
        match header {
            None => header = Some(cells.iter().position(|c| *c == column).unwrap_or(usize::MAX)),
            Some(at) => values.extend(cells.get(at).map(|c| (*c).to_owned())),
        }
    }
    values
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

#[cfg(test)]
mod tests {
    use super::*;

    const OUTLINE: &str = "Feature: f\n  Scenario Outline: o\n    When the troop rules work out a towing speed:\n      | mover | <mover> |\n      | going | road    |\n    Then done\n\n    Examples:\n      | mover               |\n      | fully tracked       |\n      | half-tracked or 4wd |\n\n  Scenario: next\n    Given the scenario file \"a.toml\" that reads:\n      \"\"\"\n      name = \"x\"\n        [table]\n      \"\"\"\n    Then done\n";

    #[test]
    fn an_outline_placeholder_counts_every_example_row() {
        assert_eq!(outline_column(OUTLINE, 3, "mover"), ["fully tracked", "half-tracked or 4wd"]);
        assert!(outline_column(OUTLINE, 3, "nothing").is_empty());
    }

    #[test]
    fn a_text_block_is_copied_with_its_fences_and_indentation() {
        assert_eq!(
            text_block(OUTLINE, 14),
            ["\"\"\"", "name = \"x\"", "  [table]", "\"\"\""],
            "the block under line 14"
        );
        assert!(text_block(OUTLINE, 3).is_empty(), "a table is not a text block");
    }

    #[test]
    fn anchors_are_plain_and_stable() {
        assert_eq!(slug("When \"<unit>\" moves <path>"), "step-when-unit-moves-path");
    }
}
