//! Each publishable crate ships the licence texts in its own package: its copies of
//! `LICENSE-MIT` and `LICENSE-APACHE` stay byte-equal to the repository's.

use std::fs;
use std::path::Path;

/// The crates under `crates/` that are published (the bench is not).
const PUBLISHED: [&str; 6] = ["hex", "map", "scenario", "strategic", "civil-war", "minis"];

#[test]
fn every_published_crate_carries_the_repository_licences() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for licence in ["LICENSE-MIT", "LICENSE-APACHE"] {
        let text = fs::read(root.join(licence)).unwrap_or_default();
        assert!(!text.is_empty(), "{licence} is missing from the repository root");
        for name in PUBLISHED {
            let copy = root.join("crates").join(name).join(licence);
            let found = fs::read(&copy).unwrap_or_default();
            assert!(found == text, "{} differs from {licence}: copy it again", copy.display());
        }
    }
}
