//! The `umpire` command as a user runs it: the demo, show, render, JSON, and bad input.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)] // tests: a failure should be loud

use std::process::{Command, Output};

fn umpire(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_umpire"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the umpire binary runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn with_no_arguments_it_shows_the_built_in_demo() {
    let output = umpire(&[]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.contains("Demo: across the river"), "{text}");
    assert!(text.contains("Terrain:") && text.contains("e0205"), "{text}");
    assert!(text.contains("blue-2") && text.contains("at reserves"), "{text}");
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
    let output = umpire(&["show", "--json"]);
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
    for expected in
        ["e0101", "e1210", "Legend", "Port Ash", "Reserve Box", "river (hexside)", ">HQ<"]
    {
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
