//! A full-size strategic position for the strategic rules benchmark: one 70 × 60 map per
//! prefix (`w`, `e`), a road and rail network, rivers, a few swamps and forests, and two armies
//! of 75 units a map facing each other across a front line, so every query meets EZOC; and
//! the rules-free step ([`PlainStep`]) the strategic rules are measured against.

use std::fmt::Write as _;

use umpire_map::HexBoard;
use umpire_map::{
    Citation, ClauseId, EdgeOf, Ledger, Movement, Mover, Mp, Refusal, Step, StepOutcome,
};
use umpire_scenario::{MapPlace, ScenarioError, ScenarioMap, load_str};
use umpire_strategic::{Game, MoveOrder, Order, OrderError, SetupError};

use crate::rng::hash3;

/// Columns of one map.
pub const COLUMNS: i32 = 70;
/// Rows of one map.
pub const ROWS: i32 = 60;
/// Units of the moving side on each map.
pub const UNITS_PER_MAP: usize = 75;

/// The scenario file of one map (`prefix` `w` or `e`): the moving side is `axis`, its units
/// are `a0`, `a1`, … and the Western units `b0`, `b1`, ….
#[must_use]
pub fn strategic_scenario(prefix: &str) -> String {
    let stream = u64::from(prefix.as_bytes().first().copied().unwrap_or(0));
    let mut text = format!(
        "name = \"benchmark {prefix}\"\n[map]\nlayout = \"odd-q\"\nprefix = \"{prefix}\"\ncolumns = [1, {COLUMNS}]\nrows = [1, {ROWS}]\n[map.terrain]\nlegend = {{ \".\" = \"clear\", f = \"forest\", s = \"swamp\", m = \"mountain\" }}\nrows = [\n"
    );
    for row in 1..=ROWS {
        let codes: Vec<&str> = (1..=COLUMNS)
            .map(|col| match hash3(stream, col as u64, row as u64) % 20 {
                0..=1 => "f",
                2 => "s",
                3 => "m",
                _ => ".",
            })
            .collect();
        let _ = writeln!(text, "  \"{}\",", codes.join(" "));
    }
    text.push_str("]\n");
    let id = |col: i32, row: i32| format!("{prefix}{col:02}{row:02}");
    // Roads along every eighth row, rails down every tenth column.
    for row in (4..=ROWS).step_by(8) {
        let hexes: Vec<String> = (1..=COLUMNS).map(|col| format!("\"{}\"", id(col, row))).collect();
        let _ = writeln!(text, "[[map.roads]]\nkind = \"road\"\nhexes = [{}]", hexes.join(", "));
    }
    for col in (5..=COLUMNS).step_by(10) {
        let hexes: Vec<String> = (1..=ROWS).map(|row| format!("\"{}\"", id(col, row))).collect();
        let _ = writeln!(text, "[[map.roads]]\nkind = \"rail\"\nhexes = [{}]", hexes.join(", "));
    }
    // Rivers: a south side here and there.
    for col in 1..=COLUMNS {
        for row in 1..ROWS {
            if hash3(stream + 1, col as u64, row as u64).is_multiple_of(12) {
                let _ = writeln!(
                    text,
                    "[[map.hexsides]]\nat = \"{}\"\ndirection = \"south\"\nfeatures = [\"river\"]",
                    id(col, row)
                );
            }
        }
    }
    // The armies: the Axis west of column 35, the Western Allies east of it, thickest at the
    // front; types and sizes vary.
    let types = ["infantry", "infantry", "armor", "hq", "mechanized"];
    for (side, faction, nationality, first, span) in
        [("a", "axis", "german", 20, 14), ("b", "western", "british", 36, 14)]
    {
        for n in 0..UNITS_PER_MAP {
            let h = hash3(stream + 2 + u64::from(side == "b"), n as u64, 7);
            let col = first + (h % span) as i32;
            let row = 1 + ((h >> 8) % ROWS as u64) as i32;
            let kind = types[((h >> 16) % types.len() as u64) as usize];
            let steps = 1 + (h >> 24) % 3;
            let movement = 3 + (h >> 32) % 4;
            let _ = writeln!(
                text,
                "[[units]]\nid = \"{side}{n}\"\nside = \"{faction}\"\nat = \"{}\"\nnationality = \"{nationality}\"\ntype = \"{kind}\"\nsteps = {steps}\nmovement = {movement}",
                id(col, row)
            );
        }
    }
    text.push_str("[rules]\nruleset = \"strategic\"\nside = \"axis\"\n");
    text
}

