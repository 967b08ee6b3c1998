//! The built-in library the command carries: the project's features, scenarios, games,
//! worked-example errata, the editors' guide (`features/README.md`) and the step vocabulary
//! (`features/STEPS.md`), by their path in the project (`build.rs` lists them).

include!(concat!(env!("OUT_DIR"), "/builtin.rs"));

/// The text of the built-in file at `path`, if there is one.
pub fn file(path: &str) -> Option<&'static str> {
    FILES.iter().find(|(name, _)| *name == path).map(|(_, text)| *text)
}
