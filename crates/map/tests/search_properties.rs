//! Properties of the generic search on random boards with random costs, stops, impassable
//! places, a minimum-move exception and whole-allowance jumps between "ports".

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use proptest::prelude::*;
use umpire_map::*;

const COST: ClauseId = ClauseId::new("TEST-COST");
const STOP: ClauseId = ClauseId::new("TEST-STOP");
const MINIMUM: ClauseId = ClauseId::new("TEST-MINIMUM");
const BLOCKED: ClauseId = ClauseId::new("TEST-BLOCKED");
const ALLOWANCE: ClauseId = ClauseId::new("TEST-ALLOWANCE");
const ADJACENT: ClauseId = ClauseId::new("TEST-ADJACENT");

/// A `width × height` grid with 4-neighbour adjacency and per-cell data.
#[derive(Clone, Debug)]
struct Grid {
    width: usize,
    /// Cost to enter each cell in sixths of a point; `None` is impassable.
    enter: Vec<Option<u32>>,
    stop: Vec<bool>,
    port: Vec<bool>,
}

impl Map for Grid {
    type Place = (usize, usize);
    type Leg = ();
    fn leg(&self, a: (usize, usize), b: (usize, usize)) -> Option<()> {
        (a.0.abs_diff(b.0) + a.1.abs_diff(b.1) == 1).then_some(())
    }
}

impl Board for Grid {
    fn place_count(&self) -> usize {
        self.enter.len()
    }
    fn index_of(&self, (x, y): (usize, usize)) -> Option<usize> {
        (x < self.width && y * self.width + x < self.enter.len()).then_some(y * self.width + x)
    }
    fn place_at(&self, index: usize) -> (usize, usize) {
        (index % self.width, index / self.width)
    }
    fn for_each_adjacent(&self, (x, y): (usize, usize), mut visit: impl FnMut((usize, usize))) {
        let height = self.enter.len() / self.width;
        if x > 0 {
            visit((x - 1, y));
        }
        if x + 1 < self.width {
            visit((x + 1, y));
        }
        if y > 0 {
            visit((x, y - 1));
        }
        if y + 1 < height {
            visit((x, y + 1));
        }
    }
}

/// State: has the mover entered a place yet (for the minimum-move exception).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Moved {
    No,
    Yes,
}

impl DenseState for Moved {
    const COUNT: usize = 2;
    fn index(self) -> usize {
        self as usize
    }
    fn from_index(index: usize) -> Self {
        if index == 0 { Moved::No } else { Moved::Yes }
    }
}

struct Rules {
    minimum_move: bool,
}

impl Movement<Grid> for Rules {
    type State = Moved;

    fn for_each_candidate(
        &self,
        board: &Grid,
        at: (usize, usize),
        state: Moved,
        mut visit: impl FnMut((usize, usize), usize, Option<()>),
    ) {
        board.for_each_leg(at, |place, index, leg| visit(place, index, Some(leg)));
        let here = board.index_of(at).unwrap();
        if board.port[here] && state == Moved::No {
            for (i, _) in board.port.iter().enumerate().filter(|&(i, &p)| p && i != here) {
                visit(board.place_at(i), i, None);
            }
        }
    }

    fn step(
        &self,
        board: &Grid,
        state: Moved,
        edge: EdgeOf<Grid>,
        ledger: &mut impl Ledger,
    ) -> StepOutcome<Moved> {
        let index = edge.to_index;
        assert_eq!(board.index_of(edge.to), Some(index));
        assert_eq!(board.index_of(edge.from), Some(edge.from_index));
        if edge.leg.is_none() {
            return Step::whole_allowance(Citation::new(COST, "port to port"), Moved::Yes)
                .stopping(Citation::new(STOP, "a port-to-port move ends the move"))
                .into();
        }
        let Some(sixths) = board.enter[index] else {
            return Refusal::new(BLOCKED, "impassable").into();
        };
        let cost = Mp::fraction(sixths, 6).unwrap();
        ledger.record(|| Line::cost(COST, cost, "entering"));
        let mut step = Step::costing(cost, Moved::Yes);
        if board.stop[index] {
            step = step.stopping(Citation::new(STOP, "a stop place"));
        }
        if self.minimum_move && state == Moved::No {
            step = step.exceeding(Citation::new(MINIMUM, "first place entered"));
        }
        step.into()
    }

    fn allowance_refusal(&self, needed: Mp, left: Mp) -> Refusal {
        Refusal::new(ALLOWANCE, format!("needs {needed} MP, {left} MP left"))
    }

