//! How one activation moves its units, in the pieces [`DiceGame::execute`] and
//! [`DiceGame::play`] share: the checks of the order as a whole, the rate the dice are rolled
//! at, the roll, each unit's move along its own route, and the clauses cited after the move
//! (the cohesion check among them).

use umpire_map::{Citation, ClauseId, Dice, DiceError, Refusal};

use super::{DiceGame, SpeedClass, UnitMoved, clause};
use crate::geometry::Point;
use crate::length::Length;
use crate::measure::OPEN;
use crate::odds::Distribution;
use crate::table_map::TableMap;
use crate::unit::TableUnit;

/// What the dice of one activation are: a Fixed Move in inches plus `dice` Variable Move dice,
/// each times `multiplier`, and the clauses that set it.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Rate {
    /// The Fixed Move, inches (all the chain's Fixed Moves together).
    pub fixed: u64,
    /// How many Variable Move dice are rolled.
    pub dice: u32,
    /// Each die's multiplier (2 for a fast vehicle).
    pub multiplier: u64,
    /// The clause that set the kind of move: DICE-FIXED-01, DICE-SUPP-01 or DICE-BACK-01.
    pub rule: ClauseId,
    /// The clauses that set the rate, in order.
    pub citations: Vec<Citation>,
}

impl Rate {
    /// The exact distribution of the distance, in inches, on dice of `die` sides; `None` past
    /// what 64 bits count ([`Distribution::try_dice`]), which rules data within their limits
    /// never reach.
    pub fn distribution(&self, die: u64) -> Option<Distribution> {
        Distribution::try_dice(self.fixed, self.dice, die, self.multiplier)
    }
}

/// The roll of one activation: the dice as they came up and the distance they give.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Roll {
    /// Each die, in the order rolled.
    pub rolls: Vec<u32>,
    /// The distance: the Fixed Move plus the dice, each times the multiplier.
    pub distance: Length,
}

impl<M: TableMap> DiceGame<M> {
    /// The refusal of an order as a whole, before its units are looked at: no Command Dice
    /// (DICE-ORDER-03), a chain the rules do not define (DICE-INTRO-03), no units
    /// (DICE-ORDER-03), no destination (DICE-ORDER-04), a point off the table (DICE-ORDER-05).
    pub(crate) fn order_refusal(
        &self,
        chain: u32,
        units: usize,
        points: &[Point],
    ) -> Option<Refusal> {
        if chain == 0 {
            return Some(Refusal::new(
                clause::ORDER_03,
                "an order states how many Command Dice it spends on the move",
            ));
        }
        if !self.data.chains.sizes.contains(&chain) {
            return Some(Refusal::new(
                clause::INTRO_03,
                format!("a move takes a chain of {:?} dice, not {chain}", self.data.chains.sizes),
            ));
        }
        if units == 0 {
            return Some(Refusal::new(clause::ORDER_03, "an order names the units that move"));
        }
        if points.is_empty() {
            return Some(Refusal::new(
                clause::ORDER_04,
                "an order marks its destination with the Command Dice",
            ));
        }
        if points.iter().any(|p| !self.table.contains(*p)) {
            return Some(Refusal::new(
                clause::ORDER_05,
                "the destination and the way there lie on the table",
            ));
        }
        None
    }

