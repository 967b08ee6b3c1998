//! Every command's `--json` holds to its documented shape: each output (standard output, and
//! every note and error line on standard error) names its schema (`"schema":
//! "umpire/<name>/<version>"`) and validates against `schema/<name>.v<version>.json`; the
//! files in `schema/` are what the types of `umpire::json` generate; and the shapes keep their
//! conventions — printed ids, never coordinates; movement points as exact text; lower-case
//! verdicts.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)] // tests: a failure should be loud

use std::path::Path;
use std::process::Output;

mod common;

use common::{recorded_games, stderr, stdout, umpire};
use serde_json::Value;

/// The Kiev HQ example of 3.1.1, for the strategic reaches and checks.
const KIEV: &str = "scenarios/strategic/kiev.toml";

/// The schema file of output `id` (`umpire/reach/1` → `schema/reach.v1.json`), parsed.
fn schema_file(id: &str) -> Value {
    let parts: Vec<&str> = id.split('/').collect();
    let [_, name, version] = parts[..] else { panic!("not a schema id: {id:?}") };
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("schema/{name}.v{version}.json"));
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (run `cargo xtask schema`)", path.display()));
    serde_json::from_str(&text).unwrap()
}

/// Fails unless `value` names its schema, and validates against it; `value`'s schema id.
fn validate(value: &Value, what: &str) -> String {
    let id = value["schema"].as_str().unwrap_or_else(|| panic!("{what}: no schema field"));
    let schema = schema_file(id);
    assert_eq!(schema["$id"], id, "{what}");
    let validator = jsonschema::validator_for(&schema).unwrap();
    let errors: Vec<String> =
        validator.iter_errors(value).map(|e| format!("{} at {}", e, e.instance_path())).collect();
    assert!(errors.is_empty(), "{what} does not fit {id}: {errors:#?}");
    id.to_owned()
}

/// Every object key anywhere in `value`.
fn keys(value: &Value, out: &mut Vec<String>) {
    match value {
        Value::Object(object) => {
            for (key, inner) in object {
                out.push(key.clone());
                keys(inner, out);
            }
        }
        Value::Array(items) => items.iter().for_each(|item| keys(item, out)),
        _ => {}
    }
}

/// Every value of key `name` anywhere in `value`.
fn values_of<'a>(value: &'a Value, name: &str, out: &mut Vec<&'a Value>) {
    match value {
        Value::Object(object) => {
            for (key, inner) in object {
                if key == name {
                    out.push(inner);
                }
                values_of(inner, name, out);
            }
        }
        Value::Array(items) => items.iter().for_each(|item| values_of(item, name, out)),
        _ => {}
    }
}

/// The conventions every output keeps: no internal coordinates or Rust variant names, movement
/// points and costs as strings.
fn conventions(value: &Value, what: &str) {
    let mut all = Vec::new();
    keys(value, &mut all);
    for banned in ["Hex", "Box", "q", "r", "Legal", "Illegal", "Land", "Water", "state"] {
        assert!(!all.iter().any(|k| k == banned), "{what}: a {banned:?} key");
    }
    for name in ["cost", "mp", "allowance"] {
        let mut found = Vec::new();
        values_of(value, name, &mut found);
        for cost in found {
            assert!(cost.is_string() || cost.is_null(), "{what}: {name} {cost} is not a string");
        }
    }
    // The command's own verdicts (an orders file's `expect` says what its recorder wrote).
    let orders = value["orders"].as_array().into_iter().flatten();
    for verdict in std::iter::once(&value["verdict"]).chain(orders.map(|o| &o["verdict"])) {
        let word = verdict.as_str().unwrap_or("legal");
        assert!(word == "legal" || word == "illegal", "{what}: verdict {word:?}");
    }
}

/// Runs `umpire args` and checks every line it wrote: standard output as one JSON document
/// (or, for a streamed reach, one too), and each line of standard error as an object. Gives the
/// output's JSON (`Null` when standard output is empty) and the schema ids seen.
fn run(args: &[&str]) -> (Output, Value, Vec<String>) {
    let output = umpire(args);
    let what = args.join(" ");
    let mut ids = Vec::new();
    for line in stderr(&output).lines() {
        let value: Value =
            serde_json::from_str(line).unwrap_or_else(|e| panic!("{what}: {e}: {line}"));
        ids.push(validate(&value, &format!("{what} (stderr)")));
    }
    let text = stdout(&output);
    let value = if text.is_empty() {
        Value::Null
    } else {
        let value: Value =
            serde_json::from_str(&text).unwrap_or_else(|e| panic!("{what}: {e}: {text}"));
        ids.push(validate(&value, &what));
        conventions(&value, &what);
        value
    };
    (output, value, ids)
}

