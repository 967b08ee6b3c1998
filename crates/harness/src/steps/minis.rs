//! Miniatures on an open table: a table scenario from `scenarios/minis/`, movement orders with
//! dice chains, measured routes, and the exact odds of arriving.

use cucumber::gherkin::Step;
use cucumber::{given, then, when};
use umpire_map::{Entry, Line, ScriptedDice};
use umpire_minis::{
    Distribution, Fraction, Length, Measure, MoveOrder, Moved, Point, TableScenario, Unit,
    load_table,
};

/// The dice-rolled rules on a table scenario.
pub type DiceGame = umpire_minis::DiceGame<TableScenario>;

use super::verdict::Judged;
use super::{AcceptanceWorld, Outcome};

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
            DiceGame::new(table)
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

/// Loads a table scenario from `scenarios/minis/` (`"wood.toml"`).
#[given(expr = "the table scenario {string}")]
fn table(world: &mut AcceptanceWorld, name: String) -> Outcome {
    world.start_minis(&name, "")?;
    world
        .last_refusal
        .as_ref()
        .map_or(Ok(()), |m| Err(format!("expected {name} to load, but it was refused: {m}")))
}

/// Loads a table scenario with the TOML of the text block added at its end (more
/// `[[units]]`, `[[table.areas]]`, `[[table.features]]`).
#[given(expr = "the table scenario {string} with:")]
fn table_with(world: &mut AcceptanceWorld, name: String, step: &Step) -> Outcome {
    world.start_minis(&name, step.docstring.as_deref().unwrap_or_default())?;
    world.last_refusal.as_ref().map_or(Ok(()), |m| {
        Err(format!("expected {name} with the text block to load, but it was refused: {m}"))
    })
}

/// Tries to load a table scenario with the text block added, expecting it to be refused.
#[given(expr = "the table scenario {string} is changed to read:")]
fn table_changed(world: &mut AcceptanceWorld, name: String, step: &Step) -> Outcome {
    world.start_minis(&name, step.docstring.as_deref().unwrap_or_default())
}

