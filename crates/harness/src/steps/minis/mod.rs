//! Miniatures on an open table: the table in play, and what the steps of its topics share
//! (points and chains of dice as written, the last move, what a refusal's message adds). The
//! steps, by topic:
//!
//! * [`scenario`] — loading a table scenario;
//! * [`dice_orders`] — movement orders rolled on Command Dice, and what each move did;
//! * [`odds`] — the exact odds of an order: its distances and its chance to arrive;
//! * [`fire`] — fire values after a move or standing still;
//! * [`measure`] — routes measured on the table;
//! * [`vehicles`] — the speed-table rules for vehicles;
//! * [`troops`] — the speed-table rules for troops and the rest.

// `cargo xtask steps` lists the modules in this order (blank lines keep rustfmt from sorting).
pub mod scenario;

pub mod dice_orders;

pub mod odds;

pub mod fire;

pub mod measure;

pub mod vehicles;

pub mod troops;

use umpire_map::{Refusal, ScriptedDice};
use umpire_minis::{
    Distribution, Fraction, Measure, MoveOrder, Moved, Point, TableScenario, Unit, load_table,
};

use super::verdict::Judged;
use super::{AcceptanceWorld, Outcome, unknown_unit};

/// The dice-rolled rules on a table scenario.
pub type DiceGame = umpire_minis::DiceGame<TableScenario>;

/// A table in play and what the last order gave.
#[derive(Debug)]
pub struct Minis {
    /// The rules on the table.
    pub game: DiceGame,
    /// The dice the next rolls come from.
    pub dice: ScriptedDice,
    /// The last move made.
    pub moved: Option<Moved>,
    /// The last distance distribution asked for.
    pub distribution: Option<Distribution>,
    /// The last chance asked for.
    pub chance: Option<Fraction>,
    /// The last route measured.
    pub measure: Option<Measure>,
    /// The last movement order given, for the messages of the steps that read its move.
    pub order: Option<MoveOrder>,
}

impl AcceptanceWorld {
    fn minis(&mut self) -> Result<&mut Minis, String> {
        self.minis.as_mut().ok_or_else(|| {
            "no table scenario is loaded: start with 'Given the table scenario \"wood.toml\"'"
                .to_owned()
        })
    }

    /// `Ok` when the table has every one of `units`; else the message naming the first it
    /// lacks, with the nearest id.
    fn known_table_units(&self, units: &[String]) -> Outcome {
        let minis = self.minis.as_ref().ok_or("no table scenario is loaded")?;
        let scenario = minis.game.scenario();
        let ids = || scenario.units.iter().map(|u| u.id.as_str());
        match units.iter().find(|unit| !ids().any(|id| id == unit.as_str())) {
            Some(unit) => Err(unknown_unit(unit, ids())),
            None => Ok(()),
        }
    }

    /// Loads the table scenario `name` with `extra` TOML added; a refusal is kept in
    /// `last_refusal`.
    pub(super) fn start_minis(&mut self, name: &str, extra: &str) -> Outcome {
        let path = self.scenario_file(name, Some("minis"))?;
        let text = path.text()?;
        let text = format!("{text}\n{extra}");
        let loaded = load_table(&text, name).map_err(|e| e.to_string()).and_then(|mut table| {
            let ruleset =
                table.rules.as_ref().and_then(|r| r.get("ruleset")).and_then(|r| r.as_str());
            let ruleset = ruleset.unwrap_or("minis-dice").to_owned();
            self.amend(&mut table.rules, &ruleset, name)?;
            DiceGame::new(table).map_err(|e| e.to_string())
        });
        match loaded {
            Ok(game) => {
                self.minis = Some(Minis {
                    game,
                    dice: ScriptedDice::new([]),
                    moved: None,
                    distribution: None,
                    chance: None,
                    measure: None,
                    order: None,
                });
                self.last_refusal = None;
            }
            Err(message) => {
                self.minis = None;
                self.last_refusal = Some(message);
            }
        }
        Ok(())
    }
}

