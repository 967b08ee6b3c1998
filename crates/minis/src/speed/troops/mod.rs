//! Troops and the rest: infantry, movement at the double, cavalry charges, snow and ice,
//! towing, embarking and disembarking, carrying capacity, unhitching, amphibious and wading
//! vehicles, ramming and overrunning soft targets.
//!
//! Every rule is a pure function of its inputs and the rules data ([`TroopsData`], embedded
//! from `crates/minis/speed-troops.toml`): it returns the value it worked out as a [`Ruled`]
//! with the [`Citation`]s of the clauses that decided it, or the
//! [`Refusal`](umpire_map::Refusal) of the clause that forbids it. Numbers are exact [`Ratio`]s (cm per period's movement phase, periods, tonnes):
//! nothing is rounded. Dice are injected ([`umpire_map::Dice`]), and every chance is an exact
//! [`Fraction`](crate::Fraction).
//!
//! ```
//! use umpire_minis::speed::troops::{Ratio, TroopsData, infantry_speed};
//! let data = TroopsData::builtin().unwrap_or_else(|e| panic!("{e}"));
//! let moved = infantry_speed(&data, Ratio::int(5), &["carrying support weapon", "crossing wire or bocage"]);
//! assert_eq!(moved.map(|m| m.value), Ok(Ratio::ZERO));
//! ```

mod amphibious;
mod carrying;
mod cavalry;
mod double;
mod embarking;
mod infantry;
mod overrun;
mod ramming;
mod snow;
mod towing;
mod unhitching;

pub use crate::ratio::{Ratio, RatioError};
pub use amphibious::{
    Amphibian, LeavingWater, leaving_water, wading_speed, water_entry, water_speed,
};
pub use carrying::{Carrier, FleetCarrier, capacity, load, load_fleet};
pub use cavalry::{CavalryAction, cavalry_modifier};
pub use double::{FastRequest, Pace, PeriodPace, Troops, fast_movement, fast_speed};
pub use embarking::{
    Disembarked, Dismounted, Embarked, Rider, disembark, embark, fire_at_overlapping, may_stack,
    mount, ride_and_dismount,
};
pub use infantry::{WeaponBurden, infantry_speed, weapon_burden};
pub use overrun::{Overrun, OverrunTarget, Overrunning, overrun, overrun_chance};
pub use ramming::{
    Ram, RamClass, RamEffect, RamResult, RamThresholds, ram, ram_strength, ram_thresholds,
};
pub use snow::{
    IceArea, IceMap, IceTest, Mover, SnowGround, SnowState, ice_chance_at_least, ice_test,
    lying_snow, skier_downhill, snow_going, snowfall,
};
pub use towing::{TowLoad, towing_speed};
pub use unhitching::{Handling, handling_time};

use serde::Deserialize;
use umpire_map::{Citation, ClauseId};

/// The embedded rules data of these sections (`crates/minis/speed-troops.toml`).
pub const TROOPS_RULES: &str = include_str!("../../../speed-troops.toml");

/// The same rules data compiled in as a tree (by `build.rs`), read by [`TroopsData::builtin`].
static TROOPS_TREE: umpire_map::DataValue = include!(concat!(env!("OUT_DIR"), "/speed-troops.rs"));

/// A value a rule worked out, with the clauses that decided it, in the order they applied.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ruled<T> {
    /// The value.
    pub value: T,
    /// The clauses applied.
    pub citations: Vec<Citation>,
}

impl<T> Ruled<T> {
    /// `value`, decided by `citations`.
    pub fn new(value: T, citations: Vec<Citation>) -> Ruled<T> {
        Ruled { value, citations }
    }
}

/// The going class of the movement-definitions table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Going {
    /// Normal going.
    Normal,
    /// Poor going.
    Poor,
    /// Heavy going.
    Heavy,
}

impl std::fmt::Display for Going {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Going::Normal => "normal going",
            Going::Poor => "poor going",
            Going::Heavy => "heavy going",
        })
    }
}

/// A citation of a clause written in the code.
pub(crate) const fn cite(clause: &'static str, note: &'static str) -> Citation {
    Citation::new(ClauseId::new(clause), note)
}

/// The rules data of these sections.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TroopsData {
    /// Infantry modifiers.
    pub infantry: InfantryData,
    /// Movement at the double.
    pub double: DoubleData,
    /// Cavalry modifiers.
    pub cavalry: CavalryData,
    /// Snow.
    pub snow: SnowData,
    /// Ice.
    pub ice: IceData,
    /// Towing penalties.
    pub towing: TowingData,
    /// Embarking times.
    pub embarking: EmbarkingData,
    /// Carrying capacities.
    pub carrying: CarryingData,
    /// Unhitching times.
    pub unhitching: UnhitchingData,
    /// Amphibious and wading vehicles.
    pub amphibious: AmphibiousData,
    /// Ramming.
    pub ramming: RammingData,
    /// Overruns.
    pub overrun: OverrunData,
}

