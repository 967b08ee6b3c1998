//! SVG pictures of miniatures tables: the table's outline with a light measuring grid, terrain
//! areas filled by kind, linear features as lines, units as small labelled markers with a
//! facing tick, a legend — and, for one unit's order, its route and the band of distances it
//! may reach.
//!
//! ```
//! let text = "name = \"Tiny\"\n[table]\nwidth = 24\nheight = 24\n\
//!             [[table.areas]]\nkind = \"woods\"\npoints = [[2, 2], [8, 2], [8, 8]]\n\
//!             [[units]]\nid = \"a\"\nside = \"red\"\nat = [12, 12]\nclass = \"average\"\n";
//! let scenario = umpire::minis::load_table(text, "tiny.toml")?;
//! let svg = umpire::render::table::svg(&scenario, None);
//! assert!(svg.starts_with("<svg") && svg.contains("woods"));
//! # Ok::<(), umpire::minis::TableError>(())
//! ```

use std::fmt::Write as _;

use umpire_minis::{Fraction, Length, OPEN, Point, TableScenario, Unit};

use super::{escape, side_colour, terrain_colour, text_width};

/// The longer side of the table, in SVG user units.
const TABLE_SIZE: f64 = 600.0;
/// Space around the table.
const MARGIN: f64 = 24.0;
/// Space above the table for the title and a note.
const HEADER: f64 = 40.0;
/// Width of the legend column.
const LEGEND_WIDTH: f64 = 220.0;
/// Radius of a unit's marker.
const MARKER: f64 = 5.0;

/// Colour of the part of a route the unit surely covers.
const SURE: &str = "#1f5fbf";
/// Colour of the part it covers on some rolls only (and of the reachable band).
const MAYBE: &str = "#e08a00";
/// Colour of the part beyond its longest move.
const BEYOND: &str = "#8a8a8a";

/// What [`svg`] draws over the table: one unit's order — its route and the band of distances
/// the order's dice can move it.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct TableOverlay {
    /// The legend's heading for it, e.g. `recce: triple move`.
    pub title: String,
    /// The route: the unit's own position first, then the points it passes, the destination
    /// last (only the position when no destination was given).
    pub route: Vec<Point>,
    /// The order's shortest and longest move; `None` when the order is refused.
    pub band: Option<(Length, Length)>,
    /// The exact chance to reach the destination, when there is one.
    pub chance: Option<Fraction>,
    /// A line written under the title, e.g. why the order is refused.
    pub note: Option<String>,
}

/// Where table points go on the page.
struct Page {
    unit: Unit,
    /// SVG units per table unit (inch or centimetre).
    scale: f64,
    /// The table's depth, in table units (y grows up the table, down the page).
    depth: f64,
}

impl Page {
    /// The page position of `p`.
    fn at(&self, p: Point) -> (f64, f64) {
        let (x, y) = p.in_unit(self.unit);
        (MARGIN + x * self.scale, MARGIN + HEADER + (self.depth - y) * self.scale)
    }

    /// `length` in SVG units.
    fn length(&self, length: Length) -> f64 {
        length.in_unit(self.unit) * self.scale
    }
}

/// The colour and dash pattern of a linear feature, by kind.
fn feature_style(kind: &str) -> (&'static str, &'static str) {
    match kind {
        "hedge" | "bocage" => ("#2d6a1f", ""),
        "wall" => ("#5a5a5a", ""),
        "wire" => ("#333333", "2 3"),
        "stream" | "river" => ("#2f6fb3", ""),
        "road" => ("#8a5a2b", ""),
        "track" => ("#8a5a2b", "6 3"),
        "fence" => ("#7a5230", "4 2"),
        _ => ("#c02f2f", ""),
    }
}

/// A number of table units written briefly: `12`, `12.5`, `2.97`.
fn number(value: f64) -> String {
    let text = format!("{value:.2}");
    text.trim_end_matches('0').trim_end_matches('.').to_owned()
}

/// `points` as an SVG `points` attribute.
fn points_attr(page: &Page, points: &[Point]) -> String {
    let points: Vec<String> = points
        .iter()
        .map(|&p| {
            let (x, y) = page.at(p);
            format!("{x:.1},{y:.1}")
        })
        .collect();
    points.join(" ")
}

/// The part of the polyline `route` between `from` and `to` along it.
fn cut(route: &[Point], from: Length, to: Length) -> Vec<Point> {
    let mut out = Vec::new();
    let mut done = Length::ZERO;
    for pair in route.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        let leg = a.distance(b);
        let end = done.plus(leg);
        if leg > Length::ZERO && end > from && done < to {
            let t = |d: Length| {
                (d.minus(done).micrometres() as f64 / leg.micrometres() as f64).clamp(0.0, 1.0)
            };
            let start = if from > done { a.lerp(b, t(from)) } else { a };
            let stop = if to < end { a.lerp(b, t(to)) } else { b };
            if out.last() != Some(&start) {
                out.push(start);
            }
            out.push(stop);
        }
        done = end;
    }
    out
}

