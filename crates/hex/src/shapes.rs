//! Shapes traced from a hex: rings, filled ranges (spirals) and lines.

use core::iter::FusedIterator;

use crate::{Direction, Hex};

impl Hex {
    /// The hexes at exactly `radius` steps from `self`.
    ///
    /// Radius 0 yields `self` only; otherwise `6 * radius` hexes, starting with the hex
    /// `radius` steps [`North`](Direction::North) and walking **clockwise** (flat-top, y down)
    /// around the ring. Like [`Hex`]'s operators, it overflows if the ring leaves the `i32`
    /// plane.
    ///
    /// ```
    /// use umpire_hex::Hex;
    ///
    /// let ring: Vec<Hex> = Hex::ZERO.ring(1).collect();
    /// assert_eq!(ring.len(), 6);
    /// assert_eq!(ring[0], Hex::new(0, -1));
    /// assert!(Hex::new(5, 5).ring(3).all(|h| h.distance(Hex::new(5, 5)) == 3));
    /// assert_eq!(Hex::ZERO.ring(0).collect::<Vec<_>>(), [Hex::ZERO]);
    /// ```
    #[must_use = "iterators are lazy and do nothing unless consumed"]
    pub fn ring(self, radius: u32) -> impl ExactSizeIterator<Item = Self> + FusedIterator + Clone {
        Ring::new(self, radius)
    }

    /// Every hex within `radius` steps of `self`, in spiral order: `self`, then ring 1, ring 2,
    /// … ring `radius`, each ring in [`ring`](Hex::ring) order.
    ///
    /// Yields [`Hex::range_count(radius)`](Hex::range_count) `= 3r(r + 1) + 1` hexes.
    ///
    /// ```
    /// use umpire_hex::Hex;
    ///
    /// let area: Vec<Hex> = Hex::new(2, 2).range(2).collect();
    /// assert_eq!(area.len(), 19);
    /// assert_eq!(area[0], Hex::new(2, 2));
    /// assert!(area.iter().all(|h| h.distance(Hex::new(2, 2)) <= 2));
    /// ```
    #[must_use = "iterators are lazy and do nothing unless consumed"]
    pub fn range(self, radius: u32) -> impl ExactSizeIterator<Item = Self> + FusedIterator + Clone {
        Spiral::new(self, radius)
    }

    /// The number of hexes within `radius` steps of a hex: `3r(r + 1) + 1` (saturating).
    ///
    /// ```
    /// use umpire_hex::Hex;
    ///
    /// assert_eq!(Hex::range_count(0), 1);
    /// assert_eq!(Hex::range_count(1), 7);
    /// assert_eq!(Hex::range_count(2), 19);
    /// ```
    #[inline]
    #[must_use]
    pub const fn range_count(radius: u32) -> usize {
        let r = radius as u64;
        let count = 3 * r * (r + 1) + 1;
        if count > usize::MAX as u64 { usize::MAX } else { count as usize }
    }

    /// The hexes on the straight line from `self` to `other`, both ends included.
    ///
    /// Uses cube-coordinate linear interpolation and rounding, sampling
    /// `distance + 1` points; every sample is nudged by the customary tiny epsilon
    /// `(+1e-6, +1e-6, -2e-6)` in cube `(q, r, s)` so that a line running exactly along hex
    /// edges breaks its ties the same way every time. Consecutive hexes are adjacent.
    ///
    /// ```
    /// use umpire_hex::Hex;
    ///
    /// let line: Vec<Hex> = Hex::ZERO.line_to(Hex::new(3, -1)).collect();
    /// assert_eq!(line, [Hex::new(0, 0), Hex::new(1, 0), Hex::new(2, -1), Hex::new(3, -1)]);
    /// assert_eq!(Hex::new(4, 4).line_to(Hex::new(4, 4)).count(), 1);
    /// ```
    #[must_use = "iterators are lazy and do nothing unless consumed"]
    pub fn line_to(
        self,
        other: Self,
    ) -> impl ExactSizeIterator<Item = Self> + FusedIterator + Clone {
        Line::new(self, other)
    }
}

