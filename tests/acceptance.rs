//! The acceptance suite: runs every `features/**/*.feature` with cucumber, or the feature
//! files and folders named on the command line, wherever they are.
//!
//! `cargo test --workspace` runs it with the other tests; `cargo xtask scenarios` runs it alone,
//! and can run a subset. The run fails (non-zero exit, so `cargo test` fails) on any failed step,
//! any step no definition matches (cucumber calls those *skipped*: here they fail, naming the
//! nearest step phrase), a tag that looks like a clause id but names none (the nearest id is
//! named), any feature file that does not parse, and when nothing ran at all. A failed step
//! prints as `✘ Then …: <its message>` with the place it is written under it
//! ([`harness::plain`]), never as cucumber's "Step panicked".
//!
//! # Choosing what runs
//!
//! Arguments after `--` (`cargo test --test acceptance -- <args>`, or
//! `cargo xtask scenarios <args>`):
//!
//! * a feature file or folder, anywhere (`features/hex`, `/home/me/rules/moves.feature`,
//!   `--input <file|folder>`) — its scenarios; a relative path is read from the folder the
//!   command was run in (`$PWD`), then from the workspace root ([`harness::select`]);
//! * a tag (`@geometry`, `@STR-3.1.1-04`) — the scenarios carrying it (tags on the feature and
//!   on an `Examples:` table count too);
//! * any other word — the scenarios whose name contains it.
//!
//! Several arguments run every scenario any of them selects. A file, folder or tag that selects
//! nothing fails the run (it is probably misspelled); a name that matches nothing does not, like
//! `cargo test <name>`. Cucumber's own options work too and take precedence over the arguments
//! above: `--tags '@hex and not @geometry'` (or the `CUCUMBER_FILTER_TAGS` variable), `--name
//! <regex>`, `--fail-fast`, `-v` (print the world of a failed scenario), `--color never`,
//! `--concurrency 1`; `--help` lists them all. The flags `cargo test` passes to every test
//! binary (`--nocapture`, `--quiet`, `--test-threads N`, …) are accepted and ignored.
//!
//! Steps live in `tests/steps/`, one module per topic; `cargo xtask steps` lists them in
//! `features/STEPS.md`. A scenario file a step names is looked for next to the feature file
//! first, then in the repository's `scenarios/<ruleset>/` and `scenarios/`.
//!
//! # Errata and results
//!
//! Scenarios are judged by the project's errata (`errata/`, or `$UMPIRE_ERRATA`; see
//! `tests/harness/errata.rs`) in the edition their tags or scenario files pin. Every run writes
//! `target/acceptance/results.json` (or `$UMPIRE_RESULTS`), and names it on its last line
//! (`results: <path>`): each scenario's tags, outcome, last verdict and the clauses its verdicts
//! cited, and with `UMPIRE_PICTURES=1` a picture of its map — what `cargo xtask errata`
//! compares, `cargo xtask rulebook` shows and `cargo xtask coverage` counts as cited.

// A test harness: a failed expectation is reported as a failed step, never unwrapped.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod harness;
mod steps;

use std::cell::RefCell;
use std::env;
use std::io;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::rc::Rc;
use std::sync::Arc;

use clap::{CommandFactory as _, FromArgMatches as _};
use cucumber::codegen::{StepConstructor as _, WorldInventory};
use cucumber::writer::Stats as _;
use cucumber::{World as _, WriterExt as _, cli, event, gherkin, runner, writer};

use harness::clause_tags::{self, Clauses};
use harness::explain::Explain;
use harness::plain::Plain;
use harness::select::{self, Select};
use harness::suggest::{self, Phrase};
use steps::AcceptanceWorld;

/// The command line: cucumber's options and the [`Selection`].
type Options = cli::Opts<cli::Empty, runner::basic::Cli, writer::basic::Cli, Selection>;

