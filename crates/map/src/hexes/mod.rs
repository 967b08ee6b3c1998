//! The hex map seam both hex rulesets share: what a hex game's map is asked, in the rule texts'
//! own vocabulary.
//!
//! A game keeps its map its own way. It implements [`HexBoard`] for it (four required methods
//! and a numbering; the rest have defaults for a map that has nothing to say: no hexside
//! features, no boxes, no named places), and gets [`Map`] and [`Board`] with it, so the movement
//! search and every hex ruleset run on it. The map stays a type parameter of the rules (no `dyn`
//! in the search), so a game's own map is as fast as the scenario map.
//!
//! The questions are the ones the rules ask, nothing more:
//!
//! - the hexes, numbered densely for the search's flat arrays, and their printed ids
//!   ([`HexBoard::numbering`]);
//! - the terrain of a hex, by the names the rules data prices (`clear`, `swamp`, `sea`…);
//! - what a hexside carries ([`Crossing`]: river, all-sea, canal, bridge… and road or rail);
//! - the named places' kinds (`city`, `port`, `fortress`…);
//! - off-map and holding boxes, and the hexes and boxes each joins.
//!
//! # Example: terrain letters and a set of river hexsides
//!
//! ```
//! use std::collections::{HashMap, HashSet};
//! use umpire_hex::{Hex, HexNumbering, Hexside, Offset, OffsetLayout};
//! use umpire_map::{Board, Crossing, Feature, Features, HexBoard, Map, MapPlace};
//!
//! struct Sketch {
//!     numbering: HexNumbering,
//!     hexes: Vec<Hex>,
//!     index: HashMap<Hex, usize>,
//!     terrain: HashMap<Hex, &'static str>,
//!     rivers: HashSet<Hexside>,
//! }
//!
//! impl HexBoard for Sketch {
//!     fn hex_count(&self) -> usize { self.hexes.len() }
//!     fn hex_index(&self, hex: Hex) -> Option<usize> { self.index.get(&hex).copied() }
//!     fn hex_at(&self, index: usize) -> Hex { self.hexes[index] }
//!     fn terrain(&self, hex: Hex) -> Option<&str> { self.terrain.get(&hex).copied() }
//!     fn numbering(&self) -> &HexNumbering { &self.numbering }
//!     fn crossing(&self, side: Hexside) -> Crossing {
//!         let river = Features::EMPTY.with(Feature::River);
//!         if self.rivers.contains(&side) { Crossing { features: river, ..Crossing::NONE } } else { Crossing::NONE }
//!     }
//! }
//!
//! let numbering = HexNumbering::new(OffsetLayout::ODD_Q, 1..=2, 1..=1);
//! let (a, b) = (numbering.hex_of(Offset::new(1, 1)), numbering.hex_of(Offset::new(2, 1)));
//! let map = Sketch {
//!     hexes: vec![a, b],
//!     index: HashMap::from([(a, 0), (b, 1)]),
//!     terrain: HashMap::from([(a, "clear"), (b, "swamp")]),
//!     rivers: HashSet::from([Hexside::between(a, b).unwrap()]),
//!     numbering,
//! };
//! assert_eq!(map.hex_id(b), "0201");
//! assert_eq!(map.place_count(), 2);
//! let leg = map.leg(MapPlace::Hex(a), MapPlace::Hex(b)).unwrap();
//! assert!(leg.features.contains(Feature::River));
//! ```

mod check;
mod features;
mod leg;
mod place;

use umpire_hex::{Direction, Hex, HexNumbering, Hexside, NumberingError};

pub use check::{MapError, check_hex_board};
pub use features::{Feature, Features};
pub use leg::{Crossing, HexLeg};
pub use place::{BoxId, MapPlace};

use crate::{Board, Map};

/// A hex map as the hex rulesets see it. Implement it for your own map storage and every umpire
/// hex ruleset runs on it ([`Map`] and [`Board`] come with it: hexes are numbered
/// `0..hex_count()`, then boxes).
///
/// Contract: `hex_index(hex_at(i)) == Some(i)` for every `i < hex_count()`; the boxes a hex
/// joins ([`HexBoard::for_each_box_at`]) and the places a box joins
/// ([`HexBoard::for_each_box_link`]) agree. Answers are pure: the same question gets the same
/// answer while a game runs on the map.
pub trait HexBoard {
    /// How many hexes the map has.
    fn hex_count(&self) -> usize;

    /// The number of `hex`, below [`HexBoard::hex_count`], or `None` if it is not on the map.
    fn hex_index(&self, hex: Hex) -> Option<usize>;

