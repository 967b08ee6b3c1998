//! The rail reach's `for_each_step` held to the candidates judged one by one
//! (`umpire_map::compare_steps`): every place of every shipped Civil War scenario with units,
//! in every rail stage with the rail hexes used around the budget's ends, for three units'
//! march and rail move each, on the board as it stands and crowded with enemy units.

use std::path::Path;

use umpire_map::{Board, DenseState, compare_steps};
use umpire_scenario::{ScenarioMap, load_file};

use crate::Game;
use crate::land::LandState;
use crate::situation::UnitState;

/// Every shipped scenario's game that has units.
fn games() -> Vec<(String, Game<ScenarioMap>)> {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scenarios/civil-war");
    let mut games = Vec::new();
    for entry in std::fs::read_dir(&folder).into_iter().flatten().flatten() {
        let path = entry.path();
        let Ok(scenario) = load_file(&path) else { continue };
        let Ok(game) = Game::new(&scenario) else { continue };
        if !game.situation().units.is_empty() {
            games.push((path.display().to_string(), game));
        }
    }
    games.sort_by(|a, b| a.0.cmp(&b.0));
    games
}

/// `game` with an enemy infantry unit of every unit's side in every third hex.
fn crowded(game: &Game<ScenarioMap>) -> Game<ScenarioMap> {
    let mut situation = game.situation().clone();
    let sides: Vec<String> = situation.units.iter().map(|u| u.side.clone()).collect();
    let map = game.map().clone();
    for index in (0..map.place_count()).step_by(3) {
        let umpire_map::MapPlace::Hex(hex) = map.place_at(index) else { continue };
        if situation.units.iter().any(|u| u.at == Some(hex)) {
            continue;
        }
        let enemy =
            if sides.first().is_some_and(|s| s == "union") { "confederate" } else { "union" };
        let unit = UnitState::builder(format!("crowd-{index}"))
            .side(enemy)
            .unit_type("infantry")
            .strength(1)
            .at(hex)
            .build();
        situation.units.push(unit);
    }
    Game::from_parts(map, game.data().clone(), situation).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn the_quick_steps_are_the_candidates_judged_one_by_one() {
    let mut compared = 0;
    for (name, game) in games() {
        for game in [crowded(&game), game] {
            let map = game.map();
            let budget = usize::try_from(game.data().rail.budget).unwrap_or(63);
            // Every stage, with the rail hexes used around the budget's ends.
            let used = [0, 1, budget.saturating_sub(1), budget, budget + 1, 63];
            let states: Vec<LandState> = (0..4)
                .flat_map(|stage| {
                    used.iter().map(move |&n| LandState::from_index(stage * 64 + n.min(63)))
                })
                .collect();
            for unit in game.situation().units.iter().filter(|u| u.at.is_some()).take(3) {
                for rail in [false, true] {
                    let rules = game.land_move(unit, rail);
                    let states = if rail { &states[..] } else { &states[..1] };
                    for index in 0..map.place_count() {
                        for &state in states {
                            let found = compare_steps(map, &rules, map.place_at(index), state);
                            if let Err(differ) = found {
                                panic!(
                                    "{name}: {} (rail {rail}) at {index} in {state:?}: {differ}",
                                    unit.id
                                );
                            }
                            compared += 1;
                        }
                    }
                }
            }
        }
    }
    assert!(compared > 10_000, "{compared}");
}
