//! The shapes on a table — polygons, polylines and circles — and where a straight leg meets
//! them.

use super::{Bounds, Point, crossing, distance_to_segment};
use crate::length::Length;

/// The fractions in `cuts`, sorted, without those closer than 1e-12 to the one before.
pub(super) fn sorted(mut cuts: Vec<f64>) -> Vec<f64> {
    cuts.sort_by(f64::total_cmp);
    cuts.dedup_by(|x, y| (*x - *y).abs() < 1e-12);
    cuts
}

/// `length` times the fraction `t` of the way, rounded to the micrometre; the whole of it from
/// `t = 1` on.
pub(super) fn part_of(length: Length, t: f64) -> Length {
    if t >= 1.0 {
        length
    } else {
        Length::from_micrometres((length.micrometres() as f64 * t).round() as i64)
    }
}

/// A polygon: its corners in order, the last joined back to the first (the ring need not repeat
/// its first point), borrowed from wherever a table keeps them — a terrain area's outline.
/// Inside is by the even-odd rule.
///
/// ```
/// use umpire_minis::Point;
/// use umpire_minis::geometry::Polygon;
/// let p = |x, y| Point { x, y };
/// let square = [p(0, 0), p(10, 0), p(10, 10), p(0, 10)];
/// assert!(Polygon(&square).contains(p(5, 5)));
/// assert_eq!(Polygon(&square).edges().count(), 4);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Polygon<'a>(pub &'a [Point]);

impl<'a> Polygon<'a> {
    /// Its edges, each from a corner to the next, the last back to the first.
    ///
    /// ```
    /// use umpire_minis::Point;
    /// use umpire_minis::geometry::Polygon;
    /// let p = |x, y| Point { x, y };
    /// let triangle = [p(0, 0), p(4, 0), p(0, 3)];
    /// let last = Polygon(&triangle).edges().last();
    /// assert_eq!(last, Some((p(0, 3), p(0, 0))));
    /// ```
    pub fn edges(self) -> impl Iterator<Item = (Point, Point)> + 'a {
        let ring = self.0;
        (0..ring.len()).map(move |i| (ring[i], ring[(i + 1) % ring.len()]))
    }

    /// Whether `p` lies inside (even-odd rule). A point on the outline may fall either way.
    ///
    /// ```
    /// use umpire_minis::Point;
    /// use umpire_minis::geometry::Polygon;
    /// let p = |x, y| Point { x, y };
    /// let square = [p(0, 0), p(10, 0), p(10, 10), p(0, 10)];
    /// assert!(Polygon(&square).contains(p(1, 9)));
    /// assert!(!Polygon(&square).contains(p(11, 5)));
    /// ```
    pub fn contains(self, p: Point) -> bool {
        let ring = self.0;
        let (px, py) = p.f();
        let mut inside = false;
        let n = ring.len();
        for i in 0..n {
            let (xi, yi) = ring[i].f();
            let (xj, yj) = ring[(i + n - 1) % n].f();
            if (yi > py) != (yj > py) && px < (xj - xi) * (py - yi) / (yj - yi) + xi {
                inside = !inside;
            }
        }
        inside
    }

    /// The fractions of the way along `a → b` where it crosses an edge, in order (one for each
    /// edge met: a leg through a corner meets both its edges there).
    ///
    /// ```
    /// use umpire_minis::Point;
    /// use umpire_minis::geometry::Polygon;
    /// let p = |x, y| Point { x, y };
    /// let square = [p(10, 0), p(20, 0), p(20, 10), p(10, 10)];
    /// assert_eq!(Polygon(&square).crossings(p(0, 5), p(40, 5)), [0.25, 0.5]);
    /// ```
    pub fn crossings(self, a: Point, b: Point) -> Vec<f64> {
        let mut cuts: Vec<f64> = self.edges().filter_map(|(c, d)| crossing(a, b, c, d)).collect();
        cuts.sort_by(f64::total_cmp);
        cuts
    }

    /// The stretches of `a → b` inside, each from and to a fraction of the way, in order. Each
    /// stretch between two crossings is judged by its middle (rounded to the micrometre).
    ///
    /// ```
    /// use umpire_minis::Point;
    /// use umpire_minis::geometry::Polygon;
    /// let p = |x, y| Point { x, y };
    /// let square = [p(10, 0), p(20, 0), p(20, 10), p(10, 10)];
    /// assert_eq!(Polygon(&square).clip(p(0, 5), p(40, 5)), [(0.25, 0.5)]);
    /// assert_eq!(Polygon(&square).clip(p(15, 5), p(15, 55)), [(0.0, 0.1)]);
    /// ```
    pub fn clip(self, a: Point, b: Point) -> Vec<(f64, f64)> {
        let mut cuts = self.crossings(a, b);
        cuts.extend([0.0, 1.0]);
        let mut inside: Vec<(f64, f64)> = Vec::new();
        for pair in sorted(cuts).windows(2) {
            let (t0, t1) = (pair[0], pair[1]);
            if !self.contains(a.lerp(b, (t0 + t1) / 2.0)) {
                continue;
            }
            match inside.last_mut() {
                Some(last) if last.1 == t0 => last.1 = t1,
                _ => inside.push((t0, t1)),
            }
        }
        inside
    }

    /// How much of `a → b` lies inside: the length of the stretches of [`Polygon::clip`], each
    /// measured from the leg's length as a [`super::spans`] span is (so it is whole when the leg
    /// is).
    ///
    /// ```
    /// use umpire_minis::{Length, Point, Unit};
    /// use umpire_minis::geometry::Polygon;
    /// let p = |x, y| Point::at(x, y, Unit::Inch);
    /// let wood = [p(10.0, 0.0), p(20.0, 0.0), p(20.0, 10.0), p(10.0, 10.0)];
    /// assert_eq!(Polygon(&wood).length_inside(p(0.0, 5.0), p(30.0, 5.0)), Length::inches(10));
    /// ```
    pub fn length_inside(self, a: Point, b: Point) -> Length {
        let length = a.distance(b);
        self.clip(a, b).into_iter().fold(Length::ZERO, |sum, (t0, t1)| {
            sum.plus(part_of(length, t1).minus(part_of(length, t0)))
        })
    }

    /// How far `p` lies from the nearest edge, in micrometres (infinite for no corners).
    ///
    /// ```
    /// use umpire_minis::Point;
    /// use umpire_minis::geometry::Polygon;
    /// let p = |x, y| Point { x, y };
    /// let square = [p(0, 0), p(10, 0), p(10, 10), p(0, 10)];
    /// assert_eq!(Polygon(&square).distance_to_edge(p(3, 5)), 3.0);
    /// ```
    pub fn distance_to_edge(self, p: Point) -> f64 {
        self.edges().map(|(a, b)| distance_to_segment(p, a, b)).fold(f64::INFINITY, f64::min)
    }

    /// The upright rectangle holding it.
    ///
    /// ```
    /// use umpire_minis::Point;
    /// use umpire_minis::geometry::Polygon;
    /// let p = |x, y| Point { x, y };
    /// assert_eq!(Polygon(&[p(0, 5), p(4, 1), p(2, 9)]).bounds().max, p(4, 9));
    /// ```
    pub fn bounds(self) -> Bounds {
        Bounds::of(self.0)
    }

    /// Whether the outline crosses itself: two edges that are not neighbours meet.
    ///
    /// ```
    /// use umpire_minis::Point;
    /// use umpire_minis::geometry::Polygon;
    /// let p = |x, y| Point { x, y };
    /// assert!(Polygon(&[p(0, 0), p(10, 10), p(10, 0), p(0, 10)]).self_intersects());
    /// assert!(!Polygon(&[p(0, 0), p(10, 0), p(10, 10), p(0, 10)]).self_intersects());
    /// ```
    pub fn self_intersects(self) -> bool {
        let ring = self.0;
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
}

