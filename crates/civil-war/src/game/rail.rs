//! The rail rules that are not one step: usable lines, the month's rail transport points and
//! what is held of them, what a move must declare to end on the rails, supply carried by rail,
//! stranded trains.

use std::collections::{BTreeMap, BTreeSet, VecDeque};

use serde::{Deserialize, Serialize};
use umpire_hex::Hex;
use umpire_map::{
    ClauseId, EdgeOf, Entry, HexLeg, Ledger, Line, MapPlace, Movement, Mover, Mp, Refusal, Route,
    Search, StepOutcome, Verdict,
};

use crate::clauses as c;
use crate::error::OrderError;
use crate::land::{LandMove, LandState, RailStage};
use crate::map::CivilWarMap;
use crate::situation::UnitState;

use super::{Game, LandVerdict, Mode, MoveOptions, first_route};

/// Where a side stands with its month's rail transport points in the phase being played
/// ([`Game::rail_capacity`]).
///
/// A side's allotment is one pool for the game turns of the month (ACW-RAIL-06). A unit on the
/// rails pays again in every phase it spends there (ACW-RAIL-25), and may stay on at the end of
/// a phase only if the points for its next phase exist (ACW-RAIL-24): those points are held for
/// it, and no other move spends them.
///
/// ```
/// use umpire_civil_war::RailCapacity;
///
/// // Game turn 2 of 4: 12 of 20 left, 8 held for a corps left on the rails this phase.
/// let union = RailCapacity {
///     turn: 2, turns: 4, allotment: 20, left: 12, owed: 0, held_for_next: 8, next_allotment: 20,
/// };
/// assert_eq!(union.free_now(), 4);
/// // A strength-4 brigade may ride and leave the train, but not stay on: 4 now, 4 next phase.
/// assert_eq!(union.free_next(4), 0);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RailCapacity {
    /// The game turn of the month being played (1 = its first).
    pub turn: u32,
    /// The game turns of a month (rules data `rail.turns_per_month`).
    pub turns: u32,
    /// This month's allotment.
    pub allotment: u32,
    /// What is left of it.
    pub left: u32,
    /// Points held for the side's units on the rails since an earlier phase that have not paid
    /// for this one yet (ACW-RAIL-25).
    pub owed: u32,
    /// Points held for the side's next movement phase by its units left on the rails in this
    /// one (ACW-RAIL-24).
    pub held_for_next: u32,
    /// The allotment the next month brings, as far as it is known.
    pub next_allotment: u32,
}

impl RailCapacity {
    /// Whether this is the month's last game turn: the side's next movement phase falls in a new
    /// month and draws on its allotment.
    pub const fn last_turn(&self) -> bool {
        self.turn >= self.turns
    }

    /// Points free to spend in this phase: what is left less what is held — for this phase, and,
    /// while the next phase falls in the same month, for the next one too.
    pub const fn free_now(&self) -> u32 {
        let held =
            if self.last_turn() { self.owed } else { self.owed.saturating_add(self.held_for_next) };
        self.left.saturating_sub(held)
    }

    /// Points free for the side's next movement phase once a move has spent `spent` in this
    /// one: what stays free of this month's pool, or, after the month's last game turn, next
    /// month's allotment less what is already held against it.
    pub const fn free_next(&self, spent: u32) -> u32 {
        if self.last_turn() {
            self.next_allotment.saturating_sub(self.held_for_next)
        } else {
            self.free_now().saturating_sub(spent)
        }
    }
}

/// A rail move's riding alone: the land step function with every train step (entraining,
/// detraining) left out, so a unit on the rails stays on them. The stranded-train rule asks it
/// where the rails can take a unit.
struct RailOnly<'g, M: CivilWarMap>(LandMove<'g, M>);

