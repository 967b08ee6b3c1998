//! The acceptance suite: runs every `features/**/*.feature` with cucumber.
//!
//! `cargo test --workspace` runs it with the other tests; `cargo xtask scenarios` runs it alone,
//! and can run a subset. The run fails (non-zero exit, so `cargo test` fails) on any failed step,
//! any step no definition matches (cucumber calls those *skipped*: here they fail), any feature
//! file that does not parse, and when nothing ran at all.
//!
//! # Choosing what runs
//!
//! Arguments after `--` (`cargo test --test acceptance -- <args>`, or
//! `cargo xtask scenarios <args>`):
//!
//! * a feature file or folder (`features/hex`, `features/hex/numbering.feature`) — its
//!   scenarios;
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
//! `features/STEPS.md`.
//!
//! # Errata and results
//!
//! Scenarios are judged by the project's errata (`errata/`, or `$UMPIRE_ERRATA`; see
//! `tests/harness/errata.rs`) in the edition their tags or scenario files pin. Every run writes
//! `target/acceptance/results.json` (or `$UMPIRE_RESULTS`): each scenario's tags, outcome, last
//! verdict and the clauses its verdicts cited, and with `UMPIRE_PICTURES=1` a picture of its
//! map — what `cargo xtask errata` compares, `cargo xtask rulebook` shows and `cargo xtask
//! coverage` counts as cited.

// A test harness: a failed expectation is reported as a failed step, never unwrapped.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod harness;
mod steps;

use std::cell::RefCell;
use std::env;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::rc::Rc;

use clap::Parser as _;
use cucumber::writer::Stats as _;
use cucumber::{World as _, cli, gherkin, parser, runner, writer};

use steps::AcceptanceWorld;

/// The folder holding the features.
const FEATURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/features");

/// The command line: cucumber's options and the [`Selection`].
type Options = cli::Opts<parser::basic::Cli, runner::basic::Cli, writer::basic::Cli, Selection>;

/// Positional arguments: what to run.
#[derive(Debug, Clone, Default, clap::Args)]
struct Selection {
    /// Feature files or folders, @tags, or words of scenario names: run only the scenarios any
    /// of them selects (all scenarios when none is given).
    #[arg(value_name = "PATH|@TAG|NAME")]
    select: Vec<String>,
}

/// One thing a positional argument selects.
#[derive(Debug, Clone)]
enum Select {
    /// Scenarios of the features in this file or under this folder (canonical path).
    Path(PathBuf),
    /// Scenarios carrying this tag (without the `@`).
    Tag(String),
    /// Scenarios whose name contains this text.
    Name(String),
}

impl Select {
    /// Reads one argument: a tag, an existing path (relative to the current folder or to the
    /// workspace root), or else a name.
    fn read(arg: &str) -> Result<Self, String> {
        if let Some(tag) = arg.strip_prefix('@') {
            return Ok(Self::Tag(tag.to_owned()));
        }
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        for candidate in [PathBuf::from(arg), root.join(arg)] {
            if let Ok(path) = candidate.canonicalize() {
                return Ok(Self::Path(path));
            }
        }
        if arg.ends_with(".feature") || arg.contains('/') || arg.contains('\\') {
            return Err(format!("there is no feature file or folder at {arg}"));
        }
        Ok(Self::Name(arg.to_owned()))
    }

    /// Whether this selects `scenario` of `feature`.
    fn selects(
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
    let args = without_libtest_flags(env::args());
    let opts = match Options::try_parse_from(args) {
        Ok(opts) => opts,
        Err(err) => {
            // `--help` and `--version` land here too, with exit code 0.
            let _ = err.print();
            return ExitCode::from(u8::try_from(err.exit_code()).unwrap_or(2));
        }
    };
    let selection: Vec<Select> = match opts.custom.select.iter().map(|a| Select::read(a)).collect()
    {
        Ok(selection) => selection,
        Err(err) => {
            eprintln!("acceptance: {err}");
            return ExitCode::from(2);
        }
    };
    let by_name_only = selection.iter().all(|s| matches!(s, Select::Name(_)));
    let overridden = opts.tags_filter.is_some() || opts.re_filter.is_some();
    let input = opts.parser.features.is_some();

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
            if chosen && scenario.steps.is_empty() {
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
    let results_folder = harness::results::path().parent().map(Path::to_path_buf);
    let pictures = harness::results::pictures_wanted().then_some(results_folder).flatten();

    let writer = futures::executor::block_on(
        AcceptanceWorld::cucumber()
            // Every skipped step fails, whatever the scenario's tags: an undefined step is a
            // skipped one, and a scenario that does not run proves nothing.
            .fail_on_skipped_with(|_, _, _| true)
            .before(|feature, rule, scenario, world| {
                let tags = harness::results::tags(feature, rule, scenario);
                world.edition = harness::errata::edition_of(&tags);
                world.errata_examples = tags.iter().any(|t| t == harness::errata::EXAMPLES_TAG);
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
            .filter_run(FEATURES, filter),
    );
    let in_force = errata.iter().map(|e| format!("{}/{}", e.ruleset, e.id)).collect();
    if let Err(err) = harness::results::write(in_force) {
        eprintln!("acceptance: could not write the results file: {err}");
    }

    let scenarios = *writer.scenarios_stats();
    let failed_steps = writer.failed_steps() + writer.skipped_steps();
    let errors = writer.parsing_errors() + writer.hook_errors();
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
             {} feature file(s) did not parse, {} hook(s) failed, {} scenario(s) had no steps",
            writer.parsing_errors(),
            writer.hook_errors(),
            empties
        );
        return ExitCode::FAILURE;
    }
    if scenarios.total() == 0 {
        if !selection.is_empty() && by_name_only && !overridden {
            println!("acceptance: no scenario name contains {:?}", opts_names(&selection));
            return ExitCode::SUCCESS;
        }
        let what = if input {
            "no scenario was found in the feature files --input names".to_owned()
        } else if selection.is_empty() && !overridden {
            format!("there are no scenarios under {FEATURES}")
        } else {
            "no scenario matched the selection".to_owned()
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
