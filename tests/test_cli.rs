//! `umpire test` and `umpire init` as a user runs them: the built command, run in a folder of
//! its own outside the repository, read by its exit code, its last line, and the reports it
//! writes. (An editor's folder of mistakes is `tests/editor_runs.rs`; the JSON's schema is
//! checked in `tests/json_schema.rs`.)

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failure should be loud

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The repository's root: no output may name it.
const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// A fresh empty folder for one test, outside the repository.
struct Folder(PathBuf);

impl Folder {
    fn new(name: &str) -> Folder {
        let dir =
            std::env::temp_dir().join(format!("umpire-test-cli-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Folder(dir)
    }

    /// Writes `text` to `name` in the folder (its folders made).
    fn write(&self, name: &str, text: &str) -> &Folder {
        let path = self.0.join(name);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
        self
    }

    /// Runs `umpire args` in the folder.
    fn umpire(&self, args: &[&str]) -> Run {
        let output = Command::new(env!("CARGO_BIN_EXE_umpire"))
            .args(args)
            .current_dir(&self.0)
            .output()
            .unwrap();
        Run::new(args, output)
    }

    fn path(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }
}

impl Drop for Folder {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// What a run printed and how it ended.
struct Run {
    code: Option<i32>,
    stdout: String,
    stderr: String,
    /// The command and everything it printed, for a failed assertion's message.
    all: String,
}

impl Run {
    fn new(args: &[&str], output: Output) -> Run {
        let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
        let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
        let all = format!("umpire {}\n--- stdout\n{stdout}--- stderr\n{stderr}", args.join(" "));
        assert!(!all.contains("panicked at"), "{all}");
        assert!(!all.contains(ROOT), "an output names the repository's folder:\n{all}");
        Run { code: output.status.code(), stdout, stderr, all }
    }

    fn last_line(&self) -> &str {
        self.stdout.lines().last().unwrap_or_default()
    }
}

/// Two scenarios that hold, and one whose last step does not (a wrong distance).
const MIXED: &str = "\
@geometry
Feature: Distances on the strategic map
  Background:
    Given the strategic east map numbering

  @near
  Scenario: Two hexes side by side are one hex apart
    Then the distance from e3609 to e3608 is 1 hex

  Scenario: A hex is no distance from itself
    Then the distance from e3609 to e3609 is 0 hexes

  @far
  Scenario: A scenario that counts wrong
    Then the distance from e3609 to e3608 is 1 hex
    And the distance from e3609 to e3807 is 7 hexes
";

/// The same feature with its wrong scenario taken out.
fn passing() -> String {
    MIXED[..MIXED.find("  @far").unwrap()].trim_end().to_owned() + "\n"
}

#[test]
fn a_run_that_passes_exits_0_and_ends_with_the_counts() {
    let folder = Folder::new("pass");
    folder.write("rules/distances.feature", &passing());
    let run = folder.umpire(&["test", "rules"]);
    assert_eq!(run.code, Some(0), "{}", run.all);
    assert_eq!(
        run.stdout.lines().next(),
        Some("umpire test: 2 scenario(s) in 1 feature file(s)"),
        "{}",
        run.all
    );
    assert_eq!(run.last_line(), "2 passed, 0 failed", "{}", run.all);
    assert!(!run.stdout.contains('✘'), "{}", run.all);
    // A file runs as well as its folder; with no argument, every feature under the folder.
    let run = folder.umpire(&["test", "rules/distances.feature"]);
    assert_eq!((run.code, run.last_line()), (Some(0), "2 passed, 0 failed"), "{}", run.all);
    let run = folder.umpire(&["test"]);
    assert_eq!((run.code, run.last_line()), (Some(0), "2 passed, 0 failed"), "{}", run.all);
}

#[test]
fn a_failing_step_exits_1_and_is_printed_before_the_summary() {
    let folder = Folder::new("fail");
    folder.write("distances.feature", MIXED);
    let run = folder.umpire(&["test", "distances.feature"]);
    assert_eq!(run.code, Some(1), "{}", run.all);
    assert_eq!(run.last_line(), "2 passed, 1 failed", "{}", run.all);
    let out = &run.stdout;
    // The failure: the scenario, the step with what was expected and what was found, where.
    let scenario = out.find("✘ distances.feature: A scenario that counts wrong");
    let step = out.find(
        "And the distance from e3609 to e3807 is 7 hexes: expected the distance from e3609 to \
         e3807 to be 7 hexes, but it is",
    );
    let at = out.find("at distances.feature:16:5");
    let summary =
        out.find("failed scenarios:\n  distances.feature:14  A scenario that counts wrong");
    let (Some(scenario), Some(step), Some(at), Some(summary)) = (scenario, step, at, summary)
    else {
        panic!("the failure is not printed in full:\n{}", run.all)
    };
    assert!(scenario < step && step < at && at < summary, "{}", run.all);
}

#[test]
fn a_feature_that_does_not_parse_or_a_path_that_is_not_there_exits_2_naming_it() {
    let folder = Folder::new("bad");
    folder.write("broken.feature", "This is not Gherkin at all\n  Scenario: nothing\n");
    let run = folder.umpire(&["test", "broken.feature"]);
    assert_eq!(run.code, Some(2), "{}", run.all);
    assert!(run.stderr.contains("broken.feature"), "{}", run.all);
    assert_eq!(run.last_line(), "0 passed, 0 failed", "{}", run.all);

    let run = folder.umpire(&["test", "nowhere.feature"]);
    assert_eq!(run.code, Some(2), "{}", run.all);
    assert!(run.stderr.contains("nowhere.feature"), "{}", run.all);

    folder.write("rules/distances.feature", &passing());
    let run = folder.umpire(&["test", "rules", "--scenarios", "no-such-folder"]);
    assert_eq!(run.code, Some(2), "{}", run.all);
    assert!(run.stderr.contains("no-such-folder: there is no such folder"), "{}", run.all);

    // Under --json, a run that cannot start is one JSON error on standard error, nothing on
    // standard output, as for every other command.
    let run = folder.umpire(&["test", "--json", "nowhere.feature"]);
    assert_eq!(run.code, Some(2), "{}", run.all);
    assert!(run.stdout.is_empty(), "{}", run.all);
    let error: serde_json::Value = serde_json::from_str(run.stderr.trim()).expect(&run.all);
    assert_eq!(error["schema"], "umpire/error/1");
    assert!(error["error"]["message"].as_str().unwrap().contains("nowhere.feature"), "{error}");
}

#[test]
fn json_is_the_results_alone_on_standard_output() {
    let folder = Folder::new("json");
    folder.write("distances.feature", MIXED);
    let run = folder.umpire(&["test", "--json"]);
    assert_eq!(run.code, Some(1), "{}", run.all);
    let results: serde_json::Value = serde_json::from_str(&run.stdout).expect(&run.all);
    assert_eq!(results["schema"], "umpire/test/1");
    assert_eq!((results["passed"].as_u64(), results["failed"].as_u64()), (Some(2), Some(1)));
    let scenarios = results["scenarios"].as_array().unwrap();
    let names: Vec<&str> = scenarios.iter().filter_map(|s| s["name"].as_str()).collect();
    assert_eq!(
        names,
        [
            "Two hexes side by side are one hex apart",
            "A hex is no distance from itself",
            "A scenario that counts wrong"
        ]
    );
    let failed = &scenarios[2];
    assert_eq!((failed["status"].as_str(), failed["line"].as_u64()), (Some("failed"), Some(14)));
    assert_eq!(failed["feature"], "distances.feature");
    assert!(failed["message"].as_str().unwrap().contains("but it is"), "{failed}");
    assert_eq!(failed["tags"], serde_json::json!(["geometry", "far"]));
    assert_eq!(failed["steps"][0], "Given the strategic east map numbering");
    // The progress and the failure as it happened went to standard error.
    assert!(run.stderr.contains("A scenario that counts wrong"), "{}", run.all);
}

#[test]
fn junit_has_one_testcase_a_scenario_with_the_failure_marked() {
    let folder = Folder::new("junit");
    folder.write("distances.feature", MIXED);
    let run = folder.umpire(&["test", "--junit", "junit.xml"]);
    assert_eq!(run.code, Some(1), "{}", run.all);
    assert_eq!(run.last_line(), "2 passed, 1 failed", "{}", run.all);
    let text = std::fs::read_to_string(folder.path("junit.xml")).unwrap();
    let xml = roxmltree::Document::parse(&text).unwrap_or_else(|e| panic!("{e}:\n{text}"));
    let cases: Vec<roxmltree::Node> =
        xml.descendants().filter(|n| n.has_tag_name("testcase")).collect();
    assert_eq!(cases.len(), 3, "{text}");
    let failed: Vec<&str> = cases
        .iter()
        .filter(|case| case.children().any(|c| c.has_tag_name("failure")))
        .filter_map(|case| case.attribute("name"))
        .collect();
    assert_eq!(failed.len(), 1, "{text}");
    assert!(failed[0].contains("A scenario that counts wrong"), "{text}");
    let suite = xml.descendants().find(|n| n.has_tag_name("testsuite")).unwrap();
    assert_eq!((suite.attribute("tests"), suite.attribute("failures")), (Some("3"), Some("1")));
    // No temporary file is left beside the report.
    let left: Vec<String> = std::fs::read_dir(&folder.0)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".tmp"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
}

#[test]
fn cucumber_json_holds_the_features_and_their_scenarios() {
    let folder = Folder::new("cucumber");
    folder.write("a/distances.feature", MIXED).write("b/more.feature", &passing());
    let run = folder.umpire(&["test", "a", "b", "--cucumber-json", "cucumber.json", "-j", "2"]);
    assert_eq!(run.code, Some(1), "{}", run.all);
    assert_eq!(run.last_line(), "4 passed, 1 failed", "{}", run.all);
    let text = std::fs::read_to_string(folder.path("cucumber.json")).unwrap();
    let report: serde_json::Value = serde_json::from_str(&text).unwrap();
    let features = report.as_array().unwrap();
    assert_eq!(features.len(), 2, "{text}");
    let mut scenarios = 0;
    for feature in features {
        assert_eq!(feature["name"], "Distances on the strategic map");
        // Cucumber writes each scenario's background as an element of its own.
        let elements = feature["elements"].as_array().unwrap();
        scenarios += elements.iter().filter(|e| e["type"] == "scenario").count();
    }
    assert_eq!(scenarios, 5, "{text}");
    let statuses: Vec<&str> = features
        .iter()
        .flat_map(|f| f["elements"].as_array().unwrap())
        .flat_map(|e| e["steps"].as_array().unwrap())
        .filter_map(|s| s["result"]["status"].as_str())
        .collect();
    assert!(statuses.contains(&"failed") && statuses.contains(&"passed"), "{statuses:?}");
}

#[test]
fn a_tag_or_a_word_selects_scenarios() {
    let folder = Folder::new("select");
    folder.write("distances.feature", MIXED);
    let run = folder.umpire(&["test", "@near"]);
    assert_eq!((run.code, run.last_line()), (Some(0), "1 passed, 0 failed"), "{}", run.all);
    // A feature's tag selects every scenario under it.
    let run = folder.umpire(&["test", "@geometry"]);
    assert_eq!((run.code, run.last_line()), (Some(1), "2 passed, 1 failed"), "{}", run.all);
    let run = folder.umpire(&["test", "@far"]);
    assert_eq!((run.code, run.last_line()), (Some(1), "0 passed, 1 failed"), "{}", run.all);
    // A word of the titles; several selections run what any of them selects.
    let run = folder.umpire(&["test", "itself"]);
    assert_eq!((run.code, run.last_line()), (Some(0), "1 passed, 0 failed"), "{}", run.all);
    let run = folder.umpire(&["test", "itself", "@near"]);
    assert_eq!((run.code, run.last_line()), (Some(0), "2 passed, 0 failed"), "{}", run.all);
    // A word no title holds runs nothing and says so.
    let run = folder.umpire(&["test", "zeppelin"]);
    assert!(run.all.contains("zeppelin"), "{}", run.all);
    assert!(run.last_line().starts_with("0 passed, 0 failed"), "{}", run.all);
}

/// A strategic scenario file of an editor's own: the Kiev HQ's map renamed, so a run tells
/// which file it read.
fn own_kiev(name: &str) -> String {
    let kiev =
        std::fs::read_to_string(Path::new(ROOT).join("scenarios/strategic/kiev.toml")).unwrap();
    kiev.replace("name = \"Strategic: the Kiev HQ\"", &format!("name = \"{name}\""))
}

/// A feature that loads `file` and checks its name.
fn loads(file: &str, name: &str) -> String {
    format!(
        "Feature: Where scenario files come from\n  Scenario: The scenario file loads\n    \
         Given the scenario file \"{file}\"\n    Then it loads, named \"{name}\"\n"
    )
}

#[test]
fn scenario_files_are_found_in_the_scenarios_folder() {
    let folder = Folder::new("scenarios");
    folder.write("rules/own.feature", &loads("valley.toml", "A valley"));
    // Its unit is not the one the strategic scenario below moves: that one must be read from
    // the `strategic/` folder.
    folder.write("maps/valley.toml", &own_kiev("A valley").replace("russian-hq", "other-hq"));
    // Not beside the feature, and not built in: the step names where it looked.
    let run = folder.umpire(&["test", "rules"]);
    assert_eq!(run.code, Some(1), "{}", run.all);
    assert!(run.stdout.contains("expected a scenario file \"valley.toml\" in "), "{}", run.all);
    let run = folder.umpire(&["test", "rules", "--scenarios", "maps"]);
    assert_eq!((run.code, run.last_line()), (Some(0), "1 passed, 0 failed"), "{}", run.all);
    // A ruleset's step looks in the folder's `<ruleset>/` first.
    folder.write("maps/strategic/valley.toml", &own_kiev("A strategic valley"));
    folder.write(
        "rules/own.feature",
        "Feature: Strategic\n  Scenario: The ruleset's folder first\n    \
         Given the strategic scenario \"valley.toml\"\n    When \"russian-hq\" moves e3609, e3608\n    \
         Then the move is legal\n",
    );
    let run = folder.umpire(&["test", "rules", "--scenarios", "maps"]);
    assert_eq!((run.code, run.last_line()), (Some(0), "1 passed, 0 failed"), "{}", run.all);
}

/// A feature that moves the Kiev HQ's unit `unit` in the strategic scenario `file`.
fn kiev_moves(file: &str, unit: &str) -> String {
    format!(
        "Feature: The Kiev HQ\n  Scenario: The HQ cannot afford the swamp after a clear hex\n    \
         Given the strategic scenario \"{file}\"\n    \
         When \"{unit}\" moves e3609, e3608, e3707\n    \
         Then the move is refused by STR-3.1.1-04 on entering e3707\n"
    )
}

#[test]
fn a_built_in_scenario_file_is_read_when_none_is_beside_the_feature() {
    let folder = Folder::new("builtin");
    folder.write("a/kiev.feature", &kiev_moves("kiev.toml", "russian-hq"));
    let run = folder.umpire(&["test", "a"]);
    assert_eq!((run.code, run.last_line()), (Some(0), "1 passed, 0 failed"), "{}", run.all);
    // A file of the same name beside the feature is the one read.
    folder.write("b/kiev.feature", &kiev_moves("kiev.toml", "my-hq"));
    folder.write("b/kiev.toml", &own_kiev("My Kiev").replace("russian-hq", "my-hq"));
    let run = folder.umpire(&["test", "b"]);
    assert_eq!((run.code, run.last_line()), (Some(0), "1 passed, 0 failed"), "{}", run.all);
    // A misspelt name is looked for in the built-in library too, and the nearest is named.
    folder.write("c/kiev.feature", &kiev_moves("kiew.toml", "russian-hq"));
    let run = folder.umpire(&["test", "c"]);
    assert_eq!(run.code, Some(1), "{}", run.all);
    assert!(run.stdout.contains("built-in:scenarios/strategic"), "{}", run.all);
    assert!(run.stdout.contains("the nearest is \"kiev.toml\""), "{}", run.all);
}

/// The files `umpire init` writes.
const INIT_FILES: [&str; 5] =
    ["README.md", "first.feature", "strategic.toml", "civil-war.toml", "minis.toml"];

#[test]
fn init_lays_out_a_folder_whose_scenarios_pass() {
    let folder = Folder::new("init");
    let run = folder.umpire(&["init", "mine"]);
    assert_eq!(run.code, Some(0), "{}", run.all);
    for name in INIT_FILES {
        assert!(folder.path("mine").join(name).is_file(), "{name}");
        assert!(run.stdout.contains(&format!("mine/{name}")), "{}", run.all);
    }
    assert!(run.stdout.contains("umpire test mine"), "{}", run.all);
    // From the folder above, and from inside it.
    let run = folder.umpire(&["test", "mine"]);
    assert_eq!((run.code, run.last_line()), (Some(0), "3 passed, 0 failed"), "{}", run.all);
    let inside = Command::new(env!("CARGO_BIN_EXE_umpire"))
        .arg("test")
        .current_dir(folder.path("mine"))
        .output()
        .unwrap();
    let inside = Run::new(&["test"], inside);
    assert_eq!(
        (inside.code, inside.last_line()),
        (Some(0), "3 passed, 0 failed"),
        "{}",
        inside.all
    );
    // One scenario a ruleset, each reading the folder's own file.
    let run = folder.umpire(&["test", "mine", "--json"]);
    let results: serde_json::Value = serde_json::from_str(&run.stdout).expect(&run.all);
    let tags: Vec<String> = results["scenarios"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["tags"][0].as_str().unwrap_or_default().to_owned())
        .collect();
    assert_eq!(tags, ["strategic", "civil-war", "minis-dice"]);
    std::fs::remove_file(folder.path("mine/civil-war.toml")).unwrap();
    let run = folder.umpire(&["test", "mine"]);
    assert_eq!((run.code, run.last_line()), (Some(1), "2 passed, 1 failed"), "{}", run.all);
}

#[test]
fn init_never_overwrites() {
    let folder = Folder::new("init-twice");
    let run = folder.umpire(&["init", "mine"]);
    assert_eq!(run.code, Some(0), "{}", run.all);
    folder.write("mine/first.feature", "my own words\n");
    let run = folder.umpire(&["init", "mine"]);
    assert_eq!(run.code, Some(2), "{}", run.all);
    assert!(run.stderr.contains("already exist"), "{}", run.all);
    assert!(run.stderr.contains("mine/first.feature"), "{}", run.all);
    let kept = std::fs::read_to_string(folder.path("mine/first.feature")).unwrap();
    assert_eq!(kept, "my own words\n");
    // One file in the way: nothing at all is written.
    folder.write("other/README.md", "mine\n");
    let run = folder.umpire(&["init", "other"]);
    assert_eq!(run.code, Some(2), "{}", run.all);
    assert!(run.stderr.contains("other/README.md already exists"), "{}", run.all);
    let files = std::fs::read_dir(folder.path("other")).unwrap().count();
    assert_eq!(files, 1);
    // A file where the folder should be.
    folder.write("a-file", "");
    let run = folder.umpire(&["init", "a-file"]);
    assert_eq!(run.code, Some(2), "{}", run.all);
    assert!(run.stderr.contains("a-file: this is a file, not a folder"), "{}", run.all);
}

#[test]
fn init_makes_the_folders_it_needs() {
    let folder = Folder::new("init-deep");
    let run = folder.umpire(&["init", "rules/of/my own"]);
    assert_eq!(run.code, Some(0), "{}", run.all);
    assert!(run.stdout.contains("umpire test 'rules/of/my own'"), "{}", run.all);
    let run = folder.umpire(&["test", "rules/of/my own"]);
    assert_eq!((run.code, run.last_line()), (Some(0), "3 passed, 0 failed"), "{}", run.all);
}
