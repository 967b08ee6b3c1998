//! Amphibious and wading vehicles: water speed, the preparation after leaving the water, deep
//! wading as heavy going, and the conditions for entering the water.

use umpire_map::{ClauseId, Refusal};

use super::{Ratio, Ruled, TroopsData, cite};

/// A vehicle that can cross water.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Amphibian {
    /// A true amphibian (the DUKW).
    True,
    /// A temporary amphibian (the Sherman DD).
    Temporary,
    /// A deep-wading or snorkelling vehicle.
    DeepWading,
}

impl std::str::FromStr for Amphibian {
    type Err = String;
    /// `true amphibian`, `temporary amphibian`, `deep-wading` (or `snorkelling`).
    fn from_str(text: &str) -> Result<Amphibian, String> {
        match text.trim().to_lowercase().as_str() {
            "true amphibian" => Ok(Amphibian::True),
            "temporary amphibian" => Ok(Amphibian::Temporary),
            "deep-wading" | "snorkelling" | "deep-wading vehicle" => Ok(Amphibian::DeepWading),
            other => Err(crate::speed::unknown_name(
                "kind of amphibian",
                other,
                ["true amphibian", "temporary amphibian", "deep-wading", "snorkelling"],
            )),
        }
    }
}

/// What leaving the water costs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LeavingWater {
    /// Periods before the vehicle may open fire (is ready for action).
    pub prepare: Ratio,
    /// The share of that phase's movement left to it.
    pub movement_share: Ratio,
}

/// The preparation after leaving the water (SPEED-AMPHIB-02, 03, 05): none for a true
/// amphibian; ¼ period for a temporary one; a full period for a deep-wading or snorkelling one.
/// Reading: the vehicle is stationary while it prepares, so it loses that share of its movement.
pub fn leaving_water(data: &TroopsData, kind: Amphibian) -> Ruled<LeavingWater> {
    let a = &data.amphibious;
    let (prepare, citation) = match kind {
        Amphibian::True => {
            (Ratio::ZERO, cite("SPEED-AMPHIB-02", "a true amphibian (DUKW) needs no preparation"))
        }
        Amphibian::Temporary => (
            a.temporary_prepare,
            cite(
                "SPEED-AMPHIB-03",
                "a temporary amphibian prepares a quarter period before opening fire",
            ),
        ),
        Amphibian::DeepWading => (
            a.wading_prepare,
            cite(
                "SPEED-AMPHIB-05",
                "a deep-wading vehicle needs a full period to prepare for action",
            ),
        ),
    };
    let movement_share =
        if a.prepare_stationary { (Ratio::ONE - prepare).max(Ratio::ZERO) } else { Ratio::ONE };
    let mut citations = Vec::new();
    if kind != Amphibian::True {
        citations
            .push(cite("SPEED-AMPHIB-02", "true and temporary amphibians differ in preparation"));
    }
    citations.push(citation);
    Ruled::new(LeavingWater { prepare, movement_share }, citations)
}

/// An amphibian's speed in the water (SPEED-AMPHIB-01): its vehicle chart's amphibious speed.
///
/// # Errors
/// SPEED-AMPHIB-01 when the chart gives it no amphibious speed.
pub fn water_speed(chart: Option<Ratio>) -> Result<Ruled<Ratio>, Refusal> {
    chart
        .map(|s| {
            Ruled::new(
                s,
                vec![cite("SPEED-AMPHIB-01", "the amphibious speed from the vehicle data chart")],
            )
        })
        .ok_or_else(|| {
            Refusal::new(
                ClauseId::new("SPEED-AMPHIB-01"),
                "the vehicle chart notes no amphibious speed",
            )
        })
}

/// A deep-wading vehicle's speed in the water (SPEED-AMPHIB-04): heavy going, 25% of its
/// `cross_country` speed for its deductions-table `column` (tracked AFV, other AFV, other 4wd);
/// no miring test (reading).
///
/// # Errors
/// SPEED-AMPHIB-04 for a column with no heavy-going figure (2wd), or a slip of one that has
/// (`tracked afvv`, with the nearest).
pub fn wading_speed(
    data: &TroopsData,
    column: &str,
    cross_country: Ratio,
) -> Result<Ruled<Ratio>, Refusal> {
    const AMPHIB_04: ClauseId = ClauseId::new("SPEED-AMPHIB-04");
    let a = &data.amphibious;
    let listed = a.wading_columns.iter().map(String::as_str);
    let found = crate::speed::open_name("deductions-table column", column, listed)
        .map_err(|m| Refusal::new(AMPHIB_04, m))?;
    if found.is_none() {
        return Err(Refusal::new(
            AMPHIB_04,
            format!("{column:?} has no heavy-going speed to wade at"),
        ));
    }
    Ok(Ruled::new(
        cross_country * a.wading_heavy_going,
        vec![
            cite(
                "SPEED-AMPHIB-04",
                "deep-wading vehicles move as if in heavy going, with no miring test",
            ),
            cite("SPEED-GOING-06", "heavy going: 25% of the cross-country speed"),
        ],
    ))
}

/// Whether a vehicle may enter the water here (SPEED-AMPHIB-06/07): the bank or beach must have
/// been agreed or designated before the game, and a deep-wading vehicle must have started the
/// game prepared.
///
/// # Errors
/// SPEED-AMPHIB-07 for an undesignated bank; SPEED-AMPHIB-06 for an unprepared wading vehicle.
pub fn water_entry(
    kind: Amphibian,
    prepared_at_start: bool,
    bank_designated: bool,
) -> Result<Ruled<()>, Refusal> {
    if !bank_designated {
        return Err(Refusal::new(
            ClauseId::new("SPEED-AMPHIB-07"),
            "this bank or beach was not agreed or designated for crossings before the game",
        ));
    }
    let mut citations = vec![cite("SPEED-AMPHIB-07", "the bank was designated before the game")];
    if kind == Amphibian::DeepWading {
        if !prepared_at_start {
            return Err(Refusal::new(
                ClauseId::new("SPEED-AMPHIB-06"),
                "deep-wading vehicles must start the game prepared; they cannot be prepared in play",
            ));
        }
        citations.push(cite("SPEED-AMPHIB-06", "the vehicle started the game prepared"));
    }
    Ok(Ruled::new((), citations))
}
