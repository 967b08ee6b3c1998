//! `[[units]]`: generic counters placed on hexes or in boxes.

use umpire_hex::NumberingError;

use super::{Seen, required_in};
use crate::error::{ErrorKind, ScenarioError};
use crate::map::ScenarioMap;
use crate::merge::Item;
use crate::raw::RawUnit;
use crate::scenario::{Location, MAX_UNITS, Unit};
use crate::source::Sources;
use umpire_map::nearest;

/// Checks every unit: a unique id, a side, and a place that is a box id or a hex id.
pub(crate) fn build(
    src: &Sources,
    units: &[Item<RawUnit>],
    map: &ScenarioMap,
) -> Result<Vec<Unit>, ScenarioError> {
    if let Some(Item { file, index, value }) = units.get(MAX_UNITS) {
        let message = format!(
            "a scenario holds at most {MAX_UNITS} units (umpire_scenario::MAX_UNITS, our \
             choice); this one has {}",
            units.len()
        );
        let kind = ErrorKind::Invalid { message };
        return Err(src.error(*file, value.span(), format!("units[{index}]"), kind));
    }
    let mut seen = Seen::new("unit id");
    let keys: Vec<String> = map.boxes().iter().map(|b| b.key.clone()).collect();
    // The boxes by id, the first of a name first (as `ScenarioMap::box_by_key` finds them).
    let mut boxes = std::collections::HashMap::new();
    for b in map.boxes() {
        boxes.entry(b.key.as_str()).or_insert(b.id);
    }
    let mut built = Vec::with_capacity(units.len());
    for Item { file, index, value: entry } in units {
        let (file, raw, path) = (*file, entry.get_ref(), format!("units[{index}]"));
        let id_key = format!("{path}.id");
        let id = seen.required_name(
            src,
            file,
            entry,
            raw.id.as_ref(),
            &id_key,
            "the unit's id, e.g. id = \"hq-1\"",
        )?;
        let side = required_in(
            src,
            file,
            entry,
            raw.side.as_ref(),
            &format!("{path}.side"),
            "the unit's side, e.g. side = \"soviet\"",
        )?;
        let at_key = format!("{path}.at");
        let at = required_in(
            src,
            file,
            entry,
            raw.at.as_ref(),
            &at_key,
            "where the unit stands: a hex id (at = \"e0305\") or a box id",
        )?;
        let location = match boxes.get(at.get_ref().as_str()) {
            Some(&b) => Location::Box(b),
            None => match map.parse_hex(at.get_ref()) {
                Ok(hex) => Location::Hex(hex),
                // No boxes, or a prefix and digits: meant as a hex id.
                Err(e) if keys.is_empty() || looks_like_hex(&e) => {
                    return Err(src.error_at(file, at, at_key, ErrorKind::Hex(e)));
                }
                Err(e) => {
                    let kind = ErrorKind::NotAPlace {
                        text: at.get_ref().clone(),
                        hex: e,
                        suggestion: nearest(at.get_ref(), keys.iter().map(String::as_str)),
                        known: keys.clone(),
                    };
                    return Err(src.error_at(file, at, at_key, kind));
                }
            },
        };
        let label =
            raw.label.as_ref().map_or_else(|| id.get_ref().clone(), |l| l.get_ref().clone());
        built.push(Unit {
            id: id.get_ref().clone(),
            side: side.get_ref().clone(),
            label,
            at: location,
            extra: raw.extra.clone(),
        });
    }
    Ok(built)
}

/// Whether the text was a prefix and digits, only the wrong count or off the map.
fn looks_like_hex(error: &NumberingError) -> bool {
    matches!(error, NumberingError::OffMap { .. } | NumberingError::WrongLength { .. })
}
