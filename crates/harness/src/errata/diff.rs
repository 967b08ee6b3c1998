//! `umpire errata diff`: what an erratum changes. The project's scenarios of the erratum's
//! ruleset run without it and with it, in one process, on every core; its recorded games are
//! played both ways; every scenario whose outcome or verdict (cost, stop, clause, reason)
//! changes is listed before → after, then every order of a game that comes to something else.
//!
//! **Without and with.** "Without" is the project's errata (the `--errata` folder, else none)
//! less the erratum tried; "with" is the same with it. An erratum of a folder is tried alone
//! over the project's errata, each in turn.
//!
//! **Accounted for.** A change is accounted for unless a scenario that passed without the
//! erratum fails with it and is not tagged `@erratum-<id>` (it should be updated, pinned to the
//! old edition with `@edition-base`, or tagged), or an order of a recorded game that went as
//! recorded no longer does (update its `expect`).

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::sync::Arc;

use serde::Serialize;
use umpire_play::errata::{Edition, Errata, Erratum};

use super::project::{GameFile, Project};
use super::replay::{self, GamePlayed};
use super::run_records;
use crate::results::Record;
use crate::run::clause_tags::looks_like_clause;
use crate::suite::Suite;

/// How a diff runs.
#[derive(Debug, Clone, Copy)]
pub struct Options {
    /// The edition a scenario is judged by when it pins none (`None`: the latest).
    pub edition: Option<Edition>,
    /// How many scenarios run at once.
    pub workers: usize,
}

/// A scenario's outcome, as a diff compares it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Seen {
    /// `passed` or `failed`.
    pub status: String,
    /// Why it failed.
    pub message: Option<String>,
    /// Its verdicts in full ([`super::outcome::in_full`]).
    pub verdict: Option<String>,
}

impl Seen {
    fn of(record: &Record) -> Seen {
        Seen {
            status: record.status.to_owned(),
            message: record.message.clone(),
            verdict: record.detail.clone().or_else(|| record.verdict.clone()),
        }
    }
}

/// A scenario the erratum changes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ScenarioChange {
    /// Its feature file, as shown.
    pub feature: String,
    /// Its line.
    pub line: usize,
    /// Its name.
    pub name: String,
    /// The clause ids it is tagged with.
    pub clauses: Vec<String>,
    /// Whether it is tagged `@erratum-<id>` (expected to change).
    pub tagged: bool,
    /// Without the erratum.
    pub before: Seen,
    /// With it.
    pub after: Seen,
    /// Whether the change is accounted for (see the module's documentation).
    pub accounted: bool,
}

/// An order of a recorded game the erratum changes (or a game it keeps from being played).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct OrderChange {
    /// The orders file, as shown.
    pub game: String,
    /// The order's line (0: the whole game).
    pub line: usize,
    /// Its number (`None`: a phase's opening order, or the whole game).
    pub number: Option<usize>,
    /// The order in short.
    pub order: String,
    /// What it came to without the erratum.
    pub before: String,
    /// With it.
    pub after: String,
    /// Whether it went as recorded (legal, or as its `expect` says) without the erratum.
    pub as_recorded_before: bool,
    /// Whether it goes as recorded with it.
    pub as_recorded_after: bool,
}

/// What one erratum changes.
#[derive(Debug, Clone, Serialize)]
pub struct Tried {
    /// The erratum's id (its file name without `.toml`).
    pub id: String,
    /// Its ruleset.
    pub ruleset: String,
    /// Its title.
    pub title: String,
    /// Its file.
    pub file: String,
    /// How many scenarios ran both ways.
    pub scenarios: usize,
    /// How many recorded games were played both ways.
    pub games: usize,
    /// The scenarios it changes.
    pub changed: Vec<ScenarioChange>,
    /// The orders of recorded games it changes.
    pub orders: Vec<OrderChange>,
    /// The clauses it changes that no scenario run is tagged with.
    pub untagged: Vec<String>,
}

impl Tried {
    /// How many changes are not accounted for.
    pub fn unaccounted(&self) -> usize {
        self.changed.iter().filter(|c| !c.accounted).count()
            + self
                .orders
                .iter()
                .filter(|o| o.as_recorded_before && o.line == 0 && !o.as_recorded_after)
                .count()
    }
}

