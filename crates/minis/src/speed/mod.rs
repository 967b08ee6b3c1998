//! The speed-table movement rules (`shared/seeds/003_…txt`): speeds in centimetres by mover
//! class and going, with deductions, tests and times. [`vehicles`] holds the vehicle rules
//! (definitions, speeds, going, deductions, standing starts, suppression, reversing, flattened
//! cover, miring, built-up areas, buildings); [`troops`] the rest (infantry, the double, cavalry,
//! snow and ice, towing, embarking, carrying, unhitching, amphibious vehicles, ramming, overruns).
//!
//! Every speed, deduction, distance and time is exact ([`crate::ExactLength`],
//! [`crate::Ratio`]): the text states no rounding, so none is made.
//!
//! Every name the rules take — a vehicle class, running gear, terrain, road surface, visibility
//! condition, obstacle, kind of troops, tower, weapon, circumstance, modifier — is looked up,
//! and one the rules do not know is refused with the nearest known name. Where the text makes
//! a list open ("anything larger is a heavy weapon", unlisted terrain is Normal going, a tower
//! that is not slow is specialised), a name a letter or two away from a listed one is refused
//! as a likely slip rather than read as "anything else".

pub mod route;
pub mod troops;
pub mod vehicles;

use umpire_map::normalise;

/// The message for `name`, which is none of `known` (`what` says what it should be): it names
/// it, the nearest known name, and every known one.
pub(crate) fn unknown_name<'a>(
    what: &str,
    name: &str,
    known: impl IntoIterator<Item = &'a str> + Clone,
) -> String {
    let all: Vec<&str> = known.clone().into_iter().collect();
    format!("no {what} is called {name:?}{}; the rules know {}", hint(name, known), all.join(", "))
}

/// ` (did you mean "lorry"?)` for the nearest of `known`, or nothing.
pub(crate) fn hint<'a>(name: &str, known: impl IntoIterator<Item = &'a str>) -> String {
    umpire_map::nearest(name, known).map(|n| format!(" (did you mean {n:?}?)")).unwrap_or_default()
}

/// The one of `known` that `name` is (the same but for case, spaces and hyphens), if any.
pub(crate) fn matching<'a>(
    name: &str,
    known: impl IntoIterator<Item = &'a str>,
) -> Option<&'a str> {
    let wanted = normalise(name);
    known.into_iter().find(|k| normalise(k) == wanted)
}

/// A name of an open list: `Ok(Some(k))` when it is the listed `k`, `Ok(None)` when it is far
/// from every listed name (the text's "anything else"), and the refusal's message when it is a
/// letter or two from one — a likely slip (`lory` for `lorry`), not something else.
pub(crate) fn open_name<'a>(
    what: &str,
    name: &str,
    listed: impl IntoIterator<Item = &'a str> + Clone,
) -> Result<Option<&'a str>, String> {
    if let Some(k) = matching(name, listed.clone()) {
        return Ok(Some(k));
    }
    match umpire_map::nearest(name, listed) {
        Some(near) => Err(format!(
            "{name:?} is no {what} the rules know, and too close to {near:?} to be taken for \
             another (did you mean {near:?}?)"
        )),
        None => Ok(None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_matched_and_slips_refused() {
        let slow = ["standard truck", "lorry", "horses"];
        assert_eq!(open_name("tower", "Lorry", slow), Ok(Some("lorry")));
        assert_eq!(open_name("tower", "prime mover", slow), Ok(None));
        let slip = open_name("tower", "lory", slow).err().unwrap_or_default();
        assert!(slip.contains("\"lory\"") && slip.contains("did you mean \"lorry\"?"), "{slip}");
        let message = unknown_name("ground pressure", "lwo", ["low", "normal", "high"]);
        assert!(message.contains("did you mean \"low\"?"), "{message}");
        assert_eq!(matching("Hard-Sand", ["road", "hard sand"]), Some("hard sand"));
    }
}
