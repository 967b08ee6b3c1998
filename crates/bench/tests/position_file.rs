//! The full-size strategic position written as scenario files: each file loads to the
//! position the generator builds, and the order the process figures check is legal.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use umpire_bench::position_file::{PREFIXES, check_order, game, write_position};
use umpire_strategic::Game;

#[test]
fn each_written_map_loads_to_the_generated_position() {
    let dir = std::env::temp_dir().join(format!("umpire-bench-position-{}", std::process::id()));
    let files = write_position(&dir).unwrap();
    assert_eq!(files.len(), PREFIXES.len());
    for (prefix, file) in PREFIXES.iter().zip(&files) {
        let loaded = umpire_scenario::load_file(file).unwrap();
        let again = Game::new(&loaded).unwrap();
        let generated = game(prefix).unwrap();
        assert_eq!(again.situation(), generated.situation(), "{prefix}");
        assert_eq!(loaded.units.len(), 150, "{prefix}: 75 units a side");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_checked_order_is_a_legal_move_of_several_steps() {
    for prefix in PREFIXES {
        let order = check_order(prefix).unwrap();
        assert!(order.places.len() > 2, "{prefix}: {:?}", order.ids);
        assert_eq!(order.ids.len(), order.places.len());
        let game = game(prefix).unwrap();
        let verdict = game.check(&order.unit, &order.places).unwrap();
        assert!(verdict.is_legal(), "{prefix}: {:?}", verdict.refusal());
    }
}
