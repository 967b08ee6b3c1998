//! Errors a program can read: under `--json` every command's error is one JSON object on
//! standard error, `{"error": {"kind", "file", "line", "column", "key", "message",
//! "suggestion"}}` with `null` for what an error does not have, the exit code as without
//! `--json` and nothing on standard output. Without `--json` the words are the library's, as
//! before. And Civil War messages name places by their printed ids, never Rust debug text.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)] // tests: a failure should be loud

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

mod common;

/// The Kiev HQ of 3.1.1, the strategic example these tests ask about.
const KIEV: &str = "scenarios/strategic/kiev.toml";

use common::{stderr, stdout, umpire};
use serde_json::Value;

/// A fresh folder of this test's own, outside the repository (no `errata/` above it).
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("umpire-json-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The repository's file `path`, absolute.
fn repo(path: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(path).display().to_string()
}

/// The error of a command run with `--json`: exit code 2, nothing on standard output, every
/// line of standard error a JSON object (notes first), the last one `{"error": {…}}` with all
/// seven fields.
fn json_error(output: &Output) -> Value {
    assert_eq!(output.status.code(), Some(2), "{}{}", stdout(output), stderr(output));
    assert_eq!(stdout(output), "", "no partial output on standard output");
    let text = stderr(output);
    let lines: Vec<Value> = text
        .lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line:?}")))
        .collect();
    let (last, notes) = lines.split_last().expect("the error is said");
    for note in notes {
        assert!(note["note"].is_string(), "{note}");
    }
    let error = last["error"].clone();
    let fields = error.as_object().unwrap_or_else(|| panic!("{last}"));
    let mut keys: Vec<&str> = fields.keys().map(String::as_str).collect();
    keys.sort_unstable();
    assert_eq!(keys, ["column", "file", "key", "kind", "line", "message", "suggestion"]);
    error
}

/// `value` as an optional string.
fn text(value: &Value) -> Option<&str> {
    value.as_str()
}

/// The same command without `--json` says the error as text: `umpire: ` and its words.
fn said_as_text(args: &[&str]) -> String {
    let plain: Vec<&str> = args.iter().copied().filter(|a| *a != "--json").collect();
    let output = umpire(&plain);
    assert_eq!(output.status.code(), Some(2), "{plain:?}");
    let text = stderr(&output);
    text.lines().last().unwrap_or_default().to_owned()
}

#[test]
fn show_a_bad_scenario_gives_the_loaders_located_error_field_by_field() {
    let path = "scenarios/broken/unknown-terrain.toml";
    let expected = umpire::scenario::load_file(Path::new(&repo(path))).unwrap_err();
    let args = ["show", path, "--json"];
    let error = json_error(&umpire(&args));
    assert_eq!(error["kind"], "scenario");
    assert_eq!(error["file"], path);
    assert_eq!(error["line"], expected.line());
    assert_eq!(error["column"], expected.column());
    assert_eq!(error["key"], "map.terrain.overrides.e0305");
    assert_eq!(error["message"], expected.kind().to_string());
    assert_eq!(error["suggestion"], "swamp");
    // Without --json, the words are the loader's, as they were.
    let line = said_as_text(&args);
    let at = format!("{path}:{}:{}: ", expected.line(), expected.column());
    assert!(line.starts_with(&format!("umpire: {at}")), "{line}");
    assert!(line.ends_with(&expected.kind().to_string()), "{line}");
}

#[test]
fn show_a_bad_table_gives_the_table_loaders_error() {
    let dir = scratch("table");
    let file = dir.join("t.toml");
    std::fs::write(&file, "name = \"t\"\n[table]\nunit = \"inch\"\nwidht = 48\nheight = 48\n")
        .unwrap();
    let file = file.display().to_string();
    let args = ["show", file.as_str(), "--json"];
    let error = json_error(&umpire(&args));
    assert_eq!(error["kind"], "scenario");
    assert_eq!(error["file"], file.as_str());
    assert_eq!(error["line"], 4);
    assert!(error["column"].as_u64().is_some(), "{error}");
    assert_eq!(error["suggestion"], "width");
    assert!(text(&error["message"]).is_some_and(|m| m.contains("widht")), "{error}");
    assert!(said_as_text(&args).contains("widht"));
}

