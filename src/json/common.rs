//! The pieces every shape shares: movement points as exact text, clause citations, refusals and
//! ledger lines.

use std::borrow::Cow;

use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};
use serde::Serialize;
use umpire_map::{Entry, Item, Mp};

/// What an [`MpText`] looks like: a whole number, a fraction, or a whole number and a fraction.
pub const MP_PATTERN: &str =
    r"^(0|[1-9][0-9]*)( [1-9][0-9]*/[1-9][0-9]*)?$|^[1-9][0-9]*/[1-9][0-9]*$";

/// Movement points, exactly, as text: `"2"`, `"1/2"`, `"1 1/3"` (a reduced mixed number; it
/// parses back to the same amount with `umpire::map::Mp`'s `FromStr`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct MpText(pub String);

impl From<Mp> for MpText {
    fn from(mp: Mp) -> MpText {
        MpText(mp.to_string())
    }
}

impl JsonSchema for MpText {
    fn schema_name() -> Cow<'static, str> {
        "Mp".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "type": "string",
            "description": "Movement points, exactly: a whole number, a fraction or both (\"2\", \"1/2\", \"1 1/3\").",
            "pattern": MP_PATTERN,
        })
    }
}

/// A clause that shaped a move without forbidding it: why a unit must stop, an exception.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Citation {
    /// The clause id (`STR-3.1-03`).
    pub clause: String,
    /// What it did here.
    pub note: String,
}

impl From<&umpire_map::Citation> for Citation {
    fn from(citation: &umpire_map::Citation) -> Citation {
        Citation { clause: citation.clause.to_string(), note: citation.note.to_owned() }
    }
}

impl From<umpire_map::Citation> for Citation {
    fn from(citation: umpire_map::Citation) -> Citation {
        Citation::from(&citation)
    }
}

/// The clause that forbids something, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Refusal {
    /// The clause id (`STR-3.1.1-04`).
    pub clause: String,
    /// What the clause found, in plain words.
    pub reason: String,
}

impl From<&umpire_map::Refusal> for Refusal {
    fn from(refusal: &umpire_map::Refusal) -> Refusal {
        Refusal { clause: refusal.clause.to_string(), reason: refusal.reason.to_string() }
    }
}

/// What a ledger line records.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum LineKind {
    /// Movement points paid for something.
    Cost,
    /// The whole remaining allowance spent.
    WholeAllowance,
    /// The unit must stop.
    Stop,
    /// An exception to a rule used.
    Exception,
    /// Anything else worth telling.
    Note,
}

/// One line of a move's ledger: the step, the clause and what it records.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct LedgerLine {
    /// The step, from 1 (the first place entered); 0 is the order as a whole.
    pub step: usize,
    /// The clause that produced the line.
    pub clause: String,
    /// What it records.
    pub kind: LineKind,
    /// The movement points paid (`cost` and `whole-allowance` lines only).
    pub mp: Option<MpText>,
    /// For what, or why (in plain words).
    pub what: String,
}

impl From<&Entry> for LedgerLine {
    fn from(entry: &Entry) -> LedgerLine {
        let (kind, mp, what) = match &entry.line.item {
            Item::Cost { mp, what } => (LineKind::Cost, Some(*mp), what),
            Item::WholeAllowance { mp, what } => (LineKind::WholeAllowance, Some(*mp), what),
            Item::Stop { why } => (LineKind::Stop, None, why),
            Item::Exception { what } => (LineKind::Exception, None, what),
            Item::Note { what } => (LineKind::Note, None, what),
        };
        LedgerLine {
            step: entry.step,
            clause: entry.line.clause.to_string(),
            kind,
            mp: mp.map(MpText::from),
            what: what.to_string(),
        }
    }
}

/// The ledger lines of `entries`.
pub fn ledger(entries: &[Entry]) -> Vec<LedgerLine> {
    entries.iter().map(LedgerLine::from).collect()
}
