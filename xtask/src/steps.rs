//! `cargo xtask steps [--check]`: the step vocabulary, written to `features/STEPS.md`.
//!
//! How it works, so that it stays simple and robust:
//!
//! 1. It reads the step modules `crates/harness/src/steps/**/*.rs` as text (no compilation),
//!    in the order the modules are declared: `mod.rs` first, then each module it declares, a
//!    folder's `mod.rs` before the modules it declares in turn. Each `#[given(...)]`,
//!    `#[when(...)]` or `#[then(...)]` attribute is a step; the `///` doc comment above it gives
//!    the description (its first paragraph, on one line). Each
//!    `#[param(name = "...", regex = "...")]` attribute is a parameter type (`{hex}`), described
//!    by its doc comment the same way. A module's `//!` first line names its section (a topic);
//!    a folder's `mod.rs` names the part its topics are listed under (a ruleset).
//! 2. It turns each step's cucumber expression into a regular expression (the parameter types'
//!    regexes, `{int}`, `{string}`, `{word}` and `{float}`, optional text `(s)` and
//!    alternatives `a/b`) and looks for the first step line of `features/**/*.feature`
//!    (in path order; Scenario Outline lines filled from their first example row) that matches
//!    it, keyword included. That line, with its data table, is the step's example.
//! 3. `steps` writes the result; `steps --check` only compares it with the file and fails if
//!    they differ, so CI notices a step added without regenerating the vocabulary.
//!
//! A step no feature uses yet is listed with "no example yet" and reported as a warning.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use regex::Regex;

use crate::gherkin;

mod phrase;
mod render;
mod source;

pub use render::render;
use source::Function;

/// Where the step modules live, relative to the workspace root.
const STEP_DIR: &str = "crates/harness/src/steps";
/// Where the features live, relative to the workspace root.
const FEATURE_DIR: &str = "features";
/// The file written, relative to the workspace root.
const OUTPUT: &str = "features/STEPS.md";

/// A step definition found in the source.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StepDef {
    /// `Given`, `When` or `Then`.
    pub keyword: String,
    /// How the step matches text.
    pub pattern: Pattern,
    /// The first paragraph of its doc comment, on one line.
    pub about: String,
    /// The 1-based line of its attribute.
    pub line: usize,
    /// The function behind it (its parameters name the step's values).
    pub function: Function,
}

/// How a step matches text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Pattern {
    /// A cucumber expression: `{hex} and {hex} are adjacent`.
    Expression(String),
    /// A regular expression.
    Regex(String),
    /// Exact text.
    Literal(String),
}

impl Pattern {
    /// How the pattern is shown to a rules editor.
    fn shown(&self) -> &str {
        match self {
            Self::Expression(s) | Self::Regex(s) | Self::Literal(s) => s,
        }
    }
}

/// A custom parameter type found in the source.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParamDef {
    /// Its name in expressions (`hex` for `{hex}`).
    pub name: String,
    /// The regex it matches.
    pub regex: String,
    /// The first paragraph of its doc comment, on one line.
    pub about: String,
}

/// What one step module defines.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Module {
    /// The path relative to the workspace root, with `/` separators.
    pub path: String,
    /// The first line of its `//!` doc.
    pub title: String,
    /// Its steps, in source order.
    pub steps: Vec<StepDef>,
    /// Its parameter types, in source order.
    pub params: Vec<ParamDef>,
    /// Its `//!` first paragraph, on one line.
    pub doc: String,
    /// Every function it defines (helpers included), for the words a value accepts.
    pub functions: Vec<Function>,
    /// The `//!` first paragraph of the folder module it belongs to (`civil_war/mod.rs` for
    /// `civil_war/rail.rs`); empty for a module of the step root.
    pub part: String,
}

