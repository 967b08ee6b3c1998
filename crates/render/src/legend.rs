//! The legend: headed sections of lines, each a small swatch and its words, in one column
//! beside a tall map or in columns under a wide one, so it is always in view.

use super::labels::{Anchor, Text, fit, write_text};

/// Width of one legend column (our choice).
pub(super) const COLUMN: f64 = 230.0;
/// Height of one legend line.
const LINE: f64 = 17.0;
/// Font size of legend lines.
const FONT: f64 = 10.0;
/// Font size of legend headings.
const HEADING_FONT: f64 = 11.0;

/// One line of the legend: its words and its swatch, drawn from the line's left edge `x` and
/// its middle `y`.
pub(super) struct LegendLine {
    text: String,
    swatch: Box<dyn Fn(f64, f64) -> String>,
}

impl LegendLine {
    /// A line saying `text` beside what `swatch` draws.
    pub fn new(text: impl Into<String>, swatch: impl Fn(f64, f64) -> String + 'static) -> Self {
        LegendLine { text: text.into(), swatch: Box::new(swatch) }
    }
}

/// A heading and its lines.
pub(super) struct Section {
    /// The heading.
    pub heading: String,
    /// The lines under it.
    pub lines: Vec<LegendLine>,
}

/// The fewest lines a legend column holds before the next section starts a new one.
const MIN_COLUMN_LINES: usize = 6;

/// Draws `sections` from `(left, top)` in as many columns as `width` holds (at least one), a
/// section never split between two columns; returns the legend's width and height.
pub(super) fn draw(
    out: &mut String,
    sections: &[Section],
    left: f64,
    top: f64,
    width: f64,
) -> (f64, f64) {
    let sections: Vec<&Section> = sections.iter().filter(|s| !s.lines.is_empty()).collect();
    if sections.is_empty() {
        return (0.0, 0.0);
    }
    let total: usize = sections.iter().map(|s| s.lines.len() + 1).sum();
    let room = ((width / COLUMN).floor() as usize).max(1);
    let target = total.div_ceil(room).max(MIN_COLUMN_LINES);
    // Each section's column and first row: a new column when it would overflow the target.
    let mut placed = Vec::with_capacity(sections.len());
    let (mut column, mut row) = (0usize, 0usize);
    for section in &sections {
        let rows = section.lines.len() + 1;
        if row > 0 && row + rows > target && column + 1 < room {
            (column, row) = (column + 1, 0);
        }
        placed.push((column, row));
        row += rows;
    }
    let columns = placed.iter().map(|(c, _)| c + 1).max().unwrap_or(1);
    let tallest =
        sections.iter().zip(&placed).map(|(s, (_, r))| r + s.lines.len() + 1).max().unwrap_or(0);
    out.push_str("<g id=\"legend\">\n");
    write_text(
        out,
        &Text { text: "Legend", x: left, y: top + 12.0, font: 13.0, bold: true, ..Text::default() },
    );
    let first = top + 12.0 + LINE + 2.0;
    for (section, (column, row)) in sections.iter().zip(placed) {
        let x = left + column as f64 * COLUMN;
        let y_of = |i: usize| first + (row + i) as f64 * LINE;
        write_text(
            out,
            &Text {
                text: &section.heading,
                x,
                y: y_of(0) + 4.0,
                font: HEADING_FONT,
                bold: true,
                ..Text::default()
            },
        );
        for (i, line) in section.lines.iter().enumerate() {
            let y = y_of(i + 1);
            out.push_str(&(line.swatch)(x, y));
            out.push('\n');
            let Some((text, font)) = fit(&line.text, COLUMN - 34.0, FONT, 7.0) else { continue };
            let title = (text != line.text).then_some(line.text.as_str());
            write_text(
                out,
                &Text {
                    text: &text,
                    x: x + 22.0,
                    y: y + 3.5,
                    font,
                    anchor: Anchor::Start,
                    title,
                    ..Text::default()
                },
            );
        }
    }
    out.push_str("</g>\n");
    (columns as f64 * COLUMN, 12.0 + LINE + 2.0 + tallest as f64 * LINE)
}
