//! The `umpire` command: look at a scenario as text or as a picture, and ask the strategic
//! ruleset where a unit can go (`reach`) and whether a move is legal (`check`); on a miniatures
//! table scenario (a file with a `[table]`), measure a unit's order and roll it (`measure`) or
//! work out its exact odds (`odds`).
//!
//! With no arguments it shows the built-in demo scenario. Exit codes: 0 success, 1 a rules
//! verdict of "illegal" where a command asks for one, 2 bad input (the located error on stderr;
//! with `--json`, one JSON object: see [`cli_error`]).

mod builtin;
mod civil_war_cli;
mod cli_error;
mod errata_cli;
mod errata_tools_cli;
mod files_cli;
mod hex_cli;
mod hex_commands;
mod init_cli;
mod output;
mod play_cli;
mod render_cli;
mod rulebook_cli;
mod scenario_cli;
mod strategic_cli;
mod table_cli;
mod test_cli;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use cli_error::CliError;
use hex_cli::{CheckArgs, ReachArgs, WhyArgs};
use table_cli::{MeasureArgs, OrderArgs};
use umpire::scenario::Scenario;

/// Adjudicates movement in wargames. Run with no arguments to see the built-in demo scenario.
#[derive(Debug, Parser)]
#[command(name = "umpire", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// The errata folder to judge by (default: the nearest `errata/` in or above the
    /// scenario's folder; none: the rules as published). `errata-examples` holds this
    /// repository's two invented worked examples.
    #[arg(long, global = true, value_name = "DIR")]
    errata: Option<PathBuf>,
    /// The edition to judge by: `base` (no errata), `latest`, or a date (`2026-12-01`: the
    /// errata up to that day). Default: the edition the scenario pins, else the latest.
    #[arg(long, global = true, value_name = "EDITION", value_parser = errata_cli::parse_edition)]
    edition: Option<umpire::errata::Edition>,
    /// The folder a scenario's includes must stay in (default: the scenario file's own folder
    /// and those below it), e.g. `--root scenarios` to share maps between sibling folders; an
    /// orders file's scenario may lie in it too.
    #[arg(long, global = true, value_name = "DIR")]
    root: Option<PathBuf>,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Print a scenario's map as text: terrain by hex id, hexside features, roads and rails,
    /// places, boxes, zones and units.
    Show {
        /// The scenario file (TOML); the built-in demo when left out.
        scenario: Option<PathBuf>,
        /// Print the scenario as JSON instead: a view by printed ids (`umpire play --save`
        /// writes a scenario file).
        #[arg(long)]
        json: bool,
    },
    /// Draw a scenario's map as an SVG picture (to a file, or `-o -` for standard output),
    /// optionally with a unit's reach or checked path over it; a table scenario's table,
    /// optionally with a unit's order (its route and reachable band) over it.
    Render(render_cli::RenderArgs),
    /// List where a unit can go this phase (--unit), or a side's threat map (--side).
    Reach(ReachArgs),
    /// Check one move step by step: the MP ledger and the verdict, with the clause that decided
    /// it. Exit code 0 legal, 1 illegal.
    Check(CheckArgs),
    /// Why a unit can or cannot get to a place this phase: the cheapest way there, or the
    /// cheapest attempt with the step and clause that refuse it and its ledger. Exit code 0 in
    /// reach, 1 out of reach.
    Why(WhyArgs),
    /// Measure a unit's order on a table scenario and carry it out with seeded dice: the route's
    /// legs, its ground and the features it crosses, the order's range, the dice, where the
    /// unit ends, and the clause for each. Exit code 0 moved, 1 the order is refused.
    Measure(MeasureArgs),
    /// The exact odds of a unit's order on a table scenario: every distance with its chance,
    /// and the chance to arrive. Exit code 0, or 1 when the order is refused.
    Odds(OrderArgs),
    /// Play a recorded game (an orders file: a scenario, then phases of orders), printing each
    /// order's verdict and ledger with clause ids. Exit code 0 when every order goes as
    /// recorded (legal, or as its `expect` says), 1 at the first that does not, 2 bad input.
    Play(play_cli::PlayArgs),
    /// Run Gherkin feature files (files, folders, @tags or words of scenario names) against
    /// the rules built into this command, on every core: each failure as it happens, then
    /// `N passed, N failed`. Exit code 0 all passed, 1 a scenario failed, 2 bad input.
    Test(umpire_harness::command::TestArgs),
    /// Build the living rulebook of a selection of feature files: every scenario with its
    /// verdict, clause and picture, the clauses it covers, the editors' guide and the step
    /// vocabulary, as a folder of HTML pages.
    Rulebook(rulebook_cli::RulebookArgs),
    /// Print the step vocabulary: every step a feature file may use, with what it does.
    Steps,
    /// What an erratum changes in the scenarios and recorded games (`diff`), and which rule
    /// numbers no scenario pins (`mutants`).
    #[command(subcommand)]
    Errata(errata_tools_cli::ErrataCommand),
    /// Lay out a rules editor's folder: a feature, a scenario file for each ruleset, and a
    /// README that says how to run them.
    Init(init_cli::InitArgs),
}

