//! A movement phase in progress: the map, the rules data, the situation and the log of the moves
//! made so far. Ask it where a unit can go ([`Game::reach`]), whether a path is legal
//! ([`Game::check`]), make a move ([`Game::apply`]) or see a side's threat map
//! ([`Game::threat`]).

use std::collections::BTreeMap;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};
use umpire_map::{Board, Citation, MapPlace, Mp, PathEnd, Paths, Refusal, SearchError, Verdict};

use crate::data::RulesData;
use crate::error::{OrderError, PartsError, nearest};
use crate::facts::MapFacts;
use crate::map::StrategicMap;
use crate::ports::Ports;
use crate::setting::Setting;
use crate::situation::{Elimination, Phase, Procedure, Situation};
use crate::state::MoveState;
use crate::step::UnitMove;
use crate::view::FactionView;

/// The verdict on one unit's move: legal with its route and ledger, or the refusing clause.
/// Step 0 of an illegal verdict is the order itself (a unit that may not move at all).
pub type MoveVerdict = Verdict<MapPlace, MoveState>;

/// One place a unit can reach.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reachable {
    /// The place.
    pub place: MapPlace,
    /// Its id (`e3608`, `central-asia`), shared with every other reach that names it.
    pub id: PlaceId,
    /// The least MP spent getting there.
    pub cost: Mp,
    /// Whether the unit must stop there.
    pub must_stop: bool,
    /// The clause that stops it there (must-stop places only).
    pub stop: Option<Citation>,
    /// Where its cheapest path ends in the reach's [`UnitReach::paths`]: read it with
    /// [`UnitReach::path_of`].
    pub end: PathEnd,
}

/// Everything one unit can reach this phase.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct UnitReach {
    /// The unit.
    pub unit: String,
    /// Where it starts.
    pub start: MapPlace,
    /// The MP it moves with: its Movement Allowance, less what it has already spent when it
    /// takes its move up again (3.1).
    pub allowance: Mp,
    /// Why it may not move at all, if it may not.
    pub refusal: Option<Refusal>,
    /// The places, the start excluded, in board order.
    pub places: Vec<Reachable>,
    /// The cheapest paths to them, as a tree with one link per arrival: its memory grows with
    /// the places, not with the lengths of their paths.
    pub paths: Paths<MapPlace>,
    /// The places' positions in `places`, in place order: written by the first
    /// [`UnitReach::get`], so that it and every later one is a binary search.
    #[serde(skip)]
    index: PlaceIndex,
}

/// A reach's places by place: their positions in [`UnitReach::places`], sorted by place, made
/// when first needed. Not part of the reach's value: two reaches are equal whatever their
/// indexes, and it is neither serialised nor read.
#[derive(Clone, Default)]
struct PlaceIndex(OnceLock<Box<[u32]>>);

impl PartialEq for PlaceIndex {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Eq for PlaceIndex {}

impl std::fmt::Debug for PlaceIndex {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("PlaceIndex")
    }
}

impl UnitReach {
    /// An empty reach of `unit` from `start` with `allowance`: no places, no refusal.
    fn empty(unit: String, start: MapPlace, allowance: Mp) -> UnitReach {
        UnitReach {
            unit,
            start,
            allowance,
            refusal: None,
            places: Vec::new(),
            paths: Paths::new(),
            index: PlaceIndex::default(),
        }
    }

    /// The entry for `place`, if reachable: a binary search, O(log n) in the places reached
    /// (the first lookup of a reach sorts an index of its places, O(n log n), once).
    pub fn get(&self, place: MapPlace) -> Option<&Reachable> {
        let places = &self.places;
        let index = self.index.0.get_or_init(|| {
            let mut order: Vec<u32> =
                (0..places.len()).filter_map(|n| u32::try_from(n).ok()).collect();
            order.sort_unstable_by_key(|&n| places.get(n as usize).map(|r| r.place));
            order.into_boxed_slice()
        });
        // `places` is a public field: a caller may have changed it since the index was made.
        if index.len() != places.len() {
            return places.iter().find(|r| r.place == place);
        }
        let at = |n: &u32| places.get(*n as usize).map(|r| r.place);
        let found = index.binary_search_by_key(&Some(place), at).ok()?;
        index.get(found).and_then(|&n| places.get(n as usize)).filter(|r| r.place == place)
    }

    /// A cheapest path to `reachable` (one of this reach's places), the start first; it passes
    /// [`Game::check`] at the same cost.
    pub fn path_of(&self, reachable: &Reachable) -> Vec<MapPlace> {
        self.paths.path(reachable.end)
    }

