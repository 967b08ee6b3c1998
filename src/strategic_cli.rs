//! The strategic ruleset's subcommands: `umpire reach` (a unit's reach or a side's threat map),
//! `umpire check` (one move's MP ledger and verdict) and the reach overlay of `umpire render
//! --unit`. The text comes from [`umpire::report`]; this module reads the command line, loads
//! the game and chooses the exit code.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{ArgGroup, Args, ValueEnum};

use crate::civil_war_cli::ModeArg;
use umpire::scenario::{MapPlace, Scenario, ScenarioMap, load_file, load_str};
use umpire::strategic::{EXAMPLE, OrderError, Phase};

/// A strategic phase read from a scenario file.
type Game = umpire::strategic::Game<ScenarioMap>;

/// Exit code of a rules verdict of "illegal".
const ILLEGAL: u8 = 1;

/// A movement phase, as the command line names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum PhaseArg {
    /// The Operational Movement Phase.
    Operational,
    /// The Reserve Movement Phase.
    Reserve,
}

impl From<PhaseArg> for Phase {
    fn from(phase: PhaseArg) -> Phase {
        match phase {
            PhaseArg::Operational => Phase::Operational,
            PhaseArg::Reserve => Phase::Reserve,
        }
    }
}

/// `umpire reach`: where one unit can go, or every place a side threatens.
#[derive(Debug, Args)]
#[command(group(ArgGroup::new("who").required(true).args(["unit", "side"])))]
pub struct ReachArgs {
    /// The strategic scenario file (TOML); the built-in Kiev example when left out.
    pub scenario: Option<PathBuf>,
    /// The unit whose reach to list: each place, the MP spent, and where and why it must stop.
    #[arg(long, value_name = "ID")]
    pub unit: Option<String>,
    /// The side whose threat map to list: each place, and which of its units reach it for how
    /// much.
    #[arg(long, value_name = "SIDE")]
    pub side: Option<String>,
    /// The movement phase (the scenario's `[rules] phase` when left out).
    #[arg(long, value_enum)]
    pub phase: Option<PhaseArg>,
    /// How the unit moves (Civil War scenarios): ground, rail or water.
    #[arg(long, value_enum)]
    pub mode: Option<ModeArg>,
    /// Print the answer as JSON instead.
    #[arg(long)]
    pub json: bool,
}

/// `umpire check`: whether one move is legal, step by step.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// The strategic scenario file (TOML); the built-in Kiev example when left out.
    pub scenario: Option<PathBuf>,
    /// The unit that moves.
    #[arg(long, value_name = "ID")]
    pub unit: String,
    /// The places walked, the unit's own first, comma separated: `e3609,e3608,e3707`.
    #[arg(long, value_name = "PLACES", value_delimiter = ',', required = true, num_args = 1..)]
    pub path: Vec<String>,
    /// The movement phase (the scenario's `[rules] phase` when left out).
    #[arg(long, value_enum)]
    pub phase: Option<PhaseArg>,
    /// How the unit moves (Civil War scenarios): ground, rail or water.
    #[arg(long, value_enum)]
    pub mode: Option<ModeArg>,
    /// Print the verdict as JSON instead.
    #[arg(long)]
    pub json: bool,
}

/// The scenario at `path`, or the built-in strategic example (saying so on stderr).
pub fn load_scenario(path: Option<&Path>) -> Result<Scenario, String> {
    let mut scenario = match path {
        None => {
            crate::output::warn(
                "umpire: no scenario given; using the built-in strategic example \
                 (kiev.toml: the Kiev HQ of 3.1.1)",
            );
            load_str(EXAMPLE, "kiev.toml").map_err(|error| error.to_string())?
        }
        Some(path) => load_file(path).map_err(|error| error.to_string())?,
    };
    let ruleset = scenario.ruleset().unwrap_or("strategic").to_owned();
    crate::errata_cli::amend(&mut scenario.rules, &ruleset, path, &scenario.origin)?;
    Ok(scenario)
}

