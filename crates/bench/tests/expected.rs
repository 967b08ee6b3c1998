//! Every figure of WORKLOAD.md's "Expected results" and "Map statistics", reproduced with the
//! `pathfinding` reference.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use umpire_bench::reference::{
    check_tree, path_to, reach_tree_with_pathfinding, reach_with_pathfinding,
};
use umpire_bench::{Features, MapStats, Query, Summary, Workload};

fn check(query: Query) {
    let map = query.workload();
    let got = Summary::of(reach_with_pathfinding(&map, query.allowance_halves()));
    assert_eq!(got, query.expected(), "{query}: got {got}, expected {}", query.expected());
}

#[test]
fn a_100() {
    check(Query::A100);
}

#[test]
fn a_1000() {
    check(Query::A1000);
}

#[test]
fn a_prime_100() {
    check(Query::APrime100);
}

#[test]
fn b_1000() {
    check(Query::B1000);
}

#[test]
fn c_100() {
    check(Query::C100);
}

#[test]
fn trees_are_consistent_with_the_costs() {
    for query in [Query::A100, Query::APrime100, Query::C100, Query::A1000] {
        let map = query.workload();
        let tree = reach_tree_with_pathfinding(&map, query.allowance_halves());
        check_tree(&map, &tree).unwrap_or_else(|e| panic!("{query}: {e}"));
        let summary = Summary::of(tree.iter().map(|r| (r.node, r.cost)));
        assert_eq!(summary, query.expected(), "{query}");
        for r in &tree {
            let path = path_to(&map, &tree, r.node).unwrap();
            assert_eq!(path.first(), Some(&map.start));
            assert_eq!(path.last(), Some(&r.node));
            let cost: u32 = path
                .windows(2)
                .map(|w| map.successors(w[0]).find(|&(to, _)| to == w[1]).unwrap().1)
                .sum();
            assert_eq!(cost, r.cost, "{query}: path to {}", r.node);
        }
    }
}

#[test]
fn zoc_hexes_are_reached_but_not_left() {
    let map = Query::C100.workload();
    let reach = reach_with_pathfinding(&map, Some(24));
    assert!(reach.iter().any(|&(idx, _)| map.is_zoc(idx)));
    assert!(reach.iter().all(|&(idx, _)| !map.enemy[idx as usize]));
    assert!(!map.is_zoc(map.start));
}

#[test]
fn stats_1000() {
    let map = Workload::generate(1000, 1000, Features::STANDARD);
    let s = MapStats::of(&map);
    assert_eq!(
        (s.clear, s.forest, s.swamp, s.mountain, s.sea),
        (599_685, 150_051, 100_199, 100_294, 49_771)
    );
    assert_eq!((s.river_hexsides, s.total_hexsides), (150_091, 2_996_001));
    assert_eq!(format!("{:.2}", s.river_percent()), "5.01");
    assert_eq!(s.road_edges, 135_027);
    assert_eq!(s.road_hexes, 134_953);
    assert!(s.enemies.is_empty());
    assert_eq!(s.zoc_hexes, 0);
}

#[test]
fn stats_100() {
    let map = Workload::generate(100, 100, Features::ALL);
    let s = MapStats::of(&map);
    assert_eq!((s.clear, s.forest, s.swamp, s.mountain, s.sea), (5956, 1457, 996, 1045, 546));
    assert_eq!((s.river_hexsides, s.total_hexsides), (1555, 29_601));
    assert_eq!(s.road_edges, 1313);
    let enemies = [
        (40, 53),
        (44, 55),
        (57, 39),
        (57, 59),
        (36, 44),
        (41, 53),
        (52, 48),
        (65, 35),
        (62, 64),
        (38, 38),
        (39, 41),
        (43, 42),
        (45, 42),
        (45, 52),
        (37, 65),
        (64, 54),
        (36, 57),
        (52, 52),
        (39, 60),
        (53, 50),
        (36, 58),
        (53, 61),
        (62, 56),
        (49, 61),
        (61, 56),
        (54, 40),
        (39, 57),
        (48, 37),
        (54, 47),
        (47, 39),
    ];
    assert_eq!(s.enemies, enemies);
    assert_eq!(s.zoc_hexes, 169);
}

#[test]
fn features_do_not_change_terrain() {
    let a = Workload::generate(100, 100, Features::TERRAIN_ONLY);
    let b = Workload::generate(100, 100, Features::ALL);
    assert_eq!(a.terrain, b.terrain);
    assert!(a.rivers.iter().all(|&r| r == 0));
    assert!(a.roads.iter().all(|&r| r == 0));
    assert_eq!(a.start, 50 * 100 + 50);
}
