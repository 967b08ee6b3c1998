//! The dice a recorded game rolls: an order's own scripted rolls first, then the game's (a seed
//! or a script), or none.

use umpire_map::{Dice, DiceError, ScriptedDice, SeededDice};

use super::file::DiceSpec;

/// A recorded game's dice.
#[derive(Debug, Clone)]
pub(super) struct GameDice {
    /// This order's own rolls (`rolls = […]` on the order).
    order: ScriptedDice,
    game: GameRolls,
    /// Rolls made so far by this order, shown in its outcome.
    pub(super) rolled: Vec<u32>,
    /// This order asked for a roll the game has no dice for.
    pub(super) ran_dry: bool,
}

#[allow(clippy::large_enum_variant)] // one per game
#[derive(Debug, Clone)]
enum GameRolls {
    None,
    Seeded(SeededDice),
    Scripted(ScriptedDice),
}

impl GameDice {
    pub(super) fn new(spec: &DiceSpec) -> GameDice {
        let game = match spec {
            DiceSpec::None => GameRolls::None,
            DiceSpec::Seed(seed) => GameRolls::Seeded(SeededDice::new(*seed)),
            DiceSpec::Rolls(rolls) => GameRolls::Scripted(ScriptedDice::new(rolls.iter().copied())),
        };
        GameDice { order: ScriptedDice::default(), game, rolled: Vec::new(), ran_dry: false }
    }

    /// Starts an order with its own scripted `rolls`, if any.
    pub(super) fn begin(&mut self, rolls: Option<&[u32]>) {
        self.order = ScriptedDice::new(rolls.unwrap_or_default().iter().copied());
        self.rolled.clear();
        self.ran_dry = false;
    }
}

impl Dice for GameDice {
    fn roll(&mut self, sides: u32) -> Result<u32, DiceError> {
        let roll = if self.order.remaining() > 0 {
            self.order.roll(sides)
        } else {
            match &mut self.game {
                GameRolls::None => {
                    self.ran_dry = true;
                    Err(DiceError::ScriptExhausted { used: self.rolled.len() })
                }
                GameRolls::Seeded(dice) => dice.roll(sides),
                GameRolls::Scripted(dice) => dice.roll(sides),
            }
        }?;
        self.rolled.push(roll);
        Ok(roll)
    }
}
