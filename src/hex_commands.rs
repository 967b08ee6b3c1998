//! What the hex commands (`umpire reach`, `check` and `why`) ask of a ruleset, once the
//! scenario is loaded and its ruleset picked ([`crate::hex_cli`]): each ruleset's command
//! module answers these questions for its own game, printing the answer as text or JSON and
//! giving the exit code. The wording both rulesets share for "why" lives here too.

use std::process::ExitCode;

use umpire::map::Refusal;
use umpire::render::{Overlay, PathOverlay, PathStep, Refused};
use umpire::scenario::Scenario;

use crate::cli_error::CliError;

/// Exit code of a rules verdict of "illegal", or of a place out of reach.
pub const ILLEGAL: u8 = 1;

/// The hex commands, answered by one ruleset on one loaded game.
pub trait HexCommands {
    /// `umpire reach --unit`: every place `unit` can reach this phase.
    fn reach(&self, unit: &str, json: bool) -> Result<ExitCode, CliError>;

    /// `umpire reach --side`: the side's threat map.
    fn threat(&self, side: &str, json: bool) -> Result<ExitCode, CliError>;

    /// `umpire check`: `unit`'s move along `path` (printed ids, its place first), step by
    /// step; exit code 0 legal, 1 illegal.
    fn check(&self, unit: &str, path: &[String], json: bool) -> Result<ExitCode, CliError>;

    /// `umpire why`: the cheapest way for `unit` to `to`, or the cheapest attempt and what
    /// refuses it; exit code 0 in reach, 1 out of reach.
    fn why(&self, unit: &str, to: &str, json: bool) -> Result<ExitCode, CliError>;

    /// `umpire render --unit`: what to draw over the map — `unit`'s reach (no `path`), its move
    /// along `path` checked step by step, or (`why`) its cheapest way or attempt to a place.
    fn overlay(&self, unit: &str, path: &[String], why: Option<&str>) -> Result<Overlay, CliError>;

    /// The scenario the game was built from (the map a picture draws).
    fn scenario(&self) -> &Scenario;
}

/// Exit code 0 for a legal move (or a place in reach), 1 for an illegal one.
pub fn verdict_exit(legal: bool) -> ExitCode {
    if legal { ExitCode::SUCCESS } else { ExitCode::from(ILLEGAL) }
}

/// The first line of `umpire why`'s answer.
pub fn why_heading(unit: &str, to: &str, path: &[String], legal: bool) -> String {
    if legal {
        format!("{unit} can reach {to}; the cheapest way:\n")
    } else if path.last().is_some_and(|last| last == to) {
        format!("{unit} cannot reach {to}; the cheapest attempt:\n")
    } else {
        format!("{unit} cannot reach {to}; the attempt that comes nearest:\n")
    }
}

/// `umpire why` when no leg of the map leads to the place at all.
pub fn no_way(unit: &str, to: &str) -> Result<ExitCode, CliError> {
    crate::output::print(&format!("{unit} cannot reach {to}: no way over the map leads there\n"))?;
    Ok(ExitCode::from(ILLEGAL))
}

/// The overlay of a checked path (`steps`, the refused step and its refusal if any) titled
/// `title`; its verdict in words is the last line of the check `report`.
pub fn path_overlay(
    unit: &str,
    title: String,
    steps: Vec<PathStep>,
    refused: Option<(usize, &Refusal)>,
    report: &str,
) -> Overlay {
    let refused = refused.map(|(step, refusal)| Refused {
        step,
        clause: refusal.clause.to_string(),
        reason: refusal.reason.to_string(),
    });
    let verdict = report.lines().last().unwrap_or_default().to_owned();
    let start = steps.first().and_then(|s| s.at);
    Overlay {
        title,
        start,
        path: Some(PathOverlay { unit: unit.to_owned(), steps, refused, verdict }),
        ..Overlay::default()
    }
}
