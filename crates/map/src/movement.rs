//! What a ruleset tells the search: how one step is judged and priced.
//!
//! A ruleset implements [`Movement`] once. Its [`Movement::step`] is the single function behind
//! both `reach` (every place a unit can get to) and `check` (is this exact path legal), so the two
//! can never disagree. Read it like a checklist: each early return cites the clause that decided.

use std::fmt::Debug;

use crate::{Board, Citation, Ledger, Map, Mp, Refusal};

/// The part of a mover's situation that changes what later steps may do: first hex entered or
/// not, entrained, rail hexes used… The search explores `(place, state)` pairs and keeps them in
/// flat arrays, so a state must number itself densely, `0..COUNT`.
///
/// Put in the state only what changes later moves: every extra state value multiplies the work.
/// What follows from the place itself belongs in the step's cost or stop.
pub trait DenseState: Copy + Eq + Debug {
    /// How many distinct values there are at most. A ruleset may use fewer through
    /// [`Movement::state_count`].
    const COUNT: usize;
    /// This value's number, below the ruleset's state count.
    fn index(self) -> usize;
    /// The value numbered `index` (only called with numbers [`DenseState::index`] gave out).
    fn from_index(index: usize) -> Self;
}

impl DenseState for () {
    const COUNT: usize = 1;
    #[inline]
    fn index(self) -> usize {
        0
    }
    #[inline]
    fn from_index(_index: usize) -> Self {}
}

impl DenseState for bool {
    const COUNT: usize = 2;
    #[inline]
    fn index(self) -> usize {
        usize::from(self)
    }
    #[inline]
    fn from_index(index: usize) -> Self {
        index != 0
    }
}

impl DenseState for u8 {
    const COUNT: usize = 256;
    #[inline]
    fn index(self) -> usize {
        usize::from(self)
    }
    #[inline]
    fn from_index(index: usize) -> Self {
        u8::try_from(index).unwrap_or(u8::MAX)
    }
}

/// One step: its two ends, as places and as their numbers on the board, and what the leg
/// between them meets.
///
/// The numbers let a step function read flat per-place storage (a `HexGrid`'s slice, a terrain
/// array) without converting places again, and the leg arrives with the adjacency the board
/// enumerated: the search already knows all of them. [`EdgeOf`] names it for a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Edge<P, L> {
    /// Where the step starts.
    pub from: P,
    /// Where it goes.
    pub to: P,
    /// `from`'s number on the board ([`Board::index_of`]).
    pub from_index: usize,
    /// `to`'s number on the board.
    pub to_index: usize,
    /// What the leg `from → to` meets ([`Map::leg`]); `None` when the ruleset moves the unit
    /// between places that are not one leg apart (port to port, into an off-map box).
    pub leg: Option<L>,
}

/// The [`Edge`] type of board `B`.
pub type EdgeOf<B> = Edge<<B as Map>::Place, <B as Map>::Leg>;

/// What a step costs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepCost {
    /// A fixed amount of movement points.
    Mp(Mp),
    /// Everything the unit has left, because of the clause cited: off-map box placements,
    /// port-to-port moves. With no allowance (an unlimited search) it costs nothing. The ledger
    /// records the amount it came to under that clause.
    WholeAllowance(Citation),
}

/// A legal step and what it does to the mover.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step<S> {
    /// The price of the step.
    pub cost: StepCost,
    /// `Some` when the mover must stop in the place entered, with the clause that stops it.
    pub stop: Option<Citation>,
    /// `Some` when the step may cost more than the movement points left (a minimum-move
    /// exception), with the clause that allows it. A step that uses it ends the move.
    pub may_exceed_allowance: Option<Citation>,
    /// The clause cited for the stop of a mover that used `may_exceed_allowance` (when `None`,
    /// the exception's own clause).
    pub exceeded_stop: Option<Citation>,
    /// The mover's state after the step.
    pub next: S,
}

impl<S> Step<S> {
    /// A step costing `cost` that leaves the mover in `next`, free to go on.
    #[must_use]
    pub fn costing(cost: Mp, next: S) -> Step<S> {
        Step {
            cost: StepCost::Mp(cost),
            stop: None,
            may_exceed_allowance: None,
            exceeded_stop: None,
            next,
        }
    }

