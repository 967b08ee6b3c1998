//! Helpers shared by the integration tests.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use umpire_scenario::{ScenarioError, load_str};

/// The format reference: a small complete scenario using every key.
pub const REFERENCE: &str = include_str!("../../embedded/reference.toml");

/// The reference with `from` (which must occur exactly once) replaced by `to`.
pub fn edit(from: &str, to: &str) -> String {
    assert_eq!(REFERENCE.matches(from).count(), 1, "{from:?} should occur once in the reference");
    REFERENCE.replacen(from, to, 1)
}

/// The error loading `text` as `t.toml`.
pub fn error(text: &str) -> ScenarioError {
    match load_str(text, "t.toml") {
        Ok(_) => panic!("expected an error loading:\n{text}"),
        Err(e) => e,
    }
}

/// The 1-based line and column of the first `needle` in `text`.
pub fn position(text: &str, needle: &str) -> (usize, usize) {
    position_nth(text, needle, 0)
}

/// The 1-based line and column of the `n`th (from 0) `needle` in `text`.
pub fn position_nth(text: &str, needle: &str, n: usize) -> (usize, usize) {
    let at = text
        .match_indices(needle)
        .nth(n)
        .unwrap_or_else(|| panic!("{needle:?} not {n} times in text"))
        .0;
    let before = &text[..at];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().unwrap().chars().count() + 1;
    (line, column)
}

/// Asserts that loading `text` fails at the first `needle` with key `key` and message `message`
/// (the whole line reads `t.toml:LINE:COLUMN: KEY: MESSAGE`).
pub fn assert_error(text: &str, needle: &str, key: &str, message: &str) -> ScenarioError {
    assert_error_nth(text, needle, 0, key, message)
}

/// [`assert_error`] at the `n`th (from 0) `needle`.
pub fn assert_error_nth(
    text: &str,
    needle: &str,
    n: usize,
    key: &str,
    message: &str,
) -> ScenarioError {
    let e = error(text);
    let (line, column) = position_nth(text, needle, n);
    let expected = if key.is_empty() {
        format!("t.toml:{line}:{column}: {message}")
    } else {
        format!("t.toml:{line}:{column}: {key}: {message}")
    };
    assert_eq!(e.to_string(), expected);
    assert_eq!((e.file(), e.line(), e.column(), e.key()), ("t.toml", line, column, key));
    e
}
