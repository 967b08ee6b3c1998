//! What an order changed on the board, in words with printed hex ids, read off the situation
//! before and after it.

use std::collections::BTreeSet;

use umpire_hex::Hex;

use crate::map::CivilWarMap;
use crate::situation::{Situation, UnitState};
use crate::water::WaterPlace;

use super::super::Game;

impl<M: CivilWarMap> Game<M> {
    /// The changes from `before` to the situation now: units moved, entrained, detrained,
    /// embarked and landed, strength lost, ferries declared and lapsed, rail capacity spent, a
    /// month's allotment restated, the game turn of the month, the phase and the side. Units removed from play are left to the order that
    /// removed them, which says why.
    pub(super) fn changes_since(&self, before: &Situation) -> Vec<String> {
        let mut lines = Vec::new();
        let now = &self.situation;
        for (was, unit) in before.units.iter().zip(&now.units) {
            if unit.at.is_none() {
                continue;
            }
            if let Some(line) = self.placed(was, unit) {
                lines.push(line);
            }
            if was.strength != unit.strength {
                lines.push(format!("{} strength {} → {}", unit.id, was.strength, unit.strength));
            }
            match (was.ferry, unit.ferry) {
                (false, true) => lines.push(format!(
                    "{} serves as a temporary ferry at {} this phase",
                    unit.id,
                    self.place_text(unit)
                )),
                (true, false) => lines.push(format!("{} no longer serves as a ferry", unit.id)),
                _ => {}
            }
        }
        let rail = [
            ("rail allotment", &before.rail.allotment, &now.rail.allotment),
            ("rail capacity", &before.rail.capacity, &now.rail.capacity),
            (
                "rail allotment for next month",
                &before.rail.next_allotment,
                &now.rail.next_allotment,
            ),
        ];
        for (what, was, is) in rail {
            let sides: BTreeSet<&String> = was.keys().chain(is.keys()).collect();
            for side in sides {
                let (a, b) = (was.get(side), is.get(side));
                if a != b {
                    let text =
                        |n: Option<&u32>| n.map_or_else(|| "none".to_owned(), u32::to_string);
                    lines.push(format!(
                        "{} {what} {} → {}",
                        crate::words::side(side),
                        text(a),
                        text(b)
                    ));
                }
            }
        }
        let (was, is) = (before.rail.turn, now.rail.turn);
        if was != is {
            let month = if is < was { ": a new month" } else { " of the month" };
            lines.push(format!("game turn {was} → {is}{month}"));
        }
        if before.phase != now.phase {
            lines.push(format!("phase {} → {}", before.phase, now.phase));
        }
        if before.side != now.side {
            lines.push(format!("the {} side moves", crate::words::side(&now.side)));
        }
        lines
    }

    /// `unit`'s new place and state on the rails or aboard, if either changed since `was`.
    fn placed(&self, was: &UnitState, unit: &UnitState) -> Option<String> {
        let moved = (was.at, was.river_side) != (unit.at, unit.river_side);
        let changed = moved
            || was.entrained != unit.entrained
            || was.rail_destination != unit.rail_destination
            || was.embarked_on != unit.embarked_on
            || was.voyage_destination != unit.voyage_destination;
        if !changed {
            return None;
        }
        let verb = if moved { "to" } else { "at" };
        let mut line = format!("{} {verb} {}", unit.id, self.place_text(unit));
        if unit.entrained {
            match unit.rail_destination {
                Some((hex, eta)) => line.push_str(&format!(
                    ", entrained for {} (ETA phase {eta})",
                    self.map_hex_id(hex)
                )),
                None => line.push_str(", entrained"),
            }
        } else if was.entrained {
            line.push_str(", detrained");
        }
        if let Some(transport) = &unit.embarked_on {
            line.push_str(&format!(", aboard {transport}"));
            if let Some(hex) = unit.voyage_destination {
                line.push_str(&format!(", bound for {}", self.map_hex_id(hex)));
            }
        } else if was.embarked_on.is_some() {
            line.push_str(", landed");
        }
        Some(line)
    }

    /// Where `unit` is, as an order writes it: a hex id, or `1012/1013` on a river hexside.
    pub(super) fn place_text(&self, unit: &UnitState) -> String {
        match (unit.river_side, unit.at) {
            (Some(side), _) => self.water_id(WaterPlace::River(side)),
            (None, Some(hex)) => self.map_hex_id(hex),
            (None, None) => "off the map".to_owned(),
        }
    }

    /// The printed id of `hex`.
    pub(super) fn hex_text(&self, hex: Hex) -> String {
        self.map_hex_id(hex)
    }
}
