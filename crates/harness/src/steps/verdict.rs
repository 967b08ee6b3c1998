//! Verdicts, in any ruleset: whether the last move was legal, what it cost, where and why the
//! unit must stop, which clause refused it; and where a unit can go this phase.

use std::sync::{Mutex, PoisonError};
use std::collections::BTreeSet;

use cucumber::then;
use umpire_map::{Citation, Entry, Mp, Outcome as Came, Refusal};

use super::{AcceptanceWorld, Outcome};

/// The last order's verdict, in the terms every ruleset shares.
#[derive(Debug, Clone)]
pub struct Judged {
    /// The refused step (0: the order itself).
    pub step: usize,
    /// The refusal.
    pub refusal: Option<Refusal>,
    /// MP spent by the legal part.
    pub cost: Mp,
    /// Why the unit must stop where the legal part ends.
    pub stop: Option<Citation>,
    /// The ledger of the legal part.
    pub ledger: Vec<Entry>,
    /// The places of the order, as written.
    pub path: Vec<String>,
    /// Where the legal part ends, as an id.
    pub end: Option<String>,
}

/// The last verdict of a scenario in words, for the results file: `legal, 3 MP` or
/// `refused by STR-3.1.1-04: …`, or why the order was rejected.
pub fn summary(world: &AcceptanceWorld) -> Option<String> {
    if let Some(game) = &world.game {
        return Some(super::games::summary(game));
    }
    Some(match world.judged.as_ref()? {
        Ok(judged) => match &judged.refusal {
            Some(refusal) => format!("refused by {}: {}", refusal.clause, refusal.reason),
            // A table order spends no MP: say how far it went, when it was rolled.
            None if on_table(world) => match world.minis.as_ref().and_then(|m| m.moved.as_ref()) {
                Some(moved) => format!("legal, rolled {}", moved.distance),
                None => "legal".to_owned(),
            },
            None => format!("legal, {} MP", judged.cost),
        },
        Err(message) => format!("order rejected: {message}"),
    })
}

/// Whether the scenario is played on a table (a table scenario loaded, or a feature of a
/// miniatures ruleset), where orders spend no MP.
fn on_table(world: &AcceptanceWorld) -> bool {
    let ruleset = world.feature_ruleset();
    world.minis.is_some() || ruleset.is_some_and(|r| r.starts_with("minis"))
}

/// The clauses one scenario's verdicts cited, whatever the ruleset: the refusal, the stop and
/// every ledger line of each order judged. A scenario may judge several orders, each replacing
/// the last in `world.judged`, so a verdict is noted whenever a step reads it, and the last
/// one (and a recorded game's orders) when the scenario ends: see [`cited`].
#[derive(Debug, Default)]
pub struct Cited(Mutex<BTreeSet<String>>);

impl Cited {
    /// Notes the clauses `judged` cites.
    pub fn note(&self, judged: &Judged) {
        let clauses = judged.refusal.iter().map(|r| r.clause.as_str());
        let clauses = clauses.chain(judged.stop.iter().map(|s| s.clause.as_str()));
        self.extend(clauses.chain(judged.ledger.iter().map(|e| e.line.clause.as_str())));
    }

    /// Notes the clauses one order of a recorded game cites.
    pub fn note_outcome(&self, outcome: &Came) {
        let clauses = outcome.refused.iter().map(|r| r.refusal.clause.as_str());
        let clauses = clauses.chain(outcome.stop.iter().map(|s| s.clause.as_str()));
        self.extend(clauses.chain(outcome.ledger.iter().map(|e| e.line.clause.as_str())));
    }

    /// Notes one clause.
    pub fn note_clause(&self, clause: &str) {
        self.extend([clause]);
    }

    fn extend<'a>(&self, clauses: impl IntoIterator<Item = &'a str>) {
        let mut cited = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        for clause in clauses {
            if !cited.contains(clause) {
                cited.insert(clause.to_owned());
            }
        }
    }
}

/// Every clause the scenario's verdicts cited, sorted, for the results file: those noted as
/// steps read verdicts, the last order's, and every order of a recorded game played.
pub fn cited(world: &AcceptanceWorld) -> Vec<String> {
    if let Some(Ok(judged)) = &world.judged {
        world.cited.note(judged);
    }
    if let Some(Ok(game)) = &world.game {
        for played in &game.played {
            world.cited.note_outcome(&played.outcome);
        }
    }
    world.cited.0.lock().unwrap_or_else(PoisonError::into_inner).iter().cloned().collect()
}

/// A place a unit can reach, in the terms every ruleset shares.
#[derive(Debug, Clone)]
pub struct ReachedPlace {
    /// Its id.
    pub id: String,
    /// The least MP spent.
    pub cost: Mp,
    /// Whether the unit must stop there.
    pub must_stop: bool,
}

/// A unit's reach: its places, or the clause that keeps it from moving at all.
pub type UnitReach = Result<Vec<ReachedPlace>, Refusal>;

