//! "Why not?": for a place a mover cannot get to, the cheapest attempt and the clause and step
//! that stop it.
//!
//! Built from the two answers every ruleset already gives, so it can never disagree with them:
//! a [`Search::reach`] finds the attempt, and [`check`] judges it, with its ledger. In order:
//!
//! 1. The place is in reach: the cheapest path there, checked ([`Explanation::Reachable`]).
//! 2. It is in reach with no movement allowance: the cheapest such path, checked against the
//!    real allowance, is refused at the step the movement points run out (or at an earlier
//!    stop the path must make).
//! 3. Otherwise the rules close every way there: of the places the mover can get to at all, the
//!    one nearest the target (in legs over the board, whatever the rules) — the cheapest of
//!    those — and one leg from it towards the target, checked: the refusal names the rule that
//!    closes the way ([`Explanation::Refused`]).
//! 4. No leg of the board leads there from the start at all ([`Explanation::NoWay`]).

use std::collections::VecDeque;

use serde::{Deserialize, Serialize};

use super::{Mover, Route, Search, SearchError, Verdict, check};
use crate::{Board, Movement, Refusal};

/// What stands between a mover and one place.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Explanation<P, S> {
    /// The place is in reach: the cheapest way there, as [`check`] walks it.
    Reachable(Route<P, S>),
    /// The cheapest attempt, and where and why it is refused.
    Refused {
        /// The places of the attempt, the start first, the refused step's place last.
        attempt: Vec<P>,
        /// The refused step, counted from 1 (step 1 enters the second place of `attempt`).
        step: usize,
        /// The clause that refuses it, and why.
        refusal: Refusal,
        /// The legal part of the attempt before the refused step, with its ledger.
        before: Route<P, S>,
    },
    /// No leg of the board leads from the start to the place, whatever the rules.
    NoWay,
}

impl<P, S> Explanation<P, S> {
    /// The refusal, when the place is out of reach for a reason of the rules.
    pub fn refusal(&self) -> Option<&Refusal> {
        match self {
            Explanation::Refused { refusal, .. } => Some(refusal),
            Explanation::Reachable(_) | Explanation::NoWay => None,
        }
    }
}

