//! What follows from the map and the rules data alone, worked out once per game: terrain costs
//! per hex, hexside feature costs, countries, the eastern edge, canals, ports and the Central
//! Asia Box, all in flat arrays by board number.

use umpire_map::{Board, Feature, Features, Mp, SetupError};

use crate::data::RulesData;
use crate::error::nearest;
use crate::map::StrategicMap;
use crate::situation::Situation;

/// One hexside feature's price.
#[derive(Debug, Clone, Copy)]
pub(crate) struct SideCost {
    pub feature: Feature,
    pub cost: Mp,
}

/// A canal: its two ports' board numbers.
#[derive(Debug, Clone)]
pub(crate) struct Canal {
    pub name: String,
    pub ends: [usize; 2],
}

/// Per-map facts, by board number (hexes first, then boxes).
#[derive(Debug, Clone)]
pub(crate) struct MapFacts {
    /// How many hexes (the first board numbers).
    pub hexes: usize,
    /// Each hex's terrain (index into `terrain_names`).
    pub terrain: Vec<Option<u16>>,
    /// The terrain names the map uses, in the order first met.
    pub terrain_names: Vec<String>,
    /// MP to enter each hex; `None`: prohibited.
    pub entry: Vec<Option<Mp>>,
    /// Land hexes.
    pub land: Vec<bool>,
    /// Hexes whose terrain gives a defender a column shift.
    pub shift_terrain: Vec<bool>,
    /// Fortress hexes.
    pub fortress: Vec<bool>,
    /// Each hex's country (index into `countries`).
    pub country: Vec<Option<u16>>,
    /// Country ids.
    pub countries: Vec<String>,
    /// Eastern edge hexes.
    pub eastern_edge: Vec<bool>,
    /// Whether the map has an eastern edge hex at all.
    pub any_eastern_edge: bool,
    /// Whether every hex lies in a country.
    pub all_in_countries: bool,
    /// The bits of the hexside features with a cost (see [`MapFacts::side_cost`]).
    pub costed_sides: u16,
    /// Each feature bit's cost (zero for a feature without one).
    pub cost_by_bit: [Mp; 16],
    /// Hexside features that cannot be crossed.
    pub prohibited_sides: Features,
    /// Hexside features crossed at the road/rail cost.
    pub road_rail_sides: Features,
    /// Hexside features that give a defender a column shift.
    pub shift_sides: Features,
    /// The canals.
    pub canals: Vec<Canal>,
    /// Per board number: the port there (index into the situation's ports).
    pub port: Vec<Option<u16>>,
    /// The Central Asia Box's board number, if the map has it.
    pub central_asia: Option<usize>,
    /// Per board number: the closed map it belongs to (index into `maps`; 0 = the scenario's).
    pub map_of: Vec<u16>,
    /// Per hex: its zone, what the hexes closed to a unit by country and eastern edge depend on
    /// (see [`zone_of`]).
    pub zone: Vec<u32>,
    /// Per hex: its legs to its neighbours as the map gives them, for the quick expansion of a
    /// search (see [`QuickLegs`]).
    pub hex_legs: Vec<QuickLegs>,
    /// What crossing into a hex off a road costs, by the leg's cost class (see [`LEG_CLASS`]).
    pub leg_costs: [Mp; LEG_ROAD_CLASS as usize],
}

/// A hex's legs in [`MapFacts::hex_legs`], one word each, in the order the map's
/// `for_each_hex_leg` gives them, then [`LEG_END`]: the neighbour's board number
/// ([`LEG_TO`]), the leg's cost class ([`LEG_CLASS`]) and [`LEG_SLOW`]. Eight words, so a
/// hex's legs never straddle two cache lines.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(align(32))]
pub(crate) struct QuickLegs(pub [u32; 8]);

