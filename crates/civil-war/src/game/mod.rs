//! A movement phase in progress: the map, the rules data, the situation and the moves made.
//! Ask it where a unit can march, ride or sail ([`Game::reach`]), whether an exact move is legal
//! ([`Game::check`]), or make it ([`Game::apply`]).

use std::cmp::Ordering;
use std::collections::BTreeSet;
use std::sync::Arc;

use serde::{Deserialize, Serialize};
use umpire_hex::Hex;
use umpire_map::{Board, Citation, MapPlace, Mp, PathEnd, Paths, PlaceId, Refusal, Route, Verdict};

use crate::data::RulesData;
use crate::error::{OrderError, PartsError, SetupError, nearest};
use crate::facts::Facts;
use crate::land::{LandMove, LandState};
use crate::map::CivilWarMap;
use crate::setting::Setting;
use crate::situation::{Situation, UnitState};
use crate::water::{WaterBoard, WaterMove, WaterPlace, WaterState};

/// How a unit moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Mode {
    /// Marching hex to hex.
    #[default]
    Ground,
    /// By rail (marching before entraining and after detraining included).
    Rail,
    /// A naval or river unit under way.
    Water,
}

impl Mode {
    /// Every mode.
    pub const ALL: [Mode; 3] = [Mode::Ground, Mode::Rail, Mode::Water];

    /// The name orders use.
    pub const fn name(self) -> &'static str {
        match self {
            Mode::Ground => "ground",
            Mode::Rail => "rail",
            Mode::Water => "water",
        }
    }
}

/// What an order asks besides the path.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct MoveOptions {
    /// The mode.
    pub mode: Mode,
    /// MP a force march adds (1 or 2).
    pub force_march: Option<u32>,
    /// For a unit left entrained at the end of the move: its destination and ETA (phase).
    pub stay_entrained: Option<(Hex, u32)>,
    /// In a rail move: the ids of the supply riding with the unit (supply has no movement
    /// allowance of its own). It boards where the unit entrains, leaves the train where the
    /// unit detrains or stays on with it, and adds its supply points to the move's rail cost
    /// (ACW-RAIL-01, ACW-RAIL-10, ACW-RAIL-35).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub supply: Vec<String>,
}

/// The verdict on a land move.
pub type LandVerdict = Verdict<MapPlace, LandState>;
/// The verdict on a water move.
pub type WaterVerdict = Verdict<WaterPlace, WaterState>;

/// The verdict on one unit's move, by mode. Step 0 of an illegal verdict is the order itself.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum MoveVerdict {
    /// A march or rail move.
    Land(LandVerdict),
    /// A naval or river move.
    Water(WaterVerdict),
}

impl MoveVerdict {
    /// Whether the move is legal.
    pub fn is_legal(&self) -> bool {
        match self {
            MoveVerdict::Land(v) => v.is_legal(),
            MoveVerdict::Water(v) => v.is_legal(),
        }
    }

    /// The refusal, if illegal.
    pub fn refusal(&self) -> Option<&Refusal> {
        match self {
            MoveVerdict::Land(v) => v.refusal(),
            MoveVerdict::Water(v) => v.refusal(),
        }
    }

    /// The refused step (0: the order itself), if illegal.
    pub fn refused_step(&self) -> Option<usize> {
        match self {
            MoveVerdict::Land(v) => v.refused_step(),
            MoveVerdict::Water(v) => v.refused_step(),
        }
    }

    /// MP spent (by the legal part).
    pub fn cost(&self) -> Mp {
        match self {
            MoveVerdict::Land(v) => v.cost(),
            MoveVerdict::Water(v) => v.cost(),
        }
    }

    /// Why the unit must stop at the end, if it must.
    pub fn stop(&self) -> Option<umpire_map::Citation> {
        match self {
            MoveVerdict::Land(v) => v.stop(),
            MoveVerdict::Water(v) => v.stop(),
        }
    }

