//! Invariants of the speed-table rules: whatever the going, obstacles, turns, visibility,
//! standing start and suppression, deductions never make a speed negative, never raise it above
//! the basic speed, and one more obstacle never makes a vehicle faster.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use proptest::prelude::*;
use umpire_minis::Length;
use umpire_minis::speed::vehicles::{Conditions, Crossing, Vehicle, VehicleRules};

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
}