/// The bits of a leg word holding the neighbour's board number.
pub(crate) const LEG_TO: u32 = (1 << 26) - 1;
/// Where a leg word's cost class starts: the index in [`MapFacts::leg_costs`] of what crossing
/// into the neighbour off a road costs — the Terrain Effects Chart's entry cost plus the
/// hexside features' costs (3.1.1) — or [`LEG_ROAD_CLASS`].
pub(crate) const LEG_CLASS: u32 = 26;
/// The cost class of a leg with a road or rail line across its hexside: the step costs the
/// mover's road/rail rate (3.1.1).
pub(crate) const LEG_ROAD_CLASS: u32 = 15;
/// Set when a step along the leg takes the full path whoever moves: a hexside feature that is
/// All-Sea, prohibited or crossed at the road/rail cost, a hex the Terrain Effects Chart gives
/// no entry cost, two different closed maps, or a leg the table cannot hold (a fifteenth cost,
/// a board number past [`LEG_TO`], a hex with more than six legs).
pub(crate) const LEG_SLOW: u32 = 1 << 30;
/// The word after a hex's last leg.
pub(crate) const LEG_END: u32 = 1 << 31;

impl MapFacts {
    /// The leg word of a leg into hex number `to` from one in closed map `from_map`, across a
    /// hexside carrying `leg`, its cost class added to `costs` if new.
    fn leg_word(
        &self,
        costs: &mut Vec<Mp>,
        from_map: u16,
        to: usize,
        leg: &umpire_map::HexLeg,
    ) -> u32 {
        let slow_sides = self.road_rail_sides.bits()
            | self.prohibited_sides.bits()
            | Features::EMPTY.with(Feature::AllSea).bits();
        let entry = self.entry.get(to).copied().flatten();
        let cost =
            entry.map(|hex| hex.checked_add(self.side_cost(leg.features)).unwrap_or(Mp::MAX));
        let (Some(number), Some(cost), false) = (
            u32::try_from(to).ok().filter(|to| *to <= LEG_TO),
            cost,
            leg.features.bits() & slow_sides != 0 || self.map_of.get(to) != Some(&from_map),
        ) else {
            return LEG_SLOW;
        };
        let class = if leg.road || leg.rail {
            LEG_ROAD_CLASS as usize
        } else if let Some(class) = costs.iter().position(|c| *c == cost) {
            class
        } else if costs.len() < LEG_ROAD_CLASS as usize {
            costs.push(cost);
            costs.len() - 1
        } else {
            return LEG_SLOW;
        };
        number | (class as u32) << LEG_CLASS
    }

    /// Every hex's [`QuickLegs`] on `map`, and the costs their classes stand for.
    fn hex_legs<M: StrategicMap>(
        &self,
        map: &M,
    ) -> (Vec<QuickLegs>, [Mp; LEG_ROAD_CLASS as usize]) {
        let mut costs = Vec::new();
        let legs = (0..self.hexes)
            .map(|index| {
                let from_map = self.map_of.get(index).copied().unwrap_or(u16::MAX);
                let mut legs = [LEG_END; 8];
                let mut count = 0;
                map.for_each_hex_leg(map.hex_at(index), |_, to, leg| {
                    // The last word stays an end: a seventh leg makes the hex slow.
                    if count < 6 {
                        legs[count] = self.leg_word(&mut costs, from_map, to, &leg);
                    } else {
                        legs = [LEG_SLOW; 8];
                    }
                    count += 1;
                });
                QuickLegs(legs)
            })
            .collect();
        let mut table = [Mp::ZERO; LEG_ROAD_CLASS as usize];
        for (slot, cost) in table.iter_mut().zip(costs) {
            *slot = cost;
        }
        (legs, table)
    }
}

/// The zone of a hex of country number `country` (`None`: no country), on the eastern edge or
/// not: every hex of one zone is closed to a unit or open to it alike, save single hexes closed
/// by a ban (3.1.4).
pub(crate) fn zone_of(country: Option<u16>, eastern_edge: bool) -> u32 {
    (country.map_or(0, |c| u32::from(c) + 1) << 1) | u32::from(eastern_edge)
}