#[test]
fn the_schema_files_are_what_the_types_generate() {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("schema");
    for (name, schema) in umpire::json::schemas() {
        let found = std::fs::read_to_string(folder.join(&name)).unwrap_or_default();
        assert!(
            found == umpire::json::schema_text(&schema),
            "schema/{name} differs from what the types generate: run `cargo xtask schema`"
        );
    }
}

#[test]
fn show_gives_printed_ids() {
    let (_, hex, _) = run(&["show", "scenarios/demo.toml", "--json"]);
    assert_eq!(hex["schema"], "umpire/show/1");
    assert!(hex["map"]["terrain"]["e0101"].is_string(), "{hex}");
    assert_eq!(
        (&hex["map"]["layout"], &hex["map"]["order"]),
        (&"odd-q".into(), &"column-row".into())
    );
    let units = hex["units"].as_array().unwrap();
    assert!(units.iter().all(|u| u["at"].is_string() || u["off_board"].is_string()), "{hex}");
    let hexsides = hex["map"]["hexsides"].as_array().unwrap();
    assert!(hexsides.iter().all(|h| h["id"].as_str().is_some_and(|id| id.contains('/'))));
    let (_, strategic, _) = run(&["show", "scenarios/strategic/reference.toml", "--json"]);
    assert_eq!(strategic["ruleset"], "strategic");
    let (_, table, _) = run(&["show", "scenarios/minis/wood.toml", "--json"]);
    assert_eq!(table["schema"], "umpire/show-table/1");
    assert_eq!(table["length_unit"], "inch");
    assert_eq!(table["units"][0]["id"], "panzer-iv");
}

#[test]
fn a_strategic_reach_and_threat_map_fit_their_schemas() {
    // The built-in demo says so in a note line, then gives the reach.
    let (_, demo, ids) = run(&["reach", "--unit", "1p", "--json"]);
    assert_eq!(ids, ["umpire/note/1", "umpire/reach/2"]);
    assert_eq!(demo["start"], "w3718");
    let (_, reach, ids) = run(&["reach", KIEV, "--unit", "russian-hq", "--json"]);
    assert_eq!(ids, ["umpire/reach/2"]);
    assert_eq!(reach["start"], "e3609");
    assert_eq!(reach["allowance"], "2");
    let places = reach["places"].as_array().unwrap();
    let e3708 = places.iter().find(|p| p["id"] == "e3708").unwrap();
    assert_eq!(e3708["stop"]["clause"], "STR-3.1.1-07");
    assert_eq!(path_to(&reach, "e3708"), ["e3609", "e3708"]);
    // Every path read back from the tree passes `umpire check` at the place's cost.
    for place in places {
        let id = place["id"].as_str().unwrap();
        let path = path_to(&reach, id).join(",");
        let (output, check, _) =
            run(&["check", KIEV, "--unit", "russian-hq", "--path", &path, "--json"]);
        assert_eq!(output.status.code(), Some(0), "{id}: {path}: {}", stderr(&output));
        assert_eq!(check["verdict"], "legal", "{id}: {path}");
        assert_eq!(check["cost"], place["cost"], "{id}: {path}");
    }
    for args in [
        ["reach", KIEV, "--side", "soviet", "--json"].as_slice(),
        &["reach", "scenarios/strategic/reference.toml", "--side", "western", "--json"],
        &["reach", "scenarios/strategic/antwerp.toml", "--unit", "1p", "--json"],
        &["reach", "scenarios/strategic/s311-roads.toml", "--unit", "rifle", "--json"],
    ] {
        let (output, value, _) = run(args);
        assert_eq!(output.status.code(), Some(0), "{args:?}");
        assert!(value["places"].as_array().is_some_and(|p| !p.is_empty()), "{args:?}: {value}");
    }
    // Half-MP roads: a mixed number fits the schema's pattern for movement points.
    let (_, roads, _) =
        run(&["reach", "scenarios/strategic/s311-roads.toml", "--unit", "rifle", "--json"]);
    let costs: Vec<&str> =
        roads["places"].as_array().unwrap().iter().filter_map(|p| p["cost"].as_str()).collect();
    assert!(costs.iter().any(|c| c.contains(' ') && c.contains('/')), "{costs:?}");
    let (_, threat, _) = run(&["reach", KIEV, "--side", "soviet", "--json"]);
    assert_eq!(threat["schema"], "umpire/threat/1");
    assert!(threat["places"][0]["units"][0]["cost"].is_string());
}

