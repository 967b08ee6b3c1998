//! `umpire test`: runs feature files from anywhere against the rules, on every core, printing
//! each failure as it happens and `N passed, N failed` as its last line.
//!
//! The same command runs the project's own suite (`cargo test --test acceptance`), so what an
//! editor runs and what the project runs cannot drift apart.

use std::io::{self, IsTerminal as _, Write};
use std::path::PathBuf;
use std::sync::Arc;

use cucumber::codegen::{StepConstructor as _, WorldInventory};
use umpire_play::errata::{Edition, Errata, Erratum};

use crate::library::Library;
use crate::results::{Record, Results};
use crate::run::select::{self, Select};
use crate::run::suggest::{self, Phrase};
use crate::run::{clause_tags::Clauses, input};
use crate::runner::{self, Message, Selected, Wanted};
use crate::steps::AcceptanceWorld;
use crate::suite::Suite;

/// The exit code of a run: every scenario passed.
pub const PASSED: u8 = 0;
/// The exit code of a run: a scenario failed.
pub const FAILED: u8 = 1;
/// The exit code of a run: bad input (a selection that names nothing, a feature file that
/// does not parse, an erratum that cannot be used).
pub const BAD_INPUT: u8 = 2;

/// What `umpire test` is asked to do.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct TestArgs {
    /// Feature files or folders (anywhere), @tags, or words of scenario names: run the
    /// scenarios any of them selects (every feature under the current folder when only tags
    /// or words are given, or nothing).
    #[arg(value_name = "FILE|FOLDER|@TAG|WORD")]
    pub select: Vec<String>,
    /// A folder of scenario files steps may name, looked in after the feature's own folder
    /// (its `<ruleset>/` subfolder first); may be repeated.
    #[arg(long, value_name = "DIR")]
    pub scenarios: Vec<PathBuf>,
    /// A folder of recorded games (orders files) steps may name; may be repeated.
    #[arg(long, value_name = "DIR")]
    pub games: Vec<PathBuf>,
    /// Run the project's own features, built into the command, too.
    #[arg(long)]
    pub builtin: bool,
    /// Write the results as JSON on standard output (schema: `schema/test.v1.json`); the
    /// progress goes to standard error.
    #[arg(long)]
    pub json: bool,
    /// Write a JUnit XML report to FILE (cucumber's own JUnit writer).
    #[arg(long, value_name = "FILE")]
    pub junit: Option<PathBuf>,
    /// Write a Cucumber JSON report to FILE (cucumber's own JSON writer).
    #[arg(long, value_name = "FILE")]
    pub cucumber_json: Option<PathBuf>,
    /// How many scenarios run at once (default: one per core).
    #[arg(long, short = 'j', value_name = "N", default_value_t = 0)]
    pub jobs: usize,
}

/// Where a run's files and errata come from besides its arguments.
#[derive(Debug, Clone)]
pub struct Setup {
    /// The errata in force.
    pub errata: Errata,
    /// The edition a scenario is judged by when its tags and its file pin none.
    pub edition: Option<Edition>,
    /// The worked-example errata (`@errata-examples`).
    pub examples: Errata,
    /// The built-in files (the project's features, scenarios, games).
    pub builtin: &'static [(&'static str, &'static str)],
    /// The folder whose features run when only tags or words are given.
    pub default_features: PathBuf,
}

impl Setup {
    /// No errata, the worked examples read from the built-in `errata-examples/`, features
    /// from the current folder.
    ///
    /// # Errors
    /// A built-in worked example does not parse.
    pub fn new(builtin: &'static [(&'static str, &'static str)]) -> Result<Setup, String> {
        Ok(Setup {
            errata: Errata::none(),
            edition: None,
            examples: builtin_errata(builtin, "errata-examples")?,
            builtin,
            default_features: PathBuf::from("."),
        })
    }
}

/// The errata under `folder` of the built-in files (`errata-examples`).
///
/// # Errors
/// An erratum does not parse.
pub fn builtin_errata(
    builtin: &'static [(&'static str, &'static str)],
    folder: &str,
) -> Result<Errata, String> {
    let prefix = format!("{folder}/");
    let mut errata = Vec::new();
    for (path, text) in builtin {
        if path.starts_with(&prefix) && path.ends_with(".toml") {
            let shown = PathBuf::from(format!("{}{path}", crate::library::BUILT_IN));
            errata.push(Erratum::parse(text, &shown).map_err(|e| e.to_string())?);
        }
    }
    Ok(Errata::from_errata(errata))
}

