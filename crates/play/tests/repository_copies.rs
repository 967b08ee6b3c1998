//! The clause catalogues this crate embeds live in `embedded/<ruleset>/clauses.toml` (so the
//! published crate carries them); the repository keeps them in `features/<ruleset>/`, beside
//! the features that cite them. The copies must stay byte-equal.
#![allow(missing_docs, clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;

#[test]
fn the_repository_catalogues_equal_the_embedded_ones() {
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    for ruleset in umpire_play::errata::RULESETS {
        let ours = std::fs::read(crate_dir.join("embedded").join(ruleset).join("clauses.toml"));
        let theirs =
            std::fs::read(crate_dir.join("../../features").join(ruleset).join("clauses.toml"));
        assert!(
            ours.unwrap() == theirs.unwrap(),
            "features/{ruleset}/clauses.toml differs from crates/play/embedded/{ruleset}/clauses.toml"
        );
    }
}
