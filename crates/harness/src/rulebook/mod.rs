//! The living rulebook of a selection of scenarios: a static HTML site that shows every rule
//! clause of the rulesets the selection touches next to the scenarios that trace it, with how
//! they fared, and the manual (the editors' guide and the step vocabulary) beside it.
//!
//! A [`Book`] is made from a run's [`Results`] in memory (run with pictures,
//! [`Suite::pictures`]) and the [`Suite`] it ran under:
//!
//! * each ruleset's clause catalogue ([`umpire_play::errata::catalogue`]) as the errata in force
//!   read it, for the rulesets the selection touches: a scenario touches a ruleset when it tags
//!   or cites one of its clauses, carries a clause-like tag of its prefix, or lives in a folder
//!   named after it;
//! * the coverage *of the selection*: which clauses its scenarios tag (covered) and which the
//!   verdicts of its passing scenarios cite ([`Coverage`]) — an editor's book of 12 scenarios
//!   says what their 12 cover;
//! * the manual, from the Markdown built into the command ([`manual`]).
//!
//! It writes `index.html` with one row per ruleset, a page `<ruleset>.html` per ruleset,
//! `guide.html` and `steps.html`, and the pictures under `pictures/` (named by their contents,
//! so equal pictures share a file). Every file is written whole or not at all
//! ([`crate::command::write_whole`]). `umpire rulebook` is [`command`].

pub mod command;
mod entry;
mod filter;
pub mod html;
pub mod manual;
mod stamp;

use std::collections::BTreeSet;
use std::io;
use std::path::{Path, PathBuf};

use umpire_play::errata::{Edition, Erratum, RULESETS};

use crate::command::write_whole;
use crate::results::{Record, Results};
use crate::run::clause_tags::{self, Clauses};
use crate::suite::Suite;
use html::{Context, Home, Picture, Ruleset, Scenario, Status};

pub use command::{RulebookArgs, rulebook};

/// The index page's file name.
pub const INDEX: &str = "index.html";

/// What can stop a book being made or written.
#[derive(Debug, thiserror::Error)]
pub enum RulebookError {
    /// A clause catalogue cannot be read with the errata in force.
    #[error("the clause catalogue of {ruleset} cannot be read with the errata in force: {message}")]
    Catalogue {
        /// The ruleset.
        ruleset: String,
        /// Why.
        message: String,
    },
    /// A file of the book cannot be written.
    #[error("{}: cannot write the rulebook here: {source}", path.display())]
    Write {
        /// The file or folder.
        path: PathBuf,
        /// Why.
        source: io::Error,
    },
}

/// One page of the book: its file name in the book's folder and its text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Page {
    /// Its file name (`index.html`, `strategic.html`, `guide.html`).
    pub name: String,
    /// Its HTML.
    pub text: String,
}

/// One ruleset's coverage by the run's scenarios.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Coverage {
    /// The ruleset.
    pub ruleset: String,
    /// The counts.
    pub tally: html::Tally,
    /// The testable live clauses no scenario of the run tags, in catalogue order.
    pub uncovered: Vec<String>,
    /// The citable clauses no passing scenario's verdict or ledger cites and whose catalogue
    /// entry gives no reason why none can (`not_cited`), in catalogue order.
    pub uncited: Vec<String>,
    /// The citable clauses no verdict cites whose catalogue entry says why none can: each id
    /// with its reason, in catalogue order.
    pub explained: Vec<(String, String)>,
    /// The clauses some verdict cites although their catalogue entry says none can: the reason
    /// is out of date.
    pub cited_anyway: Vec<String>,
    /// Every clause id of the catalogue, in its order.
    pub order: Vec<String>,
}

impl Coverage {
    /// One line: `strategic: 12/151 testable clauses covered by a tag, 9/140 citable clauses
    /// cited by a verdict`.
    pub fn line(&self) -> String {
        let t = &self.tally;
        let explained = match self.explained.len() {
            0 => String::new(),
            n => format!(", {n} more not citable for a reason the catalogue gives"),
        };
        format!(
            "{}: {}/{} testable clauses covered by a tag, {}/{} citable clauses cited by a \
             verdict{explained}",
            self.ruleset,
            t.covered,
            t.covered + t.uncovered,
            t.cited,
            t.citable
        )
    }