/// Walks one ring (see [`Hex::ring`]).
#[derive(Debug, Clone)]
struct Ring {
    /// The next hex to yield.
    current: Hex,
    /// Index into [`Direction::ALL`] of the side being walked.
    side: usize,
    /// Steps taken along the current side.
    step: u32,
    /// The ring radius (at least 1 for a walking ring; 0 is the centre only).
    radius: u32,
    /// Hexes still to yield.
    remaining: usize,
}

impl Ring {
    fn new(center: Hex, radius: u32) -> Self {
        // Rings whose hexes leave the `i32` plane are out of scope: like the rest of the
        // arithmetic this overflows (panicking in debug builds) rather than wrapping.
        let reach = i32::try_from(radius).unwrap_or(i32::MAX);
        let start = center + Direction::North.offset() * reach;
        let remaining = if radius == 0 {
            1
        } else {
            usize::try_from(6 * u64::from(radius)).unwrap_or(usize::MAX)
        };
        Self { current: start, side: 0, step: 0, radius, remaining }
    }
}

impl Iterator for Ring {
    type Item = Hex;

    #[inline]
    fn next(&mut self) -> Option<Hex> {
        if self.remaining == 0 {
            return None;
        }
        self.remaining -= 1;
        let hex = self.current;
        if self.remaining > 0 {
            // Starting at the north corner, walk SouthEast, South, SouthWest, NorthWest,
            // North, NorthEast: `radius` steps along each side.
            self.current = hex + Direction::ALL[self.side].offset();
            self.step += 1;
            if self.step == self.radius {
                self.step = 0;
                self.side += 1;
            }
        }
        Some(hex)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.remaining, Some(self.remaining))
    }
}

impl ExactSizeIterator for Ring {}
impl FusedIterator for Ring {}

/// Walks the rings `0..=radius` in turn (see [`Hex::range`]).
#[derive(Debug, Clone)]
struct Spiral {
    center: Hex,
    ring: Ring,
    radius: u32,
    max_radius: u32,
    remaining: usize,
}

impl Spiral {
    fn new(center: Hex, max_radius: u32) -> Self {
        Self {
            center,
            ring: Ring::new(center, 0),
            radius: 0,
            max_radius,
            remaining: Hex::range_count(max_radius),
        }
    }
}

impl Iterator for Spiral {
    type Item = Hex;

    #[inline]
    fn next(&mut self) -> Option<Hex> {
        loop {
            if let Some(hex) = self.ring.next() {
                self.remaining = self.remaining.saturating_sub(1);
                return Some(hex);
            }
            if self.radius >= self.max_radius {
                return None;
            }
            self.radius += 1;
            self.ring = Ring::new(self.center, self.radius);
        }
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.remaining, Some(self.remaining))
    }
}

impl ExactSizeIterator for Spiral {}
impl FusedIterator for Spiral {}

/// Samples a hex line (see [`Hex::line_to`]).
#[derive(Debug, Clone)]
struct Line {
    start: Hex,
    end: Hex,
    /// `end - start` as floats `(dq, dr)`.
    delta: (f64, f64),
    /// The hex distance: the line has `steps + 1` hexes.
    steps: u32,
    /// The next sample index, `0..=steps`.
    next: u64,
}

/// The tie-breaking nudge added to every sample, in cube `(q, r, s)`.
const NUDGE: (f64, f64, f64) = (1e-6, 1e-6, -2e-6);

impl Line {
    fn new(start: Hex, end: Hex) -> Self {
        let dq = f64::from(end.q) - f64::from(start.q);
        let dr = f64::from(end.r) - f64::from(start.r);
        Self { start, end, delta: (dq, dr), steps: start.distance(end), next: 0 }
    }

