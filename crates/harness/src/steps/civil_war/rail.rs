//! Civil War rail moves: a rail order (entrain, ride, detrain or stay entrained), what it costs
//! its side in rail transport points, the month's allotment and game turn, and entrained units
//! attacked or stranded.

use cucumber::{then, when};
use umpire_civil_war::{Mode, MoveOptions, MoveVerdict, RailCapacity};
use umpire_map::Verdict;

use super::cited;
use crate::steps::verdict::{Judged, cites};
use crate::steps::{AcceptanceWorld, Outcome, split_places};

/// Orders a rail move (the same order as `"unit" moves by rail …`): hexes, with `entrain` and
/// `detrain` where the unit boards and leaves the train (`0101, entrain, 0201, 0301, detrain,
/// 0302`); `… and stays entrained, bound for 3001 in phase 3` leaves it on the rails with that
/// destination and ETA. A legal move is made: the next order sees the board it left.
#[when(
    regex = "^\"([^\"]+)\" goes by rail (.+?)(?: and stays entrained, bound for (\\w+) in phase (\\d+))?$"
)]
fn goes_by_rail(
    world: &mut AcceptanceWorld,
    unit: String,
    path: String,
    bound: String,
    eta: String,
) -> Outcome {
    if world.civil_war.is_some() {
        world.known_civil_war_units(&[&unit])?;
    }
    world.set_ordered(unit.clone());
    let ids = split_places(&path);
    let civil_war = world.civil_war.as_mut().ok_or(
        "no Civil War scenario is loaded: start with 'Given the Civil War scenario \"rail.toml\"'",
    )?;
    let stay = if bound.is_empty() {
        None
    } else {
        let hex = civil_war.game.map().parse_hex(&bound).map_err(|e| e.to_string())?;
        Some((hex, eta.parse().map_err(|e| format!("{eta:?}: {e}"))?))
    };
    let options = MoveOptions { mode: Mode::Rail, stay_entrained: stay, ..MoveOptions::default() };
    let game = &mut civil_war.game;
    let judged = match game.apply(&unit, &ids, &options, &mut civil_war.dice) {
        Ok((verdict, _)) => {
            let MoveVerdict::Land(land) = &verdict else {
                return Err(format!("{unit}'s rail order was judged as a water move"));
            };
            let end = land.route().places.last().map(|p| game.map().location_id((*p).into()));
            Ok(Judged {
                step: match land {
                    Verdict::Illegal { step, .. } => *step,
                    Verdict::Legal(_) => 0,
                },
                refusal: verdict.refusal().cloned(),
                cost: verdict.cost(),
                stop: verdict.stop(),
                ledger: verdict.ledger().to_vec(),
                path: ids,
                end,
            })
        }
        Err(error) => Err(error.to_string()),
    };
    world.judged = Some(judged);
    Ok(())
}

/// The last move was legal, was made, and charged its side this many rail transport points,
/// its ledger citing the clause that sets the price (`ACW-RAIL-09` per strength point,
/// `ACW-RAIL-10` per supply point, `ACW-RAIL-36` for a train, `ACW-RAIL-38` for a Leader or HQ).
#[then(
    regex = r"^the move costs the (union|confederate) side (\d+) rail transport points? because of ([A-Z][\w.-]+)$"
)]
fn rail_points(world: &mut AcceptanceWorld, side: String, points: u32, clause: String) -> Outcome {
    let want = format!("the move to cost the {side} side {points} rail transport points");
    let judged = world.judged_for(&want)?;
    if let Some(refusal) = &judged.refusal {
        return Err(format!("expected {want}, but step {} was {refusal}", judged.step));
    }
    cites(world, &clause)?;
    let game = &world.civil_war.as_ref().ok_or("no Civil War scenario is loaded")?.game;
    let record =
        game.log().last().ok_or_else(|| format!("expected {want}, but no move has been made"))?;
    let unit_side = game.situation().unit(&record.unit).map(|u| u.side.clone()).unwrap_or_default();
    if unit_side != side {
        return Err(format!(
            "expected {want}, but the move was made by {:?}, a {unit_side} unit",
            record.unit
        ));
    }
    if record.rail_capacity == points {
        Ok(())
    } else {
        Err(format!("expected {want}, but it cost them {}", record.rail_capacity))
    }
}

