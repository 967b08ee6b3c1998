//! Strategic orders to move: one unit or a stack along a path of hexes and boxes, a move made
//! earlier in the phase replayed, and where a unit stands after.

use cucumber::{given, then, when};
use umpire_map::Verdict;
use umpire_strategic::MoveReport;

use super::judge;
use crate::steps::civil_war::location;
use crate::steps::verdict::same_place;
use crate::steps::{AcceptanceWorld, Outcome, split_places};

/// Orders a unit to move along a path of hex and box ids, its start first (`e3609, e3608,
/// e3707` or `e3609 → e3608`). A legal move is made: the next order sees the board it left.
#[when(regex = "^\"([^\"]+)\" moves (.+)$")]
fn unit_moves(world: &mut AcceptanceWorld, unit: String, path: String) -> Outcome {
    world.known_strategic_units(&[&unit])?;
    let ids = split_places(&path);
    world.set_ordered(unit.clone());
    let strategic = world.strategic.as_mut().ok_or("no strategic scenario is loaded")?;
    let result =
        strategic.game.parse_path(&ids).and_then(|places| strategic.game.apply(&unit, &places));
    world.judged = Some(judge(&strategic.game, &result, &ids));
    strategic.last_record = Some(result.as_ref().ok().and_then(|r| r.record.clone()));
    strategic.last = Some(result);
    strategic.last_path = ids;
    Ok(())
}

/// Orders several units to move together, as a stack.
#[when(regex = "^\"([^\"]+)\" and \"([^\"]+)\" move together (.+)$")]
fn units_move_together(
    world: &mut AcceptanceWorld,
    first: String,
    second: String,
    path: String,
) -> Outcome {
    world.known_strategic_units(&[&first, &second])?;
    let ids = split_places(&path);
    world.set_ordered(first.clone());
    let strategic = world.strategic.as_mut().ok_or("no strategic scenario is loaded")?;
    let result = strategic
        .game
        .parse_path(&ids)
        .and_then(|places| strategic.game.check_group(&[&first, &second], &places))
        .map(|verdict| MoveReport { verdict, record: None });
    world.judged = Some(judge(&strategic.game, &result, &ids));
    strategic.last_record = Some(None);
    strategic.last = Some(result);
    strategic.last_path = ids;
    Ok(())
}

/// Replays a move made earlier in the phase (a unit and its path, the start first): the move
/// must be legal, and it is made, so the steps after it see the board it left.
#[given(regex = "^\"([^\"]+)\" has moved (.+)$")]
fn has_moved(world: &mut AcceptanceWorld, unit: String, path: String) -> Outcome {
    world.known_strategic_units(&[&unit])?;
    let ids = split_places(&path);
    let strategic = world.strategic.as_mut().ok_or("no strategic scenario is loaded")?;
    let places = strategic.game.parse_path(&ids).map_err(|e| e.to_string())?;
    let report = strategic.game.apply(&unit, &places).map_err(|e| e.to_string())?;
    match report.verdict {
        Verdict::Legal(_) => Ok(()),
        Verdict::Illegal { step, refusal, .. } => Err(format!(
            "expected {unit:?} to be able to move {}, but step {step} was {refusal}",
            ids.join(", ")
        )),
    }
}

/// A unit stands in a place (a hex, a box, or a river hexside `1012/1013`).
#[then(regex = "^\"([^\"]+)\" is in ([\\w/-]+)$")]
fn unit_is_in(world: &mut AcceptanceWorld, unit: String, place: String) -> Outcome {
    if world.strategic.is_none() {
        let at = location(world, &unit)?;
        return if same_place(&at, &place) {
            Ok(())
        } else {
            Err(format!("expected {unit:?} to be in {place}, but it is in {at}"))
        };
    }
    let at = world.place(&place)?;
    let game = &world.strategic()?.game;
    let found = game.situation().unit(&unit).ok_or_else(|| {
        let ids = game.situation().units.iter().map(|u| u.id.as_str());
        let near = umpire_map::nearest(&unit, ids)
            .map(|n| format!(" (did you mean {n:?}?)"))
            .unwrap_or_default();
        format!("expected {unit:?} to be in {place}, but the scenario has no unit {unit:?}{near}")
    })?;
    match found.at {
        Some(p) if p == at => Ok(()),
        Some(p) => Err(format!(
            "expected {unit:?} to be in {place}, but it is in {}",
            game.map().location_id(p.into())
        )),
        None => Err(format!("expected {unit:?} to be in {place}, but it has been eliminated")),
    }
}

/// A unit's reach cannot be worked out at all, with a message containing the text: a bound of
/// the engine (`limits.overrun_targets`) stands in the way, and no verdict is given.
#[then(regex = "^the reach of \"([^\"]+)\" is refused with a message containing \"([^\"]+)\"$")]
fn reach_refused(world: &mut AcceptanceWorld, unit: String, text: String) -> Outcome {
    world.known_strategic_units(&[&unit])?;
    let want = format!("the reach of {unit:?} to be refused with a message containing {text:?}");
    match world.strategic()?.game.reach(&unit) {
        Err(error) if error.to_string().contains(&text) => Ok(()),
        Err(error) => Err(format!("expected {want}, but the message reads: {error}")),
        Ok(reach) => Err(format!(
            "expected {want}, but it was worked out: {unit:?} reaches {} places",
            reach.places.len()
        )),
    }
}

/// The messages a rules editor reads when an order names a unit the scenario lacks.
#[cfg(test)]
mod tests {
    use super::*;

    /// `kiev.toml` loaded in a world judging by the rules as published.
    fn kiev() -> Result<AcceptanceWorld, String> {
        let mut world = crate::steps::repository_world();
        let path = world.scenario_file("kiev.toml", Some("strategic"))?;
        let loaded = world.suite.library.load_scenario(&path).map_err(|e| e.to_string());
        world.start_game(loaded)?;
        Ok(world)
    }

    #[test]
    fn a_misspelt_unit_fails_the_order_that_names_it() -> Outcome {
        let mut world = kiev()?;
        let order = unit_moves(&mut world, "russian-hqq".to_owned(), "e3609, e3608".to_owned());
        assert_eq!(
            order,
            Err("the scenario has no unit \"russian-hqq\" (did you mean \"russian-hq\"?)"
                .to_owned())
        );
        assert!(world.judged.is_none(), "no verdict is left for the next step to read");
        let stack = units_move_together(
            &mut world,
            "russian-hq".to_owned(),
            "russain-hq".to_owned(),
            "e3609, e3608".to_owned(),
        );
        assert!(stack.is_err_and(|m| m.starts_with("the scenario has no unit \"russain-hq\"")));
        unit_moves(&mut world, "russian-hq".to_owned(), "e3609, e3608".to_owned())
    }
}
