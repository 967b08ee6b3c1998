//! Printed map numbering: reading and writing hex numbers like `e3609` or `1012`.

use core::ops::RangeInclusive;

use serde::{Deserialize, Serialize};

use crate::{Hex, NumberingError, Offset, OffsetLayout, OffsetRect};

/// Which coordinate comes first in a printed hex number.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
pub enum DigitOrder {
    /// Column digits, then row digits: `3609` is column 36, row 9.
    #[default]
    ColumnRow,
    /// Row digits, then column digits: `3609` is row 36, column 9.
    RowColumn,
}

/// How a board wargame prints its hex numbers, e.g. `e3609` = map "e", column 36, row 09.
///
/// A printed number is an optional map `prefix`, then the column and row numbers (in
/// `order`), each zero-padded to `digits` digits. The printed column and row **are** the
/// offset coordinates: `layout` says which printed columns (flat-top) or rows (pointy-top) are
/// shoved by half a hex, judged on the printed numbers themselves. Only the printed `columns`
/// and `rows` ranges are on the map.
///
/// Reading ([`parse`](HexNumbering::parse)) ignores surrounding whitespace and the ASCII case
/// of the prefix (`E3609` reads like `e3609`); writing ([`format`](HexNumbering::format))
/// always uses `prefix` exactly as stored.
///
/// Serialised ranges are tables with `first` and `last`, e.g. in TOML:
///
/// ```toml
/// prefix = "e"
/// order = "ColumnRow"
/// digits = 2
/// layout = { orientation = "FlatTop", parity = "Odd" }
/// columns = { first = 1, last = 70 }
/// rows = { first = 1, last = 60 }
/// ```
///
/// (`prefix`, `order` and `digits` may be left out: no prefix, column-then-row, 2 digits.)
///
/// A map with no printed numbers (a digital game's map of [`Hex`] values only) gets one from
/// [`HexNumbering::covering`] or [`HexNumbering::covering_rect`]: these set `origin`, the axial
/// hex the printed numbers count from, so that hexes with negative coordinates get numbers too.
///
/// # Example
///
/// ```
/// use umpire_hex::{Hex, HexNumbering};
///
/// let east = HexNumbering::strategic_east();
/// let a = east.parse("e3609")?;
/// let b = east.parse("e3708")?;
/// assert_eq!(a.distance(b), 1);
/// assert_eq!(east.format(a)?, "e3609");
/// assert!(east.parse("w3609").is_err());
/// # Ok::<(), umpire_hex::NumberingError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct HexNumbering {
    /// The map prefix, e.g. `"e"`; `None` (or empty) for bare numbers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prefix: Option<String>,
    /// Column digits first, or row digits first.
    #[serde(default)]
    pub order: DigitOrder,
    /// Digits per coordinate (numbers are zero-padded to this width); normally 2.
    #[serde(default = "default_digits")]
    pub digits: u8,
    /// How the printed (column, row) numbers lie on the hex grid.
    pub layout: OffsetLayout,
    /// The first and last printed column numbers.
    #[serde(with = "first_last")]
    pub columns: RangeInclusive<i32>,
    /// The first and last printed row numbers.
    #[serde(with = "first_last")]
    pub rows: RangeInclusive<i32>,
    /// The axial hex the printed numbers count from: the printed (column, row) of `hex` is the
    /// offset, under `layout`, of `hex - origin`. [`Hex::ZERO`] (the default, left out when
    /// serialised) for every printed map: the printed numbers are then the offset coordinates
    /// themselves. [`covering`](Self::covering) moves it so that every hex of a map, wherever
    /// its coordinates lie, gets positive numbers. In TOML: `origin = { q = -3, r = 1 }`.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub origin: Hex,
}

/// Whether `hex` is [`Hex::ZERO`] (an `origin` left out when serialised).
#[allow(clippy::trivially_copy_pass_by_ref)] // serde's `skip_serializing_if` passes a reference
fn is_zero(hex: &Hex) -> bool {
    *hex == Hex::ZERO
}

const fn default_digits() -> u8 {
    HexNumbering::DEFAULT_DIGITS
}

/// `RangeInclusive<i32>` as `{ first, last }`.
mod first_last {
    use core::ops::RangeInclusive;

    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    #[derive(Serialize, Deserialize)]
    struct FirstLast {
        first: i32,
        last: i32,
    }

    pub(super) fn serialize<S: Serializer>(
        range: &RangeInclusive<i32>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        FirstLast { first: *range.start(), last: *range.end() }.serialize(serializer)
    }

