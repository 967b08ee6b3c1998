//! A scenario's picture: its map (or table) as the SVG renderer draws it, with the reach of the
//! unit last ordered (hex rulesets) or the last move's route (a table) over it.

use std::path::Path;

use umpire::minis::Point;
use umpire::render::table::TableOverlay;

use crate::steps::AcceptanceWorld;

/// The picture of the world a scenario left, if it loaded a map or a table.
pub fn svg(world: &AcceptanceWorld) -> Option<String> {
    if let Some(strategic) = &world.strategic {
        let overlay = world.ordered.borrow().as_deref().and_then(|unit| {
            let reach = strategic.game.reach(unit).ok()?;
            Some(umpire::report::reach_overlay(&strategic.game, &reach))
        });
        return Some(umpire::render::svg_with(&strategic.scenario, overlay.as_ref()));
    }
    if let Some(civil_war) = &world.civil_war {
        let overlay = world.ordered.borrow().as_deref().and_then(|unit| {
            let options = umpire::civil_war::MoveOptions::default();
            umpire::report::civil_war_overlay(&civil_war.game, unit, &options).ok()
        });
        return Some(umpire::render::svg_with(&civil_war.scenario, overlay.as_ref()));
    }
    if let Some(minis) = &world.minis {
        let scenario = minis.game.scenario();
        let overlay = minis.moved.as_ref().and_then(|moved| {
            let unit = moved.units.first()?;
            let start = scenario.units.iter().find(|u| u.id == unit.unit)?;
            let route: Vec<Point> = vec![scenario.position(start), unit.end];
            Some(TableOverlay {
                title: format!("{}: moved {}", unit.unit, unit.travelled),
                route,
                ..TableOverlay::default()
            })
        });
        return Some(umpire::render::table::svg(scenario, overlay.as_ref()));
    }
    None
}

/// Writes the picture of `world` for the scenario at `feature` (relative to the workspace root)
/// line `line`, under `folder/pictures/`; its path relative to `folder`.
pub fn write(world: &AcceptanceWorld, folder: &Path, feature: &str, line: usize) -> Option<String> {
    let svg = svg(world)?;
    let stem = feature.trim_start_matches("features/").trim_end_matches(".feature");
    let relative = format!("pictures/{stem}-{line}.svg");
    let path = folder.join(&relative);
    std::fs::create_dir_all(path.parent()?).ok()?;
    std::fs::write(&path, svg).ok()?;
    Some(relative)
}