/// The SVG picture of a table scenario, with `overlay` (one unit's order) drawn over it when
/// given: the reachable band as a shaded ring around the unit between its shortest and longest
/// move, the route coloured by whether the unit surely gets that far, may get that far, or
/// cannot, and the chance to arrive written at the destination.
pub fn svg(scenario: &TableScenario, overlay: Option<&TableOverlay>) -> String {
    let table = &scenario.table;
    let (width, depth) = (table.width.in_unit(table.unit), table.height.in_unit(table.unit));
    let scale = TABLE_SIZE / width.max(depth).max(f64::EPSILON);
    let page = Page { unit: table.unit, scale, depth };
    let legend_left = 2.0 * MARGIN + width * scale;
    let mut page_width = legend_left + LEGEND_WIDTH;
    let mut body = String::new();
    page_width =
        super::draw_title(&mut body, &scenario.name, overlay.and_then(|o| o.note.as_deref()))
            .max(page_width);
    draw_table(&mut body, scenario, &page, width, depth);
    if let Some(overlay) = overlay {
        draw_band(&mut body, &page, overlay);
    }
    draw_features(&mut body, scenario, &page);
    if let Some(overlay) = overlay {
        draw_route(&mut body, &page, overlay);
    }
    let sides = sides(scenario);
    draw_units(&mut body, scenario, &page, &sides);
    let legend_bottom = draw_legend(&mut body, scenario, &sides, overlay, legend_left);
    if let Some(overlay) = overlay {
        page_width = page_width.max(legend_left + MARGIN + text_width(&overlay.title, 11.0));
    }
    let page_height = (depth * scale + 2.0 * MARGIN + HEADER).max(legend_bottom + MARGIN);
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

/// The table's open ground and outline, its measuring grid, and its terrain areas.
fn draw_table(out: &mut String, scenario: &TableScenario, page: &Page, width: f64, depth: f64) {
    let (left, top) = (MARGIN, MARGIN + HEADER);
    let (w, h) = (width * page.scale, depth * page.scale);
    let _ = writeln!(
        out,
        r##"<defs><clipPath id="table-edge"><rect x="{left:.1}" y="{top:.1}" width="{w:.1}" height="{h:.1}"/></clipPath></defs>
<rect id="table" x="{left:.1}" y="{top:.1}" width="{w:.1}" height="{h:.1}" fill="{}" stroke="#333" stroke-width="1.5"><title>{} × {}</title></rect>"##,
        terrain_colour(OPEN),
        escape(&scenario.table.width.display(page.unit)),
        escape(&scenario.table.height.display(page.unit))
    );
    // A line every 6" or 10 cm, numbered along the bottom and left edges.
    let step = match page.unit {
        Unit::Inch => 6.0,
        Unit::Cm => 10.0,
    };
    out.push_str(
        "<g id=\"grid\" stroke=\"#000\" stroke-opacity=\"0.08\" font-size=\"8\" fill=\"#777\">\n",
    );
    let bottom = top + depth * page.scale;
    let mut x = step;
    while x < width {
        let px = left + x * page.scale;
        let _ = writeln!(
            out,
            r#"<line x1="{px:.1}" y1="{top:.1}" x2="{px:.1}" y2="{bottom:.1}"/><text x="{px:.1}" y="{:.1}" text-anchor="middle" stroke="none">{}</text>"#,
            bottom + 10.0,
            number(x)
        );
        x += step;
    }
    let mut y = step;
    while y < depth {
        let py = bottom - y * page.scale;
        let _ = writeln!(
            out,
            r#"<line x1="{left:.1}" y1="{py:.1}" x2="{:.1}" y2="{py:.1}"/><text x="{:.1}" y="{:.1}" text-anchor="end" stroke="none">{}</text>"#,
            left + width * page.scale,
            left - 3.0,
            py + 3.0,
            number(y)
        );
        y += step;
    }
    out.push_str("</g>\n<g id=\"areas\" stroke=\"#555\" stroke-width=\"0.8\">\n");
    for area in &scenario.table.areas {
        let _ = writeln!(
            out,
            r#"<polygon points="{}" fill="{}"><title>{}</title></polygon>"#,
            points_attr(page, &area.ring),
            terrain_colour(&area.kind),
            escape(&area.kind)
        );
    }
    out.push_str("</g>\n");
}

/// The linear features.
fn draw_features(out: &mut String, scenario: &TableScenario, page: &Page) {
    out.push_str("<g id=\"features\" fill=\"none\" stroke-width=\"3\" stroke-linecap=\"round\" stroke-linejoin=\"round\">\n");
    for feature in &scenario.table.features {
        let (colour, dash) = feature_style(&feature.kind);
        let dash =
            if dash.is_empty() { String::new() } else { format!(r#" stroke-dasharray="{dash}""#) };
        let _ = writeln!(
            out,
            r#"<polyline points="{}" stroke="{colour}"{dash}><title>{}</title></polyline>"#,
            points_attr(page, &feature.line),
            escape(&feature.kind)
        );
    }
    out.push_str("</g>\n");
}

/// The reachable band: a ring around the unit between its shortest and longest move, clipped to
/// the table.
fn draw_band(out: &mut String, page: &Page, overlay: &TableOverlay) {
    let (Some(&start), Some((min, max))) = (overlay.route.first(), overlay.band) else { return };
    let (cx, cy) = page.at(start);
    let (inner, outer) = (page.length(min), page.length(max));
    let circle = |r: f64| {
        format!(
            "M {:.1} {cy:.1} a {r:.1} {r:.1} 0 1 0 {:.1} 0 a {r:.1} {r:.1} 0 1 0 {:.1} 0 Z",
            cx - r,
            2.0 * r,
            -2.0 * r
        )
    };
    let _ = writeln!(
        out,
        r#"<g id="band" clip-path="url(#table-edge)"><path d="{} {}" fill="{MAYBE}" fill-opacity="0.18" fill-rule="evenodd" stroke="{MAYBE}" stroke-width="1" stroke-dasharray="5 3"><title>{} to {} from the unit</title></path></g>"#,
        circle(outer),
        circle(inner),
        escape(&min.display(Unit::Inch)),
        escape(&max.display(Unit::Inch))
    );
}

/// The route, coloured by how sure the unit is to get that far, and the destination with the
/// chance to arrive.
fn draw_route(out: &mut String, page: &Page, overlay: &TableOverlay) {
    if overlay.route.len() < 2 {
        return;
    }
    out.push_str("<g id=\"route\" fill=\"none\" stroke-width=\"3\" stroke-linecap=\"round\" stroke-linejoin=\"round\">\n");
    let far = Length::from_micrometres(i64::MAX);
    // A refused order moves nowhere: the whole route is out of reach.
    let (min, max) = overlay.band.unwrap_or((Length::ZERO, Length::ZERO));
    for (from, to, colour, dash, what) in [
        (Length::ZERO, min, SURE, "", "covered on every roll"),
        (min, max, MAYBE, "", "covered on some rolls"),
        (max, far, BEYOND, r#" stroke-dasharray="6 4""#, "beyond the longest move"),
    ] {
        let part = cut(&overlay.route, from, to);
        if part.len() >= 2 {
            let _ = writeln!(
                out,
                r#"<polyline points="{}" stroke="{colour}"{dash}><title>{what}</title></polyline>"#,
                points_attr(page, &part)
            );
        }
    }
    for &via in &overlay.route[1..overlay.route.len() - 1] {
        let (x, y) = page.at(via);
        let _ = writeln!(out, r##"<circle cx="{x:.1}" cy="{y:.1}" r="2.5" fill="#111"/>"##);
    }
    if let Some(&end) = overlay.route.last() {
        let (x, y) = page.at(end);
        let chance = overlay.chance.map(|c| format!("chance to arrive: {c}")).unwrap_or_default();
        let _ = writeln!(
            out,
            r##"<path d="M {:.1} {:.1} l 8 8 m 0 -8 l -8 8" stroke="#111" stroke-width="2"/><text class="chance" x="{:.1}" y="{:.1}" font-size="10" font-weight="bold" fill="#111" stroke="white" stroke-width="2.5" paint-order="stroke">{}</text>"##,
            x - 4.0,
            y - 4.0,
            x + 8.0,
            y - 6.0,
            escape(&chance)
        );
    }
    out.push_str("</g>\n");
}

/// The sides that have units, in order of first appearance.
fn sides(scenario: &TableScenario) -> Vec<&str> {
    super::first_appearances(scenario.units.iter().map(|u| u.side.as_str()))
}

/// Each unit as a marker in its side's colour, a tick toward its facing and its label.
fn draw_units(out: &mut String, scenario: &TableScenario, page: &Page, sides: &[&str]) {
    out.push_str("<g id=\"units\" font-size=\"9\">\n");
    for unit in &scenario.units {
        let (x, y) = page.at(scenario.position(unit));
        let facing = unit.facing.to_radians();
        let tick = MARKER + 7.0;
        let label = unit.label.as_deref().unwrap_or(&unit.id);
        let _ = writeln!(
            out,
            r##"<g class="unit"><title>{} ({}), facing {}°</title><circle cx="{x:.1}" cy="{y:.1}" r="{MARKER}" fill="{}" stroke="#111" stroke-width="0.8"/><line x1="{x:.1}" y1="{y:.1}" x2="{:.1}" y2="{:.1}" stroke="#111" stroke-width="1.5"/><text x="{:.1}" y="{:.1}" fill="#111" stroke="white" stroke-width="2" paint-order="stroke">{}</text></g>"##,
            escape(&unit.id),
            escape(&unit.side),
            number(unit.facing),
            side_colour(&unit.side, sides),
            x + tick * facing.sin(),
            y - tick * facing.cos(),
            x + MARKER + 3.0,
            y + MARKER + 8.0,
            escape(label)
        );
    }
    out.push_str("</g>\n");
}

/// Draws the legend in the column at `left`; returns the baseline of its last line.
fn draw_legend(
    out: &mut String,
    scenario: &TableScenario,
    sides: &[&str],
    overlay: Option<&TableOverlay>,
    left: f64,
) -> f64 {
    let mut y = MARGIN + HEADER;
    let _ = writeln!(
        out,
        r#"<g id="legend" font-size="10"><text x="{left:.1}" y="{y:.1}" font-size="12" font-weight="bold">Legend</text>"#
    );
    y += 16.0;
    let areas = scenario.table.areas.iter().map(|a| a.kind.as_str());
    for kind in super::first_appearances(std::iter::once(OPEN).chain(areas)) {
        let _ = writeln!(
            out,
            r##"<rect x="{left:.1}" y="{:.1}" width="14" height="10" fill="{}" stroke="#555"/><text x="{:.1}" y="{y:.1}">{}</text>"##,
            y - 9.0,
            terrain_colour(kind),
            left + 20.0,
            escape(kind)
        );
        y += 15.0;
    }
    let mut features: Vec<&str> = scenario.table.features.iter().map(|f| f.kind.as_str()).collect();
    features.sort_unstable();
    features.dedup();
    for kind in features {
        let (colour, dash) = feature_style(kind);
        y = legend_line(out, left, y, colour, dash, &format!("{kind} (linear)"));
    }
    for side in sides {
        let _ = writeln!(
            out,
            r##"<circle cx="{:.1}" cy="{:.1}" r="{MARKER}" fill="{}" stroke="#111"/><text x="{:.1}" y="{y:.1}">{} units (tick: facing)</text>"##,
            left + 7.0,
            y - 4.0,
            side_colour(side, sides),
            left + 20.0,
            escape(side)
        );
        y += 15.0;
    }
    if let Some(overlay) = overlay {
        y += 6.0;
        let _ = writeln!(
            out,
            r#"<text x="{left:.1}" y="{y:.1}" font-size="11" font-weight="bold">{}</text>"#,
            escape(&overlay.title)
        );
        y += 15.0;
        if let Some((min, max)) = overlay.band {
            let band = format!(
                "moves {} to {} (tape from the unit)",
                min.display(Unit::Inch),
                max.display(Unit::Inch)
            );
            let _ = writeln!(
                out,
                r#"<rect x="{left:.1}" y="{:.1}" width="14" height="10" fill="{MAYBE}" fill-opacity="0.18" stroke="{MAYBE}" stroke-dasharray="5 3"/><text x="{:.1}" y="{y:.1}">{}</text>"#,
                y - 9.0,
                left + 20.0,
                escape(&band)
            );
            y += 15.0;
        }
        if overlay.route.len() >= 2 {
            if overlay.band.is_some() {
                y = legend_line(out, left, y, SURE, "", "route: reached on every roll");
                y = legend_line(out, left, y, MAYBE, "", "route: reached on some rolls");
            }
            y = legend_line(out, left, y, BEYOND, "6 4", "route: out of reach");
        }
    }
    out.push_str("</g>\n");
    y
}

/// One legend line with a short stroke sample; returns the next baseline.
fn legend_line(out: &mut String, left: f64, y: f64, colour: &str, dash: &str, text: &str) -> f64 {
    let _ = writeln!(
        out,
        r#"<line x1="{left:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="{colour}" stroke-width="3" stroke-dasharray="{}"/><text x="{:.1}" y="{y:.1}">{}</text>"#,
        y - 4.0,
        left + 14.0,
        y - 4.0,
        if dash.is_empty() { "none" } else { dash },
        left + 20.0,
        escape(text)
    );
    y + 15.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cut_keeps_the_stretch_between_two_distances() {
        let p = |x: f64, y: f64| Point::at(x, y, Unit::Inch);
        let route = [p(0.0, 0.0), p(0.0, 10.0), p(10.0, 10.0)];
        assert_eq!(
            cut(&route, Length::inches(5), Length::inches(15)),
            [p(0.0, 5.0), p(0.0, 10.0), p(5.0, 10.0)]
        );
        assert_eq!(cut(&route, Length::inches(25), Length::inches(30)), Vec::<Point>::new());
    }
}
