//! Each reached place's best arrival, picked in one pass over the settled list: a small
//! open-addressed table from place number to the label of that arrival, its cost and, once the
//! tree of paths holds it, its link. It is sized by the labels one query wrote, not by the board.
//!
//! The settled list comes in non-decreasing cost, so the first arrival listed at a place costs
//! least; a later one replaces it only at the same cost with a lower label number (free before
//! stopped, then the lower state), the order [`Reach::get`](super::Reach::get) ranks them in.

use super::PathEnd;

/// A slot no place holds (place numbers are below `MAX_NODES`, far from `u32::MAX`).
const EMPTY: u32 = u32::MAX;
/// The fewest slots a table has.
const MIN_SLOTS: usize = 16;
/// Fibonacci hashing's multiplier: 2⁶⁴ divided by the golden ratio, made odd.
const GOLDEN: u64 = 0x9E37_79B9_7F4A_7C15;

/// One reached place's best arrival.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Best {
    /// The place's number on the board ([`EMPTY`] in a free slot).
    pub place: u32,
    /// The label of its best arrival.
    pub label: u32,
    /// That arrival's raw cost.
    pub cost: u32,
    /// Its link in the tree of paths being built ([`PathEnd::UNSET`] until linked).
    pub end: PathEnd,
}

/// Free slots: no place, no label.
const FREE: Best = Best { place: EMPTY, label: EMPTY, cost: 0, end: PathEnd::UNSET };

/// The best arrival of every place offered, and the order to list them in.
#[derive(Debug)]
pub(super) struct Bests {
    /// The table, never more than half full.
    slots: Vec<Best>,
    /// Right shift from a 64-bit product to a slot number.
    shift: u32,
    /// Each place once, as `place << 32 | slot`: in the order first offered, or in board order
    /// after [`Bests::sort_by_place`].
    order: Vec<u64>,
}

impl Bests {
    /// An empty table with room for `labels` places.
    pub(super) fn with_room(labels: usize) -> Bests {
        let count = labels.saturating_mul(2).next_power_of_two().max(MIN_SLOTS);
        Bests {
            slots: vec![FREE; count],
            shift: u64::BITS - count.trailing_zeros(),
            order: Vec::with_capacity(labels),
        }
    }

    /// The slot holding `place`, or the free slot where it would go.
    #[inline]
    fn find(&self, place: u32) -> usize {
        let mask = self.slots.len() - 1;
        // The shift keeps fewer bits than `usize` holds: the table has fewer slots than that.
        let mut at = (u64::from(place).wrapping_mul(GOLDEN) >> self.shift) as usize;
        // The table is never more than half full, so a free slot ends every probe.
        while let Some(best) = self.slots.get(at) {
            if best.place == place || best.place == EMPTY {
                break;
            }
            at = (at + 1) & mask;
        }
        at
    }

    /// Offers the arrival in `label` at place number `place`, costing `cost`: it must cost at
    /// least as much as every arrival offered before it (the settled list's order). It becomes
    /// the place's best when the place has none yet, or when it costs the same as the one held
    /// and its label's number is lower.
    #[inline]
    pub(super) fn offer(&mut self, place: u32, label: u32, cost: u32) {
        if (self.order.len() + 1) * 2 > self.slots.len() {
            self.grow();
        }
        let at = self.find(place);
        let Some(best) = self.slots.get_mut(at) else { return };
        if best.place == EMPTY {
            *best = Best { place, label, cost, end: PathEnd::UNSET };
            self.order.push(u64::from(place) << 32 | at as u64);
        } else if (cost, label) < (best.cost, best.label) {
            (best.label, best.cost) = (label, cost);
        }
    }

    /// The slot of `place`, if it was offered.
    #[inline]
    pub(super) fn slot_of(&self, place: u32) -> Option<usize> {
        let at = self.find(place);
        self.slots.get(at).is_some_and(|best| best.place == place).then_some(at)
    }

    /// The best arrival in slot `slot`.
    #[inline]
    pub(super) fn get(&self, slot: usize) -> Best {
        self.slots.get(slot).copied().unwrap_or(FREE)
    }

    /// Records that the best arrival in slot `slot` is linked at `end`.
    #[inline]
    pub(super) fn set_end(&mut self, slot: usize, end: PathEnd) {
        if let Some(best) = self.slots.get_mut(slot) {
            best.end = end;
        }
    }

    /// Puts the places in board order.
    pub(super) fn sort_by_place(&mut self) {
        self.order.sort_unstable();
    }

    /// Lists the places in the order of `settled`, `(place, label)` pairs: each place where
    /// its best arrival's label comes.
    pub(super) fn order_as(&mut self, settled: impl Iterator<Item = (u32, u32)>) {
        self.order.clear();
        for (place, label) in settled {
            if let Some(slot) = self.slot_of(place).filter(|&slot| self.get(slot).label == label) {
                self.order.push(u64::from(place) << 32 | slot as u64);
            }
        }
    }

    /// How many places were offered.
    pub(super) fn len(&self) -> usize {
        self.order.len()
    }

    /// The slot of the `n`th place in the order (first offered, or board order once sorted).
    #[inline]
    pub(super) fn nth_slot(&self, n: usize) -> Option<usize> {
        self.order.get(n).map(|&key| (key & u64::from(u32::MAX)) as usize)
    }

    /// Doubles the slots (only when more places are offered than the table was made for).
    #[cold]
    fn grow(&mut self) {
        let old = std::mem::take(&mut self.slots);
        let count = old.len() * 2;
        self.slots = vec![FREE; count];
        self.shift = u64::BITS - count.trailing_zeros();
        let mut order = std::mem::take(&mut self.order);
        for key in &mut order {
            let held = old.get((*key & u64::from(u32::MAX)) as usize).copied().unwrap_or(FREE);
            let at = self.find(held.place);
            if let Some(slot) = self.slots.get_mut(at) {
                *slot = held;
            }
            *key = u64::from(held.place) << 32 | at as u64;
        }
        self.order = order;
    }
}

#[cfg(test)]
mod tests {
    use super::Bests;

    #[test]
    fn keeps_each_places_cheapest_then_lowest_label_even_past_its_room() {
        let mut bests = Bests::with_room(2);
        // Costs never fall, as on a settled list; places come back at equal and higher costs.
        let offers = [(7, 30, 1), (3, 13, 1), (7, 29, 1), (7, 28, 2), (500, 2000, 2)];
        let mut offered = offers.to_vec();
        offered.extend((0..100).map(|n| (1000 + n, 4000 + n, 3)));
        for &(place, label, cost) in &offered {
            bests.offer(place, label, cost);
        }
        assert_eq!(bests.len(), 103);
        let best = |place| bests.slot_of(place).map(|slot| bests.get(slot));
        assert_eq!(best(7).map(|b| (b.label, b.cost)), Some((29, 1)));
        assert_eq!(best(3).map(|b| (b.label, b.cost)), Some((13, 1)));
        assert_eq!(best(1050).map(|b| (b.label, b.cost)), Some((4050, 3)));
        assert_eq!(best(4), None);
        bests.sort_by_place();
        let places: Vec<u32> = (0..bests.len())
            .filter_map(|n| bests.nth_slot(n))
            .map(|s| bests.get(s).place)
            .collect();
        let mut sorted = places.clone();
        sorted.sort_unstable();
        assert_eq!(places, sorted);
        assert_eq!(places.first(), Some(&3));
    }
}
