//! Cheapest paths kept as a tree: one link per arrival, each naming the arrival before it.

use serde::{Deserialize, Serialize};

/// The link of the first arrival of a path (the start): there is none before it.
const NONE_BEFORE: u32 = u32::MAX;

/// The cheapest paths to the places a reach found, kept as a tree of arrivals: each arrival
/// holds its place and the arrival before it. Its memory grows with the arrivals searched, not
/// with the lengths of the paths, and a path is built only when asked for.
///
/// Made by [`Reach::paths`](super::Reach::paths), which gives each reached place the
/// [`PathEnd`] of its path.
///
/// ```
/// # use umpire_map::*;
/// # struct Line3;
/// # impl Map for Line3 { type Place = usize; type Leg = (); fn leg(&self, _: usize, _: usize) -> Option<()> { Some(()) } }
/// # impl Board for Line3 {
/// #     fn place_count(&self) -> usize { 3 }
/// #     fn index_of(&self, p: usize) -> Option<usize> { (p < 3).then_some(p) }
/// #     fn place_at(&self, i: usize) -> usize { i }
/// #     fn for_each_adjacent(&self, p: usize, mut visit: impl FnMut(usize)) {
/// #         if p > 0 { visit(p - 1) } if p < 2 { visit(p + 1) }
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
/// #     fn not_a_candidate(&self, _: usize, _: usize) -> Refusal { Refusal::new(ClauseId::new("DEMO-2"), "not adjacent") }
/// # }
/// let mut search = Search::new();
/// let mover = Mover { at: 0, state: (), allowance: Some(Mp::whole(2)) };
/// let reach = search.reach(&Line3, &Flat, &mover)?;
/// let ReachPaths { places, paths } = reach.paths();
/// let (far, end) = places.iter().find(|(r, _)| r.place == 2).copied().unwrap();
/// assert_eq!(far.cost, Mp::whole(2));
/// assert_eq!(paths.path(end), vec![0, 1, 2]);
/// assert_eq!(paths.steps(end), 2);
/// # Ok::<(), SearchError>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Paths<P> {
    links: Vec<Link<P>>,
}

/// One arrival: its place and the arrival before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Link<P> {
    place: P,
    before: u32,
}

/// Where one path ends in its [`Paths`]: a handle, valid only for the `Paths` that gave it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct PathEnd(u32);

impl PathEnd {
    /// A handle no tree gives (a placeholder in scratch tables).
    pub(super) const UNSET: PathEnd = PathEnd(NONE_BEFORE);

    /// The arrival's number in its tree: arrivals are numbered in the order the search made
    /// them, so an arrival's number is greater than the number of the arrival before it.
    #[must_use]
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl<P: Clone> Paths<P> {
    /// No paths.
    #[must_use]
    pub fn new() -> Paths<P> {
        Paths { links: Vec::new() }
    }

    /// No paths, with room for `arrivals` links.
    pub(super) fn with_capacity(arrivals: usize) -> Paths<P> {
        Paths { links: Vec::with_capacity(arrivals) }
    }

    /// Adds an arrival at `place` after the arrival `before` (`None`: the start).
    pub(super) fn push(&mut self, place: P, before: Option<PathEnd>) -> PathEnd {
        let end = PathEnd(u32::try_from(self.links.len()).unwrap_or(NONE_BEFORE));
        self.links.push(Link { place, before: before.map_or(NONE_BEFORE, |b| b.0) });
        end
    }

    /// The last place of the path ending at `end`.
    pub(super) fn last_place(&self, end: PathEnd) -> Option<&P> {
        self.links.get(end.0 as usize).map(|link| &link.place)
    }

    /// The place of the arrival `end`, if the tree holds it.
    pub fn place(&self, end: PathEnd) -> Option<&P> {
        self.last_place(end)
    }

    /// The arrival before `end` on its path: `None` for the start (or an `end` the tree does
    /// not hold). Its [`PathEnd::index`] is always less than `end`'s.
    pub fn before(&self, end: PathEnd) -> Option<PathEnd> {
        let link = self.links.get(end.0 as usize)?;
        (link.before < end.0).then_some(PathEnd(link.before))
    }

    /// The places of the path ending at `end`, from its last place back to the start.
    /// An `end` from another `Paths` walks whatever it names there, or nothing.
    pub fn back_from(&self, end: PathEnd) -> impl Iterator<Item = P> + '_ {
        let mut at = end.0;
        std::iter::from_fn(move || {
            let link = self.links.get(at as usize)?;
            // An arrival comes after the one before it, so every walk ends, even on a tree read
            // from a hostile file.
            at = if link.before < at { link.before } else { NONE_BEFORE };
            Some(link.place.clone())
        })
    }

    /// The path ending at `end`, the start first.
    pub fn path(&self, end: PathEnd) -> Vec<P> {
        let mut path: Vec<P> = self.back_from(end).collect();
        path.reverse();
        path
    }

    /// How many steps the path ending at `end` takes (its places less one).
    pub fn steps(&self, end: PathEnd) -> usize {
        self.back_from(end).count().saturating_sub(1)
    }

    /// The same tree with every place changed by `f` (for instance into its printed id).
    pub fn map<Q>(self, mut f: impl FnMut(P) -> Q) -> Paths<Q> {
        Paths {
            links: self
                .links
                .into_iter()
                .map(|link| Link { place: f(link.place), before: link.before })
                .collect(),
        }
    }

    /// How many arrivals the tree holds.
    pub fn len(&self) -> usize {
        self.links.len()
    }

    /// Whether the tree holds no arrival.
    pub fn is_empty(&self) -> bool {
        self.links.is_empty()
    }

    /// Bytes of memory the tree holds (its links, not what the places own).
    pub fn heap_bytes(&self) -> usize {
        self.links.capacity() * size_of::<Link<P>>()
    }
}
