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
//! situation.rail.allotment.insert("union".into(), 20);
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
    /// It was one of a force (assaulting units or their Leader) whose Leader failed his
    /// attack-initiative roll this phase: no amphibious assault takes place with it this phase
    /// (ACW-AMPH-07). It lasts for the phase.
    #[serde(default)]
    pub assault_failed: bool,
    /// For a unit out of play (`at` is `None`: lost at sea, stranded on the rails,
    /// eliminated), the hex it was in when it left: a saved game writes it there, marked
    /// `removed`, rather than where the scenario first put it.
    #[serde(default)]
    pub removed_at: Option<Hex>,
}

impl UnitState {
    /// Unit `id` of `side` (`union`, `confederate`) and `unit_type` (a key of the rules data's
    /// `unit_types`), with the defaults a scenario gives a unit that says nothing more: no size,
    /// strength 0, factor not parenthesized, MA 0, with initiative, no supply points, no rating,
    /// off the map, on no river, not entrained, not embarked, not moved, no ferry, no failed assault. Set the rest with
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
            assault_failed: false,
            removed_at: None,
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
///
/// Each side's allotment of rail transport points is one pool for the game turns of the month
/// (rules data `rail.turns_per_month`, ACW-RAIL-06): [`turn`](RailState::turn) says which of
/// them is being played, [`allotment`](RailState::allotment) what the month gave and
/// [`capacity`](RailState::capacity) what is left. What a unit staying on the rails needs for its
/// next phase is worked out from these and from the units on the rails
/// ([`Game::rail_capacity`](crate::Game::rail_capacity)); nothing stores it, so nothing can
/// disagree with the month.
///
/// ```
/// use umpire_civil_war::RailState;
///
/// let mut rail = RailState::default();
/// rail.allotment.insert("union".into(), 20);
/// rail.capacity.insert("union".into(), 12); // 8 spent earlier in the month
/// rail.turn = 2;
/// assert_eq!((rail.allotment_of("union"), rail.left("union")), (20, 12));
/// assert_eq!(rail.next_allotment_of("union"), 20); // next month: the same unless restated
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RailState {
    /// Each side's allotment of rail transport points for this month, from the strategic turn
    /// (outside these rules, ACW-RAIL-05). A side missing here has its
    /// [`capacity`](RailState::capacity) as its allotment.
    #[serde(default)]
    pub allotment: BTreeMap<String, u32>,
    /// Rail transport points each side has left of this month's allotment.
    #[serde(default)]
    pub capacity: BTreeMap<String, u32>,
    /// Each side's allotment for the next month where it is known before the month begins (the
    /// capacity that "will exist" of ACW-RAIL-24); a side missing here gets this month's
    /// [`allotment`](RailState::allotment) again. Read from the old name `next_capacity` too.
    #[serde(default, alias = "next_capacity")]
    pub next_allotment: BTreeMap<String, u32>,
    /// The game turn of the month being played: 1 up to the rules data's
    /// `rail.turns_per_month`.
    #[serde(default = "first_turn")]
    pub turn: u32,
    /// The sides that have already had their movement phase in this game turn, before the one
    /// moving now (a game turn holds one movement phase of each side).
    #[serde(default)]
    pub moved_this_turn: BTreeSet<String>,
    /// Each side's own railroad hexes (its territory's lines).
    #[serde(default)]
    pub base: BTreeMap<String, BTreeSet<Hex>>,
    /// Each side's rail head markers.
    #[serde(default)]
    pub heads: BTreeMap<String, BTreeSet<Hex>>,
    /// Railroad hexes in the neutral states (both sides use them).
    #[serde(default)]
    pub neutral: BTreeSet<Hex>,
}

fn first_turn() -> u32 {
    1
}

impl Default for RailState {
    /// No allotment, no capacity, game turn 1 of the month, no railroads.
    fn default() -> RailState {
        RailState {
            allotment: BTreeMap::new(),
            capacity: BTreeMap::new(),
            next_allotment: BTreeMap::new(),
            turn: first_turn(),
            moved_this_turn: BTreeSet::new(),
            base: BTreeMap::new(),
            heads: BTreeMap::new(),
            neutral: BTreeSet::new(),
        }
    }
}

impl RailState {
    /// `side`'s allotment for this month: [`allotment`](RailState::allotment), else what it has
    /// left ([`capacity`](RailState::capacity)), else 0.
    pub fn allotment_of(&self, side: &str) -> u32 {
        self.allotment.get(side).or_else(|| self.capacity.get(side)).copied().unwrap_or(0)
    }

    /// Rail transport points `side` has left of this month's allotment (0 if none is given).
    pub fn left(&self, side: &str) -> u32 {
        self.capacity.get(side).copied().unwrap_or(0)
    }

    /// `side`'s allotment for the next month as far as it is known:
    /// [`next_allotment`](RailState::next_allotment), else this month's.
    pub fn next_allotment_of(&self, side: &str) -> u32 {
        self.next_allotment.get(side).copied().unwrap_or_else(|| self.allotment_of(side))
    }
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
