//! A side's reaches and threat map kept up to date order by order ([`KeptReaches`]): after an
//! order, only the units whose last search read something the order changed are searched again.
//!
//! # What a reach reads, and how a change is found
//!
//! Besides the map and the rules data (fixed for a game), a unit's reach reads its own state
//! and the board as its faction meets it: one [`Cell`] a place (who stands there, the zones of
//! control projected into it, markers, weather), the overrun targets and the HQs that shield
//! them, and the rest of the situation. A search reads the cells of the places it settles and
//! of the places one leg on (where it tried to go, refused or not); Port-to-Port moves, the
//! Off-Map Boxes and the Central Asia Box join places further apart, so a change at one of
//! those *far* places, a convoy used, a canal passed or a box move made searches again every
//! unit that settled one. The overrun targets and their shields matter to units that may
//! overrun alone (3.2). What every unit reads — phase, side, markers, weather, supply, ports,
//! politics — redoes them all when it changes; so does a game of another lineage.
//!
//! A cell whose only change is its count of friendly units is read alike where no enemy zone
//! of control reaches (the count only negates an EZOC, 3.1): moving a unit between quiet hexes
//! changes no other unit's reach.

use umpire_map::{Board, Lineage, MapPlace, Mp, PlaceSet, Refreshed, Search};

use crate::error::OrderError;
use crate::map::StrategicMap;
use crate::shield::Support;
use crate::situation::{Procedure, Situation, UnitState};
use crate::step::can_overrun;
use crate::view::Cell;

use super::{Game, Threat, UnitReach};

/// Every reach of one side's units and the side's threat map, kept up to date as the game
/// changes: made by [`Game::keep`], brought up to date by [`KeptReaches::update`] after each
/// order played (or taken back), which searches again only the units the change can reach.
///
/// What it holds after an update is exactly what the game would answer afresh: each unit's
/// [`KeptReaches::reach`] is [`Game::reach`], and [`KeptReaches::threat`] is
/// [`Game::threat`] of the side.
///
/// ```
/// # #[cfg(feature = "scenario")] {
/// use umpire_strategic::{Game, Order};
///
/// let text = include_str!("../../embedded/antwerp.toml");
/// let mut game = Game::new(&umpire_scenario::load_str(text, "antwerp.toml")?)?;
/// let mut kept = game.keep("axis")?;
/// let order: Order = toml::from_str(r#"order = "move"
///     unit = "inf-w3619"
///     path = ["w3619", "w3718", "w3717"]"#)?;
///
/// // Try the move, read the new reaches, take it back: no copy of the game.
/// game.play(&order)?;
/// let refreshed = kept.update(&game);
/// assert!(refreshed.searched >= 1); // the mover at least
/// assert_eq!(kept.reach("inf-w3619"), Some(&game.reach("inf-w3619")));
/// assert_eq!(kept.threat(), game.threat("axis").as_ref());
/// game.undo();
/// kept.update(&game);
/// assert_eq!(kept.threat(), game.threat("axis").as_ref());
/// # }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone)]
pub struct KeptReaches {
    side: String,
    /// The lineage of the game it was last brought up to date with.
    lineage: Lineage,
    units: Vec<KeptUnit>,
    seen: Seen,
    threat: Result<Threat, OrderError>,
    /// The far places (see the module's documentation).
    far: PlaceSet,
    search: Search,
    /// Memory the threat map is gathered in, kept between updates.
    scratch: Scratch,
}

/// Memory the threat map is gathered in.
#[derive(Debug, Clone, Default)]
struct Scratch {
    hits: Vec<(u32, u32, Mp)>,
    ends: Vec<u32>,
}

/// One unit's reach and what its search read.
#[derive(Debug, Clone)]
struct KeptUnit {
    /// Its index in the situation.
    index: usize,
    /// Its id.
    id: String,
    reach: Result<UnitReach, OrderError>,
    /// Its part of the threat map: (place rank, least cost) of every place it reaches but its
    /// start, in the order its search settled them.
    threat: Result<Vec<(u32, Mp)>, OrderError>,
    /// The places whose cells its search read: those it settled and those one leg on.
    read: PlaceSet,
    /// It settled a far place.
    far: bool,
    /// It may overrun: it reads the overrun targets and their shields.
    overruns: bool,
}

