//! One scenario's entry on a page: its outcome, name, a link to its feature file, what the
//! engine decided (lengths on a table, MP on a map), why it failed, its steps and its picture.
//!
//! Each entry is an `<li class="scenario">` carrying the hooks the filters and the browser
//! check read: `data-status` (`passed`, `failed`, `not-run`), `data-place` (`feature:line`),
//! `data-ruleset`, `data-section` and `data-clause` (where on the page it stands; empty for the
//! lists of scenarios that trace no clause).

use std::fmt::Write as _;

use super::html::{Picture, Scenario, Status, escape, href};

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

/// The entry of `scenario` standing at `at`.
pub fn html(scenario: &Scenario, at: Place<'_>) -> String {
    let mut out = format!(
        "<li class=\"scenario\" data-status=\"{hook}\" data-place=\"{place}\" \
         data-ruleset=\"{ruleset}\" data-section=\"{section}\" data-clause=\"{clause}\">\
         <div class=\"what\"><span class=\"badge {hook}\">{label}</span> \
         <span class=\"name\">{name}</span> <a class=\"place\" href=\"{link}\">{place}</a>\n",
        hook = scenario.status.hook(),
        label = scenario.status.label(),
        place = escape(&scenario.place()),
        ruleset = escape(at.ruleset),
        section = escape(at.section),
        clause = escape(at.clause),
        name = escape(&scenario.name),
        link = escape(&scenario.link),
    );
    out.push_str(&decided(scenario));
    if let Some(message) = &scenario.message {
        let why = if scenario.status == Status::Skipped { "was skipped" } else { "failed" };
        let _ = writeln!(
            out,
            "<div class=\"failure\"><strong>Why it {why}:</strong><pre>{}</pre></div>",
            escape(message)
        );
    }
    if !scenario.unknown_tags.is_empty() {
        let tags: Vec<String> =
            scenario.unknown_tags.iter().map(|t| format!("<code>@{}</code>", escape(t))).collect();
        let _ = writeln!(
            out,
            "<div class=\"unknown-tags\">Tag(s) naming no clause of any ruleset: {}</div>",
            tags.join(" ")
        );
    }
    out.push_str(&steps(&scenario.steps));
    out.push_str("</div>");
    out.push_str(&picture(scenario));
    out.push_str("</li>\n");
    out
}

/// What the engine decided, in the ruleset's terms: on a table the caption's lengths (never
/// an MP verdict), on a map the verdict.
fn decided(scenario: &Scenario) -> String {
    if scenario.table {
        return scenario.caption.as_ref().map_or_else(String::new, |caption| {
            format!("<div class=\"verdict\">On the table: {}</div>\n", escape(caption))
        });
    }
    scenario.verdict.as_ref().map_or_else(String::new, |verdict| {
        format!("<div class=\"verdict\">Verdict: {}</div>\n", escape(verdict))
    })
}

/// The steps, folded away under their count.
fn steps(steps: &[String]) -> String {
    if steps.is_empty() {
        return String::new();
    }
    format!(
        "<details class=\"steps\"><summary>Steps ({})</summary><pre>{}</pre></details>\n",
        steps.len(),
        escape(&steps.join("\n"))
    )
}

/// The picture: a lazy thumbnail that opens large on click, with its caption.
fn picture(scenario: &Scenario) -> String {
    match &scenario.picture {
        Picture::None => String::new(),
        Picture::Missing(path) => {
            format!("<div class=\"missing\">Picture {} not found.</div>\n", escape(path))
        }
        Picture::At(path) => {
            let caption = scenario.caption.as_deref().unwrap_or_default();
            format!(
                "<figure class=\"picture\"><a class=\"picture\" href=\"{src}\" \
                 title=\"Click to enlarge\"><img loading=\"lazy\" src=\"{src}\" \
                 alt=\"The map of {name}\"></a>{figcaption}</figure>\n",
                src = href(path),
                name = escape(&scenario.name),
                figcaption = if caption.is_empty() {
                    String::new()
                } else {
                    format!("<figcaption>{}</figcaption>", escape(caption))
                },
            )
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::super::html::tests::sample_scenarios;
    use super::*;

    #[test]
    fn an_entry_links_its_feature_and_shows_its_steps_and_failure() {
        let mut failed = sample_scenarios()[1].clone();
        failed.link = "../../features/sample/moving.feature".to_owned();
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
        assert!(
            entry.contains(
                "<summary>Steps (2)</summary><pre>Given a &lt;map&gt;\nThen it stops</pre>"
            )
        );
        assert!(entry.contains("<strong>Why it failed:</strong><pre>expected &lt;legal&gt;"));
    }

    #[test]
    fn a_table_speaks_lengths_never_mp() {
        let mut moved = sample_scenarios()[0].clone();
        moved.table = true;
        moved.verdict = Some("legal, 0 MP".to_owned());
        moved.caption = Some("rangers: moved 6\" (15.24cm), reaching its destination".to_owned());
        let entry = html(&moved, Place::default());
        assert!(!entry.contains("MP"), "{entry}");
        assert!(entry.contains("On the table: rangers: moved 6&quot; (15.24cm)"));
        assert!(entry.contains("<figcaption>rangers: moved 6&quot; (15.24cm)"));
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