impl<M: CivilWarMap> Movement<M> for RailOnly<'_, M> {
    type State = LandState;

    fn state_count(&self) -> usize {
        self.0.state_count()
    }

    fn for_each_candidate(
        &self,
        board: &M,
        at: MapPlace,
        state: LandState,
        mut visit: impl FnMut(MapPlace, usize, Option<HexLeg>),
    ) {
        self.0.for_each_candidate(board, at, state, |to, index, leg| {
            if leg.is_some() {
                visit(to, index, leg);
            }
        });
    }

    fn step(
        &self,
        board: &M,
        state: LandState,
        edge: EdgeOf<M>,
        ledger: &mut impl Ledger,
    ) -> StepOutcome<LandState> {
        self.0.step(board, state, edge, ledger)
    }

    fn allowance_refusal(&self, needed: Mp, left: Mp) -> Refusal {
        self.0.allowance_refusal(needed, left)
    }

    fn not_a_candidate(&self, from: MapPlace, to: MapPlace) -> Refusal {
        self.0.not_a_candidate(from, to)
    }
}

/// Each side's base derived from the map: the hexes at either end of a rail hexside of `map`
/// that lie in the side's `territory` (sides with none left out).
pub(super) fn base_of<M: CivilWarMap>(
    map: &M,
    territory: &BTreeMap<String, BTreeSet<Hex>>,
) -> BTreeMap<String, BTreeSet<Hex>> {
    let mut rail_hexes = BTreeSet::new();
    for index in 0..map.hex_count() {
        let hex = map.hex_at(index);
        map.for_each_hex_leg(hex, |next, _, leg| {
            if leg.rail {
                rail_hexes.insert(hex);
                rail_hexes.insert(next);
            }
        });
    }
    territory
        .iter()
        .map(|(side, hexes)| (side.clone(), hexes.intersection(&rail_hexes).copied().collect()))
        .filter(|(_, hexes): &(String, BTreeSet<Hex>)| !hexes.is_empty())
        .collect()
}

/// Where a rail move boards and leaves the train: the places of `route` that repeat (a unit
/// stays where it is while it entrains or detrains). A unit on the rails at the start only
/// detrains.
pub(super) fn train_steps(
    places: &[MapPlace],
    started_entrained: bool,
) -> (Option<usize>, Option<usize>) {
    let mut repeats = (1..places.len()).filter(|&i| places[i] == places[i - 1]);
    if started_entrained { (None, repeats.next()) } else { (repeats.next(), repeats.next()) }
}

impl<M: CivilWarMap> Game<M> {
    /// The railroad hexes `side` may use: its own lines, flooded along the rails from its base
    /// up to and including its rail heads but never into the enemy's base, and the neutral
    /// states' lines (reading 9: a rail head is the last hex its side may use).
    pub fn usable_rail(&self, side: &str) -> BTreeSet<Hex> {
        let rail = &self.situation.rail;
        let empty = BTreeSet::new();
        let own = rail.base.get(side).unwrap_or(&empty);
        let heads = rail.heads.get(side).unwrap_or(&empty);
        let enemy = self.enemy_rail_base(side);
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

    /// The railroad hexes of the other side's own lines (its base).
    pub(crate) fn enemy_rail_base(&self, side: &str) -> BTreeSet<Hex> {
        self.situation
            .rail
            .base
            .iter()
            .filter(|(s, _)| *s != side)
            .flat_map(|(_, h)| h.iter().copied())
            .collect()
    }

    /// The rail transport points moving `unit` costs: its strength (ACW-RAIL-09), a fixed 1 for
    /// trains and repair units (ACW-RAIL-36), its supply points for supply (ACW-RAIL-10), nothing
    /// for Leaders and HQs (ACW-RAIL-38); a supply train pays besides for the supply points it
    /// holds (its type's `carry_supply`, ACW-RAIL-10).
    pub fn rail_cost(&self, unit: &UnitState) -> u32 {
        let kind = self.unit_type(unit);
        let base = match kind.rail_cost {
            Some(fixed) => fixed,
            None if kind.supply_load => 0,
            None => unit.strength,
        };
        let load = if kind.supply_load || kind.carry_supply { unit.supply_points } else { 0 };
        base.saturating_add(load)
    }

    /// The rail transport points a rail move of unit `index` costs with the supply numbered
    /// `cargo` riding with it.
    pub(super) fn move_rail_cost(&self, index: usize, cargo: &[usize]) -> u32 {
        let units = &self.situation.units;
        cargo
            .iter()
            .filter_map(|&i| units.get(i))
            .fold(self.rail_cost(&units[index]), |sum, u| sum.saturating_add(self.rail_cost(u)))
    }

    /// The clause that prices `unit`'s rail move: per strength point (combat units), per supply
    /// point (supply), a fixed point (trains, repair units) or nothing (Leaders, HQs).
    pub(super) fn rail_cost_clause(&self, unit: &UnitState) -> ClauseId {
        let kind = self.unit_type(unit);
        match kind.rail_cost {
            Some(0) => c::RAIL_38,
            Some(_) => c::RAIL_36,
            None if kind.supply_load => c::RAIL_10,
            None => c::RAIL_09,
        }
    }

    /// Where `side` stands with its month's rail transport points: the game turn, the
    /// allotment, what is left and what is held for its units on the rails (for the side
    /// moving now: those that have not paid for this phase yet, and those left on the rails for
    /// the next).
    ///
    /// ```
    /// # #[cfg(feature = "scenario")] {
    /// use umpire_civil_war::Game;
    ///
    /// let scenario = umpire_scenario::load_str(umpire_civil_war::EXAMPLE, "rail.toml")?;
    /// let game = Game::new(&scenario)?;
    /// let union = game.rail_capacity("union");
    /// assert_eq!((union.turn, union.turns, union.allotment, union.left), (1, 4, 20, 20));
    /// assert_eq!(union.free_now(), 20);
    /// # }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn rail_capacity(&self, side: &str) -> RailCapacity {
        self.rail_room(side, &[])
    }

