//! SVG pictures of scenario maps a wargamer reads at a glance: hexes in the map's orientation
//! with their terrain colours, hexside features as thick edges (each river class its own
//! width and shade), roads and rails, hex ids, named places and unit counters in their sides'
//! colours, and a legend beside a tall map or under a wide one.
//!
//! The output is a self-contained SVG document (no scripts, no external fonts or images) whose
//! root has integer `width` and `height` and a `viewBox`, so a browser scales it. Its markup
//! follows the contract the browser test reads (classes `hex`, `dim`, `mp`, `must-stop`,
//! `start`, `counter`, `side-swatch`, `path`, `step`, `refused`, `reach-hexside`).
//!
//! ```
//! let scenario = umpire_scenario::load_demo();
//! let svg = umpire_render::svg(&scenario);
//! assert!(svg.starts_with("<svg") && svg.contains("Legend"));
//! ```
//!
//! Inside a hex every label has its own band: the id at the top edge, counters
//! in the middle, the overlay's marks (MP spent, must stop, path steps) under them and the place
//! name at the bottom, each fitted to its band by a smaller font or an abbreviation, so no two
//! labels overlap ([`labels::first_overlap`] checks it).
//!
//! [`svg_with`] adds an [`Overlay`]: a unit's reach (hexes it cannot reach dimmed, the MP spent
//! written in each reached hex, a stop sign where it must stop, its start ringed; a water
//! reach on the river hexsides) or a checked path ([`PathOverlay`]: each step numbered with the
//! MP spent so far, the refused step marked with its clause).
//!
//! [`table`] draws a miniatures table scenario instead: terrain areas, linear features, units
//! with their facing, and one unit's route and reachable band.

use std::fmt::Write as _;

use umpire_scenario::{RouteKind, Scenario, ScenarioMap};

mod colour;
mod counters;
pub mod labels;
mod layout;
mod legend;
mod overlay;
mod path;
pub mod report;
mod spot;
pub mod table;

/// The most hexes a map may have for `umpire render` to draw it: 100,000 (a 316 × 316 map).
/// Our choice, not a rule's: a picture grows by about 600 bytes of SVG a hex, so this bounds
/// one at about 60 MB, which a browser still opens; the strategic maps have 4,200 hexes. The
/// functions here draw any map they are given; the command refuses a larger one before drawing.
pub const MAX_HEXES: usize = 100_000;

pub use colour::SideColours;
pub use overlay::{Overlay, Reached, ReachedSide};
pub use path::{PathOverlay, PathStep, REFUSED_COLOUR, Refused};
pub use spot::Spot;

use colour::{feature_stroke, terrain_colour};
use labels::{Anchor, Text, escape, fit, text_width, write_text};
use layout::{
    BOX_GAP, BOX_HEIGHT, BOX_WIDTH, ID_BASELINE, ID_FONT, Layout, NAME_BASELINE, NAME_FONT, Page,
    Point, points_attr,
};
use legend::{LegendLine, Section};
use overlay::STOP_COLOUR;

/// Space around the map and between the page's parts.
const MARGIN: f64 = 24.0;
/// Space between two lines of the title block.
const TITLE_LINE: f64 = 18.0;

/// The style of a road and of a rail line: colour, width, dash pattern.
fn route_stroke(kind: RouteKind) -> (&'static str, f64, &'static str) {
    match kind {
        RouteKind::Road => ("#8a5a2b", 3.0, ""),
        RouteKind::Rail => ("#222222", 3.0, "7 3"),
    }
}

/// The SVG picture of `scenario`'s map and units.
pub fn svg(scenario: &Scenario) -> String {
    svg_with(scenario, None)
}

