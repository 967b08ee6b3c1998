//! Every kind of error: its exact message, where it points and what it suggests.
#![allow(missing_docs, clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{REFERENCE, assert_error, assert_error_nth, edit, error, position};
use umpire_hex::NumberingError;
use umpire_scenario::{ErrorKind, load_str};

const HINT: &str = r#"hex numbers on this map are "e" followed by 4 digits, the column (01-06) then the row (01-04), e.g. "e0101""#;

#[test]
fn the_reference_loads() {
    let scenario = load_str(REFERENCE, "t.toml").unwrap();
    assert_eq!(scenario.name, "Reference: every key");
}

// --- syntax and types ---------------------------------------------------------------------

#[test]
fn toml_syntax_errors_are_located() {
    let text = edit("[map]\n", "[map\n");
    let e = assert_error(&text, "\nlayout", "", "TOML syntax error: unclosed table, expected `]`");
    assert!(matches!(*e.kind, ErrorKind::Syntax { .. }));
    let text = edit(r#"digits = 2 "#, r#"digits = 2 x"#);
    assert_error(
        &text,
        "2 x",
        "",
        "TOML syntax error: string values must be quoted, expected literal string",
    );
}

#[test]
fn wrong_types_name_the_key_and_what_was_expected() {
    let text = edit("columns = [1, 6]", r#"columns = [1, "6"]"#);
    assert_error(
        &text,
        r#""6""#,
        "map.columns[1]",
        r#"invalid type: string "6", expected an integer"#,
    );
    let text = edit("digits = 2", r#"digits = "2""#);
    assert_error(&text, r#""2""#, "map.digits", r#"invalid type: string "2", expected an integer"#);
    let text = edit(r#"id = "hq-1""#, "id = 3");
    assert_error(&text, "3\nside", "units[0].id", "invalid type: integer `3`, expected a string");
    let e = error("name = \"x\"\nmap = 3\n");
    assert_eq!(e.to_string(), "t.toml:2:7: map: invalid type: integer `3`, expected a table");
    let text = edit(r#"kinds = ["city"]"#, r#"kinds = "city""#);
    assert_error(
        &text,
        r#""city"    "#,
        "map.places[0].kinds",
        r#"invalid type: string "city", expected an array"#,
    );
}

#[test]
fn unknown_keys_suggest_the_nearest() {
    let text = edit("columns = [1, 6]", "colums = [1, 6]");
    let e = assert_error(
        &text,
        "colums",
        "map.colums",
        r#"unknown key "colums" — did you mean "columns"? (known: layout, prefix, order, digits, columns, rows, terrain, hexsides, roads, places, boxes, zones)"#,
    );
    assert_eq!(e.suggestion(), Some("columns"));
    let text = edit(r#"features = ["river"]"#, "features = [\"river\"]\nfeatres = []");
    assert_error(
        &text,
        "featres",
        "map.hexsides[0].featres",
        r#"unknown key "featres" — did you mean "features"? (known: between, at, direction, features)"#,
    );
    let text = edit(r#"name = "Reference: every key""#, r#"nmae = "x""#);
    let e = error(&text);
    assert_eq!(e.suggestion(), Some("name"));
}

// --- missing keys -------------------------------------------------------------------------

#[test]
fn missing_keys_say_what_to_write() {
    let text = edit(r#"name = "Reference: every key""#, "");
    assert_error(
        &text,
        "#",
        "name",
        r#"missing: expected the scenario's name, e.g. name = "Across the river""#,
    );
    let e = error(r#"name = "x""#);
    assert_eq!(
        e.to_string(),
        "t.toml:1:1: map: missing: expected a [map] table with layout, columns, rows and a [map.terrain] table"
    );
    let text = edit(r#"layout = "odd-q""#, "");
    let e = assert_error(
        &text,
        "[map]",
        "map.layout",
        "missing: expected odd-q, even-q, odd-r or even-r: q for flat-top hexes in columns, r for pointy-top hexes in rows, odd or even for which printed columns (or rows) are shifted",
    );
    assert!(matches!(*e.kind, ErrorKind::Missing { .. }));
    let text = edit("columns = [1, 6]", "");
    assert_error(
        &text,
        "[map]",
        "map.columns",
        "missing: expected the first and last printed column, e.g. columns = [1, 12]",
    );
    let text = edit("rows = [1, 4]", "");
    assert_error(
        &text,
        "[map]",
        "map.rows",
        "missing: expected the first and last printed row, e.g. rows = [1, 10]",
    );
}

#[test]
fn missing_terrain_parts() {
    let text = "name = \"x\"\n[map]\nlayout = \"odd-q\"\ncolumns = [1, 2]\nrows = [1, 2]\n";
    assert_error(
        text,
        "[map]",
        "map.terrain",
        "missing: expected a [map.terrain] table with a legend and one row of terrain codes per printed row",
    );
    let with_rows = format!("{text}[map.terrain]\nrows = [\". .\", \". .\"]\n");
    assert_error(
        &with_rows,
        "[map.terrain]",
        "map.terrain.legend",
        r#"missing: expected a table of terrain codes and names, e.g. legend = { "." = "clear", f = "forest" }"#,
    );
    let with_legend = format!("{text}[map.terrain]\nlegend = {{ \".\" = \"clear\" }}\n");
    assert_error(
        &with_legend,
        "[map.terrain]",
        "map.terrain.rows",
        r#"missing: expected one string of terrain codes per printed row, top to bottom, e.g. rows = [". . f", ". s s"]"#,
    );
}

#[test]
fn missing_keys_in_entries_point_at_the_entry() {
    let text = edit("kind = \"rail\"\n", "");
    let header = text.match_indices("[[map.roads]]").nth(1).unwrap().0;
    let e = error(&text);
    let (line, column) = position(&text[header..], "[[map.roads]]");
    let line = line + text[..header].matches('\n').count();
    assert_eq!(
        e.to_string(),
        format!("t.toml:{line}:{column}: map.roads[1].kind: missing: expected road or rail")
    );
    let text = edit("side = \"red\"\n", "");
    let e = error(&text);
    assert_eq!(e.key(), "units[1].side");
    assert!(
        e.to_string().ends_with(r#"missing: expected the unit's side, e.g. side = "soviet""#),
        "{e}"
    );
    let text = edit("direction = \"south-east\"      # north-west", "# north-west");
    let e = error(&text);
    assert_eq!(e.key(), "map.hexsides[1].direction");
    let text = edit(r#"between = ["e0302", "e0402"]"#, "");
    let e = error(&text);
    assert_eq!(e.key(), "map.hexsides[0].between");
    assert!(
        e.to_string()
            .contains(r#"between = ["e0305", "e0306"], or at = "e0305" with direction = "north""#),
        "{e}"
    );
}

// --- unknown names ------------------------------------------------------------------------

#[test]
fn unknown_terrain_in_overrides() {
    let text = edit(r#"e0401 = "swamp""#, r#"e0401 = "swmap""#);
    let e = assert_error(
        &text,
        r#""swmap""#,
        "map.terrain.overrides.e0401",
        r#"unknown terrain "swmap" — did you mean "swamp"? (known: clear, forest, swamp, mountain, sea, city)"#,
    );
    assert_eq!(e.suggestion(), Some("swamp"));
    // A code does too.
    let text = edit(r#"e0401 = "swamp""#, r#"e0401 = "s""#);
    let scenario = load_str(&text, "t.toml").unwrap();
    let hex = scenario.map.parse_hex("e0401").unwrap();
    assert_eq!(scenario.map.terrain(hex), Some("swamp"));
}

#[test]
fn unknown_terrain_codes_point_into_the_row() {
    let text = edit(r#"". c f . s ~""#, r#"". c f . x ~""#);
    let e = assert_error(
        &text,
        "x ~",
        "map.terrain.rows[1]",
        r#"unknown terrain code "x" (known: ., f, s, m, ~, c)"#,
    );
    assert_eq!(e.suggestion(), None);
    let text = edit(r#"". c f . s ~""#, r#"". c F . s ~""#);
    let e = assert_error(
        &text,
        "F .",
        "map.terrain.rows[1]",
        r#"unknown terrain code "F" — did you mean "f"? (known: ., f, s, m, ~, c)"#,
    );
    assert_eq!(e.suggestion(), Some("f"));
}

#[test]
fn unknown_layout_order_kind_feature_direction() {
    let text = edit(r#"layout = "odd-q""#, r#"layout = "odd-g""#);
    let e = assert_error(
        &text,
        r#""odd-g""#,
        "map.layout",
        r#"unknown layout "odd-g" — did you mean "odd-q"? (known: odd-q, even-q, odd-r, even-r)"#,
    );
    assert_eq!(e.suggestion(), Some("odd-q"));
    let text = edit(r#"order = "column-row""#, r#"order = "colum-row""#);
    assert_error(
        &text,
        r#""colum-row""#,
        "map.order",
        r#"unknown digit order "colum-row" — did you mean "column-row"? (known: column-row, row-column)"#,
    );
    let text = edit(r#"kind = "rail""#, r#"kind = "rial""#);
    assert_error(
        &text,
        r#""rial""#,
        "map.roads[1].kind",
        r#"unknown route kind "rial" — did you mean "rail"? (known: road, rail)"#,
    );
    let text = edit(r#"features = ["river"]"#, r#"features = ["rivr"]"#);
    assert_error(
        &text,
        r#""rivr""#,
        "map.hexsides[0].features[0]",
        r#"unknown hexside feature "rivr" — did you mean "river"? (known: river, major-river, minor-river, all-sea, lake, mountain, canal, strait, connected-strait, bridge, ferry, border, …)"#,
    );
    let text = edit(r#""south-east"      #"#, r#""east"      #"#);
    assert_error(
        &text,
        r#""east""#,
        "map.hexsides[1].direction",
        r#"unknown flat-top direction "east" (known: north, north-east, south-east, south, south-west, north-west)"#,
    );
    let text = edit(r#""south-east"      #"#, r#""sotuh-east"      #"#);
    assert_eq!(error(&text).suggestion(), Some("south-east"));
}

#[test]
fn loose_spellings_of_names_are_accepted() {
    let text = edit(r#"layout = "odd-q""#, r#"layout = "Odd_Q""#)
        .replace(r#""south-east"      #"#, r#""SE"      #"#)
        .replace(r#"features = ["river"]"#, r#"features = ["River"]"#)
        .replace(r#"kind = "rail""#, r#"kind = "Rail""#);
    load_str(&text, "t.toml").unwrap();
}

#[test]
fn unknown_boxes() {
    let text = edit(r#"adjacent_boxes = ["far-box"]"#, r#"adjacent_boxes = ["far-bx"]"#);
    let e = assert_error(
        &text,
        r#""far-bx""#,
        "map.boxes[0].adjacent_boxes[0]",
        r#"unknown box "far-bx" — did you mean "far-box"? (known: south-box, far-box)"#,
    );
    assert_eq!(e.suggestion(), Some("far-box"));
    let text = edit(r#"at = "far-box""#, r#"at = "farbox""#);
    let e = assert_error(
        &text,
        r#""farbox""#,
        "units[1].at",
        &format!(
            r#""farbox" is neither a box nor a hex id — did you mean "far-box"? (boxes: south-box, far-box); as a hex id: "farbox" does not start with "e"; {HINT}"#
        ),
    );
    assert_eq!(e.suggestion(), Some("far-box"));
    assert!(matches!(*e.kind, ErrorKind::NotAPlace { .. }));
}

// --- hex ids ------------------------------------------------------------------------------

#[test]
fn bad_hex_ids_use_the_numbering_message() {
    let text = edit(r#""e0202", "e0203", "e0204""#, r#""e0202", "e02x3", "e0204""#);
    let e = assert_error(
        &text,
        r#""e02x3""#,
        "map.roads[1].hexes[1]",
        &format!(r#""e02x3" is not a hex number: "02x3" should be digits 0-9 only; {HINT}"#),
    );
    assert!(matches!(*e.kind, ErrorKind::Hex(NumberingError::NotDigits { .. })));
    let text = edit(r#"e0401 = "swamp""#, r#"e0901 = "swamp""#);
    assert_error(
        &text,
        "e0901",
        "map.terrain.overrides.e0901",
        r#""e0901" is off the map: it names column 9, row 1, but this map's columns run 1-6 and its rows 1-4"#,
    );
    let text = edit(r#"hex = "e0503""#, r#"hex = "w0503""#);
    assert_error(
        &text,
        r#""w0503""#,
        "map.places[1].hex",
        &format!(r#""w0503" does not start with "e"; {HINT}"#),
    );
    let text = edit(r#"at = "far-box""#, r#"at = "e0909""#);
    assert_error(
        &text,
        r#""e0909""#,
        "units[1].at",
        r#""e0909" is off the map: it names column 9, row 9, but this map's columns run 1-6 and its rows 1-4"#,
    );
    let text = edit(r#"edge_hexes = ["e0204", "e0304"]"#, r#"edge_hexes = ["e0204", "e034"]"#);
    assert_error(
        &text,
        r#""e034""#,
        "map.boxes[0].edge_hexes[1]",
        &format!(r#""e034" has 3 digits but needs exactly 4; {HINT}"#),
    );
}

// --- terrain shape ------------------------------------------------------------------------

#[test]
fn terrain_rows_must_match_the_map() {
    let text = edit("  \"m m . s s ~\",\n", "");
    let e = assert_error(
        &text,
        "[                      #",
        "map.terrain.rows",
        "the terrain has 3 rows but the map has 4 (printed rows 1-4): write one string per printed row, top to bottom",
    );
    assert!(matches!(*e.kind, ErrorKind::RowCount { found: 3, expected: 4, .. }));
    let text = edit(r#"". c f . s ~""#, r#"". c f . s""#);
    assert_error(
        &text,
        r#"". c f . s""#,
        "map.terrain.rows[1]",
        "printed row 2 has 5 terrain codes but the map has 6 columns (1-6): write one code per column, separated by spaces",
    );
    let text = edit(r#"". c f . s ~""#, r#"". c f . s ~ ~""#);
    assert_error(
        &text,
        r#"". c f . s ~ ~""#,
        "map.terrain.rows[1]",
        "printed row 2 has 7 terrain codes but the map has 6 columns (1-6): write one code per column, separated by spaces",
    );
}

#[test]
fn legend_entries_are_checked() {
    let text = edit(r#"c = "city" }"#, r#"c = "city", "a b" = "x" }"#);
    assert_error(
        &text,
        r#""a b""#,
        r#"map.terrain.legend."a b""#,
        r#"the terrain code "a b" must be one word without spaces"#,
    );
    let text = edit(r#"c = "city" }"#, r#"c = "" }"#);
    assert_error(&text, r#""" }"#, "map.terrain.legend.c", "a terrain name cannot be empty");
}

// --- numbering values ---------------------------------------------------------------------

#[test]
fn numbering_values_are_checked() {
    let text = edit("digits = 2", "digits = 0");
    assert_error(&text, "0", "map.digits", "expected 1 to 9 digits per coordinate, found 0");
    let text = edit("columns = [1, 6]", "columns = [1, 6, 7]");
    assert_error(
        &text,
        "[1, 6, 7]",
        "map.columns",
        "expected two numbers, the first and last printed column, e.g. columns = [1, 12]; found 3 numbers",
    );
    let text = edit("columns = [1, 6]", "columns = [6, 1]");
    assert_error(&text, "[6, 1]", "map.columns", "the first column (6) is after the last (1)");
    let text = edit("rows = [1, 4]", "rows = [-1, 4]");
    assert_error(
        &text,
        "-1",
        "map.rows[0]",
        "row -1 cannot be printed with 2 digits: expected 0 to 99 (set map.digits for longer numbers)",
    );
    let text = edit("columns = [1, 6]", "columns = [1, 100]");
    assert_error(
        &text,
        "100",
        "map.columns[1]",
        "column 100 cannot be printed with 2 digits: expected 0 to 99 (set map.digits for longer numbers)",
    );
    let text = edit(r#"prefix = "e""#, r#"prefix = "e 1""#);
    assert_error(&text, r#""e 1""#, "map.prefix", r#"the map prefix "e 1" cannot contain spaces"#);
}

#[test]
fn maps_over_the_limit_are_refused_before_allocating() {
    let text = edit("digits = 2", "digits = 5")
        .replace("columns = [1, 6]", "columns = [1, 4097]")
        .replace("rows = [1, 4]", "rows = [1, 4096]");
    let e = assert_error(
        &text,
        "[1, 4096]",
        "map.rows",
        "the map would have 16781312 hexes (4097 columns × 4096 rows); at most 16777216 are allowed",
    );
    assert!(matches!(*e.kind, ErrorKind::MapTooLarge { limit: 16_777_216, .. }));
    // Absurd sizes too, at once.
    let text = edit("digits = 2", "digits = 9")
        .replace("columns = [1, 6]", "columns = [0, 999999999]")
        .replace("rows = [1, 4]", "rows = [0, 999999999]");
    assert!(matches!(*error(&text).kind, ErrorKind::MapTooLarge { .. }));
    // Exactly at the limit the size is accepted (the terrain rows are what is then wrong).
    let text = edit("digits = 2", "digits = 4")
        .replace("columns = [1, 6]", "columns = [1, 4096]")
        .replace("rows = [1, 4]", "rows = [1, 4096]");
    assert!(matches!(*error(&text).kind, ErrorKind::RowCount { expected: 4096, .. }));
}

// --- duplicates ---------------------------------------------------------------------------

#[test]
fn duplicate_names_point_at_both() {
    let text = edit(r#"name = "Harbour""#, r#"name = "Inland""#);
    let (l, c) = position(&text, r#""Inland""#);
    let e = assert_error_nth(
        &text,
        r#""Inland""#,
        1,
        "map.places[1].name",
        &format!(r#"place name "Inland" is given twice (first at t.toml:{l}:{c})"#),
    );
    assert!(matches!(*e.kind, ErrorKind::Duplicate { .. }));
}

#[test]
fn a_hex_twice_in_one_zone_is_refused() {
    let text = edit(r#""e0101", "e0102", "e0201""#, r#""e0101", "e0102", "e0101""#);
    let (l, c) = position(&text, r#""e0101""#);
    assert_error_nth(
        &text,
        r#""e0101""#,
        1,
        "map.zones[0].hexes[2]",
        &format!(r#"hex "e0101" is given twice (first at t.toml:{l}:{c})"#),
    );
}

#[test]
fn other_duplicates() {
    let text = edit(r#"id = "far-box""#, r#"id = "south-box""#);
    assert_eq!(error(&text).key(), "map.boxes[1].id");
    assert!(error(&text).to_string().contains(r#"box id "south-box" is given twice"#));
    let text = edit(r#"id = "bay""#, r#"id = "homeland""#);
    assert!(
        error(&text).to_string().contains(r#"map.zones[1].id: zone id "homeland" is given twice"#)
    );
    let text = edit(r#"id = "red-1""#, r#"id = "hq-1""#);
    assert!(error(&text).to_string().contains(r#"units[1].id: unit id "hq-1" is given twice"#));
    let text = edit(r#"e0401 = "swamp""#, "e0401 = \"swamp\"\nE0401 = \"forest\"");
    let e = error(&text);
    assert_eq!(e.key(), "map.terrain.overrides.E0401");
    assert!(e.to_string().contains(r#"hex "E0401" is given twice"#), "{e}");
}

// --- adjacency ----------------------------------------------------------------------------

#[test]
fn hexsides_between_hexes_that_do_not_touch() {
    let text = edit(r#"between = ["e0302", "e0402"]"#, r#"between = ["e0302", "e0502"]"#);
    let e = assert_error(
        &text,
        r#"["e0302", "e0502"]"#,
        "map.hexsides[0].between",
        "e0302 and e0502 are not adjacent (2 hexes apart): a hexside lies between two neighbouring hexes",
    );
    assert!(matches!(*e.kind, ErrorKind::NotAdjacent { distance: 2, .. }));
    let text = edit(r#"between = ["e0302", "e0402"]"#, r#"between = ["e0302", "e0302"]"#);
    assert_error(
        &text,
        r#"["e0302", "e0302"]"#,
        "map.hexsides[0].between",
        "both ends are e0302: a hexside lies between two neighbouring hexes",
    );
    let text = edit(r#"between = ["e0302", "e0402"]"#, r#"between = ["e0302"]"#);
    assert_error(
        &text,
        r#"["e0302"]"#,
        "map.hexsides[0].between",
        r#"expected two hex ids, e.g. between = ["e0305", "e0306"]; found 1"#,
    );
    let text =
        edit(r#"between = ["e0302", "e0402"]"#, "between = [\"e0302\", \"e0402\"]\nat = \"e0302\"");
    assert_error(
        &text,
        r#"["e0302", "e0402"]"#,
        "map.hexsides[0].between",
        "give either between = [a, b] or at = hex with a direction, not both",
    );
    let text = edit(r#"features = ["river"]"#, "features = [\"river\"]\ndirection = \"north\"");
    assert_error(
        &text,
        r#""north""#,
        "map.hexsides[0].direction",
        "a direction goes with `at`, not with `between`: give either between = [a, b] or at = hex with a direction",
    );
    let text = edit(r#"features = ["river"]"#, "features = []");
    assert_error(
        &text,
        "[]",
        "map.hexsides[0].features",
        r#"expected at least one feature, e.g. ["river"]"#,
    );
}

#[test]
fn roads_that_jump() {
    let text = edit(r#""e0302", "e0403", "e0503""#, r#""e0302", "e0503", "e0403""#);
    let e = assert_error(
        &text,
        r#""e0503", "e0403""#,
        "map.roads[0].hexes[2]",
        "road jumps from e0302 to e0503 (2 hexes apart): consecutive hexes of a road must be adjacent",
    );
    assert!(matches!(*e.kind, ErrorKind::RouteJump { distance: 2, .. }));
    let text = edit(r#""e0202", "e0203", "e0204""#, r#""e0202", "e0203", "e0203""#);
    assert_error_nth(
        &text,
        r#""e0203""#,
        1,
        "map.roads[1].hexes[2]",
        "rail lists e0203 twice in a row: consecutive hexes of a rail must be adjacent",
    );
    let text = edit(r#""e0202", "e0203", "e0204""#, r#""e0202""#);
    assert_error(
        &text,
        r#"["e0202"]"#,
        "map.roads[1].hexes",
        "a rail needs at least two hexes, found 1",
    );
}
