//! How a search numbers its `(place, state)` nodes and their labels.

use super::{MAX_NODES, STOPPED};

/// How the `(place, state)` nodes are numbered: state by state, each state's places in board
/// order (`state × places + place`), so the labels of the states a search mostly moves in lie
/// together however many states the ruleset has. A label is a node's number, with the
/// [`STOPPED`] bit set for the label of arrivals that must stop: those of arrivals free to go
/// on (the search's hot data) are dense in one array, those that must stop in another.
#[derive(Clone, Copy, Debug)]
pub(super) struct Labels {
    /// States per place.
    pub states: usize,
    /// Places on the board.
    pub places: usize,
    /// Nodes on the board: places × states.
    pub nodes: usize,
    /// Divides a node number by `places` (the state of a node).
    by_places: Divisor,
}

impl Labels {
    /// The layout of `places` × `states` nodes (at most [`MAX_NODES`]).
    pub fn new(places: usize, states: usize) -> Labels {
        debug_assert!(places.saturating_mul(states) <= MAX_NODES, "{places} × {states} nodes");
        Labels { states, places, nodes: places * states, by_places: Divisor::new(places) }
    }

    /// The same layout, with `states` the ruleset's count as the compiler sees it (a constant
    /// for most rulesets: one state needs no division).
    #[inline]
    pub fn with_states(self, states: usize) -> Labels {
        Labels { states, ..self }
    }

    /// The node of `place_index` in `state_index`.
    #[inline]
    pub fn node_of(self, place_index: usize, state_index: usize) -> usize {
        if self.states == 1 { place_index } else { state_index * self.places + place_index }
    }

    /// The label of `place_index` in `state_index`, stopped or free to go on.
    #[inline]
    pub fn slot(self, place_index: usize, state_index: usize, stopped: bool) -> usize {
        self.node_of(place_index, state_index) | if stopped { STOPPED } else { 0 }
    }

    /// The place and state numbers of a label.
    #[inline]
    pub fn node(self, slot: usize) -> (usize, usize) {
        let node = slot & !STOPPED;
        if self.states == 1 {
            return (node, 0);
        }
        let state = self.by_places.divide(node);
        (node - state * self.places, state)
    }

    /// Whether a label is that of an arrival that must stop.
    #[inline]
    pub fn is_stopped(self, slot: usize) -> bool {
        slot & STOPPED != 0
    }

    /// The other label of the same node.
    #[inline]
    pub fn partner(self, slot: usize) -> usize {
        slot ^ STOPPED
    }
}

/// The bits of a node number: every node number is below [`MAX_NODES`].
const NODE_BITS: u32 = MAX_NODES.trailing_zeros();
const _: () = assert!(MAX_NODES.is_power_of_two());

/// Division of a node number by a fixed divisor as a multiplication and a shift, exact for
/// every node number: with `k = NODE_BITS + ⌈log₂ d⌉` and `m = ⌈2ᵏ / d⌉`,
/// `⌊n / d⌋ = ⌊n·m / 2ᵏ⌋` for all `n < 2^NODE_BITS` (`m·d − 2ᵏ < d ≤ 2^(k − NODE_BITS)`, so the
/// error stays below `1/d`), and `n·m < 2^(2·NODE_BITS + 1)` fits in 64 bits.
#[derive(Clone, Copy, Debug)]
struct Divisor {
    multiplier: u64,
    shift: u32,
}

const _: () = assert!(2 * NODE_BITS < u64::BITS);

impl Divisor {
    /// Dividing by `d` (at least 1, at most [`MAX_NODES`]).
    fn new(d: usize) -> Divisor {
        let d = d.clamp(1, MAX_NODES) as u64;
        let shift = NODE_BITS + d.next_power_of_two().trailing_zeros();
        Divisor { multiplier: (1u64 << shift).div_ceil(d), shift }
    }

    /// `n / d` for `n` below [`MAX_NODES`].
    #[inline]
    fn divide(self, n: usize) -> usize {
        ((n as u64 * self.multiplier) >> self.shift) as usize
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::{Divisor, Labels, MAX_NODES};

    #[test]
    fn a_divisor_divides_exactly_at_the_edges() {
        for d in [1, 2, 3, 5, 7, 70 * 60, 8401, 1 << 20, (1 << 20) + 1, MAX_NODES - 1, MAX_NODES] {
            let divisor = Divisor::new(d);
            for n in [0, 1, d - 1, d, d + 1, MAX_NODES / 2, MAX_NODES - 2, MAX_NODES - 1] {
                assert_eq!(divisor.divide(n), n / d, "{n} / {d}");
            }
        }
    }

    proptest! {
        #[test]
        fn a_divisor_divides_every_node_number_exactly(d in 1..=MAX_NODES, n in 0..MAX_NODES) {
            prop_assert_eq!(Divisor::new(d).divide(n), n / d);
        }

        #[test]
        fn labels_name_their_node_back(
            places in 1usize..5000,
            states in 1usize..300,
            place in 0usize..5000,
            state in 0usize..300,
            stopped: bool,
        ) {
            let (place, state) = (place % places, state % states);
            let labels = Labels::new(places, states);
            let slot = labels.slot(place, state, stopped);
            prop_assert!(slot & !super::STOPPED < labels.nodes);
            prop_assert_eq!(labels.node(slot), (place, state));
            prop_assert_eq!(labels.is_stopped(slot), stopped);
            prop_assert_eq!(labels.node(labels.partner(slot)), (place, state));
        }
    }
}
