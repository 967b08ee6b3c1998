//! Injected dice.
//!
//! Rules crates never reach for a global random source: whoever adjudicates hands them a
//! [`Dice`]. Tests and Gherkin scenarios use [`ScriptedDice`] ("the dice will roll 4 then 2");
//! games use [`SeededDice`], which gives the same rolls for the same seed on every machine and
//! every version of this crate.

use std::collections::VecDeque;

use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};
use serde::{Deserialize, Serialize};

/// Why a die could not be rolled.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DiceError {
    /// A die needs at least one face.
    #[error("a die needs at least one face, asked for a {sides}-sided die")]
    NoFaces {
        /// The faces asked for.
        sides: u32,
    },
    /// The script has no rolls left.
    #[error("the scripted dice ran out after {used} roll(s): script one more roll")]
    ScriptExhausted {
        /// How many rolls were used.
        used: usize,
    },
    /// A scripted roll cannot come up on the die rolled.
    #[error("scripted roll {roll} cannot come up on a {sides}-sided die (roll number {position})")]
    ImpossibleRoll {
        /// The scripted value.
        roll: u32,
        /// The faces of the die rolled.
        sides: u32,
        /// Which roll of the script it was, from 1.
        position: usize,
    },
}

/// A source of die rolls.
pub trait Dice {
    /// Rolls one die with faces `1..=sides`.
    ///
    /// # Errors
    /// [`DiceError`] when `sides` is 0, or a script cannot supply the roll.
    fn roll(&mut self, sides: u32) -> Result<u32, DiceError>;

    /// Rolls `count` dice with faces `1..=sides` and returns their sum.
    ///
    /// # Errors
    /// As for [`Dice::roll`].
    fn roll_sum(&mut self, count: u32, sides: u32) -> Result<u32, DiceError> {
        (0..count).try_fold(0u32, |sum, _| Ok(sum.saturating_add(self.roll(sides)?)))
    }
}

impl<D: Dice + ?Sized> Dice for &mut D {
    fn roll(&mut self, sides: u32) -> Result<u32, DiceError> {
        (**self).roll(sides)
    }
}

/// Dice that roll exactly the values they were given, in order.
///
/// ```
/// use umpire_map::{Dice, ScriptedDice};
/// let mut dice = ScriptedDice::new([4, 2]);
/// assert_eq!(dice.roll(6), Ok(4));
/// assert_eq!(dice.roll(6), Ok(2));
/// assert!(dice.roll(6).is_err());
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScriptedDice {
    script: VecDeque<u32>,
    used: usize,
}

impl ScriptedDice {
    /// Dice that will roll `rolls`, in order.
    pub fn new(rolls: impl IntoIterator<Item = u32>) -> ScriptedDice {
        ScriptedDice { script: rolls.into_iter().collect(), used: 0 }
    }

    /// Appends `roll` to the script.
    pub fn push(&mut self, roll: u32) {
        self.script.push_back(roll);
    }

    /// The rolls not yet used.
    #[must_use]
    pub fn remaining(&self) -> usize {
        self.script.len()
    }
}

impl Dice for ScriptedDice {
    fn roll(&mut self, sides: u32) -> Result<u32, DiceError> {
        if sides == 0 {
            return Err(DiceError::NoFaces { sides });
        }
        let roll = *self.script.front().ok_or(DiceError::ScriptExhausted { used: self.used })?;
        if roll == 0 || roll > sides {
            return Err(DiceError::ImpossibleRoll { roll, sides, position: self.used + 1 });
        }
        self.script.pop_front();
        self.used += 1;
        Ok(roll)
    }
}

/// Dice driven by a seeded ChaCha8 generator: the same seed always gives the same rolls.
///
/// ```
/// use umpire_map::{Dice, SeededDice};
/// let mut a = SeededDice::new(7);
/// let mut b = SeededDice::new(7);
/// for _ in 0..100 {
///     let roll = a.roll(6)?;
///     assert!((1..=6).contains(&roll));
///     assert_eq!(roll, b.roll(6)?);
/// }
/// # Ok::<(), umpire_map::DiceError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeededDice {
    rng: ChaCha8Rng,
}

impl SeededDice {
    /// Dice seeded with `seed`.
    #[must_use]
    pub fn new(seed: u64) -> SeededDice {
        SeededDice { rng: ChaCha8Rng::seed_from_u64(seed) }
    }
}

impl Dice for SeededDice {
    fn roll(&mut self, sides: u32) -> Result<u32, DiceError> {
        if sides == 0 {
            return Err(DiceError::NoFaces { sides });
        }
        // Rejection sampling keeps every face equally likely.
        let zone = u32::MAX - (u32::MAX % sides);
        loop {
            let value = self.rng.next_u32();
            if value < zone {
                return Ok(value % sides + 1);
            }
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn scripted_dice_explain_what_went_wrong() {
        let mut dice = ScriptedDice::new([7]);
        assert_eq!(dice.roll(6), Err(DiceError::ImpossibleRoll { roll: 7, sides: 6, position: 1 }));
        assert_eq!(dice.roll(10), Ok(7));
        assert_eq!(dice.roll(10), Err(DiceError::ScriptExhausted { used: 1 }));
        assert_eq!(dice.roll(0), Err(DiceError::NoFaces { sides: 0 }));
        let mut dice = ScriptedDice::new([3, 4]);
        assert_eq!(dice.roll_sum(2, 6), Ok(7));
    }

    #[test]
    fn seeded_dice_cover_every_face() {
        let mut dice = SeededDice::new(1);
        let mut seen = [0u32; 6];
        for _ in 0..6000 {
            seen[dice.roll(6).unwrap() as usize - 1] += 1;
        }
        assert!(seen.iter().all(|&n| (800..1200).contains(&n)), "{seen:?}");
    }

    proptest! {
        #[test]
        fn same_seed_same_rolls(seed in any::<u64>(), sides in 1u32..=100) {
            let mut a = SeededDice::new(seed);
            let mut b = SeededDice::new(seed);
            for _ in 0..32 {
                let roll = a.roll(sides).unwrap();
                prop_assert!((1..=sides).contains(&roll));
                prop_assert_eq!(roll, b.roll(sides).unwrap());
            }
        }
    }
}
