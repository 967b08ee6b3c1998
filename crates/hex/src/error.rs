//! Error types.

use core::ops::RangeInclusive;

use crate::{Hex, Hexside};

/// A hex or hexside outside the area a [`HexGrid`](crate::HexGrid) or
/// [`HexsideMap`](crate::HexsideMap) stores.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
pub enum OffMap {
    /// The hex is not inside the grid's rectangle.
    #[error("hex {0} is outside the map")]
    Hex(Hex),
    /// The hexside does not touch any hex of the map's rectangle.
    #[error("hexside {0} does not touch the map")]
    Hexside(Hexside),
}

/// A flat `Vec` whose length does not match the storage's shape.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[error("wrong number of cells: the map's shape needs {expected}, but {found} were given")]
pub struct LengthMismatch {
    /// The length the shape needs.
    pub expected: usize,
    /// The length supplied.
    pub found: usize,
}

/// Why a printed hex number could not be read, or a hex could not be numbered.
///
/// Every message is meant to be shown as-is to a player or scenario author: it quotes what
/// was typed and says what this map's hex numbers look like (see
/// [`HexNumbering::hint`](crate::HexNumbering::hint)).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NumberingError {
    /// Nothing (or only spaces) was given.
    #[error("no hex number was given; hex numbers on this map are {hint}")]
    Empty {
        /// What this map's numbers look like.
        hint: String,
    },
    /// The map prefix is missing or different.
    #[error("{text:?} does not start with {expected:?}; hex numbers on this map are {hint}")]
    WrongPrefix {
        /// The text as given.
        text: String,
        /// The prefix this map expects (matched ignoring ASCII case).
        expected: String,
        /// What this map's numbers look like.
        hint: String,
    },
    /// Something other than digits where the digits go.
    #[error(
        "{text:?} is not a hex number: {digits:?} should be digits 0-9 only; \
         hex numbers on this map are {hint}"
    )]
    NotDigits {
        /// The text as given.
        text: String,
        /// The part after the prefix.
        digits: String,
        /// What this map's numbers look like.
        hint: String,
    },
    /// The right kind of characters, but too few or too many digits.
    #[error(
        "{text:?} has {found} digits but needs exactly {expected}; \
         hex numbers on this map are {hint}"
    )]
    WrongLength {
        /// The text as given.
        text: String,
        /// How many digits this map's numbers have (both coordinates together).
        expected: usize,
        /// How many digits were given.
        found: usize,
        /// What this map's numbers look like.
        hint: String,
    },
    /// A well-formed number whose column or row is not on this map.
    #[error(
        "{text:?} is off the map: it names column {column}, row {row}, but this map's \
         columns run {}-{} and its rows {}-{}",
        .columns.start(), .columns.end(), .rows.start(), .rows.end()
    )]
    OffMap {
        /// The text as given.
        text: String,
        /// The column number read (saturating).
        column: u64,
        /// The row number read (saturating).
        row: u64,
        /// The map's printed columns.
        columns: RangeInclusive<i32>,
        /// The map's printed rows.
        rows: RangeInclusive<i32>,
    },
    /// Formatting: the hex lies outside the numbered area.
    #[error(
        "hex {hex} has no number on this map: it falls at column {column}, row {row}, but \
         this map's columns run {}-{} and its rows {}-{}",
        .columns.start(), .columns.end(), .rows.start(), .rows.end()
    )]
    HexOffMap {
        /// The hex to be numbered.
        hex: Hex,
        /// Its printed column.
        column: i32,
        /// Its printed row.
        row: i32,
        /// The map's printed columns.
        columns: RangeInclusive<i32>,
        /// The map's printed rows.
        rows: RangeInclusive<i32>,
    },
    /// Formatting: the hex is on the map, but its column or row is negative or needs more
    /// digits than the numbering has (a map set up with ranges its numbers cannot print).
    #[error(
        "hex {hex} (column {column}, row {row}) cannot be written with {digits} digits per \
         number; the numbering's ranges or digit count need fixing"
    )]
    Unprintable {
        /// The hex to be numbered.
        hex: Hex,
        /// Its printed column.
        column: i32,
        /// Its printed row.
        row: i32,
        /// The digits per coordinate.
        digits: u8,
    },
}
