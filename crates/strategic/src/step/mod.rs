//! The step function: one unit's move, judged one step at a time (3–3.2). Reach and check both
//! run it; each early return names the clause that decided.
//!
//! # The rule
//!
//! [`Movement::step`] is [`UnitMove::full_step`], the text's checklist: it sends a step to the
//! procedure it belongs to, and each weighs that procedure's clauses in the text's order.
//!
//! - Hex-to-Hex (3.1.1), [`UnitMove::hex_step`] in `hex.rs`: whether the unit may leave its
//!   hex (not after a Port-to-Port move, not onto the other closed map, not off course while
//!   overrunning, not out of a Mud hex in an EZOC, off a Beachhead only across its hexside), an
//!   enemy Beachhead, the hexes closed to it (3.1.4), an enemy unit and the overrun (3.2,
//!   `overrun.rs`), the moves that spend the whole MA (onto or off a Beachhead, a Marine across
//!   an All-Sea hexside), the EZOC stop and what negates it (3.1, `ezoc.rs`), then the cost —
//!   terrain plus hexside, or road and rail — and the minimum move exception;
//! - Off-Map Box to Off-Map Box (3.1.3) and into or out of the Central Asia Box, in `boxes.rs`;
//! - Port-to-Port across a naval zone or through a canal (3.1.2), `UnitMove::port_step` in
//!   `sea.rs`.
//!
//! [`Movement::for_each_candidate`] lists the places a step may go to, and `unjoined.rs` names
//! the clause when a checked path's next place is none of them; `chosen.rs` holds a checked
//! move to the procedure and convoys its order chose.
//!
//! # The acceleration
//!
//! A search does not judge every candidate by the checklist. It expands a place through
//! [`Movement::for_each_step`], the one seam: where the tables of the [`quick`] module decide a
//! step (mid-move Hex-to-Hex in a quiet hex), it is read from them; everywhere else, and from
//! the first leg they cannot decide, each candidate goes through [`UnitMove::full_step`]. The
//! [`quick`] module holds all of it — the expansion, the mover's tables, the faction's words and
//! the map's leg table — and [`umpire_map::compare_steps`] holds it to the rule:
//! `quick_tests.rs` over every state of random boards, `tests/differential.rs` over every
//! scenario's map.

use std::borrow::Cow;

use umpire_map::{
    Board, Edge, EdgeOf, HexLeg, Ledger, MapPlace, Movement, Mp, Refusal, SearchError, StepOutcome,
};

use crate::clauses as c;
use crate::map::StrategicMap;
use crate::ports::Ports;
use crate::setting::Setting;
use crate::situation::{Phase, Procedure, UnitState};
use crate::state::{MoveState, PORT_SLOT_BITS, Stage};
use crate::view::{FactionView, View, road_rail_cost};

mod boxes;
mod chosen;
mod ezoc;
mod hex;
mod overrun;
pub(crate) mod quick;
#[cfg(all(test, feature = "scenario"))]
mod quick_tests;
mod sea;
mod unjoined;

pub(crate) use chosen::{Chosen, ChosenState};
use quick::QuickTables;

/// One unit's movement in one phase: the [`Movement`] the shared search runs, on any
/// [`StrategicMap`] (the map is a type parameter: the step is inlined into the search).
pub struct UnitMove<'g, M: StrategicMap> {
    pub(crate) setting: Setting<'g, M>,
    /// The ports of the board.
    pub(crate) ports: &'g Ports,
    pub(crate) unit: &'g UnitState,
    pub(crate) phase: Phase,
    pub(crate) view: View<'g>,
    road_rail: Mp,
    marine: bool,
    armor: bool,
    /// Multi-step armor in the Operational phase, not exploiting.
    can_overrun: bool,
    /// The state bits its Port-to-Port moves need (0 for a unit that cannot embark): a unit
    /// that cannot embark searches no Port-stage states.
    port_bits: u8,
    /// What the quick expansion reads of this mover (acceleration, not rule: see [`quick`]).
    quick: QuickTables<'g>,
}

type Outcome = StepOutcome<MoveState>;

/// Whether `unit` (of an armor type when `armor`) may overrun in `phase` (3.2): multi-step
/// armor in the Operational phase, not exploiting.
pub(crate) fn can_overrun(armor: bool, unit: &UnitState, phase: Phase) -> bool {
    armor && unit.multi_step() && phase == Phase::Operational && !unit.exploiting
}

/// A step between two places of a hex map.
pub(crate) type HexEdge = Edge<MapPlace, HexLeg>;

fn refuse(clause: umpire_map::ClauseId, reason: impl Into<Cow<'static, str>>) -> Outcome {
    StepOutcome::Refused(Refusal::new(clause, reason))
}

