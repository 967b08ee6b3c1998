//! `umpire rulebook` and `umpire steps` (being built).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use umpire::errata::Edition;

use crate::cli_error::CliError;

/// What `umpire rulebook` is asked to do.
#[derive(Debug, Clone, clap::Args)]
pub struct RulebookArgs {
    /// Feature files or folders, @tags or words of scenario names.
    #[arg(value_name = "FILE|FOLDER|@TAG|WORD")]
    pub select: Vec<String>,
    /// The folder the rulebook is written to.
    #[arg(short = 'o', long = "out", value_name = "DIR")]
    pub out: PathBuf,
}

/// Builds the rulebook.
///
/// # Errors
/// Not built yet.
pub fn rulebook(
    _args: &RulebookArgs,
    _errata: Option<&Path>,
    _edition: Option<Edition>,
) -> Result<ExitCode, CliError> {
    Err(CliError::usage("umpire rulebook is being built"))
}

/// Prints the step vocabulary.
///
/// # Errors
/// Not built yet.
pub fn steps() -> Result<ExitCode, CliError> {
    Err(CliError::usage("umpire steps is being built"))
}
