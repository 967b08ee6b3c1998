//! `rulebook --check`: opens each page in headless Chromium and compares the DOM it builds with
//! what was written — every clause present as a `data-clause` section, every ruleset as a
//! `data-ruleset` row, and as many scenario entries as the page was given.
//!
//! A browser's DOM, not the written text, is what is checked: markup a browser reads otherwise
//! than meant (an unescaped `<` in a summary, say) shows up as a missing clause or entry.

use std::path::{Path, PathBuf};

use regex::Regex;

pub use crate::chromium::find;

/// What one page should hold.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Expected {
    /// The page.
    pub page: PathBuf,
    /// The ids of its clause sections (`data-clause`), in order.
    pub clauses: Vec<String>,
    /// The rulesets of its rows (`data-ruleset`), in order.
    pub rulesets: Vec<String>,
    /// Its number of scenario entries (`<li class="scenario">`).
    pub scenarios: usize,
}

/// Opens every page and compares it with what it should hold.
///
/// # Errors
/// The browser could not dump a page (it failed, hung or printed nothing).
pub fn check(browser: &Path, pages: &[Expected]) -> Result<Vec<String>, String> {
    let mut differences = Vec::new();
    for expected in pages {
        let dom = dump_dom(browser, &expected.page)?;
        differences.extend(compare(expected, &dom));
    }
    Ok(differences)
}

/// The DOM `browser` builds from the page at `page`, serialised.
///
/// # Errors
/// The browser could not be started, failed, timed out or printed no document.
pub fn dump_dom(browser: &Path, page: &Path) -> Result<String, String> {
    let dom = crate::chromium::run(browser, &["--dump-dom".to_owned()], page)?;
    if dom.contains("</html>") {
        Ok(dom)
    } else {
        Err(format!("{} printed no document for {}", browser.display(), page.display()))
    }
}

/// The differences between what a page should hold and the DOM a browser built from it.
pub fn compare(expected: &Expected, dom: &str) -> Vec<String> {
    let page = expected.page.display();
    let mut out = Vec::new();
    let clauses = attribute_values(dom, "section", "data-clause");
    out.extend(list_differences(&page.to_string(), "clause", &expected.clauses, &clauses));
    let rulesets = attribute_values(dom, "tr", "data-ruleset");
    out.extend(list_differences(&page.to_string(), "ruleset", &expected.rulesets, &rulesets));
    let scenarios = scenario_entries(dom);
    if scenarios != expected.scenarios {
        out.push(format!(
            "{page}: {scenarios} scenario entries in the browser's DOM, {} written",
            expected.scenarios
        ));
    }
    out
}

/// What is missing from `found`, what is extra, and whether the order differs.
fn list_differences(page: &str, what: &str, expected: &[String], found: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    let missing: Vec<&str> =
        expected.iter().filter(|e| !found.contains(e)).map(String::as_str).collect();
    let extra: Vec<&str> =
        found.iter().filter(|f| !expected.contains(f)).map(String::as_str).collect();
    if !missing.is_empty() {
        out.push(format!(
            "{page}: {what}(s) missing from the browser's DOM: {}",
            missing.join(" ")
        ));
    }
    if !extra.is_empty() {
        out.push(format!("{page}: unexpected {what}(s) in the browser's DOM: {}", extra.join(" ")));
    }
    if missing.is_empty() && extra.is_empty() && expected != found {
        out.push(format!(
            "{page}: {what}s in the browser's DOM: {} of them, {} written (or out of order)",
            found.len(),
            expected.len()
        ));
    }
    out
}

/// The values of `attribute` on every `<element …>` start tag of `dom`, in order.
fn attribute_values(dom: &str, element: &str, attribute: &str) -> Vec<String> {
    let tag = Regex::new(&format!(r"<{element}\b[^>]*>")).unwrap_or_else(|_| unreachable!());
    let value =
        Regex::new(&format!(r#"\s{attribute}="([^"]*)""#)).unwrap_or_else(|_| unreachable!());
    tag.find_iter(dom)
        .filter_map(|t| value.captures(t.as_str()))
        .filter_map(|c| c.get(1).map(|v| unescape(v.as_str())))
        .collect()
}

/// The `<li>` start tags of `dom` whose class is `scenario`.
fn scenario_entries(dom: &str) -> usize {
    let tag =
        Regex::new(r#"<li\b[^>]*\sclass="scenario"[^>]*>"#).unwrap_or_else(|_| unreachable!());
    tag.find_iter(dom).count()
}

/// An attribute value as a browser serialises it, read back.
fn unescape(text: &str) -> String {
    text.replace("&quot;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&#39;", "'")
        .replace("&nbsp;", "\u{a0}")
        .replace("&amp;", "&")
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;

    fn expected(clauses: &[&str], scenarios: usize) -> Expected {
        Expected {
            page: PathBuf::from("x.html"),
            clauses: clauses.iter().map(|&c| c.to_owned()).collect(),
            rulesets: Vec::new(),
            scenarios,
        }
    }

    #[test]
    fn a_matching_dom_has_no_differences() {
        let dom = "<html><body><section class=\"clause covered\" id=\"A-1-01\" \
                   data-clause=\"A-1-01\"><ul><li class=\"scenario\" data-status=\"passed\">\
                   </li></ul></section><section data-clause=\"A&amp;B-1\"></section></body></html>";
        assert_eq!(compare(&expected(&["A-1-01", "A&B-1"], 1), dom), Vec::<String>::new());
    }

    #[test]
    fn missing_clauses_and_entries_are_named() {
        let dom = "<html><section data-clause=\"A-1-01\"></section>\
                   <section data-clause=\"A-9-99\"></section></html>";
        let found = compare(&expected(&["A-1-01", "A-1-02"], 2), dom);
        assert_eq!(found.len(), 3, "{found:?}");
        assert!(found[0].contains("missing from the browser's DOM: A-1-02"));
        assert!(found[1].contains("unexpected clause(s) in the browser's DOM: A-9-99"));
        assert!(found[2].contains("0 scenario entries in the browser's DOM, 2 written"));
    }
}
