//! Unit counters: a square in the side's colour with the unit's label fitted inside it (a
//! smaller font, two lines, or an abbreviation; the full id and label in a `<title>`). Up to
//! three units sharing a hex stand side by side; a larger stack is offset, its top counter
//! labelled.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use umpire_scenario::{Location, Scenario, Unit};

use super::colour::{SideColours, ink_on};
use super::labels::{Anchor, Text, escape, fit, text_width, write_text};
use super::layout::{BOX_WIDTH, Page, Point};

/// Largest font of a counter's label.
const LABEL_FONT: f64 = 9.0;
/// Smallest font of a counter's label.
const SMALLEST_FONT: f64 = 6.0;
/// Space between counters standing side by side.
const GAP: f64 = 3.0;
/// The most counters a box shows in its row.
const BOX_ROW: usize = 5;

/// The side of a counter's square when `count` counters share a hex (our choice; at least 20).
fn counter_size(count: usize) -> f64 {
    match count {
        0 | 1 => 28.0,
        2 => 26.0,
        3 => 24.0,
        _ => 20.0,
    }
}

/// The lines of `label` fitted into a counter of side `size`, each with its font.
pub(super) fn label_lines(label: &str, size: f64) -> Vec<(String, f64)> {
    let room = size - 4.0;
    let mut font = LABEL_FONT;
    while font >= 6.5 {
        if text_width(label, font) <= room {
            return vec![(label.to_owned(), font)];
        }
        font -= 0.5;
    }
    let middle = label.chars().count() / 2;
    let split = label
        .char_indices()
        .filter(|(_, c)| *c == ' ' || *c == '-')
        .min_by_key(|(i, _)| label[..*i].chars().count().abs_diff(middle));
    if let Some((at, c)) = split {
        let first = if c == '-' { &label[..=at] } else { &label[..at] };
        let second = label[at + c.len_utf8()..].trim();
        let widest = first.chars().count().max(second.chars().count()) as f64;
        let font = (room / (widest * super::labels::CHAR_EM)).min(room / 2.0).min(LABEL_FONT);
        if font >= SMALLEST_FONT && !second.is_empty() {
            let font = (font * 2.0).floor() / 2.0;
            return vec![(first.trim().to_owned(), font), (second.to_owned(), font)];
        }
    }
    fit(label, room, SMALLEST_FONT, SMALLEST_FONT).map(|line| vec![line]).unwrap_or_default()
}

/// One counter of side `size` centred on `centre`, labelled unless `labelled` is false.
fn counter(out: &mut String, centre: Point, size: f64, unit: &Unit, colour: &str, labelled: bool) {
    let half = size / 2.0;
    let _ = write!(
        out,
        r##"<g class="counter" data-unit="{}" data-side="{}"><rect x="{:.1}" y="{:.1}" width="{size}" height="{size}" rx="2.5" fill="{colour}" stroke="#111" stroke-width="1"/>"##,
        escape(&unit.id),
        escape(&unit.side),
        centre.x - half,
        centre.y - half
    );
    if labelled {
        let lines = label_lines(&unit.label, size);
        let ink = ink_on(colour);
        let baselines: Vec<f64> = match lines.as_slice() {
            [(_, font)] => vec![centre.y + 0.25 * font + 0.5],
            [(_, font), _] => vec![centre.y - 0.25 * font, centre.y + 0.75 * font],
            _ => Vec::new(),
        };
        for ((text, font), y) in lines.iter().zip(baselines) {
            write_text(
                out,
                &Text {
                    text,
                    x: centre.x,
                    y,
                    font: *font,
                    anchor: Anchor::Middle,
                    fill: ink,
                    bold: true,
                    attrs: r#"class="counter-label""#,
                    ..Text::default()
                },
            );
        }
    }
    let _ = writeln!(
        out,
        "<title>{} ({}): {}</title></g>",
        escape(&unit.id),
        escape(&unit.side),
        escape(&unit.label)
    );
}

