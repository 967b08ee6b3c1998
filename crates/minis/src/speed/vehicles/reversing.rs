//! Reversing: 2.5 cm tracked or half-tracked, 5 cm wheeled, backing out of hull-down, and the
//! vehicles that reverse at full speed.

use umpire_map::{Citation, Refusal};

use super::movers::Vehicle;
use super::speed::Exact;
use super::{VehicleRules, clause};
use crate::length::Length;

/// A reverse move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reversed {
    /// How far it may reverse this phase.
    pub distance: Length,
    /// How far it may then move forward (after backing out of hull-down).
    pub forward: Length,
    /// The clauses applied.
    pub citations: Vec<Citation>,
}

impl VehicleRules {
    /// How far `vehicle`, whose final speed this phase is `phase_speed`, may reverse; from a
    /// hull-down position it backs 0.5 cm, turns and keeps 80% of its speed to drive off.
    ///
    /// # Errors
    /// An unknown class or running gear.
    pub fn reverse(
        &self,
        vehicle: &Vehicle,
        phase_speed: Length,
        hull_down: bool,
    ) -> Result<Reversed, Refusal> {
        let r = &self.data.reversing;
        if hull_down {
            let forward = Exact::of(phase_speed)
                .percent(100u32.saturating_sub(r.hull_down_cost))
                .round(self.data.rounding);
            return Ok(Reversed {
                distance: Length::cm_tenths(r.hull_down_mm),
                forward,
                citations: vec![Citation::new(
                    clause::REV_03,
                    "backs 0.5 cm from the contour, turns and drives off for 20% of its speed",
                )],
            });
        }
        if r.full_speed.contains(&vehicle.name) {
            return Ok(Reversed {
                distance: phase_speed,
                forward: Length::ZERO,
                citations: vec![Citation::new(
                    clause::REV_04,
                    "this vehicle reverses as fast as it goes forward",
                )],
            });
        }
        let running = self.running_of(vehicle)?;
        let cl = if running.tracked { clause::REV_01 } else { clause::REV_02 };
        Ok(Reversed {
            distance: Length::cm_tenths(running.reverse_mm),
            forward: Length::ZERO,
            citations: vec![Citation::new(cl, "the reversing distance of its running gear")],
        })
    }
}
