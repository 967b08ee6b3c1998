//! Repository automation, run as `cargo xtask <command>` (aliased in `.cargo/config.toml`);
//! `cargo xtask --help` lists the commands and `cargo xtask <command> --help` explains one.
//!
//! The command line is read by clap ([`Cli`]); each command is a module with a `run` that
//! returns the exit code to leave with (a failing child's exit code is propagated). To add a
//! command, add a variant to [`Command`] (its doc comment is its help) and a match arm in
//! [`Cli::run`].

mod bench_report;
mod build_cost;
mod chromium;
mod circles;
mod doc_links;
mod fuzz;
mod gherkin;
mod pictures;
mod pure;
mod rulebook;
mod schema;
mod steps;

use std::env;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Command as Process, ExitCode};

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};

/// Repository automation for umpire: checks, the acceptance suite, the rulebook, benchmarks.
#[derive(Debug, Parser)]
#[command(name = "xtask", bin_name = "cargo xtask")]
struct Cli {
    /// The command to run; the usage when none is given.
    #[command(subcommand)]
    command: Option<Command>,
}

/// Every command, in the order the usage lists them.
#[derive(Debug, Subcommand)]
enum Command {
    /// Run the benchmarks (the standard reach workload, the strategic rules at full size, the
    /// Civil War rail and water reach, the minis odds) and print their report
    /// (cargo bench -p umpire-bench --benches -- ARGS)
    Bench(BenchArgs),
    /// What the rules crates cost a game to compile: the first-answer crate (tests/first-answer,
    /// a game's own crate with default features off) built in release with two jobs, then each
    /// of its bins rebuilt after a change to it and timed against a bin that asks no rules
    BuildCost(build_cost::Args),
    /// Run .ci/run: fmt --check, clippy -D warnings, every test, the docs, packaging, pure,
    /// steps --check, coverage, `umpire errata diff errata-examples`, rulebook --check,
    /// pictures --check
    Ci,
    /// The project's rulebook made by `umpire rulebook --builtin --uncited` (target/rulebook):
    /// prints the rule clauses its scenarios tag and cite, per ruleset, and each clause no
    /// verdict cites with the reason its clauses.toml gives (`not_cited`); fails on a failed
    /// scenario (a misspelt clause tag fails its scenario), a tag naming no erratum or edition,
    /// or a clause no verdict cites with no reason recorded
    Coverage,
    /// List the import circles inside each of our crates (modules that depend on each other
    /// through `crate::`/`super::` paths); fails when there is one
    Circles,
    /// Check that the front page `cargo doc` wrote for each of our crates renders its links
    /// (rustdoc leaves a link into a crate not yet documented as text, without a warning)
    DocLinks,
    /// Write the project's rulebook with `umpire rulebook --builtin` (target/rulebook/):
    /// clauses, errata, scenarios, outcomes and the manual; --check opens it in a browser
    Rulebook(rulebook::Args),
    /// Draw the demo, a strategic reach and refused path, a Civil War water reach and a minis
    /// order (target/pictures/), screenshot each in headless Chromium and check their pixels
    Pictures(CheckArgs),
    /// Run the fuzz targets (all, or those named) for N seconds each with cargo +nightly fuzz;
    /// fails naming a crash's input
    Fuzz(fuzz::Args),
    /// The rules crates with default-features = false: build, unit tests, and no dependency
    /// beyond umpire-hex, umpire-map, serde, thiserror, tracing, num-integer
    Pure,
    /// Run the acceptance features (all, or those under a path, with a tag, or whose title holds
    /// a word) as `umpire test` runs them, through `cargo test --test acceptance`; cargo's build
    /// is shown as it goes
    Scenarios(ScenarioArgs),
    /// Write the JSON Schemas of the command's outputs to schema/
    Schema(CheckArgs),
    /// Write the step vocabulary to features/STEPS.md
    Steps(CheckArgs),
}

