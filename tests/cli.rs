//! The `umpire` command as a user runs it: the demo, show, render, JSON, and bad input.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)] // tests: a failure should be loud

mod common;

/// The Kiev HQ of 3.1.1, the strategic example these tests ask about.
const KIEV: &str = "scenarios/strategic/kiev.toml";

use common::{stderr, stdout, umpire};

#[test]
fn with_no_arguments_it_shows_the_built_in_demo() {
    let output = umpire(&[]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.contains("Strategic: the Antwerp overruns (3.2) in the Low Countries"), "{text}");
    assert!(text.contains("Terrain:") && text.contains("w3718"), "{text}");
    assert!(text.contains("1st-army") && text.contains("at w3618"), "{text}");
    assert!(text.contains("umpire render --unit 1p -o reach.svg"), "{text}");
}

#[test]
fn show_reads_a_scenario_file_and_names_every_hex_by_its_id() {
    let output = umpire(&["show", "scenarios/demo.toml"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.contains("road: e0205 → e0305"), "{text}");
    assert!(
        text.contains("e0703|e0604  river, bridge") || text.contains("river, bridge"),
        "{text}"
    );
    assert!(text.contains("Port Ash (e1103): city, port"), "{text}");
}

#[test]
fn show_json_prints_the_scenario_as_data() {
    let output = umpire(&["show", "scenarios/demo.toml", "--json"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let value: serde_json::Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(value["name"], "Demo: across the river");
    assert!(value["units"].as_array().is_some_and(|units| units.len() == 5), "{value}");
}

#[test]
fn render_writes_an_svg_of_the_map() {
    let dir = std::env::temp_dir().join(format!("umpire-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("demo.svg");
    let output = umpire(&["render", "scenarios/demo.toml", "-o", path.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let svg = std::fs::read_to_string(&path).unwrap();
    let document = roxmltree::Document::parse(&svg).expect("the SVG is well-formed XML");
    let root = document.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    assert_eq!(root.tag_name().namespace(), Some("http://www.w3.org/2000/svg"));
    assert!(root.attribute("viewBox").is_some(), "a viewBox lets a browser scale the map");
    assert!(svg.starts_with("<svg"), "{svg}");
    assert!(svg.trim_end().ends_with("</svg>"));
    assert_eq!(svg.matches("<polygon").count(), 120, "one hex outline per hex of the 12 × 10 map");
    for expected in ["e0101", "e1210", "Legend", "Port Ash", "Reserve Box", ">river<", ">HQ<"] {
        assert!(svg.contains(expected), "the SVG lacks {expected}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_broken_scenario_gives_a_located_error_with_a_suggestion_and_exit_code_2() {
    let output = umpire(&["show", "scenarios/broken/unknown-terrain.toml"]);
    assert_eq!(output.status.code(), Some(2));
    let message = stderr(&output);
    assert!(message.contains("scenarios/broken/unknown-terrain.toml:"), "{message}");
    assert!(message.contains("unknown terrain \"swmap\""), "{message}");
    assert!(message.contains("did you mean \"swamp\"?"), "{message}");
    assert!(stdout(&output).is_empty(), "nothing on stdout when the input is bad");
}

#[test]
fn a_missing_file_and_a_bad_command_line_are_bad_input() {
    assert_eq!(umpire(&["show", "no/such/scenario.toml"]).status.code(), Some(2));
    assert_eq!(umpire(&["render"]).status.code(), Some(2), "render needs -o");
    assert_eq!(umpire(&["frobnicate"]).status.code(), Some(2));
}

// The strategic commands, on the Kiev HQ of 3.1.1 (the built-in demo is tests/demo.rs's).

/// The table line for `place` in `text`.
fn line_for<'a>(text: &'a str, place: &str) -> &'a str {
    text.lines()
        .find(|line| line.split_whitespace().next() == Some(place))
        .unwrap_or_else(|| panic!("no line for {place} in:\n{text}"))
}

#[test]
fn reach_lists_each_place_with_its_cost_and_the_clause_that_stops_the_unit() {
    let output = umpire(&["reach", KIEV, "--unit", "russian-hq"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = stdout(&output);
    let cells: Vec<&str> = line_for(&text, "e3608").split_whitespace().collect();
    assert_eq!(cells, ["e3608", "1", "no"], "{text}");
    let line = line_for(&text, "e3708");
    assert!(
        line.contains(" 3 ") && line.contains("yes") && line.contains("STR-3.1.1-07"),
        "{text}"
    );
    assert!(!text.contains("e3707"), "the swamp beyond e3608 is out of reach: {text}");
}

#[test]
fn reach_of_a_unit_taking_its_move_up_again_says_how_many_mp_it_has_left() {
    let base = std::fs::read_to_string("scenarios/strategic/s31-ezoc.toml").unwrap();
    let (units, rules) = base.split_once("[rules]\n").unwrap();
    let text = format!(
        "{units}[[units]]\nid = \"rifle-b\"\nside = \"soviet\"\nat = \"e3608\"\n\
         nationality = \"russian\"\ntype = \"infantry\"\nmovement = 5\nmoved = \"hex-to-hex\"\n\n\
         [rules]\nlast_move = {{ unit = \"rifle-b\", spent = 4, state = \"hex-to-hex\" }}\n{rules}"
    );
    let path = std::env::temp_dir().join(format!("umpire-cli-resume-{}.toml", std::process::id()));
    std::fs::write(&path, text).unwrap();
    let output = umpire(&["reach", path.to_str().unwrap(), "--unit", "rifle-b"]);
    let _ = std::fs::remove_file(&path);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.contains("rifle-b (soviet russian infantry, MA 5) in e3608"), "{text}");
    assert!(text.contains("takes its move up again with 1 MP left (3.1)"), "{text}");
    assert_eq!(
        line_for(&text, "e3508").split_whitespace().collect::<Vec<_>>(),
        ["e3508", "1", "no"]
    );
}

#[test]
fn check_refuses_a_move_the_unit_cannot_pay_for_with_exit_code_1() {
    let output = umpire(&["check", KIEV, "--unit", "russian-hq", "--path", "e3609,e3608,e3707"]);
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.contains("step 1: 1 MP for clear hex e3608"), "{text}");
    assert!(text.contains("refused at step 2 (entering e3707) by STR-3.1.1-04"), "{text}");
}

#[test]
fn check_allows_the_minimum_move_and_says_why_the_unit_stops() {
    let output = umpire(&["check", KIEV, "--unit", "russian-hq", "--path", "e3609,e3708"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.contains("STR-3.1.1-06"), "the ledger cites the exception: {text}");
    assert!(text.contains("legal: 3 MP; must stop in e3708 (STR-3.1.1-07"), "{text}");
}

#[test]
fn an_unknown_unit_is_bad_input_and_the_nearest_id_is_suggested() {
    let unwritten =
        std::env::temp_dir().join(format!("umpire-cli-unwritten-{}.svg", std::process::id()));
    for command in [
        vec!["check", KIEV, "--unit", "russain-hq", "--path", "e3609,e3608"],
        vec!["reach", KIEV, "--unit", "russain-hq"],
        vec!["render", KIEV, "--unit", "russain-hq", "-o", unwritten.to_str().unwrap()],
    ] {
        let output = umpire(&command);
        assert_eq!(output.status.code(), Some(2), "{command:?}");
        let message = stderr(&output);
        assert!(
            message.contains("\"russain-hq\"") && message.contains("did you mean \"russian-hq\""),
            "{message}"
        );
        assert!(stdout(&output).is_empty(), "{command:?}");
    }
    assert!(!unwritten.exists(), "no SVG is written for bad input");
    let message = stderr(&umpire(&["reach", KIEV, "--unit", "zz"]));
    assert!(message.contains("units: russian-hq"), "no near id: the units are listed: {message}");
}

#[test]
fn a_bad_place_id_in_the_path_is_bad_input() {
    for path in ["e3609,e36x8", "e3609,e9999", "e3609,,e3608", "e3608,e3707"] {
        let output = umpire(&["check", KIEV, "--unit", "russian-hq", "--path", path]);
        assert_eq!(output.status.code(), Some(2), "{path}: {}", stdout(&output));
        assert!(stdout(&output).is_empty(), "{path}");
    }
    let message =
        stderr(&umpire(&["check", KIEV, "--unit", "russian-hq", "--path", "e3609,e36x8"]));
    assert!(message.contains("path item 2") && message.contains("\"e36x8\""), "{message}");
    let message =
        stderr(&umpire(&["check", KIEV, "--unit", "russian-hq", "--path", "e3608,e3707"]));
    assert!(message.contains("must start where russian-hq is, e3609"), "{message}");
}

#[test]
fn a_misspelt_phase_is_bad_input_listing_the_phases() {
    let output = umpire(&["reach", KIEV, "--unit", "russian-hq", "--phase", "reserv"]);
    assert_eq!(output.status.code(), Some(2));
    let message = stderr(&output);
    assert!(message.contains("operational") && message.contains("reserve"), "{message}");
    let output = umpire(&["reach", KIEV, "--unit", "russian-hq", "--phase", "reserve"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert!(stdout(&output).contains("Reserve Movement Phase"), "{}", stdout(&output));
}

#[test]
fn reach_needs_exactly_one_of_unit_and_side() {
    assert_eq!(umpire(&["reach"]).status.code(), Some(2));
    let both = umpire(&["reach", KIEV, "--unit", "russian-hq", "--side", "soviet"]);
    assert_eq!(both.status.code(), Some(2));
}

#[test]
fn reach_and_check_refuse_a_scenario_that_is_not_strategic() {
    let output = umpire(&["reach", "scenarios/demo.toml", "--unit", "blue-1"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("strategic"), "{}", stderr(&output));
    let output = umpire(&[
        "check",
        "scenarios/broken/unknown-terrain.toml",
        "--unit",
        "a",
        "--path",
        "e0101",
    ]);
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn the_json_answers_parse() {
    let output = umpire(&["reach", KIEV, "--unit", "russian-hq", "--json"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let value: serde_json::Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(value["unit"], "russian-hq");
    let places = value["places"].as_array().unwrap();
    let place = |id: &str| places.iter().find(|p| p["id"] == id).unwrap();
    assert_eq!(place("e3608")["cost"], "1");
    assert_eq!(place("e3608")["stop"], serde_json::Value::Null);
    assert_eq!(place("e3708")["must_stop"], true);
    assert_eq!(place("e3708")["stop"]["clause"], "STR-3.1.1-07");

    let output =
        umpire(&["check", KIEV, "--unit", "russian-hq", "--path", "e3609,e3608,e3707", "--json"]);
    assert_eq!(output.status.code(), Some(1));
    let value: serde_json::Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(value["verdict"], "illegal");
    assert_eq!(value["refused"]["clause"], "STR-3.1.1-04");

    let output = umpire(&["reach", KIEV, "--side", "soviet", "--json"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let value: serde_json::Value = serde_json::from_str(&stdout(&output)).unwrap();
    let places = value["places"].as_array().unwrap();
    let e3608 = places.iter().find(|p| p["id"] == "e3608").unwrap();
    assert_eq!(e3608["units"][0]["unit"], "russian-hq");
}

#[test]
fn the_threat_map_lists_each_place_with_the_units_that_reach_it() {
    let output = umpire(&["reach", KIEV, "--side", "soviet"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(line_for(&text, "e3608").contains("russian-hq (1 MP)"), "{text}");
    assert!(line_for(&text, "e3708").contains("russian-hq (3 MP)"), "{text}");
    let output = umpire(&["reach", KIEV, "--side", "sovet"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("did you mean \"soviet\""), "{}", stderr(&output));
}

#[test]
fn render_with_a_unit_shades_its_reach_and_writes_the_costs() {
    let dir = std::env::temp_dir().join(format!("umpire-cli-reach-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("kiev.svg");
    let output = umpire(&["render", KIEV, "--unit", "russian-hq", "-o", path.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let svg = std::fs::read_to_string(&path).unwrap();
    let document = roxmltree::Document::parse(&svg).expect("the SVG is well-formed XML");
    assert_eq!(document.root_element().tag_name().name(), "svg");
    let class =
        |name: &str| document.descendants().filter(|n| n.attribute("class") == Some(name)).count();
    assert_eq!(class("hex"), 20, "still one cell per hex of the 4 × 5 map");
    assert_eq!(class("dim"), 20 - 10 - 1, "the hexes it cannot reach (nor starts in) are dimmed");
    let costs: Vec<String> = document
        .descendants()
        .filter(|n| n.has_tag_name("text") && n.attribute("class") == Some("mp"))
        .map(|n| n.children().filter(|c| c.is_text()).filter_map(|c| c.text()).collect())
        .collect();
    assert_eq!(costs.len(), 10, "one cost label per reached hex: {costs:?}");
    for cost in ["1", "2", "3"] {
        assert!(costs.iter().any(|c| c == cost), "no {cost} MP label in {costs:?}");
    }
    let text: String = document.descendants().filter_map(|n| n.text()).collect();
    for expected in ["Reach of russian-hq", "must stop there", "e3708: 3 MP, must stop", "MP spent"]
    {
        assert!(text.contains(expected), "the SVG lacks {expected}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn civil_war_rail_move_is_checked_with_its_ledger() {
    let output = umpire(&[
        "check",
        "scenarios/civil-war/rail.toml",
        "--unit",
        "8th-corps",
        "--mode",
        "rail",
        "--path",
        "0101,entrain,0201,0301,detrain,0302",
    ]);
    let text = stdout(&output);
    assert_eq!(output.status.code(), Some(0), "{text}{}", stderr(&output));
    assert!(text.contains("1 MP for entraining (ACW-RAIL-07)"), "{text}");
    assert!(text.contains("legal: 3 MP"), "{text}");
}

#[test]
fn civil_war_march_without_the_mp_is_refused_with_exit_code_1() {
    let output = umpire(&[
        "check",
        "scenarios/civil-war/rail.toml",
        "--unit",
        "8th-corps",
        "--path",
        "0101,0201,0301,0401,0501",
    ]);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        stdout(&output).contains("refused at step 4 (entering 0501) by ACW-MOVE-01"),
        "{}",
        stdout(&output)
    );
}

#[test]
fn civil_war_reach_lists_places_by_mode() {
    let output = umpire(&[
        "reach",
        "scenarios/civil-war/rail.toml",
        "--unit",
        "8th-corps",
        "--mode",
        "rail",
        "--json",
    ]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let value: serde_json::Value = serde_json::from_str(&stdout(&output)).unwrap_or_default();
    assert_eq!(value["mode"], "rail");
    let ids: Vec<&str> = value["places"]
        .as_array()
        .map(|a| a.iter().filter_map(|p| p["id"].as_str()).collect())
        .unwrap_or_default();
    assert!(ids.contains(&"3001"), "a 30-hex ride and a detrain reach 3001: {ids:?}");
}

#[test]
fn a_mode_on_a_strategic_scenario_is_bad_input() {
    let output = umpire(&["reach", KIEV, "--unit", "russian-hq", "--mode", "rail"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("--mode is for Civil War scenarios"), "{}", stderr(&output));
}

// Miniatures table scenarios (a `[table]`): measure, odds and render on scenarios/minis/wood.toml.

const WOOD: &str = "scenarios/minis/wood.toml";

#[test]
fn measure_walks_the_route_rolls_the_dice_and_cites_each_clause() {
    let args = ["measure", WOOD, "--unit", "panzer-iv", "--via", "10,17", "--to", "12.1,19.1"];
    let output = umpire(&args);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.contains("leg 1: 10, 12 → 10, 17: 5\" (open 5\")"), "{text}");
    assert!(text.contains("leg 2: 10, 17 → 12.1, 19.1"), "{text}");
    assert!(text.contains("crosses: nothing"), "{text}");
    assert!(text.contains("distance: 7\"–12\" (6\" + 1D6)"), "{text}");
    assert!(text.contains("seed 1, the default"), "the default seed is named: {text}");
    assert!(text.contains("panzer-iv reaches 12.1, 19.1"), "seed 1 rolls 12\": {text}");
    for clause in ["DICE-FIXED-01", "DICE-ORDER-06", "DICE-ORDER-07", "DICE-FACE-01"] {
        assert!(text.contains(clause), "{clause} not cited: {text}");
    }
    // The same seed gives the same move.
    assert_eq!(stdout(&umpire(&args)), text);

    let mut json = args.to_vec();
    json.extend(["--seed", "7", "--json"]);
    let output = umpire(&json);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let value: serde_json::Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(value["seed"], 7);
    assert_eq!(value["route"]["legs"][0]["length"], 5.0);
    assert_eq!(value["distance"]["min"], 7);
    assert_eq!(value["rolls"].as_array().map(Vec::len), Some(1));
    assert_eq!(value["verdict"], "legal");
    let cited: Vec<&str> = value["citations"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|c| c["clause"].as_str())
        .collect();
    assert!(cited.contains(&"DICE-ORDER-06"), "{cited:?}");
}

#[test]
fn measure_names_the_features_crossed_and_where_a_short_move_stops() {
    let output = umpire(&["measure", WOOD, "--unit", "recce", "--to", "4,44", "--seed", "7"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.contains("crosses: hedge"), "{text}");
    assert!(text.contains("recce stops short at 4, "), "8\" to 18\" never covers 40\": {text}");
    assert!(text.contains("short of the destination"), "{text}");
}

#[test]
fn odds_list_every_distance_with_its_exact_chance_and_the_chance_to_arrive() {
    let output = umpire(&["odds", WOOD, "--unit", "recce", "--order", "triple", "--to", "4,44"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.contains("distance: 24\"–54\" (18\" + 3D6×2)"), "{text}");
    for distance in ["24\"", "54\""] {
        let line = line_for(&text, distance);
        assert!(line.split_whitespace().nth(1) == Some("1/216"), "{line}");
    }
    assert!(line_for(&text, "40\"").contains("1/8"), "{text}");
    assert!(text.contains("chance to arrive: 1/2"), "{text}");
    assert!(text.contains("DICE-CHAIN-01"), "{text}");

    let output =
        umpire(&["odds", WOOD, "--unit", "recce", "--order", "triple", "--to", "4,44", "--json"]);
    let value: serde_json::Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(value["chance_to_arrive"], "1/2");
    assert_eq!(value["distances"][0]["distance"], 24);
    assert_eq!(value["distances"][0]["chance"], "1/216");
    assert_eq!(value["distances"].as_array().map(Vec::len), Some(16));
}

#[test]
fn a_four_dice_order_is_refused_by_the_rules_with_exit_code_1() {
    for command in ["measure", "odds"] {
        let output = umpire(&[
            command,
            WOOD,
            "--unit",
            "panzer-iv",
            "--to",
            "10,40",
            "--order",
            "quadruple",
        ]);
        assert_eq!(output.status.code(), Some(1), "{command}: {}", stderr(&output));
        let text = stdout(&output);
        assert!(text.contains("refused by DICE-INTRO-03"), "{command}: {text}");
    }
    let output = umpire(&[
        "measure",
        WOOD,
        "--unit",
        "panzer-iv",
        "--to",
        "10,40",
        "--order",
        "4",
        "--json",
    ]);
    assert_eq!(output.status.code(), Some(1));
    let value: serde_json::Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(value["verdict"], "illegal");
    assert_eq!(value["refusal"]["clause"], "DICE-INTRO-03");
}

#[test]
fn bad_table_input_is_exit_code_2_with_the_nearest_name() {
    let output = umpire(&["measure", WOOD, "--unit", "panzer-vi", "--to", "10,40"]);
    assert_eq!(output.status.code(), Some(2));
    let message = stderr(&output);
    assert!(
        message.contains("\"panzer-vi\"") && message.contains("did you mean \"panzer-iv\""),
        "{message}"
    );
    assert!(stdout(&output).is_empty());
    let message = stderr(&umpire(&["odds", WOOD, "--unit", "zz", "--to", "10,40"]));
    assert!(message.contains("units: panzer-iv, panther, recce, m4"), "{message}");

    let output = umpire(&["measure", WOOD, "--unit", "recce", "--to", "60,5"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("off the 48\" × 48\" table"), "{}", stderr(&output));
    let output = umpire(&["odds", WOOD, "--unit", "recce", "--via", "-1,5", "--to", "4,40"]);
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));

    let output = umpire(&["measure", WOOD, "--unit", "recce", "--to", "4;40"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("expected x,y"), "{}", stderr(&output));
    let output = umpire(&["measure", WOOD, "--unit", "recce", "--to", "4,40", "--order", "tripel"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("triple"), "{}", stderr(&output));

    let output = umpire(&["reach", WOOD, "--unit", "recce"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("is a table scenario"), "{}", stderr(&output));
}

#[test]
fn show_describes_a_table_scenario() {
    let output = umpire(&["show", WOOD]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.contains("Table: 48\" × 48\""), "{text}");
    assert!(text.contains("hedge: (0, 10) → (48, 10)"), "{text}");
    assert!(text.contains("recce (Recce troop): german fast, at 4, 4"), "{text}");
}

#[test]
fn render_draws_a_table_with_a_units_route_and_reachable_band() {
    let dir = std::env::temp_dir().join(format!("umpire-cli-table-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let plain = dir.join("wood.svg");
    let output = umpire(&["render", WOOD, "-o", plain.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let svg = std::fs::read_to_string(&plain).unwrap();
    let document = roxmltree::Document::parse(&svg).expect("the SVG is well-formed XML");
    assert_eq!(document.root_element().tag_name().name(), "svg");
    assert!(document.root_element().attribute("viewBox").is_some());
    let units = document.descendants().filter(|n| n.attribute("class") == Some("counter")).count();
    assert_eq!(units, 4, "one counter per unit");
    let text: String = document.descendants().filter_map(|n| n.text()).collect();
    for expected in ["Legend", "woods", "hedge (linear)", "Panzer IV", "Recce troop"] {
        assert!(text.contains(expected), "the SVG lacks {expected}");
    }

    let path = dir.join("recce.svg");
    let output = umpire(&[
        "render",
        WOOD,
        "-o",
        path.to_str().unwrap(),
        "--unit",
        "recce",
        "--order",
        "triple",
        "--to",
        "4,44",
    ]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let svg = std::fs::read_to_string(&path).unwrap();
    let document = roxmltree::Document::parse(&svg).expect("the SVG is well-formed XML");
    let ids: Vec<&str> = document.descendants().filter_map(|n| n.attribute("id")).collect();
    assert!(ids.contains(&"band") && ids.contains(&"route"), "{ids:?}");
    let text: String = document.descendants().filter_map(|n| n.text()).collect();
    for expected in ["recce: triple move", "moves 24\" to 54\"", "chance to arrive: 1/2"] {
        assert!(text.contains(expected), "the SVG lacks {expected}");
    }

    let unwritten = dir.join("unwritten.svg");
    let output = umpire(&["render", WOOD, "-o", unwritten.to_str().unwrap(), "--unit", "reece"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("did you mean \"recce\""), "{}", stderr(&output));
    assert!(!unwritten.exists(), "no SVG is written for bad input");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn measure_on_a_speed_table_gives_the_going_and_each_deduction() {
    let output =
        umpire(&["measure", "scenarios/minis/farm.toml", "--unit", "sherman", "--to", "60,30"]);
    let text = stdout(&output);
    assert_eq!(output.status.code(), Some(0), "{text}{}", stderr(&output));
    assert!(text.contains("crossing hedge"), "{text}");
    assert!(text.contains("SPEED-OBST-05"), "{text}");
    // The open wood lies beyond its reach: only the ground it reaches sets its speed.
    assert!(text.contains("speed this phase: 27 cm"), "{text}");
    // The lorry's 15 cm never reach the hedge it could not cross.
    let short =
        umpire(&["measure", "scenarios/minis/farm.toml", "--unit", "lorry", "--to", "100,50"]);
    assert_eq!(short.status.code(), Some(0));
    assert!(!stdout(&short).contains("SPEED-OBST-08"), "{}", stdout(&short));
    // A 4wd truck that reaches a wall stops before it, having moved as far as it could.
    let lanes = "scenarios/minis/lanes.toml";
    let walled = umpire(&["measure", lanes, "--unit", "truck", "--to", "95,45"]);
    assert_eq!(walled.status.code(), Some(0), "{}", stderr(&walled));
    assert!(
        stdout(&walled).contains("moved 15 cm: stopped at 40.0, 45.0: refused by SPEED-OBST-04"),
        "{}",
        stdout(&walled)
    );
    // A 90° turn at a waypoint is deducted along the route as in the phase-speed query.
    let turned =
        umpire(&["measure", lanes, "--unit", "cromwell", "--via", "15,25", "--to", "15,55"]);
    let text = stdout(&turned);
    assert_eq!(turned.status.code(), Some(0), "{text}{}", stderr(&turned));
    assert!(text.contains("turning 1 × 90°") && text.contains("SPEED-OBST-11"), "{text}");
    assert!(text.contains("speed this phase: 24 cm"), "{text}");
}

/// The Kiev HQ crossing the river into the swamp: the rules as published (2 MP swamp) unless
/// the user asks for errata; the worked examples (errata-examples/) raise the swamp to 3 MP
/// when named with `--errata`, and `--edition base` still judges by the rules as published.
#[test]
fn check_judges_by_the_published_rules_unless_errata_are_asked_for() {
    let kiev = ["check", "scenarios/strategic/kiev.toml", "--unit", "russian-hq"];
    let published = umpire(&[&kiev[..], &["--path", "e3609,e3708"]].concat());
    assert_eq!(published.status.code(), Some(0), "{}", stderr(&published));
    assert!(stdout(&published).contains("legal: 3 MP"), "{}", stdout(&published));
    assert!(!stderr(&published).contains("errata"), "{}", stderr(&published));

    let examples = ["--errata", "errata-examples"];
    let latest = umpire(&[&kiev[..], &["--path", "e3609,e3708"], &examples[..]].concat());
    assert_eq!(latest.status.code(), Some(0), "{}", stderr(&latest));
    assert!(stdout(&latest).contains("legal: 4 MP"), "{}", stdout(&latest));
    assert!(stderr(&latest).contains("2026-12-01-swamp-costs-three"), "{}", stderr(&latest));

    let base = umpire(
        &[&kiev[..], &["--path", "e3609,e3708", "--edition", "base"], &examples[..]].concat(),
    );
    assert_eq!(base.status.code(), Some(0), "{}", stderr(&base));
    assert!(stdout(&base).contains("legal: 3 MP"), "{}", stdout(&base));
    assert!(!stderr(&base).contains("errata"), "{}", stderr(&base));
}

#[test]
fn a_bad_edition_is_refused_with_what_to_write() {
    let output = umpire(&[
        "reach",
        "scenarios/strategic/kiev.toml",
        "--unit",
        "russian-hq",
        "--edition",
        "newest",
    ]);
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    assert!(stderr(&output).contains("\"base\", \"latest\" or a date"), "{}", stderr(&output));
}

#[test]
fn measure_takes_the_miring_test_where_the_route_meets_heavy_going() {
    // Seed 2 rolls a 2 on the D10: 2 - 1 in deep mud is in the stuck range of full tracks.
    let output = umpire(&[
        "measure",
        "scenarios/minis/mud.toml",
        "--unit",
        "sherman",
        "--to",
        "95,10",
        "--seed",
        "2",
        "--json",
    ]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let value: serde_json::Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(value["miring"]["outcome"], "stuck", "{value}");
    assert_eq!(value["miring"]["point"], serde_json::json!([50.0, 10.0]), "{value}");
    assert_eq!(value["moved"], 5.0, "{value}");
    assert_eq!(value["reached"], false, "{value}");
}

/// A speed-table unit's own data (scenarios/minis/bogged.toml): its ground pressure and
/// towing reach the miring test and its odds, its stated facing turns it onto the first leg,
/// and a name the rules data does not know is bad input at its key.
#[test]
fn measure_reads_a_units_running_gear_pressure_chains_towing_and_facing() {
    let bogged = "scenarios/minis/bogged.toml";
    let seeded = |unit: &str, to: &str| {
        umpire(&["measure", bogged, "--unit", unit, "--to", to, "--seed", "2", "--json"])
    };
    let json = |output: &std::process::Output| -> serde_json::Value {
        assert_eq!(output.status.code(), Some(0), "{}", stderr(output));
        serde_json::from_str(&stdout(output)).unwrap()
    };
    // Low ground pressure: +2 in soft going, a 1/5 chance of getting stuck in the mud.
    let swamp = json(&seeded("swamp-truck", "95,15"));
    assert_eq!(swamp["miring"]["stuck_chance"], "1/5", "{swamp}");
    assert!(swamp["miring"]["citations"].to_string().contains("SPEED-MIRE-06"), "{swamp}");
    // Towing: -1 in the test (1/2) and 25% off the heavy-going speed, 5 cm to 3.75 cm.
    let tractor = json(&seeded("tractor", "95,25"));
    assert_eq!(tractor["miring"]["stuck_chance"], "1/2", "{tractor}");
    assert_eq!(tractor["speed_exact"], "15/4", "{tractor}");
    // Snow chains: +1 in the snow.
    let chained = json(&seeded("chained", "95,40"));
    assert_eq!(chained["miring"]["stuck_chance"], "3/10", "{chained}");
    // Facing north, driving east: one 90° turn at the start, 30 cm less 20%.
    let north = json(&seeded("north", "45,45"));
    assert_eq!((north["facing_turns"].as_u64(), north["turns"].as_u64()), (Some(1), Some(0)));
    assert_eq!(north["speed"], 24.0, "{north}");
    let unfaced = json(&seeded("unfaced", "45,55"));
    assert_eq!(
        (unfaced["facing_turns"].as_u64(), unfaced["speed"].as_f64()),
        (Some(0), Some(30.0))
    );
    let text = stdout(&umpire(&["measure", bogged, "--unit", "north", "--to", "45,45"]));
    assert!(text.contains("turning 1 × 90° from its facing onto the first leg"), "{text}");
    let text = stdout(&umpire(&["measure", bogged, "--unit", "tractor", "--to", "95,25"]));
    assert!(text.contains("a chance of 1/2 of getting stuck"), "{text}");
    // A running gear the rules data does not know: bad input at its key, the nearest named.
    let dir = std::env::temp_dir().join(format!("umpire-cli-gear-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("bad.toml");
    let bad =
        std::fs::read_to_string(bogged).unwrap().replace("\"half-tracked\"", "\"half-trackd\"");
    std::fs::write(&path, bad).unwrap();
    let path = path.to_string_lossy().into_owned();
    let output = umpire(&["measure", &path, "--unit", "halftrack", "--to", "95,5", "--json"]);
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    let error: serde_json::Value = serde_json::from_str(&stderr(&output)).unwrap();
    assert_eq!(error["error"]["key"], "units[0].running_gear", "{error}");
    assert_eq!(error["error"]["line"], 31, "{error}");
    assert_eq!(error["error"]["suggestion"], "half-tracked", "{error}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_reader_that_stops_reading_or_a_full_disk_ends_the_command_without_a_panic() {
    use std::process::Stdio;
    // The reader goes away before the command writes: a broken pipe, exit 141, nothing said.
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_umpire"))
        .args(["play", "games/strategic/antwerp.toml"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let output = child.wait_with_output().unwrap();
    let said = stderr(&output);
    assert!(matches!(output.status.code(), Some(0 | 141)), "{:?} {said}", output.status);
    assert!(!said.contains("panicked"), "{said}");

    // A full disk is a write error: said, exit 2.
    if let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") {
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_umpire"))
            .args(["show", "scenarios/demo.toml"])
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .stdout(full)
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
        assert!(stderr(&output).contains("cannot write to standard output"), "{}", stderr(&output));
    }
}

#[test]
fn a_missing_errata_folder_or_a_day_the_calendar_lacks_is_bad_input() {
    let output = umpire(&["--errata", "/nonexistent-errata", "show"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).contains("--errata /nonexistent-errata: no such folder"),
        "{}",
        stderr(&output)
    );
    let output = umpire(&["reach", KIEV, "--unit", "russian-hq", "--edition", "2026-02-30"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("2026-02 has 28 days"), "{}", stderr(&output));
}

#[test]
fn a_die_past_the_rules_data_limit_is_refused_at_once() {
    let dir = std::env::temp_dir().join(format!("umpire-cli-die-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let text = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/minis/wood.toml"),
    )
    .unwrap();
    let path = dir.join("huge-die.toml");
    std::fs::write(&path, format!("{text}\n[rules.data]\ndie = 1000000000\n")).unwrap();
    let output = umpire(&[
        "odds",
        path.to_str().unwrap(),
        "--unit",
        "recce",
        "--to",
        "4,44",
        "--order",
        "double",
    ]);
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    assert!(
        stderr(&output).contains("is more than the 100 `limits.die` allows"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn check_judges_a_path_however_many_overrun_targets_stand_within_reach() {
    // Nine lone one-step targets within the panzer's reach: more than the engine tracks for a
    // reach (`limits.overrun_targets`), so `reach` is refused naming the bound, but `check`
    // tracks only the targets along the path and judges it.
    let base = std::fs::read_to_string("scenarios/strategic/s32-targets.toml").unwrap();
    let extra = "\n[[units]]\nid = \"decoy-7\"\nside = \"western\"\nat = \"w1110\"\n\
                 nationality = \"british\"\ntype = \"infantry\"\nmovement = 3\n\
                 [[units]]\nid = \"decoy-8\"\nside = \"western\"\nat = \"w1116\"\n\
                 nationality = \"british\"\ntype = \"infantry\"\nmovement = 3\n";
    let (head, rules) = base.split_once("\n[rules]").unwrap();
    let file =
        std::env::temp_dir().join(format!("umpire-nine-targets-{}.toml", std::process::id()));
    std::fs::write(&file, format!("{head}{extra}\n[rules]{rules}")).unwrap();
    let path = file.to_str().unwrap();
    let reach = umpire(&["reach", path, "--unit", "panzer"]);
    assert_eq!(reach.status.code(), Some(2), "{}", stdout(&reach));
    assert!(stderr(&reach).contains("limits.overrun_targets"), "{}", stderr(&reach));
    let check = umpire(&["check", path, "--unit", "panzer", "--path", "w1413,w1513,w1613,w1713"]);
    assert_eq!(check.status.code(), Some(0), "{}{}", stdout(&check), stderr(&check));
    assert!(stdout(&check).contains("STR-3.2-10"), "{}", stdout(&check));
    let _ = std::fs::remove_file(&file);
}

#[test]
fn why_gives_the_cheapest_way_or_the_attempt_and_the_clause_that_refuses_it() {
    let near = umpire(&["why", KIEV, "--unit", "russian-hq", "--to", "e3608"]);
    assert_eq!(near.status.code(), Some(0), "{}", stderr(&near));
    assert!(stdout(&near).starts_with("russian-hq can reach e3608; the cheapest way:"));
    let far = umpire(&["why", KIEV, "--unit", "russian-hq", "--to", "e3707"]);
    assert_eq!(far.status.code(), Some(1), "{}", stderr(&far));
    let text = stdout(&far);
    assert!(text.contains("path: e3609 → e3608 → e3707"), "{text}");
    assert!(text.contains("refused at step 2 (entering e3707) by STR-3.1.1-04"), "{text}");
    // The same attempt, checked, is refused the same way.
    let checked = umpire(&["check", KIEV, "--unit", "russian-hq", "--path", "e3609,e3608,e3707"]);
    assert!(stdout(&checked).contains("refused at step 2 (entering e3707) by STR-3.1.1-04"));
    let json = umpire(&["why", KIEV, "--unit", "russian-hq", "--to", "e3707", "--json"]);
    let value: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(value["schema"], "umpire/check/1", "{value}");
}

#[test]
fn why_on_the_civil_war_rules_in_each_mode() {
    let ferry = "scenarios/civil-war/cw-water-ferry.toml";
    let sea = umpire(&["why", ferry, "--unit", "ferry-boat", "--mode", "water", "--to", "0101"]);
    assert_eq!(sea.status.code(), Some(1), "{}", stderr(&sea));
    assert!(stdout(&sea).contains("by ACW-WATER-17"), "{}", stdout(&sea));
    let rail = "scenarios/civil-war/rail.toml";
    let off = umpire(&["why", rail, "--unit", "8th-corps", "--mode", "rail", "--to", "0901"]);
    assert_eq!(off.status.code(), Some(0), "{}", stdout(&off));
    assert!(stdout(&off).contains("0801 → 0901 → 0901"), "detrains there: {}", stdout(&off));
    let bad = umpire(&["why", rail, "--unit", "8th-corps", "--to", "9999"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(stderr(&bad).contains("the destination: \"9999\""), "{}", stderr(&bad));
}

#[test]
fn why_on_a_table_gives_the_odds_the_clause_or_a_longer_chain() {
    let dice = "scenarios/minis/dice-orders.toml";
    let near = umpire(&["why", dice, "--unit", "panzer-iv", "--to", "15,15"]);
    assert_eq!(near.status.code(), Some(0), "{}", stderr(&near));
    let text = stdout(&near);
    assert!(text.starts_with("panzer-iv can reach 15,15 with a single order: chance 1"), "{text}");
    assert!(text.contains("DICE-INTRO-02: the destination lies within the shortest"), "{text}");
    // 27" away: no single roll gets there, a triple chain may (the double's 24" is short).
    let far = umpire(&["why", dice, "--unit", "panzer-iv", "--to", "30,30"]);
    assert_eq!(far.status.code(), Some(1), "{}", stderr(&far));
    let text = stdout(&far);
    assert!(text.contains("cannot reach 30,30 this turn with a single order"), "{text}");
    assert!(text.contains("the longest move its dice give is 12\""), "{text}");
    assert!(
        text.contains("a chain of 3 dice could arrive: chance 20/27 (DICE-INTRO-03)"),
        "{text}"
    );
    // The same order's odds agree.
    let odds = umpire(&["odds", dice, "--unit", "panzer-iv", "--to", "30,30", "--order", "3"]);
    assert!(stdout(&odds).contains("chance to arrive: 20/27"), "{}", stdout(&odds));
    let refused = umpire(&["why", dice, "--unit", "panzer-iv", "--to", "30,30", "--order", "4"]);
    assert_eq!(refused.status.code(), Some(1), "{}", stderr(&refused));
    assert!(stdout(&refused).contains("the quadruple order is refused by DICE-INTRO-03"));
    let json = umpire(&["why", dice, "--unit", "panzer-iv", "--to", "30,30", "--json"]);
    let value: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(value["schema"], "umpire/odds/1", "{value}");
    // The speed tables: what stops the move short, then the measured move.
    let lanes = "scenarios/minis/lanes.toml";
    let mud = umpire(&["why", lanes, "--unit", "lorry", "--to", "90,10"]);
    assert_eq!(mud.status.code(), Some(1), "{}", stderr(&mud));
    assert!(
        stdout(&mud)
            .starts_with("lorry cannot reach 90,10: stopped short, refused by SPEED-GOING-07")
    );
    // Bad input: a hex id on a table, a hex scenario's flag on a table, a table's on a hex map.
    let bad = umpire(&["why", dice, "--unit", "panzer-iv", "--to", "e3608"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(stderr(&bad).contains("expected x,y"), "{}", stderr(&bad));
    let mode = umpire(&["why", dice, "--unit", "panzer-iv", "--to", "1,1", "--mode", "rail"]);
    assert_eq!(mode.status.code(), Some(2));
    let via = umpire(&["why", KIEV, "--unit", "russian-hq", "--to", "e3608", "--via", "1,1"]);
    assert_eq!(via.status.code(), Some(2));
    assert!(stderr(&via).contains("--via is for a table scenario's order"), "{}", stderr(&via));
}

#[test]
fn render_why_draws_the_attempt_with_its_refused_step() {
    let dir = std::env::temp_dir().join(format!("umpire-cli-why-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let svg = dir.join("why.svg");
    let args = ["render", KIEV, "--unit", "russian-hq", "--why", "e3707", "-o"];
    let output = umpire(&[&args[..], &[svg.to_str().unwrap()]].concat());
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(text.contains("STR-3.1.1-04: needs 2 MP, 1 MP left"), "the refused step is marked");
    let _ = std::fs::remove_dir_all(&dir);
    let both = umpire(&[
        "render",
        KIEV,
        "--unit",
        "russian-hq",
        "--why",
        "e3707",
        "--path",
        "e3609",
        "-o",
        "-",
    ]);
    assert_eq!(both.status.code(), Some(2), "--why and --path exclude each other");
}
