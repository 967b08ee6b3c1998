//! A phase built from typed values on a map of the test's own, with no scenario file: what does
//! not fit is refused by key with the nearest name, and what fits plays by the rules.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::collections::HashMap;

use umpire_hex::{Hex, HexNumbering, Hexside, Offset};
use umpire_map::{Crossing, Feature, Features, HexBoard, MapPlace, Mp, SetupError};
use umpire_strategic::{
    Convoy, Game, Marker, PartsError, Phase, Port, RulesData, Situation, StrategicMap, UnitState,
};

/// Columns 30–33 of rows 1–3 of the eastern map, terrain by hex, one river hexside.
struct Fragment {
    numbering: HexNumbering,
    hexes: Vec<Hex>,
    terrain: HashMap<Hex, &'static str>,
    river: Hexside,
}

impl HexBoard for Fragment {
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
    fn crossing(&self, side: Hexside) -> Crossing {
        let river = Features::EMPTY.with(Feature::River);
        if side == self.river {
            Crossing { features: river, ..Crossing::NONE }
        } else {
            Crossing::NONE
        }
    }
}

impl StrategicMap for Fragment {
    fn for_each_country_hex(&self, mut visit: impl FnMut(Hex, &str)) {
        self.hexes.iter().for_each(|hex| visit(*hex, "russia"));
    }
}

fn fragment(swamp: &'static str) -> Fragment {
    let numbering = HexNumbering::strategic_east();
    let mut hexes = Vec::new();
    for col in 30..=33 {
        for row in 1..=3 {
            hexes.push(numbering.hex_of(Offset::new(col, row)));
        }
    }
    let id = |id: &str| numbering.parse(id).unwrap();
    let mut terrain: HashMap<Hex, &'static str> = hexes.iter().map(|h| (*h, "clear")).collect();
    terrain.insert(id("e3102"), swamp);
    let river = Hexside::between(id("e3001"), id("e3101")).unwrap();
    Fragment { numbering, hexes, terrain, river }
}

fn place(map: &Fragment, id: &str) -> MapPlace {
    map.parse_hex(id).unwrap().into()
}

fn situation(map: &Fragment) -> Situation {
    let mut situation = Situation::new("soviet", Phase::Operational);
    situation.units.push(
        UnitState::builder("5th-army")
            .side("soviet")
            .nationality("russian")
            .unit_type("infantry")
            .movement(Mp::whole(3))
            .at(place(map, "e3001"))
            .build(),
    );
    situation.units.push(
        UnitState::builder("panzer")
            .side("axis")
            .nationality("german")
            .unit_type("armor")
            .movement(Mp::whole(6))
            .at(place(map, "e3302"))
            .build(),
    );
    situation
}

/// The `Mismatch` a game refuses, as (key, suggestion).
fn refused(map: Fragment, situation: Situation) -> (String, Option<String>) {
    match Game::from_parts(map, RulesData::builtin().unwrap(), situation) {
        Err(PartsError::Setup(SetupError::Mismatch { key, suggestion, .. })) => (key, suggestion),
        Err(other) => panic!("{other}"),
        Ok(_) => panic!("accepted"),
    }
}

#[test]
fn a_phase_from_typed_values_plays_by_the_rules() {
    let map = fragment("swamp");
    let situation = situation(&map);
    let game = Game::from_parts(&map, RulesData::builtin().unwrap(), situation).unwrap();
    // Across the river into clear e3101: 1 + 1 MP.
    let path = game.parse_path(&["e3001", "e3101"]).unwrap();
    let verdict = game.check("5th-army", &path).unwrap();
    assert_eq!(verdict.route().cost, Mp::whole(2), "{:?}", verdict.refusal());
    // Four clear hexes on an MA of 3: the fourth is refused.
    let path = game.parse_path(&["e3001", "e3002", "e3003", "e3103", "e3203"]).unwrap();
    let verdict = game.check("5th-army", &path).unwrap();
    assert_eq!(verdict.refusal().map(|r| r.clause.as_str()), Some("STR-3.1.1-04"));
    // Beside the panzer in e3302 it enters an enemy zone of control and stops.
    let reach = game.reach("5th-army").unwrap();
    let stops: Vec<&str> =
        reach.places.iter().filter(|p| p.must_stop).map(|p| p.id.as_str()).collect();
    assert_eq!(stops, ["e3202"]);
    let reach = game.reach("5th-army").unwrap();
    assert!(reach.places.iter().any(|p| p.id == "e3102" && p.cost == Mp::whole(3)));
    // The map's own ids in errors.
    let error = game.parse_path(&["e3001", "e3901"]).unwrap_err().to_string();
    assert!(error.contains("e3901") && error.contains("no such hex"), "{error}");
}