impl TroopsData {
    /// The embedded rules data.
    ///
    /// # Errors
    /// [`RulesDataError::Embedded`](crate::RulesDataError::Embedded): never for the crate as
    /// shipped (a test reads it).
    pub fn builtin() -> Result<TroopsData, crate::RulesDataError> {
        TROOPS_TREE.read().map_err(|e| crate::RulesDataError::embedded("speed-troops.toml", &e))
    }

    /// Rules data from a TOML text laid out like `speed-troops.toml` (feature `scenario`).
    ///
    /// # Errors
    /// [`RulesDataError::Toml`](crate::RulesDataError::Toml): the parser's report, with the
    /// line and column, when the text is malformed or not of this shape.
    #[cfg(feature = "scenario")]
    #[cfg_attr(docsrs, doc(cfg(feature = "scenario")))]
    pub fn from_toml(text: &str) -> Result<TroopsData, crate::RulesDataError> {
        toml::from_str(text).map_err(|e| crate::RulesDataError::toml(text, &e))
    }
}

/// Infantry modifiers (SPEED-INF-01..16).
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InfantryData {
    /// Penalties totalling more than this (cm) make a move impossible.
    pub penalty_cap: Ratio,
    /// Whether bonuses offset penalties toward the cap.
    pub bonuses_offset_cap: bool,
    /// The least net move (cm).
    pub floor: Ratio,
    /// The night minimum (cm).
    pub night_floor: Ratio,
    /// Whether the night minimum holds only when night is the only penalty.
    pub night_floor_only_without_other_penalties: bool,
    /// The modifiers by name.
    pub modifiers: Vec<InfantryModifier>,
    /// Which weapons burden a section.
    pub weapons: WeaponClasses,
}

/// One infantry modifier.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InfantryModifier {
    /// The name an order lists.
    pub name: String,
    /// Centimetres added (negative: a penalty).
    pub cm: Ratio,
    /// Whether this is the night modifier.
    #[serde(default)]
    pub night: bool,
    /// The clause.
    pub citation: Citation,
}

/// Support and heavy weapons.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WeaponClasses {
    /// Kinds that are always support weapons.
    pub support_kinds: Vec<String>,
    /// Smallest support mortar, mm.
    pub mortar_support_from_mm: u32,
    /// Largest support mortar, mm.
    pub mortar_support_to_mm: u32,
}

/// Movement at the double (SPEED-DOUBLE-02..13).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DoubleData {
    /// The circumstances that allow fast movement.
    pub reasons: Vec<FastReason>,
    /// Where fast movement is impossible.
    pub no_fast_in: Vec<String>,
    /// The longest run of fast periods.
    pub max_fast_periods: u32,
    /// Whether recovery is owed after any run (else only after a full one).
    pub recovery_after_any_run: bool,
    /// Normal-speed periods owed per fast period.
    pub normal_periods_per_fast: u32,
    /// How many normal periods a rest period counts as.
    pub rest_weight: u32,
    /// Whether routing troops ignore the limit.
    pub routing_ignores_limit: bool,
}

/// A circumstance allowing fast movement.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FastReason {
    /// Its name.
    pub name: String,
    /// The only troops it serves (`cyclists`), if any.
    #[serde(default)]
    pub only_for: Option<String>,
    /// Whether it makes fast movement compulsory.
    #[serde(default)]
    pub mandatory: bool,
    /// The clause.
    pub citation: Citation,
}

/// Cavalry modifiers (SPEED-CAV-01..03).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CavalryData {
    /// Mounted in close assault.
    pub close_assault_mounted: i64,
    /// Charging infantry in the open.
    pub charging_infantry_in_open: i64,
    /// Shooting mounted from a distance.
    pub shooting_mounted: i64,
}

/// Snowfall and skiers (SPEED-SNOW-01..08).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SnowData {
    /// Snowfall periods with no ground effect.
    pub no_effect_periods: u32,
    /// Further periods of packed snow.
    pub packed_periods: u32,
    /// Skiers' downhill speed, cm.
    pub skier_downhill_cm: Ratio,
}

