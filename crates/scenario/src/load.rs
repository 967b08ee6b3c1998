//! The loaders: from a file (with includes, confined to a root folder), from a string (with or
//! without a way to read includes).

use std::io;
use std::path::{Path, PathBuf};

use crate::build::build;
use crate::error::{ErrorKind, Position, ScenarioError};
use crate::include::{Files, Reader, load_all};
use crate::merge::merge;
use crate::scenario::Scenario;
use crate::source::{read_bytes, utf8};

/// How [`load_file_with`] reads a scenario's files.
///
/// ```
/// use std::path::Path;
/// use umpire_scenario::{LoadOptions, load_file_with};
///
/// // The demo (shipped with this crate in embedded/) may include anything under embedded/.
/// let embedded = Path::new(env!("CARGO_MANIFEST_DIR")).join("embedded");
/// let options = LoadOptions::within(&embedded); // or LoadOptions { root: Some(…) }
/// let scenario = load_file_with(&embedded.join("demo.toml"), &options)?;
/// assert_eq!(scenario.name, "Demo: across the river");
/// # Ok::<(), umpire_scenario::ScenarioError>(())
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LoadOptions {
    /// The folder every included file must lie in (after `..` and symbolic links are
    /// followed). `None`: the scenario file's own folder (and the folders below it).
    pub root: Option<PathBuf>,
}

impl LoadOptions {
    /// Includes confined to `root` instead of the scenario file's own folder.
    pub fn within(root: impl Into<PathBuf>) -> LoadOptions {
        LoadOptions { root: Some(root.into()) }
    }
}

/// Loads the scenario file at `path`, with the files it includes (relative to its folder),
/// confined to its own folder: [`load_file_with`] with the default [`LoadOptions`].
///
/// Messages name files by `path` as given and the include entries joined to its folder, e.g.
/// `scenarios/maps/demo-map.toml:12:3: …`.
///
/// # Errors
///
/// A [`ScenarioError`] saying where (file, line, column, key) and what is wrong: an unreadable
/// file, a TOML syntax error, a wrong type, a missing key, an unknown name (with the nearest
/// known one), a bad hex id, a terrain row of the wrong length, a duplicate, a hexside between
/// hexes that do not touch, a road that jumps, an include cycle, a map too large, and what
/// [`load_file_with`] refuses of files and includes.
pub fn load_file(path: &Path) -> Result<Scenario, ScenarioError> {
    load_file_with(path, &LoadOptions::default())
}

/// Loads the scenario file at `path`, with the files it includes, as `options` say.
///
/// Every file is read as [`crate::read_text`] reads it: a regular file (a folder, FIFO or
/// device is refused without being opened for reading), at most [`crate::MAX_FILE_BYTES`],
/// UTF-8 (the first bad byte located by line and byte). Includes are paths relative to the
/// file that includes them; an absolute include is refused, and so is one that resolves —
/// through `..` or a symbolic link — outside the root ([`LoadOptions::root`], by default the
/// scenario file's own folder; there, a name whose `..` climbs above the folder is refused as
/// written, so no message tells what exists outside). An included file whose top level is not a scenario's (keys
/// other than `name`, `include`, `map`, `units` and `rules`) is refused naming only the file,
/// the line and the key, never quoting its text.
///
/// # Errors
///
/// As [`load_file`]; also [`ErrorKind::NotARegularFile`], [`ErrorKind::TooLarge`],
/// [`ErrorKind::NotUtf8`], [`ErrorKind::AbsoluteInclude`], [`ErrorKind::IncludeOutsideRoot`],
/// [`ErrorKind::NotAFragment`], and [`ErrorKind::BadRoot`] for a root that is no folder.
pub fn load_file_with(path: &Path, options: &LoadOptions) -> Result<Scenario, ScenarioError> {
    let origin = path.to_string_lossy().into_owned();
    let whole = |kind| ScenarioError::new(Position::file(origin.clone()), "", kind);
    let bytes = read_bytes(path).map_err(|e| whole(ErrorKind::from_read(e, None)))?;
    let text = utf8(bytes).map_err(|problem| {
        let (line, column) = problem.line_column();
        ScenarioError::new(
            Position { file: origin.clone(), line, column },
            "",
            ErrorKind::from_read(problem, None),
        )
    })?;
    let folder = path.parent().map(Path::to_path_buf).unwrap_or_default();
    let root = options.root.clone().unwrap_or_else(|| folder.clone());
    let shown_root = match root.to_string_lossy() {
        name if name.is_empty() => ".".to_owned(),
        name => name.into_owned(),
    };
    let bad_root = |reason: String| whole(ErrorKind::BadRoot { root: shown_root.clone(), reason });
    let seen = if root.as_os_str().is_empty() { Path::new(".") } else { root.as_path() };
    let canonical_root = std::fs::canonicalize(seen).map_err(|e| bad_root(e.to_string()))?;
    if !canonical_root.is_dir() {
        return Err(bad_root("it is not a folder".to_owned()));
    }
    let first = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
    let own_folder = options.root.is_none();
    let files = Files { folder, root: canonical_root, shown_root, own_folder, first };
    build(merge(load_all(text, &origin, Reader::Files(files))?))
}

/// Loads a scenario from `text`, called `origin` in messages. The text may not include other
/// files (there is no way to read them): use [`load_str_with`] or [`load_file`] for that.
///
/// # Errors
///
/// As [`load_file`]; an `include` is refused with [`ErrorKind::IncludeUnavailable`].
pub fn load_str(text: &str, origin: &str) -> Result<Scenario, ScenarioError> {
    build(merge(load_all(text.to_owned(), origin, Reader::None)?))
}

/// Loads a scenario from `text`, called `origin` in messages, reading included files with
/// `resolve`.
///
/// `resolve` gets each include's name relative to the folder of `origin` (an include
/// `"terrain.toml"` inside `maps/demo-map.toml` arrives as `maps/terrain.toml`); messages call
/// the included file by that name joined to `origin`'s folder. Includes stay inside that
/// folder: an absolute include, or one whose `..` climbs above `origin`'s folder, is refused
/// before `resolve` is asked ([`ErrorKind::AbsoluteInclude`], [`ErrorKind::IncludeOutsideRoot`]);
/// what `resolve` itself reads (symbolic links, special files) is its own business. A text it
/// gives of more than [`crate::MAX_FILE_BYTES`] is refused ([`ErrorKind::TooLarge`]), and an
/// included text that is not a scenario fragment too ([`ErrorKind::NotAFragment`]).
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
    build(merge(load_all(text.to_owned(), origin, Reader::Resolver(resolve))?))
}
