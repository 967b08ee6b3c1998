#![doc = include_str!("../README.md")]
#![cfg_attr(docsrs, feature(doc_cfg))]
//!
//! # The table and the rules
//!
//! Measured with a tape: exact table geometry (what a straight leg or a route crosses: terrain
//! spans and linear obstacles), and the dice-rolled movement rules of `shared/seeds/001_…txt`
//! with the exact odds of every distance.
//!
//! The table is a [`TableMap`]: a [`umpire_map::Map`] whose places are points and whose leg is
//! a [`Measure`] (length, spans by terrain kind, linear features crossed) — the same seam the
//! hex rulesets use. The rules run on any table type that implements it: [`Table`], which the
//! table-scenario files load into, or a game's own storage, measured with the plane
//! [`geometry`] `Table` uses (polygons, polylines and circles, where a leg crosses them, and a
//! leg's spans by terrain kind). Lengths are exact integers of
//! micrometres, so inches and centimetres convert exactly; a straight leg's length is rounded to
//! the nearest micrometre. What the rules work out from lengths — speeds after percentages,
//! distances after deductions, times — is exact: an [`ExactLength`] (a [`Ratio`] of
//! micrometres) or a [`Ratio`], never rounded; only display rounds.
//!
//! A game is built from typed values: [`DiceGame::from_parts`] takes the table, the
//! [`TableUnit`]s on it and the rules data ([`DiceData::builtin`], compiled in from
//! `dice.toml`). The rules crate does no I/O.
//!
//! Its errors are enums a game can match on: [`DiceOrderError`] for an order that cannot be
//! judged at all (an unknown unit, with the nearest id) — a rule that forbids an order is a
//! [`umpire_map::Refusal`] instead — [`RulesDataError`] for rules data, and `DiceScenarioError`
//! with [`UnitFault`] for a table scenario the rules cannot be played on (feature `scenario`).
//!
//! A game is played order by order with [`DiceGame::play`]: an [`Order`] (one entry of an
//! orders file: `activate` a Command Group, `suppress` a unit, `next-turn`) gives an
//! [`umpire_map::Outcome`], or an [`umpire_map::BadOrder`] keyed as the file writes it. The
//! per-turn state is serde data ([`DiceGame::turn`], [`TableUnit::moved_with`]), so a game
//! rebuilt with `from_parts(..)?.with_turn(turn)` — or saved with `DiceGame::save`, written with
//! `TableScenario::to_toml` and loaded again (feature `scenario`) — goes on exactly.
//!
//! # Features
//! - `scenario` (on by default): table-scenario files — `load_table`, `TableScenario`,
//!   `TableError`, `DiceGame::new(TableScenario)` with the scenario's `[rules.data]` overrides,
//!   and the `from_toml` readers of the speed-table rules data. Off, the crate depends on
//!   `umpire-map`, serde and thiserror only, and reads no TOML at run time: the rules
//!   data are compiled in.
//!
//! # Example: a fast platoon on a triple chain
//!
//! ```
//! use umpire_minis::Distribution;
//! let d = Distribution::dice(18, 3, 6, 2);
//! assert_eq!((d.min(), d.max()), (24, 54));
//! assert_eq!(d.chance_of(54).to_string(), "1/216");
//! ```

mod data_error;
mod dice;
pub mod geometry;
mod length;
#[cfg(feature = "scenario")]
mod load;
mod measure;
mod odds;
mod order;
mod ratio;
pub mod speed;
mod table;
mod table_map;
mod unit;

pub use data_error::RulesDataError;
#[cfg(feature = "scenario")]
#[cfg_attr(docsrs, doc(cfg(feature = "scenario")))]
pub use dice::DiceScenarioError;
pub use dice::{
    Arrival, Backwards, Chains, DICE_RULES, DiceData, DiceGame, DiceOrderError, GroupRule, Limits,
    LongerChain, MoveOrder, Moved, SpeedClass, TableWhy, UnitFault, UnitMoved,
};
pub use geometry::Point;
pub use length::{ExactLength, Length, Unit};
#[cfg(feature = "scenario")]
#[cfg_attr(docsrs, doc(cfg(feature = "scenario")))]
pub use load::{
    MAX_AREA_POINTS, MAX_SIDE, MAX_TABLE_POINTS, TableError, TableScenario, load_table,
};
pub use measure::{Measure, OPEN, Span};
pub use odds::{Distribution, Fraction};
pub use order::{Activated, Activation, Order, Suppression};
pub use ratio::{Ratio, RatioError};
pub use table::{Area, Feature, Table};
pub use table_map::TableMap;
pub use unit::{MAX_FACING_DEGREES, TableUnit};
