//! `cargo xtask rulebook [-o PATH] [--no-run] [--check] [PATH|@TAG|NAME…]`: the living rulebook, a static HTML
//! site that shows every rule clause next to the scenarios that trace it.
//!
//! Unless `--no-run` is given, the acceptance suite runs first with pictures
//! (`UMPIRE_PICTURES=1`), so the harness writes its results file and an SVG map per scenario
//! under `target/acceptance/`. Then the book is made from:
//!
//! * the clause catalogues `features/<ruleset>/clauses.toml`, each resolved with the errata in
//!   `errata/<ruleset>/` as the latest edition reads them;
//! * the results file ([`crate::results`]); a scenario of the features the results do not
//!   mention (a partial run, or no results at all with `--no-run`) is shown as *not run*.
//!
//! It writes `index.html` (or the `-o` file) with one row per ruleset, a page `<ruleset>.html`
//! per ruleset beside it, and the pictures under `pictures/`. Everything is read before anything
//! is written. With `--check`, each page is then opened in headless Chromium ([`browser`]) and
//! the DOM compared with what was written.
//!
//! The exit code says whether the book was made (and passed `--check`); failed scenarios are
//! shown in it and counted on stderr, but do not fail the command.

mod browser;
mod entry;
mod filter;
mod html;
mod stamp;

use std::collections::BTreeSet;
use std::env;
use std::ffi::OsString;
use std::fs;
use std::path::{Component, Path, PathBuf};
use std::process::Command;
use std::time::{Duration, SystemTime};

use umpire_scenario::errata::{Catalogue, Edition, Errata};

use crate::{gherkin, results};
use html::{Context, Home, Picture, Ruleset, Scenario, Status};
use stamp::relative_href;

/// Where the index goes when no `-o` is given, under the workspace root.
const DEFAULT_OUT: &str = "target/rulebook/index.html";

/// The command line of `rulebook`.
#[derive(Debug, Clone, Default, PartialEq, Eq, clap::Args)]
pub struct Args {
    /// The index page to write (default target/rulebook/index.html); the ruleset pages and
    /// pictures go in the same folder
    #[arg(short = 'o', long = "output", value_name = "PATH", value_parser = index_file)]
    pub output: Option<PathBuf>,
    /// Use the last results instead of running the acceptance suite
    #[arg(long)]
    pub no_run: bool,
    /// Open the pages in headless Chromium and check what it shows
    #[arg(long)]
    pub check: bool,
    /// Run only these scenarios: feature files or folders (anywhere), @tags or words of
    /// scenario names, as `cargo xtask scenarios` takes them; everything when none is given
    #[arg(value_name = "PATH|@TAG|NAME")]
    pub select: Vec<String>,
}

/// What `rulebook` was asked to do, defaults filled in.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Options {
    /// The index file; the other pages go beside it.
    out: PathBuf,
    /// Whether to run the acceptance suite first.
    run_suite: bool,
    /// Whether to check the pages in a browser afterwards.
    check: bool,
    /// What the suite runs; everything when empty.
    select: Vec<String>,
}

impl Options {
    fn of(args: &Args, root: &Path) -> Self {
        Options {
            out: args.output.clone().unwrap_or_else(|| root.join(DEFAULT_OUT)),
            run_suite: !args.no_run,
            check: args.check,
            select: args.select.clone(),
        }
    }
}

/// A path for the index page: one that names a file.
fn index_file(value: &str) -> Result<PathBuf, String> {
    let path = PathBuf::from(value);
    match path.file_name() {
        Some(_) => Ok(path),
        None => Err(format!("{value} names no file for the index")),
    }
}

/// `rulebook`.
pub fn run(root: &Path, args: &Args) -> i32 {
    match make(root, &Options::of(args, root)) {
        Ok(code) => code,
        Err(error) => {
            eprintln!("xtask: rulebook: {error}");
            1
        }
    }
}

