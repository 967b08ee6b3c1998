//! The Civil War ruleset's side of the hex commands ([`HexCommands`]: `umpire reach`, `check`
//! and `why`) and of `umpire render --unit`: marches, rail moves (`--mode rail`) and naval or
//! river moves (`--mode water`), and its own option, `--mode`.

use std::fmt::Write as _;
use std::process::ExitCode;

use clap::ValueEnum;
use umpire::civil_war::{Mode, MoveOptions, MoveVerdict, OrderError, UnitReach};
use umpire::map::SearchError;
use umpire::render::{Overlay, PathStep, Spot};
use umpire::scenario::{Scenario, ScenarioMap};

use crate::cli_error::{CliError, Kind};
use crate::hex_commands::{self, HexCommands};

/// A Civil War phase read from a scenario file.
type Game = umpire::civil_war::Game<ScenarioMap>;

/// How a Civil War unit moves, as the command line names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ModeArg {
    /// Marching hex to hex.
    Ground,
    /// By rail: `entrain` and `detrain` in the path where the unit boards and leaves the train.
    Rail,
    /// A naval or river unit: sea hexes and river hexsides (`1012/1013`).
    Water,
}

impl From<ModeArg> for Mode {
    fn from(mode: ModeArg) -> Mode {
        match mode {
            ModeArg::Ground => Mode::Ground,
            ModeArg::Rail => Mode::Rail,
            ModeArg::Water => Mode::Water,
        }
    }
}

/// The game of a Civil War scenario.
pub fn game(scenario: &Scenario) -> Result<Game, CliError> {
    Game::new(scenario).map_err(|error| crate::cli_error::setup(error, &scenario.origin))
}

/// The mode to use for `unit`: the one asked for, else water for naval and river units and
/// marching for the rest.
pub fn mode_for(game: &Game, unit: &str, mode: Option<ModeArg>) -> Mode {
    mode.map(Mode::from).unwrap_or_else(|| {
        let water = game.situation().unit(unit).is_some_and(|u| {
            game.data().unit_types.get(&u.unit_type).is_some_and(|t| t.water.is_some())
        });
        if water { Mode::Water } else { Mode::Ground }
    })
}

/// An order error at the flag it came from; an unknown unit with no near id lists the
/// scenario's units.
pub fn order_error(game: &Game, error: &OrderError) -> CliError {
    let text = match error {
        OrderError::UnknownUnit { suggestion: None, .. } => {
            let ids: Vec<&str> =
                game.situation().units.iter().take(12).map(|u| u.id.as_str()).collect();
            format!("{error} (units: {})", ids.join(", "))
        }
        _ => error.to_string(),
    };
    match error {
        OrderError::UnknownUnit { suggestion, .. } => {
            CliError::order("--unit", text).with_suggestion(suggestion.clone())
        }
        OrderError::NotOnMap { .. } => CliError::order("--unit", text),
        OrderError::UnknownPlace { .. } => CliError::order("--path", text),
        OrderError::Malformed(_) => CliError::new(Kind::Order, text),
        OrderError::Search(search) => crate::cli_error::search_error(search, text),
    }
}

/// The printed id of where `unit` is for a move in `mode`: its hex, or its river hexside
/// (`0402/0502`) by water.
fn place_of(game: &Game, unit: &str, mode: Mode) -> Option<String> {
    let state = game.situation().unit(unit)?;
    match mode {
        Mode::Water => {
            game.water().place_of(state).map(|place| game.water().place_id(game.map(), place))
        }
        Mode::Ground | Mode::Rail => state.at.map(|hex| game.map().hex_id(hex)),
    }
}

/// A path that does not start where `unit` is, in printed ids.
fn wrong_start(game: &Game, unit: &str, path: &[String], mode: Mode) -> Option<CliError> {
    let start = place_of(game, unit, mode)?;
    let first = path.first().map_or("", |id| id.trim());
    let text = format!(
        "the path must start where {unit} is, {start} (it starts at {first}): e.g. --path \
         {start},…"
    );
    Some(CliError::order("--path", text).with_suggestion(Some(start)))
}

/// A Civil War scenario's game, asked the hex commands in the mode asked for (`--mode`; when
/// left out, each unit's own: water for naval and river units, else marching).
pub struct CivilWar {
    scenario: Scenario,
    game: Game,
    mode: Option<ModeArg>,
}

impl CivilWar {
    /// The game of `scenario`, its moves asked in `mode`.
    pub fn new(scenario: Scenario, mode: Option<ModeArg>) -> Result<CivilWar, CliError> {
        Ok(CivilWar { game: game(&scenario)?, scenario, mode })
    }

    /// The options of a move of `unit`: its mode.
    fn options(&self, unit: &str) -> MoveOptions {
        MoveOptions { mode: mode_for(&self.game, unit, self.mode), ..MoveOptions::default() }
    }
}

impl HexCommands for CivilWar {
    fn reach(&self, unit: &str, json: bool) -> Result<ExitCode, CliError> {
        let game = &self.game;
        let options = self.options(unit);
        let reach = game.reach(unit, &options).map_err(|e| order_error(game, &e))?;
        if json {
            let start = place_of(game, unit, options.mode);
            let head = umpire::json::Reach::civil_war(&reach, start);
            crate::output::json_streamed(
                &head,
                "places",
                umpire::json::Reach::civil_war_places(&reach),
            )?;
        } else {
            crate::output::print(&reach_table(&reach))?;
        }
        Ok(ExitCode::SUCCESS)
    }

    fn threat(&self, _: &str, _: bool) -> Result<ExitCode, CliError> {
        Err(CliError::flag(
            "--side",
            "a Civil War reach needs --unit <ID> (threat maps are for strategic scenarios)",
        ))
    }

