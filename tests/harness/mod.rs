//! What the acceptance harness adds around cucumber:
//!
//! * [`select`] — what the command line selects, and where a relative path is read from;
//! * [`input`] — reads the feature files and folders selected, wherever they are;
//! * [`clause_tags`], [`added_steps`] — a tag that looks like a clause id but names none fails
//!   its scenario with the nearest id;
//! * [`suggest`], [`explain`] — a step no definition matches fails with the nearest phrase;
//! * [`plain`] — a failed step printed as a failure, not as cucumber's "Step panicked";
//! * [`errata`] — the project's errata and the edition each scenario is judged by;
//! * [`results`], [`pictures`] — the results file with a picture per scenario that
//!   `cargo xtask errata` and `cargo xtask rulebook` read.
//!
//! `select`, `suggest`, `plain` and `clause_tags` need nothing of cucumber's run: their unit
//! tests run in `tests/editor_runs.rs` (this harness has no test runner of its own).

pub mod added_steps;
pub mod clause_tags;
pub mod errata;
pub mod explain;
pub mod input;
pub mod pictures;
pub mod plain;
pub mod results;
pub mod select;
pub mod suggest;
