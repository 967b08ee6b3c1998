//! How the `umpire` command reads the files it is given: `--root DIR` (else each scenario's
//! own folder) confines a scenario's includes, and every file is read the way the scenario
//! reader reads one — a regular file, capped in size, UTF-8 text.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use umpire::scenario::{FileError, LoadOptions, Scenario, ScenarioError};

static OPTIONS: OnceLock<LoadOptions> = OnceLock::new();

/// Keeps `--root` for every scenario the command loads.
pub fn choose(root: Option<PathBuf>) {
    let _ = OPTIONS.set(LoadOptions { root });
}

/// The loading options the command line chose.
pub fn options() -> LoadOptions {
    OPTIONS.get().cloned().unwrap_or_default()
}

/// The hex scenario at `path`, its includes confined as the command line chose.
///
/// # Errors
/// The loader's located error.
pub fn load_file(path: &Path) -> Result<Scenario, ScenarioError> {
    umpire::scenario::load_file_with(path, &options())
}

/// The text of the file at `path`, read as every scenario file is.
///
/// # Errors
/// The file is missing, not a regular file, too large or not UTF-8, with where.
pub fn read(path: &Path) -> Result<String, FileError> {
    umpire::scenario::read_text(path)
}
