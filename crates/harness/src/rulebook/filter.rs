//! The search and filters of a page: a form of controls (words, outcome, ruleset, section,
//! clause) and the little script that hides the entries they rule out (`filter.js`, inline, so
//! the pages work offline from files). A page's query (`?status=failed&clause=STR-3.1.1-04`)
//! fills the form before the script first runs, so a filtered view can be linked to — and
//! `rulebook --check` can read back, from `<body data-shown>`, how many entries it left. The form
//! is `templates/rulebook/filters.html`.

/// The script, as `filter.js` has it.
const SCRIPT: &str = include_str!("filter.js");

/// What the controls of a page offer beside words and outcome (`templates/rulebook/filters.html`
/// shows them as `choices`).
#[derive(Debug, Clone, Copy, Default)]
pub struct Choices<'a> {
    /// Rulesets to filter by (the index).
    pub rulesets: &'a [&'a str],
    /// Sections to filter by (a ruleset's page).
    pub sections: &'a [&'a str],
    /// Clause ids to filter by (a ruleset's page).
    pub clauses: &'a [&'a str],
}

/// The form of controls alone: the partial the pages include, rendered by itself.
#[cfg(test)]
#[derive(askama::Template)]
#[template(path = "rulebook/filters.html")]
struct Bar<'a> {
    choices: Choices<'a>,
}

/// The form of controls.
#[cfg(test)]
pub fn bar(choices: Choices<'_>) -> String {
    super::html::render(&Bar { choices })
}

/// The script element, for the end of the page's body.
pub fn script() -> String {
    format!("<script>\n{SCRIPT}</script>\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_controls_offer_what_the_page_has() {
        let bar =
            bar(Choices { rulesets: &[], sections: &["1 Moving <fast>"], clauses: &["SMP-1-01"] });
        assert!(bar.contains("<input type=\"search\" name=\"q\""));
        assert!(bar.contains("<option value=\"failed\">failed</option>"));
        assert!(!bar.contains("name=\"ruleset\""), "no ruleset choice on a ruleset's page");
        assert!(bar.contains(
            "<option value=\"1 Moving &#60;fast&#62;\">1 Moving &#60;fast&#62;</option>"
        ));
        assert!(bar.contains("<datalist id=\"clause-ids\"><option value=\"SMP-1-01\">"));
    }

    #[test]
    fn the_script_runs_offline_and_reports_what_it_left() {
        let script = script();
        assert!(!script.contains("http"), "nothing is fetched");
        assert_eq!(script.matches("</script").count(), 1, "the script ends once");
        for name in ["\"q\"", "\"status\"", "\"ruleset\"", "\"section\"", "\"clause\""] {
            assert!(script.contains(name), "{name}");
        }
        assert!(script.contains("document.body.dataset.shown"));
        assert!(script.contains("new URLSearchParams(window.location.search)"));
    }
}
