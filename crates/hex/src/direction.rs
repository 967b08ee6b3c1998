//! The six directions from a hex to its neighbours.

use core::fmt;

use serde::{Deserialize, Serialize};

use crate::Hex;

/// One of the six directions from a hex to a neighbour, in a fixed order.
///
/// The variant names are the compass names on a **flat-top** map drawn with *y growing
/// downwards* (south is down the page). On a pointy-top map the same axial step has another
/// compass name: see [`Direction::pointy_name`].
///
/// | index | variant       | axial offset `(q, r)` | flat-top name | pointy-top name |
/// |------:|---------------|-----------------------|---------------|-----------------|
/// | 0     | [`SouthEast`] | `(+1,  0)`            | SouthEast     | East            |
/// | 1     | [`South`]     | `( 0, +1)`            | South         | SouthEast       |
/// | 2     | [`SouthWest`] | `(-1, +1)`            | SouthWest     | SouthWest       |
/// | 3     | [`NorthWest`] | `(-1,  0)`            | NorthWest     | West            |
/// | 4     | [`North`]     | `( 0, -1)`            | North         | NorthWest       |
/// | 5     | [`NorthEast`] | `(+1, -1)`            | NorthEast     | NorthEast       |
///
/// The order is part of the contract (it matches `hexx`'s `Hex::NEIGHBORS_COORDS`): increasing
/// index turns **clockwise** as seen on the page, and `index + 3` is the opposite direction.
///
/// [`SouthEast`]: Direction::SouthEast
/// [`South`]: Direction::South
/// [`SouthWest`]: Direction::SouthWest
/// [`NorthWest`]: Direction::NorthWest
/// [`North`]: Direction::North
/// [`NorthEast`]: Direction::NorthEast
///
/// # Example
///
/// ```
/// use umpire_hex::{Direction, Hex};
///
/// assert_eq!(Direction::SouthEast.offset(), Hex::new(1, 0));
/// assert_eq!(Direction::SouthEast.opposite(), Direction::NorthWest);
/// assert_eq!(Direction::SouthEast.clockwise(), Direction::South);
/// assert_eq!(Direction::SouthEast.pointy_name(), "East");
/// ```
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
pub enum Direction {
    /// Index 0, axial `(+1, 0)`. East on a pointy-top map.
    #[default]
    SouthEast = 0,
    /// Index 1, axial `(0, +1)`. SouthEast on a pointy-top map.
    South = 1,
    /// Index 2, axial `(-1, +1)`. SouthWest on a pointy-top map too.
    SouthWest = 2,
    /// Index 3, axial `(-1, 0)`. West on a pointy-top map.
    NorthWest = 3,
    /// Index 4, axial `(0, -1)`. NorthWest on a pointy-top map.
    North = 4,
    /// Index 5, axial `(+1, -1)`. NorthEast on a pointy-top map too.
    NorthEast = 5,
}

impl Direction {
    /// All six directions in index order (clockwise, starting at [`Direction::SouthEast`]).
    pub const ALL: [Self; 6] = [
        Self::SouthEast,
        Self::South,
        Self::SouthWest,
        Self::NorthWest,
        Self::North,
        Self::NorthEast,
    ];

    /// The position of this direction in [`Direction::ALL`], `0..6`.
    ///
    /// ```
    /// use umpire_hex::Direction;
    ///
    /// assert_eq!(Direction::North.index(), 4);
    /// ```
    #[inline]
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The direction at `index` in [`Direction::ALL`], or `None` if `index >= 6`.
    ///
    /// ```
    /// use umpire_hex::Direction;
    ///
    /// assert_eq!(Direction::from_index(1), Some(Direction::South));
    /// assert_eq!(Direction::from_index(6), None);
    /// ```
    #[inline]
    #[must_use]
    pub const fn from_index(index: usize) -> Option<Self> {
        match index {
            0 => Some(Self::SouthEast),
            1 => Some(Self::South),
            2 => Some(Self::SouthWest),
            3 => Some(Self::NorthWest),
            4 => Some(Self::North),
            5 => Some(Self::NorthEast),
            _ => None,
        }
    }

