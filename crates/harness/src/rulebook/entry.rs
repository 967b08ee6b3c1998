//! One scenario's entry on a page: its outcome, name, a link to its feature file, what the
//! engine decided (lengths on a table, MP on a map), why it failed, its steps and its picture.
//!
//! Each entry is an `<li class="scenario">` carrying the hooks the filters and the browser
//! check read: `data-status` (`passed`, `failed`), `data-place` (`feature:line`),
//! `data-ruleset`, `data-section` and `data-clause` (where on the page it stands; empty for the
//! lists of scenarios that trace no clause). The markup is `templates/rulebook/scenario.html`.

use super::html::{Picture, Scenario, href};

/// Where an entry stands on its page.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Place<'a> {
    /// The ruleset of the page or list (empty: none).
    pub ruleset: &'a str,
    /// The section of the clause it is listed under (empty: none).
    pub section: &'a str,
    /// The clause it is listed under (empty: none).
    pub clause: &'a str,
}

/// A scenario's entry, as `templates/rulebook/scenario.html` shows it (the templates that list
/// scenarios take them as `entries`).
#[derive(Debug, Clone)]
pub struct Entry<'a> {
    /// The scenario.
    pub scenario: &'a Scenario,
    /// Where it stands.
    pub at: Place<'a>,
    /// Its picture's link, percent-encoded (empty when it has none).
    pub picture: String,
}

impl<'a> Entry<'a> {
    /// The entry of `scenario` standing at `at`.
    pub fn new(scenario: &'a Scenario, at: Place<'a>) -> Entry<'a> {
        let picture = match &scenario.picture {
            Picture::At(path) => href(path),
            Picture::None => String::new(),
        };
        Entry { scenario, at, picture }
    }
}

/// One entry alone: the partial the pages include, rendered by itself.
#[cfg(test)]
#[derive(askama::Template)]
#[template(path = "rulebook/scenario.html")]
struct Alone<'a> {
    entry: Entry<'a>,
}

/// The entry of `scenario` standing at `at`, as HTML.
#[cfg(test)]
pub fn html(scenario: &Scenario, at: Place<'_>) -> String {
    super::html::render(&Alone { entry: Entry::new(scenario, at) })
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::super::html::tests::sample_scenarios;
    use super::*;

    #[test]
    fn an_entry_links_its_feature_and_shows_its_steps_and_failure() {
        let mut failed = sample_scenarios()[1].clone();
        failed.link = Some("../../features/sample/moving.feature".to_owned());
        failed.steps = vec!["Given a <map>".to_owned(), "Then it stops".to_owned()];
        let at = Place { ruleset: "sample", section: "1 Moving", clause: "SMP-1-01" };
        let entry = html(&failed, at);
        assert!(entry.contains(
            "data-place=\"features/sample/moving.feature:9\" data-ruleset=\"sample\" \
             data-section=\"1 Moving\" data-clause=\"SMP-1-01\""
        ));
        assert!(entry.contains(
            "<a class=\"place\" href=\"../../features/sample/moving.feature\">\
             features/sample/moving.feature:9</a>"
        ));
        assert!(entry.contains(
            "<summary>Steps (2)</summary><pre>Given a &#60;map&#62;\nThen it stops</pre>"
        ));
        assert!(entry.contains("<strong>Why it failed:</strong><pre>expected &#60;legal&#62;"));
    }

    #[test]
    fn a_table_speaks_lengths_never_mp() {
        let mut moved = sample_scenarios()[0].clone();
        moved.table = true;
        moved.verdict = Some("legal, 0 MP".to_owned());
        moved.caption = Some("rangers: moved 6\" (15.24cm), reaching its destination".to_owned());
        let entry = html(&moved, Place::default());
        assert!(!entry.contains("MP"), "{entry}");
        assert!(entry.contains("On the table: rangers: moved 6&#34; (15.24cm)"));
        assert!(entry.contains("<figcaption>rangers: moved 6&#34; (15.24cm)"));
        // A map scenario keeps its verdict.
        let map = html(&sample_scenarios()[0], Place::default());
        assert!(map.contains("Verdict: legal, 1 MP"));
    }

    #[test]
    fn pictures_are_lazy_and_open_large() {
        let entry = html(&sample_scenarios()[0], Place::default());
        assert!(entry.contains(
            "<a class=\"picture\" href=\"pictures/sample/moving-3.svg\" title=\"Click to enlarge\">\
             <img loading=\"lazy\" src=\"pictures/sample/moving-3.svg\""
        ));
        assert!(!entry.contains("<svg"));
    }
}
