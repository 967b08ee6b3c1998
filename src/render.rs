//! SVG pictures of scenario maps: hexes in the map's orientation, terrain colours with a legend,
//! hexside features as thick edges, roads and rails, hex ids, named places and unit counters.
//!
//! The output is a self-contained SVG document (no scripts, no external fonts or images), so a
//! browser, an image viewer or a rulebook page shows it as it is.
//!
//! ```
//! let scenario = umpire::scenario::load_demo();
//! let svg = umpire::render::svg(&scenario);
//! assert!(svg.starts_with("<svg") && svg.contains("Legend"));
//! ```
//!
//! [`svg_with`] adds an [`Overlay`]: a unit's reach, each reached hex shaded by the MP spent
//! with the cost written in it, and the hexes where it must stop ringed.
//!
//! [`table`] draws a miniatures table scenario instead: terrain areas, linear features, units
//! with their facing, and one unit's route and reachable band.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use umpire_hex::{Hex, Hexside, Orientation};
use umpire_scenario::{Location, RouteKind, Scenario, ScenarioMap};

mod overlay;
pub mod table;

pub use overlay::{Overlay, Reached};
use overlay::{STOP_COLOUR, draw_costs, draw_reach, draw_reach_legend};

/// Hex size: centre to corner, in SVG user units.
const SIZE: f64 = 28.0;
/// Space around the map.
const MARGIN: f64 = 24.0;
/// Width of the legend column.
const LEGEND_WIDTH: f64 = 190.0;
/// √3.
const SQRT3: f64 = 1.732_050_807_568_877_2;

/// A point in SVG user units.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Point {
    x: f64,
    y: f64,
}

/// Where hexes go on the page.
struct Layout {
    orientation: Orientation,
    origin: Point,
}

impl Layout {
    /// The layout that puts `map`'s hexes inside the page margin.
    fn fit(map: &ScenarioMap) -> (Layout, f64, f64) {
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
        let origin = Point { x: MARGIN - min_x, y: MARGIN + 24.0 - min_y };
        (Layout { orientation, origin }, max_x - min_x, max_y - min_y)
    }

    /// The centre of `hex`.
    fn centre(&self, hex: Hex) -> Point {
        let (q, r) = (f64::from(hex.q), f64::from(hex.r));
        let (x, y) = match self.orientation {
            Orientation::FlatTop => (SIZE * 1.5 * q, SIZE * SQRT3 * (r + q / 2.0)),
            Orientation::PointyTop => (SIZE * SQRT3 * (q + r / 2.0), SIZE * 1.5 * r),
        };
        Point { x: x + self.origin.x, y: y + self.origin.y }
    }

    /// The six corners of `hex`.
    fn corners(&self, hex: Hex) -> [Point; 6] {
        let centre = self.centre(hex);
        let start = match self.orientation {
            Orientation::FlatTop => 0.0,
            Orientation::PointyTop => 30.0,
        };
        std::array::from_fn(|i| {
            let angle = (start + 60.0 * i as f64).to_radians();
            Point { x: centre.x + SIZE * angle.cos(), y: centre.y + SIZE * angle.sin() }
        })
    }

    /// The two ends of the edge `side`.
    fn edge(&self, side: Hexside) -> (Point, Point) {
        let [a, b] = side.hexes();
        let (ca, cb) = (self.centre(a), self.centre(b));
        let mid = Point { x: (ca.x + cb.x) / 2.0, y: (ca.y + cb.y) / 2.0 };
        let (dx, dy) = (cb.x - ca.x, cb.y - ca.y);
        let length = (dx * dx + dy * dy).sqrt().max(f64::EPSILON);
        // The shared edge is perpendicular to the line of centres and one hex size long.
        let (px, py) = (-dy / length * SIZE / 2.0, dx / length * SIZE / 2.0);
        (Point { x: mid.x + px, y: mid.y + py }, Point { x: mid.x - px, y: mid.y - py })
    }
}

