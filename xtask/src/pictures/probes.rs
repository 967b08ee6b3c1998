//! What a picture's pixels must show, read from its SVG by the markup contract
//! (`/work/svg-contract.md`): each unit's counter in its side's colour, each hex the unit
//! cannot reach dimmed, the refused step's marker drawn.

use roxmltree::{Document, Node};

/// A colour, as the SVG writes it (`#rrggbb`) and as a screenshot's pixel holds it.
pub type Rgb = [u8; 3];

/// What one element of a picture must look like on screen.
#[derive(Debug, Clone, PartialEq)]
pub struct Probe {
    /// The element, as a failure names it: `counter 1p (axis)`, `dim w3915`.
    pub element: String,
    /// The page points (SVG user units) to sample.
    pub points: Vec<(f64, f64)>,
    /// What the pixels there must be.
    pub expect: Expect,
}

/// What a probe's pixels must be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expect {
    /// This colour, within [`TOLERANCE`](super::pixels::TOLERANCE), at most of the points.
    Colour(Rgb),
    /// Clearly darker than this colour (a dimmed hex over its terrain's colour).
    DarkerThan(Rgb),
}

/// Inset of a counter's sample points from its edge, clear of its stroke and rounded corners
/// (our choice).
const INSET: f64 = 3.5;

/// `#rrggbb` as a colour.
pub fn parse_colour(text: &str) -> Option<Rgb> {
    let hex = text.strip_prefix('#').filter(|h| h.len() == 6)?;
    let byte = |i: usize| u8::from_str_radix(hex.get(i..i + 2)?, 16).ok();
    Some([byte(0)?, byte(2)?, byte(4)?])
}

/// Whether `node` is an element of class `class` (among others).
fn has_class(node: Node, class: &str) -> bool {
    node.attribute("class").is_some_and(|c| c.split_whitespace().any(|c| c == class))
}

/// The number in attribute `name` of `node`.
fn number(node: Node, name: &str) -> Result<f64, String> {
    let text = node.attribute(name).ok_or_else(|| format!("no {name}"))?;
    text.trim().parse().map_err(|_| format!("{name}=\"{text}\" is no number"))
}

/// The offset that the `translate(…)` transforms of `node` and its ancestors add; an error
/// for any other transform (the contract's positions are page positions).
fn offset(node: Node) -> Result<(f64, f64), String> {
    let mut total = (0.0, 0.0);
    for n in node.ancestors().filter(Node::is_element) {
        let Some(transform) = n.attribute("transform") else { continue };
        let inner = transform
            .trim()
            .strip_prefix("translate(")
            .and_then(|t| t.strip_suffix(')'))
            .ok_or_else(|| format!("transform=\"{transform}\" is not a translate"))?;
        let parts: Vec<f64> = inner
            .split(|c: char| c == ',' || c.is_whitespace())
            .filter(|p| !p.is_empty())
            .map(str::parse)
            .collect::<Result<_, _>>()
            .map_err(|_| format!("transform=\"{transform}\" is not a translate"))?;
        total.0 += parts.first().copied().unwrap_or(0.0);
        total.1 += parts.get(1).copied().unwrap_or(0.0);
    }
    Ok(total)
}

/// A rectangle on the page: left, top, width, height.
type Rect = (f64, f64, f64, f64);

/// The page rectangle of a `rect` element.
fn rect_of(node: Node) -> Result<Rect, String> {
    let (dx, dy) = offset(node)?;
    Ok((
        number(node, "x")? + dx,
        number(node, "y")? + dy,
        number(node, "width")?,
        number(node, "height")?,
    ))
}

/// The centre of a `polygon`'s points, on the page.
fn polygon_centre(node: Node) -> Result<(f64, f64), String> {
    let (dx, dy) = offset(node)?;
    let text = node.attribute("points").ok_or("no points")?;
    let values: Vec<f64> = text
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|p| !p.is_empty())
        .map(str::parse)
        .collect::<Result<_, _>>()
        .map_err(|_| format!("points=\"{text}\" are not numbers"))?;
    let corners: Vec<(f64, f64)> = values.chunks_exact(2).map(|p| (p[0], p[1])).collect();
    if corners.is_empty() {
        return Err("a polygon without points".to_owned());
    }
    let n = corners.len() as f64;
    let (x, y) = corners.iter().fold((0.0, 0.0), |(x, y), p| (x + p.0, y + p.1));
    Ok((x / n + dx, y / n + dy))
}

