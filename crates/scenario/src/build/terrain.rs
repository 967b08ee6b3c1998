//! `[map.terrain]`: the legend, one row of codes per printed row, and per-hex overrides.

use std::collections::HashMap;

use umpire_hex::{HexGrid, HexNumbering};

use super::{Seen, hex, invalid, required};
use crate::error::{ErrorKind, ScenarioError};
use crate::key_path::join_key;
use crate::map::TerrainId;
use crate::merge::{Entry, MergedMap, Spot};
use crate::source::{Sources, offset_in_string};

/// The checked terrain.
pub(crate) struct Terrain {
    /// Distinct terrain names in legend order.
    pub names: Vec<String>,
    /// Codes and their terrains in legend order.
    pub legend: Vec<(String, TerrainId)>,
    /// Every hex's terrain.
    pub grid: HexGrid<TerrainId>,
}

/// Checks `[map.terrain]` and fills the grid.
pub(crate) fn build(
    src: &Sources,
    map: &MergedMap,
    numbering: &HexNumbering,
    map_header: &Spot,
) -> Result<Terrain, ScenarioError> {
    let Some(header) = &map.terrain_header else {
        let expected = "a [map.terrain] table with a legend and one row of terrain codes per \
                        printed row"
            .to_owned();
        return Err(src.error(
            map_header.0,
            map_header.1.clone(),
            "map.terrain",
            ErrorKind::Missing { expected },
        ));
    };
    let (names, legend) = legend(src, map, header)?;
    let codes: HashMap<&str, TerrainId> = legend.iter().map(|(c, id)| (c.as_str(), *id)).collect();
    let rect = numbering.rect();

    let (file, rows) = required(
        src,
        map.terrain_rows.as_ref().map(|v| (v.file, &v.value)),
        header,
        "map.terrain.rows",
        || {
            "one string of terrain codes per printed row, top to bottom, e.g. \
             rows = [\". . f\", \". s s\"]"
                .to_owned()
        },
    )?;
    let (first_row, last_row) = (*numbering.rows.start(), *numbering.rows.end());
    let (first_col, last_col) = (*numbering.columns.start(), *numbering.columns.end());
    let expected_rows = usize::try_from(rect.rows()).unwrap_or(usize::MAX);
    let expected_cols = usize::try_from(rect.cols()).unwrap_or(usize::MAX);
    if rows.get_ref().len() != expected_rows {
        let kind = ErrorKind::RowCount {
            found: rows.get_ref().len(),
            expected: expected_rows,
            first: first_row,
            last: last_row,
        };
        return Err(src.error_at(file, rows, "map.terrain.rows", kind));
    }
    let text = src.get(file).map_or("", |f| f.text.as_str());
    let mut cells = Vec::with_capacity(rect.len());
    for (i, row) in rows.get_ref().iter().enumerate() {
        let key = format!("map.terrain.rows[{i}]");
        let printed = first_row.saturating_add(i32::try_from(i).unwrap_or(i32::MAX));
        let found = row.get_ref().split_whitespace().count();
        if found != expected_cols {
            let kind = ErrorKind::RowLength {
                row: printed,
                found,
                expected: expected_cols,
                first: first_col,
                last: last_col,
            };
            return Err(src.error_at(file, row, &key, kind));
        }
        for (offset, code) in words(row.get_ref()) {
            match codes.get(code) {
                Some(&id) => cells.push(id),
                None => {
                    let at = offset_in_string(text, &row.span(), row.get_ref(), offset);
                    let known: Vec<String> = legend.iter().map(|(c, _)| c.clone()).collect();
                    let kind = ErrorKind::unknown("terrain code", code, known);
                    return Err(src.error(file, at..at, &key, kind));
                }
            }
        }
    }
    let mut grid = HexGrid::from_vec(rect, cells).map_err(|e| {
        src.error_at(file, rows, "map.terrain.rows", ErrorKind::Invalid { message: e.to_string() })
    })?;
    overrides(src, map, numbering, &names, &codes, &mut grid)?;
    Ok(Terrain { names, legend, grid })
}

/// The words of `row` with their byte offsets.
fn words(row: &str) -> impl Iterator<Item = (usize, &str)> {
    row.split_whitespace().map(move |word| (word.as_ptr() as usize - row.as_ptr() as usize, word))
}

/// The merged legend: distinct names in order, and each code's terrain.
#[allow(clippy::type_complexity)]
fn legend(
    src: &Sources,
    map: &MergedMap,
    header: &Spot,
) -> Result<(Vec<String>, Vec<(String, TerrainId)>), ScenarioError> {
    if map.legend.is_empty() {
        let spot = map.legend_header.as_ref().unwrap_or(header);
        let expected = "a table of terrain codes and names, e.g. \
                        legend = { \".\" = \"clear\", f = \"forest\" }"
            .to_owned();
        return Err(src.error(
            spot.0,
            spot.1.clone(),
            "map.terrain.legend",
            ErrorKind::Missing { expected },
        ));
    }
    let mut names: Vec<String> = Vec::new();
    let mut legend = Vec::with_capacity(map.legend.len());
    for Entry { file, key: code, value: name } in &map.legend {
        let key = join_key("map.terrain.legend", code.get_ref());
        if code.get_ref().is_empty() || code.get_ref().chars().any(char::is_whitespace) {
            let message =
                format!("the terrain code {:?} must be one word without spaces", code.get_ref());
            return Err(invalid(src, *file, code, &key, message));
        }
        if name.get_ref().trim().is_empty() {
            return Err(invalid(src, *file, name, &key, "a terrain name cannot be empty"));
        }
        let index = match names.iter().position(|n| n == name.get_ref()) {
            Some(index) => index,
            None => {
                names.push(name.get_ref().clone());
                names.len() - 1
            }
        };
        let Ok(id) = u16::try_from(index) else {
            return Err(invalid(
                src,
                *file,
                name,
                &key,
                "a legend can name at most 65536 terrains",
            ));
        };
        legend.push((code.get_ref().clone(), TerrainId(id)));
    }
    Ok((names, legend))
}

/// Applies `[map.terrain.overrides]`: later files win; one file naming a hex twice is refused.
fn overrides(
    src: &Sources,
    map: &MergedMap,
    numbering: &HexNumbering,
    names: &[String],
    codes: &HashMap<&str, TerrainId>,
    grid: &mut HexGrid<TerrainId>,
) -> Result<(), ScenarioError> {
    let mut seen = Seen::new("hex");
    for Entry { file, key: id, value: terrain } in &map.overrides {
        let key = join_key("map.terrain.overrides", id.get_ref());
        let at = hex(src, numbering, *file, id, &key)?;
        seen.insert(src, (*file, at), *file, id, &key)?;
        let named = names.iter().position(|n| n == terrain.get_ref());
        let found = named.and_then(|i| u16::try_from(i).ok()).map(TerrainId);
        let Some(terrain_id) = found.or_else(|| codes.get(terrain.get_ref().as_str()).copied())
        else {
            let kind = ErrorKind::unknown("terrain", terrain.get_ref(), names.to_vec());
            return Err(src.error_at(*file, terrain, &key, kind));
        };
        if let Some(cell) = grid.get_mut(at) {
            *cell = terrain_id;
        }
    }
    Ok(())
}
