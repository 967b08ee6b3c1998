//! `umpire odds`: every distance an order on a table can move with its exact chance, and the
//! chance to arrive.

use schemars::JsonSchema;
use serde::Serialize;

use super::common::{Citation, Refusal};
use super::measure::Route;

/// One distance and its chances, exact fractions as strings (`"1/216"`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Chance {
    /// The distance, in whole inches.
    pub distance: u64,
    /// The chance of moving exactly this far.
    pub chance: String,
    /// The chance of moving at least this far.
    pub at_least: String,
}

/// `umpire odds`.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct Odds {
    /// `umpire/odds/1`.
    pub schema: String,
    /// The ruleset: `minis-dice`.
    pub ruleset: String,
    /// The scenario's name.
    pub scenario: String,
    /// The unit of every length and point of the route: `inch` or `cm`.
    pub length_unit: String,
    /// The unit ordered.
    pub unit: String,
    /// The order: `single`, `double`, `triple`, `quadruple`.
    pub order: String,
    /// The dice in its chain.
    pub chain: u32,
    /// The route.
    pub route: Route,
    /// The whole inches a move needs to cover the route.
    pub needed_inches: u64,
    /// Every distance it can move, shortest first (none when refused).
    pub distances: Vec<Chance>,
    /// The exact chance to arrive (`"5/12"`).
    pub chance_to_arrive: Option<String>,
    /// The clauses that set the distances.
    pub citations: Vec<Citation>,
    /// `legal` or `illegal` (the order is refused).
    pub verdict: String,
    /// Why the order is refused, if it is.
    pub refusal: Option<Refusal>,
}

super::output!(Odds, "odds", 1);
