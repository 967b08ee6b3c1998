//! The open table: its size, its terrain areas (polygons), its linear features (polylines), and
//! what a straight leg or a whole route meets ([`crate::Measure`]) — the [`TableMap`] the
//! table-scenario files load into.

use serde::{Deserialize, Serialize};
use umpire_map::Map;

use crate::geometry::{self, Point};
use crate::length::{Length, Unit};
use crate::measure::{Measure, Span};
use crate::table_map::{TableMap, along_legs};

/// A terrain area: a polygon with a terrain kind (`woods`, `marsh`…).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Area {
    /// Its terrain kind.
    pub kind: String,
    /// Its corners, in order.
    pub ring: Vec<Point>,
}

/// A linear feature: a polyline with a kind (`hedge`, `wall`, `wire`, `stream`, `bocage`,
/// `road`…).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Feature {
    /// Its kind.
    pub kind: String,
    /// Its points, in order.
    pub line: Vec<Point>,
}

/// How close, in micrometres, the leg may pass to an area's outline before the middles of the
/// stretches on either side may be judged differently: a middle is rounded to the micrometre
/// (at most 0.71 µm off the leg), and a little more for the arithmetic.
const CLOSE: f64 = 1.5;

/// The open ground outside every area.
pub const OPEN: &str = "open";

/// A table: its size, unit, areas and features.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    /// How its numbers are written.
    pub unit: Unit,
    /// Its width.
    pub width: Length,
    /// Its depth.
    pub height: Length,
    /// Terrain areas, bottom first.
    pub areas: Vec<Area>,
    /// Linear features.
    pub features: Vec<Feature>,
}

impl Table {
    /// Whether `p` is on the table.
    pub fn contains(&self, p: Point) -> bool {
        (0..=self.width.micrometres()).contains(&p.x)
            && (0..=self.height.micrometres()).contains(&p.y)
    }

    /// The terrain kind at `p` (the topmost area holding it, or [`OPEN`]).
    pub fn terrain_at(&self, p: Point) -> &str {
        let q = (p.x as f64, p.y as f64);
        self.areas
            .iter()
            .rev()
            .find(|a| geometry::inside(q, &a.ring))
            .map_or(OPEN, |a| a.kind.as_str())
    }

    /// What the straight leg `a → b` meets.
    ///
    /// ```
    /// use umpire_minis::{Area, Feature, Length, Point, Table, Unit};
    /// let p = |x, y| Point::at(x, y, Unit::Inch);
    /// let table = Table {
    ///     unit: Unit::Inch,
    ///     width: Length::inches(48),
    ///     height: Length::inches(48),
    ///     areas: vec![Area { kind: "woods".into(), ring: vec![p(10.0, 0.0), p(20.0, 0.0), p(20.0, 10.0), p(10.0, 10.0)] }],
    ///     features: vec![Feature { kind: "hedge".into(), line: vec![p(25.0, 0.0), p(25.0, 10.0)] }],
    /// };
    /// let leg = table.measure_leg(p(0.0, 5.0), p(30.0, 5.0));
    /// assert_eq!(leg.length, Length::inches(30));
    /// assert_eq!(leg.over("woods"), Length::inches(10));
    /// assert_eq!(leg.over("open"), Length::inches(20));
    /// assert_eq!(leg.crossings, ["hedge"]);
    /// ```
    pub fn measure_leg(&self, a: Point, b: Point) -> Measure {
        let length = a.distance(b);
        // The areas the leg can meet: those whose bounding box, widened by the crossing test's
        // tolerance, touches the leg's. No other area holds a point of the leg or meets it.
        let leg = geometry::Bounds::of(&[a, b]);
        let near: Vec<usize> = (0..self.areas.len())
            .filter(|&i| geometry::Bounds::of(&self.areas[i].ring).meets(leg))
            .collect();
        let mut cuts: Vec<f64> = vec![0.0, 1.0];
        // Where the leg passes close to each near area's outline: the stretches (as fractions
        // of the leg) within `CLOSE` of an edge, and whose edge it is.
        let mut close: Vec<(f64, f64, usize)> = Vec::new();
        for &i in &near {
            let ring = &self.areas[i].ring;
            cuts.extend(geometry::ring_crossings(a, b, ring));
            for (j, &c) in ring.iter().enumerate() {
                let d = ring[(j + 1) % ring.len()];
                if let Some((lo, hi)) = geometry::close_stretch(a, b, c, d, CLOSE) {
                    close.push((lo, hi, i));
                }
            }
        }
        cuts.sort_by(f64::total_cmp);
        cuts.dedup_by(|x, y| (*x - *y).abs() < 1e-12);
        close.sort_by(|x, y| x.0.total_cmp(&y.0));
        let mut measure =
            Measure { length: Length::ZERO, spans: Vec::new(), crossings: Vec::new() };
        let mut done = Length::ZERO;
        // The near areas holding the middle of the span before. Each stretch is judged by the
        // point at its middle, rounded to the micrometre; two such points are on the same side
        // of an outline unless the leg between them passes within a micrometre of it. So each
        // span asks again only the areas whose outline the leg passes close to since the
        // middle before: each ring is walked where the leg meets it, not at every span.
        let mut holding: std::collections::BTreeSet<usize> = std::collections::BTreeSet::new();
        let (mut next_close, mut watched, mut before) = (0, Vec::new(), 0.0);
        for (n, pair) in cuts.windows(2).enumerate() {
            let (t0, t1) = (pair[0], pair[1]);
            let t = (t0 + t1) / 2.0;
            let mid = a.lerp(b, t);
            let q = (mid.x as f64, mid.y as f64);
            let mut ask = |i: usize| {
                if geometry::inside(q, &self.areas[i].ring) {
                    holding.insert(i);
                } else {
                    holding.remove(&i);
                }
            };
            // The stretches close to an outline that overlap the leg from `before` to `t`.
            while let Some(&(lo, hi, i)) = close.get(next_close).filter(|c| c.0 <= t) {
                watched.push((lo, hi, i));
                next_close += 1;
            }
            watched.retain(|&(_, hi, _)| hi >= before);
            if n == 0 {
                near.iter().for_each(|&i| ask(i));
            } else {
                let mut again: Vec<usize> = watched.iter().map(|w| w.2).collect();
                again.sort_unstable();
                again.dedup();
                again.into_iter().for_each(ask);
            }
            before = t;
            // Lengths from the exact total, so the spans add up to the leg.
            let upto = if t1 >= 1.0 {
                length
            } else {
                Length::from_micrometres((length.micrometres() as f64 * t1).round() as i64)
            };
            let kind = holding.last().map_or(OPEN, |&i| self.areas[i].kind.as_str());
            let span = Span { kind: kind.to_owned(), length: upto.minus(done) };
            done = upto;
            measure.extend(Measure {
                length: Length::ZERO,
                spans: vec![span],
                crossings: Vec::new(),
            });
        }
        measure.length = length;
        let mut crossed: Vec<(f64, &str)> = Vec::new();
        for feature in &self.features {
            for pair in feature.line.windows(2) {
                if let Some(t) = geometry::crossing(a, b, pair[0], pair[1]) {
                    crossed.push((t, feature.kind.as_str()));
                }
            }
        }
        crossed.sort_by(|x, y| x.0.total_cmp(&y.0));
        measure.crossings = crossed.into_iter().map(|(_, k)| k.to_owned()).collect();
        measure
    }

