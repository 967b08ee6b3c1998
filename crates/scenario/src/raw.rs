//! One scenario file as written: every key optional, every value with its place in the text.
//!
//! Serde reads a file into these types; unknown keys are refused here (except in units and
//! `[rules]`), and the loader checks everything else once the files are merged.

use std::collections::BTreeMap;

use serde::Deserialize;
use serde::de::{Deserializer, MapAccess, Visitor};
use toml::Spanned;

/// A value with its byte span.
pub(crate) type S<T> = Spanned<T>;

/// A table of names to names (`legend`, `overrides`), keys with their spans.
pub(crate) type NameTable = BTreeMap<S<String>, S<String>>;

/// A list of strings with spans, itself spanned.
pub(crate) type Strings = S<Vec<S<String>>>;

/// A whole file.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawFile {
    pub name: Option<S<String>>,
    pub include: Option<Strings>,
    pub map: Option<S<RawMap>>,
    pub units: Option<Vec<S<RawUnit>>>,
    pub rules: Option<S<toml::Table>>,
    pub sides: Option<S<BTreeMap<S<String>, S<RawSide>>>>,
}

/// One `[sides.<name>]`: how the pictures show a side.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawSide {
    pub colour: Option<S<String>>,
}

/// `[map]`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawMap {
    pub layout: Option<S<String>>,
    pub prefix: Option<S<String>>,
    pub order: Option<S<String>>,
    pub digits: Option<S<i64>>,
    pub columns: Option<S<Vec<S<i64>>>>,
    pub rows: Option<S<Vec<S<i64>>>>,
    pub terrain: Option<S<RawTerrain>>,
    pub hexsides: Option<Vec<S<RawHexside>>>,
    pub roads: Option<Vec<S<RawRoute>>>,
    pub places: Option<Vec<S<RawPlace>>>,
    pub boxes: Option<Vec<S<RawBox>>>,
    pub zones: Option<Vec<S<RawZone>>>,
}

/// `[map.terrain]`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawTerrain {
    pub legend: Option<S<NameTable>>,
    pub rows: Option<Strings>,
    pub overrides: Option<S<NameTable>>,
}

/// One `[[map.hexsides]]`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawHexside {
    pub between: Option<Strings>,
    pub at: Option<S<String>>,
    pub direction: Option<S<String>>,
    pub features: Option<Strings>,
}

/// One `[[map.roads]]`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawRoute {
    pub kind: Option<S<String>>,
    pub hexes: Option<Strings>,
}

/// One `[[map.places]]`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawPlace {
    pub name: Option<S<String>>,
    pub hex: Option<S<String>>,
    pub kinds: Option<Strings>,
}

/// One `[[map.boxes]]`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawBox {
    pub id: Option<S<String>>,
    pub name: Option<S<String>>,
    pub adjacent_boxes: Option<Strings>,
    pub edge_hexes: Option<Strings>,
}

/// One `[[map.zones]]`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawZone {
    pub id: Option<S<String>>,
    pub kind: Option<S<String>>,
    pub hexes: Option<Strings>,
}

/// One `[[units]]`: the generic keys, and every other key kept for the rules.
#[derive(Debug, Default)]
pub(crate) struct RawUnit {
    pub id: Option<S<String>>,
    pub side: Option<S<String>>,
    pub label: Option<S<String>>,
    pub at: Option<S<String>>,
    pub extra: toml::Table,
}

impl<'de> Deserialize<'de> for RawUnit {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_map(UnitVisitor)
    }
}

/// Reads a unit table key by key, so the generic keys keep their spans and the rest go to
/// `extra` untouched (serde's `flatten` would lose the spans).
struct UnitVisitor;

impl<'de> Visitor<'de> for UnitVisitor {
    type Value = RawUnit;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a unit table")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<RawUnit, A::Error> {
        let mut unit = RawUnit::default();
        while let Some(key) = map.next_key::<String>()? {
            match key.as_str() {
                "id" => unit.id = Some(map.next_value()?),
                "side" => unit.side = Some(map.next_value()?),
                "label" => unit.label = Some(map.next_value()?),
                "at" => unit.at = Some(map.next_value()?),
                _ => {
                    let value: toml::Value = map.next_value()?;
                    unit.extra.insert(key, value);
                }
            }
        }
        Ok(unit)
    }
}
