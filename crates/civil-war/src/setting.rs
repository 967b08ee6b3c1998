//! What a unit's move reads of the movement phase it is made in: the map, the rules data, the
//! situation and the facts of the map, borrowed together from the [`Game`](crate::Game). The
//! step functions ([`crate::LandMove`], [`crate::WaterMove`]) hold one instead of the game, so
//! they depend on these parts alone.

use crate::data::{RulesData, UnitTypeRule};
use crate::facts::Facts;
use crate::map::CivilWarMap;
use crate::situation::{Situation, UnitState};

/// The parts of a movement phase on map `M` that a unit's move reads, borrowed for `'g`.
pub(crate) struct Setting<'g, M: CivilWarMap> {
    map: &'g M,
    data: &'g RulesData,
    situation: &'g Situation,
    facts: &'g Facts,
}

// By hand: a derive would ask `M: Clone`, and only references are copied.
impl<M: CivilWarMap> Clone for Setting<'_, M> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<M: CivilWarMap> Copy for Setting<'_, M> {}

impl<'g, M: CivilWarMap> Setting<'g, M> {
    /// The parts of a phase: its map, rules data, situation and the facts of its map.
    pub(crate) fn new(
        map: &'g M,
        data: &'g RulesData,
        situation: &'g Situation,
        facts: &'g Facts,
    ) -> Setting<'g, M> {
        Setting { map, data, situation, facts }
    }

    /// The map.
    pub(crate) fn map(&self) -> &'g M {
        self.map
    }

    /// The rules data.
    pub(crate) fn data(&self) -> &'g RulesData {
        self.data
    }

    /// The situation.
    pub(crate) fn situation(&self) -> &'g Situation {
        self.situation
    }

    /// What the rules read of each place of the map.
    pub(crate) fn facts(&self) -> &'g Facts {
        self.facts
    }

    /// The rules data's entry for `unit`'s type (the default when the data has none).
    pub(crate) fn unit_type(&self, unit: &UnitState) -> UnitTypeRule {
        self.data.unit_types.get(&unit.unit_type).cloned().unwrap_or_default()
    }
}
