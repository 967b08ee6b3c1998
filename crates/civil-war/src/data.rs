//! The rules data: every number and table of the Civil War movement rules.
//!
//! The crate compiles `rules.toml` in as the default ([`RulesData::builtin`], read without a
//! TOML parser); a game may build its own [`RulesData`] value, and with the `scenario` feature a
//! scenario overrides any key of it under `[rules.data]` (`RulesData::with_overrides`, from
//! `umpire_scenario::EmbeddedRulesData`).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use umpire_map::{DataValue, Mp, SetupError};

/// The embedded default rules data (`crates/civil-war/rules.toml`), as text.
pub const BUILTIN_RULES: &str = include_str!("../rules.toml");

/// The same rules data, compiled in by the build script.
static BUILTIN_TREE: DataValue = include!(concat!(env!("OUT_DIR"), "/rules.rs"));

/// The rules data in force.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RulesData {
    /// Hex terrain by name.
    pub terrain: BTreeMap<String, TerrainRule>,
    /// Hexside features by name.
    pub hexsides: BTreeMap<String, HexsideRule>,
    /// Ferry, bridge and road crossings.
    pub crossings: Crossings,
    /// Unit types by name.
    pub unit_types: BTreeMap<String, UnitTypeRule>,
    /// Force marches.
    pub force_march: ForceMarchRule,
    /// Rail movement.
    pub rail: RailRule,
    /// Naval and river movement.
    pub water: WaterRule,
    /// Water transport.
    pub transport: TransportRule,
    /// Amphibious assault.
    pub amphibious: AmphibiousRule,
    /// Leaders' initiative rolls.
    pub initiative: InitiativeRule,
}

/// Leaders' initiative rolls: success on the rating or less.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InitiativeRule {
    /// The die's sides.
    pub die: u32,
}

/// One hex terrain.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TerrainRule {
    /// MP to enter overland; `None`: no overland entry.
    pub cost: Option<Mp>,
    /// `coastal` or `all-sea`: a hex naval and river units use.
    pub water: Option<String>,
    /// The embarkation chart column the hex uses.
    pub embark_as: Option<String>,
}

/// One hexside feature.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HexsideRule {
    /// MP added to the hex's cost.
    pub cost: Option<Mp>,
    /// Not crossed overland.
    #[serde(default)]
    pub prohibited: bool,
    /// Stops zones of control.
    #[serde(default)]
    pub blocks_zoc: bool,
}

/// Crossing costs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Crossings {
    /// Crossing a river at a ferry.
    pub ferry_cost: Mp,
    /// Crossing a river along a bridge.
    pub bridge_cost: Mp,
    /// Moving along a road.
    pub road_cost: Mp,
}

/// One unit type.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct UnitTypeRule {
    /// Projects a zone of control (unless its factor is parenthesised).
    #[serde(default)]
    pub zoc: bool,
    /// May be force marched.
    #[serde(default)]
    pub force_march: bool,
    /// Fixed rail capacity cost (else its strength).
    pub rail_cost: Option<u32>,
    /// Fixed transport capacity cost (else its strength).
    pub carry_cost: Option<u32>,
    /// Its supply points count toward transport capacity too, and toward rail capacity (a
    /// supply train's load rides by rail with it: ACW-RAIL-10).
    #[serde(default)]
    pub carry_supply: bool,
    /// Supply by itself: it costs its supply points, on the rails and on a transport.
    #[serde(default)]
    pub supply_load: bool,
    /// Carried by water even without a transport (leaders, HQs).
    #[serde(default)]
    pub always_carried: bool,
    /// A naval or river unit: `river` or `naval`.
    pub water: Option<String>,
    /// Strength points it carries (transports).
    pub carries: Option<u32>,
    /// A gunboat flotilla or ironclad.
    #[serde(default)]
    pub flotilla: bool,
    /// May serve as a temporary ferry.
    #[serde(default)]
    pub ferry: bool,
}

pub use crate::attrition::{Attrition, AttritionRow, ForceMarchRule, RollModifier};

/// Rail movement.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RailRule {
    /// Rail hexes a unit may use in one phase.
    pub budget: u32,
    /// Rail hexes entraining uses.
    pub entrain_hexes: u32,
    /// Rail hexes detraining uses.
    pub detrain_hexes: u32,
    /// MP entraining costs.
    pub entrain_mp: Mp,
    /// MP detraining costs.
    pub detrain_mp: Mp,
    /// Game turns in a month: a side's monthly allotment of rail transport points is one pool
    /// for them all (ACW-RAIL-06).
    pub turns_per_month: u32,
    /// Zones whose railroads both sides use.
    pub neutral_zones: Vec<String>,
    /// `down` or `up`: halving an attacked entrained unit's strength.
    pub half_strength_rounding: String,
}

