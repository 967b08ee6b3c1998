//! The Central Asia Box (3.1.1), Off-Map Box to Off-Map Box moves (3.1.3) and the closed maps
//! (3.1.4).

use umpire_map::{Board, Citation, Ledger, Line, Refusal, Step, StepOutcome};

use crate::clauses as c;
use crate::map::StrategicMap;
use crate::situation::{Phase, Procedure, UnitState};
use crate::state::{MoveState, Stage};
use umpire_map::words::proper;

use super::{HexEdge, Outcome, UnitMove, refuse};

impl<M: StrategicMap> UnitMove<'_, M> {
    /// Into the Central Asia Box from an eastern edge hex.
    pub(super) fn central_asia_entry(&self, state: MoveState, edge: &HexEdge) -> Outcome {
        let data = &self.setting.data().central_asia;
        if self.unit.side != data.faction {
            return refuse(
                c::CAB_ENTRY,
                format!("only {} units may enter the Central Asia Box", proper(&data.faction)),
            );
        }
        if !self.setting.facts().eastern_edge[edge.from_index] {
            return refuse(
                c::CAB_ENTRY,
                "the Central Asia Box is entered from Russia's eastern edge hexes",
            );
        }
        if state.stage() != Stage::Fresh {
            return refuse(
                c::CAB_ENTRY_FIRST,
                "only a unit that has not moved this phase may enter the Central Asia Box",
            );
        }
        let why = Citation::new(c::CAB_ENTRY_WHOLE_MA, "placed in the Central Asia Box");
        StepOutcome::Step(Step::whole_allowance(why, MoveState::new(Stage::Hex, 0)).stopping(why))
    }

    /// Out of the Central Asia Box onto an eastern edge hex.
    pub(super) fn central_asia_exit(
        &self,
        state: MoveState,
        edge: &HexEdge,
        ledger: &mut impl Ledger,
    ) -> Outcome {
        let data = &self.setting.data().central_asia;
        let to = edge.to_index;
        let cell = self.view.cell(to);
        if self.unit.side != data.faction {
            return refuse(
                c::CAB_EXIT,
                format!("only {} units use the Central Asia Box", proper(&data.faction)),
            );
        }
        if state.stage() != Stage::Fresh {
            return refuse(
                c::CAB_EXIT,
                "only a unit that starts the phase in the Central Asia Box may leave it",
            );
        }
        if !self.setting.facts().is_hex(to) || !self.setting.facts().eastern_edge[to] {
            return refuse(
                c::CAB_EXIT,
                format!("{} is not one of Russia's eastern edge hexes", self.id(to)),
            );
        }
        if cell.enemy_air {
            return refuse(c::CAB_EXIT_NO_AIR, format!("{} holds an enemy Air unit", self.id(to)));
        }
        if cell.enemies > 0 {
            return StepOutcome::Refused(self.enemy_hex(to, true));
        }
        if let Some(barred) = self.view.barred(&self.setting, to) {
            return StepOutcome::Refused(barred.refusal(true));
        }
        let ezoc = self.view.live_ezoc(to, 0) > 0;
        if ezoc && self.phase == Phase::Reserve {
            return refuse(
                c::CAB_EXIT_RESERVE_EZOC,
                format!(
                    "in the Reserve Movement Phase the placement hex {} may not be in an EZOC",
                    self.id(to)
                ),
            );
        }
        ledger.record(|| {
            Line::note(
                c::CAB_EXIT_SUPPLIED,
                "the unit placed from the Central Asia Box is supplied",
            )
        });
        ledger.record(|| {
            Line::note(c::CAB_EXIT_MOVE_ON, "it keeps its remaining MA and may move on Hex-to-Hex")
        });
        ledger.record(|| {
            Line::note(
                c::THREE_PROCEDURES,
                "a Central Asia Box move is a Hex-to-Hex move, so Hex-to-Hex moves may follow it",
            )
        });
        let mut step = Step::costing(data.exit_cost, MoveState::new(Stage::Hex, 0));
        ledger.record(|| {
            Line::cost(c::CAB_EXIT_COST, data.exit_cost, "placement from the Central Asia Box")
        });
        if ezoc && data.exit_into_ezoc_stops && self.negated(to).is_none() {
            step = step.stopping(Citation::new(c::EZOC_STOP, "it was placed in an EZOC hex"));
        }
        StepOutcome::Step(step)
    }

    /// From one off-map box to an adjacent one (3.1.3).
    pub(super) fn box_to_box(
        &self,
        state: MoveState,
        edge: &HexEdge,
        ledger: &mut impl Ledger,
    ) -> Outcome {
        let allied = self.setting.data().factions.get(&self.unit.side).is_some_and(|f| f.allied);
        if !allied {
            return refuse(c::BOX_TO_BOX, "only Allied units move from Off-Map Box to Off-Map Box");
        }
        if state.stage() != Stage::Fresh {
            return refuse(
                c::ONE_PROCEDURE,
                "a unit that has moved by another procedure may not move Off-Map Box to Off-Map Box",
            );
        }
        if let Some(refusal) = self.closed_maps(edge) {
            return StepOutcome::Refused(refusal);
        }
        if ledger.is_recording() {
            self.record_box_to_box(edge, ledger);
        }
        let why = Citation::new(c::BOX_TO_BOX_WHOLE_MA, "Off-Map Box to Off-Map Box");
        StepOutcome::Step(
            Step::whole_allowance(why, MoveState::new(Stage::Hex, 0)).stopping(Citation::new(
                c::BOX_TO_BOX_STOP,
                "it entered an Off-Map Box from another",
            )),
        )
    }

    /// The ledger of a box-to-box move (3.1.3): the procedure, and what other units' moves
    /// this phase leave open — any number of units move box to box, units entering a box do
    /// not stop others leaving it, and Port-to-Port moves into a box do not stop box-to-box
    /// moves.
    fn record_box_to_box(&self, edge: &HexEdge, ledger: &mut impl Ledger) {
        ledger.record(|| {
            Line::note(
                c::BOX_TO_BOX,
                format!(
                    "an Allied unit moves into {}, an Off-Map Box the map shows next to {}",
                    self.id(edge.to_index),
                    self.id(edge.from_index)
                ),
            )
        });
        let moved = |procedure| self.others_moved(procedure).count();
        let others = moved(Procedure::BoxToBox);
        if others > 0 {
            ledger.record(|| {
                Line::note(
                    c::BOX_TO_BOX_ANY_NUMBER,
                    format!(
                        "{} moved box to box this phase: there is no limit",
                        umpire_map::words::count(others, "other unit")
                    ),
                )
            });
        }
        if self.entered_box_to_box(edge.from_index) {
            ledger.record(|| {
                Line::note(
                    c::BOX_IN_AND_OUT,
                    format!(
                        "units entered {} this phase: that does not stop others leaving it",
                        self.id(edge.from_index)
                    ),
                )
            });
        }
        for end in [edge.from_index, edge.to_index] {
            let place = self.map().place_at(end);
            if self.others_moved(Procedure::PortToPort).any(|u| u.at == Some(place)) {
                ledger.record(|| {
                    Line::note(
                        c::BOX_BOTH_PROCEDURES,
                        format!(
                            "{} is used by Port-to-Port moves this phase too: the two procedures are independent",
                            self.id(end)
                        ),
                    )
                });
            }
        }
    }

    /// The other units that have moved this phase by `procedure`.
    fn others_moved(&self, procedure: Procedure) -> impl Iterator<Item = &UnitState> {
        self.setting
            .situation()
            .units
            .iter()
            .filter(move |u| u.id != self.unit.id && u.moved == Some(procedure))
    }

    /// Whether another unit has moved box to box into the Off-Map Box at board number `index`
    /// this phase.
    pub(super) fn entered_box_to_box(&self, index: usize) -> bool {
        let place = self.map().place_at(index);
        !self.setting.facts().is_hex(index)
            && self.others_moved(Procedure::BoxToBox).any(|u| u.at == Some(place))
    }

    /// The two closed maps (3.1.4): no move from one to the other.
    pub(crate) fn closed_maps(&self, edge: &HexEdge) -> Option<Refusal> {
        let facts = self.setting.facts();
        (facts.map_of[edge.from_index] != facts.map_of[edge.to_index]).then(|| {
            Refusal::new(
                c::CLOSED_MAPS,
                format!(
                    "{} and {} are on different maps, and no unit moves from one map to the other",
                    self.id(edge.from_index),
                    self.id(edge.to_index)
                ),
            )
        })
    }
}