    fn not_a_candidate(&self, _: (usize, usize), _: (usize, usize)) -> Refusal {
        Refusal::new(ADJACENT, "not adjacent")
    }
}

fn grid() -> impl Strategy<Value = Grid> {
    (2usize..9, 2usize..9).prop_flat_map(|(width, height)| {
        let cells = width * height;
        (
            proptest::collection::vec(
                prop_oneof![1 => Just(None), 6 => (0u32..13).prop_map(Some)],
                cells,
            ),
            proptest::collection::vec(prop::bool::weighted(0.15), cells),
            proptest::collection::vec(prop::bool::weighted(0.08), cells),
        )
            .prop_map(move |(enter, stop, port)| Grid { width, enter, stop, port })
    })
}

fn mover(board: &Grid, start: usize, allowance: Option<u32>) -> Mover<(usize, usize), Moved> {
    Mover {
        at: board.place_at(start % board.place_count()),
        state: Moved::No,
        allowance: allowance.map(|sixths| Mp::fraction(sixths, 6).unwrap()),
    }
}

/// Plain Dijkstra over entry costs without stops, exceptions or ports.
fn plain_dijkstra(board: &Grid, start: usize) -> Vec<Option<u32>> {
    let mut best = vec![None; board.place_count()];
    let mut heap = BinaryHeap::from([Reverse((0u32, start))]);
    while let Some(Reverse((cost, at))) = heap.pop() {
        if best[at].is_some() {
            continue;
        }
        best[at] = Some(cost);
        board.for_each_adjacent(board.place_at(at), |next| {
            let next = board.index_of(next).unwrap();
            if let Some(sixths) = board.enter[next] {
                heap.push(Reverse((cost + sixths * 20, next)));
            }
        });
    }
    best
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn every_reached_path_passes_check_at_the_same_cost(
        board in grid(), start in any::<usize>(), allowance in proptest::option::of(0u32..40), minimum_move in any::<bool>()
    ) {
        let rules = Rules { minimum_move };
        let mover = mover(&board, start, allowance);
        let mut search = Search::new();
        let reach = search.reach(&board, &rules, &mover).unwrap();
        prop_assert!(reach.contains(mover.at));
        for reached in reach.iter() {
            let path = reach.path(reached.place).unwrap();
            let verdict = check(&board, &rules, &mover, &path).unwrap();
            let Verdict::Legal(route) = verdict else {
                return Err(TestCaseError::fail(format!("{path:?} refused: {verdict:?}")));
            };
            prop_assert_eq!(route.cost, reached.cost);
            prop_assert_eq!(route.stop.is_some(), reached.must_stop);
            prop_assert_eq!(&route.stop, &reach.stop(reached.place));
            prop_assert_eq!(Some(route.state), reach.state(reached.place));
            prop_assert!(route.ledger.iter().all(|e| e.line.clause.as_str().starts_with("TEST-")));
        }
    }

    /// The tree of paths gives every reached place the path `Reach::path` gives, holds at most
    /// one link per label the search wrote, and costs the same whatever the paths' lengths.
    #[test]
    fn the_tree_of_paths_holds_each_cheapest_path_once(
        board in grid(), start in any::<usize>(), allowance in proptest::option::of(0u32..40), minimum_move in any::<bool>()
    ) {
        let rules = Rules { minimum_move };
        let mover = mover(&board, start, allowance);
        let mut search = Search::new();
        let reach = search.reach(&board, &rules, &mover).unwrap();
        let ReachPaths { places, paths } = reach.paths();
        let listed: Vec<_> = places.iter().map(|(reached, _)| *reached).collect();
        prop_assert_eq!(&listed, &reach.iter().collect::<Vec<_>>());
        for (reached, end) in &places {
            let path = paths.path(*end);
            let expected = reach.path(reached.place);
            prop_assert_eq!(Some(&path), expected.as_ref());
            prop_assert_eq!(paths.steps(*end) + 1, path.len());
            prop_assert_eq!(paths.back_from(*end).next(), Some(reached.place));
        }
        let longest: usize = places.iter().map(|(_, end)| paths.steps(*end) + 1).sum();
        prop_assert!(paths.len() <= longest.max(1));
        // One state: two labels a place, free and stopped.
        prop_assert!(paths.len() <= 2 * board.place_count());
    }

    #[test]
    fn every_legal_walk_ends_somewhere_reached_no_cheaper(
        board in grid(), start in any::<usize>(), allowance in proptest::option::of(0u32..40),
        minimum_move in any::<bool>(), choices in proptest::collection::vec(any::<prop::sample::Index>(), 1..12)
    ) {
        let rules = Rules { minimum_move };
        let mover = mover(&board, start, allowance);
        let mut route = vec![mover.at];
        let mut state = mover.state;
        for choice in choices {
            let mut options = Vec::new();
            rules.for_each_candidate(&board, *route.last().unwrap(), state, |p, _, _| options.push(p));
            let next = options[choice.index(options.len())];
            route.push(next);
            state = Moved::Yes;
        }
        let mut search = Search::new();
        let reach = search.reach(&board, &rules, &mover).unwrap();
        match check(&board, &rules, &mover, &route).unwrap() {
            Verdict::Legal(walked) => {
                let end = *route.last().unwrap();
                let cost = reach.cost(end);
                prop_assert!(cost.is_some_and(|c| c <= walked.cost), "{route:?} legal at {} but reach says {cost:?}", walked.cost);
            }
            Verdict::Illegal { step, refusal, .. } => {
                prop_assert!(step >= 1 && step < route.len());
                prop_assert!(refusal.clause.as_str().starts_with("TEST-"));
            }
        }
    }

    #[test]
    fn no_place_is_reached_below_plain_dijkstra(
        board in grid(), start in any::<usize>(), allowance in proptest::option::of(0u32..40)
    ) {
        // Ports jump past the plain graph: compare on the same board without them.
        let board = Grid { port: vec![false; board.port.len()], ..board };
        let rules = Rules { minimum_move: true };
        let mover = mover(&board, start, allowance);
        let plain = plain_dijkstra(&board, board.index_of(mover.at).unwrap());
        let mut search = Search::new();
        let reach = search.reach(&board, &rules, &mover).unwrap();
        for reached in reach.iter() {
            let index = board.index_of(reached.place).unwrap();
            prop_assert!(plain[index].is_some_and(|plain| reached.cost.raw() >= plain));
        }
    }

    #[test]
    fn a_larger_allowance_never_reaches_fewer_places(
        board in grid(), start in any::<usize>(), allowance in 0u32..40, more in 0u32..20, minimum_move in any::<bool>()
    ) {
        let rules = Rules { minimum_move };
        let mut search = Search::new();
        let small: Vec<_> = search.reach(&board, &rules, &mover(&board, start, Some(allowance))).unwrap().iter().collect();
        let large = search.reach(&board, &rules, &mover(&board, start, Some(allowance + more))).unwrap();
        for reached in small {
            prop_assert!(large.contains(reached.place), "{:?} lost with more MP", reached.place);
        }
    }

    /// "Why not" agrees with reach and check: a place is explained as reachable exactly when
    /// reach reaches it, at reach's cost; a refused attempt starts at the mover and is the
    /// route check refuses, at the same step and by the same clause.
    #[test]
    fn explain_agrees_with_reach_and_check(
        board in grid(), start in any::<usize>(), allowance in proptest::option::of(0u32..40), minimum_move in any::<bool>()
    ) {
        let rules = Rules { minimum_move };
        let mover = mover(&board, start, allowance);
        let mut search = Search::new();
        let costs: Vec<Option<Mp>> = {
            let reach = search.reach(&board, &rules, &mover).unwrap();
            (0..board.place_count()).map(|i| reach.cost(board.place_at(i))).collect()
        };
        for (i, cost) in costs.iter().enumerate() {
            let target = board.place_at(i);
            match explain(&mut search, &board, &rules, &mover, target).unwrap() {
                Explanation::Reachable(route) => {
                    prop_assert_eq!(Some(route.cost), *cost, "{:?}", target);
                    prop_assert_eq!(route.places.last(), Some(&target));
                }
                Explanation::Refused { attempt, step, refusal, before } => {
                    prop_assert!(cost.is_none(), "{:?} is in reach but explained as refused", target);
                    prop_assert_eq!(attempt.first(), Some(&mover.at));
                    let verdict = check(&board, &rules, &mover, &attempt).unwrap();
                    prop_assert_eq!(verdict, Verdict::Illegal { step, refusal, before });
                }
                Explanation::NoWay => prop_assert!(cost.is_none()),
            }
        }
    }

    #[test]
    fn a_reused_search_gives_the_same_answer_as_a_fresh_one(
        first in grid(), second in grid(), start in any::<usize>(), allowance in proptest::option::of(0u32..40)
    ) {
        let rules = Rules { minimum_move: true };
        let mut reused = Search::new();
        let _ = reused.reach(&first, &rules, &mover(&first, start, allowance)).unwrap().len();
        let again: Vec<_> = reused.reach(&second, &rules, &mover(&second, start, allowance)).unwrap().iter().collect();
        let fresh = reach_once(&second, &rules, &mover(&second, start, allowance)).unwrap();
        prop_assert_eq!(again, fresh);
    }
}