/// Tries each of `errata` on `project` over the project's errata `base` (worked examples
/// `examples`); one [`Tried`] each, in order.
///
/// # Errors
/// A suite cannot be made of the errata (an erratum its ruleset refuses).
pub fn diff(
    project: &Project,
    base: &Errata,
    examples: &Errata,
    errata: &[Erratum],
    options: Options,
) -> Result<Vec<Tried>, String> {
    let phrases = Arc::new(crate::command::phrases());
    let mut touched: Vec<&str> = errata.iter().map(|e| e.ruleset.as_str()).collect();
    touched.sort_unstable();
    touched.dedup();
    // One run without any erratum tried serves them all: each leaves its own out of `base`.
    let plain = base_without(base, errata);
    let mut without_suite = Suite::new(plain.clone(), examples.clone(), project.library.clone())?;
    without_suite.edition = options.edition;
    let without_suite = Arc::new(without_suite);
    let without =
        keyed(run_records(&project.select(&touched), &without_suite, &phrases, options.workers));
    let games_without: Vec<(GameFile, GamePlayed)> =
        play_all(project, &project.games_of(&touched), &plain, options);
    let mut out = Vec::new();
    for erratum in errata {
        let with_errata = plain.with(erratum.clone());
        let with_suite = Arc::new(without_suite.with_errata(with_errata.clone())?);
        let selected = project.select(&[erratum.ruleset.as_str()]);
        let with = run_records(&selected, &with_suite, &phrases, options.workers);
        let games: Vec<&(GameFile, GamePlayed)> = games_without
            .iter()
            .filter(|(g, _)| g.ruleset.as_deref().is_none_or(|r| r == erratum.ruleset))
            .collect();
        let game_files: Vec<GameFile> = games.iter().map(|(g, _)| g.clone()).collect();
        let games_with = play_all(project, &game_files, &with_errata, options);
        let mut orders = Vec::new();
        for ((game, before), (_, after)) in games.iter().zip(&games_with) {
            orders.extend(compare_game(&game.found.shown(), before, after));
        }
        out.push(compare(erratum, &without, &with, orders, game_files.len()));
    }
    Ok(out)
}

/// `base` less every erratum of `errata`.
fn base_without(base: &Errata, errata: &[Erratum]) -> Errata {
    errata.iter().fold(base.clone(), |set, e| set.without(&e.ruleset, &e.id))
}

/// Records by feature and line.
fn keyed(records: Vec<Record>) -> BTreeMap<(String, usize, String), Record> {
    records.into_iter().map(|r| ((r.feature.clone(), r.line, r.name.clone()), r)).collect()
}

/// Plays `games` under `errata`, over the cores.
fn play_all(
    project: &Project,
    games: &[GameFile],
    errata: &Errata,
    options: Options,
) -> Vec<(GameFile, GamePlayed)> {
    let played = super::over_cores(games, options.workers, |game| {
        replay::play(&project.library, game, errata, options.edition)
    });
    games.iter().cloned().zip(played).collect()
}

/// The orders of a game that come to something else.
fn compare_game(shown: &str, before: &GamePlayed, after: &GamePlayed) -> Vec<OrderChange> {
    let whole = |before: String, after: String, played: (bool, bool)| OrderChange {
        game: shown.to_owned(),
        line: 0,
        number: None,
        order: "the whole game".to_owned(),
        before,
        after,
        as_recorded_before: played.0,
        as_recorded_after: played.1,
    };
    match (before, after) {
        (Ok(before), Ok(after)) => {
            let old: BTreeMap<&str, _> = before.iter().map(|o| (o.key.as_str(), o)).collect();
            let mut changes: Vec<OrderChange> = after
                .iter()
                .filter_map(|now| {
                    let was = old.get(now.key.as_str())?;
                    (was.came != now.came || was.as_recorded != now.as_recorded).then(|| {
                        OrderChange {
                            game: shown.to_owned(),
                            line: now.line,
                            number: now.number,
                            order: now.order.clone(),
                            before: was.came.clone(),
                            after: now.came.clone(),
                            as_recorded_before: was.as_recorded,
                            as_recorded_after: now.as_recorded,
                        }
                    })
                })
                .collect();
            if before.len() != after.len() {
                changes.push(whole(
                    format!("{} order(s) played", before.len()),
                    format!("{} order(s) played", after.len()),
                    (true, true),
                ));
            }
            changes
        }
        (Err(a), Err(b)) if a == b => Vec::new(),
        (Err(a), Err(b)) => vec![whole(a.clone(), b.clone(), (false, false))],
        (Ok(_), Err(b)) => {
            vec![whole("played".to_owned(), format!("cannot be played: {b}"), (true, false))]
        }
        (Err(a), Ok(_)) => {
            vec![whole(format!("cannot be played: {a}"), "played".to_owned(), (false, true))]
        }
    }
}

