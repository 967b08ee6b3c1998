//! `[[map.hexsides]]`: features on the sides between hexes.

use umpire_hex::{Direction, HexNumbering, Hexside, HexsideMap};

use super::{hex, invalid, required_in};
use crate::error::{ErrorKind, ScenarioError};
use crate::map::direction_name;
use crate::merge::{Item, MergedMap};
use crate::raw::{RawHexside, S};
use crate::source::{FileId, Sources};
use umpire_map::normalise;
use umpire_map::{Feature, Features};

/// Hexside bits (features; roads and rails are added later) and the sides with features.
pub(crate) struct Sides {
    pub bits: HexsideMap<u16>,
    pub featured: Vec<Hexside>,
}

/// Checks every `[[map.hexsides]]` entry and records its features.
pub(crate) fn build(
    src: &Sources,
    map: &MergedMap,
    numbering: &HexNumbering,
) -> Result<Sides, ScenarioError> {
    let mut bits = HexsideMap::new(numbering.rect(), 0_u16);
    let mut featured = Vec::new();
    for Item { file, index, value: entry } in &map.hexsides {
        let path = format!("map.hexsides[{index}]");
        let side = side(src, numbering, *file, entry, &path)?;
        let features = features(src, *file, entry, &path)?;
        if let Some(slot) = bits.get_mut(side) {
            *slot |= features.bits();
            featured.push(side);
        }
    }
    featured.sort_unstable();
    featured.dedup();
    Ok(Sides { bits, featured })
}

/// The side an entry names: `between = [a, b]`, or `at` and `direction`.
fn side(
    src: &Sources,
    numbering: &HexNumbering,
    file: FileId,
    entry: &S<RawHexside>,
    path: &str,
) -> Result<Hexside, ScenarioError> {
    let raw = entry.get_ref();
    match (&raw.between, &raw.at) {
        (Some(between), None) => {
            if let Some(direction) = &raw.direction {
                let message = "a direction goes with `at`, not with `between`: give either \
                               between = [a, b] or at = hex with a direction";
                return Err(invalid(src, file, direction, &format!("{path}.direction"), message));
            }
            let key = format!("{path}.between");
            let [a, b] = between.get_ref().as_slice() else {
                let message = format!(
                    "expected two hex ids, e.g. between = [\"e0305\", \"e0306\"]; found {}",
                    between.get_ref().len()
                );
                return Err(invalid(src, file, between, &key, message));
            };
            let (ha, hb) = (
                hex(src, numbering, file, a, &format!("{key}[0]"))?,
                hex(src, numbering, file, b, &format!("{key}[1]"))?,
            );
            Hexside::between(ha, hb).ok_or_else(|| {
                let kind = ErrorKind::NotAdjacent {
                    a: a.get_ref().trim().to_owned(),
                    b: b.get_ref().trim().to_owned(),
                    distance: ha.distance(hb),
                };
                src.error_at(file, between, &key, kind)
            })
        }
        (None, Some(at)) => {
            let at_hex = hex(src, numbering, file, at, &format!("{path}.at"))?;
            let direction = required_in(
                src,
                file,
                entry,
                raw.direction.as_ref(),
                &format!("{path}.direction"),
                "the direction of the side from the `at` hex, e.g. direction = \"north\"",
            )?;
            let direction =
                parse_direction(src, numbering, file, direction, &format!("{path}.direction"))?;
            Ok(at_hex.hexside(direction))
        }
        (Some(between), Some(_)) => Err(invalid(
            src,
            file,
            between,
            &format!("{path}.between"),
            "give either between = [a, b] or at = hex with a direction, not both",
        )),
        (None, None) => Err(src.error_at(
            file,
            entry,
            format!("{path}.between"),
            ErrorKind::Missing {
                expected: "the two hexes the side lies between, e.g. between = [\"e0305\", \
                           \"e0306\"], or at = \"e0305\" with direction = \"north\""
                    .to_owned(),
            },
        )),
    }
}

/// Short names accepted besides the full ones.
const SHORT: [(&str, &str); 8] = [
    ("n", "north"),
    ("ne", "northeast"),
    ("e", "east"),
    ("se", "southeast"),
    ("s", "south"),
    ("sw", "southwest"),
    ("w", "west"),
    ("nw", "northwest"),
];

/// A direction named in the map's orientation (`north-east`, `NorthEast`, `ne`…).
fn parse_direction(
    src: &Sources,
    numbering: &HexNumbering,
    file: FileId,
    name: &S<String>,
    key: &str,
) -> Result<Direction, ScenarioError> {
    let orientation = numbering.layout.orientation;
    let mut wanted = normalise(name.get_ref());
    if let Some((_, long)) = SHORT.iter().find(|(short, _)| *short == wanted) {
        wanted = (*long).to_owned();
    }
    let names: Vec<String> =
        Direction::ALL.iter().map(|&d| direction_name(orientation, d)).collect();
    if let Some((_, direction)) =
        names.iter().zip(Direction::ALL).find(|(n, _)| normalise(n) == wanted)
    {
        return Ok(direction);
    }
    let what = match orientation {
        umpire_hex::Orientation::FlatTop => "flat-top direction",
        umpire_hex::Orientation::PointyTop => "pointy-top direction",
    };
    let mut known = names.clone();
    known.sort_by_key(|n| compass_order(n));
    Err(src.error_at(file, name, key, ErrorKind::unknown(what, name.get_ref(), known)))
}

/// Clockwise from north, for listing direction names.
fn compass_order(name: &str) -> usize {
    ["north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west"]
        .iter()
        .position(|n| *n == name)
        .unwrap_or(usize::MAX)
}

/// An entry's `features`: at least one, each known.
fn features(
    src: &Sources,
    file: FileId,
    entry: &S<RawHexside>,
    path: &str,
) -> Result<Features, ScenarioError> {
    let key = format!("{path}.features");
    let list = required_in(
        src,
        file,
        entry,
        entry.get_ref().features.as_ref(),
        &key,
        "the side's features, e.g. features = [\"river\"]",
    )?;
    if list.get_ref().is_empty() {
        return Err(invalid(
            src,
            file,
            list,
            &key,
            "expected at least one feature, e.g. [\"river\"]",
        ));
    }
    let mut features = Features::EMPTY;
    for (i, name) in list.get_ref().iter().enumerate() {
        let wanted = normalise(name.get_ref());
        let Some(feature) = Feature::ALL.into_iter().find(|f| normalise(f.name()) == wanted) else {
            let known = Feature::ALL.iter().map(|f| f.name());
            return Err(src.error_at(
                file,
                name,
                format!("{key}[{i}]"),
                ErrorKind::unknown(
                    "hexside feature",
                    name.get_ref(),
                    known.map(str::to_owned).collect(),
                ),
            ));
        };
        features.insert(feature);
    }
    Ok(features)
}
