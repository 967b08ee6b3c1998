//! Random orders for property tests: a [`Seed`] drawn before the game exists, read as an order
//! on the board as it stands — a path its reach returned, a random walk (now and then jumping
//! anywhere: a port, a box) or the next phase.

use proptest::prelude::*;
use umpire_map::{Board, HexBoard};
use umpire_scenario::ScenarioMap;
use umpire_strategic::{Game, MoveOrder, NextPhase, Order, Phase, Procedure};

/// What an order will be, drawn before the game it is played in exists.
#[derive(Debug, Clone)]
pub struct Seed {
    /// 0–5: a path reach returned; 6–8: a random walk; 9: the next phase.
    pub kind: u8,
    pub unit: usize,
    pub picks: Vec<usize>,
    pub procedure: u8,
    pub convoys: Vec<usize>,
}

pub fn seed() -> impl Strategy<Value = Seed> {
    (
        0..10u8,
        any::<usize>(),
        proptest::collection::vec(any::<usize>(), 1..5),
        0..8u8,
        proptest::collection::vec(any::<usize>(), 0..3),
    )
        .prop_map(|(kind, unit, picks, procedure, convoys)| Seed {
            kind,
            unit,
            picks,
            procedure,
            convoys,
        })
}

/// The order `seed` stands for on the board of `game`.
pub fn order(game: &Game<ScenarioMap>, seed: &Seed) -> Order {
    let map = game.map();
    let situation = game.situation();
    if seed.kind == 9 {
        let sides: Vec<&String> = game.data().factions.keys().collect();
        return Order::NextPhase(NextPhase {
            phase: Phase::ALL[seed.picks[0] % 2],
            side: Some(sides[seed.unit % sides.len()].clone()),
            weather: Default::default(),
        });
    }
    let unit = &situation.units[seed.unit % situation.units.len()];
    let mut path = Vec::new();
    if let Some(at) = unit.at {
        path.push(at);
        if seed.kind < 6 {
            let reach = game.reach(&unit.id).unwrap();
            if !reach.places.is_empty() {
                path = reach.path_of(&reach.places[seed.picks[0] % reach.places.len()]);
            }
        }
        if path.len() < 2 {
            // A walk to neighbours, now and then jumping anywhere (a port, a box).
            for pick in &seed.picks {
                let from = *path.last().unwrap();
                let mut next = Vec::new();
                map.for_each_leg(from, |place, _, _| next.push(place));
                if pick.is_multiple_of(4) || next.is_empty() {
                    next = (0..map.place_count()).map(|i| map.place_at(i)).collect();
                }
                path.push(next[pick % next.len()]);
            }
        }
    } else {
        path.push(map.place_at(seed.picks[0] % map.place_count()));
        path.push(map.place_at(seed.unit % map.place_count()));
    }
    let procedure = match seed.procedure {
        0 => Some(Procedure::HexToHex),
        1 => Some(Procedure::PortToPort),
        2 => Some(Procedure::BoxToBox),
        _ => None,
    };
    let convoys = if situation.convoys.is_empty() || seed.procedure.is_multiple_of(2) {
        Vec::new()
    } else {
        seed.convoys
            .iter()
            .map(|n| situation.convoys[n % situation.convoys.len()].id.clone())
            .collect()
    };
    Order::Move(MoveOrder {
        unit: Some(unit.id.clone()),
        units: Vec::new(),
        path: path.into_iter().map(|p| map.place_id(p)).collect(),
        procedure,
        convoys,
    })
}