    pub(super) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<RangeInclusive<i32>, D::Error> {
        let FirstLast { first, last } = FirstLast::deserialize(deserializer)?;
        Ok(first..=last)
    }
}

impl HexNumbering {
    /// The usual number of digits per coordinate.
    pub const DEFAULT_DIGITS: u8 = 2;

    /// The printed columns of the strategic game's maps: `1..=70`.
    pub const STRATEGIC_COLUMNS: RangeInclusive<i32> = 1..=70;

    /// The printed rows of the strategic game's maps: `1..=60`.
    pub const STRATEGIC_ROWS: RangeInclusive<i32> = 1..=60;

    /// A numbering with no prefix, column-then-row order and 2 digits per coordinate.
    ///
    /// ```
    /// use umpire_hex::{HexNumbering, OffsetLayout};
    ///
    /// let map = HexNumbering::new(OffsetLayout::EVEN_Q, 1..=32, 1..=22);
    /// let hex = map.parse("1012")?;
    /// assert_eq!(map.format(hex)?, "1012");
    /// # Ok::<(), umpire_hex::NumberingError>(())
    /// ```
    #[must_use]
    pub const fn new(
        layout: OffsetLayout,
        columns: RangeInclusive<i32>,
        rows: RangeInclusive<i32>,
    ) -> Self {
        Self {
            prefix: None,
            order: DigitOrder::ColumnRow,
            digits: Self::DEFAULT_DIGITS,
            layout,
            columns,
            rows,
            origin: Hex::ZERO,
        }
    }

    /// This numbering with map prefix `prefix` (an empty prefix means none).
    #[must_use]
    pub fn with_prefix(mut self, prefix: impl Into<String>) -> Self {
        self.prefix = Some(prefix.into());
        self
    }

    /// This numbering with the digit order `order`.
    #[must_use]
    pub const fn with_order(mut self, order: DigitOrder) -> Self {
        self.order = order;
        self
    }

    /// This numbering with `digits` digits per coordinate (1 to 9 are useful).
    #[must_use]
    pub const fn with_digits(mut self, digits: u8) -> Self {
        self.digits = digits;
        self
    }

    /// The strategic game's numbering for the map with prefix `prefix`: column then row, two
    /// digits each, flat-top hexes with the **odd printed columns shoved down** (odd-q on the
    /// printed numbers), columns [`STRATEGIC_COLUMNS`](Self::STRATEGIC_COLUMNS) and rows
    /// [`STRATEGIC_ROWS`](Self::STRATEGIC_ROWS). Set `columns`/`rows` afterwards if a map is
    /// smaller.
    ///
    /// With this setting `3608` touches `3707` and `3708`, and `3617` touches `3517` and
    /// `3516`.
    #[must_use]
    pub fn strategic(prefix: impl Into<String>) -> Self {
        Self::new(OffsetLayout::ODD_Q, Self::STRATEGIC_COLUMNS, Self::STRATEGIC_ROWS)
            .with_prefix(prefix)
    }

    /// The strategic game's east map: [`strategic("e")`](Self::strategic).
    #[must_use]
    pub fn strategic_east() -> Self {
        Self::strategic("e")
    }

    /// The strategic game's west map: [`strategic("w")`](Self::strategic).
    #[must_use]
    pub fn strategic_west() -> Self {
        Self::strategic("w")
    }

    /// This numbering counting from `origin`: the hex `origin` is printed as (column 0, row 0)
    /// would be, and every other hex keeps its place relative to it.
    ///
    /// ```
    /// use umpire_hex::{Hex, HexNumbering, Offset, OffsetLayout};
    ///
    /// let map = HexNumbering::new(OffsetLayout::ODD_Q, 0..=9, 0..=9).with_origin(Hex::new(-5, 2));
    /// assert_eq!(map.offset_of(Hex::new(-5, 2)), Offset::new(0, 0));
    /// assert_eq!(map.format(Hex::new(-4, 2))?, "0100");
    /// # Ok::<(), umpire_hex::NumberingError>(())
    /// ```
    #[must_use]
    pub const fn with_origin(mut self, origin: Hex) -> Self {
        self.origin = origin;
        self
    }

