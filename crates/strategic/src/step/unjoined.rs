//! Why a checked path's next place is no move at all for this unit: the clause to cite.

use umpire_map::{Board, Map, MapPlace, Refusal};

use crate::clauses as c;
use crate::map::StrategicMap;
use crate::situation::Procedure;
use crate::state::Stage;

use super::UnitMove;

impl<M: StrategicMap> UnitMove<'_, M> {
    /// Why a checked path may not go from `from` to `to`, which no move this unit may make
    /// now joins: the clause that closes the way (the Central Asia Box's edge hexes, a second
    /// procedure, boxes the map does not join, a crossing no convoy or port allows), or else
    /// the Hex-to-Hex rule that a step goes to an adjacent hex.
    pub(super) fn unjoined(&self, from: MapPlace, to: MapPlace) -> Refusal {
        let map = self.map();
        // The Central Asia Box joins only the eastern edge hexes, and only for a unit that has
        // not moved yet: name the clause that closes the way.
        let facts = self.setting.facts();
        if let Some(cab) = facts.central_asia.map(|index| map.place_at(index)) {
            let edge = |place| {
                map.index_of(place)
                    .is_some_and(|index| facts.eastern_edge.get(index).copied().unwrap_or(false))
            };
            if to == cab && matches!(from, MapPlace::Hex(_)) {
                return if edge(from) {
                    Refusal::new(
                        c::CAB_ENTRY_FIRST,
                        "only a unit that has not moved this phase may enter the Central Asia Box",
                    )
                } else {
                    Refusal::new(
                        c::CAB_ENTRY,
                        format!(
                            "{} is not one of Russia's eastern edge hexes, the only hexes the Central Asia Box is entered from",
                            map.place_id(from)
                        ),
                    )
                };
            }
            if from == cab && matches!(to, MapPlace::Hex(_)) && !edge(to) {
                return Refusal::new(
                    c::CAB_EXIT,
                    format!(
                        "{} is not one of Russia's eastern edge hexes, the only hexes a unit leaves the Central Asia Box into",
                        map.place_id(to)
                    ),
                );
            }
        }
        // Neighbouring hexes are always joined Hex-to-Hex, but not for a unit that has moved
        // Port-to-Port (3.1.4).
        if matches!((from, to), (MapPlace::Hex(_), MapPlace::Hex(_))) && map.leg(from, to).is_some()
        {
            return Refusal::new(
                c::ONE_PROCEDURE,
                "a unit that has moved Port-to-Port may not also move Hex-to-Hex",
            );
        }
        // Off-Map Box to Off-Map Box, Port-to-Port: name the clause that closes the way.
        if let (Some(from_index), Some(to_index)) = (map.index_of(from), map.index_of(to)) {
            let ports = self.ports;
            if matches!((from, to), (MapPlace::Box(_), MapPlace::Box(_))) {
                return Refusal::new(
                    c::BOX_TO_BOX,
                    format!(
                        "the map does not show {} next to {}, and no naval zone joins them",
                        map.place_id(to),
                        map.place_id(from)
                    ),
                );
            }
            if ports.is_port(to_index) || ports.is_port(from_index) {
                // A fresh unit could not make the crossing: say why; if it could, this unit has
                // already moved by another procedure.
                return match ports.crossing(
                    &self.setting,
                    self.unit,
                    from_index,
                    to_index,
                    Stage::Fresh,
                    None,
                ) {
                    Err(refusal) => refusal,
                    Ok(_) => Refusal::new(
                        c::ONE_PROCEDURE,
                        "a unit that has moved Hex-to-Hex may not also move Port-to-Port",
                    ),
                };
            }
        }
        Refusal::new(
            c::HEX_TO_ADJACENT,
            format!(
                "{} is not next to {}, and no Port-to-Port, canal or box move joins them for this unit now",
                map.place_id(to),
                map.place_id(from)
            ),
        )
    }

    /// Why a checked path may not go from `from` to `to` by `procedure`, the one the order
    /// chose, when no move of that procedure joins them: the clause of that procedure that
    /// closes the way.
    pub(crate) fn unjoined_by(
        &self,
        procedure: Procedure,
        from: MapPlace,
        to: MapPlace,
    ) -> Refusal {
        let map = self.map();
        let (from_id, to_id) = (map.place_id(from), map.place_id(to));
        let cab = self.setting.facts().central_asia.map(|index| map.place_at(index));
        match procedure {
            Procedure::PortToPort => {
                if let (Some(from_index), Some(to_index)) = (map.index_of(from), map.index_of(to))
                    && let Err(refusal) = self.ports.crossing(
                        &self.setting,
                        self.unit,
                        from_index,
                        to_index,
                        Stage::Fresh,
                        None,
                    )
                {
                    return refusal;
                }
                self.unjoined(from, to)
            }
            Procedure::HexToHex if cab.is_some_and(|cab| cab == from || cab == to) => {
                self.unjoined(from, to)
            }
            Procedure::HexToHex => {
                let why = match (from, to) {
                    (MapPlace::Hex(_), MapPlace::Hex(_)) => format!(
                        "moving Hex-to-Hex, a unit enters only an adjacent hex, and {to_id} is not next to {from_id}"
                    ),
                    _ => format!(
                        "moving Hex-to-Hex, a unit goes from hex to adjacent hex, and {from_id} to {to_id} is no such step"
                    ),
                };
                Refusal::new(c::HEX_TO_ADJACENT, why)
            }
            Procedure::BoxToBox => match (from, to) {
                (MapPlace::Box(_), MapPlace::Box(_)) => self.unjoined(from, to),
                _ => Refusal::new(
                    c::BOX_TO_BOX,
                    format!(
                        "moving Off-Map Box to Off-Map Box, a unit goes only into a box the map shows next to its own, and {from_id} to {to_id} is no such move"
                    ),
                ),
            },
        }
    }
}