/// `steps [--check]`.
pub fn run(root: &Path, check: bool) -> i32 {
    let text = match generate(root) {
        Ok((text, unused)) => {
            for step in &unused {
                eprintln!("xtask: warning: no feature uses the step `{step}` yet");
            }
            text
        }
        Err(err) => {
            eprintln!("xtask: {err}");
            return 1;
        }
    };
    let output = root.join(OUTPUT);
    if check {
        let current = fs::read_to_string(&output).unwrap_or_default();
        if current == text {
            println!("{OUTPUT} is up to date");
            return 0;
        }
        let differs = first_difference(&current, &text);
        eprintln!(
            "xtask: {OUTPUT} is out of date ({differs}): run `cargo xtask steps` and commit the result"
        );
        return 1;
    }
    match umpire::scenario::write_whole(&output, text.as_bytes()) {
        Ok(()) => {
            println!("wrote {OUTPUT}");
            0
        }
        Err(err) => {
            eprintln!("xtask: cannot write {}: {err}", output.display());
            1
        }
    }
}

/// Where two texts first differ, for the stale-file message.
fn first_difference(current: &str, wanted: &str) -> String {
    let mut current_lines = current.lines();
    for (i, line) in wanted.lines().enumerate() {
        if current_lines.next() != Some(line) {
            return format!("first difference at line {}: expected {line:?}", i + 1);
        }
    }
    if current_lines.next().is_some() {
        return "it has extra lines at the end".to_owned();
    }
    "they differ in line endings".to_owned()
}

