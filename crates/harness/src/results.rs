//! What a run keeps of each scenario ([`Record`]): where it is written, its tags and steps as
//! cucumber ran them (the backgrounds' first, an outline's placeholders filled in), whether it
//! passed and why not, the engine's last verdict, the clauses its verdicts cited and, when
//! asked for, its picture. A scenario without a step of its own fails, whatever its steps did.
//!
//! [`Results`] is a whole run's records, written as JSON (`umpire test --json`; the schema is
//! `schema/test.v1.json`, whose types are `umpire::json::Test` and `umpire::json::TestScenario`:
//! a change here is a change there, and `tests/json_schema.rs` holds the two together).

use std::path::Path;

use cucumber::World as _;
use cucumber::{event, gherkin};
use serde::Serialize;

use crate::run::clause_tags;
use crate::run::explain;
pub use crate::run::pictures::Caption;
use crate::run::suggest::Phrase;
use crate::steps::{AcceptanceWorld, verdict};
pub use crate::tags::of as tags;

/// One scenario's outcome.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Record {
    /// Its feature file, as shown (relative to the folder the run was started in, or
    /// `built-in:features/…`).
    pub feature: String,
    /// The line of the scenario (of the example row for an outline's example).
    pub line: usize,
    /// Its name.
    pub name: String,
    /// Every tag that applies to it, without the `@`.
    pub tags: Vec<String>,
    /// `passed` or `failed`.
    pub status: &'static str,
    /// Why it did not pass.
    pub message: Option<String>,
    /// The engine's last verdict in the scenario, in words.
    pub verdict: Option<String>,
    /// The same verdict in full, for `umpire errata diff`: the step, clause and reason of a
    /// refusal, what it spent, the stop, where it ended, each order of a recorded game
    /// ([`crate::errata::outcome::in_full`]). Not written to the results file.
    #[serde(skip)]
    pub detail: Option<String>,
    /// Every clause id the scenario's verdicts and ledgers cited (all its orders, sorted).
    pub cited: Vec<String>,
    /// Every step cucumber ran for it, as its feature file reads them: `Given a clear hex
    /// e3608`, a step's text block or table on the lines after it.
    pub steps: Vec<String>,
    /// What its picture shows, in words (`rangers moved 6" (15.24cm)`), when one was drawn.
    pub caption: Option<String>,
    /// Whether its picture is of a table (distances in inches and centimetres, no MP).
    pub table: bool,
    /// Its picture (SVG), when the run drew pictures.
    #[serde(skip)]
    pub svg: Option<String>,
}

impl Record {
    /// Whether it passed.
    pub fn passed(&self) -> bool {
        self.status == "passed"
    }
}

/// The message of a scenario that has no step of its own (the run fails it too).
pub const NO_STEPS: &str =
    "the scenario has no steps (every step line starts with Given, When, Then, And or But)";

/// The `schema` field of [`Results`] as JSON: the `$id` of `schema/test.v1.json`.
pub const SCHEMA: &str = "umpire/test/1";

/// A whole run's records, in feature and line order.
#[derive(Debug, Clone, Serialize)]
pub struct Results {
    /// [`SCHEMA`]: the shape these results are written in.
    pub schema: &'static str,
    /// The errata in force (`<ruleset>/<id>`).
    pub errata: Vec<String>,
    /// How many scenarios passed.
    pub passed: usize,
    /// How many failed.
    pub failed: usize,
    /// Every scenario run.
    pub scenarios: Vec<Record>,
}

impl Results {
    /// The records of a run, sorted, with their counts.
    pub fn new(errata: Vec<String>, mut scenarios: Vec<Record>) -> Results {
        scenarios.sort_by(|a, b| (&a.feature, a.line).cmp(&(&b.feature, b.line)));
        let passed = scenarios.iter().filter(|r| r.passed()).count();
        let failed = scenarios.len() - passed;
        Results { schema: SCHEMA, errata, passed, failed, scenarios }
    }
}

impl Default for Results {
    /// No records, no errata.
    fn default() -> Results {
        Results::new(Vec::new(), Vec::new())
    }
}

