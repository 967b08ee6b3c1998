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

/// `sections` with its noun: `1 section`, `0.5 sections`, `2 sections`.
fn sections_of(sections: Ratio) -> String {
    if sections == Ratio::ONE { "1 section".to_owned() } else { format!("{sections} sections") }
}

#[cfg(test)]
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
}
