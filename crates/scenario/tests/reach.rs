//! The movement search over a loaded scenario, with a tiny ruleset that prices what the
//! scenario's legs say: terrain entered, roads, rivers and bridges, boxes.
#![allow(missing_docs, clippy::unwrap_used, clippy::expect_used)]

use umpire_map::{
    Board, Citation, ClauseId, EdgeOf, Ledger, Line, Movement, Mover, Mp, Refusal, Search, Step,
    StepOutcome, check,
};
use umpire_scenario::{Feature, MapPlace, Scenario, ScenarioMap, load_demo};

const TERRAIN: ClauseId = ClauseId::new("DEMO-TERRAIN");
const ROAD: ClauseId = ClauseId::new("DEMO-ROAD");
const RIVER: ClauseId = ClauseId::new("DEMO-RIVER");
const BOX: ClauseId = ClauseId::new("DEMO-BOX");
const MA: ClauseId = ClauseId::new("DEMO-MA");

/// Clear and city 1, forest 2, swamp 3; mountain and sea closed. Along a road ½ whatever the
/// terrain; across a river without a bridge +2. Entering a box spends the whole allowance.
struct Demo;

impl Movement<ScenarioMap> for Demo {
    type State = ();

    fn step(
        &self,
        map: &ScenarioMap,
        _state: (),
        edge: EdgeOf<ScenarioMap>,
        ledger: &mut impl Ledger,
    ) -> StepOutcome<()> {
        let Some(leg) = edge.leg else {
            return Refusal::new(TERRAIN, "not one leg away").into();
        };
        if let MapPlace::Box(_) = edge.to {
            return Step::whole_allowance(Citation::new(BOX, "into a box"), ()).into();
        }
        if leg.road {
            ledger.record(|| Line::cost(ROAD, Mp::fraction(1, 2).unwrap(), "road"));
            return Step::costing(Mp::fraction(1, 2).unwrap(), ()).into();
        }
        let terrain =
            map.terrain_at_index(edge.to_index).and_then(|t| map.terrain_name(t)).unwrap_or("");
        let mut cost = match terrain {
            "clear" | "city" => Mp::ONE,
            "forest" => Mp::whole(2),
            "swamp" => Mp::whole(3),
            _ => return Refusal::new(TERRAIN, format!("{terrain} is closed")).into(),
        };
        if leg.features.contains(Feature::River) && !leg.features.contains(Feature::Bridge) {
            cost = cost.checked_add(Mp::whole(2)).unwrap();
            ledger.record(|| Line::cost(RIVER, Mp::whole(2), "river"));
        }
        Step::costing(cost, ()).into()
    }

    fn allowance_refusal(&self, needed: Mp, left: Mp) -> Refusal {
        Refusal::new(MA, format!("needs {needed} MP, {left} MP left"))
    }

    fn not_a_candidate(&self, _from: MapPlace, _to: MapPlace) -> Refusal {
        Refusal::new(TERRAIN, "not adjacent")
    }
}

fn at(scenario: &Scenario, id: &str) -> MapPlace {
    MapPlace::Hex(scenario.map.parse_hex(id).unwrap())
}

fn mover(place: MapPlace, allowance: u32) -> Mover<MapPlace, ()> {
    Mover { at: place, state: (), allowance: Some(Mp::whole(allowance)) }
}

fn half(n: u32) -> Mp {
    Mp::fraction(n, 2).unwrap()
}

#[test]
fn along_the_road_and_over_the_bridge() {
    let demo = load_demo();
    let mut search = Search::new();
    let reach = search.reach(&demo.map, &Demo, &mover(at(&demo, "e0205"), 4)).unwrap();
    let cost = |id: &str| reach.cost(at(&demo, id));
    assert_eq!(cost("e0305"), Some(half(1)));
    assert_eq!(cost("e0504"), Some(half(3)), "road through the swamp");
    assert_eq!(cost("e0703"), Some(half(5)), "over the bridge");
    assert_eq!(cost("e1003"), Some(Mp::whole(4)));
    assert_eq!(cost("e1103"), None, "Port Ash is 4 1/2 MP away");
    assert_eq!(cost("e0107"), None, "mountains are closed");
    assert!(reach.iter().all(|r| demo.map.index_of(r.place).is_some()));
}

#[test]
fn rivers_cost_extra_without_a_bridge() {
    let demo = load_demo();
    let mut search = Search::new();
    let reach = search.reach(&demo.map, &Demo, &mover(at(&demo, "e0602"), 5)).unwrap();
    assert_eq!(reach.cost(at(&demo, "e0702")), Some(Mp::whole(3)));
    let route = [at(&demo, "e0602"), at(&demo, "e0702")];
    let verdict = check(&demo.map, &Demo, &mover(route[0], 5), &route).unwrap();
    assert!(verdict.is_legal());
}

#[test]
fn boxes_connect_to_their_edge_hexes() {
    let demo = load_demo();
    let reserves = MapPlace::Box(demo.map.box_by_key("reserves").unwrap());
    let mut search = Search::new();
    let out = search.reach(&demo.map, &Demo, &mover(reserves, 2)).unwrap();
    assert_eq!(out.cost(at(&demo, "e0210")), Some(Mp::ONE));
    assert_eq!(out.cost(at(&demo, "e0410")), Some(Mp::ONE));
    assert_eq!(out.cost(at(&demo, "e0209")), Some(Mp::whole(2)));
    assert_eq!(out.cost(at(&demo, "e0510")), Some(Mp::whole(2)));
    let mut search = Search::new();
    let into = search.reach(&demo.map, &Demo, &mover(at(&demo, "e0310"), 3)).unwrap();
    assert_eq!(into.cost(reserves), Some(Mp::whole(3)), "a box takes the whole allowance");
    let into = search.reach(&demo.map, &Demo, &mover(at(&demo, "e0510"), 3)).unwrap();
    assert_eq!(into.cost(reserves), Some(Mp::whole(3)), "via an edge hex");
}
