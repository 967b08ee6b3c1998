//! Repository automation, run as `cargo xtask <command>` (aliased in `.cargo/config.toml`).
//!
//! Commands:
//! * `bench [criterion args…]` — the benchmarks of `umpire-bench`: the standard reach workload
//!   (bench `reach`) and the strategic rules at full size (bench `strategic`);
//! * `ci` — what `.ci/run` runs: formatting check, clippy with warnings denied, the whole test
//!   suite, the rules crates without their scenario adapter (`pure`), the step vocabulary check (`steps --check`), the clause coverage (`coverage`), every
//!   erratum's check (`errata --all`), the rulebook in a browser (`rulebook --check`) and the
//!   pictures in a browser (`pictures --check`);
//! * `coverage` — per ruleset, the rule clauses the scenarios tag and those the last acceptance
//!   run cited, and a failure on a tag that names no clause ([`coverage`]);
//! * `rulebook [-o PATH] [--no-run] [--check]` — the living rulebook: static HTML pages showing
//!   every rule clause with its errata and the scenarios that trace it, pictures and outcomes
//!   included ([`rulebook`]);
//! * `pictures [--check]` — the pictures `umpire render` draws, screenshot in headless Chromium
//!   and their pixels held to their SVG: counters in their side's colour, unreachable hexes
//!   dimmed, the refused step marked ([`pictures`]);
//! * `errata <file>` — the scenarios an erratum changes, run without and with it ([`errata`]);
//! * `fuzz [--seconds N] [--asan] [TARGET…]` — the cargo-fuzz targets of `fuzz/`, each in turn
//!   for N seconds (nightly and cargo-fuzz); fails naming the input of any crash ([`fuzz`]);
//! * `pure` — the rules crates with their scenario adapter off: they build, their unit tests
//!   pass, and they depend only on the shared seam ([`pure`]);
//! * `schema [--check]` — writes (or checks) the JSON Schemas of the `umpire` command's outputs
//!   in `schema/`, generated from `umpire::json` ([`schema`]);
//! * `scenarios [path|@tag|name…]` — the Gherkin acceptance suite, or part of it;
//! * `steps [--check]` — writes (or checks) the step vocabulary `features/STEPS.md` ([`steps`]);
//! * `help` — the usage.
//!
//! Every command returns the exit code to leave with; a failing child's exit code is propagated.
//! To add a command, write a `fn name(args: &[String]) -> i32` and list it in [`COMMANDS`].

mod chromium;
mod coverage;
mod errata;
mod fuzz;
mod gherkin;
mod pictures;
mod pure;
mod replay;
mod results;
mod rulebook;
mod schema;
mod steps;

use std::env;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

/// A command: its name, its one-line summary for the usage, and its implementation.
struct Cmd {
    name: &'static str,
    args: &'static str,
    about: &'static str,
    run: fn(&[String]) -> i32,
}

