//! Canonical hexsides: the edge two adjacent hexes share, with exactly one name.

use core::fmt;

use serde::{Deserialize, Serialize};

use crate::{Direction, Hex};

/// The side (edge) shared by two adjacent hexes, in canonical form.
///
/// Every edge has **exactly one** `Hexside` value, whichever of its two hexes you name it
/// from: it is stored as an *owner* hex plus one of the three directions
/// [`SouthEast`](Direction::SouthEast), [`South`](Direction::South) or
/// [`SouthWest`](Direction::SouthWest) (indices 0..3). Naming a side with one of the other
/// three directions moves to the neighbour and flips the direction, so `Hexside` can be used
/// directly as a map key or a dense index (see [`HexsideMap`](crate::HexsideMap)).
///
/// Deserialising also canonicalises: a stored `{ owner, direction: "North" }` is read as the
/// same value as the neighbour's `South` side.
///
/// # Example
///
/// ```
/// use umpire_hex::{Direction, Hex, Hexside};
///
/// let a = Hex::new(2, 3);
/// let b = a.neighbour(Direction::North);
/// let side = Hexside::new(a, Direction::North);
/// assert_eq!(side, Hexside::new(b, Direction::South));
/// assert_eq!(Hexside::between(b, a), Some(side));
/// assert_eq!(side.owner(), b);
/// assert_eq!(side.direction(), Direction::South);
/// assert_eq!(side.other(a), Some(b));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(from = "RawHexside")]
pub struct Hexside {
    owner: Hex,
    direction: Direction,
}

/// The serialised shape of a [`Hexside`], canonicalised on the way in.
#[derive(Deserialize)]
struct RawHexside {
    owner: Hex,
    direction: Direction,
}

impl From<RawHexside> for Hexside {
    fn from(raw: RawHexside) -> Self {
        Self::new(raw.owner, raw.direction)
    }
}

impl Hexside {
    /// The side of `hex` facing `direction`, canonicalised.
    ///
    /// ```
    /// use umpire_hex::{Direction, Hex, Hexside};
    ///
    /// let side = Hexside::new(Hex::ZERO, Direction::NorthWest);
    /// assert_eq!(side.owner(), Hex::new(-1, 0));
    /// assert_eq!(side.direction(), Direction::SouthEast);
    /// ```
    #[inline]
    #[must_use]
    pub const fn new(hex: Hex, direction: Direction) -> Self {
        if direction.index() < 3 {
            Self { owner: hex, direction }
        } else {
            Self { owner: hex.neighbour(direction), direction: direction.opposite() }
        }
    }

    /// The side shared by `a` and `b`, or `None` if they are not adjacent (or are equal).
    ///
    /// ```
    /// use umpire_hex::{Hex, Hexside};
    ///
    /// assert!(Hexside::between(Hex::ZERO, Hex::new(1, 0)).is_some());
    /// assert_eq!(Hexside::between(Hex::ZERO, Hex::new(2, 0)), None);
    /// ```
    #[inline]
    #[must_use]
    pub const fn between(a: Hex, b: Hex) -> Option<Self> {
        match a.direction_to(b) {
            Some(direction) => Some(Self::new(a, direction)),
            None => None,
        }
    }

    /// The owner hex of the canonical form.
    #[inline]
    #[must_use]
    pub const fn owner(self) -> Hex {
        self.owner
    }

    /// The canonical direction from [`owner`](Hexside::owner): always
    /// [`SouthEast`](Direction::SouthEast), [`South`](Direction::South) or
    /// [`SouthWest`](Direction::SouthWest).
    #[inline]
    #[must_use]
    pub const fn direction(self) -> Direction {
        self.direction
    }

    /// The two hexes sharing this side: `[owner, owner.neighbour(direction)]`.
    ///
    /// ```
    /// use umpire_hex::{Direction, Hex, Hexside};
    ///
    /// let side = Hexside::new(Hex::ZERO, Direction::South);
    /// assert_eq!(side.hexes(), [Hex::ZERO, Hex::new(0, 1)]);
    /// ```
    #[inline]
    #[must_use]
    pub const fn hexes(self) -> [Hex; 2] {
        [self.owner, self.owner.neighbour(self.direction)]
    }

    /// The hex across this side from `hex`, or `None` if `hex` is not one of its two hexes.
    ///
    /// ```
    /// use umpire_hex::{Direction, Hex, Hexside};
    ///
    /// let side = Hexside::new(Hex::ZERO, Direction::South);
    /// assert_eq!(side.other(Hex::new(0, 1)), Some(Hex::ZERO));
    /// assert_eq!(side.other(Hex::new(5, 5)), None);
    /// ```
    #[inline]
    #[must_use]
    pub fn other(self, hex: Hex) -> Option<Hex> {
        let [a, b] = self.hexes();
        if hex == a {
            Some(b)
        } else if hex == b {
            Some(a)
        } else {
            None
        }
    }

    /// Whether `hex` is one of the two hexes sharing this side.
    #[inline]
    #[must_use]
    pub fn touches(self, hex: Hex) -> bool {
        let [a, b] = self.hexes();
        hex == a || hex == b
    }
}

impl fmt::Display for Hexside {
    /// Writes both hexes, e.g. `(0, 0)|(0, 1)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [a, b] = self.hexes();
        write!(f, "{a}|{b}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn canonical_from_both_sides() {
        let a = Hex::new(3, -1);
        for d in Direction::ALL {
            let b = a.neighbour(d);
            let side = Hexside::new(a, d);
            assert_eq!(side, Hexside::new(b, d.opposite()));
            assert!(side.direction().index() < 3);
            assert_eq!(Hexside::between(a, b), Some(side));
            assert_eq!(Hexside::between(b, a), Some(side));
            let hexes = side.hexes();
            assert!(hexes.contains(&a) && hexes.contains(&b));
            assert_eq!(side.other(a), Some(b));
            assert_eq!(side.other(b), Some(a));
            assert!(side.touches(a) && side.touches(b));
            assert!(!side.touches(a + d.offset() * 2));
            assert_eq!(side.other(a - d.offset()), None);
        }
    }

    #[test]
    fn canonical_form_values() {
        let h = Hex::ZERO;
        let cases = [
            (Direction::SouthEast, Hex::ZERO, Direction::SouthEast),
            (Direction::South, Hex::ZERO, Direction::South),
            (Direction::SouthWest, Hex::ZERO, Direction::SouthWest),
            (Direction::NorthWest, Hex::new(-1, 0), Direction::SouthEast),
            (Direction::North, Hex::new(0, -1), Direction::South),
            (Direction::NorthEast, Hex::new(1, -1), Direction::SouthWest),
        ];
        for (d, owner, canon) in cases {
            let side = Hexside::new(h, d);
            assert_eq!(side.owner(), owner, "{d}");
            assert_eq!(side.direction(), canon, "{d}");
        }
    }

    #[test]
    fn a_hex_has_six_distinct_sides() {
        let mut sides = Hex::new(7, 2).hexsides().to_vec();
        sides.sort();
        sides.dedup();
        assert_eq!(sides.len(), 6);
    }

    #[test]
    fn between_rejects_non_adjacent() {
        assert_eq!(Hexside::between(Hex::ZERO, Hex::ZERO), None);
        assert_eq!(Hexside::between(Hex::ZERO, Hex::new(1, 1)), None);
        assert_eq!(Hexside::between(Hex::ZERO, Hex::new(-2, 1)), None);
    }

    #[test]
    fn display_names_both_hexes() {
        let side = Hexside::new(Hex::ZERO, Direction::North);
        assert_eq!(side.to_string(), "(0, -1)|(0, 0)");
    }
}
