//! The strategic rules on a map of a game's own that has **no printed ids**: the tests' own map
//! type (`support::OwnMap`: hash maps keyed by hex and hexside, its box links from the boxes'
//! entries), copied from every shipped scenario's map but numbered by our default
//! (`HexNumbering::covering`) instead of the printed `e3609` numbers. Built with
//! `Game::from_parts` from the same rules data and situation, it gives the same reach (the
//! same places, costs, must-stop flags and stopping clauses) and the same verdicts on every
//! reach path and one step further; and `check` and `explain` asked with places give what they
//! give asked with ids, on both maps.

#![cfg(feature = "scenario")]
#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

mod support;

use umpire_hex::{Hex, HexNumbering, Hexside};
use umpire_map::{HexBoard, MapPlace, Mp, PlaceRef};
use umpire_scenario::ScenarioMap;
use umpire_strategic::{Game, MoveVerdict, RulesData, StrategicMap};

use support::{OwnMap, scenarios};

/// `map` copied as a game might keep it (`support::OwnMap`), its hexes numbered (for the search)
/// from the last back and given ids by our default numbering of the hexes alone: a map with no
/// printed ids.
fn bare(map: &ScenarioMap) -> OwnMap {
    let copy = OwnMap::copy(map, |number| u64::MAX - number as u64);
    let numbering = HexNumbering::covering(copy.hexes().iter().copied());
    copy.renumbered(numbering)
}

/// `printed`'s rules data with the hexes it names by printed id (the Central Asia Box's eastern
/// edge, the canals' ports) named by `bare`'s ids instead: rules data names hexes by the ids of
/// the map it is played on. Ids of another map (another prefix) are dropped, as on the printed
/// map they name nothing.
fn data_for(printed: &Game<ScenarioMap>, bare: &OwnMap) -> RulesData {
    let mut data = printed.data().clone();
    let id = |id: &String| printed.map().parse_hex(id).ok().map(|hex| bare.hex_id(hex));
    data.central_asia.eastern_edge = data.central_asia.eastern_edge.iter().filter_map(id).collect();
    data.canals.retain(|_, canal| canal.ports.iter().all(|p| id(p).is_some()));
    for canal in data.canals.values_mut() {
        canal.ports = canal.ports.clone().map(|p| id(&p).unwrap_or(p));
    }
    data
}

/// A verdict without its ledger's words (which name hexes by each map's ids): legal or not,
/// the places, cost and stop of the route, the refused step and clause, and the ledger's
/// clauses and amounts.
type Summary = (bool, Vec<MapPlace>, Mp, Option<String>, Option<String>, Vec<(usize, String)>);

fn summary(verdict: &MoveVerdict) -> Summary {
    let route = verdict.route();
    (
        verdict.is_legal(),
        route.places.clone(),
        route.cost,
        route.stop.map(|s| s.clause.as_str().to_owned()),
        verdict.refusal().map(|r| r.clause.as_str().to_owned()),
        route.ledger.iter().map(|e| (e.step, e.line.clause.as_str().to_owned())).collect(),
    )
}

/// `game` asked along `path` by places and by the ids of its own map: the same answer.
fn same_by_ids<M: StrategicMap>(game: &Game<M>, unit: &str, path: &[MapPlace]) -> Option<Summary> {
    let by_places = game.check(unit, path);
    let ids: Vec<String> = path.iter().map(|p| game.map().place_id(*p)).collect();
    // Only places the map can name round-trip through ids (a step off the map cannot).
    let named = |p: &MapPlace| p.hex().is_none_or(|hex| game.map().hex_index(hex).is_some());
    if path.iter().all(named) {
        let by_ids = game.check(unit, &ids);
        assert_eq!(by_places, by_ids, "{unit} along {ids:?}");
        let refs: Vec<PlaceRef<'_>> = path.iter().map(|p| PlaceRef::Place(*p)).collect();
        assert_eq!(game.check(unit, &refs), by_ids, "{unit} along {ids:?}");
    }
    by_places.ok().map(|v| summary(&v))
}

