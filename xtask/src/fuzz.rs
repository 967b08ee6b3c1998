//! `cargo xtask fuzz [--seconds N] [--asan] [TARGET…]`: runs the cargo-fuzz targets of
//! `fuzz/` (every one, or those named) in turn, each for `N` seconds (60 by default):
//! `cargo +nightly fuzz run <target> fuzz/corpus/<target> fuzz/seeds/<target> --
//! -max_total_time=N`. The corpus a run grows is kept in `fuzz/corpus/<target>` (git-ignored)
//! for the next run; the seeds in `fuzz/seeds/<target>` are the repository's own.
//!
//! A target that finds a crash (a panic, a timeout, memory past the limit) leaves its input in
//! `fuzz/artifacts/<target>/`; the run goes on with the other targets and exits 1, naming every
//! artifact and the command that replays it. Without a nightly toolchain or cargo-fuzz it says
//! how to install them and exits 2.
//!
//! The targets build without a sanitizer unless `--asan` is given: the crates forbid `unsafe`,
//! and cargo-fuzz's debug assertions (overflow checks included) stay on; without
//! AddressSanitizer a target makes about 3.5 times the runs in the same time (`orders_file`
//! from its seeds, 40 s: 115,630 runs against 32,930) and builds in a little less.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};

use crate::USAGE_ERROR;

/// The seconds each target runs when `--seconds` is not given.
const DEFAULT_SECONDS: u64 = 60;

/// The longest one input may run before libFuzzer calls it a hang (a finding): seconds.
const TIMEOUT_SECONDS: u64 = 20;

/// The memory one run may take before libFuzzer calls it a finding: MiB.
const RSS_LIMIT_MB: u64 = 2048;

/// The command line of `fuzz`.
#[derive(Debug, Clone, PartialEq, Eq, clap::Args)]
pub struct Args {
    /// Seconds each target runs
    #[arg(long, value_name = "N", default_value_t = DEFAULT_SECONDS,
          value_parser = clap::value_parser!(u64).range(1..))]
    pub seconds: u64,
    /// Build with AddressSanitizer (about 3.5 times fewer runs in the same time)
    #[arg(long)]
    pub asan: bool,
    /// The targets to run, in order: every one `fuzz/Cargo.toml` lists when none is named
    #[arg(value_name = "TARGET")]
    pub targets: Vec<String>,
}

/// The `fuzz` subcommand with its targets limited to those `fuzz/Cargo.toml` lists, so that
/// the help lists them and a typo gets a suggestion; unchanged when the manifest cannot be read
/// (then [`run`] says why).
pub fn with_targets(command: clap::Command, root: &Path) -> clap::Command {
    match targets(&root.join("fuzz")) {
        Ok(known) => command.mut_arg("targets", |arg| {
            arg.value_parser(clap::builder::PossibleValuesParser::new(known))
        }),
        Err(_) => command,
    }
}

