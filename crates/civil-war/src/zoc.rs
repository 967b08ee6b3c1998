//! Zones of control: which hexes the enemy's combat units project into, and by whom.

use umpire_map::{Board, ClauseId, Feature, HexBoard, HexLeg};

use crate::clauses as c;
use crate::data::RulesData;
use crate::situation::UnitState;

/// Why a hex next to an enemy ground unit is in none of its zone of control: what a march
/// that goes on from there owes its freedom to, for the ledger.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Quiet {
    /// The enemy unit is entrained (ACW-RAIL-42).
    Entrained,
    /// Its factor is printed in parentheses (ACW-ZOC-02).
    Parenthesized,
    /// It is no combat unit: a Leader, HQ, supply or siege train, rail repair unit (ACW-ZOC-03).
    NotCombat,
    /// A hexside between it and the hex keeps its zone out: a river (ACW-ZOC-08), all-sea
    /// (ACW-ZOC-09) or mountain (ACW-ZOC-10) side, with what crosses it: a road, railroad or
    /// ferry (ACW-ZOC-11), a bridge or ford (ACW-ZOC-12).
    Across {
        /// The clause of the hexside.
        side: ClauseId,
        /// Its name.
        name: &'static str,
        /// The clause of what crosses it, if anything does.
        crossing: Option<(ClauseId, &'static str)>,
    },
}

impl Quiet {
    /// The clause and the words the ledger notes it with.
    pub(crate) fn note(self) -> (ClauseId, String) {
        match self {
            Quiet::Entrained => (
                c::RAIL_42,
                "the enemy unit next to it is entrained and projects no zone of control".into(),
            ),
            Quiet::Parenthesized => (
                c::ZOC_02,
                "the enemy unit next to it has its factor in parentheses and projects no zone of control"
                    .into(),
            ),
            Quiet::NotCombat => (
                c::ZOC_03,
                "the enemy unit next to it is no combat unit and projects no zone of control".into(),
            ),
            Quiet::Across { side, name, crossing: None } => {
                (side, format!("no zone of control reaches it across the {name} hexside"))
            }
            Quiet::Across { name, crossing: Some((clause, what)), .. } => (
                clause,
                format!("no zone of control reaches it across the {name} hexside, {what} or not"),
            ),
        }
    }

    /// What keeps a zone from crossing the hexside of `leg`, whose features include `blocking`.
    fn across(blocking: Feature, leg: &HexLeg) -> Quiet {
        let (side, name) = match blocking {
            Feature::River | Feature::MajorRiver | Feature::MinorRiver => (c::ZOC_08, "river"),
            Feature::AllSea => (c::ZOC_09, "all-sea"),
            Feature::Mountain => (c::ZOC_10, "mountain"),
            other => (c::ZOC_01, other.name()),
        };
        let crossing = if leg.features.contains(Feature::Bridge) {
            Some((c::ZOC_12, "bridge"))
        } else if leg.features.contains(Feature::Ford) {
            Some((c::ZOC_12, "ford"))
        } else if leg.road {
            Some((c::ZOC_11, "road"))
        } else if leg.rail {
            Some((c::ZOC_11, "railroad"))
        } else if leg.features.contains(Feature::Ferry) {
            Some((c::ZOC_11, "ferry"))
        } else {
            None
        };
        Quiet::Across { side, name, crossing }
    }
}

