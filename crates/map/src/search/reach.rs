//! The answer to a reach query: a view over the search's labels.

mod best;
mod linked;
mod tree;

pub use tree::PathTree;

use serde::{Deserialize, Serialize};

use super::{
    Arrival, LabelArrays, Labels, Mover, NO_PARENT, PathEnd, Paths, STOPPED, Search, UNREACHED,
    cost_limit,
};
use crate::{Board, Citation, DenseState, Edge, Movement, Mp, NoLedger, StepOutcome};
use best::Bests;

/// One place a reach found: its least cost and whether the unit must stop there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reached<P> {
    /// The place.
    pub place: P,
    /// The least cost of getting there.
    pub cost: Mp,
    /// Whether every arrival at that least cost must stop there.
    pub must_stop: bool,
}

/// Every place a reach found with the end of its cheapest path, and the tree of those paths:
/// what [`Reach::paths`] gives, owning its data.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReachPaths<P> {
    /// Every reached place once, with the end of its path in `paths`.
    pub places: Vec<(Reached<P>, PathEnd)>,
    /// The paths.
    pub paths: Paths<P>,
}

/// Every place a mover can reach, borrowed from the [`Search`](super::Search) that found them.
#[derive(Debug)]
pub struct Reach<'a, B: Board, R: Movement<B>> {
    board: &'a B,
    rules: &'a R,
    allowance: Option<Mp>,
    labels: Labels,
    arrays: LabelArrays<'a>,
    touched: &'a [u32],
    runs: &'a [(u32, u32)],
    recheck: bool,
    start: B::Place,
}

impl<'a, B: Board, R: Movement<B>> Reach<'a, B, R> {
    pub(super) fn new(
        board: &'a B,
        rules: &'a R,
        labels: Labels,
        search: &'a Search,
        mover: &Mover<B::Place, R::State>,
    ) -> Self {
        Reach {
            board,
            rules,
            allowance: mover.allowance,
            labels,
            arrays: search.arrays(),
            touched: &search.touched,
            runs: &search.runs,
            recheck: search.recheck,
            start: mover.at,
        }
    }

    /// Where the mover started.
    pub fn start(&self) -> B::Place {
        self.start
    }

    /// The label holding the best arrival at the place numbered `place_index`: least cost, and
    /// at equal cost one that may go on.
    fn best_slot(&self, place_index: usize) -> Option<usize> {
        let labels = self.labels;
        if labels.states == 1 {
            let (go, stop) =
                (labels.slot(place_index, 0, false), labels.slot(place_index, 0, true));
            let (go_cost, stop_cost) = (self.arrays.cost(go), self.arrays.cost(stop));
            return match (go_cost != UNREACHED, stop_cost != UNREACHED) {
                (false, false) => None,
                (true, false) => Some(go),
                (false, true) => Some(stop),
                (true, true) => Some(if stop_cost < go_cost { stop } else { go }),
            };
        }
        let mut best: Option<(u32, bool, usize)> = None;
        for state in 0..labels.states {
            for stopped in [false, true] {
                let slot = labels.slot(place_index, state, stopped);
                let cost = self.arrays.cost(slot);
                if cost != UNREACHED && best.is_none_or(|(c, s, _)| (cost, stopped) < (c, s)) {
                    best = Some((cost, stopped, slot));
                }
            }
        }
        best.map(|(_, _, slot)| slot)
    }

    fn slot_for(&self, place: B::Place) -> Option<usize> {
        let index = self.board.index_of(place)?;
        if index >= self.board.place_count() {
            return None;
        }
        self.best_slot(index)
    }

    fn reached_at(&self, slot: usize) -> Reached<B::Place> {
        let (place_index, _) = self.labels.node(slot);
        Reached {
            place: self.board.place_at(place_index),
            cost: Mp::from_raw(self.arrays.cost(slot)),
            must_stop: self.labels.is_stopped(slot),
        }
    }

