//! A hex map holding together: what the scenario loader checks of a map file, checked of any
//! [`HexBoard`] a game builds in code ([`check_hex_board`]), so a wrong map — a numbering of
//! the wrong parity, a road between hexes that are not neighbours — is refused loudly instead of
//! giving wrong answers.

use std::collections::BTreeMap;

use umpire_hex::{Hex, Hexside};

use crate::{Board, BoxId, Crossing, HexBoard, HexLeg, MapPlace};

/// A hex map that does not hold together, each named by printed hex ids and box keys: the checks
/// the scenario loader makes of a map file, made of any [`HexBoard`] by [`check_hex_board`] when
/// a ruleset builds a game from it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum MapError {
    /// A hexside feature, road or rail line the map lists between two hexes that are not
    /// neighbours under its numbering: the mark of a numbering whose shifted columns (or rows)
    /// are the wrong way round.
    #[error("{}", not_adjacent(.what, .a, .b, *.distance, .layout, *.other_layout))]
    NotAdjacent {
        /// What the map lists there: `road`, `river`, `river and road`…
        what: String,
        /// The first hex's printed id.
        a: String,
        /// The second hex's printed id.
        b: String,
        /// How many hexes apart they are under the map's numbering.
        distance: u32,
        /// The numbering's layout: `odd-q`, `even-q`, `odd-r` or `even-r`.
        layout: &'static str,
        /// The layout of the other parity, if the two hexes are neighbours under it.
        other_layout: Option<&'static str>,
    },
    /// A hexside feature, road or rail line the map lists between two hexes neither of which is
    /// on the map (a hexside on the map's edge, with one hex off it, is the map's).
    #[error(
        "the map lists a {what} between {a} and {b}, but neither hex is on the map: a hexside \
         of the map touches at least one of its hexes"
    )]
    FeatureOffMap {
        /// What the map lists there.
        what: String,
        /// The first hex's printed id.
        a: String,
        /// The second hex's printed id.
        b: String,
    },
    /// A hexside feature, road or rail line the map lists that its `crossing` of the same
    /// hexside does not carry: the rules would never see it.
    #[error(
        "the map lists a {what} between {a} and {b}, but its crossing of that hexside carries \
         {crossed}: the rules read the crossing, so the {what} would not be there"
    )]
    NotCrossed {
        /// What the map lists there.
        what: String,
        /// The first hex's printed id.
        a: String,
        /// The second hex's printed id.
        b: String,
        /// What `crossing` gives for the hexside (`nothing`, `river`…).
        crossed: String,
    },
    /// A leg the map's `for_each_hex_leg` gives that does not step to a neighbour, or does not
    /// say what `crossing` says of the hexside crossed.
    #[error("the map's leg from {from} to {to}: {problem}")]
    BadLeg {
        /// The printed id of the hex the leg leaves.
        from: String,
        /// The printed id of the hex it enters.
        to: String,
        /// What is wrong, and what was expected.
        problem: String,
    },
    /// `hex_index(hex_at(n))` is not `n`: the map numbers a hex two ways.
    #[error(
        "hex {id} is number {index} of the map (hex_at), but hex_index gives {found}: the two \
         must agree"
    )]
    Numbering {
        /// The printed id of the hex.
        id: String,
        /// Its number by `hex_at`.
        index: usize,
        /// What `hex_index` gives for it (`no number`, or the number).
        found: String,
    },
    /// A named place, a hex a ruleset names (a country's, a rail line's) or a box link that is not
    /// a place of the map.
    #[error("{what} names {id}, which is not a place of the map")]
    NotOnMap {
        /// What names it: `named place (fortress)`, `country russia`, `box central-asia`.
        what: String,
        /// The place's printed id.
        id: String,
    },
    /// An off-map box whose key is missing, empty, given twice or also a hex id, or whose links
    /// disagree with the boxes its hexes join.
    #[error("box {key}: {problem}")]
    BadBox {
        /// The box's key (`box #n` for a box without one).
        key: String,
        /// What is wrong, and what was expected.
        problem: String,
    },
}

fn not_adjacent(
    what: &str,
    a: &str,
    b: &str,
    distance: u32,
    layout: &str,
    other: Option<&str>,
) -> String {
    let apart = if distance == 0 {
        format!("the map lists a {what} from {a} to itself: a hexside lies between two neighbours")
    } else {
        format!(
            "the map lists a {what} between {a} and {b}, which are not adjacent ({distance} hexes \
             apart) under its numbering ({layout}): a hexside lies between two neighbours"
        )
    };
    match other {
        Some(other) => format!(
            "{apart}; they are neighbours under {other}: is the numbering's parity the wrong way \
             round?"
        ),
        None => apart,
    }
}

