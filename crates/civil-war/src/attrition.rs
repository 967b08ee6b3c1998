//! Force marches as the rules data give them, and the Force March Attrition Table: which rolls
//! can come up, and a table that covers each of them exactly once.
//!
//! The rules data's table is read through [`ForceMarchRule::check`] (serde runs it when the
//! data is read, so a scenario's or an erratum's table with a gap or an overlap is refused with
//! the roll named), and the lookup [`ForceMarchRule::loss`] never takes an uncovered roll for no
//! loss: a table built in code without the check gives an error instead.

use serde::{Deserialize, Serialize};

/// Force marches. Read only with an attrition table that covers every modified roll that can
/// come up exactly once ([`ForceMarchRule::check`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "ForceMarchData")]
pub struct ForceMarchRule {
    /// The MP a force march may add.
    pub options: Vec<u32>,
    /// The attrition die's sides.
    pub die: u32,
    /// The attrition table by territory.
    pub attrition: Attrition,
    /// Roll modifiers by the MP added.
    pub roll_modifier: RollModifier,
}

/// `[force_march]` as written, before its table is checked against the die.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ForceMarchData {
    options: Vec<u32>,
    die: u32,
    attrition: Attrition,
    roll_modifier: RollModifier,
}

impl TryFrom<ForceMarchData> for ForceMarchRule {
    type Error = AttritionError;

    fn try_from(data: ForceMarchData) -> Result<ForceMarchRule, Self::Error> {
        let ForceMarchData { options, die, attrition, roll_modifier } = data;
        let rule = ForceMarchRule { options, die, attrition, roll_modifier };
        rule.check()?;
        Ok(rule)
    }
}

/// The Force March Attrition Table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Attrition {
    /// In friendly territory.
    pub friendly: Vec<AttritionRow>,
    /// In enemy territory.
    pub enemy: Vec<AttritionRow>,
}

/// One row of the attrition table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AttritionRow {
    /// The lowest and highest modified roll of the row.
    pub rolls: [i32; 2],
    /// Strength lost.
    pub loss: u32,
}

/// Roll modifiers by the MP a force march adds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RollModifier {
    /// For +1 MP.
    pub one: i32,
    /// For +2 MP.
    pub two: i32,
}

/// Why a Force March Attrition Table does not fit the die and the roll modifiers.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AttritionError {
    /// The die has no faces.
    #[error("force_march.die: a die of {0} sides rolls nothing")]
    NoDie(u32),
    /// A row whose lowest roll is above its highest.
    #[error(
        "force_march.attrition.{territory}[{row}]: the rolls {low}-{high} run backwards \
         (the lowest roll comes first)"
    )]
    Backwards {
        /// `friendly` or `enemy`.
        territory: &'static str,
        /// The row's index.
        row: usize,
        /// Its lowest roll.
        low: i32,
        /// Its highest roll.
        high: i32,
    },
    /// A roll that can come up is in no row.
    #[error(
        "force_march.attrition.{territory}: no row covers a modified roll of {roll} (the rolls \
         that can come up are {low} to {high}: the die's {die} faces and the roll modifiers)"
    )]
    Gap {
        /// `friendly` or `enemy`.
        territory: &'static str,
        /// The roll.
        roll: i32,
        /// The lowest roll that can come up.
        low: i32,
        /// The highest.
        high: i32,
        /// The die's sides.
        die: u32,
    },
    /// A roll in two rows.
    #[error(
        "force_march.attrition.{territory}: rows {first} and {second} both cover a roll of {roll}"
    )]
    Overlap {
        /// `friendly` or `enemy`.
        territory: &'static str,
        /// The roll.
        roll: i32,
        /// The earlier row.
        first: usize,
        /// The later row.
        second: usize,
    },
    /// A row covers a roll that cannot come up.
    #[error(
        "force_march.attrition.{territory}[{row}]: a modified roll of {roll} cannot come up \
         (the rolls that can are {low} to {high}: the die's {die} faces and the roll modifiers)"
    )]
    OutOfRange {
        /// `friendly` or `enemy`.
        territory: &'static str,
        /// The row's index.
        row: usize,
        /// The roll.
        roll: i32,
        /// The lowest roll that can come up.
        low: i32,
        /// The highest.
        high: i32,
        /// The die's sides.
        die: u32,
    },
}

impl ForceMarchRule {
    /// The lowest and highest modified roll the table must cover: from 1 (the die's lowest face,
    /// lowered by a negative modifier) to the die's highest face plus the largest modifier.
    pub fn roll_range(&self) -> (i32, i32) {
        let modifiers = [self.roll_modifier.one, self.roll_modifier.two];
        let lowest = modifiers.iter().copied().min().unwrap_or(0).min(0);
        let highest = modifiers.iter().copied().max().unwrap_or(0).max(0);
        let die = i32::try_from(self.die).unwrap_or(i32::MAX);
        (1_i32.saturating_add(lowest), die.saturating_add(highest))
    }

