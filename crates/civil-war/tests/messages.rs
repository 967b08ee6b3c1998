//! What a library caller reads when a question is malformed: places by their printed ids,
//! never by the search's internal coordinates.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use umpire_civil_war::{EXAMPLE, Game, MoveOptions};
use umpire_scenario::load_str;

#[test]
fn a_path_starting_elsewhere_names_both_hexes_by_their_ids() {
    let scenario = load_str(EXAMPLE, "rail.toml").unwrap();
    let game = Game::new(&scenario).unwrap();
    let error = game.check("8th-corps", &["0201", "0202"], &MoveOptions::default()).unwrap_err();
    let message = error.to_string();
    assert!(message.contains("the route starts at 0201, but the unit is at 0101"), "{message}");
    assert!(!message.contains("Hex {"), "{message}");
}
