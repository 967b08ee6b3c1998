//! One unit's view of the board, worked out once before its search: who is where, which hexes
//! are in an EZOC and by whom, which hexes are closed to it, and the overrun targets it might
//! eliminate.

use umpire_hex::Direction;
use umpire_map::{Board, Mp};
use umpire_scenario::MapPlace;

use crate::facts::MapFacts;
use crate::game::Game;
use crate::restrict::{Barred, Restrictions};
use crate::situation::{Phase, UnitState, Weather};
use crate::state::MAX_TRACKED;

/// A unit the mover might overrun, tracked by the search so its EZOC vanishes once it is gone.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Target {
    /// The target's index in the situation's units.
    pub unit: usize,
    /// Its hex's board number.
    pub at: usize,
}

/// Per board number, what the mover meets there.
#[derive(Debug, Clone, Default)]
pub(crate) struct Cell {
    /// Enemy units here (air units included).
    pub enemies: u8,
    /// One of them (the situation's index), for overrun targets.
    pub enemy: Option<u32>,
    /// An enemy Air unit is here.
    pub enemy_air: bool,
    /// A friendly unit (not the mover) is here.
    pub friendly: bool,
    /// A friendly EZOC-negating marker (Airdrop) is here.
    pub negating_marker: bool,
    /// A friendly marker that does not negate EZOC (Detachment, Logistics, Partisan Base).
    pub inert_marker: bool,
    /// An enemy Beachhead marker is here.
    pub enemy_beachhead: bool,
    /// A friendly Beachhead marker is here, facing this way.
    pub beachhead: Option<Direction>,
    /// Enemy units projecting a zone of control into this hex.
    pub ezoc: u8,
    /// Which tracked targets project into it (bit set).
    pub target_zoc: u16,
    /// The tracked target standing here, as its bit number + 1 (0: none).
    pub target_here: u8,
    /// The weather.
    pub weather: Weather,
    /// Why the mover may not enter, if it may not.
    pub barred: Option<Barred>,
}

/// One unit's view of the board.
pub(crate) struct View {
    pub cells: Vec<Cell>,
    pub targets: Vec<Target>,
}

impl View {
    pub(crate) fn new(game: &Game, unit: &UnitState, unit_index: usize, can_overrun: bool) -> View {
        let map = game.map();
        let facts: &MapFacts = game.facts();
        let situation = game.situation();
        let mut cells = vec![Cell::default(); map.place_count()];
        for (number, other) in situation.units.iter().enumerate() {
            let Some(at) = other.at.and_then(|p| map.index_of(p)) else { continue };
            if number == unit_index {
                continue;
            }
            let air = game.data().unit_types.get(&other.unit_type).is_some_and(|t| t.air);
            let cell = &mut cells[at];
            if other.faction == unit.faction {
                cell.friendly = true;
            } else {
                cell.enemies = cell.enemies.saturating_add(1);
                cell.enemy = u32::try_from(number).ok();
                cell.enemy_air |= air;
            }
        }
        for marker in &situation.markers {
            let Some(at) = map.index_of(MapPlace::Hex(marker.at)) else { continue };
            let cell = &mut cells[at];
            let friendly = marker.faction == unit.faction;
            match (marker.kind.as_str(), friendly) {
                ("beachhead", true) => cell.beachhead = marker.facing,
                ("beachhead", false) => cell.enemy_beachhead = true,
                (kind, true) if game.data().ezoc.negating_markers.iter().any(|k| k == kind) => {
                    cell.negating_marker = true;
                }
                (_, true) => cell.inert_marker = true,
                (_, false) => {}
            }
        }
        for (hex, weather) in &situation.weather {
            if let Some(at) = map.index_of(MapPlace::Hex(*hex)) {
                cells[at].weather = *weather;
            }
        }
        let start = unit.at.and_then(|p| map.index_of(p));
        let targets = if can_overrun { Self::targets(game, unit, &cells, start) } else { Vec::new() };
        for (bit, target) in targets.iter().enumerate() {
            cells[target.at].target_here = u8::try_from(bit + 1).unwrap_or(0);
        }
        // EZOC: every enemy ground unit with a zone of control projects into its six neighbours.
        for (number, other) in situation.units.iter().enumerate() {
            if other.faction == unit.faction || !other.zoc {
                continue;
            }
            let Some(MapPlace::Hex(hex)) = other.at else { continue };
            let bit = targets.iter().position(|t| t.unit == number);
            map.rect().for_each_neighbour(hex, |_, _, index| {
                let cell = &mut cells[index];
                cell.ezoc = cell.ezoc.saturating_add(1);
                if let Some(bit) = bit {
                    cell.target_zoc |= 1 << bit;
                }
            });
        }
        let restrictions = Restrictions::new(game.data(), situation, facts, unit);
        for (index, cell) in cells.iter_mut().enumerate().take(facts.hexes) {
            if let MapPlace::Hex(hex) = map.place_at(index) {
                cell.barred = restrictions.barred(index, hex, &|| map.hex_id(hex));
            }
        }
        View { cells, targets }
    }

    /// The enemy units the mover could overrun wherever it came from (a lone one-step ground
    /// unit in a Land hex with no column shift from terrain, mud, fortress, air or an HQ), the
    /// nearest first, at most [`MAX_TRACKED`] and the rules data's `tracked_targets`.
    fn targets(game: &Game, unit: &UnitState, cells: &[Cell], start: Option<usize>) -> Vec<Target> {
        let map = game.map();
        let Some(MapPlace::Hex(from)) = unit.at else { return Vec::new() };
        let _ = start;
        let mut found: Vec<(u32, Target)> = Vec::new();
        for (number, other) in game.situation().units.iter().enumerate() {
            let Some(MapPlace::Hex(hex)) = other.at else { continue };
            let Some(at) = map.index_of(MapPlace::Hex(hex)) else { continue };
            if other.faction == unit.faction || game.overrun_shield(number, at, cells[at].enemies).is_some() {
                continue;
            }
            found.push((from.distance(hex), Target { unit: number, at }));
        }
        found.sort_by_key(|(distance, target)| (*distance, target.at));
        let cap = usize::from(game.data().overrun.tracked_targets.min(MAX_TRACKED));
        found.into_iter().take(cap).map(|(_, target)| target).collect()
    }

    /// How many states the search needs.
    pub(crate) fn tracked(&self) -> u8 {
        u8::try_from(self.targets.len()).unwrap_or(MAX_TRACKED)
    }

    /// Enemy units projecting EZOC into `index` that are still there after the eliminations in
    /// `eliminated` (and, if given, the target being overrun now).
    pub(crate) fn live_ezoc(&self, index: usize, eliminated: u16) -> u8 {
        let cell = &self.cells[index];
        let gone = (cell.target_zoc & eliminated).count_ones();
        cell.ezoc.saturating_sub(u8::try_from(gone).unwrap_or(u8::MAX))
    }
}

/// The road/rail hexside cost for `unit` in `phase`.
pub(crate) fn road_rail_cost(game: &Game, unit: &UnitState, phase: Phase) -> Mp {
    let table = match phase {
        Phase::Operational => game.data().road_rail.operational,
        Phase::Reserve => game.data().road_rail.reserve,
    };
    if unit.multi_step() { table.multi_step } else { table.one_step }
}
