//! Axial hex coordinates and their arithmetic.

use core::fmt;
use core::ops::{Add, AddAssign, Mul, Neg, Sub, SubAssign};

use serde::{Deserialize, Serialize};

use crate::{Direction, Hexside};

/// A hex in **axial** coordinates `(q, r)`; the third cube coordinate is [`Hex::s`] `= -q - r`.
///
/// Axial coordinates make neighbours, distances and lines simple; printed map numbers and
/// rectangular storage use [`Offset`](crate::Offset) coordinates, converted with an
/// [`OffsetLayout`](crate::OffsetLayout).
///
/// The arithmetic operators behave like `i32` arithmetic (they panic on overflow in debug
/// builds); every map this crate is meant for lives far inside `±2^30`.
///
/// # Example
///
/// ```
/// use umpire_hex::{Direction, Hex};
///
/// let a = Hex::new(2, -1);
/// assert_eq!(a.s(), -1);
/// assert_eq!(a.neighbour(Direction::South), Hex::new(2, 0));
/// assert_eq!(a.distance(Hex::ZERO), 2);
/// assert_eq!(a + Hex::new(1, 1), Hex::new(3, 0));
/// ```
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
pub struct Hex {
    /// The axial `q` coordinate (the column axis).
    pub q: i32,
    /// The axial `r` coordinate.
    pub r: i32,
}

impl Hex {
    /// The origin `(0, 0)`.
    pub const ZERO: Self = Self::new(0, 0);

    /// The hex at axial `(q, r)`.
    #[inline]
    #[must_use]
    pub const fn new(q: i32, r: i32) -> Self {
        Self { q, r }
    }

    /// The third cube coordinate, `-q - r` (so that `q + r + s == 0`).
    ///
    /// ```
    /// use umpire_hex::Hex;
    ///
    /// assert_eq!(Hex::new(3, -5).s(), 2);
    /// ```
    #[inline]
    #[must_use]
    pub const fn s(self) -> i32 {
        -self.q - self.r
    }

    /// The adjacent hex in `direction`.
    ///
    /// ```
    /// use umpire_hex::{Direction, Hex};
    ///
    /// assert_eq!(Hex::ZERO.neighbour(Direction::NorthEast), Hex::new(1, -1));
    /// ```
    #[inline]
    #[must_use]
    pub const fn neighbour(self, direction: Direction) -> Self {
        let step = direction.offset();
        Self::new(self.q + step.q, self.r + step.r)
    }

    /// The six adjacent hexes, in [`Direction::ALL`] order.
    ///
    /// ```
    /// use umpire_hex::{Direction, Hex};
    ///
    /// let hex = Hex::new(4, 2);
    /// let around = hex.neighbours();
    /// assert_eq!(around[Direction::North.index()], Hex::new(4, 1));
    /// assert!(around.iter().all(|n| n.distance(hex) == 1));
    /// ```
    #[inline]
    #[must_use]
    pub const fn neighbours(self) -> [Self; 6] {
        [
            self.neighbour(Direction::SouthEast),
            self.neighbour(Direction::South),
            self.neighbour(Direction::SouthWest),
            self.neighbour(Direction::NorthWest),
            self.neighbour(Direction::North),
            self.neighbour(Direction::NorthEast),
        ]
    }

    /// The number of steps between two hexes: `(|dq| + |dr| + |dq + dr|) / 2`.
    ///
    /// Computed in 64 bits, so it is exact for any two hexes (saturating at `u32::MAX`).
    ///
    /// ```
    /// use umpire_hex::Hex;
    ///
    /// assert_eq!(Hex::new(0, 0).distance(Hex::new(3, -1)), 3);
    /// assert_eq!(Hex::new(-2, 2).distance(Hex::new(-2, 2)), 0);
    /// ```
    #[inline]
    #[must_use]
    pub const fn distance(self, other: Self) -> u32 {
        let dq = other.q as i64 - self.q as i64;
        let dr = other.r as i64 - self.r as i64;
        let steps = (dq.unsigned_abs() + dr.unsigned_abs() + (dq + dr).unsigned_abs()) / 2;
        if steps > u32::MAX as u64 { u32::MAX } else { steps as u32 }
    }

    /// The direction from `self` to `other` if they are adjacent, otherwise `None`.
    ///
    /// ```
    /// use umpire_hex::{Direction, Hex};
    ///
    /// assert_eq!(Hex::ZERO.direction_to(Hex::new(-1, 0)), Some(Direction::NorthWest));
    /// assert_eq!(Hex::ZERO.direction_to(Hex::new(2, 0)), None);
    /// assert_eq!(Hex::ZERO.direction_to(Hex::ZERO), None);
    /// ```
    #[inline]
    #[must_use]
    pub const fn direction_to(self, other: Self) -> Option<Direction> {
        match (other.q.checked_sub(self.q), other.r.checked_sub(self.r)) {
            (Some(q), Some(r)) => Direction::from_offset(Self::new(q, r)),
            _ => None,
        }
    }

    /// The side of this hex facing `direction`, as its canonical [`Hexside`].
    ///
    /// ```
    /// use umpire_hex::{Direction, Hex};
    ///
    /// let a = Hex::new(1, 1);
    /// let b = a.neighbour(Direction::North);
    /// assert_eq!(a.hexside(Direction::North), b.hexside(Direction::South));
    /// ```
    #[inline]
    #[must_use]
    pub const fn hexside(self, direction: Direction) -> Hexside {
        Hexside::new(self, direction)
    }

