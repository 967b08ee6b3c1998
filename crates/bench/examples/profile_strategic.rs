//! Runs one arm of the strategic bench a fixed number of times, for profilers (instruction
//! counts under callgrind are repeatable where wall time is not):
//! `cargo run --release -p umpire-bench --example profile_strategic -- threat 5`, the arm being
//! `threat` (the threat map), `paths` (reach with paths for every unit), `bare` (the core
//! search with the rules-free step) or `kept` (ten moves a map played and taken back, the
//! side's reaches and threat map kept up to date after each).
#![allow(missing_docs, clippy::unwrap_used, clippy::expect_used)]
use umpire_bench::strategic::{PlainStep, farthest_move, strategic_games, strategic_movers};
use umpire_map::Search;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let arm = args.get(1).map_or("threat", String::as_str);
    let rounds: usize = args.get(2).and_then(|t| t.parse().ok()).unwrap_or(5);
    let games = strategic_games().expect("the benchmark position loads");
    let movers: Vec<_> = games.iter().map(strategic_movers).collect();
    let mut search = Search::new();
    let mut total = 0;
    if arm == "kept" {
        for (mut game, movers) in games.into_iter().zip(&movers) {
            let orders: Vec<_> =
                movers.iter().take(10).map(|(id, _)| farthest_move(&game, id).unwrap()).collect();
            let mut kept = game.keep("axis").unwrap();
            for _ in 0..rounds {
                for order in &orders {
                    game.play(order).unwrap();
                    total += kept.update(&game).searched;
                    game.undo();
                    total += kept.update(&game).searched;
                }
            }
        }
        println!("{total}");
        return;
    }
    for _ in 0..rounds {
        for (game, movers) in games.iter().zip(&movers) {
            match arm {
                "threat" => total += game.threat_with(&mut search, "axis").unwrap().len(),
                "paths" => {
                    for (id, _) in movers {
                        total += game.reach_with(&mut search, id).unwrap().places.len();
                    }
                }
                "bare" => {
                    for (_, mover) in movers {
                        total += search.reach(game.map(), &PlainStep, mover).unwrap().len();
                    }
                }
                other => panic!("unknown arm {other}: threat, paths, bare or kept"),
            }
        }
    }
    println!("{total}");
}
