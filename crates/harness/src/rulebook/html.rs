//! The rulebook's pages, as pure functions from what the run gave to HTML text.
//!
//! The markup is in askama templates (`crates/harness/templates/rulebook/`, rendered by
//! `page`), which escape every text that comes from a file (clause summaries, erratum titles,
//! scenario names, failure messages, paths) by construction. The pages are static files: inline
//! CSS and one inline script, the search and filters (`rulebook::filter`); pictures are separate
//! SVG files loaded lazily. Every scenario of the run appears: under each clause it traces, else
//! among the scenarios that trace no clause of the ruleset its tags or folder belong to, else on
//! the index ([`find_homes`]); the index lists every failure with its reason. The browser check
//! (`cargo xtask rulebook --check`) and the filters find their way by these hooks, which must
//! stay stable:
//!
//! * `<tr class="ruleset" data-ruleset="…">` — one row of the index per ruleset;
//! * `<section class="clause …" id="…" data-clause="…" data-section="…" data-status="…">` — one
//!   per clause, `data-status` being `covered`, `uncovered`, `retired` or `not-testable`;
//! * `<li class="scenario" data-status="…" data-place="…">` — one per scenario entry
//!   (`rulebook::entry`), `data-status` being `passed` or `failed`;
//! * `<body data-shown="…" data-filtered="yes">` — set by the script each time it filters.

mod page;

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

use umpire_play::errata::{Catalogue, Erratum};
use umpire_scenario::errata::Clause;

#[cfg(test)]
pub(super) use page::render;

/// How a scenario fared in the run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// It passed.
    Passed,
    /// It failed (a step failed, matched no definition, or there was none).
    Failed,
}

impl Status {
    /// The `data-status` hook, which is also the words on the badge: `passed` or `failed`.
    pub fn hook(self) -> &'static str {
        match self {
            Status::Passed => "passed",
            Status::Failed => "failed",
        }
    }
}

/// A scenario's picture, as the page shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Picture {
    /// None was drawn.
    None,
    /// The picture, as a path relative to the pages' folder (`pictures/0123456789abcdef.svg`).
    At(String),
}

/// One scenario of the run, with its outcome.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scenario {
    /// Its feature file as the pages show it (`mine/forest.feature`,
    /// `built-in:features/strategic/3.1.feature`).
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
    /// Every clause id its verdicts and ledgers cited.
    pub cited: Vec<String>,
    /// Its map.
    pub picture: Picture,
    /// Its steps as its feature file reads them.
    pub steps: Vec<String>,
    /// What its picture shows, in words.
    pub caption: Option<String>,
    /// Whether it plays on a table (lengths, never MP).
    pub table: bool,
    /// The link from the pages to its feature file (relative); `None` for a built-in one.
    pub link: Option<String>,
    /// Where it is listed when it traces no clause ([`find_homes`]).
    pub home: Home,
    /// Its tags that look like clause ids but name no clause of any ruleset.
    pub unknown_tags: Vec<String>,
}

impl Scenario {
    /// `mine/forest.feature:12`.
    pub fn place(&self) -> String {
        format!("{}:{}", self.feature, self.line)
    }

