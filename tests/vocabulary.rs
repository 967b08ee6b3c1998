//! One vocabulary: the same generic code asks the strategic and the Civil War rules through
//! `umpire::map::Rules`, and every answer agrees with the others (reach, check, explain and
//! the threat map; a move tried, played and taken back).

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::collections::BTreeSet;

use umpire::map::{Dice, DiceError, HexBoard, Rules, ScriptedDice, ThreatSummary, Undone};
use umpire::scenario::ScenarioMap;

/// How many places of each unit's reach [`agrees`] plays a move to (and takes back).
const PLAYED_PER_UNIT: usize = 3;

/// Dice that count their rolls: a move with the default options rolls none in either ruleset.
struct Counted {
    dice: ScriptedDice,
    rolls: usize,
}

impl Counted {
    fn new() -> Counted {
        Counted { dice: ScriptedDice::new([]), rolls: 0 }
    }
}

impl Dice for Counted {
    fn roll(&mut self, sides: u32) -> Result<u32, DiceError> {
        self.rolls += 1;
        self.dice.roll(sides)
    }
}

/// For every unit of `game`: each place its reach lists is explained as reachable at the same
/// cost along a path `check` passes at that cost; each other place of `probe` is explained as
/// out of reach (refused, or no way there); the threat map of each side holds what its units
/// reach.
///
/// And orders: for a sample of each unit's reached places, the move there is tried as `check`
/// judged it, played with the same judgement, leaves the unit there, and is taken back as that
/// move, leaving every unit's reach as it was; each refused attempt at a place of `probe` is
/// refused alike (step and clause) by the try and the move, and is never taken back as a move.
/// The moves roll with `dice`; `place_of` reads where a unit is from the game's own state.
/// Gives how many answers it compared.
fn agrees<R: Rules>(
    game: &mut R,
    probe: &[&str],
    dice: &mut dyn Dice,
    place_of: fn(&R, &str) -> Option<String>,
) -> usize
where
    R::Error: std::fmt::Debug,
{
    let options = R::Options::default();
    let mut compared = 0;
    let mut sides = BTreeSet::new();
    let reaches = |game: &R| {
        let units = game.units();
        let reaches: Vec<_> =
            units.iter().map(|u| game.reach(&u.unit, &R::Options::default()).unwrap()).collect();
        (units, reaches)
    };
    let start = reaches(game);
    assert_eq!(game.take_back(), Undone::Nothing, "nothing played yet");
    for unit in game.units() {
        sides.insert(unit.side.clone());
        let reach = game.reach(&unit.unit, &options).unwrap();
        let every = reach.places.len().div_ceil(PLAYED_PER_UNIT).max(1);
        for (n, (place, reached)) in reach.places.iter().enumerate() {
            let why = game.explain(&unit.unit, place, &options).unwrap().expect("a way there");
            assert!(why.is_legal(), "{} to {place}: {why:?}", unit.unit);
            assert_eq!(why.cost, reached.cost, "{} to {place}", unit.unit);
            let path: Vec<&str> = why.path.iter().map(String::as_str).collect();
            let checked = game.check(&unit.unit, &path, &options).unwrap();
            assert_eq!(checked, why, "{} to {place}", unit.unit);
            compared += 1;
            if n % every != 0 {
                continue;
            }
            // Tried, played, there, and taken back exactly.
            let tried = game.try_move_unit(&unit.unit, &path, &options).unwrap();
            assert_eq!(tried, checked, "{} tries {place}", unit.unit);
            let played = game.move_unit(&unit.unit, &path, &options, dice).unwrap();
            assert_eq!(played, checked, "{} moves to {place}", unit.unit);
            let end = path[path.len() - 1];
            assert_eq!(place_of(game, &unit.unit).as_deref(), Some(end), "{} moved", unit.unit);
            let undone = game.take_back();
            assert_eq!(undone, Undone::Move { unit: unit.unit.clone(), to: end.to_owned() });
            assert_eq!(reaches(game), start, "{} to {place} taken back", unit.unit);
            assert_eq!(game.take_back(), Undone::Nothing, "{} to {place}", unit.unit);
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
                if let Some(refused) = &why.refused {
                    let path: Vec<&str> = why.path.iter().map(String::as_str).collect();
                    let tried = game.try_move_unit(&unit.unit, &path, &options).unwrap();
                    let played = game.move_unit(&unit.unit, &path, &options, dice).unwrap();
                    for (how, judgement) in [("tried", &tried), ("played", &played)] {
                        let by = judgement.refused.as_ref().expect("refused");
                        assert_eq!(
                            (by.step, by.refusal.clause),
                            (refused.step, refused.refusal.clause),
                            "{} to {place}, {how}",
                            unit.unit
                        );
                    }
                    assert_eq!(played, tried, "{} to {place}", unit.unit);
                    let undone = game.take_back();
                    assert!(!matches!(undone, Undone::Move { .. }), "{place}: {undone:?}");
                    assert_eq!(game.take_back(), Undone::Nothing, "{} to {place}", unit.unit);
                    assert_eq!(reaches(game), start, "{} to {place} refused", unit.unit);
                    compared += 1;
                }
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
    let mut game = umpire::strategic::Game::new(&scenario).unwrap();
    let mut dice = Counted::new();
    let place_of: fn(&_, &str) -> _ = |game: &umpire::strategic::Game<ScenarioMap>, unit| {
        game.situation().unit(unit)?.at.map(|at| game.map().place_id(at))
    };
    assert!(agrees(&mut game, &["e3707", "e3506", "e3810"], &mut dice, place_of) > 10);
    assert_eq!(dice.rolls, 0, "the strategic rules roll no dice for a move");
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
        let mut game = umpire::civil_war::Game::new(&scenario).unwrap();
        let mut dice = Counted::new();
        let place_of: fn(&_, &str) -> _ = |game: &umpire::civil_war::Game<ScenarioMap>, unit| {
            game.situation().unit(unit)?.at.map(|at| game.map().hex_id(at))
        };
        assert!(agrees(&mut game, &probe, &mut dice, place_of) > 0, "{file}");
        assert_eq!(dice.rolls, 0, "{file}: no force march, no attrition roll");
    }
}
