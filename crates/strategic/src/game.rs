//! A movement phase in progress: the map, the rules data, the situation and the log of the moves
//! made so far. Ask it where a unit can go ([`Game::reach`]), whether a path is legal
//! ([`Game::check`]), make a move ([`Game::apply`]) or see a side's threat map
//! ([`Game::threat`]).

use std::collections::BTreeMap;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};
use umpire_map::{Board, Entry, Mover, Mp, Refusal, Route, Search, Verdict, check};
use umpire_scenario::{MapPlace, Scenario, ScenarioMap};

use crate::clauses as c;
use crate::data::RulesData;
use crate::error::{OrderError, SetupError, nearest};
use crate::facts::MapFacts;
use crate::ports::Ports;
use crate::setup;
use crate::situation::{Elimination, Phase, Procedure, Situation};
use crate::state::{MoveState, Stage};
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

    /// Why unit `index` may not move at all this phase (3, 3.1), if it may not.
    fn order_refusal(&self, index: usize) -> Result<Option<Refusal>, OrderError> {
        self.order_refusal_for(index, &self.situation.side)
    }

    /// As [`Game::order_refusal`], with `side` moving.
    fn order_refusal_for(&self, index: usize, side: &str) -> Result<Option<Refusal>, OrderError> {
        let unit = &self.situation.units[index];
        let Some(at) = unit.at else { return Err(OrderError::NotOnMap { id: unit.id.clone() }) };
        let air = self.data.unit_types.get(&unit.unit_type).is_some_and(|t| t.air);
        if air {
            return Ok(Some(Refusal::new(
                c::PHASING_ONLY,
                format!("{} is an Air unit; only ground units move in this phase", unit.id),
            )));
        }
        if unit.faction != side {
            return Ok(Some(Refusal::new(
                c::PHASING_ONLY,
                format!("{} is {}, but the {side} side is moving", unit.id, unit.faction),
            )));
        }
        if unit.movement == Mp::ZERO {
            return Ok(Some(Refusal::new(
                c::ALLOWANCE_ABOVE_ZERO,
                format!("{} has a Movement Allowance of 0", unit.id),
            )));
        }
        let supplied = unit.supplied.unwrap_or_else(
            || !matches!(at, MapPlace::Hex(hex) if self.situation.out_of_supply.contains(&hex)),
        );
        if !supplied {
            return Ok(Some(Refusal::new(
                c::SUPPLIED_AT_START,
                format!("{} is out of supply as its move begins", unit.id),
            )));
        }
        if unit.moved.is_some() {
            return Ok(Some(Refusal::new(
                c::COMPLETE_BEFORE_NEXT,
                format!("{} has made its move this phase; it may not move again", unit.id),
            )));
        }
        Ok(None)
    }

    fn mover(&self, index: usize) -> Result<Mover<MapPlace, MoveState>, OrderError> {
        let unit = &self.situation.units[index];
        let at = unit.at.ok_or_else(|| OrderError::NotOnMap { id: unit.id.clone() })?;
        Ok(Mover { at, state: MoveState::FRESH, allowance: Some(unit.movement) })
    }

    /// Every place unit `id` can reach this phase, with costs, stops and paths.
    ///
    /// # Errors
    /// [`OrderError`] for an unknown or eliminated unit.
    pub fn reach(&self, id: &str) -> Result<UnitReach, OrderError> {
        self.reach_with(&mut Search::new(), id)
    }

    /// As [`Game::reach`], reusing `search`'s buffers.
    ///
    /// # Errors
    /// As [`Game::reach`].
    pub fn reach_with(&self, search: &mut Search, id: &str) -> Result<UnitReach, OrderError> {
        let index = self.unit_index(id)?;
        let unit = &self.situation.units[index];
        let start = self.mover(index)?.at;
        let mut result = UnitReach {
            unit: unit.id.clone(),
            start,
            allowance: unit.movement,
            refusal: None,
            places: Vec::new(),
        };
        let found = self.with_reach(search, index, &self.situation.side, |reach| {
            reach
                .iter_with_paths()
                .filter(|(reached, _)| reached.place != start)
                .map(|(reached, path)| Reachable {
                    place: reached.place,
                    id: self.map.location_id(reached.place.into()),
                    cost: reached.cost,
                    must_stop: reached.must_stop,
                    path,
                })
                .collect::<Vec<_>>()
        })?;
        match found {
            Ok(mut places) => {
                places.sort_by_key(|r| self.map.index_of(r.place));
                result.places = places;
            }
            Err(refusal) => result.refusal = Some(refusal),
        }
        Ok(result)
    }

    /// Runs unit `index`'s reach with `side` moving and hands it to `answer`, or gives the
    /// refusal of the order itself.
    fn with_reach<T>(
        &self,
        search: &mut Search,
        index: usize,
        side: &str,
        answer: impl FnOnce(&umpire_map::Reach<'_, ScenarioMap, UnitMove<'_>>) -> T,
    ) -> Result<Result<T, Refusal>, OrderError> {
        let mover = self.mover(index)?;
        if let Some(refusal) = self.order_refusal_for(index, side)? {
            return Ok(Err(refusal));
        }
        let rules = UnitMove::new(self, index, self.situation.phase)
            .ok_or_else(|| OrderError::UnknownUnit { id: String::new(), suggestion: None })?;
        let reach = search.reach(&self.map, &rules, &mover)?;
        Ok(Ok(answer(&reach)))
    }

    /// Whether unit `id` may move along `path` (its start first), step by step, with the MP
    /// ledger and the clause of every cost, stop, exception and refusal.
    ///
    /// # Errors
    /// [`OrderError`] for an unknown unit, a path that does not start at the unit, or a place off
    /// the board.
    pub fn check(&self, id: &str, path: &[MapPlace]) -> Result<MoveVerdict, OrderError> {
        let index = self.unit_index(id)?;
        let mover = self.mover(index)?;
        if let Some(refusal) = self.order_refusal(index)? {
            let refusal = self.procedure_refusal(index, id, path, refusal)?;
            return Ok(Verdict::Illegal { step: 0, refusal, before: empty_route(mover.at) });
        }
        let rules = self.unit_move(id)?;
        Ok(check(&self.map, &rules, &mover, path)?)
    }

    /// A unit that has moved already: another procedure is refused by 3.1.4, the same one by
    /// 3.1.
    fn procedure_refusal(
        &self,
        index: usize,
        id: &str,
        path: &[MapPlace],
        refusal: Refusal,
    ) -> Result<Refusal, OrderError> {
        let Some(before) = self.situation.units[index].moved else { return Ok(refusal) };
        let mut fresh = self.clone();
        fresh.situation.units[index].moved = None;
        let verdict = fresh.check(id, path)?;
        let route = verdict.route();
        // A box-to-box move leaves the mover in the Hex stage: its ledger tells it apart.
        let boxed = route.ledger.iter().any(|e| e.line.clause == c::BOX_TO_BOX_WHOLE_MA);
        let now = if boxed { Some(Procedure::BoxToBox) } else { route.state.procedure() };
        Ok(match now {
            Some(procedure) if procedure != before => Refusal::new(
                c::ONE_PROCEDURE,
                format!(
                    "{id} moved {} this phase and may not now move {}",
                    before.name(),
                    procedure.name()
                ),
            ),
            _ => refusal,
        })
    }

    /// Several units ordered to move together: refused (3.1: units move one at a time); a
    /// single unit is checked as [`Game::check`].
    ///
    /// # Errors
    /// As [`Game::check`].
    pub fn check_group(&self, ids: &[&str], path: &[MapPlace]) -> Result<MoveVerdict, OrderError> {
        match ids {
            [one] => self.check(one, path),
            _ => {
                for id in ids {
                    self.unit_index(id)?;
                }
                let start = path
                    .first()
                    .copied()
                    .ok_or(OrderError::Search(umpire_map::SearchError::EmptyRoute))?;
                let refusal = Refusal::new(
                    c::ONE_AT_A_TIME,
                    format!(
                        "{} units ordered to move together; ground units move one at a time",
                        ids.len()
                    ),
                );
                Ok(Verdict::Illegal { step: 0, refusal, before: empty_route(start) })
            }
        }
    }

    /// Checks the move and, if it is legal, makes it: the unit goes to the end of `path`, units
    /// it overran go to the Delay Box or their Force Pool, the convoys it used go to their Used
    /// Boxes, canal uses are counted and the move is logged. The next order is judged on the
    /// board as this one left it.
    ///
    /// # Errors
    /// As [`Game::check`].
    pub fn apply(&mut self, id: &str, path: &[MapPlace]) -> Result<MoveReport, OrderError> {
        let verdict = self.check(id, path)?;
        let Verdict::Legal(route) = &verdict else {
            return Ok(MoveReport { verdict, record: None });
        };
        let index = self.unit_index(id)?;
        let effects = match self.effects(id, route)? {
            Ok(effects) => effects,
            Err((step, refusal)) => {
                let before = empty_route(route.places[0]);
                return Ok(MoveReport {
                    verdict: Verdict::Illegal { step, refusal, before },
                    record: None,
                });
            }
        };
        let procedure = effects.procedure;
        let mut record = MoveRecord {
            unit: id.to_owned(),
            procedure,
            route: route.places.clone(),
            eliminated: Vec::new(),
            convoys: Vec::new(),
        };
        for victim in effects.eliminated {
            let unit = &mut self.situation.units[victim];
            let to = if unit.delay_stripe { Elimination::DelayBox } else { Elimination::ForcePool };
            unit.at = None;
            unit.eliminated = Some(to);
            record.eliminated.push((unit.id.clone(), to));
            tracing::info!(unit = %unit.id, to = ?to, "overrun");
        }
        for convoy in effects.convoys {
            self.situation.convoys[convoy].used = true;
            record.convoys.push(self.situation.convoys[convoy].id.clone());
        }
        for canal in effects.canals {
            if let Some(uses) = self.canal_uses.get_mut(canal) {
                *uses += 1;
            }
        }
        let unit = &mut self.situation.units[index];
        unit.at = route.places.last().copied();
        unit.moved = Some(procedure);
        self.board_changed();
        tracing::info!(unit = %id, procedure = procedure.name(), cost = %route.cost, "moved");
        self.log.push(record.clone());
        Ok(MoveReport { verdict, record: Some(record) })
    }

    /// What a legal route does to the board, or the step that turns out illegal once the
    /// convoys are taken one by one.
    #[allow(clippy::type_complexity)]
    fn effects(
        &self,
        id: &str,
        route: &Route<MapPlace, MoveState>,
    ) -> Result<Result<Effects, (usize, Refusal)>, OrderError> {
        let index = self.unit_index(id)?;
        let rules = self.unit_move(id)?;
        let mover = &self.situation.units[index];
        let mut effects = Effects {
            procedure: Procedure::HexToHex,
            eliminated: Vec::new(),
            convoys: Vec::new(),
            canals: Vec::new(),
        };
        let steps_citing = |clause| {
            route.ledger.iter().filter(move |e: &&Entry| e.line.clause == clause).map(|e| e.step)
        };
        let mut convoys = self.situation.convoys.clone();
        // The naval zone crossed by the step before, if it was a crossing.
        let mut came_by: Option<(usize, String)> = None;
        for step in steps_citing(c::PORT_CONVOY) {
            let (from, to) =
                (self.board_index(route.places[step - 1]), self.board_index(route.places[step]));
            let stage = if step == 1 { Stage::Fresh } else { Stage::Port };
            let zone = came_by
                .as_ref()
                .filter(|(before, _)| *before + 1 == step)
                .map(|(_, zone)| zone.as_str());
            match self.ports.crossing_with(&rules, from, to, stage, zone, &convoys) {
                Ok(choice) => {
                    convoys[choice.convoy].used = true;
                    effects.convoys.push(choice.convoy);
                    came_by = Some((step, convoys[choice.convoy].zone.clone()));
                }
                Err(refusal) => return Ok(Err((step, refusal))),
            }
            effects.procedure = Procedure::PortToPort;
        }
        for step in steps_citing(c::CANAL_NO_CONVOY) {
            let from = self.board_index(route.places[step - 1]);
            if let Some((canal, _)) = self.facts.canal_at(from) {
                effects.canals.push(canal);
            }
            effects.procedure = Procedure::PortToPort;
        }
        if steps_citing(c::BOX_TO_BOX_WHOLE_MA).next().is_some() {
            effects.procedure = Procedure::BoxToBox;
        }
        for place in &route.places[1..] {
            for (number, other) in self.situation.units.iter().enumerate() {
                if other.at == Some(*place) && other.faction != mover.faction {
                    effects.eliminated.push(number);
                }
            }
        }
        Ok(Ok(effects))
    }

    fn board_index(&self, place: MapPlace) -> usize {
        self.map.index_of(place).unwrap_or(usize::MAX)
    }

    /// Every place some unit of `side` can reach this phase, and which units (the threat map).
    ///
    /// # Errors
    /// [`OrderError::UnknownSide`] with the nearest side.
    pub fn threat(&self, side: &str) -> Result<Threat, OrderError> {
        self.threat_with(&mut Search::new(), side)
    }

    /// As [`Game::threat`], reusing `search`'s buffers.
    ///
    /// # Errors
    /// As [`Game::threat`].
    pub fn threat_with(&self, search: &mut Search, side: &str) -> Result<Threat, OrderError> {
        if !self.data.factions.contains_key(side) {
            return Err(OrderError::UnknownSide {
                name: side.to_owned(),
                suggestion: nearest(side, self.data.factions.keys().map(String::as_str)),
                known: self.data.factions.keys().cloned().collect::<Vec<_>>().join(", "),
            });
        }
        let mut places: BTreeMap<MapPlace, Vec<(String, Mp)>> = BTreeMap::new();
        for (index, unit) in self.situation.units.iter().enumerate() {
            if unit.faction != side || unit.at.is_none() {
                continue;
            }
            let start = unit.at;
            // A unit that may not move (its refusal, the `Err`) threatens nothing.
            let _ = self.with_reach(search, index, side, |reach| {
                for reached in reach.iter().filter(|r| Some(r.place) != start) {
                    places.entry(reached.place).or_default().push((unit.id.clone(), reached.cost));
                }
            })?;
        }
        Ok(Threat { side: side.to_owned(), places })
    }

    /// The supplied HQs on the map that can give column shifts: faction, hex, range, unit.
    pub(crate) fn supporting_hqs(&self) -> Vec<Support> {
        self.situation
            .units
            .iter()
            .filter(|hq| self.data.unit_types.get(&hq.unit_type).is_some_and(|t| t.hq))
            .filter_map(|hq| {
                let Some(MapPlace::Hex(hex)) = hq.at else { return None };
                let supplied = hq.supplied.unwrap_or(!self.situation.out_of_supply.contains(&hex));
                let range = hq.support_range.unwrap_or(self.data.overrun.hq_support_range);
                supplied.then(|| Support {
                    faction: hq.faction.clone(),
                    hex,
                    range,
                    id: hq.id.clone(),
                })
            })
            .collect()
    }

    /// Whether the enemy unit `target` in hex `at` (with `enemies` enemy units there) could get
    /// a defender's column shift or is otherwise no overrun target, whatever side it is
    /// approached from (3.2). `hqs` are the [`Game::supporting_hqs`].
    pub(crate) fn overrun_shield(
        &self,
        target: usize,
        at: usize,
        enemies: u8,
        hqs: &[Support],
    ) -> Option<Refusal> {
        let unit = &self.situation.units[target];
        let here = || self.map.location_id(self.map.place_at(at).into());
        let air = self.data.unit_types.get(&unit.unit_type).is_some_and(|t| t.air);
        if enemies > 1 {
            return Some(Refusal::new(
                c::OVERRUN_STACK,
                format!(
                    "{} holds {enemies} enemy units; an overrun needs a lone one-step ground unit",
                    here()
                ),
            ));
        }
        if air || unit.multi_step() {
            return Some(Refusal::new(
                c::OVERRUN_LONE_ONE_STEP,
                format!("{} in {} is not a one-step ground unit", unit.id, here()),
            ));
        }
        if !self.facts.land.get(at).copied().unwrap_or(false) {
            return Some(Refusal::new(c::OVERRUN_LAND, format!("{} is not a Land hex", here())));
        }
        if self.facts.shift_terrain.get(at).copied().unwrap_or(false) {
            return Some(Refusal::new(
                c::OVERRUN_TERRAIN,
                format!("the terrain of {} would give {} a column shift", here(), unit.id),
            ));
        }
        let MapPlace::Hex(hex) = self.map.place_at(at) else { return None };
        if self.situation.weather_at(hex) == crate::situation::Weather::Mud {
            return Some(Refusal::new(
                c::OVERRUN_MUD,
                format!("Mud in {} would give {} a column shift", here(), unit.id),
            ));
        }
        if self.facts.fortress.get(at).copied().unwrap_or(false) {
            return Some(Refusal::new(
                c::OVERRUN_FORTRESS,
                format!("the fortress in {} would give {} a column shift", here(), unit.id),
            ));
        }
        if unit.air_support {
            return Some(Refusal::new(
                c::OVERRUN_AIR,
                format!("air support would give {} a column shift", unit.id),
            ));
        }
        let hq =
            hqs.iter().find(|hq| hq.faction == unit.faction && hq.hex.distance(hex) <= hq.range)?;
        let at = self.map.hex_id(hq.hex);
        Some(Refusal::new(
            c::OVERRUN_HQ,
            format!("the supplied HQ {} in {at} could give {} a column shift", hq.id, unit.id),
        ))
    }
}

/// A supplied HQ that can give column shifts.
#[derive(Debug, Clone)]
pub(crate) struct Support {
    faction: String,
    hex: umpire_hex::Hex,
    range: u32,
    id: String,
}

/// What a legal move changes.
struct Effects {
    procedure: Procedure,
    eliminated: Vec<usize>,
    convoys: Vec<usize>,
    canals: Vec<usize>,
}

fn empty_route(at: MapPlace) -> Route<MapPlace, MoveState> {
    Route {
        places: vec![at],
        cost: Mp::ZERO,
        stop: None,
        state: MoveState::FRESH,
        ledger: Vec::new(),
    }
}

/// One empty view slot per faction (at least one).
fn fresh_views(data: &RulesData) -> Vec<OnceLock<FactionView>> {
    (0..data.factions.len().max(1)).map(|_| OnceLock::new()).collect()
}
