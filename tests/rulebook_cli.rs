//! `umpire rulebook` and `umpire steps` as a rules editor runs them: a folder of their own,
//! outside the repository, with a feature and a scenario file beside it.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The repository's root: no output or page may name it.
const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The editor's scenario file: a strip of clear and forest hexes, one infantry unit.
const SCENARIO: &str = r#"name = "My strip"

[map]
layout = "odd-q"
order = "column-row"
digits = 2
columns = [10, 13]
rows = [1, 3]

[map.terrain]
legend = { "." = "clear", f = "forest" }
rows = [". . f .", ". . f .", ". . . ."]

[[units]]
id = "infantry"
side = "axis"
label = "Inf"
at = "1002"
nationality = "german"
type = "infantry"
movement = 2

[rules]
ruleset = "strategic"
phase = "operational"
side = "axis"
"#;

/// The editor's feature: two scenarios of one strategic clause, and one that fails when
/// `failing` is asked for.
fn feature(failing: bool) -> String {
    let mut text = String::from(
        "Feature: My forest\n\n  \
         @STR-3.1.1-04\n  \
         Scenario: Forest costs the infantry more than it has left\n    \
         Given the strategic scenario \"strip.toml\"\n    \
         When \"infantry\" moves 1002, 1102, 1202\n    \
         Then the move is refused by STR-3.1.1-04 on entering 1202\n\n  \
         @STR-3.1.1-04\n  \
         Scenario: Clear costs the infantry 1 MP a hex\n    \
         Given the strategic scenario \"strip.toml\"\n    \
         When \"infantry\" moves 1002, 1102\n    \
         Then the move is legal\n",
    );
    if failing {
        text.push_str(
            "\n  Scenario: A wrong cost\n    \
             Given the strategic scenario \"strip.toml\"\n    \
             When \"infantry\" moves 1002, 1102\n    \
             Then the move costs 3 MP\n",
        );
    }
    text
}

/// A fresh folder of the editor's under the temp folder, with `mine/forest.feature` and
/// `mine/strip.toml`.
fn editor_folder(name: &str, failing: bool) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("umpire-rulebook-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("mine")).unwrap();
    std::fs::write(dir.join("mine/forest.feature"), feature(failing)).unwrap();
    std::fs::write(dir.join("mine/strip.toml"), SCENARIO).unwrap();
    dir
}

/// `umpire <args>` run in `dir`, as a shell there runs it.
fn umpire(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_umpire"))
        .args(args)
        .current_dir(dir)
        .env("PWD", dir)
        .output()
        .unwrap()
}

