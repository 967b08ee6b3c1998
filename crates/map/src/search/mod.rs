//! The generic movement search: `reach` and `check`, both driven by a ruleset's one step function.
//!
//! The search explores `(place, state)` nodes with a bucket queue over exact movement-point costs.
//! Each node has two labels: the cheapest arrival that may go on, and the cheapest arrival that
//! must stop there. A dearer arrival that may go on is therefore never pruned by a cheaper one that
//! must stop, and different states never prune each other.
//!
//! Labels live in flat arrays — first every node's label for arrivals free to go on, then every
//! node's label for arrivals that must stop — kept in a [`Search`] between queries; a query
//! resets only the labels the previous one touched, so its set-up
//! does not grow with the board.

mod check;
mod explain;
mod labels;
mod paths;
mod queue;
mod reach;

use std::fmt::Debug;

use serde::{Deserialize, Serialize};

pub use check::{Route, Verdict, check};
pub use explain::{Explanation, explain};
pub use paths::{PathEnd, Paths};
pub use reach::{PathTree, Reach, ReachPaths, Reached, Settled};

use crate::{Board, Citation, DenseState, Movement, Mp, Step, StepCost};
use labels::Labels;
use queue::BucketQueue;

/// A unit about to move: where it starts, its state, and its movement allowance.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mover<P, S> {
    /// The place it starts from.
    pub at: P,
    /// Its state before the first step.
    pub state: S,
    /// Its movement allowance; `None` searches without a limit (a flood).
    pub allowance: Option<Mp>,
}

/// Why a search could not start: the query itself is malformed (not a rules verdict).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SearchError {
    /// The start place is not on the board.
    #[error("the start place {place} is not on the board")]
    StartNotOnBoard {
        /// The place, as the board names it ([`Board::place_name`]).
        place: String,
    },
    /// A place of a checked route is not on the board.
    #[error("step {step} goes to {place}, which is not on the board")]
    PlaceNotOnBoard {
        /// The step, counted from 1.
        step: usize,
        /// The place, as the board names it ([`Board::place_name`]).
        place: String,
    },
    /// The start state is outside the ruleset's states.
    #[error("the start state is number {index}, but the ruleset has only {count} states")]
    StateOutOfRange {
        /// The state's number.
        index: usize,
        /// How many states the ruleset has.
        count: usize,
    },
    /// The board times the states is more than [`MAX_NODES`].
    #[error(
        "{places} places × {states} states is too large to search: at most {max} (place, state) \
         nodes, about {gib} GiB of labels",
        max = MAX_NODES,
        gib = (MAX_NODES * LABEL_BYTES) >> 30
    )]
    TooLarge {
        /// Places on the board.
        places: usize,
        /// States of the ruleset.
        states: usize,
    },
    /// A checked route has no places at all.
    #[error("the route is empty: it needs at least the start place")]
    EmptyRoute,
    /// The query needs more than a bound the engine sets (a ruleset's `[limits]`) allows: no
    /// verdict is given rather than one the bound would make wrong.
    #[error("{what}: more than the {limit} `{key}` allows")]
    OverLimit {
        /// What the query needs, in words (`9 overrun targets within reach of panzer`).
        what: String,
        /// The bound.
        limit: usize,
        /// The bound's key in the rules data (`limits.overrun_targets`).
        key: String,
    },
    /// A checked route does not begin where the mover stands.
    #[error("the route starts at {found}, but the unit is at {expected}")]
    RouteStartsElsewhere {
        /// Where the mover is, as the board names it ([`Board::place_name`]).
        expected: String,
        /// Where the route starts, as the board names it ([`Board::place_name`]).
        found: String,
    },
}

/// The most `(place, state)` nodes a search labels: places on the board times the ruleset's
/// states. Each node has two labels of [`LABEL_BYTES`] bytes, laid out before the search
/// starts, so this bounds a search's memory at about 4 GiB. Our choice: a 16-million-hex map
/// (the scenario reader's largest) with 16 states fits.
pub const MAX_NODES: usize = 1 << 28;

/// Bytes of working memory a search may lay out per `(place, state)` node: two labels, each a
/// cost and a parent of four bytes. The labels of arrivals that must stop are laid out only
/// once a query meets a stop, so a ruleset that never stops a mover uses half of this.
pub const LABEL_BYTES: usize = 2 * 2 * size_of::<u32>();

