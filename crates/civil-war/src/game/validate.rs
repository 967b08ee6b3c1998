//! Whether a situation fits the rules data and the map a game is built from.

use std::collections::{BTreeMap, BTreeSet};

use umpire_hex::Hex;
use umpire_map::{HexBoard, MapError};

use crate::data::RulesData;
use crate::error::{SetupError, nearest};
use crate::map::CivilWarMap;
use crate::situation::{SIDES, Situation};

/// Checks `situation` against `data` and `map`.
///
/// # Errors
/// The first [`SetupError::Mismatch`] found, its key naming the value.
pub(super) fn situation<M: CivilWarMap>(
    map: &M,
    data: &RulesData,
    situation: &Situation,
) -> Result<(), SetupError> {
    // Run once a game: only the map's two answers are generic, so the checks are compiled
    // once, in this crate, rather than in every game's crate for its map type.
    let hexes = Hexes { on_map: &|hex| map.hex_index(hex).is_some(), id: &|hex| map.hex_id(hex) };
    situation_on(&hexes, data, situation)
}

/// What checking a situation asks of the map: whether a hex is on it, and its printed id.
struct Hexes<'a> {
    on_map: &'a dyn Fn(Hex) -> bool,
    id: &'a dyn Fn(Hex) -> String,
}

impl Hexes<'_> {
    /// `hex` is a hex of the map.
    fn check(&self, hex: Hex, key: &str) -> Result<(), SetupError> {
        if (self.on_map)(hex) {
            return Ok(());
        }
        let message = format!("{} is not a hex of the map", (self.id)(hex));
        Err(SetupError::mismatch(key, message, None))
    }
}

/// [`situation`] with the map as [`Hexes`].
fn situation_on(
    map: &Hexes<'_>,
    data: &RulesData,
    situation: &Situation,
) -> Result<(), SetupError> {
    let on_map = |hex: Hex, key: &str| map.check(hex, key);
    side(&situation.side, "situation.side")?;
    let mut ids = BTreeSet::new();
    for (i, unit) in situation.units.iter().enumerate() {
        let key = |field: &str| format!("situation.units[{i}].{field}");
        if !ids.insert(unit.id.as_str()) {
            return Err(SetupError::mismatch(
                key("id"),
                format!("a second unit with id {:?}: unit ids are unique", unit.id),
                None,
            ));
        }
        side(&unit.side, &key("side")).map_err(|error| error.of_unit(&unit.id))?;
        if !data.unit_types.contains_key(&unit.unit_type) {
            let known: Vec<&str> = data.unit_types.keys().map(String::as_str).collect();
            let (message, suggestion) = if unit.unit_type.is_empty() {
                ("no unit type given".to_owned(), None)
            } else {
                let suggestion = nearest(&unit.unit_type, known.iter().copied());
                (format!("unknown unit type {:?}", unit.unit_type), suggestion)
            };
            return Err(SetupError::mismatch(
                key("unit_type"),
                format!("unit {}: {message} (known: {})", unit.id, known.join(", ")),
                suggestion,
            ));
        }
        if let Some(hex) = unit.at {
            on_map(hex, &key("at"))?;
        }
        if let Some(river) = unit.river_side {
            match unit.at {
                Some(hex) if river.touches(hex) => {}
                Some(hex) => {
                    return Err(SetupError::mismatch(
                        key("river_side"),
                        format!(
                            "the river hexside is not a side of the unit's hex {}",
                            (map.id)(hex)
                        ),
                        None,
                    ));
                }
                None => {
                    return Err(SetupError::mismatch(
                        key("river_side"),
                        "a unit off the map is on no river",
                        None,
                    ));
                }
            }
        }
        if let Some((hex, _)) = unit.rail_destination {
            on_map(hex, &key("rail_destination"))?;
        }
        if let Some(hex) = unit.voyage_destination {
            on_map(hex, &key("voyage_destination"))?;
        }
        if unit.ferry {
            let ferries = data.unit_types.get(&unit.unit_type).is_some_and(|t| t.ferry);
            if !ferries {
                return Err(SetupError::mismatch(
                    key("ferry"),
                    format!(
                        "{} serves as no temporary ferry: river transports do",
                        crate::words::a_unit(&unit.unit_type)
                    ),
                    None,
                ));
            }
            if unit.river_side.is_none() {
                return Err(SetupError::mismatch(
                    key("ferry"),
                    "a temporary ferry is at the river hexside its transport is on, and this one is on none",
                    None,
                ));
            }
        }
    }
    for (i, fort) in situation.forts.iter().enumerate() {
        on_map(fort.at, &format!("situation.forts[{i}].at"))?;
        side(&fort.side, &format!("situation.forts[{i}].side"))?;
    }
    per_side(map, &situation.territory, "situation.territory")?;
    per_side(map, &situation.rail.base, "situation.rail.base")?;
    per_side(map, &situation.rail.heads, "situation.rail.heads")?;
    let rail = &situation.rail;
    for (key, sides) in [
        ("situation.rail.allotment", &rail.allotment),
        ("situation.rail.capacity", &rail.capacity),
        ("situation.rail.next_allotment", &rail.next_allotment),
    ] {
        for name in sides.keys() {
            side(name, &format!("{key}.{name}"))?;
        }
    }
    for name in &rail.moved_this_turn {
        side(name, &format!("situation.rail.moved_this_turn.{name}"))?;
    }
    for (name, left) in &rail.capacity {
        if let Some(allotment) = rail.allotment.get(name).filter(|a| left > *a) {
            return Err(SetupError::mismatch(
                format!("situation.rail.capacity.{name}"),
                format!(
                    "{left} rail transport points left of a month's allotment of {allotment}: what is left is at most the allotment (ACW-RAIL-06)"
                ),
                Some(allotment.to_string()),
            ));
        }
    }
    let turns = data.rail.turns_per_month;
    if !(1..=turns).contains(&rail.turn) {
        return Err(SetupError::mismatch(
            "situation.rail.turn",
            format!(
                "the game turn of the month is 1 to {turns} (rail.turns_per_month), not {}",
                rail.turn
            ),
            Some("1".to_owned()),
        ));
    }
    for (key, hexes) in [
        ("situation.enemy_controlled", &situation.enemy_controlled),
        ("situation.siege_entry", &situation.siege_entry),
        ("situation.ports", &situation.ports),
        ("situation.rail.neutral", &situation.rail.neutral),
    ] {
        hexes.iter().try_for_each(|hex| on_map(*hex, key))?;
    }
    for (i, (a, b)) in situation.waters.florida.iter().enumerate() {
        let key = format!("situation.waters.florida[{i}]");
        on_map(*a, &key)?;
        on_map(*b, &key)?;
    }
    Ok(())
}

