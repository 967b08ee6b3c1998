//! Civil War marches: a unit marching or force marching along a path of hexes, a force march
//! ordered for a unit afloat, a unit's movement allowance, and a unit that can enter no hex.

use cucumber::{then, when};
use umpire_civil_war::{Mode, MoveOptions};

use super::{no_unit, order};
use crate::steps::{AcceptanceWorld, Outcome};

/// Orders a unit to march along a path of hexes, its start first.
#[when(regex = "^\"([^\"]+)\" marches (.+)$")]
fn marches(world: &mut AcceptanceWorld, unit: String, path: String) -> Outcome {
    order(world, &unit, &path, MoveOptions::default())
}

/// Orders a unit to march with a force march adding 1 or 2 MP (the attrition roll comes from
/// the dice).
#[when(regex = "^\"([^\"]+)\" force marches \\+(\\d+) MP: (.+)$")]
fn force_marches(world: &mut AcceptanceWorld, unit: String, extra: u32, path: String) -> Outcome {
    order(world, &unit, &path, MoveOptions { force_march: Some(extra), ..MoveOptions::default() })
}

/// Orders a naval or river unit to sail with a force march adding MP (`1201, 1202`: sea hexes
/// and river hexsides): only ground units of some types may be force marched.
#[when(regex = "^a force march of \\+(\\d+) MP is ordered for \"([^\"]+)\" sailing (.+)$")]
fn force_march_afloat(
    world: &mut AcceptanceWorld,
    extra: u32,
    unit: String,
    path: String,
) -> Outcome {
    let options =
        MoveOptions { mode: Mode::Water, force_march: Some(extra), ..MoveOptions::default() };
    order(world, &unit, &path, options)
}

/// A unit's movement allowance as the game now holds it (`2 MP`): its printed value, whatever
/// a force march added for one move.
#[then(regex = "^\"([^\"]+)\" has a movement allowance of ([\\d/ .]+) MP$")]
fn movement_allowance(world: &mut AcceptanceWorld, unit: String, mp: String) -> Outcome {
    let expected: umpire_map::Mp =
        mp.trim().parse().map_err(|e| format!("{mp:?} is no MP amount: {e}"))?;
    let game = &world.civil_war.as_ref().ok_or("no Civil War scenario is loaded")?.game;
    match game.situation().unit(&unit) {
        Some(u) if u.movement == expected => Ok(()),
        Some(u) => Err(format!(
            "expected {unit:?} to have a movement allowance of {expected} MP, but it has {} MP",
            u.movement
        )),
        None => Err(no_unit(
            world,
            &unit,
            &format!("{unit:?} to have a movement allowance of {expected} MP"),
        )),
    }
}

/// A unit may move this phase, yet there is no hex it can enter: every hex next to it costs
/// more MP than it has (no minimum move).
#[then(regex = "^\"([^\"]+)\" can enter no hex this phase$")]
fn can_enter_nothing(world: &mut AcceptanceWorld, unit: String) -> Outcome {
    match world.reach_of(&unit, None)? {
        Ok(places) if places.is_empty() => Ok(()),
        Ok(places) => {
            let ids: Vec<String> =
                places.iter().map(|p| format!("{} ({} MP)", p.id, p.cost)).collect();
            Err(format!(
                "expected {unit:?} to be able to enter no hex this phase, but it reaches {}",
                ids.join(", ")
            ))
        }
        Err(refusal) => Err(format!(
            "expected {unit:?} to be free to move and find no hex it can afford, but it may not \
             move at all: it is {refusal}"
        )),
    }
}

/// The messages a rules editor reads when an order names a unit the scenario lacks.
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_misspelt_unit_fails_the_march_that_names_it() -> Outcome {
        let mut world = crate::steps::repository_world();
        let path = world.scenario_file("rail.toml", Some("civil-war"))?;
        let loaded = world.suite.library.load_scenario(&path).map_err(|e| e.to_string());
        world.start_civil_war(loaded);
        let march = marches(&mut world, "8th-corp".to_owned(), "0101, 0201".to_owned());
        assert_eq!(
            march,
            Err("the scenario has no unit \"8th-corp\" (did you mean \"8th-corps\"?)".to_owned())
        );
        assert!(world.judged.is_none(), "no verdict is left for the next step to read");
        marches(&mut world, "8th-corps".to_owned(), "0101, 0201".to_owned())
    }
}
