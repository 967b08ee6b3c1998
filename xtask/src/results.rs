//! The acceptance suite's results file, `target/acceptance/results.json`, which the harness
//! (`tests/acceptance.rs`) writes at the end of every run: one record per scenario run, with its
//! tags, its outcome, the clauses its verdicts cited and, when pictures were asked for
//! (`UMPIRE_PICTURES=1`), the SVG of its map and a caption saying what it shows; each
//! scenario's steps as its feature file reads them.
//!
//! `errata` compares two of these; `rulebook` shows the last one; `coverage` counts what the
//! last one cited.

use std::path::{Path, PathBuf};

use serde::Deserialize;

/// Where the harness writes the results, under the workspace root (or `$UMPIRE_RESULTS`).
pub const RESULTS: &str = "target/acceptance/results.json";

/// One run of the acceptance suite.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct Run {
    /// The errata in force during the run, as `<ruleset>/<erratum id>`.
    #[serde(default)]
    pub errata: Vec<String>,
    /// Every scenario that ran, in the order they finished.
    pub scenarios: Vec<ScenarioResult>,
}

/// One scenario's outcome.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct ScenarioResult {
    /// Its feature file, relative to the workspace root (`features/strategic/3.1.1.feature`).
    pub feature: String,
    /// The line of the scenario (of the example row, for an outline's example).
    pub line: usize,
    /// Its name.
    pub name: String,
    /// Every tag that applies to it (the feature's, the rule's, its own, its examples'),
    /// without the `@`.
    pub tags: Vec<String>,
    /// `passed`, `failed` or `skipped`.
    pub status: String,
    /// The failure, for a scenario that did not pass.
    pub message: Option<String>,
    /// The verdict the engine gave last in the scenario, in words (`legal, 3 MP`), if any.
    pub verdict: Option<String>,
    /// Every clause id the scenario's verdicts and ledgers cited, across all its orders (empty
    /// in a results file written before the harness recorded them).
    #[serde(default)]
    pub cited: Vec<String>,
    /// The SVG of its map with the reach or route over it, relative to the results file's
    /// folder (`pictures/strategic/3.1.1-42.svg`), when pictures were asked for.
    pub picture: Option<String>,
}

/// A run as the rulebook shows it: each scenario's outcome with what else the harness wrote.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct ShownRun {
    /// The errata in force during the run, as `<ruleset>/<erratum id>`.
    #[serde(default)]
    pub errata: Vec<String>,
    /// Every scenario that ran.
    pub scenarios: Vec<Shown>,
}

/// One scenario's outcome, its steps and its picture's caption.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct Shown {
    /// Its outcome.
    #[serde(flatten)]
    pub result: ScenarioResult,
    /// Every step cucumber ran for it, as its feature file reads them (the backgrounds'
    /// first; a text block or table on the lines after its step). Empty in a results file
    /// written before the harness recorded them.
    #[serde(default)]
    pub steps: Vec<String>,
    /// What its picture shows, in words, when one was drawn.
    #[serde(default)]
    pub caption: Option<String>,
    /// Whether its picture is of a table (a miniatures ruleset: lengths, not MP).
    #[serde(default)]
    pub table: bool,
}

impl ScenarioResult {
    /// `features/strategic/3.1.1.feature:42`: how the scenario is named in reports.
    pub fn place(&self) -> String {
        format!("{}:{}", self.feature, self.line)
    }

    /// Whether it passed.
    pub fn passed(&self) -> bool {
        self.status == "passed"
    }
}

/// The results file under `root` (or `$UMPIRE_RESULTS`).
pub fn path(root: &Path) -> PathBuf {
    std::env::var_os("UMPIRE_RESULTS").map_or_else(|| root.join(RESULTS), PathBuf::from)
}

/// Reads a results file.
///
/// # Errors
/// The file cannot be read (with a hint to run the suite) or is not a results file.
pub fn read(path: &Path) -> Result<Run, String> {
    read_as(path)
}

/// Reads a results file as the rulebook shows it.
///
/// # Errors
/// As [`read`].
pub fn read_shown(path: &Path) -> Result<ShownRun, String> {
    read_as(path)
}

/// Reads a results file into `T`.
fn read_as<T: serde::de::DeserializeOwned>(path: &Path) -> Result<T, String> {
    let text = std::fs::read_to_string(path).map_err(|error| {
        format!(
            "{}: {error} (run the acceptance suite first: cargo xtask scenarios)",
            path.display()
        )
    })?;
    serde_json::from_str(&text).map_err(|error| format!("{}: {error}", path.display()))
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn steps_and_captions_are_read_and_may_be_absent() {
        let old = r#"{"scenarios": [{"feature": "f.feature", "line": 3, "name": "A", "tags": [],
            "status": "failed", "message": "expected x, but y", "verdict": null,
            "picture": null}]}"#;
        let run: ShownRun = serde_json::from_str(old).unwrap();
        let scenario = &run.scenarios[0];
        assert!(scenario.steps.is_empty() && scenario.caption.is_none() && !scenario.table);
        assert_eq!(scenario.result.message.as_deref(), Some("expected x, but y"));
        let new = old.replace(
            "\"picture\": null",
            "\"picture\": null, \"steps\": [\"Given a\", \"Then b\"], \"caption\": \"moved 6\\\"\", \"table\": true",
        );
        let run: ShownRun = serde_json::from_str(&new).unwrap();
        assert_eq!(run.scenarios[0].steps, ["Given a", "Then b"]);
        assert_eq!(run.scenarios[0].caption.as_deref(), Some("moved 6\""));
        assert!(run.scenarios[0].table);
    }
}
