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
//! use umpire_play::{OrdersFile, PlayOptions, Session, Start};
//!
//! let text = r#"
//! scenario = "antwerp.toml"
//! [[phases]]
//! [[phases.orders]]
//! unit = "1p"
//! path = ["w3718", "w3717"]
//! "#;
//! let file = OrdersFile::parse(text, "game.toml", Path::new("scenarios/strategic"))?;
//! assert_eq!(file.scenario, Path::new("scenarios/strategic/antwerp.toml"));
//! let antwerp = include_str!("../../strategic/embedded/antwerp.toml");
//! let scenario = umpire_scenario::load_str(antwerp, "antwerp.toml")?;
//! let mut session = Session::new(file, Start::Hex(scenario))?;
//! let played = session.play(PlayOptions::default())?;
//! assert!(played[0].outcome.is_legal(), "{:?}", played[0].outcome);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod errata;

mod board;
mod dice;
mod error;
mod file;
mod session;

use std::path::Path;

use umpire_scenario::LoadOptions;

pub use board::{Position, Start, read_order};
pub use error::OrdersError;
pub use file::{DiceSpec, Expect, OrderEntry, OrdersFile, PhaseEntry};
pub use session::{PlayOptions, Played, Session};

/// Loads the scenario at `path` a game starts from: a table scenario (a `[table]`) or a hex
/// scenario, as written (lay errata over it with [`Session::with_errata`]).
///
/// # Errors
/// The scenario's own located error, as text ([`open_start`] keeps it whole).
pub fn load_start(path: &Path) -> Result<Start, String> {
    open_start(path).map_err(|error| error.to_string())
}

/// As [`load_start`], keeping the loader's located error.
///
/// # Errors
/// [`StartError`]: the file cannot be read, or the loader's error.
pub fn open_start(path: &Path) -> Result<Start, StartError> {
    open_start_with(path, &LoadOptions::default())
}

/// As [`open_start`], with a hex scenario's includes confined as `options` say (by default to
/// the scenario's own folder).
///
/// # Errors
/// As [`open_start`].
pub fn open_start_with(path: &Path, options: &LoadOptions) -> Result<Start, StartError> {
    let text = umpire_scenario::read_text(path)?;
    let origin = path.display().to_string();
    if is_table(&text) {
        Ok(Start::Table(umpire_minis::load_table(&text, &origin)?))
    } else {
        Ok(Start::Hex(umpire_scenario::load_file_with(path, options)?))
    }
}

/// As [`open_start`], from the scenario's `text` (called `origin` in messages), a hex
/// scenario's includes read with `resolve` (see [`umpire_scenario::load_str_with`]).
///
/// ```
/// let text = include_str!("../../strategic/embedded/antwerp.toml");
/// let none = |_: &str| Err(std::io::Error::from(std::io::ErrorKind::NotFound));
/// let start = umpire_play::start_from_str(text, "antwerp.toml", &none)?;
/// assert!(matches!(start, umpire_play::Start::Hex(_)));
/// # Ok::<(), umpire_play::StartError>(())
/// ```
///
/// # Errors
/// The loader's located error.
pub fn start_from_str(
    text: &str,
    origin: &str,
    resolve: &dyn Fn(&str) -> std::io::Result<String>,
) -> Result<Start, StartError> {
    if is_table(text) {
        Ok(Start::Table(umpire_minis::load_table(text, origin)?))
    } else {
        Ok(Start::Hex(umpire_scenario::load_str_with(text, origin, resolve)?))
    }
}

/// Whether `text` is a table scenario (it has a `[table]`).
fn is_table(text: &str) -> bool {
    toml::from_str::<toml::Table>(text).is_ok_and(|t| t.contains_key("table"))
}

/// Why the scenario a game starts from cannot be loaded.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StartError {
    /// The file cannot be read: missing, not a regular file, too large or not UTF-8.
    #[error(transparent)]
    File(#[from] umpire_scenario::FileError),
    /// A hex scenario's located error.
    #[error(transparent)]
    Scenario(#[from] umpire_scenario::ScenarioError),
    /// A table scenario's located error.
    #[error(transparent)]
    Table(#[from] umpire_minis::TableError),
}

impl StartError {
    /// The file at fault.
    pub fn file(&self) -> &str {
        match self {
            StartError::File(error) => &error.at.file,
            StartError::Scenario(error) => error.file(),
            StartError::Table(error) => &error.origin,
        }
    }
}

/// The ruleset `[rules]` names, or `default`.
pub(crate) fn ruleset_of(rules: Option<&toml::Table>, default: &str) -> String {
    rules.and_then(|r| r.get("ruleset")).and_then(toml::Value::as_str).unwrap_or(default).to_owned()
}
