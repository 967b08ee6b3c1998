//! Making a legal move: the unit moves, overrun victims leave the map, convoys go to their
//! Used Boxes, canal uses are counted, the move is logged.

use umpire_map::{Board, Entry, MapPlace, Mp, Refusal, Route, Verdict};

use crate::clauses as c;
use crate::error::OrderError;
use crate::map::StrategicMap;
use crate::situation::{Elimination, LastMove, Procedure};
use crate::state::{MoveState, Stage};
use crate::step::UnitMove;

use super::{Choices, Game, MoveRecord, MoveReport, MoveVerdict, empty_route};

impl<M: StrategicMap> Game<M> {
    /// Checks the move and, if it is legal, makes it: the unit goes to the end of `path`, units
    /// it overran go to the Delay Box or their Force Pool, the convoys it used go to their Used
    /// Boxes, canal uses are counted, the unit becomes the last to begin moving
    /// ([`Situation::last_move`](crate::Situation), with the MP it has spent, where its move
    /// stands and any stop a rule imposed) and the move is logged. The next order is judged on
    /// the board as this one left it. A refused move changes nothing but this: an HQ that kept the
    /// unit from an overrun is remembered as having prevented one this phase (3.2).
    ///
    /// # Errors
    /// As [`Game::check`].
    pub fn apply(&mut self, id: &str, path: &[MapPlace]) -> Result<MoveReport, OrderError> {
        let choices = Choices::default();
        let verdict = self.check_chosen(id, path, &choices)?;
        let (report, change) = self.judge_move(id, path, verdict, &choices)?;
        self.enact(change);
        Ok(report)
    }

    /// What the move along `path` that `verdict` judged (with the player's `choices`) would do,
    /// without doing it: the report, and the change [`Game::commit`] makes. A legal move moves
    /// the unit, as [`Game::apply`] says; an illegal one moves nothing, but if a supplied HQ is
    /// what refused an overrun, the HQ is to be remembered for the rest of the phase as one that
    /// has prevented an overrun (3.2).
    pub(crate) fn judge_move(
        &self,
        id: &str,
        path: &[MapPlace],
        verdict: MoveVerdict,
        choices: &Choices,
    ) -> Result<(MoveReport, Change), OrderError> {
        let Verdict::Legal(route) = &verdict else {
            let mut change = Change::Nothing;
            if let Verdict::Illegal { step, refusal, .. } = &verdict
                && [c::OVERRUN_HQ, c::OVERRUN_HQ_SEVERAL].contains(&refusal.clause)
                && let Some(hq) = path
                    .get(*step)
                    .and_then(|place| self.map.index_of(*place))
                    .and_then(|at| self.setting().preventing_hq(at))
            {
                change = Change::HqPrevented(hq);
            }
            return Ok((MoveReport { verdict, record: None }, change));
        };
        let index = self.unit_index(id)?;
        let resumed = self.resumed(index).cloned();
        let start = resumed.as_ref().map_or(MoveState::FRESH, |last| last.state);
        let effects = match self.effects(id, route, choices, start)? {
            Ok(effects) => effects,
            Err((step, refusal)) => {
                let before = self.route_before(id, &route.places[..step], choices);
                let verdict = Verdict::Illegal { step, refusal, before };
                return Ok((MoveReport { verdict, record: None }, Change::Nothing));
            }
        };
        // A move taken up again keeps the procedure it was using (3.1.4).
        let before = resumed.as_ref().and(self.situation.units[index].moved);
        let procedure = before.unwrap_or(effects.procedure);
        let mut record = MoveRecord {
            unit: id.to_owned(),
            procedure,
            route: route.places.clone(),
            eliminated: Vec::new(),
            convoys: Vec::new(),
            canals: Vec::new(),
        };
        let mut victims = Vec::with_capacity(effects.eliminated.len());
        for victim in effects.eliminated {
            let unit = &self.situation.units[victim];
            let to = if unit.delay_stripe { Elimination::DelayBox } else { Elimination::ForcePool };
            victims.push((victim, to));
            record.eliminated.push((unit.id.clone(), to));
        }
        for &convoy in &effects.convoys {
            record.convoys.push(self.situation.convoys[convoy].id.clone());
        }
        for canal in effects.canals {
            if let Some(canal) = self.facts.canals.get(canal) {
                record.canals.push(canal.name.clone());
            }
        }
        // The last unit to begin moving, and where its move stands now (3.1): a move taken up
        // again adds its cost to what the unit had spent.
        let spent = resumed.as_ref().map_or(Mp::ZERO, |last| last.spent);
        let last = LastMove {
            unit: id.to_owned(),
            spent: spent.checked_add(route.cost).unwrap_or(Mp::from_raw(u32::MAX)),
            state: route.state.carried_over(),
            stop: route.stop,
        };
        let change = Change::Move(Box::new(MoveChange {
            index,
            victims,
            convoys: effects.convoys,
            last,
            cost: route.cost,
            record: record.clone(),
        }));
        Ok((MoveReport { verdict, record: Some(record) }, change))
    }

