//! The Civil War rules on a map of a game's own: a map type written here, with its own storage
//! (terrain in a `HashMap`, the hexsides that carry something in another, its own hex numbering
//! in a different order from the scenario map's, its own list of towns), filled from shipped
//! scenarios. Built with `Game::from_parts` from the same rules data and situation, it gives the
//! same verdicts as the scenario map: the same places, costs and must-stop flags in reach, and
//! the same `check` verdicts (costs, stops, ledgers, refusing clauses) on every reach path and on
//! refused paths around them, in ground, rail and water modes.
//!
//! The same map with no printed ids at all (its hexes numbered by our default,
//! `HexNumbering::covering`) gives the same reach, place for place, and the same verdicts; and
//! `check` asked with places gives the verdict it gives asked with ids.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

mod support;

use std::collections::{BTreeSet, HashMap, HashSet};
use std::path::Path;

use umpire_civil_war::{
    CivilWarMap, Fort, Game, Mode, MoveOptions, MoveVerdict, PartsError, RulesData, SIDES,
    Situation, UnitState,
};
use umpire_hex::{Hex, HexNumbering, Hexside};
use umpire_map::{Crossing, HexBoard, MapPlace, Mp, PlaceRef, SetupError};
use umpire_scenario::{Scenario, ScenarioMap, load_file, load_str_with};

/// A game's own map: nothing of `ScenarioMap` but the printed numbering.
struct OwnMap {
    numbering: HexNumbering,
    /// The hexes in this map's own order.
    hexes: Vec<Hex>,
    index: HashMap<Hex, usize>,
    terrain: HashMap<Hex, String>,
    /// Only the hexsides that carry something.
    sides: HashMap<Hexside, Crossing>,
    towns: HashSet<Hex>,
    /// Hexes on the coast whatever their terrain.
    coast: HashSet<Hex>,
}

impl HexBoard for OwnMap {
    fn hex_count(&self) -> usize {
        self.hexes.len()
    }
    fn hex_index(&self, hex: Hex) -> Option<usize> {
        self.index.get(&hex).copied()
    }
    fn hex_at(&self, index: usize) -> Hex {
        self.hexes[index]
    }
    fn terrain(&self, hex: Hex) -> Option<&str> {
        self.terrain.get(&hex).map(String::as_str)
    }
    fn numbering(&self) -> &HexNumbering {
        &self.numbering
    }
    fn crossing(&self, side: Hexside) -> Crossing {
        self.sides.get(&side).copied().unwrap_or(Crossing::NONE)
    }
}

impl CivilWarMap for OwnMap {
    fn for_each_city_or_town(&self, visit: impl FnMut(Hex)) {
        self.towns.iter().copied().for_each(visit);
    }

    fn for_each_coastal_hex(&self, visit: impl FnMut(Hex)) {
        self.coast.iter().copied().for_each(visit);
    }
}

/// `map` copied into an [`OwnMap`], numbered column by column from the east.
fn own_map(map: &ScenarioMap) -> OwnMap {
    let mut hexes: Vec<Hex> = map.hexes().collect();
    hexes.sort_by_key(|h| (std::cmp::Reverse(h.q), h.r));
    let index = hexes.iter().enumerate().map(|(i, h)| (*h, i)).collect();
    let terrain = hexes.iter().map(|h| (*h, map.terrain(*h).unwrap().to_owned())).collect();
    let mut sides = HashMap::new();
    for hex in &hexes {
        for side in hex.hexsides() {
            let crossing = Crossing {
                features: map.features(side),
                road: map.road_across(side),
                rail: map.rail_across(side),
            };
            if crossing != Crossing::NONE {
                sides.insert(side, crossing);
            }
        }
    }
    let towns = map
        .places()
        .iter()
        .filter(|p| p.kinds.iter().any(|k| matches!(k.as_str(), "city" | "town" | "port")))
        .map(|p| p.hex)
        .collect();
    let coast = map
        .places()
        .iter()
        .filter(|p| p.kinds.iter().any(|k| k == "coastal"))
        .map(|p| p.hex)
        .chain(map.zones().iter().filter(|z| z.kind == "coastal").flat_map(|z| z.hexes.clone()))
        .collect();
    OwnMap { numbering: map.numbering().clone(), hexes, index, terrain, sides, towns, coast }
}