/// Runs the suite (unless told not to), reads everything, writes the book, checks it if
/// asked; the exit code.
fn make(root: &Path, options: &Options) -> Result<i32, String> {
    let results_path = results::path(root);
    let suite = if options.run_suite {
        Some(run_suite(root, &results_path, &options.select)?)
    } else {
        None
    };
    let book = read_book(root, &results_path)?;
    let pages = render(&book, &options.out)?;
    write_book(&pages, &book.copies)?;
    report(&book, &options.out, suite);
    if !options.check {
        return Ok(0);
    }
    let browser = browser::find()?;
    eprintln!("xtask: checking {} page(s) with {}", pages.len(), browser.display());
    let expected: Vec<browser::Expected> = pages.into_iter().map(|p| p.expected).collect();
    // Named as the pages name them (a feature outside the workspace by its link).
    let folder = options.out.parent().unwrap_or(Path::new("."));
    let every: Vec<String> =
        linked(root, folder, &book.scenarios).iter().map(Scenario::place).collect();
    let differences = browser::check(&browser, &expected, &every)?;
    for difference in &differences {
        eprintln!("xtask: rulebook --check: {difference}");
    }
    if differences.is_empty() {
        eprintln!("xtask: rulebook --check: every page shows what was written");
        Ok(0)
    } else {
        eprintln!("xtask: rulebook --check FAILED: {} difference(s)", differences.len());
        Ok(1)
    }
}

/// Runs the acceptance suite with pictures, on the scenarios `select` chooses (all when empty);
/// its exit code. Fails when the run left no fresh results file at `results_path`.
fn run_suite(root: &Path, results_path: &Path, select: &[String]) -> Result<i32, String> {
    // File times may be coarse: a little slack keeps a results file written at once fresh.
    let started = SystemTime::now() - Duration::from_secs(2);
    let cargo = env::var_os("CARGO").unwrap_or_else(|| OsString::from("cargo"));
    let mut command = Command::new(cargo);
    let cwd = env::current_dir().unwrap_or_else(|_| root.to_path_buf());
    command.args(crate::scenario_args(select, &cwd)).env("UMPIRE_PICTURES", "1").current_dir(root);
    let code = crate::run(&mut command);
    let written = fs::metadata(results_path).and_then(|m| m.modified()).ok();
    if written.is_none_or(|time| time < started) {
        return Err(format!(
            "the acceptance suite (exit code {code}) wrote no results to {}; the rulebook needs \
             them (or use --no-run)",
            results_path.display()
        ));
    }
    Ok(code)
}

/// Everything the book is made from.
#[derive(Debug, Clone)]
struct Book {
    /// The workspace root the feature paths are relative to.
    root: PathBuf,
    rulesets: Vec<Ruleset>,
    /// Every scenario, by feature and line.
    scenarios: Vec<Scenario>,
    context: Context,
    /// The pictures to copy.
    copies: Vec<PictureCopy>,
    /// Pictures the results name that are not there.
    missing_pictures: usize,
}

/// A picture to copy into the book.
#[derive(Debug, Clone, PartialEq, Eq)]
struct PictureCopy {
    /// Where the harness left it.
    from: PathBuf,
    /// Where it goes, relative to the book's folder.
    to: String,
}

/// Reads the catalogues, the errata, the features and the results.
fn read_book(root: &Path, results_path: &Path) -> Result<Book, String> {
    let rulesets = read_rulesets(root)?;
    let scanned = scan_features(root)?;
    let run = if results_path.exists() {
        Some(results::read_shown(results_path)?)
    } else {
        eprintln!(
            "xtask: no results at {}: every scenario is shown as not run (run the suite: \
             cargo xtask rulebook without --no-run)",
            results_path.display()
        );
        None
    };
    let mut copies = Vec::new();
    let mut missing_pictures = 0;
    let mut scenarios = Vec::new();
    if let Some(run) = &run {
        let folder = results_path.parent().unwrap_or(Path::new("."));
        for record in &run.scenarios {
            let (scenario, copy) = from_record(root, results_path, folder, record)?;
            missing_pictures += usize::from(matches!(scenario.picture, Picture::Missing(_)));
            if copy.as_ref().is_some_and(|c| !copies.contains(c)) {
                copies.extend(copy);
            }
            scenarios.push(scenario);
        }
    }
    let ran: BTreeSet<(String, usize)> =
        scenarios.iter().map(|s| (s.feature.clone(), s.line)).collect();
    scenarios.extend(scanned.into_iter().filter(|s| !ran.contains(&(s.feature.clone(), s.line))));
    scenarios.sort_by(|a, b| (&a.feature, a.line).cmp(&(&b.feature, b.line)));
    let shown_results = shown_path(root, results_path);
    let source = match &run {
        Some(run) => {
            let mut source = format!("the results at {shown_results}");
            if let Some(warning) = errata_mismatch(&rulesets, &run.errata) {
                eprintln!("xtask: warning: {warning}");
                source.push_str(&format!(" (beware: {warning})"));
            }
            source
        }
        None => format!("none: no results at {shown_results}, so no scenario has run"),
    };
    let date = run.as_ref().and_then(|_| fs::metadata(results_path).ok()?.modified().ok());
    let errata = run.map(|r| r.errata).unwrap_or_default();
    let context = Context {
        source,
        errata,
        index: String::new(),
        date: date.map(stamp::utc_date_time),
        commit: stamp::commit(root),
    };
    Ok(Book { root: root.to_path_buf(), rulesets, scenarios, context, copies, missing_pictures })
}

