//! Checking one exact route with the same step function that drives `reach`.

use serde::{Deserialize, Serialize};

use super::{Mover, SearchError};
use crate::{
    Board, Citation, DenseState, Edge, EdgeOf, Entry, Item, Line, Movement, Mp, Refusal, StepCost,
    StepOutcome,
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

    /// The refused step (counted from 1; 0 is an order refused before the unit moves), if the
    /// route is illegal.
    pub fn refused_step(&self) -> Option<usize> {
        match self {
            Verdict::Legal(_) => None,
            Verdict::Illegal { step, .. } => Some(*step),
        }
    }

    /// MP spent by the route (an illegal one: by its legal part).
    pub fn cost(&self) -> Mp {
        self.route().cost
    }

    /// Why the unit must stop where the (legal part of the) route ends, if it must.
    pub fn stop(&self) -> Option<Citation> {
        self.route().stop
    }

    /// The ledger of the (legal part of the) route, step by step.
    pub fn ledger(&self) -> &[Entry] {
        &self.route().ledger
    }
}

/// Walks `route` (the start place first) step by step through `rules`' step function and says
/// whether it is legal, what each step cost and which clause decided each thing.
///
/// A route names places, and two different moves may join the same two places (a road and a
/// port-to-port jump between neighbouring ports). `check` reads the route the way the search
/// would: among the ways of walking it, the cheapest legal one, and at equal cost one that leaves
/// the unit free to go on. So every path [`Search::reach`](super::Search::reach) returns passes
/// `check` at the cost reach gave. When no way is legal, the refusal is the one met by the way
/// that got furthest at least cost.
///
/// Each ledger line of the chosen way is logged as a `tracing` debug event inside a `check` span.
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
            expected: board.place_name(mover.at),
            found: board.place_name(first),
        });
    }
    super::start_slot(board, rules, mover)?;
    // Every way of walking the route so far, cheapest first, at most one per (state, stopped).
    // Each way is a node of `trail`, which holds every kept step once with a link to the step
    // before it: a step costs the same however long the route, and the chosen way's places and
    // ledger are read back at the end.
    let mut trail = vec![Node { parent: None, place: first, step: 0, lines: Vec::new() }];
    let mut ways = vec![Way { node: 0, at: first, cost: Mp::ZERO, stop: None, state: mover.state }];
    for (index, pair) in route.windows(2).enumerate() {
        let (step_number, from, to) = (index + 1, pair[0], pair[1]);
        let (Some(from_index), Some(_)) = (board.index_of(from), board.index_of(to)) else {
            return Err(SearchError::PlaceNotOnBoard {
                step: step_number,
                place: board.place_name(to),
            });
        };
        let mut next: Vec<Arrival<B::Place, R::State>> = Vec::new();
        let mut refusal = None;
        for way in &ways {
            let left = mover.allowance.map(|a| a.saturating_sub(way.cost));
            match ways_onward(board, rules, way, from_index, to, left) {
                Ok(steps) => {
                    for judged in steps {
                        keep_cheapest(&mut next, extend(way, to, judged));
                    }
                }
                Err(refused) => {
                    refusal.get_or_insert(refused);
                }
            }
        }
        if next.is_empty() {
            let refusal = refusal.unwrap_or_else(|| rules.not_a_candidate(from, to));
            tracing::debug!(step = step_number, clause = %refusal.clause, "{refusal}");
            let before = route_of(&mut trail, &ways[0]);
            return Ok(Verdict::Illegal { step: step_number, refusal, before });
        }
        next.sort_by_key(|(way, _)| rank(way));
        ways = next
            .into_iter()
            .map(|(way, lines)| {
                trail.push(Node { parent: Some(way.node), place: to, step: step_number, lines });
                Way { node: trail.len() - 1, ..way }
            })
            .collect();
    }
    let chosen = route_of(&mut trail, &ways[0]);
    for entry in &chosen.ledger {
        tracing::debug!(step = entry.step, clause = %entry.line.clause, "{}", entry.line);
    }
    Ok(Verdict::Legal(chosen))
}

/// One step of a way kept by [`check`]: the place it entered, the step's number, the ledger
/// lines it wrote, and the node of the step before it (`None` for the start).
struct Node<P> {
    parent: Option<usize>,
    place: P,
    step: usize,
    lines: Vec<Line>,
}

/// One way of walking the route so far: its last step's node, where it stands, what it cost,
/// why it must stop and the mover's state there.
struct Way<P, S> {
    node: usize,
    at: P,
    cost: Mp,
    stop: Option<Citation>,
    state: S,
}

/// A way one step further, not yet kept: the way (its node still the one before the step) and
/// the ledger lines the step wrote.
type Arrival<P, S> = (Way<P, S>, Vec<Line>);

