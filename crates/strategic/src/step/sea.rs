//! Port-to-Port moves across naval zones and through canals (3.1.2).

use umpire_map::{Citation, Ledger, Line, Mp, Refusal, Step, StepOutcome};

use crate::clauses as c;
use crate::map::StrategicMap;
use crate::ports::ConvoyChoice;
use crate::situation::Convoy;
use crate::state::{MoveState, Stage};
use umpire_map::words::proper;

use super::{HexEdge, Outcome, UnitMove, refuse};

impl<M: StrategicMap> UnitMove<'_, M> {
    /// A Port-to-Port move across a naval zone, or through a canal (3.1.2).
    pub(super) fn port_step(
        &self,
        state: MoveState,
        edge: &HexEdge,
        ledger: &mut impl Ledger,
    ) -> Outcome {
        self.port_step_by(state, edge, ledger, None).0
    }

    /// As [`UnitMove::port_step`], across a naval zone by the convoy the player named (its
    /// number in `convoys`, the situation's convoys as they stand at this point of the move)
    /// if one was named, else by the first one that may carry the unit; and whether the step
    /// was a crossing by convoy (rather than a canal move).
    pub(super) fn port_step_by(
        &self,
        state: MoveState,
        edge: &HexEdge,
        ledger: &mut impl Ledger,
        named: Option<(usize, &[Convoy])>,
    ) -> (Outcome, bool) {
        let stage = state.stage();
        if !matches!(stage, Stage::Fresh | Stage::Port) {
            return (
                refuse(
                    c::ONE_PROCEDURE,
                    "a unit that has moved Hex-to-Hex may not also move Port-to-Port",
                ),
                false,
            );
        }
        if let Some(refusal) = self.closed_maps(edge) {
            return (StepOutcome::Refused(refusal), false);
        }
        let cell = self.view.cell(edge.to_index);
        if cell.enemies > 0 {
            let to = self.id(edge.to_index);
            if self.armor && self.unit.multi_step() {
                let why =
                    format!("{to} holds an enemy unit, and an overrun is made only Hex-to-Hex");
                return (refuse(c::OVERRUN_HEX_TO_HEX, why), false);
            }
            return (StepOutcome::Refused(self.enemy_hex(edge.to_index, true)), false);
        }
        if let Some(barred) = self.view.barred(&self.setting, edge.to_index) {
            return (StepOutcome::Refused(barred.refusal(true)), false);
        }
        let canal = self
            .setting
            .facts()
            .canal_at(edge.from_index)
            .filter(|(_, other)| *other == edge.to_index);
        let ports = self.ports;
        let came_by = state
            .arrival_slot()
            .and_then(|slot| ports.zone_in_slot(self.setting.situation(), edge.from_index, slot));
        let across = ports.crossing_by(
            &self.setting,
            self.unit,
            edge.from_index,
            edge.to_index,
            stage,
            came_by,
            named,
        );
        let crossed = across.is_ok();
        let placed = match (across, canal) {
            (Ok(choice), _) => self.naval_crossing(state, edge, &choice, ledger),
            (Err(_), Some((number, _))) => self.canal_step(stage, edge, number, ledger),
            (Err(refusal), None) => return (StepOutcome::Refused(refusal), false),
        };
        let Ok(mut step) = placed else {
            return (placed.map_or_else(StepOutcome::Refused, StepOutcome::Step), false);
        };
        if let Some(stop) = self.port_ezoc_stop(edge.to_index) {
            step = step.stopping(stop);
        }
        (StepOutcome::Step(step), crossed)
    }

    /// The step of a naval crossing the ports module has approved.
    pub(super) fn naval_crossing(
        &self,
        state: MoveState,
        edge: &HexEdge,
        choice: &ConvoyChoice,
        ledger: &mut impl Ledger,
    ) -> Result<Step<MoveState>, Refusal> {
        let stage = state.stage();
        let convoy = &self.setting.situation().convoys[choice.convoy];
        let (used_clause, size) = if choice.any_size {
            (c::FLEET_TRAIN_USED, "of any size")
        } else {
            (c::CONVOY_USED, "one-step")
        };
        let zone = convoy.zone.clone();
        let id = convoy.id.clone();
        ledger.record(|| Line::note(c::PORT_CONVOY, format!("across {zone} by troop convoy {id}")));
        ledger.record(|| {
            Line::note(
                c::CONVOY_NATIONALITY,
                format!(
                    "convoy {id} is {}: its nationality limits who may use it",
                    proper(&convoy.nationality)
                ),
            )
        });
        if !choice.exp
            && let Some(line) = self.setting.data().convoys.lines.get(choice.line)
        {
            // The line names its clause (STR-3.1.2-21 to STR-3.1.2-27) in the rules data.
            ledger.record(|| {
                Line::note(
                    umpire_map::ClauseId::intern(&line.clause),
                    crate::ports::line_users(self.setting.data(), choice.line, convoy),
                )
            });
        }
        ledger.record(|| {
            Line::note(
                used_clause,
                format!("convoy {id} ({size}) goes to the {zone} Used Box once the move is made"),
            )
        });
        if ledger.is_recording() && !choice.any_size && self.other_convoys_in(choice.convoy) {
            ledger.record(|| {
                Line::note(
                    c::CONVOY_NO_POOLING,
                    format!(
                        "convoy {id} carries the unit on its own: the others in the {zone} Convoys Box do not pool their capacity with it"
                    ),
                )
            });
        }
        if choice.exp {
            ledger.record(|| {
                Line::exception(c::CONVOY_EXP, "any troop convoy carries a friendly Exp unit")
            });
        }
        if choice.any_size && self.unit.multi_step() {
            ledger.record(|| {
                Line::note(
                    c::FLEET_TRAIN_ANY_SIZE,
                    format!("the Fleet Train carries a unit of {} steps", self.unit.steps),
                )
            });
        }
        let ports = self.ports;
        if stage == Stage::Fresh
            && ports.port_at(self.setting.situation(), edge.from_index).is_some_and(|p| !p.open)
        {
            ledger.record(|| {
                Line::note(c::PORT_EMBARK_ANY, "the port of embarkation need not be open")
            });
        }
        let next = MoveState::port(ports.zone_slot(self.setting.situation(), edge.to_index, &zone));
        let mut step = if stage == Stage::Fresh {
            self.record_embarking(edge.from_index, ledger);
            Step::whole_allowance(Citation::new(c::PORT_WHOLE_MA, "Port-to-Port movement"), next)
        } else {
            if state.arrival_slot().is_none() {
                // In the Port stage without a zone crossed: it came through a canal.
                ledger.record(|| {
                    Line::note(c::CANAL_COMBINED, "a crossing combined with a canal move")
                });
            } else {
                ledger.record(|| Line::note(c::PORT_MULTI_ZONE, "on from a Multi-Zone Open Port"));
            }
            ledger.record(|| {
                Line::note(
                    c::PORT_CHAIN_LEG,
                    format!("this leg has its own troop convoy, across {zone}"),
                )
            });
            Step::costing(Mp::ZERO, next)
        };
        ledger.record(|| Line::note(c::PORT_PLACED, "placed directly in the destination port"));
        for end in [edge.from_index, edge.to_index] {
            if ledger.is_recording() && self.entered_box_to_box(end) {
                ledger.record(|| {
                    Line::note(
                        c::BOX_BOTH_PROCEDURES,
                        format!(
                            "{} is used by box-to-box moves this phase too: the two procedures are independent",
                            self.id(end)
                        ),
                    )
                });
            }
        }
        if !self.setting.facts().is_hex(edge.to_index) {
            step = step.stopping(Citation::new(
                c::PORT_BOX_STOP,
                "it was moved to a port in an Off-Map Box",
            ));
        } else if !self.ports.continues_from(edge.to_index) {
            step = step.stopping(Citation::new(
                c::PORT_MULTI_ZONE,
                "only a Multi-Zone Open Port or a canal port lets it move on",
            ));
        }
        Ok(step)
    }

    /// The ledger of the place a unit embarks from (3.1.2, 3.1.1): a port, a friendly
    /// Beachhead or an Off-Map Box.
    fn record_embarking(&self, from: usize, ledger: &mut impl Ledger) {
        let facts = self.setting.facts();
        let ports = self.ports;
        if !facts.is_hex(from) {
            ledger.record(|| Line::note(c::PORT_START, "embarking in an Off-Map Box"));
        } else if let Some(port) = ports.port_at(self.setting.situation(), from) {
            let name = port.name.clone();
            ledger.record(|| Line::note(c::PORT_START, format!("embarking in the port of {name}")));
        } else {
            ledger.record(|| Line::note(c::PORT_START, "embarking from a friendly Beachhead"));
            if self.view.cell(from).beachhead.is_some() {
                ledger.record(|| {
                    Line::note(
                        c::BEACHHEAD_BY_PORT,
                        "Port-to-Port movement is a second way off a Beachhead",
                    )
                });
            }
        }
    }

    /// Whether another friendly troop convoy than number `convoy` is waiting in its Convoys
    /// Box.
    fn other_convoys_in(&self, convoy: usize) -> bool {
        let convoys = &self.setting.situation().convoys;
        let Some(used) = convoys.get(convoy) else { return false };
        convoys.iter().enumerate().any(|(number, other)| {
            number != convoy
                && !other.used
                && other.zone == used.zone
                && other.faction == used.faction
        })
    }

    /// A canal move.
    pub(super) fn canal_step(
        &self,
        stage: Stage,
        edge: &HexEdge,
        canal: usize,
        ledger: &mut impl Ledger,
    ) -> Result<Step<MoveState>, Refusal> {
        self.ports.canal_allowed(
            &self.setting,
            self.unit,
            edge.from_index,
            edge.to_index,
            canal,
        )?;
        if let Some(named) = self.setting.facts().canals.get(canal)
            && let Some(clause) =
                self.setting.data().canals.get(&named.name).and_then(|r| r.clause.as_deref())
        {
            // The canal names its clause (STR-3.1.2-30, STR-3.1.2-31) in the rules data.
            ledger.record(|| {
                Line::note(
                    umpire_map::ClauseId::intern(clause),
                    format!(
                        "the {} canal joins {} and {}",
                        proper(&named.name),
                        self.id(named.ends[0]),
                        self.id(named.ends[1])
                    ),
                )
            });
        }
        ledger.record(|| Line::note(c::CANAL_NO_CONVOY, "no troop convoy needed through a canal"));
        let next = MoveState::new(Stage::Port, 0);
        let why = Citation::new(c::CANAL_MOVE, "through the canal");
        let step = if stage == Stage::Fresh && self.setting.data().canal_rules.whole_allowance {
            Step::whole_allowance(why, next)
        } else {
            if stage == Stage::Port {
                ledger.record(|| {
                    Line::note(
                        c::CANAL_COMBINED,
                        "a canal move combined with Port-to-Port movement",
                    )
                });
            }
            ledger.record(|| Line::cost(c::CANAL_MOVE, Mp::ZERO, "through the canal"));
            Step::costing(Mp::ZERO, next)
        };
        Ok(step)
    }

    /// Being placed in a port in an EZOC hex stops the unit like entering one.
    pub(super) fn port_ezoc_stop(&self, to: usize) -> Option<Citation> {
        if !self.setting.facts().is_hex(to)
            || self.view.live_ezoc(to, 0) == 0
            || self.negated(to).is_some()
        {
            return None;
        }
        Some(Citation::new(c::EZOC_STOP, "it was placed in a port in an EZOC"))
    }
}
