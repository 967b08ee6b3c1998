//! [`DiceOrderError`]: a movement order that cannot be judged at all — a unit not on the table,
//! odds beyond exact arithmetic, dice that cannot be rolled — as against one the rules refuse
//! (a [`Refusal`](umpire_map::Refusal), which names its clause).

use umpire_map::DiceError;

/// Why a [`MoveOrder`](crate::MoveOrder) could not be judged or carried out: bad input, not a
/// rule. [`DiceGame::distance`](crate::DiceGame::distance), `arrival`, `chance_to_arrive` and
/// `execute` give it as the outer error of `Result<Result<T, Refusal>, DiceOrderError>`; a rule
/// that forbids the order is the inner [`Refusal`](umpire_map::Refusal).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum DiceOrderError {
    /// The order names a unit that is not on the table.
    #[error("no unit {id:?} on this table{}", did_you_mean(.nearest))]
    UnknownUnit {
        /// The id as the order wrote it.
        id: String,
        /// The nearest id of a unit on the table, for a misspelt one.
        nearest: Option<String>,
    },
    /// The odds of the move cannot be worked out exactly in 64 bits (never for rules data
    /// within their limits, which [`DiceGame::from_parts`](crate::DiceGame::from_parts) checks).
    #[error("the odds of {fixed} + {dice}D{die}×{multiplier} cannot be worked out exactly")]
    InexactOdds {
        /// The Fixed Move, inches.
        fixed: u64,
        /// How many Variable Move dice.
        dice: u32,
        /// The sides of each die.
        die: u64,
        /// Each die's multiplier.
        multiplier: u64,
    },
    /// The dice could not be rolled (scripted dice that ran out, a die of no sides).
    #[error(transparent)]
    Dice(#[from] DiceError),
}

/// ` — did you mean "recce"?`, or nothing.
pub(crate) fn did_you_mean(nearest: &Option<String>) -> String {
    nearest.as_ref().map(|s| format!(" — did you mean {s:?}?")).unwrap_or_default()
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::{DiceData, DiceGame, Length, MoveOrder, Point, Table, TableUnit, Unit};

    #[test]
    fn an_unknown_unit_names_the_nearest_id() {
        let table = Table {
            unit: Unit::Inch,
            width: Length::inches(48),
            height: Length::inches(48),
            areas: Vec::new(),
            features: Vec::new(),
        };
        let units = vec![TableUnit::new("recce", "allies", "fast", [4.0, 4.0])];
        let game = DiceGame::from_parts(table, units, DiceData::builtin().unwrap()).unwrap();
        let order = MoveOrder {
            units: vec!["reece".into()],
            chain: 1,
            route: vec![Point::at(4.0, 14.0, Unit::Inch)],
            keep_facing: false,
        };
        match game.chance_to_arrive(&order) {
            Err(DiceOrderError::UnknownUnit { id, nearest }) => {
                assert_eq!((id.as_str(), nearest.as_deref()), ("reece", Some("recce")));
            }
            other => panic!("expected UnknownUnit, got {other:?}"),
        }
        let error = game.arrival(&order).unwrap_err().to_string();
        assert_eq!(error, "no unit \"reece\" on this table — did you mean \"recce\"?");
    }
}
