//! What an erratum changes (`umpire errata diff`) and how strong a suite is
//! (`umpire errata mutants`), both run in one process over the cores, with no build.
//!
//! * [`project`] — the project tried: its features and recorded games, each with its ruleset;
//! * [`diff`] — an erratum's changes to the scenarios and the recorded games, before → after;
//! * [`numbers`] — every number of a ruleset's rules data, its clause and a wrong value for it;
//! * [`mutants`] — each number's wrong value tried on the suite: noticed, or survived;
//! * [`replay`] — a recorded game played under a set of errata, each order in words;
//! * [`outcome`] — a scenario's verdicts in full, and what one order came to, as a diff
//!   compares them.

pub mod diff;
pub mod mutants;
pub mod numbers;
pub mod outcome;
pub mod project;
pub mod replay;

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

use umpire_play::errata::{Errata, ErrataError, Erratum, RULESETS};

use crate::results::Record;
use crate::run::suggest::Phrase;
use crate::runner::{self, Message, Selected, Wanted};
use crate::suite::Suite;

/// Input `umpire errata` cannot use.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ErrataToolError {
    /// An erratum that cannot be read or that its ruleset refuses: the message names its file,
    /// the line and key where known, and the nearest name.
    #[error("{message}")]
    Erratum {
        /// The erratum's file.
        file: String,
        /// The message, located.
        message: String,
    },
    /// Anything else: a folder that is not there, a feature file that does not parse, a
    /// ruleset that is none.
    #[error("{0}")]
    Input(String),
}

/// The errata `path` names: one erratum file (`<ruleset>/<date>-<slug>.toml`), a ruleset's
/// folder of them, or a folder of ruleset folders; each checked against its ruleset.
///
/// # Errors
/// Nothing there, no erratum under it, or an erratum that does not read or that its ruleset
/// refuses ([`ErrataToolError::Erratum`], located).
pub fn read_errata(path: &Path) -> Result<Vec<Erratum>, ErrataToolError> {
    let files = erratum_files(path)?;
    let mut errata = Vec::new();
    for file in files {
        let text = umpire_scenario::read_text(&file).map_err(|e| ErrataToolError::Erratum {
            file: file.display().to_string(),
            message: e.to_string(),
        })?;
        let located = |error: ErrataError| ErrataToolError::Erratum {
            file: file.display().to_string(),
            message: locate(&error, &text),
        };
        let erratum = Erratum::parse(&text, &file).map_err(located)?;
        umpire_play::errata::check(&Errata::from_errata([erratum.clone()])).map_err(located)?;
        errata.push(erratum);
    }
    if errata.is_empty() {
        return Err(ErrataToolError::Input(format!(
            "{}: there is no erratum here (an erratum is <ruleset>/<YYYY-MM-DD>-<slug>.toml; the \
             rulesets: {})",
            path.display(),
            RULESETS.join(", ")
        )));
    }
    Ok(errata)
}

/// The erratum files `path` names, in path order.
fn erratum_files(path: &Path) -> Result<Vec<PathBuf>, ErrataToolError> {
    let listed = |folder: &Path| -> Result<Vec<PathBuf>, ErrataToolError> {
        let entries = std::fs::read_dir(folder)
            .map_err(|e| ErrataToolError::Input(format!("{}: {e}", folder.display())))?;
        let mut paths: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
        paths.sort();
        Ok(paths)
    };
    if path.is_file() {
        return Ok(vec![path.to_path_buf()]);
    }
    if !path.is_dir() {
        return Err(ErrataToolError::Input(format!(
            "{}: there is no such file or folder",
            path.display()
        )));
    }
    let toml = |p: &PathBuf| p.is_file() && p.extension().is_some_and(|e| e == "toml");
    let here: Vec<PathBuf> = listed(path)?;
    if here.iter().any(toml) {
        return Ok(here.into_iter().filter(toml).collect());
    }
    let mut files = Vec::new();
    for folder in here.into_iter().filter(|p| p.is_dir()) {
        files.extend(listed(&folder)?.into_iter().filter(toml));
    }
    Ok(files)
}