/// Why `mover` can or cannot get to `target` under `rules` (see the module's documentation):
/// the cheapest way there, or the cheapest attempt with the step and clause that refuse it.
///
/// ```
/// # use umpire_map::*;
/// # struct Line4;
/// # impl Map for Line4 { type Place = usize; type Leg = (); fn leg(&self, _: usize, _: usize) -> Option<()> { Some(()) } }
/// # impl Board for Line4 {
/// #     fn place_count(&self) -> usize { 4 }
/// #     fn index_of(&self, p: usize) -> Option<usize> { (p < 4).then_some(p) }
/// #     fn place_at(&self, i: usize) -> usize { i }
/// #     fn for_each_adjacent(&self, p: usize, mut visit: impl FnMut(usize)) {
/// #         if p > 0 { visit(p - 1) } if p < 3 { visit(p + 1) }
/// #     }
/// # }
/// /// 1 MP a step; place 3 is closed by rule DEMO-3.
/// struct Walls;
/// impl Movement<Line4> for Walls {
///     type State = ();
///     fn step(&self, _: &Line4, _: (), edge: EdgeOf<Line4>, _: &mut impl Ledger) -> StepOutcome<()> {
///         if edge.to == 3 {
///             return StepOutcome::Refused(Refusal::new(ClauseId::new("DEMO-3"), "closed"));
///         }
///         StepOutcome::Step(Step::costing(Mp::ONE, ()))
///     }
///     fn allowance_refusal(&self, _: Mp, _: Mp) -> Refusal { Refusal::new(ClauseId::new("DEMO-1"), "no MP left") }
///     fn not_a_candidate(&self, _: usize, _: usize) -> Refusal { Refusal::new(ClauseId::new("DEMO-2"), "not adjacent") }
/// }
/// let mut search = Search::new();
/// let one_mp = Mover { at: 0, state: (), allowance: Some(Mp::ONE) };
/// // Place 2 needs 2 MP: the cheapest attempt runs out of them on its second step.
/// let short = explain(&mut search, &Line4, &Walls, &one_mp, 2)?;
/// assert!(matches!(short, Explanation::Refused { step: 2, .. }));
/// assert_eq!(short.refusal().map(|r| r.clause.as_str()), Some("DEMO-1"));
/// // Place 3 is closed by a rule: the attempt goes as near as it can and meets it.
/// let three_mp = Mover { allowance: Some(Mp::whole(3)), ..one_mp };
/// let closed = explain(&mut search, &Line4, &Walls, &three_mp, 3)?;
/// assert!(matches!(closed, Explanation::Refused { step: 3, .. }));
/// assert_eq!(closed.refusal().map(|r| r.clause.as_str()), Some("DEMO-3"));
/// // Place 1 is in reach.
/// assert!(matches!(explain(&mut search, &Line4, &Walls, &one_mp, 1)?, Explanation::Reachable(_)));
/// # Ok::<(), SearchError>(())
/// ```
///
/// The refusal is the first one the attempt meets, as [`check`] gives it: with 1 MP, the
/// attempt on place 3 runs out of movement points at place 2 before the rule closing place 3.
///
/// # Errors
/// [`SearchError`] as [`Search::reach`] and [`check`] give it (a start off the board, a board
/// too large); a target off the board is [`SearchError::PlaceNotOnBoard`] at step 1.
pub fn explain<B: Board, R: Movement<B>>(
    search: &mut Search,
    board: &B,
    rules: &R,
    mover: &Mover<B::Place, R::State>,
    target: B::Place,
) -> Result<Explanation<B::Place, R::State>, SearchError> {
    let Some(target_index) = board.index_of(target) else {
        return Err(SearchError::PlaceNotOnBoard { step: 1, place: board.place_name(target) });
    };
    let within = search.reach(board, rules, mover)?.path(target);
    if let Some(path) = within {
        return judged(board, rules, mover, path);
    }
    let unlimited = Mover { allowance: None, ..*mover };
    let reach = search.reach(board, rules, &unlimited)?;
    if let Some(path) = reach.path(target) {
        return judged(board, rules, mover, path);
    }
    let legs = legs_to(board, target_index);
    let leg_count = |place: B::Place| board.index_of(place).and_then(|i| legs[i]);
    let nearest = reach
        .iter()
        .filter_map(|r| leg_count(r.place).map(|legs| (legs, r.cost, r.place)))
        .min_by_key(|&(legs, cost, _)| (legs, cost));
    let Some((legs, _, place)) = nearest else { return Ok(Explanation::NoWay) };
    let mut onward = None;
    board.for_each_adjacent(place, |next| {
        if onward.is_none() && leg_count(next).is_some_and(|l| l < legs) {
            onward = Some(next);
        }
    });
    let (Some(next), Some(mut attempt)) = (onward, reach.path(place)) else {
        return Ok(Explanation::NoWay);
    };
    attempt.push(next);
    judged(board, rules, mover, attempt)
}

/// `attempt` as [`check`] judges it for `mover`.
fn judged<B: Board, R: Movement<B>>(
    board: &B,
    rules: &R,
    mover: &Mover<B::Place, R::State>,
    attempt: Vec<B::Place>,
) -> Result<Explanation<B::Place, R::State>, SearchError> {
    Ok(match check(board, rules, mover, &attempt)? {
        Verdict::Legal(route) => Explanation::Reachable(route),
        Verdict::Illegal { step, refusal, before } => {
            Explanation::Refused { attempt, step, refusal, before }
        }
    })
}

/// Legs over the board from every place to the place numbered `target` (whatever the rules),
/// by place number; `None` where no leg leads.
fn legs_to<B: Board>(board: &B, target: usize) -> Vec<Option<u32>> {
    let mut legs = vec![None; board.place_count()];
    let mut queue = VecDeque::from([target]);
    legs[target] = Some(0);
    while let Some(at) = queue.pop_front() {
        let next = legs[at].map_or(0, |l| l + 1);
        board.for_each_adjacent(board.place_at(at), |place| {
            if let Some(i) = board.index_of(place)
                && legs[i].is_none()
            {
                legs[i] = Some(next);
                queue.push_back(i);
            }
        });
    }
    legs
}
