//! The search and filters of a page: a form of controls (words, outcome, ruleset, section,
//! clause) and the little script that hides the entries they rule out (`filter.js`, inline, so
//! the pages work offline from files). A page's query (`?status=failed&clause=STR-3.1.1-04`)
//! fills the form before the script first runs, so a filtered view can be linked to — and
//! `rulebook --check` can read back, from `<body data-shown>`, how many entries it left.

use std::fmt::Write as _;

use super::html::escape;

/// The script, as `filter.js` has it.
const SCRIPT: &str = include_str!("filter.js");

/// What the controls of a page offer beside words and outcome.
#[derive(Debug, Clone, Copy, Default)]
pub struct Choices<'a> {
    /// Rulesets to filter by (the index).
    pub rulesets: &'a [&'a str],
    /// Sections to filter by (a ruleset's page).
    pub sections: &'a [&'a str],
    /// Clause ids to filter by (a ruleset's page).
    pub clauses: &'a [&'a str],
}

/// The form of controls.
pub fn bar(choices: Choices<'_>) -> String {
    let mut out = String::from(
        "<form id=\"filters\" class=\"filters\" role=\"search\">\n\
         <input type=\"search\" name=\"q\" placeholder=\"Search names, steps, failures, clauses\" \
         aria-label=\"Search\">\n<select name=\"status\" aria-label=\"Outcome\">\
         <option value=\"\">any outcome</option><option value=\"passed\">passed</option>\
         <option value=\"failed\">failed</option><option value=\"not-run\">not run</option>\
         </select>\n",
    );
    out.push_str(&select("ruleset", "any ruleset", choices.rulesets));
    out.push_str(&select("section", "any section", choices.sections));
    if !choices.clauses.is_empty() {
        out.push_str(
            "<input name=\"clause\" list=\"clause-ids\" placeholder=\"clause id\" \
             aria-label=\"Clause\" size=\"16\">\n<datalist id=\"clause-ids\">",
        );
        for clause in choices.clauses {
            let _ = write!(out, "<option value=\"{}\">", escape(clause));
        }
        out.push_str("</datalist>\n");
    }
    out.push_str("<button type=\"reset\">Clear</button> <output id=\"shown\"></output>\n</form>\n");
    out
}

/// A `<select>` of `options` after one meaning "any"; nothing when there are no options.
fn select(name: &str, any: &str, options: &[&str]) -> String {
    if options.is_empty() {
        return String::new();
    }
    let mut out = format!(
        "<select name=\"{name}\" aria-label=\"{name}\"><option value=\"\">{}</option>",
        escape(any)
    );
    for option in options {
        let _ = write!(out, "<option value=\"{0}\">{0}</option>", escape(option));
    }
    out.push_str("</select>\n");
    out
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
        assert!(
            bar.contains("<option value=\"1 Moving &lt;fast&gt;\">1 Moving &lt;fast&gt;</option>")
        );
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
