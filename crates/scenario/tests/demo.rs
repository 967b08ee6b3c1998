//! The shipped demo scenario: it loads (embedded and from its files), holds what its files say,
//! writes back out, and is a board the movement search runs on.
#![allow(missing_docs, clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use umpire_hex::{Direction, Hexside, OffsetLayout};
use umpire_map::{Board, Map};
use umpire_scenario::{
    DEMO, Feature, Location, MapPlace, RouteKind, Scenario, load_demo, load_file, load_str,
    try_load_demo,
};

fn scenarios() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scenarios")
}

fn hex(scenario: &Scenario, id: &str) -> umpire_hex::Hex {
    scenario.map.parse_hex(id).unwrap()
}

#[test]
fn the_embedded_demo_loads_like_the_files() {
    let embedded = try_load_demo().unwrap();
    assert_eq!(embedded.origin, "scenarios/demo.toml");
    let from_files = load_file(&scenarios().join("demo.toml")).unwrap();
    assert!(from_files.origin.ends_with("demo.toml"));
    assert_eq!(embedded.map, from_files.map);
    assert_eq!(embedded.units, from_files.units);
    assert_eq!(embedded.rules, from_files.rules);
    assert_eq!(embedded.name, from_files.name);
    assert_eq!(load_demo(), embedded);
}

#[test]
fn the_demo_holds_what_its_files_say() {
    let demo = load_demo();
    let map = &demo.map;
    assert_eq!(demo.name, "Demo: across the river");
    assert_eq!(demo.ruleset(), Some("demo"));
    assert_eq!(map.layout(), OffsetLayout::ODD_Q);
    assert_eq!((map.rect().cols(), map.rect().rows()), (12, 10));
    assert_eq!(map.hexes().count(), 120);
    assert_eq!(map.terrain_names(), ["clear", "forest", "swamp", "mountain", "sea", "city"]);
    assert_eq!(map.hex_id(hex(&demo, "E0101")), "e0101");
    assert_eq!(map.terrain(hex(&demo, "e0205")), Some("city"));
    assert_eq!(map.terrain(hex(&demo, "e1210")), Some("sea"));
    // The map file's override, and the scenario's.
    assert_eq!(map.terrain(hex(&demo, "e0808")), Some("forest"));
    assert_eq!(map.terrain(hex(&demo, "e0705")), Some("swamp"));
    let terrain_kinds: BTreeSet<&str> = map.hexes().filter_map(|h| map.terrain(h)).collect();
    assert_eq!(terrain_kinds.len(), 6);

    // The river: 11 sides, one with a bridge where the road crosses.
    let sides: Vec<(Hexside, Vec<&str>)> = map.hexsides().collect();
    assert_eq!(sides.len(), 11);
    let bridge = Hexside::between(hex(&demo, "e0604"), hex(&demo, "e0703")).unwrap();
    assert_eq!(map.hexside_features(bridge), ["river", "bridge"]);
    assert!(map.features(bridge).contains(Feature::Bridge));
    assert!(map.road_across(bridge));
    assert!(!map.rail_across(bridge));
    let first = hex(&demo, "e0601").hexside(Direction::SouthEast);
    assert_eq!(Hexside::between(hex(&demo, "e0601"), hex(&demo, "e0701")), Some(first));
    assert_eq!(map.hexside_features(first), ["river"]);

    // Road and rail.
    let kinds: Vec<RouteKind> = map.routes().iter().map(|r| r.kind).collect();
    assert_eq!(kinds, [RouteKind::Road, RouteKind::Rail]);
    let rail = Hexside::between(hex(&demo, "e0306"), hex(&demo, "e0307")).unwrap();
    assert!(map.rail_across(rail) && !map.road_across(rail));

    // Places, the box, zones.
    let port = map.place_named("Port Ash").unwrap();
    assert_eq!(port.kinds, ["city", "port"]);
    assert_eq!(map.terrain(port.hex), Some("city"));
    assert_eq!(map.places().len(), 2);
    let reserves = map.box_by_key("reserves").unwrap();
    let the_box = map.map_box(reserves).unwrap();
    assert_eq!(the_box.name, "Reserve Box");
    assert_eq!(the_box.edge_hexes.len(), 3);
    assert_eq!(map.boxes_at(hex(&demo, "e0310")), [reserves]);
    assert_eq!(map.zones().len(), 2);
    assert_eq!(map.zone("eastern-sea").unwrap().hexes.len(), 10);

    // Units of two sides, one in the box; extra keys kept.
    assert_eq!(demo.units.len(), 5);
    let sides: BTreeSet<&str> = demo.units.iter().map(|u| u.side.as_str()).collect();
    assert_eq!(sides, BTreeSet::from(["blue", "red"]));
    let blue_2 = demo.unit("blue-2").unwrap();
    assert_eq!(blue_2.at, Location::Box(reserves));
    assert_eq!(blue_2.extra.get("strength").and_then(toml::Value::as_integer), Some(4));
    assert_eq!(map.location_id(blue_2.at), "reserves");
    assert_eq!(demo.unit("red-2").map(|u| map.location_id(u.at)), Some("e1203".into()));
}

