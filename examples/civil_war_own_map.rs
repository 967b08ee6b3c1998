//! The Civil War rules on a game's own map: no scenario file, no TOML.
//!
//! A game keeps its map in a dense grid, column by column as the hexes are printed, with the
//! river hexsides in a set and the railroad as the list of hexes it runs through.
//! Implementing `HexBoard` and `CivilWarMap` for it is the block marked below; the game then
//! builds a phase from typed values and asks the full rules of the text: a march held by an enemy
//! zone of control, a rail move that entrains, rides and detrains under the 50-rail-hex budget,
//! a gunboat's voyage up the river, each move made in turn.
//!
//! Run it with `cargo run --example civil_war_own_map`. A crate of your own needs only
//! `umpire-civil-war = { version = "0.1", default-features = false }` (and `umpire-hex`,
//! `umpire-map` for the types below).

use std::collections::{BTreeMap, BTreeSet};
use std::error::Error;

use umpire_civil_war::{
    CivilWarMap, Game, Mode, MoveOptions, RailState, RulesData, Situation, UnitState,
};
use umpire_hex::{Hex, HexNumbering, Hexside, Offset, OffsetLayout};
use umpire_map::{Crossing, Feature, Features, HexBoard, Mp, SeededDice};

// ---- Your map, and the two traits (the part a game developer writes) -------------------------

/// The game's own storage: terrain letters in a dense grid, river hexsides, the railroad's hexes.
struct Valley {
    numbering: HexNumbering,
    columns: i32,
    rows: i32,
    /// Column by column: `grid[(col - 1) * rows + (row - 1)]`.
    grid: Vec<u8>,
    rivers: BTreeSet<Hexside>,
    railroad: BTreeSet<Hexside>,
    towns: Vec<Hex>,
}

impl Valley {
    fn offset(&self, hex: Hex) -> Option<(i32, i32)> {
        let Offset { col, row } = self.numbering.offset_of(hex);
        ((1..=self.columns).contains(&col) && (1..=self.rows).contains(&row)).then_some((col, row))
    }
}

impl HexBoard for Valley {
    fn hex_count(&self) -> usize {
        self.grid.len()
    }

    fn hex_index(&self, hex: Hex) -> Option<usize> {
        let (col, row) = self.offset(hex)?;
        usize::try_from((col - 1) * self.rows + (row - 1)).ok()
    }

    fn hex_at(&self, index: usize) -> Hex {
        let index = i32::try_from(index).unwrap_or(0);
        self.numbering.hex_of(Offset::new(index / self.rows + 1, index % self.rows + 1))
    }

    /// The names the rules data's Terrain Effects Chart prices.
    fn terrain(&self, hex: Hex) -> Option<&str> {
        Some(match self.grid.get(self.hex_index(hex)?)? {
            b'~' => "sea",
            b'c' => "coastal",
            b'f' => "forest",
            _ => "clear",
        })
    }

    fn numbering(&self) -> &HexNumbering {
        &self.numbering
    }

    fn crossing(&self, side: Hexside) -> Crossing {
        let mut features = Features::EMPTY;
        if self.rivers.contains(&side) {
            features.insert(Feature::River);
        }
        Crossing { features, road: false, rail: self.railroad.contains(&side) }
    }
}

impl CivilWarMap for Valley {
    fn for_each_city_or_town(&self, visit: impl FnMut(Hex)) {
        self.towns.iter().copied().for_each(visit);
    }
}

// ---- Building the map from the game's own data ------------------------------------------------

/// Rows 1–6 of columns 01–10: `~` sea, `c` coast, `.` clear, `f` forest.
const ROWS: [&str; 6] =
    ["~~~~~~~~~~", "cccccccccc", "..........", "...ff.....", "..........", ".........."];

fn valley() -> Result<Valley, Box<dyn Error>> {
    let numbering = HexNumbering::new(OffsetLayout::ODD_Q, 1..=10, 1..=6);
    let (columns, rows) = (10, 6);
    let mut grid = Vec::new();
    for col in 0..10 {
        for letters in ROWS {
            grid.push(letters.as_bytes()[col]);
        }
    }
    let hex = |id: &str| numbering.parse(id);
    let side = |a: &str, b: &str| -> Result<Hexside, Box<dyn Error>> {
        Hexside::between(hex(a)?, hex(b)?)
            .ok_or_else(|| format!("{a} and {b} are not adjacent").into())
    };
    // The river from its mouth at 0502 upstream between columns 05 and 06.
    let rivers = [
        ("0502", "0603"),
        ("0503", "0603"),
        ("0503", "0604"),
        ("0504", "0604"),
        ("0504", "0605"),
        ("0505", "0605"),
    ]
    .into_iter()
    .map(|(a, b)| side(a, b))
    .collect::<Result<_, _>>()?;
    // The railroad east along row 5.
    let line: Vec<String> = (1..=10).map(|col| format!("{col:02}05")).collect();
    let railroad = line.windows(2).map(|w| side(&w[0], &w[1])).collect::<Result<_, _>>()?;
    let towns = vec![hex("0503")?];
    Ok(Valley { numbering, columns, rows, grid, rivers, railroad, towns })
}

