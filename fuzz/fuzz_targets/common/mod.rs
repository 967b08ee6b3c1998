//! What the fuzz targets share: the repository's scenarios, loaded once, and the bounds that
//! keep one run quick (a fuzz run is many thousands of runs; a huge map is found by the
//! property tests and the limits' own tests, not here).

#![allow(dead_code)] // each target uses some of it

use std::path::{Path, PathBuf};

use umpire::minis::{TableScenario, load_table};
use umpire::scenario::Scenario;

/// The most hexes a map may have for a target to search it: a reach floods every hex.
pub const MAX_HEXES: usize = 4_096;

/// The most units a target searches or orders on one input.
pub const MAX_UNITS: usize = 4;

/// The most orders a target plays from one input.
pub const MAX_ORDERS: usize = 16;

/// The repository's root (the fuzz crate's parent).
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The hex scenario at `path` (from the root); a shipped scenario that does not load is a bug
/// of the target, not a finding.
pub fn hex(path: &str) -> Scenario {
    umpire::scenario::load_file(&root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Each hex scenario of `paths` (from the root) with the game `build` makes of it.
pub fn hex_games<G, E: std::fmt::Display>(
    paths: &[&str],
    build: impl Fn(&Scenario) -> Result<G, E>,
) -> Vec<(Scenario, G)> {
    paths
        .iter()
        .map(|path| {
            let scenario = hex(path);
            let game = build(&scenario).unwrap_or_else(|e| panic!("{path}: {e}"));
            (scenario, game)
        })
        .collect()
}

/// The table scenario at `path` (from the root).
pub fn table(path: &str) -> TableScenario {
    let text = std::fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"));
    load_table(&text, path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Whether `scenario`'s map is small enough to search on every run.
pub fn small(scenario: &Scenario) -> bool {
    scenario.map.hexes().take(MAX_HEXES + 1).count() <= MAX_HEXES
}

/// `data` as text: the fuzzer's bytes, invalid UTF-8 replaced (the loaders take `&str`; the
/// command reads files as UTF-8 and refuses the rest before any loader sees them).
pub fn text(data: &[u8]) -> std::borrow::Cow<'_, str> {
    String::from_utf8_lossy(data)
}

/// `text` read as a TOML table, if it is one.
pub fn toml_table(text: &str) -> Option<toml::Table> {
    toml::from_str(text).ok()
}

/// One order of an orders input: its keys as the ruleset reads them, and the rolls it scripts.
pub struct OrderInput {
    /// The order's keys, without the orders file's own (`expect`, `note`, `rolls`).
    pub keys: toml::Table,
    /// Its `rolls`, if it scripts any.
    pub rolls: Option<Vec<u32>>,
}

/// The orders of `text`, a TOML document with an `[[orders]]` array of tables (the keys of one
/// ruleset's orders, as an orders file writes them), at most [`MAX_ORDERS`].
pub fn orders(text: &str) -> Vec<OrderInput> {
    let Some(mut document) = toml_table(text) else { return Vec::new() };
    let Some(toml::Value::Array(orders)) = document.remove("orders") else { return Vec::new() };
    orders
        .into_iter()
        .filter_map(|order| match order {
            toml::Value::Table(mut keys) => {
                keys.remove("expect");
                keys.remove("note");
                let rolls = keys.remove("rolls").and_then(|r| r.try_into::<Vec<u32>>().ok());
                Some(OrderInput { keys, rolls })
            }
            _ => None,
        })
        .take(MAX_ORDERS)
        .collect()
}

/// The dice of one order: its scripted rolls, or dice seeded `seed`.
pub enum OrderDice {
    /// The order's `rolls`.
    Scripted(umpire::map::ScriptedDice),
    /// Seeded dice.
    Seeded(umpire::map::SeededDice),
}

impl OrderDice {
    /// The dice of `order`.
    pub fn of(order: &OrderInput, seed: u64) -> OrderDice {
        match &order.rolls {
            Some(rolls) => {
                OrderDice::Scripted(umpire::map::ScriptedDice::new(rolls.iter().copied()))
            }
            None => OrderDice::Seeded(umpire::map::SeededDice::new(seed)),
        }
    }
}

impl umpire::map::Dice for OrderDice {
    fn roll(&mut self, sides: u32) -> Result<u32, umpire::map::DiceError> {
        match self {
            OrderDice::Scripted(dice) => dice.roll(sides),
            OrderDice::Seeded(dice) => dice.roll(sides),
        }
    }
}
