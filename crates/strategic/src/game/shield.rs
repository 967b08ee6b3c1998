//! What shields a defender from an overrun whichever way it is approached (3.2).

use umpire_map::{Board, MapPlace, Refusal};

use crate::clauses as c;
use crate::map::StrategicMap;

use super::Game;

/// Why a defender may not be overrun, whichever side it is approached from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Shield {
    /// More than one enemy unit in the hex.
    Stack,
    /// An Air unit: not a ground unit.
    NotGround,
    /// A unit of more than one step.
    MultiStep,
    /// Not a Land hex.
    NotLand,
    /// Terrain that gives a column shift.
    Terrain,
    /// Mud in the hex.
    Mud,
    /// A fortress in the hex.
    Fortress,
    /// Air support.
    Air,
    /// The supplied HQ (its number in the supports) that could give a column shift.
    Hq(usize),
}

impl<M: StrategicMap> Game<M> {
    /// The supplied HQs on the map that can give column shifts: faction, hex, range, unit.
    pub(crate) fn supporting_hqs(&self) -> Vec<Support> {
        self.situation
            .units
            .iter()
            .filter(|hq| self.data.unit_types.get(&hq.unit_type).is_some_and(|t| t.hq))
            .filter_map(|hq| {
                let Some(MapPlace::Hex(hex)) = hq.at else { return None };
                let supplied = hq.supplied.unwrap_or(!self.situation.out_of_supply.contains(&hex));
                let range = hq.support_range.unwrap_or(self.data.overrun.hq_support_range);
                supplied.then(|| Support {
                    faction: hq.faction.clone(),
                    hex,
                    range,
                    id: hq.id.clone(),
                })
            })
            .collect()
    }

    /// Whether the enemy unit `target` in hex `at` (with `enemies` enemy units there) could get
    /// a defender's column shift or is otherwise no overrun target, whatever side it is
    /// approached from (3.2). `hqs` are the [`Game::supporting_hqs`].
    pub(crate) fn shielded(&self, target: usize, at: usize, enemies: u8, hqs: &[Support]) -> bool {
        self.shield(target, at, enemies, hqs).is_some()
    }

    /// As [`Game::shielded`], the refusal naming the clause: for an HQ that could also give
    /// another defender a column shift (so that it prevents more than one overrun) STR-3.2-22,
    /// else STR-3.2-21. `enemies_at` counts the enemy units at a board number.
    pub(crate) fn overrun_shield(
        &self,
        target: usize,
        at: usize,
        enemies_at: impl Fn(usize) -> u8,
        hqs: &[Support],
    ) -> Option<Refusal> {
        let enemies = enemies_at(at);
        let shield = self.shield(target, at, enemies, hqs)?;
        let unit = &self.situation.units[target];
        let here = || self.map.place_id(self.map.place_at(at));
        let (clause, why) = match shield {
            Shield::Stack => (
                c::OVERRUN_STACK,
                format!(
                    "{} holds {enemies} enemy units; an overrun needs a lone one-step ground unit",
                    here()
                ),
            ),
            Shield::NotGround => (
                c::OVERRUN_LONE_ONE_STEP,
                format!("{} in {} is not a one-step ground unit", unit.id, here()),
            ),
            Shield::MultiStep => (
                c::OVERRUN_STACK,
                format!(
                    "{} in {} has {} steps; an overrun needs a lone one-step ground unit",
                    unit.id,
                    here(),
                    unit.steps
                ),
            ),
            Shield::NotLand => (c::OVERRUN_LAND, format!("{} is not a Land hex", here())),
            Shield::Terrain => (
                c::OVERRUN_TERRAIN,
                format!("the terrain of {} would give {} a column shift", here(), unit.id),
            ),
            Shield::Mud => {
                (c::OVERRUN_MUD, format!("Mud in {} would give {} a column shift", here(), unit.id))
            }
            Shield::Fortress => (
                c::OVERRUN_FORTRESS,
                format!("the fortress in {} would give {} a column shift", here(), unit.id),
            ),
            Shield::Air => {
                (c::OVERRUN_AIR, format!("air support would give {} a column shift", unit.id))
            }
            Shield::Hq(number) => {
                let hq = &hqs[number];
                let hq_at = self.map.hex_id(hq.hex);
                let why = format!(
                    "the supplied HQ {} in {hq_at} could give {} a column shift",
                    hq.id, unit.id
                );
                match self.also_shielded_by(number, target, &enemies_at, hqs) {
                    Some(other) => (
                        c::OVERRUN_HQ_SEVERAL,
                        format!(
                            "{why}, as it could {other}: the same HQ prevents more than one overrun"
                        ),
                    ),
                    None => (c::OVERRUN_HQ, why),
                }
            }
        };
        Some(Refusal::new(clause, why))
    }

    /// The first reason the defender `target` in `at` is no overrun target (see
    /// [`Game::shielded`]).
    fn shield(&self, target: usize, at: usize, enemies: u8, hqs: &[Support]) -> Option<Shield> {
        let unit = &self.situation.units[target];
        if enemies > 1 {
            return Some(Shield::Stack);
        }
        if self.data.unit_types.get(&unit.unit_type).is_some_and(|t| t.air) {
            return Some(Shield::NotGround);
        }
        if unit.multi_step() {
            return Some(Shield::MultiStep);
        }
        if !self.facts.land.get(at).copied().unwrap_or(false) {
            return Some(Shield::NotLand);
        }
        if self.facts.shift_terrain.get(at).copied().unwrap_or(false) {
            return Some(Shield::Terrain);
        }
        let MapPlace::Hex(hex) = self.map.place_at(at) else { return None };
        if self.situation.weather_at(hex) == crate::situation::Weather::Mud {
            return Some(Shield::Mud);
        }
        if self.facts.fortress.get(at).copied().unwrap_or(false) {
            return Some(Shield::Fortress);
        }
        if unit.air_support {
            return Some(Shield::Air);
        }
        hqs.iter()
            .position(|hq| hq.faction == unit.faction && hq.hex.distance(hex) <= hq.range)
            .map(Shield::Hq)
    }

    /// Another defender than `target` (and than the HQ itself) that HQ number `hq` of `hqs`
    /// alone keeps from being overrun (a lone one-step ground unit of its side, in a Land hex
    /// within its range, that nothing but an HQ shields), as `unit in hex`, if there is one
    /// (3.2).
    fn also_shielded_by(
        &self,
        hq: usize,
        target: usize,
        enemies_at: &impl Fn(usize) -> u8,
        hqs: &[Support],
    ) -> Option<String> {
        let support = &hqs[hq];
        self.situation.units.iter().enumerate().find_map(|(number, other)| {
            let Some(MapPlace::Hex(hex)) = other.at else { return None };
            if number == target
                || other.id == support.id
                || other.faction != support.faction
                || support.hex.distance(hex) > support.range
            {
                return None;
            }
            let at = self.map.index_of(MapPlace::Hex(hex))?;
            matches!(self.shield(number, at, enemies_at(at), hqs), Some(Shield::Hq(_)))
                .then(|| format!("{} in {}", other.id, self.map.hex_id(hex)))
        })
    }
}

/// A supplied HQ that can give column shifts.
#[derive(Debug, Clone)]
pub(crate) struct Support {
    faction: String,
    hex: umpire_hex::Hex,
    range: u32,
    id: String,
}
