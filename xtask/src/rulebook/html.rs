//! The rulebook's pages, as pure functions from what was read to HTML text.
//!
//! Every text that comes from a file (clause summaries, erratum titles, scenario names, failure
//! messages, paths) goes through [`escape`]. The pages are static files: inline CSS and one
//! inline script, the search and filters ([`super::filter`]); pictures are separate SVG files
//! loaded lazily. Every scenario of the run appears: under each clause it traces, else among
//! the scenarios that trace no clause of the ruleset its tags or folder belong to, else on the
//! index ([`find_homes`]); the index lists every failure with its reason. The browser check
//! (`--check`) and the filters find their way by these hooks, which must stay stable:
//!
//! * `<tr class="ruleset" data-ruleset="…">` — one row of the index per ruleset;
//! * `<section class="clause …" id="…" data-clause="…" data-section="…" data-status="…">` — one
//!   per clause, `data-status` being `covered`, `uncovered`, `retired` or `not-testable`;
//! * `<li class="scenario" data-status="…" data-place="…">` — one per scenario entry
//!   ([`super::entry`]), `data-status` being `passed`, `failed` or `not-run`;
//! * `<body data-shown="…" data-filtered="yes">` — set by the script each time it filters.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

use umpire_scenario::errata::{Catalogue, ChangeKind, Clause, Erratum};

use super::entry::{self, Place};
use super::filter::{self, Choices};

/// How a scenario fared in the last run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// It passed.
    Passed,
    /// It failed.
    Failed,
    /// A step of it matched no definition: the suite counts that as a failure.
    Skipped,
    /// The last run did not run it (or there is no run at all).
    NotRun,
}

impl Status {
    /// Reads a results file's `status` (`passed`, `failed` or `skipped`).
    pub fn parse(text: &str) -> Option<Status> {
        match text {
            "passed" => Some(Status::Passed),
            "failed" => Some(Status::Failed),
            "skipped" => Some(Status::Skipped),
            _ => None,
        }
    }

    /// The `data-status` hook: `passed`, `failed` (skipped counts as failed) or `not-run`.
    pub fn hook(self) -> &'static str {
        match self {
            Status::Passed => "passed",
            Status::Failed | Status::Skipped => "failed",
            Status::NotRun => "not-run",
        }
    }

    /// The words on the badge.
    pub fn label(self) -> &'static str {
        match self {
            Status::Passed => "passed",
            Status::Failed => "failed",
            Status::Skipped => "skipped",
            Status::NotRun => "not run",
        }
    }
}

/// A scenario's picture, as the page shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Picture {
    /// None was taken.
    None,
    /// The results name one, but the file was not there.
    Missing(String),
    /// The picture, as a path relative to the pages' folder (`pictures/strategic/x-12.svg`).
    At(String),
}

/// One scenario of the suite, with its outcome.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scenario {
    /// Its feature file, relative to the workspace root.
    pub feature: String,
    /// Its line (an outline example's row line).
    pub line: usize,
    /// Its name.
    pub name: String,
    /// Every tag that applies to it, without `@`.
    pub tags: Vec<String>,
    /// Its outcome.
    pub status: Status,
    /// Why it failed.
    pub message: Option<String>,
    /// The engine's last verdict, in words.
    pub verdict: Option<String>,
    /// Its map.
    pub picture: Picture,
    /// Its steps as its feature file reads them.
    pub steps: Vec<String>,
    /// What its picture shows, in words.
    pub caption: Option<String>,
    /// Whether it plays on a table (lengths, never MP).
    pub table: bool,
    /// The link from the pages to its feature file (relative).
    pub link: String,
    /// Where it is listed when it traces no clause ([`find_homes`]).
    pub home: Home,
    /// Its tags that look like clause ids but name no clause of any ruleset.
    pub unknown_tags: Vec<String>,
}

/// Where a scenario is listed besides under the clauses it traces.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum Home {
    /// Nowhere else: it traces a clause.
    #[default]
    Clauses,
    /// Among the scenarios of this ruleset's page that trace no clause.
    Ruleset(String),
    /// On the index, among the scenarios outside every ruleset.
    Index,
}

/// Finds each scenario's [`Home`] and its tags that name no clause: a scenario that traces no
/// clause goes to the ruleset whose clause ids its tags look like (a misspelt tag), else to the
/// ruleset of its folder, else to the index.
pub fn find_homes(rulesets: &[Ruleset], scenarios: &mut [Scenario]) {
    let known: BTreeSet<&str> =
        rulesets.iter().flat_map(|r| r.catalogue.clauses.iter().map(|c| c.id.as_str())).collect();
    let prefix = |id: &str| id.split('-').next().unwrap_or_default().to_owned();
    let prefixes: Vec<BTreeSet<String>> = rulesets
        .iter()
        .map(|r| r.catalogue.clauses.iter().map(|c| prefix(&c.id)).collect())
        .collect();
    for scenario in scenarios {
        scenario.unknown_tags = scenario
            .tags
            .iter()
            .filter(|t| looks_like_a_clause(t) && !known.contains(t.as_str()))
            .cloned()
            .collect::<BTreeSet<String>>()
            .into_iter()
            .collect();
        if scenario.tags.iter().any(|t| known.contains(t.as_str())) {
            scenario.home = Home::Clauses;
            continue;
        }
        let by_tag = scenario
            .unknown_tags
            .iter()
            .find_map(|t| prefixes.iter().position(|p| p.contains(&prefix(t))));
        let by_folder = || rulesets.iter().position(|r| scenario.feature.starts_with(&r.folder));
        scenario.home = match by_tag.or_else(by_folder) {
            Some(index) => Home::Ruleset(rulesets[index].name().to_owned()),
            None => Home::Index,
        };
    }
}