    /// The direction at `index % 6`: never fails.
    #[inline]
    const fn wrapping(index: usize) -> Self {
        match index % 6 {
            0 => Self::SouthEast,
            1 => Self::South,
            2 => Self::SouthWest,
            3 => Self::NorthWest,
            4 => Self::North,
            _ => Self::NorthEast,
        }
    }

    /// The opposite direction (index `(i + 3) % 6`).
    ///
    /// ```
    /// use umpire_hex::Direction;
    ///
    /// assert_eq!(Direction::South.opposite(), Direction::North);
    /// ```
    #[inline]
    #[must_use]
    pub const fn opposite(self) -> Self {
        Self::wrapping(self.index() + 3)
    }

    /// The next direction clockwise (index `(i + 1) % 6`).
    ///
    /// ```
    /// use umpire_hex::Direction;
    ///
    /// assert_eq!(Direction::NorthEast.clockwise(), Direction::SouthEast);
    /// ```
    #[inline]
    #[must_use]
    pub const fn clockwise(self) -> Self {
        Self::wrapping(self.index() + 1)
    }

    /// The next direction counter-clockwise (index `(i + 5) % 6`).
    ///
    /// ```
    /// use umpire_hex::Direction;
    ///
    /// assert_eq!(Direction::SouthEast.counter_clockwise(), Direction::NorthEast);
    /// ```
    #[inline]
    #[must_use]
    pub const fn counter_clockwise(self) -> Self {
        Self::wrapping(self.index() + 5)
    }

    /// The axial step `(dq, dr)` from a hex to its neighbour in this direction.
    ///
    /// ```
    /// use umpire_hex::{Direction, Hex};
    ///
    /// assert_eq!(Direction::NorthEast.offset(), Hex::new(1, -1));
    /// ```
    #[inline]
    #[must_use]
    pub const fn offset(self) -> Hex {
        match self {
            Self::SouthEast => Hex::new(1, 0),
            Self::South => Hex::new(0, 1),
            Self::SouthWest => Hex::new(-1, 1),
            Self::NorthWest => Hex::new(-1, 0),
            Self::North => Hex::new(0, -1),
            Self::NorthEast => Hex::new(1, -1),
        }
    }

    /// The direction whose [`offset`](Direction::offset) is `offset`, or `None` if `offset` is
    /// not one of the six unit steps.
    ///
    /// ```
    /// use umpire_hex::{Direction, Hex};
    ///
    /// assert_eq!(Direction::from_offset(Hex::new(-1, 1)), Some(Direction::SouthWest));
    /// assert_eq!(Direction::from_offset(Hex::new(1, 1)), None);
    /// ```
    #[inline]
    #[must_use]
    pub const fn from_offset(offset: Hex) -> Option<Self> {
        // A table lookup rather than a match: it sits in every search's inner loop.
        const BY_DELTA: [Option<Direction>; 9] = [
            None,                       // (-1, -1)
            Some(Direction::NorthWest), // (-1, 0)
            Some(Direction::SouthWest), // (-1, 1)
            Some(Direction::North),     // (0, -1)
            None,                       // (0, 0)
            Some(Direction::South),     // (0, 1)
            Some(Direction::NorthEast), // (1, -1)
            Some(Direction::SouthEast), // (1, 0)
            None,                       // (1, 1)
        ];
        let q = offset.q.wrapping_add(1) as u32;
        let r = offset.r.wrapping_add(1) as u32;
        if q < 3 && r < 3 { BY_DELTA[(q * 3 + r) as usize] } else { None }
    }

    /// The compass name of this direction on a flat-top map (the variant name).
    ///
    /// ```
    /// use umpire_hex::Direction;
    ///
    /// assert_eq!(Direction::SouthEast.flat_name(), "SouthEast");
    /// ```
    #[must_use]
    pub const fn flat_name(self) -> &'static str {
        match self {
            Self::SouthEast => "SouthEast",
            Self::South => "South",
            Self::SouthWest => "SouthWest",
            Self::NorthWest => "NorthWest",
            Self::North => "North",
            Self::NorthEast => "NorthEast",
        }
    }

    /// The compass name of the same axial step on a **pointy-top** map with y growing
    /// downwards: `(+1, 0)` is East, `(0, +1)` SouthEast, `(-1, +1)` SouthWest, `(-1, 0)` West,
    /// `(0, -1)` NorthWest and `(+1, -1)` NorthEast.
    ///
    /// ```
    /// use umpire_hex::Direction;
    ///
    /// assert_eq!(Direction::South.pointy_name(), "SouthEast");
    /// assert_eq!(Direction::NorthWest.pointy_name(), "West");
    /// ```
    #[must_use]
    pub const fn pointy_name(self) -> &'static str {
        match self {
            Self::SouthEast => "East",
            Self::South => "SouthEast",
            Self::SouthWest => "SouthWest",
            Self::NorthWest => "West",
            Self::North => "NorthWest",
            Self::NorthEast => "NorthEast",
        }
    }
}