/// `map` copied into an [`OwnMap`] with no printed ids: its hexes numbered by our default.
fn bare_map(map: &ScenarioMap) -> OwnMap {
    let mut own = own_map(map);
    own.numbering = HexNumbering::covering(own.hexes.iter().copied());
    own
}

/// The places a path of ids names on `map`, as a game that keeps places would give them: a hex
/// for a hex id, a hexside for `a/b`, the hex before again for `entrain` and `detrain` in a
/// land move; an id that names nothing stays an id.
fn as_places<'a>(map: &impl HexBoard, ids: &'a [String], mode: Mode) -> Vec<PlaceRef<'a>> {
    let mut out: Vec<PlaceRef<'a>> = Vec::with_capacity(ids.len());
    for id in ids {
        let place = match (id.as_str(), out.last()) {
            ("entrain" | "detrain", Some(&last)) if mode != Mode::Water => last,
            (text, _) => match text.split_once('/') {
                Some((a, b)) => match (map.parse_hex(a), map.parse_hex(b)) {
                    (Ok(a), Ok(b)) => {
                        Hexside::between(a, b).map_or(PlaceRef::Id(text), PlaceRef::Hexside)
                    }
                    _ => PlaceRef::Id(text),
                },
                None => map
                    .parse_hex(text)
                    .map_or(PlaceRef::Id(text), |h| PlaceRef::Place(MapPlace::Hex(h))),
            },
        };
        out.push(place);
    }
    out
}

/// A path of ids on `from` written in the ids of `to` (`entrain`, `detrain` and ids that name
/// nothing kept as they are).
fn translate(from: &impl HexBoard, to: &impl HexBoard, ids: &[String]) -> Vec<String> {
    let hex = |id: &str| from.parse_hex(id).map(|h| to.hex_id(h)).ok();
    ids.iter()
        .map(|id| match id.split_once('/') {
            Some((a, b)) => match (hex(a), hex(b)) {
                (Some(a), Some(b)) => format!("{a}/{b}"),
                _ => id.clone(),
            },
            None => hex(id).unwrap_or_else(|| id.clone()),
        })
        .collect()
}

/// The hexes a reach's place id names on `map` (two for a river hexside).
fn hexes_of(map: &impl HexBoard, id: &str) -> Vec<Hex> {
    id.split('/').map(|part| map.parse_hex(part).unwrap_or_else(|e| panic!("{id}: {e}"))).collect()
}

/// `ours` asked along `path` with places gives what it gives asked with the ids.
fn same_by_places(ours: &Game<OwnMap>, unit: &str, path: &[String], options: &MoveOptions) {
    let by_ids = ours.check(unit, path, options);
    let by_places = ours.check(unit, &as_places(ours.map(), path, options.mode), options);
    match (&by_ids, &by_places) {
        (Ok(a), Ok(b)) => assert_eq!(a, b, "{unit} {options:?} along {path:?}"),
        // An id that names nothing for this mode is refused either way (a hexside by land is
        // an unknown place by id and a place on no land by hexside).
        (Err(_), Err(_)) => {}
        _ => {
            panic!("{unit} {options:?} along {path:?}: {by_ids:?} by ids, {by_places:?} by places")
        }
    }
}

fn folder() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../../scenarios/civil-war"))
}

fn shipped(name: &str) -> Scenario {
    load_file(&folder().join(name)).unwrap_or_else(|e| panic!("{e}"))
}

/// Shipped scenario `name` with TOML `text` laid over it (map lists and units added).
fn shipped_with(name: &str, text: &str) -> Scenario {
    let text = format!("include = [{name:?}]\n{text}");
    let read = |include: &str| std::fs::read_to_string(folder().join(include));
    load_str_with(&text, &format!("{name} + the test's text"), &read)
        .unwrap_or_else(|e| panic!("{e}"))
}

/// The scenario's own game, and the same phase on the scenario map and on an own map, built
/// from typed values (with `more` added to the situation).
fn games(
    scenario: &Scenario,
    more: impl FnOnce(&mut Situation),
) -> (Game<ScenarioMap>, Game<OwnMap>) {
    let read = Game::new(scenario).unwrap_or_else(|e| panic!("{e}"));
    let (data, mut situation) = (read.data().clone(), read.situation().clone());
    let again = Game::from_parts(scenario.map.clone(), data.clone(), situation.clone()).unwrap();
    assert_eq!(again.situation(), read.situation());
    more(&mut situation);
    let theirs = Game::from_parts(scenario.map.clone(), data.clone(), situation.clone()).unwrap();
    let ours = Game::from_parts(own_map(&scenario.map), data, situation).unwrap();
    (theirs, ours)
}

