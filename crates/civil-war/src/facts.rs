//! What the rules read of each place of a map, worked out once when a game is built: the terrain
//! and what the rules data say of it, the coastal hexes, and the cities and towns.

use umpire_map::{Board, Mp};

use crate::data::RulesData;
use crate::map::CivilWarMap;

/// One terrain of the map, with what the Terrain Effects Chart says of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Terrain {
    /// Its name, as the map gives it.
    pub name: String,
    /// MP to enter overland; `None`: no overland entry (or a terrain the rules data lack).
    pub cost: Option<Mp>,
    /// A sea hex: `Some(false)` coastal, `Some(true)` all-sea; `None` land.
    pub sea: Option<bool>,
}

/// Per place number of the map (hexes, then boxes): its terrain, whether the map puts it on the
/// coast, and whether it holds a city or a town.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Facts {
    /// Per place: the number of its terrain in `terrains` (`None`: no terrain, a box).
    terrain: Vec<Option<u16>>,
    /// The distinct terrains of the map, in the order first met.
    terrains: Vec<Terrain>,
    /// Per place: the map says it is on the coast ([`CivilWarMap::for_each_coastal_hex`]).
    coast: Vec<bool>,
    /// Per place: a city or town is there.
    town: Vec<bool>,
}

impl Facts {
    /// The facts of every place of `map`, priced by `data`.
    pub(crate) fn of<M: CivilWarMap>(map: &M, data: &RulesData) -> Facts {
        let count = map.place_count();
        let mut terrains: Vec<Terrain> = Vec::new();
        let mut terrain = vec![None; count];
        for (index, slot) in terrain.iter_mut().enumerate().take(map.hex_count()) {
            let Some(name) = map.terrain(map.hex_at(index)) else { continue };
            let number = match terrains.iter().position(|t| t.name == name) {
                Some(number) => number,
                None => {
                    let rule = data.terrain.get(name);
                    terrains.push(Terrain {
                        name: name.to_owned(),
                        cost: rule.and_then(|r| r.cost),
                        sea: rule.and_then(|r| r.water.as_deref()).map(|water| water == "all-sea"),
                    });
                    terrains.len() - 1
                }
            };
            *slot = u16::try_from(number).ok();
        }
        let mut town = vec![false; count];
        map.for_each_city_or_town(|hex| {
            if let Some(index) = map.hex_index(hex) {
                town[index] = true;
            }
        });
        let mut coast = vec![false; count];
        map.for_each_coastal_hex(|hex| {
            if let Some(index) = map.hex_index(hex) {
                coast[index] = true;
            }
        });
        Facts { terrain, terrains, coast, town }
    }

    /// The terrain of place number `index`.
    #[inline]
    pub(crate) fn terrain(&self, index: usize) -> Option<&Terrain> {
        let number = (*self.terrain.get(index)?)?;
        self.terrains.get(usize::from(number))
    }

    /// Whether place number `index` is a sea hex: `Some(true)` all-sea, `Some(false)` coastal —
    /// by its terrain's `water` column, or, for a land terrain, because the map puts it on the
    /// coast.
    #[inline]
    pub(crate) fn sea(&self, index: usize) -> Option<bool> {
        match self.terrain(index)?.sea {
            Some(all_sea) => Some(all_sea),
            None => self.coast.get(index).copied().unwrap_or(false).then_some(false),
        }
    }

    /// Whether place number `index` holds a city or a town.
    pub(crate) fn town(&self, index: usize) -> bool {
        self.town.get(index).copied().unwrap_or(false)
    }
}
