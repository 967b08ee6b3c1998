//! Verdicts, in any ruleset: whether the last move was legal, what it cost, where and why the
//! unit must stop, which clause refused it or its ledger cites.

use std::collections::BTreeSet;
use std::sync::{Mutex, PoisonError};

use cucumber::then;
use umpire_map::{Citation, Entry, Line, Mp, Outcome as Came, Refusal};

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

impl Judged {
    /// A verdict on an order judged as a whole (a voyage, a ferry, an assault, a table order):
    /// nothing spent, `refusal` (or none), `citations` as the ledger's notes, and the order's
    /// `path` and `end` as written.
    pub fn noted(
        refusal: Option<Refusal>,
        citations: &[Citation],
        path: Vec<String>,
        end: Option<String>,
    ) -> Judged {
        let ledger = citations
            .iter()
            .map(|c| Entry { step: 0, line: Line::note(c.clause, c.note) })
            .collect();
        Judged { step: 0, refusal, cost: Mp::ZERO, stop: None, ledger, path, end }
    }
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
                None => table_words(judged),
            },
            None => legal_words(judged),
        },
        Err(message) => format!("order rejected: {message}"),
    })
}

/// A legal table ruling in words: what the rules worked out (`legal: result 27 cm`), else the
/// ruling's citations; a table ruling spends no MP.
fn table_words(judged: &Judged) -> String {
    let worked: Vec<String> = judged
        .end
        .as_deref()
        .unwrap_or_default()
        .lines()
        .filter_map(|line| line.split_once('='))
        .map(|(name, value)| format!("{name} {value}"))
        .collect();
    if worked.is_empty() { legal_words(judged) } else { format!("legal: {}", worked.join(", ")) }
}

/// A legal verdict in words: `legal, 3 MP` for a move priced step by step; for an order ruled
/// as a whole (a ferry, an assault, a table's result), which spends no MP, the ruling itself:
/// `legal: it may not move this phase (ACW-FERRY-04)`.
fn legal_words(judged: &Judged) -> String {
    let whole = !judged.ledger.is_empty() && judged.ledger.iter().all(|entry| entry.step == 0);
    if whole && judged.cost == Mp::ZERO {
        let ruling: Vec<String> =
            judged.ledger.iter().map(|entry| entry.line.to_string()).collect();
        format!("legal: {}", ruling.join("; "))
    } else {
        format!("legal, {} MP", judged.cost)
    }
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

    /// `"STR-3.1-2 is the id of no clause …; the nearest clause id is STR-3.1-02"` when
    /// `clause`, written in a step, names no clause of the catalogues in force.
    pub fn misspelt_clause(&self, clause: &str) -> Option<String> {
        let clauses = &self.suite.clauses;
        if clauses.is_empty() {
            return None;
        }
        let nearest = clauses.misspelt(clause)?;
        Some(format!(
            "{clause} is the id of no clause of the rules' catalogues{}",
            nearest.map(|n| format!("; the nearest clause id is {n}")).unwrap_or_default()
        ))
    }

    /// `outcome`; or, when it failed and `clause` names no clause, its message led by the
    /// nearest clause id: a misspelt id is the likelier cause than the rule.
    pub fn about_clause(&self, clause: &str, outcome: Outcome) -> Outcome {
        outcome.map_err(|message| match self.misspelt_clause(clause) {
            Some(misspelt) => format!("{misspelt}\n  {message}"),
            None => message,
        })
    }
}

/// Whether `refusal` is the rules' answer to a name they do not know (a terrain, a class, a
/// going, a weapon…): the speed-table rules refuse one under the clause that lists the names,
/// with the nearest name. In a scenario that is a slip in the step's table, not a ruling.
pub fn slip(refusal: &Refusal) -> bool {
    let reason = &refusal.reason;
    reason.contains("did you mean") || reason.contains(" is called \"")
}

