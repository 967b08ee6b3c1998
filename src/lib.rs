//! # umpire
//!
//! Adjudicates movement in wargames: where can this unit go, at what cost, where must it stop
//! (**reach**), and is this exact move legal — and if not, which rule clause forbids it
//! (**check**).
//!
//! This facade re-exports the workspace's crates, so one dependency brings them all:
//!
//! - [`hex`] (`umpire-hex`): hex geometry only — axial and offset coordinates, directions,
//!   canonical hexsides, printed map numbering (`e3609`), dense per-hex and per-hexside storage.
//! - [`map`] (`umpire-map`): the shared vocabulary — the [`Map`](map::Map) and
//!   [`Board`](map::Board) traits a game implements for its own storage, and
//!   [`HexBoard`](map::HexBoard), what the hex rulesets ask of a map, exact movement points
//!   ([`Mp`](map::Mp)), clause-citing verdicts, injected dice, and the generic movement search
//!   behind [`Search::reach`](map::Search::reach) and [`check`](map::check).
//! - [`scenario`] (`umpire-scenario`): scenario files in TOML — the map, its features, boxes,
//!   zones and units — loaded with errors that name the file, line, column and key, and suggest
//!   the nearest known name; a loaded map is a [`HexBoard`](map::HexBoard) every hex ruleset
//!   runs on.
//! - [`strategic`] (`umpire-strategic`): the operational movement rules of a WWII
//!   grand-strategic hex game — EZOC, minimum move, road/rail, beachheads, marines, the Central
//!   Asia Box, port-to-port convoys, canals, off-map boxes, restrictions and overruns — as a
//!   [`Game`](strategic::Game) that answers reach, check, move and threat-map questions, on any
//!   [`StrategicMap`](strategic::StrategicMap).
//! - [`civil_war`] (`umpire-civil-war`): an operational Civil War game's movement — marches
//!   with zones of control and force marches, rail moves under the side's capacity, naval and
//!   river movement, water transport, ferries and amphibious assaults, on any
//!   [`CivilWarMap`](civil_war::CivilWarMap).
//! - [`minis`] (`umpire-minis`): miniatures on an open table — exact table geometry, dice-rolled
//!   moves with dice chains, and the exact odds of arriving, on any
//!   [`TableMap`](minis::TableMap).
//! - [`demo`]: the `umpire` command's built-in demo, the Antwerp overruns of 3.2 on a piece of
//!   the west map (`scenarios/strategic/low-countries.toml`, embedded).
//! - [`errata`]: a project's errata (`errata/<ruleset>/<date>-<slug>.toml`) checked against
//!   each ruleset's rules data and laid under a scenario's `[rules.data]` in the edition it
//!   pins — base, a date, or the latest.
//! - [`play`]: recorded games — an orders file of phases and orders played in order under any
//!   ruleset, each order's verdict and ledger, and the position after any order written back as
//!   a scenario file (what `umpire play` runs).
//! - [`show`] and [`render`]: a scenario as text and as an SVG picture (what the `umpire`
//!   command prints and draws), the picture optionally with a unit's reach over it.
//! - `json` (with the `json` feature, on by default through `cli`): the documented JSON shapes
//!   of the command's answers, each with its JSON Schema (the repository's `schema/` folder).
//! - [`report`]: the strategic ruleset's answers as text — a unit's reach table, a side's
//!   threat map, a checked move's MP ledger (what `umpire reach` and `umpire check` print).
//!
//! See `examples/strategic_own_map.rs` and `examples/civil_war_own_map.rs` for the rules on a
//! game's own map type, built in code with no file, and `examples/own_map.rs` for a ruleset of
//! a game's own on its own map.

pub use umpire_civil_war as civil_war;
pub use umpire_hex as hex;
pub use umpire_map as map;
pub use umpire_minis as minis;
pub use umpire_scenario as scenario;
pub use umpire_strategic as strategic;

pub mod demo;
pub use umpire_play::errata;
#[cfg(feature = "json")]
pub mod json;
pub use umpire_play as play;
pub use umpire_render as render;
pub use umpire_render::report;
pub mod show;
#[cfg(test)]
mod test_scenarios;