    /// The ledger of the legal part.
    pub fn ledger(&self) -> &[umpire_map::Entry] {
        match self {
            MoveVerdict::Land(v) => v.ledger(),
            MoveVerdict::Water(v) => v.ledger(),
        }
    }
}

/// The cheapest way to a place, or the cheapest attempt at it, as [`Game::explain`] gives it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attempt {
    /// The place ids walked, the start first (for a refused attempt, the refused step's place
    /// last).
    pub path: Vec<String>,
    /// [`Game::check`]'s verdict on it: legal when the place is in reach, else the step and
    /// clause that refuse it, with the ledger of the legal part.
    pub verdict: MoveVerdict,
}

/// One place a unit can reach.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reachable {
    /// Its id: a hex id, or `1012/1013` for a river hexside (shared with every other reach
    /// that names it: cloning it does not allocate).
    pub id: PlaceId,
    /// The least MP spent.
    pub cost: Mp,
    /// Whether the unit must stop there.
    pub must_stop: bool,
    /// The clause that stops it there (must-stop places only).
    pub stop: Option<Citation>,
    /// Where its cheapest path ends in the reach's [`UnitReach::paths`]: read it with
    /// [`UnitReach::path_of`].
    pub end: PathEnd,
}

/// Everything one unit can reach in one mode.
///
/// [`UnitReach::get`] and [`UnitReach::path`] find a place by its printed id in O(log n), from
/// an index of [`places`](UnitReach::places) by id that the reach builds (and deserialising
/// rebuilds). Read `places` as it comes; after changing it, call [`UnitReach::reindex`].
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(from = "ReachFields")]
pub struct UnitReach {
    /// The unit.
    pub unit: String,
    /// The mode.
    pub mode: Mode,
    /// Why it may not move at all, if it may not.
    pub refusal: Option<Refusal>,
    /// The places, the start excluded.
    pub places: Vec<Reachable>,
    /// The cheapest paths to them, as the ids an order writes, kept as a tree with one link
    /// per arrival: its memory grows with the places, not with the lengths of their paths.
    pub paths: Paths<PlaceId>,
    /// The numbers of `places`, sorted by id.
    #[serde(skip)]
    by_id: Vec<u32>,
}

/// [`UnitReach`] as written, read back with its index rebuilt.
#[derive(Deserialize)]
struct ReachFields {
    unit: String,
    mode: Mode,
    refusal: Option<Refusal>,
    places: Vec<Reachable>,
    paths: Paths<PlaceId>,
}

impl From<ReachFields> for UnitReach {
    fn from(fields: ReachFields) -> UnitReach {
        let ReachFields { unit, mode, refusal, places, paths } = fields;
        UnitReach::new(unit, mode, refusal, places, paths)
    }
}

impl PartialEq for UnitReach {
    /// Equal when everything but the index is.
    fn eq(&self, other: &UnitReach) -> bool {
        self.unit == other.unit
            && self.mode == other.mode
            && self.refusal == other.refusal
            && self.places == other.places
            && self.paths == other.paths
    }
}

impl Eq for UnitReach {}

impl UnitReach {
    /// The reach of `unit` in `mode`: refused by `refusal`, or these `places` with their
    /// `paths` (each place's [`Reachable::end`] in `paths`), indexed by id.
    pub fn new(
        unit: impl Into<String>,
        mode: Mode,
        refusal: Option<Refusal>,
        places: Vec<Reachable>,
        paths: Paths<PlaceId>,
    ) -> UnitReach {
        let mut reach =
            UnitReach { unit: unit.into(), mode, refusal, places, paths, by_id: Vec::new() };
        reach.reindex();
        reach
    }

    /// Rebuilds the index [`UnitReach::get`] reads, after [`places`](UnitReach::places) was
    /// changed.
    pub fn reindex(&mut self) {
        let places = &self.places;
        let mut by_id: Vec<u32> = (0..places.len()).filter_map(|i| u32::try_from(i).ok()).collect();
        by_id.sort_by(|&a, &b| places[a as usize].id.cmp(&places[b as usize].id));
        self.by_id = by_id;
    }