    /// The best arrival at `place`, if it is reached.
    pub fn get(&self, place: B::Place) -> Option<Reached<B::Place>> {
        self.slot_for(place).map(|slot| self.reached_at(slot))
    }

    /// The least cost of reaching `place`, if it is reached.
    pub fn cost(&self, place: B::Place) -> Option<Mp> {
        self.get(place).map(|r| r.cost)
    }

    /// Whether `place` is reached.
    pub fn contains(&self, place: B::Place) -> bool {
        self.slot_for(place).is_some()
    }

    /// Whether the unit must stop at `place` when it arrives by its cheapest way (`None` if
    /// unreached).
    pub fn must_stop(&self, place: B::Place) -> Option<bool> {
        self.get(place).map(|r| r.must_stop)
    }

    /// The mover's state on its best arrival at `place`.
    pub fn state(&self, place: B::Place) -> Option<R::State> {
        let slot = self.slot_for(place)?;
        Some(R::State::from_index(self.labels.node(slot).1))
    }

    /// A cheapest path to `place`, from the start place to `place` inclusive; it passes
    /// [`check`](super::check) at the same cost.
    pub fn path(&self, place: B::Place) -> Option<Vec<B::Place>> {
        self.slot_for(place).map(|slot| self.path_to(slot))
    }

    /// Why the unit must stop at `place` on its best arrival: the clause of the stop the last
    /// step of its cheapest path met, as [`check`](super::check) of [`Reach::path`] ends. `None`
    /// when the unit may go on from there, or `place` is unreached.
    ///
    /// It judges that one step again through the ruleset's step function, so it costs the
    /// same whatever the length of the path.
    pub fn stop(&self, place: B::Place) -> Option<Citation> {
        self.stop_at(self.slot_for(place)?)
    }

    fn stop_at(&self, slot: usize) -> Option<Citation> {
        let parent = self.arrays.parent(slot);
        if !self.labels.is_stopped(slot) || parent == NO_PARENT {
            return None;
        }
        let parent = parent as usize;
        let (from_index, state_index) = self.labels.node(parent);
        let (to_index, to_state) = self.labels.node(slot);
        let (from, state) = (self.board.place_at(from_index), R::State::from_index(state_index));
        let (at_cost, limit) = (self.arrays.cost(parent), cost_limit(self.allowance));
        let mut clause = None;
        self.rules.for_each_candidate(self.board, from, state, |to, index, leg| {
            if clause.is_some() || index != to_index {
                return;
            }
            let edge = Edge { from, to, from_index, to_index, leg };
            let StepOutcome::Step(step) = self.rules.step(self.board, state, edge, &mut NoLedger)
            else {
                return;
            };
            let Some(arrival) = Arrival::of(&step, at_cost, limit, self.allowance) else { return };
            if arrival.stops
                && arrival.cost == self.arrays.cost(slot)
                && step.next.index() == to_state
            {
                clause = arrival.stop_clause(step);
            }
        });
        clause
    }

    /// The labels holding each reached place's best arrival: in the order settled with one
    /// state, in board order with several.
    fn best_labels(&self) -> BestLabels<'_, 'a, B, R> {
        if self.labels.states > 1 {
            // Scanning every state of every place touched would cost states × places: pick each
            // place's best in one pass over the settled list instead, then order the places.
            return BestLabels { reach: self, source: BestSource::Table(self.bests(), 0) };
        }
        BestLabels { reach: self, source: BestSource::Settled(self.touched.iter()) }
    }

    /// Each reached place's best arrival, picked from the settled list: in board order with
    /// several states, in the order settled with one (as [`Reach::iter`] lists them).
    fn bests(&self) -> Bests {
        let mut bests = self.bests_as_settled();
        self.list_in_reach_order(&mut bests);
        bests
    }

