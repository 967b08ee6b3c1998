//! Recorded games and orders written out in full: the game played, and what the steps of its
//! topics share. The steps, by topic:
//!
//! * [`recorded`] — whole orders files played, and what each order came to;
//! * [`orders`] — one order written in full as its ruleset's TOML, and a new phase or turn.

// `cargo xtask steps` lists the modules in this order (blank lines keep rustfmt from sorting).
pub mod recorded;

pub mod orders;

use std::path::Path;

use umpire_map::Outcome as Came;
use umpire_play::{OrdersFile, Played, Position, Start};

use super::AcceptanceWorld;
use crate::library::{Found, Library};

/// A recorded game, played as far as it went.
pub struct Game {
    /// The orders played.
    pub played: Vec<Played>,
    /// The position after the last order played.
    pub position: Position,
}

impl std::fmt::Debug for Game {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "a recorded game of {}", umpire_map::words::count(self.played.len(), "order"))
    }
}

impl AcceptanceWorld {
    fn game(&self) -> Result<&Game, String> {
        match &self.game {
            None => Err("no orders file has been played: use 'When the orders in \"strategic/antwerp.toml\" are played'".to_owned()),
            Some(Err(message)) => Err(format!("the orders file could not be played: {message}")),
            Some(Ok(game)) => Ok(game),
        }
    }

    /// The recorded game played, for a step expecting `want` of it; or why there is none.
    fn game_for(&self, want: &str) -> Result<&Game, String> {
        self.game().map_err(|why| format!("expected {want}, but {why}"))
    }

    /// Order `number` of the game, for a step expecting `want` of it.
    fn order_numbered(&self, number: usize, want: &str) -> Result<&Played, String> {
        let game = self.game_for(want)?;
        game.played.iter().find(|p| p.number == Some(number)).ok_or_else(|| {
            let last = game.played.iter().filter_map(|p| p.number).max().unwrap_or(0);
            format!(
                "expected {want}, but order {number} was not played: the game stopped after \
                 order {last}"
            )
        })
    }
}

/// A recorded game in words, for the results file and the rulebook: how many orders were
/// played and whether each went as recorded.
pub fn summary(game: &Result<Game, String>) -> String {
    match game {
        Err(message) => format!("orders file rejected: {message}"),
        Ok(game) => {
            let count = game.played.iter().filter(|p| p.number.is_some()).count();
            let orders = umpire_map::words::count(count, "order");
            match game.played.iter().find(|p| !p.as_recorded) {
                None => format!("recorded game: {orders}, every one as recorded"),
                Some(first) => format!(
                    "recorded game: {orders}; {} (line {}) came to {}",
                    first.number.map_or("an opening".to_owned(), |n| format!("order {n}")),
                    first.line,
                    came_to(&first.outcome)
                ),
            }
        }
    }
}

/// An outcome in words: `legal, 3 MP` or `refused at step 2 by STR-3.1-02: …`.
fn came_to(outcome: &Came) -> String {
    match &outcome.refused {
        None => {
            format!("legal{}", outcome.cost.as_ref().map(|c| format!(", {c}")).unwrap_or_default())
        }
        Some(refused) => format!("refused at step {} by {}", refused.step, refused.refusal),
    }
}

/// The orders file `found` and the position its game starts from.
pub fn read_game(library: &Library, found: &Found) -> Result<(OrdersFile, Start), String> {
    match found {
        Found::Disk(path) => {
            let file = OrdersFile::load(path).map_err(|e| e.to_string())?;
            let start = umpire_play::load_start(&file.scenario)?;
            Ok((file, start))
        }
        Found::Builtin { path, text } => {
            let folder = Path::new(path).parent().unwrap_or(Path::new(""));
            let file =
                OrdersFile::parse(text, &found.shown(), folder).map_err(|e| e.to_string())?;
            let name = file.scenario.to_string_lossy().replace('\\', "/");
            let scenario = library.builtin(&name).ok_or_else(|| {
                format!("{}: the scenario {name} is not in the built-in library", found.shown())
            })?;
            let text = scenario.text()?;
            let place = scenario.place();
            let start =
                umpire_play::start_from_str(&text, &scenario.shown(), &library.reader(&place))
                    .map_err(|e| e.to_string())?;
            Ok((file, start))
        }
    }
}
