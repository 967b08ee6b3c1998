//! The dice-rolled movement rules (`shared/seeds/001_…txt`): Fixed and Variable Moves by speed
//! class, command groups at the slowest unit's rate, suppressed units, dice chains, movement
//! orders toward a destination, firing after a chain, facing, and moving backwards — with the
//! exact odds of every distance.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use umpire_map::{Citation, ClauseId, DataValue, Dice, Refusal, SetupError};

use crate::geometry::Point;
use crate::length::{Length, Unit};

mod motion;
mod order_error;
mod play;
#[cfg(feature = "scenario")]
mod scenario_error;
mod unit_fault;
mod why;

#[cfg(feature = "scenario")]
use crate::load::TableScenario;
use crate::odds::{Distribution, Fraction};
use crate::table_map::TableMap;
use crate::unit::TableUnit;
pub(crate) use motion::Rate;
pub use order_error::DiceOrderError;
#[cfg(feature = "scenario")]
pub use scenario_error::DiceScenarioError;
pub use unit_fault::UnitFault;
pub use why::{LongerChain, TableWhy};

use crate::data_error::RulesDataError;

/// The embedded rules data of the dice-rolled movement rules (`crates/minis/dice.toml`), as
/// text: what a scenario's `[rules.data]` is laid over.
pub const DICE_RULES: &str = include_str!("../dice.toml");

/// The same rules data compiled in as a tree (by `build.rs`), read by [`DiceData::builtin`].
static DICE_TREE: DataValue = include!(concat!(env!("OUT_DIR"), "/dice.rs"));

mod clause {
    use umpire_map::ClauseId;
    pub const INTRO_02: ClauseId = ClauseId::new("DICE-INTRO-02");
    pub const INTRO_03: ClauseId = ClauseId::new("DICE-INTRO-03");
    pub const FIXED_01: ClauseId = ClauseId::new("DICE-FIXED-01");
    pub const CMD_01: ClauseId = ClauseId::new("DICE-CMD-01");
    pub const SUPP_01: ClauseId = ClauseId::new("DICE-SUPP-01");
    pub const SUPP_03: ClauseId = ClauseId::new("DICE-SUPP-03");
    pub const CHAIN_01: ClauseId = ClauseId::new("DICE-CHAIN-01");
    pub const CHAIN_04: ClauseId = ClauseId::new("DICE-CHAIN-04");
    pub const CHAIN_05: ClauseId = ClauseId::new("DICE-CHAIN-05");
    pub const ORDER_01: ClauseId = ClauseId::new("DICE-ORDER-01");
    pub const ORDER_03: ClauseId = ClauseId::new("DICE-ORDER-03");
    pub const ORDER_04: ClauseId = ClauseId::new("DICE-ORDER-04");
    pub const ORDER_05: ClauseId = ClauseId::new("DICE-ORDER-05");
    pub const ORDER_06: ClauseId = ClauseId::new("DICE-ORDER-06");
    pub const ORDER_07: ClauseId = ClauseId::new("DICE-ORDER-07");
    pub const ORDER_08: ClauseId = ClauseId::new("DICE-ORDER-08");
    pub const ORDER_09: ClauseId = ClauseId::new("DICE-ORDER-09");
    pub const ORDER_10: ClauseId = ClauseId::new("DICE-ORDER-10");
    pub const ORDER_11: ClauseId = ClauseId::new("DICE-ORDER-11");
    pub const FIRE_01: ClauseId = ClauseId::new("DICE-FIRE-01");
    pub const FIRE_02: ClauseId = ClauseId::new("DICE-FIRE-02");
    pub const FIRE_03: ClauseId = ClauseId::new("DICE-FIRE-03");
    pub const FACE_01: ClauseId = ClauseId::new("DICE-FACE-01");
    pub const FACE_02: ClauseId = ClauseId::new("DICE-FACE-02");
    pub const FACE_03: ClauseId = ClauseId::new("DICE-FACE-03");
    pub const FACE_04: ClauseId = ClauseId::new("DICE-FACE-04");
    pub const BACK_01: ClauseId = ClauseId::new("DICE-BACK-01");
    pub const BACK_02: ClauseId = ClauseId::new("DICE-BACK-02");
    pub const BACK_03: ClauseId = ClauseId::new("DICE-BACK-03");
    pub const NEXT_01: ClauseId = ClauseId::new("DICE-NEXT-01");
}

/// The rules data.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DiceData {
    /// Sides of every die.
    pub die: u64,
    /// Speed classes by name.
    pub classes: BTreeMap<String, SpeedClass>,
    /// Dice chains.
    pub chains: Chains,
    /// Command groups.
    pub group: GroupRule,
    /// Moving backwards.
    pub backwards: Backwards,
    /// The largest dice a rules editor may give: our choice, not the text's.
    pub limits: Limits,
}

