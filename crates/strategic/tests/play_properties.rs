//! Properties of games played as orders: a refused (or bad) order changes nothing; everything
//! that carries from one order to the next is in the situation, so a game rebuilt from it plays
//! on exactly as the original; and a saved game loads to the same situation.

#![cfg(feature = "scenario")]
#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use proptest::prelude::*;
use umpire_map::{BadOrder, Board, HexBoard, Outcome};
use umpire_scenario::Scenario;
use umpire_strategic::Game;

mod support;

use support::orders::{order, seed};

const SCENARIOS: [&str; 4] =
    ["antwerp.toml", "s312-suez.toml", "s312-kiel.toml", "s312-atlantic.toml"];

fn scenario(file: &str) -> Scenario {
    let path = format!("{}/../../scenarios/strategic/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap();
    umpire_scenario::load_str(&text, file).unwrap_or_else(|e| panic!("{e}"))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn games_carry_everything_in_their_situation(
        file in 0..SCENARIOS.len(),
        seeds in proptest::collection::vec(seed(), 1..14),
        cut in any::<usize>(),
    ) {
        let source = scenario(SCENARIOS[file]);
        let mut game = Game::new(&source).unwrap();
        let cut = cut % (seeds.len() + 1);
        let mut orders = Vec::new();
        let mut outcomes: Vec<Result<Outcome, BadOrder>> = Vec::new();
        let mut at_cut = None;
        for (n, seed) in seeds.iter().enumerate() {
            if n == cut {
                at_cut = Some(game.situation().clone());
            }
            let order = order(&game, seed);
            let before = game.situation().clone();
            let outcome = game.play(&order);
            // (a) A refused or bad order leaves the situation as it was.
            if !outcome.as_ref().is_ok_and(Outcome::is_legal) {
                prop_assert_eq!(game.situation(), &before, "{:?}: {:?}", order, outcome);
            }
            orders.push(order);
            outcomes.push(outcome);
        }
        let at_cut = at_cut.unwrap_or_else(|| game.situation().clone());
        // (b) A game rebuilt from the situation at the cut plays the rest the same.
        let mut rebuilt =
            Game::from_parts(game.map().clone(), game.data().clone(), at_cut).unwrap();
        for (order, outcome) in orders.iter().zip(&outcomes).skip(cut) {
            prop_assert_eq!(&rebuilt.play(order), outcome, "{:?}", order);
        }
        prop_assert_eq!(rebuilt.situation(), game.situation());
        // (c) The game saved, written and loaded again has the same situation.
        let text = toml::to_string(&game.save(&source)).unwrap();
        let loaded = umpire_scenario::load_str(&text, "saved.toml")
            .unwrap_or_else(|e| panic!("{e}\n{text}"));
        let again = Game::new(&loaded).unwrap_or_else(|e| panic!("{e}\n{text}"));
        prop_assert_eq!(again.situation(), game.situation());
    }
}

#[test]
fn hex_ids_of_the_scenarios_read_back() {
    // The property's paths are written with the map's ids: they must parse to the same place.
    for file in SCENARIOS {
        let game = Game::new(&scenario(file)).unwrap();
        let map = game.map();
        for index in 0..map.place_count() {
            let place = map.place_at(index);
            assert_eq!(game.parse_place(&map.place_id(place), "").unwrap(), place);
        }
        assert!(map.hex_count() > 0);
    }
}
