//! Zones of control: which hexes the enemy's combat units project into, and by whom.

use umpire_map::{Board, Feature, HexBoard};

use crate::data::RulesData;
use crate::situation::UnitState;

/// Who projects a zone of control into each hex, for one moving side.
#[derive(Debug, Clone)]
pub(crate) struct Zones {
    /// Per place number of the map: enemy units projecting into it.
    count: Vec<u8>,
    /// Per place number of the map: how many of them are not infantry.
    not_infantry: Vec<u8>,
    /// Per place number of the map: entrained enemy units next to it that would project into it if they
    /// were not entrained.
    entrained: Vec<u8>,
}

impl Zones {
    /// The zones of control `side`'s enemies project: every enemy combat unit whose factor is not
    /// in parentheses and that is not entrained, into its six neighbours, except across a
    /// hexside that blocks zones of control (river, all-sea, mountain), whatever crosses it.
    pub(crate) fn of_enemies<M: HexBoard>(
        map: &M,
        data: &RulesData,
        units: &[UnitState],
        side: &str,
    ) -> Zones {
        let hexes = map.place_count();
        let mut zones = Zones {
            count: vec![0; hexes],
            not_infantry: vec![0; hexes],
            entrained: vec![0; hexes],
        };
        let blocking: Vec<Feature> = data
            .hexsides
            .iter()
            .filter(|(_, rule)| rule.blocks_zoc)
            .filter_map(|(name, _)| Feature::from_name(name))
            .collect();
        for unit in units {
            let entrained = unit.entrained && projects_off_the_train(data, unit);
            if unit.side == side || !(projects(data, unit) || entrained) {
                continue;
            }
            let Some(hex) = unit.at else { continue };
            if map.hex_index(hex).is_none() {
                continue;
            }
            let infantry = unit.unit_type == "infantry";
            map.for_each_hex_leg(hex, |_, index, leg| {
                if blocking.iter().any(|f| leg.features.contains(*f)) {
                    return;
                }
                if entrained {
                    zones.entrained[index] = zones.entrained[index].saturating_add(1);
                    return;
                }
                zones.count[index] = zones.count[index].saturating_add(1);
                if !infantry {
                    zones.not_infantry[index] = zones.not_infantry[index].saturating_add(1);
                }
            });
        }
        zones
    }

    /// Whether hex number `index` is in an enemy zone of control.
    pub(crate) fn contains(&self, index: usize) -> bool {
        self.count.get(index).copied().unwrap_or(0) > 0
    }

    /// Whether hex number `index` is out of every enemy zone of control only because the enemy
    /// units next to it are entrained (rail rules: entrained units project none).
    pub(crate) fn silenced(&self, index: usize) -> bool {
        !self.contains(index) && self.entrained.get(index).copied().unwrap_or(0) > 0
    }

    /// Whether every enemy unit projecting into hex number `index` is infantry.
    pub(crate) fn only_infantry(&self, index: usize) -> bool {
        self.not_infantry.get(index).copied().unwrap_or(0) == 0
    }
}

/// Whether `unit` projects a zone of control: a combat unit of a ZOC type, factor not in
/// parentheses, not entrained (reading 4; 3, 42 of the rail rules).
pub(crate) fn projects(data: &RulesData, unit: &UnitState) -> bool {
    projects_off_the_train(data, unit) && !unit.entrained
}

/// Whether `unit` would project a zone of control if it were not entrained.
fn projects_off_the_train(data: &RulesData, unit: &UnitState) -> bool {
    let kind = data.unit_types.get(&unit.unit_type);
    kind.is_some_and(|k| k.zoc) && !unit.parenthesized && unit.at.is_some()
}