/// The arguments of `bench`. To give `bench` an option of its own, add a field here (clap
/// reads it before the criterion arguments) and use it in [`bench_args`].
#[derive(Debug, Clone, PartialEq, Eq, clap::Args)]
struct BenchArgs {
    /// Instead of the criterion benchmarks, the whole-process figures: build the release
    /// `umpire`, write the full-size strategic position as scenario files and run `reach`,
    /// `check` and `show --json` on them, then `test --builtin` and `errata diff` on the
    /// built-in suite, under /usr/bin/time -v (medians of N runs)
    #[arg(long)]
    process: bool,
    /// Runs of each command for --process (the example's default when not given)
    #[arg(long, value_name = "N", requires = "process")]
    runs: Option<usize>,
    /// With --process, also time one `umpire errata mutants` run over every ruleset (minutes)
    #[arg(long, requires = "process")]
    mutants: bool,
    /// With --process, also time `reach --json`, `render` and `play` on large generated
    /// inputs at three sizes, with time and memory per hex or per phase
    #[arg(long, requires = "process")]
    large: bool,
    /// Only print the report of the estimates criterion last wrote (target/criterion): each
    /// arm's median with its ratio to its group's reference, and the targets met or not
    #[arg(long, conflicts_with = "process")]
    report: bool,
    /// Criterion's arguments, e.g. --quick or a benchmark name filter; a leading `--` is
    /// optional
    #[arg(trailing_var_arg = true, allow_hyphen_values = true, value_name = "ARGS")]
    criterion: Vec<String>,
}

/// The arguments of `scenarios`.
#[derive(Debug, Clone, PartialEq, Eq, clap::Args)]
#[command(after_help = "`umpire test`'s options (--json, --junit FILE, --cucumber-json FILE, \
    --scenarios DIR, --games DIR, -j N) pass through to the acceptance suite; \
    `cargo xtask scenarios -- --help` lists them.")]
struct ScenarioArgs {
    /// What to run: feature files or folders (anywhere), @tags or words of scenario names,
    /// and `umpire test`'s options
    #[arg(trailing_var_arg = true, allow_hyphen_values = true, value_name = "PATH|@TAG|NAME")]
    select: Vec<String>,
}

/// The arguments of a command that writes files or, with `--check`, checks them.
#[derive(Debug, Clone, PartialEq, Eq, clap::Args)]
struct CheckArgs {
    /// Check instead of writing: exit 1 if something is stale or fails
    #[arg(long)]
    check: bool,
}

/// Exit code for a command-line usage error (clap's too).
const USAGE_ERROR: i32 = 2;

impl Cli {
    /// Reads a command line (its first item is the program's name), the fuzz targets checked
    /// against those `fuzz/Cargo.toml` lists.
    fn try_parse_from<I, T>(args: I) -> Result<Self, clap::Error>
    where
        I: IntoIterator<Item = T>,
        T: Into<OsString> + Clone,
    {
        let root = workspace_root();
        let command = <Self as CommandFactory>::command()
            .mut_subcommand("fuzz", |fuzz| fuzz::with_targets(fuzz, &root));
        let matches = command.try_get_matches_from(args)?;
        <Self as FromArgMatches>::from_arg_matches(&matches)
    }

    /// Runs the command; its exit code.
    fn run(self) -> i32 {
        let root = workspace_root();
        match self.command {
            None => match <Self as CommandFactory>::command().print_help() {
                Ok(()) => 0,
                Err(_) => 1,
            },
            Some(Command::Bench(args)) if args.process => bench_process(&args),
            Some(Command::Bench(args)) if args.report => bench_report::run(&root, None),
            Some(Command::Bench(args)) => bench(&root, &args),
            Some(Command::BuildCost(args)) => build_cost::run(&root, &args),
            Some(Command::Ci) => ci(),
            Some(Command::Coverage) => rulebook::coverage(&root),
            Some(Command::Circles) => circles::run(&root),
            Some(Command::DocLinks) => doc_links::run(&root),
            Some(Command::Rulebook(args)) => rulebook::run(&root, &args),
            Some(Command::Pictures(args)) => pictures::run(&root, args.check),
            Some(Command::Fuzz(args)) => fuzz::run(&root, &args),
            Some(Command::Pure) => pure::run(&root),
            Some(Command::Scenarios(args)) => scenarios(&args.select),
            Some(Command::Schema(args)) => schema::run(&root, args.check),
            Some(Command::Steps(args)) => steps::run(&root, args.check),
        }
    }
}