/// How large the rules data's numbers may be, so that the exact odds of a move stay quick to
/// work out (they cost about dice × sides steps) and every distance is exact. Our choice, not
/// the text's: its dice are D6, its chains 1 to 3, its Fixed Moves 6" and its multiplier ×2.
/// A scenario's `[rules.data.limits]` may lower them, never raise them above the embedded
/// `dice.toml`'s.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Limits {
    /// The most sides `die` may have.
    pub die: u64,
    /// The largest chain `chains.sizes` may list.
    pub chain: u32,
    /// The largest Fixed Move (inches) a speed class may give.
    pub fixed: u64,
    /// The largest Variable Move multiplier a speed class may give.
    pub multiplier: u64,
}

/// The longest distance, in inches, a [`Length`] holds exactly (micrometres in an `i64`).
const MOST_INCHES: u64 = (i64::MAX / Unit::Inch.micrometres()) as u64;

impl Limits {
    /// The longest move these limits allow, in inches: the largest chain of the largest
    /// Fixed Moves and dice, each die at its highest face times the largest multiplier; `None`
    /// past `u64::MAX`.
    pub fn longest_move(&self) -> Option<u64> {
        let chain = u64::from(self.chain);
        let fixed = self.fixed.checked_mul(chain)?;
        self.multiplier.checked_mul(chain)?.checked_mul(self.die)?.checked_add(fixed)
    }

    /// What is wrong with these limits themselves: a combination whose exact odds do not fit
    /// in 64 bits (`die ^ chain` outcomes), or whose longest move a [`Length`] cannot hold, or
    /// whose distribution would hold more than [`Distribution::MAX_VALUES`] values.
    fn problem(&self) -> Option<String> {
        let Limits { die, chain, .. } = *self;
        if die.checked_pow(chain).is_none() {
            return Some(format!(
                "a chain of {chain} dice of {die} sides has more outcomes than the exact odds \
                 count in 64 bits: lower `limits.die` or `limits.chain`"
            ));
        }
        let values = die.saturating_sub(1).saturating_mul(u64::from(chain)).saturating_add(1);
        if values > Distribution::MAX_VALUES as u64 {
            return Some(format!(
                "a chain of {chain} dice of {die} sides has {values} distances, more than the \
                 {} the exact odds hold: lower `limits.die` or `limits.chain`",
                Distribution::MAX_VALUES
            ));
        }
        match self.longest_move() {
            Some(inches) if inches <= MOST_INCHES => None,
            _ => Some(format!(
                "the longest move these limits allow is more than the {MOST_INCHES}\" a length \
                 holds exactly: lower `limits.fixed`, `limits.multiplier`, `limits.die` or \
                 `limits.chain`"
            )),
        }
    }
}

impl DiceData {
    /// The first key of these rules data that no game can use, with what is wrong: limits
    /// whose odds or distances would not be exact (`data.limits`), a die of no sides or beyond
    /// `limits.die` (`data.die`), a chain beyond `limits.chain` (`data.chains.sizes`), an arc of
    /// more than 180° either side (`data.backwards.rear_arc`), a speed
    /// class whose Fixed Move or multiplier is beyond `limits.fixed` or `limits.multiplier`
    /// (`data.classes.fast.move`). Within them every distance and every chance is exact.
    ///
    /// ```
    /// use umpire_minis::{DiceData, SpeedClass};
    /// let mut data = DiceData::builtin()?;
    /// assert_eq!(data.problem(), None);
    /// data.classes.insert("rocket".into(), SpeedClass { fixed: 1001, multiplier: 1 });
    /// let (key, message) = data.problem().unwrap_or_default();
    /// assert_eq!(key, "data.classes.rocket.move");
    /// assert!(message.contains("more than the 1000\" `limits.fixed` allows"), "{message}");
    /// # Ok::<(), umpire_minis::RulesDataError>(())
    /// ```
    pub fn problem(&self) -> Option<(String, String)> {
        if let Some(message) = self.limits.problem() {
            return Some(("data.limits".to_owned(), message));
        }
        if self.die == 0 {
            return Some(("data.die".to_owned(), "a die needs at least one side".to_owned()));
        }
        if self.die > self.limits.die {
            let most = self.limits.die;
            return Some((
                "data.die".to_owned(),
                format!("a die of {} sides is more than the {most} `limits.die` allows", self.die),
            ));
        }
        if let Some(chain) = self.chains.sizes.iter().copied().find(|c| *c > self.limits.chain) {
            let most = self.limits.chain;
            return Some((
                "data.chains.sizes".to_owned(),
                format!("a chain of {chain} dice is more than the {most} `limits.chain` allows"),
            ));
        }
        let arcs = [("rear_arc", self.backwards.rear_arc), ("front_arc", self.backwards.front_arc)];
        if let Some((name, arc)) = arcs.into_iter().find(|(_, arc)| *arc > 180) {
            return Some((
                format!("data.backwards.{name}"),
                format!("{arc} degrees either side is more than the whole circle: at most 180"),
            ));
        }
        for (name, class) in &self.classes {
            let key = format!("data.classes.{name}.move");
            if class.fixed > self.limits.fixed {
                let message = format!(
                    "a Fixed Move of {}\" is more than the {}\" `limits.fixed` allows",
                    class.fixed, self.limits.fixed
                );
                return Some((key, message));
            }
            if class.multiplier > self.limits.multiplier {
                let message = format!(
                    "a multiplier of ×{} is more than the ×{} `limits.multiplier` allows",
                    class.multiplier, self.limits.multiplier
                );
                return Some((key, message));
            }
        }
        None
    }

