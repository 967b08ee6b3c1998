#![cfg_attr(docsrs, feature(doc_cfg))]
#![doc = include_str!("../README.md")]
//!
//! # The rules
//!
//! The Operational and Reserve Movement Phases (`shared/seeds/000_…txt`): who may move, what
//! each hex and hexside costs, where enemy zones of control stop a unit, every restriction of
//! 3.1.4 and overruns, each verdict citing the clause of the catalogue
//! (`features/strategic/clauses.toml` in the repository) that decided it.
//!
//! The rules run on **any map** that implements [`StrategicMap`] (the shared
//! [`umpire_map::HexBoard`] plus the countries): the scenario file's map is one implementation,
//! a game's own map storage another. One step function ([`UnitMove`], a
//! [`umpire_map::Movement`] generic over the map) answers both "where can this unit go"
//! ([`Game::reach`]) and "is this path legal" ([`Game::check`]), so the two never disagree.
//! Every number of the rules lives in the rules data ([`RulesData`], `rules.toml`, compiled in),
//! which a game may replace and a scenario overrides under `[rules.data]`.
//!
//! The crate is pure: no file I/O, no printing; moves are logged as `tracing` events. With the
//! default feature `scenario` off it depends on `umpire-hex`, `umpire-map`, `serde`,
//! `thiserror` and `tracing` only, and a game is built from typed values with
//! [`Game::from_parts`] (its example builds a map of its own and plays on it; [`StrategicMap`]
//! says what such a map answers). Building a game holds the map together once, as the scenario
//! loader holds a map file ([`MapError`]). Verdicts cite their clauses by the typed ids of
//! [`clauses`].
//!
//! # Example: the Kiev HQ of 3.1.1, from a scenario file
//!
//! ```
//! # #[cfg(feature = "scenario")] {
//! use umpire_strategic::{Game, clauses};
//!
//! let scenario = umpire_scenario::load_str(umpire_strategic::EXAMPLE, "kiev.toml")?;
//! let game = Game::new(&scenario)?;
//!
//! // Kiev → clear e3608 (1 MP) → swamp e3707 (2 MP): only 1 MP is left.
//! let path = game.parse_path(&["e3609", "e3608", "e3707"])?;
//! let verdict = game.check("russian-hq", &path)?;
//! assert_eq!(verdict.refusal().map(|r| r.clause), Some(clauses::NOT_ENOUGH_MA)); // STR-3.1.1-04
//!
//! // Kiev → across the river into swamp e3708: 3 MP, allowed as its first hex; then it stops.
//! let path = game.parse_path(&["e3609", "e3708"])?;
//! let verdict = game.check("russian-hq", &path)?;
//! assert!(verdict.is_legal());
//! assert_eq!(verdict.route().stop.map(|s| s.clause), Some(clauses::MINIMUM_MOVE_STOP));
//! # }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Scenario keys
//!
//! A strategic scenario is an ordinary scenario file (see `umpire_scenario`) whose `[rules]`
//! table says `ruleset = "strategic"`. Its units carry `nationality`, `type`, `movement`
//! and optionally `steps`, `exp`, `delay_stripe`, `supplied`, `exploiting`, `zoc`,
//! `air_support`, `support_range`, `home`, `holding`, `moved` and `eliminated`
//! (`"delay-box"` or `"force-pool"`: off the map, whatever its `at`); `[rules]` holds the
//! phase, the phasing side, weather, markers, ports, convoys, countries, bans, closed maps and
//! `canal_uses` (`{ kiel = 1 }`: units each canal has carried this phase), `hq_prevented`
//! (`["british-hq"]`: HQs that have prevented an overrun this phase) and `last_move` (the last
//! unit to begin moving this phase, the MP it has spent, where its move stands and any stop a
//! rule imposed: its next order takes the move up again until another unit begins moving).
//! Every key is shown in `scenarios/strategic/reference.toml`.
//!
//! # Games as orders
//!
//! A phase of play is a list of [`Order`]s (`move`, `next-phase`), each judged by
//! [`Game::play`] on the board the one before left, its result an [`umpire_map::Outcome`].
//! Everything that carries from one order to the next is in the [`Situation`], so
//! [`Game::from_parts`] on a game's situation plays on exactly where it was, and
//! `Game::save` (feature `scenario`) writes the game as a scenario that loads to the same
//! situation. [`Game::state`] is everything of a game but its map ([`GameState`]: the rules data,
//! the situation and the log, serde), which [`Game::from_state`] rebuilds on the same map;
//! [`Game::try_play`] answers as `play` would without playing, and [`Game::undo`] takes the last
//! order back.

pub mod clauses;
mod data;
mod error;
mod facts;
mod game;
mod map;
mod order;
mod ports;
mod restrict;
mod setting;
#[cfg(feature = "scenario")]
mod setup;
mod shield;
mod situation;
mod state;
mod step;
mod view;

pub use clauses::ALL as CLAUSES;
pub use data::{
    BUILTIN_RULES, CanalRule, CanalUse, Capacity, CentralAsiaRule, ConvoyLine, ConvoyRules,
    CountryRules, EzocRule, FactionRule, HexsideRule, MinimumMoveRule, NationalityRule,
    OverrunRule, RoadRail, RoadRailCost, RulesData, TerrainRule, UnitTypeRule, Users,
};
pub use error::{MapError, OrderError, PartsError, SetupError};
pub use game::{
    Game, GameState, KeptReaches, MoveRecord, MoveReport, MoveVerdict, PlaceId, Reachable, Threat,
    ThreatUnits, UnitReach,
};
pub use map::StrategicMap;
pub use order::{MoveOrder, NextPhase, Order};
pub use situation::{
    Ban, Convoy, CountryState, Elimination, LastMove, Marker, Phase, Port, Procedure, Situation,
    UnitBuilder, UnitState, Weather,
};
pub use state::{MAX_TRACKED, MoveState, Stage};
pub use step::UnitMove;
/// What [`KeptReaches::update`] did (shared by every hex ruleset).
pub use umpire_map::Refreshed;
/// How many threads [`Game::reaches`] runs on (shared by every ruleset).
pub use umpire_map::Threads;

/// A small scenario for examples: the Kiev HQ of 3.1.1 (`scenarios/strategic/kiev.toml`, shipped
/// with this crate as `embedded/kiev.toml`).
#[cfg(feature = "scenario")]
#[cfg_attr(docsrs, doc(cfg(feature = "scenario")))]
pub const EXAMPLE: &str = include_str!("../embedded/kiev.toml");
