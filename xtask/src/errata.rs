//! `cargo xtask errata <file>`: what an erratum changes in the acceptance suite.
//!
//! The suite runs twice — with the erratum's own set (`errata/`, or the worked examples of
//! `errata-examples/`) without the erratum, then with it — and the
//! two results files are compared scenario by scenario. The report lists every scenario whose
//! outcome changed (before → after, with its clause tags), the clauses the erratum changes that
//! no scenario tags, and the scenarios tagging a clause it retires. The exit code is 1 while a
//! changed scenario fails with the erratum and is not marked as expected to change (tagged
//! `@erratum-<id>`), or a scenario so marked does not change at all; 0 otherwise; 2 for bad
//! input. Then every recorded game under `games/` is replayed without and with the erratum,
//! and each order whose verdict, cost or stop changes is listed (see [`crate::replay`]). `cargo xtask errata --all` does this for every erratum under `errata/` (CI runs it).

use std::collections::BTreeMap;
use std::env;
use std::ffi::OsString;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

use umpire_scenario::errata::{Catalogue, Edition, Errata, Erratum};

use crate::coverage::looks_like_clause;
use crate::results::{self, Run, ScenarioResult};

/// How many of cargo's last lines are shown when the suite did not run (our choice: enough
/// for a compile error or a panic message, short enough to read).
const TAIL_LINES: usize = 40;

/// Where the two runs keep their results, under the workspace root.
const WORK: &str = "target/errata-check";

/// The command line of `errata`: one erratum, or all of them.
#[derive(Debug, Clone, PartialEq, Eq, clap::Args)]
pub struct Args {
    /// Each erratum under errata/ and errata-examples/ in turn (what CI runs)
    #[arg(long, conflicts_with = "file")]
    pub all: bool,
    /// The erratum to try: errata/RULESET/YYYY-MM-DD-slug.toml
    #[arg(required_unless_present = "all", value_name = "FILE")]
    pub file: Option<PathBuf>,
}

/// Runs the command; its exit code.
pub fn run(root: &Path, args: &Args) -> i32 {
    match &args.file {
        Some(file) if !args.all => run_one(root, file),
        _ => run_all(root),
    }
}

/// The folders of errata: the project's real ones, and the worked examples (judged as a set of
/// their own: an example is tried against the other examples, never against real errata).
const SETS: [&str; 2] = ["errata", "errata-examples"];

/// Every erratum of the project and every worked example in turn (what CI runs); the worst
/// exit code.
fn run_all(root: &Path) -> i32 {
    let mut files: Vec<PathBuf> = Vec::new();
    for set in SETS {
        match Errata::load(&root.join(set)) {
            Ok(errata) if errata.is_empty() => println!("no errata under {set}/"),
            Ok(errata) => files.extend(errata.iter().map(|e| PathBuf::from(&e.origin))),
            Err(error) => {
                eprintln!("xtask errata: {error}");
                return 2;
            }
        }
    }
    files.iter().map(|file| run_one(root, file)).max().unwrap_or(0)
}

/// The set an erratum file belongs to: the folder above its ruleset's (`errata/`,
/// `errata-examples/`).
fn set_of(file: &Path) -> PathBuf {
    file.parent().and_then(Path::parent).map_or_else(|| PathBuf::from("errata"), Path::to_path_buf)
}

/// One erratum; its exit code.
fn run_one(root: &Path, file: &Path) -> i32 {
    match prepare(root, file) {
        Ok(plan) => compare_runs(root, &plan),
        Err(message) => {
            eprintln!("xtask errata: {message}");
            2
        }
    }
}

/// The erratum to try, and its file.
struct Plan {
    erratum: Erratum,
    file: PathBuf,
}

