//! Dense per-hex storage over an [`OffsetRect`].

use core::ops::{Index, IndexMut};

use serde::{Deserialize, Serialize};

use crate::{Hex, LengthMismatch, OffMap, OffsetRect};

/// One value per hex of an [`OffsetRect`], stored in a flat `Vec` in the rectangle's dense
/// (row-major) index order.
///
/// Look-ups by [`Hex`] convert to offset coordinates and check the bounds; hot loops can work
/// on [`as_slice`](HexGrid::as_slice) with indices from [`index_of`](HexGrid::index_of).
///
/// Serialises as `{ rect, cells }`; deserialising checks that `cells` has `rect.len()` items.
///
/// # Example
///
/// ```
/// use umpire_hex::{Hex, HexGrid, Offset, OffsetLayout, OffsetRect};
///
/// let rect = OffsetRect::new(OffsetLayout::ODD_Q, Offset::new(0, 0), 4, 3);
/// let mut grid = HexGrid::new(rect, 0u8);
/// let hex = Hex::new(2, 0);
/// grid[hex] = 7;
/// assert_eq!(grid.get(hex), Some(&7));
/// assert_eq!(grid.get(Hex::new(-5, 0)), None);
/// assert!(grid.set(Hex::new(-5, 0), 1).is_err());
/// let i = grid.index_of(hex).unwrap();
/// assert_eq!(grid.as_slice()[i], 7);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "GridRepr<T>", bound(deserialize = "T: Deserialize<'de>"))]
pub struct HexGrid<T> {
    rect: OffsetRect,
    cells: Vec<T>,
}

/// The serialised shape of a [`HexGrid`], checked on the way in.
#[derive(Deserialize)]
struct GridRepr<T> {
    rect: OffsetRect,
    cells: Vec<T>,
}

impl<T> TryFrom<GridRepr<T>> for HexGrid<T> {
    type Error = LengthMismatch;

    fn try_from(repr: GridRepr<T>) -> Result<Self, LengthMismatch> {
        Self::from_vec(repr.rect, repr.cells)
    }
}

impl<T> HexGrid<T> {
    /// A grid with every hex set to `fill`.
    #[must_use]
    pub fn new(rect: OffsetRect, fill: T) -> Self
    where
        T: Clone,
    {
        Self { rect, cells: vec![fill; rect.len()] }
    }

    /// A grid whose value at each hex is `f(hex)`, called in dense-index order.
    ///
    /// ```
    /// use umpire_hex::{Hex, HexGrid, Offset, OffsetLayout, OffsetRect};
    ///
    /// let rect = OffsetRect::new(OffsetLayout::ODD_Q, Offset::new(0, 0), 3, 3);
    /// let grid = HexGrid::from_fn(rect, |h| h.distance(Hex::ZERO));
    /// assert_eq!(grid[Hex::new(2, 1)], 3);
    /// ```
    #[must_use]
    pub fn from_fn(rect: OffsetRect, f: impl FnMut(Hex) -> T) -> Self {
        Self { rect, cells: rect.iter().map(f).collect() }
    }

    /// A grid over `rect` holding `cells` in dense-index order, or an error if
    /// `cells.len() != rect.len()`.
    ///
    /// # Errors
    ///
    /// [`LengthMismatch`] when the lengths differ.
    pub fn from_vec(rect: OffsetRect, cells: Vec<T>) -> Result<Self, LengthMismatch> {
        if cells.len() == rect.len() {
            Ok(Self { rect, cells })
        } else {
            Err(LengthMismatch { expected: rect.len(), found: cells.len() })
        }
    }

    /// The rectangle this grid covers.
    #[inline]
    #[must_use]
    pub const fn rect(&self) -> &OffsetRect {
        &self.rect
    }

    /// The number of hexes (and values).
    #[inline]
    #[must_use]
    pub const fn len(&self) -> usize {
        self.cells.len()
    }

    /// Whether the grid holds no hex.
    #[inline]
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// Whether `hex` is on the grid.
    #[inline]
    #[must_use]
    pub const fn contains(&self, hex: Hex) -> bool {
        self.rect.contains(hex)
    }