    /// The hex of sample `i` (with `0 < i < steps`).
    fn sample(&self, i: u64) -> Hex {
        let t = i as f64 / f64::from(self.steps);
        let q = f64::from(self.start.q) + self.delta.0 * t + NUDGE.0;
        let r = f64::from(self.start.r) + self.delta.1 * t + NUDGE.1;
        let s =
            -f64::from(self.start.q) - f64::from(self.start.r) - (self.delta.0 + self.delta.1) * t
                + NUDGE.2;
        cube_round(q, r, s)
    }
}

/// Rounds fractional cube coordinates to the hex containing them.
fn cube_round(q: f64, r: f64, s: f64) -> Hex {
    let (mut rq, mut rr, rs) = (q.round(), r.round(), s.round());
    let (dq, dr, ds) = ((rq - q).abs(), (rr - r).abs(), (rs - s).abs());
    if dq > dr && dq > ds {
        rq = -rr - rs;
    } else if dr > ds {
        rr = -rq - rs;
    }
    // The samples lie between two `i32` hexes, so the rounded values are `i32` too.
    Hex::new(rq as i32, rr as i32)
}

impl Iterator for Line {
    type Item = Hex;

    #[inline]
    fn next(&mut self) -> Option<Hex> {
        let i = self.next;
        let steps = u64::from(self.steps);
        if i > steps {
            return None;
        }
        self.next += 1;
        Some(if i == 0 {
            self.start
        } else if i == steps {
            self.end
        } else {
            self.sample(i)
        })
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = (u64::from(self.steps) + 1).saturating_sub(self.next);
        let left = usize::try_from(left).unwrap_or(usize::MAX);
        (left, Some(left))
    }
}

impl ExactSizeIterator for Line {}
impl FusedIterator for Line {}

#[cfg(test)]
mod tests {
    use super::*;

    fn sorted(mut v: Vec<Hex>) -> Vec<Hex> {
        v.sort();
        v
    }

    #[test]
    fn ring_zero_is_the_centre() {
        let c = Hex::new(3, -4);
        assert_eq!(c.ring(0).collect::<Vec<_>>(), [c]);
        assert_eq!(c.ring(0).len(), 1);
    }

    #[test]
    fn ring_one_is_the_neighbours_clockwise_from_north() {
        let c = Hex::new(3, -4);
        let ring: Vec<Hex> = c.ring(1).collect();
        let expected: Vec<Hex> = [
            Direction::North,
            Direction::NorthEast,
            Direction::SouthEast,
            Direction::South,
            Direction::SouthWest,
            Direction::NorthWest,
        ]
        .iter()
        .map(|&d| c.neighbour(d))
        .collect();
        assert_eq!(ring, expected);
    }

    #[test]
    fn ring_two_known_contents() {
        let ring: Vec<Hex> = Hex::ZERO.ring(2).collect();
        let expected = [
            (0, -2),
            (1, -2),
            (2, -2),
            (2, -1),
            (2, 0),
            (1, 1),
            (0, 2),
            (-1, 2),
            (-2, 2),
            (-2, 1),
            (-2, 0),
            (-1, -1),
        ]
        .map(Hex::from);
        assert_eq!(ring, expected);
    }

    #[test]
    fn rings_have_six_r_distinct_hexes_at_distance_r() {
        let c = Hex::new(-2, 7);
        for radius in 1..=6 {
            let ring: Vec<Hex> = c.ring(radius).collect();
            assert_eq!(ring.len(), 6 * radius as usize);
            assert!(ring.iter().all(|h| h.distance(c) == radius));
            let mut unique = ring.clone();
            unique.sort();
            unique.dedup();
            assert_eq!(unique.len(), ring.len());
            // A closed walk: consecutive hexes (and last→first) are adjacent.
            for (i, h) in ring.iter().enumerate() {
                assert_eq!(h.distance(ring[(i + 1) % ring.len()]), 1);
            }
        }
    }

