//! Offset (column, row) coordinates and their conversion to and from axial [`Hex`].

use serde::{Deserialize, Serialize};

use crate::Hex;

/// A hex in **offset** coordinates: a column and a row of a rectangular map.
///
/// Offsets only mean something together with an [`OffsetLayout`], which says how the columns
/// (flat-top) or rows (pointy-top) are staggered.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
pub struct Offset {
    /// The column, growing to the right.
    pub col: i32,
    /// The row, growing downwards.
    pub row: i32,
}

impl Offset {
    /// The offset at `(col, row)`.
    #[inline]
    #[must_use]
    pub const fn new(col: i32, row: i32) -> Self {
        Self { col, row }
    }
}

/// Which way the hexes point, and so which lines of hexes are staggered.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
pub enum Orientation {
    /// Flat edges at top and bottom: hexes form straight vertical **columns**, and every other
    /// column is shoved down by half a hex (the "q" layouts).
    #[default]
    FlatTop,
    /// Points at top and bottom: hexes form straight horizontal **rows**, and every other row
    /// is shoved right by half a hex (the "r" layouts).
    PointyTop,
}

/// Which columns (flat-top) or rows (pointy-top) are the shoved ones.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
pub enum Parity {
    /// Even-numbered columns are shoved down (flat-top) / even rows shoved right (pointy-top).
    Even,
    /// Odd-numbered columns are shoved down (flat-top) / odd rows shoved right (pointy-top).
    #[default]
    Odd,
}

/// How offset `(col, row)` coordinates map onto axial hexes: an orientation plus a parity.
///
/// The four layouts are the ones named on
/// [Red Blob Games](https://www.redblobgames.com/grids/hexagons/#coordinates-offset):
///
/// | const                     | orientation | shoved lines          |
/// |---------------------------|-------------|-----------------------|
/// | [`OffsetLayout::ODD_Q`]   | flat-top    | odd columns, down     |
/// | [`OffsetLayout::EVEN_Q`]  | flat-top    | even columns, down    |
/// | [`OffsetLayout::ODD_R`]   | pointy-top  | odd rows, right       |
/// | [`OffsetLayout::EVEN_R`]  | pointy-top  | even rows, right      |
///
/// Conversions are exact for negative coordinates too (parity is that of the mathematical
/// integer: `-1` is odd), never panic, and [`to_offset`](OffsetLayout::to_offset) inverts
/// [`to_hex`](OffsetLayout::to_hex) for every `i32` input (beyond about `±2^30` the axial
/// values wrap around rather than overflow).
///
/// # Example
///
/// ```
/// use umpire_hex::{Hex, Offset, OffsetLayout};
///
/// let layout = OffsetLayout::ODD_Q;
/// let hex = layout.to_hex(Offset::new(3, 4));
/// assert_eq!(hex, Hex::new(3, 3));
/// assert_eq!(layout.to_offset(hex), Offset::new(3, 4));
/// ```
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
pub struct OffsetLayout {
    /// Flat-top (columns staggered) or pointy-top (rows staggered).
    pub orientation: Orientation,
    /// Whether the odd or the even columns/rows are the shoved ones.
    pub parity: Parity,
}

impl OffsetLayout {
    /// Flat-top, odd columns shoved down.
    pub const ODD_Q: Self = Self::new(Orientation::FlatTop, Parity::Odd);
    /// Flat-top, even columns shoved down.
    pub const EVEN_Q: Self = Self::new(Orientation::FlatTop, Parity::Even);
    /// Pointy-top, odd rows shoved right.
    pub const ODD_R: Self = Self::new(Orientation::PointyTop, Parity::Odd);
    /// Pointy-top, even rows shoved right.
    pub const EVEN_R: Self = Self::new(Orientation::PointyTop, Parity::Even);

    /// The layout with this orientation and parity.
    #[inline]
    #[must_use]
    pub const fn new(orientation: Orientation, parity: Parity) -> Self {
        Self { orientation, parity }
    }