fn deny<T>(
    clause: umpire_map::ClauseId,
    reason: impl Into<Cow<'static, str>>,
) -> Result<T, Refusal> {
    Err(Refusal::new(clause, reason))
}

impl<'g, M: StrategicMap> UnitMove<'g, M> {
    /// `unit`'s move in `phase`, in the phase `setting` with its `ports`, where every unit of
    /// its faction meets `faction`. It tracks the overrun targets within its range (for a
    /// reach), or with `along`, those the path enters or passes next to (for a check of that
    /// path).
    ///
    /// # Errors
    /// [`SearchError::OverLimit`] when more targets matter than `limits.overrun_targets`.
    pub(crate) fn new(
        setting: Setting<'g, M>,
        ports: &'g Ports,
        faction: &'g FactionView,
        unit: &'g UnitState,
        phase: Phase,
        along: Option<&[MapPlace]>,
    ) -> Result<Self, SearchError> {
        let kind = setting.data().unit_types.get(&unit.unit_type).cloned().unwrap_or_default();
        let armor = kind.armor;
        let can_overrun = can_overrun(armor, unit, phase);
        let view = View::new(&setting, faction, unit, phase, can_overrun, along)?;
        let start = unit.at.and_then(|at| setting.map().index_of(at));
        let beachhead = |at: MapPlace| {
            setting
                .situation()
                .markers
                .iter()
                .any(|m| m.kind == "beachhead" && MapPlace::Hex(m.at) == at)
        };
        let embarks = start.is_some_and(|i| ports.is_port(i) || !setting.facts().is_hex(i))
            || unit.at.is_some_and(beachhead);
        let road_rail = road_rail_cost(&setting, unit, phase);
        let quick = QuickTables::new(&setting, &view, road_rail);
        Ok(UnitMove {
            setting,
            ports,
            unit,
            phase,
            view,
            road_rail,
            marine: kind.marine,
            armor,
            can_overrun,
            port_bits: if embarks { PORT_SLOT_BITS } else { 0 },
            quick,
        })
    }

    fn map(&self) -> &M {
        self.setting.map()
    }

    /// Why the mover may not enter board number `index`, which holds enemy units it does not
    /// overrun: STR-3.1-10 when they are all the other Allied faction's (every non-phasing unit
    /// is an enemy), else STR-3.1.4-03. The reason is written only when `detail`.
    pub(crate) fn enemy_hex(&self, index: usize, detail: bool) -> Refusal {
        let cell = self.view.cell(index);
        let partners = cell.partners > 0 && cell.partners == cell.enemies;
        let reason: Cow<'static, str> = match (detail, partners) {
            (false, _) => Cow::Borrowed(""),
            (true, true) => format!(
                "{} holds units of another faction: in the {} phase every non-phasing unit is an enemy",
                self.id(index),
                self.setting.situation().side
            )
            .into(),
            (true, false) => format!("{} holds an enemy unit", self.id(index)).into(),
        };
        let clause = if partners { c::NON_PHASING_ENEMY } else { c::NO_ENEMY_HEX };
        Refusal::new(clause, reason)
    }

    fn id(&self, index: usize) -> String {
        self.map().place_id(self.map().place_at(index))
    }

    /// The procedure a step from board number `from` to `to` belongs to (`by_leg`: along a leg
    /// of the board rather than a jump), as [`Movement::step`] dispatches it: box legs are Off-Map
    /// Box to Off-Map Box, jumps into or out of the Central Asia Box are Hex-to-Hex (reading 8),
    /// every other jump is Port-to-Port (a crossing or a canal move).
    pub(crate) fn procedure_of(&self, from: usize, to: usize, by_leg: bool) -> Procedure {
        let facts = self.setting.facts();
        match (by_leg, facts.is_hex(from), facts.is_hex(to)) {
            (true, false, false) => Procedure::BoxToBox,
            (true, ..) => Procedure::HexToHex,
            (false, true, false) if facts.central_asia == Some(to) => Procedure::HexToHex,
            (false, false, true) if facts.central_asia == Some(from) => Procedure::HexToHex,
            (false, ..) => Procedure::PortToPort,
        }
    }
}

