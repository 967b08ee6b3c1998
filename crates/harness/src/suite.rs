//! What one run judges by: the errata in force, the worked-example errata, the clause ids a tag
//! may name, the files steps may read, and whether each scenario's picture is drawn.
//!
//! A [`Suite`] is shared by every scenario of a run (each scenario's world holds it), so two
//! runs in one process — the rules as published and under an erratum — never see each other's
//! errata.

use std::sync::{Arc, LazyLock};

use umpire_play::errata::{self, Edition, Errata};

use crate::library::Library;
use crate::run::clause_tags::Clauses;

/// What a run judges by.
#[derive(Debug, Clone)]
pub struct Suite {
    /// The errata in force (none: the rules as published).
    pub errata: Errata,
    /// The worked-example errata a scenario tagged `@errata-examples` is judged by.
    pub examples: Errata,
    /// The clause ids a tag or a `Then` step may name: each catalogue, amended by both sets.
    pub clauses: Clauses,
    /// The files steps may read.
    pub library: Library,
    /// Whether each scenario's picture is drawn (for the rulebook).
    pub pictures: bool,
    /// The edition a scenario is judged by when its tags and its file pin none (`None`: the
    /// latest).
    pub edition: Option<Edition>,
}

/// The tag that judges a scenario by the worked-example errata.
pub const EXAMPLES_TAG: &str = "errata-examples";

impl Suite {
    /// A suite judging by `errata` (and the worked examples `examples`), reading `library`.
    ///
    /// # Errors
    /// An erratum is not valid for its ruleset, or a catalogue cannot be amended by it.
    pub fn new(errata: Errata, examples: Errata, library: Library) -> Result<Suite, String> {
        errata::check(&errata).map_err(|e| e.to_string())?;
        errata::check(&examples).map_err(|e| e.to_string())?;
        let clauses = Clauses::read([&errata, &examples])?;
        Ok(Suite { errata, examples, clauses, library, pictures: false, edition: None })
    }

    /// The same suite judging by `errata` instead (an erratum tried, a mutant).
    ///
    /// # Errors
    /// As [`Suite::new`].
    pub fn with_errata(&self, errata: Errata) -> Result<Suite, String> {
        let mut suite = Suite::new(errata, self.examples.clone(), self.library.clone())?;
        suite.pictures = self.pictures;
        suite.edition = self.edition;
        Ok(suite)
    }

    /// The errata a scenario is judged by: the worked examples when it is tagged so.
    pub fn errata_for(&self, examples: bool) -> &Errata {
        if examples { &self.examples } else { &self.errata }
    }

    /// The suite a world has before its run gives it one: the rules as published, no files.
    pub fn empty() -> Arc<Suite> {
        static EMPTY: LazyLock<Arc<Suite>> = LazyLock::new(|| {
            Arc::new(Suite {
                errata: Errata::none(),
                examples: Errata::none(),
                clauses: Clauses::default(),
                library: Library::default(),
                pictures: false,
                edition: None,
            })
        });
        Arc::clone(&EMPTY)
    }
}

/// The edition a scenario's tags ask for (`@edition-base`, `@edition-2026-12-01`,
/// `@edition-latest`), if any.
///
/// # Errors
/// A tag names no edition, or two tags name different ones.
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
