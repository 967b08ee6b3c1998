//! What a unit's move reads of the movement phase it is made in: the map, the rules data, the
//! situation and the facts of the map, borrowed together from the [`Game`](crate::Game). The
//! step function ([`crate::UnitMove`]) and what it sees of the board hold one instead of the
//! game, so they depend on these parts alone.

use crate::data::RulesData;
use crate::facts::MapFacts;
use crate::map::StrategicMap;
use crate::situation::{Phase, Situation};

/// The parts of a movement phase on map `M` that a unit's move reads, borrowed for `'g`.
pub(crate) struct Setting<'g, M: StrategicMap> {
    map: &'g M,
    data: &'g RulesData,
    situation: &'g Situation,
    facts: &'g MapFacts,
}

// By hand: a derive would ask `M: Clone`, and only references are copied.
impl<M: StrategicMap> Clone for Setting<'_, M> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<M: StrategicMap> Copy for Setting<'_, M> {}

impl<'g, M: StrategicMap> Setting<'g, M> {
    /// The parts of a phase: its map, rules data, situation and the facts of its map.
    pub(crate) fn new(
        map: &'g M,
        data: &'g RulesData,
        situation: &'g Situation,
        facts: &'g MapFacts,
    ) -> Setting<'g, M> {
        Setting { map, data, situation, facts }
    }

    /// The map.
    pub(crate) fn map(&self) -> &'g M {
        self.map
    }

    /// The rules data in force.
    pub(crate) fn data(&self) -> &'g RulesData {
        self.data
    }

    /// The situation.
    pub(crate) fn situation(&self) -> &'g Situation {
        self.situation
    }

    /// What the rules read of each place of the map.
    pub(crate) fn facts(&self) -> &'g MapFacts {
        self.facts
    }

    /// The phase.
    pub(crate) fn phase(&self) -> Phase {
        self.situation.phase
    }

    /// How many units canal number `canal` (of the map facts) has carried this phase.
    pub(crate) fn canal_uses(&self, canal: usize) -> u32 {
        self.facts
            .canals
            .get(canal)
            .and_then(|canal| self.situation.canal_uses.get(&canal.name))
            .copied()
            .unwrap_or(0)
    }
}
