//! The strategic ruleset's answers as text: a unit's reach as a table, a side's threat map and
//! a checked move's MP ledger — what `umpire reach` and `umpire check` print — and a reach as an
//! overlay for [`crate::svg_with`].
//!
//! ```
//! use umpire_strategic::{EXAMPLE, Game};
//!
//! let scenario = umpire_scenario::load_str(EXAMPLE, "kiev.toml")?;
//! let game = Game::new(&scenario)?;
//! let reach = game.reach("russian-hq")?;
//! let table = umpire_render::report::reach_table(&game, &reach);
//! assert!(table.contains("e3708") && table.contains("STR-3.1.1-07"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::fmt::Write as _;

use umpire_civil_war::CivilWarMap;
use umpire_map::{Board, MapPlace};
use umpire_strategic::{Game, MoveVerdict, StrategicMap, Threat, UnitReach};

use crate::{Overlay, Reached, ReachedSide, Spot};
use umpire_hex::Hexside;

/// "russian-hq (soviet russian hq, MA 2) in e3609, Operational Movement Phase".
fn describe_unit<M: StrategicMap>(game: &Game<M>, id: &str) -> String {
    let Some(unit) = game.situation().unit(id) else { return id.to_owned() };
    let at = unit.at.map_or_else(|| "off the map".to_owned(), |at| place_id(game, at));
    format!(
        "{id} ({} {} {}, MA {}) in {at}, {}",
        unit.side,
        unit.nationality,
        unit.unit_type,
        unit.movement,
        phase_name(game)
    )
}

/// "Operational Movement Phase".
pub fn phase_name<M: StrategicMap>(game: &Game<M>) -> &'static str {
    match game.phase() {
        umpire_strategic::Phase::Operational => "Operational Movement Phase",
        umpire_strategic::Phase::Reserve => "Reserve Movement Phase",
    }
}

/// The id of `place` on `game`'s map.
fn place_id<M: StrategicMap>(game: &Game<M>, place: MapPlace) -> String {
    game.map().place_id(place)
}

/// Left-aligned columns: each cell padded to its column's widest cell, two spaces between.
fn columns(rows: &[Vec<String>]) -> String {
    let count = rows.iter().map(Vec::len).max().unwrap_or(0);
    let widths: Vec<usize> = (0..count)
        .map(|i| rows.iter().filter_map(|r| r.get(i)).map(|c| c.chars().count()).max().unwrap_or(0))
        .collect();
    let mut out = String::new();
    for row in rows {
        let mut line = String::new();
        for (i, cell) in row.iter().enumerate() {
            let width = widths.get(i).copied().unwrap_or(0);
            let _ = write!(line, "{}  ", umpire_map::pad_end(cell, width));
        }
        let _ = writeln!(out, "{}", line.trim_end());
    }
    out
}

/// The reach table: a heading naming the unit, then one line per place — id, MP spent, must
/// stop (yes/no) and the clause that stops it — or, for a unit that may not move at all, the
/// refusal and its clause.
pub fn reach_table<M: StrategicMap>(game: &Game<M>, reach: &UnitReach) -> String {
    let rows = &reach.places;
    let mut out = String::new();
    let _ = writeln!(out, "{}", describe_unit(game, &reach.unit));
    if game.situation().unit(&reach.unit).is_some_and(|u| u.movement != reach.allowance) {
        let _ = writeln!(
            out,
            "{} takes its move up again with {} MP left (3.1); the costs below are this further move's",
            reach.unit, reach.allowance
        );
    }
    if let Some(refusal) = &reach.refusal {
        let _ = writeln!(out, "{} cannot move at all: {refusal}", reach.unit);
        return out;
    }
    if rows.is_empty() {
        let _ = writeln!(out, "{} can reach no place this phase", reach.unit);
        return out;
    }
    let _ = writeln!(
        out,
        "{} can reach {} place{}:",
        reach.unit,
        rows.len(),
        if rows.len() == 1 { "" } else { "s" }
    );
    let mut table = vec![vec![
        "place".to_owned(),
        "MP".to_owned(),
        "must stop".to_owned(),
        "clause".to_owned(),
    ]];
    for row in rows {
        table.push(vec![
            row.id.to_string(),
            row.cost.to_string(),
            if row.must_stop { "yes" } else { "no" }.to_owned(),
            row.stop.map(|c| c.to_string()).unwrap_or_default(),
        ]);
    }
    out.push_str(&columns(&table));
    out
}

/// The threat map: per place (in board order), the units of the side that can reach it and
/// their cost.
pub fn threat_table<M: StrategicMap>(game: &Game<M>, threat: &Threat) -> String {
    let mut out = String::new();
    let mut places: Vec<_> = threat.places().collect();
    places.sort_by_key(|(place, _)| game.map().index_of(*place));
    let _ = writeln!(
        out,
        "Threat map of the {} side, {}: {} place{} within reach",
        threat.side,
        phase_name(game),
        places.len(),
        if places.len() == 1 { "" } else { "s" }
    );
    if places.is_empty() {
        return out;
    }
    let mut table = vec![vec!["place".to_owned(), "units (MP)".to_owned()]];
    for (place, units) in places {
        let units: Vec<String> = units.map(|(id, cost)| format!("{id} ({cost} MP)")).collect();
        table.push(vec![place_id(game, place), units.join(", ")]);
    }
    out.push_str(&columns(&table));
    out
}