#[test]
fn a_unit_that_does_not_fit_is_refused_by_key_with_the_nearest_name() {
    let map = fragment("swamp");
    let mut bad = situation(&map);
    bad.units[1].nationality = "germen".into();
    assert_eq!(
        refused(fragment("swamp"), bad),
        ("situation.units[1].nationality".into(), Some("german".into()))
    );
    let mut bad = situation(&map);
    bad.units[0].unit_type = "infantery".into();
    assert_eq!(
        refused(fragment("swamp"), bad),
        ("situation.units[0].unit_type".into(), Some("infantry".into()))
    );
    let mut bad = situation(&map);
    bad.side = "sovjet".into();
    assert_eq!(refused(fragment("swamp"), bad), ("situation.side".into(), Some("soviet".into())));
    let mut bad = situation(&map);
    bad.units[0].at = Some(MapPlace::Hex(Hex::new(-50, 7)));
    assert_eq!(refused(fragment("swamp"), bad), ("situation.units[0].at".into(), None));
    let mut bad = situation(&map);
    bad.units[1].id = "5th-army".into();
    assert_eq!(refused(fragment("swamp"), bad), ("situation.units[1].id".into(), None));
    let mut bad = situation(&map);
    bad.units[1].steps = 0;
    assert_eq!(refused(fragment("swamp"), bad), ("situation.units[1].steps".into(), None));
}

/// The whole `Mismatch` a game refuses, as (key, message, suggestion).
fn refusal(map: Fragment, situation: Situation) -> (String, String, Option<String>) {
    match Game::from_parts(map, RulesData::builtin().unwrap(), situation) {
        Err(PartsError::Setup(SetupError::Mismatch { key, message, suggestion })) => {
            (key, message, suggestion)
        }
        Err(other) => panic!("{other}"),
        Ok(_) => panic!("accepted"),
    }
}

#[test]
fn a_unit_of_a_side_type_or_nationality_the_rules_do_not_know_is_refused_naming_it() {
    let map = fragment("swamp");
    let mut bad = situation(&map);
    bad.units[1].side = "axsi".into();
    let (key, message, suggestion) = refusal(fragment("swamp"), bad);
    assert_eq!((key.as_str(), suggestion.as_deref()), ("situation.units[1].side", Some("axis")));
    assert!(message.starts_with("unit panzer: unknown side \"axsi\""), "{message}");
    let mut bad = situation(&map);
    bad.units[1].unit_type = "armour".into();
    let (key, message, suggestion) = refusal(fragment("swamp"), bad);
    assert_eq!(
        (key.as_str(), suggestion.as_deref()),
        ("situation.units[1].unit_type", Some("armor"))
    );
    assert!(message.starts_with("unit panzer: unknown unit type"), "{message}");
    let mut bad = situation(&map);
    bad.units[0].nationality = "rusian".into();
    let (key, message, suggestion) = refusal(fragment("swamp"), bad);
    assert_eq!(
        (key.as_str(), suggestion.as_deref()),
        ("situation.units[0].nationality", Some("russian"))
    );
    assert!(message.starts_with("unit 5th-army: unknown nationality"), "{message}");
    // The strings swapped: each is a name of the rules, but not in its place.
    let mut bad = situation(&map);
    bad.units[1] = UnitState::builder("panzer")
        .side("german")
        .nationality("axis")
        .unit_type("armor")
        .at(place(&map, "e3302"))
        .build();
    let (key, message, _) = refusal(fragment("swamp"), bad);
    assert_eq!(key, "situation.units[1].side");
    assert!(message.starts_with("unit panzer: unknown side \"german\""), "{message}");
}

#[test]
fn a_unit_built_without_a_required_name_is_refused_naming_what_is_missing() {
    let map = fragment("swamp");
    let at = place(&map, "e3302");
    let builder = || UnitState::builder("panzer").movement(Mp::whole(6)).at(at);
    for (unit, field, what) in [
        (builder().nationality("german").unit_type("armor").build(), "side", "side"),
        (builder().side("axis").unit_type("armor").build(), "nationality", "nationality"),
        (builder().side("axis").nationality("german").build(), "unit_type", "unit type"),
    ] {
        let mut bad = situation(&map);
        bad.units[1] = unit;
        let (key, message, suggestion) = refusal(fragment("swamp"), bad);
        assert_eq!(key, format!("situation.units[1].{field}"));
        assert!(message.starts_with(&format!("unit panzer: no {what} given")), "{message}");
        assert_eq!(suggestion, None);
    }
}