    /// One line per citable clause no verdict cites (`ACW-MOVE-09: not cited: <reason>`, or
    /// that the catalogue gives no reason), then one per clause cited although the catalogue
    /// says it cannot be; catalogue order within each.
    pub fn uncited_lines(&self) -> Vec<String> {
        let reasons: std::collections::BTreeMap<&str, &str> =
            self.explained.iter().map(|(id, why)| (id.as_str(), why.as_str())).collect();
        let mut ids: Vec<&str> = self.explained.iter().map(|(id, _)| id.as_str()).collect();
        ids.extend(self.uncited.iter().map(String::as_str));
        let mut lines: Vec<(usize, String)> = ids
            .into_iter()
            .map(|id| {
                let line = match reasons.get(id) {
                    Some(why) => format!("{id}: not cited: {why}"),
                    None => format!("{id}: {NO_REASON}"),
                };
                (self.order.iter().position(|o| o == id).unwrap_or(usize::MAX), line)
            })
            .collect();
        lines.sort_by_key(|(at, _)| *at);
        let mut lines: Vec<String> = lines.into_iter().map(|(_, line)| line).collect();
        lines.extend(self.cited_anyway.iter().map(|id| {
            format!("{id}: cited by a verdict, though the catalogue says no verdict can cite it")
        }));
        lines
    }
}

/// What [`Coverage::uncited_lines`] says of a clause no verdict cites and the catalogue does
/// not explain: `cargo xtask coverage` looks for it.
pub const NO_REASON: &str =
    "cited by no verdict, and the catalogue gives no reason (a `not_cited` key) why none can";

/// A rulebook, made and ready to write.
#[derive(Debug, Clone)]
pub struct Book {
    /// The rulesets the run touches, in the order of [`RULESETS`].
    pub rulesets: Vec<Ruleset>,
    /// Every scenario of the run, by feature and line.
    pub scenarios: Vec<Scenario>,
    /// What every page says of the run.
    pub context: Context,
    /// The pictures: each file's path in the book (`pictures/<hash>.svg`) and its SVG.
    pub pictures: Vec<(String, String)>,
    /// The manual's pages: file name, title, HTML body.
    pub manual: Vec<(String, String, String)>,
    /// Tags that name no erratum or edition, with where they are.
    pub problems: Vec<String>,
}

impl Book {
    /// The book of `results`, run under `suite`, to be written to the folder `out` (its links
    /// to the features on disk are relative to it); `source` says what was run, in words.
    ///
    /// # Errors
    /// A clause catalogue cannot be read with the errata in force.
    pub fn new(
        results: &Results,
        suite: &Suite,
        source: String,
        out: &Path,
    ) -> Result<Book, RulebookError> {
        let all = rulesets(suite)?;
        let mut pictures: Vec<(String, String)> = Vec::new();
        let folder = absolute(out);
        let here = std::env::current_dir().unwrap_or_default();
        let mut scenarios: Vec<Scenario> = results
            .scenarios
            .iter()
            .map(|record| scenario(record, &folder, &here, &mut pictures))
            .collect();
        html::find_homes(&all, &mut scenarios, Some(&suite.clauses));
        let rulesets: Vec<Ruleset> = all.into_iter().filter(|r| touches(r, &scenarios)).collect();
        // Homes again, among the rulesets shown only.
        html::find_homes(&rulesets, &mut scenarios, Some(&suite.clauses));
        let manual = manual::PAGES
            .iter()
            .map(|(page, title, source)| {
                let text =
                    suite.library.builtin.iter().find(|(path, _)| path == source).map_or_else(
                        || format!("<p>This umpire has no {title} built in.</p>"),
                        |(_, text)| manual::to_html(text),
                    );
                ((*page).to_owned(), (*title).to_owned(), text)
            })
            .collect();
        let context = Context {
            source,
            errata: results.errata.clone(),
            index: INDEX.to_owned(),
            date: Some(stamp::utc_date_time(std::time::SystemTime::now())),
            version: env!("CARGO_PKG_VERSION").to_owned(),
        };
        let problems = tag_problems(&scenarios, suite);
        Ok(Book { rulesets, scenarios, context, pictures, manual, problems })
    }

