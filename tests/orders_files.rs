//! Recorded games through the library (`umpire::play`): a saved game loads to the position it
//! was saved at, after any order of any recorded game; and an orders file mangled in any way
//! is played or refused with a located error, never a panic.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)] // tests: a failure should be loud

use std::path::{Path, PathBuf};

use proptest::prelude::*;
use umpire::play::{OrdersFile, PlayOptions, Position, Session};

mod common;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Lays the project's errata, latest edition, over a scenario's rules (as `umpire play` does).
fn amend(rules: &mut Option<toml::Table>, ruleset: &str, origin: &str) -> Result<(), String> {
    let errata = umpire::errata::load(&root().join("errata")).map_err(|e| e.to_string())?;
    umpire::errata::apply(&errata, rules, ruleset, None, origin)
        .map(drop)
        .map_err(|e| e.to_string())
}

/// The game at `path` (relative to the workspace), played to order `until`.
fn played(path: &Path, until: Option<usize>) -> Session {
    let file = OrdersFile::load(path).unwrap();
    let start = umpire::play::load_start(&file.scenario).unwrap();
    let mut session = Session::with_errata(file, start, amend).unwrap();
    session.play(PlayOptions { keep_going: true, until }).unwrap();
    session
}

/// A position written as a scenario file and read back as the start of a game.
fn reloaded(position: &Position, dir: &Path) -> Position {
    let text = position.to_toml().unwrap();
    let saved = dir.join("saved.toml");
    std::fs::write(&saved, &text).unwrap();
    let start = umpire::play::load_start(&saved).unwrap();
    let orders = OrdersFile::parse("scenario = \"saved.toml\"\n", "resume.toml", dir).unwrap();
    Session::with_errata(orders, start, amend).unwrap().position()
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("umpire-orders-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn a_saved_game_loads_to_the_position_it_was_saved_at_after_every_order() {
    let dir = scratch("saved");
    for game in common::recorded_games() {
        let path = root().join(&game);
        let orders = OrdersFile::load(&path).unwrap().orders().count();
        for until in 0..=orders {
            let position = played(&path, Some(until)).position();
            let again = reloaded(&position, &dir);
            assert_eq!(
                again.to_toml().unwrap(),
                position.to_toml().unwrap(),
                "{game} saved after order {until} does not load to the same position"
            );
        }
    }
}

#[test]
fn playing_a_game_to_an_order_and_on_is_playing_it_whole() {
    for game in common::recorded_games() {
        let path = root().join(&game);
        let whole = played(&path, None);
        let orders = OrdersFile::load(&path).unwrap().orders().count();
        let half = played(&path, Some(orders / 2));
        let prefix: Vec<_> =
            whole.played().iter().take(half.played().len()).map(|p| &p.outcome).collect();
        let halfway: Vec<_> = half.played().iter().map(|p| &p.outcome).collect();
        assert_eq!(prefix, halfway, "{game}: the first half plays alike");
        assert!(whole.as_recorded(), "{game} plays as recorded");
    }
}

/// One edit to an orders file's text: a line dropped, a line doubled, or a word replaced.
#[derive(Debug, Clone)]
enum Edit {
    Drop(usize),
    Double(usize),
    Word(usize, String),
}

fn edits() -> impl Strategy<Value = Vec<Edit>> {
    let word = prop_oneof![
        Just("\"\"".to_owned()),
        Just("[]".to_owned()),
        Just("{}".to_owned()),
        Just("-1".to_owned()),
        Just("1e300".to_owned()),
        Just("nan".to_owned()),
        Just("\"w9999\"".to_owned()),
        Just("\"next-phase\"".to_owned()),
        Just("[[phases]]".to_owned()),
        "[a-z\\-]{1,12}",
        "\"[a-z0-9/\\-]{0,8}\"",
    ];
    prop::collection::vec(
        prop_oneof![
            (0usize..200).prop_map(Edit::Drop),
            (0usize..200).prop_map(Edit::Double),
            ((0usize..2000), word).prop_map(|(at, w)| Edit::Word(at, w)),
        ],
        1..4,
    )
}

fn mangle(text: &str, edits: &[Edit]) -> String {
    let mut lines: Vec<String> = text.lines().map(str::to_owned).collect();
    for edit in edits {
        if lines.is_empty() {
            break;
        }
        match edit {
            Edit::Drop(at) => {
                lines.remove(at % lines.len());
            }
            Edit::Double(at) => {
                let line = lines[at % lines.len()].clone();
                lines.insert(at % lines.len(), line);
            }
            Edit::Word(at, word) => {
                let mut words: Vec<String> =
                    lines.join("\n").split(' ').map(str::to_owned).collect();
                let n = at % words.len();
                words[n] = word.clone();
                lines = words.join(" ").lines().map(str::to_owned).collect();
            }
        }
    }
    lines.join("\n")
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn a_mangled_orders_file_is_played_or_refused_with_a_located_error(
        game in 0..7usize,
        edits in edits(),
    ) {
        let games = common::recorded_games();
        let path = root().join(&games[game % games.len()]);
        let text = mangle(&std::fs::read_to_string(&path).unwrap(), &edits);
        let lines = text.lines().count();
        let folder = path.parent().unwrap();
        match OrdersFile::parse(&text, "mangled.toml", folder) {
            Err(error) => prop_assert!(error.at.line <= lines + 1, "{error}"),
            Ok(file) => {
                let Ok(start) = umpire::play::load_start(&file.scenario) else {
                    return Ok(());
                };
                let Ok(mut session) = Session::new(file, start) else { return Ok(()) };
                match session.play(PlayOptions { keep_going: true, until: None }) {
                    Ok(_) => {}
                    Err(error) => {
                        prop_assert!(error.at.file == "mangled.toml", "{error}");
                        prop_assert!(error.at.line <= lines + 1, "{error}");
                    }
                }
            }
        }
    }
}
