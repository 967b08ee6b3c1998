//! Any text as a hex scenario: it loads or is refused with a located error, never a panic; a
//! scenario that loads builds the strategic and the Civil War games (or is refused by them with
//! a located error), each unit's reach is worked out, and a game saved as a scenario loads
//! again. Includes read only the demo map, from memory: nothing on disk is read.

#![no_main]

#[path = "common/mod.rs"]
mod common;

use libfuzzer_sys::fuzz_target;
use umpire::civil_war::{Mode, MoveOptions};
use umpire::scenario::{DEMO_MAP, Scenario, load_str_with};

/// The one file an include may name: the demo map.
fn resolve(name: &str) -> Result<String, std::io::Error> {
    match name {
        "maps/demo-map.toml" | "demo-map.toml" => Ok(DEMO_MAP.to_owned()),
        _ => Err(std::io::Error::from(std::io::ErrorKind::NotFound)),
    }
}

/// A saved game's scenario written as TOML must load again.
fn reloads(saved: &Scenario, ruleset: &str) {
    let text = toml::to_string(saved).unwrap_or_else(|e| panic!("{ruleset} save: {e}"));
    if let Err(error) = load_str_with(&text, "saved.toml", &resolve) {
        panic!("a saved {ruleset} game does not load: {error}\n{text}");
    }
}

fuzz_target!(|data: &[u8]| {
    let text = common::text(data);
    let Ok(scenario) = load_str_with(&text, "fuzz.toml", &resolve) else { return };
    let _ = umpire::show::text(&scenario);
    if !common::small(&scenario) {
        return;
    }
    if let Ok(game) = umpire::strategic::Game::new(&scenario) {
        for unit in game.situation().units.iter().take(common::MAX_UNITS) {
            let _ = game.reach(&unit.id);
        }
        reloads(&game.save(&scenario), "strategic");
    }
    if let Ok(game) = umpire::civil_war::Game::new(&scenario) {
        for unit in game.situation().units.iter().take(common::MAX_UNITS) {
            for mode in Mode::ALL {
                let _ = game.reach(&unit.id, &MoveOptions { mode, ..MoveOptions::default() });
            }
        }
        reloads(&game.save(&scenario), "civil-war");
    }
});
