//! What the command reads: only regular files (a FIFO or a device is refused at once, never
//! opened to wait or to read without end), and a scenario's includes only inside its own
//! folder, or inside the folder `--root` names.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)] // tests: a failure should be loud

use std::path::PathBuf;

mod common;

use common::{stderr, umpire};

/// A fresh folder of this test's own, outside the repository.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("umpire-files-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn a_device_is_refused_by_every_command_that_reads_a_file() {
    for args in [
        &["show", "/dev/zero"][..],
        &["play", "/dev/zero"],
        &["reach", "/dev/zero", "--unit", "a"],
        &["check", "/dev/zero", "--unit", "a", "--path", "0101"],
        &["odds", "/dev/zero", "--unit", "a", "--to", "1,1"],
        &["render", "/dev/zero", "-o", "/dev/null"],
    ] {
        let command = args[0];
        let output = umpire(args);
        assert_eq!(output.status.code(), Some(2), "{command}: {}", stderr(&output));
        assert!(stderr(&output).contains("not a regular file"), "{command}: {}", stderr(&output));
    }
}

#[test]
fn a_fifo_is_refused_without_waiting_for_a_writer() {
    let dir = scratch("fifo");
    let fifo = dir.join("game.toml");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    if !made.is_ok_and(|s| s.success()) {
        eprintln!("no mkfifo on this machine: skipped");
        return;
    }
    // A regressed reader would block on open; a writer thread lets it finish and fail the test.
    let unblock = fifo.clone();
    std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_secs(20));
        let _ = std::fs::write(unblock, "name = \"opened\"\n");
    });
    for command in ["show", "play", "render"] {
        let path = fifo.display().to_string();
        let args: Vec<&str> = match command {
            "render" => vec![command, &path, "-o", "/dev/null"],
            _ => vec![command, &path],
        };
        let output = umpire(&args);
        assert_eq!(output.status.code(), Some(2), "{command}: {}", stderr(&output));
        assert!(stderr(&output).contains("FIFO"), "{command}: {}", stderr(&output));
    }
}

#[test]
fn includes_stay_in_the_scenario_folder_unless_root_names_a_wider_one() {
    let dir = scratch("root");
    std::fs::create_dir_all(dir.join("maps")).unwrap();
    std::fs::create_dir_all(dir.join("games")).unwrap();
    let demo_map = std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("scenarios/maps/demo-map.toml"),
    )
    .unwrap();
    std::fs::write(dir.join("maps/demo-map.toml"), demo_map).unwrap();
    let game = dir.join("games/game.toml");
    std::fs::write(&game, "name = \"shared map\"\ninclude = [\"../maps/demo-map.toml\"]\n")
        .unwrap();
    let game = game.display().to_string();

    let confined = umpire(&["show", &game]);
    assert_eq!(confined.status.code(), Some(2), "{}", stderr(&confined));
    assert!(stderr(&confined).contains("include[0]"), "{}", stderr(&confined));
    assert!(stderr(&confined).contains("--root"), "the error says how: {}", stderr(&confined));

    let root = dir.display().to_string();
    let wider = umpire(&["show", &game, "--root", &root]);
    assert_eq!(wider.status.code(), Some(0), "{}", stderr(&wider));

    let missing = umpire(&["show", &game, "--root", "/no/such/folder"]);
    assert_eq!(missing.status.code(), Some(2));
    assert!(stderr(&missing).contains("--root /no/such/folder: no such folder"));
}