/// A polyline: its points in order, borrowed from wherever a table keeps them — a linear
/// feature (a hedge, a wall, a stream, a road).
///
/// ```
/// use umpire_minis::Point;
/// use umpire_minis::geometry::Polyline;
/// let p = |x, y| Point { x, y };
/// let hedge = [p(0, 0), p(10, 10), p(20, 0)];
/// assert_eq!(Polyline(&hedge).segments().count(), 2);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Polyline<'a>(pub &'a [Point]);

impl<'a> Polyline<'a> {
    /// Its segments, each from a point to the next.
    ///
    /// ```
    /// use umpire_minis::Point;
    /// use umpire_minis::geometry::Polyline;
    /// let p = |x, y| Point { x, y };
    /// let segments: Vec<_> = Polyline(&[p(0, 0), p(5, 0)]).segments().collect();
    /// assert_eq!(segments, [(p(0, 0), p(5, 0))]);
    /// ```
    pub fn segments(self) -> impl Iterator<Item = (Point, Point)> + 'a {
        self.0.windows(2).map(|pair| (pair[0], pair[1]))
    }

    /// Where `a → b` crosses it, as fractions of the way, in order; how many times is their
    /// number (one for each segment met: a leg through a point between two segments meets
    /// both there).
    ///
    /// ```
    /// use umpire_minis::Point;
    /// use umpire_minis::geometry::Polyline;
    /// let p = |x, y| Point { x, y };
    /// let zigzag = [p(0, 0), p(10, 10), p(20, 0)];
    /// assert_eq!(Polyline(&zigzag).crossings(p(0, 5), p(20, 5)), [0.25, 0.75]);
    /// assert!(Polyline(&zigzag).crossings(p(0, 20), p(20, 20)).is_empty());
    /// ```
    pub fn crossings(self, a: Point, b: Point) -> Vec<f64> {
        let mut cuts: Vec<f64> =
            self.segments().filter_map(|(c, d)| crossing(a, b, c, d)).collect();
        cuts.sort_by(f64::total_cmp);
        cuts
    }

    /// The upright rectangle holding it.
    pub fn bounds(self) -> Bounds {
        Bounds::of(self.0)
    }
}

