//! Making a legal move: the unit moves, overrun victims leave the map, convoys go to their
//! Used Boxes, canal uses are counted, the move is logged.

use umpire_map::{Board, Entry, MapPlace, Refusal, Route, Verdict};

use crate::clauses as c;
use crate::error::OrderError;
use crate::map::StrategicMap;
use crate::situation::{Elimination, Procedure};
use crate::state::{MoveState, Stage};

use super::{Game, MoveRecord, MoveReport, empty_route};

impl<M: StrategicMap> Game<M> {
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
}

/// What a legal move changes.
struct Effects {
    procedure: Procedure,
    eliminated: Vec<usize>,
    convoys: Vec<usize>,
    canals: Vec<usize>,
}
