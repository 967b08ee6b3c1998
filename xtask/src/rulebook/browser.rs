//! `rulebook --check`: opens each page in headless Chromium and compares the DOM it builds with
//! what was written — every clause present as a `data-clause` section, every ruleset as a
//! `data-ruleset` row, every scenario entry by its `data-place` — and checks that the filters'
//! script ran (`<body data-filtered="yes" data-shown="…">`, every entry shown) and filters: the
//! page opened with a query (`?status=failed`, `?clause=…`) leaves as many entries as were
//! written to match it. Across the pages, every scenario of the run must appear; a page of the
//! manual must keep every anchor.
//!
//! A browser's DOM, not the written text, is what is checked: markup a browser reads otherwise
//! than meant (an unescaped `<` in a summary, say) shows up as a missing clause or entry.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use regex::Regex;

pub use crate::chromium::find;

/// What one page should hold, read from the text written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Expected {
    /// The page.
    pub page: PathBuf,
    /// The ids of its clause sections (`data-clause`), in order.
    pub clauses: Vec<String>,
    /// The rulesets of its rows (`data-ruleset`), in order.
    pub rulesets: Vec<String>,
    /// The `data-place` of its scenario entries (`<li class="scenario">`), in order.
    pub places: Vec<String>,
    /// Queries to open it with, and how many entries each should leave shown.
    pub filters: Vec<(String, usize)>,
}

impl Expected {
    /// What the page at `page`, whose text is `text`, should show: its clauses, rows and
    /// entries, all its entries with the filters cleared, its failed ones with
    /// `?status=failed`, and those of its busiest clause with `?clause=…`.
    pub fn of(page: &Path, text: &str) -> Expected {
        let places = attribute_values(text, "li", "data-place");
        let statuses = attribute_values(text, "li", "data-status");
        let failed = statuses.iter().filter(|s| *s == "failed").count();
        let mut filters = vec![("status=failed".to_owned(), failed)];
        let mut by_clause: BTreeMap<String, usize> = BTreeMap::new();
        for clause in
            attribute_values(text, "li", "data-clause").into_iter().filter(|c| !c.is_empty())
        {
            *by_clause.entry(clause).or_default() += 1;
        }
        if let Some((clause, entries)) =
            by_clause.iter().max_by_key(|(id, n)| (**n, std::cmp::Reverse(*id)))
        {
            filters.push((format!("clause={}", query_value(clause)), *entries));
        }
        Expected {
            page: page.to_path_buf(),
            clauses: attribute_values(text, "section", "data-clause"),
            rulesets: attribute_values(text, "tr", "data-ruleset"),
            places,
            filters,
        }
    }
}

