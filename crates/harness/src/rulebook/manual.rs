//! The manual as pages of the rulebook: the editors' guide (`features/README.md`) and the step
//! vocabulary (`features/STEPS.md`), built into the `umpire` command, rendered from Markdown
//! (pulldown-cmark) so an editor without a checkout has the whole manual beside their book.
//!
//! Headings get the anchors GitHub gives them (`## Words in braces` → `#words-in-braces`), so
//! the links the Markdown makes to its own headings hold; a link to the other page
//! (`STEPS.md#step-…`, `README.md`) becomes a link to that page of the site; a link to any other
//! file of the project, which the site does not have, is left as its text.

use std::collections::BTreeMap;

use pulldown_cmark::{CowStr, Event, Options, Parser, Tag, TagEnd};

/// The editors' guide's page.
pub const GUIDE: &str = "guide.html";
/// The step vocabulary's page.
pub const STEPS: &str = "steps.html";

/// The pages of the manual: the page's file name, its title, and the built-in Markdown file it
/// is made from.
pub const PAGES: [(&str, &str, &str); 2] = [
    (GUIDE, "Editors' guide", "features/README.md"),
    (STEPS, "Step vocabulary", "features/STEPS.md"),
];

/// The page of the site a link of a manual page leads to (`STEPS.md#x` → `steps.html#x`), as
/// it stays (`#x`, `https://…`), or `None` for a file the site does not have.
fn site_link(dest: &str) -> Option<String> {
    if dest.starts_with('#') || dest.contains("://") || dest.starts_with("mailto:") {
        return Some(dest.to_owned());
    }
    let (path, fragment) = match dest.split_once('#') {
        Some((path, fragment)) => (path, Some(fragment)),
        None => (dest, None),
    };
    // The Markdown files are in `features/`: resolve the link from there.
    let mut parts: Vec<&str> = vec!["features"];
    for part in path.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                parts.pop()?;
            }
            part => parts.push(part),
        }
    }
    let resolved = parts.join("/");
    let page = PAGES.iter().find(|(_, _, source)| *source == resolved).map(|(page, ..)| *page)?;
    Some(match fragment {
        Some(fragment) => format!("{page}#{fragment}"),
        None => page.to_owned(),
    })
}

/// The anchor GitHub gives a heading: lower case, letters, digits, `-` and `_` kept, spaces as
/// `-`, everything else left out.
pub fn slug(heading: &str) -> String {
    heading
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

/// `markdown` as HTML, with anchored headings and the links rewritten for the site.
pub fn to_html(markdown: &str) -> String {
    let options = Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH;
    let events: Vec<Event<'_>> = Parser::new_ext(markdown, options).collect();
    let mut out: Vec<Event<'_>> = Vec::with_capacity(events.len());
    let mut used: BTreeMap<String, usize> = BTreeMap::new();
    let mut dropping_link = false;
    for (index, event) in events.iter().enumerate() {
        match event {
            Event::Start(Tag::Heading { level, id: None, classes, attrs }) => {
                let mut text = String::new();
                for inner in &events[index + 1..] {
                    match inner {
                        Event::End(TagEnd::Heading(_)) => break,
                        Event::Text(t) | Event::Code(t) => text.push_str(t),
                        _ => {}
                    }
                }
                let base = slug(&text);
                let count = used.entry(base.clone()).or_insert(0);
                let id = if *count == 0 { base } else { format!("{base}-{count}") };
                *count += 1;
                out.push(Event::Start(Tag::Heading {
                    level: *level,
                    id: Some(CowStr::from(id)),
                    classes: classes.clone(),
                    attrs: attrs.clone(),
                }));
            }
            Event::Start(Tag::Link { link_type, dest_url, title, id }) => {
                match site_link(dest_url) {
                    Some(dest) => out.push(Event::Start(Tag::Link {
                        link_type: *link_type,
                        dest_url: CowStr::from(dest),
                        title: title.clone(),
                        id: id.clone(),
                    })),
                    None => dropping_link = true,
                }
            }
            Event::End(TagEnd::Link) if dropping_link => dropping_link = false,
            other => out.push(other.clone()),
        }
    }
    let mut html = String::with_capacity(markdown.len() * 3 / 2);
    pulldown_cmark::html::push_html(&mut html, out.into_iter());
    html
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn headings_are_anchored_as_github_anchors_them() {
        assert_eq!(slug("Words in braces"), "words-in-braces");
        assert_eq!(
            slug("`Given the strategic {side} map numbering`"),
            "given-the-strategic-side-map-numbering"
        );
        let html = to_html("# A\n\n## Reading a failure\n\n## Reading a failure\n");
        assert!(html.contains("<h2 id=\"reading-a-failure\">"), "{html}");
        assert!(html.contains("<h2 id=\"reading-a-failure-1\">"), "{html}");
    }

    #[test]
    fn links_lead_to_the_pages_of_the_site() {
        let html = to_html(
            "See [the steps](STEPS.md), [one](STEPS.md#step-x), [back](./README.md#hex-ids), \
             [here](#words), [the crate](https://docs.rs/umpire) and [a file](../src/main.rs).",
        );
        assert!(html.contains("<a href=\"steps.html\">the steps</a>"), "{html}");
        assert!(html.contains("<a href=\"steps.html#step-x\">one</a>"), "{html}");
        assert!(html.contains("<a href=\"guide.html#hex-ids\">back</a>"), "{html}");
        assert!(html.contains("<a href=\"#words\">here</a>"), "{html}");
        assert!(html.contains("<a href=\"https://docs.rs/umpire\">the crate</a>"), "{html}");
        assert!(html.contains(" and a file."), "a file the site lacks is text: {html}");
    }

    #[test]
    fn tables_and_raw_anchors_come_through() {
        let html = to_html("<a id=\"step-a\"></a>\n\n| a | b |\n| --- | --- |\n| `x` | y |\n");
        assert!(html.contains("<a id=\"step-a\"></a>"), "{html}");
        assert!(html.contains("<table>") && html.contains("<code>x</code>"), "{html}");
    }
}
