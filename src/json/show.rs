//! `umpire show --json`: a scenario as a view a tool reads by printed ids — a hex scenario's map
//! and units ([`Show`]), or a table scenario's table and units ([`ShowTable`]). This is a view,
//! not the file form: `umpire play --save` writes a scenario file.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::Serialize;
use serde_json::{Map, Value};
use umpire_scenario::{Location, Scenario, ScenarioMap};

/// A hex scenario.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct Show {
    /// `umpire/show/1`.
    pub schema: String,
    /// The scenario's name.
    pub name: String,
    /// The file it was read from.
    pub file: String,
    /// The ruleset its `[rules]` name, if any.
    pub ruleset: Option<String>,
    /// The map.
    pub map: MapView,
    /// The sides: those with units in order of first appearance, then those only its
    /// `[sides]` table names.
    pub sides: Vec<SideView>,
    /// The units, in the order written.
    pub units: Vec<HexUnit>,
}

super::output!(Show, "show", 1);

/// A side of a hex scenario.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct SideView {
    /// Its name, as units name it.
    pub name: String,
    /// The colour its `[sides.<name>]` table gives its counters (`#rrggbb`), if it gives one
    /// (pictures then use the colour the name says, else a fixed palette).
    pub colour: Option<String>,
}

/// The sides of `scenario`, as [`Show::sides`] lists them.
fn sides(scenario: &Scenario) -> Vec<SideView> {
    let mut names: Vec<&str> = Vec::new();
    let named = scenario.sides.keys().map(String::as_str);
    for name in scenario.units.iter().map(|u| u.side.as_str()).chain(named) {
        if !names.contains(&name) {
            names.push(name);
        }
    }
    names
        .into_iter()
        .map(|name| SideView {
            name: name.to_owned(),
            colour: scenario.sides.get(name).and_then(|side| side.colour.clone()),
        })
        .collect()
}

/// A hex map by printed ids.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct MapView {
    /// How the printed numbers lie on the grid, as scenario files write it: `odd-q`, `even-q`
    /// (flat-top: odd or even columns shifted), `odd-r`, `even-r` (pointy-top: rows).
    pub layout: String,
    /// The map prefix of every hex id (`e`), if any.
    pub prefix: Option<String>,
    /// `column-row` or `row-column`: which number a hex id gives first.
    pub order: String,
    /// The first and last printed column numbers.
    pub columns: [i32; 2],
    /// The first and last printed row numbers.
    pub rows: [i32; 2],
    /// Each hex's terrain, by hex id.
    pub terrain: BTreeMap<String, String>,
    /// The hexsides with features, by hexside id (`e3609/e3608`: the two hexes it parts).
    pub hexsides: Vec<Hexside>,
    /// Roads and rails, each as the hex ids it runs through.
    pub routes: Vec<MapRoute>,
    /// Named places.
    pub places: Vec<NamedPlace>,
    /// Off-map boxes.
    pub boxes: Vec<MapBox>,
    /// Zones.
    pub zones: Vec<Zone>,
}

/// A hexside and what it carries.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Hexside {
    /// `e3609/e3608`: the two hexes it parts.
    pub id: String,
    /// Its features (`river`, `minor-river`, `strait`…).
    pub features: Vec<String>,
}

/// A road or a rail.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct MapRoute {
    /// `road` or `rail`.
    pub kind: String,
    /// The hexes it runs through, in order.
    pub hexes: Vec<String>,
}

/// A named place.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct NamedPlace {
    /// Its name.
    pub name: String,
    /// Its hex.
    pub hex: String,
    /// What it is (`city`, `port`…).
    pub kinds: Vec<String>,
}

/// An off-map box.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct MapBox {
    /// Its id (`central-asia`), as units and paths name it.
    pub id: String,
    /// Its name.
    pub name: String,
    /// The boxes next to it, by id.
    pub adjacent_boxes: Vec<String>,
    /// The map-edge hexes next to it.
    pub edge_hexes: Vec<String>,
}

/// A zone of the map.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Zone {
    /// Its id.
    pub id: String,
    /// Its kind.
    pub kind: String,
    /// Its hexes.
    pub hexes: Vec<String>,
}

/// A unit of a hex scenario.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct HexUnit {
    /// Its id.
    pub id: String,
    /// Its side.
    pub side: String,
    /// The text on its counter.
    pub label: String,
    /// Where it stands: a hex id or a box id; none when off the board.
    pub at: Option<String>,
    /// Why it is off the board (`eliminated: force-pool`), if it is.
    pub off_board: Option<String>,
    /// Every other key of its `[[units]]` entry, as written (the rulesets read them).
    #[serde(flatten)]
    pub more: Map<String, Value>,
}

