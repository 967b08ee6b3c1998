//! Miniatures orders on Command Dice: one unit or a group ordered on a single, double or triple
//! move (a wording no other ruleset's step shares), the dice it rolled, how far each unit went
//! and which way it faces, the order amended after the roll, units that stay put, suppression
//! removed and a new turn.

use cucumber::{given, then, when};
use umpire_map::{DiceError, ScriptedDice};
use umpire_minis::{DiceGame, DiceOrderError, Length, MoveOrder, Point, Unit};

use super::{chain, find_unit, judged, points_in as points, unit_moved};
use crate::steps::{AcceptanceWorld, Outcome, quoted};

/// Orders one unit or several (`"pz-1", "pz-2" and "pz-3"`, or `nobody`) on a single, double
/// or triple move (or an `n-dice` chain) to a destination, by waypoints (`to 10, 17 then 12,
/// 19`); `keeping its facing` moves without turning; `and turns to face N on arrival` takes a
/// final facing. The dice come from "Given the dice will roll …".
#[when(
    regex = r"^(.+?) (?:is|are) ordered on an? ([\w-]+) move to (.+?)( keeping (?:its|their) facing)?(?: and turns? to face (\d+) on arrival)?$"
)]
fn ordered(
    world: &mut AcceptanceWorld,
    units: String,
    chain_word: String,
    route: String,
    keep: String,
    facing: String,
) -> Outcome {
    order_move(world, &units, &chain_word, &route, !keep.is_empty(), &facing)
}

/// Carries out a movement order (the step's words as written), keeping the move or why the
/// order was rejected.
fn order_move(
    world: &mut AcceptanceWorld,
    units: &str,
    chain_word: &str,
    route: &str,
    keep_facing: bool,
    facing: &str,
) -> Outcome {
    world.minis()?;
    world.known_table_units(&quoted(units))?;
    let minis = world.minis()?;
    let unit = minis.game.scenario().table.unit;
    let order = MoveOrder {
        units: quoted(units),
        chain: chain(chain_word)?,
        route: points(route, unit)?,
        keep_facing,
    };
    let scripted = minis.dice.remaining();
    let verdict = match minis.game.execute(&order, &mut minis.dice, facing.parse().ok()) {
        Ok(moved) => {
            let verdict = judged(moved.refusal.clone(), &moved.citations);
            minis.moved = Some(moved);
            Ok(verdict)
        }
        Err(error) => {
            minis.moved = None;
            if scripted == 0
                && error == DiceOrderError::Dice(DiceError::ScriptExhausted { used: 0 })
            {
                Err(format!(
                    "{error} (no dice were scripted: add a step such as \
                     'Given the dice will roll 4, 2' before the order)"
                ))
            } else {
                Err(error.to_string())
            }
        }
    };
    minis.order = Some(order);
    world.judged = Some(verdict);
    Ok(())
}

/// The last move's rolled distance, in inches.
#[then(regex = "^the rolled distance is (\\d+)\"$")]
fn rolled(world: &mut AcceptanceWorld, inches: i64) -> Outcome {
    let expected = format!("the rolled distance to be {inches}\"");
    let moved = world.last_move(&expected)?;
    if moved.distance == Length::inches(inches) {
        Ok(())
    } else {
        Err(world.move_failed(&expected, &format!("it is {}", moved.distance)))
    }
}

/// The last move rolled this many dice (its chain, fixed when the order was made).
#[then(regex = r"^the move rolled (\d+) (?:die|dice)$")]
fn rolled_dice(world: &mut AcceptanceWorld, count: usize) -> Outcome {
    rolled_count(world, count)
}

/// The last move rolled `count` dice, or the message saying what it did instead.
fn rolled_count(world: &AcceptanceWorld, count: usize) -> Outcome {
    let expected = format!("the move to roll {count} {}", if count == 1 { "die" } else { "dice" });
    let moved = world.last_move(&expected)?;
    if moved.rolls.len() == count {
        Ok(())
    } else {
        let found = format!("it rolled {} ({:?})", moved.rolls.len(), moved.rolls);
        Err(world.move_failed(&expected, &found))
    }
}