/// Ice tests (SPEED-ICE-01..06).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct IceData {
    /// Periods spent testing.
    pub test_periods: Ratio,
    /// The die's sides.
    pub die: u32,
    /// The tested area's reach, metres.
    pub radius_m: Ratio,
}

/// Towing (SPEED-TOW-01..05).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TowingData {
    /// Going that uses the road column.
    pub road_going: Vec<String>,
    /// The rows.
    pub rows: Vec<TowingRow>,
}

/// One row of the towing table: percentages off.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TowingRow {
    /// The towing mover.
    pub mover: String,
    /// Towing on road.
    pub towing_road: i64,
    /// Towing cross country.
    pub towing_cross_country: i64,
    /// Recovering on road.
    pub recovering_road: i64,
    /// Recovering cross country.
    pub recovering_cross_country: i64,
    /// The clause.
    pub clause: ClauseId,
}

/// Embarking times, periods (SPEED-EMBARK-01..13).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EmbarkingData {
    /// Per section getting out.
    pub disembark: Ratio,
    /// Per section getting in.
    pub embark: Ratio,
    /// Cavalry's share of the vehicle times.
    pub cavalry_factor: Ratio,
    /// Cossacks' dismounting time.
    pub cossack_dismount: Ratio,
}

/// Carrying capacities (SPEED-CARRY-01..08).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CarryingData {
    /// The rows, lightest first.
    pub rows: Vec<CarryingRow>,
}

/// One row of the carrying table.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CarryingRow {
    /// The row's name.
    pub kind: String,
    /// The lightest vehicle (tonnes) the row covers.
    pub from_tonnes: Ratio,
    /// The heaviest vehicle (tonnes) the row covers.
    pub to_tonnes: Ratio,
    /// Sections carried.
    pub sections: Ratio,
    /// The clause.
    pub clause: ClauseId,
}

/// Unhitching times, periods (SPEED-UNHITCH-01..11).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UnhitchingData {
    /// The net-link time as a share of the set-up time.
    pub net_link_factor: Ratio,
    /// A self-propelled gun's time to come out of action.
    pub sp_out_of_action: Ratio,
    /// The slow movers' factor.
    pub slow_factor: Ratio,
    /// The slow movers.
    pub slow_movers: Vec<String>,
    /// The heavier weapons' time.
    pub heavier: Ratio,
    /// Kinds that fall to the heavier row beyond the classes' calibres.
    pub heavier_kinds: Vec<String>,
    /// The classes, first match wins.
    pub classes: Vec<UnhitchClass>,
}

/// One class of the unhitch table.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UnhitchClass {
    /// The kind of weapon.
    pub kind: String,
    /// The largest calibre covered, mm (none: any).
    #[serde(default)]
    pub up_to_mm: Option<u32>,
    /// Periods to set up.
    pub periods: Ratio,
    /// The clause.
    pub clause: ClauseId,
}

/// Amphibious and wading vehicles (SPEED-AMPHIB-01..07).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AmphibiousData {
    /// A temporary amphibian's preparation, periods.
    pub temporary_prepare: Ratio,
    /// A deep-wading vehicle's preparation, periods.
    pub wading_prepare: Ratio,
    /// The heavy-going share of cross-country speed.
    pub wading_heavy_going: Ratio,
    /// The deductions-table columns that have a heavy-going figure.
    pub wading_columns: Vec<String>,
    /// Whether a preparing vehicle stays where it is.
    pub prepare_stationary: bool,
}

/// Ramming (SPEED-RAM-01..11).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RammingData {
    /// The weight difference's divisor.
    pub weight_divisor: Ratio,
    /// The approach speed's divisor.
    pub speed_divisor: Ratio,
    /// The die's sides.
    pub die: u32,
    /// Share of the strength to knock out.
    pub ko_share: Ratio,
    /// Share of the strength to neutralise.
    pub neutralise_share: Ratio,
    /// Share of the strength to suppress.
    pub suppress_share: Ratio,
    /// The result that shoves the target (`neutralised`).
    pub shove_on: String,
}

/// Overruns (SPEED-OVERRUN-01..03).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OverrunData {
    /// The die's sides.
    pub die: u32,
    /// The modified score needed.
    pub target: i64,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_builtin_data_reads() {
        let data = TroopsData::builtin();
        assert!(data.is_ok(), "{data:?}");
    }

    #[test]
    fn the_compiled_tree_reads_as_the_text_does() {
        let text: Result<TroopsData, _> = toml::from_str(TROOPS_RULES);
        assert!(text.is_ok(), "{text:?}");
        assert_eq!(TroopsData::builtin().ok(), text.ok());
    }
}