/// The text of `features/STEPS.md`, and the steps no feature uses.
pub fn generate(root: &Path) -> Result<(String, Vec<String>), String> {
    let modules = read_modules(root)?;
    let mut examples = Vec::new();
    let mut texts = BTreeMap::new();
    let features = gherkin::feature_files(&root.join(FEATURE_DIR))
        .map_err(|e| format!("cannot list the features: {e}"))?;
    for path in features {
        let text = fs::read_to_string(&path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let shown = relative(root, &path);
        let scanned = gherkin::scan(&text).map_err(|e| format!("{shown}: {e}"))?;
        examples.extend(scanned.steps.into_iter().map(|s| (shown.clone(), s)));
        texts.insert(shown, text);
    }
    render(&modules, &examples, &texts)
}

/// Every step module under `crates/harness/src/steps`, in declaration order: the root `mod.rs`
/// first, then each module it declares (a folder module's `mod.rs`, then the modules that one
/// declares), then any file no `mod.rs` declares, by path.
fn read_modules(root: &Path) -> Result<Vec<Module>, String> {
    let dir = root.join(STEP_DIR);
    let mut paths = Vec::new();
    module_paths(&dir.join("mod.rs"), &mut paths, "");
    let mut loose = Vec::new();
    rust_files(&dir, &mut loose)?;
    loose.sort();
    for path in loose {
        if !paths.iter().any(|(p, _)| *p == path) {
            paths.push((path, String::new()));
        }
    }
    paths
        .iter()
        .map(|(path, part)| {
            let text = fs::read_to_string(path)
                .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            let mut module = parse_module(&relative(root, path), &text)?;
            module.part.clone_from(part);
            Ok(module)
        })
        .collect()
}

/// `file` (a `mod.rs` or a module file), then the modules it declares, each with the first
/// paragraph of the folder module it belongs to (`part`).
fn module_paths(file: &Path, out: &mut Vec<(PathBuf, String)>, part: &str) {
    let Ok(source) = fs::read_to_string(file) else { return };
    out.push((file.to_path_buf(), part.to_owned()));
    let folder = match file.file_stem().and_then(|s| s.to_str()) {
        Some("mod") => file.parent().map(Path::to_path_buf),
        _ => file.parent().zip(file.file_stem()).map(|(p, stem)| p.join(stem)),
    };
    let Some(folder) = folder else { return };
    // The part of this file's modules: its own first paragraph, unless it is the root.
    let own = if part.is_empty() && out.len() == 1 {
        String::new()
    } else {
        parse_module("", &source).map(|m| m.doc).unwrap_or_default()
    };
    for name in declared_modules(&source) {
        let flat = folder.join(format!("{name}.rs"));
        let nested = folder.join(&name).join("mod.rs");
        let child = if flat.is_file() { flat } else { nested };
        module_paths(&child, out, &own);
    }
}

/// Every `.rs` file under `dir`, at any depth.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) -> Result<(), String> {
    let entries = fs::read_dir(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
    for entry in entries.filter_map(Result::ok) {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out)?;
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    Ok(())
}

/// The modules a `mod.rs` declares (`mod name;` or `pub mod name;`), in order.
fn declared_modules(source: &str) -> Vec<String> {
    source
        .lines()
        .filter_map(|line| {
            let line = line.trim();
            let line = line.strip_prefix("pub ").unwrap_or(line);
            line.strip_prefix("mod ")?.strip_suffix(';').map(|name| name.trim().to_owned())
        })
        .collect()
}

/// `path` relative to `root`, with `/` separators.
fn relative(root: &Path, path: &Path) -> String {
    let rel = path.strip_prefix(root).unwrap_or(path);
    rel.components().map(|c| c.as_os_str().to_string_lossy()).collect::<Vec<_>>().join("/")
}

/// The steps and parameter types one module's source defines.
pub fn parse_module(path: &str, source: &str) -> Result<Module, String> {
    let mut module = Module { path: path.to_owned(), ..Module::default() };
    let lines: Vec<&str> = source.lines().collect();
    let mut docs: Vec<String> = Vec::new();
    let mut in_first_paragraph = true;
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i].trim();
        let number = i + 1;
        i += 1;
        if let Some(doc) = line.strip_prefix("//!") {
            if module.title.is_empty() {
                module.title = doc.trim().trim_end_matches('.').to_owned();
            }
            if !in_first_paragraph {
                continue;
            }
            if doc.trim().is_empty() {
                in_first_paragraph = module.doc.is_empty();
            } else {
                if !module.doc.is_empty() {
                    module.doc.push(' ');
                }
                module.doc.push_str(doc.trim());
            }
            continue;
        }
        if let Some(function) =
            source::function_at(&lines, number - 1).filter(|_| line.contains("fn "))
        {
            module.functions.push(function);
        }
        if let Some(doc) = line.strip_prefix("///") {
            docs.push(doc.strip_prefix(' ').unwrap_or(doc).to_owned());
            continue;
        }
        if line.starts_with("#[") {
            // Gather the whole attribute, which rustfmt may spread over several lines.
            let mut attr = line.to_owned();
            while !balanced(&attr) && i < lines.len() {
                attr.push(' ');
                attr.push_str(lines[i].trim());
                i += 1;
            }
            let about = summary(&docs);
            let fail = |e: String| format!("{path}:{number}: {e}");
            if let Some((keyword, args)) = step_attribute(&attr) {
                let pattern = step_pattern(&args).map_err(fail)?;
                let function = source::function_at(&lines, i).unwrap_or_default();
                module.steps.push(StepDef {
                    keyword: keyword.to_owned(),
                    pattern,
                    about,
                    line: number,
                    function,
                });
            } else if let Some(args) = attr.strip_prefix("#[param(") {
                let pairs =
                    parse_args(args.trim_end_matches(']').trim_end_matches(')')).map_err(fail)?;
                let get = |key: &str| pairs.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone());
                let regex =
                    get("regex").ok_or_else(|| fail("a #[param] without a regex".to_owned()))?;
                let name = get("name").ok_or_else(|| {
                    fail("give every #[param] a name = \"...\", the name used in braces".to_owned())
                })?;
                module.params.push(ParamDef { name, regex, about });
            }
            continue;
        }
        if !line.is_empty() && !line.starts_with("//") {
            // The item the docs and attributes belong to: the next one starts afresh.
            docs.clear();
        }
    }
    Ok(module)
}

