//! Strategic scenarios: loading one (as it is, or with a text block laid over it), a scenario
//! refused, the movement phase and the weather.

use std::sync::Arc;

use cucumber::gherkin::Step;
use cucumber::{given, then};
use umpire_scenario::{MapPlace, load_str_with};
use umpire_strategic::{Phase, Weather};

use crate::steps::{AcceptanceWorld, Outcome, base_and_file, refused_containing, split_places};

/// Loads a strategic scenario (`"kiev.toml"`): beside the feature file first, then from
/// `scenarios/strategic/` and `scenarios/`.
#[given(expr = "the strategic scenario {string}")]
fn strategic_scenario(world: &mut AcceptanceWorld, name: String) -> Outcome {
    let path = world.scenario_file(&name, Some("strategic"))?;
    let loaded = world.suite.library.load_scenario(&path).map_err(|e| e.to_string());
    world.start_game(loaded)?;
    match &world.last_refusal {
        Some(message) => Err(format!("expected {name} to load, but it was refused: {message}")),
        None => Ok(()),
    }
}

/// Loads a strategic scenario from `scenarios/strategic/` with the TOML of the text block laid
/// over it (as if the block included the file: units, hexsides and other lists are added;
/// `[rules]` keys replace the file's, a list under `[rules]` as a whole).
#[given(expr = "the strategic scenario {string} with:")]
fn strategic_scenario_with(world: &mut AcceptanceWorld, name: String, step: &Step) -> Outcome {
    load_with(world, &name, step)?;
    match &world.last_refusal {
        Some(message) => Err(format!(
            "expected {name} with the text block to load, but it was refused: {message}"
        )),
        None => Ok(()),
    }
}

/// Tries to load a strategic scenario with the text block laid over it, expecting it to be
/// refused (see "Then the strategic scenario is refused: …").
#[given(expr = "the strategic scenario {string} is changed to read:")]
fn strategic_scenario_changed(world: &mut AcceptanceWorld, name: String, step: &Step) -> Outcome {
    load_with(world, &name, step)
}

fn load_with(world: &mut AcceptanceWorld, name: &str, step: &Step) -> Outcome {
    let text = step
        .docstring
        .as_deref()
        .ok_or("the step needs a text block (\"\"\" … \"\"\") with TOML")?;
    let path = world.scenario_file(name, Some("strategic"))?;
    let (base, file) = base_and_file(&path);
    let text = format!("include = [{file:?}]\n{text}");
    let suite = Arc::clone(&world.suite);
    let read = suite.library.reader(&base);
    let origin = format!("{name} + the feature's text block");
    let loaded = load_str_with(&text, &origin, &read).map_err(|e| e.to_string());
    world.start_game(loaded)
}

/// The scenario loaded by "… is changed to read:" was refused, with a message containing the
/// text.
#[then(expr = "the strategic scenario is refused with a message containing {string}")]
fn scenario_refused(world: &mut AcceptanceWorld, text: String) -> Outcome {
    refused_containing(world, "the strategic scenario", &text)
}

/// Switches to a movement phase: `Operational` or `Reserve` (the board stays as it is; the
/// moves already made are forgotten).
#[given(regex = r"^it is the (Operational|Reserve) Movement Phase$")]
fn phase(world: &mut AcceptanceWorld, name: String) -> Outcome {
    let phase = Phase::from_name(&name).ok_or_else(|| format!("no phase {name:?}"))?;
    world.strategic_mut()?.game.set_phase(phase);
    Ok(())
}

/// Sets the weather of some hexes: `mud`, `storms`, `snow` or `fair`.
#[given(regex = r"^the weather in ([\w, ]+?) is (mud|storms|snow|fair)$")]
fn weather(world: &mut AcceptanceWorld, hexes: String, kind: String) -> Outcome {
    let weather = match kind.as_str() {
        "mud" => Weather::Mud,
        "storms" => Weather::Storms,
        "snow" => Weather::Snow,
        _ => Weather::Fair,
    };
    for id in split_places(&hexes) {
        let MapPlace::Hex(hex) = world.place(&id)? else {
            return Err(format!("{id} is a box, not a hex"));
        };
        world.strategic_mut()?.game.set_weather(hex, weather);
    }
    Ok(())
}