    /// The rate the moving `units` go at, each along its own `routes[i]` (from where it stands,
    /// through its waypoints, to the destination), on a chain of `chain` dice; or the refusal.
    /// `units` is not empty and the routes lie on the table ([`Self::order_refusal`]).
    pub(crate) fn rate(
        &self,
        units: &[&TableUnit],
        routes: &[Vec<Point>],
        chain: u32,
        keep_facing: bool,
    ) -> Result<Rate, Refusal> {
        let mut citations = Vec::new();
        let group = units.first().and_then(|u| u.group.clone());
        if units.iter().any(|u| u.group != group) {
            return Err(Refusal::new(
                clause::ORDER_10,
                "the units of one order belong to one Command Group",
            ));
        }
        if group.is_none() && units.len() > 1 {
            return Err(Refusal::new(
                clause::ORDER_10,
                "units in no Command Group are not one group: each is ordered on its own",
            ));
        }
        citations.push(Citation::new(
            clause::CHAIN_04,
            "the chain is chosen before the dice are rolled",
        ));
        // The slowest moving unit sets the rate (reading of DICE-CMD-01).
        let slowest = units
            .iter()
            .filter_map(|u| self.data.classes.get(&u.class))
            .min_by_key(|c| (c.fixed.saturating_add(c.multiplier), c.multiplier))
            .copied()
            .unwrap_or(SpeedClass { fixed: 6, multiplier: 1 });
        if units.len() > 1 {
            citations.push(Citation::new(
                clause::CMD_01,
                "the group moves at its slowest moving unit's rate",
            ));
        }
        let mut backwards = false;
        for (unit, route) in units.iter().zip(routes) {
            backwards |= self.backwards(unit, route, keep_facing)?;
        }
        let suppressed = units.iter().any(|u| u.suppressed);
        let (fixed, dice, rule) = if backwards {
            if chain > 1 {
                return Err(Refusal::new(
                    clause::BACK_03,
                    "no dice chain moves a unit backwards: turn it first",
                ));
            }
            citations.push(Citation::new(clause::BACK_01, "backwards: the Variable Move only"));
            (0, 1, clause::BACK_01)
        } else if suppressed {
            citations.push(Citation::new(clause::SUPP_01, "suppressed: the Variable Move only"));
            (0, chain, clause::SUPP_01)
        } else {
            citations.push(Citation::new(clause::FIXED_01, "Fixed Move plus Variable Move"));
            if chain > 1 {
                citations.push(Citation::new(
                    clause::CHAIN_01,
                    "the chain's Fixed Moves added, all its Variable dice rolled",
                ));
            }
            // Exact within the rules data's limits (`DiceData::problem`): at most
            // `limits.chain × limits.fixed` inches.
            (slowest.fixed.saturating_mul(u64::from(chain)), chain, clause::FIXED_01)
        };
        let terrain = routes.iter().any(|route| {
            let measure = self.table.measure(route);
            measure.spans.iter().any(|s| s.kind != OPEN) || !measure.crossings.is_empty()
        });
        if terrain {
            citations.push(Citation::new(
                clause::NEXT_01,
                "terrain is not in these rules: the distance is that of open ground",
            ));
        }
        Ok(Rate { fixed, dice, multiplier: slowest.multiplier, rule, citations })
    }

    /// Whether `unit` moves backwards along `route` (`true`), forwards (`false`), or sideways
    /// (refused) — only when it keeps its facing.
    fn backwards(
        &self,
        unit: &TableUnit,
        route: &[Point],
        keep_facing: bool,
    ) -> Result<bool, Refusal> {
        if !keep_facing {
            return Ok(false);
        }
        let Some((start, rest)) = route.split_first() else {
            return Ok(false);
        };
        let Some(bearing) = rest.iter().find_map(|p| start.bearing(*p)) else {
            return Ok(false);
        };
        let off = (bearing - unit.facing).rem_euclid(360.0);
        let off = off.min(360.0 - off);
        let rear = 180.0 - f64::from(self.data.backwards.rear_arc);
        if off <= f64::from(self.data.backwards.front_arc) {
            Ok(false)
        } else if off >= rear {
            Ok(true)
        } else {
            Err(Refusal::new(clause::BACK_02, "no moving sideways without turning to face the way"))
        }
    }

    /// Rolls the dice of `rate`.
    pub(crate) fn roll(&self, rate: &Rate, dice: &mut impl Dice) -> Result<Roll, DiceError> {
        let sides = u32::try_from(self.data.die).unwrap_or(u32::MAX);
        let mut rolls = Vec::new();
        let mut total = 0u64;
        for _ in 0..rate.dice {
            let roll = dice.roll(sides)?;
            rolls.push(roll);
            total = total.saturating_add(u64::from(roll));
        }
        // Exact within the rules data's limits (`DiceData::problem`: the longest move fits a
        // `Length`); saturating beyond, never wrapping.
        let inches = rate.multiplier.saturating_mul(total).saturating_add(rate.fixed);
        Ok(Roll { rolls, distance: Length::inches(i64::try_from(inches).unwrap_or(i64::MAX)) })
    }

    /// `unit`'s move of `distance` along `route` (from where it stands to the destination): it
    /// halts at the destination, faces the way it moves on each leg (unless it keeps its
    /// facing), and takes `final_facing` if it arrives.
    pub(crate) fn move_unit(
        &self,
        unit: &TableUnit,
        route: &[Point],
        distance: Length,
        keep_facing: bool,
        final_facing: Option<f64>,
    ) -> UnitMoved {
        let (end, reached) = self.table.along(route, distance);
        let travelled = if reached { self.table.measure(route).length } else { distance };
        // The facing on each leg the unit set out on (DICE-FACE-01, -02).
        let mut stretches = Vec::new();
        let mut from = Length::ZERO;
        for leg in route.windows(2) {
            if from >= travelled && !stretches.is_empty() {
                break;
            }
            if let Some(heading) = leg[0].bearing(leg[1]) {
                let facing = if keep_facing { unit.facing } else { heading };
                stretches.push((from, facing));
            }
            from = from.plus(self.table.measure(leg).length);
        }
        let heading = stretches.last().map_or(unit.facing, |(_, f)| *f);
        let facing = match final_facing {
            Some(chosen) if reached && !keep_facing => chosen,
            _ => heading,
        };
        UnitMoved { unit: unit.id.clone(), end, reached, travelled, facing, stretches }
    }

