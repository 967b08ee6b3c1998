//! Civil War positions for the `civil_war` benchmark, built in code and deterministically: a
//! long Union rail network (a grid of lines, several hundred rail hexes) and a river system (a
//! trunk with branches and tributaries, several hundred river hexsides), each with a few units
//! to ask about — and the rules-free steps the core search runs on the same state spaces, the
//! reference arm the rules are measured against.
//!
//! Both maps are all clear ground with no enemy, so on them the rules and the rules-free steps
//! find the same places at the same costs: the difference in time is what the rules' checks
//! cost.

use std::fmt::Write as _;

use umpire_civil_war::{Game, LandState, RailRule, RailStage, WaterBoard, WaterPlace, WaterState};
use umpire_hex::{Direction, Hex, HexNumbering, Hexside, OffsetLayout};
use umpire_map::{
    Board, ClauseId, EdgeOf, HexBoard, HexLeg, Ledger, MapPlace, Movement, Mover, Mp, Paths, Reach,
    ReachPaths, Refusal, Step, StepOutcome,
};
use umpire_scenario::ScenarioMap;

use crate::rng::hash3;

/// Columns of the rail map.
pub const RAIL_COLUMNS: i32 = 80;
/// Rows of the rail map.
pub const RAIL_ROWS: i32 = 40;
/// The rows the east–west lines run along (our choice: every tenth row from the fifth).
pub const RAIL_LINE_ROWS: [i32; 4] = [5, 15, 25, 35];
/// The columns the north–south lines run down (every twentieth column from the tenth).
pub const RAIL_LINE_COLUMNS: [i32; 4] = [10, 30, 50, 70];
/// Units asked about on the rail map (one rail reach each).
pub const RAIL_UNITS: usize = 8;
/// The rail capacity of each side: our choice, far above what the units' strength needs, so no
/// ride is refused for capacity.
pub const RAIL_CAPACITY: u32 = 200;

/// Columns of the river map.
pub const RIVER_COLUMNS: i32 = 60;
/// Rows of the river map.
pub const RIVER_ROWS: i32 = 60;
/// The printed column whose east sides the trunk river runs down.
pub const TRUNK_COLUMN: i32 = 30;
/// Rows between branches leaving the trunk (east and west alternately).
pub const BRANCH_EVERY: i32 = 5;
/// Hexes along a branch.
pub const BRANCH_HEXES: usize = 15;
/// Hexes down a tributary (leaving every east branch at its eighth hex).
pub const TRIBUTARY_HEXES: usize = 10;
/// River units asked about (one water reach each).
pub const RIVER_UNITS: usize = 6;
/// Their movement allowance: our choice (the example scenarios give 40), long enough that a
/// reach runs far into the system.
pub const RIVER_MOVEMENT: u32 = 60;

fn numbering(columns: i32, rows: i32) -> HexNumbering {
    HexNumbering::new(OffsetLayout::ODD_Q, 1..=columns, 1..=rows)
}

fn header(text: &mut String, name: &str, columns: i32, rows: i32) {
    let _ = write!(
        text,
        "name = \"{name}\"\n[map]\nlayout = \"odd-q\"\norder = \"column-row\"\ndigits = 2\ncolumns = [1, {columns}]\nrows = [1, {rows}]\n[map.terrain]\nlegend = {{ \".\" = \"clear\" }}\nrows = [\n"
    );
    let row = vec!["."; usize::try_from(columns).unwrap_or(0)].join(" ");
    for _ in 0..rows {
        let _ = writeln!(text, "  \"{row}\",");
    }
    text.push_str("]\n");
}

fn id(col: i32, row: i32) -> String {
    format!("{col:02}{row:02}")
}

/// The rail hexes of the network, line by line (a hex where lines cross is in both).
#[must_use]
pub fn rail_lines() -> Vec<Vec<(i32, i32)>> {
    let rows = RAIL_LINE_ROWS.iter().map(|&row| (1..=RAIL_COLUMNS).map(|col| (col, row)).collect());
    let cols = RAIL_LINE_COLUMNS.iter().map(|&col| (1..=RAIL_ROWS).map(|row| (col, row)).collect());
    rows.chain(cols).collect()
}

/// How many distinct rail hexes the network has.
#[must_use]
pub fn rail_hex_count() -> usize {
    let mut hexes: Vec<(i32, i32)> = rail_lines().into_iter().flatten().collect();
    hexes.sort_unstable();
    hexes.dedup();
    hexes.len()
}