/// Checks the map itself, as the scenario loader checks a scenario's
/// ([`umpire_map::check_hex_board`]: its hex numbers go both ways, its legs, every hexside its
/// data state lies between neighbours, its boxes), and that the cities, towns and coastal hexes
/// it names are on it. Linear in the map's hexes and stated hexsides.
///
/// # Errors
/// The first problem found.
pub(super) fn map<M: CivilWarMap>(map: &M) -> Result<(), MapError> {
    umpire_map::check_hex_board(map)?;
    let mut off_map = None;
    let mut named = |hex: Hex, what: &str| {
        if off_map.is_none() && map.hex_index(hex).is_none() {
            off_map = Some(MapError::NotOnMap { what: what.to_owned(), id: map.hex_id(hex) });
        }
    };
    map.for_each_city_or_town(|hex| named(hex, "a city or town"));
    map.for_each_coastal_hex(|hex| named(hex, "a coastal hex"));
    off_map.map_or(Ok(()), Err)
}

/// `name` is one of the [`SIDES`] (an empty `name` was never given).
fn side(name: &str, key: &str) -> Result<(), SetupError> {
    if SIDES.contains(&name) {
        return Ok(());
    }
    if name.is_empty() {
        let message = format!("no side given (known: {})", SIDES.join(", "));
        return Err(SetupError::mismatch(key, message, None));
    }
    Err(SetupError::mismatch(
        key,
        format!("unknown side {name:?} (known: {})", SIDES.join(", ")),
        nearest(name, SIDES),
    ))
}

/// Checks that the Terrain Effects Chart of `data` prices the terrain of every hex of `map`
/// (a hex of no terrain is off the board's play). Linear in the map's hexes.
///
/// # Errors
/// A [`SetupError::Mismatch`] keyed `map.terrain (name)`, naming the first hex of that
/// terrain and the nearest terrain the chart prices.
pub(super) fn terrain<M: HexBoard>(map: &M, data: &RulesData) -> Result<(), SetupError> {
    for index in 0..map.hex_count() {
        let hex = map.hex_at(index);
        let Some(name) = map.terrain(hex) else { continue };
        if data.terrain.contains_key(name) {
            continue;
        }
        let id = map.hex_id(hex);
        let known = data.terrain.keys().map(String::as_str);
        return Err(SetupError::unpriced_terrain(name, Some(&id), known));
    }
    Ok(())
}

