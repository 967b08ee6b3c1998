//! The texts a scenario was read from, and turning byte offsets into lines and columns.

use core::ops::Range;

use toml::Spanned;

use crate::error::{ErrorKind, Position, ScenarioError};

/// One file (or string) of a scenario: the name used in messages and its text.
#[derive(Debug, Clone)]
pub(crate) struct SourceFile {
    /// The name messages use for it, e.g. `scenarios/demo.toml`.
    pub origin: String,
    /// The whole text.
    pub text: String,
}

/// All the texts read for one scenario, numbered in the order they were read.
#[derive(Debug, Default)]
pub(crate) struct Sources {
    files: Vec<SourceFile>,
}

/// Which of the [`Sources`] a value was read from.
pub(crate) type FileId = usize;

impl Sources {
    /// Adds a file, returning its number.
    pub(crate) fn add(&mut self, origin: String, text: String) -> FileId {
        self.files.push(SourceFile { origin, text });
        self.files.len() - 1
    }

    /// The file numbered `file`, if there is one.
    pub(crate) fn get(&self, file: FileId) -> Option<&SourceFile> {
        self.files.get(file)
    }

    /// The position of byte `offset` in `file` (clamped into the text).
    pub(crate) fn position(&self, file: FileId, offset: usize) -> Position {
        match self.files.get(file) {
            Some(source) => {
                let (line, column) = line_column(&source.text, offset);
                Position { file: source.origin.clone(), line, column }
            }
            None => Position { file: String::new(), line: 0, column: 0 },
        }
    }

    /// An error at the start of `span` in `file`, about the value at `key`.
    pub(crate) fn error(
        &self,
        file: FileId,
        span: Range<usize>,
        key: impl Into<String>,
        kind: ErrorKind,
    ) -> ScenarioError {
        ScenarioError::new(self.position(file, span.start), key, kind)
    }

    /// An error about the spanned value `value` of `file`.
    pub(crate) fn error_at<T>(
        &self,
        file: FileId,
        value: &Spanned<T>,
        key: impl Into<String>,
        kind: ErrorKind,
    ) -> ScenarioError {
        self.error(file, value.span(), key, kind)
    }
}

/// The 1-based line and column (in characters) of byte `offset` in `text`. Offsets past the end
/// or inside a character are moved back to the nearest character boundary.
pub fn line_column(text: &str, offset: usize) -> (usize, usize) {
    let mut offset = offset.min(text.len());
    while offset > 0 && !text.is_char_boundary(offset) {
        offset -= 1;
    }
    let before = text.get(..offset).unwrap_or("");
    let line = before.bytes().filter(|&b| b == b'\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let column = before.get(line_start..).map_or(0, |s| s.chars().count()) + 1;
    (line, column)
}

/// The byte offset, inside `text`, of byte `inner` of the string value written at `span`, when
/// the value is written plainly (a quoted string without escapes); otherwise the start of the
/// value. Lets a message point at one code inside a terrain row.
pub(crate) fn offset_in_string(
    text: &str,
    span: &Range<usize>,
    value: &str,
    inner: usize,
) -> usize {
    let written = text.get(span.clone()).unwrap_or("");
    let plain = written.len() == value.len() + 2
        && (written.starts_with('"') || written.starts_with('\''))
        && written.get(1..written.len() - 1) == Some(value);
    if plain && inner <= value.len() { span.start + 1 + inner } else { span.start }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_and_columns_are_one_based_and_count_characters() {
        let text = "ab\ncdé\nfg";
        assert_eq!(line_column(text, 0), (1, 1));
        assert_eq!(line_column(text, 1), (1, 2));
        assert_eq!(line_column(text, 3), (2, 1));
        // 'é' is two bytes: the 'f' on the next line is still column 1, the end of "cdé" column 4.
        assert_eq!(line_column(text, 7), (2, 4));
        assert_eq!(line_column(text, 8), (3, 1));
        // Inside a character: moved back to its start.
        assert_eq!(line_column(text, 6), (2, 3));
        // Past the end: clamped.
        assert_eq!(line_column(text, 99), (3, 3));
        assert_eq!(line_column("", 5), (1, 1));
    }

    #[test]
    fn offsets_inside_plain_strings() {
        let text = r#"row = ". f s""#;
        let span = 6..13;
        assert_eq!(offset_in_string(text, &span, ". f s", 2), 9);
        let escaped = r#"row = ". \u0066""#;
        assert_eq!(offset_in_string(escaped, &(6..16), ". f", 2), 6);
    }
}