    /// The entry for the place printed `id`, if reachable: a binary search of the index (a
    /// scan of [`places`](UnitReach::places) when they were changed without
    /// [`UnitReach::reindex`]).
    pub fn get(&self, id: &str) -> Option<&Reachable> {
        if self.by_id.len() != self.places.len() {
            return self.places.iter().find(|r| r.id == id);
        }
        let found = self
            .by_id
            .binary_search_by(|&i| {
                self.places.get(i as usize).map_or(Ordering::Less, |r| r.id.as_str().cmp(id))
            })
            .ok()?;
        self.places.get(*self.by_id.get(found)? as usize)
    }

    /// A cheapest path to `reachable` (one of this reach's places) as the ids an order writes:
    /// the start first; in a rail move the hex repeats where the unit entrains or detrains.
    pub fn path_of(&self, reachable: &Reachable) -> Vec<String> {
        self.paths.path(reachable.end).into_iter().map(String::from).collect()
    }

    /// A cheapest path to the place printed `id`, if it is reachable.
    pub fn path(&self, id: &str) -> Option<Vec<String>> {
        self.get(id).map(|reachable| self.path_of(reachable))
    }
}

/// What a legal move changed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveRecord {
    /// The unit.
    pub unit: String,
    /// Rail transport points spent (the supply riding with it included).
    pub rail_capacity: u32,
    /// Strength lost to force-march attrition, with the roll.
    pub attrition: Option<(u32, u32)>,
    /// Where it ended.
    pub at: String,
}

/// Every place's id by board number, land and water, each made when first needed.
#[derive(Debug, Default)]
struct PlaceIds {
    land: std::sync::OnceLock<Vec<PlaceId>>,
    water: std::sync::OnceLock<Vec<PlaceId>>,
}

/// Place `index`'s id from `cache`, which `name` fills for all `count` places the first time.
fn cached_id(
    cache: &std::sync::OnceLock<Vec<PlaceId>>,
    index: usize,
    count: usize,
    name: impl Fn(usize) -> String,
) -> PlaceId {
    let ids = cache.get_or_init(|| (0..count).map(|n| PlaceId::from(name(n))).collect());
    ids.get(index).cloned().unwrap_or_default()
}

/// A movement phase in progress on a map of type `M` (any [`CivilWarMap`]; with the `scenario`
/// feature, `umpire_scenario::ScenarioMap` read from a scenario file by `Game::new`).
///
/// Build one from typed values with [`Game::from_parts`]: the map, the rules data and the
/// situation. Everything that carries from one order to the next lives in the
/// [`Situation`] (positions, strength, trains and their destinations, embarked units, temporary
/// ferries, what has moved, the rail capacity, the phase and the side), so
/// `Game::from_parts(map, data, game.situation().clone())` goes on exactly where `game` is; only
/// the [`log`](Game::log) of moves starts afresh. (One exception: a game read from a scenario
/// that states no rail base for either side, whose territory holds rail hexes, gets the base
/// [`Game::from_parts`] derives from the map.) To keep the log too, and with no exception, save
/// [`Game::state`] (serde) and put it back with [`Game::from_state`].
///
/// [`Game::try_play`] answers an order without playing it; [`Game::undo`] takes back the last
/// order played.
#[derive(Debug, Clone)]
pub struct Game<M: CivilWarMap> {
    map: M,
    /// Shared (not copied) with the trial game [`Game::try_play`] plays on.
    data: Arc<RulesData>,
    situation: Situation,
    /// What the rules read of each place of the map, worked out once; shared like `data`.
    facts: Arc<Facts>,
    water: Arc<WaterBoard>,
    log: Vec<MoveRecord>,
    /// What [`Game::undo`] restores: the situation before each order played, the last on top.
    history: Vec<state::Before>,
    /// Every place's id, land and water, by board number: written when first needed and
    /// shared like `data` (the map does not change, so neither do they).
    ids: Arc<PlaceIds>,
    /// The game this one was made as, shared by its clones: a [`KeptReaches`] made from one
    /// of them follows the others by what changed; from any other game it starts afresh.
    lineage: umpire_map::Lineage,
}

