//! Random orders for property tests on every shipped Civil War scenario: a [`Pick`] of random
//! choices read as an order on the board as it stands ([`View::order`]) — moves drawn from
//! reach (some pushed one hex further), voyages with random cargo, ferries, assaults with
//! random results and losses, destination changes, phase ends, and now and then an order
//! naming nothing the game has.

#![allow(dead_code)]

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use proptest::prelude::*;
use umpire_civil_war::{Game, Mode, MoveOptions};
use umpire_hex::Hex;
use umpire_map::HexBoard;
use umpire_scenario::{Scenario, ScenarioMap, load_file};

pub const SCENARIOS: [&str; 14] = [
    "cw-ground-march.toml",
    "cw-ground-modes.toml",
    "cw-ground-terrain.toml",
    "cw-ground-zoc.toml",
    "cw-rail-lines.toml",
    "cw-rail-long.toml",
    "cw-transport-assault.toml",
    "cw-transport-coast.toml",
    "cw-transport-river.toml",
    "cw-water-coast.toml",
    "cw-water-ferry.toml",
    "cw-water-florida.toml",
    "cw-water-river.toml",
    "rail.toml",
];

pub fn scenario(name: &str) -> Scenario {
    let path = format!("{}/../../scenarios/civil-war/{name}", env!("CARGO_MANIFEST_DIR"));
    load_file(Path::new(&path)).unwrap_or_else(|e| panic!("{e}"))
}

/// The random choices one order is made from, and the dice it rolls.
#[derive(Debug, Clone)]
pub struct Pick {
    pub kind: u8,
    pub a: usize,
    pub b: usize,
    pub c: usize,
    pub d: usize,
    pub rolls: [u32; 3],
}

pub fn pick() -> impl Strategy<Value = Pick> {
    (
        0..23u8,
        any::<usize>(),
        any::<usize>(),
        any::<usize>(),
        any::<usize>(),
        [1..=6u32, 1..=6, 1..=6],
    )
        .prop_map(|(kind, a, b, c, d, rolls)| Pick { kind, a, b, c, d, rolls })
}

fn quoted(ids: &[String]) -> String {
    ids.iter().map(|id| format!("{id:?}")).collect::<Vec<_>>().join(", ")
}

/// What an order is made from: the game's units and hexes as orders name them.
pub struct View<'g> {
    pub game: &'g Game<ScenarioMap>,
}