#[test]
fn reach_an_unknown_unit_names_the_flag_and_the_nearest_id() {
    let args = ["reach", "--unit", "inf-antwrp", "--json"];
    let output = umpire(&args);
    let error = json_error(&output);
    assert_eq!(error["kind"], "order");
    assert_eq!(error["key"], "--unit");
    assert_eq!(error["suggestion"], "inf-antwerp");
    assert_eq!(
        error["message"],
        "no unit \"inf-antwrp\" in this game — did you mean \"inf-antwerp\"?"
    );
    for absent in ["file", "line", "column"] {
        assert_eq!(error[absent], Value::Null, "{absent}");
    }
    // The built-in demo is said in passing, as JSON too.
    let first: Value = serde_json::from_str(stderr(&output).lines().next().unwrap()).unwrap();
    assert!(text(&first["note"]).is_some_and(|n| n.contains("built-in demo")));
    let line = said_as_text(&args);
    assert_eq!(line, format!("umpire: {}", error["message"].as_str().unwrap()));
}

#[test]
fn reach_on_a_scenario_of_another_ruleset_points_at_rules_ruleset() {
    let args = ["reach", "scenarios/demo.toml", "--unit", "blue-2", "--json"];
    let error = json_error(&umpire(&args));
    assert_eq!(error["kind"], "scenario");
    assert_eq!(error["file"], "scenarios/demo.toml");
    assert_eq!(error["key"], "rules.ruleset");
    assert!(error["line"].as_u64().is_some_and(|l| l > 0), "{error}");
    assert_eq!(
        said_as_text(&args),
        format!("umpire: scenarios/demo.toml: {}", error["message"].as_str().unwrap())
    );
}

#[test]
fn check_rules_data_the_rules_refuse_are_located_in_the_scenario() {
    let dir = scratch("rules-data");
    let file = dir.join("kiev.toml");
    let kiev = std::fs::read_to_string(repo("scenarios/strategic/kiev.toml")).unwrap();
    std::fs::write(&file, format!("{kiev}\n[rules.data.terrain.forest]\ncots = 3\n")).unwrap();
    let file = file.display().to_string();
    let args = ["check", file.as_str(), "--unit", "russian-hq", "--path", "e3609", "--json"];
    let error = json_error(&umpire(&args));
    assert_eq!(error["kind"], "scenario");
    assert_eq!(error["file"], file.as_str());
    assert_eq!(error["key"], "rules.data.terrain.forest.cots");
    assert_eq!(error["suggestion"], "cost");
    let line = kiev.lines().count() + 3;
    assert_eq!(error["line"], line, "{error}");
    assert!(said_as_text(&args).contains(&format!("kiev.toml:{line}:1: rules.data.terrain")));
}

#[test]
fn check_a_civil_war_path_that_starts_elsewhere_names_the_start_by_hex_id() {
    // Before: `the route starts at Hex(Hex { q: 2, r: 0 }), but the unit is at Hex(Hex { q:
    // 1, r: 1 })`.
    let args =
        ["check", "scenarios/civil-war/rail.toml", "--unit", "8th-corps", "--path", "0201,0202"];
    let line = said_as_text(&args);
    assert_eq!(
        line,
        "umpire: the path must start where 8th-corps is, 0101 (it starts at 0201): e.g. --path \
         0101,…"
    );
    let mut json = args.to_vec();
    json.push("--json");
    let error = json_error(&umpire(&json));
    assert_eq!(error["kind"], "order");
    assert_eq!(error["key"], "--path");
    assert_eq!(error["suggestion"], "0101");
}

