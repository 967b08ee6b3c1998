//! Why an order can or cannot bring its unit to its destination this turn: the table
//! counterpart of the hex rulesets' `explain`. Built from the same answers as `umpire odds`
//! ([`DiceGame::arrival`]), so it never disagrees with them.

use umpire_map::{Citation, ClauseId, Refusal};

use super::{DiceGame, DiceOrderError, MoveOrder, clause};
use crate::odds::Fraction;
use crate::table_map::TableMap;

/// What stands between an order and its destination this turn ([`DiceGame::explain`]).
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum TableWhy {
    /// The rules refuse the order before any die is rolled: the clause and why.
    Refused(Refusal),
    /// The dice can bring the lead unit there: with `chance` (1 when even the shortest move
    /// covers the route).
    InReach {
        /// The chance of arriving this turn.
        chance: Fraction,
        /// The route's length in whole inches, rounded up: what the dice must roll at least.
        needed: u64,
        /// The shortest and the longest move the order's dice give, in inches.
        moves: (u64, u64),
        /// The clauses that set the move and its odds.
        citations: Vec<Citation>,
    },
    /// Even the longest move the order's dice give falls short of the route.
    OutOfReach {
        /// The route's length in whole inches, rounded up.
        needed: u64,
        /// The longest move the order's dice give, in inches.
        longest: u64,
        /// The clauses that set the move, and the clause that says the dice decide.
        citations: Vec<Citation>,
        /// The shortest longer chain the rules data accept that could arrive; `None` when none
        /// can.
        longer_chain: Option<LongerChain>,
    },
}

/// A longer dice chain that could bring a unit out of reach of its order there this turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LongerChain {
    /// The dice in the chain.
    pub chain: u32,
    /// The chance of arriving with it.
    pub chance: Fraction,
    /// The clause that lets a longer chain move a unit farther (DICE-INTRO-03).
    pub clause: ClauseId,
}

impl TableWhy {
    /// Whether the order can arrive this turn.
    pub fn in_reach(&self) -> bool {
        matches!(self, TableWhy::InReach { .. })
    }

    /// The clause that keeps the unit from its destination, if something does: the refusal's,
    /// or, out of reach, the one that says the dice decide (DICE-INTRO-02).
    pub fn clause(&self) -> Option<ClauseId> {
        match self {
            TableWhy::Refused(refusal) => Some(refusal.clause),
            TableWhy::InReach { .. } => None,
            TableWhy::OutOfReach { .. } => Some(clause::INTRO_02),
        }
    }
}

impl<M: TableMap> DiceGame<M> {
    /// Why `order` can or cannot bring its lead unit to its destination (the route's last
    /// point) this turn: refused before the dice (the clause), in reach with the chance of
    /// arriving, or out of reach — the route longer than the longest move its dice give — with
    /// the shortest longer chain that could arrive (the cheapest attempt that would).
    ///
    /// # Errors
    /// [`DiceOrderError`] as [`DiceGame::arrival`] gives it (an unknown unit).
    pub fn explain(&self, order: &MoveOrder) -> Result<TableWhy, DiceOrderError> {
        let (chance, distribution, citations) = match self.arrival(order)? {
            Ok(found) => found,
            Err(refusal) => return Ok(TableWhy::Refused(refusal)),
        };
        let needed = self.needed_inches(order)?;
        if chance.numerator > 0 {
            let moves = (distribution.min(), distribution.max());
            return Ok(TableWhy::InReach { chance, needed, moves, citations });
        }
        let mut longer_chain = None;
        let mut sizes: Vec<u32> =
            self.data.chains.sizes.iter().copied().filter(|&c| c > order.chain).collect();
        sizes.sort_unstable();
        for chain in sizes {
            let longer = MoveOrder { chain, ..order.clone() };
            if let Ok((chance, _, _)) = self.arrival(&longer)?
                && chance.numerator > 0
            {
                longer_chain = Some(LongerChain { chain, chance, clause: clause::INTRO_03 });
                break;
            }
        }
        Ok(TableWhy::OutOfReach { needed, longest: distribution.max(), citations, longer_chain })
    }
}

#[cfg(all(test, feature = "scenario"))]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;
    use crate::geometry::Point;
    use crate::load::TableScenario;

    fn game() -> DiceGame<TableScenario> {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../scenarios/minis/dice-orders.toml");
        let text = std::fs::read_to_string(path).unwrap();
        let scenario = crate::load::load_table(&text, "dice-orders.toml").unwrap();
        DiceGame::new(scenario).unwrap()
    }

    #[test]
    fn explain_agrees_with_the_odds_and_names_a_longer_chain_when_one_arrives() {
        let game = game();
        let (width, height) = (game.table().table.width, game.table().table.height);
        let (w, h) = (width.micrometres(), height.micrometres());
        let targets = [(0, 0), (w, 0), (0, h), (w, h), (w / 2, h / 2), (w / 3, h / 4)];
        let mut seen = [0; 4];
        for unit in game.units() {
            for &(x, y) in &targets {
                // Every chain the rules data accept, and one past them (refused).
                let sizes = &game.data().chains.sizes;
                let past = sizes.iter().max().map_or(1, |most| most + 1);
                for chain in sizes.iter().copied().chain([past]) {
                    let order = MoveOrder {
                        units: vec![unit.id.clone()],
                        chain,
                        route: vec![Point { x, y }],
                        keep_facing: false,
                    };
                    let why = game.explain(&order).unwrap();
                    match (game.arrival(&order).unwrap(), &why) {
                        (Err(refusal), TableWhy::Refused(r)) => {
                            assert_eq!(&refusal, r);
                            assert_eq!(why.clause(), Some(refusal.clause));
                            seen[0] += 1;
                        }
                        (Ok((chance, _, _)), TableWhy::InReach { chance: c, .. }) => {
                            assert!(chance.numerator > 0 && chance == *c && why.in_reach());
                            seen[1] += 1;
                        }
                        (
                            Ok((chance, dist, _)),
                            TableWhy::OutOfReach { needed, longest, longer_chain, .. },
                        ) => {
                            assert_eq!(chance.numerator, 0);
                            assert_eq!(*longest, dist.max());
                            assert!(needed > longest, "{needed} > {longest}");
                            if let Some(longer) = longer_chain {
                                assert!(longer.chain > chain && longer.chance.numerator > 0);
                                let again = MoveOrder { chain: longer.chain, ..order.clone() };
                                assert_eq!(game.arrival(&again).unwrap().unwrap().0, longer.chance);
                                seen[3] += 1;
                            }
                            assert_eq!(why.clause(), Some(clause::INTRO_02));
                            seen[2] += 1;
                        }
                        (arrival, why) => panic!("{arrival:?} but {why:?}"),
                    }
                }
            }
        }
        // Refused, in reach, out of reach, and out of reach with a longer chain that arrives.
        assert!(seen.iter().all(|&n| n > 0), "every answer tried: {seen:?}");
    }
}
