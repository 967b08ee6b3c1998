//! Dense per-hexside storage over an [`OffsetRect`].

use core::ops::{Index, IndexMut};

use serde::{Deserialize, Serialize};

use crate::{Direction, Hex, Hexside, LengthMismatch, OffMap, OffsetRect};

/// One value per [`Hexside`] touching at least one hex of an [`OffsetRect`], including the
/// outer border sides of the rectangle.
///
/// Storage is a flat `Vec` of `3 × (cols + 2) × (rows + 2)` slots: the three canonical sides
/// (SouthEast, South, SouthWest) of every hex of the rectangle grown by one hex on every side,
/// slot `3 * padded_index(owner) + direction.index()`. A few of those slots belong to sides
/// that touch no hex of the rectangle (on the outside of the padding); they are never reported
/// by [`get`](HexsideMap::get), [`index_of`](HexsideMap::index_of) or
/// [`iter`](HexsideMap::iter), but they do appear in [`as_slice`](HexsideMap::as_slice).
///
/// Serialises as `{ rect, slots }`; deserialising checks the number of slots.
///
/// # Example
///
/// ```
/// use umpire_hex::{Direction, Hex, HexsideMap, Offset, OffsetLayout, OffsetRect};
///
/// let rect = OffsetRect::new(OffsetLayout::ODD_Q, Offset::new(0, 0), 3, 3);
/// let mut rivers = HexsideMap::new(rect, false);
/// let side = Hex::new(1, 0).hexside(Direction::North); // on the map's top border
/// rivers[side] = true;
/// assert_eq!(rivers.get(Hex::new(1, -1).hexside(Direction::South)), Some(&true));
/// assert_eq!(rivers.get(Hex::new(9, 9).hexside(Direction::South)), None);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "SideRepr<T>", bound(deserialize = "T: Deserialize<'de>"))]
pub struct HexsideMap<T> {
    rect: OffsetRect,
    #[serde(skip_serializing)]
    padded: OffsetRect,
    slots: Vec<T>,
}

/// The serialised shape of a [`HexsideMap`], checked on the way in.
#[derive(Deserialize)]
struct SideRepr<T> {
    rect: OffsetRect,
    slots: Vec<T>,
}

impl<T> TryFrom<SideRepr<T>> for HexsideMap<T> {
    type Error = LengthMismatch;

    fn try_from(repr: SideRepr<T>) -> Result<Self, LengthMismatch> {
        let padded = repr.rect.grown(1);
        let expected = slot_count(&padded);
        if repr.slots.len() == expected {
            Ok(Self { rect: repr.rect, padded, slots: repr.slots })
        } else {
            Err(LengthMismatch { expected, found: repr.slots.len() })
        }
    }
}

/// Three slots per hex of the padded rectangle.
const fn slot_count(padded: &OffsetRect) -> usize {
    padded.len().saturating_mul(3)
}

/// The three canonical directions, in slot order.
const CANONICAL: [Direction; 3] = [Direction::SouthEast, Direction::South, Direction::SouthWest];

impl<T> HexsideMap<T> {
    /// A map with every hexside touching `rect` set to `fill`.
    #[must_use]
    pub fn new(rect: OffsetRect, fill: T) -> Self
    where
        T: Clone,
    {
        let padded = rect.grown(1);
        Self { rect, padded, slots: vec![fill; slot_count(&padded)] }
    }

    /// A map whose value for each hexside is `f(side)`, in slot order; padding slots (which
    /// touch no hex of `rect`) get `T::default()`.
    ///
    /// ```
    /// use umpire_hex::{Hex, HexsideMap, Offset, OffsetLayout, OffsetRect};
    ///
    /// let rect = OffsetRect::new(OffsetLayout::ODD_Q, Offset::new(0, 0), 2, 2);
    /// let map = HexsideMap::from_fn(rect, |side| side.owner().q);
    /// assert!(map.iter().all(|(side, &q)| side.owner().q == q));
    /// ```
    #[must_use]
    pub fn from_fn(rect: OffsetRect, mut f: impl FnMut(Hexside) -> T) -> Self
    where
        T: Default,
    {
        let padded = rect.grown(1);
        let slots = all_slots(padded)
            .map(|side| if touches_rect(&rect, side) { f(side) } else { T::default() })
            .collect();
        Self { rect, padded, slots }
    }

