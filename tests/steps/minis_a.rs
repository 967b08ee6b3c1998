//! More miniatures steps (group a): see [`super::minis`] for the common ones. Orders for one
//! unit or a group ("… is ordered on a single move to …", a wording no other ruleset's step
//! shares), the chance to arrive with its clause, amending an order after the roll, the facing
//! along a move, staying still and firing, removing suppression and a new turn.

use cucumber::{given, then, when};
use umpire::map::{Entry, Line, Mp, Refusal, ScriptedDice};
use umpire::minis::{DiceGame, Length, MoveOrder, Point, Unit};

use super::minis::{chain, points_in as points, quoted};
use super::verdict::Judged;
use super::{AcceptanceWorld, Outcome};

/// A verdict with `refusal` (or none) and the citations as ledger lines.
fn judged(refusal: Option<Refusal>, citations: &[umpire::map::Citation]) -> Judged {
    Judged {
        step: 0,
        refusal,
        cost: Mp::ZERO,
        stop: None,
        ledger: citations
            .iter()
            .map(|c| Entry { step: 0, line: Line::note(c.clause, c.note) })
            .collect(),
        path: Vec::new(),
        end: None,
    }
}

fn minis(world: &mut AcceptanceWorld) -> Result<&mut super::minis::Minis, String> {
    world.minis.as_mut().ok_or_else(|| {
        "no table scenario is loaded: start with 'Given the table scenario \"dice-orders.toml\"'"
            .to_owned()
    })
}

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
    let minis = minis(world)?;
    let unit = minis.game.scenario().table.unit;
    let order = MoveOrder {
        units: quoted(&units),
        chain: chain(&chain_word),
        route: points(&route, unit)?,
        keep_facing: !keep.is_empty(),
    };
    let verdict = match minis.game.execute(&order, &mut minis.dice, facing.parse().ok()) {
        Ok(moved) => {
            let verdict = judged(moved.refusal.clone(), &moved.citations);
            minis.moved = Some(moved);
            Ok(verdict)
        }
        Err(message) => Err(message),
    };
    world.judged = Some(verdict);
    Ok(())
}

/// Works out the exact chance that an order brings its (lead) unit to a destination, and the
/// distance distribution, with the clauses that set them (no dice rolled).
#[when(
    regex = r"^the chance of (.+?) arriving at (.+?) on an? ([\w-]+) move( keeping (?:its|their) facing)? is worked out$"
)]
fn arriving(
    world: &mut AcceptanceWorld,
    units: String,
    route: String,
    chain_word: String,
    keep: String,
) -> Outcome {
    let minis = minis(world)?;
    let unit = minis.game.scenario().table.unit;
    let order = MoveOrder {
        units: quoted(&units),
        chain: chain(&chain_word),
        route: points(&route, unit)?,
        keep_facing: !keep.is_empty(),
    };
    let verdict = match minis.game.arrival(&order)? {
        Ok((chance, distribution, citations)) => {
            minis.chance = Some(chance);
            minis.distribution = Some(distribution);
            judged(None, &citations)
        }
        Err(refusal) => judged(Some(refusal), &[]),
    };
    world.judged = Some(Ok(verdict));
    Ok(())
}

/// The last move rolled this many dice (its chain, fixed when the order was made).
#[then(regex = r"^the move rolled (\d+) (?:die|dice)$")]
fn rolled_dice(world: &mut AcceptanceWorld, count: usize) -> Outcome {
    let moved = minis(world)?.moved.as_ref().ok_or("no move has been made")?;
    if moved.rolls.len() == count {
        Ok(())
    } else {
        Err(format!("the move rolled {} dice: {:?}", moved.rolls.len(), moved.rolls))
    }
}

/// After the last move's dice were rolled, the player tries to add dice to its chain; the
/// verdict is the rules' answer.
#[when(regex = r"^the player then tries to add (\d+) more (?:die|dice) to the move$")]
fn add_dice(world: &mut AcceptanceWorld, more: u32) -> Outcome {
    let minis = minis(world)?;
    let moved = minis.moved.as_ref().ok_or("no move has been made")?;
    let refusal = minis.game.lengthen(moved, more).err();
    world.judged = Some(Ok(judged(refusal, &[])));
    Ok(())
}

