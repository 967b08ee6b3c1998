//! The rail rules that are not one step: usable lines, capacity cost, what a move must
//! declare to end on the rails, stranded trains.

use std::collections::{BTreeSet, VecDeque};

use umpire_hex::Hex;
use umpire_map::{HexBoard, MapPlace, Refusal, Verdict};

use crate::clauses as c;
use crate::land::RailStage;
use crate::map::CivilWarMap;
use crate::situation::UnitState;

use super::{Game, LandVerdict, Mode, MoveOptions};

impl<M: CivilWarMap> Game<M> {
    /// The railroad hexes `side` may use: its own lines, flooded along the rails from its base
    /// up to and including its rail heads but never into the enemy's base, and the neutral
    /// states' lines (reading 9: a rail head is the last hex its side may use).
    pub fn usable_rail(&self, side: &str) -> BTreeSet<Hex> {
        let rail = &self.situation.rail;
        let empty = BTreeSet::new();
        let own = rail.base.get(side).unwrap_or(&empty);
        let heads = rail.heads.get(side).unwrap_or(&empty);
        let enemy: BTreeSet<Hex> = rail
            .base
            .iter()
            .filter(|(s, _)| *s != side)
            .flat_map(|(_, h)| h.iter().copied())
            .collect();
        let mut usable: BTreeSet<Hex> = own.iter().chain(&rail.neutral).copied().collect();
        let mut queue: VecDeque<Hex> =
            usable.iter().copied().filter(|h| !heads.contains(h)).collect();
        while let Some(hex) = queue.pop_front() {
            self.map.for_each_hex_leg(hex, |next, _, leg| {
                if leg.rail
                    && !enemy.contains(&next)
                    && usable.insert(next)
                    && !heads.contains(&next)
                {
                    queue.push_back(next);
                }
            });
        }
        usable
    }

    /// The rail transport points moving `unit` costs: its strength, a fixed 1 for trains and
    /// repair units, its supply points for supply, nothing for Leaders and HQs.
    pub fn rail_cost(&self, unit: &UnitState) -> u32 {
        let kind = self.unit_type(unit);
        match kind.rail_cost {
            Some(fixed) => fixed,
            None if kind.supply_load => unit.supply_points,
            None => unit.strength,
        }
    }

    /// The clause that prices `unit`'s rail move: per strength point (combat units), per supply
    /// point (supply), a fixed point (trains, repair units) or nothing (Leaders, HQs).
    pub(super) fn rail_cost_clause(&self, unit: &UnitState) -> umpire_map::ClauseId {
        let kind = self.unit_type(unit);
        match kind.rail_cost {
            Some(0) => c::RAIL_38,
            Some(_) => c::RAIL_36,
            None if kind.supply_load => c::RAIL_10,
            None => c::RAIL_09,
        }
    }