/// The strategic game of `scenario`, in `phase` if given.
fn strategic_game(scenario: Scenario, phase: Option<PhaseArg>) -> Result<(Scenario, Game), String> {
    match scenario.ruleset() {
        Some("strategic") => {}
        Some(other) => {
            return Err(format!(
                "{}: rules.ruleset is {other:?}; reach and check need a strategic scenario \
                 (ruleset = \"strategic\")",
                scenario.origin
            ));
        }
        None => {
            return Err(format!(
                "{}: not a strategic scenario: reach and check need `[rules] ruleset = \
                 \"strategic\"`",
                scenario.origin
            ));
        }
    }
    let mut game = Game::new(&scenario).map_err(|error| error.to_string())?;
    if let Some(phase) = phase.map(Phase::from)
        && phase != game.phase()
    {
        game.set_phase(phase);
    }
    Ok((scenario, game))
}

/// `--mode` is for Civil War scenarios only.
fn no_mode(mode: Option<ModeArg>) -> Result<(), String> {
    match mode {
        Some(_) => Err("--mode is for Civil War scenarios (ground, rail, water); a strategic unit moves by its own rules".to_owned()),
        None => Ok(()),
    }
}

/// An order error as a message; an unknown unit with no near id lists the scenario's units.
fn order_error(game: &Game, error: &OrderError) -> String {
    match error {
        OrderError::UnknownUnit { suggestion: None, .. } => {
            const SHOWN: usize = 12;
            let units = &game.situation().units;
            let ids: Vec<&str> = units.iter().take(SHOWN).map(|u| u.id.as_str()).collect();
            let more = if units.len() > SHOWN { ", …" } else { "" };
            format!("{error} (units: {}{more})", ids.join(", "))
        }
        _ => error.to_string(),
    }
}

/// Fails with the unknown-unit message (and the nearest id) unless `game` has unit `id`.
fn known_unit(game: &Game, id: &str) -> Result<(), String> {
    game.unit_move(id).map(|_| ()).map_err(|error| order_error(game, &error))
}

/// JSON text, or the serialiser's message.
fn json_text(value: &serde_json::Value) -> Result<String, String> {
    serde_json::to_string_pretty(value).map_err(|error| error.to_string())
}

/// `umpire reach`.
pub fn reach(args: &ReachArgs) -> Result<ExitCode, String> {
    let scenario = load_scenario(args.scenario.as_deref())?;
    if scenario.ruleset() == Some("civil-war") {
        let Some(unit) = &args.unit else {
            return Err(
                "a Civil War reach needs --unit <ID> (threat maps are for strategic scenarios)"
                    .to_owned(),
            );
        };
        return crate::civil_war_cli::reach(&scenario, unit, args.mode, args.json);
    }
    no_mode(args.mode)?;
    let (_, game) = strategic_game(scenario, args.phase)?;
    match (&args.unit, &args.side) {
        (Some(unit), _) => unit_reach(&game, unit, args.json),
        (None, Some(side)) => threat(&game, side, args.json),
        (None, None) => Err("reach needs --unit <ID> or --side <SIDE>".to_owned()),
    }
}

