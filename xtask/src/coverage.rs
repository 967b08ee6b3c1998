//! `cargo xtask coverage`: which rule clauses the scenarios trace, per ruleset, and which the
//! engine's verdicts cite.
//!
//! A ruleset's clause catalogue is `features/<ruleset>/clauses.toml` (a copy of
//! `shared/rules/<ruleset>.toml`): a `ruleset = "..."` name and one `[[clause]]` table per
//! clause with an `id`, a `kind` (`rule`, `exception`, `clarification`, `example`,
//! `design-note`, …) and, optionally, `testable = false` for clauses no scenario can check
//! (design notes). A scenario traces a clause by carrying its id as a tag (`@STR-3.1.1-04`), on
//! the scenario, its feature or one of its `Examples:` tables.
//!
//! For each catalogue it prints two coverages:
//!
//! * **tagged**: how many testable clauses some feature (anywhere under `features/`) tags, and
//!   the list of those none does;
//! * **cited**: how many testable clauses some verdict of the last acceptance run cites — a
//!   refusal, a forced stop or a ledger line of any order a passing scenario judged (the
//!   results file's `cited`, see [`crate::results`]) — and the list of those none does. An
//!   `example` clause is checked by the scenario that plays it, never cited (the engine cites
//!   the rule it illustrates), so examples are left out of this count. A ruleset none of whose
//!   scenarios ran (a partial run, or no results file) is said to be not run rather than
//!   uncited.
//!
//! It fails on a tag that looks like a clause id (capital letters, a dash, anything, a dash, a
//! number: `@STR-3.1.1-04`, `@ACW-RAIL-07`) but names no clause in any catalogue, and on a
//! catalogue it cannot read. A cited id that names no clause is listed as a warning (the results
//! file may be older than the catalogues); cited coverage never fails the run.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

use regex::Regex;

use umpire_scenario::errata::Errata;

use crate::{gherkin, results};

/// A clause catalogue.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Catalogue {
    /// The ruleset's name.
    pub ruleset: String,
    /// Where it was read from, relative to the workspace root.
    pub path: String,
    /// Its clauses, in file order.
    pub clauses: Vec<Clause>,
}

/// One clause of a catalogue.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clause {
    /// Its id, e.g. `STR-3.1.1-04`.
    pub id: String,
    /// Whether a scenario can check it (`testable = false` marks design notes).
    pub testable: bool,
    /// Its kind (`rule`, `exception`, `clarification`, `example`, …; empty when not given).
    pub kind: String,
}

impl Clause {
    /// Whether a verdict can be expected to cite it: a testable clause that is not an example
    /// (an example is played by a scenario; the engine cites the rule it illustrates).
    pub fn citable(&self) -> bool {
        self.testable && self.kind != "example"
    }
}

/// What the verdicts of an acceptance run cited: the union of the `cited` ids of its passing
/// scenarios, and which feature folders it ran scenarios of.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Cited {
    /// Where the run was read from, for the report.
    pub source: String,
    /// Every clause id a passing scenario's verdict or ledger cited.
    pub clauses: BTreeSet<String>,
    /// The feature folders (`features/strategic`) with at least one scenario in the run.
    pub ran: BTreeSet<String>,
    /// How many scenarios passed.
    pub passed: usize,
}

impl Cited {
    /// What `run` (read from `source`) cited.
    pub fn of(source: &str, run: &results::Run) -> Cited {
        let mut cited = Cited { source: source.to_owned(), ..Cited::default() };
        for scenario in &run.scenarios {
            if let Some((folder, _)) = scenario.feature.rsplit_once('/') {
                cited.ran.insert(folder.to_owned());
            }
            if scenario.passed() {
                cited.passed += 1;
                cited.clauses.extend(scenario.cited.iter().cloned());
            }
        }
        cited
    }

    /// Whether the run had scenarios of the features beside catalogue `path`
    /// (`features/strategic/clauses.toml`).
    fn ran_beside(&self, path: &str) -> bool {
        let path = path.replace('\\', "/");
        let folder = path.rsplit_once('/').map_or("", |(folder, _)| folder);
        self.ran.iter().any(|f| f == folder || f.starts_with(&format!("{folder}/")))
    }
}

/// A tag found in a feature, with where it was found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FoundTag {
    /// The tag without its `@`.
    pub name: String,
    /// `features/…/x.feature:12`.
    pub place: String,
}