    /// [`Game::rail_capacity`] with the units numbered `excluded` (a move's unit and the supply
    /// it carries) left out of what is held.
    pub(super) fn rail_room(&self, side: &str, excluded: &[usize]) -> RailCapacity {
        let rail = &self.situation.rail;
        let (mut owed, mut held_for_next) = (0u32, 0u32);
        for (i, unit) in self.situation.units.iter().enumerate() {
            if unit.side != side || !unit.entrained || unit.at.is_none() || excluded.contains(&i) {
                continue;
            }
            let cost = self.rail_cost(unit);
            if unit.moved {
                held_for_next = held_for_next.saturating_add(cost);
            } else {
                owed = owed.saturating_add(cost);
            }
        }
        RailCapacity {
            turn: rail.turn,
            turns: self.data.rail.turns_per_month,
            allotment: rail.allotment_of(side),
            left: rail.left(side),
            owed,
            held_for_next,
            next_allotment: rail.next_allotment_of(side),
        }
    }

    /// The units numbered by the ids of `options.supply`: supply of the moving unit's side, on
    /// the map, named once each, riding with a rail move.
    ///
    /// # Errors
    /// [`OrderError::UnknownUnit`], [`OrderError::NotOnMap`], and [`OrderError::Malformed`] for
    /// supply named in a move that is not by rail, a unit named that is no supply or is the
    /// enemy's, or one named twice.
    pub(super) fn cargo_indices(
        &self,
        index: usize,
        options: &MoveOptions,
    ) -> Result<Vec<usize>, OrderError> {
        if options.supply.is_empty() {
            return Ok(Vec::new());
        }
        let carrier = &self.situation.units[index];
        if options.mode != Mode::Rail {
            return Err(OrderError::Malformed(format!(
                "`supply` names the supply that rides with {} by rail: a rail move (mode = \"rail\")",
                carrier.id
            )));
        }
        let mut out = Vec::new();
        for id in &options.supply {
            let i = self.unit_index(id)?;
            let unit = &self.situation.units[i];
            if unit.at.is_none() {
                return Err(OrderError::NotOnMap { id: id.clone() });
            }
            if !self.unit_type(unit).supply_load {
                return Err(OrderError::Malformed(format!(
                    "{id} is {}, no supply: it moves by an order of its own",
                    crate::words::a_unit(&unit.unit_type)
                )));
            }
            if unit.side != carrier.side {
                return Err(OrderError::Malformed(format!(
                    "{id} is {} supply: {} carries its own side's",
                    crate::words::side(&unit.side),
                    carrier.id
                )));
            }
            if i == index || out.contains(&i) {
                return Err(OrderError::Malformed(format!("{id} is named twice")));
            }
            out.push(i);
        }
        Ok(out)
    }