/// The board as the kept reaches last read it.
#[derive(Debug, Clone)]
struct Seen {
    /// The side's cells, by board number.
    cells: Vec<Cell>,
    /// The side's overrun targets.
    targets: Vec<(usize, usize, umpire_hex::Hex)>,
    /// The HQs that can shield an enemy of the side from an overrun.
    shields: Vec<Support>,
    /// The situation.
    situation: Situation,
}

impl<M: StrategicMap> Game<M> {
    /// Every reach of `side`'s units and `side`'s threat map, kept to be brought up to date
    /// after each order with [`KeptReaches::update`].
    ///
    /// # Errors
    /// [`OrderError::UnknownSide`] with the nearest side.
    pub fn keep(&self, side: &str) -> Result<KeptReaches, OrderError> {
        self.known_side(side)?;
        let mut kept = KeptReaches {
            side: side.to_owned(),
            lineage: self.lineage,
            units: Vec::new(),
            seen: Seen::of(self, side),
            threat: Ok(Threat::gather(side.to_owned(), Vec::new(), &[], &[])),
            far: self.far_places(),
            search: Search::new(),
            scratch: Scratch::default(),
        };
        kept.search_all(self);
        Ok(kept)
    }

    /// The far places: boxes, ports and canal ends, the Central Asia Box's eastern edge and
    /// every Beachhead marker's hex.
    fn far_places(&self) -> PlaceSet {
        let count = self.map.place_count();
        let mut far = PlaceSet::new(count);
        for index in 0..count {
            let edge = self.facts.eastern_edge.get(index).copied().unwrap_or(false);
            if !self.facts.is_hex(index) || self.ports.touches_sea(index) || edge {
                far.insert(index);
            }
        }
        for marker in &self.situation.markers {
            if let Some(index) = self.map.index_of(MapPlace::Hex(marker.at)) {
                far.insert(index);
            }
        }
        far
    }

    /// Unit `index`'s kept reach, with `side` moving.
    fn kept_unit(&self, search: &mut Search, index: usize, side: &str, far: &PlaceSet) -> KeptUnit {
        let unit = &self.situation.units[index];
        let kind = self.data.unit_types.get(&unit.unit_type);
        let overruns = can_overrun(kind.is_some_and(|k| k.armor), unit, self.situation.phase);
        let count = self.map.place_count();
        let (mut read, mut far_read) = (PlaceSet::new(count), false);
        let Some(at) = unit.at else {
            // Off the map: no reach (its error), no threat.
            let reach = self.reach_with(search, &unit.id);
            let (threat, id) = (Ok(Vec::new()), unit.id.clone());
            return KeptUnit { index, id, reach, threat, read, far: false, overruns };
        };
        let start = self.map.index_of(at);
        let ranks = self.place_ranks();
        let phasing = side == self.situation.side;
        let found = self.reach_and(search, index, side, phasing, |reach| {
            let mut settled = Vec::new();
            let mut hits = Vec::new();
            reach.for_each_settled_raw(|place, raw| {
                // `read` holds the places settled so far: the first arrival is the cheapest.
                if !read.insert(place) {
                    return;
                }
                settled.push(place);
                if Some(place) != start
                    && let Some(&rank) = ranks.rank.get(place)
                {
                    hits.push((rank, Mp::from_raw(raw)));
                }
            });
            (settled, hits)
        });
        let (mut reach, threat, settled) = match found {
            Err(error) => (Err(error.clone()), Err(error), Vec::new()),
            Ok((reach, part)) => {
                let (settled, hits) = part.unwrap_or_default();
                (Ok(reach), Ok(hits), settled)
            }
        };
        if !phasing {
            // A unit of a side not moving may not move at all: its reach says why.
            reach = self.reach_with(search, &unit.id);
        }
        for &place in &settled {
            far_read |= far.contains(place);
            self.map.for_each_leg(self.map.place_at(place), |_, next, _| {
                read.insert(next);
            });
        }
        let id = unit.id.clone();
        KeptUnit { index, id, reach, threat, read, far: far_read, overruns }
    }
}

impl KeptReaches {
    /// The side.
    pub fn side(&self) -> &str {
        &self.side
    }

