//! Civil War moves by water: a naval or river unit sailing sea hexes and river hexsides, and a
//! river transport declared a temporary ferry.

use cucumber::when;
use umpire_civil_war::{Mode, MoveOptions};
use umpire_map::Citation;

use super::{cited, order};
use crate::steps::{AcceptanceWorld, Outcome};

/// Orders a naval or river unit to sail: sea hexes and river hexsides (`1012/1013`).
#[when(regex = "^\"([^\"]+)\" sails (.+)$")]
fn sails(world: &mut AcceptanceWorld, unit: String, path: String) -> Outcome {
    order(world, &unit, &path, MoveOptions { mode: Mode::Water, ..MoveOptions::default() })
}

/// Declares a river transport a temporary ferry at its river hexside for the phase.
#[when(regex = "^\"([^\"]+)\" is declared a temporary ferry$")]
fn ferry(world: &mut AcceptanceWorld, transport: String) -> Outcome {
    world.known_civil_war_units(&[&transport])?;
    let game = &mut world.civil_war()?.game;
    let result = game.declare_ferry(&transport).map_err(|e| e.to_string()).map(|r| match r {
        Ok(()) => cited(
            None,
            &[Citation::new(umpire_map::ClauseId::intern("ACW-FERRY-01"), "a temporary ferry")],
        ),
        Err(refusal) => cited(Some(refusal), &[]),
    });
    world.judged = Some(result);
    Ok(())
}
