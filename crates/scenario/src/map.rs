//! A loaded map: numbering, terrain, hexside features, roads and rails, places, boxes, zones.

use std::collections::BTreeMap;

use serde::Serialize;
use umpire_hex::{
    Direction, Hex, HexGrid, HexNumbering, Hexside, HexsideMap, NumberingError, OffsetLayout,
    OffsetRect, Orientation,
};

use umpire_map::{BoxId, Features, MapPlace};

/// A terrain type's number: its index in [`ScenarioMap::terrain_names`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct TerrainId(pub u16);

impl TerrainId {
    /// The index into [`ScenarioMap::terrain_names`].
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// Whether a route is a road or a rail line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum RouteKind {
    /// `road`
    Road,
    /// `rail`
    Rail,
}

impl RouteKind {
    /// Both kinds.
    pub const ALL: [RouteKind; 2] = [RouteKind::Road, RouteKind::Rail];

    /// The name scenario files use: `road` or `rail`.
    pub const fn name(self) -> &'static str {
        match self {
            RouteKind::Road => "road",
            RouteKind::Rail => "rail",
        }
    }
}

impl Serialize for RouteKind {
    /// As its name.
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

/// A road or rail line: a chain of adjacent hexes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Route {
    /// Road or rail.
    pub kind: RouteKind,
    /// The hexes in order; consecutive ones are adjacent.
    pub hexes: Vec<Hex>,
}

/// A named place on the map (a city, a port, a fortress…).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NamedPlace {
    /// Its name, unique on the map.
    pub name: String,
    /// Its hex.
    pub hex: Hex,
    /// Free words a ruleset interprets: `city`, `port`, `fortress`…
    pub kinds: Vec<String>,
}

/// An off-map or holding box.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MapBox {
    /// Its number.
    pub id: BoxId,
    /// The id the scenario file gives it, e.g. `central-asia` (unique on the map).
    pub key: String,
    /// Its display name, e.g. `Central Asia Box`.
    pub name: String,
    /// The boxes it is adjacent to, as written in its own entry (adjacency itself goes both
    /// ways: see [`ScenarioMap::linked`]).
    pub adjacent_boxes: Vec<BoxId>,
    /// The map hexes it connects to.
    pub edge_hexes: Vec<Hex>,
}

/// A set of hexes with an id and a kind: a country, a naval zone…
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Zone {
    /// Its id, unique on the map.
    pub id: String,
    /// Free word a ruleset interprets: `country`, `naval-zone`…
    pub kind: String,
    /// Its hexes, each once.
    pub hexes: Vec<Hex>,
}

/// What is stored per hexside: the features' bits (the low [`Features::BITS`]), plus road and
/// rail bits above them.
pub(crate) const ROAD_BIT: u16 = 1 << 14;
/// See [`ROAD_BIT`].
pub(crate) const RAIL_BIT: u16 = 1 << 15;
const _: () = assert!(Features::BITS <= 14);

/// A loaded, checked map. Every hex of the numbered rectangle has a terrain.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScenarioMap {
    pub(crate) numbering: HexNumbering,
    pub(crate) rect: OffsetRect,
    pub(crate) terrain_names: Vec<String>,
    pub(crate) legend: Vec<(String, TerrainId)>,
    pub(crate) terrain: HexGrid<TerrainId>,
    pub(crate) sides: HexsideMap<u16>,
    pub(crate) featured: Vec<Hexside>,
    pub(crate) routes: Vec<Route>,
    pub(crate) places: Vec<NamedPlace>,
    pub(crate) boxes: Vec<MapBox>,
    pub(crate) zones: Vec<Zone>,
    /// Per box: the places one leg away (linked boxes both ways, then edge hexes).
    pub(crate) box_links: Vec<Vec<MapPlace>>,
    /// The boxes each edge hex connects to.
    pub(crate) hex_boxes: BTreeMap<Hex, Vec<BoxId>>,
}

impl ScenarioMap {
    /// How the map's hexes are numbered (`e0305`).
    pub fn numbering(&self) -> &HexNumbering {
        &self.numbering
    }

    /// Which printed columns or rows are shifted.
    pub fn layout(&self) -> OffsetLayout {
        self.numbering.layout
    }

    /// The numbered rectangle.
    pub fn rect(&self) -> OffsetRect {
        self.rect
    }

    /// Every hex of the map, row by row (the rectangle's dense order).
    pub fn hexes(&self) -> impl Iterator<Item = Hex> + use<> {
        self.rect.iter()
    }

    /// Whether `hex` is on the map.
    pub fn contains(&self, hex: Hex) -> bool {
        self.rect.contains(hex)
    }

    /// The terrain name of `hex`, or `None` off the map.
    pub fn terrain(&self, hex: Hex) -> Option<&str> {
        self.terrain_id(hex).and_then(|id| self.terrain_name(id))
    }

    /// The terrain of `hex` as a number, or `None` off the map.
    pub fn terrain_id(&self, hex: Hex) -> Option<TerrainId> {
        self.terrain.get(hex).copied()
    }

    /// The terrain of the hex with dense index `index` (see [`OffsetRect::index_of`]).
    pub fn terrain_at_index(&self, index: usize) -> Option<TerrainId> {
        self.terrain.as_slice().get(index).copied()
    }

    /// The terrain names, in the order the legend first names them; a [`TerrainId`] indexes
    /// this list.
    pub fn terrain_names(&self) -> &[String] {
        &self.terrain_names
    }

    /// The name of terrain `id`.
    pub fn terrain_name(&self, id: TerrainId) -> Option<&str> {
        self.terrain_names.get(id.index()).map(String::as_str)
    }