/// One line of the title block: its text, font size, boldness and colour.
type TitleLine = (String, f64, bool, &'static str);

/// The lines over the map: the scenario's name, then the overlay's heading, note and verdict.
fn title_lines(scenario: &Scenario, overlay: Option<&Overlay>) -> Vec<TitleLine> {
    let mut lines = vec![(scenario.name.clone(), 16.0, true, "#111")];
    if let Some(overlay) = overlay {
        if !overlay.title.is_empty() {
            lines.push((overlay.title.clone(), 12.0, true, "#111"));
        }
        if let Some(note) = &overlay.note {
            lines.push((note.clone(), 11.0, false, STOP_COLOUR));
        }
        if let Some(path) = &overlay.path {
            let colour = if path.refused.is_some() { REFUSED_COLOUR } else { "#1e7b34" };
            lines.push((path.verdict.clone(), 11.0, true, colour));
        }
    }
    lines
}

/// The SVG picture of `scenario`'s map and units, with `overlay` (a unit's reach or a checked
/// path) drawn over it when given, and a legend for all.
///
/// ```
/// use umpire_render::{Overlay, Reached, Spot, svg_with};
/// use umpire_scenario::{MapPlace, load_demo};
///
/// let scenario = load_demo();
/// let hex = scenario.map.parse_hex("e0305")?;
/// let overlay = Overlay {
///     title: "Reach of blue-1".into(),
///     start: Some(Spot::Place(MapPlace::Hex(scenario.map.parse_hex("e0205")?))),
///     places: vec![Reached {
///         place: MapPlace::Hex(hex),
///         cost: umpire_map::Mp::whole(2),
///         must_stop: true,
///         clause: None,
///     }],
///     ..Overlay::default()
/// };
/// let svg = svg_with(&scenario, Some(&overlay));
/// assert!(svg.contains("Reach of blue-1") && svg.contains(r#"class="must-stop""#));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn svg_with(scenario: &Scenario, overlay: Option<&Overlay>) -> String {
    let map = &scenario.map;
    let colours = SideColours::of(scenario);
    let titles = title_lines(scenario, overlay);
    let map_top = MARGIN + titles.len() as f64 * TITLE_LINE + 4.0;
    let (layout, map_width, map_height) = Layout::fit(map, Point { x: MARGIN, y: map_top });
    let box_count = map.boxes().len();
    let per_row = ((map_width.max(3.0 * (BOX_WIDTH + BOX_GAP)) + BOX_GAP) / (BOX_WIDTH + BOX_GAP))
        .floor()
        .max(1.0) as usize;
    let box_rows = box_count.div_ceil(per_row);
    let boxes_top = map_top + map_height + MARGIN / 2.0;
    let boxes_width = if box_count == 0 {
        0.0
    } else {
        box_count.min(per_row) as f64 * (BOX_WIDTH + BOX_GAP) - BOX_GAP
    };
    let content_width = map_width.max(boxes_width);
    let content_bottom = if box_rows == 0 {
        map_top + map_height
    } else {
        boxes_top + box_rows as f64 * (BOX_HEIGHT + BOX_GAP) - BOX_GAP
    };
    let page = Page { layout, left: MARGIN, boxes_top, per_row };

    let mut body = String::new();
    let mut title_width: f64 = 0.0;
    for (i, (text, font, bold, fill)) in titles.iter().enumerate() {
        let y = MARGIN + i as f64 * TITLE_LINE + 4.0;
        write_text(
            &mut body,
            &Text { text, x: MARGIN, y, font: *font, bold: *bold, fill, ..Text::default() },
        );
        title_width = title_width.max(text_width(text, *font));
    }
    draw_hexes(&mut body, map, &page);
    if let Some(overlay) = overlay {
        overlay::draw_dim(&mut body, map, &page, overlay);
    }
    draw_hexsides(&mut body, map, &page);
    draw_routes(&mut body, map, &page);
    if let Some(overlay) = overlay {
        overlay::draw_lines(&mut body, map, &page, overlay);
        if let Some(path) = &overlay.path {
            path::draw_line(&mut body, &page, path);
        }
    }
    draw_ids(&mut body, map, &page);
    draw_places(&mut body, map, &page);
    counters::draw_units(&mut body, scenario, &page, &colours);
    if let Some(overlay) = overlay {
        overlay::draw_marks(&mut body, map, &page, overlay);
        if let Some(path) = &overlay.path {
            path::draw_marks(&mut body, map, &page, path);
        }
    }

    // A tall (or square) map has the legend beside it; a wide one, under it.
    let beside = map_width <= map_height;
    let sections = legend_sections(map, &colours, overlay);
    let (legend_left, legend_top, legend_room) = if beside {
        (MARGIN + content_width + MARGIN, map_top, legend::COLUMN)
    } else {
        (MARGIN, content_bottom + MARGIN, content_width.max(legend::COLUMN))
    };
    let (legend_width, legend_height) =
        legend::draw(&mut body, &sections, legend_left, legend_top, legend_room);
    let page_width =
        (legend_left + legend_width).max(MARGIN + content_width).max(MARGIN + title_width) + MARGIN;
    let page_height = content_bottom.max(legend_top + legend_height) + MARGIN;
    let (width, height) = (page_width.ceil() as u32, page_height.ceil() as u32);
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="Helvetica, Arial, sans-serif">"#
    );
    let _ = writeln!(out, r#"<rect width="{width}" height="{height}" fill="white"/>"#);
    out.push_str(&body);
    out.push_str("</svg>\n");
    out
}

