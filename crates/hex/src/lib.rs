#![doc = include_str!("../README.md")]
//!
//! # The types
//!
//! * [`Hex`] — axial `(q, r)` coordinates with neighbours, distance, rings, spirals and lines.
//! * [`Direction`] — the six neighbour directions in a fixed order (flat-top compass names).
//! * [`Offset`], [`OffsetLayout`] — (column, row) coordinates of rectangular maps.
//! * [`Hexside`] — the edge between two hexes, with exactly one value per edge.
//! * [`OffsetRect`], [`HexGrid`], [`HexsideMap`] — dense per-hex and per-hexside storage.
//! * [`HexNumbering`] — reading and writing printed hex numbers like `e3609`;
//!   [`HexNumbering::covering`] numbers a map that has none.
//!
//! # Example
//!
//! ```
//! use umpire_hex::{Direction, HexGrid, HexNumbering, Hexside, HexsideMap};
//!
//! let map = HexNumbering::strategic_east();
//! let a = map.parse("e3609")?;
//! let b = map.parse("e3708")?;
//! assert_eq!(a.distance(b), 1);
//! assert_eq!(a.direction_to(b), Some(Direction::NorthEast));
//!
//! // One value per hexside, whichever hex names it.
//! let mut rivers = HexsideMap::new(map.rect(), false);
//! rivers[a.hexside(Direction::NorthEast)] = true;
//! assert_eq!(Hexside::between(b, a).map(|s| rivers[s]), Some(true));
//!
//! // One value per hex.
//! let mut visited = HexGrid::new(map.rect(), false);
//! visited[a] = true;
//! assert_eq!(visited.get(b), Some(&false));
//! assert_eq!(map.format(b)?, "e3708");
//! # Ok::<(), umpire_hex::NumberingError>(())
//! ```

mod direction;
mod error;
mod grid;
mod hex;
mod hexside;
mod hexside_map;
mod numbering;
mod offset;
mod rect;
mod shapes;

// Coordinates and directions.
pub use direction::Direction;
pub use hex::Hex;
pub use offset::{Offset, OffsetLayout, Orientation, Parity};

// Edges between hexes.
pub use hexside::Hexside;

// Areas and dense storage.
pub use grid::HexGrid;
pub use hexside_map::HexsideMap;
pub use rect::{OffsetRect, RectIter};

// Printed map numbers.
pub use numbering::{DigitOrder, HexNumbering};

// Errors.
pub use error::{LengthMismatch, NumberingError, OffMap};
