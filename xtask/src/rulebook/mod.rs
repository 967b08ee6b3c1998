//! `cargo xtask rulebook [-o DIR] [--check] [PATH|@TAG|NAME…]`: the living rulebook of the
//! project's own scenarios, made by the `umpire` command (`umpire rulebook`, the harness's
//! rulebook: `umpire_harness::rulebook` is the one implementation), and, with `--check`,
//! opened in headless Chromium ([`browser`]) to see that every page shows what was written.
//!
//! It builds `umpire`, then runs `umpire rulebook --builtin -o DIR` (the selection instead of
//! `--builtin` when one is given). Failed scenarios are shown in the book and counted by
//! `umpire`; they fail this command only with `--check` (which CI runs, so the coverage
//! `umpire` prints is checked there too); bad input always does.
//!
//! `cargo xtask coverage` is the same run with `--uncited`: `umpire rulebook` prints the clause
//! coverage of what it ran, per ruleset, and each citable clause no verdict cites with the
//! reason its catalogue records (`not_cited`); it fails on a scenario that fails (a misspelt
//! clause tag fails its scenario), a tag naming no erratum or edition, or a clause no verdict
//! cites whose catalogue gives no reason.

mod browser;

use std::io::{BufRead as _, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Where the book goes when no `-o` is given, under the target folder.
const DEFAULT_OUT: &str = "rulebook";

/// The command line of `rulebook`.
#[derive(Debug, Clone, Default, PartialEq, Eq, clap::Args)]
pub struct Args {
    /// The folder to write the book in (default `<target>/rulebook`)
    #[arg(short = 'o', long = "out", value_name = "DIR")]
    pub out: Option<PathBuf>,
    /// Open the pages in headless Chromium and check what it shows
    #[arg(long)]
    pub check: bool,
    /// Put only these scenarios in the book: feature files or folders (anywhere), @tags or
    /// words of scenario names, as `umpire rulebook` takes them; the project's own features
    /// when none is given
    #[arg(value_name = "PATH|@TAG|NAME")]
    pub select: Vec<String>,
}

/// What `umpire rulebook` did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Made {
    /// Its exit code: 0 every scenario passed, 1 some failed (or a tag names nothing).
    pub code: i32,
    /// The folder the book is in.
    pub out: PathBuf,
    /// How many scenarios ran (its last line, `N passed, N failed`).
    pub scenarios: Option<usize>,
    /// How many clauses it listed as cited by no verdict with no reason given (`--uncited`).
    pub unexplained: usize,
}

/// `rulebook`.
pub fn run(root: &Path, args: &Args) -> i32 {
    let out = args.out.clone().unwrap_or_else(|| crate::target_dir(root).join(DEFAULT_OUT));
    let made = match make(root, &out, &args.select) {
        Ok(made) => made,
        Err(error) => {
            eprintln!("xtask: rulebook: {error}");
            return 1;
        }
    };
    if made.code != 0 {
        eprintln!(
            "xtask: rulebook: some scenarios failed, or a tag names no erratum or edition: the \
             book shows which"
        );
    }
    if !args.check {
        return 0;
    }
    match check(&made) {
        Ok(()) => {
            eprintln!("xtask: rulebook --check: every page shows what was written");
            made.code
        }
        Err(differences) => {
            for difference in &differences {
                eprintln!("xtask: rulebook --check: {difference}");
            }
            eprintln!("xtask: rulebook --check FAILED: {} difference(s)", differences.len());
            1
        }
    }
}

/// What `umpire rulebook --uncited` says of a clause no verdict cites and whose catalogue gives
/// no reason (`umpire_harness::rulebook::NO_REASON` begins so).
const NO_REASON: &str = "cited by no verdict, and the catalogue gives no reason";

