//! Plane geometry on the table, in micrometres: what a game needs to implement
//! [`TableMap`](crate::TableMap) for a table of its own.
//!
//! - [`Point`]: a point on the table in whole micrometres, its [`distance`](Point::distance)
//!   (rounded to the micrometre, the crate's one rounding rule for lengths), the point part of
//!   the way to another ([`lerp`](Point::lerp)) and its [`bearing`](Point::bearing);
//! - [`crossing`]: where two segments meet, and [`distance_to_segment`];
//! - shapes, each with where a straight leg `a → b` crosses its outline, as fractions of the way
//!   from `a` (0) to `b` (1): a [`Polygon`] (a terrain area: [`contains`](Polygon::contains),
//!   [`clip`](Polygon::clip) to the stretches inside, [`length_inside`](Polygon::length_inside)),
//!   a [`Polyline`] (a linear feature: where and how many times a leg
//!   [`crosses`](Polyline::crossings) it) and a [`Circle`] (a round wood);
//! - [`Bounds`]: upright rectangles, to pass over shapes a leg cannot meet;
//! - a leg's [`Span`](crate::Span)s by terrain kind: [`area_spans`] for layered polygons (what
//!   [`Table`](crate::Table) measures with), [`spans`] for any shapes, from where the leg crosses
//!   their outlines and the kind of ground at a point.
//!
//! Points and the lengths of spans are exact integers of micrometres; where a leg meets an
//! outline is worked out in `f64`, and a length along a leg is the leg's exact length times
//! that fraction, rounded to the micrometre, so a leg's spans always add up to its length.
//!
//! ```
//! use umpire_minis::geometry::{Polygon, Polyline};
//! use umpire_minis::{Length, Point, Unit};
//! let p = |x, y| Point::at(x, y, Unit::Inch);
//! let wood = [p(10.0, 0.0), p(20.0, 0.0), p(20.0, 10.0), p(10.0, 10.0)];
//! let hedge = [p(25.0, 0.0), p(25.0, 10.0)];
//! let (a, b) = (p(0.0, 5.0), p(30.0, 5.0));
//! assert_eq!(Polygon(&wood).length_inside(a, b), Length::inches(10));
//! assert_eq!(Polyline(&hedge).crossings(a, b).len(), 1);
//! ```

use serde::{Deserialize, Serialize};

use crate::length::{Length, Unit};

mod shapes;
mod spans;

pub use shapes::{Circle, Polygon, Polyline};
pub use spans::{area_spans, spans};

/// A point on the table, in micrometres from the table's bottom-left corner (x to the right,
/// y up). Whole micrometres, so points compare and hash exactly.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Point {
    /// Micrometres to the right of the table's left edge.
    pub x: i64,
    /// Micrometres up from the table's bottom edge.
    pub y: i64,
}

impl Point {
    /// The point `(x, y)` in `unit`, rounded to the nearest micrometre.
    ///
    /// ```
    /// use umpire_minis::{Point, Unit};
    /// assert_eq!(Point::at(1.0, 2.0, Unit::Inch), Point { x: 25_400, y: 50_800 });
    /// ```
    pub fn at(x: f64, y: f64, unit: Unit) -> Point {
        Point {
            x: Length::from_f64(x, unit).micrometres(),
            y: Length::from_f64(y, unit).micrometres(),
        }
    }

    /// The coordinates in `unit`.
    ///
    /// ```
    /// use umpire_minis::{Point, Unit};
    /// assert_eq!(Point { x: 25_400, y: 5_000 }.in_unit(Unit::Cm), (2.54, 0.5));
    /// ```
    pub fn in_unit(self, unit: Unit) -> (f64, f64) {
        let u = unit.micrometres() as f64;
        (self.x as f64 / u, self.y as f64 / u)
    }

    pub(crate) fn f(self) -> (f64, f64) {
        (self.x as f64, self.y as f64)
    }

    /// The straight distance to `other`, rounded to the nearest micrometre.
    ///
    /// ```
    /// use umpire_minis::{Length, Point, Unit};
    /// let p = |x, y| Point::at(x, y, Unit::Inch);
    /// assert_eq!(p(0.0, 0.0).distance(p(3.0, 4.0)), Length::inches(5));
    /// ```
    pub fn distance(self, other: Point) -> Length {
        let (dx, dy) = ((other.x - self.x) as f64, (other.y - self.y) as f64);
        Length::from_micrometres(dx.hypot(dy).round() as i64)
    }

    /// The point a fraction `t` of the way to `other`, rounded to the nearest micrometre.
    ///
    /// ```
    /// use umpire_minis::Point;
    /// let (a, b) = (Point { x: 0, y: 0 }, Point { x: 10, y: 3 });
    /// assert_eq!(a.lerp(b, 0.5), Point { x: 5, y: 2 });
    /// ```
    pub fn lerp(self, other: Point, t: f64) -> Point {
        let (ax, ay) = self.f();
        let (bx, by) = other.f();
        Point { x: (ax + (bx - ax) * t).round() as i64, y: (ay + (by - ay) * t).round() as i64 }
    }