#[test]
fn the_builder_sets_every_attribute_a_game_sets() {
    use umpire_strategic::{Elimination, Procedure};
    let unit = UnitState::builder("it-hu")
        .side("axis")
        .nationality("italian")
        .holding("hungarian")
        .unit_type("infantry")
        .steps(2)
        .movement(Mp::whole(3))
        .exp(true)
        .delay_stripe(true)
        .supplied(false)
        .exploiting(true)
        .zoc(false)
        .air_support(true)
        .support_range(2)
        .home("italy")
        .eliminated(Elimination::DelayBox)
        .moved(Procedure::PortToPort)
        .build();
    let expected = UnitState {
        id: "it-hu".into(),
        side: "axis".into(),
        nationality: "italian".into(),
        holding: Some("hungarian".into()),
        unit_type: "infantry".into(),
        steps: 2,
        movement: Mp::whole(3),
        exp: true,
        delay_stripe: true,
        supplied: Some(false),
        exploiting: true,
        zoc: false,
        air_support: true,
        support_range: Some(2),
        home: Some("italy".into()),
        at: None,
        eliminated: Some(Elimination::DelayBox),
        moved: Some(Procedure::PortToPort),
    };
    assert_eq!(unit, expected);
}

#[test]
fn a_unit_saved_with_its_old_faction_key_still_reads() {
    let map = fragment("swamp");
    let unit = situation(&map).units[1].clone();
    let json = serde_json::to_string(&unit).unwrap();
    assert!(json.contains("\"side\":\"axis\"") && !json.contains("faction"), "{json}");
    let old = json.replace("\"side\"", "\"faction\"");
    assert_eq!(serde_json::from_str::<UnitState>(&old).unwrap(), unit);
}

#[test]
fn markers_ports_convoys_and_terrain_that_do_not_fit_are_refused() {
    let map = fragment("swamp");
    let mut bad = situation(&map);
    bad.markers.push(Marker::new("airdorp", "soviet", map.parse_hex("e3101").unwrap()));
    assert_eq!(
        refused(fragment("swamp"), bad),
        ("situation.markers[0].kind".into(), Some("airdrop".into()))
    );
    let mut bad = situation(&map);
    bad.ports.push(Port::new("Odessa", place(&map, "e3101"), "soviet", Vec::<String>::new()));
    assert_eq!(refused(fragment("swamp"), bad), ("situation.ports[0].zones".into(), None));
    let mut bad = situation(&map);
    bad.convoys.push(Convoy::new("ru-1", "black-sea", "standrad", "russian", "soviet"));
    assert_eq!(
        refused(fragment("swamp"), bad),
        ("situation.convoys[0].kind".into(), Some("standard".into()))
    );
    // A terrain the Terrain Effects Chart does not price: the hex is named.
    let (key, message, suggestion) = refusal(fragment("swmap"), situation(&map));
    assert_eq!((key.as_str(), suggestion.as_deref()), ("map.terrain (swmap)", Some("swamp")));
    assert!(message.starts_with("hex e3102: terrain \"swmap\""), "{message}");
}

#[test]
fn a_typed_game_s_state_is_kept_tried_and_taken_back() {
    use umpire_strategic::{GameState, Order};
    let map = fragment("swamp");
    let mut game = Game::from_parts(&map, RulesData::builtin().unwrap(), situation(&map)).unwrap();
    let start = game.state();
    let order = |text: &str| toml::from_str::<Order>(text).unwrap();
    let walk = order("order = \"move\"\nunit = \"5th-army\"\npath = [\"e3001\", \"e3002\"]");
    let on = order("order = \"move\"\nunit = \"5th-army\"\npath = [\"e3002\", \"e3003\"]");
    let axis_unit = order("order = \"move\"\nunit = \"panzer\"\npath = [\"e3302\", \"e3301\"]");

    // Tried: the same answer as played (the axis unit refused: not its phase), nothing changed.
    for order in [&walk, &on, &axis_unit] {
        let before = game.state();
        let tried = game.try_play(order);
        assert_eq!(game.state(), before);
        assert_eq!(tried, game.play(order));
    }
    assert_eq!(game.log().len(), 2);

    // Kept: through JSON and back onto the same map.
    let json = serde_json::to_string(&game.state()).unwrap();
    let state: GameState = serde_json::from_str(&json).unwrap();
    let rebuilt = Game::from_state(&map, state).unwrap();
    assert_eq!(rebuilt.state(), game.state());
    assert_eq!(rebuilt.reach("5th-army").unwrap(), game.reach("5th-army").unwrap());

    // Taken back: the refused order (nothing logged), then both moves.
    assert_eq!(game.undo(), None);
    assert_eq!(game.undo().map(|r| r.route.len()), Some(2));
    assert_eq!(game.undo().map(|r| r.unit), Some("5th-army".to_owned()));
    assert_eq!(game.state(), start);
    assert_eq!(game.undo(), None);
}
