#![doc = include_str!("../README.md")]
//!
//! # The types
//!
//! - [`Map`] and [`Board`]: the seam a game developer implements for their own map storage.
//! - [`HexBoard`]: the same seam for a hex wargame's map, in the rule texts' vocabulary (terrain
//!   by name, what a hexside carries, off-map boxes, named places): implement it and the hex
//!   rulesets run on your map. [`MapPlace`], [`HexLeg`], [`Crossing`], [`Feature`] are its words.
//! - [`PlaceName`]: what a query takes as a place — a printed id (`"e3609"`) or the place itself
//!   (a [`umpire_hex::Hex`], a [`MapPlace`]…), so a map with no printed ids is asked by its hexes.
//! - [`Mp`]: exact movement points (halves and thirds add up exactly; never floats).
//! - [`ClauseId`], [`Refusal`], [`Citation`], [`Ledger`]: every verdict names the rule clause
//!   that produced it.
//! - [`Dice`], [`ScriptedDice`], [`SeededDice`]: randomness is injected, never global.
//! - [`Movement`]: a ruleset's one step function; [`Search::reach`] and [`check`] both walk it,
//!   so they can never disagree. A ruleset may answer a search's expansion of a place faster
//!   ([`Movement::for_each_step`]), held to the step function by [`compare_steps`].
//! - [`SetupError`]: what is wrong with the rules data or the values a game is built from;
//!   [`nearest`] suggests the name meant, in bounded work; [`MAX_NAME_CHARS`] bounds ids and names.
//! - [`DataValue`]: rules data compiled into a ruleset from its TOML file (see [`data`]).
//!
//! ```
//! use umpire_map::*;
//!
//! /// Five places in a row; each step costs 1 MP, entering place 3 forces a stop.
//! struct Row;
//! impl Map for Row {
//!     type Place = u8;
//!     type Leg = ();
//!     fn leg(&self, a: u8, b: u8) -> Option<()> { (a.abs_diff(b) == 1).then_some(()) }
//! }
//! impl Board for Row {
//!     fn place_count(&self) -> usize { 5 }
//!     fn index_of(&self, p: u8) -> Option<usize> { (p < 5).then_some(p.into()) }
//!     fn place_at(&self, i: usize) -> u8 { i as u8 }
//!     fn for_each_adjacent(&self, p: u8, mut visit: impl FnMut(u8)) {
//!         if p > 0 { visit(p - 1) }
//!         if p < 4 { visit(p + 1) }
//!     }
//! }
//! struct Rules;
//! const STOP: ClauseId = ClauseId::new("DEMO-STOP");
//! impl Movement<Row> for Rules {
//!     type State = ();
//!     fn step(&self, _: &Row, _: (), edge: EdgeOf<Row>, ledger: &mut impl Ledger) -> StepOutcome<()> {
//!         ledger.record(|| Line::cost(ClauseId::new("DEMO-COST"), Mp::ONE, "a place"));
//!         let step = Step::costing(Mp::ONE, ());
//!         if edge.to == 3 { step.stopping(Citation::new(STOP, "place 3 stops everyone")).into() } else { step.into() }
//!     }
//!     fn allowance_refusal(&self, needed: Mp, left: Mp) -> Refusal {
//!         Refusal::new(ClauseId::new("DEMO-MA"), format!("needs {needed} MP, {left} MP left"))
//!     }
//!     fn not_a_candidate(&self, _: u8, _: u8) -> Refusal {
//!         Refusal::new(ClauseId::new("DEMO-ADJ"), "places must be adjacent")
//!     }
//! }
//!
//! let mover = Mover { at: 0, state: (), allowance: Some(Mp::whole(4)) };
//! let mut search = Search::new();
//! let reach = search.reach(&Row, &Rules, &mover)?;
//! assert_eq!(reach.cost(3), Some(Mp::whole(3)));
//! assert_eq!(reach.must_stop(3), Some(true));
//! assert!(!reach.contains(4)); // stopped at 3
//!
//! let verdict = check(&Row, &Rules, &mover, &[0, 1, 2, 3, 4])?;
//! assert_eq!(verdict.refusal().map(|r| r.clause.as_str()), Some("DEMO-STOP"));
//! # Ok::<(), SearchError>(())
//! ```

mod clause;
pub mod data;
mod dice;
mod hexes;
mod kept;
mod ledger;
mod ledger_text;
mod map;
mod movement;
mod mp;
mod outcome;
mod place_id;
mod place_name;
mod rules;
mod search;
mod setup;
mod suggest;
mod threads;
pub mod words;

pub use clause::{Citation, ClauseId, Refusal};
#[cfg(feature = "embed")]
pub use data::embed;
pub use data::{DataError, DataValue};
pub use dice::{Dice, DiceError, ScriptedDice, SeededDice};
pub use hexes::{
    BoxId, Crossing, Feature, Features, HexBoard, HexLeg, MapError, MapPlace, check_hex_board,
};
pub use kept::{Lineage, PlaceSet, Refreshed};
pub use ledger::{Entry, Item, Ledger, Line, NoLedger};
pub use ledger_text::ledger_text;
pub use map::{Board, Map};
pub use movement::{
    DenseState, Edge, EdgeOf, Movement, Step, StepCost, StepOutcome, StepsDiffer, candidate_steps,
    candidate_steps_except, compare_steps,
};
pub use mp::{Mp, MpParseError};
pub use outcome::{BadOrder, Outcome, Refused};
pub use place_id::PlaceId;
pub use place_name::{PlaceName, PlaceRef};
pub use rules::{
    Judgement, PlaceReached, ReachSummary, RefusedStep, Rules, ThreatSummary, Undone, UnitSide,
};
pub use search::{
    Explanation, LABEL_BYTES, MAX_NODES, Mover, PathEnd, PathTree, Paths, Reach, ReachPaths,
    Reached, Route, Search, SearchError, Settled, Verdict, check, explain, reach_once,
};
pub use setup::{PartsError, Position, SetupError};
pub use suggest::{
    MAX_NAME_CHARS, MAX_PATH_CHARS, SUGGEST_MAX_CANDIDATES, SUGGEST_MAX_CELLS, SUGGEST_MAX_CHARS,
    closest, nearest, nearest_by, normalise, pad_end, pad_start,
};
pub use threads::{Threads, on_threads};
