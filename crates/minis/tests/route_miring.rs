//! The speed-table rules' miring test along a route (SPEED-MIRE-01): taken where the route
//! enters heavy going, or at the start of the phase for a vehicle already in it; a vehicle that
//! gets stuck stops there.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use umpire_map::ScriptedDice;
use umpire_minis::speed::route::{MiredRoute, RouteMover, vehicle_along_route_mired};
use umpire_minis::speed::vehicles::{
    Conditions, MireOutcome, MireTest, Timing, Vehicle, VehicleRules,
};
use umpire_minis::{Area, Length, Point, Table, Unit};

fn p(x: f64, y: f64) -> Point {
    Point::at(x, y, Unit::Cm)
}

/// A 100 × 20 cm table, open west of x = 50 and deep mud east of it.
fn table() -> Table {
    let mud = Area {
        kind: "deep mud".into(),
        ring: vec![p(50.0, 0.0), p(100.0, 0.0), p(100.0, 20.0), p(50.0, 20.0)],
    };
    Table {
        unit: Unit::Cm,
        width: Length::cm(100),
        height: Length::cm(20),
        areas: vec![mud],
        features: Vec::new(),
    }
}

/// A tracked AFV (stuck on 1; -1 in deep mud): 30 cm cross-country, 7.5 cm in the mud.
fn tank() -> Vehicle {
    Vehicle::new("tracked AFV", Some(Length::cm(40)), vec![Length::cm(30)])
}

/// The tank with these conditions and miring circumstances, no facing stated.
fn mover(base: &Conditions, test: &MireTest) -> RouteMover {
    RouteMover { vehicle: tank(), conditions: base.clone(), test: test.clone(), facing: None }
}

fn mired(from: [f64; 2], base: &Conditions, test: &MireTest, rolls: &[u32]) -> MiredRoute {
    let rules = VehicleRules::builtin().unwrap();
    let route = [p(from[0], from[1]), p(95.0, 10.0)];
    let mut dice = ScriptedDice::new(rolls.iter().copied());
    let moved =
        vehicle_along_route_mired(&rules, &table(), &mover(base, test), &route, &mut dice).unwrap();
    assert_eq!(dice.remaining(), 0, "every scripted roll is used");
    moved
}

#[test]
fn a_vehicle_that_sticks_on_entering_heavy_going_stops_where_it_entered() {
    // 2 - 1 = 1: stuck, 5 cm along, at the edge of the mud.
    let moved = mired([45.0, 10.0], &Conditions::default(), &MireTest::default(), &[2]);
    let test = moved.test.unwrap();
    assert_eq!(
        (test.timing, test.at, test.point),
        (Timing::OnEntering, Length::cm(5), p(50.0, 10.0))
    );
    assert_eq!(
        (test.terrain.as_str(), test.mired.total, test.mired.outcome),
        ("deep mud", 1, MireOutcome::Stuck)
    );
    assert_eq!(
        (moved.moved, moved.end, moved.reached),
        (Length::cm(5).into(), p(50.0, 10.0), false)
    );
    assert_eq!(moved.speed.moved, Length::cm_tenths(75));
    let clauses: Vec<&str> = test.mired.citations.iter().map(|c| c.clause.as_str()).collect();
    assert_eq!(clauses, ["SPEED-MIRE-02", "SPEED-MIRE-03", "SPEED-MIRE-09"]);
    assert!(moved.speed.worked.citations.iter().any(|c| c.clause.as_str() == "SPEED-MIRE-01"));
}

#[test]
fn a_vehicle_that_passes_its_test_makes_its_whole_move() {
    let moved = mired([45.0, 10.0], &Conditions::default(), &MireTest::default(), &[3]);
    assert_eq!(moved.test.map(|t| t.mired.outcome), Some(MireOutcome::Clear));
    assert_eq!((moved.moved, moved.end), (Length::cm_tenths(75).into(), p(52.5, 10.0)));
}

#[test]
fn no_test_is_taken_short_of_heavy_going_or_on_a_road() {
    // From x = 40 the tank reaches the mud's edge 10 cm along at its open-ground 30 cm; its
    // 7.5 cm in the mud is less than the way it has come, so it stops at the edge without
    // entering: no die is rolled.
    let short = mired([40.0, 10.0], &Conditions::default(), &MireTest::default(), &[]);
    assert!(short.test.is_none());
    assert_eq!(short.end, p(50.0, 10.0));
    assert_eq!(short.speed.stop.map(|s| s.clause.to_string()), Some("SPEED-GOING-01".into()));
    let road = Conditions { surface: Some("road".into()), ..Conditions::default() };
    let on_road = mired([45.0, 10.0], &road, &MireTest::default(), &[]);
    assert!(on_road.test.is_none());
    assert_eq!(on_road.moved, Length::cm(40));
}

#[test]
fn a_vehicle_already_in_heavy_going_tests_at_the_start_of_the_phase() {
    let moved = mired([60.0, 10.0], &Conditions::default(), &MireTest::default(), &[1]);
    let test = moved.test.unwrap();
    assert_eq!(
        (test.timing, test.at, test.mired.outcome),
        (Timing::StartOfPhase, Length::ZERO, MireOutcome::Stuck)
    );
    assert_eq!((moved.moved, moved.end), (Length::ZERO.into(), p(60.0, 10.0)));
}

#[test]
fn a_stuck_vehicle_freed_makes_half_a_move_and_one_stuck_for_good_none() {
    let stuck = MireTest { already_stuck: true, ..MireTest::default() };
    // 5 - 1 - 2 = 2: out of the stuck range, freed with half of 7.5 cm: 3.75 cm, exactly.
    let freed = mired([60.0, 10.0], &Conditions::default(), &stuck, &[5]);
    let half = Length::from_micrometres(37_500).into();
    assert_eq!(freed.test.map(|t| t.mired.outcome), Some(MireOutcome::Freed(half)));
    assert_eq!((freed.moved, freed.end), (half, p(63.75, 10.0)));
    // 4 - 3 = 1: stuck for good.
    let lost = mired([60.0, 10.0], &Conditions::default(), &stuck, &[4]);
    assert_eq!(lost.test.map(|t| t.mired.outcome), Some(MireOutcome::PermanentlyStuck));
    assert_eq!(lost.moved, Length::ZERO);
}

#[test]
fn dice_that_cannot_roll_the_test_are_refused() {
    let rules = VehicleRules::builtin().unwrap();
    let route = [p(45.0, 10.0), p(95.0, 10.0)];
    let refusal = vehicle_along_route_mired(
        &rules,
        &table(),
        &mover(&Conditions::default(), &MireTest::default()),
        &route,
        &mut ScriptedDice::new([]),
    )
    .unwrap_err();
    assert_eq!(refusal.clause.as_str(), "SPEED-MIRE-02");
}
