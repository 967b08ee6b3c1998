//! Rectangles of offset coordinates: the shape of a printed map.

use serde::{Deserialize, Serialize};

use crate::{Direction, Hex, Offset, OffsetLayout, Orientation, Parity};

/// A rectangle of hexes in offset coordinates: `cols` columns from `min.col` and `rows` rows
/// from `min.row`, interpreted with `layout`.
///
/// Its hexes have a dense **row-major** index
/// `(row - min.row) * cols + (col - min.col)`, used by [`HexGrid`](crate::HexGrid) and
/// [`HexsideMap`](crate::HexsideMap) for flat storage.
///
/// # Example
///
/// ```
/// use umpire_hex::{Offset, OffsetLayout, OffsetRect};
///
/// let rect = OffsetRect::new(OffsetLayout::ODD_Q, Offset::new(1, 1), 10, 8);
/// assert_eq!(rect.len(), 80);
/// let hex = OffsetLayout::ODD_Q.to_hex(Offset::new(3, 2));
/// assert_eq!(rect.index_of(hex), Some(12));
/// assert_eq!(rect.hex_at(12), Some(hex));
/// assert!(!rect.contains(OffsetLayout::ODD_Q.to_hex(Offset::new(0, 1))));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "RectFields", into = "RectFields")]
pub struct OffsetRect {
    layout: OffsetLayout,
    min: Offset,
    cols: u32,
    rows: u32,
    /// `ceil(2^64 / cols)` for two or more columns (Lemire's fast division): `index / cols`
    /// becomes one multiply, for [`OffsetRect::offset_at`] in search loops. Derived from `cols`;
    /// unused (0) for fewer than two columns.
    divisor: u64,
}

/// The stored form of an [`OffsetRect`]: its four defining fields.
#[derive(Serialize, Deserialize)]
struct RectFields {
    layout: OffsetLayout,
    min: Offset,
    cols: u32,
    rows: u32,
}

impl From<RectFields> for OffsetRect {
    fn from(f: RectFields) -> Self {
        OffsetRect::new(f.layout, f.min, f.cols, f.rows)
    }
}

impl From<OffsetRect> for RectFields {
    fn from(r: OffsetRect) -> Self {
        RectFields { layout: r.layout, min: r.min, cols: r.cols, rows: r.rows }
    }
}

impl OffsetRect {
    /// The rectangle of `cols × rows` offsets starting at `min`.
    #[inline]
    #[must_use]
    pub const fn new(layout: OffsetLayout, min: Offset, cols: u32, rows: u32) -> Self {
        let divisor = if cols < 2 { 0 } else { u64::MAX / cols as u64 + 1 };
        Self { layout, min, cols, rows, divisor }
    }

    /// How offsets map onto hexes.
    #[inline]
    #[must_use]
    pub const fn layout(&self) -> OffsetLayout {
        self.layout
    }

    /// The top-left (smallest) column and row.
    #[inline]
    #[must_use]
    pub const fn min(&self) -> Offset {
        self.min
    }

    /// The number of columns.
    #[inline]
    #[must_use]
    pub const fn cols(&self) -> u32 {
        self.cols
    }

    /// The number of rows.
    #[inline]
    #[must_use]
    pub const fn rows(&self) -> u32 {
        self.rows
    }

    /// The number of hexes, `cols * rows` (saturating at `usize::MAX`).
    #[inline]
    #[must_use]
    pub const fn len(&self) -> usize {
        let n = self.cols as u64 * self.rows as u64;
        if n > usize::MAX as u64 { usize::MAX } else { n as usize }
    }

