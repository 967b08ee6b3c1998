//! The map of the workload: terrain, rivers, roads, enemies and zones of control.

use crate::rng::hash3;

/// The six directions as axial `(dq, dr)`, in the order of hexx's `Hex::NEIGHBORS_COORDS`:
/// `0` SE, `1` S, `2` SW, `3` NW, `4` N, `5` NE (y grows downwards). The opposite of `d` is
/// `(d + 3) % 6`.
pub const DIRECTIONS: [(i32, i32); 6] = [(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)];

/// Offset neighbour deltas `(dcol, drow)` from an even column, indexed by direction.
const EVEN_COL: [(i32, i32); 6] = [(1, 0), (0, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)];
/// Offset neighbour deltas `(dcol, drow)` from an odd column, indexed by direction.
const ODD_COL: [(i32, i32); 6] = [(1, 1), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, 0)];

/// Number of enemy units placed when [`Features::enemies`] is on.
pub(crate) const ENEMY_COUNT: usize = 30;
/// Give up placing enemies after this many candidates (only tiny maps ever get there).
const ENEMY_ATTEMPTS: u64 = 1 << 20;

/// The terrain of one hex.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Terrain {
    /// Clear: 1 MP to enter.
    Clear,
    /// Forest: 2 MP to enter.
    Forest,
    /// Swamp: 3 MP to enter.
    Swamp,
    /// Mountain: 4 MP to enter.
    Mountain,
    /// Sea: impassable.
    Sea,
}

impl Terrain {
    /// The terrain for a hash percentile `p` in `0..100` (the table of WORKLOAD.md).
    #[must_use]
    pub const fn from_percentile(p: u64) -> Self {
        match p {
            0..=59 => Self::Clear,
            60..=74 => Self::Forest,
            75..=84 => Self::Swamp,
            85..=94 => Self::Mountain,
            _ => Self::Sea,
        }
    }

    /// The cost to enter a hex of this terrain in half movement points, `None` if impassable.
    #[inline]
    #[must_use]
    pub const fn enter_cost_halves(self) -> Option<u32> {
        // A table rather than a match: terrain is random, and a jump table mispredicts.
        const HALVES: [u32; 5] = [2, 4, 6, 8, 0];
        match HALVES[self as usize] {
            0 => None,
            halves => Some(halves),
        }
    }
}

/// Which optional features a generated map has (terrain is always there).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Features {
    /// River hexsides (+1 MP to cross except on a road move).
    pub rivers: bool,
    /// Roads along the three families of straight lines (1/2 MP per road move).
    pub roads: bool,
    /// 30 enemy units near the start hex, with their zones of control.
    pub enemies: bool,
}

impl Features {
    /// Rivers and roads, no enemies (queries A and B).
    pub const STANDARD: Self = Self { rivers: true, roads: true, enemies: false };
    /// Terrain only (query A').
    pub const TERRAIN_ONLY: Self = Self { rivers: false, roads: false, enemies: false };
    /// Rivers, roads and enemies (query C).
    pub const ALL: Self = Self { rivers: true, roads: true, enemies: true };
}

/// A generated workload map, in odd-q offset layout with flat index `idx = row * width + col`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Workload {
    /// Number of columns.
    pub width: u32,
    /// Number of rows.
    pub height: u32,
    /// The features this map was generated with.
    pub features: Features,
    /// Terrain per hex (the start hex is forced to clear).
    pub terrain: Vec<Terrain>,
    /// River hexsides per hex, bit `d` set iff the hexside in direction `d` is a river. Bits 0..=2
    /// (SE, S, SW) are the ones decided from this hex's hash; bits 3..=5 mirror them from the
    /// neighbour, so both hexes of a river hexside see it.
    pub rivers: Vec<u8>,
    /// Road moves per hex, bit `d` set iff the move from this hex in direction `d` is a road move.
    pub roads: Vec<u8>,
    /// Whether an enemy unit stands on the hex.
    pub enemy: Vec<bool>,
    /// Whether the hex is in an enemy zone of control (a neighbour of an enemy).
    pub zoc: Vec<bool>,
    /// The enemy hexes, in placement order.
    pub enemies: Vec<u32>,
    /// The start hex: the centre `(width / 2, height / 2)`.
    pub start: u32,
    /// Everything a move needs about each hex, packed in one word for the successor function
    /// (see [`Cell`]); derived from the fields above when the map is generated.
    pub cells: Vec<Cell>,
}

