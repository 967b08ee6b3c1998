//! Embarking and disembarking: the times infantry take to get out of and into vehicles, what
//! that costs the vehicle and the infantry, where they are placed, stacking, and cavalry
//! mounting and dismounting.

use umpire_map::{ClauseId, Refusal};

use super::{Ratio, Ruled, TroopsData, cite};

/// Sections getting out of a vehicle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Disembarked {
    /// The vehicle's move this phase, cm.
    pub vehicle: Ratio,
    /// Each section's largest move after getting out, cm, in the order they got out.
    pub sections: Vec<Ratio>,
    /// When the last section is out, as a share of the period.
    pub done_at: Ratio,
    /// Where each element is placed, in order.
    pub placing: Vec<String>,
}

/// `n` sections get out of a vehicle, the first beginning when `begins_at` of the period has
/// passed (SPEED-EMBARK-01..06). Readings: they get out one after another, ¼ period each; the
/// vehicle loses 25% of this phase's final speed (`vehicle_speed`) per section; a section moves
/// at most `infantry_speed` times the share of the period left once it is out. The first is
/// placed where the vehicle stood, the vehicle on or behind it (its further movement measured
/// from there), each other section behind the vehicle and those already out, away from the
/// enemy.
///
/// # Errors
/// SPEED-EMBARK-01 with no section; SPEED-EMBARK-05 when the period ends before the last one is
/// out.
pub fn disembark(
    data: &TroopsData,
    vehicle_speed: Ratio,
    infantry_speed: Ratio,
    sections: u32,
    begins_at: Ratio,
) -> Result<Ruled<Disembarked>, Refusal> {
    let each = data.embarking.disembark;
    if sections == 0 {
        return Err(Refusal::new(ClauseId::new("SPEED-EMBARK-01"), "no section gets out"));
    }
    if begins_at.is_negative() || begins_at >= Ratio::ONE {
        return Err(Refusal::new(
            ClauseId::new("SPEED-EMBARK-01"),
            "getting out begins within the movement phase",
        ));
    }
    let n = Ratio::int(i64::from(sections));
    let done_at = begins_at + each * n;
    if done_at > Ratio::ONE {
        return Err(Refusal::new(
            ClauseId::new("SPEED-EMBARK-05"),
            format!(
                "{sections} sections need {} of a period to get out; only {} is left",
                (each * n).fraction(),
                (Ratio::ONE - begins_at).fraction()
            ),
        ));
    }
    let mut citations = vec![
        cite("SPEED-EMBARK-01", "a quarter of a period to get out, at any moment of the phase"),
        cite("SPEED-EMBARK-02", "the vehicle loses a quarter of its move per section"),
    ];
    if sections > 1 {
        citations.push(cite(
            "SPEED-EMBARK-05",
            "each section takes its own quarter period, one after another",
        ));
    }
    citations.push(cite(
        "SPEED-EMBARK-03",
        "the infantry move only the rest of their speed after getting out",
    ));
    citations.push(cite(
        "SPEED-EMBARK-04",
        "placed where the vehicle stood; the vehicle on or behind them, moving on from there",
    ));
    let vehicle = vehicle_speed * (Ratio::ONE - each * n);
    let sections_moves: Vec<Ratio> = (1..=i64::from(sections))
        .map(|k| infantry_speed * (Ratio::ONE - begins_at - each * Ratio::int(k)))
        .collect();
    let mut placing = vec![
        "section 1 where the vehicle stood".to_owned(),
        "the vehicle on or behind section 1".to_owned(),
    ];
    for k in 2..=sections {
        let behind = if k == 2 { "the vehicle".to_owned() } else { format!("section {}", k - 1) };
        placing.push(format!("section {k} behind {behind}, away from the enemy"));
    }
    if sections > 1 {
        citations.push(cite(
            "SPEED-EMBARK-06",
            "further sections go behind the vehicle and those out, away from the enemy",
        ));
    }
    Ok(Ruled::new(Disembarked { vehicle, sections: sections_moves, done_at, placing }, citations))
}

/// A section getting into a vehicle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Embarked {
    /// Periods after this one in which it is aboard (0: this period, 1: the next).
    pub done_in_period: u32,
    /// When it is aboard, as a share of that period.
    pub done_at: Ratio,
    /// The share of its speed the vehicle may use in the period embarking ends.
    pub vehicle_share: Ratio,
}