    /// A cheapest path to `place`, the start first, if it is reachable.
    pub fn path(&self, place: MapPlace) -> Option<Vec<MapPlace>> {
        self.get(place).map(|reachable| self.path_of(reachable))
    }
}

/// A move made: what it changed on the board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveRecord {
    /// The unit moved.
    pub unit: String,
    /// The procedure it used.
    pub procedure: Procedure,
    /// The places walked, the start first.
    pub route: Vec<MapPlace>,
    /// Units it overran and where they went (3.2).
    pub eliminated: Vec<(String, Elimination)>,
    /// Troop convoys it used, now in their Used Boxes.
    pub convoys: Vec<String>,
    /// The canals it went through, by name (`kiel`, `suez`).
    #[serde(default)]
    pub canals: Vec<String>,
}

/// The verdict on a move, and what it changed if it was legal.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveReport {
    /// The verdict.
    pub verdict: MoveVerdict,
    /// What changed (legal moves only).
    pub record: Option<MoveRecord>,
}

/// A movement phase in progress on a map of type `M` (any [`StrategicMap`]: the scenario file's
/// `ScenarioMap` (feature `scenario`), a game's own map, or a reference `&M` to one kept
/// elsewhere). It owns the map, the rules data, the situation and the log.
#[derive(Debug, Clone)]
pub struct Game<M: StrategicMap> {
    map: M,
    data: RulesData,
    situation: Situation,
    facts: MapFacts,
    ports: Ports,
    log: Vec<MoveRecord>,
    /// Per faction (the rules data's order): what its units meet, worked out when first needed,
    /// patched around the units an order or an undo changes ([`Game::units_changed`]) and
    /// dropped whenever anything else a view reads changes ([`Game::board_mut`]).
    views: Vec<OnceLock<FactionView>>,
    /// Every place's id (`e3608`, `central-asia`) by board number, written when first needed:
    /// the map does not change, so neither do they.
    ids: OnceLock<Vec<PlaceId>>,
    /// The board's places in place order ([`MapPlace`]'s `Ord`), written when first needed.
    ranks: OnceLock<PlaceRanks>,
    /// Unit ids to their index in the situation.
    unit_ids: BTreeMap<String, usize>,
    /// What the game was before each order played, the last on top, for [`Game::undo`].
    history: Vec<state::Before>,
    /// The game this one was made as, shared by its clones: a [`KeptReaches`] made from one
    /// of them follows the others by what changed; from any other game it starts afresh.
    lineage: umpire_map::Lineage,
}

mod apply;
mod kept;
mod orders;
mod parallel;
mod play;
#[cfg(feature = "scenario")]
mod save;
#[cfg(feature = "scenario")]
mod scenario;
mod state;
mod threat;
mod validate;
mod vocabulary;

pub use kept::KeptReaches;
pub(crate) use orders::Choices;
use orders::empty_route;
pub use state::GameState;
pub use threat::{Threat, ThreatUnits};
pub use umpire_map::PlaceId;