    /// The first of these rules data's limits that is above `most`'s (the embedded rules
    /// data's): its key (`data.limits.die`) and what is wrong. A scenario may lower a limit,
    /// never raise it.
    pub fn raised_limit(&self, most: &Limits) -> Option<(String, String)> {
        self.raised(most).map(|(name, value, most)| {
            (format!("data.limits.{name}"), crate::data_error::raised_message(value, most))
        })
    }

    /// The first of these rules data's limits that is above `most`'s: its name (`die`), its
    /// value and `most`'s.
    fn raised(&self, most: &Limits) -> Option<(&'static str, u64, u64)> {
        let own = &self.limits;
        let raised = [
            ("die", own.die, most.die),
            ("chain", u64::from(own.chain), u64::from(most.chain)),
            ("fixed", own.fixed, most.fixed),
            ("multiplier", own.multiplier, most.multiplier),
        ];
        raised.into_iter().find(|(_, own, most)| own > most)
    }
}

/// A speed class: Fixed Move (inches) plus one die times `multiplier`, written in the rules
/// data as a dice expression: `move = "6+1D"` (average), `move = "6+Dx2"` (fast; `×` also
/// reads), `move = "1D"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(try_from = "RawClass")]
pub struct SpeedClass {
    /// The Fixed Move, inches.
    pub fixed: u64,
    /// The Variable Move die's multiplier.
    pub multiplier: u64,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawClass {
    #[serde(rename = "move")]
    expression: String,
}

impl TryFrom<RawClass> for SpeedClass {
    type Error = RulesDataError;

    fn try_from(raw: RawClass) -> Result<SpeedClass, RulesDataError> {
        SpeedClass::parse(&raw.expression)
    }
}

impl SpeedClass {
    /// Reads a dice expression: an optional Fixed Move in inches and `+`, then one die (`D`
    /// or `1D`), optionally multiplied (`x2`, `×2`).
    ///
    /// ```
    /// use umpire_minis::SpeedClass;
    /// assert_eq!(SpeedClass::parse("6+Dx2"), Ok(SpeedClass { fixed: 6, multiplier: 2 }));
    /// assert_eq!(SpeedClass::parse("6+1D"), Ok(SpeedClass { fixed: 6, multiplier: 1 }));
    /// assert!(SpeedClass::parse("6+2Q").is_err());
    /// ```
    ///
    /// # Errors
    /// [`RulesDataError::NoMove`]: what was found, and its text says how to write it.
    pub fn parse(expression: &str) -> Result<SpeedClass, RulesDataError> {
        let bad = || RulesDataError::NoMove { expression: expression.to_owned() };
        let text: String =
            expression.chars().filter(|c| !c.is_whitespace()).collect::<String>().to_uppercase();
        let (fixed, die) = match text.split_once('+') {
            Some((fixed, die)) => (fixed.parse::<u64>().map_err(|_| bad())?, die),
            None => (0, text.as_str()),
        };
        let (die, multiplier) = match die.split_once(['X', '×']) {
            Some((die, m)) => (die, m.parse::<u64>().map_err(|_| bad())?),
            None => (die, 1),
        };
        if !matches!(die, "D" | "1D") || multiplier == 0 {
            return Err(bad());
        }
        Ok(SpeedClass { fixed, multiplier })
    }
}

/// Dice chains.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Chains {
    /// The chain sizes movement accepts.
    pub sizes: Vec<u32>,
    /// Fire dice lost after a chain of each size (index: size − 1).
    pub fire_penalty: Vec<u32>,
}

/// Command groups.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GroupRule {
    /// Inches within which moving units end.
    pub spacing: u64,
    /// Every pair (true) or a connected chain (false).
    pub pairwise: bool,
}

/// Moving backwards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Backwards {
    /// Degrees either side of the rear that count as backwards.
    pub rear_arc: u32,
    /// Degrees either side of the front that count as forwards.
    pub front_arc: u32,
}

impl DiceData {
    /// The embedded rules data.
    ///
    /// # Errors
    /// [`RulesDataError::Embedded`]: never for the crate as shipped (a test reads it).
    pub fn builtin() -> Result<DiceData, RulesDataError> {
        DICE_TREE.read().map_err(|e| RulesDataError::embedded("dice.toml", &e))
    }
}

/// A movement order: the moving units of one Command Group, the chain size, the destination
/// (the Command Dice) and the way there.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MoveOrder {
    /// The units that move.
    pub units: Vec<String>,
    /// The dice chain: 1, 2 or 3.
    pub chain: u32,
    /// Points the units pass on the way, then the destination (the last).
    pub route: Vec<Point>,
    /// The units move without turning (forwards, backwards or — refused — sideways).
    pub keep_facing: bool,
}

