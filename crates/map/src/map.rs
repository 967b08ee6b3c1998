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

    /// Calls `visit` with every place one leg away from `from` (for a hex, its on-map
    /// neighbours; boxes add the places the map connects them to).
    fn for_each_adjacent(&self, from: Self::Place, visit: impl FnMut(Self::Place));
}
