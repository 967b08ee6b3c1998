//! Civil War scenarios: loading one, as it is or with a text block laid over it, and a scenario
//! refused.

use std::sync::Arc;

use cucumber::gherkin::Step;
use cucumber::{given, then};
use umpire_scenario::load_str_with;

use crate::steps::{AcceptanceWorld, Outcome, base_and_file, refused_containing};

/// Loads a Civil War scenario (`"rail.toml"`): beside the feature file first, then from
/// `scenarios/civil-war/` and `scenarios/`.
#[given(expr = "the Civil War scenario {string}")]
fn scenario(world: &mut AcceptanceWorld, name: String) -> Outcome {
    let path = world.scenario_file(&name, Some("civil-war"))?;
    world.start_civil_war(world.suite.library.load_scenario(&path).map_err(|e| e.to_string()));
    world
        .last_refusal
        .as_ref()
        .map_or(Ok(()), |m| Err(format!("expected {name} to load, but it was refused: {m}")))
}

/// Loads a Civil War scenario with the TOML of the text block laid over it (units and map
/// lists added; `[rules]` keys replaced).
#[given(expr = "the Civil War scenario {string} with:")]
fn scenario_with(world: &mut AcceptanceWorld, name: String, step: &Step) -> Outcome {
    load_with(world, &name, step)?;
    world.last_refusal.as_ref().map_or(Ok(()), |m| {
        Err(format!("expected {name} with the text block to load, but it was refused: {m}"))
    })
}

/// Tries to load a Civil War scenario with the text block laid over it, expecting it to be
/// refused (see "Then the Civil War scenario is refused …").
#[given(expr = "the Civil War scenario {string} is changed to read:")]
fn scenario_changed(world: &mut AcceptanceWorld, name: String, step: &Step) -> Outcome {
    load_with(world, &name, step)
}

fn load_with(world: &mut AcceptanceWorld, name: &str, step: &Step) -> Outcome {
    let path = world.scenario_file(name, Some("civil-war"))?;
    let (base, file) = base_and_file(&path);
    let text = format!("include = [{file:?}]\n{}", step.docstring.as_deref().unwrap_or_default());
    let suite = Arc::clone(&world.suite);
    let read = suite.library.reader(&base);
    let loaded = load_str_with(&text, &format!("{name} + the feature's text block"), &read)
        .map_err(|e| e.to_string());
    world.start_civil_war(loaded);
    Ok(())
}

/// The scenario loaded by "… is changed to read:" was refused, with a message containing the
/// text.
#[then(expr = "the Civil War scenario is refused with a message containing {string}")]
fn refused_scenario(world: &mut AcceptanceWorld, text: String) -> Outcome {
    refused_containing(world, "the Civil War scenario", &text)
}
