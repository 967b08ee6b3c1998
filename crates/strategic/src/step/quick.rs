//! The quick path of a Hex-to-Hex step (3.1.1, 3.1): most steps of a search go from one quiet
//! hex to another — no enemy unit, no Beachhead, Fair weather, no hex closed to the mover, no
//! overrun in play — where only the entry cost and the EZOC of the hex entered matter. Those
//! are answered from the faction's quick words here (one word per place, see
//! [`crate::view::FactionView::quick`]); every other step, and every step whose ledger is
//! written (a check), takes the full path of [`UnitMove::hex_step`], which gives the same
//! verdict on the steps this path takes (the differential tests compare the two).

use umpire_map::{Citation, HexLeg, Mp, Step, StepOutcome};

use crate::clauses as c;
use crate::map::StrategicMap;
use crate::state::{MoveState, Stage};
use crate::view::{
    QUICK_COST, QUICK_EZOC, QUICK_FULL, QUICK_MAP, QUICK_STOPS, QUICK_STOPS_ALONE,
    QUICK_ZONE_SHIFT, QuickClosed,
};

use super::{HexEdge, Outcome, UnitMove};

impl<M: StrategicMap> UnitMove<'_, M> {
    /// The step's outcome if the quick path decides it, `None` for the full path.
    #[inline(always)]
    pub(super) fn quick_step(
        &self,
        state: MoveState,
        edge: &HexEdge,
        leg: &HexLeg,
    ) -> Option<Outcome> {
        // Fresh or Hex stage with no target eliminated: the state's number is 0 or 1. The Port
        // and Overrunning stages and eliminated targets take the full path.
        let fresh = state == MoveState::FRESH;
        if state != MoveState::new(Stage::Hex, 0) && !fresh {
            return None;
        }
        let (from, to) = (edge.from_index, edge.to_index);
        let quick = &self.view.faction().quick;
        let word_to = quick.get(to).copied().unwrap_or(QUICK_FULL);
        let word_from = quick.get(from).copied().unwrap_or(QUICK_FULL);
        // All-Sea (Marines, Beachheads), prohibited and connected-strait hexsides, a place that
        // is no quiet hex, another closed map, a hex closed to the mover (3.1.4): full path.
        if leg.features.bits() & self.quick_sides != 0
            || (word_to | word_from) & QUICK_FULL != 0
            || (word_to ^ word_from) & QUICK_MAP != 0
            || self.closes(word_to, to)
        {
            return None;
        }
        // A tracked overrun target's EZOC in the hex entered: full path (3.2).
        if word_to & QUICK_EZOC != 0 && !self.view.targets.is_empty() {
            return None;
        }
        // What entering costs: road/rail along the hexside, else terrain plus hexside (3.1.1).
        let cost = if leg.road || leg.rail {
            self.road_rail
        } else {
            let hex = Mp::from_raw(word_to & QUICK_COST);
            let facts = self.game.facts();
            if leg.features.bits() & facts.costed_sides == 0 {
                hex
            } else {
                hex.checked_add(facts.side_cost(leg.features)).unwrap_or(Mp::MAX)
            }
        };
        let mut step = Step::costing(cost, MoveState::new(Stage::Hex, 0));
        // An EZOC stops it unless a friendly unit or Airdrop marker negates it (3.1); the mover
        // itself is no friendly unit in its own hex.
        let stop = if self.view.start() == Some(to) {
            QUICK_STOPS | QUICK_STOPS_ALONE
        } else {
            QUICK_STOPS
        };
        if word_to & stop != 0 {
            step = step.stopping(Citation::new(c::EZOC_STOP, "it entered an EZOC"));
        }
        if fresh && self.minimum_move {
            step = step.exceeding_then_stopping(
                Citation::new(c::MINIMUM_MOVE, "the first hex entered may cost more than the MA"),
                Citation::new(c::MINIMUM_MOVE_STOP, "it exceeded its MA entering its first hex"),
            );
        }
        Some(StepOutcome::Step(step))
    }

    /// Whether hex `to`, whose quick word is `word`, is closed to the mover (3.1.4).
    #[inline(always)]
    fn closes(&self, word: u32, to: usize) -> bool {
        match &self.quick_closed {
            QuickClosed::Open => false,
            QuickClosed::Zones(mask) => {
                let zone = (word >> QUICK_ZONE_SHIFT) & 0xFF;
                let bits = mask.get((zone >> 6) as usize).copied().unwrap_or(0);
                bits >> (zone & 63) & 1 != 0
            }
            QuickClosed::Hexes => self.view.closes(self.game, to),
        }
    }
}
