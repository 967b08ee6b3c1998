//! Dice-rolled miniatures orders (`umpire::minis::Order`, read from TOML as an orders file
//! writes them) played on the shipped table scenarios (the first byte picks), with each order's
//! scripted `rolls` or seeded dice: each is played or refused with a located error, never a
//! panic; an order refused or not understood changes nothing; and the game saved at the end
//! loads to the same units. The rest of the bytes are a TOML document with an `[[orders]]`
//! array.

#![no_main]

#[path = "common/mod.rs"]
mod common;

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use umpire::minis::{DiceGame, Order, TableScenario, load_table};
use umpire::play::read_order;

const SCENARIOS: [&str; 2] = ["scenarios/minis/dice-orders.toml", "scenarios/minis/wood.toml"];

fn games() -> &'static [DiceGame<TableScenario>] {
    static GAMES: OnceLock<Vec<DiceGame<TableScenario>>> = OnceLock::new();
    GAMES.get_or_init(|| {
        SCENARIOS
            .iter()
            .map(|path| {
                DiceGame::new(common::table(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
            })
            .collect()
    })
}

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else { return };
    let mut game = games()[usize::from(pick) % SCENARIOS.len()].clone();
    for (i, order) in common::orders(&common::text(rest)).into_iter().enumerate() {
        let (units, turn) = (game.units().to_vec(), game.turn());
        let mut dice = common::OrderDice::of(&order, i as u64);
        let played = read_order::<Order>(&order.keys, "activate", "minis-dice")
            .and_then(|o| game.play(&o, &mut dice));
        if !played.as_ref().is_ok_and(|outcome| outcome.refused.is_none()) {
            assert_eq!(
                (game.units(), game.turn()),
                (&units[..], turn),
                "a refused order changed the game: {played:?}"
            );
        }
    }
    let text = game.save().to_toml().unwrap_or_else(|e| panic!("the saved game is no TOML: {e}"));
    let again = load_table(&text, "saved.toml")
        .unwrap_or_else(|e| panic!("a saved game does not load: {e}\n{text}"));
    let again =
        DiceGame::new(again).unwrap_or_else(|e| panic!("a saved game is refused: {e}\n{text}"));
    assert_eq!(again.units(), game.units(), "a saved game loads to the same units");
});