fn options() -> Vec<MoveOptions> {
    let mut all: Vec<MoveOptions> =
        Mode::ALL.into_iter().map(|mode| MoveOptions { mode, ..MoveOptions::default() }).collect();
    all.push(MoveOptions { force_march: Some(2), ..MoveOptions::default() });
    all
}

/// The refusing clause of a verdict, if refused.
fn refused(verdict: &MoveVerdict) -> Option<String> {
    verdict.refusal().map(|r| r.clause.as_str().to_owned())
}

/// Every verdict of the two games agrees; returns the clauses the refused paths cited and the
/// number of places reached.
fn same_verdicts(theirs: &Game<ScenarioMap>, ours: &Game<OwnMap>) -> (BTreeSet<String>, usize) {
    let map = theirs.map();
    for hex in map.hexes() {
        assert_eq!(theirs.is_port(hex), ours.is_port(hex), "port {}", map.hex_id(hex));
    }
    for side in SIDES {
        assert_eq!(theirs.usable_rail(side), ours.usable_rail(side), "{side}'s railroads");
    }
    let mut clauses = BTreeSet::new();
    let mut reached = 0;
    let mut judge = |unit: &str, path: &[String], options: &MoveOptions| {
        let a = theirs.check(unit, path, options).map_err(|e| e.to_string());
        let b = ours.check(unit, path, options).map_err(|e| e.to_string());
        assert_eq!(a, b, "{unit} {options:?} along {path:?}");
        same_by_places(ours, unit, path, options);
        if let Some(clause) = a.ok().as_ref().and_then(refused) {
            clauses.insert(clause);
        }
    };
    for unit in &theirs.situation().units {
        for options in options() {
            // A unit off the map (removed, lost at sea) has no reach on either map.
            let (a, b) = match (theirs.reach(&unit.id, &options), ours.reach(&unit.id, &options)) {
                (Ok(a), Ok(b)) => (a, b),
                (a, b) => {
                    let text = |r: Result<_, umpire_civil_war::OrderError>| {
                        r.map(drop).map_err(|e| e.to_string())
                    };
                    assert_eq!(text(a), text(b), "{} {options:?}", unit.id);
                    continue;
                }
            };
            assert_eq!(a.refusal, b.refusal, "{} {options:?}", unit.id);
            let places = |r: &umpire_civil_war::UnitReach| {
                let mut places: Vec<(String, Mp, bool, _)> = r
                    .places
                    .iter()
                    .map(|p| (p.id.to_string(), p.cost, p.must_stop, p.stop.map(|s| s.clause)))
                    .collect();
                places.sort();
                places
            };
            assert_eq!(places(&a), places(&b), "{} {options:?}", unit.id);
            reached += a.places.len();
            let start = unit.at.map(|h| map.hex_id(h));
            let mut paths: Vec<Vec<String>> = start.iter().map(|s| vec![s.clone()]).collect();
            paths.extend(a.places.iter().map(|p| a.path_of(p)));
            paths.extend(b.places.iter().map(|p| b.path_of(p)));
            for path in paths {
                judge(&unit.id, &path, &options);
                // One step further, by land, by train and by water: many of them refused.
                let Some(end) = path.last() else { continue };
                let mut next: Vec<String> = ["entrain", "detrain"].map(str::to_owned).into();
                for hex in end.split('/').filter_map(|id| map.parse_hex(id).ok()) {
                    next.extend(hex.neighbours().iter().map(|n| map.hex_id(*n)));
                    next.extend(hex.hexsides().iter().map(|s| {
                        let [x, y] = s.hexes();
                        format!("{}/{}", map.hex_id(x), map.hex_id(y))
                    }));
                }
                for step in next {
                    let mut longer = path.clone();
                    longer.push(step);
                    judge(&unit.id, &longer, &options);
                }
            }
        }
    }
    (clauses, reached)
}

fn has(clauses: &BTreeSet<String>, expected: &[&str]) {
    for clause in expected {
        assert!(clauses.contains(*clause), "no path was refused by {clause}: {clauses:?}");
    }
}

