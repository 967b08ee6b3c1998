//! Includes: merge rules, cycles, missing files, nesting, files on disk, the broken examples.
#![allow(missing_docs, clippy::unwrap_used, clippy::expect_used)]

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use umpire_scenario::{ErrorKind, Scenario, ScenarioError, load_file, load_str_with};

/// A small map file with everything that merges.
const MAP: &str = r#"name = "Map only"
[map]
layout = "even-q"
columns = [1, 3]
rows = [1, 2]

[map.terrain]
legend = { "." = "clear", f = "forest", s = "swamp" }
rows = [". f .", ". . s"]

[map.terrain.overrides]
"0101" = "forest"
"0301" = "swamp"

[[map.places]]
name = "Alpha"
hex = "0101"

[[units]]
id = "a"
side = "x"
at = "0101"

[rules]
ruleset = "demo"
[rules.costs]
clear = 1
forest = 2
"#;

/// Loads `files["main.toml"]` with the others as its includes.
fn load(files: &[(&str, &str)]) -> Result<Scenario, ScenarioError> {
    let files: HashMap<String, String> =
        files.iter().map(|(n, t)| ((*n).to_owned(), (*t).to_owned())).collect();
    let main = files["main.toml"].clone();
    let resolve = move |name: &str| {
        files.get(name).cloned().ok_or_else(|| std::io::Error::other("no such file"))
    };
    load_str_with(&main, "dir/main.toml", &resolve)
}

#[test]
fn the_including_file_extends_and_overrides() {
    let main = r#"name = "Main"
include = ["maps/map.toml"]
[map]
columns = [1, 3]
[map.terrain]
legend = { f = "forest", w = "woods" }
[map.terrain.overrides]
"0301" = "woods"
[[map.places]]
name = "Beta"
hex = "0302"
[[units]]
id = "b"
side = "y"
at = "0302"
[rules]
extra = true
[rules.costs]
forest = 3
"#;
    let scenario = load(&[("main.toml", main), ("maps/map.toml", MAP)]).unwrap();
    let map = &scenario.map;
    assert_eq!(scenario.name, "Main", "a scalar replaces the included one");
    assert_eq!(scenario.origin, "dir/main.toml");
    let names: Vec<&str> = map.places().iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["Alpha", "Beta"], "arrays of tables are concatenated, included first");
    let units: Vec<&str> = scenario.units.iter().map(|u| u.id.as_str()).collect();
    assert_eq!(units, ["a", "b"]);
    assert_eq!(map.terrain_names(), ["clear", "forest", "swamp", "woods"]);
    assert_eq!(map.terrain(map.parse_hex("0101").unwrap()), Some("forest"));
    assert_eq!(map.terrain(map.parse_hex("0301").unwrap()), Some("woods"), "later override wins");
    let rules = scenario.rules.unwrap();
    assert_eq!(rules["ruleset"].as_str(), Some("demo"));
    assert_eq!(rules["extra"].as_bool(), Some(true));
    assert_eq!(rules["costs"]["clear"].as_integer(), Some(1));
    assert_eq!(rules["costs"]["forest"].as_integer(), Some(3));
}

#[test]
fn names_stay_unique_across_files() {
    let main = "include = [\"map.toml\"]\n[[map.places]]\nname = \"Alpha\"\nhex = \"0201\"\n";
    let e = load(&[("main.toml", main), ("map.toml", MAP)]).unwrap_err();
    assert_eq!(
        e.to_string(),
        r#"dir/main.toml:3:8: map.places[0].name: place name "Alpha" is given twice (first at dir/map.toml:16:8)"#
    );
}