/// When the run was judged with other errata of the book's rulesets than those in force now,
/// says which.
fn errata_mismatch(rulesets: &[Ruleset], during_run: &[String]) -> Option<String> {
    let now: BTreeSet<String> = rulesets
        .iter()
        .flat_map(|r| r.errata.iter().map(move |e| format!("{}/{}", r.name(), e.id)))
        .collect();
    let ours =
        |entry: &&String| rulesets.iter().any(|r| entry.starts_with(&format!("{}/", r.name())));
    let then: BTreeSet<String> = during_run.iter().filter(ours).cloned().collect();
    if now == then {
        return None;
    }
    let list = |set: &BTreeSet<String>| {
        if set.is_empty() {
            "none".to_owned()
        } else {
            set.iter().cloned().collect::<Vec<_>>().join(", ")
        }
    };
    Some(format!(
        "the results were judged with errata {} but {} are in force now; run the suite again",
        list(&then),
        list(&now)
    ))
}

/// Every `features/<ruleset>/clauses.toml`, resolved with the project's errata, by folder.
fn read_rulesets(root: &Path) -> Result<Vec<Ruleset>, String> {
    // Shown relative to the workspace, as a maintainer would type them.
    let relative = |errata: Errata| {
        Errata::from_errata(errata.iter().cloned().map(|mut erratum| {
            let path = Path::new(&erratum.origin);
            if let Ok(relative) = path.strip_prefix(root) {
                erratum.origin = relative.display().to_string();
            }
            erratum
        }))
    };
    let errata = relative(Errata::load(&root.join("errata")).map_err(|e| e.to_string())?);
    let examples =
        relative(Errata::load(&root.join("errata-examples")).map_err(|e| e.to_string())?);
    let mut rulesets: Vec<Ruleset> = Vec::new();
    for (folder, path) in catalogue_paths(root)? {
        let shown = format!("features/{folder}/clauses.toml");
        let text = fs::read_to_string(&path).map_err(|e| format!("{shown}: {e}"))?;
        let base = Catalogue::parse(&text, &shown).map_err(|e| e.to_string())?;
        let name = &base.ruleset;
        if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || "-_".contains(c)) {
            return Err(format!(
                "{shown}: ruleset {name:?} cannot name a page: use letters, digits, - and _"
            ));
        }
        if let Some(other) = rulesets.iter().find(|r| r.name() == name) {
            return Err(format!("{shown}: ruleset {name:?} is {} too", other.catalogue_path));
        }
        let catalogue =
            base.resolve(errata.of(name), Edition::Latest).map_err(|e| e.to_string())?;
        let in_force = errata.in_force(name, Edition::Latest).cloned().collect();
        rulesets.push(Ruleset {
            catalogue_path: shown,
            folder: format!("features/{folder}/"),
            catalogue,
            errata: in_force,
            examples: examples.in_force(name, Edition::Latest).cloned().collect(),
        });
    }
    Ok(rulesets)
}

/// The folders of `features/` that hold a `clauses.toml`, with its path, sorted.
fn catalogue_paths(root: &Path) -> Result<Vec<(String, PathBuf)>, String> {
    let features = root.join("features");
    let entries = fs::read_dir(&features).map_err(|e| format!("{}: {e}", features.display()))?;
    let mut out = Vec::new();
    for entry in entries {
        let entry = entry.map_err(|e| format!("{}: {e}", features.display()))?;
        let path = entry.path().join("clauses.toml");
        if path.is_file() {
            out.push((entry.file_name().to_string_lossy().into_owned(), path));
        }
    }
    out.sort();
    Ok(out)
}

/// `path` as a page may show it: relative to the workspace root, or only its file name when
/// it is outside the workspace (no page shows an absolute path).
fn shown_path(root: &Path, path: &Path) -> String {
    let absolute = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
    let root = std::path::absolute(root).unwrap_or_else(|_| root.to_path_buf());
    match absolute.strip_prefix(&root) {
        Ok(relative) => relative.to_string_lossy().replace('\\', "/"),
        Err(_) => path.file_name().map_or_else(String::new, |n| n.to_string_lossy().into_owned()),
    }
}

