//! The command's errors: every path of `umpire` ends in a [`CliError`] when its input is bad,
//! built from the located error the library gave (the scenario loader's, the table loader's, an
//! orders file's, the rules' setup and order errors, the errata's) without losing its file,
//! line, column, key or suggestion.
//!
//! A person reads [`CliError`]'s text, the same words the library wrote; a program that asked
//! for `--json` reads [`CliError::json`]: one object on one line of standard error,
//!
//! ```json
//! {"schema": "umpire/error/1",
//!  "error": {"kind": "scenario", "file": "x.toml", "line": 3, "column": 10, "key": "map.layout",
//!            "message": "unknown layout \"odd-z\" — did you mean \"odd-q\"? (known: …)",
//!            "suggestion": "odd-q"}}
//! ```
//!
//! with `null` for a field the error does not have (a whole-file problem has no line, a flag no
//! file). Every error is bad input: exit code 2. Rules verdicts (an illegal move, a refused
//! order) are answers, not errors, and keep exit code 1.

use std::fmt::Display;
use std::process::ExitCode;

use umpire::map::{Position, SearchError, SetupError};
use umpire::minis::TableError;
use umpire::play::{OrdersError, StartError};
use umpire::scenario::{FileError, ScenarioError};

/// Exit code of bad input.
pub const BAD_INPUT: u8 = 2;

use umpire::json::ErrorBody;
/// What an error is about: the JSON `kind` (`usage`, `scenario`, `errata`, `orders`, `order`,
/// `output`).
pub use umpire::json::ErrorKind as Kind;

/// Bad input, located: what the command says before it exits with code 2.
///
/// Its text ([`Display`]) is the library's message as a person reads it; its fields
/// ([`ErrorBody`], through `Deref`) are the same message taken apart for a program.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", .0.text)]
pub struct CliError(Box<Located>);

/// A [`CliError`]'s fields — the JSON's [`ErrorBody`], `message` its text without its
/// location (`file:line:column: `) and key (`key: `) — and its whole text as a person reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Located {
    /// The fields, as `--json` writes them.
    body: ErrorBody,
    /// The whole message as a person reads it.
    text: String,
}

impl std::ops::Deref for CliError {
    type Target = ErrorBody;

    fn deref(&self) -> &ErrorBody {
        &self.0.body
    }
}

impl CliError {
    /// An error of `kind` whose message is `text`, with no location.
    pub fn new(kind: Kind, text: impl Into<String>) -> CliError {
        let text = text.into();
        let body = ErrorBody {
            kind,
            file: None,
            line: None,
            column: None,
            key: None,
            message: text.clone(),
            suggestion: None,
        };
        CliError(Box::new(Located { body, text }))
    }

    /// A command-line error: `text`.
    pub fn usage(text: impl Into<String>) -> CliError {
        CliError::new(Kind::Usage, text)
    }

    /// A command-line error about flag `flag`: `text`.
    pub fn flag(flag: &str, text: impl Into<String>) -> CliError {
        CliError::usage(text).with_key(flag)
    }

    /// An order given on the command line, at flag `flag`, that the scenario cannot take.
    pub fn order(flag: &str, text: impl Into<String>) -> CliError {
        CliError::new(Kind::Order, text).with_key(flag)
    }

    /// Output that cannot be written to `file` (`None`: standard output).
    pub fn output(file: Option<&str>, text: impl Into<String>) -> CliError {
        let error = CliError::new(Kind::Output, text);
        match file {
            Some(file) => error.with_file(file),
            None => error,
        }
    }

    /// A library message that is text only (`file:line:column: key: what`, or any part of it),
    /// taken apart: a leading location is the file (and line and column) when it names
    /// `origin` or a TOML file or path, and a key is the first word when it is one key path.
    pub fn located_text(kind: Kind, text: impl Display, origin: &str) -> CliError {
        let text = text.to_string();
        let mut error = CliError::new(kind, text.clone());
        let mut rest = text.as_str();
        if let Some((head, tail)) = rest.split_once(": ") {
            let (file, line, column) = split_position(head);
            if file == origin || looks_like_a_file(file) {
                error.0.body.file = Some(file.to_owned());
                error.0.body.line = line;
                error.0.body.column = column;
                rest = tail;
            }
        }
        if let Some((head, tail)) = rest.split_once(": ")
            && is_key_path(head)
        {
            error.0.body.key = Some(head.to_owned());
            rest = tail;
        }
        error.0.body.message = rest.to_owned();
        error.0.body.suggestion = suggestion_in(rest);
        error
    }

    /// An error of the errata (`umpire::errata`'s messages, as text).
    pub fn errata(text: impl Display, origin: &str) -> CliError {
        CliError::located_text(Kind::Errata, text, origin)
    }

    /// The same error placed at `at` (line 0: the whole file, no line or column).
    #[must_use]
    pub fn at(mut self, at: &Position) -> CliError {
        self.0.body.file = Some(at.file.clone());
        (self.0.body.line, self.0.body.column) =
            if at.line == 0 { (None, None) } else { (Some(at.line), Some(at.column)) };
        self
    }

