//! What a game keeps besides its map: the rules data in force, the situation and the log
//! ([`GameState`], serde, to save a game and rebuild it with [`Game::from_state`]), and the
//! game before each order played, so that an order can be taken back ([`Game::undo`]) or judged
//! without being played at all ([`Game::try_play`]).

use serde::{Deserialize, Serialize};
use umpire_map::{BadOrder, Outcome};

use crate::data::RulesData;
use crate::error::PartsError;
use crate::map::StrategicMap;
use crate::order::Order;
use crate::situation::Situation;

use super::apply::Change;
use super::{Game, MoveRecord};

/// Everything of a game but its map: the rules data in force, the situation and the moves
/// logged this phase. Plain data (serde): save it in any serde format, and rebuild the game on
/// the same map with [`Game::from_state`].
///
/// What a game works out from these (the facts of the map, each faction's view of the board)
/// is not part of it: the rebuilt game works it out again. Neither is the history
/// [`Game::undo`] takes orders back from: a rebuilt game starts with none.
///
/// ```
/// # #[cfg(feature = "scenario")] {
/// use umpire_scenario::ScenarioMap;
/// use umpire_strategic::{Game, GameState, Order};
///
/// let scenario = umpire_scenario::load_str(include_str!("../../embedded/antwerp.toml"), "antwerp.toml")?;
/// let mut game: Game<ScenarioMap> = Game::new(&scenario)?;
/// let order: Order = toml::from_str(r#"order = "move"
///     unit = "inf-w3619"
///     path = ["w3619", "w3718", "w3717"]"#)?;
/// game.play(&order)?;
///
/// // Save everything but the map, then rebuild the game on the same map.
/// let saved = toml::to_string(&game.state())?;
/// let state: GameState = toml::from_str(&saved)?;
/// let again = Game::from_state(game.map().clone(), state)?;
/// assert_eq!(again.log(), game.log());
/// assert_eq!(again.situation(), game.situation());
/// # }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GameState {
    /// The rules data in force.
    pub data: RulesData,
    /// The situation, as the moves so far left it.
    pub situation: Situation,
    /// The moves made so far this phase, in order.
    pub log: Vec<MoveRecord>,
}

/// The game before one order: its situation, and its log (only its length when the order can
/// but add to the log; the whole log when it starts a new phase, which clears it).
#[derive(Debug, Clone)]
pub(super) struct Before {
    situation: Situation,
    log: LogBefore,
}

/// The log before an order.
#[derive(Debug, Clone)]
enum LogBefore {
    /// As long as this: the order adds at most one record.
    Length(usize),
    /// This log: the order clears it.
    Whole(Vec<MoveRecord>),
}

impl<M: StrategicMap> Game<M> {
    /// Everything of the game but its map: the rules data, the situation and the log
    /// ([`GameState`]), to save and rebuild with [`Game::from_state`].
    pub fn state(&self) -> GameState {
        GameState {
            data: self.data.clone(),
            situation: self.situation.clone(),
            log: self.log.clone(),
        }
    }

    /// The game that `state` ([`Game::state`]) describes, on `map`: [`Game::from_parts`] with
    /// its rules data and situation, and its log put back. Nothing to undo yet.
    ///
    /// # Errors
    /// As [`Game::from_parts`]: the map does not hold together, or the map, the rules data and
    /// the situation do not fit together.
    pub fn from_state(map: M, state: GameState) -> Result<Game<M>, PartsError> {
        let GameState { data, situation, log } = state;
        let mut game = Game::from_parts(map, data, situation)?;
        game.log = log;
        Ok(game)
    }

    /// What [`Game::play`] would answer for `order` on the board as it stands, without playing
    /// it: the same [`Outcome`] (or the same [`BadOrder`]), and the game unchanged. Neither the
    /// game nor its situation is copied: the order is judged, and what it would change is
    /// dropped.
    ///
    /// ```
    /// # #[cfg(feature = "scenario")] {
    /// use umpire_strategic::{Game, Order};
    ///
    /// let text = include_str!("../../embedded/antwerp.toml");
    /// let mut game = Game::new(&umpire_scenario::load_str(text, "antwerp.toml")?)?;
    /// let order: Order = toml::from_str(r#"order = "move"
    ///     unit = "inf-w3619"
    ///     path = ["w3619", "w3718", "w3717"]"#)?;
    /// let before = game.state();
    /// let tried = game.try_play(&order)?;
    /// assert_eq!(game.state(), before);
    /// assert_eq!(game.play(&order)?, tried);
    /// # }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// As [`Game::play`].
    pub fn try_play(&self, order: &Order) -> Result<Outcome, BadOrder> {
        self.judge(order).map(|(outcome, _)| outcome)
    }

    /// Takes back the last order played ([`Game::play`], [`Game::apply`]) or change made
    /// ([`Game::set_phase`], [`Game::set_weather`]): the situation and the log are again as
    /// they were before it. Returns the move it logged, if it logged one: `None` also when that
    /// order was refused or began a phase, so count what is left with [`Game::undo_depth`].
    /// A next-phase order is taken back whole: the phase, the side, the weather, and the
    /// previous phase's log.
    ///
    /// Every order played keeps a copy of the situation before it (its units, markers, ports,
    /// convoys, countries and weather: a few kilobytes for a large board), until it is taken
    /// back or [`Game::forget_undo`] drops the copies. A bad order ([`BadOrder`]) changes
    /// nothing and keeps nothing.
    ///
    /// ```
    /// # #[cfg(feature = "scenario")] {
    /// use umpire_strategic::{Game, Order};
    ///
    /// let text = include_str!("../../embedded/antwerp.toml");
    /// let mut game = Game::new(&umpire_scenario::load_str(text, "antwerp.toml")?)?;
    /// let start = game.state();
    /// let order: Order = toml::from_str(r#"order = "move"
    ///     unit = "inf-w3619"
    ///     path = ["w3619", "w3718", "w3717"]"#)?;
    /// game.play(&order)?;
    /// let undone = game.undo().expect("the move is taken back");
    /// assert_eq!(undone.unit, "inf-w3619");
    /// assert_eq!(game.state(), start);
    /// assert_eq!((game.undo(), game.undo_depth()), (None, 0));
    /// # }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn undo(&mut self) -> Option<MoveRecord> {
        let Before { situation, log } = self.history.pop()?;
        let record = match log {
            LogBefore::Length(length) => {
                let record = if self.log.len() > length { self.log.pop() } else { None };
                self.log.truncate(length);
                record
            }
            LogBefore::Whole(log) => {
                self.log = log;
                None
            }
        };
        self.restore(situation);
        record
    }

    /// How many orders [`Game::undo`] can take back.
    pub fn undo_depth(&self) -> usize {
        self.history.len()
    }

    /// Forgets what [`Game::undo`] would restore (and the memory it holds): the orders played
    /// so far can no longer be taken back.
    pub fn forget_undo(&mut self) {
        self.history = Vec::new();
    }

    /// Remembers the game as it is, before a change that `clears_log` or not.
    pub(super) fn remember(&mut self, clears_log: bool) {
        let log = if clears_log {
            LogBefore::Whole(self.log.clone())
        } else {
            LogBefore::Length(self.log.len())
        };
        self.history.push(Before { situation: self.situation.clone(), log });
    }

    /// Makes `change` (what an order was judged to change), remembering the game before it.
    pub(super) fn enact(&mut self, change: Change) {
        self.remember(matches!(change, Change::NextPhase { .. }));
        self.commit(change);
    }
}