/// Same seed, same board, same answer: the search is deterministic.
#[test]
fn same_seed_same_result() {
    fn board_from_seed(seed: u64) -> Grid {
        let mut dice = SeededDice::new(seed);
        let mut roll = |sides| dice.roll(sides).unwrap();
        let (width, height) = (12, 10);
        let enter = (0..width * height).map(|_| (roll(8) > 1).then(|| roll(12))).collect();
        let stop = (0..width * height).map(|_| roll(10) == 1).collect();
        let port = (0..width * height).map(|_| roll(20) == 1).collect();
        Grid { width, enter, stop, port }
    }
    for seed in 0..20 {
        let (a, b) = (board_from_seed(seed), board_from_seed(seed));
        let rules = Rules { minimum_move: true };
        let run = |board: &Grid| {
            let mut search = Search::new();
            let reach = search.reach(board, &rules, &mover(board, 55, Some(30))).unwrap();
            reach
                .iter()
                .map(|r| (r.place, r.cost, r.must_stop, reach.path(r.place)))
                .collect::<Vec<_>>()
        };
        assert_eq!(run(&a), run(&b), "seed {seed}");
    }
}

#[test]
fn check_cites_the_clause_that_refuses() {
    let board = Grid {
        width: 3,
        enter: vec![Some(6), Some(6), None, Some(6), Some(12), Some(6)],
        stop: vec![false, true, false, false, false, false],
        port: vec![false; 6],
    };
    let rules = Rules { minimum_move: true };
    let mover = Mover { at: (0, 0), state: Moved::No, allowance: Some(Mp::whole(1)) };
    let refused = |route: &[(usize, usize)]| {
        check(&board, &rules, &mover, route).unwrap().refusal().map(|r| r.clause)
    };
    assert_eq!(refused(&[(0, 0), (1, 0), (1, 1)]), Some(STOP));
    assert_eq!(refused(&[(0, 0), (0, 1), (1, 1)]), Some(ALLOWANCE));
    assert_eq!(refused(&[(0, 0), (2, 1)]), Some(ADJACENT));
    let blocked = Mover { at: (1, 0), ..mover };
    assert_eq!(
        check(&board, &rules, &blocked, &[(1, 0), (2, 0)]).unwrap().refusal().map(|r| r.clause),
        Some(BLOCKED)
    );
    // The minimum-move exception: 2 MP into the first place with 1 MP, then a forced stop.
    let Verdict::Legal(route) =
        check(&board, &rules, &Mover { at: (0, 1), ..mover }, &[(0, 1), (1, 1)]).unwrap()
    else {
        panic!("minimum move refused");
    };
    assert_eq!(route.cost, Mp::whole(2));
    assert_eq!(route.stop.map(|s| s.clause), Some(MINIMUM));
    assert!(matches!(check(&board, &rules, &mover, &[]), Err(SearchError::EmptyRoute)));
    assert!(matches!(
        check(&board, &rules, &mover, &[(1, 1)]),
        Err(SearchError::RouteStartsElsewhere { .. })
    ));
    assert!(matches!(
        check(&board, &rules, &mover, &[(0, 0), (0, 7)]),
        Err(SearchError::PlaceNotOnBoard { step: 1, .. })
    ));
    let mut search = Search::new();
    assert!(matches!(
        search.reach(&board, &rules, &Mover { at: (9, 9), ..mover }),
        Err(SearchError::StartNotOnBoard { .. })
    ));
}

/// A step that spends a huge allowance at once is priced exactly, and the search stays small.
#[test]
fn a_huge_allowance_spent_at_once_keeps_the_queue_small() {
    let board = Grid {
        width: 4,
        enter: vec![Some(6); 8],
        stop: vec![false; 8],
        port: vec![true, false, false, false, false, false, false, true],
    };
    let rules = Rules { minimum_move: false };
    let mover = Mover { at: (0, 0), state: Moved::No, allowance: Some(Mp::whole(30_000_000)) };
    let mut search = Search::new();
    let by_land = search.reach(&board, &rules, &mover).unwrap().cost((3, 1));
    assert_eq!(by_land, Some(Mp::whole(4)), "by land, 1 MP a place");
    let jump = check(&board, &rules, &mover, &[(0, 0), (3, 1)]).unwrap();
    assert_eq!(jump.route().cost, Mp::whole(30_000_000), "the port jump spends everything");
    assert!(search.heap_bytes() < 4 << 20, "{} bytes", search.heap_bytes());
}