#[test]
fn every_shipped_scenario_gives_the_same_verdicts_on_an_own_map() {
    let mut total = (0, BTreeSet::new());
    for path in support::scenario_paths() {
        let scenario = load_file(&path).unwrap_or_else(|e| panic!("{e}"));
        let (theirs, ours) = games(&scenario, |_| {});
        let (clauses, reached) = same_verdicts(&theirs, &ours);
        total.0 += reached;
        total.1.extend(clauses);
    }
    assert!(total.0 > 500, "{total:?}");
    has(&total.1, &["ACW-MOVE-02", "ACW-ZOC-07", "ACW-RAIL-18", "ACW-WATER-01"]);
}

#[test]
fn the_rail_example_gives_the_same_verdicts_on_an_own_map() {
    let (theirs, ours) = games(&shipped("rail.toml"), |_| {});
    let (clauses, reached) = same_verdicts(&theirs, &ours);
    assert!(reached > 50, "{reached}");
    // The worked example itself, on the own map.
    let rail = MoveOptions { mode: Mode::Rail, ..MoveOptions::default() };
    let path = ["0101", "entrain", "0201", "0301", "0401", "detrain", "0402"];
    let verdict = ours.check("8th-corps", &path, &rail).unwrap();
    assert!(verdict.is_legal(), "{:?}", verdict.refusal());
    assert_eq!(verdict.cost(), Mp::whole(3));
    has(&clauses, &["ACW-MIN-02", "ACW-MOVE-04", "ACW-RAIL-31", "ACW-WATER-01", "ACW-RAIL-27"]);
}

#[test]
fn the_rail_example_with_rivers_roads_and_enemies_gives_the_same_verdicts() {
    // Hexsides and a road laid over rail.toml; enemies and more units added as typed values.
    let scenario = shipped_with(
        "rail.toml",
        r#"
[[map.hexsides]]
between = ["0302", "0402"]
features = ["river"]
[[map.hexsides]]
between = ["0303", "0403"]
features = ["river", "bridge"]
[[map.hexsides]]
between = ["0304", "0404"]
features = ["major-river", "ferry"]
[[map.hexsides]]
between = ["0202", "0203"]
features = ["mountain"]
[[map.hexsides]]
between = ["0102", "0103"]
features = ["lake"]
[[map.roads]]
kind = "road"
hexes = ["0104", "0204", "0304", "0404", "0504"]
"#,
    );
    let (theirs, ours) = games(&scenario, |situation| {
        let hex = |id: &str| scenario.map.parse_hex(id).unwrap();
        situation.units.push(
            UnitState::builder("reb-cavalry")
                .side("confederate")
                .unit_type("cavalry")
                .strength(4)
                .movement(Mp::whole(4))
                .at(hex("0503"))
                .build(),
        );
        situation.units.push(
            UnitState::builder("reb-infantry")
                .side("confederate")
                .unit_type("infantry")
                .strength(6)
                .movement(Mp::whole(3))
                .at(hex("0901"))
                .build(),
        );
        situation.units.push(
            UnitState::builder("custer")
                .side("union")
                .unit_type("cavalry")
                .movement(Mp::whole(6))
                .at(hex("0203"))
                .build(),
        );
        situation.units.push(
            UnitState::builder("on-the-train")
                .side("union")
                .unit_type("infantry")
                .strength(3)
                .movement(Mp::whole(4))
                .at(hex("0301"))
                .entrained(true)
                .rail_destination(hex("0701"), 1)
                .build(),
        );
        situation.units.push(
            UnitState::builder("idle")
                .side("union")
                .unit_type("infantry")
                .movement(Mp::whole(3))
                .at(hex("0102"))
                .initiative(false)
                .build(),
        );
        situation.units.push(
            UnitState::builder("grant")
                .side("union")
                .unit_type("leader")
                .movement(Mp::whole(6))
                .at(hex("0101"))
                .rating(3)
                .build(),
        );
        situation.forts.push(Fort::new(hex("0404"), "union"));
    });
    let (clauses, reached) = same_verdicts(&theirs, &ours);
    assert!(reached > 100, "{reached}");
    has(
        &clauses,
        &[
            "ACW-MOVE-03",
            "ACW-MOVE-05",
            "ACW-ZOC-17",
            "ACW-ZOC-04",
            "ACW-MIN-02",
            "ACW-RAIL-18",
            "ACW-RAIL-28",
            "ACW-FORCE-02",
        ],
    );
}

