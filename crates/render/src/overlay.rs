//! A unit's reach drawn over visible terrain: every hex it cannot reach dimmed, every reached
//! hex keeping its terrain with the MP spent written in its marks band, a stop sign beside the
//! MP where it must stop, its start ringed; a water reach drawn on the river hexsides
//! themselves. The legend lines for all of these.

use std::collections::HashSet;
use std::fmt::Write as _;

use umpire_hex::{Hex, Hexside};
use umpire_map::Mp;
use umpire_scenario::{Location, MapPlace, ScenarioMap};

use super::labels::{Anchor, Text, escape, fit, write_text};
use super::layout::{BOX_HEIGHT, BOX_WIDTH, MARK_BASELINE, MARK_FONT, Page, Point, points_attr};
use super::legend::LegendLine;
use super::path::PathOverlay;
use super::spot::{Spot, marker_slot};

/// One place an [`Overlay`] marks: what reaching it cost and whether the unit must stop there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reached {
    /// The hex or box reached.
    pub place: MapPlace,
    /// The least MP spent getting there.
    pub cost: Mp,
    /// Whether the unit must stop there.
    pub must_stop: bool,
    /// The clause that stops it there, if it must stop.
    pub clause: Option<String>,
}

/// A river hexside a water reach gets to: drawn on the hexside itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReachedSide {
    /// The hexside.
    pub side: Hexside,
    /// Its printed id, `1012/1013`.
    pub id: String,
    /// The least MP spent getting there.
    pub cost: Mp,
    /// Whether the unit must stop there.
    pub must_stop: bool,
}

/// What [`super::svg_with`] draws over the map: one unit's reach, or one checked path.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Overlay {
    /// The heading for it, e.g. `Reach of russian-hq (MA 2, operational)`.
    pub title: String,
    /// Where the unit starts, if on the map.
    pub start: Option<Spot>,
    /// The hexes and boxes it can reach, the start excluded.
    pub places: Vec<Reached>,
    /// The river hexsides it can reach (a water move).
    pub hexsides: Vec<ReachedSide>,
    /// A line written under the heading, e.g. why the unit may not move at all.
    pub note: Option<String>,
    /// A checked path, drawn instead of a reach.
    pub path: Option<PathOverlay>,
}

impl Overlay {
    /// Whether this overlay is a reach (hexes it cannot reach are dimmed).
    pub(super) fn is_reach(&self) -> bool {
        self.path.is_none()
    }

    /// The hexes drawn as reached: those reached and the start.
    fn lit(&self) -> HashSet<Hex> {
        let reached = self.places.iter().filter_map(|r| match r.place {
            MapPlace::Hex(hex) => Some(hex),
            MapPlace::Box(_) => None,
        });
        let start = match self.start {
            Some(Spot::Place(MapPlace::Hex(hex))) => Some(hex),
            _ => None,
        };
        reached.chain(start).collect()
    }
}

/// Colour of the must-stop mark and of notes.
pub(super) const STOP_COLOUR: &str = "#b0001e";
/// The dimming over a hex the unit cannot reach (our choice: black at 45%).
const DIM: &str = r##"fill="#000" fill-opacity="0.45""##;
/// Colour of a reached river hexside.
const REACH_SIDE_COLOUR: &str = "#ffb000";
/// The style of the ring around the unit's start.
const START_RING: &str = r##"fill="none" stroke="#111" stroke-width="2.5" stroke-dasharray="5 3""##;
/// The start ring's size, as a share of the hex size: outside the id band.
const START_SCALE: f64 = 0.97;

/// Dims every hex the unit cannot reach (drawn over the terrain, under everything else).
pub(super) fn draw_dim(out: &mut String, map: &ScenarioMap, page: &Page, overlay: &Overlay) {
    if !overlay.is_reach() {
        return;
    }
    let lit = overlay.lit();
    out.push_str("<g id=\"unreachable\">\n");
    for hex in map.hexes().filter(|hex| !lit.contains(hex)) {
        let _ = writeln!(
            out,
            r#"<polygon class="dim" data-hex="{}" points="{}" {DIM}/>"#,
            escape(&map.hex_id(hex)),
            points_attr(&page.layout.corners(hex))
        );
    }
    out.push_str("</g>\n");
}

/// The reached river hexsides and the start ring, over the hexside features.
pub(super) fn draw_lines(out: &mut String, map: &ScenarioMap, page: &Page, overlay: &Overlay) {
    out.push_str("<g id=\"reach-lines\" stroke-linecap=\"round\">\n");
    for side in &overlay.hexsides {
        let (a, b) = page.layout.edge(side.side);
        let _ = writeln!(
            out,
            r#"<line class="reach-hexside" data-hexside="{}" x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="{REACH_SIDE_COLOUR}" stroke-width="7" stroke-opacity="0.85"><title>{}: {} MP{}</title></line>"#,
            escape(&side.id),
            a.x,
            a.y,
            b.x,
            b.y,
            escape(&side.id),
            side.cost,
            if side.must_stop { ", must stop" } else { "" }
        );
    }
    out.push_str("</g>\n");
    let Some(start) = overlay.start else { return };
    let (id, shape) = match start {
        Spot::Place(MapPlace::Hex(hex)) => (
            map.hex_id(hex),
            format!(
                r#"<path d="M {} Z" {START_RING}/>"#,
                points_attr(&page.layout.corners_scaled(hex, START_SCALE))
            ),
        ),
        Spot::Place(MapPlace::Box(id)) => {
            let corner = page.box_corner(usize::from(id.0));
            (
                map.location_id(Location::Box(id)),
                format!(
                    r#"<rect x="{:.1}" y="{:.1}" width="{BOX_WIDTH}" height="{BOX_HEIGHT}" {START_RING}/>"#,
                    corner.x, corner.y
                ),
            )
        }
        Spot::Hexside(side) => {
            let (a, b) = page.layout.edge(side);
            let [h1, h2] = side.hexes();
            (
                format!("{}/{}", map.hex_id(h1), map.hex_id(h2)),
                format!(
                    r##"<line x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="#111" stroke-width="3" stroke-dasharray="4 3"/>"##,
                    a.x, a.y, b.x, b.y
                ),
            )
        }
    };
    let _ = writeln!(
        out,
        r#"<g class="start" data-hex="{0}">{shape}<title>start: {0}</title></g>"#,
        escape(&id)
    );
}