    /// What a route (its points in order) meets, leg by leg.
    pub fn measure(&self, route: &[Point]) -> Measure {
        let mut total = Measure::default();
        for pair in route.windows(2) {
            total.extend(self.measure_leg(pair[0], pair[1]));
        }
        total
    }

    /// The point `distance` along `route`, and whether the route's end was reached.
    pub fn along(&self, route: &[Point], distance: Length) -> (Point, bool) {
        along_legs(route, distance, Point::distance)
    }

    /// Whether `p` lies on the edge of a terrain area (within 0.01 of the table's unit).
    pub fn on_area_edge(&self, p: Point) -> bool {
        let tolerance = Length::from_f64(0.01, self.unit).micrometres() as f64;
        let (px, py) = (p.x as f64, p.y as f64);
        self.areas.iter().any(|area| {
            let ring = &area.ring;
            (0..ring.len()).any(|i| {
                let (a, b) = (ring[i], ring[(i + 1) % ring.len()]);
                let (ax, ay, bx, by) = (a.x as f64, a.y as f64, b.x as f64, b.y as f64);
                let (dx, dy) = (bx - ax, by - ay);
                let length2 = dx * dx + dy * dy;
                let t = if length2 == 0.0 {
                    0.0
                } else {
                    (((px - ax) * dx + (py - ay) * dy) / length2).clamp(0.0, 1.0)
                };
                (px - (ax + t * dx)).hypot(py - (ay + t * dy)) <= tolerance
            })
        })
    }
}

impl Map for Table {
    type Place = Point;
    type Leg = Measure;

    /// Every two points of the table are one straight leg apart.
    fn leg(&self, from: Point, to: Point) -> Option<Measure> {
        (self.contains(from) && self.contains(to)).then(|| self.measure_leg(from, to))
    }
}

/// The table's own answers: its unit, its bounds, its geometry.
impl TableMap for Table {
    fn unit(&self) -> Unit {
        self.unit
    }

    fn contains(&self, p: Point) -> bool {
        Table::contains(self, p)
    }

    fn measure(&self, route: &[Point]) -> Measure {
        Table::measure(self, route)
    }

    fn along(&self, route: &[Point], distance: Length) -> (Point, bool) {
        Table::along(self, route, distance)
    }

    fn on_area_edge(&self, p: Point) -> bool {
        Table::on_area_edge(self, p)
    }
}
