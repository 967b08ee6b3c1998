//! The strategic rules on a game's own map: no scenario file, no TOML.
//!
//! A digital edition keeps its map its own way — here a `HashMap` of terrain by hex, a set of
//! river hexsides and a set of road hexsides. Implementing `HexBoard` and `StrategicMap` for it
//! is the block marked below; the game then builds a phase from typed values and asks the full
//! rules of the text (terrain and hexside costs, roads, enemy zones of control, the minimum
//! move, port-to-port convoys) where a unit can go, whether a move is legal, and makes moves.
//!
//! Run it with `cargo run --example strategic_own_map`. A crate of your own needs only
//! `umpire-strategic = { version = "0.1", default-features = false }` (and `umpire-hex`,
//! `umpire-map` for the types below).

use std::collections::{HashMap, HashSet};
use std::error::Error;

use umpire_hex::{Direction, Hex, HexNumbering, Hexside, Offset};
use umpire_map::{Crossing, Feature, Features, HexBoard, MapPlace, Mp};
use umpire_strategic::{
    Convoy, Game, MoveOrder, NextPhase, Order, Phase, Port, RulesData, Situation, StrategicMap,
    UnitState,
};

// ---- Your map, and the two traits (the part a game developer writes) -------------------------

/// The game's own terrain type.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Ground {
    Clear,
    Swamp,
    Forest,
    Sea,
}

impl Ground {
    /// The names the rules data's Terrain Effects Chart prices.
    fn name(&self) -> &'static str {
        match self {
            Ground::Clear => "clear",
            Ground::Swamp => "swamp",
            Ground::Forest => "forest",
            Ground::Sea => "sea",
        }
    }
}

/// The game's own map: terrain by hex, river and road hexsides, and which country each hex is in.
struct EasternFront {
    numbering: HexNumbering,
    order: Vec<Hex>,
    number: HashMap<Hex, usize>,
    ground: HashMap<Hex, Ground>,
    rivers: HashSet<Hexside>,
    roads: HashSet<Hexside>,
}

impl HexBoard for EasternFront {
    fn hex_count(&self) -> usize {
        self.order.len()
    }

    fn hex_index(&self, hex: Hex) -> Option<usize> {
        self.number.get(&hex).copied()
    }

    fn hex_at(&self, index: usize) -> Hex {
        self.order[index]
    }

    fn terrain(&self, hex: Hex) -> Option<&str> {
        self.ground.get(&hex).map(Ground::name)
    }

    fn numbering(&self) -> &HexNumbering {
        &self.numbering
    }

    fn crossing(&self, side: Hexside) -> Crossing {
        let mut features = Features::EMPTY;
        if self.rivers.contains(&side) {
            features.insert(Feature::River);
        }
        Crossing { features, road: self.roads.contains(&side), rail: false }
    }
}

impl StrategicMap for EasternFront {
    /// All of this fragment is Russia.
    fn for_each_country_hex(&self, mut visit: impl FnMut(Hex, &str)) {
        for hex in &self.order {
            visit(*hex, "russia");
        }
    }
}

// ---- Building the map from the game's own data ------------------------------------------------

/// Columns 30–37, rows 5–12 of the eastern map: `.` clear, `s` swamp, `f` forest, `~` sea.
const ROWS: [&str; 8] = [
    "....ff..", "..s.f...", "..s.....", "......~~", ".f...~~~", ".f..~~~~", "....~~~~", "...~~~~~",
];

fn eastern_front() -> EasternFront {
    let numbering = HexNumbering::strategic_east();
    let mut map = EasternFront {
        numbering,
        order: Vec::new(),
        number: HashMap::new(),
        ground: HashMap::new(),
        rivers: HashSet::new(),
        roads: HashSet::new(),
    };
    for (row, letters) in (5..).zip(ROWS) {
        for (col, letter) in (30..).zip(letters.chars()) {
            let hex = map.numbering.hex_of(Offset::new(col, row));
            let ground = match letter {
                's' => Ground::Swamp,
                'f' => Ground::Forest,
                '~' => Ground::Sea,
                _ => Ground::Clear,
            };
            map.number.insert(hex, map.order.len());
            map.order.push(hex);
            map.ground.insert(hex, ground);
        }
    }
    // A river between columns 31 and 32; a road down column 33.
    for row in 5..=12 {
        let west = map.numbering.hex_of(Offset::new(31, row));
        for direction in Direction::ALL {
            let across = west.neighbour(direction);
            if map.numbering.offset_of(across).col == 32 {
                map.rivers.insert(west.hexside(direction));
            }
        }
        let (a, b) = (Offset::new(33, row), Offset::new(33, row + 1));
        if let Some(side) = Hexside::between(map.numbering.hex_of(a), map.numbering.hex_of(b)) {
            map.roads.insert(side);
        }
    }
    map
}