/// The contract's probes of `doc`, and the contract breaches found reading it (an element
/// without the attributes the contract gives it).
pub fn probes(doc: &Document) -> (Vec<Probe>, Vec<String>) {
    let mut probes = Vec::new();
    let mut breaches = Vec::new();
    let mut counters = Vec::new();
    for node in doc.descendants().filter(|n| n.has_tag_name("g") && has_class(*n, "counter")) {
        let unit = node.attribute("data-unit").unwrap_or("?");
        let side = node.attribute("data-side").unwrap_or("?");
        let element = format!("counter {unit} ({side})");
        match counter_probe(node, &element) {
            Ok((probe, rect)) => {
                probes.push(probe);
                counters.push(rect);
            }
            Err(error) => breaches.push(format!("{element}: {error}")),
        }
    }
    for node in doc.descendants().filter(|n| n.has_tag_name("polygon") && has_class(*n, "dim")) {
        let hex = node.attribute("data-hex").unwrap_or("?");
        let element = format!("dimmed hex {hex}");
        match dim_probe(doc, node, hex, &element) {
            // A counter over the hex's centre hides the dimming there: nothing to sample.
            Ok(probe) if probe.points.iter().any(|p| counters.iter().any(|r| inside(*r, *p))) => {}
            Ok(probe) => probes.push(probe),
            Err(error) => breaches.push(format!("{element}: {error}")),
        }
    }
    for node in doc.descendants().filter(|n| n.has_tag_name("g") && has_class(*n, "refused")) {
        let step = node.attribute("data-step").unwrap_or("?");
        let clause = node.attribute("data-clause").unwrap_or("?");
        let element = format!("refused step {step} marker ({clause})");
        match marker_probe(node, &element) {
            Ok(probe) => probes.push(probe),
            Err(error) => breaches.push(format!("{element}: {error}")),
        }
    }
    (probes, breaches)
}

/// Whether the page point `p` lies in `rect`.
fn inside((x, y, w, h): Rect, p: (f64, f64)) -> bool {
    p.0 >= x && p.0 <= x + w && p.1 >= y && p.1 <= y + h
}

/// A counter's probe: points near its corners and the middles of its left and right edges,
/// away from a label written across its middle.
fn counter_probe(node: Node, element: &str) -> Result<(Probe, Rect), String> {
    let rect = node.first_element_child().filter(|c| c.has_tag_name("rect"));
    let rect = rect.ok_or("its first child is not a rect")?;
    let fill = rect.attribute("fill").ok_or("its rect has no fill")?;
    let colour = parse_colour(fill).ok_or_else(|| format!("fill=\"{fill}\" is not #rrggbb"))?;
    let (x, y, w, h) = rect_of(rect)?;
    if w < 20.0 || h < 20.0 {
        return Err(format!("its rect is {w} × {h}, under 20 × 20"));
    }
    let (left, right, top, bottom) = (x + INSET, x + w - INSET, y + INSET, y + h - INSET);
    let middle = y + h / 2.0;
    let points = vec![
        (left, top),
        (right, top),
        (left, bottom),
        (right, bottom),
        (left, middle),
        (right, middle),
    ];
    let probe = Probe { element: element.to_owned(), points, expect: Expect::Colour(colour) };
    Ok((probe, (x, y, w, h)))
}

/// A dimmed hex's probe: its centre, darker than its cell's terrain colour.
fn dim_probe(doc: &Document, dim: Node, hex: &str, element: &str) -> Result<Probe, String> {
    let cell = doc
        .descendants()
        .find(|n| {
            n.has_tag_name("polygon")
                && has_class(*n, "hex")
                && n.attribute("data-hex") == Some(hex)
        })
        .ok_or("no polygon.hex with its data-hex")?;
    let fill = cell.attribute("fill").ok_or("its cell has no fill")?;
    let terrain =
        parse_colour(fill).ok_or_else(|| format!("its cell's fill=\"{fill}\" is not #rrggbb"))?;
    let centre = polygon_centre(dim)?;
    Ok(Probe {
        element: element.to_owned(),
        points: vec![centre],
        expect: Expect::DarkerThan(terrain),
    })
}

/// The refused step's probe: four points on the marker circle's axes, half its radius out from
/// the centre (a cross drawn along its diagonals leaves them in the circle's colour), in the
/// circle's colour.
fn marker_probe(node: Node, element: &str) -> Result<Probe, String> {
    let circle = node.first_element_child().filter(|c| c.has_tag_name("circle"));
    let circle = circle.ok_or("its first child is not a circle")?;
    let fill = circle.attribute("fill").ok_or("its circle has no fill")?;
    let colour = parse_colour(fill).ok_or_else(|| format!("fill=\"{fill}\" is not #rrggbb"))?;
    let r = number(circle, "r")?;
    if r < 6.0 {
        return Err(format!("its circle's r is {r}, under 6"));
    }
    let (dx, dy) = offset(circle)?;
    let (x, y) = (number(circle, "cx")? + dx, number(circle, "cy")? + dy);
    let out = r / 2.0;
    let points = vec![(x - out, y), (x + out, y), (x, y - out), (x, y + out)];
    Ok(Probe { element: element.to_owned(), points, expect: Expect::Colour(colour) })
}