    /// Each reached place's best arrival, picked from the settled list, in the order each place
    /// was first settled.
    fn bests_as_settled(&self) -> Bests {
        let mut bests = Bests::with_room(self.touched.len());
        for (run, cost) in self.settled_runs() {
            for &label in run {
                bests.offer(self.place_number(label as usize), label, cost);
            }
        }
        bests
    }

    /// Lists `bests` as [`Reach::iter`] lists the places: in board order with several states;
    /// with one, where each place's best arrival settled.
    fn list_in_reach_order(&self, bests: &mut Bests) {
        if self.labels.states > 1 {
            bests.sort_by_place();
        } else if self.recheck {
            // A tie listed a place twice, its best arrival maybe second.
            let settled =
                self.touched.iter().map(|&label| (self.place_number(label as usize), label));
            bests.order_as(settled);
        }
    }

    /// The number of the place of label `slot`. Place numbers are below
    /// [`MAX_NODES`](super::MAX_NODES), so they fit in 32 bits.
    #[inline]
    fn place_number(&self, slot: usize) -> u32 {
        self.labels.node(slot).0 as u32
    }

    /// With one state, whether label `slot` holds its place's best arrival: a place's only
    /// other label is its partner, and the free one wins ties.
    #[inline]
    fn is_best_of_one_state(&self, slot: usize) -> bool {
        let labels = self.labels;
        let (mine, other) = (self.arrays.cost(slot), self.arrays.cost(labels.partner(slot)));
        if labels.is_stopped(slot) { mine < other } else { mine <= other }
    }

    /// The path that ends with label `slot`, the start first.
    fn path_to(&self, mut slot: usize) -> Vec<B::Place> {
        let mut path = vec![self.board.place_at(self.labels.node(slot).0)];
        while self.arrays.parent(slot) != NO_PARENT {
            slot = self.arrays.parent(slot) as usize;
            path.push(self.board.place_at(self.labels.node(slot).0));
        }
        path.reverse();
        path
    }

