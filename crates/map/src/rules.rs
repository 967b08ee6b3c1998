//! One vocabulary for every hex ruleset: the questions a game, a UI or an AI asks, with the same
//! names, argument orders and answer shapes whichever rules are in force.
//!
//! Each ruleset's `Game` implements [`Rules`]. Places are named by their printed ids here (a hex
//! `0604`, a box, a river hexside `0604/0504`), so code written once against the trait runs on
//! every ruleset; each ruleset's own typed API (places as values, its own verdict types) stays
//! beside it for what only that ruleset has. The answers are the rulesets' own, converted: a
//! [`Rules::reach`] and a [`Rules::check`] never disagree, because each ruleset's reach and check
//! share one step function.
//!
//! ```
//! use umpire_map::{Judgement, Rules};
//!
//! /// What a UI shows for any ruleset: every unit's reach, and why not for one place.
//! fn summary<R: Rules>(game: &R, unit: &str, to: &str) -> Result<String, R::Error> {
//!     let reach = game.reach(unit, &R::Options::default())?;
//!     let why: Option<Judgement> = game.explain(unit, to, &R::Options::default())?;
//!     let verdict = match why.and_then(|j| j.refused) {
//!         Some(refused) => format!("not {to}: {}", refused.refusal),
//!         None => format!("{to} in reach"),
//!     };
//!     Ok(format!("{unit} reaches {} places; {verdict}", reach.places.len()))
//! }
//! # let _ = summary::<NoRules>;
//! # struct NoRules;
//! # impl Rules for NoRules {
//! #     type Options = (); type Error = std::fmt::Error;
//! #     fn units(&self) -> Vec<UnitSide> { Vec::new() }
//! #     fn reach(&self, _: &str, _: &()) -> Result<ReachSummary, std::fmt::Error> { Err(std::fmt::Error) }
//! #     fn check(&self, _: &str, _: &[&str], _: &()) -> Result<Judgement, std::fmt::Error> { Err(std::fmt::Error) }
//! #     fn explain(&self, _: &str, _: &str, _: &()) -> Result<Option<Judgement>, std::fmt::Error> { Err(std::fmt::Error) }
//! # }
//! # use umpire_map::{ReachSummary, UnitSide};
//! ```

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::{Citation, Entry, Mp, Refusal};

/// A unit and the side it belongs to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct UnitSide {
    /// The unit's id.
    pub unit: String,
    /// Its side (a faction), as the ruleset names sides.
    pub side: String,
}

/// One place a unit can reach.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlaceReached {
    /// The place's printed id.
    pub place: String,
    /// The least MP of getting there.
    pub cost: Mp,
    /// Whether the unit must stop there.
    pub must_stop: bool,
    /// The clause that stops it there, when it must stop.
    pub stop: Option<Citation>,
}

/// Every place a unit can reach this phase, or why it may not move at all.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReachSummary {
    /// The unit.
    pub unit: String,
    /// Why it may not move at all, if it may not (then `places` is empty).
    pub refusal: Option<Refusal>,
    /// The places, its start left out, by printed id.
    pub places: BTreeMap<String, PlaceReached>,
}

impl ReachSummary {
    /// The place with printed id `place`, if the unit reaches it (a look-up by id, not a scan).
    pub fn get(&self, place: &str) -> Option<&PlaceReached> {
        self.places.get(place)
    }
}

/// A refused step: which, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RefusedStep {
    /// The step, counted from 1 (step 1 enters the second place of the path); 0 is the order
    /// itself, refused before the unit moves.
    pub step: usize,
    /// The clause that refuses it, and why.
    pub refusal: Refusal,
}

/// A path judged step by step.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Judgement {
    /// The path's printed ids, the unit's place first.
    pub path: Vec<String>,
    /// `None` when every step is legal; else the first refused step.
    pub refused: Option<RefusedStep>,
    /// MP spent by the path (a refused path: by its legal part).
    pub cost: Mp,
    /// Why the unit must stop where the (legal part of the) path ends, if it must.
    pub stop: Option<Citation>,
    /// Every cost, stop, exception and note, step by step, each with its clause.
    pub ledger: Vec<Entry>,
}

impl Judgement {
    /// Whether every step is legal.
    pub fn is_legal(&self) -> bool {
        self.refused.is_none()
    }
}

/// Every place some unit of a side can reach, with those units and their costs, by place id.
pub type ThreatSummary = BTreeMap<String, Vec<(String, Mp)>>;

/// The questions every hex ruleset answers, in one vocabulary (see the module's
/// documentation). Places are printed ids; `Options` carries what an order of that ruleset
/// says besides the unit and the path (the Civil War's mode and force march; nothing for the
/// strategic rules).
pub trait Rules {
    /// What an order says besides the unit and the path.
    type Options: Default;
    /// A malformed question: an unknown unit, side or place, a path that does not start at the
    /// unit. (A rules verdict is never an error: it is a [`Judgement`].)
    type Error: std::error::Error;

    /// Every unit in play, with its side.
    fn units(&self) -> Vec<UnitSide>;

    /// Every place `unit` can reach this phase, with the MP, must-stop and clause of each.
    ///
    /// # Errors
    /// [`Rules::Error`] for an unknown unit or one off the map.
    fn reach(&self, unit: &str, options: &Self::Options) -> Result<ReachSummary, Self::Error>;

    /// Whether `unit` may move along `path` (its place first), step by step.
    ///
    /// # Errors
    /// [`Rules::Error`] for an unknown unit or place, or a path that does not start at the unit.
    fn check(
        &self,
        unit: &str,
        path: &[&str],
        options: &Self::Options,
    ) -> Result<Judgement, Self::Error>;

    /// Why `unit` can or cannot get to `to`: the cheapest way there (legal), or the cheapest
    /// attempt and the step and clause that refuse it; `None` when no way over the map leads
    /// there at all.
    ///
    /// # Errors
    /// [`Rules::Error`] for an unknown unit or place.
    fn explain(
        &self,
        unit: &str,
        to: &str,
        options: &Self::Options,
    ) -> Result<Option<Judgement>, Self::Error>;

    /// Every place some unit of `side` can reach this phase, and which units for what MP (the
    /// threat map). The default asks [`Rules::reach`] of each unit of the side with default
    /// options; a ruleset may answer it faster.
    ///
    /// # Errors
    /// [`Rules::Error`] as [`Rules::reach`] gives it.
    fn threat(&self, side: &str) -> Result<ThreatSummary, Self::Error> {
        let mut threat = ThreatSummary::new();
        for unit in self.units().into_iter().filter(|u| u.side == side) {
            let reach = self.reach(&unit.unit, &Self::Options::default())?;
            for (place, reached) in reach.places {
                threat.entry(place).or_default().push((unit.unit.clone(), reached.cost));
            }
        }
        Ok(threat)
    }
}
