//! Naval and river movement: a board of sea hexes (coastal and all-sea) and river hexsides, and
//! the step function that moves gunboats, ironclads and transports across it.
//!
//! # The water geometry
//!
//! - A **sea hex** is a hex whose terrain the rules data mark `water = "coastal"` or
//!   `"all-sea"`, or a land hex the map puts on the coast ([`CivilWarMap::for_each_coastal_hex`]):
//!   a coastal hex. Sea hexes join the sea hexes next to them.
//! - A **river hexside** is a hexside with a `river`, `major-river` or `minor-river` feature. A
//!   vessel on a river is on a hexside, not in a hex; it moves to the river hexsides that meet
//!   its own at either end (a hexside has two ends, each a hex corner where three hexes and
//!   three hexsides meet).
//! - A river hexside joins the sea hexes it borders (either of its two hexes).
//! - A **river mouth**: a river hexside between two land hexes that ends at a corner whose
//!   third hex is a sea hex (the river going on along neither of that hex's two sides at the
//!   corner) joins that sea hex too, so a vessel passes between the river and the sea there.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use umpire_hex::{Hex, Hexside};
use umpire_map::{
    Board, Citation, DenseState, EdgeOf, Feature, HexBoard, Ledger, Line, Map, Movement, Mp,
    Refusal, Step, StepOutcome,
};

use crate::clauses as c;
use crate::data::RulesData;
use crate::error::OrderError;
use crate::facts::Facts;
use crate::map::CivilWarMap;
use crate::setting::Setting;
use crate::situation::{UnitState, Waters};

/// Where a naval or river unit can be: a sea hex, or on a river hexside.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum WaterPlace {
    /// A coastal or all-sea hex.
    Sea(Hex),
    /// A river hexside.
    River(Hexside),
}

/// What one water leg meets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WaterLeg {
    /// Into a sea hex: coastal (`false`) or all-sea (`true`).
    Sea {
        /// An all-sea hex.
        all_sea: bool,
    },
    /// Onto a river hexside.
    River {
        /// A tidal river hexside.
        tidal: bool,
        /// Above a head of navigation.
        above_head: bool,
    },
    /// Across Florida, between the Atlantic and the Gulf.
    Florida,
}

/// The waters of a map as a board: its sea hexes keep the map's hex numbers, its river
/// hexsides are numbered after the map's hexes. Which places join which is the module's water
/// geometry: sea hex to sea hex, river hexside to the river hexsides meeting it at its ends and
/// to the sea hexes it borders, and a river mouth to the sea hex at its corner.
#[derive(Debug, Clone)]
pub struct WaterBoard {
    hexes: usize,
    /// Per hex number: `None` (land), `Some((hex, false))` coastal, `Some((hex, true))` all-sea.
    sea: Vec<Option<(Hex, bool)>>,
    /// The hex numbers of the sea hexes.
    sea_index: BTreeMap<Hex, usize>,
    rivers: Vec<Hexside>,
    river_index: BTreeMap<Hexside, usize>,
    tidal: Vec<bool>,
    above_head: Vec<bool>,
    florida: Vec<(Hex, Hex)>,
    /// The river mouths at hex corners, `(river hexside, sea hex)`, sorted.
    mouths: Vec<(Hexside, Hex)>,
    /// The same pairs as `(sea hex, river hexside)`, sorted.
    mouths_by_sea: Vec<(Hex, Hexside)>,
}

/// The two ends of hexside `side`: at each, the third hex that meets `side` at that corner,
/// and the corner's two other hexsides (the sides that hex shares with the two hexes of
/// `side`).
pub(crate) fn corners(side: Hexside) -> [(Hex, [Hexside; 2]); 2] {
    let (a, d) = (side.owner(), side.direction());
    let b = a.neighbour(d);
    // Going round a hex, the step to one neighbour less the step to the one before it is the
    // step after both: from `b`, the corner hex a turn `t` away from `d` lies two turns away.
    let cw = (
        a.neighbour(d.clockwise()),
        [Hexside::new(a, d.clockwise()), Hexside::new(b, d.clockwise().clockwise())],
    );
    let ccw = (
        a.neighbour(d.counter_clockwise()),
        [
            Hexside::new(a, d.counter_clockwise()),
            Hexside::new(b, d.counter_clockwise().counter_clockwise()),
        ],
    );
    [cw, ccw]
}

