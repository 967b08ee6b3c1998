//! Infantry movement (8.8): centimetre modifiers to an infantry element's speed, the 5 cm limit
//! on penalties and the night minimum of 1 cm.

use umpire_map::{ClauseId, Refusal};

use super::{InfantryModifier, Ratio, Ruled, TroopsData, cite};

/// What a weapon costs the section moving it (SPEED-INF-16).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WeaponBurden {
    /// Part of the section's own kit: no modifier.
    Kit,
    /// A support weapon: the "carrying support weapon" modifier.
    Support,
    /// A heavy weapon: the "manhandling heavy weapon" modifier.
    Heavy,
}

impl WeaponBurden {
    /// The name of the infantry modifier this burden brings, if any.
    pub const fn modifier(self) -> Option<&'static str> {
        match self {
            WeaponBurden::Kit => None,
            WeaponBurden::Support => Some("carrying support weapon"),
            WeaponBurden::Heavy => Some("manhandling heavy weapon"),
        }
    }
}

impl std::fmt::Display for WeaponBurden {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            WeaponBurden::Kit => "kit",
            WeaponBurden::Support => "support weapon",
            WeaponBurden::Heavy => "heavy weapon",
        })
    }
}

/// Classes a weapon a section moves (SPEED-INF-16): MMGs, HMGs and mortars of 60–90 mm are
/// support weapons, smaller mortars are the section's kit (reading), anything else is heavy —
/// but a name a letter or two from `mmg`, `hmg` or `mortar` (`mmh`) is refused as a likely
/// slip, not taken for a heavy weapon.
///
/// # Errors
/// SPEED-INF-16 for a mortar without a calibre, or a slip of a support weapon's name (with the
/// nearest).
pub fn weapon_burden(
    data: &TroopsData,
    kind: &str,
    calibre_mm: Option<u32>,
) -> Result<Ruled<WeaponBurden>, Refusal> {
    const INF_16: ClauseId = ClauseId::new("SPEED-INF-16");
    let w = &data.infantry.weapons;
    let kind = kind.trim().to_lowercase();
    let named = w.support_kinds.iter().map(String::as_str).chain(["mortar"]);
    crate::speed::open_name("weapon", &kind, named).map_err(|m| Refusal::new(INF_16, m))?;
    let burden = if w.support_kinds.iter().any(|k| k.eq_ignore_ascii_case(&kind)) {
        WeaponBurden::Support
    } else if kind == "mortar" {
        match calibre_mm {
            None => {
                return Err(Refusal::new(
                    INF_16,
                    "a mortar is classed by its calibre: give it in mm",
                ));
            }
            Some(mm) if mm < w.mortar_support_from_mm => WeaponBurden::Kit,
            Some(mm) if mm <= w.mortar_support_to_mm => WeaponBurden::Support,
            Some(_) => WeaponBurden::Heavy,
        }
    } else {
        WeaponBurden::Heavy
    };
    let note = match burden {
        WeaponBurden::Kit => "a mortar under 60 mm is the section's own kit (reading): no modifier",
        WeaponBurden::Support => "MMGs, HMGs and 60-90 mm mortars are support weapons",
        WeaponBurden::Heavy => "anything larger than a support weapon is a heavy weapon",
    };
    Ok(Ruled::new(burden, vec![cite("SPEED-INF-16", note)]))
}

fn find<'a>(data: &'a TroopsData, name: &str) -> Result<&'a InfantryModifier, Refusal> {
    let mods = &data.infantry.modifiers;
    mods.iter().find(|m| m.name.eq_ignore_ascii_case(name.trim())).ok_or_else(|| {
        Refusal::new(
            ClauseId::new("SPEED-INF-01"),
            crate::speed::unknown_name(
                "infantry modifier",
                name,
                mods.iter().map(|m| m.name.as_str()),
            ),
        )
    })
}