/// One hex's movement data packed in a word: the enter cost in half-MP (0 if the hex cannot be
/// entered: sea or enemy), whether it is a zone-of-control hex, and its road and river
/// hexsides by direction. One load per hex keeps the successor function cheap for every search
/// timed on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Cell(u32);

impl Cell {
    const ZOC: u32 = 1 << 4;
    const ROADS: u32 = 8;
    const RIVERS: u32 = 16;

    /// The enter cost in half-MP; `None` for sea and enemy-occupied hexes.
    #[inline]
    #[must_use]
    pub const fn enter_halves(self) -> Option<u32> {
        match self.0 & 0xF {
            0 => None,
            halves => Some(halves),
        }
    }

    /// Whether the hex is in an enemy zone of control.
    #[inline]
    #[must_use]
    pub const fn is_zoc(self) -> bool {
        self.0 & Self::ZOC != 0
    }

    /// Whether the move out of this hex in direction `d` is a road move.
    #[inline]
    #[must_use]
    pub const fn road(self, d: usize) -> bool {
        self.0 & (1 << (Self::ROADS as usize + d)) != 0
    }

    /// Whether this hex's hexside in direction `d` is a river.
    #[inline]
    #[must_use]
    pub const fn river(self, d: usize) -> bool {
        self.0 & (1 << (Self::RIVERS as usize + d)) != 0
    }

    /// The cost in half-MP of moving out of `self` in direction `d` into `to`, or `None` if
    /// `to` cannot be entered (WORKLOAD.md "Move cost").
    #[inline]
    #[must_use]
    pub const fn move_cost(self, d: usize, to: Cell) -> Option<u32> {
        let Some(enter) = to.enter_halves() else {
            return None;
        };
        // Selected rather than branched on: roads and rivers fall at random on the map.
        let off_road = enter + 2 * self.river(d) as u32;
        Some(if self.road(d) { 1 } else { off_road })
    }
}

impl Workload {
    /// Generates the workload map of WORKLOAD.md on a `width` x `height` board.
    ///
    /// # Panics
    ///
    /// If the board is empty or has more than `u32::MAX` hexes.
    #[must_use]
    pub fn generate(width: u32, height: u32, features: Features) -> Self {
        assert!(width > 0 && height > 0, "the board must not be empty");
        let len = u32::try_from(u64::from(width) * u64::from(height))
            .ok()
            .and_then(|n| usize::try_from(n).ok());
        let Some(len) = len else { panic!("a {width}x{height} board does not fit a u32 index") };
        let start = (height / 2) * width + width / 2;
        let mut map = Self {
            width,
            height,
            features,
            terrain: Vec::with_capacity(len),
            rivers: vec![0; len],
            roads: vec![0; len],
            enemy: vec![false; len],
            zoc: vec![false; len],
            enemies: Vec::new(),
            start,
            cells: Vec::new(),
        };

        for row in 0..height {
            for col in 0..width {
                let p = hash3(1, col.into(), row.into()) % 100;
                map.terrain.push(Terrain::from_percentile(p));
            }
        }
        map.terrain[start as usize] = Terrain::Clear;

        if features.rivers {
            map.place_rivers();
        }
        if features.roads {
            map.place_roads();
        }
        if features.enemies {
            map.place_enemies();
        }
        map.cells = (0..len).map(|idx| map.pack(idx)).collect();
        map
    }

    /// The packed [`Cell`] of hex `idx`, from the terrain, enemy, zone, road and river fields.
    fn pack(&self, idx: usize) -> Cell {
        let enter = match self.terrain[idx].enter_cost_halves() {
            Some(halves) if !self.enemy[idx] => halves,
            _ => 0,
        };
        let zoc = if self.zoc[idx] { Cell::ZOC } else { 0 };
        Cell(
            enter
                | zoc
                | u32::from(self.roads[idx]) << Cell::ROADS
                | u32::from(self.rivers[idx]) << Cell::RIVERS,
        )
    }

    /// Number of hexes on the map.
    #[inline]
    #[must_use]
    pub fn len(&self) -> usize {
        self.terrain.len()
    }

