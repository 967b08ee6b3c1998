//! The acceptance suite: every `features/**/*.feature` of the repository, run by the same
//! command a rules editor runs (`umpire test`, [`umpire_harness::command`]), with the
//! repository's `scenarios/` and `games/` as the folders steps read and `errata-examples/` as
//! the worked examples.
//!
//! `cargo test --workspace` runs it with the other tests; `cargo test --test acceptance --
//! <file|folder|@tag|word>…` runs a subset, as `umpire test` would. The flags `cargo test`
//! passes to every test binary (`--nocapture`, `--quiet`, `--test-threads N`, …) are accepted
//! and ignored.

use std::path::Path;
use std::process::ExitCode;

use clap::Parser as _;
use umpire::errata::Errata;
use umpire_harness::command::{self, Setup, TestArgs};

/// The command line: `umpire test`'s.
#[derive(Debug, clap::Parser)]
#[command(name = "acceptance", about = "Runs the repository's features (as `umpire test`).")]
struct Cli {
    #[command(flatten)]
    test: TestArgs,
}

/// The flags `cargo test` may hand every test binary, which mean nothing here; `true` for
/// those taking a separate value.
const LIBTEST_FLAGS: &[(&str, bool)] = &[
    ("--nocapture", false),
    ("--no-capture", false),
    ("--show-output", false),
    ("--quiet", false),
    ("-q", false),
    ("--include-ignored", false),
    ("--ignored", false),
    ("--exact", false),
    ("--list", false),
    ("--bench", false),
    ("--test", false),
    ("--shuffle", false),
    ("--report-time", false),
    ("--ensure-time", false),
    ("--test-threads", true),
    ("--format", true),
    ("--skip", true),
    ("--shuffle-seed", true),
    ("--logfile", true),
];

/// The command line without the libtest flags.
fn without_libtest_flags(args: impl IntoIterator<Item = String>) -> Vec<String> {
    let mut out = Vec::new();
    let mut skip_value = false;
    for arg in args {
        if std::mem::take(&mut skip_value) {
            continue;
        }
        let flag = arg.split('=').next().unwrap_or_default();
        match LIBTEST_FLAGS.iter().find(|(name, _)| *name == flag) {
            Some((_, takes_value)) => skip_value = *takes_value && !arg.contains('='),
            None => out.push(arg),
        }
    }
    out
}

fn main() -> ExitCode {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let cli = match Cli::try_parse_from(without_libtest_flags(std::env::args())) {
        Ok(cli) => cli,
        Err(error) => error.exit(),
    };
    let mut test = cli.test;
    test.scenarios.push(root.join("scenarios"));
    test.games.push(root.join("games"));
    let examples = match Errata::load(&root.join("errata-examples")) {
        Ok(examples) => examples,
        Err(error) => {
            eprintln!("acceptance: the worked-example errata: {error}");
            return ExitCode::from(command::BAD_INPUT);
        }
    };
    let setup = Setup {
        errata: Errata::none(),
        edition: None,
        examples,
        builtin: &[],
        default_features: root.join("features"),
    };
    ExitCode::from(command::test(&test, &setup, &mut std::io::stdout()))
}