/// After the last move's dice were rolled, the player tries to send the units somewhere else
/// (`to 30, 30 instead`) or to call the move off; the verdict is the rules' answer.
#[when(regex = r"^the player then tries to (?:send the units to (.+) instead|call the move off)$")]
fn change_course(world: &mut AcceptanceWorld, route: String) -> Outcome {
    let minis = minis(world)?;
    let unit = minis.game.scenario().table.unit;
    let moved = minis.moved.as_ref().ok_or("no move has been made")?;
    let route = if route.is_empty() { None } else { Some(points(&route, unit)?) };
    let refusal = minis.game.change_course(moved, route.as_deref()).err();
    world.judged = Some(Ok(judged(refusal, &[])));
    Ok(())
}

/// A unit's facing this far into its last move (what opportunity fire there would see).
#[then(regex = "^([\\d.]+)\" into its move \"([^\"]+)\" faces (\\d+)$")]
fn facing_along(world: &mut AcceptanceWorld, inches: f64, unit: String, degrees: f64) -> Outcome {
    let moved = minis(world)?.moved.as_ref().ok_or("no move has been made")?;
    let u = moved
        .units
        .iter()
        .find(|u| u.unit == unit)
        .ok_or_else(|| format!("{unit} did not move"))?;
    let got = u.facing_at(Length::from_f64(inches, Unit::Inch));
    if (got - degrees).abs() < 0.5 {
        Ok(())
    } else {
        Err(format!("{inches}\" into its move {unit} faces {got:.1}"))
    }
}

/// How much of the rolled distance a unit did not use (lost on arriving).
#[then(regex = "^\"([^\"]+)\" loses ([\\d.]+)\" of the rolled distance$")]
fn loses(world: &mut AcceptanceWorld, unit: String, inches: f64) -> Outcome {
    let moved = minis(world)?.moved.as_ref().ok_or("no move has been made")?;
    let u = moved
        .units
        .iter()
        .find(|u| u.unit == unit)
        .ok_or_else(|| format!("{unit} did not move"))?;
    let lost = moved.distance.minus(u.travelled).display(Unit::Inch);
    let want = Length::from_f64(inches, Unit::Inch).display(Unit::Inch);
    if lost == want { Ok(()) } else { Err(format!("{unit} loses {lost}")) }
}

/// A unit took no part in the last move: it is where the scenario put it, facing the same way.
#[then(regex = "^\"([^\"]+)\" stays at ([\\d.]+), ([\\d.]+) facing (\\d+)$")]
fn stays(world: &mut AcceptanceWorld, unit: String, x: f64, y: f64, degrees: f64) -> Outcome {
    let minis = minis(world)?;
    if minis.moved.as_ref().is_some_and(|m| m.units.iter().any(|u| u.unit == unit)) {
        return Err(format!("{unit} moved"));
    }
    let scenario = minis.game.scenario();
    let u =
        scenario.units.iter().find(|u| u.id == unit).ok_or_else(|| format!("no unit {unit}"))?;
    let at = scenario.position(u);
    let want = Point::at(x, y, scenario.table.unit);
    if at == want && (u.facing - degrees).abs() < 0.5 {
        Ok(())
    } else {
        Err(format!("{unit} is at {:?} facing {}", u.at, u.facing))
    }
}

/// A unit of an activated group stays still and fires at an enemy unit before the others
/// move: the verdict cites the clause that sets its fire.
#[when(regex = "^\"([^\"]+)\" stays still and fires at \"([^\"]+)\"$")]
fn stays_and_fires(world: &mut AcceptanceWorld, unit: String, target: String) -> Outcome {
    let minis = minis(world)?;
    let scenario = minis.game.scenario();
    let shooter =
        scenario.units.iter().find(|u| u.id == unit).ok_or_else(|| format!("no unit {unit}"))?;
    let enemy = scenario
        .units
        .iter()
        .find(|u| u.id == target)
        .ok_or_else(|| format!("no unit {target}"))?;
    if shooter.side == enemy.side {
        return Err(format!("{target} is on {unit}'s side"));
    }
    let citations: Vec<_> =
        shooter.fire.values().map(|dice| minis.game.fire_after(*dice, 0).1).collect();
    minis.moved = None;
    world.judged = Some(Ok(judged(None, &citations)));
    Ok(())
}

