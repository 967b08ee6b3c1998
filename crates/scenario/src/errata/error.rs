//! What can be wrong with errata and editions.

/// A problem with an erratum, a clause catalogue or a scenario's edition.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ErrataError {
    /// A file or folder could not be read.
    #[error("{path}: {message}")]
    Io {
        /// The path.
        path: String,
        /// The system's message.
        message: String,
    },
    /// An erratum file whose name does not start with its date.
    #[error(
        "{origin}: {}an erratum's file name is its date and a short name, \
         YYYY-MM-DD-<slug>.toml (e.g. 2026-12-01-forest-costs-three.toml)",
        reason.as_ref().map(|r| format!("{r}; ")).unwrap_or_default()
    )]
    Name {
        /// The file.
        origin: String,
        /// Why a name shaped like a date is none: `"2026-02-30" is not a date: 2026-02 has 28
        /// days`.
        reason: Option<String>,
    },
    /// TOML that does not parse or does not have an erratum's (or catalogue's) keys.
    #[error("{origin}:{line}:{column}: {message}{}", did_you_mean(.suggestion))]
    Toml {
        /// The file.
        origin: String,
        /// The line (0 when not known).
        line: usize,
        /// The column.
        column: usize,
        /// What is wrong.
        message: String,
        /// The nearest known key.
        suggestion: Option<String>,
    },
    /// An erratum that names a clause wrongly: rewording, touching or retiring one the
    /// catalogue does not hold, adding one it already holds.
    #[error("{origin}{}: {key}: {message}{}", at(*.line, *.column), did_you_mean(.suggestion))]
    Clause {
        /// The erratum file.
        origin: String,
        /// The line of the clause id, from 1 (0 when not known).
        line: usize,
        /// Its column, from 1.
        column: usize,
        /// Where in it (`reworded[0].id`).
        key: String,
        /// What is wrong.
        message: String,
        /// The nearest clause id.
        suggestion: Option<String>,
    },
    /// A file that could not be read as text: not a regular file, too large, or not UTF-8
    /// (located by line and byte).
    #[error("{0}")]
    File(crate::source::FileError),
    /// An erratum whose rules data the ruleset refuses.
    #[error("{origin}{}: {key}: {message}", at(*.line, *.column))]
    Data {
        /// The erratum file.
        origin: String,
        /// The line of the key the ruleset refuses, from 1 (0 when not known).
        line: usize,
        /// Its column, from 1.
        column: usize,
        /// The key (`data.terrain.swamp.cots`; `data` when not known).
        key: String,
        /// The ruleset's message (naming the key).
        message: String,
    },
    /// A scenario's `[rules] edition` that is not `base`, `latest` or a date.
    #[error("{origin}: rules.edition: {message}")]
    Edition {
        /// The scenario file.
        origin: String,
        /// What is wrong and what to write.
        message: String,
    },
    /// An errata folder for a ruleset there is no such thing as.
    #[error("{origin}: there is no ruleset {ruleset:?}{}", did_you_mean(.suggestion))]
    Ruleset {
        /// The folder.
        origin: String,
        /// Its name.
        ruleset: String,
        /// The nearest ruleset.
        suggestion: Option<String>,
    },
}

/// `:line:column`, or nothing when the line is not known.
fn at(line: usize, column: usize) -> String {
    if line == 0 { String::new() } else { format!(":{line}:{column}") }
}

fn did_you_mean(suggestion: &Option<String>) -> String {
    suggestion.as_ref().map(|s| format!(" — did you mean {s:?}?")).unwrap_or_default()
}