const RIVERS: [Feature; 3] = [Feature::River, Feature::MajorRiver, Feature::MinorRiver];

impl WaterBoard {
    /// The waters of `map`: its sea hexes (terrain the rules data mark `water`, and the hexes
    /// the map puts on the coast), its river hexsides (a `river`, `major-river` or `minor-river`
    /// feature), its river mouths, and the situation's `waters`.
    pub fn new<M: CivilWarMap>(map: &M, data: &RulesData, waters: &Waters) -> WaterBoard {
        WaterBoard::of(map, &Facts::of(map, data), waters)
    }

    /// The same, from the facts a game has already worked out.
    pub(crate) fn of<M: CivilWarMap>(map: &M, facts: &Facts, waters: &Waters) -> WaterBoard {
        let hexes = map.hex_count();
        let sea: Vec<Option<(Hex, bool)>> = (0..hexes)
            .map(|index| facts.sea(index).map(|all_sea| (map.hex_at(index), all_sea)))
            .collect();
        let sea_index =
            sea.iter().enumerate().filter_map(|(i, s)| s.map(|(hex, _)| (hex, i))).collect();
        let mut rivers: Vec<Hexside> = Vec::new();
        for index in 0..hexes {
            for side in map.hex_at(index).hexsides() {
                let features = map.crossing(side).features;
                if RIVERS.iter().any(|f| features.contains(*f)) {
                    rivers.push(side);
                }
            }
        }
        rivers.sort_unstable();
        rivers.dedup();
        let river_index = rivers.iter().enumerate().map(|(i, s)| (*s, i)).collect();
        let tidal = rivers.iter().map(|s| waters.tidal.contains(s)).collect();
        let above_head =
            rivers.iter().map(|s| waters.above_head_of_navigation.contains(s)).collect();
        let mut board = WaterBoard {
            hexes,
            sea,
            sea_index,
            rivers,
            river_index,
            tidal,
            above_head,
            florida: waters.florida.clone(),
            mouths: Vec::new(),
            mouths_by_sea: Vec::new(),
        };
        board.mouths = board.find_mouths();
        board.mouths_by_sea = board.mouths.iter().map(|&(side, hex)| (hex, side)).collect();
        board.mouths_by_sea.sort_unstable();
        board
    }

    /// Every river mouth at a hex corner: a river hexside between two land hexes, and the sea
    /// hex at one of its ends where the river goes on along neither of the two other hexsides of
    /// that corner (both sides of the sea hex, which would join it on their own).
    fn find_mouths(&self) -> Vec<(Hexside, Hex)> {
        let mut mouths = Vec::new();
        for &side in &self.rivers {
            if side.hexes().iter().any(|h| self.is_sea(*h)) {
                continue;
            }
            for (corner, others) in corners(side) {
                if self.is_sea(corner) && !others.iter().any(|s| self.river_index.contains_key(s)) {
                    mouths.push((side, corner));
                }
            }
        }
        mouths.sort_unstable();
        mouths
    }