/// A results record as a scenario of the book, and the picture to copy for it.
fn from_record(
    root: &Path,
    results_path: &Path,
    folder: &Path,
    shown: &results::Shown,
) -> Result<(Scenario, Option<PictureCopy>), String> {
    let record = &shown.result;
    let place = record.place();
    let status = Status::parse(&record.status).ok_or_else(|| {
        format!(
            "{}: {place}: status {:?} is none of passed, failed, skipped",
            results_path.display(),
            record.status
        )
    })?;
    let feature = Path::new(&record.feature);
    let feature = feature.strip_prefix(root).unwrap_or(feature).to_string_lossy().into_owned();
    let (picture, copy) = match &record.picture {
        None => (Picture::None, None),
        Some(picture) => picture_of(results_path, folder, &place, picture)?,
    };
    let scenario = Scenario {
        feature,
        line: record.line,
        name: record.name.clone(),
        tags: record.tags.clone(),
        status,
        message: record.message.clone(),
        verdict: record.verdict.clone(),
        picture,
        steps: shown.steps.clone(),
        caption: shown.caption.clone(),
        table: shown.table,
        link: String::new(),
        home: Home::Clauses,
        unknown_tags: Vec::new(),
    };
    Ok((scenario, copy))
}

/// A picture the results name (relative to their folder): where the book shows it and what to
/// copy, or that it is missing. A path out of the results folder is refused.
fn picture_of(
    results_path: &Path,
    folder: &Path,
    place: &str,
    picture: &str,
) -> Result<(Picture, Option<PictureCopy>), String> {
    let relative = Path::new(picture);
    if !relative.components().all(|c| matches!(c, Component::Normal(_))) {
        return Err(format!(
            "{}: {place}: picture {picture:?} should be a path inside the results folder",
            results_path.display()
        ));
    }
    let from = folder.join(relative);
    let Ok(bytes) = fs::read(&from) else {
        return Ok((Picture::Missing(picture.to_owned()), None));
    };
    // Scenarios that leave the same picture share one file.
    let to = format!("pictures/{:016x}.svg", fnv1a(&bytes));
    Ok((Picture::At(to.clone()), Some(PictureCopy { from, to })))
}

/// The 64-bit FNV-1a hash of `bytes`: a picture's file name, so equal pictures share one.
fn fnv1a(bytes: &[u8]) -> u64 {
    const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
    const PRIME: u64 = 0x0100_0000_01b3;
    bytes.iter().fold(OFFSET, |hash, &byte| (hash ^ u64::from(byte)).wrapping_mul(PRIME))
}

/// Every scenario of the features, as not run, with the tags that apply to it.
fn scan_features(root: &Path) -> Result<Vec<Scenario>, String> {
    let files = gherkin::feature_files(&root.join("features"))
        .map_err(|e| format!("cannot list the features: {e}"))?;
    let mut out = Vec::new();
    for path in files {
        let shown = path.strip_prefix(root).unwrap_or(&path).to_string_lossy().replace('\\', "/");
        let text = fs::read_to_string(&path).map_err(|e| format!("{shown}: {e}"))?;
        out.extend(scenarios_of(&shown, &text)?);
    }
    Ok(out)
}

/// The scenarios of one feature file, as not run, as cucumber runs them
/// ([`gherkin::runs`]): a plain scenario at its line, an outline once per example row.
fn scenarios_of(feature: &str, text: &str) -> Result<Vec<Scenario>, String> {
    let runs = gherkin::runs(text).map_err(|e| format!("{feature}: {e}"))?;
    Ok(runs.into_iter().map(|run| not_run(feature, run.line, run.name, run.tags)).collect())
}

/// A scenario that has not run.
fn not_run(feature: &str, line: usize, name: String, tags: Vec<String>) -> Scenario {
    Scenario {
        feature: feature.to_owned(),
        line,
        name,
        tags,
        status: Status::NotRun,
        message: None,
        verdict: None,
        picture: Picture::None,
        steps: Vec::new(),
        caption: None,
        table: false,
        link: String::new(),
        home: Home::Clauses,
        unknown_tags: Vec::new(),
    }
}

