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
//! #     fn move_unit(&mut self, _: &str, _: &[&str], _: &(), _: &mut dyn Dice) -> Result<Judgement, std::fmt::Error> { Err(std::fmt::Error) }
//! #     fn try_move_unit(&self, _: &str, _: &[&str], _: &()) -> Result<Judgement, std::fmt::Error> { Err(std::fmt::Error) }
//! #     fn take_back(&mut self) -> Undone { Undone::Nothing }
//! # }
//! # use umpire_map::{Dice, ReachSummary, UnitSide, Undone};
//! ```
//!
//! The same words play a move ([`Rules::move_unit`]), judge one without playing it
//! ([`Rules::try_move_unit`]) and take back the last order ([`Rules::take_back`]):
//!
//! ```
//! use umpire_map::{Dice, Rules, Undone};
//!
//! /// A UI's "move, then let the player think again": plays `path` if it is legal, and takes
//! /// it back at once, leaving the game as it found it. Gives the clause that refuses a
//! /// refused move.
//! fn play_and_take_back<R: Rules>(
//!     game: &mut R,
//!     unit: &str,
//!     path: &[&str],
//!     dice: &mut dyn Dice,
//! ) -> Result<Option<String>, R::Error> {
//!     let options = R::Options::default();
//!     let preview = game.try_move_unit(unit, path, &options)?;
//!     if let Some(refused) = preview.refused {
//!         return Ok(Some(refused.refusal.clause.to_string()));
//!     }
//!     let played = game.move_unit(unit, path, &options, dice)?;
//!     assert!(played.is_legal());
//!     match game.take_back() {
//!         Undone::Move { unit: moved, .. } => assert_eq!(moved, unit),
//!         other => unreachable!("a legal move is taken back as a move, not {other:?}"),
//!     }
//!     Ok(None)
//! }
//! # let _ = play_and_take_back::<NoRules>;
//! # struct NoRules;
//! # impl Rules for NoRules {
//! #     type Options = (); type Error = std::fmt::Error;
//! #     fn units(&self) -> Vec<UnitSide> { Vec::new() }
//! #     fn reach(&self, _: &str, _: &()) -> Result<ReachSummary, std::fmt::Error> { Err(std::fmt::Error) }
//! #     fn check(&self, _: &str, _: &[&str], _: &()) -> Result<Judgement, std::fmt::Error> { Err(std::fmt::Error) }
//! #     fn explain(&self, _: &str, _: &str, _: &()) -> Result<Option<Judgement>, std::fmt::Error> { Err(std::fmt::Error) }
//! #     fn move_unit(&mut self, _: &str, _: &[&str], _: &(), _: &mut dyn Dice) -> Result<Judgement, std::fmt::Error> { Err(std::fmt::Error) }
//! #     fn try_move_unit(&self, _: &str, _: &[&str], _: &()) -> Result<Judgement, std::fmt::Error> { Err(std::fmt::Error) }
//! #     fn take_back(&mut self) -> Undone { Undone::Nothing }
//! # }
//! # use umpire_map::{Judgement, ReachSummary, UnitSide};
//! ```
//!
//! (This crate's unit tests run that function on a toy ruleset.)
//!
//! Each `Game` keeps its own inherent methods beside these (`Game::play` and `Game::undo`
//! among them); the trait's names differ from them where the answers differ, so
//! `game.undo()` on a concrete game is always the ruleset's own.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::{Citation, Dice, Entry, Mp, Refusal};

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

/// What [`Rules::take_back`] took back: unlike each ruleset's own `Game::undo` (whose `None`
/// means either), it tells "nothing was left to take back" from "an order that logged no move
/// was taken back".
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Undone {
    /// Nothing: no order played was left to take back (none since the game was built, or
    /// since the ruleset's `Game::forget_undo`). The game is unchanged.
    Nothing,
    /// A move: `unit` is back where it was before it, and everything the move changed (units
    /// it overran, transport spent, MP it had left, …) is as it was.
    Move {
        /// The unit that had moved.
        unit: String,
        /// The printed id of the place the move had taken it to.
        to: String,
    },
    /// An order that moved no unit on the log: a new phase, a Civil War ferry or voyage, or a
    /// strategic move that was refused (the strategic rules keep a refused order, since it
    /// may leave an HQ remembered as having prevented an overrun, 3.2). The game is as it was
    /// before that order.
    Order,
}