/// Whether a tag reads like a clause id (`STR-3.1.1-04`): a capital first, a dash, a digit.
fn looks_like_a_clause(tag: &str) -> bool {
    tag.starts_with(|c: char| c.is_ascii_uppercase())
        && tag.contains('-')
        && tag.chars().any(|c| c.is_ascii_digit())
}

impl Scenario {
    /// `features/x.feature:12`.
    pub fn place(&self) -> String {
        format!("{}:{}", self.feature, self.line)
    }
}

/// One ruleset of the book: its catalogue as the latest edition reads it and its errata.
#[derive(Debug, Clone, PartialEq)]
pub struct Ruleset {
    /// Where its catalogue was read from, relative to the workspace root.
    pub catalogue_path: String,
    /// Its features' folder, relative to the workspace root, with a final `/`
    /// (`features/strategic/`): scenarios there that trace no clause are listed too.
    pub folder: String,
    /// The catalogue with every erratum applied.
    pub catalogue: Catalogue,
    /// The errata in force, oldest first.
    pub errata: Vec<Erratum>,
    /// The worked-example errata (`errata-examples/`), never in force unless asked for: listed
    /// so a reader sees how errata read, oldest first.
    pub examples: Vec<Erratum>,
}

impl Ruleset {
    /// Its name (`strategic`), which is also its page's name without `.html`.
    pub fn name(&self) -> &str {
        &self.catalogue.ruleset
    }

    /// Its page's file name.
    pub fn page(&self) -> String {
        format!("{}.html", self.name())
    }
}

/// What every page says about the book as a whole.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Context {
    /// Where the outcomes came from, in words (the results file, or that there was none).
    pub source: String,
    /// The errata in force during the run, as the results file lists them.
    pub errata: Vec<String>,
    /// The index page's file name, for the ruleset pages to link back to.
    pub index: String,
    /// When the run wrote its results (`2026-12-01 21:19 UTC`).
    pub date: Option<String>,
    /// The commit the book was made at (`git rev-parse --short HEAD`), when in a checkout.
    pub commit: Option<String>,
}

/// The counts of one ruleset, as the index shows them.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tally {
    /// Clauses in the catalogue, retired ones included.
    pub clauses: usize,
    /// Testable live clauses some scenario traces.
    pub covered: usize,
    /// Testable live clauses no scenario traces.
    pub uncovered: usize,
    /// Clauses retired by an erratum.
    pub retired: usize,
    /// Live clauses no scenario can check.
    pub not_testable: usize,
    /// Distinct scenarios on the page that passed.
    pub passed: usize,
    /// Distinct scenarios on the page that failed (or were skipped).
    pub failed: usize,
    /// Distinct scenarios on the page the run did not run.
    pub not_run: usize,
    /// Scenario entries on the page: one per clause a scenario traces, one per scenario of the
    /// ruleset's folder that traces none.
    pub entries: usize,
}

/// How a clause stands: its `data-status` hook.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Standing {
    Covered,
    Uncovered,
    Retired,
    NotTestable,
}

impl Standing {
    fn of(clause: &Clause, traced: bool) -> Standing {
        if clause.retired {
            Standing::Retired
        } else if !clause.testable {
            Standing::NotTestable
        } else if traced {
            Standing::Covered
        } else {
            Standing::Uncovered
        }
    }

    fn hook(self) -> &'static str {
        match self {
            Standing::Covered => "covered",
            Standing::Uncovered => "uncovered",
            Standing::Retired => "retired",
            Standing::NotTestable => "not-testable",
        }
    }

    fn label(self) -> &'static str {
        match self {
            Standing::Covered => "covered",
            Standing::Uncovered => "uncovered",
            Standing::Retired => "retired",
            Standing::NotTestable => "not testable",
        }
    }
}

/// Which scenarios a ruleset's page shows: per clause id, the indices of the scenarios
/// tagging it, and the scenarios of the ruleset's folder that trace none of its clauses.
struct Traces {
    by_clause: BTreeMap<String, Vec<usize>>,
    untraced: Vec<usize>,
}

impl Traces {
    fn of(ruleset: &Ruleset, scenarios: &[Scenario]) -> Traces {
        let ids: BTreeSet<&str> = ruleset.catalogue.clauses.iter().map(|c| c.id.as_str()).collect();
        let mut by_clause: BTreeMap<String, Vec<usize>> = BTreeMap::new();
        let mut untraced = Vec::new();
        for (index, scenario) in scenarios.iter().enumerate() {
            let mut traced = false;
            // A tag written twice (on the feature and the scenario) still makes one entry.
            let tags: BTreeSet<&str> = scenario.tags.iter().map(String::as_str).collect();
            for tag in tags.into_iter().filter(|t| ids.contains(t)) {
                by_clause.entry(tag.to_owned()).or_default().push(index);
                traced = true;
            }
            if !traced && scenario.home == Home::Ruleset(ruleset.name().to_owned()) {
                untraced.push(index);
            }
        }
        Traces { by_clause, untraced }
    }

    fn of_clause(&self, id: &str) -> &[usize] {
        self.by_clause.get(id).map_or(&[], Vec::as_slice)
    }

    /// Every scenario the page shows, once each.
    fn distinct(&self) -> BTreeSet<usize> {
        self.by_clause.values().flatten().chain(&self.untraced).copied().collect()
    }

    fn entries(&self) -> usize {
        self.by_clause.values().map(Vec::len).sum::<usize>() + self.untraced.len()
    }
}

