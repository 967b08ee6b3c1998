//! Civil War units after the orders: a unit's strength, whether it is ashore, still embarked or
//! off the map, and the supply points it holds.

use cucumber::then;

use super::{location, no_unit, unit};
use crate::steps::verdict::same_place;
use crate::steps::{AcceptanceWorld, Outcome};

/// A unit's strength now.
#[then(regex = "^\"([^\"]+)\" has strength (\\d+)$")]
fn strength(world: &mut AcceptanceWorld, unit: String, value: u32) -> Outcome {
    let want = format!("{unit:?} to have strength {value}");
    match world.civil_war()?.game.situation().unit(&unit) {
        Some(u) if u.strength == value => Ok(()),
        Some(u) => Err(format!("expected {want}, but it has strength {}", u.strength)),
        None => Err(no_unit(world, &unit, &want)),
    }
}

/// A unit is off the map (removed from play).
#[then(regex = "^\"([^\"]+)\" is removed from play$")]
fn removed(world: &mut AcceptanceWorld, unit: String) -> Outcome {
    let want = format!("{unit:?} to be removed from play");
    match world.civil_war()?.game.situation().unit(&unit) {
        Some(u) if u.at.is_none() => Ok(()),
        Some(_) => Err(format!(
            "expected {want}, but it is still on the map, in {}",
            location(world, &unit)?
        )),
        None => Err(no_unit(world, &unit, &want)),
    }
}

/// `strength`, if the step gave one (`has strength N and …`), is the unit's strength now.
fn strength_is(unit: &umpire_civil_war::UnitState, strength: &str) -> Outcome {
    if strength.is_empty() {
        return Ok(());
    }
    let expected: u32 = strength.parse().map_err(|e| format!("{strength:?}: {e}"))?;
    if unit.strength == expected {
        Ok(())
    } else {
        Err(format!(
            "expected {:?} to have strength {expected}, but it has strength {}",
            unit.id, unit.strength
        ))
    }
}

/// A unit's strength now, and that it is off the map: eliminated by an assault's losses, lost
/// at sea or removed from play.
#[then(regex = r#"^"([^"]+)" has strength (\d+) and is off the map$"#)]
fn strength_off_the_map(world: &mut AcceptanceWorld, id: String, strength: String) -> Outcome {
    let found = unit(world, &id)?;
    strength_is(found, &strength)?;
    match found.at {
        None => Ok(()),
        Some(_) => Err(format!(
            "expected {id:?} to be off the map, but it is still on the map, in {}",
            location(world, &id)?
        )),
    }
}

/// A unit stands on land in the hex, aboard no transport (it landed, or never embarked), with
/// this strength if the step gives one.
#[then(regex = r#"^"([^"]+)"(?: has strength (\d+) and)? is ashore in (\w+)$"#)]
fn ashore(world: &mut AcceptanceWorld, id: String, strength: String, hex: String) -> Outcome {
    let found = unit(world, &id)?;
    strength_is(found, &strength)?;
    if let Some(transport) = &found.embarked_on {
        return Err(format!(
            "expected {id:?} to be ashore in {hex}, but it is still aboard {transport:?}"
        ));
    }
    let at = location(world, &id)?;
    if at == hex {
        Ok(())
    } else {
        Err(format!("expected {id:?} to be ashore in {hex}, but it is ashore in {at}"))
    }
}

/// A unit is still aboard the transport, and the transport lies in the place (a sea hex, or a
/// river hexside `0403/0503` named from either side), with this strength if the step gives
/// one.
#[then(
    regex = r#"^"([^"]+)"(?: has strength (\d+) and)? stays embarked on "([^"]+)" in ([\w/]+)$"#
)]
fn stays_aboard(
    world: &mut AcceptanceWorld,
    id: String,
    strength: String,
    transport: String,
    place: String,
) -> Outcome {
    let found = unit(world, &id)?;
    strength_is(found, &strength)?;
    let want = format!("{id:?} to stay embarked on {transport:?} in {place}");
    match found.embarked_on.as_deref() {
        Some(t) if t == transport => {}
        Some(other) => return Err(format!("expected {want}, but it is aboard {other:?}")),
        None => {
            let at = location(world, &id).unwrap_or_else(|e| e);
            return Err(format!("expected {want}, but it is aboard no transport: it is in {at}"));
        }
    }
    let at = location(world, &transport)?;
    if same_place(&at, &place) {
        Ok(())
    } else {
        Err(format!("expected {want}, but {transport:?} is in {at}"))
    }
}

/// A unit holds this many supply points (a supply train's load, or supply by itself).
#[then(regex = r#"^"([^"]+)" has (\d+) supply points?$"#)]
fn supply_points(world: &mut AcceptanceWorld, id: String, points: u32) -> Outcome {
    let found = unit(world, &id)?;
    if found.supply_points == points {
        Ok(())
    } else {
        Err(format!(
            "expected {id:?} to have {points} supply points, but it has {}",
            found.supply_points
        ))
    }
}
