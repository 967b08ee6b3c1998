//! The speed-table rules for vehicles: a mover's speed for one movement phase, reversing,
//! flattened cover, miring, built-up areas and buildings.
//!
//! Every `When` step takes its inputs in a two-column table (`| terrain | dense wood |`) and
//! leaves its answer in the common verdict: the clauses as ledger lines, a refusal, the answer
//! itself in `end` and further facts as `key=value` lines in `path`. The `Then` steps read it
//! back, so a scenario keeps no state of its own.
//!
//! Speeds and distances are exact: a step reads `5.625 cm` or `45/8 cm` alike and compares it
//! with the exact value the rules worked out (nothing is rounded, the text states no rounding).

use std::collections::BTreeMap;

use cucumber::gherkin::Step;
use cucumber::{then, when};
use umpire_map::{Citation, Entry, Line, Refusal, ScriptedDice};
use umpire_minis::speed::vehicles::{
    Conditions, Crossing, MireOutcome, MireTest, Pressure, Size, Timing, Troop, TroopConditions,
    Vehicle, VehicleRules, Worked,
};
use umpire_minis::{ExactLength, Ratio, Unit};

use crate::steps::verdict::{Judged, cites, refusal_text};
use crate::steps::{AcceptanceWorld, Outcome};

/// The `| key | value |` rows of a step's table (a first row `| input | value |` is a header).
fn inputs(step: &Step) -> Result<BTreeMap<String, String>, String> {
    let table = step.table.as_ref().ok_or("this step needs a table of | input | value | rows")?;
    let mut out = BTreeMap::new();
    for row in &table.rows {
        match row.as_slice() {
            [k, _] if k == "input" => {}
            [k, v] => {
                out.insert(k.trim().to_owned(), v.trim().to_owned());
            }
            _ => return Err(format!("a row of two cells is needed, not {row:?}")),
        }
    }
    Ok(out)
}

fn rules(world: &AcceptanceWorld) -> Result<VehicleRules, String> {
    world.speed_rules().map(|(vehicles, _)| vehicles)
}

/// `20 cm`, `12.5 cm`, `45/8 cm` or `3 1/3 cm` into an exact length.
fn cm(text: &str) -> Result<ExactLength, String> {
    let number = text.trim().trim_end_matches("cm").trim();
    let value: Ratio = number.parse().map_err(|e| format!("{text:?} is no length in cm: {e}"))?;
    Ok(ExactLength::cm(value))
}

/// A length in cm as the verdict keeps it: exactly (`5.625 cm`, `10/3 cm`).
fn exact(length: ExactLength) -> String {
    length.exact(Unit::Cm)
}

fn yes(inputs: &BTreeMap<String, String>, key: &str) -> bool {
    inputs.get(key).is_some_and(|v| v == "yes")
}

fn number<T: std::str::FromStr>(
    inputs: &BTreeMap<String, String>,
    key: &str,
) -> Result<Option<T>, String> {
    inputs
        .get(key)
        .map(|v| {
            v.trim_end_matches('%').trim().parse().map_err(|_| format!("{key}: {v:?} is no number"))
        })
        .transpose()
}

/// `1/4`, `1/3` or `1` into an exact fraction (of a period).
fn fraction(text: &str) -> Result<Ratio, String> {
    text.trim().parse().map_err(|e| format!("{text:?} is no fraction: {e}"))
}

/// A vehicle from the inputs: `class`, `name`, `running gear`, `road`, `cross-country` (one
/// figure, or `2wd, 4wd`), `weight` (tonnes), `ground pressure`, `snow chains`.
fn vehicle(inputs: &BTreeMap<String, String>) -> Result<Vehicle, String> {
    let class = inputs.get("class").ok_or("the vehicle needs a class")?;
    let road = inputs.get("road").map(|v| cm(v)).transpose()?;
    let cross = match inputs.get("cross-country") {
        Some(v) => v.split(',').map(cm).collect::<Result<Vec<_>, _>>()?,
        None => Vec::new(),
    };
    let mut v = Vehicle::new(class, None, Vec::new());
    v.road = road;
    v.cross_country = cross;
    if let Some(name) = inputs.get("name") {
        v.name.clone_from(name);
    }
    v.running = inputs.get("running gear").cloned();
    if let Some(w) = inputs.get("weight") {
        let t: f64 = w
            .trim_end_matches('t')
            .trim()
            .parse()
            .map_err(|_| format!("weight: {w:?} is no tonnage"))?;
        v.weight_tenths = Some((t * 10.0).round() as u32);
    }
    v.pressure = match inputs.get("ground pressure") {
        Some(p) => p.parse::<Pressure>()?,
        None => Pressure::Normal,
    };
    v.snow_chains = yes(inputs, "snow chains");
    Ok(v)
}