    /// The index of `hex` in [`as_slice`](HexGrid::as_slice), or `None` off the grid.
    #[inline]
    #[must_use]
    pub const fn index_of(&self, hex: Hex) -> Option<usize> {
        self.rect.index_of(hex)
    }

    /// The hex stored at `index` of [`as_slice`](HexGrid::as_slice), or `None` past the end.
    #[inline]
    #[must_use]
    pub const fn hex_at(&self, index: usize) -> Option<Hex> {
        self.rect.hex_at(index)
    }

    /// The value at `hex`, or `None` off the grid.
    #[inline]
    #[must_use]
    pub fn get(&self, hex: Hex) -> Option<&T> {
        self.cells.get(self.index_of(hex)?)
    }

    /// The value at `hex` mutably, or `None` off the grid.
    #[inline]
    #[must_use]
    pub fn get_mut(&mut self, hex: Hex) -> Option<&mut T> {
        let index = self.index_of(hex)?;
        self.cells.get_mut(index)
    }

    /// Stores `value` at `hex` and returns the value it replaces.
    ///
    /// # Errors
    ///
    /// [`OffMap::Hex`] if `hex` is not on the grid (the grid is unchanged).
    pub fn set(&mut self, hex: Hex, value: T) -> Result<T, OffMap> {
        match self.get_mut(hex) {
            Some(slot) => Ok(core::mem::replace(slot, value)),
            None => Err(OffMap::Hex(hex)),
        }
    }

    /// All values in dense-index order.
    #[inline]
    #[must_use]
    pub fn as_slice(&self) -> &[T] {
        &self.cells
    }

    /// All values in dense-index order, mutably.
    #[inline]
    #[must_use]
    pub fn as_mut_slice(&mut self) -> &mut [T] {
        &mut self.cells
    }

    /// The values in dense-index order, consuming the grid.
    #[inline]
    #[must_use]
    pub fn into_vec(self) -> Vec<T> {
        self.cells
    }

    /// Every hex with its value, in dense-index order.
    ///
    /// ```
    /// use umpire_hex::{HexGrid, Offset, OffsetLayout, OffsetRect};
    ///
    /// let rect = OffsetRect::new(OffsetLayout::ODD_R, Offset::new(0, 0), 2, 2);
    /// let grid = HexGrid::new(rect, 'x');
    /// assert_eq!(grid.iter().count(), 4);
    /// assert!(grid.iter().all(|(hex, v)| rect.contains(hex) && *v == 'x'));
    /// ```
    pub fn iter(&self) -> impl ExactSizeIterator<Item = (Hex, &T)> + Clone {
        self.rect.iter().zip(&self.cells)
    }

    /// Every hex with its value mutably, in dense-index order.
    pub fn iter_mut(&mut self) -> impl ExactSizeIterator<Item = (Hex, &mut T)> {
        self.rect.iter().zip(&mut self.cells)
    }

    /// A grid of the same shape with `f` applied to every value.
    #[must_use]
    pub fn map<U>(&self, f: impl FnMut(&T) -> U) -> HexGrid<U> {
        HexGrid { rect: self.rect, cells: self.cells.iter().map(f).collect() }
    }
}

impl<T> Index<Hex> for HexGrid<T> {
    type Output = T;

    /// The value at `hex`.
    ///
    /// # Panics
    ///
    /// If `hex` is not on the grid, like indexing a `Vec` out of bounds; use
    /// [`HexGrid::get`] to check instead.
    #[inline]
    fn index(&self, hex: Hex) -> &T {
        match self.get(hex) {
            Some(value) => value,
            None => panic!("hex {hex} is outside the grid {:?}", self.rect),
        }
    }
}

