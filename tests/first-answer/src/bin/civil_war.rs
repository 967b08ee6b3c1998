//! The Civil War rules' first answer on a map of the game's own: where a corps can march.

use umpire_civil_war::{CivilWarMap, Game, MoveOptions, RulesData, Situation, UnitState};
use umpire_hex::{Hex, HexNumbering, OffsetLayout, OffsetRect};
use umpire_map::{HexBoard, Mp, Rules};

/// The game's own map: clear hexes 0101-0505, a forest at 0302.
struct MyMap {
    numbering: HexNumbering,
    rect: OffsetRect,
    forest: Hex,
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
        self.rect.contains(hex).then_some(if hex == self.forest { "forest" } else { "clear" })
    }
    fn numbering(&self) -> &HexNumbering {
        &self.numbering
    }
}

impl CivilWarMap for MyMap {}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let numbering = HexNumbering::new(OffsetLayout::ODD_Q, 1..=5, 1..=5);
    let map = MyMap { rect: numbering.rect(), forest: numbering.parse("0302")?, numbering };
    let mut situation = Situation::new("union", 1);
    situation.units.push(
        UnitState::builder("8th-corps")
            .side("union")
            .unit_type("infantry")
            .strength(8)
            .movement(Mp::whole(3))
            .at(map.parse_hex("0101")?)
            .build(),
    );
    let game = Game::from_parts(map, RulesData::builtin()?, situation)?;
    let options = MoveOptions::default();
    let reach = Rules::reach(&game, "8th-corps", &options)?;
    let why = Rules::explain(&game, "8th-corps", "0505", &options)?.and_then(|j| j.refused);
    println!("8th-corps reaches {} places", reach.places.len());
    println!("0505: {}", why.map_or("in reach".to_owned(), |r| r.refusal.to_string()));
    Ok(())
}