impl<M: StrategicMap> Game<M> {
    /// A phase on `map` from typed values: the rules data in force ([`RulesData::builtin`] for
    /// the rules as published) and the situation (units, markers, ports, convoys, weather,
    /// politics). No file is read.
    ///
    /// ```
    /// use umpire_hex::{Hex, HexNumbering, Offset};
    /// use umpire_map::{HexBoard, Mp};
    /// use umpire_strategic::{Game, Phase, RulesData, Situation, StrategicMap, UnitState};
    ///
    /// /// A strip of the eastern map: clear, swamp, clear, clear.
    /// struct Strip { numbering: HexNumbering, hexes: Vec<Hex> }
    /// impl HexBoard for Strip {
    ///     fn hex_count(&self) -> usize { self.hexes.len() }
    ///     fn hex_index(&self, hex: Hex) -> Option<usize> { self.hexes.iter().position(|h| *h == hex) }
    ///     fn hex_at(&self, index: usize) -> Hex { self.hexes[index] }
    ///     fn terrain(&self, hex: Hex) -> Option<&str> {
    ///         self.hex_index(hex).map(|i| if i == 1 { "swamp" } else { "clear" })
    ///     }
    ///     fn numbering(&self) -> &HexNumbering { &self.numbering }
    /// }
    /// impl StrategicMap for Strip {}
    ///
    /// let numbering = HexNumbering::strategic_east();
    /// let hexes = (1..=4).map(|row| numbering.hex_of(Offset::new(36, row))).collect();
    /// let map = Strip { numbering, hexes };
    /// let mut situation = Situation::new("soviet", Phase::Operational);
    /// let hq = UnitState::builder("hq")
    ///     .side("soviet")
    ///     .nationality("russian")
    ///     .unit_type("hq")
    ///     .movement(Mp::whole(1))
    ///     .at(map.parse_hex("e3601")?)
    ///     .build();
    /// situation.units.push(hq);
    /// let game = Game::from_parts(map, RulesData::builtin()?, situation)?;
    ///
    /// // The 2 MP swamp is more than its MA of 1: allowed as its first hex, then it stops.
    /// let reach = game.reach("hq")?;
    /// let costs: Vec<(&str, Mp, bool)> =
    ///     reach.places.iter().map(|p| (p.id.as_str(), p.cost, p.must_stop)).collect();
    /// assert_eq!(costs, [("e3602", Mp::whole(2), true)]);
    /// let verdict = game.check("hq", &game.parse_path(&["e3601", "e3602", "e3603"])?)?;
    /// assert_eq!(verdict.refusal().map(|r| r.clause.as_str()), Some("STR-3.1.1-07"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// The map is held together first, once, as the scenario loader holds a map file (one pass
    /// over its hexes, legs, listed hexside features, places and box links): a map whose
    /// numbering does not fit its own data is refused here rather than answering wrongly later.
    ///
    /// # Errors
    /// [`PartsError::Map`] when the map does not hold together ([`crate::MapError`]): hexside
    /// features, roads or rails it states ([`umpire_map::HexBoard::for_each_stated_hexside`]) between
    /// hexes that are not neighbours under its numbering (a numbering of the wrong parity), off
    /// the map or not carried by its `crossing`; legs that do not step to a neighbour; a hex
    /// numbered two ways; a named place or country hex off the map; a bad box key or link.
    /// [`PartsError::Setup`] ([`SetupError::Mismatch`](crate::SetupError::Mismatch)) when the
    /// map, the rules data and the situation do not fit together: a terrain (naming the first
    /// hex of it) or hexside feature the rules data do not price, a unit of an unknown or
    /// missing side, nationality or type (naming the unit), a unit, marker or port off the map
    /// — naming the value and the nearest known name.
    pub fn from_parts(map: M, data: RulesData, situation: Situation) -> Result<Self, PartsError> {
        validate::map(&map)?;
        validate::limits(&data)?;
        validate::situation(&map, &data, &situation)?;
        let facts = MapFacts::new(&map, &data, &situation)?;
        let ports = Ports::new(&map, &situation, &facts);
        let views = fresh_views(&data);
        let unit_ids = situation.units.iter().enumerate().map(|(n, u)| (u.id.clone(), n)).collect();
        let (ids, ranks) = (OnceLock::new(), OnceLock::new());
        let (log, history) = (Vec::new(), Vec::new());
        let lineage = umpire_map::Lineage::fresh();
        Ok(Game {
            map,
            data,
            situation,
            facts,
            ports,
            log,
            views,
            ids,
            ranks,
            unit_ids,
            history,
            lineage,
        })
    }

    /// The map.
    pub fn map(&self) -> &M {
        &self.map
    }

    /// The rules data in force.
    pub fn data(&self) -> &RulesData {
        &self.data
    }

    /// The situation, as the moves so far left it.
    pub fn situation(&self) -> &Situation {
        &self.situation
    }

    /// The moves made so far this phase.
    pub fn log(&self) -> &[MoveRecord] {
        &self.log
    }

    /// The phase.
    pub fn phase(&self) -> Phase {
        self.situation.phase
    }

    /// Changes the phase (and so the phasing rules), keeping the board: units stay where they
    /// are, eliminated units stay eliminated and convoys in their Used Boxes stay used; no unit
    /// has moved yet (none has a move to take up again), no canal has carried a unit and no HQ
    /// has prevented an overrun in the new phase; the log starts afresh. [`Game::undo`] takes it
    /// back like an order.
    pub fn set_phase(&mut self, phase: Phase) {
        self.remember(true);
        self.begin_phase(phase);
    }

    /// [`Game::set_phase`], without remembering the game before it.
    fn begin_phase(&mut self, phase: Phase) {
        self.log.clear();
        let situation = self.board_mut();
        situation.phase = phase;
        situation.canal_uses.clear();
        situation.hq_prevented.clear();
        situation.last_move = None;
        for unit in &mut situation.units {
            unit.moved = None;
        }
    }