/// One unit's reach table.
fn unit_reach(game: &Game, unit: &str, json: bool) -> Result<ExitCode, String> {
    let reach = game.reach(unit).map_err(|error| order_error(game, &error))?;
    let rows = umpire::report::reach_rows(game, &reach).map_err(|e| order_error(game, &e))?;
    if json {
        let mut value = serde_json::to_value(&reach).map_err(|error| error.to_string())?;
        value["phase"] = game.phase().name().into();
        value["start_id"] = game.map().location_id(reach.start.into()).into();
        if let Some(places) = value["places"].as_array_mut() {
            for ((place, row), reachable) in places.iter_mut().zip(&rows).zip(&reach.places) {
                place["stop"] = serde_json::to_value(row.stop).map_err(|e| e.to_string())?;
                let ids: Vec<String> =
                    reachable.path.iter().map(|&p| game.map().location_id(p.into())).collect();
                place["path_ids"] = ids.into();
            }
        }
        crate::output::println(&json_text(&value)?)?;
    } else {
        crate::output::print(&umpire::report::reach_table(game, &reach, &rows))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// A side's threat map.
fn threat(game: &Game, side: &str, json: bool) -> Result<ExitCode, String> {
    let threat = game.threat(side).map_err(|error| order_error(game, &error))?;
    if json {
        let mut places: Vec<(&MapPlace, &Vec<(String, umpire::map::Mp)>)> =
            threat.places.iter().collect();
        places.sort_by_key(|(place, _)| umpire::map::Board::index_of(game.map(), **place));
        let places: Vec<serde_json::Value> = places
            .into_iter()
            .map(|(place, units)| {
                let units: Vec<serde_json::Value> = units
                    .iter()
                    .map(|(unit, cost)| serde_json::json!({ "unit": unit, "cost": cost }))
                    .collect();
                serde_json::json!({
                    "place": place,
                    "id": game.map().location_id((*place).into()),
                    "units": units,
                })
            })
            .collect();
        let value = serde_json::json!({
            "side": threat.side,
            "phase": game.phase().name(),
            "places": places,
        });
        crate::output::println(&json_text(&value)?)?;
    } else {
        crate::output::print(&umpire::report::threat_table(game, &threat))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// `umpire check`: exit code 0 for a legal move, 1 for an illegal one.
pub fn check(args: &CheckArgs) -> Result<ExitCode, String> {
    let scenario = load_scenario(args.scenario.as_deref())?;
    if scenario.ruleset() == Some("civil-war") {
        return crate::civil_war_cli::check(
            &scenario, &args.unit, &args.path, args.mode, args.json,
        );
    }
    no_mode(args.mode)?;
    let (_, game) = strategic_game(scenario, args.phase)?;
    known_unit(&game, &args.unit)?;
    let path = game.parse_path(&args.path).map_err(|error| order_error(&game, &error))?;
    let start = game.situation().unit(&args.unit).and_then(|u| u.at);
    if let (Some(start), Some(&first)) = (start, path.first())
        && start != first
    {
        let id = |place: MapPlace| game.map().location_id(place.into());
        return Err(format!(
            "the path must start where {} is, {} (it starts at {}): e.g. --path {},…",
            args.unit,
            id(start),
            id(first),
            id(start)
        ));
    }
    let verdict = game.check(&args.unit, &path).map_err(|error| order_error(&game, &error))?;
    if args.json {
        let ids: Vec<String> = path.iter().map(|&p| game.map().location_id(p.into())).collect();
        let value = serde_json::json!({
            "unit": args.unit,
            "phase": game.phase().name(),
            "path": ids,
            "legal": verdict.is_legal(),
            "verdict": verdict,
        });
        crate::output::println(&json_text(&value)?)?;
    } else {
        crate::output::print(&umpire::report::check_report(&game, &args.unit, &path, &verdict))?;
    }
    Ok(if verdict.is_legal() { ExitCode::SUCCESS } else { ExitCode::from(ILLEGAL) })
}

/// The SVG of `path`'s scenario (the built-in example when `None`) with `unit`'s reach drawn
/// over it.
pub fn reach_svg(
    path: Option<&Path>,
    unit: &str,
    phase: Option<PhaseArg>,
) -> Result<String, String> {
    let scenario = load_scenario(path)?;
    if scenario.ruleset() == Some("civil-war") {
        let overlay = crate::civil_war_cli::overlay(&scenario, unit, None)?;
        return Ok(umpire::render::svg_with(&scenario, Some(&overlay)));
    }
    let (scenario, game) = strategic_game(scenario, phase)?;
    let reach = game.reach(unit).map_err(|error| order_error(&game, &error))?;
    let overlay = umpire::report::reach_overlay(&game, &reach);
    Ok(umpire::render::svg_with(&scenario, Some(&overlay)))
}
