//! A unit's reach drawn over the map: each reached hex or box shaded by the MP spent with the
//! cost written in it, the places where the unit must stop ringed, its start marked, and the
//! legend lines for all of these.

use std::fmt::Write as _;

use umpire_hex::Hex;
use umpire_map::Mp;
use umpire_scenario::{Location, MapPlace, ScenarioMap};

use super::{Layout, Point, SIZE, box_corner, escape};

/// One place an [`Overlay`] marks: what reaching it cost and whether the unit must stop there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reached {
    /// The hex or box reached.
    pub place: MapPlace,
    /// The least MP spent getting there.
    pub cost: Mp,
    /// Whether the unit must stop there.
    pub must_stop: bool,
}

/// What [`super::svg_with`] draws over the map: one unit's reach.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Overlay {
    /// The legend's heading for it, e.g. `Reach of russian-hq (MA 2)`.
    pub title: String,
    /// Where the unit starts (outlined with a dashed ring), if on the map.
    pub start: Option<MapPlace>,
    /// The places it can reach, the start excluded.
    pub places: Vec<Reached>,
    /// A line written under the map's name, e.g. why the unit may not move at all.
    pub note: Option<String>,
}

impl Overlay {
    /// The dearest cost reached: it gets the darkest shade.
    fn top(&self) -> Mp {
        self.places.iter().map(|r| r.cost).max().unwrap_or(Mp::ZERO)
    }
}

/// The colour of a place reached for `cost` when the dearest place reached costs `top`: pale
/// yellow for nothing spent, through orange, to deep red for `top`.
fn ramp_colour(cost: Mp, top: Mp) -> String {
    let share = if top.raw() == 0 {
        1.0
    } else {
        (f64::from(cost.raw()) / f64::from(top.raw())).clamp(0.0, 1.0)
    };
    let hue = 55.0 * (1.0 - share);
    let lightness = 80.0 - 42.0 * share;
    format!("hsl({hue:.0}, 85%, {lightness:.0}%)")
}

/// Colour of the must-stop ring.
pub(super) const STOP_COLOUR: &str = "#7a0019";

/// `points` as an SVG `points` attribute.
fn points_attr(points: &[Point]) -> String {
    let points: Vec<String> = points.iter().map(|p| format!("{:.1},{:.1}", p.x, p.y)).collect();
    points.join(" ")
}

/// The corners of `hex` drawn `scale` times the hex size around its centre.
fn inset_corners(layout: &Layout, hex: Hex, scale: f64) -> [Point; 6] {
    let centre = layout.centre(hex);
    layout.corners(hex).map(|p| Point {
        x: centre.x + (p.x - centre.x) * scale,
        y: centre.y + (p.y - centre.y) * scale,
    })
}

/// The style of the ring around the unit's start.
const START_RING: &str = r##"fill="none" stroke="#111" stroke-width="2" stroke-dasharray="4 2""##;

/// The overlay's shading and rings of reached hexes, under the hexside features, routes and
/// units (boxes are marked by [`draw_costs`], as their own rectangles are drawn with the units).
pub(super) fn draw_reach(out: &mut String, map: &ScenarioMap, layout: &Layout, overlay: &Overlay) {
    out.push_str("<g id=\"reach\">\n");
    for reached in &overlay.places {
        let MapPlace::Hex(hex) = reached.place else { continue };
        let _ = writeln!(
            out,
            r#"<path d="M {} Z" fill="{}" fill-opacity="0.6"><title>{}</title></path>"#,
            points_attr(&layout.corners(hex)),
            ramp_colour(reached.cost, overlay.top()),
            escape(&reached_title(map, reached))
        );
        if reached.must_stop {
            let _ = writeln!(
                out,
                r#"<path d="M {} Z" fill="none" stroke="{STOP_COLOUR}" stroke-width="3"/>"#,
                points_attr(&inset_corners(layout, hex, 0.82))
            );
        }
    }
    if let Some(MapPlace::Hex(hex)) = overlay.start {
        let _ = writeln!(
            out,
            r#"<path d="M {} Z" {START_RING}><title>start: {}</title></path>"#,
            points_attr(&inset_corners(layout, hex, 0.9)),
            escape(&map.hex_id(hex))
        );
    }
    out.push_str("</g>\n");
}

/// "e3708: 3 MP, must stop".
fn reached_title(map: &ScenarioMap, reached: &Reached) -> String {
    format!(
        "{}: {} MP{}",
        map.location_id(reached.place.into()),
        reached.cost,
        if reached.must_stop { ", must stop" } else { "" }
    )
}