    /// A step spending the whole remaining allowance, because of `why`.
    #[must_use]
    pub fn whole_allowance(why: Citation, next: S) -> Step<S> {
        Step {
            cost: StepCost::WholeAllowance(why),
            stop: None,
            may_exceed_allowance: None,
            exceeded_stop: None,
            next,
        }
    }

    /// The same step, after which the mover must stop, because of `why`.
    #[must_use]
    pub fn stopping(mut self, why: Citation) -> Step<S> {
        self.stop = Some(why);
        self
    }

    /// The same step, allowed to exceed the movement points left because of `why`.
    #[must_use]
    pub fn exceeding(mut self, why: Citation) -> Step<S> {
        self.may_exceed_allowance = Some(why);
        self
    }

    /// The same step, allowed to exceed the movement points left because of `why`, after
    /// which (if it does exceed them) the mover must stop because of `stop`.
    #[must_use]
    pub fn exceeding_then_stopping(mut self, why: Citation, stop: Citation) -> Step<S> {
        self.may_exceed_allowance = Some(why);
        self.exceeded_stop = Some(stop);
        self
    }
}

/// The verdict on one step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StepOutcome<S> {
    /// The step is legal.
    Step(Step<S>),
    /// The step is forbidden.
    Refused(Refusal),
}

impl<S> From<Step<S>> for StepOutcome<S> {
    fn from(step: Step<S>) -> Self {
        StepOutcome::Step(step)
    }
}

impl<S> From<Refusal> for StepOutcome<S> {
    fn from(refusal: Refusal) -> Self {
        StepOutcome::Refused(refusal)
    }
}

/// A ruleset's movement, as the search sees it: the one step function, and the clauses the search
/// cites on the ruleset's behalf.
///
/// The search passes the ruleset as a type parameter, so `step` is inlined into its inner loop:
/// choose the ruleset once per query, never through `dyn` per step.
///
/// Contract: `step` is pure (same inputs, same outcome) and costs are never negative (the type
/// makes that so). A cheaper arrival in the same state is never worse than a dearer one.
pub trait Movement<B: Board> {
    /// The mover's state between steps.
    type State: DenseState;

    /// How many states this ruleset uses (default [`DenseState::COUNT`]); lower it when the state
    /// type could number more values than the rules ever produce.
    fn state_count(&self) -> usize {
        Self::State::COUNT
    }

    /// Calls `visit(place, index, leg)` with every place the mover might try next from `at`,
    /// that place's number on the board and the leg to it (default: the board's legs,
    /// [`Board::for_each_leg`]). Rulesets add destinations that are no single leg away here —
    /// ports across a naval zone, an off-map box — numbering them with [`Board::index_of`] and
    /// passing `None` for the leg.
    #[inline]
    fn for_each_candidate(
        &self,
        board: &B,
        at: B::Place,
        _state: Self::State,
        mut visit: impl FnMut(B::Place, usize, Option<B::Leg>),
    ) {
        board.for_each_leg(at, |place, index, leg| visit(place, index, Some(leg)));
    }

    /// Judges and prices the step along `edge` for a mover in `state`, writing what it charges
    /// and why to `ledger`.
    fn step(
        &self,
        board: &B,
        state: Self::State,
        edge: EdgeOf<B>,
        ledger: &mut impl Ledger,
    ) -> StepOutcome<Self::State>;

    /// The clause cited when a step costs more than the movement points left.
    fn allowance_refusal(&self, needed: Mp, left: Mp) -> Refusal;

    /// The clause cited when a checked path jumps to a place that is no candidate.
    fn not_a_candidate(&self, from: B::Place, to: B::Place) -> Refusal;

    /// The clause cited when a checked path goes on after a forced stop (by default the clause
    /// that forced the stop).
    fn after_stop(&self, stopped_by: &Citation) -> Refusal {
        Refusal::new(stopped_by.clause, format!("the unit had to stop: {}", stopped_by.note))
    }
}
