//! Merging a scenario's files into one: later files extend and override earlier ones.
//!
//! A scalar key (or a whole plain array, like `map.columns` or `map.terrain.rows`) in a later
//! file replaces the earlier one; arrays of tables (`[[map.roads]]`, `[[units]]`…) are
//! concatenated; `legend` and `overrides` entries are merged key by key (later wins); `[rules]`
//! tables are merged key by key, recursively.

use core::ops::Range;

use crate::include::Loaded;
use crate::raw::{RawBox, RawFile, RawHexside, RawPlace, RawRoute, RawSide, RawUnit, RawZone, S};
use crate::source::{FileId, Sources};

/// A value and the file it was read from.
#[derive(Debug)]
pub(crate) struct Val<T> {
    pub file: FileId,
    pub value: S<T>,
}

/// One entry of an array of tables: its file, its index within that file's array, the entry.
#[derive(Debug)]
pub(crate) struct Item<T> {
    pub file: FileId,
    pub index: usize,
    pub value: S<T>,
}

/// One `code = name` (legend) or `hex = terrain` (overrides) entry.
#[derive(Debug)]
pub(crate) struct Entry {
    pub file: FileId,
    pub key: S<String>,
    pub value: S<String>,
}

/// A table header (`[map]`) or value: where to point when one of its keys is missing.
pub(crate) type Spot = (FileId, Range<usize>);

/// All files of a scenario merged.
#[derive(Debug, Default)]
pub(crate) struct Merged {
    pub sources: Sources,
    pub root: FileId,
    pub name: Option<Val<String>>,
    pub map: MergedMap,
    pub units: Vec<Item<RawUnit>>,
    pub rules: Option<toml::Table>,
    /// `[sides.<name>]` entries: the name, its table and file; a later file's entry for a name
    /// replaces the earlier one.
    pub sides: Vec<(FileId, S<String>, S<RawSide>)>,
    /// The files in merge order.
    pub order: Vec<FileId>,
}

/// `[map]` merged.
#[derive(Debug, Default)]
pub(crate) struct MergedMap {
    pub header: Option<Spot>,
    pub layout: Option<Val<String>>,
    pub prefix: Option<Val<String>>,
    pub order: Option<Val<String>>,
    pub digits: Option<Val<i64>>,
    pub columns: Option<Val<Vec<S<i64>>>>,
    pub rows: Option<Val<Vec<S<i64>>>>,
    pub terrain_header: Option<Spot>,
    pub legend_header: Option<Spot>,
    /// In the order first written; a later file's entry for the same code replaces it.
    pub legend: Vec<Entry>,
    pub terrain_rows: Option<Val<Vec<S<String>>>>,
    /// Every entry, earlier files first, each file's in the order written.
    pub overrides: Vec<Entry>,
    pub hexsides: Vec<Item<RawHexside>>,
    pub roads: Vec<Item<RawRoute>>,
    pub places: Vec<Item<RawPlace>>,
    pub boxes: Vec<Item<RawBox>>,
    pub zones: Vec<Item<RawZone>>,
}

/// Merges the files of `loaded` in order.
pub(crate) fn merge(loaded: Loaded) -> Merged {
    let mut merged = Merged { sources: loaded.sources, root: loaded.root, ..Merged::default() };
    for (file, raw) in loaded.files {
        merged.order.push(file);
        merge_file(&mut merged, file, raw);
    }
    merged
}

fn val<T>(file: FileId, value: Option<S<T>>) -> Option<Val<T>> {
    value.map(|value| Val { file, value })
}

fn replace<T>(slot: &mut Option<Val<T>>, file: FileId, value: Option<S<T>>) {
    if let Some(v) = val(file, value) {
        *slot = Some(v);
    }
}

fn append<T>(list: &mut Vec<Item<T>>, file: FileId, items: Option<Vec<S<T>>>) {
    let items = items.unwrap_or_default().into_iter().enumerate();
    list.extend(items.map(|(index, value)| Item { file, index, value }));
}

/// The entries of a names table in the order written (the table itself sorts them by key).
fn entries(file: FileId, table: S<crate::raw::NameTable>) -> Vec<Entry> {
    let mut list: Vec<Entry> =
        table.into_inner().into_iter().map(|(key, value)| Entry { file, key, value }).collect();
    list.sort_by_key(|e| e.key.span().start);
    list
}

fn merge_file(merged: &mut Merged, file: FileId, raw: RawFile) {
    replace(&mut merged.name, file, raw.name);
    if let Some(map) = raw.map {
        let span = map.span();
        let map = map.into_inner();
        let m = &mut merged.map;
        m.header = Some((file, span));
        replace(&mut m.layout, file, map.layout);
        replace(&mut m.prefix, file, map.prefix);
        replace(&mut m.order, file, map.order);
        replace(&mut m.digits, file, map.digits);
        replace(&mut m.columns, file, map.columns);
        replace(&mut m.rows, file, map.rows);
        if let Some(terrain) = map.terrain {
            m.terrain_header = Some((file, terrain.span()));
            let terrain = terrain.into_inner();
            if let Some(legend) = terrain.legend {
                m.legend_header = Some((file, legend.span()));
                for entry in entries(file, legend) {
                    match m.legend.iter_mut().find(|e| e.key.get_ref() == entry.key.get_ref()) {
                        Some(old) => *old = entry,
                        None => m.legend.push(entry),
                    }
                }
            }
            replace(&mut m.terrain_rows, file, terrain.rows);
            if let Some(overrides) = terrain.overrides {
                m.overrides.extend(entries(file, overrides));
            }
        }
        append(&mut m.hexsides, file, map.hexsides);
        append(&mut m.roads, file, map.roads);
        append(&mut m.places, file, map.places);
        append(&mut m.boxes, file, map.boxes);
        append(&mut m.zones, file, map.zones);
    }
    append(&mut merged.units, file, raw.units);
    for (name, side) in raw.sides.map(S::into_inner).into_iter().flatten() {
        merged.sides.retain(|(_, old, _)| old.get_ref() != name.get_ref());
        merged.sides.push((file, name, side));
    }
    if let Some(rules) = raw.rules {
        let rules = rules.into_inner();
        match &mut merged.rules {
            Some(old) => merge_tables(old, rules),
            None => merged.rules = Some(rules),
        }
    }
}

/// Merges `new` into `old`: tables key by key, recursively; anything else replaced.
pub(crate) fn merge_tables(old: &mut toml::Table, new: toml::Table) {
    for (key, value) in new {
        match (old.get_mut(&key), value) {
            (Some(toml::Value::Table(old_table)), toml::Value::Table(new_table)) => {
                merge_tables(old_table, new_table);
            }
            (_, value) => {
                old.insert(key, value);
            }
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;

    #[test]
    fn rules_tables_merge_recursively() {
        let mut old: toml::Table = toml::from_str("a = 1\n[t]\nx = 1\ny = 2\n").unwrap();
        let new: toml::Table = toml::from_str("b = 2\n[t]\ny = 3\n").unwrap();
        merge_tables(&mut old, new);
        let want: toml::Table = toml::from_str("a = 1\nb = 2\n[t]\nx = 1\ny = 3\n").unwrap();
        assert_eq!(old, want);
    }
}