/// A circle: its centre and radius — a round wood, a smoke screen, a crater.
///
/// ```
/// use umpire_minis::{Length, Point, Unit};
/// use umpire_minis::geometry::Circle;
/// let wood = Circle { centre: Point::at(24.0, 24.0, Unit::Inch), radius: Length::inches(6) };
/// assert!(wood.contains(Point::at(20.0, 20.0, Unit::Inch)));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Circle {
    /// Its centre.
    pub centre: Point,
    /// Its radius.
    pub radius: Length,
}

impl Circle {
    /// Whether `p` lies strictly inside.
    ///
    /// ```
    /// use umpire_minis::{Length, Point};
    /// use umpire_minis::geometry::Circle;
    /// let c = Circle { centre: Point { x: 0, y: 0 }, radius: Length::from_micrometres(5) };
    /// assert!(c.contains(Point { x: 3, y: 3 }) && !c.contains(Point { x: 3, y: 4 }));
    /// ```
    pub fn contains(self, p: Point) -> bool {
        let (dx, dy) = ((p.x - self.centre.x) as f64, (p.y - self.centre.y) as f64);
        let r = self.radius.micrometres() as f64;
        dx * dx + dy * dy < r * r
    }

    /// Where `a → b` enters and leaves it, as fractions of the way strictly between its ends,
    /// in order (none for a leg that only touches it).
    ///
    /// ```
    /// use umpire_minis::{Length, Point};
    /// use umpire_minis::geometry::Circle;
    /// let c = Circle { centre: Point { x: 50, y: 0 }, radius: Length::from_micrometres(10) };
    /// assert_eq!(c.crossings(Point { x: 0, y: 0 }, Point { x: 100, y: 0 }), [0.4, 0.6]);
    /// assert_eq!(c.crossings(Point { x: 50, y: 0 }, Point { x: 100, y: 0 }), [0.2]);
    /// ```
    pub fn crossings(self, a: Point, b: Point) -> Vec<f64> {
        let (dx, dy) = ((b.x - a.x) as f64, (b.y - a.y) as f64);
        let (fx, fy) = ((a.x - self.centre.x) as f64, (a.y - self.centre.y) as f64);
        let r = self.radius.micrometres() as f64;
        let qa = dx * dx + dy * dy;
        let qb = 2.0 * (fx * dx + fy * dy);
        let qc = fx * fx + fy * fy - r * r;
        let disc = qb * qb - 4.0 * qa * qc;
        if qa == 0.0 || disc <= 0.0 {
            return Vec::new();
        }
        [(-qb - disc.sqrt()) / (2.0 * qa), (-qb + disc.sqrt()) / (2.0 * qa)]
            .into_iter()
            .filter(|t| *t > 0.0 && *t < 1.0)
            .collect()
    }

    /// How far `p` lies from the circle's edge, inside or out, in micrometres.
    ///
    /// ```
    /// use umpire_minis::{Length, Point};
    /// use umpire_minis::geometry::Circle;
    /// let c = Circle { centre: Point { x: 0, y: 0 }, radius: Length::from_micrometres(10) };
    /// assert_eq!(c.distance_to_edge(Point { x: 6, y: 8 }), 0.0);
    /// assert_eq!(c.distance_to_edge(Point { x: 0, y: 4 }), 6.0);
    /// ```
    pub fn distance_to_edge(self, p: Point) -> f64 {
        let (dx, dy) = ((p.x - self.centre.x) as f64, (p.y - self.centre.y) as f64);
        (dx.hypot(dy) - self.radius.micrometres() as f64).abs()
    }

    /// The upright rectangle holding it.
    ///
    /// ```
    /// use umpire_minis::{Length, Point};
    /// use umpire_minis::geometry::Circle;
    /// let c = Circle { centre: Point { x: 0, y: 0 }, radius: Length::from_micrometres(10) };
    /// let bounds = c.bounds();
    /// assert_eq!((bounds.min, bounds.max), (Point { x: -10, y: -10 }, Point { x: 10, y: 10 }));
    /// ```
    pub fn bounds(self) -> Bounds {
        let r = self.radius.micrometres();
        let Point { x, y } = self.centre;
        Bounds {
            min: Point { x: x.saturating_sub(r), y: y.saturating_sub(r) },
            max: Point { x: x.saturating_add(r), y: y.saturating_add(r) },
        }
    }
}
