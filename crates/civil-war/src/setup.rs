//! Reading a scenario's Civil War keys (`[rules]` and the units' own keys) into a
//! [`Situation`] and the rules data in force, with errors that point at the key.

use std::collections::{BTreeMap, BTreeSet};

use umpire_hex::{Hex, Hexside};
use umpire_map::Mp;
use umpire_scenario::{KeyReader, RouteKind, Scenario};

use crate::data::RulesData;
use crate::error::SetupError;
use crate::situation::{Fort, RailState, SIDES, Situation, UnitState, Waters};
use umpire_scenario::EmbeddedRulesData;

const RULES_KEYS: [&str; 12] = [
    "ruleset",
    // Read by the errata layer (`umpire::errata`): the edition the scenario is judged by.
    "edition",
    "side",
    "phase",
    "territory",
    "enemy_controlled",
    "siege_entry",
    "rail",
    "forts",
    "waters",
    "ports",
    "data",
];

/// The keys of `[rules.rail]`. `next_capacity` is the old name of `next_allotment`.
const RAIL_KEYS: [&str; 8] = [
    "allotment",
    "capacity",
    "next_allotment",
    "next_capacity",
    "turn",
    "moved_this_turn",
    "base",
    "heads",
];

const UNIT_KEYS: [&str; 18] = [
    "type",
    "size",
    "strength",
    "parenthesized",
    "movement",
    "initiative",
    "supply_points",
    "rating",
    "river_side",
    "entrained",
    "rail_destination",
    "eta",
    "embarked_on",
    "voyage_destination",
    "moved",
    // A river transport serving as a temporary ferry this phase (a saved game's).
    "ferry",
    // One of a force whose Leader failed his attack-initiative roll this phase (a saved game's).
    "assault_failed",
    // Off the map (lost at sea, stranded on the rails, eliminated): the unit keeps an `at`,
    // which the scenario format needs, and is read as off the map.
    "removed",
];

/// Reads `scenario`'s rules data (the embedded default with its `[rules.data]` overrides) and
/// its situation.
///
/// # Errors
/// [`SetupError`] naming the file, line, key and the nearest known name.
pub fn read(scenario: &Scenario) -> Result<(RulesData, Situation), SetupError> {
    let empty = toml::Table::new();
    let rules = scenario.rules.as_ref().unwrap_or(&empty);
    let reader = KeyReader::new(scenario);
    reader.known_keys(rules, "rules", &RULES_KEYS)?;
    let data = match rules.get("data") {
        None => RulesData::builtin()?,
        Some(toml::Value::Table(over)) => RulesData::with_overrides(over, &scenario.origin)?,
        Some(_) => {
            return Err(reader
                .invalid("rules.data", "expected a table of rules-data overrides", None)
                .into());
        }
    };
    let side = reader.required_str(rules, "rules", "side", "\"union\"")?;
    let side = reader.name_in(side, "rules.side", "side", SIDES.into_iter())?;
    let units = scenario
        .units
        .iter()
        .enumerate()
        .map(|(i, unit)| read_unit(&reader, i, unit, &data))
        .collect::<Result<Vec<_>, _>>()?;
    let territory = per_side(&reader, rules, "territory")?;
    river_units_afloat(&reader, scenario, &data, &units)?;
    let phase = reader.count(rules, "rules", "phase")?.unwrap_or(1);
    let situation = Situation {
        side,
        phase,
        units,
        forts: forts(&reader, rules)?,
        territory,
        enemy_controlled: hexes(&reader, rules, "rules", "enemy_controlled")?,
        siege_entry: hexes(&reader, rules, "rules", "siege_entry")?,
        rail: rail(&reader, scenario, rules, &data, phase)?,
        waters: waters(&reader, rules)?,
        ports: hexes(&reader, rules, "rules", "ports")?,
    };
    Ok((data, situation))
}