    /// The rail rules that judge a move as a whole: a unit left on the rails needs a declared
    /// destination and ETA and capacity for the next phase; a unit entrained with a declared
    /// destination may not deviate from it.
    pub(super) fn rail_end(
        &self,
        unit: &UnitState,
        verdict: LandVerdict,
        options: &MoveOptions,
    ) -> LandVerdict {
        let Verdict::Legal(route) = verdict else { return verdict };
        let end = route.state;
        let last = route.places.last().copied();
        let illegal = |refusal: Refusal| Verdict::Illegal {
            step: route.places.len().saturating_sub(1),
            refusal,
            before: route.clone(),
        };
        let declared = unit.rail_destination.filter(|_| unit.entrained);
        if let Some((destination, eta)) = declared {
            // Where it arrives: the hex it detrains in (the first place the path repeats: a unit
            // on the rails at the start cannot entrain again), or where it is left on the rails.
            let arrival = if end.stage == RailStage::Detrained {
                route.places.windows(2).find(|w| w[0] == w[1]).map(|w| w[0])
            } else {
                last
            };
            let at_destination = arrival == Some(MapPlace::Hex(destination));
            if options.stay_entrained.is_some_and(|d| d != (destination, eta)) {
                return illegal(Refusal::new(
                    c::RAIL_28,
                    format!(
                        "it is bound for {} in phase {eta} and may not declare another destination or ETA",
                        self.map.hex_id(destination)
                    ),
                ));
            }
            if end.entrained() && !at_destination && eta <= self.situation.phase {
                return illegal(Refusal::new(
                    c::RAIL_28,
                    format!(
                        "its ETA is phase {eta}: it must arrive in {} by the end of this phase",
                        self.map.hex_id(destination)
                    ),
                ));
            }
            if end.stage == RailStage::Detrained && !at_destination {
                return illegal(Refusal::new(
                    c::RAIL_28,
                    format!(
                        "it was bound for {} and may not detrain elsewhere",
                        self.map.hex_id(destination)
                    ),
                ));
            }
            if at_destination && eta != self.situation.phase {
                return illegal(Refusal::new(
                    c::RAIL_28,
                    format!("its ETA is phase {eta}, not this phase ({})", self.situation.phase),
                ));
            }
        }
        if end.entrained() {
            if options.stay_entrained.is_none() && declared.is_none() {
                return illegal(Refusal::new(
                    c::RAIL_27,
                    "a unit left entrained needs a declared destination and ETA",
                ));
            }
            let cost = self.rail_cost(unit);
            let next = self.situation.rail.next_capacity.get(&unit.side).copied().unwrap_or(0);
            if cost > next {
                return illegal(Refusal::new(
                    c::RAIL_26,
                    format!(
                        "staying entrained needs {cost} rail transport points next phase and the {} side will have {next}: it must detrain",
                        unit.side
                    ),
                ));
            }
        }
        let mut route = route;
        let started_entrained = unit.entrained && options.mode == Mode::Rail;
        if end.rail_hexes > 0 || started_entrained {
            let step = route.places.len().saturating_sub(1);
            let combination = match (started_entrained, end.entrained()) {
                (false, false) => {
                    (c::RAIL_31, "entrained and detrained this phase: at most 30 rail hexes")
                }
                (false, true) => {
                    (c::RAIL_32, "entrained and left on the rails: at most 40 rail hexes")
                }
                (true, false) => {
                    (c::RAIL_33, "entrained before this phase and detrained: at most 40 rail hexes")
                }
                (true, true) => (
                    c::RAIL_34,
                    "entrained before this phase and left on the rails: at most 50 rail hexes",
                ),
            };
            let cost = self.rail_cost(unit);
            let mut lines = vec![
                umpire_map::Line::note(
                    c::RAIL_12,
                    format!(
                        "{} of the {} rail hexes of the phase used",
                        end.rail_hexes, self.data.rail.budget
                    ),
                ),
                umpire_map::Line::note(combination.0, combination.1),
                umpire_map::Line::note(
                    self.rail_cost_clause(unit),
                    format!("the {} side pays {cost} rail transport points", unit.side),
                ),
            ];
            if started_entrained {
                lines.push(umpire_map::Line::note(
                    c::RAIL_25,
                    "charged again for another phase on the rails",
                ));
            }
            route.ledger.extend(lines.into_iter().map(|line| umpire_map::Entry { step, line }));
        }
        Verdict::Legal(route)
    }

    /// Removes the entrained units that can no longer reach their declared destination by rail
    /// (call at the start of a phase); returns their ids.
    pub fn remove_stranded_trains(&mut self) -> Vec<String> {
        let mut removed = Vec::new();
        for index in 0..self.situation.units.len() {
            let unit = &self.situation.units[index];
            let (Some((destination, _)), Some(at), true) =
                (unit.rail_destination, unit.at, unit.entrained)
            else {
                continue;
            };
            let usable = self.usable_rail(&unit.side);
            if !rail_connected(&self.map, &usable, at, destination) {
                tracing::info!(unit = %unit.id, "removed: its rail destination is out of reach");
                removed.push(unit.id.clone());
                self.situation.units[index].at = None;
            }
        }
        removed
    }
}

/// Whether `from` and `to` are joined along usable railroad hexes.
fn rail_connected<M: HexBoard>(map: &M, usable: &BTreeSet<Hex>, from: Hex, to: Hex) -> bool {
    let mut seen = BTreeSet::from([from]);
    let mut queue = VecDeque::from([from]);
    while let Some(hex) = queue.pop_front() {
        if hex == to {
            return true;
        }
        map.for_each_hex_leg(hex, |next, _, leg| {
            if leg.rail && usable.contains(&next) && seen.insert(next) {
                queue.push_back(next);
            }
        });
    }
    false
}
