//! Civil War water transport: units carried aboard a transport, landing in a hex or bound for
//! one, units going by water without a transport, a destination changed, and where the units
//! aboard are bound.
//!
//! The voyage steps judge a voyage and leave the board as it was, so that a scenario may judge
//! several voyages from one position; a voyage is made by playing it as an order
//! (`When this order is played:` with `order = "voyage"`), as an orders file does.

use cucumber::{then, when};
use umpire_civil_war::Voyage;
use umpire_map::Mp;

use super::{CivilWar, cited};
use crate::steps::verdict::Judged;
use crate::steps::{AcceptanceWorld, Outcome, quoted, split_places};

/// Orders a transport to carry units (`"a" and "b"`) along a water path, landing them in a hex
/// or bound for one. The voyage is only judged: unlike a march, a rail move or a sailing, it is
/// not made, and the board stays as it was (to make it, play it with "When this order is
/// played:" and `order = "voyage"`).
#[when(regex = "^\"([^\"]+)\" carries (.+?) along (.+), (landing in|bound for) (\\w+)$")]
fn carries(
    world: &mut AcceptanceWorld,
    transport: String,
    cargo: String,
    path: String,
    how: String,
    hex: String,
) -> Outcome {
    let voyage = Voyage {
        transport: Some(transport),
        cargo: quoted(&cargo),
        path: split_places(&path),
        land_in: (how == "landing in").then(|| hex.clone()),
        destination: (how == "bound for").then_some(hex),
        force_march: Default::default(),
    };
    judge(world, &voyage, None)
}

/// Orders units to go by water with no transport (Leaders and HQs may). The voyage is only
/// judged: the board stays as it was.
#[when(regex = "^(.+) go(?:es)? by water without a transport, bound for (\\w+)$")]
fn without_transport(world: &mut AcceptanceWorld, cargo: String, hex: String) -> Outcome {
    let voyage = Voyage {
        transport: None,
        cargo: quoted(&cargo),
        path: Vec::new(),
        land_in: None,
        destination: Some(hex),
        force_march: Default::default(),
    };
    judge(world, &voyage, None)
}

/// One unit goes by water on a transport, perhaps with others (`with "b" and "c"`), along the
/// transport's path, landing in a hex or bound for one: "the move costs N MP" then reads the MP
/// that unit spent embarking (nothing if it was aboard already) and landing. The voyage is only
/// judged: the board stays as it was.
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
    let voyage = ending(transport, cargo, &path, &how, hex);
    judge(world, &voyage, Some(&unit))
}

/// A voyage of `transport` carrying `cargo` along `path`, landing in or bound for `hex` as
/// `how` says (`landing in`, `bound for`).
fn ending(transport: String, cargo: Vec<String>, path: &str, how: &str, hex: String) -> Voyage {
    Voyage {
        transport: Some(transport),
        cargo,
        path: split_places(path),
        land_in: (how == "landing in").then(|| hex.clone()),
        destination: (how == "bound for").then_some(hex),
        force_march: Default::default(),
    }
}

/// One unit goes by water on a transport with a force march adding 1 or 2 MP to its MA for
/// embarking and landing. The voyage is only judged: the board stays as it was, and no
/// attrition is rolled (play it with "When this order is played:" and `force_march` to make it).
#[when(
    regex = "^\"([^\"]+)\" force marches \\+(\\d+) MP aboard \"([^\"]+)\" along (.+), (landing in|bound for) (\\w+)$"
)]
fn force_marches_aboard(
    world: &mut AcceptanceWorld,
    unit: String,
    extra: u32,
    transport: String,
    path: String,
    how: String,
    hex: String,
) -> Outcome {
    let voyage = Voyage {
        force_march: [(unit.clone(), extra)].into_iter().collect(),
        ..ending(transport, vec![unit.clone()], &path, &how, hex)
    };
    judge(world, &voyage, Some(&unit))
}

/// A transport carries units along its path and they stay embarked, with no destination
/// declared. The voyage is only judged: the board stays as it was.
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
        path: split_places(&path),
        land_in: None,
        destination: None,
        force_march: Default::default(),
    };
    judge(world, &voyage, None)
}

/// Judges `voyage` (without making it) and records the verdict; its cost is the MP `payer`
/// spent embarking and landing (zero when it is refused, or `payer` is `None`).
fn judge(world: &mut AcceptanceWorld, voyage: &Voyage, payer: Option<&str>) -> Outcome {
    let units: Vec<&str> =
        voyage.transport.iter().chain(&voyage.cargo).map(String::as_str).collect();
    world.known_civil_war_units(&units)?;
    let game = &world.civil_war()?.game;
    let result = game
        .check_voyage(voyage)
        .map(|v| {
            let cost = payer
                .and_then(|p| v.cargo_mp.iter().find(|(id, _)| id == p))
                .map_or(Mp::ZERO, |(_, mp)| *mp);
            Judged { cost, ..Judged::noted(v.refusal, &v.citations, Vec::new(), None) }
        })
        .map_err(|e| e.to_string());
    world.judged = Some(result);
    Ok(())
}

/// Changes the destination of the units aboard a transport, by an automatic order or by a
/// commander's initiative roll (the dice decide). The attempt is made whatever the roll: a
/// failed roll is carried out as it is played (the voyage keeps its destination, citing
/// ACW-TRANS-23, and may be lost at sea, ACW-TRANS-24), not refused.
#[when(
    regex = "^the destination of \"([^\"]+)\" is changed to (\\w+) by (?:an automatic order|the initiative roll of \"([^\"]+)\")$"
)]
fn change_destination(
    world: &mut AcceptanceWorld,
    transport: String,
    hex: String,
    commander: String,
) -> Outcome {
    let named = [transport.as_str(), commander.as_str()];
    world.known_civil_war_units(&named[..if commander.is_empty() { 1 } else { 2 }])?;
    let CivilWar { game, dice, .. } = world.civil_war()?;
    let automatic = commander.is_empty();
    let result = game
        .change_destination(
            &transport,
            &hex,
            automatic,
            Some(commander.as_str()).filter(|c| !c.is_empty()),
            dice,
        )
        .map(|(_, citations)| cited(None, &citations))
        .map_err(|e| e.to_string());
    world.judged = Some(result);
    Ok(())
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
