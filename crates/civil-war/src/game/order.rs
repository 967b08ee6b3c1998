//! Orders as data: what one entry of an orders file holds, for [`Game::play`](crate::Game::play).
//!
//! Each order is a table tagged by its `order` key, with snake_case keys; a key the order does
//! not know is an error, not ignored:
//!
//! ```
//! use umpire_civil_war::{Mode, Order};
//!
//! let order: Order = toml::from_str(r#"
//!     order = "move"
//!     unit = "8th-corps"
//!     mode = "rail"
//!     path = ["0101", "entrain", "0201", "0301"]
//!     stay_entrained = { destination = "0812", eta = 3 }
//! "#)?;
//! let Order::Move(order) = order else { unreachable!() };
//! assert_eq!(order.mode, Mode::Rail);
//! assert_eq!(order.stay_entrained.map(|s| s.eta), Some(3));
//!
//! assert!(toml::from_str::<Order>("order = \"ferry\"\nunit = \"boats\"\nspeed = 3").is_err());
//! # Ok::<(), toml::de::Error>(())
//! ```

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::Mode;
use crate::transport::{AssaultResult, Voyage};

/// One order of a phase of play. Each kind is written with `order = "<kind>"`:
/// `move`, `voyage`, `change-destination`, `ferry`, `assault`, `next-phase`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "order", rename_all = "kebab-case")]
pub enum Order {
    /// One unit marches, rides the rails or (a naval or river unit) moves by water.
    Move(MoveOrder),
    /// A transport carries units by water: they embark, it sails, they land or stay embarked
    /// (judged by [`Game::check_voyage`](crate::Game::check_voyage)).
    Voyage(Voyage),
    /// A new destination for the units embarked on a transport, by an automatic order or the
    /// commander's initiative roll.
    ChangeDestination(ChangeDestinationOrder),
    /// A river transport serves as a temporary ferry at its river hexside for this phase.
    Ferry(FerryOrder),
    /// Units embarked on a transport assault an enemy-occupied hex from the water.
    Assault(AssaultOrder),
    /// The movement phase ends and the next begins.
    NextPhase(NextPhaseOrder),
}

/// `order = "move"`: `unit` moves along `path`.
///
/// ```toml
/// order = "move"
/// unit = "8th-corps"
/// mode = "rail"                     # ground (the default), rail or water
/// path = ["0101", "entrain", "0201", "0301", "detrain", "0302"]
/// force_march = 1                   # optional: 1 or 2 MP more, with an attrition roll
/// stay_entrained = { destination = "0812", eta = 3 }   # optional: left on the rails
/// supply = ["depot"]                # optional, by rail: the supply riding with it
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoveOrder {
    /// The unit's id.
    pub unit: String,
    /// How it moves.
    #[serde(default)]
    pub mode: Mode,
    /// Its path, its start first: hex ids, `entrain` and `detrain` in a rail move, and for a
    /// water move river hexsides written `1012/1013`.
    pub path: Vec<String>,
    /// MP a force march adds (1 or 2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub force_march: Option<u32>,
    /// For a unit left on the rails at the end: its declared destination and ETA.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stay_entrained: Option<StayEntrained>,
    /// In a rail move: the supply riding with the unit (ids of supply in the hex where it
    /// entrains, or on the rails with it), which has no movement allowance of its own and adds
    /// its supply points to the move's rail cost.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub supply: Vec<String>,
}

/// Where a unit left on the rails is bound, and the phase it arrives (ETA).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StayEntrained {
    /// The destination's hex id.
    pub destination: String,
    /// The movement phase it arrives in.
    pub eta: u32,
}