impl View<'_> {
    fn map(&self) -> &ScenarioMap {
        self.game.map()
    }

    fn units(&self, keep: impl Fn(&umpire_civil_war::UnitState) -> bool) -> Vec<String> {
        self.game.situation().units.iter().filter(|u| keep(u)).map(|u| u.id.clone()).collect()
    }

    fn one(items: &[String], n: usize) -> Option<&String> {
        (!items.is_empty()).then(|| &items[n % items.len()])
    }

    fn hex(&self, n: usize) -> String {
        let map = self.map();
        map.hex_id(map.hex_at(n % map.hex_count()))
    }

    /// A hex of the map next to `hex` (or `hex` itself when none is).
    fn beside(&self, hex: Hex, n: usize) -> String {
        let map = self.map();
        let around: Vec<Hex> =
            hex.neighbours().into_iter().filter(|h| map.hex_index(*h).is_some()).collect();
        let chosen = if around.is_empty() { hex } else { around[n % around.len()] };
        map.hex_id(chosen)
    }

    /// A hex next to the end of path id `id` (a hex, or a river hexside `a/b`).
    fn beside_id(&self, id: &str, n: usize) -> String {
        let first = id.split('/').nth(n % 2).or(id.split('/').next()).unwrap_or(id);
        match self.map().parse_hex(first) {
            Ok(hex) if id.contains('/') => self.map().hex_id(hex),
            Ok(hex) => self.beside(hex, n),
            Err(_) => self.hex(n),
        }
    }

    fn at(&self, id: &str) -> Option<Hex> {
        self.game.situation().unit(id).and_then(|u| u.at)
    }

    /// A path of `unit` in `mode`: one reach gives, or its start and a hex beside it, and
    /// sometimes one hex further.
    fn path(&self, unit: &str, mode: Mode, p: &Pick) -> Vec<String> {
        let options = MoveOptions { mode, ..MoveOptions::default() };
        let reach = self.game.reach(unit, &options).ok();
        let picked = reach
            .as_ref()
            .and_then(|r| r.places.get(p.b % r.places.len().max(1)).map(|place| r.path_of(place)));
        let mut path = match picked {
            Some(path) => path,
            None => {
                let Some(at) = self.at(unit) else { return vec![self.hex(p.b)] };
                vec![self.map().hex_id(at), self.beside(at, p.b)]
            }
        };
        if p.c.is_multiple_of(4)
            && let Some(last) = path.last().cloned()
        {
            path.push(self.beside_id(&last, p.c / 4));
        }
        path
    }

    pub fn order(&self, p: &Pick) -> String {
        let units = self.units(|u| u.at.is_some());
        let Some(unit) = Self::one(&units, p.a) else { return "order = \"next-phase\"".into() };
        let water = |u: &umpire_civil_war::UnitState| {
            u.at.is_some()
                && self.game.data().unit_types.get(&u.unit_type).is_some_and(|t| t.water.is_some())
        };
        let transports = self.units(|u| water(u) && u.unit_type.ends_with("transport"));
        let leaders = self.units(|u| u.at.is_some() && u.unit_type == "leader");
        let mut text = String::new();
        match p.kind {
            0..=3 => {
                let path = self.path(unit, Mode::Ground, p);
                let _ =
                    write!(text, "order = \"move\"\nunit = {unit:?}\npath = [{}]", quoted(&path));
                if p.d.is_multiple_of(5) {
                    let _ = write!(text, "\nforce_march = {}", p.d % 3);
                }
            }
            4..=6 => {
                let path = self.path(unit, Mode::Rail, p);
                let _ = write!(
                    text,
                    "order = \"move\"\nunit = {unit:?}\nmode = \"rail\"\npath = [{}]",
                    quoted(&path)
                );
                if p.d.is_multiple_of(2) {
                    let destination = if p.d.is_multiple_of(4) {
                        path.last().cloned().unwrap_or_default()
                    } else {
                        self.hex(p.d)
                    };
                    let eta = self.game.situation().phase + (p.d / 4 % 3) as u32;
                    let _ = write!(
                        text,
                        "\nstay_entrained = {{ destination = {destination:?}, eta = {eta} }}"
                    );
                }
            }
            7..=8 => {
                let boats = self.units(water);
                let unit = Self::one(&boats, p.a).unwrap_or(unit);
                let path = self.path(unit, Mode::Water, p);
                let _ = write!(
                    text,
                    "order = \"move\"\nunit = {unit:?}\nmode = \"water\"\npath = [{}]",
                    quoted(&path)
                );
            }
            9..=13 => {
                let Some(transport) = Self::one(&transports, p.a) else {
                    return "order = \"next-phase\"".into();
                };
                let ground = self.units(|u| u.at.is_some() && !water(u));
                let cargo: Vec<String> = ground
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| p.b >> (i % 60) & 1 == 1)
                    .map(|(_, id)| id.clone())
                    .take(3)
                    .collect();
                let path = if p.c.is_multiple_of(3) {
                    Vec::new()
                } else {
                    self.path(transport, Mode::Water, p)
                };
                let end = path
                    .last()
                    .cloned()
                    .or_else(|| self.at(transport).map(|h| self.map().hex_id(h)))
                    .unwrap_or_default();
                let _ = write!(
                    text,
                    "order = \"voyage\"\ntransport = {transport:?}\ncargo = [{}]\npath = [{}]",
                    quoted(&cargo),
                    quoted(&path)
                );
                if p.d.is_multiple_of(2) {
                    let _ = write!(text, "\nland_in = {:?}", self.beside_id(&end, p.d / 2));
                } else {
                    let _ = write!(text, "\ndestination = {:?}", self.hex(p.d));
                }
            }
            14 => {
                let _ = write!(
                    text,
                    "order = \"ferry\"\nunit = {:?}",
                    Self::one(&transports, p.a).unwrap_or(unit)
                );
            }
            15..=16 => {
                let Some(transport) = Self::one(&transports, p.a) else {
                    return "order = \"next-phase\"".into();
                };
                let aboard = self.units(|u| {
                    u.at.is_some()
                        && u.embarked_on.as_deref() == Some(transport.as_str())
                        && u.unit_type != "leader"
                });
                let attackers: Vec<String> =
                    if aboard.is_empty() { vec![unit.clone()] } else { aboard };
                let side = &self.game.situation().side;
                let held: Vec<String> = self
                    .units(|u| u.side != *side && u.at.is_some() && u.river_side.is_none())
                    .iter()
                    .filter_map(|id| self.at(id))
                    .filter(|h| self.at(transport).is_some_and(|t| t.distance(*h) <= 1))
                    .map(|h| self.map().hex_id(h))
                    .collect();
                let target = match Self::one(&held, p.b).filter(|_| !p.b.is_multiple_of(3)) {
                    Some(hex) => hex.clone(),
                    None => {
                        self.at(transport).map_or_else(|| self.hex(p.b), |h| self.beside(h, p.b))
                    }
                };
                let result = ["retreated", "retreated-into-fort", "held"][p.c % 3];
                let losses: Vec<String> = attackers
                    .iter()
                    .enumerate()
                    .map(|(i, id)| format!("{id:?} = {}", (p.d >> i) % 3))
                    .collect();
                let _ = write!(
                    text,
                    "order = \"assault\"\nunits = [{}]\ntransport = {transport:?}\ntarget = {target:?}\nresult = {result:?}\nlosses = {{ {} }}",
                    quoted(&attackers),
                    losses.join(", ")
                );
                if let Some(leader) = Self::one(&leaders, p.a / 7) {
                    let _ = write!(text, "\nleader = {leader:?}");
                }
                if result == "retreated"
                    && let Ok(hex) = self.map().parse_hex(&target)
                {
                    let defenders = self.units(|u| {
                        u.at == Some(hex)
                            && u.embarked_on.is_none()
                            && u.river_side.is_none()
                            && u.side != self.game.situation().side
                    });
                    let retreats: Vec<String> = defenders
                        .iter()
                        .map(|id| format!("{id:?} = {:?}", self.beside(hex, p.d)))
                        .collect();
                    let _ = write!(text, "\nretreats = {{ {} }}", retreats.join(", "));
                }
            }
            17 => {
                let transport = Self::one(&transports, p.a).unwrap_or(unit);
                let _ = write!(
                    text,
                    "order = \"change-destination\"\ntransport = {transport:?}\nto = {:?}\nautomatic = {}",
                    self.hex(p.b),
                    p.c.is_multiple_of(2)
                );
                if let Some(leader) = Self::one(&leaders, p.d) {
                    let _ = write!(text, "\ncommander = {leader:?}");
                }
            }
            18..=20 => {
                text.push_str("order = \"next-phase\"");
                if p.a.is_multiple_of(3) {
                    let _ = write!(text, "\nside = {:?}", ["union", "confederate"][p.b % 2]);
                }
                if p.c.is_multiple_of(3) {
                    // A new allotment, at a month's start when the game turn is restated (and
                    // else, mid-month, a bad order), with next month's known ahead.
                    if p.d.is_multiple_of(2) {
                        let _ = write!(text, "\nturn = {}", 1 + p.a % 4);
                    }
                    let _ = write!(
                        text,
                        "\nallotment = {{ union = {} }}\nnext_allotment = {{ confederate = {} }}",
                        p.d % 30,
                        p.d % 7
                    );
                }
            }
            21 => {
                let _ = write!(
                    text,
                    "order = \"move\"\nunit = \"{unit}x\"\npath = [{:?}]",
                    self.hex(p.b)
                );
            }
            _ => {
                let _ = write!(
                    text,
                    "order = \"voyage\"\ntransport = {unit:?}\ncargo = [\"nobody\"]\nland_in = {:?}",
                    self.hex(p.b)
                );
            }
        }
        text
    }
}

/// Every shipped Civil War scenario file, in name order.
pub fn scenario_paths() -> Vec<PathBuf> {
    let folder = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../../scenarios/civil-war"));
    let mut paths: Vec<PathBuf> = std::fs::read_dir(folder)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "toml"))
        .collect();
    paths.sort();
    assert!(paths.len() >= 14, "{paths:?}");
    paths
}
