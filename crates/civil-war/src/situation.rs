//! What the movement rules read besides the map and the rules data: the units and the state of
//! the war around them. Plain data (serde) with public constructors: a game fills it in code and
//! hands it to [`crate::Game::from_parts`]; the scenario adapter (`Game::new`, feature
//! `scenario`) reads it from a scenario's `[rules]` and unit keys.
//!
//! ```
//! use umpire_hex::Hex;
//! use umpire_map::Mp;
//! use umpire_civil_war::{Situation, UnitState};
//!
//! let mut situation = Situation::new("union", 1);
//! situation.units.push(UnitState {
//!     strength: 8,
//!     movement: Mp::whole(3),
//!     at: Some(Hex::new(0, 0)),
//!     ..UnitState::new("8th-corps", "union", "infantry")
//! });
//! situation.rail.capacity.insert("union".into(), 20);
//! assert!(situation.unit("8th-corps").is_some_and(|u| u.initiative));
//! ```

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};
use umpire_hex::{Hex, Hexside};
use umpire_map::Mp;

/// The sides of the war, as situations and scenarios name them.
pub const SIDES: [&str; 2] = ["union", "confederate"];

/// One unit, with everything the movement rules read.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct UnitState {
    /// Its id.
    pub id: String,
    /// Its side (`union`, `confederate`).
    pub side: String,
    /// Its type (`infantry`, `cavalry`, `leader`, `supply-train`, `river-transport`…).
    pub unit_type: String,
    /// Its size (`division`, `brigade`…), where it matters.
    pub size: Option<String>,
    /// Its combat strength.
    pub strength: u32,
    /// Its combat factor is printed in parentheses (it projects no zone of control).
    pub parenthesized: bool,
    /// Its Movement Allowance.
    pub movement: Mp,
    /// It has initiative this phase (water units move without it).
    pub initiative: bool,
    /// Supply points it holds (a supply train's load, or supply moved by itself).
    pub supply_points: u32,
    /// A Leader's initiative rating (to change a voyage's destination, to lead an assault).
    pub rating: Option<u32>,
    /// Its hex (for a unit on a river, the hex on one side of its hexside); `None`: off the map.
    pub at: Option<Hex>,
    /// For a naval or river unit on a river: the hexside it is on.
    pub river_side: Option<Hexside>,
    /// Entrained at the start of the phase.
    pub entrained: bool,
    /// An entrained unit's declared destination and the phase it arrives (ETA).
    pub rail_destination: Option<(Hex, u32)>,
    /// The transport it is embarked on.
    pub embarked_on: Option<String>,
    /// An embarked unit's declared destination.
    pub voyage_destination: Option<Hex>,
    /// It has moved this phase.
    pub moved: bool,
    /// A river transport serving this phase as a temporary ferry at its river hexside
    /// (`river_side`): friendly units cross there at the ferry cost, and it may not move this
    /// phase (ACW-FERRY-01, ACW-FERRY-04). The ferry lasts for the phase it is declared in.
    #[serde(default)]
    pub ferry: bool,
}

impl UnitState {
    /// Unit `id` of `side` (`union`, `confederate`) and `unit_type` (a key of the rules data's
    /// `unit_types`), with the defaults a scenario gives a unit that says nothing more: no size,
    /// strength 0, factor not parenthesized, MA 0, with initiative, no supply points, no rating,
    /// off the map, on no river, not entrained, not embarked, not moved, no ferry. Set the rest with
    /// struct update syntax (`UnitState { strength: 8, ..UnitState::new(…) }`).
    pub fn new(
        id: impl Into<String>,
        side: impl Into<String>,
        unit_type: impl Into<String>,
    ) -> UnitState {
        UnitState {
            id: id.into(),
            side: side.into(),
            unit_type: unit_type.into(),
            size: None,
            strength: 0,
            parenthesized: false,
            movement: Mp::ZERO,
            initiative: true,
            supply_points: 0,
            rating: None,
            at: None,
            river_side: None,
            entrained: false,
            rail_destination: None,
            embarked_on: None,
            voyage_destination: None,
            moved: false,
            ferry: false,
        }
    }
}