/// `hedge, flattened wall, breached hedge` into crossings.
fn crossings(inputs: &BTreeMap<String, String>) -> Vec<Crossing> {
    let Some(list) = inputs.get("obstacles") else { return Vec::new() };
    list.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| {
            let (flattened, s) = s.strip_prefix("flattened ").map_or((false, s), |r| (true, r));
            let (breached, s) = s.strip_prefix("breached ").map_or((false, s), |r| (true, r));
            Crossing { kind: s.to_owned(), flattened, breached }
        })
        .collect()
}

fn conditions(inputs: &BTreeMap<String, String>) -> Result<Conditions, String> {
    Ok(Conditions {
        terrain: inputs.get("terrain").cloned().unwrap_or_else(|| "open".to_owned()),
        surface: inputs.get("on").cloned(),
        visibility: inputs
            .get("visibility")
            .map(|v| v.split(',').map(|s| s.trim().to_owned()).collect())
            .unwrap_or_default(),
        standing_start: yes(inputs, "standing start"),
        following_flattened: yes(inputs, "following the flattening AFV"),
        obstacles: crossings(inputs),
        turns: number(inputs, "90° turns")?.unwrap_or(0),
        towing_percent: number(inputs, "towing penalty")?.unwrap_or(0),
        suppressed: yes(inputs, "suppressed"),
        started_in_heavy: yes(inputs, "in heavy going at the start of the period"),
    })
}

fn verdict(
    citations: &[Citation],
    refusal: Option<Refusal>,
    end: Option<String>,
    path: Vec<String>,
) -> Judged {
    Judged::noted(refusal, citations, path, end)
}

fn worked_verdict(worked: &Worked) -> Judged {
    let mut path = Vec::new();
    if let Some(g) = &worked.going {
        path.push(format!("going={g}"));
    }
    if let Some(t) = worked.terrain_speed {
        path.push(format!("terrain speed={}", exact(t)));
    }
    match worked.mire_test {
        Some(Timing::StartOfPhase) => {
            path.push("mire test=at the start of the movement phase".to_owned())
        }
        Some(Timing::OnEntering) => path.push("mire test=on entering heavy going".to_owned()),
        None => {}
    }
    let (refusal, end) = match &worked.speed {
        Ok(s) => (None, Some(exact(*s))),
        Err(r) => (Some(r.clone()), None),
    };
    verdict(&worked.citations, refusal, end, path)
}

/// The value `key` the last ruling worked out, for a step expecting `want` (`None`: it worked
/// none out).
fn fact(world: &AcceptanceWorld, key: &str, want: &str) -> Result<Option<String>, String> {
    let judged = world.judged_for(want)?;
    let prefix = format!("{key}=");
    Ok(judged.path.iter().find_map(|p| p.strip_prefix(&prefix).map(str::to_owned)))
}

/// The message of a step expecting `want` when the ruling worked out no such value: its
/// refusal, or `none` (what was missing).
fn missing(world: &AcceptanceWorld, want: &str, none: &str) -> String {
    match world.judged().ok().and_then(|j| j.refusal.as_ref()) {
        Some(refusal) => format!("expected {want}, but {}", ruled(refusal)),
        None => format!("expected {want}, but {none}"),
    }
}

/// `the ruling was refused by …`, or for a misspelt value, that the step's input is bad.
fn ruled(refusal: &Refusal) -> String {
    if crate::steps::verdict::slip(refusal) {
        refusal_text(refusal)
    } else {
        format!("the ruling was {refusal}")
    }
}

/// The answer of the last ruling, for a step expecting `want`; or its refusal.
fn answer(world: &AcceptanceWorld, want: &str) -> Result<String, String> {
    let judged = world.judged_for(want)?;
    if let Some(r) = &judged.refusal {
        return Err(format!("expected {want}, but {}", ruled(r)));
    }
    judged.end.clone().ok_or_else(|| format!("expected {want}, but the last step gave no answer"))
}

/// Works out a vehicle's speed for one movement phase from a table of inputs: `class`
/// (`tracked AFV`, `other AFV`, `other 4wd`, `2wd`), `road`, `cross-country`, `running gear`,
/// `terrain`, `on` (a road, track, steppe or hard sand), `visibility`, `standing start`,
/// `obstacles`, `90° turns`, `towing penalty`, `suppressed`, `following the flattening AFV`.
#[when(expr = "the phase speed of a vehicle is worked out:")]
fn vehicle_speed(world: &mut AcceptanceWorld, step: &Step) -> Outcome {
    let inputs = inputs(step)?;
    let worked = rules(world)?.vehicle_speed(&vehicle(&inputs)?, &conditions(&inputs)?);
    world.judged = Some(Ok(worked_verdict(&worked)));
    Ok(())
}

