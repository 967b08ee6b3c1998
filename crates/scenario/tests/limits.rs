//! Many units: a scenario is read in time proportional to its size (issue 14). Every unit used
//! to have its line and column worked out by reading the file from the start, and every key by
//! walking all the keys recorded before it, so 4,000 units took 20 seconds and 100,000 never
//! finished; these run at normal test speed. Past `MAX_UNITS` a scenario is refused.

#![allow(missing_docs, clippy::unwrap_used, clippy::expect_used)]

use std::fmt::Write as _;

use umpire_scenario::{ErrorKind, MAX_UNITS, load_str};

/// A 99 × 99 map and `units` units on it, one a line, `duplicate` giving the last the first's
/// id.
fn scenario(units: usize, duplicate: bool) -> String {
    let mut text = String::from(
        "name = \"many units\"\n[map]\nlayout = \"odd-q\"\nprefix = \"e\"\ndigits = 2\n\
         columns = [1, 99]\nrows = [1, 99]\n[map.terrain]\nlegend = { \".\" = \"clear\" }\nrows = [\n",
    );
    let row = vec!["."; 99].join(" ");
    for _ in 0..99 {
        let _ = writeln!(text, "  \"{row}\",");
    }
    text.push_str("]\n");
    for i in 0..units {
        let id = if duplicate && i + 1 == units { 0 } else { i };
        let (column, row) = (i % 99 + 1, i / 99 % 99 + 1);
        let _ = writeln!(
            text,
            "[[units]]\nid = \"u{id}\"\nside = \"blue\"\nat = \"e{column:02}{row:02}\"\nmovement = 4"
        );
    }
    text
}

const UNITS: usize = MAX_UNITS;

#[test]
fn the_unit_past_the_limit_is_refused_at_its_entry() {
    let error = load_str(&scenario(MAX_UNITS + 1, false), "many.toml").unwrap_err();
    assert!(matches!(*error.kind, ErrorKind::Invalid { .. }), "{error}");
    assert_eq!(error.key, format!("units[{MAX_UNITS}]"));
    assert_eq!((error.at.line, error.at.column), (11 + 99 + 5 * MAX_UNITS + 1, 1));
    let text = error.to_string();
    assert!(text.contains("at most 10000 units (umpire_scenario::MAX_UNITS"), "{text}");
    assert!(text.contains("this one has 10001"), "{text}");
}

#[test]
fn ten_thousand_units_load_with_every_key_located() {
    let scenario = load_str(&scenario(UNITS, false), "many.toml").unwrap();
    assert_eq!(scenario.units.len(), UNITS);
    let last = UNITS - 1;
    assert_eq!(scenario.units[last].id, format!("u{last}"));
    // The last unit's keys are where they were written: 11 lines of map and 99 terrain rows, 5 lines a unit.
    let line = 11 + 99 + 5 * last;
    let at = scenario.keys.get(&format!("units[{last}].movement")).unwrap();
    assert_eq!((at.file.as_str(), at.line, at.column), ("many.toml", line + 5, 1));
    assert_eq!(scenario.keys.iter().filter(|(k, _)| k.starts_with("units[")).count(), 5 * UNITS);
}

#[test]
fn a_duplicate_among_ten_thousand_units_names_both_lines() {
    let error = load_str(&scenario(UNITS, true), "many.toml").unwrap_err();
    let ErrorKind::Duplicate { first, .. } = &*error.kind else { panic!("{error}") };
    assert_eq!(first.line, 11 + 99 + 2);
    assert_eq!(error.at.line, 11 + 99 + 5 * (UNITS - 1) + 2);
    assert_eq!(error.key, format!("units[{}].id", UNITS - 1));
}

/// `boxes` boxes in a chain, each next to the one before, the first also next to every other
/// one, and a unit in each box.
fn boxes(boxes: usize) -> String {
    let mut text = String::from(
        "name = \"many boxes\"\n[map]\nlayout = \"odd-q\"\ncolumns = [1, 2]\nrows = [1, 2]\n\
         [map.terrain]\nlegend = { \".\" = \"clear\" }\nrows = [\". .\", \". .\"]\n",
    );
    let all: Vec<String> = (1..boxes).map(|i| format!("\"b{i}\"")).collect();
    let _ = writeln!(text, "[[map.boxes]]\nid = \"b0\"\nadjacent_boxes = [{}]", all.join(", "));
    for i in 1..boxes {
        let _ = writeln!(text, "[[map.boxes]]\nid = \"b{i}\"\nadjacent_boxes = [\"b{}\"]", i - 1);
    }
    for i in 0..boxes {
        let _ = writeln!(text, "[[units]]\nid = \"u{i}\"\nside = \"blue\"\nat = \"b{i}\"");
    }
    text
}

#[test]
fn ten_thousand_boxes_and_a_unit_in_each_load() {
    // Each box's neighbours and each unit's box used to be found by walking all the boxes.
    let scenario = load_str(&boxes(MAX_UNITS), "boxes.toml").unwrap();
    let map = &scenario.map;
    assert_eq!(map.boxes().len(), MAX_UNITS);
    let first = map.box_by_key("b0").unwrap();
    assert_eq!(map.linked(first).len(), MAX_UNITS - 1);
    let last = map.box_by_key(&format!("b{}", MAX_UNITS - 1)).unwrap();
    assert_eq!(map.linked(last).len(), 2);
    let boxes = map.boxes();
    assert!(
        scenario.units.iter().zip(boxes).all(|(u, b)| {
            u.at == umpire_scenario::Location::Box(b.id) && u.id[1..] == b.key[1..]
        })
    );
}