#[test]
fn check_a_civil_war_water_path_names_hexes_and_river_hexsides_by_id() {
    // Before: `Sea(Hex { q: 3, r: 2 })` and `River(Hexside { owner: Hex { q: 4, r: 1 }, … })`.
    for (scenario, unit, path, start) in [
        ("cw-transport-coast.toml", "north-fleet", "0303,0304", "0301"),
        ("cw-transport-river.toml", "river-gunboats", "0403/0503,0404/0504", "0402/0502"),
    ] {
        let scenario = format!("scenarios/civil-war/{scenario}");
        let args = ["check", scenario.as_str(), "--unit", unit, "--path", path, "--json"];
        let error = json_error(&umpire(&args));
        assert_eq!(error["suggestion"], start, "{error}");
        let line = said_as_text(&args);
        assert!(line.contains(&format!("where {unit} is, {start} (it starts at ")), "{line}");
        for debug in ["Hex {", "Sea(", "River(", "q:"] {
            assert!(!line.contains(debug), "{line}");
        }
    }
}

#[test]
fn civil_war_waters_that_are_no_hexside_are_named_by_hex_id() {
    // Before: `rules.waters.above_head_of_navigation: (1, 1) and (3, 2) are not next to each
    // other`.
    let dir = scratch("waters");
    let river = std::fs::read_to_string(repo("scenarios/civil-war/cw-transport-river.toml"))
        .unwrap()
        .replace(
            "above_head_of_navigation = [[\"0606\", \"0706\"]]",
            "above_head_of_navigation = [[\"0606\", \"0706\"], [\"0101\", \"0303\"]]",
        );
    assert!(river.contains("\"0101\", \"0303\""), "the scenario still has its waters");
    let file = dir.join("river.toml");
    std::fs::write(&file, &river).unwrap();
    let file = file.display().to_string();
    let args = ["reach", file.as_str(), "--unit", "river-gunboats", "--json"];
    let error = json_error(&umpire(&args));
    assert_eq!(error["kind"], "scenario");
    assert_eq!(error["key"], "rules.waters.above_head_of_navigation[1]");
    let line = river.lines().position(|l| l.contains("\"0101\", \"0303\"")).unwrap() + 1;
    assert_eq!(error["line"], line);
    let message = error["message"].as_str().unwrap();
    assert!(message.starts_with("0101 and 0303 are not next to each other"), "{message}");
    assert!(!said_as_text(&args).contains("(1, 1)"));
}

#[test]
fn measure_and_odds_name_the_flag_at_fault() {
    let wood = "scenarios/minis/wood.toml";
    let args = ["measure", wood, "--unit", "reece", "--to", "4,44", "--json"];
    let error = json_error(&umpire(&args));
    assert_eq!(error["kind"], "order");
    assert_eq!(error["file"], wood);
    assert_eq!(error["key"], "--unit");
    assert_eq!(error["suggestion"], "recce");
    assert_eq!(error["message"], "no unit \"reece\" on this table — did you mean \"recce\"?");
    assert_eq!(
        said_as_text(&args),
        format!("umpire: {wood}: {}", error["message"].as_str().unwrap())
    );

    let args = ["odds", wood, "--unit", "recce", "--to", "400,44", "--json"];
    let error = json_error(&umpire(&args));
    assert_eq!(error["kind"], "order");
    assert_eq!(error["key"], "--to");
    assert!(text(&error["message"]).is_some_and(|m| m.contains("is off the")), "{error}");
}

#[test]
fn odds_with_rules_data_the_dice_refuse_points_at_the_key() {
    let dir = scratch("die");
    let file = dir.join("dice.toml");
    let text = std::fs::read_to_string(repo("scenarios/minis/dice-orders.toml")).unwrap();
    assert!(text.trim_end().ends_with("ruleset = \"minis-dice\""), "[rules] is last");
    std::fs::write(&file, format!("{text}[rules.data]\ndie = 0\n")).unwrap();
    let file = file.display().to_string();
    let args = ["odds", file.as_str(), "--unit", "panzer-iv", "--to", "10,10", "--json"];
    let error = json_error(&umpire(&args));
    assert_eq!(error["kind"], "scenario");
    assert_eq!(error["file"], file.as_str());
    assert_eq!(error["key"], "rules.data.die");
    assert_eq!(error["line"], text.lines().count() + 2);
    assert_eq!(error["message"], "a die needs at least one side");
}

