//! Other layouts and numberings: pointy-top directions, row-column order, no prefix.
#![allow(missing_docs, clippy::unwrap_used, clippy::expect_used)]

use umpire_hex::{DigitOrder, Direction, Hexside, OffsetLayout};
use umpire_scenario::load_str;

const POINTY: &str = r#"name = "Pointy"
[map]
layout = "odd-r"
order = "row-column"
digits = 3
columns = [1, 3]
rows = [1, 2]
[map.terrain]
legend = { "." = "clear" }
rows = [". . .", ". . ."]
[[map.hexsides]]
at = "001001"
direction = "east"
features = ["Major River"]
"#;

#[test]
fn pointy_top_maps_use_pointy_directions() {
    let scenario = load_str(POINTY, "p.toml").unwrap();
    let map = &scenario.map;
    assert_eq!(map.layout(), OffsetLayout::ODD_R);
    assert_eq!(map.numbering().order, DigitOrder::RowColumn);
    let a = map.parse_hex("001001").unwrap();
    let b = map.parse_hex("001002").unwrap(); // row 1, column 2
    let side = Hexside::between(a, b).unwrap();
    assert_eq!(map.hexside_features(side), ["major-river"]);
    assert_eq!(map.direction_name(Direction::SouthEast), "east");
    assert_eq!(map.hex_id(b), "001002");

    let text = POINTY.replace(r#"direction = "east""#, r#"direction = "north""#);
    let e = load_str(&text, "p.toml").unwrap_err();
    assert_eq!(
        e.to_string(),
        r#"p.toml:13:13: map.hexsides[0].direction: unknown pointy-top direction "north" (known: north-east, east, south-east, south-west, west, north-west)"#
    );
}

#[test]
fn sides_on_the_map_edge_can_have_features() {
    let text = POINTY.replace(r#"direction = "east""#, r#"direction = "west""#);
    let scenario = load_str(&text, "p.toml").unwrap();
    let (side, features) = scenario.map.hexsides().next().unwrap();
    assert_eq!(features, ["major-river"]);
    let [a, b] = side.hexes();
    assert!(scenario.map.contains(a) != scenario.map.contains(b));
    let written = toml::to_string(&scenario).unwrap();
    assert_eq!(load_str(&written, "w.toml").unwrap().map, scenario.map);
}
