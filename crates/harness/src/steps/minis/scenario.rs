//! Table scenarios: loading one, as it is or with a text block added, and a table scenario
//! refused.

use cucumber::gherkin::Step;
use cucumber::{given, then};

use crate::steps::{AcceptanceWorld, Outcome, refused_containing};

/// Loads a table scenario from `scenarios/minis/` (`"wood.toml"`).
#[given(expr = "the table scenario {string}")]
fn table(world: &mut AcceptanceWorld, name: String) -> Outcome {
    world.start_minis(&name, "")?;
    world
        .last_refusal
        .as_ref()
        .map_or(Ok(()), |m| Err(format!("expected {name} to load, but it was refused: {m}")))
}

/// Loads a table scenario with the TOML of the text block added at its end (more
/// `[[units]]`, `[[table.areas]]`, `[[table.features]]`).
#[given(expr = "the table scenario {string} with:")]
fn table_with(world: &mut AcceptanceWorld, name: String, step: &Step) -> Outcome {
    world.start_minis(&name, step.docstring.as_deref().unwrap_or_default())?;
    world.last_refusal.as_ref().map_or(Ok(()), |m| {
        Err(format!("expected {name} with the text block to load, but it was refused: {m}"))
    })
}

/// Tries to load a table scenario with the text block added, expecting it to be refused.
#[given(expr = "the table scenario {string} is changed to read:")]
fn table_changed(world: &mut AcceptanceWorld, name: String, step: &Step) -> Outcome {
    world.start_minis(&name, step.docstring.as_deref().unwrap_or_default())
}

/// The table scenario loaded by "… is changed to read:" was refused, with a message
/// containing the text.
#[then(expr = "the table scenario is refused with a message containing {string}")]
fn table_refused(world: &mut AcceptanceWorld, text: String) -> Outcome {
    refused_containing(world, "the table scenario", &text)
}