impl Undone {
    /// Whether an order was taken back (a move or another order).
    pub fn took_back(&self) -> bool {
        !matches!(self, Undone::Nothing)
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

    /// Plays the move of `unit` along `path` (its place first) on the game as the orders before
    /// it left it, and gives its judgement, in the words of [`Rules::check`].
    ///
    /// A legal move is made as the ruleset's own `Game::play` makes a move order (the unit
    /// moves, what the move spends or overruns is spent or overrun, the move is logged) and can
    /// be taken back with [`Rules::take_back`]. A refused move changes what the ruleset's
    /// `Game::play` changes for a refused order: nothing in the Civil War rules; in the
    /// strategic rules nothing but an HQ that kept the unit from an overrun being remembered
    /// (3.2), and the refused order is kept, so [`Rules::take_back`] takes it back as
    /// [`Undone::Order`].
    ///
    /// `dice` rolls whatever the ruleset rolls for a move: a Civil War force march's attrition.
    /// The strategic rules roll no dice for a move and leave `dice` alone. The judgement never
    /// depends on the dice: it is [`Rules::try_move_unit`]'s.
    ///
    /// # Errors
    /// [`Rules::Error`] as [`Rules::check`] gives it, and when `dice` cannot roll a roll the
    /// move needs; the game is unchanged then.
    fn move_unit(
        &mut self,
        unit: &str,
        path: &[&str],
        options: &Self::Options,
        dice: &mut dyn Dice,
    ) -> Result<Judgement, Self::Error>;

    /// What [`Rules::move_unit`] would answer for the same move on the game as it stands,
    /// without playing it: the game is neither changed nor copied, and no die is rolled.
    ///
    /// It is [`Rules::check`]'s judgement where playing judges nothing more, and where a
    /// ruleset judges more when a move is made, it says so too (a strategic move whose convoys,
    /// taken one by one, run out is refused here as when it is played).
    ///
    /// # Errors
    /// As [`Rules::check`]. ([`Rules::move_unit`] can fail besides when its dice cannot roll.)
    fn try_move_unit(
        &self,
        unit: &str,
        path: &[&str],
        options: &Self::Options,
    ) -> Result<Judgement, Self::Error>;

    /// Takes back the last order played (a move by [`Rules::move_unit`], or any order of the
    /// ruleset's own `Game::play`): the game is again exactly as it was before it, and the
    /// answer says what was taken back ([`Undone`]), [`Undone::Nothing`] when nothing was
    /// left to take back.
    fn take_back(&mut self) -> Undone;

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

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;
    use crate::{ClauseId, ScriptedDice};

    const NO_MP: ClauseId = ClauseId::new("TOY-1");
    const MOVED: ClauseId = ClauseId::new("TOY-2");

    /// A toy ruleset: places `1` to `9` in a row, one scout with 3 MP, 1 MP a step, one move
    /// a phase.
    #[derive(Clone, Debug, PartialEq)]
    struct Strip {
        at: u32,
        moved: bool,
        history: Vec<(u32, bool)>,
    }

    #[derive(Debug, thiserror::Error)]
    #[error("not a place or unit of the strip: {0}")]
    struct StripError(String);

    impl Strip {
        fn place(id: &str) -> Result<u32, StripError> {
            id.parse().ok().filter(|n| (1..=9).contains(n)).ok_or(StripError(id.to_owned()))
        }
    }

    impl Rules for Strip {
        type Options = ();
        type Error = StripError;

        fn units(&self) -> Vec<UnitSide> {
            vec![UnitSide { unit: "scout".into(), side: "blue".into() }]
        }

        fn reach(&self, unit: &str, _: &()) -> Result<ReachSummary, StripError> {
            let mut places = BTreeMap::new();
            for to in (1..=9u32).filter(|&to| to != self.at && !self.moved) {
                let cost = to.abs_diff(self.at);
                if cost <= 3 {
                    let place = to.to_string();
                    let must_stop = cost == 3;
                    let reached = PlaceReached {
                        place: place.clone(),
                        cost: Mp::whole(cost),
                        must_stop,
                        stop: None,
                    };
                    places.insert(place, reached);
                }
            }
            Ok(ReachSummary { unit: unit.to_owned(), refusal: None, places })
        }

        fn check(&self, unit: &str, path: &[&str], _: &()) -> Result<Judgement, StripError> {
            if unit != "scout" {
                return Err(StripError(unit.to_owned()));
            }
            let places = path.iter().map(|p| Strip::place(p)).collect::<Result<Vec<_>, _>>()?;
            if places.first() != Some(&self.at) {
                return Err(StripError(format!("{path:?} starts elsewhere")));
            }
            let mut judgement = Judgement {
                path: path.iter().map(|&p| p.to_owned()).collect(),
                refused: None,
                cost: Mp::ZERO,
                stop: None,
                ledger: Vec::new(),
            };
            for (step, pair) in places.windows(2).enumerate() {
                let refusal = if self.moved {
                    Some(Refusal::new(MOVED, "the scout has moved this phase"))
                } else if pair[0].abs_diff(pair[1]) != 1 || judgement.cost == Mp::whole(3) {
                    Some(Refusal::new(NO_MP, "1 MP a step, 3 MP in all"))
                } else {
                    None
                };
                if let Some(refusal) = refusal {
                    judgement.refused = Some(RefusedStep { step: step + 1, refusal });
                    break;
                }
                judgement.cost = Mp::whole(u32::try_from(step).unwrap() + 1);
            }
            Ok(judgement)
        }

        fn explain(&self, unit: &str, to: &str, _: &()) -> Result<Option<Judgement>, StripError> {
            let to = Strip::place(to)?;
            let ids: Vec<String> = if to >= self.at {
                (self.at..=to).map(|p| p.to_string()).collect()
            } else {
                (to..=self.at).rev().map(|p| p.to_string()).collect()
            };
            let path: Vec<&str> = ids.iter().map(String::as_str).collect();
            self.check(unit, &path, &()).map(Some)
        }

        fn move_unit(
            &mut self,
            unit: &str,
            path: &[&str],
            options: &(),
            _: &mut dyn Dice,
        ) -> Result<Judgement, StripError> {
            let judgement = self.try_move_unit(unit, path, options)?;
            if judgement.is_legal() {
                self.history.push((self.at, self.moved));
                self.at = Strip::place(path.last().copied().unwrap_or_default())?;
                self.moved = true;
            }
            Ok(judgement)
        }

        fn try_move_unit(
            &self,
            unit: &str,
            path: &[&str],
            _: &(),
        ) -> Result<Judgement, StripError> {
            self.check(unit, path, &())
        }

        fn take_back(&mut self) -> Undone {
            let Some((at, moved)) = self.history.pop() else { return Undone::Nothing };
            let to = self.at.to_string();
            (self.at, self.moved) = (at, moved);
            Undone::Move { unit: "scout".into(), to }
        }
    }

    /// What a UI does with any ruleset: shows a move, plays it, and lets the player take it
    /// back. Gives what it saw: the move's judgement, the unit's reach after it, and what was
    /// taken back.
    fn play_then_take_back<R: Rules>(
        game: &mut R,
        unit: &str,
        path: &[&str],
        dice: &mut dyn Dice,
    ) -> Result<(Judgement, ReachSummary, Undone), R::Error> {
        let options = R::Options::default();
        let preview = game.try_move_unit(unit, path, &options)?;
        let played = game.move_unit(unit, path, &options, dice)?;
        assert_eq!(played, preview, "a try answers what the move answers");
        let after = game.reach(unit, &options)?;
        Ok((played, after, game.take_back()))
    }

    #[test]
    fn a_ui_written_once_plays_a_move_and_takes_it_back() {
        let mut game = Strip { at: 2, moved: false, history: Vec::new() };
        let start = game.clone();
        let reach = game.reach("scout", &()).unwrap();
        let mut dice = ScriptedDice::new([]);
        let (played, after, undone) =
            play_then_take_back(&mut game, "scout", &["2", "3", "4"], &mut dice).unwrap();
        assert!(played.is_legal());
        assert_eq!(played.cost, Mp::whole(2));
        assert!(after.places.is_empty(), "the scout has moved");
        assert_eq!(undone, Undone::Move { unit: "scout".into(), to: "4".into() });
        assert_eq!(game, start);
        assert_eq!(game.reach("scout", &()).unwrap(), reach);
        assert_eq!(game.take_back(), Undone::Nothing);
        assert!(!Undone::Nothing.took_back());

        // A refused move is refused alike by the try and the move, and changes nothing.
        let path = ["2", "3", "4", "5", "6"];
        let (refused, _, undone) =
            play_then_take_back(&mut game, "scout", &path, &mut dice).unwrap();
        let refused = refused.refused.expect("4 steps for 3 MP");
        assert_eq!((refused.step, refused.refusal.clause), (4, NO_MP));
        assert_eq!(undone, Undone::Nothing);
        assert_eq!(game, start);
    }
}
