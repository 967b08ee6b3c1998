//! The map seam: the traits a game developer implements for their own map storage.
//!
//! A move is a sequence of **legs**. On each leg the mover meets terrain (the hex entered, or the
//! ground a straight line crosses) and crossings (the hexside, or the obstacles a line cuts).
//! [`Map`] answers "what does this leg meet?"; rules crates price the answer with their own charts.
//! [`Board`] adds what a search needs: a finite set of places, numbered densely, and which places
//! are one leg apart. Hex maps, with their off-map and holding boxes, are boards; the open table of
//! a miniatures game is a map but not a board.

use std::fmt::Debug;
use std::hash::Hash;

/// Anything pieces move across: a hex map, a set of boxes, a table.
pub trait Map {
    /// Where a piece can be: a hex, an off-map box, a point on the table.
    type Place: Copy + Eq + Hash + Debug;
    /// What one leg between two places meets (terrain entered, crossings), in the map's own
    /// vocabulary. Rules crates ask for the leg type they price, e.g. `M: Map<Leg = MyLeg>`.
    type Leg;

    /// What the leg `from → to` meets, or `None` if no single leg joins the two places.
    fn leg(&self, from: Self::Place, to: Self::Place) -> Option<Self::Leg>;
}

/// A map with finitely many places, numbered `0..place_count()`, and an adjacency: the shape the
/// movement search walks.
///
/// The numbering lets the search keep its labels in flat arrays. Contract:
/// `index_of(place_at(i)) == Some(i)` for every `i < place_count()`.
pub trait Board: Map {
    /// How many places there are.
    fn place_count(&self) -> usize;

    /// The number of `place`, or `None` if it is not on this board.
    fn index_of(&self, place: Self::Place) -> Option<usize>;

    /// The place numbered `index`. Only called with `index < place_count()`.
    fn place_at(&self, index: usize) -> Self::Place;

    /// How a message names `place` to a player: its printed id where the map has one (a hex
    /// board's numbering, a box's name). The default is the place's `Debug` text; override it
    /// so that errors about a route (one that starts elsewhere, a place off the board) name
    /// places as the game does.
    fn place_name(&self, place: Self::Place) -> String {
        format!("{place:?}")
    }

    /// Calls `visit` with every place one leg away from `from` (for a hex, its neighbours;
    /// boxes add the places the map connects them to). Places off the board may be visited too
    /// (a hex's six neighbours, unfiltered): searches skip any that [`Board::index_of`] does not
    /// number.
    fn for_each_adjacent(&self, from: Self::Place, visit: impl FnMut(Self::Place));

    /// Calls `visit(place, index, leg)` with every place one leg away from `from` that is on
    /// the board: its number and what the leg to it meets. The search calls this; the default
    /// takes [`Board::for_each_adjacent`], numbers each place with [`Board::index_of`] and asks
    /// [`Map::leg`]. Override it when the three come cheaper together (a hex rectangle steps to
    /// its neighbours' numbers and directions with `OffsetRect::for_each_neighbour`).
    #[inline]
    fn for_each_leg(
        &self,
        from: Self::Place,
        mut visit: impl FnMut(Self::Place, usize, Self::Leg),
    ) {
        self.for_each_adjacent(from, |place| {
            if let Some(index) = self.index_of(place)
                && let Some(leg) = self.leg(from, place)
            {
                visit(place, index, leg);
            }
        });
    }
}
