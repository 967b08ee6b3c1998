//! Scenario files: loading one by name or written in the feature, and the errors a rules editor
//! meets when a file is wrong.

use cucumber::gherkin::Step;
use cucumber::{given, then};
use umpire_scenario::{Scenario, ScenarioError, load_str_with};

use super::{AcceptanceWorld, Outcome};

/// What loading the scenario of this scenario gave.
pub type Loaded = Result<Scenario, ScenarioError>;

impl AcceptanceWorld {
    /// The loaded scenario, or a message saying why there is none.
    fn loaded(&self) -> Result<&Loaded, String> {
        self.loaded.as_ref().ok_or_else(|| {
            "no scenario file has been loaded yet: start with a step such as \
             'Given the scenario file \"demo.toml\"'"
                .to_owned()
        })
    }

    /// The error loading gave, or a message saying it loaded.
    fn load_error(&self) -> Result<&ScenarioError, String> {
        match self.loaded()? {
            Err(error) => Ok(error),
            Ok(scenario) => Err(format!(
                "the scenario file should have been refused, but it loaded (\"{}\")",
                scenario.name
            )),
        }
    }

    /// Remembers what loading gave; an error's message is also what "the message says" reads.
    fn remember(&mut self, loaded: Loaded) {
        self.last_refusal = loaded.as_ref().err().map(ToString::to_string);
        self.loaded = Some(loaded);
    }
}

/// Loads a scenario file by its name (`"demo.toml"`, `"broken/road-jumps.toml"`), with the
/// files it includes: next to the feature file first, then in the repository's `scenarios/`.
#[given(expr = "the scenario file {string}")]
fn scenario_file(world: &mut AcceptanceWorld, name: String) -> Outcome {
    let found = world.scenario_file(&name, None)?;
    let loaded = world.suite.library.load_scenario(&found);
    world.remember(loaded);
    Ok(())
}

/// Loads the scenario file written in the step's text block, as if it were saved next to the
/// feature file under the given name: the files it includes (`maps/demo-map.toml`) are looked
/// for there, then in the repository's `scenarios/`.
#[given(expr = "a scenario file {string} that reads:")]
fn written_scenario(world: &mut AcceptanceWorld, name: String, step: &Step) -> Outcome {
    let text = step.docstring.as_deref().ok_or_else(|| {
        format!("write the file {name} in a text block (between two \"\"\" lines) under this step")
    })?;
    // The block's text starts after the line that opens it: line 1 is the block's first line.
    let text = text.strip_prefix('\n').unwrap_or(text);
    let places = world.scenario_places(None);
    let library = &world.suite.library;
    let read = |include: &str| match library.find(include, &places) {
        Ok(found) => found.text().map_err(std::io::Error::other),
        Err(message) => Err(std::io::Error::new(std::io::ErrorKind::NotFound, message)),
    };
    let loaded = load_str_with(text, &name, &read);
    world.remember(loaded);
    Ok(())
}

/// The scenario loaded without an error, and has this name.
#[then(expr = "it loads, named {string}")]
fn loads_named(world: &mut AcceptanceWorld, name: String) -> Outcome {
    match world.loaded()? {
        Ok(scenario) if scenario.name == name => Ok(()),
        Ok(scenario) => {
            Err(format!("it should be named {name:?}, but it is named {:?}", scenario.name))
        }
        Err(error) => Err(format!("it should load, but it is refused: {error}")),
    }
}

/// The loaded scenario has this many units.
#[then(expr = "it has {int} units")]
fn unit_count(world: &mut AcceptanceWorld, count: usize) -> Outcome {
    match world.loaded()? {
        Ok(scenario) if scenario.units.len() == count => Ok(()),
        Ok(scenario) => {
            Err(format!("it should have {count} units, but it has {}", scenario.units.len()))
        }
        Err(error) => Err(format!("it should load, but it is refused: {error}")),
    }
}

/// Loading was refused, pointing at this line and column of this file.
#[then(expr = "loading is refused at line {int}, column {int} of {string}")]
fn refused_at(world: &mut AcceptanceWorld, line: usize, column: usize, file: String) -> Outcome {
    let error = world.load_error()?;
    let found = (error.line(), error.column());
    if found == (line, column) && error.file().ends_with(&file) {
        return Ok(());
    }
    Err(format!(
        "loading should be refused at line {line}, column {column} of {file}, but the error \
         points at line {}, column {} of {}: {error}",
        found.0,
        found.1,
        error.file()
    ))
}

/// The refusal names this key of the file (as `map.roads[0].hexes[2]`).
#[then(expr = "the error is about the key {string}")]
fn error_key(world: &mut AcceptanceWorld, key: String) -> Outcome {
    let error = world.load_error()?;
    if error.key() == key {
        return Ok(());
    }
    Err(format!(
        "the error should be about the key {key}, but it is about {:?}: {error}",
        error.key()
    ))
}

/// The refusal suggests this name instead of the one written.
#[then(expr = "the error suggests {string}")]
fn error_suggests(world: &mut AcceptanceWorld, suggestion: String) -> Outcome {
    let error = world.load_error()?;
    match error.suggestion() {
        Some(found) if found == suggestion => Ok(()),
        Some(found) => {
            Err(format!("the error should suggest {suggestion:?}, but suggests {found:?}: {error}"))
        }
        None => {
            Err(format!("the error should suggest {suggestion:?}, but suggests nothing: {error}"))
        }
    }
}