fn main() -> ExitCode {
    match Cli::try_parse_from(env::args_os()) {
        Ok(cli) => exit_code(cli.run()),
        // The usage on `--help` (exit 0), clap's message with suggestions otherwise (exit 2).
        Err(error) => error.exit(),
    }
}

/// The cargo arguments of `bench`: criterion's arguments after `--`. Accepts both
/// `cargo xtask bench --quick` and `cargo xtask bench -- --quick`.
fn bench_args(args: &BenchArgs) -> Vec<&str> {
    let mut cargo_args = vec!["bench", "-p", "umpire-bench", "--benches", "--"];
    cargo_args.extend(args.criterion.iter().map(String::as_str));
    cargo_args
}

/// `bench [criterion args…]`: the criterion benchmarks, then the report of what this run
/// measured (a criterion-only invocation such as `-- --help` or `--list` prints no report).
fn bench(root: &Path, args: &BenchArgs) -> i32 {
    let started = std::time::SystemTime::now();
    match cargo(&bench_args(args)) {
        0 if args.criterion.iter().any(|a| matches!(a.as_str(), "--help" | "-h" | "--list")) => 0,
        0 => bench_report::run(root, Some(started)),
        code => code,
    }
}

/// `bench --process [--runs N] [--mutants] [--large]`: builds the release `umpire`, then runs the bench crate's
/// `process` example, which finds the binary in the same target folder.
fn bench_process(args: &BenchArgs) -> i32 {
    let runs = args.runs.map(|n| n.to_string());
    let mut example = vec!["run", "--release", "-p", "umpire-bench", "--example", "process", "--"];
    if let Some(runs) = &runs {
        example.extend(["--runs", runs.as_str()]);
    }
    if args.mutants {
        example.push("--mutants");
    }
    if args.large {
        example.push("--large");
    }
    match cargo(&["build", "--release", "-p", "umpire", "--bin", "umpire"]) {
        0 => cargo(&example),
        code => code,
    }
}

/// Builds the `umpire` command (`cargo build -p umpire --bin umpire`, a debug build) from the
/// workspace at `root`; its path.
///
/// # Errors
/// Cargo could not be run, or the build failed.
fn build_umpire(root: &Path) -> Result<PathBuf, String> {
    let cargo = cargo_program();
    let status = Process::new(cargo)
        .args(["build", "-p", "umpire", "--bin", "umpire"])
        .current_dir(root)
        .status()
        .map_err(|e| format!("cannot run cargo build: {e}"))?;
    if !status.success() {
        return Err(format!("cargo build -p umpire failed ({status})"));
    }
    Ok(target_dir(root).join("debug").join(format!("umpire{}", env::consts::EXE_SUFFIX)))
}

/// `ci`: `.ci/run`, the checks a change must pass, in order, stopping at the first failure.
fn ci() -> i32 {
    let root = workspace_root();
    match Process::new("bash").arg(root.join(".ci").join("run")).current_dir(&root).status() {
        Ok(status) => status.code().unwrap_or(1),
        Err(error) => {
            eprintln!("xtask: ci: cannot run .ci/run with bash: {error}");
            1
        }
    }
}

/// The target folder cargo builds into: `$CARGO_TARGET_DIR` (from the root when relative), else
/// `<root>/target`.
pub(crate) fn target_dir(root: &Path) -> PathBuf {
    match env::var_os("CARGO_TARGET_DIR").filter(|v| !v.is_empty()) {
        Some(dir) => root.join(dir),
        None => root.join("target"),
    }
}

