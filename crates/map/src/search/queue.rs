//! A monotone bucket queue (Dial's algorithm) for small non-negative integer costs.
//!
//! Costs pushed are never below the last popped cost. The ring doubles when a step is longer
//! than it, up to [`BucketQueue::MAX_BUCKETS`]; an item further ahead than that (a step spending
//! a huge allowance) waits in a small unsorted list until the ring's window reaches it, so no
//! cost can make the ring huge. Buckets are found through an occupancy
//! bitset, so empty cost values are skipped 64 at a time. Items are popped lowest cost first;
//! stale entries are left in place and skipped by the caller (lazy deletion). A bucket that
//! empties keeps a small buffer (at most [`BucketQueue::KEEP_AT_MOST`] items) for the next time
//! its cost value comes round, and hands a larger one to a spare pool for the next bucket to
//! fill, so the memory held is that of the largest frontier plus a small buffer per bucket used,
//! not a large buffer for every cost value a flood passes through.
//!
//! The hot paths do as little as they can: a pop from the current bucket is a `Vec::pop`, and
//! the bucket it empties is marked free only when the window next moves (so the window's bucket
//! may be marked while empty); a push within the window is one compare, a mask and a `Vec::push`.

/// The queue. Its buffers are kept between searches.
#[derive(Debug, Default, Clone)]
pub(crate) struct BucketQueue {
    buckets: Vec<Vec<u32>>,
    /// One bit per bucket: set when it holds items, and possibly for the window's own bucket
    /// once emptied (cleared when the window moves on).
    occupied: Vec<u64>,
    /// How many bits of `occupied` are set.
    marked: usize,
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
    /// The most items a bucket's buffer may hold and stay with the bucket once it empties; a
    /// larger one goes to the spare pool. Our choice: 256 bytes, so a ring of 1024 buckets keeps
    /// at most 256 KiB of small buffers, and a query whose buckets stay this small never moves
    /// a buffer.
    pub(crate) const KEEP_AT_MOST: usize = 64;

    /// Empties the queue and sets the lowest cost to `start`.
    pub(crate) fn reset(&mut self, start: u32) {
        if self.buckets.is_empty() {
            self.buckets = vec![Vec::new(); Self::INITIAL_BUCKETS];
            self.occupied = vec![0; Self::INITIAL_BUCKETS / 64];
        }
        for (word_index, word) in self.occupied.iter_mut().enumerate() {
            let mut bits = *word;
            while bits != 0 {
                let bit = bits.trailing_zeros() as usize;
                if let Some(list) = self.buckets.get_mut(word_index * 64 + bit) {
                    list.clear();
                    if list.capacity() > Self::KEEP_AT_MOST {
                        self.spare.push(std::mem::take(list));
                    }
                }
                bits &= bits - 1;
            }
            *word = 0;
        }
        self.marked = 0;
        self.far.clear();
        self.far_min = u32::MAX;
        self.current = start;
    }

    /// The ring's bucket index mask (its size is a power of two).
    #[inline(always)]
    fn mask(&self) -> u32 {
        // The ring has at most MAX_BUCKETS buckets, so its size fits a u32.
        self.buckets.len().wrapping_sub(1) as u32
    }

    /// Queues `item` at `cost` (`cost` is at least the last popped cost).
    #[inline(always)]
    pub(crate) fn push(&mut self, cost: u32, item: u32) {
        debug_assert!(cost >= self.current, "bucket queue costs must not go backwards");
        let mask = self.mask();
        // One compare for the window: a cost within it is at most `mask` past the current one.
        if cost.wrapping_sub(self.current) > mask {
            self.push_wide(cost, item);
            return;
        }
        let bucket = (cost & mask) as usize;
        match self.buckets.get_mut(bucket) {
            Some(list) if !list.is_empty() => list.push(item),
            _ => self.push_first(bucket, item),
        }
    }

    /// Queues `item` in `bucket`, which is empty: marks it, giving it a spare buffer.
    #[inline(never)]
    fn push_first(&mut self, bucket: usize, item: u32) {
        debug_assert!(!self.buckets.is_empty(), "the queue is reset before its first push");
        let Some(list) = self.buckets.get_mut(bucket) else { return };
        if list.capacity() == 0
            && let Some(spare) = self.spare.pop()
        {
            *list = spare;
        }
        list.push(item);
        let (word, bit) = (bucket >> 6, 1u64 << (bucket & 63));
        if let Some(word) = self.occupied.get_mut(word)
            && *word & bit == 0
        {
            *word |= bit;
            self.marked += 1;
        }
    }

    /// Queues an item beyond the ring's window: widens the ring, or keeps it for later.
    #[cold]
    #[inline(never)]
    fn push_wide(&mut self, cost: u32, item: u32) {
        let span = (cost - self.current) as usize;
        if span >= Self::MAX_BUCKETS {
            self.far.push((cost, item));
            self.far_min = self.far_min.min(cost);
            return;
        }
        self.grow(span + 1);
        self.push(cost, item);
    }