    /// Whether the map has no hexes (never true for a generated map).
    #[inline]
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.terrain.is_empty()
    }

    /// The flat index of `(col, row)`, `None` if off the map.
    #[inline]
    #[must_use]
    pub fn index(&self, col: i64, row: i64) -> Option<u32> {
        if col < 0 || row < 0 || col >= i64::from(self.width) || row >= i64::from(self.height) {
            return None;
        }
        u32::try_from(row * i64::from(self.width) + col).ok()
    }

    /// The `(col, row)` offset coordinates of a flat index.
    #[inline]
    #[must_use]
    pub fn col_row(&self, idx: u32) -> (u32, u32) {
        (idx % self.width, idx / self.width)
    }

    /// The axial `(q, r)` coordinates of a flat index: `q = col`, `r = row - (col - (col & 1)) / 2`.
    #[inline]
    #[must_use]
    pub fn axial(&self, idx: u32) -> (i64, i64) {
        let (col, row) = self.col_row(idx);
        axial(col, row)
    }

    /// Hex distance between two hexes.
    #[must_use]
    pub fn distance(&self, a: u32, b: u32) -> u32 {
        let (qa, ra) = self.axial(a);
        let (qb, rb) = self.axial(b);
        hex_distance(qb - qa, rb - ra)
    }

    /// The neighbour of `idx` in direction `d` (`0..6`), `None` if it is off the map.
    #[inline]
    #[must_use]
    pub fn neighbour(&self, idx: u32, d: usize) -> Option<u32> {
        let (col, row) = self.col_row(idx);
        let (dc, dr) = if col & 1 == 0 { EVEN_COL[d] } else { ODD_COL[d] };
        let c = col.checked_add_signed(dc)?;
        let r = row.checked_add_signed(dr)?;
        (c < self.width && r < self.height).then(|| r * self.width + c)
    }

    /// Whether the hexside of `idx` in direction `d` is a river.
    #[inline]
    #[must_use]
    pub fn is_river(&self, idx: u32, d: usize) -> bool {
        self.rivers[idx as usize] & (1 << d) != 0
    }

    /// Whether the move from `idx` in direction `d` is a road move.
    #[inline]
    #[must_use]
    pub fn is_road(&self, idx: u32, d: usize) -> bool {
        self.roads[idx as usize] & (1 << d) != 0
    }

    /// Whether `idx` is in an enemy zone of control.
    #[inline]
    #[must_use]
    pub fn is_zoc(&self, idx: u32) -> bool {
        self.zoc[idx as usize]
    }

    /// Whether a move may start from `idx`: every hex except a zone-of-control hex other than the
    /// start hex.
    #[inline]
    #[must_use]
    pub fn can_leave(&self, idx: u32) -> bool {
        idx == self.start || !self.zoc[idx as usize]
    }

    /// The target and cost in half-MP of the move from `from` in direction `d`; `None` if the
    /// target is off the map, sea or enemy-occupied. This ignores zones of control (see
    /// [`Workload::successors`]).
    #[inline]
    #[must_use]
    pub fn step(&self, from: u32, d: usize) -> Option<(u32, u32)> {
        let to = self.neighbour(from, d)?;
        let cost = self.cells[from as usize].move_cost(d, self.cells[to as usize])?;
        Some((to, cost))
    }

    /// The cost in half-MP of the move from `from` in direction `d`: `None` if the target is off
    /// the map, sea or enemy-occupied; 1 on a road move; otherwise the target's enter cost, plus 2
    /// across a river hexside.
    #[inline]
    #[must_use]
    pub fn move_cost(&self, from: u32, d: usize) -> Option<u32> {
        self.step(from, d).map(|(_, cost)| cost)
    }

    /// The successors of `idx` with their move costs in half-MP: the successor function for a
    /// search. No move starts from a zone-of-control hex other than the start hex. Allocation
    /// free.
    #[inline]
    pub fn successors(&self, idx: u32) -> impl Iterator<Item = (u32, u32)> + '_ {
        let here = self.cells[idx as usize];
        let directions = if idx == self.start || !here.is_zoc() { 6 } else { 0 };
        // Offset coordinates once per hex, not once per neighbour.
        let (col, row) = self.col_row(idx);
        let deltas = if col & 1 == 0 { &EVEN_COL } else { &ODD_COL };
        (0..directions).filter_map(move |d| {
            let (dc, dr) = deltas[d];
            let c = col.checked_add_signed(dc).filter(|&c| c < self.width)?;
            let r = row.checked_add_signed(dr).filter(|&r| r < self.height)?;
            let to = r * self.width + c;
            Some((to, here.move_cost(d, self.cells[to as usize])?))
        })
    }

    /// Decides every river hexside from the hex on its N/NW/NE side.
    fn place_rivers(&mut self) {
        for idx in 0..self.len_u32() {
            let (col, row) = self.col_row(idx);
            for d in 0..3 {
                let Some(other) = self.neighbour(idx, d) else {
                    continue;
                };
                if hash3(2 + d as u64, col.into(), row.into()) % 100 < 5 {
                    self.rivers[idx as usize] |= 1 << d;
                    self.rivers[other as usize] |= 1 << (d + 3);
                }
            }
        }
    }

    /// Marks the road moves along the three families of straight lines.
    fn place_roads(&mut self) {
        for idx in 0..self.len_u32() {
            if self.terrain[idx as usize] == Terrain::Sea {
                continue;
            }
            let (col, row) = self.col_row(idx);
            let (q, r) = axial(col, row);
            // Per direction d, whether `idx` lies on a line of the family of d.
            let on_line = [r.rem_euclid(20) == 3, col % 20 == 7, (q + r).rem_euclid(20) == 13];
            for d in 0..6 {
                if !on_line[d % 3] {
                    continue;
                }
                let Some(other) = self.neighbour(idx, d) else {
                    continue;
                };
                if self.terrain[other as usize] != Terrain::Sea {
                    self.roads[idx as usize] |= 1 << d;
                }
            }
        }
    }

    /// Places the enemy units near the start hex and marks their zones of control.
    fn place_enemies(&mut self) {
        let half_w = i64::from(self.width / 2);
        let half_h = i64::from(self.height / 2);
        for k in 0..ENEMY_ATTEMPTS {
            if self.enemies.len() == ENEMY_COUNT {
                break;
            }
            // Both hashes are < 31, so the casts are lossless.
            let col = half_w - 15 + (hash3(10, k, 0) % 31) as i64;
            let row = half_h - 15 + (hash3(10, k, 1) % 31) as i64;
            let Some(idx) = self.index(col, row) else {
                continue;
            };
            if self.terrain[idx as usize] == Terrain::Sea
                || self.enemy[idx as usize]
                || self.distance(idx, self.start) < 2
            {
                continue;
            }
            self.enemy[idx as usize] = true;
            self.enemies.push(idx);
        }
        for i in 0..self.enemies.len() {
            let e = self.enemies[i];
            for d in 0..6 {
                if let Some(n) = self.neighbour(e, d) {
                    self.zoc[n as usize] = true;
                }
            }
        }
    }

    /// The number of hexes as a `u32` (guaranteed to fit by [`Workload::generate`]).
    fn len_u32(&self) -> u32 {
        self.width * self.height
    }
}