impl AcceptanceWorld {
    /// The last move, for a step expecting `expected`; or the message saying why there is
    /// none: the order was rejected (an unknown unit, dice that cannot be rolled…) or none
    /// was given.
    pub(super) fn last_move(&self, expected: &str) -> Result<&Moved, String> {
        let Some(minis) = &self.minis else {
            return Err(format!(
                "expected {expected}, but no table scenario is loaded: start with \
                 'Given the table scenario \"dice-orders.toml\"'"
            ));
        };
        minis.moved.as_ref().ok_or_else(|| match &self.judged {
            Some(Err(rejected)) => {
                format!("expected {expected}, but the order was rejected: {rejected}")
            }
            _ => format!(
                "expected {expected}, but no move has been made: order one with a step such as \
                 'When \"panther\" is ordered on a single move to 14, 20'"
            ),
        })
    }

    /// The message of a step that expected `expected` of the last move and found `found`,
    /// with the refusal of the move if it was refused (and, refused for a point off the
    /// table, the point and the table's size).
    pub(super) fn move_failed(&self, expected: &str, found: &str) -> String {
        let Some(minis) = &self.minis else {
            return format!("expected {expected}, but {found}");
        };
        let Some(refusal) = minis.moved.as_ref().and_then(|m| m.refusal.as_ref()) else {
            return format!("expected {expected}, but {found}");
        };
        let off = minis.off_table();
        let rolled = minis.moved.as_ref().is_some_and(|m| !m.rolls.is_empty());
        if rolled {
            format!("expected {expected}, but {found}, and the move was {refusal}{off}")
        } else {
            format!("expected {expected}, but no die was rolled: the move was {refusal}{off}")
        }
    }
}

impl AcceptanceWorld {
    /// The message of a step expecting `expected` of odds that were not worked out: the order
    /// was refused (with the refusal), or no odds were asked for.
    pub(super) fn no_odds(&self, expected: &str) -> String {
        let refusal = match &self.judged {
            Some(Ok(judged)) => judged.refusal.as_ref(),
            _ => None,
        };
        match (refusal, &self.minis) {
            (Some(refusal), Some(minis)) => {
                format!("expected {expected}, but the order was {refusal}{}", minis.off_table())
            }
            _ => format!(
                "expected {expected}, but no odds were worked out: ask for them with a step such \
                 as 'When the odds of \"panther\" moving on a single move to 14, 20 are worked out'"
            ),
        }
    }
}

impl AcceptanceWorld {
    /// What the miniatures steps add to a refusal's message: the points of the last order off
    /// the table, with its size; nothing in other rulesets.
    pub(super) fn refusal_detail(&self) -> String {
        self.minis.as_ref().map(Minis::off_table).unwrap_or_default()
    }
}

impl Minis {
    /// ` (50, 80 lies off the 72" × 48" table)` for the points of the last order off the
    /// table; else which Command Group each of its units is in, if they differ; or nothing.
    fn off_table(&self) -> String {
        let table = &self.game.scenario().table;
        let off: Vec<String> = self
            .order
            .iter()
            .flat_map(|o| o.route.iter())
            .filter(|p| !table.contains(**p))
            .map(|p| {
                let (x, y) = p.in_unit(table.unit);
                format!("{x}, {y}")
            })
            .collect();
        if off.is_empty() {
            return self.groups();
        }
        let verb = if off.len() == 1 { "lies" } else { "lie" };
        format!(
            " ({} {verb} off the {} × {} table)",
            super::list(&off),
            table.width.display(table.unit),
            table.height.display(table.unit)
        )
    }

    /// ` ("panther" is in hq-1, "panzer-iv" in hq-2)` when the units of the last order belong
    /// to different Command Groups (or some to none), else nothing.
    fn groups(&self) -> String {
        let scenario = self.game.scenario();
        let units: Vec<(&str, Option<&str>)> = self
            .order
            .iter()
            .flat_map(|o| o.units.iter())
            .filter_map(|id| scenario.units.iter().find(|u| u.id == *id))
            .map(|u| (u.id.as_str(), u.group.as_deref()))
            .collect();
        if units.windows(2).all(|w| w[0].1 == w[1].1) {
            return String::new();
        }
        let each: Vec<String> = units
            .iter()
            .enumerate()
            .map(|(i, (id, group))| {
                let verb = if i == 0 { "is " } else { "" };
                match group {
                    Some(g) => format!("{id:?} {verb}in {g}"),
                    None => format!("{id:?} {verb}in no group"),
                }
            })
            .collect();
        format!(" ({})", each.join(", "))
    }
}