/// The table scenario loaded by "… is changed to read:" was refused, with a message
/// containing the text.
#[then(expr = "the table scenario is refused with a message containing {string}")]
fn table_refused(world: &mut AcceptanceWorld, text: String) -> Outcome {
    super::refused_containing(world, "the table scenario", &text)
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

/// The quoted ids of `"a", "b" and "c"`.
pub(super) fn quoted(text: &str) -> Vec<String> {
    text.split('"').skip(1).step_by(2).map(str::to_owned).collect()
}

/// The last move's rolled distance, in inches.
#[then(regex = "^the rolled distance is (\\d+)\"$")]
fn rolled(world: &mut AcceptanceWorld, inches: i64) -> Outcome {
    let expected = format!("the rolled distance to be {inches}\"");
    let moved = world.last_move(&expected)?;
    if moved.distance == Length::inches(inches) {
        Ok(())
    } else {
        Err(world.move_failed(&expected, &format!("it is {}", moved.distance)))
    }
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

/// A unit reached its destination, having travelled this far.
#[then(regex = "^\"([^\"]+)\" reaches its destination after ([\\d.]+)\"$")]
fn reaches(world: &mut AcceptanceWorld, unit: String, inches: f64) -> Outcome {
    let want = Length::from_f64(inches, Unit::Inch).display(Unit::Inch);
    let expected = format!("{unit:?} to reach its destination after {want}");
    let moved = unit_moved(world, &unit, &expected)?;
    match (moved.reached, moved.travelled.display(Unit::Inch)) {
        (true, got) if got == want => Ok(()),
        (true, got) => Err(world.move_failed(&expected, &format!("it travelled {got}"))),
        (false, got) => {
            let (x, y) = moved.end.in_unit(Unit::Inch);
            Err(world
                .move_failed(&expected, &format!("it stopped short at {x:.2}, {y:.2} after {got}")))
        }
    }
}

/// A unit stopped short of its destination, at this point.
#[then(regex = "^\"([^\"]+)\" stops short at ([\\d.]+), ([\\d.]+)$")]
fn stops_short(world: &mut AcceptanceWorld, unit: String, x: f64, y: f64) -> Outcome {
    let expected = format!("{unit:?} to stop short at {x}, {y}");
    let moved = unit_moved(world, &unit, &expected)?;
    let want = Point::at(x, y, Unit::Inch);
    let (ex, ey) = moved.end.in_unit(Unit::Inch);
    if moved.reached {
        let found = format!("it reached its destination at {ex:.2}, {ey:.2}");
        return Err(world.move_failed(&expected, &found));
    }
    if moved.end.distance(want) <= Length::from_f64(0.01, Unit::Inch) {
        Ok(())
    } else {
        Err(world.move_failed(&expected, &format!("it stopped at {ex:.2}, {ey:.2}")))
    }
}

/// A unit's facing after its move, in degrees from north.
#[then(regex = "^\"([^\"]+)\" faces (\\d+)$")]
fn faces(world: &mut AcceptanceWorld, unit: String, degrees: f64) -> Outcome {
    let expected = format!("{unit:?} to face {degrees} after its move");
    let moved = unit_moved(world, &unit, &expected)?;
    if (moved.facing - degrees).abs() < 0.5 {
        Ok(())
    } else {
        Err(world.move_failed(&expected, &format!("it faces {:.1}", moved.facing)))
    }
}

/// Asks for the exact distribution of the distance an order would move (no dice rolled).
#[when(
    regex = r"^the odds of (.+?) moving on an? ([\w-]+) move to (.+?)( keeping (?:its|their) facing)? are worked out$"
)]
fn odds(
    world: &mut AcceptanceWorld,
    units: String,
    chain_word: String,
    route: String,
    keep: String,
) -> Outcome {
    let order = MoveOrder {
        units: quoted(&units),
        chain: chain(&chain_word)?,
        route: points(&route)?,
        keep_facing: !keep.is_empty(),
    };
    let minis = world.minis()?;
    let distance = minis.game.distance(&order)?;
    let chance = minis.game.chance_to_arrive(&order)?;
    minis.order = Some(order);
    minis.distribution = None;
    minis.chance = None;
    let judged = match (distance, chance) {
        (Ok((d, citations)), Ok(c)) => {
            minis.distribution = Some(d);
            minis.chance = Some(c);
            Judged {
                step: 0,
                refusal: None,
                cost: umpire_map::Mp::ZERO,
                stop: None,
                ledger: citations
                    .iter()
                    .map(|c| Entry { step: 0, line: Line::note(c.clause, c.note) })
                    .collect(),
                path: Vec::new(),
                end: None,
            }
        }
        (Err(refusal), _) | (_, Err(refusal)) => Judged {
            step: 0,
            refusal: Some(refusal),
            cost: umpire_map::Mp::ZERO,
            stop: None,
            ledger: Vec::new(),
            path: Vec::new(),
            end: None,
        },
    };
    world.judged = Some(Ok(judged));
    Ok(())
}

/// The distances the worked-out order may move: from, to, every how many inches.
#[then(regex = "^the distance runs from (\\d+)\" to (\\d+)\" in steps of (\\d+)\"$")]
fn runs(world: &mut AcceptanceWorld, from: u64, to: u64, spacing: u64) -> Outcome {
    let expected = format!("the distance to run from {from}\" to {to}\" in steps of {spacing}\"");
    world.minis()?;
    let d = world.minis.as_ref().and_then(|m| m.distribution.as_ref());
    let d = d.ok_or_else(|| world.no_odds(&expected))?;
    if (d.min(), d.max(), d.step) == (from, to, spacing) {
        Ok(())
    } else {
        Err(format!(
            "expected {expected}, but it runs from {}\" to {}\" in steps of {}\"",
            d.min(),
            d.max(),
            d.step
        ))
    }
}

/// The exact chance of the worked-out order moving exactly this far.
#[then(regex = "^the chance of moving exactly (\\d+)\" is (\\d+(?:/\\d+)?)$")]
fn chance_of(world: &mut AcceptanceWorld, inches: u64, chance: String) -> Outcome {
    let expected = format!("the chance of moving exactly {inches}\" to be {chance}");
    world.minis()?;
    let d = world.minis.as_ref().and_then(|m| m.distribution.as_ref());
    let d = d.ok_or_else(|| world.no_odds(&expected))?;
    let got = d.chance_of(inches).to_string();
    if got == chance { Ok(()) } else { Err(format!("expected {expected}, but it is {got}")) }
}