/// Why the full-size position could not be built (a bug in [`strategic_scenario`]).
#[derive(Debug, thiserror::Error)]
pub enum PositionError {
    /// The scenario text did not load.
    #[error("the benchmark position did not load: {0}")]
    Load(#[from] ScenarioError),
    /// The strategic rules refused the scenario.
    #[error("the strategic rules refused the benchmark position: {0}")]
    Setup(#[from] SetupError),
}

/// The two full-size games (`w` and `e`), Axis to move.
///
/// # Errors
/// When the position does not load (which would be a bug here).
pub fn strategic_games() -> Result<Vec<Game<ScenarioMap>>, PositionError> {
    ["w", "e"]
        .into_iter()
        .map(|prefix| {
            let scenario = load_str(&strategic_scenario(prefix), "benchmark.toml")?;
            Ok(Game::new(&scenario)?)
        })
        .collect()
}

/// The Axis units of `game` (`a0` … ), each with the mover the rules-free arm starts from: its
/// place and its movement allowance.
#[must_use]
pub fn strategic_movers(game: &Game<ScenarioMap>) -> Vec<(String, Mover<MapPlace, ()>)> {
    (0..UNITS_PER_MAP)
        .filter_map(|n| {
            let unit = game.situation().unit(&format!("a{n}"))?;
            Some((
                unit.id.clone(),
                Mover { at: unit.at?, state: (), allowance: Some(unit.movement) },
            ))
        })
        .collect()
}

/// The order moving unit `id` of `game` to the last place of its reach, in board order (the
/// start alone if it reaches none): the order arms' moves.
///
/// # Errors
/// When `id` is no unit of `game`.
pub fn farthest_move(game: &Game<ScenarioMap>, id: &str) -> Result<Order, OrderError> {
    let reach = game.reach(id)?;
    let path = reach.places.last().map_or_else(|| vec![reach.start], |p| reach.path_of(p));
    let path: Vec<String> = path.iter().map(|p| game.map().place_id(*p)).collect();
    Ok(Order::Move(MoveOrder { unit: Some(id.to_owned()), path, ..MoveOrder::default() }))
}

/// A rules-free step on a scenario map: every hex costs 1 MP; boxes are never entered. The
/// strategic bench's floor: the core search on the same maps from the same starts.
#[derive(Debug, Clone, Copy, Default)]
pub struct PlainStep;

/// The clause [`PlainStep`]'s refusals cite.
const PLAIN: ClauseId = ClauseId::new("BENCH-PLAIN");

impl Movement<ScenarioMap> for PlainStep {
    type State = ();

    fn step(
        &self,
        _: &ScenarioMap,
        _: (),
        edge: EdgeOf<ScenarioMap>,
        _: &mut impl Ledger,
    ) -> StepOutcome<()> {
        match edge.to {
            MapPlace::Hex(_) => Step::costing(Mp::ONE, ()).into(),
            MapPlace::Box(_) => Refusal::new(PLAIN, "no boxes").into(),
        }
    }

    fn allowance_refusal(&self, _: Mp, _: Mp) -> Refusal {
        Refusal::new(PLAIN, "allowance")
    }

    fn not_a_candidate(&self, _: MapPlace, _: MapPlace) -> Refusal {
        let _ = Citation::new(PLAIN, "");
        Refusal::new(PLAIN, "not adjacent")
    }
}
