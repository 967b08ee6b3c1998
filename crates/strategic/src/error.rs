//! What can go wrong before the rules are asked anything: bad rules data, a map that does not
//! hold together, parts of a game that do not fit, a bad order.

use umpire_map::SearchError;

/// A problem in the rules data, in a scenario's keys, or between the map, the rules data and the
/// situation: the shared ruleset setup error.
pub use umpire_map::SetupError;

/// Why [`Game::from_parts`](crate::Game::from_parts) refuses the parts of a game, and what is
/// wrong with a map that does not hold together: the errors every hex ruleset shares.
pub use umpire_map::{MapError, PartsError};

/// A problem with an order (reach, check or move) itself, before any rule is applied.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OrderError {
    /// No unit has this id.
    #[error("no unit {id:?} in this game{}", did_you_mean(.suggestion))]
    UnknownUnit {
        /// The id as given.
        id: String,
        /// The nearest unit id.
        suggestion: Option<String>,
    },
    /// No side has this name.
    #[error("no side {name:?}{} (sides: {known})", did_you_mean(.suggestion))]
    UnknownSide {
        /// The name as given.
        name: String,
        /// The nearest side.
        suggestion: Option<String>,
        /// The sides, comma separated.
        known: String,
    },
    /// A place id that is neither a hex of the map nor a box.
    #[error("{position}: {id:?} is not a place on this map: {reason}{}", did_you_mean(.suggestion))]
    UnknownPlace {
        /// Where in the order, e.g. `path item 3`.
        position: String,
        /// The id as given.
        id: String,
        /// Why it is not a place.
        reason: String,
        /// The nearest box id.
        suggestion: Option<String>,
    },
    /// The unit is not on the map (eliminated by an overrun earlier in the phase).
    #[error("unit {id:?} is not on the map (it was eliminated)")]
    NotOnMap {
        /// The unit.
        id: String,
    },
    /// The search could not run.
    #[error(transparent)]
    Search(#[from] SearchError),
}

fn did_you_mean(suggestion: &Option<String>) -> String {
    suggestion.as_ref().map(|s| format!(" — did you mean {s:?}?")).unwrap_or_default()
}

pub(crate) use umpire_map::nearest;