#[test]
fn rivers_coasts_and_florida_give_the_same_water_verdicts() {
    let river = shipped_with(
        "cw-water-river.toml",
        r#"
[[units]]
id = "gunboats"
side = "union"
at = "0502"
river_side = "0603"
type = "river-gunboat"
movement = 40
[[units]]
id = "sea-boats"
side = "union"
at = "0301"
type = "naval-transport"
movement = 50
[[units]]
id = "navy"
side = "union"
at = "0802"
type = "naval-gunboat"
movement = 50
[[units]]
id = "boats"
side = "union"
at = "0505"
river_side = "0606"
type = "river-transport"
movement = 40
[[units]]
id = "ironclads"
side = "union"
at = "0506"
river_side = "0606"
type = "ironclad"
movement = 40
[[units]]
id = "reb-gunboats"
side = "confederate"
at = "0506"
river_side = "0607"
type = "river-gunboat"
movement = 40
[[units]]
id = "reb-infantry"
side = "confederate"
at = "0403"
type = "infantry"
strength = 4
movement = 4
"#,
    );
    let (theirs, ours) = games(&river, |situation| {
        situation.forts.push(Fort::new(river.map.parse_hex("0605").unwrap(), "confederate"));
    });
    let (clauses, reached) = same_verdicts(&theirs, &ours);
    assert!(reached > 50, "{reached}");
    has(&clauses, &["ACW-WATER-08", "ACW-WATER-16", "ACW-WATER-17", "ACW-WATER-12", "ACW-MOVE-04"]);

    let florida = shipped_with(
        "cw-water-florida.toml",
        r#"
[[units]]
id = "navy"
side = "union"
at = "0306"
type = "naval-gunboat"
movement = 50
[[units]]
id = "river-boats"
side = "union"
at = "0505"
type = "river-gunboat"
movement = 40
"#,
    );
    let (theirs, ours) = games(&florida, |_| {});
    let (clauses, _) = same_verdicts(&theirs, &ours);
    has(&clauses, &["ACW-WATER-17", "ACW-WATER-18"]);
    let water = MoveOptions { mode: Mode::Water, ..MoveOptions::default() };
    let crossing = ours.check("navy", &["0306", "1206"], &water).unwrap();
    assert!(crossing.is_legal(), "{:?}", crossing.refusal());
}

#[test]
fn the_transport_river_s_ports_and_moves_are_the_same() {
    let (theirs, ours) = games(&shipped("cw-transport-river.toml"), |_| {});
    let (_, reached) = same_verdicts(&theirs, &ours);
    assert!(reached > 0);
    let ports: Vec<String> =
        theirs.map().hexes().filter(|h| ours.is_port(*h)).map(|h| ours.map().hex_id(h)).collect();
    assert!(!ports.is_empty());
}

#[test]
fn the_rails_stated_only_on_the_map_move_as_the_scenario_s() {
    // The scenario states the Union's lines twice: on the map and in `[rules.rail] base`. A
    // game built from parts states them once, on its map: the base comes from the map's rail
    // hexes in each side's territory.
    let scenario = shipped("rail.toml");
    let read = Game::new(&scenario).unwrap();
    let mut situation = read.situation().clone();
    situation.rail.base.clear();
    let ours = Game::from_parts(own_map(&scenario.map), read.data().clone(), situation).unwrap();
    assert_eq!(ours.situation().rail.base.get("union"), read.situation().rail.base.get("union"));
    assert_eq!(ours.usable_rail("union"), read.usable_rail("union"));
    let rail = MoveOptions { mode: Mode::Rail, ..MoveOptions::default() };
    let path = ["0101", "entrain", "0201", "0301", "0401", "detrain", "0402"];
    let theirs = read.check("8th-corps", &path, &rail).unwrap();
    assert!(theirs.is_legal(), "{:?}", theirs.refusal());
    assert_eq!(ours.check("8th-corps", &path, &rail).unwrap(), theirs);
    let places = |reach: umpire_civil_war::UnitReach| {
        let mut places: Vec<_> =
            reach.places.into_iter().map(|p| (p.id, p.cost, p.must_stop)).collect();
        places.sort();
        places
    };
    let (a, b) = (ours.reach("8th-corps", &rail).unwrap(), read.reach("8th-corps", &rail).unwrap());
    assert!(a.get("4001").is_some(), "the end of the line is in reach by rail");
    assert_eq!(places(a), places(b));

    // A side given an empty base keeps none: the map's lines are then no side's own.
    let mut situation = read.situation().clone();
    situation.rail.base = [("union".to_owned(), BTreeSet::new())].into();
    let none = Game::from_parts(own_map(&scenario.map), read.data().clone(), situation).unwrap();
    assert!(none.usable_rail("union").is_empty());
}

