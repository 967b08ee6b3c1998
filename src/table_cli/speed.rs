//! `umpire measure` on a speed-table scenario (`[rules] ruleset = "minis-speed"`): the route's
//! spans, crossings and 90° turns (from the unit's stated facing onto the first leg, and at
//! its waypoints, `--via`), the going that sets the phase speed, every deduction with its
//! clause, what stopped it short (going it may not enter, an obstacle it may not cross, a
//! deduction that would reach 100%), the miring test where the route meets heavy going — with
//! the unit's running gear, ground pressure, snow chains and towing, its exact chance of
//! getting stuck, and the roll of the seeded dice — and how far the vehicle gets.
//!
//! The rules never round: a speed of 75% of 7.5 cm is 5.625 cm. The text shows lengths to two
//! decimals and adds the exact value where that rounds (`5.63 cm (exactly 5.625 cm)`); the JSON
//! keeps the rounded text under the usual keys and the exact value, a fraction of the table's
//! unit (`"45/8"`), under `…_exact` keys.

use std::fmt::Write as _;
use std::process::ExitCode;

use umpire::json;
use umpire::map::SeededDice;
use umpire::minis::speed::route::{MiredRoute, route_mover, vehicle_along_route_mired};
use umpire::minis::speed::vehicles::MireOutcome;
use umpire::minis::{ExactLength, Point, TableScenario, Unit};

use crate::cli_error::{CliError, Kind};

/// Exit code of a rules verdict of "illegal".
const ILLEGAL: u8 = 1;

/// Measures `unit`'s move along `route` (the unit's position first) on a speed-table scenario,
/// rolling a miring test that falls due with dice seeded `seed`.
pub fn measure(
    scenario: &TableScenario,
    unit: &str,
    route: &[Point],
    json: bool,
    seed: u64,
) -> Result<ExitCode, CliError> {
    let mired = mired(scenario, unit, route, seed)?;
    let table_unit = scenario.table.unit;
    if json {
        let value = speed_json(unit, table_unit, &mired);
        crate::output::println(&serde_json::to_string_pretty(&value)?)?;
    } else {
        crate::output::print(&report(unit, table_unit, &mired))?;
    }
    Ok(if mired.speed.worked.speed.is_err() { ExitCode::from(ILLEGAL) } else { ExitCode::SUCCESS })
}

/// `umpire why` on a speed-table scenario: whether `unit` gets to the end of `route` this
/// phase, and what keeps it short if it does not — the going it may not move in, the obstacle
/// or turn that stops it, its speed short of the route, or the miring test (rolled with dice
/// seeded `seed`, as `umpire measure` rolls it) — then the measured move. Exit code 0 when it
/// gets there, 1 when not.
pub fn why(
    scenario: &TableScenario,
    unit: &str,
    route: &[Point],
    to: &str,
    seed: u64,
) -> Result<ExitCode, CliError> {
    let mired = mired(scenario, unit, route, seed)?;
    let table_unit = scenario.table.unit;
    let moved = &mired.speed;
    let heading = match (&moved.worked.speed, &moved.stop) {
        _ if mired.reached => format!("{unit} can reach {to} this phase\n"),
        (Err(refusal), _) => format!("{unit} cannot reach {to}: it may not move, {refusal}\n"),
        (Ok(_), Some(stop)) => format!("{unit} cannot reach {to}: stopped short, {stop}\n"),
        (Ok(speed), None) if moved.reached => format!(
            "{unit} cannot reach {to}: the miring test stops it after {} of its {}{}\n",
            mired.moved.display(table_unit),
            speed.display(table_unit),
            cited(mired.test.as_ref().map_or(&[][..], |t| &t.mired.citations))
        ),
        (Ok(speed), None) => format!(
            "{unit} cannot reach {to} this phase: its speed of {} is short of the {} route{}\n",
            speed.display(table_unit),
            moved.measure.length.display(table_unit),
            cited(&moved.worked.citations)
        ),
    };
    crate::output::print(&heading)?;
    crate::output::print(&report(unit, table_unit, &mired))?;
    Ok(if mired.reached { ExitCode::SUCCESS } else { ExitCode::from(ILLEGAL) })
}

/// ` (CLAUSE)`: the last of `citations`, the clause that decided (nothing when there is none).
fn cited(citations: &[umpire::map::Citation]) -> String {
    citations.last().map(|c| format!(" ({})", c.clause)).unwrap_or_default()
}