    /// Sets the weather of `hex` (the rest of the situation is fixed for the phase).
    /// [`Game::undo`] takes it back like an order.
    pub fn set_weather(&mut self, hex: umpire_hex::Hex, weather: crate::situation::Weather) {
        self.remember(false);
        self.put_weather(hex, weather);
    }

    /// [`Game::set_weather`], without remembering the game before it.
    fn put_weather(&mut self, hex: umpire_hex::Hex, weather: crate::situation::Weather) {
        let situation = self.board_mut();
        if weather == crate::situation::Weather::Fair {
            situation.weather.remove(&hex);
        } else {
            situation.weather.insert(hex, weather);
        }
    }

    /// What every unit of `faction` meets on the board.
    pub(crate) fn faction_view(&self, faction: &str) -> &FactionView {
        let number = self.data.factions.keys().position(|f| f == faction).unwrap_or(0);
        let slot = &self.views[number.min(self.views.len() - 1)];
        slot.get_or_init(|| FactionView::new(&self.setting(), faction))
    }

    /// The situation, to change it: every change of phase, weather or side goes through here
    /// (or, for units alone, through [`Game::units_changed`]; for what no view reads — the last
    /// move, convoys, canal uses, HQs that prevented an overrun — straight to the field), so
    /// the faction views worked out on the board before are forgotten whatever changes.
    fn board_mut(&mut self) -> &mut Situation {
        self.views = fresh_views(&self.data);
        &mut self.situation
    }

    /// The situation after units changed and nothing else a faction view reads (markers,
    /// weather, supply): the faction views worked out are kept, the cells around the units'
    /// `places` (where a changed unit stood before or stands now) worked out again.
    fn units_changed(&mut self, places: &[MapPlace]) {
        let mut affected = Vec::with_capacity(places.len() * 7);
        for &place in places {
            affected.extend(self.map.index_of(place));
            if let MapPlace::Hex(hex) = place {
                self.map.for_each_hex_leg(hex, |_, index, _| affected.push(index));
            }
        }
        affected.sort_unstable();
        affected.dedup();
        let setting = Setting::new(&self.map, &self.data, &self.situation, &self.facts);
        for (slot, faction) in self.views.iter_mut().zip(self.data.factions.keys()) {
            let Some(view) = slot.get_mut() else { continue };
            view.patch(&setting, faction, &affected);
            crate::step::quick::words::refresh_words(&setting, view, &affected);
            #[cfg(debug_assertions)]
            {
                let fresh = FactionView::new(&setting, faction);
                debug_assert!(
                    view.cells == fresh.cells
                        && view.targets == fresh.targets
                        && view.hqs == fresh.hqs,
                    "the {faction} view patched around {affected:?} is not the view worked out afresh"
                );
            }
        }
    }

    /// Puts `situation` in place of the game's (an order taken back). Where only units differ,
    /// the faction views are kept and worked out again around them ([`Game::units_changed`]);
    /// otherwise they are dropped.
    fn restore(&mut self, situation: Situation) {
        let now = &self.situation;
        let views_read_alike = now.units.len() == situation.units.len()
            && now.markers == situation.markers
            && now.weather == situation.weather
            && now.out_of_supply == situation.out_of_supply;
        if !views_read_alike {
            *self.board_mut() = situation;
            return;
        }
        let mut places = Vec::new();
        for (was, will) in now.units.iter().zip(&situation.units) {
            if was != will {
                places.extend(was.at);
                places.extend(will.at);
            }
        }
        self.situation = situation;
        self.units_changed(&places);
    }

    /// Every place's id, by board number.
    pub(crate) fn place_ids(&self) -> &[PlaceId] {
        self.ids.get_or_init(|| {
            (0..self.map.place_count())
                .map(|n| PlaceId::from(self.map.place_id(self.map.place_at(n))))
                .collect()
        })
    }

    /// The board's places in place order, and each board number's rank in it.
    pub(crate) fn place_ranks(&self) -> &PlaceRanks {
        self.ranks.get_or_init(|| {
            let mut by_rank: Vec<MapPlace> =
                (0..self.map.place_count()).map(|n| self.map.place_at(n)).collect();
            by_rank.sort_unstable();
            let mut rank = vec![0; by_rank.len()];
            for (number, place) in by_rank.iter().enumerate() {
                if let Some(index) = self.map.index_of(*place) {
                    rank[index] = u32::try_from(number).unwrap_or(u32::MAX);
                }
            }
            PlaceRanks { by_rank, rank }
        })
    }

