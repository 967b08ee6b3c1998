//! The open table: its size, its terrain areas (polygons), its linear features (polylines), and
//! what a straight leg or a whole route meets — the [`TableMap`] the table-scenario files load
//! into, and the vocabulary of every table's legs ([`Measure`], [`Span`]).

use serde::{Deserialize, Serialize};
use umpire_map::Map;

use crate::geometry::{self, Point};
use crate::length::{Length, Unit};
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

/// A stretch of a leg over one kind of ground.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Span {
    /// The terrain kind (`open` outside every area).
    pub kind: String,
    /// How long it is.
    pub length: Length,
}

/// What a straight leg, or a route of legs, meets: its length, the length over each kind of
/// ground, and each linear feature it crosses.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Measure {
    /// The whole length.
    pub length: Length,
    /// Consecutive stretches by terrain (a later area lies on top of an earlier one).
    pub spans: Vec<Span>,
    /// Linear features crossed, in order along the way.
    pub crossings: Vec<String>,
}

impl Measure {
    /// The total length over `kind` of ground.
    pub fn over(&self, kind: &str) -> Length {
        self.spans.iter().filter(|s| s.kind == kind).fold(Length::ZERO, |sum, s| sum.plus(s.length))
    }

    /// Adds `leg`, measured on from the end of this one: lengths add up, a first span of the
    /// kind this one ends on joins it, crossings follow on.
    pub(crate) fn extend(&mut self, leg: Measure) {
        self.length = self.length.plus(leg.length);
        for span in leg.spans {
            match self.spans.last_mut() {
                Some(last) if last.kind == span.kind => last.length = last.length.plus(span.length),
                _ => self.spans.push(span),
            }
        }
        self.crossings.extend(leg.crossings);
    }
}

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
        let mut cuts: Vec<f64> = vec![0.0, 1.0];
        for area in &self.areas {
            cuts.extend(geometry::ring_crossings(a, b, &area.ring));
        }
        cuts.sort_by(f64::total_cmp);
        cuts.dedup_by(|x, y| (*x - *y).abs() < 1e-12);
        let mut measure =
            Measure { length: Length::ZERO, spans: Vec::new(), crossings: Vec::new() };
        let mut done = Length::ZERO;
        for pair in cuts.windows(2) {
            let (t0, t1) = (pair[0], pair[1]);
            let mid = a.lerp(b, (t0 + t1) / 2.0);
            // Lengths from the exact total, so the spans add up to the leg.
            let upto = if t1 >= 1.0 {
                length
            } else {
                Length::from_micrometres((length.micrometres() as f64 * t1).round() as i64)
            };
            let span = Span { kind: self.terrain_at(mid).to_owned(), length: upto.minus(done) };
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