/// Whether an attribute's brackets are closed (outside string literals, raw ones included:
/// `r#"^"([^"]+)"$"#` holds quotes and brackets of its own).
fn balanced(attr: &str) -> bool {
    let mut depth = 0_i32;
    let mut rest = attr;
    while let Some(c) = rest.chars().next() {
        if c == 'r' && rest[1..].trim_start_matches('#').starts_with('"') {
            match string_literal(rest) {
                Some((_, after)) => rest = after,
                None => return false,
            }
            continue;
        }
        if c == '"' {
            match string_literal(rest) {
                Some((_, after)) => rest = after,
                None => return false,
            }
            continue;
        }
        match c {
            '[' | '(' => depth += 1,
            ']' | ')' => depth -= 1,
            _ => {}
        }
        rest = &rest[c.len_utf8()..];
    }
    depth <= 0
}

/// The first paragraph of a doc comment, on one line.
fn summary(docs: &[String]) -> String {
    docs.iter().map(|l| l.trim()).take_while(|l| !l.is_empty()).collect::<Vec<_>>().join(" ")
}

/// `#[given(…)]` → (`Given`, `…`).
fn step_attribute(attr: &str) -> Option<(&'static str, String)> {
    let attr = attr.strip_prefix("#[")?;
    let attr = attr.strip_prefix("cucumber::").unwrap_or(attr);
    [("given(", "Given"), ("when(", "When"), ("then(", "Then")].iter().find_map(|(prefix, kw)| {
        let rest = attr.strip_prefix(prefix)?;
        let rest = rest.trim_end().strip_suffix(']')?.trim_end().strip_suffix(')')?;
        Some((*kw, rest.to_owned()))
    })
}

/// The pattern of a step attribute's arguments: `expr = "…"`, `regex = "…"` or `"…"`.
fn step_pattern(args: &str) -> Result<Pattern, String> {
    let pairs = parse_args(args)?;
    match pairs.as_slice() {
        [(key, value)] if key.is_empty() => Ok(Pattern::Literal(value.clone())),
        [(key, value)] if key == "expr" => Ok(Pattern::Expression(value.clone())),
        [(key, value)] if key == "regex" => Ok(Pattern::Regex(value.clone())),
        _ => Err(format!("cannot read the step attribute arguments `{args}`")),
    }
}

/// `key = "value", …` (a bare `"value"` has an empty key), with string literals unescaped.
fn parse_args(args: &str) -> Result<Vec<(String, String)>, String> {
    let mut out = Vec::new();
    let mut rest = args.trim();
    while !rest.is_empty() {
        let mut key = String::new();
        if !rest.starts_with('"') && !rest.starts_with("r\"") && !rest.starts_with("r#") {
            let (k, after) = rest
                .split_once('=')
                .ok_or_else(|| format!("expected `key = \"…\"` in `{args}`"))?;
            key = k.trim().to_owned();
            rest = after.trim_start();
        }
        let (value, after) =
            string_literal(rest).ok_or_else(|| format!("expected a string literal in `{args}`"))?;
        out.push((key, value));
        rest = after.trim_start();
        rest = rest.strip_prefix(',').unwrap_or(rest).trim_start();
    }
    Ok(out)
}

/// Reads one Rust string literal (`"…"`, `r"…"`, `r#"…"#`) from the start of `text`: its value
/// and the text after it.
fn string_literal(text: &str) -> Option<(String, &str)> {
    if let Some(raw) = text.strip_prefix('r') {
        let hashes = raw.len() - raw.trim_start_matches('#').len();
        let body = raw[hashes..].strip_prefix('"')?;
        let close = format!("\"{}", "#".repeat(hashes));
        let end = body.find(&close)?;
        return Some((body[..end].to_owned(), &body[end + close.len()..]));
    }
    let body = text.strip_prefix('"')?;
    let mut value = String::new();
    let mut chars = body.char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '"' => return Some((value, &body[i + 1..])),
            '\\' => match chars.next()?.1 {
                'n' => value.push('\n'),
                't' => value.push('\t'),
                other => value.push(other),
            },
            other => value.push(other),
        }
    }
    None
}

