//! `umpire play` and `umpire render --after` as a user runs them: recorded games, saved games,
//! exit codes and bad orders files.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)] // tests: a failure should be loud

use std::path::{Path, PathBuf};
mod common;

use common::{stderr, stdout, umpire};

/// A fresh folder of this test's own.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("umpire-play-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// An orders file in `dir` starting from the Antwerp scenario (copied beside it: an orders
/// file's scenario lies in its folder), with `orders` after the header.
fn antwerp_game(dir: &Path, orders: &str) -> PathBuf {
    let scenario = Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/strategic/antwerp.toml");
    std::fs::copy(scenario, dir.join("antwerp.toml")).unwrap();
    let text = format!("scenario = \"antwerp.toml\"\n\n[[phases]]\n{orders}");
    let path = dir.join("game.toml");
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn every_recorded_game_plays_as_recorded() {
    let games = common::recorded_games();
    assert!(games.len() >= 7, "{games:?}");
    for game in &games {
        let output = umpire(&["play", game.as_str()]);
        assert_eq!(
            output.status.code(),
            Some(0),
            "{game}:\n{}{}",
            stdout(&output),
            stderr(&output)
        );
        assert!(stdout(&output).contains("every one as recorded"), "{game}: {}", stdout(&output));
    }
}

#[test]
fn play_prints_each_order_with_its_clauses() {
    let output = umpire(&["play", "games/strategic/antwerp.toml"]);
    let text = stdout(&output);
    assert!(
        text.contains("order 4 (line 35): move 1p: w3718 → w3717 → w3617: legal, 2 MP"),
        "{text}"
    );
    assert!(text.contains("overrun: the enemy unit in w3617 is eliminated (STR-3.2-10)"), "{text}");
    assert!(text.contains("→ british-armor eliminated: force pool"), "{text}");
    assert!(text.contains("REFUSED by STR-3.1-02"), "{text}");
    assert!(text.contains("phase 2: Axis Reserve Movement Phase"), "{text}");
}

#[test]
fn the_first_order_not_as_recorded_stops_the_game_with_exit_1() {
    let dir = scratch("stop");
    let game = antwerp_game(
        &dir,
        "[[phases.orders]]\nunit = \"1p\"\npath = [\"w3718\", \"w3717\", \"w3617\"]\n\n\
         [[phases.orders]]\nunit = \"inf-w3619\"\npath = [\"w3619\", \"w3718\", \"w3717\"]\n",
    );
    let output = umpire(&["play", game.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(
        text.contains("REFUSED at step 2 by STR-3.2-09") && text.contains("[NOT AS RECORDED]"),
        "{text}"
    );
    assert!(!text.contains("order 2"), "it stops at the first: {text}");
    assert!(text.contains("order 1 (line 4) did not go as recorded"), "{text}");

    let output = umpire(&["play", "--keep-going", game.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(1));
    assert!(stdout(&output).contains("order 2 (line 8): move inf-w3619"), "{}", stdout(&output));
}

#[test]
fn json_gives_every_order_its_verdict_clause_and_cost() {
    let output = umpire(&["play", "--json", "games/strategic/antwerp.toml"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let value: serde_json::Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(value["ruleset"], "strategic");
    assert_eq!(value["as_recorded"], true);
    let orders = value["orders"].as_array().unwrap();
    assert_eq!(orders[0]["verdict"], "illegal");
    assert_eq!(orders[0]["refused"]["clause"], "STR-3.2-09");
    assert_eq!(orders[0]["refused"]["step"], 2);
    assert_eq!(value["schema"], "umpire/play/2");
    assert_eq!(value["cost_unit"], "mp");
    assert_eq!(orders[2]["cost"], "2", "bare, as `check` writes a cost");
    assert!(orders[2].get("spent").is_none(), "play/2 has no `spent`");
    assert_eq!(orders[0]["cost"], "1", "a refused move: its legal part's cost");
    assert_eq!(orders[2]["stop"]["clause"], "STR-3.1-03");
}

#[test]
fn a_saved_game_loads_and_shows_the_position_reached() {
    let dir = scratch("save");
    let saved = dir.join("after-4.toml");
    let output = umpire(&[
        "play",
        "games/strategic/antwerp.toml",
        "--until",
        "4",
        "--save",
        saved.to_str().unwrap(),
    ]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert!(!stdout(&output).contains("order 5"), "{}", stdout(&output));
    let shown = umpire(&["show", saved.to_str().unwrap()]);
    assert_eq!(shown.status.code(), Some(0), "{}", stderr(&shown));
    let text = stdout(&shown);
    assert!(text.contains("1p") && text.contains("w3617"), "{text}");
    // 1p was the last unit to begin moving, and the overrun's EZOC stopped it in w3617: the
    // saved game remembers that, so it may not take its move up again (3.1, 3.2).
    let check =
        umpire(&["check", saved.to_str().unwrap(), "--unit", "1p", "--path", "w3617,w3516"]);
    assert_eq!(check.status.code(), Some(1), "{}", stdout(&check));
    assert!(stdout(&check).contains("STR-3.2-09"), "{}", stdout(&check));
    // inf-w3619 moved before it: refused because another unit has begun moving since (3.1).
    let check =
        umpire(&["check", saved.to_str().unwrap(), "--unit", "inf-w3619", "--path", "w3717,w3617"]);
    assert_eq!(check.status.code(), Some(1), "{}", stdout(&check));
    assert!(stdout(&check).contains("STR-3.1-02"), "{}", stdout(&check));
}

#[test]
fn render_after_draws_the_board_of_a_recorded_game() {
    let dir = scratch("render");
    let start = dir.join("start.svg");
    let later = dir.join("later.svg");
    for (after, path) in [("0", &start), ("6", &later)] {
        let output = umpire(&[
            "render",
            "games/strategic/antwerp.toml",
            "--after",
            after,
            "-o",
            path.to_str().unwrap(),
        ]);
        assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    }
    let start = std::fs::read_to_string(start).unwrap();
    let later = std::fs::read_to_string(later).unwrap();
    roxmltree::Document::parse(&later).unwrap();
    assert_ne!(start, later, "the overruns change the picture");
    assert!(
        start.contains("BEF") && !later.contains(">BEF<"),
        "the BEF is eliminated after order 6"
    );
}

#[test]
fn bad_orders_files_are_refused_with_file_line_key_and_the_nearest_name() {
    let dir = scratch("bad");
    let cases = [
        (
            "[[phases.orders]]\nunit = \"1q\"\npath = [\"w3718\"]\n",
            "game.toml:5:1: phases[0].orders[0].unit",
            "did you mean \"1p\"?",
        ),
        (
            "[[phases.orders]]\nunit = \"1p\"\npath = [\"w3718\", \"w9999\"]\n",
            "phases[0].orders[0].path[1]",
            "w9999",
        ),
        (
            "[[phases.orders]]\norder = \"voyage\"\nunit = \"1p\"\n",
            "phases[0].orders[0].order",
            "the orders of the strategic rules",
        ),
        (
            "[[phases.orders]]\nunit = \"1p\"\npth = [\"w3718\"]\n",
            "phases[0].orders[0].pth",
            "did you mean \"path\"?",
        ),
        (
            "[[phases.orders]]\nunit = \"1p\"\npath = [\"w3718\"]\nexpect = 3\n",
            "phases[0].orders[0].expect",
            "expected \"legal\"",
        ),
    ];
    for (orders, key, hint) in cases {
        let game = antwerp_game(&dir, orders);
        let output = umpire(&["play", game.to_str().unwrap()]);
        let message = stderr(&output);
        assert_eq!(output.status.code(), Some(2), "{orders}: {message}");
        assert!(message.contains(key) && message.contains(hint), "{orders}: {message}");
    }
    std::fs::write(dir.join("typo.toml"), "scenaro = \"x.toml\"\n").unwrap();
    let output = umpire(&["play", dir.join("typo.toml").to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("typo.toml:1:1: scenaro: unknown key"), "{}", stderr(&output));
    assert!(stderr(&output).contains("did you mean \"scenario\""), "{}", stderr(&output));
}

#[test]
fn a_saved_game_keeps_the_rules_data_its_scenario_wrote_not_the_errata() {
    let dir = scratch("errata");
    let saved = dir.join("kiev.toml");
    let output = umpire(&[
        "play",
        "games/strategic/kiev.toml",
        "--errata",
        "errata-examples",
        "--until",
        "1",
        "--save",
        saved.to_str().unwrap(),
    ]);
    // With the worked examples the swamp costs 4 MP: not as recorded (exit 1), and saved.
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    assert!(stderr(&output).contains("2026-12-01-swamp-costs-three"), "{}", stderr(&output));
    let text = std::fs::read_to_string(&saved).unwrap();
    assert!(!text.contains("[rules.data"), "the errata's swamp cost is not baked in:\n{text}");
    assert!(text.contains("moved = \"hex-to-hex\""), "{text}");
}

#[test]
fn until_or_after_past_the_last_order_is_refused_at_the_flag() {
    // The Antwerp game has 12 orders: 12 is its last, 13 names an order that is not there.
    let last = umpire(&["play", "games/strategic/antwerp.toml", "--until", "12"]);
    assert_eq!(last.status.code(), Some(0), "{}", stderr(&last));
    let past = umpire(&["play", "games/strategic/antwerp.toml", "--until", "13"]);
    assert_eq!(past.status.code(), Some(2), "{}", stdout(&past));
    assert!(stdout(&past).is_empty(), "{}", stdout(&past));
    let text = stderr(&past);
    assert!(text.contains("--until 13") && text.contains("has 12 orders"), "{text}");
    assert!(text.contains("give 0 to 12"), "{text}");
    let json = umpire(&["play", "games/strategic/antwerp.toml", "--until", "13", "--json"]);
    assert_eq!(json.status.code(), Some(2));
    let line: serde_json::Value = serde_json::from_str(stderr(&json).trim()).unwrap();
    assert_eq!(line["error"]["key"], "--until", "{line}");
    assert_eq!(line["error"]["kind"], "usage", "{line}");
    let dir = scratch("after-past");
    let svg = dir.join("b.svg");
    let render = umpire(&[
        "render",
        "games/strategic/antwerp.toml",
        "--after",
        "13",
        "-o",
        svg.to_str().unwrap(),
    ]);
    assert_eq!(render.status.code(), Some(2), "{}", stderr(&render));
    assert!(stderr(&render).contains("--after 13"), "{}", stderr(&render));
    assert!(!svg.exists());
}
