//! The quick expansion against the full path: on random boards — terrain, every kind of hexside,
//! roads, weather, markers of both sides, units of three factions, countries open and closed,
//! the eastern edge, bans, closed maps, a canal, both phases, with and without the minimum
//! move — the steps a search expands from every place in every state (the quick expansion where
//! it applies) are the candidates' steps judged one by one on the full path, with a ledger, in
//! the same order.

use std::fmt::Write as _;

use proptest::prelude::*;
use proptest::strategy::ValueTree;
use umpire_map::{Board, DenseState, Movement, compare_steps};

use crate::game::Game;
use crate::state::MoveState;

/// The board: columns and rows that hold six of the eastern edge hexes (e2828 … e3327).
const COLUMNS: (i32, i32) = (26, 33);
const ROWS: (i32, i32) = (24, 30);
const TERRAIN: [&str; 6] = [".", ".", "f", "s", "m", "~"];
const HEXSIDES: [&str; 8] = [
    "river",
    "major-river",
    "canal",
    "fortification",
    "connected-strait",
    "strait",
    "all-sea",
    "mountain",
];
const DIRECTIONS: [&str; 6] =
    ["north", "north-east", "south-east", "south", "south-west", "north-west"];
const TYPES: [&str; 5] = ["infantry", "armor", "hq", "marine", "mechanized"];
const SIDES: [&str; 3] = ["axis", "western", "soviet"];
const NATIONALITIES: [&str; 5] = ["german", "italian", "british", "russian", "french"];
const MARKERS: [&str; 4] = ["airdrop", "detachment", "partisan-base", "beachhead"];
const WEATHER: [&str; 3] = ["mud", "storms", "snow"];

fn hex_id((col, row): (i32, i32)) -> String {
    format!("e{col:02}{row:02}")
}

fn hex() -> impl Strategy<Value = (i32, i32)> {
    (COLUMNS.0..=COLUMNS.1, ROWS.0..=ROWS.1)
}

