//! The shipped table scenario loads, measures and moves as the rule text's examples say.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

mod support;

use umpire_map::ScriptedDice;
use umpire_minis::{DiceGame, Fraction, Length, MoveOrder, Point, TableScenario, Unit};

fn game() -> DiceGame<TableScenario> {
    support::table_game("wood.toml")
}

fn p(x: f64, y: f64) -> Point {
    Point::at(x, y, Unit::Inch)
}

#[test]
fn a_route_through_the_wood_and_over_the_hedge_is_measured() {
    let game = game();
    let measure = game.scenario().table.measure(&[p(25.0, 5.0), p(25.0, 35.0)]);
    assert_eq!(measure.length, Length::inches(30));
    assert_eq!(measure.over("woods"), Length::inches(10));
    assert_eq!(measure.crossings, ["hedge"]);
}

#[test]
fn the_panzer_iv_rolls_11_goes_8_and_faces_north() {
    let game = game();
    // 5" north, then 3" north-east (3/√2 each way).
    let d = 3.0 / 2f64.sqrt();
    let order = MoveOrder {
        units: vec!["panzer-iv".into()],
        chain: 1,
        route: vec![p(10.0, 17.0), p(10.0 + d, 17.0 + d)],
        keep_facing: false,
    };
    let moved = game.execute(&order, &mut ScriptedDice::new([5]), Some(0.0)).unwrap();
    assert_eq!(moved.distance, Length::inches(11));
    let unit = &moved.units[0];
    assert!(unit.reached);
    assert_eq!(unit.travelled.display(Unit::Inch), "8\"");
    assert_eq!(unit.facing, 0.0);
}

#[test]
fn a_fast_triple_chain_has_exact_odds() {
    let game = game();
    let order = MoveOrder {
        units: vec!["recce".into()],
        chain: 3,
        route: vec![p(4.0, 44.0)],
        keep_facing: false,
    };
    let chance = game.chance_to_arrive(&order).unwrap().unwrap();
    // 40" needs 3D6 ≥ 11: 108 of 216.
    assert_eq!(chance, Fraction::new(1, 2));
}
