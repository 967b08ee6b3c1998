//! Recorded games played under a set of errata: every order judged, in words a comparison
//! reads (its verdict, what it spent, where a rule stopped it, the clause and the reason).

use serde::Serialize;
use umpire_play::errata::{Edition, Errata};
use umpire_play::{PlayOptions, Session};

pub use super::outcome::words;
use super::project::GameFile;
use crate::library::Library;

/// One order of a game as played.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct OrderPlayed {
    /// Its key path in the orders file (`phases[0].orders[1]`).
    pub key: String,
    /// The line it starts on.
    pub line: usize,
    /// Its number in the file, from 1 (`None`: the order that opens a phase).
    pub number: Option<usize>,
    /// The order in short (`move russian-hq: e3609 → e3708`).
    pub order: String,
    /// What it came to, in words.
    pub came: String,
    /// Whether it went as recorded.
    pub as_recorded: bool,
}

/// A game as played: its orders, or why it could not be played.
pub type GamePlayed = Result<Vec<OrderPlayed>, String>;

/// Plays `game` to its end (past any order that does not go as recorded) with `errata` in
/// force, each scenario judged by `edition` (`None`: the edition its scenario pins, else the
/// latest).
pub fn play(
    library: &Library,
    game: &GameFile,
    errata: &Errata,
    edition: Option<Edition>,
) -> GamePlayed {
    let (file, start) = crate::steps::games::read_game(library, &game.found)?;
    let mut session = Session::with_errata(file, start, |rules, ruleset, origin| {
        umpire_play::errata::apply(errata, rules, ruleset, edition, origin)
            .map(drop)
            .map_err(|e| e.to_string())
    })
    .map_err(|e| e.to_string())?;
    session.play(PlayOptions { keep_going: true, until: None }).map_err(|e| e.to_string())?;
    Ok(session
        .played()
        .iter()
        .map(|p| OrderPlayed {
            key: p.key.clone(),
            line: p.line,
            number: p.number,
            order: p.order.clone(),
            came: words(&p.outcome),
            as_recorded: p.as_recorded,
        })
        .collect())
}
