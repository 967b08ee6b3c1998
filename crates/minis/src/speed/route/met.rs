//! What a route meets, in order, and how far along: the edge of each stretch of ground, each
//! linear feature it crosses, and each 90° turn at a waypoint. A vehicle's move meets them one
//! by one and stops short of the first it cannot take ([`super::vehicle_along_route`]).

use crate::geometry::Point;
use crate::length::Length;
use crate::measure::Measure;
use crate::table_map::TableMap;

use super::turns;

/// One thing a route meets.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Meets {
    /// The edge of a stretch of this terrain kind (the route enters it here).
    Terrain(String),
    /// A linear feature of this kind, crossed here.
    Crossing(String),
    /// This many 90° turns, made at a waypoint here.
    Turns(u32),
}

/// What a route meets, and how far along it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Met {
    /// How far along the route: the edge of a stretch, the point where a feature's line is
    /// first touched (to the micrometre), or the waypoint.
    pub at: Length,
    /// What it meets there.
    pub what: Meets,
}

/// Everything `route` meets after its start, in order along it (`measure` is what `table`
/// measured of it): each terrain edge, each crossing, each turn — the first, at its start,
/// from `facing` (the mover's stated facing, degrees clockwise from north) onto the first leg,
/// when one is stated. At one distance, turns come first, then crossings, then terrain.
pub fn along<M: TableMap>(
    table: &M,
    route: &[Point],
    measure: &Measure,
    facing: Option<f64>,
) -> Vec<Met> {
    let mut met = Vec::new();
    if let Some(n) = facing.map(|f| turns::from_facing(f, route)).filter(|n| *n > 0) {
        met.push(Met { at: Length::ZERO, what: Meets::Turns(n) });
    }
    let mut from = Length::ZERO;
    for (i, span) in measure.spans.iter().enumerate() {
        if i > 0 {
            met.push(Met { at: from, what: Meets::Terrain(span.kind.clone()) });
        }
        from = from.plus(span.length);
    }
    let mut leg_start = Length::ZERO;
    let mut waypoint_at = vec![Length::ZERO];
    for pair in route.windows(2) {
        let Some(leg) = table.leg(pair[0], pair[1]) else {
            waypoint_at.push(leg_start);
            continue;
        };
        for (at, kind) in located(table, pair[0], pair[1], &leg) {
            met.push(Met { at: leg_start.plus(at), what: Meets::Crossing(kind) });
        }
        leg_start = leg_start.plus(leg.length);
        waypoint_at.push(leg_start);
    }
    for (i, n) in turns::along(route) {
        let at = waypoint_at.get(i).copied().unwrap_or(leg_start);
        met.push(Met { at, what: Meets::Turns(n) });
    }
    let rank = |m: &Met| match m.what {
        Meets::Turns(_) => 0,
        Meets::Crossing(_) => 1,
        Meets::Terrain(_) => 2,
    };
    // Stable: crossings keep their order along a leg.
    met.sort_by_key(|m| (m.at, rank(m)));
    met
}

/// Each feature the leg `a→b` crosses (as `leg` measured it), with how far along the leg its
/// line is first touched: the shortest stretch from `a` that crosses it, to the micrometre,
/// found by halving (the map says only what a whole leg crosses).
fn located<M: TableMap>(table: &M, a: Point, b: Point, leg: &Measure) -> Vec<(Length, String)> {
    let whole = leg.length.micrometres();
    let count = |um: i64| -> usize {
        if um <= 0 || whole <= 0 {
            return 0;
        }
        let end = if um >= whole { b } else { a.lerp(b, um as f64 / whole as f64) };
        table.leg(a, end).map_or(0, |m| m.crossings.len())
    };
    let mut found = Vec::new();
    let mut lo = 0;
    for (k, kind) in leg.crossings.iter().enumerate() {
        // The smallest distance whose stretch crosses more than `k` features.
        let (mut low, mut high) = (lo, whole);
        if count(high) <= k {
            found.push((Length::from_micrometres(high), kind.clone()));
            continue;
        }
        while high - low > 1 {
            let mid = low + (high - low) / 2;
            if count(mid) > k { high = mid } else { low = mid }
        }
        lo = low;
        found.push((Length::from_micrometres(high), kind.clone()));
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::length::Unit;
    use crate::table::{Area, Feature, Table};

    fn p(x: f64, y: f64) -> Point {
        Point::at(x, y, Unit::Cm)
    }

    #[test]
    fn a_route_meets_edges_walls_and_turns_in_order() {
        let table = Table {
            unit: Unit::Cm,
            width: Length::cm(100),
            height: Length::cm(100),
            areas: vec![Area {
                kind: "scrub".into(),
                ring: vec![p(30.0, 0.0), p(40.0, 0.0), p(40.0, 100.0), p(30.0, 100.0)],
            }],
            features: vec![Feature {
                kind: "wall".into(),
                line: vec![p(20.0, 0.0), p(20.0, 100.0)],
            }],
        };
        let route = [p(0.0, 10.0), p(50.0, 10.0), p(50.0, 30.0)];
        let met = along(&table, &route, &table.measure(&route), None);
        let at = |m: &Met| (m.at, m.what.clone());
        assert_eq!(
            met.iter().map(at).collect::<Vec<_>>(),
            vec![
                (Length::cm(20), Meets::Crossing("wall".into())),
                (Length::cm(30), Meets::Terrain("scrub".into())),
                (Length::cm(40), Meets::Terrain("open".into())),
                (Length::cm(50), Meets::Turns(1)),
            ]
        );
        // Facing south, it turns twice onto the first leg, east, before it moves.
        let met = along(&table, &route, &table.measure(&route), Some(180.0));
        assert_eq!(met.first().map(at), Some((Length::ZERO, Meets::Turns(1))));
        let met = along(&table, &route, &table.measure(&route), Some(270.0));
        assert_eq!(met.first().map(at), Some((Length::ZERO, Meets::Turns(2))));
        let met = along(&table, &route, &table.measure(&route), Some(90.0));
        assert_eq!(met.first().map(at), Some((Length::cm(20), Meets::Crossing("wall".into()))));
    }
}
