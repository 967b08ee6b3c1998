//! The map seam checks itself: a game built from a map kept the way a game might keep it (by
//! the printed ids of its data) is held to its numbering, as the scenario loader holds a map
//! file. A numbering declared with the wrong parity joins hexes that are not neighbours, and the
//! game is refused at once, naming them, instead of losing its roads.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::collections::HashMap;

use umpire_hex::{Hex, HexNumbering, Hexside};
use umpire_map::{Crossing, Feature, Features, HexBoard, MapPlace, Mp};
use umpire_strategic::{
    Game, MapError, PartsError, Phase, RulesData, Situation, StrategicMap, UnitState, clauses,
};

/// A map kept by printed ids: each hex, road and river of its data is read through its
/// numbering, as a game reading its own files would.
#[derive(Debug)]
struct PrintedMap {
    numbering: HexNumbering,
    hexes: Vec<Hex>,
    number: HashMap<Hex, usize>,
    terrain: HashMap<Hex, &'static str>,
    sides: HashMap<Hexside, Crossing>,
    listed: Vec<(Hex, Hex, Crossing)>,
}

impl HexBoard for PrintedMap {
    fn hex_count(&self) -> usize {
        self.hexes.len()
    }
    fn hex_index(&self, hex: Hex) -> Option<usize> {
        self.number.get(&hex).copied()
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
        self.sides.get(&side).copied().unwrap_or(Crossing::NONE)
    }
    fn for_each_stated_hexside(&self, mut visit: impl FnMut(Hex, Hex, Crossing)) {
        self.listed.iter().for_each(|(a, b, crossing)| visit(*a, *b, *crossing));
    }
}

impl StrategicMap for PrintedMap {}

/// The road of the rules' worked example (e3609 → e3608 → e3707) and a river between e3609
/// and e3708, on columns 35–38, rows 6–10 of the eastern map, read through `numbering`. Pairs
/// that are not neighbours under it get no hexside (the game's loader skips them silently).
fn printed_map(numbering: HexNumbering) -> PrintedMap {
    let id = |id: &str| numbering.parse(id).unwrap();
    let mut hexes = Vec::new();
    for col in 35..=38 {
        for row in 6..=10 {
            hexes.push(id(&format!("e{col:02}{row:02}")));
        }
    }
    let number = hexes.iter().enumerate().map(|(n, h)| (*h, n)).collect();
    let mut terrain: HashMap<Hex, &'static str> = hexes.iter().map(|h| (*h, "clear")).collect();
    terrain.insert(id("e3707"), "swamp");
    let road = Crossing { road: true, ..Crossing::NONE };
    let river = Crossing { features: Features::EMPTY.with(Feature::River), ..Crossing::NONE };
    let listed = vec![
        (id("e3609"), id("e3608"), road),
        (id("e3608"), id("e3707"), road),
        (id("e3609"), id("e3708"), river),
    ];
    let mut sides: HashMap<Hexside, Crossing> = HashMap::new();
    for (a, b, crossing) in &listed {
        if let Some(side) = Hexside::between(*a, *b) {
            let slot = sides.entry(side).or_insert(Crossing::NONE);
            slot.features = slot.features.union(crossing.features);
            slot.road |= crossing.road;
            slot.rail |= crossing.rail;
        }
    }
    PrintedMap { numbering, hexes, number, terrain, sides, listed }
}

/// The eastern map's numbering with its shifted columns the other way round.
fn wrong_parity() -> HexNumbering {
    let mut numbering = HexNumbering::strategic_east();
    numbering.layout = numbering.layout.other_parity();
    numbering
}

fn situation(map: &PrintedMap) -> Situation {
    let mut situation = Situation::new("soviet", Phase::Operational);
    let at = MapPlace::from(map.parse_hex("e3609").unwrap());
    situation.units.push(
        UnitState::builder("5th-army")
            .side("soviet")
            .nationality("russian")
            .unit_type("infantry")
            .movement(Mp::whole(3))
            .at(at)
            .build(),
    );
    situation
}