/// Who projects a zone of control into each hex, for one moving side.
#[derive(Debug, Clone)]
pub(crate) struct Zones {
    /// Per place number of the map: enemy units projecting into it.
    count: Vec<u8>,
    /// Per place number of the map: how many of them are not infantry.
    not_infantry: Vec<u8>,
    /// Per place number of the map: why an enemy ground unit next to it projects nothing into
    /// it (the first reason found).
    quiet: Vec<Option<Quiet>>,
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
        let mut zones =
            Zones { count: vec![0; hexes], not_infantry: vec![0; hexes], quiet: vec![None; hexes] };
        let blocking: Vec<Feature> = data
            .hexsides
            .iter()
            .filter(|(_, rule)| rule.blocks_zoc)
            .filter_map(|(name, _)| Feature::from_name(name))
            .collect();
        for unit in units {
            if unit.side == side {
                continue;
            }
            let kind = data.unit_types.get(&unit.unit_type);
            if kind.is_some_and(|k| k.water.is_some()) {
                continue;
            }
            let Some(hex) = unit.at else { continue };
            if map.hex_index(hex).is_none() {
                continue;
            }
            let quiet = if projects(data, unit) {
                None
            } else if unit.entrained && projects_off_the_train(data, unit) {
                Some(Quiet::Entrained)
            } else if kind.is_some_and(|k| k.zoc) {
                Some(Quiet::Parenthesized)
            } else {
                Some(Quiet::NotCombat)
            };
            let infantry = unit.unit_type == "infantry";
            map.for_each_hex_leg(hex, |_, index, leg| {
                let blocked = blocking.iter().copied().find(|f| leg.features.contains(*f));
                let why = match (quiet, blocked) {
                    (Some(why), _) => why,
                    (None, Some(feature)) => Quiet::across(feature, &leg),
                    (None, None) => {
                        zones.count[index] = zones.count[index].saturating_add(1);
                        if !infantry {
                            zones.not_infantry[index] = zones.not_infantry[index].saturating_add(1);
                        }
                        return;
                    }
                };
                zones.quiet[index].get_or_insert(why);
            });
        }
        zones
    }

    /// Whether hex number `index` is in an enemy zone of control.
    pub(crate) fn contains(&self, index: usize) -> bool {
        self.count.get(index).copied().unwrap_or(0) > 0
    }

    /// Why hex number `index`, next to an enemy ground unit, is in no enemy zone of control (a
    /// hex in one: `None`).
    pub(crate) fn quiet(&self, index: usize) -> Option<Quiet> {
        if self.contains(index) {
            return None;
        }
        self.quiet.get(index).copied().flatten()
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

#[cfg(test)]
mod tests {
    use umpire_map::Features;

    use super::*;

    fn leg(features: &[Feature], road: bool, rail: bool) -> HexLeg {
        let features: Features = features.iter().copied().collect();
        HexLeg { direction: None, hexside: None, road, rail, features }
    }

    #[test]
    fn each_hexside_that_keeps_a_zone_out_cites_its_own_clause() {
        let cases = [
            (Feature::River, false, false, "ACW-ZOC-08"),
            (Feature::MinorRiver, false, false, "ACW-ZOC-08"),
            (Feature::AllSea, false, false, "ACW-ZOC-09"),
            (Feature::Mountain, false, false, "ACW-ZOC-10"),
            (Feature::River, true, false, "ACW-ZOC-11"),
            (Feature::Mountain, false, true, "ACW-ZOC-11"),
        ];
        for (feature, road, rail, clause) in cases {
            let (cited, _) = Quiet::across(feature, &leg(&[feature], road, rail)).note();
            assert_eq!(cited.as_str(), clause, "{feature:?} road {road} rail {rail}");
        }
        let bridged = leg(&[Feature::River, Feature::Bridge], true, false);
        assert_eq!(Quiet::across(Feature::River, &bridged).note().0.as_str(), "ACW-ZOC-12");
        let ford = leg(&[Feature::River, Feature::Ford], false, false);
        assert_eq!(Quiet::across(Feature::River, &ford).note().0.as_str(), "ACW-ZOC-12");
    }

    #[test]
    fn enemy_units_that_project_nothing_cite_why() {
        assert_eq!(Quiet::Entrained.note().0.as_str(), "ACW-RAIL-42");
        assert_eq!(Quiet::Parenthesized.note().0.as_str(), "ACW-ZOC-02");
        assert_eq!(Quiet::NotCombat.note().0.as_str(), "ACW-ZOC-03");
    }
}
