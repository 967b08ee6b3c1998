//! A monotone bucket queue (Dial's algorithm) for small non-negative integer costs.
//!
//! Costs pushed are never below the last popped cost. The ring doubles when a step is longer
//! than it, up to [`BucketQueue::MAX_BUCKETS`]; an item further ahead than that (a step spending
//! a huge allowance) waits in a small unsorted list until the ring's window reaches it, so no
//! cost can make the ring huge. Buckets are found through an occupancy
//! bitset, so empty cost values are skipped 64 at a time. Items are popped lowest cost first;
//! stale entries are left in place and skipped by the caller (lazy deletion). A bucket that
//! empties hands its buffer to a spare pool for the next bucket to fill, so the memory held is
//! that of the largest frontier, not of every cost value a flood passes through.

/// The queue. Its buffers are kept between searches.
#[derive(Debug, Default, Clone)]
pub(crate) struct BucketQueue {
    buckets: Vec<Vec<u32>>,
    occupied: Vec<u64>,
    spare: Vec<Vec<u32>>,
    /// Items beyond the ring's window, as `(cost, item)`, and the least of their costs.
    far: Vec<(u32, u32)>,
    far_min: u32,
    current: u32,
}

impl BucketQueue {
    const INITIAL_BUCKETS: usize = 1024;
    /// The most buckets the ring grows to (1.5 MB of bucket headers).
    pub(crate) const MAX_BUCKETS: usize = 1 << 16;

    /// Empties the queue and sets the lowest cost to `start`.
    pub(crate) fn reset(&mut self, start: u32) {
        if self.buckets.is_empty() {
            self.buckets = vec![Vec::new(); Self::INITIAL_BUCKETS];
            self.occupied = vec![0; Self::INITIAL_BUCKETS / 64];
        }
        {
            for (word_index, word) in self.occupied.iter_mut().enumerate() {
                let mut bits = *word;
                while bits != 0 {
                    let bit = bits.trailing_zeros() as usize;
                    let mut list = std::mem::take(&mut self.buckets[word_index * 64 + bit]);
                    list.clear();
                    self.spare.push(list);
                    bits &= bits - 1;
                }
                *word = 0;
            }
        }
        self.far.clear();
        self.far_min = u32::MAX;
        self.current = start;
    }

    #[inline]
    fn mask(&self) -> usize {
        self.buckets.len() - 1
    }

    /// Queues `item` at `cost` (`cost` is at least the last popped cost).
    #[inline(always)]
    pub(crate) fn push(&mut self, cost: u32, item: u32) {
        debug_assert!(cost >= self.current, "bucket queue costs must not go backwards");
        let span = (cost - self.current) as usize;
        if span >= self.buckets.len() {
            if span >= Self::MAX_BUCKETS {
                self.push_far(cost, item);
                return;
            }
            self.grow(span + 1);
        }
        let bucket = cost as usize & self.mask();
        // A bucket is occupied exactly when it is not empty: its length, which the push reads
        // anyway, says whether to mark it.
        let list = &mut self.buckets[bucket];
        if list.is_empty() {
            self.occupied[bucket >> 6] |= 1 << (bucket & 63);
            if list.capacity() == 0
                && let Some(spare) = self.spare.pop()
            {
                *list = spare;
            }
        }
        list.push(item);
    }

    /// Keeps an item beyond the ring's reach for later.
    #[cold]
    fn push_far(&mut self, cost: u32, item: u32) {
        self.far.push((cost, item));
        self.far_min = self.far_min.min(cost);
    }

    /// Moves the far items the ring's window now reaches into the ring; when the ring is empty,
    /// first moves the window to the nearest far item.
    #[cold]
    fn bring_near(&mut self) {
        if self.occupied.iter().all(|&word| word == 0) {
            self.current = self.far_min;
        }
        let far = std::mem::take(&mut self.far);
        self.far_min = u32::MAX;
        for (cost, item) in far {
            // `push` keeps what is still out of reach in the far list.
            self.push(cost, item);
        }
    }

    /// Takes an item of the lowest queued cost, with that cost.
    #[inline(always)]
    pub(crate) fn pop(&mut self) -> Option<(u32, u32)> {
        let bucket = self.current as usize & self.mask();
        // The common case: more items at the current cost. No far item costs less than an item
        // in the ring's current bucket (the window moves only in `advance`, which brings them
        // near first).
        if let Some(list) = self.buckets.get_mut(bucket)
            && let Some(item) = list.pop()
        {
            if list.is_empty() {
                self.release(bucket);
            }
            return Some((self.current, item));
        }
        self.advance()
    }