/// The fill colour of a terrain, by its name; names this palette does not know get a stable
/// colour made from the name.
fn terrain_colour(name: &str) -> String {
    let known = match name {
        "clear" | "open" | "plain" | "plains" => "#eee8c8",
        "forest" | "woods" | "wood" => "#8fb36b",
        "swamp" | "marsh" => "#9cbcae",
        "mountain" | "mountains" => "#b59c7f",
        "hills" | "hill" | "rough" => "#d6c08e",
        "sea" | "water" | "ocean" | "all-sea" | "lake" => "#9cc3e6",
        "city" | "town" | "urban" => "#d9a3a3",
        "desert" => "#f0d9a0",
        _ => "",
    };
    if !known.is_empty() {
        return known.to_owned();
    }
    let hash =
        name.bytes().fold(2_166_136_261u32, |h, b| (h ^ u32::from(b)).wrapping_mul(16_777_619));
    format!("hsl({}, 35%, 75%)", hash % 360)
}

/// How a hexside feature is drawn: stroke colour, width and dash pattern.
fn feature_stroke(name: &str) -> (&'static str, f64, &'static str) {
    match name {
        "river" | "minor-river" => ("#2f6fb3", 4.0, ""),
        "major-river" => ("#1d4f8a", 6.0, ""),
        "all-sea" => ("#1b3a6b", 5.0, "6 3"),
        "lake" => ("#4f8cc9", 5.0, ""),
        "mountain" => ("#6b4a2b", 5.0, ""),
        "canal" => ("#19a3a3", 4.0, "2 2"),
        "strait" | "connected-strait" => ("#7b3fa0", 4.0, "4 2"),
        "bridge" => ("#555555", 3.0, "1 2"),
        "ferry" => ("#b36b00", 3.0, "3 3"),
        "border" => ("#444444", 2.0, "5 3"),
        _ => ("#c02f2f", 4.0, ""),
    }
}

/// The colour of a side's counters.
fn side_colour(side: &str, sides: &[&str]) -> &'static str {
    const PALETTE: [&str; 6] = ["#c0392b", "#2c5aa0", "#27813d", "#8e44ad", "#d35400", "#566573"];
    let index = sides.iter().position(|s| *s == side).unwrap_or(0);
    PALETTE[index % PALETTE.len()]
}

/// Escapes text for SVG.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// A rough width of `text` in SVG units at `font_size` (Helvetica averages about 0.6 em).
fn text_width(text: &str, font_size: f64) -> f64 {
    text.chars().count() as f64 * font_size * 0.6
}

/// Writes a picture's title and, under it, a note (why a unit may not move, …) in the
/// must-stop colour; the page width the note needs.
fn draw_title(body: &mut String, title: &str, note: Option<&str>) -> f64 {
    let _ = writeln!(
        body,
        r#"<text x="{MARGIN}" y="{MARGIN:.0}" font-size="16" font-weight="bold">{}</text>"#,
        escape(title)
    );
    let Some(note) = note else { return 0.0 };
    let _ = writeln!(
        body,
        r#"<text x="{MARGIN}" y="{:.0}" font-size="10" fill="{STOP_COLOUR}">{}</text>"#,
        MARGIN + 15.0,
        escape(note)
    );
    2.0 * MARGIN + text_width(note, 10.0)
}

/// The SVG picture of `scenario`'s map and units.
pub fn svg(scenario: &Scenario) -> String {
    svg_with(scenario, None)
}

