//! The errata in force for a run, and the edition a scenario asks for with a tag.
//!
//! The run reads the project's errata, `errata/` at the workspace root (none: the project ships
//! no real errata, so the rules are judged as published), or the folder `$UMPIRE_ERRATA` names;
//! then
//! leaves out the erratum `$UMPIRE_ERRATA_WITHOUT` names (`<ruleset>/<id>`) and adds the file
//! `$UMPIRE_ERRATA_WITH` names (`cargo xtask errata` runs the suite without, then with, the
//! erratum it tries). A
//! scenario tagged `@edition-base` (or `@edition-2026-12-01`, `@edition-latest`) is judged by
//! that edition whatever its scenario file pins. A scenario tagged `@errata-examples` is judged
//! with the worked-example errata of `errata-examples/` instead of the project's (the errata
//! feature, which shows how errata work); when `$UMPIRE_ERRATA` names that folder (`cargo xtask
//! errata` on a worked example), the two are one set.

use std::path::PathBuf;
use std::sync::OnceLock;

use umpire::errata::{Edition, Errata, Erratum};

static ERRATA: OnceLock<Errata> = OnceLock::new();
static EXAMPLES: OnceLock<Errata> = OnceLock::new();

/// The tag that judges a scenario with the worked-example errata.
pub const EXAMPLES_TAG: &str = "errata-examples";

/// The folder the run reads its errata from.
pub fn folder() -> PathBuf {
    std::env::var_os("UMPIRE_ERRATA")
        .map_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("errata"), PathBuf::from)
}

/// The folder of the worked-example errata.
pub fn examples_folder() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("errata-examples")
}

/// Reads and checks the errata, and keeps them for the run.
///
/// # Errors
/// An erratum that cannot be read or whose data its ruleset refuses.
pub fn install() -> Result<&'static Errata, String> {
    let mut errata = Errata::load(&folder()).map_err(|e| e.to_string())?;
    if let Ok(name) = std::env::var("UMPIRE_ERRATA_WITHOUT") {
        let (ruleset, id) = name
            .split_once('/')
            .ok_or_else(|| format!("UMPIRE_ERRATA_WITHOUT={name}: write <ruleset>/<id>"))?;
        errata = errata.without(ruleset, id);
    }
    if let Some(file) = std::env::var_os("UMPIRE_ERRATA_WITH") {
        let path = PathBuf::from(file);
        let text =
            std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        errata = errata.with(Erratum::parse(&text, &path).map_err(|e| e.to_string())?);
    }
    umpire::errata::check(&errata).map_err(|e| e.to_string())?;
    let same = folder().canonicalize().ok() == examples_folder().canonicalize().ok();
    let examples = if same {
        errata.clone()
    } else {
        let examples = Errata::load(&examples_folder()).map_err(|e| e.to_string())?;
        umpire::errata::check(&examples).map_err(|e| e.to_string())?;
        examples
    };
    let _ = EXAMPLES.set(examples);
    Ok(ERRATA.get_or_init(|| errata))
}

/// The errata in force (none before [`install`]).
pub fn in_force() -> &'static Errata {
    ERRATA.get_or_init(Errata::none)
}

/// The errata a scenario is judged with: the worked examples when it is tagged
/// `@errata-examples`, else those in force.
pub fn for_scenario(examples: bool) -> &'static Errata {
    if examples { EXAMPLES.get_or_init(Errata::none) } else { in_force() }
}

/// The edition the tags ask for (`edition-base`, `edition-2026-12-01`), if any.
///
/// # Errors
/// A tag `edition-…` that names no edition, or two such tags.
pub fn edition_of<'a>(
    tags: impl IntoIterator<Item = &'a String>,
) -> Result<Option<Edition>, String> {
    let mut found: Option<Edition> = None;
    for tag in tags {
        let Some(name) = tag.strip_prefix("edition-") else { continue };
        let edition: Edition = name.parse().map_err(|e| format!("@{tag}: {e}"))?;
        if found.is_some_and(|f| f != edition) {
            return Err(format!("@{tag}: the scenario already asks for another edition"));
        }
        found = Some(edition);
    }
    Ok(found)
}
