//! A checked path drawn step by step: a line through the places walked, each step's number and
//! the MP spent so far in the marks band of its hex, and at the step a rule refused a red mark
//! with the clause that refused it.

use std::collections::HashSet;
use std::fmt::Write as _;

use umpire_map::{Entry, Item, Mp};
use umpire_scenario::ScenarioMap;

use super::labels::{Anchor, Text, escape, fit, write_text};
use super::layout::{MARK_BASELINE, MARK_FONT, Page, Point};
use super::legend::LegendLine;
use super::spot::{Spot, marker_slot};

/// The colour of the refused step's mark and its clause.
pub const REFUSED_COLOUR: &str = "#d0021b";
/// The colour of the route's line and step marks.
const ROUTE_COLOUR: &str = "#1a1a1a";

/// One place of a checked path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PathStep {
    /// Where it is; `None` for a step that names no place (`entrain`, `detrain`: the unit stays
    /// where the step before left it).
    pub at: Option<Spot>,
    /// The id written in the path.
    pub id: String,
    /// The MP spent up to and including this step, for the legal part of the path.
    pub cost: Option<Mp>,
}

impl PathStep {
    /// The MP a checked path's `ledger` has spent up to and including step `n` (1: the first
    /// place entered), for [`PathStep::cost`]; none for the step `refused` names or after it.
    ///
    /// ```
    /// use umpire_map::{ClauseId, Entry, Line, Mp};
    /// use umpire_render::PathStep;
    ///
    /// const COST: ClauseId = ClauseId::new("STR-3.1.1-03");
    /// let ledger = [
    ///     Entry { step: 1, line: Line::cost(COST, Mp::whole(2), "swamp") },
    ///     Entry { step: 2, line: Line::cost(COST, Mp::whole(1), "clear") },
    /// ];
    /// assert_eq!(PathStep::spent(&ledger, 1, None), Some(Mp::whole(2)));
    /// assert_eq!(PathStep::spent(&ledger, 2, Some(2)), None);
    /// ```
    pub fn spent(ledger: &[Entry], n: usize, refused: Option<usize>) -> Option<Mp> {
        if refused.is_some_and(|r| n >= r) {
            return None;
        }
        let mut total = Mp::ZERO;
        for entry in ledger.iter().filter(|e| e.step <= n) {
            if let Item::Cost { mp, .. } | Item::WholeAllowance { mp, .. } = entry.line.item {
                total += mp;
            }
        }
        Some(total)
    }
}

/// The step a rule refused and the clause that refused it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refused {
    /// The step, counted from 1 (the first place entered); 0: the order itself.
    pub step: usize,
    /// The clause id.
    pub clause: String,
    /// What it found, in plain words.
    pub reason: String,
}

/// A checked path for [`super::svg_with`]: `render --unit U --path a,b,c`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PathOverlay {
    /// The unit that moves.
    pub unit: String,
    /// The places walked, the start first (step 0).
    pub steps: Vec<PathStep>,
    /// The refusal, when the path is illegal.
    pub refused: Option<Refused>,
    /// The verdict in words (`legal: 3 MP`, `refused at step 2 (entering w3617) by …`).
    pub verdict: String,
}

impl PathOverlay {
    /// The spot of each step: its own, else the step before's.
    fn spots(&self) -> Vec<Option<Spot>> {
        let mut last = None;
        self.steps
            .iter()
            .map(|step| {
                last = step.at.or(last);
                last
            })
            .collect()
    }
}

/// The route's line, under the labels and counters.
pub(super) fn draw_line(out: &mut String, page: &Page, path: &PathOverlay) {
    let points: Vec<Point> = path.spots().into_iter().flatten().map(|s| s.point(page)).collect();
    let refused = path.refused.as_ref().map_or(usize::MAX, |r| r.step);
    let legal: Vec<String> =
        points.iter().take(refused).map(|p| format!("{:.1},{:.1}", p.x, p.y)).collect();
    let _ = writeln!(
        out,
        r#"<polyline class="route" points="{}" fill="none" stroke="{ROUTE_COLOUR}" stroke-width="3.5" stroke-opacity="0.7" stroke-linejoin="round" stroke-linecap="round"/>"#,
        legal.join(" ")
    );
    if refused < points.len() {
        let rest: Vec<String> = points
            .iter()
            .skip(refused.saturating_sub(1))
            .map(|p| format!("{:.1},{:.1}", p.x, p.y))
            .collect();
        let _ = writeln!(
            out,
            r#"<polyline class="route-refused" points="{}" fill="none" stroke="{REFUSED_COLOUR}" stroke-width="2.5" stroke-dasharray="5 4"/>"#,
            rest.join(" ")
        );
    }
}