/// The regexes of cucumber's built-in parameter types.
const BUILT_IN: &[(&str, &str)] = &[
    ("int", r"-?\d+"),
    ("float", r"-?\d*\.?\d+"),
    ("word", r"[^\s]+"),
    ("string", r#""[^"]*"|'[^']*'"#),
    ("", r".*"),
];

/// A cucumber expression as an anchored regex, with `params` giving the custom types' regexes.
pub fn expression_regex(expr: &str, params: &BTreeMap<String, String>) -> Result<String, String> {
    let mut out = String::from("^");
    // Split on spaces, keeping them: alternatives (`a/b`) never span a space.
    for (i, word) in expr.split(' ').enumerate() {
        if i > 0 {
            out.push(' ');
        }
        let alternatives = split_alternatives(word);
        if alternatives.len() > 1 {
            let parts: Result<Vec<String>, String> =
                alternatives.iter().map(|a| word_regex(a, params)).collect();
            out.push_str(&format!("(?:{})", parts?.join("|")));
        } else {
            out.push_str(&word_regex(word, params)?);
        }
    }
    out.push('$');
    Ok(out)
}

/// A word split at `/` outside braces and parentheses (and not escaped).
fn split_alternatives(word: &str) -> Vec<String> {
    let mut parts = vec![String::new()];
    let mut depth = 0_i32;
    let mut chars = word.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                let last = parts.last_mut();
                if let Some(last) = last {
                    last.push('\\');
                    if let Some(next) = chars.next() {
                        last.push(next);
                    }
                }
                continue;
            }
            '{' | '(' => depth += 1,
            '}' | ')' => depth -= 1,
            '/' if depth == 0 => {
                parts.push(String::new());
                continue;
            }
            _ => {}
        }
        if let Some(last) = parts.last_mut() {
            last.push(c);
        }
    }
    parts
}

/// One word of an expression (no spaces, no top-level `/`) as a regex.
fn word_regex(word: &str, params: &BTreeMap<String, String>) -> Result<String, String> {
    let mut out = String::new();
    let mut chars = word.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                if let Some(next) = chars.next() {
                    out.push_str(&regex::escape(&next.to_string()));
                }
            }
            '{' => {
                let name: String = chars.by_ref().take_while(|&c| c != '}').collect();
                let regex = params
                    .get(&name)
                    .map(String::as_str)
                    .or_else(|| BUILT_IN.iter().find(|(n, _)| *n == name).map(|(_, r)| *r))
                    .ok_or_else(|| format!("unknown parameter type {{{name}}}"))?;
                // Capturing, so that the values written in can be listed.
                out.push_str(&format!("((?:{regex}))"));
            }
            '(' => {
                let optional: String = chars.by_ref().take_while(|&c| c != ')').collect();
                out.push_str(&format!("(?:{})?", regex::escape(&optional)));
            }
            other => out.push_str(&regex::escape(&other.to_string())),
        }
    }
    Ok(out)
}

