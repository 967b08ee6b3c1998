//! `umpire why`: why a unit can or cannot get to a place this phase — the cheapest way there,
//! or the cheapest attempt with the step and clause that refuse it and the ledger of the part it
//! may make. The attempt comes from the rules' `explain` (found by the reach, judged by the same
//! check as `umpire check`), so the three commands never disagree.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use umpire::map::{Explanation, HexBoard, Verdict};
use umpire::strategic::MoveVerdict;

use crate::civil_war_cli::{self, ModeArg};
use crate::cli_error::CliError;
use crate::strategic_cli::{self, PhaseArg};
use crate::table_cli;

/// A strategic phase read from a scenario file.
type Game = umpire::strategic::Game<umpire::scenario::ScenarioMap>;

/// Exit code of "the place is out of reach".
const OUT_OF_REACH: u8 = 1;

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
    /// The movement phase (the scenario's `[rules] phase` when left out).
    #[arg(long, value_enum)]
    pub phase: Option<PhaseArg>,
    /// How the unit moves (Civil War scenarios): ground, rail or water.
    #[arg(long, value_enum)]
    pub mode: Option<ModeArg>,
    /// Print the attempt as `umpire check --json` prints a checked move instead (on a table:
    /// as `umpire odds --json` prints the order, or `umpire measure --json` on the speed
    /// tables).
    #[arg(long)]
    pub json: bool,
}

/// `umpire why`: exit code 0 when the place is in reach, 1 when it is not, 2 for bad input.
pub fn why(args: &WhyArgs) -> Result<ExitCode, CliError> {
    if let Some(path) = args.scenario.as_deref()
        && table_cli::is_table_file(path)
    {
        return table(path, args);
    }
    for (flag, given) in [("--via", !args.via.is_empty()), ("--order", args.order.is_some())] {
        if given {
            return Err(CliError::flag(flag, format!("{flag} is for a table scenario's order")));
        }
    }
    let scenario = strategic_cli::load_scenario(args.scenario.as_deref())?;
    if scenario.ruleset() == Some("civil-war") {
        return civil_war(&scenario, args);
    }
    strategic_cli::no_mode(args.mode)?;
    let (_, game) = strategic_cli::strategic_game(scenario, args.phase)?;
    strategic_cli::known_unit(&game, &args.unit)?;
    let place = game
        .parse_place(&args.to, "--to")
        .map_err(|error| strategic_cli::order_error(&game, &error))?;
    let explained = game
        .explain(&args.unit, place)
        .map_err(|error| strategic_cli::order_error(&game, &error))?;
    let (path, verdict): (Vec<_>, MoveVerdict) = match explained {
        Explanation::Reachable(route) => (route.places.clone(), Verdict::Legal(route)),
        Explanation::Refused { attempt, step, refusal, before } => {
            (attempt, Verdict::Illegal { step, refusal, before })
        }
        Explanation::NoWay => return no_way(&args.unit, &args.to),
    };
    if args.json {
        let value = umpire::json::Check::strategic(&game, &args.unit, &path, &verdict);
        crate::output::println(&serde_json::to_string_pretty(&value)?)?;
    } else {
        let ids: Vec<String> = path.iter().map(|&p| game.map().place_id(p)).collect();
        crate::output::print(&heading(&args.unit, &args.to, &ids, verdict.is_legal()))?;
        crate::output::print(&umpire::report::check_report(&game, &args.unit, &path, &verdict))?;
    }
    Ok(exit(verdict.is_legal()))
}

/// `umpire why` on a table scenario: `--to` is a point.
fn table(path: &std::path::Path, args: &WhyArgs) -> Result<ExitCode, CliError> {
    let to =
        table_cli::parse_coords(&args.to).map_err(|message| CliError::flag("--to", message))?;
    for (flag, given) in [("--phase", args.phase.is_some()), ("--mode", args.mode.is_some())] {
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

/// `umpire why` on a Civil War scenario.
fn civil_war(scenario: &umpire::scenario::Scenario, args: &WhyArgs) -> Result<ExitCode, CliError> {
    let game = civil_war_cli::game(scenario)?;
    let options = umpire::civil_war::MoveOptions {
        mode: civil_war_cli::mode_for(&game, &args.unit, args.mode),
        ..Default::default()
    };
    let attempt = game
        .explain(&args.unit, &args.to, &options)
        .map_err(|error| civil_war_cli::order_error(&game, &error))?;
    let Some(attempt) = attempt else { return no_way(&args.unit, &args.to) };
    let legal = attempt.verdict.is_legal();
    if args.json {
        let value = umpire::json::Check::civil_war(
            &args.unit,
            &attempt.path,
            options.mode,
            &attempt.verdict,
        );
        crate::output::println(&serde_json::to_string_pretty(&value)?)?;
    } else {
        crate::output::print(&heading(&args.unit, &args.to, &attempt.path, legal))?;
        crate::output::print(&civil_war_cli::check_report(
            &args.unit,
            &attempt.path,
            options.mode,
            &attempt.verdict,
        ))?;
    }
    Ok(exit(legal))
}

/// The answer's first line.
fn heading(unit: &str, to: &str, path: &[String], legal: bool) -> String {
    if legal {
        format!("{unit} can reach {to}; the cheapest way:\n")
    } else if path.last().is_some_and(|last| last == to) {
        format!("{unit} cannot reach {to}; the cheapest attempt:\n")
    } else {
        format!("{unit} cannot reach {to}; the attempt that comes nearest:\n")
    }
}

/// No leg of the map leads to the place at all.
fn no_way(unit: &str, to: &str) -> Result<ExitCode, CliError> {
    crate::output::print(&format!("{unit} cannot reach {to}: no way over the map leads there\n"))?;
    Ok(ExitCode::from(OUT_OF_REACH))
}

/// 0 in reach, 1 out of it.
fn exit(legal: bool) -> ExitCode {
    if legal { ExitCode::SUCCESS } else { ExitCode::from(OUT_OF_REACH) }
}

/// The places of `unit`'s cheapest way or attempt to `to` on a strategic game, by printed id,
/// for `umpire render --why`; none when no way leads there (the picture then shows the reach).
pub fn strategic_attempt(game: &Game, unit: &str, to: &str) -> Result<Vec<String>, CliError> {
    strategic_cli::known_unit(game, unit)?;
    let place = game.parse_place(to, "--why").map_err(|e| strategic_cli::order_error(game, &e))?;
    let explained = game.explain(unit, place).map_err(|e| strategic_cli::order_error(game, &e))?;
    let places = match explained {
        Explanation::Reachable(route) => route.places,
        Explanation::Refused { attempt, .. } => attempt,
        Explanation::NoWay => Vec::new(),
    };
    Ok(places.into_iter().map(|p| game.map().place_id(p)).collect())
}

/// As [`strategic_attempt`], on a Civil War game in the mode of `options`.
pub fn civil_war_attempt(
    game: &umpire::civil_war::Game<umpire::scenario::ScenarioMap>,
    unit: &str,
    to: &str,
    options: &umpire::civil_war::MoveOptions,
) -> Result<Vec<String>, CliError> {
    let attempt =
        game.explain(unit, to, options).map_err(|e| civil_war_cli::order_error(game, &e))?;
    Ok(attempt.map(|a| a.path).unwrap_or_default())
}
