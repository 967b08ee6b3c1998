//! The hex commands, `umpire reach`, `umpire check` and `umpire why`: their arguments, and one
//! way through for every ruleset — the scenario is loaded and its ruleset picked once
//! ([`load`]), each ruleset's own options checked there (`--phase` is the strategic rules',
//! `--mode` the Civil War's), and each command is one call on the ruleset's [`HexCommands`].
//! A table scenario goes to the table commands (`why`) or is refused (`reach`, `check`).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{ArgGroup, Args};
use umpire::scenario::Scenario;

use crate::civil_war_cli::{CivilWar, ModeArg};
use crate::cli_error::CliError;
use crate::hex_commands::HexCommands;
use crate::strategic_cli::{PhaseArg, Strategic};
use crate::table_cli;

/// The options a hex command takes that belong to one ruleset each.
#[derive(Debug, Clone, Copy, Args)]
pub struct RulesetOptions {
    /// The movement phase (strategic scenarios; the scenario's `[rules] phase` when left out).
    #[arg(long, value_enum)]
    pub phase: Option<PhaseArg>,
    /// How the unit moves (Civil War scenarios): ground, rail or water.
    #[arg(long, value_enum)]
    pub mode: Option<ModeArg>,
}

/// `umpire reach`: where one unit can go, or every place a side threatens.
#[derive(Debug, Args)]
#[command(group(ArgGroup::new("who").required(true).args(["unit", "side"])))]
pub struct ReachArgs {
    /// The scenario file (TOML, strategic or Civil War); the built-in demo when left out.
    pub scenario: Option<PathBuf>,
    /// The unit whose reach to list: each place, the MP spent, and where and why it must stop.
    #[arg(long, value_name = "ID")]
    pub unit: Option<String>,
    /// The side whose threat map to list (strategic scenarios): each place, and which of its
    /// units reach it for how much.
    #[arg(long, value_name = "SIDE")]
    pub side: Option<String>,
    /// Each ruleset's own options.
    #[command(flatten)]
    pub rules: RulesetOptions,
    /// Print the answer as JSON instead.
    #[arg(long)]
    pub json: bool,
}

/// `umpire check`: whether one move is legal, step by step.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// The scenario file (TOML, strategic or Civil War); the built-in demo when left out.
    pub scenario: Option<PathBuf>,
    /// The unit that moves.
    #[arg(long, value_name = "ID")]
    pub unit: String,
    /// The places walked, the unit's own first, comma separated: `e3609,e3608,e3707`.
    #[arg(long, value_name = "PLACES", value_delimiter = ',', required = true, num_args = 1..)]
    pub path: Vec<String>,
    /// Each ruleset's own options.
    #[command(flatten)]
    pub rules: RulesetOptions,
    /// Print the verdict as JSON instead.
    #[arg(long)]
    pub json: bool,
}

/// `umpire why`: what stands between a unit and one place.
#[derive(Debug, Args)]
pub struct WhyArgs {
    /// The scenario file (TOML: strategic, Civil War or a miniatures table); the built-in demo
    /// when left out.
    pub scenario: Option<PathBuf>,
    /// The unit that would move.
    #[arg(long, value_name = "ID")]
    pub unit: String,
    /// The place it would get to: a hex id (or box), in water mode a sea hex or river hexside;
    /// on a table, a point `x,y` in the table's unit.
    #[arg(long, value_name = "PLACE", allow_hyphen_values = true)]
    pub to: String,
    /// On a table: a point to pass on the way, `x,y`; repeat for more, in order.
    #[arg(long, value_name = "X,Y", value_parser = table_cli::parse_coords, allow_hyphen_values = true)]
    pub via: Vec<table_cli::Coords>,
    /// On a table with the dice-rolled rules: the dice chain (single when left out).
    #[arg(long, value_enum)]
    pub order: Option<table_cli::OrderArg>,
    /// Each ruleset's own options.
    #[command(flatten)]
    pub rules: RulesetOptions,
    /// Print the attempt as `umpire check --json` prints a checked move instead (on a table:
    /// as `umpire odds --json` prints the order, or `umpire measure --json` on the speed
    /// tables).
    #[arg(long)]
    pub json: bool,
}