    /// The sea hexes river hexside `side` runs into at a river mouth (none, one or two).
    pub fn mouths_of(&self, side: Hexside) -> impl Iterator<Item = Hex> + '_ {
        let start = self.mouths.partition_point(|(s, _)| *s < side);
        self.mouths[start..].iter().take_while(move |(s, _)| *s == side).map(|(_, hex)| *hex)
    }

    /// The river hexsides whose mouths open into sea hex `hex` at one of its corners.
    pub fn mouths_into(&self, hex: Hex) -> impl Iterator<Item = Hexside> + '_ {
        let start = self.mouths_by_sea.partition_point(|(h, _)| *h < hex);
        self.mouths_by_sea[start..].iter().take_while(move |(h, _)| *h == hex).map(|(_, s)| *s)
    }

    /// Where `unit` is on this board: its river hexside, or its hex if that is a sea hex.
    pub fn place_of(&self, unit: &UnitState) -> Option<WaterPlace> {
        match (unit.river_side, unit.at) {
            (Some(side), _) => {
                self.river_index.contains_key(&side).then_some(WaterPlace::River(side))
            }
            (None, Some(hex)) => self.is_sea(hex).then_some(WaterPlace::Sea(hex)),
            (None, None) => None,
        }
    }

    /// Whether `side` is a river hexside of the board.
    pub fn index_of_side(&self, side: Hexside) -> bool {
        self.river_index.contains_key(&side)
    }

    fn is_sea(&self, hex: Hex) -> bool {
        self.sea_index.contains_key(&hex)
    }

    /// A hex and, for a river place, the hexside: where a unit at `place` stands.
    pub(crate) fn locate(&self, place: WaterPlace) -> (Hex, Option<Hexside>) {
        match place {
            WaterPlace::Sea(hex) => (hex, None),
            WaterPlace::River(side) => (side.owner(), Some(side)),
        }
    }

    /// The id of `place` on `map`: a hex id, or `1012/1013` for a river hexside.
    pub fn place_id<M: HexBoard + ?Sized>(&self, map: &M, place: WaterPlace) -> String {
        match place {
            WaterPlace::Sea(hex) => map.hex_id(hex),
            WaterPlace::River(side) => {
                let [a, b] = side.hexes();
                format!("{}/{}", map.hex_id(a), map.hex_id(b))
            }
        }
    }

    /// Reads a water path: hex ids of sea hexes and `1012/1013` river hexsides.
    ///
    /// # Errors
    /// [`OrderError::UnknownPlace`] naming the item.
    pub fn parse_path<M: HexBoard + ?Sized, S: AsRef<str>>(
        &self,
        map: &M,
        ids: &[S],
    ) -> Result<Vec<WaterPlace>, OrderError> {
        ids.iter()
            .enumerate()
            .map(|(i, id)| {
                let id = id.as_ref().trim();
                let bad = |reason: String| OrderError::UnknownPlace {
                    position: format!("path item {}", i + 1),
                    id: id.to_owned(),
                    reason,
                };
                let place = match id.split_once('/') {
                    Some((a, b)) => {
                        let (a, b) = (
                            map.parse_hex(a).map_err(|e| bad(e.to_string()))?,
                            map.parse_hex(b).map_err(|e| bad(e.to_string()))?,
                        );
                        let side = Hexside::between(a, b).ok_or_else(|| {
                            bad("the two hexes are not next to each other".to_owned())
                        })?;
                        WaterPlace::River(side)
                    }
                    None => WaterPlace::Sea(map.parse_hex(id).map_err(|e| bad(e.to_string()))?),
                };
                if self.index_of(place).is_none() {
                    let what = match place {
                        WaterPlace::Sea(_) => "is no coastal or all-sea hex",
                        WaterPlace::River(_) => "is no river hexside",
                    };
                    return Err(bad(format!(
                        "{id} {what}: a water move goes by sea hexes and river hexsides"
                    )));
                }
                Ok(place)
            })
            .collect()
    }

    /// The river hexsides that meet `side` at its two ends.
    fn river_neighbours(side: Hexside) -> [Hexside; 4] {
        let (owner, d) = (side.owner(), side.direction());
        let other = owner.neighbour(d);
        let back = d.opposite();
        [
            Hexside::new(owner, d.clockwise()),
            Hexside::new(owner, d.counter_clockwise()),
            Hexside::new(other, back.clockwise()),
            Hexside::new(other, back.counter_clockwise()),
        ]
    }

    fn sea_leg(&self, hex: Hex) -> Option<WaterLeg> {
        let (_, all_sea) = self.sea[*self.sea_index.get(&hex)?]?;
        Some(WaterLeg::Sea { all_sea })
    }

    fn river_leg(&self, side: Hexside) -> Option<WaterLeg> {
        let i = *self.river_index.get(&side)?;
        Some(WaterLeg::River { tidal: self.tidal[i], above_head: self.above_head[i] })
    }
}

impl Map for WaterBoard {
    type Place = WaterPlace;
    type Leg = WaterLeg;

    fn leg(&self, from: WaterPlace, to: WaterPlace) -> Option<WaterLeg> {
        let mut found = None;
        self.for_each_adjacent(from, |place| {
            if place == to {
                found = Some(());
            }
        });
        found?;
        match to {
            WaterPlace::Sea(hex) if matches!(from, WaterPlace::Sea(a) if self.florida.iter().any(|&(x, y)| (x == a && y == hex) || (y == a && x == hex)) && a.distance(hex) > 1) => {
                Some(WaterLeg::Florida)
            }
            WaterPlace::Sea(hex) => self.sea_leg(hex),
            WaterPlace::River(side) => self.river_leg(side),
        }
    }
}

