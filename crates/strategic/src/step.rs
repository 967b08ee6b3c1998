//! The step function: one unit's move, judged one step at a time (3–3.2). Reach and check both
//! run it; each early return names the clause that decided.

use std::borrow::Cow;

use umpire_map::{
    Board, Citation, EdgeOf, Ledger, Line, Map, Movement, Mp, Refusal, Step, StepOutcome,
};
use umpire_scenario::{Feature, MapPlace, ScenarioLeg, ScenarioMap};

use crate::clauses as c;
use crate::game::Game;
use crate::ports::ConvoyChoice;
use crate::situation::{Phase, UnitState, Weather};
use crate::state::{MoveState, PORT_SLOT_BITS, Stage};
use crate::view::{View, road_rail_cost};

/// One unit's movement in one phase: the [`Movement`] the shared search runs.
pub struct UnitMove<'g> {
    pub(crate) game: &'g Game,
    pub(crate) unit: &'g UnitState,
    pub(crate) phase: Phase,
    pub(crate) view: View<'g>,
    road_rail: Mp,
    marine: bool,
    armor: bool,
    /// Multi-step armor in the Operational phase, not exploiting.
    can_overrun: bool,
    /// The state bits its Port-to-Port moves need (0 for a unit that cannot embark).
    port_bits: u8,
}

type Outcome = StepOutcome<MoveState>;

fn refuse(clause: umpire_map::ClauseId, reason: impl Into<Cow<'static, str>>) -> Outcome {
    StepOutcome::Refused(Refusal::new(clause, reason))
}