/// A checked move: the unit, the path, the MP ledger step by step, then `legal: N MP` (with the
/// stop reason where it must stop) or `refused at step N (entering X) by CLAUSE: reason`.
pub fn check_report<M: StrategicMap>(
    game: &Game<M>,
    unit: &str,
    path: &[MapPlace],
    verdict: &MoveVerdict,
) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{}", describe_unit(game, unit));
    let ids: Vec<String> = path.iter().map(|&p| place_id(game, p)).collect();
    let _ = writeln!(out, "path: {}", ids.join(" → "));
    let route = verdict.route();
    for line in umpire_map::ledger_text(&route.ledger) {
        let _ = writeln!(out, "  {line}");
    }
    match verdict {
        MoveVerdict::Legal(route) => {
            let _ = write!(out, "legal: {} MP", route.cost);
            if let (Some(stop), Some(&end)) = (route.stop, route.places.last()) {
                let _ = write!(out, "; must stop in {} ({stop})", place_id(game, end));
            }
            out.push('\n');
        }
        MoveVerdict::Illegal { step: 0, refusal, .. } => {
            let _ = writeln!(
                out,
                "refused before the unit moves by {}: {}",
                refusal.clause, refusal.reason
            );
        }
        MoveVerdict::Illegal { step, refusal, .. } => {
            let entering = path.get(*step).map_or_else(|| "?".to_owned(), |&p| place_id(game, p));
            let _ = writeln!(
                out,
                "refused at step {step} (entering {entering}) by {}: {}",
                refusal.clause, refusal.reason
            );
        }
    }
    out
}

/// `reach` as an overlay for [`crate::svg_with`]: every reached place with the MP spent,
/// the must-stop places marked with their clause, the start ringed, and the refusal as the
/// picture's note for a unit that may not move at all.
pub fn reach_overlay<M: StrategicMap>(game: &Game<M>, reach: &UnitReach) -> Overlay {
    Overlay {
        title: match game.situation().unit(&reach.unit).map(|u| u.movement) {
            Some(ma) if ma != reach.allowance => format!(
                "Reach of {} ({} MP left of MA {ma}, {})",
                reach.unit,
                reach.allowance,
                game.phase().name()
            ),
            _ => {
                format!("Reach of {} (MA {}, {})", reach.unit, reach.allowance, game.phase().name())
            }
        },
        start: Some(Spot::Place(reach.start)),
        places: reach
            .places
            .iter()
            .map(|r| Reached {
                place: r.place,
                cost: r.cost,
                must_stop: r.must_stop,
                clause: r.stop.map(|c| c.clause.to_string()),
            })
            .collect(),
        note: reach.refusal.as_ref().map(|r| format!("{} cannot move at all: {r}", reach.unit)),
        ..Overlay::default()
    }
}

/// The spot a Civil War place id names: a hex (`0502`), or the river hexside `0502/0603`.
fn civil_war_spot<M: CivilWarMap>(map: &M, id: &str) -> Option<Spot> {
    match id.split_once('/') {
        Some((a, b)) => {
            let (a, b) = (map.parse_hex(a).ok()?, map.parse_hex(b).ok()?);
            Hexside::between(a, b).map(Spot::Hexside)
        }
        None => map.parse_hex(id).ok().map(|hex| Spot::Place(MapPlace::Hex(hex))),
    }
}

/// A Civil War unit's reach as an overlay for [`crate::svg_with`]: hexes reached with
/// the MP spent; by water, the river hexsides reached drawn on the hexsides themselves (and
/// sea hexes as hexes). The title names the mode drawn.
///
/// # Errors
/// The order cannot be asked (an unknown unit), as [`umpire_civil_war::OrderError`].
pub fn civil_war_overlay<M: CivilWarMap>(
    game: &umpire_civil_war::Game<M>,
    unit: &str,
    options: &umpire_civil_war::MoveOptions,
) -> Result<Overlay, umpire_civil_war::OrderError> {
    let reach = game.reach(unit, options)?;
    let state = game.situation().unit(unit);
    let start = match options.mode {
        umpire_civil_war::Mode::Water => state
            .and_then(|s| game.water().place_of(s))
            .map(|place| game.water().place_id(game.map(), place))
            .and_then(|id| civil_war_spot(game.map(), &id)),
        _ => state.and_then(|u| u.at).map(|hex| Spot::Place(MapPlace::Hex(hex))),
    };
    let mut overlay = Overlay {
        title: format!("Reach of {unit} ({} move)", options.mode.name()),
        start,
        note: reach.refusal.as_ref().map(|r| format!("{unit} cannot move at all: {r}")),
        ..Overlay::default()
    };
    for r in &reach.places {
        match civil_war_spot(game.map(), &r.id) {
            Some(Spot::Hexside(side)) => overlay.hexsides.push(ReachedSide {
                side,
                id: r.id.to_string(),
                cost: r.cost,
                must_stop: r.must_stop,
            }),
            Some(Spot::Place(place)) => overlay.places.push(Reached {
                place,
                cost: r.cost,
                must_stop: r.must_stop,
                clause: r.stop.map(|c| c.clause.to_string()),
            }),
            None => {}
        }
    }
    Ok(overlay)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cell_wider_than_the_formatter_allows_is_padded() {
        // `{:<width$}` panics past a width of u16::MAX ("Formatting argument out of range").
        let wide = "u".repeat(70_000);
        let rows = vec![vec![wide.clone(), "1".to_owned()], vec!["a".to_owned(), "2".to_owned()]];
        let table = columns(&rows);
        let lines: Vec<&str> = table.lines().collect();
        assert_eq!(lines[0], format!("{wide}  1"));
        assert_eq!(lines[1].chars().count(), 70_000 + 3);
        assert!(lines[1].starts_with("a ") && lines[1].ends_with("  2"));
    }
}
