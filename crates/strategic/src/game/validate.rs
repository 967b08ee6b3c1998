//! A map and a situation given in code, held against each other and the rules data before a
//! game starts: the map must hold together, the names the rules look up must be known and every
//! place must be on the map.

use std::collections::BTreeMap;

use umpire_map::{Board, MapError, MapPlace, SetupError};

use crate::data::RulesData;
use crate::error::nearest;
use crate::map::StrategicMap;
use crate::situation::Situation;
use crate::state::MAX_TRACKED;

/// Refuses a situation the rules could not read: a side, nationality, unit type, marker or
/// convoy kind the rules data do not know; a unit with no steps; two units (or convoys) with one
/// id; two ports in one place; a unit, marker or port off the map; a canal use of a canal the
/// rules data do not have; a last move (3.1) of a unit that has not moved.
pub(super) fn situation<M: StrategicMap>(
    map: &M,
    data: &RulesData,
    situation: &Situation,
) -> Result<(), SetupError> {
    // Run once a game: only the map look-up is generic, so the checks are compiled once, in
    // this crate, rather than in every game's crate for its map type.
    situation_on(&|place| map.index_of(place).is_some(), data, situation)
}

/// [`situation`] with the map as the one question it asks: whether a place is on it.
fn situation_on(
    is_on_map: &dyn Fn(MapPlace) -> bool,
    data: &RulesData,
    situation: &Situation,
) -> Result<(), SetupError> {
    let factions = || data.factions.keys().map(String::as_str);
    let nationalities = || data.nationalities.keys().map(String::as_str);
    known("situation.side", "side", &situation.side, factions())?;
    let on_map = |key: String, place: MapPlace| {
        if is_on_map(place) {
            Ok(())
        } else {
            Err(SetupError::mismatch(key, "is not a place on the map", None))
        }
    };
    let mut ids: BTreeMap<&str, usize> = BTreeMap::new();
    for (i, unit) in situation.units.iter().enumerate() {
        let key = |field: &str| format!("situation.units[{i}].{field}");
        if let Some(first) = ids.insert(&unit.id, i) {
            return Err(SetupError::mismatch(
                key("id"),
                format!("the id {:?} is already used by situation.units[{first}]", unit.id),
                None,
            ));
        }
        let of_unit = |error: SetupError| error.of_unit(&unit.id);
        known(&key("side"), "side", &unit.side, factions()).map_err(of_unit)?;
        known(&key("nationality"), "nationality", &unit.nationality, nationalities())
            .map_err(of_unit)?;
        if let Some(holding) = &unit.holding {
            known(&key("holding"), "nationality", holding, nationalities()).map_err(of_unit)?;
        }
        let unit_types = data.unit_types.keys().map(String::as_str);
        known(&key("unit_type"), "unit type", &unit.unit_type, unit_types).map_err(of_unit)?;
        if unit.steps == 0 {
            return Err(SetupError::mismatch(key("steps"), "a unit has at least 1 step", None));
        }
        if let Some(at) = unit.at {
            on_map(key("at"), at)?;
        }
    }
    for (i, marker) in situation.markers.iter().enumerate() {
        let key = |field: &str| format!("situation.markers[{i}].{field}");
        let kinds = data.ezoc.marker_kinds.iter().map(String::as_str);
        known(&key("kind"), "marker", &marker.kind, kinds)?;
        known(&key("faction"), "side", &marker.faction, factions())?;
        on_map(key("at"), MapPlace::Hex(marker.at))?;
    }
    for (i, port) in situation.ports.iter().enumerate() {
        let key = |field: &str| format!("situation.ports[{i}].{field}");
        on_map(key("at"), port.at)?;
        if situation.ports[..i].iter().any(|p| p.at == port.at) {
            return Err(SetupError::mismatch(key("at"), "that place has a port already", None));
        }
        if port.zones.is_empty() {
            return Err(SetupError::mismatch(
                key("zones"),
                "a port serves at least one naval zone",
                None,
            ));
        }
        known(&key("owner"), "side", &port.owner, factions())?;
    }
    for (i, convoy) in situation.convoys.iter().enumerate() {
        let key = |field: &str| format!("situation.convoys[{i}].{field}");
        if situation.convoys[..i].iter().any(|c| c.id == convoy.id) {
            return Err(SetupError::mismatch(key("id"), "the convoy is defined twice", None));
        }
        let kinds = data.convoys.capacity.keys().map(String::as_str);
        known(&key("kind"), "convoy kind", &convoy.kind, kinds)?;
        known(&key("faction"), "side", &convoy.faction, factions())?;
    }
    for (i, hq) in situation.hq_prevented.iter().enumerate() {
        let units = situation.units.iter().map(|u| u.id.as_str());
        known(&format!("situation.hq_prevented[{i}]"), "unit", hq, units)?;
    }
    if let Some(last) = &situation.last_move {
        let units = situation.units.iter().map(|u| u.id.as_str());
        known("situation.last_move.unit", "unit", &last.unit, units)?;
        if situation.unit(&last.unit).is_some_and(|u| u.moved.is_none() || u.at.is_none()) {
            return Err(SetupError::mismatch(
                "situation.last_move.unit",
                format!(
                    "{} has not moved this phase or is off the map: the last unit to begin \
                     moving has its `moved` procedure and a place",
                    last.unit
                ),
                None,
            ));
        }
    }
    for canal in situation.canal_uses.keys() {
        let canals = data.canals.keys().map(String::as_str);
        known(&format!("situation.canal_uses.{canal}"), "canal", canal, canals)?;
    }
    Ok(())
}

/// Refuses rules data whose `[limits]` are beyond what the engine holds: more overrun targets
/// than [`MAX_TRACKED`].
pub(super) fn limits(data: &RulesData) -> Result<(), SetupError> {
    let most = data.limits.overrun_targets;
    if most > MAX_TRACKED {
        return Err(SetupError::mismatch(
            "data.limits.overrun_targets",
            format!(
                "{most} overrun targets is more than the {MAX_TRACKED} a search can track: a \
                 game's rules data may lower this limit, not raise it"
            ),
            None,
        ));
    }
    Ok(())
}

/// `name` must be one of `known`, which `key` names as `what`; an empty `name` was never given.
fn known<'a>(
    key: &str,
    what: &str,
    name: &str,
    known: impl Iterator<Item = &'a str> + Clone,
) -> Result<(), SetupError> {
    if known.clone().any(|k| k == name) {
        return Ok(());
    }
    let listed = known.clone().collect::<Vec<_>>().join(", ");
    if name.is_empty() {
        return Err(SetupError::mismatch(key, format!("no {what} given (known: {listed})"), None));
    }
    Err(SetupError::mismatch(
        key,
        format!("unknown {what} {name:?} (known: {listed})"),
        nearest(name, known),
    ))
}

/// Refuses a map that does not hold together ([`umpire_map::check_hex_board`]: the checks the
/// scenario loader makes of a map file) or whose countries name hexes off it.
pub(super) fn map<M: StrategicMap>(map: &M) -> Result<(), MapError> {
    umpire_map::check_hex_board(map)?;
    let mut problem = None;
    map.for_each_country_hex(|hex, country| {
        if problem.is_none() && map.hex_index(hex).is_none() {
            let what = format!("country {country}");
            problem = Some(MapError::NotOnMap { what, id: map.hex_id(hex) });
        }
    });
    problem.map_or(Ok(()), Err)
}
