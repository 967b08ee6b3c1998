//! Many queries at once (`Game::reaches`, `Game::threat_parallel`): on every shipped scenario,
//! the answers on 1, 2, 3 and 8 threads are the one-thread answers — every unit's reach in the
//! order asked (unknown ids' errors in their places), every side's threat map.

#![cfg(feature = "scenario")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use proptest::prelude::*;
use umpire_map::Search;
use umpire_scenario::ScenarioMap;
use umpire_strategic::{Game, Threads};

use support::scenarios;

const THREADS: [usize; 4] = [1, 2, 3, 8];

/// Every unit's id, with unknown ids among them (one near a real id, one empty).
fn ids_with_unknown(game: &Game<ScenarioMap>) -> Vec<String> {
    let mut ids: Vec<String> = game.situation().units.iter().map(|u| u.id.clone()).collect();
    let near = ids.first().map_or_else(|| "x".to_owned(), |id| format!("{id}x"));
    ids.insert(ids.len() / 2, near);
    ids.insert(0, String::new());
    ids.push("no-such-unit".to_owned());
    ids
}

#[test]
fn every_units_reach_is_the_same_on_any_number_of_threads() {
    let mut units = 0;
    for (name, game) in scenarios() {
        let ids = ids_with_unknown(&game);
        let mut search = Search::new();
        let expected: Vec<_> = ids.iter().map(|id| game.reach_with(&mut search, id)).collect();
        assert!(expected.iter().filter(|r| r.is_err()).count() >= 3, "{name}");
        for threads in THREADS {
            let found = game.reaches(&ids, Threads::new(threads));
            assert_eq!(found, expected, "{name}: {threads} threads");
        }
        // Searches kept between calls give the same answers again.
        let mut searches = vec![Search::new(); 3];
        for _ in 0..2 {
            assert_eq!(game.reaches_with(&mut searches, &ids), expected, "{name}: kept");
        }
        assert_eq!(game.reaches_with(&mut [], &ids), expected, "{name}: no search");
        units += ids.len();
    }
    assert!(units > 100, "{units}");
}

#[test]
fn every_sides_threat_map_is_the_same_on_any_number_of_threads() {
    let mut threatened = 0;
    for (name, game) in scenarios() {
        let mut sides: Vec<String> = game.data().factions.keys().cloned().collect();
        sides.push("nobody".to_owned());
        sides.push(String::new());
        for side in &sides {
            let expected = game.threat(side);
            for threads in THREADS {
                let found = game.threat_parallel(side, Threads::new(threads));
                assert_eq!(found, expected, "{name}: {side} on {threads} threads");
                // The same units in the same order at every place, the same ids: the same text.
                assert_eq!(format!("{found:?}"), format!("{expected:?}"), "{name}: {side}");
            }
            let mut searches = vec![Search::new(); 2];
            for _ in 0..2 {
                let kept = game.threat_parallel_with(&mut searches, side);
                assert_eq!(format!("{kept:?}"), format!("{expected:?}"), "{name}: {side}");
            }
            if let Ok(threat) = expected {
                threatened += threat.len();
            }
        }
    }
    assert!(threatened > 100, "{threatened}");
}

#[test]
fn threads_are_at_least_one() {
    assert_eq!(Threads::new(0), Threads::ONE);
    assert_eq!(Threads::new(0).get(), 1);
    assert_eq!(Threads::new(3).get(), 3);
    assert_eq!(Threads::default(), Threads::ONE);
    assert!(Threads::available().get() >= 1);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Any list of ids — repeated, unknown, in any order — on any number of threads.
    #[test]
    fn any_ids_in_any_order(picks in prop::collection::vec(0usize..1000, 0..40), threads in 1usize..9) {
        let games = scenarios();
        let (_, game) = &games[picks.first().copied().unwrap_or(0) % games.len()];
        let known = ids_with_unknown(game);
        let ids: Vec<&str> = picks.iter().map(|&n| known[n % known.len()].as_str()).collect();
        let expected: Vec<_> = ids.iter().map(|id| game.reach(id)).collect();
        prop_assert_eq!(game.reaches(&ids, Threads::new(threads)), expected);
    }
}