    /// Our default numbering for a map that has no printed numbers: every hex of `hexes` gets a
    /// distinct id that [`parse`](Self::parse) reads back to it and [`format`](Self::format)
    /// writes.
    ///
    /// The choice is ours, not any published game's: flat-top hexes with the odd printed
    /// columns shoved down (odd-q, as the strategic game's maps), column then row, no prefix;
    /// the leftmost column of the hexes is column `01` and their topmost row is row `01`; two
    /// digits per coordinate, or more when the hexes span more than 99 columns or rows (`001001`
    /// for a map 100 to 999 wide). `origin` is moved so that any coordinates, negative ones
    /// included, get such numbers. The numbered area is the bounding rectangle of the hexes, so
    /// ids of the hexes between them parse too: the map says which hexes are its own
    /// ([`hex_index`]). An empty set gives a numbering that numbers no hex (every id is off the
    /// map). Exact for every set whose columns and rows each span fewer than 2^31 numbers
    /// (every set of hexes within ±2^29 of [`Hex::ZERO`]); beyond that it never panics, but some
    /// hexes are left without a number.
    ///
    /// The same hexes in any order, repeated or not, get the same numbering.
    ///
    /// [`hex_index`]: https://docs.rs/umpire-map/latest/umpire_map/trait.HexBoard.html#tymethod.hex_index
    ///
    /// ```
    /// use umpire_hex::{Hex, HexNumbering};
    ///
    /// // A digital game's map: a hexagon of radius 2 around the origin.
    /// let hexes: Vec<Hex> = Hex::ZERO.range(2).collect();
    /// let numbering = HexNumbering::covering(hexes.iter().copied());
    /// assert_eq!(numbering.format(Hex::new(-2, 0))?, "0102"); // the leftmost column
    /// assert_eq!(numbering.format(Hex::new(0, -2))?, "0301"); // the top row
    /// for &hex in &hexes {
    ///     assert_eq!(numbering.parse(&numbering.format(hex)?)?, hex);
    /// }
    /// assert_eq!(HexNumbering::covering([]).parse("0101").ok(), None);
    /// # Ok::<(), umpire_hex::NumberingError>(())
    /// ```
    #[must_use]
    pub fn covering(hexes: impl IntoIterator<Item = Hex>) -> Self {
        let layout = OffsetLayout::ODD_Q;
        // Columns are `q`; pass 1 finds the first and last, pass 2 the rows counted from the
        // column the origin puts at 0 (the shove of a column depends on its printed number).
        let hexes: Vec<Hex> = hexes.into_iter().collect();
        let Some(columns) = bounds(hexes.iter().map(|h| i64::from(h.q))) else {
            return Self::new(layout, nothing(), nothing());
        };
        let origin_q = saturate(columns.0 - 1);
        let row_of = |h: &Hex| {
            let q = i64::from(h.q) - i64::from(origin_q);
            // odd-q: row = r + floor(q / 2).
            i64::from(h.r) + q.div_euclid(2)
        };
        let rows = bounds(hexes.iter().map(row_of)).unwrap_or((1, 1));
        let origin_r = saturate(rows.0 - 1);
        let (cols, rows) = (columns.1 - columns.0 + 1, rows.1 - rows.0 + 1);
        Self::new(layout, 1..=saturate(cols), 1..=saturate(rows))
            .with_digits(digits_for(cols.max(rows)))
            .with_origin(Hex::new(origin_q, origin_r))
    }

    /// Our default numbering for a rectangular map with no printed numbers (kept, say, in a
    /// [`HexGrid`](crate::HexGrid) over `rect`): the rect's own columns and rows, numbered from
    /// `01` at [`rect.min()`](OffsetRect::min), in the rect's orientation, column then row, no
    /// prefix, two digits or more as [`covering`](Self::covering) chooses them. Its
    /// [`rect`](Self::rect) holds the same hexes as `rect`, and an id's numbers count the
    /// rect's columns and rows from 1 (whatever the rect's first offset, negative or not).
    ///
    /// ```
    /// use umpire_hex::{HexNumbering, Offset, OffsetLayout, OffsetRect};
    ///
    /// let rect = OffsetRect::new(OffsetLayout::EVEN_R, Offset::new(-4, -3), 12, 8);
    /// let numbering = HexNumbering::covering_rect(&rect);
    /// let corner = rect.hex_at(0).expect("a hex");
    /// assert_eq!(numbering.format(corner)?, "0101");
    /// let last = rect.hex_at(rect.len() - 1).expect("a hex");
    /// assert_eq!(numbering.format(last)?, "1208");
    /// assert!(rect.iter().all(|hex| numbering.contains(hex)));
    /// # Ok::<(), umpire_hex::NumberingError>(())
    /// ```
    #[must_use]
    pub fn covering_rect(rect: &OffsetRect) -> Self {
        let layout = rect.layout();
        if rect.is_empty() {
            return Self::new(layout, nothing(), nothing());
        }
        let min = rect.min();
        // Printed line 1 is storage line `min`: a shift by an odd number of lines swaps which
        // printed lines are the shoved ones.
        let staggered = match layout.orientation {
            crate::Orientation::FlatTop => min.col,
            crate::Orientation::PointyTop => min.row,
        };
        let printed =
            if staggered.wrapping_sub(1) % 2 == 0 { layout } else { layout.other_parity() };
        let (a, b) = (layout.to_hex(min), printed.to_hex(Offset::new(1, 1)));
        let origin = Hex::new(a.q.wrapping_sub(b.q), a.r.wrapping_sub(b.r));
        let (cols, rows) = (i64::from(rect.cols()), i64::from(rect.rows()));
        Self::new(printed, 1..=saturate(cols), 1..=saturate(rows))
            .with_digits(digits_for(cols.max(rows)))
            .with_origin(origin)
    }