#[test]
fn include_cycles_are_refused_at_the_include() {
    let a = "name = \"a\"\ninclude = [\"sub/b.toml\"]\n";
    let b = "include = [\"../main.toml\"]\n";
    let e = load(&[("main.toml", a), ("sub/b.toml", b)]).unwrap_err();
    assert_eq!(
        e.to_string(),
        r#"dir/sub/b.toml:1:12: include[0]: include cycle: dir/main.toml → dir/sub/b.toml → dir/main.toml"#
    );
    assert!(matches!(*e.kind, ErrorKind::IncludeCycle { .. }));
    let own = "include = [\"./main.toml\"]\n";
    let e = load(&[("main.toml", own)]).unwrap_err();
    assert_eq!(
        e.to_string(),
        "dir/main.toml:1:12: include[0]: include cycle: dir/main.toml → dir/main.toml"
    );
}

#[test]
fn missing_includes_are_refused_at_the_include() {
    let main = "name = \"x\"\ninclude = [\"map.toml\", \"gone.toml\"]\n";
    let e = load(&[("main.toml", main), ("map.toml", MAP)]).unwrap_err();
    assert_eq!(
        e.to_string(),
        r#"dir/main.toml:2:24: include[1]: cannot read included file "dir/gone.toml": no such file"#
    );
}

#[test]
fn a_file_included_twice_is_read_once() {
    let main = "include = [\"left.toml\", \"right.toml\"]\n";
    let left = "include = [\"map.toml\"]\n";
    let right = "include = [\"map.toml\"]\n";
    let scenario =
        load(&[("main.toml", main), ("left.toml", left), ("right.toml", right), ("map.toml", MAP)])
            .unwrap();
    assert_eq!(scenario.map.places().len(), 1);
    assert_eq!(scenario.name, "Map only");
}

#[test]
fn includes_nest_at_most_sixteen_deep() {
    let mut files: Vec<(String, String)> = (0..20)
        .map(|i| (format!("f{i}.toml"), format!("include = [\"f{}.toml\"]\n", i + 1)))
        .collect();
    files.push(("f20.toml".into(), MAP.into()));
    files.push(("main.toml".into(), "include = [\"f0.toml\"]\n".into()));
    let borrowed: Vec<(&str, &str)> = files.iter().map(|(n, t)| (n.as_str(), t.as_str())).collect();
    let e = load(&borrowed).unwrap_err();
    assert_eq!(
        e.to_string(),
        "dir/f15.toml:1:12: include[0]: includes are nested more than 16 deep"
    );
    // Sixteen levels are fine.
    let mut files: Vec<(String, String)> = (0..15)
        .map(|i| (format!("f{i}.toml"), format!("include = [\"f{}.toml\"]\n", i + 1)))
        .collect();
    files.push(("f15.toml".into(), MAP.into()));
    files.push(("main.toml".into(), "include = [\"f0.toml\"]\n".into()));
    let borrowed: Vec<(&str, &str)> = files.iter().map(|(n, t)| (n.as_str(), t.as_str())).collect();
    assert!(load(&borrowed).is_ok());
}

#[test]
fn text_without_a_resolver_cannot_include() {
    let e = umpire_scenario::load_str("include = [\"map.toml\"]\n", "t.toml").unwrap_err();
    assert_eq!(
        e.to_string(),
        r#"t.toml:1:12: include[0]: this scenario was given as text, without a way to read other files, so it cannot include "map.toml" (load it from a file instead)"#
    );
}

#[test]
fn the_same_hex_overridden_in_two_files_takes_the_later() {
    let main = "include = [\"map.toml\"]\n[map.terrain.overrides]\n\"0101\" = \"swamp\"\n";
    let scenario = load(&[("main.toml", main), ("map.toml", MAP)]).unwrap();
    assert_eq!(scenario.map.terrain(scenario.map.parse_hex("0101").unwrap()), Some("swamp"));
}

// --- files on disk ------------------------------------------------------------------------

fn scenarios() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scenarios")
}

/// Loads a shipped broken file: the error, and the message after `file:line:column: `.
fn broken(name: &str) -> (ScenarioError, String) {
    let path = scenarios().join("broken").join(name);
    let e = load_file(&path).unwrap_err();
    assert_eq!(Path::new(e.file()), path, "the error names the broken file itself");
    let rest = e.to_string().split_once(".toml:").unwrap().1.to_owned();
    (e, rest)
}