    /// Whether the rectangle holds no hex (`cols` or `rows` is 0).
    #[inline]
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.cols == 0 || self.rows == 0
    }

    /// The last (largest) column and row, or `None` if the rectangle is empty or its far
    /// corner is beyond `i32`.
    #[inline]
    #[must_use]
    pub const fn max(&self) -> Option<Offset> {
        if self.is_empty() {
            return None;
        }
        offset_in_i32(
            self.min.col as i64 + self.cols as i64 - 1,
            self.min.row as i64 + self.rows as i64 - 1,
        )
    }

    /// The same rectangle grown by `n` offsets on every side (same layout, so the same hexes
    /// keep the same offsets).
    #[inline]
    #[must_use]
    pub const fn grown(&self, n: u32) -> Self {
        Self::new(
            self.layout,
            Offset::new(
                self.min.col.saturating_sub_unsigned(n),
                self.min.row.saturating_sub_unsigned(n),
            ),
            self.cols.saturating_add(n.saturating_mul(2)),
            self.rows.saturating_add(n.saturating_mul(2)),
        )
    }

    /// The dense index of the offset `(col, row)`, or `None` outside the rectangle.
    #[inline]
    #[must_use]
    pub const fn index_of_offset(&self, offset: Offset) -> Option<usize> {
        // One unsigned comparison per axis: a coordinate left of or above the rectangle wraps
        // to a huge u64. The i64 differences cannot overflow.
        let dc = (offset.col as i64 - self.min.col as i64) as u64;
        let dr = (offset.row as i64 - self.min.row as i64) as u64;
        if dc >= self.cols as u64 || dr >= self.rows as u64 {
            return None;
        }
        // `dr * cols + dc < cols * rows`, which fits in u64; and in usize whenever the
        // rectangle could be stored at all.
        let index = dr * self.cols as u64 + dc;
        if index > usize::MAX as u64 { None } else { Some(index as usize) }
    }

    /// The dense index of `hex`, `(row - min.row) * cols + (col - min.col)`, or `None` if `hex`
    /// is outside the rectangle.
    ///
    /// ```
    /// use umpire_hex::{Hex, Offset, OffsetLayout, OffsetRect};
    ///
    /// let rect = OffsetRect::new(OffsetLayout::EVEN_R, Offset::new(0, 0), 4, 3);
    /// assert_eq!(rect.index_of(Hex::ZERO), Some(0));
    /// assert_eq!(rect.index_of(Hex::new(-1, 0)), None);
    /// ```
    #[inline]
    #[must_use]
    pub const fn index_of(&self, hex: Hex) -> Option<usize> {
        self.index_of_offset(self.layout.to_offset(hex))
    }

    /// Whether `hex` lies inside the rectangle.
    #[inline]
    #[must_use]
    pub const fn contains(&self, hex: Hex) -> bool {
        self.index_of(hex).is_some()
    }

    /// The offset with dense index `index`, or `None` if `index >= len()`.
    #[inline]
    #[must_use]
    pub const fn offset_at(&self, index: usize) -> Option<Offset> {
        if self.cols == 0 {
            return None;
        }
        // Below 2^32, Lemire's multiply-and-shift gives the exact quotient without a division
        // instruction; searches call this once per place they expand.
        let (dc, dr) = if index <= u32::MAX as usize {
            let row = if self.cols == 1 {
                index as u64
            } else {
                ((self.divisor as u128 * index as u128) >> 64) as u64
            };
            (index as u64 - row * self.cols as u64, row)
        } else {
            let index = index as u64;
            (index % self.cols as u64, index / self.cols as u64)
        };
        if dr >= self.rows as u64 {
            return None;
        }
        offset_in_i32(self.min.col as i64 + dc as i64, self.min.row as i64 + dr as i64)
    }

    /// The hex with dense index `index`, or `None` if `index >= len()`; the inverse of
    /// [`index_of`](OffsetRect::index_of).
    #[inline]
    #[must_use]
    pub const fn hex_at(&self, index: usize) -> Option<Hex> {
        match self.offset_at(index) {
            Some(offset) => Some(self.layout.to_hex(offset)),
            None => None,
        }
    }

    /// Calls `visit(direction, neighbour, index)` for each neighbour of `hex` that lies inside
    /// the rectangle, in [`Direction::ALL`] order, with the neighbour's dense index.
    ///
    /// The same as calling [`index_of`](OffsetRect::index_of) on each of
    /// [`Hex::neighbours`], but it converts `hex` to offset coordinates once and steps to the
    /// neighbours with a table: this is the inner loop of every movement search.
    ///
    /// ```
    /// use umpire_hex::{Direction, Hex, Offset, OffsetLayout, OffsetRect};
    ///
    /// let rect = OffsetRect::new(OffsetLayout::ODD_Q, Offset::new(0, 0), 3, 3);
    /// let mut seen = Vec::new();
    /// rect.for_each_neighbour(Hex::ZERO, |direction, hex, index| seen.push((direction, index)));
    /// // The top-left corner has two neighbours on the map: south-east and south.
    /// assert_eq!(seen, [(Direction::SouthEast, 1), (Direction::South, 3)]);
    /// ```
    #[inline]
    pub fn for_each_neighbour(&self, hex: Hex, mut visit: impl FnMut(Direction, Hex, usize)) {
        let cols = self.cols as u64;
        self.for_each_neighbour_at(hex, |direction, neighbour, (_, _), (c, r)| {
            visit(direction, neighbour, (r * cols + c) as usize);
        });
    }

    /// As [`for_each_neighbour`](OffsetRect::for_each_neighbour), giving the column and row of
    /// `hex` relative to `min` (`-1` just outside the left or top edge) and the neighbour's,
    /// which lies inside.
    #[inline]
    pub(crate) fn for_each_neighbour_at(
        &self,
        hex: Hex,
        mut visit: impl FnMut(Direction, Hex, (i64, i64), (u64, u64)),
    ) {
        let offset = self.layout.to_offset(hex);
        let shifted = match self.layout.orientation {
            Orientation::FlatTop => offset.col,
            Orientation::PointyTop => offset.row,
        };
        let deltas = &NEIGHBOUR_DELTAS[layout_number(self.layout)][(shifted & 1) as usize];
        let col = offset.col as i64 - self.min.col as i64;
        let row = offset.row as i64 - self.min.row as i64;
        let (cols, rows) = (self.cols as u64, self.rows as u64);
        for (direction, &(dc, dr)) in Direction::ALL.into_iter().zip(deltas) {
            // Off the rectangle to the left or top wraps to a huge u64.
            let (c, r) = ((col + dc as i64) as u64, (row + dr as i64) as u64);
            if c < cols && r < rows {
                visit(direction, hex.neighbour(direction), (col, row), (c, r));
            }
        }
    }

    /// The hexes of the rectangle in dense-index order (row by row, left to right).
    ///
    /// ```
    /// use umpire_hex::{Hex, Offset, OffsetLayout, OffsetRect};
    ///
    /// let rect = OffsetRect::new(OffsetLayout::ODD_Q, Offset::new(0, 0), 2, 2);
    /// let hexes: Vec<Hex> = rect.iter().collect();
    /// assert_eq!(hexes, [Hex::new(0, 0), Hex::new(1, 0), Hex::new(0, 1), Hex::new(1, 1)]);
    /// ```
    #[inline]
    #[must_use = "iterators are lazy and do nothing unless consumed"]
    pub const fn iter(&self) -> RectIter {
        RectIter { rect: *self, next: 0 }
    }
}

