//! No input makes the loader panic: random text and mutated copies of real scenarios load or
//! fail with an error whose line and column lie within the text they name.
//!
//! 400 cases a property by default; `FUZZ_CASES=20000 cargo test --release -p umpire-scenario
//! --test fuzz` runs more.
#![allow(missing_docs, clippy::unwrap_used, clippy::expect_used)]

mod common;

use proptest::prelude::*;
use umpire_scenario::{DEMO, DEMO_MAP, ScenarioError, load_demo, load_str, load_str_with};

/// Whether `error`'s position lies within `text`: a line that exists, a column at most one past
/// the end of that line.
fn within(error: &ScenarioError, text: &str) -> bool {
    let lines: Vec<&str> = text.split('\n').collect();
    let (line, column) = (error.line(), error.column());
    line >= 1
        && line <= lines.len()
        && column >= 1
        && column <= lines.get(line - 1).map_or(0, |l| l.chars().count()) + 1
}

fn check(text: &str) -> Result<(), TestCaseError> {
    if let Err(e) = load_str(text, "fuzz.toml") {
        prop_assert_eq!(e.file(), "fuzz.toml");
        prop_assert!(within(&e, text), "{} is outside the text:\n{}", e, text);
        prop_assert!(!e.to_string().is_empty());
    }
    Ok(())
}

/// One edit to a text.
#[derive(Debug, Clone)]
enum Mutation {
    /// Set the byte at (index mod length) to a value.
    Flip(usize, u8),
    /// Keep only the first (index mod length) bytes.
    Truncate(usize),
    /// Delete line (index mod lines).
    DeleteLine(usize),
    /// Duplicate line (index mod lines).
    DuplicateLine(usize),
    /// Insert a snippet at (index mod length).
    Insert(usize, &'static str),
}

const SNIPPETS: &[&str] = &[
    "\"",
    "[",
    "]",
    "]]",
    "=",
    "{",
    "}",
    ",",
    "\n",
    "#",
    "'",
    "\"e9999\"",
    "\"e0000\"",
    "-1",
    "99999999999999999999",
    "[[map.roads]]\n",
    "[map]\n",
    "x = 1\n",
    "é",
    "\\u00e9",
    "\t",
    "\r\n",
    "\"e0101\"",
    "\"reserves\"",
    "1.5",
    "true",
    "[[units]]\n",
    "[map.terrain.overrides]\n",
];

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (any::<usize>(), any::<u8>()).prop_map(|(i, b)| Mutation::Flip(i, b)),
        any::<usize>().prop_map(Mutation::Truncate),
        any::<usize>().prop_map(Mutation::DeleteLine),
        any::<usize>().prop_map(Mutation::DuplicateLine),
        (any::<usize>(), prop::sample::select(SNIPPETS)).prop_map(|(i, s)| Mutation::Insert(i, s)),
    ]
}

fn apply(text: &str, mutation: &Mutation) -> String {
    let mut bytes = text.as_bytes().to_vec();
    let len = bytes.len().max(1);
    match *mutation {
        Mutation::Flip(i, b) => {
            if let Some(slot) = bytes.get_mut(i % len) {
                *slot = b;
            }
        }
        Mutation::Truncate(i) => bytes.truncate(i % len),
        Mutation::Insert(i, s) => {
            let at = (i % len).min(bytes.len());
            bytes.splice(at..at, s.bytes());
        }
        Mutation::DeleteLine(i) | Mutation::DuplicateLine(i) => {
            let mut lines: Vec<&str> = text.split('\n').collect();
            let k = i % lines.len();
            if matches!(mutation, Mutation::DeleteLine(_)) {
                lines.remove(k);
            } else {
                lines.insert(k, lines[k]);
            }
            return lines.join("\n");
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

fn mutated(seed: &str, mutations: &[Mutation]) -> String {
    mutations.iter().fold(seed.to_owned(), |text, m| apply(&text, m))
}

/// Self-contained scenarios to mutate.
fn seeds() -> Vec<String> {
    vec![toml::to_string(&load_demo()).unwrap(), DEMO_MAP.to_owned(), common::REFERENCE.to_owned()]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(std::env::var("FUZZ_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(400)))]

    #[test]
    fn random_text_never_panics(text in "\\PC*") {
        check(&text)?;
    }

    #[test]
    fn toml_like_text_never_panics(text in "[a-z\\[\\]=\"., 0-9\n{}#-]{0,200}") {
        check(&text)?;
    }

    #[test]
    fn mutated_scenarios_never_panic(
        seed in 0..3_usize,
        mutations in prop::collection::vec(mutation(), 1..5),
    ) {
        let seeds = seeds();
        check(&mutated(&seeds[seed], &mutations))?;
    }

    #[test]
    fn mutated_includes_never_panic(
        mutate_map in any::<bool>(),
        mutations in prop::collection::vec(mutation(), 1..4),
    ) {
        let (demo, map) = if mutate_map {
            (DEMO.to_owned(), mutated(DEMO_MAP, &mutations))
        } else {
            (mutated(DEMO, &mutations), DEMO_MAP.to_owned())
        };
        let map_text = map.clone();
        let files = move |name: &str| match name {
            "maps/demo-map.toml" => Ok(map_text.clone()),
            _ => Err(std::io::Error::other("not here")),
        };
        if let Err(e) = load_str_with(&demo, "scenarios/demo.toml", &files) {
            let text = if e.file() == "scenarios/maps/demo-map.toml" { &map } else { &demo };
            prop_assert!(
                e.file() == "scenarios/demo.toml" || e.file() == "scenarios/maps/demo-map.toml",
                "{}", e
            );
            prop_assert!(within(&e, text), "{} is outside the text:\n{}", e, text);
        }
    }
}

#[test]
fn the_seeds_load() {
    for seed in seeds() {
        load_str(&seed, "seed.toml").unwrap();
    }
}

#[test]
fn deep_nesting_does_not_overflow_the_stack() {
    let arrays = format!("name = {}{}\n", "[".repeat(5000), "]".repeat(5000));
    check(&arrays).unwrap();
    let tables = format!("name = {}1{}\n", "{a = ".repeat(5000), "}".repeat(5000));
    check(&tables).unwrap();
}