    #[test]
    fn iterators_report_exact_lengths_while_consumed() {
        let mut ring = Hex::ZERO.ring(3);
        let mut range = Hex::ZERO.range(3);
        let mut line = Hex::ZERO.line_to(Hex::new(4, -1));
        for left in (0..=18).rev() {
            assert_eq!(ring.len(), left);
            assert_eq!(ring.next().is_some(), left > 0);
        }
        assert_eq!(ring.next(), None);
        for left in (0..=37).rev() {
            assert_eq!(range.len(), left);
            assert_eq!(range.next().is_some(), left > 0);
        }
        assert_eq!(range.next(), None);
        for left in (0..=5).rev() {
            assert_eq!(line.len(), left);
            assert_eq!(line.next().is_some(), left > 0);
        }
        assert_eq!(line.next(), None);
    }

    #[test]
    fn range_is_a_spiral_of_the_filled_hexagon() {
        let c = Hex::new(1, 1);
        assert_eq!(c.range(0).collect::<Vec<_>>(), [c]);
        let r1: Vec<Hex> = c.range(1).collect();
        assert_eq!(r1[0], c);
        assert_eq!(r1[1..], c.ring(1).collect::<Vec<_>>()[..]);
        for radius in 0..=5u32 {
            let area: Vec<Hex> = c.range(radius).collect();
            assert_eq!(area.len(), Hex::range_count(radius));
            // Spiral order: distances never decrease.
            assert!(area.windows(2).all(|w| w[0].distance(c) <= w[1].distance(c)));
            // Exactly the hexes within `radius`, found by brute force.
            let r = i32::try_from(radius).unwrap_or(0);
            let mut brute = Vec::new();
            for dq in -r..=r {
                for dr in -r..=r {
                    let h = c + Hex::new(dq, dr);
                    if h.distance(c) <= radius {
                        brute.push(h);
                    }
                }
            }
            assert_eq!(sorted(area), sorted(brute));
        }
    }

    #[test]
    fn range_count_formula() {
        assert_eq!(Hex::range_count(3), 37);
        assert_eq!(Hex::range_count(10), 331);
    }

    #[test]
    fn line_endpoints_and_length() {
        let a = Hex::new(-3, 2);
        let b = Hex::new(4, -5);
        let line: Vec<Hex> = a.line_to(b).collect();
        assert_eq!(line.len(), a.distance(b) as usize + 1);
        assert_eq!(line.first(), Some(&a));
        assert_eq!(line.last(), Some(&b));
        assert!(line.windows(2).all(|w| w[0].distance(w[1]) == 1));
    }

    #[test]
    fn line_known_values() {
        // Straight along an axis.
        let line: Vec<Hex> = Hex::ZERO.line_to(Hex::new(0, 3)).collect();
        assert_eq!(line, [(0, 0), (0, 1), (0, 2), (0, 3)].map(Hex::from));
        // A line with exact ties (it runs along hex edges): the nudge decides, the same way
        // every time.
        let line: Vec<Hex> = Hex::ZERO.line_to(Hex::new(2, -1)).collect();
        assert_eq!(line, [(0, 0), (1, 0), (2, -1)].map(Hex::from));
        let line: Vec<Hex> = Hex::ZERO.line_to(Hex::new(1, 1)).collect();
        assert_eq!(line, [(0, 0), (1, 0), (1, 1)].map(Hex::from));
        // Red Blob Games' style example.
        let line: Vec<Hex> = Hex::ZERO.line_to(Hex::new(5, -2)).collect();
        assert_eq!(line, [(0, 0), (1, 0), (2, -1), (3, -1), (4, -2), (5, -2)].map(Hex::from));
    }

    #[test]
    fn line_reversed_has_the_same_length_and_ends() {
        let a = Hex::new(2, 9);
        let b = Hex::new(-6, 1);
        let fwd: Vec<Hex> = a.line_to(b).collect();
        let back: Vec<Hex> = b.line_to(a).collect();
        assert_eq!(fwd.len(), back.len());
        assert_eq!(fwd.first(), back.last());
        assert_eq!(fwd.last(), back.first());
    }
}
