//! A small map drawn in the feature itself, as a table of hexes and their terrain.

use std::collections::BTreeMap;

use cucumber::gherkin::Step;
use cucumber::{given, then};
use umpire_hex::Hex;

use super::geometry::same_hexes;
use super::{AcceptanceWorld, HexId, HexIds, Outcome, list};

/// The hexes of a small map and the terrain written against each.
#[derive(Debug, Clone, Default)]
pub struct SmallMap {
    /// Terrain by hex, as written in the table.
    pub terrain: BTreeMap<Hex, String>,
}

/// Draws a small map on the numbering in force: a table with a `hex` column and a `terrain`
/// column (a letter or a word), one row per hex.
#[given(expr = "a small map of these hexes:")]
fn small_map(world: &mut AcceptanceWorld, step: &Step) -> Outcome {
    let rows = table_rows(step, &["hex", "terrain"])?;
    let mut map = SmallMap::default();
    for row in rows {
        let [id, terrain] = [&row[0], &row[1]];
        let hex = world.hex(&HexId(id.clone()))?;
        if terrain.is_empty() {
            return Err(format!(
                "the small map gives no terrain for {id}: write a letter or a word"
            ));
        }
        if map.terrain.insert(hex, terrain.clone()).is_some() {
            return Err(format!("the small map lists {id} twice"));
        }
    }
    world.small_map = Some(map);
    Ok(())
}

/// How many hexes the small map has.
#[then(expr = "the small map has {int} hexes")]
fn small_map_count(world: &mut AcceptanceWorld, expected: usize) -> Outcome {
    let map = small(world)?;
    if map.terrain.len() == expected {
        return Ok(());
    }
    Err(format!(
        "expected the small map to have {expected} hexes, but it has {}",
        map.terrain.len()
    ))
}

/// The first and last columns and rows the small map's hexes lie in.
#[then(expr = "the small map spans columns {int} to {int} and rows {int} to {int}")]
fn small_map_extent(
    world: &mut AcceptanceWorld,
    first_column: i32,
    last_column: i32,
    first_row: i32,
    last_row: i32,
) -> Outcome {
    let map = small(world)?;
    let numbering = &world.numbering()?.numbering;
    let offsets: Vec<_> = map.terrain.keys().map(|h| numbering.offset_of(*h)).collect();
    let span = |f: fn(&umpire_hex::Offset) -> i32| {
        let values = offsets.iter().map(f);
        (values.clone().min().unwrap_or_default(), values.max().unwrap_or_default())
    };
    let (columns, rows) = (span(|o| o.col), span(|o| o.row));
    if (columns, rows) == ((first_column, last_column), (first_row, last_row)) {
        return Ok(());
    }
    Err(format!(
        "expected the small map to span columns {first_column} to {last_column} and rows \
         {first_row} to {last_row}, but it spans columns {} to {} and rows {} to {}",
        columns.0, columns.1, rows.0, rows.1
    ))
}

/// The terrain written against a hex of the small map.
#[then(expr = "on the small map, {hex} is {word}")]
fn small_map_terrain(world: &mut AcceptanceWorld, id: HexId, expected: String) -> Outcome {
    let hex = world.hex(&id)?;
    match small(world)?.terrain.get(&hex) {
        Some(found) if *found == expected => Ok(()),
        Some(found) => {
            Err(format!("expected {id} on the small map to be {expected}, but it is {found}"))
        }
        None => {
            Err(format!("expected {id} on the small map to be {expected}, but {id} is not on it"))
        }
    }
}

/// For each hex in the table's `hex` column, its neighbours on the small map are exactly the
/// hexes in its `neighbours` column (ids separated by spaces or commas, in any order).
#[then(expr = "on the small map, the neighbours of each hex are:")]
fn small_map_neighbours(world: &mut AcceptanceWorld, step: &Step) -> Outcome {
    let rows = table_rows(step, &["hex", "neighbours"])?;
    let map = small(world)?;
    let mut problems = Vec::new();
    for row in rows {
        let id = HexId(row[0].clone());
        let hex = world.hex(&id)?;
        if !map.terrain.contains_key(&hex) {
            problems.push(format!("{id} is not on the small map"));
            continue;
        }
        let expected = world.hexes(&row[1].parse::<HexIds>().unwrap_or(HexIds(Vec::new())))?;
        let found: Vec<Hex> =
            hex.neighbours().into_iter().filter(|h| map.terrain.contains_key(h)).collect();
        let what = format!("the neighbours of {id} on the small map");
        if let Err(problem) = same_hexes(world, &what, &expected, &found) {
            problems.push(problem);
        }
    }
    if problems.is_empty() { Ok(()) } else { Err(problems.join("\n")) }
}

/// The small map, or a message saying how to draw one.
fn small(world: &AcceptanceWorld) -> Result<&SmallMap, String> {
    world.small_map.as_ref().ok_or_else(|| {
        "no small map has been drawn: add a step 'Given a small map of these hexes:' followed by \
         a table with the columns | hex | terrain |"
            .to_owned()
    })
}

/// The body rows of the step's table, after checking its header names `columns`.
fn table_rows(step: &Step, columns: &[&str]) -> Result<Vec<Vec<String>>, String> {
    let Some(table) = step.table.as_ref() else {
        return Err(format!(
            "this step needs a table under it with the columns | {} |",
            columns.join(" | ")
        ));
    };
    let Some((header, body)) = table.rows.split_first() else {
        return Err("the table under this step is empty".to_owned());
    };
    let header: Vec<String> = header.iter().map(|h| h.trim().to_lowercase()).collect();
    if header != columns {
        return Err(format!(
            "expected the table's first row to name the columns {}, but it names {}",
            list(&columns.iter().map(|c| (*c).to_owned()).collect::<Vec<_>>()),
            list(&header)
        ));
    }
    Ok(body.iter().map(|row| row.iter().map(|cell| cell.trim().to_owned()).collect()).collect())
}
