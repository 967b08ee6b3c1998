//! The two kinds of page as askama templates (`crates/harness/templates/rulebook/`): what each shows,
//! gathered from the book, and the structs the templates read. The templates escape every value
//! they print; the only text marked safe is the filters' script, our own JavaScript.
//!
//! The partials and what each shows: `layout.html` (the frame), `stamp.html` (where the
//! outcomes came from), `filters.html` (the search and filters), `errata.html` and
//! `erratum_items.html` (a ruleset's errata), `clause.html` (one clause), `scenarios.html` and
//! `scenario.html` (a list of scenario entries, one entry), `failures.html` (the index's
//! failures), `nav.html` (the links between the pages); `index.html`, `ruleset.html` and
//! `manual.html` (the editors' guide, the step vocabulary) are the pages.

use askama::Template;
use umpire_play::errata::Erratum;
use umpire_scenario::errata::{ChangeKind, Clause, Date};

use super::super::entry::{Entry, Place};
use super::super::filter::{self, Choices};
// The templates name these in their `match`es and comparisons.
use super::{Context, Home, Picture, Ruleset, Scenario, Standing, Status, Tally, Traces, href};

/// The index page.
#[derive(Template)]
#[template(path = "rulebook/index.html")]
struct Index<'a> {
    /// The page's title.
    title: &'static str,
    /// Where the outcomes came from.
    run: &'a Context,
    /// How the run's scenarios fared.
    totals: Totals,
    /// The filters' choices: the rulesets.
    choices: Choices<'a>,
    /// One row per ruleset.
    rows: Vec<Row<'a>>,
    /// Every failure, with its reason.
    failures: Vec<Entry<'a>>,
    /// The scenarios outside every ruleset.
    outside: Vec<Entry<'a>>,
    /// The filters' script (our own, marked safe).
    script: String,
}

/// How the run's scenarios fared, all of them, as the harness counts them.
struct Totals {
    all: usize,
    passed: usize,
    failed: usize,
}

/// One ruleset's row of the index, and its errata.
struct Row<'a> {
    name: &'a str,
    /// Its page's link.
    page: String,
    tally: Tally,
    errata: Errata<'a>,
}

/// A ruleset's errata in force and its worked examples, as `errata.html` lists them.
struct Errata<'a> {
    in_force: Vec<ErratumItem<'a>>,
    examples: Vec<ErratumItem<'a>>,
}

/// One erratum of a list.
struct ErratumItem<'a> {
    /// Its anchor in the list.
    anchor: String,
    date: &'a Date,
    title: &'a str,
    origin: &'a str,
    note: Option<&'a str>,
}

/// A ruleset's page.
#[derive(Template)]
#[template(path = "rulebook/ruleset.html")]
struct RulesetPage<'a> {
    title: String,
    name: &'a str,
    /// The link back to the index.
    index: String,
    catalogue_path: &'a str,
    tally: Tally,
    run: &'a Context,
    choices: Choices<'a>,
    errata: Errata<'a>,
    sections: Vec<Section<'a>>,
    /// The scenarios of the ruleset that trace none of its clauses.
    untraced: Vec<Entry<'a>>,
    script: String,
}

/// A run of clauses with the same section.
struct Section<'a> {
    /// Its title (`(no section)` for none).
    title: &'a str,
    clauses: Vec<ClauseItem<'a>>,
}

/// One clause, as `clause.html` shows it.
struct ClauseItem<'a> {
    id: &'a str,
    /// Its link from the page to itself.
    anchor: String,
    standing: Standing,
    /// Whether a scenario tracing it failed.
    failing: bool,
    /// Whether a passing scenario's verdict or ledger cited it.
    cited: bool,
    kind: &'a str,
    summary: &'a str,
    ambiguity: Option<&'a str>,
    /// Why no verdict cites it, when the catalogue says none can and none did.
    not_cited: Option<&'a str>,
    history: Vec<Change<'a>>,
    entries: Vec<Entry<'a>>,
}

/// What one erratum did to a clause.
struct Change<'a> {
    date: &'a Date,
    /// The link to the erratum in the page's list.
    anchor: String,
    title: &'a str,
    what: What<'a>,
}

