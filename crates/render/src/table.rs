//! SVG pictures of miniatures tables: the table's outline with a light measuring grid and
//! axes along its bottom and left edges whose ticks carry the table's unit (`12"`, `30 cm`),
//! terrain areas filled by kind, linear features as lines, units as counters in their side's
//! colour with a facing tick, a legend — and, for one unit's order, its route and the band of
//! distances it may reach.
//!
//! The markup follows the pictures' contract: axes are `g.axis` (`data-axis`, `data-unit`),
//! units `g.counter` (`data-unit`, `data-side`) whose first child is the counter's `rect`, the
//! legend's side swatches `rect.side-swatch`.
//!
//! ```
//! let text = "name = \"Tiny\"\n[table]\nwidth = 24\nheight = 24\n\
//!             [[table.areas]]\nkind = \"woods\"\npoints = [[2, 2], [8, 2], [8, 8]]\n\
//!             [[units]]\nid = \"a\"\nside = \"red\"\nat = [12, 12]\nclass = \"average\"\n";
//! let scenario = umpire_minis::load_table(text, "tiny.toml")?;
//! let svg = umpire_render::table::svg(&scenario, None);
//! assert!(svg.starts_with("<svg") && svg.contains("woods"));
//! # Ok::<(), umpire_minis::TableError>(())
//! ```

use std::fmt::Write as _;

use umpire_minis::{Fraction, Length, OPEN, Point, TableScenario, Unit};

use super::colour::SideColours;
use super::{escape, terrain_colour, text_width};

/// The longer side of the table, in SVG user units (our choice: 15 per inch on a 48" table,
/// 6 per centimetre on a 120 cm one).
const TABLE_SIZE: f64 = 720.0;
/// Space around the table.
const MARGIN: f64 = 24.0;
/// Space left of the table for the y axis's tick labels, and below it for the x axis's.
const AXIS_SPACE: f64 = 28.0;
/// Length of an axis tick, outside the table edge.
const TICK: f64 = 5.0;
/// Space above the table for the title and a note.
const HEADER: f64 = 40.0;
/// Width of the legend column.
const LEGEND_WIDTH: f64 = 220.0;
/// Side of a unit's square counter (the contract's 20 × 20 at least).
const COUNTER: f64 = 22.0;

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

/// The page x of the table's left edge.
const LEFT: f64 = MARGIN + AXIS_SPACE;
/// The page y of the table's far (top) edge.
const TOP: f64 = MARGIN + HEADER;

