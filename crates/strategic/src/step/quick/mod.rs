//! The search's acceleration: the quick expansion (3.1.1, 3.1), apart from the rule it speeds
//! up. Most arrivals a search settles are mid-move Hex-to-Hex in a quiet hex — no enemy unit, no
//! Beachhead, Fair weather — whose neighbours are quiet too, where a step's verdict follows from
//! the leg's entry cost, the road or rail across it and the EZOC of the hex entered. Those steps
//! are read from tables worked out before any search:
//!
//! - the map's legs with their cost classes ([`legs`], kept in [`MapFacts::hex_legs`]), once
//!   per game;
//! - the faction's quick words ([`words`], kept in [`FactionView::quick`]), once per faction
//!   until the board changes;
//! - the mover's own tables ([`QuickTables`]: the words that send a step down the full path, the
//!   cost of each leg class, the hexes closed to it, the minimum move), once per search.
//!
//! **The seam.** The search reaches this module through one method,
//! [`Movement::for_each_step`] of [`UnitMove`]: a place the tables decide is expanded here
//! ([`UnitMove::quick_steps`]); the first leg they cannot decide for this mover hands it and
//! every later leg to the full path ([`UnitMove::full_steps_after`], which judges each with the
//! rule's [`UnitMove::full_step`]), in the same order, and every other place and state goes
//! there whole. A `check` never comes here. So the search gets the same steps the candidates
//! judged one by one give, and the differential tests say so with
//! [`umpire_map::compare_steps`]: `step/quick_tests.rs` over every state of random boards, and
//! `tests/differential.rs` over every scenario's map.
//!
//! [`MapFacts::hex_legs`]: crate::facts::MapFacts::hex_legs
//! [`FactionView::quick`]: crate::view::FactionView::quick
//! [`Movement::for_each_step`]: umpire_map::Movement::for_each_step

use umpire_map::{Citation, Edge, MapPlace, Movement, Mp, NoLedger, Step, StepOutcome};

use crate::clauses as c;
use crate::map::StrategicMap;
use crate::setting::Setting;
use crate::state::{MoveState, Stage};
use crate::view::View;

use super::UnitMove;

pub(crate) mod legs;
pub(crate) mod words;

use legs::{LEG_CLASS, LEG_END, LEG_ROAD_CLASS, LEG_SLOW, LEG_TO, QuickLegs};
use words::{QUICK_EZOC, QUICK_FULL, QUICK_STOPS, QUICK_STOPS_ALONE, QUICK_ZONE, QuickClosed};

/// The state of a unit mid-move Hex-to-Hex with no overrun target eliminated.
const HEX: MoveState = MoveState::new(Stage::Hex, 0);

/// What the quick expansion reads of one mover, worked out before its search.
pub(crate) struct QuickTables<'g> {
    /// The faction's quick words, by board number (see [`words::faction_words`]).
    words: &'g [u16],
    /// The bits of a quick word that send a step into that place down the full path: a place
    /// that is no quiet hex, and the EZOC of a tracked overrun target's when there is one.
    slow_words: u16,
    /// What a leg of each cost class costs the mover (see [`LEG_CLASS`]): the map's costs, then
    /// its road/rail rate.
    leg_costs: [Mp; 16],
    /// How it tells the hexes closed to the mover.
    closed: QuickClosed,
    /// Whether the minimum move exception applies in this phase (3.1.1).
    minimum_move: bool,
}

impl<'g> QuickTables<'g> {
    /// The tables of the mover of `view`, in `setting`, whose road/rail rate is `road_rail`.
    pub(super) fn new<M: StrategicMap>(
        setting: &Setting<'g, M>,
        view: &View<'g>,
        road_rail: Mp,
    ) -> QuickTables<'g> {
        let words = words::faction_words(setting, view.faction());
        let closed = QuickClosed::new(setting, view);
        let mut leg_costs = [road_rail; 16];
        for (slot, cost) in leg_costs.iter_mut().zip(setting.facts().leg_costs) {
            *slot = cost;
        }
        let slow_words = if view.targets.is_empty() { QUICK_FULL } else { QUICK_FULL | QUICK_EZOC };
        QuickTables {
            words,
            slow_words,
            leg_costs,
            closed,
            minimum_move: setting.data().minimum_move.phases.contains(&setting.phase()),
        }
    }
}

