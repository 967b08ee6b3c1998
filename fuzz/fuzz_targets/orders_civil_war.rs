//! Civil War orders (`umpire::civil_war::Order`, read from TOML as an orders file writes them)
//! played on a shipped scenario (the first byte picks), with each order's scripted `rolls` or
//! seeded dice: each is played or refused with a located error, never a panic, and an order
//! refused or not understood changes nothing. The rest of the bytes are a TOML document with an
//! `[[orders]]` array.

#![no_main]

#[path = "common/mod.rs"]
mod common;

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use umpire::civil_war::{Game, Order};
use umpire::play::read_order;
use umpire::scenario::{Scenario, ScenarioMap};

const SCENARIOS: [&str; 4] = [
    "scenarios/civil-war/cw-transport-assault.toml",
    "scenarios/civil-war/cw-water-ferry.toml",
    "scenarios/civil-war/cw-rail-long.toml",
    "scenarios/civil-war/cw-ground-zoc.toml",
];

fn games() -> &'static [(Scenario, Game<ScenarioMap>)] {
    static GAMES: OnceLock<Vec<(Scenario, Game<ScenarioMap>)>> = OnceLock::new();
    GAMES.get_or_init(|| common::hex_games(&SCENARIOS, Game::new))
}

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else { return };
    let (scenario, game) = &games()[usize::from(pick) % SCENARIOS.len()];
    let mut game = game.clone();
    for (i, order) in common::orders(&common::text(rest)).into_iter().enumerate() {
        let before = game.situation().clone();
        let mut dice = common::OrderDice::of(&order, i as u64);
        let played = read_order::<Order>(&order.keys, "move", "civil-war")
            .and_then(|o| game.play(&o, &mut dice));
        if !played.as_ref().is_ok_and(|outcome| outcome.refused.is_none()) {
            assert_eq!(game.situation(), &before, "a refused order changed the game: {played:?}");
        }
    }
    let _ = toml::to_string(&game.save(scenario));
});
