//! Clause ids, and the two ways a clause speaks in a verdict: a refusal and a citation.
//!
//! Every verdict the engine gives names the rule clause that produced it, by the stable ids of the
//! clause catalogues (`STR-3.1.1-04`, `ACW-RAIL-07`, …), so that a rules editor reads
//! "refused by STR-3.1.1-04: needs 2 MP, 1 MP left" rather than a debug dump.

use std::borrow::Cow;
use std::fmt;

use serde::{Deserialize, Serialize};

/// The stable id of one rule clause, such as `STR-3.1.1-04`.
///
/// Rules crates name their clauses with [`ClauseId::new`] in `const` context (free to copy
/// around in hot loops); clauses that come from data (a catalogue, an erratum) are owned strings.
///
/// ```
/// use umpire_map::ClauseId;
/// const MINIMUM_MOVE: ClauseId = ClauseId::new("STR-3.1.1-05");
/// assert_eq!(MINIMUM_MOVE.as_str(), "STR-3.1.1-05");
/// assert_eq!(MINIMUM_MOVE, ClauseId::owned("STR-3.1.1-05".to_string()));
/// ```
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ClauseId(Cow<'static, str>);

impl ClauseId {
    /// A clause id written in the code.
    #[must_use]
    pub const fn new(id: &'static str) -> ClauseId {
        ClauseId(Cow::Borrowed(id))
    }

    /// A clause id read from data.
    #[must_use]
    pub fn owned(id: String) -> ClauseId {
        ClauseId(Cow::Owned(id))
    }

    /// The id as text.
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for ClauseId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl fmt::Debug for ClauseId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ClauseId({})", self.0)
    }
}

/// A clause that forbids a step, and why, in words a rules editor reads.
///
/// ```
/// use umpire_map::{ClauseId, Refusal};
/// let refusal = Refusal::new(ClauseId::new("STR-3.1.4-05"), "the hex holds an enemy unit");
/// assert_eq!(refusal.to_string(), "refused by STR-3.1.4-05: the hex holds an enemy unit");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Refusal {
    /// The clause that forbids the step.
    pub clause: ClauseId,
    /// What the clause found, in plain words.
    pub reason: Cow<'static, str>,
}

impl Refusal {
    /// A refusal by `clause` because of `reason`.
    #[must_use]
    pub fn new(clause: ClauseId, reason: impl Into<Cow<'static, str>>) -> Refusal {
        Refusal { clause, reason: reason.into() }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "refused by {}: {}", self.clause, self.reason)
    }
}

impl std::error::Error for Refusal {}

/// A clause that shaped a step without forbidding it: the reason for a forced stop, or the
/// exception a step relies on.
///
/// ```
/// use umpire_map::{Citation, ClauseId};
/// let stop = Citation::new(ClauseId::new("STR-3.1-03"), "entered an enemy zone of control");
/// assert_eq!(stop.to_string(), "STR-3.1-03: entered an enemy zone of control");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Citation {
    /// The clause applied.
    pub clause: ClauseId,
    /// What it did here, in plain words.
    pub note: Cow<'static, str>,
}

impl Citation {
    /// A citation of `clause` with `note`.
    #[must_use]
    pub fn new(clause: ClauseId, note: impl Into<Cow<'static, str>>) -> Citation {
        Citation { clause, note: note.into() }
    }
}

impl fmt::Display for Citation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.clause, self.note)
    }
}