    /// The hex numbered `index` (only called with `index < hex_count()`).
    fn hex_at(&self, index: usize) -> Hex;

    /// The terrain of `hex`, by the name the ruleset's rules data prices (`clear`, `swamp`,
    /// `sea`…), or `None` off the map.
    fn terrain(&self, hex: Hex) -> Option<&str>;

    /// How the printed map numbers its hexes (`e3609`, `1012`): orders, rules data and messages
    /// name hexes by these ids.
    ///
    /// A map with no printed ids (a digital game's map of [`Hex`] values) builds one once,
    /// when it is made, and keeps it: [`HexNumbering::covering`] numbers any set of hexes
    /// (negative coordinates too) in the usual column-then-row style, `0101` at the top left;
    /// [`HexNumbering::covering_rect`] numbers a rectangular map's own columns and rows. Queries
    /// then take the hexes themselves as well as these ids ([`PlaceName`](crate::PlaceName)).
    ///
    /// ```
    /// use std::collections::HashMap;
    /// use umpire_hex::{Hex, HexNumbering};
    /// use umpire_map::HexBoard;
    ///
    /// struct Island {
    ///     hexes: Vec<Hex>,
    ///     index: HashMap<Hex, usize>,
    ///     numbering: HexNumbering,
    /// }
    ///
    /// impl Island {
    ///     fn new(hexes: Vec<Hex>) -> Island {
    ///         let index = hexes.iter().enumerate().map(|(i, h)| (*h, i)).collect();
    ///         let numbering = HexNumbering::covering(hexes.iter().copied());
    ///         Island { hexes, index, numbering }
    ///     }
    /// }
    ///
    /// impl HexBoard for Island {
    ///     fn hex_count(&self) -> usize { self.hexes.len() }
    ///     fn hex_index(&self, hex: Hex) -> Option<usize> { self.index.get(&hex).copied() }
    ///     fn hex_at(&self, index: usize) -> Hex { self.hexes[index] }
    ///     fn terrain(&self, hex: Hex) -> Option<&str> { self.hex_index(hex).map(|_| "clear") }
    ///     fn numbering(&self) -> &HexNumbering { &self.numbering }
    /// }
    ///
    /// let island = Island::new(Hex::new(-4, 1).range(2).collect());
    /// let west = Hex::new(-6, 2);
    /// assert_eq!(island.hex_id(west), "0103");
    /// assert_eq!(island.parse_hex("0103")?, west);
    /// assert!(island.hexes.iter().all(|&hex| island.parse_hex(&island.hex_id(hex)) == Ok(hex)));
    /// # Ok::<(), umpire_hex::NumberingError>(())
    /// ```
    fn numbering(&self) -> &HexNumbering;

    /// What hexside `side` carries (default: nothing — no features, no road, no rail).
    #[inline]
    fn crossing(&self, side: Hexside) -> Crossing {
        let _ = side;
        Crossing::NONE
    }

    /// Calls `visit(a, b, crossing)` for every hexside the map's own data gives something to
    /// cross — a hexside feature, a step of a road or rail line — named by the two hexes the
    /// data puts it between (each read through [`HexBoard::numbering`], as the map reads its
    /// own ids), with what the data says it carries.
    ///
    /// The rules never ask it: they read [`HexBoard::crossing`]. Building a game asks it once
    /// ([`check_hex_board`]), to hold the map's data to its numbering as the scenario loader
    /// holds a map file: the two hexes must be neighbours, touch the map, and `crossing` of
    /// their hexside must carry at least what is stated, or the game is refused with a
    /// [`MapError`]. A numbering declared with the wrong parity (odd-q for an even-q map) shows
    /// up here at once: the data's neighbours are no longer neighbours. Default: nothing stated
    /// (the map's `crossing` is taken as it is).
    fn for_each_stated_hexside(&self, visit: impl FnMut(Hex, Hex, Crossing)) {
        let _ = visit;
    }

    /// The printed id of `hex` (`e3609`); a hex the numbering cannot name is written as its
    /// axial coordinates, `(q, r)`.
    fn hex_id(&self, hex: Hex) -> String {
        self.numbering().format(hex).unwrap_or_else(|_| hex.to_string())
    }

    /// The hex with printed id `id`.
    ///
    /// # Errors
    /// A [`NumberingError`] saying what is wrong with `id` and what this map's ids look like.
    fn parse_hex(&self, id: &str) -> Result<Hex, NumberingError> {
        self.numbering().parse(id)
    }