/// Reads a catalogue's TOML text.
pub fn parse_catalogue(path: &str, text: &str) -> Result<Catalogue, String> {
    let table: toml::Table = toml::from_str(text).map_err(|e| format!("{path}: {e}"))?;
    let ruleset = table
        .get("ruleset")
        .and_then(toml::Value::as_str)
        .ok_or_else(|| format!("{path}: no `ruleset = \"...\"` line"))?
        .to_owned();
    let entries = match table.get("clause") {
        None => &Vec::new(),
        Some(toml::Value::Array(entries)) => entries,
        Some(_) => return Err(format!("{path}: `clause` should be a list of [[clause]] tables")),
    };
    let mut clauses = Vec::new();
    let mut seen = BTreeSet::new();
    for (i, entry) in entries.iter().enumerate() {
        let n = i + 1;
        let id = entry
            .get("id")
            .and_then(toml::Value::as_str)
            .ok_or_else(|| format!("{path}: clause {n} has no `id = \"...\"`"))?;
        let testable = match entry.get("testable") {
            None => true,
            Some(toml::Value::Boolean(b)) => *b,
            Some(other) => {
                return Err(format!(
                    "{path}: clause {id}: `testable` should be true or false, not {other}"
                ));
            }
        };
        if !seen.insert(id.to_owned()) {
            return Err(format!("{path}: clause {id} is listed twice"));
        }
        let kind = entry.get("kind").and_then(toml::Value::as_str).unwrap_or_default().to_owned();
        clauses.push(Clause { id: id.to_owned(), testable, kind });
    }
    Ok(Catalogue { ruleset, path: path.to_owned(), clauses })
}

/// Every `features/<ruleset>/clauses.toml`, sorted by path.
fn read_catalogues(root: &Path) -> Result<Vec<Catalogue>, String> {
    let features = root.join("features");
    let Ok(entries) = fs::read_dir(&features) else {
        return Ok(Vec::new());
    };
    let mut paths: Vec<_> = entries
        .filter_map(|e| e.ok().map(|e| e.path().join("clauses.toml")))
        .filter(|p| p.is_file())
        .collect();
    paths.sort();
    let errata = every_erratum(root)?;
    paths
        .iter()
        .map(|path| {
            let shown = path.strip_prefix(root).unwrap_or(path).display().to_string();
            let text = fs::read_to_string(path).map_err(|e| format!("{shown}: {e}"))?;
            let mut catalogue = parse_catalogue(&shown, &text)?;
            amend(&mut catalogue, &errata);
            Ok(catalogue)
        })
        .collect()
}

/// The catalogue as the latest edition reads it: the clauses the ruleset's errata add need
/// scenarios like any other; the ones they retire no longer do (their ids stay known, for
/// scenarios pinned to an older edition).
fn amend(catalogue: &mut Catalogue, errata: &Errata) {
    for erratum in errata.of(&catalogue.ruleset) {
        for added in &erratum.added {
            catalogue.clauses.push(Clause {
                id: added.id.clone(),
                testable: true,
                kind: "rule".to_owned(),
            });
        }
        for retired in &erratum.retired {
            for clause in catalogue.clauses.iter_mut().filter(|c| c.id == retired.id) {
                clause.testable = false;
            }
        }
    }
}

/// Tags that name an erratum (`@erratum-<id>`) or an edition (`@edition-base`) that does not
/// exist.
/// The project's errata (`errata/`) and the worked examples (`errata-examples/`), which a
/// feature tagged `@errata-examples` is judged with: the clauses either adds, the ids either
/// names.
fn every_erratum(root: &Path) -> Result<Errata, String> {
    let mut all = Vec::new();
    for set in ["errata", "errata-examples"] {
        let errata = Errata::load(&root.join(set)).map_err(|e| e.to_string())?;
        all.extend(errata.iter().cloned());
    }
    Ok(Errata::from_errata(all))
}

fn errata_tag_problems(root: &Path, tags: &[FoundTag]) -> Result<Vec<String>, String> {
    let errata = every_erratum(root)?;
    let ids: Vec<&str> = errata.iter().map(|e| e.id.as_str()).collect();
    let mut problems = Vec::new();
    for tag in tags {
        if let Some(id) = tag.name.strip_prefix("erratum-")
            && !ids.contains(&id)
        {
            let near = umpire_scenario::nearest(id, ids.iter().copied())
                .map(|n| format!(" — did you mean @erratum-{n}?"))
                .unwrap_or_default();
            problems.push(format!(
                "{}: @{} names no erratum under errata/ or errata-examples/{near}",
                tag.place, tag.name
            ));
        }
        if let Some(edition) = tag.name.strip_prefix("edition-")
            && let Err(message) = edition.parse::<umpire_scenario::errata::Edition>()
        {
            problems.push(format!("{}: @{}: {message}", tag.place, tag.name));
        }
    }
    Ok(problems)
}

