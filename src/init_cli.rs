//! `umpire init` (being built).

use std::path::PathBuf;
use std::process::ExitCode;

use crate::cli_error::CliError;

/// What `umpire init` is asked to do.
#[derive(Debug, Clone, clap::Args)]
pub struct InitArgs {
    /// The folder to lay out.
    #[arg(value_name = "FOLDER")]
    pub folder: PathBuf,
}

/// Lays out an editor's folder.
///
/// # Errors
/// Not built yet.
pub fn init(_args: &InitArgs) -> Result<ExitCode, CliError> {
    Err(CliError::usage("umpire init is being built"))
}
