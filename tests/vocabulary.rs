//! One vocabulary: the same generic code asks the strategic and the Civil War rules through
//! `umpire::map::Rules`, and every answer agrees with the others (reach, check, explain and
//! the threat map).

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::collections::BTreeSet;

use umpire::map::{Rules, ThreatSummary};

/// For every unit of `game`: each place its reach lists is explained as reachable at the same
/// cost along a path `check` passes at that cost; each other place of `probe` is explained as
/// out of reach (refused, or no way there); the threat map of each side holds what its units
/// reach. Gives how many answers it compared.
fn agrees<R: Rules>(game: &R, probe: &[&str]) -> usize
where
    R::Error: std::fmt::Debug,
{
    let options = R::Options::default();
    let mut compared = 0;
    let mut sides = BTreeSet::new();
    for unit in game.units() {
        sides.insert(unit.side.clone());
        let reach = game.reach(&unit.unit, &options).unwrap();
        for (place, reached) in &reach.places {
            let why = game.explain(&unit.unit, place, &options).unwrap().expect("a way there");
            assert!(why.is_legal(), "{} to {place}: {why:?}", unit.unit);
            assert_eq!(why.cost, reached.cost, "{} to {place}", unit.unit);
            let path: Vec<&str> = why.path.iter().map(String::as_str).collect();
            let checked = game.check(&unit.unit, &path, &options).unwrap();
            assert_eq!(checked, why, "{} to {place}", unit.unit);
            compared += 1;
        }
        for place in probe.iter().filter(|p| reach.get(p).is_none()) {
            if let Some(why) = game.explain(&unit.unit, place, &options).unwrap() {
                let at_start = why.path.first() == why.path.last() && why.path.len() == 1;
                assert!(
                    !why.is_legal() || at_start,
                    "{} to {place} is out of reach: {why:?}",
                    unit.unit
                );
            }
            compared += 1;
        }
    }
    for side in sides {
        let threat: ThreatSummary = game.threat(&side).unwrap();
        for unit in game.units().into_iter().filter(|u| u.side == side) {
            let reach = game.reach(&unit.unit, &options).unwrap();
            for (place, reached) in reach.places {
                let units = threat.get(&place).expect("the threat map holds every reached place");
                assert!(units.contains(&(unit.unit.clone(), reached.cost)), "{place}: {units:?}");
                compared += 1;
            }
        }
    }
    compared
}

#[test]
fn the_strategic_rules_answer_in_the_shared_vocabulary() {
    let scenario = umpire::scenario::load_file("scenarios/strategic/kiev.toml".as_ref()).unwrap();
    let game = umpire::strategic::Game::new(&scenario).unwrap();
    assert!(agrees(&game, &["e3707", "e3506", "e3810"]) > 10);
    let why = Rules::explain(&game, "russian-hq", "e3707", &()).unwrap().unwrap();
    let refused = why.refused.unwrap();
    assert_eq!((refused.step, refused.refusal.clause.as_str()), (2, "STR-3.1.1-04"));
}

#[test]
fn the_civil_war_rules_answer_in_the_shared_vocabulary() {
    let files = [
        ("rail.toml", ["0501", "0901", "4004"]),
        ("cw-rail-lines.toml", ["0303", "2006", "4001"]),
        ("cw-transport-river.toml", ["0101", "0404", "0707"]),
        ("reference.toml", ["0101", "0303", "0605"]),
    ];
    for (file, probe) in files {
        let path = format!("scenarios/civil-war/{file}");
        let scenario = umpire::scenario::load_file(path.as_ref()).unwrap();
        let game = umpire::civil_war::Game::new(&scenario).unwrap();
        assert!(agrees(&game, &probe) > 0, "{file}");
    }
}
