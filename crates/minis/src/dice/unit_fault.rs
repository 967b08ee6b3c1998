//! [`UnitFault`]: what is wrong with one unit of a game — its id, its position, its speed class,
//! its facing, the chains it moved with — whether the game is built from parts or read from a
//! table scenario.

use crate::unit::MAX_FACING_DEGREES;

/// Why a [`TableUnit`](crate::TableUnit) does not fit the table and the rules data. Its text is
/// what is wrong with the field ([`UnitFault::field`]); the nearest known name, for a misspelt
/// one, is [`UnitFault::nearest`].
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum UnitFault {
    /// Its id is already used by an earlier unit (`id`).
    #[error("the id {id:?} is already used by units[{first}]: ids must differ")]
    DuplicateId {
        /// The id.
        id: String,
        /// The index of the first unit with it.
        first: usize,
    },
    /// Its position is not two finite numbers (`at`).
    #[error("({x}, {y}) is no point: write two numbers")]
    NotAPoint {
        /// The x given.
        x: f64,
        /// The y given.
        y: f64,
    },
    /// Its position is off the table (`at`).
    #[error("({x}, {y}) is off the table")]
    OffTable {
        /// The x given, in the table's unit.
        x: f64,
        /// The y given, in the table's unit.
        y: f64,
    },
    /// Its speed class is none the rules data define (`class`).
    #[error("unknown speed class {class:?} (known: {})", known.join(", "))]
    UnknownClass {
        /// The class given.
        class: String,
        /// The classes the rules data define.
        known: Vec<String>,
        /// The nearest of them, for a misspelt one.
        nearest: Option<String>,
    },
    /// Its facing is not a number of degrees within ±`MAX_FACING_DEGREES` (`facing`).
    #[error(
        "{facing} is no facing: write degrees, from -{max} to {max} \
         (umpire_minis::MAX_FACING_DEGREES)",
        max = MAX_FACING_DEGREES
    )]
    BadFacing {
        /// The facing given.
        facing: f64,
    },
    /// It moved this turn with a chain the rules data do not define (`moved_with`).
    #[error("it cannot have moved with a chain of {chain} dice: chains are {sizes:?}")]
    UnknownChain {
        /// The chain given.
        chain: u32,
        /// The chain sizes the rules data define.
        sizes: Vec<u32>,
    },
}

impl UnitFault {
    /// The unit's field at fault: `id`, `at`, `class`, `facing` or `moved_with`.
    pub fn field(&self) -> &'static str {
        match self {
            UnitFault::DuplicateId { .. } => "id",
            UnitFault::NotAPoint { .. } | UnitFault::OffTable { .. } => "at",
            UnitFault::UnknownClass { .. } => "class",
            UnitFault::BadFacing { .. } => "facing",
            UnitFault::UnknownChain { .. } => "moved_with",
        }
    }

    /// The nearest known name, for a misspelt one.
    pub fn nearest(&self) -> Option<&str> {
        match self {
            UnitFault::UnknownClass { nearest, .. } => nearest.as_deref(),
            _ => None,
        }
    }
}