/// A unit reached its destination, having travelled this far.
#[then(regex = "^\"([^\"]+)\" reaches its destination after ([\\d.]+)\"$")]
fn reaches(world: &mut AcceptanceWorld, unit: String, inches: f64) -> Outcome {
    let want = Length::from_f64(inches, Unit::Inch).display(Unit::Inch);
    let expected = format!("{unit:?} to reach its destination after {want}");
    let moved = unit_moved(world, &unit, &expected)?;
    match (moved.reached, moved.travelled.display(Unit::Inch)) {
        (true, got) if got == want => Ok(()),
        (true, got) => Err(world.move_failed(&expected, &format!("it travelled {got}"))),
        (false, got) => {
            let (x, y) = moved.end.in_unit(Unit::Inch);
            Err(world
                .move_failed(&expected, &format!("it stopped short at {x:.2}, {y:.2} after {got}")))
        }
    }
}

/// A unit stopped short of its destination, at this point.
#[then(regex = "^\"([^\"]+)\" stops short at ([\\d.]+), ([\\d.]+)$")]
fn stops_short(world: &mut AcceptanceWorld, unit: String, x: f64, y: f64) -> Outcome {
    let expected = format!("{unit:?} to stop short at {x}, {y}");
    let moved = unit_moved(world, &unit, &expected)?;
    let want = Point::at(x, y, Unit::Inch);
    let (ex, ey) = moved.end.in_unit(Unit::Inch);
    if moved.reached {
        let found = format!("it reached its destination at {ex:.2}, {ey:.2}");
        return Err(world.move_failed(&expected, &found));
    }
    if moved.end.distance(want) <= Length::from_f64(0.01, Unit::Inch) {
        Ok(())
    } else {
        Err(world.move_failed(&expected, &format!("it stopped at {ex:.2}, {ey:.2}")))
    }
}

/// A unit's facing after its move, in degrees from north.
#[then(regex = "^\"([^\"]+)\" faces (\\d+)$")]
fn faces(world: &mut AcceptanceWorld, unit: String, degrees: f64) -> Outcome {
    let expected = format!("{unit:?} to face {degrees} after its move");
    let moved = unit_moved(world, &unit, &expected)?;
    if (moved.facing - degrees).abs() < 0.5 {
        Ok(())
    } else {
        Err(world.move_failed(&expected, &format!("it faces {:.1}", moved.facing)))
    }
}

/// A unit's facing this far into its last move (what opportunity fire there would see).
#[then(regex = "^([\\d.]+)\" into its move \"([^\"]+)\" faces (\\d+)$")]
fn facing_along(world: &mut AcceptanceWorld, inches: f64, unit: String, degrees: f64) -> Outcome {
    let expected = format!("{unit:?} to face {degrees} {inches}\" into its move");
    let u = unit_moved(world, &unit, &expected)?;
    let got = u.facing_at(Length::from_f64(inches, Unit::Inch));
    if (got - degrees).abs() < 0.5 {
        Ok(())
    } else {
        Err(world.move_failed(&expected, &format!("it faces {got:.1} there")))
    }
}

/// How much of the rolled distance a unit did not use (lost on arriving).
#[then(regex = "^\"([^\"]+)\" loses ([\\d.]+)\" of the rolled distance$")]
fn loses(world: &mut AcceptanceWorld, unit: String, inches: f64) -> Outcome {
    let want = Length::from_f64(inches, Unit::Inch).display(Unit::Inch);
    let expected = format!("{unit:?} to lose {want} of the rolled distance");
    let u = unit_moved(world, &unit, &expected)?;
    let moved = world.last_move(&expected)?;
    let lost = moved.distance.minus(u.travelled).display(Unit::Inch);
    if lost == want {
        Ok(())
    } else {
        let found = format!("it loses {lost} of {}", moved.distance.display(Unit::Inch));
        Err(world.move_failed(&expected, &found))
    }
}

