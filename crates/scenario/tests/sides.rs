//! `[sides.<name>]`: a side's colour is read, checked, kept through a round trip, and a bad one
//! is a located error naming its key and the form expected.
#![allow(missing_docs, clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{REFERENCE, assert_error};
use umpire_scenario::load_str;

#[test]
fn side_colours_are_read_in_lower_case_and_written_back() {
    let text = format!(
        "{REFERENCE}\n[sides.soviet]\ncolour = \"#C0392B\"\n[sides.nobody]\ncolour = \"#112233\"\n"
    );
    let scenario = load_str(&text, "t.toml").unwrap();
    let soviet = scenario.sides.get("soviet").and_then(|s| s.colour.as_deref());
    assert_eq!(soviet, Some("#c0392b"));
    assert!(scenario.sides.contains_key("nobody"), "a side with no units may be styled");
    let written = toml::to_string(&scenario).unwrap();
    let again = load_str(&written, "t.toml").unwrap();
    assert_eq!(again.sides, scenario.sides, "{written}");
}

#[test]
fn a_bad_colour_names_its_key_and_the_form_expected() {
    let text = format!("{REFERENCE}\n[sides.soviet]\ncolour = \"#12345\"\n");
    assert_error(
        &text,
        "\"#12345\"",
        "sides.soviet.colour",
        "\"#12345\" is not a colour: expected \"#rrggbb\" (six hex digits), e.g. colour = \"#2c5aa0\"",
    );
    let text = format!("{REFERENCE}\n[sides.soviet]\ncolor = \"#123456\"\n");
    let error = common::error(&text);
    assert!(error.to_string().contains("did you mean \"colour\""), "{error}");
}
