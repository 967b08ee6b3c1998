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
//! situation.units.push(
//!     UnitState::builder("8th-corps")
//!         .side("union")
//!         .unit_type("infantry")
//!         .strength(8)
//!         .movement(Mp::whole(3))
//!         .at(Hex::new(0, 0))
//!         .build(),
//! );
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
///
/// A game builds one with [`UnitState::builder`], naming each attribute it sets, so that no two
/// names can be swapped unseen; [`Game::from_parts`](crate::Game::from_parts) then holds the
/// names against the rules data once.
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
    /// Starts building unit `id`: name its side, unit type, strength, Movement Allowance and
    /// hex with the [`UnitBuilder`]'s setters, then [`build`](UnitBuilder::build) it.
    ///
    /// **Required:** [`side`](UnitBuilder::side) and [`unit_type`](UnitBuilder::unit_type) (a
    /// unit built without one is refused by [`Game::from_parts`](crate::Game::from_parts),
    /// which names the unit and the attribute). **Defaults** (a scenario's unit that says
    /// nothing more): no size, strength 0, factor not parenthesized, MA 0, with initiative, no
    /// supply points, no rating, off the map, on no river, not entrained, not embarked, not
    /// moved, no ferry, no failed assault.
    ///
    /// ```
    /// use umpire_hex::Hex;
    /// use umpire_map::Mp;
    /// use umpire_civil_war::UnitState;
    ///
    /// let corps = UnitState::builder("1-corps")
    ///     .side("union")
    ///     .unit_type("infantry")
    ///     .strength(8)
    ///     .movement(Mp::whole(6))
    ///     .at(Hex::ZERO)
    ///     .build();
    /// assert!(corps.initiative && !corps.moved);
    /// assert_eq!((corps.side.as_str(), corps.unit_type.as_str()), ("union", "infantry"));
    /// ```
    pub fn builder(id: impl Into<String>) -> UnitBuilder {
        UnitBuilder {
            unit: UnitState {
                id: id.into(),
                side: String::new(),
                unit_type: String::new(),
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
            },
        }
    }
}

/// Builds a [`UnitState`] one named attribute at a time: made by [`UnitState::builder`], which
/// lists what is required and the defaults. The strategic rules' builder has the same shape.
///
/// ```
/// use umpire_hex::{Direction, Hex};
/// use umpire_map::Mp;
/// use umpire_civil_war::UnitState;
///
/// let gunboat = UnitState::builder("tyler")
///     .side("union")
///     .unit_type("river-gunboat")
///     .movement(Mp::whole(40))
///     .at(Hex::ZERO)
///     .river_side(Hex::ZERO.hexside(Direction::ALL[0]))
///     .build();
/// assert!(gunboat.river_side.is_some_and(|side| side.touches(Hex::ZERO)));
/// ```
#[derive(Debug, Clone, PartialEq)]
#[must_use = "a builder does nothing until `build` is called"]
pub struct UnitBuilder {
    unit: UnitState,
}

impl UnitBuilder {
    /// Its side (`union`, `confederate`: [`SIDES`]). Required.
    pub fn side(mut self, side: impl Into<String>) -> UnitBuilder {
        self.unit.side = side.into();
        self
    }

    /// Its type: a key of the rules data's `unit_types` (`infantry`, `cavalry`, `leader`,
    /// `supply-train`, `river-transport`…). Required.
    pub fn unit_type(mut self, unit_type: impl Into<String>) -> UnitBuilder {
        self.unit.unit_type = unit_type.into();
        self
    }

    /// Its combat strength (default 0).
    pub fn strength(mut self, strength: u32) -> UnitBuilder {
        self.unit.strength = strength;
        self
    }

    /// Its Movement Allowance (default 0).
    pub fn movement(mut self, movement: Mp) -> UnitBuilder {
        self.unit.movement = movement;
        self
    }

