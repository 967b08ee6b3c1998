//! The movement procedures, and the mover's state between steps as the search numbers it.

use serde::{Deserialize, Serialize};
use umpire_map::DenseState;

/// The three movement procedures (3.1.4: one per unit per phase).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Procedure {
    /// Hex-to-Hex (3.1.1), with beachhead, marine and Central Asia Box moves.
    HexToHex,
    /// Port-to-Port (3.1.2), with canal moves.
    PortToPort,
    /// Off-Map Box to Off-Map Box (3.1.3).
    BoxToBox,
}

impl Procedure {
    /// The name scenario files use.
    pub const fn name(self) -> &'static str {
        match self {
            Procedure::HexToHex => "hex-to-hex",
            Procedure::PortToPort => "port-to-port",
            Procedure::BoxToBox => "box-to-box",
        }
    }
}

/// How far into its move a unit is, and which overrun targets it has eliminated on the way.
///
/// Numbered densely for the search: the low two bits are the [`Stage`], the rest a set of the
/// move's tracked overrun targets already eliminated (in the Port stage: which of its port's
/// naval zones the unit arrived across).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct MoveState(u16);

/// Where in its move a unit is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Stage {
    /// It has not moved yet this phase.
    Fresh,
    /// It is moving Hex-to-Hex.
    Hex,
    /// It is moving Hex-to-Hex and has entered the EZOC of the unit it will overrun next step,
    /// ignoring it (3.2).
    Overrunning,
    /// It is moving Port-to-Port (across naval zones or through a canal).
    Port,
}

/// The most overrun targets one search tracks.
pub const MAX_TRACKED: u8 = 8;

/// How many of a port's naval zones the Port stage can tell apart. A unit that lands across a
/// later zone of its port is held like one that came through a canal: it may go on across any of
/// the port's zones (no port of the game serves that many).
pub(crate) const PORT_SLOTS: u16 = 3;

/// The state bits the Port stage needs for [`PORT_SLOTS`] (as a number of tracked targets).
pub(crate) const PORT_SLOT_BITS: u8 = 2;

impl MoveState {
    /// A unit that has not moved yet.
    pub const FRESH: MoveState = MoveState(0);

    /// The state in `stage` with eliminated-target set `eliminated`.
    pub(crate) const fn new(stage: Stage, eliminated: u16) -> MoveState {
        let stage = match stage {
            Stage::Fresh => 0,
            Stage::Hex => 1,
            Stage::Overrunning => 2,
            Stage::Port => 3,
        };
        MoveState(stage | eliminated << 2)
    }

    /// Its stage.
    pub const fn stage(self) -> Stage {
        match self.0 & 3 {
            0 => Stage::Fresh,
            1 => Stage::Hex,
            2 => Stage::Overrunning,
            _ => Stage::Port,
        }
    }

    /// The tracked targets it has eliminated, as a bit set.
    pub const fn eliminated(self) -> u16 {
        self.0 >> 2
    }

    /// The procedure it is using, once it has moved.
    pub const fn procedure(self) -> Option<Procedure> {
        match self.stage() {
            Stage::Fresh => None,
            Stage::Hex | Stage::Overrunning => Some(Procedure::HexToHex),
            Stage::Port => Some(Procedure::PortToPort),
        }
    }

    /// A unit moving Port-to-Port that arrived in its port across the naval zone in `slot` of
    /// that port's zone list (0: not across a naval zone — through a canal). The bits above the
    /// stage hold `slot + 1`: no overrun target is tracked in the Port stage.
    pub(crate) const fn port(slot: Option<u16>) -> MoveState {
        MoveState::new(
            Stage::Port,
            match slot {
                Some(slot) if slot < PORT_SLOTS => slot + 1,
                _ => 0,
            },
        )
    }

    /// In the Port stage, the slot (in its port's zone list) of the naval zone the unit arrived
    /// across, so that it goes on only across another one (3.1.2).
    pub(crate) const fn arrival_slot(self) -> Option<u16> {
        match (self.stage(), self.eliminated()) {
            (Stage::Port, code) if code > 0 => Some(code - 1),
            _ => None,
        }
    }

    /// What of this state carries over to a later order for the same unit (3.1: its move taken
    /// up again): the stage, and in the Port stage the naval zone it arrived across. The set of
    /// overrun targets eliminated is dropped: those units are off the map, and the next order's
    /// search numbers its own targets.
    #[must_use]
    pub const fn carried_over(self) -> MoveState {
        match self.stage() {
            Stage::Port => self,
            stage => MoveState::new(stage, 0),
        }
    }

    /// How many states a search tracking `targets` overrun targets needs.
    pub(crate) const fn count(targets: u8) -> usize {
        4 << targets
    }
}

impl DenseState for MoveState {
    const COUNT: usize = MoveState::count(MAX_TRACKED);

    #[inline]
    fn index(self) -> usize {
        usize::from(self.0)
    }

    #[inline]
    fn from_index(index: usize) -> Self {
        MoveState(u16::try_from(index).unwrap_or(0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn states_number_themselves_densely() {
        for index in 0..MoveState::COUNT {
            assert_eq!(MoveState::from_index(index).index(), index);
        }
        let state = MoveState::new(Stage::Overrunning, 0b101);
        assert_eq!(state.stage(), Stage::Overrunning);
        assert_eq!(state.eliminated(), 0b101);
        assert!(state.index() < MoveState::count(3));
        assert_eq!(state.carried_over(), MoveState::new(Stage::Overrunning, 0));
        assert_eq!(MoveState::port(Some(1)).carried_over(), MoveState::port(Some(1)));
    }

    #[test]
    fn port_states_carry_the_zone_crossed() {
        let state = MoveState::port(Some(1));
        assert_eq!(state.stage(), Stage::Port);
        assert_eq!(state.arrival_slot(), Some(1));
        assert_eq!(MoveState::port(None).arrival_slot(), None);
        assert_eq!(MoveState::port(Some(PORT_SLOTS)).arrival_slot(), None);
        assert!(MoveState::port(Some(PORT_SLOTS - 1)).index() < MoveState::count(PORT_SLOT_BITS));
    }
}
