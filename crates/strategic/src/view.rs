//! What a moving unit meets on the board. The part every unit of a faction shares — who is
//! where, which hexes are in an EZOC, markers, weather — is worked out once per faction and
//! kept by the [`Game`](crate::Game) until the board changes; the part that is the unit's own —
//! the hexes closed to it, the overrun targets it might eliminate — once before each search.
//!
//! These are the facts the rule reads. A faction view also keeps, in one field
//! ([`FactionView::quick`]), the words of the search's quick expansion; they are built and read
//! only by [`crate::step::quick::words`].

use std::sync::OnceLock;

use umpire_hex::Direction;
use umpire_map::{Board, MapPlace, Mp, SearchError};

use crate::map::StrategicMap;
use crate::restrict::{Barred, Closed, Restrictions};
use crate::setting::Setting;
use crate::shield::Support;
use crate::situation::{Phase, UnitState, Weather};
use crate::state::MAX_TRACKED;

/// What a unit of one faction meets in one place.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Cell {
    /// Enemy units here (air units included).
    pub enemies: u8,
    /// One of them (the situation's index).
    pub enemy: Option<u32>,
    /// An enemy Air unit is here.
    pub enemy_air: bool,
    /// Friendly units here.
    pub friendly: u8,
    /// Enemy units here of the other Allied faction (non-phasing, hence enemy: 3.1).
    pub partners: u8,
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
    /// Those of them of the other Allied faction.
    pub partner_ezoc: u8,
    /// The weather.
    pub weather: Weather,
}

impl Cell {
    /// Whether a move reads `self` and `other` alike: every field equal, the friendly units
    /// apart, which the rule reads only to negate an EZOC (3.1) — so only where there is one.
    #[inline]
    pub(crate) fn moves_alike(&self, other: &Cell) -> bool {
        if self == other {
            return true;
        }
        let friendly_read = self.ezoc > 0 || other.ezoc > 0;
        Cell { friendly: 0, ..*self } == Cell { friendly: 0, ..*other }
            && (!friendly_read || self.friendly == other.friendly)
    }
}

/// What every unit of one faction meets, by board number.
#[derive(Debug, Clone)]
pub(crate) struct FactionView {
    pub cells: Vec<Cell>,
    /// Acceleration, not rule: the quick expansion's word per board number, worked out from
    /// `cells` the first time a move of one of the faction's units is set up
    /// ([`faction_words`](crate::step::quick::words::faction_words)) and never read by the rule.
    pub quick: OnceLock<Vec<u16>>,
    /// The supplied HQs that can shield a defender from an overrun (3.2).
    pub hqs: Vec<Support>,
    /// The enemy units a unit of the faction might overrun from any side (no shield of 3.2
    /// protects them), in the situation's order: unit number, board number, hex.
    pub targets: Vec<(usize, usize, umpire_hex::Hex)>,
}

impl FactionView {
    pub(crate) fn new<M: StrategicMap>(setting: &Setting<'_, M>, faction: &str) -> FactionView {
        let mut cells = vec![Cell::default(); setting.map().place_count()];
        fill_cells(setting, faction, &mut cells, |_| true);
        let (hqs, targets) = overrun_targets(setting, faction, &cells);
        FactionView { cells, quick: OnceLock::new(), hqs, targets }
    }

    /// This view after units changed (moved, were eliminated, were put back): the cells of
    /// `affected` (sorted board numbers: every place a changed unit stood in before or after,
    /// and the hexes its zone of control reaches from there) worked out again, the others kept;
    /// the HQs and overrun targets worked out again. The quick words are left as they are: the
    /// caller brings those of `affected` up to date
    /// ([`refresh_words`](crate::step::quick::words::refresh_words)).
    pub(crate) fn patch<M: StrategicMap>(
        &mut self,
        setting: &Setting<'_, M>,
        faction: &str,
        affected: &[usize],
    ) {
        for &index in affected {
            if let Some(cell) = self.cells.get_mut(index) {
                *cell = Cell::default();
            }
        }
        fill_cells(setting, faction, &mut self.cells, |index| {
            affected.binary_search(&index).is_ok()
        });
        (self.hqs, self.targets) = overrun_targets(setting, faction, &self.cells);
    }
}

