//! Just enough Gherkin for `steps` and `coverage`: the step lines of a feature file (with
//! `And`/`But` resolved to the keyword before them and a Scenario Outline's placeholders filled
//! from its first example row) and the tags, each with its line number.
//!
//! This is a line scanner, not a parser: the acceptance harness (cucumber) is the authority on
//! whether a feature is valid. It only has to find what a well-formed feature says.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// One step line of a feature.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StepLine {
    /// `Given`, `When` or `Then` (`And`, `But` and `*` resolved to the keyword before them).
    pub keyword: String,
    /// The text after the keyword, with Scenario Outline placeholders filled in.
    pub text: String,
    /// The data table rows under the step, as written (trimmed).
    pub table: Vec<String>,
    /// The 1-based line number.
    pub line: usize,
}

/// One tag of a feature, scenario or examples table.
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

/// What the scanner is reading.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Block {
    /// Feature header, descriptions, plain scenarios and backgrounds.
    Steps,
    /// The steps of a Scenario Outline, waiting for their examples.
    Outline,
    /// An Examples table: the next `|` row is the header.
    ExamplesHeader,
    /// An Examples table after its header: the first row fills the outline's placeholders.
    ExamplesBody,
}

/// Scans one feature file's text.
pub fn scan(text: &str) -> Scanned {
    let mut out = Scanned::default();
    let mut block = Block::Steps;
    let mut primary = String::from("Given");
    // Outline steps wait here for the first example row.
    let mut outline: Vec<StepLine> = Vec::new();
    let mut header: Vec<String> = Vec::new();
    let mut in_docstring = false;
    // Where the last step went: a table row after it belongs to it.
    let mut last_in_outline = false;

    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        let trimmed = raw.trim();
        if trimmed.starts_with("\"\"\"") || trimmed.starts_with("```") {
            in_docstring = !in_docstring;
            continue;
        }
        if in_docstring || trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        if trimmed.starts_with('@') {
            let tags = trimmed.split(" #").next().unwrap_or_default();
            out.tags.extend(
                tags.split_whitespace()
                    .filter_map(|t| t.strip_prefix('@'))
                    .map(|name| Tag { name: name.to_owned(), line }),
            );
            continue;
        }
        if let Some(keyword) = block_keyword(trimmed) {
            if keyword == "Examples" {
                // The header row comes next; once the outline's steps are filled in (by the
                // first row of the first table), further rows and tables change nothing.
                block = Block::ExamplesHeader;
            } else {
                // An outline without examples keeps its steps as written.
                out.steps.append(&mut outline);
                primary = String::from("Given");
                block = if keyword == "Outline" { Block::Outline } else { Block::Steps };
            }
            continue;
        }
        if let Some(row) = trimmed.strip_prefix('|') {
            let cells = cells(row);
            match block {
                Block::ExamplesHeader => {
                    header = cells;
                    block = Block::ExamplesBody;
                }
                Block::ExamplesBody => {
                    for mut step in outline.drain(..) {
                        step.text = fill(&step.text, &header, &cells);
                        step.table = step.table.iter().map(|r| fill(r, &header, &cells)).collect();
                        out.steps.push(step);
                    }
                }
                Block::Steps | Block::Outline => {
                    let target =
                        if last_in_outline { outline.last_mut() } else { out.steps.last_mut() };
                    if let Some(step) = target {
                        step.table.push(trimmed.to_owned());
                    }
                }
            }
            continue;
        }
        if let Some((keyword, rest)) = step_keyword(trimmed) {
            let keyword = match keyword {
                "And" | "But" | "*" => primary.clone(),
                other => {
                    primary = other.to_owned();
                    other.to_owned()
                }
            };
            let step = StepLine { keyword, text: rest.trim().to_owned(), table: Vec::new(), line };
            last_in_outline = matches!(block, Block::Outline);
            if last_in_outline {
                outline.push(step);
            } else {
                out.steps.push(step);
            }
        }
    }
    out.steps.append(&mut outline);
    out
}

/// The kind of block a line opens (`Feature`, `Rule`, `Background`, `Scenario`, `Outline`,
/// `Examples`), if it opens one.
fn block_keyword(line: &str) -> Option<&'static str> {
    const BLOCKS: &[(&str, &str)] = &[
        ("Feature:", "Feature"),
        ("Rule:", "Rule"),
        ("Background:", "Background"),
        ("Scenario Outline:", "Outline"),
        ("Scenario Template:", "Outline"),
        ("Scenario:", "Scenario"),
        ("Example:", "Scenario"),
        ("Examples:", "Examples"),
        ("Scenarios:", "Examples"),
    ];
    BLOCKS.iter().find(|(prefix, _)| line.starts_with(prefix)).map(|(_, kind)| *kind)
}

/// The step keyword a line starts with, and the rest of the line.
fn step_keyword(line: &str) -> Option<(&str, &str)> {
    ["Given ", "When ", "Then ", "And ", "But ", "* "]
        .iter()
        .find_map(|k| line.strip_prefix(k).map(|rest| (k.trim_end(), rest)))
}

/// The cells of a table row (the text after its first `|`).
fn cells(row: &str) -> Vec<String> {
    let row = row.trim_end();
    let row = row.strip_suffix('|').unwrap_or(row);
    row.split('|').map(|c| c.trim().to_owned()).collect()
}

/// `text` with every `<name>` of `header` replaced by the same column of `row`.
fn fill(text: &str, header: &[String], row: &[String]) -> String {
    header
        .iter()
        .zip(row)
        .fold(text.to_owned(), |acc, (name, value)| acc.replace(&format!("<{name}>"), value))
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
        let scanned = scan(SAMPLE);
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
        let scanned = scan(SAMPLE);
        let outline = &scanned.steps[6];
        assert_eq!(outline.line, 19);
        assert_eq!(outline.table, ["| w3718 | x |"]);
        let map = &scanned.steps[7];
        assert_eq!(map.table, ["| hex  | terrain |", "| 0101 | clear   |"]);
    }

    #[test]
    fn tags_keep_their_lines() {
        let tags: Vec<(String, usize)> =
            scan(SAMPLE).tags.into_iter().map(|t| (t.name, t.line)).collect();
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
    fn docstrings_are_skipped_and_outlines_without_examples_keep_their_steps() {
        let text = "Feature: x\n  Scenario: a\n    Given this:\n      \"\"\"\n      Then not a step\n      \"\"\"\n  Scenario Outline: b\n    Then <x> stays\n";
        let steps: Vec<String> = scan(text).steps.into_iter().map(|s| s.text).collect();
        assert_eq!(steps, ["this:", "<x> stays"]);
    }
}
