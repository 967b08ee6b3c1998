//! A side's reaches kept up to date order by order ([`KeptReaches`]): after an order, only the
//! units whose last search read something the order changed are searched again.
//!
//! # What a reach reads, and how a change is found
//!
//! Besides the map and the rules data (fixed for a game), a march reads its unit's own state,
//! the rest of the situation (forts, territory, controlled hexes, the railroads and their
//! capacity, the waters, the ports) and the other units around the places it goes: the enemy
//! units standing in a hex and the zones of control they project next to it. A march's search
//! reads those around every place it settles and one leg on; a unit that changed can have
//! changed them only where it stood before and stands now, and one hex around. So a march is
//! searched again when its own unit changed, when the rest of the situation changed, when a
//! changed unit stood or stands within one hex of a place it settled or tried to enter — or
//! when a changed unit is a naval or river unit or is or was embarked on one: temporary
//! ferries and transports join hexes far apart.
//!
//! A rail move also reads the rail capacity the side's trains hold anywhere on the board, and a
//! water move the flotillas and forts along whole rivers: those are searched again whenever
//! any unit or the situation changed.

use umpire_map::{Board, Lineage, MapPlace, PlaceSet, Refreshed, Search};

use crate::error::OrderError;
use crate::map::CivilWarMap;
use crate::situation::{Situation, UnitState};

use super::{Game, Mode, MoveOptions, UnitReach};

/// Every reach of one side's units in one mode, kept up to date as the game changes: made by
/// [`Game::keep`], brought up to date by [`KeptReaches::update`] after each order played (or
/// taken back), which searches again only the units the change can reach.
///
/// What it holds after an update is exactly what the game would answer afresh: each unit's
/// [`KeptReaches::reach`] is [`Game::reach`] with the same options.
///
/// ```
/// # #[cfg(feature = "scenario")] {
/// use umpire_civil_war::{EXAMPLE, Game, MoveOptions, Order};
/// use umpire_map::ScriptedDice;
///
/// let mut game = Game::new(&umpire_scenario::load_str(EXAMPLE, "rail.toml")?)?;
/// let options = MoveOptions::default();
/// let mut kept = game.keep("union", &options);
/// let id = kept.reaches().next().map(|(id, _)| id.to_owned()).unwrap();
/// let reach = game.reach(&id, &options)?;
/// if let Some(place) = reach.places.first() {
///     let path = reach.path_of(place);
///     let order: Order = toml::from_str(&format!(
///         "order = \"move\"\nunit = {id:?}\npath = {path:?}"
///     ))?;
///     game.play(&order, &mut ScriptedDice::new([1]))?;
/// }
/// kept.update(&game);
/// assert_eq!(kept.reach(&id), Some(&game.reach(&id, &options)));
/// # }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone)]
pub struct KeptReaches {
    side: String,
    options: MoveOptions,
    /// The lineage of the game it was last brought up to date with.
    lineage: Lineage,
    units: Vec<KeptUnit>,
    /// The situation as last seen.
    seen: Situation,
    search: Search,
}

/// One unit's reach and what its search read.
#[derive(Debug, Clone)]
struct KeptUnit {
    /// Its index in the situation.
    index: usize,
    /// Its id.
    id: String,
    reach: Result<UnitReach, OrderError>,
    /// The places around which other units can change its reach: those its search settled and
    /// those one leg on. `None`: any change can (a rail or water move).
    read: Option<PlaceSet>,
}

impl<M: CivilWarMap> Game<M> {
    /// Every reach of `side`'s units with `options` (the same for each: a mode, a force
    /// march), kept to be brought up to date after each order with [`KeptReaches::update`].
    pub fn keep(&self, side: &str, options: &MoveOptions) -> KeptReaches {
        let mut kept = KeptReaches {
            side: side.to_owned(),
            options: options.clone(),
            lineage: Lineage::NONE,
            units: Vec::new(),
            seen: Situation::new(side, 0),
            search: Search::new(),
        };
        kept.rebuild(self);
        kept
    }

    /// Unit `index`'s kept reach with `options`.
    fn kept_unit(&self, search: &mut Search, index: usize, options: &MoveOptions) -> KeptUnit {
        let count = self.map.place_count();
        let local = options.mode == Mode::Ground && options.supply.is_empty();
        let mut settled = PlaceSet::new(count);
        let reach = self.reach_reading(search, index, options, local.then_some(&mut settled));
        let read = local.then(|| {
            let mut read = settled.clone();
            for number in settled.iter() {
                self.map.for_each_leg(self.map.place_at(number), |_, next, _| {
                    read.insert(next);
                });
            }
            read
        });
        KeptUnit { index, id: self.situation.units[index].id.clone(), reach, read }
    }
}

