//! What the miniatures rules ask of a table, in the rule texts' terms: whether a point is on the
//! table, what a straight leg between two points measures (its length, its spans by terrain
//! kind, the linear features it crosses), and how the table writes its numbers. Implement
//! [`TableMap`] for your own table storage and the dice-rolled and speed-table rules run on it;
//! [`Table`](crate::Table) is the implementation the table-scenario files load into.

use umpire_map::Map;

use crate::geometry::Point;
use crate::length::{Length, Unit};
use crate::measure::Measure;

/// An open table the miniatures rules run on: a [`Map`] whose places are [`Point`]s and whose
/// leg, the straight line between two points, is a [`Measure`] — its length, its [`Span`]s by
/// terrain kind ([`OPEN`] outside every terrain area) and the linear features it crosses, in
/// order. Terrain and feature kinds are the names the rules data prices (`woods`, `hedge`,
/// `road`…).
///
/// [`Map::leg`] is the one required method. Its contract: it is `Some` for every two points on
/// the table (the tape goes straight from one to the other) and `None` when either is off it,
/// and the spans of a leg add up to its length. Everything else has a default in terms of it;
/// override a default where the table knows better or answers faster.
///
/// [`Span`]: crate::Span
/// [`OPEN`]: crate::OPEN
///
/// # Example: a table of round woods
///
/// The shapes and a leg's spans over them come from [`geometry`](crate::geometry).
///
/// ```
/// use umpire_map::Map;
/// use umpire_minis::geometry::{Circle, spans};
/// use umpire_minis::{Length, Measure, OPEN, Point, TableMap, Unit};
///
/// /// A 48" square table with one round wood, 10" across, in the middle of it at (24, 24).
/// struct RoundWood;
///
/// impl Map for RoundWood {
///     type Place = Point;
///     type Leg = Measure;
///     fn leg(&self, from: Point, to: Point) -> Option<Measure> {
///         let side = Length::inches(48).micrometres();
///         let on = |p: Point| (0..=side).contains(&p.x) && (0..=side).contains(&p.y);
///         if !on(from) || !on(to) {
///             return None;
///         }
///         let centre = Point::at(24.0, 24.0, Unit::Inch);
///         let wood = Circle { centre, radius: Length::inches(5) };
///         let kind = |q| if wood.contains(q) { "woods" } else { OPEN };
///         let spans = spans(from, to, wood.crossings(from, to), kind);
///         Some(Measure { length: from.distance(to), spans, crossings: Vec::new() })
///     }
/// }
///
/// impl TableMap for RoundWood {}
///
/// let p = |x, y| Point::at(x, y, Unit::Inch);
/// let route = [p(10.0, 24.0), p(24.0, 24.0), p(40.0, 24.0)];
/// let measure = RoundWood.measure(&route);
/// assert_eq!(measure.length, Length::inches(30));
/// assert_eq!(measure.over("woods"), Length::inches(10));
/// assert!(RoundWood.contains(p(48.0, 0.0)) && !RoundWood.contains(p(49.0, 0.0)));
/// assert_eq!(RoundWood.along(&route, Length::inches(20)), (p(30.0, 24.0), false));
/// assert_eq!(RoundWood.unit(), Unit::Inch);
/// ```
pub trait TableMap: Map<Place = Point, Leg = Measure> {
    /// The unit the table's numbers are written in: where units stand (`at`), and the speeds
    /// of the speed-table rules. By default inches.
    fn unit(&self) -> Unit {
        Unit::Inch
    }

    /// Whether `p` is on the table. By default: whether the map joins `p` to itself.
    fn contains(&self, p: Point) -> bool {
        self.leg(p, p).is_some()
    }

    /// What a route (its points in order) meets, leg by leg: the lengths add up, spans of one
    /// kind that meet at a turn join, crossings are kept in order. By default from
    /// [`Map::leg`]; a leg the map does not join (a point off the table) adds nothing — the
    /// rules measure only routes on the table.
    fn measure(&self, route: &[Point]) -> Measure {
        let mut total = Measure::default();
        for pair in route.windows(2) {
            if let Some(leg) = self.leg(pair[0], pair[1]) {
                total.extend(leg);
            }
        }
        total
    }

    /// The point `distance` along `route`, and whether the route's end was reached. Each leg
    /// is as long as [`Map::leg`] measures it (a leg the map does not join counts as none),
    /// and the point lies that share of the way along the straight line.
    fn along(&self, route: &[Point], distance: Length) -> (Point, bool) {
        along_legs(route, distance, |a, b| self.leg(a, b).map_or(Length::ZERO, |m| m.length))
    }

    /// Whether `p` lies on the edge of a terrain area, where a movement order may place its
    /// destination (DICE-ORDER-05 says which it was). By default never: a table that has
    /// nothing to say about edges calls every destination a point the player nominated.
    fn on_area_edge(&self, p: Point) -> bool {
        let _ = p;
        false
    }
}

/// The point `distance` along `route` whose legs measure `length(from, to)`, and whether its end
/// was reached. Legs of no length are passed over; past the end, the end.
pub(crate) fn along_legs(
    route: &[Point],
    distance: Length,
    mut length: impl FnMut(Point, Point) -> Length,
) -> (Point, bool) {
    let mut left = distance;
    let end = route.last().copied().unwrap_or(Point { x: 0, y: 0 });
    for pair in route.windows(2) {
        let leg = length(pair[0], pair[1]);
        if leg == Length::ZERO {
            continue;
        }
        if left <= leg {
            let t = left.micrometres() as f64 / leg.micrometres() as f64;
            let at = pair[0].lerp(pair[1], t);
            return (at, at == end);
        }
        left = left.minus(leg);
    }
    (end, true)
}
