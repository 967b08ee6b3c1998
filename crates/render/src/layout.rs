//! Where hexes go on the page, and the bands inside a hex that its labels use: the hex id at
//! the top edge, counters in the middle, the overlay's marks (MP spent, must stop, path steps)
//! under them, the place name at the bottom. Each label stays inside its own band, so labels of
//! one hex never meet, nor those of two hexes.

use umpire_hex::{Hex, Hexside, Orientation};
use umpire_scenario::ScenarioMap;

/// Hex size, centre to corner, in SVG user units (our choice: 48, so a hex is about 83 px
/// across the flats and holds a 10 px id, a stack of three counters and a place name).
pub(super) const SIZE: f64 = 48.0;
/// √3.
pub(super) const SQRT3: f64 = 1.732_050_807_568_877_2;

/// Font size of the hex ids.
pub(super) const ID_FONT: f64 = 10.0;
/// Baseline of the hex id, below the centre (negative: above it).
pub(super) const ID_BASELINE: f64 = -29.0;
/// Font size of the overlay's marks band (MP spent, path steps).
pub(super) const MARK_FONT: f64 = 10.0;
/// Baseline of the marks band.
pub(super) const MARK_BASELINE: f64 = 23.5;
/// Font size of place names.
pub(super) const NAME_FONT: f64 = 9.0;
/// Baseline of the place-name band.
pub(super) const NAME_BASELINE: f64 = 34.75;

/// A point in SVG user units.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Point {
    pub x: f64,
    pub y: f64,
}

/// Where hexes go on the page.
pub(super) struct Layout {
    orientation: Orientation,
    origin: Point,
}

impl Layout {
    /// The layout that puts `map`'s hexes with their top-left at `corner`; with the map's width
    /// and height.
    pub fn fit(map: &ScenarioMap, corner: Point) -> (Layout, f64, f64) {
        let orientation = map.layout().orientation;
        let raw = Layout { orientation, origin: Point { x: 0.0, y: 0.0 } };
        let (mut min_x, mut min_y, mut max_x, mut max_y) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
        for hex in map.hexes() {
            for corner in raw.corners(hex) {
                min_x = min_x.min(corner.x);
                min_y = min_y.min(corner.y);
                max_x = max_x.max(corner.x);
                max_y = max_y.max(corner.y);
            }
        }
        if min_x > max_x {
            (min_x, min_y, max_x, max_y) = (0.0, 0.0, 0.0, 0.0);
        }
        let origin = Point { x: corner.x - min_x, y: corner.y - min_y };
        (Layout { orientation, origin }, max_x - min_x, max_y - min_y)
    }

    /// The centre of `hex`.
    pub fn centre(&self, hex: Hex) -> Point {
        let (q, r) = (f64::from(hex.q), f64::from(hex.r));
        let (x, y) = match self.orientation {
            Orientation::FlatTop => (SIZE * 1.5 * q, SIZE * SQRT3 * (r + q / 2.0)),
            Orientation::PointyTop => (SIZE * SQRT3 * (q + r / 2.0), SIZE * 1.5 * r),
        };
        Point { x: x + self.origin.x, y: y + self.origin.y }
    }

    /// The six corners of `hex`, `scale` times the hex size from its centre.
    pub fn corners_scaled(&self, hex: Hex, scale: f64) -> [Point; 6] {
        let centre = self.centre(hex);
        let start = match self.orientation {
            Orientation::FlatTop => 0.0,
            Orientation::PointyTop => 30.0,
        };
        std::array::from_fn(|i| {
            let angle = (start + 60.0 * i as f64).to_radians();
            Point {
                x: centre.x + scale * SIZE * angle.cos(),
                y: centre.y + scale * SIZE * angle.sin(),
            }
        })
    }

    /// The six corners of `hex`.
    pub fn corners(&self, hex: Hex) -> [Point; 6] {
        self.corners_scaled(hex, 1.0)
    }

    /// The two ends of the edge `side`.
    pub fn edge(&self, side: Hexside) -> (Point, Point) {
        let [a, b] = side.hexes();
        let (ca, cb) = (self.centre(a), self.centre(b));
        let mid = Point { x: (ca.x + cb.x) / 2.0, y: (ca.y + cb.y) / 2.0 };
        let (dx, dy) = (cb.x - ca.x, cb.y - ca.y);
        let length = (dx * dx + dy * dy).sqrt().max(f64::EPSILON);
        // The shared edge is perpendicular to the line of centres and one hex size long.
        let (px, py) = (-dy / length * SIZE / 2.0, dx / length * SIZE / 2.0);
        (Point { x: mid.x + px, y: mid.y + py }, Point { x: mid.x - px, y: mid.y - py })
    }

    /// The middle of the edge `side`.
    pub fn edge_middle(&self, side: Hexside) -> Point {
        let (a, b) = self.edge(side);
        Point { x: (a.x + b.x) / 2.0, y: (a.y + b.y) / 2.0 }
    }

    /// Half the width of a hex's inside at `dy` above or below its centre.
    pub fn half_width(&self, dy: f64) -> f64 {
        let dy = dy.abs();
        match self.orientation {
            Orientation::FlatTop => (SIZE - dy / SQRT3).max(0.0),
            Orientation::PointyTop if dy <= SIZE / 2.0 => SIZE * SQRT3 / 2.0,
            Orientation::PointyTop => ((SIZE - dy) * SQRT3).max(0.0),
        }
    }

    /// The width a band of text with baseline `baseline` and font `font` has inside a hex
    /// (its box from 0.75 em above the baseline to 0.25 em below), a pixel kept either side.
    pub fn band_width(&self, baseline: f64, font: f64) -> f64 {
        let far = (baseline - 0.75 * font).abs().max((baseline + 0.25 * font).abs());
        2.0 * self.half_width(far) - 2.0
    }
}

/// `points` as an SVG `points` attribute.
pub(super) fn points_attr(points: &[Point]) -> String {
    let points: Vec<String> = points.iter().map(|p| format!("{:.1},{:.1}", p.x, p.y)).collect();
    points.join(" ")
}

/// Width of an off-map box's rectangle, drawn in a row under the map.
pub(super) const BOX_WIDTH: f64 = 170.0;
/// Height of an off-map box's rectangle.
pub(super) const BOX_HEIGHT: f64 = 70.0;
/// Space between two boxes.
pub(super) const BOX_GAP: f64 = 10.0;

/// The map's hexes and its rows of boxes on the page.
pub(super) struct Page {
    /// Where hexes go.
    pub layout: Layout,
    /// The left of the map and of the row of boxes.
    pub left: f64,
    /// The top of the rows of boxes.
    pub boxes_top: f64,
    /// How many boxes a row holds.
    pub per_row: usize,
}

impl Page {
    /// The top-left corner of the `index`th box's rectangle.
    pub fn box_corner(&self, index: usize) -> Point {
        let per_row = self.per_row.max(1);
        let (column, row) = ((index % per_row) as f64, (index / per_row) as f64);
        Point {
            x: self.left + column * (BOX_WIDTH + BOX_GAP),
            y: self.boxes_top + row * (BOX_HEIGHT + BOX_GAP),
        }
    }
}