    /// How many off-map and holding boxes the map has (default none).
    fn box_count(&self) -> usize {
        0
    }

    /// The id orders and rules data use for box `id` (`central-asia`), if it is a box of the map.
    fn box_key(&self, id: BoxId) -> Option<&str> {
        let _ = id;
        None
    }

    /// The display name of box `id` (default: its key).
    fn box_name(&self, id: BoxId) -> Option<&str> {
        self.box_key(id)
    }

    /// The box whose key is `key`.
    fn box_by_key(&self, key: &str) -> Option<BoxId> {
        (0..self.box_count())
            .filter_map(|i| u16::try_from(i).ok().map(BoxId))
            .find(|&id| self.box_key(id) == Some(key))
    }

    /// Calls `visit` with every place one leg from box `id`: the boxes it is adjacent to and the
    /// map hexes it joins (default none).
    fn for_each_box_link(&self, id: BoxId, visit: impl FnMut(MapPlace)) {
        let _ = (id, visit);
    }

    /// Calls `visit` with every box `hex` joins. The default asks every box
    /// ([`HexBoard::for_each_box_link`]); a map with many boxes should answer from an index.
    fn for_each_box_at(&self, hex: Hex, mut visit: impl FnMut(BoxId)) {
        for id in (0..self.box_count()).filter_map(|i| u16::try_from(i).ok().map(BoxId)) {
            let mut joined = false;
            self.for_each_box_link(id, |place| joined |= place == MapPlace::Hex(hex));
            if joined {
                visit(id);
            }
        }
    }

    /// Calls `visit(hex, kind)` for every kind of every named place on the map (`city`, `town`,
    /// `port`, `fortress`…; default none). The rules data says which kinds a ruleset counts.
    fn for_each_place_kind(&self, visit: impl FnMut(Hex, &str)) {
        let _ = visit;
    }

    /// How orders write `place`: a hex id, or a box key (`box #n` for a box without one).
    fn place_id(&self, place: MapPlace) -> String {
        match place {
            MapPlace::Hex(hex) => self.hex_id(hex),
            MapPlace::Box(id) => {
                self.box_key(id).map_or_else(|| format!("box #{}", id.0), str::to_owned)
            }
        }
    }

    /// Calls `visit(to, index, leg)` with each neighbour of `from` that is on the map, in
    /// [`Direction::ALL`] order: its number and what the leg across the hexside meets. The
    /// search calls it for every hex it expands; the default asks [`HexBoard::hex_index`] and
    /// [`HexBoard::crossing`] for each direction. Override it when a dense storage steps to its
    /// neighbours' numbers more cheaply (`OffsetRect::for_each_neighbour`), keeping the order.
    #[inline]
    fn for_each_hex_leg(&self, from: Hex, mut visit: impl FnMut(Hex, usize, HexLeg)) {
        for direction in Direction::ALL {
            let to = from.neighbour(direction);
            if let Some(index) = self.hex_index(to) {
                let side = from.hexside(direction);
                visit(to, index, HexLeg::across(direction, side, self.crossing(side)));
            }
        }
    }
}

impl<T: HexBoard + ?Sized> HexBoard for &T {
    fn hex_count(&self) -> usize {
        (**self).hex_count()
    }
    fn hex_index(&self, hex: Hex) -> Option<usize> {
        (**self).hex_index(hex)
    }
    fn hex_at(&self, index: usize) -> Hex {
        (**self).hex_at(index)
    }
    fn terrain(&self, hex: Hex) -> Option<&str> {
        (**self).terrain(hex)
    }
    fn numbering(&self) -> &HexNumbering {
        (**self).numbering()
    }
    #[inline]
    fn crossing(&self, side: Hexside) -> Crossing {
        (**self).crossing(side)
    }
    fn for_each_stated_hexside(&self, visit: impl FnMut(Hex, Hex, Crossing)) {
        (**self).for_each_stated_hexside(visit);
    }
    fn hex_id(&self, hex: Hex) -> String {
        (**self).hex_id(hex)
    }
    fn parse_hex(&self, id: &str) -> Result<Hex, NumberingError> {
        (**self).parse_hex(id)
    }
    fn box_count(&self) -> usize {
        (**self).box_count()
    }
    fn box_key(&self, id: BoxId) -> Option<&str> {
        (**self).box_key(id)
    }
    fn box_name(&self, id: BoxId) -> Option<&str> {
        (**self).box_name(id)
    }
    fn box_by_key(&self, key: &str) -> Option<BoxId> {
        (**self).box_by_key(key)
    }
    fn for_each_box_link(&self, id: BoxId, visit: impl FnMut(MapPlace)) {
        (**self).for_each_box_link(id, visit);
    }
    fn for_each_box_at(&self, hex: Hex, visit: impl FnMut(BoxId)) {
        (**self).for_each_box_at(hex, visit);
    }
    fn for_each_place_kind(&self, visit: impl FnMut(Hex, &str)) {
        (**self).for_each_place_kind(visit);
    }
    fn place_id(&self, place: MapPlace) -> String {
        (**self).place_id(place)
    }
    #[inline]
    fn for_each_hex_leg(&self, from: Hex, visit: impl FnMut(Hex, usize, HexLeg)) {
        (**self).for_each_hex_leg(from, visit);
    }
}

