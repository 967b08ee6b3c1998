//! The strategic ruleset's subcommands: `umpire reach` (a unit's reach or a side's threat map),
//! `umpire check` (one move's MP ledger and verdict). The text comes from [`umpire::report`];
//! this module reads the command line, loads the game and chooses the exit code.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{ArgGroup, Args, ValueEnum};

use crate::civil_war_cli::ModeArg;
use crate::cli_error::{CliError, Kind};
use umpire::map::Position;
use umpire::scenario::{MapPlace, Scenario, ScenarioMap};
use umpire::strategic::{OrderError, Phase};

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
    /// The strategic scenario file (TOML); the built-in demo when left out.
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
    /// The strategic scenario file (TOML); the built-in demo when left out.
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

/// The scenario at `path`, or the built-in demo ([`umpire::demo`], saying so on stderr).
pub fn load_scenario(path: Option<&Path>) -> Result<Scenario, CliError> {
    let mut scenario = match path {
        None => {
            crate::output::warn(&format!(
                "umpire: no scenario given; using the built-in demo ({}: {})",
                umpire::demo::ORIGIN,
                umpire::demo::ABOUT
            ));
            umpire::demo::load()?
        }
        Some(path) => crate::files_cli::load_file(path)?,
    };
    let ruleset = scenario.ruleset().unwrap_or("strategic").to_owned();
    amend(&mut scenario.rules, &ruleset, path, &scenario.origin)?;
    Ok(scenario)
}

/// Lays the errata in force over the `rules` of a scenario read from `path` (see
/// [`crate::errata_cli::amend`]), its errors located.
pub fn amend(
    rules: &mut Option<toml::Table>,
    ruleset: &str,
    path: Option<&Path>,
    origin: &str,
) -> Result<(), CliError> {
    crate::errata_cli::amend(rules, ruleset, path, origin)
        .map_err(|message| CliError::errata(message, origin))
}

/// A scenario whose `rules.ruleset` does not fit the command: `text`, at the key.
pub fn wrong_ruleset(origin: &str, at: Option<&Position>, text: String) -> CliError {
    let error = CliError::new(Kind::Scenario, text.clone()).with_file(origin);
    let error = match at {
        Some(at) => error.at(at),
        None => error,
    };
    let message = text.strip_prefix(origin).and_then(|t| t.strip_prefix(": ")).unwrap_or(&text);
    let message = message.to_owned();
    error.with_key("rules.ruleset").with_message(message)
}

/// The strategic game of `scenario`, in `phase` if given.
pub fn strategic_game(
    scenario: Scenario,
    phase: Option<PhaseArg>,
) -> Result<(Scenario, Game), CliError> {
    let at = scenario.keys.nearest("rules.ruleset");
    match scenario.ruleset() {
        Some("strategic") => {}
        Some(other) => {
            return Err(wrong_ruleset(
                &scenario.origin,
                at.as_ref(),
                format!(
                    "{}: rules.ruleset is {other:?}; reach and check need a strategic scenario \
                     (ruleset = \"strategic\")",
                    scenario.origin
                ),
            ));
        }
        None => {
            return Err(wrong_ruleset(
                &scenario.origin,
                at.as_ref(),
                format!(
                    "{}: not a strategic scenario: reach and check need `[rules] ruleset = \
                     \"strategic\"`",
                    scenario.origin
                ),
            ));
        }
    }
    let mut game =
        Game::new(&scenario).map_err(|error| crate::cli_error::setup(error, &scenario.origin))?;
    if let Some(phase) = phase.map(Phase::from)
        && phase != game.phase()
    {
        game.set_phase(phase);
    }
    Ok((scenario, game))
}

/// `--mode` is for Civil War scenarios only.
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

/// An order error at the flag it came from; an unknown unit with no near id lists the
/// scenario's units.
pub fn order_error(game: &Game, error: &OrderError) -> CliError {
    let text = match error {
        OrderError::UnknownUnit { suggestion: None, .. } => {
            const SHOWN: usize = 12;
            let units = &game.situation().units;
            let ids: Vec<&str> = units.iter().take(SHOWN).map(|u| u.id.as_str()).collect();
            let more = if units.len() > SHOWN { ", …" } else { "" };
            format!("{error} (units: {}{more})", ids.join(", "))
        }
        _ => error.to_string(),
    };
    match error {
        OrderError::UnknownUnit { suggestion, .. } => {
            CliError::order("--unit", text).with_suggestion(suggestion.clone())
        }
        OrderError::NotOnMap { .. } => CliError::order("--unit", text),
        OrderError::UnknownSide { suggestion, .. } => {
            CliError::order("--side", text).with_suggestion(suggestion.clone())
        }
        OrderError::UnknownPlace { suggestion, .. } => {
            CliError::order("--path", text).with_suggestion(suggestion.clone())
        }
        OrderError::Search(search) => crate::cli_error::search_error(search, text),
    }
}