/// An erratum's error with its line where the error itself has none: a `[data]` key the
/// ruleset refuses is looked for in the file's text, and a misspelt key gets the nearest of
/// the keys the ruleset expects.
fn locate(error: &ErrataError, text: &str) -> String {
    let ErrataError::Data { origin, message, line: 0, .. } = error else {
        return error.to_string();
    };
    // serde names the key in backquotes (`unknown field `cots`, expected one of `cost`, …`);
    // the rules data's own messages start with the key path (`terrain.swamp.cost: …`).
    let quoted: Vec<&str> = message.split('`').skip(1).step_by(2).collect();
    let leading = message
        .split_once(": ")
        .map(|(head, _)| head)
        .filter(|head| !head.contains(' ') && !head.is_empty());
    let key = quoted
        .first()
        .copied()
        .or_else(|| leading.and_then(|h| h.rsplit('.').next()))
        .map(|k| k.trim_matches('"').to_owned());
    let line = key.as_deref().and_then(|key| key_line(text, key));
    let near = if message.contains("unknown field") && !message.contains("did you mean") {
        let expected = quoted.iter().skip(1).copied();
        key.as_deref()
            .and_then(|key| umpire_scenario::nearest(key, expected))
            .map(|n| format!(" — did you mean {n:?}?"))
            .unwrap_or_default()
    } else {
        String::new()
    };
    match line {
        Some(line) => format!("{origin}:{line}: data: {message}{near}"),
        None => format!("{error}{near}"),
    }
}

/// The line (from 1) where `key` is written in a TOML text: as a key, a part of a dotted key,
/// or the last part of a table header.
fn key_line(text: &str, key: &str) -> Option<usize> {
    let unquoted = |part: &str| part.trim().trim_matches('"').to_owned();
    text.lines()
        .position(|line| {
            let code = line.trim_start();
            if let Some(header) = code.strip_prefix('[') {
                let header = header.trim_start_matches('[');
                let header = header.split(']').next().unwrap_or_default();
                return header.rsplit('.').next().is_some_and(|last| unquoted(last) == key);
            }
            code.split_once('=')
                .is_some_and(|(k, _)| !k.contains('#') && k.split('.').any(|p| unquoted(p) == key))
        })
        .map(|index| index + 1)
}

/// Every record of a run of `selected` under `suite` on `workers` threads.
pub fn run_records(
    selected: &Selected,
    suite: &Arc<Suite>,
    phrases: &Arc<Vec<Phrase>>,
    workers: usize,
) -> Vec<Record> {
    let mut records = Vec::with_capacity(selected.scenarios());
    runner::run(selected, suite, phrases, workers, Wanted::default(), |message| {
        if let Message::Finished(record) = message {
            records.push(*record);
        }
    });
    records
}

/// `work` done on each of `items` by `workers` threads, the results in the items' order.
pub fn over_cores<T: Sync, R: Send>(
    items: &[T],
    workers: usize,
    work: impl Fn(&T) -> R + Sync,
) -> Vec<R> {
    let next = AtomicUsize::new(0);
    let done: Mutex<Vec<(usize, R)>> = Mutex::new(Vec::with_capacity(items.len()));
    std::thread::scope(|scope| {
        for _ in 0..workers.clamp(1, items.len().max(1)) {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(item) = items.get(i) else { break };
                    let result = work(item);
                    done.lock().unwrap_or_else(PoisonError::into_inner).push((i, result));
                }
            });
        }
    });
    let mut done = done.into_inner().unwrap_or_else(PoisonError::into_inner);
    done.sort_by_key(|(i, _)| *i);
    done.into_iter().map(|(_, r)| r).collect()
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn a_data_key_the_ruleset_refuses_is_located_in_the_file() {
        let folder = std::env::temp_dir()
            .join(format!("umpire-errata-locate-{}", std::process::id()))
            .join("strategic");
        std::fs::create_dir_all(&folder).unwrap();
        let file = folder.join("2026-12-01-x.toml");
        std::fs::write(&file, "title = \"t\"\n\n[data.terrain.swamp]\ncots = \"3\"\n").unwrap();
        let error = read_errata(&file).unwrap_err().to_string();
        assert!(error.contains("2026-12-01-x.toml:4:1: data.terrain.swamp.cots: "), "{error}");
        assert!(error.contains("did you mean \"cost\"?"), "{error}");
        std::fs::remove_dir_all(folder.parent().unwrap()).unwrap();
    }

    #[test]
    fn work_over_the_cores_comes_back_in_order() {
        let items: Vec<usize> = (0..40).collect();
        assert_eq!(
            over_cores(&items, 3, |i| i * 2),
            items.iter().map(|i| i * 2).collect::<Vec<_>>()
        );
        assert!(over_cores(&Vec::<usize>::new(), 2, |i| *i).is_empty());
    }
}