    /// The same error in `file`.
    #[must_use]
    pub fn with_file(mut self, file: impl Into<String>) -> CliError {
        self.0.body.file = Some(file.into());
        self
    }

    /// The same error about key or flag `key` (an empty key: none).
    #[must_use]
    pub fn with_key(mut self, key: impl Into<String>) -> CliError {
        let key = key.into();
        self.0.body.key = (!key.is_empty()).then_some(key);
        self
    }

    /// The same error, with `message` as its message less location and key.
    #[must_use]
    pub fn with_message(mut self, message: impl Into<String>) -> CliError {
        self.0.body.message = message.into();
        self
    }

    /// The same error, suggesting `suggestion`.
    #[must_use]
    pub fn with_suggestion(mut self, suggestion: Option<impl Into<String>>) -> CliError {
        self.0.body.suggestion = suggestion.map(Into::into);
        self
    }

    /// The same error with `more` added to its text and message (`(the scenario of x.toml)`).
    #[must_use]
    pub fn with_context(mut self, more: &str) -> CliError {
        self.0.text.push_str(more);
        self.0.body.message.push_str(more);
        self
    }

    /// The exit code: bad input.
    pub fn exit_code(&self) -> ExitCode {
        ExitCode::from(BAD_INPUT)
    }

    /// The error as one line of JSON ([`umpire::json::ErrorLine`]), `{"schema":
    /// "umpire/error/1", "error": {"kind": …, "file": …, "line": …, "column": …, "key": …,
    /// "message": …, "suggestion": …}}`, `null` for what it does not have.
    pub fn json(&self) -> String {
        let line = umpire::json::ErrorLine::new(self.0.body.clone());
        // Strings, numbers and nulls always serialise; the fallback is never written.
        serde_json::to_string(&line).unwrap_or_else(|_| {
            r#"{"schema":"umpire/error/1","error":{"kind":"output","file":null,"line":null,"column":null,"key":null,"message":"the error cannot be written as JSON","suggestion":null}}"#.to_owned()
        })
    }

    /// A command line clap refused: the message, the argument at fault and clap's suggestion.
    pub fn from_clap(error: &clap::Error) -> CliError {
        use clap::error::{ContextKind, ContextValue};
        let rendered = error.render().to_string();
        let first = rendered.lines().next().unwrap_or_default();
        let message = first.strip_prefix("error: ").unwrap_or(first).trim().to_owned();
        let one = |value: &ContextValue| match value {
            ContextValue::String(s) => Some(s.clone()),
            ContextValue::Strings(v) => v.first().cloned(),
            _ => None,
        };
        let key = error
            .get(ContextKind::InvalidArg)
            .or_else(|| error.get(ContextKind::InvalidSubcommand))
            .and_then(one)
            .map(|arg| arg.split_whitespace().next().unwrap_or_default().to_owned());
        let suggestion = [
            ContextKind::SuggestedArg,
            ContextKind::SuggestedValue,
            ContextKind::SuggestedSubcommand,
        ]
        .into_iter()
        .find_map(|kind| error.get(kind).and_then(one));
        CliError::usage(rendered.trim_end().to_owned())
            .with_message(message)
            .with_key(key.unwrap_or_default())
            .with_suggestion(suggestion)
    }
}

/// `file:line:column` taken apart (`file` alone when it carries no line and column).
fn split_position(head: &str) -> (&str, Option<usize>, Option<usize>) {
    let mut parts = head.rsplitn(3, ':');
    let (column, line, file) = (parts.next(), parts.next(), parts.next());
    match (file, line.and_then(|l| l.parse().ok()), column.and_then(|c| c.parse().ok())) {
        (Some(file), Some(line), Some(column)) => (file, Some(line), Some(column)),
        _ => (head, None, None),
    }
}

/// Whether `text` reads as a file name: a TOML file or a path, one word.
fn looks_like_a_file(text: &str) -> bool {
    !text.is_empty()
        && !text.contains(char::is_whitespace)
        && (text.ends_with(".toml") || text.contains('/'))
}

/// Whether `text` is one key path: `rules.data.die`, `units[2].at`, `map.terrain.overrides.e3707`.
fn is_key_path(text: &str) -> bool {
    !text.is_empty()
        && text.chars().all(|c| c.is_alphanumeric() || "._-[]".contains(c))
        && text.chars().next().is_some_and(char::is_alphabetic)
}

/// The name a message suggests (`— did you mean "x"?`).
fn suggestion_in(message: &str) -> Option<String> {
    let (_, after) = message.split_once("did you mean ")?;
    let quoted = after.strip_prefix('"')?;
    let (name, _) = quoted.split_once("\"?")?;
    Some(name.to_owned())
}

impl From<ScenarioError> for CliError {
    fn from(error: ScenarioError) -> CliError {
        CliError::new(Kind::Scenario, error.to_string())
            .at(&error.at)
            .with_key(error.key())
            .with_message(error.kind().to_string())
            .with_suggestion(error.suggestion())
    }
}

