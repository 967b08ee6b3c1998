//! The orders of a game of the dice-rolled rules, as data: what one entry of an orders file
//! holds, read with serde (`order = "activate"`, `"suppress"` or `"next-turn"`) and played
//! with [`DiceGame::play`](crate::DiceGame::play).
//!
//! ```
//! use umpire_minis::{Activated, Activation, Order};
//! let order: Order = toml::from_str(
//!     r#"
//!     order = "activate"
//!     group = "hq-1"
//!     chain = 2
//!     to = [55, 40]
//!     units = [{ unit = "panther", stays = true, fire = "AT" }, { unit = "pz-1" }]
//!     "#,
//! )?;
//! let Order::Activate(Activation { chain, to, units, .. }) = &order else { unreachable!() };
//! assert_eq!((*chain, *to, units.len()), (2, [55.0, 40.0], 2));
//! assert_eq!(units[1], Activated::moving("pz-1"));
//! assert!(toml::from_str::<Order>("order = \"next-turn\"\nturns = 2").is_err());
//! # Ok::<(), toml::de::Error>(())
//! ```

use serde::{Deserialize, Serialize};

/// One order of a game: an activation of a Command Group, a unit's suppression stated, or the
/// start of the next turn.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "order", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Order {
    /// One activation of a Command Group: the units named move to the Command Dice's
    /// destination on one roll, or stay (DICE-ORDER-01..10).
    Activate(Activation),
    /// A unit's suppression, as the players state it.
    Suppress(Suppression),
    /// The next turn begins (`order = "next-turn"`, with no other key): movement orders last
    /// one turn (DICE-ORDER-11), and so do the fire penalties of the chains moved with
    /// (DICE-FIRE-02).
    NextTurn {},
}

/// One activation of a Command Group (`order = "activate"`).
///
/// ```toml
/// order = "activate"
/// group = "hq-1"           # optional: the group activated (else the first unit's)
/// chain = 2                # Command Dice spent on the move: 1, 2 or 3
/// to = [55, 40]            # where the Command Dice mark the destination, table units
/// keep_facing = false      # optional: move without turning (backwards)
/// facing = 0               # optional: the facing of the units that arrive
/// units = [
///   { unit = "panther", stays = true, fire = "AT" },
///   { unit = "pz-1", via = [[50, 20]] },
///   { unit = "pz-2" },
/// ]
/// ```
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Activation {
    /// The Command Group activated; when absent, the first unit's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub group: Option<String>,
    /// The dice chain spent on the move (DICE-ORDER-03): 1, 2 or 3.
    pub chain: u32,
    /// The destination the Command Dice mark (DICE-ORDER-04), `[x, y]` in the table's unit.
    pub to: [f64; 2],
    /// The units move without turning: forwards, backwards (DICE-BACK-01) or — refused —
    /// sideways (DICE-BACK-02).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub keep_facing: bool,
    /// The facing, in degrees from north, of the units that reach the destination
    /// (DICE-FACE-04); the others face the way they last moved.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub facing: Option<f64>,
    /// The units of the group activated, moving or staying.
    pub units: Vec<Activated>,
}

/// One unit of an activation.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Activated {
    /// Its id.
    pub unit: String,
    /// Its own way to the destination: the points it passes, in the table's unit. Paths may
    /// differ to get round obstacles (DICE-ORDER-10's reading).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub via: Vec<[f64; 2]>,
    /// A destination of its own: refused (DICE-ORDER-10) unless it is the activation's, which
    /// all its moving units share.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<[f64; 2]>,
    /// It stays still this activation, e.g. to fire (DICE-ORDER-01, -02).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub stays: bool,
    /// The weapon it fires with this activation (`"AT"`), whose fire value the outcome states.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fire: Option<String>,
}

impl Activated {
    /// Unit `unit` moving straight to the activation's destination.
    pub fn moving(unit: impl Into<String>) -> Activated {
        Activated { unit: unit.into(), via: Vec::new(), to: None, stays: false, fire: None }
    }

    /// Unit `unit` staying still.
    pub fn staying(unit: impl Into<String>) -> Activated {
        Activated { stays: true, ..Activated::moving(unit) }
    }

    /// The same unit going by way of `via`.
    #[must_use]
    pub fn via(self, via: impl IntoIterator<Item = [f64; 2]>) -> Activated {
        Activated { via: via.into_iter().collect(), ..self }
    }

    /// The same unit firing `weapon`.
    #[must_use]
    pub fn firing(self, weapon: impl Into<String>) -> Activated {
        Activated { fire: Some(weapon.into()), ..self }
    }
}

/// A unit's suppression stated (`order = "suppress"`): fire suppressed it (`suppressed =
/// true`), or a Remove Unit Suppression order lifted it (`false`; DICE-SUPP-03).
///
/// ```toml
/// order = "suppress"
/// unit = "panthers"
/// suppressed = false
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Suppression {
    /// The unit.
    pub unit: String,
    /// Whether it is suppressed from now on.
    pub suppressed: bool,
}
