//! What the harness adds around cucumber:
//!
//! * [`select`] — what the command line selects, and where a relative path is read from;
//! * [`input`] — reads the feature files and folders selected, wherever they are, and the
//!   built-in ones;
//! * [`clause_tags`], [`added_steps`] — a tag that looks like a clause id but names none fails
//!   its scenario with the nearest id;
//! * [`suggest`], [`explain`] — a step no definition matches fails with the nearest phrase;
//! * [`pictures`] — each scenario's picture, for the rulebook.

pub mod added_steps;
pub mod clause_tags;
pub mod explain;
pub mod input;
pub mod pictures;
pub mod select;
pub mod suggest;