impl KeptReaches {
    /// The side.
    pub fn side(&self) -> &str {
        &self.side
    }

    /// The options every reach is asked with.
    pub fn options(&self) -> &MoveOptions {
        &self.options
    }

    /// Unit `id`'s reach as [`Game::reach`] gives it, if `id` is a unit of the side.
    pub fn reach(&self, id: &str) -> Option<&Result<UnitReach, OrderError>> {
        self.units.iter().find(|unit| unit.id == id).map(|unit| &unit.reach)
    }

    /// Every unit of the side with its reach, in the situation's order.
    pub fn reaches(&self) -> impl ExactSizeIterator<Item = (&str, &Result<UnitReach, OrderError>)> {
        self.units.iter().map(|unit| (unit.id.as_str(), &unit.reach))
    }

    /// Brings every reach up to date with `game`: after an order played, taken back, a phase
    /// begun — any change. Only the units whose last search read something that changed are
    /// searched again (see the module's documentation); given a game not made from the one it
    /// was kept on (not the same game, nor a clone of it), it searches them all.
    pub fn update<M: CivilWarMap>(&mut self, game: &Game<M>) -> Refreshed {
        let situation = game.situation();
        let units = &situation.units;
        let same_game = self.lineage == game.lineage && units.len() == self.seen.units.len();
        let moved: Vec<usize> = if same_game {
            (0..units.len()).filter(|&i| self.seen.units[i] != units[i]).collect()
        } else {
            Vec::new()
        };
        let ours = |unit: &UnitState| unit.side == self.side;
        let afloat =
            |unit: &UnitState| unit.embarked_on.is_some() || game.unit_type(unit).water.is_some();
        let everything = moved.iter().any(|&i| {
            let (was, now) = (&self.seen.units[i], &units[i]);
            ours(was) != ours(now) || afloat(was) || afloat(now)
        });
        if !same_game || everything || read_by_all(&self.seen) != read_by_all(situation) {
            self.rebuild(game);
            let searched = self.units.len();
            tracing::debug!(side = %self.side, searched, "kept reaches searched again, all");
            return Refreshed { searched, kept: 0 };
        }
        // Where a changed unit stood before or stands now, and one hex around.
        let map = game.map();
        let mut changed = PlaceSet::new(map.place_count());
        for &i in &moved {
            for hex in [self.seen.units[i].at, units[i].at].into_iter().flatten() {
                mark_around(&mut changed, map, hex);
            }
        }
        let redo: Vec<usize> = (0..self.units.len())
            .filter(|&n| {
                let unit = &self.units[n];
                let read_changed = unit.read.as_ref().is_none_or(|read| read.meets(&changed));
                moved.binary_search(&unit.index).is_ok() || (!moved.is_empty() && read_changed)
            })
            .collect();
        for &n in &redo {
            let index = self.units[n].index;
            self.units[n] = game.kept_unit(&mut self.search, index, &self.options);
        }
        for &i in &moved {
            self.seen.units[i].clone_from(&units[i]);
        }
        let searched = redo.len();
        let kept = self.units.len() - searched;
        tracing::debug!(side = %self.side, searched, kept, "kept reaches brought up to date");
        Refreshed { searched, kept }
    }

    /// Searches every unit of the side again on `game`.
    fn rebuild<M: CivilWarMap>(&mut self, game: &Game<M>) {
        let situation = game.situation();
        self.lineage = game.lineage;
        self.seen = situation.clone();
        let (search, options) = (&mut self.search, &self.options);
        self.units = (0..situation.units.len())
            .filter(|&index| situation.units[index].side == self.side)
            .map(|index| game.kept_unit(search, index, options))
            .collect();
    }
}

/// Adds to `set` hex `hex`'s place and the places one leg from it on `board`.
fn mark_around<B: Board<Place = MapPlace>>(set: &mut PlaceSet, board: &B, hex: umpire_hex::Hex) {
    let place = MapPlace::Hex(hex);
    if let Some(number) = board.index_of(place) {
        set.insert(number);
    }
    board.for_each_leg(place, |_, next, _| {
        set.insert(next);
    });
}

/// The parts of `situation` every unit's reach reads: all but the units (each read where it
/// stands).
fn read_by_all(situation: &Situation) -> impl PartialEq + '_ {
    // Every field named: a new one must be placed here before this compiles.
    let Situation {
        side,
        phase,
        units: _,
        forts,
        territory,
        enemy_controlled,
        siege_entry,
        rail,
        waters,
        ports,
    } = situation;
    (side, phase, forts, territory, enemy_controlled, siege_entry, rail, waters, ports)
}