    /// The compass bearing from here to `other`, in degrees clockwise from north (up the
    /// table), or `None` for the same point.
    ///
    /// ```
    /// use umpire_minis::Point;
    /// let o = Point { x: 0, y: 0 };
    /// assert_eq!(o.bearing(Point { x: 5, y: 0 }), Some(90.0));
    /// assert_eq!(o.bearing(o), None);
    /// ```
    pub fn bearing(self, other: Point) -> Option<f64> {
        if self == other {
            return None;
        }
        let (dx, dy) = ((other.x - self.x) as f64, (other.y - self.y) as f64);
        Some(dx.atan2(dy).to_degrees().rem_euclid(360.0))
    }
}

/// Where segment `a → b` meets segment `c → d`: the fraction of the way along `a → b` (from 0
/// at `a` to 1 at `b`), if they meet. Touching counts, within a tolerance of 1e-9 of either
/// segment; parallel segments never meet.
///
/// ```
/// use umpire_minis::Point;
/// use umpire_minis::geometry::crossing;
/// let p = |x, y| Point { x, y };
/// assert_eq!(crossing(p(0, 0), p(10, 0), p(4, -5), p(4, 5)), Some(0.4));
/// assert_eq!(crossing(p(0, 0), p(10, 0), p(4, 1), p(4, 5)), None);
/// assert_eq!(crossing(p(0, 0), p(10, 0), p(0, 1), p(10, 1)), None);
/// ```
pub fn crossing(a: Point, b: Point, c: Point, d: Point) -> Option<f64> {
    let (ax, ay) = a.f();
    let (bx, by) = b.f();
    let (cx, cy) = c.f();
    let (dx, dy) = d.f();
    let (rx, ry) = (bx - ax, by - ay);
    let (sx, sy) = (dx - cx, dy - cy);
    let denom = rx * sy - ry * sx;
    if denom.abs() < f64::EPSILON {
        return None;
    }
    let t = ((cx - ax) * sy - (cy - ay) * sx) / denom;
    let u = ((cx - ax) * ry - (cy - ay) * rx) / denom;
    let eps = 1e-9;
    ((-eps..=1.0 + eps).contains(&t) && (-eps..=1.0 + eps).contains(&u))
        .then_some(t.clamp(0.0, 1.0))
}

/// How far `p` lies from the segment `a → b` (from its nearest point, an end or between), in
/// micrometres.
///
/// ```
/// use umpire_minis::Point;
/// use umpire_minis::geometry::distance_to_segment;
/// let p = |x, y| Point { x, y };
/// assert_eq!(distance_to_segment(p(5, 4), p(0, 0), p(10, 0)), 4.0);
/// assert_eq!(distance_to_segment(p(13, 4), p(0, 0), p(10, 0)), 5.0);
/// ```
pub fn distance_to_segment(p: Point, a: Point, b: Point) -> f64 {
    let (px, py) = p.f();
    let ((ax, ay), (bx, by)) = (a.f(), b.f());
    let (dx, dy) = (bx - ax, by - ay);
    let length2 = dx * dx + dy * dy;
    let t = if length2 == 0.0 {
        0.0
    } else {
        (((px - ax) * dx + (py - ay) * dy) / length2).clamp(0.0, 1.0)
    };
    (px - (ax + t * dx)).hypot(py - (ay + t * dy))
}

/// The smallest upright rectangle holding some points, in micrometres: a quick test that passes
/// over the shapes a leg cannot meet.
///
/// ```
/// use umpire_minis::Point;
/// use umpire_minis::geometry::Bounds;
/// let p = |x, y| Point { x, y };
/// let wood = Bounds::of(&[p(0, 0), p(10, 0), p(10, 10)]);
/// assert_eq!((wood.min, wood.max), (p(0, 0), p(10, 10)));
/// assert!(wood.meets(Bounds::of(&[p(5, 5), p(50, 50)])));
/// assert!(!wood.meets(Bounds::of(&[p(20, 0), p(50, 50)])));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Bounds {
    /// The bottom-left corner (`i64::MAX` on both axes for no points).
    pub min: Point,
    /// The top-right corner (`i64::MIN` on both axes for no points).
    pub max: Point,
}

impl Bounds {
    /// How far apart two rectangles may lie and still hold segments that [`crossing`] says
    /// meet: its tolerance (1e-9 of a segment at most 1.5 km long) is under 2 µm.
    pub const SLACK: i64 = 2;

    /// The rectangle holding `points` (an empty one, which meets none, for none).
    pub fn of(points: &[Point]) -> Bounds {
        let mut bounds = Bounds {
            min: Point { x: i64::MAX, y: i64::MAX },
            max: Point { x: i64::MIN, y: i64::MIN },
        };
        for p in points {
            bounds.min = Point { x: bounds.min.x.min(p.x), y: bounds.min.y.min(p.y) };
            bounds.max = Point { x: bounds.max.x.max(p.x), y: bounds.max.y.max(p.y) };
        }
        bounds
    }

    /// Whether the two rectangles, each widened by [`Bounds::SLACK`], overlap: when they do
    /// not, no segment in one meets a segment in the other (by [`crossing`]) and no point of
    /// one is inside a [`Polygon`] held by the other.
    pub fn meets(self, other: Bounds) -> bool {
        let reach = 2 * Self::SLACK;
        self.min.x <= other.max.x.saturating_add(reach)
            && other.min.x <= self.max.x.saturating_add(reach)
            && self.min.y <= other.max.y.saturating_add(reach)
            && other.min.y <= self.max.y.saturating_add(reach)
    }
}
