//! Miring: when the test is taken, the D10 and its modifiers, the stuck range by running gear,
//! permanently stuck, and freed with half a move.

use umpire_map::{Citation, Dice, Refusal};

use super::movers::{Pressure, Vehicle};
use super::{VehicleRules, clause};
use crate::length::ExactLength;
use crate::odds::Fraction;

/// When a vehicle's miring test is taken (SPEED-MIRE-01).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Timing {
    /// At the start of the movement phase: it was already in heavy going.
    StartOfPhase,
    /// At the point where it enters heavy going.
    OnEntering,
}

/// The circumstances of one miring test.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct MireTest {
    /// The terrain it is in (for the soft and snow modifiers): a name the movement definitions
    /// or the built-up areas know, one they do not list, or none (`""`); a name a letter or two
    /// from a known one is refused.
    pub terrain: String,
    /// It is already stuck.
    pub already_stuck: bool,
    /// It is towing.
    pub towing: bool,
    /// Its final speed for the phase, exact (half of it when freed).
    pub phase_speed: ExactLength,
}

/// What a miring test gave.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MireOutcome {
    /// Not stuck: it moves on.
    Clear,
    /// Stuck where it is; it moves no further this phase.
    Stuck,
    /// Already stuck and still stuck; it tests again next period.
    StillStuck,
    /// Already stuck and scored 1 or less: stuck for good.
    PermanentlyStuck,
    /// Freed, with this much move left (exact).
    Freed(ExactLength),
}

/// A miring test, rolled.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mired {
    /// The natural D10.
    pub roll: u32,
    /// The sum of the modifiers.
    pub modifier: i32,
    /// The modified total.
    pub total: i32,
    /// The highest total that gets this running gear stuck.
    pub stuck_on: i32,
    /// The outcome.
    pub outcome: MireOutcome,
    /// The clauses applied.
    pub citations: Vec<Citation>,
}

impl VehicleRules {
    /// When, if at all, a vehicle tests for miring (SPEED-MIRE-01): at the start of the movement
    /// phase if it began the period in heavy going, otherwise where it enters heavy going.
    pub fn mire_timing(
        &self,
        started_in_heavy: bool,
        enters_heavy: bool,
    ) -> (Option<Timing>, Citation) {
        let t = if started_in_heavy {
            Some(Timing::StartOfPhase)
        } else if enters_heavy {
            Some(Timing::OnEntering)
        } else {
            None
        };
        (t, Citation::new(clause::MIRE_01, "when the miring test is taken"))
    }

    /// The modifiers of a test and the stuck range, with their clauses.
    fn mire_terms(
        &self,
        vehicle: &Vehicle,
        test: &MireTest,
    ) -> Result<(i32, i32, Vec<Citation>), Refusal> {
        let m = &self.data.miring;
        let running = self.running_of(vehicle)?;
        if !test.terrain.trim().is_empty() {
            self.check_terrain(&test.terrain)?;
        }
        let mut cites =
            vec![Citation::new(clause::MIRE_02, "1D10 plus modifiers against the stuck range")];
        let mut modifier = 0;
        let soft = m.soft.contains(&test.terrain);
        if soft {
            modifier += m.soft_terrain;
            cites.push(Citation::new(
                clause::MIRE_03,
                "-1 in deep mud, bog, swamp, soft sand or soft snow",
            ));
        }
        if test.already_stuck {
            modifier += m.already_stuck;
            cites.push(Citation::new(clause::MIRE_04, "-2 already stuck"));
        }
        if test.towing {
            modifier += m.towing;
            cites.push(Citation::new(clause::MIRE_05, "-1 towing"));
        }
        if soft && vehicle.pressure == Pressure::Low {
            modifier += m.low_pressure_soft;
            cites.push(Citation::new(clause::MIRE_06, "+2 low ground pressure in soft going"));
        }
        if soft && vehicle.pressure == Pressure::High {
            modifier += m.high_pressure_soft;
            cites.push(Citation::new(clause::MIRE_07, "-1 high ground pressure in soft going"));
        }
        if vehicle.snow_chains && m.snow.contains(&test.terrain) {
            modifier += m.chains_in_snow;
            cites.push(Citation::new(clause::MIRE_08, "+1 snow chains in snow"));
        }
        cites.push(Citation::new(running.stuck_clause, "the stuck range of the running gear"));
        Ok((modifier, running.stuck_on, cites))
    }

    /// The outcome of a natural roll.
    fn mire_outcome(
        &self,
        roll: u32,
        total: i32,
        stuck_on: i32,
        test: &MireTest,
    ) -> (MireOutcome, Option<Citation>) {
        let m = &self.data.miring;
        if test.already_stuck {
            let judged = if m.permanent_on_natural {
                i32::try_from(roll).unwrap_or(i32::MAX)
            } else {
                total
            };
            if judged <= m.permanent_at {
                return (
                    MireOutcome::PermanentlyStuck,
                    Some(Citation::new(clause::MIRE_13, "already stuck and a 1: stuck for good")),
                );
            }
            if total <= stuck_on {
                return (
                    MireOutcome::StillStuck,
                    Some(Citation::new(
                        clause::MIRE_14,
                        "still in the stuck range: it stays stuck",
                    )),
                );
            }
            let half = test.phase_speed.percent(m.freed_percent);
            return (
                MireOutcome::Freed(half),
                Some(Citation::new(clause::MIRE_14, "freed, it may make only half a move")),
            );
        }
        if total <= stuck_on { (MireOutcome::Stuck, None) } else { (MireOutcome::Clear, None) }
    }

    /// Takes a miring test with `dice`.
    ///
    /// # Errors
    /// An unknown vehicle class or running gear, or dice that cannot roll (cited to
    /// SPEED-MIRE-02).
    pub fn mire(
        &self,
        vehicle: &Vehicle,
        test: &MireTest,
        dice: &mut dyn Dice,
    ) -> Result<Mired, Refusal> {
        let (modifier, stuck_on, mut citations) = self.mire_terms(vehicle, test)?;
        let roll = dice.roll(self.data.miring.die).map_err(|e| {
            Refusal::new(clause::MIRE_02, format!("the miring die could not be rolled: {e}"))
        })?;
        let total = i32::try_from(roll).unwrap_or(i32::MAX) + modifier;
        let (outcome, cite) = self.mire_outcome(roll, total, stuck_on, test);
        citations.extend(cite);
        Ok(Mired { roll, modifier, total, stuck_on, outcome, citations })
    }

    /// The exact chance that a test leaves the vehicle stuck (stuck, still stuck or
    /// permanently stuck).
    ///
    /// # Errors
    /// As for [`VehicleRules::mire`].
    pub fn mire_chance(&self, vehicle: &Vehicle, test: &MireTest) -> Result<Fraction, Refusal> {
        let (modifier, stuck_on, _) = self.mire_terms(vehicle, test)?;
        let die = self.data.miring.die;
        let stuck = (1..=die)
            .filter(|r| {
                let total = i32::try_from(*r).unwrap_or(i32::MAX) + modifier;
                !matches!(
                    self.mire_outcome(*r, total, stuck_on, test).0,
                    MireOutcome::Clear | MireOutcome::Freed(_)
                )
            })
            .count();
        Ok(Fraction::new(stuck as u64, u64::from(die)))
    }
}
