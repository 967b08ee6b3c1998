//! A vehicle's move along a route with its miring test taken where the route enters heavy
//! going (SPEED-MIRE-01).

use umpire_map::{Dice, Refusal};

use crate::geometry::Point;
use crate::length::{ExactLength, Length};
use crate::odds::Fraction;
use crate::speed::vehicles::{Conditions, MireOutcome, MireTest, Mired, Timing, VehicleRules};
use crate::table_map::TableMap;

use super::{RouteMover, RouteSpeed, place, vehicle_along_route};

/// A miring test taken on a route: where, in what, and what it gave.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RouteMire {
    /// When it was taken: at the start of the phase (already in heavy going) or on entering
    /// heavy going (SPEED-MIRE-01).
    pub timing: Timing,
    /// How far along the route it was taken.
    pub at: Length,
    /// The point of the route where it was taken.
    pub point: Point,
    /// The heavy going there (the terrain kind the table names).
    pub terrain: String,
    /// The test, rolled.
    pub mired: Mired,
    /// The exact chance, before the roll, that this test would leave the vehicle stuck
    /// (stuck, still stuck or permanently stuck).
    pub stuck_chance: Fraction,
}

/// A vehicle's move along a route with its miring test taken.
#[derive(Debug, Clone)]
pub struct MiredRoute {
    /// The move its speed allows, as [`vehicle_along_route`] works it out.
    pub speed: RouteSpeed,
    /// The miring test, if one was due within the move.
    pub test: Option<RouteMire>,
    /// How far the vehicle goes, exactly: the whole move, up to where it got stuck, nothing if
    /// it stays stuck, or the half move of a vehicle freed.
    pub moved: ExactLength,
    /// Where it stops.
    pub end: Point,
    /// Whether it reached the route's end.
    pub reached: bool,
}

/// `mover`'s move along `route` as [`vehicle_along_route`] works it out (its vehicle, its
/// conditions for the whole move, its facing where it stands if stated), with its miring test
/// (SPEED-MIRE-01, reading: one test per period while in heavy going; a vehicle that gets
/// stuck stops at that point and moves no further this phase) rolled with `dice`:
/// - a vehicle already in heavy going where the route starts (the route's first stretch is
///   heavy going, or `base.started_in_heavy`, or `test.already_stuck`) tests at the start of
///   the movement phase, at the start of the route;
/// - any other tests at the point where the route first enters heavy going, if its move takes
///   it into it (reaching the edge is not entering).
///
/// Stuck, it stops there; already stuck and still (or permanently) stuck, it does not move;
/// freed, it makes half a move (SPEED-MIRE-14). Heavy going is what the rules data's movement
/// definitions call heavy for the vehicle's class (off road: a `base.surface` keeps it out of
/// the going). `mover.test` gives what the table cannot: whether the vehicle is towing or
/// already stuck; its terrain and phase speed are filled in here. No heavy going within reach, or a
/// move the rules refuse: no test, and no die is rolled.
///
/// ```
/// use umpire_map::ScriptedDice;
/// use umpire_minis::speed::route::{RouteMover, vehicle_along_route_mired};
/// use umpire_minis::speed::vehicles::{Conditions, MireOutcome, MireTest, Vehicle, VehicleRules};
/// use umpire_minis::{Area, Length, Point, Table, Unit};
///
/// let p = |x, y| Point::at(x, y, Unit::Cm);
/// let mud = Area { kind: "deep mud".into(), ring: vec![p(50.0, 0.0), p(100.0, 0.0), p(100.0, 20.0), p(50.0, 20.0)] };
/// let table = Table { unit: Unit::Cm, width: Length::cm(100), height: Length::cm(20), areas: vec![mud], features: Vec::new() };
/// let rules = VehicleRules::builtin()?;
/// let tank = Vehicle::new("tracked AFV", Some(Length::cm(40)), vec![Length::cm(30)]);
/// let route = [p(45.0, 10.0), p(95.0, 10.0)];
/// let mover = RouteMover { vehicle: tank, conditions: Conditions::default(), test: MireTest::default(), facing: None };
/// // 1 on the D10, -1 in deep mud: stuck where it enters the mud, 5 cm along.
/// let moved = vehicle_along_route_mired(&rules, &table, &mover, &route, &mut ScriptedDice::new([1]))?;
/// let test = moved.test.as_ref().map(|t| (t.at, t.mired.outcome));
/// assert_eq!(test, Some((Length::cm(5), MireOutcome::Stuck)));
/// assert_eq!((moved.end, moved.moved, moved.reached), (p(50.0, 10.0), Length::cm(5).into(), false));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// A refusal of the miring test: an unknown vehicle class or running gear, or dice that cannot
/// roll the D10 (SPEED-MIRE-02).
pub fn vehicle_along_route_mired<M: TableMap>(
    rules: &VehicleRules,
    table: &M,
    mover: &RouteMover,
    route: &[Point],
    dice: &mut dyn Dice,
) -> Result<MiredRoute, Refusal> {
    let RouteMover { vehicle, conditions: base, test, facing } = mover;
    let speed = vehicle_along_route(rules, table, vehicle, route, base, *facing);
    let unmired = |speed: RouteSpeed| MiredRoute {
        moved: speed.moved,
        end: speed.end,
        reached: speed.reached,
        test: None,
        speed,
    };
    let Ok(phase_speed) = speed.worked.speed.clone() else {
        return Ok(unmired(speed));
    };
    // Where each stretch of the route begins, and whether it is heavy going for the vehicle.
    let heavy = |kind: &str| {
        let conditions = Conditions { terrain: kind.to_owned(), ..base.clone() };
        rules.vehicle_speed(vehicle, &conditions).mire_test.is_some()
    };
    let mut from = Length::ZERO;
    let mut due = None;
    for (i, span) in speed.measure.spans.iter().enumerate() {
        if heavy(&span.kind) {
            let started = i == 0 || base.started_in_heavy || test.already_stuck;
            let (timing, at) = if started {
                (Timing::StartOfPhase, Length::ZERO)
            } else {
                (Timing::OnEntering, from)
            };
            due = Some((timing, at, span.kind.clone()));
            break;
        }
        from = from.plus(span.length);
    }
    let Some((timing, at, terrain)) = due else {
        return Ok(unmired(speed));
    };
    if timing == Timing::OnEntering && speed.moved <= at {
        return Ok(unmired(speed));
    }
    let taken = MireTest { terrain: terrain.clone(), phase_speed, ..test.clone() };
    let stuck_chance = rules.mire_chance(vehicle, &taken)?;
    let mired = rules.mire(vehicle, &taken, dice)?;
    let moved = match mired.outcome {
        MireOutcome::Clear => speed.moved,
        MireOutcome::Stuck | MireOutcome::StillStuck | MireOutcome::PermanentlyStuck => at.into(),
        MireOutcome::Freed(half) => half.min(speed.measure.length.into()),
    };
    let (point, _) = table.along(route, at);
    let (end, reached) = place(table, route, moved, speed.measure.length);
    let test = RouteMire { timing, at, point, terrain, mired, stuck_chance };
    Ok(MiredRoute { speed, test: Some(test), moved, end, reached })
}