/// Every tag of every feature under `features/`.
fn read_tags(root: &Path) -> Result<Vec<FoundTag>, String> {
    let files = gherkin::feature_files(&root.join("features"))
        .map_err(|e| format!("cannot list the features: {e}"))?;
    let mut tags = Vec::new();
    for path in files {
        let shown = path.strip_prefix(root).unwrap_or(&path).display().to_string();
        let text = fs::read_to_string(&path).map_err(|e| format!("{shown}: {e}"))?;
        tags.extend(
            gherkin::scan(&text)
                .map_err(|e| format!("{shown}: {e}"))?
                .tags
                .into_iter()
                .map(|t| FoundTag { name: t.name, place: format!("{shown}:{}", t.line) }),
        );
    }
    Ok(tags)
}

/// Whether a tag (without `@`) looks like a clause id.
pub fn looks_like_clause(tag: &str) -> bool {
    clause_pattern().is_match(tag)
}

fn clause_pattern() -> Regex {
    // A literal pattern: it always compiles.
    Regex::new(r"^[A-Z]+-[A-Z0-9.-]+-[0-9]+$").unwrap_or_else(|_| unreachable!())
}

/// The report of a coverage run: its text and whether it passes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    /// What to print.
    pub text: String,
    /// The problems that fail the run.
    pub problems: Vec<String>,
}

/// Compares the tags with the catalogues, and the clauses the last run cited (`None`: there is
/// no results file) with the catalogues.
pub fn report(catalogues: &[Catalogue], tags: &[FoundTag], cited: Option<&Cited>) -> Report {
    let tagged: BTreeSet<&str> = tags.iter().map(|t| t.name.as_str()).collect();
    let mut text = String::new();
    if catalogues.is_empty() {
        text.push_str(
            "no clause catalogues yet: copy shared/rules/<ruleset>.toml to \
             features/<ruleset>/clauses.toml to start tracing a ruleset\n",
        );
    }
    let mut known: BTreeMap<&str, &str> = BTreeMap::new();
    let mut totals = Totals::default();
    for catalogue in catalogues {
        let testable: Vec<&Clause> = catalogue.clauses.iter().filter(|c| c.testable).collect();
        let uncovered: Vec<&str> = testable
            .iter()
            .filter(|c| !tagged.contains(c.id.as_str()))
            .map(|c| c.id.as_str())
            .collect();
        let untestable = catalogue.clauses.len() - testable.len();
        text.push_str(&format!(
            "{} ({}): {}/{} testable clauses covered",
            catalogue.ruleset,
            catalogue.path,
            testable.len() - uncovered.len(),
            testable.len()
        ));
        if untestable > 0 {
            text.push_str(&format!(" ({untestable} more not testable)"));
        }
        text.push('\n');
        list_ids(&mut text, "uncovered", &uncovered);
        totals.testable += testable.len();
        totals.tagged += testable.len() - uncovered.len();
        if let Some(cited) = cited {
            cited_coverage(&mut text, catalogue, cited, &mut totals);
        }
        for clause in &catalogue.clauses {
            known.insert(clause.id.as_str(), catalogue.ruleset.as_str());
        }
    }
    if !catalogues.is_empty() {
        text.push_str(&format!(
            "total: {}/{} testable clauses covered by a tag",
            totals.tagged, totals.testable
        ));
        match cited {
            Some(cited) => text.push_str(&format!(
                "; {}/{} citable clauses cited by a verdict or ledger ({} passed scenario(s) in {})\n",
                totals.cited, totals.citable, cited.passed, cited.source
            )),
            None => text.push_str(
                "; cited coverage needs the acceptance suite's results file: run `cargo test --test \
                 acceptance` (or `cargo xtask scenarios`) first\n",
            ),
        }
    }
    if let Some(cited) = cited {
        let strays: Vec<&str> =
            cited.clauses.iter().map(String::as_str).filter(|id| !known.contains_key(id)).collect();
        if !strays.is_empty() {
            text.push_str(&format!(
                "warning: the last run cites {} id(s) that name no clause in any catalogue \
                 (an engine citing a wrong id, or results older than the catalogues):\n",
                strays.len()
            ));
            for chunk in strays.chunks(6) {
                text.push_str(&format!("    {}\n", chunk.join(" ")));
            }
        }
    }
    let problems: Vec<String> = tags
        .iter()
        .filter(|t| looks_like_clause(&t.name) && !known.contains_key(t.name.as_str()))
        .map(|t| format!("{}: @{} names no clause in any catalogue", t.place, t.name))
        .collect();
    Report { text, problems }
}