/// Every command, in the order the usage lists them.
const COMMANDS: &[Cmd] = &[
    Cmd {
        name: "bench",
        args: "[criterion args…]",
        about: "run the benchmarks: the standard reach workload and the strategic rules at full size (cargo bench -p umpire-bench --benches -- <args>)",
        run: bench,
    },
    Cmd {
        name: "ci",
        args: "",
        about: "what .ci/run runs: fmt --check, clippy -D warnings, cargo test, pure, steps --check, coverage, errata --all, rulebook --check, pictures --check",
        run: ci,
    },
    Cmd {
        name: "coverage",
        args: "",
        about: "rule clauses the scenarios tag, per ruleset; fails on a tag naming no clause",
        run: |args| coverage::run(&workspace_root(), args),
    },
    Cmd {
        name: "rulebook",
        args: "[-o PATH] [--no-run] [--check]",
        about: "run the acceptance suite with pictures and write the rulebook (target/rulebook/index.html): clauses, errata, scenarios and outcomes",
        run: |args| rulebook::run(&workspace_root(), args),
    },
    Cmd {
        name: "pictures",
        args: "[--check]",
        about: "draw the demo, a strategic reach and refused path, a Civil War water reach and a minis order (target/pictures/), screenshot each in headless Chromium and check their pixels (--check: exit 1 on a failure)",
        run: |args| pictures::run(&workspace_root(), args),
    },
    Cmd {
        name: "errata",
        args: "<errata/<ruleset>/DATE-slug.toml>",
        about: "run the acceptance suite without and with an erratum and list the scenarios it changes; fails while a change is not accounted for",
        run: |args| errata::run(&workspace_root(), args),
    },
    Cmd {
        name: "fuzz",
        args: "[--seconds N] [--asan] [TARGET…]",
        about: "run the fuzz targets (all, or those named) for N seconds each (60) with cargo +nightly fuzz; fails naming a crash's input",
        run: |args| fuzz::run(&workspace_root(), args),
    },
    Cmd {
        name: "pure",
        args: "",
        about: "the rules crates with default-features = false: build, unit tests, and no dependency beyond umpire-hex, umpire-map, serde, thiserror, tracing",
        run: |args| pure::run(&workspace_root(), args),
    },
    Cmd {
        name: "scenarios",
        args: "[path|@tag|name…]",
        about: "run the acceptance features (all, or those under a path, with a tag, or named)",
        run: scenarios,
    },
    Cmd {
        name: "schema",
        args: "[--check]",
        about: "write the JSON Schemas of the command's outputs to schema/ (--check: fail if one is stale)",
        run: |args| schema::run(&workspace_root(), args),
    },
    Cmd {
        name: "steps",
        args: "[--check]",
        about: "write the step vocabulary to features/STEPS.md (--check: fail if it is stale)",
        run: |args| steps::run(&workspace_root(), args),
    },
    Cmd { name: "help", args: "", about: "print this usage", run: help },
];

/// Exit code for a command-line usage error.
const USAGE_ERROR: i32 = 2;

fn main() -> ExitCode {
    let args: Vec<String> = env::args().skip(1).collect();
    let code = match args.split_first() {
        None => help(&[]),
        Some((name, rest)) => match COMMANDS.iter().find(|c| c.name == name.as_str()) {
            Some(cmd) => (cmd.run)(rest),
            None => {
                eprintln!("xtask: unknown command `{name}`\n");
                eprint!("{}", usage());
                USAGE_ERROR
            }
        },
    };
    exit_code(code)
}

/// The usage text listing every command.
fn usage() -> String {
    let mut out = String::from("Usage: cargo xtask <command> [args…]\n\nCommands:\n");
    for cmd in COMMANDS {
        let head = format!("{} {}", cmd.name, cmd.args);
        out.push_str(&format!("  {:<28} {}\n", head.trim_end(), cmd.about));
    }
    out
}

/// `help`: prints the usage on stdout.
fn help(_args: &[String]) -> i32 {
    print!("{}", usage());
    0
}

/// `bench [criterion args…]`: the criterion benchmarks of the standard workload.
fn bench(args: &[String]) -> i32 {
    cargo(&bench_args(args))
}

/// The cargo arguments of `bench`: criterion's arguments after `--`. Accepts both
/// `cargo xtask bench --quick` and `cargo xtask bench -- --quick`.
fn bench_args(args: &[String]) -> Vec<&str> {
    let args = match args.split_first() {
        Some((first, rest)) if first == "--" => rest,
        _ => args,
    };
    let mut cargo_args = vec!["bench", "-p", "umpire-bench", "--benches", "--"];
    cargo_args.extend(args.iter().map(String::as_str));
    cargo_args
}