/// `coverage`: the book of the project's own scenarios, its coverage printed by `umpire`, with
/// every citable clause no verdict cites and the reason its catalogue gives; fails when a
/// scenario fails, a tag names nothing, or a clause no verdict cites has no reason recorded.
pub fn coverage(root: &Path) -> i32 {
    let out = crate::target_dir(root).join(DEFAULT_OUT);
    match run_umpire(root, &out, &[], &["--uncited"]) {
        Ok(made) if made.unexplained > 0 => {
            eprintln!(
                "xtask: coverage: {} clause(s) cited by no verdict with no `not_cited` reason in \
                 their ruleset's clauses.toml: cite each, or record why none can",
                made.unexplained
            );
            1
        }
        Ok(made) => made.code,
        Err(error) => {
            eprintln!("xtask: coverage: {error}");
            1
        }
    }
}

/// Builds `umpire` and runs `umpire rulebook` into `out`, its output passed on as it comes.
///
/// # Errors
/// The build failed, `umpire` could not start, or it refused its input (exit code 2).
pub fn make(root: &Path, out: &Path, select: &[String]) -> Result<Made, String> {
    run_umpire(root, out, select, &[])
}

/// [`make`] with `options` given to `umpire rulebook` too.
fn run_umpire(
    root: &Path,
    out: &Path,
    select: &[String],
    options: &[&str],
) -> Result<Made, String> {
    let umpire = crate::build_umpire(root)?;
    let mut command = Command::new(&umpire);
    command.arg("rulebook").arg("-o").arg(out).args(options);
    if select.is_empty() {
        command.arg("--builtin");
    } else {
        command.args(select);
    }
    let mut child = command
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", umpire.display()))?;
    let mut last = String::new();
    let mut unexplained = 0;
    if let Some(stdout) = child.stdout.take() {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            println!("{line}");
            unexplained += usize::from(line.contains(NO_REASON));
            last = line;
        }
    }
    let status = child.wait().map_err(|e| format!("{}: {e}", umpire.display()))?;
    let code = status.code().unwrap_or(1);
    if code != 0 && code != 1 {
        return Err(format!("umpire rulebook failed (exit code {code})"));
    }
    Ok(Made { code, out: out.to_path_buf(), scenarios: scenario_count(&last), unexplained })
}

/// The count of `N passed, N failed`.
fn scenario_count(line: &str) -> Option<usize> {
    let (passed, failed) = line.strip_suffix(" failed")?.split_once(" passed, ")?;
    Some(passed.parse::<usize>().ok()? + failed.parse::<usize>().ok()?)
}

/// Opens every page of the book in the browser and compares it with what was written.
fn check(made: &Made) -> Result<(), Vec<String>> {
    let browser = browser::find().map_err(|e| vec![e])?;
    let mut pages: Vec<PathBuf> = std::fs::read_dir(&made.out)
        .map_err(|e| vec![format!("{}: {e}", made.out.display())])?
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "html"))
        .collect();
    pages.sort();
    eprintln!("xtask: checking {} page(s) with {}", pages.len(), browser.display());
    let differences = browser::check(&browser, &pages, made.scenarios).map_err(|e| vec![e])?;
    if differences.is_empty() { Ok(()) } else { Err(differences) }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn arguments_are_read() {
        let parse = |args: &[&str]| -> Result<Args, clap::Error> {
            let cli = crate::Cli::try_parse_from(["xtask", "rulebook"].iter().chain(args))?;
            match cli.command {
                Some(crate::Command::Rulebook(args)) => Ok(args),
                other => panic!("not the rulebook: {other:?}"),
            }
        };
        let args = parse(&["-o", "b", "--check", "@hex", "x/"]).unwrap();
        let expected = Args {
            out: Some(PathBuf::from("b")),
            check: true,
            select: vec!["@hex".to_owned(), "x/".to_owned()],
        };
        assert_eq!(args, expected);
        assert_eq!(parse(&[]).unwrap(), Args::default());
        assert!(parse(&["-o"]).unwrap_err().to_string().contains("a value is required"));
        let unknown = parse(&["--chek"]).unwrap_err().to_string();
        assert!(unknown.contains("--chek") && unknown.contains("--check"), "{unknown}");
    }

    #[test]
    fn the_count_is_read_from_the_last_line() {
        assert_eq!(scenario_count("1449 passed, 2 failed"), Some(1451));
        assert_eq!(scenario_count("rulebook written to x"), None);
    }
}