/// Fails with the unknown-unit message (and the nearest id) unless `game` has unit `id`. (Only
/// a unit that is not there goes through [`Game::unit_move`]: its reach may need more overrun
/// targets than the limits allow, which a check along one path does not.)
pub fn known_unit(game: &Game, id: &str) -> Result<(), CliError> {
    if game.situation().unit(id).is_some() {
        return Ok(());
    }
    game.unit_move(id).map(|_| ()).map_err(|error| order_error(game, &error))
}

/// `umpire reach`.
pub fn reach(args: &ReachArgs) -> Result<ExitCode, CliError> {
    let scenario = load_scenario(args.scenario.as_deref())?;
    if scenario.ruleset() == Some("civil-war") {
        let Some(unit) = &args.unit else {
            return Err(CliError::flag(
                "--side",
                "a Civil War reach needs --unit <ID> (threat maps are for strategic scenarios)",
            ));
        };
        return crate::civil_war_cli::reach(&scenario, unit, args.mode, args.json);
    }
    no_mode(args.mode)?;
    let (_, game) = strategic_game(scenario, args.phase)?;
    match (&args.unit, &args.side) {
        (Some(unit), _) => unit_reach(&game, unit, args.json),
        (None, Some(side)) => threat(&game, side, args.json),
        (None, None) => Err(CliError::usage("reach needs --unit <ID> or --side <SIDE>")),
    }
}

/// One unit's reach table.
fn unit_reach(game: &Game, unit: &str, json: bool) -> Result<ExitCode, CliError> {
    let reach = game.reach(unit).map_err(|error| order_error(game, &error))?;
    if json {
        let head = umpire::json::Reach::strategic(game, &reach);
        let places = umpire::json::Reach::strategic_places(&reach);
        crate::output::json_streamed(&head, "places", places)?;
    } else {
        crate::output::print(&umpire::report::reach_table(game, &reach))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// A side's threat map.
fn threat(game: &Game, side: &str, json: bool) -> Result<ExitCode, CliError> {
    let threat = game.threat(side).map_err(|error| order_error(game, &error))?;
    if json {
        let head = umpire::json::Threat::new(game, &threat);
        crate::output::json_streamed(&head, "places", umpire::json::Threat::places(game, &threat))?;
    } else {
        crate::output::print(&umpire::report::threat_table(game, &threat))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// `unit`'s move along `path` (printed ids, its own place first) checked step by step: the
/// places and the verdict. A path that does not start where the unit is, is bad input.
pub fn checked_path(
    game: &Game,
    unit: &str,
    path: &[String],
) -> Result<(Vec<MapPlace>, umpire::strategic::MoveVerdict), CliError> {
    known_unit(game, unit)?;
    let path = game.parse_path(path).map_err(|error| order_error(game, &error))?;
    let start = game.situation().unit(unit).and_then(|u| u.at);
    if let (Some(start), Some(&first)) = (start, path.first())
        && start != first
    {
        let id = |place: MapPlace| game.map().location_id(place.into());
        let text = format!(
            "the path must start where {} is, {} (it starts at {}): e.g. --path {},…",
            unit,
            id(start),
            id(first),
            id(start)
        );
        return Err(CliError::order("--path", text).with_suggestion(Some(id(start))));
    }
    let verdict = game.check(unit, &path).map_err(|error| order_error(game, &error))?;
    Ok((path, verdict))
}

/// `umpire check`: exit code 0 for a legal move, 1 for an illegal one.
pub fn check(args: &CheckArgs) -> Result<ExitCode, CliError> {
    let scenario = load_scenario(args.scenario.as_deref())?;
    if scenario.ruleset() == Some("civil-war") {
        return crate::civil_war_cli::check(
            &scenario, &args.unit, &args.path, args.mode, args.json,
        );
    }
    no_mode(args.mode)?;
    let (_, game) = strategic_game(scenario, args.phase)?;
    let (path, verdict) = checked_path(&game, &args.unit, &args.path)?;
    if args.json {
        let value = umpire::json::Check::strategic(&game, &args.unit, &path, &verdict);
        crate::output::println(&serde_json::to_string_pretty(&value)?)?;
    } else {
        crate::output::print(&umpire::report::check_report(&game, &args.unit, &path, &verdict))?;
    }
    Ok(if verdict.is_legal() { ExitCode::SUCCESS } else { ExitCode::from(ILLEGAL) })
}