fn read_unit(
    reader: &KeyReader<'_>,
    index: usize,
    unit: &umpire_scenario::Unit,
    data: &RulesData,
) -> Result<UnitState, SetupError> {
    let path = format!("units[{index}] ({})", unit.id);
    let extra = &unit.extra;
    reader.known_keys(extra, &path, &UNIT_KEYS)?;
    let side = reader.name_in(&unit.side, &format!("{path}.side"), "side", SIDES.into_iter())?;
    let unit_type = reader.required_str(extra, &path, "type", "\"infantry\"")?;
    let unit_type = reader.name_in(
        unit_type,
        &format!("{path}.type"),
        "unit type",
        data.unit_types.keys().map(String::as_str),
    )?;
    let movement = match extra.get("movement") {
        None => Mp::ZERO,
        Some(value) => value.clone().try_into::<Mp>().map_err(|error| {
            reader.invalid(&format!("{path}.movement"), error.to_string(), None)
        })?,
    };
    let removed = reader.bool(extra, &path, "removed")?.unwrap_or(false);
    let at = match unit.at {
        umpire_scenario::Location::Hex(hex) if !removed => Some(hex),
        _ => None,
    };
    let river_side = match (reader.str(extra, &path, "river_side")?, at) {
        (None, _) => None,
        (Some(id), Some(hex)) => {
            let key = format!("{path}.river_side");
            let other = reader.hex(id, &key)?;
            Some(Hexside::between(hex, other).ok_or_else(|| {
                reader.invalid(&key, format!("{id} is not next to the unit's hex"), None)
            })?)
        }
        (Some(_), None) => {
            let why = if removed {
                "a removed unit is on no river"
            } else {
                "a unit in a box is on no river"
            };
            return Err(reader.invalid(&format!("{path}.river_side"), why, None).into());
        }
    };
    let rail_destination = match reader.str(extra, &path, "rail_destination")? {
        None => None,
        Some(id) => {
            let hex = reader.hex(id, &format!("{path}.rail_destination"))?;
            let eta = reader.count(extra, &path, "eta")?.ok_or_else(|| {
                reader.invalid(
                    &format!("{path}.eta"),
                    "missing: an entrained unit's destination needs its ETA, e.g. eta = 3",
                    None,
                )
            })?;
            Some((hex, eta))
        }
    };
    let voyage_destination = match reader.str(extra, &path, "voyage_destination")? {
        None => None,
        Some(id) => Some(reader.hex(id, &format!("{path}.voyage_destination"))?),
    };
    Ok(UnitState {
        id: unit.id.clone(),
        side,
        unit_type,
        size: reader.str(extra, &path, "size")?.map(str::to_owned),
        strength: reader.count(extra, &path, "strength")?.unwrap_or(0),
        parenthesized: reader.bool(extra, &path, "parenthesized")?.unwrap_or(false),
        movement,
        initiative: reader.bool(extra, &path, "initiative")?.unwrap_or(true),
        supply_points: reader.count(extra, &path, "supply_points")?.unwrap_or(0),
        rating: reader.count(extra, &path, "rating")?,
        at,
        river_side,
        entrained: reader.bool(extra, &path, "entrained")?.unwrap_or(false),
        rail_destination,
        embarked_on: reader.str(extra, &path, "embarked_on")?.map(str::to_owned),
        voyage_destination,
        moved: reader.bool(extra, &path, "moved")?.unwrap_or(false),
        ferry: reader.bool(extra, &path, "ferry")?.unwrap_or(false),
        assault_failed: reader.bool(extra, &path, "assault_failed")?.unwrap_or(false),
        removed_at: match unit.at {
            umpire_scenario::Location::Hex(hex) if removed => Some(hex),
            _ => None,
        },
    })
}

/// Hex ids or zone ids at `path.key` (a zone: its every hex).
fn hexes(
    reader: &KeyReader<'_>,
    table: &toml::Table,
    path: &str,
    key: &str,
) -> Result<BTreeSet<Hex>, SetupError> {
    let mut out = BTreeSet::new();
    for (i, id) in reader.strings(table, path, key)?.iter().enumerate() {
        match reader.map().zone(id) {
            Some(zone) => out.extend(zone.hexes.iter().copied()),
            None => {
                out.insert(reader.hex(id, &format!("{path}.{key}[{i}]"))?);
            }
        }
    }
    Ok(out)
}

/// `{ union = [...], confederate = [...] }` at `rules.key`.
fn per_side(
    reader: &KeyReader<'_>,
    rules: &toml::Table,
    key: &str,
) -> Result<BTreeMap<String, BTreeSet<Hex>>, SetupError> {
    let mut out = BTreeMap::new();
    let Some(value) = rules.get(key) else { return Ok(out) };
    let path = format!("rules.{key}");
    let table = value.as_table().ok_or_else(|| {
        reader.invalid(&path, "expected a table: union = [...], confederate = [...]", None)
    })?;
    reader.known_keys(table, &path, &SIDES)?;
    for side in SIDES {
        out.insert(side.to_owned(), hexes(reader, table, &path, side)?);
    }
    Ok(out)
}

fn per_side_count(
    reader: &KeyReader<'_>,
    table: &toml::Table,
    path: &str,
    key: &str,
) -> Result<BTreeMap<String, u32>, SetupError> {
    let mut out = BTreeMap::new();
    let Some(value) = table.get(key) else { return Ok(out) };
    let path = format!("{path}.{key}");
    let inner = value.as_table().ok_or_else(|| {
        reader.invalid(&path, "expected a table: union = 20, confederate = 15", None)
    })?;
    reader.known_keys(inner, &path, &SIDES)?;
    for side in SIDES {
        if let Some(n) = reader.count(inner, &path, side)? {
            out.insert(side.to_owned(), n);
        }
    }
    Ok(out)
}

