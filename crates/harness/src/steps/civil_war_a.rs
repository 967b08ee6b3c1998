//! More Civil War steps (group a): see [`super::civil_war`] for the common ones. These cover what
//! the movement, zone-of-control, minimum-move and force-march features need besides: a force
//! march ordered for a naval or river unit, a unit's movement allowance after its move, and a
//! unit that can enter no hex at all; and for the rail features, the month: its game turn, a
//! side's allotment, and the rail transport points free or held for units on the rails.

use cucumber::{then, when};
use umpire_civil_war::{Mode, MoveOptions, MoveVerdict, RailCapacity};
use umpire_map::{ClauseId, Entry, Line};

use super::verdict::Judged;
use super::{AcceptanceWorld, Outcome};

fn split(text: &str) -> Vec<String> {
    text.split([',', ' ', '→'])
        .map(str::trim)
        .filter(|w| !w.is_empty() && *w != "and")
        .map(str::to_owned)
        .collect()
}

/// Judges and, when legal, makes one unit's move in a mode, as the common Civil War order steps
/// do (a force march's attrition roll appears in the ledger under ACW-FORCE-05).
fn order(world: &mut AcceptanceWorld, unit: &str, path: &str, options: &MoveOptions) -> Outcome {
    let ids = split(path);
    world.set_ordered(unit.to_owned());
    let civil_war = world.civil_war.as_mut().ok_or("no Civil War scenario is loaded")?;
    let game = &mut civil_war.game;
    let judged = match game.apply(unit, &ids, options, &mut civil_war.dice) {
        Ok((verdict, record)) => {
            let end = match &verdict {
                MoveVerdict::Land(v) => {
                    v.route().places.last().map(|p| game.map().location_id((*p).into()))
                }
                MoveVerdict::Water(v) => {
                    v.route().places.last().map(|p| game.water().place_id(game.map(), *p))
                }
            };
            let mut ledger = verdict.ledger().to_vec();
            if let Some((roll, loss)) = record.and_then(|r| r.attrition) {
                ledger.push(Entry {
                    step: 0,
                    line: Line::note(
                        ClauseId::intern("ACW-FORCE-05"),
                        format!("attrition roll {roll}: {loss} strength lost"),
                    ),
                });
            }
            Ok(Judged {
                step: verdict.refused_step().unwrap_or(0),
                refusal: verdict.refusal().cloned(),
                cost: verdict.cost(),
                stop: verdict.stop(),
                ledger,
                path: ids,
                end,
            })
        }
        Err(error) => Err(error.to_string()),
    };
    world.judged = Some(judged);
    Ok(())
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
    order(world, &unit, &path, &options)
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
        None => Err(super::civil_war::no_unit(
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