/// Reads and checks the erratum: its name, its keys and the clauses it names.
fn prepare(root: &Path, file: &Path) -> Result<Plan, String> {
    let file = if file.exists() { file.to_path_buf() } else { root.join(file) };
    let text = std::fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
    let erratum = Erratum::parse(&text, &file).map_err(|e| e.to_string())?;
    let catalogue_path = root.join("features").join(&erratum.ruleset).join("clauses.toml");
    if !catalogue_path.exists() {
        return Err(format!(
            "{}: an erratum lives in errata/<ruleset>/, and there is no ruleset {:?} (no {})",
            file.display(),
            erratum.ruleset,
            catalogue_path.display()
        ));
    }
    let catalogue = Catalogue::load(&catalogue_path).map_err(|e| e.to_string())?;
    let project = Errata::load(&set_of(&file)).map_err(|e| e.to_string())?;
    let with = project.with(erratum.clone());
    catalogue.resolve(with.of(&erratum.ruleset), Edition::Latest).map_err(|e| e.to_string())?;
    Ok(Plan { erratum, file })
}

/// Runs the suite both ways and reports; the exit code.
fn compare_runs(root: &Path, plan: &Plan) -> i32 {
    let work = root.join(WORK);
    let mut runs = Vec::new();
    let leave_out = format!("{}/{}", plan.erratum.ruleset, plan.erratum.id);
    for name in ["without", "with"] {
        let results = work.join(format!("{name}.json"));
        let _ = std::fs::remove_file(&results);
        eprintln!("xtask errata: running the acceptance suite {name} {}", plan.erratum.id);
        let cargo = env::var_os("CARGO").unwrap_or_else(|| OsString::from("cargo"));
        let mut command = Command::new(cargo);
        command
            .args(["test", "-q", "--test", "acceptance", "--", "--color", "never"])
            .current_dir(root)
            .env("UMPIRE_ERRATA", set_of(&plan.file))
            .env("UMPIRE_ERRATA_WITHOUT", &leave_out)
            .env("UMPIRE_RESULTS", &results);
        if name == "with" {
            command.env("UMPIRE_ERRATA_WITH", &plan.file);
        } else {
            command.env_remove("UMPIRE_ERRATA_WITH");
        }
        match suite(&mut command, &results) {
            Ok(run) => runs.push(run),
            Err(printed) => {
                eprintln!(
                    "xtask errata: the suite did not run {name} the erratum; the last lines cargo printed:"
                );
                eprintln!("{printed}");
                return 2;
            }
        }
    }
    let [before, after] = <[Run; 2]>::try_from(runs).unwrap_or_else(|_| unreachable!());
    let report = compare(&plan.erratum, &before, &after);
    print!("{}", report.text);
    eprintln!("xtask errata: replaying the recorded games under games/ without and with it");
    let games = crate::replay::replay(root, &set_of(&plan.file), &plan.file, &plan.erratum.ruleset);
    print!("{}", games.text);
    eprintln!(
        "xtask errata: {} scenario(s) changed, {} need attention; {} order(s) of recorded games changed",
        report.changed.len(),
        report.problems + games.problems,
        games.changed
    );
    i32::from(report.problems + games.problems > 0)
}

/// Runs the suite with `command` and reads the results file it writes to `results`.
///
/// A failing suite is what an erratum often causes, so cargo's own report of it (its "FAILED"
/// and "process didn't exit successfully" lines) is kept back: the results file tells what
/// failed. When no results file came of the run, the error is the end of what cargo printed.
fn suite(command: &mut Command, results: &Path) -> Result<Run, String> {
    let printed = match command.output() {
        Ok(output) => {
            let mut text = String::from_utf8_lossy(&output.stdout).into_owned();
            text.push_str(&String::from_utf8_lossy(&output.stderr));
            text
        }
        Err(err) => format!("cannot run {}: {err}", command.get_program().to_string_lossy()),
    };
    results::read(results).map_err(|_| tail(&printed, TAIL_LINES))
}

/// The last `lines` lines of `text` (all of it if shorter), indented under xtask's line.
fn tail(text: &str, lines: usize) -> String {
    let all: Vec<&str> = text.lines().collect();
    let start = all.len().saturating_sub(lines);
    let mut out: Vec<String> = all[start..].iter().map(|l| format!("  {l}")).collect();
    if start > 0 {
        out.insert(0, format!("  … ({start} line(s) before)"));
    }
    out.join("\n")
}