#[test]
fn shipped_broken_files_fail_as_their_comments_say() {
    let (e, rest) = broken("unknown-terrain.toml");
    assert_eq!(
        rest,
        r#"6:9: map.terrain.overrides.e0305: unknown terrain "swmap" — did you mean "swamp"? (known: clear, forest, swamp, mountain, sea, city)"#
    );
    assert_eq!(e.suggestion(), Some("swamp"));
    let (_, rest) = broken("road-jumps.toml");
    assert_eq!(
        rest,
        "7:28: map.roads[0].hexes[2]: road jumps from e0102 to e0104 (2 hexes apart): consecutive hexes of a road must be adjacent"
    );
    let (_, rest) = broken("hexside-not-adjacent.toml");
    assert_eq!(
        rest,
        "6:11: map.hexsides[0].between: e0305 and e0307 are not adjacent (2 hexes apart): a hexside lies between two neighbouring hexes"
    );
    for entry in std::fs::read_dir(scenarios().join("broken")).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            continue; // maps/: the map they include
        }
        let text = std::fs::read_to_string(path).unwrap();
        assert!(text.starts_with("# Broken on purpose: "), "{text}");
    }
}

#[test]
fn the_broken_files_map_is_the_demo_map() {
    // Includes stay inside the including scenario's folder, so the broken examples carry a copy
    // of the demo map in scenarios/broken/maps/: it must stay the demo map, after its header.
    let copy = std::fs::read_to_string(scenarios().join("broken/maps/demo-map.toml")).unwrap();
    let header: Vec<&str> = copy.lines().take_while(|l| !l.starts_with("# The demo map")).collect();
    assert_eq!(header.len(), 2, "a two-line header saying it is a copy");
    let body = copy.splitn(3, '\n').nth(2).unwrap();
    assert_eq!(body, umpire_scenario::DEMO_MAP, "scenarios/broken/maps/demo-map.toml");
}

#[test]
fn unreadable_files_name_the_file() {
    let path = scenarios().join("no-such-scenario.toml");
    let e = load_file(&path).unwrap_err();
    assert_eq!((e.line(), e.column()), (0, 0));
    assert!(
        e.to_string().starts_with(&format!("{}: cannot read this file: ", path.display())),
        "{e}"
    );
}

#[test]
fn files_on_disk_include_relative_to_themselves() {
    let dir = std::env::temp_dir().join(format!("umpire-scenario-includes-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("maps")).unwrap();
    std::fs::write(dir.join("maps/map.toml"), MAP).unwrap();
    std::fs::write(dir.join("main.toml"), "name = \"Disk\"\ninclude = [\"maps/map.toml\"]\n")
        .unwrap();
    std::fs::write(dir.join("maps/bad.toml"), "include = [\"map.toml\"]\n[map]\nrows = [1]\n")
        .unwrap();
    std::fs::write(dir.join("bad.toml"), "include = [\"maps/bad.toml\"]\n").unwrap();
    std::fs::write(dir.join("none.toml"), "include = [\"maps/map.toml\", \"maps/none.toml\"]\n")
        .unwrap();
    let scenario = load_file(&dir.join("main.toml")).unwrap();
    assert_eq!(scenario.name, "Disk");
    let e = load_file(&dir.join("bad.toml")).unwrap_err();
    assert_eq!(Path::new(e.file()), dir.join("maps/bad.toml"));
    assert_eq!(e.key(), "map.rows");
    let e = load_file(&dir.join("none.toml")).unwrap_err();
    assert_eq!(Path::new(e.file()), dir.join("none.toml"));
    assert_eq!((e.line(), e.column(), e.key()), (1, 29, "include[1]"));
    let missing = dir.join("maps/none.toml");
    assert!(
        e.to_string()
            .contains(&format!("cannot read included file {:?}: ", missing.display().to_string())),
        "{e}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
