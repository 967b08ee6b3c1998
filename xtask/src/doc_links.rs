//! `doc-links`: every crate page `cargo doc` wrote renders its links.
//!
//! rustdoc prints an intra-doc link it could not resolve as its plain text (`[umpire_map::Map]`,
//! `[hex](umpire_hex)` as `[hex] (umpire_hex)`) and, when the link points into a crate whose
//! pages do not exist yet, without any warning. This check reads the front page of each of our
//! crates in `<target>/doc/` and names every such text outside code.

use std::fs;
use std::path::{Path, PathBuf};

/// The crates whose front pages are checked, as rustdoc names their folders.
const CRATES: [&str; 7] = [
    "umpire_hex",
    "umpire_map",
    "umpire_scenario",
    "umpire_strategic",
    "umpire_civil_war",
    "umpire_minis",
    "umpire",
];

/// Runs the check over `<target>/doc`; 0 when every page renders its links.
pub fn run(root: &Path) -> i32 {
    let doc = crate::target_dir(root).join("doc");
    let mut failures = Vec::new();
    for name in CRATES {
        let page = doc.join(name).join("index.html");
        match fs::read_to_string(&page) {
            Ok(html) => failures.extend(
                unrendered_links(&html)
                    .into_iter()
                    .map(|text| format!("{}: {text}", shown(root, &page))),
            ),
            Err(error) => failures.push(format!(
                "{}: cannot read ({error}); run `cargo doc --workspace --no-deps` first",
                shown(root, &page)
            )),
        }
    }
    for failure in &failures {
        eprintln!("xtask: doc-links: a link shown as text: {failure}");
    }
    if failures.is_empty() {
        println!("doc-links: the front pages of {} crates render every link", CRATES.len());
        0
    } else {
        eprintln!(
            "xtask: doc-links: {} link(s) did not render (build the docs crate by crate, dependencies first, as .ci/run does)",
            failures.len()
        );
        1
    }
}

/// A page's path from the repository root when it is under it.
fn shown(root: &Path, page: &Path) -> String {
    page.strip_prefix(root)
        .map(PathBuf::from)
        .unwrap_or_else(|_| page.to_path_buf())
        .display()
        .to_string()
}

/// The bracketed texts of a page's prose (outside `<pre>`, brackets inside `<code>` ignored)
/// that look like a link rustdoc left unresolved: `[name]` or `[name::path]` with no spaces, or
/// a bracketed text followed by a parenthesis (`[hex] (umpire_hex)`).
pub fn unrendered_links(html: &str) -> Vec<String> {
    let prose = prose_of(html);
    let mut found = Vec::new();
    let mut at = 0;
    while let Some(open) = prose[at..].find('[').map(|i| at + i) {
        let Some(close) = prose[open..].find(']').map(|i| open + i) else { break };
        let inner = &prose[open + 1..close];
        let after = &prose[close + 1..];
        let parenthesis = after.trim_start_matches(' ').starts_with('(');
        let looks_like_path = !inner.is_empty()
            && inner.len() <= 80
            && inner
                .chars()
                .all(|c| c.is_alphanumeric() || matches!(c, '_' | ':' | '`' | '.' | '-'));
        if !inner.is_empty() && (looks_like_path || parenthesis) {
            let end = if parenthesis {
                after.find(')').map_or(prose.len(), |i| close + 1 + i + 1)
            } else {
                close + 1
            };
            found.push(prose[open..end].to_owned());
        }
        at = close + 1;
    }
    found
}

/// The page's text without tags: `<pre>`, `<script>` and `<style>` left out, the text of
/// `<code>` kept between backticks with its own brackets removed (an index such as `v[i]` is
/// no link).
fn prose_of(html: &str) -> String {
    let mut text = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(lt) = rest.find('<') {
        text.push_str(&rest[..lt]);
        let tail = &rest[lt..];
        let Some(gt) = tail.find('>') else { break };
        let tag = &tail[1..gt];
        let name: String = tag.chars().take_while(|c| c.is_ascii_alphanumeric()).collect();
        rest = &tail[gt + 1..];
        if tag.ends_with('/') {
            continue;
        }
        let closing = format!("</{name}>");
        match name.as_str() {
            "pre" | "script" | "style" => {
                rest = rest.find(&closing).map_or("", |i| &rest[i + closing.len()..]);
            }
            "code" => {
                let end = rest.find(&closing).unwrap_or(rest.len());
                let code: String =
                    rest[..end].chars().filter(|c| !matches!(c, '[' | ']')).collect();
                text.push('`');
                text.push_str(&prose_of(&code));
                text.push('`');
                rest = rest.get(end + closing.len()..).unwrap_or("");
            }
            _ => {}
        }
    }
    text.push_str(rest);
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unresolved_path_and_a_split_markdown_link_are_found() {
        let html = "<p>Built on [umpire_map::HexBoard] and [<code>hex</code>] (<code>umpire-hex</code>): \
                    the map&#8217;s [<code>umpire_hex::HexNumbering</code>] (spaces ignored).</p>";
        assert_eq!(
            unrendered_links(html),
            [
                "[umpire_map::HexBoard]",
                "[`hex`] (`umpire-hex`)",
                "[`umpire_hex::HexNumbering`] (spaces ignored)"
            ]
        );
    }

    #[test]
    fn rendered_links_and_code_are_not_failures() {
        let html = "<p>See <a href=\"x\"><code>Map</code></a>.</p><pre>let a = [1, 2][0];\nv[i]</pre>\
                    <p><code>board[idx]</code> and a range [0, 5) in prose.</p>";
        assert!(unrendered_links(html).is_empty(), "{:?}", unrendered_links(html));
    }
}
