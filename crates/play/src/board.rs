//! The game a recorded game plays on, whichever ruleset its scenario names: one order read as
//! that ruleset's order and judged, the position written back as a scenario file.

use serde::de::DeserializeOwned;
use umpire_map::{BadOrder, Outcome};
use umpire_minis::TableScenario;
use umpire_scenario::{Scenario, ScenarioMap};

use super::dice::GameDice;

/// A scenario a game starts from: a hex map or a miniatures table.
// Built once per game: boxing the larger variant would only burden callers.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone)]
pub enum Start {
    /// A hex scenario (`[map]`).
    Hex(Scenario),
    /// A table scenario (`[table]`).
    Table(TableScenario),
}

/// The position after some orders, as a scenario of its kind.
#[allow(clippy::large_enum_variant)] // one per game, as `Start`
#[derive(Debug, Clone)]
pub enum Position {
    /// A hex scenario.
    Hex(Scenario),
    /// A table scenario.
    Table(TableScenario),
}

/// A game under the ruleset its scenario names, with the rules data its scenario wrote.
pub(super) struct Board {
    game: Game,
    /// The scenario's own `[rules.data]`, before any errata were laid over it: a saved game
    /// writes it back, so that it is judged by the edition it is loaded under, as its scenario.
    written_data: Option<toml::Value>,
}

/// The rulesets a recorded game can be played under.
enum Game {
    Strategic { game: Box<umpire_strategic::Game<ScenarioMap>>, scenario: Scenario },
    CivilWar { game: Box<umpire_civil_war::Game<ScenarioMap>>, scenario: Scenario },
    Dice { game: Box<umpire_minis::DiceGame<TableScenario>> },
}

impl Start {
    /// The scenario's `[rules]`, for errata to amend.
    pub(super) fn rules_mut(&mut self) -> &mut Option<toml::Table> {
        match self {
            Start::Hex(scenario) => &mut scenario.rules,
            Start::Table(scenario) => &mut scenario.rules,
        }
    }

    /// The ruleset the scenario names (`strategic` for a hex map, `minis-dice` for a table
    /// when it names none) and its file's name.
    pub(super) fn ruleset_and_origin(&self) -> (String, String) {
        match self {
            Start::Hex(s) => (super::ruleset_of(s.rules.as_ref(), "strategic"), s.origin.clone()),
            Start::Table(s) => {
                (super::ruleset_of(s.rules.as_ref(), "minis-dice"), s.origin.clone())
            }
        }
    }

    /// The scenario's `[rules.data]`, if any.
    pub(super) fn data(&self) -> Option<toml::Value> {
        let rules = match self {
            Start::Hex(scenario) => &scenario.rules,
            Start::Table(scenario) => &scenario.rules,
        };
        rules.as_ref().and_then(|r| r.get("data")).cloned()
    }
}

impl Board {
    /// The game `start` sets up, by the ruleset it names; `written_data` is what its scenario
    /// wrote under `[rules.data]` before errata were laid over it.
    pub(super) fn new(start: Start, written_data: Option<toml::Value>) -> Result<Board, String> {
        Ok(Board { game: Game::new(start)?, written_data })
    }

    /// The ruleset's name, as scenario files write it.
    pub(super) fn ruleset(&self) -> &'static str {
        self.game.ruleset()
    }

    /// The kind of order that opens a phase (or a turn) in this ruleset.
    pub(super) fn opening_kind(&self) -> &'static str {
        self.game.opening_kind()
    }

    /// Reads `order` as this ruleset's order and plays it.
    pub(super) fn play(
        &mut self,
        order: &toml::Table,
        dice: &mut GameDice,
    ) -> Result<Outcome, BadOrder> {
        self.game.play(order, dice)
    }

    /// The position now, as a scenario that loads to it, with the rules data its scenario
    /// wrote.
    pub(super) fn position(&self) -> Position {
        let mut position = self.game.position();
        let rules = match &mut position {
            Position::Hex(scenario) => &mut scenario.rules,
            Position::Table(scenario) => &mut scenario.rules,
        };
        if let Some(rules) = rules {
            match &self.written_data {
                Some(data) => rules.insert("data".to_owned(), data.clone()),
                None => rules.remove("data"),
            };
        }
        position
    }
}

impl Game {
    /// The game `start` sets up, by the ruleset it names.
    fn new(start: Start) -> Result<Game, String> {
        match start {
            Start::Hex(scenario) => match scenario.ruleset() {
                Some("strategic") => {
                    let game = umpire_strategic::Game::new(&scenario).map_err(|e| e.to_string())?;
                    Ok(Game::Strategic { game: Box::new(game), scenario })
                }
                Some("civil-war") => {
                    let game = umpire_civil_war::Game::new(&scenario).map_err(|e| e.to_string())?;
                    Ok(Game::CivilWar { game: Box::new(game), scenario })
                }
                other => Err(format!(
                    "{}: rules.ruleset is {}; recorded games play the strategic, civil-war and \
                     minis-dice rulesets",
                    scenario.origin,
                    other.map_or_else(|| "not given".to_owned(), |r| format!("{r:?}"))
                )),
            },
            Start::Table(scenario) => {
                let ruleset = scenario
                    .rules
                    .as_ref()
                    .and_then(|r| r.get("ruleset"))
                    .and_then(toml::Value::as_str)
                    .unwrap_or("minis-dice");
                if ruleset != "minis-dice" {
                    return Err(format!(
                        "{}: rules.ruleset is {ruleset:?}; a recorded game on a table plays the \
                         dice-rolled rules (minis-dice)",
                        scenario.origin
                    ));
                }
                let game = umpire_minis::DiceGame::new(scenario).map_err(|e| e.to_string())?;
                Ok(Game::Dice { game: Box::new(game) })
            }
        }
    }

