//! Vehicle movement: definitions, base speeds and going, deductions, standing starts,
//! suppression, reversing, flattened cover, miring, built-up areas and buildings.
//!
//! Everything is a pure function of [`VehicleRules`] (the rules data of
//! `crates/minis/speed-vehicles.toml`) and its inputs: the basic road and cross-country speeds
//! of every mover are input, since the text's vehicle charts and speed table are not given.
//! Each answer carries the [`Citation`](umpire_map::Citation)s that decided it; a move the rules
//! forbid is a [`Refusal`](umpire_map::Refusal).
//!
//! Arithmetic is exact: every percentage multiplies an [`ExactLength`](crate::ExactLength) (a
//! rational number of micrometres), and nothing is rounded — the text states no rounding, so
//! 75% of 7.5 cm is 5.625 cm (45/8 cm), not 5.6 cm. Display rounds; the values do not.
//!
//! # Example: a tracked AFV in heavy going, and 75% of 7.5 cm
//!
//! ```
//! use umpire_minis::{ExactLength, Length, Ratio, Unit};
//! use umpire_minis::speed::vehicles::{Conditions, Vehicle, VehicleRules};
//! let rules = VehicleRules::builtin().unwrap();
//! let tank = Vehicle::new("tracked AFV", Some(Length::cm(40)), vec![Length::cm(30)]);
//! let worked = rules.vehicle_speed(&tank, &Conditions::in_terrain("deep mud"));
//! assert_eq!(worked.speed, Ok(Length::cm_tenths(75).into()));
//! // An armoured car of 7.5 cm in poor going keeps 75%: 45/8 cm, not 5.6 cm.
//! let car = Vehicle::new("other AFV", None, vec![Length::cm_tenths(75)]);
//! let speed = rules.vehicle_speed(&car, &Conditions::in_terrain("scrub")).speed.unwrap();
//! assert_eq!(speed, ExactLength::cm(Ratio::new(45, 8).unwrap()));
//! assert_eq!((speed.exact(Unit::Cm), speed.display(Unit::Cm)), ("5.625 cm".into(), "5.63 cm".into()));
//! ```

mod buildings;
mod data;
mod flattening;
mod miring;
mod movers;
mod reversing;
mod speed;

pub use buildings::{BuildingEntry, Climb, Size};
pub use data::{
    BuaData, BuildingData, ClassData, Condition, Cumulative, FlatteningData, MiringData,
    ObstacleData, ObstacleKind, Percent, ReversingData, RunningData, SPEED_VEHICLE_RULES,
    TerrainRow, TroopData, VehicleData, VisibilityData,
};
pub use flattening::Flattened;
pub use miring::{MireOutcome, MireTest, Mired, Timing};
pub use movers::{Pressure, Troop, Vehicle};
pub use reversing::Reversed;
pub use speed::{Conditions, Crossing, TroopConditions, Worked};

