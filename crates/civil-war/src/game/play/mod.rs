//! A phase of play as data: one [`Order`] at a time, each on the board the last one left,
//! each coming to an [`Outcome`] — carried out (what it spent, where a rule stopped it, the
//! ledger with its clauses, what changed on the board) or refused by a clause, in which case
//! nothing changes at all.

use umpire_map::{BadOrder, Dice, DiceError, Outcome};

use crate::map::CivilWarMap;

use super::Game;
use super::order::Order;

mod assault;
mod changes;
mod keys;
mod moves;
mod phase;
mod voyage;

impl<M: CivilWarMap> Game<M> {
    /// Plays `order` on the board as it stands, rolling any dice the rules call for (a force
    /// march's attrition, a commander's initiative for a new destination, a Leader's attack
    /// initiative) with `dice`.
    ///
    /// A legal order changes the [`Situation`](crate::Situation) and its [`Outcome`] says how
    /// (`changes`, in words with printed hex ids); a refused one names the clause and step and
    /// changes nothing, not even the dice's effects.
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
    ///     mode = "rail"
    ///     path = ["0101", "entrain", "0201", "0301", "0401", "detrain", "0402"]
    /// "#)?;
    /// let outcome = game.play(&order, &mut ScriptedDice::new([]))?;
    /// assert_eq!(outcome.cost.as_deref(), Some("3 MP"));
    /// assert_eq!(outcome.changes, ["8th-corps to 0402", "Union rail capacity 20 → 12"]);
    /// # }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`BadOrder`] when the order cannot be judged: a key names a unit, hex, side or place the
    /// game does not have (with the nearest valid name), a path does not start where the unit
    /// is, or the dice cannot roll. Nothing changes then either.
    pub fn play(&mut self, order: &Order, dice: &mut impl Dice) -> Result<Outcome, BadOrder> {
        let before = self.situation.clone();
        let logged = self.log.len();
        let depth = self.history.len();
        let result = match order {
            Order::Move(order) => self.play_move(order, dice),
            Order::Voyage(voyage) => self.play_voyage(voyage, dice),
            Order::ChangeDestination(order) => self.play_change_destination(order, dice),
            Order::Ferry(order) => self.play_ferry(order),
            Order::Assault(order) => self.play_assault(order, dice),
            Order::NextPhase(order) => self.play_next_phase(order),
        };
        match result {
            Ok(mut outcome) if outcome.is_legal() => {
                let events = std::mem::take(&mut outcome.changes);
                outcome.changes = self.changes_since(&before);
                outcome.changes.extend(events);
                // One step back for the whole order, whatever it did on the way.
                self.history.truncate(depth);
                self.remember(before, logged);
                Ok(outcome)
            }
            other => {
                // A refusal or a bad order leaves the board as it was.
                self.situation = before;
                self.log.truncate(logged);
                self.history.truncate(depth);
                other
            }
        }
    }
}

/// Dice that remember what they rolled, for the outcome's words.
struct Recorded<'d, D: Dice> {
    dice: &'d mut D,
    rolls: Vec<u32>,
}

impl<'d, D: Dice> Recorded<'d, D> {
    fn new(dice: &'d mut D) -> Recorded<'d, D> {
        Recorded { dice, rolls: Vec::new() }
    }
}

impl<D: Dice> Dice for Recorded<'_, D> {
    fn roll(&mut self, sides: u32) -> Result<u32, DiceError> {
        let roll = self.dice.roll(sides)?;
        self.rolls.push(roll);
        Ok(roll)
    }
}

/// `mp` as an outcome prints it: `3 MP`, `1 1/2 MP`.
fn mp_text(mp: umpire_map::Mp) -> String {
    format!("{mp} MP")
}
