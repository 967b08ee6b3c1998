#![doc = include_str!("../README.md")]
#![cfg_attr(docsrs, feature(doc_cfg))]
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
//! # Example: a game of your own, built from parts
//!
//! A map of your own implements [`umpire_map::HexBoard`] (the hexes, their terrain, what each
//! hexside carries, the printed numbering) and [`CivilWarMap`]; [`Game::from_parts`] builds a
//! phase on it from the rules data and a [`Situation`], checking the map once as it does (a
//! hexside your data give between hexes that are not neighbours — a numbering of the wrong
//! offset parity — is refused with [`MapError::NotAdjacent`]). The rails are stated once,
//! on the map: with no [`RailState::base`] given, each side's own lines are the map's rail
//! hexes in its territory. This needs no scenario file and no `scenario` feature.
//!
//! ```
//! use std::collections::BTreeSet;
//! use umpire_hex::{Hex, HexNumbering, Hexside, Offset, OffsetLayout};
//! use umpire_map::{Crossing, HexBoard, Mp};
//! use umpire_civil_war::{CivilWarMap, Game, Mode, MoveOptions, RulesData, Situation, UnitState};
//!
//! /// Eight columns of three clear hexes; a railroad kept as pairs of printed ids.
//! struct Valley { numbering: HexNumbering, railroad: Vec<(&'static str, &'static str)> }
//!
//! impl Valley {
//!     fn hex(&self, id: &str) -> Hex { self.numbering.parse(id).unwrap_or(Hex::ZERO) }
//! }
//!
//! impl HexBoard for Valley {
//!     fn hex_count(&self) -> usize { 24 }
//!     fn hex_index(&self, hex: Hex) -> Option<usize> {
//!         let Offset { col, row } = self.numbering.offset_of(hex);
//!         let on_map = (1..=8).contains(&col) && (1..=3).contains(&row);
//!         on_map.then(|| ((col - 1) * 3 + row - 1) as usize)
//!     }
//!     fn hex_at(&self, index: usize) -> Hex {
//!         let index = index as i32;
//!         self.numbering.hex_of(Offset::new(index / 3 + 1, index % 3 + 1))
//!     }
//!     fn terrain(&self, hex: Hex) -> Option<&str> { self.hex_index(hex).map(|_| "clear") }
//!     fn numbering(&self) -> &HexNumbering { &self.numbering }
//!     fn crossing(&self, side: Hexside) -> Crossing {
//!         let rail = self.railroad.iter().any(|(a, b)| {
//!             Hexside::between(self.hex(a), self.hex(b)) == Some(side)
//!         });
//!         Crossing { rail, ..Crossing::NONE }
//!     }
//!     // The railroad as the data give it, for `from_parts` to check.
//!     fn for_each_stated_hexside(&self, mut visit: impl FnMut(Hex, Hex, Crossing)) {
//!         for (a, b) in &self.railroad {
//!             visit(self.hex(a), self.hex(b), Crossing { rail: true, ..Crossing::NONE });
//!         }
//!     }
//! }
//!
//! impl CivilWarMap for Valley {}
//!
//! let ids = ["0102", "0202", "0302", "0402", "0502", "0602", "0702", "0802"];
//! let railroad: Vec<_> = ids.windows(2).map(|w| (w[0], w[1])).collect();
//! let map = Valley { numbering: HexNumbering::new(OffsetLayout::ODD_Q, 1..=8, 1..=3), railroad };
//!
//! let mut situation = Situation::new("union", 1);
//! situation.units.push(
//!     UnitState::builder("8th-corps")
//!         .side("union")
//!         .unit_type("infantry")
//!         .strength(8)
//!         .movement(Mp::whole(3))
//!         .at(map.hex("0102"))
//!         .build(),
//! );
//! let whole_map: BTreeSet<Hex> = map.numbering.rect().iter().collect();
//! situation.territory.insert("union".into(), whole_map);
//! situation.rail.capacity.insert("union".into(), 20);
//!
//! let game = Game::from_parts(&map, RulesData::builtin()?, situation)?;
//! assert_eq!(game.situation().rail.base["union"].len(), 8); // the map's rail hexes
//! let rail = MoveOptions { mode: Mode::Rail, ..MoveOptions::default() };
//! let ride = ["0102", "entrain", "0202", "0302", "0402", "0502", "detrain", "0503"];
//! let verdict = game.check("8th-corps", &ride, &rail)?;
//! assert!(verdict.is_legal(), "{:?}", verdict.refusal());
//! assert!(game.reach("8th-corps", &rail)?.get("0802").is_some());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
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
pub mod clauses;
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
pub use error::{MapError, OrderError, PartsError, SetupError};
pub use game::{
    AssaultOrder, Attempt, ChangeDestinationOrder, FerryOrder, Game, GameState, KeptReaches,
    LandVerdict, Mode, MoveOptions, MoveOrder, MoveRecord, MoveVerdict, NextPhaseOrder, Order,
    RailCapacity, Reachable, StayEntrained, UnitReach, WaterVerdict,
};
pub use land::{LandMove, LandState, RailStage};
pub use map::CivilWarMap;
pub use situation::{Fort, RailState, SIDES, Situation, UnitBuilder, UnitState, Waters};
pub use transport::{Assault, AssaultResult, Voyage, VoyageVerdict};
/// What [`KeptReaches::update`] did (shared by every hex ruleset).
pub use umpire_map::Refreshed;
/// How many threads [`Game::reaches`] runs on (shared by every ruleset).
pub use umpire_map::Threads;
pub use water::{WaterBoard, WaterLeg, WaterMove, WaterPlace, WaterState};

/// A small scenario for examples: a strength-8, MA-3 corps beside a railroad
/// (`scenarios/civil-war/rail.toml`, shipped with this crate as `embedded/rail.toml`).
pub const EXAMPLE: &str = include_str!("../embedded/rail.toml");