    /// What a unit's move reads of the phase: the map, the rules data, the situation and the
    /// facts of the map.
    pub(crate) fn setting(&self) -> Setting<'_, M> {
        Setting::new(&self.map, &self.data, &self.situation, &self.facts)
    }

    /// The index of unit `id`.
    fn unit_index(&self, id: &str) -> Result<usize, OrderError> {
        self.unit_ids.get(id).copied().ok_or_else(|| OrderError::UnknownUnit {
            id: id.to_owned(),
            suggestion: nearest(id, self.situation.units.iter().map(|u| u.id.as_str())),
        })
    }

    /// Reads place ids (`e3609`, `central-asia`) into places.
    ///
    /// # Errors
    /// [`OrderError::UnknownPlace`] naming the position, the id and the nearest box id.
    pub fn parse_path<S: AsRef<str>>(&self, ids: &[S]) -> Result<Vec<MapPlace>, OrderError> {
        ids.iter()
            .enumerate()
            .map(|(i, id)| self.parse_place(id.as_ref(), &format!("path item {}", i + 1)))
            .collect()
    }

    /// Reads one place id: a box key, or a hex id of the map.
    ///
    /// # Errors
    /// [`OrderError::UnknownPlace`].
    pub fn parse_place(&self, id: &str, position: &str) -> Result<MapPlace, OrderError> {
        let id = id.trim();
        if let Some(found) = self.map.box_by_key(id) {
            return Ok(MapPlace::Box(found));
        }
        let unknown = |reason: String| {
            let keys = (0..self.map.box_count())
                .filter_map(|i| u16::try_from(i).ok())
                .filter_map(|i| self.map.box_key(umpire_map::BoxId(i)));
            OrderError::UnknownPlace {
                position: position.to_owned(),
                id: id.to_owned(),
                reason,
                suggestion: nearest(id, keys),
            }
        };
        let hex = self.map.parse_hex(id).map_err(|error| unknown(error.to_string()))?;
        if self.map.hex_index(hex).is_none() {
            return Err(unknown("the map has no such hex".to_owned()));
        }
        Ok(MapPlace::Hex(hex))
    }

    /// The step function for unit `id` in the current phase, for the shared search.
    ///
    /// It tracks the overrun targets within the unit's range, for a reach; to check one path,
    /// [`Game::check`] tracks those along the path instead, so that a path is judged exactly
    /// however many targets stand further off.
    ///
    /// # Errors
    /// [`OrderError::UnknownUnit`]; [`umpire_map::SearchError::OverLimit`] when more overrun
    /// targets stand within its range than the rules data's `limits.overrun_targets`.
    pub fn unit_move(&self, id: &str) -> Result<UnitMove<'_, M>, OrderError> {
        self.unit_move_along(id, None)
    }

    /// As [`Game::unit_move`]; with `along`, tracking the overrun targets the path enters or
    /// passes next to rather than those within range.
    pub(crate) fn unit_move_along(
        &self,
        id: &str,
        along: Option<&[MapPlace]>,
    ) -> Result<UnitMove<'_, M>, OrderError> {
        let index = self.unit_index(id)?;
        self.unit_move_at(index, self.situation.phase, along)?
            .ok_or_else(|| OrderError::UnknownUnit { id: id.to_owned(), suggestion: None })
    }

    /// Unit number `index`'s move in `phase` (`None`: no such unit), as [`UnitMove::new`] makes
    /// it with what every unit of its faction meets.
    ///
    /// # Errors
    /// [`SearchError::OverLimit`] when more overrun targets matter than
    /// `limits.overrun_targets`.
    pub(crate) fn unit_move_at(
        &self,
        index: usize,
        phase: Phase,
        along: Option<&[MapPlace]>,
    ) -> Result<Option<UnitMove<'_, M>>, SearchError> {
        let Some(unit) = self.situation.units.get(index) else { return Ok(None) };
        let faction = self.faction_view(&unit.side);
        UnitMove::new(self.setting(), &self.ports, faction, unit, phase, along).map(Some)
    }
}

/// The board's places in place order ([`MapPlace`]'s `Ord`, the threat map's order).
#[derive(Debug, Clone)]
pub(crate) struct PlaceRanks {
    /// The places, in place order.
    pub by_rank: Vec<MapPlace>,
    /// Per board number: its place's position in `by_rank`.
    pub rank: Vec<u32>,
}

/// The id given a board number the map does not have (never, for a number the map gave).
fn unknown_place_id() -> PlaceId {
    PlaceId::from("?")
}

/// One empty view slot per faction (at least one).
fn fresh_views(data: &RulesData) -> Vec<OnceLock<FactionView>> {
    (0..data.factions.len().max(1)).map(|_| OnceLock::new()).collect()
}