    /// The ruleset's name, as scenario files write it.
    fn ruleset(&self) -> &'static str {
        match self {
            Game::Strategic { .. } => "strategic",
            Game::CivilWar { .. } => "civil-war",
            Game::Dice { .. } => "minis-dice",
        }
    }

    /// The kind of order that opens a phase (or a turn) in this ruleset.
    fn opening_kind(&self) -> &'static str {
        match self {
            Game::Dice { .. } => "next-turn",
            _ => "next-phase",
        }
    }

    /// The kind an order is when it names none.
    fn default_kind(&self) -> &'static str {
        match self {
            Game::Dice { .. } => "activate",
            _ => "move",
        }
    }

    /// Reads `order` as this ruleset's order and plays it.
    fn play(&mut self, order: &toml::Table, dice: &mut GameDice) -> Result<Outcome, BadOrder> {
        let default = self.default_kind();
        let ruleset = self.ruleset();
        match self {
            Game::Strategic { game, .. } => {
                let order = read_order::<umpire_strategic::Order>(order, default, ruleset)?;
                game.play(&order)
            }
            Game::CivilWar { game, .. } => {
                let order = read_order::<umpire_civil_war::Order>(order, default, ruleset)?;
                game.play(&order, dice)
            }
            Game::Dice { game } => {
                let order = read_order::<umpire_minis::Order>(order, default, ruleset)?;
                game.play(&order, dice)
            }
        }
    }

    /// The position now, as a scenario that loads to it.
    fn position(&self) -> Position {
        match self {
            Game::Strategic { game, scenario } => Position::Hex(game.save(scenario)),
            Game::CivilWar { game, scenario } => Position::Hex(game.save(scenario)),
            Game::Dice { game } => Position::Table(game.save()),
        }
    }
}

impl Position {
    /// The position as the text of a scenario file.
    ///
    /// # Errors
    /// A message if it cannot be written as TOML.
    pub fn to_toml(&self) -> Result<String, String> {
        match self {
            Position::Hex(scenario) => toml::to_string(scenario).map_err(|e| e.to_string()),
            Position::Table(scenario) => scenario.to_toml().map_err(|e| e.to_string()),
        }
    }
}

/// `table` read as a ruleset's order `T` (`umpire_strategic::Order`, …), tagged by its `order`
/// key, `default` when absent; a serde complaint comes back as a [`BadOrder`] naming the key
/// and the nearest of the names `T` knows, and an unknown kind names the orders of `ruleset`.
///
/// ```
/// let mut order = toml::Table::new();
/// order.insert("unit".into(), "1p".into());
/// order.insert("pth".into(), toml::Value::Array(Vec::new()));
/// let bad = umpire_play::read_order::<umpire_strategic::Order>(&order, "move", "strategic");
/// assert_eq!(bad.unwrap_err().suggestion.as_deref(), Some("path"));
/// ```
///
/// # Errors
/// The [`BadOrder`] above.
pub fn read_order<T: DeserializeOwned>(
    table: &toml::Table,
    default: &str,
    ruleset: &str,
) -> Result<T, BadOrder> {
    let mut table = table.clone();
    table.entry("order").or_insert_with(|| toml::Value::String(default.to_owned()));
    toml::Value::Table(table)
        .try_into::<T>()
        .map_err(|error| serde_problem(&error.to_string(), ruleset))
}

/// A serde complaint about an order as a [`BadOrder`]: the key it names, and the nearest of the
/// names it expected (serde writes them between backticks: ``unknown field `pth`, expected one
/// of `unit`, `path` ``).
fn serde_problem(message: &str, ruleset: &str) -> BadOrder {
    let message = message.trim().to_owned();
    let mut quoted = message.split('`').skip(1).step_by(2);
    let found = quoted.next().unwrap_or_default().to_owned();
    let expected: Vec<&str> = quoted.collect();
    let suggestion = umpire_scenario::nearest(&found, expected.iter().copied());
    if message.starts_with("unknown variant") {
        let message = format!("{message} (the orders of the {ruleset} rules)");
        return BadOrder::new("order", message, suggestion);
    }
    let key = if message.starts_with("unknown field") { found } else { String::new() };
    BadOrder::new(key, message, suggestion)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn serde_complaints_name_the_key_and_the_nearest_name() {
        let bad = serde_problem("unknown field `pth`, expected one of `unit`, `path`", "x");
        assert_eq!((bad.key.as_str(), bad.suggestion.as_deref()), ("pth", Some("path")));
        let bad = serde_problem("unknown variant `mvoe`, expected `move` or `next-phase`", "x");
        assert_eq!((bad.key.as_str(), bad.suggestion.as_deref()), ("order", Some("move")));
    }
}