/// Fills `cells` (by board number) with what every unit of `faction` meets, at the board
/// numbers `keep` lets through (they must come in as `Cell::default()`).
fn fill_cells<M: StrategicMap>(
    setting: &Setting<'_, M>,
    faction: &str,
    cells: &mut [Cell],
    keep: impl Fn(usize) -> bool,
) {
    let map = setting.map();
    let situation = setting.situation();
    // Units of the other Allied faction are enemies too, in its phase as in ours (reading 13).
    let allied = |f: &str| setting.data().factions.get(f).is_some_and(|r| r.allied);
    let partner = |other: &str| other != faction && allied(faction) && allied(other);
    for (number, other) in situation.units.iter().enumerate() {
        let Some(cell) =
            other.at.and_then(|p| map.index_of(p)).and_then(|i| kept_cell(cells, &keep, i))
        else {
            continue;
        };
        if other.side == faction {
            cell.friendly = cell.friendly.saturating_add(1);
        } else {
            cell.enemies = cell.enemies.saturating_add(1);
            cell.partners = cell.partners.saturating_add(u8::from(partner(&other.side)));
            cell.enemy = u32::try_from(number).ok();
            cell.enemy_air |=
                setting.data().unit_types.get(&other.unit_type).is_some_and(|t| t.air);
        }
    }
    for marker in &situation.markers {
        let Some(cell) =
            map.index_of(MapPlace::Hex(marker.at)).and_then(|i| kept_cell(cells, &keep, i))
        else {
            continue;
        };
        match (marker.kind.as_str(), marker.faction == faction) {
            ("beachhead", true) => cell.beachhead = marker.facing,
            ("beachhead", false) => cell.enemy_beachhead = true,
            (kind, true) if setting.data().ezoc.negating_markers.iter().any(|k| k == kind) => {
                cell.negating_marker = true
            }
            (_, true) => cell.inert_marker = true,
            (_, false) => {}
        }
    }
    for (hex, weather) in &situation.weather {
        if let Some(cell) =
            map.index_of(MapPlace::Hex(*hex)).and_then(|i| kept_cell(cells, &keep, i))
        {
            cell.weather = *weather;
        }
    }
    // EZOC: every enemy ground unit with a zone of control projects into its six neighbours.
    for other in &situation.units {
        if other.side == faction || !other.zoc {
            continue;
        }
        let Some(MapPlace::Hex(hex)) = other.at else { continue };
        let partner = u8::from(partner(&other.side));
        map.for_each_hex_leg(hex, |_, index, _| {
            if let Some(cell) = kept_cell(cells, &keep, index) {
                cell.ezoc = cell.ezoc.saturating_add(1);
                cell.partner_ezoc = cell.partner_ezoc.saturating_add(partner);
            }
        });
    }
}

/// The cell of board number `index`, if `keep` lets it through.
fn kept_cell<'c>(
    cells: &'c mut [Cell],
    keep: &impl Fn(usize) -> bool,
    index: usize,
) -> Option<&'c mut Cell> {
    if keep(index) { cells.get_mut(index) } else { None }
}

/// The supplied HQs that can shield a defender, and the enemy units of `faction` no shield
/// protects (unit number, board number, hex), read with `cells`.
fn overrun_targets<M: StrategicMap>(
    setting: &Setting<'_, M>,
    faction: &str,
    cells: &[Cell],
) -> (Vec<Support>, Vec<(usize, usize, umpire_hex::Hex)>) {
    let map = setting.map();
    let hqs = setting.supporting_hqs();
    let targets = setting
        .situation()
        .units
        .iter()
        .enumerate()
        .filter(|(_, other)| other.side != faction)
        .filter_map(|(number, other)| {
            let Some(MapPlace::Hex(hex)) = other.at else { return None };
            let at = map.index_of(MapPlace::Hex(hex))?;
            (!setting.shielded(number, at, cells[at].enemies, &hqs)).then_some((number, at, hex))
        })
        .collect();
    (hqs, targets)
}

/// A unit the mover might overrun, tracked by the search so its EZOC vanishes once it is gone.
#[derive(Debug, Clone)]
pub(crate) struct Target {
    /// Its hex's board number.
    pub at: usize,
    /// The board numbers of the hexes it projects its zone of control into.
    pub zoc: Vec<usize>,
}

/// One unit's view of the board.
pub(crate) struct View<'g> {
    faction: &'g FactionView,
    /// The mover's board number at the start (it is not a friendly unit there once gone).
    start: Option<usize>,
    /// The hexes closed to it.
    closed: Closed<'g>,
    /// The overrun targets the search tracks, the nearest first.
    pub targets: Vec<Target>,
    /// The supplied HQs that can shield a defender from an overrun.
    pub hqs: &'g [Support],
    /// Whether no hex is closed to it (3.1.4): no country, edge or ban bars it anywhere.
    pub open: bool,
}