// ---- A phase of play, in code ---------------------------------------------------------------------

fn main() -> Result<(), Box<dyn Error>> {
    let map = valley()?;
    let hex = |id: &str| map.parse_hex(id);
    let rail_hexes: BTreeSet<Hex> =
        (1..=10).map(|c| hex(&format!("{c:02}05"))).collect::<Result<_, _>>()?;

    let mut situation = Situation::new("union", 1);
    situation.units.push(
        UnitState::builder("8th-corps")
            .side("union")
            .unit_type("infantry")
            .strength(8)
            .movement(Mp::whole(3))
            .at(hex("0105")?)
            .build(),
    );
    situation.units.push(
        UnitState::builder("iron-brigade")
            .side("union")
            .unit_type("infantry")
            .strength(4)
            .movement(Mp::whole(4))
            .at(hex("0203")?)
            .build(),
    );
    let river = Hexside::between(hex("0502")?, hex("0603")?).ok_or("0502, 0603 not adjacent")?;
    situation.units.push(
        UnitState::builder("tyler")
            .side("union")
            .unit_type("river-gunboat")
            .movement(Mp::whole(40))
            .at(hex("0502")?)
            .river_side(river)
            .build(),
    );
    situation.units.push(
        UnitState::builder("stonewall")
            .side("confederate")
            .unit_type("infantry")
            .strength(5)
            .movement(Mp::whole(4))
            .at(hex("0303")?)
            .build(),
    );
    situation.territory.insert("union".to_owned(), map.numbering().rect().iter().collect());
    situation.rail = RailState {
        allotment: BTreeMap::from([("union".to_owned(), 20)]),
        capacity: BTreeMap::from([("union".to_owned(), 20)]),
        base: BTreeMap::from([("union".to_owned(), rail_hexes)]),
        ..RailState::default()
    };

    // The map is the game's: the phase borrows it.
    let mut game = Game::from_parts(&map, RulesData::builtin()?, situation)?;
    let march = MoveOptions::default();
    let rail = MoveOptions { mode: Mode::Rail, ..MoveOptions::default() };
    let water = MoveOptions { mode: Mode::Water, ..MoveOptions::default() };

    let reach = game.reach("iron-brigade", &march)?;
    println!(
        "iron-brigade (MA 4) in 0203, beside the enemy in 0303, can march to {} hexes; it must stop in:",
        reach.places.len()
    );
    for place in reach.places.iter().filter(|p| p.must_stop) {
        println!("  {}  {} MP", place.id, place.cost);
    }
    let verdict = game.check("iron-brigade", &["0203", "0204", "0304", "0404"], &march)?;
    match verdict.refusal() {
        Some(refusal) => println!("0203 → 0204 → 0304 → 0404: {refusal}"),
        None => println!("0203 → 0204 → 0304 → 0404: legal, {} MP", verdict.cost()),
    }

    let ride = ["0105", "entrain", "0205", "0305", "0405", "0505", "0605", "detrain", "0604"];
    let (verdict, record) = game.apply("8th-corps", &ride, &rail, &mut SeededDice::new(1))?;
    println!("\n8th-corps by rail {}:", ride.join(" "));
    for entry in verdict.ledger() {
        println!("  {entry}");
    }
    println!(
        "  legal = {}, {} MP; rail capacity spent: {}, left: {:?}",
        verdict.is_legal(),
        verdict.cost(),
        record.map_or(0, |r| r.rail_capacity),
        game.situation().rail.capacity.get("union")
    );

    let upriver = game.reach("tyler", &water)?;
    println!("\ntyler (river gunboat) can steam to {} places; up the river:", upriver.places.len());
    for place in upriver.places.iter().filter(|p| p.id.contains('/')) {
        println!("  {}  {} MP", place.id, place.cost);
    }
    let voyage = ["0502/0603", "0503/0603", "0503/0604", "0504/0604"];
    let (verdict, _) = game.apply("tyler", &voyage, &water, &mut SeededDice::new(1))?;
    println!("tyler {}: legal = {}, {} MP", voyage.join(" → "), verdict.is_legal(), verdict.cost());
    Ok(())
}

#[test]
fn the_example_runs() -> Result<(), Box<dyn Error>> {
    main()
}