/// What `--help` says first.
const ABOUT: &str = "Runs the Gherkin scenarios of umpire (features/**/*.feature), or the feature \
                     files and folders you name, anywhere.";

/// What `--help` says first, in full.
const LONG_ABOUT: &str = "\
Runs the Gherkin scenarios of umpire: every features/**/*.feature of the repository, or only those
the arguments select. Each argument is
  * a feature file or folder, anywhere (absolute, or relative to the folder you are in): its
    scenarios (also --input <file|folder>);
  * a tag (@geometry, @STR-3.1.1-04): the scenarios carrying it;
  * any other word: the scenarios whose name contains it.
Several arguments run every scenario any of them selects. Scenario files named in steps are
looked for next to the feature file first, then in the repository's scenarios/<ruleset>/ and
scenarios/. The run fails on a failed step, a step no definition matches (the nearest step is
named), a tag that looks like a clause id but names none (the nearest id is named), a feature
file that does not parse, and when nothing ran. Its last line names the results file
(target/acceptance/results.json, or $UMPIRE_RESULTS). From the repository, run it as
`cargo xtask scenarios <file|folder|@tag|word>`.

The options below the selection are cucumber's.";

/// What to run.
#[derive(Debug, Clone, Default, clap::Args)]
struct Selection {
    /// Feature files or folders (anywhere), @tags, or words of scenario names: run only the
    /// scenarios any of them selects (all scenarios of features/ when none is given).
    #[arg(value_name = "PATH|@TAG|NAME")]
    select: Vec<String>,
    /// A feature file or folder to run, anywhere (as a PATH argument); may be repeated.
    #[arg(short = 'i', long = "input", value_name = "FILE|FOLDER")]
    input: Vec<String>,
}

impl Selection {
    /// What the arguments select, relative paths read from `bases`.
    fn read(&self, bases: &[PathBuf]) -> Result<Vec<Select>, String> {
        let positional = self.select.iter().map(|a| Select::read(a, bases));
        positional.chain(self.input.iter().map(|a| Select::input(a, bases))).collect()
    }
}

