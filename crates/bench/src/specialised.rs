//! A plain Dial bucket queue on [`Workload::successors`]: the floor a generic search is measured
//! against ("how much does the step-function seam cost?"), timed in the same benchmark run as
//! umpire and `pathfinding`.
//!
//! It is the textbook algorithm and nothing more: a `dist` array kept between queries and reset
//! only where the last query wrote it, [`BUCKETS`] buckets indexed by cost modulo a power of two
//! (every move costs 1..=10 half-MP, so that many cover every cost still queued), stale entries
//! skipped when popped, and the answer — every reached hex with its least cost — pushed as each
//! hex is settled. It keeps no parents (a plain Dial answers costs only), no states and no stops
//! beyond the workload's own rule that no move leaves a zone-of-control hex.

use crate::Workload;

/// Buckets of the ring: a power of two above the dearest move (10 half-MP).
const BUCKETS: usize = 16;
/// The `dist` of a hex no query has reached.
const UNREACHED: u32 = u32::MAX;

/// Reusable buffers of the plain Dial search.
#[derive(Debug, Default, Clone)]
pub struct SpecialisedSearch {
    dist: Vec<u32>,
    buckets: Vec<Vec<u32>>,
    reached: Vec<(u32, u32)>,
}

impl SpecialisedSearch {
    /// Every hex reachable from `map.start` within `allowance` half-MP (all if `None`), with its
    /// least cost in half-MP, in the order the hexes were settled (non-decreasing cost).
    pub fn reach(&mut self, map: &Workload, allowance: Option<u32>) -> &[(u32, u32)] {
        let limit = allowance.unwrap_or(u32::MAX - 16);
        for &(idx, _) in &self.reached {
            self.dist[idx as usize] = UNREACHED;
        }
        self.reached.clear();
        self.dist.resize(map.len(), UNREACHED);
        self.buckets.resize(BUCKETS, Vec::new());
        // Every hex written is settled (the queue drains), so the reached list is also the list
        // of hexes the next query resets.
        let (dist, buckets, reached) =
            (&mut self.dist[..], &mut self.buckets[..], &mut self.reached);
        dist[map.start as usize] = 0;
        buckets[0].push(map.start);
        let (mut current, mut queued) = (0u32, 1usize);
        while queued > 0 {
            let Some(idx) = buckets[current as usize % BUCKETS].pop() else {
                current += 1;
                continue;
            };
            queued -= 1;
            if dist[idx as usize] != current {
                continue;
            }
            reached.push((idx, current));
            for (to, step) in map.successors(idx) {
                let total = current + step;
                if total <= limit && total < dist[to as usize] {
                    dist[to as usize] = total;
                    buckets[total as usize % BUCKETS].push(to);
                    queued += 1;
                }
            }
        }
        &self.reached
    }

    /// Bytes of working memory held (`dist`, buckets and the reached list).
    #[must_use]
    pub fn heap_bytes(&self) -> usize {
        self.dist.capacity() * size_of::<u32>()
            + self.buckets.iter().map(|b| b.capacity() * size_of::<u32>()).sum::<usize>()
            + self.reached.capacity() * size_of::<(u32, u32)>()
    }
}
