//! [`Reach::reached`](super::Reach::reached) against [`Reach::iter`](super::Reach::iter), and
//! each place's best arrival against a sort of every label the search wrote, on a ring of
//! places whose rules stop a mover on some places and count the stops in a state.

use proptest::prelude::*;

use super::labels::Labels;
use super::{NO_PARENT, STOPPED, Search};
use crate::{
    Board, Citation, ClauseId, EdgeOf, Ledger, Map, Movement, Mover, Mp, Refusal, Step, StepOutcome,
};

/// A ring of places, each with an enter cost in whole MP (`None`: closed) and whether entering
/// it stops the mover; neighbours are the places either side and two ahead.
#[derive(Debug)]
struct Ring {
    enter: Vec<Option<u32>>,
    stop: Vec<bool>,
}

impl Map for Ring {
    type Place = usize;
    type Leg = ();
    fn leg(&self, _: usize, _: usize) -> Option<()> {
        Some(())
    }
}

impl Board for Ring {
    fn place_count(&self) -> usize {
        self.enter.len()
    }
    fn index_of(&self, place: usize) -> Option<usize> {
        (place < self.enter.len()).then_some(place)
    }
    fn place_at(&self, index: usize) -> usize {
        index
    }
    fn for_each_adjacent(&self, place: usize, mut visit: impl FnMut(usize)) {
        let n = self.enter.len();
        for next in [place + 1, place + n - 1, place + 2] {
            visit(next % n);
        }
    }
}

/// Entering costs the place's price; a stop place stops the mover, except every third place,
/// where it only counts. With `counting`, the state counts the stop places entered (up to 2)
/// and each one costs a further MP.
struct Rules<S> {
    counting: std::marker::PhantomData<S>,
}

const TEST: ClauseId = ClauseId::new("TEST-1");

impl<S: crate::DenseState + Copy + Into<u8> + From<u8>> Movement<Ring> for Rules<S> {
    type State = S;
    fn step(
        &self,
        board: &Ring,
        state: S,
        edge: EdgeOf<Ring>,
        _: &mut impl Ledger,
    ) -> StepOutcome<S> {
        let Some(enter) = board.enter[edge.to_index] else {
            return Refusal::new(TEST, "closed").into();
        };
        let count: u8 = state.into();
        let stops = board.stop[edge.to_index];
        let next = if stops && S::COUNT > 1 { count.saturating_add(1).min(2) } else { count };
        let step = Step::costing(Mp::whole(enter + u32::from(count)), S::from(next));
        if stops && !edge.to_index.is_multiple_of(3) {
            step.stopping(Citation::new(TEST, "stop")).into()
        } else {
            step.into()
        }
    }
    fn allowance_refusal(&self, _: Mp, _: Mp) -> Refusal {
        Refusal::new(TEST, "allowance")
    }
    fn not_a_candidate(&self, _: usize, _: usize) -> Refusal {
        Refusal::new(TEST, "not a candidate")
    }
}

/// Zero, one or two stops met, as a state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Count(u8);

impl crate::DenseState for Count {
    const COUNT: usize = 3;
    fn index(self) -> usize {
        usize::from(self.0)
    }
    fn from_index(index: usize) -> Self {
        Count(u8::try_from(index).unwrap_or(0))
    }
}
impl From<Count> for u8 {
    fn from(count: Count) -> u8 {
        count.0
    }
}
impl From<u8> for Count {
    fn from(n: u8) -> Count {
        Count(n)
    }
}

/// A one-state stand-in that never counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct One;

impl crate::DenseState for One {
    const COUNT: usize = 1;
    fn index(self) -> usize {
        0
    }
    fn from_index(_: usize) -> Self {
        One
    }
}
impl From<One> for u8 {
    fn from(_: One) -> u8 {
        0
    }
}
impl From<u8> for One {
    fn from(_: u8) -> One {
        One
    }
}

fn ring() -> impl Strategy<Value = Ring> {
    proptest::collection::vec((proptest::option::weighted(0.85, 0u32..5), any::<bool>()), 3..40)
        .prop_map(|cells| Ring {
            enter: cells.iter().map(|c| c.0).collect(),
            stop: cells.iter().map(|c| c.1).collect(),
        })
}

/// The rules counting in `S` and a mover at place `start` (modulo the ring's length) in the
/// first state, with `allowance` whole MP (`None`: no limit).
fn query<S: From<u8>>(
    ring: &Ring,
    start: usize,
    allowance: Option<u32>,
) -> (Rules<S>, Mover<usize, S>) {
    let rules = Rules::<S> { counting: std::marker::PhantomData };
    let mover = Mover {
        at: start % ring.enter.len(),
        state: S::from(0),
        allowance: allowance.map(Mp::whole),
    };
    (rules, mover)
}