/// Every step definition as a phrase, for the nearest step to an undefined one.
fn phrases() -> Vec<Phrase> {
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

/// A scenario's failure message for the results file, in the words the run printed.
fn failure_message(
    feature: &gherkin::Feature,
    rule: Option<&gherkin::Rule>,
    scenario: &gherkin::Scenario,
    finished: &event::ScenarioFinished,
    message: Option<String>,
    phrases: &[Phrase],
) -> Option<String> {
    // An undefined step reaches the hook as skipped (the writer fails it).
    if matches!(
        finished,
        event::ScenarioFinished::StepSkipped
            | event::ScenarioFinished::StepFailed(_, _, event::StepError::NotFound)
    ) {
        let collection = AcceptanceWorld::collection();
        let background = feature.background.iter().chain(rule.and_then(|r| r.background.as_ref()));
        let steps = background.flat_map(|b| &b.steps).chain(&scenario.steps);
        let undefined = steps.into_iter().find(|s| matches!(collection.find(s), Ok(None)));
        if let Some(step) = undefined {
            return Some(harness::explain::not_found(step, phrases));
        }
    }
    message.map(|m| m.replacen("Step panicked. Captured output: ", "", 1))
}

/// The flags `cargo test` may hand every test binary, which mean nothing here; `true` for
/// those taking a separate value.
const LIBTEST_FLAGS: &[(&str, bool)] = &[
    ("--nocapture", false),
    ("--no-capture", false),
    ("--show-output", false),
    ("--quiet", false),
    ("-q", false),
    ("--include-ignored", false),
    ("--ignored", false),
    ("--exact", false),
    ("--list", false),
    ("--bench", false),
    ("--test", false),
    ("--shuffle", false),
    ("--report-time", false),
    ("--ensure-time", false),
    ("--test-threads", true),
    ("--format", true),
    ("--skip", true),
    ("--shuffle-seed", true),
    ("--logfile", true),
];

/// The command line without the libtest flags cucumber would reject.
fn without_libtest_flags(args: impl IntoIterator<Item = String>) -> Vec<String> {
    let mut out = Vec::new();
    let mut skip_value = false;
    for arg in args {
        if std::mem::take(&mut skip_value) {
            continue;
        }
        let flag = arg.split('=').next().unwrap_or_default();
        match LIBTEST_FLAGS.iter().find(|(name, _)| *name == flag) {
            Some((_, takes_value)) => skip_value = *takes_value && !arg.contains('='),
            None => out.push(arg),
        }
    }
    out
}

fn main() -> ExitCode {
    let code = run();
    // The last line of the run names the results file, whatever happened before.
    println!("results: {}", shown(&harness::results::path()).display());
    code
}

/// `path` as the user can open it: absolute.
fn shown(path: &Path) -> PathBuf {
    if path.is_absolute() { path.to_path_buf() } else { select::root().join(path) }
}

/// The command line, with our help text.
fn options() -> Result<Options, clap::Error> {
    let command = Options::command().name("acceptance").about(ABOUT).long_about(LONG_ABOUT);
    let matches = command.try_get_matches_from(without_libtest_flags(env::args()))?;
    Options::from_arg_matches(&matches)
}

/// The run; its exit code.
fn run() -> ExitCode {
    let opts = match options() {
        Ok(opts) => opts,
        Err(err) => {
            // `--help` and `--version` land here too, with exit code 0.
            let _ = err.print();
            return ExitCode::from(u8::try_from(err.exit_code()).unwrap_or(2));
        }
    };
    let selection = match opts.custom.read(&select::bases()) {
        Ok(selection) => selection,
        Err(err) => {
            eprintln!("acceptance: {err}");
            return ExitCode::from(2);
        }
    };
    let roots = select::roots(&selection);
    let by_name_only = selection.iter().all(|s| matches!(s, Select::Name(_)));
    let overridden = opts.tags_filter.is_some() || opts.re_filter.is_some();

    // Scenarios without a single step pass while proving nothing (a misspelt keyword turns a
    // step into description text): they are collected here and fail the run.
    let empty = Rc::new(RefCell::new(Vec::new()));
    let filter = {
        let (selection, empty) = (selection.clone(), Rc::clone(&empty));
        move |feature: &gherkin::Feature,
              rule: Option<&gherkin::Rule>,
              scenario: &gherkin::Scenario| {
            let chosen = selection.is_empty()
                || selection.iter().any(|s| s.selects(feature, rule, scenario));
            if chosen && scenario.steps.iter().all(clause_tags::is_added) {
                let file =
                    feature.path.as_ref().map_or_else(String::new, |p| p.display().to_string());
                empty.borrow_mut().push(format!(
                    "{file}:{}: scenario {:?} has no steps",
                    scenario.position.line, scenario.name
                ));
            }
            chosen
        }
    };

    let errata = match harness::errata::install() {
        Ok(errata) => errata,
        Err(err) => {
            eprintln!("acceptance: the errata cannot be used: {err}");
            return ExitCode::from(2);
        }
    };
    let clauses = match Clauses::read([errata, harness::errata::for_scenario(true)]) {
        Ok(clauses) => clauses.install(),
        Err(err) => {
            eprintln!("acceptance: the clause catalogues cannot be read: {err}");
            return ExitCode::from(2);
        }
    };
    let results_folder = harness::results::path().parent().map(Path::to_path_buf);
    let pictures = harness::results::pictures_wanted().then_some(results_folder).flatten();
    let phrases = Arc::new(phrases());
    let printer = writer::Basic::raw(
        Plain::new(io::stdout()),
        writer::Coloring::Auto,
        writer::Verbosity::Default,
    );
    let explained = Explain::new(printer, Arc::clone(&phrases)).summarized().normalized();

    let writer = futures::executor::block_on(
        AcceptanceWorld::cucumber::<PathBuf>()
            .with_parser(harness::input::Features { clauses: clauses.clone() })
            .with_writer(explained)
            // Every skipped step fails, whatever the scenario's tags: an undefined step is a
            // skipped one, and a scenario that does not run proves nothing.
            .fail_on_skipped_with(|_, _, _| true)
            .before(|feature, rule, scenario, world| {
                let tags = harness::results::tags(feature, rule, scenario);
                world.edition = harness::errata::edition_of(&tags);
                world.errata_examples = tags.iter().any(|t| t == harness::errata::EXAMPLES_TAG);
                world.feature = steps::FeatureFile::of(feature);
                Box::pin(async {})
            })
            .after(move |feature, rule, scenario, finished, world| {
                let feature_path = harness::results::feature_path(feature);
                let line = scenario.position.line;
                let picture = match (&pictures, world.as_deref()) {
                    (Some(folder), Some(world)) => {
                        harness::pictures::write(world, folder, &feature_path, line)
                    }
                    _ => None,
                };
                let (status, message) = harness::results::outcome(finished);
                let message = failure_message(feature, rule, scenario, finished, message, &phrases);
                harness::results::record(harness::results::Record {
                    feature: feature_path,
                    line,
                    name: scenario.name.clone(),
                    tags: harness::results::tags(feature, rule, scenario),
                    status,
                    message,
                    verdict: world.as_deref().and_then(steps::verdict::summary),
                    cited: world.as_deref().map(steps::verdict::cited).unwrap_or_default(),
                    picture,
                });
                Box::pin(async {})
            })
            .with_cli(opts)
            .filter_run(roots.clone(), filter),
    );
    let in_force = errata.iter().map(|e| format!("{}/{}", e.ruleset, e.id)).collect();
    if let Err(err) = harness::results::write(in_force) {
        eprintln!("acceptance: could not write the results file: {err}");
    }

    let scenarios = *writer.scenarios_stats();
    let failed_steps = writer.failed_steps() + writer.skipped_steps();
    let (parsing, hooks) = (writer.parsing_errors(), writer.hook_errors());
    // The printer holds the last lines of the output until it is dropped.
    drop(writer);
    let errors = parsing + hooks;
    let empties = empty.borrow().len();
    println!(
        "acceptance: {} passed, {} failed",
        scenarios.passed.saturating_sub(empties),
        scenarios.failed + scenarios.skipped + empties
    );

    for problem in empty.borrow().iter() {
        eprintln!(
            "acceptance: {problem} (every step line starts with Given, When, Then, And or But)"
        );
    }
    if failed_steps > 0 || errors > 0 || scenarios.failed + scenarios.skipped > 0 || empties > 0 {
        eprintln!(
            "acceptance: FAILED — {failed_steps} step(s) failed or matched no step definition, \
             {parsing} feature file(s) did not parse, {hooks} hook(s) failed, {empties} \
             scenario(s) had no steps"
        );
        return ExitCode::FAILURE;
    }
    if scenarios.total() == 0 {
        if !selection.is_empty() && by_name_only && !overridden {
            println!("acceptance: no scenario name contains {:?}", opts_names(&selection));
            return ExitCode::SUCCESS;
        }
        let folders: Vec<String> = roots.iter().map(|r| r.display().to_string()).collect();
        let what = if overridden || selection.iter().any(|s| !matches!(s, Select::Path(_))) {
            "no scenario matched the selection".to_owned()
        } else {
            format!("there are no scenarios in {}", folders.join(", "))
        };
        eprintln!("acceptance: FAILED — {what}");
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}

/// The name filters of a selection, for the message when none matched.
fn opts_names(selection: &[Select]) -> Vec<&str> {
    selection
        .iter()
        .filter_map(|s| if let Select::Name(n) = s { Some(n.as_str()) } else { None })
        .collect()
}
