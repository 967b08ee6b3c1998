//! Every shipped strategic scenario, played on two maps: the scenario file's own `ScenarioMap`,
//! and an independent map type written here (hash maps keyed by hex and hexside, its hexes
//! numbered in another order, its box links worked out from the boxes' own entries). For every
//! unit the two give the same reach (places, costs, must-stop), the same verdict — route, cost,
//! stop, ledger with every clause — on the path to every place reached and on every step one
//! hex further (most of them refused), and the same threat map for every side.

#![cfg(feature = "scenario")]
#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

mod support;

use umpire_map::MapPlace;
use umpire_strategic::Game;

use support::{OwnMap, scenarios};

#[test]
fn every_scenario_gives_the_same_verdicts_on_an_independent_map() {
    let mut checked = (0, 0, 0);
    for (name, file_game) in scenarios() {
        // Numbered from the last hex back: no board number agrees with the scenario map's.
        let own = OwnMap::copy(file_game.map(), |index| u64::MAX - index as u64);
        let own_game =
            Game::from_parts(&own, file_game.data().clone(), file_game.situation().clone())
                .unwrap_or_else(|e| panic!("{name}: {e}"));
        for side in file_game.data().factions.keys() {
            assert_eq!(
                own_game.threat(side).unwrap(),
                file_game.threat(side).unwrap(),
                "{name}: {side}"
            );
        }
        for unit in &file_game.situation().units {
            let (Ok(file_reach), Ok(own_reach)) =
                (file_game.reach(&unit.id), own_game.reach(&unit.id))
            else {
                assert_eq!(file_game.reach(&unit.id).is_err(), own_game.reach(&unit.id).is_err());
                continue;
            };
            let places = |reach: &umpire_strategic::UnitReach| {
                let mut all: Vec<_> = reach
                    .places
                    .iter()
                    .map(|r| (r.place, r.id.clone(), r.cost, r.must_stop))
                    .collect();
                all.sort();
                all
            };
            assert_eq!(places(&own_reach), places(&file_reach), "{name}: {}", unit.id);
            assert_eq!(own_reach.refusal, file_reach.refusal, "{name}: {}", unit.id);
            for reached in &file_reach.places {
                let path = file_reach.path_of(reached);
                let same = |path: &[MapPlace]| {
                    let (file, own) =
                        (file_game.check(&unit.id, path), own_game.check(&unit.id, path));
                    assert_eq!(own, file, "{name}: {} along {path:?}", unit.id);
                    file.is_ok_and(|v| v.is_legal())
                };
                assert!(
                    same(&path),
                    "{name}: {} reaches {} by a path check refuses",
                    unit.id,
                    reached.id
                );
                checked.0 += 1;
                let stop = file_game.check(&unit.id, &path).ok().and_then(|v| v.route().stop);
                assert_eq!(reached.stop, stop, "{name}: {} stops at {}", unit.id, reached.id);
                let Some(MapPlace::Hex(last)) = path.last().copied() else { continue };
                for next in last.neighbours() {
                    let mut further = path.clone();
                    further.push(MapPlace::Hex(next));
                    if same(&further) {
                        checked.1 += 1;
                    } else {
                        checked.2 += 1;
                    }
                }
            }
        }
    }
    assert!(checked.0 > 500 && checked.2 > 500, "{checked:?}");
}

/// In every shipped scenario the moving side's threat map is its units' own reaches put
/// together: each place with every unit that reaches it, in the situation's order, at the least
/// cost its reach gives (the threat map keeps each unit's first, cheapest, arrival of the
/// several a place can have: one per state, and one that must stop).
#[test]
fn every_scenario_s_threat_map_is_its_reaches_put_together() {
    let mut entries = 0;
    for (name, game) in scenarios() {
        let side = game.situation().side.as_str();
        let mut expected: std::collections::BTreeMap<MapPlace, Vec<(String, umpire_map::Mp)>> =
            std::collections::BTreeMap::new();
        for unit in game.situation().units.iter().filter(|u| u.side == side) {
            let Ok(reach) = game.reach(&unit.id) else { continue };
            for place in &reach.places {
                expected.entry(place.place).or_default().push((unit.id.clone(), place.cost));
                entries += 1;
            }
        }
        assert_eq!(game.threat(side).unwrap().to_map(), expected, "{name}: {side}");
    }
    assert!(entries > 500, "only {entries} (place, unit) entries checked");
}

/// In every shipped scenario, on the scenario's own map and on the independent one, the steps
/// the search expands — from every place, in every state each unit's search can number — are
/// the candidates' steps judged one by one on the full path (as a check judges them), in the
/// same order: the quick expansion of a quiet hex hands over to the full path exactly where its
/// tables do not decide (ports, canals, the Central Asia Box, Beachheads, enemy hexes, overrun
/// targets, closed hexes and maps).
#[test]
fn every_scenario_s_search_expands_the_full_path_s_steps() {
    let (mut places, mut steps) = (0, 0);
    for (name, file_game) in scenarios() {
        let own = OwnMap::copy(file_game.map(), |index| u64::MAX - index as u64);
        let own_game =
            Game::from_parts(&own, file_game.data().clone(), file_game.situation().clone())
                .unwrap_or_else(|e| panic!("{name}: {e}"));
        for unit in &file_game.situation().units {
            steps += expansions_agree(&name, &file_game, &unit.id, &mut places);
            steps += expansions_agree(&name, &own_game, &unit.id, &mut places);
        }
    }
    assert!(places > 10_000 && steps > 10_000, "{places} expansions, {steps} steps");
}

/// [`umpire_map::compare_steps`] for unit `id` of `game` from every place in every state;
/// how many legal steps there were.
fn expansions_agree<M: umpire_strategic::StrategicMap>(
    name: &str,
    game: &Game<M>,
    id: &str,
    places: &mut usize,
) -> usize {
    use umpire_map::{Board, DenseState, Movement};
    let Ok(rules) = game.unit_move(id) else { return 0 };
    let mut steps = 0;
    for index in 0..game.map().place_count() {
        let at = game.map().place_at(index);
        for state in (0..rules.state_count()).map(umpire_strategic::MoveState::from_index) {
            *places += 1;
            steps += umpire_map::compare_steps(game.map(), &rules, at, state)
                .unwrap_or_else(|differ| panic!("{name}: {id} in {state:?} at {at:?}: {differ}"));
        }
    }
    steps
}