impl<M: StrategicMap> UnitMove<'_, M> {
    /// The legs of board number `at` the quick expansion may read for a mover in `state`:
    /// a quiet hex, mid-move Hex-to-Hex with no target eliminated, or not moved yet from a hex
    /// whose only candidates are its hex neighbours (no port, canal or Central Asia Box).
    #[inline(always)]
    pub(super) fn quick_legs(&self, at: usize, state: MoveState) -> Option<&QuickLegs> {
        let fresh = state == MoveState::FRESH;
        if state != HEX && !fresh {
            return None;
        }
        let facts = self.setting.facts();
        let legs = facts.hex_legs.get(at)?;
        let word = self.quick.words.get(at).copied().unwrap_or(QUICK_FULL);
        if word & QUICK_FULL != 0 || fresh && !self.fresh_quick(at) {
            return None;
        }
        Some(legs)
    }

    /// Whether a unit that has not moved yet, in hex `at`, may try only `at`'s hex neighbours
    /// (as [`Movement::for_each_candidate`] lists them in the Fresh stage): no Port-to-Port
    /// destination, no Central Asia Box.
    #[cold]
    #[inline(never)]
    fn fresh_quick(&self, at: usize) -> bool {
        let facts = self.setting.facts();
        !self.ports.is_port(at)
            && facts.canal_at(at).is_none()
            && !(facts.eastern_edge.get(at).copied().unwrap_or(false)
                && facts.central_asia.is_some())
    }

    /// Calls `visit` with every legal step from hex `at` (board number `at_index`) along
    /// `legs` (from [`UnitMove::quick_legs`]) for a mover in `state`: read from the tables while
    /// they decide, then by the full path from the first leg they do not decide on.
    #[inline(always)]
    pub(super) fn quick_steps(
        &self,
        board: &M,
        at: MapPlace,
        at_index: usize,
        state: MoveState,
        legs: &QuickLegs,
        visit: &mut impl FnMut(usize, Step<MoveState>),
    ) {
        let fresh = state == MoveState::FRESH;
        let quick = self.quick.words;
        let start = self.view.start();
        for (position, &leg) in legs.0.iter().enumerate() {
            if leg & (LEG_SLOW | LEG_END) != 0 {
                if leg & LEG_SLOW != 0 {
                    self.full_steps_after(board, at, at_index, state, position, visit);
                }
                return;
            }
            let to = (leg & LEG_TO) as usize;
            let to_word = quick.get(to).copied().unwrap_or(QUICK_FULL);
            // A hex the tables leave to the full path, the EZOC of a tracked overrun target
            // (3.2), a hex closed to the mover (3.1.4).
            if to_word & self.quick.slow_words != 0 || self.closes(to_word, to) {
                self.full_steps_after(board, at, at_index, state, position, visit);
                return;
            }
            // What entering costs: road/rail along the hexside, else terrain plus hexside
            // (3.1.1), by the leg's cost class.
            let class = (leg >> LEG_CLASS) as usize & LEG_ROAD_CLASS as usize;
            let cost = self.quick.leg_costs.get(class).copied().unwrap_or(Mp::MAX);
            let mut step = Step::costing(cost, HEX);
            // An EZOC stops it unless a friendly unit or Airdrop marker negates it (3.1); the
            // mover itself is no friendly unit in its own hex.
            let stops =
                if start == Some(to) { QUICK_STOPS | QUICK_STOPS_ALONE } else { QUICK_STOPS };
            if to_word & stops != 0 {
                step = step.stopping(Citation::new(c::EZOC_STOP, "it entered an EZOC"));
            }
            if fresh && self.quick.minimum_move {
                step = step.exceeding_then_stopping(
                    Citation::new(
                        c::MINIMUM_MOVE,
                        "the first hex entered may cost more than the MA",
                    ),
                    Citation::new(
                        c::MINIMUM_MOVE_STOP,
                        "it exceeded its MA entering its first hex",
                    ),
                );
            }
            visit(to, step);
        }
    }

    /// The legal steps from `at` to its candidates from number `skip` on (counted from 0), each
    /// judged by the full path: where the quick expansion hands over.
    #[inline(never)]
    pub(super) fn full_steps_after(
        &self,
        board: &M,
        at: MapPlace,
        at_index: usize,
        state: MoveState,
        skip: usize,
        visit: &mut impl FnMut(usize, Step<MoveState>),
    ) {
        let mut position = 0;
        self.for_each_candidate(board, at, state, |to, to_index, leg| {
            if position >= skip {
                let edge = Edge { from: at, to, from_index: at_index, to_index, leg };
                if let StepOutcome::Step(step) = self.full_step(state, edge, &mut NoLedger) {
                    visit(to_index, step);
                }
            }
            position += 1;
        });
    }

    /// Whether hex `to`, whose quick word is `word`, is closed to the mover (3.1.4).
    #[inline(always)]
    fn closes(&self, word: u16, to: usize) -> bool {
        match &self.quick.closed {
            QuickClosed::Open => false,
            QuickClosed::Zones(mask) => {
                let zone = word & QUICK_ZONE;
                let bits = mask.get(usize::from(zone >> 6)).copied().unwrap_or(0);
                bits >> (zone & 63) & 1 != 0
            }
            QuickClosed::Hexes => self.view.closes(&self.setting, to),
        }
    }
}