/// One unit's move, made.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct UnitMoved {
    /// The unit.
    pub unit: String,
    /// Where it ended.
    pub end: Point,
    /// Whether it reached the destination.
    pub reached: bool,
    /// How far it went.
    pub travelled: Length,
    /// Its facing at the end (degrees from north).
    pub facing: f64,
    /// The stretches of its move: how far along each starts, and the facing on it — what
    /// opportunity fire during the move sees (DICE-FACE-02).
    pub stretches: Vec<(Length, f64)>,
}

impl UnitMoved {
    /// The unit's facing `at` this far into its move (on a turn, the new leg's facing).
    pub fn facing_at(&self, at: Length) -> f64 {
        self.stretches
            .iter()
            .take_while(|(from, _)| *from <= at)
            .last()
            .map_or(self.facing, |(_, facing)| *facing)
    }
}

/// What a movement order came to.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Moved {
    /// The refusal, if the order may not be carried out.
    pub refusal: Option<Refusal>,
    /// The dice rolled.
    pub rolls: Vec<u32>,
    /// The distance rolled.
    pub distance: Length,
    /// Each unit's move.
    pub units: Vec<UnitMoved>,
    /// The clauses that decided, in order.
    pub citations: Vec<Citation>,
}

/// The chance to arrive, the distance distribution, and the clauses that set them.
pub type Arrival = (Fraction, Distribution, Vec<Citation>);

/// The dice-rolled movement rules on a table `M` (any [`TableMap`]), with the units on it and
/// the rules data in force. Built from typed values with [`DiceGame::from_parts`], or from a
/// table scenario with `DiceGame::new` (feature `scenario`: a `DiceGame<TableScenario>`).
#[derive(Debug, Clone)]
pub struct DiceGame<M> {
    table: M,
    units: Vec<TableUnit>,
    data: DiceData,
    /// The turn being played, from 1: what [`DiceGame::play`]'s `next-turn` counts. The rest
    /// of the per-turn state is each unit's [`TableUnit::moved_with`].
    turn: u32,
}

/// A unit that does not fit the table and the rules data: which unit, and what is wrong.
struct UnitProblem {
    index: usize,
    fault: UnitFault,
}

impl UnitProblem {
    /// Its key path: `units[3].class`.
    fn key(&self) -> String {
        format!("units[{}].{}", self.index, self.fault.field())
    }
}

/// The first unit of `units` that does not fit `table` and `data`: an id used twice, a
/// position off the table, a speed class the data do not know.
fn unit_problem<M: TableMap>(
    table: &M,
    units: &[TableUnit],
    data: &DiceData,
) -> Option<UnitProblem> {
    let problem = |index, fault| Some(UnitProblem { index, fault });
    // Each id's first unit: one look-up a unit, not a scan of those before it.
    let mut ids = std::collections::HashMap::with_capacity(units.len());
    for (i, unit) in units.iter().enumerate() {
        if let Some(&first) = ids.get(unit.id.as_str()) {
            return problem(i, UnitFault::DuplicateId { id: unit.id.clone(), first });
        }
        ids.insert(unit.id.as_str(), i);
        let [x, y] = unit.at;
        if !x.is_finite() || !y.is_finite() {
            return problem(i, UnitFault::NotAPoint { x, y });
        }
        if !table.contains(unit.position(table.unit())) {
            return problem(i, UnitFault::OffTable { x, y });
        }
        if !data.classes.contains_key(&unit.class) {
            let known: Vec<String> = data.classes.keys().cloned().collect();
            let nearest = umpire_map::nearest(&unit.class, known.iter().map(String::as_str));
            return problem(
                i,
                UnitFault::UnknownClass { class: unit.class.clone(), known, nearest },
            );
        }
        if !unit.facing.is_finite() || unit.facing.abs() > crate::unit::MAX_FACING_DEGREES {
            return problem(i, UnitFault::BadFacing { facing: unit.facing });
        }
        if let Some(&chain) = unit.moved_with.iter().find(|c| !data.chains.sizes.contains(c)) {
            return problem(i, UnitFault::UnknownChain { chain, sizes: data.chains.sizes.clone() });
        }
    }
    None
}