#[test]
fn play_a_bad_order_gives_the_orders_file_position_key_and_suggestion() {
    let dir = scratch("play");
    let file = dir.join("game.toml");
    // An orders file's scenario lies in its folder (or the project's, or --root's).
    std::fs::copy(repo("scenarios/strategic/antwerp.toml"), dir.join("antwerp.toml")).unwrap();
    std::fs::write(
        &file,
        "scenario = \"antwerp.toml\"\n\n[[phases]]\n[[phases.orders]]\nunit = \"1q\"\npath = \
         [\"w3718\", \"w3717\"]\n",
    )
    .unwrap();
    let file = file.display().to_string();
    let args = ["play", file.as_str(), "--json"];
    let error = json_error(&umpire(&args));
    assert_eq!(error["kind"], "orders");
    assert_eq!(error["file"], file.as_str());
    assert_eq!((error["line"].as_u64(), error["column"].as_u64()), (Some(5), Some(1)));
    assert_eq!(error["key"], "phases[0].orders[0].unit");
    assert_eq!(error["message"], "no unit \"1q\" in this game — did you mean \"1p\"?");
    assert_eq!(error["suggestion"], "1p");
    assert_eq!(
        said_as_text(&args),
        format!(
            "umpire: {file}:5:1: phases[0].orders[0].unit: {}",
            error["message"].as_str().unwrap()
        )
    );
}

#[test]
fn play_a_game_whose_scenario_is_bad_gives_the_scenarios_error() {
    let dir = scratch("play-scenario");
    let file = dir.join("game.toml");
    // The broken scenario and its map, in the orders file's folder.
    std::fs::create_dir_all(dir.join("maps")).unwrap();
    let map = repo("scenarios/broken/maps/demo-map.toml");
    std::fs::copy(map, dir.join("maps/demo-map.toml")).unwrap();
    let broken = dir.join("unknown-terrain.toml").display().to_string();
    std::fs::copy(repo("scenarios/broken/unknown-terrain.toml"), &broken).unwrap();
    std::fs::write(&file, "scenario = \"unknown-terrain.toml\"\n[[phases]]\n").unwrap();
    let file = file.display().to_string();
    let expected = umpire::scenario::load_file(Path::new(&broken)).unwrap_err();
    let error = json_error(&umpire(&["play", file.as_str(), "--json"]));
    assert_eq!(error["kind"], "scenario");
    assert_eq!(error["file"], broken.as_str());
    assert_eq!(
        (error["line"].clone(), error["column"].clone()),
        (expected.line().into(), expected.column().into())
    );
    assert_eq!(error["suggestion"], "swamp");
    let message = error["message"].as_str().unwrap();
    assert!(message.ends_with(&format!(" (the scenario of {file})")), "{message}");
}

#[test]
fn play_save_that_cannot_be_written_leaves_standard_output_empty() {
    let unwritable = scratch("save").join("no-such-folder").join("saved.toml");
    let unwritable = unwritable.display().to_string();
    let args = ["play", "games/strategic/antwerp.toml", "--save", unwritable.as_str(), "--json"];
    let error = json_error(&umpire(&args));
    assert_eq!(error["kind"], "output");
    assert_eq!(error["file"], unwritable.as_str());
    // Before, the whole game was printed, then the error said.
    let output = umpire(&args[..4]);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(stdout(&output), "");
}