/// A section gets into a vehicle it touches, beginning when `begins_at` of the period has passed
/// (SPEED-EMBARK-09..11): ½ period, carrying on into the next period if need be. Reading: the
/// vehicle may not move until embarking ends, and in the period it ends the vehicle loses the
/// share of that period still spent embarking.
///
/// # Errors
/// SPEED-EMBARK-10 when the section is not touching the vehicle.
pub fn embark(
    data: &TroopsData,
    touching: bool,
    begins_at: Ratio,
) -> Result<Ruled<Embarked>, Refusal> {
    if !touching {
        return Err(Refusal::new(
            ClauseId::new("SPEED-EMBARK-10"),
            "the section must be touching the vehicle to embark",
        ));
    }
    if begins_at.is_negative() || begins_at >= Ratio::ONE {
        return Err(Refusal::new(
            ClauseId::new("SPEED-EMBARK-11"),
            "embarking begins within the movement phase",
        ));
    }
    let end = begins_at + data.embarking.embark;
    let mut citations = vec![
        cite("SPEED-EMBARK-10", "the section touches the vehicle"),
        cite("SPEED-EMBARK-09", "half a period to embark"),
    ];
    let embarked = if end > Ratio::ONE {
        citations.push(cite(
            "SPEED-EMBARK-11",
            "embarking carries on into the next period; the vehicle waits",
        ));
        let spill = end - Ratio::ONE;
        Embarked { done_in_period: 1, done_at: spill, vehicle_share: Ratio::ONE - spill }
    } else {
        citations.push(cite(
            "SPEED-EMBARK-11",
            "embarking may begin at any moment of the phase; the vehicle waits",
        ));
        Embarked {
            done_in_period: 0,
            done_at: end,
            vehicle_share: Ratio::ONE - data.embarking.embark,
        }
    };
    Ok(Ruled::new(embarked, citations))
}

/// Mounted troops.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rider {
    /// Cavalry.
    Cavalry,
    /// Cossacks.
    Cossacks,
}

/// The periods cavalry take to mount (`mounting`) or dismount (SPEED-EMBARK-12/13): half the
/// vehicle times, ¼ and ⅛; Cossacks dismount at no cost and (reading) mount like other cavalry.
pub fn mount(data: &TroopsData, rider: Rider, mounting: bool) -> Ruled<Ratio> {
    let e = &data.embarking;
    match (rider, mounting) {
        (Rider::Cossacks, false) => Ruled::new(
            e.cossack_dismount,
            vec![cite(
                "SPEED-EMBARK-13",
                "Cossacks hit the ground running: no time and no movement lost",
            )],
        ),
        (rider, true) => {
            let mut citations =
                vec![cite("SPEED-EMBARK-12", "cavalry mount in half the time of embarking")];
            if rider == Rider::Cossacks {
                citations.push(cite(
                    "SPEED-EMBARK-13",
                    "the Cossack exception is for dismounting only (reading)",
                ));
            }
            Ruled::new(e.embark * e.cavalry_factor, citations)
        }
        (Rider::Cavalry, false) => Ruled::new(
            e.disembark * e.cavalry_factor,
            vec![cite(
                "SPEED-EMBARK-12",
                "cavalry dismount in half the time of getting out of a vehicle",
            )],
        ),
    }
}

/// Mounted troops that ride part of a period and go on on foot.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Dismounted {
    /// The most they ride before dismounting, cm.
    pub ridden: Ratio,
    /// The most they move on foot once dismounted, cm.
    pub on_foot: Ratio,
    /// When they are on foot, as a share of the period.
    pub on_foot_at: Ratio,
}

