//! `cargo xtask coverage`: which rule clauses the scenarios trace, per ruleset.
//!
//! A ruleset's clause catalogue is `features/<ruleset>/clauses.toml` (a copy of
//! `shared/rules/<ruleset>.toml`): a `ruleset = "..."` name and one `[[clause]]` table per
//! clause with an `id` and, optionally, `testable = false` for clauses no scenario can check
//! (design notes). A scenario traces a clause by carrying its id as a tag (`@STR-3.1.1-04`), on
//! the scenario, its feature or one of its `Examples:` tables.
//!
//! For each catalogue it prints how many testable clauses some feature (anywhere under
//! `features/`) tags, and lists those none does. It fails on a tag that looks like a clause id
//! (capital letters, a dash, anything, a dash, a number: `@STR-3.1.1-04`, `@ACW-RAIL-07`) but
//! names no clause in any catalogue, and on a catalogue it cannot read.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

use regex::Regex;

use umpire_scenario::errata::Errata;

use crate::gherkin;

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
        clauses.push(Clause { id: id.to_owned(), testable });
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
    let errata = Errata::load(&root.join("errata")).map_err(|e| e.to_string())?;
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
            catalogue.clauses.push(Clause { id: added.id.clone(), testable: true });
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
fn errata_tag_problems(root: &Path, tags: &[FoundTag]) -> Result<Vec<String>, String> {
    let errata = Errata::load(&root.join("errata")).map_err(|e| e.to_string())?;
    let ids: Vec<&str> = errata.iter().map(|e| e.id.as_str()).collect();
    let mut problems = Vec::new();
    for tag in tags {
        if let Some(id) = tag.name.strip_prefix("erratum-")
            && !ids.contains(&id)
        {
            let near = umpire_scenario::nearest(id, ids.iter().copied())
                .map(|n| format!(" — did you mean @erratum-{n}?"))
                .unwrap_or_default();
            problems
                .push(format!("{}: @{} names no erratum under errata/{near}", tag.place, tag.name));
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

/// Compares the tags with the catalogues.
pub fn report(catalogues: &[Catalogue], tags: &[FoundTag]) -> Report {
    let tagged: BTreeSet<&str> = tags.iter().map(|t| t.name.as_str()).collect();
    let mut text = String::new();
    if catalogues.is_empty() {
        text.push_str(
            "no clause catalogues yet: copy shared/rules/<ruleset>.toml to \
             features/<ruleset>/clauses.toml to start tracing a ruleset\n",
        );
    }
    let mut known: BTreeMap<&str, &str> = BTreeMap::new();
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
        if !uncovered.is_empty() {
            text.push_str("  uncovered:\n");
            for chunk in uncovered.chunks(6) {
                text.push_str(&format!("    {}\n", chunk.join(" ")));
            }
        }
        for clause in &catalogue.clauses {
            known.insert(clause.id.as_str(), catalogue.ruleset.as_str());
        }
    }
    let problems: Vec<String> = tags
        .iter()
        .filter(|t| looks_like_clause(&t.name) && !known.contains_key(t.name.as_str()))
        .map(|t| format!("{}: @{} names no clause in any catalogue", t.place, t.name))
        .collect();
    Report { text, problems }
}

/// `coverage`.
pub fn run(root: &Path, args: &[String]) -> i32 {
    if !args.is_empty() {
        eprintln!("xtask: `coverage` takes no arguments");
        return crate::USAGE_ERROR;
    }
    let (catalogues, tags) = match (read_catalogues(root), read_tags(root)) {
        (Ok(c), Ok(t)) => (c, t),
        (Err(err), _) | (_, Err(err)) => {
            eprintln!("xtask: {err}");
            return 1;
        }
    };
    let mut report = report(&catalogues, &tags);
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
        let report = report(&[cat], &tags);
        assert_eq!(
            report.text,
            "strategic (features/strategic/clauses.toml): 1/2 testable clauses covered (1 more not testable)\n  uncovered:\n    STR-3-01\n"
        );
        assert!(report.problems.is_empty());
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
        let report = report(&[cat], &tags);
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
        let report = report(&[], &[tag("hex", "a:1")]);
        assert!(report.text.starts_with("no clause catalogues yet"));
        assert!(report.problems.is_empty());
        let report = super::report(&[], &[tag("STR-3-01", "a:2")]);
        assert_eq!(report.problems.len(), 1);
    }

    #[test]
    fn the_repository_passes() {
        // No catalogue may be missing a clause a feature tags; today there are none of either.
        let root = crate::workspace_root();
        assert_eq!(run(&root, &[]), 0);
    }
}
