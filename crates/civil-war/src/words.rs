//! Names in messages as the Civil War rules write them: the sides as proper names (`Union`,
//! `Confederate`) and unit types by the nouns the text uses, behind their article
//! (`an infantry unit`, `an ironclad`, `a supply train`). The shared helpers are
//! [`umpire_map::words`].

pub(crate) use umpire_map::words::a_or_an;

/// A side (`union`, `confederate`) as a proper name: `Union`, `Confederate`.
pub(crate) fn side(id: &str) -> String {
    umpire_map::words::proper(id)
}

/// The noun the rules use for a unit of type `unit_type` (a key of the rules data's
/// `unit_types`): the arms are `infantry unit`, `cavalry unit`, `artillery unit`; `hq` is a
/// `Headquarters`; `rail-repair` a `rail repair unit`; gunboats are `gunboat flotilla`s; any
/// other id is read with its hyphens as spaces (`supply-train` → `supply train`).
pub(crate) fn unit_noun(unit_type: &str) -> String {
    match unit_type {
        "infantry" | "cavalry" | "artillery" => format!("{unit_type} unit"),
        "hq" => "Headquarters".to_owned(),
        "rail-repair" => "rail repair unit".to_owned(),
        "river-gunboat" | "naval-gunboat" => format!("{} flotilla", unit_type.replace('-', " ")),
        other => other.replace('-', " "),
    }
}

/// [`unit_noun`] behind its article: `an infantry unit`, `an ironclad`, `a Headquarters`.
pub(crate) fn a_unit(unit_type: &str) -> String {
    a_or_an(&unit_noun(unit_type))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unit_types_read_as_the_rules_name_them() {
        assert_eq!(a_unit("infantry"), "an infantry unit");
        assert_eq!(a_unit("artillery"), "an artillery unit");
        assert_eq!(a_unit("ironclad"), "an ironclad");
        assert_eq!(a_unit("supply-train"), "a supply train");
        assert_eq!(a_unit("river-gunboat"), "a river gunboat flotilla");
        assert_eq!(a_unit("hq"), "a Headquarters");
        assert_eq!(side("union"), "Union");
    }
}
