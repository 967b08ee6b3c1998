//! The scenario-file adapter (feature `scenario`): a game read from a loaded scenario.

use umpire_scenario::{Scenario, ScenarioMap};

use crate::error::SetupError;
use crate::setup;

use super::Game;

#[cfg_attr(docsrs, doc(cfg(feature = "scenario")))]
impl Game<ScenarioMap> {
    /// The phase `scenario` sets up: its map, the rules data with its `[rules.data]` overrides,
    /// and the situation its `[rules]` and unit keys describe.
    ///
    /// # Errors
    /// [`SetupError`] naming the file, line, key and nearest name.
    pub fn new(scenario: &Scenario) -> Result<Game<ScenarioMap>, SetupError> {
        let (data, situation) = setup::read(scenario)?;
        // The base is the one `[rules.rail]` states: a scenario states its rails once, on the
        // map, and each side's own lines by their hexes there.
        Game::build(scenario.map.clone(), data, situation, false)
            .map_err(|error| error.in_file(&scenario.origin))
    }
}
