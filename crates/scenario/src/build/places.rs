//! `[[map.boxes]]`, `[[map.places]]` and `[[map.zones]]`.

use std::collections::BTreeMap;

use umpire_hex::{Hex, HexNumbering};

use super::{Seen, hex, invalid, required_in};
use crate::error::{ErrorKind, ScenarioError};
use crate::map::{MapBox, NamedPlace, Zone};
use crate::merge::{Item, MergedMap};
use crate::raw::Strings;
use crate::source::{FileId, Sources};
use umpire_map::BoxId;
use umpire_map::MapPlace;

/// The checked boxes and how they link to each other and to the map.
pub(crate) struct Boxes {
    pub boxes: Vec<MapBox>,
    pub links: Vec<Vec<MapPlace>>,
    pub hex_boxes: BTreeMap<Hex, Vec<BoxId>>,
}

/// Checks the boxes: unique ids that are not hex ids, known adjacent boxes, edge hexes on the
/// map; links adjacent boxes both ways.
pub(crate) fn boxes(
    src: &Sources,
    map: &MergedMap,
    numbering: &HexNumbering,
) -> Result<Boxes, ScenarioError> {
    let mut seen = Seen::new("box id");
    let mut keys: Vec<String> = Vec::with_capacity(map.boxes.len());
    for Item { file, index, value: entry } in &map.boxes {
        let key = format!("map.boxes[{index}].id");
        let id = required_in(
            src,
            *file,
            entry,
            entry.get_ref().id.as_ref(),
            &key,
            "the box's id, e.g. id = \"central-asia\"",
        )?;
        if id.get_ref().trim().is_empty() {
            return Err(invalid(src, *file, id, &key, "a box id cannot be empty"));
        }
        if numbering.parse(id.get_ref()).is_ok() {
            let message = format!(
                "the box id {:?} is also a hex id on this map: choose another",
                id.get_ref()
            );
            return Err(invalid(src, *file, id, &key, message));
        }
        seen.insert(src, id.get_ref().clone(), *file, id, &key)?;
        keys.push(id.get_ref().clone());
    }
    if keys.len() > usize::from(u16::MAX) {
        let message = format!("a map can have at most {} boxes", u16::MAX);
        return Err(src.error(
            map.boxes.last().map_or(0, |b| b.file),
            0..0,
            "map.boxes",
            ErrorKind::Invalid { message },
        ));
    }
    let box_id = |i: usize| BoxId(u16::try_from(i).unwrap_or(u16::MAX));

    let mut boxes = Vec::with_capacity(keys.len());
    let mut links: Vec<Vec<MapPlace>> = vec![Vec::new(); keys.len()];
    let mut hex_boxes: BTreeMap<Hex, Vec<BoxId>> = BTreeMap::new();
    // Each box's number by id, and the links made so far: each found at once, so a map of many
    // boxes, or a box next to many, is built in time proportional to its links.
    let numbers: std::collections::HashMap<&str, usize> =
        keys.iter().enumerate().map(|(n, k)| (k.as_str(), n)).rev().collect();
    let mut linked: std::collections::HashSet<(usize, BoxId)> = std::collections::HashSet::new();
    for (n, Item { file, index, value: entry }) in map.boxes.iter().enumerate() {
        let (file, raw, path) = (*file, entry.get_ref(), format!("map.boxes[{index}]"));
        let me = box_id(n);
        let key = keys.get(n).cloned().unwrap_or_default();
        let mut adjacent = Vec::new();
        for (i, other) in list(&raw.adjacent_boxes).iter().enumerate() {
            let other_key = format!("{path}.adjacent_boxes[{i}]");
            let Some(&j) = numbers.get(other.get_ref().as_str()) else {
                return Err(unknown_box(src, file, other, &other_key, &keys));
            };
            if j == n {
                return Err(invalid(
                    src,
                    file,
                    other,
                    &other_key,
                    "a box cannot be adjacent to itself",
                ));
            }
            let them = box_id(j);
            adjacent.push(them);
            for (a, b) in [(n, them), (j, me)] {
                if let Some(list) = links.get_mut(a)
                    && linked.insert((a, b))
                {
                    list.push(MapPlace::Box(b));
                }
            }
        }
        let edge_hexes =
            hex_list(src, numbering, file, &raw.edge_hexes, &format!("{path}.edge_hexes"))?;
        for &h in &edge_hexes {
            hex_boxes.entry(h).or_default().push(me);
        }
        let name = raw.name.as_ref().map_or_else(|| key.clone(), |n| n.get_ref().clone());
        boxes.push(MapBox { id: me, key, name, adjacent_boxes: adjacent, edge_hexes });
    }
    // Edge hexes after the boxes, so every box lists its box neighbours first.
    for b in &boxes {
        if let Some(list) = links.get_mut(b.id.index()) {
            list.extend(b.edge_hexes.iter().map(|&h| MapPlace::Hex(h)));
        }
    }
    Ok(Boxes { boxes, links, hex_boxes })
}