impl Command {
    /// Whether the command was asked for JSON (`--json`).
    fn json(&self) -> bool {
        match self {
            Command::Show { json, .. } => *json,
            Command::Render(_) => false,
            Command::Reach(args) => args.json,
            Command::Check(args) => args.json,
            Command::Why(args) => args.json,
            Command::Measure(args) => args.order.json,
            Command::Odds(args) => args.json,
            Command::Play(args) => args.json,
            Command::Test(args) => args.json,
            Command::Errata(command) => command.json(),
            Command::Rulebook(_) | Command::Steps | Command::Init(_) => false,
        }
    }
}

/// Whether `--json` is anywhere on the command line (read when the command line itself is bad).
fn json_asked() -> bool {
    std::env::args_os()
        .skip(1)
        .any(|arg| arg.to_str().is_some_and(|arg| arg == "--json" || arg.starts_with("--json=")))
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        // Help and the version are answers; a bad command line under --json is a JSON error.
        Err(error) if error.use_stderr() && json_asked() => {
            output::set_json(true);
            let error = CliError::from_clap(&error);
            output::fail(&error);
            return error.exit_code();
        }
        Err(error) => error.exit(),
    };
    let command = cli.command.unwrap_or(Command::Show { scenario: None, json: false });
    output::set_json(command.json());
    match run(command, cli.errata, cli.edition, cli.root) {
        Ok(code) => code,
        Err(error) => {
            output::fail(&error);
            error.exit_code()
        }
    }
}

/// Runs `command` with the errata and the include root chosen on the command line.
fn run(
    command: Command,
    errata: Option<PathBuf>,
    edition: Option<umpire::errata::Edition>,
    root: Option<PathBuf>,
) -> Result<ExitCode, CliError> {
    if let Some(root) = root.as_deref().filter(|r| !r.is_dir()) {
        return Err(CliError::flag(
            "--root",
            format!(
                "--root {}: no such folder (it names the folder a scenario's includes must stay in)",
                root.display()
            ),
        ));
    }
    files_cli::choose(root);
    if let Some(folder) = errata.as_deref().filter(|f| !f.is_dir()) {
        return Err(CliError::flag(
            "--errata",
            format!(
                "--errata {}: no such folder (an errata folder holds \
                 <ruleset>/<YYYY-MM-DD>-<slug>.toml files; this repository's worked examples are \
                 in errata-examples)",
                folder.display()
            ),
        ));
    }
    errata_cli::choose(errata_cli::ErrataChoice { folder: errata.clone(), edition });
    match command {
        Command::Show { scenario, json } => show(scenario.as_deref(), json),
        Command::Render(args) => render_cli::render(&args),
        Command::Reach(args) => hex_cli::reach(&args),
        Command::Check(args) => hex_cli::check(&args),
        Command::Why(args) => hex_cli::why(&args),
        Command::Measure(args) => table_cli::measure(&args),
        Command::Odds(args) => table_cli::odds(&args),
        Command::Play(args) => play_cli::play(&args),
        Command::Test(args) => test_cli::test(&args, errata.as_deref(), edition),
        Command::Rulebook(args) => rulebook_cli::rulebook(&args, errata.as_deref(), edition),
        Command::Steps => rulebook_cli::steps(),
        Command::Errata(command) => errata_tools_cli::run(&command, errata.as_deref(), edition),
        Command::Init(args) => init_cli::init(&args),
    }
}

/// The scenario at `path`, or the built-in demo ([`umpire::demo`]), with the errata in force
/// judged and laid over its rules as every other command does (a broken errata folder is bad
/// input here too, not passed over because `show` draws no move).
pub(crate) fn scenario(path: Option<&Path>) -> Result<Scenario, CliError> {
    let mut scenario = match path {
        None => umpire::demo::load()?,
        Some(path) => files_cli::load_file(path)?,
    };
    let ruleset = scenario.ruleset().unwrap_or("strategic").to_owned();
    scenario_cli::amend(&mut scenario.rules, &ruleset, path, &scenario.origin)?;
    Ok(scenario)
}

fn show(path: Option<&Path>, json: bool) -> Result<ExitCode, CliError> {
    if let Some(path) = path
        && table_cli::is_table_file(path)
    {
        return table_cli::show(path, json);
    }
    let scenario = scenario(path)?;
    if json {
        let text = serde_json::to_string_pretty(&umpire::json::Show::new(&scenario))
            .map_err(|e| CliError::output(None, e.to_string()))?;
        crate::output::println(&text)?;
    } else {
        let mut text = umpire::show::text(&scenario);
        if path.is_none() {
            text.push_str(&umpire::demo::hint());
        }
        crate::output::print(&text)?;
    }
    Ok(ExitCode::SUCCESS)
}