/// Every step definition as a phrase, for the nearest step to an undefined one.
pub fn phrases() -> Vec<Phrase> {
    type Inventory = AcceptanceWorld;
    let mut phrases = Vec::new();
    let mut add = |keyword, regex: cucumber::codegen::Regex| {
        let text = suggest::phrase(regex.as_str());
        if !text.starts_with("the tag @") {
            phrases.push(Phrase { keyword, text });
        }
    };
    for step in cucumber::codegen::inventory::iter::<<Inventory as WorldInventory>::Given> {
        add("Given", (step.inner().1)());
    }
    for step in cucumber::codegen::inventory::iter::<<Inventory as WorldInventory>::When> {
        add("When", (step.inner().1)());
    }
    for step in cucumber::codegen::inventory::iter::<<Inventory as WorldInventory>::Then> {
        add("Then", (step.inner().1)());
    }
    phrases.sort_by(|a, b| (&a.text, a.keyword).cmp(&(&b.text, b.keyword)));
    phrases
}

/// Bad input: what the user gave that cannot be run, in words.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct BadInput(pub String);

/// The features a selection names, parsed, with the scenarios it selects.
///
/// # Errors
/// A path that names nothing, a feature file that does not parse.
pub fn select(
    args: &[String],
    builtin: bool,
    setup: &Setup,
    clauses: &Clauses,
) -> Result<(Selected, Vec<Select>), BadInput> {
    let bases = select::bases();
    let selection: Vec<Select> =
        args.iter().map(|a| Select::read(a, &bases)).collect::<Result<_, _>>().map_err(BadInput)?;
    let paths: Vec<Select> =
        selection.iter().filter(|s| matches!(s, Select::Path(_))).cloned().collect();
    // Paths say where to look (else the default folder, or only the built-in features);
    // tags and words choose among the scenarios found there.
    let roots = match (builtin, paths.is_empty()) {
        (_, false) => select::roots(&paths, &setup.default_features),
        (true, true) => Vec::new(),
        (false, true) => select::roots(&[], &setup.default_features),
    };
    let features: Vec<(&'static str, &'static str)> = if builtin {
        setup.builtin.iter().copied().filter(|(p, _)| feature_file(p)).collect()
    } else {
        Vec::new()
    };
    let mut parsed = Vec::new();
    let mut problems = Vec::new();
    for feature in input::read(&roots, &features, clauses) {
        match feature {
            Ok(feature) => parsed.push(feature),
            Err(error) => problems.push(input::problem(&error)),
        }
    }
    if !problems.is_empty() {
        return Err(BadInput(problems.join("\n")));
    }
    let others: Vec<&Select> = selection.iter().filter(|s| !matches!(s, Select::Path(_))).collect();
    let selected = Selected::filter(parsed, |feature, rule, scenario| {
        others.is_empty() || others.iter().any(|s| s.selects(feature, rule, scenario))
    });
    if roots.is_empty() && features.is_empty() {
        return Err(BadInput("there are no feature files to run".to_owned()));
    }
    Ok((selected, selection))
}

/// Whether a built-in file is a feature file.
fn feature_file(path: &str) -> bool {
    path.starts_with("features/") && path.ends_with(".feature")
}

/// Runs `umpire test`: its output on `out` (and progress on standard error); the exit code.
pub fn test(args: &TestArgs, setup: &Setup, out: &mut dyn Write) -> u8 {
    match test_run(args, setup, out) {
        Ok(code) => code,
        Err(BadInput(message)) => {
            let _ = out.flush();
            eprintln!("umpire test: {message}");
            if !args.json {
                let _ = writeln!(out, "0 passed, 0 failed");
            }
            BAD_INPUT
        }
    }
}