    /// The prefix in use, if any (an empty prefix counts as none).
    fn active_prefix(&self) -> Option<&str> {
        self.prefix.as_deref().filter(|p| !p.is_empty())
    }

    /// The printed (column, row) of `hex`.
    #[inline]
    #[must_use]
    pub const fn offset_of(&self, hex: Hex) -> Offset {
        let relative =
            Hex::new(hex.q.wrapping_sub(self.origin.q), hex.r.wrapping_sub(self.origin.r));
        self.layout.to_offset(relative)
    }

    /// The hex printed as (column, row) `offset`, whether or not it is on the map.
    #[inline]
    #[must_use]
    pub const fn hex_of(&self, offset: Offset) -> Hex {
        let relative = self.layout.to_hex(offset);
        Hex::new(relative.q.wrapping_add(self.origin.q), relative.r.wrapping_add(self.origin.r))
    }

    /// Whether `hex` has a number on this map.
    ///
    /// ```
    /// use umpire_hex::{HexNumbering, Offset};
    ///
    /// let map = HexNumbering::strategic_west();
    /// assert!(map.contains(map.hex_of(Offset::new(1, 1))));
    /// assert!(!map.contains(map.hex_of(Offset::new(0, 1))));
    /// ```
    #[inline]
    #[must_use]
    pub fn contains(&self, hex: Hex) -> bool {
        let o = self.offset_of(hex);
        self.columns.contains(&o.col) && self.rows.contains(&o.row)
    }

    /// The numbered area as an [`OffsetRect`] (same hexes as [`contains`](Self::contains)).
    ///
    /// ```
    /// use umpire_hex::{HexNumbering, Offset};
    ///
    /// let rect = HexNumbering::strategic_east().rect();
    /// assert_eq!(rect.min(), Offset::new(1, 1));
    /// assert_eq!((rect.cols(), rect.rows()), (70, 60));
    /// ```
    ///
    /// With an `origin` the rect is laid out in storage coordinates (those of
    /// [`OffsetLayout::to_offset`] on the hexes themselves): when the origin moves the
    /// staggered lines by an odd number, its layout is the numbering's
    /// [`other_parity`](OffsetLayout::other_parity).
    #[must_use]
    pub fn rect(&self) -> OffsetRect {
        let staggered = match self.layout.orientation {
            crate::Orientation::FlatTop => self.origin.q,
            crate::Orientation::PointyTop => self.origin.r,
        };
        let layout = if staggered % 2 == 0 { self.layout } else { self.layout.other_parity() };
        let first = self.hex_of(Offset::new(*self.columns.start(), *self.rows.start()));
        OffsetRect::new(layout, layout.to_offset(first), span(&self.columns), span(&self.rows))
    }

    /// A one-line description of this map's hex numbers for messages, e.g.
    /// `"e" followed by 4 digits, the column (01-70) then the row (01-60), e.g. "e0101"`.
    #[must_use]
    pub fn hint(&self) -> String {
        if self.columns.is_empty() || self.rows.is_empty() {
            return "none: this map numbers no hexes".to_owned();
        }
        let w = usize::from(self.digits);
        let (first, second, a, b) = match self.order {
            DigitOrder::ColumnRow => ("column", "row", &self.columns, &self.rows),
            DigitOrder::RowColumn => ("row", "column", &self.rows, &self.columns),
        };
        let prefix =
            self.active_prefix().map_or_else(String::new, |p| format!("{p:?} followed by "));
        let example = self
            .print(Offset::new(*self.columns.start(), *self.rows.start()))
            .map_or_else(String::new, |e| format!(", e.g. {e:?}"));
        format!(
            "{prefix}{} digits, the {first} ({:0w$}-{:0w$}) then the {second} ({:0w$}-{:0w$}){example}",
            2 * w,
            a.start(),
            a.end(),
            b.start(),
            b.end(),
        )
    }

