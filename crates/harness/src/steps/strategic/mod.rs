//! The strategic movement rules: the game in progress, and what the steps of its topics share
//! (the verdict of an order, the reach of a unit). The steps, by topic:
//!
//! * [`scenario`] — loading a strategic scenario, the movement phase and the weather;
//! * [`moves`] — orders to move, alone or stacked, moves made earlier, where a unit stands;
//! * [`overruns`] — units eliminated by an overrun, and a unit left surrounded;
//! * [`convoys`] — troop convoys, the Used Box and canals.

// `cargo xtask steps` lists the modules in this order (blank lines keep rustfmt from sorting).
pub mod scenario;

pub mod moves;

pub mod overruns;

pub mod convoys;

use umpire_map::Verdict;
use umpire_scenario::{MapPlace, ScenarioMap};
use umpire_strategic::{MoveRecord, MoveReport, OrderError};

use super::verdict::{Judged, ReachedPlace, UnitReach};
use super::{AcceptanceWorld, Outcome, unknown_unit};

/// A strategic phase read from a scenario file.
pub type Game = umpire_strategic::Game<ScenarioMap>;

/// A strategic game in progress and the last order's outcome.
#[derive(Debug)]
pub struct Strategic {
    /// The scenario as loaded, with the errata in force.
    pub scenario: umpire_scenario::Scenario,
    /// The phase in progress.
    pub game: Game,
    /// What the last order gave.
    pub last: Option<Result<MoveReport, OrderError>>,
    /// The path of the last order, as written.
    pub last_path: Vec<String>,
    /// What the last order of any kind (a `moves` step, a convoy or canal move, `this order is
    /// played:`, a phase beginning) did on the board: `Some(None)` when it made no move.
    pub last_record: Option<Option<MoveRecord>>,
}

impl AcceptanceWorld {
    fn strategic(&self) -> Result<&Strategic, String> {
        self.strategic.as_ref().ok_or_else(|| {
            "no strategic scenario is loaded: start with a step such as 'Given the strategic scenario \"kiev.toml\"'".to_owned()
        })
    }

    fn strategic_mut(&mut self) -> Result<&mut Strategic, String> {
        self.strategic.as_mut().ok_or_else(|| "no strategic scenario is loaded".to_owned())
    }

    fn start_game(&mut self, loaded: Result<umpire_scenario::Scenario, String>) -> Outcome {
        let game = loaded.and_then(|mut scenario| {
            self.amend(&mut scenario.rules, "strategic", &scenario.origin)?;
            Game::new(&scenario).map(|game| (scenario, game)).map_err(|e| e.to_string())
        });
        match game {
            Ok((scenario, game)) => {
                self.strategic = Some(Strategic {
                    scenario,
                    game,
                    last: None,
                    last_path: Vec::new(),
                    last_record: None,
                });
                self.last_refusal = None;
                Ok(())
            }
            Err(message) => {
                self.strategic = None;
                self.last_refusal = Some(message);
                Ok(())
            }
        }
    }

    fn report(&self) -> Result<&MoveReport, String> {
        match &self.strategic()?.last {
            None => Err("no move has been ordered yet: use a step such as 'When \"russian-hq\" moves e3609, e3608'".to_owned()),
            Some(Err(error)) => Err(format!("the order itself was rejected: {error}")),
            Some(Ok(report)) => Ok(report),
        }
    }

    /// What the last order's move did on the board, or why a step expecting `want` of it cannot
    /// read it (no move, or the move was refused and not made).
    fn made_move(&self, want: &str) -> Result<&MoveRecord, String> {
        match &self.strategic()?.last_record {
            Some(Some(record)) => return Ok(record),
            Some(None) => {
                let why = match &self.judged {
                    Some(Ok(judged)) => match &judged.refusal {
                        Some(refusal) => format!("step {} was {refusal}", judged.step),
                        None => "it moved no unit".to_owned(),
                    },
                    Some(Err(error)) => format!("the order was rejected: {error}"),
                    None => "it moved no unit".to_owned(),
                };
                return Err(format!("expected {want}, but the last order made no move: {why}"));
            }
            None => {}
        }
        let report = self.report().map_err(|why| format!("expected {want}, but {why}"))?;
        report.record.as_ref().ok_or_else(|| match &report.verdict {
            Verdict::Illegal { step, refusal, .. } => {
                format!("expected {want}, but the move was not made: step {step} was {refusal}")
            }
            Verdict::Legal(_) => format!("expected {want}, but the move was not made"),
        })
    }

    /// `Ok` when the strategic scenario has every one of `units`; else the message naming the
    /// first it lacks, with the nearest id.
    fn known_strategic_units(&self, units: &[&str]) -> Outcome {
        let situation = self.strategic()?.game.situation();
        let ids = || situation.units.iter().map(|u| u.id.as_str());
        match units.iter().find(|unit| situation.unit(unit).is_none()) {
            Some(unit) => Err(unknown_unit(unit, ids())),
            None => Ok(()),
        }
    }

    fn place(&self, id: &str) -> Result<MapPlace, String> {
        self.strategic()?.game.parse_place(id, "the step").map_err(|e| e.to_string())
    }
}

/// The common verdict of a strategic order.
fn judge(
    game: &Game,
    result: &Result<MoveReport, OrderError>,
    path: &[String],
) -> Result<Judged, String> {
    let report = result.as_ref().map_err(ToString::to_string)?;
    let route = report.verdict.route();
    let (step, refusal) = match &report.verdict {
        Verdict::Legal(_) => (0, None),
        Verdict::Illegal { step, refusal, .. } => (*step, Some(refusal.clone())),
    };
    Ok(Judged {
        step,
        refusal,
        cost: route.cost,
        stop: route.stop,
        ledger: route.ledger.clone(),
        path: path.to_vec(),
        end: route.places.last().map(|p| game.map().location_id((*p).into())),
    })
}

/// Every place `unit` can reach in `game`, for the common reach steps.
pub fn reach_of(game: &Game, unit: &str) -> Result<UnitReach, String> {
    let reach = game.reach(unit).map_err(|e| e.to_string())?;
    if let Some(refusal) = reach.refusal {
        return Ok(Err(refusal));
    }
    Ok(Ok(reach
        .places
        .into_iter()
        .map(|r| ReachedPlace { id: r.id.into(), cost: r.cost, must_stop: r.must_stop })
        .collect()))
}