impl Board for WaterBoard {
    fn place_count(&self) -> usize {
        self.hexes + self.rivers.len()
    }

    fn index_of(&self, place: WaterPlace) -> Option<usize> {
        match place {
            WaterPlace::Sea(hex) => self.sea_index.get(&hex).copied(),
            WaterPlace::River(side) => self.river_index.get(&side).map(|i| self.hexes + i),
        }
    }

    fn place_at(&self, index: usize) -> WaterPlace {
        match self.sea.get(index) {
            Some(sea) => WaterPlace::Sea(sea.map(|(hex, _)| hex).unwrap_or_default()),
            None => WaterPlace::River(
                self.rivers.get(index - self.hexes).copied().unwrap_or_else(|| self.rivers[0]),
            ),
        }
    }

    fn for_each_adjacent(&self, from: WaterPlace, mut visit: impl FnMut(WaterPlace)) {
        match from {
            WaterPlace::Sea(hex) => {
                for next in hex.neighbours() {
                    if self.is_sea(next) {
                        visit(WaterPlace::Sea(next));
                    }
                }
                for side in hex.hexsides() {
                    if self.river_index.contains_key(&side) {
                        visit(WaterPlace::River(side));
                    }
                }
                for side in self.mouths_into(hex) {
                    visit(WaterPlace::River(side));
                }
                for &(a, b) in &self.florida {
                    if a == hex && a.distance(b) > 1 {
                        visit(WaterPlace::Sea(b));
                    } else if b == hex && a.distance(b) > 1 {
                        visit(WaterPlace::Sea(a));
                    }
                }
            }
            WaterPlace::River(side) => {
                for next in WaterBoard::river_neighbours(side) {
                    if self.river_index.contains_key(&next) {
                        visit(WaterPlace::River(next));
                    }
                }
                for hex in side.hexes() {
                    if self.is_sea(hex) {
                        visit(WaterPlace::Sea(hex));
                    }
                }
                for hex in self.mouths_of(side) {
                    visit(WaterPlace::Sea(hex));
                }
            }
        }
    }
}

/// A water mover's state: whether it has moved yet this phase (the Florida crossing needs a
/// fresh unit).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct WaterState(bool);

impl WaterState {
    /// Not moved yet.
    pub const FRESH: WaterState = WaterState(false);
}

impl DenseState for WaterState {
    const COUNT: usize = 2;
    fn index(self) -> usize {
        usize::from(self.0)
    }
    fn from_index(index: usize) -> Self {
        WaterState(index != 0)
    }
}

/// One naval or river unit's move: the [`Movement`] the search runs on the [`WaterBoard`] of a
/// game on map `M`.
pub struct WaterMove<'g, M: CivilWarMap> {
    setting: Setting<'g, M>,
    /// The water board of the phase.
    water: &'g WaterBoard,
    unit: &'g UnitState,
    naval: bool,
    transport: bool,
    /// The enemy's zones of control, which the move ignores (noted in the ledger).
    zones: crate::zoc::Zones,
}

type Outcome = StepOutcome<WaterState>;

fn refuse(
    clause: umpire_map::ClauseId,
    reason: impl Into<std::borrow::Cow<'static, str>>,
) -> Outcome {
    StepOutcome::Refused(Refusal::new(clause, reason))
}

