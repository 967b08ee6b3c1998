//! `assault` orders: an amphibious assault judged, and its combat result applied.

use std::collections::BTreeMap;

use umpire_hex::Hex;
use umpire_map::{BadOrder, Dice, Outcome};

use crate::error::nearest;
use crate::map::CivilWarMap;
use crate::situation::UnitState;
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
    /// hex with the landed attackers, where the Siege rules (not these) take over. No supply
    /// point of any unit is spent (ACW-AMPH-04). The defenders are the enemy's ground units in
    /// the target hex (not its vessels, nor units aboard them); their own losses are the
    /// combat rules' business and no key of this order.
    ///
    /// A result the board cannot have is a bad order: `retreated-into-fort` where the defenders
    /// have no fort or fortress in the target hex, or a defender retreating into the target
    /// hex itself.
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
        if !assault.goes_in {
            return Ok(self.assault_called_off(outcome, &units, leader, recorded.rolls.first()));
        }
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
                unit.removed_at = unit.at.or(unit.removed_at);
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

    /// The outcome of an assault whose Leader failed his attack-initiative roll: no assault
    /// takes place (ACW-AMPH-07), nothing moves, and the force (`units` and `leader`) is marked
    /// so that it tries none again this phase.
    fn assault_called_off(
        &mut self,
        outcome: Outcome,
        units: &[usize],
        leader: Option<usize>,
        roll: Option<&u32>,
    ) -> Outcome {
        let mut outcome = outcome;
        if let (Some(index), Some(roll)) = (leader, roll) {
            let leader = &self.situation.units[index];
            outcome = outcome.changing(format!(
                "{} rolled {roll} against an initiative of {}: no amphibious assault takes place \
                 this phase",
                leader.id,
                leader.rating.unwrap_or(0)
            ));
        }
        for index in units.iter().copied().chain(leader) {
            self.situation.units[index].assault_failed = true;
        }
        outcome
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
            .filter(|(_, u)| self.defends(u, &side, target))
            .map(|(i, u)| (u.id.as_str(), i))
            .collect();
        if order.result == AssaultResult::RetreatedIntoFort
            && !self.situation.forts.iter().any(|f| f.at == target && f.side != side)
        {
            return Err(BadOrder::new(
                "result",
                format!(
                    "the defenders cannot retreat into a fort or fortress in {}: they have none \
                     there (write `retreated` or `held`)",
                    order.target
                ),
                None,
            ));
        }
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
            let to = self.hex_key(hex, &key)?;
            if to == target {
                return Err(BadOrder::new(
                    &key,
                    format!(
                        "{id} retreated out of {}: it goes to another hex (with the defenders \
                         falling back into the hex's fort, write `retreated-into-fort`)",
                        order.target
                    ),
                    None,
                ));
            }
            out.push((index, to));
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

    /// Whether `unit` is one of the defenders of `target` against `side`: an enemy ground unit
    /// in the hex, not a vessel and not aboard one.
    pub(crate) fn defends(&self, unit: &UnitState, side: &str, target: Hex) -> bool {
        unit.side != side
            && unit.at == Some(target)
            && unit.river_side.is_none()
            && unit.embarked_on.is_none()
            && self.data().unit_types.get(&unit.unit_type).is_none_or(|t| t.water.is_none())
    }
}

#[cfg(all(test, feature = "scenario"))]
#[allow(clippy::unwrap_used)]
mod tests {
    use std::path::Path;

    use umpire_map::{BadOrder, Outcome, ScriptedDice};
    use umpire_scenario::ScenarioMap;

    use crate::situation::UnitState;
    use crate::{Game, Order};

    /// The Wilmington assault: 1st-division (6) and 2nd-brigade (3) with terry (initiative 4)
    /// aboard mid-fleet in 0303, the Confederate wilmington-garrison (5) in 0304 with its fort.
    fn wilmington() -> Game<ScenarioMap> {
        let path = format!(
            "{}/../../scenarios/civil-war/cw-transport-assault.toml",
            env!("CARGO_MANIFEST_DIR")
        );
        Game::new(&umpire_scenario::load_file(Path::new(&path)).unwrap()).unwrap()
    }

    fn play(game: &mut Game<ScenarioMap>, text: &str, roll: u32) -> Result<Outcome, BadOrder> {
        let order: Order = toml::from_str(&format!(
            "order = \"assault\"\ntransport = \"mid-fleet\"\ntarget = \"0304\"\nleader = \"terry\"\n{text}"
        ))
        .unwrap();
        game.play(&order, &mut ScriptedDice::new([roll]))
    }

