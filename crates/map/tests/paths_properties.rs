//! `Reach::paths` against `Reach::path`, place by place: on rings of places with several
//! states, stops, closed places and places that cost nothing to enter (so a free and a stopped
//! arrival can tie), one search reused across queries.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use proptest::prelude::*;
use umpire_map::*;

const TEST: ClauseId = ClauseId::new("TEST-PATHS");

/// A ring of places, each with an enter cost in whole MP (`None`: closed) and whether entering
/// it stops the mover; a place's neighbours are the places either side and three ahead.
#[derive(Debug, Clone)]
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
        for next in [place + 1, place + n - 1, place + 3] {
            visit(next % n);
        }
    }
}

/// How many stop places the mover has entered, up to `COUNT - 1`: with `COUNT` states.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Stops<const COUNT: usize>(usize);

impl<const COUNT: usize> DenseState for Stops<COUNT> {
    const COUNT: usize = COUNT;
    fn index(self) -> usize {
        self.0
    }
    fn from_index(index: usize) -> Self {
        Stops(index.min(COUNT - 1))
    }
}

/// Entering costs the place's price plus one MP per stop met before; a stop place stops the
/// mover, except every third one, which only counts; over `COUNT` states.
struct RulesOf<const COUNT: usize>;

impl<const COUNT: usize> Movement<Ring> for RulesOf<COUNT> {
    type State = Stops<COUNT>;
    fn step(
        &self,
        board: &Ring,
        state: Stops<COUNT>,
        edge: EdgeOf<Ring>,
        _: &mut impl Ledger,
    ) -> StepOutcome<Stops<COUNT>> {
        let Some(enter) = board.enter[edge.to_index] else {
            return Refusal::new(TEST, "closed").into();
        };
        let cost = Mp::whole(enter + u32::try_from(state.0).unwrap());
        if !board.stop[edge.to_index] {
            return Step::costing(cost, state).into();
        }
        let step = Step::costing(cost, Stops::from_index(state.0 + 1));
        if edge.to_index.is_multiple_of(3) {
            step.into()
        } else {
            step.stopping(Citation::new(TEST, "stop")).into()
        }
    }
    fn allowance_refusal(&self, _: Mp, _: Mp) -> Refusal {
        Refusal::new(TEST, "allowance")
    }
    fn not_a_candidate(&self, _: usize, _: usize) -> Refusal {
        Refusal::new(TEST, "not a candidate")
    }
}

fn ring() -> impl Strategy<Value = Ring> {
    proptest::collection::vec((proptest::option::weighted(0.85, 0u32..4), any::<bool>()), 3..48)
        .prop_map(|cells| Ring {
            enter: cells.iter().map(|c| c.0).collect(),
            stop: cells.iter().map(|c| c.1).collect(),
        })
}

/// Every place `paths` lists is the place `iter` lists (with several states, in board order, as
/// `get` finds each), with the path `path` gives, ending at that place; `path_tree` lists the
/// same with each place's number and builds the same tree; the tree holds at most one link per
/// place and state, stopped or not; a place has a stop clause exactly when it is a must-stop
/// place.
fn agrees<const COUNT: usize>(
    ring: &Ring,
    start: usize,
    allowance: Option<u32>,
    search: &mut Search,
) -> Result<(), TestCaseError> {
    let mover = Mover {
        at: start % ring.enter.len(),
        state: Stops::<COUNT>(0),
        allowance: allowance.map(Mp::whole),
    };
    let reach = search.reach(ring, &RulesOf::<COUNT>, &mover).unwrap();
    let ReachPaths { places, paths } = reach.paths();
    let listed: Vec<Reached<usize>> = places.iter().map(|(reached, _)| *reached).collect();
    prop_assert_eq!(&listed, &reach.iter().collect::<Vec<_>>());
    if COUNT > 1 {
        // In board order, each place's best arrival as `get` reads it from the label arrays.
        let scanned: Vec<Reached<usize>> =
            (0..ring.enter.len()).filter_map(|place| reach.get(place)).collect();
        prop_assert_eq!(&listed, &scanned);
    }
    // Place by place, with each place's number, the same places and the same tree.
    let mut tree = reach.path_tree();
    prop_assert_eq!(tree.len(), places.len());
    for ((number, reached, end), listed) in tree.by_ref().zip(&places) {
        prop_assert_eq!(&(reached, end), listed);
        prop_assert_eq!(Some(number), ring.index_of(reached.place));
    }
    prop_assert_eq!(&tree.into_paths(), &paths);
    for (reached, end) in &places {
        let path = paths.path(*end);
        prop_assert_eq!(Some(path.clone()), reach.path(reached.place), "to {}", reached.place);
        prop_assert_eq!(path.first(), Some(&mover.at));
        prop_assert_eq!(paths.back_from(*end).next(), Some(reached.place));
        prop_assert_eq!(paths.steps(*end) + 1, path.len());
        prop_assert_eq!(reach.stop(reached.place).is_some(), reached.must_stop);
    }
    prop_assert!(paths.len() <= 2 * COUNT * ring.enter.len());
    let walked: usize = places.iter().map(|(_, end)| paths.steps(*end) + 1).sum();
    prop_assert!(paths.len() <= walked.max(1), "a link is on some listed path");
    Ok(())
}

proptest! {
    #[test]
    fn the_tree_of_paths_gives_each_place_the_path_reach_gives(
        first in ring(), second in ring(), start in any::<usize>(),
        allowance in proptest::option::of(0u32..24),
    ) {
        // One search for every query: what one query leaves must not leak into the next.
        let mut search = Search::new();
        agrees::<1>(&first, start, allowance, &mut search)?;
        agrees::<3>(&first, start, allowance, &mut search)?;
        agrees::<1>(&second, start, None, &mut search)?;
        agrees::<4>(&second, start, allowance, &mut search)?;
        agrees::<2>(&first, start, None, &mut search)?;
    }
}
