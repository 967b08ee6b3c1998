//! Invariants of the speed-table rules: whatever the going, obstacles, turns, visibility,
//! standing start and suppression, deductions never make a speed negative, never raise it above
//! the basic speed, and one more obstacle never makes a vehicle faster; and nothing is rounded:
//! suppression takes exactly a quarter of whatever the rest leaves, and the speed is the basic
//! speed times the exact product of the factors.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use proptest::prelude::*;
use umpire_minis::speed::vehicles::{Conditions, Crossing, Vehicle, VehicleRules};
use umpire_minis::{ExactLength, Length, Ratio};

const CLASSES: [&str; 4] = ["tracked AFV", "other AFV", "other 4wd", "2wd"];
const TERRAIN: [&str; 8] =
    ["open", "broken", "open wood", "dense wood", "marsh", "ploughed", "scrub", "deep mud"];
const OBSTACLES: [&str; 5] = ["wall", "hedge", "barbed wire", "stream", "roadside ditch"];

fn conditions() -> impl Strategy<Value = Conditions> {
    (
        0..TERRAIN.len(),
        proptest::collection::vec(0..OBSTACLES.len(), 0..4),
        0..3u32,
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(|(terrain, obstacles, turns, standing_start, suppressed)| Conditions {
            terrain: TERRAIN[terrain].to_owned(),
            obstacles: obstacles.into_iter().map(|o| Crossing::of(OBSTACLES[o])).collect(),
            turns,
            standing_start,
            suppressed,
            ..Conditions::default()
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn deductions_never_make_a_speed_negative_or_larger(class in 0..CLASSES.len(), road in 1..80i64, cross in 1..60i64, c in conditions(), extra in 0..OBSTACLES.len()) {
        let rules = VehicleRules::builtin().unwrap();
        let vehicle = Vehicle::new(CLASSES[class], Some(Length::cm(road)), vec![Length::cm(cross)]);
        let worked = rules.vehicle_speed(&vehicle, &c);
        if let Ok(speed) = worked.speed {
            prop_assert!(speed >= Length::ZERO, "{speed:?}");
            prop_assert!(speed <= Length::cm(road.max(cross)), "{speed:?} above the basic speed");
            let mut more = c.clone();
            more.obstacles.push(Crossing::of(OBSTACLES[extra]));
            if let Ok(slower) = rules.vehicle_speed(&vehicle, &more).speed {
                prop_assert!(slower <= speed, "one more obstacle made it faster: {slower:?} > {speed:?}");
            }
        }
    }

    #[test]
    fn suppression_takes_exactly_a_quarter(class in 0..CLASSES.len(), thirtieths in 1..600i64, c in conditions()) {
        let rules = VehicleRules::builtin().unwrap();
        let mut vehicle = Vehicle::new(CLASSES[class], None, Vec::new());
        // Speeds in thirds of a millimetre: finer than a micrometre holds.
        vehicle.cross_country = vec![ExactLength::cm(Ratio::new(thirtieths, 30).unwrap())];
        let free = Conditions { suppressed: false, ..c.clone() };
        let held = Conditions { suppressed: true, ..c };
        if let (Ok(free), Ok(held)) = (rules.vehicle_speed(&vehicle, &free).speed, rules.vehicle_speed(&vehicle, &held).speed) {
            prop_assert_eq!(held, free.times(Ratio::new(3, 4).unwrap()));
        }
    }
}
