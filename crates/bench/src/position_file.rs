//! The full-size strategic position ([`strategic_scenario`]) as scenario files the `umpire`
//! command reads: each map is loaded, set up as a [`Game`] and written back through the
//! strategic rules' own save path ([`Game::save`], what `umpire play --save` writes), so the
//! file is one a user could have saved. Also the one order the whole-process figures check: a
//! cheapest path of the first Axis unit to the farthest place it reaches.

use std::path::{Path, PathBuf};

use umpire_map::{HexBoard, MapPlace};
use umpire_scenario::{ScenarioError, load_str};
use umpire_strategic::{Game, OrderError, SetupError};

use crate::strategic::strategic_scenario;

/// The maps of the full-size position, by prefix.
pub const PREFIXES: [&str; 2] = ["w", "e"];

/// The side whose units the position's queries move.
pub const SIDE: &str = "axis";

/// What went wrong writing or reading a position file.
#[derive(Debug, thiserror::Error)]
pub enum PositionError {
    /// The generated text did not load as a scenario.
    #[error("the generated position does not load: {0}")]
    Scenario(#[from] Box<ScenarioError>),
    /// The strategic rules refused the position.
    #[error("the strategic rules refuse the generated position: {0}")]
    Setup(#[from] SetupError),
    /// A query on the position failed.
    #[error("a query on the generated position failed: {0}")]
    Order(#[from] OrderError),
    /// The saved position did not serialise.
    #[error("the position does not serialise as TOML: {0}")]
    Toml(#[from] toml::ser::Error),
    /// The file could not be written.
    #[error("cannot write {path}: {source}")]
    Write {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The moving side's first unit reaches nowhere, so there is no order to check.
    #[error("unit {0} reaches no place: no order to check")]
    NoMove(String),
}

/// The game of map `prefix` of the position.
///
/// # Errors
/// [`PositionError`] if the generated text does not load or set up.
pub fn game(prefix: &str) -> Result<Game<umpire_scenario::ScenarioMap>, PositionError> {
    let scenario = load_str(&strategic_scenario(prefix), "benchmark.toml").map_err(Box::new)?;
    Ok(Game::new(&scenario)?)
}

/// Map `prefix` of the position as scenario text, written by the strategic save path.
///
/// # Errors
/// [`PositionError`] if the position does not load, set up or serialise.
pub fn saved_text(prefix: &str) -> Result<String, PositionError> {
    let scenario = load_str(&strategic_scenario(prefix), "benchmark.toml").map_err(Box::new)?;
    let game = Game::new(&scenario)?;
    Ok(toml::to_string(&game.save(&scenario))?)
}

/// Writes every map of the position into `dir` as `strategic-<prefix>.toml`, returning the
/// files in [`PREFIXES`] order.
///
/// # Errors
/// [`PositionError`] if a map does not load or serialise, or a file cannot be written.
pub fn write_position(dir: &Path) -> Result<Vec<PathBuf>, PositionError> {
    std::fs::create_dir_all(dir)
        .map_err(|source| PositionError::Write { path: dir.to_owned(), source })?;
    PREFIXES
        .iter()
        .map(|prefix| {
            let path = dir.join(format!("strategic-{prefix}.toml"));
            std::fs::write(&path, saved_text(prefix)?)
                .map_err(|source| PositionError::Write { path: path.clone(), source })?;
            Ok(path)
        })
        .collect()
}

/// An order to check: a unit and its path, as places and as the ids `umpire check --path`
/// takes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckOrder {
    /// The unit.
    pub unit: String,
    /// The path, its start first.
    pub places: Vec<MapPlace>,
    /// The same path as printed ids.
    pub ids: Vec<String>,
}

/// One order to check on map `prefix`: the first Axis unit (`a0`) along a cheapest path to
/// the farthest place it reaches (the dearest, the first listed of those).
///
/// # Errors
/// [`PositionError`] if the position does not set up, the reach fails, or the unit reaches
/// no place.
pub fn check_order(prefix: &str) -> Result<CheckOrder, PositionError> {
    let game = game(prefix)?;
    let unit = "a0".to_owned();
    let reach = game.reach(&unit)?;
    let mut farthest = None;
    for reachable in &reach.places {
        if farthest.is_none_or(|f: &umpire_strategic::Reachable| reachable.cost > f.cost) {
            farthest = Some(reachable);
        }
    }
    let Some(farthest) = farthest else { return Err(PositionError::NoMove(unit)) };
    let places = reach.path_of(farthest);
    let ids = places.iter().map(|&place| game.map().place_id(place)).collect();
    Ok(CheckOrder { unit, places, ids })
}
