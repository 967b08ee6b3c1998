//! Amphibious assaults, and entrained units in combat.

use umpire_map::{Citation, Dice, Mp, Refusal};

use crate::clauses as c;
use crate::error::OrderError;
use crate::game::Game;
use crate::map::CivilWarMap;

use super::{Assault, AssaultResult};

impl<M: CivilWarMap> Game<M> {
    /// Judges an amphibious assault by `units` embarked on `transport` against `target`, led by
    /// `leader`, whose attack-initiative roll comes from `dice` (pass: roll ≤ rating), with the
    /// combat's `result` deciding whether they land.
    ///
    /// A failed roll is not a refusal: the roll is made and no assault takes place
    /// ([`Assault::goes_in`] is `false`, citing ACW-AMPH-07). A force one of whose units or
    /// Leader has failed that roll this phase ([`UnitState::assault_failed`](crate::UnitState))
    /// may not roll again: that assault is refused by ACW-AMPH-07.
    ///
    /// # Errors
    /// [`OrderError`] for unknown units or hexes.
    pub fn amphibious_assault(
        &self,
        units: &[&str],
        transport: &str,
        target: &str,
        leader: Option<&str>,
        dice: &mut impl Dice,
        result: AssaultResult,
    ) -> Result<Assault, OrderError> {
        let rule = &self.data().amphibious;
        let mut assault = Assault {
            refusal: None,
            strength: Mp::ZERO,
            combat_supply: 0,
            loss_factor: 1,
            lands: false,
            goes_in: false,
            citations: Vec::new(),
        };
        let target = self.map().parse_hex(target).map_err(|e| OrderError::UnknownPlace {
            position: "target".to_owned(),
            id: target.to_owned(),
            reason: e.to_string(),
        })?;
        let carrier = &self.situation().units[self.unit_index(transport)?];
        let place = self
            .water()
            .place_of(carrier)
            .ok_or_else(|| OrderError::NotOnMap { id: transport.to_owned() })?;
        let refuse = |mut a: Assault, clause, why: String| {
            a.refusal = Some(Refusal::new(clause, why));
            Ok(a)
        };
        if carrier.moved {
            return refuse(
                assault,
                c::AMPH_02,
                format!("{transport} has moved this phase: it was elsewhere at its start"),
            );
        }
        let mut strength = 0;
        for id in units {
            let unit = &self.situation().units[self.unit_index(id)?];
            let size_ok = unit.size.as_ref().is_some_and(|s| rule.sizes.contains(s));
            if !rule.types.contains(&unit.unit_type) || !size_ok {
                return refuse(
                    assault,
                    c::AMPH_01,
                    format!("{id} is no infantry division or brigade"),
                );
            }
            if unit.embarked_on.as_deref() != Some(transport) || unit.moved {
                return refuse(
                    assault,
                    c::AMPH_02,
                    format!("{id} is not embarked on {transport} at the start of the phase"),
                );
            }
            strength += unit.strength;
        }
        if !self.touches(place, target) {
            return refuse(
                assault,
                c::AMPH_02,
                format!("{transport} is not beside {}", self.map_hex_id(target)),
            );
        }
        if !self.situation().units.iter().any(|u| self.defends(u, &carrier.side, target)) {
            return refuse(
                assault,
                c::AMPH_03,
                "an amphibious assault attacks an enemy-occupied hex".to_owned(),
            );
        }
        assault
            .citations
            .push(Citation::new(c::AMPH_03, "an attack from the water on the defenders' hex"));
        let Some(leader) = leader else {
            return refuse(
                assault,
                c::AMPH_06,
                "no Leader is with the assaulting force".to_owned(),
            );
        };
        let leader = &self.situation().units[self.unit_index(leader)?];
        if leader.unit_type != "leader" || leader.embarked_on.as_deref() != Some(transport) {
            return refuse(
                assault,
                c::AMPH_06,
                format!("{} is no Leader with the assaulting force", leader.id),
            );
        }
        let mut force = units.iter().copied().chain([leader.id.as_str()]);
        if let Some(failed) =
            force.find(|id| self.situation().unit(id).is_some_and(|u| u.assault_failed))
        {
            return refuse(
                assault,
                c::AMPH_07,
                format!(
                    "{failed} was with a force whose Leader failed his attack-initiative roll \
                     this phase: no amphibious assault takes place"
                ),
            );
        }
        let roll = dice
            .roll(self.data().initiative.die)
            .map_err(|e| OrderError::Malformed(e.to_string()))?;
        if roll > leader.rating.unwrap_or(0) {
            assault.citations.push(Citation::new(
                c::AMPH_07,
                "the Leader failed his attack-initiative roll: no amphibious assault takes place",
            ));
            return Ok(assault);
        }
        assault.goes_in = true;
        assault
            .citations
            .push(Citation::new(c::AMPH_07, "the Leader passed his attack-initiative roll"));
        assault.citations.push(Citation::new(c::AMPH_04, "no combat supply"));
        assault.strength =
            Mp::whole(strength).checked_scale(rule.strength_factor).unwrap_or(Mp::MAX);
        assault.citations.push(Citation::new(c::AMPH_05, "the attacking strength is halved"));
        match result {
            AssaultResult::Retreated => {
                assault.lands = true;
                assault
                    .citations
                    .push(Citation::new(c::AMPH_08, "the defenders retreated: the attackers land"));
            }
            AssaultResult::RetreatedIntoFort => {
                assault.lands = true;
                assault.citations.push(Citation::new(
                    c::AMPH_09,
                    "the defenders fell back into the fort: the attackers land",
                ));
            }
            AssaultResult::Held => {
                assault.loss_factor = rule.loss_factor;
                assault.citations.push(Citation::new(
                    c::AMPH_10,
                    "the defenders held: the attacker's losses are tripled",
                ));
                assault.citations.push(Citation::new(c::AMPH_11, "the survivors stay embarked"));
            }
        }
        Ok(assault)
    }

    /// Whether entrained unit `id` may attack (it may not), and how it defends if attacked: it
    /// detrains first and defends at half strength, rounded by the rules data's setting.
    ///
    /// # Errors
    /// [`OrderError`] for an unknown unit.
    pub fn entrained_in_combat(
        &self,
        id: &str,
    ) -> Result<Option<(Refusal, u32, Vec<Citation>)>, OrderError> {
        let unit = &self.situation().units[self.unit_index(id)?];
        if !unit.entrained {
            return Ok(None);
        }
        let half = if self.data().rail.half_strength_rounding == "up" {
            unit.strength.div_ceil(2)
        } else {
            unit.strength / 2
        };
        let citations = vec![
            Citation::new(c::RAIL_44, "attacked, it detrains before the combat"),
            Citation::new(c::RAIL_45, "and defends at half strength"),
        ];
        Ok(Some((
            Refusal::new(c::RAIL_43, format!("{id} is entrained and may not attack")),
            half,
            citations,
        )))
    }
}