/// `10, 17 then 12.1, 19.1` (in `unit`) into points.
pub(super) fn points_in(text: &str, unit: Unit) -> Result<Vec<Point>, String> {
    text.split(" then ")
        .map(|pair| {
            let (x, y) =
                pair.split_once(',').ok_or_else(|| format!("{pair:?} is no point: write x, y"))?;
            let x: f64 = x.trim().parse().map_err(|e| format!("{x:?}: {e}"))?;
            let y: f64 = y.trim().parse().map_err(|e| format!("{y:?}: {e}"))?;
            Ok(Point::at(x, y, unit))
        })
        .collect()
}

/// `10, 17 then 12.1, 19.1` (inches) into points.
fn points(text: &str) -> Result<Vec<Point>, String> {
    points_in(text, Unit::Inch)
}

/// The words a step accepts for a chain of Command Dice (besides `n-dice`).
const CHAIN_WORDS: [&str; 3] = ["single", "double", "triple"];

/// `single`, `double`, `triple` or `n-dice` into a chain size (`0-dice`: an order naming none);
/// any other word is a slip, named with the nearest accepted word.
pub(super) fn chain(word: &str) -> Result<u32, String> {
    if let Some(n) = CHAIN_WORDS.iter().position(|w| *w == word) {
        return Ok(u32::try_from(n).unwrap_or(0) + 1);
    }
    if let Some(count) = word.strip_suffix("-dice").and_then(|n| n.parse().ok()) {
        return Ok(count);
    }
    let near = umpire_map::nearest(word, CHAIN_WORDS.iter().copied().chain(["2-dice"]))
        .map(|w| format!(" (did you mean {w:?}?)"))
        .unwrap_or_default();
    Err(format!(
        "expected a single, double or triple move (or an n-dice one such as \"a 4-dice move\"), \
         but the step reads {word:?}{near}"
    ))
}

/// What the last move did to `unit`, for a step expecting `expected`; or why it did nothing.
pub(super) fn unit_moved<'a>(
    world: &'a AcceptanceWorld,
    unit: &str,
    expected: &str,
) -> Result<&'a umpire_minis::UnitMoved, String> {
    let moved = world.last_move(expected)?;
    moved.units.iter().find(|u| u.unit == unit).ok_or_else(|| {
        let movers: Vec<String> = moved.units.iter().map(|u| format!("{:?}", u.unit)).collect();
        let found = if movers.is_empty() {
            format!("{unit:?} did not move")
        } else {
            format!("{unit:?} did not move (the move moved {})", super::list(&movers))
        };
        world.move_failed(expected, &found)
    })
}

/// The fire value in dice of `unit`'s `weapon`, as the scenario gives it.
pub(super) fn fire_value(minis: &Minis, unit: &str, weapon: &str) -> Result<u32, String> {
    let scenario = minis.game.scenario();
    let Some(found) = scenario.units.iter().find(|u| u.id == unit) else {
        let near = umpire_map::nearest(unit, scenario.units.iter().map(|u| u.id.as_str()))
            .map(|n| format!(" (did you mean {n:?}?)"))
            .unwrap_or_default();
        return Err(format!(
            "expected {unit:?} to have a fire value for {weapon}, but the table has no unit \
             {unit:?}{near}"
        ));
    };
    found.fire.get(weapon).copied().ok_or_else(|| {
        let weapons: Vec<String> = found.fire.keys().cloned().collect();
        let near = umpire_map::nearest(weapon, weapons.iter().map(String::as_str))
            .map(|n| format!(" (did you mean {n:?}?)"))
            .unwrap_or_default();
        format!(
            "expected {unit:?} to have a {weapon} fire value, but its fire values are {}{near}",
            super::list(&weapons)
        )
    })
}

/// The unit `id` of the table, for a step expecting `expected`; or the message naming the
/// nearest id.
fn find_unit<'a>(
    scenario: &'a umpire_minis::TableScenario,
    id: &str,
    expected: &str,
) -> Result<&'a umpire_minis::TableUnit, String> {
    scenario.units.iter().find(|u| u.id == id).ok_or_else(|| {
        let near = umpire_map::nearest(id, scenario.units.iter().map(|u| u.id.as_str()))
            .map(|n| format!(" (did you mean {n:?}?)"))
            .unwrap_or_default();
        format!("expected {expected}, but the table has no unit {id:?}{near}")
    })
}

/// A verdict with `refusal` (or none) and the citations as ledger lines.
fn judged(refusal: Option<Refusal>, citations: &[umpire_map::Citation]) -> Judged {
    Judged::noted(refusal, citations, Vec::new(), None)
}