/// A random position as a scenario file.
fn scenario() -> impl Strategy<Value = String> {
    let cells = ((COLUMNS.1 - COLUMNS.0 + 1) * (ROWS.1 - ROWS.0 + 1)) as usize;
    (
        (
            proptest::collection::vec(0..TERRAIN.len(), cells),
            proptest::collection::vec((hex(), 0..6usize, 0..HEXSIDES.len()), 0..12),
            proptest::collection::vec(0..(COLUMNS.1 - COLUMNS.0) as usize, 0..4),
            proptest::collection::vec((hex(), 0..WEATHER.len()), 0..4),
            proptest::collection::vec((hex(), 0..MARKERS.len(), 0..2usize, 0..6usize), 0..10),
        ),
        (
            proptest::collection::vec(
                (0..3usize, 0..TYPES.len(), 0..NATIONALITIES.len(), 1..4u32, 0..8u32, hex()),
                1..16,
            ),
            0..3usize,
            any::<bool>(),
            any::<bool>(),
            proptest::option::of((hex(), 0..3usize)),
            any::<bool>(),
            any::<bool>(),
        ),
        proptest::option::of((hex(), hex())),
    )
        .prop_map(
            |(
                (terrain, sides, roads, weather, markers),
                (units, moving, reserve, minimum_move, ban, closed_maps, pre_war),
                canal,
            )| {
                let mut text = String::from("name = \"random\"\n[map]\nlayout = \"odd-q\"\n");
                let _ = writeln!(
                    text,
                    "prefix = \"e\"\norder = \"column-row\"\ndigits = 2\ncolumns = [{}, {}]\nrows = [{}, {}]\n[map.terrain]",
                    COLUMNS.0, COLUMNS.1, ROWS.0, ROWS.1
                );
                text.push_str("legend = { \".\" = \"clear\", f = \"forest\", s = \"swamp\", m = \"mountain\", \"~\" = \"sea\" }\nrows = [\n");
                let width = (COLUMNS.1 - COLUMNS.0 + 1) as usize;
                for line in terrain.chunks(width) {
                    let codes: Vec<&str> = line.iter().map(|t| TERRAIN[*t]).collect();
                    let _ = writeln!(text, "  \"{}\",", codes.join(" "));
                }
                text.push_str("]\n");
                for (at, direction, feature) in &sides {
                    let _ = writeln!(
                        text,
                        "[[map.hexsides]]\nat = \"{}\"\ndirection = \"{}\"\nfeatures = [\"{}\"]",
                        hex_id(*at),
                        DIRECTIONS[*direction],
                        HEXSIDES[*feature]
                    );
                }
                // Roads along row 25, rails along row 28, between listed neighbours.
                for (n, col) in roads.iter().enumerate() {
                    let col = COLUMNS.0 + *col as i32;
                    let (kind, row) = if n % 2 == 0 { ("road", 25) } else { ("rail", 28) };
                    let _ = writeln!(
                        text,
                        "[[map.roads]]\nkind = \"{kind}\"\nhexes = [\"{}\", \"{}\"]",
                        hex_id((col, row)),
                        hex_id((col + 1, row))
                    );
                }
                // Countries: Germany, Switzerland (neutral) and Italy in bands of two columns;
                // the rest of the board lies in no country.
                for (id, first) in [("germany", 26), ("switzerland", 28), ("italy", 30)] {
                    let hexes: Vec<String> = (first..first + 2)
                        .flat_map(|col| (ROWS.0..=ROWS.1).map(move |row| (col, row)))
                        .map(|h| format!("\"{}\"", hex_id(h)))
                        .collect();
                    let _ = writeln!(
                        text,
                        "[[map.zones]]\nid = \"{id}\"\nkind = \"country\"\nhexes = [{}]",
                        hexes.join(", ")
                    );
                }
                let mut taken = std::collections::BTreeMap::new();
                for (n, (side, kind, nationality, steps, movement, at)) in units.iter().enumerate()
                {
                    // One faction a hex, so the file is a possible position.
                    if *taken.entry(*at).or_insert(*side) != *side {
                        continue;
                    }
                    let _ = writeln!(
                        text,
                        "[[units]]\nid = \"u{n}\"\nside = \"{}\"\nat = \"{}\"\nnationality = \"{}\"\ntype = \"{}\"\nsteps = {steps}\nmovement = {movement}",
                        SIDES[*side],
                        hex_id(*at),
                        NATIONALITIES[*nationality],
                        TYPES[*kind]
                    );
                }
                let side = SIDES[units[moving % units.len()].0];
                let phase = if reserve { "reserve" } else { "operational" };
                let _ = writeln!(
                    text,
                    "[rules]\nruleset = \"strategic\"\nphase = \"{phase}\"\nside = \"{side}\""
                );
                if pre_war {
                    text.push_str("pre_war = true\n");
                }
                text.push_str("[rules.weather]\n");
                for (kind, name) in WEATHER.iter().enumerate() {
                    let hexes: Vec<String> = weather
                        .iter()
                        .filter(|w| w.1 == kind)
                        .map(|w| format!("\"{}\"", hex_id(w.0)))
                        .collect();
                    let _ = writeln!(text, "{name} = [{}]", hexes.join(", "));
                }
                for (at, kind, owner, facing) in &markers {
                    let owner = if *owner == 0 { side } else { "western" };
                    let _ = writeln!(
                        text,
                        "[[rules.markers]]\nkind = \"{}\"\nside = \"{owner}\"\nat = \"{}\"",
                        MARKERS[*kind],
                        hex_id(*at)
                    );
                    if MARKERS[*kind] == "beachhead" {
                        // Its north or south neighbour.
                        let north = (*facing % 2 == 0 && at.1 > ROWS.0) || at.1 == ROWS.1;
                        let row = if north { at.1 - 1 } else { at.1 + 1 };
                        let _ = writeln!(text, "facing = \"{}\"", hex_id((at.0, row)));
                    }
                }
                if let Some((at, whom)) = ban {
                    let _ = writeln!(
                        text,
                        "[[rules.bans]]\nreason = \"a ban\"\nsides = [\"{}\"]\nhexes = [\"{}\"]",
                        SIDES[whom],
                        hex_id(at)
                    );
                }
                if closed_maps {
                    // Columns 26–31 (the countries) and 32–33 (no country).
                    let west: Vec<String> = (COLUMNS.0..COLUMNS.0 + 6)
                        .flat_map(|col| (ROWS.0..=ROWS.1).map(move |row| (col, row)))
                        .map(|h| format!("\"{}\"", hex_id(h)))
                        .collect();
                    let _ = writeln!(text, "[rules.closed_maps]\nwest = [{}]", west.join(", "));
                }
                text.push_str(
                    "[rules.countries.germany]\nalignment = \"axis\"\n[rules.countries.switzerland]\nalignment = \"neutral\"\nneutral = true\n[rules.countries.italy]\nalignment = \"axis\"\n",
                );
                if let Some((a, b)) = canal.filter(|(a, b)| a != b) {
                    // A canal between two hexes that need not be ports.
                    let _ = writeln!(
                        text,
                        "[rules.data.canals.test]\nports = [\"{}\", \"{}\"]\nclause = \"STR-3.1.2-30\"",
                        hex_id(a),
                        hex_id(b)
                    );
                }
                if !minimum_move {
                    text.push_str("[rules.data.minimum_move]\nphases = []\n");
                }
                text
            },
        )
}