/// The SVG picture of `scenario`'s map and units, with `overlay` (a unit's reach) drawn over it
/// when given: reached hexes shaded by MP spent with the cost written in each, must-stop hexes
/// ringed, and a legend for both.
///
/// ```
/// use umpire::render::{Overlay, Reached, svg_with};
/// use umpire::scenario::{MapPlace, load_demo};
///
/// let scenario = load_demo();
/// let hex = scenario.map.parse_hex("e0305")?;
/// let overlay = Overlay {
///     title: "Reach of blue-1".into(),
///     places: vec![Reached { place: MapPlace::Hex(hex), cost: umpire::map::Mp::whole(2), must_stop: true }],
///     ..Overlay::default()
/// };
/// let svg = svg_with(&scenario, Some(&overlay));
/// assert!(svg.contains("Reach of blue-1") && svg.contains("must stop"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn svg_with(scenario: &Scenario, overlay: Option<&Overlay>) -> String {
    let map = &scenario.map;
    let (layout, width, height) = Layout::fit(map);
    let boxes_height = if map.boxes().is_empty() { 0.0 } else { 90.0 };
    let boxes_top = height + MARGIN + 24.0;
    let legend_left = width + 2.0 * MARGIN;
    let mut page_width = legend_left + LEGEND_WIDTH;
    let mut body = String::new();
    page_width = draw_title(&mut body, &scenario.name, overlay.and_then(|o| o.note.as_deref()))
        .max(page_width);
    draw_hexes(&mut body, map, &layout, overlay);
    draw_hexsides(&mut body, map, &layout);
    draw_routes(&mut body, map, &layout);
    draw_places(&mut body, map, &layout);
    let sides = unit_sides(scenario);
    draw_units(&mut body, scenario, &layout, &sides, boxes_top);
    if let Some(overlay) = overlay {
        draw_costs(&mut body, map, &layout, overlay, boxes_top);
    }
    let legend_bottom = draw_legend(&mut body, map, &sides, overlay, legend_left);
    if let Some(overlay) = overlay {
        page_width = page_width.max(legend_left + MARGIN + text_width(&overlay.title, 11.0));
    }
    let page_height =
        (height + 2.0 * MARGIN + 24.0 + boxes_height).max(320.0).max(legend_bottom + MARGIN);
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{page_width:.0}" height="{page_height:.0}" viewBox="0 0 {page_width:.0} {page_height:.0}" font-family="Helvetica, Arial, sans-serif">"#
    );
    let _ = writeln!(out, r#"<rect width="100%" height="100%" fill="white"/>"#);
    out.push_str(&body);
    out.push_str("</svg>\n");
    out
}

/// The top-left corner of the `index`th box's rectangle (boxes are drawn in a row under the map).
fn box_corner(index: usize, boxes_top: f64) -> Point {
    Point { x: MARGIN + index as f64 * 170.0, y: boxes_top }
}

/// The hex cells, then `overlay`'s shading, then the hex ids over both.
fn draw_hexes(out: &mut String, map: &ScenarioMap, layout: &Layout, overlay: Option<&Overlay>) {
    out.push_str("<g id=\"hexes\" stroke=\"#7d7d7d\" stroke-width=\"0.8\">\n");
    for hex in map.hexes() {
        let points: Vec<String> =
            layout.corners(hex).iter().map(|p| format!("{:.1},{:.1}", p.x, p.y)).collect();
        let terrain = map.terrain(hex).unwrap_or("unknown");
        let _ = writeln!(
            out,
            r#"<polygon points="{}" fill="{}"><title>{} {}</title></polygon>"#,
            points.join(" "),
            terrain_colour(terrain),
            escape(&map.hex_id(hex)),
            escape(terrain)
        );
    }
    out.push_str("</g>\n");
    if let Some(overlay) = overlay {
        draw_reach(out, map, layout, overlay);
    }
    out.push_str("<g id=\"hex-ids\" font-size=\"7\" fill=\"#555\" text-anchor=\"middle\">\n");
    for hex in map.hexes() {
        let c = layout.centre(hex);
        let _ = writeln!(
            out,
            r#"<text x="{:.1}" y="{:.1}">{}</text>"#,
            c.x,
            c.y - SIZE * 0.55,
            escape(&map.hex_id(hex))
        );
    }
    out.push_str("</g>\n");
}

