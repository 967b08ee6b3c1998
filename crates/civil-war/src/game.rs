//! A movement phase in progress: the map, the rules data, the situation and the moves made.
//! Ask it where a unit can march, ride or sail ([`Game::reach`]), whether an exact move is legal
//! ([`Game::check`]), or make it ([`Game::apply`]).

use std::collections::{BTreeSet, VecDeque};

use serde::{Deserialize, Serialize};
use umpire_hex::{Hex, Hexside};
use umpire_map::{Dice, Mover, Mp, Refusal, Route, Search, Verdict, check};
use umpire_scenario::{MapPlace, Scenario, ScenarioMap};

use crate::clauses as c;
use crate::data::RulesData;
use crate::error::{OrderError, SetupError, nearest};
use crate::land::{LandMove, LandState, RailStage};
use crate::setup;
use crate::situation::{Situation, UnitState};
use crate::water::{WaterBoard, WaterMove, WaterPlace, WaterState};

/// How a unit moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Mode {
    /// Marching hex to hex.
    #[default]
    Ground,
    /// By rail (marching before entraining and after detraining included).
    Rail,
    /// A naval or river unit under way.
    Water,
}

impl Mode {
    /// Every mode.
    pub const ALL: [Mode; 3] = [Mode::Ground, Mode::Rail, Mode::Water];

    /// The name orders use.
    pub const fn name(self) -> &'static str {
        match self {
            Mode::Ground => "ground",
            Mode::Rail => "rail",
            Mode::Water => "water",
        }
    }
}

/// What an order asks besides the path.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct MoveOptions {
    /// The mode.
    pub mode: Mode,
    /// MP a force march adds (1 or 2).
    pub force_march: Option<u32>,
    /// For a unit left entrained at the end of the move: its destination and ETA (phase).
    pub stay_entrained: Option<(Hex, u32)>,
}

/// The verdict on a land move.
pub type LandVerdict = Verdict<MapPlace, LandState>;
/// The verdict on a water move.
pub type WaterVerdict = Verdict<WaterPlace, WaterState>;

/// The verdict on one unit's move, by mode. Step 0 of an illegal verdict is the order itself.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum MoveVerdict {
    /// A march or rail move.
    Land(LandVerdict),
    /// A naval or river move.
    Water(WaterVerdict),
}

impl MoveVerdict {
    /// Whether the move is legal.
    pub fn is_legal(&self) -> bool {
        match self {
            MoveVerdict::Land(v) => v.is_legal(),
            MoveVerdict::Water(v) => v.is_legal(),
        }
    }

    /// The refusal, if illegal.
    pub fn refusal(&self) -> Option<&Refusal> {
        match self {
            MoveVerdict::Land(v) => v.refusal(),
            MoveVerdict::Water(v) => v.refusal(),
        }
    }

    /// The refused step (0: the order itself), if illegal.
    pub fn refused_step(&self) -> Option<usize> {
        match self {
            MoveVerdict::Land(Verdict::Illegal { step, .. })
            | MoveVerdict::Water(Verdict::Illegal { step, .. }) => Some(*step),
            _ => None,
        }
    }

    /// MP spent (by the legal part).
    pub fn cost(&self) -> Mp {
        match self {
            MoveVerdict::Land(v) => v.route().cost,
            MoveVerdict::Water(v) => v.route().cost,
        }
    }

    /// Why the unit must stop at the end, if it must.
    pub fn stop(&self) -> Option<umpire_map::Citation> {
        match self {
            MoveVerdict::Land(v) => v.route().stop,
            MoveVerdict::Water(v) => v.route().stop,
        }
    }

    /// The ledger of the legal part.
    pub fn ledger(&self) -> &[umpire_map::Entry] {
        match self {
            MoveVerdict::Land(v) => &v.route().ledger,
            MoveVerdict::Water(v) => &v.route().ledger,
        }
    }
}

/// One place a unit can reach.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reachable {
    /// Its id: a hex id, or `1012/1013` for a river hexside.
    pub id: String,
    /// The least MP spent.
    pub cost: Mp,
    /// Whether the unit must stop there.
    pub must_stop: bool,
    /// A cheapest path there, as the ids an order writes (the start first; in a rail move the
    /// hex repeats where the unit entrains or detrains).
    pub path: Vec<String>,
}