/// The kind of a change, with its texts.
enum What<'a> {
    Reworded { before: &'a str, after: &'a str },
    Added,
    Retired(&'a str),
    Touched,
}

/// Renders a page or partial. Every value the templates print is text, a number or a date,
/// whose formatting cannot fail, into a `String`, which cannot fail either: an error would be a
/// fault of a template, so the page says so (and `rulebook --check` finds none of its hooks).
pub(in super::super) fn render(template: &impl Template) -> String {
    template.render().unwrap_or_else(|error| {
        format!("<!DOCTYPE html>\n<p>The rulebook could not render this page: {error}</p>\n")
    })
}

/// The index page.
pub(super) fn index(rulesets: &[Ruleset], scenarios: &[Scenario], run: &Context) -> String {
    let failed = scenarios.iter().filter(|s| s.status == Status::Failed).count();
    let totals = Totals { all: scenarios.len(), passed: scenarios.len() - failed, failed };
    let names: Vec<&str> = rulesets.iter().map(Ruleset::name).collect();
    let rows = rulesets
        .iter()
        .map(|ruleset| Row {
            name: ruleset.name(),
            page: href(&ruleset.page()),
            tally: super::tally(ruleset, scenarios),
            errata: errata(ruleset),
        })
        .collect();
    let failures = scenarios
        .iter()
        .filter(|s| s.status == Status::Failed)
        .map(|s| Entry::new(s, Place { ruleset: ruleset_of(rulesets, s), ..Place::default() }))
        .collect();
    let outside = scenarios
        .iter()
        .filter(|s| s.home == Home::Index)
        .map(|s| Entry::new(s, Place::default()))
        .collect();
    render(&Index {
        title: "Rulebook",
        run,
        totals,
        choices: Choices { rulesets: &names, ..Choices::default() },
        rows,
        failures,
        outside,
        script: filter::script(),
    })
}

/// The ruleset a scenario is counted with on the index: the first whose clauses it traces,
/// else its home; empty for none.
fn ruleset_of<'a>(rulesets: &'a [Ruleset], scenario: &'a Scenario) -> &'a str {
    if let Home::Ruleset(name) = &scenario.home {
        return name;
    }
    rulesets
        .iter()
        .find(|r| scenario.tags.iter().any(|t| r.catalogue.clause(t).is_some()))
        .map_or("", Ruleset::name)
}

/// A ruleset's errata in force and its worked examples.
fn errata(ruleset: &Ruleset) -> Errata<'_> {
    Errata {
        in_force: erratum_items(ruleset.name(), &ruleset.errata),
        examples: erratum_items(ruleset.name(), &ruleset.examples),
    }
}

/// Errata of `ruleset` as a list: dates, titles, files and notes.
fn erratum_items<'a>(ruleset: &str, list: &'a [Erratum]) -> Vec<ErratumItem<'a>> {
    list.iter()
        .map(|erratum| ErratumItem {
            anchor: erratum_anchor(ruleset, &erratum.id),
            date: &erratum.date,
            title: &erratum.title,
            origin: &erratum.origin,
            note: erratum.note.as_deref(),
        })
        .collect()
}

/// The anchor of an erratum in the lists of errata.
fn erratum_anchor(ruleset: &str, id: &str) -> String {
    format!("erratum-{ruleset}-{id}")
}

/// A ruleset's page.
pub(super) fn ruleset_page(ruleset: &Ruleset, scenarios: &[Scenario], run: &Context) -> String {
    let traces = Traces::of(ruleset, scenarios);
    let name = ruleset.name();
    let grouped = sections(&ruleset.catalogue.clauses);
    let titles: Vec<&str> = grouped.iter().map(|(title, _)| *title).collect();
    let ids: Vec<&str> = ruleset.catalogue.clauses.iter().map(|c| c.id.as_str()).collect();
    let sections = grouped
        .iter()
        .map(|(title, clauses)| Section {
            title,
            clauses: clauses
                .iter()
                .map(|clause| clause_item(clause, title, ruleset, &traces, scenarios))
                .collect(),
        })
        .collect();
    let at = Place { ruleset: name, ..Place::default() };
    render(&RulesetPage {
        title: format!("Rulebook: {name}"),
        name,
        index: href(&run.index),
        catalogue_path: &ruleset.catalogue_path,
        tally: super::tally(ruleset, scenarios),
        run,
        choices: Choices { sections: &titles, clauses: &ids, ..Choices::default() },
        errata: errata(ruleset),
        sections,
        untraced: traces.untraced().iter().map(|&i| Entry::new(&scenarios[i], at)).collect(),
        script: filter::script(),
    })
}