/// The keys a hex unit's view gives itself; the file's keys of the same names are not repeated.
const HEX_UNIT_KEYS: [&str; 5] = ["id", "side", "label", "at", "off_board"];

impl Show {
    /// The view of `scenario`.
    pub fn new(scenario: &Scenario) -> Show {
        let map = &scenario.map;
        Show {
            schema: <Show as super::Output>::ID.to_owned(),
            name: scenario.name.clone(),
            file: scenario.origin.clone(),
            ruleset: scenario.ruleset().map(str::to_owned),
            map: MapView::new(map),
            sides: sides(scenario),
            units: scenario
                .units
                .iter()
                .map(|unit| {
                    let off_board = unit.off_board();
                    let mut more = match serde_json::to_value(&unit.extra) {
                        Ok(Value::Object(more)) => more,
                        _ => Map::new(),
                    };
                    more.retain(|key, _| !HEX_UNIT_KEYS.contains(&key.as_str()));
                    HexUnit {
                        id: unit.id.clone(),
                        side: unit.side.clone(),
                        label: unit.label.clone(),
                        at: off_board.is_none().then(|| map.location_id(unit.at)),
                        off_board,
                        more,
                    }
                })
                .collect(),
        }
    }
}

impl MapView {
    /// The view of `map`.
    pub fn new(map: &ScenarioMap) -> MapView {
        let numbering = map.numbering();
        let layout = map.layout();
        let parity = match layout.parity {
            umpire_hex::Parity::Odd => "odd",
            umpire_hex::Parity::Even => "even",
        };
        let shifted = match layout.orientation {
            umpire_hex::Orientation::FlatTop => "q",
            umpire_hex::Orientation::PointyTop => "r",
        };
        let order = match numbering.order {
            umpire_hex::DigitOrder::ColumnRow => "column-row",
            umpire_hex::DigitOrder::RowColumn => "row-column",
        };
        let ids = |hexes: &[umpire_hex::Hex]| hexes.iter().map(|&h| map.hex_id(h)).collect();
        MapView {
            layout: format!("{parity}-{shifted}"),
            prefix: numbering.prefix.clone().filter(|p| !p.is_empty()),
            order: order.to_owned(),
            columns: [*numbering.columns.start(), *numbering.columns.end()],
            rows: [*numbering.rows.start(), *numbering.rows.end()],
            terrain: map
                .hexes()
                .filter_map(|hex| {
                    let terrain = map.terrain_name(map.terrain_id(hex)?)?;
                    Some((map.hex_id(hex), terrain.to_owned()))
                })
                .collect(),
            hexsides: map
                .hexsides()
                .map(|(side, features)| {
                    let [a, b] = side.hexes();
                    Hexside {
                        id: format!("{}/{}", map.hex_id(a), map.hex_id(b)),
                        features: features.into_iter().map(str::to_owned).collect(),
                    }
                })
                .collect(),
            routes: map
                .routes()
                .iter()
                .map(|route| MapRoute {
                    kind: route.kind.name().to_owned(),
                    hexes: ids(&route.hexes),
                })
                .collect(),
            places: map
                .places()
                .iter()
                .map(|place| NamedPlace {
                    name: place.name.clone(),
                    hex: map.hex_id(place.hex),
                    kinds: place.kinds.clone(),
                })
                .collect(),
            boxes: map
                .boxes()
                .iter()
                .map(|b| MapBox {
                    id: b.key.clone(),
                    name: b.name.clone(),
                    adjacent_boxes: b
                        .adjacent_boxes
                        .iter()
                        .map(|&id| map.location_id(Location::Box(id)))
                        .collect(),
                    edge_hexes: ids(&b.edge_hexes),
                })
                .collect(),
            zones: map
                .zones()
                .iter()
                .map(|zone| Zone {
                    id: zone.id.clone(),
                    kind: zone.kind.clone(),
                    hexes: ids(&zone.hexes),
                })
                .collect(),
        }
    }
}

/// A table scenario.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct ShowTable {
    /// `umpire/show-table/1`.
    pub schema: String,
    /// The scenario's name.
    pub name: String,
    /// The file it was read from.
    pub file: String,
    /// The ruleset its `[rules]` name, if any.
    pub ruleset: Option<String>,
    /// The unit of every length and point: `inch` or `cm`.
    pub length_unit: String,
    /// The table.
    pub table: TableView,
    /// The units, in the order written.
    pub units: Vec<TableUnit>,
}