#[test]
fn a_situation_that_does_not_fit_is_refused_by_key() {
    let scenario = shipped("rail.toml");
    let data = RulesData::builtin().unwrap();
    let mut situation = Situation::new("union", 1);
    situation.units.push(UnitState::builder("a").side("union").unit_type("infantry").build());
    situation.units.push(UnitState::builder("b").side("union").unit_type("infantery").build());
    let error = Game::from_parts(own_map(&scenario.map), data.clone(), situation).err();
    let Some(PartsError::Setup(SetupError::Mismatch { key, suggestion, .. })) = error else {
        panic!("{error:?}")
    };
    assert_eq!(
        (key.as_str(), suggestion.as_deref()),
        ("situation.units[1].unit_type", Some("infantry"))
    );

    let mut situation = Situation::new("unoin", 1);
    situation.units.push(UnitState::builder("a").side("union").unit_type("infantry").build());
    let error = Game::from_parts(own_map(&scenario.map), data.clone(), situation).err();
    let Some(PartsError::Setup(SetupError::Mismatch { key, suggestion, .. })) = error else {
        panic!("{error:?}")
    };
    assert_eq!((key.as_str(), suggestion.as_deref()), ("situation.side", Some("union")));

    let mut situation = Situation::new("union", 1);
    situation.units.push(
        UnitState::builder("lost").side("union").unit_type("infantry").at(Hex::new(-40, 3)).build(),
    );
    let error = Game::from_parts(own_map(&scenario.map), data, situation).err();
    let Some(error @ PartsError::Setup(SetupError::Mismatch { .. })) = error else {
        panic!("{error:?}")
    };
    assert_eq!(error.to_string(), "situation.units[0].at: (-40, 3) is not a hex of the map");
    assert_eq!(
        error.in_file("mine.toml").to_string(),
        "mine.toml: situation.units[0].at: (-40, 3) is not a hex of the map"
    );
}

/// The reach of every unit in every mode, each place named by its hexes: the same on `theirs`
/// and on `bare`, a map with no printed ids; and every path to a place reached, and one step
/// further, judged alike (cost, stop, refused step and clause) by the ids of each, and by
/// places on `bare` as by its ids. Returns the number of places reached.
fn same_reach_without_ids(theirs: &Game<ScenarioMap>, bare: &Game<OwnMap>) -> usize {
    let (printed, own) = (theirs.map(), bare.map());
    let summary = |verdict: &MoveVerdict| {
        (verdict.is_legal(), verdict.cost(), verdict.refused_step(), refused(verdict))
    };
    let mut reached = 0;
    for unit in &theirs.situation().units {
        for options in options() {
            let (Ok(a), Ok(b)) = (theirs.reach(&unit.id, &options), bare.reach(&unit.id, &options))
            else {
                assert_eq!(
                    theirs.reach(&unit.id, &options).is_err(),
                    bare.reach(&unit.id, &options).is_err(),
                    "{} {options:?}",
                    unit.id
                );
                continue;
            };
            assert_eq!(a.refusal, b.refusal, "{} {options:?}", unit.id);
            let places = |r: &umpire_civil_war::UnitReach, map: &dyn Fn(&str) -> Vec<Hex>| {
                let mut places: Vec<_> = r
                    .places
                    .iter()
                    .map(|p| (map(&p.id), p.cost, p.must_stop, p.stop.map(|s| s.clause)))
                    .collect();
                places.sort();
                places
            };
            assert_eq!(
                places(&a, &|id| hexes_of(printed, id)),
                places(&b, &|id| hexes_of(own, id)),
                "{} {options:?}",
                unit.id
            );
            reached += a.places.len();
            for place in &a.places {
                let path = a.path_of(place);
                let mut paths = vec![path.clone()];
                if let Some(end) = path.last().and_then(|id| printed.parse_hex(id).ok()) {
                    for next in end.neighbours() {
                        let mut longer = path.clone();
                        longer.push(printed.hex_id(next));
                        paths.push(longer);
                    }
                }
                for path in paths {
                    let in_bare = translate(printed, own, &path);
                    let want = theirs.check(&unit.id, &path, &options).map(|v| summary(&v));
                    let got = bare.check(&unit.id, &in_bare, &options).map(|v| summary(&v));
                    assert_eq!(want.is_ok(), got.is_ok(), "{} {options:?} along {path:?}", unit.id);
                    if let (Ok(want), Ok(got)) = (want, got) {
                        assert_eq!(want, got, "{} {options:?} along {path:?}", unit.id);
                    }
                    same_by_places(bare, &unit.id, &in_bare, &options);
                }
            }
        }
    }
    reached
}

