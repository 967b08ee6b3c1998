//! The results file: one record per scenario, written at the end of the run to
//! `target/acceptance/results.json` (or `$UMPIRE_RESULTS`). `xtask/src/results.rs` reads it.

use std::path::{Path, PathBuf};
use std::sync::Mutex;

use cucumber::{event, gherkin};
use serde::Serialize;

/// One scenario's outcome.
#[derive(Debug, Clone, Serialize)]
pub struct Record {
    /// Its feature file, relative to the workspace root.
    pub feature: String,
    /// The line of the scenario (of the example row for an outline's example).
    pub line: usize,
    /// Its name.
    pub name: String,
    /// Every tag that applies to it, without the `@`.
    pub tags: Vec<String>,
    /// `passed`, `failed` or `skipped`.
    pub status: &'static str,
    /// Why it did not pass.
    pub message: Option<String>,
    /// The engine's last verdict in the scenario, in words.
    pub verdict: Option<String>,
    /// Every clause id the scenario's verdicts and ledgers cited (all its orders, sorted):
    /// what `cargo xtask coverage` counts as cited.
    pub cited: Vec<String>,
    /// Its picture, relative to the results file's folder.
    pub picture: Option<String>,
}

#[derive(Serialize)]
struct Run<'a> {
    errata: Vec<String>,
    scenarios: &'a [Record],
}

static RECORDS: Mutex<Vec<Record>> = Mutex::new(Vec::new());

/// The results file.
pub fn path() -> PathBuf {
    std::env::var_os("UMPIRE_RESULTS").map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/acceptance/results.json"),
        PathBuf::from,
    )
}

/// Whether pictures were asked for (`UMPIRE_PICTURES=1`).
pub fn pictures_wanted() -> bool {
    std::env::var("UMPIRE_PICTURES").is_ok_and(|v| v == "1")
}

/// Every tag on `scenario`: the feature's, the rule's, its own and its examples'.
pub fn tags(
    feature: &gherkin::Feature,
    rule: Option<&gherkin::Rule>,
    scenario: &gherkin::Scenario,
) -> Vec<String> {
    let mut tags: Vec<String> = Vec::new();
    let all = feature.tags.iter().chain(rule.iter().flat_map(|r| &r.tags)).chain(&scenario.tags);
    for tag in all.chain(scenario.examples.iter().flat_map(|e| &e.tags)) {
        if !tags.contains(tag) {
            tags.push(tag.clone());
        }
    }
    tags
}

/// The feature file's path relative to the workspace root.
pub fn feature_path(feature: &gherkin::Feature) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    feature.path.as_ref().map_or_else(String::new, |p| {
        p.strip_prefix(root).unwrap_or(p).display().to_string().replace('\\', "/")
    })
}

/// `passed`/`failed`/`skipped` and the message of a finished scenario.
pub fn outcome(finished: &event::ScenarioFinished) -> (&'static str, Option<String>) {
    match finished {
        event::ScenarioFinished::StepPassed => ("passed", None),
        event::ScenarioFinished::StepSkipped => {
            ("skipped", Some("a step matched no step definition".to_owned()))
        }
        event::ScenarioFinished::StepFailed(_, _, error) => ("failed", Some(error.to_string())),
        event::ScenarioFinished::BeforeHookFailed(_) => {
            ("failed", Some("the before-scenario hook failed".to_owned()))
        }
    }
}

/// Keeps a record for the file.
pub fn record(record: Record) {
    if let Ok(mut records) = RECORDS.lock() {
        records.push(record);
    }
}

/// Writes the records of the run, sorted by feature and line.
///
/// # Errors
/// The file cannot be written.
pub fn write(errata: Vec<String>) -> Result<PathBuf, String> {
    let path = path();
    let mut records = RECORDS.lock().map_err(|e| e.to_string())?;
    records.sort_by(|a, b| (&a.feature, a.line).cmp(&(&b.feature, b.line)));
    let json = serde_json::to_string_pretty(&Run { errata, scenarios: &records })
        .map_err(|e| e.to_string())?;
    if let Some(folder) = path.parent() {
        std::fs::create_dir_all(folder).map_err(|e| format!("{}: {e}", folder.display()))?;
    }
    std::fs::write(&path, json).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(path)
}
