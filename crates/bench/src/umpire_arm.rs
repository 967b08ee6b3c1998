//! The workload as a game developer would put it on umpire: a [`Board`] over hex places and a
//! [`Movement`] ruleset whose one step function prices each move, then [`Search::reach`].

use umpire_hex::{Direction, Hex, Offset, OffsetLayout, OffsetRect};
use umpire_map::{
    Board, Citation, Ledger, Line, Map, Movement, Mover, Mp, Refusal, Search, SearchError, Step,
    StepOutcome,
};

use crate::Workload;

/// The workload's clauses, cited by its verdicts.
pub mod clause {
    use umpire_map::ClauseId;
    /// Entering costs the terrain's price (clear 1, forest 2, swamp 3, mountain 4); sea is closed.
    pub const TERRAIN: ClauseId = ClauseId::new("WORKLOAD-TERRAIN");
    /// Crossing a river hexside adds 1 MP.
    pub const RIVER: ClauseId = ClauseId::new("WORKLOAD-RIVER");
    /// A move along a road costs 1/2 MP whatever the terrain and rivers.
    pub const ROAD: ClauseId = ClauseId::new("WORKLOAD-ROAD");
    /// Enemy-occupied hexes cannot be entered.
    pub const ENEMY: ClauseId = ClauseId::new("WORKLOAD-ENEMY");
    /// A unit entering a hex next to an enemy stops there.
    pub const ZOC: ClauseId = ClauseId::new("WORKLOAD-ZOC");
    /// A move costs no more than the movement points left.
    pub const ALLOWANCE: ClauseId = ClauseId::new("WORKLOAD-ALLOWANCE");
    /// A move goes to an adjacent hex.
    pub const ADJACENT: ClauseId = ClauseId::new("WORKLOAD-ADJACENT");
}

/// Half a movement point, the workload's cost unit.
const HALF: u32 = Mp::DENOMINATOR / 2;

/// A [`Workload`] seen as an umpire board: places are axial hexes in its odd-q rectangle.
#[derive(Debug, Clone, Copy)]
pub struct WorkloadBoard<'a> {
    map: &'a Workload,
    rect: OffsetRect,
}

impl<'a> WorkloadBoard<'a> {
    /// The board of `map`.
    #[must_use]
    pub fn new(map: &'a Workload) -> Self {
        let rect = OffsetRect::new(OffsetLayout::ODD_Q, Offset::new(0, 0), map.width, map.height);
        WorkloadBoard { map, rect }
    }

    /// The hex of the workload's flat index `idx`.
    #[must_use]
    pub fn hex(&self, idx: u32) -> Hex {
        self.place_at(idx as usize)
    }

    /// The workload's flat index of `hex` (`None` off the map).
    #[must_use]
    pub fn idx(&self, hex: Hex) -> Option<u32> {
        self.rect.index_of(hex).and_then(|i| u32::try_from(i).ok())
    }
}

impl Map for WorkloadBoard<'_> {
    type Place = Hex;
    type Leg = Direction;

    fn leg(&self, from: Hex, to: Hex) -> Option<Direction> {
        (self.rect.contains(from) && self.rect.contains(to)).then(|| from.direction_to(to))?
    }
}

impl Board for WorkloadBoard<'_> {
    fn place_count(&self) -> usize {
        self.rect.len()
    }

    #[inline]
    fn index_of(&self, place: Hex) -> Option<usize> {
        self.rect.index_of(place)
    }

    #[inline]
    fn place_at(&self, index: usize) -> Hex {
        self.rect.hex_at(index).unwrap_or(Hex::ZERO)
    }

    #[inline]
    fn for_each_adjacent(&self, from: Hex, mut visit: impl FnMut(Hex)) {
        for hex in from.neighbours() {
            if self.rect.contains(hex) {
                visit(hex);
            }
        }
    }
}

/// The workload's movement rules (WORKLOAD.md "Move cost" and "Enemy units and ZOC").
#[derive(Debug, Clone, Copy, Default)]
pub struct WorkloadRules;

impl<'a> Movement<WorkloadBoard<'a>> for WorkloadRules {
    type State = ();

    #[inline]
    fn step(
        &self,
        board: &WorkloadBoard<'a>,
        from: Hex,
        (): (),
        to: Hex,
        ledger: &mut impl Ledger,
    ) -> StepOutcome<()> {
        let map = board.map;
        let (Some(from_idx), Some(to_idx), Some(direction)) =
            (board.idx(from), board.idx(to), from.direction_to(to))
        else {
            return Refusal::new(clause::ADJACENT, "not an adjacent hex on the map").into();
        };
        let Some(enter) = map.terrain[to_idx as usize].enter_cost_halves() else {
            return Refusal::new(clause::TERRAIN, "sea hexes cannot be entered").into();
        };
        if map.enemy[to_idx as usize] {
            return Refusal::new(clause::ENEMY, "the hex holds an enemy unit").into();
        }
        let d = direction.index();
        let cost = if map.is_road(from_idx, d) {
            ledger.record(|| Line::cost(clause::ROAD, Mp::from_raw(HALF), "a road hexside"));
            HALF
        } else {
            ledger.record(|| Line::cost(clause::TERRAIN, Mp::from_raw(enter * HALF), "terrain"));
            if map.is_river(from_idx, d) {
                ledger.record(|| Line::cost(clause::RIVER, Mp::ONE, "a river hexside"));
                (enter + 2) * HALF
            } else {
                enter * HALF
            }
        };
        let step = Step::costing(Mp::from_raw(cost), ());
        if map.zoc[to_idx as usize] {
            step.stopping(Citation::new(clause::ZOC, "entered a hex next to an enemy unit")).into()
        } else {
            step.into()
        }
    }

    fn allowance_refusal(&self, needed: Mp, left: Mp) -> Refusal {
        Refusal::new(clause::ALLOWANCE, format!("needs {needed} MP, {left} MP left"))
    }

    fn not_a_candidate(&self, _from: Hex, _to: Hex) -> Refusal {
        Refusal::new(clause::ADJACENT, "not an adjacent hex on the map")
    }
}

/// Runs `search` on `map` from its start hex with `allowance_halves` (None: a full flood) and
/// returns every reached hex's flat index and cost in half-MP, the form the expected figures use.
///
/// # Errors
/// Only if the workload's start hex were off its own map.
pub fn reach_with_umpire(
    search: &mut Search,
    map: &Workload,
    allowance_halves: Option<u32>,
) -> Result<Vec<(u32, u32)>, SearchError> {
    let board = WorkloadBoard::new(map);
    let mover = Mover {
        at: board.hex(map.start),
        state: (),
        allowance: allowance_halves.map(|h| Mp::from_raw(h * HALF)),
    };
    let reach = search.reach(&board, &WorkloadRules, &mover)?;
    Ok(reach.raw_costs().map(|(idx, raw)| (idx as u32, raw / HALF)).collect())
}
