//! The scenarios this crate embeds (its `EXAMPLE`, the one its doc examples play) live in
//! `embedded/` so the published crate carries them; the repository's `scenarios/strategic/`
//! keeps copies that the harness, the features and the docs name by path. The copies must stay
//! byte-equal to the embedded files.
#![allow(missing_docs, clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;

/// The embedded files, each with a copy of the same name in `scenarios/strategic/`.
const COPIES: [&str; 2] = ["kiev.toml", "antwerp.toml"];

#[test]
fn the_repository_copies_equal_the_embedded_files() {
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    for name in COPIES {
        let ours = std::fs::read(crate_dir.join("embedded").join(name)).unwrap();
        let theirs = std::fs::read(crate_dir.join("../../scenarios/strategic").join(name)).unwrap();
        assert!(
            ours == theirs,
            "scenarios/strategic/{name} differs from crates/strategic/embedded/{name}"
        );
    }
}

#[cfg(feature = "scenario")]
#[test]
fn the_example_is_the_embedded_kiev_scenario() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/embedded/kiev.toml");
    assert_eq!(umpire_strategic::EXAMPLE, std::fs::read_to_string(path).unwrap());
}