    /// Every page: the index, each ruleset's, the manual's.
    pub fn pages(&self) -> Vec<Page> {
        let mut pages = vec![Page {
            name: INDEX.to_owned(),
            text: html::index(&self.rulesets, &self.scenarios, &self.context),
        }];
        for ruleset in &self.rulesets {
            pages.push(Page {
                name: ruleset.page(),
                text: html::ruleset_page(ruleset, &self.scenarios, &self.context),
            });
        }
        for (name, title, body) in &self.manual {
            pages.push(Page {
                name: name.clone(),
                text: html::manual_page(title, body, &self.context),
            });
        }
        pages
    }

    /// Each ruleset's coverage by the run's scenarios.
    pub fn coverage(&self) -> Vec<Coverage> {
        self.rulesets
            .iter()
            .map(|ruleset| {
                let (uncovered, uncited) = html::gaps(ruleset, &self.scenarios);
                let clauses = &ruleset.catalogue.clauses;
                let reason = |id: &str| ruleset.catalogue.clause(id)?.not_cited.clone();
                let (explained, uncited): (Vec<String>, Vec<String>) =
                    uncited.into_iter().partition(|id| reason(id).is_some());
                let explained = explained
                    .into_iter()
                    .filter_map(|id| reason(&id).map(|why| (id, why)))
                    .collect();
                let cited_anyway = clauses
                    .iter()
                    .filter(|c| c.not_cited.is_some() && html::citable(c))
                    .filter(|c| html::cited_by(ruleset, &self.scenarios, &c.id))
                    .map(|c| c.id.clone())
                    .collect();
                Coverage {
                    ruleset: ruleset.name().to_owned(),
                    tally: html::tally(ruleset, &self.scenarios),
                    uncovered,
                    uncited,
                    explained,
                    cited_anyway,
                    order: clauses.iter().map(|c| c.id.clone()).collect(),
                }
            })
            .collect()
    }

    /// The files the book writes, relative to its folder.
    pub fn files(&self) -> Vec<String> {
        let mut files: Vec<String> = self.pages().into_iter().map(|p| p.name).collect();
        files.extend(self.pictures.iter().map(|(path, _)| path.clone()));
        files
    }

    /// Writes the pictures, then the pages, into `out` (made if need be), each file whole or
    /// not at all; removes the pictures an earlier book left there that this one does not show.
    ///
    /// # Errors
    /// A folder or file cannot be written.
    pub fn write(&self, out: &Path) -> Result<(), RulebookError> {
        let failed = |path: &Path| {
            let path = path.to_path_buf();
            move |source| RulebookError::Write { path, source }
        };
        let pictures = out.join("pictures");
        std::fs::create_dir_all(&pictures).map_err(failed(&pictures))?;
        for (path, svg) in &self.pictures {
            let path = out.join(path);
            write_whole(&path, svg.as_bytes()).map_err(failed(&path))?;
        }
        for page in self.pages() {
            let path = out.join(&page.name);
            write_whole(&path, page.text.as_bytes()).map_err(failed(&path))?;
        }
        remove_stale_pictures(&pictures, &self.pictures);
        Ok(())
    }
}

/// Every ruleset's catalogue as the suite's errata in force read it (in its edition).
fn rulesets(suite: &Suite) -> Result<Vec<Ruleset>, RulebookError> {
    let edition = suite.edition.unwrap_or(Edition::Latest);
    RULESETS
        .iter()
        .map(|&name| {
            let failed = |e: umpire_play::errata::ErrataError| RulebookError::Catalogue {
                ruleset: name.to_owned(),
                message: e.to_string(),
            };
            let base = umpire_play::errata::catalogue(name).map_err(failed)?;
            let catalogue = base.resolve(suite.errata.of(name), edition).map_err(failed)?;
            let shown = |list: Vec<&Erratum>| -> Vec<Erratum> {
                list.into_iter()
                    .cloned()
                    .map(|mut e| {
                        e.origin = shown_origin(&e.origin);
                        e
                    })
                    .collect()
            };
            Ok(Ruleset {
                catalogue_path: format!("the catalogue built into umpire, {name}"),
                catalogue,
                errata: shown(suite.errata.in_force(name, edition).collect()),
                examples: shown(suite.examples.in_force(name, Edition::Latest).collect()),
            })
        })
        .collect()
}