    /// The six sides of this hex, in [`Direction::ALL`] order.
    #[inline]
    #[must_use]
    pub const fn hexsides(self) -> [Hexside; 6] {
        [
            self.hexside(Direction::SouthEast),
            self.hexside(Direction::South),
            self.hexside(Direction::SouthWest),
            self.hexside(Direction::NorthWest),
            self.hexside(Direction::North),
            self.hexside(Direction::NorthEast),
        ]
    }
}

impl fmt::Display for Hex {
    /// Writes `(q, r)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.q, self.r)
    }
}

impl From<(i32, i32)> for Hex {
    /// `(q, r)` to a hex.
    #[inline]
    fn from((q, r): (i32, i32)) -> Self {
        Self::new(q, r)
    }
}

impl From<Direction> for Hex {
    /// The direction's unit step, [`Direction::offset`].
    #[inline]
    fn from(direction: Direction) -> Self {
        direction.offset()
    }
}

impl Add for Hex {
    type Output = Self;

    #[inline]
    fn add(self, rhs: Self) -> Self {
        Self::new(self.q + rhs.q, self.r + rhs.r)
    }
}

impl AddAssign for Hex {
    #[inline]
    fn add_assign(&mut self, rhs: Self) {
        *self = *self + rhs;
    }
}

impl Sub for Hex {
    type Output = Self;

    #[inline]
    fn sub(self, rhs: Self) -> Self {
        Self::new(self.q - rhs.q, self.r - rhs.r)
    }
}

impl SubAssign for Hex {
    #[inline]
    fn sub_assign(&mut self, rhs: Self) {
        *self = *self - rhs;
    }
}

impl Neg for Hex {
    type Output = Self;

    #[inline]
    fn neg(self) -> Self {
        Self::new(-self.q, -self.r)
    }
}

impl Mul<i32> for Hex {
    type Output = Self;

    #[inline]
    fn mul(self, rhs: i32) -> Self {
        Self::new(self.q * rhs, self.r * rhs)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constructors_and_cube_coordinate() {
        assert_eq!(Hex::ZERO, Hex::default());
        assert_eq!(Hex::new(3, -2), Hex { q: 3, r: -2 });
        assert_eq!(Hex::from((3, -2)), Hex::new(3, -2));
        assert_eq!(Hex::from(Direction::South), Hex::new(0, 1));
        assert_eq!(Hex::new(3, -2).s(), -1);
        assert_eq!(Hex::ZERO.s(), 0);
        assert_eq!(Hex::new(3, -2).to_string(), "(3, -2)");
    }

    #[test]
    fn operators() {
        let a = Hex::new(2, -3);
        let b = Hex::new(-1, 5);
        assert_eq!(a + b, Hex::new(1, 2));
        assert_eq!(a - b, Hex::new(3, -8));
        assert_eq!(-a, Hex::new(-2, 3));
        assert_eq!(a * 3, Hex::new(6, -9));
        assert_eq!(a * -1, -a);
        let mut c = a;
        c += b;
        assert_eq!(c, a + b);
        c -= b;
        assert_eq!(c, a);
    }

    #[test]
    fn neighbours_follow_direction_order() {
        let h = Hex::new(5, -7);
        let n = h.neighbours();
        for d in Direction::ALL {
            assert_eq!(n[d.index()], h + d.offset());
            assert_eq!(h.neighbour(d), h + d.offset());
            assert_eq!(h.direction_to(n[d.index()]), Some(d));
            assert_eq!(n[d.index()].direction_to(h), Some(d.opposite()));
        }
        assert_eq!(
            Hex::ZERO.neighbours(),
            [
                Hex::new(1, 0),
                Hex::new(0, 1),
                Hex::new(-1, 1),
                Hex::new(-1, 0),
                Hex::new(0, -1),
                Hex::new(1, -1),
            ]
        );
    }

    #[test]
    fn distance_known_values() {
        assert_eq!(Hex::ZERO.distance(Hex::ZERO), 0);
        for n in Hex::ZERO.neighbours() {
            assert_eq!(Hex::ZERO.distance(n), 1);
        }
        assert_eq!(Hex::ZERO.distance(Hex::new(2, 0)), 2);
        assert_eq!(Hex::ZERO.distance(Hex::new(1, 1)), 2);
        assert_eq!(Hex::ZERO.distance(Hex::new(3, -3)), 3);
        assert_eq!(Hex::new(-2, 4).distance(Hex::new(3, -1)), 5);
        assert_eq!(Hex::new(-2, 4).distance(Hex::new(1, 3)), 3);
        // Extreme coordinates neither overflow nor panic.
        assert_eq!(Hex::new(i32::MIN, 0).distance(Hex::new(i32::MAX, 0)), u32::MAX);
        assert_eq!(Hex::new(i32::MIN, i32::MAX).distance(Hex::new(i32::MAX, i32::MIN)), u32::MAX);
    }

    #[test]
    fn direction_to_only_for_adjacent_hexes() {
        let h = Hex::new(1, 1);
        assert_eq!(h.direction_to(h), None);
        assert_eq!(h.direction_to(Hex::new(3, 1)), None);
        assert_eq!(h.direction_to(Hex::new(2, 2)), None);
        assert_eq!(h.direction_to(Hex::new(2, 0)), Some(Direction::NorthEast));
        assert_eq!(Hex::new(i32::MIN, 0).direction_to(Hex::new(i32::MAX, 0)), None);
    }

    #[test]
    fn hexsides_follow_direction_order() {
        let h = Hex::new(-3, 2);
        let sides = h.hexsides();
        for d in Direction::ALL {
            assert_eq!(sides[d.index()], Hexside::new(h, d));
            assert_eq!(h.hexside(d), Hexside::new(h, d));
            assert!(sides[d.index()].touches(h));
            assert!(sides[d.index()].touches(h.neighbour(d)));
        }
    }
}
