//! The feature files as the acceptance harness reads them: parsed by the `gherkin` crate, the
//! parser cucumber uses, so `steps` can never read a feature differently from the harness.
//! This module only walks the feature folder and turns the crate's tree into what that command
//! needs: the step lines (a Scenario Outline's placeholders filled from its first example row)
//! and the tags with their line numbers.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::LazyLock;

use ::gherkin::{Feature, GherkinEnv, Scenario, Step, StepType};
use regex::{Captures, Regex};

/// One step line of a feature.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StepLine {
    /// `Given`, `When` or `Then`: the step's type as the parser resolves it (`And` and `But`
    /// take the type before them, `*` is a `Given`).
    pub keyword: String,
    /// The text after the keyword, with Scenario Outline placeholders filled in.
    pub text: String,
    /// The data table rows under the step, as written (trimmed), placeholders filled in.
    pub table: Vec<String>,
    /// The 1-based line number.
    pub line: usize,
}

/// One tag of a feature, rule, scenario or examples table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tag {
    /// The tag without its `@`.
    pub name: String,
    /// The 1-based line number.
    pub line: usize,
}

/// What [`scan`] finds in one feature file.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Scanned {
    /// The step lines, in file order.
    pub steps: Vec<StepLine>,
    /// The tags, in file order.
    pub tags: Vec<Tag>,
}

/// Parses one feature file's text as the harness does (English keywords).
pub fn parse(text: &str) -> Result<Feature, String> {
    Feature::parse(text, GherkinEnv::default()).map_err(|e| e.to_string())
}

/// The step lines and tags of one feature file's text.
pub fn scan(text: &str) -> Result<Scanned, String> {
    let feature = parse(text)?;
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Scanned::default();
    out.tags.extend(tags_above(&lines, feature.position.line, &feature.tags));
    let mut step_lines = |steps: &[Step], fill: &dyn Fn(&str) -> String| {
        out.steps.extend(steps.iter().map(|step| step_line(text, step, fill)));
    };
    let as_written = |s: &str| s.to_owned();
    let backgrounds =
        feature.background.iter().chain(feature.rules.iter().flat_map(|r| &r.background));
    for background in backgrounds {
        step_lines(&background.steps, &as_written);
    }
    for scenario in scenarios(&feature) {
        match first_example(scenario) {
            Some((header, row)) => step_lines(&scenario.steps, &|s| fill(s, header, row)),
            None => step_lines(&scenario.steps, &as_written),
        }
    }
    for rule in &feature.rules {
        out.tags.extend(tags_above(&lines, rule.position.line, &rule.tags));
    }
    for scenario in scenarios(&feature) {
        out.tags.extend(tags_above(&lines, scenario.position.line, &scenario.tags));
        for examples in &scenario.examples {
            out.tags.extend(tags_above(&lines, examples.position.line, &examples.tags));
        }
    }
    out.steps.sort_by_key(|s| s.line);
    out.tags.sort_by_key(|t| t.line);
    Ok(out)
}

/// Every scenario of a feature, its rules' included, in file order.
fn scenarios(feature: &Feature) -> impl Iterator<Item = &Scenario> {
    feature.scenarios.iter().chain(feature.rules.iter().flat_map(|r| &r.scenarios))
}

/// The header and first row of an outline's first examples table that has a row.
fn first_example(scenario: &Scenario) -> Option<(&[String], &[String])> {
    scenario.examples.iter().find_map(|examples| {
        let rows = &examples.table.as_ref()?.rows;
        Some((rows.first()?.as_slice(), rows.get(1)?.as_slice()))
    })
}

/// One step of the tree as a [`StepLine`], its text and table passed through `fill`.
fn step_line(text: &str, step: &Step, fill: &dyn Fn(&str) -> String) -> StepLine {
    let keyword = match step.ty {
        StepType::Given => "Given",
        StepType::When => "When",
        StepType::Then => "Then",
    };
    // The rows as written: the crate gives the cells, the span says where the table is.
    let table = step
        .table
        .as_ref()
        .and_then(|t| text.get(t.span.start..t.span.end))
        .map(|written| {
            written.lines().map(str::trim).filter(|l| l.starts_with('|')).map(fill).collect()
        })
        .unwrap_or_default();
    StepLine {
        keyword: keyword.to_owned(),
        text: fill(&step.value),
        table,
        line: step.position.line,
    }
}

/// The line of each of `tags`, which stand on the tag lines just above the element at `line`
/// (blank and comment lines between them allowed); the element's own line when not found.
fn tags_above(lines: &[&str], line: usize, tags: &[String]) -> Vec<Tag> {
    let mut above: Vec<usize> = Vec::new();
    for at in (1..line).rev() {
        let trimmed = lines.get(at - 1).map_or("", |l| l.trim());
        if trimmed.starts_with('@') {
            above.push(at);
        } else if !(trimmed.is_empty() || trimmed.starts_with('#')) {
            break;
        }
    }
    above.reverse();
    let mut next = 0;
    tags.iter()
        .map(|name| {
            let written = format!("@{name}");
            let found = above[next..].iter().position(|&at| {
                lines.get(at - 1).is_some_and(|l| l.split_whitespace().any(|w| w == written))
            });
            let line = match found {
                Some(offset) => {
                    next += offset;
                    above[next]
                }
                None => line,
            };
            Tag { name: name.clone(), line }
        })
        .collect()
}

/// A placeholder, as cucumber finds them when it expands an outline: `<name>`, the name not
/// starting or ending with a space.
static PLACEHOLDER: LazyLock<Regex> = LazyLock::new(|| {
    // A literal pattern: it always compiles.
    Regex::new(r"<([^>\s](?:[^>\s]?|[^>\t\n\r\v\f]*[^>\s]))>").unwrap_or_else(|_| unreachable!())
});