impl From<FileError> for CliError {
    /// A file that cannot be read as text: missing, not a regular file, too large, not UTF-8.
    fn from(error: FileError) -> CliError {
        CliError::new(Kind::Scenario, error.to_string())
            .at(&error.at)
            .with_message(error.problem.to_string())
    }
}

impl From<TableError> for CliError {
    fn from(error: TableError) -> CliError {
        let at = Position { file: error.origin.clone(), line: error.line, column: error.column };
        let message = match &error.suggestion {
            Some(near) => format!("{} — did you mean {near:?}?", error.message),
            None => error.message.clone(),
        };
        CliError::new(Kind::Scenario, error.to_string())
            .at(&at)
            .with_key(error.key.clone())
            .with_message(message)
            .with_suggestion(error.suggestion)
    }
}

impl From<OrdersError> for CliError {
    fn from(error: OrdersError) -> CliError {
        let message = match &error.suggestion {
            Some(near) => format!("{} — did you mean {near:?}?", error.message),
            None => error.message.clone(),
        };
        CliError::new(Kind::Orders, error.to_string())
            .at(&error.at)
            .with_key(error.key.clone())
            .with_message(message)
            .with_suggestion(error.suggestion)
    }
}

impl From<StartError> for CliError {
    fn from(error: StartError) -> CliError {
        match error {
            StartError::Scenario(error) => error.into(),
            StartError::Table(error) => error.into(),
            StartError::File(error) => error.into(),
        }
    }
}

impl From<serde_json::Error> for CliError {
    /// JSON the command could not write.
    fn from(error: serde_json::Error) -> CliError {
        CliError::output(None, error.to_string())
    }
}

impl From<String> for CliError {
    /// A plain message: a command-line problem, with no location.
    fn from(text: String) -> CliError {
        CliError::usage(text)
    }
}

/// A ruleset's setup error of the scenario read from `origin`: a whole-file error there when
/// the rules do not say where.
pub fn setup(error: SetupError, origin: &str) -> CliError {
    let text = error.to_string();
    let near = |s: &Option<String>| {
        s.as_ref().map(|s| format!(" — did you mean {s:?}?")).unwrap_or_default()
    };
    match error {
        SetupError::Invalid { at, key, message, suggestion } => CliError::new(Kind::Scenario, text)
            .at(&at)
            .with_key(key)
            .with_message(format!("{message}{}", near(&suggestion)))
            .with_suggestion(suggestion),
        SetupError::Mismatch { key, message, suggestion } => CliError::new(Kind::Scenario, text)
            .with_file(origin)
            .with_key(key)
            .with_message(format!("{message}{}", near(&suggestion)))
            .with_suggestion(suggestion),
        SetupError::RulesData { origin, .. } => {
            CliError::located_text(Kind::Scenario, text, &origin)
        }
    }
}

/// A search that could not run: a path's fault (`--path`) or the scenario's (too large, or a
/// bound of the engine's passed).
pub fn search_error(error: &SearchError, text: String) -> CliError {
    match error {
        SearchError::EmptyRoute
        | SearchError::RouteStartsElsewhere { .. }
        | SearchError::PlaceNotOnBoard { .. } => CliError::order("--path", text),
        _ => CliError::new(Kind::Scenario, text),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_located_text_is_taken_apart() {
        let error = CliError::located_text(
            Kind::Scenario,
            "w.toml:3:9: rules.data.die: must be at least 1 — did you mean \"six\"?",
            "w.toml",
        );
        assert_eq!(error.file.as_deref(), Some("w.toml"));
        assert_eq!((error.line, error.column), (Some(3), Some(9)));
        assert_eq!(error.key.as_deref(), Some("rules.data.die"));
        assert_eq!(error.message, "must be at least 1 — did you mean \"six\"?");
        assert_eq!(error.suggestion.as_deref(), Some("six"));
        assert_eq!(
            error.to_string(),
            "w.toml:3:9: rules.data.die: must be at least 1 — did you mean \"six\"?"
        );
    }

    #[test]
    fn text_that_names_no_file_keeps_its_words() {
        let error = CliError::located_text(Kind::Order, "no unit \"x\": none here", "w.toml");
        assert_eq!((error.file.as_deref(), error.key.as_deref()), (None, None));
        assert_eq!(error.message, "no unit \"x\": none here");
        let error = CliError::located_text(Kind::Errata, "errata/a/b.toml: data: bad", "w.toml");
        assert_eq!(error.file.as_deref(), Some("errata/a/b.toml"));
        assert_eq!((error.line, error.key.as_deref()), (None, Some("data")));
    }

    #[test]
    fn the_json_has_every_field() {
        let error = CliError::flag("--unit", "no unit");
        let value: serde_json::Value = serde_json::from_str(&error.json()).unwrap_or_default();
        let fields = &value["error"];
        assert_eq!(fields["kind"], "usage");
        assert_eq!(fields["key"], "--unit");
        for absent in ["file", "line", "column", "suggestion"] {
            assert!(fields.get(absent).is_some_and(serde_json::Value::is_null), "{absent}");
        }
    }
}
