//! Buildings: vehicles driving into large buildings (a soft obstacle) or through the wall of a
//! small one (a hard obstacle and a getting-stuck test that disables instead), and infantry
//! climbing to upper storeys.

use umpire_map::{Citation, Dice, Refusal};

use super::miring::{MireOutcome, MireTest};
use super::movers::Vehicle;
use super::speed::{Conditions, Crossing, Worked};
use super::{VehicleRules, clause};
use crate::length::ExactLength;
use crate::ratio::Ratio;

/// The size of a building a vehicle drives into.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Size {
    /// A barn, hangar or the like: entered as a soft linear obstacle.
    Large,
    /// A smaller building without vehicle access: entered through a wall (a hard obstacle).
    Small,
}

/// A vehicle driving into a building.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BuildingEntry {
    /// Its speed for the phase, with the building as an obstacle.
    pub worked: Worked,
    /// The natural D10 of the getting-stuck test (small buildings only).
    pub roll: Option<u32>,
    /// The building collapsed on it: disabled.
    pub disabled: bool,
    /// The clauses of the test.
    pub citations: Vec<Citation>,
}

/// Infantry climbing inside a building.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Climb {
    /// The time the whole climb takes, in periods, exact.
    pub time: Ratio,
    /// Levels above the start they count as being at after the time spent.
    pub reached: u32,
    /// The clauses applied.
    pub citations: Vec<Citation>,
}

impl VehicleRules {
    /// A vehicle drives into a building under `conditions` (the building is added to its
    /// obstacles); a small one needs a getting-stuck test (towing the only modifier), and a
    /// stuck result disables it.
    ///
    /// # Errors
    /// Dice that cannot roll.
    pub fn enter_building(
        &self,
        vehicle: &Vehicle,
        conditions: &Conditions,
        size: Size,
        towing: bool,
        dice: &mut dyn Dice,
    ) -> Result<BuildingEntry, Refusal> {
        let mut c = conditions.clone();
        let kind = match size {
            Size::Large => "large building",
            Size::Small => "small building",
        };
        c.obstacles.push(Crossing::of(kind));
        let worked = self.vehicle_speed(vehicle, &c);
        if size == Size::Large || worked.speed.is_err() {
            return Ok(BuildingEntry {
                worked,
                roll: None,
                disabled: false,
                citations: Vec::new(),
            });
        }
        // Only the towing modifier can apply: test as if on open ground.
        let test = MireTest {
            terrain: String::new(),
            already_stuck: false,
            towing,
            phase_speed: ExactLength::ZERO,
        };
        let mired = self.mire(vehicle, &test, dice)?;
        let disabled = mired.outcome == MireOutcome::Stuck;
        let mut citations = mired.citations;
        let note = if disabled {
            "stuck breaking in: the building collapses and disables it"
        } else {
            "not stuck: it breaks into the building"
        };
        citations.push(Citation::new(clause::BUA_10, note));
        Ok(BuildingEntry { worked, roll: Some(mired.roll), disabled, citations })
    }

    /// Infantry climbing `levels` contour levels, having spent `spent` periods so far: ¼ period
    /// per level (SPEED-BUA-12), and no higher until a level is fully reached (SPEED-BUA-13).
    /// Times are exact periods: `spent` may be any fraction (a third of a period reaches one
    /// level, ½ two).
    pub fn climb(&self, levels: u32, spent: Ratio) -> Climb {
        let per_level = Ratio::new(i64::from(self.data.buildings.quarters_per_level.max(1)), 4)
            .unwrap_or(Ratio::ONE);
        let time = per_level * Ratio::int(i64::from(levels));
        // Whole levels done: floor(spent / per level), never below nought.
        let done = spent.checked_div(per_level).map_or(0, |n| n.floor().max(0));
        let reached = u32::try_from(done).unwrap_or(u32::MAX).min(levels);
        Climb {
            time,
            reached,
            citations: vec![
                Citation::new(clause::BUA_12, "a quarter period per contour level climbed"),
                Citation::new(clause::BUA_13, "not higher until the level is fully reached"),
            ],
        }
    }
}