#[test]
fn a_bad_flag_anywhere_is_a_json_usage_error_with_clap_s_suggestion() {
    for (args, key, suggestion) in [
        (vec!["show", "--jsn", "--json"], "--jsn", Value::from("--json")),
        (vec!["render", "--json", "-o", "x.svg"], "--json", Value::Null),
        (vec!["shw", "--json"], "shw", Value::from("show")),
        (
            vec![
                "odds",
                "scenarios/minis/wood.toml",
                "--unit",
                "recce",
                "--to",
                "4,4",
                "--order",
                "tripple",
                "--json",
            ],
            "--order",
            Value::from("triple"),
        ),
        (
            vec!["measure", "scenarios/minis/wood.toml", "--unit", "recce", "--to", "4", "--json"],
            "--to",
            Value::Null,
        ),
        (vec!["check", KIEV, "--unit", "russian-hq", "--json"], "--path", Value::Null),
        (
            vec!["play", "--json", "--until", "x", "games/strategic/antwerp.toml"],
            "--until",
            Value::Null,
        ),
    ] {
        let error = json_error(&umpire(&args));
        assert_eq!(error["kind"], "usage", "{args:?}");
        assert_eq!(error["key"], key, "{args:?}: {error}");
        assert_eq!(error["suggestion"], suggestion, "{args:?}: {error}");
        assert!(!text(&error["message"]).unwrap_or_default().starts_with("error:"), "{error}");
        for absent in ["file", "line", "column"] {
            assert_eq!(error[absent], Value::Null, "{absent}");
        }
    }
    // Without --json, clap's own words, as before.
    let output = umpire(&["show", "--jsn"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).starts_with("error: unexpected argument '--jsn' found"));
    // Help is an answer, not an error.
    let output = umpire(&["show", "--help", "--json"]);
    assert_eq!(output.status.code(), Some(0));
    assert!(stdout(&output).contains("Usage:"));
}

#[test]
fn command_line_misuse_and_a_table_for_reach_are_usage_errors() {
    for (args, key) in [
        (vec!["reach", KIEV, "--unit", "russian-hq", "--mode", "rail", "--json"], Some("--mode")),
        (
            vec!["reach", "scenarios/civil-war/rail.toml", "--side", "union", "--json"],
            Some("--side"),
        ),
        (vec!["--errata", "/no/such/folder", "show", "--json"], Some("--errata")),
        (vec!["reach", "scenarios/minis/wood.toml", "--unit", "recce", "--json"], None),
    ] {
        let error = json_error(&umpire(&args));
        assert_eq!(error["kind"], "usage", "{args:?}");
        assert_eq!(text(&error["key"]), key, "{args:?}");
        let line = said_as_text(&args);
        assert!(line.ends_with(error["message"].as_str().unwrap()), "{line}");
    }
}

#[test]
fn a_bad_erratum_is_an_errata_error_in_its_file() {
    let dir = scratch("errata");
    let folder = dir.join("errata").join("strategic");
    std::fs::create_dir_all(&folder).unwrap();
    let erratum = folder.join("2026-12-01-x.toml");
    std::fs::write(&erratum, "titel = \"t\"\n").unwrap();
    let errata = dir.join("errata").display().to_string();
    let args = ["--errata", errata.as_str(), "reach", KIEV, "--unit", "russian-hq", "--json"];
    let error = json_error(&umpire(&args));
    assert_eq!(error["kind"], "errata");
    assert_eq!(error["file"], erratum.display().to_string());
    assert_eq!((error["line"].as_u64(), error["column"].as_u64()), (Some(1), Some(1)));
    assert_eq!(error["suggestion"], "title");
}

