//! What shields a defender from an overrun whichever way it is approached (3.2).

use umpire_map::{Board, MapPlace, Refusal};

use crate::clauses as c;
use crate::map::StrategicMap;

use super::Game;

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
    pub(crate) fn overrun_shield(
        &self,
        target: usize,
        at: usize,
        enemies: u8,
        hqs: &[Support],
    ) -> Option<Refusal> {
        let unit = &self.situation.units[target];
        let here = || self.map.place_id(self.map.place_at(at));
        let air = self.data.unit_types.get(&unit.unit_type).is_some_and(|t| t.air);
        if enemies > 1 {
            return Some(Refusal::new(
                c::OVERRUN_STACK,
                format!(
                    "{} holds {enemies} enemy units; an overrun needs a lone one-step ground unit",
                    here()
                ),
            ));
        }
        if air || unit.multi_step() {
            return Some(Refusal::new(
                c::OVERRUN_LONE_ONE_STEP,
                format!("{} in {} is not a one-step ground unit", unit.id, here()),
            ));
        }
        if !self.facts.land.get(at).copied().unwrap_or(false) {
            return Some(Refusal::new(c::OVERRUN_LAND, format!("{} is not a Land hex", here())));
        }
        if self.facts.shift_terrain.get(at).copied().unwrap_or(false) {
            return Some(Refusal::new(
                c::OVERRUN_TERRAIN,
                format!("the terrain of {} would give {} a column shift", here(), unit.id),
            ));
        }
        let MapPlace::Hex(hex) = self.map.place_at(at) else { return None };
        if self.situation.weather_at(hex) == crate::situation::Weather::Mud {
            return Some(Refusal::new(
                c::OVERRUN_MUD,
                format!("Mud in {} would give {} a column shift", here(), unit.id),
            ));
        }
        if self.facts.fortress.get(at).copied().unwrap_or(false) {
            return Some(Refusal::new(
                c::OVERRUN_FORTRESS,
                format!("the fortress in {} would give {} a column shift", here(), unit.id),
            ));
        }
        if unit.air_support {
            return Some(Refusal::new(
                c::OVERRUN_AIR,
                format!("air support would give {} a column shift", unit.id),
            ));
        }
        let hq =
            hqs.iter().find(|hq| hq.faction == unit.faction && hq.hex.distance(hex) <= hq.range)?;
        let at = self.map.hex_id(hq.hex);
        Some(Refusal::new(
            c::OVERRUN_HQ,
            format!("the supplied HQ {} in {at} could give {} a column shift", hq.id, unit.id),
        ))
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