/// Standard output and standard error, as text.
fn texts(output: &Output) -> (String, String) {
    (
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// The values of `attribute` in `html`.
fn values(html: &str, attribute: &str) -> Vec<String> {
    html.split(&format!(" {attribute}=\""))
        .skip(1)
        .filter_map(|rest| rest.split_once('"').map(|(v, _)| v.replace("&amp;", "&")))
        .collect()
}

/// `%20` and the like read back.
fn decoded(href: &str) -> String {
    let bytes = href.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%'
            && let Some(byte) = href.get(i + 1..i + 3).and_then(|h| u8::from_str_radix(h, 16).ok())
        {
            out.push(byte);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).unwrap()
}

/// Every link of every page of the book at `book` that leads nowhere: a file that is not
/// there, or an anchor its page lacks.
fn broken_links(book: &Path) -> Vec<String> {
    let mut broken = Vec::new();
    for entry in std::fs::read_dir(book).unwrap().flatten() {
        let page = entry.path();
        if page.extension().is_none_or(|e| e != "html") {
            continue;
        }
        let text = std::fs::read_to_string(&page).unwrap();
        for href in values(&text, "href") {
            if href.contains("://") {
                continue;
            }
            let (file, anchor) = href.split_once('#').unwrap_or((&href, ""));
            let target = if file.is_empty() { page.clone() } else { book.join(decoded(file)) };
            if !target.exists() {
                broken.push(format!("{}: {href}: no such file", page.display()));
                continue;
            }
            if !anchor.is_empty() {
                let target_text = std::fs::read_to_string(&target).unwrap();
                if !target_text.contains(&format!(" id=\"{anchor}\"")) {
                    broken.push(format!("{}: {href}: no such anchor", page.display()));
                }
            }
        }
    }
    broken
}

#[test]
fn an_editors_rulebook_lists_their_scenarios_and_their_coverage() {
    let dir = editor_folder("own", false);
    let output = umpire(&dir, &["rulebook", "mine", "-o", "book"]);
    let (out, err) = texts(&output);
    assert_eq!(output.status.code(), Some(0), "{out}\n{err}");
    assert!(out.starts_with("umpire rulebook: 2 scenario(s) in 1 feature file(s)"), "{out}");
    assert!(out.contains("rulebook written to book/index.html"), "{out}");
    assert_eq!(out.lines().last(), Some("2 passed, 0 failed"), "{out}");
    // Coverage counts their scenarios: one strategic clause, and only the ruleset they touch.
    let coverage = out.lines().find(|l| l.trim_start().starts_with("strategic:")).unwrap();
    assert!(coverage.contains("strategic: 1/"), "{coverage}");
    assert!(!out.contains("civil-war:") && !out.contains("minis-dice:"), "{out}");
    let book = dir.join("book");
    let index = std::fs::read_to_string(book.join("index.html")).unwrap();
    let strategic = std::fs::read_to_string(book.join("strategic.html")).unwrap();
    assert!(!book.join("civil-war.html").exists(), "a ruleset they do not touch has no page");
    assert!(index.contains("2 scenarios: 2 passed"), "{index}");
    assert!(index.contains("data-ruleset=\"strategic\""));
    assert!(!index.contains("data-ruleset=\"civil-war\""));
    // Only their scenarios, each under the clause it tags, linked to their own file.
    let places = values(&strategic, "data-place");
    assert_eq!(places, ["mine/forest.feature:4", "mine/forest.feature:10"], "{strategic}");
    assert!(strategic.contains("href=\"../mine/forest.feature\""));
    let clause = &strategic[strategic.find("data-clause=\"STR-3.1.1-04\"").unwrap()..];
    assert!(clause.starts_with("data-clause=\"STR-3.1.1-04\" data-section="));
    assert!(strategic.contains("1 covered by a tag of this run's scenarios"), "{strategic}");
    // Their pictures are in the book.
    let pictures: Vec<_> = std::fs::read_dir(book.join("pictures")).unwrap().flatten().collect();
    assert!(!pictures.is_empty());
    // The manual: the guide and the vocabulary, linked from the index and from each other.
    let guide = std::fs::read_to_string(book.join("guide.html")).unwrap();
    let steps = std::fs::read_to_string(book.join("steps.html")).unwrap();
    assert!(guide.contains("<main class=\"manual\">") && steps.contains("<h1"), "{steps}");
    assert!(steps.contains("id=\"step-then-the-move-is-legal\""));
    for page in [&index, &strategic, &guide, &steps] {
        assert!(page.contains("href=\"guide.html\"") && page.contains("href=\"steps.html\""));
    }
    assert!(values(&guide, "href").iter().any(|h| h.starts_with("steps.html")), "{guide}");
    assert_eq!(broken_links(&book), Vec::<String>::new());
    // No page and no output names a folder of the machine umpire was built on, nor the
    // editor's whole path.
    let here = dir.display().to_string();
    for entry in std::fs::read_dir(&book).unwrap().flatten() {
        let text = std::fs::read_to_string(entry.path()).unwrap_or_default();
        assert!(!text.contains(ROOT), "{} names {ROOT}", entry.path().display());
        assert!(!text.contains(&here), "{} names {here}", entry.path().display());
    }
    assert!(!out.contains(ROOT) && !err.contains(ROOT), "{out}\n{err}");
    // Made again, it writes the same pages over the last ones.
    let again = umpire(&dir, &["rulebook", "mine", "-o", "book"]);
    assert_eq!(again.status.code(), Some(0));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_failing_scenario_is_in_the_book_and_the_exit_code() {
    let dir = editor_folder("failing", true);
    let output = umpire(&dir, &["rulebook", "mine/forest.feature", "-o", "book"]);
    let (out, err) = texts(&output);
    assert_eq!(output.status.code(), Some(1), "{out}\n{err}");
    assert!(out.contains("failed scenarios:\n  mine/forest.feature:15  A wrong cost"), "{out}");
    assert_eq!(out.lines().last(), Some("2 passed, 1 failed"), "{out}");
    let index = std::fs::read_to_string(dir.join("book/index.html")).unwrap();
    assert!(index.contains("<h2>Failures (1)</h2>"), "{index}");
    // The failure traces no clause, but its feature is the editor's: listed on the index.
    assert!(index.contains("data-place=\"mine/forest.feature:15\""));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_input_is_refused_with_exit_code_2_and_nothing_written() {
    let dir = editor_folder("bad", false);
    let cases: [(&[&str], &str); 3] = [
        (&["rulebook", "mine/forrest.feature", "-o", "book"], "mine/forrest.feature"),
        (&["rulebook", "mine", "-o", "mine/forest.feature"], "a feature file of the selection"),
        (
            &["rulebook", "mine", "-o", "book", "--scenarios", "nowhere"],
            "nowhere: there is no such folder",
        ),
    ];
    for (args, expected) in cases {
        let output = umpire(&dir, args);
        let (out, err) = texts(&output);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {out}\n{err}");
        assert!(err.contains(expected), "{args:?}: {err}");
        assert!(!dir.join("book").exists(), "{args:?} wrote a book");
    }
    // Without -o, clap says what is missing.
    let output = umpire(&dir, &["rulebook", "mine"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(texts(&output).1.contains("--out <DIR>"));
    assert_eq!(std::fs::read_to_string(dir.join("mine/forest.feature")).unwrap(), feature(false));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn steps_prints_the_vocabulary() {
    let output = umpire(&std::env::temp_dir(), &["steps"]);
    let (out, _) = texts(&output);
    assert_eq!(output.status.code(), Some(0));
    assert!(out.starts_with("# Step vocabulary"), "{out}");
    assert!(out.contains("Then the move is legal"));
    assert_eq!(out, std::fs::read_to_string(Path::new(ROOT).join("features/STEPS.md")).unwrap());
}
