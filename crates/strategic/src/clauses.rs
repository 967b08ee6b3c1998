//! The clauses the engine cites, as typed ids: every refusal, forced stop and cost item of a
//! verdict carries one of these (its `clause`), by the catalogue's ids
//! (`features/strategic/clauses.toml` in the repository; [`ALL`] lists them). A game matches
//! on them rather than on their text:
//!
//! ```
//! use umpire_strategic::clauses;
//!
//! assert_eq!(clauses::EZOC_STOP.as_str(), "STR-3.1-03");
//! assert!(umpire_strategic::CLAUSES.contains(&clauses::NOT_ENOUGH_MA));
//! ```
//!
//! The convoy nationality lines (STR-3.1.2-21 to STR-3.1.2-27) and the canals' ports
//! (STR-3.1.2-30, STR-3.1.2-31) are cited from the rules data, where each line and canal names
//! its clause, so they have no constant here.

use umpire_map::ClauseId;

macro_rules! clauses {
    ($($(#[$doc:meta])* $name:ident = $id:literal;)*) => {
        $($(#[$doc])* pub const $name: ClauseId = ClauseId::new($id);)*
        /// Every clause id the engine cites, in the catalogue's order.
        pub const ALL: &[ClauseId] = &[$($name),*];
    };
}

clauses! {
    /// STR-3-01: Only the phasing side's ground units move in a Movement Phase.
    PHASING_ONLY = "STR-3-01";
    /// STR-3-02: A unit with a Movement Allowance of 0 may not move at all, not even one hex.
    ALLOWANCE_ABOVE_ZERO = "STR-3-02";
    /// STR-3-03: A unit must be supplied at the moment its move begins.
    SUPPLIED_AT_START = "STR-3-03";
    /// STR-3-04: A unit supplied when it began may move through hexes where it is out of supply.
    OUT_OF_SUPPLY_MOVING = "STR-3-04";
    /// STR-3-05: A unit may end its move where it is out of supply.
    OUT_OF_SUPPLY_END = "STR-3-05";
    /// STR-3.1-01: Units move one at a time, never as a stack.
    ONE_AT_A_TIME = "STR-3.1-01";
    /// STR-3.1-02: A unit's move is over once another unit begins moving: it may not take it up
    /// again.
    COMPLETE_BEFORE_NEXT = "STR-3.1-02";
    /// STR-3.1-03: Entering a hex in an enemy zone of control (EZOC) ends the move there, save the
    /// exceptions.
    EZOC_STOP = "STR-3.1-03";
    /// STR-3.1-04: A friendly unit already in an EZOC hex lets the mover go on through it.
    EZOC_FRIENDLY_UNIT = "STR-3.1-04";
    /// STR-3.1-05: A friendly Airdrop marker in an EZOC hex lets the mover go on through it.
    EZOC_AIRDROP = "STR-3.1-05";
    /// STR-3.1-06: An overrunning unit need not stop for the EZOC of the unit it overruns.
    EZOC_OVERRUN = "STR-3.1-06";
    /// STR-3.1-07: Detachment, Logistics and Partisan Base markers do not cancel an EZOC.
    EZOC_MARKERS_DO_NOT_NEGATE = "STR-3.1-07";
    /// STR-3.1-08: A unit that begins the phase in an EZOC hex may leave it.
    EZOC_LEAVE_START = "STR-3.1-08";
    /// STR-3.1-09: A unit may enter an EZOC hex at any point of its move, even straight from
    /// another one.
    EZOC_ANY_POINT = "STR-3.1-09";
    /// STR-3.1-10: Every non-phasing unit counts as an enemy of the moving side.
    NON_PHASING_ENEMY = "STR-3.1-10";
    /// STR-3.1.1-01: Hex-to-Hex: a unit moves one hexside at a time into an adjacent hex.
    HEX_TO_ADJACENT = "STR-3.1.1-01";
    /// STR-3.1.1-02: Each hex entered costs the hex's MP plus the crossed hexside's MP.
    HEX_AND_HEXSIDE_COST = "STR-3.1.1-02";
    /// STR-3.1.1-03: The Terrain Effects Chart prices hexes and hexsides (the rules data's
    /// `terrain` and `hexsides`).
    TERRAIN_CHART = "STR-3.1.1-03";
    /// STR-3.1.1-04: A unit may not enter a hex that costs more than the MP it has left.
    NOT_ENOUGH_MA = "STR-3.1.1-04";
    /// STR-3.1.1-06: Minimum move: a unit's first hex of the phase may cost more than its whole MA.
    MINIMUM_MOVE = "STR-3.1.1-06";
    /// STR-3.1.1-07: A unit that entered its first hex by the minimum move stops there.
    MINIMUM_MOVE_STOP = "STR-3.1.1-07";
    /// STR-3.1.1-10: Leaving a hex that holds an enemy Air unit costs nothing extra.
    LEAVE_ENEMY_AIR = "STR-3.1.1-10";
    /// STR-3.1.1-11: Along a road or rail the terrain of the hex and the hexside is ignored.
    ROAD_IGNORES_TERRAIN = "STR-3.1.1-11";
    /// STR-3.1.1-12: The road/rail cost differs for one-step and multi-step units.
    ROAD_COST_BY_SIZE = "STR-3.1.1-12";
    /// STR-3.1.1-13: The road/rail cost differs between the Operational and the Reserve Movement
    /// Phase.
    ROAD_COST_BY_PHASE = "STR-3.1.1-13";
    /// STR-3.1.1-14: A Connected Strait hexside is crossed at the road/rail cost.
    CONNECTED_STRAIT = "STR-3.1.1-14";
    /// STR-3.1.1-15: Beachhead entry: from an adjacent Land hex onto a friendly Beachhead in an
    /// All-Sea hex.
    BEACHHEAD_ENTRY = "STR-3.1.1-15";
    /// STR-3.1.1-16: Beachhead entry must be the unit's first movement of the phase.
    BEACHHEAD_ENTRY_FIRST = "STR-3.1.1-16";
    /// STR-3.1.1-17: Beachhead entry takes the unit's whole MA: it stops on the Beachhead.
    BEACHHEAD_ENTRY_WHOLE_MA = "STR-3.1.1-17";
    /// STR-3.1.1-18: A unit moving onto a friendly Beachhead may cross an All-Sea hexside to do it.
    BEACHHEAD_ACROSS_SEA = "STR-3.1.1-18";
    /// STR-3.1.1-19: Beachhead exit: from a friendly Beachhead across its Beachhead Hexside, before
    /// moving otherwise.
    BEACHHEAD_EXIT = "STR-3.1.1-19";
    /// STR-3.1.1-20: Beachhead exit takes the unit's whole MA: it stops in the Land hex entered.
    BEACHHEAD_EXIT_WHOLE_MA = "STR-3.1.1-20";
    /// STR-3.1.1-21: A unit leaves a Beachhead hex Hex-to-Hex only across its Beachhead Hexside.
    BEACHHEAD_EXIT_SIDE_ONLY = "STR-3.1.1-21";
    /// STR-3.1.1-22: No All-Sea hexside may be crossed to leave a Beachhead.
    BEACHHEAD_NOT_ACROSS_SEA = "STR-3.1.1-22";
    /// STR-3.1.1-26: Port-to-Port movement is the other way off a Beachhead.
    BEACHHEAD_BY_PORT = "STR-3.1.1-26";
    /// STR-3.1.1-27: Marine crossing: a Marine may cross an All-Sea hexside of its starting hex
    /// into a Land hex.
    MARINE_CROSSING = "STR-3.1.1-27";
    /// STR-3.1.1-28: A Marine crossing must be the unit's first movement of the phase.
    MARINE_FIRST = "STR-3.1.1-28";
    /// STR-3.1.1-29: A Marine crossing takes the unit's whole MA: it stops in the Land hex entered.
    MARINE_WHOLE_MA = "STR-3.1.1-29";
    /// STR-3.1.1-30: Central Asia Box entry: a Soviet unit on the eastern edge of Russia may move
    /// into the Box.
    CAB_ENTRY = "STR-3.1.1-30";
    /// STR-3.1.1-31: Central Asia Box entry must be the unit's first movement of the phase.
    CAB_ENTRY_FIRST = "STR-3.1.1-31";
    /// STR-3.1.1-32: Entering the Central Asia Box takes the unit's whole MA.
    CAB_ENTRY_WHOLE_MA = "STR-3.1.1-32";
    /// STR-3.1.1-33: Central Asia Box exit: a Soviet unit in the Box may be placed in an eastern
    /// edge hex of Russia.
    CAB_EXIT = "STR-3.1.1-33";
    /// STR-3.1.1-34: A unit leaving the Central Asia Box may not be placed in a hex with an enemy
    /// Air unit.
    CAB_EXIT_NO_AIR = "STR-3.1.1-34";
    /// STR-3.1.1-35: In the Reserve Movement Phase a unit leaving the Central Asia Box may not be
    /// placed in an EZOC.
    CAB_EXIT_RESERVE_EZOC = "STR-3.1.1-35";
    /// STR-3.1.1-36: Placing a unit from the Central Asia Box costs 1 MP.
    CAB_EXIT_COST = "STR-3.1.1-36";
    /// STR-3.1.1-37: A unit placed from the Central Asia Box is supplied.
    CAB_EXIT_SUPPLIED = "STR-3.1.1-37";
    /// STR-3.1.1-38: After leaving the Central Asia Box a unit moves on with the MP it has left.
    CAB_EXIT_MOVE_ON = "STR-3.1.1-38";
    /// STR-3.1.2-01: Port-to-Port: only from a Port, a Beachhead or an Off-Map Box where the unit
    /// began the phase.
    PORT_START = "STR-3.1.2-01";
    /// STR-3.1.2-02: Crossing a Naval Zone needs a friendly Troop Convoy marker able to carry the
    /// unit.
    PORT_CONVOY = "STR-3.1.2-02";
    /// STR-3.1.2-03: A Port-to-Port move ends in another friendly Open Port of the same Naval Zone.
    PORT_OPEN_DESTINATION = "STR-3.1.2-03";
    /// STR-3.1.2-04: A Port-to-Port move places the unit in its destination port directly.
    PORT_PLACED = "STR-3.1.2-04";
    /// STR-3.1.2-05: The port a unit embarks at need not be an Open Port.
    PORT_EMBARK_ANY = "STR-3.1.2-05";
    /// STR-3.1.2-07: A unit carried to a port in an Off-Map Box stops there.
    PORT_BOX_STOP = "STR-3.1.2-07";
    /// STR-3.1.2-08: From a Multi-Zone Open Port a unit may go on across another Naval Zone that
    /// port serves.
    PORT_MULTI_ZONE = "STR-3.1.2-08";
    /// STR-3.1.2-09: Each further Port-to-Port leg needs its own convoy and meets every requirement
    /// on its own.
    PORT_CHAIN_LEG = "STR-3.1.2-09";
    /// STR-3.1.2-12: Port-to-Port movement takes the unit's whole MA, however many Naval Zones it
    /// crosses.
    PORT_WHOLE_MA = "STR-3.1.2-12";
    /// STR-3.1.2-13: An Escort, Scratch or Standard Troop Convoy carries one one-step unit per
    /// phase.
    CONVOY_ONE_STEP = "STR-3.1.2-13";
    /// STR-3.1.2-14: A Troop Convoy that has carried a unit goes to its Used Box.
    CONVOY_USED = "STR-3.1.2-14";
    /// STR-3.1.2-15: The US Fleet Train carries one unit of any number of steps per phase.
    FLEET_TRAIN_ANY_SIZE = "STR-3.1.2-15";
    /// STR-3.1.2-16: The US Fleet Train, once it has carried a unit, goes to its Used Box.
    FLEET_TRAIN_USED = "STR-3.1.2-16";
    /// STR-3.1.2-17: Convoy markers do not pool their Transport Capacity.
    CONVOY_NO_POOLING = "STR-3.1.2-17";
    /// STR-3.1.2-18: Several Troop Convoys together cannot carry a multi-step unit.
    CONVOYS_NOT_TOGETHER = "STR-3.1.2-18";
    /// STR-3.1.2-19: A convoy's nationality limits which units may use it.
    CONVOY_NATIONALITY = "STR-3.1.2-19";
    /// STR-3.1.2-20: Any Troop Convoy may carry a friendly Exp unit.
    CONVOY_EXP = "STR-3.1.2-20";
    /// STR-3.1.2-32: A canal carries a unit between its two ports only when both are friendly Open
    /// Ports.
    CANAL_FRIENDLY_OPEN = "STR-3.1.2-32";
    /// STR-3.1.2-33: A canal move needs no Troop Convoy.
    CANAL_NO_CONVOY = "STR-3.1.2-33";
    /// STR-3.1.2-34: A canal move places the unit from one canal port in the other.
    CANAL_MOVE = "STR-3.1.2-34";
    /// STR-3.1.2-35: Only one-step units go through a canal.
    CANAL_ONE_STEP = "STR-3.1.2-35";
    /// STR-3.1.2-36: A canal carries one unit per Movement Phase.
    CANAL_ONCE_PER_PHASE = "STR-3.1.2-36";
    /// STR-3.1.2-37: A canal move may be combined with Port-to-Port legs before and after it.
    CANAL_COMBINED = "STR-3.1.2-37";
    /// STR-3.1.2-38: A canal port serves only its own Naval Zone.
    CANAL_NOT_MULTI_ZONE = "STR-3.1.2-38";
    /// STR-3.1.3-01: Box-to-Box: an Allied unit may move between adjacent Off-Map Boxes; Axis units
    /// may not.
    BOX_TO_BOX = "STR-3.1.3-01";
    /// STR-3.1.3-02: A unit moved Box-to-Box stops in the box it enters.
    BOX_TO_BOX_STOP = "STR-3.1.3-02";
    /// STR-3.1.3-03: A Box-to-Box move takes the unit's whole MA.
    BOX_TO_BOX_WHOLE_MA = "STR-3.1.3-03";
    /// STR-3.1.3-04: Any number of units may move Box-to-Box in a phase.
    BOX_TO_BOX_ANY_NUMBER = "STR-3.1.3-04";
    /// STR-3.1.3-05: Units leaving an Off-Map Box and units entering it do not hinder each other.
    BOX_IN_AND_OUT = "STR-3.1.3-05";
    /// STR-3.1.3-06: One Off-Map Box may serve Port-to-Port and Box-to-Box moves in the same phase.
    BOX_BOTH_PROCEDURES = "STR-3.1.3-06";
    /// STR-3.1.4-01: A unit that has moved by one procedure may not use another in the same phase.
    ONE_PROCEDURE = "STR-3.1.4-01";
    /// STR-3.1.4-02: Each unit uses exactly one of Hex-to-Hex, Port-to-Port and Box-to-Box in a
    /// phase.
    THREE_PROCEDURES = "STR-3.1.4-02";
    /// STR-3.1.4-03: No unit enters a hex an enemy unit occupies, save by overrun.
    NO_ENEMY_HEX = "STR-3.1.4-03";
    /// STR-3.1.4-04: An overrunning multi-step armor unit may enter its one-step target's Land hex.
    OVERRUN_ENTRY = "STR-3.1.4-04";
    /// STR-3.1.4-05: No unit enters a hex with an enemy Beachhead marker.
    NO_ENEMY_BEACHHEAD = "STR-3.1.4-05";
    /// STR-3.1.4-06: A unit in a Mud hex that is in an EZOC may not leave it.
    MUD_EZOC = "STR-3.1.4-06";
    /// STR-3.1.4-07: Nothing lifts the Mud restriction, not even a friendly unit in the hex.
    MUD_NO_EXCEPTIONS = "STR-3.1.4-07";
    /// STR-3.1.4-08: Entering a Storms or Snow hex in an EZOC ends the move there.
    STORM_ENTER = "STR-3.1.4-08";
    /// STR-3.1.4-09: Leaving a Storms or Snow hex in an EZOC ends the move in the next hex.
    STORM_LEAVE = "STR-3.1.4-09";
    /// STR-3.1.4-10: Friendly units do not cancel the EZOC for the Storms and Snow stops.
    STORM_NO_NEGATION = "STR-3.1.4-10";
    /// STR-3.1.4-11: In Storms or Snow an overrunning unit still ignores its target's EZOC.
    STORM_OVERRUN = "STR-3.1.4-11";
    /// STR-3.1.4-12: Policies, Truces and Failures may forbid movement (the situation's bans).
    POLITICAL = "STR-3.1.4-12";
    /// STR-3.1.4-13: In Pre-War a unit stays within its Home Country and its Dependents.
    PRE_WAR = "STR-3.1.4-13";
    /// STR-3.1.4-14: No unit enters a Neutral Minor Country.
    NEUTRAL_MINOR = "STR-3.1.4-14";
    /// STR-3.1.4-15: Non-German Axis units enter no Axis Country or Dependent but their own Home
    /// Country's.
    AXIS_HOME_ONLY = "STR-3.1.4-15";
    /// STR-3.1.4-16: An Axis Exp unit may enter every Axis Country and Dependent.
    AXIS_EXP = "STR-3.1.4-16";
    /// STR-3.1.4-18: A unit combined into a multi-step unit loses its Exp status.
    EXP_LOST_WHEN_COMBINED = "STR-3.1.4-18";
    /// STR-3.1.4-19: An Axis multi-national unit moves only where both its nationalities may.
    MULTINATIONAL = "STR-3.1.4-19";
    /// STR-3.1.4-21: A Minor Country with a Free Passage, Mobilizing or No Occupation marker on its
    /// Capital keeps its units at home.
    MINOR_CONFINED = "STR-3.1.4-21";
    /// STR-3.1.4-22: Axis and Western units may not enter the Russian eastern edge hexes.
    EASTERN_EDGE = "STR-3.1.4-22";
    /// STR-3.1.4-24: Soviet units may not enter an Axis Country or Dependent activated in the
    /// segment just ended.
    JUST_ACTIVATED = "STR-3.1.4-24";
    /// STR-3.1.4-26: No unit moves directly between two closed maps (the TK and DS maps).
    CLOSED_MAPS = "STR-3.1.4-26";
    /// STR-3.2-01: Only a Hex-to-Hex move may overrun, and only where nothing else forbids the
    /// move.
    OVERRUN_HEX_TO_HEX = "STR-3.2-01";
    /// STR-3.2-02: Only an armor-type unit of more than one step may overrun.
    OVERRUN_MULTI_STEP_ARMOR = "STR-3.2-02";
    /// STR-3.2-03: An overrun is made only into a Land hex.
    OVERRUN_LAND = "STR-3.2-03";
    /// STR-3.2-04: The target hex holds exactly one enemy ground unit, and it has one step.
    OVERRUN_LONE_ONE_STEP = "STR-3.2-04";
    /// STR-3.2-05: No overrun into a hex of several enemy units or of a multi-step enemy unit.
    OVERRUN_STACK = "STR-3.2-05";
    /// STR-3.2-06: Markers neither count as targets nor prevent an overrun.
    OVERRUN_MARKERS = "STR-3.2-06";
    /// STR-3.2-07: An overrun costs only the MP of entering the target's hex.
    OVERRUN_NO_EXTRA_MP = "STR-3.2-07";
    /// STR-3.2-08: The target's EZOC does not stop an overrunning unit whose next step is into the
    /// target's hex.
    OVERRUN_IGNORE_TARGET_EZOC = "STR-3.2-08";
    /// STR-3.2-09: The EZOC of enemy units other than the target still stops an overrunning unit.
    OVERRUN_OTHER_EZOC = "STR-3.2-09";
    /// STR-3.2-10: The overrun unit is eliminated as soon as the overrunning unit enters its hex.
    OVERRUN_ELIMINATED = "STR-3.2-10";
    /// STR-3.2-11: An overrun unit with a Delay Stripe goes to the Delay Box.
    OVERRUN_DELAY_BOX = "STR-3.2-11";
    /// STR-3.2-12: An overrun unit without a Delay Stripe goes to its Force Pool.
    OVERRUN_FORCE_POOL = "STR-3.2-12";
    /// STR-3.2-13: A unit may overrun several times in one phase.
    OVERRUN_SEVERAL = "STR-3.2-13";
    /// STR-3.2-14: Storms or Snow in the target hex do not prevent an overrun.
    OVERRUN_STORMS = "STR-3.2-14";
    /// STR-3.2-15: No overrun in the Reserve Movement Phase.
    OVERRUN_NOT_RESERVE = "STR-3.2-15";
    /// STR-3.2-16: No overrun by an exploiting unit.
    OVERRUN_NOT_EXPLOITING = "STR-3.2-16";
    /// STR-3.2-17: No overrun where the target would have a terrain column shift (a river or canal
    /// hexside too).
    OVERRUN_TERRAIN = "STR-3.2-17";
    /// STR-3.2-18: No overrun where the target would have a Mud column shift.
    OVERRUN_MUD = "STR-3.2-18";
    /// STR-3.2-19: No overrun where the target would have a Fortress column shift.
    OVERRUN_FORTRESS = "STR-3.2-19";
    /// STR-3.2-20: No overrun where the target would have an Air column shift.
    OVERRUN_AIR = "STR-3.2-20";
    /// STR-3.2-21: No overrun where an HQ could give the target a column shift.
    OVERRUN_HQ = "STR-3.2-21";
    /// STR-3.2-22: An HQ that has prevented one overrun may prevent others in the same phase.
    OVERRUN_HQ_SEVERAL = "STR-3.2-22";
}
