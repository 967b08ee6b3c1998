//! `umpire errata diff` and `umpire errata mutants`, run as a maintainer runs them: the
//! maintainers' guide's worked example (`docs/maintainers.md`) exactly as documented, a changed
//! reason listed, only the erratum's ruleset run, a bad erratum refused with its file, line and
//! nearest name, and a sampled mutants run that is the same for the same seed, keeps the
//! `[limits]` apart and writes JSON that parses.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The repository's root.
const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The `umpire` command, as built for this test, run in the repository's root.
fn umpire(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_umpire"))
        .args(args)
        .current_dir(ROOT)
        .env("PWD", ROOT)
        .output()
        .unwrap()
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// A fresh folder under the system's temporary folder.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("umpire-errata-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The guide that shows the worked example of `umpire errata diff`.
const GUIDE: &str = "docs/maintainers.md";

/// The maintainers' guide's worked example of `umpire errata diff`: its command and the lines
/// it shows.
fn documented_example() -> (Vec<String>, Vec<String>) {
    let readme = std::fs::read_to_string(Path::new(ROOT).join(GUIDE)).unwrap();
    let start =
        readme.find("   $ umpire errata diff ").expect("the guide shows `umpire errata diff`");
    let block = &readme[start..];
    let block = &block[..block.find("```").unwrap()];
    let mut lines = block.lines().map(|l| l.strip_prefix("   ").unwrap_or(l).to_owned());
    let command = lines.next().unwrap();
    let args = command.trim_start_matches("$ umpire ").split(' ').map(str::to_owned).collect();
    (args, lines.filter(|l| !l.trim().is_empty()).collect())
}

#[test]
fn the_guides_worked_example_is_what_the_command_prints() {
    let (args, shown) = documented_example();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let output = umpire(&args);
    assert_eq!(output.status.code(), Some(0), "{}{}", stdout(&output), stderr(&output));
    let printed = stdout(&output);
    let lines: Vec<&str> = printed.lines().filter(|l| !l.trim().is_empty()).collect();
    // The number of scenarios run grows as scenarios are written: the line is shown, its
    // count is not held to.
    let count = |l: &str| l.ends_with("run without it and with it");
    let without_count = |l: &str| l.trim_start_matches(|c: char| c.is_ascii_digit()).to_owned();
    assert_eq!(
        lines.len(),
        shown.len(),
        "{GUIDE} shows:\n{}\nthe command prints:\n{printed}",
        shown.join("\n")
    );
    for (printed, shown) in lines.iter().zip(&shown) {
        if count(shown) {
            assert_eq!(without_count(printed), without_count(shown));
        } else {
            assert_eq!(*printed, shown.as_str(), "{GUIDE}'s example differs from the output");
        }
    }
    // The figures the guide's words give.
    assert!(printed.contains("\n3 scenario(s) change with it:"), "{printed}");
    assert!(printed.contains("\n2 order(s) of recorded games change with it:"), "{printed}");
    assert!(printed.trim_end().ends_with("every change is accounted for"), "{printed}");
}

#[test]
fn a_changed_reason_is_listed_though_the_scenario_still_passes() {
    let output = umpire(&[
        "errata",
        "diff",
        "errata-examples/strategic/2026-12-01-swamp-costs-three.toml",
        "--json",
    ]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(json["schema"], "umpire/errata-diff/1");
    let changed = json["errata"][0]["changed"].as_array().unwrap();
    let reason = changed
        .iter()
        .find(|c| {
            c["before"]["status"] == "passed"
                && c["after"]["status"] == "passed"
                && c["before"]["verdict"].as_str().unwrap_or_default().contains("needs 2 MP")
        })
        .expect("a scenario whose refusal's reason changes");
    assert!(reason["after"]["verdict"].as_str().unwrap().contains("needs 3 MP"), "{reason}");
    assert!(reason["feature"].as_str().unwrap().starts_with("built-in:features/strategic/"));
}

#[test]
fn only_the_erratums_ruleset_runs() {
    let dir = scratch("rulesets");
    for (ruleset, step) in [("strategic", "strategic east"), ("civil-war", "Civil War")] {
        std::fs::create_dir_all(dir.join("features").join(ruleset)).unwrap();
        let feature = format!(
            "Feature: {ruleset}\n  Scenario: a numbering\n    Given the {step} map numbering\n    \
             Then e3609 is column 36, row 9\n"
        );
        std::fs::write(dir.join("features").join(ruleset).join("a.feature"), feature).unwrap();
    }
    std::fs::create_dir_all(dir.join("games")).unwrap();
    let features = dir.join("features");
    let games = dir.join("games");
    let output = umpire(&[
        "errata",
        "diff",
        "errata-examples/strategic/2026-12-01-swamp-costs-three.toml",
        "--features",
        features.to_str().unwrap(),
        "--games",
        games.to_str().unwrap(),
        "--json",
    ]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    let tried = &json["errata"][0];
    assert_eq!(tried["ruleset"], "strategic");
    assert_eq!(tried["scenarios"], 1, "only the strategic feature runs: {tried}");
    assert_eq!(tried["games"], 0, "{tried}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_bad_erratum_is_refused_with_its_file_line_and_the_nearest_name() {
    let dir = scratch("bad");
    std::fs::create_dir_all(dir.join("strategic")).unwrap();
    let file = dir.join("strategic/2026-12-01-bad.toml");
    std::fs::write(&file, "title = \"t\"\n\n[data.terrain.swamp]\ncots = \"3\"\n").unwrap();
    let output = umpire(&["errata", "diff", file.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2));
    let message = stderr(&output);
    assert!(
        message.contains("2026-12-01-bad.toml:4:1: data.terrain.swamp.cots: unknown field `cots`"),
        "{message}"
    );
    assert!(message.contains("did you mean \"cost\"?"), "{message}");
    assert!(stdout(&output).is_empty());

    std::fs::write(&file, "title = \"t\"\n\n[[reworded]]\nid = \"STR-3.1.1-3\"\nsummary = \"s\"\n")
        .unwrap();
    let output = umpire(&["errata", "diff", dir.to_str().unwrap(), "--json"]);
    assert_eq!(output.status.code(), Some(2));
    let error: serde_json::Value = serde_json::from_str(stderr(&output).trim()).unwrap();
    assert_eq!(error["error"]["line"], 4);
    assert_eq!(error["error"]["suggestion"], "STR-3.1.1-03");
    assert!(error["error"]["file"].as_str().unwrap().ends_with("2026-12-01-bad.toml"));

    let output = umpire(&["errata", "mutants", "--ruleset", "stratgic"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("did you mean \"strategic\""), "{}", stderr(&output));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_sampled_mutants_run_is_the_same_for_the_same_seed() {
    let args = ["errata", "mutants", "--ruleset", "minis-dice", "--sample", "3", "--seed", "5"];
    let first = umpire(&args);
    assert_eq!(first.status.code(), Some(0), "{}", stderr(&first));
    let again = umpire(&args);
    assert_eq!(stdout(&first), stdout(&again));
    let text = stdout(&first);
    assert!(text.contains("a sample of 3 number(s), seed 5"), "{text}");
    assert!(text.contains("limits we chose, not the rules' numbers (not counted):"), "{text}");
    assert!(text.trim_end().lines().last().unwrap().starts_with("noticed: minis-dice "), "{text}");

    let mut json_args = args.to_vec();
    json_args.push("--json");
    let output = umpire(&json_args);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(json["schema"], "umpire/errata-mutants/1");
    let score = &json["rulesets"][0];
    assert_eq!(score["ruleset"], "minis-dice");
    let mutants = score["mutants"].as_array().unwrap();
    assert_eq!(mutants.len(), 3);
    assert_eq!(score["tried"].as_u64(), Some(3));
    assert!(mutants.iter().all(|m| !m["path"].as_str().unwrap().starts_with("limits.")));
    let limits = score["limits"].as_array().unwrap();
    assert!(limits.iter().all(|l| l["path"].as_str().unwrap().starts_with("limits.")));
    assert!(!limits.is_empty());
    assert_eq!(
        score["noticed"].as_u64().unwrap() + score["survived"].as_u64().unwrap(),
        3,
        "{score}"
    );
}

#[test]
fn a_number_no_scenario_pins_fails_the_mutants_run() {
    // A project whose only feature reads no rules data: every number it is given survives, and
    // the run says so with exit code 1, as CI needs.
    let dir = scratch("survivors");
    std::fs::write(
        dir.join("geometry.feature"),
        "Feature: Geometry only\n  Scenario: two hexes apart\n    Given a map of 10 columns and \
         10 rows numbered column then row, with odd columns shifted down\n    Then the distance \
         from 0101 to 0103 is 2 hexes\n",
    )
    .unwrap();
    let features = dir.display().to_string();
    let args = ["errata", "mutants", "--ruleset", "minis-dice", "--features", &features];
    let output = umpire(&[&args[..], &["--sample", "2"]].concat());
    assert_eq!(output.status.code(), Some(1), "{}{}", stdout(&output), stderr(&output));
    assert!(stdout(&output).contains("survived"), "{}", stdout(&output));
    let _ = std::fs::remove_dir_all(&dir);
}
