//! The rules data of the vehicle speed rules (`crates/minis/speed-vehicles.toml`), typed.

use std::collections::BTreeMap;

use serde::Deserialize;
use umpire_map::ClauseId;

/// The embedded rules data (`crates/minis/speed-vehicles.toml`).
pub const SPEED_VEHICLE_RULES: &str = include_str!("../../../speed-vehicles.toml");

/// The same rules data compiled in as a tree (by `build.rs`), read by [`VehicleData::builtin`].
static VEHICLE_TREE: umpire_map::DataValue =
    include!(concat!(env!("OUT_DIR"), "/speed-vehicles.rs"));

/// How several obstacle deductions in one phase combine.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Cumulative {
    /// The percentages are added and taken once.
    Add,
    /// Each keeps `100 - d` per cent of what the last left.
    Compound,
}

/// The typed rules data.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VehicleData {
    /// % of the final speed a suppressed vehicle keeps.
    pub suppressed: u32,
    /// How obstacle deductions combine.
    pub cumulative: Cumulative,
    /// Vehicle classes (the deductions table's columns) by name.
    pub classes: BTreeMap<String, ClassData>,
    /// Running gear by name.
    pub running: BTreeMap<String, RunningData>,
    /// Movers that are not vehicles, by name.
    pub troops: BTreeMap<String, TroopData>,
    /// Going as % of the cross-country speed, by class then going.
    pub going: BTreeMap<String, BTreeMap<String, Percent>>,
    /// Road-like surfaces.
    pub surfaces: BTreeMap<String, Percent>,
    /// Visibility rows and conditions.
    pub visibility: VisibilityData,
    /// Linear obstacles.
    pub obstacles: ObstacleData,
    /// The movement-definitions table by terrain name.
    pub terrain: BTreeMap<String, TerrainRow>,
    /// Built-up-area names.
    pub bua: BuaData,
    /// Reversing.
    pub reversing: ReversingData,
    /// Flattened cover.
    pub flattening: FlatteningData,
    /// Miring.
    pub miring: MiringData,
    /// Buildings.
    pub buildings: BuildingData,
}

/// A vehicle class (a column of the deductions table).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClassData {
    /// The running gear assumed when none is named; none for a class whose running gear
    /// varies (an other AFV may be wheeled or half-tracked), which must then be stated
    /// wherever the running gear matters.
    #[serde(default)]
    pub running: Option<String>,
    /// Armoured.
    pub afv: bool,
}

/// A kind of running gear.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RunningData {
    /// Tracked or half-tracked.
    pub tracked: bool,
    /// % of the terrain speed from a standing start.
    pub standing_start: u32,
    /// Reversing distance per phase, mm.
    pub reverse_mm: i64,
    /// The highest modified D10 total that gets it stuck.
    pub stuck_on: i32,
    /// The clause of its stuck range.
    pub stuck_clause: ClauseId,
}

/// A mover that is not a vehicle.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TroopData {
    /// Its column of the movement-definitions table.
    pub column: String,
    /// % of its speed from a standstill.
    pub standing_start: u32,
    /// Whether it may use its fast figure.
    pub fast: bool,
    /// mm added in Poor going (negative), if given.
    #[serde(default)]
    pub poor_mm: Option<i64>,
    /// mm added in Heavy going (negative), if given.
    #[serde(default)]
    pub heavy_mm: Option<i64>,
}

/// A percentage with the clause that sets it.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Percent {
    /// The percentage.
    pub percent: u32,
    /// The clause.
    pub clause: ClauseId,
}

/// Visibility.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VisibilityData {
    /// The table's rows.
    pub rows: BTreeMap<String, Percent>,
    /// Named conditions.
    pub conditions: BTreeMap<String, Condition>,
}

/// A named visibility condition.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Condition {
    /// The row it falls in.
    pub row: String,
    /// The clause that classes it.
    pub clause: ClauseId,
}

/// Linear obstacles.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ObstacleData {
    /// Named obstacles and their class.
    pub kinds: BTreeMap<String, ObstacleKind>,
    /// Deductions by vehicle class, then obstacle class (or `turn`).
    pub deductions: BTreeMap<String, BTreeMap<String, Percent>>,
}