/// A table of hexes by side: known sides, hexes on the map.
fn per_side(
    map: &Hexes<'_>,
    table: &BTreeMap<String, BTreeSet<Hex>>,
    key: &str,
) -> Result<(), SetupError> {
    for (name, hexes) in table {
        let key = format!("{key}.{name}");
        side(name, &key)?;
        hexes.iter().try_for_each(|hex| map.check(*hex, &key))?;
    }
    Ok(())
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use umpire_hex::{HexNumbering, Offset, OffsetLayout};
    use umpire_map::{Mp, SetupError};

    use crate::situation::{Fort, UnitState};
    use crate::{CivilWarMap, Game, MoveOptions, RulesData, Situation};

    use super::*;

    /// A row of clear hexes.
    struct Row {
        numbering: HexNumbering,
        hexes: Vec<Hex>,
    }

    impl HexBoard for Row {
        fn hex_count(&self) -> usize {
            self.hexes.len()
        }
        fn hex_index(&self, hex: Hex) -> Option<usize> {
            self.hexes.iter().position(|h| *h == hex)
        }
        fn hex_at(&self, index: usize) -> Hex {
            self.hexes[index]
        }
        fn terrain(&self, hex: Hex) -> Option<&str> {
            self.hex_index(hex).map(|_| "clear")
        }
        fn numbering(&self) -> &HexNumbering {
            &self.numbering
        }
    }

    impl CivilWarMap for Row {}

    fn row() -> Row {
        let numbering = HexNumbering::new(OffsetLayout::ODD_Q, 1..=5, 1..=1);
        let hexes = (1..=5).map(|c| numbering.hex_of(Offset::new(c, 1))).collect();
        Row { numbering, hexes }
    }

    fn mismatch(situation: Situation) -> (String, Option<String>) {
        let error = Game::from_parts(row(), RulesData::builtin().unwrap(), situation).err();
        match error {
            Some(umpire_map::PartsError::Setup(SetupError::Mismatch {
                key, suggestion, ..
            })) => (key, suggestion),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_game_is_built_from_typed_values_and_moves() {
        let map = row();
        let start = map.hexes[0];
        let mut situation = Situation::new("union", 1);
        situation.units.push(
            UnitState::builder("1st")
                .side("union")
                .unit_type("infantry")
                .movement(Mp::whole(3))
                .at(start)
                .build(),
        );
        let game = Game::from_parts(map, RulesData::builtin().unwrap(), situation).unwrap();
        let reach = game.reach("1st", &MoveOptions::default()).unwrap();
        let ids: Vec<&str> = reach.places.iter().map(|p| p.id.as_str()).collect();
        assert_eq!(ids, ["0201", "0301", "0401"]);
    }

    #[test]
    fn a_reach_finds_each_place_by_id_through_its_index() {
        let map = row();
        let mut situation = Situation::new("union", 1);
        situation.units.push(
            UnitState::builder("1st")
                .side("union")
                .unit_type("infantry")
                .movement(Mp::whole(4))
                .at(map.hexes[2])
                .build(),
        );
        let game = Game::from_parts(map, RulesData::builtin().unwrap(), situation).unwrap();
        let mut reach = game.reach("1st", &MoveOptions::default()).unwrap();
        assert_eq!(reach.places.len(), 4);
        for place in &reach.places {
            assert_eq!(reach.get(&place.id), Some(place));
            assert_eq!(
                reach.path(&place.id).and_then(|p| p.last().cloned()),
                Some(place.id.to_string())
            );
        }
        assert_eq!(reach.get("0501").map(|p| p.cost), Some(Mp::whole(2)));
        assert_eq!(reach.get("0301"), None, "the start is not listed");
        assert_eq!(reach.get("9999"), None);
        // Places changed by hand: found by a scan until reindexed, then by the index.
        let last = reach.places.remove(0);
        assert_eq!(reach.get(&last.id), None);
        reach.places.insert(0, last.clone());
        reach.places.reverse();
        reach.reindex();
        assert_eq!(reach.get(&last.id), Some(&last));
    }

    #[test]
    fn what_does_not_fit_is_named_by_key() {
        let map = row();
        let mut situation = Situation::new("union", 1);
        situation.units.push(UnitState::builder("a").side("union").unit_type("cavalry").build());
        situation
            .units
            .push(UnitState::builder("b").side("confederat").unit_type("infantry").build());
        assert_eq!(
            mismatch(situation.clone()),
            ("situation.units[1].side".into(), Some("confederate".into()))
        );
        situation.units[1] = UnitState::builder("a").side("union").unit_type("infantry").build();
        assert_eq!(mismatch(situation.clone()), ("situation.units[1].id".into(), None));
        situation.units[1] = UnitState::builder("b").side("union").unit_type("cavalery").build();
        assert_eq!(
            mismatch(situation.clone()),
            ("situation.units[1].unit_type".into(), Some("cavalry".into()))
        );
        situation.units[1] = UnitState::builder("b")
            .side("union")
            .unit_type("river-gunboat")
            .river_side(map.hexes[2].hexside(umpire_hex::Direction::ALL[0]))
            .at(map.hexes[0])
            .build();
        assert_eq!(mismatch(situation.clone()), ("situation.units[1].river_side".into(), None));
        situation.units.truncate(1);
        situation.forts.push(Fort::new(Hex::new(30, 30), "union"));
        assert_eq!(mismatch(situation.clone()), ("situation.forts[0].at".into(), None));
        situation.forts.clear();
        situation.rail.capacity.insert("north".into(), 3);
        assert_eq!(mismatch(situation), ("situation.rail.capacity.north".into(), None));
    }
}