/// The counts summed over every catalogue.
#[derive(Debug, Default)]
struct Totals {
    testable: usize,
    tagged: usize,
    citable: usize,
    cited: usize,
}

/// The cited coverage of one catalogue: its line, and the citable clauses no verdict cites.
fn cited_coverage(text: &mut String, catalogue: &Catalogue, cited: &Cited, totals: &mut Totals) {
    let citable: Vec<&Clause> = catalogue.clauses.iter().filter(|c| c.citable()).collect();
    let examples = catalogue.clauses.iter().filter(|c| c.testable && !c.citable()).count();
    let examples = if examples > 0 {
        format!(" ({examples} examples are played, not cited)")
    } else {
        String::new()
    };
    if !cited.ran_beside(&catalogue.path) {
        text.push_str(&format!(
            "  cited: not run — the last run ({}) has no scenario of {}'s features{examples}\n",
            cited.source, catalogue.ruleset
        ));
        return;
    }
    let uncited: Vec<&str> =
        citable.iter().filter(|c| !cited.clauses.contains(&c.id)).map(|c| c.id.as_str()).collect();
    text.push_str(&format!(
        "  cited: {}/{} citable clauses cited by a verdict or ledger{examples}\n",
        citable.len() - uncited.len(),
        citable.len()
    ));
    list_ids(text, "  uncited", &uncited);
    totals.citable += citable.len();
    totals.cited += citable.len() - uncited.len();
}

/// `  <what>:` and the ids, six to a line (nothing when there are none).
fn list_ids(text: &mut String, what: &str, ids: &[&str]) {
    if ids.is_empty() {
        return;
    }
    let indent = " ".repeat(what.len() - what.trim_start().len());
    text.push_str(&format!("  {what}:\n"));
    for chunk in ids.chunks(6) {
        text.push_str(&format!("    {indent}{}\n", chunk.join(" ")));
    }
}

/// What the results file under `root` (or `$UMPIRE_RESULTS`) cited, if there is one.
fn read_cited(root: &Path) -> Result<Option<Cited>, String> {
    let path = results::path(root);
    if !path.is_file() {
        return Ok(None);
    }
    let run = results::read(&path)?;
    let shown = path.strip_prefix(root).unwrap_or(&path).display().to_string();
    Ok(Some(Cited::of(&shown, &run)))
}

/// `coverage`.
pub fn run(root: &Path) -> i32 {
    let (catalogues, tags) = match (read_catalogues(root), read_tags(root)) {
        (Ok(c), Ok(t)) => (c, t),
        (Err(err), _) | (_, Err(err)) => {
            eprintln!("xtask: {err}");
            return 1;
        }
    };
    let cited = match read_cited(root) {
        Ok(cited) => cited,
        Err(err) => {
            eprintln!("xtask: cited coverage left out: {err}");
            None
        }
    };
    let mut report = report(&catalogues, &tags, cited.as_ref());
    match errata_tag_problems(root, &tags) {
        Ok(problems) => report.problems.extend(problems),
        Err(err) => report.problems.push(err),
    }
    print!("{}", report.text);
    if report.problems.is_empty() {
        return 0;
    }
    for problem in &report.problems {
        eprintln!("xtask: {problem}");
    }
    eprintln!(
        "xtask: coverage FAILED: {} tag(s) name no clause, erratum or edition (a typo, or a clause missing from features/<ruleset>/clauses.toml)",
        report.problems.len()
    );
    1
}

#[cfg(test)]
mod tests {
    use super::*;

    const CATALOGUE: &str = r#"
# Clauses of a sample ruleset.
ruleset = "strategic"
source = "000_x.txt"

[[clause]]
id = "STR-3-01"
section = "3 Operational Movement Phase"
kind = "rule"
summary = "Only phasing ground units move."

[[clause]]
id = "STR-3.1.1-04"
kind = "rule"
summary = "A sample."

[[clause]]
id = "STR-3.1.4-23"
kind = "design-note"
summary = "Why."
testable = false
"#;

    fn tag(name: &str, place: &str) -> FoundTag {
        FoundTag { name: name.to_owned(), place: place.to_owned() }
    }