    /// The rectangle whose hexsides this map stores.
    #[inline]
    #[must_use]
    pub const fn rect(&self) -> &OffsetRect {
        &self.rect
    }

    /// Whether `side` touches at least one hex of the rectangle (and so has a value here).
    #[inline]
    #[must_use]
    pub const fn contains(&self, side: Hexside) -> bool {
        self.index_of(side).is_some()
    }

    /// The slot index of `side` in [`as_slice`](HexsideMap::as_slice), or `None` if `side`
    /// touches no hex of the rectangle.
    #[inline]
    #[must_use]
    pub const fn index_of(&self, side: Hexside) -> Option<usize> {
        if !touches_rect(&self.rect, side) {
            return None;
        }
        match self.padded.index_of(side.owner()) {
            Some(hex) => Some(hex * 3 + side.direction().index()),
            None => None,
        }
    }

    /// Calls `visit(direction, neighbour, index, value)` for each neighbour of `hex` inside the
    /// rectangle, in [`Direction::ALL`] order, with the neighbour's dense index in the rectangle
    /// (as [`OffsetRect::for_each_neighbour`] gives it) and the value of the hexside between
    /// `hex` and it.
    ///
    /// The same as [`get`](HexsideMap::get) on [`Hexside::new`]`(hex, direction)` for each
    /// neighbour, but the slots are worked out from the offset coordinates the neighbour step
    /// already has, with no conversion per side: a board's legs in a search's inner loop.
    ///
    /// ```
    /// use umpire_hex::{Direction, Hex, Hexside, HexsideMap, Offset, OffsetLayout, OffsetRect};
    ///
    /// let rect = OffsetRect::new(OffsetLayout::ODD_Q, Offset::new(0, 0), 3, 3);
    /// let mut rivers = HexsideMap::new(rect, false);
    /// rivers.set(Hexside::new(Hex::ZERO, Direction::South), true)?;
    /// let mut seen = Vec::new();
    /// rivers.for_each_neighbour_side(Hex::ZERO, |direction, _, index, &river| {
    ///     seen.push((direction, index, river))
    /// });
    /// assert_eq!(seen, [(Direction::SouthEast, 1, false), (Direction::South, 3, true)]);
    /// # Ok::<(), umpire_hex::OffMap>(())
    /// ```
    #[inline]
    pub fn for_each_neighbour_side(
        &self,
        hex: Hex,
        mut visit: impl FnMut(Direction, Hex, usize, &T),
    ) {
        // The padded rectangle is the stored one grown by one hex all round: a hex at
        // (col, row) relative to the stored rectangle is at (col + 1, row + 1) in it.
        let cols = u64::from(self.rect.cols());
        let padded_cols = cols + 2;
        self.rect.for_each_neighbour_at(hex, |direction, neighbour, (col, row), (c, r)| {
            let index = (r * cols + c) as usize;
            // A side is stored in its owner's slots: `hex` for the first three directions, the
            // neighbour (facing back) for the other three.
            let slot = if direction.index() < 3 {
                let owner = (row + 1) as u64 * padded_cols + (col + 1) as u64;
                owner as usize * 3 + direction.index()
            } else {
                let owner = (r + 1) * padded_cols + (c + 1);
                owner as usize * 3 + direction.index() - 3
            };
            if let Some(value) = self.slots.get(slot) {
                visit(direction, neighbour, index, value);
            }
        });
    }

    /// The hexside stored in slot `index`, or `None` if `index` is past the end or a padding
    /// slot.
    #[inline]
    #[must_use]
    pub const fn side_at(&self, index: usize) -> Option<Hexside> {
        match self.padded.hex_at(index / 3) {
            Some(owner) => {
                let side = Hexside::new(owner, CANONICAL[index % 3]);
                if touches_rect(&self.rect, side) { Some(side) } else { None }
            }
            None => None,
        }
    }

