//! Playing a recorded game: its phases in order, each opened by the ruleset's phase (or turn)
//! order and then its orders, every order judged on the board the one before left.

use serde::Serialize;
use umpire_map::{BadOrder, Outcome};

use super::board::{Board, Position, Start};
use super::dice::GameDice;
use super::error::OrdersError;
use super::file::{Expect, OrdersFile};

/// How far to play, and what to do at an order that does not go as recorded.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PlayOptions {
    /// Go on past an order that does not go as recorded, judging the rest on the board as it
    /// stands (a refused order changes nothing).
    pub keep_going: bool,
    /// Stop after order `n` (counted from 1, phase openings not counted).
    pub until: Option<usize>,
}

/// One order played: what it was and what it came to.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Played {
    /// Its number in the file, from 1; `None` for the order that opens a phase.
    pub number: Option<usize>,
    /// The phase it belongs to, from 1.
    pub phase: usize,
    /// Its key path in the orders file (`phases[1].orders[0]`).
    pub key: String,
    /// The line it starts on.
    pub line: usize,
    /// The order in short (`move 1p: w3718 w3618`).
    pub order: String,
    /// The dice it rolled.
    pub rolls: Vec<u32>,
    /// What it came to.
    pub outcome: Outcome,
    /// What the recorder expected, if stated.
    pub expect: Option<Expect>,
    /// Whether it went as recorded: as its `expect` says, or legal when it says nothing.
    pub as_recorded: bool,
}

/// A recorded game being played.
pub struct Session {
    file: OrdersFile,
    board: Board,
    dice: GameDice,
    played: Vec<Played>,
}

impl Session {
    /// The game `file` records, starting from `start` under the rules as its scenario gives
    /// them (no errata).
    ///
    /// # Errors
    /// [`OrdersError`] when the scenario names no ruleset recorded games play, or does not set
    /// up a game.
    pub fn new(file: OrdersFile, start: Start) -> Result<Session, OrdersError> {
        Session::with_errata(file, start, |_, _, _| Ok(()))
    }

    /// As [`Session::new`], with `amend` laying errata over the scenario's `[rules]` first
    /// (given the ruleset and the scenario file's name; see [`crate::errata::apply`]). A saved
    /// game ([`Session::position`]) writes back the rules data the scenario wrote, not the
    /// errata laid over it, so it is judged by the edition it is loaded under.
    ///
    /// # Errors
    /// As [`Session::new`], and `amend`'s message.
    pub fn with_errata(
        file: OrdersFile,
        mut start: Start,
        amend: impl FnOnce(&mut Option<toml::Table>, &str, &str) -> Result<(), String>,
    ) -> Result<Session, OrdersError> {
        let written = start.data();
        let (ruleset, origin) = start.ruleset_and_origin();
        amend(start.rules_mut(), &ruleset, &origin)
            .map_err(|message| file.error_at("scenario", message, None))?;
        let board = Board::new(start, written)
            .map_err(|message| file.error_at("scenario", message, None))?;
        let dice = GameDice::new(&file.dice);
        Ok(Session { file, board, dice, played: Vec::new() })
    }