/// A side's rail transport points left this month.
#[then(regex = r"^the (union|confederate) side has (\d+) rail transport points left$")]
fn capacity_left(world: &mut AcceptanceWorld, side: String, points: u32) -> Outcome {
    let game = &world.civil_war()?.game;
    let left = game.situation().rail.capacity.get(&side).copied().unwrap_or(0);
    if left == points {
        Ok(())
    } else {
        Err(format!(
            "expected the {side} side to have {points} rail transport points left, but it has \
             {left}"
        ))
    }
}

/// The month's rail state of `side` in the game loaded.
fn rail_capacity(world: &AcceptanceWorld, side: &str) -> Result<RailCapacity, String> {
    let game = &world.civil_war.as_ref().ok_or("no Civil War scenario is loaded")?.game;
    Ok(game.rail_capacity(side))
}

/// The rail transport points a side may still spend this phase: what is left of the month's
/// allotment less what is held for its units on the rails (ACW-RAIL-24, ACW-RAIL-25).
#[then(regex = r"^the (union|confederate) side has (\d+) rail transport points? free$")]
fn capacity_free(world: &mut AcceptanceWorld, side: String, points: u32) -> Outcome {
    let month = rail_capacity(world, &side)?;
    if month.free_now() == points {
        return Ok(());
    }
    Err(format!(
        "expected the {side} side to have {points} rail transport points free, but it has {}: \
         {} left, {} held for units on the rails that have not paid for this phase, {} for \
         units left on the rails for the next",
        month.free_now(),
        month.left,
        month.owed,
        month.held_for_next
    ))
}

/// The rail transport points held for a side's units on the rails: those that still owe this
/// phase's, and those left on the rails for the next.
#[then(
    regex = r"^the (union|confederate) side holds (\d+) rail transport points? for its units on the rails$"
)]
fn capacity_held(world: &mut AcceptanceWorld, side: String, points: u32) -> Outcome {
    let month = rail_capacity(world, &side)?;
    let held = month.owed + month.held_for_next;
    if held == points {
        return Ok(());
    }
    Err(format!(
        "expected the {side} side to hold {points} rail transport points for its units on the \
         rails, but it holds {held}: {} not yet paid for this phase, {} for the next",
        month.owed, month.held_for_next
    ))
}

/// The game turn of the month being played.
#[then(regex = r"^it is game turn (\d+) of the month$")]
fn game_turn(world: &mut AcceptanceWorld, turn: u32) -> Outcome {
    let month = rail_capacity(world, "union")?;
    if month.turn == turn {
        return Ok(());
    }
    Err(format!(
        "expected game turn {turn} of the month, but it is game turn {} of {}",
        month.turn, month.turns
    ))
}

/// A side's allotment of rail transport points for the month being played.
#[then(regex = r"^the (union|confederate) side's rail allotment is (\d+)$")]
fn allotment(world: &mut AcceptanceWorld, side: String, points: u32) -> Outcome {
    let month = rail_capacity(world, &side)?;
    if month.allotment == points {
        return Ok(());
    }
    Err(format!(
        "expected the {side} side's rail allotment to be {points}, but it is {}",
        month.allotment
    ))
}

/// An entrained unit is attacked: it may not attack itself, and it detrains to defend.
#[when(regex = "^the entrained \"([^\"]+)\" is attacked$")]
fn attacked(world: &mut AcceptanceWorld, unit: String) -> Outcome {
    world.known_civil_war_units(&[&unit])?;
    let civil_war = world.civil_war()?;
    let result = civil_war.game.entrained_in_combat(&unit).map_err(|e| e.to_string())?;
    let Some((refusal, strength, citations)) = result else {
        return Err(format!("expected {unit:?} to be entrained when attacked, but it is not"));
    };
    civil_war.defends_at = Some(strength);
    world.judged = Some(Ok(cited(Some(refusal), &citations)));
    Ok(())
}

/// The attacked entrained unit defends at this strength.
#[then(regex = "^\"([^\"]+)\" defends at (\\d+) strength$")]
fn defends_at(world: &mut AcceptanceWorld, unit: String, strength: u32) -> Outcome {
    match world.civil_war()?.defends_at {
        Some(s) if s == strength => Ok(()),
        Some(s) => Err(format!("expected {unit:?} to defend at {strength}, but it defends at {s}")),
        None => Err(format!(
            "expected {unit:?} to defend at {strength}, but no entrained unit has been attacked"
        )),
    }
}

/// Removes the entrained units that can no longer reach their declared destinations.
#[when(expr = "the stranded trains are removed")]
fn stranded(world: &mut AcceptanceWorld) -> Outcome {
    world.civil_war()?.game.remove_stranded_trains();
    Ok(())
}