    /// The value for `side`, or `None` if it touches no hex of the rectangle.
    #[inline]
    #[must_use]
    pub fn get(&self, side: Hexside) -> Option<&T> {
        self.slots.get(self.index_of(side)?)
    }

    /// The value for `side` mutably, or `None` if it touches no hex of the rectangle.
    #[inline]
    #[must_use]
    pub fn get_mut(&mut self, side: Hexside) -> Option<&mut T> {
        let index = self.index_of(side)?;
        self.slots.get_mut(index)
    }

    /// Stores `value` for `side` and returns the value it replaces.
    ///
    /// # Errors
    ///
    /// [`OffMap::Hexside`] if `side` touches no hex of the rectangle (the map is unchanged).
    pub fn set(&mut self, side: Hexside, value: T) -> Result<T, OffMap> {
        match self.get_mut(side) {
            Some(slot) => Ok(core::mem::replace(slot, value)),
            None => Err(OffMap::Hexside(side)),
        }
    }

    /// Every slot, padding included, indexed by [`index_of`](HexsideMap::index_of).
    #[inline]
    #[must_use]
    pub fn as_slice(&self) -> &[T] {
        &self.slots
    }

    /// Every slot mutably, padding included.
    #[inline]
    #[must_use]
    pub fn as_mut_slice(&mut self) -> &mut [T] {
        &mut self.slots
    }

    /// Every hexside touching the rectangle with its value, in slot order.
    pub fn iter(&self) -> impl Iterator<Item = (Hexside, &T)> + Clone {
        let rect = self.rect;
        all_slots(self.padded).zip(&self.slots).filter(move |(side, _)| touches_rect(&rect, *side))
    }

    /// Every hexside touching the rectangle with its value mutably, in slot order.
    pub fn iter_mut(&mut self) -> impl Iterator<Item = (Hexside, &mut T)> {
        let rect = self.rect;
        all_slots(self.padded)
            .zip(&mut self.slots)
            .filter(move |(side, _)| touches_rect(&rect, *side))
    }

    /// Every hexside touching the rectangle, in slot order.
    pub fn sides(&self) -> impl Iterator<Item = Hexside> + Clone + use<T> {
        let rect = self.rect;
        all_slots(self.padded).filter(move |side| touches_rect(&rect, *side))
    }
}

/// The hexside of every slot, padding included, in slot order.
fn all_slots(padded: OffsetRect) -> impl Iterator<Item = Hexside> + Clone {
    padded.iter().flat_map(|owner| CANONICAL.map(|d| Hexside::new(owner, d)))
}

/// Whether `side` has at least one of its hexes in `rect`.
#[inline]
const fn touches_rect(rect: &OffsetRect, side: Hexside) -> bool {
    let [a, b] = side.hexes();
    rect.contains(a) || rect.contains(b)
}

impl<T> Index<Hexside> for HexsideMap<T> {
    type Output = T;

    /// The value for `side`.
    ///
    /// # Panics
    ///
    /// If `side` touches no hex of the rectangle, like indexing a `Vec` out of bounds; use
    /// [`HexsideMap::get`] to check instead.
    #[inline]
    fn index(&self, side: Hexside) -> &T {
        match self.get(side) {
            Some(value) => value,
            None => panic!("hexside {side} does not touch the map {:?}", self.rect),
        }
    }
}

