//! What can go wrong before the rules are asked anything: bad rules data, a situation that does
//! not fit the map or the rules data, a bad scenario, a bad order.

use umpire_map::SearchError;

pub(crate) use umpire_map::nearest;

/// A problem in the rules data, in a scenario's keys, or between the map, the rules data and the
/// situation: the shared ruleset setup error.
pub use umpire_map::SetupError;

/// Why [`Game::from_parts`](crate::Game::from_parts) refuses the parts of a game, and what is
/// wrong with a map that does not hold together: the errors every hex ruleset shares.
pub use umpire_map::{MapError, PartsError};

/// A problem with an order itself, before any rule is applied.
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

impl OrderError {
    /// A search that could not run (`error`, from a search of a mover at `start` or a check of
    /// `route`), with the places its message names printed as ids by `id` (`0304`,
    /// `0402/0502`) rather than as debug text (`Sea(Hex { q: 3, r: 4 })`).
    pub fn search<P: Copy>(
        error: SearchError,
        start: P,
        route: &[P],
        id: impl Fn(P) -> String,
    ) -> OrderError {
        let error = match error {
            SearchError::StartNotOnBoard { .. } => {
                SearchError::StartNotOnBoard { place: id(start) }
            }
            SearchError::RouteStartsElsewhere { .. } => SearchError::RouteStartsElsewhere {
                expected: id(start),
                found: route.first().map_or_else(String::new, |&p| id(p)),
            },
            SearchError::PlaceNotOnBoard { step, place } => SearchError::PlaceNotOnBoard {
                step,
                place: route.get(step).map_or(place, |&p| id(p)),
            },
            other => other,
        };
        OrderError::Search(error)
    }
}

fn did_you_mean(suggestion: &Option<String>) -> String {
    suggestion.as_ref().map(|s| format!(" — did you mean {s:?}?")).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_search_error_names_its_places_by_printed_id() {
        let id = |p: (i32, i32)| format!("{:02}{:02}", p.0 + 1, p.1 + 1);
        let start = SearchError::RouteStartsElsewhere {
            expected: "Sea(Hex { q: 2, r: 0 })".into(),
            found: "Sea(Hex { q: 2, r: 2 })".into(),
        };
        let error = OrderError::search(start, (2, 0), &[(2, 2), (2, 3)], id);
        assert_eq!(error.to_string(), "the route starts at 0303, but the unit is at 0301");
        let off = SearchError::PlaceNotOnBoard { step: 1, place: "Hex(Hex { q: 9, r: 9 })".into() };
        let error = OrderError::search(off, (2, 0), &[(2, 0), (9, 9)], id);
        assert_eq!(error.to_string(), "step 1 goes to 1010, which is not on the board");
        let error = OrderError::search(SearchError::EmptyRoute, (0, 0), &[], id);
        assert!(!error.to_string().contains("Hex"), "{error}");
    }
}
