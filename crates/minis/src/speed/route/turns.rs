//! The 90° turns a route makes at its waypoints (SPEED-OBST-11/-12, reading: one deduction per
//! 90° of change of heading at a waypoint, a turn of less than 90° costing nothing and a
//! reversal, 180°, two), worked out exactly from the table's whole micrometres; and the turn
//! from a unit's stated facing onto the route's first leg.

use crate::geometry::Point;

/// The 90° turns made at `at` between the heading from `from` and the heading to `to`: none
/// for a change of heading under 90°, one from 90° up to (not including) 180°, two for a
/// reversal. A leg of no length has no heading, and turning onto or off it is no turn.
pub fn at_waypoint(from: Point, at: Point, to: Point) -> u32 {
    let (ax, ay) = (i128::from(at.x - from.x), i128::from(at.y - from.y));
    let (bx, by) = (i128::from(to.x - at.x), i128::from(to.y - at.y));
    if (ax, ay) == (0, 0) || (bx, by) == (0, 0) {
        return 0;
    }
    let dot = ax * bx + ay * by;
    let cross = ax * by - ay * bx;
    match (dot, cross) {
        (d, _) if d > 0 => 0,
        (d, 0) if d < 0 => 2,
        _ => 1,
    }
}

/// The 90° turns made from `facing` (degrees clockwise from north, up the table) onto the
/// heading of `route`'s first leg that has one: counted as at a waypoint ([`at_waypoint`]).
/// A facing that is a whole multiple of 45° is compared exactly; any other is compared in
/// floating point (such a facing lies off every boundary by more than the rounding). A route
/// with no heading (all one point) makes no turn.
pub fn from_facing(facing: f64, route: &[Point]) -> u32 {
    let Some(&start) = route.first() else { return 0 };
    let Some(&to) = route.iter().find(|p| **p != start) else { return 0 };
    let (bx, by) = (i128::from(to.x - start.x), i128::from(to.y - start.y));
    let degrees = facing.rem_euclid(360.0);
    let eighths = degrees / 45.0;
    let (dot, cross) = if eighths.fract() == 0.0 {
        // North, north-east, east… as whole vectors: (sin, cos) up to a common factor.
        const HEADINGS: [(i128, i128); 8] =
            [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)];
        let (ax, ay) = HEADINGS[(eighths as usize) % 8];
        (ax * bx + ay * by, ax * by - ay * bx)
    } else {
        let (ax, ay) = (degrees.to_radians().sin(), degrees.to_radians().cos());
        let (bx, by) = (bx as f64, by as f64);
        let sign = |v: f64| {
            if v > 0.0 {
                1
            } else if v < 0.0 {
                -1
            } else {
                0
            }
        };
        (sign(ax * bx + ay * by), sign(ax * by - ay * bx))
    };
    match (dot, cross) {
        (d, _) if d > 0 => 0,
        (d, 0) if d < 0 => 2,
        _ => 1,
    }
}

/// The turns made along `route` (its points in order), as `(index of the waypoint, turns)`
/// for each waypoint where one is made. Legs of no length are passed over: the heading
/// before a waypoint is that of the last leg that had one.
pub fn along(route: &[Point]) -> Vec<(usize, u32)> {
    let mut made = Vec::new();
    let mut heading_from: Option<Point> = None;
    for i in 1..route.len().saturating_sub(1) {
        if route[i - 1] != route[i] {
            heading_from = Some(route[i - 1]);
        }
        let (Some(from), Some(&to)) = (heading_from, route.get(i + 1)) else { continue };
        let turns = at_waypoint(from, route[i], to);
        if turns > 0 {
            made.push((i, turns));
        }
    }
    made
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(x: i64, y: i64) -> Point {
        Point { x, y }
    }

    #[test]
    fn turns_are_counted_by_whole_right_angles() {
        let o = p(0, 0);
        let east = p(10, 0);
        assert_eq!(at_waypoint(o, east, p(20, 1)), 0, "a slight turn costs nothing");
        assert_eq!(at_waypoint(o, east, p(11, 10)), 0, "just under 90° costs nothing");
        assert_eq!(at_waypoint(o, east, p(10, 10)), 1, "a right angle is one turn");
        assert_eq!(at_waypoint(o, east, p(0, 1)), 1, "more than 90° is still one");
        assert_eq!(at_waypoint(o, east, p(0, 0)), 2, "a reversal is two");
        assert_eq!(at_waypoint(o, o, p(0, 10)), 0, "no heading, no turn");
    }

    #[test]
    fn a_stated_facing_is_turned_from_onto_the_first_leg() {
        let o = p(0, 0);
        assert_eq!(from_facing(90.0, &[o, p(10, 0)]), 0, "facing east, driving east");
        assert_eq!(from_facing(90.0, &[o, p(0, 10)]), 1, "facing east, driving north");
        assert_eq!(from_facing(-90.0, &[o, p(10, 0)]), 2, "facing west, driving east");
        assert_eq!(from_facing(270.0, &[o, p(10, 0)]), 2, "facing west, driving east");
        assert_eq!(from_facing(45.0, &[o, p(10, -10)]), 1, "a right angle from north-east");
        assert_eq!(from_facing(30.0, &[o, p(10, 0)]), 0, "60° off: no turn");
        assert_eq!(from_facing(0.0, &[o, o, p(0, 10)]), 0, "the first leg with a heading");
        assert_eq!(from_facing(0.0, &[o, o]), 0, "no heading, no turn");
    }

    #[test]
    fn a_route_lists_its_turns_by_waypoint() {
        let route = [p(0, 0), p(10, 0), p(10, 0), p(10, 10), p(20, 10)];
        assert_eq!(along(&route), vec![(2, 1), (3, 1)]);
    }
}