    #[test]
    fn reads_a_catalogue() {
        let cat = parse_catalogue("features/strategic/clauses.toml", CATALOGUE);
        let cat = cat.unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(cat.ruleset, "strategic");
        let ids: Vec<(&str, bool)> =
            cat.clauses.iter().map(|c| (c.id.as_str(), c.testable)).collect();
        assert_eq!(ids, [("STR-3-01", true), ("STR-3.1.1-04", true), ("STR-3.1.4-23", false)]);
    }

    #[test]
    fn catalogue_mistakes_are_named() {
        let err = |text: &str| parse_catalogue("c.toml", text).err().unwrap_or_default();
        assert!(err("[[clause]]\nid = \"A-1\"\n").contains("no `ruleset"));
        assert!(
            err("ruleset = \"x\"\n[[clause]]\nkind = \"rule\"\n").contains("clause 1 has no `id")
        );
        assert!(
            err("ruleset = \"x\"\n[[clause]]\nid = \"A-B-1\"\n[[clause]]\nid = \"A-B-1\"\n")
                .contains("listed twice")
        );
        assert!(
            err("ruleset = \"x\"\n[[clause]]\nid = \"A-B-1\"\ntestable = \"no\"\n")
                .contains("true or false")
        );
        assert!(err("ruleset = [").starts_with("c.toml:"));
    }

    #[test]
    fn clause_like_tags() {
        for tag in ["STR-3.1.1-04", "ACW-RAIL-07", "DICE-CHAIN-02", "STR-3-01", "SPEED-GOING-02"] {
            assert!(looks_like_clause(tag), "{tag}");
        }
        for tag in ["hex", "numbering", "WIP", "STR-3", "str-3-01", "STR-3-x", "allow.skipped"] {
            assert!(!looks_like_clause(tag), "{tag}");
        }
    }

    #[test]
    fn counts_covered_testable_clauses_and_lists_the_rest() {
        let Ok(cat) = parse_catalogue("features/strategic/clauses.toml", CATALOGUE) else {
            panic!("the sample catalogue reads");
        };
        let tags = [
            tag("hex", "a.feature:1"),
            tag("STR-3.1.1-04", "a.feature:3"),
            tag("STR-3.1.4-23", "a.feature:9"),
        ];
        let report = report(&[cat], &tags, None);
        assert_eq!(
            report.text,
            "strategic (features/strategic/clauses.toml): 1/2 testable clauses covered (1 more not testable)\n  uncovered:\n    STR-3-01\n\
             total: 1/2 testable clauses covered by a tag; cited coverage needs the acceptance suite's results file: run `cargo test --test acceptance` (or `cargo xtask scenarios`) first\n"
        );
        assert!(report.problems.is_empty());
    }

    const WITH_EXAMPLE: &str = r#"
ruleset = "strategic"

[[clause]]
id = "STR-3-01"
kind = "rule"

[[clause]]
id = "STR-3-02"
kind = "exception"

[[clause]]
id = "STR-3-03"
kind = "example"

[[clause]]
id = "STR-3-04"
kind = "design-note"
testable = false

[[clause]]
id = "STR-3-05"
kind = "clarification"
"#;

    fn scenario(feature: &str, status: &str, cited: &[&str]) -> results::ScenarioResult {
        results::ScenarioResult {
            feature: feature.to_owned(),
            line: 3,
            name: "a scenario".to_owned(),
            tags: Vec::new(),
            status: status.to_owned(),
            message: None,
            verdict: None,
            cited: cited.iter().map(|c| (*c).to_owned()).collect(),
            picture: None,
        }
    }

    fn cited(scenarios: Vec<results::ScenarioResult>) -> Cited {
        Cited::of("results.json", &results::Run { errata: Vec::new(), scenarios })
    }

    #[test]
    fn examples_and_design_notes_are_not_citable() {
        let Ok(cat) = parse_catalogue("features/strategic/clauses.toml", WITH_EXAMPLE) else {
            panic!("the sample catalogue reads");
        };
        let citable: Vec<&str> =
            cat.clauses.iter().filter(|c| c.citable()).map(|c| c.id.as_str()).collect();
        assert_eq!(citable, ["STR-3-01", "STR-3-02", "STR-3-05"]);
        assert_eq!(cat.clauses[2].kind, "example");
    }