/// `scenarios [path|@tag|name…] [options…]`: the acceptance suite, or the scenarios of the
/// features under a path, carrying a tag, or whose title holds a word — `umpire test` over the
/// repository's features, scenarios and games, run by `cargo test --test acceptance`. Cargo's
/// own output is left on, so a first build shows its progress instead of looking like a hang.
fn scenarios(args: &[String]) -> i32 {
    let cwd = env::current_dir().unwrap_or_else(|_| workspace_root());
    let args = scenario_args(args, &cwd);
    eprintln!("xtask: cargo {}", args.join(" "));
    let code = cargo(&args.iter().map(String::as_str).collect::<Vec<_>>());
    if code != 0 {
        // Cargo's "test failed" lines come after the suite's summary: say what failed, last.
        eprintln!("xtask: scenarios failed (exit code {code}: 1 a scenario failed, 2 bad input)");
    }
    code
}

/// The options of the acceptance suite (`umpire test`'s) that take a value, and whether the
/// value is a path (made absolute: the suite runs in the workspace root).
const TEST_VALUE_OPTIONS: &[(&str, bool)] = &[
    ("--scenarios", true),
    ("--games", true),
    ("--junit", true),
    ("--cucumber-json", true),
    ("-j", false),
    ("--jobs", false),
];

/// The cargo arguments of `scenarios`: the acceptance test target, then the selection and
/// options, with paths relative to `cwd` made absolute (the suite runs in the workspace root):
/// a selection that names an existing file or folder, and every path an option takes.
fn scenario_args(args: &[String], cwd: &Path) -> Vec<String> {
    let mut out: Vec<String> =
        ["test", "-p", "umpire", "--test", "acceptance", "--"].map(str::to_owned).to_vec();
    let absolute = |path: &str| cwd.join(path).to_string_lossy().into_owned();
    let mut value_next: Option<bool> = None;
    // The suite reads options and selections alike: a `--` anywhere would turn the options
    // after it into selections, so it is dropped.
    for arg in args.iter().filter(|a| *a != "--") {
        if let Some(is_path) = value_next.take() {
            out.push(if is_path { absolute(arg) } else { arg.clone() });
            continue;
        }
        if arg.starts_with('-') {
            let (name, value) = match arg.split_once('=') {
                Some((name, value)) => (name, Some(value)),
                None => (arg.as_str(), None),
            };
            let option = TEST_VALUE_OPTIONS.iter().find(|(o, _)| *o == name);
            match (option, value) {
                (Some((_, true)), Some(value)) => out.push(format!("{name}={}", absolute(value))),
                (Some((_, is_path)), None) => {
                    value_next = Some(*is_path);
                    out.push(arg.clone());
                }
                _ => out.push(arg.clone()),
            }
            continue;
        }
        let path = cwd.join(arg);
        if !arg.starts_with('@') && path.exists() {
            out.push(path.to_string_lossy().into_owned());
        } else {
            out.push(arg.clone());
        }
    }
    out
}

/// The cargo that runs us: `$CARGO`, falling back to `cargo` on the `PATH`.
pub(crate) fn cargo_program() -> OsString {
    env::var_os("CARGO").unwrap_or_else(|| OsString::from("cargo"))
}

/// Runs `$CARGO args…` (falling back to `cargo`) from the workspace root; its exit code.
fn cargo(args: &[&str]) -> i32 {
    let mut command = Process::new(cargo_program());
    command.args(args).current_dir(workspace_root());
    run(&mut command)
}

