//! The format reference `scenarios/strategic/reference.toml` loads, and every key in it is read.

#![cfg(feature = "scenario")]
#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use umpire_map::Mp;
use umpire_scenario::load_file;
use umpire_strategic::{Elimination, Game, Phase, Procedure, Weather};

fn game() -> Game<umpire_scenario::ScenarioMap> {
    let path = std::path::Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../scenarios/strategic/reference.toml"
    ));
    let scenario = load_file(path).unwrap_or_else(|e| panic!("{e}"));
    Game::new(&scenario).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn every_key_of_the_reference_is_read() {
    let game = game();
    let situation = game.situation();
    assert_eq!(situation.phase, Phase::Operational);
    assert_eq!(situation.side, "western");
    assert_eq!(situation.units.len(), 4);
    let exp = situation.unit("br-exp").unwrap();
    assert!(exp.exp && exp.delay_stripe && exp.supplied == Some(true));
    assert_eq!(exp.home.as_deref(), Some("britain"));
    let hq = situation.unit("de-med-hq").unwrap();
    assert_eq!(hq.holding.as_deref(), Some("italian"));
    assert_eq!((hq.steps, hq.support_range, hq.moved), (2, Some(2), Some(Procedure::HexToHex)));
    assert_eq!(situation.unit("br-1st-army").unwrap().movement, Mp::whole(4));
    assert!(!situation.unit("de-air").unwrap().zoc, "air units project no zone of control");
    assert_eq!(situation.markers.len(), 2);
    assert_eq!(situation.ports.len(), 3);
    assert_eq!(situation.convoys[0].faction, "western");
    assert_eq!(situation.countries["france"].capital_marker.as_deref(), Some("free-passage"));
    assert_eq!(situation.bans[0].hexes.len(), 1);
    assert_eq!(situation.closed_maps.len(), 1);
    assert_eq!(situation.out_of_supply.len(), 1);
    assert_eq!(situation.weather.values().filter(|w| **w == Weather::Mud).count(), 1);
    assert_eq!(game.data().terrain["swamp"].cost, Some(Mp::whole(2)));
    let _ = Elimination::DelayBox;
}

#[test]
fn a_misspelt_key_names_the_key_and_the_nearest_one() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../scenarios/strategic/reference.toml"
    ))
    .unwrap();
    let broken = text.replace("delay_stripe = true", "delay_strip = true");
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../scenarios/strategic");
    let read = |name: &str| std::fs::read_to_string(std::path::Path::new(dir).join(name));
    let scenario = umpire_scenario::load_str_with(&broken, "reference.toml", &read).unwrap();
    let error = Game::new(&scenario).unwrap_err().to_string();
    // The file, the line and column of the key, the key path, the nearest key.
    let line = text.lines().position(|l| l.starts_with("delay_stripe = true")).unwrap() + 1;
    assert!(
        error.starts_with(&format!("reference.toml:{line}:1: units[1] (br-exp).delay_strip: ")),
        "{error}"
    );
    assert!(error.contains("did you mean \"delay_stripe\""), "{error}");
}

#[test]
fn bad_values_are_named_with_the_nearest_valid_name() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../scenarios/strategic/reference.toml"
    ))
    .unwrap();
    let cases = [
        ("nationality = \"british\"", "nationality = \"brittish\"", "did you mean \"british\""),
        ("phase = \"operational\"", "phase = \"operatonal\"", "did you mean \"operational\""),
        ("zone = \"north-sea\"", "zone = \"north-see\"", "did you mean \"north-sea\""),
        ("kind = \"standard\"", "kind = \"standrd\"", "did you mean \"standard\""),
        (
            "side = \"western\"                      # the phasing faction",
            "side = \"westren\"",
            "did you mean \"western\"",
        ),
    ];
    for (from, to, expected) in cases {
        assert!(text.contains(from), "{from}");
        let broken = text.replacen(from, to, 1);
        let scenario = umpire_scenario::load_str(&broken, "reference.toml").unwrap();
        let error = Game::new(&scenario).unwrap_err().to_string();
        assert!(error.contains(expected), "{to}: {error}");
    }
}

#[test]
fn the_saved_games_last_move_reads_as_documented() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../scenarios/strategic/reference.toml"
    ))
    .unwrap();
    // The documented `[rules.last_move]` block, its comment marks taken off.
    let keys = ["[rules.last_move]", "unit = ", "spent = ", "state = ", "stop = "];
    let mut inside = false;
    let uncommented: Vec<String> = text
        .lines()
        .map(|line| {
            inside |= line.starts_with("# [rules.last_move]");
            inside &= !line.starts_with("[rules.weather]");
            match line.strip_prefix("# ") {
                Some(rest) if inside && keys.iter().any(|k| rest.starts_with(k)) => rest.to_owned(),
                _ => line.to_owned(),
            }
        })
        .collect();
    let scenario = umpire_scenario::load_str(&uncommented.join("\n"), "reference.toml").unwrap();
    let game = Game::new(&scenario).unwrap_or_else(|e| panic!("{e}"));
    let last = game.situation().last_move.as_ref().expect("the last move is read");
    assert_eq!((last.unit.as_str(), last.spent), ("de-med-hq", Mp::whole(2)));
    assert_eq!(last.state.stage(), umpire_strategic::Stage::Hex);
    assert_eq!(
        last.stop.map(|s| (s.clause.as_str(), s.note)),
        Some(("STR-3.1-03", "it entered an EZOC hex"))
    );
}
