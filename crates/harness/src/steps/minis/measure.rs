//! Routes measured on the table: a route's length, its length over one kind of ground, and the
//! linear features it crosses.

use cucumber::{then, when};
use umpire_minis::{Length, Unit};

use super::points;
use crate::steps::{AcceptanceWorld, Outcome, list};

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
    if kinds.is_empty() { "nothing".to_owned() } else { list(kinds) }
}