    /// Unit `id`'s reach as [`Game::reach`] gives it, if `id` is a unit of the side.
    pub fn reach(&self, id: &str) -> Option<&Result<UnitReach, OrderError>> {
        self.units.iter().find(|unit| unit.id == id).map(|unit| &unit.reach)
    }

    /// Every unit of the side with its reach, in the situation's order.
    pub fn reaches(&self) -> impl ExactSizeIterator<Item = (&str, &Result<UnitReach, OrderError>)> {
        self.units.iter().map(|unit| (unit.id.as_str(), &unit.reach))
    }

    /// The side's threat map as [`Game::threat`] gives it.
    pub fn threat(&self) -> Result<&Threat, &OrderError> {
        self.threat.as_ref()
    }

    /// Brings every reach and the threat map up to date with `game`: after an order played,
    /// taken back, a phase begun — any change. Only the units whose last search read something
    /// that changed are searched again (see the module's documentation); given a game not
    /// made from the one it was kept on (not the same game, nor a clone of it), it searches
    /// them all.
    pub fn update<M: StrategicMap>(&mut self, game: &Game<M>) -> Refreshed {
        let situation = game.situation();
        let units = &situation.units;
        let same_game =
            self.lineage == game.lineage && units.len() == self.seen.situation.units.len();
        // The units that changed in any way, in the situation's order.
        let moved: Vec<usize> = if same_game {
            (0..units.len()).filter(|&i| self.seen.situation.units[i] != units[i]).collect()
        } else {
            Vec::new()
        };
        let ours = |unit: &UnitState| unit.side == self.side;
        let switched =
            moved.iter().any(|&i| ours(&self.seen.situation.units[i]) != ours(&units[i]));
        if !same_game || switched || read_by_all(&self.seen.situation) != read_by_all(situation) {
            self.rebuild(game);
            let searched = self.units.len();
            tracing::debug!(side = %self.side, searched, "kept reaches searched again, all");
            return Refreshed { searched, kept: 0 };
        }
        // The cells a unit's change can change: its places before and after, and the hexes
        // its zone of control reaches from them (as `FactionView::new` counts them).
        let map = game.map();
        let mut near = Vec::new();
        let mut far_moves = false;
        for &i in &moved {
            let (was, now) = (&self.seen.situation.units[i], &units[i]);
            let far_procedure = |m: Option<Procedure>| {
                matches!(m, Some(Procedure::PortToPort | Procedure::BoxToBox))
            };
            far_moves |=
                was.moved != now.moved && (far_procedure(was.moved) || far_procedure(now.moved));
            for at in [was.at, now.at].into_iter().flatten() {
                near.extend(map.index_of(at));
                if let MapPlace::Hex(hex) = at {
                    map.for_each_hex_leg(hex, |_, index, _| near.push(index));
                }
            }
        }
        let view = game.faction_view(&self.side);
        let mut changed = PlaceSet::new(self.seen.cells.len());
        for number in near {
            let (Some(was), Some(now)) = (self.seen.cells.get_mut(number), view.cells.get(number))
            else {
                continue;
            };
            if !was.moves_alike(now) {
                changed.insert(number);
            }
            *was = *now;
        }
        debug_assert!(self.seen.cells == view.cells, "a cell changed with no unit near it");
        let rest = &self.seen.situation;
        let sea = rest.convoys != situation.convoys || rest.canal_uses != situation.canal_uses;
        let far = sea || far_moves || changed.meets(&self.far);
        let shields = shields_of(&view.hqs, &self.side);
        let overruns = self.seen.targets != view.targets || self.seen.shields != shields;
        let last = rest.last_move != situation.last_move;
        let resumes = |index: usize| {
            let id = &units[index].id;
            [&rest.last_move, &situation.last_move]
                .iter()
                .any(|m| m.as_ref().is_some_and(|m| m.unit == *id))
        };
        let redo: Vec<usize> = (0..self.units.len())
            .filter(|&n| {
                let unit = &self.units[n];
                moved.binary_search(&unit.index).is_ok()
                    || (last && resumes(unit.index))
                    || (far && unit.far)
                    || (overruns && unit.overruns)
                    || unit.read.meets(&changed)
            })
            .collect();
        for &n in &redo {
            let index = self.units[n].index;
            self.units[n] = game.kept_unit(&mut self.search, index, &self.side, &self.far);
        }
        if overruns {
            self.seen.targets.clone_from(&view.targets);
            self.seen.shields = shields;
        }
        for &i in &moved {
            self.seen.situation.units[i].clone_from(&units[i]);
        }
        let rest = &mut self.seen.situation;
        if sea {
            rest.convoys.clone_from(&situation.convoys);
            rest.canal_uses.clone_from(&situation.canal_uses);
        }
        if last {
            rest.last_move.clone_from(&situation.last_move);
        }
        if !redo.is_empty() {
            self.gather_threat(game);
        }
        let searched = redo.len();
        let kept = self.units.len() - searched;
        tracing::debug!(side = %self.side, searched, kept, "kept reaches brought up to date");
        Refreshed { searched, kept }
    }

