//! Ramming: the strength of a deliberate ram, the D10 thresholds for the rammed vehicle and the
//! rammer, and shoving a neutralised target into an adjacent feature.

use umpire_map::{Citation, ClauseId, Dice, Refusal};

use super::{Ratio, Ruled, TroopsData, cite};
use crate::odds::Fraction;

const RAM_01: ClauseId = ClauseId::new("SPEED-RAM-01");

/// The two kinds of vehicle that may ram their own kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RamClass {
    /// An armoured fighting vehicle.
    Afv,
    /// A soft-skinned vehicle.
    Ssv,
}

impl std::str::FromStr for RamClass {
    type Err = String;
    /// `AFV` or `SSV`.
    fn from_str(text: &str) -> Result<RamClass, String> {
        match text.trim().to_uppercase().as_str() {
            "AFV" => Ok(RamClass::Afv),
            "SSV" => Ok(RamClass::Ssv),
            other => Err(crate::speed::unknown_name("kind of rammer", other, ["AFV", "SSV"])),
        }
    }
}

/// A ramming attempt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ram {
    /// The rammer's kind.
    pub rammer: RamClass,
    /// The target's kind.
    pub target: RamClass,
    /// The rammer's weight, tonnes.
    pub rammer_tonnes: Ratio,
    /// The target's weight, tonnes.
    pub target_tonnes: Ratio,
    /// The rammer's speed this phase, cm.
    pub approach_cm: Ratio,
    /// Whether the ram is deliberate.
    pub deliberate: bool,
    /// Whether shoving the target into a feature was declared.
    pub shove_declared: bool,
    /// Whether a ditch, river, pond or drop lies next to the target where it could be shoved.
    pub feature_adjacent: bool,
    /// Whether the umpire rules a shoved target knocked out (a big fall, the terrain).
    pub umpire_rules_ko: bool,
}

/// What a ram does to a vehicle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RamEffect {
    /// Knocked out.
    KnockedOut,
    /// Neutralised.
    Neutralised,
    /// Suppressed by a glancing blow.
    Suppressed,
    /// Missed (the target) or unharmed (the rammer).
    NoEffect,
}

impl std::fmt::Display for RamEffect {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            RamEffect::KnockedOut => "knocked out",
            RamEffect::Neutralised => "neutralised",
            RamEffect::Suppressed => "suppressed",
            RamEffect::NoEffect => "no effect",
        })
    }
}

/// The D10 scores that do each thing, for a ram of a given strength.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RamThresholds {
    /// The ram's strength.
    pub strength: Ratio,
    /// The die's sides.
    pub die: u32,
    /// Highest score that knocks the target out (0: none).
    pub ko: u32,
    /// Highest score that neutralises it.
    pub neutralise: u32,
    /// Highest score that suppresses it.
    pub suppress: u32,
    /// What is left of the die for the rammer: sides minus strength.
    pub residual: Ratio,
    /// Highest score that knocks the rammer out.
    pub rammer_ko: u32,
    /// Highest score that neutralises the rammer.
    pub rammer_neutralise: u32,
}

fn faces(limit: Ratio, die: u32) -> u32 {
    u32::try_from(limit.floor().clamp(0, i128::from(die))).unwrap_or(0)
}

fn range(from: u32, to: u32) -> Option<String> {
    match (from, to) {
        (f, t) if t < f => None,
        (f, t) if f == t => Some(f.to_string()),
        (f, t) => Some(format!("{f}-{t}")),
    }
}

impl RamThresholds {
    /// `KO on 1, neutralised on 2-3, suppressed on 4-7` (the scores of the rammed vehicle).
    pub fn target_text(&self) -> String {
        let parts = [
            range(1, self.ko).map(|r| format!("KO on {r}")),
            range(self.ko + 1, self.neutralise).map(|r| format!("neutralised on {r}")),
            range(self.neutralise + 1, self.suppress).map(|r| format!("suppressed on {r}")),
        ];
        let parts: Vec<String> = parts.into_iter().flatten().collect();
        if parts.is_empty() { "a miss on any score".to_owned() } else { parts.join(", ") }
    }