    #[test]
    fn a_run_cites_what_its_passing_scenarios_cite() {
        let run = cited(vec![
            scenario("features/strategic/a.feature", "passed", &["STR-3-01", "STR-3-03"]),
            scenario("features/strategic/a.feature", "failed", &["STR-3-02"]),
            scenario("features/hex/b.feature", "passed", &[]),
        ]);
        assert_eq!(run.passed, 2);
        assert_eq!(
            run.clauses.iter().map(String::as_str).collect::<Vec<_>>(),
            ["STR-3-01", "STR-3-03"]
        );
        assert!(run.ran_beside("features/strategic/clauses.toml"));
        assert!(!run.ran_beside("features/civil-war/clauses.toml"));
    }

    #[test]
    fn lists_the_citable_clauses_no_verdict_cites() {
        let Ok(cat) = parse_catalogue("features/strategic/clauses.toml", WITH_EXAMPLE) else {
            panic!("the sample catalogue reads");
        };
        let tags = [tag("STR-3-01", "a.feature:1"), tag("STR-3-02", "a.feature:2")];
        let run = cited(vec![scenario(
            "features/strategic/a.feature",
            "passed",
            &["STR-3-01", "STR-3-03", "XYZ-9-99"],
        )]);
        let report = report(&[cat], &tags, Some(&run));
        assert_eq!(
            report.text,
            "strategic (features/strategic/clauses.toml): 2/4 testable clauses covered (1 more not testable)\n\
             \x20 uncovered:\n\
             \x20   STR-3-03 STR-3-05\n\
             \x20 cited: 1/3 citable clauses cited by a verdict or ledger (1 examples are played, not cited)\n\
             \x20   uncited:\n\
             \x20     STR-3-02 STR-3-05\n\
             total: 2/4 testable clauses covered by a tag; 1/3 citable clauses cited by a verdict or ledger (1 passed scenario(s) in results.json)\n\
             warning: the last run cites 1 id(s) that name no clause in any catalogue (an engine citing a wrong id, or results older than the catalogues):\n\
             \x20   XYZ-9-99\n"
        );
        assert!(report.problems.is_empty(), "cited coverage never fails the run");
    }

    #[test]
    fn a_ruleset_the_run_left_out_is_not_run_rather_than_uncited() {
        let Ok(cat) = parse_catalogue("features/civil-war/clauses.toml", WITH_EXAMPLE) else {
            panic!("the sample catalogue reads");
        };
        let run = cited(vec![scenario("features/strategic/a.feature", "passed", &["STR-3-01"])]);
        let report = report(&[cat], &[], Some(&run));
        assert!(
            report.text.contains(
                "  cited: not run — the last run (results.json) has no scenario of strategic's features"
            ),
            "{}",
            report.text
        );
        assert!(report.text.contains("total: 0/4 testable clauses covered by a tag; 0/0 citable"));
    }

    #[test]
    fn old_results_files_without_cited_still_read() {
        let json = r#"{"scenarios": [{"feature": "features/strategic/a.feature", "line": 3,
            "name": "n", "tags": [], "status": "passed", "message": null, "verdict": null,
            "picture": null}]}"#;
        let run: results::Run = serde_json::from_str(json).unwrap_or_else(|e| panic!("{e}"));
        assert!(run.scenarios[0].cited.is_empty());
        assert!(cited(run.scenarios).clauses.is_empty());
    }

    #[test]
    fn unknown_clause_tags_fail() {
        let Ok(cat) = parse_catalogue("c.toml", CATALOGUE) else {
            panic!("the sample catalogue reads");
        };
        let tags = [
            tag("STR-3-99", "features/x.feature:4"),
            tag("ACW-RAIL-07", "features/y.feature:2"),
            tag("geometry", "z:1"),
        ];
        let report = report(&[cat], &tags, None);
        assert_eq!(
            report.problems,
            [
                "features/x.feature:4: @STR-3-99 names no clause in any catalogue",
                "features/y.feature:2: @ACW-RAIL-07 names no clause in any catalogue"
            ]
        );
    }

    #[test]
    fn no_catalogues_is_fine_without_clause_tags() {
        let report = report(&[], &[tag("hex", "a:1")], None);
        assert!(report.text.starts_with("no clause catalogues yet"));
        assert!(report.problems.is_empty());
        let report = super::report(&[], &[tag("STR-3-01", "a:2")], None);
        assert_eq!(report.problems.len(), 1);
    }

    #[test]
    fn the_repository_passes() {
        // No catalogue may be missing a clause a feature tags; today there are none of either.
        let root = crate::workspace_root();
        assert_eq!(run(&root), 0);
    }
}
