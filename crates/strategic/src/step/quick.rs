//! The quick expansion of a search (3.1.1, 3.1): most arrivals a search settles are mid-move
//! Hex-to-Hex in a quiet hex — no enemy unit, no Beachhead, Fair weather — whose neighbours
//! are quiet too, where a step's verdict follows from the leg's entry cost, the road or rail
//! across it and the EZOC of the hex entered. Those steps are read from two tables worked out
//! before any search: the map's legs with their costs ([`MapFacts::hex_legs`]) and the
//! faction's quick words ([`crate::view::FactionView::quick`]). The first leg the tables
//! cannot decide for this mover hands it and every later leg to the full path of
//! [`UnitMove::hex_step`], in the same order, so the search gets the same steps the candidates
//! judged one by one give (the differential tests compare the two with
//! [`umpire_map::compare_steps`]).
//!
//! [`MapFacts::hex_legs`]: crate::facts::MapFacts::hex_legs

use umpire_map::{Citation, Edge, MapPlace, Movement, Mp, NoLedger, Step, StepOutcome};

use crate::clauses as c;
use crate::facts::{LEG_CLASS, LEG_END, LEG_ROAD_CLASS, LEG_SLOW, LEG_TO, QuickLegs};
use crate::map::StrategicMap;
use crate::state::{MoveState, Stage};
use crate::view::{QUICK_FULL, QUICK_STOPS, QUICK_STOPS_ALONE, QUICK_ZONE, QuickClosed};

use super::UnitMove;

/// The state of a unit mid-move Hex-to-Hex with no overrun target eliminated.
const HEX: MoveState = MoveState::new(Stage::Hex, 0);

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
        let word = self.view.faction().quick.get(at).copied().unwrap_or(QUICK_FULL);
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
        let quick = self.view.faction().quick.as_slice();
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
            if to_word & self.slow_words != 0 || self.closes(to_word, to) {
                self.full_steps_after(board, at, at_index, state, position, visit);
                return;
            }
            // What entering costs: road/rail along the hexside, else terrain plus hexside
            // (3.1.1), by the leg's cost class.
            let class = (leg >> LEG_CLASS) as usize & LEG_ROAD_CLASS as usize;
            let cost = self.leg_costs.get(class).copied().unwrap_or(Mp::MAX);
            let mut step = Step::costing(cost, HEX);
            // An EZOC stops it unless a friendly unit or Airdrop marker negates it (3.1); the
            // mover itself is no friendly unit in its own hex.
            let stops =
                if start == Some(to) { QUICK_STOPS | QUICK_STOPS_ALONE } else { QUICK_STOPS };
            if to_word & stops != 0 {
                step = step.stopping(Citation::new(c::EZOC_STOP, "it entered an EZOC"));
            }
            if fresh && self.minimum_move {
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
        match &self.quick_closed {
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