/// A label no arrival has written.
const UNREACHED: u32 = u32::MAX;
/// The parent of the start label.
const NO_PARENT: u32 = u32::MAX;
/// The largest cost a label holds (one below [`UNREACHED`]).
const MAX_COST: u32 = u32::MAX - 1;
/// The bit of a label number that marks the label of an arrival that must stop. Node numbers
/// stay below [`MAX_NODES`], so it never collides with one.
const STOPPED: usize = 1 << 31;
const _: () = assert!(MAX_NODES < STOPPED);

/// The label arrays of a search, read by label number.
#[derive(Clone, Copy, Debug)]
struct LabelArrays<'a> {
    cost: &'a [u32],
    parent: &'a [u32],
    stop_cost: &'a [u32],
    stop_parent: &'a [u32],
}

impl LabelArrays<'_> {
    /// The cost of label `slot` ([`UNREACHED`] if unwritten).
    #[inline]
    fn cost(self, slot: usize) -> u32 {
        let (array, at) =
            if slot & STOPPED != 0 { (self.stop_cost, slot ^ STOPPED) } else { (self.cost, slot) };
        array.get(at).copied().unwrap_or(UNREACHED)
    }

    /// The parent label of label `slot` ([`NO_PARENT`] for the start).
    #[inline]
    fn parent(self, slot: usize) -> u32 {
        let (array, at) = if slot & STOPPED != 0 {
            (self.stop_parent, slot ^ STOPPED)
        } else {
            (self.parent, slot)
        };
        array.get(at).copied().unwrap_or(NO_PARENT)
    }
}

/// Reusable buffers for movement searches. Keep one per thread and query it many times: each
/// query resets only what the previous one touched.
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
/// # struct Flat;
/// # impl Movement<Line3> for Flat {
/// #     type State = ();
/// #     fn step(&self, _: &Line3, _: (), _: EdgeOf<Line3>, _: &mut impl Ledger) -> StepOutcome<()> {
/// #         Step::costing(Mp::ONE, ()).into()
/// #     }
/// #     fn allowance_refusal(&self, needed: Mp, left: Mp) -> Refusal {
/// #         Refusal::new(ClauseId::new("DEMO-1"), format!("needs {needed} MP, {left} MP left"))
/// #     }
/// #     fn not_a_candidate(&self, _: usize, _: usize) -> Refusal { Refusal::new(ClauseId::new("DEMO-2"), "not adjacent") }
/// # }
/// let mut search = Search::new();
/// let mover = Mover { at: 0, state: (), allowance: Some(Mp::whole(1)) };
/// let reach = search.reach(&Line3, &Flat, &mover)?;
/// assert_eq!(reach.cost(1), Some(Mp::ONE));
/// assert_eq!(reach.cost(2), None);
/// assert_eq!(reach.path(1), Some(vec![0, 1]));
/// assert_eq!(reach.reached().collect::<Vec<_>>(), [(0, Mp::ZERO), (1, Mp::ONE)]);
/// # Ok::<(), SearchError>(())
/// ```
#[derive(Debug, Default, Clone)]
pub struct Search {
    /// Costs of the labels of arrivals free to go on, by node.
    cost: Vec<u32>,
    /// Parents of those labels.
    parent: Vec<u32>,
    /// Costs of the labels of arrivals that must stop, by node: empty until a query meets a stop.
    stop_cost: Vec<u32>,
    /// Parents of those labels.
    stop_parent: Vec<u32>,
    /// Every label the last query wrote, in the order it settled them (non-decreasing cost):
    /// both the answer's list and what the next query resets. With one state, a label that is
    /// not its place's best arrival (its partner is cheaper, or settled first at the same cost)
    /// is left out: the list is then the answer as it stands, and the partner's entry resets
    /// both labels of the place.
    touched: Vec<u32>,
    /// The settled list's costs, run-length coded: `(first entry, cost)` wherever the cost
    /// changes, so the answer streams without reading the label arrays. One entry per
    /// distinct cost settled.
    runs: Vec<(u32, u32)>,
    queue: BucketQueue,
    /// Whether the last query wrote any label of an arrival that must stop.
    any_stopped: bool,
    /// Whether a one-state query listed both a free and a stopped arrival at one place, at the
    /// same cost, so its settled list must be read comparing partners (only zero-cost steps
    /// make this).
    recheck: bool,
}

