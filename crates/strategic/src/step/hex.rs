//! Hex-to-Hex steps (3.1.1): terrain and hexside costs, road and rail, beachheads, marines,
//! the minimum move exception.

use umpire_map::{
    Board, Citation, Feature, HexLeg, Ledger, Line, MapPlace, Mp, Refusal, Step, StepOutcome,
};

use crate::clauses as c;
use crate::map::StrategicMap;
use crate::situation::Weather;
use crate::state::{MoveState, Stage};

use super::{HexEdge, Outcome, UnitMove, deny, refuse};

impl<M: StrategicMap> UnitMove<'_, M> {
    /// What entering a hex costs: road/rail, connected strait, or terrain plus hexside.
    pub(super) fn hex_cost(
        &self,
        edge: &HexEdge,
        leg: &HexLeg,
        ledger: &mut impl Ledger,
    ) -> Result<Mp, Refusal> {
        let facts = self.setting.facts();
        if leg.road || leg.rail {
            let what = if leg.road { "road" } else { "rail" };
            ledger.record(|| {
                Line::note(
                    c::ROAD_IGNORES_TERRAIN,
                    format!("along the {what}: hex and hexside terrain ignored"),
                )
            });
            let size = if self.unit.multi_step() { "multi-step" } else { "one-step" };
            ledger.record(|| {
                Line::note(c::ROAD_COST_BY_PHASE, format!("{} phase cost", self.phase.name()))
            });
            ledger.record(|| {
                Line::cost(
                    c::ROAD_COST_BY_SIZE,
                    self.road_rail,
                    format!("{what} hexside, {size} unit"),
                )
            });
            return Ok(self.road_rail);
        }
        if leg.features.bits() & facts.road_rail_sides.bits() != 0 {
            ledger.record(|| {
                Line::cost(
                    c::CONNECTED_STRAIT,
                    self.road_rail,
                    "connected strait at the road/rail cost",
                )
            });
            return Ok(self.road_rail);
        }
        let here = || self.id(edge.to_index);
        let Some(hex) = facts.entry.get(edge.to_index).copied().flatten() else {
            return Err(Refusal::new(
                c::TERRAIN_CHART,
                format!("the Terrain Effects Chart allows no entry into {}", here()),
            ));
        };
        if leg.features.bits() & facts.prohibited_sides.bits() != 0 {
            let names = leg.features.names().join(", ");
            return Err(Refusal::new(
                c::TERRAIN_CHART,
                format!("the {names} hexside into {} cannot be crossed", here()),
            ));
        }
        let side = facts.side_cost(leg.features);
        let terrain = facts.terrain_name(edge.to_index);
        ledger.record(|| Line::cost(c::TERRAIN_CHART, hex, format!("{terrain} hex {}", here())));
        if side > Mp::ZERO {
            ledger.record(|| {
                Line::cost(
                    c::HEX_AND_HEXSIDE_COST,
                    side,
                    format!("{} hexside", leg.features.names().join(", ")),
                )
            });
        }
        Ok(hex.checked_add(side).unwrap_or(Mp::MAX))
    }

    /// A Hex-to-Hex step between two hexes, on the full path (a search reads most of them
    /// from tables instead: `UnitMove::quick_steps`).
    pub(super) fn hex_step(
        &self,
        state: MoveState,
        edge: &HexEdge,
        leg: &HexLeg,
        ledger: &mut impl Ledger,
    ) -> Outcome {
        let stage = state.stage();
        let (from, to) = (edge.from_index, edge.to_index);
        let eliminated = state.eliminated();
        if let Err(refusal) = self.may_leave(state, edge, leg) {
            return StepOutcome::Refused(refusal);
        }
        let from_cell = self.view.cell(from);
        let from_ezoc = self.view.live_ezoc(from, eliminated);
        let cell = self.view.cell(to);
        if cell.enemy_beachhead {
            return refuse(
                c::NO_ENEMY_BEACHHEAD,
                format!("{} holds an enemy Beachhead marker", self.id(to)),
            );
        }
        if let Some(barred) = self.view.barred(&self.setting, to) {
            return StepOutcome::Refused(barred.refusal(ledger.is_recording()));
        }
        let mut overrun = None;
        let mut overrunning = false;
        if cell.enemies > 0 {
            match self.overrun(edge, leg, ledger.is_recording()) {
                Ok(bit) => {
                    overrun = bit;
                    overrunning = true;
                }
                Err(refusal) => return StepOutcome::Refused(refusal),
            }
        }
        let special = match self.special_move(stage, edge, leg, ledger) {
            Ok(special) => special,
            Err(refusal) => return StepOutcome::Refused(refusal),
        };
        if from_cell.enemy_air && stage == Stage::Fresh {
            ledger.record(|| {
                Line::note(
                    c::LEAVE_ENEMY_AIR,
                    "leaving a hex with an enemy Air unit costs nothing extra",
                )
            });
        }
        if stage == Stage::Fresh && from_ezoc > 0 {
            ledger.record(|| {
                Line::note(c::EZOC_LEAVE_START, "a unit that starts in an EZOC may leave it")
            });
        }
        let mut gone = eliminated;
        if let Some(bit) = overrun {
            gone |= 1 << bit;
        }
        let (stop, pending) = self.ezoc_stop(state, edge, overrunning, gone, ledger);
        let next = MoveState::new(if pending { Stage::Overrunning } else { Stage::Hex }, gone);
        if self.view.exp_opens(&self.setting, to) {
            ledger.record(|| {
                Line::exception(
                    c::AXIS_EXP,
                    "an Axis Exp unit may enter any Axis Country or Dependent",
                )
            });
        }
        if overrunning {
            self.record_overrun(eliminated, to, ledger);
        }
        if let MapPlace::Hex(hex) = edge.to
            && self.setting.situation().out_of_supply.contains(&hex)
        {
            ledger.record(|| Line::note(c::OUT_OF_SUPPLY_MOVING, "moving on out of supply"));
        }
        if let Some(why) = special {
            let step = Step::whole_allowance(why, next).stopping(why);
            return StepOutcome::Step(step);
        }
        let cost = match self.hex_cost(edge, leg, ledger) {
            Ok(cost) => cost,
            Err(refusal) => return StepOutcome::Refused(refusal),
        };
        let mut step = Step::costing(cost, next);
        if let Some(stop) = stop {
            step = step.stopping(stop);
        }
        if stage == Stage::Fresh
            && self.setting.data().minimum_move.phases.contains(&self.setting.phase())
        {
            step = step.exceeding_then_stopping(
                Citation::new(c::MINIMUM_MOVE, "the first hex entered may cost more than the MA"),
                Citation::new(c::MINIMUM_MOVE_STOP, "it exceeded its MA entering its first hex"),
            );
        }
        StepOutcome::Step(step)
    }

    /// Whether the mover may leave its hex by `edge`: not while moving Port-to-Port, not to
    /// the other closed map, not off course while overrunning, not out of a Mud hex in an
    /// EZOC, and off a Beachhead only across its Beachhead Hexside as the first move.
    fn may_leave(&self, state: MoveState, edge: &HexEdge, leg: &HexLeg) -> Result<(), Refusal> {
        let stage = state.stage();
        let (from, to) = (edge.from_index, edge.to_index);
        let eliminated = state.eliminated();
        if stage == Stage::Port {
            // Arrived through a canal (not across a naval zone): that was Port-to-Port too.
            if state.arrival_slot().is_none() && self.setting.facts().canal_at(from).is_some() {
                return deny(
                    c::THREE_PROCEDURES,
                    "a canal move is a Port-to-Port move: the unit may not also move Hex-to-Hex",
                );
            }
            return deny(
                c::ONE_PROCEDURE,
                "a unit moving Port-to-Port may not also move Hex-to-Hex",
            );
        }
        if let Some(refusal) = self.closed_maps(edge) {
            return Err(refusal);
        }
        if stage == Stage::Overrunning {
            let target_here = self.view.target_here(to);
            if target_here.is_none() || target_here != self.sole_target_zoc(from, eliminated) {
                return deny(
                    c::OVERRUN_IGNORE_TARGET_EZOC,
                    format!(
                        "the EZOC in {} was ignored only to overrun its unit next",
                        self.id(from)
                    ),
                );
            }
        }
        let from_cell = self.view.cell(from);
        let from_ezoc = self.view.live_ezoc(from, eliminated);
        if from_ezoc > 0 && from_cell.weather == Weather::Mud {
            // What would lift the EZOC elsewhere — a friendly unit, an Airdrop marker, the
            // overrun of the unit projecting it — does not in Mud (reading 9).
            let lifted = self.negated(from).is_some()
                || self.sole_target_zoc(from, eliminated).is_some_and(|bit| {
                    self.view.targets.get(bit).is_some_and(|target| target.at == to)
                });
            let clause = if lifted { c::MUD_NO_EXCEPTIONS } else { c::MUD_EZOC };
            return deny(
                clause,
                format!(
                    "{} is a Mud hex in an EZOC: no unit may leave it, whatever negates the EZOC",
                    self.id(from)
                ),
            );
        }
        // Leaving a beachhead: only across its Beachhead Hexside, as the first move.
        if let Some(facing) = from_cell.beachhead
            && !self.setting.facts().land[from]
        {
            if leg.direction != Some(facing) {
                let (clause, why) = if leg.features.contains(Feature::AllSea) {
                    (
                        c::BEACHHEAD_NOT_ACROSS_SEA,
                        "no All-Sea hexside may be crossed to leave a Beachhead",
                    )
                } else {
                    (
                        c::BEACHHEAD_EXIT_SIDE_ONLY,
                        "a Beachhead is left only across its Beachhead Hexside",
                    )
                };
                return deny(clause, why);
            }
            if stage != Stage::Fresh {
                return deny(
                    c::BEACHHEAD_EXIT,
                    "only a unit that starts the phase on the Beachhead may move off it",
                );
            }
        }
        Ok(())
    }

    /// The moves that spend the whole MA and stop (3.1.1): onto a friendly Beachhead, off it
    /// across its Beachhead Hexside, a Marine across an All-Sea hexside. `None` for an
    /// ordinary step.
    fn special_move(
        &self,
        stage: Stage,
        edge: &HexEdge,
        leg: &HexLeg,
        ledger: &mut impl Ledger,
    ) -> Result<Option<Citation>, Refusal> {
        let (from, to) = (edge.from_index, edge.to_index);
        let (from_cell, cell) = (self.view.cell(from), self.view.cell(to));
        let to_land = self.setting.facts().land[to];
        // Onto a friendly beachhead, across an all-sea side if need be: first move, whole MA.
        let special = if !to_land && cell.beachhead.is_some() {
            if stage != Stage::Fresh {
                return deny(
                    c::BEACHHEAD_ENTRY_FIRST,
                    "only a unit that has not moved this phase may move onto a Beachhead",
                );
            }
            if !self.setting.facts().land[from] {
                return deny(
                    c::BEACHHEAD_ENTRY,
                    "a Beachhead is entered from a Land hex next to it",
                );
            }
            ledger.record(|| {
                Line::note(
                    c::BEACHHEAD_ENTRY,
                    "from the Land hex it started in, onto the friendly Beachhead next to it",
                )
            });
            if leg.features.contains(Feature::AllSea) {
                ledger.record(|| {
                    Line::exception(
                        c::BEACHHEAD_ACROSS_SEA,
                        "a friendly Beachhead bridges the All-Sea hexside",
                    )
                });
            }
            Some(Citation::new(c::BEACHHEAD_ENTRY_WHOLE_MA, "moving onto a Beachhead"))
        } else if let Some(facing) =
            from_cell.beachhead.filter(|_| !self.setting.facts().land[from])
        {
            let _ = facing;
            if !to_land {
                return deny(c::BEACHHEAD_EXIT, "a Beachhead is left into a Land hex");
            }
            ledger.record(|| {
                Line::note(
                    c::BEACHHEAD_EXIT,
                    "off the Beachhead it started on, across its Beachhead Hexside into a Land hex",
                )
            });
            Some(Citation::new(c::BEACHHEAD_EXIT_WHOLE_MA, "moving off a Beachhead"))
        } else if leg.features.contains(Feature::AllSea) {
            if !self.marine {
                return deny(c::MARINE_CROSSING, "only a Marine unit may cross an All-Sea hexside");
            }
            if stage != Stage::Fresh {
                return deny(
                    c::MARINE_FIRST,
                    "a Marine crosses an All-Sea hexside only as its first move of the phase",
                );
            }
            if !to_land {
                return deny(
                    c::MARINE_CROSSING,
                    format!(
                        "a Marine crosses an All-Sea hexside only into a Land hex, and {} is none",
                        self.id(to)
                    ),
                );
            }
            Some(Citation::new(c::MARINE_WHOLE_MA, "a Marine crossing an All-Sea hexside"))
        } else {
            None
        };
        Ok(special)
    }

    /// The ledger of an overrun into `to` (3.2, 3.1.4).
    fn record_overrun(&self, eliminated: u16, to: usize, ledger: &mut impl Ledger) {
        let cell = self.view.cell(to);
        ledger.record(|| {
            Line::exception(
                c::OVERRUN_ENTRY,
                "a multi-step armor unit overrunning enters the enemy unit's hex",
            )
        });
        if eliminated != 0 {
            ledger.record(|| {
                Line::note(c::OVERRUN_SEVERAL, "another overrun by the same unit in the same phase")
            });
        }
        if matches!(cell.weather, Weather::Storms | Weather::Snow) {
            ledger.record(|| {
                Line::note(c::OVERRUN_STORMS, "Storms and Snow do not prevent an overrun")
            });
        }
        ledger.record(|| {
            Line::note(
                c::OVERRUN_ELIMINATED,
                format!("overrun: the enemy unit in {} is eliminated", self.id(to)),
            )
        });
        if ledger.is_recording() {
            self.record_victim(to, ledger);
        }
        ledger.record(|| Line::note(c::OVERRUN_NO_EXTRA_MP, "an overrun costs only the normal MP"));
    }

    /// Where the unit overrun in `to` goes (3.2), and the markers there that do not matter.
    fn record_victim(&self, to: usize, ledger: &mut impl Ledger) {
        let cell = self.view.cell(to);
        let situation = self.setting.situation();
        if let Some(victim) = cell.enemy.and_then(|n| situation.units.get(n as usize)) {
            let id = victim.id.clone();
            if victim.delay_stripe {
                ledger.record(|| {
                    Line::note(
                        c::OVERRUN_DELAY_BOX,
                        format!("{id} has a Delay Stripe: it goes to the Delay Box"),
                    )
                });
            } else {
                ledger.record(|| {
                    Line::note(
                        c::OVERRUN_FORCE_POOL,
                        format!("{id} has no Delay Stripe: it goes to its Force Pool"),
                    )
                });
            }
        }
        if let MapPlace::Hex(hex) = self.map().place_at(to)
            && situation.markers.iter().any(|m| m.at == hex)
        {
            ledger.record(|| {
                Line::note(
                    c::OVERRUN_MARKERS,
                    format!("the markers in {} have no effect on the overrun", self.id(to)),
                )
            });
        }
    }
}
