//! Recorded games under an erratum: every orders file under `games/` is played with the
//! project's errata without the erratum and with it (`umpire play --json --keep-going`), and
//! every order whose verdict, cost or stop changes is listed.

use std::collections::BTreeMap;
use std::ffi::OsString;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde::Deserialize;

/// Where the two errata folders are laid out, under the workspace root.
const WORK: &str = "target/errata-check/games";

/// What one order came to, as a replay compares it.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
struct Order {
    number: Option<usize>,
    key: String,
    line: usize,
    order: String,
    #[serde(flatten)]
    outcome: Came,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
struct Came {
    refused: Option<Refused>,
    spent: Option<String>,
    stop: Option<Clause>,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
struct Refused {
    step: usize,
    clause: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
struct Clause {
    clause: String,
}

#[derive(Debug, Deserialize)]
struct Game {
    orders: Vec<Order>,
}

impl Came {
    /// `legal, 3 MP, stops by STR-3.1-03` or `refused at step 2 by STR-3.1-02`.
    fn words(&self) -> String {
        let mut out = match &self.refused {
            None => "legal".to_owned(),
            Some(r) => format!("refused at step {} by {}", r.step, r.clause),
        };
        if let Some(cost) = &self.spent {
            let _ = write!(out, ", {cost}");
        }
        if let Some(stop) = &self.stop {
            let _ = write!(out, ", stops by {}", stop.clause);
        }
        out
    }
}

/// What the replays found.
#[derive(Debug, Default)]
pub struct Replays {
    /// The report, for a maintainer.
    pub text: String,
    /// How many orders changed.
    pub changed: usize,
    /// How many games could not be played (each makes the command fail).
    pub problems: usize,
}

/// Replays every game under `root/games/` without and with the erratum at `file` (of
/// `ruleset`), given the project's errata folder `errata`.
pub fn replay(root: &Path, errata: &Path, file: &Path, ruleset: &str) -> Replays {
    let mut replays = Replays::default();
    let games = games(&root.join("games"));
    if games.is_empty() {
        replays.text.push_str("\nno recorded games under games/\n");
        return replays;
    }
    let work = root.join(WORK);
    let folders = lay_out(&work, errata, file, ruleset);
    let (without, with) = match folders {
        Ok(folders) => folders,
        Err(message) => {
            replays.problems += 1;
            let _ =
                writeln!(replays.text, "\ncannot lay out the errata to replay games: {message}");
            return replays;
        }
    };
    let mut lines = String::new();
    for game in &games {
        let shown = game.strip_prefix(root).unwrap_or(game).display().to_string();
        let played = [&without, &with].map(|folder| play(root, folder, game));
        let [Ok(before), Ok(after)] = played else {
            replays.problems += 1;
            for message in played.into_iter().filter_map(Result::err) {
                let _ = writeln!(lines, "  ✗ {shown}: {message}");
            }
            continue;
        };
        let (text, changed) = compare(&shown, &before, &after);
        lines.push_str(&text);
        replays.changed += changed;
    }
    let _ = writeln!(
        replays.text,
        "\n{} order(s) of {} recorded game(s) change with it:",
        replays.changed,
        games.len()
    );
    replays.text.push_str(&lines);
    replays
}

/// The orders of game `shown` whose outcome differs between `before` and `after`, in words,
/// and how many.
fn compare(shown: &str, before: &Game, after: &Game) -> (String, usize) {
    let mut lines = String::new();
    let mut changed = 0;
    let old: BTreeMap<&str, &Order> = before.orders.iter().map(|o| (o.key.as_str(), o)).collect();
    for now in &after.orders {
        let Some(was) = old.get(now.key.as_str()) else { continue };
        if was.outcome == now.outcome {
            continue;
        }
        changed += 1;
        let which = now.number.map_or_else(|| "phase opening".to_owned(), |n| format!("order {n}"));
        let _ = writeln!(lines, "  • {shown}:{} {which}: {}", now.line, now.order);
        let _ = writeln!(lines, "      without: {}", was.outcome.words());
        let _ = writeln!(lines, "      with:    {}", now.outcome.words());
    }
    if after.orders.len() != before.orders.len() {
        let _ = writeln!(
            lines,
            "  • {shown}: {} order(s) played without the erratum, {} with it",
            before.orders.len(),
            after.orders.len()
        );
    }
    (lines, changed)
}

/// Every orders file under `folder` (TOML files with `[[phases]]`), in path order.
fn games(folder: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut stack = vec![folder.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "toml")
                && std::fs::read_to_string(&path)
                    .ok()
                    .and_then(|text| text.parse::<toml::Table>().ok())
                    .is_some_and(|t| t.contains_key("phases"))
            {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

/// Two copies of the project's errata: without the erratum at `file`, and with it.
fn lay_out(
    work: &Path,
    errata: &Path,
    file: &Path,
    ruleset: &str,
) -> Result<(PathBuf, PathBuf), String> {
    let without = work.join("without");
    let with = work.join("with");
    let name = file.file_name().ok_or("the erratum has no file name")?;
    for folder in [&without, &with] {
        let _ = std::fs::remove_dir_all(folder);
        copy_tree(errata, folder).map_err(|e| format!("{}: {e}", errata.display()))?;
    }
    let _ = std::fs::remove_file(without.join(ruleset).join(name));
    std::fs::create_dir_all(with.join(ruleset)).map_err(|e| e.to_string())?;
    std::fs::copy(file, with.join(ruleset).join(name))
        .map_err(|e| format!("{}: {e}", file.display()))?;
    Ok((without, with))
}

fn copy_tree(from: &Path, to: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(to)?;
    if !from.is_dir() {
        return Ok(());
    }
    for entry in std::fs::read_dir(from)? {
        let entry = entry?;
        let target = to.join(entry.file_name());
        if entry.path().is_dir() {
            copy_tree(&entry.path(), &target)?;
        } else {
            std::fs::copy(entry.path(), target)?;
        }
    }
    Ok(())
}

/// The game at `game` played with the errata in `errata`, every order judged.
fn play(root: &Path, errata: &Path, game: &Path) -> Result<Game, String> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| OsString::from("cargo"));
    let output = Command::new(cargo)
        .args(["run", "-q", "--bin", "umpire", "--", "play", "--json", "--keep-going"])
        .arg("--edition")
        .arg("latest")
        .arg("--errata")
        .arg(errata)
        .arg(game)
        .current_dir(root)
        .output()
        .map_err(|e| format!("cannot run umpire play: {e}"))?;
    // 0: every order as recorded; 1: some order not; anything else is bad input.
    if !matches!(output.status.code(), Some(0 | 1)) {
        let stderr = String::from_utf8_lossy(&output.stderr);
        return Err(stderr
            .lines()
            .rev()
            .find(|l| !l.trim().is_empty())
            .unwrap_or("umpire play failed")
            .to_owned());
    }
    serde_json::from_slice(&output.stdout).map_err(|e| format!("umpire play --json: {e}"))
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn game(orders: &str) -> Game {
        serde_json::from_str(&format!("{{\"orders\": [{orders}]}}")).unwrap()
    }

    const LEGAL: &str = r#"{"number":1,"key":"phases[0].orders[0]","line":18,"order":"move hq: e3609 → e3708",
        "refused":null,"spent":"3 MP","stop":{"clause":"STR-3.1.1-07","note":"x"}}"#;

    #[test]
    fn only_the_orders_that_change_are_listed() {
        let before = game(LEGAL);
        let after = game(&LEGAL.replace("3 MP", "4 MP"));
        assert_eq!(compare("games/kiev.toml", &before, &before), (String::new(), 0));
        let (text, changed) = compare("games/kiev.toml", &before, &after);
        assert_eq!(changed, 1);
        assert!(text.contains("games/kiev.toml:18 order 1: move hq: e3609 → e3708"), "{text}");
        assert!(text.contains("without: legal, 3 MP, stops by STR-3.1.1-07"), "{text}");
        assert!(text.contains("with:    legal, 4 MP, stops by STR-3.1.1-07"), "{text}");
    }

    #[test]
    fn an_outcome_reads_in_words() {
        let came: Came = serde_json::from_str(
            r#"{"refused":{"step":2,"clause":"STR-3.1-02","reason":"x"},"spent":"2 MP","stop":null}"#,
        )
        .unwrap();
        assert_eq!(came.words(), "refused at step 2 by STR-3.1-02, 2 MP");
    }
}