    /// Every reached place once, with its best arrival and a cheapest path to it (as
    /// [`Reach::path`] gives), in the order of [`Reach::iter`].
    pub fn iter_with_paths(&self) -> impl Iterator<Item = (Reached<B::Place>, Vec<B::Place>)> + '_ {
        self.best_labels().map(|slot| (self.reached_at(slot), self.path_to(slot)))
    }

    /// Every reached place once, with its best arrival: in the order the search settled them
    /// (non-decreasing cost) when the ruleset has one state, in board order when it has several.
    pub fn iter(&self) -> impl Iterator<Item = Reached<B::Place>> + '_ {
        self.best_labels().map(|slot| self.reached_at(slot))
    }

    /// Every reached place once with its least cost: the answer of a reach in its plainest
    /// form, read straight off the search's list of settled labels. With one state the places
    /// come in the order the search settled them, so in non-decreasing cost, the start first;
    /// with several, in board order.
    pub fn reached(&self) -> Settled<'_, 'a, B, R> {
        let source = if self.labels.states > 1 || self.recheck {
            Source::Sorted(self.best_labels().collect::<Vec<_>>().into_iter())
        } else {
            Source::Settled { slots: [].iter(), cost: 0, runs: self.runs.iter(), all: self.touched }
        };
        Settled { reach: self, source }
    }

    /// Appends every reached place with its least cost to `out`, as [`Reach::reached`] lists
    /// them: the cheapest way to copy the answer into a buffer kept between queries. With one
    /// state it copies the search's settled list run by run, each run at one cost, so a
    /// [`Vec`] reserves once and writes without checking its capacity per place.
    pub fn extend_reached(&self, out: &mut impl Extend<(B::Place, Mp)>) {
        if self.labels.states > 1 || self.recheck {
            out.extend(self.reached());
            return;
        }
        let board = self.board;
        for (run, cost) in self.settled_runs() {
            let cost = Mp::from_raw(cost);
            // One state: a label's number is its place's, with the stop bit.
            out.extend(run.iter().map(|&entry| (board.place_at(entry as usize & !STOPPED), cost)));
        }
    }

    /// How many places are reached (the start included).
    pub fn len(&self) -> usize {
        // With one state the settled list is the answer, unless a tie listed a place twice.
        if self.labels.states == 1 && !self.recheck {
            return self.touched.len();
        }
        // Each place once, in no particular order.
        self.bests_as_settled().len()
    }

    /// Whether nothing is reached (never true: the start is always reached).
    pub fn is_empty(&self) -> bool {
        self.touched.is_empty()
    }

    /// Calls `visit(place number, raw cost)` for arrivals the search settled, in the order it
    /// settled them, so in non-decreasing cost (raw [`Mp`] units, 1/120 MP): every reached place
    /// comes first with its least cost, and may come again (once for each other state it was
    /// reached in, and for an arrival that must stop). The cheapest bulk read for a caller that
    /// keeps the first arrival at each place (a threat map over many units): nothing is sorted
    /// and no label is read.
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
    /// let mover = Mover { at: 0, state: (), allowance: Some(Mp::whole(2)) };
    /// let reach = search.reach(&Line3, &Flat, &mover)?;
    /// let mut arrivals = Vec::new();
    /// reach.for_each_settled_raw(|place, raw| arrivals.push((place, Mp::from_raw(raw))));
    /// assert_eq!(arrivals, [(0, Mp::ZERO), (1, Mp::ONE), (2, Mp::whole(2))]);
    /// # Ok::<(), SearchError>(())
    /// ```
    #[inline]
    pub fn for_each_settled_raw(&self, mut visit: impl FnMut(usize, u32)) {
        let labels = self.labels;
        for (run, cost) in self.settled_runs() {
            for &entry in run {
                visit(labels.node(entry as usize).0, cost);
            }
        }
    }

    /// The settled list run by run: each run's entries with the cost they all settled at.
    #[inline]
    fn settled_runs(&self) -> impl Iterator<Item = (&'a [u32], u32)> + use<'a, B, R> {
        let (all, runs) = (self.touched, self.runs);
        (0..runs.len()).map(move |n| {
            let (first, cost) = runs[n];
            (run_entries(all, first, runs.get(n + 1..).unwrap_or_default()), cost)
        })
    }

    /// Every reached place's number on the board with its least cost in raw [`Mp`] units
    /// (1/120 MP): the cheapest form to read in bulk.
    pub fn raw_costs(&self) -> impl Iterator<Item = (usize, u32)> + '_ {
        self.best_labels().map(|slot| (self.labels.node(slot).0, self.arrays.cost(slot)))
    }
}

/// The entries of the settled list `all` in the run that starts at entry `first`, given the runs
/// after it (`later`): up to where the next run starts, or to the end.
#[inline]
fn run_entries<'r>(all: &'r [u32], first: u32, later: &[(u32, u32)]) -> &'r [u32] {
    let end = later.first().map_or(all.len(), |&(next, _)| next as usize);
    all.get(first as usize..end).unwrap_or_default()
}

/// The labels of each reached place's best arrival, as [`Reach::best_labels`] lists them.
struct BestLabels<'r, 'a, B: Board, R: Movement<B>> {
    reach: &'r Reach<'a, B, R>,
    source: BestSource<'r>,
}

/// Where [`BestLabels`] takes its labels from.
enum BestSource<'r> {
    /// A search with several states: each place's best arrival, and how many have been read.
    Table(Bests, usize),
    /// A one-state search: its settled list, each place once unless a tie listed it twice.
    Settled(std::slice::Iter<'r, u32>),
}