    /// Marks `bucket`, just emptied, as free and hands its buffer to the spare pool.
    #[inline(never)]
    fn release(&mut self, bucket: usize) {
        self.occupied[bucket >> 6] &= !(1 << (bucket & 63));
        let list = std::mem::take(&mut self.buckets[bucket]);
        self.spare.push(list);
    }

    /// Moves the window to the next occupied bucket (bringing near the far items it then
    /// reaches) and pops from it; `None` when nothing is queued.
    #[inline(never)]
    fn advance(&mut self) -> Option<(u32, u32)> {
        if !self.far.is_empty() {
            let ring_empty = self.occupied.iter().all(|&word| word == 0);
            if ring_empty || ((self.far_min - self.current) as usize) < self.buckets.len() {
                self.bring_near();
            }
        }
        let bucket = self.current as usize & self.mask();
        let next = self.next_occupied(bucket)?;
        let distance = next.wrapping_sub(bucket) & self.mask();
        // Far items all cost more than anything in the ring: those the old window did not reach
        // lie beyond every ring item.
        self.current += distance as u32;
        let list = &mut self.buckets[next];
        let item = list.pop()?;
        if list.is_empty() {
            self.release(next);
        }
        Some((self.current, item))
    }

    /// The first occupied bucket at or after `from`, going round the ring; `None` when the ring
    /// is empty.
    fn next_occupied(&self, from: usize) -> Option<usize> {
        let words = self.occupied.len();
        let first = from >> 6;
        let head = self.occupied.get(first)? & (u64::MAX << (from & 63));
        if head != 0 {
            return Some((first << 6) | head.trailing_zeros() as usize);
        }
        for step in 1..=words {
            // The ring, and so its word count, is a power of two.
            let word_index = (first + step) & (words - 1);
            let word = self.occupied[word_index];
            if word != 0 {
                return Some((word_index << 6) | word.trailing_zeros() as usize);
            }
        }
        None
    }

    /// Widens the ring to hold at least `needed` consecutive costs, keeping what is queued.
    #[cold]
    fn grow(&mut self, needed: usize) {
        let size = needed.next_power_of_two().max(Self::INITIAL_BUCKETS);
        let old = std::mem::replace(&mut self.buckets, vec![Vec::new(); size]);
        let old_mask = old.len() - 1;
        self.occupied = vec![0; size / 64];
        let base = self.current as usize & old_mask;
        for (index, items) in old.into_iter().enumerate() {
            if items.is_empty() {
                continue;
            }
            let cost = self.current as usize + (index.wrapping_sub(base) & old_mask);
            let bucket = cost & (size - 1);
            self.occupied[bucket >> 6] |= 1 << (bucket & 63);
            self.buckets[bucket] = items;
        }
    }

    /// Bytes held by the queue's buffers.
    pub(crate) fn heap_bytes(&self) -> usize {
        self.buckets.iter().map(|b| b.capacity() * size_of::<u32>()).sum::<usize>()
            + self.spare.iter().map(|b| b.capacity() * size_of::<u32>()).sum::<usize>()
            + (self.buckets.capacity() + self.spare.capacity()) * size_of::<Vec<u32>>()
            + self.far.capacity() * size_of::<(u32, u32)>()
            + self.occupied.capacity() * size_of::<u64>()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// Pops come out in cost order, whatever the step lengths (including ring growth and
        /// steps beyond the ring's largest window), and the ring stays bounded.
        #[test]
        fn pops_in_cost_order(
            steps in proptest::collection::vec(
                (prop_oneof![4 => 0u32..5000, 1 => 0u32..(1 << 28)], any::<u32>()),
                1..200,
            )
        ) {
            let mut queue = BucketQueue::default();
            queue.reset(0);
            let mut expected = Vec::new();
            let mut last = 0;
            for (i, (step, _)) in steps.iter().enumerate() {
                // Interleave pushes relative to the last popped cost with pops.
                queue.push(last + step, i as u32);
                expected.push(last + step);
                if i % 3 == 2 {
                    let (cost, _) = queue.pop().unwrap_or((0, 0));
                    expected.sort_unstable();
                    prop_assert_eq!(cost, expected.remove(0));
                    last = cost;
                }
            }
            expected.sort_unstable();
            for want in expected {
                prop_assert_eq!(queue.pop().map(|(c, _)| c), Some(want));
            }
            prop_assert_eq!(queue.pop(), None);
            prop_assert!(queue.buckets.len() <= BucketQueue::MAX_BUCKETS);
        }
    }
}
