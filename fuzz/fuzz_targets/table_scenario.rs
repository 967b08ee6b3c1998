//! Any text as a table scenario: it loads or is refused with a located error, never a panic.
//! A table that loads is measured along routes between its units, area corners and feature
//! points; the dice-rolled rules on it (when its rules data are accepted) give every unit's
//! exact odds on every chain, a roll that lands within them, and a saved game that loads to
//! the same units; the speed-table rules measure every unit's move.

#![no_main]

#[path = "common/mod.rs"]
mod common;

use libfuzzer_sys::fuzz_target;
use umpire::map::SeededDice;
use umpire::minis::speed::route::{route_mover, vehicle_along_route_mired};
use umpire::minis::{DiceGame, MoveOrder, Point, TableScenario, load_table};

/// Points of the table worth measuring between: the units, the areas' corners, the features'
/// points, the corners of the table.
fn points(scenario: &TableScenario) -> Vec<Point> {
    let table = &scenario.table;
    let (w, h) = (table.width.micrometres(), table.height.micrometres());
    let corners = [Point { x: 0, y: 0 }, Point { x: w, y: h }, Point { x: w / 2, y: h / 3 }];
    let units = scenario.units.iter().map(|u| scenario.position(u));
    let areas = table.areas.iter().flat_map(|a| a.ring.iter().copied());
    let features = table.features.iter().flat_map(|f| f.line.iter().copied());
    corners.into_iter().chain(units).chain(areas.take(8)).chain(features.take(8)).collect()
}

fuzz_target!(|data: &[u8]| {
    let text = common::text(data);
    let Ok(scenario) = load_table(&text, "fuzz.toml") else { return };
    let table = &scenario.table;
    let points = points(&scenario);
    for pair in points.windows(2).take(8) {
        let measure = table.measure(pair);
        let spans =
            measure.spans.iter().fold(0i64, |sum, s| sum.saturating_add(s.length.micrometres()));
        assert_eq!(spans, measure.length.micrometres(), "the spans add up to the leg: {pair:?}");
        let _ = table.along(pair, measure.length);
    }
    let _ = table.measure(&points);
    let _ = scenario.to_toml();
    speed_rules(&scenario, &points);
    if let Ok(game) = DiceGame::new(scenario.clone()) {
        dice_rules(&game, &points);
    }
});

/// The dice-rolled rules on every unit: exact odds, a seeded roll within them, a saved game
/// that loads to the same units.
fn dice_rules(game: &DiceGame<TableScenario>, points: &[Point]) {
    let sizes = game.data().chains.sizes.clone();
    for (i, unit) in game.units().iter().take(common::MAX_UNITS).enumerate() {
        for &chain in sizes.iter().take(4) {
            let to = points[i % points.len()];
            let order = MoveOrder {
                units: vec![unit.id.clone()],
                chain,
                route: vec![to],
                keep_facing: i % 2 == 1,
            };
            let Ok(arrival) = game.arrival(&order) else { continue };
            let Ok(moved) =
                game.execute(&order, &mut SeededDice::new(u64::from(chain)), Some(90.0))
            else {
                continue;
            };
            if let (Ok((chance, distribution, _)), None) = (&arrival, &moved.refusal) {
                assert!(chance.numerator <= chance.denominator, "{chance:?}");
                let sum = distribution.ways.iter().try_fold(0u64, |s, w| s.checked_add(*w));
                assert_eq!(sum, Some(distribution.total), "the odds add up: {distribution:?}");
                let inches = moved.distance.micrometres() / 25_400;
                let inches = u64::try_from(inches).unwrap_or_default();
                assert!(
                    (distribution.min()..=distribution.max()).contains(&inches),
                    "rolled {inches}\" outside {}..={}",
                    distribution.min(),
                    distribution.max()
                );
                for unit in &moved.units {
                    assert!(unit.travelled <= moved.distance, "{unit:?} went further than rolled");
                }
            }
        }
    }
    let saved = game.save();
    let text = saved.to_toml().unwrap_or_else(|e| panic!("the saved game is no TOML: {e}"));
    let again = load_table(&text, "saved.toml")
        .unwrap_or_else(|e| panic!("a saved game does not load: {e}\n{text}"));
    let again =
        DiceGame::new(again).unwrap_or_else(|e| panic!("a saved game is refused: {e}\n{text}"));
    assert_eq!(again.units(), game.units(), "a saved game loads to the same units");
}

/// The speed-table rules: every unit driven along a route to each point, its miring rolled.
fn speed_rules(scenario: &TableScenario, points: &[Point]) {
    let empty = toml::Table::new();
    let data = scenario.rules.as_ref().and_then(|r| r.get("data")).and_then(toml::Value::as_table);
    let Ok((rules, troops)) = umpire::errata::speed_data(data.unwrap_or(&empty)) else { return };
    for unit in scenario.units.iter().take(common::MAX_UNITS) {
        // The unit's running gear, pressure, chains, towing and stated facing, as `measure`
        // reads them; a name the rules data lack is refused with the nearest.
        let facing = scenario.stated_facing(unit);
        let Ok(mover) = route_mover(&rules, &troops, unit, scenario.table.unit, facing) else {
            continue;
        };
        for to in points.iter().take(4) {
            let route = [scenario.position(unit), *to];
            let mut dice = SeededDice::new(7);
            let _ = vehicle_along_route_mired(&rules, &scenario.table, &mover, &route, &mut dice);
        }
    }
}
