//! The dice: the rolls the next dice of a scenario come up with, in the rulesets that roll them
//! (the Civil War's attrition and initiative rolls, the miniatures' Command Dice and tests).

use cucumber::given;
use umpire_map::ScriptedDice;

use super::{AcceptanceWorld, Outcome};

/// The dice the next rolls come from, in order (`4, 2`).
#[given(regex = r"^the dice will roll ([\d, ]+)$")]
fn dice(world: &mut AcceptanceWorld, rolls: String) -> Outcome {
    let rolls: Vec<u32> = rolls
        .split([',', ' '])
        .filter(|w| !w.is_empty())
        .map(str::parse)
        .collect::<Result<_, _>>()
        .map_err(|e| format!("{rolls:?}: {e}"))?;
    if let Some(minis) = world.minis.as_mut() {
        minis.dice = ScriptedDice::new(rolls);
        return Ok(());
    }
    let civil_war = world.civil_war.as_mut().ok_or(
        "no scenario that rolls dice is loaded: start with a step such as 'Given the Civil War \
         scenario \"rail.toml\"' or 'Given the table scenario \"dice-orders.toml\"'",
    )?;
    civil_war.dice = ScriptedDice::new(rolls);
    Ok(())
}
