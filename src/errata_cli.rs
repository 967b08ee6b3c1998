//! The errata the `umpire` command judges by: `--errata DIR` (else the nearest `errata/` folder
//! in or above the scenario file's folder, else none) and `--edition base|latest|YYYY-MM-DD`
//! (else the edition the scenario pins, else the latest).

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use umpire::errata::Edition;

/// What the command line asked for.
#[derive(Debug, Clone, Default)]
pub struct ErrataChoice {
    /// `--errata DIR`.
    pub folder: Option<PathBuf>,
    /// `--edition`.
    pub edition: Option<Edition>,
}

static CHOICE: OnceLock<ErrataChoice> = OnceLock::new();

/// Keeps the command line's choice for every scenario the command loads.
pub fn choose(choice: ErrataChoice) {
    let _ = CHOICE.set(choice);
}

/// Reads `--edition`'s value.
///
/// # Errors
/// The value names no edition.
pub fn parse_edition(text: &str) -> Result<Edition, String> {
    text.parse()
}

/// Lays the errata in force over `rules` of a scenario of `ruleset` read from `path` (the
/// built-in examples: `None`), saying on stderr which errata apply. Only `ruleset`'s errata are
/// read (and a folder naming no ruleset refused): see [`umpire::errata::load_for`].
///
/// # Errors
/// The errata folder cannot be read, an erratum is malformed, or the scenario's edition is not
/// an edition.
pub fn amend(
    rules: &mut Option<toml::Table>,
    ruleset: &str,
    path: Option<&Path>,
    origin: &str,
) -> Result<(), String> {
    let choice = CHOICE.get().cloned().unwrap_or_default();
    let folder = choice.folder.or_else(|| path.and_then(umpire::errata::folder_for));
    let Some(folder) = folder else { return Ok(()) };
    // Only this ruleset's errata: another ruleset's bad erratum is not this command's business.
    let errata = umpire::errata::load_for(&folder, ruleset).map_err(|e| e.to_string())?;
    let applied = umpire::errata::apply(&errata, rules, ruleset, choice.edition, origin)
        .map_err(|e| e.to_string())?;
    if !applied.is_empty() {
        crate::output::warn(&format!(
            "umpire: {ruleset} rules with errata {} ({})",
            applied.join(", "),
            folder.display()
        ));
    }
    Ok(())
}