    /// Makes `change` on the board (what [`Game::judge_move`] or the judging of a next-phase
    /// order found): the only place an order changes the game.
    pub(crate) fn commit(&mut self, change: Change) {
        match change {
            Change::Nothing => {}
            Change::HqPrevented(hq) => {
                self.situation.hq_prevented.insert(hq);
            }
            Change::Move(change) => {
                let MoveChange { index, victims, convoys, last, cost, record } = *change;
                // Where the units that change stand before and after: the faction views are
                // worked out again around those places alone.
                let mut places: Vec<MapPlace> = victims
                    .iter()
                    .map(|&(victim, _)| victim)
                    .chain([index])
                    .filter_map(|unit| self.situation.units[unit].at)
                    .collect();
                places.extend(record.route.last().copied());
                let situation = &mut self.situation;
                for (victim, to) in victims {
                    let unit = &mut situation.units[victim];
                    unit.at = None;
                    unit.eliminated = Some(to);
                    tracing::info!(unit = %unit.id, to = ?to, "overrun");
                }
                for convoy in convoys {
                    situation.convoys[convoy].used = true;
                }
                for name in &record.canals {
                    *situation.canal_uses.entry(name.clone()).or_insert(0) += 1;
                }
                situation.last_move = Some(last);
                let unit = &mut situation.units[index];
                unit.at = record.route.last().copied();
                unit.moved = Some(record.procedure);
                let procedure = record.procedure.name();
                tracing::info!(unit = %record.unit, procedure, cost = %cost, "moved");
                self.units_changed(&places);
                self.log.push(record);
            }
            Change::NextPhase { phase, side, weather } => {
                self.begin_phase(phase);
                self.board_mut().side = side;
                for (hex, weather) in weather {
                    self.put_weather(hex, weather);
                }
            }
        }
    }

    /// The legal route along `places`, the part of a path before a refused step.
    fn route_before(
        &self,
        id: &str,
        places: &[MapPlace],
        choices: &Choices,
    ) -> Route<MapPlace, MoveState> {
        let start = empty_route(places[0]);
        if places.len() < 2 {
            return start;
        }
        match self.check_chosen(id, places, choices) {
            Ok(Verdict::Legal(route)) => route,
            _ => start,
        }
    }