/// The overlay's cost labels, and the marks on reached boxes, over everything else so counters
/// do not hide them.
pub(super) fn draw_costs(
    out: &mut String,
    map: &ScenarioMap,
    layout: &Layout,
    overlay: &Overlay,
    boxes_top: f64,
) {
    out.push_str("<g id=\"reach-costs\">\n");
    if let Some(MapPlace::Box(id)) = overlay.start {
        let corner = box_corner(usize::from(id.0), boxes_top);
        let _ = writeln!(
            out,
            r#"<rect x="{:.1}" y="{:.1}" width="160" height="70" {START_RING}><title>start: {}</title></rect>"#,
            corner.x,
            corner.y,
            escape(&map.location_id(Location::Box(id)))
        );
    }
    for reached in &overlay.places {
        let at = match reached.place {
            MapPlace::Hex(hex) => {
                let c = layout.centre(hex);
                Point { x: c.x + SIZE * 0.46, y: c.y + 3.0 }
            }
            MapPlace::Box(id) => {
                let corner = box_corner(usize::from(id.0), boxes_top);
                let stroke = if reached.must_stop {
                    format!(r#" stroke="{STOP_COLOUR}" stroke-width="3""#)
                } else {
                    String::new()
                };
                let _ = writeln!(
                    out,
                    r#"<rect x="{:.1}" y="{:.1}" width="160" height="70" fill="{}" fill-opacity="0.35"{stroke}><title>{}</title></rect>"#,
                    corner.x,
                    corner.y,
                    ramp_colour(reached.cost, overlay.top()),
                    escape(&reached_title(map, reached))
                );
                Point { x: corner.x + 130.0, y: corner.y + 14.0 }
            }
        };
        let _ = writeln!(
            out,
            r##"<text class="cost" x="{:.1}" y="{:.1}" font-size="9" font-weight="bold" fill="#111" stroke="white" stroke-width="2.5" paint-order="stroke"><title>{}</title>{}</text>"##,
            at.x,
            at.y,
            escape(&reached_title(map, reached)),
            escape(&reached.cost.to_string())
        );
    }
    out.push_str("</g>\n");
}

/// The overlay's part of the legend, from baseline `y`: its title, a swatch per cost shown
/// (at most eight), the must-stop ring and the start ring. Returns the next free baseline.
pub(super) fn draw_reach_legend(out: &mut String, overlay: &Overlay, left: f64, mut y: f64) -> f64 {
    let _ = writeln!(
        out,
        r#"<text x="{left:.1}" y="{y:.1}" font-size="11" font-weight="bold">{}</text>"#,
        escape(&overlay.title)
    );
    y += 15.0;
    let _ = writeln!(
        out,
        r#"<text x="{left:.1}" y="{y:.1}">shade and number: MP spent to get there</text>"#
    );
    y += 15.0;
    let mut costs: Vec<Mp> = overlay.places.iter().map(|r| r.cost).collect();
    costs.sort_unstable();
    costs.dedup();
    const MOST: usize = 8;
    let shown: Vec<Mp> = if costs.len() <= MOST {
        costs
    } else {
        (0..MOST).filter_map(|i| costs.get(i * (costs.len() - 1) / (MOST - 1)).copied()).collect()
    };
    for cost in shown {
        let _ = writeln!(
            out,
            r##"<rect x="{left:.1}" y="{:.1}" width="14" height="10" fill="{}" fill-opacity="0.6" stroke="#7d7d7d"/><text x="{:.1}" y="{y:.1}">{} MP</text>"##,
            y - 9.0,
            ramp_colour(cost, overlay.top()),
            left + 20.0,
            escape(&cost.to_string())
        );
        y += 15.0;
    }
    let _ = writeln!(
        out,
        r#"<rect x="{left:.1}" y="{:.1}" width="14" height="10" fill="none" stroke="{STOP_COLOUR}" stroke-width="3"/><text x="{:.1}" y="{y:.1}">must stop there</text>"#,
        y - 9.0,
        left + 20.0
    );
    y += 15.0;
    if overlay.start.is_some() {
        let _ = writeln!(
            out,
            r##"<rect x="{left:.1}" y="{:.1}" width="14" height="10" fill="none" stroke="#111" stroke-width="2" stroke-dasharray="4 2"/><text x="{:.1}" y="{y:.1}">where it starts</text>"##,
            y - 9.0,
            left + 20.0
        );
        y += 15.0;
    }
    y
}