/// `ci`: the checks a change must pass, in order, stopping at the first failure.
fn ci(args: &[String]) -> i32 {
    if !args.is_empty() {
        eprintln!("xtask: `ci` takes no arguments\n");
        eprint!("{}", usage());
        return USAGE_ERROR;
    }
    let checks: [&[&str]; 3] = [
        &["fmt", "--all", "--check"],
        &["clippy", "--workspace", "--all-targets", "--", "-D", "warnings"],
        &["test", "--workspace"],
    ];
    let root = workspace_root();
    let after_tests: [&dyn Fn() -> i32; 6] = [
        &|| pure::run(&root, &[]),
        &|| steps::run(&root, &["--check".to_owned()]),
        &|| coverage::run(&root, &[]),
        &|| errata::run(&root, &["--all".to_owned()]),
        &|| rulebook::run(&root, &["--check".to_owned()]),
        &|| pictures::run(&root, &["--check".to_owned()]),
    ];
    match run_all(&checks) {
        0 => after_tests.iter().map(|check| check()).find(|code| *code != 0).unwrap_or(0),
        code => code,
    }
}

/// `scenarios [path|@tag|name…] [cucumber options…]`: the acceptance suite, or the scenarios
/// of the features under a path, carrying a tag, or whose name contains a word.
fn scenarios(args: &[String]) -> i32 {
    let cwd = env::current_dir().unwrap_or_else(|_| workspace_root());
    let args = scenario_args(args, &cwd);
    let code = cargo(&args.iter().map(String::as_str).collect::<Vec<_>>());
    if code != 0 {
        // Cargo's own "test failed" lines come after the harness's: say again where the
        // results are, last.
        let results = results::path(&workspace_root());
        eprintln!("xtask: scenarios failed (exit code {code}); results: {}", results.display());
    }
    code
}

/// Cucumber's options that take a value (the value is passed on untouched).
const CUCUMBER_VALUE_OPTIONS: &[&str] = &[
    "-n",
    "--name",
    "--scenario-name",
    "-t",
    "--tags",
    "-i",
    "--input",
    "-c",
    "--concurrency",
    "--retry",
    "--retry-after",
    "--retry-tag-filter",
    "--color",
];

/// The cargo arguments of `scenarios`: the acceptance test target, then the selection, with
/// paths that exist relative to `cwd` made absolute (the harness runs in the workspace root).
fn scenario_args(args: &[String], cwd: &Path) -> Vec<String> {
    let mut out: Vec<String> = ["test", "--quiet", "-p", "umpire", "--test", "acceptance", "--"]
        .map(str::to_owned)
        .to_vec();
    let mut value_next = false;
    let mut input_next = false;
    // The harness takes options and selections alike: a `--` anywhere would turn the options
    // after it into selections, so it is dropped.
    for arg in args.iter().filter(|a| *a != "--") {
        let is_value = std::mem::take(&mut value_next);
        let is_input = std::mem::take(&mut input_next);
        if arg.starts_with('-') {
            value_next = CUCUMBER_VALUE_OPTIONS.contains(&arg.as_str());
            input_next = arg == "-i" || arg == "--input";
            out.push(arg.clone());
            continue;
        }
        let path = cwd.join(arg);
        if (is_input || !is_value) && !arg.starts_with('@') && path.exists() {
            out.push(path.to_string_lossy().into_owned());
        } else {
            out.push(arg.clone());
        }
    }
    out
}

/// Runs cargo with each argument list in turn; the first non-zero exit code, or 0.
fn run_all(steps: &[&[&str]]) -> i32 {
    for step in steps {
        let code = cargo(step);
        if code != 0 {
            eprintln!("xtask: `cargo {}` failed (exit code {code})", step.join(" "));
            return code;
        }
    }
    0
}

/// Runs `$CARGO args…` (falling back to `cargo`) from the workspace root; its exit code.
fn cargo(args: &[&str]) -> i32 {
    let cargo = env::var_os("CARGO").unwrap_or_else(|| OsString::from("cargo"));
    let mut command = Command::new(cargo);
    command.args(args).current_dir(workspace_root());
    run(&mut command)
}