/// Every unit of the moving side, from every place, in every state its search may meet: the
/// steps the search expands (the quick expansion where it applies) against the candidates
/// judged one by one on the full path, with a ledger. Gives how many expansions were quick.
fn compare(game: &Game<umpire_scenario::ScenarioMap>) -> Result<usize, TestCaseError> {
    let map = game.map();
    let mut quick = 0;
    for (index, unit) in game.situation().units.iter().enumerate() {
        if unit.side != game.situation().side || unit.at.is_none() {
            continue;
        }
        let Ok(Some(rules)) = game.unit_move_at(index, game.situation().phase, None) else {
            continue;
        };
        for from_index in 0..map.place_count() {
            let from = map.place_at(from_index);
            for state in (0..rules.state_count()).map(MoveState::from_index) {
                if rules.quick_legs(from_index, state).is_some() {
                    quick += 1;
                }
                if let Err(differ) = compare_steps(map, &rules, from, state) {
                    return Err(TestCaseError::fail(format!(
                        "{} in {state:?} from {from:?}: {differ}",
                        unit.id
                    )));
                }
            }
        }
    }
    Ok(quick)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn the_quick_expansion_gives_the_full_path_s_steps(text in scenario()) {
        let scenario = umpire_scenario::load_str(&text, "random.toml")
            .unwrap_or_else(|e| panic!("{e}\n{text}"));
        let game = Game::new(&scenario).unwrap_or_else(|e| panic!("{e}\n{text}"));
        compare(&game)?;
    }
}

/// The generator reaches the quick expansion, and the full path beside it.
#[test]
fn the_random_boards_take_both_paths() {
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let (mut quick, mut games) = (0, 0);
    for _ in 0..16 {
        let text = scenario().new_tree(&mut runner).map(|t| t.current()).unwrap_or_default();
        let Ok(scenario) = umpire_scenario::load_str(&text, "random.toml") else { continue };
        let Ok(game) = Game::new(&scenario) else { continue };
        games += 1;
        quick += compare(&game).unwrap_or(0);
    }
    assert_eq!(games, 16, "every board loads");
    assert!(quick > 100, "only {quick} quick expansions");
}

/// A map that gives every hex leg twice: more legs than the quick table holds for a hex, so
/// every expansion goes through the full path, leg by leg as the map gives them.
struct Doubled(umpire_scenario::ScenarioMap);

impl umpire_map::HexBoard for Doubled {
    fn hex_count(&self) -> usize {
        self.0.hex_count()
    }
    fn hex_index(&self, hex: umpire_hex::Hex) -> Option<usize> {
        self.0.hex_index(hex)
    }
    fn hex_at(&self, index: usize) -> umpire_hex::Hex {
        self.0.hex_at(index)
    }
    fn terrain(&self, hex: umpire_hex::Hex) -> Option<&str> {
        self.0.terrain(hex)
    }
    fn numbering(&self) -> &umpire_hex::HexNumbering {
        self.0.numbering()
    }
    fn crossing(&self, side: umpire_hex::Hexside) -> umpire_map::Crossing {
        self.0.crossing(side)
    }
    fn for_each_hex_leg(
        &self,
        from: umpire_hex::Hex,
        mut visit: impl FnMut(umpire_hex::Hex, usize, umpire_map::HexLeg),
    ) {
        self.0.for_each_hex_leg(from, |to, index, leg| {
            visit(to, index, leg);
            visit(to, index, leg);
        });
    }
}

impl crate::StrategicMap for Doubled {
    fn for_each_country_hex(&self, visit: impl FnMut(umpire_hex::Hex, &str)) {
        self.0.for_each_country_hex(visit);
    }
}

/// On a map whose hexes have more legs than the quick table holds, the search expands every
/// leg the map gives, through the full path.
#[test]
fn a_hex_with_more_legs_than_the_table_holds_takes_the_full_path() {
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let mut steps = 0;
    for _ in 0..4 {
        let text = scenario().new_tree(&mut runner).map(|t| t.current()).unwrap_or_default();
        let scenario = umpire_scenario::load_str(&text, "random.toml")
            .unwrap_or_else(|e| panic!("{e}\n{text}"));
        let file_game = Game::new(&scenario).unwrap_or_else(|e| panic!("{e}\n{text}"));
        let map = Doubled(file_game.map().clone());
        let game = Game::from_parts(&map, file_game.data().clone(), file_game.situation().clone())
            .unwrap_or_else(|e| panic!("on the doubled map: {e}\n{text}"));
        for unit in game.situation().units.iter().filter(|u| u.at.is_some()) {
            let Ok(rules) = game.unit_move(&unit.id) else { continue };
            for at in (0..map.place_count()).map(|index| map.place_at(index)) {
                for state in (0..rules.state_count()).map(MoveState::from_index) {
                    steps += compare_steps(&&map, &rules, at, state)
                        .unwrap_or_else(|differ| panic!("{} at {at:?}: {differ}", unit.id));
                }
            }
        }
    }
    assert!(steps > 100, "only {steps} steps compared");
}
