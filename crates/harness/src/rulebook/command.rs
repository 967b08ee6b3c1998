//! `umpire rulebook <FILE|FOLDER|@TAG|WORD>… -o DIR`: runs the selection as `umpire test` does
//! (the same selection, the same progress), with pictures, and writes its rulebook to `DIR`.
//!
//! It prints the coverage of the selection per ruleset, every failed scenario once more, where
//! the index is and `N passed, N failed` as its last line; it exits 0 when the book is written
//! and every scenario passed, 1 when it is written with failures (or a tag naming no erratum or
//! edition), 2 on bad input (nothing written).

use std::io::Write;
use std::path::{Path, PathBuf};

use super::{Book, INDEX};
use crate::command::{self, BAD_INPUT, BadInput, FAILED, PASSED, Setup, TestArgs};

/// What `umpire rulebook` is asked to do.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct RulebookArgs {
    /// Feature files or folders (anywhere), @tags, or words of scenario names: the book of the
    /// scenarios any of them selects (every feature under the current folder when only tags or
    /// words are given).
    #[arg(value_name = "FILE|FOLDER|@TAG|WORD")]
    pub select: Vec<String>,
    /// The folder to write the rulebook in (made if need be): index.html, a page per ruleset,
    /// guide.html (the editors' guide), steps.html (the step vocabulary) and pictures/.
    #[arg(short = 'o', long = "out", value_name = "DIR")]
    pub out: PathBuf,
    /// Put the project's own features, built into the command, in the book too.
    #[arg(long)]
    pub builtin: bool,
    /// A folder of scenario files steps may name, looked in after the feature's own folder
    /// (its `<ruleset>/` subfolder first); may be repeated.
    #[arg(long, value_name = "DIR")]
    pub scenarios: Vec<PathBuf>,
    /// A folder of recorded games (orders files) steps may name; may be repeated.
    #[arg(long, value_name = "DIR")]
    pub games: Vec<PathBuf>,
    /// How many scenarios run at once (default: one per core).
    #[arg(long, short = 'j', value_name = "N", default_value_t = 0)]
    pub jobs: usize,
    /// Under each ruleset's coverage, list every citable clause no verdict of the selection
    /// cites, with the reason its catalogue gives (`not_cited`) when it gives one.
    #[arg(long)]
    pub uncited: bool,
}

impl RulebookArgs {
    /// The run it asks for, as `umpire test` reads one.
    fn test_args(&self) -> TestArgs {
        TestArgs {
            select: self.select.clone(),
            scenarios: self.scenarios.clone(),
            games: self.games.clone(),
            builtin: self.builtin,
            jobs: self.jobs,
            ..TestArgs::default()
        }
    }
}

/// Runs `umpire rulebook`: its output on `out`, bad input on standard error; the exit code.
pub fn rulebook(args: &RulebookArgs, setup: &Setup, out: &mut dyn Write) -> u8 {
    match make(args, setup, out) {
        Ok(code) => code,
        Err(BadInput(message)) => {
            let _ = out.flush();
            eprintln!("umpire rulebook: {message}");
            let _ = writeln!(out, "0 passed, 0 failed");
            BAD_INPUT
        }
    }
}

/// The run and the book, or why they cannot be made.
fn make(args: &RulebookArgs, setup: &Setup, out: &mut dyn Write) -> Result<u8, BadInput> {
    let test_args = args.test_args();
    let mut prepared = command::prepare(&test_args, setup)?;
    check_out(&args.out, &prepared.selected)?;
    prepared.suite.pictures = true;
    let source = source(&args.select, args.builtin, prepared.total);
    let ran = command::execute(prepared, &test_args, "umpire rulebook", out);
    let book = Book::new(&ran.results, &ran.suite, source, &args.out)
        .map_err(|e| BadInput(e.to_string()))?;
    book.write(&args.out).map_err(|e| BadInput(e.to_string()))?;
    let results = &ran.results;
    let _ = writeln!(out, "coverage of this selection:");
    for coverage in book.coverage() {
        let _ = writeln!(out, "  {}", coverage.line());
        if args.uncited {
            for line in coverage.uncited_lines() {
                let _ = writeln!(out, "    {line}");
            }
        }
    }
    if book.rulesets.is_empty() {
        let _ = writeln!(out, "  no scenario traces a clause of any ruleset");
    }
    for problem in &book.problems {
        let _ = writeln!(out, "  ✘ {problem}");
    }
    if ran.missing > 0 {
        let _ =
            writeln!(out, "  ✘ {} scenario(s) did not run (a worker could not start)", ran.missing);
    }
    let failed: Vec<_> = results.scenarios.iter().filter(|r| !r.passed()).collect();
    if !failed.is_empty() {
        let _ = writeln!(out, "\nfailed scenarios:");
        for record in failed {
            let _ = writeln!(out, "  {}:{}  {}", record.feature, record.line, record.name);
        }
    }
    let _ = writeln!(out, "rulebook written to {}", args.out.join(INDEX).display());
    let _ = writeln!(out, "{} passed, {} failed", results.passed, results.failed + ran.missing);
    let clean = results.failed == 0 && ran.missing == 0 && book.problems.is_empty();
    Ok(if clean { PASSED } else { FAILED })
}

/// Refuses an output folder that is a file (a selected feature file, say), or where the book
/// would write over a file of the selection.
fn check_out(out: &Path, selected: &crate::runner::Selected) -> Result<(), BadInput> {
    let inputs: Vec<PathBuf> =
        selected.features.iter().filter_map(|f| f.path.as_ref()?.canonicalize().ok()).collect();
    let canonical = out.canonicalize().ok();
    if out.exists() && !out.is_dir() {
        let what = if canonical.as_ref().is_some_and(|c| inputs.contains(c)) {
            "a feature file of the selection"
        } else {
            "a file"
        };
        return Err(BadInput(format!(
            "-o {}: expected a folder to write the rulebook in, but that is {what}",
            out.display()
        )));
    }
    if let Some(folder) = canonical
        && let Some(input) =
            inputs.iter().find(|i| i.parent() == Some(folder.as_path()) && written(i))
    {
        return Err(BadInput(format!(
            "-o {}: the rulebook would write over {}, a file of the selection",
            out.display(),
            input.display()
        )));
    }
    Ok(())
}

/// Whether the book writes a file of this name in its folder (a page: `*.html`).
fn written(path: &Path) -> bool {
    path.extension().is_some_and(|e| e == "html")
}

/// What was run, in words, for the pages.
fn source(select: &[String], builtin: bool, total: usize) -> String {
    let mut what: Vec<String> = select.iter().map(|s| shown_arg(s)).collect();
    if builtin {
        what.push("the project's own features (built in)".to_owned());
    }
    if what.is_empty() {
        what.push("the features under the current folder".to_owned());
    }
    format!("{total} scenario(s) of {}", what.join(", "))
}

/// An argument of the selection as the pages show it: as given, but a whole path by its last
/// folder and name only.
fn shown_arg(arg: &str) -> String {
    let path = Path::new(arg);
    if path.is_absolute() { crate::results::last_two(path) } else { arg.to_owned() }
}