impl<M: StrategicMap> Movement<M> for UnitMove<'_, M> {
    type State = MoveState;

    fn state_count(&self) -> usize {
        MoveState::count(self.view.tracked().max(self.port_bits))
    }

    #[inline(always)]
    fn for_each_candidate(
        &self,
        board: &M,
        at: MapPlace,
        state: MoveState,
        mut visit: impl FnMut(MapPlace, usize, Option<HexLeg>),
    ) {
        // Mid-move Hex-to-Hex from a hex (most of a search): its hex neighbours alone, with
        // `visit` called from this one place so the search's visit folds in here. Every other
        // case goes through `other_candidates`.
        if matches!(state.stage(), Stage::Hex | Stage::Overrunning)
            && let MapPlace::Hex(hex) = at
        {
            // The board's hex legs: its legs from a hex less the boxes it joins.
            if board.hex_index(hex).is_some() {
                board.for_each_hex_leg(hex, |to, index, leg| {
                    visit(MapPlace::Hex(to), index, Some(leg));
                });
            }
            return;
        }
        self.other_candidates(board, at, state, &mut visit);
    }

    /// The seam between the rule and its acceleration. Mid-move Hex-to-Hex in a quiet hex (most
    /// of a search): the quick expansion (`step::quick`), read from tables worked out before the
    /// search (inlined into it). Every other place and state, and every leg the tables leave
    /// open, goes candidate by candidate through the full path (`UnitMove::full_step`).
    #[inline(always)]
    fn for_each_step(
        &self,
        board: &M,
        at: MapPlace,
        at_index: usize,
        state: MoveState,
        mut visit: impl FnMut(usize, umpire_map::Step<MoveState>),
    ) {
        match self.quick_legs(at_index, state) {
            Some(legs) => self.quick_steps(board, at, at_index, state, legs, &mut visit),
            None => self.full_steps_after(board, at, at_index, state, 0, &mut visit),
        }
    }

    fn step(
        &self,
        _board: &M,
        state: MoveState,
        edge: EdgeOf<M>,
        ledger: &mut impl Ledger,
    ) -> Outcome {
        self.full_step(state, edge, ledger)
    }

    fn allowance_refusal(&self, needed: Mp, left: Mp) -> Refusal {
        Refusal::new(c::NOT_ENOUGH_MA, format!("needs {needed} MP, {left} MP left"))
    }

    fn not_a_candidate(&self, from: MapPlace, to: MapPlace) -> Refusal {
        self.unjoined(from, to)
    }
}

impl<M: StrategicMap> UnitMove<'_, M> {
    /// The candidates of [`Movement::for_each_candidate`] from a box, and from a hex in the
    /// Fresh and Port stages: Port-to-Port destinations, hex or box neighbours, the Central Asia
    /// Box, in that order.
    #[inline(never)]
    fn other_candidates(
        &self,
        board: &M,
        at: MapPlace,
        state: MoveState,
        visit: &mut dyn FnMut(MapPlace, usize, Option<HexLeg>),
    ) {
        let Some(at_index) = board.index_of(at) else { return };
        let stage = state.stage();
        let facts = self.setting.facts();
        // From a hex, Port-to-Port destinations come before the hex neighbours: where a hex step
        // and a crossing or canal transit join the same two places and both are refused, the
        // check reports the first refusal, and the Port-to-Port one is the telling one (the
        // hexside between two canal ports is there every phase; the canal's state is not).
        let port_to_port = matches!(stage, Stage::Fresh | Stage::Port);
        if port_to_port && matches!(at, MapPlace::Hex(_)) {
            self.ports.for_each_destination(&self.setting, self.unit, at_index, |index| {
                visit(board.place_at(index), index, None)
            });
        }
        match at {
            MapPlace::Hex(_) => {
                // In the Port stage too: the step refuses them, naming how the unit came (3.1.4).
                board.for_each_leg(at, |place, index, leg| {
                    if matches!(place, MapPlace::Hex(_)) {
                        visit(place, index, Some(leg));
                    }
                });
                if stage == Stage::Fresh
                    && facts.eastern_edge[at_index]
                    && let Some(box_index) = facts.central_asia
                {
                    visit(board.place_at(box_index), box_index, None);
                }
            }
            MapPlace::Box(_) => {
                if stage == Stage::Fresh {
                    board.for_each_leg(at, |place, index, leg| {
                        if matches!(place, MapPlace::Box(_)) {
                            visit(place, index, Some(leg));
                        }
                    });
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
            self.ports.for_each_destination(&self.setting, self.unit, at_index, |index| {
                visit(board.place_at(index), index, None)
            });
        }
    }

    /// A step by the procedure it belongs to, every clause weighed: the rule's checklist
    /// ([`Movement::step`]; see the module's documentation).
    #[inline(never)]
    fn full_step(&self, state: MoveState, edge: EdgeOf<M>, ledger: &mut impl Ledger) -> Outcome {
        let facts = self.setting.facts();
        let (from_hex, to_hex) = (facts.is_hex(edge.from_index), facts.is_hex(edge.to_index));
        match (&edge.leg, from_hex, to_hex) {
            (Some(leg), true, true) => self.hex_step(state, &edge, leg, ledger),
            (Some(_), false, false) => self.box_to_box(state, &edge, ledger),
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
}