impl MapFacts {
    pub(crate) fn new<M: StrategicMap>(
        map: &M,
        data: &RulesData,
        situation: &Situation,
    ) -> Result<MapFacts, SetupError> {
        let hexes = map.hex_count();
        let places = map.place_count();
        // Terrain, priced by the Terrain Effects Chart.
        let mut terrain_names: Vec<String> = Vec::new();
        let mut terrain = vec![None; hexes];
        let mut entry = vec![None; hexes];
        let mut land = vec![false; hexes];
        let mut shift_terrain = vec![false; hexes];
        for index in 0..hexes {
            let hex = map.hex_at(index);
            let Some(name) = map.terrain(hex) else { continue };
            let Some(rule) = data.terrain.get(name) else {
                return Err(unpriced_terrain(name, Some(&map.hex_id(hex)), data));
            };
            let number = match terrain_names.iter().position(|n| n == name) {
                Some(number) => number,
                None => {
                    terrain_names.push(name.to_owned());
                    terrain_names.len() - 1
                }
            };
            terrain[index] = u16::try_from(number).ok();
            entry[index] = rule.cost;
            land[index] = rule.land;
            shift_terrain[index] = rule.defender_shift;
        }
        let mut fortress = vec![false; hexes];
        map.for_each_place_kind(|hex, kind| {
            if data.overrun.fortress_kinds.iter().any(|k| k == kind)
                && let Some(index) = map.hex_index(hex)
            {
                fortress[index] = true;
            }
        });
        // Countries.
        let mut countries: Vec<String> = Vec::new();
        let mut country = vec![None; hexes];
        map.for_each_country_hex(|hex, id| {
            let number = match countries.iter().position(|c| c == id) {
                Some(number) => number,
                None => {
                    countries.push(id.to_owned());
                    countries.len() - 1
                }
            };
            if let Some(index) = map.hex_index(hex)
                && country[index].is_none()
            {
                country[index] = u16::try_from(number).ok();
            }
        });
        // Hexsides.
        let mut side_costs = Vec::new();
        let mut prohibited_sides = Features::default();
        let mut road_rail_sides = Features::default();
        let mut shift_sides = Features::default();
        for (name, rule) in &data.hexsides {
            let Some(feature) = Feature::from_name(name) else {
                let known = Feature::ALL.map(Feature::name);
                return Err(SetupError::mismatch(
                    format!("rules.data.hexsides.{name}"),
                    format!("unknown hexside feature {name:?} (known: {})", known.join(", ")),
                    nearest(name, known),
                ));
            };
            if let Some(cost) = rule.cost {
                side_costs.push(SideCost { feature, cost });
            }
            if rule.prohibited {
                prohibited_sides.insert(feature);
            }
            if rule.road_rail_cost {
                road_rail_sides.insert(feature);
            }
            if rule.defender_shift {
                shift_sides.insert(feature);
            }
        }
        // The eastern edge and the canals: ids of another map's prefix are simply not here (a
        // debug event names each, for a game whose map numbers its hexes otherwise).
        let on_map = |id: &str| {
            let index = map.parse_hex(id).ok().and_then(|hex| map.hex_index(hex));
            if index.is_none() {
                tracing::debug!(id, "the rules data names a hex this map does not have: left out");
            }
            index
        };
        let mut eastern_edge = vec![false; hexes];
        for index in data.central_asia.eastern_edge.iter().filter_map(|id| on_map(id)) {
            eastern_edge[index] = true;
        }
        let canals = data
            .canals
            .iter()
            .filter_map(|(name, canal)| {
                let ends = [on_map(&canal.ports[0])?, on_map(&canal.ports[1])?];
                Some(Canal { name: name.clone(), ends })
            })
            .collect();
        let mut port = vec![None; places];
        for (number, p) in situation.ports.iter().enumerate() {
            if let Some(index) = map.index_of(p.at) {
                port[index] = u16::try_from(number).ok();
            }
        }
        let central_asia = map
            .box_by_key(&data.central_asia.box_key)
            .and_then(|id| map.index_of(umpire_map::MapPlace::Box(id)));
        let mut names: Vec<&str> = vec![""];
        let mut map_of = vec![0; places];
        for (place, name) in &situation.closed_maps {
            let number = names.iter().position(|n| n == name).unwrap_or_else(|| {
                names.push(name);
                names.len() - 1
            });
            if let Some(index) = map.index_of(*place) {
                map_of[index] = u16::try_from(number).unwrap_or(u16::MAX);
            }
        }
        let mut cost_by_bit = [Mp::ZERO; 16];
        let mut costed_sides = 0;
        for side in &side_costs {
            let bits = Features::EMPTY.with(side.feature).bits();
            costed_sides |= bits;
            let bit = bits.trailing_zeros() as usize;
            cost_by_bit[bit] = cost_by_bit[bit].checked_add(side.cost).unwrap_or(Mp::MAX);
        }
        let zone = (0..hexes).map(|index| zone_of(country[index], eastern_edge[index])).collect();
        let mut facts = MapFacts {
            costed_sides,
            cost_by_bit,
            zone,
            any_eastern_edge: eastern_edge.iter().any(|edge| *edge),
            all_in_countries: country.iter().all(Option::is_some),
            hexes,
            terrain,
            terrain_names,
            entry,
            land,
            shift_terrain,
            fortress,
            country,
            countries,
            eastern_edge,
            prohibited_sides,
            road_rail_sides,
            shift_sides,
            canals,
            port,
            central_asia,
            map_of,
            hex_legs: Vec::new(),
            leg_costs: [Mp::ZERO; LEG_ROAD_CLASS as usize],
        };
        (facts.hex_legs, facts.leg_costs) = facts.hex_legs(map);
        Ok(facts)
    }