/// A fort or fortress.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fort {
    /// Its hex.
    pub at: Hex,
    /// Whose it is.
    pub side: String,
    /// Under siege.
    pub besieged: bool,
}

impl Fort {
    /// `side`'s fort in `at`, not under siege.
    pub fn new(at: Hex, side: impl Into<String>) -> Fort {
        Fort { at, side: side.into(), besieged: false }
    }
}

/// The rail state of the month: a game fills it (the scenario adapter reads `[rules.rail]`, and
/// takes the neutral states' railroad hexes from the rules data's `rail.neutral_zones` and the
/// map's rail lines). The lines themselves are the map's: a rail line runs across a hexside
/// where [`umpire_map::HexBoard::crossing`] says `rail`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct RailState {
    /// Rail transport points each side has left of this month's allotment.
    pub capacity: BTreeMap<String, u32>,
    /// Rail transport points each side will have for its next movement phase (this month's
    /// remainder or next month's allotment), for units staying entrained.
    pub next_capacity: BTreeMap<String, u32>,
    /// Each side's own railroad hexes (its territory's lines).
    pub base: BTreeMap<String, BTreeSet<Hex>>,
    /// Each side's rail head markers.
    pub heads: BTreeMap<String, BTreeSet<Hex>>,
    /// Railroad hexes in the neutral states (both sides use them).
    pub neutral: BTreeSet<Hex>,
}

/// The waters: which river hexsides are tidal, where navigation ends, the Florida crossing. A
/// game fills them (the scenario adapter reads `[rules.waters]`); the river hexsides themselves
/// are the map's (hexsides with a `river`, `major-river` or `minor-river` feature), and the sea
/// hexes are those whose terrain the rules data mark `water` (`coastal`, `all-sea`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Waters {
    /// Tidal river hexsides (the others are non-tidal).
    pub tidal: BTreeSet<Hexside>,
    /// River hexsides above a head of navigation: river units may not move onto them.
    pub above_head_of_navigation: BTreeSet<Hexside>,
    /// The Florida crossing: pairs of all-sea edge hexes (Atlantic, Gulf).
    pub florida: Vec<(Hex, Hex)>,
}

/// Everything the movement rules read besides the map and the rules data: the units, forts,
/// territory, rail state, waters and extra ports of one movement phase.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Situation {
    /// The moving side.
    pub side: String,
    /// The number of this movement phase (for ETAs).
    pub phase: u32,
    /// The units.
    pub units: Vec<UnitState>,
    /// Forts and fortresses.
    pub forts: Vec<Fort>,
    /// Each side's territory (for force-march attrition).
    pub territory: BTreeMap<String, BTreeSet<Hex>>,
    /// Hexes the moving side controls the enemy's way: enemy controlled.
    pub enemy_controlled: BTreeSet<Hex>,
    /// Enemy-occupied hexes the Siege rules let the moving side enter.
    pub siege_entry: BTreeSet<Hex>,
    /// The railroads.
    pub rail: RailState,
    /// The waters.
    pub waters: Waters,
    /// Ports besides the cities and towns of coastal and river hexes.
    pub ports: BTreeSet<Hex>,
}

impl Situation {
    /// Movement phase number `phase` with `side` (`union`, `confederate`) moving, and nothing
    /// else yet: no units, forts, territory, controlled hexes, rail capacity or marked waters.
    pub fn new(side: impl Into<String>, phase: u32) -> Situation {
        Situation {
            side: side.into(),
            phase,
            units: Vec::new(),
            forts: Vec::new(),
            territory: BTreeMap::new(),
            enemy_controlled: BTreeSet::new(),
            siege_entry: BTreeSet::new(),
            rail: RailState::default(),
            waters: Waters::default(),
            ports: BTreeSet::new(),
        }
    }

    /// The unit with id `id`.
    pub fn unit(&self, id: &str) -> Option<&UnitState> {
        self.units.iter().find(|u| u.id == id)
    }
}
