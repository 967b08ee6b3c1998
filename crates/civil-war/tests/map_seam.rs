//! The map seam checks itself: a game's own map, whose railroad is kept as pairs of printed hex
//! ids, built with `Game::from_parts` under the right numbering and under one of the wrong
//! offset parity. The right one moves by rail on the rails stated once, on the map; the wrong
//! one is refused, naming the hexside and the parity that would fit.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::collections::BTreeSet;

use umpire_civil_war::{
    CivilWarMap, Game, MapError, Mode, MoveOptions, PartsError, RulesData, Situation, UnitState,
};
use umpire_hex::{Hex, HexNumbering, Hexside, Offset, OffsetLayout};
use umpire_map::{Crossing, HexBoard, Mp};

/// The railroad as the game's data give it, printed id to printed id: a zig-zag that joins
/// neighbours only when the odd columns are the shoved ones (odd-q).
const RAILROAD: [&str; 6] = ["0102", "0203", "0303", "0404", "0504", "0605"];

/// Six columns of five clear hexes; the railroad kept as offset pairs.
struct Printed {
    numbering: HexNumbering,
    rails: BTreeSet<(Offset, Offset)>,
}

impl Printed {
    fn new(layout: OffsetLayout) -> Printed {
        let numbering = HexNumbering::new(layout, 1..=6, 1..=5);
        let offset = |id: &str| {
            let n: i32 = id.parse().unwrap();
            Offset::new(n / 100, n % 100)
        };
        let rails = RAILROAD
            .windows(2)
            .flat_map(|w| {
                let (a, b) = (offset(w[0]), offset(w[1]));
                [(a, b), (b, a)]
            })
            .collect();
        Printed { numbering, rails }
    }
}

impl HexBoard for Printed {
    fn hex_count(&self) -> usize {
        30
    }
    fn hex_index(&self, hex: Hex) -> Option<usize> {
        let Offset { col, row } = self.numbering.offset_of(hex);
        ((1..=6).contains(&col) && (1..=5).contains(&row))
            .then(|| usize::try_from((col - 1) * 5 + (row - 1)).unwrap())
    }
    fn hex_at(&self, index: usize) -> Hex {
        let index = i32::try_from(index).unwrap();
        self.numbering.hex_of(Offset::new(index / 5 + 1, index % 5 + 1))
    }
    fn terrain(&self, hex: Hex) -> Option<&str> {
        self.hex_index(hex).map(|_| "clear")
    }
    fn numbering(&self) -> &HexNumbering {
        &self.numbering
    }
    fn crossing(&self, side: Hexside) -> Crossing {
        let [a, b] = side.hexes();
        let pair = (self.numbering.offset_of(a), self.numbering.offset_of(b));
        Crossing { rail: self.rails.contains(&pair), ..Crossing::NONE }
    }
    fn for_each_stated_hexside(&self, mut visit: impl FnMut(Hex, Hex, Crossing)) {
        let rail = Crossing { rail: true, ..Crossing::NONE };
        for (a, b) in &self.rails {
            visit(self.numbering.hex_of(*a), self.numbering.hex_of(*b), rail);
        }
    }
}

impl CivilWarMap for Printed {}

/// A corps on the railroad's first hex, in Union territory (the whole map), with the month's
/// rail capacity; no rail base stated: it comes from the map.
fn situation(map: &Printed) -> Situation {
    let mut situation = Situation::new("union", 1);
    situation.units.push(
        UnitState::builder("8th-corps")
            .side("union")
            .unit_type("infantry")
            .strength(8)
            .movement(Mp::whole(3))
            .at(map.parse_hex("0102").unwrap())
            .build(),
    );
    situation.territory.insert("union".into(), map.numbering.rect().iter().collect());
    situation.rail.capacity.insert("union".into(), 20);
    situation
}

#[test]
fn the_right_parity_moves_by_rail_on_the_rails_of_the_map() {
    let map = Printed::new(OffsetLayout::ODD_Q);
    let game = Game::from_parts(&map, RulesData::builtin().unwrap(), situation(&map)).unwrap();
    let base = &game.situation().rail.base["union"];
    let ids: BTreeSet<String> = base.iter().map(|h| map.hex_id(*h)).collect();
    assert_eq!(ids, RAILROAD.iter().map(|s| (*s).to_owned()).collect());
    let rail = MoveOptions { mode: Mode::Rail, ..MoveOptions::default() };
    let path = ["0102", "entrain", "0203", "0303", "0404", "0504", "0605", "detrain"];
    let verdict = game.check("8th-corps", &path, &rail).unwrap();
    assert!(verdict.is_legal(), "{:?}", verdict.refusal());
    let reach = game.reach("8th-corps", &rail).unwrap();
    assert!(reach.get("0605").is_some(), "the end of the line is in reach by rail");
}

#[test]
fn the_wrong_parity_is_refused_naming_the_hexside_and_the_parity() {
    let map = Printed::new(OffsetLayout::EVEN_Q);
    let error = Game::from_parts(&map, RulesData::builtin().unwrap(), situation(&map)).err();
    let Some(PartsError::Map(error)) = error else { panic!("{error:?}") };
    let MapError::NotAdjacent { what, a, b, layout, .. } = error.as_ref() else {
        panic!("{error:?}")
    };
    assert_eq!((what.as_str(), *layout), ("rail", "even-q"));
    let side = [a.as_str(), b.as_str()];
    assert!(
        RAILROAD.windows(2).any(|w| w == side || [w[1], w[0]] == side),
        "names a hexside of the railroad by its printed ids: {error}"
    );
    let text = error.to_string();
    assert!(text.contains("not adjacent"), "{text}");
    assert!(text.contains("they are neighbours under odd-q"), "{text}");
    assert!(!text.contains("Hex {"), "{text}");
}

#[test]
fn a_map_whose_numbers_do_not_go_both_ways_is_refused() {
    struct Twisted(Printed);
    impl HexBoard for Twisted {
        fn hex_count(&self) -> usize {
            self.0.hex_count()
        }
        fn hex_index(&self, hex: Hex) -> Option<usize> {
            self.0.hex_index(hex).map(|i| (i + 1) % 30)
        }
        fn hex_at(&self, index: usize) -> Hex {
            self.0.hex_at(index)
        }
        fn terrain(&self, hex: Hex) -> Option<&str> {
            self.0.terrain(hex)
        }
        fn numbering(&self) -> &HexNumbering {
            self.0.numbering()
        }
    }
    impl CivilWarMap for Twisted {}
    let map = Twisted(Printed::new(OffsetLayout::ODD_Q));
    let situation = Situation::new("union", 1);
    let error = Game::from_parts(map, RulesData::builtin().unwrap(), situation).err();
    assert!(
        matches!(&error, Some(PartsError::Map(e)) if matches!(**e, MapError::Numbering { index: 0, .. })),
        "{error:?}"
    );
}

#[test]
fn a_hexside_off_the_map_is_refused() {
    let mut map = Printed::new(OffsetLayout::ODD_Q);
    // A hexside on the map's edge (one hex off it) is the map's, as a scenario file's may be;
    // one with neither hex on the map is not.
    map.rails.insert((Offset::new(7, 6), Offset::new(7, 7)));
    let error = Game::from_parts(&map, RulesData::builtin().unwrap(), situation(&map)).err();
    let Some(error) = error else { panic!("the map was accepted") };
    assert!(error.to_string().contains("but neither hex is on the map"), "{error}");
}
