//! The format reference `scenarios/civil-war/reference.toml` loads, every key in it is read,
//! and a misspelt key or name in it is named with the nearest one.

#![cfg(feature = "scenario")]
#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use umpire_civil_war::Game;
use umpire_map::Mp;
use umpire_scenario::{ScenarioMap, load_file, load_str};

const PATH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../scenarios/civil-war/reference.toml");

fn game() -> Game<ScenarioMap> {
    let scenario = load_file(std::path::Path::new(PATH)).unwrap_or_else(|e| panic!("{e}"));
    Game::new(&scenario).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn every_key_of_the_reference_is_read() {
    let game = game();
    let s = game.situation();
    assert_eq!((s.side.as_str(), s.phase), ("union", 1));
    assert_eq!(s.units.len(), 8);
    let corps = s.unit("8th-corps").unwrap();
    assert_eq!((corps.size.as_deref(), corps.strength, corps.rating), (Some("corps"), 8, Some(2)));
    assert_eq!(corps.movement, Mp::whole(3));
    assert!(corps.initiative && !corps.moved);
    assert!(s.unit("home-guard").unwrap().parenthesized);
    assert_eq!(s.unit("army-supply").unwrap().supply_points, 3);
    let train = s.unit("ohio-div").unwrap();
    assert!(train.entrained);
    assert_eq!(
        train.rail_destination.map(|(hex, eta)| (game.map().hex_id(hex), eta)),
        Some(("0601".to_owned(), 2))
    );
    let boats = s.unit("cairo-boats").unwrap();
    assert!(boats.river_side.is_some() && !boats.ferry);
    let aboard = s.unit("illinois-div").unwrap();
    assert_eq!(aboard.embarked_on.as_deref(), Some("cairo-boats"));
    assert_eq!(aboard.voyage_destination.map(|h| game.map().hex_id(h)).as_deref(), Some("0402"));
    assert_eq!(s.unit("lost-brigade").unwrap().at, None, "a removed unit is off the map");
    assert_eq!((s.enemy_controlled.len(), s.siege_entry.len(), s.ports.len()), (1, 0, 1));
    assert_eq!((s.territory["union"].len(), s.territory["confederate"].len()), (3, 2));
    let rail = &s.rail;
    assert_eq!(
        (rail.allotment["union"], rail.capacity["union"], rail.capacity["confederate"]),
        (20, 16, 15)
    );
    assert_eq!((rail.next_allotment["union"], rail.turn), (20, 2));
    assert!(rail.moved_this_turn.contains("confederate"));
    assert_eq!((rail.base["union"].len(), rail.heads["union"].len()), (1, 1));
    assert_eq!(rail.neutral.len(), 2, "the Kentucky rail hexes are neutral");
    assert_eq!(s.forts.len(), 1);
    assert!(!s.forts[0].besieged);
    assert_eq!((s.waters.tidal.len(), s.waters.above_head_of_navigation.len()), (1, 1));
    assert!(s.waters.florida.is_empty());
    assert_eq!(game.data().terrain["swamp"].cost, Some(Mp::whole(3)));
}

#[test]
fn a_misspelt_key_or_name_is_named_with_the_nearest() {
    let text = std::fs::read_to_string(PATH).unwrap();
    let cases = [
        (
            "voyage_destination = \"0402\"",
            "voyage_destinaton = \"0402\"",
            "did you mean \"voyage_destination\"",
        ),
        (
            "type = \"river-transport\"",
            "type = \"river-transprt\"",
            "did you mean \"river-transport\"",
        ),
        ("besieged = false", "beseiged = false", "did you mean \"besieged\""),
        ("side = \"confederate\"", "side = \"confederat\"", "did you mean \"confederate\""),
        (
            "moved_this_turn = [\"confederate\"]",
            "moved_this_turn = [\"confederat\"]",
            "did you mean \"confederate\"",
        ),
    ];
    for (from, to, expected) in cases {
        assert!(text.contains(from), "{from}");
        let broken = text.replacen(from, to, 1);
        let error = match load_str(&broken, "reference.toml") {
            Err(e) => e.to_string(),
            Ok(scenario) => Game::new(&scenario).err().map(|e| e.to_string()).unwrap_or_default(),
        };
        assert!(error.contains(expected), "{to}: {error}");
    }
}
