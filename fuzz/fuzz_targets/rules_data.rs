//! Any TOML as a scenario's `[rules.data]`, laid over a shipped scenario of one of the four
//! rulesets (the first byte picks: strategic, Civil War, dice-rolled minis, speed-table minis):
//! the rules data are accepted or refused with the key at fault, never a panic; accepted data
//! give every unit's reach (hex rulesets), exact odds and a roll (dice-rolled) or a measured
//! move (speed-table).

#![no_main]

#[path = "common/mod.rs"]
mod common;

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use umpire::civil_war::{Mode, MoveOptions};
use umpire::map::SeededDice;
use umpire::minis::speed::route::{route_mover, vehicle_along_route_mired};
use umpire::minis::{DiceGame, MoveOrder, Point, TableScenario, Unit};
use umpire::scenario::Scenario;

struct Scenarios {
    strategic: Scenario,
    civil_war: Scenario,
    dice: TableScenario,
    speed: TableScenario,
}

fn scenarios() -> &'static Scenarios {
    static SCENARIOS: OnceLock<Scenarios> = OnceLock::new();
    SCENARIOS.get_or_init(|| Scenarios {
        strategic: common::hex("scenarios/strategic/antwerp.toml"),
        civil_war: common::hex("scenarios/civil-war/cw-rail-long.toml"),
        dice: common::table("scenarios/minis/dice-orders.toml"),
        speed: common::table("scenarios/minis/mud.toml"),
    })
}

/// `rules` with `data` as its `data` table.
fn with_data(rules: &Option<toml::Table>, data: toml::Table) -> Option<toml::Table> {
    let mut rules = rules.clone().unwrap_or_default();
    rules.insert("data".to_owned(), toml::Value::Table(data));
    Some(rules)
}

fuzz_target!(|bytes: &[u8]| {
    let Some((&pick, rest)) = bytes.split_first() else { return };
    let Some(data) = common::toml_table(&common::text(rest)) else { return };
    let all = scenarios();
    match pick % 4 {
        0 => {
            let scenario =
                Scenario { rules: with_data(&all.strategic.rules, data), ..all.strategic.clone() };
            if let Ok(game) = umpire::strategic::Game::new(&scenario) {
                for unit in game.situation().units.iter().take(common::MAX_UNITS) {
                    let _ = game.reach(&unit.id);
                }
            }
        }
        1 => {
            let scenario =
                Scenario { rules: with_data(&all.civil_war.rules, data), ..all.civil_war.clone() };
            if let Ok(game) = umpire::civil_war::Game::new(&scenario) {
                for unit in game.situation().units.iter().take(common::MAX_UNITS) {
                    for mode in Mode::ALL {
                        let _ =
                            game.reach(&unit.id, &MoveOptions { mode, ..MoveOptions::default() });
                    }
                }
            }
        }
        2 => {
            let scenario =
                TableScenario { rules: with_data(&all.dice.rules, data), ..all.dice.clone() };
            let Ok(game) = DiceGame::new(scenario) else { return };
            let sizes = game.data().chains.sizes.clone();
            for unit in game.units().iter().take(common::MAX_UNITS) {
                for &chain in sizes.iter().take(4) {
                    let route = vec![Point::at(40.0, 40.0, Unit::Inch)];
                    let order = MoveOrder {
                        units: vec![unit.id.clone()],
                        chain,
                        route,
                        keep_facing: false,
                    };
                    let _ = game.arrival(&order);
                    let _ = game.execute(&order, &mut SeededDice::new(3), None);
                }
            }
        }
        _ => {
            let Ok((rules, troops)) = umpire::errata::speed_data(&data) else { return };
            let scenario = &all.speed;
            for unit in &scenario.units {
                let facing = scenario.stated_facing(unit);
                let Ok(mover) = route_mover(&rules, &troops, unit, scenario.table.unit, facing)
                else {
                    continue;
                };
                let route = [scenario.position(unit), Point::at(99.0, 10.0, Unit::Cm)];
                let mut dice = SeededDice::new(5);
                let _ = vehicle_along_route_mired(&rules, &scenario.table, &mover, &route, &mut dice);
            }
        }
    }
});
