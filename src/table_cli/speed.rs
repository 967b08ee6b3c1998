//! `umpire measure` on a speed-table scenario (`[rules] ruleset = "minis-speed"`): the route's
//! spans and crossings, the going that sets the phase speed, every deduction with its clause,
//! the miring test where the route meets heavy going (rolled with the seeded dice), and how far
//! the vehicle gets.

use std::fmt::Write as _;
use std::process::ExitCode;

use umpire::map::SeededDice;
use umpire::minis::speed::route::{MiredRoute, vehicle_along_route_mired};
use umpire::minis::speed::vehicles::{Conditions, MireTest, Vehicle};
use umpire::minis::{Point, TableScenario, Unit};

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
) -> Result<ExitCode, String> {
    let found = scenario
        .units
        .iter()
        .find(|u| u.id == unit)
        .ok_or_else(|| format!("no unit {unit:?} on this table"))?;
    // The embedded rules with the scenario's `[rules.data]` (and the errata laid under it).
    let empty = toml::Table::new();
    let data = scenario.rules.as_ref().and_then(|r| r.get("data")).and_then(toml::Value::as_table);
    let (rules, _) = umpire::errata::speed_data(data.unwrap_or(&empty))
        .map_err(|e| format!("{}: rules.data.{e}", scenario.origin))?;
    let table_unit = scenario.table.unit;
    let vehicle = Vehicle::of_unit(found, table_unit);
    let base = Conditions { suppressed: found.suppressed, ..Conditions::default() };
    let mut dice = SeededDice::new(seed);
    let mired = vehicle_along_route_mired(
        &rules,
        &scenario.table,
        &vehicle,
        route,
        &base,
        &MireTest::default(),
        &mut dice,
    )
    .map_err(|refusal| format!("{unit}: the miring test cannot be taken: {refusal}"))?;
    let moved = &mired.speed;
    if json {
        let mire = mired.test.as_ref().map(|t| {
            let (x, y) = t.point.in_unit(table_unit);
            serde_json::json!({
                "at": t.at.display(table_unit),
                "point": [x, y],
                "terrain": t.terrain,
                "roll": t.mired.roll,
                "total": t.mired.total,
                "outcome": format!("{:?}", t.mired.outcome).to_lowercase(),
                "citations": t.mired.citations.iter().map(ToString::to_string).collect::<Vec<_>>(),
            })
        });
        let value = serde_json::json!({
            "unit": unit,
            "route_length": moved.measure.length.display(table_unit),
            "spans": moved.measure.spans.iter().map(|s| serde_json::json!({ "kind": s.kind, "length": s.length.display(table_unit) })).collect::<Vec<_>>(),
            "crossings": moved.measure.crossings,
            "terrain": moved.terrain,
            "going": moved.worked.going,
            "speed": moved.worked.speed.as_ref().map(|s| s.display(table_unit)).ok(),
            "refusal": moved.worked.speed.as_ref().err().map(ToString::to_string),
            "miring": mire,
            "moved": mired.moved.display(table_unit),
            "reached": mired.reached,
            "citations": moved.worked.citations.iter().map(ToString::to_string).collect::<Vec<_>>(),
        });
        println!("{}", serde_json::to_string_pretty(&value).map_err(|e| e.to_string())?);
    } else {
        print!("{}", report(unit, table_unit, &mired));
    }
    Ok(if moved.worked.speed.is_err() { ExitCode::from(ILLEGAL) } else { ExitCode::SUCCESS })
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
    let _ = writeln!(
        out,
        "the slowest ground on the way: {} ({} going)",
        moved.terrain,
        moved.worked.going.as_deref().unwrap_or("road")
    );
    for citation in &moved.worked.citations {
        let _ = writeln!(out, "  {citation}");
    }
    match &moved.worked.speed {
        Ok(speed) => {
            let _ = writeln!(out, "speed this phase: {}", speed.display(table_unit));
            if let Some(test) = &mired.test {
                let (x, y) = test.point.in_unit(table_unit);
                let _ = writeln!(
                    out,
                    "miring test at {x:.1}, {y:.1} ({}, {} along): rolled {}, total {}: {:?}",
                    test.terrain,
                    test.at.display(table_unit),
                    test.mired.roll,
                    test.mired.total,
                    test.mired.outcome
                );
                for citation in &test.mired.citations {
                    let _ = writeln!(out, "  {citation}");
                }
            }
            let (x, y) = mired.end.in_unit(table_unit);
            let ends = if mired.reached {
                "reaches the end of the route".to_owned()
            } else {
                format!("stops short at {x:.1}, {y:.1}")
            };
            let _ = writeln!(out, "moved {}: {ends}", mired.moved.display(table_unit));
        }
        Err(refusal) => {
            let _ = writeln!(out, "{refusal}");
        }
    }
    out
}