impl<T> IndexMut<Hexside> for HexsideMap<T> {
    /// The value for `side`, mutably.
    ///
    /// # Panics
    ///
    /// If `side` touches no hex of the rectangle; use [`HexsideMap::get_mut`] to check
    /// instead.
    #[inline]
    fn index_mut(&mut self, side: Hexside) -> &mut T {
        let rect = self.rect;
        match self.get_mut(side) {
            Some(value) => value,
            None => panic!("hexside {side} does not touch the map {rect:?}"),
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;
    use crate::{Hex, Offset, OffsetLayout};

    const LAYOUTS: [OffsetLayout; 4] =
        [OffsetLayout::ODD_Q, OffsetLayout::EVEN_Q, OffsetLayout::ODD_R, OffsetLayout::EVEN_R];

    /// Every hexside touching `rect`, found the slow way.
    fn touching(rect: &OffsetRect) -> BTreeSet<Hexside> {
        rect.iter().flat_map(Hex::hexsides).collect()
    }

    #[test]
    fn neighbour_sides_agree_with_get_on_each_side() {
        for layout in LAYOUTS {
            for min in
                [Offset::new(0, 0), Offset::new(-3, 2), Offset::new(5, -4), Offset::new(1, 1)]
            {
                for (cols, rows) in [(7, 5), (1, 1), (2, 6), (6, 1)] {
                    let rect = OffsetRect::new(layout, min, cols, rows);
                    let map = HexsideMap::from_fn(rect, Some);
                    // From every hex of the rectangle and the ring just outside it.
                    for hex in rect.grown(1).iter() {
                        let mut fast = Vec::new();
                        map.for_each_neighbour_side(hex, |d, n, i, side| {
                            fast.push((d, n, i, *side))
                        });
                        let mut slow = Vec::new();
                        rect.for_each_neighbour(hex, |d, n, i| {
                            slow.push((d, n, i, map.get(Hexside::new(hex, d)).copied().flatten()));
                        });
                        assert_eq!(fast, slow, "{layout:?} {min:?} {cols}×{rows} from {hex:?}");
                        assert!(
                            fast.iter().all(|(d, _, _, side)| *side == Some(Hexside::new(hex, *d)))
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn covers_exactly_the_sides_touching_the_rect() {
        for layout in LAYOUTS {
            for (cols, rows) in [(1, 1), (3, 2), (4, 5), (0, 3)] {
                let rect = OffsetRect::new(layout, Offset::new(-2, 1), cols, rows);
                let map = HexsideMap::new(rect, 0u8);
                let expected = touching(&rect);
                let got: BTreeSet<Hexside> = map.sides().collect();
                assert_eq!(got, expected, "{layout:?} {cols}x{rows}");
                assert_eq!(map.iter().count(), expected.len());
                let mut indices = BTreeSet::new();
                for side in &expected {
                    let i = map.index_of(*side).unwrap();
                    assert!(i < map.as_slice().len());
                    assert!(indices.insert(i), "two sides share slot {i}");
                    assert_eq!(map.side_at(i), Some(*side));
                    assert!(map.contains(*side));
                }
            }
        }
    }

    #[test]
    fn side_counts_for_small_rects() {
        // One hex has six sides; an odd-q 2x1 strip shares one side, so 11.
        let l = OffsetLayout::ODD_Q;
        let one = HexsideMap::new(OffsetRect::new(l, Offset::new(0, 0), 1, 1), ());
        assert_eq!(one.sides().count(), 6);
        let two = HexsideMap::new(OffsetRect::new(l, Offset::new(0, 0), 2, 1), ());
        assert_eq!(two.sides().count(), 11);
        assert_eq!(two.as_slice().len(), 3 * 4 * 3);
    }

    #[test]
    fn sides_away_from_the_rect_are_rejected() {
        let rect = OffsetRect::new(OffsetLayout::ODD_Q, Offset::new(0, 0), 3, 3);
        let mut map = HexsideMap::new(rect, 1i32);
        // Between two hexes of the padding ring, touching nothing on the map.
        let corner = OffsetLayout::ODD_Q.to_hex(Offset::new(-1, -1));
        let away = Hexside::new(corner, Direction::North);
        let pad = Hexside::new(corner, Direction::SouthEast);
        for side in [away, pad, Hexside::new(Hex::new(50, 50), Direction::South)] {
            if !touching(&rect).contains(&side) {
                assert_eq!(map.get(side), None);
                assert_eq!(map.get_mut(side), None);
                assert_eq!(map.index_of(side), None);
                assert_eq!(map.set(side, 5), Err(OffMap::Hexside(side)));
            }
        }
        assert_eq!(map.side_at(usize::MAX), None);
        assert_eq!(map.side_at(map.as_slice().len()), None);
        // Padding slots hold sides touching nothing; `side_at` reports only the others.
        let sides = touching(&rect);
        let mut padding = 0;
        for i in 0..map.as_slice().len() {
            match map.side_at(i) {
                Some(side) => assert!(sides.contains(&side)),
                None => padding += 1,
            }
        }
        assert_eq!(padding, map.as_slice().len() - sides.len());
        assert!(padding > 0);
    }

    #[test]
    fn get_set_index_from_both_sides() {
        let rect = OffsetRect::new(OffsetLayout::EVEN_R, Offset::new(0, 0), 4, 4);
        let mut map = HexsideMap::new(rect, 0u32);
        let a = rect.hex_at(5).unwrap();
        for d in Direction::ALL {
            let side = a.hexside(d);
            assert_eq!(map.set(side, 10 + d as u32), Ok(0));
        }
        for d in Direction::ALL {
            let b = a.neighbour(d);
            assert_eq!(map[b.hexside(d.opposite())], 10 + d as u32);
        }
        map[a.hexside(Direction::North)] += 100;
        assert_eq!(map.get(a.hexside(Direction::North)), Some(&114));
        *map.get_mut(a.hexside(Direction::South)).unwrap() = 7;
        let i = map.index_of(a.hexside(Direction::South)).unwrap();
        assert_eq!(map.as_slice()[i], 7);
        map.as_mut_slice()[i] = 8;
        assert_eq!(map[a.hexside(Direction::South)], 8);
        for (_, v) in map.iter_mut() {
            *v = 1;
        }
        assert!(map.iter().all(|(_, &v)| v == 1));
        assert_eq!(map.rect(), &rect);
    }

    #[test]
    fn from_fn_sees_each_touching_side_once() {
        let rect = OffsetRect::new(OffsetLayout::ODD_R, Offset::new(2, -3), 3, 2);
        let mut seen = Vec::new();
        let map = HexsideMap::from_fn(rect, |side| {
            seen.push(side);
            side.owner().r
        });
        assert_eq!(seen.len(), touching(&rect).len());
        for (side, &r) in map.iter() {
            assert_eq!(side.owner().r, r);
        }
    }

    #[test]
    #[should_panic(expected = "does not touch the map")]
    fn index_off_the_map_panics() {
        let rect = OffsetRect::new(OffsetLayout::ODD_Q, Offset::new(0, 0), 2, 2);
        let map = HexsideMap::new(rect, 0u8);
        let _ = map[Hexside::new(Hex::new(40, 0), Direction::South)];
    }

    #[test]
    #[should_panic(expected = "does not touch the map")]
    fn index_mut_off_the_map_panics() {
        let rect = OffsetRect::new(OffsetLayout::ODD_Q, Offset::new(0, 0), 2, 2);
        let mut map = HexsideMap::new(rect, 0u8);
        map[Hexside::new(Hex::new(40, 0), Direction::South)] = 1;
    }

    #[derive(Debug, Serialize, Deserialize, PartialEq)]
    struct Doc {
        sides: HexsideMap<u8>,
    }

    #[test]
    fn serde_round_trip_and_length_check() {
        let rect = OffsetRect::new(OffsetLayout::ODD_Q, Offset::new(1, 1), 3, 2);
        let doc = Doc {
            sides: HexsideMap::from_fn(rect, |s| u8::from(s.direction() == Direction::South)),
        };
        let text = toml::to_string(&doc).unwrap();
        let back: Doc = toml::from_str(&text).unwrap();
        assert_eq!(back, doc);
        let side = rect.hex_at(0).unwrap().hexside(Direction::South);
        assert_eq!(back.sides[side], 1);
        let broken = text.replace("slots = [", "slots = [1, ");
        assert_ne!(broken, text);
        let err = toml::from_str::<Doc>(&broken).unwrap_err();
        assert!(err.to_string().contains("wrong number of cells"), "{err}");
    }
}
