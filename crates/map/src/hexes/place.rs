//! Where a piece can be on a hex map: a hex, or an off-map or holding box.

use serde::{Deserialize, Serialize};
use umpire_hex::Hex;

/// An off-map or holding box's number, `0..`[`HexBoard::box_count`].
///
/// [`HexBoard::box_count`]: crate::HexBoard::box_count
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct BoxId(pub u16);

impl BoxId {
    /// The box's number as an index.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// Where a piece can be on a hex map: a hex of the map, or an off-map or holding box (the
/// Central Asia Box, a Force Pool, a theatre box…).
///
/// ```
/// use umpire_hex::Hex;
/// use umpire_map::{BoxId, MapPlace};
///
/// let here = MapPlace::Hex(Hex::new(3, -1));
/// assert_eq!(here.hex(), Some(Hex::new(3, -1)));
/// assert_eq!(MapPlace::Box(BoxId(0)).hex(), None);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum MapPlace {
    /// A hex of the map.
    Hex(Hex),
    /// An off-map or holding box.
    Box(BoxId),
}

impl MapPlace {
    /// The hex, for a hex.
    #[inline]
    pub const fn hex(self) -> Option<Hex> {
        match self {
            MapPlace::Hex(hex) => Some(hex),
            MapPlace::Box(_) => None,
        }
    }

    /// Whether it is a hex.
    #[inline]
    pub const fn is_hex(self) -> bool {
        matches!(self, MapPlace::Hex(_))
    }
}

impl From<Hex> for MapPlace {
    fn from(hex: Hex) -> MapPlace {
        MapPlace::Hex(hex)
    }
}

impl From<BoxId> for MapPlace {
    fn from(id: BoxId) -> MapPlace {
        MapPlace::Box(id)
    }
}