/// Works out a troop element's speed for one movement phase: `kind` (`infantry`, `cyclists`,
/// `cavalry`, `animals`, `horse-drawn`), `normal`, `fast`, `pace` (`fast` for the second figure),
/// `terrain`, `standing start`, `obstacles`.
#[when(expr = "the phase speed of troops is worked out:")]
fn troop_speed(world: &mut AcceptanceWorld, step: &Step) -> Outcome {
    let inputs = inputs(step)?;
    let troop = Troop {
        kind: inputs.get("kind").cloned().ok_or("the troops need a kind")?,
        normal: inputs.get("normal").map(|v| cm(v)).transpose()?,
        fast: inputs.get("fast").map(|v| cm(v)).transpose()?,
    };
    let c = TroopConditions {
        terrain: inputs.get("terrain").cloned().unwrap_or_else(|| "open".to_owned()),
        fast: inputs.get("pace").is_some_and(|p| p == "fast"),
        standing_start: yes(&inputs, "standing start"),
        obstacles: crossings(&inputs),
    };
    let worked = rules(world)?.troop_speed(&troop, &c);
    world.judged = Some(Ok(worked_verdict(&worked)));
    Ok(())
}

/// The worked-out phase speed (legal), exactly (`5.625 cm` or `45/8 cm`), and a clause that
/// decided it.
#[then(regex = r"^the phase speed is (\d+(?:\.\d+)?(?:/\d+)?) cm, citing ([A-Z][\w.-]+)$")]
fn phase_speed(world: &mut AcceptanceWorld, want: String, clause: String) -> Outcome {
    let want = exact(cm(&want)?);
    let expected = format!("the phase speed to be {want}");
    let got = answer(world, &expected)?;
    if got != want {
        return Err(format!("expected {expected}, but it is {got}"));
    }
    cites(world, &clause)
}

/// The speed for the terrain (before obstacles, towing and suppression) of the worked-out speed,
/// exactly.
#[then(regex = r"^the speed for the terrain is (\d+(?:\.\d+)?(?:/\d+)?) cm$")]
fn terrain_speed(world: &mut AcceptanceWorld, want: String) -> Outcome {
    let want = exact(cm(&want)?);
    let expected = format!("the speed for the terrain to be {want}");
    match fact(world, "terrain speed", &expected)? {
        Some(got) if got == want => Ok(()),
        Some(got) => Err(format!("expected {expected}, but it is {got}")),
        None => Err(missing(world, &expected, "no speed for the terrain was worked out")),
    }
}

/// The going class the worked-out speed used, and the clause that set it.
#[then(regex = r"^the going is (normal|poor|heavy), citing ([A-Z][\w.-]+)$")]
fn going(world: &mut AcceptanceWorld, want: String, clause: String) -> Outcome {
    let expected = format!("the going to be {want}");
    match fact(world, "going", &expected)? {
        Some(got) if got == want => cites(world, &clause),
        Some(got) => Err(format!("expected {expected}, but it is {got}")),
        None => Err(missing(world, &expected, "no going was worked out (on a road)")),
    }
}

/// When a miring test is due for the worked-out move.
#[then(
    regex = r"^a miring test is due (at the start of the movement phase|on entering heavy going), citing ([A-Z][\w.-]+)$"
)]
fn mire_due(world: &mut AcceptanceWorld, when: String, clause: String) -> Outcome {
    let expected = format!("a miring test to be due {when}");
    match fact(world, "mire test", &expected)? {
        Some(got) if got == when => cites(world, &clause),
        Some(got) => Err(format!("expected {expected}, but it is due {got}")),
        None => Err(missing(world, &expected, "no miring test is due")),
    }
}

/// No miring test is due for the worked-out move.
#[then(expr = "no miring test is due")]
fn no_mire_due(world: &mut AcceptanceWorld) -> Outcome {
    match fact(world, "mire test", "no miring test to be due")? {
        None => Ok(()),
        Some(got) => Err(format!("expected no miring test to be due, but one is due {got}")),
    }
}