/// How a step reports `refusal`: `refused by CLAUSE: why`; or for a [`slip`], that the step's
/// input is bad (with the rules' suggestion), so that a misspelt value does not read as a
/// verdict of the rule.
pub fn refusal_text(refusal: &Refusal) -> String {
    if slip(refusal) {
        format!(
            "the step names something the rules do not know (bad input, not a ruling): {}",
            refusal.reason
        )
    } else {
        refusal.to_string()
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
    if slip(refusal) {
        return format!("{}{detail}", refusal_text(refusal));
    }
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
    let outcome = legal(world);
    world.about_clause(&clause, outcome)?;
    cites(world, &clause)
}

/// The ledger of the last order judged cites `clause`.
pub fn cites(world: &AcceptanceWorld, clause: &str) -> Outcome {
    world.about_clause(clause, ledger_has(world, clause))
}

/// The ledger of the last order judged cites `clause`, or the message saying what it reads.
fn ledger_has(world: &AcceptanceWorld, clause: &str) -> Outcome {
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
    let outcome = world.judged_for(&expected).and_then(|judged| {
        if judged.ledger.iter().any(|e| e.step == number && e.line.clause.as_str() == clause) {
            return Ok(());
        }
        Err(format!(
            "expected {expected}, but it does not; the ledger reads:\n  {}",
            ledger_text(&judged.ledger)
        ))
    });
    world.about_clause(&clause, outcome)
}

/// The last verdict cites the clause with a note containing the text.
#[then(regex = "^the ledger cites ([A-Z][\\w.-]+) saying \"([^\"]*)\"$")]
fn cites_saying(world: &mut AcceptanceWorld, clause: String, text: String) -> Outcome {
    let expected = format!("the ledger to cite {clause} saying {text:?}");
    let outcome = world.judged_for(&expected).and_then(|judged| {
        let notes: Vec<String> = judged
            .ledger
            .iter()
            .filter(|e| e.line.clause.as_str() == clause)
            .map(ToString::to_string)
            .collect();
        if notes.iter().any(|n| n.contains(&text)) {
            Ok(())
        } else {
            Err(format!("expected {expected}, but its {clause} lines read: {notes:?}"))
        }
    });
    world.about_clause(&clause, outcome)
}

/// The last move's ledger does not cite the clause (legal or not).
#[then(regex = r"^the ledger does not cite ([A-Z][\w.-]+)$")]
fn ledger_lacks(world: &mut AcceptanceWorld, clause: String) -> Outcome {
    let want = format!("the ledger not to cite {clause}");
    // A misspelt id is never cited: the step would pass whatever the ledger holds.
    if let Some(misspelt) = world.misspelt_clause(&clause) {
        return Err(format!("expected {want}, but {misspelt}"));
    }
    let judged = world.judged_for(&want)?;
    match judged.ledger.iter().find(|e| e.line.clause.as_str() == clause) {
        None => Ok(()),
        Some(entry) => {
            Err(format!("expected the ledger not to cite {clause}, but it does: {entry}"))
        }
    }
}

/// The last move was refused by the clause (at any step, or before the unit moved).
#[then(regex = r"^the move is refused by ([A-Z][\w.-]+)$")]
fn refused(world: &mut AcceptanceWorld, clause: String) -> Outcome {
    let outcome = refused_by(world, &clause);
    world.about_clause(&clause, outcome)
}

/// The last move was refused by `clause`, or the message saying what it was.
fn refused_by(world: &AcceptanceWorld, clause: &str) -> Outcome {
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
    match (judged.path.get(judged.step), &judged.refusal) {
        (Some(entered), _) if same_place(entered, &place) => Ok(()),
        (_, Some(refusal)) => {
            Err(format!("expected {expected}, but {}", refused_where(world, judged, refusal)))
        }
        (entered, None) => Err(format!(
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
    let outcome = stops_because(world, &place, &clause);
    world.about_clause(&clause, outcome)
}

/// The last move was legal, ended in `place`, and must stop there because of `clause`; or the
/// message saying what it did.
fn stops_because(world: &mut AcceptanceWorld, place: &str, clause: &str) -> Outcome {
    legal(world)?;
    let judged = world.judged()?;
    let expected = format!("the unit to have to stop in {place} because of {clause}");
    let end = judged.end.clone().unwrap_or_default();
    if !same_place(&end, place) {
        return Err(format!("expected {expected}, but the move ended in {}", ended(&end)));
    }
    match judged.stop {
        Some(stop) if stop.clause.as_str() == clause => Ok(()),
        Some(stop) => Err(format!("expected {expected}, but it must stop because of {stop}")),
        None => Err(format!("expected {expected}, but it may move on from {place}")),
    }
}

/// The unit named made the last move, which was legal and ended in the place, and it must stop
/// there: whichever clause stops it (for a stop two overlapping clauses both call for, when the
/// scenario need not say which one the engine cites; the stop's clause is still listed among
/// those the scenario cited).
#[then(regex = r#"^"([^"]+)" must stop in ([\w/-]+)$"#)]
fn unit_must_stop(world: &mut AcceptanceWorld, unit: String, place: String) -> Outcome {
    let expected = format!("{unit:?} to have to stop in {place}");
    match world.ordered() {
        Some(ordered) if ordered == unit => {}
        Some(ordered) => {
            return Err(format!("expected {expected}, but the last order was for {ordered:?}"));
        }
        None => return Err(format!("expected {expected}, but no move has been ordered yet")),
    }
    legal(world)?;
    let judged = world.judged()?;
    let end = judged.end.clone().unwrap_or_default();
    if !same_place(&end, &place) {
        return Err(format!("expected {expected}, but the move ended in {}", ended(&end)));
    }
    match judged.stop {
        Some(_) => Ok(()),
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
                None => legal_words(judged),
            }
        )),
        None => Err(format!(
            "expected the order to be rejected with a message containing {text:?}, but no \
             order has been given"
        )),
    }
}

/// Where a move ended, or that it names no end.
fn ended(end: &str) -> &str {
    if end.is_empty() { "no place the order names" } else { end }
}

/// The messages a rules editor reads when a verdict step fails: each names the real cause.
#[cfg(test)]
mod tests {
    use umpire_map::{Citation, ClauseId};

    use super::*;

    /// A world judging by the published catalogues, its last order refused at `step` of
    /// `path` by `clause` (`None`: legal, stopping at its end because of `stop`).
    fn judged(
        path: &[&str],
        step: usize,
        refused: Option<(&str, &str)>,
        stop: Option<&'static str>,
    ) -> AcceptanceWorld {
        let world = crate::steps::repository_world();
        let refusal =
            refused.map(|(clause, why)| Refusal::new(ClauseId::intern(clause), why.to_owned()));
        let path: Vec<String> = path.iter().map(|p| (*p).to_owned()).collect();
        let judged = Judged {
            step,
            refusal,
            cost: Mp::ZERO,
            stop: stop.map(|clause| Citation::new(ClauseId::intern(clause), "a stop")),
            ledger: Vec::new(),
            end: path.last().cloned(),
            path,
        };
        world.set_ordered("rifle".to_owned());
        AcceptanceWorld { judged: Some(Ok(judged)), ..world }
    }

    /// The message of a step that should have failed.
    fn failure(outcome: Outcome) -> String {
        outcome.err().unwrap_or_else(|| "the step passed".to_owned())
    }

    #[test]
    fn a_misspelt_clause_id_gets_the_nearest_id() {
        let mut world = judged(&["e3709", "e3708"], 1, Some(("STR-3.1-02", "no")), None);
        let message = failure(refused(&mut world, "STR-3.1-2".to_owned()));
        assert!(
            message.starts_with(
                "STR-3.1-2 is the id of no clause of the rules' catalogues; the \
                 nearest clause id is STR-3.1-02\n  expected the move to be refused by STR-3.1-2"
            ),
            "{message}"
        );
        // A clause id spelt right is not questioned.
        let message = failure(refused(&mut world, "STR-3.1-03".to_owned()));
        assert!(message.starts_with("expected the move to be refused by STR-3.1-03"), "{message}");
    }

    #[test]
    fn a_misspelt_clause_id_is_never_silently_absent_from_the_ledger() {
        let mut world = judged(&["e3709", "e3708"], 0, None, None);
        assert_eq!(ledger_lacks(&mut world, "STR-3.1-03".to_owned()), Ok(()));
        let message = failure(ledger_lacks(&mut world, "STR-3.1-3".to_owned()));
        assert!(message.contains("the nearest clause id is STR-3.1-03"), "{message}");
    }

    #[test]
    fn a_refusal_on_leaving_the_train_names_its_clause() {
        let path = ["0101", "entrain", "0201", "detrain"];
        let mut world = judged(&path, 3, Some(("ACW-RAIL-31", "too few rail hexes left")), None);
        assert_eq!(refused_at(&mut world, "ACW-RAIL-31".to_owned(), "detrain".to_owned()), Ok(()));
        let message = failure(refused_at(&mut world, "ACW-RAIL-31".to_owned(), "0201".to_owned()));
        assert_eq!(
            message,
            "expected the move to be refused by ACW-RAIL-31 on entering 0201, but step 3 \
             (detrain) was refused by ACW-RAIL-31: too few rail hexes left"
        );
    }

    #[test]
    fn a_stop_may_be_checked_without_its_clause() {
        let mut world = judged(&["e3709", "e3706"], 0, None, Some("STR-3.1-03"));
        let stop = |world: &mut AcceptanceWorld, unit: &str, place: &str| {
            unit_must_stop(world, unit.to_owned(), place.to_owned())
        };
        assert_eq!(stop(&mut world, "rifle", "e3706"), Ok(()));
        let message = failure(stop(&mut world, "rifel", "e3706"));
        assert_eq!(
            message,
            "expected \"rifel\" to have to stop in e3706, but the last order was for \"rifle\""
        );
        let message = failure(stop(&mut world, "rifle", "e3707"));
        assert!(message.ends_with("but the move ended in e3706"), "{message}");
        let mut free = judged(&["e3709", "e3706"], 0, None, None);
        let message = failure(stop(&mut free, "rifle", "e3706"));
        assert!(message.ends_with("but it may move on from e3706"), "{message}");
    }

    #[test]
    fn a_misspelt_table_value_is_bad_input_not_a_ruling() {
        let why = "no terrain is called \"dense wod\" (did you mean \"dense wood\"?)";
        let mut world = judged(&[], 0, Some(("SPEED-TERRAIN-01", why)), None);
        let message = failure(legal(&mut world));
        assert_eq!(
            message,
            "expected the move to be legal, but the step names something the rules do not know \
             (bad input, not a ruling): no terrain is called \"dense wod\" (did you mean \
             \"dense wood\"?)"
        );
        assert!(!message.contains("refused by"), "{message}");
    }
}