    /// Moves the far items the ring's window now reaches into the ring; when the ring is empty,
    /// first moves the window to the nearest far item.
    #[cold]
    fn bring_near(&mut self) {
        if self.marked == 0 {
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
        let bucket = (self.current & self.mask()) as usize;
        // The common case: more items at the current cost. No far item costs less than an item
        // in the ring's current bucket (the window moves only in `advance`, which brings them
        // near first).
        if let Some(list) = self.buckets.get_mut(bucket)
            && let Some(item) = list.pop()
        {
            return Some((self.current, item));
        }
        self.advance()
    }

    /// Marks the window's bucket, now empty, as free; a large buffer goes to the spare pool.
    #[inline(always)]
    fn release_current(&mut self) {
        let bucket = (self.current & self.mask()) as usize;
        let (word, bit) = (bucket >> 6, 1u64 << (bucket & 63));
        if let Some(word) = self.occupied.get_mut(word)
            && *word & bit != 0
        {
            *word &= !bit;
            self.marked -= 1;
            if let Some(list) = self.buckets.get_mut(bucket)
                && list.capacity() > Self::KEEP_AT_MOST
            {
                self.spare.push(std::mem::take(list));
            }
        }
    }

    /// Moves the window to the next occupied bucket (bringing near the far items it then
    /// reaches) and pops from it; `None` when nothing is queued. The window's own bucket is
    /// empty.
    #[inline(never)]
    fn advance(&mut self) -> Option<(u32, u32)> {
        self.release_current();
        if !self.far.is_empty() && (self.marked == 0 || self.far_min - self.current <= self.mask())
        {
            self.bring_near();
        }
        if self.marked == 0 {
            return None;
        }
        let mask = self.mask();
        let bucket = (self.current & mask) as usize;
        let next = self.next_occupied(bucket)?;
        // Far items all cost more than anything in the ring: those the old window did not reach
        // lie beyond every ring item.
        self.current += (next as u32).wrapping_sub(bucket as u32) & mask;
        let item = self.buckets.get_mut(next)?.pop()?;
        Some((self.current, item))
    }

    /// The first marked bucket at or after `from`, going round the ring; `None` when none is.
    #[inline(always)]
    fn next_occupied(&self, from: usize) -> Option<usize> {
        let words = self.occupied.len();
        let mut word_index = from >> 6;
        let mut word = self.occupied.get(word_index)? & (u64::MAX << (from & 63));
        // At most once round the ring (its word count is a power of two), and back to the
        // first word whole.
        for _ in 0..words {
            if word != 0 {
                return Some((word_index << 6) | word.trailing_zeros() as usize);
            }
            word_index = (word_index + 1) & (words - 1);
            word = self.occupied[word_index];
        }
        (word != 0).then(|| (word_index << 6) | word.trailing_zeros() as usize)
    }

    /// Widens the ring to hold at least `needed` consecutive costs, keeping what is queued.
    #[cold]
    fn grow(&mut self, needed: usize) {
        let size = needed.next_power_of_two().max(Self::INITIAL_BUCKETS);
        let old = std::mem::replace(&mut self.buckets, vec![Vec::new(); size]);
        let old_mask = old.len() - 1;
        self.occupied = vec![0; size / 64];
        self.marked = 0;
        let base = self.current as usize & old_mask;
        for (index, items) in old.into_iter().enumerate() {
            if items.is_empty() {
                continue;
            }
            let cost = self.current as usize + (index.wrapping_sub(base) & old_mask);
            let bucket = cost & (size - 1);
            self.occupied[bucket >> 6] |= 1 << (bucket & 63);
            self.marked += 1;
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

    /// A queued item with its cost, as `(cost, item)`.
    type Entry = (u32, u32);

    /// Pushes `steps` (each a cost past the last popped one), popping after every third, and
    /// then drains the queue; returns what was pushed and what was popped, as `(cost, item)`.
    fn run(queue: &mut BucketQueue, steps: &[u32]) -> (Vec<Entry>, Vec<Entry>) {
        queue.reset(0);
        let (mut pushed, mut popped) = (Vec::new(), Vec::new());
        let mut last = 0;
        for (i, step) in steps.iter().enumerate() {
            queue.push(last + step, i as u32);
            pushed.push((last + step, i as u32));
            if i % 3 == 2
                && let Some((cost, item)) = queue.pop()
            {
                popped.push((cost, item));
                last = cost;
            }
        }
        while let Some(entry) = queue.pop() {
            popped.push(entry);
        }
        (pushed, popped)
    }

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

        /// Every item pushed is popped once, with the cost it was pushed at, the costs popped
        /// never go down, and the queue's marks agree with its buckets after each query, also
        /// when one queue serves several queries (short steps: a bucket refilled at the window's
        /// cost after it emptied).
        #[test]
        fn pops_what_was_pushed(
            queries in proptest::collection::vec(
                proptest::collection::vec(
                    prop_oneof![8 => 0u32..4, 4 => 0u32..700, 1 => 0u32..(1 << 20)],
                    1..300,
                ),
                1..4,
            )
        ) {
            let mut queue = BucketQueue::default();
            for steps in &queries {
                let (mut pushed, popped) = run(&mut queue, steps);
                prop_assert!(popped.windows(2).all(|w| w[0].0 <= w[1].0), "{:?}", popped);
                let mut popped = popped;
                pushed.sort_unstable();
                popped.sort_unstable();
                prop_assert_eq!(pushed, popped);
                let marks: u32 = queue.occupied.iter().map(|w| w.count_ones()).sum();
                prop_assert_eq!(marks as usize, queue.marked);
                prop_assert!(queue.marked <= 1, "only the window's bucket may stay marked");
            }
        }
    }
}
