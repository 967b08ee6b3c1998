//! What the command line selects: feature files and folders anywhere, tags, words of scenario
//! names; and the folders a relative path is read from.
//!
//! A relative path is read from the folder the user ran the command in: `$PWD` (which a shell
//! sets, and `cargo test` passes on untouched while it runs a test in the package root), then
//! the process's current folder.

use std::path::{Path, PathBuf};

use cucumber::gherkin;

/// One thing a positional argument (or `--input`) selects.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Select {
    /// Scenarios of the features in this file or under this folder (canonical path).
    Path(PathBuf),
    /// Scenarios carrying this tag (without the `@`).
    Tag(String),
    /// Scenarios whose name contains this text.
    Name(String),
}

/// The folders a relative path is tried against, in order: the user's folder (`$PWD`), then
/// the process's current folder.
pub fn bases() -> Vec<PathBuf> {
    let mut bases: Vec<PathBuf> = Vec::new();
    let here = std::env::current_dir().ok();
    // `PWD` is the folder as the user's shell names it (through a link, say), but only while it
    // is the current folder: a program that starts the command in another folder passes on
    // its own, stale `PWD`.
    let pwd = std::env::var_os("PWD").map(PathBuf::from).filter(|pwd| {
        let same = |a: &Path, b: &Path| a.canonicalize().ok() == b.canonicalize().ok();
        here.as_deref().is_some_and(|here| same(pwd, here))
    });
    for base in [pwd, here].into_iter().flatten() {
        if base.is_dir() && !bases.contains(&base) {
            bases.push(base);
        }
    }
    bases
}

/// The existing file or folder `arg` names: absolute as it is, relative against each of
/// `bases` in turn (canonical).
pub fn resolve(arg: &str, bases: &[PathBuf]) -> Option<PathBuf> {
    let path = Path::new(arg);
    if path.is_absolute() {
        return path.canonicalize().ok();
    }
    bases.iter().find_map(|base| base.join(path).canonicalize().ok())
}

impl Select {
    /// Reads one positional argument: a tag, an existing path, or else a name.
    ///
    /// # Errors
    /// An argument that looks like a path (ends in `.feature`, holds a `/`) but names nothing.
    pub fn read(arg: &str, bases: &[PathBuf]) -> Result<Self, String> {
        if let Some(tag) = arg.strip_prefix('@') {
            return Ok(Self::Tag(tag.to_owned()));
        }
        if let Some(path) = resolve(arg, bases) {
            return Ok(Self::Path(path));
        }
        if arg.ends_with(".feature") || arg.contains('/') || arg.contains('\\') {
            return Err(not_found(arg, bases));
        }
        Ok(Self::Name(arg.to_owned()))
    }

    /// Reads the value of `--input`: always a file or folder.
    ///
    /// # Errors
    /// A path that names nothing.
    pub fn input(arg: &str, bases: &[PathBuf]) -> Result<Self, String> {
        resolve(arg, bases).map(Self::Path).ok_or_else(|| not_found(arg, bases))
    }

    /// Whether this selects `scenario` of `feature`.
    pub fn selects(
        &self,
        feature: &gherkin::Feature,
        rule: Option<&gherkin::Rule>,
        scenario: &gherkin::Scenario,
    ) -> bool {
        match self {
            Self::Path(path) => feature
                .path
                .as_ref()
                .and_then(|p| p.canonicalize().ok())
                .is_some_and(|p| p.starts_with(path)),
            Self::Tag(tag) => feature
                .tags
                .iter()
                .chain(rule.iter().flat_map(|r| &r.tags))
                .chain(&scenario.tags)
                .chain(scenario.examples.iter().flat_map(|e| &e.tags))
                .any(|t| t == tag),
            Self::Name(text) => scenario.name.contains(text.as_str()),
        }
    }
}

/// The message for a path that names nothing, with the folders it was looked for in.
fn not_found(arg: &str, bases: &[PathBuf]) -> String {
    if Path::new(arg).is_absolute() {
        return format!("there is no feature file or folder at {arg}");
    }
    let looked: Vec<String> = bases.iter().map(|b| b.display().to_string()).collect();
    format!("there is no feature file or folder {arg} in {}", looked.join(" or "))
}

/// The files and folders read: every selected path, and `default` when a tag or a name selects
/// too (or nothing is selected). Paths inside another are left out.
pub fn roots(selection: &[Select], default: &Path) -> Vec<PathBuf> {
    let mut roots: Vec<PathBuf> = Vec::new();
    let paths =
        selection.iter().filter_map(|s| if let Select::Path(p) = s { Some(p) } else { None });
    let whole = selection.is_empty() || selection.iter().any(|s| !matches!(s, Select::Path(_)));
    let features = default.canonicalize().unwrap_or_else(|_| default.to_path_buf());
    for path in whole.then_some(&features).into_iter().chain(paths) {
        if roots.iter().any(|r| path.starts_with(r)) {
            continue;
        }
        roots.retain(|r| !r.starts_with(path));
        roots.push(path.clone());
    }
    roots
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn temp(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("umpire-select-{name}-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("sub")).unwrap();
        std::fs::write(dir.join("sub/mine.feature"), "Feature: x\n").unwrap();
        dir.canonicalize().unwrap()
    }

    #[test]
    fn a_path_is_read_from_each_base_in_turn_and_an_absolute_one_as_it_is() {
        let dir = temp("bases");
        let file = dir.join("sub/mine.feature");
        let bases = [PathBuf::from("/nonexistent-umpire"), dir.clone()];
        assert_eq!(Select::read("sub/mine.feature", &bases), Ok(Select::Path(file.clone())));
        assert_eq!(Select::read(file.to_str().unwrap(), &[]), Ok(Select::Path(file.clone())));
        assert_eq!(Select::input("sub", &bases), Ok(Select::Path(dir.join("sub"))));
        let err = Select::read("sub/other.feature", &bases).unwrap_err();
        assert!(err.contains("sub/other.feature") && err.contains(&dir.display().to_string()));
        assert!(Select::input("nothing-here", &bases).is_err());
        assert_eq!(Select::read("@hex", &bases), Ok(Select::Tag("hex".to_owned())));
        assert_eq!(Select::read("hexside", &bases), Ok(Select::Name("hexside".to_owned())));
    }

    #[test]
    fn the_repository_features_are_read_only_when_a_tag_or_a_name_selects_too() {
        let dir = temp("roots");
        let features = temp("features");
        let mine = Select::Path(dir.join("sub"));
        assert_eq!(roots(&[], &features), std::slice::from_ref(&features));
        assert_eq!(roots(std::slice::from_ref(&mine), &features), [dir.join("sub")]);
        let both = roots(&[mine.clone(), Select::Tag("hex".to_owned())], &features);
        assert_eq!(both, [features.clone(), dir.join("sub")]);
        // A file inside a folder already read is not read twice.
        let inner = Select::Path(features.join("sub"));
        assert_eq!(
            roots(&[inner, Select::Name("x".to_owned())], &features),
            std::slice::from_ref(&features)
        );
        let both = roots(&[Select::Path(dir.join("sub/mine.feature")), mine], &features);
        assert_eq!(both, [dir.join("sub")]);
    }
}
