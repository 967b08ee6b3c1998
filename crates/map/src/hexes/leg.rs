//! What a hexside carries, and what one leg on a hex map meets.

use serde::{Deserialize, Serialize};
use umpire_hex::{Direction, Hexside};

use super::features::Features;

/// What a hexside carries: its [`Features`] (river, all-sea, canal, bridge…) and whether a road
/// or a rail line runs across it.
///
/// ```
/// use umpire_map::{Crossing, Feature, Features};
///
/// let bridge = Crossing { features: Features::EMPTY.with(Feature::River).with(Feature::Bridge), road: true, rail: false };
/// assert!(bridge.features.contains(Feature::Bridge));
/// assert_eq!(Crossing::default(), Crossing::NONE);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct Crossing {
    /// The hexside's features.
    pub features: Features,
    /// A road runs across it.
    pub road: bool,
    /// A rail line runs across it.
    pub rail: bool,
}

impl Crossing {
    /// A plain hexside: no features, no road, no rail.
    pub const NONE: Crossing = Crossing { features: Features::EMPTY, road: false, rail: false };
}

/// What one leg between two places of a hex map meets.
///
/// Between two adjacent hexes: the `direction` stepped, the `hexside` crossed, and what that
/// hexside carries (its `features`, a `road`, a `rail`). A leg into or out of a box meets nothing
/// ([`HexLeg::default`]). The terrain of the place entered is not part of the leg: a ruleset
/// reads it once per place ([`HexBoard::terrain`]).
///
/// [`HexBoard::terrain`]: crate::HexBoard::terrain
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct HexLeg {
    /// The direction from the hex left to the hex entered.
    pub direction: Option<Direction>,
    /// The hexside crossed.
    pub hexside: Option<Hexside>,
    /// A road runs across the hexside crossed.
    pub road: bool,
    /// A rail line runs across the hexside crossed.
    pub rail: bool,
    /// The features of the hexside crossed.
    pub features: Features,
}

impl HexLeg {
    /// The leg one step `direction` across `hexside`, which carries `crossing`.
    #[inline]
    #[must_use]
    pub const fn across(direction: Direction, hexside: Hexside, crossing: Crossing) -> HexLeg {
        HexLeg {
            direction: Some(direction),
            hexside: Some(hexside),
            road: crossing.road,
            rail: crossing.rail,
            features: crossing.features,
        }
    }

    /// What the hexside crossed carries.
    #[inline]
    pub const fn crossing(&self) -> Crossing {
        Crossing { features: self.features, road: self.road, rail: self.rail }
    }
}