impl<M: TableMap> DiceGame<M> {
    /// The rules on `table`, with `units` on it and the rules data `data` (e.g.
    /// [`DiceData::builtin`]), in turn 1 ([`DiceGame::with_turn`] sets another).
    ///
    /// ```
    /// use umpire_map::ScriptedDice;
    /// use umpire_minis::{DiceData, DiceGame, Length, MoveOrder, Point, Table, TableUnit, Unit};
    ///
    /// let table = Table {
    ///     unit: Unit::Inch,
    ///     width: Length::inches(48),
    ///     height: Length::inches(48),
    ///     areas: Vec::new(),
    ///     features: Vec::new(),
    /// };
    /// let units = vec![TableUnit::new("recce", "allies", "fast", [4.0, 4.0])];
    /// let game = DiceGame::from_parts(table, units, DiceData::builtin()?)?;
    /// let order = MoveOrder {
    ///     units: vec!["recce".into()],
    ///     chain: 1,
    ///     route: vec![Point::at(4.0, 14.0, Unit::Inch)],
    ///     keep_facing: false,
    /// };
    /// // 6 + 1D×2: 8" to 18"; 10" needs a 2 or more.
    /// assert_eq!(game.chance_to_arrive(&order)?.map(|c| c.to_string()), Ok("5/6".to_owned()));
    /// let moved = game.execute(&order, &mut ScriptedDice::new([1]), None)?;
    /// assert_eq!((moved.distance, moved.units[0].reached), (Length::inches(8), false));
    ///
    /// let typo = vec![TableUnit::new("recce", "allies", "fsat", [4.0, 4.0])];
    /// let table = game.table().clone();
    /// let error = DiceGame::from_parts(table, typo, DiceData::builtin()?).err();
    /// assert_eq!(
    ///     error.map(|e| e.to_string()).as_deref(),
    ///     Some("units[0].class: unknown speed class \"fsat\" (known: average, fast) — did you mean \"fast\"?")
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`SetupError::Mismatch`] for rules data with a die of no sides or a die or chain beyond
    /// the data's `limits` (`data.die`, `data.chains.sizes`), or for the
    /// first unit that does not fit: an id already used (`units[3].id`), a position off the
    /// table (`units[3].at`), a speed class the rules data do not know (`units[3].class`,
    /// with the nearest class), a facing that is no number (`units[3].facing`), a chain moved
    /// with this turn that the rules data do not define (`units[3].moved_with`).
    pub fn from_parts(
        table: M,
        units: Vec<TableUnit>,
        data: DiceData,
    ) -> Result<DiceGame<M>, SetupError> {
        if let Some((key, message)) = data.problem() {
            return Err(SetupError::mismatch(key, message, None));
        }
        if let Some(problem) = unit_problem(&table, &units, &data) {
            let nearest = problem.fault.nearest().map(str::to_owned);
            return Err(SetupError::mismatch(problem.key(), problem.fault.to_string(), nearest));
        }
        Ok(DiceGame { table, units, data, turn: 1 })
    }

    /// The table.
    pub fn table(&self) -> &M {
        &self.table
    }

    /// The units on it.
    pub fn units(&self) -> &[TableUnit] {
        &self.units
    }

    /// The rules data.
    pub fn data(&self) -> &DiceData {
        &self.data
    }

    /// Where `unit` stands on the table.
    pub fn position(&self, unit: &TableUnit) -> Point {
        unit.position(self.table.unit())
    }

    fn unit(&self, id: &str) -> Result<&TableUnit, DiceOrderError> {
        self.units.iter().find(|u| u.id == id).ok_or_else(|| DiceOrderError::UnknownUnit {
            id: id.to_owned(),
            nearest: umpire_map::nearest(id, self.units.iter().map(|u| u.id.as_str())),
        })
    }

    /// The exact distribution of the distance (in inches) an order moves its units, with the
    /// clauses that set it; or the refusal of the order.
    ///
    /// # Errors
    /// [`DiceOrderError::UnknownUnit`] for a unit not on the table (with the nearest id).
    pub fn distance(
        &self,
        order: &MoveOrder,
    ) -> Result<Result<(Distribution, Vec<Citation>), Refusal>, DiceOrderError> {
        let rate = match self.rate_of(order)? {
            Ok(rate) => rate,
            Err(refusal) => return Ok(Err(refusal)),
        };
        // Never for rules data within their limits (`DiceData::problem`), which keep every
        // distance and count within 64 bits.
        let distribution = rate.distribution(self.data.die).ok_or(DiceOrderError::InexactOdds {
            fixed: rate.fixed,
            dice: rate.dice,
            die: self.data.die,
            multiplier: rate.multiplier,
        })?;
        Ok(Ok((distribution, rate.citations)))
    }

    /// The rate an order moves its units at, or its refusal.
    fn rate_of(&self, order: &MoveOrder) -> Result<Result<Rate, Refusal>, DiceOrderError> {
        if let Some(refusal) = self.order_refusal(order.chain, order.units.len(), &order.route) {
            return Ok(Err(refusal));
        }
        let units = order.units.iter().map(|id| self.unit(id)).collect::<Result<Vec<_>, _>>()?;
        let routes: Vec<Vec<Point>> = units.iter().map(|u| self.route_of(u, order)).collect();
        Ok(self.rate(&units, &routes, order.chain, order.keep_facing))
    }

    /// The exact chance the order's lead unit reaches its destination along its route.
    ///
    /// # Errors
    /// [`DiceOrderError::UnknownUnit`] for a unit not on the table (with the nearest id).
    pub fn chance_to_arrive(
        &self,
        order: &MoveOrder,
    ) -> Result<Result<Fraction, Refusal>, DiceOrderError> {
        Ok(self.arrival(order)?.map(|(chance, _, _)| chance))
    }

    /// The exact chance the order's lead unit reaches its destination, the distance
    /// distribution, and the clauses: no order promises arrival unless the destination lies
    /// within the shortest possible move (DICE-INTRO-02).
    ///
    /// # Errors
    /// [`DiceOrderError::UnknownUnit`] for a unit not on the table (with the nearest id).
    pub fn arrival(&self, order: &MoveOrder) -> Result<Result<Arrival, Refusal>, DiceOrderError> {
        let (distribution, mut citations) = match self.distance(order)? {
            Ok(found) => found,
            Err(refusal) => return Ok(Err(refusal)),
        };
        let chance = distribution.chance_at_least(self.needed_inches(order)?);
        citations.push(Citation::new(
            clause::INTRO_02,
            if chance.numerator == chance.denominator {
                "the destination lies within the shortest possible move: arrival is certain"
            } else {
                "the dice decide: arrival this turn cannot be promised"
            },
        ));
        Ok(Ok((chance, distribution, citations)))
    }

    /// The length of the order's lead unit's route in whole inches, rounded up: the least the
    /// dice must roll for it to arrive (distances are whole inches).
    fn needed_inches(&self, order: &MoveOrder) -> Result<u64, DiceOrderError> {
        let lead = order.units.first().map_or("", String::as_str);
        let unit = self.unit(lead)?;
        let needed = self.table.measure(&self.route_of(unit, order)).length;
        let inch = Unit::Inch.micrometres();
        let um = needed.micrometres();
        Ok(u64::try_from(um / inch + i64::from(um % inch != 0)).unwrap_or(u64::MAX))
    }

    fn route_of(&self, unit: &TableUnit, order: &MoveOrder) -> Vec<Point> {
        std::iter::once(self.position(unit)).chain(order.route.iter().copied()).collect()
    }

    /// Carries out an order with `dice`: the units travel the whole rolled distance along the
    /// route and halt at the destination (excess lost), facing the way they move; a unit that
    /// arrives may take any final facing (`final_facing`).
    ///
    /// # Errors
    /// [`DiceOrderError::UnknownUnit`] for a unit not on the table, [`DiceOrderError::Dice`]
    /// for dice that run out.
    pub fn execute(
        &self,
        order: &MoveOrder,
        dice: &mut impl Dice,
        final_facing: Option<f64>,
    ) -> Result<Moved, DiceOrderError> {
        let mut moved = Moved {
            refusal: None,
            rolls: Vec::new(),
            distance: Length::ZERO,
            units: Vec::new(),
            citations: Vec::new(),
        };
        let rate = match self.rate_of(order)? {
            Ok(rate) => rate,
            Err(refusal) => {
                moved.refusal = Some(refusal);
                return Ok(moved);
            }
        };
        let roll = self.roll(&rate, dice)?;
        moved.citations = rate.citations;
        moved.rolls = roll.rolls;
        moved.distance = roll.distance;
        moved.citations.push(Citation::new(
            clause::ORDER_06,
            "the units travel the whole rolled distance toward the destination",
        ));
        let destination = order.route.last().copied().unwrap_or(Point { x: 0, y: 0 });
        moved.citations.extend(self.destination_citations(destination));
        for id in &order.units {
            let unit = self.unit(id)?;
            let route = self.route_of(unit, order);
            moved.units.push(self.move_unit(
                unit,
                &route,
                moved.distance,
                order.keep_facing,
                final_facing,
            ));
        }
        let (citations, refusal) = self.after_move(
            &moved.units,
            order.keep_facing,
            order.route.len() > 1,
            final_facing.is_some(),
        );
        moved.citations.extend(citations);
        moved.refusal = refusal;
        let group = self.unit(&order.units[0]).ok().and_then(|lead| lead.group.as_ref());
        if self
            .units
            .iter()
            .any(|u| u.group.is_some() && u.group.as_ref() == group && !order.units.contains(&u.id))
        {
            moved
                .citations
                .push(Citation::new(clause::ORDER_01, "a unit of the group need not move with it"));
        }
        Ok(moved)
    }

    /// The clauses of the Command Dice's destination: they mark it (DICE-ORDER-04), at the edge
    /// of a terrain area or a point the player nominated (DICE-ORDER-05).
    pub(crate) fn destination_citations(&self, destination: Point) -> [Citation; 2] {
        [
            Citation::new(clause::ORDER_04, "the Command Dice mark the destination"),
            if self.table.on_area_edge(destination) {
                Citation::new(clause::ORDER_05, "the destination: the edge of a terrain area")
            } else {
                Citation::new(clause::ORDER_05, "the destination: a point the player nominated")
            },
        ]
    }

    /// A fire value of `dice` after a move with a chain of `chain` dice: never below 0D.
    pub fn fire_after(&self, dice: u32, chain: u32) -> (u32, Citation) {
        let penalty = self.fire_penalty(chain);
        let why = match chain {
            0 => Citation::new(clause::ORDER_01, "it stayed still: no fire penalty"),
            1 => Citation::new(clause::FIRE_01, "a single move: no fire penalty"),
            2 => Citation::new(clause::FIRE_02, "a double move: one die fewer"),
            _ => Citation::new(clause::FIRE_03, "a triple move: two dice fewer"),
        };
        (dice.saturating_sub(penalty), why)
    }

    /// The dice a chain of `chain` dice takes off every fire value (none for 0: not moved).
    fn fire_penalty(&self, chain: u32) -> u32 {
        let index = chain.checked_sub(1).map_or(usize::MAX, |i| i as usize);
        self.data.chains.fire_penalty.get(index).copied().unwrap_or(0)
    }

    /// A weapon of `dice` ordered to fire after a move with a chain of `chain` dice (0: it has
    /// not moved this turn): its fire value and the clause, as [`DiceGame::fire_after`] — or,
    /// when that leaves it at 0D, the refusal: a weapon at 0D cannot fire (DICE-FIRE-02's
    /// reading, for the double and the triple chain alike). `who` names the weapon in the
    /// refusal (`m4's HE`).
    ///
    /// ```
    /// use umpire_minis::{DiceData, DiceGame, Length, Table, Unit};
    /// let table = Table { unit: Unit::Inch, width: Length::inches(48), height: Length::inches(48), areas: Vec::new(), features: Vec::new() };
    /// let game = DiceGame::from_parts(table, Vec::new(), DiceData::builtin()?)?;
    /// assert_eq!(game.may_fire("m4's AT", 6, 2).map(|(d, _)| d), Ok(5));
    /// let refused = game.may_fire("m4's HE", 1, 2).unwrap_err();
    /// assert_eq!(refused.clause.as_str(), "DICE-FIRE-02");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// DICE-FIRE-02 for a weapon left at 0D.
    pub fn may_fire(&self, who: &str, dice: u32, chain: u32) -> Result<(u32, Citation), Refusal> {
        let (fire, why) = self.fire_after(dice, chain);
        if fire > 0 {
            return Ok((fire, why));
        }
        let penalty = self.fire_penalty(chain);
        let after = match chain {
            0 => "having stood still".to_owned(),
            1 => "after a single move".to_owned(),
            2 => format!("{penalty}D fewer after a double move"),
            3 => format!("{penalty}D fewer after a triple move"),
            n => format!("{penalty}D fewer after a {n}-dice chain"),
        };
        Err(Refusal::new(
            clause::FIRE_02,
            format!("{who} fires {dice}D, {after}: 0D, and a weapon at 0D cannot fire"),
        ))
    }

    /// Adding `more` dice to an order whose dice are rolled: refused (DICE-CHAIN-05); before any
    /// roll (a refused order) the order may still be given anew.
    ///
    /// # Errors
    /// The refusal once the dice are rolled.
    pub fn lengthen(&self, moved: &Moved, more: u32) -> Result<(), Refusal> {
        if moved.rolls.is_empty() || more == 0 {
            return Ok(());
        }
        Err(Refusal::new(
            clause::CHAIN_05,
            format!(
                "the dice are rolled: {} cannot be added to a chain of {}",
                dice_count(more, "more "),
                dice_count(u32::try_from(moved.rolls.len()).unwrap_or(u32::MAX), "")
            ),
        ))
    }

    /// Sending the units of an order whose dice are rolled somewhere else (`Some(route)`) or
    /// calling the move off (`None`): refused (DICE-ORDER-08).
    ///
    /// # Errors
    /// The refusal once the dice are rolled.
    pub fn change_course(&self, moved: &Moved, route: Option<&[Point]>) -> Result<(), Refusal> {
        if moved.rolls.is_empty() {
            return Ok(());
        }
        Err(Refusal::new(
            clause::ORDER_08,
            match route {
                Some(_) => "the dice are rolled: the units may not head somewhere else",
                None => "the dice are rolled: the move may not be called off",
            },
        ))
    }

    /// The clause that says no single move promises arrival beyond its minimum.
    pub fn uncertain() -> ClauseId {
        clause::INTRO_02
    }
}