impl Search {
    /// Empty buffers; they grow to fit the first board searched.
    #[must_use]
    pub fn new() -> Search {
        Search::default()
    }

    /// Bytes of working memory the search holds (labels, parents, touched list, queue).
    #[must_use]
    pub fn heap_bytes(&self) -> usize {
        (self.cost.capacity()
            + self.parent.capacity()
            + self.stop_cost.capacity()
            + self.stop_parent.capacity()
            + self.touched.capacity())
            * size_of::<u32>()
            + self.runs.capacity() * size_of::<(u32, u32)>()
            + self.queue.heap_bytes()
    }

    /// Every place `mover` can reach under `rules`, with its least cost, whether it must stop
    /// there, and a path. The result borrows this search's buffers until dropped.
    ///
    /// # Errors
    /// [`SearchError`] when the start place is not on the board, the start state is out of the
    /// ruleset's range, or the board is too large to label.
    pub fn reach<'a, B: Board, R: Movement<B>>(
        &'a mut self,
        board: &'a B,
        rules: &'a R,
        mover: &Mover<B::Place, R::State>,
    ) -> Result<Reach<'a, B, R>, SearchError> {
        let (labels, start) = start_slot(board, rules, mover)?;
        self.prepare(labels.nodes);
        self.cost[start] = 0;
        self.parent[start] = NO_PARENT;
        self.queue.push(0, start as u32);
        self.flood(board, rules, labels, mover.allowance);
        tracing::debug!(start = ?mover.at, allowance = ?mover.allowance, labels = self.touched.len(), "reach");
        Ok(Reach::new(board, rules, labels, self, mover))
    }

    /// The label arrays, for reading.
    fn arrays(&self) -> LabelArrays<'_> {
        LabelArrays {
            cost: &self.cost,
            parent: &self.parent,
            stop_cost: &self.stop_cost,
            stop_parent: &self.stop_parent,
        }
    }

    /// Resets the labels the last query touched and makes room for `nodes` nodes.
    fn prepare(&mut self, nodes: usize) {
        if self.touched.len() > self.cost.len() / 8 {
            // After a flood, one sequential fill beats a scattered write per label.
            self.cost.fill(UNREACHED);
            if self.any_stopped {
                self.stop_cost.fill(UNREACHED);
            }
        } else if !self.any_stopped {
            // Every entry is a free label's.
            for &slot in &self.touched {
                self.cost[slot as usize] = UNREACHED;
            }
        } else {
            // Both labels of each listed node. The other one is unwritten, listed too, or (with
            // one state) left off the list behind this one, its place's best: writing it
            // unreached as well resets it, for a store and no branch.
            let (cost, stop_cost) = (self.cost.as_mut_slice(), self.stop_cost.as_mut_slice());
            for &entry in &self.touched {
                let node = entry as usize & !STOPPED;
                if let (Some(free), Some(stopped)) = (cost.get_mut(node), stop_cost.get_mut(node)) {
                    (*free, *stopped) = (UNREACHED, UNREACHED);
                }
            }
        }
        self.touched.clear();
        self.runs.clear();
        self.any_stopped = false;
        self.recheck = false;
        if self.cost.len() < nodes {
            self.cost.resize(nodes, UNREACHED);
            self.parent.resize(nodes, NO_PARENT);
        }
        self.queue.reset(0);
    }

    /// Dijkstra over `(place, state, stopped)` labels from what is queued.
    fn flood<B: Board, R: Movement<B>>(
        &mut self,
        board: &B,
        rules: &R,
        labels: Labels,
        allowance: Option<Mp>,
    ) {
        // The ruleset's state count, not the layout's copy: it is a constant the compiler can
        // fold into the hot loop (one state: no division).
        let states = rules.state_count();
        let labels = labels.with_states(states);
        let limit = cost_limit(allowance);
        let Search {
            cost,
            parent,
            stop_cost,
            stop_parent,
            touched,
            runs,
            queue,
            any_stopped,
            recheck,
        } = self;
        // Slices keep their pointers in registers across the label stores below.
        let (cost, parent) = (cost.as_mut_slice(), parent.as_mut_slice());
        let mut run_cost = UNREACHED;
        while let Some((at_cost, slot)) = queue.pop() {
            let slot = slot as usize;
            // Lazy deletion: a label improved after it was queued leaves a stale entry.
            if slot & STOPPED != 0 {
                // An arrival that must stop is queued only to be listed in cost order.
                let node = slot ^ STOPPED;
                // With one state, the free arrival wins ties: one at this cost or less is
                // settled already or still queued at this cost, and is listed instead.
                if stop_cost[node] == at_cost && (states > 1 || cost[node] > at_cost) {
                    list(touched, runs, &mut run_cost, at_cost, slot);
                }
                continue;
            }
            if cost[slot] != at_cost {
                continue;
            }
            // With one state, a free arrival dearer than the stopped one already listed is not
            // listed (it still goes on). At the same cost the stopped one may have been listed
            // first: both are, and the answer compares them.
            let mut listed = true;
            if states == 1 && *any_stopped {
                let stopped = stop_cost[slot];
                listed = stopped >= at_cost;
                *recheck |= stopped == at_cost;
            }
            if listed {
                list(touched, runs, &mut run_cost, at_cost, slot);
            }
            let (place_index, state_index) = labels.node(slot);
            let from = board.place_at(place_index);
            let state = R::State::from_index(state_index);
            // A `move` closure over fresh reborrows: what it uses lives in registers, not behind
            // a pointer to this frame.
            let (cost, parent, queue) = (&mut *cost, &mut *parent, &mut *queue);
            let (stop_cost, stop_parent, any_stopped) =
                (&mut *stop_cost, &mut *stop_parent, &mut *any_stopped);
            rules.for_each_step(board, from, place_index, state, move |to_index, step| {
                debug_assert!(to_index < board.place_count(), "a step's place number");
                let Some(Arrival { cost: new_cost, stops, .. }) =
                    Arrival::of(&step, at_cost, limit, allowance)
                else {
                    return;
                };
                let next_state = step.next.index();
                debug_assert!(next_state < states, "state number {next_state} ≥ {states}");
                let to_node = labels.node_of(to_index, next_state);
                if stops {
                    let nodes = labels.nodes;
                    let stopped = StopLabels { cost: stop_cost, parent: stop_parent, nodes };
                    if stopped.improve(to_node, new_cost, slot as u32) {
                        *any_stopped = true;
                        queue.push(new_cost, (to_node | STOPPED) as u32);
                    }
                } else if new_cost < cost[to_node] {
                    cost[to_node] = new_cost;
                    parent[to_node] = slot as u32;
                    queue.push(new_cost, to_node as u32);
                }
            });
        }
    }
}

