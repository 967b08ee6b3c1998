//! [`RulesDataError`]: why rules data could not be read or used — the embedded data unreadable,
//! a TOML text that is not rules data, a dice expression that is no move, a value beyond the
//! data's limits, a limit raised above the embedded data's.

/// Why rules data (the dice-rolled rules' [`DiceData`](crate::DiceData), the speed-table
/// rules' `TroopsData` and `VehicleData`) could not be read or used. A game can match on the
/// variant; its text names the key and what was found.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RulesDataError {
    /// The rules data compiled into the crate could not be read (never for the crate as
    /// shipped: its tests read them).
    #[error("{file}: the embedded rules data cannot be read: {message}")]
    Embedded {
        /// The rules-data file they were compiled from: `dice.toml`, `speed-troops.toml`,
        /// `speed-vehicles.toml`.
        file: &'static str,
        /// What the reader expected: the key and type.
        message: String,
    },
    /// A TOML text of rules data is not TOML, or not rules data of the shape asked for (an
    /// unknown key, a wrong type, a missing key).
    #[error("{report}")]
    Toml {
        /// The line of the text the parser stopped at, from 1, when it names one.
        line: Option<usize>,
        /// The column (in characters, from 1) on that line, when it names one.
        column: Option<usize>,
        /// What the parser found wrong, without the place.
        message: String,
        /// The parser's whole report as it prints it: the place, the line quoted with a caret
        /// under the column, and the message.
        report: String,
    },
    /// A speed class's `move` is no dice expression of these rules.
    #[error(
        "{expression:?} is no move: write the Fixed Move and one die, e.g. \"6+1D\", \"6+Dx2\" \
         or \"1D\""
    )]
    NoMove {
        /// The expression as written.
        expression: String,
    },
    /// A value beyond what the rules data's limits allow, or that no game can use (a die of
    /// no sides, an arc of more than 180°): [`DiceData::problem`](crate::DiceData::problem).
    #[error("{key}: {message}")]
    OutOfRange {
        /// The key path: `data.die`, `data.classes.fast.move` (`rules.data.die` in a scenario).
        key: String,
        /// What is wrong and what the limit is.
        message: String,
    },
    /// A limit above the embedded rules data's: a scenario may lower a limit, not raise it.
    #[error("{key}: {}", raised_message(*value, *most))]
    RaisedLimit {
        /// The key path: `data.limits.die` (`rules.data.limits.die` in a scenario).
        key: String,
        /// The limit given.
        value: u64,
        /// The embedded rules data's limit.
        most: u64,
    },
}

/// What is wrong with a limit of `value` above the embedded rules data's `most`.
pub(crate) fn raised_message(value: u64, most: u64) -> String {
    format!(
        "{value} is more than the {most} the embedded rules data allow: a scenario may lower a \
         limit, not raise it"
    )
}

impl RulesDataError {
    /// The embedded rules data of `file` could not be read.
    pub(crate) fn embedded(file: &'static str, error: &umpire_map::DataError) -> RulesDataError {
        RulesDataError::Embedded { file, message: error.to_string() }
    }

    /// The parser's `error` on `text`, with the line and column its span starts at.
    #[cfg(feature = "scenario")]
    pub(crate) fn toml(text: &str, error: &toml::de::Error) -> RulesDataError {
        let place = error.span().and_then(|span| text.get(..span.start)).map(|before| {
            let line = before.matches('\n').count() + 1;
            let start = before.rfind('\n').map_or(0, |i| i + 1);
            (line, before[start..].chars().count() + 1)
        });
        RulesDataError::Toml {
            line: place.map(|(line, _)| line),
            column: place.map(|(_, column)| column),
            message: error.message().trim_end().to_owned(),
            report: error.to_string(),
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::SpeedClass;

    #[test]
    fn a_caller_matches_on_what_is_wrong() {
        match SpeedClass::parse("6+2Q") {
            Err(RulesDataError::NoMove { expression }) => assert_eq!(expression, "6+2Q"),
            other => panic!("expected NoMove, got {other:?}"),
        }
        let error =
            RulesDataError::RaisedLimit { key: "data.limits.die".into(), value: 7, most: 6 };
        assert!(error.to_string().starts_with("data.limits.die: 7 is more than the 6 "));
    }

    #[cfg(feature = "scenario")]
    #[test]
    fn a_toml_error_names_its_line_and_column() {
        let error = crate::speed::vehicles::VehicleData::from_toml("a = 1\nb = = 2\n").unwrap_err();
        match &error {
            RulesDataError::Toml { line, column, message, report } => {
                assert_eq!((*line, *column), (Some(2), Some(5)), "{report}");
                assert!(!message.is_empty() && report.contains(message.as_str()), "{report}");
            }
            other => panic!("expected Toml, got {other:?}"),
        }
    }
}
