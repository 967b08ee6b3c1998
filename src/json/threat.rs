//! `umpire reach --side`: a side's threat map, every place some unit of the side can reach.

use schemars::JsonSchema;
use serde::Serialize;
use umpire_map::Board;
use umpire_scenario::ScenarioMap;

use super::common::MpText;

/// A side's threat map. The command writes it streamed: the fields, then `places` one a line.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Threat {
    /// `umpire/threat/1`.
    pub schema: String,
    /// The ruleset: `strategic`.
    pub ruleset: String,
    /// The side.
    pub side: String,
    /// The movement phase (`operational`, `reserve`).
    pub phase: String,
    /// The places threatened, in board order.
    pub places: Vec<ThreatPlace>,
}

super::output!(Threat, "threat", 1);

/// One place a side threatens.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct ThreatPlace {
    /// The place: a hex id or a box id.
    pub id: String,
    /// The side's units that reach it.
    pub units: Vec<ThreatUnit>,
}

/// One unit that reaches a threatened place.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct ThreatUnit {
    /// The unit.
    pub unit: String,
    /// The least movement points it spends getting there.
    pub cost: MpText,
}

impl Threat {
    /// The fields of `threat`, `places` left empty (see [`Threat::places`]).
    pub fn new(
        game: &umpire_strategic::Game<ScenarioMap>,
        threat: &umpire_strategic::Threat,
    ) -> Threat {
        Threat {
            schema: <Threat as super::Output>::ID.to_owned(),
            ruleset: "strategic".to_owned(),
            side: threat.side.clone(),
            phase: game.phase().name().to_owned(),
            places: Vec::new(),
        }
    }

    /// The places of `threat`, in board order.
    pub fn places(
        game: &umpire_strategic::Game<ScenarioMap>,
        threat: &umpire_strategic::Threat,
    ) -> Vec<ThreatPlace> {
        let mut places: Vec<_> = threat.places().collect();
        places.sort_by_key(|(place, _)| game.map().index_of(*place));
        places
            .into_iter()
            .map(|(place, units)| ThreatPlace {
                id: game.map().location_id(place.into()),
                units: units
                    .map(|(unit, cost)| ThreatUnit { unit: unit.to_owned(), cost: cost.into() })
                    .collect(),
            })
            .collect()
    }
}
