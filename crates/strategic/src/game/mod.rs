//! A movement phase in progress: the map, the rules data, the situation and the log of the moves
//! made so far. Ask it where a unit can go ([`Game::reach`]), whether a path is legal
//! ([`Game::check`]), make a move ([`Game::apply`]) or see a side's threat map
//! ([`Game::threat`]).

use std::collections::BTreeMap;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};
use umpire_map::{Mp, Refusal, Verdict};
use umpire_scenario::{MapPlace, Scenario, ScenarioMap};

use crate::data::RulesData;
use crate::error::{OrderError, SetupError, nearest};
use crate::facts::MapFacts;
use crate::ports::Ports;
use crate::setup;
use crate::situation::{Elimination, Phase, Procedure, Situation};
use crate::state::MoveState;
use crate::step::UnitMove;
use crate::view::FactionView;

/// The verdict on one unit's move: legal with its route and ledger, or the refusing clause.
/// Step 0 of an illegal verdict is the order itself (a unit that may not move at all).
pub type MoveVerdict = Verdict<MapPlace, MoveState>;

/// One place a unit can reach.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reachable {
    /// The place.
    pub place: MapPlace,
    /// Its id (`e3608`, `central-asia`).
    pub id: String,
    /// The least MP spent getting there.
    pub cost: Mp,
    /// Whether the unit must stop there.
    pub must_stop: bool,
    /// A cheapest path, the start first.
    pub path: Vec<MapPlace>,
}

/// Everything one unit can reach this phase.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct UnitReach {
    /// The unit.
    pub unit: String,
    /// Where it starts.
    pub start: MapPlace,
    /// Its Movement Allowance.
    pub allowance: Mp,
    /// Why it may not move at all, if it may not.
    pub refusal: Option<Refusal>,
    /// The places, the start excluded, in board order.
    pub places: Vec<Reachable>,
}

impl UnitReach {
    /// The entry for `place`, if reachable.
    pub fn get(&self, place: MapPlace) -> Option<&Reachable> {
        self.places.iter().find(|r| r.place == place)
    }
}

/// Every place some unit of a side can reach this phase, and which units.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Threat {
    /// The side.
    pub side: String,
    /// Per place: the units that can reach it, with their least cost.
    pub places: BTreeMap<MapPlace, Vec<(String, Mp)>>,
}

/// A move made: what it changed on the board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveRecord {
    /// The unit moved.
    pub unit: String,
    /// The procedure it used.
    pub procedure: Procedure,
    /// The places walked, the start first.
    pub route: Vec<MapPlace>,
    /// Units it overran and where they went (3.2).
    pub eliminated: Vec<(String, Elimination)>,
    /// Troop convoys it used, now in their Used Boxes.
    pub convoys: Vec<String>,
}

/// The verdict on a move, and what it changed if it was legal.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveReport {
    /// The verdict.
    pub verdict: MoveVerdict,
    /// What changed (legal moves only).
    pub record: Option<MoveRecord>,
}

/// A movement phase in progress. It owns the map, the rules data, the situation and the log.
#[derive(Debug, Clone)]
pub struct Game {
    map: ScenarioMap,
    data: RulesData,
    situation: Situation,
    facts: MapFacts,
    ports: Ports,
    log: Vec<MoveRecord>,
    canal_uses: Vec<u32>,
    /// Per faction (the rules data's order): what its units meet, worked out when first needed
    /// and dropped when the board changes.
    views: Vec<OnceLock<FactionView>>,
    /// Unit ids to their index in the situation.
    unit_ids: BTreeMap<String, usize>,
}

mod apply;
mod orders;
mod shield;

use orders::empty_route;
pub(crate) use shield::Support;

impl Game {
    /// The phase `scenario` sets up: its map, its `[rules]` and its units.
    ///
    /// # Errors
    /// [`SetupError`] naming the file, the key and the nearest known name.
    pub fn new(scenario: &Scenario) -> Result<Game, SetupError> {
        let (data, situation) = setup::read(scenario)?;
        Game::from_parts(scenario.map.clone(), data, situation, &scenario.origin)
    }

    /// A phase from its parts, for a game that keeps its own situation; `origin` names the
    /// source in errors.
    ///
    /// # Errors
    /// [`SetupError`] when the map's terrain or hexside features are not in the rules data.
    pub fn from_parts(
        map: ScenarioMap,
        data: RulesData,
        situation: Situation,
        origin: &str,
    ) -> Result<Game, SetupError> {
        let facts = MapFacts::new(&map, &data, &situation, origin)?;
        let ports = Ports::new(&map, &situation, &facts);
        let canal_uses = vec![0; facts.canals.len()];
        let views = fresh_views(&data);
        let unit_ids = situation.units.iter().enumerate().map(|(n, u)| (u.id.clone(), n)).collect();
        Ok(Game {
            map,
            data,
            situation,
            facts,
            ports,
            log: Vec::new(),
            canal_uses,
            views,
            unit_ids,
        })
    }