/// A named obstacle.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ObstacleKind {
    /// `hard`, `soft`, `bocage`, `dense wire` or `anti-tank`.
    pub class: String,
    /// The clause that classes it.
    pub clause: ClauseId,
}

/// A row of the movement-definitions table.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TerrainRow {
    /// Infantry going.
    #[serde(default)]
    pub infantry: Option<String>,
    /// Cavalry going.
    #[serde(default)]
    pub cavalry: Option<String>,
    /// Vehicle going.
    #[serde(default)]
    pub vehicles: Option<String>,
    /// The row's clause.
    pub clause: ClauseId,
}

impl TerrainRow {
    /// The going for a column.
    pub fn column(&self, column: &str) -> Option<&str> {
        match column {
            "infantry" => self.infantry.as_deref(),
            "cavalry" => self.cavalry.as_deref(),
            "vehicles" => self.vehicles.as_deref(),
            _ => None,
        }
    }
}

/// Built-up-area names.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BuaData {
    /// Open BUA names.
    pub open: Vec<String>,
    /// Dense BUA names.
    pub dense: Vec<String>,
    /// The clause classing the open names.
    pub open_clause: ClauseId,
    /// The clause classing the dense names.
    pub dense_clause: ClauseId,
    /// Distinct open spaces inside a BUA.
    pub distinct_open: Vec<String>,
}

/// Reversing.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReversingData {
    /// mm backed from the contour out of hull-down.
    pub hull_down_mm: i64,
    /// % of the phase's speed that backing out of hull-down costs.
    pub hull_down_cost: u32,
    /// Vehicles that reverse at full speed.
    pub full_speed: Vec<String>,
}

/// Flattened cover.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FlatteningData {
    /// Sides of the die.
    pub die: u32,
    /// The target before the weight.
    pub target: u32,
    /// The weight is divided by this.
    pub weight_divisor: u32,
    /// The terrain that is flattened.
    pub terrain_from: String,
    /// The going it becomes.
    pub terrain_to: String,
}

/// Miring.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MiringData {
    /// Sides of the die.
    pub die: u32,
    /// Already stuck and at or below this: permanently stuck.
    pub permanent_at: i32,
    /// Whether the permanent test reads the natural die instead of the total.
    pub permanent_on_natural: bool,
    /// % of the phase's speed a freed vehicle may move.
    pub freed_percent: u32,
    /// Soft terrain.
    pub soft: Vec<String>,
    /// Snow terrain.
    pub snow: Vec<String>,
    /// Modifier in soft terrain.
    pub soft_terrain: i32,
    /// Modifier when already stuck.
    pub already_stuck: i32,
    /// Modifier when towing.
    pub towing: i32,
    /// Modifier for low ground pressure in soft going.
    pub low_pressure_soft: i32,
    /// Modifier for high ground pressure in soft going.
    pub high_pressure_soft: i32,
    /// Modifier for snow chains in snow.
    pub chains_in_snow: i32,
}

/// Buildings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BuildingData {
    /// Quarters of a period per contour level climbed.
    pub quarters_per_level: u32,
}

impl VehicleData {
    /// The embedded rules data.
    ///
    /// # Errors
    /// [`RulesDataError::Embedded`](crate::RulesDataError::Embedded): never for the crate as
    /// shipped (a test reads it).
    pub fn builtin() -> Result<VehicleData, crate::RulesDataError> {
        VEHICLE_TREE.read().map_err(|e| crate::RulesDataError::embedded("speed-vehicles.toml", &e))
    }

    /// Rules data from TOML text of the same shape (feature `scenario`).
    ///
    /// # Errors
    /// [`RulesDataError::Toml`](crate::RulesDataError::Toml): the parser's report, with the
    /// line and column, when the text is malformed or not of this shape.
    #[cfg(feature = "scenario")]
    #[cfg_attr(docsrs, doc(cfg(feature = "scenario")))]
    pub fn from_toml(text: &str) -> Result<VehicleData, crate::RulesDataError> {
        toml::from_str(text).map_err(|e| crate::RulesDataError::toml(text, &e))
    }
}
