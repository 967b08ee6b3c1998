//! Carrying ground units by water (transport capacity, the embarkation chart, ports, voyages
//! and their destinations), amphibious assaults, and what being entrained means in combat.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use umpire_hex::Hex;
use umpire_map::{Citation, MapPlace, Mp, Refusal};

use crate::clauses as c;
use crate::game::{Game, MoveVerdict};
use crate::map::CivilWarMap;
use crate::situation::UnitState;
use crate::water::WaterPlace;

/// A voyage: a transport (or, for Leaders and HQs alone, none), the units it carries, its path
/// by water, and where the units land or are bound.
///
/// It is also the `voyage` order of a game ([`crate::Order::Voyage`]), written
/// `order = "voyage"` with these keys (`cargo` and `path` may be left out: none, and a
/// transport that does not move).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Voyage {
    /// The transport; `None` for Leaders and HQs moving by water on their own.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub transport: Option<String>,
    /// The units carried.
    #[serde(default)]
    pub cargo: Vec<String>,
    /// The transport's water path, its start first (empty: it does not move).
    #[serde(default)]
    pub path: Vec<String>,
    /// The hex the units land in at the end, if they land.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub land_in: Option<String>,
    /// Where units staying embarked are bound.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub destination: Option<String>,
    /// Cargo units force marched this phase, with the MP each adds (`{ "1st-division" = 1 }`):
    /// its MA for embarking and landing rises by that much (ACW-FORCE-01, ACW-FORCE-03,
    /// ACW-MIN-03), and when the voyage is made it rolls on the Force March Attrition Table
    /// (ACW-FORCE-05) by the territory of the hex it lands in — or, staying embarked, of the
    /// hex it embarked from (our reading: the text names no territory at sea).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub force_march: BTreeMap<String, u32>,
}

/// The verdict on a voyage: legal with what each unit paid, or the refusing clause.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct VoyageVerdict {
    /// The refusal, if the voyage is illegal.
    pub refusal: Option<Refusal>,
    /// The clauses the voyage was judged under, in order.
    pub citations: Vec<Citation>,
    /// Strength points carried.
    pub load: u32,
    /// MP each cargo unit spent embarking and landing.
    pub cargo_mp: Vec<(String, Mp)>,
    /// The transport's own move, if it moved.
    pub water: Option<MoveVerdict>,
}

impl VoyageVerdict {
    /// Whether the voyage is legal.
    pub fn is_legal(&self) -> bool {
        self.refusal.is_none()
    }
}

/// How an amphibious assault's combat ended for the defenders.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AssaultResult {
    /// They retreated out of the hex.
    Retreated,
    /// They retreated into a fort or fortress in the hex.
    RetreatedIntoFort,
    /// They held the hex.
    Held,
}

/// What an amphibious assault comes to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Assault {
    /// The refusal, if it may not be made.
    pub refusal: Option<Refusal>,
    /// The attacking strength, halved.
    pub strength: Mp,
    /// Combat supply used (never any).
    pub combat_supply: u32,
    /// The factor the attacker's losses are multiplied by.
    pub loss_factor: u32,
    /// Whether the attackers land in the hex.
    pub lands: bool,
    /// Whether the assault takes place: `false` when the Leader failed his attack-initiative
    /// roll (ACW-AMPH-07). The order is not refused — the roll was made — but no assault takes
    /// place, and the force may try none again this phase.
    pub goes_in: bool,
    /// The clauses that decided, in order.
    pub citations: Vec<Citation>,
}

mod assault;
mod voyage;

impl<M: CivilWarMap> Game<M> {
    /// The strength points `unit` counts toward a transport's capacity.
    pub fn carry_cost(&self, unit: &UnitState) -> u32 {
        let kind = self.unit_type(unit);
        match kind.carry_cost {
            Some(fixed) if kind.carry_supply => fixed + unit.supply_points,
            Some(fixed) => fixed,
            None if kind.supply_load => unit.supply_points,
            None => unit.strength,
        }
    }

    /// Whether `hex` is a port: a city or town ([`CivilWarMap::for_each_city_or_town`]) on a
    /// coastal hex (by its terrain, or because the map puts it on the coast:
    /// [`CivilWarMap::for_each_coastal_hex`]) or beside a navigable river, or one the situation
    /// names.
    pub fn is_port(&self, hex: Hex) -> bool {
        let index = self.hex_index(hex);
        let town = index.is_some_and(|i| self.facts().town(i));
        let coastal = self.coastal(hex);
        // A river is navigable where river units may go: not above a head of navigation.
        let above = &self.situation().waters.above_head_of_navigation;
        let river = hex
            .hexsides()
            .into_iter()
            .any(|s| self.water().index_of_side(s) && !above.contains(&s));
        self.situation().ports.contains(&hex) || town && (coastal || river)
    }

    /// The chart column of `hex` for embarking and landing, with the clause that decided it.
    pub(super) fn chart_column(&self, hex: Hex) -> (String, Option<Citation>) {
        if self.is_port(hex) {
            let coastal = self.coastal(hex);
            let why = if coastal {
                Citation::new(c::TRANS_12, "a city or town on the coast is a port")
            } else {
                Citation::new(c::TRANS_13, "a city or town on a navigable river is a port")
            };
            return ("port".to_owned(), Some(why));
        }
        let terrain = self
            .hex_index(hex)
            .and_then(|i| self.facts().terrain(i))
            .map(|t| t.name.clone())
            .unwrap_or_default();
        let column = self
            .data()
            .terrain
            .get(&terrain)
            .and_then(|t| t.embark_as.clone())
            .unwrap_or(terrain.clone());
        let why = (terrain == "swamp")
            .then(|| Citation::new(c::TRANS_11, "swamp counts as forest on the chart"));
        (column, why)
    }

    /// Whether `hex` is a coastal or all-sea hex: its terrain has a `water` column, or the map
    /// puts it on the coast ([`CivilWarMap::for_each_coastal_hex`]).
    fn coastal(&self, hex: Hex) -> bool {
        self.hex_index(hex).and_then(|i| self.facts().sea(i)).is_some()
    }

    /// Whether land hex `hex` touches water place `place` (a sea hex next to it, or a river
    /// hexside of it).
    pub(super) fn touches(&self, place: WaterPlace, hex: Hex) -> bool {
        match place {
            WaterPlace::Sea(sea) => sea == hex || sea.distance(hex) == 1,
            WaterPlace::River(side) => side.touches(hex),
        }
    }

    pub(super) fn besieged_fort(&self, hex: Hex) -> bool {
        self.situation().forts.iter().any(|f| f.at == hex && f.besieged)
    }

    /// The chart's MP for `unit` embarking or landing in `hex`.
    pub(super) fn chart_cost(
        &self,
        unit: &UnitState,
        hex: Hex,
        citations: &mut Vec<Citation>,
    ) -> Result<Mp, Refusal> {
        let (column, why) = self.chart_column(hex);
        citations.extend(why);
        self.data()
            .transport
            .chart
            .get(&unit.unit_type)
            .and_then(|row| row.get(&column))
            .copied()
            .ok_or_else(|| {
                Refusal::new(
                    c::TRANS_10,
                    format!(
                        "{} may not embark or land in a {column} hex ({})",
                        crate::words::a_unit(&unit.unit_type),
                        self.map_hex_id(hex)
                    ),
                )
            })
    }

    /// A place of the map as an id, for messages.
    pub fn place_name(&self, place: MapPlace) -> String {
        self.map().place_id(place)
    }
}