/// How far a vehicle may reverse: `class`, `name`, `running gear`, `phase speed` (its final
/// speed this phase), `hull-down`.
#[when(expr = "the vehicle's reverse is worked out:")]
fn reverse(world: &mut AcceptanceWorld, step: &Step) -> Outcome {
    let inputs = inputs(step)?;
    let speed = cm(inputs.get("phase speed").map_or("0", String::as_str))?;
    let judged = match rules(world)?.reverse(&vehicle(&inputs)?, speed, yes(&inputs, "hull-down")) {
        Ok(r) => verdict(
            &r.citations,
            None,
            Some(exact(r.distance)),
            vec![format!("forward={}", exact(r.forward))],
        ),
        Err(refusal) => verdict(&[], Some(refusal), None, Vec::new()),
    };
    world.judged = Some(Ok(judged));
    Ok(())
}

/// The worked-out reverse distance, exactly, and the clause that allows it.
#[then(regex = r"^it may reverse (\d+(?:\.\d+)?(?:/\d+)?) cm, citing ([A-Z][\w.-]+)$")]
fn reverses(world: &mut AcceptanceWorld, want: String, clause: String) -> Outcome {
    let want = exact(cm(&want)?);
    let expected = format!("it to be able to reverse {want}");
    let got = answer(world, &expected)?;
    if got != want {
        return Err(format!("expected {expected}, but it may reverse {got}"));
    }
    cites(world, &clause)
}

/// How far it may drive forward after backing out of hull-down, exactly.
#[then(regex = r"^it may then drive off (\d+(?:\.\d+)?(?:/\d+)?) cm$")]
fn drives_off(world: &mut AcceptanceWorld, want: String) -> Outcome {
    let want = exact(cm(&want)?);
    let expected = format!("it to be able to drive off {want}");
    match fact(world, "forward", &expected)? {
        Some(got) if got == want => Ok(()),
        Some(got) => Err(format!("expected {expected}, but it may drive off {got}")),
        None => Err(missing(world, &expected, "no distance to drive off was worked out")),
    }
}

/// An AFV drives through cover and rolls the D20 to flatten it: `class`, `weight` (tonnes),
/// `cover` (`dense wood` or a hard obstacle), `roll`.
#[when(expr = "an AFV rolls to flatten cover:")]
fn flatten(world: &mut AcceptanceWorld, step: &Step) -> Outcome {
    let inputs = inputs(step)?;
    let roll: u32 = number(&inputs, "roll")?.ok_or("the D20 roll is needed")?;
    let mut dice = ScriptedDice::new([roll]);
    let cover = inputs.get("cover").ok_or("the cover is needed")?;
    let judged = match rules(world)?.flatten(&vehicle(&inputs)?, cover, &mut dice) {
        Ok(f) => {
            let end = if f.success {
                format!("flattened into {}", f.becomes)
            } else {
                "not flattened".to_owned()
            };
            verdict(&f.citations, None, Some(end), vec![format!("chance={}", f.chance)])
        }
        Err(refusal) => verdict(&[], Some(refusal), None, Vec::new()),
    };
    world.judged = Some(Ok(judged));
    Ok(())
}

/// The cover was flattened into poor going or a soft obstacle, and the clause that did it.
#[then(
    regex = r"^the cover is flattened into (poor going|a soft obstacle), citing ([A-Z][\w.-]+)$"
)]
fn flattened(world: &mut AcceptanceWorld, into: String, clause: String) -> Outcome {
    let want = if into == "poor going" { "flattened into poor" } else { "flattened into soft" };
    let expected = format!("the cover to be flattened into {into}");
    let got = answer(world, &expected)?;
    if got != want {
        return Err(format!("expected {expected}, but the cover is {got}"));
    }
    cites(world, &clause)
}

/// The cover stood, and the clause that decided it.
#[then(regex = r"^the cover is not flattened, citing ([A-Z][\w.-]+)$")]
fn not_flattened(world: &mut AcceptanceWorld, clause: String) -> Outcome {
    let got = answer(world, "the cover not to be flattened")?;
    if got != "not flattened" {
        return Err(format!("expected the cover not to be flattened, but it is {got}"));
    }
    cites(world, &clause)
}

/// The exact chance the AFV had to flatten the cover.
#[then(regex = r"^the chance to flatten it was (\d+(?:/\d+)?)$")]
fn flatten_chance(world: &mut AcceptanceWorld, want: String) -> Outcome {
    let expected = format!("the chance to flatten it to be {want}");
    match fact(world, "chance", &expected)? {
        Some(got) if got == want => Ok(()),
        Some(got) => Err(format!("expected {expected}, but it was {got}")),
        None => Err(missing(world, &expected, "no chance was worked out")),
    }
}