/// A cheapest path to place `id` of a `umpire/reach/2` output, read back from its tree: the
/// place's `node`, then each `parent` (a place's node or one of `tree`) back to the start.
fn path_to(reach: &Value, id: &str) -> Vec<String> {
    let mut nodes = std::collections::HashMap::new();
    for node in reach["places"].as_array().unwrap().iter().chain(reach["tree"].as_array().unwrap())
    {
        let previous = nodes.insert(node["node"].as_u64().unwrap(), node);
        assert!(previous.is_none(), "node {} twice", node["node"]);
    }
    let place = reach["places"].as_array().unwrap().iter().find(|p| p["id"] == id).unwrap();
    let mut path = vec![id.to_owned()];
    let mut at = place["parent"].as_u64();
    while let Some(node) = at {
        let found = nodes[&node];
        path.push(found["id"].as_str().unwrap().to_owned());
        let parent = found["parent"].as_u64();
        assert!(parent.is_none_or(|p| p < node), "a parent's number is less than its child's");
        at = parent;
    }
    assert_eq!(path.last().map(String::as_str), reach["start"].as_str(), "{id}: {path:?}");
    path.reverse();
    path
}

#[test]
fn civil_war_reaches_by_ground_rail_and_water_fit_the_reach_schema() {
    let river = "scenarios/civil-war/cw-transport-river.toml";
    let (_, water, _) =
        run(&["reach", river, "--unit", "river-gunboats", "--mode", "water", "--json"]);
    assert_eq!(water["mode"], "water");
    assert_eq!(water["start"], "0402/0502");
    let places = water["places"].as_array().unwrap();
    assert!(places.iter().any(|p| p["id"].as_str().is_some_and(|id| id.contains('/'))));
    let rail = "scenarios/civil-war/rail.toml";
    for mode in ["ground", "rail"] {
        let (output, value, _) =
            run(&["reach", rail, "--unit", "8th-corps", "--mode", mode, "--json"]);
        assert_eq!(output.status.code(), Some(0));
        assert_eq!(value["mode"], mode);
        assert_eq!(value["start"], "0101");
        // In a rail move the hex repeats where the unit entrains: a `tree` node besides the
        // start, read back into the path.
        if mode == "rail" {
            assert!(value["tree"].as_array().unwrap().len() > 1, "{value}");
            assert_eq!(path_to(&value, "0301"), ["0101", "0101", "0201", "0301"]);
            continue;
        }
        // Each ground path read back from the tree passes `umpire check` at the same cost.
        for place in value["places"].as_array().unwrap() {
            let id = place["id"].as_str().unwrap();
            let path = path_to(&value, id).join(",");
            let args = ["check", rail, "--unit", "8th-corps", "--mode", mode, "--path", &path];
            let (output, check, _) = run(&[&args[..], &["--json"]].concat());
            assert_eq!(output.status.code(), Some(0), "{id}: {path}: {}", stderr(&output));
            assert_eq!(check["verdict"], "legal", "{mode} {id}: {path}");
            assert_eq!(check["cost"], place["cost"], "{mode} {id}: {path}");
        }
    }
}