impl IntoIterator for OffsetRect {
    type Item = Hex;
    type IntoIter = RectIter;

    /// The hexes in dense-index order, like [`OffsetRect::iter`].
    fn into_iter(self) -> RectIter {
        self.iter()
    }
}

impl IntoIterator for &OffsetRect {
    type Item = Hex;
    type IntoIter = RectIter;

    /// The hexes in dense-index order, like [`OffsetRect::iter`].
    fn into_iter(self) -> RectIter {
        self.iter()
    }
}

/// An iterator over the hexes of an [`OffsetRect`] in dense-index order, from
/// [`OffsetRect::iter`].
#[derive(Debug, Clone)]
pub struct RectIter {
    rect: OffsetRect,
    next: usize,
}

impl Iterator for RectIter {
    type Item = Hex;

    #[inline]
    fn next(&mut self) -> Option<Hex> {
        let hex = self.rect.hex_at(self.next)?;
        self.next += 1;
        Some(hex)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.rect.len().saturating_sub(self.next);
        (left, Some(left))
    }
}

impl ExactSizeIterator for RectIter {}
impl core::iter::FusedIterator for RectIter {}

/// The offset `(col, row)` when both fit in `i32` (a rectangle's far side may not).
const fn offset_in_i32(col: i64, row: i64) -> Option<Offset> {
    if col > i32::MAX as i64 || row > i32::MAX as i64 {
        None
    } else {
        Some(Offset::new(col as i32, row as i32))
    }
}

/// The four layouts, numbered for [`NEIGHBOUR_DELTAS`].
const fn layout_number(layout: OffsetLayout) -> usize {
    let pointy = matches!(layout.orientation, Orientation::PointyTop) as usize;
    let even = matches!(layout.parity, Parity::Even) as usize;
    pointy * 2 + even
}

