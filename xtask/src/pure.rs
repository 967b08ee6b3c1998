//! `cargo xtask pure`: the rules crates as a game developer adds them, with their scenario-file
//! adapter off (`default-features = false`): they build, their unit tests pass, and they depend
//! on nothing but the shared seam and the libraries every crate of ours uses.

use std::path::Path;
use std::process::Command;

/// The rules crates a game adds to its own project.
pub(crate) const RULES_CRATES: [&str; 3] = ["umpire-strategic", "umpire-civil-war", "umpire-minis"];

/// What they may depend on without their `scenario` feature: the seam, and the libraries it
/// brings anyway (`num-integer`, the gcd `umpire-map` prints exact MP with, no I/O, `no_std`),
/// and `smol_str` (no dependencies of its own: the strategic rules' place ids, copied into every
/// reach without allocating or counting references).
pub(crate) const ALLOWED: [&str; 7] =
    ["umpire-hex", "umpire-map", "serde", "thiserror", "tracing", "num-integer", "smol_str"];

/// Checks every rules crate; the exit code (0 when all pass).
pub(crate) fn run(root: &Path) -> i32 {
    let mut failed = false;
    for name in RULES_CRATES {
        let tree = cargo_output(
            root,
            &[
                "tree",
                "-p",
                name,
                "--no-default-features",
                "-e",
                "normal",
                "--depth",
                "1",
                "--prefix",
                "none",
            ],
        );
        let Some(tree) = tree else {
            failed = true;
            continue;
        };
        let extra: Vec<String> = dependencies(&tree)
            .into_iter()
            .filter(|dependency| !ALLOWED.contains(&dependency.as_str()))
            .collect();
        if extra.is_empty() {
            eprintln!("xtask: {name} without its scenario feature depends on the seam only");
        } else {
            eprintln!(
                "xtask: {name} without its scenario feature also depends on {} (allowed: {})",
                extra.join(", "),
                ALLOWED.join(", ")
            );
            failed = true;
        }
        let test = ["test", "-p", name, "--no-default-features", "--quiet", "--locked"];
        if crate::cargo(&test) != 0 {
            failed = true;
        }
    }
    i32::from(failed)
}

/// The direct dependencies `cargo tree --depth 1 --prefix none` lists (the first line is the
/// crate itself).
fn dependencies(tree: &str) -> Vec<String> {
    let mut names: Vec<String> = tree
        .lines()
        .skip(1)
        .filter_map(|line| line.split_whitespace().next())
        .map(str::to_owned)
        .collect();
    names.sort();
    names.dedup();
    names
}

/// The standard output of `cargo args…` run in `root`, or `None` (with a message) if it failed.
fn cargo_output(root: &Path, args: &[&str]) -> Option<String> {
    let cargo = crate::cargo_program();
    match Command::new(cargo).args(args).current_dir(root).output() {
        Ok(output) if output.status.success() => {
            Some(String::from_utf8_lossy(&output.stdout).into_owned())
        }
        Ok(output) => {
            eprintln!(
                "xtask: `cargo {}` failed:\n{}",
                args.join(" "),
                String::from_utf8_lossy(&output.stderr)
            );
            None
        }
        Err(error) => {
            eprintln!("xtask: cannot run `cargo {}`: {error}", args.join(" "));
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tree_s_first_line_is_the_crate_itself() {
        let tree = "umpire-strategic v0.1.0 (/w/crates/strategic)\nserde v1.0.229\nthiserror v2.0.21\numpire-map v0.1.0 (/w/crates/map)\nserde v1.0.229\n";
        assert_eq!(dependencies(tree), ["serde", "thiserror", "umpire-map"]);
    }

    #[test]
    fn every_rules_crate_is_a_workspace_member() {
        let root = crate::workspace_root();
        let manifest = std::fs::read_to_string(root.join("Cargo.toml")).unwrap_or_default();
        for name in RULES_CRATES {
            let folder = name.trim_start_matches("umpire-");
            assert!(manifest.contains(&format!("crates/{folder}")), "{name}");
        }
    }
}