/// Axial `(q, r)` of offset `(col, row)` in the odd-q layout.
#[inline]
fn axial(col: u32, row: u32) -> (i64, i64) {
    let (col, row) = (i64::from(col), i64::from(row));
    (col, row - (col - (col & 1)) / 2)
}

/// Hex distance of an axial delta.
#[inline]
fn hex_distance(dq: i64, dr: i64) -> u32 {
    let d = (dq.abs() + dr.abs() + (dq + dr).abs()) / 2;
    u32::try_from(d).unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offset_deltas_match_axial_directions() {
        let map = Workload::generate(9, 9, Features::TERRAIN_ONLY);
        for idx in 0..81 {
            let (q, r) = map.axial(idx);
            for (d, &(dq, dr)) in DIRECTIONS.iter().enumerate() {
                if let Some(n) = map.neighbour(idx, d) {
                    assert_eq!(
                        map.axial(n),
                        (q + i64::from(dq), r + i64::from(dr)),
                        "idx {idx} d {d}"
                    );
                    assert_eq!(map.neighbour(n, (d + 3) % 6), Some(idx));
                    assert_eq!(map.distance(idx, n), 1);
                }
            }
        }
    }

    #[test]
    fn rivers_are_symmetric() {
        let map = Workload::generate(40, 30, Features::STANDARD);
        for idx in 0..map.len_u32() {
            for d in 0..6 {
                if let Some(n) = map.neighbour(idx, d) {
                    assert_eq!(map.is_river(idx, d), map.is_river(n, (d + 3) % 6));
                }
            }
        }
    }

    #[test]
    fn move_costs_are_in_range() {
        let map = Workload::generate(60, 60, Features::ALL);
        for idx in 0..map.len_u32() {
            for (to, cost) in map.successors(idx) {
                assert!((1..=10).contains(&cost));
                assert!(!map.enemy[to as usize]);
                assert_ne!(map.terrain[to as usize], Terrain::Sea);
            }
        }
    }
}