    /// `KO on 1, neutralised on 2` (the rammer's scores, after a hit).
    pub fn rammer_text(&self) -> String {
        let parts = [
            range(1, self.rammer_ko).map(|r| format!("KO on {r}")),
            range(self.rammer_ko + 1, self.rammer_neutralise)
                .map(|r| format!("neutralised on {r}")),
        ];
        let parts: Vec<String> = parts.into_iter().flatten().collect();
        if parts.is_empty() { "unharmed on any score".to_owned() } else { parts.join(", ") }
    }

    /// The exact chances that the target is knocked out, neutralised, suppressed and missed.
    pub fn chances(&self) -> [Fraction; 4] {
        let d = u64::from(self.die);
        [
            Fraction::new(u64::from(self.ko), d),
            Fraction::new(u64::from(self.neutralise - self.ko), d),
            Fraction::new(u64::from(self.suppress - self.neutralise), d),
            Fraction::new(u64::from(self.die - self.suppress), d),
        ]
    }
}

/// A ram's strength (SPEED-RAM-01/02): (rammer's weight − target's weight) ÷ 5 + approach
/// speed ÷ 10, exact and signed (reading: tonnes, cm this phase, no rounding).
///
/// # Errors
/// SPEED-RAM-01 unless the ram is a deliberate AFV-on-AFV or SSV-on-SSV one.
pub fn ram_strength(data: &TroopsData, ram: &Ram) -> Result<Ruled<Ratio>, Refusal> {
    if !ram.deliberate {
        return Err(Refusal::new(RAM_01, "the ramming rules cover deliberate rams only"));
    }
    if ram.rammer != ram.target {
        return Err(Refusal::new(RAM_01, "only AFV against AFV or SSV against SSV may ram"));
    }
    let r = &data.ramming;
    let weight = (ram.rammer_tonnes - ram.target_tonnes)
        .checked_div(r.weight_divisor)
        .unwrap_or(Ratio::ZERO);
    let speed = ram.approach_cm.checked_div(r.speed_divisor).unwrap_or(Ratio::ZERO);
    Ok(Ruled::new(
        weight + speed,
        vec![
            cite("SPEED-RAM-01", "a deliberate ram of a vehicle of the same kind"),
            cite("SPEED-RAM-02", "strength = weight difference / 5 + approach speed / 10"),
        ],
    ))
}

/// The D10 thresholds of a ram of `strength` (SPEED-RAM-03..08): the target is knocked out on
/// ¼ of the strength or less, neutralised on ½ or less, suppressed on the strength or less;
/// after a hit the rammer rolls against the residual (10 − strength): KO on ¼ of it or less,
/// neutralised on ½ or less. Fractions are compared exactly (a strength of 7: KO on 1,
/// neutralised on 2–3, suppressed on 4–7).
pub fn ram_thresholds(data: &TroopsData, strength: Ratio) -> RamThresholds {
    let r = &data.ramming;
    let die = r.die;
    let residual = Ratio::int(i64::from(die)) - strength;
    RamThresholds {
        strength,
        die,
        ko: faces(strength * r.ko_share, die),
        neutralise: faces(strength * r.neutralise_share, die),
        suppress: faces(strength * r.suppress_share, die),
        residual,
        rammer_ko: faces(residual * r.ko_share, die),
        rammer_neutralise: faces(residual * r.neutralise_share, die),
    }
}

/// What a ram did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RamResult {
    /// The thresholds it was rolled against.
    pub thresholds: RamThresholds,
    /// The target's D10 (none when the strength is 0 or less).
    pub target_roll: Option<u32>,
    /// What happened to the target.
    pub target: RamEffect,
    /// The rammer's D10 (none after a miss, or with no residual).
    pub rammer_roll: Option<u32>,
    /// What happened to the rammer.
    pub rammer: RamEffect,
    /// Whether the target was shoved into the adjacent feature (and is mired there, counting
    /// as already stuck).
    pub shoved: bool,
}

fn roll(dice: &mut dyn Dice, sides: u32) -> Result<u32, Refusal> {
    dice.roll(sides).map_err(|e| Refusal::new(ClauseId::new("SPEED-RAM-03"), e.to_string()))
}

