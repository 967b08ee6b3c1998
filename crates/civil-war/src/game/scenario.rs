//! The scenario-file adapter (feature `scenario`): a game read from a loaded scenario.

use umpire_scenario::{Scenario, ScenarioMap};

use crate::error::SetupError;
use crate::setup;

use super::Game;

impl Game<ScenarioMap> {
    /// The phase `scenario` sets up: its map, the rules data with its `[rules.data]` overrides,
    /// and the situation its `[rules]` and unit keys describe.
    ///
    /// # Errors
    /// [`SetupError`] naming the file, line, key and nearest name.
    pub fn new(scenario: &Scenario) -> Result<Game<ScenarioMap>, SetupError> {
        let (data, situation) = setup::read(scenario)?;
        Game::from_parts(scenario.map.clone(), data, situation)
            .map_err(|error| error.in_file(&scenario.origin))
    }
}