/// `unit`'s move along `route` on a speed-table scenario (the scenario's rules data and
/// errata in force), its miring test rolled with dice seeded `seed`.
fn mired(
    scenario: &TableScenario,
    unit: &str,
    route: &[Point],
    seed: u64,
) -> Result<MiredRoute, CliError> {
    let found = scenario
        .units
        .iter()
        .find(|u| u.id == unit)
        .ok_or_else(|| CliError::order("--unit", format!("no unit {unit:?} on this table")))?;
    // The embedded rules with the scenario's `[rules.data]` (and the errata laid under it).
    let empty = toml::Table::new();
    let data = scenario.rules.as_ref().and_then(|r| r.get("data")).and_then(toml::Value::as_table);
    let (rules, troops) = umpire::errata::speed_data(data.unwrap_or(&empty)).map_err(|e| {
        let text = format!("{}: rules.data.{e}", scenario.origin);
        let error = CliError::located_text(Kind::Scenario, text, &scenario.origin);
        super::in_table(error, &scenario.keys)
    })?;
    let table_unit = scenario.table.unit;
    let mover = route_mover(&rules, &troops, found, table_unit, scenario.stated_facing(found))
        .map_err(|e| {
            let i = scenario.units.iter().position(|u| u.id == unit).unwrap_or_default();
            let key = format!("units[{i}].{}", e.key);
            let place = match scenario.keys.nearest(&key) {
                Some(at) if at.line > 0 => format!("{}:{}:{}", scenario.origin, at.line, at.column),
                _ => scenario.origin.clone(),
            };
            let text = format!("{place}: {key}: {}", e.message);
            CliError::located_text(Kind::Scenario, text, &scenario.origin)
                .with_suggestion(e.suggestion.clone())
        })?;
    let mut dice = SeededDice::new(seed);
    vehicle_along_route_mired(&rules, &scenario.table, &mover, route, &mut dice).map_err(
        |refusal| {
            CliError::order("--unit", format!("{unit}: the miring test cannot be taken: {refusal}"))
        },
    )
}

/// A length as a number of `unit` to two decimals, for JSON.
fn rounded(length: ExactLength, unit: Unit) -> f64 {
    (length.in_unit(unit).to_f64() * 100.0).round() / 100.0
}

/// The move as JSON.
fn speed_json(unit: &str, table_unit: Unit, mired: &MiredRoute) -> json::SpeedMeasure {
    let moved = &mired.speed;
    let citations =
        |c: &[umpire::map::Citation]| c.iter().map(json::Citation::from).collect::<Vec<_>>();
    let length = |l: umpire::minis::Length| (l.in_unit(table_unit) * 100.0).round() / 100.0;
    let miring = mired.test.as_ref().map(|t| {
        let (x, y) = t.point.in_unit(table_unit);
        json::Miring {
            at: length(t.at),
            point: [(x * 100.0).round() / 100.0, (y * 100.0).round() / 100.0],
            terrain: t.terrain.clone(),
            roll: t.mired.roll,
            total: t.mired.total,
            stuck_chance: t.stuck_chance.to_string(),
            outcome: match t.mired.outcome {
                MireOutcome::Clear => "clear",
                MireOutcome::Stuck => "stuck",
                MireOutcome::StillStuck => "still-stuck",
                MireOutcome::PermanentlyStuck => "permanently-stuck",
                MireOutcome::Freed(_) => "freed",
            }
            .to_owned(),
            citations: citations(&t.mired.citations),
        }
    });
    let speed = moved.worked.speed.as_ref().ok();
    json::SpeedMeasure {
        schema: <json::SpeedMeasure as json::Output>::ID.to_owned(),
        ruleset: "minis-speed".to_owned(),
        unit: unit.to_owned(),
        length_unit: super::report::unit_name(table_unit),
        route_length: length(moved.measure.length),
        spans: moved
            .measure
            .spans
            .iter()
            .map(|s| json::SpeedSpan { kind: s.kind.clone(), length: length(s.length) })
            .collect(),
        crossings: moved.measure.crossings.clone(),
        terrain: moved.terrain.clone(),
        turns: moved.turns - moved.facing_turns,
        facing_turns: moved.facing_turns,
        going: moved.worked.going.clone(),
        speed: speed.map(|s| rounded(*s, table_unit)),
        speed_exact: speed.map(|s| s.fraction(table_unit)),
        terrain_speed: moved.worked.terrain_speed.map(|s| rounded(s, table_unit)),
        terrain_speed_exact: moved.worked.terrain_speed.map(|s| s.fraction(table_unit)),
        verdict: if moved.worked.speed.is_ok() { "legal" } else { "illegal" }.to_owned(),
        refusal: moved.worked.speed.as_ref().err().map(json::Refusal::from),
        stopped: moved.stop.as_ref().map(json::Refusal::from),
        miring,
        moved: rounded(mired.moved, table_unit),
        moved_exact: mired.moved.fraction(table_unit),
        reached: mired.reached,
        citations: citations(&moved.worked.citations),
    }
}

