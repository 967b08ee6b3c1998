//! The standard benchmark workload for movement reach (`shared/bench/WORKLOAD.md`), and its
//! reference checks against the `pathfinding` crate.
//!
//! The workload itself is described in plain integers (flat hex index `idx = row * width + col`,
//! costs in half movement points) so that any search — ours or a third-party one — can be timed
//! and checked on it; [`WorkloadBoard`] and [`WorkloadRules`] put it on umpire's own search the
//! way a game developer would.
//!
//! * [`Workload::generate`] builds a map exactly as the specification says (terrain, rivers,
//!   roads, enemies and zones of control);
//! * [`Workload::successors`] is the successor function handed to a search;
//! * [`Query`] names the five standard queries and knows their [expected](Query::expected)
//!   [`Summary`];
//! * [`reference`](mod@reference) runs the `pathfinding` crate on a workload;
//! * [`MapStats`] reproduces the statistics line of the specification;
//! * [`reach_with_umpire`] runs umpire's [`Search`](umpire_map::Search) on a workload;
//! * [`strategic::strategic_scenario`] is a full-size position for the strategic rules;
//! * [`SpecialisedSearch`] is a plain Dial bucket queue on the workload's own successors: the
//!   floor a generic search is measured against.
//!
//! ```
//! use umpire_bench::{Query, Summary, reference::reach_with_pathfinding};
//!
//! let query = Query::A100;
//! let map = query.workload();
//! let reach = reach_with_pathfinding(&map, query.allowance_halves());
//! assert_eq!(Summary::of(reach), query.expected());
//! ```

pub mod civil_war;
pub mod large_inputs;
pub mod minis_odds;
pub mod position_file;
pub mod process_figures;
mod query;
pub mod reference;
mod rng;
mod specialised;
mod stats;
pub mod strategic;
mod umpire_arm;
mod workload;

pub use query::{Query, Summary};
pub use rng::{SEED, hash3, mix};
pub use specialised::SpecialisedSearch;
pub use stats::MapStats;
pub use umpire_arm::{
    PathfindingReach, WorkloadBoard, WorkloadRules, clause, pathfinding_on_umpire_step,
    reach_with_pathfinding_on_umpire_step, reach_with_umpire, reached_with_umpire,
};
pub use workload::{Cell, DIRECTIONS, Features, Terrain, Workload};
