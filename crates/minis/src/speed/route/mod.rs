//! A vehicle's move along a route on the table under the speed-table rules: the route measured
//! (spans by terrain, linear features crossed, turns at its waypoints), and the vehicle driven
//! along it, meeting each in turn: the slowest ground reached sets its speed for the phase,
//! every obstacle crossed and every 90° turn made is deducted, and it stops short of the first
//! thing it may not take — going its class may not enter, an obstacle it may not cross, a
//! deduction that would bring the total to 100% — having moved as far as it could; and the
//! same move with its miring test taken where the route enters heavy going
//! ([`vehicle_along_route_mired`]). [`route_mover`] reads a table unit as the vehicle moved.

mod met;
mod mired;
mod mover;
pub mod turns;

pub use met::{Meets, Met};
pub use mired::{MiredRoute, RouteMire, vehicle_along_route_mired};
pub use mover::{RouteMover, UnitKeyError, route_mover};

use umpire_map::Refusal;

use crate::geometry::Point;
use crate::length::{ExactLength, Length};
use crate::measure::Measure;
use crate::measure::OPEN;
use crate::speed::vehicles::{Conditions, Crossing, Vehicle, VehicleRules, Worked};
use crate::table_map::TableMap;

/// Linear features that are ways, not obstacles: crossing them deducts nothing.
const WAYS: [&str; 3] = ["road", "track", "railway"];

/// A vehicle's move along a route.
#[derive(Debug, Clone)]
pub struct RouteSpeed {
    /// What the route meets.
    pub measure: Measure,
    /// The terrain whose going set the speed (the slowest reached).
    pub terrain: String,
    /// The speed worked out for what the vehicle met up to where it stops, with its clauses.
    pub worked: Worked,
    /// The 90° turns it made on the way (SPEED-OBST-11/-12): at the route's waypoints, and
    /// from its stated facing onto the first leg.
    pub turns: u32,
    /// How many of `turns` it made at its start, from its stated facing onto the first leg
    /// (none when no facing is stated).
    pub facing_turns: u32,
    /// What stopped it short of its speed and of the route's end, if anything did: the
    /// refusal of the going, obstacle or turn it met there.
    pub stop: Option<Refusal>,
    /// How far the vehicle goes, exactly: its speed, the route's length if shorter, or where
    /// it was stopped.
    pub moved: ExactLength,
    /// Where it ends (the whole micrometre at or short of `moved` along the route: table points
    /// are whole micrometres).
    pub end: Point,
    /// Whether it reached the route's end.
    pub reached: bool,
}

/// `vehicle`'s move along `route` (its start first) on `table` (any [`TableMap`]), under
/// `rules`, with `base` conditions (visibility, standing start, suppression, towing, turns and
/// obstacles already made…) for everything the table does not say, facing `facing` (degrees
/// clockwise from north) where it stands, if that is stated.
///
/// The vehicle meets what the route meets in order ([`Met`]) and its speed for the phase is
/// worked out for what it has met so far: the slowest ground it has entered (one speed per
/// phase), every obstacle it has crossed and every 90° turn it has made — at a waypoint, or
/// at its start from its stated facing onto the first leg (none when `facing` is `None`) —
/// each a deduction (SPEED-OBST-01). What lies beyond its reach changes nothing. It stops:
/// - at the edge of going its class may not enter ("-" in the table, SPEED-GOING-07; the
///   recommended reading: at the edge, and no miring test), before an obstacle it may not
///   cross (SPEED-OBST-04/-08/-10/-16), or before the obstacle or turn that would bring the
///   deductions to 100% (SPEED-OBST-01's recommended reading), having moved as far as it
///   could — `stop` says why;
/// - where it got to when what it meets there (slower going, a deduction) leaves it a speed
///   no longer than the way it has come: it has used its move (our reading);
/// - otherwise after its speed, or at the route's end.
///
/// Going it may not enter where the route starts refuses the move (`worked.speed` is the
/// refusal), and it stays where it stood.
pub fn vehicle_along_route<M: TableMap>(
    rules: &VehicleRules,
    table: &M,
    vehicle: &Vehicle,
    route: &[Point],
    base: &Conditions,
    facing: Option<f64>,
) -> RouteSpeed {
    let measure = table.measure(route);
    let first = measure.spans.first().map_or(OPEN, |s| s.kind.as_str()).to_owned();
    let mut conditions = Conditions { terrain: first.clone(), ..base.clone() };
    let mut worked = rules.vehicle_speed(vehicle, &conditions);
    let mut terrain = first;
    let (mut stop, mut stop_at, mut turns, mut facing_turns) = (None, None, 0, 0);
    for met in met::along(table, route, &measure, facing) {
        let Ok(speed) = worked.speed.clone() else { break };
        if speed <= ExactLength::from(met.at) {
            break;
        }
        let mut next = conditions.clone();
        match &met.what {
            Meets::Terrain(kind) => next.terrain.clone_from(kind),
            Meets::Crossing(kind) if WAYS.contains(&kind.as_str()) => continue,
            Meets::Crossing(kind) => next.obstacles.push(Crossing::of(kind)),
            Meets::Turns(n) => next.turns += n,
        }
        let tried = rules.vehicle_speed(vehicle, &next);
        match &tried.speed {
            Err(refusal) => {
                stop = Some(refusal.clone());
                stop_at = Some(met.at);
                break;
            }
            // Faster ground does not change the phase's speed: the slowest reached sets it.
            Ok(s) if matches!(met.what, Meets::Terrain(_)) && *s >= speed => continue,
            Ok(s) if *s <= ExactLength::from(met.at) => {
                stop = Some(used_up(&met.what));
                stop_at = Some(met.at);
                break;
            }
            Ok(_) => {}
        }
        if let Meets::Terrain(kind) = &met.what {
            terrain.clone_from(kind);
        }
        if let Meets::Turns(n) = met.what {
            turns += n;
            if met.at == Length::ZERO && facing.is_some() && turns == n {
                facing_turns = n;
            }
        }
        conditions = next;
        worked = tried;
    }
    let speed = worked.speed.clone().unwrap_or(ExactLength::ZERO);
    let moved = match stop_at {
        Some(at) => at.into(),
        None => speed.min(measure.length.into()),
    };
    let (end, reached) = place(table, route, moved, measure.length);
    RouteSpeed { measure, terrain, worked, turns, facing_turns, stop, moved, end, reached }
}

/// Why a vehicle stops where it meets `what` although the rules allow it: what it meets there
/// leaves it no more speed than the way it has already come.
fn used_up(what: &Meets) -> Refusal {
    use crate::speed::vehicles::clause;
    match what {
        Meets::Terrain(kind) => Refusal::new(
            clause::GOING_01,
            format!(
                "its speed in {kind} is no more than it has already moved: it stops at the edge"
            ),
        ),
        Meets::Crossing(kind) => Refusal::new(
            clause::OBST_01,
            format!(
                "with the {kind} deducted its speed is no more than it has already moved: it \
                 stops before the {kind}"
            ),
        ),
        Meets::Turns(_) => Refusal::new(
            clause::OBST_01,
            "with the turn deducted its speed is no more than it has already moved: it stops \
             before turning",
        ),
    }
}

/// The point `moved` along `route` (at the whole micrometre at or short of it), and whether it
/// reaches the route's end, `length` along: exactly, by the exact distance.
fn place<M: TableMap>(
    table: &M,
    route: &[Point],
    moved: ExactLength,
    length: Length,
) -> (Point, bool) {
    let reached = moved >= length;
    let (end, _) = table.along(route, if reached { length } else { moved.floor() });
    (end, reached)
}
