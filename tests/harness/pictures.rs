//! A scenario's picture: its map (or table) as the SVG renderer draws it, with what the scenario
//! did over it — the last order's checked path step by step, the refused step marked with its
//! clause (hex rulesets), else the reach of the unit last asked about; on a table, the last
//! move's route with its distance in inches and centimetres, or the refusal.
//!
//! Each picture's caption (what it shows, in words) goes to the results file through
//! [`super::results::note_caption`].

use std::path::Path;

use umpire::minis::{Length, Unit};
use umpire::render::table::TableOverlay;
use umpire::render::{Overlay, PathOverlay, PathStep, Refused, Spot};
use umpire::scenario::ScenarioMap;

use super::results::{Caption, note_caption};
use crate::steps::AcceptanceWorld;
use crate::steps::verdict::Judged;

/// The picture of the world a scenario left, if it loaded a map or a table, with its caption.
pub fn svg(world: &AcceptanceWorld) -> Option<(String, Option<Caption>)> {
    let judged = match &world.judged {
        Some(Ok(judged)) if !judged.path.is_empty() => Some(judged),
        _ => None,
    };
    let ordered = world.ordered.borrow().clone();
    if let Some(strategic) = &world.strategic {
        let overlay = match (judged, ordered.as_deref()) {
            (Some(judged), unit) => Some(path_overlay(strategic.game.map(), unit, judged)),
            (None, Some(unit)) => strategic
                .game
                .reach(unit)
                .ok()
                .map(|reach| umpire::report::reach_overlay(&strategic.game, &reach)),
            (None, None) => None,
        };
        return Some(hex_picture(&strategic.scenario, overlay));
    }
    if let Some(civil_war) = &world.civil_war {
        let overlay = match (judged, ordered.as_deref()) {
            (Some(judged), unit) => Some(path_overlay(civil_war.game.map(), unit, judged)),
            (None, Some(unit)) => {
                let options = umpire::civil_war::MoveOptions::default();
                umpire::report::civil_war_overlay(&civil_war.game, unit, &options).ok()
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
        return Some((umpire::render::table::svg(scenario, overlay.as_ref()), caption));
    }
    None
}

/// A hex map's picture and its caption (the overlay's verdict or title).
fn hex_picture(
    scenario: &umpire::scenario::Scenario,
    overlay: Option<Overlay>,
) -> (String, Option<Caption>) {
    let caption = overlay.as_ref().map(|o| Caption {
        text: o.path.as_ref().map_or_else(|| o.title.clone(), |p| p.verdict.clone()),
        table: false,
    });
    (umpire::render::svg_with(scenario, overlay.as_ref()), caption)
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

/// Writes the picture of `world` for the scenario at `feature` (relative to the workspace root)
/// line `line`, under `folder/pictures/`, and notes its caption; its path relative to `folder`.
pub fn write(world: &AcceptanceWorld, folder: &Path, feature: &str, line: usize) -> Option<String> {
    let (svg, caption) = svg(world)?;
    let stem = feature.trim_start_matches("features/").trim_end_matches(".feature");
    // A feature outside the workspace has an absolute path: its picture still goes under
    // `pictures/`.
    let stem: String = stem
        .trim_start_matches('/')
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() || "-_./".contains(c) { c } else { '_' })
        .collect::<String>()
        .replace("..", "_");
    let relative = format!("pictures/{stem}-{line}.svg");
    let path = folder.join(&relative);
    std::fs::create_dir_all(path.parent()?).ok()?;
    std::fs::write(&path, svg).ok()?;
    if let Some(caption) = caption {
        note_caption(feature, line, caption);
    }
    Some(relative)
}
