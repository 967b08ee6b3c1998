//! Overruns (3.2): who may overrun whom, and what shields a defender.

use std::borrow::Cow;

use umpire_map::{Board, HexLeg, Map, MapPlace, Refusal};

use crate::clauses as c;
use crate::map::StrategicMap;
use crate::situation::Phase;

use super::{HexEdge, UnitMove};

impl<M: StrategicMap> UnitMove<'_, M> {
    /// The defender's column shift from the hexside crossed into its hex, if any.
    pub(super) fn hexside_shift(&self, leg: &HexLeg) -> bool {
        leg.features.bits() & self.setting.facts().shift_sides.bits() != 0
    }

    /// Whether the overrun of tracked target `bit` from `from` would be allowed across the side
    /// between them.
    pub(super) fn overrun_side_ok(&self, from: MapPlace, bit: usize) -> bool {
        let target = self.map().place_at(self.view.targets[bit].at);
        self.map().leg(from, target).is_some_and(|leg| !self.hexside_shift(&leg))
    }

    /// Hex-to-Hex into an enemy-occupied hex: the overrun rules (3.2, 3.1.4). Messages are
    /// written only when `detail` (a check); a reach drops them.
    pub(super) fn overrun(
        &self,
        edge: &HexEdge,
        leg: &HexLeg,
        detail: bool,
    ) -> Result<Option<usize>, Refusal> {
        let cell = self.view.cell(edge.to_index);
        let refusal = |clause, why: &dyn Fn(String) -> String| {
            let reason =
                if detail { why(self.id(edge.to_index)).into() } else { Cow::Borrowed("") };
            Err(Refusal::new(clause, reason))
        };
        if !self.armor {
            return Err(self.enemy_hex(edge.to_index, detail));
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
        if !self.setting.facts().land.get(edge.to_index).copied().unwrap_or(false) {
            return refusal(c::OVERRUN_LAND, &|here| format!("{here} is not a Land hex"));
        }
        let Some(target) = cell.enemy else {
            return Err(self.enemy_hex(edge.to_index, detail));
        };
        let enemies_at = |index| self.view.cell(index).enemies;
        if let Some(refusal) =
            self.setting.overrun_shield(target as usize, edge.to_index, enemies_at, self.view.hqs)
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
}
