//! Carrying capacity: how many infantry sections a vehicle carries.

use umpire_map::{Citation, ClauseId, Refusal};

use super::{Ratio, Ruled, TroopsData, cite};

/// A carrier.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Carrier {
    /// A jeep or a light carrier.
    Jeep,
    /// A truck or lorry of so many tonnes (30 cwt = 1.5 t).
    Truck {
        /// Its size in tonnes.
        tonnes: Ratio,
    },
    /// Animals, bicycles or motorcycles: enough for the element they carry.
    Mounts,
}

/// The sections a carrier takes (SPEED-CARRY-01..08): the army list's figure when it sets one
/// (SPEED-CARRY-07), else the carrying table's row; `None` for animals, bicycles and motorcycles,
/// which carry the whole element they transport (SPEED-CARRY-08). Reading: a truck between rows
/// takes the lower row (a truck smaller than the smallest truck row carries like a jeep, one over
/// the top row like its largest lorry), and the ledger says it fell outside the table's rows.
pub fn capacity(
    data: &TroopsData,
    carrier: Carrier,
    army_list: Option<Ratio>,
) -> Ruled<Option<Ratio>> {
    let mut citations =
        vec![cite("SPEED-CARRY-01", "capacity in sections with their integral support weapons")];
    if let Some(sections) = army_list {
        citations.push(cite("SPEED-CARRY-07", "the army list's capacity overrides the table"));
        return Ruled::new(Some(sections), citations);
    }
    let rows = &data.carrying.rows;
    let row = match carrier {
        Carrier::Mounts => {
            citations.push(cite(
                "SPEED-CARRY-08",
                "animals, bicycles and motorcycles carry the whole element they transport",
            ));
            return Ruled::new(None, citations);
        }
        Carrier::Jeep => rows.first(),
        Carrier::Truck { tonnes } => {
            let row = rows.iter().rev().find(|r| r.from_tonnes <= tonnes);
            if row.is_none_or(|r| tonnes > r.to_tonnes) {
                citations.push(cite(
                    "SPEED-CARRY-01",
                    "outside the table's rows: the lower row (reading)",
                ));
            }
            row
        }
    };
    match row {
        Some(row) => {
            citations.push(Citation::new(row.clause, "the carrying table's row"));
            Ruled::new(Some(row.sections), citations)
        }
        None => Ruled::new(Some(Ratio::ZERO), citations),
    }
}

/// Loads `sections` onto a carrier (SPEED-CARRY-01): refused beyond its capacity.
///
/// # Errors
/// SPEED-CARRY-01 when the carrier cannot take that many sections.
pub fn load(
    data: &TroopsData,
    carrier: Carrier,
    army_list: Option<Ratio>,
    sections: Ratio,
) -> Result<Ruled<Ratio>, Refusal> {
    let cap = capacity(data, carrier, army_list);
    match cap.value {
        Some(max) if sections > max => Err(Refusal::new(
            ClauseId::new("SPEED-CARRY-01"),
            format!("the carrier takes {}, not {sections}", sections_of(max)),
        )),
        _ => Ok(Ruled::new(sections, cap.citations)),
    }
}

/// One vehicle (or the mounts) of a fleet loading sections together.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FleetCarrier {
    /// What it is.
    pub carrier: Carrier,
    /// The army list's capacity for it, when the list sets one (SPEED-CARRY-07).
    pub army_list: Option<Ratio>,
}

/// Loads `sections` onto several carriers together (SPEED-CARRY-01): each carrier's share, in
/// the fleet's order.
///
/// Reading (the catalogue's): a section is not split between vehicles, except one section over
/// two ½-section vehicles; a half section rides any vehicle with room for it. So each vehicle
/// takes as many whole sections as its capacity allows, the largest first; pairs of ½-section
/// vehicles take one section each; a half section left over takes the tightest room that fits.
/// Animals, bicycles and motorcycles carry the whole element (SPEED-CARRY-08): the first of them
/// in the fleet takes every section.
///
/// ```
/// use umpire_minis::speed::troops::{Carrier, FleetCarrier, Ratio, TroopsData, load_fleet};
/// let data = TroopsData::builtin()?;
/// let truck = FleetCarrier { carrier: Carrier::Truck { tonnes: Ratio::int(2) }, army_list: None };
/// let jeep = FleetCarrier { carrier: Carrier::Jeep, army_list: None };
/// let shares = load_fleet(&data, &[jeep, truck, jeep], Ratio::int(3)).map(|r| r.value);
/// let half = Ratio::new(1, 2).unwrap_or_default();
/// assert_eq!(shares, Ok(vec![half, Ratio::int(2), half]));
/// assert!(load_fleet(&data, &[jeep, truck], Ratio::int(3)).is_err());
/// # Ok::<(), umpire_minis::RulesDataError>(())
/// ```
///
/// # Errors
/// SPEED-CARRY-01 when the fleet cannot take that many sections together, and when `sections`
/// is negative or not a whole number of half sections.
pub fn load_fleet(
    data: &TroopsData,
    fleet: &[FleetCarrier],
    sections: Ratio,
) -> Result<Ruled<Vec<Ratio>>, Refusal> {
    let refuse = |text: String| Refusal::new(ClauseId::new("SPEED-CARRY-01"), text);
    let halves = sections * Ratio::int(2);
    if sections < Ratio::ZERO || !halves.is_whole() {
        return Err(refuse(format!(
            "sections load whole, or in halves over ½-section vehicles, not {sections}"
        )));
    }
    let mut citations = Vec::new();
    let mut capacities = Vec::with_capacity(fleet.len());
    for carrier in fleet {
        let ruled = capacity(data, carrier.carrier, carrier.army_list);
        for citation in ruled.citations {
            if !citations.contains(&citation) {
                citations.push(citation);
            }
        }
        capacities.push(ruled.value);
    }
    let mut shares = vec![Ratio::ZERO; fleet.len()];
    if let Some(mounts) = capacities.iter().position(Option::is_none) {
        shares[mounts] = sections;
        return Ok(Ruled::new(shares, citations));
    }
    let caps: Vec<Ratio> = capacities.into_iter().flatten().collect();
    let half = Ratio::new(1, 2).unwrap_or_default();
    let mut whole = halves.floor() / 2;
    let mut odd_half = halves.floor() % 2 == 1;
    // Whole sections into whole room, the largest vehicles first.
    let mut order: Vec<usize> = (0..caps.len()).collect();
    order.sort_by(|&a, &b| caps[b].cmp(&caps[a]));
    for &i in &order {
        let k = whole.min(caps[i].floor().max(0));
        shares[i] = Ratio::from(i64::try_from(k).unwrap_or(0));
        whole -= k;
    }
    // One section over two ½-section vehicles.
    let halves_free: Vec<usize> =
        (0..caps.len()).filter(|&i| caps[i] == half && shares[i] == Ratio::ZERO).collect();
    let mut split = false;
    for pair in halves_free.chunks_exact(2) {
        if whole == 0 {
            break;
        }
        shares[pair[0]] = half;
        shares[pair[1]] = half;
        whole -= 1;
        split = true;
    }
    // A half section into the tightest room that takes it.
    if odd_half
        && let Some(i) = (0..caps.len())
            .filter(|&i| caps[i] - shares[i] >= half)
            .min_by_key(|&i| (caps[i] - shares[i], i))
    {
        shares[i] = shares[i] + half;
        odd_half = false;
    }
    if split {
        citations
            .push(cite("SPEED-CARRY-01", "a section split over two ½-section vehicles (reading)"));
    }
    if whole > 0 || odd_half {
        return Err(refuse(format!(
            "the carriers take {} together, not {sections}",
            sections_of(fleet_most(&caps))
        )));
    }
    Ok(Ruled::new(shares, citations))
}