fn draw_hexsides(out: &mut String, map: &ScenarioMap, layout: &Layout) {
    out.push_str("<g id=\"hexsides\" stroke-linecap=\"round\">\n");
    for (side, features) in map.hexsides() {
        let (a, b) = layout.edge(side);
        for feature in features {
            let (colour, width, dash) = feature_stroke(feature);
            let dash = if dash.is_empty() {
                String::new()
            } else {
                format!(r#" stroke-dasharray="{dash}""#)
            };
            let _ = writeln!(
                out,
                r#"<line x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="{colour}" stroke-width="{width}"{dash}><title>{}</title></line>"#,
                a.x,
                a.y,
                b.x,
                b.y,
                escape(feature)
            );
        }
    }
    out.push_str("</g>\n");
}

fn draw_routes(out: &mut String, map: &ScenarioMap, layout: &Layout) {
    out.push_str("<g id=\"routes\" fill=\"none\" stroke-linejoin=\"round\">\n");
    for route in map.routes() {
        let points: Vec<String> = route
            .hexes
            .iter()
            .map(|&hex| layout.centre(hex))
            .map(|p| format!("{:.1},{:.1}", p.x, p.y))
            .collect();
        let (colour, width, dash) = match route.kind {
            RouteKind::Road => ("#8a5a2b", 3.0, ""),
            RouteKind::Rail => ("#222222", 3.0, r#" stroke-dasharray="6 3""#),
        };
        let _ = writeln!(
            out,
            r#"<polyline points="{}" stroke="{colour}" stroke-width="{width}"{dash}/>"#,
            points.join(" ")
        );
    }
    out.push_str("</g>\n");
}

fn draw_places(out: &mut String, map: &ScenarioMap, layout: &Layout) {
    out.push_str("<g id=\"places\" font-size=\"9\" font-weight=\"bold\" text-anchor=\"middle\">\n");
    for place in map.places() {
        let c = layout.centre(place.hex);
        let _ = writeln!(
            out,
            r##"<circle cx="{:.1}" cy="{:.1}" r="3" fill="#333"/><text x="{:.1}" y="{:.1}" fill="#222">{}</text>"##,
            c.x,
            c.y,
            c.x,
            c.y + SIZE * 0.75,
            escape(&place.name)
        );
    }
    out.push_str("</g>\n");
}

/// The sides that have units, in order of first appearance.
fn unit_sides(scenario: &Scenario) -> Vec<&str> {
    first_appearances(scenario.units.iter().map(|u| u.side.as_str()))
}

/// `names` without repeats, in order of first appearance.
fn first_appearances<'a>(names: impl Iterator<Item = &'a str>) -> Vec<&'a str> {
    let mut known = std::collections::HashSet::new();
    names.filter(|name| known.insert(*name)).collect()
}

fn counter(out: &mut String, centre: Point, label: &str, colour: &str, title: &str) {
    let half = SIZE * 0.42;
    let _ = writeln!(
        out,
        r##"<g><title>{}</title><rect x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" rx="2" fill="{colour}" stroke="#111" stroke-width="0.8"/><text x="{:.1}" y="{:.1}" font-size="8" fill="white" text-anchor="middle">{}</text></g>"##,
        escape(title),
        centre.x - half,
        centre.y - half,
        half * 2.0,
        half * 2.0,
        centre.x,
        centre.y + 3.0,
        escape(label)
    );
}