/// `order = "change-destination"`: the units embarked on `transport` are to go to `to`
/// instead.
///
/// ```toml
/// order = "change-destination"
/// transport = "mid-fleet"
/// to = "0305"
/// automatic = false          # true: an automatic order, no roll
/// commander = "terry"        # whose initiative is rolled when not automatic
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChangeDestinationOrder {
    /// The transport the units are embarked on.
    pub transport: String,
    /// The new destination's hex id.
    pub to: String,
    /// An automatic order: the change needs no roll.
    #[serde(default)]
    pub automatic: bool,
    /// The commander whose initiative rating is rolled against, when not automatic.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub commander: Option<String>,
}

/// `order = "ferry"`: river transport `unit` serves as a temporary ferry this phase.
///
/// ```toml
/// order = "ferry"
/// unit = "ferry-boat"
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FerryOrder {
    /// The river transport.
    pub unit: String,
}

/// `order = "assault"`: `units` embarked on `transport` assault `target` from the water, led
/// by `leader`, and the combat (resolved by the combat rules, outside these movement rules)
/// came to `result` with `losses`.
///
/// ```toml
/// order = "assault"
/// units = ["1st-division", "2nd-brigade"]
/// transport = "mid-fleet"
/// target = "0304"
/// leader = "terry"
/// result = "held"                       # retreated, retreated-into-fort or held
/// losses = { "1st-division" = 1 }       # strength points off the CRT, before the factor
/// retreats = { }                        # with `retreated`: where each defender went
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AssaultOrder {
    /// The assaulting infantry divisions and brigades.
    pub units: Vec<String>,
    /// The transport they are embarked on.
    pub transport: String,
    /// The defenders' hex.
    pub target: String,
    /// The Leader with them, who rolls for attack initiative.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub leader: Option<String>,
    /// How the combat ended for the defenders.
    pub result: AssaultResult,
    /// Strength points each attacking unit loses by the combat result as read off the combat
    /// results table, before the assault's loss factor (the engine multiplies: tripled when the
    /// defenders hold).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub losses: BTreeMap<String, u32>,
    /// With `result = "retreated"`: the hex each defender retreated to, as the combat rules
    /// decided (these movement rules restate it and do not judge it).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub retreats: BTreeMap<String, String>,
}

/// `order = "next-phase"`: the phase ends; the next begins.
///
/// ```toml
/// order = "next-phase"
/// side = "confederate"              # default: the same side moves again
/// phase = 2                         # default: this phase + 1
/// turn = 1                          # optional: the game turn of the month it is in
/// allotment = { union = 30 }        # optional, when a new month begins: its allotment
/// next_allotment = { union = 25 }   # optional: next month's allotment, known ahead
/// ```
///
/// A game turn holds one movement phase of each side: the new phase is in the same game turn
/// when its side has not moved in it yet, else in the next; after the month's last game turn
/// (rules data `rail.turns_per_month`) comes the first of a new month.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct NextPhaseOrder {
    /// The side that moves in the new phase (default: the same side).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub side: Option<String>,
    /// The new phase's number (default: this phase's + 1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phase: Option<u32>,
    /// The game turn of the month the new phase is in, 1 to the rules data's
    /// `rail.turns_per_month` (default: worked out as above). Stated, it begins a new game
    /// turn, and a number no greater than the game turn now begins a new month.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn: Option<u32>,
    /// Each named side's allotment of rail transport points for the new month, which the
    /// strategic turn (outside these movement rules) gives and the player restates
    /// (ACW-RAIL-05): only when the new phase begins a month. A side not named gets its
    /// `next_allotment`, else the allotment of the month before. Read from the old name
    /// `capacity` too.
    #[serde(default, alias = "capacity", skip_serializing_if = "Option::is_none")]
    pub allotment: Option<BTreeMap<String, u32>>,
    /// Each named side's allotment for the next month, where it is known ahead: what units
    /// staying on the rails across the month's end may count on (ACW-RAIL-24). Read from the
    /// old name `next_capacity` too.
    #[serde(default, alias = "next_capacity", skip_serializing_if = "Option::is_none")]
    pub next_allotment: Option<BTreeMap<String, u32>>,
}