    /// The clauses a move cites once its units have moved: halting at the destination or
    /// short of it, facing (`turned`: a route with waypoints; `final_facing`: a final facing was
    /// asked for), and the cohesion of the moving units — the refusal if they end too far
    /// apart (DICE-ORDER-09).
    pub(crate) fn after_move(
        &self,
        moved: &[UnitMoved],
        keep_facing: bool,
        turned: bool,
        final_facing: bool,
    ) -> (Vec<Citation>, Option<Refusal>) {
        let mut citations = Vec::new();
        if moved.iter().any(|u| u.reached) {
            citations.push(Citation::new(
                clause::ORDER_07,
                "it halts at the destination; the rest of the distance is lost",
            ));
        }
        if moved.iter().any(|u| !u.reached) {
            citations.push(Citation::new(
                clause::ORDER_11,
                "short of its destination: the order ends with this turn",
            ));
        }
        citations.push(Citation::new(
            clause::FACE_02,
            "its facing on each stretch is what opportunity fire sees",
        ));
        if !keep_facing {
            citations.push(Citation::new(clause::FACE_01, "a unit faces the way it moves"));
            if turned {
                citations
                    .push(Citation::new(clause::FACE_03, "it may turn on the way, at no cost"));
            }
            if moved.iter().any(|u| u.reached) && final_facing {
                citations
                    .push(Citation::new(clause::FACE_04, "at its destination it may face any way"));
            }
        }
        let refusal = self.spacing(moved);
        if refusal.is_none() && moved.len() > 1 {
            citations.push(Citation::new(
                clause::ORDER_09,
                "the moving units end within 6\" of each other",
            ));
        }
        (citations, refusal)
    }

    /// Whether the moving units ended close enough together (the spacing reading: a connected
    /// chain, or every pair), measured between the points where they stand; the refusal names
    /// the units cut off (the smallest cluster apart from the rest) or the pair too far apart.
    fn spacing(&self, units: &[UnitMoved]) -> Option<Refusal> {
        let limit = Length::inches(i64::try_from(self.data.group.spacing).unwrap_or(i64::MAX));
        let apart = |a: &UnitMoved, b: &UnitMoved| a.end.distance(b.end);
        let rule =
            format!("the moving units must end within {}\" of each other", self.data.group.spacing);
        if self.data.group.pairwise {
            let (a, b) = units.iter().enumerate().find_map(|(i, a)| {
                units[i + 1..].iter().find(|b| apart(a, b) > limit).map(|b| (a, b))
            })?;
            let why = format!("{rule}: {} and {} end {} apart", a.unit, b.unit, apart(a, b));
            return Some(Refusal::new(clause::ORDER_09, why));
        }
        // The clusters of units each within the limit of another of its cluster.
        let mut cluster: Vec<usize> = (0..units.len()).collect();
        let mut changed = true;
        while changed {
            changed = false;
            for i in 0..units.len() {
                for j in 0..units.len() {
                    if cluster[j] < cluster[i] && apart(&units[i], &units[j]) <= limit {
                        cluster[i] = cluster[j];
                        changed = true;
                    }
                }
            }
        }
        if cluster.iter().all(|c| *c == cluster[0]) {
            return None;
        }
        let size = |c: usize| cluster.iter().filter(|k| **k == c).count();
        let smallest = cluster.iter().copied().min_by_key(|c| (size(*c), std::cmp::Reverse(*c)))?;
        let cut_off: Vec<&str> = units
            .iter()
            .zip(&cluster)
            .filter(|(_, c)| **c == smallest)
            .map(|(u, _)| u.unit.as_str())
            .collect();
        let gap = units
            .iter()
            .zip(&cluster)
            .filter(|(_, c)| **c == smallest)
            .flat_map(|(a, _)| {
                units
                    .iter()
                    .zip(&cluster)
                    .filter(|(_, c)| **c != smallest)
                    .map(|(b, _)| apart(a, b))
            })
            .min()?;
        let verb = if cut_off.len() == 1 { "ends" } else { "end" };
        let why = format!("{rule}: {} {verb} {gap} from the others", cut_off.join(", "));
        Some(Refusal::new(clause::ORDER_09, why))
    }
}