/// The fuzz targets `fuzz/Cargo.toml` lists (its `[[bin]]` names), in order.
fn targets(fuzz: &Path) -> Result<Vec<String>, String> {
    let path = fuzz.join("Cargo.toml");
    let text = std::fs::read_to_string(&path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let manifest: toml::Table =
        toml::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let bins = manifest.get("bin").and_then(toml::Value::as_array).cloned().unwrap_or_default();
    let names: Vec<String> = bins
        .iter()
        .filter_map(|bin| bin.get("name").and_then(toml::Value::as_str).map(str::to_owned))
        .collect();
    if names.is_empty() {
        return Err(format!("{} lists no [[bin]] fuzz target", path.display()));
    }
    Ok(names)
}

/// The arguments of `cargo` that run `target` for `options.seconds`, from the repository root.
fn run_args(target: &str, options: &Args) -> Vec<String> {
    let mut args: Vec<String> = ["+nightly", "fuzz", "run"].map(str::to_owned).to_vec();
    if !options.asan {
        args.extend(["--sanitizer", "none"].map(str::to_owned));
    }
    args.extend([
        target.to_owned(),
        format!("fuzz/corpus/{target}"),
        format!("fuzz/seeds/{target}"),
        "--".to_owned(),
        format!("-max_total_time={}", options.seconds),
        format!("-timeout={TIMEOUT_SECONDS}"),
        format!("-rss_limit_mb={RSS_LIMIT_MB}"),
        "-print_final_stats=1".to_owned(),
    ]);
    args
}

/// The input libFuzzer says it wrote on a crash: the path of `Test unit written to <path>`.
fn artifact_of(line: &str) -> Option<&str> {
    line.split_once("Test unit written to ").map(|(_, path)| path.trim())
}

/// The number of runs libFuzzer reports at the end (`Done 91234 runs in 60 second(s)`).
fn runs_of(line: &str) -> Option<u64> {
    line.trim().strip_prefix("Done ")?.split(' ').next()?.parse().ok()
}

/// A `cargo` that understands `+toolchain`: rustup's proxy on the `PATH`, with what the outer
/// cargo set for this process removed (its toolchain, its target directory: the fuzz workspace
/// builds in `fuzz/target`).
fn rustup_cargo(root: &Path) -> Command {
    let mut command = Command::new("cargo");
    command.current_dir(root);
    for var in ["CARGO", "RUSTUP_TOOLCHAIN", "RUSTC", "RUSTDOC", "CARGO_TARGET_DIR"] {
        command.env_remove(var);
    }
    command
}

/// Whether nightly cargo and cargo-fuzz are there; else what to install.
fn tools(root: &Path) -> Result<(), String> {
    let works = |args: &[&str]| {
        rustup_cargo(root)
            .args(args)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    };
    if !works(&["+nightly", "--version"]) {
        return Err("the fuzz targets build with a nightly toolchain, and `cargo +nightly` does \
                    not run: install it with `rustup toolchain install nightly`"
            .to_owned());
    }
    if !works(&["+nightly", "fuzz", "--version"]) {
        return Err("cargo-fuzz is missing: install it with `cargo install cargo-fuzz`".to_owned());
    }
    Ok(())
}

/// What one target's run came to.
#[derive(Debug, Default)]
struct Ran {
    /// The exit code.
    code: i32,
    /// The inputs it wrote on a crash.
    artifacts: Vec<String>,
    /// The runs it made, as libFuzzer counted them.
    runs: Option<u64>,
}

/// Runs `target`, passing libFuzzer's output on and noting the artifacts it writes.
fn run_target(root: &Path, target: &str, options: &Args) -> Ran {
    if let Err(e) = std::fs::create_dir_all(root.join("fuzz/corpus").join(target)) {
        eprintln!("xtask: cannot make fuzz/corpus/{target}: {e}");
        return Ran { code: 1, ..Ran::default() };
    }
    let args = run_args(target, options);
    eprintln!("xtask: running `cargo {}`", args.join(" "));
    let mut command = rustup_cargo(root);
    command.args(&args).stderr(Stdio::piped());
    let mut child = match command.spawn() {
        Ok(child) => child,
        Err(e) => {
            eprintln!("xtask: cannot run cargo: {e}");
            return Ran { code: 1, ..Ran::default() };
        }
    };
    let mut ran = Ran::default();
    if let Some(stderr) = child.stderr.take() {
        for line in BufReader::new(stderr).split(b'\n').map_while(Result::ok) {
            let line = String::from_utf8_lossy(&line);
            eprintln!("{line}");
            if let Some(path) = artifact_of(&line) {
                ran.artifacts.push(path.to_owned());
            }
            ran.runs = runs_of(&line).or(ran.runs);
        }
    }
    ran.code = match child.wait() {
        Ok(status) => status.code().unwrap_or(1),
        Err(e) => {
            eprintln!("xtask: cargo fuzz did not finish: {e}");
            1
        }
    };
    ran
}

/// `fuzz [--seconds N] [--asan] [TARGET…]`.
pub fn run(root: &Path, args: &Args) -> i32 {
    let mut options = args.clone();
    if options.targets.is_empty() {
        match targets(&root.join("fuzz")) {
            Ok(known) => options.targets = known,
            Err(e) => {
                eprintln!("xtask: {e}");
                return 1;
            }
        }
    }
    if let Err(e) = tools(root) {
        eprintln!("xtask: fuzz: {e}");
        return USAGE_ERROR;
    }
    let mut found = Vec::new();
    let mut summary = Vec::new();
    for target in &options.targets {
        let ran = run_target(root, target, &options);
        let runs = ran.runs.map_or_else(|| "runs not reported".to_owned(), |n| format!("{n} runs"));
        summary.push(match (ran.code, ran.artifacts.is_empty()) {
            (0, true) => format!("{target}: nothing found in {}s ({runs})", options.seconds),
            (code, true) => format!("{target}: failed (exit code {code}) without an artifact"),
            (_, false) => format!("{target}: found a crash ({runs})"),
        });
        if ran.code != 0 {
            found.push((target.clone(), ran));
        }
    }
    eprintln!("\nxtask: fuzz results");
    for line in &summary {
        eprintln!("  {line}");
    }
    for (target, ran) in &found {
        for artifact in &ran.artifacts {
            eprintln!(
                "xtask: {target} crashed on {artifact}: replay with `cargo +nightly fuzz run \
                 {target} {artifact}`"
            );
        }
    }
    i32::from(!found.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_target_has_its_seeds_and_its_source() {
        let fuzz = crate::workspace_root().join("fuzz");
        let known = targets(&fuzz).unwrap_or_default();
        for expected in ["orders_file", "hex_scenario", "table_scenario", "rules_data", "dice"] {
            assert!(known.iter().any(|k| k == expected), "{expected} missing: {known:?}");
        }
        for target in &known {
            let seeds = fuzz.join("seeds").join(target);
            let count = std::fs::read_dir(&seeds).map(Iterator::count).unwrap_or(0);
            assert!(count > 0, "fuzz/seeds/{target} has no seed");
            assert!(fuzz.join("fuzz_targets").join(format!("{target}.rs")).is_file(), "{target}");
        }
    }

    #[test]
    fn a_target_runs_on_its_corpus_then_its_seeds_for_the_time_given() {
        let options = Args { seconds: 120, asan: false, targets: Vec::new() };
        let args = run_args("dice", &options);
        let head = ["+nightly", "fuzz", "run", "--sanitizer", "none", "dice"];
        assert_eq!(args[..6], head);
        assert_eq!(args[6..9], ["fuzz/corpus/dice", "fuzz/seeds/dice", "--"]);
        assert_eq!(args[9], "-max_total_time=120");
        let asan = run_args("dice", &Args { asan: true, ..options });
        assert_eq!(asan[3], "dice");
    }

    #[test]
    fn libfuzzer_s_report_is_read() {
        let line = "artifact_prefix='fuzz/artifacts/dice/'; Test unit written to fuzz/artifacts/dice/crash-0a1b";
        assert_eq!(artifact_of(line), Some("fuzz/artifacts/dice/crash-0a1b"));
        assert_eq!(artifact_of("#1024 pulse cov: 12"), None);
        assert_eq!(runs_of("Done 91234 runs in 61 second(s)"), Some(91_234));
        assert_eq!(runs_of("INFO: Done"), None);
    }
}
