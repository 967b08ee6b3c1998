//! Overrunning soft vehicles and heavy weapons: AFVs crushing soft targets, and bulldozer
//! blades against dug-in soft elements, on a D10 of 10 in the movement phase.
//!
//! The text breaks off before the die modifiers, so an overrun takes its modifier total from
//! the order (the umpire's or an army list's); what the modifiers are, and what a failed
//! overrun does, are left to be written.

use umpire_map::{ClauseId, Dice, Refusal};

use super::{Ruled, TroopsData, cite};
use crate::odds::Fraction;

/// What is overrun.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OverrunTarget {
    /// A soft vehicle.
    SoftVehicle,
    /// A heavy weapon.
    HeavyWeapon,
    /// A soft element dug in.
    DugIn,
}

impl std::str::FromStr for OverrunTarget {
    type Err = String;
    /// `soft vehicle`, `heavy weapon`, `dug-in soft element`.
    fn from_str(text: &str) -> Result<OverrunTarget, String> {
        match text.trim().to_lowercase().as_str() {
            "soft vehicle" => Ok(OverrunTarget::SoftVehicle),
            "heavy weapon" => Ok(OverrunTarget::HeavyWeapon),
            "dug-in soft element" | "dug in" | "dug-in" => Ok(OverrunTarget::DugIn),
            other => Err(crate::speed::unknown_name(
                "overrun target",
                other,
                ["soft vehicle", "heavy weapon", "dug-in soft element"],
            )),
        }
    }
}

/// An overrun attempt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Overrun {
    /// Whether the attacker is an AFV.
    pub afv: bool,
    /// Whether it has a bulldozer blade.
    pub bulldozer: bool,
    /// The target.
    pub target: OverrunTarget,
    /// Whether it is the movement phase.
    pub movement_phase: bool,
    /// The total of the die modifiers (their list is missing from the text).
    pub modifier: i64,
}

/// What an overrun did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Overrunning {
    /// The D10.
    pub roll: u32,
    /// The roll plus the modifiers.
    pub total: i64,
    /// Whether the target is crushed.
    pub crushed: bool,
    /// The exact chance the attempt had.
    pub chance: Fraction,
}

/// The exact chance that a D10 plus `modifier` scores the overrun's 10 or more.
pub fn overrun_chance(data: &TroopsData, modifier: i64) -> Fraction {
    let o = &data.overrun;
    let die = i64::from(o.die);
    let need = (o.target - modifier).max(1);
    let ways = (die - need + 1).clamp(0, die);
    Fraction::new(u64::try_from(ways).unwrap_or(0), u64::from(o.die))
}

/// Resolves an overrun (SPEED-OVERRUN-01..03): AFVs crush soft vehicles and heavy weapons,
/// bulldozer blades any dug-in soft element, during the movement phase, with a D10 plus the
/// modifiers scoring 10 or more (reading).
///
/// # Errors
/// SPEED-OVERRUN-01 for a non-AFV against a soft vehicle or heavy weapon; SPEED-OVERRUN-02 for a
/// dug-in target without a bulldozer blade; SPEED-OVERRUN-03 outside the movement phase or when
/// the dice cannot roll.
pub fn overrun(
    data: &TroopsData,
    attempt: &Overrun,
    dice: &mut dyn Dice,
) -> Result<Ruled<Overrunning>, Refusal> {
    const OVERRUN_03: ClauseId = ClauseId::new("SPEED-OVERRUN-03");
    let mut citations = Vec::new();
    match attempt.target {
        OverrunTarget::DugIn if !attempt.bulldozer => {
            return Err(Refusal::new(
                ClauseId::new("SPEED-OVERRUN-02"),
                "only a vehicle with a bulldozer blade attacks a dug-in element",
            ));
        }
        OverrunTarget::DugIn => citations
            .push(cite("SPEED-OVERRUN-02", "a bulldozer blade attacks a dug-in soft element")),
        OverrunTarget::SoftVehicle | OverrunTarget::HeavyWeapon if !attempt.afv => {
            return Err(Refusal::new(
                ClauseId::new("SPEED-OVERRUN-01"),
                "only AFVs crush soft vehicles and heavy weapons",
            ));
        }
        OverrunTarget::SoftVehicle | OverrunTarget::HeavyWeapon => {
            citations.push(cite(
                "SPEED-OVERRUN-01",
                "an AFV crushes a soft target instead of ramming it",
            ));
        }
    }
    if !attempt.movement_phase {
        return Err(Refusal::new(OVERRUN_03, "overruns are made during the movement phase"));
    }
    let roll = dice.roll(data.overrun.die).map_err(|e| Refusal::new(OVERRUN_03, e.to_string()))?;
    let total = i64::from(roll) + attempt.modifier;
    let crushed = total >= data.overrun.target;
    citations.push(cite(
        "SPEED-OVERRUN-03",
        "a D10 scoring 10 with the modifiers given (their list is cut off in the text)",
    ));
    Ok(Ruled::new(
        Overrunning { roll, total, crushed, chance: overrun_chance(data, attempt.modifier) },
        citations,
    ))
}