/// An unknown box error for `name` at `key`.
pub(crate) fn unknown_box(
    src: &Sources,
    file: FileId,
    name: &crate::raw::S<String>,
    key: &str,
    keys: &[String],
) -> ScenarioError {
    src.error_at(file, name, key, ErrorKind::unknown("box", name.get_ref(), keys.to_vec()))
}

/// The items of an optional list.
fn list(value: &Option<Strings>) -> &[crate::raw::S<String>] {
    value.as_ref().map_or(&[], |l| l.get_ref().as_slice())
}

/// An optional list of hex ids, each on the map and given once.
fn hex_list(
    src: &Sources,
    numbering: &HexNumbering,
    file: FileId,
    value: &Option<Strings>,
    path: &str,
) -> Result<Vec<Hex>, ScenarioError> {
    let mut seen = Seen::new("hex");
    let mut hexes = Vec::new();
    for (i, id) in list(value).iter().enumerate() {
        let key = format!("{path}[{i}]");
        let h = hex(src, numbering, file, id, &key)?;
        seen.insert(src, h, file, id, &key)?;
        hexes.push(h);
    }
    Ok(hexes)
}

/// Checks the named places: a unique name and a hex each.
pub(crate) fn places(
    src: &Sources,
    map: &MergedMap,
    numbering: &HexNumbering,
) -> Result<Vec<NamedPlace>, ScenarioError> {
    let mut seen = Seen::new("place name");
    let mut places = Vec::with_capacity(map.places.len());
    for Item { file, index, value: entry } in &map.places {
        let (file, raw, path) = (*file, entry.get_ref(), format!("map.places[{index}]"));
        let name_key = format!("{path}.name");
        let name = seen.required_name(
            src,
            file,
            entry,
            raw.name.as_ref(),
            &name_key,
            "the place's name, e.g. name = \"Kyiv\"",
        )?;
        let hex_key = format!("{path}.hex");
        let id = required_in(
            src,
            file,
            entry,
            raw.hex.as_ref(),
            &hex_key,
            "the place's hex, e.g. hex = \"e0305\"",
        )?;
        let at = hex(src, numbering, file, id, &hex_key)?;
        let kinds = list(&raw.kinds).iter().map(|k| k.get_ref().clone()).collect();
        places.push(NamedPlace { name: name.get_ref().clone(), hex: at, kinds });
    }
    Ok(places)
}

/// Checks the zones: a unique id, a kind, and hexes each given once.
pub(crate) fn zones(
    src: &Sources,
    map: &MergedMap,
    numbering: &HexNumbering,
) -> Result<Vec<Zone>, ScenarioError> {
    let mut seen = Seen::new("zone id");
    let mut zones = Vec::with_capacity(map.zones.len());
    for Item { file, index, value: entry } in &map.zones {
        let (file, raw, path) = (*file, entry.get_ref(), format!("map.zones[{index}]"));
        let id_key = format!("{path}.id");
        let id = seen.required_name(
            src,
            file,
            entry,
            raw.id.as_ref(),
            &id_key,
            "the zone's id, e.g. id = \"russia\"",
        )?;
        let kind = required_in(
            src,
            file,
            entry,
            raw.kind.as_ref(),
            &format!("{path}.kind"),
            "what the zone is, e.g. kind = \"country\" or kind = \"naval-zone\"",
        )?;
        let hexes_key = format!("{path}.hexes");
        required_in(
            src,
            file,
            entry,
            raw.hexes.as_ref(),
            &hexes_key,
            "the zone's hexes, e.g. hexes = [\"e0101\", \"e0102\"]",
        )?;
        let hexes = hex_list(src, numbering, file, &raw.hexes, &hexes_key)?;
        zones.push(Zone { id: id.get_ref().clone(), kind: kind.get_ref().clone(), hexes });
    }
    Ok(zones)
}