/// The hex scenario at `path` (the built-in demo when none), its ruleset picked once from its
/// `[rules] ruleset` and its game built, with the options of that ruleset; an option of another
/// ruleset is bad input.
fn load(path: Option<&Path>, rules: RulesetOptions) -> Result<Box<dyn HexCommands>, CliError> {
    game_of(crate::scenario_cli::load_scenario(path)?, rules)
}

/// [`load`] for a scenario already read: its ruleset picked from its `[rules] ruleset`, its
/// game built with the options of that ruleset.
pub fn game_of(
    scenario: Scenario,
    rules: RulesetOptions,
) -> Result<Box<dyn HexCommands>, CliError> {
    if scenario.ruleset() == Some("civil-war") {
        no_phase(rules.phase)?;
        return Ok(Box::new(CivilWar::new(scenario, rules.mode)?));
    }
    no_mode(rules.mode)?;
    Ok(Box::new(Strategic::new(scenario, rules.phase)?))
}

/// `--mode` is the Civil War rules' option: refused on a strategic scenario.
pub fn no_mode(mode: Option<ModeArg>) -> Result<(), CliError> {
    match mode {
        Some(_) => Err(CliError::flag(
            "--mode",
            "--mode is for Civil War scenarios (ground, rail, water); a strategic unit moves by \
             its own rules",
        )),
        None => Ok(()),
    }
}

/// `--phase` is the strategic rules' option: refused on a Civil War scenario.
pub fn no_phase(phase: Option<PhaseArg>) -> Result<(), CliError> {
    match phase {
        Some(_) => Err(CliError::flag(
            "--phase",
            "--phase is for strategic scenarios; a Civil War unit moves by --mode",
        )),
        None => Ok(()),
    }
}

/// A table scenario given to a hex-only command.
fn hex_only(path: Option<&Path>, command: &str) -> Result<(), CliError> {
    match path {
        Some(path) if table_cli::is_table_file(path) => {
            Err(table_cli::not_for_tables(path, command))
        }
        _ => Ok(()),
    }
}

/// `umpire reach`.
pub fn reach(args: &ReachArgs) -> Result<ExitCode, CliError> {
    hex_only(args.scenario.as_deref(), "reach")?;
    let game = load(args.scenario.as_deref(), args.rules)?;
    match (&args.unit, &args.side) {
        (Some(unit), _) => game.reach(unit, args.json),
        (None, Some(side)) => game.threat(side, args.json),
        (None, None) => Err(CliError::usage("reach needs --unit <ID> or --side <SIDE>")),
    }
}

/// `umpire check`: exit code 0 for a legal move, 1 for an illegal one.
pub fn check(args: &CheckArgs) -> Result<ExitCode, CliError> {
    hex_only(args.scenario.as_deref(), "check")?;
    let game = load(args.scenario.as_deref(), args.rules)?;
    game.check(&args.unit, &args.path, args.json)
}

/// `umpire why`: exit code 0 when the place is in reach, 1 when it is not, 2 for bad input.
pub fn why(args: &WhyArgs) -> Result<ExitCode, CliError> {
    if let Some(path) = args.scenario.as_deref()
        && table_cli::is_table_file(path)
    {
        return why_on_table(path, args);
    }
    for (flag, given) in [("--via", !args.via.is_empty()), ("--order", args.order.is_some())] {
        if given {
            return Err(CliError::flag(flag, format!("{flag} is for a table scenario's order")));
        }
    }
    let game = load(args.scenario.as_deref(), args.rules)?;
    game.why(&args.unit, &args.to, args.json)
}

/// `umpire why` on a table scenario: `--to` is a point.
fn why_on_table(path: &Path, args: &WhyArgs) -> Result<ExitCode, CliError> {
    let to =
        table_cli::parse_coords(&args.to).map_err(|message| CliError::flag("--to", message))?;
    let RulesetOptions { phase, mode } = args.rules;
    for (flag, given) in [("--phase", phase.is_some()), ("--mode", mode.is_some())] {
        if given {
            return Err(CliError::flag(flag, format!("{flag} is for a hex scenario")));
        }
    }
    table_cli::why(&table_cli::OrderArgs {
        scenario: path.to_path_buf(),
        unit: args.unit.clone(),
        to,
        via: args.via.clone(),
        order: args.order.unwrap_or_default(),
        json: args.json,
    })
}