    /// Reads a printed hex number.
    ///
    /// Surrounding whitespace is ignored and the prefix is matched ignoring ASCII case.
    ///
    /// ```
    /// use umpire_hex::{HexNumbering, NumberingError, Offset};
    ///
    /// let map = HexNumbering::strategic_east();
    /// let hex = map.parse("E3609")?;
    /// assert_eq!(map.offset_of(hex), Offset::new(36, 9));
    /// assert!(matches!(map.parse("e360"), Err(NumberingError::WrongLength { .. })));
    /// # Ok::<(), NumberingError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// A [`NumberingError`] saying what is wrong and what this map's numbers look like:
    /// [`Empty`](NumberingError::Empty), [`WrongPrefix`](NumberingError::WrongPrefix),
    /// [`NotDigits`](NumberingError::NotDigits), [`WrongLength`](NumberingError::WrongLength)
    /// or [`OffMap`](NumberingError::OffMap).
    pub fn parse(&self, text: &str) -> Result<Hex, NumberingError> {
        let trimmed = text.trim();
        if trimmed.is_empty() {
            return Err(NumberingError::Empty { hint: self.hint() });
        }
        let number = match self.active_prefix() {
            None => trimmed,
            Some(prefix) => match trimmed.split_at_checked(prefix.len()) {
                Some((head, rest)) if head.eq_ignore_ascii_case(prefix) => rest,
                _ => {
                    return Err(NumberingError::WrongPrefix {
                        text: text.to_owned(),
                        expected: prefix.to_owned(),
                        hint: self.hint(),
                    });
                }
            },
        };
        if !number.bytes().all(|b| b.is_ascii_digit()) {
            return Err(NumberingError::NotDigits {
                text: text.to_owned(),
                digits: number.to_owned(),
                hint: self.hint(),
            });
        }
        let width = usize::from(self.digits);
        // All ASCII digits, so bytes are characters and every split is on a boundary.
        let (Some((first, second)), true) =
            (number.split_at_checked(width), number.len() == 2 * width)
        else {
            return Err(NumberingError::WrongLength {
                text: text.to_owned(),
                expected: 2 * width,
                found: number.len(),
                hint: self.hint(),
            });
        };
        let (first, second) = (read_number(first), read_number(second));
        let (column, row) = match self.order {
            DigitOrder::ColumnRow => (first, second),
            DigitOrder::RowColumn => (second, first),
        };
        match (i32::try_from(column), i32::try_from(row)) {
            (Ok(col), Ok(row)) if self.columns.contains(&col) && self.rows.contains(&row) => {
                Ok(self.hex_of(Offset::new(col, row)))
            }
            _ => Err(NumberingError::OffMap {
                text: text.to_owned(),
                column,
                row,
                columns: self.columns.clone(),
                rows: self.rows.clone(),
            }),
        }
    }

    /// Writes the printed number of `hex`, zero-padded to `digits` per coordinate.
    ///
    /// ```
    /// use umpire_hex::{HexNumbering, Offset};
    ///
    /// let map = HexNumbering::strategic_west();
    /// assert_eq!(map.format(map.hex_of(Offset::new(7, 3)))?, "w0703");
    /// assert!(map.format(map.hex_of(Offset::new(71, 3))).is_err());
    /// # Ok::<(), umpire_hex::NumberingError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`NumberingError::HexOffMap`] if `hex` is outside the numbered area;
    /// [`NumberingError::Unprintable`] if the numbering's ranges contain numbers that do not
    /// fit in `digits` digits (or are negative).
    pub fn format(&self, hex: Hex) -> Result<String, NumberingError> {
        let o = self.offset_of(hex);
        if !(self.columns.contains(&o.col) && self.rows.contains(&o.row)) {
            return Err(NumberingError::HexOffMap {
                hex,
                column: o.col,
                row: o.row,
                columns: self.columns.clone(),
                rows: self.rows.clone(),
            });
        }
        self.print(o).ok_or(NumberingError::Unprintable {
            hex,
            column: o.col,
            row: o.row,
            digits: self.digits,
        })
    }

