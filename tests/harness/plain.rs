//! The run's output in a rules editor's words: a failed step reads as one failure line, the
//! step then its message, with the place it is written under it —
//!
//! ```text
//!  ✘  Then the distance from 0101 to 0405 is 4 hexes: the distance … should be 4 hexes, but it is 5 hexes
//!     at features/hex/geometry.feature:16:5 (step code: tests/steps/geometry.rs:12:1)
//! ```
//!
//! — instead of cucumber's "Step failed: / Defined: / Matched: / Step panicked. Captured
//! output: …" block, which reads like a crash. [`Plain`] is the output cucumber's writer writes
//! into: it rewrites that block line by line and passes every other line through as it is.

use std::io::{self, Write};

/// What cucumber puts before the message of a step that returned an error.
const PANICKED: &str = "Step panicked. Captured output: ";

/// An output rewriting cucumber's failed-step blocks.
#[derive(Debug)]
pub struct Plain<O: Write> {
    out: O,
    /// Bytes of a line not yet ended.
    pending: Vec<u8>,
    state: State,
}

/// Where in a failed-step block the output is.
#[derive(Debug, Default)]
enum State {
    /// Outside a block.
    #[default]
    Outside,
    /// After the `✘` line, before the message.
    Held(Held),
    /// After the message's first line: its next lines, then the place.
    Message {
        /// The line naming where the step is written.
        at: String,
        /// The message's indentation: its next lines are indented at least as much.
        indent: usize,
    },
}

/// A failed step's lines, kept until its message arrives.
#[derive(Debug, Default)]
struct Held {
    step: String,
    indent: usize,
    extra: Vec<String>,
    at: Option<String>,
    code: Option<String>,
    /// Colour codes of the lines left out, written with the next line.
    codes: String,
}

impl<O: Write> Plain<O> {
    /// Rewrites what is written into `out`.
    pub fn new(out: O) -> Self {
        Self { out, pending: Vec::new(), state: State::Outside }
    }

    fn line(&mut self, line: &str) -> io::Result<()> {
        let text = strip_codes(line);
        match std::mem::take(&mut self.state) {
            State::Outside => {
                let trimmed = text.trim_start();
                if trimmed.starts_with('✘') && !trimmed.contains("hook") {
                    let indent = text.len() - trimmed.len() + 3;
                    self.state =
                        State::Held(Held { step: line.to_owned(), indent, ..Held::default() });
                    return Ok(());
                }
                writeln!(self.out, "{line}")
            }
            State::Message { at, indent } => {
                let deeper = text.len() - text.trim_start().len() >= indent;
                if deeper && !text.trim().is_empty() {
                    self.state = State::Message { at, indent };
                    return writeln!(self.out, "{line}");
                }
                writeln!(self.out, "{at}")?;
                self.line(line)
            }
            State::Held(mut held) => {
                let trimmed = text.trim();
                if trimmed == "Step failed:" {
                    held.codes.push_str(&codes(line));
                } else if let Some(at) = trimmed.strip_prefix("Defined: ") {
                    held.codes.push_str(&codes(line));
                    held.at = Some(at.to_owned());
                } else if let Some(code) = trimmed.strip_prefix("Matched: ") {
                    held.codes.push_str(&codes(line));
                    held.code = Some(code.to_owned());
                } else if held.at.is_none() {
                    held.extra.push(line.to_owned());
                } else {
                    return self.message(held, line);
                }
                self.state = State::Held(held);
                Ok(())
            }
        }
    }

    /// Writes a held step with its message.
    fn message(&mut self, held: Held, line: &str) -> io::Result<()> {
        let message = line.replacen(PANICKED, "", 1);
        let message = message.trim_start();
        let pad = " ".repeat(held.indent);
        if held.extra.is_empty() {
            writeln!(self.out, "{}{}: {message}", held.step, held.codes)?;
        } else {
            writeln!(self.out, "{}", held.step)?;
            for extra in &held.extra {
                writeln!(self.out, "{extra}")?;
            }
            writeln!(self.out, "{pad}{}{message}", held.codes)?;
        }
        let code = held.code.map(|c| format!(" (step code: {c})")).unwrap_or_default();
        let at = format!("{pad}at {}{code}", absolute(&held.at.unwrap_or_default()));
        self.state = State::Message { at, indent: held.indent + 1 };
        Ok(())
    }