/// A unit's fire value when it did not move this turn, and the clause that sets it.
#[then(
    regex = "^\"([^\"]+)\" fires (\\d+)D (\\w+) having stayed still because of ([A-Z][\\w.-]+)$"
)]
fn fires_still(
    world: &mut AcceptanceWorld,
    unit: String,
    dice: u32,
    weapon: String,
    clause: String,
) -> Outcome {
    let minis = minis(world)?;
    let base = super::minis::fire_value(minis, &unit, &weapon)?;
    let (got, why) = minis.game.fire_after(base, 0);
    match (got == dice, why.clause.as_str() == clause) {
        (true, true) => Ok(()),
        (false, _) => Err(format!("{unit} fires {got}D {weapon}")),
        (_, false) => Err(format!("the fire value comes from {}, not {clause}", why.clause)),
    }
}

/// A unit's weapon after a move with a chain leaves it at 0D: it may not fire, refused by the
/// clause (DICE-FIRE-02's reading: 0D = that weapon cannot fire).
#[then(
    regex = "^\"([^\"]+)\" cannot fire (\\w+) after an? ([\\w-]+) move, refused by ([A-Z][\\w.-]+)$"
)]
fn cannot_fire(
    world: &mut AcceptanceWorld,
    unit: String,
    weapon: String,
    chain_word: String,
    clause: String,
) -> Outcome {
    let minis = minis(world)?;
    let base = super::minis::fire_value(minis, &unit, &weapon)?;
    let who = format!("{unit}'s {weapon}");
    match minis.game.may_fire(&who, base, chain(&chain_word)) {
        Err(refusal) if refusal.clause.as_str() == clause => Ok(()),
        Err(refusal) => Err(format!("it is refused, but {refusal}")),
        Ok((dice, _)) => Err(format!("{unit} fires {dice}D {weapon}")),
    }
}

/// The last verdict cites the clause with a note containing the text.
#[then(regex = "^the ledger cites ([A-Z][\\w.-]+) saying \"([^\"]*)\"$")]
fn cites_saying(world: &mut AcceptanceWorld, clause: String, text: String) -> Outcome {
    let judged = world.judged()?;
    let notes: Vec<String> = judged
        .ledger
        .iter()
        .filter(|e| e.line.clause.as_str() == clause)
        .map(ToString::to_string)
        .collect();
    if notes.iter().any(|n| n.contains(&text)) {
        Ok(())
    } else {
        Err(format!("the ledger's {clause} lines read: {notes:?}"))
    }
}

/// A Remove Unit Suppression order has been carried out for the unit before it moves.
#[given(regex = "^a Remove Unit Suppression order has been given to \"([^\"]+)\"$")]
fn remove_suppression(world: &mut AcceptanceWorld, unit: String) -> Outcome {
    let minis = minis(world)?;
    let mut scenario = minis.game.scenario().clone();
    let u = scenario
        .units
        .iter_mut()
        .find(|u| u.id == unit)
        .ok_or_else(|| format!("no unit {unit}"))?;
    if !u.suppressed {
        return Err(format!("{unit} is not suppressed"));
    }
    u.suppressed = false;
    minis.game = DiceGame::new(scenario)?;
    Ok(())
}

/// A new turn: the units stand where the last move left them, facing as it left them; no
/// order of the last turn carries over.
#[given(regex = r"^the next turn begins with the units where the last move left them$")]
fn next_turn(world: &mut AcceptanceWorld) -> Outcome {
    let minis = minis(world)?;
    let moved = minis.moved.take().ok_or("no move has been made")?;
    let mut scenario = minis.game.scenario().clone();
    let unit = scenario.table.unit;
    for m in &moved.units {
        if let Some(u) = scenario.units.iter_mut().find(|u| u.id == m.unit) {
            let (x, y) = m.end.in_unit(unit);
            u.at = [x, y];
            u.facing = m.facing;
        }
    }
    minis.game = DiceGame::new(scenario)?;
    minis.dice = ScriptedDice::new([]);
    world.judged = None;
    Ok(())
}