/// A unit took no part in the last move: it is where the scenario put it, facing the same way.
#[then(regex = "^\"([^\"]+)\" stays at ([\\d.]+), ([\\d.]+) facing (\\d+)$")]
fn stays(world: &mut AcceptanceWorld, unit: String, x: f64, y: f64, degrees: f64) -> Outcome {
    let expected = format!("{unit:?} to stay at {x}, {y} facing {degrees}");
    let minis = world.minis()?;
    if let Some(m) = minis.moved.as_ref().and_then(|m| m.units.iter().find(|u| u.unit == unit)) {
        let (ex, ey) = m.end.in_unit(minis.game.scenario().table.unit);
        return Err(format!("expected {expected}, but it moved to {ex:.2}, {ey:.2}"));
    }
    let scenario = minis.game.scenario();
    let u = find_unit(scenario, &unit, &expected)?;
    let at = scenario.position(u);
    let want = Point::at(x, y, scenario.table.unit);
    if at == want && (u.facing - degrees).abs() < 0.5 {
        Ok(())
    } else {
        Err(format!(
            "expected {expected}, but it is at {}, {} facing {}",
            u.at[0], u.at[1], u.facing
        ))
    }
}

/// After the last move's dice were rolled, the player tries to add dice to its chain; the
/// verdict is the rules' answer.
#[when(regex = r"^the player then tries to add (\d+) more (?:die|dice) to the move$")]
fn add_dice(world: &mut AcceptanceWorld, more: u32) -> Outcome {
    let moved = world.last_move("a move made to add dice to")?;
    let game = &world.minis.as_ref().ok_or("no table scenario is loaded")?.game;
    let refusal = game.lengthen(moved, more).err();
    world.judged = Some(Ok(judged(refusal, &[])));
    Ok(())
}

/// After the last move's dice were rolled, the player tries to send the units somewhere else
/// (`to 30, 30 instead`) or to call the move off; the verdict is the rules' answer.
#[when(regex = r"^the player then tries to (?:send the units to (.+) instead|call the move off)$")]
fn change_course(world: &mut AcceptanceWorld, route: String) -> Outcome {
    let moved = world.last_move("a move made to change")?;
    let game = &world.minis.as_ref().ok_or("no table scenario is loaded")?.game;
    let unit = game.scenario().table.unit;
    let route = if route.is_empty() { None } else { Some(points(&route, unit)?) };
    let refusal = game.change_course(moved, route.as_deref()).err();
    world.judged = Some(Ok(judged(refusal, &[])));
    Ok(())
}

/// A Remove Unit Suppression order has been carried out for the unit before it moves.
#[given(regex = "^a Remove Unit Suppression order has been given to \"([^\"]+)\"$")]
fn remove_suppression(world: &mut AcceptanceWorld, unit: String) -> Outcome {
    let minis = world.minis()?;
    let mut scenario = minis.game.scenario().clone();
    let expected = format!("a suppressed unit {unit:?}");
    find_unit(&scenario, &unit, &expected)?;
    let u = scenario.units.iter_mut().find(|u| u.id == unit);
    let u = u.ok_or_else(|| format!("expected {expected}, but the table has no unit {unit:?}"))?;
    if !u.suppressed {
        return Err(format!("expected {expected}, but {unit:?} is not suppressed"));
    }
    u.suppressed = false;
    minis.game = DiceGame::new(scenario).map_err(|e| e.to_string())?;
    Ok(())
}

/// A new turn: the units stand where the last move left them, facing as it left them; no
/// order of the last turn carries over.
#[given(regex = r"^the next turn begins with the units where the last move left them$")]
fn next_turn(world: &mut AcceptanceWorld) -> Outcome {
    let minis = world.minis()?;
    let moved = minis.moved.take().ok_or(
        "expected a move last turn to start the next turn from, but no move has been made",
    )?;
    let mut scenario = minis.game.scenario().clone();
    let unit = scenario.table.unit;
    for m in &moved.units {
        if let Some(u) = scenario.units.iter_mut().find(|u| u.id == m.unit) {
            let (x, y) = m.end.in_unit(unit);
            u.at = [x, y];
            u.facing = m.facing;
        }
    }
    minis.game = DiceGame::new(scenario).map_err(|e| e.to_string())?;
    minis.dice = ScriptedDice::new([]);
    world.judged = None;
    Ok(())
}

/// The messages a rules editor reads when a miniatures order goes wrong: each names the real
/// cause.
#[cfg(test)]
mod tests {
    use super::*;

