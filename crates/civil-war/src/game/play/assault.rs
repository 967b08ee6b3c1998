//! `assault` orders: an amphibious assault judged, and its combat result applied.

use std::collections::BTreeMap;

use umpire_hex::Hex;
use umpire_map::{BadOrder, Dice, Outcome};

use crate::error::nearest;
use crate::map::CivilWarMap;
use crate::transport::AssaultResult;

use super::super::Game;
use super::super::order::AssaultOrder;
use super::Recorded;
use super::keys::order_error;

impl<M: CivilWarMap> Game<M> {
    /// An `assault`: judged by [`Game::amphibious_assault`] (whose dice roll the Leader's
    /// attack initiative) and, if it may be made, its combat result applied.
    ///
    /// Each attacking unit loses its `losses` times the assault's loss factor (tripled when the
    /// defenders hold, ACW-AMPH-10); a unit brought to strength 0 is removed. When the defenders
    /// retreat (out of the hex or into its fort) the surviving attackers and their Leader land
    /// in the target hex (ACW-AMPH-08, ACW-AMPH-09); when they hold, the survivors stay
    /// embarked (ACW-AMPH-11). Either way the force has moved this phase. Defenders that
    /// retreated out of the hex go where `retreats` says: the combat rules decide that, and
    /// these movement rules only restate it. Defenders that fall back into a fort stay in the
    /// hex with the landed attackers, where the Siege rules (not these) take over.
    pub(super) fn play_assault(
        &mut self,
        order: &AssaultOrder,
        dice: &mut impl Dice,
    ) -> Result<Outcome, BadOrder> {
        let units = self.assault_units(order)?;
        self.unit_on_map(&order.transport, "transport")?;
        let target = self.hex_key(&order.target, "target")?;
        let leader = match &order.leader {
            Some(id) => Some(self.unit_on_map(id, "leader")?),
            None => None,
        };
        for key in order.losses.keys() {
            if !order.units.contains(key) {
                return Err(BadOrder::new(
                    format!("losses.{key}"),
                    format!("{key} is not one of the assaulting units"),
                    nearest(key, order.units.iter().map(String::as_str)),
                ));
            }
        }
        let retreats = self.retreats(order, target)?;
        let ids: Vec<&str> = order.units.iter().map(String::as_str).collect();
        let mut recorded = Recorded::new(dice);
        let assault = self
            .amphibious_assault(
                &ids,
                &order.transport,
                &order.target,
                order.leader.as_deref(),
                &mut recorded,
                order.result,
            )
            .map_err(|e| order_error(e, "leader"))?;
        if let Some(refusal) = assault.refusal {
            return Ok(Outcome::refused(0, refusal).citing(assault.citations));
        }
        let mut outcome = Outcome::carried_out().citing(assault.citations);
        if let (Some(index), Some(roll)) = (leader, recorded.rolls.first()) {
            let leader = &self.situation.units[index];
            outcome = outcome.changing(format!(
                "{} rolled {roll} against an initiative of {}: the assault goes in",
                leader.id,
                leader.rating.unwrap_or(0)
            ));
        }
        let total: u32 = units.iter().map(|&i| self.situation.units[i].strength).sum();
        outcome = outcome.changing(format!(
            "attacking strength {total}, halved to {}, with no combat supply",
            assault.strength
        ));
        for (&index, id) in units.iter().zip(&order.units) {
            let base = order.losses.get(id).copied().unwrap_or(0);
            let loss = base.saturating_mul(assault.loss_factor);
            let unit = &mut self.situation.units[index];
            if loss > 0 && assault.loss_factor > 1 {
                outcome = outcome.changing(format!(
                    "{id} loses {base} × {} = {loss}: the defenders held",
                    assault.loss_factor
                ));
            }
            let was = unit.strength;
            unit.strength = unit.strength.saturating_sub(loss);
            unit.moved = true;
            if unit.strength == 0 {
                unit.at = None;
                unit.river_side = None;
                unit.embarked_on = None;
                unit.voyage_destination = None;
                outcome = outcome.changing(format!("{id} strength {was} → 0: eliminated"));
            }
        }
        let force: Vec<usize> = units.iter().copied().chain(leader).collect();
        for index in force {
            let unit = &mut self.situation.units[index];
            unit.moved = true;
            if assault.lands && unit.at.is_some() {
                unit.at = Some(target);
                unit.river_side = None;
                unit.embarked_on = None;
                unit.voyage_destination = None;
            }
        }
        for (index, hex) in retreats {
            self.situation.units[index].at = Some(hex);
        }
        Ok(outcome)
    }

    /// The assaulting units, each once and on the map.
    fn assault_units(&self, order: &AssaultOrder) -> Result<Vec<usize>, BadOrder> {
        let mut units = Vec::new();
        for (i, id) in order.units.iter().enumerate() {
            let key = format!("units[{i}]");
            let index = self.unit_on_map(id, &key)?;
            if units.contains(&index) {
                return Err(BadOrder::new(key, format!("{id} is listed twice"), None));
            }
            units.push(index);
        }
        if units.is_empty() {
            return Err(BadOrder::new("units", "name the assaulting units", None));
        }
        Ok(units)
    }

    /// Where each defender of `target` retreated to: every one of them when the result is
    /// `retreated`, none otherwise.
    fn retreats(&self, order: &AssaultOrder, target: Hex) -> Result<Vec<(usize, Hex)>, BadOrder> {
        let side =
            self.situation.unit(&order.transport).map(|u| u.side.clone()).unwrap_or_default();
        let defenders: BTreeMap<&str, usize> = self
            .situation
            .units
            .iter()
            .enumerate()
            .filter(|(_, u)| {
                u.side != side
                    && u.at == Some(target)
                    && u.river_side.is_none()
                    && u.embarked_on.is_none()
            })
            .map(|(i, u)| (u.id.as_str(), i))
            .collect();
        if order.result != AssaultResult::Retreated {
            if let Some(key) = order.retreats.keys().next() {
                return Err(BadOrder::new(
                    format!("retreats.{key}"),
                    "only defenders that retreat out of the hex go elsewhere, and the result \
                     is not `retreated`",
                    None,
                ));
            }
            return Ok(Vec::new());
        }
        let mut out = Vec::new();
        for (id, hex) in &order.retreats {
            let key = format!("retreats.{id}");
            let Some(&index) = defenders.get(id.as_str()) else {
                return Err(BadOrder::new(
                    &key,
                    format!("{id} is no defender of {}", order.target),
                    nearest(id, defenders.keys().copied()),
                ));
            };
            out.push((index, self.hex_key(hex, &key)?));
        }
        if let Some(missing) = defenders.keys().find(|id| !order.retreats.contains_key(**id)) {
            return Err(BadOrder::new(
                "retreats",
                format!(
                    "the defenders retreated out of {}: say where each went, e.g. \
                     retreats = {{ {missing} = \"…\" }}",
                    order.target
                ),
                None,
            ));
        }
        Ok(out)
    }
}