    /// The map.
    pub fn map(&self) -> &ScenarioMap {
        &self.map
    }

    /// The rules data in force.
    pub fn data(&self) -> &RulesData {
        &self.data
    }

    /// The situation, as the moves so far left it.
    pub fn situation(&self) -> &Situation {
        &self.situation
    }

    /// The moves made so far this phase.
    pub fn log(&self) -> &[MoveRecord] {
        &self.log
    }

    /// The phase.
    pub fn phase(&self) -> Phase {
        self.situation.phase
    }

    /// Changes the phase (and so the phasing rules), keeping the board; the log starts afresh.
    pub fn set_phase(&mut self, phase: Phase) {
        self.situation.phase = phase;
        self.log.clear();
        self.canal_uses.fill(0);
        for unit in &mut self.situation.units {
            unit.moved = None;
        }
    }

    /// Sets the weather of `hex` (the rest of the situation is fixed for the phase).
    pub fn set_weather(&mut self, hex: umpire_hex::Hex, weather: crate::situation::Weather) {
        if weather == crate::situation::Weather::Fair {
            self.situation.weather.remove(&hex);
        } else {
            self.situation.weather.insert(hex, weather);
        }
        self.board_changed();
    }

    /// What every unit of `faction` meets on the board.
    pub(crate) fn faction_view(&self, faction: &str) -> &FactionView {
        let number = self.data.factions.keys().position(|f| f == faction).unwrap_or(0);
        let slot = &self.views[number.min(self.views.len() - 1)];
        slot.get_or_init(|| FactionView::new(self, faction))
    }

    /// Forgets the faction views: the board changed.
    fn board_changed(&mut self) {
        self.views = fresh_views(&self.data);
    }

    pub(crate) fn facts(&self) -> &MapFacts {
        &self.facts
    }

    pub(crate) fn ports(&self) -> &Ports {
        &self.ports
    }

    pub(crate) fn canal_uses(&self, canal: usize) -> u32 {
        self.canal_uses.get(canal).copied().unwrap_or(0)
    }

    /// The index of unit `id`.
    fn unit_index(&self, id: &str) -> Result<usize, OrderError> {
        self.unit_ids.get(id).copied().ok_or_else(|| OrderError::UnknownUnit {
            id: id.to_owned(),
            suggestion: nearest(id, self.situation.units.iter().map(|u| u.id.as_str())),
        })
    }

    /// Reads place ids (`e3609`, `central-asia`) into places.
    ///
    /// # Errors
    /// [`OrderError::UnknownPlace`] naming the position, the id and the nearest box id.
    pub fn parse_path<S: AsRef<str>>(&self, ids: &[S]) -> Result<Vec<MapPlace>, OrderError> {
        ids.iter()
            .enumerate()
            .map(|(i, id)| self.parse_place(id.as_ref(), &format!("path item {}", i + 1)))
            .collect()
    }

    /// Reads one place id.
    ///
    /// # Errors
    /// [`OrderError::UnknownPlace`].
    pub fn parse_place(&self, id: &str, position: &str) -> Result<MapPlace, OrderError> {
        let id = id.trim();
        if let Some(found) = self.map.box_by_key(id) {
            return Ok(MapPlace::Box(found));
        }
        self.map.parse_hex(id).map(MapPlace::Hex).map_err(|error| OrderError::UnknownPlace {
            position: position.to_owned(),
            id: id.to_owned(),
            reason: error.to_string(),
            suggestion: nearest(id, self.map.boxes().iter().map(|b| b.key.as_str())),
        })
    }

    /// The step function for unit `id` in the current phase, for the shared search.
    ///
    /// # Errors
    /// [`OrderError::UnknownUnit`].
    pub fn unit_move(&self, id: &str) -> Result<UnitMove<'_>, OrderError> {
        let index = self.unit_index(id)?;
        UnitMove::new(self, index, self.situation.phase)
            .ok_or_else(|| OrderError::UnknownUnit { id: id.to_owned(), suggestion: None })
    }
}

/// One empty view slot per faction (at least one).
fn fresh_views(data: &RulesData) -> Vec<OnceLock<FactionView>> {
    (0..data.factions.len().max(1)).map(|_| OnceLock::new()).collect()
}