mod apply;
mod kept;
pub(crate) mod order;
mod orders;
mod parallel;
mod play;
mod rail;
#[cfg(feature = "scenario")]
mod save;

pub use kept::KeptReaches;
pub use rail::RailCapacity;
pub use state::GameState;
#[cfg(feature = "scenario")]
mod scenario;
mod state;
mod validate;
mod vocabulary;

pub use order::{
    AssaultOrder, ChangeDestinationOrder, FerryOrder, MoveOrder, NextPhaseOrder, Order,
    StayEntrained,
};

impl<M: CivilWarMap> Game<M> {
    /// The phase the `situation` sets up on `map`, under the rules data `data`
    /// ([`RulesData::builtin`] for the rules as published).
    ///
    /// ```
    /// use std::collections::HashMap;
    /// use umpire_hex::{Hex, HexNumbering, Offset, OffsetLayout};
    /// use umpire_map::{HexBoard, Mp};
    /// use umpire_civil_war::{CivilWarMap, Game, MoveOptions, RulesData, Situation, UnitState};
    ///
    /// /// Three clear hexes in a row, then a swamp.
    /// struct Strip { numbering: HexNumbering, hexes: Vec<Hex>, terrain: HashMap<Hex, &'static str> }
    /// impl HexBoard for Strip {
    ///     fn hex_count(&self) -> usize { self.hexes.len() }
    ///     fn hex_index(&self, hex: Hex) -> Option<usize> { self.hexes.iter().position(|h| *h == hex) }
    ///     fn hex_at(&self, index: usize) -> Hex { self.hexes[index] }
    ///     fn terrain(&self, hex: Hex) -> Option<&str> { self.terrain.get(&hex).copied() }
    ///     fn numbering(&self) -> &HexNumbering { &self.numbering }
    /// }
    /// impl CivilWarMap for Strip {}
    ///
    /// let numbering = HexNumbering::new(OffsetLayout::ODD_Q, 1..=4, 1..=1);
    /// let hexes: Vec<Hex> = (1..=4).map(|c| numbering.hex_of(Offset::new(c, 1))).collect();
    /// let kinds = ["clear", "clear", "clear", "swamp"];
    /// let terrain = hexes.iter().copied().zip(kinds).collect();
    /// let map = Strip { numbering, hexes: hexes.clone(), terrain };
    ///
    /// let mut situation = Situation::new("union", 1);
    /// let corps = UnitState::builder("8th-corps")
    ///     .side("union")
    ///     .unit_type("infantry")
    ///     .strength(8)
    ///     .movement(Mp::whole(4))
    ///     .at(hexes[0])
    ///     .build();
    /// situation.units.push(corps);
    /// let game = Game::from_parts(map, RulesData::builtin()?, situation)?;
    /// let verdict = game.check("8th-corps", &["0101", "0201", "0301", "0401"], &MoveOptions::default())?;
    /// assert!(!verdict.is_legal()); // 1 + 1 + 3 MP: the swamp needs 3 and 2 are left
    /// assert_eq!(verdict.refusal().map(|r| r.clause.as_str()), Some("ACW-MIN-02"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # The map is checked
    /// Once, as the scenario loader checks a scenario's map ([`umpire_map::check_hex_board`]):
    /// its hex numbers go both ways, the cities, towns and coastal hexes it names are on it,
    /// and every hexside its data give by two hexes
    /// ([`umpire_map::HexBoard::for_each_stated_hexside`]) lies between neighbouring hexes — a
    /// numbering of the wrong offset parity shows up so, and is refused rather than leaving
    /// roads and rails silently missing. The situation's hexes must be on the map.
    ///
    /// # The rails are stated once
    /// The rail lines are the map's (hexsides where [`umpire_map::HexBoard::crossing`] says
    /// `rail`). A situation whose [`RailState::base`](crate::RailState::base) names no side's lines (it
    /// is empty) gets each side's base from the map: the rail hexes of the map in that side's
    /// [`territory`](Situation::territory). [`Game::situation`] shows the base so derived. To
    /// give a side no lines of its own, state an empty set for it. A game read from a
    /// scenario file keeps the base its `[rules.rail]` states (none when it states none).
    ///
    /// # Errors
    /// [`PartsError::Map`] when the map does not hold together ([`umpire_map::check_hex_board`]):
    /// a hexside its data state ([`umpire_map::HexBoard::for_each_stated_hexside`]) between
    /// hexes that are not neighbours (with the parity that would make them neighbours, if the
    /// other would), a city, town or coastal hex off the map, `hex_index(hex_at(i))` not `i`;
    /// [`PartsError::Setup`] with a [`SetupError::Mismatch`] when the situation does not fit
    /// the rules data or the map: a hex whose terrain the Terrain Effects Chart does not price
    /// (naming the hex), a unit of an unknown or missing side or unit type (naming the unit),
    /// each with the nearest known name, two
    /// units of one id, a unit, fort or marked hex off the map, a unit's river hexside not
    /// beside its hex; a Force March Attrition Table that does not cover every roll that can
    /// come up exactly once ([`crate::ForceMarchRule::check`]). The key names the value, e.g.
    /// `situation.units[2].unit_type`.
    pub fn from_parts(
        map: M,
        data: RulesData,
        situation: Situation,
    ) -> Result<Game<M>, PartsError> {
        Game::build(map, data, situation, true)
    }