/// Puts label `slot`, settled at `cost`, on the settled list `touched`, opening a new run in
/// `runs` when the cost differs from the last run's (`run_cost`).
#[inline(always)]
fn list(
    touched: &mut Vec<u32>,
    runs: &mut Vec<(u32, u32)>,
    run_cost: &mut u32,
    cost: u32,
    slot: usize,
) {
    if cost != *run_cost {
        runs.push((touched.len() as u32, cost));
        *run_cost = cost;
    }
    touched.push(slot as u32);
}

/// The labels of arrivals that must stop, laid out when a query first meets one.
struct StopLabels<'s> {
    cost: &'s mut Vec<u32>,
    parent: &'s mut Vec<u32>,
    nodes: usize,
}

impl StopLabels<'_> {
    /// Writes the arrival at `node` costing `cost` from label `parent` if it is cheaper than the
    /// one there; whether it was.
    #[inline]
    fn improve(mut self, node: usize, cost: u32, parent: u32) -> bool {
        if self.cost.len() < self.nodes {
            self.lay_out();
        }
        if cost < self.cost[node] {
            self.cost[node] = cost;
            self.parent[node] = parent;
            true
        } else {
            false
        }
    }

    /// Lays the labels out, on the first stop a query meets.
    #[cold]
    #[inline(never)]
    fn lay_out(&mut self) {
        self.cost.resize(self.nodes, UNREACHED);
        self.parent.resize(self.nodes, NO_PARENT);
    }
}