/// A vehicle takes a miring test: `class`, `running gear`, `ground pressure`, `snow chains`,
/// `terrain`, `already stuck`, `towing`, `phase speed`, `roll` (the D10).
#[when(expr = "the miring test is rolled:")]
fn mire(world: &mut AcceptanceWorld, step: &Step) -> Outcome {
    let inputs = inputs(step)?;
    let roll: u32 = number(&inputs, "roll")?.ok_or("the D10 roll is needed")?;
    let mut dice = ScriptedDice::new([roll]);
    let v = vehicle(&inputs)?;
    let test = MireTest {
        terrain: inputs.get("terrain").cloned().unwrap_or_default(),
        already_stuck: yes(&inputs, "already stuck"),
        towing: yes(&inputs, "towing"),
        phase_speed: cm(inputs.get("phase speed").map_or("0", String::as_str))?,
    };
    let rules = rules(world)?;
    let judged = match (rules.mire(&v, &test, &mut dice), rules.mire_chance(&v, &test)) {
        (Ok(m), Ok(chance)) => {
            let end = match m.outcome {
                MireOutcome::Clear => "clear".to_owned(),
                MireOutcome::Stuck => "stuck".to_owned(),
                MireOutcome::StillStuck => "still stuck".to_owned(),
                MireOutcome::PermanentlyStuck => "permanently stuck".to_owned(),
                MireOutcome::Freed(l) => format!("freed with {}", exact(l)),
            };
            verdict(
                &m.citations,
                None,
                Some(end),
                vec![format!("total={}", m.total), format!("chance={chance}")],
            )
        }
        (Err(refusal), _) | (_, Err(refusal)) => verdict(&[], Some(refusal), None, Vec::new()),
    };
    world.judged = Some(Ok(judged));
    Ok(())
}

/// The miring test's outcome, and a clause that decided it.
#[then(
    regex = r"^the vehicle is (clear|stuck|still stuck|permanently stuck), citing ([A-Z][\w.-]+)$"
)]
fn mired(world: &mut AcceptanceWorld, want: String, clause: String) -> Outcome {
    let expected = format!("the vehicle to be {want}");
    let got = answer(world, &expected)?;
    if got != want {
        return Err(format!("expected {expected}, but it is {got}"));
    }
    cites(world, &clause)
}

/// The stuck vehicle was freed, with this much move left (exactly), and the clause.
#[then(
    regex = r"^the vehicle is freed with (\d+(?:\.\d+)?(?:/\d+)?) cm to move, citing ([A-Z][\w.-]+)$"
)]
fn freed(world: &mut AcceptanceWorld, want: String, clause: String) -> Outcome {
    let want = format!("freed with {}", exact(cm(&want)?));
    let expected = format!("the vehicle to be {want} to move");
    let got = answer(world, &expected)?;
    if got != want {
        return Err(format!("expected {expected}, but it is {got}"));
    }
    cites(world, &clause)
}

/// The miring test's modified total (D10 plus every modifier).
#[then(regex = r"^the modified miring total is (-?\d+)$")]
fn mire_total(world: &mut AcceptanceWorld, want: String) -> Outcome {
    let expected = format!("the modified miring total to be {want}");
    match fact(world, "total", &expected)? {
        Some(got) if got == want => Ok(()),
        Some(got) => Err(format!("expected {expected}, but it is {got}")),
        None => Err(missing(world, &expected, "no miring test was rolled")),
    }
}

/// The exact chance that the miring test leaves the vehicle stuck.
#[then(regex = r"^the chance of staying or getting stuck was (\d+(?:/\d+)?)$")]
fn mire_chance(world: &mut AcceptanceWorld, want: String) -> Outcome {
    let expected = format!("the chance of staying or getting stuck to be {want}");
    match fact(world, "chance", &expected)? {
        Some(got) if got == want => Ok(()),
        Some(got) => Err(format!("expected {expected}, but it was {got}")),
        None => Err(missing(world, &expected, "no miring test was rolled")),
    }
}

/// When a vehicle tests for miring, from where it is at the start of the period and where it
/// goes.
#[when(
    regex = r"^the miring test time is worked out for a vehicle (already in heavy going at the start of the period|entering heavy going|staying out of heavy going)$"
)]
fn mire_time(world: &mut AcceptanceWorld, case: String) -> Outcome {
    let (started, enters) = match case.as_str() {
        "already in heavy going at the start of the period" => (true, true),
        "entering heavy going" => (false, true),
        _ => (false, false),
    };
    let (timing, citation) = rules(world)?.mire_timing(started, enters);
    let path = match timing {
        Some(Timing::StartOfPhase) => {
            vec!["mire test=at the start of the movement phase".to_owned()]
        }
        Some(Timing::OnEntering) => vec!["mire test=on entering heavy going".to_owned()],
        None => Vec::new(),
    };
    world.judged = Some(Ok(verdict(&[citation], None, Some("timing".to_owned()), path)));
    Ok(())
}