/// `length` to two decimals, with the exact value after it where that rounds:
/// `5.63 cm (exactly 5.625 cm)`, `10 cm`.
fn shown(length: ExactLength, unit: Unit) -> String {
    let display = length.display(unit);
    let exact = length.exact(unit);
    if display == exact { display } else { format!("{display} (exactly {exact})") }
}

/// The move as text.
fn report(unit: &str, table_unit: Unit, mired: &MiredRoute) -> String {
    let moved = &mired.speed;
    let mut out = format!("{unit}: a route of {}\n", moved.measure.length.display(table_unit));
    for span in &moved.measure.spans {
        let _ = writeln!(out, "  {} over {}", span.length.display(table_unit), span.kind);
    }
    if !moved.measure.crossings.is_empty() {
        let _ = writeln!(out, "  crossing {}", moved.measure.crossings.join(", "));
    }
    if moved.facing_turns > 0 {
        let _ = writeln!(
            out,
            "  turning {} × 90° from its facing onto the first leg",
            moved.facing_turns
        );
    }
    if moved.turns > moved.facing_turns {
        let _ =
            writeln!(out, "  turning {} × 90° at its waypoints", moved.turns - moved.facing_turns);
    }
    let _ = writeln!(
        out,
        "the slowest ground reached: {} ({} going)",
        moved.terrain,
        moved.worked.going.as_deref().unwrap_or("road")
    );
    for citation in &moved.worked.citations {
        let _ = writeln!(out, "  {citation}");
    }
    match &moved.worked.speed {
        Ok(speed) => {
            if let Some(terrain) = moved.worked.terrain_speed.filter(|t| t != speed) {
                let _ = writeln!(
                    out,
                    "speed for the terrain (before obstacles, towing and suppression): {}",
                    shown(terrain, table_unit)
                );
            }
            let _ = writeln!(out, "speed this phase: {}", shown(*speed, table_unit));
            if let Some(test) = &mired.test {
                let (x, y) = test.point.in_unit(table_unit);
                let _ = writeln!(
                    out,
                    "miring test at {x:.1}, {y:.1} ({}, {} along; a chance of {} of getting stuck): \
                     rolled {}, total {}: {:?}",
                    test.terrain,
                    test.at.display(table_unit),
                    test.stuck_chance,
                    test.mired.roll,
                    test.mired.total,
                    test.mired.outcome
                );
                for citation in &test.mired.citations {
                    let _ = writeln!(out, "  {citation}");
                }
            }
            let (x, y) = mired.end.in_unit(table_unit);
            let ends = match (&moved.stop, mired.reached) {
                (_, true) => "reaches the end of the route".to_owned(),
                (Some(stop), false) if mired.moved == moved.moved => {
                    format!("stopped at {x:.1}, {y:.1}: {stop}")
                }
                _ => format!("stops short at {x:.1}, {y:.1}"),
            };
            let _ = writeln!(out, "moved {}: {ends}", shown(mired.moved, table_unit));
        }
        Err(refusal) => {
            let _ = writeln!(out, "{refusal}");
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use umpire::minis::{ExactLength, Length, Ratio, Unit};

    use super::shown;

    #[test]
    fn lengths_show_the_exact_value_where_display_rounds() {
        let speed = ExactLength::from(Length::cm_tenths(75)).percent(75);
        assert_eq!(shown(speed, Unit::Cm), "5.63 cm (exactly 5.625 cm)");
        assert_eq!(shown(Length::cm_tenths(243).into(), Unit::Cm), "24.3 cm");
        let third = ExactLength::cm(Ratio::new(10, 3).unwrap_or_default());
        assert_eq!(shown(third, Unit::Cm), "3.33 cm (exactly 10/3 cm)");
    }
}
