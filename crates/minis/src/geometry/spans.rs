//! A straight leg's spans by terrain kind, from the shapes it crosses.

use std::collections::BTreeSet;

use super::shapes::{part_of, sorted};
use super::{Bounds, Point, Polygon};
use crate::length::Length;
use crate::measure::{OPEN, Span};

/// The spans of a leg, stretch by stretch, their lengths from the leg's exact length so that
/// they add up to it; a stretch of the kind the last one is of joins it.
struct Stretches {
    length: Length,
    done: Length,
    spans: Vec<Span>,
}

impl Stretches {
    fn new(length: Length) -> Stretches {
        Stretches { length, done: Length::ZERO, spans: Vec::new() }
    }

    /// The stretch from where the last one ended to the fraction `upto` of the way, over `kind`.
    fn push(&mut self, upto: f64, kind: &str) {
        let upto = part_of(self.length, upto);
        let stretch = upto.minus(self.done);
        self.done = upto;
        match self.spans.last_mut() {
            Some(last) if last.kind == kind => last.length = last.length.plus(stretch),
            _ => self.spans.push(Span { kind: kind.to_owned(), length: stretch }),
        }
    }
}

/// The spans of the straight leg `a → b` by kind of ground, for shapes of any form: `cuts` are
/// the fractions of the way where the leg crosses an outline (from the shapes' `crossings`, in
/// any order; those outside 0..=1 are passed over), and `kind_at` names the ground at a point —
/// asked once for the middle of each stretch between cuts (rounded to the micrometre). Lengths
/// are parts of the leg's length ([`Point::distance`]), so the spans add up to it; neighbouring
/// stretches of one kind join.
///
/// ```
/// use umpire_minis::geometry::{Circle, spans};
/// use umpire_minis::{Length, OPEN, Point, Span, Unit};
/// let p = |x, y| Point::at(x, y, Unit::Inch);
/// let wood = Circle { centre: p(24.0, 24.0), radius: Length::inches(6) };
/// let (a, b) = (p(24.0, 6.0), p(24.0, 40.0));
/// let kind = |q| if wood.contains(q) { "woods" } else { OPEN };
/// let spans = spans(a, b, wood.crossings(a, b), kind);
/// let span = |kind: &str, inches| Span { kind: kind.into(), length: Length::inches(inches) };
/// assert_eq!(spans, [span(OPEN, 12), span("woods", 12), span(OPEN, 10)]);
/// ```
pub fn spans<K: AsRef<str>>(
    a: Point,
    b: Point,
    cuts: impl IntoIterator<Item = f64>,
    mut kind_at: impl FnMut(Point) -> K,
) -> Vec<Span> {
    let mut cuts: Vec<f64> = cuts.into_iter().filter(|t| (0.0..=1.0).contains(t)).collect();
    cuts.extend([0.0, 1.0]);
    let mut stretches = Stretches::new(a.distance(b));
    for pair in sorted(cuts).windows(2) {
        let kind = kind_at(a.lerp(b, (pair[0] + pair[1]) / 2.0));
        stretches.push(pair[1], kind.as_ref());
    }
    stretches.spans
}

/// How close, in micrometres, the leg may pass to an area's outline before the middles of the
/// stretches on either side may be judged differently: a middle is rounded to the micrometre
/// (at most 0.71 µm off the leg), and a little more for the arithmetic.
const CLOSE: f64 = 1.5;

