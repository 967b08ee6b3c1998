//! `umpire rulebook` and `umpire steps`: the harness's rulebook
//! ([`umpire_harness::rulebook`]) with the errata the other commands take and the built-in
//! library, and the step vocabulary built into the command.

use std::io::Write as _;
use std::path::Path;
use std::process::ExitCode;

use umpire::errata::Edition;
pub use umpire_harness::rulebook::RulebookArgs;

use crate::cli_error::{CliError, Kind};

/// The step vocabulary's file among the built-in ones.
const STEPS: &str = "features/STEPS.md";

/// Runs the selection and writes its rulebook, judging by the errata in `folder` (else the
/// nearest `errata/` folder in or above the current one) in `edition`.
///
/// # Errors
/// The errata cannot be read, or the worked examples built in do not parse.
pub fn rulebook(
    args: &RulebookArgs,
    folder: Option<&Path>,
    edition: Option<Edition>,
) -> Result<ExitCode, CliError> {
    let setup = crate::test_cli::setup(folder, edition)?;
    let code = umpire_harness::rulebook::rulebook(args, &setup, &mut std::io::stdout());
    Ok(ExitCode::from(code))
}

/// Prints the step vocabulary (`features/STEPS.md`, built into the command).
///
/// # Errors
/// Standard output cannot be written (a closed pipe is not an error).
pub fn steps() -> Result<ExitCode, CliError> {
    let text = crate::builtin::file(STEPS).ok_or_else(|| {
        CliError::new(Kind::Usage, "this umpire was built without its step vocabulary")
    })?;
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => Ok(ExitCode::SUCCESS),
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(ExitCode::SUCCESS),
        Err(e) => {
            Err(CliError::new(Kind::Output, format!("cannot write the step vocabulary: {e}")))
        }
    }
}