    /// Reads `game` afresh and searches every unit of the side again.
    fn rebuild<M: StrategicMap>(&mut self, game: &Game<M>) {
        self.lineage = game.lineage;
        self.far = game.far_places();
        self.seen = Seen::of(game, &self.side);
        self.search_all(game);
    }

    /// Searches every unit of the side on `game` (as seen) and gathers the threat map.
    fn search_all<M: StrategicMap>(&mut self, game: &Game<M>) {
        let situation = game.situation();
        let search = &mut self.search;
        self.units = (0..situation.units.len())
            .filter(|&index| situation.units[index].side == self.side)
            .map(|index| game.kept_unit(search, index, &self.side, &self.far))
            .collect();
        self.gather_threat(game);
    }

    /// The threat map from the units' parts, as [`Game::threat`] gathers it: the first unit's
    /// error, if one failed. The last map's memory is used again.
    fn gather_threat<M: StrategicMap>(&mut self, game: &Game<M>) {
        let mut reaching = Vec::new();
        let mut hits = std::mem::take(&mut self.scratch.hits);
        hits.clear();
        for unit in &self.units {
            match &unit.threat {
                Err(error) => {
                    self.threat = Err(error.clone());
                    return;
                }
                Ok(part) if !part.is_empty() => {
                    let number = u32::try_from(reaching.len()).unwrap_or(u32::MAX);
                    reaching.push(unit.id.as_str());
                    hits.extend(part.iter().map(|&(rank, cost)| (rank, number, cost)));
                }
                Ok(_) => {}
            }
        }
        let by_rank = &game.place_ranks().by_rank;
        match &mut self.threat {
            Ok(threat) => {
                if threat.unit_ids().iter().ne(reaching.iter().copied()) {
                    threat.set_unit_ids(reaching.iter().map(|id| (*id).to_owned()).collect());
                }
                threat.regather(&hits, by_rank, &mut self.scratch.ends);
            }
            Err(_) => {
                let names = reaching.iter().map(|id| (*id).to_owned()).collect();
                self.threat = Ok(Threat::gather(self.side.clone(), names, &hits, by_rank));
            }
        }
        self.scratch.hits = hits;
    }
}

/// The HQs among `hqs` that shield units of a side other than `side`: those its overruns meet.
fn shields_of(hqs: &[Support], side: &str) -> Vec<Support> {
    hqs.iter().filter(|hq| hq.faction() != side).cloned().collect()
}

impl Seen {
    /// The board of `game` as `side` meets it.
    fn of<M: StrategicMap>(game: &Game<M>, side: &str) -> Seen {
        let situation = game.situation();
        let view = game.faction_view(side);
        Seen {
            cells: view.cells.clone(),
            targets: view.targets.clone(),
            shields: shields_of(&view.hqs, side),
            situation: situation.clone(),
        }
    }
}

/// The parts of `situation` every unit's reach reads: all but the units (each read where it
/// stands), the convoys and canal uses (read by far moves alone) and the last move (read by the
/// units it names).
fn read_by_all(situation: &Situation) -> impl PartialEq + '_ {
    // Every field named: a new one must be placed here before this compiles.
    let Situation {
        phase,
        side,
        pre_war,
        units: _,
        markers,
        ports,
        convoys: _,
        countries,
        weather,
        out_of_supply,
        bans,
        closed_maps,
        canal_uses: _,
        hq_prevented,
        last_move: _,
    } = situation;
    (
        phase,
        side,
        pre_war,
        markers,
        ports,
        countries,
        weather,
        out_of_supply,
        bans,
        closed_maps,
        hq_prevented,
    )
}
