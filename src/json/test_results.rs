//! `umpire test --json`: a run's results, one record a scenario.
//!
//! The command writes the harness's own results (`umpire_harness::results::Results`); these
//! types describe that shape for the schema, field for field. Every object of the shape takes
//! no other key, so `tests/json_schema.rs`, which validates a real run against
//! `schema/test.v1.json`, fails when the two drift apart.

use schemars::JsonSchema;
use serde::Serialize;

/// The results of `umpire test`, in feature and line order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
#[schemars(deny_unknown_fields)]
pub struct Test {
    /// `umpire/test/1`.
    pub schema: String,
    /// The errata in force, as `<ruleset>/<id>` (`strategic/2026-12-01-swamp-costs-three`).
    pub errata: Vec<String>,
    /// How many scenarios passed.
    pub passed: usize,
    /// How many failed.
    pub failed: usize,
    /// Every scenario run, sorted by feature file and line.
    pub scenarios: Vec<TestScenario>,
}

super::output!(Test, "test", 1);

/// Whether a scenario passed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum TestStatus {
    /// Every step held.
    Passed,
    /// A step failed, matched no step definition, or the scenario has no step of its own.
    Failed,
}

/// One scenario's outcome.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
#[schemars(deny_unknown_fields)]
pub struct TestScenario {
    /// Its feature file, as shown: relative to the folder the run started in when it is
    /// inside it, else as given; `built-in:features/…` for a feature built into the command.
    pub feature: String,
    /// The line of the scenario (of the example row, for an outline's example).
    pub line: usize,
    /// Its title.
    pub name: String,
    /// Every tag that applies to it (the feature's, the rule's, its own), without the `@`.
    pub tags: Vec<String>,
    /// Whether it passed.
    pub status: TestStatus,
    /// Why it did not pass: the failed step's message.
    pub message: Option<String>,
    /// The engine's last verdict in the scenario, in words.
    pub verdict: Option<String>,
    /// Every clause id the scenario's verdicts and ledgers cited, sorted.
    pub cited: Vec<String>,
    /// Every step run, as the feature file writes it (the backgrounds' first; a text block or
    /// a table on the lines after its step).
    pub steps: Vec<String>,
    /// What its picture shows, in words, when the run drew one.
    pub caption: Option<String>,
    /// Whether its picture is of a table (distances, no movement points).
    pub table: bool,
}