/// Cavalry ride until `dismounts_at` of the period has passed, dismount, and go on on foot
/// (SPEED-EMBARK-12/13 with SPEED-EMBARK-03). Reading: the text gives cavalry half the times
/// of getting out of a vehicle, and the infantry that get out move only the rest of their own
/// speed (SPEED-EMBARK-03); so the riders cover at most `mounted_speed` times the share of the
/// period they ride, and on foot at most `foot_speed` times the share left once they are down
/// (⅛ period later; Cossacks at once, losing no movement). `foot_speed` is the element's own
/// speed on foot, as the infantry rules give it.
///
/// ```
/// use umpire_minis::speed::troops::{Ratio, Rider, TroopsData, ride_and_dismount};
/// let data = TroopsData::builtin()?;
/// let half = Ratio::new(1, 2).unwrap_or_default();
/// let moved = ride_and_dismount(&data, Rider::Cavalry, Ratio::int(40), Ratio::int(8), half)
///     .map(|r| r.value);
/// // 20 cm ridden in half a period; ⅛ to dismount; 3/8 of 8 cm on foot.
/// assert_eq!(moved.map(|m| (m.ridden, m.on_foot)), Ok((Ratio::int(20), Ratio::int(3))));
/// # Ok::<(), umpire_minis::RulesDataError>(())
/// ```
///
/// # Errors
/// SPEED-EMBARK-12 when dismounting does not begin within the period, or would not end in it.
pub fn ride_and_dismount(
    data: &TroopsData,
    rider: Rider,
    mounted_speed: Ratio,
    foot_speed: Ratio,
    dismounts_at: Ratio,
) -> Result<Ruled<Dismounted>, Refusal> {
    const EMBARK_12: ClauseId = ClauseId::new("SPEED-EMBARK-12");
    if dismounts_at.is_negative() || dismounts_at >= Ratio::ONE {
        return Err(Refusal::new(EMBARK_12, "dismounting begins within the movement phase"));
    }
    let time = mount(data, rider, false);
    let on_foot_at = dismounts_at + time.value;
    if on_foot_at > Ratio::ONE {
        return Err(Refusal::new(
            EMBARK_12,
            format!(
                "dismounting takes {} of a period; only {} is left",
                time.value.fraction(),
                (Ratio::ONE - dismounts_at).fraction()
            ),
        ));
    }
    let mut citations = time.citations;
    citations.push(cite(
        "SPEED-EMBARK-03",
        "on foot they move only the rest of their own speed (reading: as infantry out of a vehicle)",
    ));
    let dismounted = Dismounted {
        ridden: mounted_speed * dismounts_at,
        on_foot: foot_speed * (Ratio::ONE - on_foot_at),
        on_foot_at,
    };
    Ok(Ruled::new(dismounted, citations))
}

/// Whether two infantry sections may overlap (SPEED-EMBARK-07): never outside vehicles, except
/// in a building on different floors.
///
/// # Errors
/// SPEED-EMBARK-07 outside buildings, or on the same floor.
pub fn may_stack(in_building: bool, same_floor: bool) -> Result<Ruled<()>, Refusal> {
    const EMBARK_07: ClauseId = ClauseId::new("SPEED-EMBARK-07");
    match (in_building, same_floor) {
        (false, _) => {
            Err(Refusal::new(EMBARK_07, "infantry sections may not stack outside buildings"))
        }
        (true, true) => {
            Err(Refusal::new(EMBARK_07, "sections in a building stack only on separate floors"))
        }
        (true, false) => Ok(Ruled::new(
            (),
            vec![cite("SPEED-EMBARK-07", "in a building on separate floors sections may stack")],
        )),
    }
}

/// The targets an enemy that acquires `acquired` may fire at in the same phase when other
/// sections overlap it (SPEED-EMBARK-08): all of them, one fire-table roll each.
pub fn fire_at_overlapping(acquired: &str, overlapping: &[&str]) -> Ruled<Vec<String>> {
    let mut targets = vec![acquired.to_owned()];
    targets.extend(overlapping.iter().map(|s| (*s).to_owned()));
    let note = if overlapping.is_empty() {
        "no section overlaps: one target"
    } else {
        "overlapping sections are all fired at, one roll on the fire table each"
    };
    Ruled::new(targets, vec![cite("SPEED-EMBARK-08", note)])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_sections_get_out_one_after_the_other() {
        let data = TroopsData::builtin().unwrap_or_else(|e| panic!("{e}"));
        let out = disembark(&data, Ratio::int(20), Ratio::int(8), 2, Ratio::ZERO)
            .map(|r| r.value)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(out.vehicle, Ratio::int(10));
        assert_eq!(out.sections, vec![Ratio::int(6), Ratio::int(4)]);
        let late = embark(&data, true, "3/4".parse().unwrap_or_default())
            .map(|r| r.value)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!((late.done_in_period, late.vehicle_share.to_string()), (1, "0.75".to_owned()));
        assert_eq!(mount(&data, Rider::Cavalry, false).value.fraction(), "1/8");
    }
}