/// The most sections `caps` take together under [`load_fleet`]'s reading.
fn fleet_most(caps: &[Ratio]) -> Ratio {
    let half = Ratio::new(1, 2).unwrap_or_default();
    let whole: i128 = caps.iter().map(|c| c.floor().max(0)).sum();
    let halves = caps.iter().filter(|&&c| c == half).count();
    let pairs = i128::try_from(halves / 2).unwrap_or(0);
    let whole_part = |c: Ratio| Ratio::from(i64::try_from(c.floor()).unwrap_or(0));
    let spare = halves % 2 == 1 || caps.iter().any(|&c| c != half && c - whole_part(c) >= half);
    let most = Ratio::from(i64::try_from(whole + pairs).unwrap_or(i64::MAX));
    if spare { most + half } else { most }
}

/// `sections` with its noun: `1 section`, `0.5 sections`, `2 sections`.
fn sections_of(sections: Ratio) -> String {
    if sections == Ratio::ONE { "1 section".to_owned() } else { format!("{sections} sections") }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn rows_and_readings() {
        let data = TroopsData::builtin().unwrap_or_else(|e| panic!("{e}"));
        let t = |x: &str| {
            capacity(&data, Carrier::Truck { tonnes: x.parse().unwrap_or_default() }, None).value
        };
        assert_eq!(t("1.5"), Some(Ratio::ONE));
        assert_eq!(t("3.5"), Some(Ratio::int(2)));
        assert_eq!(t("0.75"), "1/2".parse().ok());
        assert_eq!(t("12"), Some(Ratio::int(4)));
        assert!(load(&data, Carrier::Jeep, None, Ratio::ONE).is_err());
    }

    fn fleet(data: &TroopsData, carriers: &[&str], sections: &str) -> Result<Vec<String>, String> {
        let fleet: Vec<FleetCarrier> = carriers
            .iter()
            .map(|c| FleetCarrier {
                carrier: match *c {
                    "jeep" => Carrier::Jeep,
                    "mounts" => Carrier::Mounts,
                    t => Carrier::Truck { tonnes: t.parse().unwrap_or_default() },
                },
                army_list: None,
            })
            .collect();
        load_fleet(data, &fleet, sections.parse().unwrap_or_default())
            .map(|r| r.value.iter().map(|s| s.fraction()).collect())
            .map_err(|r| r.reason.into_owned())
    }

    #[test]
    fn fleets_load_whole_sections_and_split_only_over_two_half_section_vehicles() {
        let data = TroopsData::builtin().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(fleet(&data, &["1", "2"], "3").unwrap(), ["1", "2"]);
        assert_eq!(fleet(&data, &["jeep", "jeep"], "1").unwrap(), ["1/2", "1/2"]);
        assert_eq!(fleet(&data, &["jeep", "jeep", "jeep"], "3/2").unwrap(), ["1/2", "1/2", "1/2"]);
        assert_eq!(fleet(&data, &["jeep", "1"], "3/2").unwrap(), ["1/2", "1"]);
        assert_eq!(fleet(&data, &["2", "jeep"], "1/2").unwrap(), ["0", "1/2"]);
        assert_eq!(fleet(&data, &["mounts", "1"], "5").unwrap(), ["5", "0"]);
        // A section is not split over a truck and a jeep, nor over two trucks' spare room.
        let refused = fleet(&data, &["jeep", "jeep", "1"], "5/2").unwrap_err();
        assert!(refused.contains("take 2 sections together"), "{refused}");
        assert!(fleet(&data, &["jeep", "1"], "2").is_err());
        assert!(fleet(&data, &["jeep"], "1/3").is_err());
        assert!(fleet(&data, &[], "1").is_err());
    }
}
