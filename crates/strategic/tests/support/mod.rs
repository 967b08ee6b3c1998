//! An independent map type for the tests: a map kept the way a game might keep it (hash maps
//! keyed by hex and hexside, its hexes numbered in an order of the test's choosing, its box
//! links worked out from the boxes' own entries), copied from a scenario map's own accessors.

#![allow(dead_code)]

pub mod orders;

use std::collections::HashMap;
use std::path::Path;

use umpire_hex::{Hex, HexNumbering, Hexside};
use umpire_map::{BoxId, Crossing, HexBoard, MapPlace};
use umpire_scenario::{ScenarioMap, load_file};
use umpire_strategic::{Game, StrategicMap};

/// A map kept the way a game might keep it, copied from a scenario map's own accessors.
pub struct OwnMap {
    numbering: HexNumbering,
    hexes: Vec<Hex>,
    number: HashMap<Hex, usize>,
    terrain: HashMap<Hex, String>,
    sides: HashMap<Hexside, Crossing>,
    kinds: Vec<(Hex, String)>,
    countries: Vec<(Hex, String)>,
    boxes: Vec<(String, Vec<MapPlace>)>,
    boxes_at: HashMap<Hex, Vec<BoxId>>,
}

impl OwnMap {
    /// `map` copied, its hexes numbered in the order of `key` (of each hex's number on `map`).
    pub fn copy(map: &ScenarioMap, key: impl Fn(usize) -> u64) -> OwnMap {
        let mut hexes: Vec<(u64, Hex)> =
            map.hexes().enumerate().map(|(index, hex)| (key(index), hex)).collect();
        hexes.sort_unstable();
        let hexes: Vec<Hex> = hexes.into_iter().map(|(_, hex)| hex).collect();
        let number = hexes.iter().enumerate().map(|(i, h)| (*h, i)).collect();
        let terrain = hexes.iter().map(|h| (*h, map.terrain(*h).unwrap().to_owned())).collect();
        let mut sides = HashMap::new();
        for hex in &hexes {
            for side in hex.hexsides() {
                let crossing = Crossing {
                    features: map.features(side),
                    road: map.road_across(side),
                    rail: map.rail_across(side),
                };
                if crossing != Crossing::NONE {
                    sides.insert(side, crossing);
                }
            }
        }
        let kinds =
            map.places().iter().flat_map(|p| p.kinds.iter().map(|k| (p.hex, k.clone()))).collect();
        let countries = map
            .zones()
            .iter()
            .filter(|z| z.kind == "country")
            .flat_map(|z| z.hexes.iter().map(|h| (*h, z.id.clone())))
            .collect();
        // Box links from the boxes' entries: adjacency both ways, then edge hexes.
        let mut boxes: Vec<(String, Vec<MapPlace>)> =
            map.boxes().iter().map(|b| (b.key.clone(), Vec::new())).collect();
        let mut boxes_at: HashMap<Hex, Vec<BoxId>> = HashMap::new();
        for b in map.boxes() {
            for other in &b.adjacent_boxes {
                for (from, to) in [(b.id, *other), (*other, b.id)] {
                    let links = &mut boxes[from.index()].1;
                    if !links.contains(&MapPlace::Box(to)) {
                        links.push(MapPlace::Box(to));
                    }
                }
            }
        }
        for b in map.boxes() {
            for hex in &b.edge_hexes {
                boxes[b.id.index()].1.push(MapPlace::Hex(*hex));
                boxes_at.entry(*hex).or_default().push(b.id);
            }
        }
        OwnMap {
            numbering: map.numbering().clone(),
            hexes,
            number,
            terrain,
            sides,
            kinds,
            countries,
            boxes,
            boxes_at,
        }
    }
}

impl OwnMap {
    /// Its hexes, in its own order (their numbers on it).
    pub fn hexes(&self) -> &[Hex] {
        &self.hexes
    }

    /// This map with its hexes given ids by `numbering` instead of the scenario's printed ones
    /// (a map with no printed ids numbered by `HexNumbering::covering`, say).
    pub fn renumbered(self, numbering: HexNumbering) -> OwnMap {
        OwnMap { numbering, ..self }
    }
}

impl HexBoard for OwnMap {
    fn hex_count(&self) -> usize {
        self.hexes.len()
    }
    fn hex_index(&self, hex: Hex) -> Option<usize> {
        self.number.get(&hex).copied()
    }
    fn hex_at(&self, index: usize) -> Hex {
        self.hexes[index]
    }
    fn terrain(&self, hex: Hex) -> Option<&str> {
        self.terrain.get(&hex).map(String::as_str)
    }
    fn numbering(&self) -> &HexNumbering {
        &self.numbering
    }
    fn crossing(&self, side: Hexside) -> Crossing {
        self.sides.get(&side).copied().unwrap_or(Crossing::NONE)
    }
    fn box_count(&self) -> usize {
        self.boxes.len()
    }
    fn box_key(&self, id: BoxId) -> Option<&str> {
        self.boxes.get(id.index()).map(|(key, _)| key.as_str())
    }
    fn for_each_box_link(&self, id: BoxId, visit: impl FnMut(MapPlace)) {
        self.boxes
            .get(id.index())
            .into_iter()
            .flat_map(|(_, links)| links.iter().copied())
            .for_each(visit);
    }
    fn for_each_box_at(&self, hex: Hex, visit: impl FnMut(BoxId)) {
        self.boxes_at.get(&hex).into_iter().flatten().copied().for_each(visit);
    }
    fn for_each_place_kind(&self, mut visit: impl FnMut(Hex, &str)) {
        self.kinds.iter().for_each(|(hex, kind)| visit(*hex, kind));
    }
}

impl StrategicMap for OwnMap {
    fn for_each_country_hex(&self, mut visit: impl FnMut(Hex, &str)) {
        self.countries.iter().for_each(|(hex, country)| visit(*hex, country));
    }
}

/// The shipped strategic scenarios that set up a phase.
pub fn scenarios() -> Vec<(String, Game<ScenarioMap>)> {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scenarios/strategic");
    let mut games = Vec::new();
    for entry in std::fs::read_dir(&folder).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "toml") {
            let scenario = load_file(&path).unwrap_or_else(|e| panic!("{e}"));
            let game = Game::new(&scenario).unwrap_or_else(|e| panic!("{e}"));
            games.push((path.display().to_string(), game));
        }
    }
    games.sort_by(|a, b| a.0.cmp(&b.0));
    assert!(games.len() >= 20, "found {} strategic scenarios", games.len());
    games
}
