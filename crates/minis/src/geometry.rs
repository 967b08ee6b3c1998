//! Plane geometry on the table, in micrometres: points, segments, polygons and polylines, and
//! where a straight segment crosses them.

use serde::{Deserialize, Serialize};

use crate::length::{Length, Unit};

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
    pub fn in_unit(self, unit: Unit) -> (f64, f64) {
        let u = unit.micrometres() as f64;
        (self.x as f64 / u, self.y as f64 / u)
    }

    fn f(self) -> (f64, f64) {
        (self.x as f64, self.y as f64)
    }

    /// The straight distance to `other`, rounded to the nearest micrometre.
    pub fn distance(self, other: Point) -> Length {
        let (dx, dy) = ((other.x - self.x) as f64, (other.y - self.y) as f64);
        Length::from_micrometres(dx.hypot(dy).round() as i64)
    }

    /// The point a fraction `t` of the way to `other`.
    pub fn lerp(self, other: Point, t: f64) -> Point {
        let (ax, ay) = self.f();
        let (bx, by) = other.f();
        Point { x: (ax + (bx - ax) * t).round() as i64, y: (ay + (by - ay) * t).round() as i64 }
    }

    /// The compass bearing from here to `other`, in degrees clockwise from north (up the
    /// table), or `None` for the same point.
    pub fn bearing(self, other: Point) -> Option<f64> {
        if self == other {
            return None;
        }
        let (dx, dy) = ((other.x - self.x) as f64, (other.y - self.y) as f64);
        Some(dx.atan2(dy).to_degrees().rem_euclid(360.0))
    }
}

/// Where segment `a→b` meets segment `c→d`: the fraction along `a→b`, if they meet (touching
/// counts; parallel segments never meet).
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

/// The smallest upright rectangle holding some points, in micrometres.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Bounds {
    min: Point,
    max: Point,
}

impl Bounds {
    /// How far apart two rectangles may lie and still hold segments that [`crossing`] says
    /// meet: its tolerance (1e-9 of a segment at most 1.5 km long) is under 2 µm.
    const SLACK: i64 = 2;

    /// The rectangle holding `points` (an empty one for none).
    pub(crate) fn of(points: &[Point]) -> Bounds {
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
    /// not, no segment in one meets a segment in the other and no point of one is
    /// [`inside`] a ring held by the other.
    pub(crate) fn meets(self, other: Bounds) -> bool {
        let reach = 2 * Self::SLACK;
        self.min.x <= other.max.x.saturating_add(reach)
            && other.min.x <= self.max.x.saturating_add(reach)
            && self.min.y <= other.max.y.saturating_add(reach)
            && other.min.y <= self.max.y.saturating_add(reach)
    }
}

/// The fractions along `a→b`, from the first to the last, of its points that may lie within
/// `within` micrometres of the segment `c→d`: those within `within` of the line through `c` and
/// `d` and of the segment's upright bounding rectangle (a stretch that holds every point that
/// close to the segment, and a few more near its ends). `None` when there are none.
pub(crate) fn close_stretch(
    a: Point,
    b: Point,
    c: Point,
    d: Point,
    within: f64,
) -> Option<(f64, f64)> {
    let ((ax, ay), (bx, by), (cx, cy), (dx, dy)) = (a.f(), b.f(), c.f(), d.f());
    let (rx, ry) = (bx - ax, by - ay);
    let (sx, sy) = (dx - cx, dy - cy);
    let (mut lo, mut hi) = (0.0f64, 1.0f64);
    // Keeps the fractions t where `from + t * step` lies in `[low, high]`.
    let mut clip = |from: f64, step: f64, low: f64, high: f64| {
        if step == 0.0 {
            if from < low || from > high {
                hi = -1.0;
            }
            return;
        }
        let (t1, t2) = ((low - from) / step, (high - from) / step);
        lo = lo.max(t1.min(t2));
        hi = hi.min(t1.max(t2));
    };
    clip(ax, rx, cx.min(dx) - within, cx.max(dx) + within);
    clip(ay, ry, cy.min(dy) - within, cy.max(dy) + within);
    // How far from the line through c and d, times the segment's length.
    let across = sx * (ay - cy) - sy * (ax - cx);
    let step = sx * ry - sy * rx;
    let reach = within * sx.hypot(sy);
    clip(across, step, -reach, reach);
    (lo <= hi).then_some((lo, hi))
}

/// Whether `p` lies inside the polygon `ring` (even-odd rule; the ring need not repeat its
/// first point).
pub fn inside(p: (f64, f64), ring: &[Point]) -> bool {
    let mut inside = false;
    let n = ring.len();
    for i in 0..n {
        let (xi, yi) = ring[i].f();
        let (xj, yj) = ring[(i + n - 1) % n].f();
        if (yi > p.1) != (yj > p.1) && p.0 < (xj - xi) * (p.1 - yi) / (yj - yi) + xi {
            inside = !inside;
        }
    }
    inside
}

/// The fractions along `a→b` where it crosses the edges of `ring`.
pub fn ring_crossings(a: Point, b: Point, ring: &[Point]) -> Vec<f64> {
    let n = ring.len();
    (0..n).filter_map(|i| crossing(a, b, ring[i], ring[(i + 1) % n])).collect()
}

/// Whether the closed ring crosses itself (two edges that are not neighbours meet).
#[cfg(feature = "scenario")]
pub fn self_intersects(ring: &[Point]) -> bool {
    let n = ring.len();
    for i in 0..n {
        for j in i + 1..n {
            let neighbours = j == i + 1 || (i == 0 && j == n - 1);
            if !neighbours
                && crossing(ring[i], ring[(i + 1) % n], ring[j], ring[(j + 1) % n]).is_some()
            {
                return true;
            }
        }
    }
    false
}