#[test]
fn the_reference_loads_with_every_key() {
    let reference = load_str(common::REFERENCE, "reference.toml").unwrap();
    let map = &reference.map;
    let far = map.box_by_key("far-box").unwrap();
    let south = map.box_by_key("south-box").unwrap();
    // Adjacency listed on one box goes both ways.
    assert!(map.linked(far).contains(&MapPlace::Box(south)));
    assert!(map.linked(south).contains(&MapPlace::Box(far)));
    assert_eq!(map.map_box(far).unwrap().name, "far-box");
    assert_eq!(reference.unit("red-1").unwrap().label, "red-1");
    assert_eq!(map.terrain(map.parse_hex("e0401").unwrap()), Some("swamp"));
}

/// Every scenario and its flattened self must agree.
fn assert_round_trip(scenario: &Scenario) {
    let written = toml::to_string(scenario).unwrap();
    let back = load_str(&written, "written.toml")
        .unwrap_or_else(|e| panic!("{e}\nin the written scenario:\n{written}"));
    assert_eq!(back.map, scenario.map, "{written}");
    assert_eq!(back.units, scenario.units);
    assert_eq!(back.rules, scenario.rules);
    assert_eq!(back.name, scenario.name);
}

#[test]
fn scenarios_write_back_out_as_one_file() {
    assert_round_trip(&load_demo());
    assert_round_trip(&load_str(common::REFERENCE, "reference.toml").unwrap());
    let written = toml::to_string(&load_demo()).unwrap();
    assert!(!written.contains("include"));
    assert!(written.contains("[[map.hexsides]]"), "{written}");
}

#[test]
fn the_board_numbers_every_place_once() {
    let demo = load_demo();
    let map = &demo.map;
    assert_eq!(map.place_count(), 121);
    for i in 0..map.place_count() {
        assert_eq!(map.index_of(map.place_at(i)), Some(i));
    }
    assert_eq!(map.index_of(MapPlace::Box(umpire_scenario::BoxId(1))), None);
    assert_eq!(map.index_of(MapPlace::Hex(umpire_hex::Hex::new(-9, 0))), None);
}

#[test]
fn legs_agree_with_adjacency_both_ways() {
    let demo = load_demo();
    let map = &demo.map;
    for i in 0..map.place_count() {
        let from = map.place_at(i);
        let mut by_leg = Vec::new();
        map.for_each_leg(from, |to, index, leg| {
            assert_eq!(map.index_of(to), Some(index));
            assert_eq!(map.leg(from, to), Some(leg));
            by_leg.push(to);
        });
        let mut by_adjacency = Vec::new();
        map.for_each_adjacent(from, |to| {
            if map.index_of(to).is_some() && map.leg(from, to).is_some() {
                by_adjacency.push(to);
            }
        });
        by_leg.sort();
        by_adjacency.sort();
        assert_eq!(by_leg, by_adjacency, "from {from:?}");
        for &to in &by_leg {
            let back = map.leg(to, from).expect("legs go both ways");
            assert_eq!(back.hexside, map.leg(from, to).unwrap().hexside);
        }
    }
    let reserves = MapPlace::Box(map.box_by_key("reserves").unwrap());
    let edge = MapPlace::Hex(hex(&demo, "e0210"));
    assert_eq!(map.leg(reserves, edge), Some(umpire_map::HexLeg::default()));
    assert_eq!(map.leg(edge, reserves), Some(umpire_map::HexLeg::default()));
    assert_eq!(map.leg(MapPlace::Hex(hex(&demo, "e0205")), reserves), None);
    let far = map.leg(MapPlace::Hex(hex(&demo, "e0101")), MapPlace::Hex(hex(&demo, "e0103")));
    assert_eq!(far, None);
}

#[test]
fn errors_carry_the_included_file_name() {
    let demo = DEMO.replace("e0705 = \"swamp\"", "e0705 = \"swamp\"\n");
    let map = umpire_scenario::DEMO_MAP.replace(r#""e0206", "e0306""#, r#""e0206", "e0406""#);
    let files = move |name: &str| match name {
        "maps/demo-map.toml" => Ok(map.clone()),
        _ => Err(std::io::Error::other("no such file")),
    };
    let e = umpire_scenario::load_str_with(&demo, "scenarios/demo.toml", &files).unwrap_err();
    assert_eq!(e.file(), "scenarios/maps/demo-map.toml");
    assert_eq!(e.key(), "map.roads[1].hexes[2]");
    assert!(e.to_string().starts_with("scenarios/maps/demo-map.toml:"), "{e}");
    assert!(e.to_string().ends_with("rail jumps from e0206 to e0406 (2 hexes apart): consecutive hexes of a rail must be adjacent"), "{e}");
}
