//! The project an erratum is tried on: its feature files and recorded games, each with the
//! ruleset it belongs to, and the files their steps read.
//!
//! **Where the project comes from.** By default, the project built into the `umpire` command:
//! every feature under its `features/` and every recorded game under its `games/`. Given
//! `--features DIR` or `--games DIR` (each may be repeated), only the feature files under those
//! folders and the orders files under those folders (`--builtin` adds the built-in project to
//! them); `--scenarios DIR` names folders their steps read scenario files from, after the
//! feature's own folder and before the built-in ones, as `umpire test` reads them.
//!
//! **Which ruleset a feature belongs to**, scenario by scenario, the first that answers:
//! 1. a tag naming a ruleset, on the scenario, its rule or its feature (`@strategic`,
//!    `@civil-war`, `@minis-dice`, `@minis-speed`);
//! 2. the folder the feature file is in, when it is named after a ruleset
//!    (`features/strategic/…`);
//! 3. a tag naming a clause of exactly one ruleset's catalogue (`@STR-3.1.1-04`).
//!
//! A scenario none of these places belongs to every ruleset: it runs whatever the erratum.
//! **A recorded game** belongs to the ruleset its scenario names.

use std::path::{Path, PathBuf};

use cucumber::gherkin;
use umpire_play::errata::RULESETS;

use crate::command::{self, Setup};
use crate::library::{Found, Library};
use crate::run::clause_tags::Clauses;
use crate::runner::Selected;

/// Where the project's features, games and scenario files come from.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Sources {
    /// Folders (or files) of feature files.
    pub features: Vec<PathBuf>,
    /// Folders (or files) of recorded games.
    pub games: Vec<PathBuf>,
    /// Folders steps read scenario files from.
    pub scenarios: Vec<PathBuf>,
    /// Whether the built-in project is part of it too (it is when no features and no games
    /// are named).
    pub builtin: bool,
}

impl Sources {
    /// Whether the built-in project is part of the project.
    pub fn with_builtin(&self) -> bool {
        self.builtin || (self.features.is_empty() && self.games.is_empty())
    }
}

/// A recorded game of the project.
#[derive(Debug, Clone)]
pub struct GameFile {
    /// The orders file.
    pub found: Found,
    /// The ruleset its scenario names, when it could be read.
    pub ruleset: Option<String>,
}

/// The project: its features (parsed once), its games, the files steps read.
#[derive(Debug, Clone)]
pub struct Project {
    /// Every feature, every scenario in it.
    pub features: Vec<gherkin::Feature>,
    /// Every recorded game.
    pub games: Vec<GameFile>,
    /// The files steps read.
    pub library: Library,
}

impl Project {
    /// Reads the project `sources` name, `builtin` being the files built into the command,
    /// checking clause tags against `clauses`.
    ///
    /// # Errors
    /// A folder that is not there, a feature file that does not parse, an orders file that
    /// cannot be read.
    pub fn load(
        sources: &Sources,
        builtin: &'static [(&'static str, &'static str)],
        clauses: &Clauses,
    ) -> Result<Project, String> {
        for (flag, folders) in [
            ("--features", &sources.features),
            ("--games", &sources.games),
            ("--scenarios", &sources.scenarios),
        ] {
            if let Some(missing) = folders.iter().find(|f| !f.exists()) {
                return Err(format!("{flag} {}: there is no such folder", missing.display()));
            }
        }
        let mut library = Library::new(sources.scenarios.clone(), builtin);
        library.games.clone_from(&sources.games);
        let with_builtin = sources.with_builtin();
        let mut features = Vec::new();
        if with_builtin || !sources.features.is_empty() {
            let mut setup = Setup::new(builtin)?;
            setup.default_features = PathBuf::from(".");
            let args: Vec<String> =
                sources.features.iter().map(|f| f.display().to_string()).collect();
            if !args.is_empty() || with_builtin {
                let (selected, _) = if args.is_empty() {
                    command::select(&[], true, &setup, clauses)
                } else {
                    command::select(&args, with_builtin, &setup, clauses)
                }
                .map_err(|e| e.0)?;
                features = selected.features;
            }
        }
        let mut games = Vec::new();
        if with_builtin {
            for (path, text) in builtin {
                if path.starts_with("games/") && is_orders_file(text) {
                    games.push(Found::Builtin { path: (*path).to_owned(), text });
                }
            }
        }
        for folder in &sources.games {
            disk_games(folder, &mut games).map_err(|e| format!("{}: {e}", folder.display()))?;
        }
        let games = games
            .into_iter()
            .map(|found| {
                let ruleset = game_ruleset(&library, &found);
                GameFile { found, ruleset }
            })
            .collect();
        Ok(Project { features, games, library })
    }