/// A vehicle of a speed-table scenario in `scenarios/minis/` drives from where it stands to the
/// points (in the table's unit, joined by `then`: a 90° turn at a waypoint is a deduction) and
/// takes its miring test where its route meets heavy going, the D10 rolling as given (without
/// a roll, a test that falls due is bad input), with the running gear, ground pressure, snow
/// chains and towing its `[[units]]` entry states. A unit whose entry states a facing turns
/// from it onto the first leg (each 90° a deduction); one with none makes no turn at its start.
/// Its answer is where it stops; it stops short of going it may not enter, an obstacle it may
/// not cross, or a deduction that would reach 100%.
#[when(
    regex = r#"^"([^"]+)" of "([^"]+)" drives to (.+?)(?: with the miring die rolling (\d+))?$"#
)]
fn drives_mired(
    world: &mut AcceptanceWorld,
    unit: String,
    file: String,
    to: String,
    roll: String,
) -> Outcome {
    use umpire_minis::speed::route::{route_mover, vehicle_along_route_mired};
    let text = world.scenario_file(&file, Some("minis"))?.text()?;
    let scenario = umpire_minis::load_table(&text, &file).map_err(|e| e.to_string())?;
    let found = scenario
        .units
        .iter()
        .find(|u| u.id == unit)
        .ok_or_else(|| format!("{file} has no unit {unit:?}"))?;
    let table = scenario.table.unit;
    let mut route = vec![scenario.position(found)];
    route.extend(super::points_in(&to, table)?);
    let (vehicles, troops) = world.speed_rules()?;
    let mover = route_mover(&vehicles, &troops, found, table, scenario.stated_facing(found))
        .map_err(|e| format!("{file}: unit {unit:?}: {e}"))?;
    let rolls: Vec<u32> = if roll.is_empty() {
        Vec::new()
    } else {
        vec![roll.parse().map_err(|_| format!("{roll:?} is not a roll of the D10"))?]
    };
    let mut dice = ScriptedDice::new(rolls);
    let judged =
        match vehicle_along_route_mired(&vehicles, &scenario.table, &mover, &route, &mut dice) {
            Err(refusal) => verdict(&[], Some(refusal), None, Vec::new()),
            Ok(moved) => {
                let (x, y) = moved.end.in_unit(table);
                let mut citations = moved.speed.worked.citations.clone();
                let mut facts = Vec::new();
                if let Some(test) = &moved.test {
                    citations.extend(test.mired.citations.iter().copied());
                    facts.push(format!("mire={:?}", test.mired.outcome).to_lowercase());
                    facts.push(format!("total={}", test.mired.total));
                    facts.push(format!("chance={}", test.stuck_chance));
                }
                facts.push(format!("moved={}", exact(moved.moved)));
                facts.push(format!("turns={}", moved.speed.turns));
                facts.push(format!("facing turns={}", moved.speed.facing_turns));
                let stop = moved.speed.stop.clone();
                if let Some(stop) = &stop {
                    citations.push(Citation::new(stop.clause, "it stops short here"));
                }
                let mut judged = verdict(
                    &citations,
                    moved.speed.worked.speed.err(),
                    Some(format!("{x}, {y}")),
                    facts,
                );
                judged.stop = stop.map(|s| Citation::new(s.clause, "it stops short here"));
                if let Some(reason) = moved.speed.stop {
                    judged.path.push(format!("stopped={reason}"));
                }
                judged
            }
        };
    world.judged = Some(Ok(judged));
    Ok(())
}

/// Where the vehicle of the last drive stopped, in the table's unit, and what its miring test
/// gave (`stuck`, `clear`).
#[then(regex = r"^it stops at ([\d.]+), ([\d.]+)(?:, (stuck|clear))?$")]
fn stops_at(world: &mut AcceptanceWorld, x: f64, y: f64, mire: String) -> Outcome {
    let end = answer(world, &format!("it to stop at {x}, {y}"))?;
    if end != format!("{x}, {y}") {
        return Err(format!("expected it to stop at {x}, {y}, but it stops at {end}"));
    }
    if mire.is_empty() {
        return Ok(());
    }
    match fact(world, "mire", &format!("its miring test to leave it {mire}"))? {
        Some(got) if got == mire => Ok(()),
        got => Err(format!(
            "expected its miring test to leave it {mire}, but it was {}",
            got.unwrap_or_else(|| "not taken".to_owned())
        )),
    }
}