/// The ids of the rail units, `rail-0`, `rail-1`, ….
#[must_use]
pub fn rail_unit_ids() -> Vec<String> {
    (0..RAIL_UNITS).map(|n| format!("rail-{n}")).collect()
}

/// The rail map's scenario file: clear ground, the grid of Union lines (its base the first
/// ten hexes of the first east–west line, the rest flooded from there), and
/// [`RAIL_UNITS`] strength-8, MA-3 infantry corps on rail hexes chosen by hash.
#[must_use]
pub fn rail_network_scenario() -> String {
    let mut text = String::new();
    header(&mut text, "benchmark: a Union rail network", RAIL_COLUMNS, RAIL_ROWS);
    for line in rail_lines() {
        let hexes: Vec<String> = line.iter().map(|&(c, r)| format!("\"{}\"", id(c, r))).collect();
        let _ = writeln!(text, "[[map.roads]]\nkind = \"rail\"\nhexes = [{}]", hexes.join(", "));
    }
    let base: Vec<String> =
        (1..=10).map(|col| format!("\"{}\"", id(col, RAIL_LINE_ROWS[0]))).collect();
    let _ = writeln!(
        text,
        "[[map.zones]]\nid = \"north\"\nkind = \"state\"\nhexes = [{}]",
        base.join(", ")
    );
    let lines = rail_lines();
    for (n, unit) in rail_unit_ids().iter().enumerate() {
        let h = hash3(31, n as u64, 0);
        let line = &lines[(h % lines.len() as u64) as usize];
        let (col, row) = line[((h >> 16) % line.len() as u64) as usize];
        let _ = writeln!(
            text,
            "[[units]]\nid = \"{unit}\"\nside = \"union\"\nat = \"{}\"\ntype = \"infantry\"\nstrength = 8\nmovement = 3",
            id(col, row)
        );
    }
    let _ = writeln!(
        text,
        "[rules]\nruleset = \"civil-war\"\nside = \"union\"\n[rules.territory]\nunion = [\"north\"]\nconfederate = []\n[rules.rail]\ncapacity = {{ union = {RAIL_CAPACITY}, confederate = {RAIL_CAPACITY} }}\nbase = {{ union = [\"north\"], confederate = [] }}"
    );
    text
}

/// The river hexsides of the system: the trunk down the east sides of [`TRUNK_COLUMN`], a
/// branch every [`BRANCH_EVERY`] rows (south-east and south-west in turn, each
/// [`BRANCH_HEXES`] hexes long) and a tributary down from every south-east branch; sides that
/// leave the map are dropped and none is listed twice.
#[must_use]
pub fn river_sides() -> Vec<Hexside> {
    let numbering = numbering(RIVER_COLUMNS, RIVER_ROWS);
    let on_map = |side: &Hexside| side.hexes().iter().all(|&h| numbering.contains(h));
    let Ok(top) = numbering.parse(&id(TRUNK_COLUMN, 1)) else { return Vec::new() };
    let mut sides = Vec::new();
    // Down a column: the sides a hex shares with the next column (north-east, south-east).
    let down = |sides: &mut Vec<Hexside>, start: Hex, hexes: usize| {
        let mut hex = start;
        for _ in 0..hexes {
            sides.push(hex.hexside(Direction::NorthEast));
            sides.push(hex.hexside(Direction::SouthEast));
            hex = hex.neighbour(Direction::South);
        }
    };
    down(&mut sides, top, usize::try_from(RIVER_ROWS).unwrap_or(0));
    let mut trunk = top;
    for row in 1..=RIVER_ROWS {
        if row % BRANCH_EVERY == 0 {
            if (row / BRANCH_EVERY) % 2 == 1 {
                // South-east: the sides a hex shares with the next line down (south-west, south).
                let mut hex = trunk.neighbour(Direction::SouthEast);
                for step in 0..BRANCH_HEXES {
                    sides.push(hex.hexside(Direction::SouthWest));
                    sides.push(hex.hexside(Direction::South));
                    if step == 7 {
                        down(&mut sides, hex.neighbour(Direction::SouthWest), TRIBUTARY_HEXES);
                    }
                    hex = hex.neighbour(Direction::SouthEast);
                }
            } else {
                // South-west: the sides a hex shares with the line below it (south, south-east).
                let mut hex = trunk;
                for _ in 0..BRANCH_HEXES {
                    sides.push(hex.hexside(Direction::South));
                    sides.push(hex.hexside(Direction::SouthEast));
                    hex = hex.neighbour(Direction::SouthWest);
                }
            }
        }
        trunk = trunk.neighbour(Direction::South);
    }
    sides.retain(on_map);
    sides.sort_unstable();
    sides.dedup();
    sides
}

