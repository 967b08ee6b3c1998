//! A feature file of any content, run as `umpire test` runs an editor's: read, its outlines
//! expanded, its clause-like tags checked against the catalogues, selected, and its scenarios
//! run on one worker against the repository's scenario files and recorded games. It is run or
//! refused as bad input with its line, never a panic or a hang.

#![no_main]

use std::path::PathBuf;
use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use umpire_harness::command::{Setup, TestArgs, execute, prepare};

/// The folder the fuzzed feature is written to, and the run's arguments.
fn args() -> &'static (PathBuf, TestArgs) {
    static ARGS: OnceLock<(PathBuf, TestArgs)> = OnceLock::new();
    ARGS.get_or_init(|| {
        let folder = std::env::temp_dir().join(format!("umpire-fuzz-{}", std::process::id()));
        std::fs::create_dir_all(&folder).unwrap_or_else(|e| panic!("{}: {e}", folder.display()));
        let feature = folder.join("fuzzed.feature");
        let repository = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
        let args = TestArgs {
            select: vec![feature.display().to_string()],
            scenarios: vec![repository.join("scenarios")],
            games: vec![repository.join("games")],
            jobs: 1,
            ..TestArgs::default()
        };
        (feature, args)
    })
}

fn setup() -> &'static Setup {
    static SETUP: OnceLock<Setup> = OnceLock::new();
    SETUP.get_or_init(|| Setup::new(&[]).unwrap_or_else(|e| panic!("the setup: {e}")))
}

fuzz_target!(|data: &[u8]| {
    let (feature, args) = args();
    if std::fs::write(feature, data).is_err() {
        return;
    }
    let Ok(prepared) = prepare(args, setup()) else { return };
    let _ = execute(prepared, args, "umpire test", &mut std::io::sink());
});