/// The spans of the straight leg `a → b` over terrain areas, each a kind and a [`Polygon`],
/// bottom first (a later area lies on top of an earlier one); [`OPEN`] outside every one. This
/// is how [`Table`](crate::Table) measures its legs: areas whose [`Bounds`] the leg's do not
/// meet are passed over, each stretch between two crossings of an outline is judged by its
/// middle (rounded to the micrometre), and the lengths are parts of the leg's length, so the
/// spans add up to it.
///
/// ```
/// use umpire_minis::geometry::{Polygon, area_spans};
/// use umpire_minis::{Length, OPEN, Point, Span, Unit};
/// let p = |x, y| Point::at(x, y, Unit::Inch);
/// let wood = [p(10.0, 0.0), p(20.0, 0.0), p(20.0, 10.0), p(10.0, 10.0)];
/// let clearing = [p(14.0, 0.0), p(16.0, 0.0), p(16.0, 10.0), p(14.0, 10.0)];
/// let areas = [("woods", Polygon(&wood)), ("clear", Polygon(&clearing))];
/// let spans = area_spans(p(0.0, 5.0), p(30.0, 5.0), areas);
/// let span = |kind: &str, inches| Span { kind: kind.into(), length: Length::inches(inches) };
/// assert_eq!(
///     spans,
///     [span(OPEN, 10), span("woods", 4), span("clear", 2), span("woods", 4), span(OPEN, 10)]
/// );
/// ```
pub fn area_spans<'a>(
    a: Point,
    b: Point,
    areas: impl IntoIterator<Item = (&'a str, Polygon<'a>)>,
) -> Vec<Span> {
    // The areas the leg can meet: those whose bounding box, widened by the crossing test's
    // tolerance, touches the leg's. No other area holds a point of the leg or meets it.
    let leg = Bounds::of(&[a, b]);
    let near: Vec<(&str, Polygon<'_>)> =
        areas.into_iter().filter(|(_, area)| area.bounds().meets(leg)).collect();
    let mut cuts: Vec<f64> = vec![0.0, 1.0];
    // Where the leg passes close to each near area's outline: the stretches (as fractions
    // of the leg) within `CLOSE` of an edge, and whose edge it is.
    let mut close: Vec<(f64, f64, usize)> = Vec::new();
    for (i, (_, area)) in near.iter().enumerate() {
        cuts.extend(area.crossings(a, b));
        for (c, d) in area.edges() {
            if let Some((lo, hi)) = close_stretch(a, b, c, d, CLOSE) {
                close.push((lo, hi, i));
            }
        }
    }
    close.sort_by(|x, y| x.0.total_cmp(&y.0));
    let mut stretches = Stretches::new(a.distance(b));
    // The near areas holding the middle of the span before. Each stretch is judged by the
    // point at its middle, rounded to the micrometre; two such points are on the same side
    // of an outline unless the leg between them passes within a micrometre of it. So each
    // span asks again only the areas whose outline the leg passes close to since the
    // middle before: each ring is walked where the leg meets it, not at every span.
    let mut holding: BTreeSet<usize> = BTreeSet::new();
    let (mut next_close, mut watched, mut before) = (0, Vec::new(), 0.0);
    for (n, pair) in sorted(cuts).windows(2).enumerate() {
        let (t0, t1) = (pair[0], pair[1]);
        let t = (t0 + t1) / 2.0;
        let mid = a.lerp(b, t);
        let mut ask = |i: usize| {
            if near[i].1.contains(mid) {
                holding.insert(i);
            } else {
                holding.remove(&i);
            }
        };
        // The stretches close to an outline that overlap the leg from `before` to `t`.
        while let Some(&(lo, hi, i)) = close.get(next_close).filter(|c| c.0 <= t) {
            watched.push((lo, hi, i));
            next_close += 1;
        }
        watched.retain(|&(_, hi, _)| hi >= before);
        if n == 0 {
            (0..near.len()).for_each(&mut ask);
        } else {
            let mut again: Vec<usize> = watched.iter().map(|w| w.2).collect();
            again.sort_unstable();
            again.dedup();
            again.into_iter().for_each(ask);
        }
        before = t;
        let kind = holding.last().map_or(OPEN, |&i| near[i].0);
        stretches.push(t1, kind);
    }
    stretches.spans
}

/// The fractions along `a→b`, from the first to the last, of its points that may lie within
/// `within` micrometres of the segment `c→d`: those within `within` of the line through `c` and
/// `d` and of the segment's upright bounding rectangle (a stretch that holds every point that
/// close to the segment, and a few more near its ends). `None` when there are none.
fn close_stretch(a: Point, b: Point, c: Point, d: Point, within: f64) -> Option<(f64, f64)> {
    let ((ax, ay), (bx, by), (cx, cy), (dx, dy)) = (a.f(), b.f(), c.f(), d.f());
    let (rx, ry) = (bx - ax, by - ay);
    let (sx, sy) = (dx - cx, dy - cy);
    let (mut lo, mut hi) = (0.0f64, 1.0f64);
    // Keeps the fractions t where `from + t * step` lies in `[low, high]`.
    let mut clip = |from: f64, step: f64, low: f64, high: f64| {
        if step == 0.0 {
            if from < low || from > high {
                hi = -1.0;
            }
            return;
        }
        let (t1, t2) = ((low - from) / step, (high - from) / step);
        lo = lo.max(t1.min(t2));
        hi = hi.min(t1.max(t2));
    };
    clip(ax, rx, cx.min(dx) - within, cx.max(dx) + within);
    clip(ay, ry, cy.min(dy) - within, cy.max(dy) + within);
    // How far from the line through c and d, times the segment's length.
    let across = sx * (ay - cy) - sy * (ax - cx);
    let step = sx * ry - sy * rx;
    let reach = within * sx.hypot(sy);
    clip(across, step, -reach, reach);
    (lo <= hi).then_some((lo, hi))
}
