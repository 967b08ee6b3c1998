//! What the rulesets' kept reaches (`KeptReaches`: every reach of a side, brought up to date
//! after each order) are built from: [`PlaceSet`], the places a search read, and [`Lineage`],
//! which game a kept answer belongs to.

use std::sync::atomic::{AtomicU64, Ordering};

/// A set of places by their number on a board ([`crate::Board::index_of`]): one bit a place,
/// so that whether two searches read a place in common is a few word operations.
///
/// ```
/// use umpire_map::PlaceSet;
///
/// let mut read = PlaceSet::new(200);
/// assert!(read.insert(3) && !read.insert(3));
/// read.insert(150);
/// let mut changed = PlaceSet::new(200);
/// changed.insert(149);
/// assert!(!read.meets(&changed));
/// changed.insert(150);
/// assert!(read.meets(&changed) && read.contains(150) && !read.contains(149));
/// assert!(!read.insert(200)); // off the board: not held
/// assert_eq!(read.iter().collect::<Vec<_>>(), [3, 150]);
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PlaceSet {
    words: Vec<u64>,
    places: usize,
}

impl PlaceSet {
    /// An empty set for a board of `places` places.
    pub fn new(places: usize) -> PlaceSet {
        PlaceSet { words: vec![0; places.div_ceil(64)], places }
    }

    /// Adds place `number`; whether it was not there before. A number past the board's is not
    /// held (false).
    pub fn insert(&mut self, number: usize) -> bool {
        if number >= self.places {
            return false;
        }
        let Some(word) = self.words.get_mut(number / 64) else { return false };
        let bit = 1 << (number % 64);
        let new = *word & bit == 0;
        *word |= bit;
        new
    }

    /// Whether place `number` is in the set.
    pub fn contains(&self, number: usize) -> bool {
        self.words.get(number / 64).is_some_and(|word| word & (1 << (number % 64)) != 0)
    }

    /// The places in the set, in board order.
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.words.iter().enumerate().flat_map(|(n, &word)| {
            (0..64).filter(move |bit| word & (1 << bit) != 0).map(move |bit| n * 64 + bit)
        })
    }

    /// Whether the two sets hold a place in common.
    pub fn meets(&self, other: &PlaceSet) -> bool {
        self.words.iter().zip(&other.words).any(|(a, b)| a & b != 0)
    }
}

/// What bringing kept reaches up to date did (`KeptReaches::update` of either hex ruleset):
/// how many of the side's units it searched again, and how many it kept as they were.
///
/// ```
/// use umpire_map::Refreshed;
///
/// let refreshed = Refreshed { searched: 1, kept: 74 };
/// assert_eq!(refreshed.units(), 75);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Refreshed {
    /// Units searched again.
    pub searched: usize,
    /// Units whose reach was kept as it was.
    pub kept: usize,
}

impl Refreshed {
    /// The side's units in all.
    pub fn units(&self) -> usize {
        self.searched + self.kept
    }
}

/// Which game an answer was worked out on: a game gets a new lineage when it is built, and its
/// clones share it (they hold the same map and rules data). A kept answer brought up to date
/// with a game of its own lineage follows it by what changed; with any other, it starts afresh.
///
/// ```
/// use umpire_map::Lineage;
///
/// let a = Lineage::fresh();
/// assert_ne!(a, Lineage::fresh());
/// assert_ne!(a, Lineage::NONE);
/// assert_eq!(a, a.clone());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Lineage(u64);

impl Lineage {
    /// A lineage no game had before.
    pub fn fresh() -> Lineage {
        static NEXT: AtomicU64 = AtomicU64::new(1);
        Lineage(NEXT.fetch_add(1, Ordering::Relaxed))
    }

    /// A lineage no game has: what a kept answer starts from before it is first worked out.
    pub const NONE: Lineage = Lineage(0);
}