    /// Its hex (default: off the map). For a unit on a river, the hex on one side of its
    /// [`river_side`](UnitBuilder::river_side).
    pub fn at(mut self, at: Hex) -> UnitBuilder {
        self.unit.at = Some(at);
        self
    }

    /// Its size (`division`, `brigade`…), where it matters (default none).
    pub fn size(mut self, size: impl Into<String>) -> UnitBuilder {
        self.unit.size = Some(size.into());
        self
    }

    /// Whether its combat factor is printed in parentheses: it projects no zone of control
    /// (default no).
    pub fn parenthesized(mut self, parenthesized: bool) -> UnitBuilder {
        self.unit.parenthesized = parenthesized;
        self
    }

    /// Whether it has initiative this phase (default yes).
    pub fn initiative(mut self, initiative: bool) -> UnitBuilder {
        self.unit.initiative = initiative;
        self
    }

    /// The supply points it holds (default 0).
    pub fn supply_points(mut self, supply_points: u32) -> UnitBuilder {
        self.unit.supply_points = supply_points;
        self
    }

    /// A Leader's initiative rating (default none).
    pub fn rating(mut self, rating: u32) -> UnitBuilder {
        self.unit.rating = Some(rating);
        self
    }

    /// For a naval or river unit on a river: the hexside it is on, a side of its
    /// [`at`](UnitBuilder::at) hex (default: on no river).
    pub fn river_side(mut self, side: Hexside) -> UnitBuilder {
        self.unit.river_side = Some(side);
        self
    }

    /// Whether it was entrained at the start of the phase (default no).
    pub fn entrained(mut self, entrained: bool) -> UnitBuilder {
        self.unit.entrained = entrained;
        self
    }

    /// An entrained unit's declared destination and the phase it arrives there (ETA) (default
    /// none).
    pub fn rail_destination(mut self, destination: Hex, eta: u32) -> UnitBuilder {
        self.unit.rail_destination = Some((destination, eta));
        self
    }

    /// The transport it is embarked on, by unit id (default: not embarked).
    pub fn embarked_on(mut self, transport: impl Into<String>) -> UnitBuilder {
        self.unit.embarked_on = Some(transport.into());
        self
    }

    /// An embarked unit's declared destination (default none).
    pub fn voyage_destination(mut self, destination: Hex) -> UnitBuilder {
        self.unit.voyage_destination = Some(destination);
        self
    }

    /// Whether it has moved this phase (default no).
    pub fn moved(mut self, moved: bool) -> UnitBuilder {
        self.unit.moved = moved;
        self
    }

    /// Whether a river transport serves this phase as a temporary ferry at its river hexside
    /// (default no; see [`UnitState::ferry`]).
    pub fn ferry(mut self, ferry: bool) -> UnitBuilder {
        self.unit.ferry = ferry;
        self
    }

    /// Whether it was one of a force whose Leader failed his attack-initiative roll this phase
    /// (default no; see [`UnitState::assault_failed`]).
    pub fn assault_failed(mut self, assault_failed: bool) -> UnitBuilder {
        self.unit.assault_failed = assault_failed;
        self
    }

    /// For a unit out of play: the hex it was in when it left (default none; see
    /// [`UnitState::removed_at`]).
    pub fn removed_at(mut self, hex: Hex) -> UnitBuilder {
        self.unit.removed_at = Some(hex);
        self
    }

    /// The unit. Its names are checked against the rules data when the game is built
    /// ([`Game::from_parts`](crate::Game::from_parts)).
    pub fn build(self) -> UnitState {
        self.unit
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
    /// `side` (`union`, `confederate`) moving in movement phase number `phase`, and nothing
    /// else yet: no units, forts, territory, controlled hexes, rail capacity or marked waters.
    /// The strategic rules' `Situation::new` takes the same order: the side, then the phase.
    ///
    /// ```
    /// use umpire_civil_war::Situation;
    /// let situation = Situation::new("confederate", 3);
    /// assert!(situation.units.is_empty() && situation.phase == 3);
    /// ```
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
