//! What `umpire play --save` (and every other file umpire writes) keeps safe: a save is written
//! whole or not at all — killed at any moment, the target holds the old file or the new one —
//! and never over one of the game's own inputs unless `--force` says so.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)] // tests: a failure should be loud

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// A fresh folder of this test's own.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("umpire-saves-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `umpire` with `args`, run in `dir`: its exit code and what it said on standard error.
fn umpire(dir: &Path, args: &[&str]) -> (Option<i32>, String) {
    let output =
        Command::new(env!("CARGO_BIN_EXE_umpire")).args(args).current_dir(dir).output().unwrap();
    (output.status.code(), String::from_utf8_lossy(&output.stderr).into_owned())
}

/// A folder holding a game whose scenario includes another file: `game.toml`, `boxes.toml`
/// (the scenario) and `s312-atlantic.toml` (its include).
fn game_with_an_include(name: &str) -> PathBuf {
    let dir = scratch(name);
    let scenarios = Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/strategic");
    std::fs::copy(scenarios.join("s313-boxes.toml"), dir.join("boxes.toml")).unwrap();
    std::fs::copy(scenarios.join("s312-atlantic.toml"), dir.join("s312-atlantic.toml")).unwrap();
    std::fs::write(dir.join("game.toml"), "scenario = \"boxes.toml\"\n\n[[phases]]\n").unwrap();
    dir
}

#[test]
fn a_save_never_replaces_the_game_its_scenario_or_an_include_unless_forced() {
    let dir = game_with_an_include("inputs");
    for input in ["game.toml", "boxes.toml", "s312-atlantic.toml", "./sub/../game.toml"] {
        std::fs::create_dir_all(dir.join("sub")).unwrap();
        let before = std::fs::read_dir(&dir).unwrap().count();
        let kept = std::fs::read(dir.join(input.trim_start_matches("./sub/../"))).unwrap();
        let (code, stderr) = umpire(&dir, &["play", "game.toml", "--save", input]);
        assert_eq!(code, Some(2), "--save {input}: {stderr}");
        assert!(stderr.contains("which this game was read from") && stderr.contains("--force"));
        let now = std::fs::read(dir.join(input.trim_start_matches("./sub/../"))).unwrap();
        assert_eq!(now, kept, "--save {input} changed the file");
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), before, "a file was left behind");
    }
    let (code, stderr) = umpire(&dir, &["play", "game.toml", "--save", "saved.toml"]);
    assert_eq!(code, Some(0), "{stderr}");
    // --force is the user's word that the input may go.
    let (code, stderr) = umpire(&dir, &["play", "game.toml", "--save", "boxes.toml", "--force"]);
    assert_eq!(code, Some(0), "{stderr}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A small generator of kill times: the same sequence on every run.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: u64) -> u64 {
        self.0 =
            self.0.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) % n.max(1)
    }
}

#[test]
fn a_save_killed_at_any_moment_leaves_the_old_file_or_the_new_one_whole() {
    let dir = scratch("kill");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let game = root.join("games/strategic/antwerp.toml");
    let game = game.to_str().unwrap();
    // The new file, as a save that is not interrupted writes it; and how long that takes.
    let started = Instant::now();
    let (code, stderr) = umpire(&dir, &["play", game, "--save", "new.toml"]);
    let whole_run = started.elapsed();
    assert_eq!(code, Some(0), "{stderr}");
    let new = std::fs::read(dir.join("new.toml")).unwrap();
    let old = b"name = \"the save before this one\"\n".to_vec();
    let window = u64::try_from(whole_run.as_micros()).unwrap_or(u64::MAX).max(1_000) * 3 / 2;
    let mut dice = Lcg(27);
    let (mut kept_old, mut got_new) = (0, 0);
    for _ in 0..60 {
        std::fs::write(dir.join("save.toml"), &old).unwrap();
        let mut child = Command::new(env!("CARGO_BIN_EXE_umpire"))
            .args(["play", game, "--save", "save.toml"])
            .current_dir(&dir)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_micros(dice.below(window)));
        let _ = child.kill();
        let _ = child.wait();
        let now = std::fs::read(dir.join("save.toml")).unwrap();
        if now == old {
            kept_old += 1;
        } else {
            assert!(now == new, "a killed save left {} bytes that are neither file", now.len());
            got_new += 1;
        }
    }
    assert_eq!(kept_old + got_new, 60);
    eprintln!("60 kills: {kept_old} left the old file, {got_new} the new one");
    let _ = std::fs::remove_dir_all(&dir);
}