    /// The printed form of `offset`, if both numbers fit in `digits` digits.
    fn print(&self, offset: Offset) -> Option<String> {
        let (a, b) = match self.order {
            DigitOrder::ColumnRow => (offset.col, offset.row),
            DigitOrder::RowColumn => (offset.row, offset.col),
        };
        let (a, b) = (u32::try_from(a).ok()?, u32::try_from(b).ok()?);
        let fits = |n: u32| n.checked_ilog10().map_or(1, |log| log + 1) <= u32::from(self.digits);
        if !(fits(a) && fits(b)) {
            return None;
        }
        let w = usize::from(self.digits);
        Some(format!("{}{a:0w$}{b:0w$}", self.active_prefix().unwrap_or("")))
    }
}

/// The value of a string of ASCII digits, saturating at `u64::MAX`.
fn read_number(digits: &str) -> u64 {
    digits.bytes().fold(0u64, |n, b| n.saturating_mul(10).saturating_add(u64::from(b - b'0')))
}

/// The empty range of numbers `1..=0`: a numbering of no hexes.
const fn nothing() -> RangeInclusive<i32> {
    RangeInclusive::new(1, 0)
}

/// The least and greatest of `values`, or `None` if there are none.
fn bounds(values: impl Iterator<Item = i64>) -> Option<(i64, i64)> {
    values.fold(None, |found, v| match found {
        None => Some((v, v)),
        Some((lo, hi)) => Some((lo.min(v), hi.max(v))),
    })
}

/// `value` clamped into `i32`.
fn saturate(value: i64) -> i32 {
    i32::try_from(value).unwrap_or(if value < 0 { i32::MIN } else { i32::MAX })
}

/// The digits per coordinate that print numbers up to `largest`: at least
/// [`HexNumbering::DEFAULT_DIGITS`].
fn digits_for(largest: i64) -> u8 {
    let mut digits = 1u8;
    let mut limit = 10i64;
    while largest >= limit && digits < 19 {
        digits += 1;
        limit = limit.saturating_mul(10);
    }
    digits.max(HexNumbering::DEFAULT_DIGITS)
}