#[test]
fn a_numbering_of_the_wrong_parity_is_refused_naming_the_hexes() {
    let map = printed_map(wrong_parity());
    let situation = situation(&map);
    let error = Game::from_parts(&map, RulesData::builtin().unwrap(), situation).unwrap_err();
    let PartsError::Map(map_error) = &error else { panic!("{error}") };
    let MapError::NotAdjacent { what, a, b, distance, other_layout, .. } = map_error.as_ref()
    else {
        panic!("{error}");
    };
    assert_eq!((what.as_str(), a.as_str(), b.as_str()), ("road", "e3608", "e3707"));
    assert!(*distance > 1, "{error}");
    assert!(other_layout.is_some(), "{error}");
    assert_eq!(
        error.to_string(),
        "the map lists a road between e3608 and e3707, which are not adjacent (2 hexes apart) \
         under its numbering (even-q): a hexside lies between two neighbours; they are \
         neighbours under odd-q: is the numbering's parity the wrong way round?"
    );
}

#[test]
fn the_right_numbering_builds_and_its_road_is_used() {
    let map = printed_map(HexNumbering::strategic_east());
    let game = Game::from_parts(&map, RulesData::builtin().unwrap(), situation(&map)).unwrap();
    // Along the road the swamp's 2 MP is ignored (3.1.1): clear 1 + swamp 2 would be 3.
    let path = game.parse_path(&["e3609", "e3608", "e3707"]).unwrap();
    let verdict = game.check("5th-army", &path).unwrap();
    assert!(verdict.is_legal(), "{:?}", verdict.refusal());
    assert!(verdict.route().cost < Mp::whole(3), "{}", verdict.route().cost);
    let cited: Vec<_> = verdict.route().ledger.iter().map(|e| e.line.clause).collect();
    assert!(cited.contains(&clauses::ROAD_IGNORES_TERRAIN), "{cited:?}");
}

#[test]
fn a_listed_road_the_crossing_does_not_carry_is_refused() {
    let mut map = printed_map(HexNumbering::strategic_east());
    map.sides.clear();
    let situation = situation(&map);
    let error = Game::from_parts(&map, RulesData::builtin().unwrap(), situation).unwrap_err();
    assert!(
        matches!(&error, PartsError::Map(e) if matches!(**e, MapError::NotCrossed { .. })),
        "{error}"
    );
    assert!(error.to_string().contains("road between e3609 and e3608"), "{error}");
}

#[test]
fn a_hex_numbered_two_ways_is_refused() {
    let mut map = printed_map(HexNumbering::strategic_east());
    let first = map.hexes[0];
    map.number.insert(first, 3);
    let situation = situation(&map);
    let error = Game::from_parts(&map, RulesData::builtin().unwrap(), situation).unwrap_err();
    assert!(
        matches!(&error, PartsError::Map(e) if matches!(**e, MapError::Numbering { index: 0, .. })),
        "{error}"
    );
    assert!(error.to_string().starts_with("hex e3506 is number 0"), "{error}");
}

#[test]
fn a_reach_looks_its_places_up_by_place() {
    let map = printed_map(HexNumbering::strategic_east());
    let game = Game::from_parts(&map, RulesData::builtin().unwrap(), situation(&map)).unwrap();
    let reach = game.reach("5th-army").unwrap();
    let untouched = reach.clone();
    assert!(reach.places.len() > 10, "{}", reach.places.len());
    for reachable in &reach.places {
        assert_eq!(reach.get(reachable.place), Some(reachable));
        assert_eq!(reach.path(reachable.place), Some(reach.path_of(reachable)));
    }
    assert_eq!(reach.get(reach.start), None);
    assert_eq!(reach.get(MapPlace::Hex(Hex::new(-40, 3))), None);
    // Looking up does not change the reach's value.
    assert_eq!(reach, untouched);
    // A reach whose places a caller changed still answers.
    let mut changed = reach.clone();
    let last = changed.places.pop().unwrap();
    assert_eq!(changed.get(last.place), None);
    assert_eq!(changed.get(changed.places[0].place), Some(&changed.places[0]));
}
