//! What a ruleset tells the search: how one step is judged and priced.
//!
//! A ruleset implements [`Movement`] once. Its [`Movement::step`] is the single function behind
//! both `reach` (every place a unit can get to) and `check` (is this exact path legal), so the two
//! can never disagree. Read it like a checklist: each early return cites the clause that decided.

use std::fmt::Debug;

use crate::{Board, Citation, Ledger, Line, Map, Mp, NoLedger, Refusal};

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

    /// Calls `visit(index, step)` with every legal step from `at` (numbered `at_index` on the
    /// board) for a mover in `state`: the number of the place it enters and the [`Step`]. The
    /// search expands every arrival it settles through this, so it is the hot path of a reach.
    ///
    /// The default ([`candidate_steps`]) judges each of [`Movement::for_each_candidate`]'s
    /// places with [`Movement::step`] and no ledger and leaves the refusals out. Override it
    /// only to give **the same steps in the same order** faster — from tables worked out before
    /// the search, with nothing dispatched per candidate — and hold the override to the default
    /// with [`compare_steps`] in a test: then a reach still returns only paths that
    /// [`check`](crate::check) passes at the same cost.
    #[inline]
    fn for_each_step(
        &self,
        board: &B,
        at: B::Place,
        at_index: usize,
        state: Self::State,
        visit: impl FnMut(usize, Step<Self::State>),
    ) where
        Self: Sized,
    {
        candidate_steps(self, board, at, at_index, state, visit);
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

/// Every legal step from `at` (numbered `at_index`) for a mover in `state`, candidate by
/// candidate: each of [`Movement::for_each_candidate`]'s places judged by [`Movement::step`]
/// with no ledger, refusals left out. What [`Movement::for_each_step`] does unless a ruleset
/// overrides it, and what an override must agree with.
#[inline]
pub fn candidate_steps<B: Board, R: Movement<B>>(
    rules: &R,
    board: &B,
    at: B::Place,
    at_index: usize,
    state: R::State,
    visit: impl FnMut(usize, Step<R::State>),
) {
    candidate_steps_except(rules, board, at, at_index, state, |_, _| false, visit);
}

/// As [`candidate_steps`], leaving out unjudged the candidates `refused` picks (by place number
/// and leg): for an override of [`Movement::for_each_step`] that knows, from the candidate
/// alone, steps the rule refuses whatever else holds, and so need not word their refusals.
/// Hold it to [`candidate_steps`] with [`compare_steps`].
#[inline]
pub fn candidate_steps_except<B: Board, R: Movement<B>>(
    rules: &R,
    board: &B,
    at: B::Place,
    at_index: usize,
    state: R::State,
    refused: impl Fn(usize, Option<&B::Leg>) -> bool,
    mut visit: impl FnMut(usize, Step<R::State>),
) {
    rules.for_each_candidate(board, at, state, |to, to_index, leg| {
        if refused(to_index, leg.as_ref()) {
            return;
        }
        let edge = Edge { from: at, to, from_index: at_index, to_index, leg };
        if let StepOutcome::Step(step) = rules.step(board, state, edge, &mut NoLedger) {
            visit(to_index, step);
        }
    });
}

/// Where a ruleset's [`Movement::for_each_step`] parts from its candidates judged one by one:
/// what [`compare_steps`] finds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StepsDiffer<S> {
    /// Which legal step differs, counted from 0.
    pub position: usize,
    /// The place number and step the candidates give there (`None`: they give no more steps).
    pub expected: Option<(usize, Step<S>)>,
    /// What `for_each_step` gave there (`None`: it gave no more steps).
    pub found: Option<(usize, Step<S>)>,
}

impl<S: Debug> std::fmt::Display for StepsDiffer<S> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "legal step {}: the candidates judged one by one give {:?}, but for_each_step gives {:?}",
            self.position, self.expected, self.found
        )
    }
}

impl<S: Debug> std::error::Error for StepsDiffer<S> {}

/// Holds `rules`' [`Movement::for_each_step`] from `at` in `state` to its candidates judged one
/// by one, each with a ledger that records (as [`check`](crate::check) judges a step): the same
/// places, the same steps, in the same order. Gives how many legal steps there are; a place off
/// the board has none. Meant for a ruleset's tests, over every place and state of its boards.
///
/// ```
/// # use umpire_map::*;
/// # struct Line3;
/// # impl Map for Line3 { type Place = usize; type Leg = (); fn leg(&self, _: usize, _: usize) -> Option<()> { Some(()) } }
/// # impl Board for Line3 {
/// #     fn place_count(&self) -> usize { 3 }
/// #     fn index_of(&self, p: usize) -> Option<usize> { (p < 3).then_some(p) }
/// #     fn place_at(&self, i: usize) -> usize { i }
/// #     fn for_each_adjacent(&self, p: usize, mut visit: impl FnMut(usize)) {
/// #         if p > 0 { visit(p - 1) } if p < 2 { visit(p + 1) }
/// #     }
/// # }
/// /// Every step costs 1 MP; the override answers from nothing but the place numbers.
/// struct Flat;
/// impl Movement<Line3> for Flat {
///     type State = ();
///     fn step(&self, _: &Line3, _: (), _: EdgeOf<Line3>, _: &mut impl Ledger) -> StepOutcome<()> {
///         Step::costing(Mp::ONE, ()).into()
///     }
///     fn for_each_step(&self, _: &Line3, _: usize, at: usize, _: (), mut visit: impl FnMut(usize, Step<()>)) {
///         for to in [at.wrapping_sub(1), at + 1].into_iter().filter(|&to| to < 3) {
///             visit(to, Step::costing(Mp::ONE, ()));
///         }
///     }
/// #     fn allowance_refusal(&self, needed: Mp, left: Mp) -> Refusal {
/// #         Refusal::new(ClauseId::new("DEMO-1"), format!("needs {needed} MP, {left} MP left"))
/// #     }
/// #     fn not_a_candidate(&self, _: usize, _: usize) -> Refusal { Refusal::new(ClauseId::new("DEMO-2"), "not adjacent") }
/// }
/// for place in 0..3 {
///     compare_steps(&Line3, &Flat, place, ())?;
/// }
/// assert_eq!(compare_steps(&Line3, &Flat, 1, ()), Ok(2));
/// # Ok::<(), Box<StepsDiffer<()>>>(())
/// ```
///
/// # Errors
/// The first legal step where the two differ, or where one gives more steps than the other.
pub fn compare_steps<B: Board, R: Movement<B>>(
    board: &B,
    rules: &R,
    at: B::Place,
    state: R::State,
) -> Result<usize, Box<StepsDiffer<R::State>>> {
    let Some(at_index) = board.index_of(at).filter(|&index| index < board.place_count()) else {
        return Ok(0);
    };
    let mut expected = Vec::new();
    rules.for_each_candidate(board, at, state, |to, to_index, leg| {
        let edge = Edge { from: at, to, from_index: at_index, to_index, leg };
        let mut ledger: Vec<Line> = Vec::new();
        if let StepOutcome::Step(step) = rules.step(board, state, edge, &mut ledger) {
            expected.push((to_index, step));
        }
    });
    let mut found = Vec::new();
    rules.for_each_step(board, at, at_index, state, |to_index, step| found.push((to_index, step)));
    let steps = expected.len();
    let (mut expected, mut found) = (expected.into_iter(), found.into_iter());
    for position in 0.. {
        match (expected.next(), found.next()) {
            (None, None) => return Ok(steps),
            (expected, found) if expected != found => {
                return Err(Box::new(StepsDiffer { position, expected, found }));
            }
            _ => {}
        }
    }
    Ok(steps)
}
