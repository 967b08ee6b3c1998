//! What shields a defender from an overrun whichever way it is approached (3.2).

use umpire_map::{Board, MapPlace, Refusal};

use crate::clauses as c;
use crate::map::StrategicMap;
use crate::setting::Setting;

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

impl<M: StrategicMap> Setting<'_, M> {
    /// The supplied HQs on the map that can give column shifts: faction, hex, range, unit.
    pub(crate) fn supporting_hqs(&self) -> Vec<Support> {
        self.situation()
            .units
            .iter()
            .filter(|hq| self.data().unit_types.get(&hq.unit_type).is_some_and(|t| t.hq))
            .filter_map(|hq| {
                let Some(MapPlace::Hex(hex)) = hq.at else { return None };
                let supplied =
                    hq.supplied.unwrap_or(!self.situation().out_of_supply.contains(&hex));
                let range = hq.support_range.unwrap_or(self.data().overrun.hq_support_range);
                supplied.then(|| Support {
                    faction: hq.side.clone(),
                    hex,
                    range,
                    id: hq.id.clone(),
                })
            })
            .collect()
    }

    /// Whether the enemy unit `target` in hex `at` (with `enemies` enemy units there) could get
    /// a defender's column shift or is otherwise no overrun target, whatever side it is
    /// approached from (3.2). `hqs` are the [`Setting::supporting_hqs`].
    pub(crate) fn shielded(&self, target: usize, at: usize, enemies: u8, hqs: &[Support]) -> bool {
        self.shield(target, at, enemies, hqs).is_some()
    }

    /// As [`Setting::shielded`], the refusal naming the clause: for an HQ that has prevented an
    /// overrun earlier this phase (so that it prevents more than one) STR-3.2-22, for its first
    /// one STR-3.2-21. `enemies_at` counts the enemy units at a board number.
    pub(crate) fn overrun_shield(
        &self,
        target: usize,
        at: usize,
        enemies_at: impl Fn(usize) -> u8,
        hqs: &[Support],
    ) -> Option<Refusal> {
        let enemies = enemies_at(at);
        let shield = self.shield(target, at, enemies, hqs)?;
        let unit = &self.situation().units[target];
        let here = || self.map().place_id(self.map().place_at(at));
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
                let hq_at = self.map().hex_id(hq.hex);
                let why = format!(
                    "the supplied HQ {} in {hq_at} could give {} a column shift",
                    hq.id, unit.id
                );
                if self.situation().hq_prevented.contains(&hq.id) {
                    (
                        c::OVERRUN_HQ_SEVERAL,
                        format!(
                            "{why}; it prevented an overrun earlier this phase, and the same HQ \
                             may prevent more than one"
                        ),
                    )
                } else {
                    (c::OVERRUN_HQ, why)
                }
            }
        };
        Some(Refusal::new(clause, why))
    }

    /// The first reason the defender `target` in `at` is no overrun target (see
    /// [`Setting::shielded`]).
    fn shield(&self, target: usize, at: usize, enemies: u8, hqs: &[Support]) -> Option<Shield> {
        let unit = &self.situation().units[target];
        if enemies > 1 {
            return Some(Shield::Stack);
        }
        if self.data().unit_types.get(&unit.unit_type).is_some_and(|t| t.air) {
            return Some(Shield::NotGround);
        }
        if unit.multi_step() {
            return Some(Shield::MultiStep);
        }
        if !self.facts().land.get(at).copied().unwrap_or(false) {
            return Some(Shield::NotLand);
        }
        if self.facts().shift_terrain.get(at).copied().unwrap_or(false) {
            return Some(Shield::Terrain);
        }
        let MapPlace::Hex(hex) = self.map().place_at(at) else { return None };
        if self.situation().weather_at(hex) == crate::situation::Weather::Mud {
            return Some(Shield::Mud);
        }
        if self.facts().fortress.get(at).copied().unwrap_or(false) {
            return Some(Shield::Fortress);
        }
        if unit.air_support {
            return Some(Shield::Air);
        }
        // Of the HQs that could give the shift, one that has prevented an overrun this phase
        // first: the clause then says the same HQ prevents another.
        let shields = |hq: &&Support| hq.faction == unit.side && hq.hex.distance(hex) <= hq.range;
        let prevented = |hq: &&Support| self.situation().hq_prevented.contains(&hq.id);
        hqs.iter()
            .position(|hq| shields(&hq) && prevented(&hq))
            .or_else(|| hqs.iter().position(|hq| shields(&hq)))
            .map(Shield::Hq)
    }

    /// The supplied HQ (its unit id) that keeps the enemy unit in board number `at` from being
    /// overrun, if an HQ is what shields it (3.2).
    pub(crate) fn preventing_hq(&self, at: usize) -> Option<String> {
        let hqs = self.supporting_hqs();
        let MapPlace::Hex(hex) = self.map().place_at(at) else { return None };
        let mut enemies =
            self.situation().units.iter().enumerate().filter(|(_, u)| {
                u.at == Some(MapPlace::Hex(hex)) && u.side != self.situation().side
            });
        let (target, _) = enemies.next()?;
        let count = u8::try_from(1 + enemies.count()).unwrap_or(u8::MAX);
        match self.shield(target, at, count, &hqs)? {
            Shield::Hq(number) => hqs.get(number).map(|hq| hq.id.clone()),
            _ => None,
        }
    }
}

/// A supplied HQ that can give column shifts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Support {
    faction: String,
    hex: umpire_hex::Hex,
    range: u32,
    id: String,
}

impl Support {
    /// The HQ's faction: it shields that faction's units alone.
    pub(crate) fn faction(&self) -> &str {
        &self.faction
    }
}
