//! The rules data: every number and table of the strategic movement rules, read from TOML.
//!
//! The crate compiles `rules.toml` in as the default ([`RulesData::builtin`], read without a
//! TOML parser); a game may build its own [`RulesData`] value, and with the `scenario` feature a
//! scenario overrides any key of it under `[rules.data]` (`RulesData::with_overrides`, from
//! `umpire_scenario::EmbeddedRulesData`).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use umpire_map::{DataValue, Mp, SetupError};

/// The embedded default rules data (`crates/strategic/rules.toml`), as text.
pub const BUILTIN_RULES: &str = include_str!("../rules.toml");

/// The same rules data, compiled in by the build script.
static BUILTIN_TREE: DataValue = include!(concat!(env!("OUT_DIR"), "/rules.rs"));

/// The rules data in force: the Terrain Effects Chart, road/rail costs, factions, nationalities,
/// unit types, convoy tables, canals, the Central Asia Box and the settings for the readings the
/// text leaves open.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RulesData {
    /// Hex terrain by name.
    pub terrain: BTreeMap<String, TerrainRule>,
    /// Hexside features by name.
    pub hexsides: BTreeMap<String, HexsideRule>,
    /// Road/Rail hexside costs by phase.
    pub road_rail: RoadRail,
    /// The factions by name.
    pub factions: BTreeMap<String, FactionRule>,
    /// The nationalities by name.
    pub nationalities: BTreeMap<String, NationalityRule>,
    /// The unit types by name.
    pub unit_types: BTreeMap<String, UnitTypeRule>,
    /// Overrun settings.
    pub overrun: OverrunRule,
    /// Where the minimum move exception applies.
    pub minimum_move: MinimumMoveRule,
    /// EZOC settings.
    pub ezoc: EzocRule,
    /// The Central Asia Box.
    pub central_asia: CentralAsiaRule,
    /// The canals by name.
    pub canals: BTreeMap<String, CanalRule>,
    /// How canals are used.
    pub canal_rules: CanalUse,
    /// Troop convoy capacities and nationality lines.
    pub convoys: ConvoyRules,
    /// Country settings.
    pub countries: CountryRules,
    /// Bounds of the engine (not numbers of the rules).
    pub limits: Limits,
}

/// Bounds the engine sets so that a search stays quick (`[limits]`): not numbers of the rules.
/// Past a limit a query is answered with an error naming it, never with a verdict.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Limits {
    /// The most overrun targets a reach may have within range, or a checked path may enter or
    /// pass next to (at most [`crate::MAX_TRACKED`]).
    pub overrun_targets: u8,
}

/// One hex terrain of the Terrain Effects Chart.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TerrainRule {
    /// MP to enter; `None`: cannot be entered Hex-to-Hex.
    pub cost: Option<Mp>,
    /// A Land hex (`false`: All-Sea).
    #[serde(default = "yes")]
    pub land: bool,
    /// Gives a defender a CRT column shift.
    #[serde(default)]
    pub defender_shift: bool,
}

/// One hexside feature of the Terrain Effects Chart.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HexsideRule {
    /// MP added to the hex's cost.
    #[serde(default)]
    pub cost: Option<Mp>,
    /// Cannot be crossed Hex-to-Hex.
    #[serde(default)]
    pub prohibited: bool,
    /// Crossed at the Road/Rail hexside cost (a connected strait).
    #[serde(default)]
    pub road_rail_cost: bool,
    /// Gives a defender across it a CRT column shift.
    #[serde(default)]
    pub defender_shift: bool,
}

/// Road/Rail hexside costs: one table per phase.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoadRail {
    /// In the Operational Movement Phase.
    pub operational: RoadRailCost,
    /// In the Reserve Movement Phase.
    pub reserve: RoadRailCost,
}

/// Road/Rail hexside costs by unit size.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoadRailCost {
    /// For a one-step unit.
    pub one_step: Mp,
    /// For a multi-step unit.
    pub multi_step: Mp,
}

/// A faction.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct FactionRule {
    /// An Allied faction (may move Off-Map Box to Off-Map Box).
    #[serde(default)]
    pub allied: bool,
}

/// A nationality.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NationalityRule {
    /// Its faction.
    pub faction: String,
    /// A Major Country.
    #[serde(default)]
    pub major: bool,
    /// Its Home Country: a `country` zone id.
    pub home: String,
}

/// A unit type.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct UnitTypeRule {
    /// Armor-type.
    #[serde(default)]
    pub armor: bool,
    /// A headquarters.
    #[serde(default)]
    pub hq: bool,
    /// A Marine unit.
    #[serde(default)]
    pub marine: bool,
    /// An Air unit.
    #[serde(default)]
    pub air: bool,
}

/// Overrun settings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OverrunRule {
    /// How far a supplied HQ gives a column shift, in hexes.
    pub hq_support_range: u32,
    /// Map place kinds that are fortresses.
    pub fortress_kinds: Vec<String>,
}

/// The minimum move exception (3.1.1): where a unit's first hex may cost more than its MA.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MinimumMoveRule {
    /// The movement phases it applies in.
    pub phases: Vec<crate::situation::Phase>,
}

/// EZOC settings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EzocRule {
    /// Friendly marker kinds that negate EZOC.
    pub negating_markers: Vec<String>,
    /// Every marker kind.
    pub marker_kinds: Vec<String>,
}