#[test]
fn a_map_with_no_printed_ids_gives_the_same_reach_and_verdicts() {
    let mut checked = (0, 0);
    for (name, printed) in scenarios() {
        let bare = bare(printed.map());
        let numbering = bare.numbering().clone();
        assert_eq!((*numbering.columns.start(), *numbering.rows.start()), (1, 1), "{name}");
        let game = Game::from_parts(&bare, data_for(&printed, &bare), printed.situation().clone())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        for unit in &printed.situation().units {
            let (Ok(want), Ok(got)) = (printed.reach(&unit.id), game.reach(&unit.id)) else {
                assert_eq!(printed.reach(&unit.id).is_err(), game.reach(&unit.id).is_err());
                continue;
            };
            let places = |reach: &umpire_strategic::UnitReach| {
                let mut all: Vec<_> = reach
                    .places
                    .iter()
                    .map(|r| (r.place, r.cost, r.must_stop, r.stop.map(|s| s.clause)))
                    .collect();
                all.sort();
                all
            };
            assert_eq!(places(&got), places(&want), "{name}: {}", unit.id);
            assert_eq!(got.refusal, want.refusal, "{name}: {}", unit.id);
            // Each place reached is named by the bare map's own ids, which read back to it.
            for reached in &got.places {
                if let MapPlace::Hex(hex) = reached.place {
                    assert_eq!(bare.parse_hex(&reached.id), Ok(hex), "{name}: {}", reached.id);
                }
            }
            for reached in &want.places {
                let path = want.path_of(reached);
                let a = same_by_ids(&printed, &unit.id, &path);
                let b = same_by_ids(&game, &unit.id, &path);
                assert_eq!(a, b, "{name}: {} along {path:?}", unit.id);
                assert!(a.is_some_and(|s| s.0), "{name}: {} to {}", unit.id, reached.id);
                checked.0 += 1;
                let Some(MapPlace::Hex(last)) = path.last().copied() else { continue };
                for next in last.neighbours() {
                    let mut further = path.clone();
                    further.push(MapPlace::Hex(next));
                    let a = same_by_ids(&printed, &unit.id, &further);
                    assert_eq!(a, same_by_ids(&game, &unit.id, &further), "{name}: {further:?}");
                    checked.1 += 1;
                }
            }
        }
    }
    assert!(checked.0 > 500 && checked.1 > 2000, "{checked:?}");
}

#[test]
fn check_and_explain_take_places_and_ids_alike() {
    let (_, printed) =
        scenarios().into_iter().find(|(name, _)| name.ends_with("kiev.toml")).unwrap();
    let bare = bare(printed.map());
    let game =
        Game::from_parts(&bare, data_for(&printed, &bare), printed.situation().clone()).unwrap();
    let hexes: Vec<Hex> =
        ["e3609", "e3608", "e3707"].iter().map(|id| printed.map().parse_hex(id).unwrap()).collect();
    let unit = "russian-hq";
    // The printed map: ids, hexes, map places, a mix; `&[&str]`, `&[String]` and `Vec`s.
    let by_ids = printed.check(unit, &["e3609", "e3608", "e3707"]).unwrap();
    assert_eq!(printed.check(unit, &hexes).unwrap(), by_ids);
    let places: Vec<MapPlace> = hexes.iter().map(|h| MapPlace::Hex(*h)).collect();
    assert_eq!(printed.check(unit, &places).unwrap(), by_ids);
    let owned: Vec<String> = ["e3609", "e3608", "e3707"].map(String::from).to_vec();
    assert_eq!(printed.check(unit, &owned).unwrap(), by_ids);
    let mixed = [PlaceRef::Place(places[0]), PlaceRef::Id("e3608"), PlaceRef::Place(places[2])];
    assert_eq!(printed.check(unit, &mixed).unwrap(), by_ids);
    // The bare map: its own ids for the same hexes give the same verdict, bar the ids written
    // in the ledger.
    let bare_ids: Vec<String> = hexes.iter().map(|h| bare.hex_id(*h)).collect();
    let on_bare = game.check(unit, &bare_ids).unwrap();
    assert_eq!(game.check(unit, &hexes).unwrap(), on_bare);
    assert_eq!(summary(&on_bare), summary(&by_ids));
    // explain: a place or an id.
    let to = hexes[2];
    let a = game.explain(unit, to).unwrap();
    let b = game.explain(unit, bare_ids[2].as_str()).unwrap();
    let c = game.explain(unit, MapPlace::Hex(to)).unwrap();
    assert_eq!(a.refusal(), b.refusal());
    assert_eq!(a.refusal(), c.refusal());
    assert_eq!(
        a.refusal().map(|r| r.clause),
        printed.explain(unit, "e3707").unwrap().refusal().map(|r| r.clause)
    );
    // A bad id gets the error `parse_path` gives it, as an order's would.
    let want = printed.parse_path(&["e3609", "e9999"]).unwrap_err().to_string();
    assert_eq!(printed.check(unit, &["e3609", "e9999"]).unwrap_err().to_string(), want);
    let error = game.check(unit, &[bare_ids[0].as_str(), "e3608"]).unwrap_err().to_string();
    assert!(error.contains("path item 2") && error.contains("e3608"), "{error}");
    let error = game.explain(unit, "zz").unwrap_err().to_string();
    assert!(error.contains("the destination"), "{error}");
    // A hexside is no place of the strategic map.
    let side = Hexside::between(hexes[0], hexes[1]).unwrap();
    let error = printed.check(unit, &[PlaceRef::Place(places[0]), PlaceRef::Hexside(side)]);
    let error = error.unwrap_err().to_string();
    assert!(error.contains("path item 2") && error.contains("hexside"), "{error}");
}