    fn unit<'g>(game: &'g Game<ScenarioMap>, id: &str) -> &'g UnitState {
        game.situation().unit(id).unwrap()
    }

    fn hex(game: &Game<ScenarioMap>, id: &str) -> Option<umpire_hex::Hex> {
        Some(umpire_map::HexBoard::parse_hex(game.map(), id).unwrap())
    }

    #[test]
    fn held_the_losses_are_tripled_and_the_survivors_stay_aboard() {
        let mut game = wilmington();
        let outcome = play(
            &mut game,
            "units = [\"1st-division\", \"2nd-brigade\"]\nresult = \"held\"\nlosses = { \"1st-division\" = 1, \"2nd-brigade\" = 1 }",
            2,
        )
        .unwrap();
        assert!(outcome.is_legal(), "{outcome:?}");
        let division = unit(&game, "1st-division");
        assert_eq!((division.strength, division.embarked_on.as_deref()), (3, Some("mid-fleet")));
        assert_eq!(division.at, hex(&game, "0303"));
        assert!(division.moved);
        let brigade = unit(&game, "2nd-brigade");
        assert_eq!((brigade.strength, brigade.at, brigade.embarked_on.as_deref()), (0, None, None));
        assert_eq!(unit(&game, "terry").embarked_on.as_deref(), Some("mid-fleet"));
        assert_eq!(unit(&game, "wilmington-garrison").at, hex(&game, "0304"));
        for line in [
            "attacking strength 9, halved to 4 1/2, with no combat supply",
            "1st-division loses 1 × 3 = 3: the defenders held",
            "2nd-brigade strength 3 → 0: eliminated",
        ] {
            assert!(outcome.changes.iter().any(|c| c == line), "{line}: {:?}", outcome.changes);
        }
    }

    #[test]
    fn retreated_the_force_lands_with_its_losses_as_given() {
        let mut game = wilmington();
        let outcome = play(
            &mut game,
            "units = [\"1st-division\", \"2nd-brigade\"]\nresult = \"retreated\"\nlosses = { \"2nd-brigade\" = 1 }\nretreats = { \"wilmington-garrison\" = \"0405\" }",
            4,
        )
        .unwrap();
        assert!(outcome.is_legal(), "{outcome:?}");
        let target = hex(&game, "0304");
        for (id, strength) in [("1st-division", 6), ("2nd-brigade", 2), ("terry", 0)] {
            let landed = unit(&game, id);
            assert_eq!((landed.strength, landed.at), (strength, target), "{id}");
            assert_eq!((landed.embarked_on.as_deref(), landed.voyage_destination), (None, None));
        }
        assert_eq!(unit(&game, "wilmington-garrison").at, hex(&game, "0405"));
        assert_eq!(unit(&game, "mid-fleet").at, hex(&game, "0303"));
    }

    #[test]
    fn a_result_the_board_cannot_have_is_a_bad_order_and_changes_nothing() {
        let mut game = wilmington();
        let before = game.situation().clone();
        let bad = play(
            &mut game,
            "units = [\"1st-division\"]\nresult = \"retreated\"\nretreats = { \"wilmington-garrison\" = \"0304\" }",
            1,
        )
        .unwrap_err();
        assert_eq!(bad.key, "retreats.wilmington-garrison");
        game.situation.forts.clear();
        let bad =
            play(&mut game, "units = [\"1st-division\"]\nresult = \"retreated-into-fort\"", 1)
                .unwrap_err();
        assert_eq!(bad.key, "result");
        game.situation.forts = before.forts.clone();
        assert_eq!(game.situation(), &before);
    }

    #[test]
    fn the_defenders_are_the_ground_units_not_the_vessels_in_the_hex() {
        let mut game = wilmington();
        let at = hex(&game, "0304");
        game.situation.units.push(UnitState {
            at,
            ..UnitState::builder("rebel-gunboat")
                .side("confederate")
                .unit_type("naval-gunboat")
                .build()
        });
        let outcome = play(
            &mut game,
            "units = [\"1st-division\"]\nresult = \"retreated\"\nretreats = { \"wilmington-garrison\" = \"0404\" }",
            1,
        )
        .unwrap();
        assert!(outcome.is_legal(), "{outcome:?}");
        assert_eq!(unit(&game, "rebel-gunboat").at, at);
        // With the garrison gone, a gunboat alone is no defended hex.
        let mut game = wilmington();
        game.situation.units.retain(|u| u.id != "wilmington-garrison");
        game.situation.units.push(UnitState {
            at,
            ..UnitState::builder("rebel-gunboat")
                .side("confederate")
                .unit_type("naval-gunboat")
                .build()
        });
        let outcome = play(&mut game, "units = [\"1st-division\"]\nresult = \"held\"", 1).unwrap();
        assert_eq!(outcome.clause(), Some("ACW-AMPH-03"));
    }
}