impl<'g> UnitMove<'g> {
    pub(crate) fn new(game: &'g Game, unit_index: usize, phase: Phase) -> Option<UnitMove<'g>> {
        let unit = game.situation().units.get(unit_index)?;
        let kind = game.data().unit_types.get(&unit.unit_type).cloned().unwrap_or_default();
        let armor = kind.armor;
        let can_overrun =
            armor && unit.multi_step() && phase == Phase::Operational && !unit.exploiting;
        let view = View::new(game, unit, phase, can_overrun);
        let start = unit.at.and_then(|at| game.map().index_of(at));
        let beachhead = |at: MapPlace| {
            game.situation()
                .markers
                .iter()
                .any(|m| m.kind == "beachhead" && MapPlace::Hex(m.at) == at)
        };
        let embarks = start.is_some_and(|i| game.ports().is_port(i) || !game.facts().is_hex(i))
            || unit.at.is_some_and(beachhead);
        Some(UnitMove {
            game,
            unit,
            phase,
            view,
            road_rail: road_rail_cost(game, unit, phase),
            marine: kind.marine,
            armor,
            can_overrun,
            port_bits: if embarks { PORT_SLOT_BITS } else { 0 },
        })
    }

    fn map(&self) -> &ScenarioMap {
        self.game.map()
    }

    fn id(&self, index: usize) -> String {
        self.map().location_id(self.map().place_at(index).into())
    }

    /// Whether EZOC in hex `index` is negated for the mover by a friendly unit or marker.
    fn negated(&self, index: usize) -> Option<Citation> {
        let cell = self.view.cell(index);
        if self.view.friendly(index) {
            Some(Citation::new(
                c::EZOC_FRIENDLY_UNIT,
                "a friendly unit in the hex negates its EZOC",
            ))
        } else if cell.negating_marker {
            Some(Citation::new(
                c::EZOC_AIRDROP,
                "a friendly Airdrop marker in the hex negates its EZOC",
            ))
        } else {
            None
        }
    }

    /// The single tracked target whose EZOC alone covers `index` (after `eliminated`), if
    /// the mover may ignore it to overrun that target next step.
    fn sole_target_zoc(&self, index: usize, eliminated: u16) -> Option<usize> {
        if !self.can_overrun || self.view.live_ezoc(index, eliminated) != 1 {
            return None;
        }
        let live = self.view.target_zoc(index) & !eliminated;
        (live.count_ones() == 1).then(|| live.trailing_zeros() as usize)
    }

    /// The defender's column shift from the hexside crossed into its hex, if any.
    fn hexside_shift(&self, leg: &ScenarioLeg) -> bool {
        leg.features.bits() & self.game.facts().shift_sides.bits() != 0
    }

    /// Whether the overrun of tracked target `bit` from `from` would be allowed across the side
    /// between them.
    fn overrun_side_ok(&self, from: MapPlace, bit: usize) -> bool {
        let target = self.map().place_at(self.view.targets[bit].at);
        self.map().leg(from, target).is_some_and(|leg| !self.hexside_shift(&leg))
    }

    /// Hex-to-Hex into an enemy-occupied hex: the overrun rules (3.2, 3.1.4). Messages are
    /// written only when `detail` (a check); a reach drops them.
    fn overrun(
        &self,
        edge: &EdgeOf<ScenarioMap>,
        leg: &ScenarioLeg,
        detail: bool,
    ) -> Result<Option<usize>, Refusal> {
        let cell = self.view.cell(edge.to_index);
        let refusal = |clause, why: &dyn Fn(String) -> String| {
            let reason =
                if detail { why(self.id(edge.to_index)).into() } else { Cow::Borrowed("") };
            Err(Refusal::new(clause, reason))
        };
        if !self.armor {
            return refusal(c::NO_ENEMY_HEX, &|here| format!("{here} holds an enemy unit"));
        }
        if !self.unit.multi_step() {
            return refusal(c::OVERRUN_MULTI_STEP_ARMOR, &|here| {
                format!("{here} holds an enemy unit, and only multi-step armor may overrun")
            });
        }
        if self.phase == Phase::Reserve {
            return refusal(c::OVERRUN_NOT_RESERVE, &|here| {
                format!(
                    "{here} holds an enemy unit, and no overrun is allowed in the Reserve Movement Phase"
                )
            });
        }
        if self.unit.exploiting {
            return refusal(c::OVERRUN_NOT_EXPLOITING, &|here| {
                format!(
                    "{here} holds an enemy unit, and a unit conducting Exploitation may not overrun"
                )
            });
        }
        if !self.game.facts().land.get(edge.to_index).copied().unwrap_or(false) {
            return refusal(c::OVERRUN_LAND, &|here| format!("{here} is not a Land hex"));
        }
        let Some(target) = cell.enemy else {
            return refusal(c::NO_ENEMY_HEX, &|here| format!("{here} holds an enemy unit"));
        };
        if let Some(refusal) =
            self.game.overrun_shield(target as usize, edge.to_index, cell.enemies, &self.view.hqs)
        {
            return Err(refusal);
        }
        if self.hexside_shift(leg) {
            let names = leg.features.names().join(", ");
            return refusal(c::OVERRUN_TERRAIN, &|here| {
                format!("the {names} hexside into {here} would give the defender a column shift")
            });
        }
        Ok(self.view.target_here(edge.to_index))
    }

    /// What entering a hex costs: road/rail, connected strait, or terrain plus hexside.
    fn hex_cost(
        &self,
        edge: &EdgeOf<ScenarioMap>,
        leg: &ScenarioLeg,
        ledger: &mut impl Ledger,
    ) -> Result<Mp, Refusal> {
        let facts = self.game.facts();
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
        let terrain = leg.terrain.and_then(|t| self.map().terrain_name(t)).unwrap_or("?");
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

    /// A Hex-to-Hex step between two hexes.
    fn hex_step(
        &self,
        state: MoveState,
        edge: &EdgeOf<ScenarioMap>,
        leg: &ScenarioLeg,
        ledger: &mut impl Ledger,
    ) -> Outcome {
        let stage = state.stage();
        let (from, to) = (edge.from_index, edge.to_index);
        let eliminated = state.eliminated();
        if stage == Stage::Port {
            return refuse(
                c::ONE_PROCEDURE,
                "a unit moving Port-to-Port may not also move Hex-to-Hex",
            );
        }
        if let Some(refusal) = self.closed_maps(edge) {
            return StepOutcome::Refused(refusal);
        }
        if stage == Stage::Overrunning {
            let target_here = self.view.target_here(to);
            if target_here.is_none() || target_here != self.sole_target_zoc(from, eliminated) {
                return refuse(
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
            return refuse(
                c::MUD_EZOC,
                format!(
                    "{} is a Mud hex in an EZOC: no unit may leave it, whatever negates the EZOC",
                    self.id(from)
                ),
            );
        }
        // Leaving a beachhead: only across its Beachhead Hexside, as the first move.
        if let Some(facing) = from_cell.beachhead
            && !self.game.facts().land[from]
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
                return refuse(clause, why);
            }
            if stage != Stage::Fresh {
                return refuse(
                    c::BEACHHEAD_EXIT,
                    "only a unit that starts the phase on the Beachhead may move off it",
                );
            }
        }
        let cell = self.view.cell(to);
        if cell.enemy_beachhead {
            return refuse(
                c::NO_ENEMY_BEACHHEAD,
                format!("{} holds an enemy Beachhead marker", self.id(to)),
            );
        }
        if let Some(barred) = self.view.barred(self.game, to) {
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
        let to_land = self.game.facts().land[to];
        // Onto a friendly beachhead, across an all-sea side if need be: first move, whole MA.
        let special = if !to_land && cell.beachhead.is_some() {
            if stage != Stage::Fresh {
                return refuse(
                    c::BEACHHEAD_ENTRY_FIRST,
                    "only a unit that has not moved this phase may move onto a Beachhead",
                );
            }
            if !self.game.facts().land[from] {
                return refuse(
                    c::BEACHHEAD_ENTRY,
                    "a Beachhead is entered from a Land hex next to it",
                );
            }
            if leg.features.contains(Feature::AllSea) {
                ledger.record(|| {
                    Line::exception(
                        c::BEACHHEAD_ACROSS_SEA,
                        "a friendly Beachhead bridges the All-Sea hexside",
                    )
                });
            }
            Some(Citation::new(c::BEACHHEAD_ENTRY_WHOLE_MA, "moving onto a Beachhead"))
        } else if let Some(facing) = from_cell.beachhead.filter(|_| !self.game.facts().land[from]) {
            let _ = facing;
            if !to_land {
                return refuse(c::BEACHHEAD_EXIT, "a Beachhead is left into a Land hex");
            }
            Some(Citation::new(c::BEACHHEAD_EXIT_WHOLE_MA, "moving off a Beachhead"))
        } else if leg.features.contains(Feature::AllSea) {
            if !self.marine {
                return refuse(
                    c::MARINE_CROSSING,
                    "only a Marine unit may cross an All-Sea hexside",
                );
            }
            if stage != Stage::Fresh {
                return refuse(
                    c::MARINE_FIRST,
                    "a Marine crosses an All-Sea hexside only as its first move of the phase",
                );
            }
            if !to_land {
                return refuse(c::TERRAIN_CHART, format!("{} is not a Land hex", self.id(to)));
            }
            Some(Citation::new(c::MARINE_WHOLE_MA, "a Marine crossing an All-Sea hexside"))
        } else {
            None
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
        if self.view.exp_opens(self.game, to) {
            ledger.record(|| {
                Line::exception(
                    c::AXIS_EXP,
                    "an Axis Exp unit may enter any Axis Country or Dependent",
                )
            });
        }
        if overrunning {
            ledger.record(|| {
                Line::exception(
                    c::OVERRUN_ENTRY,
                    "a multi-step armor unit overrunning enters the enemy unit's hex",
                )
            });
            if eliminated != 0 {
                ledger.record(|| {
                    Line::note(
                        c::OVERRUN_SEVERAL,
                        "another overrun by the same unit in the same phase",
                    )
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
            ledger.record(|| {
                Line::note(c::OVERRUN_NO_EXTRA_MP, "an overrun costs only the normal MP")
            });
        }
        if let MapPlace::Hex(hex) = edge.to
            && self.game.situation().out_of_supply.contains(&hex)
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
        if stage == Stage::Fresh {
            step = step.exceeding_then_stopping(
                Citation::new(c::MINIMUM_MOVE, "the first hex entered may cost more than the MA"),
                Citation::new(c::MINIMUM_MOVE_STOP, "it exceeded its MA entering its first hex"),
            );
        }
        StepOutcome::Step(step)
    }

    /// Whether the mover must stop in the hex entered because of EZOC and weather, and whether
    /// it goes on ignoring its next overrun target's EZOC.
    fn ezoc_stop(
        &self,
        state: MoveState,
        edge: &EdgeOf<ScenarioMap>,
        overrunning: bool,
        gone: u16,
        ledger: &mut impl Ledger,
    ) -> (Option<Citation>, bool) {
        let (from, to) = (edge.from_index, edge.to_index);
        let cell = self.view.cell(to);
        let from_cell = self.view.cell(from);
        let live = self.view.live_ezoc(to, gone);
        let from_live = self.view.live_ezoc(from, gone);
        let storms = |w: Weather| matches!(w, Weather::Storms | Weather::Snow);
        // Leaving a Storms/Snow hex in an EZOC (the overrun target's own excepted).
        if storms(from_cell.weather) && from_live > 0 && state.stage() != Stage::Overrunning {
            return (
                Some(Citation::new(c::STORM_LEAVE, "it left a Storms/Snow hex in an EZOC")),
                false,
            );
        }
        if storms(from_cell.weather) && state.stage() == Stage::Overrunning && overrunning {
            ledger.record(|| {
                Line::exception(
                    c::STORM_OVERRUN,
                    "the EZOC of the unit being overrun is ignored in Storms/Snow",
                )
            });
        }
        if live == 0 {
            if overrunning && cell.ezoc > 0 {
                ledger.record(|| {
                    Line::exception(c::EZOC_OVERRUN, "the overrun target's EZOC is gone with it")
                });
            }
            return (None, false);
        }
        if cell.weather == Weather::Mud {
            ledger.record(|| Line::note(c::MUD_NO_EXCEPTIONS, "no exception lifts an EZOC in Mud"));
            return (
                Some(Citation::new(c::MUD_EZOC, "a Mud hex in an EZOC cannot be left")),
                false,
            );
        }
        let target = self
            .sole_target_zoc(to, gone)
            .filter(|&bit| self.overrun_side_ok(self.map().place_at(to), bit));
        if storms(cell.weather) {
            if let Some(_bit) = target {
                ledger.record(|| {
                    Line::exception(
                        c::STORM_OVERRUN,
                        "in Storms/Snow the EZOC of the unit to be overrun may still be ignored",
                    )
                });
                return (None, true);
            }
            if self.negated(to).is_some() {
                ledger.record(|| {
                    Line::note(
                        c::STORM_NO_NEGATION,
                        "friendly units do not negate EZOC in Storms/Snow",
                    )
                });
            }
            return (
                Some(Citation::new(c::STORM_ENTER, "it entered a Storms/Snow hex in an EZOC")),
                false,
            );
        }
        if let Some(why) = self.negated(to) {
            ledger.record(|| Line::exception(why.clause, why.note));
            return (None, false);
        }
        if let Some(_bit) = target {
            ledger.record(|| {
                Line::exception(
                    c::EZOC_OVERRUN,
                    "a unit overrunning need not stop for its target's EZOC",
                )
            });
            ledger.record(|| {
                Line::exception(
                    c::OVERRUN_IGNORE_TARGET_EZOC,
                    "the EZOC of the unit it overruns next is ignored",
                )
            });
            return (None, true);
        }
        if cell.inert_marker {
            ledger.record(|| {
                Line::note(
                    c::EZOC_MARKERS_DO_NOT_NEGATE,
                    "Detachment, Logistics and Partisan Base markers do not negate EZOC",
                )
            });
        }
        if overrunning || self.can_overrun && self.view.target_zoc(to) & !gone != 0 {
            return (
                Some(Citation::new(
                    c::OVERRUN_OTHER_EZOC,
                    "it entered the EZOC of a unit other than its overrun target",
                )),
                false,
            );
        }
        (Some(Citation::new(c::EZOC_STOP, "it entered an EZOC")), false)
    }

    /// Into the Central Asia Box from an eastern edge hex.
    fn central_asia_entry(&self, state: MoveState, edge: &EdgeOf<ScenarioMap>) -> Outcome {
        let data = &self.game.data().central_asia;
        if self.unit.faction != data.faction {
            return refuse(
                c::CAB_ENTRY,
                format!("only {} units may enter the Central Asia Box", data.faction),
            );
        }
        if !self.game.facts().eastern_edge[edge.from_index] {
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
    fn central_asia_exit(
        &self,
        state: MoveState,
        edge: &EdgeOf<ScenarioMap>,
        ledger: &mut impl Ledger,
    ) -> Outcome {
        let data = &self.game.data().central_asia;
        let to = edge.to_index;
        let cell = self.view.cell(to);
        if self.unit.faction != data.faction {
            return refuse(
                c::CAB_EXIT,
                format!("only {} units use the Central Asia Box", data.faction),
            );
        }
        if state.stage() != Stage::Fresh {
            return refuse(
                c::CAB_EXIT,
                "only a unit that starts the phase in the Central Asia Box may leave it",
            );
        }
        if !self.game.facts().is_hex(to) || !self.game.facts().eastern_edge[to] {
            return refuse(
                c::CAB_EXIT,
                format!("{} is not one of Russia's eastern edge hexes", self.id(to)),
            );
        }
        if cell.enemy_air {
            return refuse(c::CAB_EXIT_NO_AIR, format!("{} holds an enemy Air unit", self.id(to)));
        }
        if cell.enemies > 0 {
            return refuse(c::NO_ENEMY_HEX, format!("{} holds an enemy unit", self.id(to)));
        }
        if let Some(barred) = self.view.barred(self.game, to) {
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
    fn box_to_box(&self, state: MoveState, edge: &EdgeOf<ScenarioMap>) -> Outcome {
        let allied = self.game.data().factions.get(&self.unit.faction).is_some_and(|f| f.allied);
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
        let why = Citation::new(c::BOX_TO_BOX_WHOLE_MA, "Off-Map Box to Off-Map Box");
        StepOutcome::Step(
            Step::whole_allowance(why, MoveState::new(Stage::Hex, 0)).stopping(Citation::new(
                c::BOX_TO_BOX_STOP,
                "it entered an Off-Map Box from another",
            )),
        )
    }

    /// The two closed maps (3.1.4): no move from one to the other.
    pub(crate) fn closed_maps(&self, edge: &EdgeOf<ScenarioMap>) -> Option<Refusal> {
        let facts = self.game.facts();
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

    /// A Port-to-Port move across a naval zone, or through a canal (3.1.2).
    fn port_step(
        &self,
        state: MoveState,
        edge: &EdgeOf<ScenarioMap>,
        ledger: &mut impl Ledger,
    ) -> Outcome {
        let stage = state.stage();
        if !matches!(stage, Stage::Fresh | Stage::Port) {
            return refuse(
                c::ONE_PROCEDURE,
                "a unit that has moved Hex-to-Hex may not also move Port-to-Port",
            );
        }
        if let Some(refusal) = self.closed_maps(edge) {
            return StepOutcome::Refused(refusal);
        }
        let cell = self.view.cell(edge.to_index);
        if cell.enemies > 0 {
            if self.armor && self.unit.multi_step() {
                return refuse(
                    c::OVERRUN_HEX_TO_HEX,
                    format!(
                        "{} holds an enemy unit, and an overrun is made only Hex-to-Hex",
                        self.id(edge.to_index)
                    ),
                );
            }
            return refuse(
                c::NO_ENEMY_HEX,
                format!("{} holds an enemy unit", self.id(edge.to_index)),
            );
        }
        if let Some(barred) = self.view.barred(self.game, edge.to_index) {
            return StepOutcome::Refused(barred.refusal(true));
        }
        let canal = self
            .game
            .facts()
            .canal_at(edge.from_index)
            .filter(|(_, other)| *other == edge.to_index);
        let ports = self.game.ports();
        let came_by = state
            .arrival_slot()
            .and_then(|slot| ports.zone_in_slot(self.game.situation(), edge.from_index, slot));
        let across = ports.crossing(self, edge.from_index, edge.to_index, stage, came_by);
        let placed = match (across, canal) {
            (Ok(choice), _) => self.naval_crossing(state, edge, &choice, ledger),
            (Err(_), Some((number, _))) => self.canal_step(stage, edge, number, ledger),
            (Err(refusal), None) => return StepOutcome::Refused(refusal),
        };
        let Ok(mut step) = placed else {
            return placed.map_or_else(StepOutcome::Refused, StepOutcome::Step);
        };
        if let Some(stop) = self.port_ezoc_stop(edge.to_index) {
            step = step.stopping(stop);
        }
        StepOutcome::Step(step)
    }

    /// The step of a naval crossing the ports module has approved.
    fn naval_crossing(
        &self,
        state: MoveState,
        edge: &EdgeOf<ScenarioMap>,
        choice: &ConvoyChoice,
        ledger: &mut impl Ledger,
    ) -> Result<Step<MoveState>, Refusal> {
        let stage = state.stage();
        let convoy = &self.game.situation().convoys[choice.convoy];
        let (used_clause, size) = if choice.any_size {
            (c::FLEET_TRAIN_USED, "of any size")
        } else {
            (c::CONVOY_USED, "one-step")
        };
        let zone = convoy.zone.clone();
        let id = convoy.id.clone();
        ledger.record(|| Line::note(c::PORT_CONVOY, format!("across {zone} by troop convoy {id}")));
        ledger.record(|| {
            Line::note(used_clause, format!("convoy {id} ({size}) goes to the {zone} Used Box"))
        });
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
        let ports = self.game.ports();
        if stage == Stage::Fresh
            && ports.port_at(self.game.situation(), edge.from_index).is_some_and(|p| !p.open)
        {
            ledger.record(|| {
                Line::note(c::PORT_EMBARK_ANY, "the port of embarkation need not be open")
            });
        }
        let next = MoveState::port(ports.zone_slot(self.game.situation(), edge.to_index, &zone));
        let mut step = if stage == Stage::Fresh {
            if !ports.is_port(edge.from_index) || !self.game.facts().is_hex(edge.from_index) {
                ledger.record(|| {
                    Line::note(c::PORT_START, "embarking from a Beachhead or an Off-Map Box")
                });
            }
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
        if !self.game.facts().is_hex(edge.to_index) {
            step = step.stopping(Citation::new(
                c::PORT_BOX_STOP,
                "it was moved to a port in an Off-Map Box",
            ));
        } else if !self.game.ports().continues_from(edge.to_index) {
            step = step.stopping(Citation::new(
                c::PORT_MULTI_ZONE,
                "only a Multi-Zone Open Port or a canal port lets it move on",
            ));
        }
        Ok(step)
    }

    /// A canal move.
    fn canal_step(
        &self,
        stage: Stage,
        edge: &EdgeOf<ScenarioMap>,
        canal: usize,
        ledger: &mut impl Ledger,
    ) -> Result<Step<MoveState>, Refusal> {
        self.game.ports().canal_allowed(self, edge.from_index, edge.to_index, canal)?;
        ledger.record(|| Line::note(c::CANAL_NO_CONVOY, "no troop convoy needed through a canal"));
        let next = MoveState::new(Stage::Port, 0);
        let why = Citation::new(c::CANAL_MOVE, "through the canal");
        let step = if stage == Stage::Fresh && self.game.data().canal_rules.whole_allowance {
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
    fn port_ezoc_stop(&self, to: usize) -> Option<Citation> {
        if !self.game.facts().is_hex(to)
            || self.view.live_ezoc(to, 0) == 0
            || self.negated(to).is_some()
        {
            return None;
        }
        Some(Citation::new(c::EZOC_STOP, "it was placed in a port in an EZOC"))
    }
}

impl Movement<ScenarioMap> for UnitMove<'_> {
    type State = MoveState;

    fn state_count(&self) -> usize {
        MoveState::count(self.view.tracked().max(self.port_bits))
    }

    fn for_each_candidate(
        &self,
        board: &ScenarioMap,
        at: MapPlace,
        state: MoveState,
        mut visit: impl FnMut(MapPlace, usize, Option<ScenarioLeg>),
    ) {
        let Some(at_index) = board.index_of(at) else { return };
        let stage = state.stage();
        let facts = self.game.facts();
        // From a hex, Port-to-Port destinations come before the hex neighbours: where a hex step
        // and a crossing or canal transit join the same two places and both are refused, the
        // check reports the first refusal, and the Port-to-Port one is the telling one (the
        // hexside between two canal ports is there every phase; the canal's state is not).
        let port_to_port = matches!(stage, Stage::Fresh | Stage::Port);
        if port_to_port && matches!(at, MapPlace::Hex(_)) {
            self.game.ports().for_each_destination(self, at_index, |index| {
                visit(board.place_at(index), index, None)
            });
        }
        match at {
            MapPlace::Hex(_) => {
                if stage != Stage::Port {
                    board.for_each_leg(at, |place, index, leg| {
                        if matches!(place, MapPlace::Hex(_)) {
                            visit(place, index, Some(leg));
                        }
                    });
                }
                if stage == Stage::Fresh
                    && facts.eastern_edge[at_index]
                    && let Some(box_index) = facts.central_asia
                {
                    visit(board.place_at(box_index), box_index, None);
                }
            }
            MapPlace::Box(id) => {
                if stage == Stage::Fresh {
                    for &place in board.linked(id) {
                        if let (MapPlace::Box(_), Some(index)) = (place, board.index_of(place)) {
                            visit(place, index, Some(ScenarioLeg::default()));
                        }
                    }
                    if facts.central_asia == Some(at_index) {
                        for (index, _) in
                            facts.eastern_edge.iter().enumerate().filter(|(_, edge)| **edge)
                        {
                            visit(board.place_at(index), index, None);
                        }
                    }
                }
            }
        }
        if port_to_port && matches!(at, MapPlace::Box(_)) {
            self.game.ports().for_each_destination(self, at_index, |index| {
                visit(board.place_at(index), index, None)
            });
        }
    }

    fn step(
        &self,
        _board: &ScenarioMap,
        state: MoveState,
        edge: EdgeOf<ScenarioMap>,
        ledger: &mut impl Ledger,
    ) -> Outcome {
        let facts = self.game.facts();
        let (from_hex, to_hex) = (facts.is_hex(edge.from_index), facts.is_hex(edge.to_index));
        match (&edge.leg, from_hex, to_hex) {
            (Some(leg), true, true) => self.hex_step(state, &edge, leg, ledger),
            (Some(_), false, false) => self.box_to_box(state, &edge),
            (None, true, false) if facts.central_asia == Some(edge.to_index) => {
                self.central_asia_entry(state, &edge)
            }
            (None, false, true) if facts.central_asia == Some(edge.from_index) => {
                self.central_asia_exit(state, &edge, ledger)
            }
            (None, ..) => self.port_step(state, &edge, ledger),
            _ => refuse(c::HEX_TO_ADJACENT, "no single move joins these places"),
        }
    }

    fn allowance_refusal(&self, needed: Mp, left: Mp) -> Refusal {
        Refusal::new(c::NOT_ENOUGH_MA, format!("needs {needed} MP, {left} MP left"))
    }

    fn not_a_candidate(&self, from: MapPlace, to: MapPlace) -> Refusal {
        let map = self.map();
        // The Central Asia Box joins only the eastern edge hexes, and only for a unit that has
        // not moved yet: name the clause that closes the way.
        let facts = self.game.facts();
        if let Some(cab) = facts.central_asia.map(|index| map.place_at(index)) {
            let edge = |place| {
                map.index_of(place)
                    .is_some_and(|index| facts.eastern_edge.get(index).copied().unwrap_or(false))
            };
            if to == cab && matches!(from, MapPlace::Hex(_)) {
                return if edge(from) {
                    Refusal::new(
                        c::CAB_ENTRY_FIRST,
                        "only a unit that has not moved this phase may enter the Central Asia Box",
                    )
                } else {
                    Refusal::new(
                        c::CAB_ENTRY,
                        format!(
                            "{} is not one of Russia's eastern edge hexes, the only hexes the Central Asia Box is entered from",
                            map.location_id(from.into())
                        ),
                    )
                };
            }
            if from == cab && matches!(to, MapPlace::Hex(_)) && !edge(to) {
                return Refusal::new(
                    c::CAB_EXIT,
                    format!(
                        "{} is not one of Russia's eastern edge hexes, the only hexes a unit leaves the Central Asia Box into",
                        map.location_id(to.into())
                    ),
                );
            }
        }
        // Neighbouring hexes are always joined Hex-to-Hex, but not for a unit that has moved
        // Port-to-Port (3.1.4).
        if matches!((from, to), (MapPlace::Hex(_), MapPlace::Hex(_))) && map.leg(from, to).is_some()
        {
            return Refusal::new(
                c::ONE_PROCEDURE,
                "a unit that has moved Port-to-Port may not also move Hex-to-Hex",
            );
        }
        // Off-Map Box to Off-Map Box, Port-to-Port: name the clause that closes the way.
        if let (Some(from_index), Some(to_index)) = (map.index_of(from), map.index_of(to)) {
            let ports = self.game.ports();
            if matches!((from, to), (MapPlace::Box(_), MapPlace::Box(_))) {
                return Refusal::new(
                    c::BOX_TO_BOX,
                    format!(
                        "the map does not show {} next to {}, and no naval zone joins them",
                        map.location_id(to.into()),
                        map.location_id(from.into())
                    ),
                );
            }
            if ports.is_port(to_index) || ports.is_port(from_index) {
                // A fresh unit could not make the crossing: say why; if it could, this unit has
                // already moved by another procedure.
                return match ports.crossing(self, from_index, to_index, Stage::Fresh, None) {
                    Err(refusal) => refusal,
                    Ok(_) => Refusal::new(
                        c::ONE_PROCEDURE,
                        "a unit that has moved Hex-to-Hex may not also move Port-to-Port",
                    ),
                };
            }
        }
        Refusal::new(
            c::HEX_TO_ADJACENT,
            format!(
                "{} is not next to {}, and no Port-to-Port, canal or box move joins them for this unit now",
                map.location_id(to.into()),
                map.location_id(from.into())
            ),
        )
    }
}