    /// What a legal route does to the board, or the step that turns out illegal once the
    /// convoys are taken one by one.
    #[allow(clippy::type_complexity)]
    fn effects(
        &self,
        id: &str,
        route: &Route<MapPlace, MoveState>,
        choices: &Choices,
        start: MoveState,
    ) -> Result<Result<Effects, (usize, Refusal)>, OrderError> {
        let index = self.unit_index(id)?;
        let rules = self.unit_move_along(id, Some(&route.places))?;
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
        let crossings: Vec<usize> = steps_citing(c::PORT_CONVOY).collect();
        if !crossings.is_empty() {
            effects.procedure = Procedure::PortToPort;
        }
        if choices.convoys.is_empty() {
            match self.convoys_taken(&rules, route, &crossings, start) {
                Ok(taken) => effects.convoys = taken,
                Err(refused) => return Ok(Err(refused)),
            }
        } else {
            // The convoys named: the check held each against its crossing.
            effects.convoys = choices.convoys.iter().copied().take(crossings.len()).collect();
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
                if other.at == Some(*place) && other.side != mover.side {
                    effects.eliminated.push(number);
                }
            }
        }
        Ok(Ok(effects))
    }

    /// The convoys the engine takes for the crossings at steps `crossings` of `route` (walked
    /// from state `start`: fresh, or where a move taken up again stood), one by one (a convoy
    /// taken goes to its Used Box at once), or the step at which none is left.
    fn convoys_taken(
        &self,
        rules: &UnitMove<'_, M>,
        route: &Route<MapPlace, MoveState>,
        crossings: &[usize],
        start: MoveState,
    ) -> Result<Vec<usize>, (usize, Refusal)> {
        let mut convoys = self.situation.convoys.clone();
        let mut taken = Vec::new();
        // The naval zone crossed by the step before, if it was a crossing (before step 1: the
        // one a move taken up again arrived across).
        let first = route.places.first().map(|p| self.board_index(*p));
        let mut came_by: Option<(usize, String)> = start
            .arrival_slot()
            .zip(first)
            .and_then(|(slot, at)| self.ports.zone_in_slot(&self.situation, at, slot))
            .map(|zone| (0, zone.to_owned()));
        for &step in crossings {
            let (from, to) =
                (self.board_index(route.places[step - 1]), self.board_index(route.places[step]));
            let stage =
                if step == 1 && start.stage() == Stage::Fresh { Stage::Fresh } else { Stage::Port };
            let zone = came_by
                .as_ref()
                .filter(|(before, _)| *before + 1 == step)
                .map(|(_, zone)| zone.as_str());
            let choice = self
                .ports
                .crossing_with(&rules.setting, rules.unit, from, to, stage, zone, &convoys, None)
                .map_err(|refusal| (step, refusal))?;
            convoys[choice.convoy].used = true;
            taken.push(choice.convoy);
            came_by = Some((step, convoys[choice.convoy].zone.clone()));
        }
        Ok(taken)
    }

    fn board_index(&self, place: MapPlace) -> usize {
        self.map.index_of(place).unwrap_or(usize::MAX)
    }
}

/// What an order changes on the board, found by judging it ([`Game::judge_move`], the judging
/// of a next-phase order) and made by [`Game::commit`]: judging reads the game, committing
/// writes it, so an order can be judged without being played ([`Game::try_play`]).
#[derive(Debug)]
pub(crate) enum Change {
    /// Nothing: a refused move (or several units ordered together).
    Nothing,
    /// A refused move whose overrun an HQ prevented: the HQ, by id, to remember (3.2).
    HqPrevented(String),
    /// A legal move.
    Move(Box<MoveChange>),
    /// The next phase begins, with this side moving and this weather.
    NextPhase {
        /// The new phase.
        phase: crate::situation::Phase,
        /// The side moving.
        side: String,
        /// The weather set, hex by hex.
        weather: Vec<(umpire_hex::Hex, crate::situation::Weather)>,
    },
}

/// What a legal move changes: the mover, its victims, the convoys it takes, where its move
/// stands, and its record for the log.
#[derive(Debug)]
pub(crate) struct MoveChange {
    /// The mover's index in the situation.
    index: usize,
    /// The units it overran, by index, and where each goes.
    victims: Vec<(usize, Elimination)>,
    /// The convoys it takes to their Used Boxes, by index.
    convoys: Vec<usize>,
    /// Where its move stands afterwards.
    last: LastMove,
    /// What the move cost.
    cost: Mp,
    /// The log's record of it.
    record: MoveRecord,
}

/// What a legal move changes.
struct Effects {
    procedure: Procedure,
    eliminated: Vec<usize>,
    convoys: Vec<usize>,
    canals: Vec<usize>,
}
