//! Strategic overruns: the units a move overran, where they went and because of which clause,
//! and the ring of hexes that leaves a unit surrounded.

use cucumber::then;
use umpire_scenario::MapPlace;
use umpire_strategic::Elimination;

use crate::steps::{AcceptanceWorld, Outcome, list};

/// The last move overran a unit, which went to the Delay Box or its Force Pool because of the
/// clause.
#[then(
    regex = "^\"([^\"]+)\" is eliminated to (the Delay Box|its Force Pool) because of ([A-Z][\\w.-]+)$"
)]
fn eliminated(world: &mut AcceptanceWorld, unit: String, to: String, clause: String) -> Outcome {
    let want = format!("{unit:?} to be eliminated to {to} because of {clause}");
    let record = world.made_move(&want)?;
    let expected =
        if to == "the Delay Box" { Elimination::DelayBox } else { Elimination::ForcePool };
    let clause_for = |e: Elimination| match e {
        Elimination::DelayBox => "STR-3.2-11",
        Elimination::ForcePool => "STR-3.2-12",
    };
    let outcome = match record.eliminated.iter().find(|(id, _)| *id == unit) {
        Some((_, went)) if *went == expected && clause_for(*went) == clause => Ok(()),
        Some((_, went)) => {
            let place = match went {
                Elimination::DelayBox => "the Delay Box",
                Elimination::ForcePool => "its Force Pool",
            };
            Err(format!("expected {want}, but it went to {place} because of {}", clause_for(*went)))
        }
        None => {
            let ids: Vec<String> = record.eliminated.iter().map(|(id, _)| id.clone()).collect();
            Err(format!(
                "expected {want}, but it was not eliminated; the move eliminated {}",
                list(&ids)
            ))
        }
    };
    world.about_clause(&clause, outcome)
}

/// Every hex next to a hex either holds a ground unit of the side or lies next to one (in its
/// zone of control): a unit standing there is surrounded.
#[then(
    regex = r"^every hex next to ([\w-]+) holds an? (\w+) unit or lies in an? (\w+) zone of control$"
)]
fn surrounded(
    world: &mut AcceptanceWorld,
    centre: String,
    side: String,
    zoc_side: String,
) -> Outcome {
    if side != zoc_side {
        return Err(format!(
            "expected one side named twice (\"a {side} unit … a {side} zone of control\"), but \
             the step names {side} and {zoc_side}"
        ));
    }
    let strategic = world.strategic.as_ref().ok_or("no strategic scenario is loaded")?;
    let game = &strategic.game;
    let map = game.map();
    let centre_hex = map.parse_hex(&centre).map_err(|e| e.to_string())?;
    let holders: Vec<_> = game
        .situation()
        .units
        .iter()
        .filter(|u| u.side == side && u.zoc)
        .filter_map(|u| match u.at {
            Some(MapPlace::Hex(hex)) => Some(hex),
            _ => None,
        })
        .collect();
    let mut open = Vec::new();
    for next in centre_hex.neighbours() {
        if !map.rect().contains(next) {
            continue;
        }
        let held = holders.contains(&next);
        let watched = holders.iter().any(|h| h.distance(next) == 1);
        if !held && !watched {
            open.push(map.hex_id(next));
        }
    }
    if open.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "expected every hex next to {centre} to hold a {side} unit or lie in a {side} zone \
             of control, but {} neither hold one nor lie in one",
            list(&open)
        ))
    }
}