    /// The ruleset the game is played under (`strategic`, `civil-war`, `minis-dice`).
    pub fn ruleset(&self) -> &'static str {
        self.board.ruleset()
    }

    /// The orders file.
    pub fn file(&self) -> &OrdersFile {
        &self.file
    }

    /// The orders played so far.
    pub fn played(&self) -> &[Played] {
        &self.played
    }

    /// Whether every order played went as recorded.
    pub fn as_recorded(&self) -> bool {
        self.played.iter().all(|p| p.as_recorded)
    }

    /// The position now, as a scenario that loads to it (a saved game).
    pub fn position(&self) -> Position {
        self.board.position()
    }

    /// Plays the game from the start, as far as `options` say: to the end, to order
    /// `options.until`, or to the first order that does not go as recorded.
    ///
    /// # Errors
    /// [`OrdersError`] at the first order the ruleset cannot judge (an unknown unit, place or
    /// convoy, an order of another ruleset), with the nearest valid name.
    pub fn play(&mut self, options: PlayOptions) -> Result<&[Played], OrdersError> {
        let phases = self.file.phases.clone();
        let mut orders = 0;
        for (index, phase) in phases.iter().enumerate() {
            // After order `until`, not even the next phase opens.
            if options.until.is_some_and(|n| orders >= n) {
                return Ok(&self.played);
            }
            if index > 0 || !phase.opening.is_empty() {
                let mut opening = phase.opening.clone();
                opening
                    .entry("order")
                    .or_insert_with(|| toml::Value::String(self.board.opening_kind().to_owned()));
                let played = self.judge(&opening, None, &phase.key, index + 1, None, None)?;
                if !played.as_recorded && !options.keep_going {
                    return Ok(&self.played);
                }
            }
            for entry in &phase.orders {
                if options.until.is_some_and(|n| entry.number > n) {
                    return Ok(&self.played);
                }
                orders = entry.number;
                let played = self.judge(
                    &entry.order,
                    Some(entry.number),
                    &entry.key,
                    index + 1,
                    entry.expect.clone(),
                    entry.rolls.as_deref(),
                )?;
                if !played.as_recorded && !options.keep_going {
                    return Ok(&self.played);
                }
            }
        }
        Ok(&self.played)
    }

    /// Plays one order and records it.
    fn judge(
        &mut self,
        order: &toml::Table,
        number: Option<usize>,
        key: &str,
        phase: usize,
        expect: Option<Expect>,
        rolls: Option<&[u32]>,
    ) -> Result<&Played, OrdersError> {
        self.dice.begin(rolls);
        let outcome =
            self.board.play(order, &mut self.dice).map_err(|bad| self.located(key, &bad))?;
        let as_recorded = went_as_recorded(&outcome, expect.as_ref());
        let line = self.file.keys.nearest(key).map_or(0, |p| p.line);
        self.played.push(Played {
            number,
            phase,
            key: key.to_owned(),
            line,
            order: describe(order),
            rolls: self.dice.rolled.clone(),
            outcome,
            expect,
            as_recorded,
        });
        Ok(&self.played[self.played.len() - 1])
    }

    /// A ruleset's complaint about the order at `key`, placed in the file.
    fn located(&self, key: &str, bad: &BadOrder) -> OrdersError {
        let at = if bad.key.is_empty() { key.to_owned() } else { format!("{key}.{}", bad.key) };
        let mut message = bad.message.clone();
        if self.dice.ran_dry {
            message = "this order rolls dice and the game has none: give the file dice = { seed = 1 } (or dice = { rolls = [...] }), or the order rolls = [...]".to_owned();
        }
        self.file.error_at(&at, message, bad.suggestion.clone())
    }
}

/// Whether `outcome` is what `expect` says (legal when it says nothing).
fn went_as_recorded(outcome: &Outcome, expect: Option<&Expect>) -> bool {
    let Some(expect) = expect else { return outcome.is_legal() };
    let verdict = match expect.verdict.as_deref() {
        None | Some("legal") => outcome.is_legal(),
        Some("refused" | "illegal") => !outcome.is_legal(),
        Some(clause) => outcome.clause() == Some(clause),
    };
    let cost = expect.cost.as_ref().is_none_or(|cost| outcome.cost.as_ref() == Some(cost));
    let stop = expect.stop.as_deref().is_none_or(|stop| match &outcome.stop {
        None => stop == "none",
        Some(citation) => citation.clause.as_str() == stop,
    });
    verdict && cost && stop
}

/// An order in short: its kind, its unit or units, and its path or destination
/// (`move 1p: w3718 → w3617`, `next-phase: reserve`).
pub(super) fn describe(order: &toml::Table) -> String {
    let word = |value: &toml::Value| match value {
        toml::Value::String(s) => s.clone(),
        toml::Value::Table(t) => {
            t.get("unit").and_then(toml::Value::as_str).unwrap_or_default().to_owned()
        }
        other => other.to_string(),
    };
    let words = |value: &toml::Value, between: &str| match value {
        // A point on a table: `(55, 40)`.
        toml::Value::Array(items) if items.iter().all(|i| i.is_integer() || i.is_float()) => {
            format!("({})", items.iter().map(word).collect::<Vec<_>>().join(", "))
        }
        toml::Value::Array(items) => items.iter().map(word).collect::<Vec<_>>().join(between),
        other => word(other),
    };
    let mut out = order.get("order").map_or_else(|| "move".to_owned(), word);
    for key in ["unit", "transport", "group"] {
        if let Some(value) = order.get(key) {
            out.push(' ');
            out.push_str(&words(value, ", "));
        }
    }
    if let Some(units) = order.get("units") {
        let units = words(units, ", ");
        out.push_str(&if order.contains_key("group") {
            format!(" ({units})")
        } else {
            format!(" {units}")
        });
    }
    let mut details = Vec::new();
    if let Some(path) = order.get("path") {
        details.push(words(path, " → "));
    }
    for key in ["to", "target", "land_in", "phase", "side"] {
        if let Some(value) = order.get(key) {
            details.push(format!("{key} {}", words(value, ", ")));
        }
    }
    if !details.is_empty() {
        out.push_str(": ");
        out.push_str(&details.join(", "));
    }
    out
}