/// `reached` lists what `iter` lists, each place once with its least cost (as `get` finds it
/// from the label arrays); with one state in non-decreasing cost, the start first; `len`,
/// `fold` and `extend_reached` agree. Places may cost nothing to enter, so a free and a stopped
/// arrival can tie.
fn agrees<S>(
    ring: &Ring,
    start: usize,
    allowance: Option<u32>,
    search: &mut Search,
) -> Result<(), TestCaseError>
where
    S: crate::DenseState + Copy + Into<u8> + From<u8>,
{
    let (rules, mover) = query::<S>(ring, start, allowance);
    let reach = search.reach(ring, &rules, &mover).unwrap_or_else(|e| panic!("{e}"));
    let listed: Vec<(usize, Mp)> = reach.reached().collect();
    let mut folded = Vec::new();
    reach.reached().for_each(|item| folded.push(item));
    prop_assert_eq!(&folded, &listed, "fold lists what next does");
    let mut copied = vec![(usize::MAX, Mp::ZERO)];
    reach.extend_reached(&mut copied);
    prop_assert_eq!(&copied[1..], &listed[..], "extend_reached appends what reached lists");
    let (low, high) = reach.reached().size_hint();
    prop_assert!(low <= listed.len() && high.is_none_or(|high| listed.len() <= high));
    // Place by place, from the label arrays rather than the settled list's marks.
    let by_place: Vec<(usize, Mp)> =
        (0..ring.enter.len()).filter_map(|p| reach.get(p).map(|r| (p, r.cost))).collect();
    let mut expected: Vec<(usize, Mp)> = reach.iter().map(|r| (r.place, r.cost)).collect();
    prop_assert_eq!(listed.len(), reach.len());
    let mut iterated = expected.clone();
    iterated.sort_unstable();
    prop_assert_eq!(&iterated, &by_place, "iter lists each place's best arrival");
    if S::COUNT == 1 {
        prop_assert_eq!(listed.first(), Some(&(mover.at, Mp::ZERO)));
        prop_assert!(listed.windows(2).all(|w| w[0].1 <= w[1].1), "in cost order: {:?}", listed);
        prop_assert_eq!(&listed, &expected, "the same order as iter");
    }
    let mut sorted = listed.clone();
    sorted.sort_unstable();
    expected.sort_unstable();
    prop_assert_eq!(sorted, expected);
    Ok(())
}

proptest! {
    #[test]
    fn reached_lists_every_place_once_at_its_least_cost(
        first in ring(), second in ring(), start in any::<usize>(),
        allowance in proptest::option::of(0u32..30),
    ) {
        // One search for every query: what one query leaves must not leak into the next.
        let mut search = Search::new();
        agrees::<One>(&first, start, allowance, &mut search)?;
        agrees::<Count>(&first, start, allowance, &mut search)?;
        agrees::<One>(&second, start, allowance, &mut search)?;
        agrees::<One>(&first, start, None, &mut search)?;
        agrees::<Count>(&second, start, allowance, &mut search)?;
    }
}

/// Each place's best arrival as the search picked it before it had a table of best arrivals:
/// every label on the settled list sorted by place, then cost, then free before stopped, then
/// label number, and the first of each place kept. `(place, cost, must stop, path)` in board
/// order, read from the search's label arrays after the query.
fn sorted_bests(
    search: &Search,
    places: usize,
    states: usize,
) -> Vec<(usize, Mp, bool, Vec<usize>)> {
    let arrays = search.arrays();
    let labels = Labels::new(places, states);
    let place_of = |label: usize| labels.node(label).0;
    let mut keyed: Vec<(usize, u32, bool, u32)> = search
        .touched
        .iter()
        .map(|&label| {
            let place = place_of(label as usize);
            (place, arrays.cost(label as usize), label as usize & STOPPED != 0, label)
        })
        .collect();
    keyed.sort_unstable();
    keyed.dedup_by_key(|key| key.0);
    let path = |mut label: usize| {
        let mut path = vec![place_of(label)];
        while arrays.parent(label) != NO_PARENT {
            label = arrays.parent(label) as usize;
            path.push(place_of(label));
        }
        path.reverse();
        path
    };
    keyed
        .into_iter()
        .map(|(place, cost, stopped, label)| {
            (place, Mp::from_raw(cost), stopped, path(label as usize))
        })
        .collect()
}

/// With several states, `iter_with_paths` lists each place's best arrival in board order as the
/// sort of every label does, and `paths` and `path_tree` give the same places and paths.
fn bests_agree<S>(
    ring: &Ring,
    start: usize,
    allowance: Option<u32>,
    search: &mut Search,
) -> Result<(), TestCaseError>
where
    S: crate::DenseState + Copy + Into<u8> + From<u8>,
{
    let (rules, mover) = query::<S>(ring, start, allowance);
    let reach = search.reach(ring, &rules, &mover).unwrap_or_else(|e| panic!("{e}"));
    let listed: Vec<(usize, Mp, bool, Vec<usize>)> = reach
        .iter_with_paths()
        .map(|(reached, path)| (reached.place, reached.cost, reached.must_stop, path))
        .collect();
    let crate::ReachPaths { places, paths } = reach.paths();
    let mut tree = reach.path_tree();
    prop_assert_eq!(tree.len(), places.len());
    let numbered: Vec<_> = tree.by_ref().collect();
    prop_assert_eq!(&tree.into_paths(), &paths, "path_tree builds the tree paths gives");
    for ((number, reached, end), (listed, listed_end)) in numbered.iter().zip(&places) {
        prop_assert_eq!((reached, end), (listed, listed_end));
        prop_assert_eq!(Some(*number), ring.index_of(reached.place));
    }
    let from_tree: Vec<(usize, Mp, bool, Vec<usize>)> = places
        .iter()
        .map(|(reached, end)| (reached.place, reached.cost, reached.must_stop, paths.path(*end)))
        .collect();
    prop_assert_eq!(&from_tree, &listed);
    if S::COUNT > 1 {
        prop_assert_eq!(&listed, &sorted_bests(search, ring.enter.len(), S::COUNT));
    }
    Ok(())
}

proptest! {
    #[test]
    fn each_place_keeps_the_arrival_a_sort_of_every_label_keeps(
        first in ring(), second in ring(), start in any::<usize>(),
        allowance in proptest::option::of(0u32..30),
    ) {
        let mut search = Search::new();
        bests_agree::<Count>(&first, start, allowance, &mut search)?;
        bests_agree::<One>(&first, start, allowance, &mut search)?;
        bests_agree::<Count>(&second, start, None, &mut search)?;
        bests_agree::<One>(&second, start, None, &mut search)?;
        bests_agree::<Count>(&second, start, allowance, &mut search)?;
    }
}
