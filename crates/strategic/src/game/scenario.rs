//! The scenario-file adapter (feature `scenario`): a phase read from a loaded scenario fills the
//! same typed values a game builds in code.

use umpire_scenario::{Scenario, ScenarioMap};

use crate::error::SetupError;
use crate::facts::unpriced_terrain;
use crate::setup;

use super::Game;

#[cfg_attr(docsrs, doc(cfg(feature = "scenario")))]
impl Game<ScenarioMap> {
    /// The phase `scenario` sets up: its map, its `[rules]` (with the `[rules.data]` overrides
    /// laid over the rules data as published) and its units.
    ///
    /// # Errors
    /// [`SetupError`] naming the file, the key and the nearest known name.
    pub fn new(scenario: &Scenario) -> Result<Game<ScenarioMap>, SetupError> {
        let (data, situation) = setup::read(scenario)?;
        // Every terrain the legend names is priced, whether or not a hex uses it.
        if let Some(name) =
            scenario.map.terrain_names().iter().find(|n| !data.terrain.contains_key(*n))
        {
            let error = unpriced_terrain(name, None, &data);
            return Err(match (error, scenario.terrain_written(name)) {
                (SetupError::Mismatch { message, suggestion, .. }, Some((key, at))) => {
                    SetupError::Invalid { at, key, message, suggestion }
                }
                (error, _) => error.in_file(&scenario.origin),
            });
        }
        // The loader has held the map file together already: a map error never comes, for a
        // loaded scenario.
        Game::from_parts(scenario.map.clone(), data, situation)
            .map_err(|error| error.in_file(&scenario.origin))
    }
}
