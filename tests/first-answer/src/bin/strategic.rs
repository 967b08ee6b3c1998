//! The strategic rules' first answer on a map of the game's own: where a panzer corps can go.

use std::collections::HashMap;

use umpire_hex::{Hex, HexNumbering, OffsetLayout, OffsetRect};
use umpire_map::{HexBoard, Mp, Rules};
use umpire_strategic::{Game, Phase, RulesData, Situation, StrategicMap, UnitState};

/// The game's own map: terrain by hex over a rectangle of printed hexes 0101-0505.
struct MyMap {
    numbering: HexNumbering,
    rect: OffsetRect,
    terrain: HashMap<Hex, &'static str>,
}

impl HexBoard for MyMap {
    fn hex_count(&self) -> usize {
        self.rect.len()
    }
    fn hex_index(&self, hex: Hex) -> Option<usize> {
        self.rect.index_of(hex)
    }
    fn hex_at(&self, index: usize) -> Hex {
        self.rect.hex_at(index).unwrap_or_default()
    }
    fn terrain(&self, hex: Hex) -> Option<&str> {
        self.terrain.get(&hex).copied()
    }
    fn numbering(&self) -> &HexNumbering {
        &self.numbering
    }
}

impl StrategicMap for MyMap {}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let numbering = HexNumbering::new(OffsetLayout::ODD_Q, 1..=5, 1..=5);
    let rect = numbering.rect();
    let mut terrain: HashMap<Hex, &str> = rect.iter().map(|hex| (hex, "clear")).collect();
    terrain.insert(numbering.parse("0302")?, "swamp");
    let map = MyMap { numbering, rect, terrain };
    let mut situation = Situation::new(Phase::Operational, "axis");
    let start = map.parse_hex("0101")?.into();
    situation.units.push(UnitState::new("4-pz", "axis", "german", "armor", Mp::whole(4), start));
    let game = Game::from_parts(map, RulesData::builtin()?, situation)?;
    let reach = Rules::reach(&game, "4-pz", &())?;
    let why = Rules::explain(&game, "4-pz", "0505", &())?.and_then(|j| j.refused);
    let to_0303 = reach.get("0303").map_or("out of reach".to_owned(), |p| p.cost.to_string());
    println!("4-pz reaches {} places; 0303 costs {to_0303}", reach.places.len());
    println!("0505: {}", why.map_or("in reach".to_owned(), |r| r.refusal.to_string()));
    Ok(())
}
