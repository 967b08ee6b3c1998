//! The tree of cheapest paths a reach gives: [`Reach::paths`], and [`PathTree`] to build it
//! place by place.
//!
//! The places' best arrivals are linked in the order their places settled, so the arrival
//! before each one is nearly always linked already: the search settles a parent before its
//! children. Which arrivals are linked, and where, is read from the table of best arrivals, as
//! nearly every arrival on a cheapest path is the best at its own place. The few others (an
//! arrival that goes on from a place where a cheaper one had to stop, one in another state, or
//! a tie settled out of order) are linked up a chain of parents, and kept in a small table of
//! their own.

use super::best::Bests;
use super::linked::Linked;
use super::{NO_PARENT, Reach, ReachPaths, Reached};
use crate::search::{PathEnd, Paths};
use crate::{Board, Movement, Mp};

/// Marks an arrival on the chain being linked that is not its place's best.
const NOT_BEST: u32 = u32::MAX;

impl<'a, B: Board, R: Movement<B>> Reach<'a, B, R> {
    /// Every reached place once, in the order of [`Reach::iter`], each with the end of its
    /// cheapest path in the [`Paths`] given with them. The tree holds one link per arrival
    /// on those paths, so its memory grows with the places reached, whatever their paths'
    /// lengths; [`Paths::path`] builds a path when it is wanted.
    pub fn paths(&self) -> ReachPaths<B::Place> {
        let mut tree = self.path_tree();
        let places = tree.by_ref().map(|(_, reached, end)| (reached, end)).collect();
        ReachPaths { places, paths: tree.into_paths() }
    }

    /// What [`Reach::paths`] gives, place by place: an iterator over every reached place once,
    /// in the order of [`Reach::iter`], with its number on the board ([`Board::index_of`]), its
    /// best arrival and the end of its cheapest path in the tree that
    /// [`PathTree::into_paths`] then gives. For a caller that builds its own list of places
    /// (it knows how many from [`ExactSizeIterator::len`]), and would otherwise look each
    /// place's number up on the board again.
    ///
    /// ```
    /// # use umpire_map::*;
    /// # struct Line3;
    /// # impl Map for Line3 { type Place = char; type Leg = (); fn leg(&self, _: char, _: char) -> Option<()> { Some(()) } }
    /// # impl Board for Line3 {
    /// #     fn place_count(&self) -> usize { 3 }
    /// #     fn index_of(&self, p: char) -> Option<usize> { "abc".find(p) }
    /// #     fn place_at(&self, i: usize) -> char { ['a', 'b', 'c'][i] }
    /// #     fn for_each_adjacent(&self, p: char, mut visit: impl FnMut(char)) {
    /// #         match p { 'a' => visit('b'), 'b' => { visit('a'); visit('c') } _ => visit('b') }
    /// #     }
    /// # }
    /// # struct Flat;
    /// # impl Movement<Line3> for Flat {
    /// #     type State = ();
    /// #     fn step(&self, _: &Line3, _: (), _: EdgeOf<Line3>, _: &mut impl Ledger) -> StepOutcome<()> {
    /// #         Step::costing(Mp::ONE, ()).into()
    /// #     }
    /// #     fn allowance_refusal(&self, needed: Mp, left: Mp) -> Refusal {
    /// #         Refusal::new(ClauseId::new("DEMO-1"), format!("needs {needed} MP, {left} MP left"))
    /// #     }
    /// #     fn not_a_candidate(&self, _: char, _: char) -> Refusal { Refusal::new(ClauseId::new("DEMO-2"), "not adjacent") }
    /// # }
    /// let mut search = Search::new();
    /// let mover = Mover { at: 'a', state: (), allowance: Some(Mp::whole(2)) };
    /// let reach = search.reach(&Line3, &Flat, &mover)?;
    /// let mut tree = reach.path_tree();
    /// assert_eq!(tree.len(), 3);
    /// let ends: Vec<(usize, char, PathEnd)> =
    ///     tree.by_ref().map(|(number, reached, end)| (number, reached.place, end)).collect();
    /// let paths = tree.into_paths();
    /// assert_eq!(ends.iter().map(|&(n, place, _)| (n, place)).collect::<Vec<_>>(),
    ///            [(0, 'a'), (1, 'b'), (2, 'c')]);
    /// assert_eq!(paths.path(ends[2].2), ['a', 'b', 'c']);
    /// # Ok::<(), SearchError>(())
    /// ```
    pub fn path_tree(&self) -> PathTree<'_, 'a, B, R> {
        let bests = self.bests_as_settled();
        let mut tree = PathTree {
            reach: self,
            paths: Paths::with_capacity(bests.len()),
            bests,
            next: 0,
            others: None,
            chain: Vec::new(),
        };
        // In the order settled: each arrival after the one before it.
        for n in 0..tree.bests.len() {
            if let Some(slot) = tree.bests.nth_slot(n) {
                tree.link(slot);
            }
        }
        self.list_in_reach_order(&mut tree.bests);
        tree
    }
}

