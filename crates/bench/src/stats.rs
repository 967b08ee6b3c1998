//! The map statistics line of WORKLOAD.md.

use crate::workload::{Terrain, Workload};

/// Statistics of a generated map, as listed under "Map statistics" in WORKLOAD.md.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct MapStats {
    /// Clear hexes (the start hex included).
    pub clear: u64,
    /// Forest hexes.
    pub forest: u64,
    /// Swamp hexes.
    pub swamp: u64,
    /// Mountain hexes.
    pub mountain: u64,
    /// Sea hexes.
    pub sea: u64,
    /// Hexsides between two on-map hexes that are rivers.
    pub river_hexsides: u64,
    /// Hexsides between two on-map hexes.
    pub total_hexsides: u64,
    /// Road edges: unordered pairs of neighbours joined by a road move.
    pub road_edges: u64,
    /// Hexes from which at least one road move starts.
    pub road_hexes: u64,
    /// Enemy positions `(col, row)`, in placement order.
    pub enemies: Vec<(u32, u32)>,
    /// Hexes in an enemy zone of control.
    pub zoc_hexes: u64,
}

impl MapStats {
    /// Computes the statistics of `map`.
    #[must_use]
    pub fn of(map: &Workload) -> Self {
        let mut s = Self::default();
        for (idx, &terrain) in (0u32..).zip(&map.terrain) {
            *match terrain {
                Terrain::Clear => &mut s.clear,
                Terrain::Forest => &mut s.forest,
                Terrain::Swamp => &mut s.swamp,
                Terrain::Mountain => &mut s.mountain,
                Terrain::Sea => &mut s.sea,
            } += 1;
            for d in 0..3 {
                if map.neighbour(idx, d).is_some() {
                    s.total_hexsides += 1;
                    s.river_hexsides += u64::from(map.is_river(idx, d));
                }
            }
            let roads = map.roads[idx as usize];
            // Road moves are symmetric: count each edge from its N/NW/NE end (directions 0..=2).
            s.road_edges += u64::from((roads & 0b111).count_ones());
            s.road_hexes += u64::from(roads != 0);
        }
        s.enemies = map.enemies.iter().map(|&e| map.col_row(e)).collect();
        s.zoc_hexes = map.zoc.iter().map(|&z| u64::from(z)).sum();
        s
    }

    /// The share of river hexsides, in percent.
    #[must_use]
    #[allow(clippy::cast_precision_loss)]
    pub fn river_percent(&self) -> f64 {
        100.0 * self.river_hexsides as f64 / self.total_hexsides.max(1) as f64
    }
}
