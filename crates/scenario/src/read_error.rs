//! Why a file could not be read as text, and the most bytes umpire reads from one file.

/// The most bytes read from any one file (a scenario, an include, an erratum, a catalogue):
/// 16 MiB, 16,777,216 bytes. Our choice, not a rule's: the largest shipped file is under 20 KiB,
/// and a map of 8 million hexes written as terrain rows (a code and a space a hex) fits in one
/// file. A larger file is refused before it is read, and a file that grows past the limit while
/// it is read (or one that reports no size) is refused at the first byte past it, so no file
/// can fill the memory by its length.
pub const MAX_FILE_BYTES: u64 = 16 * 1024 * 1024;

/// Why a file could not be read as text.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ReadError {
    /// The operating system could not open or read it (missing, no permission…).
    #[error("cannot read this file: {reason}")]
    Io {
        /// The operating system's reason.
        reason: String,
    },
    /// A folder, a FIFO, a device or a socket: refused without being opened for reading (a FIFO
    /// would wait for a writer forever, a device such as `/dev/zero` never ends).
    #[error("this is {what}, not a regular file: only regular files are read")]
    NotARegularFile {
        /// What it is: `a folder`, `a FIFO (named pipe)`, `a character device`, …
        what: String,
    },
    /// More than [`MAX_FILE_BYTES`] bytes.
    #[error("{}", too_large(*.limit))]
    TooLarge {
        /// The most bytes a file may hold ([`MAX_FILE_BYTES`]).
        limit: u64,
    },
    /// Bytes that are not UTF-8 text.
    #[error("the file is not UTF-8 text (byte {byte:#04x} at line {line}, byte {column})")]
    NotUtf8 {
        /// The first byte that is not part of a UTF-8 character.
        byte: u8,
        /// Its line, from 1.
        line: usize,
        /// Its column in bytes from the start of the line, from 1.
        column: usize,
        /// Its offset in the file, in bytes from 0.
        offset: usize,
    },
}

/// The message of [`ReadError::TooLarge`] (and of the loader's errors naming the limit).
pub(crate) fn too_large(limit: u64) -> String {
    let mib = limit / (1024 * 1024);
    let size = if mib * 1024 * 1024 == limit && mib > 0 {
        format!("{mib} MiB ({limit} bytes)")
    } else {
        format!("{limit} bytes")
    };
    format!(
        "larger than {size}, the most read from one file (umpire_scenario::MAX_FILE_BYTES, our choice)"
    )
}

impl ReadError {
    /// The line and column of the problem, from 1 (`(0, 0)`: the whole file). The column of
    /// [`ReadError::NotUtf8`] counts bytes.
    pub fn line_column(&self) -> (usize, usize) {
        match self {
            ReadError::NotUtf8 { line, column, .. } => (*line, *column),
            _ => (0, 0),
        }
    }
}
