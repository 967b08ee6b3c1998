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

#[test]
fn an_orders_files_scenario_stays_in_its_folder_or_the_project_unless_root_widens_it() {
    let dir = scratch("orders");
    std::fs::create_dir_all(dir.join("deep/games/strategic")).unwrap();
    std::fs::create_dir_all(dir.join("deep/scenarios")).unwrap();
    std::fs::create_dir_all(dir.join("shared")).unwrap();
    let kiev = std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("scenarios/strategic/kiev.toml"),
    )
    .unwrap();
    std::fs::write(dir.join("deep/scenarios/kiev.toml"), &kiev).unwrap();
    std::fs::write(dir.join("shared/kiev.toml"), &kiev).unwrap();
    let write = |name: &str, scenario: &str| {
        let path = dir.join("deep/games/strategic").join(name);
        std::fs::write(&path, format!("name = \"g\"\nscenario = \"{scenario}\"\n[[phases]]\n"))
            .unwrap();
        path.display().to_string()
    };

    // The project's layout: games/<ruleset>/x.toml naming ../../scenarios/y.toml.
    let project = write("project.toml", "../../scenarios/kiev.toml");
    let output = umpire(&["play", &project]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));

    // Climbing out of the project, or naming an absolute path, is refused at the key, unread.
    for (name, scenario) in
        [("out.toml", "../../../../../../../../../../etc/passwd"), ("abs.toml", "/etc/passwd")]
    {
        let game = write(name, scenario);
        let output = umpire(&["play", &game]);
        let text = stderr(&output);
        assert_eq!(output.status.code(), Some(2), "{text}");
        assert!(text.contains(&format!("{name}:2:1: scenario: ")), "{text}");
        assert!(!text.contains("TOML syntax"), "the file outside is never read: {text}");
        let output = umpire(&["play", &game, "--json"]);
        let error: serde_json::Value =
            serde_json::from_str(stderr(&output).lines().last().unwrap()).unwrap();
        assert_eq!(error["error"]["key"], "scenario", "{error}");
        assert_eq!(error["error"]["line"], 2, "{error}");
        assert_eq!(error["error"]["column"], 1, "{error}");
    }

    // A folder beside the project is outside it; --root names a wider one.
    let beside = write("beside.toml", "../../../shared/kiev.toml");
    let output = umpire(&["play", &beside]);
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    assert!(stderr(&output).contains("--root DIR widens it"), "{}", stderr(&output));
    let root = dir.display().to_string();
    let output = umpire(&["play", &beside, "--root", &root]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));

    // A symbolic link out of the project is followed, then refused.
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink(dir.join("shared"), dir.join("deep/scenarios/link")).unwrap();
        let linked = write("linked.toml", "../../scenarios/link/kiev.toml");
        let output = umpire(&["play", &linked]);
        assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
        assert!(stderr(&output).contains("symbolic link"), "{}", stderr(&output));
    }

    // An orders file outside any games/ folder keeps to its own folder.
    std::fs::write(dir.join("shared/game.toml"), "scenario = \"../deep/scenarios/kiev.toml\"\n")
        .unwrap();
    let alone = dir.join("shared/game.toml").display().to_string();
    let output = umpire(&["play", &alone]);
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    let output = umpire(&["play", &alone, "--root", &root]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
}

#[test]
fn an_include_ending_with_a_slash_is_refused_at_the_include() {
    let dir = scratch("slash");
    let demo_map = std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("scenarios/maps/demo-map.toml"),
    )
    .unwrap();
    std::fs::write(dir.join("map.toml"), demo_map).unwrap();
    let game = dir.join("game.toml");
    std::fs::write(&game, "name = \"slash\"\ninclude = [\"map.toml/\"]\n").unwrap();
    let game = game.display().to_string();
    let output = umpire(&["show", &game]);
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    let text = stderr(&output);
    assert!(text.contains("game.toml:2:") && text.contains("include[0]"), "{text}");
    assert!(text.contains("ends with '/'") && text.contains("(write \"map.toml\")"), "{text}");
    std::fs::write(dir.join("game.toml"), "name = \"slash\"\ninclude = [\"map.toml\"]\n").unwrap();
    assert_eq!(umpire(&["show", &game]).status.code(), Some(0));
}

/// A folder `errata/strategic/` beside `scenarios`, holding one erratum that rewords a clause
/// the strategic rules do not have.
fn broken_strategic_errata(dir: &std::path::Path) -> PathBuf {
    let errata = dir.join("errata");
    std::fs::create_dir_all(errata.join("strategic")).unwrap();
    std::fs::write(
        errata.join("strategic/2026-12-01-bad.toml"),
        "title = \"bad\"\n[[reworded]]\nid = \"STR-99-99\"\nsummary = \"x\"\n",
    )
    .unwrap();
    errata
}

#[test]
fn show_and_render_judge_the_errata_as_every_other_command_does() {
    let dir = scratch("show-errata");
    let errata = broken_strategic_errata(&dir).display().to_string();
    let svg = dir.join("a.svg").display().to_string();
    for args in [
        vec!["show", "--errata", errata.as_str()],
        vec!["show", "scenarios/strategic/kiev.toml", "--errata", &errata],
        vec!["render", "scenarios/strategic/kiev.toml", "--errata", &errata, "-o", &svg],
        vec!["render", "--errata", &errata, "-o", &svg],
    ] {
        let output = umpire(&args);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {}", stderr(&output));
        assert!(stderr(&output).contains("STR-99-99"), "{args:?}: {}", stderr(&output));
    }
    assert!(!dir.join("a.svg").exists());
    let good = umpire(&["show", "scenarios/strategic/kiev.toml", "--errata", "errata-examples"]);
    assert_eq!(good.status.code(), Some(0), "{}", stderr(&good));
}

#[test]
fn a_bad_erratum_of_one_ruleset_does_not_break_a_command_about_another() {
    let dir = scratch("other-ruleset");
    broken_strategic_errata(&dir);
    let wood = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("scenarios/minis/wood.toml");
    std::fs::create_dir_all(dir.join("scenarios")).unwrap();
    let table = dir.join("scenarios/wood.toml");
    std::fs::copy(&wood, &table).unwrap();
    let table = table.display().to_string();
    // The table's own errata (minis-dice) are fine: the strategic erratum is not its business.
    for args in [
        vec!["show", table.as_str()],
        vec!["odds", &table, "--unit", "recce", "--order", "triple", "--to", "4,44"],
    ] {
        let output = umpire(&args);
        assert_eq!(output.status.code(), Some(0), "{args:?}: {}", stderr(&output));
    }
    // A folder naming no ruleset is still refused, with the nearest one.
    std::fs::create_dir_all(dir.join("errata/minis-dic")).unwrap();
    let output = umpire(&["show", &table]);
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    assert!(stderr(&output).contains("did you mean \"minis-dice\""), "{}", stderr(&output));
}