/// Refuses a hex map that does not hold together, as the scenario loader refuses a map file: a
/// hex numbered two ways; a leg of [`HexBoard::for_each_hex_leg`] that does not step to a
/// neighbour or says another crossing than [`HexBoard::crossing`]; a hexside feature, road or
/// rail step the map states ([`HexBoard::for_each_stated_hexside`]) between hexes that are not
/// neighbours (a numbering of the wrong parity), on a hexside that does not touch the map, or
/// not carried by `crossing`; a named place off the map; a box with a bad key or a link off the
/// map or not joined back. Each ruleset's `Game::from_parts` runs it (and its own checks of
/// what only it reads) once, when a game is built.
///
/// One pass over the hexes, their legs, the stated hexsides, the places and the box links.
///
/// ```
/// use umpire_hex::{DigitOrder, Hex, HexNumbering, OffsetLayout};
/// use umpire_map::{Crossing, HexBoard, MapError, check_hex_board};
///
/// /// Two hexes with a road between them, stated by the game's own data.
/// struct Two { numbering: HexNumbering, road: (Hex, Hex) }
/// impl HexBoard for Two {
///     fn hex_count(&self) -> usize { 2 }
///     fn hex_index(&self, hex: Hex) -> Option<usize> { [Hex::new(0, 0), Hex::new(1, 0)].iter().position(|&h| h == hex) }
///     fn hex_at(&self, index: usize) -> Hex { [Hex::new(0, 0), Hex::new(1, 0)][index] }
///     fn terrain(&self, _: Hex) -> Option<&str> { Some("clear") }
///     fn numbering(&self) -> &HexNumbering { &self.numbering }
///     fn crossing(&self, side: umpire_hex::Hexside) -> Crossing {
///         let road = umpire_hex::Hexside::between(self.road.0, self.road.1) == Some(side);
///         Crossing { road, ..Crossing::NONE }
///     }
///     fn for_each_stated_hexside(&self, mut visit: impl FnMut(Hex, Hex, Crossing)) {
///         visit(self.road.0, self.road.1, Crossing { road: true, ..Crossing::NONE });
///     }
/// }
/// let numbering = HexNumbering { prefix: None, order: DigitOrder::ColumnRow, digits: 2,
///     layout: OffsetLayout::ODD_Q, columns: 1..=2, rows: 1..=1, origin: Hex::ZERO };
/// let good = Two { numbering: numbering.clone(), road: (Hex::new(0, 0), Hex::new(1, 0)) };
/// assert_eq!(check_hex_board(&good), Ok(()));
/// let apart = Two { numbering, road: (Hex::new(0, 0), Hex::new(2, 0)) };
/// assert!(matches!(check_hex_board(&apart), Err(MapError::NotAdjacent { .. })));
/// ```
pub fn check_hex_board<M: HexBoard + ?Sized>(map: &M) -> Result<(), MapError> {
    let hexes = map.hex_count();
    for index in 0..hexes {
        let hex = map.hex_at(index);
        let found = map.hex_index(hex);
        if found != Some(index) {
            return Err(MapError::Numbering {
                id: map.hex_id(hex),
                index,
                found: found.map_or_else(|| "no number".to_owned(), |n| n.to_string()),
            });
        }
    }
    for index in 0..hexes {
        let from = map.hex_at(index);
        let mut problem = None;
        map.for_each_hex_leg(from, |to, number, leg| {
            if problem.is_none() {
                problem = leg_problem(map, from, to, number, &leg);
            }
        });
        if let Some(problem) = problem {
            return Err(problem);
        }
    }
    let mut problem = None;
    map.for_each_stated_hexside(|a, b, listed| {
        if problem.is_none() {
            problem = feature_problem(map, a, b, listed);
        }
    });
    if let Some(problem) = problem {
        return Err(problem);
    }
    let off_map = |hex: Hex| map.hex_index(hex).is_none();
    let mut problem = None;
    map.for_each_place_kind(|hex, kind| {
        if problem.is_none() && off_map(hex) {
            let what = format!("a named place ({kind})");
            problem = Some(MapError::NotOnMap { what, id: map.hex_id(hex) });
        }
    });
    if let Some(problem) = problem {
        return Err(problem);
    }
    boxes(map)
}

/// What is wrong with the leg `from → to` (hex number `number`) that the map's
/// `for_each_hex_leg` gives, if anything.
fn leg_problem<M: HexBoard + ?Sized>(
    map: &M,
    from: Hex,
    to: Hex,
    number: usize,
    leg: &HexLeg,
) -> Option<MapError> {
    let bad = |problem: String| {
        Some(MapError::BadLeg { from: map.hex_id(from), to: map.hex_id(to), problem })
    };
    let Some(direction) = from.direction_to(to) else {
        return bad(format!(
            "the two hexes are not adjacent ({} hexes apart) under the map's numbering ({}): a \
             leg steps to a neighbour",
            from.distance(to),
            map.numbering().layout.name()
        ));
    };
    if map.hex_index(to) != Some(number) {
        return bad(format!(
            "it gives {} as number {number}, but hex_index gives {}",
            map.hex_id(to),
            map.hex_index(to).map_or_else(|| "no number".to_owned(), |n| n.to_string())
        ));
    }
    let side = from.hexside(direction);
    if leg.direction != Some(direction) || leg.hexside != Some(side) {
        return bad(format!(
            "its direction and hexside are not those of the step: expected {direction} across \
             {}",
            side_name(map, side)
        ));
    }
    let crossing = map.crossing(side);
    if leg.crossing() != crossing {
        return bad(format!(
            "it carries {}, but crossing of the hexside carries {}: the two must agree",
            carried(leg.crossing()),
            carried(crossing)
        ));
    }
    None
}

