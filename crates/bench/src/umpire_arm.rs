//! The workload as a game developer would put it on umpire: a [`Board`] over hex places and a
//! [`Movement`] ruleset whose one step function prices each move, then [`Search::reach`].

use umpire_hex::Direction;
use umpire_map::{
    Board, Citation, Edge, EdgeOf, Ledger, Line, Map, Movement, Mover, Mp, NoLedger, Refusal,
    Search, SearchError, Step, StepCost, StepOutcome,
};

use std::collections::HashMap;

use pathfinding::prelude::{DijkstraReachableItem, dijkstra_all, dijkstra_reach};

use crate::{Cell, Workload};

/// The workload's clauses, cited by its verdicts.
pub mod clause {
    use umpire_map::ClauseId;
    /// Entering costs the terrain's price (clear 1, forest 2, swamp 3, mountain 4).
    pub const TERRAIN: ClauseId = ClauseId::new("WORKLOAD-TERRAIN");
    /// Sea hexes and enemy-occupied hexes cannot be entered.
    pub const CLOSED: ClauseId = ClauseId::new("WORKLOAD-CLOSED");
    /// Crossing a river hexside adds 1 MP.
    pub const RIVER: ClauseId = ClauseId::new("WORKLOAD-RIVER");
    /// A move along a road costs 1/2 MP whatever the terrain and rivers.
    pub const ROAD: ClauseId = ClauseId::new("WORKLOAD-ROAD");
    /// A unit entering a hex next to an enemy stops there.
    pub const ZOC: ClauseId = ClauseId::new("WORKLOAD-ZOC");
    /// A move costs no more than the movement points left.
    pub const ALLOWANCE: ClauseId = ClauseId::new("WORKLOAD-ALLOWANCE");
    /// A move goes to an adjacent hex.
    pub const ADJACENT: ClauseId = ClauseId::new("WORKLOAD-ADJACENT");
}

/// Half a movement point, the workload's cost unit.
const HALF: u32 = Mp::DENOMINATOR / 2;

/// A [`Workload`] seen as an umpire board. Places are the workload's flat indices
/// (`idx = row * width + col`, odd-q), as the `pathfinding` runs use them; each leg carries its
/// [`Direction`].
#[derive(Debug, Clone, Copy)]
pub struct WorkloadBoard<'a> {
    cells: &'a [Cell],
    width: u32,
    height: u32,
    /// `ceil(2^64 / width)`: `idx / width` as one multiply (Lemire), for widths of 2 or more.
    divisor: u64,
}

/// Neighbour offsets `(dcol, drow)` by the parity of the column, in [`Direction::ALL`] order.
const DELTAS: [[(i32, i32); 6]; 2] = [
    [(1, 0), (0, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)],
    [(1, 1), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, 0)],
];

impl<'a> WorkloadBoard<'a> {
    /// The board of `map`.
    #[must_use]
    pub fn new(map: &'a Workload) -> Self {
        let divisor = if map.width < 2 { 0 } else { u64::MAX / u64::from(map.width) + 1 };
        WorkloadBoard { cells: &map.cells, width: map.width, height: map.height, divisor }
    }

    /// The column and row of `idx`.
    #[inline]
    fn col_row(&self, idx: u32) -> (u32, u32) {
        let row = if self.width < 2 {
            idx
        } else {
            ((u128::from(self.divisor) * u128::from(idx)) >> 64) as u32
        };
        (idx - row * self.width, row)
    }

    /// The neighbour of `idx` towards `direction`, if it is on the map.
    #[inline]
    fn neighbour(&self, idx: u32, direction: Direction) -> Option<u32> {
        let (col, row) = self.col_row(idx);
        let (dc, dr) = DELTAS[(col & 1) as usize][direction.index()];
        let (c, r) = (col.wrapping_add_signed(dc), row.wrapping_add_signed(dr));
        (c < self.width && r < self.height).then(|| r * self.width + c)
    }
}

impl Map for WorkloadBoard<'_> {
    type Place = u32;
    type Leg = Direction;

    fn leg(&self, from: u32, to: u32) -> Option<Direction> {
        Direction::ALL.into_iter().find(|&d| self.neighbour(from, d) == Some(to))
    }
}

