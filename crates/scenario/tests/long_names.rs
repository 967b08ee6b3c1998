//! Ids, names and paths past their length limits (`MAX_NAME_CHARS`, `MAX_PATH_CHARS`, our
//! choice) are refused at their key, before any nearest-name search compares them; one at the
//! limit is read, and a misspelt one gets its nearest.
#![allow(missing_docs, clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;

use umpire_scenario::errata::{Catalogue, Edition, ErrataError, Erratum};
use umpire_scenario::{ErrorKind, MAX_NAME_CHARS, MAX_PATH_CHARS, load_str};

const CATALOGUE: &str = r#"ruleset = "strategic"
[[clause]]
id = "STR-1-01"
section = "1 Moving"
summary = "Units move."
"#;

#[test]
fn a_four_mib_clause_id_in_an_erratum_is_refused_at_its_key() {
    let id = format!("STR-1-{}", "0".repeat(4 << 20));
    let text = format!("title = \"t\"\ntouches = [\"STR-1-01\", \"{id}\"]\n");
    let path = Path::new("errata/strategic/2026-12-01-x.toml");
    let e = Erratum::parse(&text, path).unwrap_err();
    let ErrataError::Toml { line, column, message, .. } = &e else { panic!("{e}") };
    assert_eq!((*line, *column), (2, 24));
    assert_eq!(
        message,
        &format!(
            "touches[1]: an id or name of at most {MAX_NAME_CHARS} characters (umpire's limit), found one longer"
        )
    );
}

#[test]
fn a_clause_id_at_the_limit_gets_no_suggestion_but_a_misspelt_one_does() {
    let catalogue = Catalogue::parse(CATALOGUE, "clauses.toml").unwrap();
    let path = Path::new("errata/strategic/2026-12-01-x.toml");
    let id = format!("STR-1-{}", "0".repeat(MAX_NAME_CHARS - 6));
    let text = format!("title = \"t\"\ntouches = [\"{id}\"]\n");
    let erratum = Erratum::parse(&text, path).unwrap();
    let e = catalogue.resolve([&erratum], Edition::Latest).unwrap_err();
    assert!(matches!(e, ErrataError::Clause { suggestion: None, .. }), "{e}");
    let erratum = Erratum::parse("title = \"t\"\ntouches = [\"STR-1-1\"]\n", path).unwrap();
    let e = catalogue.resolve([&erratum], Edition::Latest).unwrap_err();
    assert!(matches!(e, ErrataError::Clause { suggestion: Some(ref s), .. } if s == "STR-1-01"));
}

#[test]
fn a_unit_id_and_an_include_past_their_limits_are_refused_at_their_keys() {
    let map = "[map]\nlayout = \"even-q\"\ncolumns = [1, 3]\nrows = [1, 2]\n";
    let long = "u".repeat(65_534);
    let text = format!("name = \"x\"\n{map}\n[[units]]\nid = \"{long}\"\nat = \"0101\"\n");
    let e = load_str(&text, "x.toml").unwrap_err();
    assert_eq!((e.key.as_str(), e.at.line), ("units[0].id", 8), "{e}");
    assert!(
        matches!(e.kind.as_ref(), ErrorKind::Invalid { message } if message.contains("at most 256"))
    );
    let path = "a/".repeat(MAX_PATH_CHARS);
    let e = load_str(&format!("include = [\"{path}\"]\n"), "x.toml").unwrap_err();
    assert_eq!(e.key, "include[0]", "{e}");
    let at_limit = "u".repeat(MAX_NAME_CHARS);
    let text = format!(
        "name = \"x\"\n{map}\n[[units]]\nid = \"{at_limit}\"\nat = \"0101\"\nside = \"s\"\n"
    );
    if let Err(e) = load_str(&text, "x.toml") {
        assert!(!e.to_string().contains("umpire's limit"), "{e}");
    }
}
