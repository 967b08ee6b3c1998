//! Text on the picture: its estimated box (font size × characters, Helvetica averaging about
//! 0.6 em a character), fitting a label into a width (a smaller font, then an abbreviation, the
//! full text kept in a `<title>`), writing it with a white halo so lines under it do not hide
//! it, and the check that no two boxes overlap.

use std::fmt::Write as _;

/// The average width of a character, in em (our estimate for Helvetica and Arial).
pub const CHAR_EM: f64 = 0.6;

/// A rough width of `text` in SVG units at `font_size`.
pub fn text_width(text: &str, font_size: f64) -> f64 {
    text.chars().count() as f64 * font_size * CHAR_EM
}

/// Where a text's `x` is: its start, middle or end (`text-anchor`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Anchor {
    /// `x` is where the text starts.
    Start,
    /// `x` is its middle.
    Middle,
    /// `x` is where it ends.
    End,
}

impl Anchor {
    /// The `text-anchor` value.
    fn name(self) -> &'static str {
        match self {
            Anchor::Start => "start",
            Anchor::Middle => "middle",
            Anchor::End => "end",
        }
    }

    /// The anchor a `text-anchor` value names (`start` when absent or unknown).
    pub fn from_name(name: Option<&str>) -> Anchor {
        match name {
            Some("middle") => Anchor::Middle,
            Some("end") => Anchor::End,
            _ => Anchor::Start,
        }
    }
}

/// The estimated box of a line of text: from 0.75 em above its baseline to 0.25 em below.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TextBox {
    /// Left.
    pub x0: f64,
    /// Top.
    pub y0: f64,
    /// Right.
    pub x1: f64,
    /// Bottom.
    pub y1: f64,
}

impl TextBox {
    /// The box of `text` at `x`, baseline `y`, in font size `font`, anchored at `anchor`.
    pub fn of(text: &str, x: f64, y: f64, font: f64, anchor: Anchor) -> TextBox {
        let width = text_width(text, font);
        let x0 = match anchor {
            Anchor::Start => x,
            Anchor::Middle => x - width / 2.0,
            Anchor::End => x - width,
        };
        TextBox { x0, y0: y - 0.75 * font, x1: x0 + width, y1: y + 0.25 * font }
    }

    /// Whether the two boxes share any area (touching edges do not count).
    pub fn overlaps(&self, other: &TextBox) -> bool {
        const SLACK: f64 = 0.01;
        self.x0 + SLACK < other.x1
            && other.x0 + SLACK < self.x1
            && self.y0 + SLACK < other.y1
            && other.y0 + SLACK < self.y1
    }
}

/// The first pair (by index) of `boxes` that overlap, if any.
pub fn first_overlap(boxes: &[TextBox]) -> Option<(usize, usize)> {
    for (i, a) in boxes.iter().enumerate() {
        for (j, b) in boxes.iter().enumerate().skip(i + 1) {
            if a.overlaps(b) {
                return Some((i, j));
            }
        }
    }
    None
}

/// `text` fitted into `width` at a font from `font` down to `smallest` (in steps of 0.5):
/// the text and font, shortened with a trailing `.` at `smallest` if it is still too wide.
/// `None` when not even one character and the `.` fit.
pub fn fit(text: &str, width: f64, font: f64, smallest: f64) -> Option<(String, f64)> {
    let mut size = font;
    while size >= smallest {
        if text_width(text, size) <= width {
            return Some((text.to_owned(), size));
        }
        size -= 0.5;
    }
    let room = (width / (smallest * CHAR_EM)).floor() as usize;
    let keep = room.checked_sub(1).filter(|&k| k > 0)?;
    let short: String = text.chars().take(keep).collect();
    Some((format!("{}.", short.trim_end()), smallest))
}

/// One line of text to write.
pub struct Text<'a> {
    /// What it says.
    pub text: &'a str,
    /// Its anchor point's x.
    pub x: f64,
    /// Its baseline.
    pub y: f64,
    /// Its font size.
    pub font: f64,
    /// How `x` is read.
    pub anchor: Anchor,
    /// Its fill colour.
    pub fill: &'a str,
    /// Bold or not.
    pub bold: bool,
    /// Other attributes, written as they are (`class="mp" data-hex="e0305"`).
    pub attrs: &'a str,
    /// A tooltip (the full text of an abbreviated label), if any.
    pub title: Option<&'a str>,
    /// A white halo around the letters, so a line drawn under them does not hide them.
    pub halo: bool,
}

impl Default for Text<'_> {
    fn default() -> Self {
        Text {
            text: "",
            x: 0.0,
            y: 0.0,
            font: 10.0,
            anchor: Anchor::Start,
            fill: "#111",
            bold: false,
            attrs: "",
            title: None,
            halo: false,
        }
    }
}

/// Writes `text` as an SVG `<text>` element (every one carries its own `font-size` and
/// `text-anchor`, so its box can be estimated from the element alone).
pub fn write_text(out: &mut String, text: &Text<'_>) {
    let attrs = if text.attrs.is_empty() { String::new() } else { format!(" {}", text.attrs) };
    let weight = if text.bold { r#" font-weight="bold""# } else { "" };
    let halo = if text.halo {
        r#" stroke="white" stroke-width="3" stroke-linejoin="round" paint-order="stroke""#
    } else {
        ""
    };
    let title = text.title.map(|t| format!("<title>{}</title>", escape(t))).unwrap_or_default();
    let _ = writeln!(
        out,
        r#"<text{attrs} x="{:.1}" y="{:.1}" font-size="{}" text-anchor="{}" fill="{}"{weight}{halo}>{title}{}</text>"#,
        text.x,
        text.y,
        text.font,
        text.anchor.name(),
        text.fill,
        escape(text.text)
    );
}

/// Escapes text for SVG.
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;

    #[test]
    fn boxes_overlap_only_when_they_share_area() {
        let a = TextBox::of("Calais", 100.0, 50.0, 10.0, Anchor::Middle);
        assert!((a.x1 - a.x0 - 36.0).abs() < 1e-9);
        let below = TextBox::of("w3717", 100.0, 60.0, 10.0, Anchor::Middle);
        assert!(!a.overlaps(&below), "one line under the other only touches");
        let near = TextBox::of("w3717", 110.0, 55.0, 10.0, Anchor::Start);
        assert!(a.overlaps(&near));
        assert_eq!(first_overlap(&[a, below, near]), Some((0, 2)));
    }

    #[test]
    fn a_long_label_shrinks_then_is_abbreviated() {
        assert_eq!(fit("BEF", 22.0, 9.0, 6.0), Some(("BEF".to_owned(), 9.0)));
        let (text, font) = fit("Rotterdam", 40.0, 9.0, 7.0).unwrap();
        assert!(text_width(&text, font) <= 40.0, "{text} {font}");
        let (text, font) = fit("Aschaffenburg am Main", 40.0, 9.0, 7.0).unwrap();
        assert_eq!((text.as_str(), font), ("Aschaffe.", 7.0));
        assert_eq!(fit("Paris", 3.0, 9.0, 7.0), None);
    }
}