/// The clauses grouped by section: each run of clauses with the same section, in order; a
/// clause without one under `(no section)`.
fn sections(clauses: &[Clause]) -> Vec<(&str, Vec<&Clause>)> {
    let mut out: Vec<(&str, Vec<&Clause>)> = Vec::new();
    for clause in clauses {
        let title = if clause.section.is_empty() { "(no section)" } else { &clause.section };
        match out.last_mut() {
            Some((section, members)) if *section == title => members.push(clause),
            _ => out.push((title, vec![clause])),
        }
    }
    out
}

/// One clause: how it stands, its history and the entries of the scenarios tracing it.
fn clause_item<'a>(
    clause: &'a Clause,
    section: &'a str,
    ruleset: &'a Ruleset,
    traces: &Traces,
    all: &'a [Scenario],
) -> ClauseItem<'a> {
    let tagged = traces.of_clause(&clause.id);
    let at = Place { ruleset: ruleset.name(), section, clause: &clause.id };
    ClauseItem {
        id: &clause.id,
        anchor: href(&clause.id),
        standing: Standing::of(clause, !tagged.is_empty()),
        failing: tagged.iter().any(|&i| all[i].status == Status::Failed),
        cited: traces.cited(&clause.id),
        kind: &clause.kind,
        summary: &clause.summary,
        ambiguity: clause.ambiguity.as_deref(),
        not_cited: clause.not_cited.as_deref().filter(|_| !traces.cited(&clause.id)),
        history: history(clause, ruleset),
        entries: tagged.iter().map(|&i| Entry::new(&all[i], at)).collect(),
    }
}

/// What errata did to a clause, oldest first, each with the erratum's date and title.
fn history<'a>(clause: &'a Clause, ruleset: &'a Ruleset) -> Vec<Change<'a>> {
    clause
        .history
        .iter()
        .enumerate()
        .map(|(i, change)| Change {
            date: &change.date,
            anchor: href(&erratum_anchor(ruleset.name(), &change.erratum)),
            title: ruleset
                .errata
                .iter()
                .find(|e| e.id == change.erratum)
                .map_or(change.erratum.as_str(), |e| e.title.as_str()),
            what: match &change.what {
                ChangeKind::Reworded { before } => {
                    What::Reworded { before, after: reworded_to(clause, i) }
                }
                ChangeKind::Added => What::Added,
                ChangeKind::Retired { why } => What::Retired(why),
                ChangeKind::Touched => What::Touched,
            },
        })
        .collect()
}

/// The summary a rewording (the `index`th change) gave: the text the next rewording replaced,
/// or the summary in force when none came after.
fn reworded_to(clause: &Clause, index: usize) -> &str {
    clause
        .history
        .iter()
        .skip(index + 1)
        .find_map(|c| match &c.what {
            ChangeKind::Reworded { before } => Some(before.as_str()),
            _ => None,
        })
        .unwrap_or(&clause.summary)
}

/// A page of the manual.
#[derive(Template)]
#[template(path = "rulebook/manual.html")]
struct ManualPage<'a> {
    title: &'a str,
    run: &'a Context,
    /// The page's HTML, made from the built-in Markdown (our own text, marked safe).
    body: &'a str,
    /// No script on a manual page.
    script: &'static str,
}

/// A page of the manual.
pub(super) fn manual_page(title: &str, body: &str, run: &Context) -> String {
    render(&ManualPage { title, run, body, script: "" })
}
