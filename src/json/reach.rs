//! `umpire reach --unit`: every place one unit can reach, with its cost, its stop and the tree of
//! its cheapest paths (each place names the arrival before it), for the strategic and the Civil
//! War rulesets alike.
//!
//! `umpire/reach/1` wrote each place's whole path, so its output grew with the places times the
//! lengths of their paths (1.78 GB and counting on a 1000×1000 map); `umpire/reach/2` writes the
//! tree, one parent a place, so it grows with the places. `schema/reach.v1.json` keeps the old
//! shape documented (a retired schema, no longer generated: see `cargo xtask schema`).

use schemars::JsonSchema;
use serde::Serialize;
use umpire_map::{PathEnd, Paths, PlaceId};
use umpire_scenario::ScenarioMap;

use super::common::{Citation, MpText, Refusal};

/// A strategic phase read from a scenario file.
type StrategicGame = umpire_strategic::Game<ScenarioMap>;

/// One unit's reach. The command writes it streamed: the fields and the `tree` on the first
/// line, then `places` one a line.
///
/// A cheapest path to a place is its `node`'s chain of `parent`s, read back to the start (the
/// node whose `parent` is `null`), every node found among `places` or `tree`; it passes
/// `umpire check` at the place's cost.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Reach {
    /// `umpire/reach/2`.
    pub schema: String,
    /// The ruleset: `strategic` or `civil-war`.
    pub ruleset: String,
    /// The unit.
    pub unit: String,
    /// The movement phase (`operational`, `reserve`; strategic only).
    pub phase: Option<String>,
    /// How it moves (`ground`, `rail`, `water`; Civil War only).
    pub mode: Option<String>,
    /// Where it starts: a hex id, a box id or a river hexside (`1012/1013`).
    pub start: Option<String>,
    /// The MP it moves with (strategic only): its Movement Allowance, less what it has spent
    /// when it takes its move up again (3.1).
    pub allowance: Option<MpText>,
    /// Why it may not move at all, if it may not (then `places` and `tree` are empty).
    pub refusal: Option<Refusal>,
    /// The nodes of the paths that are no place's own, in node order: the start (its `parent`
    /// `null`) and every place a path passes in another state than its cheapest arrival there
    /// (in a rail move, the hex where the unit entrains or detrains).
    pub tree: Vec<ReachNode>,
    /// The places it reaches, its start excluded.
    pub places: Vec<ReachPlace>,
}

super::output!(Reach, "reach", 2);

/// One place a unit reaches, and where its cheapest path comes from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct ReachPlace {
    /// The place: a hex id, a box id or a river hexside.
    pub id: String,
    /// The least movement points spent getting there.
    pub cost: MpText,
    /// Whether the unit must stop there.
    pub must_stop: bool,
    /// The clause that stops it there (must-stop places only).
    pub stop: Option<Citation>,
    /// This arrival's node number in the tree of paths (a number, not a count: numbers need not
    /// be consecutive, and a parent's number is always less than its child's).
    pub node: u64,
    /// The node its cheapest path comes from: another place's `node`, or one in `tree`.
    pub parent: Option<u64>,
}

/// An arrival on the cheapest paths that is not a place's own (see [`Reach::tree`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct ReachNode {
    /// Its node number.
    pub node: u64,
    /// The place: a hex id, a box id or a river hexside.
    pub id: String,
    /// The node before it, `null` for the start.
    pub parent: Option<u64>,
}

/// The node number of `end`.
fn node_of(end: PathEnd) -> u64 {
    end.index() as u64
}

/// The arrivals of `paths` on the way to the places ending at `ends` that are no place's own,
/// in node order, each printed by `id`. Linear in the arrivals: each is visited once.
fn tree_of<P: Clone>(
    paths: &Paths<P>,
    ends: impl Iterator<Item = PathEnd> + Clone,
    id: impl Fn(&P) -> String,
) -> Vec<ReachNode> {
    /// A place's own arrival.
    const END: u8 = 1;
    /// An arrival some path passes through.
    const PASSED: u8 = 2;
    let mut marks = vec![0_u8; paths.len()];
    for end in ends.clone() {
        if let Some(mark) = marks.get_mut(end.index()) {
            *mark |= END;
        }
    }
    let mut passed = Vec::new();
    for end in ends {
        let mut at = paths.before(end);
        while let Some(arrival) = at {
            match marks.get_mut(arrival.index()) {
                Some(mark) if *mark & PASSED == 0 => *mark |= PASSED,
                _ => break,
            }
            passed.push(arrival);
            at = paths.before(arrival);
        }
    }
    passed.retain(|arrival| marks.get(arrival.index()).is_some_and(|mark| mark & END == 0));
    passed.sort_unstable_by_key(|arrival| arrival.index());
    passed
        .into_iter()
        .filter_map(|arrival| {
            Some(ReachNode {
                node: node_of(arrival),
                id: id(paths.place(arrival)?),
                parent: paths.before(arrival).map(node_of),
            })
        })
        .collect()
}

impl Reach {
    /// The fields of a strategic unit's `reach` and its `tree`, `places` left empty (see [`Reach::strategic_places`]).
    pub fn strategic(game: &StrategicGame, reach: &umpire_strategic::UnitReach) -> Reach {
        Reach {
            schema: <Reach as super::Output>::ID.to_owned(),
            ruleset: "strategic".to_owned(),
            unit: reach.unit.clone(),
            phase: Some(game.phase().name().to_owned()),
            mode: None,
            start: Some(game.map().location_id(reach.start.into())),
            allowance: Some(reach.allowance.into()),
            refusal: reach.refusal.as_ref().map(Refusal::from),
            tree: tree_of(&reach.paths, reach.places.iter().map(|p| p.end), |place| {
                game.map().location_id((*place).into())
            }),
            places: Vec::new(),
        }
    }

    /// A strategic reach's places, built one at a time from its tree of paths.
    pub fn strategic_places(
        reach: &umpire_strategic::UnitReach,
    ) -> impl Iterator<Item = ReachPlace> + '_ {
        reach.places.iter().map(move |place| ReachPlace {
            id: place.id.to_string(),
            cost: place.cost.into(),
            must_stop: place.must_stop,
            stop: place.stop.map(Citation::from),
            node: node_of(place.end),
            parent: reach.paths.before(place.end).map(node_of),
        })
    }

    /// The fields of a Civil War unit's reach from `start` and its `tree`, `places` left empty (see
    /// [`Reach::civil_war_places`]).
    pub fn civil_war(reach: &umpire_civil_war::UnitReach, start: Option<String>) -> Reach {
        Reach {
            schema: <Reach as super::Output>::ID.to_owned(),
            ruleset: "civil-war".to_owned(),
            unit: reach.unit.clone(),
            phase: None,
            mode: Some(reach.mode.name().to_owned()),
            start,
            allowance: None,
            refusal: reach.refusal.as_ref().map(Refusal::from),
            tree: tree_of(&reach.paths, reach.places.iter().map(|p| p.end), PlaceId::to_string),
            places: Vec::new(),
        }
    }

    /// A Civil War reach's places, built one at a time from its tree of paths.
    pub fn civil_war_places(
        reach: &umpire_civil_war::UnitReach,
    ) -> impl Iterator<Item = ReachPlace> + '_ {
        reach.places.iter().map(move |place| ReachPlace {
            id: place.id.to_string(),
            cost: place.cost.into(),
            must_stop: place.must_stop,
            stop: place.stop.map(Citation::from),
            node: node_of(place.end),
            parent: reach.paths.before(place.end).map(node_of),
        })
    }
}
