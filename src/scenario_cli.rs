//! Loading a scenario file for any command: the file read (or the built-in demo), the errata in
//! force laid over its rules, and a scenario of the wrong ruleset refused at its key.

use std::path::Path;

use umpire::map::Position;
use umpire::scenario::Scenario;

use crate::cli_error::{CliError, Kind};

/// The scenario at `path`, or the built-in demo ([`umpire::demo`], saying so on stderr).
pub fn load_scenario(path: Option<&Path>) -> Result<Scenario, CliError> {
    let mut scenario = match path {
        None => {
            crate::output::warn(&format!(
                "umpire: no scenario given; using the built-in demo ({}: {})",
                umpire::demo::ORIGIN,
                umpire::demo::ABOUT
            ));
            umpire::demo::load()?
        }
        Some(path) => crate::files_cli::load_file(path)?,
    };
    let ruleset = scenario.ruleset().unwrap_or("strategic").to_owned();
    amend(&mut scenario.rules, &ruleset, path, &scenario.origin)?;
    Ok(scenario)
}

/// Lays the errata in force over the `rules` of a scenario read from `path` (see
/// [`crate::errata_cli::amend`]), its errors located.
pub fn amend(
    rules: &mut Option<toml::Table>,
    ruleset: &str,
    path: Option<&Path>,
    origin: &str,
) -> Result<(), CliError> {
    crate::errata_cli::amend(rules, ruleset, path, origin)
        .map_err(|message| CliError::errata(message, origin))
}

/// A scenario whose `rules.ruleset` does not fit the command: `text`, at the key.
pub fn wrong_ruleset(origin: &str, at: Option<&Position>, text: String) -> CliError {
    let error = CliError::new(Kind::Scenario, text.clone()).with_file(origin);
    let error = match at {
        Some(at) => error.at(at),
        None => error,
    };
    let message = text.strip_prefix(origin).and_then(|t| t.strip_prefix(": ")).unwrap_or(&text);
    let message = message.to_owned();
    error.with_key("rules.ruleset").with_message(message)
}