/// An erratum's file as a page shows it: relative to the current folder when inside it, else
/// its folder and file name (`strategic/2026-12-01-x.toml`), never a whole path.
fn shown_origin(origin: &str) -> String {
    if origin.starts_with(crate::library::BUILT_IN) {
        return origin.to_owned();
    }
    let path = Path::new(origin);
    let here = std::env::current_dir().unwrap_or_default();
    if let Ok(relative) = absolute(path).strip_prefix(&here) {
        return crate::results::shown(relative);
    }
    crate::results::last_two(path)
}

/// `path` made absolute (from the current folder), `.` and `..` left for the links to resolve.
fn absolute(path: &Path) -> PathBuf {
    std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf())
}

/// A record of the run as a scenario of the book; its picture added to `pictures`.
fn scenario(
    record: &Record,
    folder: &Path,
    here: &Path,
    pictures: &mut Vec<(String, String)>,
) -> Scenario {
    let builtin = record.feature.starts_with(crate::library::BUILT_IN);
    let (feature, link) = if builtin {
        (record.feature.clone(), None)
    } else {
        let path = Path::new(&record.feature);
        let outside = path.is_absolute();
        let link = stamp::relative_href(folder, &here.join(path));
        // A feature outside the current folder is shown by its link: no whole path on a page.
        (if outside { link.clone() } else { record.feature.clone() }, Some(link))
    };
    let picture = match &record.svg {
        None => Picture::None,
        Some(svg) => {
            let path = format!("pictures/{:016x}.svg", fnv1a(svg.as_bytes()));
            if !pictures.iter().any(|(p, _)| *p == path) {
                pictures.push((path.clone(), svg.clone()));
            }
            Picture::At(path)
        }
    };
    Scenario {
        feature,
        line: record.line,
        name: record.name.clone(),
        tags: record.tags.clone(),
        status: if record.passed() { Status::Passed } else { Status::Failed },
        message: record.message.clone(),
        verdict: record.verdict.clone(),
        cited: record.cited.clone(),
        picture,
        steps: record.steps.clone(),
        caption: record.caption.clone(),
        table: record.table,
        link,
        home: Home::Clauses,
        unknown_tags: Vec::new(),
    }
}

/// Whether the run's scenarios touch `ruleset`: one tags or cites a clause of it, carries a
/// clause-like tag of its prefix, or is listed with it for its folder.
fn touches(ruleset: &Ruleset, scenarios: &[Scenario]) -> bool {
    let ids: BTreeSet<&str> = ruleset.catalogue.clauses.iter().map(|c| c.id.as_str()).collect();
    scenarios.iter().any(|s| {
        s.tags.iter().chain(&s.cited).any(|t| ids.contains(t.as_str()))
            || s.home == Home::Ruleset(ruleset.name().to_owned())
    })
}

/// Tags that name an erratum (`@erratum-<id>`) that is neither in force nor a worked example,
/// or an edition (`@edition-…`) there is none of: `feature:line: …`, once each.
fn tag_problems(scenarios: &[Scenario], suite: &Suite) -> Vec<String> {
    let ids: Vec<&str> =
        suite.errata.iter().chain(suite.examples.iter()).map(|e| e.id.as_str()).collect();
    let mut problems: Vec<String> = Vec::new();
    let mut add = |problem: String| {
        if !problems.contains(&problem) {
            problems.push(problem);
        }
    };
    for scenario in scenarios {
        for tag in &scenario.tags {
            if let Some(id) = tag.strip_prefix("erratum-")
                && !ids.contains(&id)
            {
                let near = umpire_scenario::nearest(id, ids.iter().copied())
                    .map(|n| format!("; the nearest is @erratum-{n}"))
                    .unwrap_or_default();
                add(format!(
                    "{}: expected @{tag} to name an erratum in force or a worked example, but \
                     there is none of that name{near}",
                    scenario.place()
                ));
            }
            if let Some(edition) = tag.strip_prefix("edition-")
                && let Err(message) = edition.parse::<Edition>()
            {
                add(format!("{}: @{tag}: {message}", scenario.place()));
            }
        }
    }
    problems
}

