//! A hand-specialised bucket-queue Dijkstra on [`Workload::successors`]: no rules seam, no
//! states, no clauses. It is the floor a generic search is measured against ("how much does the
//! step-function seam cost?"), timed in the same benchmark run as umpire and `pathfinding`.

use crate::Workload;

/// Reusable buffers of the specialised search.
#[derive(Debug, Default, Clone)]
pub struct SpecialisedSearch {
    cost: Vec<u32>,
    parent: Vec<u32>,
    touched: Vec<u32>,
    buckets: Vec<Vec<u32>>,
}

/// Move costs are 1..=10 half-MP, so 16 buckets cover every cost still queued.
const BUCKETS: usize = 16;

impl SpecialisedSearch {
    /// Every hex reachable from `map.start` within `allowance` half-MP (all if `None`), with its
    /// least cost in half-MP; parents are kept as a path search would.
    pub fn reach(&mut self, map: &Workload, allowance: Option<u32>) -> Vec<(u32, u32)> {
        self.run(map, allowance);
        self.touched.iter().map(|&idx| (idx, self.cost[idx as usize])).collect()
    }

    /// Runs the search, leaving its answer (costs and parents) in the buffers: what the
    /// benchmark times, as it times umpire's search up to its own answer.
    pub fn run(&mut self, map: &Workload, allowance: Option<u32>) {
        let limit = allowance.unwrap_or(u32::MAX - 16);
        for &idx in &self.touched {
            self.cost[idx as usize] = u32::MAX;
        }
        self.touched.clear();
        self.cost.resize(map.terrain.len(), u32::MAX);
        self.parent.resize(map.terrain.len(), u32::MAX);
        self.buckets.resize(BUCKETS, Vec::new());
        self.cost[map.start as usize] = 0;
        self.touched.push(map.start);
        self.buckets[0].push(map.start);
        let (mut current, mut queued) = (0u32, 1usize);
        while queued > 0 {
            let bucket = current as usize % BUCKETS;
            let Some(idx) = self.buckets[bucket].pop() else {
                current += 1;
                continue;
            };
            queued -= 1;
            if self.cost[idx as usize] != current {
                continue;
            }
            for (to, step) in map.successors(idx) {
                let total = current + step;
                if total <= limit && total < self.cost[to as usize] {
                    if self.cost[to as usize] == u32::MAX {
                        self.touched.push(to);
                    }
                    self.cost[to as usize] = total;
                    self.parent[to as usize] = idx;
                    self.buckets[total as usize % BUCKETS].push(to);
                    queued += 1;
                }
            }
        }
    }
}
