//! The movers: vehicles (with their basic speeds and chart data as input) and troops.

use crate::length::{ExactLength, Length, Unit};
use crate::unit::TableUnit;

/// A vehicle's ground pressure (vehicle data charts), for the miring modifiers. A table unit
/// writes it `ground_pressure = "low"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Deserialize, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Pressure {
    /// Low ground pressure (+2 in soft going).
    Low,
    /// Neither low nor high.
    #[default]
    Normal,
    /// High ground pressure (-1 in soft going).
    High,
}

impl std::str::FromStr for Pressure {
    type Err = String;

    /// `low`, `normal` or `high` (any case); an unknown name is refused with the nearest.
    fn from_str(text: &str) -> Result<Pressure, String> {
        match text.trim().to_lowercase().as_str() {
            "low" => Ok(Pressure::Low),
            "normal" | "" => Ok(Pressure::Normal),
            "high" => Ok(Pressure::High),
            other => {
                Err(crate::speed::unknown_name("ground pressure", other, ["low", "normal", "high"]))
            }
        }
    }
}

/// A vehicle as the speed rules see it. The speeds and chart data are input: the text's
/// vehicle charts are not given (SPEED-BASE-01, SPEED-BASE-02).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Vehicle {
    /// Its name in the charts (the full-speed reversers are named, SPEED-REV-04).
    pub name: String,
    /// Its column of the deductions table: `tracked AFV`, `other AFV`, `other 4wd` or `2wd`.
    pub class: String,
    /// Its running gear (`fully tracked`, `half-tracked`, `8-wheeled`, `6x6`, `6x4`, `4x4`,
    /// `other wheeled`); `None`: the class's usual one.
    pub running: Option<String>,
    /// Basic road speed per movement phase, exact.
    pub road: Option<ExactLength>,
    /// Basic cross-country speed, exact: one figure, or two (2wd, then 4wd: SPEED-BASE-04).
    pub cross_country: Vec<ExactLength>,
    /// Weight in tenths of a tonne.
    pub weight_tenths: Option<u32>,
    /// Ground pressure.
    pub pressure: Pressure,
    /// Fitted with snow chains.
    pub snow_chains: bool,
}

impl Vehicle {
    /// A vehicle of `class` with these basic speeds (whole micrometres: chart figures are) and
    /// nothing else known. A speed finer than a micrometre (10/3 cm) goes in the fields, as an
    /// [`ExactLength`].
    pub fn new(class: &str, road: Option<Length>, cross_country: Vec<Length>) -> Vehicle {
        Vehicle {
            name: class.to_owned(),
            class: class.to_owned(),
            running: None,
            road: road.map(ExactLength::from),
            cross_country: cross_country.into_iter().map(ExactLength::from).collect(),
            weight_tenths: None,
            pressure: Pressure::Normal,
            snow_chains: false,
        }
    }

    /// The vehicle a table unit is: its class, its chart name (`vehicle`, else the class), its
    /// basic speeds (written in the table's `unit`), its running gear as written, its ground
    /// pressure and its snow chains. [`crate::speed::route::route_mover`] checks the running
    /// gear against the rules data in force.
    ///
    /// ```
    /// use umpire_minis::speed::vehicles::Vehicle;
    /// use umpire_minis::{Length, TableUnit, Unit};
    /// let mut unit = TableUnit::new("sherman", "british", "tracked AFV", [45.0, 10.0]);
    /// unit.road = Some(40.0);
    /// unit.cross_country = vec![30.0];
    /// let tank = Vehicle::of_unit(&unit, Unit::Cm);
    /// assert_eq!((tank.road, tank.cross_country), (Some(Length::cm(40).into()), vec![Length::cm(30).into()]));
    /// ```
    pub fn of_unit(unit: &TableUnit, table: Unit) -> Vehicle {
        let speed = |v: f64| Length::from_f64(v, table);
        Vehicle {
            name: unit.vehicle.clone().unwrap_or_else(|| unit.class.clone()),
            running: unit.running_gear.clone(),
            pressure: unit.ground_pressure,
            snow_chains: unit.snow_chains,
            ..Vehicle::new(
                &unit.class,
                unit.road.map(speed),
                unit.cross_country.iter().map(|v| speed(*v)).collect(),
            )
        }
    }
}

/// A mover that is not a vehicle: `infantry`, `cyclists`, `cavalry`, `animals` or `horse-drawn`
/// (vehicles or equipment drawn by horses), with its normal and fast speeds as input
/// (SPEED-BASE-02, SPEED-BASE-05).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Troop {
    /// Its kind.
    pub kind: String,
    /// The first (normal) figure, exact.
    pub normal: Option<ExactLength>,
    /// The second (fast) figure, exact.
    pub fast: Option<ExactLength>,
}