impl Page {
    /// The page position of `p`.
    fn at(&self, p: Point) -> (f64, f64) {
        let (x, y) = p.in_unit(self.unit);
        (LEFT + x * self.scale, TOP + (self.depth - y) * self.scale)
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
    let legend_left = LEFT + width * scale + MARGIN;
    let mut page_width = legend_left + LEGEND_WIDTH;
    let mut body = String::new();
    page_width =
        super::draw_title(&mut body, &scenario.name, overlay.and_then(|o| o.note.as_deref()))
            .max(page_width);
    draw_table(&mut body, scenario, &page, width, depth);
    draw_axes(&mut body, &page, width, depth);
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
    let page_height = (TOP + depth * scale + AXIS_SPACE + MARGIN).max(legend_bottom + MARGIN);
    let (page_width, page_height) = (page_width.ceil(), page_height.ceil());
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

/// The table's open ground and outline, its light measuring grid, and its terrain areas.
fn draw_table(out: &mut String, scenario: &TableScenario, page: &Page, width: f64, depth: f64) {
    let (left, top) = (LEFT, TOP);
    let (w, h) = (width * page.scale, depth * page.scale);
    let _ = writeln!(
        out,
        r##"<defs><clipPath id="table-edge"><rect x="{left:.1}" y="{top:.1}" width="{w:.1}" height="{h:.1}"/></clipPath></defs>
<rect id="table" x="{left:.1}" y="{top:.1}" width="{w:.1}" height="{h:.1}" fill="{}" stroke="#333" stroke-width="1.5"><title>{} × {}</title></rect>"##,
        terrain_colour(OPEN),
        escape(&scenario.table.width.display(page.unit)),
        escape(&scenario.table.height.display(page.unit))
    );
    let step = tick_step(page.unit);
    out.push_str("<g id=\"grid\" stroke=\"#000\" stroke-opacity=\"0.08\">\n");
    let bottom = top + h;
    for x in ticks(step, width).filter(|&x| x > 0.0 && x < width) {
        let px = left + x * page.scale;
        let _ =
            writeln!(out, r#"<line x1="{px:.1}" y1="{top:.1}" x2="{px:.1}" y2="{bottom:.1}"/>"#);
    }
    for y in ticks(step, depth).filter(|&y| y > 0.0 && y < depth) {
        let py = bottom - y * page.scale;
        let _ = writeln!(
            out,
            r#"<line x1="{left:.1}" y1="{py:.1}" x2="{:.1}" y2="{py:.1}"/>"#,
            left + w
        );
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

/// The distance between two axis ticks and grid lines: 6" or 10 cm (our choice).
fn tick_step(unit: Unit) -> f64 {
    match unit {
        Unit::Inch => 6.0,
        Unit::Cm => 10.0,
    }
}

/// The ticks from 0 to `end` every `step`, the table's edge last even off the step.
fn ticks(step: f64, end: f64) -> impl Iterator<Item = f64> {
    let count = (end / step).floor().max(0.0) as u32;
    let off_step = end - f64::from(count) * step > 1e-9;
    (0..=count).map(move |i| f64::from(i) * step).chain(off_step.then_some(end))
}

/// A tick label in the table's unit: `12"`, `30 cm`.
fn tick_label(value: f64, unit: Unit) -> String {
    match unit {
        Unit::Inch => format!("{}\"", number(value)),
        Unit::Cm => format!("{} cm", number(value)),
    }
}

/// The contract's name of a table unit (`data-unit`).
fn unit_name(unit: Unit) -> &'static str {
    match unit {
        Unit::Inch => "inch",
        Unit::Cm => "cm",
    }
}

/// The x axis along the table's near (bottom) edge and the y axis along its left edge, from
/// the bottom-left corner where `--to x,y` measures from, each tick labelled in the table's
/// unit.
fn draw_axes(out: &mut String, page: &Page, width: f64, depth: f64) {
    let bottom = TOP + depth * page.scale;
    let right = LEFT + width * page.scale;
    let unit = unit_name(page.unit);
    let step = tick_step(page.unit);
    let _ = writeln!(
        out,
        r##"<g class="axis" data-axis="x" data-unit="{unit}" stroke="#333" font-size="10" fill="#333" text-anchor="middle"><line x1="{LEFT:.1}" y1="{bottom:.1}" x2="{right:.1}" y2="{bottom:.1}"/>"##
    );
    for x in ticks(step, width) {
        let px = LEFT + x * page.scale;
        let _ = writeln!(
            out,
            r#"<line x1="{px:.1}" y1="{bottom:.1}" x2="{px:.1}" y2="{:.1}"/><text x="{px:.1}" y="{:.1}" stroke="none">{}</text>"#,
            bottom + TICK,
            bottom + TICK + 11.0,
            escape(&tick_label(x, page.unit))
        );
    }
    out.push_str("</g>\n");
    let _ = writeln!(
        out,
        r##"<g class="axis" data-axis="y" data-unit="{unit}" stroke="#333" font-size="10" fill="#333" text-anchor="end"><line x1="{LEFT:.1}" y1="{TOP:.1}" x2="{LEFT:.1}" y2="{bottom:.1}"/>"##
    );
    for y in ticks(step, depth).filter(|&y| y > 0.0) {
        let py = bottom - y * page.scale;
        let _ = writeln!(
            out,
            r#"<line x1="{:.1}" y1="{py:.1}" x2="{LEFT:.1}" y2="{py:.1}"/><text x="{:.1}" y="{:.1}" stroke="none">{}</text>"#,
            LEFT - TICK,
            LEFT - TICK - 2.0,
            py + 3.5,
            escape(&tick_label(y, page.unit))
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

/// The colours of the sides that have units, by the hex maps' rule (a table scenario names no
/// colours: the colour a side's name says, else the palette by first appearance).
fn sides(scenario: &TableScenario) -> SideColours {
    SideColours::named(scenario.units.iter().map(|u| u.side.as_str()), |_| None)
}

/// Each unit as a square counter in its side's colour centred on its position, a tick from
/// the counter's edge toward its facing, and its label beside it.
fn draw_units(out: &mut String, scenario: &TableScenario, page: &Page, sides: &SideColours) {
    out.push_str("<g id=\"units\" font-size=\"10\">\n");
    let half = COUNTER / 2.0;
    for unit in &scenario.units {
        let (x, y) = page.at(scenario.position(unit));
        let facing = unit.facing.to_radians();
        let (dx, dy) = (facing.sin(), -facing.cos());
        // From the counter's edge along the facing, out past it.
        let reach = half / dx.abs().max(dy.abs()).max(f64::EPSILON);
        let label = unit.label.as_deref().unwrap_or(&unit.id);
        let _ = writeln!(
            out,
            r##"<g class="counter" data-unit="{}" data-side="{}"><rect x="{:.1}" y="{:.1}" width="{COUNTER}" height="{COUNTER}" rx="2" fill="{}" stroke="#111" stroke-width="1"/><title>{} ({}), facing {}°</title><text x="{:.1}" y="{:.1}" fill="#111" stroke="white" stroke-width="2.5" paint-order="stroke">{}</text><line x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="#111" stroke-width="2"/></g>"##,
            escape(&unit.id),
            escape(&unit.side),
            x - half,
            y - half,
            sides.colour(&unit.side),
            escape(&unit.id),
            escape(&unit.side),
            number(unit.facing),
            x + half + 3.0,
            y + half + 10.0,
            escape(label),
            x + dx * reach,
            y + dy * reach,
            x + dx * (reach + 8.0),
            y + dy * (reach + 8.0),
        );
    }
    out.push_str("</g>\n");
}

/// Draws the legend in the column at `left`; returns the baseline of its last line.
fn draw_legend(
    out: &mut String,
    scenario: &TableScenario,
    sides: &SideColours,
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
    for side in sides.sides() {
        let _ = writeln!(
            out,
            r##"<rect class="side-swatch" data-side="{}" x="{left:.1}" y="{:.1}" width="14" height="14" rx="2" fill="{}" stroke="#111"/><text x="{:.1}" y="{y:.1}">{} units (tick: facing)</text>"##,
            escape(side),
            y - 11.0,
            sides.colour(side),
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
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;

    /// The wood of the minis tests, small: a 48" table, one unit a side.
    const TABLE: &str = "name = \"T\"\n[table]\nunit = \"inch\"\nwidth = 48\nheight = 30\n\
        [[units]]\nid = \"a\"\nside = \"red\"\nat = [12, 12]\nclass = \"average\"\n\
        [[units]]\nid = \"b\"\nside = \"blue\"\nat = [30, 20]\nclass = \"average\"\n";

    /// The text of every element of `svg` matching `pick`.
    fn texts<'a>(
        svg: &'a roxmltree::Document,
        pick: impl Fn(roxmltree::Node) -> bool,
    ) -> Vec<&'a str> {
        svg.descendants().filter(|n| pick(*n)).filter_map(|n| n.text()).collect()
    }

    #[test]
    fn the_axes_carry_the_tables_unit_on_every_tick() {
        let scenario = umpire_minis::load_table(TABLE, "t.toml").unwrap();
        let svg = svg(&scenario, None);
        let doc = roxmltree::Document::parse(&svg).unwrap();
        let axis = |name: &str| {
            doc.descendants()
                .find(|n| {
                    n.attribute("class") == Some("axis") && n.attribute("data-axis") == Some(name)
                })
                .unwrap()
        };
        assert_eq!(axis("x").attribute("data-unit"), Some("inch"));
        let x: Vec<&str> = axis("x")
            .descendants()
            .filter(|n| n.has_tag_name("text"))
            .filter_map(|n| n.text())
            .collect();
        assert_eq!(x, ["0\"", "6\"", "12\"", "18\"", "24\"", "30\"", "36\"", "42\"", "48\""]);
        let y: Vec<&str> = axis("y")
            .descendants()
            .filter(|n| n.has_tag_name("text"))
            .filter_map(|n| n.text())
            .collect();
        assert_eq!(y, ["6\"", "12\"", "18\"", "24\"", "30\""]);

        let cm = TABLE.replace("\"inch\"", "\"cm\"").replace("height = 30", "height = 25");
        let scenario = umpire_minis::load_table(&cm, "t.toml").unwrap();
        let svg = super::svg(&scenario, None);
        let doc = roxmltree::Document::parse(&svg).unwrap();
        let y = texts(&doc, |n| {
            n.has_tag_name("text")
                && n.parent().is_some_and(|p| p.attribute("data-axis") == Some("y"))
        });
        assert_eq!(y, ["10 cm", "20 cm", "25 cm"], "the table's edge is a tick too");
    }

    #[test]
    fn the_page_is_whole_pixels_and_holds_the_legend_and_counters_by_side() {
        let scenario = umpire_minis::load_table(TABLE, "t.toml").unwrap();
        let svg = svg(&scenario, None);
        let doc = roxmltree::Document::parse(&svg).unwrap();
        let root = doc.root_element();
        let (w, h) = (root.attribute("width").unwrap(), root.attribute("height").unwrap());
        let (w, h): (u32, u32) = (w.parse().unwrap(), h.parse().unwrap());
        assert_eq!(root.attribute("viewBox"), Some(format!("0 0 {w} {h}").as_str()));
        assert!(w >= 720, "a 48\" table is drawn 15 units an inch: {w}");
        for side in ["red", "blue"] {
            let counter = doc
                .descendants()
                .find(|n| {
                    n.attribute("class") == Some("counter")
                        && n.attribute("data-side") == Some(side)
                })
                .unwrap();
            let rect = counter.first_element_child().unwrap();
            assert_eq!(rect.tag_name().name(), "rect");
            let size: f64 = rect.attribute("width").unwrap().parse().unwrap();
            assert!(size >= 20.0);
            let swatch = doc
                .descendants()
                .find(|n| {
                    n.attribute("class") == Some("side-swatch")
                        && n.attribute("data-side") == Some(side)
                })
                .unwrap();
            assert_eq!(swatch.attribute("fill"), rect.attribute("fill"), "{side}");
            let right: f64 = swatch.attribute("x").unwrap().parse::<f64>().unwrap() + 14.0;
            assert!(right < f64::from(w), "the legend is in view");
        }
        let colours = SideColours::named(["red", "blue"], |_| None);
        assert_eq!(colours.colour("red"), "#c0392b", "a side named by a colour takes it");
        assert_eq!(colours.colour("blue"), "#2c5aa0");
    }

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
