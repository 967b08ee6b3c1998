//! A phase built from typed values on a map of the test's own, with the builder of the same
//! shape as the strategic rules' (`tests/typed.rs` there): a unit whose side or unit type the
//! rules do not know, and a hex whose terrain the rules data do not price, are refused once, when
//! the game is built, naming the unit or the hex and the nearest known name.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::collections::HashMap;

use umpire_civil_war::{
    CivilWarMap, Game, MoveOptions, PartsError, RulesData, Situation, UnitState,
};
use umpire_hex::{Direction, Hex, HexNumbering, Offset, OffsetLayout};
use umpire_map::{HexBoard, Mp, SetupError};

/// Hexes 0101-0501 in a row, terrain by hex.
struct Row {
    numbering: HexNumbering,
    hexes: Vec<Hex>,
    terrain: HashMap<Hex, &'static str>,
}

impl HexBoard for Row {
    fn hex_count(&self) -> usize {
        self.hexes.len()
    }
    fn hex_index(&self, hex: Hex) -> Option<usize> {
        self.hexes.iter().position(|h| *h == hex)
    }
    fn hex_at(&self, index: usize) -> Hex {
        self.hexes[index]
    }
    fn terrain(&self, hex: Hex) -> Option<&str> {
        self.terrain.get(&hex).copied()
    }
    fn numbering(&self) -> &HexNumbering {
        &self.numbering
    }
}

impl CivilWarMap for Row {}

/// The row, with `forest` the terrain of 0301.
fn row(forest: &'static str) -> Row {
    let numbering = HexNumbering::new(OffsetLayout::ODD_Q, 1..=5, 1..=1);
    let hexes: Vec<Hex> = (1..=5).map(|c| numbering.hex_of(Offset::new(c, 1))).collect();
    let mut terrain: HashMap<Hex, &'static str> = hexes.iter().map(|h| (*h, "clear")).collect();
    terrain.insert(hexes[2], forest);
    Row { numbering, hexes, terrain }
}

fn situation(map: &Row) -> Situation {
    let mut situation = Situation::new("union", 1);
    situation.units.push(
        UnitState::builder("1-corps")
            .side("union")
            .unit_type("infantry")
            .strength(8)
            .movement(Mp::whole(6))
            .at(map.hexes[0])
            .build(),
    );
    situation.units.push(
        UnitState::builder("jeb")
            .side("confederate")
            .unit_type("cavalry")
            .strength(3)
            .movement(Mp::whole(8))
            .at(map.hexes[4])
            .build(),
    );
    situation
}

/// The `Mismatch` a game refuses, as (key, message, suggestion).
fn refusal(map: Row, situation: Situation) -> (String, String, Option<String>) {
    match Game::from_parts(map, RulesData::builtin().unwrap(), situation) {
        Err(PartsError::Setup(SetupError::Mismatch { key, message, suggestion })) => {
            (key, message, suggestion)
        }
        Err(other) => panic!("{other}"),
        Ok(_) => panic!("accepted"),
    }
}

#[test]
fn a_phase_built_with_the_builder_plays() {
    let map = row("forest");
    let game = Game::from_parts(&map, RulesData::builtin().unwrap(), situation(&map)).unwrap();
    let reach = game.reach("1-corps", &MoveOptions::default()).unwrap();
    assert!(reach.places.iter().any(|p| p.id == "0201"), "{reach:?}");
}

#[test]
fn a_unit_of_a_side_or_unit_type_the_rules_do_not_know_is_refused_naming_it() {
    let map = row("forest");
    let mut bad = situation(&map);
    bad.units[1].side = "confederat".into();
    let (key, message, suggestion) = refusal(row("forest"), bad);
    assert_eq!(
        (key.as_str(), suggestion.as_deref()),
        ("situation.units[1].side", Some("confederate"))
    );
    assert!(message.starts_with("unit jeb: unknown side \"confederat\""), "{message}");
    let mut bad = situation(&map);
    bad.units[1].unit_type = "cavalery".into();
    let (key, message, suggestion) = refusal(row("forest"), bad);
    assert_eq!(
        (key.as_str(), suggestion.as_deref()),
        ("situation.units[1].unit_type", Some("cavalry"))
    );
    assert!(message.starts_with("unit jeb: unknown unit type \"cavalery\""), "{message}");
    // The strings swapped: each is a name of the rules, but not in its place.
    let mut bad = situation(&map);
    bad.units[0] = UnitState::builder("1-corps").side("infantry").unit_type("union").build();
    let (key, message, _) = refusal(row("forest"), bad);
    assert_eq!(key, "situation.units[0].side");
    assert!(message.starts_with("unit 1-corps: unknown side \"infantry\""), "{message}");
}

#[test]
fn a_unit_built_without_a_required_name_is_refused_naming_what_is_missing() {
    let map = row("forest");
    for (unit, field, what) in [
        (UnitState::builder("jeb").unit_type("cavalry").build(), "side", "side"),
        (UnitState::builder("jeb").side("confederate").build(), "unit_type", "unit type"),
    ] {
        let mut bad = situation(&map);
        bad.units[1] = unit;
        let (key, message, suggestion) = refusal(row("forest"), bad);
        assert_eq!(key, format!("situation.units[1].{field}"));
        assert!(message.starts_with(&format!("unit jeb: no {what} given")), "{message}");
        assert_eq!(suggestion, None);
    }
}

#[test]
fn a_hex_whose_terrain_the_rules_data_do_not_price_is_refused_naming_it() {
    let map = row("forset");
    let (key, message, suggestion) = refusal(row("forset"), situation(&map));
    assert_eq!((key.as_str(), suggestion.as_deref()), ("map.terrain (forset)", Some("forest")));
    assert!(message.starts_with("hex 0301: terrain \"forset\""), "{message}");
}

#[test]
fn the_builder_sets_every_attribute_a_game_sets() {
    let (at, to) = (Hex::ZERO, Hex::new(3, 0));
    let river = at.hexside(Direction::ALL[0]);
    let unit = UnitState::builder("tyler")
        .side("union")
        .unit_type("river-transport")
        .size("flotilla")
        .strength(1)
        .parenthesized(true)
        .movement(Mp::whole(40))
        .initiative(false)
        .supply_points(2)
        .rating(3)
        .at(at)
        .river_side(river)
        .entrained(true)
        .rail_destination(to, 4)
        .embarked_on("fleet")
        .voyage_destination(to)
        .moved(true)
        .ferry(true)
        .assault_failed(true)
        .removed_at(to)
        .build();
    let expected = UnitState {
        id: "tyler".into(),
        side: "union".into(),
        unit_type: "river-transport".into(),
        size: Some("flotilla".into()),
        strength: 1,
        parenthesized: true,
        movement: Mp::whole(40),
        initiative: false,
        supply_points: 2,
        rating: Some(3),
        at: Some(at),
        river_side: Some(river),
        entrained: true,
        rail_destination: Some((to, 4)),
        embarked_on: Some("fleet".into()),
        voyage_destination: Some(to),
        moved: true,
        ferry: true,
        assault_failed: true,
        removed_at: Some(to),
    };
    assert_eq!(unit, expected);
}