impl<'g> View<'g> {
    /// The view of `unit` moving in `phase`, where every unit of its faction meets `faction`.
    /// The overrun targets it tracks are those within its range (a reach), or with `along`,
    /// those the path enters or passes next to (a check).
    ///
    /// # Errors
    /// [`SearchError::OverLimit`] when more targets matter than `limits.overrun_targets`.
    pub(crate) fn new<M: StrategicMap>(
        setting: &Setting<'g, M>,
        faction: &'g FactionView,
        unit: &'g UnitState,
        phase: Phase,
        can_overrun: bool,
        along: Option<&[MapPlace]>,
    ) -> Result<View<'g>, SearchError> {
        let start = unit.at.and_then(|p| setting.map().index_of(p));
        let targets = if can_overrun {
            Self::targets(setting, unit, phase, faction, along)?
        } else {
            Vec::new()
        };
        let closed = Restrictions::new(setting.data(), setting.situation(), unit)
            .closed(setting.facts(), |hex| setting.map().index_of(MapPlace::Hex(hex)));
        let open = closed.is_open(setting.facts());
        Ok(View { faction, start, closed, targets, hqs: &faction.hqs, open })
    }

    /// The enemy units the mover could overrun (a lone one-step ground unit in a Land hex with
    /// no column shift from terrain, mud, fortress, air or an HQ) whose elimination can change a
    /// step of this move: for a reach, every one within the range its allowance could take it
    /// at the cheapest step cost (a target further off neither stands nor projects its zone of
    /// control where the mover can go); along a path, every one whose hex or zone of control the
    /// path enters. The nearest first, then in the situation's order: the board's numbering
    /// (which a game's own map chooses) never decides their bits.
    ///
    /// # Errors
    /// [`SearchError::OverLimit`] when there are more of them than `limits.overrun_targets`
    /// (at most [`MAX_TRACKED`]): tracking only some would leave the zone of control of an
    /// eliminated one in place, a wrong verdict.
    fn targets<M: StrategicMap>(
        setting: &Setting<'_, M>,
        unit: &UnitState,
        phase: Phase,
        faction: &FactionView,
        along: Option<&[MapPlace]>,
    ) -> Result<Vec<Target>, SearchError> {
        let map = setting.map();
        let facts = setting.facts();
        let zoc_of = |number: usize, hex| {
            let mut zoc = Vec::with_capacity(6);
            if setting.situation().units[number].zoc {
                map.for_each_hex_leg(hex, |_, index, _| zoc.push(index));
            }
            zoc
        };
        // Where the mover's Hex-to-Hex move can begin: its hex, or from the Central Asia Box
        // the eastern edge hexes, one placement further (reading 8); from any other box, none.
        let at = unit.at.and_then(|p| map.index_of(p));
        let origins: Vec<(umpire_hex::Hex, u32)> = match unit.at {
            Some(MapPlace::Hex(hex)) => vec![(hex, 0)],
            Some(MapPlace::Box(_)) if at.is_some() && at == facts.central_asia => facts
                .eastern_edge
                .iter()
                .enumerate()
                .filter(|(_, edge)| **edge)
                .filter_map(|(index, _)| match map.place_at(index) {
                    MapPlace::Hex(hex) => Some((hex, 1)),
                    MapPlace::Box(_) => None,
                })
                .collect(),
            _ => Vec::new(),
        };
        let distance = |hex: umpire_hex::Hex| {
            origins.iter().map(|&(from, extra)| from.distance(hex).saturating_add(extra)).min()
        };
        let mut found: Vec<(u32, usize, usize, umpire_hex::Hex, Vec<usize>)> = match along {
            Some(path) => {
                let on_path: Vec<usize> = path.iter().filter_map(|p| map.index_of(*p)).collect();
                faction
                    .targets
                    .iter()
                    .filter_map(|&(number, index, hex)| {
                        let zoc = zoc_of(number, hex);
                        let touched =
                            on_path.contains(&index) || zoc.iter().any(|z| on_path.contains(z));
                        touched
                            .then(|| (distance(hex).unwrap_or(u32::MAX), number, index, hex, zoc))
                    })
                    .collect()
            }
            None => {
                let cheapest = setting
                    .data()
                    .terrain
                    .values()
                    .filter_map(|t| t.cost)
                    .chain([road_rail_cost(setting, unit, phase)])
                    .min()
                    .unwrap_or(Mp::ZERO);
                // The first hex may exceed the allowance: one hex more than it pays for.
                let range = if cheapest == Mp::ZERO {
                    u32::MAX
                } else {
                    unit.movement.raw() / cheapest.raw() + 1
                };
                faction
                    .targets
                    .iter()
                    .filter_map(|&(number, index, hex)| {
                        let d = distance(hex).filter(|d| *d <= range)?;
                        Some((d, number, index, hex, zoc_of(number, hex)))
                    })
                    .collect()
            }
        };
        let limit = setting.data().limits.overrun_targets.min(MAX_TRACKED);
        if found.len() > usize::from(limit) {
            let whose = if along.is_some() { "along the path of" } else { "within reach of" };
            let targets = if found.len() == 1 { "target" } else { "targets" };
            return Err(SearchError::OverLimit {
                what: format!("{} overrun {targets} {whose} {}", found.len(), unit.id),
                limit: usize::from(limit),
                key: "limits.overrun_targets".to_owned(),
            });
        }
        found.sort_unstable_by_key(|&(d, number, ..)| (d, number));
        Ok(found.into_iter().map(|(_, _, at, _, zoc)| Target { at, zoc }).collect())
    }

    /// What every unit of the mover's faction meets.
    #[inline]
    pub(crate) fn faction(&self) -> &'g FactionView {
        self.faction
    }

    /// What the mover meets at board number `index`.
    #[inline]
    pub(crate) fn cell(&self, index: usize) -> &Cell {
        &self.faction.cells[index]
    }

    /// How many targets the search tracks.
    pub(crate) fn tracked(&self) -> u8 {
        u8::try_from(self.targets.len()).unwrap_or(MAX_TRACKED)
    }

    /// Whether a friendly unit other than the mover stands at `index`.
    pub(crate) fn friendly(&self, index: usize) -> bool {
        let own = u8::from(self.start == Some(index));
        self.cell(index).friendly > own
    }

    /// Why the mover may not enter hex `index`, if it may not.
    pub(crate) fn barred<M: StrategicMap>(
        &self,
        setting: &Setting<'_, M>,
        index: usize,
    ) -> Option<&Barred<'g>> {
        if self.open || !setting.facts().is_hex(index) {
            return None;
        }
        self.closed.barred(setting.facts(), index)
    }

    /// Whether hex `index` is closed to the mover: [`View::barred`] is `Some`.
    #[inline]
    pub(crate) fn closes<M: StrategicMap>(&self, setting: &Setting<'_, M>, index: usize) -> bool {
        !self.open && self.closed.closes(setting.facts(), index)
    }

    /// The zones ([`crate::facts::zone_of`]) closed to the mover as a bit set, when the hexes
    /// of those zones are the only hexes closed to it (no ban closes a single hex) and the map
    /// has at most `limit` zones (3.1.4).
    pub(crate) fn closed_zones(
        &self,
        facts: &crate::facts::MapFacts,
        limit: u32,
    ) -> Option<[u64; 4]> {
        self.closed.zone_mask(facts, limit)
    }

    /// The mover's board number at the start.
    #[inline]
    pub(crate) fn start(&self) -> Option<usize> {
        self.start
    }

    /// Whether only the Exp exception opens hex `index` to the mover (3.1.4).
    pub(crate) fn exp_opens<M: StrategicMap>(
        &self,
        setting: &Setting<'_, M>,
        index: usize,
    ) -> bool {
        if self.open {
            return false;
        }
        self.closed.exp_opens(setting.facts(), index)
    }

    /// The tracked targets projecting EZOC into `index`, as a bit set.
    pub(crate) fn target_zoc(&self, index: usize) -> u16 {
        self.targets
            .iter()
            .enumerate()
            .filter(|(_, t)| t.zoc.contains(&index))
            .fold(0, |bits, (bit, _)| bits | 1 << bit)
    }

    /// The tracked target standing at `index`, as its bit number.
    pub(crate) fn target_here(&self, index: usize) -> Option<usize> {
        self.targets.iter().position(|t| t.at == index)
    }

    /// Enemy units projecting EZOC into `index` that are still there after the eliminations in
    /// `eliminated`.
    pub(crate) fn live_ezoc(&self, index: usize, eliminated: u16) -> u8 {
        let ezoc = self.cell(index).ezoc;
        if eliminated == 0 || ezoc == 0 {
            return ezoc;
        }
        let gone = (self.target_zoc(index) & eliminated).count_ones();
        ezoc.saturating_sub(u8::try_from(gone).unwrap_or(u8::MAX))
    }
}

/// The road/rail hexside cost for `unit` in `phase`.
pub(crate) fn road_rail_cost<M: StrategicMap>(
    setting: &Setting<'_, M>,
    unit: &UnitState,
    phase: Phase,
) -> Mp {
    let table = match phase {
        Phase::Operational => setting.data().road_rail.operational,
        Phase::Reserve => setting.data().road_rail.reserve,
    };
    if unit.multi_step() { table.multi_step } else { table.one_step }
}
