//! What the Civil War rules ask of a map, beyond the shared [`HexBoard`]: where its cities and
//! towns are, and which of its hexes are on the coast.

use umpire_hex::Hex;
use umpire_map::HexBoard;

/// A map the Civil War movement rules run on.
///
/// Everything else the rules read of a map is shared with the other hex rulesets and comes from
/// [`HexBoard`]:
///
/// - the **terrain** of each hex, by the names the Terrain Effects Chart of the rules data prices
///   (`clear`, `forest`, `swamp`, `coastal`, `all-sea`…): its overland cost, and whether it is a
///   **sea hex** (the rules data's `water = "coastal"` or `"all-sea"`);
/// - what each **hexside** carries ([`HexBoard::crossing`]): its features (`river`,
///   `major-river`, `minor-river` — the **river hexsides** naval and river units move along —
///   `all-sea`, `lake`, `mountain`, `bridge`, `ford`, `ferry`), and whether a road or a **rail
///   line** runs across it;
/// - the printed hex ids orders name hexes by ([`HexBoard::numbering`]).
///
/// The rest of a phase is the [`Situation`](crate::Situation), which a game fills: the units,
/// forts and fortresses, each side's territory and railroads and rail heads, the neutral states'
/// railroad hexes, the tidal river hexsides, the heads of navigation, the Florida crossing and
/// ports besides the cities and towns.
///
/// Of its own, a Civil War map says where its cities and towns are
/// ([`CivilWarMap::for_each_city_or_town`]) and which hexes lie on the coast whatever their
/// terrain ([`CivilWarMap::for_each_coastal_hex`]): a forest or mountain hex on the coast is a
/// **coastal hex** as much as one whose terrain is `coastal`.
///
/// A map with no cities or towns implements it with an empty block:
/// `impl CivilWarMap for MyMap {}`. [`Game::from_parts`](crate::Game::from_parts) asks it once,
/// when the game is built.
///
/// ```
/// use std::collections::HashMap;
/// use umpire_hex::{Hex, HexNumbering, OffsetLayout};
/// use umpire_map::HexBoard;
/// use umpire_civil_war::CivilWarMap;
///
/// struct Sketch { numbering: HexNumbering, terrain: HashMap<Hex, &'static str>, towns: Vec<Hex> }
///
/// impl HexBoard for Sketch {
///     fn hex_count(&self) -> usize { 1 }
///     fn hex_index(&self, hex: Hex) -> Option<usize> { (hex == Hex::ZERO).then_some(0) }
///     fn hex_at(&self, _: usize) -> Hex { Hex::ZERO }
///     fn terrain(&self, hex: Hex) -> Option<&str> { self.terrain.get(&hex).copied() }
///     fn numbering(&self) -> &HexNumbering { &self.numbering }
/// }
///
/// impl CivilWarMap for Sketch {
///     fn for_each_city_or_town(&self, visit: impl FnMut(Hex)) {
///         self.towns.iter().copied().for_each(visit);
///     }
/// }
///
/// let map = Sketch {
///     numbering: HexNumbering::new(OffsetLayout::ODD_Q, 1..=1, 1..=1),
///     terrain: HashMap::from([(Hex::ZERO, "coastal")]),
///     towns: vec![Hex::ZERO],
/// };
/// let mut towns = Vec::new();
/// map.for_each_city_or_town(|hex| towns.push(hex));
/// assert_eq!(towns, [Hex::ZERO]);
/// ```
pub trait CivilWarMap: HexBoard {
    /// Calls `visit` with every hex that holds a city or a town: one on a coastal hex or beside
    /// a navigable river is a port, where units embark and land at the chart's `port` column. A
    /// hex may be visited more than once.
    ///
    /// Default: the hexes of the named places of kind `city`, `town` or `port`
    /// ([`HexBoard::for_each_place_kind`]).
    fn for_each_city_or_town(&self, mut visit: impl FnMut(Hex)) {
        self.for_each_place_kind(|hex, kind| {
            if matches!(kind, "city" | "town" | "port") {
                visit(hex);
            }
        });
    }

    /// Calls `visit` with every hex on the coast whose terrain alone does not say so: a forest,
    /// swamp or mountain hex (any land terrain) that borders the sea. Such a hex keeps its
    /// terrain for marching and for the embarkation chart, and is besides a **coastal hex**: naval
    /// and river units enter it as they enter a `coastal` terrain hex (ACW-WATER-05, -14, -15),
    /// and a city or town in it is a port (ACW-TRANS-12). A terrain the rules data mark
    /// `water = "all-sea"` stays all-sea. A hex may be visited more than once.
    ///
    /// Default: the hexes of the named places of kind `coastal`
    /// ([`HexBoard::for_each_place_kind`]).
    fn for_each_coastal_hex(&self, mut visit: impl FnMut(Hex)) {
        self.for_each_place_kind(|hex, kind| {
            if kind == "coastal" {
                visit(hex);
            }
        });
    }
}

impl<T: CivilWarMap + ?Sized> CivilWarMap for &T {
    fn for_each_city_or_town(&self, visit: impl FnMut(Hex)) {
        (**self).for_each_city_or_town(visit);
    }

    fn for_each_coastal_hex(&self, visit: impl FnMut(Hex)) {
        (**self).for_each_coastal_hex(visit);
    }
}

/// The scenario file's map: its cities and towns are its named places of kind `city`, `town`
/// or `port`; its coastal hexes, besides those of `coastal` terrain, are the named places of
/// kind `coastal` and every hex of a zone of kind `coastal`:
///
/// ```toml
/// [[map.places]]
/// name = "Fort Monroe"
/// hex = "0402"
/// kinds = ["town", "coastal"]
///
/// [[map.zones]]
/// id = "outer-banks"
/// kind = "coastal"
/// hexes = ["0403", "0404"]
/// ```
#[cfg(feature = "scenario")]
#[cfg_attr(docsrs, doc(cfg(feature = "scenario")))]
impl CivilWarMap for umpire_scenario::ScenarioMap {
    fn for_each_coastal_hex(&self, mut visit: impl FnMut(Hex)) {
        self.for_each_place_kind(|hex, kind| {
            if kind == "coastal" {
                visit(hex);
            }
        });
        for zone in self.zones().iter().filter(|z| z.kind == "coastal") {
            zone.hexes.iter().copied().for_each(&mut visit);
        }
    }
}
