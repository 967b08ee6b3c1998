//! Flattened cover: an AFV's D20 against 20 minus half its weight turns dense wood into Poor
//! going and a hard obstacle into a soft one, for vehicles following its exact path.

use umpire_map::{Citation, Dice, Refusal};

use super::movers::Vehicle;
use super::{VehicleRules, clause, unknown};
use crate::odds::Fraction;

/// A flattening attempt, rolled.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Flattened {
    /// The natural D20.
    pub roll: u32,
    /// Whether the cover was flattened.
    pub success: bool,
    /// What the cover becomes for followers if flattened (`poor` going, a `soft` obstacle).
    pub becomes: String,
    /// The exact chance the attempt had.
    pub chance: Fraction,
    /// The clauses applied.
    pub citations: Vec<Citation>,
}

impl VehicleRules {
    /// Whether a D20 of `roll` flattens for an AFV of `weight_tenths` tenths of a tonne:
    /// `roll ≥ 20 − weight / 2`, unrounded.
    fn flattens(&self, roll: u32, weight_tenths: u32) -> bool {
        let f = &self.data.flattening;
        // roll ≥ target − w / (10 · divisor)  ⇔  10 · divisor · roll ≥ 10 · divisor · target − w
        let scale = 10 * i64::from(f.weight_divisor);
        scale * i64::from(roll) >= scale * i64::from(f.target) - i64::from(weight_tenths)
    }

    /// The exact chance an AFV of `weight_tenths` tenths of a tonne flattens cover.
    pub fn flatten_chance(&self, weight_tenths: u32) -> Fraction {
        let die = self.data.flattening.die;
        let hits = (1..=die).filter(|r| self.flattens(*r, weight_tenths)).count();
        Fraction::new(hits as u64, u64::from(die))
    }

    /// An AFV drives through `cover` (`dense wood`, or a hard linear obstacle such as `wall`)
    /// and rolls to flatten it.
    ///
    /// # Errors
    /// An unknown vehicle class or running gear (SPEED-GOING-01, with the nearest name), not an
    /// AFV, no weight given, cover that cannot be flattened or that the rules do not know (with
    /// the nearest name), or dice that cannot roll.
    pub fn flatten(
        &self,
        vehicle: &Vehicle,
        cover: &str,
        dice: &mut dyn Dice,
    ) -> Result<Flattened, Refusal> {
        // An unknown class (or running gear) is refused with the nearest, not read as soft.
        self.running_if_known(vehicle)?;
        if !self.is_afv(vehicle) {
            return Err(Refusal::new(clause::FLAT_01, "only AFVs flatten cover"));
        }
        let f = &self.data.flattening;
        let (cl, becomes) = if cover == f.terrain_from {
            (clause::FLAT_01, f.terrain_to.clone())
        } else if self.data.obstacles.kinds.get(cover).is_some_and(|k| k.class == "hard") {
            (clause::FLAT_02, "soft".to_owned())
        } else if self.data.obstacles.kinds.contains_key(cover)
            || self.data.terrain.contains_key(cover)
        {
            return Err(Refusal::new(
                clause::FLAT_02,
                format!("{cover} cannot be flattened: only dense wood and hard obstacles"),
            ));
        } else {
            let hard = self.data.obstacles.kinds.iter().filter(|(_, k)| k.class == "hard");
            let known: Vec<&String> =
                std::iter::once(&f.terrain_from).chain(hard.map(|(name, _)| name)).collect();
            return Err(unknown(clause::FLAT_02, "cover to flatten", cover, known));
        };
        let weight = vehicle.weight_tenths.ok_or_else(|| {
            Refusal::new(cl, "the AFV's weight (vehicle data charts) is not given")
        })?;
        let roll = dice
            .roll(f.die)
            .map_err(|e| Refusal::new(cl, format!("the D20 could not be rolled: {e}")))?;
        let success = self.flattens(roll, weight);
        let note = if success {
            "the D20 reached 20 minus half the weight: flattened"
        } else {
            "the D20 fell short of 20 minus half the weight"
        };
        let mut citations = vec![Citation::new(cl, note)];
        if success {
            citations
                .push(Citation::new(clause::FLAT_03, "only for vehicles following its exact path"));
        }
        Ok(Flattened { roll, success, becomes, chance: self.flatten_chance(weight), citations })
    }
}