    /// Why the supply numbered `cargo` may not ride with unit `index` along `route`, if it may
    /// not. Supply has no movement allowance: it boards
    /// where its carrier entrains, or, on the rails already, is in its carrier's hex bound where
    /// its carrier is bound.
    fn cargo_refusal(
        &self,
        index: usize,
        cargo: &[usize],
        route: &Route<MapPlace, LandState>,
        started_entrained: bool,
    ) -> Option<Refusal> {
        let carrier = &self.situation.units[index];
        let (entrain, _) = train_steps(&route.places, started_entrained);
        for &i in cargo {
            let supply = &self.situation.units[i];
            let refuse = |why: String| Some(Refusal::new(c::RAIL_35, why));
            if supply.moved {
                return refuse(format!("{} has moved this phase", supply.id));
            }
            if started_entrained {
                if !supply.entrained
                    || supply.at != carrier.at
                    || supply.rail_destination != carrier.rail_destination
                {
                    return refuse(format!(
                        "{} is on the rails: the supply riding on with it must be on the train in its hex, bound for the same destination and ETA",
                        carrier.id
                    ));
                }
                continue;
            }
            let Some(step) = entrain else {
                return refuse(format!(
                    "{} boards no train: supply rides by rail with a unit that entrains where it is",
                    carrier.id
                ));
            };
            let boards = route.places[step];
            if supply.entrained
                || supply.embarked_on.is_some()
                || supply.at.map(MapPlace::Hex) != Some(boards)
            {
                let at = supply.at.map_or_else(|| "off the map".to_owned(), |h| self.map.hex_id(h));
                return refuse(format!(
                    "{} is in {at}{}, not ready to board in {} where {} entrains: supply has no movement allowance to get there",
                    supply.id,
                    if supply.entrained { ", on the rails" } else { "" },
                    self.map.place_id(boards),
                    carrier.id
                ));
            }
        }
        None
    }