/// Removes from `pictures` the pictures an earlier book wrote that this one does not show: the
/// files named as [`Book::new`] names them (16 hex digits, `.svg`), and no others.
fn remove_stale_pictures(pictures: &Path, kept: &[(String, String)]) {
    let Ok(entries) = std::fs::read_dir(pictures) else { return };
    let kept: BTreeSet<&str> =
        kept.iter().filter_map(|(path, _)| path.strip_prefix("pictures/")).collect();
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let ours = name
            .strip_suffix(".svg")
            .is_some_and(|stem| stem.len() == 16 && stem.chars().all(|c| c.is_ascii_hexdigit()));
        if ours && !kept.contains(name.as_str()) {
            // A picture left behind only costs room: not worth failing the book over.
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// The 64-bit FNV-1a hash of `bytes`: a picture's file name, so equal pictures share one.
fn fnv1a(bytes: &[u8]) -> u64 {
    const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
    const PRIME: u64 = 0x0100_0000_01b3;
    bytes.iter().fold(OFFSET, |hash, &byte| (hash ^ u64::from(byte)).wrapping_mul(PRIME))
}

/// The links of `pages` between pages of the site that lead nowhere: a page the site does not
/// have, or an anchor (`#id`) the page it names does not have. Links to pictures, to feature
/// files and out of the site (`https://…`) are not looked at.
pub fn broken_links(pages: &[Page]) -> Vec<String> {
    let mut broken = Vec::new();
    for page in pages {
        for href in attribute_values(&page.text, "href") {
            if href.contains("://") || href.starts_with("mailto:") {
                continue;
            }
            let (file, fragment) = href.split_once('#').unwrap_or((href.as_str(), ""));
            if !file.is_empty() && !file.ends_with(".html") {
                continue;
            }
            let target =
                if file.is_empty() { Some(page) } else { pages.iter().find(|p| p.name == file) };
            match target {
                None => broken
                    .push(format!("{}: a link to {href}: the site has no page {file}", page.name)),
                Some(target) => {
                    if !fragment.is_empty() && !target.text.contains(&format!(" id=\"{fragment}\""))
                    {
                        broken.push(format!(
                            "{}: a link to {href}: {} has no anchor {fragment}",
                            page.name, target.name
                        ));
                    }
                }
            }
        }
    }
    broken
}

/// The values of `attribute` in `text` (`href="…"`), `&amp;` read back.
fn attribute_values(text: &str, attribute: &str) -> Vec<String> {
    let opening = format!(" {attribute}=\"");
    text.split(opening.as_str())
        .skip(1)
        .filter_map(|rest| rest.split_once('"').map(|(value, _)| value.replace("&amp;", "&")))
        .collect()
}

/// Whether `tag` looks like a clause id but names no clause any tag may name.
pub(crate) fn unknown_clause(clauses: Option<&Clauses>, tag: &str) -> bool {
    match clauses {
        Some(clauses) => clauses.misspelt(tag).is_some(),
        None => clause_tags::looks_like_clause(tag),
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn links_between_pages_are_checked() {
        let page = |name: &str, text: &str| Page { name: name.to_owned(), text: text.to_owned() };
        let pages = [
            page(
                "index.html",
                "<a href=\"guide.html#x\">g</a><a href=\"#top\"></a><h1 id=\"top\">",
            ),
            page(
                "guide.html",
                "<h2 id=\"x\"></h2><a href=\"steps.html\">s</a><a href=\"index.html#nope\">",
            ),
            page(
                "a.html",
                "<a href=\"pictures/a.svg\"></a><a href=\"https://x.org/#a\"></a><a href=\"../f.feature\">",
            ),
        ];
        let broken = broken_links(&pages);
        assert_eq!(
            broken,
            [
                "guide.html: a link to steps.html: the site has no page steps.html",
                "guide.html: a link to index.html#nope: index.html has no anchor nope"
            ]
        );
    }

    #[test]
    fn erratum_files_are_shown_without_a_whole_path() {
        assert_eq!(shown_origin("/home/m/project/errata/strategic/x.toml"), "strategic/x.toml");
        assert_eq!(
            shown_origin("built-in:errata-examples/strategic/x.toml"),
            "built-in:errata-examples/strategic/x.toml"
        );
    }
}
