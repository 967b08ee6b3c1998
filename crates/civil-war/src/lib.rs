#![doc = include_str!("../README.md")]
//!
//! # The rules
//!
//! The movement rules of `shared/seeds/002_…txt`: marching with zones of control and force
//! marches, riding the railroads under a side's rail capacity and the 50-rail-hex budget, naval
//! and river movement, water transport, temporary ferries and amphibious assaults, each verdict
//! citing the clause of the catalogue (`features/civil-war/clauses.toml` in the repository) that
//! decided it.
//!
//! The rules run on any map that implements [`CivilWarMap`] (the shared
//! [`umpire_map::HexBoard`] and one question of its own: where the cities and towns are). A
//! [`Game`] is built from typed values — the map, the rules data and the [`Situation`] — with
//! [`Game::from_parts`]; with the default `scenario` feature, `Game::new` reads all three from a
//! scenario file (`umpire_scenario::ScenarioMap` implements the trait). Without that feature the
//! crate depends on `umpire-hex`, `umpire-map`, serde, thiserror, tracing and (through the map
//! crate) num-integer only, and does no I/O.
//!
//! Marching and rail movement are one step function on the map ([`LandMove`]); naval and river
//! movement another on a board of sea hexes and river hexsides ([`WaterBoard`], [`WaterMove`]).
//! Both run on the shared search, with the map type as a type parameter, so reach and check
//! agree and nothing is dispatched per step. Every number lives in the rules data
//! ([`RulesData`], `rules.toml`, compiled in; a scenario's `[rules.data]` overrides it).
//!
//! A phase of play is data too: an [`Order`] (a move, a voyage, a destination change, a ferry,
//! an amphibious assault, the end of the phase) read from an orders file, played with
//! [`Game::play`] on the board the last order left, comes to an [`umpire_map::Outcome`] —
//! carried out, with its cost, ledger and changes, or refused by a clause with nothing changed.
//! Everything that carries between orders is in the [`Situation`], and with the `scenario`
//! feature `Game::save` writes it back as a scenario that loads to the same situation.
//!
//! # Example: the strength-8, MA-3 rail move
//!
//! ```
//! # #[cfg(feature = "scenario")] {
//! use umpire_civil_war::{Game, Mode, MoveOptions};
//!
//! let scenario = umpire_scenario::load_str(umpire_civil_war::EXAMPLE, "rail.toml")?;
//! let game = Game::new(&scenario)?;
//! let rail = MoveOptions { mode: Mode::Rail, ..MoveOptions::default() };
//! // Entrain (1 MP, 10 rail hexes), ride, detrain (1 MP, 10 rail hexes), march 1 MP.
//! let path = ["0101", "entrain", "0201", "0301", "0401", "detrain", "0402"];
//! let verdict = game.check("8th-corps", &path, &rail)?;
//! assert!(verdict.is_legal(), "{:?}", verdict.refusal());
//! assert_eq!(verdict.cost(), umpire_map::Mp::whole(3));
//! # }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod attrition;
mod clauses;
mod data;
mod error;
mod facts;
mod game;
mod land;
mod map;
mod setting;
#[cfg(feature = "scenario")]
mod setup;
mod situation;
mod transport;
mod water;
mod words;
mod zoc;

pub use attrition::AttritionError;
pub use data::{
    AmphibiousRule, Attrition, AttritionRow, BUILTIN_RULES, Crossings, ForceMarchRule, HexsideRule,
    InitiativeRule, RailRule, RollModifier, RulesData, TerrainRule, TransportRule, UnitTypeRule,
    WaterRule,
};
pub use error::{OrderError, SetupError};
pub use game::{
    AssaultOrder, Attempt, ChangeDestinationOrder, FerryOrder, Game, LandVerdict, Mode,
    MoveOptions, MoveOrder, MoveRecord, MoveVerdict, NextPhaseOrder, Order, RailCapacity,
    Reachable, StayEntrained, UnitReach, WaterVerdict,
};
pub use land::{LandMove, LandState, RailStage};
pub use map::CivilWarMap;
pub use situation::{Fort, RailState, SIDES, Situation, UnitState, Waters};
pub use transport::{Assault, AssaultResult, Voyage, VoyageVerdict};
pub use water::{WaterBoard, WaterLeg, WaterMove, WaterPlace, WaterState};

/// A small scenario for examples: a strength-8, MA-3 corps beside a railroad
/// (`scenarios/civil-war/rail.toml`, shipped with this crate as `embedded/rail.toml`).
pub const EXAMPLE: &str = include_str!("../embedded/rail.toml");