/// One page of the book: where it goes, its text, and what the browser check expects of it.
struct Page {
    text: String,
    expected: browser::Expected,
}

/// The index and every ruleset's page, in memory.
fn render(book: &Book, out: &Path) -> Result<Vec<Page>, String> {
    let folder = out.parent().unwrap_or(Path::new("."));
    let index_name = out.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    if let Some(clash) = book.rulesets.iter().find(|r| r.page() == index_name) {
        return Err(format!(
            "{}: the page of ruleset {} has that name",
            out.display(),
            clash.name()
        ));
    }
    let context = Context { index: index_name, ..book.context.clone() };
    let mut scenarios = linked(&book.root, folder, &book.scenarios);
    html::find_homes(&book.rulesets, &mut scenarios);
    let index = html::index(&book.rulesets, &scenarios, &context);
    let mut pages = vec![Page {
        expected: browser::Expected {
            page: out.to_path_buf(),
            clauses: Vec::new(),
            rulesets: book.rulesets.iter().map(|r| r.name().to_owned()).collect(),
            places: html::places(&index),
            filters: vec![("status=failed".to_owned(), html::count_status(&index, "failed"))],
        },
        text: index,
    }];
    for ruleset in &book.rulesets {
        let text = html::ruleset_page(ruleset, &scenarios, &context);
        let mut filters = vec![("status=failed".to_owned(), html::count_status(&text, "failed"))];
        if let Some((clause, entries)) = html::busiest_clause(ruleset, &scenarios) {
            filters.push((format!("clause={}", html::href(&clause)), entries));
        }
        pages.push(Page {
            expected: browser::Expected {
                page: folder.join(ruleset.page()),
                clauses: ruleset.catalogue.clauses.iter().map(|c| c.id.clone()).collect(),
                rulesets: Vec::new(),
                places: html::places(&text),
                filters,
            },
            text,
        });
    }
    Ok(pages)
}

/// The scenarios with the link from the pages' folder to each one's feature file; a feature
/// outside the workspace is shown by that link, not by its absolute path.
fn linked(root: &Path, folder: &Path, scenarios: &[Scenario]) -> Vec<Scenario> {
    let absolute = |path: &Path| std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
    let (root, folder) = (absolute(root), absolute(folder));
    scenarios
        .iter()
        .cloned()
        .map(|mut scenario| {
            let feature = Path::new(&scenario.feature);
            let outside = feature.is_absolute();
            scenario.link = relative_href(&folder, &root.join(feature));
            if outside {
                scenario.feature.clone_from(&scenario.link);
            }
            scenario
        })
        .collect()
}