    fn check(&self, unit: &str, path: &[String], json: bool) -> Result<ExitCode, CliError> {
        let options = self.options(unit);
        let verdict = checked(&self.game, unit, path, &options)?;
        if json {
            let value = umpire::json::Check::civil_war(unit, path, options.mode, &verdict);
            crate::output::println(&serde_json::to_string_pretty(&value)?)?;
        } else {
            crate::output::print(&check_report(unit, path, options.mode, &verdict))?;
        }
        Ok(hex_commands::verdict_exit(verdict.is_legal()))
    }

    fn why(&self, unit: &str, to: &str, json: bool) -> Result<ExitCode, CliError> {
        let game = &self.game;
        let options = self.options(unit);
        let attempt = game.explain(unit, to, &options).map_err(|e| order_error(game, &e))?;
        let Some(attempt) = attempt else { return hex_commands::no_way(unit, to) };
        let legal = attempt.verdict.is_legal();
        if json {
            let value =
                umpire::json::Check::civil_war(unit, &attempt.path, options.mode, &attempt.verdict);
            crate::output::println(&serde_json::to_string_pretty(&value)?)?;
        } else {
            crate::output::print(&hex_commands::why_heading(unit, to, &attempt.path, legal))?;
            crate::output::print(&check_report(
                unit,
                &attempt.path,
                options.mode,
                &attempt.verdict,
            ))?;
        }
        Ok(hex_commands::verdict_exit(legal))
    }

    fn overlay(&self, unit: &str, path: &[String], why: Option<&str>) -> Result<Overlay, CliError> {
        let game = &self.game;
        let options = self.options(unit);
        let path = match why {
            Some(to) => attempt(game, unit, to, &options)?,
            None => path.to_vec(),
        };
        if path.is_empty() {
            return umpire::report::civil_war_overlay(game, unit, &options)
                .map_err(|error| order_error(game, &error));
        }
        let verdict = checked(game, unit, &path, &options)?;
        let report = check_report(unit, &path, options.mode, &verdict);
        let refused_at = verdict.refused_step();
        let steps = path
            .iter()
            .enumerate()
            .map(|(n, id)| PathStep {
                at: Spot::parse(game.map(), id),
                id: id.trim().to_owned(),
                cost: PathStep::spent(verdict.ledger(), n, refused_at),
            })
            .collect();
        let refused = refused_at.zip(verdict.refusal());
        let title = format!("Path of {unit} ({} move)", options.mode.name());
        Ok(hex_commands::path_overlay(unit, title, steps, refused, &report))
    }

    fn scenario(&self) -> &Scenario {
        &self.scenario
    }
}

/// The places of `unit`'s cheapest way or attempt to `to` in the mode of `options`, by printed
/// id, for `umpire render --why`; none when no way leads there.
pub fn attempt(
    game: &Game,
    unit: &str,
    to: &str,
    options: &MoveOptions,
) -> Result<Vec<String>, CliError> {
    let attempt = game.explain(unit, to, options).map_err(|e| order_error(game, &e))?;
    Ok(attempt.map(|a| a.path).unwrap_or_default())
}

/// A reach as a text table.
pub fn reach_table(reach: &UnitReach) -> String {
    let mut out = format!("{} ({} move)\n", reach.unit, reach.mode.name());
    if let Some(refusal) = &reach.refusal {
        let _ = writeln!(out, "{} cannot move at all: {refusal}", reach.unit);
        return out;
    }
    let _ = writeln!(out, "{} can reach {} places:", reach.unit, reach.places.len());
    let width = reach.places.iter().map(|p| p.id.chars().count()).max().unwrap_or(5).max(5);
    let _ = writeln!(out, "{}  MP     must stop", umpire::map::pad_end("place", width));
    for place in &reach.places {
        let _ = writeln!(
            out,
            "{}  {:<6} {}",
            umpire::map::pad_end(&place.id, width),
            place.cost.to_string(),
            if place.must_stop { "yes" } else { "no" }
        );
    }
    out
}

/// `unit`'s move along `path` checked step by step; a path that does not start where the unit
/// is, is bad input.
pub fn checked(
    game: &Game,
    unit: &str,
    path: &[String],
    options: &MoveOptions,
) -> Result<MoveVerdict, CliError> {
    game.check(unit, path, options).map_err(|error| match error {
        OrderError::Search(SearchError::RouteStartsElsewhere { .. }) => {
            wrong_start(game, unit, path, options.mode).unwrap_or_else(|| order_error(game, &error))
        }
        _ => order_error(game, &error),
    })
}

/// A checked move as text: the ledger, then the verdict.
pub fn check_report(unit: &str, path: &[String], mode: Mode, verdict: &MoveVerdict) -> String {
    let mut out = format!("{unit} ({} move): {}\n", mode.name(), path.join(" → "));
    for line in umpire::map::ledger_text(verdict.ledger()) {
        let _ = writeln!(out, "  {line}");
    }
    match (verdict.refusal(), verdict.refused_step()) {
        (Some(refusal), Some(0)) => {
            let _ = writeln!(
                out,
                "refused before the unit moves by {}: {}",
                refusal.clause, refusal.reason
            );
        }
        (Some(refusal), Some(step)) => {
            let entering = path.get(step).map_or("?", String::as_str);
            let _ = writeln!(
                out,
                "refused at step {step} (entering {entering}) by {}: {}",
                refusal.clause, refusal.reason
            );
        }
        _ => {
            let _ = write!(out, "legal: {} MP", verdict.cost());
            if let Some(stop) = verdict.stop() {
                let _ = write!(out, "; must stop ({stop})");
            }
            out.push('\n');
        }
    }
    out
}
