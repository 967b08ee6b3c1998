//! What can go wrong before the rules are asked anything: bad rules data, a situation that does
//! not fit the map or the rules data, a bad scenario, a bad order.

use umpire_map::SearchError;

pub(crate) use umpire_map::nearest;

/// A problem in the rules data, in a scenario's keys, or between the map, the rules data and the
/// situation: the shared ruleset setup error.
pub use umpire_map::SetupError;

/// A problem with an order itself, before any rule is applied.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OrderError {
    /// No unit has this id.
    #[error("no unit {id:?} in this scenario{}", did_you_mean(.suggestion))]
    UnknownUnit {
        /// The id as given.
        id: String,
        /// The nearest unit id.
        suggestion: Option<String>,
    },
    /// A place id that is neither a hex of the map nor a river hexside.
    #[error("{position}: {id:?} is not a place on this map: {reason}")]
    UnknownPlace {
        /// Where in the order.
        position: String,
        /// The id as given.
        id: String,
        /// Why.
        reason: String,
    },
    /// The unit is not on the map.
    #[error("unit {id:?} is not on the map")]
    NotOnMap {
        /// The unit.
        id: String,
    },
    /// The order names a mode, option or value the rules do not have.
    #[error("{0}")]
    Malformed(String),
    /// The search could not run.
    #[error(transparent)]
    Search(#[from] SearchError),
}

fn did_you_mean(suggestion: &Option<String>) -> String {
    suggestion.as_ref().map(|s| format!(" — did you mean {s:?}?")).unwrap_or_default()
}
