//! The files this crate embeds live in `embedded/` (so the published crate carries them); the
//! repository's `scenarios/` keeps copies that the harness, the features and the docs name by
//! path. The copies must stay byte-equal to the embedded files.
#![allow(missing_docs, clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;

/// Each embedded file (relative to `embedded/`) and its copy (relative to the repository's
/// `scenarios/`).
const COPIES: [(&str, &str); 3] = [
    ("demo.toml", "demo.toml"),
    ("maps/demo-map.toml", "maps/demo-map.toml"),
    ("reference.toml", "reference.toml"),
];

#[test]
fn the_repository_copies_equal_the_embedded_files() {
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    for (embedded, copy) in COPIES {
        let ours = std::fs::read(crate_dir.join("embedded").join(embedded)).unwrap();
        let theirs = std::fs::read(crate_dir.join("../../scenarios").join(copy)).unwrap();
        assert!(
            ours == theirs,
            "scenarios/{copy} differs from crates/scenario/embedded/{embedded}"
        );
    }
}

#[test]
fn the_embedded_constants_are_the_embedded_files() {
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let read = |name: &str| std::fs::read_to_string(crate_dir.join("embedded").join(name)).unwrap();
    assert_eq!(umpire_scenario::DEMO, read("demo.toml"));
    assert_eq!(umpire_scenario::DEMO_MAP, read("maps/demo-map.toml"));
}
