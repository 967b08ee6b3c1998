//! A rules editor's run: a feature folder of their own, outside the repository, run by
//! `umpire test`.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::{Path, PathBuf};
use std::process::Command;

/// The repository's root.
const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The `umpire` command, as built for this test.
fn umpire() -> Command {
    Command::new(env!("CARGO_BIN_EXE_umpire"))
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
    // Run from the folder, naming the feature folder relative to it, as an editor would.
    let output = umpire().args(["test", "rules"]).current_dir(&dir).output().unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    let all = format!("{stdout}{stderr}");
    assert_eq!(output.status.code(), Some(1), "{all}");

    // The feature ran: two scenarios passed, the four mistakes failed; the counts are the
    // last line.
    assert_eq!(stdout.lines().last(), Some("2 passed, 4 failed"), "{all}");
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
    assert!(all.contains("Then it loads, named \"Somebody else's\": it should be named"), "{all}");
    assert!(all.contains("at rules/mine.feature:23:5"), "{all}");
    assert!(!all.contains("Step panicked"), "{all}");
    assert!(!all.contains("Step doesn't match"), "{all}");
    // No message names a folder of the machine the command was built on.
    assert!(!all.contains(ROOT), "{all}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_absolute_file_and_a_word_select_scenarios() {
    let dir = editor_folder("paths");
    let file = dir.join("rules/mine.feature");
    let output = umpire().args(["test", &file.display().to_string()]).output().unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert_eq!(stdout.lines().last(), Some("2 passed, 4 failed"), "{stdout}");
    let output = umpire().args(["test", "beside"]).current_dir(&dir).output().unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{stdout}");
    assert_eq!(stdout.lines().last(), Some("1 passed, 0 failed"), "{stdout}");
    let _ = std::fs::remove_dir_all(&dir);
}
