//! Civil War amphibious assaults: embarked infantry led against a hex from the water, whether
//! the force lands, its strength, and the factor its losses are multiplied by.

use cucumber::{then, when};
use umpire_civil_war::AssaultResult;
use umpire_map::Mp;

use super::{CivilWar, cited};
use crate::steps::{AcceptanceWorld, Outcome, quoted};

/// An amphibious assault by embarked infantry, led by a Leader (or `nobody`), with the
/// combat's outcome for the defenders; the Leader's roll comes from the dice. A failed roll is
/// judged legal, citing ACW-AMPH-07, and no assault takes place ("Then no amphibious assault
/// takes place"). The assault is only judged: the board stays as it was (to make it, play it
/// with "When this order is played:" and `order = "assault"`).
#[when(
    regex = "^(?:\"([^\"]+)\"|nobody) leads (.+) from \"([^\"]+)\" in an amphibious assault on (\\w+), and the defenders (retreat|retreat into the fort|hold)$"
)]
fn assault(
    world: &mut AcceptanceWorld,
    leader: String,
    units: String,
    transport: String,
    target: String,
    outcome: String,
) -> Outcome {
    let result = match outcome.as_str() {
        "retreat" => AssaultResult::Retreated,
        "retreat into the fort" => AssaultResult::RetreatedIntoFort,
        _ => AssaultResult::Held,
    };
    let units = quoted(&units);
    let ids: Vec<&str> = units.iter().map(String::as_str).collect();
    let mut named = ids.clone();
    named.push(&transport);
    named.extend(Some(leader.as_str()).filter(|l| !l.is_empty()));
    world.known_civil_war_units(&named)?;
    let CivilWar { game, dice, assault, .. } = world.civil_war()?;
    let leader = Some(leader.as_str()).filter(|l| !l.is_empty());
    let judged = match game.amphibious_assault(&ids, &transport, &target, leader, dice, result) {
        Ok(a) => {
            *assault = a.goes_in.then_some((a.lands, a.strength, a.loss_factor));
            Ok(cited(a.refusal, &a.citations))
        }
        Err(error) => Err(error.to_string()),
    };
    world.judged = Some(judged);
    Ok(())
}

/// The message of a step expecting `want` of an assault when none was made: the assault
/// order was rejected (with why), or none was given.
pub(super) fn no_assault(world: &AcceptanceWorld, want: &str) -> String {
    match &world.judged {
        Some(Err(rejected)) => format!("expected {want}, but the assault was rejected: {rejected}"),
        _ => format!("expected {want}, but no amphibious assault was made"),
    }
}

/// The last assault order was judged legal but its Leader failed his attack-initiative roll:
/// no amphibious assault takes place (ACW-AMPH-07).
#[then(expr = "no amphibious assault takes place")]
fn no_assault_takes_place(world: &mut AcceptanceWorld) -> Outcome {
    let want = "no amphibious assault to take place";
    match &world.judged {
        Some(Ok(judged)) if judged.refusal.is_some() => {
            return Err(format!("expected {want}, but the order was refused"));
        }
        Some(Err(rejected)) => {
            return Err(format!("expected {want}, but the order was rejected: {rejected}"));
        }
        None => return Err(format!("expected {want}, but no assault was ordered")),
        Some(Ok(_)) => {}
    }
    match world.civil_war()?.assault {
        None => Ok(()),
        Some((lands, ..)) => Err(format!(
            "expected {want}, but the assault went in and the force {}",
            if lands { "lands" } else { "stays embarked" }
        )),
    }
}

/// The last assault landed its force.
#[then(expr = "the assaulting force lands")]
fn lands(world: &mut AcceptanceWorld) -> Outcome {
    let want = "the assaulting force to land";
    match world.civil_war()?.assault {
        Some((true, ..)) => Ok(()),
        Some((false, _, f)) => {
            Err(format!("expected {want}, but it stays embarked with its losses multiplied by {f}"))
        }
        None => Err(no_assault(world, want)),
    }
}

/// The last assault's survivors stay embarked, their losses multiplied by the factor.
#[then(regex = r"^the assaulting force stays embarked with its losses multiplied by (\d+)$")]
fn stays_embarked(world: &mut AcceptanceWorld, factor: u32) -> Outcome {
    let want =
        format!("the assaulting force to stay embarked with its losses multiplied by {factor}");
    match world.civil_war()?.assault {
        Some((false, _, f)) if f == factor => Ok(()),
        Some((false, _, f)) => Err(format!("expected {want}, but they are multiplied by {f}")),
        Some(_) => Err(format!("expected {want}, but the assaulting force lands")),
        None => Err(no_assault(world, &want)),
    }
}

/// The last assault attacked with this strength.
#[then(regex = r"^the assault strength is ([\d/ .]+)$")]
fn assault_strength(world: &mut AcceptanceWorld, strength: String) -> Outcome {
    let expected: Mp = strength.trim().parse().map_err(|e| format!("{strength:?}: {e}"))?;
    let want = format!("the assault strength to be {expected}");
    match world.civil_war()?.assault {
        Some((_, s, _)) if s == expected => Ok(()),
        Some((_, s, _)) => Err(format!("expected {want}, but it is {s}")),
        None => Err(no_assault(world, &want)),
    }
}

/// The last amphibious assault multiplies the attacker's losses by this factor, whether the
/// force landed or stayed embarked.
#[then(regex = r"^the assaulting force's losses are multiplied by (\d+)$")]
fn loss_factor(world: &mut AcceptanceWorld, factor: u32) -> Outcome {
    let civil_war = world.civil_war.as_ref().ok_or("no Civil War scenario is loaded")?;
    let want = format!("the assaulting force's losses to be multiplied by {factor}");
    match civil_war.assault {
        Some((_, _, f)) if f == factor => Ok(()),
        Some((_, _, f)) => Err(format!("expected {want}, but they are multiplied by {f}")),
        None => Err(no_assault(world, &want)),
    }
}