// ---- A phase of play, in code ---------------------------------------------------------------------

fn main() -> Result<(), Box<dyn Error>> {
    let map = eastern_front();
    let at = |id: &str| -> Result<MapPlace, Box<dyn Error>> { Ok(map.parse_hex(id)?.into()) };

    let mut situation = Situation::new("soviet", Phase::Operational);
    let soviet = |id: &str, movement: u32, hex: &str| -> Result<UnitState, Box<dyn Error>> {
        Ok(UnitState::builder(id)
            .side("soviet")
            .nationality("russian")
            .unit_type("infantry")
            .movement(Mp::whole(movement))
            .at(at(hex)?)
            .build())
    };
    situation.units.push(soviet("9th-army", 6, "e3008")?);
    situation.units.push(soviet("18th-army", 3, "e3209")?);
    situation.units.push(soviet("guards", 3, "e3209")?);
    situation.units.push(
        UnitState::builder("1st-panzer")
            .side("axis")
            .nationality("german")
            .unit_type("armor")
            .steps(2)
            .movement(Mp::whole(6))
            .at(at("e3506")?)
            .build(),
    );
    situation.ports.push(Port::new("Odessa", at("e3209")?, "soviet", ["black-sea"]));
    situation.ports.push(Port::new("Sevastopol", at("e3608")?, "soviet", ["black-sea"]));
    situation.convoys.push(Convoy::new("ru-1", "black-sea", "standard", "russian", "soviet"));

    // The map is the game's: the phase borrows it.
    let mut game = Game::from_parts(&map, RulesData::builtin()?, situation)?;

    let reach = game.reach("9th-army")?;
    println!("9th-army (MA 6) in e3008 can reach {} places, among them:", reach.places.len());
    for place in reach
        .places
        .iter()
        .filter(|p| ["e3208", "e3306", "e3407", "e3408"].contains(&p.id.as_str()))
    {
        let stop = if place.must_stop { ", must stop" } else { "" };
        println!("  {:<6} {} MP{stop}", place.id, place.cost);
    }

    let path = game.parse_path(&["e3008", "e3108", "e3208", "e3307", "e3407", "e3408"])?;
    let verdict = game.check("9th-army", &path)?;
    println!("\n9th-army e3008 → e3108 → e3208 → e3307 → e3407 → e3408:");
    for entry in &verdict.route().ledger {
        println!("  {entry}");
    }
    match verdict.refusal() {
        Some(refusal) => println!("  {refusal}"),
        None => println!("  legal, {} MP", verdict.route().cost),
    }

    // Port to port across the Black Sea: the convoy carries one unit, then sits in its Used Box.
    let voyage = game.parse_path(&["e3209", "e3608"])?;
    let report = game.apply("18th-army", &voyage)?;
    let convoys = report.record.map(|r| r.convoys.join(", ")).unwrap_or_default();
    println!(
        "\n18th-army Odessa → Sevastopol: {} (convoy used: {convoys})",
        legality(&report.verdict)
    );
    let second = game.check("guards", &voyage)?;
    println!("guards on the same voyage: {}", legality(&second));

    // Orders are data too: built in code (or read from a recorded game), played one after the
    // other, each on the board the last one left; the next phase is an order as well.
    let next = NextPhase { phase: Phase::Reserve, side: None, weather: Default::default() };
    let outcome = game.play(&Order::NextPhase(next))?;
    println!("\n{}", outcome.changes.join("; "));
    let order = MoveOrder {
        unit: Some("18th-army".into()),
        path: vec!["e3608".into(), "e3209".into()],
        convoys: vec!["ru-1".into()],
        ..MoveOrder::default()
    };
    let outcome = game.play(&Order::Move(order))?;
    match &outcome.refused {
        // The convoy is still in its Used Box: these rules do not say when it comes back.
        Some(refused) => println!("18th-army back on ru-1: {}", refused.refusal),
        None => println!("18th-army back on ru-1: legal, {}", outcome.cost.unwrap_or_default()),
    }
    // The whole state is serde data: a game resumes from its situation.
    let resumed = Game::from_parts(&map, RulesData::builtin()?, game.situation().clone())?;
    assert_eq!(resumed.situation(), game.situation());
    Ok(())
}

/// "legal, N MP", or the refusal with its clause.
fn legality(verdict: &umpire_strategic::MoveVerdict) -> String {
    match verdict.refusal() {
        Some(refusal) => refusal.to_string(),
        None => format!("legal, {} MP", verdict.route().cost),
    }
}

#[test]
fn the_example_runs() -> Result<(), Box<dyn Error>> {
    main()
}