/// Offset `(dcol, drow)` of each neighbour, by layout number, by the parity of the hex's shifted
/// coordinate (column on flat-top maps, row on pointy-top ones) and by direction; worked out
/// from the axial conversions at compile time.
const NEIGHBOUR_DELTAS: [[[(i32, i32); 6]; 2]; 4] = {
    let layouts =
        [OffsetLayout::ODD_Q, OffsetLayout::EVEN_Q, OffsetLayout::ODD_R, OffsetLayout::EVEN_R];
    let mut table = [[[(0, 0); 6]; 2]; 4];
    let mut l = 0;
    while l < 4 {
        let layout = layouts[l];
        let mut parity = 0;
        while parity < 2 {
            let base = match layout.orientation {
                Orientation::FlatTop => Offset::new(parity, 0),
                Orientation::PointyTop => Offset::new(0, parity),
            };
            let hex = layout.to_hex(base);
            let mut d = 0;
            while d < 6 {
                let next = layout.to_offset(hex.neighbour(Direction::ALL[d]));
                table[layout_number(layout)][parity as usize][d] =
                    (next.col - base.col, next.row - base.row);
                d += 1;
            }
            parity += 1;
        }
        l += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    use super::*;

    const LAYOUTS: [OffsetLayout; 4] =
        [OffsetLayout::ODD_Q, OffsetLayout::EVEN_Q, OffsetLayout::ODD_R, OffsetLayout::EVEN_R];

    #[test]
    fn len_and_emptiness() {
        let l = OffsetLayout::ODD_Q;
        assert_eq!(OffsetRect::new(l, Offset::new(0, 0), 3, 4).len(), 12);
        assert!(!OffsetRect::new(l, Offset::new(0, 0), 3, 4).is_empty());
        assert!(OffsetRect::new(l, Offset::new(0, 0), 0, 4).is_empty());
        assert!(OffsetRect::new(l, Offset::new(0, 0), 3, 0).is_empty());
        assert_eq!(OffsetRect::new(l, Offset::new(0, 0), 0, 4).len(), 0);
        assert_eq!(OffsetRect::new(l, Offset::new(0, 0), 0, 4).iter().count(), 0);
    }

    #[test]
    fn max_corner() {
        let l = OffsetLayout::ODD_Q;
        let r = OffsetRect::new(l, Offset::new(1, 1), 70, 60);
        assert_eq!(r.max(), Some(Offset::new(70, 60)));
        assert_eq!(OffsetRect::new(l, Offset::new(1, 1), 0, 60).max(), None);
        assert_eq!(OffsetRect::new(l, Offset::new(i32::MAX, 0), 2, 1).max(), None);
    }

    #[test]
    fn row_major_indexing_every_layout() {
        for layout in LAYOUTS {
            let rect = OffsetRect::new(layout, Offset::new(-2, 3), 5, 4);
            let hexes: Vec<Hex> = rect.iter().collect();
            assert_eq!(hexes.len(), 20);
            assert_eq!(rect.iter().len(), 20);
            for (i, &hex) in hexes.iter().enumerate() {
                let o = layout.to_offset(hex);
                let expected = usize::try_from((o.row - 3) * 5 + (o.col + 2)).ok();
                assert_eq!(expected, Some(i));
                assert_eq!(rect.index_of(hex), Some(i));
                assert_eq!(rect.hex_at(i), Some(hex));
                assert_eq!(rect.offset_at(i), Some(o));
                assert!(rect.contains(hex));
            }
            assert_eq!(rect.hex_at(20), None);
            assert_eq!(rect.hex_at(usize::MAX), None);
            // Just outside each edge.
            for o in [Offset::new(-3, 3), Offset::new(3, 3), Offset::new(0, 2), Offset::new(0, 7)] {
                assert!(!rect.contains(layout.to_hex(o)));
                assert_eq!(rect.index_of_offset(o), None);
            }
            assert_eq!((&rect).into_iter().collect::<Vec<_>>(), hexes);
            assert_eq!(rect.into_iter().collect::<Vec<_>>(), hexes);
        }
    }

    #[test]
    fn extreme_rectangles_do_not_panic() {
        let l = OffsetLayout::ODD_R;
        let rect = OffsetRect::new(l, Offset::new(i32::MAX - 1, i32::MIN), u32::MAX, u32::MAX);
        assert!(rect.contains(l.to_hex(Offset::new(i32::MAX, i32::MIN))));
        assert_eq!(rect.index_of_offset(Offset::new(i32::MAX - 1, i32::MIN)), Some(0));
        assert_eq!(rect.offset_at(2), None); // column beyond i32::MAX
        let grown = OffsetRect::new(l, Offset::new(i32::MIN, 0), u32::MAX, 1).grown(3);
        assert_eq!(grown.min, Offset::new(i32::MIN, -3));
        assert_eq!(grown.cols, u32::MAX);
        assert_eq!(grown.rows, 7);
    }

    #[test]
    fn grown_keeps_hexes_in_place() {
        let l = OffsetLayout::EVEN_Q;
        let rect = OffsetRect::new(l, Offset::new(1, 1), 4, 3);
        let big = rect.grown(1);
        assert_eq!(big.min, Offset::new(0, 0));
        assert_eq!((big.cols, big.rows), (6, 5));
        assert!(rect.iter().all(|h| big.contains(h)));
    }

    #[test]
    fn for_each_neighbour_agrees_with_index_of() {
        for layout in
            [OffsetLayout::ODD_Q, OffsetLayout::EVEN_Q, OffsetLayout::ODD_R, OffsetLayout::EVEN_R]
        {
            for min in [Offset::new(0, 0), Offset::new(-3, 2), Offset::new(5, -4)] {
                let rect = OffsetRect::new(layout, min, 7, 5);
                for hex in rect.grown(1).iter() {
                    let mut fast = Vec::new();
                    rect.for_each_neighbour(hex, |d, n, i| fast.push((d, n, i)));
                    let slow: Vec<_> = Direction::ALL
                        .into_iter()
                        .filter_map(|d| {
                            let n = hex.neighbour(d);
                            rect.index_of(n).map(|i| (d, n, i))
                        })
                        .collect();
                    assert_eq!(fast, slow, "{layout:?} {min:?} {hex:?}");
                }
            }
        }
    }
}