fn forts(reader: &KeyReader<'_>, rules: &toml::Table) -> Result<Vec<Fort>, SetupError> {
    let mut out = Vec::new();
    for (i, table) in reader.tables(rules, "rules", "forts")?.into_iter().enumerate() {
        let path = format!("rules.forts[{i}]");
        reader.known_keys(table, &path, &["at", "side", "besieged"])?;
        let at = reader
            .hex(reader.required_str(table, &path, "at", "\"1012\"")?, &format!("{path}.at"))?;
        let side = reader.name_in(
            reader.required_str(table, &path, "side", "\"union\"")?,
            &format!("{path}.side"),
            "side",
            SIDES.into_iter(),
        )?;
        let besieged = reader.bool(table, &path, "besieged")?.unwrap_or(false);
        out.push(Fort { at, side, besieged });
    }
    Ok(out)
}

/// Refuses a river unit (a unit type whose `water` is `river`) that the scenario puts in an
/// all-sea hex, on no river hexside and aboard nothing: river units keep to rivers and coastal
/// hexes (reading 16), so it could never have got there.
fn river_units_afloat(
    reader: &KeyReader<'_>,
    scenario: &Scenario,
    data: &RulesData,
    units: &[UnitState],
) -> Result<(), SetupError> {
    for (index, unit) in units.iter().enumerate() {
        let river = data.unit_types.get(&unit.unit_type).and_then(|t| t.water.as_deref());
        let Some(hex) = unit.at.filter(|_| river == Some("river")) else { continue };
        if unit.river_side.is_some() || unit.embarked_on.is_some() {
            continue;
        }
        let terrain = scenario.map.terrain(hex);
        let all_sea = terrain
            .and_then(|t| data.terrain.get(t))
            .is_some_and(|t| t.water.as_deref() == Some("all-sea"));
        if all_sea {
            return Err(reader
                .invalid(
                    &format!("units[{index}] ({}).at", unit.id),
                    format!(
                        "{} is a river unit ({}) and {} is an all-sea hex: river units keep to \
                         rivers and coastal hexes (put it on a river hexside with river_side, \
                         or in a coastal hex)",
                        unit.id,
                        unit.unit_type,
                        scenario.map.hex_id(hex)
                    ),
                    None,
                )
                .into());
        }
    }
    Ok(())
}

fn rail(
    reader: &KeyReader<'_>,
    scenario: &Scenario,
    rules: &toml::Table,
    data: &RulesData,
    phase: u32,
) -> Result<RailState, SetupError> {
    let rail_hexes: BTreeSet<Hex> = scenario
        .map
        .routes()
        .iter()
        .filter(|r| r.kind == RouteKind::Rail)
        .flat_map(|r| r.hexes.iter().copied())
        .collect();
    let neutral = data
        .rail
        .neutral_zones
        .iter()
        .filter_map(|id| scenario.map.zone(id))
        .flat_map(|z| z.hexes.iter().copied())
        .filter(|h| rail_hexes.contains(h))
        .collect();
    let Some(value) = rules.get("rail") else {
        return Ok(RailState { neutral, ..RailState::default() });
    };
    let table = value
        .as_table()
        .ok_or_else(|| reader.invalid("rules.rail", "expected a table: [rules.rail]", None))?;
    reader.known_keys(table, "rules.rail", &RAIL_KEYS)?;
    let mut base = BTreeMap::new();
    let mut heads = BTreeMap::new();
    for (key, slot) in [("base", &mut base), ("heads", &mut heads)] {
        if let Some(value) = table.get(key) {
            let path = format!("rules.rail.{key}");
            let inner = value.as_table().ok_or_else(|| {
                reader.invalid(&path, "expected a table: union = [...], confederate = [...]", None)
            })?;
            reader.known_keys(inner, &path, &SIDES)?;
            for side in SIDES {
                let found = hexes(reader, inner, &path, side)?;
                let found = if key == "base" {
                    found.into_iter().filter(|h| rail_hexes.contains(h)).collect()
                } else {
                    found
                };
                slot.insert(side.to_owned(), found);
            }
        }
    }
    let allotment = per_side_count(reader, table, "rules.rail", "allotment")?;
    let mut capacity = per_side_count(reader, table, "rules.rail", "capacity")?;
    for (side, points) in &allotment {
        match capacity.get(side) {
            None => {
                capacity.insert(side.clone(), *points);
            }
            Some(left) if left > points => {
                return Err(reader
                    .invalid(
                        &format!("rules.rail.capacity.{side}"),
                        format!(
                            "{left} rail transport points left of a month's allotment of {points}: \
                             what is left is at most the allotment (ACW-RAIL-06)"
                        ),
                        Some(points.to_string()),
                    )
                    .into());
            }
            Some(_) => {}
        }
    }
    // `next_capacity`, the key of older scenarios, is read as next month's allotment where
    // `next_allotment` is not given (a scenario laid over an older one may give both).
    let next_key =
        if table.contains_key("next_allotment") { "next_allotment" } else { "next_capacity" };
    let next_allotment = per_side_count(reader, table, "rules.rail", next_key)?;
    let turns = data.rail.turns_per_month;
    let month = ["allotment", "capacity", "next_allotment", "next_capacity"];
    if phase > 1 && !table.contains_key("turn") && month.iter().any(|k| table.contains_key(*k)) {
        // Older scenarios gave the game turn of the month in `[rules] phase`: read now as
        // turn 1, the month's points would be judged silently wrong.
        return Err(reader
            .invalid(
                "rules.phase",
                format!(
                    "phase = {phase} is the movement phase's number (for ETAs), not the game \
                     turn of the month, which [rules.rail] gives as `turn` (scenarios of an \
                     older format gave it here): with the month's rail points in [rules.rail], \
                     state the game turn there too, e.g. turn = {}",
                    phase.min(turns)
                ),
                None,
            )
            .into());
    }
    let turn = reader.count(table, "rules.rail", "turn")?.unwrap_or(1);
    if !(1..=turns).contains(&turn) {
        return Err(reader
            .invalid(
                "rules.rail.turn",
                format!(
                    "the game turn of the month is 1 to {turns} (rail.turns_per_month), not {turn}"
                ),
                Some("1".to_owned()),
            )
            .into());
    }
    let mut moved_this_turn = BTreeSet::new();
    for (i, side) in reader.strings(table, "rules.rail", "moved_this_turn")?.iter().enumerate() {
        let key = format!("rules.rail.moved_this_turn[{i}]");
        moved_this_turn.insert(reader.name_in(side, &key, "side", SIDES.into_iter())?);
    }
    Ok(RailState {
        allotment,
        capacity,
        next_allotment,
        turn,
        moved_this_turn,
        base,
        heads,
        neutral,
    })
}

