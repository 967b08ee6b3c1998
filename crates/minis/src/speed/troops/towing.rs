//! Towing (8.3): the towing and recovering penalties, taken off the final speed.

use umpire_map::{ClauseId, Refusal};

use super::{Ratio, Ruled, TowingRow, TroopsData, cite};

const TOW_01: ClauseId = ClauseId::new("SPEED-TOW-01");

/// What the vehicle (or team) pulls.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TowLoad {
    /// A normal towed load (a gun, a trailer).
    Towing,
    /// A vehicle being recovered; `larger` when it is bigger than the recoverer.
    Recovering {
        /// Whether the recovered vehicle is larger than the recoverer.
        larger: bool,
    },
}

/// The final speed of a towing mover (SPEED-TOW-01..05): `speed` (cm, after every other
/// modifier) times (1 − the table's penalty) for the `mover`'s row (`fully tracked`,
/// `half-tracked or 4wd`, `2wd`, `animals`), its road column on road, track, steppe and hard sand
/// (`going`) and its cross-country column elsewhere. Exact: 67% off leaves 33/100 of the speed.
/// A going a letter or two from a road-column name (`raod`) is refused as a likely slip, not
/// read as cross country.
///
/// # Errors
/// SPEED-TOW-01 for an unknown mover (with the nearest), a slip of a road-column going, or a
/// recovered vehicle larger than the recoverer.
pub fn towing_speed(
    data: &TroopsData,
    speed: Ratio,
    mover: &str,
    load: TowLoad,
    going: &str,
) -> Result<Ruled<Ratio>, Refusal> {
    let rows = &data.towing.rows;
    let row: &TowingRow =
        rows.iter().find(|r| r.mover.eq_ignore_ascii_case(mover.trim())).ok_or_else(|| {
            let names = rows.iter().map(|r| r.mover.as_str());
            Refusal::new(TOW_01, crate::speed::unknown_name("towing mover", mover, names))
        })?;
    if load == (TowLoad::Recovering { larger: true }) {
        return Err(Refusal::new(
            TOW_01,
            "a vehicle may recover only a vehicle up to its own size",
        ));
    }
    let road = crate::speed::open_name(
        "road-column going",
        going,
        data.towing.road_going.iter().map(String::as_str),
    )
    .map_err(|m| Refusal::new(TOW_01, m))?
    .is_some();
    let percent = match (load, road) {
        (TowLoad::Towing, true) => row.towing_road,
        (TowLoad::Towing, false) => row.towing_cross_country,
        (TowLoad::Recovering { .. }, true) => row.recovering_road,
        (TowLoad::Recovering { .. }, false) => row.recovering_cross_country,
    };
    let column = if road {
        cite("SPEED-TOW-01", "the on-road column: the mover uses its road speed or a share of it")
    } else {
        cite("SPEED-TOW-01", "the cross-country column")
    };
    let note = match load {
        TowLoad::Towing => "towing a normal load",
        TowLoad::Recovering { .. } => "recovering a vehicle up to its own size",
    };
    let value = speed * (Ratio::ONE - Ratio::percent(percent));
    Ok(Ruled::new(value, vec![column, umpire_map::Citation::new(row.clause, note)]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn penalties_come_off_the_final_speed() {
        let data = TroopsData::builtin().unwrap_or_else(|e| panic!("{e}"));
        let t = |m: &str, l, g: &str| {
            towing_speed(&data, Ratio::int(30), m, l, g)
                .map(|r| r.value.to_string())
                .map_err(|r| r.clause.to_string())
        };
        assert_eq!(t("2wd", TowLoad::Towing, "open"), Ok("15".to_owned()));
        assert_eq!(
            t("animals", TowLoad::Recovering { larger: false }, "road"),
            Ok("9.9".to_owned())
        );
        assert_eq!(
            t("fully tracked", TowLoad::Recovering { larger: true }, "road"),
            Err("SPEED-TOW-01".to_owned())
        );
        assert_eq!(t("2wd", TowLoad::Towing, "raod"), Err("SPEED-TOW-01".to_owned()));
        assert_eq!(t("2wd", TowLoad::Towing, "wood"), Ok("15".to_owned()));
        let lorry = towing_speed(&data, Ratio::int(30), "2wdd", TowLoad::Towing, "road");
        assert!(lorry.is_err_and(|r| r.reason.contains("did you mean \"2wd\"?")));
    }
}
