//! Invariants of games played order by order (random activations of random units of a group,
//! random destinations on and off the table, random scripted dice, suppression and turns), on
//! scenarios/minis/dice-orders.toml:
//! - an order refused, or not judged at all, changes nothing;
//! - a game rebuilt from its parts (table, units, rules data, turn) goes on exactly as the
//!   game it was rebuilt from;
//! - a game saved, written as a table-scenario file and loaded again stands where it stood
//!   (units and turn equal, positions to the bit) and goes on alike.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

mod support;

use proptest::prelude::*;
use umpire_map::{BadOrder, Outcome, ScriptedDice};
use umpire_minis::{
    Activated, Activation, DiceGame, Order, Suppression, TableScenario, load_table,
};

/// The units ordered together: the groups of the scenario, lone units, and a mix of groups.
const GROUPS: [&[&str]; 7] = [
    &["panther", "pz-1", "pz-2", "pz-3"],
    &["recce", "stug"],
    &["panzer-iv"],
    &["panthers"],
    &["scouts"],
    &["m4", "scouts"],
    &["pz-1", "recce"],
];

const UNITS: [&str; 10] =
    ["panzer-iv", "panther", "pz-1", "pz-2", "pz-3", "panthers", "recce", "stug", "scouts", "m4"];

fn game() -> DiceGame<TableScenario> {
    support::table_game("dice-orders.toml")
}

/// A point on the 72×48 table, now and then off it; whole, half or odd fractions of an inch.
fn point() -> impl Strategy<Value = [f64; 2]> {
    prop_oneof![
        8 => (0.0..=72.0f64, 0.0..=48.0f64).prop_map(|(x, y)| [x, y]),
        1 => (0u8..=144, 0u8..=96).prop_map(|(x, y)| [f64::from(x) / 2.0, f64::from(y) / 2.0]),
        1 => (-10.0..90.0f64, -10.0..60.0f64).prop_map(|(x, y)| [x, y]),
    ]
}

/// One unit of an activation: moving (perhaps by a waypoint), or staying; perhaps firing.
fn activated(id: &'static str) -> impl Strategy<Value = Option<Activated>> {
    (0u8..10, proptest::option::of(point()), any::<bool>()).prop_map(move |(kind, via, fire)| {
        let unit = match kind {
            0 => return None,
            1..=2 => Activated::staying(id),
            _ => Activated::moving(id).via(via),
        };
        // Most units fire AT; "recce" and "scouts" have no fire (a bad order when they fire).
        Some(if fire && (!["recce", "scouts"].contains(&id) || kind == 9) {
            unit.firing("AT")
        } else {
            unit
        })
    })
}

fn activation() -> impl Strategy<Value = Order> {
    let units = (0..GROUPS.len()).prop_flat_map(|g| {
        GROUPS[g]
            .iter()
            .map(|id| activated(id))
            .collect::<Vec<_>>()
            .prop_map(move |units| (g, units.into_iter().flatten().collect::<Vec<_>>()))
    });
    (
        units,
        prop_oneof![1 => Just(0u32), 8 => 1u32..=3, 1 => Just(4u32)],
        point(),
        any::<bool>(),
        proptest::option::of(0.0..360.0f64),
        0u8..8,
    )
        .prop_map(|((g, units), chain, to, named, facing, keep)| {
            Order::Activate(Activation {
                group: (named && g < 2).then(|| ["hq-1", "kg-2"][g].to_owned()),
                chain,
                to,
                keep_facing: keep == 0,
                facing,
                units,
            })
        })
}

fn order() -> impl Strategy<Value = Order> {
    prop_oneof![
        6 => activation(),
        1 => (0..UNITS.len(), any::<bool>()).prop_map(|(u, suppressed)| {
            Order::Suppress(Suppression { unit: UNITS[u].to_owned(), suppressed })
        }),
        1 => Just(Order::NextTurn {}),
    ]
}

/// An order with the rolls scripted for it: mostly what a die shows, now and then a 7.
fn turn_of_play() -> impl Strategy<Value = (Order, Vec<u32>)> {
    let roll = prop_oneof![20 => 1u32..=6, 1 => Just(7u32)];
    (order(), proptest::collection::vec(roll, 0..6))
}

fn play(
    game: &mut DiceGame<TableScenario>,
    order: &Order,
    rolls: &[u32],
) -> Result<Outcome, BadOrder> {
    game.play(order, &mut ScriptedDice::new(rolls.iter().copied()))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// An order refused, or one that cannot be judged, leaves the units and the turn as they
    /// were; a legal one that rolled says what it cost.
    #[test]
    fn a_refused_order_changes_nothing(orders in proptest::collection::vec(turn_of_play(), 1..16)) {
        let mut game = game();
        for (order, rolls) in &orders {
            let (units, turn) = (game.units().to_vec(), game.turn());
            match play(&mut game, order, rolls) {
                Ok(outcome) if outcome.is_legal() => {
                    prop_assert!(outcome.refused.is_none());
                }
                Ok(outcome) => {
                    prop_assert_eq!(game.units(), &units[..], "{:?}", outcome);
                    prop_assert_eq!(game.turn(), turn);
                    prop_assert!(outcome.changes.is_empty());
                }
                Err(bad) => {
                    prop_assert_eq!(game.units(), &units[..], "{}", bad);
                    prop_assert_eq!(game.turn(), turn);
                }
            }
        }
    }

    /// A game rebuilt from its parts part-way through gives the same outcomes, units and turn
    /// for the rest of the game.
    #[test]
    fn a_rebuilt_game_goes_on_alike(orders in proptest::collection::vec(turn_of_play(), 1..16), split in any::<prop::sample::Index>()) {
        let mut game = game();
        let split = split.index(orders.len() + 1);
        for (order, rolls) in &orders[..split] {
            let _ = play(&mut game, order, rolls);
        }
        let mut rebuilt = DiceGame::from_parts(game.table().clone(), game.units().to_vec(), game.data().clone())
            .unwrap()
            .with_turn(game.turn());
        for (order, rolls) in &orders[split..] {
            prop_assert_eq!(play(&mut game, order, rolls), play(&mut rebuilt, order, rolls));
            prop_assert_eq!(game.units(), rebuilt.units());
            prop_assert_eq!(game.turn(), rebuilt.turn());
        }
    }

    /// A game saved and written as a table-scenario file loads to the same units (every
    /// position and facing to the bit) and turn, and goes on alike.
    #[test]
    fn a_saved_game_loads_to_where_it_stood(orders in proptest::collection::vec(turn_of_play(), 0..16), more in proptest::collection::vec(turn_of_play(), 0..6)) {
        let mut game = game();
        for (order, rolls) in &orders {
            let _ = play(&mut game, order, rolls);
        }
        let text = game.save().to_toml().unwrap();
        let mut loaded = DiceGame::new(load_table(&text, "saved.toml").unwrap()).unwrap();
        prop_assert_eq!(loaded.units(), game.units(), "{}", text);
        for (a, b) in loaded.units().iter().zip(game.units()) {
            prop_assert_eq!(a.at.map(f64::to_bits), b.at.map(f64::to_bits));
            prop_assert_eq!(a.facing.to_bits(), b.facing.to_bits());
        }
        prop_assert_eq!(loaded.turn(), game.turn());
        prop_assert_eq!(&loaded.scenario().table, &game.scenario().table);
        prop_assert_eq!(&loaded.scenario().rules, &game.scenario().rules);
        for (order, rolls) in &more {
            prop_assert_eq!(play(&mut game, order, rolls), play(&mut loaded, order, rolls));
        }
    }
}
