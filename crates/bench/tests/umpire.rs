//! umpire's own search on the standard workload: the same expected figures as the reference, and
//! every path it returns passes `check` at its cost.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use umpire_bench::{Query, Summary, WorkloadBoard, WorkloadRules, clause, reach_with_umpire};
use umpire_map::{Mover, Mp, Search, Verdict, check};

#[test]
fn every_query_matches_the_expected_figures() {
    let mut search = Search::new();
    for query in Query::ALL {
        let map = query.workload();
        let reach = reach_with_umpire(&mut search, &map, query.allowance_halves()).unwrap();
        assert_eq!(Summary::of(reach), query.expected(), "{query}");
    }
}

#[test]
fn the_specialised_floor_matches_the_expected_figures() {
    let mut search = umpire_bench::SpecialisedSearch::default();
    for query in Query::ALL {
        let reach = search.reach(&query.workload(), query.allowance_halves());
        assert_eq!(Summary::of(reach.iter().copied()), query.expected(), "{query}");
        assert!(reach.windows(2).all(|w| w[0].1 <= w[1].1), "{query}: settled in cost order");
    }
}

#[test]
fn reach_paths_pass_check_with_a_cited_ledger() {
    for query in [Query::A100, Query::C100] {
        let map = query.workload();
        let board = WorkloadBoard::new(&map);
        let mover = Mover { at: map.start, state: (), allowance: Some(Mp::whole(12)) };
        let mut search = Search::new();
        let reach = search.reach(&board, &WorkloadRules, &mover).unwrap();
        for reached in reach.iter() {
            let path = reach.path(reached.place).unwrap();
            let Verdict::Legal(route) = check(&board, &WorkloadRules, &mover, &path).unwrap()
            else {
                panic!("{query}: reach path to {:?} refused", reached.place);
            };
            assert_eq!(route.cost, reached.cost);
            assert_eq!(route.stop.is_some(), reached.must_stop);
            let ledger_total: Mp = route
                .ledger
                .iter()
                .filter_map(|e| match e.line.item {
                    umpire_map::Item::Cost { mp, .. } => Some(mp),
                    _ => None,
                })
                .sum();
            assert_eq!(ledger_total, route.cost, "the ledger adds up to the cost");
        }
    }
}

#[test]
fn check_refuses_with_the_workload_clauses() {
    let map = Query::C100.workload();
    let board = WorkloadBoard::new(&map);
    let start = map.start;
    let mover = Mover { at: start, state: (), allowance: Some(Mp::whole(12)) };
    let enemy = map.enemies[0];
    let far = start - 2 * map.width; // two hexes north
    let refusal = |route: &[u32]| {
        check(&board, &WorkloadRules, &mover, route).unwrap().refusal().map(|r| r.clause)
    };
    assert_eq!(refusal(&[start, far]), Some(clause::ADJACENT));
    let mut search = Search::new();
    let reach = search.reach(&board, &WorkloadRules, &mover).unwrap();
    // Walk to a hex next to the enemy: it is reached, but the unit must stop there.
    let zoc = (0..6)
        .filter_map(|d| map.neighbour(enemy, d))
        .find(|&idx| reach.must_stop(idx) == Some(true))
        .unwrap();
    let mut path = reach.path(zoc).unwrap();
    path.push(enemy);
    assert_eq!(refusal(&path), Some(clause::ZOC));
}
