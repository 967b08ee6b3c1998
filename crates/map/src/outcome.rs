//! What one order of a game came to, in one shape for every ruleset: carried out (with what it
//! spent, where a rule stopped it and what changed on the board), or refused by a clause at a
//! step. A recorded game is a list of orders; its outcomes are what a replay compares, so a
//! program (the `umpire play` command, an AI, a rules-erratum replay) reads every ruleset alike.

use serde::{Deserialize, Serialize};

use crate::{Citation, Entry, Line, Refusal};

/// Why an order was refused: the clause, and the step it fell on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Refused {
    /// The step refused: 0 is the order itself (a unit that may not move at all, a choice the
    /// rules do not allow); 1 is the first place entered.
    pub step: usize,
    /// The clause and the reason.
    pub refusal: Refusal,
}

/// What one order came to. An order that is refused changes nothing on the board.
///
/// ```
/// use umpire_map::{ClauseId, Outcome, Refusal};
/// let done = Outcome::carried_out().costing("3 MP").changing("1p to w3517");
/// assert!(done.is_legal() && done.clause().is_none());
/// let refused = Outcome::refused(2, Refusal::new(ClauseId::new("STR-3.1-02"), "EZOC"));
/// assert_eq!(refused.clause(), Some("STR-3.1-02"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Outcome {
    /// The refusal, if the order was refused; `None`: it was carried out.
    pub refused: Option<Refused>,
    /// What it spent, exactly and as printed (`"3 1/2 MP"`, `"14\""`), if it spent anything.
    /// For a refused move: what its legal part, the steps before the refused one, would spend
    /// (as a move's check gives it), though nothing was carried out.
    pub cost: Option<String>,
    /// Why the unit stopped where it did, if a rule stopped it; for a refused move, why a unit
    /// would have to stop where its legal part ends.
    pub stop: Option<Citation>,
    /// The ledger: each step's costs, stops, exceptions and notes with their clauses, in order
    /// (step 0: the order as a whole); for a refused move, its legal part's.
    pub ledger: Vec<Entry>,
    /// What changed on the board, in words (`"1p to w3517"`, `"bef eliminated: force pool"`).
    pub changes: Vec<String>,
}

impl Outcome {
    /// An order carried out that has not yet said what it spent or changed.
    pub fn carried_out() -> Outcome {
        Outcome::default()
    }

    /// An order refused at `step` by `refusal`.
    pub fn refused(step: usize, refusal: Refusal) -> Outcome {
        Outcome { refused: Some(Refused { step, refusal }), ..Outcome::default() }
    }

    /// Whether the order was carried out.
    pub fn is_legal(&self) -> bool {
        self.refused.is_none()
    }

    /// The refusing clause's id, if refused.
    pub fn clause(&self) -> Option<&str> {
        self.refused.as_ref().map(|r| r.refusal.clause.as_str())
    }

    /// The same outcome, stating what it spent.
    #[must_use]
    pub fn costing(self, cost: impl Into<String>) -> Outcome {
        Outcome { cost: Some(cost.into()), ..self }
    }

    /// The same outcome with one more change on the board.
    #[must_use]
    pub fn changing(mut self, change: impl Into<String>) -> Outcome {
        self.changes.push(change.into());
        self
    }

    /// The same outcome with `citations` added to the ledger as notes of the order as a whole
    /// (step 0): for rules judged as a whole rather than step by step (a voyage, an assault, a
    /// dice-rolled move).
    #[must_use]
    pub fn citing(mut self, citations: impl IntoIterator<Item = Citation>) -> Outcome {
        self.ledger.extend(
            citations.into_iter().map(|c| Entry { step: 0, line: Line::note(c.clause, c.note) }),
        );
        self
    }
}

/// An order that cannot be judged at all: a key of it names a unit, place, convoy or marker the
/// game does not have, or holds a value of the wrong kind. Distinct from a refusal, which is a
/// rules verdict on a well-formed order.
///
/// ```
/// use umpire_map::BadOrder;
/// let bad = BadOrder::new("path[2]", "no hex \"e9999\" on this map", Some("e3609".into()));
/// assert_eq!(bad.to_string(), "path[2]: no hex \"e9999\" on this map — did you mean \"e3609\"?");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[error("{key}: {message}{}", suggestion.as_ref().map(|s| format!(" — did you mean {s:?}?")).unwrap_or_default())]
pub struct BadOrder {
    /// The order's key at fault, as written in an orders file: `unit`, `path[2]`, `convoys[0]`,
    /// `cargo[1]`, `units[0].to`.
    pub key: String,
    /// What is wrong, and what was expected.
    pub message: String,
    /// The nearest valid name, if one is near.
    pub suggestion: Option<String>,
}

impl BadOrder {
    /// Key `key` of the order is wrong: `message`, perhaps meaning `suggestion`.
    pub fn new(
        key: impl Into<String>,
        message: impl Into<String>,
        suggestion: Option<String>,
    ) -> BadOrder {
        BadOrder { key: key.into(), message: message.into(), suggestion }
    }
}