/// Where a legal step from a label costing `at_cost` lands.
#[derive(Clone, Copy, Debug)]
struct Arrival {
    /// The total cost of the arrival.
    cost: u32,
    /// Whether the mover must stop there.
    stops: bool,
    /// Whether the step went past the allowance by a minimum-move exception (which stops it).
    exceeded: bool,
}

impl Arrival {
    /// The arrival of `step` from a label costing `at_cost`, with at most `limit` raw MP to
    /// spend (`allowance` is the mover's), or `None` when the step costs more than is left and
    /// may not exceed it.
    #[inline]
    fn of<S>(step: &Step<S>, at_cost: u32, limit: u32, allowance: Option<Mp>) -> Option<Arrival> {
        match step.cost {
            StepCost::Mp(mp) => {
                // `limit` is at most MAX_COST, so a total within it is a valid label.
                let total = at_cost.saturating_add(mp.raw());
                if total <= limit {
                    Some(Arrival { cost: total, stops: step.stop.is_some(), exceeded: false })
                } else if step.may_exceed_allowance.is_some() {
                    Some(Arrival { cost: total.min(MAX_COST), stops: true, exceeded: true })
                } else {
                    None
                }
            }
            StepCost::WholeAllowance(_) => {
                let total = if allowance.is_some() { limit.max(at_cost) } else { at_cost };
                Some(Arrival { cost: total, stops: step.stop.is_some(), exceeded: false })
            }
        }
    }

    /// The clause that stops the mover on this arrival, read from the step that made it.
    fn stop_clause<S>(self, step: Step<S>) -> Option<Citation> {
        if self.exceeded { step.exceeded_stop.or(step.may_exceed_allowance) } else { step.stop }
    }
}

/// The raw cost limit of a search with `allowance`.
fn cost_limit(allowance: Option<Mp>) -> u32 {
    allowance.map_or(MAX_COST, |mp| mp.raw().min(MAX_COST))
}

/// Validates a query and returns its label layout and the label of its start.
fn start_slot<B: Board, R: Movement<B>>(
    board: &B,
    rules: &R,
    mover: &Mover<B::Place, R::State>,
) -> Result<(Labels, usize), SearchError> {
    let states = rules.state_count();
    let labels = layout(board.place_count(), states)?;
    let place_index = board
        .index_of(mover.at)
        .ok_or_else(|| SearchError::StartNotOnBoard { place: board.place_name(mover.at) })?;
    let state_index = mover.state.index();
    if state_index >= states {
        return Err(SearchError::StateOutOfRange { index: state_index, count: states });
    }
    Ok((labels, labels.slot(place_index, state_index, false)))
}

/// The label layout of `places` × `states` nodes, refused past [`MAX_NODES`].
fn layout(places: usize, states: usize) -> Result<Labels, SearchError> {
    match places.checked_mul(states) {
        Some(nodes) if nodes <= MAX_NODES => Ok(Labels::new(places, states)),
        _ => Err(SearchError::TooLarge { places, states }),
    }
}

/// Finds every place reachable by `mover`, with fresh buffers. Prefer [`Search::reach`] when you
/// run many queries.
///
/// # Errors
/// As for [`Search::reach`].
pub fn reach_once<B: Board, R: Movement<B>>(
    board: &B,
    rules: &R,
    mover: &Mover<B::Place, R::State>,
) -> Result<Vec<Reached<B::Place>>, SearchError> {
    let mut search = Search::new();
    Ok(search.reach(board, rules, mover)?.iter().collect())
}

#[cfg(test)]
mod tests {
    use super::{MAX_NODES, SearchError, layout};

    #[test]
    fn a_search_lays_out_at_most_max_nodes() {
        assert_eq!(layout(MAX_NODES / 4, 4).map(|l| l.nodes), Ok(MAX_NODES));
        let past = layout(MAX_NODES / 4 + 1, 4).map(|l| l.nodes);
        assert_eq!(past, Err(SearchError::TooLarge { places: MAX_NODES / 4 + 1, states: 4 }));
        assert!(layout(usize::MAX, 2).is_err(), "an overflowing product is too large too");
        let message = SearchError::TooLarge { places: 1 << 27, states: 4 }.to_string();
        assert!(message.contains("268435456") && message.contains("4 GiB"), "{message}");
    }
}

#[cfg(test)]
mod reached_tests;
