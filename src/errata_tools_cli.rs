//! `umpire errata diff` and `umpire errata mutants`: what an erratum changes, and which rule
//! numbers no scenario pins — the harness's [`umpire_harness::errata`] over the project built
//! into the command, or over the user's own features and games.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use umpire::errata::{Edition, Errata};
use umpire_harness::errata::project::{Project, Sources};
use umpire_harness::errata::{self, ErrataToolError, diff, mutants, numbers};
use umpire_harness::run::clause_tags::Clauses;
use umpire_harness::runner;

use crate::cli_error::{CliError, Kind};

/// The `umpire errata` subcommands.
#[derive(Debug, Clone, clap::Subcommand)]
pub enum ErrataCommand {
    /// List every scenario and recorded-game order whose outcome or verdict (cost, stop, clause
    /// or reason) an erratum changes, before → after. Only the erratum's ruleset runs, in this
    /// process, on every core: a feature belongs to the ruleset a tag names (@strategic), else
    /// to its folder's (features/strategic/), else to its clause tags' (@STR-3.1.1-04); one that
    /// belongs to none runs for every erratum; a game belongs to its scenario's ruleset.
    /// "Without" is the project's errata (--errata DIR, else the nearest errata/ folder in or
    /// above the current one, else none) less the erratum; "with" adds it. Exit code 0: every
    /// change is accounted for; 1: a scenario that passed fails with it and is not tagged
    /// @erratum-<id>, or a recorded game can no longer be played; 2: bad input.
    Diff(DiffArgs),
    /// Score the suite: each number of the rules data changed to a wrong value (the first of
    /// n+1, n-1, 2n the rules accept) by an erratum of its own, the ruleset's scenarios and
    /// games run under it: noticed (by which scenario) or survived. Prints each ruleset's
    /// score and its survivors; [limits] numbers are listed apart, not counted. Exit code 0:
    /// every number tried was noticed; 1: some number survived; 2: bad input.
    Mutants(MutantsArgs),
}

/// Where the project tried comes from (shared by both subcommands).
#[derive(Debug, Clone, Default, clap::Args)]
pub struct ProjectArgs {
    /// Run the feature files under DIR (may be repeated) instead of the project built into
    /// the command. Without --features and --games: the built-in project (its features/ and
    /// games/).
    #[arg(long, value_name = "DIR")]
    pub features: Vec<PathBuf>,
    /// Play the recorded games (orders files) under DIR (may be repeated) instead of the
    /// built-in ones.
    #[arg(long, value_name = "DIR")]
    pub games: Vec<PathBuf>,
    /// A folder of scenario files the steps may name, looked in after the feature's own folder
    /// and before the built-in scenarios; may be repeated.
    #[arg(long, value_name = "DIR")]
    pub scenarios: Vec<PathBuf>,
    /// Run the built-in project as well as the --features and --games named.
    #[arg(long)]
    pub builtin: bool,
    /// How many scenarios (mutants) run at once (default: one per core).
    #[arg(long, short = 'j', value_name = "N", default_value_t = 0)]
    pub jobs: usize,
}

/// What `umpire errata diff` is asked to do.
#[derive(Debug, Clone, clap::Args)]
pub struct DiffArgs {
    /// The erratum file (<ruleset>/<YYYY-MM-DD>-<slug>.toml), or a folder of them (each tried
    /// alone, in turn).
    #[arg(value_name = "ERRATUM-FILE-OR-FOLDER")]
    pub erratum: PathBuf,
    /// Where the features and games come from.
    #[command(flatten)]
    pub project: ProjectArgs,
    /// Write the changes as JSON on standard output (`umpire/errata-diff/1`).
    #[arg(long)]
    pub json: bool,
}

/// What `umpire errata mutants` is asked to do.
#[derive(Debug, Clone, clap::Args)]
pub struct MutantsArgs {
    /// The ruleset whose numbers are changed (may be repeated; default: all four).
    #[arg(long, value_name = "RULESET")]
    pub ruleset: Vec<String>,
    /// Where the features and games come from.
    #[command(flatten)]
    pub project: ProjectArgs,
    /// Try only N numbers, drawn by --seed (the same seed, the same numbers).
    #[arg(long, value_name = "N")]
    pub sample: Option<usize>,
    /// The seed that draws the sample.
    #[arg(long, value_name = "S", default_value_t = 1, requires = "sample")]
    pub seed: u64,
    /// Write the report as JSON on standard output (`umpire/errata-mutants/1`).
    #[arg(long)]
    pub json: bool,
}

impl ErrataCommand {
    /// Whether JSON was asked for.
    pub fn json(&self) -> bool {
        match self {
            ErrataCommand::Diff(args) => args.json,
            ErrataCommand::Mutants(args) => args.json,
        }
    }
}