/// What `erratum` changes, from the runs without it and with it.
fn compare(
    erratum: &Erratum,
    without: &BTreeMap<(String, usize, String), Record>,
    with: &[Record],
    orders: Vec<OrderChange>,
    games: usize,
) -> Tried {
    let tag = erratum.tag();
    let mut changed = Vec::new();
    let mut with_sorted: Vec<&Record> = with.iter().collect();
    with_sorted.sort_by(|a, b| (&a.feature, a.line).cmp(&(&b.feature, b.line)));
    for now in &with_sorted {
        let Some(was) = without.get(&(now.feature.clone(), now.line, now.name.clone())) else {
            continue;
        };
        let (before, after) = (Seen::of(was), Seen::of(now));
        if before == after {
            continue;
        }
        let tagged = now.tags.contains(&tag);
        changed.push(ScenarioChange {
            feature: now.feature.clone(),
            line: now.line,
            name: now.name.clone(),
            clauses: now.tags.iter().filter(|t| looks_like_clause(t)).cloned().collect(),
            tagged,
            accounted: tagged || !was.passed() || now.passed(),
            before,
            after,
        });
    }
    let untagged = erratum
        .changed_clauses()
        .into_iter()
        .filter(|id| !with.iter().any(|r| r.tags.iter().any(|t| t == id)))
        .map(str::to_owned)
        .collect();
    Tried {
        id: erratum.id.clone(),
        ruleset: erratum.ruleset.clone(),
        title: erratum.title.clone(),
        file: erratum.origin.clone(),
        scenarios: with.len(),
        games,
        changed,
        orders,
        untagged,
    }
}

/// A diff in words, for a maintainer.
pub fn text(tried: &Tried) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "erratum {} ({}): {}", tried.id, tried.ruleset, tried.title);
    let _ = writeln!(
        out,
        "{} scenario(s) of {} and {} recorded game(s) run without it and with it",
        tried.scenarios, tried.ruleset, tried.games
    );
    let _ = writeln!(out, "\n{} scenario(s) change with it:", tried.changed.len());
    for change in &tried.changed {
        let mark = if change.accounted { "✓" } else { "✗" };
        let _ = writeln!(
            out,
            "  {mark} {}:{}  {}{}",
            change.feature,
            change.line,
            change.name,
            if change.clauses.is_empty() {
                String::new()
            } else {
                format!("  [{}]", change.clauses.join(" "))
            }
        );
        let (before, after) = seen_lines(&change.before, &change.after);
        let _ = writeln!(out, "      without: {before}");
        let _ = writeln!(out, "      with:    {after}");
        if !change.accounted {
            let _ = writeln!(
                out,
                "      not accounted for: update it to the new rule, pin it to the rules as \
                 published with @edition-base, or tag it @erratum-{}",
                tried.id
            );
        }
    }
    let _ = writeln!(out, "\n{} order(s) of recorded games change with it:", tried.orders.len());
    for order in &tried.orders {
        let unplayable = order.line == 0 && order.as_recorded_before && !order.as_recorded_after;
        let mark = if unplayable { "✗" } else { "•" };
        let which = match (order.number, order.line) {
            (_, 0) => String::new(),
            (Some(n), line) => format!(":{line} order {n}"),
            (None, line) => format!(":{line} phase opening"),
        };
        let _ = writeln!(out, "  {mark} {}{which}: {}", order.game, order.order);
        let _ = writeln!(out, "      without: {}", order.before);
        let _ = writeln!(out, "      with:    {}", order.after);
        if order.as_recorded_before != order.as_recorded_after && order.line > 0 {
            let _ = writeln!(
                out,
                "      {}",
                if order.as_recorded_after {
                    "now goes as recorded"
                } else {
                    "no longer goes as recorded: update its expect, or keep the game as a \
                     record of the rules as published"
                }
            );
        }
    }
    if !tried.untagged.is_empty() {
        let _ = writeln!(
            out,
            "\nclauses it changes that no scenario run is tagged with: {}",
            tried.untagged.join(", ")
        );
    }
    let unaccounted = tried.unaccounted();
    let _ = writeln!(
        out,
        "\n{}",
        if unaccounted == 0 {
            "every change is accounted for".to_owned()
        } else {
            format!("{unaccounted} change(s) not accounted for (marked ✗)")
        }
    );
    out
}

/// The two sides of a scenario's change in words: its status (and failure), then the lines of
/// its verdicts that differ.
fn seen_lines(before: &Seen, after: &Seen) -> (String, String) {
    let status = |seen: &Seen| match &seen.message {
        None => seen.status.clone(),
        Some(message) => {
            let first = message.lines().find(|l| !l.trim().is_empty()).unwrap_or_default();
            format!("{}: {}", seen.status, first.trim())
        }
    };
    let (mut a, mut b) = (status(before), status(after));
    let lines = |seen: &Seen| -> Vec<String> {
        seen.verdict.as_deref().unwrap_or("no verdict").lines().map(str::to_owned).collect()
    };
    let (old, new) = (lines(before), lines(after));
    if old != new {
        let differing: Vec<usize> =
            (0..old.len().max(new.len())).filter(|&i| old.get(i) != new.get(i)).collect();
        let pick = |all: &[String]| {
            differing.iter().filter_map(|&i| all.get(i)).cloned().collect::<Vec<_>>().join("; ")
        };
        a.push_str(&format!(" — {}", pick(&old)));
        b.push_str(&format!(" — {}", pick(&new)));
    }
    (a, b)
}