/// Writes the pictures, then the pages.
fn write_book(pages: &[Page], copies: &[PictureCopy]) -> Result<(), String> {
    let Some(index) = pages.first() else { return Ok(()) };
    let folder = index.expected.page.parent().unwrap_or(Path::new("."));
    let folder = if folder.as_os_str().is_empty() { Path::new(".") } else { folder };
    let made =
        |path: &Path| fs::create_dir_all(path).map_err(|e| format!("{}: {e}", path.display()));
    made(folder)?;
    for copy in copies {
        let to = folder.join(&copy.to);
        if let Some(parent) = to.parent() {
            made(parent)?;
        }
        fs::copy(&copy.from, &to)
            .map_err(|e| format!("copying {} to {}: {e}", copy.from.display(), to.display()))?;
    }
    for page in pages {
        let path = &page.expected.page;
        fs::write(path, &page.text).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    remove_stale_pictures(&folder.join("pictures"), copies);
    Ok(())
}

/// Removes from `pictures` the pictures an earlier book wrote that this one does not show: the
/// files named as [`picture_of`] names them (16 hex digits, `.svg`), and no others.
fn remove_stale_pictures(pictures: &Path, copies: &[PictureCopy]) {
    let Ok(entries) = fs::read_dir(pictures) else { return };
    let kept: BTreeSet<&str> =
        copies.iter().filter_map(|c| c.to.strip_prefix("pictures/")).collect();
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let ours = name
            .strip_suffix(".svg")
            .is_some_and(|stem| stem.len() == 16 && stem.chars().all(|c| c.is_ascii_hexdigit()));
        if ours && !kept.contains(name.as_str()) {
            // A picture left behind only costs room: not worth failing the book over.
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// Says on stderr what was written and how the scenarios fared.
fn report(book: &Book, out: &Path, suite: Option<i32>) {
    let count = |status: &str| book.scenarios.iter().filter(|s| s.status.hook() == status).count();
    let (passed, failed, not_run) = (count("passed"), count("failed"), count("not-run"));
    let clauses: usize = book.rulesets.iter().map(|r| r.catalogue.clauses.len()).sum();
    eprintln!(
        "xtask: rulebook written to {}: {} ruleset(s), {clauses} clauses; {} scenarios: \
         {passed} passed, {failed} failed, {not_run} not run",
        out.display(),
        book.rulesets.len(),
        book.scenarios.len(),
    );
    if book.missing_pictures > 0 {
        eprintln!(
            "xtask: {} picture(s) named in the results were not found",
            book.missing_pictures
        );
    }
    if failed > 0 {
        eprintln!("xtask: {failed} scenario(s) failed: the rulebook shows why");
    } else if let Some(code) = suite.filter(|&c| c != 0) {
        eprintln!("xtask: the acceptance suite failed (exit code {code}); see its output above");
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;

    fn strings(args: &[&str]) -> Vec<String> {
        args.iter().map(|&a| a.to_owned()).collect()
    }

    #[test]
    fn arguments_are_read() {
        let root = Path::new("/r");
        let parse = |args: &[&str]| -> Result<Options, clap::Error> {
            let cli = crate::Cli::try_parse_from(["xtask", "rulebook"].iter().chain(args))?;
            match cli.command {
                Some(crate::Command::Rulebook(args)) => Ok(Options::of(&args, root)),
                other => panic!("not the rulebook: {other:?}"),
            }
        };
        let options = parse(&["--no-run", "-o", "b/i.html", "--check", "@hex", "x/"]).unwrap();
        let expected = Options {
            out: PathBuf::from("b/i.html"),
            run_suite: false,
            check: true,
            select: strings(&["@hex", "x/"]),
        };
        assert_eq!(options, expected);
        assert_eq!(parse(&["--output=b/i.html"]).unwrap().out, PathBuf::from("b/i.html"));
        let default = parse(&[]).unwrap();
        assert_eq!(default.out, root.join(DEFAULT_OUT));
        assert!(default.run_suite && !default.check);
        assert_eq!(parse(&["--help"]).unwrap_err().kind(), clap::error::ErrorKind::DisplayHelp);
        assert!(parse(&["-o"]).unwrap_err().to_string().contains("a value is required"));
        assert!(parse(&["-o", ".."]).unwrap_err().to_string().contains("names no file"));
        let unknown = parse(&["--chek"]).unwrap_err().to_string();
        assert!(unknown.contains("--chek") && unknown.contains("--check"), "{unknown}");
    }

    const FEATURE: &str = "@ruleset
Feature: Sample

  Background:
    Given a map

  @A-1-01
  Scenario: Plain
    When it moves
      | a | b |

  Rule: Some rule
    @A-1-02
    Scenario Outline: Moves to <to>
      When it moves to <to>
      \"\"\"
      | not | a row |
      \"\"\"

      @A-1-03
      Examples:
        | to    |
        | w3715 |
        | w3914 |

      Examples:
        | to    |
        | x0101 |

    Scenario: After the outline
      Then nothing
";

    #[test]
    fn features_are_scanned_as_cucumber_runs_them() {
        let found: Vec<(usize, String, Vec<String>)> = scenarios_of("f.feature", FEATURE)
            .unwrap()
            .into_iter()
            .map(|s| (s.line, s.name, s.tags))
            .collect();
        let tags = |t: &[&str]| strings(t);
        assert_eq!(
            found,
            [
                (8, "Plain".to_owned(), tags(&["ruleset", "A-1-01"])),
                (23, "Moves to w3715".to_owned(), tags(&["ruleset", "A-1-02", "A-1-03"])),
                (24, "Moves to w3914".to_owned(), tags(&["ruleset", "A-1-02", "A-1-03"])),
                (28, "Moves to x0101".to_owned(), tags(&["ruleset", "A-1-02"])),
                (30, "After the outline".to_owned(), tags(&["ruleset"])),
            ]
        );
    }

    /// A fresh folder of its own under the temp folder.
    fn temp_dir(name: &str) -> PathBuf {
        let dir =
            env::temp_dir().join(format!("umpire-rulebook-test-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    /// A workspace with one catalogue (`features/sample/clauses.toml`), one erratum, one
    /// feature, and the folder `features/hex` without a catalogue.
    fn sample_root(name: &str) -> PathBuf {
        let root = temp_dir(name);
        let write = |path: &str, text: &str| {
            let path = root.join(path);
            fs::create_dir_all(path.parent().unwrap()).unwrap();
            fs::write(path, text).unwrap();
        };
        write(
            "features/sample/clauses.toml",
            "ruleset = \"sample\"\n[[clause]]\nid = \"SMP-1-01\"\nsection = \"1\"\n\
             summary = \"Old.\"\n[[clause]]\nid = \"SMP-1-02\"\nsection = \"1\"\n\
             summary = \"Untraced.\"\n",
        );
        write(
            "errata/sample/2026-12-01-new-words.toml",
            "title = \"New words\"\n[[reworded]]\nid = \"SMP-1-01\"\nsummary = \"New.\"\n",
        );
        write(
            "features/sample/a.feature",
            "Feature: A\n  @SMP-1-01\n  Scenario: One\n    Given x\n",
        );
        write("features/hex/b.feature", "Feature: B\n  Scenario: Two\n    Given y\n");
        root
    }

    #[test]
    fn catalogues_are_resolved_with_the_errata() {
        let root = sample_root("errata");
        let rulesets = read_rulesets(&root).unwrap();
        assert_eq!(rulesets.len(), 1, "features/hex has no catalogue");
        let sample = &rulesets[0];
        assert_eq!((sample.name(), sample.folder.as_str()), ("sample", "features/sample/"));
        assert_eq!(sample.catalogue.clause("SMP-1-01").unwrap().summary, "New.");
        assert_eq!(sample.errata.len(), 1);
        // Without results every scenario is there, not run.
        let book = read_book(&root, &root.join("none.json")).unwrap();
        let places: Vec<String> = book.scenarios.iter().map(Scenario::place).collect();
        assert_eq!(places, ["features/hex/b.feature:2", "features/sample/a.feature:3"]);
        assert!(book.scenarios.iter().all(|s| s.status == Status::NotRun));
        let page = html::ruleset_page(sample, &book.scenarios, &book.context);
        assert!(page.contains("<del>Old.</del> → <ins>New.</ins>"));
        assert!(
            page.contains("data-clause=\"SMP-1-02\" data-section=\"1\" data-status=\"uncovered\"")
        );
        let _ = fs::remove_dir_all(&root);
    }

    #[test]
    fn results_judged_with_other_errata_are_flagged() {
        let root = sample_root("mismatch");
        let rulesets = read_rulesets(&root).unwrap();
        let now = ["sample/2026-12-01-new-words".to_owned(), "other/x".to_owned()];
        assert_eq!(errata_mismatch(&rulesets, &now), None);
        let warning = errata_mismatch(&rulesets, &[]).unwrap();
        assert!(warning.contains("errata none but sample/2026-12-01-new-words"), "{warning}");
        let _ = fs::remove_dir_all(&root);
    }

    #[test]
    fn bad_input_is_named() {
        let root = sample_root("bad");
        // A results file that is not JSON, and one with a status no run gives.
        let results = root.join("results.json");
        fs::write(&results, "{ not json").unwrap();
        let error = read_book(&root, &results).unwrap_err();
        assert!(error.starts_with(&results.display().to_string()), "{error}");
        fs::write(
            &results,
            r#"{"scenarios": [{"feature": "features/sample/a.feature", "line": 3, "name": "One",
                "tags": ["SMP-1-01"], "status": "pending", "message": null, "verdict": null,
                "picture": null}]}"#,
        )
        .unwrap();
        let error = read_book(&root, &results).unwrap_err();
        assert!(error.contains("features/sample/a.feature:3: status \"pending\""), "{error}");
        // The same record passing is read, the picture it names missing.
        let text = fs::read_to_string(&results).unwrap().replace("pending", "passed");
        fs::write(&results, text.replace("\"picture\": null", "\"picture\": \"pictures/x.svg\""))
            .unwrap();
        let book = read_book(&root, &results).unwrap();
        assert_eq!(book.missing_pictures, 1);
        assert_eq!(book.scenarios.len(), 2, "the unrun scenario of features/hex is added");
        // A catalogue that does not parse.
        fs::write(root.join("features/sample/clauses.toml"), "ruleset = [").unwrap();
        let error = read_rulesets(&root).unwrap_err();
        assert!(error.starts_with("features/sample/clauses.toml:"), "{error}");
        let _ = fs::remove_dir_all(&root);
    }

    #[test]
    fn features_are_linked_relative_to_the_pages() {
        let mut scenarios = html::tests::sample_scenarios();
        scenarios[1].feature = "/home/editor/mine/try.feature".to_owned();
        let linked = linked(Path::new("/w"), Path::new("/w/target/rulebook"), &scenarios);
        assert_eq!(linked[0].link, "../../features/sample/moving.feature");
        assert_eq!(linked[0].feature, "features/sample/moving.feature");
        // A feature outside the workspace is shown by its link: no absolute path on a page.
        assert_eq!(linked[1].link, "../../../home/editor/mine/try.feature");
        assert_eq!(linked[1].place(), "../../../home/editor/mine/try.feature:9");
        let shown = |path: &str| shown_path(Path::new("/w"), Path::new(path));
        assert_eq!(shown("/w/target/a/results.json"), "target/a/results.json");
        assert_eq!(shown("/tmp/r/results.json"), "results.json");
    }

    #[test]
    fn pictures_outside_the_results_folder_are_refused() {
        let results = Path::new("/r/results.json");
        let folder = Path::new("/r");
        let error = picture_of(results, folder, "f:1", "../../etc/passwd").unwrap_err();
        assert!(error.contains("inside the results folder"), "{error}");
        let (picture, copy) = picture_of(results, folder, "f:1", "pictures/none.svg").unwrap();
        assert_eq!(picture, Picture::Missing("pictures/none.svg".to_owned()));
        assert!(copy.is_none());
    }

    #[test]
    fn a_tiny_book_is_written_and_checked_in_a_browser() {
        let dir = temp_dir("book");
        fs::create_dir_all(dir.join("results/pictures/sample")).unwrap();
        fs::write(
            dir.join("results/pictures/sample/moving-3.svg"),
            "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
        )
        .unwrap();
        let mut scenarios = html::tests::sample_scenarios();
        let (picture, copy) = picture_of(
            Path::new("results.json"),
            &dir.join("results"),
            "x",
            "pictures/sample/moving-3.svg",
        )
        .unwrap();
        scenarios[0].picture = picture;
        let book = Book {
            root: dir.clone(),
            rulesets: vec![html::tests::sample_ruleset()],
            scenarios,
            context: Context {
                source: "a test".to_owned(),
                errata: Vec::new(),
                index: String::new(),
                date: None,
                commit: None,
            },
            copies: copy.into_iter().collect(),
            missing_pictures: 0,
        };
        let out = dir.join("book/index.html");
        let pages = render(&book, &out).unwrap();
        write_book(&pages, &book.copies).unwrap();
        assert!(dir.join("book/sample.html").is_file());
        // Pictures are named by their contents, so equal ones share a file.
        let Picture::At(shown) = &book.scenarios[0].picture else { panic!("a picture") };
        assert!(shown.starts_with("pictures/") && dir.join("book").join(shown).is_file());
        // A picture of an earlier book is removed, a file of someone else's is not.
        let stale = dir.join("book/pictures/0123456789abcdef.svg");
        let theirs = dir.join("book/pictures/mine.svg");
        fs::write(&stale, "<svg/>").unwrap();
        fs::write(&theirs, "<svg/>").unwrap();
        write_book(&pages, &book.copies).unwrap();
        assert!(!stale.exists() && theirs.exists() && dir.join("book").join(shown).is_file());
        match browser::find() {
            Ok(found) => {
                let expected: Vec<browser::Expected> =
                    pages.into_iter().map(|p| p.expected).collect();
                assert_eq!(expected[1].places.len(), 4);
                let every: Vec<String> = book.scenarios.iter().map(Scenario::place).collect();
                let differences = browser::check(&found, &expected, &every).unwrap();
                assert!(differences.is_empty(), "{differences:?}");
                // The check does see a difference.
                let mut wrong = expected[1].clone();
                wrong.clauses.push("SMP-9-99".to_owned());
                wrong.places.push("features/sample/x.feature:1".to_owned());
                wrong.filters.push(("status=failed".to_owned(), 9));
                let unseen = ["features/elsewhere.feature:1".to_owned()];
                let found = browser::check(&found, &[wrong], &unseen).unwrap();
                // The clause, the entry, the entries' count and the unfiltered count, the
                // filter, the unseen scenario.
                assert_eq!(found.len(), 6, "{found:?}");
            }
            Err(why) => eprintln!("NOT RUN: the browser check of the tiny book: {why}"),
        }
        let _ = fs::remove_dir_all(&dir);
    }
}
