//! Writing a scenario back out (serde `Serialize`) in the scenario file format.

use std::collections::BTreeMap;

use serde::Serialize;
use serde::ser::{SerializeMap, Serializer};
use umpire_hex::DigitOrder;

use crate::map::{Route, ScenarioMap};
use crate::scenario::{Scenario, Unit};

#[derive(Serialize)]
struct ScenarioView<'a> {
    name: &'a str,
    map: MapView<'a>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    units: Vec<UnitView<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    rules: Option<&'a toml::Table>,
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    sides: BTreeMap<&'a str, SideStyleView<'a>>,
}

/// One `[sides.<name>]`.
#[derive(Serialize)]
struct SideStyleView<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    colour: Option<&'a str>,
}

#[derive(Serialize)]
struct MapView<'a> {
    layout: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    prefix: Option<&'a str>,
    order: &'static str,
    digits: u8,
    columns: [i32; 2],
    rows: [i32; 2],
    terrain: TerrainView<'a>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    hexsides: Vec<SideView>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    roads: Vec<RouteView>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    places: Vec<PlaceView<'a>>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    boxes: Vec<BoxView<'a>>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    zones: Vec<ZoneView<'a>>,
}

#[derive(Serialize)]
struct TerrainView<'a> {
    legend: Legend<'a>,
    rows: Vec<String>,
}

/// The legend as a table in the map's own order.
struct Legend<'a>(&'a ScenarioMap);

impl Serialize for Legend<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.legend.len()))?;
        for (code, id) in self.0.legend() {
            map.serialize_entry(code, self.0.terrain_name(id).unwrap_or(""))?;
        }
        map.end()
    }
}

#[derive(Serialize)]
struct SideView {
    at: String,
    direction: String,
    features: Vec<&'static str>,
}

#[derive(Serialize)]
struct RouteView {
    kind: &'static str,
    hexes: Vec<String>,
}

#[derive(Serialize)]
struct PlaceView<'a> {
    name: &'a str,
    hex: String,
    kinds: &'a [String],
}

#[derive(Serialize)]
struct BoxView<'a> {
    id: &'a str,
    name: &'a str,
    adjacent_boxes: Vec<String>,
    edge_hexes: Vec<String>,
}

#[derive(Serialize)]
struct ZoneView<'a> {
    id: &'a str,
    kind: &'a str,
    hexes: Vec<String>,
}

#[derive(Serialize)]
struct UnitView<'a> {
    id: &'a str,
    side: &'a str,
    label: &'a str,
    at: String,
    #[serde(flatten)]
    extra: &'a toml::Table,
}

impl Serialize for Scenario {
    /// As a self-contained scenario file (see [`Scenario`]).
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        ScenarioView {
            name: &self.name,
            map: map_view(&self.map),
            units: self.units.iter().map(|u| unit_view(&self.map, u)).collect(),
            rules: self.rules.as_ref(),
            sides: self
                .sides
                .iter()
                .map(|(name, side)| {
                    (name.as_str(), SideStyleView { colour: side.colour.as_deref() })
                })
                .collect(),
        }
        .serialize(serializer)
    }
}

impl Serialize for ScenarioMap {
    /// As the `[map]` table of a scenario file.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        map_view(self).serialize(serializer)
    }
}

fn unit_view<'a>(map: &ScenarioMap, unit: &'a Unit) -> UnitView<'a> {
    UnitView {
        id: &unit.id,
        side: &unit.side,
        label: &unit.label,
        at: map.location_id(unit.at),
        extra: &unit.extra,
    }
}

fn map_view(map: &ScenarioMap) -> MapView<'_> {
    let numbering = &map.numbering;
    let layout = numbering.layout;
    let ids = |hexes: &[umpire_hex::Hex]| hexes.iter().map(|&h| map.hex_id(h)).collect::<Vec<_>>();
    MapView {
        layout: layout.name(),
        prefix: numbering.prefix.as_deref().filter(|p| !p.is_empty()),
        order: match numbering.order {
            DigitOrder::ColumnRow => "column-row",
            DigitOrder::RowColumn => "row-column",
        },
        digits: numbering.digits,
        columns: [*numbering.columns.start(), *numbering.columns.end()],
        rows: [*numbering.rows.start(), *numbering.rows.end()],
        terrain: TerrainView { legend: Legend(map), rows: terrain_rows(map) },
        hexsides: map
            .featured
            .iter()
            .map(|&side| {
                let [a, b] = side.hexes();
                let (at, direction) = if map.contains(a) {
                    (a, side.direction())
                } else {
                    (b, side.direction().opposite())
                };
                SideView {
                    at: map.hex_id(at),
                    direction: map.direction_name(direction),
                    features: map.hexside_features(side),
                }
            })
            .collect(),
        roads: map
            .routes
            .iter()
            .map(|r: &Route| RouteView { kind: r.kind.name(), hexes: ids(&r.hexes) })
            .collect(),
        places: map
            .places
            .iter()
            .map(|p| PlaceView { name: &p.name, hex: map.hex_id(p.hex), kinds: &p.kinds })
            .collect(),
        boxes: map
            .boxes
            .iter()
            .map(|b| BoxView {
                id: &b.key,
                name: &b.name,
                adjacent_boxes: b
                    .adjacent_boxes
                    .iter()
                    .filter_map(|&id| map.map_box(id).map(|o| o.key.clone()))
                    .collect(),
                edge_hexes: ids(&b.edge_hexes),
            })
            .collect(),
        zones: map
            .zones
            .iter()
            .map(|z| ZoneView { id: &z.id, kind: &z.kind, hexes: ids(&z.hexes) })
            .collect(),
    }
}

/// The terrain as rows of codes (each terrain's first legend code), top to bottom.
fn terrain_rows(map: &ScenarioMap) -> Vec<String> {
    let mut code_of = vec![""; map.terrain_names.len()];
    for (code, id) in map.legend().collect::<Vec<_>>().into_iter().rev() {
        if let Some(slot) = code_of.get_mut(id.index()) {
            *slot = code;
        }
    }
    let cols = usize::try_from(map.rect.cols()).unwrap_or(usize::MAX).max(1);
    map.terrain
        .as_slice()
        .chunks(cols)
        .map(|row| {
            row.iter()
                .map(|id| code_of.get(id.index()).copied().unwrap_or("?"))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}
