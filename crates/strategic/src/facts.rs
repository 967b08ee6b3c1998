//! What follows from the map and the rules data alone, worked out once per game: terrain costs
//! per hex, hexside feature costs, countries, the eastern edge, canals, ports and the Central
//! Asia Box, all in flat arrays by board number. Beside them, one table that is acceleration,
//! not rule: every hex's legs packed for the quick expansion of a search
//! ([`MapFacts::hex_legs`], built by [`crate::step::quick::legs`] from
//! [`MapFacts::plain_leg_cost`]).

use umpire_map::{Board, Feature, Features, HexLeg, Mp, SetupError};

use crate::data::RulesData;
use crate::error::nearest;
use crate::map::StrategicMap;
use crate::situation::Situation;
use crate::step::quick::legs::{self, LEG_ROAD_CLASS, QuickLegs};

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
    /// Per hex: its legs to its neighbours as the map gives them, packed for the quick
    /// expansion of a search ([`QuickLegs`]); acceleration only, built by
    /// [`crate::step::quick::legs`] and never read by the rule.
    pub hex_legs: Vec<QuickLegs>,
    /// What crossing into a hex off a road costs, by the leg's cost class in
    /// [`MapFacts::hex_legs`] (see [`LEG_CLASS`](crate::step::quick::legs::LEG_CLASS)).
    pub leg_costs: [Mp; LEG_ROAD_CLASS as usize],
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
        (facts.hex_legs, facts.leg_costs) =
            legs::hex_legs(map, hexes, |from, to, leg| facts.plain_leg_cost(from, to, leg));
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

    /// What a Hex-to-Hex step from hex number `from` into hex number `to` across a hexside
    /// carrying `leg` costs off a road, when the Terrain Effects Chart's entry cost and the
    /// hexside features' costs decide it alone (3.1.1): `None` across an All-Sea or prohibited
    /// hexside or one crossed at the road/rail cost, into a hex the chart gives no entry cost,
    /// or between two closed maps (3.1.4). The quick expansion's leg table is built from it.
    pub(crate) fn plain_leg_cost(&self, from: usize, to: usize, leg: &HexLeg) -> Option<Mp> {
        let slow_sides = self.road_rail_sides.bits()
            | self.prohibited_sides.bits()
            | Features::EMPTY.with(Feature::AllSea).bits();
        let from_map = self.map_of.get(from).copied().unwrap_or(u16::MAX);
        if leg.features.bits() & slow_sides != 0 || self.map_of.get(to) != Some(&from_map) {
            return None;
        }
        let entry = self.entry.get(to).copied().flatten()?;
        Some(entry.checked_add(self.side_cost(leg.features)).unwrap_or(Mp::MAX))
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

/// A map terrain the Terrain Effects Chart of `data` does not price, of hex `hex` if one has
/// it ([`SetupError::unpriced_terrain`]).
pub(crate) fn unpriced_terrain(name: &str, hex: Option<&str>, data: &RulesData) -> SetupError {
    SetupError::unpriced_terrain(name, hex, data.terrain.keys().map(String::as_str))
}