/// The legend's sections: terrain, hexside features, roads and rails, sides, the overlay.
fn legend_sections(
    map: &ScenarioMap,
    colours: &SideColours,
    overlay: Option<&Overlay>,
) -> Vec<Section> {
    let terrain = map
        .terrain_names()
        .iter()
        .map(|name| {
            let fill = terrain_colour(name);
            LegendLine::new(name, move |x, y| {
                format!(
                    r##"<rect x="{x:.1}" y="{:.1}" width="16" height="12" fill="{fill}" stroke="#7d7d7d"/>"##,
                    y - 6.0
                )
            })
        })
        .collect();
    let mut features: Vec<&str> = map.hexsides().flat_map(|(_, f)| f).collect();
    features.sort_unstable();
    features.dedup();
    let mut lines: Vec<LegendLine> = features
        .into_iter()
        .map(|feature| {
            LegendLine::new(feature, move |x, y| stroke_swatch(x, y, feature_stroke(feature)))
        })
        .collect();
    for (kind, name) in [(RouteKind::Road, "road"), (RouteKind::Rail, "rail")] {
        if map.routes().iter().any(|r| r.kind == kind) {
            lines.push(LegendLine::new(name, move |x, y| stroke_swatch(x, y, route_stroke(kind))));
        }
    }
    let sides = colours
        .sides()
        .map(|side| {
            let (colour, name) = (colours.colour(side).to_owned(), escape(side));
            LegendLine::new(side, move |x, y| {
                format!(
                    r##"<rect class="side-swatch" data-side="{name}" x="{x:.1}" y="{:.1}" width="14" height="14" rx="2" fill="{colour}" stroke="#111"/>"##,
                    y - 7.0
                )
            })
        })
        .collect();
    let mut sections = vec![
        Section { heading: "Terrain".to_owned(), lines: terrain },
        Section { heading: "Hexsides and routes".to_owned(), lines },
        Section { heading: "Sides".to_owned(), lines: sides },
    ];
    if let Some(overlay) = overlay {
        let mut lines = overlay::legend_lines(overlay);
        let heading = match &overlay.path {
            Some(path) => {
                lines.extend(path::legend_lines(path));
                format!("Path of {}", path.unit)
            }
            None => "Reach".to_owned(),
        };
        sections.push(Section { heading, lines });
    }
    sections
}

/// A legend swatch for a stroke: a short line in its colour, width and dashes.
fn stroke_swatch(x: f64, y: f64, (colour, width, dash): (&str, f64, &str)) -> String {
    format!(
        r#"<line x1="{x:.1}" y1="{y:.1}" x2="{:.1}" y2="{y:.1}" stroke="{colour}" stroke-width="{width}" stroke-dasharray="{}"/>"#,
        x + 16.0,
        if dash.is_empty() { "none" } else { dash }
    )
}

/// The hex cells in their terrain colours.
fn draw_hexes(out: &mut String, map: &ScenarioMap, page: &Page) {
    out.push_str("<g id=\"hexes\" stroke=\"#7d7d7d\" stroke-width=\"0.8\">\n");
    for hex in map.hexes() {
        let terrain = map.terrain(hex).unwrap_or("unknown");
        let id = escape(&map.hex_id(hex));
        let _ = writeln!(
            out,
            r#"<polygon class="hex" data-hex="{id}" data-terrain="{}" points="{}" fill="{}"><title>{id} {}</title></polygon>"#,
            escape(terrain),
            points_attr(&page.layout.corners(hex)),
            terrain_colour(terrain),
            escape(terrain)
        );
    }
    out.push_str("</g>\n");
}

