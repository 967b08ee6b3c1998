//! The Civil War movement rules: the game in progress, and what the steps of its topics share
//! (an order judged and made, the verdict of a voyage or an assault, a unit's place and reach).
//! The steps, by topic:
//!
//! * [`scenario`] — loading a Civil War scenario;
//! * [`march`] — marches and force marches, a unit's movement allowance;
//! * [`rail`] — rail moves, rail transport points and the month, entrained units;
//! * [`water`] — naval and river moves, temporary ferries;
//! * [`transport`] — units carried by water, their destinations;
//! * [`assault`] — amphibious assaults;
//! * [`units`] — the units after the orders: strength, place, supply.

// `cargo xtask steps` lists the modules in this order (blank lines keep rustfmt from sorting).
pub mod scenario;

pub mod march;

pub mod rail;

pub mod water;

pub mod transport;

pub mod assault;

pub mod units;

use umpire_civil_war::{Mode, MoveOptions, MoveVerdict};
use umpire_map::{Citation, Entry, Line, Mp, ScriptedDice};
use umpire_scenario::ScenarioMap;

use super::verdict::{Judged, ReachedPlace, UnitReach};
use super::{AcceptanceWorld, Outcome, split_places, unknown_unit};

/// A Civil War phase read from a scenario file.
type Game = umpire_civil_war::Game<ScenarioMap>;

/// A Civil War game in progress.
#[derive(Debug)]
pub struct CivilWar {
    /// The scenario as loaded, with the errata in force.
    pub scenario: umpire_scenario::Scenario,
    /// The phase in progress.
    pub game: Game,
    /// The dice the next rolls come from.
    pub dice: ScriptedDice,
    /// The last assault: whether it landed, its strength and loss factor.
    pub assault: Option<(bool, Mp, u32)>,
    /// The strength an attacked entrained unit defends at.
    pub defends_at: Option<u32>,
}

impl AcceptanceWorld {
    fn civil_war(&mut self) -> Result<&mut CivilWar, String> {
        self.civil_war.as_mut().ok_or_else(|| "no Civil War scenario is loaded: start with 'Given the Civil War scenario \"rail.toml\"'".to_owned())
    }

    /// `Ok` when the Civil War scenario has every one of `units`; else the message naming the
    /// first it lacks, with the nearest id.
    fn known_civil_war_units<S: AsRef<str>>(&self, units: &[S]) -> Outcome {
        let civil_war = self.civil_war.as_ref().ok_or("no Civil War scenario is loaded")?;
        let situation = civil_war.game.situation();
        let ids = || situation.units.iter().map(|u| u.id.as_str());
        match units.iter().find(|unit| situation.unit(unit.as_ref()).is_none()) {
            Some(unit) => Err(unknown_unit(unit.as_ref(), ids())),
            None => Ok(()),
        }
    }

    fn start_civil_war(&mut self, loaded: Result<umpire_scenario::Scenario, String>) {
        let game = loaded.and_then(|mut scenario| {
            self.amend(&mut scenario.rules, "civil-war", &scenario.origin)?;
            Game::new(&scenario).map(|game| (scenario, game)).map_err(|e| e.to_string())
        });
        match game {
            Ok((scenario, game)) => {
                self.civil_war = Some(CivilWar {
                    scenario,
                    game,
                    dice: ScriptedDice::new([]),
                    assault: None,
                    defends_at: None,
                });
                self.last_refusal = None;
            }
            Err(message) => {
                self.civil_war = None;
                self.last_refusal = Some(message);
            }
        }
    }
}

/// The common verdict of a move.
fn judged(game: &Game, verdict: &MoveVerdict, path: Vec<String>) -> Judged {
    let end = match verdict {
        MoveVerdict::Land(v) => {
            v.route().places.last().map(|p| game.map().location_id((*p).into()))
        }
        MoveVerdict::Water(v) => {
            v.route().places.last().map(|p| game.water().place_id(game.map(), *p))
        }
    };
    Judged {
        step: verdict.refused_step().unwrap_or(0),
        refusal: verdict.refusal().cloned(),
        cost: verdict.cost(),
        stop: verdict.stop(),
        ledger: verdict.ledger().to_vec(),
        path,
        end,
    }
}