    /// The rail rules that judge a move as a whole: the supply riding with it; a unit left on
    /// the rails needs a declared destination and ETA and the capacity for its next phase; a
    /// unit entrained with a declared destination may not deviate from it. A legal rail move's
    /// ledger gets the combination it made, the rail hexes used and what its side pays.
    pub(super) fn rail_end(
        &self,
        index: usize,
        cargo: &[usize],
        verdict: LandVerdict,
        options: &MoveOptions,
    ) -> LandVerdict {
        let Verdict::Legal(route) = verdict else { return verdict };
        let unit = &self.situation.units[index];
        let end = route.state;
        let last = route.places.last().copied();
        let started_entrained = unit.entrained && options.mode == Mode::Rail;
        let illegal = |refusal: Refusal| Verdict::Illegal {
            step: route.places.len().saturating_sub(1),
            refusal,
            before: route.clone(),
        };
        if let Some(refusal) = self.cargo_refusal(index, cargo, &route, started_entrained) {
            // A refusal of the order's `supply`: the unit does not move.
            let state = if started_entrained { LandState::ENTRAINED } else { LandState::ON_FOOT };
            let start = route.places.first().copied().unwrap_or(MapPlace::Hex(Hex::ZERO));
            return Verdict::Illegal { step: 0, refusal, before: first_route(start, state) };
        }
        let declared = unit.rail_destination.filter(|_| unit.entrained);
        if let Some((destination, eta)) = declared {
            // Where it arrives: the hex it detrains in (a unit on the rails at the start cannot
            // entrain again), or where it is left on the rails.
            let arrival = if end.stage == RailStage::Detrained {
                train_steps(&route.places, true).1.map(|i| route.places[i])
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
        let cost = self.move_rail_cost(index, cargo);
        let mut lines = Vec::new();
        if end.entrained() {
            if options.stay_entrained.is_none() && declared.is_none() {
                return illegal(Refusal::new(
                    c::RAIL_27,
                    "a unit left entrained needs a declared destination and ETA",
                ));
            }
            let mut excluded = vec![index];
            excluded.extend_from_slice(cargo);
            let room = self.rail_room(&unit.side, &excluded);
            let free = room.free_next(cost);
            if cost > free {
                return illegal(Refusal::new(
                    c::RAIL_26,
                    self.short_of_next_phase(unit, cost, &room),
                ));
            }
            let whence = if room.last_turn() {
                format!(
                    "out of next month's allotment of {} (this is game turn {} of {})",
                    room.next_allotment, room.turn, room.turns
                )
            } else {
                format!("out of the {} left this month after this phase's {cost}", room.free_now())
            };
            lines.push(Line::note(
                c::RAIL_24,
                format!("staying entrained: {cost} rail transport points held for its next phase, {whence}"),
            ));
        }
        let mut route = route;
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
            let own = self.rail_cost(unit);
            let mut priced = vec![
                Line::note(
                    c::RAIL_12,
                    format!(
                        "{} of the {} rail hexes of the phase used",
                        end.rail_hexes, self.data.rail.budget
                    ),
                ),
                Line::note(combination.0, combination.1),
                Line::note(
                    self.rail_cost_clause(unit),
                    format!(
                        "the {} side pays {own} rail transport points for {}",
                        crate::words::side(&unit.side),
                        unit.id
                    ),
                ),
            ];
            if matches!(unit.unit_type.as_str(), "leader" | "hq") {
                priced.push(Line::note(
                    c::RAIL_39,
                    "a Leader or Headquarters entrains, rides and detrains as a combat unit does",
                ));
            }
            let kind = self.unit_type(unit);
            if kind.carry_supply && unit.supply_points > 0 {
                priced.push(Line::note(
                    c::RAIL_10,
                    format!(
                        "{own} of them: 1 for the train and {} for the supply points it holds",
                        unit.supply_points
                    ),
                ));
            }
            for &i in cargo {
                let supply = &self.situation.units[i];
                priced.push(Line::note(
                    c::RAIL_01,
                    format!(
                        "{} rides with {} (supply has no movement allowance)",
                        supply.id, unit.id
                    ),
                ));
                priced.push(Line::note(
                    c::RAIL_10,
                    format!(
                        "and {} for {} ({} supply points)",
                        self.rail_cost(supply),
                        supply.id,
                        supply.supply_points
                    ),
                ));
            }
            if started_entrained {
                priced.push(Line::note(c::RAIL_25, "charged again for another phase on the rails"));
            }
            if !cargo.is_empty() {
                priced.push(Line::note(
                    c::RAIL_06,
                    format!("{cost} rail transport points in all, from the month's allotment"),
                ));
            }
            priced.append(&mut lines);
            route.ledger.extend(priced.into_iter().map(|line| Entry { step, line }));
        }
        Verdict::Legal(route)
    }

    /// Why `unit`, whose rail move costs `cost`, may not stay on the rails, with `room`.
    fn short_of_next_phase(&self, unit: &UnitState, cost: u32, room: &RailCapacity) -> String {
        let free = room.free_next(cost);
        if room.last_turn() {
            format!(
                "staying entrained needs {cost} rail transport points next phase, which falls in a new month: its allotment of {} less the {} held for the {} side's units already left on the rails leaves {free}: it must detrain",
                room.next_allotment,
                room.held_for_next,
                crate::words::side(&unit.side)
            )
        } else {
            let held = room.owed.saturating_add(room.held_for_next);
            format!(
                "staying entrained needs {cost} rail transport points next phase on top of this phase's {cost}: the {} side has {} left this month{}, {free} once this phase is paid: it must detrain",
                crate::words::side(&unit.side),
                room.left,
                if held > 0 {
                    format!(", {held} of them held for its other units on the rails")
                } else {
                    String::new()
                }
            )
        }
    }

    /// The units on the rails that can no longer reach their declared destination by their ETA
    /// (ACW-RAIL-30, reading 12): the ones [`Game::remove_stranded_trains`] removes.
    ///
    /// Each is judged by the rail move's own step function on the board as it stands: from its
    /// hex, one ride of the phase's rail hexes for each phase number from this one to its ETA
    /// (ACW-RAIL-12), along the rails its side may use (ACW-RAIL-02, ACW-RAIL-03, ACW-RAIL-04),
    /// never into a hex an enemy unit holds (ACW-ZOC-17), each ride ending where it enters an
    /// enemy zone of control (ACW-RAIL-47) and the next free to leave it (ACW-RAIL-46). A unit
    /// already in its destination hex can reach it; one past its ETA that has not arrived
    /// cannot.
    pub fn stranded_trains(&self) -> Vec<String> {
        let mut search = Search::new();
        (0..self.situation.units.len())
            .filter(|&i| !self.rail_destination_in_reach(i, &mut search))
            .map(|i| self.situation.units[i].id.clone())
            .collect()
    }

    /// Whether unit `index` is no train bound somewhere, or can still get there by its ETA.
    fn rail_destination_in_reach(&self, index: usize, search: &mut Search) -> bool {
        let unit = &self.situation.units[index];
        let (Some((destination, eta)), Some(at), true) =
            (unit.rail_destination, unit.at, unit.entrained)
        else {
            return true;
        };
        if at == destination {
            return true;
        }
        if eta < self.situation.phase {
            return false;
        }
        let rides = eta - self.situation.phase + 1;
        let rules = RailOnly(self.land_move(unit, true));
        let mut seen = BTreeSet::from([at]);
        let mut frontier = vec![at];
        for _ in 0..rides {
            let mut next = Vec::new();
            for start in frontier {
                let mover = Mover {
                    at: MapPlace::Hex(start),
                    state: LandState::ENTRAINED,
                    allowance: Some(unit.movement),
                };
                let Ok(reach) = search.reach(&self.map, &rules, &mover) else { continue };
                for reached in reach.iter() {
                    let MapPlace::Hex(hex) = reached.place else { continue };
                    if hex == destination {
                        return true;
                    }
                    if seen.insert(hex) {
                        next.push(hex);
                    }
                }
            }
            if next.is_empty() {
                break;
            }
            frontier = next;
        }
        false
    }

    /// Removes the units on the rails that can no longer reach their declared destination by
    /// their ETA ([`Game::stranded_trains`]; call at the start of a phase); returns their ids.
    /// When it removes any, [`Game::undo`] takes the removal back as one order.
    pub fn remove_stranded_trains(&mut self) -> Vec<String> {
        let removed = self.stranded_trains();
        if !removed.is_empty() {
            self.remember(self.situation.clone(), self.log.len());
        }
        for id in &removed {
            if let Some(unit) = self.situation.units.iter_mut().find(|u| &u.id == id) {
                tracing::info!(unit = %unit.id, "removed: its rail destination is out of reach");
                unit.removed_at = unit.at.or(unit.removed_at);
                unit.at = None;
            }
        }
        removed
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn capacity(turn: u32, left: u32, owed: u32, held: u32, next: u32) -> RailCapacity {
        RailCapacity {
            turn,
            turns: 4,
            allotment: 20,
            left,
            owed,
            held_for_next: held,
            next_allotment: next,
        }
    }

    #[test]
    fn within_the_month_what_is_held_is_not_free() {
        let room = capacity(1, 20, 8, 0, 20);
        assert_eq!(room.free_now(), 12);
        assert_eq!(room.free_next(8), 4);
        let room = capacity(3, 12, 0, 8, 20);
        assert_eq!((room.free_now(), room.free_next(4)), (4, 0));
        assert_eq!(capacity(2, 3, 8, 0, 20).free_now(), 0);
    }

    #[test]
    fn in_the_month_s_last_game_turn_the_next_phase_draws_on_next_month() {
        let room = capacity(4, 8, 0, 5, 30);
        assert!(room.last_turn());
        assert_eq!(room.free_now(), 8);
        assert_eq!(room.free_next(8), 25);
        assert_eq!(capacity(4, 0, 0, 0, 0).free_next(0), 0);
    }

    #[test]
    fn the_train_steps_are_the_places_that_repeat() {
        let a = MapPlace::Hex(Hex::new(0, 0));
        let b = MapPlace::Hex(Hex::new(1, 0));
        assert_eq!(train_steps(&[a, a, b, b], false), (Some(1), Some(3)));
        assert_eq!(train_steps(&[a, b, b], true), (None, Some(2)));
        assert_eq!(train_steps(&[a, b], false), (None, None));
    }
}