/// An infantry element's move in cm this period: its basic `speed` (normal or fast, from the
/// speed table the text lacks) plus every modifier named (SPEED-INF-01..12), never below
/// 0 cm (SPEED-INF-13), refused when the penalties total more than 5 cm (SPEED-INF-14), and at
/// least 1 cm at night when night is the only penalty (SPEED-INF-15).
///
/// # Errors
/// SPEED-INF-14 when the penalties exceed the limit; SPEED-INF-01 for an unknown modifier.
pub fn infantry_speed(
    data: &TroopsData,
    speed: Ratio,
    modifiers: &[&str],
) -> Result<Ruled<Ratio>, Refusal> {
    let inf = &data.infantry;
    let mut citations =
        vec![cite("SPEED-INF-01", "the basic infantry speed adjusted by the infantry modifiers")];
    let found: Vec<&InfantryModifier> =
        modifiers.iter().map(|m| find(data, m)).collect::<Result<_, _>>()?;
    citations.extend(found.iter().map(|m| m.citation));
    if found.len() > 1 {
        citations.push(cite("SPEED-INF-12", "the modifiers are added together"));
    }
    let penalties: Ratio = found.iter().filter(|m| m.cm.is_negative()).map(|m| -m.cm).sum();
    let bonuses: Ratio = found.iter().filter(|m| m.cm.is_positive()).map(|m| m.cm).sum();
    let counted = if inf.bonuses_offset_cap { penalties - bonuses } else { penalties };
    if counted > inf.penalty_cap {
        return Err(Refusal::new(
            ClauseId::new("SPEED-INF-14"),
            format!("the penalties come to {counted} cm, more than {} cm", inf.penalty_cap),
        ));
    }
    if counted == inf.penalty_cap {
        citations.push(cite("SPEED-INF-14", "the penalties come to the limit exactly: allowed"));
    }
    let mut net = speed + found.iter().map(|m| m.cm).sum();
    if net <= inf.floor && penalties.is_positive() {
        net = inf.floor;
        citations
            .push(cite("SPEED-INF-13", "the penalties take the whole period: nothing left beyond"));
    }
    let night = found.iter().any(|m| m.night);
    let others = found.iter().any(|m| !m.night && m.cm.is_negative());
    let floor_holds = !inf.night_floor_only_without_other_penalties || !others;
    if night && floor_holds && net < inf.night_floor {
        net = inf.night_floor;
        citations.push(cite(
            "SPEED-INF-15",
            "at night, barring other penalties, a section moves at least 1 cm",
        ));
    }
    Ok(Ruled::new(net, citations))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn data() -> TroopsData {
        TroopsData::builtin().unwrap_or_else(|e| panic!("{e}"))
    }

    fn speed(s: i64, mods: &[&str]) -> Result<String, String> {
        infantry_speed(&data(), Ratio::int(s), mods)
            .map(|r| r.value.to_string())
            .map_err(|r| r.clause.to_string())
    }

    #[test]
    fn modifiers_add_up_with_the_limit_and_the_night_minimum() {
        assert_eq!(speed(5, &["wading"]), Ok("3.5".to_owned()));
        assert_eq!(
            speed(5, &["carrying support weapon", "crossing wire or bocage"]),
            Ok("0".to_owned())
        );
        assert_eq!(
            speed(5, &["manhandling heavy weapon", "crossing wall, hedge or ditch", "at night"]),
            Err("SPEED-INF-14".to_owned())
        );
        assert_eq!(speed(1, &["at night"]), Ok("1".to_owned()));
        assert_eq!(speed(2, &["at night", "crossing wall, hedge or ditch"]), Ok("0".to_owned()));
        assert_eq!(speed(5, &["on road, track or hard ground"]), Ok("7".to_owned()));
        assert_eq!(speed(5, &["on road"]), Err("SPEED-INF-01".to_owned()));
    }

    #[test]
    fn weapons_are_classed_by_kind_and_calibre() {
        let d = data();
        let b = |k: &str, c: Option<u32>| weapon_burden(&d, k, c).map(|r| r.value);
        assert_eq!(b("MMG", None), Ok(WeaponBurden::Support));
        assert_eq!(b("mortar", Some(81)), Ok(WeaponBurden::Support));
        assert_eq!(b("mortar", Some(50)), Ok(WeaponBurden::Kit));
        assert_eq!(b("mortar", Some(120)), Ok(WeaponBurden::Heavy));
        assert_eq!(b("atk gun", Some(37)), Ok(WeaponBurden::Heavy));
        assert!(b("mortar", None).is_err());
        assert!(b("mmh", None).is_err_and(|r| r.reason.contains("did you mean \"mmg\"?")));
    }
}
