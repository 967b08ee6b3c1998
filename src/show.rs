//! A scenario as text: what `umpire show` prints.
//!
//! ```
//! let scenario = umpire::scenario::load_demo();
//! let text = umpire::show::text(&scenario);
//! assert!(text.contains("Terrain"));
//! ```

use std::fmt::Write as _;

use umpire_hex::{DigitOrder, Orientation, Parity};
use umpire_scenario::{Location, Scenario, ScenarioMap};

/// The map as a grid of legend codes, then its hexside features, routes, places, boxes, zones
/// and units, every hex by its printed id.
pub fn text(scenario: &Scenario) -> String {
    let map = &scenario.map;
    let mut out = String::new();
    let _ = writeln!(out, "{}  ({})", scenario.name, scenario.origin);
    let _ = writeln!(out, "{}", describe_map(map));
    if let Some(ruleset) = scenario.ruleset() {
        let _ = writeln!(out, "Ruleset: {ruleset}");
    }
    terrain_grid(&mut out, map);
    let legend: Vec<String> = map
        .legend()
        .map(|(code, id)| format!("{code} {}", map.terrain_name(id).unwrap_or("?")))
        .collect();
    let _ = writeln!(out, "Legend: {}", legend.join(", "));
    section(
        &mut out,
        "Hexside features",
        map.hexsides().map(|(side, features)| {
            let [a, b] = side.hexes();
            format!("{}|{}  {}", map.hex_id(a), map.hex_id(b), features.join(", "))
        }),
    );
    section(
        &mut out,
        "Roads and rails",
        map.routes().iter().map(|route| {
            let hexes: Vec<String> = route.hexes.iter().map(|&h| map.hex_id(h)).collect();
            format!("{}: {}", route.kind.name(), hexes.join(" → "))
        }),
    );
    section(
        &mut out,
        "Places",
        map.places().iter().map(|place| {
            format!("{} ({}): {}", place.name, map.hex_id(place.hex), place.kinds.join(", "))
        }),
    );
    section(
        &mut out,
        "Boxes",
        map.boxes().iter().map(|map_box| {
            let adjacent: Vec<String> =
                map_box.adjacent_boxes.iter().map(|&b| map.location_id(Location::Box(b))).collect();
            let edge: Vec<String> = map_box.edge_hexes.iter().map(|&h| map.hex_id(h)).collect();
            format!(
                "{} [{}]: next to boxes {}; edge hexes {}",
                map_box.name,
                map_box.key,
                or_none(&adjacent),
                or_none(&edge)
            )
        }),
    );
    section(
        &mut out,
        "Zones",
        map.zones().iter().map(|zone| {
            let hexes: Vec<String> = zone.hexes.iter().map(|&h| map.hex_id(h)).collect();
            format!("{} ({}): {}", zone.id, zone.kind, hexes.join(" "))
        }),
    );
    section(
        &mut out,
        "Units",
        scenario.units.iter().map(|unit| {
            let at = map.location_id(unit.at);
            let at = match unit.off_board() {
                None => format!("at {at}"),
                Some(why) => format!("off the board ({why})"),
            };
            format!("{:<12} {:<10} {:<8} {at}", unit.id, unit.side, unit.label)
        }),
    );
    out
}

/// "Map: columns 01–12, rows 01–10, flat-top, odd columns shifted down, ids like e0101".
fn describe_map(map: &ScenarioMap) -> String {
    let numbering = map.numbering();
    let layout = map.layout();
    let (shape, shifted, moved) = match layout.orientation {
        Orientation::FlatTop => ("flat-top", "columns", "down"),
        Orientation::PointyTop => ("pointy-top", "rows", "right"),
    };
    let parity = match layout.parity {
        Parity::Odd => "odd",
        Parity::Even => "even",
    };
    let order = match numbering.order {
        DigitOrder::ColumnRow => "column then row",
        DigitOrder::RowColumn => "row then column",
    };
    let example = map.hexes().next().map(|h| map.hex_id(h)).unwrap_or_default();
    format!(
        "Map: columns {}-{}, rows {}-{}, {shape}, {parity} {shifted} shifted {moved}; ids are {order}, like {example}",
        numbering.columns.start(),
        numbering.columns.end(),
        numbering.rows.start(),
        numbering.rows.end(),
    )
}

/// The terrain as legend codes, one printed row a line, headed by the column numbers.
fn terrain_grid(out: &mut String, map: &ScenarioMap) {
    let numbering = map.numbering();
    let codes: Vec<(String, umpire_scenario::TerrainId)> =
        map.legend().map(|(code, id)| (code.to_owned(), id)).collect();
    let code_of = |hex| {
        let id = map.terrain_id(hex)?;
        codes.iter().find(|(_, t)| *t == id).map(|(c, _)| c.clone())
    };
    let width = codes.iter().map(|(c, _)| c.chars().count()).max().unwrap_or(1).max(2);
    let _ = writeln!(out, "Terrain:");
    let mut header = String::from("      ");
    for col in numbering.columns.clone() {
        let _ = write!(header, " {}", crate::map::pad_start(&format!("{col:02}"), width));
    }
    let _ = writeln!(out, "{header}");
    for row in numbering.rows.clone() {
        let mut line = format!("  {:>3} ", format!("{row:02}"));
        for col in numbering.columns.clone() {
            let hex = numbering.hex_of(umpire_hex::Offset::new(col, row));
            let code = code_of(hex).unwrap_or_else(|| "?".to_owned());
            let _ = write!(line, " {}", crate::map::pad_start(&code, width));
        }
        let _ = writeln!(out, "{line}");
    }
}

/// A titled list, or "Title: none".
fn section(out: &mut String, title: &str, lines: impl Iterator<Item = String>) {
    let lines: Vec<String> = lines.collect();
    if lines.is_empty() {
        let _ = writeln!(out, "{title}: none");
        return;
    }
    let _ = writeln!(out, "{title}:");
    for line in lines {
        let _ = writeln!(out, "  {line}");
    }
}

/// The items joined, or "none".
fn or_none(items: &[String]) -> String {
    if items.is_empty() { "none".to_owned() } else { items.join(", ") }
}
