//! Reversing: 2.5 cm tracked or half-tracked, 5 cm wheeled, backing out of hull-down, and the
//! vehicles that reverse at full speed.

use umpire_map::{Citation, Refusal};

use super::movers::Vehicle;
use super::{VehicleRules, clause};
use crate::length::{ExactLength, Length};

/// A reverse move, exact.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reversed {
    /// How far it may reverse this phase.
    pub distance: ExactLength,
    /// How far it may then move forward (after backing out of hull-down).
    pub forward: ExactLength,
    /// The clauses applied.
    pub citations: Vec<Citation>,
}

impl VehicleRules {
    /// How far `vehicle`, whose final speed this phase is `phase_speed`, may reverse; from a
    /// hull-down position it backs 0.5 cm, turns and keeps 80% of its speed to drive off
    /// (exactly: 80% of 10.25 cm is 8.2 cm). The vehicles that reverse at full speed are
    /// matched by name whatever the case and spacing (`Sdkfz234` is the `Sdkfz 234`).
    ///
    /// # Errors
    /// An unknown class or running gear (SPEED-GOING-01, with the nearest name).
    pub fn reverse(
        &self,
        vehicle: &Vehicle,
        phase_speed: ExactLength,
        hull_down: bool,
    ) -> Result<Reversed, Refusal> {
        let r = &self.data.reversing;
        // Names are checked first; the running gear is needed only for the usual distance.
        self.running_if_known(vehicle)?;
        if hull_down {
            let forward = phase_speed.percent(100u32.saturating_sub(r.hull_down_cost));
            return Ok(Reversed {
                distance: Length::cm_tenths(r.hull_down_mm).into(),
                forward,
                citations: vec![Citation::new(
                    clause::REV_03,
                    "backs 0.5 cm from the contour, turns and drives off for 20% of its speed",
                )],
            });
        }
        if crate::speed::matching(&vehicle.name, r.full_speed.iter().map(String::as_str)).is_some()
        {
            return Ok(Reversed {
                distance: phase_speed,
                forward: ExactLength::ZERO,
                citations: vec![Citation::new(
                    clause::REV_04,
                    "this vehicle reverses as fast as it goes forward",
                )],
            });
        }
        let running = self.running_of(vehicle)?;
        let cl = if running.tracked { clause::REV_01 } else { clause::REV_02 };
        Ok(Reversed {
            distance: Length::cm_tenths(running.reverse_mm).into(),
            forward: ExactLength::ZERO,
            citations: vec![Citation::new(cl, "the reversing distance of its running gear")],
        })
    }
}