/// The ids of the river units, `gunboats-0`, `gunboats-1`, ….
#[must_use]
pub fn river_unit_ids() -> Vec<String> {
    (0..RIVER_UNITS).map(|n| format!("gunboats-{n}")).collect()
}

/// The river map's scenario file: clear ground, the river system of [`river_sides`], and
/// [`RIVER_UNITS`] Union river gunboat flotillas of MA [`RIVER_MOVEMENT`] on river hexsides
/// chosen by hash.
#[must_use]
pub fn river_system_scenario() -> String {
    let numbering = numbering(RIVER_COLUMNS, RIVER_ROWS);
    let name = |hex: Hex| numbering.format(hex).unwrap_or_default();
    let mut text = String::new();
    header(&mut text, "benchmark: a river system", RIVER_COLUMNS, RIVER_ROWS);
    let sides = river_sides();
    for side in &sides {
        let [a, b] = side.hexes();
        let _ = writeln!(
            text,
            "[[map.hexsides]]\nbetween = [\"{}\", \"{}\"]\nfeatures = [\"river\"]",
            name(a),
            name(b)
        );
    }
    for (n, unit) in river_unit_ids().iter().enumerate() {
        let side = sides[(hash3(37, n as u64, 0) % sides.len().max(1) as u64) as usize];
        let [a, b] = side.hexes();
        let _ = writeln!(
            text,
            "[[units]]\nid = \"{unit}\"\nside = \"union\"\nat = \"{}\"\nriver_side = \"{}\"\ntype = \"river-gunboat\"\nmovement = {RIVER_MOVEMENT}",
            name(a),
            name(b)
        );
    }
    text.push_str("[rules]\nruleset = \"civil-war\"\nside = \"union\"\n");
    text
}

/// The clause of the rules-free steps' refusals (none of them is a rule).
pub const PLAIN: ClauseId = ClauseId::new("BENCH-PLAIN");

/// A rules-free rail move on the same state space as the rules' (rail stage × rail hexes
/// used): entrain and detrain on any rail hex at the rules data's MP and rail-hex price, ride
/// any railroad leg for a rail hex, march 1 MP a hex; no zones of control, enemies, lines,
/// terrain or capacity are looked at.
pub struct PlainRail {
    rail: RailRule,
    /// Whether each place (by board number) has a railroad.
    rail_hex: Vec<bool>,
}

impl PlainRail {
    /// The rules-free rail move on `map` with the rail numbers of `rail` (the game's rules data).
    pub fn new(map: &ScenarioMap, rail: &RailRule) -> PlainRail {
        let mut rail_hex = vec![false; map.place_count()];
        for (index, flag) in rail_hex.iter_mut().enumerate() {
            if let MapPlace::Hex(hex) = map.place_at(index) {
                map.for_each_hex_leg(hex, |_, _, leg| *flag |= leg.rail);
            }
        }
        PlainRail { rail: rail.clone(), rail_hex }
    }
}

fn plain<S>(why: &'static str) -> StepOutcome<S> {
    StepOutcome::Refused(Refusal::new(PLAIN, why))
}

fn rail_hexes(used: u32) -> u8 {
    u8::try_from(used).unwrap_or(u8::MAX)
}

impl Movement<ScenarioMap> for PlainRail {
    type State = LandState;

    fn for_each_candidate(
        &self,
        board: &ScenarioMap,
        at: MapPlace,
        state: LandState,
        mut visit: impl FnMut(MapPlace, usize, Option<HexLeg>),
    ) {
        let MapPlace::Hex(hex) = at else { return };
        let Some(index) = board.hex_index(hex) else { return };
        if state.stage != RailStage::Detrained {
            visit(at, index, None);
        }
        board.for_each_hex_leg(hex, |to, index, leg| visit(MapPlace::Hex(to), index, Some(leg)));
    }