/// The hex ids, each in the top band of its hex.
fn draw_ids(out: &mut String, map: &ScenarioMap, page: &Page) {
    out.push_str("<g id=\"hex-ids\">\n");
    let room = page.layout.band_width(ID_BASELINE, ID_FONT);
    for hex in map.hexes() {
        let c = page.layout.centre(hex);
        let id = map.hex_id(hex);
        let Some((text, font)) = fit(&id, room, ID_FONT, 8.0) else { continue };
        let title = (text != id).then_some(id.as_str());
        write_text(
            out,
            &Text {
                text: &text,
                x: c.x,
                y: c.y + ID_BASELINE,
                font,
                anchor: Anchor::Middle,
                fill: "#444",
                attrs: r#"class="hex-id""#,
                title,
                halo: true,
                ..Text::default()
            },
        );
    }
    out.push_str("</g>\n");
}

fn draw_hexsides(out: &mut String, map: &ScenarioMap, page: &Page) {
    out.push_str("<g id=\"hexsides\" stroke-linecap=\"round\">\n");
    for (side, features) in map.hexsides() {
        let (a, b) = page.layout.edge(side);
        for feature in features {
            let (colour, width, dash) = feature_stroke(feature);
            let dash = if dash.is_empty() {
                String::new()
            } else {
                format!(r#" stroke-dasharray="{dash}""#)
            };
            let _ = writeln!(
                out,
                r#"<line class="feature" data-feature="{}" x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="{colour}" stroke-width="{width}"{dash}><title>{}</title></line>"#,
                escape(feature),
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

fn draw_routes(out: &mut String, map: &ScenarioMap, page: &Page) {
    out.push_str("<g id=\"routes\" fill=\"none\" stroke-linejoin=\"round\">\n");
    for route in map.routes() {
        let points: Vec<Point> = route.hexes.iter().map(|&hex| page.layout.centre(hex)).collect();
        let (colour, width, dash) = route_stroke(route.kind);
        let dash =
            if dash.is_empty() { String::new() } else { format!(r#" stroke-dasharray="{dash}""#) };
        let _ = writeln!(
            out,
            r#"<polyline points="{}" stroke="{colour}" stroke-width="{width}"{dash}/>"#,
            points_attr(&points)
        );
    }
    out.push_str("</g>\n");
}

/// The place names, in the bottom band of their hex (the names of one hex joined), shrunk or
/// abbreviated to fit it.
fn draw_places(out: &mut String, map: &ScenarioMap, page: &Page) {
    out.push_str("<g id=\"places\">\n");
    let mut by_hex: std::collections::BTreeMap<umpire_hex::Hex, Vec<&str>> = Default::default();
    for place in map.places() {
        by_hex.entry(place.hex).or_default().push(&place.name);
    }
    let room = page.layout.band_width(NAME_BASELINE, NAME_FONT);
    for (hex, names) in by_hex {
        let c = page.layout.centre(hex);
        let name = names.join(", ");
        let Some((text, font)) = fit(&name, room, NAME_FONT, 7.0) else { continue };
        let title = (text != name).then_some(name.as_str());
        write_text(
            out,
            &Text {
                text: &text,
                x: c.x,
                y: c.y + NAME_BASELINE,
                font,
                anchor: Anchor::Middle,
                fill: "#222",
                bold: true,
                attrs: r#"class="place""#,
                title,
                halo: true,
            },
        );
    }
    out.push_str("</g>\n");
}

// --- Shared with the table pictures (src/render/table.rs), signatures kept. ---------------

/// `names` without repeats, in order of first appearance.
fn first_appearances<'a>(names: impl Iterator<Item = &'a str>) -> Vec<&'a str> {
    let mut known = std::collections::HashSet::new();
    names.filter(|name| known.insert(*name)).collect()
}

/// Writes a picture's title and, under it, a note (why a unit may not move, …) in the
/// must-stop colour; the page width the note needs.
fn draw_title(body: &mut String, title: &str, note: Option<&str>) -> f64 {
    write_text(
        body,
        &Text { text: title, x: MARGIN, y: MARGIN, font: 16.0, bold: true, ..Text::default() },
    );
    let Some(note) = note else { return 0.0 };
    write_text(
        body,
        &Text {
            text: note,
            x: MARGIN,
            y: MARGIN + 15.0,
            font: 10.0,
            fill: STOP_COLOUR,
            ..Text::default()
        },
    );
    2.0 * MARGIN + text_width(note, 10.0)
}