    /// [`Game::from_parts`]; the rail base derived from the map when `derive_base` and the
    /// situation states none.
    pub(crate) fn build(
        map: M,
        data: RulesData,
        situation: Situation,
        derive_base: bool,
    ) -> Result<Game<M>, PartsError> {
        data.force_march
            .check()
            .map_err(|e| SetupError::mismatch("data.force_march", e.to_string(), None))?;
        validate::map(&map)?;
        validate::terrain(&map, &data)?;
        validate::situation(&map, &data, &situation)?;
        let mut situation = situation;
        if derive_base && situation.rail.base.is_empty() {
            situation.rail.base = rail::base_of(&map, &situation.territory);
        }
        // A side with rail transport points left and no allotment stated: the month's
        // allotment is what it has (rules.toml, "The month").
        let rail = &mut situation.rail;
        for (side, left) in &rail.capacity {
            rail.allotment.entry(side.clone()).or_insert(*left);
        }
        let facts = Facts::of(&map, &data);
        let water = WaterBoard::of(&map, &facts, &situation.waters);
        Ok(Game {
            map,
            data: Arc::new(data),
            situation,
            facts: Arc::new(facts),
            water: Arc::new(water),
            log: Vec::new(),
            history: Vec::new(),
            ids: Arc::default(),
            lineage: umpire_map::Lineage::fresh(),
        })
    }

    /// The map.
    pub fn map(&self) -> &M {
        &self.map
    }

    /// What the rules read of each place of the map.
    pub(crate) fn facts(&self) -> &Facts {
        &self.facts
    }

    /// The rules data.
    pub fn data(&self) -> &RulesData {
        &self.data
    }

    /// The situation, as the moves so far left it.
    pub fn situation(&self) -> &Situation {
        &self.situation
    }

    /// The moves made so far.
    pub fn log(&self) -> &[MoveRecord] {
        &self.log
    }

    /// The id of the map's place number `index`, made once.
    pub(crate) fn land_id_at(&self, index: usize) -> PlaceId {
        let map = &self.map;
        cached_id(&self.ids.land, index, map.place_count(), |n| map.place_id(map.place_at(n)))
    }

    /// The id of the water board's place number `index`, made once.
    pub(crate) fn water_id_at(&self, index: usize) -> PlaceId {
        let water = &self.water;
        let name = |n| water.place_id(&self.map, water.place_at(n));
        cached_id(&self.ids.water, index, water.place_count(), name)
    }

    /// The water board (sea hexes and river hexsides).
    pub fn water(&self) -> &WaterBoard {
        &self.water
    }

