//! Where enemy zones of control and the weather stop a unit (3.1, 3.1.4), and what negates
//! them.

use umpire_map::{Board, Citation, Ledger, Line};

use crate::clauses as c;
use crate::map::StrategicMap;
use crate::situation::Weather;
use crate::state::{MoveState, Stage};

use super::{HexEdge, UnitMove};

impl<M: StrategicMap> UnitMove<'_, M> {
    /// Whether EZOC in hex `index` is negated for the mover by a friendly unit or marker.
    pub(super) fn negated(&self, index: usize) -> Option<Citation> {
        let cell = self.view.cell(index);
        if self.view.friendly(index) {
            Some(Citation::new(
                c::EZOC_FRIENDLY_UNIT,
                "a friendly unit in the hex negates its EZOC",
            ))
        } else if cell.negating_marker {
            Some(Citation::new(
                c::EZOC_AIRDROP,
                "a friendly Airdrop marker in the hex negates its EZOC",
            ))
        } else {
            None
        }
    }

    /// The single tracked target whose EZOC alone covers `index` (after `eliminated`), if
    /// the mover may ignore it to overrun that target next step.
    pub(super) fn sole_target_zoc(&self, index: usize, eliminated: u16) -> Option<usize> {
        if !self.can_overrun || self.view.live_ezoc(index, eliminated) != 1 {
            return None;
        }
        let live = self.view.target_zoc(index) & !eliminated;
        (live.count_ones() == 1).then(|| live.trailing_zeros() as usize)
    }

    /// Whether the mover must stop in the hex entered because of EZOC and weather, and whether
    /// it goes on ignoring its next overrun target's EZOC.
    pub(super) fn ezoc_stop(
        &self,
        state: MoveState,
        edge: &HexEdge,
        overrunning: bool,
        gone: u16,
        ledger: &mut impl Ledger,
    ) -> (Option<Citation>, bool) {
        let (from, to) = (edge.from_index, edge.to_index);
        let cell = self.view.cell(to);
        let from_cell = self.view.cell(from);
        let live = self.view.live_ezoc(to, gone);
        let from_live = self.view.live_ezoc(from, gone);
        let storms = |w: Weather| matches!(w, Weather::Storms | Weather::Snow);
        // Leaving a Storms/Snow hex in an EZOC (the overrun target's own excepted).
        if storms(from_cell.weather) && from_live > 0 && state.stage() != Stage::Overrunning {
            return (
                Some(Citation::new(c::STORM_LEAVE, "it left a Storms/Snow hex in an EZOC")),
                false,
            );
        }
        if storms(from_cell.weather) && state.stage() == Stage::Overrunning && overrunning {
            ledger.record(|| {
                Line::exception(
                    c::STORM_OVERRUN,
                    "the EZOC of the unit being overrun is ignored in Storms/Snow",
                )
            });
        }
        if live == 0 {
            if overrunning && cell.ezoc > 0 {
                ledger.record(|| {
                    Line::exception(c::EZOC_OVERRUN, "the overrun target's EZOC is gone with it")
                });
            }
            return (None, false);
        }
        if from_live > 0 {
            ledger.record(|| {
                Line::note(
                    c::EZOC_ANY_POINT,
                    "a unit may move from one EZOC hex straight into another",
                )
            });
        }
        // Units of the other Allied faction are enemies: their zone stops the mover as any does.
        if cell.partner_ezoc > 0 {
            ledger.record(|| {
                Line::note(
                    c::NON_PHASING_ENEMY,
                    "every non-phasing unit is an enemy: the other Allied faction's zone is an EZOC",
                )
            });
        }
        if cell.weather == Weather::Mud {
            ledger.record(|| Line::note(c::MUD_NO_EXCEPTIONS, "no exception lifts an EZOC in Mud"));
            return (
                Some(Citation::new(c::MUD_EZOC, "a Mud hex in an EZOC cannot be left")),
                false,
            );
        }
        let target = self
            .sole_target_zoc(to, gone)
            .filter(|&bit| self.overrun_side_ok(self.map().place_at(to), bit));
        if storms(cell.weather) {
            if let Some(_bit) = target {
                ledger.record(|| {
                    Line::exception(
                        c::STORM_OVERRUN,
                        "in Storms/Snow the EZOC of the unit to be overrun may still be ignored",
                    )
                });
                return (None, true);
            }
            if self.negated(to).is_some() {
                ledger.record(|| {
                    Line::note(
                        c::STORM_NO_NEGATION,
                        "friendly units do not negate EZOC in Storms/Snow",
                    )
                });
            }
            return (
                Some(Citation::new(c::STORM_ENTER, "it entered a Storms/Snow hex in an EZOC")),
                false,
            );
        }
        if let Some(why) = self.negated(to) {
            ledger.record(|| Line::exception(why.clause, why.note));
            return (None, false);
        }
        if let Some(_bit) = target {
            ledger.record(|| {
                Line::exception(
                    c::EZOC_OVERRUN,
                    "a unit overrunning need not stop for its target's EZOC",
                )
            });
            ledger.record(|| {
                Line::exception(
                    c::OVERRUN_IGNORE_TARGET_EZOC,
                    "the EZOC of the unit it overruns next is ignored",
                )
            });
            return (None, true);
        }
        if cell.inert_marker {
            ledger.record(|| {
                Line::note(
                    c::EZOC_MARKERS_DO_NOT_NEGATE,
                    "Detachment, Logistics and Partisan Base markers do not negate EZOC",
                )
            });
        }
        if overrunning || self.can_overrun && self.view.target_zoc(to) & !gone != 0 {
            return (
                Some(Citation::new(
                    c::OVERRUN_OTHER_EZOC,
                    "it entered the EZOC of a unit other than its overrun target",
                )),
                false,
            );
        }
        (Some(Citation::new(c::EZOC_STOP, "it entered an EZOC")), false)
    }
}
