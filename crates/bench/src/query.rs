//! The five standard queries and the summary of a reach result.

use std::fmt;

use crate::rng::mix;
use crate::workload::{Features, Workload};

/// One of the standard queries of WORKLOAD.md.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Query {
    /// 100x100, MA 12, rivers and roads.
    A100,
    /// 1000x1000, MA 12, rivers and roads.
    A1000,
    /// 100x100, MA 12, terrain only.
    APrime100,
    /// 1000x1000, no allowance (every reachable hex), rivers and roads.
    B1000,
    /// 100x100, MA 12, rivers, roads, 30 enemies and their zones of control.
    C100,
}

impl Query {
    /// Every query, in the order of the specification's table.
    pub const ALL: [Self; 5] = [Self::A100, Self::A1000, Self::APrime100, Self::B1000, Self::C100];

    /// The query's id as written in WORKLOAD.md (`"A-100"`, `"A'-100"`, ...).
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Self::A100 => "A-100",
            Self::A1000 => "A-1000",
            Self::APrime100 => "A'-100",
            Self::B1000 => "B-1000",
            Self::C100 => "C-100",
        }
    }

    /// The side of the square board (100 or 1000).
    #[must_use]
    pub const fn size(self) -> u32 {
        match self {
            Self::A100 | Self::APrime100 | Self::C100 => 100,
            Self::A1000 | Self::B1000 => 1000,
        }
    }

    /// The map features of the query.
    #[must_use]
    pub const fn features(self) -> Features {
        match self {
            Self::A100 | Self::A1000 | Self::B1000 => Features::STANDARD,
            Self::APrime100 => Features::TERRAIN_ONLY,
            Self::C100 => Features::ALL,
        }
    }

    /// Builds the query's map.
    #[must_use]
    pub fn workload(self) -> Workload {
        Workload::generate(self.size(), self.size(), self.features())
    }

    /// The movement allowance in half-MP (24 for MA 12); `None` for the full flood of B.
    #[must_use]
    pub const fn allowance_halves(self) -> Option<u32> {
        match self {
            Self::B1000 => None,
            _ => Some(24),
        }
    }

    /// The expected result from WORKLOAD.md's table.
    #[must_use]
    pub const fn expected(self) -> Summary {
        let (reached, cost_sum, max_cost, pair_hash) = match self {
            Self::A100 => (570, 9514, 24, 0x4325_97be_eabc_3e14),
            Self::A1000 => (432, 7730, 24, 0xeb7b_8072_688e_afe0),
            Self::APrime100 => (322, 5320, 24, 0x11ea_96af_b41e_c7e0),
            Self::B1000 => (950_229, 436_200_139, 861, 0x9995_1cb5_5cd5_bbca),
            Self::C100 => (260, 4096, 24, 0xe990_e09a_4acf_c878),
        };
        Summary { reached, cost_sum, max_cost, pair_hash }
    }
}

impl fmt::Display for Query {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// What a reach result is checked by: the columns of WORKLOAD.md's expected results.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Summary {
    /// Number of reached hexes, the start hex included.
    pub reached: u64,
    /// Sum of the minimum costs in half-MP.
    pub cost_sum: u64,
    /// Largest minimum cost in half-MP.
    pub max_cost: u32,
    /// Wrapping sum over reached hexes of `mix((idx << 32) | cost)`; independent of order.
    pub pair_hash: u64,
}

impl Summary {
    /// Summarises `(idx, cost_halves)` pairs, one per reached hex (the start hex included, with
    /// cost 0), in any order.
    pub fn of<I: IntoIterator<Item = (u32, u32)>>(pairs: I) -> Self {
        pairs.into_iter().fold(Self::default(), |mut s, (idx, cost)| {
            s.add(idx, cost);
            s
        })
    }

    /// Adds one reached hex.
    #[inline]
    pub fn add(&mut self, idx: u32, cost: u32) {
        self.reached += 1;
        self.cost_sum += u64::from(cost);
        self.max_cost = self.max_cost.max(cost);
        self.pair_hash = self.pair_hash.wrapping_add(mix((u64::from(idx) << 32) | u64::from(cost)));
    }
}

impl fmt::Display for Summary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "reached {}, cost sum {}, max cost {}, pair_hash {:#018x}",
            self.reached, self.cost_sum, self.max_cost, self.pair_hash
        )
    }
}
