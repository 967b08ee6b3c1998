//! The scenario this crate embeds (its `EXAMPLE`) lives in `embedded/` so the published crate
//! carries it; the repository's `scenarios/civil-war/` keeps a copy that the harness, the
//! features and the docs name by path. The copy must stay byte-equal to the embedded file.
#![allow(missing_docs, clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;

#[test]
fn the_repository_copy_equals_the_embedded_file() {
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let ours = std::fs::read(crate_dir.join("embedded/rail.toml")).unwrap();
    let theirs = std::fs::read(crate_dir.join("../../scenarios/civil-war/rail.toml")).unwrap();
    assert!(
        ours == theirs,
        "scenarios/civil-war/rail.toml differs from crates/civil-war/embedded/rail.toml"
    );
}

#[test]
fn the_example_is_the_embedded_rail_scenario() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/embedded/rail.toml");
    assert_eq!(umpire_civil_war::EXAMPLE, std::fs::read_to_string(path).unwrap());
}