#[test]
fn checks_say_legal_or_illegal_with_the_clause() {
    let path = "e3609,e3608,e3707";
    let (output, refused, _) =
        run(&["check", KIEV, "--unit", "russian-hq", "--path", path, "--json"]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(refused["verdict"], "illegal");
    assert_eq!(refused["refused"]["clause"], "STR-3.1.1-04");
    assert_eq!(refused["refused"]["step"], 2);
    assert_eq!(refused["refused"]["entering"], "e3707");
    assert_eq!(refused["cost"], "1");
    assert_eq!(refused["ledger"][0]["kind"], "cost");
    assert_eq!(refused["ledger"][0]["mp"], "1");
    let (output, legal, _) =
        run(&["check", KIEV, "--unit", "russian-hq", "--path", "e3609,e3708", "--json"]);
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(legal["verdict"], "legal");
    assert_eq!(legal["refused"], Value::Null);
    let rail = "0101,entrain,0201,0301,detrain,0302";
    let args = ["check", "scenarios/civil-war/rail.toml", "--unit", "8th-corps", "--mode", "rail"];
    let (_, civil_war, _) = run(&[&args[..], &["--path", rail, "--json"]].concat());
    assert_eq!(civil_war["verdict"], "legal");
    assert_eq!(civil_war["cost"], "3");
    assert_eq!(civil_war["mode"], "rail");
}

#[test]
fn table_measures_and_odds_fit_their_schemas() {
    let wood = "scenarios/minis/wood.toml";
    let (_, dice, _) = run(&[
        "measure",
        wood,
        "--unit",
        "panzer-iv",
        "--via",
        "10,17",
        "--to",
        "12.1,19.1",
        "--json",
    ]);
    assert_eq!(dice["schema"], "umpire/measure/1");
    assert_eq!(dice["verdict"], "legal");
    assert_eq!(dice["length_unit"], "inch");
    let mud = "scenarios/minis/mud.toml";
    let (_, speed, _) = run(&["measure", mud, "--unit", "sherman", "--to", "60,10", "--json"]);
    assert_eq!(speed["schema"], "umpire/measure-speed/1");
    assert_eq!(speed["length_unit"], "cm");
    let (_, odds, _) =
        run(&["odds", wood, "--unit", "recce", "--order", "triple", "--to", "4,44", "--json"]);
    assert_eq!(odds["distances"][0]["chance"], "1/216");
    assert_eq!(odds["chance_to_arrive"], "1/2");
    let (output, refused, _) =
        run(&["odds", wood, "--unit", "recce", "--order", "quadruple", "--to", "4,44", "--json"]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(refused["verdict"], "illegal");
    assert_eq!(refused["refusal"]["clause"], "DICE-INTRO-03");
}

#[test]
fn every_recorded_game_plays_to_the_play_schema() {
    let (_, antwerp, _) = run(&["play", "games/strategic/antwerp.toml", "--json"]);
    assert_eq!(antwerp["schema"], "umpire/play/2");
    assert_eq!(antwerp["cost_unit"], "mp");
    let first = &antwerp["orders"][0];
    assert_eq!(first["verdict"], "illegal");
    assert_eq!(first["refused"]["clause"], "STR-3.2-09");
    assert!(first["ledger"].as_array().is_some_and(|l| l.iter().all(|e| e["step"].is_u64())));
    for game in recorded_games() {
        let (output, value, _) = run(&["play", &game, "--json"]);
        assert_eq!(output.status.code(), Some(0), "{game}");
        assert_eq!(value["as_recorded"], true, "{game}");
        for order in value["orders"].as_array().unwrap() {
            let cost = order["cost"].as_str();
            assert!(cost.is_none_or(|c| !c.contains("MP") && !c.contains('"')), "{game}: {order}");
        }
    }
}

#[test]
fn play_and_check_give_a_refused_move_the_same_facts() {
    // Antwerp, order 1: 1p is refused at step 2; the step into Calais before it is legal.
    let (_, played, _) = run(&["play", "games/strategic/antwerp.toml", "--json"]);
    let order = &played["orders"][0];
    let scenario = "scenarios/strategic/antwerp.toml";
    let (output, checked, _) =
        run(&["check", scenario, "--unit", "1p", "--path", "w3718,w3717,w3617", "--json"]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(checked["schema"], "umpire/check/1");
    assert_eq!(order["verdict"], checked["verdict"]);
    assert_eq!(order["refused"]["step"], checked["refused"]["step"]);
    assert_eq!(order["refused"]["clause"], checked["refused"]["clause"]);
    assert_eq!(order["cost"], checked["cost"], "the legal part's cost, bare");
    assert!(order["cost"].is_string(), "{order}");
    assert_eq!(order["stop"], checked["stop"]);
    assert_eq!(order["ledger"], checked["ledger"]);
    assert!(!order["ledger"].as_array().unwrap().is_empty(), "{order}");
    assert_eq!(order["changes"], serde_json::json!([]), "a refused order changes nothing");
}

#[test]
fn errors_and_notes_fit_their_schemas() {
    let (output, value, ids) = run(&["reach", "--unit", "zz", "--json"]);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(value, Value::Null, "nothing on standard output");
    assert_eq!(ids, ["umpire/note/1", "umpire/error/1"]);
    let (_, _, ids) = run(&["reach", "--unitt", "x", "--json"]);
    assert_eq!(ids, ["umpire/error/1"]);
    let (_, _, ids) = run(&["show", "scenarios/broken/unknown-terrain.toml", "--json"]);
    assert_eq!(ids, ["umpire/error/1"]);
}

/// A large strategic position: a 70 × 60 map of clear hexes with a rail down every tenth column
/// and 40 units a side, written to a scratch file.
fn large_position() -> std::path::PathBuf {
    const COLUMNS: i32 = 70;
    const ROWS: i32 = 60;
    let mut text = format!(
        "name = \"large\"\n[map]\nlayout = \"odd-q\"\nprefix = \"w\"\ncolumns = [1, {COLUMNS}]\n\
         rows = [1, {ROWS}]\n[map.terrain]\nlegend = {{ \".\" = \"clear\" }}\nrows = [\n"
    );
    let row = vec!["."; COLUMNS as usize].join(" ");
    for _ in 0..ROWS {
        text.push_str(&format!("  \"{row}\",\n"));
    }
    text.push_str("]\n");
    for col in (5..=COLUMNS).step_by(10) {
        let hexes: Vec<String> = (1..=ROWS).map(|r| format!("\"w{col:02}{r:02}\"")).collect();
        text.push_str(&format!("[[map.roads]]\nkind = \"rail\"\nhexes = [{}]\n", hexes.join(", ")));
    }
    for (side, faction, nationality, first) in
        [("a", "axis", "german", 20), ("b", "western", "british", 40)]
    {
        for n in 0..40 {
            let (col, row) = (first + n % 10, 5 + (n / 10) * 12);
            text.push_str(&format!(
                "[[units]]\nid = \"{side}{n}\"\nside = \"{faction}\"\nat = \"w{col:02}{row:02}\"\n\
                 nationality = \"{nationality}\"\ntype = \"infantry\"\nsteps = 2\nmovement = 4\n"
            ));
        }
    }
    text.push_str("[rules]\nruleset = \"strategic\"\nside = \"axis\"\nphase = \"reserve\"\n");
    let path = std::env::temp_dir().join(format!("umpire-json-schema-{}.toml", std::process::id()));
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn a_large_threat_map_and_reach_fit_their_schemas() {
    let path = large_position();
    let file = path.to_str().unwrap();
    let (output, threat, _) = run(&["reach", file, "--side", "axis", "--json"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let places = threat["places"].as_array().unwrap();
    assert!(places.len() > 500, "{} places", places.len());
    // Streamed: the fields on the first line, then one place a line.
    assert_eq!(stdout(&output).lines().count(), places.len() + 2);
    let (output, reach, _) = run(&["reach", file, "--unit", "a0", "--json"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let places = reach["places"].as_array().unwrap();
    assert!(places.len() > 20);
    // The tree, not whole paths: the output grows with the places, a bounded number of bytes
    // each whatever the lengths of their paths.
    let per_place = stdout(&output).len() / places.len();
    assert!(per_place < 160, "{per_place} bytes a place");
    let longest = places.iter().map(|p| path_to(&reach, p["id"].as_str().unwrap()).len()).max();
    assert!(longest > Some(3), "{longest:?}");
    let _ = std::fs::remove_file(&path);
}

#[test]
fn test_results_fit_their_schema() {
    // A feature of one's own, with a scenario that fails, one with no step of its own, and an
    // outline; and an erratum in force, so no list is empty.
    let dir = std::env::temp_dir().join(format!("umpire-json-schema-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let feature = "\
@geometry
Feature: Distances
  Background:
    Given the strategic east map numbering

  Scenario: Side by side
    Then the distance from e3609 to e3608 is 1 hex

  Scenario: Counted wrong
    Then the distance from e3609 to e3608 is 2 hexes

  Scenario: Nothing of its own

  Scenario Outline: A hex from <hex>
    Then the distance from <hex> to e3608 is 1 hex

    Examples:
      | hex   |
      | e3609 |
      | e3707 |
";
    std::fs::write(dir.join("distances.feature"), feature).unwrap();
    let errata = Path::new(env!("CARGO_MANIFEST_DIR")).join("errata-examples");
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_umpire"))
        .args(["test", "distances.feature", "--json", "--errata"])
        .arg(&errata)
        .current_dir(&dir)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    let results: Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(validate(&results, "umpire test --json"), "umpire/test/1");
    assert_eq!((&results["passed"], &results["failed"]), (&3.into(), &2.into()), "{results}");
    assert!(results["errata"].as_array().is_some_and(|e| !e.is_empty()), "{results}");
    let _ = std::fs::remove_dir_all(&dir);
}