    /// The folders of its feature file's path (`features`, `strategic` of
    /// `built-in:features/strategic/x.feature`).
    fn folders(&self) -> impl Iterator<Item = &str> {
        let path = self.feature.strip_prefix(crate::library::BUILT_IN).unwrap_or(&self.feature);
        let mut parts: Vec<&str> = path.split(['/', '\\']).collect();
        parts.pop();
        parts.into_iter()
    }
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

/// The first part of a clause id (`STR` of `STR-3.1.1-04`).
fn prefix(id: &str) -> &str {
    id.split('-').next().unwrap_or_default()
}

/// Finds each scenario's [`Home`] and its tags that name no clause (of `rulesets`, nor of
/// `clauses` when given: every id a tag may name in the run): a scenario that traces no clause
/// goes to the ruleset whose clause ids its tags look like (a misspelt tag), else to the
/// ruleset its feature's folder is named after, else to the index.
pub fn find_homes(
    rulesets: &[Ruleset],
    scenarios: &mut [Scenario],
    clauses: Option<&crate::run::clause_tags::Clauses>,
) {
    let known: BTreeSet<&str> =
        rulesets.iter().flat_map(|r| r.catalogue.clauses.iter().map(|c| c.id.as_str())).collect();
    let prefixes: Vec<BTreeSet<&str>> = rulesets
        .iter()
        .map(|r| r.catalogue.clauses.iter().map(|c| prefix(&c.id)).collect())
        .collect();
    for scenario in scenarios {
        scenario.unknown_tags = scenario
            .tags
            .iter()
            .filter(|t| !known.contains(t.as_str()) && super::unknown_clause(clauses, t))
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
            .find_map(|t| prefixes.iter().position(|p| p.contains(prefix(t))));
        let by_folder = || rulesets.iter().position(|r| scenario.folders().any(|f| f == r.name()));
        scenario.home = match by_tag.or_else(by_folder) {
            Some(index) => Home::Ruleset(rulesets[index].name().to_owned()),
            None => Home::Index,
        };
    }
}

/// One ruleset of the book: its catalogue as the edition in force reads it and its errata.
#[derive(Debug, Clone, PartialEq)]
pub struct Ruleset {
    /// Where its catalogue comes from, as the pages name it.
    pub catalogue_path: String,
    /// The catalogue with the errata in force applied.
    pub catalogue: Catalogue,
    /// The errata in force, oldest first.
    pub errata: Vec<Erratum>,
    /// The worked-example errata, in force only for scenarios tagged `@errata-examples`:
    /// listed so a reader sees how errata read, oldest first.
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
    /// What was run, in words (`12 scenarios of the selection mine/`).
    pub source: String,
    /// The errata in force during the run (`<ruleset>/<id>`).
    pub errata: Vec<String>,
    /// The index page's file name, for the other pages to link back to.
    pub index: String,
    /// When the run was made (`2026-12-01 21:19 UTC`).
    pub date: Option<String>,
    /// The version of umpire that ran it.
    pub version: String,
}

/// The counts of one ruleset, as the index shows them.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tally {
    /// Clauses in the catalogue, retired ones included.
    pub clauses: usize,
    /// Testable live clauses some scenario of the run tags.
    pub covered: usize,
    /// Testable live clauses no scenario of the run tags.
    pub uncovered: usize,
    /// Clauses retired by an erratum.
    pub retired: usize,
    /// Live clauses no scenario can check.
    pub not_testable: usize,
    /// Live clauses a verdict can cite (testable, not examples).
    pub citable: usize,
    /// Citable clauses some passing scenario's verdict or ledger cited.
    pub cited: usize,
    /// Distinct scenarios on the page that passed.
    pub passed: usize,
    /// Distinct scenarios on the page that failed.
    pub failed: usize,
    /// Scenario entries on the page: one per clause a scenario traces, one per scenario of the
    /// ruleset that traces none.
    pub entries: usize,
}

/// How a clause stands: its `data-status` hook.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Standing {
    /// Testable, live, and some scenario tags it.
    Covered,
    /// Testable, live, and no scenario tags it.
    Uncovered,
    /// Retired by an erratum in force.
    Retired,
    /// No scenario can check it (a design note).
    NotTestable,
}

impl Standing {
    /// How `clause` stands when some scenario tags it (`traced`) or not.
    pub fn of(clause: &Clause, traced: bool) -> Standing {
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

    /// The `data-status` hook.
    pub fn hook(self) -> &'static str {
        match self {
            Standing::Covered => "covered",
            Standing::Uncovered => "uncovered",
            Standing::Retired => "retired",
            Standing::NotTestable => "not-testable",
        }
    }

    /// The words on the badge.
    pub fn label(self) -> &'static str {
        match self {
            Standing::Covered => "covered",
            Standing::Uncovered => "uncovered",
            Standing::Retired => "retired",
            Standing::NotTestable => "not testable",
        }
    }
}

/// Whether a verdict can be expected to cite `clause`: a live testable clause that is not an
/// example (an example is played by a scenario; the engine cites the rule it illustrates).
pub fn citable(clause: &Clause) -> bool {
    clause.testable && !clause.retired && clause.kind != "example"
}

