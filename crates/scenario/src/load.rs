//! The loaders: from a file (with includes), from a string (with or without a way to read
//! includes).

use std::io;
use std::path::Path;

use crate::build::build;
use crate::error::{ErrorKind, Position, ScenarioError};
use crate::include::load_all;
use crate::merge::merge;
use crate::scenario::Scenario;

/// Loads the scenario file at `path`, with the files it includes (relative to its folder).
///
/// Messages name files by `path` as given and the include entries joined to its folder, e.g.
/// `scenarios/maps/demo-map.toml:12:3: …`.
///
/// # Errors
///
/// A [`ScenarioError`] saying where (file, line, column, key) and what is wrong: an unreadable
/// file, a TOML syntax error, a wrong type, a missing key, an unknown name (with the nearest
/// known one), a bad hex id, a terrain row of the wrong length, a duplicate, a hexside between
/// hexes that do not touch, a road that jumps, an include cycle, a map too large…
pub fn load_file(path: &Path) -> Result<Scenario, ScenarioError> {
    let origin = path.to_string_lossy().into_owned();
    let text = std::fs::read_to_string(path).map_err(|e| {
        ScenarioError::new(
            Position { file: origin.clone(), line: 0, column: 0 },
            "",
            ErrorKind::Unreadable { reason: e.to_string() },
        )
    })?;
    let folder = path.parent().map(Path::to_path_buf).unwrap_or_default();
    let resolve = move |name: &str| std::fs::read_to_string(folder.join(name));
    load_str_with(&text, &origin, &resolve)
}

/// Loads a scenario from `text`, called `origin` in messages. The text may not include other
/// files (there is no way to read them): use [`load_str_with`] or [`load_file`] for that.
///
/// # Errors
///
/// As [`load_file`]; an `include` is refused with [`ErrorKind::IncludeUnavailable`].
pub fn load_str(text: &str, origin: &str) -> Result<Scenario, ScenarioError> {
    build(merge(load_all(text.to_owned(), origin, None)?))
}

/// Loads a scenario from `text`, called `origin` in messages, reading included files with
/// `resolve`.
///
/// `resolve` gets each include's name relative to the folder of `origin` (an include
/// `"terrain.toml"` inside `maps/demo-map.toml` arrives as `maps/terrain.toml`); messages call
/// the included file by that name joined to `origin`'s folder.
///
/// ```
/// use umpire_scenario::{load_str_with, DEMO, DEMO_MAP};
///
/// let files = |name: &str| match name {
///     "maps/demo-map.toml" => Ok(DEMO_MAP.to_owned()),
///     _ => Err(std::io::Error::from(std::io::ErrorKind::NotFound)),
/// };
/// let scenario = load_str_with(DEMO, "demo.toml", &files)?;
/// assert_eq!(scenario.name, "Demo: across the river");
/// # Ok::<(), umpire_scenario::ScenarioError>(())
/// ```
///
/// # Errors
///
/// As [`load_file`].
pub fn load_str_with(
    text: &str,
    origin: &str,
    resolve: &dyn Fn(&str) -> Result<String, io::Error>,
) -> Result<Scenario, ScenarioError> {
    build(merge(load_all(text.to_owned(), origin, Some(resolve))?))
}
