//! `umpire reach --unit`: every place one unit can reach, with its cost, its stop and a cheapest
//! path, for the strategic and the Civil War rulesets alike.

use schemars::JsonSchema;
use serde::Serialize;
use umpire_scenario::ScenarioMap;

use super::common::{Citation, MpText, Refusal};

/// A strategic phase read from a scenario file.
type StrategicGame = umpire_strategic::Game<ScenarioMap>;

/// One unit's reach. The command writes it streamed: the fields, then `places` one a line.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Reach {
    /// `umpire/reach/1`.
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
    /// Its Movement Allowance (strategic only).
    pub allowance: Option<MpText>,
    /// Why it may not move at all, if it may not (then `places` is empty).
    pub refusal: Option<Refusal>,
    /// The places it reaches, its start excluded.
    pub places: Vec<ReachPlace>,
}

super::output!(Reach, "reach", 1);

/// One place a unit reaches.
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
    /// A cheapest path there as printed ids, the start first (in a rail move the hex repeats
    /// where the unit entrains or detrains); it passes `umpire check` at the same cost.
    pub path: Vec<String>,
}

impl Reach {
    /// The fields of a strategic unit's `reach`, `places` left empty (see [`Reach::strategic_places`]).
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
            places: Vec::new(),
        }
    }

    /// A strategic reach's places, built one at a time from its tree of paths.
    pub fn strategic_places<'a>(
        game: &'a StrategicGame,
        reach: &'a umpire_strategic::UnitReach,
    ) -> impl Iterator<Item = ReachPlace> + 'a {
        reach.places.iter().map(move |place| ReachPlace {
            id: place.id.to_string(),
            cost: place.cost.into(),
            must_stop: place.must_stop,
            stop: place.stop.map(Citation::from),
            path: reach
                .path_of(place)
                .into_iter()
                .map(|p| game.map().location_id(p.into()))
                .collect(),
        })
    }

    /// The fields of a Civil War unit's reach from `start`, `places` left empty (see
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
            places: Vec::new(),
        }
    }

    /// A Civil War reach's places, built one at a time from its tree of paths.
    pub fn civil_war_places(
        reach: &umpire_civil_war::UnitReach,
    ) -> impl Iterator<Item = ReachPlace> + '_ {
        reach.places.iter().map(move |place| ReachPlace {
            id: place.id.clone(),
            cost: place.cost.into(),
            must_stop: place.must_stop,
            stop: place.stop.map(Citation::from),
            path: reach.path_of(place),
        })
    }
}