/// Runs `command` to completion with inherited stdio; its exit code (1 if it could not be
/// started or was killed by a signal).
pub(crate) fn run(command: &mut Process) -> i32 {
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
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use clap::error::ErrorKind;

    fn strings(args: &[&str]) -> Vec<String> {
        args.iter().map(|&a| a.to_owned()).collect()
    }

    /// The command `cargo xtask <args…>` reads.
    fn parse(args: &[&str]) -> Result<Command, clap::Error> {
        let cli = Cli::try_parse_from(["xtask"].iter().chain(args))?;
        Ok(cli.command.unwrap())
    }

    /// The error `cargo xtask <args…>` gives, as clap prints it.
    fn error(args: &[&str]) -> clap::Error {
        Cli::try_parse_from(["xtask"].iter().chain(args)).unwrap_err()
    }

    #[test]
    fn usage_lists_every_command() {
        let text = <Cli as CommandFactory>::command().render_help().to_string();
        for name in [
            "bench",
            "ci",
            "coverage",
            "rulebook",
            "pictures",
            "fuzz",
            "pure",
            "scenarios",
            "schema",
            "steps",
            "help",
        ] {
            assert!(text.contains(&format!("  {name} ")), "{name} missing from the usage:\n{text}");
        }
        <Cli as CommandFactory>::command().debug_assert();
        assert!(Cli::try_parse_from(["xtask"]).unwrap().command.is_none());
    }

    #[test]
    fn bench_passes_criterion_args_after_the_separator() {
        let expected = ["bench", "-p", "umpire-bench", "--benches", "--", "--quick", "A-100"];
        for args in [&["bench", "--quick", "A-100"][..], &["bench", "--", "--quick", "A-100"]] {
            let Command::Bench(bench) = parse(args).unwrap() else { panic!("{args:?}") };
            assert_eq!(bench_args(&bench), expected);
        }
        let Command::Bench(bench) = parse(&["bench", "strategic"]).unwrap() else { panic!() };
        assert_eq!(bench_args(&bench)[5..], ["strategic"]);
        // Criterion's own help, past the separator; `bench --help` is this command's.
        let Command::Bench(bench) = parse(&["bench", "--", "--help"]).unwrap() else { panic!() };
        assert_eq!(bench_args(&bench)[5..], ["--help"]);
        let Command::Bench(bench) = parse(&["bench"]).unwrap() else { panic!() };
        assert_eq!(bench_args(&bench).last(), Some(&"--"));
    }

    #[test]
    fn bench_process_is_a_flag_of_bench_with_its_runs() {
        let Command::Bench(bench) = parse(&["bench", "--process", "--runs", "3"]).unwrap() else {
            panic!()
        };
        assert!(bench.process);
        assert_eq!(bench.runs, Some(3));
        assert!(bench.criterion.is_empty());
        // Criterion arguments do not turn it on, and --runs needs --process.
        let Command::Bench(bench) = parse(&["bench", "--quick"]).unwrap() else { panic!() };
        assert!(!bench.process);
        assert!(parse(&["bench", "--runs", "3"]).is_err());
        let Command::Bench(bench) = parse(&["bench", "--report"]).unwrap() else { panic!() };
        assert!(bench.report);
        assert!(parse(&["bench", "--report", "--process"]).is_err());
    }

    #[test]
    fn scenarios_pass_the_selection_to_the_acceptance_suite() {
        let root = workspace_root();
        let head = ["test", "-p", "umpire", "--test", "acceptance", "--"];
        let args = scenario_args(&strings(&["@geometry", "features/hex", "hexside"]), &root);
        let features = root.join("features/hex").to_string_lossy().into_owned();
        assert_eq!(args[..6], head);
        assert_eq!(args[6..], ["@geometry", features.as_str(), "hexside"]);
        // Cargo is not quietened: its build shows.
        assert!(!args.iter().any(|a| a == "--quiet" || a == "-q"));
        // Paths are resolved from where the command runs.
        let args = scenario_args(&strings(&["hex/numbering.feature"]), &root.join("features"));
        let file = root.join("features/hex/numbering.feature").to_string_lossy().into_owned();
        assert_eq!(args[6..], *std::slice::from_ref(&file));
        // So are the paths the options take, whether they exist yet or not.
        let here = root.join("features");
        let args = scenario_args(
            &strings(&["--scenarios", "hex", "--junit=out/report.xml", "-j", "2", "--json"]),
            &here,
        );
        let hex = here.join("hex").to_string_lossy().into_owned();
        let report = format!("--junit={}", here.join("out/report.xml").to_string_lossy());
        assert_eq!(args[6..], ["--scenarios", hex.as_str(), report.as_str(), "-j", "2", "--json"]);
        // A leading or repeated separator is dropped.
        let args = scenario_args(&strings(&["--", "@a", "--", "--json"]), &root);
        assert_eq!(args[6..], ["@a", "--json"]);
        assert_eq!(scenario_args(&[], &root), head);
    }

    #[test]
    fn scenarios_take_the_suite_options_from_the_command_line() {
        let select = |args: &[&str]| match parse(args).unwrap() {
            Command::Scenarios(scenarios) => scenarios.select,
            other => panic!("{other:?}"),
        };
        assert_eq!(select(&["scenarios", "features/hex"]), ["features/hex"]);
        assert_eq!(select(&["scenarios", "--junit", "x", "-j", "1"]), ["--junit", "x", "-j", "1"]);
        assert_eq!(select(&["scenarios", "@a", "--json"]), ["@a", "--json"]);
        // clap takes the first separator; `scenario_args` drops any other.
        assert_eq!(select(&["scenarios", "--", "--json", "--", "x"]), ["--json", "--", "x"]);
        assert_eq!(select(&["scenarios", "--", "--help"]), ["--help"]);
        assert!(select(&["scenarios"]).is_empty());
    }

    #[test]
    fn check_flags_are_read() {
        for name in ["pictures", "schema", "steps"] {
            let check = |args: &[&str]| match parse(args).unwrap() {
                Command::Pictures(a) | Command::Schema(a) | Command::Steps(a) => a.check,
                other => panic!("{other:?}"),
            };
            assert!(check(&[name, "--check"]), "{name}");
            assert!(!check(&[name]), "{name}");
            assert_eq!(error(&[name, "extra"]).kind(), ErrorKind::UnknownArgument, "{name}");
        }
    }

    #[test]
    fn fuzz_names_targets_and_seconds() {
        let fuzz = |args: &[&str]| match parse(args).unwrap() {
            Command::Fuzz(a) => a,
            other => panic!("{other:?}"),
        };
        let all = fuzz(&["fuzz"]);
        assert_eq!(all, fuzz::Args { seconds: 60, asan: false, targets: Vec::new() });
        let some = fuzz(&["fuzz", "--seconds", "120", "dice", "--asan"]);
        assert_eq!(some, fuzz::Args { seconds: 120, asan: true, targets: strings(&["dice"]) });
        let typo = error(&["fuzz", "dcie"]).to_string();
        assert!(
            typo.contains("dcie") && typo.contains("similar value") && typo.contains("dice"),
            "{typo}"
        );
        for bad in [&["--seconds"][..], &["--seconds", "0"], &["--seconds", "x"], &["--fast"]] {
            assert!(Cli::try_parse_from(["xtask", "fuzz"].iter().chain(bad)).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn unknown_commands_and_flags_get_suggestions() {
        let unknown = error(&["scenaros"]);
        assert_eq!(unknown.kind(), ErrorKind::InvalidSubcommand);
        assert!(unknown.to_string().contains("scenarios"), "{unknown}");
        let flag = error(&["steps", "--chek"]).to_string();
        assert!(flag.contains("--check"), "{flag}");
        assert_eq!(error(&["ci", "--fix"]).kind(), ErrorKind::UnknownArgument);
        assert_eq!(error(&["coverage", "x"]).kind(), ErrorKind::UnknownArgument);
        assert_eq!(error(&["--help"]).kind(), ErrorKind::DisplayHelp);
        assert_eq!(error(&["bench", "--help"]).kind(), ErrorKind::DisplayHelp);
        assert_eq!(error(&["--help"]).exit_code(), 0);
        assert_eq!(error(&["scenaros"]).exit_code(), USAGE_ERROR);
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
