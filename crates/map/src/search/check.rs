//! Checking one exact route with the same step function that drives `reach`.

use serde::{Deserialize, Serialize};

use super::{Mover, SearchError};
use crate::Ledger;
use crate::ledger::StepLedger;
use crate::{
    Board, Citation, DenseState, Entry, Line, Movement, Mp, Refusal, StepCost, StepOutcome,
};

/// A route walked step by step: where it went, what it cost, and the ledger that explains it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Route<P, S> {
    /// The places walked, the start first.
    pub places: Vec<P>,
    /// Movement points spent.
    pub cost: Mp,
    /// Why the unit must stop where the route ends, if it must.
    pub stop: Option<Citation>,
    /// The mover's state at the end.
    pub state: S,
    /// Every cost item, stop and exception, step by step, each with its clause.
    pub ledger: Vec<Entry>,
}

/// The verdict on a whole route.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Verdict<P, S> {
    /// Every step is legal.
    Legal(Route<P, S>),
    /// A step is forbidden.
    Illegal {
        /// The forbidden step, counted from 1 (step 1 enters the second place of the route).
        step: usize,
        /// The clause that forbids it, and why.
        refusal: Refusal,
        /// The legal part of the route before it.
        before: Route<P, S>,
    },
}

impl<P, S> Verdict<P, S> {
    /// Whether the route is legal.
    pub fn is_legal(&self) -> bool {
        matches!(self, Verdict::Legal(_))
    }

    /// The refusal, if the route is illegal.
    pub fn refusal(&self) -> Option<&Refusal> {
        match self {
            Verdict::Legal(_) => None,
            Verdict::Illegal { refusal, .. } => Some(refusal),
        }
    }

    /// The legal route, or the legal part before the refused step.
    pub fn route(&self) -> &Route<P, S> {
        match self {
            Verdict::Legal(route) | Verdict::Illegal { before: route, .. } => route,
        }
    }
}

/// Walks `route` (the start place first) step by step through `rules`' step function and says
/// whether it is legal, what each step cost and which clause decided each thing.
///
/// Each ledger line is also logged as a `tracing` debug event inside a `check` span.
///
/// # Errors
/// [`SearchError`] when the route is empty, does not start at the mover, or leaves the board —
/// malformed questions rather than rules verdicts.
pub fn check<B: Board, R: Movement<B>>(
    board: &B,
    rules: &R,
    mover: &Mover<B::Place, R::State>,
    route: &[B::Place],
) -> Result<Verdict<B::Place, R::State>, SearchError> {
    let span = tracing::debug_span!("check", start = ?mover.at, allowance = ?mover.allowance);
    let _entered = span.enter();
    let (&first, _) = route.split_first().ok_or(SearchError::EmptyRoute)?;
    if first != mover.at {
        return Err(SearchError::RouteStartsElsewhere {
            expected: format!("{:?}", mover.at),
            found: format!("{first:?}"),
        });
    }
    super::start_slot(board, rules, mover)?;
    let mut walked = Route {
        places: vec![first],
        cost: Mp::ZERO,
        stop: None,
        state: mover.state,
        ledger: Vec::new(),
    };
    for (index, pair) in route.windows(2).enumerate() {
        let (step_number, from, to) = (index + 1, pair[0], pair[1]);
        if board.index_of(to).is_none() {
            return Err(SearchError::PlaceNotOnBoard {
                step: step_number,
                place: format!("{to:?}"),
            });
        }
        match take_step(board, rules, mover.allowance, &mut walked, step_number, from, to) {
            Ok(()) => walked.places.push(to),
            Err(refusal) => {
                tracing::debug!(step = step_number, clause = %refusal.clause, "{refusal}");
                return Ok(Verdict::Illegal { step: step_number, refusal, before: walked });
            }
        }
    }
    Ok(Verdict::Legal(walked))
}

/// Judges one step of a checked route, updating `walked` when it is legal.
fn take_step<B: Board, R: Movement<B>>(
    board: &B,
    rules: &R,
    allowance: Option<Mp>,
    walked: &mut Route<B::Place, R::State>,
    step_number: usize,
    from: B::Place,
    to: B::Place,
) -> Result<(), Refusal> {
    if let Some(stop) = &walked.stop {
        return Err(rules.after_stop(stop));
    }
    let mut is_candidate = false;
    rules.for_each_candidate(board, from, walked.state, |place| is_candidate |= place == to);
    if !is_candidate {
        return Err(rules.not_a_candidate(from, to));
    }
    let mut ledger = StepLedger { step: step_number, entries: &mut walked.ledger };
    let step = match rules.step(board, from, walked.state, to, &mut ledger) {
        StepOutcome::Step(step) => step,
        StepOutcome::Refused(refusal) => return Err(refusal),
    };
    let left = allowance.map(|a| a.saturating_sub(walked.cost));
    let mut stop = step.stop;
    let cost = match (step.cost, left) {
        (StepCost::Mp(cost), Some(left)) if cost > left => {
            let Some(exception) = step.may_exceed_allowance else {
                return Err(rules.allowance_refusal(cost, left));
            };
            ledger.record(|| Line::exception(exception.clause.clone(), exception.note.clone()));
            stop = Some(exception);
            cost
        }
        (StepCost::Mp(cost), _) => cost,
        (StepCost::WholeAllowance, left) => left.unwrap_or(Mp::ZERO),
    };
    if let Some(stop) = &stop {
        ledger.record(|| Line::stop(stop.clause.clone(), stop.note.clone()));
    }
    debug_assert!(step.next.index() < rules.state_count());
    walked.cost += cost;
    walked.stop = stop;
    walked.state = step.next;
    Ok(())
}