/// What the comparison found.
#[derive(Debug)]
pub struct Report {
    /// The report, for a maintainer.
    pub text: String,
    /// How many things need the maintainer (each makes the command fail).
    pub problems: usize,
    /// The scenarios that changed, as `feature:line`.
    pub changed: Vec<String>,
}

/// Compares the runs without (`before`) and with (`after`) `erratum`.
pub fn compare(erratum: &Erratum, before: &Run, after: &Run) -> Report {
    let key = |s: &ScenarioResult| (s.feature.clone(), s.line);
    let old: BTreeMap<_, &ScenarioResult> = before.scenarios.iter().map(|s| (key(s), s)).collect();
    let tag = erratum.tag();
    let mut text = String::new();
    let mut problems = 0;
    let mut changed = Vec::new();
    let _ = writeln!(
        text,
        "erratum {} ({}, {}): {}",
        erratum.id, erratum.ruleset, erratum.date, erratum.title
    );
    let mut lines = String::new();
    for now in &after.scenarios {
        let marked = now.tags.contains(&tag);
        let Some(was) = old.get(&key(now)) else { continue };
        if (&was.status, &was.message) == (&now.status, &now.message) {
            if marked {
                problems += 1;
                let _ = writeln!(
                    lines,
                    "  ✗ {}  {}\n      is tagged @{tag} but the erratum does not change it ({})",
                    now.place(),
                    now.name,
                    now.status
                );
            }
            continue;
        }
        changed.push(now.place());
        let clauses: Vec<&str> =
            now.tags.iter().map(String::as_str).filter(|t| looks_like_clause(t)).collect();
        let (mark, verdict) = match (now.passed(), marked) {
            (true, true) => ("✓", "updated for the erratum (tagged)".to_owned()),
            (true, false) => {
                ("✓", format!("updated for the erratum; tag it @{tag} so the rulebook links them"))
            }
            (false, true) => (
                "✓",
                "marked as expected to change; its expectation still needs updating".to_owned(),
            ),
            (false, false) => {
                problems += 1;
                (
                    "✗",
                    format!(
                        "not yet updated: change its expectation to the new rule, pin the old \
                         rule with @edition-base, or tag it @{tag}"
                    ),
                )
            }
        };
        let _ = writeln!(lines, "  {mark} {}  {}  [{}]", now.place(), now.name, clauses.join(" "));
        let _ = writeln!(lines, "      without: {}", outcome(was));
        let _ = writeln!(lines, "      with:    {}", outcome(now));
        let _ = writeln!(lines, "      {verdict}");
    }
    let _ = writeln!(text, "\n{} scenario(s) change with it:", changed.len());
    text.push_str(&lines);
    let tagged: Vec<&str> =
        after.scenarios.iter().flat_map(|s| s.tags.iter().map(String::as_str)).collect();
    let untagged: Vec<&str> =
        erratum.changed_clauses().into_iter().filter(|id| !tagged.contains(id)).collect();
    if !untagged.is_empty() {
        let _ = writeln!(
            text,
            "\nclauses the erratum changes that no scenario tags: {}",
            untagged.join(", ")
        );
    }
    for retired in &erratum.retired {
        let tagging: Vec<String> = after
            .scenarios
            .iter()
            .filter(|s| s.tags.contains(&retired.id) && !s.tags.iter().any(|t| t == "edition-base"))
            .map(ScenarioResult::place)
            .collect();
        if !tagging.is_empty() {
            let _ = writeln!(
                text,
                "\nscenarios still tagging {} (retired): {}",
                retired.id,
                tagging.join(", ")
            );
        }
    }
    let _ = writeln!(
        text,
        "\n{}",
        if problems == 0 {
            "every change is accounted for".to_owned()
        } else {
            format!("{problems} scenario(s) need attention (marked ✗)")
        }
    );
    Report { text, problems, changed }
}

