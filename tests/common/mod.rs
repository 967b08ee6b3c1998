//! What the command-line and library tests share: running the `umpire` binary as a user does,
//! and the recorded games under `games/`.

#![allow(dead_code, clippy::expect_used)] // each test file uses some of it; a failure should be loud

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Runs `umpire` with `args` from the workspace root.
pub fn umpire(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_umpire"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the umpire binary runs")
}

/// What it printed on standard output.
pub fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// What it printed on standard error.
pub fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// Every recorded game under `games/` (each ruleset's folder), relative to the workspace root,
/// in path order.
pub fn recorded_games() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut games: Vec<PathBuf> = std::fs::read_dir(root.join("games"))
        .expect("games/ is there")
        .flatten()
        .flat_map(|ruleset| std::fs::read_dir(ruleset.path()).into_iter().flatten().flatten())
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "toml"))
        .collect();
    games.sort();
    games
        .iter()
        .filter_map(|p| p.strip_prefix(root).ok())
        .map(|p| p.display().to_string())
        .collect()
}
