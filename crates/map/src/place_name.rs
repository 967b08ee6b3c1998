//! Naming a place in a query: by its printed id, or as the place itself.

use std::borrow::Cow;

use umpire_hex::{Hex, Hexside};

use crate::{BoxId, HexBoard, MapPlace};

/// A place as a query names it: by the id orders write, or as the place itself.
///
/// What a [`PlaceName`] gives. A ruleset reads an [`Id`](PlaceRef::Id) exactly as it reads an
/// order's ids (errors and all) and takes a [`Place`](PlaceRef::Place) or
/// [`Hexside`](PlaceRef::Hexside) as it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PlaceRef<'a> {
    /// A printed id or key, read as orders read it: `e3609`, `central-asia`, a Civil War water
    /// path's `0306/0406` river hexside, a Civil War rail path's `entrain` and `detrain`.
    Id(&'a str),
    /// A hex or a box of the map.
    Place(MapPlace),
    /// A hexside: where a river unit is on a river (a Civil War water move). A ruleset that has
    /// no places on hexsides refuses it as it refuses an unknown id.
    Hexside(Hexside),
}

impl<'a> PlaceRef<'a> {
    /// How orders on `board` write this place: the id itself, the map's id of the hex or box
    /// ([`HexBoard::place_id`]), or `a/b` for a hexside between hexes `a` and `b`.
    ///
    /// ```
    /// use umpire_hex::{HexNumbering, Offset, OffsetLayout};
    /// use umpire_map::{HexBoard, PlaceName};
    /// # use umpire_hex::Hex;
    /// # struct Strip(HexNumbering);
    /// # impl HexBoard for Strip {
    /// #     fn hex_count(&self) -> usize { 0 }
    /// #     fn hex_index(&self, _: Hex) -> Option<usize> { None }
    /// #     fn hex_at(&self, _: usize) -> Hex { Hex::ZERO }
    /// #     fn terrain(&self, _: Hex) -> Option<&str> { None }
    /// #     fn numbering(&self) -> &HexNumbering { &self.0 }
    /// # }
    /// let board = Strip(HexNumbering::new(OffsetLayout::ODD_Q, 1..=9, 1..=9));
    /// let hex = board.numbering().hex_of(Offset::new(3, 4));
    /// assert_eq!(hex.place_ref().to_id(&board), "0304");
    /// assert_eq!("0304".place_ref().to_id(&board), "0304");
    /// ```
    pub fn to_id<B: HexBoard + ?Sized>(self, board: &B) -> Cow<'a, str> {
        match self {
            PlaceRef::Id(id) => Cow::Borrowed(id),
            PlaceRef::Place(place) => Cow::Owned(board.place_id(place)),
            PlaceRef::Hexside(side) => {
                let [a, b] = side.hexes();
                Cow::Owned(format!("{}/{}", board.hex_id(a), board.hex_id(b)))
            }
        }
    }
}

/// Something a query takes as a place: an id string (`&str`, `String`…) or a place value
/// ([`Hex`], [`MapPlace`], [`BoxId`], [`Hexside`], and a ruleset's own place types). The hex
/// rulesets' `check` and `explain` take any of them, so a game that keeps [`Hex`] values (and
/// perhaps no printed ids at all) asks with those, and a tool or a test with printed ids:
///
/// ```text
/// game.check("4-pz", &["0101", "0202"])?;  // ids, read as orders read them
/// game.check("4-pz", &[hex_a, hex_b])?;    // the same places: the same verdict
/// game.explain("4-pz", hex_b)?;
/// ```
///
/// A bad id is refused with the error a bad id in an order gets; a place is taken as it is
/// (one off the map is refused by the search, as any path leaving the board).
///
/// Implement it for a place type of your own by saying which [`PlaceRef`] it is.
///
/// ```
/// use umpire_hex::Hex;
/// use umpire_map::{MapPlace, PlaceName, PlaceRef};
///
/// assert_eq!("e3609".place_ref(), PlaceRef::Id("e3609"));
/// assert_eq!(String::from("0101").place_ref(), PlaceRef::Id("0101"));
/// let hex = Hex::new(3, -1);
/// assert_eq!(hex.place_ref(), PlaceRef::Place(MapPlace::Hex(hex)));
/// assert_eq!((&hex).place_ref(), MapPlace::Hex(hex).place_ref());
/// ```
pub trait PlaceName {
    /// Which place this names, and how.
    fn place_ref(&self) -> PlaceRef<'_>;
}

impl PlaceName for str {
    fn place_ref(&self) -> PlaceRef<'_> {
        PlaceRef::Id(self)
    }
}

impl PlaceName for String {
    fn place_ref(&self) -> PlaceRef<'_> {
        PlaceRef::Id(self)
    }
}

impl PlaceName for Box<str> {
    fn place_ref(&self) -> PlaceRef<'_> {
        PlaceRef::Id(self)
    }
}

impl PlaceName for Cow<'_, str> {
    fn place_ref(&self) -> PlaceRef<'_> {
        PlaceRef::Id(self)
    }
}

impl PlaceName for Hex {
    fn place_ref(&self) -> PlaceRef<'_> {
        PlaceRef::Place(MapPlace::Hex(*self))
    }
}

impl PlaceName for MapPlace {
    fn place_ref(&self) -> PlaceRef<'_> {
        PlaceRef::Place(*self)
    }
}

impl PlaceName for BoxId {
    fn place_ref(&self) -> PlaceRef<'_> {
        PlaceRef::Place(MapPlace::Box(*self))
    }
}

impl PlaceName for Hexside {
    fn place_ref(&self) -> PlaceRef<'_> {
        PlaceRef::Hexside(*self)
    }
}

impl PlaceName for PlaceRef<'_> {
    fn place_ref(&self) -> PlaceRef<'_> {
        *self
    }
}

impl<T: PlaceName + ?Sized> PlaceName for &T {
    fn place_ref(&self) -> PlaceRef<'_> {
        (**self).place_ref()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refs<P: PlaceName>(items: &[P]) -> Vec<PlaceRef<'_>> {
        items.iter().map(PlaceName::place_ref).collect()
    }

    #[test]
    fn slices_of_ids_and_of_places() {
        assert_eq!(refs(&["0101", "0202"]), [PlaceRef::Id("0101"), PlaceRef::Id("0202")]);
        let owned = vec![String::from("a"), String::from("b")];
        assert_eq!(refs(&owned), [PlaceRef::Id("a"), PlaceRef::Id("b")]);
        let hexes = [Hex::new(1, 2), Hex::new(-3, 4)];
        assert_eq!(refs(&hexes)[1], PlaceRef::Place(MapPlace::Hex(Hex::new(-3, 4))));
        assert_eq!(refs(&[BoxId(2)]), [PlaceRef::Place(MapPlace::Box(BoxId(2)))]);
        let side = Hex::ZERO.hexsides()[0];
        assert_eq!(refs(&[side]), [PlaceRef::Hexside(side)]);
        let cow: Cow<'_, str> = Cow::Borrowed("x");
        assert_eq!(refs(&[cow]), [PlaceRef::Id("x")]);
        assert_eq!(refs(&[Box::<str>::from("y")]), [PlaceRef::Id("y")]);
        assert_eq!(refs(&[PlaceRef::Id("z")]), [PlaceRef::Id("z")]);
    }
}
