//! Clause ids, and the two ways a clause speaks in a verdict: a refusal and a citation.
//!
//! Every verdict the engine gives names the rule clause that produced it, by the stable ids of the
//! clause catalogues (`STR-3.1.1-04`, `ACW-RAIL-07`, …), so that a rules editor reads
//! "refused by STR-3.1.1-04: needs 2 MP, 1 MP left" rather than a debug dump.

use std::borrow::Cow;
use std::collections::HashSet;
use std::fmt;
use std::sync::{Mutex, OnceLock};

use serde::{Deserialize, Deserializer, Serialize};

/// Returns a `'static` copy of `text`, shared by every caller that interns the same text.
///
/// Clause ids and citation notes read from data (catalogues, errata, saved verdicts) are interned
/// once so that verdict types stay `Copy` and free to pass around in the search's inner loop. The
/// table only grows by distinct texts, which a rulebook bounds.
fn intern(text: &str) -> &'static str {
    static TABLE: OnceLock<Mutex<HashSet<&'static str>>> = OnceLock::new();
    let mut table = TABLE
        .get_or_init(|| Mutex::new(HashSet::new()))
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if let Some(&known) = table.get(text) {
        return known;
    }
    let leaked: &'static str = Box::leak(text.to_owned().into_boxed_str());
    table.insert(leaked);
    leaked
}

fn deserialize_interned<'de, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<&'static str, D::Error> {
    let text = Cow::<'de, str>::deserialize(deserializer)?;
    Ok(intern(&text))
}

/// The stable id of one rule clause, such as `STR-3.1.1-04`.
///
/// `Copy` and two words wide, so verdicts can carry it through the search's inner loop for free.
/// Rules crates name their clauses with [`ClauseId::new`] in `const` context; ids read from data
/// (a catalogue, an erratum) go through [`ClauseId::intern`].
///
/// ```
/// use umpire_map::ClauseId;
/// const MINIMUM_MOVE: ClauseId = ClauseId::new("STR-3.1.1-05");
/// assert_eq!(MINIMUM_MOVE.as_str(), "STR-3.1.1-05");
/// assert_eq!(MINIMUM_MOVE, ClauseId::intern(&String::from("STR-3.1.1-05")));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(transparent)]
pub struct ClauseId(&'static str);

impl<'de> Deserialize<'de> for ClauseId {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserialize_interned(deserializer).map(ClauseId)
    }
}

impl ClauseId {
    /// A clause id written in the code.
    #[must_use]
    pub const fn new(id: &'static str) -> ClauseId {
        ClauseId(id)
    }

    /// A clause id read from data.
    #[must_use]
    pub fn intern(id: &str) -> ClauseId {
        ClauseId(intern(id))
    }

    /// The id as text.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        self.0
    }
}

impl fmt::Display for ClauseId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

impl fmt::Debug for ClauseId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ClauseId({})", self.0)
    }
}

/// A clause that forbids a step, and why, in words a rules editor reads.
///
/// Prefer a fixed `&'static str` reason in step functions (free to build); formatted reasons
/// allocate, which the search pays on every refused step it tries.
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
/// `Copy`, with a fixed note: a step function returns it on every step the search tries, so it
/// must cost nothing to build. Put details that vary (which unit, how many MP) in the ledger.
///
/// ```
/// use umpire_map::{Citation, ClauseId};
/// let stop = Citation::new(ClauseId::new("STR-3.1-03"), "entered an enemy zone of control");
/// assert_eq!(stop.to_string(), "STR-3.1-03: entered an enemy zone of control");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Citation {
    /// The clause applied.
    pub clause: ClauseId,
    /// What it did here, in plain words.
    pub note: &'static str,
}

impl<'de> Deserialize<'de> for Citation {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        struct Owned<'a> {
            clause: ClauseId,
            #[serde(borrow)]
            note: Cow<'a, str>,
        }
        let Owned { clause, note } = Owned::deserialize(deserializer)?;
        Ok(Citation { clause, note: intern(&note) })
    }
}

impl Citation {
    /// A citation of `clause` with `note`.
    #[must_use]
    pub const fn new(clause: ClauseId, note: &'static str) -> Citation {
        Citation { clause, note }
    }
}

impl fmt::Display for Citation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.clause, self.note)
    }
}
