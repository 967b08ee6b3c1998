//! What a game works out once per faction and phase (who is where, EZOC counts, quiet hexes,
//! the overrun targets and HQs) is kept between queries: after every order of a random game —
//! moves, overruns, canal and convoy moves, phase changes with new weather — every unit's reach
//! and every side's threat map on the played game (its views warmed by the queries before the
//! order) equal those of a game built afresh from its situation.

#![cfg(feature = "scenario")]
#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::collections::BTreeMap;

use proptest::prelude::*;
use umpire_map::HexBoard;
use umpire_scenario::{Scenario, ScenarioMap};
use umpire_strategic::{Game, MoveOrder, NextPhase, Order, Phase, Weather};

const SCENARIOS: [&str; 8] = [
    "antwerp.toml",
    "low-countries.toml",
    "s31-ezoc.toml",
    "s311-beachhead.toml",
    "s312-kiel.toml",
    "s314-weather.toml",
    "s32-field.toml",
    "s314-countries.toml",
];

fn scenario(file: &str) -> Scenario {
    let path = format!("{}/../../scenarios/strategic/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap();
    umpire_scenario::load_str(&text, file).unwrap_or_else(|e| panic!("{e}"))
}

/// Every unit's reach and every side's threat map.
fn answers(game: &Game<ScenarioMap>) -> String {
    let mut out = String::new();
    for unit in &game.situation().units {
        out.push_str(&format!("{:?}\n", game.reach(&unit.id).map(|r| (r.places, r.refusal))));
    }
    for side in game.data().factions.keys() {
        out.push_str(&format!("{:?}\n", game.threat(side).unwrap()));
    }
    out
}

/// The order `(kind, unit, pick)` stands for: mostly a move along a path reach returned, now
/// and then the next phase with a side and the weather of a hex changed.
fn order(game: &Game<ScenarioMap>, kind: u8, unit: usize, pick: usize) -> Option<Order> {
    let map = game.map();
    if kind == 0 {
        let sides: Vec<&String> = game.data().factions.keys().collect();
        let weather = [Weather::Fair, Weather::Mud, Weather::Storms, Weather::Snow][pick % 4];
        let hex = map.hex_id(map.hex_at(pick % map.hex_count()));
        return Some(Order::NextPhase(NextPhase {
            phase: Phase::ALL[unit % 2],
            side: Some(sides[pick % sides.len()].clone()),
            weather: BTreeMap::from([(hex, weather)]),
        }));
    }
    let units = &game.situation().units;
    let unit = &units[unit % units.len()];
    let reach = game.reach(&unit.id).ok()?;
    let place = reach.places.get(pick % reach.places.len().max(1))?;
    Some(Order::Move(MoveOrder {
        unit: Some(unit.id.clone()),
        units: Vec::new(),
        path: reach.path_of(place).into_iter().map(|p| map.place_id(p)).collect(),
        procedure: None,
        convoys: Vec::new(),
    }))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    #[test]
    fn kept_views_answer_as_a_game_built_afresh(
        file in 0..SCENARIOS.len(),
        orders in proptest::collection::vec((0..6u8, any::<usize>(), any::<usize>()), 1..10),
    ) {
        let mut game = Game::new(&scenario(SCENARIOS[file])).unwrap();
        for (kind, unit, pick) in orders {
            // Warm the views on the board as it is, then change it.
            let before = answers(&game);
            let Some(order) = order(&game, kind, unit, pick) else { continue };
            let outcome = game.play(&order).unwrap();
            let fresh =
                Game::from_parts(game.map().clone(), game.data().clone(), game.situation().clone())
                    .unwrap();
            let after = answers(&game);
            prop_assert_eq!(&after, &answers(&fresh), "{:?}", order);
            if !outcome.is_legal() {
                prop_assert_eq!(&after, &before, "a refused order changed the answers");
            }
        }
    }
}
