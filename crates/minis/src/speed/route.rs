//! A vehicle's move along a route on the table under the speed-table rules: the route measured
//! (spans by terrain, linear features crossed), the phase speed worked out for the slowest
//! ground on the way with every obstacle crossed deducted, and how far along the route that
//! speed takes it.

use crate::geometry::Point;
use crate::length::Length;
use crate::speed::vehicles::{Conditions, Crossing, Vehicle, VehicleRules, Worked};
use crate::table::{Measure, OPEN};
use crate::table_map::TableMap;

/// Linear features that are ways, not obstacles: crossing them deducts nothing.
const WAYS: [&str; 3] = ["road", "track", "railway"];

/// A vehicle's move along a route.
#[derive(Debug, Clone)]
pub struct RouteSpeed {
    /// What the route meets.
    pub measure: Measure,
    /// The terrain whose going set the speed (the slowest on the way).
    pub terrain: String,
    /// The speed worked out, with its clauses.
    pub worked: Worked,
    /// How far the vehicle goes: its speed, or the route's length if shorter.
    pub moved: Length,
    /// Where it ends.
    pub end: Point,
    /// Whether it reached the route's end.
    pub reached: bool,
}

/// `vehicle`'s move along `route` (its start first) on `table` (any [`TableMap`]), under
/// `rules`, with `base` conditions (visibility, standing start, suppression, turns…) for
/// everything the table does not say. The going of the slowest terrain on the way sets the speed (one speed per phase, the
/// reading of the speed-table rules); every obstacle crossed is deducted.
pub fn vehicle_along_route<M: TableMap>(
    rules: &VehicleRules,
    table: &M,
    vehicle: &Vehicle,
    route: &[Point],
    base: &Conditions,
) -> RouteSpeed {
    let measure = table.measure(route);
    let obstacles: Vec<Crossing> = measure
        .crossings
        .iter()
        .filter(|k| !WAYS.contains(&k.as_str()))
        .map(|k| Crossing::of(k))
        .collect();
    let mut kinds: Vec<&str> = measure.spans.iter().map(|s| s.kind.as_str()).collect();
    kinds.dedup();
    if kinds.is_empty() {
        kinds.push(OPEN);
    }
    let worked_for = |terrain: &str| {
        let conditions = Conditions {
            terrain: terrain.to_owned(),
            obstacles: obstacles.clone(),
            ..base.clone()
        };
        rules.vehicle_speed(vehicle, &conditions)
    };
    // The slowest terrain decides; a terrain the vehicle may not enter decides at once.
    let mut slowest: Option<(String, Worked)> = None;
    for kind in kinds {
        let worked = worked_for(kind);
        let slower = match (&slowest, &worked.speed) {
            (None, _) | (_, Err(_)) => true,
            (Some((_, best)), Ok(speed)) => best.speed.as_ref().is_ok_and(|b| speed < b),
        };
        if slower {
            let refused = worked.speed.is_err();
            slowest = Some((kind.to_owned(), worked));
            if refused {
                break;
            }
        }
    }
    let (terrain, worked) = slowest.unwrap_or_else(|| (OPEN.to_owned(), worked_for(OPEN)));
    let speed = worked.speed.clone().unwrap_or(Length::ZERO);
    let moved = if speed < measure.length { speed } else { measure.length };
    let (end, reached) = table.along(route, moved);
    RouteSpeed { measure, terrain, worked, moved, end, reached }
}