/// The Central Asia Box.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CentralAsiaRule {
    /// The box's id on the map.
    #[serde(rename = "box")]
    pub box_key: String,
    /// The MP cost of placing a unit from the box.
    pub exit_cost: Mp,
    /// The faction that uses the box.
    pub faction: String,
    /// Whether a placement into an EZOC hex in the Operational phase stops the unit.
    pub exit_into_ezoc_stops: bool,
    /// The eastern edge hexes, by id.
    pub eastern_edge: Vec<String>,
    /// Factions barred from the eastern edge hexes.
    pub barred_factions: Vec<String>,
}

/// A canal: its two ports, by hex id, and the clause that names them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CanalRule {
    /// The two canal ports.
    pub ports: [String; 2],
    /// The clause that names the canal's ports (`STR-3.1.2-30` for the Kiel Canal), cited in
    /// the ledger of a move through it.
    #[serde(default)]
    pub clause: Option<String>,
}

/// How canals are used.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CanalUse {
    /// A canal move as the first move costs the whole allowance.
    pub whole_allowance: bool,
    /// Units per canal per phase.
    pub units_per_phase: u32,
}

/// Troop convoys.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ConvoyRules {
    /// Capacity by convoy kind.
    pub capacity: BTreeMap<String, Capacity>,
    /// Nationality lines, first match wins.
    pub lines: Vec<ConvoyLine>,
}

/// What one convoy marker carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Capacity {
    /// One one-step unit.
    OneStep,
    /// One unit of any size.
    Any,
}

/// One line of the convoy nationality table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ConvoyLine {
    /// The convoy kind it applies to (any when absent).
    #[serde(default)]
    pub kind: Option<String>,
    /// The marker nationality it applies to (`*`: any).
    pub nationality: String,
    /// The clause a refusal under this line cites.
    pub clause: String,
    /// Who may use it.
    pub users: Users,
    /// With `users = "faction"`: the factions.
    #[serde(default)]
    pub factions: Vec<String>,
    /// With `users = "nationality"`: the nationalities.
    #[serde(default)]
    pub nationalities: Vec<String>,
    /// Whether any friendly Exp unit may use it too.
    #[serde(default = "yes")]
    pub exp: bool,
}

/// Who may use a convoy.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Users {
    /// Units of the listed factions.
    Faction,
    /// Units of the listed nationalities.
    Nationality,
    /// Units of the convoy's own nationality or of a friendly Major Country.
    MinorCountry,
}

/// Country settings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CountryRules {
    /// Capital markers that confine a Minor Country's units.
    pub confining_capital_markers: Vec<String>,
    /// Axis nationalities free to enter every Axis Country and Dependent.
    pub axis_unrestricted: Vec<String>,
}

fn yes() -> bool {
    true
}

impl RulesData {
    /// The rules data as published (`rules.toml`, compiled in).
    ///
    /// ```
    /// let rules = umpire_strategic::RulesData::builtin()?;
    /// assert_eq!(rules.terrain["swamp"].cost, Some(umpire_map::Mp::whole(2)));
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
/// let over: toml::Table = toml::from_str("[terrain.swamp]\ncost = 3")?;
/// let rules = umpire_strategic::RulesData::with_overrides(&over, "s.toml")?;
/// assert_eq!(rules.terrain["swamp"].cost, Some(umpire_map::Mp::whole(3)));
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
        assert_eq!(RulesData::builtin().ok(), text.ok());
    }

    #[test]
    fn the_rules_data_round_trip_through_serde() {
        // House rules made in code can be saved and read back: as TOML and as JSON.
        let rules = RulesData::builtin().unwrap_or_else(|e| panic!("{e}"));
        let text = toml::to_string(&rules).unwrap_or_else(|e| panic!("{e}"));
        let back: RulesData = toml::from_str(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(back, rules);
        let json = serde_json::to_string(&rules).unwrap_or_else(|e| panic!("{e}"));
        let back: RulesData = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{e}\n{json}"));
        assert_eq!(back, rules);
    }

    #[test]
    fn the_text_s_numbers_are_in_the_data() {
        let rules = RulesData::builtin().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(rules.terrain["clear"].cost, Some(Mp::ONE));
        assert_eq!(rules.terrain["swamp"].cost, Some(Mp::whole(2)));
        assert_eq!(rules.hexsides["river"].cost, Some(Mp::ONE));
        assert_eq!(rules.central_asia.eastern_edge.len(), 24);
    }

    #[cfg(feature = "scenario")]
    #[test]
    fn overrides_replace_one_value_and_keep_the_rest() -> Result<(), SetupError> {
        use umpire_scenario::EmbeddedRulesData;
        let over: toml::Table = toml::from_str("[terrain.swamp]\ncost = \"3\"\n")
            .map_err(|e| SetupError::RulesData { origin: "test".into(), message: e.to_string() })?;
        let rules = RulesData::with_overrides(&over, "test")?;
        assert_eq!(rules.terrain["swamp"].cost, Some(Mp::whole(3)));
        assert!(rules.terrain["swamp"].defender_shift);
        assert_eq!(rules.terrain["clear"].cost, Some(Mp::ONE));
        Ok(())
    }

    #[cfg(feature = "scenario")]
    #[test]
    fn a_misspelt_override_key_is_refused_by_name() {
        use umpire_scenario::EmbeddedRulesData;
        let over: Result<toml::Table, _> = toml::from_str("[terrain.swamp]\ncots = \"3\"\n");
        let Ok(over) = over else { return };
        let error = RulesData::with_overrides(&over, "s.toml");
        let text = format!("{error:?}");
        assert!(text.contains("cots"), "{text}");
    }
}
