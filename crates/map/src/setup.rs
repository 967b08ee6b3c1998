//! What can be wrong before a ruleset is asked anything: its rules data, or the map and situation
//! a game is built from.

use core::fmt;

/// Where in which file a problem was found.
///
/// Lines and columns count from 1; columns count characters, not bytes. A `line` of 0 means
/// the file as a whole (or a source that has no lines, such as values built in code).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Position {
    /// The file's name as given to the loader (a path, or the `origin` of a string).
    pub file: String,
    /// The line, from 1 (0: the whole file).
    pub line: usize,
    /// The column in characters, from 1 (0: the whole file).
    pub column: usize,
}

impl Position {
    /// The whole of `file`.
    pub fn file(file: impl Into<String>) -> Position {
        Position { file: file.into(), line: 0, column: 0 }
    }
}

impl fmt::Display for Position {
    /// `file:line:column`, or just `file` for a whole file.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            f.write_str(&self.file)
        } else {
            write!(f, "{}:{}:{}", self.file, self.line, self.column)
        }
    }
}

/// A problem in a ruleset's rules data, in a scenario's ruleset keys, or between the map, the
/// rules data and the situation a game is built from. Every message names the key and, for a
/// misspelt name, the nearest known one.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// The rules data are not valid.
    #[error("{origin}: rules data: {message}")]
    RulesData {
        /// The file (or override) they came from.
        origin: String,
        /// The reader's message: the key and what was expected.
        message: String,
    },
    /// A scenario key has a bad value.
    #[error("{at}: {key}: {message}{}", did_you_mean(.suggestion))]
    Invalid {
        /// The file, line and column of the key (or of the table a missing key belongs in).
        at: Position,
        /// The key path.
        key: String,
        /// What was found and what was expected.
        message: String,
        /// The nearest known name, for a misspelt one.
        suggestion: Option<String>,
    },
    /// The map, the rules data and the situation do not fit together: a terrain the rules data
    /// do not price, a unit of an unknown nationality, a port off the map…
    #[error("{key}: {message}{}", did_you_mean(.suggestion))]
    Mismatch {
        /// What is wrong, as a path: `map.terrain (swmap)`, `situation.units[2].nationality`.
        key: String,
        /// What was found and what was expected.
        message: String,
        /// The nearest known name, for a misspelt one.
        suggestion: Option<String>,
    },
}

impl SetupError {
    /// A [`SetupError::Mismatch`].
    pub fn mismatch(
        key: impl Into<String>,
        message: impl Into<String>,
        suggestion: Option<String>,
    ) -> SetupError {
        SetupError::Mismatch { key: key.into(), message: message.into(), suggestion }
    }

    /// A map terrain `name` the Terrain Effects Chart of the rules data does not price (it
    /// prices `known`): of hex `hex` (its printed id) where one has it, or of the map's legend.
    /// Keyed `map.terrain (name)`, with the nearest priced terrain.
    pub fn unpriced_terrain<'k>(
        name: &str,
        hex: Option<&str>,
        known: impl Iterator<Item = &'k str> + Clone,
    ) -> SetupError {
        let whose = hex.map(|hex| format!("hex {hex}: ")).unwrap_or_default();
        let listed = known.clone().collect::<Vec<_>>().join(", ");
        SetupError::mismatch(
            format!("map.terrain ({name})"),
            format!(
                "{whose}terrain {name:?} is not in the Terrain Effects Chart of the rules data \
                 (known: {listed})"
            ),
            crate::nearest(name, known),
        )
    }

    /// The same error about an attribute of unit `id`: a [`SetupError::Mismatch`]'s message
    /// names the unit (`unit panzer: unknown side "axsi"`).
    #[must_use]
    pub fn of_unit(self, id: &str) -> SetupError {
        match self {
            SetupError::Mismatch { key, message, suggestion } => {
                SetupError::Mismatch { key, message: format!("unit {id}: {message}"), suggestion }
            }
            other => other,
        }
    }

    /// The same error, placed in `origin` (the file a game was read from): a
    /// [`SetupError::Mismatch`] becomes an [`SetupError::Invalid`] of the whole file.
    #[must_use]
    pub fn in_file(self, origin: &str) -> SetupError {
        match self {
            SetupError::Mismatch { key, message, suggestion } => {
                SetupError::Invalid { at: Position::file(origin), key, message, suggestion }
            }
            other => other,
        }
    }
}

/// Why a ruleset's `Game::from_parts` refuses the parts of a game: the same error in every hex
/// ruleset.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PartsError {
    /// The rules data are not valid, or the map, the rules data and the situation do not fit
    /// together (a terrain the rules data do not price, a unit off the map…).
    #[error(transparent)]
    Setup(#[from] SetupError),
    /// The map does not hold together ([`check_hex_board`](crate::check_hex_board)): what the
    /// scenario loader refuses in a file, found on a map given in code (boxed: it names the
    /// hexes at length).
    #[error(transparent)]
    Map(Box<crate::MapError>),
}

impl From<crate::MapError> for PartsError {
    fn from(error: crate::MapError) -> PartsError {
        PartsError::Map(Box::new(error))
    }
}

impl PartsError {
    /// The same error, placed in `origin` (the file a game was read from): a
    /// [`SetupError::Mismatch`] becomes a [`SetupError::Invalid`] of the whole file, and a
    /// problem of the map one of its `map` key.
    #[must_use]
    pub fn in_file(self, origin: &str) -> SetupError {
        match self {
            PartsError::Setup(error) => error.in_file(origin),
            PartsError::Map(error) => SetupError::Invalid {
                at: Position::file(origin),
                key: "map".to_owned(),
                message: error.to_string(),
                suggestion: None,
            },
        }
    }
}

fn did_you_mean(suggestion: &Option<String>) -> String {
    suggestion.as_ref().map(|s| format!(" — did you mean {s:?}?")).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mismatch_reads_as_a_key_and_is_placed_in_a_file() {
        let error = SetupError::mismatch(
            "map.terrain (swmap)",
            "terrain \"swmap\" is not priced",
            Some("swamp".into()),
        );
        assert_eq!(
            error.to_string(),
            "map.terrain (swmap): terrain \"swmap\" is not priced — did you mean \"swamp\"?"
        );
        assert_eq!(
            error.in_file("kiev.toml").to_string(),
            "kiev.toml: map.terrain (swmap): terrain \"swmap\" is not priced — did you mean \"swamp\"?"
        );
    }
}