impl<B: Board, R: Movement<B>> Iterator for BestLabels<'_, '_, B, R> {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        match &mut self.source {
            BestSource::Table(bests, read) => {
                let slot = bests.nth_slot(*read)?;
                *read += 1;
                Some(bests.get(slot).label as usize)
            }
            BestSource::Settled(entries) => {
                let reach = self.reach;
                entries.find_map(|&entry| {
                    let slot = entry as usize;
                    // The search listed only each place's best, unless a tie between a free and
                    // a stopped arrival listed both.
                    (!reach.recheck || reach.is_best_of_one_state(slot)).then_some(slot)
                })
            }
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        match &self.source {
            BestSource::Table(bests, read) => {
                let left = bests.len().saturating_sub(*read);
                (left, Some(left))
            }
            BestSource::Settled(entries) => {
                let most = entries.len();
                (if self.reach.recheck { 0 } else { most }, Some(most))
            }
        }
    }
}

/// The places of a [`Reach`] with their least costs, as [`Reach::reached`] gives them.
#[derive(Debug)]
pub struct Settled<'r, 'a, B: Board, R: Movement<B>> {
    reach: &'r Reach<'a, B, R>,
    source: Source<'r>,
}

/// Where [`Settled`] takes its labels from.
#[derive(Debug)]
enum Source<'r> {
    /// The settled list of a one-state search, read run by run: `slots` are the rest of the
    /// current run, whose labels cost `cost`; `runs` the runs after it, which start in `all`.
    Settled {
        slots: std::slice::Iter<'r, u32>,
        cost: u32,
        runs: std::slice::Iter<'r, (u32, u32)>,
        all: &'r [u32],
    },
    /// The best labels of a search with several states, in board order, or of a one-state
    /// search whose settled list a tie made list a place twice, in the order settled.
    Sorted(std::vec::IntoIter<usize>),
}

impl<B: Board, R: Movement<B>> Settled<'_, '_, B, R> {
    /// The next best label of a search with several states.
    #[inline(never)]
    fn next_sorted(&mut self) -> Option<(B::Place, Mp)> {
        let Source::Sorted(slots) = &mut self.source else { return None };
        let slot = slots.next()?;
        let (place_index, _) = self.reach.labels.node(slot);
        Some((self.reach.board.place_at(place_index), Mp::from_raw(self.reach.arrays.cost(slot))))
    }
}

impl<B: Board, R: Movement<B>> Iterator for Settled<'_, '_, B, R> {
    type Item = (B::Place, Mp);

    #[inline]
    fn next(&mut self) -> Option<(B::Place, Mp)> {
        let Source::Settled { slots, cost, runs, all, .. } = &mut self.source else {
            return self.next_sorted();
        };
        loop {
            if let Some(&entry) = slots.next() {
                // One state: a label's number is its place's, with the stop bit.
                let node = entry as usize & !STOPPED;
                return Some((self.reach.board.place_at(node), Mp::from_raw(*cost)));
            }
            let &(first, run_cost) = runs.next()?;
            *slots = run_entries(all, first, runs.as_slice()).iter();
            *cost = run_cost;
        }
    }

    fn fold<A, F: FnMut(A, Self::Item) -> A>(mut self, init: A, mut f: F) -> A {
        let Source::Settled { slots, cost, runs, all, .. } = &mut self.source else {
            let mut acc = init;
            while let Some(item) = self.next_sorted() {
                acc = f(acc, item);
            }
            return acc;
        };
        let board = self.reach.board;
        // One state: a label's number is its place's, with the stop bit.
        let mut acc = init;
        let mut run = (std::mem::take(slots), *cost);
        loop {
            let run_cost = Mp::from_raw(run.1);
            for &entry in run.0 {
                acc = f(acc, (board.place_at(entry as usize & !STOPPED), run_cost));
            }
            let Some(&(first, next_cost)) = runs.next() else { return acc };
            run = (run_entries(all, first, runs.as_slice()).iter(), next_cost);
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        match &self.source {
            Source::Settled { slots, runs, all, .. } => {
                let rest =
                    runs.as_slice().first().map_or(0, |&(first, _)| all.len() - first as usize);
                let most = slots.len() + rest;
                (most, Some(most))
            }
            Source::Sorted(slots) => slots.size_hint(),
        }
    }
}
