//! What the miniatures tests share: the dice-rolled rules on a shipped table scenario.

#![allow(dead_code, clippy::unwrap_used)] // each test file uses some of it; a failure should be loud

use umpire_minis::{DiceGame, TableScenario, load_table};

/// The dice-rolled rules on `scenarios/minis/<name>` (`"wood.toml"`).
pub fn table_game(name: &str) -> DiceGame<TableScenario> {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scenarios/minis").join(name);
    let text = std::fs::read_to_string(path).unwrap();
    DiceGame::new(load_table(&text, name).unwrap()).unwrap()
}
