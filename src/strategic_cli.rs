//! The strategic ruleset's side of the hex commands ([`HexCommands`]): `umpire reach` (a
//! unit's reach or a side's threat map), `umpire check` (one move's MP ledger and verdict) and
//! `umpire why`, and its own option, `--phase`. The text comes from [`umpire::report`]; this
//! module builds the game and prints its answers.

use std::process::ExitCode;

use clap::ValueEnum;

use crate::cli_error::CliError;
use crate::hex_commands::{self, HexCommands};
use crate::scenario_cli::wrong_ruleset;
use umpire::map::{Explanation, HexBoard, Verdict};
use umpire::render::{Overlay, PathStep, Spot};
use umpire::scenario::{MapPlace, Scenario, ScenarioMap};
use umpire::strategic::{MoveVerdict, OrderError, Phase};

/// A strategic phase read from a scenario file.
type Game = umpire::strategic::Game<ScenarioMap>;

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

/// A strategic scenario's game, asked the hex commands.
pub struct Strategic {
    scenario: Scenario,
    game: Game,
}

impl Strategic {
    /// The strategic game of `scenario`, in `phase` if given.
    pub fn new(scenario: Scenario, phase: Option<PhaseArg>) -> Result<Strategic, CliError> {
        let (scenario, game) = strategic_game(scenario, phase)?;
        Ok(Strategic { scenario, game })
    }
}

impl HexCommands for Strategic {
    fn reach(&self, unit: &str, json: bool) -> Result<ExitCode, CliError> {
        unit_reach(&self.game, unit, json)
    }

    fn threat(&self, side: &str, json: bool) -> Result<ExitCode, CliError> {
        threat(&self.game, side, json)
    }

    fn check(&self, unit: &str, path: &[String], json: bool) -> Result<ExitCode, CliError> {
        let game = &self.game;
        let (path, verdict) = checked_path(game, unit, path)?;
        if json {
            let value = umpire::json::Check::strategic(game, unit, &path, &verdict);
            crate::output::println(&serde_json::to_string_pretty(&value)?)?;
        } else {
            crate::output::print(&umpire::report::check_report(game, unit, &path, &verdict))?;
        }
        Ok(hex_commands::verdict_exit(verdict.is_legal()))
    }

    fn why(&self, unit: &str, to: &str, json: bool) -> Result<ExitCode, CliError> {
        let game = &self.game;
        let (path, verdict): (Vec<_>, MoveVerdict) = match explained(game, unit, to, "--to")? {
            Explanation::Reachable(route) => (route.places.clone(), Verdict::Legal(route)),
            Explanation::Refused { attempt, step, refusal, before } => {
                (attempt, Verdict::Illegal { step, refusal, before })
            }
            Explanation::NoWay => return hex_commands::no_way(unit, to),
        };
        if json {
            let value = umpire::json::Check::strategic(game, unit, &path, &verdict);
            crate::output::println(&serde_json::to_string_pretty(&value)?)?;
        } else {
            let ids: Vec<String> = path.iter().map(|&p| game.map().place_id(p)).collect();
            let heading = hex_commands::why_heading(unit, to, &ids, verdict.is_legal());
            crate::output::print(&heading)?;
            crate::output::print(&umpire::report::check_report(game, unit, &path, &verdict))?;
        }
        Ok(hex_commands::verdict_exit(verdict.is_legal()))
    }

    fn overlay(&self, unit: &str, path: &[String], why: Option<&str>) -> Result<Overlay, CliError> {
        let game = &self.game;
        let path = match why {
            Some(to) => attempt(game, unit, to)?,
            None => path.to_vec(),
        };
        if path.is_empty() {
            let reach = game.reach(unit).map_err(|error| order_error(game, &error))?;
            return Ok(umpire::report::reach_overlay(game, &reach));
        }
        let (places, verdict) = checked_path(game, unit, &path)?;
        let report = umpire::report::check_report(game, unit, &places, &verdict);
        let steps = places
            .iter()
            .enumerate()
            .map(|(n, &place)| PathStep {
                at: Some(Spot::Place(place)),
                id: game.map().location_id(place.into()),
                cost: PathStep::spent(verdict.ledger(), n, verdict.refused_step()),
            })
            .collect();
        let refused = verdict.refused_step().zip(verdict.refusal());
        let title = format!("Path of {unit} ({})", game.phase().name());
        Ok(hex_commands::path_overlay(unit, title, steps, refused, &report))
    }

    fn scenario(&self) -> &Scenario {
        &self.scenario
    }
}

/// Why `unit` can or cannot get to `to`, the place given with `flag`
/// ([`Game::explain`]).
fn explained(
    game: &Game,
    unit: &str,
    to: &str,
    flag: &str,
) -> Result<Explanation<MapPlace, umpire::strategic::MoveState>, CliError> {
    known_unit(game, unit)?;
    let place = game.parse_place(to, flag).map_err(|error| order_error(game, &error))?;
    game.explain(unit, place).map_err(|error| order_error(game, &error))
}

/// The places of `unit`'s cheapest way or attempt to `to` on a strategic game, by printed id,
/// for `umpire render --why`; none when no way leads there (the picture then shows the reach).
pub fn attempt(game: &Game, unit: &str, to: &str) -> Result<Vec<String>, CliError> {
    let places = match explained(game, unit, to, "--why")? {
        Explanation::Reachable(route) => route.places,
        Explanation::Refused { attempt, .. } => attempt,
        Explanation::NoWay => Vec::new(),
    };
    Ok(places.into_iter().map(|p| game.map().place_id(p)).collect())
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