#[cfg(feature = "scenario")]
#[cfg_attr(docsrs, doc(cfg(feature = "scenario")))]
impl DiceGame<TableScenario> {
    /// The rules on `scenario`, with its `[rules.data]` overrides: the adapter from a table
    /// scenario file to [`DiceGame::from_parts`].
    ///
    /// # Errors
    /// A [`DiceScenarioError`] naming the bad key or name, placed in the scenario's file: an
    /// override the rules data refuse ([`DiceScenarioError::Override`], with the nearest key),
    /// rules data out of range or a raised limit ([`DiceScenarioError::Data`]), a unit that
    /// does not fit ([`DiceScenarioError::Unit`]).
    pub fn new(scenario: TableScenario) -> Result<DiceGame<TableScenario>, DiceScenarioError> {
        let at = |key: &str| {
            scenario
                .keys
                .nearest(key)
                .unwrap_or_else(|| umpire_map::Position::file(&scenario.origin))
        };
        let empty = toml::Table::new();
        let over = scenario
            .rules
            .as_ref()
            .and_then(|r| r.get("data"))
            .and_then(toml::Value::as_table)
            .unwrap_or(&empty);
        let data: DiceData = umpire_scenario::layered_rules_data(
            DICE_RULES,
            over,
            &scenario.origin,
        )
        .map_err(|error| {
            match umpire_scenario::refused_override::<DiceData>(DICE_RULES, over, "rules.data") {
                // The override the rules data refuse, at its key.
                Some((key, message, nearest)) => {
                    DiceScenarioError::Override { at: at(&key), key, message, nearest }
                }
                None => DiceScenarioError::Layered(error),
            }
        })?;
        let builtin = DiceData::builtin().map_err(DiceScenarioError::Builtin)?;
        let raised = data.raised(&builtin.limits).map(|(name, value, most)| {
            let key = format!("rules.data.limits.{name}");
            (at(&key), RulesDataError::RaisedLimit { key, value, most })
        });
        let out_of_range = || {
            data.problem().map(|(key, message)| {
                let key = format!("rules.{key}");
                (at(&key), RulesDataError::OutOfRange { key, message })
            })
        };
        if let Some((at, error)) = raised.or_else(out_of_range) {
            return Err(DiceScenarioError::Data { at, error });
        }
        if let Some(UnitProblem { index, fault }) = unit_problem(&scenario, &scenario.units, &data)
        {
            let at = at(&format!("units[{index}].{}", fault.field()));
            let id = scenario.units[index].id.clone();
            return Err(DiceScenarioError::Unit { at, index, id, fault: Box::new(fault) });
        }
        let units = scenario.units.clone();
        let turn = scenario.turn;
        Ok(DiceGame { table: scenario, units, data, turn })
    }

