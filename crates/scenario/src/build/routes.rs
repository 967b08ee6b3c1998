//! `[[map.roads]]`: roads and rail lines as chains of adjacent hexes.

use umpire_hex::{HexNumbering, Hexside, HexsideMap};

use super::{hex, invalid, required_in};
use crate::error::{ErrorKind, ScenarioError};
use crate::map::{RAIL_BIT, ROAD_BIT, Route, RouteKind};
use crate::merge::{Item, MergedMap};
use crate::source::Sources;
use umpire_map::normalise;

/// Checks every route and marks the hexsides it crosses in `sides`.
pub(crate) fn build(
    src: &Sources,
    map: &MergedMap,
    numbering: &HexNumbering,
    sides: &mut HexsideMap<u16>,
) -> Result<Vec<Route>, ScenarioError> {
    let mut routes = Vec::with_capacity(map.roads.len());
    for Item { file, index, value: entry } in &map.roads {
        let (file, path) = (*file, format!("map.roads[{index}]"));
        let raw = entry.get_ref();
        let kind_key = format!("{path}.kind");
        let kind = required_in(src, file, entry, raw.kind.as_ref(), &kind_key, "road or rail")?;
        let wanted = normalise(kind.get_ref());
        let Some(kind_value) = RouteKind::ALL.into_iter().find(|k| k.name() == wanted) else {
            let known = RouteKind::ALL.map(RouteKind::name);
            return Err(src.error_at(
                file,
                kind,
                kind_key,
                ErrorKind::unknown("route kind", kind.get_ref(), known.map(str::to_owned).to_vec()),
            ));
        };
        let noun = kind_value.name();
        let hexes_key = format!("{path}.hexes");
        let list = required_in(
            src,
            file,
            entry,
            raw.hexes.as_ref(),
            &hexes_key,
            "the hexes the route runs through, in order, e.g. hexes = [\"e0101\", \"e0102\"]",
        )?;
        if list.get_ref().len() < 2 {
            let message =
                format!("a {noun} needs at least two hexes, found {}", list.get_ref().len());
            return Err(invalid(src, file, list, &hexes_key, message));
        }
        let bit = match kind_value {
            RouteKind::Road => ROAD_BIT,
            RouteKind::Rail => RAIL_BIT,
        };
        let mut hexes = Vec::with_capacity(list.get_ref().len());
        for (i, id) in list.get_ref().iter().enumerate() {
            let key = format!("{hexes_key}[{i}]");
            let here = hex(src, numbering, file, id, &key)?;
            if let (Some(&before), Some(previous)) =
                (hexes.last(), i.checked_sub(1).and_then(|p| list.get_ref().get(p)))
            {
                let Some(side) = Hexside::between(before, here) else {
                    let kind = ErrorKind::RouteJump {
                        kind: noun.to_owned(),
                        from: previous.get_ref().trim().to_owned(),
                        to: id.get_ref().trim().to_owned(),
                        distance: before.distance(here),
                    };
                    return Err(src.error_at(file, id, key, kind));
                };
                if let Some(slot) = sides.get_mut(side) {
                    *slot |= bit;
                }
            }
            hexes.push(here);
        }
        routes.push(Route { kind: kind_value, hexes });
    }
    Ok(routes)
}