impl<'g, M: CivilWarMap> WaterMove<'g, M> {
    /// `unit`'s move in the phase `setting`, on its water board `water`.
    pub(crate) fn new(
        setting: Setting<'g, M>,
        water: &'g WaterBoard,
        unit: &'g UnitState,
    ) -> WaterMove<'g, M> {
        let kind = setting.unit_type(unit);
        WaterMove {
            setting,
            water,
            unit,
            naval: kind.water.as_deref() == Some("naval"),
            transport: kind.carries.is_some(),
            zones: crate::zoc::Zones::of_enemies(
                setting.map(),
                setting.data(),
                &setting.situation().units,
                &unit.side,
            ),
        }
    }

    /// Whether either bank of river hexside `side` is in an enemy zone of control.
    fn beside_enemy_zone(&self, side: Hexside) -> bool {
        let map = self.setting.map();
        side.hexes().iter().any(|h| map.hex_index(*h).is_some_and(|i| self.zones.contains(i)))
    }

    fn id(&self, place: WaterPlace) -> String {
        self.water.place_id(self.setting.map(), place)
    }

    /// Whether an enemy gunboat flotilla or ironclad is at `place`.
    fn enemy_flotilla(&self, place: WaterPlace) -> bool {
        let water = self.water;
        self.setting.situation().units.iter().any(|u| {
            u.side != self.unit.side
                && self.setting.unit_type(u).flotilla
                && water.place_of(u) == Some(place)
        })
    }

    /// Whether river hexside `side` is a side of an enemy fort's hex (reading 14).
    fn enemy_fort(&self, side: Hexside) -> bool {
        self.setting
            .situation()
            .forts
            .iter()
            .any(|f| f.side != self.unit.side && side.touches(f.at))
    }
}

