//! Miniatures fire and movement: a unit's fire value after a chain of dice or having stayed
//! still, a weapon that may not fire, and a unit that stays still to fire.

use cucumber::{then, when};

use super::{chain, find_unit, fire_value, judged};
use crate::steps::{AcceptanceWorld, Outcome};

/// A unit's fire value after a move with a chain, and the clause that sets it.
#[then(
    regex = "^\"([^\"]+)\" fires (\\d+)D (\\w+) after an? ([\\w-]+) move because of ([A-Z][\\w.-]+)$"
)]
fn fires(
    world: &mut AcceptanceWorld,
    unit: String,
    dice: u32,
    weapon: String,
    chain_word: String,
    clause: String,
) -> Outcome {
    let chain = chain(&chain_word)?;
    let when = format!("after a {chain_word} move");
    fires_when(world, &unit, dice, &weapon, chain, &when, &clause)
}

/// A unit of an activated group stays still and fires at an enemy unit before the others
/// move: the verdict cites the clause that sets its fire.
#[when(regex = "^\"([^\"]+)\" stays still and fires at \"([^\"]+)\"$")]
fn stays_and_fires(world: &mut AcceptanceWorld, unit: String, target: String) -> Outcome {
    let minis = world.minis()?;
    let scenario = minis.game.scenario();
    let expected = format!("{unit:?} to fire at the enemy unit {target:?}");
    let shooter = find_unit(scenario, &unit, &expected)?;
    let enemy = find_unit(scenario, &target, &expected)?;
    if shooter.side == enemy.side {
        return Err(format!(
            "expected {expected}, but {target:?} is on {unit:?}'s side ({})",
            shooter.side
        ));
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
    fires_when(world, &unit, dice, &weapon, 0, "having stayed still", &clause)
}

/// `unit` fires `dice`D with `weapon` after a move of `chain` dice (0: it stayed still), the
/// value set by `clause`; `when` says which, in the feature's words.
fn fires_when(
    world: &mut AcceptanceWorld,
    unit: &str,
    dice: u32,
    weapon: &str,
    chain: u32,
    when: &str,
    clause: &str,
) -> Outcome {
    let minis = world.minis()?;
    let base = fire_value(minis, unit, weapon)?;
    let (got, why) = minis.game.fire_after(base, chain);
    let outcome = match (got == dice, why.clause.as_str() == clause) {
        (true, true) => Ok(()),
        (false, _) => Err(format!(
            "expected {unit:?} to fire {dice}D {weapon} {when}, but it fires {got}D ({why})"
        )),
        (_, false) => Err(format!(
            "expected {unit:?}'s fire value to come from {clause}, but it comes from {why}"
        )),
    };
    world.about_clause(clause, outcome)
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
    let minis = world.minis()?;
    let base = fire_value(minis, &unit, &weapon)?;
    let who = format!("{unit}'s {weapon}");
    let outcome = match minis.game.may_fire(&who, base, chain(&chain_word)?) {
        Err(refusal) if refusal.clause.as_str() == clause => Ok(()),
        Err(refusal) => Err(format!(
            "expected {who} to be refused by {clause} after a {chain_word} move, but it is \
             {refusal}"
        )),
        Ok((dice, _)) => Err(format!(
            "expected {who} to be refused by {clause} after a {chain_word} move, but it fires \
             {dice}D"
        )),
    };
    world.about_clause(&clause, outcome)
}