    /// The scenario as it was loaded: its units stand where they stood then. What the game has
    /// come to is [`DiceGame::save`].
    pub fn scenario(&self) -> &TableScenario {
        &self.table
    }

    /// The game as it stands, as a table scenario: the units where play has left them (with
    /// their per-turn state), the turn, the table and rules as loaded. Written with
    /// [`TableScenario::to_toml`] and read back with `load_table` and [`DiceGame::new`], it
    /// goes on exactly as this game would. Its key positions are those of no file (none is
    /// written yet).
    pub fn save(&self) -> TableScenario {
        TableScenario {
            units: self.units.clone(),
            turn: self.turn,
            keys: umpire_scenario::KeyPositions::default(),
            ..self.table.clone()
        }
    }
}

/// `n` dice with the word between (`1 more die`, `2 more dice`, `1 die`).
fn dice_count(n: impl std::fmt::Display + PartialEq<u32>, between: &str) -> String {
    format!("{n} {between}{}", if n == 1 { "die" } else { "dice" })
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::table::Table;

    #[test]
    fn the_compiled_tree_reads_as_the_text_does() {
        let text: DiceData = toml::from_str(DICE_RULES).unwrap();
        assert_eq!(DiceData::builtin().unwrap(), text);
    }

    fn table() -> Table {
        Table {
            unit: Unit::Inch,
            width: Length::inches(48),
            height: Length::inches(48),
            areas: Vec::new(),
            features: Vec::new(),
        }
    }

    #[test]
    fn units_that_do_not_fit_are_refused_with_their_key() {
        let data = DiceData::builtin().unwrap();
        let unit = |id: &str, class: &str, at| TableUnit::new(id, "x", class, at);
        let refused = |units| DiceGame::from_parts(table(), units, data.clone()).unwrap_err();
        let class = refused(vec![unit("a", "fast", [1.0, 1.0]), unit("b", "avrage", [2.0, 2.0])]);
        assert_eq!(
            class,
            SetupError::mismatch(
                "units[1].class",
                "unknown speed class \"avrage\" (known: average, fast)",
                Some("average".into())
            )
        );
        let twice = refused(vec![unit("a", "fast", [1.0, 1.0]), unit("a", "fast", [2.0, 2.0])]);
        assert!(twice.to_string().starts_with("units[1].id: "), "{twice}");
        let off = refused(vec![unit("a", "fast", [49.0, 1.0])]);
        assert!(off.to_string().starts_with("units[0].at: (49, 1) is off"), "{off}");
        let nowhere = refused(vec![unit("a", "fast", [f64::NAN, 1.0])]);
        assert!(nowhere.to_string().starts_with("units[0].at: "), "{nowhere}");
        let no_die = DiceGame::from_parts(table(), Vec::new(), DiceData { die: 0, ..data.clone() });
        assert!(no_die.is_err());
        let at_limit = DiceData { die: data.limits.die, ..data.clone() };
        assert!(DiceGame::from_parts(table(), Vec::new(), at_limit).is_ok());
        let past = DiceData { die: data.limits.die + 1, ..data.clone() };
        let past = DiceGame::from_parts(table(), Vec::new(), past).unwrap_err().to_string();
        assert!(past.starts_with("data.die: a die of 101 sides is more than the 100"), "{past}");
        let chains = Chains { sizes: vec![1, data.limits.chain + 1], ..data.chains.clone() };
        let long = DiceGame::from_parts(table(), Vec::new(), DiceData { chains, ..data.clone() });
        assert!(long.unwrap_err().to_string().starts_with("data.chains.sizes: a chain of 10"));
        assert!(DiceGame::from_parts(table(), vec![unit("a", "fast", [48.0, 0.0])], data).is_ok());
    }
}
