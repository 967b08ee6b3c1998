//! The acceptance steps built with the test harness, so that the `#[cfg(test)]` modules of
//! `tests/steps/` run: they assert the failure messages a rules editor reads (the cucumber run
//! itself is `tests/acceptance.rs`).

// Only the steps' own tests run here: the runner's half of the harness is unused.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

#[path = "harness/mod.rs"]
mod harness;
#[path = "steps/mod.rs"]
mod steps;
