//! Unhitching towed equipment: set-up times by weapon class, the command-net link, coming out
//! of action, and the 50% more that slow or non-specialised movers take.

use umpire_map::{Citation, ClauseId, Refusal};

use super::{Ratio, Ruled, TroopsData, UnhitchClass, cite};

const UNHITCH_01: ClauseId = ClauseId::new("SPEED-UNHITCH-01");

/// What is done with the weapon.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Handling {
    /// Unhitch and set up for direct fire; `net_link` also links it into the command net and
    /// with any FOOs.
    SetUp {
        /// Whether it is also linked into the command net.
        net_link: bool,
    },
    /// Come out of action ready to move off.
    OutOfAction,
}

/// The periods a weapon takes (SPEED-UNHITCH-01..11): its class's set-up time for direct fire
/// (`kind` such as `atk gun`, `mortar`, `field gun`, `sp gun`, with `calibre_mm` where the class
/// depends on it), the same again to link into the command net, ½ period for a self-propelled
/// gun to come out of action and the direct-fire set-up time for anything else; every time
/// ×1.5 when the `tower` is a non-specialised or slow mover (standard truck, lorry, horses,
/// agricultural tractor such as the Stalinets). Exact: ½ × 1.5 = ¾ period. A tower the rules
/// do not list as slow is a specialised one (a prime mover), unless its name is a letter or two
/// from a slow one's (`lory`): that is refused as a likely slip.
///
/// # Errors
/// SPEED-UNHITCH-01 for an unknown kind, or a kind classed by calibre without one;
/// SPEED-UNHITCH-11 for a tower whose name is a slip of a slow mover's, naming the nearest.
pub fn handling_time(
    data: &TroopsData,
    kind: &str,
    calibre_mm: Option<u32>,
    tower: Option<&str>,
    handling: Handling,
) -> Result<Ruled<Ratio>, Refusal> {
    let u = &data.unhitching;
    let kind = kind.trim().to_lowercase();
    let of_kind: Vec<&UnhitchClass> = u.classes.iter().filter(|c| c.kind == kind).collect();
    let by_calibre =
        of_kind.iter().any(|c| c.up_to_mm.is_some()) || u.heavier_kinds.contains(&kind);
    if by_calibre && calibre_mm.is_none() {
        return Err(Refusal::new(
            UNHITCH_01,
            format!("a {kind} is classed by its calibre: give it in mm"),
        ));
    }
    let fits =
        |c: &&&UnhitchClass| c.up_to_mm.is_none_or(|max| calibre_mm.is_some_and(|mm| mm <= max));
    let mut citations =
        vec![cite("SPEED-UNHITCH-01", "unhitching and setting up take the unhitch table's time")];
    let base = match of_kind.iter().find(fits) {
        Some(class) => {
            citations.push(Citation::new(class.clause, "the weapon's class in the unhitch table"));
            class.periods
        }
        None if u.heavier_kinds.contains(&kind) || !of_kind.is_empty() => {
            citations.push(cite("SPEED-UNHITCH-04", "heavier weapons: 2 periods"));
            u.heavier
        }
        None => {
            let names = u
                .classes
                .iter()
                .map(|c| c.kind.as_str())
                .chain(u.heavier_kinds.iter().map(String::as_str));
            let hint = umpire_map::nearest(&kind, names)
                .map_or_else(String::new, |n| format!(" (did you mean {n:?}?)"));
            return Err(Refusal::new(
                UNHITCH_01,
                format!("the unhitch table has no weapon {kind:?}{hint}"),
            ));
        }
    };
    let sp = kind == "sp gun";
    let mut time = match handling {
        Handling::SetUp { net_link } => {
            citations.push(cite("SPEED-UNHITCH-06", "the table's time sets up for direct fire"));
            if net_link {
                citations.push(cite(
                    "SPEED-UNHITCH-07",
                    "linking into the command net and FOOs takes as long again",
                ));
                base + base * u.net_link_factor
            } else {
                base
            }
        }
        Handling::OutOfAction if sp => {
            citations.push(cite(
                "SPEED-UNHITCH-08",
                "a self-propelled gun comes out of action in half a period",
            ));
            u.sp_out_of_action
        }
        Handling::OutOfAction => {
            citations.push(cite(
                "SPEED-UNHITCH-09",
                "coming out of action takes the direct-fire set-up time",
            ));
            base
        }
    };
    let slow = match tower {
        None => false,
        Some(t) => crate::speed::open_name("tower", t, u.slow_movers.iter().map(String::as_str))
            .map_err(|m| Refusal::new(ClauseId::new("SPEED-UNHITCH-11"), m))?
            .is_some(),
    };
    if slow {
        citations.push(cite(
            "SPEED-UNHITCH-11",
            "standard trucks and lorries, horses and agricultural tractors are slow",
        ));
        citations
            .push(cite("SPEED-UNHITCH-10", "non-specialised or slow movers add 50% to the time"));
        time = time * u.slow_factor;
    }
    Ok(Ruled::new(time, citations))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_and_additions() {
        let data = TroopsData::builtin().unwrap_or_else(|e| panic!("{e}"));
        let t = |k: &str, c: Option<u32>, tower: Option<&str>, h| {
            handling_time(&data, k, c, tower, h)
                .map(|r| r.value.fraction())
                .map_err(|r| r.clause.to_string())
        };
        let direct = Handling::SetUp { net_link: false };
        assert_eq!(t("atk gun", Some(57), None, direct), Ok("1/2".to_owned()));
        assert_eq!(t("atk gun", Some(75), None, direct), Ok("1".to_owned()));
        assert_eq!(t("aa gun", Some(88), None, direct), Ok("2".to_owned()));
        assert_eq!(
            t("field gun", Some(105), Some("lorry"), Handling::SetUp { net_link: true }),
            Ok("3".to_owned())
        );
        assert_eq!(t("sp gun", None, None, Handling::OutOfAction), Ok("1/2".to_owned()));
        assert_eq!(
            t("mortar", Some(81), Some("horses"), Handling::OutOfAction),
            Ok("3/4".to_owned())
        );
        assert_eq!(t("catapult", None, None, direct), Err("SPEED-UNHITCH-01".to_owned()));
        assert_eq!(t("mortar", Some(81), Some("prime mover"), direct), Ok("1/2".to_owned()));
        assert_eq!(t("mortar", Some(81), Some("Lorry"), direct), Ok("3/4".to_owned()));
        assert_eq!(t("mortar", Some(81), Some("lory"), direct), Err("SPEED-UNHITCH-11".to_owned()));
        let slip = handling_time(&data, "mortar", Some(81), Some("lory"), direct);
        assert!(slip.is_err_and(|r| r.reason.contains("did you mean \"lorry\"?")));
    }
}