fn draw_units(
    out: &mut String,
    scenario: &Scenario,
    layout: &Layout,
    sides: &[&str],
    boxes_top: f64,
) {
    let map = &scenario.map;
    out.push_str("<g id=\"units\">\n");
    // Units sharing a hex are stacked with a small offset so each stays visible.
    let mut stacked: BTreeMap<(i32, i32), usize> = BTreeMap::new();
    let mut in_box: BTreeMap<usize, Vec<&umpire_scenario::Unit>> = BTreeMap::new();
    // A unit the rules took off the board (a saved game's eliminated or removed units) is not
    // drawn.
    for unit in scenario.units.iter().filter(|u| u.off_board().is_none()) {
        let colour = side_colour(&unit.side, sides);
        let title = format!("{} ({})", unit.id, unit.side);
        match unit.at {
            Location::Hex(hex) => {
                let depth = stacked.entry((hex.q, hex.r)).or_insert(0);
                let c = layout.centre(hex);
                let offset = 4.0 * *depth as f64;
                counter(
                    out,
                    Point { x: c.x + offset, y: c.y - offset },
                    &unit.label,
                    colour,
                    &title,
                );
                *depth += 1;
            }
            Location::Box(id) => in_box.entry(usize::from(id.0)).or_default().push(unit),
        }
    }
    for (i, map_box) in map.boxes().iter().enumerate() {
        let x = box_corner(i, boxes_top).x;
        let _ = writeln!(
            out,
            r##"<rect x="{x:.1}" y="{boxes_top:.1}" width="160" height="70" fill="#f4f4f4" stroke="#555" stroke-dasharray="4 2"/><text x="{:.1}" y="{:.1}" font-size="10" font-weight="bold">{}</text>"##,
            x + 6.0,
            boxes_top + 14.0,
            escape(&map_box.name)
        );
        for (j, unit) in in_box.get(&i).into_iter().flatten().enumerate() {
            let centre = Point { x: x + 20.0 + 28.0 * j as f64, y: boxes_top + 44.0 };
            let title = format!("{} ({})", unit.id, unit.side);
            counter(out, centre, &unit.label, side_colour(&unit.side, sides), &title);
        }
    }
    out.push_str("</g>\n");
}

/// Draws the legend in the column at `left`; returns the baseline of its last line.
fn draw_legend(
    out: &mut String,
    map: &ScenarioMap,
    sides: &[&str],
    overlay: Option<&Overlay>,
    left: f64,
) -> f64 {
    let mut y = MARGIN + 24.0;
    let _ = writeln!(
        out,
        r#"<g id="legend" font-size="10"><text x="{left:.1}" y="{y:.1}" font-size="12" font-weight="bold">Legend</text>"#
    );
    y += 16.0;
    for name in map.terrain_names() {
        let _ = writeln!(
            out,
            r##"<rect x="{left:.1}" y="{:.1}" width="14" height="10" fill="{}" stroke="#7d7d7d"/><text x="{:.1}" y="{:.1}">{}</text>"##,
            y - 9.0,
            terrain_colour(name),
            left + 20.0,
            y,
            escape(name)
        );
        y += 15.0;
    }
    let mut features: Vec<&str> = map.hexsides().flat_map(|(_, f)| f).collect();
    features.sort_unstable();
    features.dedup();
    for feature in features {
        let (colour, width, dash) = feature_stroke(feature);
        let _ = writeln!(
            out,
            r#"<line x1="{left:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="{colour}" stroke-width="{width}" stroke-dasharray="{dash}"/><text x="{:.1}" y="{:.1}">{} (hexside)</text>"#,
            y - 4.0,
            left + 14.0,
            y - 4.0,
            left + 20.0,
            y,
            escape(feature)
        );
        y += 15.0;
    }
    for (kind, colour, dash) in [("road", "#8a5a2b", ""), ("rail", "#222222", "6 3")] {
        let wanted = if kind == "road" { RouteKind::Road } else { RouteKind::Rail };
        if map.routes().iter().any(|r| r.kind == wanted) {
            let _ = writeln!(
                out,
                r#"<line x1="{left:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="{colour}" stroke-width="3" stroke-dasharray="{dash}"/><text x="{:.1}" y="{:.1}">{kind}</text>"#,
                y - 4.0,
                left + 14.0,
                y - 4.0,
                left + 20.0,
                y
            );
            y += 15.0;
        }
    }
    for side in sides {
        let _ = writeln!(
            out,
            r##"<rect x="{left:.1}" y="{:.1}" width="12" height="12" rx="2" fill="{}" stroke="#111"/><text x="{:.1}" y="{:.1}">{} units</text>"##,
            y - 10.0,
            side_colour(side, sides),
            left + 20.0,
            y,
            escape(side)
        );
        y += 15.0;
    }
    if let Some(overlay) = overlay {
        y = draw_reach_legend(out, overlay, left, y + 6.0);
    }
    out.push_str("</g>\n");
    y
}