/// The tree of a reach's cheapest paths, as [`Reach::path_tree`] gives it: an iterator over
/// `(place number, best arrival, end of its path)`, then the tree itself from
/// [`PathTree::into_paths`].
#[derive(Debug)]
pub struct PathTree<'r, 'a, B: Board, R: Movement<B>> {
    reach: &'r Reach<'a, B, R>,
    /// Each reached place's best arrival, in the order to list them, with its link once made.
    bests: Bests,
    /// How many places have been listed.
    next: usize,
    /// The tree.
    paths: Paths<B::Place>,
    /// The links of arrivals on the tree that are not their place's best, once there is one.
    others: Option<Linked>,
    /// Scratch: the arrivals being linked, the last first, each with its slot among the best
    /// arrivals (or [`NOT_BEST`]) and its place's number.
    chain: Vec<(u32, u32, u32)>,
}

impl<B: Board, R: Movement<B>> PathTree<'_, '_, B, R> {
    /// The tree of the paths, every place's whether iterated over or not.
    pub fn into_paths(self) -> Paths<B::Place> {
        self.paths
    }

    /// The link of the best arrival in slot `slot`, adding it and the arrivals before it not
    /// yet linked. A label's number fits in 32 bits: parents are stored as such.
    #[inline]
    fn link(&mut self, slot: usize) -> PathEnd {
        let best = self.bests.get(slot);
        if best.end != PathEnd::UNSET {
            return best.end;
        }
        let reach = self.reach;
        // Nearly always the arrival before is linked already, or there is none (the start).
        let before = match reach.arrays.parent(best.label as usize) {
            NO_PARENT => None,
            parent => match self.linked(parent) {
                (Ok(end), _) => Some(end),
                (Err(_), _) => return self.link_chain(slot),
            },
        };
        let end = self.paths.push(reach.board.place_at(best.place as usize), before);
        self.bests.set_end(slot, end);
        end
    }

    /// The link of label `label` if it is linked, and either way its slot among the best
    /// arrivals ([`NOT_BEST`] if it is not its place's best) and its place's number.
    #[inline]
    fn linked(&self, label: u32) -> (Result<PathEnd, u32>, u32) {
        let place = self.reach.place_number(label as usize);
        match self.bests.slot_of(place) {
            Some(slot) if self.bests.get(slot).label == label => {
                let end = self.bests.get(slot).end;
                ((end != PathEnd::UNSET).then_some(end).ok_or(slot as u32), place)
            }
            _ => {
                let others = self.others.as_ref().and_then(|others| others.get(label));
                (others.ok_or(NOT_BEST), place)
            }
        }
    }

    /// [`PathTree::link`] when arrivals before this one are not linked yet: up the parents to
    /// the first that is (or past the start), then linked down from there.
    #[cold]
    #[inline(never)]
    fn link_chain(&mut self, slot: usize) -> PathEnd {
        let best = self.bests.get(slot);
        let mut at = (best.label, slot as u32, best.place);
        let mut before = loop {
            self.chain.push(at);
            let parent = self.reach.arrays.parent(at.0 as usize);
            if parent == NO_PARENT {
                break None;
            }
            match self.linked(parent) {
                (Ok(end), _) => break Some(end),
                (Err(held), place) => at = (parent, held, place),
            }
        };
        while let Some((label, held, place)) = self.chain.pop() {
            let end = self.paths.push(self.reach.board.place_at(place as usize), before);
            if held == NOT_BEST {
                self.others.get_or_insert_with(|| Linked::with_room(0)).insert(label, end);
            } else {
                self.bests.set_end(held as usize, end);
            }
            before = Some(end);
        }
        // The chain held `slot`'s label at least, linked last.
        before.unwrap_or(PathEnd::UNSET)
    }
}

impl<B: Board, R: Movement<B>> Iterator for PathTree<'_, '_, B, R> {
    type Item = (usize, Reached<B::Place>, PathEnd);

    #[inline]
    fn next(&mut self) -> Option<Self::Item> {
        let best = self.bests.get(self.bests.nth_slot(self.next)?);
        self.next += 1;
        let place = match self.paths.last_place(best.end) {
            Some(&place) => place,
            None => self.reach.board.place_at(best.place as usize),
        };
        let (cost, must_stop) =
            (Mp::from_raw(best.cost), self.reach.labels.is_stopped(best.label as usize));
        Some((best.place as usize, Reached { place, cost, must_stop }, best.end))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.bests.len().saturating_sub(self.next);
        (left, Some(left))
    }
}

impl<B: Board, R: Movement<B>> ExactSizeIterator for PathTree<'_, '_, B, R> {}