    /// `dice-orders.toml` loaded, with `dice` scripted.
    fn table(dice: &[u32]) -> Result<AcceptanceWorld, String> {
        let mut world = crate::steps::repository_world();
        world.start_minis("dice-orders.toml", "")?;
        if let Some(refused) = &world.last_refusal {
            return Err(format!("dice-orders.toml did not load: {refused}"));
        }
        world.minis()?.dice = ScriptedDice::new(dice.iter().copied());
        Ok(world)
    }

    /// `units` ordered on a `chain_word` move to `to`, as "When … is ordered on a … move to …".
    fn order(world: &mut AcceptanceWorld, units: &str, chain_word: &str, to: &str) -> Outcome {
        order_move(world, units, chain_word, to, false, "")
    }

    /// The message of "Then the move rolled 1 die" after `units` are ordered with `dice`.
    fn after_order(
        dice: &[u32],
        units: &str,
        chain_word: &str,
        to: &str,
    ) -> Result<String, String> {
        let mut world = table(dice)?;
        order(&mut world, units, chain_word, to)?;
        match rolled_count(&world, 1) {
            Ok(()) => Err("the move rolled 1 die: the check should have failed".to_owned()),
            Err(message) => Ok(message),
        }
    }

    #[test]
    fn an_unknown_unit_fails_the_order_that_names_it() -> Outcome {
        let mut world = table(&[4])?;
        assert_eq!(
            order(&mut world, r#""pantehr""#, "single", "14, 20"),
            Err("the scenario has no unit \"pantehr\" (did you mean \"panther\"?)".to_owned())
        );
        assert!(world.judged.is_none(), "no verdict is left for the next step to read");
        Ok(())
    }

    #[test]
    fn a_dice_script_that_runs_out_says_after_how_many_rolls() -> Outcome {
        let message = after_order(&[4], r#""panther""#, "double", "14, 40")?;
        assert!(message.starts_with("expected the move to roll 1 die, but the order was rejected"));
        assert!(message.contains("the scripted dice ran out after 1 roll(s)"), "{message}");
        Ok(())
    }

    #[test]
    fn a_seven_scripted_on_a_d6_names_the_die_and_the_value() -> Outcome {
        let message = after_order(&[7], r#""panther""#, "single", "14, 20")?;
        assert!(message.contains("scripted roll 7 cannot come up on a 6-sided die"), "{message}");
        Ok(())
    }

    #[test]
    fn no_dice_scripted_says_so() -> Outcome {
        let message = after_order(&[], r#""panther""#, "single", "14, 20")?;
        assert!(message.contains("ran out after 0 roll(s)"), "{message}");
        assert!(message.contains("no dice were scripted"), "{message}");
        Ok(())
    }

    #[test]
    fn a_point_off_the_table_gives_the_refusal_the_point_and_the_table() -> Outcome {
        let message = after_order(&[4], r#""panther""#, "single", "14, 80")?;
        assert!(
            message.starts_with(
                "expected the move to roll 1 die, but no die was rolled: the move was refused by \
                 DICE-ORDER-05"
            ),
            "{message}"
        );
        assert!(message.ends_with("(14, 80 lies off the 72\" × 48\" table)"), "{message}");
        Ok(())
    }

    #[test]
    fn units_of_different_groups_name_their_groups() -> Outcome {
        let message = after_order(&[4], r#""panther" and "panzer-iv""#, "single", "14, 20")?;
        assert!(message.contains("refused by DICE-ORDER-10"), "{message}");
        assert!(message.ends_with(r#"("panther" is in hq-1, "panzer-iv" in hq-2)"#), "{message}");
        Ok(())
    }

    #[test]
    fn a_misspelt_chain_is_named_with_the_nearest_word() -> Outcome {
        let mut world = table(&[4])?;
        let Err(message) = order(&mut world, r#""panther""#, "singel", "14, 20") else {
            return Err("a misspelt chain should be refused".to_owned());
        };
        assert!(message.starts_with("expected a single, double or triple move"), "{message}");
        assert!(message.ends_with(r#"but the step reads "singel" (did you mean "single"?)"#));
        Ok(())
    }
}
