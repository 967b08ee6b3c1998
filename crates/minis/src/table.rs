//! The open table: its size, its terrain areas (polygons), its linear features (polylines), and
//! what a straight leg or a whole route meets ([`crate::Measure`]) — the [`TableMap`] the
//! table-scenario files load into.

use serde::{Deserialize, Serialize};
use umpire_map::Map;

use crate::geometry::{self, Point, Polygon, Polyline};
use crate::length::{Length, Unit};
use crate::measure::{Measure, OPEN};
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
        self.areas
            .iter()
            .rev()
            .find(|a| Polygon(&a.ring).contains(p))
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
        let areas = self.areas.iter().map(|area| (area.kind.as_str(), Polygon(&area.ring)));
        let spans = geometry::area_spans(a, b, areas);
        let mut crossed: Vec<(f64, &str)> = Vec::new();
        for feature in &self.features {
            let kind = feature.kind.as_str();
            crossed.extend(Polyline(&feature.line).crossings(a, b).into_iter().map(|t| (t, kind)));
        }
        crossed.sort_by(|x, y| x.0.total_cmp(&y.0));
        let crossings = crossed.into_iter().map(|(_, k)| k.to_owned()).collect();
        Measure { length: a.distance(b), spans, crossings }
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
        self.areas.iter().any(|area| Polygon(&area.ring).distance_to_edge(p) <= tolerance)
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
