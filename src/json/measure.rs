//! `umpire measure`: a unit's order on a table scenario measured and carried out with seeded
//! dice, under the dice-rolled rules ([`DiceMeasure`]) or the speed-table rules
//! ([`SpeedMeasure`]). Lengths are numbers of the output's `length_unit` (`inch` or `cm`),
//! rounded to two decimals; the speed-table rules' exact values are fractions of that unit as
//! strings under `…_exact` keys (`"45/8"`).

use schemars::JsonSchema;
use serde::Serialize;

use super::common::{Citation, Refusal};

/// A stretch of one kind of ground.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct Span {
    /// The kind of ground (`open`, `woods`).
    pub kind: String,
    /// Its length, in `length_unit`.
    pub length: f64,
}

/// One straight leg of a route.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct Leg {
    /// Where it starts, `[x, y]` in `length_unit`.
    pub from: [f64; 2],
    /// Where it ends.
    pub to: [f64; 2],
    /// Its length.
    pub length: f64,
    /// Its stretches of ground, in order.
    pub spans: Vec<Span>,
    /// The linear features it crosses (`hedge`).
    pub crossings: Vec<String>,
}

/// A route on the table: the unit's position, then the order's points.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct Route {
    /// The points, `[x, y]` in `length_unit`.
    pub points: Vec<[f64; 2]>,
    /// The whole length.
    pub length: f64,
    /// Leg by leg.
    pub legs: Vec<Leg>,
    /// The whole route's length over each kind of ground, in order of first appearance.
    pub by_terrain: Vec<Span>,
    /// Every linear feature crossed.
    pub crossings: Vec<String>,
}

/// The distances an order can move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct DiceRange {
    /// The shortest, in whole inches.
    pub min: u64,
    /// The longest, in whole inches.
    pub max: u64,
    /// The steps between (2 when every die counts double).
    pub step: u64,
    /// As the rules write it: `7"–12" (6" + 1D6)`.
    pub dice: String,
}

/// Where the unit ended.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct Moved {
    /// Its position, `[x, y]` in `length_unit`.
    pub end: [f64; 2],
    /// Whether it reached the destination.
    pub reached: bool,
    /// How far it went, in `length_unit`.
    pub travelled: f64,
    /// Its facing, in degrees.
    pub facing: f64,
}

/// `umpire measure` under the dice-rolled rules.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct DiceMeasure {
    /// `umpire/measure/1`.
    pub schema: String,
    /// The ruleset: `minis-dice`.
    pub ruleset: String,
    /// The scenario's name.
    pub scenario: String,
    /// The unit of every length and point: `inch` or `cm`.
    pub length_unit: String,
    /// The unit ordered.
    pub unit: String,
    /// The order: `single`, `double`, `triple`, `quadruple`.
    pub order: String,
    /// The dice in its chain.
    pub chain: u32,
    /// The route.
    pub route: Route,
    /// The distances it can move (none when refused).
    pub distance: Option<DiceRange>,
    /// The dice's seed.
    pub seed: u64,
    /// Whether the seed was given (else the default).
    pub seed_given: bool,
    /// The dice rolled.
    pub rolls: Vec<u32>,
    /// The distance rolled, in whole inches.
    pub rolled_inches: f64,
    /// Where the unit ended (none when refused).
    pub moved: Option<Moved>,
    /// The clauses that shaped the move.
    pub citations: Vec<Citation>,
    /// `legal` (the order was carried out) or `illegal` (refused).
    pub verdict: String,
    /// Why the order is refused, if it is.
    pub refusal: Option<Refusal>,
}

super::output!(DiceMeasure, "measure", 1);

/// A stretch of ground on a speed-table route.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct SpeedSpan {
    /// The kind of ground.
    pub kind: String,
    /// Its length, in `length_unit`.
    pub length: f64,
}

/// A miring test taken on the way.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct Miring {
    /// How far along the route, in `length_unit`.
    pub at: f64,
    /// Where, `[x, y]` in `length_unit`.
    pub point: [f64; 2],
    /// The ground.
    pub terrain: String,
    /// The die rolled.
    pub roll: u32,
    /// The roll with its modifiers.
    pub total: i32,
    /// The exact chance, before the roll, that the test would leave the vehicle stuck (stuck,
    /// still stuck or permanently stuck), a fraction: `"1/2"`.
    pub stuck_chance: String,
    /// What came of it: `clear`, `stuck`, `still-stuck`, `permanently-stuck` or `freed`.
    pub outcome: String,
    /// The clauses of the test.
    pub citations: Vec<Citation>,
}

/// `umpire measure` under the speed-table rules.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct SpeedMeasure {
    /// `umpire/measure-speed/1`.
    pub schema: String,
    /// The ruleset: `minis-speed`.
    pub ruleset: String,
    /// The unit ordered.
    pub unit: String,
    /// The unit of every length: `inch` or `cm`.
    pub length_unit: String,
    /// The route's length.
    pub route_length: f64,
    /// Its stretches of ground.
    pub spans: Vec<SpeedSpan>,
    /// The linear features it crosses.
    pub crossings: Vec<String>,
    /// The slowest ground reached: it sets the speed.
    pub terrain: String,
    /// The 90° turns made at the route's waypoints on the way, each a deduction.
    pub turns: u32,
    /// The 90° turns made at the start, from the unit's stated facing onto the first leg, each
    /// a deduction (0 when the scenario states no facing for the unit).
    pub facing_turns: u32,
    /// Its going (none: road).
    pub going: Option<String>,
    /// The speed this phase, rounded (none when refused).
    pub speed: Option<f64>,
    /// The speed this phase, exactly, a fraction of `length_unit` (`"45/8"`).
    pub speed_exact: Option<String>,
    /// The speed for the terrain before obstacles, towing and suppression, rounded.
    pub terrain_speed: Option<f64>,
    /// The same, exactly.
    pub terrain_speed_exact: Option<String>,
    /// `legal` (the vehicle moves) or `illegal` (refused).
    pub verdict: String,
    /// Why it may not move, if it may not.
    pub refusal: Option<Refusal>,
    /// What stopped it short of its speed and of the route's end, if anything: going its
    /// class may not enter, an obstacle it may not cross, a deduction that would reach 100%.
    pub stopped: Option<Refusal>,
    /// The miring test taken, if one fell due.
    pub miring: Option<Miring>,
    /// How far it moved, rounded.
    pub moved: f64,
    /// How far it moved, exactly.
    pub moved_exact: String,
    /// Whether it reached the end of the route.
    pub reached: bool,
    /// The clauses that set the speed.
    pub citations: Vec<Citation>,
}

super::output!(SpeedMeasure, "measure-speed", 1);