/// Runs `command` to completion with inherited stdio; its exit code (1 if it could not be
/// started or was killed by a signal).
pub(crate) fn run(command: &mut Command) -> i32 {
    let shown = format!(
        "{} {}",
        command.get_program().to_string_lossy(),
        command.get_args().map(|a| a.to_string_lossy().into_owned()).collect::<Vec<_>>().join(" ")
    );
    eprintln!("xtask: running `{}`", shown.trim_end());
    match command.status() {
        Ok(status) => status.code().unwrap_or(1),
        Err(err) => {
            eprintln!("xtask: cannot run `{shown}`: {err}");
            1
        }
    }
}

/// The workspace root: the parent of this crate's directory.
fn workspace_root() -> PathBuf {
    let manifest_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    manifest_dir.parent().unwrap_or(manifest_dir).to_path_buf()
}

/// Converts a child's exit code to this process's (codes outside `0..=255` become 1).
fn exit_code(code: i32) -> ExitCode {
    u8::try_from(code).map_or(ExitCode::FAILURE, ExitCode::from)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(args: &[&str]) -> Vec<String> {
        args.iter().map(|&a| a.to_owned()).collect()
    }

    #[test]
    fn usage_lists_every_command() {
        let text = usage();
        for cmd in COMMANDS {
            assert!(text.contains(cmd.name), "{} missing from the usage", cmd.name);
        }
    }

    #[test]
    fn bench_passes_criterion_args_after_the_separator() {
        let expected = ["bench", "-p", "umpire-bench", "--benches", "--", "--quick", "A-100"];
        assert_eq!(bench_args(&strings(&["--quick", "A-100"])), expected);
        assert_eq!(bench_args(&strings(&["--", "--quick", "A-100"])), expected);
        assert_eq!(bench_args(&[]).last(), Some(&"--"));
    }

    #[test]
    fn scenarios_pass_the_selection_to_the_harness() {
        let root = workspace_root();
        let head = ["test", "--quiet", "-p", "umpire", "--test", "acceptance", "--"];
        let args = scenario_args(&strings(&["@geometry", "features/hex", "hexside"]), &root);
        let features = root.join("features/hex").to_string_lossy().into_owned();
        assert_eq!(args[..7], head);
        assert_eq!(args[7..], ["@geometry", features.as_str(), "hexside"]);
        // Paths are resolved from where the command runs.
        let args = scenario_args(&strings(&["hex/numbering.feature"]), &root.join("features"));
        let file = root.join("features/hex/numbering.feature").to_string_lossy().into_owned();
        assert_eq!(args[7..], *std::slice::from_ref(&file));
        // So is the folder or file `--input` names.
        let args =
            scenario_args(&strings(&["--input", "hex/numbering.feature"]), &root.join("features"));
        assert_eq!(args[7..], ["--input".to_owned(), file]);
        // Option values and a leading separator pass through untouched.
        let args = scenario_args(
            &strings(&["--", "--name", "features", "-t", "@a and @b", "--", "-v"]),
            &root,
        );
        assert_eq!(args[7..], ["--name", "features", "-t", "@a and @b", "-v"]);
        assert_eq!(scenario_args(&[], &root), head);
    }

    #[test]
    fn ci_rejects_arguments() {
        assert_eq!(ci(&strings(&["--fix"])), USAGE_ERROR);
    }

    #[test]
    fn failing_steps_stop_the_run() {
        // `cargo --version` succeeds, an unknown subcommand fails: the run stops there.
        assert_eq!(run_all(&[&["--version"]]), 0);
        assert_ne!(run_all(&[&["no-such-subcommand-xtask"], &["--version"]]), 0);
    }

    #[test]
    fn exit_codes_are_clamped() {
        assert_eq!(exit_code(0), ExitCode::SUCCESS);
        assert_eq!(exit_code(300), ExitCode::FAILURE);
        assert_eq!(exit_code(-1), ExitCode::FAILURE);
    }

    #[test]
    fn root_is_the_workspace() {
        assert!(workspace_root().join("Cargo.toml").is_file());
        assert!(workspace_root().join("xtask").is_dir());
    }
}