/// A run made ready: the suite it judges by and the scenarios it selects (`umpire test` and
/// `umpire rulebook` alike).
#[derive(Debug)]
pub struct Prepared {
    /// What the run judges by (set [`Suite::pictures`] before [`execute`] for pictures).
    pub suite: Suite,
    /// The features, with only the scenarios selected.
    pub selected: Selected,
    /// What the command line selected.
    pub selection: Vec<Select>,
    /// How many scenarios are selected.
    pub total: usize,
    /// Whether only words of scenario names select (then selecting none is an answer).
    pub by_name_only: bool,
}

/// What a run gave.
#[derive(Debug)]
pub struct Ran {
    /// The suite it judged by.
    pub suite: Arc<Suite>,
    /// Every scenario's record, with the errata in force.
    pub results: Results,
    /// The reports asked for.
    pub reports: runner::Reports,
    /// How many selected scenarios did not run (a worker could not start).
    pub missing: usize,
}

/// The suite and the selection of `args`, or why the run cannot start.
///
/// # Errors
/// A folder that is not there, errata that cannot be used, a selection that names nothing or
/// selects no scenario, a feature file that does not parse.
pub fn prepare(args: &TestArgs, setup: &Setup) -> Result<Prepared, BadInput> {
    let mut library = Library::new(args.scenarios.clone(), setup.builtin);
    library.games.clone_from(&args.games);
    for folder in args.scenarios.iter().chain(&args.games) {
        if !folder.is_dir() {
            return Err(BadInput(format!("{}: there is no such folder", folder.display())));
        }
    }
    let mut suite =
        Suite::new(setup.errata.clone(), setup.examples.clone(), library).map_err(BadInput)?;
    suite.edition = setup.edition;
    let (selected, selection) = select(&args.select, args.builtin, setup, &suite.clauses)?;
    let total = selected.scenarios();
    let by_name_only =
        !selection.is_empty() && selection.iter().all(|s| matches!(s, Select::Name(_)));
    if total == 0 && !by_name_only {
        let what = if selection.iter().all(|s| matches!(s, Select::Path(_))) && !args.builtin {
            let folders: Vec<String> = if selection.is_empty() {
                vec![setup.default_features.display().to_string()]
            } else {
                args.select.clone()
            };
            format!("there are no scenarios in {}", folders.join(", "))
        } else {
            "no scenario matched the selection".to_owned()
        };
        return Err(BadInput(what));
    }
    Ok(Prepared { suite, selected, selection, total, by_name_only })
}

/// Runs what `prepared` selects on `args.jobs` workers, printing the progress on `out` (on
/// standard error with `args.json`) under the command's `name` (`umpire test`).
pub fn execute(prepared: Prepared, args: &TestArgs, name: &str, out: &mut dyn Write) -> Ran {
    let Prepared { suite, selected, total, .. } = prepared;
    let workers = runner::workers(args.jobs);
    let features = selected.features.len();
    let mut progress = Progress::new(total, args.json);
    if args.json {
        eprintln!("{name}: {total} scenario(s) in {features} feature file(s)");
    } else {
        let _ = writeln!(out, "{name}: {total} scenario(s) in {features} feature file(s)");
        let _ = out.flush();
    }
    let wanted =
        Wanted { junit: args.junit.is_some(), cucumber_json: args.cucumber_json.is_some() };
    let phrases = Arc::new(phrases());
    let mut records: Vec<Record> = Vec::with_capacity(total);
    let suite = Arc::new(suite);
    let reports =
        runner::run(&selected, &suite, &phrases, workers, wanted, |message| match message {
            Message::Failed(failure) => progress.failed(&failure, out),
            Message::Finished(record) => {
                records.push(*record);
                progress.finished(&records, out);
            }
        });
    progress.done();
    let missing = total.saturating_sub(records.len());
    let in_force = suite.errata.iter().map(|e| format!("{}/{}", e.ruleset, e.id)).collect();
    Ran { results: Results::new(in_force, records), suite, reports, missing }
}

/// As [`test()`], bad input returned rather than printed (the `umpire` command prints it as a
/// JSON error under `--json`).
///
/// # Errors
/// The run cannot start: a path that names nothing, a feature file that does not parse, a
/// folder given that is not one, an erratum that cannot be used.
pub fn try_test(args: &TestArgs, setup: &Setup, out: &mut dyn Write) -> Result<u8, BadInput> {
    test_run(args, setup, out)
}