/// How far the vehicle of the last drive moved and where it stopped (in the table's unit), and
/// the clause that stopped it short (going it may not enter, an obstacle it may not cross, a
/// deduction reaching 100%) — or, without one, that nothing did: it ran out of speed or reached
/// the route's end.
#[then(
    regex = r"^it moves ([\d./]+) cm to ([\d.]+), ([\d.]+)(?:, stopped by ([A-Z][\w.-]+)| with nothing in its way)$"
)]
fn moves_to(world: &mut AcceptanceWorld, moved: String, x: f64, y: f64, clause: String) -> Outcome {
    let expected = format!("it to move {moved} cm to {x}, {y}");
    let end = answer(world, &expected)?;
    if end != format!("{x}, {y}") {
        return Err(format!("expected {expected}, but it stops at {end}"));
    }
    let want = exact(ExactLength::cm(fraction(&moved)?));
    match fact(world, "moved", &expected)? {
        Some(got) if got == want => {}
        got => {
            let got = got.unwrap_or_else(|| "nothing".to_owned());
            return Err(format!("expected {expected}, but it moves {got}"));
        }
    }
    let judged = world.judged_for(&expected)?;
    let stopped = judged.path.iter().find_map(|p| p.strip_prefix("stopped=")).map(str::to_owned);
    match (clause.is_empty(), judged.stop.as_ref()) {
        (true, None) => Ok(()),
        (true, Some(_)) => Err(format!(
            "expected nothing to stop it short, but it was stopped: {}",
            stopped.unwrap_or_default()
        )),
        (false, Some(stop)) if stop.clause.as_str() == clause => cites(world, &clause),
        (false, Some(_)) => Err(format!(
            "expected it to be stopped by {clause}, but it was stopped: {}",
            stopped.unwrap_or_default()
        )),
        (false, None) => {
            Err(format!("expected it to be stopped by {clause}, but nothing stopped it"))
        }
    }
}

/// How many 90° turns the vehicle of the last drive made on its way (SPEED-OBST-11/-12).
#[then(regex = r"^it makes (\d+) turns? of 90°(?:, citing ([A-Z][\w.-]+))?$")]
fn made_turns(world: &mut AcceptanceWorld, want: u32, clause: String) -> Outcome {
    let expected = format!("it to make {want} turn(s) of 90°");
    match fact(world, "turns", &expected)? {
        Some(got) if got == want.to_string() && clause.is_empty() => Ok(()),
        Some(got) if got == want.to_string() => cites(world, &clause),
        got => Err(format!(
            "expected {expected}, but it makes {}",
            got.unwrap_or_else(|| "none".to_owned())
        )),
    }
}

/// A vehicle drives into a large building or through the wall of a small one: the vehicle and
/// phase inputs as for its phase speed, plus `towing` and `roll` (the getting-stuck D10).
#[when(regex = r"^the vehicle drives into a (large|small) building:$")]
fn building(world: &mut AcceptanceWorld, size: String, step: &Step) -> Outcome {
    let inputs = inputs(step)?;
    let size = if size == "large" { Size::Large } else { Size::Small };
    let mut dice = ScriptedDice::new(number::<u32>(&inputs, "roll")?);
    let entry = rules(world)?.enter_building(
        &vehicle(&inputs)?,
        &conditions(&inputs)?,
        size,
        yes(&inputs, "towing"),
        &mut dice,
    );
    let judged = match entry {
        Ok(e) => {
            let mut judged = worked_verdict(&e.worked);
            judged.ledger.extend(
                e.citations.iter().map(|c| Entry { step: 0, line: Line::note(c.clause, c.note) }),
            );
            judged.path.push(format!("disabled={}", if e.disabled { "yes" } else { "no" }));
            judged
        }
        Err(refusal) => verdict(&[], Some(refusal), None, Vec::new()),
    };
    world.judged = Some(Ok(judged));
    Ok(())
}

/// Whether the building collapsed on the vehicle breaking in, and the clause.
#[then(
    regex = r"^the vehicle (is disabled by the collapse|breaks in intact), citing ([A-Z][\w.-]+)$"
)]
fn collapse(world: &mut AcceptanceWorld, what: String, clause: String) -> Outcome {
    let want = if what.starts_with("is disabled") { "yes" } else { "no" };
    let expected = format!("the vehicle to {what}");
    match fact(world, "disabled", &expected)? {
        Some(got) if got == want => cites(world, &clause),
        Some(got) => {
            let found =
                if got == "yes" { "it is disabled by the collapse" } else { "it breaks in intact" };
            Err(format!("expected {expected}, but {found}"))
        }
        None => Err(missing(world, &expected, "no collapse test was taken")),
    }
}