#[test]
fn output_that_cannot_be_written_is_an_output_error() {
    let Ok(full) = std::fs::File::create("/dev/full") else { return };
    let output = Command::new(env!("CARGO_BIN_EXE_umpire"))
        .args(["show", "--json"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdout(Stdio::from(full))
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let error: Value = serde_json::from_str(stderr(&output).trim_end()).unwrap();
    assert_eq!(error["error"]["kind"], "output");
    assert!(text(&error["error"]["message"]).is_some_and(|m| m.starts_with("cannot write")));
}

/// The error of `args` (with `--json`) and its text: both name the file, line, column and key.
fn located_both_ways(args: &[&str], file: &str, line: u64, column: u64, key: &str) -> Value {
    let error = json_error(&umpire(args));
    assert_eq!(error["file"], file, "{error}");
    assert_eq!((error["line"].as_u64(), error["column"].as_u64()), (Some(line), Some(column)));
    assert_eq!(error["key"], key, "{error}");
    let text = said_as_text(args);
    assert!(text.contains(&format!("{file}:{line}:{column}: {key}: ")), "{text}");
    error
}

#[test]
fn a_terrain_the_chart_does_not_price_is_located_at_its_legend_entry() {
    let dir = scratch("unpriced");
    let kiev = std::fs::read_to_string(repo(KIEV)).unwrap();
    let glacier = kiev.replace("c = \"city\"", "c = \"city\", g = \"glacier\"");
    assert_ne!(glacier, kiev, "the Kiev legend names a city");
    let path = dir.join("kiev.toml");
    std::fs::write(&path, glacier).unwrap();
    let file = path.display().to_string();
    let line = 1 + std::fs::read_to_string(&path)
        .unwrap()
        .lines()
        .position(|l| l.contains("glacier"))
        .unwrap() as u64;
    let args = ["reach", file.as_str(), "--unit", "russian-hq", "--json"];
    let error = located_both_ways(&args, &file, line, 52, "map.terrain.legend.g");
    assert!(text(&error["message"]).unwrap().contains("Terrain Effects Chart"), "{error}");
}

#[test]
fn minis_rules_data_refused_by_serde_are_located_at_their_key_in_text_too() {
    let dir = scratch("minis-data");
    let wood = std::fs::read_to_string(repo("scenarios/minis/wood.toml")).unwrap();
    let lines = wood.lines().count() as u64;
    for (data, key, column, suggestion) in [
        ("dei = 6", "rules.data.dei", 1, Some("die")),
        ("die = \"x\"", "rules.data.die", 1, None),
        ("group.spacing = -1", "rules.data.group.spacing", 7, None),
    ] {
        let path = dir.join("wood.toml");
        std::fs::write(&path, format!("{wood}[rules.data]\n{data}\n")).unwrap();
        let file = path.display().to_string();
        let args = ["odds", file.as_str(), "--unit", "panzer-iv", "--to", "1,1", "--json"];
        let error = located_both_ways(&args, &file, lines + 2, column, key);
        assert_eq!(text(&error["suggestion"]), suggestion, "{error}");
    }
}

#[test]
fn an_erratums_data_is_located_at_its_key_and_a_bad_date_says_why() {
    let dir = scratch("errata-data");
    let folder = dir.join("errata").join("strategic");
    std::fs::create_dir_all(&folder).unwrap();
    let erratum = folder.join("2026-12-01-x.toml");
    std::fs::write(&erratum, "title = \"t\"\n[data]\nterrain.swamp.cots = 3\n").unwrap();
    let errata = dir.join("errata").display().to_string();
    let args = ["--errata", errata.as_str(), "reach", KIEV, "--unit", "russian-hq", "--json"];
    let file = erratum.display().to_string();
    let error = located_both_ways(&args, &file, 3, 15, "data.terrain.swamp.cots");
    assert_eq!(error["kind"], "errata");
    assert_eq!(error["suggestion"], "cost");

    std::fs::remove_file(&erratum).unwrap();
    let leap = folder.join("2026-02-29-x.toml");
    std::fs::write(&leap, "title = \"t\"\n").unwrap();
    let error = json_error(&umpire(&args));
    assert_eq!(error["file"], leap.display().to_string());
    assert!(text(&error["message"]).unwrap().contains("2026-02 has 28 days"), "{error}");
    assert!(said_as_text(&args).contains("2026-02 has 28 days"));
}
