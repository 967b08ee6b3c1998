//! Miniatures on an open table: a table scenario from `scenarios/minis/`, movement orders with
//! dice chains, measured routes, and the exact odds of arriving.

use cucumber::gherkin::Step;
use cucumber::{given, then, when};
use umpire::map::{Entry, Line, ScriptedDice};
use umpire::minis::{
    Distribution, Fraction, Length, Measure, MoveOrder, Moved, Point, TableScenario, Unit,
    load_table,
};

/// The dice-rolled rules on a table scenario.
pub type DiceGame = umpire::minis::DiceGame<TableScenario>;

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
}

fn folder() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/minis")
}

impl AcceptanceWorld {
    fn minis(&mut self) -> Result<&mut Minis, String> {
        self.minis.as_mut().ok_or_else(|| {
            "no table scenario is loaded: start with 'Given the table scenario \"wood.toml\"'"
                .to_owned()
        })
    }

    fn start_minis(&mut self, name: &str, extra: &str) -> Outcome {
        let text =
            std::fs::read_to_string(folder().join(name)).map_err(|e| format!("{name}: {e}"))?;
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

/// Loads a table scenario from `scenarios/minis/` (`"wood.toml"`).
#[given(expr = "the table scenario {string}")]
fn table(world: &mut AcceptanceWorld, name: String) -> Outcome {
    world.start_minis(&name, "")?;
    world.last_refusal.as_ref().map_or(Ok(()), |m| Err(format!("{name} did not load: {m}")))
}

/// Loads a table scenario with the TOML of the text block added at its end (more
/// `[[units]]`, `[[table.areas]]`, `[[table.features]]`).
#[given(expr = "the table scenario {string} with:")]
fn table_with(world: &mut AcceptanceWorld, name: String, step: &Step) -> Outcome {
    world.start_minis(&name, step.docstring.as_deref().unwrap_or_default())?;
    world
        .last_refusal
        .as_ref()
        .map_or(Ok(()), |m| Err(format!("{name} with the text block did not load: {m}")))
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
    match &world.last_refusal {
        Some(message) if message.contains(&text) => Ok(()),
        Some(message) => Err(format!("the scenario was refused, but the message reads: {message}")),
        None => Err("the scenario loaded; it should have been refused".to_owned()),
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

/// `single`, `double`, `triple` or `n-dice` into a chain size (0 when the order names none).
pub(super) fn chain(word: &str) -> u32 {
    match word {
        "single" => 1,
        "double" => 2,
        "triple" => 3,
        other => other.trim_end_matches("-dice").parse().unwrap_or(0),
    }
}

/// The quoted ids of `"a", "b" and "c"`.
pub(super) fn quoted(text: &str) -> Vec<String> {
    text.split('"').skip(1).step_by(2).map(str::to_owned).collect()
}

/// The last move's rolled distance, in inches.
#[then(regex = "^the rolled distance is (\\d+)\"$")]
fn rolled(world: &mut AcceptanceWorld, inches: i64) -> Outcome {
    let moved = world.minis()?.moved.as_ref().ok_or("no move has been made")?;
    if moved.distance == Length::inches(inches) {
        Ok(())
    } else {
        Err(format!("the rolled distance is {}", moved.distance))
    }
}

fn unit_moved<'a>(
    world: &'a mut AcceptanceWorld,
    unit: &str,
) -> Result<&'a umpire::minis::UnitMoved, String> {
    let moved = world.minis()?.moved.as_ref().ok_or("no move has been made")?;
    moved.units.iter().find(|u| u.unit == unit).ok_or_else(|| format!("{unit} did not move"))
}

/// A unit reached its destination, having travelled this far.
#[then(regex = "^\"([^\"]+)\" reaches its destination after ([\\d.]+)\"$")]
fn reaches(world: &mut AcceptanceWorld, unit: String, inches: f64) -> Outcome {
    let moved = unit_moved(world, &unit)?;
    let expected = Length::from_f64(inches, Unit::Inch).display(Unit::Inch);
    match (moved.reached, moved.travelled.display(Unit::Inch)) {
        (true, got) if got == expected => Ok(()),
        (true, got) => Err(format!("{unit} travelled {got}, not {expected}")),
        (false, got) => Err(format!("{unit} stopped short after {got}")),
    }
}

/// A unit stopped short of its destination, at this point.
#[then(regex = "^\"([^\"]+)\" stops short at ([\\d.]+), ([\\d.]+)$")]
fn stops_short(world: &mut AcceptanceWorld, unit: String, x: f64, y: f64) -> Outcome {
    let moved = unit_moved(world, &unit)?;
    let want = Point::at(x, y, Unit::Inch);
    if moved.reached {
        return Err(format!("{unit} reached its destination"));
    }
    if moved.end.distance(want) <= Length::from_f64(0.01, Unit::Inch) {
        Ok(())
    } else {
        let (ex, ey) = moved.end.in_unit(Unit::Inch);
        Err(format!("{unit} stopped at {ex:.2}, {ey:.2}"))
    }
}

/// A unit's facing after its move, in degrees from north.
#[then(regex = "^\"([^\"]+)\" faces (\\d+)$")]
fn faces(world: &mut AcceptanceWorld, unit: String, degrees: f64) -> Outcome {
    let moved = unit_moved(world, &unit)?;
    if (moved.facing - degrees).abs() < 0.5 {
        Ok(())
    } else {
        Err(format!("{unit} faces {:.1}", moved.facing))
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
        chain: chain(&chain_word),
        route: points(&route)?,
        keep_facing: !keep.is_empty(),
    };
    let minis = world.minis()?;
    let distance = minis.game.distance(&order)?;
    let chance = minis.game.chance_to_arrive(&order)?;
    let judged = match (distance, chance) {
        (Ok((d, citations)), Ok(c)) => {
            minis.distribution = Some(d);
            minis.chance = Some(c);
            Judged {
                step: 0,
                refusal: None,
                cost: umpire::map::Mp::ZERO,
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
            cost: umpire::map::Mp::ZERO,
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
    let d = world.minis()?.distribution.as_ref().ok_or("no odds were worked out")?;
    if (d.min(), d.max(), d.step) == (from, to, spacing) {
        Ok(())
    } else {
        Err(format!(
            "the distance runs from {}\" to {}\" in steps of {}\"",
            d.min(),
            d.max(),
            d.step
        ))
    }
}

/// The exact chance of the worked-out order moving exactly this far.
#[then(regex = "^the chance of moving exactly (\\d+)\" is (\\d+(?:/\\d+)?)$")]
fn chance_of(world: &mut AcceptanceWorld, inches: u64, chance: String) -> Outcome {
    let d = world.minis()?.distribution.as_ref().ok_or("no odds were worked out")?;
    let got = d.chance_of(inches).to_string();
    if got == chance { Ok(()) } else { Err(format!("the chance of exactly {inches}\" is {got}")) }
}

/// The exact chance the worked-out order reaches its destination.
#[then(regex = r"^the chance to arrive is (\d+(?:/\d+)?)$")]
fn chance_to_arrive(world: &mut AcceptanceWorld, chance: String) -> Outcome {
    let got = world.minis()?.chance.ok_or("no odds were worked out")?.to_string();
    if got == chance { Ok(()) } else { Err(format!("the chance to arrive is {got}")) }
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
    let (got, why) = minis.game.fire_after(base, chain(&chain_word));
    match (got == dice, why.clause.as_str() == clause) {
        (true, true) => Ok(()),
        (false, _) => Err(format!("{unit} fires {got}D {weapon}")),
        (_, false) => Err(format!("the fire value comes from {}, not {clause}", why.clause)),
    }
}

/// The fire value in dice of `unit`'s `weapon`, as the scenario gives it.
pub(super) fn fire_value(minis: &Minis, unit: &str, weapon: &str) -> Result<u32, String> {
    let scenario = minis.game.scenario();
    let found = scenario.units.iter().find(|u| u.id == unit);
    found
        .and_then(|u| u.fire.get(weapon).copied())
        .ok_or_else(|| format!("{unit} has no {weapon} fire value"))
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
    let m = world.minis()?.measure.as_ref().ok_or("no route was measured")?;
    let want = Length::from_f64(inches, Unit::Inch).display(Unit::Inch);
    if m.length.display(Unit::Inch) != want {
        return Err(format!("the route is {}", m.length.display(Unit::Inch)));
    }
    if kind.is_empty() {
        return Ok(());
    }
    let over = m.over(&kind).display(Unit::Inch);
    let want = Length::from_f64(part.parse().unwrap_or(0.0), Unit::Inch).display(Unit::Inch);
    if over == want { Ok(()) } else { Err(format!("the route has {over} of {kind}")) }
}

/// The linear features the measured route crosses, in order (`hedge, wall`).
#[then(regex = r"^the route crosses (.+)$")]
fn crosses(world: &mut AcceptanceWorld, kinds: String) -> Outcome {
    let m = world.minis()?.measure.as_ref().ok_or("no route was measured")?;
    let want: Vec<&str> = kinds
        .split([',', ' '])
        .filter(|w| !w.is_empty() && *w != "and" && *w != "nothing")
        .collect();
    if m.crossings == want { Ok(()) } else { Err(format!("the route crosses {:?}", m.crossings)) }
}
