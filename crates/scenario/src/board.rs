//! The loaded map as an [`umpire_map::Board`]: hexes and boxes, and what each leg meets.

use umpire_hex::{Direction, Hex, Hexside};
use umpire_map::{Board, Map};

use crate::features::Features;
use crate::map::{BoxId, RAIL_BIT, ROAD_BIT, ScenarioMap, TerrainId};

/// Where a piece can be on a scenario map: a hex or a box.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum MapPlace {
    /// A hex of the map.
    Hex(Hex),
    /// An off-map or holding box.
    Box(BoxId),
}

/// What one leg between two places meets.
///
/// Between two adjacent hexes: the `direction` stepped, the `hexside` crossed with its
/// `features`, whether a `road` or `rail` runs across it, and the `terrain` of the hex entered.
/// Into a hex from a box: only the `terrain` entered. Into a box: nothing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct ScenarioLeg {
    /// The direction from the hex left to the hex entered.
    pub direction: Option<Direction>,
    /// The hexside crossed.
    pub hexside: Option<Hexside>,
    /// The terrain of the hex entered.
    pub terrain: Option<TerrainId>,
    /// A road runs across the hexside crossed.
    pub road: bool,
    /// A rail line runs across the hexside crossed.
    pub rail: bool,
    /// The features of the hexside crossed.
    pub features: Features,
}

impl ScenarioMap {
    /// The leg from `from` one step `direction` into the hex with dense index `to_index`.
    fn hex_leg(&self, from: Hex, direction: Direction, to_index: usize) -> ScenarioLeg {
        let side = from.hexside(direction);
        let bits = self.side_bits(side);
        ScenarioLeg {
            direction: Some(direction),
            hexside: Some(side),
            terrain: self.terrain_at_index(to_index),
            road: bits & ROAD_BIT != 0,
            rail: bits & RAIL_BIT != 0,
            features: Features::from_bits(bits),
        }
    }

    /// The leg from a box into `hex`, or into a box.
    fn box_leg(&self, to: MapPlace) -> ScenarioLeg {
        let terrain = match to {
            MapPlace::Hex(hex) => self.terrain_id(hex),
            MapPlace::Box(_) => None,
        };
        ScenarioLeg { terrain, ..ScenarioLeg::default() }
    }
}

impl Map for ScenarioMap {
    type Place = MapPlace;
    type Leg = ScenarioLeg;

    fn leg(&self, from: MapPlace, to: MapPlace) -> Option<ScenarioLeg> {
        match (from, to) {
            (MapPlace::Hex(a), MapPlace::Hex(b)) => {
                let direction = a.direction_to(b)?;
                let index = self.rect.index_of(b)?;
                self.rect.contains(a).then(|| self.hex_leg(a, direction, index))
            }
            (MapPlace::Box(id), _) => self.linked(id).contains(&to).then(|| self.box_leg(to)),
            (MapPlace::Hex(_), MapPlace::Box(id)) => {
                self.linked(id).contains(&from).then(|| self.box_leg(to))
            }
        }
    }
}

impl Board for ScenarioMap {
    /// Every hex of the rectangle, then every box.
    fn place_count(&self) -> usize {
        self.rect.len() + self.boxes.len()
    }

    /// Hexes by their dense index in the rectangle; boxes after them, in order.
    fn index_of(&self, place: MapPlace) -> Option<usize> {
        match place {
            MapPlace::Hex(hex) => self.rect.index_of(hex),
            MapPlace::Box(id) => {
                (id.index() < self.boxes.len()).then(|| self.rect.len() + id.index())
            }
        }
    }

    fn place_at(&self, index: usize) -> MapPlace {
        match self.rect.hex_at(index) {
            Some(hex) => MapPlace::Hex(hex),
            None => {
                let id = index.saturating_sub(self.rect.len());
                MapPlace::Box(BoxId(u16::try_from(id).unwrap_or(u16::MAX)))
            }
        }
    }

    /// A hex's six neighbours (some may be off the map) and the boxes it is an edge hex of; a
    /// box's adjacent boxes and edge hexes.
    fn for_each_adjacent(&self, from: MapPlace, mut visit: impl FnMut(MapPlace)) {
        match from {
            MapPlace::Hex(hex) => {
                hex.neighbours().into_iter().for_each(|h| visit(MapPlace::Hex(h)));
                self.boxes_at(hex).iter().for_each(|&id| visit(MapPlace::Box(id)));
            }
            MapPlace::Box(id) => self.linked(id).iter().copied().for_each(visit),
        }
    }

    fn for_each_leg(&self, from: MapPlace, mut visit: impl FnMut(MapPlace, usize, ScenarioLeg)) {
        match from {
            MapPlace::Hex(hex) => {
                if !self.rect.contains(hex) {
                    return;
                }
                self.rect.for_each_neighbour(hex, |direction, to, index| {
                    visit(MapPlace::Hex(to), index, self.hex_leg(hex, direction, index));
                });
                for &id in self.boxes_at(hex) {
                    let to = MapPlace::Box(id);
                    if let Some(index) = self.index_of(to) {
                        visit(to, index, self.box_leg(to));
                    }
                }
            }
            MapPlace::Box(id) => {
                for &to in self.linked(id) {
                    if let Some(index) = self.index_of(to) {
                        visit(to, index, self.box_leg(to));
                    }
                }
            }
        }
    }
}
