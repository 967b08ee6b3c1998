//! The quick path of a Hex-to-Hex step (3.1.1, 3.1): most steps of a search go from one quiet
//! hex to another — no enemy unit, no Beachhead, Fair weather, no hex closed to the mover, no
//! overrun in play — where only the entry cost and the EZOC of the hex entered matter. Those
//! are answered from the faction's arrays here; every other step, and every step whose ledger
//! is written (a check), takes the full path of [`UnitMove::hex_step`], which gives the same
//! verdict on the steps this path takes (the differential tests compare the two).

use umpire_map::{Citation, HexLeg, Mp, Step, StepOutcome};

use crate::clauses as c;
use crate::map::StrategicMap;
use crate::state::{MoveState, Stage};

use super::{HexEdge, Outcome, UnitMove};

impl<M: StrategicMap> UnitMove<'_, M> {
    /// The step's outcome if the quick path decides it, `None` for the full path.
    #[inline]
    pub(super) fn quick_step(
        &self,
        state: MoveState,
        edge: &HexEdge,
        leg: &HexLeg,
    ) -> Option<Outcome> {
        let stage = state.stage();
        let (from, to) = (edge.from_index, edge.to_index);
        let facts = self.game.facts();
        let faction = self.view.faction();
        // Port and Overrunning stages, eliminated targets, All-Sea (Marines,
        // Beachheads), prohibited and connected-strait hexsides, another closed map, a hex closed
        // to the mover (3.1.4): full path.
        if !matches!(stage, Stage::Fresh | Stage::Hex)
            || state.eliminated() != 0
            || leg.features.bits() & self.quick_sides != 0
            || !faction.quiet.get(to).copied().unwrap_or(false)
            || !faction.quiet.get(from).copied().unwrap_or(false)
            || facts.map_of[from] != facts.map_of[to]
            || self.view.barred(self.game, to).is_some()
        {
            return None;
        }
        let cell = self.view.cell(to);
        // A tracked overrun target's EZOC in the hex entered: full path (3.2).
        if cell.ezoc > 0 && !self.view.targets.is_empty() {
            return None;
        }
        // What entering costs: road/rail along the hexside, else terrain plus hexside (3.1.1).
        let cost = if leg.road || leg.rail {
            self.road_rail
        } else {
            let hex = facts.entry.get(to).copied().flatten()?;
            if leg.features.is_empty() {
                hex
            } else {
                hex.checked_add(facts.side_cost(leg.features)).unwrap_or(Mp::MAX)
            }
        };
        let mut step = Step::costing(cost, MoveState::new(Stage::Hex, 0));
        // An EZOC stops it unless a friendly unit or Airdrop marker negates it (3.1).
        if cell.ezoc > 0 && !self.view.friendly(to) && !cell.negating_marker {
            step = step.stopping(Citation::new(c::EZOC_STOP, "it entered an EZOC"));
        }
        if stage == Stage::Fresh && self.minimum_move {
            step = step.exceeding_then_stopping(
                Citation::new(c::MINIMUM_MOVE, "the first hex entered may cost more than the MA"),
                Citation::new(c::MINIMUM_MOVE_STOP, "it exceeded its MA entering its first hex"),
            );
        }
        Some(StepOutcome::Step(step))
    }
}
