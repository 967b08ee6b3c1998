//! The exact odds of a miniatures order, no dice rolled: the distances it may move and the
//! chance of each, and its chance to arrive, with the clauses that set them.

use cucumber::{then, when};
use umpire_minis::MoveOrder;

use super::{chain, judged, points, points_in};
use crate::steps::verdict::Judged;
use crate::steps::{AcceptanceWorld, Outcome, quoted};

/// Asks for the exact distribution of the distance an order would move (no dice rolled).
#[when(
    regex = r"^the odds of (.+?) moving on an? ([\w-]+) move to (.+?)( keeping (?:its|their) facing)? are worked out$"
)]
fn odds(
    world: &mut AcceptanceWorld,
    units: String,
    chain_word: String,
    route: String,
    keep: String,
) -> Outcome {
    let order = MoveOrder {
        units: quoted(&units),
        chain: chain(&chain_word)?,
        route: points(&route)?,
        keep_facing: !keep.is_empty(),
    };
    world.minis()?;
    world.known_table_units(&order.units)?;
    let minis = world.minis()?;
    let distance = minis.game.distance(&order).map_err(|e| e.to_string())?;
    let chance = minis.game.chance_to_arrive(&order).map_err(|e| e.to_string())?;
    minis.order = Some(order);
    minis.distribution = None;
    minis.chance = None;
    let judged = match (distance, chance) {
        (Ok((d, citations)), Ok(c)) => {
            minis.distribution = Some(d);
            minis.chance = Some(c);
            Judged::noted(None, &citations, Vec::new(), None)
        }
        (Err(refusal), _) | (_, Err(refusal)) => Judged {
            step: 0,
            refusal: Some(refusal),
            cost: umpire_map::Mp::ZERO,
            stop: None,
            ledger: Vec::new(),
            path: Vec::new(),
            end: None,
        },
    };
    world.judged = Some(Ok(judged));
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
    world.minis()?;
    world.known_table_units(&quoted(&units))?;
    let minis = world.minis()?;
    let unit = minis.game.scenario().table.unit;
    let order = MoveOrder {
        units: quoted(&units),
        chain: chain(&chain_word)?,
        route: points_in(&route, unit)?,
        keep_facing: !keep.is_empty(),
    };
    let arrival = minis.game.arrival(&order).map_err(|e| e.to_string())?;
    minis.order = Some(order);
    minis.chance = None;
    minis.distribution = None;
    let verdict = match arrival {
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

/// The distances the worked-out order may move: from, to, every how many inches.
#[then(regex = "^the distance runs from (\\d+)\" to (\\d+)\" in steps of (\\d+)\"$")]
fn runs(world: &mut AcceptanceWorld, from: u64, to: u64, spacing: u64) -> Outcome {
    let expected = format!("the distance to run from {from}\" to {to}\" in steps of {spacing}\"");
    world.minis()?;
    let d = world.minis.as_ref().and_then(|m| m.distribution.as_ref());
    let d = d.ok_or_else(|| world.no_odds(&expected))?;
    if (d.min(), d.max(), d.step) == (from, to, spacing) {
        Ok(())
    } else {
        Err(format!(
            "expected {expected}, but it runs from {}\" to {}\" in steps of {}\"",
            d.min(),
            d.max(),
            d.step
        ))
    }
}

/// The exact chance of the worked-out order moving exactly this far.
#[then(regex = "^the chance of moving exactly (\\d+)\" is (\\d+(?:/\\d+)?)$")]
fn chance_of(world: &mut AcceptanceWorld, inches: u64, chance: String) -> Outcome {
    let expected = format!("the chance of moving exactly {inches}\" to be {chance}");
    world.minis()?;
    let d = world.minis.as_ref().and_then(|m| m.distribution.as_ref());
    let d = d.ok_or_else(|| world.no_odds(&expected))?;
    let got = d.chance_of(inches).to_string();
    if got == chance { Ok(()) } else { Err(format!("expected {expected}, but it is {got}")) }
}

/// The exact chance the worked-out order reaches its destination.
#[then(regex = r"^the chance to arrive is (\d+(?:/\d+)?)$")]
fn chance_to_arrive(world: &mut AcceptanceWorld, chance: String) -> Outcome {
    let expected = format!("the chance to arrive to be {chance}");
    let got = world.minis()?.chance;
    let got = got.ok_or_else(|| world.no_odds(&expected))?.to_string();
    if got == chance { Ok(()) } else { Err(format!("expected {expected}, but it is {got}")) }
}
