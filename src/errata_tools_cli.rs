//! `umpire errata diff` and `umpire errata mutants` (being built).

use std::path::Path;
use std::process::ExitCode;

use umpire::errata::Edition;

use crate::cli_error::CliError;

/// The `umpire errata` subcommands.
#[derive(Debug, Clone, clap::Subcommand)]
pub enum ErrataCommand {
    /// What an erratum changes.
    Diff,
    /// Which rule numbers no scenario pins.
    Mutants,
}

impl ErrataCommand {
    /// Whether JSON was asked for.
    pub fn json(&self) -> bool {
        false
    }
}

/// Runs an `umpire errata` subcommand.
///
/// # Errors
/// Not built yet.
pub fn run(
    _command: &ErrataCommand,
    _errata: Option<&Path>,
    _edition: Option<Edition>,
) -> Result<ExitCode, CliError> {
    Err(CliError::usage("umpire errata is being built"))
}