/// Which scenarios a ruleset's page shows: per clause id, the indices of the scenarios
/// tagging it, and the scenarios of the ruleset that trace none of its clauses; and what the
/// passing scenarios cited.
pub(super) struct Traces {
    by_clause: BTreeMap<String, Vec<usize>>,
    untraced: Vec<usize>,
    cited: BTreeSet<String>,
}

impl Traces {
    pub(super) fn of(ruleset: &Ruleset, scenarios: &[Scenario]) -> Traces {
        let ids: BTreeSet<&str> = ruleset.catalogue.clauses.iter().map(|c| c.id.as_str()).collect();
        let mut by_clause: BTreeMap<String, Vec<usize>> = BTreeMap::new();
        let mut untraced = Vec::new();
        let mut cited = BTreeSet::new();
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
            if scenario.status == Status::Passed {
                cited.extend(scenario.cited.iter().filter(|c| ids.contains(c.as_str())).cloned());
            }
        }
        Traces { by_clause, untraced, cited }
    }

    pub(super) fn of_clause(&self, id: &str) -> &[usize] {
        self.by_clause.get(id).map_or(&[], Vec::as_slice)
    }

    pub(super) fn cited(&self, id: &str) -> bool {
        self.cited.contains(id)
    }

    pub(super) fn untraced(&self) -> &[usize] {
        &self.untraced
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
        if citable(clause) {
            tally.citable += 1;
            tally.cited += usize::from(traces.cited(&clause.id));
        }
    }
    for index in traces.distinct() {
        match scenarios[index].status {
            Status::Passed => tally.passed += 1,
            Status::Failed => tally.failed += 1,
        }
    }
    tally
}

/// The clauses of `ruleset` no scenario of the run tags (testable, live), and the citable ones
/// no passing scenario's verdict cites, in catalogue order.
pub fn gaps(ruleset: &Ruleset, scenarios: &[Scenario]) -> (Vec<String>, Vec<String>) {
    let traces = Traces::of(ruleset, scenarios);
    let clauses = &ruleset.catalogue.clauses;
    let uncovered = clauses
        .iter()
        .filter(|c| Standing::of(c, !traces.of_clause(&c.id).is_empty()) == Standing::Uncovered)
        .map(|c| c.id.clone())
        .collect();
    let uncited = clauses
        .iter()
        .filter(|c| citable(c) && !traces.cited(&c.id))
        .map(|c| c.id.clone())
        .collect();
    (uncovered, uncited)
}