/// Everything one unit can reach in one mode.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct UnitReach {
    /// The unit.
    pub unit: String,
    /// The mode.
    pub mode: Mode,
    /// Why it may not move at all, if it may not.
    pub refusal: Option<Refusal>,
    /// The places, the start excluded.
    pub places: Vec<Reachable>,
}

/// What a legal move changed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveRecord {
    /// The unit.
    pub unit: String,
    /// Rail transport points spent.
    pub rail_capacity: u32,
    /// Strength lost to force-march attrition, with the roll.
    pub attrition: Option<(u32, u32)>,
    /// Where it ended.
    pub at: String,
}

/// A movement phase in progress.
#[derive(Debug, Clone)]
pub struct Game {
    map: ScenarioMap,
    data: RulesData,
    situation: Situation,
    water: WaterBoard,
    log: Vec<MoveRecord>,
    ferrying: Vec<(String, Hexside)>,
}

impl Game {
    /// The phase `scenario` sets up.
    ///
    /// # Errors
    /// [`SetupError`] naming the file, line, key and nearest name.
    pub fn new(scenario: &Scenario) -> Result<Game, SetupError> {
        let (data, situation) = setup::read(scenario)?;
        let water = WaterBoard::new(&scenario.map, &data, &situation.waters);
        Ok(Game {
            map: scenario.map.clone(),
            data,
            situation,
            water,
            log: Vec::new(),
            ferrying: Vec::new(),
        })
    }

    /// The map.
    pub fn map(&self) -> &ScenarioMap {
        &self.map
    }

    /// The rules data.
    pub fn data(&self) -> &RulesData {
        &self.data
    }

    /// The situation, as the moves so far left it.
    pub fn situation(&self) -> &Situation {
        &self.situation
    }

    /// The moves made so far.
    pub fn log(&self) -> &[MoveRecord] {
        &self.log
    }

    /// The water board (sea hexes and river hexsides).
    pub fn water(&self) -> &WaterBoard {
        &self.water
    }

    pub(crate) fn unit_index(&self, id: &str) -> Result<usize, OrderError> {
        self.situation.units.iter().position(|u| u.id == id).ok_or_else(|| {
            OrderError::UnknownUnit {
                id: id.to_owned(),
                suggestion: nearest(id, self.situation.units.iter().map(|u| u.id.as_str())),
            }
        })
    }