/// The steps' marks and the refused step's, over everything.
pub(super) fn draw_marks(out: &mut String, map: &ScenarioMap, page: &Page, path: &PathOverlay) {
    let verdict = if path.refused.is_some() { "illegal" } else { "legal" };
    let _ = writeln!(
        out,
        r#"<g class="path" data-unit="{}" data-verdict="{verdict}"><title>{}</title>"#,
        escape(&path.unit),
        escape(&path.verdict)
    );
    let spots = path.spots();
    let mut labelled: HashSet<String> = HashSet::new();
    let refused_step = path.refused.as_ref().map(|r| r.step);
    for (n, step) in path.steps.iter().enumerate().skip(1) {
        let spot = spots.get(n).copied().flatten();
        let id = spot.map_or_else(|| step.id.clone(), |s| spot_id(map, s));
        let _ = write!(out, r#"<g class="step" data-step="{n}" data-hex="{}">"#, escape(&id));
        // One label per place: a path that comes back, or a rail step that stays, is told in
        // the tooltip only.
        let own_place = spot.is_some_and(|s| matches!(s, Spot::Place(_)));
        if own_place && Some(n) != refused_step && labelled.insert(id.clone()) {
            step_label(out, page, spot, n, step, refused_step.is_some_and(|r| n > r));
        }
        let _ = writeln!(
            out,
            "<title>step {n}: {}{}</title></g>",
            escape(&step.id),
            step.cost.map(|c| format!(", {c} MP spent")).unwrap_or_default()
        );
    }
    if let Some(refused) = &path.refused {
        let spot =
            spots.get(refused.step).copied().flatten().or_else(|| spots.first().copied().flatten());
        if let Some(spot) = spot {
            refused_mark(out, page, spot, refused, matches!(spot, Spot::Place(_)));
        }
    }
    out.push_str("</g>\n");
}

/// The printed id of `spot`.
fn spot_id(map: &ScenarioMap, spot: Spot) -> String {
    match spot {
        Spot::Place(place) => map.location_id(place.into()),
        Spot::Hexside(side) => {
            let [a, b] = side.hexes();
            format!("{}/{}", map.hex_id(a), map.hex_id(b))
        }
    }
}

/// Step `n`'s number in a circle in the marker slot, and the MP spent so far beside it.
fn step_label(
    out: &mut String,
    page: &Page,
    spot: Option<Spot>,
    n: usize,
    step: &PathStep,
    after: bool,
) {
    let Some(spot) = spot else { return };
    let centre = spot.point(page);
    let (left, marker) = marker_slot(page, centre);
    let right = 2.0 * centre.x - left;
    let colour = if after { "#888888" } else { ROUTE_COLOUR };
    let _ = write!(
        out,
        r#"<circle cx="{:.1}" cy="{:.1}" r="6.5" fill="{colour}"/>"#,
        marker.x, marker.y
    );
    let number = n.to_string();
    write_text(
        out,
        &Text {
            text: &number,
            x: marker.x,
            y: marker.y + 3.0,
            font: if number.len() > 1 { 7.0 } else { 8.5 },
            anchor: Anchor::Middle,
            fill: "#ffffff",
            bold: true,
            attrs: r#"class="step-number""#,
            ..Text::default()
        },
    );
    let Some(cost) = step.cost else { return };
    let text = format!("{cost} MP");
    let room = right - marker.x - 8.0;
    let Some((text, font)) = fit(&text, room, MARK_FONT, 6.0) else { return };
    write_text(
        out,
        &Text {
            text: &text,
            x: (marker.x + 8.0 + right) / 2.0,
            y: centre.y + MARK_BASELINE,
            font,
            anchor: Anchor::Middle,
            bold: true,
            attrs: r#"class="step-cost""#,
            halo: true,
            ..Text::default()
        },
    );
}

/// The refused step: a red disc with a cross in the marker slot, the clause beside it.
fn refused_mark(out: &mut String, page: &Page, spot: Spot, refused: &Refused, in_hex: bool) {
    let centre = spot.point(page);
    let (left, marker) = if in_hex { marker_slot(page, centre) } else { (centre.x - 7.0, centre) };
    let right = if in_hex { 2.0 * centre.x - left } else { centre.x + 120.0 };
    let _ = write!(
        out,
        r#"<g class="refused" data-step="{}" data-clause="{}"><circle cx="{:.1}" cy="{:.1}" r="7" fill="{REFUSED_COLOUR}" stroke="white" stroke-width="1.5"/>"#,
        refused.step,
        escape(&refused.clause),
        marker.x,
        marker.y
    );
    let (dx, x, y) = (3.2, marker.x, marker.y);
    let _ = write!(
        out,
        r#"<path d="M {:.1} {:.1} L {:.1} {:.1} M {:.1} {:.1} L {:.1} {:.1}" stroke="white" stroke-width="2"/>"#,
        x - dx,
        y - dx,
        x + dx,
        y + dx,
        x - dx,
        y + dx,
        x + dx,
        y - dx
    );
    let room = right - marker.x - 9.0;
    let title =
        format!("refused at step {} by {}: {}", refused.step, refused.clause, refused.reason);
    if let Some((text, font)) = fit(&refused.clause, room, MARK_FONT, 6.0) {
        write_text(
            out,
            &Text {
                text: &text,
                x: marker.x + 9.0,
                y: if in_hex { centre.y + MARK_BASELINE } else { marker.y + 3.5 },
                font,
                anchor: Anchor::Start,
                fill: REFUSED_COLOUR,
                bold: true,
                attrs: r#"class="clause""#,
                title: Some(&title),
                halo: true,
            },
        );
    }
    out.push_str("</g>\n");
}

/// The path's lines of the legend.
pub(super) fn legend_lines(path: &PathOverlay) -> Vec<LegendLine> {
    let mut lines = vec![LegendLine::new("route walked, step by step", |x, y| {
        format!(
            r#"<line x1="{x:.1}" y1="{y:.1}" x2="{:.1}" y2="{y:.1}" stroke="{ROUTE_COLOUR}" stroke-width="3.5" stroke-opacity="0.7"/>"#,
            x + 16.0
        )
    })];
    lines.push(LegendLine::new("step number, MP spent so far", |x, y| {
        format!(r#"<circle cx="{:.1}" cy="{y:.1}" r="6.5" fill="{ROUTE_COLOUR}"/>"#, x + 8.0)
    }));
    if path.refused.is_some() {
        lines.push(LegendLine::new("refused step, with its clause", |x, y| {
            format!(r#"<circle cx="{:.1}" cy="{y:.1}" r="7" fill="{REFUSED_COLOUR}"/>"#, x + 8.0)
        }));
    }
    lines
}
