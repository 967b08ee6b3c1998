//! A scenario's picture: its map (or table) as the SVG renderer draws it, with what the scenario
//! did over it — the last order's checked path step by step, the refused step marked with its
//! clause (hex rulesets), else the reach of the unit last asked about; on a table, the last
//! move's route with its distance in inches and centimetres, or the refusal.
//!
//! Each picture comes with its caption: what it shows, in words.

use umpire_minis::{Length, Unit};
use umpire_render::table::TableOverlay;
use umpire_render::{Overlay, PathOverlay, PathStep, Refused, Spot};
use umpire_scenario::ScenarioMap;

use crate::steps::AcceptanceWorld;
use crate::steps::verdict::Judged;

/// What a scenario's picture shows, in words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Caption {
    /// The words: a table move's distance in inches and centimetres, or its refusal; a hex
    /// order's verdict.
    pub text: String,
    /// Whether the picture is of a table.
    pub table: bool,
}

/// The picture of the world a scenario left, if it loaded a map or a table, with its caption.
pub fn svg(world: &AcceptanceWorld) -> Option<(String, Option<Caption>)> {
    let judged = match &world.judged {
        Some(Ok(judged)) if !judged.path.is_empty() => Some(judged),
        _ => None,
    };
    let ordered = world.ordered();
    if let Some(strategic) = &world.strategic {
        let overlay = match (judged, ordered.as_deref()) {
            (Some(judged), unit) => Some(path_overlay(strategic.game.map(), unit, judged)),
            (None, Some(unit)) => strategic
                .game
                .reach(unit)
                .ok()
                .map(|reach| umpire_render::report::reach_overlay(&strategic.game, &reach)),
            (None, None) => None,
        };
        return Some(hex_picture(&strategic.scenario, overlay));
    }
    if let Some(civil_war) = &world.civil_war {
        let overlay = match (judged, ordered.as_deref()) {
            (Some(judged), unit) => Some(path_overlay(civil_war.game.map(), unit, judged)),
            (None, Some(unit)) => {
                let options = umpire_civil_war::MoveOptions::default();
                umpire_render::report::civil_war_overlay(&civil_war.game, unit, &options).ok()
            }
            (None, None) => None,
        };
        return Some(hex_picture(&civil_war.scenario, overlay));
    }
    if let Some(minis) = &world.minis {
        let scenario = minis.game.scenario();
        let overlay = minis.moved.as_ref().and_then(|moved| {
            if let Some(refusal) = &moved.refusal {
                return Some(TableOverlay {
                    title: format!("refused by {}", refusal.clause),
                    route: Vec::new(),
                    note: Some(refusal.reason.to_string()),
                    ..TableOverlay::default()
                });
            }
            let unit = moved.units.first()?;
            let start = scenario.units.iter().find(|u| u.id == unit.unit)?;
            Some(TableOverlay {
                title: format!("{}: {}", unit.unit, moved_words(unit.travelled, unit.reached)),
                route: vec![scenario.position(start), unit.end],
                band: Some((unit.travelled, unit.travelled)),
                ..TableOverlay::default()
            })
        });
        let caption = table_caption(world, overlay.as_ref());
        return Some((umpire_render::table::svg(scenario, overlay.as_ref()), caption));
    }
    None
}

/// A hex map's picture and its caption (the overlay's verdict or title).
fn hex_picture(
    scenario: &umpire_scenario::Scenario,
    overlay: Option<Overlay>,
) -> (String, Option<Caption>) {
    let caption = overlay.as_ref().map(|o| Caption {
        text: o.path.as_ref().map_or_else(|| o.title.clone(), |p| p.verdict.clone()),
        table: false,
    });
    (umpire_render::svg_with(scenario, overlay.as_ref()), caption)
}

/// `6" (15.24cm)`: a table length in inches and centimetres.
pub fn inches_and_cm(length: Length) -> String {
    format!("{} ({})", length.display(Unit::Inch), length.display(Unit::Cm))
}

/// How far a unit moved, in words: `moved 6" (15.24cm), reaching its destination`.
fn moved_words(travelled: Length, reached: bool) -> String {
    let end = if reached { "reaching its destination" } else { "short of its destination" };
    format!("moved {}, {end}", inches_and_cm(travelled))
}

/// A table scenario's caption: the move drawn, else the last order's refusal or answer — in
/// lengths, never in MP.
fn table_caption(world: &AcceptanceWorld, overlay: Option<&TableOverlay>) -> Option<Caption> {
    let text = match (overlay, &world.judged) {
        (Some(overlay), _) => match &overlay.note {
            Some(note) => format!("{}: {note}", overlay.title),
            None => overlay.title.clone(),
        },
        (None, Some(Ok(judged))) => match (&judged.refusal, &judged.end) {
            (Some(refusal), _) => format!("refused by {}: {}", refusal.clause, refusal.reason),
            (None, Some(end)) => format!("worked out: {end}"),
            (None, None) => return None,
        },
        (None, Some(Err(error))) => format!("order rejected: {error}"),
        (None, None) => return None,
    };
    Some(Caption { text, table: true })
}

/// The last order's checked path on `map`, step by step, the refused step marked.
fn path_overlay(map: &ScenarioMap, unit: Option<&str>, judged: &Judged) -> Overlay {
    let refused_at = judged.refusal.as_ref().map(|_| judged.step);
    let steps: Vec<PathStep> = judged
        .path
        .iter()
        .enumerate()
        .map(|(n, id)| PathStep {
            at: Spot::parse(map, id),
            id: id.trim().to_owned(),
            cost: PathStep::spent(&judged.ledger, n, refused_at),
        })
        .collect();
    let refused = judged.refusal.as_ref().map(|refusal| Refused {
        step: judged.step,
        clause: refusal.clause.to_string(),
        reason: refusal.reason.to_string(),
    });
    let unit = unit.unwrap_or("the unit").to_owned();
    let verdict = match &refused {
        Some(r) => match judged.path.get(r.step) {
            Some(id) if r.step > 0 => {
                format!("refused at step {} (entering {id}) by {}: {}", r.step, r.clause, r.reason)
            }
            _ => format!("refused by {}: {}", r.clause, r.reason),
        },
        None => format!("legal: {} MP", judged.cost),
    };
    Overlay {
        title: format!("Path of {unit}"),
        start: steps.first().and_then(|s| s.at),
        path: Some(PathOverlay { unit, steps, refused, verdict }),
        ..Overlay::default()
    }
}