    pub(crate) fn unit_index(&self, id: &str) -> Result<usize, OrderError> {
        self.situation.units.iter().position(|u| u.id == id).ok_or_else(|| {
            OrderError::UnknownUnit {
                id: id.to_owned(),
                suggestion: nearest(id, self.situation.units.iter().map(|u| u.id.as_str())),
            }
        })
    }

    pub(crate) fn unit_type(&self, unit: &UnitState) -> crate::data::UnitTypeRule {
        self.setting().unit_type(unit)
    }

    /// What a unit's move reads of the phase: the map, the rules data, the situation and the
    /// facts of the map.
    pub(crate) fn setting(&self) -> Setting<'_, M> {
        Setting::new(&self.map, &self.data, &self.situation, &self.facts)
    }

    /// The land move of `unit` (one of the situation's), a rail move when `rail`.
    pub(crate) fn land_move<'g>(&'g self, unit: &'g UnitState, rail: bool) -> LandMove<'g, M> {
        let usable_rail = self.usable_rail(&unit.side);
        let ferries = self.temporary_ferries(&unit.side);
        let enemy_rail = if rail { self.enemy_rail_base(&unit.side) } else { BTreeSet::new() };
        LandMove::new(self.setting(), unit, rail, usable_rail, ferries, enemy_rail)
    }

    /// The naval or river move of `unit` (one of the situation's).
    pub(crate) fn water_move<'g>(&'g self, unit: &'g UnitState) -> WaterMove<'g, M> {
        WaterMove::new(self.setting(), &self.water, unit)
    }

    /// Reads place ids: hex ids, `entrain` and `detrain` (the unit stays where it is while it
    /// boards or leaves the train), and for water moves `1012/1013` (the river hexside between two
    /// hexes).
    ///
    /// # Errors
    /// [`OrderError::UnknownPlace`].
    pub fn parse_land_path<S: AsRef<str>>(&self, ids: &[S]) -> Result<Vec<MapPlace>, OrderError> {
        let mut out: Vec<MapPlace> = Vec::new();
        for (i, id) in ids.iter().enumerate() {
            let id = id.as_ref().trim();
            let position = format!("path item {}", i + 1);
            if matches!(id, "entrain" | "detrain") {
                let last = out.last().copied().ok_or_else(|| OrderError::UnknownPlace {
                    position,
                    id: id.to_owned(),
                    reason: "a path starts with a hex".to_owned(),
                })?;
                out.push(last);
                continue;
            }
            let hex = self.map.parse_hex(id).map_err(|e| OrderError::UnknownPlace {
                position,
                id: id.to_owned(),
                reason: e.to_string(),
            })?;
            out.push(MapPlace::Hex(hex));
        }
        Ok(out)
    }

    /// Sets the voyage destination of the units numbered `units`.
    pub(crate) fn set_voyage_destination(&mut self, units: &[usize], to: Option<Hex>) {
        for &index in units {
            if let Some(unit) = self.situation.units.get_mut(index) {
                unit.voyage_destination = to;
            }
        }
    }

    /// Takes the units numbered `units` off the map.
    pub(crate) fn remove_units(&mut self, units: impl IntoIterator<Item = usize>) {
        for index in units {
            if let Some(unit) = self.situation.units.get_mut(index) {
                tracing::info!(unit = %unit.id, "removed");
                unit.removed_at = unit.at.or(unit.removed_at);
                unit.at = None;
                unit.river_side = None;
                unit.embarked_on = None;
                unit.voyage_destination = None;
            }
        }
    }

    pub(crate) fn map_hex_id(&self, hex: Hex) -> String {
        self.map.hex_id(hex)
    }

    /// The map's number of `hex`, if it is on the map.
    pub(crate) fn hex_index(&self, hex: Hex) -> Option<usize> {
        self.map.hex_index(hex)
    }
}

/// The route of a unit refused before it moves: its start alone.
fn first_route<P: Copy, S: Copy>(at: P, state: S) -> Route<P, S> {
    Route { places: vec![at], cost: Mp::ZERO, stop: None, state, ledger: Vec::new() }
}
