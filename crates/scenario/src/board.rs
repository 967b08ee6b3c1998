//! The loaded map as an [`umpire_map::HexBoard`] (and so a [`umpire_map::Board`]): its hexes,
//! terrain, hexsides, named places and boxes, as the hex rulesets ask for them.

use umpire_hex::{Hex, HexNumbering, Hexside};
use umpire_map::{BoxId, Crossing, Features, HexBoard, HexLeg, MapPlace};

use crate::map::{RAIL_BIT, ROAD_BIT, ScenarioMap};

impl ScenarioMap {
    /// What hexside `side` carries, from its stored bits.
    #[inline]
    fn crossing_of(bits: u16) -> Crossing {
        Crossing {
            features: Features::from_bits(bits),
            road: bits & ROAD_BIT != 0,
            rail: bits & RAIL_BIT != 0,
        }
    }
}

impl HexBoard for ScenarioMap {
    /// Every hex of the numbered rectangle.
    #[inline]
    fn hex_count(&self) -> usize {
        self.rect.len()
    }

    /// The rectangle's dense index (row by row).
    #[inline]
    fn hex_index(&self, hex: Hex) -> Option<usize> {
        self.rect.index_of(hex)
    }

    #[inline]
    fn hex_at(&self, index: usize) -> Hex {
        self.rect.hex_at(index).unwrap_or_default()
    }

    fn terrain(&self, hex: Hex) -> Option<&str> {
        ScenarioMap::terrain(self, hex)
    }

    fn numbering(&self) -> &HexNumbering {
        &self.numbering
    }

    #[inline]
    fn crossing(&self, side: Hexside) -> Crossing {
        Self::crossing_of(self.side_bits(side))
    }

    /// The file's `[[map.hexsides]]` entries and the steps of its `[[map.roads]]`.
    fn for_each_stated_hexside(&self, mut visit: impl FnMut(Hex, Hex, Crossing)) {
        for (side, _) in self.hexsides() {
            let [a, b] = side.hexes();
            visit(a, b, Crossing { features: self.features(side), ..Crossing::NONE });
        }
        for route in self.routes() {
            let rail = route.kind == crate::RouteKind::Rail;
            let crossing = Crossing { road: !rail, rail, ..Crossing::NONE };
            for pair in route.hexes.windows(2) {
                visit(pair[0], pair[1], crossing);
            }
        }
    }

    fn hex_id(&self, hex: Hex) -> String {
        ScenarioMap::hex_id(self, hex)
    }

    fn box_count(&self) -> usize {
        self.boxes.len()
    }

    fn box_key(&self, id: BoxId) -> Option<&str> {
        self.map_box(id).map(|b| b.key.as_str())
    }

    fn box_name(&self, id: BoxId) -> Option<&str> {
        self.map_box(id).map(|b| b.name.as_str())
    }

    fn box_by_key(&self, key: &str) -> Option<BoxId> {
        ScenarioMap::box_by_key(self, key)
    }

    fn for_each_box_link(&self, id: BoxId, visit: impl FnMut(MapPlace)) {
        self.linked(id).iter().copied().for_each(visit);
    }

    fn for_each_box_at(&self, hex: Hex, visit: impl FnMut(BoxId)) {
        self.boxes_at(hex).iter().copied().for_each(visit);
    }

    fn for_each_place_kind(&self, mut visit: impl FnMut(Hex, &str)) {
        for place in &self.places {
            for kind in &place.kinds {
                visit(place.hex, kind);
            }
        }
    }

    /// Steps to the neighbours' dense indices directly, and reads each hexside's slot from the
    /// same offset coordinates (`HexsideMap::for_each_neighbour_side`): the hexsides are stored
    /// on the map's own rectangle, so a neighbour's index there is its index on the board.
    #[inline]
    fn for_each_hex_leg(&self, from: Hex, mut visit: impl FnMut(Hex, usize, HexLeg)) {
        debug_assert_eq!(self.sides.rect(), &self.rect, "hexsides on the map's rectangle");
        self.sides.for_each_neighbour_side(from, |direction, to, index, &bits| {
            let side = from.hexside(direction);
            visit(to, index, HexLeg::across(direction, side, Self::crossing_of(bits)));
        });
    }
}
