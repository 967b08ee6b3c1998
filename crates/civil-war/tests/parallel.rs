//! Many reaches at once (`Game::reaches`): on every shipped scenario, in every mode, the
//! answers on 1, 2, 3 and 8 threads are the one-thread answers, in the order asked, unknown
//! ids' errors in their places.

#![cfg(feature = "scenario")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use proptest::prelude::*;
use umpire_civil_war::{Game, Mode, MoveOptions, Threads};
use umpire_map::Search;
use umpire_scenario::{ScenarioMap, load_file};

const THREADS: [usize; 4] = [1, 2, 3, 8];

/// Every shipped Civil War scenario, by file name.
fn scenarios() -> Vec<(String, Game<ScenarioMap>)> {
    support::scenario_paths()
        .into_iter()
        .map(|path| {
            let scenario = load_file(&path).unwrap_or_else(|e| panic!("{e}"));
            let game = Game::new(&scenario).unwrap_or_else(|e| panic!("{e}"));
            (path.display().to_string(), game)
        })
        .collect()
}

/// Every unit's id, with unknown ids among them.
fn ids_with_unknown(game: &Game<ScenarioMap>) -> Vec<String> {
    let mut ids: Vec<String> = game.situation().units.iter().map(|u| u.id.clone()).collect();
    let near = ids.first().map_or_else(|| "x".to_owned(), |id| format!("{id}x"));
    ids.insert(ids.len() / 2, near);
    ids.insert(0, String::new());
    ids.push("no-such-unit".to_owned());
    ids
}

/// The options of every mode, and a force march.
fn all_options() -> Vec<MoveOptions> {
    let mut all: Vec<MoveOptions> =
        Mode::ALL.iter().map(|&mode| MoveOptions { mode, ..MoveOptions::default() }).collect();
    all.push(MoveOptions { force_march: Some(1), ..MoveOptions::default() });
    all
}

#[test]
fn every_units_reach_is_the_same_on_any_number_of_threads() {
    let mut places = 0;
    for (name, game) in scenarios() {
        let ids = ids_with_unknown(&game);
        for options in all_options() {
            let mut search = Search::new();
            let expected: Vec<_> =
                ids.iter().map(|id| game.reach_with(&mut search, id, &options)).collect();
            assert!(expected.iter().filter(|r| r.is_err()).count() >= 3, "{name}");
            for threads in THREADS {
                let found = game.reaches(&ids, &options, Threads::new(threads));
                assert_eq!(found, expected, "{name}: {:?} on {threads} threads", options.mode);
            }
            let mut searches = vec![Search::new(); 3];
            for _ in 0..2 {
                let kept = game.reaches_with(&mut searches, &ids, &options);
                assert_eq!(kept, expected, "{name}: {:?} kept", options.mode);
            }
            assert_eq!(game.reaches_with(&mut [], &ids, &options), expected, "{name}");
            places += expected.iter().flatten().map(|r| r.places.len()).sum::<usize>();
        }
    }
    assert!(places > 500, "{places}");
}

#[test]
fn threads_are_at_least_one() {
    assert_eq!(Threads::new(0), Threads::ONE);
    assert_eq!(Threads::new(5).get(), 5);
    assert_eq!(Threads::default(), Threads::ONE);
    assert!(Threads::available().get() >= 1);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Any list of ids — repeated, unknown, in any order — in any mode, on any number of
    /// threads.
    #[test]
    fn any_ids_in_any_order(
        picks in prop::collection::vec(0usize..1000, 0..40),
        mode in 0usize..3,
        threads in 1usize..9,
    ) {
        let games = scenarios();
        let (_, game) = &games[picks.first().copied().unwrap_or(0) % games.len()];
        let known = ids_with_unknown(game);
        let ids: Vec<&str> = picks.iter().map(|&n| known[n % known.len()].as_str()).collect();
        let options = MoveOptions { mode: Mode::ALL[mode], ..MoveOptions::default() };
        let expected: Vec<_> = ids.iter().map(|id| game.reach(id, &options)).collect();
        prop_assert_eq!(game.reaches(&ids, &options, Threads::new(threads)), expected);
    }
}