/// Whether box `id` joins `place`.
fn box_joins<B: HexBoard + ?Sized>(board: &B, id: BoxId, place: MapPlace) -> bool {
    let mut joined = false;
    board.for_each_box_link(id, |p| joined |= p == place);
    joined
}

impl<T: HexBoard + ?Sized> Map for T {
    type Place = MapPlace;
    type Leg = HexLeg;

    /// Between two adjacent hexes of the map: the hexside crossed and what it carries. Between a
    /// box and a place it joins: nothing ([`HexLeg::default`]).
    fn leg(&self, from: MapPlace, to: MapPlace) -> Option<HexLeg> {
        match (from, to) {
            (MapPlace::Hex(a), MapPlace::Hex(b)) => {
                let direction = a.direction_to(b)?;
                self.hex_index(a)?;
                self.hex_index(b)?;
                let side = a.hexside(direction);
                Some(HexLeg::across(direction, side, self.crossing(side)))
            }
            (MapPlace::Box(id), _) => box_joins(self, id, to).then(HexLeg::default),
            (MapPlace::Hex(_), MapPlace::Box(id)) => {
                box_joins(self, id, from).then(HexLeg::default)
            }
        }
    }
}

impl<T: HexBoard + ?Sized> Board for T {
    /// Every hex, then every box.
    #[inline]
    fn place_count(&self) -> usize {
        self.hex_count() + self.box_count()
    }

    /// Hexes by [`HexBoard::hex_index`]; boxes after them, in order.
    #[inline]
    fn index_of(&self, place: MapPlace) -> Option<usize> {
        match place {
            MapPlace::Hex(hex) => self.hex_index(hex),
            MapPlace::Box(id) => {
                (id.index() < self.box_count()).then(|| self.hex_count() + id.index())
            }
        }
    }

    #[inline]
    fn place_at(&self, index: usize) -> MapPlace {
        let hexes = self.hex_count();
        if index < hexes {
            MapPlace::Hex(self.hex_at(index))
        } else {
            MapPlace::Box(BoxId(u16::try_from(index - hexes).unwrap_or(u16::MAX)))
        }
    }

    /// The hex's printed id or the box's name ([`HexBoard::place_id`]).
    fn place_name(&self, place: MapPlace) -> String {
        self.place_id(place)
    }

    /// A hex's six neighbours (some may be off the map) and the boxes it joins; a box's linked
    /// boxes and hexes.
    fn for_each_adjacent(&self, from: MapPlace, mut visit: impl FnMut(MapPlace)) {
        match from {
            MapPlace::Hex(hex) => {
                hex.neighbours().into_iter().for_each(|h| visit(MapPlace::Hex(h)));
                self.for_each_box_at(hex, |id| visit(MapPlace::Box(id)));
            }
            MapPlace::Box(id) => self.for_each_box_link(id, visit),
        }
    }

    #[inline]
    fn for_each_leg(&self, from: MapPlace, mut visit: impl FnMut(MapPlace, usize, HexLeg)) {
        match from {
            MapPlace::Hex(hex) => {
                if self.hex_index(hex).is_none() {
                    return;
                }
                self.for_each_hex_leg(hex, |to, index, leg| visit(MapPlace::Hex(to), index, leg));
                if self.box_count() > 0 {
                    self.for_each_box_at(hex, |id| {
                        let to = MapPlace::Box(id);
                        if let Some(index) = self.index_of(to) {
                            visit(to, index, HexLeg::default());
                        }
                    });
                }
            }
            MapPlace::Box(id) => self.for_each_box_link(id, |to| {
                if let Some(index) = self.index_of(to) {
                    visit(to, index, HexLeg::default());
                }
            }),
        }
    }
}
