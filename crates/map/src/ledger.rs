//! The step ledger: what each step of a move cost and which clauses shaped it.
//!
//! A ruleset's step function writes its cost items and notes to a [`Ledger`]. The search's
//! `reach` hands it [`NoLedger`], which records nothing and costs nothing once inlined; `check`
//! hands it a recording ledger, so the same step function explains itself when asked. Lines are
//! built by closures, so text is only formatted when somebody reads it.

use std::borrow::Cow;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::{ClauseId, Mp};

/// What one ledger line records.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Item {
    /// Movement points paid for something (a hex, a hexside, entraining…).
    Cost {
        /// How much.
        mp: Mp,
        /// For what.
        what: Cow<'static, str>,
    },
    /// The whole remaining allowance was spent (box placements, port-to-port moves).
    WholeAllowance {
        /// How much that came to.
        mp: Mp,
        /// For what.
        what: Cow<'static, str>,
    },
    /// The unit must stop here.
    Stop {
        /// Why.
        why: Cow<'static, str>,
    },
    /// An exception to a rule was used.
    Exception {
        /// Which, and what it allowed.
        what: Cow<'static, str>,
    },
    /// Anything else worth telling.
    Note {
        /// The note.
        what: Cow<'static, str>,
    },
}

/// One line of a step ledger: the clause that produced it and what it records.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Line {
    /// The clause that produced this line.
    pub clause: ClauseId,
    /// What it records.
    #[serde(flatten)]
    pub item: Item,
}

impl Line {
    /// `mp` paid for `what`, by `clause`.
    #[must_use]
    pub fn cost(clause: ClauseId, mp: Mp, what: impl Into<Cow<'static, str>>) -> Line {
        Line { clause, item: Item::Cost { mp, what: what.into() } }
    }

    /// A forced stop by `clause`.
    #[must_use]
    pub fn stop(clause: ClauseId, why: impl Into<Cow<'static, str>>) -> Line {
        Line { clause, item: Item::Stop { why: why.into() } }
    }

    /// An exception granted by `clause`.
    #[must_use]
    pub fn exception(clause: ClauseId, what: impl Into<Cow<'static, str>>) -> Line {
        Line { clause, item: Item::Exception { what: what.into() } }
    }

    /// A note citing `clause`.
    #[must_use]
    pub fn note(clause: ClauseId, what: impl Into<Cow<'static, str>>) -> Line {
        Line { clause, item: Item::Note { what: what.into() } }
    }
}

impl fmt::Display for Line {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.item {
            Item::Cost { mp, what } => write!(f, "{mp} MP for {what} ({})", self.clause),
            Item::WholeAllowance { mp, what } => {
                write!(f, "whole allowance ({mp} MP) for {what} ({})", self.clause)
            }
            Item::Stop { why } => write!(f, "must stop: {why} ({})", self.clause),
            Item::Exception { what } => write!(f, "exception: {what} ({})", self.clause),
            Item::Note { what } => write!(f, "{what} ({})", self.clause),
        }
    }
}

/// A ledger line with the number of the step (1 = the first place entered) it belongs to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    /// The step, counted from 1.
    pub step: usize,
    /// The line.
    #[serde(flatten)]
    pub line: Line,
}

impl fmt::Display for Entry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "step {}: {}", self.step, self.line)
    }
}

/// Where a step function writes its ledger lines.
pub trait Ledger {
    /// Records the line `line()` builds. A ledger that keeps nothing never calls `line`.
    fn record(&mut self, line: impl FnOnce() -> Line);

    /// Whether anyone reads what this step says: `false` for [`NoLedger`] (a reach, which keeps
    /// no ledger and drops refusals), so a step function may skip building messages.
    fn is_recording(&self) -> bool {
        true
    }
}

/// A ledger that keeps nothing: what `reach` uses, free once inlined.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoLedger;

impl Ledger for NoLedger {
    #[inline(always)]
    fn record(&mut self, _line: impl FnOnce() -> Line) {}

    #[inline(always)]
    fn is_recording(&self) -> bool {
        false
    }
}

impl Ledger for Vec<Line> {
    fn record(&mut self, line: impl FnOnce() -> Line) {
        self.push(line());
    }
}