/// `passed`, or `failed: <the first line of the failure>`.
fn outcome(result: &ScenarioResult) -> String {
    match &result.message {
        None => result.status.clone(),
        Some(message) => {
            // Cucumber wraps a failed step's message: keep the step's own words.
            let message = message.trim_start_matches("Step panicked. Captured output:").trim();
            let first = message.lines().find(|l| !l.trim().is_empty()).unwrap_or_default();
            format!("{}: {}", result.status, first.trim().trim_end_matches(':'))
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;

    fn result(line: usize, tags: &[&str], passed: bool) -> ScenarioResult {
        ScenarioResult {
            feature: "features/strategic/x.feature".into(),
            line,
            name: format!("scenario {line}"),
            tags: tags.iter().map(|t| (*t).to_owned()).collect(),
            status: if passed { "passed" } else { "failed" }.into(),
            message: (!passed).then(|| "the move costs 4 MP, not 3".to_owned()),
            verdict: None,
            cited: Vec::new(),
            picture: None,
        }
    }

    fn erratum() -> Erratum {
        let text = "title = \"Swamp costs 3\"\ntouches = [\"STR-1\", \"STR-9\"]\n";
        Erratum::parse(text, Path::new("errata/strategic/2026-12-01-swamp.toml")).unwrap()
    }

    fn run(scenarios: Vec<ScenarioResult>) -> Run {
        Run { errata: Vec::new(), scenarios }
    }

    #[test]
    fn a_failing_suite_that_wrote_its_results_is_read_quietly() {
        let dir = std::env::temp_dir().join(format!("xtask-errata-suite-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let results = dir.join("results.json");
        std::fs::write(&results, r#"{"scenarios": []}"#).unwrap();
        // What cargo prints when the suite fails, as the erratum expects it to.
        let mut failing = Command::new("sh");
        failing.args(["-c", "echo 'test result: FAILED'; echo \"error: process didn't exit successfully\" >&2; exit 1"]);
        let run = suite(&mut failing, &results).expect("the results were written");
        assert!(run.scenarios.is_empty());
        // No results file: the error is what cargo printed, its last lines.
        std::fs::remove_file(&results).unwrap();
        let mut broken = Command::new("sh");
        broken.args(["-c", "for i in $(seq 1 50); do echo line $i; done; echo 'error[E0425]: cannot find value' >&2; exit 101"]);
        let err = suite(&mut broken, &results).expect_err("no results file");
        assert!(err.contains("error[E0425]: cannot find value"), "{err}");
        assert!(err.contains("line 50") && !err.contains("line 5\n"), "{err}");
        assert!(err.starts_with("  … (11 line(s) before)"), "{err}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn an_unmarked_scenario_the_erratum_breaks_is_a_problem() {
        let before = run(vec![result(3, &["STR-1"], true), result(9, &["STR-2"], true)]);
        let after = run(vec![result(3, &["STR-1"], false), result(9, &["STR-2"], true)]);
        let report = compare(&erratum(), &before, &after);
        assert_eq!(report.changed, ["features/strategic/x.feature:3"]);
        assert_eq!(report.problems, 1, "{}", report.text);
        assert!(report.text.contains("without: passed"), "{}", report.text);
        assert!(report.text.contains("with:    failed: the move costs 4 MP"), "{}", report.text);
        assert!(report.text.contains("no scenario tags: STR-9"), "{}", report.text);
    }

    #[test]
    fn updated_and_marked_scenarios_are_accounted_for() {
        let mark = "erratum-2026-12-01-swamp";
        let before = run(vec![result(3, &["STR-1", mark], false), result(5, &[mark], true)]);
        let after = run(vec![result(3, &["STR-1", mark], true), result(5, &[mark], false)]);
        let report = compare(&erratum(), &before, &after);
        assert_eq!(report.changed.len(), 2);
        assert_eq!(report.problems, 0, "{}", report.text);
    }

    #[test]
    fn a_marked_scenario_the_erratum_leaves_alone_is_a_problem() {
        let mark = "erratum-2026-12-01-swamp";
        let before = run(vec![result(3, &[mark], true)]);
        let report = compare(&erratum(), &before, &before.clone());
        assert_eq!(report.problems, 1, "{}", report.text);
        assert!(report.text.contains("does not change it"), "{}", report.text);
    }
}
