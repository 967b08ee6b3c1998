//! A table unit as the vehicle a route moves: what its `[[units]]` entry states for the
//! speed-table rules (class, chart name, speeds, suppression, running gear, ground pressure,
//! snow chains, towing), checked against the rules data in force.

use crate::length::Unit;
use crate::speed::troops::TroopsData;
use crate::speed::vehicles::{Conditions, MireTest, Vehicle, VehicleRules};
use crate::unit::TableUnit;

/// A key of a table unit that names what the rules data in force does not know.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{key}: {message}")]
pub struct UnitKeyError {
    /// The unit's key at fault: `running_gear` or `towing`.
    pub key: &'static str,
    /// What is wrong, with every known name.
    pub message: String,
    /// The nearest known name, if one is near.
    pub suggestion: Option<String>,
}

/// What a mover brings to its move along a route.
#[derive(Debug, Clone, PartialEq)]
pub struct RouteMover {
    /// The vehicle: its class, chart name, basic speeds, running gear (in the rules data's
    /// spelling), ground pressure and snow chains.
    pub vehicle: Vehicle,
    /// What holds for its whole move: suppressed, and the towing table's cross-country
    /// penalty when it tows.
    pub conditions: Conditions,
    /// Its miring test's circumstances: towing or not.
    pub test: MireTest,
    /// Its facing where it stands, degrees clockwise from north, when that is stated: the turn
    /// onto the route's first leg counts. `None`: no turn at its start.
    pub facing: Option<f64>,
}

/// Table unit `unit` (its numbers written in the table's `table` unit) as the mover of a
/// speed-table route, under the vehicle rules `vehicles` and the towing table of `troops`,
/// facing `facing` where it stands if its scenario states it
/// (`TableScenario::stated_facing`, feature `scenario`).
///
/// A unit that tows (`towing = "half-tracked or 4wd"`, the row of the towing table it moves
/// by) takes the -1 towing modifier in its miring test (SPEED-MIRE-05) and loses that row's
/// towing penalty off its final speed (SPEED-BASE-07, SPEED-TOW-01): the cross-country column,
/// since a route on the table is driven off road (our reading: the table's roads are crossed,
/// not followed).
///
/// ```
/// use umpire_minis::speed::route::route_mover;
/// use umpire_minis::speed::troops::TroopsData;
/// use umpire_minis::speed::vehicles::{Pressure, VehicleRules};
/// use umpire_minis::{TableUnit, Unit};
/// let mut lorry = TableUnit::new("lorry", "british", "2wd", [10.0, 10.0]);
/// lorry.running_gear = Some("Other Wheeled".into());
/// lorry.ground_pressure = Pressure::High;
/// lorry.towing = Some("2wd".into());
/// let (vehicles, troops) = (VehicleRules::builtin()?, TroopsData::builtin()?);
/// let mover = route_mover(&vehicles, &troops, &lorry, Unit::Cm, None)?;
/// assert_eq!(mover.vehicle.running.as_deref(), Some("other wheeled"));
/// assert_eq!((mover.conditions.towing_percent, mover.test.towing), (50, true));
/// lorry.running_gear = Some("6x5".into());
/// let error = route_mover(&vehicles, &troops, &lorry, Unit::Cm, None).unwrap_err();
/// assert_eq!((error.key, error.suggestion.as_deref()), ("running_gear", Some("6x4")));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// [`UnitKeyError`]: a running gear the rules data does not know, or a towing row the towing
/// table does not have (each with the nearest known name).
pub fn route_mover(
    vehicles: &VehicleRules,
    troops: &TroopsData,
    unit: &TableUnit,
    table: Unit,
    facing: Option<f64>,
) -> Result<RouteMover, UnitKeyError> {
    let mut vehicle = Vehicle::of_unit(unit, table);
    if let Some(gear) = &unit.running_gear {
        let known = vehicles.data.running.keys().map(String::as_str);
        let found = crate::speed::matching(gear, known.clone())
            .ok_or_else(|| refused("running_gear", "running gear", gear, known))?;
        vehicle.running = Some(found.to_owned());
    }
    let mut conditions = Conditions { suppressed: unit.suppressed, ..Conditions::default() };
    let mut test = MireTest::default();
    if let Some(row) = &unit.towing {
        let rows = &troops.towing.rows;
        let known = rows.iter().map(|r| r.mover.as_str());
        let found = crate::speed::matching(row, known.clone())
            .and_then(|name| rows.iter().find(|r| r.mover == name))
            .ok_or_else(|| refused("towing", "row of the towing table", row, known))?;
        conditions.towing_percent =
            u32::try_from(found.towing_cross_country).map_err(|_| UnitKeyError {
                key: "towing",
                message: format!(
                    "the towing table's {:?} row gives a cross-country penalty of {}%: a \
                     penalty is 0% or more",
                    found.mover, found.towing_cross_country
                ),
                suggestion: None,
            })?;
        test.towing = true;
    }
    Ok(RouteMover { vehicle, conditions, test, facing })
}

/// `name` is no `what` of `known`: the error at `key`, with the nearest known name.
fn refused<'a>(
    key: &'static str,
    what: &str,
    name: &str,
    known: impl IntoIterator<Item = &'a str> + Clone,
) -> UnitKeyError {
    UnitKeyError {
        key,
        message: crate::speed::unknown_name(what, name, known.clone()),
        suggestion: umpire_map::nearest(name, known),
    }
}
