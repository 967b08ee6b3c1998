//! What the command writes to its standard streams, with the write errors a shell can cause:
//! a reader that stops reading (`umpire show x.toml | head -1`) ends the command quietly with
//! exit code 141, as a shell reports a command ended by a broken pipe; any other error writing
//! standard output (`> /dev/full`) is reported, exit code 2. Nothing panics.

use std::io::{ErrorKind, Write};

/// The exit code of a command whose reader went away: 128 + SIGPIPE, as shells report it.
pub const BROKEN_PIPE: i32 = 141;

/// Writes `text` to standard output, whole.
///
/// # Errors
/// A message naming the write error; a broken pipe ends the process quietly instead.
pub fn print(text: &str) -> Result<(), String> {
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => Ok(()),
        Err(error) if error.kind() == ErrorKind::BrokenPipe => std::process::exit(BROKEN_PIPE),
        Err(error) => Err(format!("cannot write to standard output: {error}")),
    }
}

/// Writes `text` and a newline to standard output.
///
/// # Errors
/// As [`print`].
pub fn println(text: &str) -> Result<(), String> {
    print(&format!("{text}\n"))
}

/// Writes `text` and a newline to standard error, if it can: a message that cannot be shown is
/// dropped (there is nowhere left to say so).
pub fn warn(text: &str) {
    let _ = writeln!(std::io::stderr().lock(), "{text}");
}
