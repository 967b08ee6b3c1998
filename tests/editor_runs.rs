//! A rules editor's run: a feature folder of their own, outside the repository, run by the
//! acceptance harness; and the unit tests of the harness's parts that need no cucumber run
//! (the harness itself has no test runner: `harness = false`).

#![allow(clippy::unwrap_used, clippy::expect_used)]

#[allow(dead_code)]
#[path = "harness/select.rs"]
mod select;

#[allow(dead_code)]
#[path = "harness/suggest.rs"]
mod suggest;

#[allow(dead_code)]
#[path = "harness/plain.rs"]
mod plain;

#[allow(dead_code)]
#[path = "harness/clause_tags.rs"]
mod clause_tags;

use std::path::{Path, PathBuf};
use std::process::Command;

/// The repository's root.
const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The acceptance harness's binary: the newest `acceptance-<hash>` next to this test's own
/// (`cargo test` builds every test target before it runs any).
fn acceptance_binary() -> PathBuf {
    let me = std::env::current_exe().unwrap();
    let folder = me.parent().unwrap();
    let mut found: Vec<(std::time::SystemTime, PathBuf)> = std::fs::read_dir(folder)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            let name = p.file_name().and_then(|n| n.to_str()).unwrap_or_default();
            name.starts_with("acceptance-") && p.extension().is_none_or(|e| e == "exe")
        })
        .filter_map(|p| Some((p.metadata().ok()?.modified().ok()?, p)))
        .collect();
    found.sort();
    found.pop().map(|(_, p)| p).expect(
        "the acceptance harness is not built: run `cargo test --test acceptance --no-run` first",
    )
}

/// A feature folder outside the repository: one feature, a scenario file of its own beside it
/// (with the map it includes), and a scenario for each thing an editor gets wrong.
fn editor_folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("umpire-editor-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("rules/maps")).unwrap();
    let demo = std::fs::read_to_string(Path::new(ROOT).join("scenarios/demo.toml")).unwrap();
    let own = demo.replace("name = \"Demo: across the river\"", "name = \"My own scenario\"");
    std::fs::write(dir.join("rules/own.toml"), own).unwrap();
    std::fs::copy(
        Path::new(ROOT).join("scenarios/maps/demo-map.toml"),
        dir.join("rules/maps/demo-map.toml"),
    )
    .unwrap();
    let feature = "\
Feature: An editor's own rules
  Scenario: My scenario file beside the feature loads
    Given the scenario file \"own.toml\"
    Then it loads, named \"My own scenario\"

  Scenario: A scenario file of the repository still loads
    Given the scenario file \"demo.toml\"
    Then it loads, named \"Demo: across the river\"

  Scenario: A misspelt scenario file
    Given the scenario file \"ownn.toml\"

  Scenario: A misspelt step
    Given the strategic east map numbering
    Then the distanse from e0101 to e0102 is 1 hex

  @STR-3.1.1-4
  Scenario: A misspelt clause tag
    Given the scenario file \"own.toml\"

  Scenario: A step that does not hold
    Given the scenario file \"own.toml\"
    Then it loads, named \"Somebody else's\"
";
    std::fs::write(dir.join("rules/mine.feature"), feature).unwrap();
    dir
}

#[test]
fn an_editor_runs_a_feature_folder_of_their_own() {
    let dir = editor_folder("run");
    let results = dir.join("results.json");
    // Run from the folder, naming the feature folder relative to it, as an editor would.
    let output = Command::new(acceptance_binary())
        .args(["--color", "never", "rules"])
        .current_dir(ROOT)
        .env("PWD", &dir)
        .env("UMPIRE_RESULTS", &results)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    let all = format!("{stdout}{stderr}");
    assert!(!output.status.success(), "{all}");

    // The feature ran: two scenarios passed, the four mistakes failed.
    assert!(stdout.contains("acceptance: 2 passed, 4 failed"), "{all}");
    // A misspelt scenario file names the folders looked in and the nearest name.
    assert!(
        all.contains("expected a scenario file \"ownn.toml\" in ")
            && all.contains("but there is none; the nearest is \"own.toml\""),
        "{all}"
    );
    // A misspelt step names the nearest step phrase.
    assert!(
        all.contains("no step matches \"Then the distanse from e0101 to e0102 is 1 hex\"; the nearest step is: Then the distance from … to … is … hex"),
        "{all}"
    );
    // A misspelt clause tag names the nearest clause id.
    assert!(all.contains("the nearest clause id is @STR-3.1.1-04"), "{all}");
    // A failed step reads as a failure, with where it is written.
    assert!(
        all.contains("✘  Then it loads, named \"Somebody else's\": it should be named"),
        "{all}"
    );
    let at =
        format!("at {}:23:5", dir.join("rules/mine.feature").canonicalize().unwrap().display());
    assert!(all.contains(&at), "{at} not in {all}");
    assert!(!all.contains("Step panicked"), "{all}");
    assert!(!all.contains("Step doesn't match"), "{all}");
    // The last line names the results file, and it was written there.
    assert_eq!(stdout.lines().last(), Some(format!("results: {}", results.display()).as_str()));
    let written = std::fs::read_to_string(&results).unwrap();
    assert!(written.contains("the nearest step is") && !written.contains("Step panicked"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_help_says_what_the_harness_does() {
    let output = Command::new(acceptance_binary()).arg("--help").output().unwrap();
    let help = String::from_utf8_lossy(&output.stdout);
    assert!(help.starts_with("Runs the Gherkin scenarios of umpire"), "{help}");
    assert!(help.contains("--input <FILE|FOLDER>") && !help.contains("pet a dog"), "{help}");
}

#[test]
fn an_absolute_file_and_input_folder_run() {
    let dir = editor_folder("paths");
    let file = dir.join("rules/mine.feature");
    for args in [
        vec![file.display().to_string(), "--name".to_owned(), "beside".to_owned()],
        vec![
            "--input".to_owned(),
            dir.join("rules").display().to_string(),
            "--name".to_owned(),
            "beside".to_owned(),
        ],
    ] {
        let output = Command::new(acceptance_binary())
            .args(&args)
            .env("UMPIRE_RESULTS", dir.join("results.json"))
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert!(output.status.success(), "{args:?}: {stdout}");
        assert!(stdout.contains("acceptance: 1 passed, 0 failed"), "{stdout}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
