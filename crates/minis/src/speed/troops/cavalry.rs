//! Cavalry charges: the modifiers cavalry take in close assault and when shooting mounted.

use super::{Ruled, TroopsData, cite};

/// What the cavalry do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CavalryAction {
    /// Fight a close assault mounted; `charging_infantry_in_open` when the target is infantry in
    /// the open.
    CloseAssault {
        /// Whether they charge infantry in the open.
        charging_infantry_in_open: bool,
    },
    /// Shoot from a distance while mounted.
    ShootMounted,
    /// Shoot from a distance after dismounting.
    ShootDismounted,
}

/// The modifier cavalry add to their close-assault or fire roll (SPEED-CAV-01..03): no
/// deduction for being mounted in close assault, +2 charging infantry in the open, -2 shooting
/// mounted. The tables the modifier goes to are outside this text.
pub fn cavalry_modifier(data: &TroopsData, action: CavalryAction) -> Ruled<i64> {
    let c = &data.cavalry;
    match action {
        CavalryAction::CloseAssault { charging_infantry_in_open } => {
            let mut citations = vec![cite(
                "SPEED-CAV-01",
                "in close assault cavalry fight by weapon type, no deduction for being mounted",
            )];
            let mut value = c.close_assault_mounted;
            if charging_infantry_in_open {
                value += c.charging_infantry_in_open;
                citations.push(cite("SPEED-CAV-02", "charging infantry in the open: +2"));
            }
            Ruled::new(value, citations)
        }
        CavalryAction::ShootMounted => Ruled::new(
            c.shooting_mounted,
            vec![cite("SPEED-CAV-03", "shooting from a distance while mounted: -2")],
        ),
        CavalryAction::ShootDismounted => Ruled::new(
            0,
            vec![cite(
                "SPEED-CAV-03",
                "the -2 is for shooting mounted; dismounted cavalry take none",
            )],
        ),
    }
}