/// The regex a step's pattern matches its text with.
pub(crate) fn step_regex(
    pattern: &Pattern,
    params: &BTreeMap<String, String>,
) -> Result<Regex, String> {
    let source = match pattern {
        Pattern::Expression(e) => expression_regex(e, params)?,
        Pattern::Regex(r) => r.clone(),
        Pattern::Literal(l) => format!("^{}$", regex::escape(l)),
    };
    Regex::new(&source)
        .map_err(|e| format!("the step `{}` is not a valid pattern: {e}", pattern.shown()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gherkin::StepLine;

    const SOURCE: &str = r##"//! Map numbering: which map is in force.

use cucumber::{given, then};

/// A hex id as printed, e.g. `e3609`.
#[derive(Debug, Parameter)]
#[param(name = "hex", regex = r"[A-Za-z]*[0-9]+")]
pub struct HexId(String);

/// Chooses a map.
///
/// More detail that stays out of the vocabulary.
#[given(expr = "the strategic {word} map numbering")]
fn strategic(world: &mut W, side: String) {}

/// The two hexes share a hexside
/// (checked both ways round).
#[then(expr = "{hex} and {hex} are adjacent")]
fn adjacent(world: &mut W, a: HexId, b: HexId) -> Outcome { Ok(()) }

fn helper() {}

#[then(
    expr = "the distance from {hex} to {hex} is {int} hex(es)"
)]
fn distance() {}

/// Exactly this.
#[when("nothing happens")]
fn nothing() {}

/// By regex.
#[then(regex = r#"^the "(\w+)" rule$"#)]
fn rule() {}
"##;

    fn module() -> Module {
        parse_module("crates/harness/src/steps/numbering.rs", SOURCE).unwrap_or_default()
    }

    #[test]
    fn reads_steps_params_and_their_docs() {
        let m = module();
        assert_eq!(m.title, "Map numbering: which map is in force");
        assert_eq!(
            m.params,
            [ParamDef {
                name: "hex".into(),
                regex: "[A-Za-z]*[0-9]+".into(),
                about: "A hex id as printed, e.g. `e3609`.".into()
            }]
        );
        let steps: Vec<(&str, &Pattern, &str)> =
            m.steps.iter().map(|s| (s.keyword.as_str(), &s.pattern, s.about.as_str())).collect();
        assert_eq!(
            steps,
            [
                (
                    "Given",
                    &Pattern::Expression("the strategic {word} map numbering".into()),
                    "Chooses a map."
                ),
                (
                    "Then",
                    &Pattern::Expression("{hex} and {hex} are adjacent".into()),
                    "The two hexes share a hexside (checked both ways round)."
                ),
                (
                    "Then",
                    &Pattern::Expression(
                        "the distance from {hex} to {hex} is {int} hex(es)".into()
                    ),
                    ""
                ),
                ("When", &Pattern::Literal("nothing happens".into()), "Exactly this."),
                ("Then", &Pattern::Regex(r#"^the "(\w+)" rule$"#.into()), "By regex."),
            ]
        );
    }

    #[test]
    fn expressions_become_regexes() {
        let params: BTreeMap<String, String> =
            [("hex".to_owned(), "[A-Za-z]*[0-9]+".to_owned())].into_iter().collect();
        let re = |e: &str| Regex::new(&expression_regex(e, &params).unwrap_or_default()).ok();
        let adjacent = re("{hex} and {hex} are adjacent");
        assert!(adjacent.as_ref().is_some_and(|r| r.is_match("e3609 and e3608 are adjacent")));
        assert!(adjacent.as_ref().is_some_and(|r| !r.is_match("e3609 and e3608 are not adjacent")));
        let distance = re("the distance from {hex} to {hex} is {int} hex(es)");
        assert!(
            distance
                .as_ref()
                .is_some_and(|r| r.is_match("the distance from 0101 to 0404 is 4 hexes"))
        );
        assert!(
            distance
                .as_ref()
                .is_some_and(|r| r.is_match("the distance from 0101 to 0102 is 1 hex"))
        );
        let reading = re("reading {string} gives {hex}");
        assert!(reading.as_ref().is_some_and(|r| r.is_match(r#"reading "E3609" gives e3609"#)));
        assert!(reading.as_ref().is_some_and(|r| r.is_match(r#"reading "" gives e3609"#)));
        let alternatives = re("the unit moves/marches to {hex}.");
        assert!(alternatives.as_ref().is_some_and(|r| r.is_match("the unit marches to 0101.")));
        assert!(alternatives.as_ref().is_some_and(|r| !r.is_match("the unit marches to 0101!")));
        let escaped = re(r"a \(literal\) bracket");
        assert!(escaped.as_ref().is_some_and(|r| r.is_match("a (literal) bracket")));
        assert!(expression_regex("{nope}", &params).is_err());
    }

    #[test]
    fn the_vocabulary_lists_steps_with_examples() {
        let text = "Feature: x\n  Scenario: y\n    Given the strategic east map numbering\n    Then e3609 and e3608 are adjacent\n    And the distance from 0101 to 0404 is 4 hexes\n";
        let examples: Vec<(String, StepLine)> = gherkin::scan(text)
            .unwrap_or_default()
            .steps
            .into_iter()
            .map(|s| ("features/x.feature".to_owned(), s))
            .collect();
        let texts = BTreeMap::new();
        let (md, unused) = render(&[module()], &examples, &texts).unwrap_or_default();
        assert!(md.contains("| `{hex}` | A hex id as printed, e.g. `e3609`. |"), "{md}");
        assert!(md.contains("## Map numbering\n\nWhich map is in force.\n"), "{md}");
        assert!(md.contains("### `Then {hex} and {hex} are adjacent`"), "{md}");
        assert!(md.contains("```gherkin\nThen e3609 and e3608 are adjacent\n```\n\n_Example from `features/x.feature:4`._"), "{md}");
        assert!(
            md.contains("```gherkin\nThen the distance from 0101 to 0404 is 4 hexes\n```"),
            "{md}"
        );
        assert_eq!(unused, ["When nothing happens", r#"Then the "<text>" rule"#]);
    }

    #[test]
    fn modules_are_listed_in_declaration_order() {
        let source = "//! Steps.\n\npub mod numbering;\n\npub mod geometry;\nmod map;\n\nuse x;\n";
        assert_eq!(declared_modules(source), ["numbering", "geometry", "map"]);
    }

    #[test]
    fn the_step_modules_are_read_in_declaration_order_at_any_depth() {
        let modules = read_modules(&crate::workspace_root()).unwrap_or_default();
        let paths: Vec<&str> = modules.iter().map(|m| m.path.as_str()).collect();
        let at = |p: &str| paths.iter().position(|q| q.ends_with(p));
        let (root, verdict) = (at("/steps/mod.rs"), at("/steps/verdict.rs"));
        let (civil_war, rail) = (at("/steps/civil_war/mod.rs"), at("/steps/civil_war/rail.rs"));
        assert!(root < verdict && verdict < civil_war && civil_war < rail, "{paths:?}");
        let rail = rail.and_then(|i| modules.get(i)).cloned().unwrap_or_default();
        assert!(rail.part.starts_with("The Civil War movement rules"), "{}", rail.part);
        assert!(!rail.steps.is_empty());
        assert!(modules.iter().all(|m| !m.path.contains("tests/steps")));
    }

    #[test]
    fn string_literals() {
        assert_eq!(string_literal(r#""a\"b" rest"#), Some((r#"a"b"#.to_owned(), " rest")));
        assert_eq!(string_literal(r##"r#"a"b"# rest"##), Some((r#"a"b"#.to_owned(), " rest")));
        assert_eq!(string_literal(r#"r"\d+""#), Some((r"\d+".to_owned(), "")));
        assert_eq!(string_literal("nope"), None);
    }

    #[test]
    fn the_committed_vocabulary_is_current() {
        // The same check as `cargo xtask steps --check`, so `cargo test` catches it too.
        let root = crate::workspace_root();
        let (text, _) = generate(&root).unwrap_or_default();
        let current = fs::read_to_string(root.join(OUTPUT)).unwrap_or_default();
        assert!(
            current == text,
            "{OUTPUT} is out of date ({}): run `cargo xtask steps`",
            first_difference(&current, &text)
        );
    }
}
