//! Why a recorded game cannot be played: bad input, located in the orders file.

use umpire_map::Position;

/// An orders file that is not what it should be, or an order no ruleset can judge: where (file,
/// line and column), the key, what was expected and the nearest valid name. Bad input, not a
/// rules verdict (a refused order is an [`Outcome`](umpire_map::Outcome)).
///
/// ```
/// use umpire_play::OrdersError;
/// let error = OrdersError::whole("game.toml", "cannot read it");
/// assert_eq!(error.to_string(), "game.toml: cannot read it");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "{at}: {}{message}{}",
    if key.is_empty() { String::new() } else { format!("{key}: ") },
    suggestion.as_ref().map(|s| format!(" — did you mean {s:?}?")).unwrap_or_default()
)]
pub struct OrdersError {
    /// The file, line and column (line 0: the file as a whole).
    pub at: Position,
    /// The key path (`phases[0].orders[2].path[1]`), empty for the file as a whole.
    pub key: String,
    /// What is wrong and what was expected.
    pub message: String,
    /// The nearest valid name.
    pub suggestion: Option<String>,
}

impl OrdersError {
    /// An error at `at`, about `key`.
    pub fn at(at: Position, key: &str, message: String, suggestion: Option<String>) -> OrdersError {
        OrdersError { at, key: key.to_owned(), message, suggestion }
    }

    /// An error about the file `origin` as a whole.
    pub fn whole(origin: &str, message: impl Into<String>) -> OrdersError {
        OrdersError::at(Position::file(origin), "", message.into(), None)
    }
}