/// Infantry climb inside a building: how many contour levels, and the time spent so far.
#[when(regex = r"^infantry climb (\d+) contour levels? having spent (\d+(?:/\d+)?) of a period$")]
fn climb(world: &mut AcceptanceWorld, levels: u32, spent: String) -> Outcome {
    let c = rules(world)?.climb(levels, fraction(&spent)?);
    world.judged = Some(Ok(verdict(
        &c.citations,
        None,
        Some(c.time.fraction()),
        vec![format!("reached={}", c.reached)],
    )));
    Ok(())
}

/// The time the whole climb takes, in periods, and the clause.
#[then(regex = r"^the climb takes (\d+(?:/\d+)?) of a period, citing ([A-Z][\w.-]+)$")]
fn climb_time(world: &mut AcceptanceWorld, want: String, clause: String) -> Outcome {
    let expected = format!("the climb to take {want} of a period");
    let got = answer(world, &expected)?;
    if got != fraction(&want)?.fraction() {
        return Err(format!("expected {expected}, but it takes {got}"));
    }
    cites(world, &clause)
}

/// How many levels up the climbing infantry count as being, and the clause.
#[then(regex = r"^they count as (\d+) levels? up, citing ([A-Z][\w.-]+)$")]
fn climbed(world: &mut AcceptanceWorld, want: String, clause: String) -> Outcome {
    let expected = format!("them to count as {want} levels up");
    match fact(world, "reached", &expected)? {
        Some(got) if got == want => cites(world, &clause),
        Some(got) => Err(format!("expected {expected}, but they count as {got}")),
        None => Err(missing(world, &expected, "no climb was worked out")),
    }
}

/// The last verdict was refused with a reason that names an unknown `name` and suggests the
/// nearest known one (`the refusal names "lory" and suggests "lorry"`), whichever speed-table
/// rule refused it.
#[then(regex = r#"^the refusal names "([^"]+)" and suggests "([^"]+)"$"#)]
fn refusal_suggests(world: &mut AcceptanceWorld, name: String, near: String) -> Outcome {
    let expected = format!("a refusal naming {name:?} and suggesting {near:?}");
    let judged = world.judged_for(&expected)?;
    let refusal = judged
        .refusal
        .as_ref()
        .ok_or_else(|| format!("expected {expected}, but the last ruling was not refused"))?;
    let named = refusal.reason.contains(&format!("{name:?}"));
    let suggests = refusal.reason.contains(&format!("did you mean {near:?}?"));
    if named && suggests {
        Ok(())
    } else {
        Err(format!("expected {expected}, but it was {refusal}"))
    }
}

/// The messages a rules editor reads when a speed-table step fails: a misspelt value is bad
/// input, and a length is written with its unit once.
#[cfg(test)]
mod tests {
    use super::*;

    /// A world whose last ruling is the phase speed of a vehicle with these inputs.
    fn vehicle_worked_out(rows: &[(&str, &str)]) -> Result<AcceptanceWorld, String> {
        let mut world = crate::steps::repository_world();
        let inputs: BTreeMap<String, String> =
            rows.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect();
        let worked = rules(&world)?.vehicle_speed(&vehicle(&inputs)?, &conditions(&inputs)?);
        world.judged = Some(Ok(worked_verdict(&worked)));
        Ok(world)
    }

    #[test]
    fn a_misspelt_terrain_is_bad_input_with_the_nearest_name() -> Outcome {
        let tank = [("class", "tracked AFV"), ("cross-country", "30 cm"), ("terrain", "scurb")];
        let mut world = vehicle_worked_out(&tank)?;
        let checked = phase_speed(&mut world, "30".to_owned(), "SPEED-TERRAIN-02".to_owned());
        let message = checked.err().unwrap_or_default();
        assert!(
            message.starts_with(
                "expected the phase speed to be 30 cm, but the step names something the rules \
                 do not know (bad input, not a ruling): "
            ),
            "{message}"
        );
        assert!(message.contains("\"scurb\"") && message.contains("did you mean \"scrub\"?"));
        assert!(!message.contains("refused by"), "{message}");
        Ok(())
    }

    #[test]
    fn lengths_carry_their_unit_once() -> Outcome {
        let tank = [("class", "tracked AFV"), ("cross-country", "30 cm")];
        let mut world = vehicle_worked_out(&tank)?;
        let checked = phase_speed(&mut world, "27".to_owned(), "SPEED-TERRAIN-02".to_owned());
        assert_eq!(
            checked,
            Err("expected the phase speed to be 27 cm, but it is 30 cm".to_owned())
        );
        let checked = terrain_speed(&mut world, "27".to_owned());
        assert_eq!(
            checked,
            Err("expected the speed for the terrain to be 27 cm, but it is 30 cm".to_owned())
        );
        Ok(())
    }
}
