//! `umpire test`: the harness's test command ([`umpire_harness::command`]) with the errata the
//! other commands take and the built-in library.

use std::path::Path;
use std::process::ExitCode;

use umpire::errata::Edition;
use umpire_harness::command::{self, Setup, TestArgs};

use crate::cli_error::CliError;

/// Runs `umpire test` judging by the errata in `folder` (else the nearest `errata/` folder in
/// or above the current one) in `edition`.
///
/// # Errors
/// The errata cannot be read, or the worked examples built in do not parse.
pub fn test(
    args: &TestArgs,
    folder: Option<&Path>,
    edition: Option<Edition>,
) -> Result<ExitCode, CliError> {
    let setup = setup(folder, edition)?;
    let code = if args.json {
        // Under --json a run that cannot start is one JSON error on standard error, as for
        // every other command.
        command::try_test(args, &setup, &mut std::io::stdout())
            .map_err(|error| CliError::usage(error.0))?
    } else {
        command::test(args, &setup, &mut std::io::stdout())
    };
    Ok(ExitCode::from(code))
}

/// What a run of the harness judges by (`umpire test`, `umpire rulebook`): the errata in
/// `folder` (else the nearest `errata/` folder in or above the current one) in `edition`, and
/// the built-in library.
///
/// # Errors
/// The errata cannot be read, or the worked examples built in do not parse.
pub fn setup(folder: Option<&Path>, edition: Option<Edition>) -> Result<Setup, CliError> {
    let mut setup = Setup::new(crate::builtin::FILES).map_err(|e| CliError::flag("--errata", e))?;
    let here = std::env::current_dir().unwrap_or_default();
    let folder = folder.map(Path::to_path_buf).or_else(|| nearest_errata(&here));
    if let Some(folder) = folder {
        setup.errata =
            umpire::errata::load(&folder).map_err(|e| CliError::flag("--errata", e.to_string()))?;
    }
    setup.edition = edition;
    Ok(setup)
}

/// The nearest `errata/` folder in `folder` or a folder above it.
fn nearest_errata(folder: &Path) -> Option<std::path::PathBuf> {
    folder.ancestors().map(|dir| dir.join("errata")).find(|dir| dir.is_dir())
}