/// A stop sign (an octagon) of radius `r` at `at`.
pub(super) fn octagon(at: Point, r: f64) -> String {
    let points: Vec<Point> = (0..8)
        .map(|i| {
            let angle = (22.5 + 45.0 * f64::from(i)).to_radians();
            Point { x: at.x + r * angle.cos(), y: at.y + r * angle.sin() }
        })
        .collect();
    format!(
        r#"<path d="M {} Z" fill="{STOP_COLOUR}" stroke="white" stroke-width="1"/>"#,
        points_attr(&points)
    )
}

/// The MP spent in each reached hex (and box, and at each reached hexside's hex… no: hexsides
/// carry theirs in a tooltip), with the stop sign beside it where the unit must stop; over
/// everything so counters do not hide them.
pub(super) fn draw_marks(out: &mut String, map: &ScenarioMap, page: &Page, overlay: &Overlay) {
    out.push_str("<g id=\"reach-marks\">\n");
    for reached in &overlay.places {
        let id = map.location_id(reached.place.into());
        let cost = reached.cost.to_string();
        let title = format!(
            "{id}: {cost} MP{}",
            match (&reached.clause, reached.must_stop) {
                (Some(clause), true) => format!(", must stop ({clause})"),
                (None, true) => ", must stop".to_owned(),
                _ => String::new(),
            }
        );
        let (text_at, marker, room) = match reached.place {
            MapPlace::Hex(hex) => {
                let centre = page.layout.centre(hex);
                let (left, marker) = marker_slot(page, centre);
                let right = 2.0 * centre.x - left;
                if reached.must_stop {
                    let x = (marker.x + 7.0 + right) / 2.0;
                    (Point { x, y: centre.y + MARK_BASELINE }, marker, right - marker.x - 7.0)
                } else {
                    (Point { x: centre.x, y: centre.y + MARK_BASELINE }, marker, right - left)
                }
            }
            MapPlace::Box(id) => {
                let corner = page.box_corner(usize::from(id.0));
                let marker = Point { x: corner.x + BOX_WIDTH - 50.0, y: corner.y + 11.0 };
                (Point { x: corner.x + BOX_WIDTH - 22.0, y: corner.y + 15.0 }, marker, 34.0)
            }
        };
        if reached.must_stop {
            let _ = write!(
                out,
                r#"<g class="must-stop" data-hex="{}" data-clause="{}">{}<title>{}</title></g>"#,
                escape(&id),
                escape(reached.clause.as_deref().unwrap_or("")),
                octagon(marker, 6.0),
                escape(&title)
            );
            out.push('\n');
        }
        let Some((text, font)) = fit(&cost, room, MARK_FONT, 6.0) else { continue };
        let attrs = format!(r#"class="mp" data-hex="{}""#, escape(&id));
        write_text(
            out,
            &Text {
                text: &text,
                x: text_at.x,
                y: text_at.y,
                font,
                anchor: Anchor::Middle,
                bold: true,
                attrs: &attrs,
                title: Some(&title),
                halo: true,
                ..Text::default()
            },
        );
    }
    out.push_str("</g>\n");
}

/// The overlay's lines of the legend (a path's are [`super::path::legend_lines`]).
pub(super) fn legend_lines(overlay: &Overlay) -> Vec<LegendLine> {
    let mut lines: Vec<LegendLine> = Vec::new();
    if !overlay.is_reach() {
        return lines;
    }
    lines.push(LegendLine::new("cannot reach (dimmed)", |x, y| {
        format!(
            r##"<rect x="{x:.1}" y="{:.1}" width="16" height="12" fill="#eee8c8" stroke="#7d7d7d"/><rect x="{x:.1}" y="{:.1}" width="16" height="12" {DIM}/>"##,
            y - 6.0,
            y - 6.0
        )
    }));
    lines.push(LegendLine::new("reached: the MP spent written in", |x, y| {
        format!(
            r##"<rect x="{x:.1}" y="{:.1}" width="16" height="12" fill="#eee8c8" stroke="#7d7d7d"/><text x="{:.1}" y="{:.1}" font-size="9" text-anchor="middle" font-weight="bold" fill="#111">2</text>"##,
            y - 6.0,
            x + 8.0,
            y + 3.5
        )
    }));
    if overlay.places.iter().any(|r| r.must_stop) || overlay.hexsides.iter().any(|s| s.must_stop) {
        lines
            .push(LegendLine::new("must stop there", |x, y| octagon(Point { x: x + 8.0, y }, 6.0)));
    }
    if !overlay.hexsides.is_empty() {
        lines.push(LegendLine::new("reached river hexside", |x, y| {
            format!(
                r#"<line x1="{x:.1}" y1="{y:.1}" x2="{:.1}" y2="{y:.1}" stroke="{REACH_SIDE_COLOUR}" stroke-width="7"/>"#,
                x + 16.0
            )
        }));
    }
    if overlay.start.is_some() {
        lines.push(LegendLine::new("where it starts", |x, y| {
            format!(r#"<rect x="{x:.1}" y="{:.1}" width="16" height="12" {START_RING}/>"#, y - 6.0)
        }));
    }
    lines
}
