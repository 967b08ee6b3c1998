//! More Civil War steps (group d): see [`super::civil_war`] for the common ones. These serve the
//! water transport and amphibious assault features: what one carried unit pays to embark and
//! land, a voyage with no destination, where the units aboard a transport are bound, the loss
//! factor of an assault whatever its outcome, and the board after an assault order: each unit's
//! strength, who landed, who stays embarked, who is off the map, and supply points unspent.

use cucumber::{then, when};
use umpire_civil_war::Voyage;
use umpire_map::{Entry, Line, Mp};

use super::verdict::Judged;
#[allow(unused_imports)]
use super::{AcceptanceWorld, Outcome};

fn ids(text: &str) -> Vec<String> {
    text.split([',', ' ', '→'])
        .map(str::trim)
        .filter(|w| !w.is_empty() && *w != "and")
        .map(str::to_owned)
        .collect()
}

fn quoted(text: &str) -> Vec<String> {
    text.split('"').skip(1).step_by(2).map(str::to_owned).collect()
}

/// Judges `voyage` and records the verdict; its cost is the MP `payer` spent embarking and
/// landing (zero when it is refused, or `payer` is `None`).
fn judge(world: &mut AcceptanceWorld, voyage: &Voyage, payer: Option<&str>) -> Outcome {
    let game = &world.civil_war.as_ref().ok_or("no Civil War scenario is loaded")?.game;
    let result = game
        .check_voyage(voyage)
        .map(|v| {
            let cost = payer
                .and_then(|p| v.cargo_mp.iter().find(|(id, _)| id == p))
                .map_or(Mp::ZERO, |(_, mp)| *mp);
            Judged {
                step: 0,
                refusal: v.refusal,
                cost,
                stop: None,
                ledger: v
                    .citations
                    .iter()
                    .map(|c| Entry { step: 0, line: Line::note(c.clause, c.note) })
                    .collect(),
                path: Vec::new(),
                end: None,
            }
        })
        .map_err(|e| e.to_string());
    world.judged = Some(result);
    Ok(())
}

/// One unit goes by water on a transport, perhaps with others (`with "b" and "c"`), along the
/// transport's path, landing in a hex or bound for one: "the move costs N MP" then reads the MP
/// that unit spent embarking (nothing if it was aboard already) and landing.
#[when(
    regex = "^\"([^\"]+)\" travels aboard \"([^\"]+)\"(?: with (.+?))? along (.+), (landing in|bound for) (\\w+)$"
)]
fn travels_aboard(
    world: &mut AcceptanceWorld,
    unit: String,
    transport: String,
    others: String,
    path: String,
    how: String,
    hex: String,
) -> Outcome {
    let mut cargo = vec![unit.clone()];
    cargo.extend(quoted(&others));
    let voyage = Voyage {
        transport: Some(transport),
        cargo,
        path: ids(&path),
        land_in: (how == "landing in").then(|| hex.clone()),
        destination: (how == "bound for").then_some(hex),
    };
    judge(world, &voyage, Some(&unit))
}

/// A transport carries units along its path and they stay embarked, with no destination
/// declared.
#[when(
    regex = "^\"([^\"]+)\" carries (.+?) along (.+) and they stay embarked with no destination$"
)]
fn no_destination(
    world: &mut AcceptanceWorld,
    transport: String,
    cargo: String,
    path: String,
) -> Outcome {
    let voyage = Voyage {
        transport: Some(transport),
        cargo: quoted(&cargo),
        path: ids(&path),
        land_in: None,
        destination: None,
    };
    judge(world, &voyage, None)
}

/// Every unit embarked on the transport is bound for the hex (its declared voyage destination).
#[then(regex = "^the units aboard \"([^\"]+)\" are bound for (\\w+)$")]
fn bound_for(world: &mut AcceptanceWorld, transport: String, hex: String) -> Outcome {
    let game = &world.civil_war.as_ref().ok_or("no Civil War scenario is loaded")?.game;
    let aboard: Vec<_> = game
        .situation()
        .units
        .iter()
        .filter(|u| u.embarked_on.as_deref() == Some(transport.as_str()))
        .collect();
    if aboard.is_empty() {
        return Err(format!(
            "expected the units aboard {transport:?} to be bound for {hex}, but no unit is aboard \
             it"
        ));
    }
    for unit in aboard {
        let bound = unit.voyage_destination.map(|h| game.map().hex_id(h));
        if bound.as_deref() != Some(hex.as_str()) {
            return Err(format!(
                "expected the units aboard {transport:?} to be bound for {hex}, but {:?} is bound \
                 for {}",
                unit.id,
                bound.as_deref().unwrap_or("nowhere")
            ));
        }
    }
    Ok(())
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
        None => Err(super::civil_war::no_assault(world, &want)),
    }
}

/// The last move's ledger does not cite the clause (legal or not).
#[then(regex = r"^the ledger does not cite ([A-Z][\w.-]+)$")]
fn ledger_lacks(world: &mut AcceptanceWorld, clause: String) -> Outcome {
    let judged = world.judged_for(&format!("the ledger not to cite {clause}"))?;
    match judged.ledger.iter().find(|e| e.line.clause.as_str() == clause) {
        None => Ok(()),
        Some(entry) => {
            Err(format!("expected the ledger not to cite {clause}, but it does: {entry}"))
        }
    }
}

/// The unit named, from the Civil War game loaded.
fn unit<'w>(
    world: &'w AcceptanceWorld,
    id: &str,
) -> Result<&'w umpire_civil_war::UnitState, String> {
    let game = &world.civil_war.as_ref().ok_or("no Civil War scenario is loaded")?.game;
    game.situation()
        .unit(id)
        .ok_or_else(|| super::civil_war::no_unit(world, id, &format!("a unit {id:?}")))
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
            super::civil_war::location(world, &id)?
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
    let at = super::civil_war::location(world, &id)?;
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
            let at = super::civil_war::location(world, &id).unwrap_or_else(|e| e);
            return Err(format!("expected {want}, but it is aboard no transport: it is in {at}"));
        }
    }
    let at = super::civil_war::location(world, &transport)?;
    if super::verdict::same_place(&at, &place) {
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