    /// The terrain name of hex number `index` (`?` for a place without one).
    pub(crate) fn terrain_name(&self, index: usize) -> &str {
        self.terrain
            .get(index)
            .copied()
            .flatten()
            .and_then(|t| self.terrain_names.get(usize::from(t)))
            .map_or("?", String::as_str)
    }

    /// Whether board number `index` is a hex.
    pub(crate) fn is_hex(&self, index: usize) -> bool {
        index < self.hexes
    }

    /// The extra MP of crossing a hexside with `features`.
    ///
    /// The sum saturates at [`Mp::MAX`] (so the order of the terms does not matter): one term
    /// per costed feature bit of `features`, lowest bit first.
    #[inline]
    pub(crate) fn side_cost(&self, features: Features) -> Mp {
        let mut bits = features.bits() & self.costed_sides;
        let mut sum = Mp::ZERO;
        while bits != 0 {
            let cost = self.cost_by_bit[bits.trailing_zeros() as usize];
            sum = sum.checked_add(cost).unwrap_or(Mp::MAX);
            bits &= bits - 1;
        }
        sum
    }

    /// The canal with an end at `index`, and its other end.
    pub(crate) fn canal_at(&self, index: usize) -> Option<(usize, usize)> {
        self.canals.iter().enumerate().find_map(|(number, canal)| match canal.ends {
            [a, b] if a == index => Some((number, b)),
            [a, b] if b == index => Some((number, a)),
            _ => None,
        })
    }
}

/// A map terrain the Terrain Effects Chart of `data` does not price: of hex `hex` (its printed
/// id) where one has it, or of the map's legend.
pub(crate) fn unpriced_terrain(name: &str, hex: Option<&str>, data: &RulesData) -> SetupError {
    let whose = hex.map(|hex| format!("hex {hex}: ")).unwrap_or_default();
    let known = data.terrain.keys().cloned().collect::<Vec<_>>().join(", ");
    SetupError::mismatch(
        format!("map.terrain ({name})"),
        format!(
            "{whose}terrain {name:?} is not in the Terrain Effects Chart of the rules data \
             (known: {known})"
        ),
        nearest(name, data.terrain.keys().map(String::as_str)),
    )
}
