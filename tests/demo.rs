//! The built-in demo (`umpire::demo`, scenarios/strategic/low-countries.toml) is the Antwerp
//! overruns example of 3.2 on a larger map: the example's recorded game plays on it order by
//! order as on the example's own small map, and every command uses it when given no scenario.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)] // tests: a failure should be loud

use std::path::Path;

mod common;

use common::{stderr, stdout, umpire};
use umpire::play::{OrdersFile, PlayOptions, Played, Session, Start};

/// The recorded game of the Antwerp example, played from `start`.
fn antwerp_game_from(start: Start) -> Vec<Played> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let file = OrdersFile::load(&root.join("games/strategic/antwerp.toml")).unwrap();
    let mut session = Session::new(file, start).unwrap();
    session.play(PlayOptions { keep_going: true, until: None }).unwrap().to_vec()
}

#[test]
fn the_antwerp_game_plays_on_the_demo_as_on_the_example_map() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let example = umpire::scenario::load_file(&root.join("scenarios/strategic/antwerp.toml"));
    let on_example = antwerp_game_from(Start::Hex(example.unwrap()));
    let on_demo = antwerp_game_from(Start::Hex(umpire::demo::load().unwrap()));
    assert_eq!(on_demo.len(), on_example.len());
    assert!(on_demo.len() >= 11, "every order of the game: {}", on_demo.len());
    for (demo, example) in on_demo.iter().zip(&on_example) {
        assert!(demo.as_recorded, "{} on the demo: {:?}", demo.order, demo.outcome);
        assert_eq!(demo.outcome, example.outcome, "{}", demo.order);
    }
}

#[test]
fn the_demo_is_larger_than_the_example_and_names_what_is_ours() {
    let demo = umpire::demo::load().unwrap();
    assert!(
        umpire::demo::SCENARIO
            .contains("Not the published map; terrain beyond the example's hexes is ours")
    );
    let terrains: std::collections::BTreeSet<&str> =
        demo.map.hexes().filter_map(|hex| demo.map.terrain(hex)).collect();
    for terrain in ["clear", "sea", "forest", "rough"] {
        assert!(terrains.contains(terrain), "{terrain}: {terrains:?}");
    }
    for id in ["w3718", "w3717", "w3618", "w3617", "w3517", "w3518", "w3516", "w3619"] {
        let hex = demo.map.parse_hex(id).unwrap();
        assert_eq!(demo.map.terrain(hex), Some("clear"), "{id}");
    }
}

#[test]
fn with_no_arguments_it_shows_the_demo_and_says_how_to_draw_its_reach() {
    let output = umpire(&[]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.contains("the Antwerp overruns"), "{text}");
    assert!(text.contains("Antwerp (w3718)"), "{text}");
    assert!(text.contains("umpire render --unit 1p -o reach.svg"), "{text}");
    assert!(text.contains("umpire reach --unit 1p"), "{text}");
}

#[test]
fn every_command_without_a_scenario_uses_the_demo() {
    let reach = umpire(&["reach", "--unit", "1p"]);
    assert_eq!(reach.status.code(), Some(0), "{}", stderr(&reach));
    assert!(stderr(&reach).contains("using the built-in demo"), "{}", stderr(&reach));
    assert!(stdout(&reach).contains("1p (axis german armor, MA 5) in w3718"), "{}", stdout(&reach));

    let check = umpire(&["check", "--unit", "1p", "--path", "w3718,w3717,w3617"]);
    assert_eq!(check.status.code(), Some(1), "the example refuses it: {}", stdout(&check));
    assert!(stdout(&check).contains("by STR-3.2-09"), "{}", stdout(&check));

    let dir = std::env::temp_dir().join(format!("umpire-demo-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (args, name) in [(vec![], "map.svg"), (vec!["--unit", "1p"], "reach.svg")] {
        let path = dir.join(name);
        let path = path.to_str().unwrap();
        let output = umpire(&[&["render", "-o", path][..], &args].concat());
        assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
        let svg = std::fs::read_to_string(path).unwrap();
        assert!(svg.contains("Antwerp overruns"), "{name}");
        assert!(svg.contains("w3718") && svg.contains("w4526"), "{name}: the whole demo map");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