    /// Writes what is still held (the end of the output).
    fn finish(&mut self) -> io::Result<()> {
        if !self.pending.is_empty() {
            let rest = String::from_utf8_lossy(&std::mem::take(&mut self.pending)).into_owned();
            self.line(&rest)?;
        }
        match std::mem::take(&mut self.state) {
            State::Outside => {}
            State::Message { at, .. } => writeln!(self.out, "{at}")?,
            State::Held(held) => {
                writeln!(self.out, "{}", held.step)?;
                for extra in &held.extra {
                    writeln!(self.out, "{extra}")?;
                }
            }
        }
        self.out.flush()
    }
}

impl<O: Write> Write for Plain<O> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.pending.extend_from_slice(buf);
        while let Some(end) = self.pending.iter().position(|b| *b == b'\n') {
            let line: Vec<u8> = self.pending.drain(..=end).collect();
            let line = String::from_utf8_lossy(&line[..end]).into_owned();
            self.line(&line)?;
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }
}

impl<O: Write> Drop for Plain<O> {
    fn drop(&mut self) {
        let _ = self.finish();
    }
}

/// The place `file:line:column` with its leading `/` back: cucumber shows the paths of the
/// workspace relative to it, and trims the `/` of any other absolute path.
fn absolute(place: &str) -> String {
    let file = place.split(':').next().unwrap_or_default();
    let rooted = std::path::Path::new("/").join(file);
    if !file.is_empty() && !std::path::Path::new(file).exists() && rooted.exists() {
        return format!("/{place}");
    }
    place.to_owned()
}

/// `line` without its terminal colour codes (`ESC [ … letter`).
pub fn strip_codes(line: &str) -> String {
    let mut out = String::new();
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            for c in chars.by_ref() {
                if c.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// The terminal colour codes of `line`.
fn codes(line: &str) -> String {
    let mut out = String::new();
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            out.push(c);
            for c in chars.by_ref() {
                out.push(c);
                if c.is_ascii_alphabetic() {
                    break;
                }
            }
        }
    }
    out
}

// Run by tests/editor_runs.rs: the acceptance harness compiles, but does not run, tests.
#[cfg(test)]
#[allow(unused_imports, dead_code)]
mod tests {
    use super::*;

    fn rewrite(text: &str) -> String {
        let mut out = Vec::new();
        {
            let mut plain = Plain::new(&mut out);
            plain.write_all(text.as_bytes()).unwrap();
        }
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn a_failed_step_reads_as_one_failure_with_its_place() {
        let cucumber = "\
Feature: Hex geometry
  Scenario: Distances
   ✘  Then the distance from 0101 to 0405 is 4 hexes
      Step failed:
      Defined: features/hex/geometry.feature:16:5
      Matched: tests/steps/geometry.rs:12:1
      Step panicked. Captured output: the distance should be 4 hexes, but it is 5 hexes
  Scenario: Next
";
        let plain = rewrite(cucumber);
        assert_eq!(
            plain,
            "\
Feature: Hex geometry
  Scenario: Distances
   ✘  Then the distance from 0101 to 0405 is 4 hexes: the distance should be 4 hexes, but it is 5 hexes
      at features/hex/geometry.feature:16:5 (step code: tests/steps/geometry.rs:12:1)
  Scenario: Next
"
        );
        assert!(!plain.contains("panicked"));
    }

    #[test]
    fn a_step_with_a_table_keeps_it_before_the_message() {
        let cucumber = "   ✘  Given a small map of these hexes:
        | 0101 | clear |
      Step failed:
      Defined: f.feature:3:5
      Step panicked. Captured output: expected a terrain, but \"x\" is none
       and more
";
        assert_eq!(
            rewrite(cucumber),
            "   ✘  Given a small map of these hexes:
        | 0101 | clear |
      expected a terrain, but \"x\" is none
       and more
      at f.feature:3:5
"
        );
    }
}