/// The number of values in `range`, clamped to `0..=u32::MAX`.
fn span(range: &RangeInclusive<i32>) -> u32 {
    let n = i64::from(*range.end()) - i64::from(*range.start()) + 1;
    u32::try_from(n.max(0)).unwrap_or(u32::MAX)
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;
    use crate::Direction;

    fn adjacent(map: &HexNumbering, a: &str, b: &str) -> bool {
        let a = map.parse(a).unwrap();
        let b = map.parse(b).unwrap();
        a.distance(b) == 1
    }

    fn map_for(number: &str) -> HexNumbering {
        if number.starts_with('e') {
            HexNumbering::strategic_east()
        } else {
            HexNumbering::strategic_west()
        }
    }

    #[test]
    fn strategic_setting_is_pinned() {
        let east = HexNumbering::strategic_east();
        assert_eq!(east.prefix.as_deref(), Some("e"));
        assert_eq!(east.order, DigitOrder::ColumnRow);
        assert_eq!(east.digits, 2);
        assert_eq!(east.layout, OffsetLayout::ODD_Q);
        assert_eq!(east.columns, 1..=70);
        assert_eq!(east.rows, 1..=60);
        assert_eq!(HexNumbering::strategic_west().prefix.as_deref(), Some("w"));
    }

    #[test]
    fn strategic_adjacent_pairs() {
        let pairs = [
            ("e3609", "e3608"),
            ("e3608", "e3707"),
            ("e3609", "e3708"),
            ("w3718", "w3717"),
            ("w3717", "w3617"),
            ("w3717", "w3618"),
            ("w3617", "w3517"),
            ("w3617", "w3516"),
            ("w3518", "w3619"),
            ("w3915", "w3815"),
            ("w3815", "w3714"),
            ("w3922", "w4023"),
            ("e1213", "e1312"),
        ];
        for (a, b) in pairs {
            let map = map_for(a);
            assert!(adjacent(&map, a, b), "{a} and {b} should be adjacent");
            assert!(adjacent(&map, b, a), "{b} and {a} should be adjacent");
        }
    }

    #[test]
    fn strategic_non_adjacent_pairs() {
        let pairs = [
            ("e3609", "e3707"),
            ("w3718", "w3617"),
            ("e3608", "e3709"),
            ("w3617", "w3518"),
            ("e3609", "e3609"),
        ];
        for (a, b) in pairs {
            let map = map_for(a);
            assert!(!adjacent(&map, a, b), "{a} and {b} should not be adjacent");
        }
    }

    #[test]
    fn odd_columns_are_shoved_down() {
        // In odd-q the odd column's hex with the same row number sits half a hex lower:
        // 3608's south-east neighbour is 3708, and 3708's north-west neighbour is 3608.
        let map = HexNumbering::strategic_east();
        let h3608 = map.parse("e3608").unwrap();
        assert_eq!(map.format(h3608.neighbour(Direction::SouthEast)).unwrap(), "e3708");
        assert_eq!(map.format(h3608.neighbour(Direction::NorthEast)).unwrap(), "e3707");
        let h3708 = map.parse("e3708").unwrap();
        assert_eq!(map.format(h3708.neighbour(Direction::NorthWest)).unwrap(), "e3608");
        assert_eq!(map.format(h3708.neighbour(Direction::SouthWest)).unwrap(), "e3609");
    }

    #[test]
    fn parse_and_format_basics() {
        let map = HexNumbering::strategic_east();
        let hex = map.parse("e0102").unwrap();
        assert_eq!(map.offset_of(hex), Offset::new(1, 2));
        assert_eq!(map.format(hex).unwrap(), "e0102");
        assert_eq!(map.parse("E0102").unwrap(), hex);
        assert_eq!(map.parse("  e0102\n").unwrap(), hex);
        assert_eq!(map.parse("e7060").map(|h| map.offset_of(h)), Ok(Offset::new(70, 60)));
        assert_eq!(map.format(map.hex_of(Offset::new(70, 60))).unwrap(), "e7060");
    }

    #[test]
    fn parse_errors() {
        let map = HexNumbering::strategic_east();
        assert!(matches!(
            map.parse("x3609"),
            Err(NumberingError::WrongPrefix { ref expected, .. }) if expected == "e"
        ));
        assert!(matches!(map.parse("3609"), Err(NumberingError::WrongPrefix { .. })));
        assert!(matches!(
            map.parse("e36a9"),
            Err(NumberingError::NotDigits { ref digits, .. }) if digits == "36a9"
        ));
        assert!(matches!(map.parse("e-3609"), Err(NumberingError::NotDigits { .. })));
        assert!(matches!(
            map.parse("e360"),
            Err(NumberingError::WrongLength { expected: 4, found: 3, .. })
        ));
        assert!(matches!(
            map.parse("e36091"),
            Err(NumberingError::WrongLength { expected: 4, found: 5, .. })
        ));
        assert!(matches!(map.parse("e"), Err(NumberingError::WrongLength { found: 0, .. })));
        assert!(matches!(
            map.parse("e9999"),
            Err(NumberingError::OffMap { column: 99, row: 99, .. })
        ));
        assert!(matches!(
            map.parse("e0001"),
            Err(NumberingError::OffMap { column: 0, row: 1, .. })
        ));
        assert!(matches!(
            map.parse("e0161"),
            Err(NumberingError::OffMap { column: 1, row: 61, .. })
        ));
        assert!(matches!(map.parse(""), Err(NumberingError::Empty { .. })));
        assert!(matches!(map.parse("   "), Err(NumberingError::Empty { .. })));
        // Multi-byte input never splits a character.
        assert!(matches!(map.parse("é3609"), Err(NumberingError::WrongPrefix { .. })));
        assert!(matches!(map.parse("e36é9"), Err(NumberingError::NotDigits { .. })));
    }

    #[test]
    fn error_messages_say_what_to_do() {
        let map = HexNumbering::strategic_east();
        let msg = |t: &str| map.parse(t).unwrap_err().to_string();
        let hint =
            r#""e" followed by 4 digits, the column (01-70) then the row (01-60), e.g. "e0101""#;
        assert_eq!(map.hint(), hint);
        assert_eq!(
            msg("x3609"),
            format!(r#""x3609" does not start with "e"; hex numbers on this map are {hint}"#)
        );
        assert_eq!(
            msg("e36a9"),
            format!(
                r#""e36a9" is not a hex number: "36a9" should be digits 0-9 only; hex numbers on this map are {hint}"#
            )
        );
        assert_eq!(
            msg("e360"),
            format!(
                r#""e360" has 3 digits but needs exactly 4; hex numbers on this map are {hint}"#
            )
        );
        assert_eq!(
            msg("e9999"),
            r#""e9999" is off the map: it names column 99, row 99, but this map's columns run 1-70 and its rows 1-60"#
        );
        assert_eq!(msg(""), format!("no hex number was given; hex numbers on this map are {hint}"));
        let off = map.format(Hex::new(-5, 0)).unwrap_err().to_string();
        assert_eq!(
            off,
            "hex (-5, 0) has no number on this map: it falls at column -5, row -3, but this map's columns run 1-70 and its rows 1-60"
        );
    }

    #[test]
    fn format_errors() {
        let map = HexNumbering::strategic_west();
        let off = map.hex_of(Offset::new(0, 5));
        assert!(matches!(
            map.format(off),
            Err(NumberingError::HexOffMap { column: 0, row: 5, .. })
        ));
        // A badly configured numbering: ranges its digits cannot print.
        let wide = HexNumbering::new(OffsetLayout::ODD_Q, 95..=105, -1..=3);
        assert!(matches!(
            wide.format(wide.hex_of(Offset::new(100, 1))),
            Err(NumberingError::Unprintable { column: 100, .. })
        ));
        assert!(matches!(
            wide.format(wide.hex_of(Offset::new(99, -1))),
            Err(NumberingError::Unprintable { row: -1, .. })
        ));
        assert_eq!(wide.format(wide.hex_of(Offset::new(99, 3))).unwrap(), "9903");
        let zero = HexNumbering::new(OffsetLayout::ODD_Q, 0..=3, 0..=3).with_digits(0);
        assert!(zero.format(Hex::ZERO).is_err());
        assert!(zero.parse("").is_err());
        assert!(zero.parse("1").is_err());
        assert!(!zero.hint().contains("e.g."));
    }

    #[test]
    fn huge_digit_counts_do_not_panic() {
        let map = HexNumbering::new(OffsetLayout::ODD_Q, 1..=9, 1..=9).with_digits(12);
        let hex = map.hex_of(Offset::new(3, 4));
        assert_eq!(map.format(hex).unwrap(), "000000000003000000000004");
        assert_eq!(map.parse("000000000003000000000004").unwrap(), hex);
        let err = map.parse("999999999999999999999999").unwrap_err();
        assert!(matches!(err, NumberingError::OffMap { .. }));
    }

    #[test]
    fn row_column_order_and_no_prefix() {
        let map = HexNumbering::new(OffsetLayout::EVEN_R, 1..=30, 1..=20)
            .with_order(DigitOrder::RowColumn)
            .with_digits(3);
        let hex = map.parse("012007").unwrap();
        assert_eq!(map.offset_of(hex), Offset::new(7, 12));
        assert_eq!(map.format(hex).unwrap(), "012007");
        assert_eq!(
            map.hint(),
            r#"6 digits, the row (001-020) then the column (001-030), e.g. "001001""#
        );
        let empty_prefix = HexNumbering::new(OffsetLayout::ODD_Q, 1..=9, 1..=9).with_prefix("");
        assert_eq!(empty_prefix.format(empty_prefix.hex_of(Offset::new(1, 2))).unwrap(), "0102");
        assert!(empty_prefix.parse("0102").is_ok());
    }

    #[test]
    fn longer_prefix_case_insensitive() {
        let map = HexNumbering::new(OffsetLayout::ODD_Q, 1..=20, 1..=20).with_prefix("Map");
        let hex = map.parse("mAp1005").unwrap();
        assert_eq!(map.format(hex).unwrap(), "Map1005");
        assert!(matches!(map.parse("Ma1005"), Err(NumberingError::WrongPrefix { .. })));
    }

    #[test]
    fn rect_and_contains_agree() {
        let map = HexNumbering::new(OffsetLayout::EVEN_Q, 3..=7, 2..=5);
        let rect = map.rect();
        assert_eq!(rect.len(), 20);
        for col in 0..=9 {
            for row in 0..=8 {
                let hex = map.hex_of(Offset::new(col, row));
                assert_eq!(map.contains(hex), rect.contains(hex));
                assert_eq!(map.contains(hex), map.format(hex).is_ok());
            }
        }
        let backwards = HexNumbering::new(OffsetLayout::EVEN_Q, RangeInclusive::new(7, 3), 2..=5);
        assert!(backwards.rect().is_empty());
        assert!(!backwards.contains(backwards.hex_of(Offset::new(5, 3))));
    }

    #[test]
    fn serde_uses_first_last_and_defaults() {
        let text = r#"
            prefix = "e"
            layout = { orientation = "FlatTop", parity = "Odd" }
            columns = { first = 1, last = 70 }
            rows = { first = 1, last = 60 }
        "#;
        let map: HexNumbering = toml::from_str(text).unwrap();
        assert_eq!(map, HexNumbering::strategic_east());
        let written = toml::to_string(&map).unwrap();
        assert!(written.contains("first = 1"), "{written}");
        assert!(written.contains("last = 70"), "{written}");
        let back: HexNumbering = toml::from_str(&written).unwrap();
        assert_eq!(back, map);
    }
}
