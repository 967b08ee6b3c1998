//! What the command writes to standard error under `--json`: notes said in passing, and the
//! error that ends it, one object a line.

use schemars::JsonSchema;
use serde::Serialize;

/// What an error is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum ErrorKind {
    /// The command line: an unknown flag or subcommand, a missing or malformed value, flags that
    /// do not go together, a command for the other kind of scenario.
    Usage,
    /// A scenario or table file: unreadable, not TOML, a key with a bad value, a ruleset or
    /// rules data the rules refuse.
    Scenario,
    /// The errata: a folder or an erratum that cannot be read or applied, an edition that is
    /// not one.
    Errata,
    /// An orders file (`umpire play`): a bad key, or an order its ruleset cannot judge.
    Orders,
    /// An order given on the command line names what the scenario does not have: a unit, a
    /// side, a place, a point off the table.
    Order,
    /// Output that cannot be written: standard output, an SVG or a saved game.
    Output,
}

/// The error that ends a command, located (every field present, `null` when absent).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct ErrorBody {
    /// What the error is about.
    pub kind: ErrorKind,
    /// The file at fault, when the error is in a file.
    pub file: Option<String>,
    /// The line in `file`, from 1, when known.
    pub line: Option<usize>,
    /// The column in `line`, from 1, when known.
    pub column: Option<usize>,
    /// The key path in `file` (`map.roads[2].hexes[3]`) or the flag (`--unit`) at fault.
    pub key: Option<String>,
    /// What is wrong and what was expected, without the location and key.
    pub message: String,
    /// The nearest valid name, when one is near.
    pub suggestion: Option<String>,
}

/// The last line on standard error of a command that fails: `{"schema": …, "error": {…}}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct ErrorLine {
    /// `umpire/error/1`.
    pub schema: String,
    /// The error.
    pub error: ErrorBody,
}

super::output!(ErrorLine, "error", 1);

impl ErrorLine {
    /// The line of `error`.
    pub fn new(error: ErrorBody) -> ErrorLine {
        ErrorLine { schema: <ErrorLine as super::Output>::ID.to_owned(), error }
    }
}

/// What the command says in passing (the errata applied, a file written):
/// `{"schema": …, "note": "…"}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct NoteLine {
    /// `umpire/note/1`.
    pub schema: String,
    /// The note.
    pub note: String,
}

super::output!(NoteLine, "note", 1);

impl NoteLine {
    /// The line of `note`.
    pub fn new(note: impl Into<String>) -> NoteLine {
        NoteLine { schema: <NoteLine as super::Output>::ID.to_owned(), note: note.into() }
    }
}
