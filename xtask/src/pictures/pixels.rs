//! A screenshot's pixels held to a picture's probes.

use super::probes::{Expect, Probe, Rgb};

/// How far a channel may be from the expected colour (our choice: anti-aliasing and colour
/// conversion move a flat fill by a few steps, never by this much).
pub const TOLERANCE: u8 = 24;

/// How much darker than its terrain a dimmed hex's centre must be: its luminance at most this
/// share of the terrain's (our choice; the contract asks for "clearly darker").
const DIMMED: f64 = 0.8;

/// A decoded screenshot: RGB pixels, row by row.
pub struct Screenshot {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// Three bytes a pixel.
    pub rgb: Vec<u8>,
}

impl Screenshot {
    /// Decodes PNG `bytes` (any colour type the browser writes) into RGB.
    ///
    /// # Errors
    /// The bytes are not a PNG this decoder reads.
    pub fn decode(bytes: &[u8]) -> Result<Screenshot, String> {
        let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
        decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
        let mut reader = decoder.read_info().map_err(|e| format!("not a PNG: {e}"))?;
        let size = reader.output_buffer_size().ok_or("a PNG too large to decode")?;
        let mut buffer = vec![0; size];
        let info = reader.next_frame(&mut buffer).map_err(|e| format!("a bad PNG: {e}"))?;
        let channels = info.color_type.samples();
        let rgb = buffer[..info.buffer_size()]
            .chunks_exact(channels)
            .flat_map(|p| match channels {
                1 | 2 => [p[0], p[0], p[0]],
                _ => [p[0], p[1], p[2]],
            })
            .collect();
        Ok(Screenshot { width: info.width, height: info.height, rgb })
    }

    /// The pixel at page point `(x, y)`, the page drawn `scale` pixels a user unit.
    fn at(&self, (x, y): (f64, f64), scale: f64) -> Option<Rgb> {
        let (px, py) = ((x * scale).floor(), (y * scale).floor());
        if px < 0.0 || py < 0.0 || px >= f64::from(self.width) || py >= f64::from(self.height) {
            return None;
        }
        let i = (py as usize * self.width as usize + px as usize) * 3;
        Some([self.rgb[i], self.rgb[i + 1], self.rgb[i + 2]])
    }
}

/// `#rrggbb` of a colour.
pub fn hex(rgb: Rgb) -> String {
    format!("#{:02x}{:02x}{:02x}", rgb[0], rgb[1], rgb[2])
}

/// Relative luminance, 0 to 255 (Rec. 709 weights on the stored values).
fn luminance(rgb: Rgb) -> f64 {
    0.2126 * f64::from(rgb[0]) + 0.7152 * f64::from(rgb[1]) + 0.0722 * f64::from(rgb[2])
}

/// Whether `found` is `expected` within [`TOLERANCE`] on every channel.
fn near(found: Rgb, expected: Rgb) -> bool {
    found.iter().zip(expected).all(|(f, e)| f.abs_diff(e) <= TOLERANCE)
}

/// The failures of `probes` on `shot` (drawn `scale` pixels a user unit), each naming the
/// element and the expected against the found colours.
pub fn check(shot: &Screenshot, scale: f64, probes: &[Probe]) -> Vec<String> {
    let mut failures = Vec::new();
    for probe in probes {
        let found: Vec<Rgb> = probe.points.iter().filter_map(|&p| shot.at(p, scale)).collect();
        if found.len() < probe.points.len() {
            failures.push(format!("{}: drawn outside the screenshot", probe.element));
            continue;
        }
        let shown = found.iter().map(|&c| hex(c)).collect::<Vec<_>>().join(" ");
        match probe.expect {
            // Most points, not all: another counter of a stack may cover a corner.
            Expect::Colour(colour) => {
                let good = found.iter().filter(|&&c| near(c, colour)).count();
                if 2 * good <= found.len() {
                    failures.push(format!(
                        "{}: expected {} (within {TOLERANCE}), found {shown}",
                        probe.element,
                        hex(colour)
                    ));
                }
            }
            Expect::DarkerThan(terrain) => {
                let limit = DIMMED * luminance(terrain);
                if found.iter().any(|&c| luminance(c) > limit) {
                    failures.push(format!(
                        "{}: expected darker than its terrain {} (luminance at most {limit:.0}), found {shown}",
                        probe.element,
                        hex(terrain)
                    ));
                }
            }
        }
    }
    failures
}