/// The clauses the vehicle rules cite from code (the rest are named in the rules data).
pub(crate) mod clause {
    use umpire_map::ClauseId;
    pub const BASE_01: ClauseId = ClauseId::new("SPEED-BASE-01");
    pub const BASE_02: ClauseId = ClauseId::new("SPEED-BASE-02");
    pub const BASE_03: ClauseId = ClauseId::new("SPEED-BASE-03");
    pub const BASE_04: ClauseId = ClauseId::new("SPEED-BASE-04");
    pub const BASE_05: ClauseId = ClauseId::new("SPEED-BASE-05");
    pub const BASE_06: ClauseId = ClauseId::new("SPEED-BASE-06");
    pub const BASE_07: ClauseId = ClauseId::new("SPEED-BASE-07");
    pub const START_01: ClauseId = ClauseId::new("SPEED-START-01");
    pub const START_02: ClauseId = ClauseId::new("SPEED-START-02");
    pub const START_03: ClauseId = ClauseId::new("SPEED-START-03");
    pub const START_04: ClauseId = ClauseId::new("SPEED-START-04");
    pub const GOING_01: ClauseId = ClauseId::new("SPEED-GOING-01");
    pub const GOING_07: ClauseId = ClauseId::new("SPEED-GOING-07");
    pub const VIS_01: ClauseId = ClauseId::new("SPEED-VIS-01");
    pub const ROAD_01: ClauseId = ClauseId::new("SPEED-ROAD-01");
    pub const OBST_01: ClauseId = ClauseId::new("SPEED-OBST-01");
    pub const OBST_04: ClauseId = ClauseId::new("SPEED-OBST-04");
    pub const OBST_08: ClauseId = ClauseId::new("SPEED-OBST-08");
    pub const OBST_10: ClauseId = ClauseId::new("SPEED-OBST-10");
    pub const OBST_15: ClauseId = ClauseId::new("SPEED-OBST-15");
    pub const OBST_16: ClauseId = ClauseId::new("SPEED-OBST-16");
    pub const OBST_17: ClauseId = ClauseId::new("SPEED-OBST-17");
    pub const OBST_18: ClauseId = ClauseId::new("SPEED-OBST-18");
    pub const TERRAIN_01: ClauseId = ClauseId::new("SPEED-TERRAIN-01");
    pub const TERRAIN_09: ClauseId = ClauseId::new("SPEED-TERRAIN-09");
    pub const SUPP_01: ClauseId = ClauseId::new("SPEED-SUPP-01");
    pub const REV_01: ClauseId = ClauseId::new("SPEED-REV-01");
    pub const REV_02: ClauseId = ClauseId::new("SPEED-REV-02");
    pub const REV_03: ClauseId = ClauseId::new("SPEED-REV-03");
    pub const REV_04: ClauseId = ClauseId::new("SPEED-REV-04");
    pub const FLAT_01: ClauseId = ClauseId::new("SPEED-FLAT-01");
    pub const FLAT_02: ClauseId = ClauseId::new("SPEED-FLAT-02");
    pub const FLAT_03: ClauseId = ClauseId::new("SPEED-FLAT-03");
    pub const FLAT_04: ClauseId = ClauseId::new("SPEED-FLAT-04");
    pub const MIRE_01: ClauseId = ClauseId::new("SPEED-MIRE-01");
    pub const MIRE_02: ClauseId = ClauseId::new("SPEED-MIRE-02");
    pub const MIRE_03: ClauseId = ClauseId::new("SPEED-MIRE-03");
    pub const MIRE_04: ClauseId = ClauseId::new("SPEED-MIRE-04");
    pub const MIRE_05: ClauseId = ClauseId::new("SPEED-MIRE-05");
    pub const MIRE_06: ClauseId = ClauseId::new("SPEED-MIRE-06");
    pub const MIRE_07: ClauseId = ClauseId::new("SPEED-MIRE-07");
    pub const MIRE_08: ClauseId = ClauseId::new("SPEED-MIRE-08");
    pub const MIRE_13: ClauseId = ClauseId::new("SPEED-MIRE-13");
    pub const MIRE_14: ClauseId = ClauseId::new("SPEED-MIRE-14");
    pub const BUA_01: ClauseId = ClauseId::new("SPEED-BUA-01");
    pub const BUA_04: ClauseId = ClauseId::new("SPEED-BUA-04");
    pub const BUA_05: ClauseId = ClauseId::new("SPEED-BUA-05");
    pub const BUA_06: ClauseId = ClauseId::new("SPEED-BUA-06");
    pub const BUA_07: ClauseId = ClauseId::new("SPEED-BUA-07");
    pub const BUA_10: ClauseId = ClauseId::new("SPEED-BUA-10");
    pub const BUA_12: ClauseId = ClauseId::new("SPEED-BUA-12");
    pub const BUA_13: ClauseId = ClauseId::new("SPEED-BUA-13");
}

/// The vehicle speed rules, ready to answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VehicleRules {
    /// The rules data.
    pub data: VehicleData,
}

impl VehicleRules {
    /// The rules with the embedded data.
    ///
    /// # Errors
    /// [`RulesDataError::Embedded`](crate::RulesDataError::Embedded): never for the crate as
    /// shipped (a test reads it).
    pub fn builtin() -> Result<VehicleRules, crate::RulesDataError> {
        VehicleData::builtin().map(|data| VehicleRules { data })
    }