/// Naval and river movement.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WaterRule {
    /// MP per sea hex entered.
    pub sea_hex_mp: Mp,
    /// MP per river hexside moved onto.
    pub river_hexside_mp: Mp,
}

/// Water transport.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TransportRule {
    /// Strength points a transport carries.
    pub capacity: u32,
    /// The Embarkation/Disembarkation Cost Chart: unit type → column → MP.
    pub chart: BTreeMap<String, BTreeMap<String, Mp>>,
}

/// Amphibious assault.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AmphibiousRule {
    /// Unit types that may assault.
    pub types: Vec<String>,
    /// Unit sizes that may assault.
    pub sizes: Vec<String>,
    /// The assaulting strength's factor.
    pub strength_factor: Mp,
    /// The attacker's loss multiplier when the defenders hold.
    pub loss_factor: u32,
}

impl RulesData {
    /// The rules data as published (`rules.toml`, compiled in).
    ///
    /// ```
    /// let rules = umpire_civil_war::RulesData::builtin()?;
    /// assert_eq!(rules.rail.budget, 50);
    /// # Ok::<(), umpire_map::SetupError>(())
    /// ```
    ///
    /// # Errors
    /// Never for the crate as shipped (its tests read it); [`SetupError::RulesData`] if the
    /// compiled-in data did not fit the types.
    pub fn builtin() -> Result<RulesData, SetupError> {
        BUILTIN_TREE.read_rules("rules.toml")
    }
}

/// The embedded `rules.toml` as text, for the scenario adapter: `from_toml` and
/// `with_overrides` (a scenario's `[rules.data]` over it).
///
/// ```
/// use umpire_scenario::EmbeddedRulesData;
/// let over: toml::Table = toml::from_str("[rail]\nbudget = 40")?;
/// let rules = umpire_civil_war::RulesData::with_overrides(&over, "s.toml")?;
/// assert_eq!((rules.rail.budget, rules.rail.entrain_hexes), (40, 10));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[cfg(feature = "scenario")]
#[cfg_attr(docsrs, doc(cfg(feature = "scenario")))]
impl umpire_scenario::EmbeddedRulesData for RulesData {
    const BUILTIN: &'static str = BUILTIN_RULES;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_compiled_in_rules_are_the_text() {
        let text: Result<RulesData, _> = toml::from_str(BUILTIN_RULES);
        assert!(text.is_ok(), "{text:?}");
        let tree = RulesData::builtin();
        assert!(tree.is_ok(), "{tree:?}");
        assert_eq!(tree.ok(), text.ok());
    }

    #[test]
    fn the_embedded_rules_have_the_text_s_numbers() {
        let rules = RulesData::builtin().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            (rules.rail.budget, rules.rail.entrain_hexes, rules.rail.detrain_hexes),
            (50, 10, 10)
        );
        assert_eq!((rules.rail.entrain_mp, rules.rail.detrain_mp), (Mp::ONE, Mp::ONE));
        assert_eq!(rules.transport.capacity, 10);
        assert_eq!(rules.force_march.options, [1, 2]);
        assert_eq!(rules.crossings.road_cost, Mp::fraction(1, 2).unwrap_or(Mp::MAX));
    }

    #[test]
    fn the_rules_data_go_through_serde_and_come_back_equal() {
        let rules = RulesData::builtin().unwrap_or_else(|e| panic!("{e}"));
        let json = serde_json::to_string(&rules).unwrap_or_else(|e| panic!("{e}"));
        let back: RulesData = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(back, rules);
        let text = toml::to_string(&rules).unwrap_or_else(|e| panic!("{e}"));
        let back: RulesData = toml::from_str(&text).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(back, rules);
    }

    #[test]
    fn a_written_attrition_table_is_checked_when_read_back() {
        let rules = RulesData::builtin().unwrap_or_else(|e| panic!("{e}"));
        let mut json = serde_json::to_value(&rules).unwrap_or_else(|e| panic!("{e}"));
        json["force_march"]["attrition"]["friendly"] = serde_json::json!([]);
        assert!(serde_json::from_value::<RulesData>(json).is_err());
    }

    #[cfg(feature = "scenario")]
    #[test]
    fn the_text_reads_through_the_scenario_adapter_too() {
        use umpire_scenario::EmbeddedRulesData;
        let rules = <RulesData as EmbeddedRulesData>::from_toml(BUILTIN_RULES, "rules.toml");
        assert_eq!(rules.ok(), RulesData::builtin().ok());
    }
}