/// `text` with every `<name>` of `header` replaced by the same column of `row`; a placeholder
/// the header does not name stays as written.
fn fill(text: &str, header: &[String], row: &[String]) -> String {
    PLACEHOLDER
        .replace_all(text, |caps: &Captures<'_>| {
            let name = &caps[1];
            header
                .iter()
                .zip(row)
                .find_map(|(key, value)| (key == name).then(|| value.clone()))
                .unwrap_or_else(|| caps[0].to_owned())
        })
        .into_owned()
}

/// Every `*.feature` file under `dir`, sorted by path.
pub fn feature_files(dir: &Path) -> io::Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    if dir.is_dir() {
        collect(dir, &mut files)?;
    }
    files.sort();
    Ok(files)
}

fn collect(dir: &Path, files: &mut Vec<PathBuf>) -> io::Result<()> {
    for entry in fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            collect(&path, files)?;
        } else if path.extension().is_some_and(|e| e == "feature") {
            files.push(path);
        }
    }
    Ok(())
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    const SAMPLE: &str = r#"
@hex @numbering
Feature: Sample
  Some description.

  Background:
    Given the strategic east map numbering

  @STR-3.1.1-04
  Scenario: Plain
    Then e3609 and e3608 are adjacent
    And e3609 and e3707 are not adjacent
    # a comment
    When a unit moves
    But nothing else

  Scenario Outline: Outline
    Given the strategic <map> map numbering
    Then <hex> and <other> are adjacent
      | <hex> | x |

    @DICE-CHAIN-02
    Examples:
      | map  | hex   | other |
      | west | w3718 | w3717 |
      | east | e3609 | e3608 |

  Scenario: Table
    Given a small map of these hexes:
      | hex  | terrain |
      | 0101 | clear   |
    Then the small map has 1 hexes
"#;

    #[test]
    fn steps_resolve_and_and_but() {
        let scanned = scan(SAMPLE).unwrap();
        let lines: Vec<(String, String)> =
            scanned.steps.iter().map(|s| (s.keyword.clone(), s.text.clone())).collect();
        let expected = [
            ("Given", "the strategic east map numbering"),
            ("Then", "e3609 and e3608 are adjacent"),
            ("Then", "e3609 and e3707 are not adjacent"),
            ("When", "a unit moves"),
            ("When", "nothing else"),
            ("Given", "the strategic west map numbering"),
            ("Then", "w3718 and w3717 are adjacent"),
            ("Given", "a small map of these hexes:"),
            ("Then", "the small map has 1 hexes"),
        ];
        let expected: Vec<(String, String)> =
            expected.iter().map(|(k, t)| ((*k).to_owned(), (*t).to_owned())).collect();
        assert_eq!(lines, expected);
    }

    #[test]
    fn outlines_take_their_first_example_row_and_tables_stay_with_their_step() {
        let scanned = scan(SAMPLE).unwrap();
        let outline = &scanned.steps[6];
        assert_eq!(outline.line, 19);
        assert_eq!(outline.table, ["| w3718 | x |"]);
        let map = &scanned.steps[7];
        assert_eq!(map.table, ["| hex  | terrain |", "| 0101 | clear   |"]);
    }

    #[test]
    fn tags_keep_their_lines() {
        let tags: Vec<(String, usize)> =
            scan(SAMPLE).unwrap().tags.into_iter().map(|t| (t.name, t.line)).collect();
        assert_eq!(
            tags,
            [
                ("hex".to_owned(), 2),
                ("numbering".to_owned(), 2),
                ("STR-3.1.1-04".to_owned(), 9),
                ("DICE-CHAIN-02".to_owned(), 22)
            ]
        );
    }

    #[test]
    fn tags_on_several_lines_and_after_comments_keep_their_lines() {
        let text = "@a\n# note\n@b @c\nFeature: x\n\n  @d\n  # why\n  Rule: r\n    @e\n    Scenario: s\n      Given it\n";
        let tags: Vec<(String, usize)> =
            scan(text).unwrap().tags.into_iter().map(|t| (t.name, t.line)).collect();
        let expected = [("a", 1), ("b", 3), ("c", 3), ("d", 6), ("e", 9)];
        let expected: Vec<(String, usize)> =
            expected.iter().map(|&(n, l)| (n.to_owned(), l)).collect();
        assert_eq!(tags, expected);
    }

    #[test]
    fn docstrings_are_not_steps_and_outlines_without_examples_keep_their_steps() {
        let text = "Feature: x\n  Scenario: a\n    Given this:\n      \"\"\"\n      Then not a step\n      \"\"\"\n  Scenario Outline: b\n    Then <x> stays\n";
        let steps: Vec<String> = scan(text).unwrap().steps.into_iter().map(|s| s.text).collect();
        assert_eq!(steps, ["this:", "<x> stays"]);
    }

    #[test]
    fn a_star_step_is_a_given_as_the_harness_reads_it() {
        let text = "Feature: x\n  Scenario: a\n    When it moves\n    * it stops\n";
        let keywords: Vec<String> =
            scan(text).unwrap().steps.into_iter().map(|s| s.keyword).collect();
        assert_eq!(keywords, ["When", "Given"]);
    }

    #[test]
    fn what_the_harness_refuses_is_an_error() {
        assert!(
            scan("Feature: x\n  Scenario: a\n    Given a table\n      | a | b |\n      | c |\n")
                .is_err()
        );
    }
}