    /// The scenarios that belong to any of `rulesets` (and those that belong to none known).
    pub fn select(&self, rulesets: &[&str]) -> Selected {
        let catalogues = Catalogues::read();
        Selected::filter(self.features.clone(), |feature, rule, scenario| {
            match ruleset_of(feature, rule, scenario, &catalogues) {
                Some(ruleset) => rulesets.contains(&ruleset),
                None => true,
            }
        })
    }

    /// The games that belong to any of `rulesets` (and those whose ruleset is not known).
    pub fn games_of(&self, rulesets: &[&str]) -> Vec<GameFile> {
        self.games
            .iter()
            .filter(|g| g.ruleset.as_deref().is_none_or(|r| rulesets.contains(&r)))
            .cloned()
            .collect()
    }
}

/// Whether a TOML text is an orders file (it has `[[phases]]`).
fn is_orders_file(text: &str) -> bool {
    text.parse::<toml::Table>().is_ok_and(|t| t.contains_key("phases"))
}

/// Every orders file under `path` (a file, or a folder searched to any depth), in path order.
fn disk_games(path: &Path, games: &mut Vec<Found>) -> std::io::Result<()> {
    if path.is_file() {
        games.push(Found::Disk(path.to_path_buf()));
        return Ok(());
    }
    let mut found = Vec::new();
    let mut stack = vec![path.to_path_buf()];
    while let Some(folder) = stack.pop() {
        for entry in std::fs::read_dir(&folder)? {
            let path = entry?.path();
            let hidden = path.file_name().is_some_and(|n| n.to_string_lossy().starts_with('.'));
            if path.is_dir() && !hidden {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "toml")
                && umpire_scenario::read_text(&path).is_ok_and(|t| is_orders_file(&t))
            {
                found.push(path);
            }
        }
    }
    found.sort();
    games.extend(found.into_iter().map(Found::Disk));
    Ok(())
}

/// The ruleset a game's scenario names, if the game can be read.
fn game_ruleset(library: &Library, found: &Found) -> Option<String> {
    let (file, start) = crate::steps::games::read_game(library, found).ok()?;
    let mut ruleset = None;
    let _ = umpire_play::Session::with_errata(file, start, |_, name, _| {
        ruleset = Some(name.to_owned());
        Ok(())
    });
    ruleset
}

/// Each ruleset's clause ids, as published.
struct Catalogues(Vec<(&'static str, Vec<String>)>);

impl Catalogues {
    fn read() -> Catalogues {
        Catalogues(
            RULESETS
                .iter()
                .map(|r| {
                    let ids = umpire_play::errata::catalogue(r)
                        .map(|c| c.clauses.into_iter().map(|c| c.id).collect())
                        .unwrap_or_default();
                    (*r, ids)
                })
                .collect(),
        )
    }
}

/// The ruleset a scenario belongs to (see the module's documentation), if one is known.
fn ruleset_of(
    feature: &gherkin::Feature,
    rule: Option<&gherkin::Rule>,
    scenario: &gherkin::Scenario,
    catalogues: &Catalogues,
) -> Option<&'static str> {
    let tags = crate::tags::of(feature, rule, scenario);
    if let Some(ruleset) = RULESETS.iter().find(|r| tags.iter().any(|t| t == *r)) {
        return Some(ruleset);
    }
    let folder = feature
        .path
        .as_ref()
        .and_then(|p| p.parent())
        .and_then(|p| p.file_name())
        .map(|n| n.to_string_lossy().into_owned());
    if let Some(ruleset) = RULESETS.iter().find(|r| folder.as_deref() == Some(**r)) {
        return Some(ruleset);
    }
    let mut named = catalogues
        .0
        .iter()
        .filter(|(_, ids)| tags.iter().any(|t| ids.contains(t)))
        .map(|(r, _)| *r);
    match (named.next(), named.next()) {
        (Some(ruleset), None) => Some(ruleset),
        _ => None,
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn feature(path: &str, text: &str) -> gherkin::Feature {
        let mut feature = gherkin::Feature::parse(text, gherkin::GherkinEnv::default()).unwrap();
        feature.path = Some(PathBuf::from(path));
        feature
    }

    #[test]
    fn a_scenario_belongs_to_its_tag_then_its_folder_then_its_clauses() {
        let catalogues = Catalogues::read();
        let which = |path: &str, text: &str| {
            let f = feature(path, text);
            ruleset_of(&f, None, &f.scenarios[0], &catalogues)
        };
        let plain = "Feature: f\n  Scenario: s\n    Given x\n";
        assert_eq!(which("mine/x.feature", &format!("@civil-war\n{plain}")), Some("civil-war"));
        assert_eq!(which("rules/strategic/x.feature", plain), Some("strategic"));
        let tagged = "Feature: f\n  @STR-3.1.1-04\n  Scenario: s\n    Given x\n";
        assert_eq!(which("mine/x.feature", tagged), Some("strategic"));
        assert_eq!(which("mine/x.feature", plain), None);
    }
}
