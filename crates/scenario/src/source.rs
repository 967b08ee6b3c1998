//! The texts a scenario was read from, reading a file as text (regular files only, at most
//! [`MAX_FILE_BYTES`], UTF-8 with the bad byte located), and turning byte offsets into lines and
//! columns.

use core::ops::Range;
use std::fs::{File, Metadata};
use std::io::Read;
use std::path::Path;

use toml::Spanned;

use crate::error::{ErrorKind, Position, ScenarioError};
use crate::read_error::{MAX_FILE_BYTES, ReadError};

/// A file that could not be read as text: where (the file; the line and byte column of a bad
/// byte) and why.
///
/// ```text
/// x.toml:3:7: the file is not UTF-8 text (byte 0xff at line 3, byte 7)
/// /tmp/fifo.toml: this is a FIFO (named pipe), not a regular file: only regular files are read
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{at}: {problem}")]
pub struct FileError {
    /// The file as named to [`read_text`], with the line and column when one byte is meant.
    pub at: Position,
    /// What is wrong.
    pub problem: ReadError,
}

/// Reads the file at `path` as text, the way every file of a scenario is read: it must be a
/// regular file (checked before it is opened, so a FIFO or a device is never opened for reading;
/// symbolic links are followed), at most [`MAX_FILE_BYTES`] long, and UTF-8 text.
///
/// ```
/// let path = std::env::temp_dir().join(format!("umpire-read-text-doc-{}", std::process::id()));
/// std::fs::write(&path, b"name = \"ok\"\nx = \"\xff\"\n")?;
/// let error = umpire_scenario::read_text(&path).unwrap_err();
/// assert!(error.to_string().ends_with(":2:6: the file is not UTF-8 text (byte 0xff at line 2, byte 6)"));
/// std::fs::remove_file(&path)?;
/// # Ok::<(), std::io::Error>(())
/// ```
///
/// # Errors
/// A [`FileError`] naming `path` as given: the file cannot be opened, is no regular file, is
/// too large, or is not UTF-8 (with the line and byte of the first bad byte).
pub fn read_text(path: &Path) -> Result<String, FileError> {
    let located = |problem: ReadError| {
        let (line, column) = problem.line_column();
        FileError { at: Position { file: path.display().to_string(), line, column }, problem }
    };
    read_bytes(path).and_then(utf8).map_err(located)
}

/// The bytes of the regular file at `path`, at most [`MAX_FILE_BYTES`] of them.
pub(crate) fn read_bytes(path: &Path) -> Result<Vec<u8>, ReadError> {
    let io = |e: std::io::Error| ReadError::Io { reason: e.to_string() };
    regular(&std::fs::metadata(path).map_err(io)?)?;
    let file = File::open(path).map_err(io)?;
    // The file may have been replaced between the look and the opening: look again.
    let metadata = file.metadata().map_err(io)?;
    regular(&metadata)?;
    if metadata.len() > MAX_FILE_BYTES {
        return Err(ReadError::TooLarge { limit: MAX_FILE_BYTES });
    }
    read_capped(file, MAX_FILE_BYTES)
}

/// Refuses what is not a regular file, naming what it is.
fn regular(metadata: &Metadata) -> Result<(), ReadError> {
    let kind = metadata.file_type();
    if kind.is_file() {
        return Ok(());
    }
    let what = if kind.is_dir() { "a folder" } else { special(&kind) };
    Err(ReadError::NotARegularFile { what: what.to_owned() })
}

#[cfg(unix)]
fn special(kind: &std::fs::FileType) -> &'static str {
    use std::os::unix::fs::FileTypeExt;
    if kind.is_fifo() {
        "a FIFO (named pipe)"
    } else if kind.is_char_device() {
        "a character device"
    } else if kind.is_block_device() {
        "a block device"
    } else if kind.is_socket() {
        "a socket"
    } else {
        "something other than a file"
    }
}

#[cfg(not(unix))]
fn special(_: &std::fs::FileType) -> &'static str {
    "something other than a file"
}

/// Everything `reader` gives, refused at the first byte past `cap`.
pub(crate) fn read_capped(reader: impl Read, cap: u64) -> Result<Vec<u8>, ReadError> {
    let mut bytes = Vec::new();
    reader
        .take(cap.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|e| ReadError::Io { reason: e.to_string() })?;
    if bytes.len() as u64 > cap {
        return Err(ReadError::TooLarge { limit: cap });
    }
    Ok(bytes)
}

/// `bytes` as text, or where the first byte that is not UTF-8 is.
pub(crate) fn utf8(bytes: Vec<u8>) -> Result<String, ReadError> {
    String::from_utf8(bytes).map_err(|error| {
        let offset = error.utf8_error().valid_up_to();
        let bytes = error.as_bytes();
        let before = bytes.get(..offset).unwrap_or_default();
        let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
        let line_start = before.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
        ReadError::NotUtf8 {
            byte: bytes.get(offset).copied().unwrap_or_default(),
            line,
            column: offset - line_start + 1,
            offset,
        }
    })
}

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
    use crate::read_error::too_large;

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
    fn an_endless_reader_is_cut_at_the_cap() {
        // What a file that says it is small but never ends (a /proc file, one that grows while
        // it is read) gives: refused at the first byte past the cap, having held no more.
        assert_eq!(
            read_capped(std::io::repeat(b'a'), 1000),
            Err(ReadError::TooLarge { limit: 1000 })
        );
        assert_eq!(read_capped(&[b'a'; 1000][..], 1000).map(|b| b.len()), Ok(1000));
        assert_eq!(read_capped(&[b'a'; 1001][..], 1000), Err(ReadError::TooLarge { limit: 1000 }));
    }

    #[test]
    fn the_first_bad_byte_is_located_by_line_and_byte() {
        assert_eq!(utf8(b"ok\n".to_vec()), Ok("ok\n".to_owned()));
        assert_eq!(
            utf8(b"a\n\xc3\xa9x\xff".to_vec()),
            Err(ReadError::NotUtf8 { byte: 0xff, line: 2, column: 4, offset: 5 })
        );
        // A character cut short at the end of the file.
        assert_eq!(
            utf8(b"\xe2\x82".to_vec()),
            Err(ReadError::NotUtf8 { byte: 0xe2, line: 1, column: 1, offset: 0 })
        );
        assert!(too_large(MAX_FILE_BYTES).starts_with("larger than 16 MiB (16777216 bytes)"));
        assert_eq!(
            too_large(1000),
            "larger than 1000 bytes, the most read from one file (umpire_scenario::MAX_FILE_BYTES, our choice)"
        );
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