/// The feature file's path as shown: relative to the current folder when it is inside it.
pub fn feature_path(feature: &gherkin::Feature) -> String {
    feature.path.as_deref().map_or_else(String::new, shown_from_here)
}

/// `path` as shown: relative to the current folder when it is inside it, with `/` between
/// folders.
pub fn shown_from_here(path: &Path) -> String {
    let here = std::env::current_dir().ok();
    let relative = here.as_deref().and_then(|h| path.strip_prefix(h).ok());
    shown(relative.unwrap_or(path))
}

/// The last folder and the file name of `path` (`strategic/x.toml`): a whole path as a page
/// may show it without naming the machine's folders.
pub fn last_two(path: &Path) -> String {
    let parts: Vec<String> = path
        .components()
        .rev()
        .take(2)
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    parts.into_iter().rev().collect::<Vec<_>>().join("/")
}

/// The text of a panic's payload (a failed step's message).
pub fn panic_text(info: &event::Info) -> String {
    info.downcast_ref::<String>()
        .cloned()
        .or_else(|| info.downcast_ref::<&str>().map(|s| (*s).to_owned()))
        .unwrap_or_else(|| "the step panicked".to_owned())
}

/// A failed step's message in the feature's words.
pub fn step_error_text(error: &event::StepError) -> String {
    match error {
        event::StepError::Panic(info) => panic_text(info),
        other => other.to_string(),
    }
    .replacen("Step panicked. Captured output: ", "", 1)
}

/// The record of a finished scenario, from what its world holds.
pub fn record(
    feature: &gherkin::Feature,
    rule: Option<&gherkin::Rule>,
    scenario: &gherkin::Scenario,
    finished: &event::ScenarioFinished,
    world: Option<&mut AcceptanceWorld>,
    phrases: &[Phrase],
) -> Record {
    let (mut status, mut message) = match finished {
        event::ScenarioFinished::StepPassed => ("passed", None),
        event::ScenarioFinished::StepSkipped => {
            ("failed", Some("a step matched no step definition".to_owned()))
        }
        event::ScenarioFinished::StepFailed(_, _, error) => {
            ("failed", Some(step_error_text(error)))
        }
        event::ScenarioFinished::BeforeHookFailed(_) => {
            ("failed", Some("the before-scenario hook failed".to_owned()))
        }
    };
    let background = feature.background.iter().chain(rule.and_then(|r| r.background.as_ref()));
    let all: Vec<&gherkin::Step> =
        background.flat_map(|b| &b.steps).chain(&scenario.steps).collect();
    // An undefined step reaches the hook as skipped (or not found): name the nearest phrase.
    if matches!(
        finished,
        event::ScenarioFinished::StepSkipped
            | event::ScenarioFinished::StepFailed(_, _, event::StepError::NotFound)
    ) {
        let collection = AcceptanceWorld::collection();
        let undefined = all.iter().find(|s| matches!(collection.find(s), Ok(None)));
        if let Some(step) = undefined {
            message = Some(explain::not_found(step, phrases));
        }
    }
    if status == "passed" && scenario.steps.iter().all(clause_tags::is_added) {
        status = "failed";
        message = Some(NO_STEPS.to_owned());
    }
    let world = world.map(|w| &*w);
    let picture = world.filter(|w| w.suite.pictures).and_then(crate::run::pictures::svg);
    let (svg, caption) = match picture {
        Some((svg, caption)) => (Some(svg), caption),
        None => (None, None),
    };
    Record {
        feature: feature_path(feature),
        line: scenario.position.line,
        name: scenario.name.clone(),
        tags: crate::tags::of(feature, rule, scenario),
        status,
        message,
        verdict: world.and_then(verdict::summary),
        detail: world.and_then(crate::errata::outcome::in_full),
        cited: world.map(verdict::cited).unwrap_or_default(),
        steps: all.into_iter().map(step_text).collect(),
        table: caption.as_ref().is_some_and(|c| c.table),
        caption: caption.map(|c| c.text),
        svg,
    }
}

/// `path` as shown in a record: with `/` between folders.
pub fn shown(path: &Path) -> String {
    path.display().to_string().replace('\\', "/")
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