    /// The rules with data read from TOML of the shipped shape (a rules editor's variant;
    /// feature `scenario`).
    ///
    /// # Errors
    /// [`RulesDataError::Toml`](crate::RulesDataError::Toml): the parser's report, with the
    /// line and column.
    #[cfg(feature = "scenario")]
    #[cfg_attr(docsrs, doc(cfg(feature = "scenario")))]
    pub fn from_toml(text: &str) -> Result<VehicleRules, crate::RulesDataError> {
        VehicleData::from_toml(text).map(|data| VehicleRules { data })
    }
}

/// `name` is not one of `known`: a refusal by `clause` naming the nearest one.
pub(crate) fn unknown<'a>(
    clause: umpire_map::ClauseId,
    what: &str,
    name: &str,
    known: impl IntoIterator<Item = &'a String> + Clone,
) -> umpire_map::Refusal {
    let names = known.into_iter().map(String::as_str).collect::<Vec<_>>();
    umpire_map::Refusal::new(clause, crate::speed::unknown_name(what, name, names.iter().copied()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_data_reads() {
        let rules = VehicleRules::builtin();
        assert!(rules.is_ok(), "{rules:?}");
    }

    #[test]
    fn the_compiled_tree_reads_as_the_text_does() {
        let text: Result<VehicleData, _> = toml::from_str(SPEED_VEHICLE_RULES);
        assert!(text.is_ok(), "{text:?}");
        assert_eq!(VehicleData::builtin().ok(), text.ok());
    }

    fn rules() -> VehicleRules {
        VehicleRules::builtin().unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn flattening_odds_follow_half_the_weight() {
        let r = rules();
        assert_eq!(r.flatten_chance(250).to_string(), "13/20");
        assert_eq!(r.flatten_chance(300).to_string(), "4/5");
        assert_eq!(r.flatten_chance(0).to_string(), "1/20");
        assert_eq!(r.flatten_chance(450).to_string(), "1");
    }

    #[test]
    fn compounding_is_a_data_setting() {
        let text = SPEED_VEHICLE_RULES.replace("cumulative = \"add\"", "cumulative = \"compound\"");
        let data = toml::from_str(&text).unwrap_or_else(|e: toml::de::Error| panic!("{e}"));
        let r = VehicleRules { data };
        let tank = Vehicle::new("tracked AFV", None, vec![crate::Length::cm(30)]);
        let mut c = Conditions::in_terrain("open");
        c.obstacles = vec![Crossing::of("hedge"), Crossing::of("wall")];
        // 30 × 0.9 × 0.8 = 21.6 cm against 21 cm when added.
        assert_eq!(r.vehicle_speed(&tank, &c).speed, Ok(crate::Length::cm_tenths(216).into()));
    }

    #[test]
    fn miring_and_climbing() {
        let r = rules();
        let lorry = Vehicle::new("2wd", None, vec![crate::Length::cm(20)]);
        let test = MireTest { terrain: "soft snow".into(), ..MireTest::default() };
        // other wheeled: stuck on 4 or less; -1 soft snow: rolls 1-5.
        assert_eq!(r.mire_chance(&lorry, &test).map(|f| f.to_string()), Ok("1/2".to_owned()));
        let climb = r.climb(3, crate::Ratio::new(1, 2).unwrap_or_default());
        assert_eq!((climb.time.fraction(), climb.reached), ("3/4".to_owned(), 2));
    }

    #[test]
    fn reversing_caps() {
        let r = rules();
        let car =
            Vehicle { name: "Sdkfz 234".into(), ..Vehicle::new("other AFV", None, Vec::new()) };
        let back = r.reverse(&car, crate::Length::cm(30).into(), false).map(|b| b.distance);
        assert_eq!(back, Ok(crate::Length::cm(30).into()));
        let tank = Vehicle::new("tracked AFV", None, Vec::new());
        let back = r.reverse(&tank, crate::Length::cm(30).into(), false).map(|b| b.distance);
        assert_eq!(back, Ok(crate::Length::cm_tenths(25).into()));
    }
}