impl fmt::Display for Direction {
    /// Writes the flat-top compass name, e.g. `SouthEast`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.flat_name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn all_is_in_index_order_with_the_contract_offsets() {
        let expected = [(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)];
        for (i, (d, (q, r))) in Direction::ALL.iter().zip(expected).enumerate() {
            assert_eq!(d.index(), i);
            assert_eq!(Direction::from_index(i), Some(*d));
            assert_eq!(d.offset(), Hex::new(q, r));
            assert_eq!(Direction::from_offset(d.offset()), Some(*d));
        }
        assert_eq!(Direction::from_index(6), None);
        assert_eq!(Direction::from_index(usize::MAX), None);
        assert_eq!(Direction::from_offset(Hex::ZERO), None);
        assert_eq!(Direction::from_offset(Hex::new(2, 0)), None);
        assert_eq!(Direction::from_offset(Hex::new(1, 1)), None);
    }

    #[test]
    fn opposite_is_index_plus_three_and_negates_the_offset() {
        use Direction::*;
        assert_eq!(SouthEast.opposite(), NorthWest);
        assert_eq!(South.opposite(), North);
        assert_eq!(SouthWest.opposite(), NorthEast);
        for d in Direction::ALL {
            assert_eq!(d.opposite().index(), (d.index() + 3) % 6);
            assert_eq!(d.opposite().offset(), -d.offset());
            assert_eq!(d.opposite().opposite(), d);
        }
    }

    #[test]
    fn rotation_steps_by_one_and_inverts() {
        use Direction::*;
        assert_eq!(SouthEast.clockwise(), South);
        assert_eq!(NorthEast.clockwise(), SouthEast);
        assert_eq!(SouthEast.counter_clockwise(), NorthEast);
        assert_eq!(North.counter_clockwise(), NorthWest);
        for d in Direction::ALL {
            assert_eq!(d.clockwise().index(), (d.index() + 1) % 6);
            assert_eq!(d.clockwise().counter_clockwise(), d);
            let mut turned = d;
            for _ in 0..6 {
                turned = turned.clockwise();
            }
            assert_eq!(turned, d);
        }
    }

    #[test]
    fn names_match_the_screen_geometry() {
        // Flat-top, y down: centre of axial (q, r) is (1.5 q, sqrt3 (r + q/2)).
        // Pointy-top, y down: centre is (sqrt3 (q + r/2), 1.5 r).
        let compass = |x: f64, y: f64| -> &'static str {
            let ns = if y > 1e-9 {
                "South"
            } else if y < -1e-9 {
                "North"
            } else {
                ""
            };
            let ew = if x > 1e-9 {
                "East"
            } else if x < -1e-9 {
                "West"
            } else {
                ""
            };
            match (ns, ew) {
                ("South", "East") => "SouthEast",
                ("South", "West") => "SouthWest",
                ("North", "East") => "NorthEast",
                ("North", "West") => "NorthWest",
                ("South", "") => "South",
                ("North", "") => "North",
                ("", "East") => "East",
                ("", "West") => "West",
                _ => "?",
            }
        };
        let s3 = 3f64.sqrt();
        for d in Direction::ALL {
            let (q, r) = (f64::from(d.offset().q), f64::from(d.offset().r));
            assert_eq!(compass(1.5 * q, s3 * (r + q / 2.0)), d.flat_name());
            assert_eq!(compass(s3 * (q + r / 2.0), 1.5 * r), d.pointy_name());
            assert_eq!(d.to_string(), d.flat_name());
        }
    }
}
