//! Reads the feature files of the run: every `*.feature` file given, or under a folder given,
//! wherever it is, each once, in path order; then the built-in ones asked for. A scenario carrying a tag that looks like a clause
//! id but names none gets a first step that fails with the nearest id ([`super::clause_tags`]).

use std::path::{Path, PathBuf};

use cucumber::feature::Ext as _;
use cucumber::{gherkin, parser};

use super::clause_tags::Clauses;
use crate::library::BUILT_IN;
use crate::results::shown_from_here as shown;

/// Reads every feature file under `roots` (each once, in path order) and the built-in
/// `features`, outlines expanded and clause-like tags checked against `clauses`. A file that
/// cannot be read or parsed is an `Err` in its place.
pub fn read(
    roots: &[PathBuf],
    builtin: &[(&'static str, &'static str)],
    clauses: &Clauses,
) -> Vec<parser::Result<gherkin::Feature>> {
    let mut files: Vec<PathBuf> = Vec::new();
    let mut out: Vec<parser::Result<gherkin::Feature>> = Vec::new();
    for root in roots {
        if let Err(source) = feature_files(root, &mut files) {
            let path = root.clone();
            out.push(Err(gherkin::ParseFileError::Reading { path, source }.into()));
        }
    }
    files.sort();
    files.dedup();
    let env = gherkin::GherkinEnv::default;
    let on_disk = files.into_iter().map(|file| {
        let feature = gherkin::Feature::parse_path(&file, env())?;
        Ok(feature)
    });
    let built_in = builtin.iter().map(|(path, text)| {
        let shown = PathBuf::from(format!("{BUILT_IN}{path}"));
        let mut feature = gherkin::Feature::parse(text, env()).map_err(|source| {
            gherkin::ParseFileError::Parsing { path: shown.clone(), error: None, source }
        })?;
        feature.path = Some(shown);
        Ok(feature)
    });
    for feature in on_disk.chain(built_in) {
        out.push(feature.and_then(|feature: gherkin::Feature| {
            let mut feature = feature.expand_examples()?;
            clauses.check_tags(&mut feature);
            Ok(feature)
        }));
    }
    out
}

/// Adds `path` if it is a file, else every `*.feature` file under it (not under a hidden
/// folder or a `target/` folder), to `files`.
fn feature_files(path: &Path, files: &mut Vec<PathBuf>) -> std::io::Result<()> {
    if !path.is_dir() {
        files.push(path.to_path_buf());
        return Ok(());
    }
    for entry in std::fs::read_dir(path)? {
        let path = entry?.path();
        if path.is_dir() {
            // A build's output and hidden folders (`.git`) hold no features of the user's.
            let name = path.file_name().map(|n| n.to_string_lossy().into_owned());
            if name.is_some_and(|n| n.starts_with('.') || n == "target") {
                continue;
            }
            feature_files(&path, files)?;
        } else if path.extension().is_some_and(|e| e.eq_ignore_ascii_case("feature")) {
            files.push(path);
        }
    }
    Ok(())
}

/// A feature file that cannot be read or parsed, in words: the file (relative to the current
/// folder when it is inside it), the line and column, and what to write.
pub fn problem(error: &parser::Error) -> String {
    match error {
        parser::Error::Parsing(error) => match error.as_ref() {
            gherkin::ParseFileError::Reading { path, source } => {
                format!("{}: the feature file cannot be read: {source}", shown(path))
            }
            gherkin::ParseFileError::Parsing { path, error, source } => {
                // The parser's own message reads "Error at <line>:<col>: {…tokens}".
                let text = source.to_string();
                let at = text
                    .strip_prefix("Error at ")
                    .and_then(|rest| rest.split_once(": "))
                    .map_or_else(String::new, |(at, _)| format!(":{at}"));
                let why = error.as_ref().map_or_else(
                    || {
                        "this is not Gherkin: a feature file starts with `Feature:`, then \
                         scenarios (`Scenario:`) whose steps start with Given, When, Then, And \
                         or But"
                            .to_owned()
                    },
                    |e| format!("this is not Gherkin: {e}"),
                );
                format!("{}{at}: {why}", shown(path))
            }
        },
        parser::Error::ExampleExpansion(error) => {
            let file = error.path.as_deref().map_or_else(String::new, shown);
            format!(
                "{file}:{}:{}: the outline names <{}>, but its Examples table has no such column",
                error.pos.line, error.pos.col, error.name
            )
        }
    }
}