impl Board for WorkloadBoard<'_> {
    fn place_count(&self) -> usize {
        self.cells.len()
    }

    #[inline]
    fn index_of(&self, place: u32) -> Option<usize> {
        ((place as usize) < self.cells.len()).then_some(place as usize)
    }

    #[inline]
    fn place_at(&self, index: usize) -> u32 {
        index as u32
    }

    fn for_each_adjacent(&self, from: u32, mut visit: impl FnMut(u32)) {
        Direction::ALL.into_iter().filter_map(|d| self.neighbour(from, d)).for_each(&mut visit);
    }

    /// The neighbours on the map with their directions, from the column and row worked out once.
    #[inline]
    fn for_each_leg(&self, from: u32, mut visit: impl FnMut(u32, usize, Direction)) {
        let (col, row) = self.col_row(from);
        for (d, &(dc, dr)) in DELTAS[(col & 1) as usize].iter().enumerate() {
            let direction = Direction::ALL[d];
            let (c, r) = (col.wrapping_add_signed(dc), row.wrapping_add_signed(dr));
            if c < self.width && r < self.height {
                let to = r * self.width + c;
                visit(to, to as usize, direction);
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
        (): (),
        edge: EdgeOf<WorkloadBoard<'a>>,
        ledger: &mut impl Ledger,
    ) -> StepOutcome<()> {
        let Some(direction) = edge.leg else {
            return Refusal::new(clause::ADJACENT, "not an adjacent hex").into();
        };
        let (from, to) = (board.cells[edge.from_index], board.cells[edge.to_index]);
        let Some(enter) = to.enter_halves() else {
            return Refusal::new(clause::CLOSED, "sea and enemy-occupied hexes cannot be entered")
                .into();
        };
        let d = direction.index();
        let (road, river) = (from.road(d), from.river(d));
        // Selected rather than branched on: roads and rivers fall at random on this map.
        let off_road = (enter + 2 * u32::from(river)) * HALF;
        let cost = if road { HALF } else { off_road };
        if road {
            ledger.record(|| Line::cost(clause::ROAD, Mp::from_raw(HALF), "a road hexside"));
        } else {
            ledger.record(|| Line::cost(clause::TERRAIN, Mp::from_raw(enter * HALF), "terrain"));
            if river {
                ledger.record(|| Line::cost(clause::RIVER, Mp::ONE, "a river hexside"));
            }
        }
        let step = Step::costing(Mp::from_raw(cost), ());
        if to.is_zoc() {
            step.stopping(Citation::new(clause::ZOC, "entered a hex next to an enemy unit")).into()
        } else {
            step.into()
        }
    }

    fn allowance_refusal(&self, needed: Mp, left: Mp) -> Refusal {
        Refusal::new(clause::ALLOWANCE, format!("needs {needed} MP, {left} MP left"))
    }

    fn not_a_candidate(&self, _from: u32, _to: u32) -> Refusal {
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
        at: map.start,
        state: (),
        allowance: allowance_halves.map(|h| Mp::from_raw(h * HALF)),
    };
    let reach = search.reach(&board, &WorkloadRules, &mover)?;
    let reached = reach.reached();
    let mut out = Vec::with_capacity(reached.size_hint().1.unwrap_or(0));
    out.extend(reached.map(|(idx, cost)| (idx, cost.raw() / HALF)));
    Ok(out)
}

/// Runs `search` on `map` as [`reach_with_umpire`] does, and leaves its answer in `out` in the
/// search's own units — every reached hex's flat index with its least cost, in the order the
/// search settled them — the way a game keeps one buffer for many queries. This is what the
/// benchmark's `umpire` arm times: the search and the answer, as the plain Dial produces its own.
///
/// # Errors
/// Only if the workload's start hex were off its own map.
pub fn reached_with_umpire(
    search: &mut Search,
    board: &WorkloadBoard<'_>,
    mover: &Mover<u32, ()>,
    out: &mut Vec<(u32, Mp)>,
) -> Result<(), SearchError> {
    let reach = search.reach(board, &WorkloadRules, mover)?;
    out.clear();
    reach.extend_reached(out);
    Ok(())
}

/// What the `pathfinding` crate answers, in its own form: the items `dijkstra_reach` yielded
/// within the allowance (each with its parent), or `dijkstra_all`'s map of node to parent and
/// cost (the start left out). Costs are raw 1/120 MP.
#[derive(Debug, Clone)]
pub enum PathfindingReach {
    /// From `dijkstra_reach` cut at the allowance.
    Items(Vec<DijkstraReachableItem<u32, u32>>),
    /// From `dijkstra_all`.
    All(HashMap<u32, (u32, u32)>),
}

impl PathfindingReach {
    /// Every reached hex (the start included) with its cost in half-MP.
    #[must_use]
    pub fn costs_in_halves(&self, start: u32) -> Vec<(u32, u32)> {
        match self {
            PathfindingReach::Items(items) => {
                items.iter().map(|item| (item.node, item.total_cost / HALF)).collect()
            }
            PathfindingReach::All(all) => std::iter::once((start, 0))
                .chain(all.iter().map(|(&node, &(_, cost))| (node, cost / HALF)))
                .collect(),
        }
    }
}

/// The same query through the `pathfinding` crate, on the **same successor function** as
/// [`reach_with_umpire`]: each hex's successors are its board neighbours priced by
/// [`WorkloadRules`]' step function, so the two runs differ only in the search itself. A hex
/// whose entry forces a stop (a zone-of-control hex other than the start) has no successors.
/// Nodes are flat `u32` indices and costs raw 1/120 MP, like umpire's labels.
#[must_use]
pub fn pathfinding_on_umpire_step(
    map: &Workload,
    allowance_halves: Option<u32>,
) -> PathfindingReach {
    let board = WorkloadBoard::new(map);
    let successors = |&from: &u32| {
        let mut out = [None; 6];
        if from == map.start || !map.cells[from as usize].is_zoc() {
            let mut n = 0;
            board.for_each_leg(from, |to, to_index, direction| {
                let leg = Some(direction);
                let edge = Edge { from, to, from_index: from as usize, to_index, leg };
                if let StepOutcome::Step(step) = WorkloadRules.step(&board, (), edge, &mut NoLedger)
                    && let StepCost::Mp(cost) = step.cost
                {
                    out[n] = Some((to_index as u32, cost.raw()));
                    n += 1;
                }
            });
        }
        out.into_iter().flatten()
    };
    match allowance_halves {
        Some(max) => PathfindingReach::Items(
            dijkstra_reach(&map.start, successors)
                .take_while(|item| item.total_cost <= max * HALF)
                .collect(),
        ),
        None => PathfindingReach::All(dijkstra_all(&map.start, successors)),
    }
}

/// [`pathfinding_on_umpire_step`]'s answer as `(idx, cost in half-MP)` pairs.
#[must_use]
pub fn reach_with_pathfinding_on_umpire_step(
    map: &Workload,
    allowance_halves: Option<u32>,
) -> Vec<(u32, u32)> {
    pathfinding_on_umpire_step(map, allowance_halves).costs_in_halves(map.start)
}