    fn step(
        &self,
        _: &ScenarioMap,
        state: LandState,
        edge: EdgeOf<ScenarioMap>,
        _: &mut impl Ledger,
    ) -> StepOutcome<LandState> {
        let rail = &self.rail;
        let used = u32::from(state.rail_hexes);
        match (edge.leg, state.entrained()) {
            (None, _) if !self.rail_hex[edge.from_index] => plain("no railroad"),
            (None, _) => match state.stage {
                RailStage::OnFoot if used + rail.entrain_hexes <= rail.budget => {
                    let next = LandState {
                        stage: RailStage::Entrained,
                        rail_hexes: rail_hexes(used + rail.entrain_hexes),
                    };
                    Step::costing(rail.entrain_mp, next).into()
                }
                RailStage::Entrained | RailStage::Halted
                    if used + rail.detrain_hexes <= rail.budget =>
                {
                    let next = LandState {
                        stage: RailStage::Detrained,
                        rail_hexes: rail_hexes(used + rail.detrain_hexes),
                    };
                    Step::costing(rail.detrain_mp, next).into()
                }
                _ => plain("no rail hexes left"),
            },
            (Some(leg), true) if leg.rail && used < rail.budget => {
                let next =
                    LandState { stage: RailStage::Entrained, rail_hexes: rail_hexes(used + 1) };
                Step::costing(Mp::ZERO, next).into()
            }
            (Some(_), true) => plain("off the rails"),
            (Some(_), false) => Step::costing(Mp::ONE, state).into(),
        }
    }

    fn allowance_refusal(&self, _: Mp, _: Mp) -> Refusal {
        Refusal::new(PLAIN, "allowance")
    }

    fn not_a_candidate(&self, _: MapPlace, _: MapPlace) -> Refusal {
        Refusal::new(PLAIN, "not adjacent")
    }
}

/// A rules-free water move on the game's [`WaterBoard`] with the rules' state: every leg costs
/// `mp` (the rules data's river hexside MP); nothing else is looked at.
pub struct PlainWater {
    /// What every leg costs.
    pub mp: Mp,
}

impl Movement<WaterBoard> for PlainWater {
    type State = WaterState;

    fn step(
        &self,
        _: &WaterBoard,
        _: WaterState,
        edge: EdgeOf<WaterBoard>,
        _: &mut impl Ledger,
    ) -> StepOutcome<WaterState> {
        match edge.leg {
            // The rules mark a unit that has moved (for the Florida crossing, which a river
            // system has none of); the reference keeps the state it starts in.
            Some(_) => Step::costing(self.mp, WaterState::FRESH).into(),
            None => plain("no water joins these places"),
        }
    }

    fn allowance_refusal(&self, _: Mp, _: Mp) -> Refusal {
        Refusal::new(PLAIN, "allowance")
    }

    fn not_a_candidate(&self, _: WaterPlace, _: WaterPlace) -> Refusal {
        Refusal::new(PLAIN, "not adjacent")
    }
}

/// Unit `id`'s rail mover for the rules-free arm: where it stands, on foot, its MA.
pub fn rail_mover(game: &Game<ScenarioMap>, id: &str) -> Option<Mover<MapPlace, LandState>> {
    let unit = game.situation().units.iter().find(|u| u.id == id)?;
    Some(Mover {
        at: MapPlace::Hex(unit.at?),
        state: LandState::ON_FOOT,
        allowance: Some(unit.movement),
    })
}

/// Unit `id`'s water mover for the rules-free arm: the river hexside it is on, its MA.
pub fn water_mover(game: &Game<ScenarioMap>, id: &str) -> Option<Mover<WaterPlace, WaterState>> {
    let unit = game.situation().units.iter().find(|u| u.id == id)?;
    Some(Mover {
        at: game.water().place_of(unit)?,
        state: WaterState::FRESH,
        allowance: Some(unit.movement),
    })
}

/// A reach as [`Game::reach`](umpire_civil_war::Game::reach) answers: every place but the
/// start by the id an order writes, with its least cost, and the tree of cheapest paths as
/// those ids.
pub fn answer<B: Board, R: Movement<B>>(
    reach: &Reach<'_, B, R>,
    start: B::Place,
    id: impl Fn(B::Place) -> String,
) -> (Vec<(String, Mp)>, Paths<String>)
where
    B::Place: PartialEq,
{
    let ReachPaths { places, paths } = reach.paths();
    let places = places
        .into_iter()
        .filter(|(reached, _)| reached.place != start)
        .map(|(reached, _)| (id(reached.place), reached.cost))
        .collect();
    (places, paths.map(id))
}