    /// The terrain called `name`.
    pub fn terrain_named(&self, name: &str) -> Option<TerrainId> {
        let index = self.terrain_names.iter().position(|n| n == name)?;
        u16::try_from(index).ok().map(TerrainId)
    }

    /// The legend: each terrain code and the terrain it stands for, in the order written.
    pub fn legend(&self) -> impl Iterator<Item = (&str, TerrainId)> {
        self.legend.iter().map(|(code, id)| (code.as_str(), *id))
    }

    /// The features of hexside `side` (empty for sides without any, or off the map).
    pub fn features(&self, side: Hexside) -> Features {
        Features::from_bits(self.side_bits(side))
    }

    /// The names of the features of hexside `side`, e.g. `["river"]`.
    pub fn hexside_features(&self, side: Hexside) -> Vec<&'static str> {
        self.features(side).names()
    }

    /// Every hexside with at least one feature, in a fixed order, with its feature names.
    pub fn hexsides(&self) -> impl Iterator<Item = (Hexside, Vec<&'static str>)> + '_ {
        self.featured.iter().map(|&side| (side, self.hexside_features(side)))
    }

    /// Whether a road runs across `side`.
    pub fn road_across(&self, side: Hexside) -> bool {
        self.side_bits(side) & ROAD_BIT != 0
    }

    /// Whether a rail line runs across `side`.
    pub fn rail_across(&self, side: Hexside) -> bool {
        self.side_bits(side) & RAIL_BIT != 0
    }

    pub(crate) fn side_bits(&self, side: Hexside) -> u16 {
        self.sides.get(side).copied().unwrap_or(0)
    }

    /// The roads and rail lines, in the order written (included files first).
    pub fn routes(&self) -> &[Route] {
        &self.routes
    }

    /// The named places, in the order written.
    pub fn places(&self) -> &[NamedPlace] {
        &self.places
    }

    /// The place called `name`.
    pub fn place_named(&self, name: &str) -> Option<&NamedPlace> {
        self.places.iter().find(|p| p.name == name)
    }

    /// The off-map and holding boxes; a [`BoxId`] indexes this list.
    pub fn boxes(&self) -> &[MapBox] {
        &self.boxes
    }

    /// Box `id`.
    pub fn map_box(&self, id: BoxId) -> Option<&MapBox> {
        self.boxes.get(id.index())
    }

    /// The box the scenario file calls `key` (e.g. `central-asia`).
    pub fn box_by_key(&self, key: &str) -> Option<BoxId> {
        self.boxes.iter().find(|b| b.key == key).map(|b| b.id)
    }

    /// The places one leg from box `id`: the boxes adjacent to it (whichever of the two
    /// listed the other) and its edge hexes.
    pub fn linked(&self, id: BoxId) -> &[MapPlace] {
        self.box_links.get(id.index()).map_or(&[], Vec::as_slice)
    }

    /// The boxes edge hex `hex` connects to.
    pub fn boxes_at(&self, hex: Hex) -> &[BoxId] {
        self.hex_boxes.get(&hex).map_or(&[], Vec::as_slice)
    }

    /// The zones (countries, naval zones…), in the order written.
    pub fn zones(&self) -> &[Zone] {
        &self.zones
    }

    /// The zone with id `id`.
    pub fn zone(&self, id: &str) -> Option<&Zone> {
        self.zones.iter().find(|z| z.id == id)
    }

    /// The printed id of `hex` (`e0305`); a hex off the map is written as its axial
    /// coordinates, e.g. `(-5, 0)`.
    pub fn hex_id(&self, hex: Hex) -> String {
        self.numbering.format(hex).unwrap_or_else(|_| hex.to_string())
    }

    /// The hex with printed id `id`.
    ///
    /// # Errors
    ///
    /// A [`NumberingError`] saying what is wrong with `id` and what this map's ids look like.
    pub fn parse_hex(&self, id: &str) -> Result<Hex, NumberingError> {
        self.numbering.parse(id)
    }

    /// The name scenario files use for `direction` on this map: flat-top maps say `north`,
    /// `north-east`, `south-east`, `south`, `south-west`, `north-west`; pointy-top maps say
    /// `east`, `south-east`, `south-west`, `west`, `north-west`, `north-east`.
    pub fn direction_name(&self, direction: Direction) -> String {
        direction_name(self.numbering.layout.orientation, direction)
    }
}

/// `direction`'s kebab-case compass name in `orientation`.
pub(crate) fn direction_name(orientation: Orientation, direction: Direction) -> String {
    let name = match orientation {
        Orientation::FlatTop => direction.flat_name(),
        Orientation::PointyTop => direction.pointy_name(),
    };
    let mut kebab = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() && i > 0 {
            kebab.push('-');
        }
        kebab.push(c.to_ascii_lowercase());
    }
    kebab
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn direction_names_follow_the_orientation() {
        let flat: Vec<String> =
            Direction::ALL.iter().map(|&d| direction_name(Orientation::FlatTop, d)).collect();
        assert_eq!(
            flat,
            ["south-east", "south", "south-west", "north-west", "north", "north-east"]
        );
        let pointy: Vec<String> =
            Direction::ALL.iter().map(|&d| direction_name(Orientation::PointyTop, d)).collect();
        assert_eq!(
            pointy,
            ["east", "south-east", "south-west", "west", "north-west", "north-east"]
        );
    }

    #[test]
    fn every_feature_keeps_clear_of_the_road_and_rail_bits() {
        use umpire_map::Feature;
        let all: Features = Feature::ALL.into_iter().collect();
        assert_eq!(all.bits() & (ROAD_BIT | RAIL_BIT), 0);
        assert_eq!(Features::from_bits(ROAD_BIT | RAIL_BIT), Features::EMPTY);
    }
}