fn hexside_pairs(
    reader: &KeyReader<'_>,
    table: &toml::Table,
    path: &str,
    key: &str,
) -> Result<Vec<(Hex, Hex)>, SetupError> {
    let mut out = Vec::new();
    let Some(value) = table.get(key) else { return Ok(out) };
    let items = value.as_array().ok_or_else(|| {
        reader.invalid(
            &format!("{path}.{key}"),
            "expected a list of hex pairs: [[\"1012\", \"1013\"], …]",
            None,
        )
    })?;
    for (i, item) in items.iter().enumerate() {
        let key = format!("{path}.{key}[{i}]");
        let pair: Option<Vec<&str>> =
            item.as_array().map(|a| a.iter().filter_map(toml::Value::as_str).collect());
        let Some([a, b]) = pair.as_deref().and_then(|p| <[&str; 2]>::try_from(p).ok()) else {
            return Err(reader
                .invalid(&key, "expected two hex ids, e.g. [\"1012\", \"1013\"]", None)
                .into());
        };
        out.push((reader.hex(a, &key)?, reader.hex(b, &key)?));
    }
    Ok(out)
}

fn waters(reader: &KeyReader<'_>, rules: &toml::Table) -> Result<Waters, SetupError> {
    let Some(value) = rules.get("waters") else { return Ok(Waters::default()) };
    let table = value
        .as_table()
        .ok_or_else(|| reader.invalid("rules.waters", "expected a table: [rules.waters]", None))?;
    reader.known_keys(table, "rules.waters", &["tidal", "above_head_of_navigation", "florida"])?;
    let sides = |key: &str| -> Result<BTreeSet<Hexside>, SetupError> {
        let id = |hex: Hex| umpire_map::HexBoard::hex_id(reader.map(), hex);
        hexside_pairs(reader, table, "rules.waters", key)?
            .into_iter()
            .enumerate()
            .map(|(i, (a, b))| {
                Hexside::between(a, b).ok_or_else(|| {
                    SetupError::from(reader.invalid(
                        &format!("rules.waters.{key}[{i}]"),
                        format!(
                            "{} and {} are not next to each other: a river hexside lies between \
                             two neighbouring hexes",
                            id(a),
                            id(b)
                        ),
                        None,
                    ))
                })
            })
            .collect()
    };
    Ok(Waters {
        tidal: sides("tidal")?,
        above_head_of_navigation: sides("above_head_of_navigation")?,
        florida: hexside_pairs(reader, table, "rules.waters", "florida")?,
    })
}
