//! The results file: one record per scenario, written at the end of the run to
//! `target/acceptance/results.json` (or `$UMPIRE_RESULTS`). `xtask/src/results.rs` reads it.
//!
//! Besides what the runner records ([`Record`]), each scenario is written with its steps as
//! its feature file reads them (the backgrounds' first, an outline's placeholders filled in, as
//! cucumber runs it) and, when its picture was drawn, the picture's caption
//! ([`super::pictures`]). A scenario without a step of its own is written as failed, as the
//! run counts it.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use cucumber::feature::Ext as _;
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

/// What the file holds of one scenario: the runner's record, its steps and its picture's
/// caption.
#[derive(Debug, Clone, Serialize)]
struct Written {
    #[serde(flatten)]
    record: Record,
    /// Every step cucumber ran for it, as its feature file reads them: `Given a clear hex
    /// e3608`, a step's text block or table on the lines after it.
    steps: Vec<String>,
    /// What its picture shows, in words (`rangers moved 6" (15.24cm)`), when one was drawn.
    caption: Option<String>,
    /// Whether its picture is of a table (distances in inches and centimetres, no MP).
    table: bool,
}

#[derive(Serialize)]
struct Run<'a> {
    errata: Vec<String>,
    scenarios: &'a [Written],
}

/// The message of a scenario that has no step of its own (the run fails it too).
pub const NO_STEPS: &str =
    "the scenario has no steps (every step line starts with Given, When, Then, And or But)";

static RECORDS: Mutex<Vec<Record>> = Mutex::new(Vec::new());

/// What a scenario's picture shows, in words, for the results file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Caption {
    /// The words: a table move's distance in inches and centimetres, or its refusal; a hex
    /// order's verdict.
    pub text: String,
    /// Whether the picture is of a table.
    pub table: bool,
}

/// The captions of the pictures drawn so far, by feature file and line.
static CAPTIONS: Mutex<BTreeMap<(String, usize), Caption>> = Mutex::new(BTreeMap::new());

/// Keeps the caption of the picture drawn for the scenario at `feature` line `line`
/// (`tests/harness/pictures.rs` draws them).
pub fn note_caption(feature: &str, line: usize, caption: Caption) {
    if let Ok(mut captions) = CAPTIONS.lock() {
        captions.insert((feature.to_owned(), line), caption);
    }
}

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

/// Writes the records of the run, sorted by feature and line, each with its steps and its
/// picture's caption.
///
/// # Errors
/// The file cannot be written.
pub fn write(errata: Vec<String>) -> Result<PathBuf, String> {
    let path = path();
    let mut records = RECORDS.lock().map_err(|e| e.to_string())?;
    records.sort_by(|a, b| (&a.feature, a.line).cmp(&(&b.feature, b.line)));
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut features: BTreeMap<String, Option<gherkin::Feature>> = BTreeMap::new();
    let mut written = Vec::with_capacity(records.len());
    for record in records.iter() {
        let feature = features.entry(record.feature.clone()).or_insert_with(|| {
            let file = root.join(&record.feature);
            let feature = gherkin::Feature::parse_path(file, gherkin::GherkinEnv::default()).ok();
            feature.and_then(|f| f.expand_examples().ok())
        });
        let steps = feature.as_ref().and_then(|f| steps_of(f, record.line));
        let key = (record.feature.clone(), record.line);
        let caption = CAPTIONS.lock().ok().and_then(|mut c| c.remove(&key));
        written.push(written_of(record.clone(), steps, caption));
    }
    let json = serde_json::to_string_pretty(&Run { errata, scenarios: &written })
        .map_err(|e| e.to_string())?;
    if let Some(folder) = path.parent() {
        std::fs::create_dir_all(folder).map_err(|e| format!("{}: {e}", folder.display()))?;
    }
    std::fs::write(&path, json).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(path)
}

/// A record as written: failed when it has no step of its own (`steps` is its own steps' count
/// and every step's text, when its feature file could be read again).
fn written_of(
    mut record: Record,
    steps: Option<(usize, Vec<String>)>,
    caption: Option<Caption>,
) -> Written {
    let (own, steps) = steps.unwrap_or((1, Vec::new()));
    if own == 0 && record.status == "passed" {
        record.status = "failed";
        record.message = Some(NO_STEPS.to_owned());
    }
    let table = caption.as_ref().is_some_and(|c| c.table);
    Written { record, steps, caption: caption.map(|c| c.text), table }
}

