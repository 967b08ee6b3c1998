//! Table scenarios written back as TOML, in the shape [`load_table`](super::load_table) reads:
//! `name`, `turn`, `[table]` (with its `[[table.areas]]` and `[[table.features]]`),
//! `[[units]]` and `[rules]` — so a saved game loads to the same units and turn.

use serde::{Serialize, Serializer};

use super::{TableError, TableScenario};
use crate::geometry::Point;
use crate::length::Unit;
use crate::unit::TableUnit;

/// What a scenario file holds, borrowed from a [`TableScenario`].
#[derive(Serialize)]
struct File<'a> {
    name: &'a str,
    turn: u32,
    table: FileTable<'a>,
    #[serde(skip_serializing_if = "<[TableUnit]>::is_empty")]
    units: &'a [TableUnit],
    #[serde(skip_serializing_if = "Option::is_none")]
    rules: Option<&'a toml::Table>,
}

#[derive(Serialize)]
struct FileTable<'a> {
    unit: Unit,
    width: f64,
    height: f64,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    areas: Vec<Shape<'a>>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    features: Vec<Shape<'a>>,
}

#[derive(Serialize)]
struct Shape<'a> {
    kind: &'a str,
    points: Vec<[f64; 2]>,
}

/// Written as a table-scenario file reads: lengths and points in the table's unit (the
/// micrometres they load into convert back exactly), the units as `[[units]]`, the `[rules]`
/// as they were read.
impl Serialize for TableScenario {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let unit = self.table.unit;
        let points = |ring: &[Point]| -> Vec<[f64; 2]> {
            ring.iter()
                .map(|p| {
                    let (x, y) = p.in_unit(unit);
                    [x, y]
                })
                .collect()
        };
        let table = FileTable {
            unit,
            width: self.table.width.in_unit(unit),
            height: self.table.height.in_unit(unit),
            areas: self
                .table
                .areas
                .iter()
                .map(|a| Shape { kind: &a.kind, points: points(&a.ring) })
                .collect(),
            features: self
                .table
                .features
                .iter()
                .map(|f| Shape { kind: &f.kind, points: points(&f.line) })
                .collect(),
        };
        File {
            name: &self.name,
            turn: self.turn,
            table,
            units: &self.units,
            rules: self.rules.as_ref(),
        }
        .serialize(serializer)
    }
}

impl TableScenario {
    /// The scenario as the text of a table-scenario file, which
    /// [`load_table`](super::load_table) reads back to the same table, units, turn and rules
    /// (TOML writes every number so that it reads back to the same `f64`).
    ///
    /// ```
    /// use umpire_minis::load_table;
    /// let text = "name = \"t\"\n[table]\nwidth = 10\nheight = 10\n[[units]]\nid = \"a\"\nside = \"x\"\nclass = \"average\"\nat = [1.25, 0.1]\n";
    /// let scenario = load_table(text, "t.toml")?;
    /// let again = load_table(&scenario.to_toml()?, "saved.toml")?;
    /// assert_eq!((again.units, again.table, again.turn), (scenario.units, scenario.table, 1));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// A [`TableError`] naming the scenario's file (line 0, no key) and what TOML could not
    /// write, should TOML refuse a value (no scenario `load_table` reads holds one).
    pub fn to_toml(&self) -> Result<String, TableError> {
        toml::to_string(self).map_err(|e| TableError {
            origin: self.origin.clone(),
            line: 0,
            column: 0,
            key: String::new(),
            message: format!("cannot be written as TOML: {e}"),
            suggestion: None,
        })
    }
}