impl AcceptanceWorld {
    /// The last order's verdict, or why there is none.
    pub fn judged(&self) -> Result<&Judged, String> {
        match &self.judged {
            None => Err("no move has been ordered yet: use a step such as 'When \"russian-hq\" moves e3609, e3608'".to_owned()),
            Some(Err(error)) => Err(format!("the order itself was rejected: {error}")),
            Some(Ok(judged)) => {
                self.cited.note(judged);
                Ok(judged)
            }
        }
    }

    /// The last order's verdict for a step expecting `expected` of it; or the message
    /// "expected …, but" why there is none (no order given, or the order rejected).
    pub fn judged_for(&self, expected: &str) -> Result<&Judged, String> {
        self.judged().map_err(|why| format!("expected {expected}, but {why}"))
    }

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

/// `a` and `b` name the same place (`1012/1013` and `1013/1012` are one river hexside).
pub fn same_place(a: &str, b: &str) -> bool {
    match (a.split_once('/'), b.split_once('/')) {
        (Some((a1, a2)), Some((b1, b2))) => (a1 == b1 && a2 == b2) || (a1 == b2 && a2 == b1),
        _ => a == b,
    }
}

/// Where a refusal fell: `step 2 (entering e3607) was refused by …`, or `the order itself was
/// refused by …` when it fell before the unit moved; with the detail the ruleset's steps add
/// (a point off the table).
fn refused_where(world: &AcceptanceWorld, judged: &Judged, refusal: &Refusal) -> String {
    let detail = world.refusal_detail();
    match (judged.step, judged.path.get(judged.step)) {
        (0, _) => format!("the order itself was {refusal}{detail}"),
        (step, Some(place)) if place.contains(|c: char| c.is_ascii_digit()) => {
            format!("step {step} (entering {place}) was {refusal}{detail}")
        }
        (step, Some(place)) => format!("step {step} ({place}) was {refusal}{detail}"),
        (step, None) => format!("step {step} was {refusal}{detail}"),
    }
}

fn ledger_text(ledger: &[Entry]) -> String {
    let lines: Vec<String> = ledger.iter().map(ToString::to_string).collect();
    lines.join("\n  ")
}

/// The last move was legal.
#[then(expr = "the move is legal")]
fn legal(world: &mut AcceptanceWorld) -> Outcome {
    let judged = world.judged_for("the move to be legal")?;
    match &judged.refusal {
        None => Ok(()),
        Some(refusal) => Err(format!(
            "expected the move to be legal, but {}",
            refused_where(world, judged, refusal)
        )),
    }
}

/// The last move was legal and its ledger cites the clause.
#[then(regex = r"^the move is legal, citing ([A-Z][\w.-]+)$")]
fn legal_citing(world: &mut AcceptanceWorld, clause: String) -> Outcome {
    legal(world)?;
    cites(world, &clause)
}

/// The ledger of the last order judged cites `clause`.
pub fn cites(world: &AcceptanceWorld, clause: &str) -> Outcome {
    let judged = world.judged_for(&format!("the ledger to cite {clause}"))?;
    if judged.ledger.iter().any(|e| e.line.clause.as_str() == clause) {
        return Ok(());
    }
    Err(format!(
        "expected the ledger to cite {clause}, but it does not; it reads:\n  {}",
        ledger_text(&judged.ledger)
    ))
}

/// The last move's ledger cites the clause (legal or not: the part before a refusal).
#[then(regex = r"^the ledger cites ([A-Z][\w.-]+)$")]
fn ledger_cites(world: &mut AcceptanceWorld, clause: String) -> Outcome {
    cites(world, &clause)
}

/// The last move's ledger cites the clause at the given step (1 = the first place entered).
#[then(regex = r"^step (\d+) of the move cites ([A-Z][\w.-]+)$")]
fn step_cites(world: &mut AcceptanceWorld, number: usize, clause: String) -> Outcome {
    let expected = format!("step {number} of the move to cite {clause}");
    let judged = world.judged_for(&expected)?;
    if judged.ledger.iter().any(|e| e.step == number && e.line.clause.as_str() == clause) {
        return Ok(());
    }
    Err(format!(
        "expected {expected}, but it does not; the ledger reads:\n  {}",
        ledger_text(&judged.ledger)
    ))
}

/// The last move was refused by the clause (at any step, or before the unit moved).
#[then(regex = r"^the move is refused by ([A-Z][\w.-]+)$")]
fn refused(world: &mut AcceptanceWorld, clause: String) -> Outcome {
    let expected = format!("the move to be refused by {clause}");
    let judged = world.judged_for(&expected)?;
    match &judged.refusal {
        Some(refusal) if refusal.clause.as_str() == clause => Ok(()),
        Some(refusal) => {
            Err(format!("expected {expected}, but {}", refused_where(world, judged, refusal)))
        }
        None => Err(format!("expected {expected}, but it is legal ({} MP)", judged.cost)),
    }
}

/// The last move was refused by the clause on entering the place.
#[then(regex = r"^the move is refused by ([A-Z][\w.-]+) on entering ([\w/-]+)$")]
fn refused_at(world: &mut AcceptanceWorld, clause: String, place: String) -> Outcome {
    refused(world, clause.clone())?;
    let judged = world.judged()?;
    let expected = format!("the move to be refused by {clause} on entering {place}");
    if judged.step == 0 {
        return Err(format!("expected {expected}, but it was refused before the unit moved"));
    }
    match judged.path.get(judged.step) {
        Some(entered) if same_place(entered, &place) => Ok(()),
        entered => Err(format!(
            "expected {expected}, but it was refused at step {} on entering {}",
            judged.step,
            entered.map_or("a place the order does not name", String::as_str)
        )),
    }
}

/// The last move was refused before the unit took a step: the order itself is illegal.
#[then(regex = r"^the move is refused by ([A-Z][\w.-]+) before the unit moves$")]
fn refused_before(world: &mut AcceptanceWorld, clause: String) -> Outcome {
    refused(world, clause.clone())?;
    match world.judged()?.step {
        0 => Ok(()),
        step => Err(format!(
            "expected the move to be refused by {clause} before the unit moves, but {clause} \
             refused step {step}"
        )),
    }
}

/// The last move (or its legal part) cost this many MP.
#[then(regex = r"^the move costs ([\d/ .]+) MP$")]
fn costs(world: &mut AcceptanceWorld, mp: String) -> Outcome {
    let expected: Mp = mp.trim().parse().map_err(|e| format!("{mp:?} is no MP amount: {e}"))?;
    let judged = world.judged_for(&format!("the move to cost {expected} MP"))?;
    if judged.cost == expected {
        Ok(())
    } else {
        Err(format!(
            "expected the move to cost {expected} MP, but it costs {} MP:\n  {}",
            judged.cost,
            ledger_text(&judged.ledger)
        ))
    }
}

/// The last move was legal, ended in the place, and the unit must stop there because of the
/// clause.
#[then(regex = r"^the unit must stop in ([\w/-]+) because of ([A-Z][\w.-]+)$")]
fn must_stop(world: &mut AcceptanceWorld, place: String, clause: String) -> Outcome {
    legal(world)?;
    let judged = world.judged()?;
    let expected = format!("the unit to have to stop in {place} because of {clause}");
    let end = judged.end.clone().unwrap_or_default();
    if !same_place(&end, &place) {
        return Err(format!("expected {expected}, but the move ended in {}", ended(&end)));
    }
    match judged.stop {
        Some(stop) if stop.clause.as_str() == clause => Ok(()),
        Some(stop) => Err(format!("expected {expected}, but it must stop because of {stop}")),
        None => Err(format!("expected {expected}, but it may move on from {place}")),
    }
}

/// The last move was legal and the unit may move on from where it ended.
#[then(regex = r"^the unit may move on from ([\w/-]+)$")]
fn may_move_on(world: &mut AcceptanceWorld, place: String) -> Outcome {
    legal(world)?;
    let judged = world.judged()?;
    let expected = format!("the unit to be free to move on from {place}");
    let end = judged.end.clone().unwrap_or_default();
    if !same_place(&end, &place) {
        return Err(format!("expected {expected}, but the move ended in {}", ended(&end)));
    }
    match judged.stop {
        None => Ok(()),
        Some(stop) => Err(format!("expected {expected}, but it must stop there because of {stop}")),
    }
}

/// The last order was rejected as malformed (an unknown unit, a bad hex id…), with a message
/// containing the text.
#[then(expr = "the order is rejected with a message containing {string}")]
fn order_rejected(world: &mut AcceptanceWorld, text: String) -> Outcome {
    match &world.judged {
        Some(Err(error)) if error.contains(&text) => Ok(()),
        Some(Err(error)) => Err(format!(
            "expected the order to be rejected with a message containing {text:?}, but the \
             message reads: {error}"
        )),
        Some(Ok(judged)) => Err(format!(
            "expected the order to be rejected with a message containing {text:?}, but it was \
             accepted and judged: {}",
            match &judged.refusal {
                Some(refusal) => refusal.to_string(),
                None => format!("legal, {} MP", judged.cost),
            }
        )),
        None => Err(format!(
            "expected the order to be rejected with a message containing {text:?}, but no \
             order has been given"
        )),
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
    match world.reach_of(&unit, None).map_err(|why| format!("expected {want}, but {why}"))? {
        Err(r) if r.clause.as_str() == clause => Ok(()),
        Err(r) => Err(format!("expected {want}, but it may not move because it is {r}")),
        Ok(places) => {
            Err(format!("expected {want}, but it can move: it reaches {} places", places.len()))
        }
    }
}

/// ` by rail` for a mode, nothing for none.
fn by(mode: &str) -> String {
    if mode.is_empty() { String::new() } else { format!(" by {mode}") }
}

/// Where a move ended, or that it names no end.
fn ended(end: &str) -> &str {
    if end.is_empty() { "no place the order names" } else { end }
}
