//! The demo scenario, embedded: for the `umpire` command, examples and tests.

use std::io;

use crate::error::ScenarioError;
use crate::load::load_str_with;
use crate::scenario::Scenario;

/// The demo scenario file, `scenarios/demo.toml` (this crate ships it as `embedded/demo.toml`;
/// the repository's copy is kept byte-equal by a test). It includes [`DEMO_MAP`] as
/// `maps/demo-map.toml`.
pub const DEMO: &str = include_str!("../embedded/demo.toml");

/// The demo map file, `scenarios/maps/demo-map.toml` (shipped as `embedded/maps/demo-map.toml`).
pub const DEMO_MAP: &str = include_str!("../embedded/maps/demo-map.toml");

/// The name messages use for the demo scenario.
pub const DEMO_ORIGIN: &str = "scenarios/demo.toml";

/// Reads the embedded demo files by include name.
fn demo_files(name: &str) -> Result<String, io::Error> {
    match name {
        "maps/demo-map.toml" => Ok(DEMO_MAP.to_owned()),
        _ => Err(io::Error::new(io::ErrorKind::NotFound, "only the demo map is embedded")),
    }
}

/// Loads the embedded demo scenario, without touching the filesystem.
///
/// # Errors
///
/// Never in a released build (this crate's tests load it); the `Result` is for callers that
/// would rather not rely on that.
pub fn try_load_demo() -> Result<Scenario, ScenarioError> {
    load_str_with(DEMO, DEMO_ORIGIN, &demo_files)
}

/// Loads the embedded demo scenario, without touching the filesystem.
///
/// ```
/// let demo = umpire_scenario::load_demo();
/// assert_eq!(demo.ruleset(), Some("demo"));
/// assert_eq!(demo.map.place_named("Port Ash").map(|p| demo.map.hex_id(p.hex)), Some("e1103".into()));
/// ```
///
/// # Panics
///
/// Only if the embedded demo were broken, which this crate's tests rule out
/// ([`try_load_demo`] returns the error instead).
pub fn load_demo() -> Scenario {
    match try_load_demo() {
        Ok(scenario) => scenario,
        Err(e) => panic!("the embedded demo scenario does not load: {e}"),
    }
}
