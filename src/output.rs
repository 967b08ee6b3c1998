//! What the command writes to its standard streams, with the write errors a shell can cause:
//! a reader that stops reading (`umpire show x.toml | head -1`) ends the command quietly with
//! exit code 141, as a shell reports a command ended by a broken pipe; any other error writing
//! standard output (`> /dev/full`) is reported, exit code 2. Nothing panics.
//!
//! Under `--json` standard error is JSON too, one object a line: `{"note": "…"}` for what the
//! command says in passing (the errata applied, the built-in example used, a file written) and,
//! last, `{"error": {…}}` for the error that ends it ([`CliError::json`]).

use std::io::{ErrorKind, Write};
use std::sync::atomic::{AtomicBool, Ordering};

use crate::cli_error::CliError;

/// The exit code of a command whose reader went away: 128 + SIGPIPE, as shells report it.
pub const BROKEN_PIPE: i32 = 141;

/// Whether the command was asked for JSON (`--json`).
static JSON: AtomicBool = AtomicBool::new(false);

/// Makes standard error JSON (`--json`): notes and the error become JSON objects.
pub fn set_json(json: bool) {
    JSON.store(json, Ordering::Relaxed);
}

/// Whether standard error is JSON.
fn json() -> bool {
    JSON.load(Ordering::Relaxed)
}

/// Writes `text` to standard output, whole.
///
/// # Errors
/// An output error naming the write error; a broken pipe ends the process quietly instead.
pub fn print(text: &str) -> Result<(), CliError> {
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => Ok(()),
        Err(error) if error.kind() == ErrorKind::BrokenPipe => std::process::exit(BROKEN_PIPE),
        Err(error) => {
            Err(CliError::output(None, format!("cannot write to standard output: {error}")))
        }
    }
}

/// Writes `text` and a newline to standard output.
///
/// # Errors
/// As [`print`].
pub fn println(text: &str) -> Result<(), CliError> {
    print(&format!("{text}\n"))
}

/// Writes `text` and a newline to standard error (under `--json`, `{"note": text}` less its
/// `umpire: `), if it can: a message that cannot be shown is dropped (there is nowhere left to
/// say so).
pub fn warn(text: &str) {
    let line = if json() {
        let note = text.strip_prefix("umpire: ").unwrap_or(text);
        serde_json::to_string(&umpire::json::NoteLine::new(note)).unwrap_or_default()
    } else {
        text.to_owned()
    };
    let _ = writeln!(std::io::stderr().lock(), "{line}");
}

/// Says `error` on standard error: `umpire: ` and its text, or its JSON under `--json`.
pub fn fail(error: &CliError) {
    let line = if json() { error.json() } else { format!("umpire: {error}") };
    let _ = writeln!(std::io::stderr().lock(), "{line}");
}

/// Writes `head`, a JSON object whose last field is the empty array `key`, with `items` as that
/// array, streamed: the head's fields on the first line, then one item a line, so a long list
/// is never held whole in memory (a reach of a million places with its paths).
///
/// # Errors
/// An item that cannot be written, a head whose last field is not `key`, or as [`print`].
pub fn json_streamed<H, T, I>(head: &H, key: &str, items: I) -> Result<(), CliError>
where
    H: serde::Serialize,
    T: serde::Serialize,
    I: IntoIterator<Item = T>,
{
    let head = serde_json::to_string(head)?;
    let last = format!("{}:[]}}", serde_json::Value::from(key));
    let open = head.strip_suffix(&last).ok_or_else(|| {
        CliError::output(None, format!("the JSON streamed has no last field {key:?}"))
    })?;
    let mut chunk = format!("{open}{}:[", serde_json::Value::from(key));
    for (index, item) in items.into_iter().enumerate() {
        chunk.push_str(if index == 0 { "\n" } else { ",\n" });
        chunk.push_str(&serde_json::to_string(&item)?);
        if chunk.len() >= 1 << 16 {
            print(&chunk)?;
            chunk.clear();
        }
    }
    chunk.push_str("\n]}\n");
    print(&chunk)
}
