//! The faction's side of the quick expansion: one word a place, read from what every unit of
//! the faction meets there ([`Cell`]), worked out the first time a move of one of its units is
//! set up and kept with its [`FactionView`] (in [`FactionView::quick`]) until the board
//! changes; and how one mover tells the hexes closed to it from those words ([`QuickClosed`]).

use crate::map::StrategicMap;
use crate::setting::Setting;
use crate::situation::Weather;
use crate::view::{Cell, FactionView, View};

/// The bits of a quick word holding the hex's zone ([`crate::facts::zone_of`]).
pub(crate) const QUICK_ZONE: u16 = 0xFF;
/// The most zones a quick word tells apart.
pub(crate) const QUICK_ZONES: u32 = QUICK_ZONE as u32 + 1;
/// Set when the place is no quiet hex — a box, an enemy unit, a Beachhead marker of either side,
/// weather other than Fair — or the Terrain Effects Chart allows no entry: every step into or
/// out of it takes the full path.
pub(crate) const QUICK_FULL: u16 = 1 << 8;
/// Set when an enemy unit projects a zone of control into the hex.
pub(crate) const QUICK_EZOC: u16 = 1 << 9;
/// Set when the EZOC stops a mover entering the hex: no friendly unit, no negating marker (3.1).
pub(crate) const QUICK_STOPS: u16 = 1 << 10;
/// Set when the EZOC stops a mover whose own hex it is: one friendly unit (itself), no negating
/// marker.
pub(crate) const QUICK_STOPS_ALONE: u16 = 1 << 11;

/// The quick word of board number `index` with `cell`.
fn quick_word<M: StrategicMap>(setting: &Setting<'_, M>, index: usize, cell: &Cell) -> u16 {
    let facts = setting.facts();
    let quiet = facts.is_hex(index)
        && cell.enemies == 0
        && !cell.enemy_beachhead
        && cell.beachhead.is_none()
        && cell.weather == Weather::Fair
        && facts.entry.get(index).copied().flatten().is_some();
    if !quiet {
        return QUICK_FULL;
    }
    let negated = cell.negating_marker;
    // A zone beyond the word's is left at 0: a unit reads the zones from the word only when
    // the map has no more than it holds (`QuickClosed`).
    let mut word = facts
        .zone
        .get(index)
        .and_then(|zone| u16::try_from(*zone).ok())
        .filter(|zone| *zone <= QUICK_ZONE)
        .unwrap_or(0);
    if cell.ezoc > 0 {
        word |= QUICK_EZOC;
        if cell.friendly == 0 && !negated {
            word |= QUICK_STOPS;
        }
        if cell.friendly == 1 && !negated {
            word |= QUICK_STOPS_ALONE;
        }
    }
    word
}

/// The quick words of every place for the units of `faction`, by board number: the zone
/// ([`QUICK_ZONE`]), [`QUICK_FULL`], [`QUICK_EZOC`], [`QUICK_STOPS`] and
/// [`QUICK_STOPS_ALONE`]. Worked out once per faction view, on the first call.
pub(crate) fn faction_words<'g, M: StrategicMap>(
    setting: &Setting<'_, M>,
    faction: &'g FactionView,
) -> &'g [u16] {
    faction.quick.get_or_init(|| {
        faction
            .cells
            .iter()
            .enumerate()
            .map(|(index, cell)| quick_word(setting, index, cell))
            .collect()
    })
}

/// Brings the quick words of `affected` (board numbers) up to date after their cells changed
/// ([`FactionView::patch`]), if the faction's words were worked out.
pub(crate) fn refresh_words<M: StrategicMap>(
    setting: &Setting<'_, M>,
    faction: &mut FactionView,
    affected: &[usize],
) {
    let FactionView { cells, quick, .. } = faction;
    let Some(words) = quick.get_mut() else { return };
    for &index in affected {
        if let (Some(word), Some(cell)) = (words.get_mut(index), cells.get(index)) {
            *word = quick_word(setting, index, cell);
        }
    }
}

/// How the quick expansion tells the hexes closed to one mover.
#[derive(Debug, Clone, Copy)]
pub(crate) enum QuickClosed {
    /// No hex is closed to it.
    Open,
    /// The hexes of the zones in this bit set (by the zone in the quick word) are closed to it,
    /// and no other hex.
    Zones([u64; 4]),
    /// Ask [`View::closes`] (a ban closes single hexes, or the map has more zones than a word
    /// holds).
    Hexes,
}

impl QuickClosed {
    /// How the quick expansion tells the hexes closed to the mover of `view`.
    pub(crate) fn new<M: StrategicMap>(setting: &Setting<'_, M>, view: &View<'_>) -> QuickClosed {
        if view.open {
            return QuickClosed::Open;
        }
        match view.closed_zones(setting.facts(), QUICK_ZONES) {
            Some(mask) => QuickClosed::Zones(mask),
            None => QuickClosed::Hexes,
        }
    }
}