/// What is wrong with a hexside feature, road or rail step `listed` between `a` and `b`, if
/// anything.
fn feature_problem<M: HexBoard + ?Sized>(
    map: &M,
    a: Hex,
    b: Hex,
    listed: Crossing,
) -> Option<MapError> {
    if listed == Crossing::NONE {
        return None;
    }
    let what = carried(listed);
    let (id_a, id_b) = (map.hex_id(a), map.hex_id(b));
    let numbering = map.numbering();
    let Some(side) = Hexside::between(a, b) else {
        let layout = numbering.layout;
        let other = layout.other_parity();
        let (oa, ob) = (numbering.offset_of(a), numbering.offset_of(b));
        let neighbours_there = other.to_hex(oa).distance(other.to_hex(ob)) == 1;
        return Some(MapError::NotAdjacent {
            what,
            a: id_a,
            b: id_b,
            distance: a.distance(b),
            layout: layout.name(),
            other_layout: neighbours_there.then(|| other.name()),
        });
    };
    // A hexside on the map's edge has one hex off it; one with neither hex on it is not the map's.
    if map.hex_index(a).is_none() && map.hex_index(b).is_none() {
        return Some(MapError::FeatureOffMap { what, a: id_a, b: id_b });
    }
    let crossing = map.crossing(side);
    let carries = crossing.features.bits() & listed.features.bits() == listed.features.bits()
        && (crossing.road || !listed.road)
        && (crossing.rail || !listed.rail);
    if !carries {
        return Some(MapError::NotCrossed { what, a: id_a, b: id_b, crossed: carried(crossing) });
    }
    None
}

/// Refuses a box whose key is missing, empty, given twice or also a hex id, or one that links to
/// a place off the map or to a hex that does not join it back.
fn boxes<M: HexBoard + ?Sized>(map: &M) -> Result<(), MapError> {
    let mut keys: BTreeMap<&str, usize> = BTreeMap::new();
    for number in 0..map.box_count() {
        let id = BoxId(u16::try_from(number).unwrap_or(u16::MAX));
        let name = map.place_id(MapPlace::Box(id));
        let bad = |problem: String| MapError::BadBox { key: name.clone(), problem };
        let Some(key) = map.box_key(id) else {
            return Err(bad("it has no key: orders and rules data name a box by its key".into()));
        };
        if key.trim().is_empty() {
            return Err(bad("a box key cannot be empty".to_owned()));
        }
        if let Some(first) = keys.insert(key, number) {
            return Err(bad(format!("box #{first} has the same key: each key names one box")));
        }
        if map.parse_hex(key).is_ok() {
            return Err(bad("its key is also a hex id of the map: choose another".to_owned()));
        }
        let mut problem = None;
        map.for_each_box_link(id, |place| {
            if problem.is_some() {
                return;
            }
            if map.index_of(place).is_none() || place == MapPlace::Box(id) {
                let what =
                    if place == MapPlace::Box(id) { "itself" } else { "a place off the map" };
                problem = Some(bad(format!("it links to {what}: {}", map.place_id(place))));
            } else if let MapPlace::Hex(hex) = place {
                let mut joined = false;
                map.for_each_box_at(hex, |other| joined |= other == id);
                if !joined {
                    problem = Some(bad(format!(
                        "it links to {}, but that hex does not join it (for_each_box_at): the \
                         two must agree",
                        map.hex_id(hex)
                    )));
                }
            }
        });
        if let Some(problem) = problem {
            return Err(problem);
        }
    }
    Ok(())
}

/// What a crossing carries, in words: `river and road`, `nothing`.
fn carried(crossing: Crossing) -> String {
    let mut names: Vec<&str> = crossing.features.names();
    if crossing.road {
        names.push("road");
    }
    if crossing.rail {
        names.push("rail");
    }
    match names.split_last() {
        None => "nothing".to_owned(),
        Some((last, [])) => (*last).to_owned(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

/// A hexside by the printed ids of its two hexes: `e3608|e3707`.
fn side_name<M: HexBoard + ?Sized>(map: &M, side: Hexside) -> String {
    let [a, b] = side.hexes();
    format!("{}|{}", map.hex_id(a), map.hex_id(b))
}