    /// Checks that each territory's table covers every modified roll that can come up
    /// ([`roll_range`](Self::roll_range)) exactly once: no gap, no overlap, no row past either
    /// end.
    ///
    /// # Errors
    /// The first [`AttritionError`] found, naming the territory, the row and the roll.
    pub fn check(&self) -> Result<(), AttritionError> {
        if self.die == 0 {
            return Err(AttritionError::NoDie(self.die));
        }
        let tables = [("friendly", &self.attrition.friendly), ("enemy", &self.attrition.enemy)];
        for (territory, rows) in tables {
            self.check_table(territory, rows)?;
        }
        Ok(())
    }

    fn check_table(
        &self,
        territory: &'static str,
        rows: &[AttritionRow],
    ) -> Result<(), AttritionError> {
        let (low, high) = self.roll_range();
        let die = self.die;
        let mut order: Vec<(usize, &AttritionRow)> = rows.iter().enumerate().collect();
        for &(row, r) in &order {
            let [from, to] = r.rolls;
            if from > to {
                return Err(AttritionError::Backwards { territory, row, low: from, high: to });
            }
            if let Some(roll) = [from, to].into_iter().find(|&x| x < low || x > high) {
                return Err(AttritionError::OutOfRange { territory, row, roll, low, high, die });
            }
        }
        order.sort_by_key(|(_, r)| r.rolls[0]);
        let mut next = low;
        let mut previous: Option<usize> = None;
        for (row, r) in order {
            let [from, to] = r.rolls;
            if from > next {
                return Err(AttritionError::Gap { territory, roll: next, low, high, die });
            }
            if from < next {
                let first = previous.unwrap_or(row);
                return Err(AttritionError::Overlap { territory, roll: from, first, second: row });
            }
            next = to.saturating_add(1);
            previous = Some(row);
        }
        if next <= high {
            return Err(AttritionError::Gap { territory, roll: next, low, high, die });
        }
        Ok(())
    }

    /// The strength lost on a modified roll of `modified`, in friendly territory or not.
    ///
    /// # Errors
    /// [`AttritionError::Gap`] for a roll no row covers (a table built in code that skipped
    /// [`check`](Self::check)): an uncovered roll is never taken for no loss.
    pub fn loss(&self, friendly: bool, modified: i32) -> Result<u32, AttritionError> {
        let (territory, table) = if friendly {
            ("friendly", &self.attrition.friendly)
        } else {
            ("enemy", &self.attrition.enemy)
        };
        let (low, high) = self.roll_range();
        table
            .iter()
            .find(|row| row.rolls[0] <= modified && modified <= row.rolls[1])
            .map(|row| row.loss)
            .ok_or(AttritionError::Gap { territory, roll: modified, low, high, die: self.die })
    }
}

#[cfg(test)]
mod tests {
    use crate::RulesData;

    use super::*;

    fn rule() -> ForceMarchRule {
        RulesData::builtin().map(|r| r.force_march).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn the_published_table_covers_one_to_seven() {
        let rule = rule();
        assert_eq!(rule.roll_range(), (1, 7));
        assert_eq!(rule.check(), Ok(()));
        assert_eq!(rule.loss(true, 7), Ok(2));
        assert!(matches!(rule.loss(true, 8), Err(AttritionError::Gap { roll: 8, .. })));
    }

    #[test]
    fn a_gap_an_overlap_and_a_row_past_the_top_are_refused() {
        let mut gap = rule();
        gap.attrition.friendly[0].rolls = [2, 4];
        assert!(matches!(gap.check(), Err(AttritionError::Gap { roll: 1, .. })), "{gap:?}");
        let mut overlap = rule();
        overlap.attrition.enemy[0].rolls = [1, 4];
        assert!(matches!(overlap.check(), Err(AttritionError::Overlap { roll: 4, .. })));
        let mut past = rule();
        past.attrition.enemy[2].rolls = [6, 8];
        assert!(matches!(past.check(), Err(AttritionError::OutOfRange { roll: 8, .. })));
        let mut short = rule();
        short.attrition.enemy[2].rolls = [6, 6];
        assert!(matches!(short.check(), Err(AttritionError::Gap { roll: 7, .. })));
        let mut backwards = rule();
        backwards.attrition.enemy[1].rolls = [5, 4];
        assert!(matches!(backwards.check(), Err(AttritionError::Backwards { .. })));
    }

    #[test]
    fn a_die_or_modifier_the_table_does_not_fit_is_refused() {
        let mut bigger = rule();
        bigger.die = 7;
        assert!(matches!(bigger.check(), Err(AttritionError::Gap { roll: 8, .. })));
        let mut smaller = rule();
        smaller.roll_modifier.two = 0;
        assert!(matches!(smaller.check(), Err(AttritionError::OutOfRange { roll: 7, .. })));
        let mut raised = rule();
        raised.roll_modifier.one = 1;
        assert_eq!(raised.check(), Ok(()), "roll 1 may stay in the table");
    }
}
