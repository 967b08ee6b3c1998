//! The strategic rules' first answer on a map of the game's own: where a panzer corps can go.

use umpire_hex::{Hex, HexNumbering, OffsetLayout, OffsetRect};
use umpire_map::{HexBoard, Mp, Rules};
use umpire_strategic::{Game, Phase, RulesData, Situation, StrategicMap, UnitState};

/// The game's own map: clear hexes 0101-0505, a swamp at 0302.
struct MyMap {
    numbering: HexNumbering,
    rect: OffsetRect,
    swamp: Hex,
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
        self.rect.contains(hex).then_some(if hex == self.swamp { "swamp" } else { "clear" })
    }
    fn numbering(&self) -> &HexNumbering {
        &self.numbering
    }
}

impl StrategicMap for MyMap {}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let numbering = HexNumbering::new(OffsetLayout::ODD_Q, 1..=5, 1..=5);
    let map = MyMap { rect: numbering.rect(), swamp: numbering.parse("0302")?, numbering };
    let mut situation = Situation::new("axis", Phase::Operational);
    situation.units.push(
        UnitState::builder("4-pz")
            .side("axis")
            .nationality("german")
            .unit_type("armor")
            .movement(Mp::whole(4))
            .at(map.parse_hex("0101")?)
            .build(),
    );
    let game = Game::from_parts(map, RulesData::builtin()?, situation)?;
    let reach = Rules::reach(&game, "4-pz", &())?;
    let why = Rules::explain(&game, "4-pz", "0505", &())?.and_then(|j| j.refused);
    println!("4-pz reaches {} places", reach.places.len());
    println!("0505: {}", why.map_or("in reach".to_owned(), |r| r.refusal.to_string()));
    Ok(())
}