/// Runs an `umpire errata` subcommand, judging by the project's errata in `folder` (else the
/// nearest `errata/` folder in or above the current one) in `edition`.
///
/// # Errors
/// Bad input: an erratum that does not read or that its ruleset refuses (located), a folder
/// that is not there, a feature file that does not parse, a ruleset that is none.
pub fn run(
    command: &ErrataCommand,
    folder: Option<&Path>,
    edition: Option<Edition>,
) -> Result<ExitCode, CliError> {
    let base = project_errata(folder)?;
    let examples =
        umpire_harness::command::builtin_errata(crate::builtin::FILES, "errata-examples")
            .map_err(|e| CliError::new(Kind::Errata, e))?;
    match command {
        ErrataCommand::Diff(args) => run_diff(args, &base, &examples, edition),
        ErrataCommand::Mutants(args) => run_mutants(args, &base, &examples, edition),
    }
}

/// The project's errata: `folder`, else the nearest `errata/` in or above the current folder.
fn project_errata(folder: Option<&Path>) -> Result<Errata, CliError> {
    let here = std::env::current_dir().unwrap_or_default();
    let folder = folder
        .map(Path::to_path_buf)
        .or_else(|| here.ancestors().map(|d| d.join("errata")).find(|d| d.is_dir()));
    match folder {
        None => Ok(Errata::none()),
        Some(folder) => umpire::errata::load(&folder)
            .map_err(|e| CliError::located_text(Kind::Errata, e.to_string(), "")),
    }
}

/// The sources of the project the command line names.
fn sources(args: &ProjectArgs) -> Sources {
    Sources {
        features: args.features.clone(),
        games: args.games.clone(),
        scenarios: args.scenarios.clone(),
        builtin: args.builtin,
    }
}

/// A tool error as the command reports it.
fn tool_error(error: ErrataToolError) -> CliError {
    match error {
        ErrataToolError::Erratum { file, message } => {
            CliError::located_text(Kind::Errata, message, &file)
        }
        ErrataToolError::Input(message) => CliError::usage(message),
    }
}

fn run_diff(
    args: &DiffArgs,
    base: &Errata,
    examples: &Errata,
    edition: Option<Edition>,
) -> Result<ExitCode, CliError> {
    let errata = errata::read_errata(&args.erratum).map_err(tool_error)?;
    let everything = errata.iter().fold(base.clone(), |set, e| set.with(e.clone()));
    let clauses =
        Clauses::read([&everything, examples]).map_err(|e| CliError::new(Kind::Errata, e))?;
    let project = Project::load(&sources(&args.project), crate::builtin::FILES, &clauses)
        .map_err(CliError::usage)?;
    let options = diff::Options { edition, workers: runner::workers(args.project.jobs) };
    let tried = diff::diff(&project, base, examples, &errata, options)
        .map_err(|e| CliError::new(Kind::Errata, e))?;
    if args.json {
        let json = serde_json::json!({ "schema": "umpire/errata-diff/1", "errata": tried });
        crate::output::println(&serde_json::to_string_pretty(&json)?)?;
    } else {
        let text: Vec<String> = tried.iter().map(diff::text).collect();
        crate::output::print(&text.join("\n"))?;
    }
    let unaccounted: usize = tried.iter().map(diff::Tried::unaccounted).sum();
    Ok(if unaccounted == 0 { ExitCode::SUCCESS } else { ExitCode::from(1) })
}

fn run_mutants(
    args: &MutantsArgs,
    base: &Errata,
    examples: &Errata,
    edition: Option<Edition>,
) -> Result<ExitCode, CliError> {
    let mut rulesets: Vec<&'static str> = Vec::new();
    for name in &args.ruleset {
        let found = umpire::errata::RULESETS.iter().find(|r| **r == name.as_str());
        let ruleset = found.ok_or_else(|| {
            CliError::flag("--ruleset", format!("--ruleset {name}: {}", numbers::no_ruleset(name)))
        })?;
        if !rulesets.contains(ruleset) {
            rulesets.push(ruleset);
        }
    }
    if rulesets.is_empty() {
        rulesets = umpire::errata::RULESETS.to_vec();
    }
    let clauses = Clauses::read([base, examples]).map_err(|e| CliError::new(Kind::Errata, e))?;
    let project = Project::load(&sources(&args.project), crate::builtin::FILES, &clauses)
        .map_err(CliError::usage)?;
    let options = mutants::Options {
        rulesets,
        sample: args.sample.map(|numbers| mutants::Sample { numbers, seed: args.seed }),
        edition,
        workers: runner::workers(args.project.jobs),
    };
    let report = mutants::mutants(&project, base, examples, &options)
        .map_err(|e| CliError::new(Kind::Errata, e))?;
    if args.json {
        crate::output::println(&serde_json::to_string_pretty(&report)?)?;
    } else {
        crate::output::print(&mutants::text(&report))?;
    }
    let survived: usize = report.rulesets.iter().map(|score| score.survived).sum();
    Ok(if survived == 0 { ExitCode::SUCCESS } else { ExitCode::from(1) })
}
