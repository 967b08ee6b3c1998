//! What a game keeps besides its map: the rules data in force, the situation and the move log
//! ([`GameState`], serde both ways, put back with [`Game::from_state`]); trying an order without
//! playing it ([`Game::try_play`]); and taking orders back ([`Game::undo`]) from the situations
//! kept before each order played.

use std::sync::Arc;

use serde::{Deserialize, Serialize};
use umpire_map::{BadOrder, Dice, Outcome};

use crate::data::RulesData;
use crate::error::PartsError;
use crate::map::CivilWarMap;
use crate::situation::Situation;

use super::order::Order;
use super::{Game, MoveRecord};

/// Everything of a game but its map: the rules data in force, the situation and the moves made.
///
/// Save it with serde (any format: JSON, TOML, a binary one) and put it back on the same map
/// with [`Game::from_state`], which goes on exactly where [`Game::state`] was taken. House rules
/// made in code travel with it, since the rules data are a part of it.
///
/// ```
/// # #[cfg(feature = "scenario")] {
/// use umpire_civil_war::{Game, GameState, Order};
/// use umpire_map::ScriptedDice;
///
/// let scenario = umpire_scenario::load_str(umpire_civil_war::EXAMPLE, "rail.toml")?;
/// let mut game = Game::new(&scenario)?;
/// let order: Order = toml::from_str(r#"
///     order = "move"
///     unit = "8th-corps"
///     path = ["0101", "0201"]
/// "#)?;
/// game.play(&order, &mut ScriptedDice::new([]))?;
///
/// let saved = toml::to_string(&game.state())?;
/// let state: GameState = toml::from_str(&saved)?;
/// let again = Game::from_state(game.map().clone(), state)?;
/// assert_eq!(again.log().len(), 1);
/// assert_eq!(again.state(), game.state());
/// # }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GameState {
    /// The rules data in force.
    pub data: RulesData,
    /// The situation, as the moves so far left it.
    pub situation: Situation,
    /// The moves made so far, the first first.
    pub log: Vec<MoveRecord>,
}

/// The board before one order: what [`Game::undo`] puts back.
#[derive(Debug, Clone)]
pub(super) struct Before {
    /// The situation before the order.
    situation: Situation,
    /// The length of the log before the order.
    logged: usize,
}

impl<M: CivilWarMap> Game<M> {
    /// Everything of the game but its map, to save or to compare: the rules data, the
    /// situation and the move log (copied). What [`Game::undo`] could take back is not a part
    /// of it.
    pub fn state(&self) -> GameState {
        GameState {
            data: RulesData::clone(&self.data),
            situation: self.situation.clone(),
            log: self.log.clone(),
        }
    }

    /// The game `state` was taken from, on `map` (the map it was played on): its rules data,
    /// its situation exactly as it is, and its move log.
    ///
    /// Unlike [`Game::from_parts`], nothing of the situation is filled in: a rail base that
    /// names no side's lines stays empty (the base [`Game::from_parts`] derived from the map is
    /// in the situation already when the state was taken from such a game), and a side's
    /// monthly rail allotment stays as stated. A game rebuilt so has nothing to
    /// [`undo`](Game::undo): the orders before the state stay played.
    ///
    /// # Errors
    /// As [`Game::from_parts`]: the map does not hold together, or the situation does not fit
    /// the rules data or the map.
    pub fn from_state(map: M, state: GameState) -> Result<Game<M>, PartsError> {
        let GameState { data, situation, log } = state;
        let mut game = Game::build(map, data, situation.clone(), false)?;
        game.situation = situation;
        game.log = log;
        Ok(game)
    }

    /// What [`Game::play`] would answer to `order` on the board as it stands, rolling with
    /// `dice` as it would, without changing the game.
    ///
    /// The order is played on a trial game that shares this one's map, rules data and facts
    /// of the map and copies its situation alone (the move log and the undo history are not
    /// copied), so a trial costs what a [`Situation`] clone costs on top of the play itself.
    /// With the same dice (the same script, or a seeded generator in the same state), `play`
    /// then gives an equal [`Outcome`].
    ///
    /// ```
    /// # #[cfg(feature = "scenario")] {
    /// use umpire_civil_war::{Game, Order};
    /// use umpire_map::ScriptedDice;
    ///
    /// let scenario = umpire_scenario::load_str(umpire_civil_war::EXAMPLE, "rail.toml")?;
    /// let mut game = Game::new(&scenario)?;
    /// let order: Order = toml::from_str(r#"
    ///     order = "move"
    ///     unit = "8th-corps"
    ///     path = ["0101", "0201"]
    /// "#)?;
    /// let before = game.state();
    /// let tried = game.try_play(&order, &mut ScriptedDice::new([]))?;
    /// assert_eq!(game.state(), before);
    /// assert_eq!(game.play(&order, &mut ScriptedDice::new([]))?, tried);
    /// # }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// As [`Game::play`].
    pub fn try_play(&self, order: &Order, dice: &mut impl Dice) -> Result<Outcome, BadOrder> {
        let mut trial = Game {
            map: &self.map,
            data: Arc::clone(&self.data),
            situation: self.situation.clone(),
            facts: Arc::clone(&self.facts),
            water: Arc::clone(&self.water),
            log: Vec::new(),
            history: Vec::new(),
            ids: Arc::clone(&self.ids),
            lineage: self.lineage,
        };
        trial.play(order, dice)
    }

    /// Takes back the last order played: the situation is put back as it was before it, and
    /// the move it logged (if any) comes off the log and is returned.
    ///
    /// Every change [`Game::play`] makes is taken back so, one order at a time — also an order
    /// that logs no move (a new phase, a ferry, a new destination, a voyage, an assault): it
    /// is taken back too, and `undo` returns `None` for it. [`Game::apply`], and
    /// [`Game::declare_ferry`] and [`Game::remove_stranded_trains`] when they change the board,
    /// count as one order each. A refused order changed nothing and is not taken back.
    ///
    /// `None` also when there is nothing to take back: nothing was played since the game was
    /// built (or since [`Game::forget_undo`]); [`Game::undo_depth`] tells the two apart.
    ///
    /// # Memory
    /// The game keeps, for each order played and not taken back, the situation before it: one
    /// [`Situation`] clone per order (all units, forts, markers and the rail state), until the
    /// order is undone or [`Game::forget_undo`] drops them. A long game that never undoes
    /// should call [`Game::forget_undo`] now and then (say at each new phase).
    pub fn undo(&mut self) -> Option<MoveRecord> {
        let before = self.history.pop()?;
        self.situation = before.situation;
        let mut taken = self.log.split_off(before.logged.min(self.log.len()));
        taken.pop()
    }

    /// How many orders [`Game::undo`] can take back.
    pub fn undo_depth(&self) -> usize {
        self.history.len()
    }

    /// Drops what [`Game::undo`] would restore (the situation before each order played),
    /// freeing its memory: the orders played so far can no longer be taken back.
    pub fn forget_undo(&mut self) {
        self.history = Vec::new();
    }

    /// Keeps `situation` (the board before an order that changed it) and `logged` (the log's
    /// length before it) for [`Game::undo`].
    pub(super) fn remember(&mut self, situation: Situation, logged: usize) {
        self.history.push(Before { situation, logged });
    }
}
