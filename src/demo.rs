//! The `umpire` command's built-in demo: the Antwerp overruns example of 3.2 on a 16 x 17-hex
//! piece of the west map (`scenarios/strategic/low-countries.toml`, embedded). The hexes the
//! example names are as the example needs them; the terrain beyond them is ours, not the
//! published map's.
//!
//! ```
//! let demo = umpire::demo::load()?;
//! assert_eq!(demo.ruleset(), Some("strategic"));
//! let antwerp = demo.map.place_named("Antwerp").map(|p| demo.map.hex_id(p.hex));
//! assert_eq!(antwerp.as_deref(), Some("w3718"));
//! # Ok::<(), umpire::scenario::ScenarioError>(())
//! ```

use crate::scenario::{Scenario, ScenarioError, load_str};

/// The demo scenario file, `scenarios/strategic/low-countries.toml`.
pub const SCENARIO: &str = include_str!("../scenarios/strategic/low-countries.toml");

/// The name messages give the demo scenario: its path in the repository.
pub const ORIGIN: &str = "scenarios/strategic/low-countries.toml";

/// What the demo is, in a few words (for the command's notes).
pub const ABOUT: &str = "the Antwerp overruns of 3.2 in the Low Countries";

/// The demo's unit whose reach the command suggests drawing: 1st Panzer Army in Antwerp.
pub const UNIT: &str = "1p";

/// What the `umpire` command says after showing the demo: the commands that draw and list its
/// unit's reach, and check the example's refused move.
pub fn hint() -> String {
    format!(
        "\nThis is the built-in demo ({ORIGIN}: {ABOUT}).\n\
         Draw the reach of {UNIT} (1st Panzer Army in Antwerp): umpire render --unit {UNIT} -o reach.svg\n\
         List it: umpire reach --unit {UNIT}\n\
         Check the move the example refuses: umpire check --unit {UNIT} --path w3718,w3717,w3617\n\
         Another scenario: umpire show <scenario.toml>\n"
    )
}

/// Loads the embedded demo scenario, without touching the filesystem.
///
/// # Errors
///
/// Never for the shipped file (this module's tests load it); the `Result` spares callers a
/// panic should it ever be edited into a broken state.
pub fn load() -> Result<Scenario, ScenarioError> {
    load_str(SCENARIO, ORIGIN)
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;

    #[test]
    fn the_demo_loads_and_is_the_antwerp_example_on_a_larger_map() {
        let demo = load().unwrap();
        assert_eq!(demo.ruleset(), Some("strategic"));
        let hexes = demo.map.hexes().count();
        assert_eq!(hexes, 16 * 17, "columns 30-45, rows 10-26");
        for (name, id) in [
            ("Antwerp", "w3718"),
            ("Calais", "w3717"),
            ("Lille", "w3618"),
            ("Amiens", "w3617"),
            ("Reims", "w3517"),
            ("Verdun", "w3518"),
            ("Paris", "w3516"),
        ] {
            let place = demo.map.place_named(name).unwrap();
            assert_eq!(demo.map.hex_id(place.hex), id);
        }
        assert!(demo.units.iter().any(|u| u.id == UNIT));
    }
}