    /// The layout's usual name, as map files write it: `odd-q`, `even-q`, `odd-r`, `even-r`.
    ///
    /// ```
    /// use umpire_hex::OffsetLayout;
    /// assert_eq!(OffsetLayout::EVEN_Q.name(), "even-q");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match (self.orientation, self.parity) {
            (Orientation::FlatTop, Parity::Odd) => "odd-q",
            (Orientation::FlatTop, Parity::Even) => "even-q",
            (Orientation::PointyTop, Parity::Odd) => "odd-r",
            (Orientation::PointyTop, Parity::Even) => "even-r",
        }
    }

    /// The layout of the same orientation whose other columns (or rows) are shoved: what a
    /// numbering declared the wrong way round would have been.
    ///
    /// ```
    /// use umpire_hex::OffsetLayout;
    /// assert_eq!(OffsetLayout::ODD_Q.other_parity(), OffsetLayout::EVEN_Q);
    /// ```
    #[must_use]
    pub const fn other_parity(self) -> Self {
        let parity = match self.parity {
            Parity::Odd => Parity::Even,
            Parity::Even => Parity::Odd,
        };
        Self::new(self.orientation, parity)
    }

    /// How far the staggered line `n` (a column for flat-top, a row for pointy-top) is
    /// displaced along the other axis: `(n - (n & 1)) / 2` for odd parity, `(n + (n & 1)) / 2`
    /// for even parity, written so that it cannot overflow.
    #[inline]
    const fn shift(self, n: i32) -> i32 {
        // Branch-free: this sits in every search's inner loop.
        let even = matches!(self.parity, Parity::Even) as i32;
        (n >> 1) + (n & even)
    }

    /// The axial hex at `offset`.
    ///
    /// ```
    /// use umpire_hex::{Hex, Offset, OffsetLayout};
    ///
    /// assert_eq!(OffsetLayout::ODD_Q.to_hex(Offset::new(1, 0)), Hex::new(1, 0));
    /// assert_eq!(OffsetLayout::EVEN_Q.to_hex(Offset::new(1, 0)), Hex::new(1, -1));
    /// assert_eq!(OffsetLayout::ODD_R.to_hex(Offset::new(0, 1)), Hex::new(0, 1));
    /// assert_eq!(OffsetLayout::EVEN_R.to_hex(Offset::new(0, 1)), Hex::new(-1, 1));
    /// ```
    #[inline]
    #[must_use]
    pub const fn to_hex(self, offset: Offset) -> Hex {
        match self.orientation {
            Orientation::FlatTop => {
                Hex::new(offset.col, offset.row.wrapping_sub(self.shift(offset.col)))
            }
            Orientation::PointyTop => {
                Hex::new(offset.col.wrapping_sub(self.shift(offset.row)), offset.row)
            }
        }
    }

    /// The offset coordinates of `hex`; the inverse of [`to_hex`](OffsetLayout::to_hex).
    ///
    /// ```
    /// use umpire_hex::{Hex, Offset, OffsetLayout};
    ///
    /// assert_eq!(OffsetLayout::ODD_Q.to_offset(Hex::new(-1, 0)), Offset::new(-1, -1));
    /// ```
    #[inline]
    #[must_use]
    pub const fn to_offset(self, hex: Hex) -> Offset {
        match self.orientation {
            Orientation::FlatTop => Offset::new(hex.q, hex.r.wrapping_add(self.shift(hex.q))),
            Orientation::PointyTop => Offset::new(hex.q.wrapping_add(self.shift(hex.r)), hex.r),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Direction;

    /// The Red Blob Games formulas written out literally (valid away from `i32` limits).
    fn reference(layout: OffsetLayout, o: Offset) -> Hex {
        let (col, row) = (o.col, o.row);
        match (layout.orientation, layout.parity) {
            (Orientation::FlatTop, Parity::Odd) => Hex::new(col, row - (col - (col & 1)) / 2),
            (Orientation::FlatTop, Parity::Even) => Hex::new(col, row - (col + (col & 1)) / 2),
            (Orientation::PointyTop, Parity::Odd) => Hex::new(col - (row - (row & 1)) / 2, row),
            (Orientation::PointyTop, Parity::Even) => Hex::new(col - (row + (row & 1)) / 2, row),
        }
    }

    const LAYOUTS: [OffsetLayout; 4] =
        [OffsetLayout::ODD_Q, OffsetLayout::EVEN_Q, OffsetLayout::ODD_R, OffsetLayout::EVEN_R];

    #[test]
    fn consts_have_the_documented_fields() {
        assert_eq!(OffsetLayout::ODD_Q.orientation, Orientation::FlatTop);
        assert_eq!(OffsetLayout::ODD_Q.parity, Parity::Odd);
        assert_eq!(OffsetLayout::EVEN_Q.parity, Parity::Even);
        assert_eq!(OffsetLayout::ODD_R.orientation, Orientation::PointyTop);
        assert_eq!(OffsetLayout::EVEN_R.parity, Parity::Even);
        assert_eq!(OffsetLayout::default(), OffsetLayout::ODD_Q);
    }

    #[test]
    fn known_values_for_all_four_layouts() {
        // (layout, offset (col,row), axial (q,r))
        let cases = [
            (OffsetLayout::ODD_Q, (0, 0), (0, 0)),
            (OffsetLayout::ODD_Q, (1, 0), (1, 0)),
            (OffsetLayout::ODD_Q, (2, 0), (2, -1)),
            (OffsetLayout::ODD_Q, (3, 4), (3, 3)),
            (OffsetLayout::ODD_Q, (-1, 0), (-1, 1)),
            (OffsetLayout::ODD_Q, (-2, 0), (-2, 1)),
            (OffsetLayout::ODD_Q, (-3, 2), (-3, 4)),
            (OffsetLayout::EVEN_Q, (1, 0), (1, -1)),
            (OffsetLayout::EVEN_Q, (2, 0), (2, -1)),
            (OffsetLayout::EVEN_Q, (3, 4), (3, 2)),
            (OffsetLayout::EVEN_Q, (-1, 0), (-1, 0)),
            (OffsetLayout::EVEN_Q, (-3, 2), (-3, 3)),
            (OffsetLayout::ODD_R, (0, 1), (0, 1)),
            (OffsetLayout::ODD_R, (0, 2), (-1, 2)),
            (OffsetLayout::ODD_R, (4, 3), (3, 3)),
            (OffsetLayout::ODD_R, (0, -1), (1, -1)),
            (OffsetLayout::ODD_R, (2, -3), (4, -3)),
            (OffsetLayout::EVEN_R, (0, 1), (-1, 1)),
            (OffsetLayout::EVEN_R, (4, 3), (2, 3)),
            (OffsetLayout::EVEN_R, (0, -1), (0, -1)),
            (OffsetLayout::EVEN_R, (2, -3), (3, -3)),
        ];
        for (layout, (col, row), (q, r)) in cases {
            let o = Offset::new(col, row);
            let h = Hex::new(q, r);
            assert_eq!(layout.to_hex(o), h, "{layout:?} {o:?}");
            assert_eq!(layout.to_offset(h), o, "{layout:?} {h:?}");
        }
    }

    #[test]
    fn matches_the_reference_formulas_on_a_window() {
        for layout in LAYOUTS {
            for col in -9..=9 {
                for row in -9..=9 {
                    let o = Offset::new(col, row);
                    assert_eq!(layout.to_hex(o), reference(layout, o));
                    assert_eq!(layout.to_offset(layout.to_hex(o)), o);
                }
            }
        }
    }

    #[test]
    fn staggering_matches_the_layout_description() {
        // Flat-top, odd-q: the odd column is shoved down, so (0,0)'s south-east neighbour is
        // (1,0) and (1,0)'s south-west neighbour is (0,1).
        let l = OffsetLayout::ODD_Q;
        let se = l.to_offset(l.to_hex(Offset::new(0, 0)).neighbour(Direction::SouthEast));
        assert_eq!(se, Offset::new(1, 0));
        let sw = l.to_offset(l.to_hex(Offset::new(1, 0)).neighbour(Direction::SouthWest));
        assert_eq!(sw, Offset::new(0, 1));
        // Even-q: the even column is shoved down instead.
        let l = OffsetLayout::EVEN_Q;
        let ne = l.to_offset(l.to_hex(Offset::new(0, 0)).neighbour(Direction::NorthEast));
        assert_eq!(ne, Offset::new(1, 0));
        // Odd-r: odd rows are shoved right, so (0,1)'s north-east (pointy NE) is (1,0).
        let l = OffsetLayout::ODD_R;
        let ne = l.to_offset(l.to_hex(Offset::new(0, 1)).neighbour(Direction::NorthEast));
        assert_eq!(ne, Offset::new(1, 0));
        // Even-r: even rows are shoved right, so (0,0)'s pointy south-east is (1,1) and its
        // pointy south-west is (0,1).
        let l = OffsetLayout::EVEN_R;
        let se = l.to_offset(l.to_hex(Offset::new(0, 0)).neighbour(Direction::South));
        assert_eq!(se, Offset::new(1, 1));
        let sw = l.to_offset(l.to_hex(Offset::new(0, 0)).neighbour(Direction::SouthWest));
        assert_eq!(sw, Offset::new(0, 1));
    }

    #[test]
    fn extreme_values_do_not_panic_and_round_trip() {
        let extremes = [i32::MIN, i32::MIN + 1, -1, 0, 1, i32::MAX - 1, i32::MAX];
        for layout in LAYOUTS {
            for col in extremes {
                for row in extremes {
                    let o = Offset::new(col, row);
                    assert_eq!(layout.to_offset(layout.to_hex(o)), o);
                    let h = Hex::new(col, row);
                    assert_eq!(layout.to_hex(layout.to_offset(h)), h);
                }
            }
        }
    }
}
