//! [`DiceScenarioError`]: why the dice-rolled rules cannot be played on a table scenario — an
//! override of its `[rules.data]` refused, rules data out of range, a unit that does not fit —
//! each placed at its key in the scenario's file.

use umpire_map::{Position, SetupError};

use super::order_error::did_you_mean;
use super::unit_fault::UnitFault;
use crate::data_error::RulesDataError;

/// Why [`DiceGame::new`](crate::DiceGame::new) refused a table scenario. Every variant but
/// [`DiceScenarioError::Layered`] and [`DiceScenarioError::Builtin`] names the place in the
/// file (`t.toml:6:1`, or the file as a whole) and the key.
#[cfg_attr(docsrs, doc(cfg(feature = "scenario")))]
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum DiceScenarioError {
    /// An override in the scenario's `[rules.data]` the rules data refuse: an unknown key (with
    /// the nearest known one) or a value of the wrong type or form.
    #[error("{at}: {key}: {message}{}", did_you_mean(.nearest))]
    Override {
        /// Where the key is written.
        at: Position,
        /// The key path: `rules.data.classes.fast.move`.
        key: String,
        /// What was found and what was expected.
        message: String,
        /// The nearest known key, for a misspelt one.
        nearest: Option<String>,
    },
    /// The rules data with the scenario's overrides laid over them cannot be read, and no one
    /// override is to blame.
    #[error(transparent)]
    Layered(SetupError),
    /// The embedded rules data could not be read (never for the crate as shipped).
    #[error(transparent)]
    Builtin(RulesDataError),
    /// The rules data after the overrides hold a value no game can use
    /// ([`RulesDataError::OutOfRange`]) or raise a limit ([`RulesDataError::RaisedLimit`]); the
    /// error's key is the scenario's (`rules.data.die`).
    #[error("{at}: {error}")]
    Data {
        /// Where the key is written (or the file, for a key it does not write).
        at: Position,
        /// What is wrong.
        error: RulesDataError,
    },
    /// A unit that does not fit the table and the rules data.
    #[error("{at}: units[{index}] ({id}).{}: {fault}{}", fault.field(), nearest(fault))]
    Unit {
        /// Where the unit's field is written.
        at: Position,
        /// The unit's index in `units`.
        index: usize,
        /// The unit's id.
        id: String,
        /// What is wrong with it (boxed: the error stays small).
        fault: Box<UnitFault>,
    },
}

/// ` — did you mean "fast"?` for a fault with a nearest name, or nothing.
fn nearest(fault: &UnitFault) -> String {
    did_you_mean(&fault.nearest().map(str::to_owned))
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::{DiceGame, load_table};

    #[test]
    fn a_caller_matches_on_the_unit_at_fault() {
        let text = "name = \"t\"\n[table]\nwidth = 10\nheight = 10\n[[units]]\nid = \"a\"\n\
                    side = \"x\"\nclass = \"fsat\"\nat = [1, 1]\n";
        let error = DiceGame::new(load_table(text, "t.toml").unwrap()).unwrap_err();
        let DiceScenarioError::Unit { index: 0, id, fault, .. } = &error else {
            panic!("expected a unit at fault, got {error:?}")
        };
        match &**fault {
            UnitFault::UnknownClass { class, nearest, .. } => {
                assert_eq!((id.as_str(), class.as_str()), ("a", "fsat"));
                assert_eq!(nearest.as_deref(), Some("fast"));
            }
            other => panic!("expected an unknown class, got {other:?}"),
        }
        let text = error.to_string();
        assert!(text.starts_with("t.toml:8:1: units[0] (a).class: unknown speed class"), "{text}");
        assert!(text.ends_with(" — did you mean \"fast\"?"), "{text}");
    }

    #[test]
    fn a_raised_limit_is_matched_with_its_numbers() {
        let text = "name = \"t\"\n[table]\nwidth = 10\nheight = 10\n\
                    [rules.data.limits]\ndie = 1000\n";
        match DiceGame::new(load_table(text, "t.toml").unwrap()).unwrap_err() {
            DiceScenarioError::Data {
                error: RulesDataError::RaisedLimit { key, value, .. },
                ..
            } => {
                assert_eq!((key.as_str(), value), ("rules.data.limits.die", 1000));
            }
            other => panic!("expected a raised limit, got {other:?}"),
        }
    }
}
