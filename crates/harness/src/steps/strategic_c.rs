//! More strategic steps (group c): see [`super::strategic`] for the common ones. These serve the
//! restriction (3.1.4) and overrun (3.2) features: earlier moves of a worked example replayed as
//! a precondition, and the ring of hexes around a unit that the example leaves surrounded.

use cucumber::{given, then};
use umpire_map::Verdict;
use umpire_scenario::MapPlace;

#[allow(unused_imports)]
use super::{AcceptanceWorld, Outcome, list};

/// Replays a move made earlier in the phase (a unit and its path, the start first): the move
/// must be legal, and it is made, so the steps after it see the board it left.
#[given(regex = "^\"([^\"]+)\" has moved (.+)$")]
fn has_moved(world: &mut AcceptanceWorld, unit: String, path: String) -> Outcome {
    let ids: Vec<String> = path
        .split([',', ' ', '→'])
        .map(str::trim)
        .filter(|w| !w.is_empty() && *w != "and")
        .map(str::to_owned)
        .collect();
    let strategic = world.strategic.as_mut().ok_or("no strategic scenario is loaded")?;
    let places = strategic.game.parse_path(&ids).map_err(|e| e.to_string())?;
    let report = strategic.game.apply(&unit, &places).map_err(|e| e.to_string())?;
    match report.verdict {
        Verdict::Legal(_) => Ok(()),
        Verdict::Illegal { step, refusal, .. } => Err(format!(
            "expected {unit:?} to be able to move {}, but step {step} was {refusal}",
            ids.join(", ")
        )),
    }
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
        .filter(|u| u.faction == side && u.zoc)
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