super::output!(ShowTable, "show-table", 1);

/// A table: its size, terrain areas and linear features.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct TableView {
    /// Its width, in `length_unit`.
    pub width: f64,
    /// Its height.
    pub height: f64,
    /// Areas of terrain, each a ring of points `[x, y]`.
    pub areas: Vec<TableLine>,
    /// Linear features (hedges, streams), each a line of points.
    pub features: Vec<TableLine>,
}

/// An area or a linear feature on the table.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct TableLine {
    /// Its kind (`woods`, `hedge`).
    pub kind: String,
    /// Its points, `[x, y]` in `length_unit` from the bottom-left corner.
    pub points: Vec<[f64; 2]>,
}

/// A unit on the table.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct TableUnit {
    /// Its id.
    pub id: String,
    /// Its side.
    pub side: String,
    /// Its class (`average`, `fast`).
    pub class: String,
    /// Where it stands, `[x, y]` in `length_unit`.
    pub at: [f64; 2],
    /// Its facing, in degrees.
    pub facing: f64,
    /// Every other key of its entry, as written.
    #[serde(flatten)]
    pub more: Map<String, Value>,
}

/// The keys a table unit's view gives itself; the file's keys of the same names are not
/// repeated.
const TABLE_UNIT_KEYS: [&str; 5] = ["id", "side", "class", "at", "facing"];

/// `value` to two decimals: how the table outputs write lengths and points.
pub(crate) fn round(value: f64) -> f64 {
    (value * 100.0).round() / 100.0
}

/// `point` as `[x, y]` in `unit`, to two decimals.
pub(crate) fn point(point: umpire_minis::Point, unit: umpire_minis::Unit) -> [f64; 2] {
    let (x, y) = point.in_unit(unit);
    [round(x), round(y)]
}

/// The name of a table's unit: `inch` or `cm`.
pub(crate) fn unit_name(unit: umpire_minis::Unit) -> String {
    match serde_json::to_value(unit) {
        Ok(Value::String(name)) => name,
        _ => String::new(),
    }
}

impl ShowTable {
    /// The view of `scenario`.
    pub fn new(scenario: &umpire_minis::TableScenario) -> ShowTable {
        let table = &scenario.table;
        let unit = table.unit;
        let line = |kind: &str, points: &[umpire_minis::Point]| TableLine {
            kind: kind.to_owned(),
            points: points.iter().map(|&p| point(p, unit)).collect(),
        };
        ShowTable {
            schema: <ShowTable as super::Output>::ID.to_owned(),
            name: scenario.name.clone(),
            file: scenario.origin.clone(),
            ruleset: scenario
                .rules
                .as_ref()
                .and_then(|r| r.get("ruleset"))
                .and_then(|r| r.as_str())
                .map(str::to_owned),
            length_unit: unit_name(unit),
            table: TableView {
                width: round(table.width.in_unit(unit)),
                height: round(table.height.in_unit(unit)),
                areas: table.areas.iter().map(|a| line(&a.kind, &a.ring)).collect(),
                features: table.features.iter().map(|f| line(&f.kind, &f.line)).collect(),
            },
            units: scenario
                .units
                .iter()
                .map(|u| {
                    let mut more = match serde_json::to_value(u) {
                        Ok(Value::Object(more)) => more,
                        _ => Map::new(),
                    };
                    more.retain(|key, value| {
                        !TABLE_UNIT_KEYS.contains(&key.as_str()) && !value.is_null()
                    });
                    TableUnit {
                        id: u.id.clone(),
                        side: u.side.clone(),
                        class: u.class.clone(),
                        at: point(scenario.position(u), unit),
                        facing: round(u.facing),
                        more,
                    }
                })
                .collect(),
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;

    #[test]
    fn sides_are_listed_with_the_units_first_then_those_only_named() {
        let scenario = crate::test_scenarios::two_hexes(
            "[[units]]\nid = \"a\"\nside = \"union\"\nat = \"0101\"\n\
                    [[units]]\nid = \"b\"\nside = \"confederate\"\nat = \"0201\"\n\
                    [sides.confederate]\ncolour = \"#808080\"\n[sides.neutral]\n",
        );
        let sides = Show::new(&scenario).sides;
        let shown: Vec<(&str, Option<&str>)> =
            sides.iter().map(|s| (s.name.as_str(), s.colour.as_deref())).collect();
        assert_eq!(shown, [("union", None), ("confederate", Some("#808080")), ("neutral", None)]);
    }
}