/// A verdict that is a list of citations and perhaps a refusal (voyages, ferries, assaults).
fn cited(refusal: Option<umpire_map::Refusal>, citations: &[Citation]) -> Judged {
    Judged::noted(refusal, citations, Vec::new(), None)
}

/// Judges and, when legal, makes one unit's move in a mode (a force march's attrition roll
/// appears in the ledger under ACW-FORCE-05).
fn order(world: &mut AcceptanceWorld, unit: &str, path: &str, options: MoveOptions) -> Outcome {
    world.known_civil_war_units(&[unit])?;
    let ids = split_places(path);
    world.set_ordered(unit.to_owned());
    let civil_war = world.civil_war()?;
    let CivilWar { game, dice, .. } = civil_war;
    let result = game.apply(unit, &ids, &options, dice);
    let judged_move = match result {
        Ok((verdict, record)) => {
            let mut judged = judged(game, &verdict, ids);
            if let Some((roll, loss)) = record.and_then(|r| r.attrition) {
                judged.ledger.push(Entry {
                    step: 0,
                    line: Line::note(
                        umpire_map::ClauseId::intern("ACW-FORCE-05"),
                        format!("attrition roll {roll}: {loss} strength lost"),
                    ),
                });
            }
            Ok(judged)
        }
        Err(error) => Err(error.to_string()),
    };
    world.judged = Some(judged_move);
    Ok(())
}

/// Every place `unit` can reach in `game` (`mode`: `rail`, `water`, or marching).
pub fn reach_of(game: &Game, unit: &str, mode: Option<&str>) -> Result<UnitReach, String> {
    let mode = match mode {
        Some("rail") => Mode::Rail,
        Some("water") => Mode::Water,
        _ => match game.situation().unit(unit) {
            Some(u)
                if game.data().unit_types.get(&u.unit_type).is_some_and(|t| t.water.is_some()) =>
            {
                Mode::Water
            }
            _ => Mode::Ground,
        },
    };
    let reach = game
        .reach(unit, &MoveOptions { mode, ..MoveOptions::default() })
        .map_err(|e| e.to_string())?;
    if let Some(refusal) = reach.refusal {
        return Ok(Err(refusal));
    }
    Ok(Ok(reach
        .places
        .into_iter()
        .map(|r| ReachedPlace { id: r.id.into(), cost: r.cost, must_stop: r.must_stop })
        .collect()))
}

/// Where a unit is, as an id (a hex, or `1012/1013` on a river).
pub fn location(world: &AcceptanceWorld, unit: &str) -> Result<String, String> {
    let game = &world.civil_war.as_ref().ok_or("no scenario is loaded")?.game;
    let want = format!("{unit:?} on the map");
    let u = game.situation().unit(unit).ok_or_else(|| no_unit(world, unit, &want))?;
    match (u.at, game.water().place_of(u)) {
        (_, Some(place)) if u.river_side.is_some() => Ok(game.water().place_id(game.map(), place)),
        (Some(hex), _) => Ok(game.map().hex_id(hex)),
        (None, _) => Err(format!("expected {want}, but it is off the map")),
    }
}

/// The message of a step expecting `want` of a unit the Civil War scenario does not have,
/// with the nearest id.
pub(super) fn no_unit(world: &AcceptanceWorld, unit: &str, want: &str) -> String {
    let near = world
        .civil_war
        .as_ref()
        .and_then(|c| {
            umpire_map::nearest(unit, c.game.situation().units.iter().map(|u| u.id.as_str()))
        })
        .map(|n| format!(" (did you mean {n:?}?)"))
        .unwrap_or_default();
    format!("expected {want}, but the scenario has no unit {unit:?}{near}")
}

/// The unit named, from the Civil War game loaded.
fn unit<'w>(
    world: &'w AcceptanceWorld,
    id: &str,
) -> Result<&'w umpire_civil_war::UnitState, String> {
    let game = &world.civil_war.as_ref().ok_or("no Civil War scenario is loaded")?.game;
    game.situation().unit(id).ok_or_else(|| no_unit(world, id, &format!("a unit {id:?}")))
}