#[test]
fn a_map_with_no_printed_ids_gives_the_same_reach() {
    let mut reached = 0;
    for name in
        ["rail.toml", "cw-water-river.toml", "cw-water-florida.toml", "cw-transport-river.toml"]
    {
        let scenario = shipped(name);
        let read = Game::new(&scenario).unwrap_or_else(|e| panic!("{name}: {e}"));
        let (data, situation) = (read.data().clone(), read.situation().clone());
        let bare = Game::from_parts(bare_map(&scenario.map), data, situation)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        // No id of the printed map is an id of this one but by chance: the default numbers
        // its hexes from 0101 at the top left of the hexes it has.
        let numbering = bare.map().numbering();
        assert_eq!((*numbering.columns.start(), *numbering.rows.start()), (1, 1), "{name}");
        assert_eq!(numbering.prefix, None);
        reached += same_reach_without_ids(&read, &bare);
    }
    assert!(reached > 100, "{reached}");
}

#[test]
fn check_by_places_and_by_ids_agree_on_a_map_with_no_printed_ids() {
    let scenario = shipped("rail.toml");
    let read = Game::new(&scenario).unwrap();
    let bare =
        Game::from_parts(bare_map(&scenario.map), read.data().clone(), read.situation().clone())
            .unwrap();
    let map = bare.map();
    let printed = ["0101", "entrain", "0201", "0301", "0401", "detrain", "0402"].map(String::from);
    let ids = translate(read.map(), map, &printed);
    let hex = |id: &str| scenario.map.parse_hex(id).unwrap();
    // The hexes themselves: the game keeps no ids, and a hex given twice entrains or detrains.
    let hexes = ["0101", "0101", "0201", "0301", "0401", "0401", "0402"].map(hex);
    let rail = MoveOptions { mode: Mode::Rail, ..MoveOptions::default() };
    let by_hexes = bare.check("8th-corps", &hexes, &rail).unwrap();
    assert!(by_hexes.is_legal(), "{:?}", by_hexes.refusal());
    assert_eq!(by_hexes.cost(), Mp::whole(3));
    assert_eq!(bare.check("8th-corps", &ids, &rail).unwrap(), by_hexes);
    let as_map_places = hexes.map(MapPlace::Hex);
    assert_eq!(bare.check("8th-corps", &as_map_places, &rail).unwrap(), by_hexes);
    // explain takes a place as well as an id.
    let to = hex("0402");
    let by_place = bare.explain("8th-corps", to, &rail).unwrap().unwrap();
    let by_id = bare.explain("8th-corps", map.hex_id(to), &rail).unwrap().unwrap();
    assert_eq!(by_place, by_id);
    // A bad id gets the error it always got.
    let error = bare.check("8th-corps", &["0101", "9999"], &rail).unwrap_err().to_string();
    assert!(error.contains("path item 2") && error.contains("9999"), "{error}");
    let by_str = bare.check("8th-corps", &[ids[0].as_str(), "9999"], &rail).unwrap_err();
    assert_eq!(by_str.to_string(), error);
    let mixed: [PlaceRef<'_>; 2] = [PlaceRef::Place(MapPlace::Hex(hexes[0])), PlaceRef::Id("9999")];
    assert_eq!(bare.check("8th-corps", &mixed, &rail).unwrap_err().to_string(), error);
    // A hexside is a place only by water.
    let side = Hexside::between(hexes[0], hexes[2]).unwrap();
    let error = bare.check(
        "8th-corps",
        &[PlaceRef::Place(MapPlace::Hex(hexes[0])), PlaceRef::Hexside(side)],
        &rail,
    );
    assert!(error.unwrap_err().to_string().contains("path item 2"));
}
