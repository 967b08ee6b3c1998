//! Recorded games: a phase of play as data. An orders file names the scenario a game starts
//! from and its dice, then its phases in order, each a list of orders; playing it judges every
//! order on the board the one before left, under the ruleset the scenario names, and the
//! position after any order can be written back as a scenario file (a saved game).
//!
//! ```toml
//! name = "The Antwerp overruns"
//! scenario = "../scenarios/strategic/antwerp.toml"   # from the orders file's folder
//! dice = { seed = 7 }                                  # or { rolls = [4, 2] }; none by default
//!
//! [[phases]]
//! title = "Axis operational movement"
//! [[phases.orders]]
//! unit = "1p"
//! path = ["w3718", "w3717"]
//! expect = "legal"                                     # or a clause id: refused by it
//!
//! [[phases]]
//! title = "Axis reserve movement"
//! phase = "reserve"                                    # the keys of the phase's opening order
//! ```
//!
//! An order's keys are its ruleset's ([`umpire_strategic::Order`],
//! [`umpire_civil_war::Order`], [`umpire_minis::Order`]) besides three of the file's own:
//! `expect` (what the recorder expects: `"legal"`, a refusing clause id, or `{ verdict, cost,
//! stop }`), `note`, and `rolls` (scripted rolls for that order alone). An order that names no
//! kind (`order = …`) is a move (an activation on a table). Every phase after the first opens
//! with the ruleset's `next-phase` order (`next-turn` on a table), built from the phase's own
//! keys; the first phase opens with one only if it states keys.
//!
//! ```
//! use std::path::Path;
//! use umpire::play::{OrdersFile, PlayOptions, Session, Start};
//!
//! let text = r#"
//! scenario = "antwerp.toml"
//! [[phases]]
//! [[phases.orders]]
//! unit = "1p"
//! path = ["w3718", "w3717"]
//! "#;
//! let file = OrdersFile::parse(text, "game.toml", Path::new("scenarios/strategic"))?;
//! let scenario = umpire::scenario::load_file(&file.scenario)?;
//! let mut session = Session::new(file, Start::Hex(scenario))?;
//! let played = session.play(PlayOptions::default())?;
//! assert!(played[0].outcome.is_legal(), "{:?}", played[0].outcome);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod board;
mod dice;
mod error;
mod file;
mod session;

use std::path::Path;

pub use board::{Position, Start, read_order};
pub use error::OrdersError;
pub use file::{DiceSpec, Expect, OrderEntry, OrdersFile, PhaseEntry};
pub use session::{PlayOptions, Played, Session};

/// Loads the scenario at `path` a game starts from: a table scenario (a `[table]`) or a hex
/// scenario, as written (lay errata over it with [`Session::with_errata`]).
///
/// # Errors
/// The scenario's own located error.
pub fn load_start(path: &Path) -> Result<Start, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|error| format!("{}: cannot read the scenario: {error}", path.display()))?;
    let origin = path.display().to_string();
    let table = toml::from_str::<toml::Table>(&text).is_ok_and(|t| t.contains_key("table"));
    if table {
        let scenario =
            umpire_minis::load_table(&text, &origin).map_err(|error| error.to_string())?;
        Ok(Start::Table(scenario))
    } else {
        let scenario = umpire_scenario::load_file(path).map_err(|error| error.to_string())?;
        Ok(Start::Hex(scenario))
    }
}

/// The ruleset `[rules]` names, or `default`.
pub(crate) fn ruleset_of(rules: Option<&toml::Table>, default: &str) -> String {
    rules.and_then(|r| r.get("ruleset")).and_then(toml::Value::as_str).unwrap_or(default).to_owned()
}
