//! Where a unit can go this phase, in any hex ruleset: the places it can reach and for how many
//! MP, where it must stop, and a unit that may not move at all.

use cucumber::then;
use umpire_map::Mp;

use super::verdict::{ReachedPlace, UnitReach, same_place};
use super::{AcceptanceWorld, Outcome};

impl AcceptanceWorld {
    /// The reach of `unit` in the ruleset loaded (`mode`: `None` for the ruleset's usual one).
    pub fn reach_of(&self, unit: &str, mode: Option<&str>) -> Result<UnitReach, String> {
        self.set_ordered(unit.to_owned());
        let reach = if let Some(strategic) = &self.strategic {
            super::strategic::reach_of(&strategic.game, unit)
        } else if let Some(civil_war) = &self.civil_war {
            super::civil_war::reach_of(&civil_war.game, unit, mode)
        } else {
            Err("no scenario is loaded".to_owned())
        };
        if let Ok(Err(refusal)) = &reach {
            self.cited.note_clause(refusal.clause.as_str());
        }
        reach
    }
}

fn find<'a>(reach: &'a [ReachedPlace], place: &str) -> Option<&'a ReachedPlace> {
    reach.iter().find(|r| same_place(&r.id, place))
}

fn reach(
    world: &AcceptanceWorld,
    unit: &str,
    mode: Option<&str>,
) -> Result<Vec<ReachedPlace>, String> {
    world.reach_of(unit, mode)?.map_err(|refusal| format!("{unit:?} cannot move at all: {refusal}"))
}

/// A unit can reach a place this phase for exactly this many MP (`by rail`, `by water`: in that
/// mode).
#[then(regex = "^\"([^\"]+)\" can reach ([\\w/-]+)(?: by (rail|water))? for ([\\d/ .]+) MP$")]
fn can_reach_for(
    world: &mut AcceptanceWorld,
    unit: String,
    place: String,
    mode: String,
    mp: String,
) -> Outcome {
    let expected: Mp = mp.trim().parse().map_err(|e| format!("{mp:?} is no MP amount: {e}"))?;
    let want = format!("{unit:?} to reach {place}{} for {expected} MP", by(&mode));
    let places = reach(world, &unit, Some(mode.as_str()).filter(|m| !m.is_empty()))
        .map_err(|why| format!("expected {want}, but {why}"))?;
    match find(&places, &place) {
        Some(r) if r.cost == expected => Ok(()),
        Some(r) => Err(format!("expected {want}, but it reaches {place} for {} MP", r.cost)),
        None => Err(format!("expected {want}, but it cannot reach {place}")),
    }
}

/// A unit can reach a place this phase, and must stop there.
#[then(regex = "^\"([^\"]+)\" can reach ([\\w/-]+)(?: by (rail|water))? but must stop there$")]
fn can_reach_stopping(
    world: &mut AcceptanceWorld,
    unit: String,
    place: String,
    mode: String,
) -> Outcome {
    let want = format!("{unit:?} to reach {place}{} and have to stop there", by(&mode));
    let places = reach(world, &unit, Some(mode.as_str()).filter(|m| !m.is_empty()))
        .map_err(|why| format!("expected {want}, but {why}"))?;
    match find(&places, &place) {
        Some(r) if r.must_stop => Ok(()),
        Some(r) => {
            Err(format!("expected {want}, but it reaches it for {} MP free to move on", r.cost))
        }
        None => Err(format!("expected {want}, but it cannot reach {place}")),
    }
}

/// A unit cannot reach a place this phase by any path.
#[then(regex = "^\"([^\"]+)\" cannot reach ([\\w/-]+)(?: by (rail|water))?$")]
fn cannot_reach(world: &mut AcceptanceWorld, unit: String, place: String, mode: String) -> Outcome {
    let want = format!("{unit:?} not to be able to reach {place}{}", by(&mode));
    let places = reach(world, &unit, Some(mode.as_str()).filter(|m| !m.is_empty()))
        .map_err(|why| format!("expected {want}, but {why}"))?;
    match find(&places, &place) {
        None => Ok(()),
        Some(r) => Err(format!("expected {want}, but it reaches {place} for {} MP", r.cost)),
    }
}

/// A unit cannot move at all this phase, because of the clause.
#[then(regex = "^\"([^\"]+)\" cannot move at all because of ([A-Z][\\w.-]+)$")]
fn cannot_move(world: &mut AcceptanceWorld, unit: String, clause: String) -> Outcome {
    let want = format!("{unit:?} not to be able to move at all because of {clause}");
    let outcome =
        match world.reach_of(&unit, None).map_err(|why| format!("expected {want}, but {why}"))? {
            Err(r) if r.clause.as_str() == clause => Ok(()),
            Err(r) => Err(format!("expected {want}, but it may not move because it is {r}")),
            Ok(places) => {
                Err(format!("expected {want}, but it can move: it reaches {} places", places.len()))
            }
        };
    world.about_clause(&clause, outcome)
}

/// ` by rail` for a mode, nothing for none.
fn by(mode: &str) -> String {
    if mode.is_empty() { String::new() } else { format!(" by {mode}") }
}