/// Every unit on the board: in hexes, and in the boxes' rectangles (drawn here too).
pub(super) fn draw_units(
    out: &mut String,
    scenario: &Scenario,
    page: &Page,
    colours: &SideColours,
) {
    let map = &scenario.map;
    let mut in_hex: BTreeMap<umpire_hex::Hex, Vec<&Unit>> = BTreeMap::new();
    let mut in_box: BTreeMap<usize, Vec<&Unit>> = BTreeMap::new();
    // A unit the rules took off the board (a saved game's eliminated or removed units) is not
    // drawn.
    for unit in scenario.units.iter().filter(|u| u.off_board().is_none()) {
        match unit.at {
            Location::Hex(hex) => in_hex.entry(hex).or_default().push(unit),
            Location::Box(id) => in_box.entry(usize::from(id.0)).or_default().push(unit),
        }
    }
    out.push_str("<g id=\"units\">\n");
    for (hex, units) in &in_hex {
        let centre = page.layout.centre(*hex);
        let size = counter_size(units.len());
        if units.len() <= 3 {
            let total = units.len() as f64 * (size + GAP) - GAP;
            for (i, unit) in units.iter().enumerate() {
                let x = centre.x - total / 2.0 + size / 2.0 + i as f64 * (size + GAP);
                let at = Point { x, y: centre.y };
                counter(out, at, size, unit, colours.colour(&unit.side), true);
            }
        } else {
            let last = units.len() - 1;
            let step = 3.0;
            let shift = step * last as f64 / 2.0;
            for (i, unit) in units.iter().enumerate() {
                let offset = step * i as f64 - shift;
                let at = Point { x: centre.x + offset, y: centre.y - offset };
                counter(out, at, size, unit, colours.colour(&unit.side), i == last);
            }
        }
    }
    for (i, map_box) in map.boxes().iter().enumerate() {
        let corner = page.box_corner(i);
        let _ = writeln!(
            out,
            r##"<rect class="box" x="{:.1}" y="{:.1}" width="{BOX_WIDTH}" height="{}" fill="#f4f4f4" stroke="#555" stroke-dasharray="4 2"/>"##,
            corner.x,
            corner.y,
            super::layout::BOX_HEIGHT
        );
        let Some((name, font)) = fit(&map_box.name, BOX_WIDTH - 62.0, 10.0, 7.0) else { continue };
        let title = (name != map_box.name).then_some(map_box.name.as_str());
        write_text(
            out,
            &Text {
                text: &name,
                x: corner.x + 6.0,
                y: corner.y + 15.0,
                font,
                bold: true,
                title,
                ..Text::default()
            },
        );
        let units = in_box.get(&i).map_or(&[][..], Vec::as_slice);
        for (j, unit) in units.iter().enumerate() {
            let (slot, layer) = (j % BOX_ROW, j / BOX_ROW);
            let at = Point {
                x: corner.x + 20.0 + 31.0 * slot as f64 + 3.0 * layer as f64,
                y: corner.y + 44.0 - 3.0 * layer as f64,
            };
            let top = j + BOX_ROW >= units.len();
            counter(out, at, 28.0, unit, colours.colour(&unit.side), top);
        }
    }
    out.push_str("</g>\n");
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;

    #[test]
    fn a_label_too_long_for_one_line_goes_on_two_then_is_abbreviated() {
        assert_eq!(label_lines("1P", 28.0), [("1P".to_owned(), 9.0)]);
        let lines = label_lines("1st Army", 28.0);
        assert_eq!(lines.len(), 2, "{lines:?}");
        assert_eq!((lines[0].0.as_str(), lines[1].0.as_str()), ("1st", "Army"));
        for (text, font) in label_lines("Panzergruppe", 24.0) {
            assert!(text_width(&text, font) <= 20.0, "{text} at {font}");
        }
    }
}
