//! The units on the table: who they are, where they stand and which way they face, and what the
//! rules read of them (speed class, suppression, command group, fire, speeds).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::geometry::Point;
use crate::length::Unit;
use crate::speed::vehicles::Pressure;

/// Whether a ground pressure is the one a unit has when its file states none.
fn is_normal(pressure: &Pressure) -> bool {
    *pressure == Pressure::Normal
}

/// The largest facing a table scenario may write, either way round from north: our choice (one
/// whole turn, 360°), not the rules'. A facing is an angle, so `-90`, `270` and `360` are all
/// read; `1e300` or `7200` is not a facing someone meant, and is refused at the unit's `facing`.
pub const MAX_FACING_DEGREES: f64 = 360.0;

/// A unit on the table. Built in code with [`TableUnit::new`] (and the fields, which are all
/// public), or read from a table scenario's `[[units]]`, which has the same shape.
///
/// ```
/// use umpire_minis::{Point, TableUnit, Unit};
/// let scout = TableUnit::new("scout", "allies", "fast", [10.0, 4.0]).facing(90.0).in_group("A");
/// let tank = TableUnit::new("tank", "allies", "average", [12.0, 4.0]);
/// let tank = TableUnit { suppressed: true, ..tank };
/// assert_eq!(scout.position(Unit::Inch), Point::at(10.0, 4.0, Unit::Inch));
/// assert_eq!((scout.facing, scout.group.as_deref()), (90.0, Some("A")));
/// assert!(tank.suppressed && tank.group.is_none());
/// ```
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct TableUnit {
    /// Its id.
    pub id: String,
    /// Its side.
    pub side: String,
    /// Where it stands, `[x, y]` in the table's unit.
    pub at: [f64; 2],
    /// Its facing, in degrees clockwise from north (up the table).
    #[serde(default)]
    pub facing: f64,
    /// Its speed class (`average`, `fast`).
    pub class: String,
    /// Suppressed.
    #[serde(default)]
    pub suppressed: bool,
    /// Its command group.
    pub group: Option<String>,
    /// Its fire values in dice, by weapon (`{ AT = 8 }`).
    #[serde(default)]
    pub fire: BTreeMap<String, u32>,
    /// A label.
    pub label: Option<String>,
    /// Speed-table rules: its name in the vehicle charts.
    pub vehicle: Option<String>,
    /// Speed-table rules: its basic road speed per phase, in the table's unit.
    pub road: Option<f64>,
    /// Speed-table rules: its basic cross-country speed(s) per phase, in the table's unit (two:
    /// 2wd, then 4wd).
    #[serde(default)]
    pub cross_country: Vec<f64>,
    /// Speed-table rules: its running gear (`fully tracked`, `half-tracked`, `8-wheeled`, `6x6`,
    /// `6x4`, `4x4`, `other wheeled`: the names of the rules data in force, checked when the
    /// rules read it); none: its class's usual one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub running_gear: Option<String>,
    /// Speed-table rules: its ground pressure (`low`, `normal`, `high`), for the miring
    /// modifiers (SPEED-MIRE-06/-07).
    #[serde(default, skip_serializing_if = "is_normal")]
    pub ground_pressure: Pressure,
    /// Speed-table rules: it is fitted with snow chains (SPEED-MIRE-08).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub snow_chains: bool,
    /// Speed-table rules: it tows a normal load, as the row of the towing table it moves by
    /// (`fully tracked`, `half-tracked or 4wd`, `2wd`: checked when the rules read it); none:
    /// it tows nothing.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub towing: Option<String>,
    /// Dice-rolled rules, per-turn state: the dice chain of each move it made this turn, in
    /// order (`moved_with = [2]`: one double move). Its fire penalty lasts the rest of the turn
    /// (DICE-FIRE-02's reading); a new turn clears it (DICE-ORDER-11). Empty: it has not moved
    /// this turn.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub moved_with: Vec<u32>,
}

impl TableUnit {
    /// Unit `id` of `side`, of speed class `class`, standing at `at` (`[x, y]` in the table's
    /// unit) facing north: not suppressed, in no command group, with no fire values, label or
    /// speed-table speeds, and not yet moved this turn.
    pub fn new(
        id: impl Into<String>,
        side: impl Into<String>,
        class: impl Into<String>,
        at: [f64; 2],
    ) -> TableUnit {
        TableUnit {
            id: id.into(),
            side: side.into(),
            at,
            facing: 0.0,
            class: class.into(),
            suppressed: false,
            group: None,
            fire: BTreeMap::new(),
            label: None,
            vehicle: None,
            road: None,
            cross_country: Vec::new(),
            running_gear: None,
            ground_pressure: Pressure::Normal,
            snow_chains: false,
            towing: None,
            moved_with: Vec::new(),
        }
    }

    /// The same unit facing `degrees` clockwise from north.
    #[must_use]
    pub fn facing(self, degrees: f64) -> TableUnit {
        TableUnit { facing: degrees, ..self }
    }

    /// The same unit in command group `group`.
    #[must_use]
    pub fn in_group(self, group: impl Into<String>) -> TableUnit {
        TableUnit { group: Some(group.into()), ..self }
    }

    /// Where it stands on a table whose numbers are written in `unit`.
    pub fn position(&self, unit: Unit) -> Point {
        Point::at(self.at[0], self.at[1], unit)
    }
}