impl<T> IndexMut<Hex> for HexGrid<T> {
    /// The value at `hex`, mutably.
    ///
    /// # Panics
    ///
    /// If `hex` is not on the grid; use [`HexGrid::get_mut`] to check instead.
    #[inline]
    fn index_mut(&mut self, hex: Hex) -> &mut T {
        let rect = self.rect;
        match self.get_mut(hex) {
            Some(value) => value,
            None => panic!("hex {hex} is outside the grid {rect:?}"),
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;
    use crate::{Offset, OffsetLayout};

    fn rect() -> OffsetRect {
        OffsetRect::new(OffsetLayout::EVEN_Q, Offset::new(-1, 2), 5, 4)
    }

    #[test]
    fn new_fills_every_hex() {
        let grid = HexGrid::new(rect(), 3i32);
        assert_eq!(grid.len(), 20);
        assert!(!grid.is_empty());
        assert!(grid.as_slice().iter().all(|&v| v == 3));
        assert_eq!(grid.rect(), &rect());
        let empty = HexGrid::new(OffsetRect::new(OffsetLayout::ODD_Q, Offset::new(0, 0), 0, 9), 0);
        assert!(empty.is_empty());
        assert_eq!(empty.iter().count(), 0);
    }

    #[test]
    fn from_fn_is_called_per_hex_in_index_order() {
        let grid = HexGrid::from_fn(rect(), |h| h);
        for (i, (hex, &v)) in grid.iter().enumerate() {
            assert_eq!(hex, v);
            assert_eq!(grid.index_of(hex), Some(i));
            assert_eq!(grid.hex_at(i), Some(hex));
            assert_eq!(grid[hex], hex);
        }
    }

    #[test]
    fn get_set_and_index() {
        let mut grid = HexGrid::new(rect(), 0u32);
        let inside = rect().hex_at(7).unwrap();
        let outside = OffsetLayout::EVEN_Q.to_hex(Offset::new(4, 2));
        assert!(grid.contains(inside));
        assert!(!grid.contains(outside));
        assert_eq!(grid.set(inside, 5), Ok(0));
        assert_eq!(grid.set(inside, 6), Ok(5));
        assert_eq!(grid.get(inside), Some(&6));
        assert_eq!(grid.set(outside, 1), Err(OffMap::Hex(outside)));
        assert_eq!(grid.get(outside), None);
        assert_eq!(grid.get_mut(outside), None);
        *grid.get_mut(inside).unwrap() += 1;
        assert_eq!(grid[inside], 7);
        grid[inside] = 9;
        assert_eq!(grid.as_slice()[7], 9);
        grid.as_mut_slice()[0] = 4;
        assert_eq!(grid[rect().hex_at(0).unwrap()], 4);
        for (_, v) in grid.iter_mut() {
            *v += 1;
        }
        assert_eq!(grid[inside], 10);
        let doubled = grid.map(|v| v * 2);
        assert_eq!(doubled[inside], 20);
        assert_eq!(grid.into_vec().len(), 20);
    }

    #[test]
    #[should_panic(expected = "outside the grid")]
    fn index_off_the_grid_panics() {
        let grid = HexGrid::new(rect(), 0u8);
        let _ = grid[Hex::new(100, 100)];
    }

    #[test]
    #[should_panic(expected = "outside the grid")]
    fn index_mut_off_the_grid_panics() {
        let mut grid = HexGrid::new(rect(), 0u8);
        grid[Hex::new(100, 100)] = 1;
    }

    #[test]
    fn from_vec_checks_the_length() {
        assert!(HexGrid::from_vec(rect(), vec![0; 20]).is_ok());
        assert_eq!(
            HexGrid::from_vec(rect(), vec![0; 19]),
            Err(LengthMismatch { expected: 20, found: 19 })
        );
    }

    #[derive(Debug, Serialize, Deserialize, PartialEq)]
    struct Doc {
        grid: HexGrid<u8>,
    }

    #[test]
    fn serde_round_trip_and_length_check() {
        let doc = Doc { grid: HexGrid::from_fn(rect(), |h| u8::try_from(h.q + 10).unwrap()) };
        let text = toml::to_string(&doc).unwrap();
        let back: Doc = toml::from_str(&text).unwrap();
        assert_eq!(back, doc);
        let broken = text.replace("cells = [", "cells = [1, ");
        assert_ne!(broken, text);
        let err = toml::from_str::<Doc>(&broken).unwrap_err();
        assert!(err.to_string().contains("wrong number of cells"), "{err}");
    }
}
