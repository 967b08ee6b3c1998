//! Which labels a tree of paths holds already, and where, among the few that are not their
//! place's best arrival (the table of best arrivals keeps the others' links): a small
//! open-addressed table from label number to link, grown as it fills.

use super::PathEnd;

/// A slot no label holds (no label number is `u32::MAX`: that is the start's missing parent).
const EMPTY: u32 = u32::MAX;
/// The fewest slots a table has.
const MIN_SLOTS: usize = 16;
/// Fibonacci hashing's multiplier: 2⁶⁴ divided by the golden ratio, made odd.
const GOLDEN: u64 = 0x9E37_79B9_7F4A_7C15;

/// Labels already linked in a tree of paths, each with its link.
#[derive(Debug)]
pub(super) struct Linked {
    /// `(label, link)` pairs; a label of [`EMPTY`] marks a free slot.
    slots: Vec<(u32, PathEnd)>,
    /// How many slots are taken.
    taken: usize,
    /// Right shift from a 64-bit product to a slot number.
    shift: u32,
}

impl Linked {
    /// An empty table with room for `labels` labels at most half full.
    pub(super) fn with_room(labels: usize) -> Linked {
        let count = labels.saturating_mul(2).next_power_of_two().max(MIN_SLOTS);
        Linked {
            slots: vec![(EMPTY, PathEnd::UNSET); count],
            taken: 0,
            shift: u64::BITS - count.trailing_zeros(),
        }
    }

    /// The slot where the search for `label` starts.
    #[inline]
    fn home(&self, label: u32) -> usize {
        // The shift keeps fewer bits than `usize` holds: the table has fewer slots than that.
        (u64::from(label).wrapping_mul(GOLDEN) >> self.shift) as usize
    }

    /// The slot holding `label`, or the free slot where it would go.
    #[inline]
    fn find(&self, label: u32) -> usize {
        let mask = self.slots.len() - 1;
        let mut at = self.home(label);
        // The table is never more than half full, so a free slot ends every probe.
        while let Some(&(held, _)) = self.slots.get(at) {
            if held == label || held == EMPTY {
                break;
            }
            at = (at + 1) & mask;
        }
        at
    }

    /// The link of `label`, if it is linked.
    #[inline]
    pub(super) fn get(&self, label: u32) -> Option<PathEnd> {
        match self.slots.get(self.find(label)) {
            Some(&(held, end)) if held == label => Some(end),
            _ => None,
        }
    }

    /// Records that `label` is linked at `end`.
    #[inline]
    pub(super) fn insert(&mut self, label: u32, end: PathEnd) {
        if (self.taken + 1) * 2 > self.slots.len() {
            self.grow();
        }
        let at = self.find(label);
        if let Some(slot) = self.slots.get_mut(at) {
            if slot.0 == EMPTY {
                self.taken += 1;
            }
            *slot = (label, end);
        }
    }

    /// Doubles the slots (only when more labels are linked than the table was made for).
    #[cold]
    fn grow(&mut self) {
        let old = std::mem::take(&mut self.slots);
        let count = old.len() * 2;
        self.slots = vec![(EMPTY, PathEnd::UNSET); count];
        self.shift = u64::BITS - count.trailing_zeros();
        self.taken = 0;
        for (label, end) in old.into_iter().filter(|&(label, _)| label != EMPTY) {
            self.insert(label, end);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Linked;
    use crate::search::Paths;

    #[test]
    fn finds_what_was_linked_and_nothing_else_even_past_its_room() {
        let mut paths = Paths::new();
        let mut linked = Linked::with_room(3);
        // Labels with the stop bit, large and close together, more than the table was made for.
        let labels: Vec<u32> =
            (0..200).map(|n| if n % 2 == 0 { n * 7 } else { (1 << 31) | n }).collect();
        let mut ends = Vec::new();
        for &label in &labels {
            let end = paths.push(label, None);
            linked.insert(label, end);
            ends.push(end);
        }
        for (label, end) in labels.iter().zip(&ends) {
            assert_eq!(linked.get(*label), Some(*end));
        }
        assert_eq!(linked.get(1), None);
        assert_eq!(linked.get((1 << 31) | 2), None);
        assert_eq!(linked.get(u32::MAX - 1), None);
    }
}