/// Whether some passing scenario's verdict or ledger cites the clause `id` of `ruleset`.
pub fn cited_by(ruleset: &Ruleset, scenarios: &[Scenario], id: &str) -> bool {
    Traces::of(ruleset, scenarios).cited(id)
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

/// The index page: every ruleset with its counts and errata, linking to its page; every
/// failure with its reason; the scenarios outside every ruleset.
pub fn index(rulesets: &[Ruleset], scenarios: &[Scenario], run: &Context) -> String {
    page::index(rulesets, scenarios, run)
}

/// A ruleset's page: its counts and errata, then every clause in catalogue order, grouped by
/// section, each with its history and scenarios; then the scenarios of the ruleset that trace
/// no clause.
pub fn ruleset_page(ruleset: &Ruleset, scenarios: &[Scenario], run: &Context) -> String {
    page::ruleset_page(ruleset, scenarios, run)
}

/// A page of the manual (the editors' guide, the step vocabulary): `body` is its HTML.
pub fn manual_page(title: &str, body: &str, run: &Context) -> String {
    page::manual_page(title, body, run)
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
pub(crate) mod tests {
    use std::path::Path;

    use umpire_play::errata::Edition;

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
            catalogue,
            errata: vec![erratum],
            examples: Vec::new(),
        }
    }

    pub(crate) fn scenario(name: &str, line: usize, tags: &[&str], status: Status) -> Scenario {
        Scenario {
            feature: "features/sample/moving.feature".to_owned(),
            line,
            name: name.to_owned(),
            tags: tags.iter().map(|&t| t.to_owned()).collect(),
            status,
            message: None,
            verdict: None,
            cited: Vec::new(),
            picture: Picture::None,
            steps: Vec::new(),
            caption: None,
            table: false,
            link: Some("../../features/sample/moving.feature".to_owned()),
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
        passed.cited = vec!["SMP-1-01".to_owned()];
        let mut failed =
            scenario("Stops & waits", 9, &["SMP-1-01", "SMP-1-01", "SMP-2-01"], Status::Failed);
        failed.message = Some("expected <legal> & got refused".to_owned());
        let bad = scenario("A bad file is refused", 20, &["sample"], Status::Passed);
        let mut scenarios = vec![passed, failed, bad];
        find_homes(&[sample_ruleset()], &mut scenarios, None);
        scenarios
    }

    pub(crate) fn run() -> Context {
        Context {
            source: "3 scenarios of <mine>".to_owned(),
            errata: vec!["sample/x".to_owned()],
            index: "index.html".to_owned(),
            date: Some("2026-12-01 21:19 UTC".to_owned()),
            version: "0.1.0".to_owned(),
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
        assert!(page.contains("<h2>1 Moving &#60;fast&#62; &#38; far</h2>"));
        assert!(page.contains("href=\"#section-2\""));
    }

    #[test]
    fn clauses_show_how_they_stand() {
        let page = page();
        let covered = clause_of(&page, "SMP-1-01");
        assert!(covered.contains("class=\"clause covered failing\""));
        assert!(covered.contains("<span class=\"badge cited\">cited</span>"), "{covered}");
        let uncovered = clause_of(&page, "SMP-1-02");
        assert!(uncovered.contains("class=\"clause uncovered\""), "{uncovered}");
        assert!(uncovered.contains("data-status=\"uncovered\""));
        assert!(!uncovered.contains("badge cited"));
        let retired = clause_of(&page, "SMP-2-02");
        assert!(retired.contains("class=\"clause retired\""), "{retired}");
        assert!(page.contains(".clause.retired .summary { text-decoration: line-through; }"));
        // A scenario tagging a non-testable clause does not make it "covered".
        assert!(clause_of(&page, "SMP-2-01").contains("data-status=\"not-testable\""));
    }

    #[test]
    fn text_from_files_is_escaped() {
        let page = page();
        assert!(page.contains("Units move &#60;one&#62; hex &#38; stop."));
        assert!(page.contains("Whether &#34;stop&#34; means"));
        assert!(page.contains("A unit moves &#60;one&#62; hex"));
        assert!(page.contains("<pre>expected &#60;legal&#62; &#38; got refused</pre>"));
        assert!(!page.contains("<one>") && !page.contains("<legal>") && !page.contains("<costs>"));
        assert_eq!(href("pictures/a b/x#1.svg"), "pictures/a%20b/x%231.svg");
    }

    #[test]
    fn a_script_in_a_scenario_or_a_message_is_shown_as_text() {
        let mut scenarios = sample_scenarios();
        scenarios[1].name = "<script>alert('name')</script>".to_owned();
        scenarios[1].message = Some("refused: <script>alert(\"why\")</script>".to_owned());
        scenarios[1].steps = vec!["Given <script>steps</script>".to_owned()];
        scenarios[1].unknown_tags = vec!["X-1<script>".to_owned()];
        let page = ruleset_page(&sample_ruleset(), &scenarios, &run());
        let index = index(&[sample_ruleset()], &scenarios, &run());
        for text in [&page, &index] {
            // The filters' script is the only script element of a page.
            assert_eq!(text.matches("<script").count(), 1, "{text}");
            assert!(text.contains("&#60;script&#62;alert(&#39;name&#39;)&#60;/script&#62;"));
            assert!(text.contains(
                "<pre>refused: &#60;script&#62;alert(&#34;why&#34;)&#60;/script&#62;</pre>"
            ));
            assert!(text.contains("<pre>Given &#60;script&#62;steps&#60;/script&#62;</pre>"));
            assert!(text.contains("<code>@X-1&#60;script&#62;</code>"));
        }
        // A name is escaped inside attributes too (the picture's alternative text).
        assert!(page.contains("alt=\"The map of A unit moves &#60;one&#62; hex\""));
    }

    #[test]
    fn history_shows_rewording_and_retirement_with_the_erratum() {
        let page = page();
        let reworded = clause_of(&page, "SMP-1-02");
        assert!(reworded.contains("<p class=\"summary\">Forest costs 3.</p>"));
        assert!(reworded.contains("<del>Forest costs 2.</del> → <ins>Forest costs 3.</ins>"));
        assert!(reworded.contains(
            "2026-12-01 <a href=\"#erratum-sample-2026-12-01-forest\">Forest &#60;costs&#62; 3</a>"
        ));
        let retired = clause_of(&page, "SMP-2-02");
        assert!(retired.contains("retired: Folded into SMP-1-02."));
        assert!(page.contains("id=\"erratum-sample-2026-12-01-forest\""));
        assert!(page.contains("A &#38; B."));
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
        assert_eq!((tally.passed, tally.failed), (2, 1));
        assert_eq!(
            (tally.clauses, tally.covered, tally.uncovered, tally.retired, tally.not_testable),
            (4, 1, 1, 1, 1)
        );
        // SMP-1-01 and SMP-1-02 can be cited; the passing scenario cites the first.
        assert_eq!((tally.citable, tally.cited), (2, 1));
        let (uncovered, uncited) = gaps(&sample_ruleset(), &sample_scenarios());
        assert_eq!(
            (uncovered, uncited),
            (vec!["SMP-1-02".to_owned()], vec!["SMP-1-02".to_owned()])
        );
    }

    #[test]
    fn every_scenario_finds_a_place() {
        let mut scenarios = sample_scenarios();
        let mut misspelt = scenario("A misspelt tag", 30, &["SMP-1-99"], Status::Failed);
        misspelt.feature = "features/elsewhere/x.feature".to_owned();
        let mut outside = scenario("Outside", 40, &["geometry", "edition-base"], Status::Failed);
        outside.feature = "built-in:features/hex/y.feature".to_owned();
        outside.link = None;
        outside.message = Some("expected a, but b".to_owned());
        scenarios.extend([misspelt, outside]);
        find_homes(&[sample_ruleset()], &mut scenarios, None);
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
        assert!(outside.contains("data-place=\"built-in:features/hex/y.feature:40\""));
        // A built-in feature has no file to link to.
        assert!(
            outside.contains("<span class=\"place\">built-in:features/hex/y.feature:40</span>")
        );
        // Every failure is listed on the index with its reason, as many as the run failed.
        let failures =
            &index[index.find("id=\"failures\"").unwrap()..index.find("id=\"outside\"").unwrap()];
        assert!(failures.contains("<h2>Failures (3)</h2>"));
        assert_eq!(failures.matches("<li class=\"scenario\" data-status=\"failed\"").count(), 3);
        assert!(failures.contains("<pre>expected a, but b</pre>"));
        assert!(index.contains("5 scenarios: 2 passed, <a href=\"#failures\">3 failed</a>."));
    }

    #[test]
    fn pages_are_stamped_and_filterable() {
        let index = index(&[sample_ruleset()], &sample_scenarios(), &run());
        assert!(index.contains("Run of <time>2026-12-01 21:19 UTC</time> by umpire 0.1.0"));
        assert!(index.contains("<form id=\"filters\""));
        assert!(index.contains("<option value=\"sample\">sample</option>"));
        assert!(index.contains("<script>") && !index.contains("<script src"));
        for link in ["href=\"guide.html\"", "href=\"steps.html\""] {
            assert!(index.contains(link), "{link}");
        }
        let page = page();
        assert!(page.contains("<datalist id=\"clause-ids\"><option value=\"SMP-1-01\">"));
    }

    #[test]
    fn the_index_links_every_ruleset_with_its_counts_and_errata() {
        let index = index(&[sample_ruleset()], &sample_scenarios(), &run());
        assert!(index.contains("<tr class=\"ruleset\" data-ruleset=\"sample\"><td><a href=\"sample.html\">sample</a></td><td>4</td><td>1</td><td class=\"warn\">1</td>"), "{index}");
        assert!(index.contains("<td>1/2</td>"), "the cited column: {index}");
        assert!(index.contains(
            "<span class=\"date\">2026-12-01</span> <strong>Forest &#60;costs&#62; 3</strong>"
        ));
        assert!(index.contains("3 scenarios of &#60;mine&#62;"));
        let empty = super::index(&[], &[], &run());
        assert!(empty.contains("No scenario of this run traces a clause"));
    }
}