    pub(crate) fn unit_type(&self, unit: &UnitState) -> crate::data::UnitTypeRule {
        self.data.unit_types.get(&unit.unit_type).cloned().unwrap_or_default()
    }

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
            for next in hex.neighbours() {
                let along = Hexside::between(hex, next).is_some_and(|s| self.map.rail_across(s));
                if along
                    && !enemy.contains(&next)
                    && self.map.contains(next)
                    && usable.insert(next)
                    && !heads.contains(&next)
                {
                    queue.push_back(next);
                }
            }
        }
        usable
    }

    /// River hexsides where a river transport of `side` serves as a temporary ferry this phase.
    pub(crate) fn temporary_ferries(&self, side: &str) -> BTreeSet<Hexside> {
        self.ferrying
            .iter()
            .filter(|(id, _)| self.situation.unit(id).is_some_and(|u| u.side == side))
            .map(|(_, s)| *s)
            .collect()
    }

    /// Reads place ids: hex ids, `entrain` and `detrain` (the unit stays where it is while it
    /// boards or leaves the train), and for water moves `1012/1013` (the river hexside between two
    /// hexes).
    ///
    /// # Errors
    /// [`OrderError::UnknownPlace`].
    pub fn parse_land_path<S: AsRef<str>>(&self, ids: &[S]) -> Result<Vec<MapPlace>, OrderError> {
        let mut out: Vec<MapPlace> = Vec::new();
        for (i, id) in ids.iter().enumerate() {
            let id = id.as_ref().trim();
            let position = format!("path item {}", i + 1);
            if matches!(id, "entrain" | "detrain") {
                let last = out.last().copied().ok_or_else(|| OrderError::UnknownPlace {
                    position,
                    id: id.to_owned(),
                    reason: "a path starts with a hex".to_owned(),
                })?;
                out.push(last);
                continue;
            }
            let hex = self.map.parse_hex(id).map_err(|e| OrderError::UnknownPlace {
                position,
                id: id.to_owned(),
                reason: e.to_string(),
            })?;
            out.push(MapPlace::Hex(hex));
        }
        Ok(out)
    }

    /// Why unit `index` may not move at all in `mode`, if it may not.
    fn order_refusal(&self, index: usize, options: &MoveOptions) -> Option<Refusal> {
        let unit = &self.situation.units[index];
        let kind = self.unit_type(unit);
        let water = kind.water.is_some();
        if unit.side != self.situation.side {
            return Some(Refusal::new(
                c::MOVE_05,
                format!(
                    "{} is {}, but the {} side is moving",
                    unit.id, unit.side, self.situation.side
                ),
            ));
        }
        if self.ferrying.iter().any(|(id, _)| *id == unit.id) {
            return Some(Refusal::new(
                c::FERRY_04,
                format!("{} serves as a temporary ferry: it may not move this phase", unit.id),
            ));
        }
        if unit.moved {
            return Some(Refusal::new(c::MOVE_05, format!("{} has moved this phase", unit.id)));
        }
        match (options.mode, water) {
            (Mode::Water, false) => {
                return Some(Refusal::new(
                    c::WATER_01,
                    format!(
                        "{} is no naval or river unit: ground units go by water only on a transport",
                        unit.id
                    ),
                ));
            }
            (Mode::Ground | Mode::Rail, true) => {
                return Some(Refusal::new(
                    c::MOVE_04,
                    format!("{} is a naval or river unit: it moves by water", unit.id),
                ));
            }
            _ => {}
        }
        if !water && !unit.initiative {
            return Some(Refusal::new(
                c::MOVE_05,
                format!("{} has no initiative this phase", unit.id),
            ));
        }
        if let Some(extra) = options.force_march {
            if !kind.force_march {
                return Some(Refusal::new(
                    c::FORCE_02,
                    format!(
                        "only infantry, cavalry and supply trains may be force marched, not a {}",
                        unit.unit_type
                    ),
                ));
            }
            if !self.data.force_march.options.contains(&extra) {
                return Some(Refusal::new(
                    c::FORCE_03,
                    format!("a force march adds 1 or 2 MP, not {extra}"),
                ));
            }
        }
        if unit.entrained && options.mode == Mode::Ground {
            return Some(Refusal::new(
                c::RAIL_08,
                format!(
                    "{} is entrained: it leaves the train only by detraining (a rail move)",
                    unit.id
                ),
            ));
        }
        if options.mode == Mode::Rail {
            let cost = self.rail_cost(unit);
            let left = self.situation.rail.capacity.get(&unit.side).copied().unwrap_or(0);
            if cost > left {
                return Some(Refusal::new(
                    c::RAIL_06,
                    format!(
                        "moving {} by rail costs {cost} rail transport points; the {} side has {left} left this month",
                        unit.id, unit.side
                    ),
                ));
            }
        }
        None
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
    fn rail_cost_clause(&self, unit: &UnitState) -> umpire_map::ClauseId {
        let kind = self.unit_type(unit);
        match kind.rail_cost {
            Some(0) => c::RAIL_38,
            Some(_) => c::RAIL_36,
            None if kind.supply_load => c::RAIL_10,
            None => c::RAIL_09,
        }
    }

    fn land_mover(
        &self,
        index: usize,
        options: &MoveOptions,
    ) -> Result<Mover<MapPlace, LandState>, OrderError> {
        let unit = &self.situation.units[index];
        let at = unit.at.ok_or_else(|| OrderError::NotOnMap { id: unit.id.clone() })?;
        let extra = Mp::whole(options.force_march.unwrap_or(0));
        let state = if unit.entrained && options.mode == Mode::Rail {
            LandState::ENTRAINED
        } else {
            LandState::ON_FOOT
        };
        Ok(Mover { at: MapPlace::Hex(at), state, allowance: unit.movement.checked_add(extra) })
    }

    /// Every place unit `id` can reach in the mode of `options`.
    ///
    /// # Errors
    /// [`OrderError`] for an unknown unit or one off the map.
    pub fn reach(&self, id: &str, options: &MoveOptions) -> Result<UnitReach, OrderError> {
        let index = self.unit_index(id)?;
        let mut result = UnitReach {
            unit: id.to_owned(),
            mode: options.mode,
            refusal: None,
            places: Vec::new(),
        };
        if let Some(refusal) = self.order_refusal(index, options) {
            result.refusal = Some(refusal);
            return Ok(result);
        }
        let mut search = Search::new();
        let unit = &self.situation.units[index];
        match options.mode {
            Mode::Water => {
                let rules = WaterMove::new(self, unit);
                let mover = self.water_mover(index)?;
                let reach = search.reach(&self.water, &rules, &mover)?;
                for (reached, path) in reach.iter_with_paths().filter(|(r, _)| r.place != mover.at)
                {
                    result.places.push(Reachable {
                        id: self.water.place_id(&self.map, reached.place),
                        cost: reached.cost,
                        must_stop: reached.must_stop,
                        path: path.into_iter().map(|p| self.water.place_id(&self.map, p)).collect(),
                    });
                }
            }
            Mode::Ground | Mode::Rail => {
                let rules = LandMove::new(self, unit, options.mode == Mode::Rail);
                let mover = self.land_mover(index, options)?;
                let reach = search.reach(&self.map, &rules, &mover)?;
                // A rail reach lists each place's cheapest arrival, on the train or off it.
                for (reached, path) in reach.iter_with_paths().filter(|(r, _)| r.place != mover.at)
                {
                    result.places.push(Reachable {
                        id: self.map.location_id(reached.place.into()),
                        cost: reached.cost,
                        must_stop: reached.must_stop,
                        path: path.into_iter().map(|p| self.map.location_id(p.into())).collect(),
                    });
                }
            }
        }
        Ok(result)
    }

    fn water_mover(&self, index: usize) -> Result<Mover<WaterPlace, WaterState>, OrderError> {
        let unit = &self.situation.units[index];
        let at = self
            .water
            .place_of(unit)
            .ok_or_else(|| OrderError::NotOnMap { id: unit.id.clone() })?;
        Ok(Mover { at, state: WaterState::FRESH, allowance: Some(unit.movement) })
    }

    /// Whether unit `id` may move along `ids` (its start first) in the mode of `options`, step
    /// by step, with the ledger and the clause of every cost, stop and refusal.
    ///
    /// # Errors
    /// [`OrderError`] for an unknown unit, place, or a path that does not start at the unit.
    pub fn check<S: AsRef<str>>(
        &self,
        id: &str,
        ids: &[S],
        options: &MoveOptions,
    ) -> Result<MoveVerdict, OrderError> {
        let index = self.unit_index(id)?;
        let unit = &self.situation.units[index];
        if options.mode == Mode::Water {
            if let Some(refusal) = self.order_refusal(index, options) {
                // A unit refused before it moves (a ground unit told to sail) may be on no water.
                let at = self
                    .water
                    .place_of(unit)
                    .or(unit.at.map(WaterPlace::Sea))
                    .ok_or_else(|| OrderError::NotOnMap { id: unit.id.clone() })?;
                return Ok(MoveVerdict::Water(Verdict::Illegal {
                    step: 0,
                    refusal,
                    before: first_route(at, WaterState::FRESH),
                }));
            }
            let path = self.water.parse_path(&self.map, ids)?;
            let mover = self.water_mover(index)?;
            let rules = WaterMove::new(self, unit);
            return Ok(MoveVerdict::Water(check(&self.water, &rules, &mover, &path)?));
        }
        let path = self.parse_land_path(ids)?;
        let mover = self.land_mover(index, options)?;
        if let Some(refusal) = self.order_refusal(index, options) {
            return Ok(MoveVerdict::Land(Verdict::Illegal {
                step: 0,
                refusal,
                before: first_route(mover.at, mover.state),
            }));
        }
        let rules = LandMove::new(self, unit, options.mode == Mode::Rail);
        let verdict = check(&self.map, &rules, &mover, &path)?;
        Ok(MoveVerdict::Land(self.rail_end(unit, verdict, options)))
    }

    /// The rail rules that judge a move as a whole: a unit left on the rails needs a declared
    /// destination and ETA and capacity for the next phase; a unit entrained with a declared
    /// destination may not deviate from it.
    fn rail_end(
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

    /// Checks the move and, if legal, makes it: the unit moves, rail capacity is spent, a force
    /// march rolls for attrition with `dice`, and the move is logged.
    ///
    /// # Errors
    /// As [`Game::check`].
    pub fn apply<S: AsRef<str>>(
        &mut self,
        id: &str,
        ids: &[S],
        options: &MoveOptions,
        dice: &mut impl Dice,
    ) -> Result<(MoveVerdict, Option<MoveRecord>), OrderError> {
        let verdict = self.check(id, ids, options)?;
        if !verdict.is_legal() {
            return Ok((verdict, None));
        }
        let index = self.unit_index(id)?;
        let mut record = MoveRecord {
            unit: id.to_owned(),
            rail_capacity: 0,
            attrition: None,
            at: String::new(),
        };
        match &verdict {
            MoveVerdict::Land(Verdict::Legal(route)) => {
                let rode = route.state.rail_hexes > 0
                    || self.situation.units[index].entrained && options.mode == Mode::Rail;
                if rode {
                    let cost = self.rail_cost(&self.situation.units[index]);
                    let side = self.situation.units[index].side.clone();
                    if let Some(left) = self.situation.rail.capacity.get_mut(&side) {
                        *left = left.saturating_sub(cost);
                    }
                    record.rail_capacity = cost;
                }
                let end = route.places.last().copied();
                let entrained = route.state.entrained();
                if entrained {
                    // Its next phase on the rails is paid from the next phase's capacity: what
                    // it needs is no longer there for another unit to stay entrained on.
                    let cost = self.rail_cost(&self.situation.units[index]);
                    let side = self.situation.units[index].side.clone();
                    if let Some(next) = self.situation.rail.next_capacity.get_mut(&side) {
                        *next = next.saturating_sub(cost);
                    }
                }
                if let Some(extra) = options.force_march {
                    record.attrition = Some(self.attrition(index, extra, end, dice)?);
                }
                let unit = &mut self.situation.units[index];
                if let Some(MapPlace::Hex(hex)) = end {
                    unit.at = Some(hex);
                }
                unit.entrained = entrained;
                if entrained {
                    unit.rail_destination = options.stay_entrained.or(unit.rail_destination);
                } else {
                    unit.rail_destination = None;
                }
                if let Some((_, loss)) = record.attrition {
                    unit.strength = unit.strength.saturating_sub(loss);
                }
                unit.moved = true;
                record.at = end.map(|p| self.map.location_id(p.into())).unwrap_or_default();
            }
            MoveVerdict::Water(Verdict::Legal(route)) => {
                if let Some(end) = route.places.last().copied() {
                    record.at = self.water.place_id(&self.map, end);
                    let (hex, side) = self.water.locate(end);
                    let unit = &mut self.situation.units[index];
                    unit.at = Some(hex);
                    unit.river_side = side;
                    unit.moved = true;
                }
            }
            _ => {}
        }
        tracing::info!(unit = %id, at = %record.at, "moved");
        self.log.push(record.clone());
        Ok((verdict, Some(record)))
    }

    /// Rolls force-march attrition for unit `index` that added `extra` MP and ended in `end`:
    /// (the modified roll, the strength lost).
    fn attrition(
        &self,
        index: usize,
        extra: u32,
        end: Option<MapPlace>,
        dice: &mut impl Dice,
    ) -> Result<(u32, u32), OrderError> {
        let rule = &self.data.force_march;
        let unit = &self.situation.units[index];
        let friendly = matches!(end, Some(MapPlace::Hex(hex)) if self.situation.territory.get(&unit.side).is_some_and(|t| t.contains(&hex)));
        let table = if friendly { &rule.attrition.friendly } else { &rule.attrition.enemy };
        let roll = dice.roll(rule.die).map_err(|e| OrderError::Malformed(e.to_string()))?;
        let modifier = if extra >= 2 { rule.roll_modifier.two } else { rule.roll_modifier.one };
        let modified = i32::try_from(roll).unwrap_or(i32::MAX).saturating_add(modifier);
        let loss = table
            .iter()
            .find(|row| row.rolls[0] <= modified && modified <= row.rolls[1])
            .map_or(0, |row| row.loss);
        tracing::info!(unit = %unit.id, roll, modified, friendly, loss, "force-march attrition");
        Ok((u32::try_from(modified.max(0)).unwrap_or(0), loss))
    }

    /// Declares that river transport `id` serves as a temporary ferry at its river hexside this
    /// phase: friendly units cross there at the ferry cost, and the transport may not move.
    ///
    /// # Errors
    /// [`OrderError`] for an unknown unit. A rules refusal comes back as `Ok(Err(refusal))`.
    pub fn declare_ferry(&mut self, id: &str) -> Result<Result<(), Refusal>, OrderError> {
        let index = self.unit_index(id)?;
        let unit = &self.situation.units[index];
        let kind = self.unit_type(unit);
        if !kind.ferry {
            return Ok(Err(Refusal::new(
                c::FERRY_02,
                format!(
                    "only river transports serve as temporary ferries, not a {}",
                    unit.unit_type
                ),
            )));
        }
        if unit.side != self.situation.side {
            return Ok(Err(Refusal::new(
                c::FERRY_01,
                format!(
                    "{} is {}: a temporary ferry serves the moving side's ({}) own troops",
                    unit.id, unit.side, self.situation.side
                ),
            )));
        }
        let Some(side) = unit.river_side else {
            return Ok(Err(Refusal::new(
                c::FERRY_01,
                format!("{} is on no river hexside", unit.id),
            )));
        };
        if unit.moved {
            return Ok(Err(Refusal::new(
                c::FERRY_04,
                format!("{} has moved this phase; a ferry stays put the whole phase", unit.id),
            )));
        }
        let [a, b] = side.hexes();
        let enemy_fort =
            self.situation.forts.iter().any(|f| {
                (f.at == a || f.at == b)
                    && self.situation.units.iter().any(|u| {
                        u.side != unit.side && u.at == Some(f.at) && u.river_side.is_none()
                    })
            });
        if enemy_fort {
            return Ok(Err(Refusal::new(
                c::FERRY_06,
                "no temporary ferry beside an enemy-occupied fort or fortress",
            )));
        }
        self.ferrying.push((unit.id.clone(), side));
        self.situation.units[index].moved = true;
        Ok(Ok(()))
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

    /// Sets the voyage destination of the units numbered `units`.
    pub(crate) fn set_voyage_destination(&mut self, units: &[usize], to: Option<Hex>) {
        for &index in units {
            if let Some(unit) = self.situation.units.get_mut(index) {
                unit.voyage_destination = to;
            }
        }
    }

    /// Takes the units numbered `units` off the map.
    pub(crate) fn remove_units(&mut self, units: impl IntoIterator<Item = usize>) {
        for index in units {
            if let Some(unit) = self.situation.units.get_mut(index) {
                tracing::info!(unit = %unit.id, "removed");
                unit.at = None;
                unit.river_side = None;
                unit.embarked_on = None;
            }
        }
    }

    pub(crate) fn map_hex_id(&self, hex: Hex) -> String {
        self.map.hex_id(hex)
    }
}

/// Whether `from` and `to` are joined along usable railroad hexes.
fn rail_connected(map: &ScenarioMap, usable: &BTreeSet<Hex>, from: Hex, to: Hex) -> bool {
    let mut seen = BTreeSet::from([from]);
    let mut queue = VecDeque::from([from]);
    while let Some(hex) = queue.pop_front() {
        if hex == to {
            return true;
        }
        for next in hex.neighbours() {
            let along = Hexside::between(hex, next).is_some_and(|s| map.rail_across(s));
            if along && usable.contains(&next) && seen.insert(next) {
                queue.push_back(next);
            }
        }
    }
    false
}

fn first_route<P: Copy, S: Copy>(at: P, state: S) -> Route<P, S> {
    Route { places: vec![at], cost: Mp::ZERO, stop: None, state, ledger: Vec::new() }
}
