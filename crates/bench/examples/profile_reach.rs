//! Runs one query many times, for profilers:
//! `cargo run --release -p umpire-bench --example profile_reach -- A-100 20000 [umpire|bare|varied|dial]`.
//!
//! `umpire` times the search and its reached list (what the benchmark's `umpire` arm times),
//! `bare` the search alone, `varied` the search from a start that moves every time (as a game
//! asking for many units does, so the branch predictor cannot learn the query), and `dial` the
//! plain Dial bucket queue with its own reached list.
#![allow(missing_docs, clippy::unwrap_used, clippy::expect_used)]
use umpire_bench::{Query, SpecialisedSearch, WorkloadBoard, WorkloadRules, reached_with_umpire};
use umpire_map::{Mover, Mp, Search};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let id = args.get(1).map_or("A-100", String::as_str);
    let times: usize = args.get(2).and_then(|t| t.parse().ok()).unwrap_or(10_000);
    let arm = args.get(3).map_or("umpire", String::as_str);
    let query = Query::ALL.into_iter().find(|q| q.id() == id).expect("a query id such as A-100");
    let map = query.workload();
    let mut search = Search::new();
    let mut dial = SpecialisedSearch::default();
    let board = WorkloadBoard::new(&map);
    let mover = Mover {
        at: map.start,
        state: (),
        allowance: query.allowance_halves().map(|h| Mp::from_raw(h * 60)),
    };
    let mut out = Vec::new();
    let mut total = 0;
    for _ in 0..times {
        total += match arm {
            "bare" => search.reach(&board, &WorkloadRules, &mover).unwrap().is_empty() as usize,
            "varied" => {
                let i = total % 61;
                let at = map.start + i as u32 * 3 + (i as u32 % 7) * map.width;
                let mover = Mover { at, ..mover };
                search
                    .reach(&board, &WorkloadRules, &mover)
                    .map_or(1, |r| r.is_empty() as usize + 1)
            }
            "dial" | "specialised" => dial.reach(&map, query.allowance_halves()).len(),
            _ => {
                reached_with_umpire(&mut search, &board, &mover, &mut out).unwrap();
                out.len()
            }
        };
    }
    println!("{total}");
}