/// Resolves a ram (SPEED-RAM-01..11) with the dice: the target's D10 against the strength, then,
/// if it was hit, the rammer's D10 against the residual; a neutralised target is shoved into an
/// adjacent feature when that was declared and possible (reading: neutralisation only), where it
/// is mired and counts as already stuck, or knocked out if the umpire so rules.
///
/// # Errors
/// As [`ram_strength`]; SPEED-RAM-03 when the dice cannot roll.
pub fn ram(
    data: &TroopsData,
    attempt: &Ram,
    dice: &mut dyn Dice,
) -> Result<Ruled<RamResult>, Refusal> {
    let strength = ram_strength(data, attempt)?;
    let mut citations = strength.citations;
    let t = ram_thresholds(data, strength.value);
    if !strength.value.is_positive() {
        citations
            .push(cite("SPEED-RAM-06", "a strength of 0 or less misses without a roll (reading)"));
        let result = RamResult {
            thresholds: t,
            target_roll: None,
            target: RamEffect::NoEffect,
            rammer_roll: None,
            rammer: RamEffect::NoEffect,
            shoved: false,
        };
        return Ok(Ruled::new(result, citations));
    }
    let score = roll(dice, t.die)?;
    let (mut target, why) = if score <= t.ko {
        (
            RamEffect::KnockedOut,
            cite("SPEED-RAM-03", "a quarter of the strength or less: the target is knocked out"),
        )
    } else if score <= t.neutralise {
        (
            RamEffect::Neutralised,
            cite("SPEED-RAM-04", "half the strength or less: the target is neutralised"),
        )
    } else if score <= t.suppress {
        (
            RamEffect::Suppressed,
            cite("SPEED-RAM-05", "the strength or less: a glancing blow suppresses the target"),
        )
    } else {
        (RamEffect::NoEffect, cite("SPEED-RAM-06", "above the strength: a miss"))
    };
    citations.push(why);
    let mut rammer = RamEffect::NoEffect;
    let mut rammer_roll = None;
    if target != RamEffect::NoEffect {
        if t.residual.is_positive() {
            let score = roll(dice, t.die)?;
            rammer_roll = Some(score);
            rammer = if score <= t.rammer_ko {
                RamEffect::KnockedOut
            } else if score <= t.rammer_neutralise {
                RamEffect::Neutralised
            } else {
                RamEffect::NoEffect
            };
            citations
                .push(cite("SPEED-RAM-07", "after a hit the rammer rolls against the residual"));
        } else {
            citations
                .push(cite("SPEED-RAM-07", "no residual: the rammer cannot be harmed (reading)"));
        }
    }
    let shove_result = match data.ramming.shove_on.as_str() {
        "knocked out" => RamEffect::KnockedOut,
        "suppressed" => RamEffect::Suppressed,
        _ => RamEffect::Neutralised,
    };
    let shoved = target == shove_result && attempt.shove_declared && attempt.feature_adjacent;
    if shoved {
        citations.push(cite(
            "SPEED-RAM-09",
            "the declared shove pushes the neutralised target into the adjacent feature",
        ));
        citations.push(cite("SPEED-RAM-10", "the shoved vehicle is mired there"));
        citations.push(Citation::new(
            ClauseId::new("SPEED-MIRE-04"),
            "it counts as already stuck for later miring tests",
        ));
        if attempt.umpire_rules_ko {
            citations.push(cite("SPEED-RAM-11", "the umpire rules the fall knocks it out"));
            target = RamEffect::KnockedOut;
        }
    } else if target == shove_result && attempt.shove_declared {
        citations.push(cite("SPEED-RAM-09", "no feature lies next to the target: no shove"));
    }
    let result =
        RamResult { thresholds: t, target_roll: Some(score), target, rammer_roll, rammer, shoved };
    Ok(Ruled::new(result, citations))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_example_and_the_reading() {
        let data = TroopsData::builtin().unwrap_or_else(|e| panic!("{e}"));
        let six = ram_thresholds(&data, Ratio::int(6));
        assert_eq!(six.rammer_text(), "KO on 1, neutralised on 2");
        let seven = ram_thresholds(&data, Ratio::int(7));
        assert_eq!(seven.target_text(), "KO on 1, neutralised on 2-3, suppressed on 4-7");
        assert_eq!(seven.chances().map(|c| c.to_string()), ["1/10", "1/5", "2/5", "3/10"]);
    }
}