/// The scenario of `feature` (outlines expanded) at `line`: how many steps it has of its own,
/// and the text of every step cucumber runs for it, the backgrounds' first.
fn steps_of(feature: &gherkin::Feature, line: usize) -> Option<(usize, Vec<String>)> {
    let plain = feature.scenarios.iter().map(|s| (None, s));
    let ruled = feature.rules.iter().flat_map(|r| r.scenarios.iter().map(move |s| (Some(r), s)));
    let (rule, scenario) = plain.chain(ruled).find(|(_, s)| s.position.line == line)?;
    let background = feature.background.iter().chain(rule.and_then(|r| r.background.as_ref()));
    let steps = background.flat_map(|b| &b.steps).chain(&scenario.steps);
    Some((scenario.steps.len(), steps.map(step_text).collect()))
}

/// A step as its feature file writes it: keyword and text, then its text block or table.
fn step_text(step: &gherkin::Step) -> String {
    let mut text = format!("{} {}", step.keyword.trim(), step.value);
    if let Some(docstring) = &step.docstring {
        text.push_str("\n\"\"\"\n");
        text.push_str(docstring.trim_matches('\n'));
        text.push_str("\n\"\"\"");
    }
    if let Some(table) = &step.table {
        for row in &table.rows {
            text.push_str(&format!("\n| {} |", row.join(" | ")));
        }
    }
    text
}

// Run by `tests/harness_results.rs`: the acceptance binary (`harness = false`) compiles them
// but runs none.
#[cfg(test)]
#[allow(dead_code, clippy::unwrap_used)]
mod tests {
    use super::*;

    const FEATURE: &str = "Feature: F\n\n  Background:\n    Given a map\n\n  Scenario: Plain\n    \
        When it moves\n      | a | b |\n\n  Scenario Outline: To <to>\n    Then it is at <to>\n      \
        \"\"\"\n      at <to>\n      \"\"\"\n\n    Examples:\n      | to |\n      | x1 |\n      | x2 |\n\n  \
        Scenario: Empty\n";

    fn feature() -> gherkin::Feature {
        let env = gherkin::GherkinEnv::default();
        gherkin::Feature::parse(FEATURE, env).unwrap().expand_examples().unwrap()
    }

    #[test]
    fn steps_are_read_as_cucumber_runs_them() {
        let feature = feature();
        let (own, plain) = steps_of(&feature, 6).unwrap();
        assert_eq!(own, 1);
        assert_eq!(plain, ["Given a map", "When it moves\n| a | b |"]);
        // The second example row: the Examples line (16) + 1 + 2.
        let (_, outline) = steps_of(&feature, 19).unwrap();
        assert_eq!(outline[1], "Then it is at x2\n\"\"\"\nat x2\n\"\"\"");
        assert_eq!(steps_of(&feature, 21).map(|(own, _)| own), Some(0));
        assert!(steps_of(&feature, 7).is_none());
    }

    fn record(status: &'static str) -> Record {
        Record {
            feature: "features/f.feature".to_owned(),
            line: 22,
            name: "Empty".to_owned(),
            tags: Vec::new(),
            status,
            message: None,
            verdict: None,
            cited: Vec::new(),
            picture: None,
        }
    }

    #[test]
    fn a_scenario_without_steps_of_its_own_is_written_as_failed() {
        let empty = written_of(record("passed"), Some((0, vec!["Given a map".to_owned()])), None);
        assert_eq!(
            (empty.record.status, empty.record.message.as_deref()),
            ("failed", Some(NO_STEPS))
        );
        let fine = written_of(record("passed"), Some((1, Vec::new())), None);
        assert_eq!(fine.record.status, "passed");
        // A feature file that cannot be read again leaves the record as it was.
        assert_eq!(written_of(record("passed"), None, None).record.status, "passed");
        let json = serde_json::to_value(&fine).unwrap();
        assert_eq!(json["feature"], "features/f.feature");
        assert_eq!(json["steps"], serde_json::json!([]));
    }
}