/// The whole route of `way`, read back from its nodes (their ledger lines are moved out: only
/// one way is ever read back).
fn route_of<P: Copy, S: Copy>(trail: &mut [Node<P>], way: &Way<P, S>) -> Route<P, S> {
    let mut chain = Vec::new();
    let mut node = Some(way.node);
    while let Some(at) = node {
        chain.push(at);
        node = trail.get(at).and_then(|n| n.parent);
    }
    let mut places = Vec::with_capacity(chain.len());
    let mut ledger = Vec::new();
    for &at in chain.iter().rev() {
        if let Some(node) = trail.get_mut(at) {
            places.push(node.place);
            let step = node.step;
            ledger.extend(
                std::mem::take(&mut node.lines).into_iter().map(|line| Entry { step, line }),
            );
        }
    }
    Route { places, cost: way.cost, stop: way.stop, state: way.state, ledger }
}

/// How the search ranks arrivals: cheaper first, and at equal cost the one free to go on.
fn rank<P, S>(way: &Way<P, S>) -> (Mp, bool) {
    (way.cost, way.stop.is_some())
}

/// Adds `way` (with the ledger lines of its last step) to `ways` unless a way in the same state
/// and as free costs no more; drops the ways it beats.
fn keep_cheapest<P, S: DenseState>(ways: &mut Vec<Arrival<P, S>>, way: Arrival<P, S>) {
    let same = |(other, _): &Arrival<P, S>| {
        other.state.index() == way.0.state.index() && other.stop.is_some() == way.0.stop.is_some()
    };
    match ways.iter().position(same) {
        Some(at) if ways[at].0.cost <= way.0.cost => {}
        Some(at) => ways[at] = way,
        None => ways.push(way),
    }
}

/// `way` followed by the judged step to `to` (its node is still the one before the step), and
/// the ledger lines the step wrote.
fn extend<P, S>(way: &Way<P, S>, to: P, judged: Judged<S>) -> Arrival<P, S> {
    let next = Way {
        node: way.node,
        at: to,
        cost: way.cost + judged.cost,
        stop: judged.stop,
        state: judged.next,
    };
    (next, judged.lines)
}

/// A legal step as judged: what it costs, whether it stops the mover, its state after, and
/// the ledger lines it wrote.
struct Judged<S> {
    cost: Mp,
    stop: Option<Citation>,
    next: S,
    lines: Vec<Line>,
}

/// Every legal move from the end of `way` to `to` (all the candidates that go there), or the
/// first refusal when none is legal.
fn ways_onward<B: Board, R: Movement<B>>(
    board: &B,
    rules: &R,
    way: &Way<B::Place, R::State>,
    from_index: usize,
    to: B::Place,
    left: Option<Mp>,
) -> Result<Vec<Judged<R::State>>, Refusal> {
    let from = way.at;
    if let Some(stop) = &way.stop {
        return Err(rules.after_stop(stop));
    }
    let mut edges = Vec::new();
    rules.for_each_candidate(board, from, way.state, |place, to_index, leg| {
        if place == to {
            edges.push(Edge { from, to, from_index, to_index, leg });
        }
    });
    if edges.is_empty() {
        return Err(rules.not_a_candidate(from, to));
    }
    let mut legal = Vec::new();
    let mut first_refusal = None;
    for edge in edges {
        match judge(board, rules, way.state, edge, left) {
            Ok(judged) => legal.push(judged),
            Err(refusal) => {
                first_refusal.get_or_insert(refusal);
            }
        }
    }
    match first_refusal {
        Some(refusal) if legal.is_empty() => Err(refusal),
        _ => Ok(legal),
    }
}

/// One candidate move through the step function and the allowance, with `left` movement points
/// (`None`: unlimited).
fn judge<B: Board, R: Movement<B>>(
    board: &B,
    rules: &R,
    state: R::State,
    edge: EdgeOf<B>,
    left: Option<Mp>,
) -> Result<Judged<R::State>, Refusal> {
    let mut lines = Vec::new();
    let step = match rules.step(board, state, edge, &mut lines) {
        StepOutcome::Step(step) => step,
        StepOutcome::Refused(refusal) => return Err(refusal),
    };
    let mut stop = step.stop;
    let cost = match (step.cost, left) {
        (StepCost::Mp(cost), Some(left)) if cost > left => {
            let Some(exception) = step.may_exceed_allowance else {
                return Err(rules.allowance_refusal(cost, left));
            };
            lines.push(Line::exception(exception.clause, exception.note));
            stop = Some(step.exceeded_stop.unwrap_or(exception));
            cost
        }
        (StepCost::Mp(cost), _) => cost,
        (StepCost::WholeAllowance(because), left) => {
            let spent = left.unwrap_or(Mp::ZERO);
            lines.push(Line {
                clause: because.clause,
                item: Item::WholeAllowance { mp: spent, what: because.note.into() },
            });
            spent
        }
    };
    if let Some(stop) = &stop {
        lines.push(Line::stop(stop.clause, stop.note));
    }
    debug_assert!(step.next.index() < rules.state_count());
    Ok(Judged { cost, stop, next: step.next, lines })
}
