//! Small scenario files for this crate's unit tests.

use umpire_scenario::Scenario;

/// A scenario of two clear hexes, `0101` and `0201`, followed by `rest` (its `[[units]]`,
/// `[sides]`…).
///
/// # Panics
/// When the file does not load: the test that wrote `rest` is wrong.
pub(crate) fn two_hexes(rest: &str) -> Scenario {
    let text = format!(
        "name = \"x\"\n[map]\nlayout = \"odd-q\"\ncolumns = [1, 2]\nrows = [1, 1]\n\
         [map.terrain]\nlegend = {{ a = \"clear\" }}\nrows = [\"a a\"]\n{rest}"
    );
    umpire_scenario::load_str(&text, "t.toml").unwrap_or_else(|e| panic!("{e}"))
}