impl<M: CivilWarMap> Movement<WaterBoard> for WaterMove<'_, M> {
    type State = WaterState;

    fn step(
        &self,
        _board: &WaterBoard,
        state: WaterState,
        edge: EdgeOf<WaterBoard>,
        ledger: &mut impl Ledger,
    ) -> Outcome {
        let water = self.setting.data().water;
        let Some(leg) = edge.leg else { return refuse(c::WATER_05, "no water joins these places") };
        // Reading 15: the block bars river transports; naval transports are not named.
        if self.transport && !self.naval && self.enemy_flotilla(edge.to) {
            return refuse(
                c::WATER_12,
                format!("{} holds an enemy gunboat flotilla or ironclad", self.id(edge.to)),
            );
        }
        let moved = WaterState(true);
        let step = match leg {
            WaterLeg::Florida => {
                if !self.naval {
                    return refuse(c::WATER_20, "river units cannot cross or go around Florida");
                }
                if state != WaterState::FRESH {
                    return refuse(
                        c::WATER_19,
                        "the Florida crossing takes the whole MA: the unit has already moved",
                    );
                }
                let why = Citation::new(c::WATER_18, "across Florida");
                Step::whole_allowance(why, moved).stopping(why)
            }
            WaterLeg::Sea { all_sea } => {
                if all_sea && !self.naval {
                    return refuse(
                        c::WATER_17,
                        format!(
                            "river units keep to rivers and coastal hexes: {} is all-sea",
                            self.id(edge.to)
                        ),
                    );
                }
                let clause = if self.naval { c::WATER_15 } else { c::WATER_14 };
                ledger.record(|| {
                    Line::note(clause, if all_sea { "an all-sea hex" } else { "a coastal hex" })
                });
                ledger.record(|| {
                    Line::cost(
                        c::WATER_05,
                        water.sea_hex_mp,
                        format!("sea hex {}", self.id(edge.to)),
                    )
                });
                Step::costing(water.sea_hex_mp, moved)
            }
            WaterLeg::River { tidal, above_head } => {
                if above_head {
                    return refuse(
                        c::WATER_08,
                        format!("{} is above a head of navigation", self.id(edge.to)),
                    );
                }
                if self.naval && !tidal {
                    return refuse(
                        c::WATER_16,
                        format!(
                            "naval units use tidal river hexsides only: {} is not tidal",
                            self.id(edge.to)
                        ),
                    );
                }
                let clause = if self.naval { c::WATER_15 } else { c::WATER_13 };
                ledger.record(|| {
                    Line::note(
                        clause,
                        if tidal { "a tidal river hexside" } else { "a non-tidal river hexside" },
                    )
                });
                ledger.record(|| {
                    Line::cost(
                        c::WATER_06,
                        water.river_hexside_mp,
                        format!("river hexside {}", self.id(edge.to)),
                    )
                });
                let mut step = Step::costing(water.river_hexside_mp, moved);
                if let WaterPlace::River(side) = edge.to
                    && self.beside_enemy_zone(side)
                {
                    ledger.record(|| {
                        Line::exception(
                            c::WATER_10,
                            "enemy zones of control do not affect river units",
                        )
                    });
                }
                if let umpire_map::Edge { to: WaterPlace::River(side), .. } = edge
                    && self.enemy_fort(side)
                {
                    step = step
                        .stopping(Citation::new(c::WATER_11, "an enemy fort stops river movement"));
                }
                step
            }
        };
        if state == WaterState::FRESH {
            ledger
                .record(|| Line::note(c::WATER_03, "naval and river units move without a command"));
        }
        StepOutcome::Step(step)
    }

    fn allowance_refusal(&self, needed: Mp, left: Mp) -> Refusal {
        Refusal::new(c::WATER_04, format!("needs {needed} MP, {left} MP left"))
    }

    fn not_a_candidate(&self, from: WaterPlace, to: WaterPlace) -> Refusal {
        // At sea a vessel goes hex by hex (WATER-05); on a river, hexside by hexside (WATER-06).
        let sea = matches!((from, to), (WaterPlace::Sea(_), WaterPlace::Sea(_)));
        Refusal::new(
            if sea { c::WATER_05 } else { c::WATER_06 },
            format!("{} does not join {} by water", self.id(to), self.id(from)),
        )
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use std::collections::{BTreeMap, BTreeSet};

    use umpire_hex::{Direction, HexNumbering, OffsetLayout};
    use umpire_map::{Crossing, Features};

    use super::*;

    /// Seven columns and five rows: all-sea row 01, `coastal` terrain row 02, clear below but
    /// for the forest hexes `forest`, of which those in `coast` the map puts on the coast; the
    /// river hexsides are `rivers`.
    struct Sketch {
        numbering: HexNumbering,
        hexes: Vec<Hex>,
        terrain: BTreeMap<Hex, &'static str>,
        rivers: BTreeSet<Hexside>,
        coast: Vec<Hex>,
    }

    impl HexBoard for Sketch {
        fn hex_count(&self) -> usize {
            self.hexes.len()
        }
        fn hex_index(&self, hex: Hex) -> Option<usize> {
            self.hexes.iter().position(|h| *h == hex)
        }
        fn hex_at(&self, index: usize) -> Hex {
            self.hexes[index]
        }
        fn terrain(&self, hex: Hex) -> Option<&str> {
            self.terrain.get(&hex).copied()
        }
        fn numbering(&self) -> &HexNumbering {
            &self.numbering
        }
        fn crossing(&self, side: Hexside) -> Crossing {
            if self.rivers.contains(&side) {
                Crossing { features: Features::EMPTY.with(Feature::River), ..Crossing::NONE }
            } else {
                Crossing::NONE
            }
        }
    }

    impl CivilWarMap for Sketch {
        fn for_each_coastal_hex(&self, visit: impl FnMut(Hex)) {
            self.coast.iter().copied().for_each(visit);
        }
    }

    fn sketch(rivers: &[(&str, &str)], forest: &[&str], coast: &[&str]) -> Sketch {
        let numbering = HexNumbering::new(OffsetLayout::ODD_Q, 1..=7, 1..=5);
        let hex = |id: &str| numbering.parse(id).unwrap();
        let mut hexes = Vec::new();
        let mut terrain = BTreeMap::new();
        for c in 1..=7 {
            for r in 1..=5 {
                let at = hex(&format!("{c:02}{r:02}"));
                hexes.push(at);
                terrain.insert(at, ["sea", "coastal"].get(r - 1).copied().unwrap_or("clear"));
            }
        }
        for id in forest {
            terrain.insert(hex(id), "forest");
        }
        let rivers =
            rivers.iter().map(|(a, b)| Hexside::between(hex(a), hex(b)).unwrap()).collect();
        let coast = coast.iter().map(|id| hex(id)).collect();
        Sketch { numbering, hexes, terrain, rivers, coast }
    }

    fn board(map: &Sketch) -> WaterBoard {
        WaterBoard::new(map, &RulesData::builtin().unwrap(), &Waters::default())
    }

    fn side(map: &Sketch, a: &str, b: &str) -> WaterPlace {
        let (a, b) = (map.parse_hex(a).unwrap(), map.parse_hex(b).unwrap());
        WaterPlace::River(Hexside::between(a, b).unwrap())
    }

    fn sea(map: &Sketch, id: &str) -> WaterPlace {
        WaterPlace::Sea(map.parse_hex(id).unwrap())
    }

    fn adjacent(board: &WaterBoard, from: WaterPlace) -> Vec<WaterPlace> {
        let mut out = Vec::new();
        board.for_each_adjacent(from, |p| out.push(p));
        out
    }

    #[test]
    fn a_hexside_has_two_corners_each_with_a_third_hex_and_two_more_sides() {
        let a = Hex::new(2, -1);
        for d in Direction::ALL {
            let side = Hexside::new(a, d);
            let [x, y] = side.hexes();
            let mut met = BTreeSet::new();
            for (corner, others) in corners(side) {
                assert_eq!((corner.distance(x), corner.distance(y)), (1, 1), "{side} {d}");
                let mut touched: Vec<Hex> = others.iter().flat_map(|s| s.hexes()).collect();
                touched.sort_unstable();
                let mut expected = vec![corner, corner, x, y];
                expected.sort_unstable();
                assert_eq!(touched, expected, "{side} {d}");
                met.extend(others);
            }
            let neighbours: BTreeSet<Hexside> = WaterBoard::river_neighbours(side).into();
            assert_eq!(met, neighbours, "{side} {d}");
        }
    }

    #[test]
    fn a_river_ending_between_two_land_hexes_at_a_coastal_corner_joins_that_hex() {
        // 0503/0603 (both land, row 03) ends at the corner of 0502, 0503 and 0603.
        let map = sketch(&[("0503", "0603"), ("0503", "0604"), ("0504", "0604")], &[], &[]);
        let board = board(&map);
        let mouth = side(&map, "0503", "0603");
        assert!(adjacent(&board, sea(&map, "0502")).contains(&mouth));
        assert!(adjacent(&board, mouth).contains(&sea(&map, "0502")));
        assert_eq!(
            board.leg(sea(&map, "0502"), mouth),
            Some(WaterLeg::River { tidal: false, above_head: false })
        );
        assert_eq!(board.leg(mouth, sea(&map, "0502")), Some(WaterLeg::Sea { all_sea: false }));
        // 0602 borders 0603 but not the river's end; upstream hexsides touch no sea.
        assert!(!adjacent(&board, sea(&map, "0602")).contains(&mouth));
        assert_eq!(board.leg(sea(&map, "0602"), mouth), None);
        let upstream = side(&map, "0503", "0604");
        assert!(adjacent(&board, upstream).iter().all(|p| matches!(p, WaterPlace::River(_))));
        assert_eq!(
            board
                .mouths_of(match mouth {
                    WaterPlace::River(s) => s,
                    WaterPlace::Sea(_) => unreachable!(),
                })
                .count(),
            1
        );
    }

    #[test]
    fn a_river_that_goes_on_along_the_coast_joins_the_sea_by_that_side_only() {
        // The river reaches 0502 along its side 0502/0603: 0503/0603 is no mouth.
        let map = sketch(&[("0502", "0603"), ("0503", "0603"), ("0503", "0604")], &[], &[]);
        let board = board(&map);
        let inland = side(&map, "0503", "0603");
        assert!(!adjacent(&board, inland).contains(&sea(&map, "0502")));
        assert!(adjacent(&board, side(&map, "0502", "0603")).contains(&sea(&map, "0502")));
        assert_eq!(board.mouths_into(map.parse_hex("0502").unwrap()).count(), 0);
    }

    #[test]
    fn a_land_hex_the_map_puts_on_the_coast_is_a_coastal_hex() {
        let map = sketch(&[], &["0403", "0503"], &["0403"]);
        let board = board(&map);
        assert!(board.index_of(sea(&map, "0403")).is_some());
        assert!(board.index_of(sea(&map, "0503")).is_none());
        assert_eq!(
            board.leg(sea(&map, "0402"), sea(&map, "0403")),
            Some(WaterLeg::Sea { all_sea: false })
        );
        // The coast leaves an all-sea terrain all-sea.
        let map = sketch(&[], &[], &["0401"]);
        assert_eq!(board_leg(&map, "0402", "0401"), Some(WaterLeg::Sea { all_sea: true }));
    }

    fn board_leg(map: &Sketch, a: &str, b: &str) -> Option<WaterLeg> {
        board(map).leg(sea(map, a), sea(map, b))
    }
}