/// The counts of a ruleset's page.
pub fn tally(ruleset: &Ruleset, scenarios: &[Scenario]) -> Tally {
    let traces = Traces::of(ruleset, scenarios);
    let mut tally = Tally {
        clauses: ruleset.catalogue.clauses.len(),
        entries: traces.entries(),
        ..Tally::default()
    };
    for clause in &ruleset.catalogue.clauses {
        match Standing::of(clause, !traces.of_clause(&clause.id).is_empty()) {
            Standing::Covered => tally.covered += 1,
            Standing::Uncovered => tally.uncovered += 1,
            Standing::Retired => tally.retired += 1,
            Standing::NotTestable => tally.not_testable += 1,
        }
    }
    for index in traces.distinct() {
        match scenarios[index].status {
            Status::Passed => tally.passed += 1,
            Status::Failed | Status::Skipped => tally.failed += 1,
            Status::NotRun => tally.not_run += 1,
        }
    }
    tally
}

/// `text` safe inside HTML text and quoted attribute values.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

/// A relative path as a URL path: every byte outside letters, digits and `-._~/`
/// percent-encoded (so it is also safe in an attribute).
pub fn href(path: &str) -> String {
    let mut out = String::with_capacity(path.len());
    for byte in path.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~/".contains(&byte) {
            out.push(char::from(byte));
        } else {
            let _ = write!(out, "%{byte:02X}");
        }
    }
    out
}