/// A value as a query may carry it: letters, digits and `-._~` as they are, the rest
/// percent-encoded.
fn query_value(value: &str) -> String {
    value
        .bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
                char::from(b).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

/// Opens every page and compares it with what was written: a page of the book (one with the
/// filters) by its hooks, a page of the manual by its anchors. Across the pages, `scenarios`
/// distinct scenarios must show, when the count is known.
///
/// # Errors
/// A page cannot be read, or the browser could not dump it (it failed, hung or printed
/// nothing).
pub fn check(
    browser: &Path,
    pages: &[PathBuf],
    scenarios: Option<usize>,
) -> Result<Vec<String>, String> {
    let mut differences = Vec::new();
    let mut seen: BTreeSet<String> = BTreeSet::new();
    for page in pages {
        let text = std::fs::read_to_string(page).map_err(|e| format!("{}: {e}", page.display()))?;
        let dom = dump_dom(browser, page, "")?;
        if !text.contains("<form id=\"filters\"") {
            differences.extend(compare_manual(page, &text, &dom));
            continue;
        }
        let expected = Expected::of(page, &text);
        differences.extend(compare(&expected, &dom));
        seen.extend(attribute_values(&dom, "li", "data-place"));
        for (query, shown) in &expected.filters {
            let dom = dump_dom(browser, page, query)?;
            differences.extend(compare_filtered(page, query, *shown, &dom));
        }
    }
    if let Some(count) = scenarios.filter(|&n| n != seen.len()) {
        differences.push(format!(
            "{} distinct scenario(s) appear on the pages, but umpire ran {count}",
            seen.len()
        ));
    }
    Ok(differences)
}

/// The differences between a page of the manual as written and the DOM a browser built:
/// every anchor (`id="…"`) must be there.
pub fn compare_manual(page: &Path, text: &str, dom: &str) -> Vec<String> {
    let anchors = |html: &str| -> BTreeSet<String> {
        html.split(" id=\"")
            .skip(1)
            .filter_map(|r| r.split_once('"').map(|(v, _)| unescape(v)))
            .collect()
    };
    let missing: Vec<String> = anchors(text).difference(&anchors(dom)).cloned().collect();
    let mut out = Vec::new();
    if !dom.contains("<main class=\"manual\">") {
        out.push(format!("{}: the browser shows no manual page", page.display()));
    }
    if !missing.is_empty() {
        out.push(format!(
            "{}: anchor(s) missing from the browser's DOM: {}",
            page.display(),
            missing.join(" ")
        ));
    }
    out
}

/// Whether the script ran on the page opened with `query` and left `shown` entries.
pub fn compare_filtered(page: &Path, query: &str, shown: usize, dom: &str) -> Vec<String> {
    let body = attribute_values(dom, "body", "data-shown");
    match body.first().map(|n| n.parse::<usize>()) {
        Some(Ok(n)) if n == shown => Vec::new(),
        Some(Ok(n)) => vec![format!(
            "{}?{query}: the filters left {n} entries shown, {shown} match",
            page.display()
        )],
        _ => vec![format!("{}?{query}: the filters' script did not run", page.display())],
    }
}

/// The DOM `browser` builds from the page at `page`, serialised.
///
/// # Errors
/// The browser could not be started, failed, timed out or printed no document.
pub fn dump_dom(browser: &Path, page: &Path, query: &str) -> Result<String, String> {
    let dom = crate::chromium::run_with_query(browser, &["--dump-dom".to_owned()], page, query)?;
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
    let places = attribute_values(dom, "li", "data-place");
    out.extend(list_differences(&page.to_string(), "scenario entry", &expected.places, &places));
    let entries = scenario_entries(dom);
    if entries != expected.places.len() {
        out.push(format!(
            "{page}: {entries} scenario entries in the browser's DOM, {} written",
            expected.places.len()
        ));
    }
    let filtered = attribute_values(dom, "body", "data-filtered");
    if filtered.first().map(String::as_str) != Some("yes") {
        out.push(format!("{page}: the filters' script did not run"));
    } else {
        out.extend(compare_filtered(&expected.page, "", expected.places.len(), dom));
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

/// Escaped text read back, in either spelling: as the templates write it (askama's numeric
/// `&#34;`, `&#38;`, `&#39;`, `&#60;`, `&#62;`) or as a browser serialises an attribute
/// (`&quot;`, `&amp;`, `&lt;`, `&gt;`, `&nbsp;`). The ampersand goes last, so `&amp;lt;` reads
/// as `&lt;`.
fn unescape(text: &str) -> String {
    text.replace("&#34;", "\"")
        .replace("&quot;", "\"")
        .replace("&#60;", "<")
        .replace("&lt;", "<")
        .replace("&#62;", ">")
        .replace("&gt;", ">")
        .replace("&#39;", "'")
        .replace("&nbsp;", "\u{a0}")
        .replace("&#38;", "&")
        .replace("&amp;", "&")
}

/// The `<li>` start tags of `dom` whose class is `scenario`.
fn scenario_entries(dom: &str) -> usize {
    let tag =
        Regex::new(r#"<li\b[^>]*\sclass="scenario"[^>]*>"#).unwrap_or_else(|_| unreachable!());
    // An entry the filters hide is still in the DOM, `hidden`.
    tag.find_iter(dom).count()
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;

    fn expected(clauses: &[&str], places: &[&str]) -> Expected {
        Expected {
            page: PathBuf::from("x.html"),
            clauses: clauses.iter().map(|&c| c.to_owned()).collect(),
            rulesets: Vec::new(),
            places: places.iter().map(|&p| p.to_owned()).collect(),
            filters: Vec::new(),
        }
    }

    #[test]
    fn a_matching_dom_has_no_differences() {
        let dom = "<html><body data-shown=\"1\" data-filtered=\"yes\"><section class=\"clause \
                   covered\" id=\"A-1-01\" data-clause=\"A-1-01\"><ul><li class=\"scenario\" \
                   data-status=\"passed\" data-place=\"f.feature:3\"></li></ul></section>\
                   <section data-clause=\"A&amp;B-1\"></section></body></html>";
        let expected = expected(&["A-1-01", "A&B-1"], &["f.feature:3"]);
        assert_eq!(compare(&expected, dom), Vec::<String>::new());
    }

    #[test]
    fn missing_clauses_and_entries_are_named() {
        let dom = "<html><body><section data-clause=\"A-1-01\"></section>\
                   <section data-clause=\"A-9-99\"></section></body></html>";
        let found = compare(&expected(&["A-1-01", "A-1-02"], &["f:1", "f:2"]), dom);
        assert_eq!(found.len(), 5, "{found:?}");
        assert!(found[0].contains("missing from the browser's DOM: A-1-02"));
        assert!(found[1].contains("unexpected clause(s) in the browser's DOM: A-9-99"));
        assert!(found[2].contains("scenario entry(s) missing from the browser's DOM: f:1 f:2"));
        assert!(found[3].contains("0 scenario entries in the browser's DOM, 2 written"));
        assert!(found[4].contains("the filters' script did not run"));
    }

    #[test]
    fn a_filter_must_leave_what_matches() {
        let page = Path::new("x.html");
        let dom = |n: &str| {
            format!("<html><body data-shown=\"{n}\" data-filtered=\"yes\"></body></html>")
        };
        assert!(compare_filtered(page, "status=failed", 2, &dom("2")).is_empty());
        let wrong = compare_filtered(page, "status=failed", 2, &dom("7"));
        assert_eq!(wrong, ["x.html?status=failed: the filters left 7 entries shown, 2 match"]);
        let none = compare_filtered(page, "q=x", 2, "<html><body></body></html>");
        assert!(none[0].contains("did not run"));
    }

    #[test]
    fn expectations_are_read_from_the_text_written() {
        let text = "<form id=\"filters\"></form><section class=\"clause\" data-clause=\"A-1-01\">\
                    <li class=\"scenario\" data-status=\"failed\" data-place=\"f:1\" data-clause=\"A-1-01\"></li>\
                    <li class=\"scenario\" data-status=\"passed\" data-place=\"f:2\" data-clause=\"A-1-01\"></li>\
                    <li class=\"scenario\" data-status=\"passed\" data-place=\"f:3\" data-clause=\"\"></li></section>";
        let expected = Expected::of(Path::new("x.html"), text);
        assert_eq!(expected.clauses, ["A-1-01"]);
        assert_eq!(expected.places, ["f:1", "f:2", "f:3"]);
        assert_eq!(
            expected.filters,
            [("status=failed".to_owned(), 1), ("clause=A-1-01".to_owned(), 2)]
        );
    }

    #[test]
    fn a_manual_page_keeps_its_anchors() {
        let page = Path::new("guide.html");
        let text = "<main class=\"manual\"><h2 id=\"a\"></h2><a id=\"step-b\"></a></main>";
        assert!(compare_manual(page, text, text).is_empty());
        let found = compare_manual(page, text, "<main class=\"manual\"><h2 id=\"a\"></h2></main>");
        assert_eq!(found, ["guide.html: anchor(s) missing from the browser's DOM: step-b"]);
    }
}
