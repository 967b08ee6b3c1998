//! Reading an order's keys: units, hexes, sides and paths by the names an orders file writes,
//! each problem a [`BadOrder`] naming the key at fault and the nearest valid name.

use umpire_hex::{Hex, Hexside};
use umpire_map::{BadOrder, MapPlace, SearchError};

use crate::error::{OrderError, nearest};
use crate::map::CivilWarMap;
use crate::situation::SIDES;
use crate::water::WaterPlace;

use super::super::Game;

impl<M: CivilWarMap> Game<M> {
    /// The number of the unit named `id` at order key `key`.
    pub(super) fn unit_key(&self, id: &str, key: &str) -> Result<usize, BadOrder> {
        self.situation.units.iter().position(|u| u.id == id).ok_or_else(|| {
            BadOrder::new(
                key,
                format!("no unit {id:?} in this game"),
                nearest(id, self.situation.units.iter().map(|u| u.id.as_str())),
            )
        })
    }

    /// The number of the unit named `id` at `key`, which must be on the map.
    pub(super) fn unit_on_map(&self, id: &str, key: &str) -> Result<usize, BadOrder> {
        let index = self.unit_key(id, key)?;
        if self.situation.units[index].at.is_none() {
            return Err(BadOrder::new(
                key,
                format!("{id} is not on the map: it has been removed from play"),
                None,
            ));
        }
        Ok(index)
    }

    /// The hex with id `id` at order key `key`.
    pub(super) fn hex_key(&self, id: &str, key: &str) -> Result<Hex, BadOrder> {
        let bad = |message: String| BadOrder::new(key, message, self.nearest_hex(id));
        let hex = self.map.parse_hex(id).map_err(|e| bad(e.to_string()))?;
        if self.map.hex_index(hex).is_none() {
            return Err(bad(format!("{id:?} is not a hex of this map")));
        }
        Ok(hex)
    }

    /// The nearest hex id of the map to `id`, if one is near.
    fn nearest_hex(&self, id: &str) -> Option<String> {
        nearest(id, (0..self.map.hex_count()).map(|i| self.map.hex_id(self.map.hex_at(i))))
    }

    /// A land path (hex ids, `entrain`, `detrain`) at order key `path`.
    pub(super) fn land_path_key(&self, ids: &[String]) -> Result<Vec<MapPlace>, BadOrder> {
        let mut out: Vec<MapPlace> = Vec::new();
        for (i, id) in ids.iter().enumerate() {
            let key = format!("path[{i}]");
            let id = id.trim();
            if matches!(id, "entrain" | "detrain") {
                let last = out.last().copied().ok_or_else(|| {
                    BadOrder::new(&key, format!("a path starts with a hex, not {id:?}"), None)
                })?;
                out.push(last);
                continue;
            }
            let hex = self.hex_key(id, &key).map_err(|mut bad| {
                if bad.suggestion.is_none() {
                    bad.suggestion = nearest(id, ["entrain", "detrain"]);
                }
                bad
            })?;
            out.push(MapPlace::Hex(hex));
        }
        Ok(out)
    }

    /// A water path (sea hex ids, `1012/1013` river hexsides) at order key `path`.
    pub(super) fn water_path_key(&self, ids: &[String]) -> Result<Vec<WaterPlace>, BadOrder> {
        let mut out = Vec::new();
        for (i, id) in ids.iter().enumerate() {
            let key = format!("path[{i}]");
            let id = id.trim();
            let place = match id.split_once('/') {
                Some((a, b)) => {
                    let (a, b) = (self.hex_key(a.trim(), &key)?, self.hex_key(b.trim(), &key)?);
                    let side = Hexside::between(a, b).ok_or_else(|| {
                        BadOrder::new(
                            &key,
                            format!(
                                "{id}: the two hexes of a river hexside are next to each other"
                            ),
                            None,
                        )
                    })?;
                    WaterPlace::River(side)
                }
                None => WaterPlace::Sea(self.hex_key(id, &key)?),
            };
            if umpire_map::Board::index_of(self.water(), place).is_none() {
                let what = match place {
                    WaterPlace::Sea(_) => "is no coastal or all-sea hex",
                    WaterPlace::River(_) => "is no river hexside",
                };
                return Err(BadOrder::new(
                    &key,
                    format!("{id} {what}: a water path goes by sea hexes and river hexsides"),
                    None,
                ));
            }
            out.push(place);
        }
        Ok(out)
    }

    /// The id an order writes for water place `place`.
    pub(super) fn water_id(&self, place: WaterPlace) -> String {
        self.water.place_id(&self.map, place)
    }
}

/// The side named `name` at order key `key`.
pub(super) fn side_key(name: &str, key: &str) -> Result<String, BadOrder> {
    if SIDES.contains(&name) {
        return Ok(name.to_owned());
    }
    Err(BadOrder::new(
        key,
        format!("no side {name:?} (the sides: {})", SIDES.join(", ")),
        nearest(name, SIDES),
    ))
}

/// An [`OrderError`] from a judge the order's keys were already read for, as a [`BadOrder`]
/// at `key`, with no internal coordinates in its message.
pub(super) fn order_error(error: OrderError, key: &str) -> BadOrder {
    match error {
        OrderError::UnknownUnit { id, suggestion } => {
            BadOrder::new(key, format!("no unit {id:?} in this game"), suggestion)
        }
        OrderError::UnknownPlace { position, id, reason } => {
            BadOrder::new(position, format!("{id:?} is not a place on this map: {reason}"), None)
        }
        OrderError::NotOnMap { id } => BadOrder::new(
            key,
            format!("{id} is not on the map: it has been removed from play"),
            None,
        ),
        OrderError::Malformed(message) => BadOrder::new(key, message, None),
        OrderError::Search(error) => search_error(&error, key),
    }
}

/// A search that could not run, without the debug text of places its message carries.
fn search_error(error: &SearchError, key: &str) -> BadOrder {
    match error {
        SearchError::PlaceNotOnBoard { step, .. } => {
            BadOrder::new(format!("path[{step}]"), "not a place this move can go", None)
        }
        SearchError::RouteStartsElsewhere { .. } | SearchError::EmptyRoute => {
            BadOrder::new("path[0]", "the path does not start where the unit is", None)
        }
        SearchError::StartNotOnBoard { .. } => {
            BadOrder::new(key, "the unit is not on a place this move can start from", None)
        }
        other => BadOrder::new(key, other.to_string(), None),
    }
}
