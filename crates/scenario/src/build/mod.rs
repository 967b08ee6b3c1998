//! Checking the merged files and building the [`Scenario`]: one module per part of the file.

mod hexsides;
mod numbering;
mod places;
mod routes;
mod sides;
mod terrain;
mod units;

pub(crate) use numbering::MAX_HEXES;

use umpire_hex::{Hex, HexNumbering};

use crate::error::{ErrorKind, ScenarioError};
use crate::map::ScenarioMap;
use crate::merge::{Merged, Spot};
use crate::raw::S;
use crate::scenario::Scenario;
use crate::source::{FileId, Sources};

/// Checks `merged` and builds the scenario.
pub(crate) fn build(merged: Merged) -> Result<Scenario, ScenarioError> {
    let src = &merged.sources;
    let origin = src.get(merged.root).map_or_else(String::new, |f| f.origin.clone());
    let root: Spot = (merged.root, 0..0);
    let name =
        required(src, merged.name.as_ref().map(|v| (v.file, &v.value)), &root, "name", || {
            "the scenario's name, e.g. name = \"Across the river\"".to_owned()
        })?;
    let name = name.1.get_ref().clone();

    let numbering = numbering::build(src, &merged.map, &root)?;
    let rect = numbering.rect();
    let map_header = merged.map.header.clone().unwrap_or(root);
    let terrain = terrain::build(src, &merged.map, &numbering, &map_header)?;
    let mut sides = hexsides::build(src, &merged.map, &numbering)?;
    let routes = routes::build(src, &merged.map, &numbering, &mut sides.bits)?;
    let boxes = places::boxes(src, &merged.map, &numbering)?;
    let places = places::places(src, &merged.map, &numbering)?;
    let zones = places::zones(src, &merged.map, &numbering)?;
    let map = ScenarioMap {
        numbering,
        rect,
        terrain_names: terrain.names,
        legend: terrain.legend,
        terrain: terrain.grid,
        sides: sides.bits,
        featured: sides.featured,
        routes,
        places,
        boxes: boxes.boxes,
        zones,
        box_links: boxes.links,
        hex_boxes: boxes.hex_boxes,
    };
    let units = units::build(src, &merged.units, &map)?;
    let sides = sides::build(src, &merged.sides)?;
    let keys = crate::keys::KeyPositions::record(src, &merged.order);
    Ok(Scenario { name, origin, map, units, rules: merged.rules, keys, sides })
}

/// A value that must be present: `value` with its file, or an error at `spot` (the table it
/// belongs in) saying what to write.
pub(crate) fn required<'a, T>(
    src: &Sources,
    value: Option<(FileId, &'a S<T>)>,
    spot: &Spot,
    key: &str,
    expected: impl FnOnce() -> String,
) -> Result<(FileId, &'a S<T>), ScenarioError> {
    value.ok_or_else(|| {
        src.error(spot.0, spot.1.clone(), key, ErrorKind::Missing { expected: expected() })
    })
}

/// A key of an array-of-tables entry that must be present.
pub(crate) fn required_in<'a, T>(
    src: &Sources,
    file: FileId,
    entry: &S<impl Sized>,
    value: Option<&'a S<T>>,
    key: &str,
    expected: &str,
) -> Result<&'a S<T>, ScenarioError> {
    value.ok_or_else(|| {
        src.error(file, entry.span(), key, ErrorKind::Missing { expected: expected.to_owned() })
    })
}

/// The hex `id` names, or an error at it.
pub(crate) fn hex(
    src: &Sources,
    numbering: &HexNumbering,
    file: FileId,
    id: &S<String>,
    key: &str,
) -> Result<Hex, ScenarioError> {
    numbering.parse(id.get_ref()).map_err(|e| src.error_at(file, id, key, ErrorKind::Hex(e)))
}

/// An [`ErrorKind::Invalid`] error at `value`.
pub(crate) fn invalid<T>(
    src: &Sources,
    file: FileId,
    value: &S<T>,
    key: &str,
    message: impl Into<String>,
) -> ScenarioError {
    src.error_at(file, value, key, ErrorKind::Invalid { message: message.into() })
}

/// Remembers names (or hexes) given so far, to refuse the second of two equal ones. Each is
/// kept with its file and byte offset; lines and columns are worked out only for an error, so
/// remembering stays cheap however long the file.
pub(crate) struct Seen<K> {
    first: std::collections::HashMap<K, (FileId, usize)>,
    what: &'static str,
}

impl<K: std::hash::Hash + Eq> Seen<K> {
    /// Nothing seen yet; duplicates are called `what` in messages (`place name`, `hex`).
    pub(crate) fn new(what: &'static str) -> Self {
        Seen { first: std::collections::HashMap::new(), what }
    }

    /// Records `key`, written as `value` in `file` at `path`; refuses it if seen before.
    pub(crate) fn insert(
        &mut self,
        src: &Sources,
        key: K,
        file: FileId,
        value: &S<String>,
        path: &str,
    ) -> Result<(), ScenarioError> {
        let here = (file, value.span().start);
        match self.first.get(&key) {
            Some(&(first_file, first_offset)) => Err(ScenarioError::new(
                src.position(here.0, here.1),
                path,
                ErrorKind::Duplicate {
                    what: self.what.to_owned(),
                    name: value.get_ref().clone(),
                    first: src.position(first_file, first_offset),
                },
            )),
            None => {
                self.first.insert(key, here);
                Ok(())
            }
        }
    }
}

impl Seen<String> {
    /// The name an entry must give at `key` ([`required_in`]), refused when it is empty or was
    /// given before: ids of boxes, zones and units, names of places.
    pub(crate) fn required_name<'a>(
        &mut self,
        src: &Sources,
        file: FileId,
        entry: &S<impl Sized>,
        value: Option<&'a S<String>>,
        key: &str,
        expected: &str,
    ) -> Result<&'a S<String>, ScenarioError> {
        let name = required_in(src, file, entry, value, key, expected)?;
        if name.get_ref().trim().is_empty() {
            return Err(invalid(src, file, name, key, format!("a {} cannot be empty", self.what)));
        }
        self.insert(src, name.get_ref().clone(), file, name, key)?;
        Ok(name)
    }
}
