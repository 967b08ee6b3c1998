//! # umpire-harness
//!
//! The Gherkin harness of umpire: the step vocabulary rules editors write scenarios in, the
//! world each scenario runs in, and a runner that runs feature files from anywhere against
//! the rules — on every core, with the errata in force, each failure in the feature's words.
//! The `umpire` command's `test`, `rulebook`, `steps` and `errata` subcommands are built on it.
//!
//! * [`steps`] — the step vocabulary, one module per topic, and [`steps::AcceptanceWorld`];
//! * [`suite`] — what a run judges by: the errata, the clause ids, the files steps may read;
//! * [`library`] — where a file a step names is found: beside the feature, in the run's
//!   folders, in the built-in library;
//! * [`tags`] — a scenario's tags, its feature's, its rule's and its examples' with its own;
//! * [`words`] — several things listed in one phrase, as the messages write them;
//! * [`command`] — `umpire test`: the selection, the run, its progress and its summary;
//! * [`runner`] — runs the selected scenarios on several threads, reporting as it goes;
//! * [`results`] — what a run keeps of each scenario;
//! * [`rulebook`] — `umpire rulebook`: the living rulebook of a run, its clause coverage and
//!   the manual, as a static site;
//! * [`run`] — reading and selecting features, and the messages for what no step matches.

pub mod command;
pub mod errata;
pub mod library;
pub mod results;
pub mod rulebook;
pub mod run;
pub mod runner;
pub mod steps;
pub mod suite;
pub mod tags;
pub mod words;