/// The exact chance the worked-out order reaches its destination.
#[then(regex = r"^the chance to arrive is (\d+(?:/\d+)?)$")]
fn chance_to_arrive(world: &mut AcceptanceWorld, chance: String) -> Outcome {
    let expected = format!("the chance to arrive to be {chance}");
    let got = world.minis()?.chance;
    let got = got.ok_or_else(|| world.no_odds(&expected))?.to_string();
    if got == chance { Ok(()) } else { Err(format!("expected {expected}, but it is {got}")) }
}

/// A unit's fire value after a move with a chain, and the clause that sets it.
#[then(
    regex = "^\"([^\"]+)\" fires (\\d+)D (\\w+) after an? ([\\w-]+) move because of ([A-Z][\\w.-]+)$"
)]
fn fires(
    world: &mut AcceptanceWorld,
    unit: String,
    dice: u32,
    weapon: String,
    chain_word: String,
    clause: String,
) -> Outcome {
    let minis = world.minis()?;
    let base = super::minis::fire_value(minis, &unit, &weapon)?;
    let (got, why) = minis.game.fire_after(base, chain(&chain_word)?);
    match (got == dice, why.clause.as_str() == clause) {
        (true, true) => Ok(()),
        (false, _) => Err(format!(
            "expected {unit:?} to fire {dice}D {weapon} after a {chain_word} move, but it fires \
             {got}D ({why})"
        )),
        (_, false) => Err(format!(
            "expected {unit:?}'s fire value to come from {clause}, but it comes from {why}"
        )),
    }
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
        format!(
            "expected {unit:?} to have a {weapon} fire value, but its fire values are {}",
            super::list(&weapons)
        )
    })
}

/// Measures a route on the table (`from 25, 5 to 25, 35`, waypoints joined by `then`).
#[when(regex = r"^the route (.+) is measured$")]
fn measure(world: &mut AcceptanceWorld, route: String) -> Outcome {
    let route = points(&route.replace(" to ", " then ").replace("from ", ""))?;
    let minis = world.minis()?;
    minis.measure = Some(minis.game.scenario().table.measure(&route));
    Ok(())
}

/// The measured route's length, or its length over one kind of ground.
#[then(regex = "^the route is ([\\d.]+)\" long(?: with ([\\d.]+)\" of (\\w+))?$")]
fn route_length(world: &mut AcceptanceWorld, inches: f64, part: String, kind: String) -> Outcome {
    let m = world.minis()?.measure.as_ref().ok_or(NOT_MEASURED)?;
    let want = Length::from_f64(inches, Unit::Inch).display(Unit::Inch);
    if m.length.display(Unit::Inch) != want {
        return Err(format!(
            "expected the route to be {want} long, but it is {}",
            m.length.display(Unit::Inch)
        ));
    }
    if kind.is_empty() {
        return Ok(());
    }
    let over = m.over(&kind).display(Unit::Inch);
    let want = Length::from_f64(part.parse().unwrap_or(0.0), Unit::Inch).display(Unit::Inch);
    if over == want {
        Ok(())
    } else {
        Err(format!("expected the route to have {want} of {kind}, but it has {over}"))
    }
}

/// The linear features the measured route crosses, in order (`hedge, wall`).
#[then(regex = r"^the route crosses (.+)$")]
fn crosses(world: &mut AcceptanceWorld, kinds: String) -> Outcome {
    let m = world.minis()?.measure.as_ref().ok_or(NOT_MEASURED)?;
    let want: Vec<&str> = kinds
        .split([',', ' '])
        .filter(|w| !w.is_empty() && *w != "and" && *w != "nothing")
        .collect();
    if m.crossings == want {
        Ok(())
    } else {
        Err(format!(
            "expected the route to cross {kinds}, but it crosses {}",
            crossed(&m.crossings)
        ))
    }
}

/// The message of a step reading a route when none was measured.
const NOT_MEASURED: &str = "expected a measured route, but none was measured: measure one with \
                            a step such as 'When the route from 25, 5 to 25, 35 is measured'";

/// `hedge and wall`, or `nothing`.
fn crossed(kinds: &[String]) -> String {
    if kinds.is_empty() { "nothing".to_owned() } else { super::list(kinds) }
}