/// The run, or why it cannot start.
fn test_run(args: &TestArgs, setup: &Setup, out: &mut dyn Write) -> Result<u8, BadInput> {
    let prepared = prepare(args, setup)?;
    let (total, by_name_only) = (prepared.total, prepared.by_name_only);
    let Ran { results, reports, missing, .. } = execute(prepared, args, "umpire test", out);
    if missing > 0 {
        // A worker that could not start leaves its scenarios unrun: the run says so and fails.
        let _ = writeln!(out, "  ✘ {missing} scenario(s) did not run (a worker could not start)");
        let _ = writeln!(out, "{} passed, {} failed", results.passed, results.failed + missing);
        return Ok(FAILED);
    }
    for (path, text) in [(&args.junit, reports.junit), (&args.cucumber_json, reports.cucumber_json)]
    {
        if let (Some(path), Some(text)) = (path, text) {
            write_whole(path, text.as_bytes()).map_err(|e| {
                BadInput(format!("{}: cannot write the report: {e}", path.display()))
            })?;
        }
    }
    if args.json {
        let json = serde_json::to_string_pretty(&results).unwrap_or_default();
        let _ = writeln!(out, "{json}");
    } else {
        summary(&results, total, by_name_only, &args.select, out);
    }
    Ok(if results.failed == 0 { PASSED } else { FAILED })
}

/// The summary: every failed scenario once more, then the counts as the last line.
fn summary(
    results: &Results,
    total: usize,
    by_name_only: bool,
    names: &[String],
    out: &mut dyn Write,
) {
    if total == 0 && by_name_only {
        let _ = writeln!(out, "no scenario name contains {}", names.join(" or "));
    }
    let failed: Vec<&Record> = results.scenarios.iter().filter(|r| !r.passed()).collect();
    if !failed.is_empty() {
        let _ = writeln!(out, "\nfailed scenarios:");
        for record in failed {
            let _ = writeln!(out, "  {}:{}  {}", record.feature, record.line, record.name);
        }
    }
    let _ = writeln!(out, "{} passed, {} failed", results.passed, results.failed);
}

pub use umpire_scenario::write_whole;

/// The count of scenarios finished, and each failure as it happens.
struct Progress {
    total: usize,
    /// Whether a counter line is drawn on standard error (a terminal).
    counter: bool,
    /// Whether the failures go to standard error (`--json`: standard output is the data).
    to_stderr: bool,
    shown: usize,
}

impl Progress {
    fn new(total: usize, json: bool) -> Progress {
        Progress { total, counter: io::stderr().is_terminal(), to_stderr: json, shown: 0 }
    }

    fn failed(&mut self, failure: &runner::Failure, out: &mut dyn Write) {
        self.clear();
        let text = format!(
            "  ✘ {}: {}\n      {}: {}\n      at {}:{}:{}\n",
            failure.feature,
            failure.scenario,
            failure.step,
            // A message of several lines (a ledger) stays under its step.
            failure.message.trim_end().replace('\n', "\n        "),
            failure.feature,
            failure.at.0,
            failure.at.1
        );
        if self.to_stderr {
            eprint!("{text}");
        } else {
            let _ = write!(out, "{text}");
            let _ = out.flush();
        }
    }

    fn finished(&mut self, records: &[Record], out: &mut dyn Write) {
        let done = records.len();
        if let Some(record) = records.last()
            && !record.passed()
            && record.message.as_deref() == Some(crate::results::NO_STEPS)
        {
            self.clear();
            let text =
                format!("  ✘ {}:{}: {}\n", record.feature, record.line, crate::results::NO_STEPS);
            if self.to_stderr {
                eprint!("{text}");
            } else {
                let _ = write!(out, "{text}");
            }
        }
        if self.counter {
            eprint!("\r  {done}/{} scenarios", self.total);
            self.shown = done;
        } else if !self.to_stderr
            && self.total >= 200
            && done.is_multiple_of((self.total / 4).max(1))
            && done < self.total
        {
            let _ = writeln!(out, "  {done}/{} scenarios", self.total);
            let _ = out.flush();
        }
    }

    fn clear(&mut self) {
        if self.counter && self.shown > 0 {
            eprint!("\r{:40}\r", "");
        }
    }

    fn done(&mut self) {
        self.clear();
    }
}