/// The style sheet both kinds of page share.
const STYLE: &str = "
body { font: 15px/1.45 system-ui, sans-serif; margin: 0 auto; max-width: 72rem; padding: 0 1rem 4rem; color: #1d1d1f; }
h1 { margin-bottom: .2rem; } h2 { border-bottom: 1px solid #ccc; margin-top: 2.2rem; }
h3 { font-size: 1rem; margin: 0 0 .3rem; }
code, pre { font: 13px/1.35 ui-monospace, monospace; }
pre { white-space: pre-wrap; background: #f6f6f6; padding: .5rem; margin: .3rem 0; }
a { color: #0b57a4; }
table { border-collapse: collapse; } th, td { padding: .3rem .6rem; border-bottom: 1px solid #ddd; text-align: right; }
th:first-child, td:first-child { text-align: left; }
td.warn { background: #fff1c2; font-weight: bold; } td.bad { background: #fbd3d0; font-weight: bold; }
.note { color: #555; }
.toc ol { columns: 2; }
.clause { border-left: 4px solid #6bb36b; padding: .4rem .8rem; margin: .8rem 0; background: #fafafa; }
.clause.uncovered { border-left-color: #e0a400; background: #fff8dc; }
.clause.retired { border-left-color: #999; color: #666; }
.clause.retired .summary { text-decoration: line-through; }
.clause.not-testable { border-left-color: #9aa9c7; }
.clause.failing { border-left-color: #c62828; }
.summary { margin: .2rem 0; }
.ambiguity { background: #eef3fb; padding: .2rem .5rem; }
.badge { display: inline-block; font-size: 12px; padding: 0 .45rem; border-radius: .6rem; background: #ddd; font-weight: normal; vertical-align: middle; }
.badge.passed, .badge.covered { background: #cdeccd; } .badge.failed, .badge.skipped { background: #f7c5c1; }
.badge.not-run { background: #e4e4e4; } .badge.uncovered { background: #ffd966; }
.badge.retired { background: #ccc; } .badge.not-testable { background: #dde4f2; }
.kind { color: #666; font-size: 13px; }
.history { margin: .3rem 0; padding-left: 1.2rem; font-size: 14px; }
.history del { background: #fde2e0; } .history ins { background: #dff3df; text-decoration: none; }
ul.scenarios { list-style: none; padding-left: 0; margin: .3rem 0; }
li.scenario { padding: .25rem 0; border-top: 1px dashed #ddd; display: flex; gap: 1rem; align-items: flex-start; }
li.scenario .what { flex: 1; min-width: 0; }
li.scenario[data-status=failed] .name { color: #b71c1c; }
.verdict { color: #444; font-size: 13px; }
figure.picture { margin: 0; width: 22rem; }
figure.picture figcaption { font-size: 12px; color: #444; }
a.picture img { display: block; width: 22rem; max-height: 18rem; object-fit: contain; border: 1px solid #ddd; background: #fff; cursor: zoom-in; }
a.picture.enlarged { position: fixed; inset: 0; z-index: 10; background: rgba(0, 0, 0, .82); display: flex; align-items: center; justify-content: center; }
a.picture.enlarged img { width: 96vw; height: 94vh; max-height: none; cursor: zoom-out; }
.missing { color: #b71c1c; font-size: 13px; }
.failure pre { background: #fdecea; }
details.steps summary { cursor: pointer; font-size: 13px; color: #555; }
.unknown-tags { color: #8a5a00; font-size: 13px; }
.stamp { font-size: 13px; color: #333; }
form.filters { position: sticky; top: 0; z-index: 5; background: #fff; padding: .5rem 0; border-bottom: 1px solid #ddd; display: flex; flex-wrap: wrap; gap: .4rem; align-items: center; }
form.filters input[type=search] { flex: 1; min-width: 14rem; padding: .25rem .4rem; }
form.filters output { font-size: 13px; color: #555; }
[hidden] { display: none !important; }
";

/// The start of a page, up to and including `<body>`.
fn head(title: &str) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n",
        escape(title)
    )
}

/// The end of a page, with the filters' script.
fn foot() -> String {
    format!("{}</body>\n</html>\n", filter::script())
}

/// The index page: every ruleset with its counts and errata, linking to its page; every
/// failure with its reason; the scenarios outside every ruleset.
pub fn index(rulesets: &[Ruleset], scenarios: &[Scenario], run: &Context) -> String {
    let mut out = head("Rulebook");
    out.push_str("<header>\n<h1>Rulebook</h1>\n");
    out.push_str(
        "<p class=\"note\">Every rule clause of every ruleset, as the latest errata read it, \
         with the scenarios that trace it and how they fared.</p>\n",
    );
    out.push_str(&run_note(run));
    out.push_str(&totals(scenarios));
    out.push_str("</header>\n");
    let names: Vec<&str> = rulesets.iter().map(Ruleset::name).collect();
    out.push_str(&filter::bar(Choices { rulesets: &names, ..Choices::default() }));
    out.push_str(
        "<main>\n<table class=\"rulesets\">\n<thead><tr><th>Ruleset</th>\
                  <th>Clauses</th><th>Covered</th><th>Uncovered</th><th>Retired</th>\
                  <th>Not testable</th><th>Passed</th><th>Failed</th><th>Not run</th>\
                  <th>Errata</th></tr></thead>\n<tbody>\n",
    );
    for ruleset in rulesets {
        out.push_str(&index_row(ruleset, &tally(ruleset, scenarios)));
    }
    out.push_str("</tbody>\n</table>\n");
    if rulesets.is_empty() {
        out.push_str("<p class=\"note\">No clause catalogues (features/&lt;ruleset&gt;/clauses.toml) yet.</p>\n");
    }
    out.push_str(&failures_html(rulesets, scenarios));
    out.push_str(&outside_html(scenarios));
    out.push_str("<h2>Errata in force</h2>\n");
    for ruleset in rulesets {
        let _ = write!(out, "<h3>{}</h3>\n{}", escape(ruleset.name()), errata_list(ruleset));
    }
    out.push_str("</main>\n");
    out.push_str(&foot());
    out
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

/// How the run's scenarios fared, all of them, as the harness counts them.
fn totals(scenarios: &[Scenario]) -> String {
    let count = |hook: &str| scenarios.iter().filter(|s| s.status.hook() == hook).count();
    format!(
        "<p class=\"totals\">{} scenarios: {} passed, <a href=\"#failures\">{} failed</a>, {} \
         not run.</p>\n",
        scenarios.len(),
        count("passed"),
        count("failed"),
        count("not-run")
    )
}

/// Every scenario that failed (or was skipped), with its reason.
fn failures_html(rulesets: &[Ruleset], scenarios: &[Scenario]) -> String {
    let failed: Vec<&Scenario> = scenarios.iter().filter(|s| s.status.hook() == "failed").collect();
    let mut out = format!(
        "<section class=\"listing failures\" id=\"failures\">\n<h2>Failures ({})</h2>\n",
        failed.len()
    );
    if failed.is_empty() {
        out.push_str("<p class=\"note\">None: every scenario that ran passed.</p>\n");
    } else {
        out.push_str("<ul class=\"scenarios\">\n");
        for scenario in failed {
            let at = Place { ruleset: ruleset_of(rulesets, scenario), ..Place::default() };
            out.push_str(&entry::html(scenario, at));
        }
        out.push_str("</ul>\n");
    }
    out.push_str("</section>\n");
    out
}

/// The scenarios that trace no clause and belong to no ruleset's folder.
fn outside_html(scenarios: &[Scenario]) -> String {
    let outside: Vec<&Scenario> = scenarios.iter().filter(|s| s.home == Home::Index).collect();
    if outside.is_empty() {
        return String::new();
    }
    let mut out = format!(
        "<section class=\"listing outside\" id=\"outside\">\n<h2>Not traced to a clause, \
         outside every ruleset ({})</h2>\n<p class=\"note\">Scenarios that carry no clause tag \
         and whose feature is in no ruleset's folder.</p>\n<ul class=\"scenarios\">\n",
        outside.len()
    );
    for scenario in outside {
        out.push_str(&entry::html(scenario, Place::default()));
    }
    out.push_str("</ul>\n</section>\n");
    out
}

/// One ruleset's row of the index.
fn index_row(ruleset: &Ruleset, tally: &Tally) -> String {
    let flag = |n: usize, class: &str| {
        if n > 0 { format!("<td class=\"{class}\">{n}</td>") } else { format!("<td>{n}</td>") }
    };
    format!(
        "<tr class=\"ruleset\" data-ruleset=\"{name}\"><td><a href=\"{page}\">{name}</a></td>\
         <td>{}</td><td>{}</td>{}<td>{}</td><td>{}</td><td>{}</td>{}<td>{}</td><td>{}</td></tr>\n",
        tally.clauses,
        tally.covered,
        flag(tally.uncovered, "warn"),
        tally.retired,
        tally.not_testable,
        tally.passed,
        flag(tally.failed, "bad"),
        tally.not_run,
        ruleset.errata.len(),
        name = escape(ruleset.name()),
        page = href(&ruleset.page()),
    )
}

/// Where the outcomes came from, as a paragraph: the results, the run's date, the commit.
fn run_note(run: &Context) -> String {
    let mut out = format!("<p class=\"note stamp\">Outcomes: {}.", escape(&run.source));
    if let Some(date) = &run.date {
        let _ = write!(out, " Run of <time>{}</time>.", escape(date));
    }
    match &run.commit {
        Some(commit) => {
            let _ = write!(out, " Commit <code class=\"commit\">{}</code>.", escape(commit));
        }
        None => out.push_str(" Commit: none (not a git checkout)."),
    }
    if !run.errata.is_empty() {
        let listed: Vec<String> = run.errata.iter().map(|e| escape(e)).collect();
        let _ = write!(out, " Errata in force during that run: {}.", listed.join(", "));
    }
    out.push_str("</p>\n");
    out
}

/// A ruleset's errata in force, with their dates, titles and notes, as a list (or a line
/// saying there are none), then its worked examples, not in force.
fn errata_list(ruleset: &Ruleset) -> String {
    let mut out = if ruleset.errata.is_empty() {
        "<p class=\"note\">None: the rules as published.</p>\n".to_owned()
    } else {
        erratum_items(ruleset, &ruleset.errata)
    };
    if !ruleset.examples.is_empty() {
        out.push_str(
            "<p class=\"note\">Worked examples, invented to show how errata work and not in \
             force (<code>--errata errata-examples</code> applies them):</p>\n",
        );
        out.push_str(&erratum_items(ruleset, &ruleset.examples));
    }
    out
}

/// Errata as a list: dates, titles, files and notes.
fn erratum_items(ruleset: &Ruleset, errata: &[Erratum]) -> String {
    let mut out = String::from("<ul class=\"errata\">\n");
    for erratum in errata {
        let _ = write!(
            out,
            "<li id=\"{anchor}\"><span class=\"date\">{}</span> <strong>{}</strong> \
             <code>{}</code>",
            erratum.date,
            escape(&erratum.title),
            escape(&erratum.origin),
            anchor = escape(&erratum_anchor(ruleset.name(), &erratum.id)),
        );
        if let Some(note) = &erratum.note {
            let _ = write!(out, "<br><span class=\"note\">{}</span>", escape(note));
        }
        out.push_str("</li>\n");
    }
    out.push_str("</ul>\n");
    out
}

/// The anchor of an erratum in the lists of errata.
fn erratum_anchor(ruleset: &str, id: &str) -> String {
    format!("erratum-{ruleset}-{id}")
}

/// A ruleset's page: its counts and errata, then every clause in catalogue order, grouped by
/// section, each with its history and scenarios; then the scenarios of its folder that trace
/// no clause.
pub fn ruleset_page(ruleset: &Ruleset, scenarios: &[Scenario], run: &Context) -> String {
    let traces = Traces::of(ruleset, scenarios);
    let tally = tally(ruleset, scenarios);
    let sections = sections(&ruleset.catalogue.clauses);
    let mut out = head(&format!("Rulebook: {}", ruleset.name()));
    let _ = write!(
        out,
        "<header>\n<p><a href=\"{index}\">Rulebook</a> › {name}</p>\n<h1>{name}</h1>\n\
         <p class=\"note\">Clauses from <code>{}</code>: {} in all, {} covered, {} uncovered, \
         {} retired, {} not testable. Scenarios: {} passed, {} failed, {} not run.</p>\n{}\
         </header>\n",
        escape(&ruleset.catalogue_path),
        tally.clauses,
        tally.covered,
        tally.uncovered,
        tally.retired,
        tally.not_testable,
        tally.passed,
        tally.failed,
        tally.not_run,
        run_note(run),
        name = escape(ruleset.name()),
        index = href(&run.index),
    );
    out.push_str(&contents(&sections, !traces.untraced.is_empty()));
    let titles: Vec<&str> = sections.iter().map(|(title, _)| title.as_str()).collect();
    let ids: Vec<&str> = ruleset.catalogue.clauses.iter().map(|c| c.id.as_str()).collect();
    out.push_str(&filter::bar(Choices { sections: &titles, clauses: &ids, ..Choices::default() }));
    out.push_str("<main>\n<h2>Errata in force</h2>\n");
    out.push_str(&errata_list(ruleset));
    for (number, (title, clauses)) in sections.iter().enumerate() {
        let _ = write!(
            out,
            "<section class=\"rule-section\" id=\"section-{}\">\n<h2>{}</h2>\n",
            number + 1,
            escape(title)
        );
        for clause in clauses {
            out.push_str(&clause_html(clause, title, ruleset, &traces, scenarios));
        }
        out.push_str("</section>\n");
    }
    out.push_str(&untraced_html(ruleset, &traces.untraced, scenarios));
    out.push_str("</main>\n");
    out.push_str(&foot());
    out
}

/// The clauses grouped by section: each run of clauses with the same section, in order.
fn sections(clauses: &[Clause]) -> Vec<(String, Vec<&Clause>)> {
    let mut out: Vec<(String, Vec<&Clause>)> = Vec::new();
    for clause in clauses {
        match out.last_mut() {
            Some((section, members)) if *section == clause.section => members.push(clause),
            _ => out.push((clause.section.clone(), vec![clause])),
        }
    }
    for (section, _) in &mut out {
        if section.is_empty() {
            "(no section)".clone_into(section);
        }
    }
    out
}

/// The table of contents: a link to every section.
fn contents(sections: &[(String, Vec<&Clause>)], untraced: bool) -> String {
    let mut out = String::from("<nav class=\"toc\">\n<h2>Sections</h2>\n<ol>\n");
    for (number, (title, clauses)) in sections.iter().enumerate() {
        let _ = writeln!(
            out,
            "<li><a href=\"#section-{}\">{}</a> <span class=\"note\">({})</span></li>",
            number + 1,
            escape(title),
            clauses.len()
        );
    }
    if untraced {
        out.push_str("<li><a href=\"#untraced\">Not traced to a clause</a></li>\n");
    }
    out.push_str("</ol>\n</nav>\n");
    out
}

/// One clause: its hooks, id, kind, standing, summary, ambiguity, history and scenarios.
fn clause_html(
    clause: &Clause,
    section: &str,
    ruleset: &Ruleset,
    traces: &Traces,
    all: &[Scenario],
) -> String {
    let tagged = traces.of_clause(&clause.id);
    let standing = Standing::of(clause, !tagged.is_empty());
    let failing = tagged.iter().any(|&i| matches!(all[i].status, Status::Failed | Status::Skipped));
    let id = escape(&clause.id);
    let mut out = format!(
        "<section class=\"clause {hook}{extra}\" id=\"{id}\" data-clause=\"{id}\" \
         data-section=\"{section}\" data-status=\"{hook}\">\n<h3><a href=\"#{anchor}\">{id}</a> \
         <span class=\"badge {hook}\">{label}</span> <span class=\"kind\">{kind}</span></h3>\n\
         <p class=\"summary\">{summary}</p>\n",
        hook = standing.hook(),
        extra = if failing { " failing" } else { "" },
        anchor = href(&clause.id),
        label = standing.label(),
        kind = escape(&clause.kind),
        summary = escape(&clause.summary),
        section = escape(section),
    );
    if let Some(ambiguity) = &clause.ambiguity {
        let _ = writeln!(
            out,
            "<p class=\"ambiguity\"><strong>Ambiguity:</strong> {}</p>",
            escape(ambiguity)
        );
    }
    out.push_str(&history_html(clause, ruleset));
    if tagged.is_empty() {
        if standing == Standing::Uncovered {
            out.push_str("<p class=\"note\">No scenario traces this clause yet.</p>\n");
        }
    } else {
        let at = Place { ruleset: ruleset.name(), section, clause: &clause.id };
        out.push_str(&scenario_list(tagged, all, at));
    }
    out.push_str("</section>\n");
    out
}

/// What errata did to a clause, oldest first, each with the erratum's date and title.
fn history_html(clause: &Clause, ruleset: &Ruleset) -> String {
    if clause.history.is_empty() {
        return String::new();
    }
    let mut out = String::from("<ol class=\"history\">\n");
    for (i, change) in clause.history.iter().enumerate() {
        let title = ruleset
            .errata
            .iter()
            .find(|e| e.id == change.erratum)
            .map_or_else(|| change.erratum.clone(), |e| e.title.clone());
        let what = match &change.what {
            ChangeKind::Reworded { before } => {
                let after = reworded_to(clause, i);
                format!("reworded: <del>{}</del> → <ins>{}</ins>", escape(before), escape(after))
            }
            ChangeKind::Added => "added".to_owned(),
            ChangeKind::Retired { why } => format!("retired: {}", escape(why)),
            ChangeKind::Touched => "changed through the rules data".to_owned(),
        };
        let _ = writeln!(
            out,
            "<li class=\"change\">{date} <a href=\"#{anchor}\">{title}</a>: {what}</li>",
            date = change.date,
            anchor = href(&erratum_anchor(ruleset.name(), &change.erratum)),
            title = escape(&title),
        );
    }
    out.push_str("</ol>\n");
    out
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

/// A list of scenarios (by index into `all`), each standing at `at`.
fn scenario_list(indices: &[usize], all: &[Scenario], at: Place<'_>) -> String {
    let mut out = String::from("<ul class=\"scenarios\">\n");
    for &index in indices {
        out.push_str(&entry::html(&all[index], at));
    }
    out.push_str("</ul>\n");
    out
}

/// The scenarios of the ruleset that trace none of its clauses: those of its folder without a
/// clause tag, and those whose tags look like its clause ids but name none.
fn untraced_html(ruleset: &Ruleset, untraced: &[usize], all: &[Scenario]) -> String {
    if untraced.is_empty() {
        return String::new();
    }
    format!(
        "<section class=\"listing untraced\" id=\"untraced\">\n<h2>Not traced to a clause \
         ({})</h2>\n<p class=\"note\">Scenarios of this ruleset that carry no tag naming one of \
         its clauses: untagged ones of its features (bad input, set-up checks and the like), and \
         those whose tags name no clause (misspelt?).</p>\n{}</section>\n",
        untraced.len(),
        scenario_list(untraced, all, Place { ruleset: ruleset.name(), ..Place::default() })
    )
}

/// The `data-place` of every scenario entry of a page's text, in order.
pub fn places(page: &str) -> Vec<String> {
    page.split("<li class=\"scenario\"")
        .skip(1)
        .filter_map(|rest| {
            let start = rest.find("data-place=\"")? + "data-place=\"".len();
            let end = rest[start..].find('"')?;
            Some(unescape(&rest[start..start + end]))
        })
        .collect()
}

/// How many scenario entries of a page's text have the `data-status` `hook`.
pub fn count_status(page: &str, hook: &str) -> usize {
    page.matches(&format!("<li class=\"scenario\" data-status=\"{hook}\"")).count()
}

/// The clause of `ruleset` most scenario entries stand under, with their number.
pub fn busiest_clause(ruleset: &Ruleset, scenarios: &[Scenario]) -> Option<(String, usize)> {
    let traces = Traces::of(ruleset, scenarios);
    let (id, indices) =
        traces.by_clause.iter().max_by_key(|(id, i)| (i.len(), std::cmp::Reverse(*id)))?;
    Some((id.clone(), indices.len()))
}

/// Text escaped by [`escape`], read back.
fn unescape(text: &str) -> String {
    text.replace("&quot;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
pub(crate) mod tests {
    use std::path::Path;

    use umpire_scenario::errata::Edition;

    use super::*;

    const CATALOGUE: &str = r#"
ruleset = "sample"
[[clause]]
id = "SMP-1-01"
section = "1 Moving <fast> & far"
kind = "rule"
summary = "Units move <one> hex & stop."
ambiguity = "Whether \"stop\" means the phase or the turn."
[[clause]]
id = "SMP-1-02"
section = "1 Moving <fast> & far"
kind = "rule"
summary = "Forest costs 2."
[[clause]]
id = "SMP-2-01"
section = "2 Notes"
kind = "design-note"
summary = "Why it is so."
testable = false
[[clause]]
id = "SMP-2-02"
section = "2 Notes"
kind = "rule"
summary = "An old rule."
"#;

    const ERRATUM: &str = "title = \"Forest <costs> 3\"\nnote = \"A & B.\"\n\
        [[reworded]]\nid = \"SMP-1-02\"\nsummary = \"Forest costs 3.\"\n\
        [[retired]]\nid = \"SMP-2-02\"\nwhy = \"Folded into SMP-1-02.\"\n";

    /// A small ruleset: one covered clause, one reworded and uncovered, one not testable, one
    /// retired, with one erratum in force.
    pub(crate) fn sample_ruleset() -> Ruleset {
        let base = Catalogue::parse(CATALOGUE, "features/sample/clauses.toml").unwrap();
        let path = Path::new("errata/sample/2026-12-01-forest.toml");
        let erratum = Erratum::parse(ERRATUM, path).unwrap();
        let catalogue = base.resolve([&erratum], Edition::Latest).unwrap();
        Ruleset {
            catalogue_path: "features/sample/clauses.toml".to_owned(),
            folder: "features/sample/".to_owned(),
            catalogue,
            errata: vec![erratum],
            examples: Vec::new(),
        }
    }

    fn scenario(name: &str, line: usize, tags: &[&str], status: Status) -> Scenario {
        Scenario {
            feature: "features/sample/moving.feature".to_owned(),
            line,
            name: name.to_owned(),
            tags: tags.iter().map(|&t| t.to_owned()).collect(),
            status,
            message: None,
            verdict: None,
            picture: Picture::None,
            steps: Vec::new(),
            caption: None,
            table: false,
            link: "../../features/sample/moving.feature".to_owned(),
            home: Home::Clauses,
            unknown_tags: Vec::new(),
        }
    }

    /// Three scenarios: one passed with a picture, one failed, one tracing no clause.
    pub(crate) fn sample_scenarios() -> Vec<Scenario> {
        let mut passed =
            scenario("A unit moves <one> hex", 3, &["sample", "SMP-1-01"], Status::Passed);
        passed.picture = Picture::At("pictures/sample/moving-3.svg".to_owned());
        passed.verdict = Some("legal, 1 MP".to_owned());
        let mut failed =
            scenario("Stops & waits", 9, &["SMP-1-01", "SMP-1-01", "SMP-2-01"], Status::Failed);
        failed.message = Some("expected <legal> & got refused".to_owned());
        let bad = scenario("A bad file is refused", 20, &["sample"], Status::NotRun);
        let mut scenarios = vec![passed, failed, bad];
        find_homes(&[sample_ruleset()], &mut scenarios);
        scenarios
    }

    fn run() -> Context {
        Context {
            source: "results.json <test>".to_owned(),
            errata: vec!["sample/x".to_owned()],
            index: "index.html".to_owned(),
            date: Some("2026-12-01 21:19 UTC".to_owned()),
            commit: Some("abc1234".to_owned()),
        }
    }

    fn page() -> String {
        ruleset_page(&sample_ruleset(), &sample_scenarios(), &run())
    }

    /// The `<section class="clause …">` element of `id` in `page`, up to its end.
    fn clause_of<'a>(page: &'a str, id: &str) -> &'a str {
        let start = page.find(&format!("data-clause=\"{id}\"")).expect("the clause is there");
        let start = page[..start].rfind("<section").unwrap();
        let end = page[start..].find("</section>").unwrap();
        &page[start..start + end]
    }

    #[test]
    fn every_clause_has_an_anchor_and_a_hook() {
        let page = page();
        for id in ["SMP-1-01", "SMP-1-02", "SMP-2-01", "SMP-2-02"] {
            assert!(page.contains(&format!("id=\"{id}\" data-clause=\"{id}\"")), "{id}");
        }
        assert!(page.contains("<h2>1 Moving &lt;fast&gt; &amp; far</h2>"));
        assert!(page.contains("href=\"#section-2\""));
    }

    #[test]
    fn clauses_show_how_they_stand() {
        let page = page();
        assert!(clause_of(&page, "SMP-1-01").contains("class=\"clause covered failing\""));
        let uncovered = clause_of(&page, "SMP-1-02");
        assert!(uncovered.contains("class=\"clause uncovered\""), "{uncovered}");
        assert!(uncovered.contains("data-status=\"uncovered\""));
        let retired = clause_of(&page, "SMP-2-02");
        assert!(retired.contains("class=\"clause retired\""), "{retired}");
        assert!(page.contains(".clause.retired .summary { text-decoration: line-through; }"));
        // A scenario tagging a non-testable clause does not make it "covered".
        assert!(clause_of(&page, "SMP-2-01").contains("data-status=\"not-testable\""));
    }

    #[test]
    fn text_from_files_is_escaped() {
        let page = page();
        assert!(page.contains("Units move &lt;one&gt; hex &amp; stop."));
        assert!(page.contains("Whether &quot;stop&quot; means"));
        assert!(page.contains("A unit moves &lt;one&gt; hex"));
        assert!(page.contains("<pre>expected &lt;legal&gt; &amp; got refused</pre>"));
        assert!(!page.contains("<one>") && !page.contains("<legal>") && !page.contains("<costs>"));
        assert_eq!(escape("a<b>&\"c'"), "a&lt;b&gt;&amp;&quot;c&#39;");
        assert_eq!(href("pictures/a b/x#1.svg"), "pictures/a%20b/x%231.svg");
    }

    #[test]
    fn history_shows_rewording_and_retirement_with_the_erratum() {
        let page = page();
        let reworded = clause_of(&page, "SMP-1-02");
        assert!(reworded.contains("<p class=\"summary\">Forest costs 3.</p>"));
        assert!(reworded.contains("<del>Forest costs 2.</del> → <ins>Forest costs 3.</ins>"));
        assert!(reworded.contains(
            "2026-12-01 <a href=\"#erratum-sample-2026-12-01-forest\">Forest &lt;costs&gt; 3</a>"
        ));
        let retired = clause_of(&page, "SMP-2-02");
        assert!(retired.contains("retired: Folded into SMP-1-02."));
        assert!(page.contains("id=\"erratum-sample-2026-12-01-forest\""));
        assert!(page.contains("A &amp; B."));
    }

    #[test]
    fn scenarios_are_listed_under_each_clause_they_trace() {
        let page = page();
        let covered = clause_of(&page, "SMP-1-01");
        assert_eq!(covered.matches("<li class=\"scenario\"").count(), 2);
        assert!(covered.contains("data-status=\"passed\""));
        assert!(covered.contains(">features/sample/moving.feature:9</a>"));
        assert!(covered.contains("<img loading=\"lazy\" src=\"pictures/sample/moving-3.svg\""));
        assert!(covered.contains("Verdict: legal, 1 MP"));
        assert!(page.contains("id=\"untraced\""));
        let tally = tally(&sample_ruleset(), &sample_scenarios());
        // SMP-1-01 twice, SMP-2-01 once, the untraced scenario once.
        assert_eq!(tally.entries, 4);
        assert_eq!(page.matches("<li class=\"scenario\"").count(), tally.entries);
        assert_eq!((tally.passed, tally.failed, tally.not_run), (1, 1, 1));
        assert_eq!(
            (tally.clauses, tally.covered, tally.uncovered, tally.retired, tally.not_testable),
            (4, 1, 1, 1, 1)
        );
    }

    #[test]
    fn every_scenario_finds_a_place() {
        let mut scenarios = sample_scenarios();
        let mut misspelt = scenario("A misspelt tag", 30, &["SMP-1-99"], Status::Failed);
        misspelt.feature = "features/elsewhere/x.feature".to_owned();
        let mut outside = scenario("Outside", 40, &["geometry", "edition-base"], Status::Failed);
        outside.feature = "features/hex/y.feature".to_owned();
        outside.message = Some("expected a, but b".to_owned());
        scenarios.extend([misspelt, outside]);
        find_homes(&[sample_ruleset()], &mut scenarios);
        let homes: Vec<&Home> = scenarios.iter().map(|s| &s.home).collect();
        let sample = Home::Ruleset("sample".to_owned());
        assert_eq!(homes, [&Home::Clauses, &Home::Clauses, &sample, &sample, &Home::Index]);
        assert_eq!(scenarios[3].unknown_tags, ["SMP-1-99"]);
        assert!(scenarios[4].unknown_tags.is_empty(), "edition-base is no clause id");
        // The misspelt one is on the ruleset's page, the other on the index.
        let page = ruleset_page(&sample_ruleset(), &scenarios, &run());
        assert!(page.contains("data-place=\"features/elsewhere/x.feature:30\""));
        assert!(page.contains("Tag(s) naming no clause of any ruleset: <code>@SMP-1-99</code>"));
        let index = index(&[sample_ruleset()], &scenarios, &run());
        let outside = &index[index.find("id=\"outside\"").unwrap()..];
        assert!(outside.contains("data-place=\"features/hex/y.feature:40\""));
        // Every failure is listed on the index with its reason, as many as the run failed.
        let failures =
            &index[index.find("id=\"failures\"").unwrap()..index.find("id=\"outside\"").unwrap()];
        assert!(failures.contains("<h2>Failures (3)</h2>"));
        assert_eq!(count_status(failures, "failed"), 3);
        assert!(failures.contains("<pre>expected a, but b</pre>"));
        assert!(
            index.contains("5 scenarios: 1 passed, <a href=\"#failures\">3 failed</a>, 1 not run.")
        );
    }

    #[test]
    fn pages_are_stamped_and_filterable() {
        let index = index(&[sample_ruleset()], &sample_scenarios(), &run());
        assert!(index.contains("Run of <time>2026-12-01 21:19 UTC</time>. Commit <code class=\"commit\">abc1234</code>."));
        assert!(index.contains("<form id=\"filters\""));
        assert!(index.contains("<option value=\"sample\">sample</option>"));
        assert!(index.contains("<script>") && !index.contains("<script src"));
        let unstamped = Context { commit: None, date: None, ..run() };
        assert!(super::index(&[], &[], &unstamped).contains("Commit: none (not a git checkout)."));
        let page = page();
        assert!(page.contains("<datalist id=\"clause-ids\"><option value=\"SMP-1-01\">"));
        assert_eq!(places(&page).len(), 4);
        assert_eq!(places(&page)[0], "features/sample/moving.feature:3");
        assert_eq!(
            busiest_clause(&sample_ruleset(), &sample_scenarios()),
            Some(("SMP-1-01".to_owned(), 2))
        );
    }

    #[test]
    fn the_index_links_every_ruleset_with_its_counts_and_errata() {
        let index = index(&[sample_ruleset()], &sample_scenarios(), &run());
        assert!(index.contains("<tr class=\"ruleset\" data-ruleset=\"sample\"><td><a href=\"sample.html\">sample</a></td><td>4</td><td>1</td><td class=\"warn\">1</td>"));
        assert!(index.contains(
            "<span class=\"date\">2026-12-01</span> <strong>Forest &lt;costs&gt; 3</strong>"
        ));
        assert!(index.contains("results.json &lt;test&gt;"));
        let empty = super::index(&[], &[], &run());
        assert!(empty.contains("No clause catalogues"));
    }
}
