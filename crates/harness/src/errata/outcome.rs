//! A scenario's verdicts in full, for a comparison: every field an erratum can change.
//!
//! [`crate::steps::verdict::summary`] says the last verdict in short for the results file; an
//! errata diff needs more of it to notice a change that leaves the scenario passing: the
//! refused step, the clause and its reason, what the order spent, the clause that stopped the
//! unit, where the order ended, the dice a table order rolled, and each order of a recorded
//! game. What one order came to is put in [`words`], the words the recorded games replayed
//! under an erratum are compared in too.

use umpire_map::Outcome;

use crate::steps::AcceptanceWorld;

/// The scenario's last verdict in full, one line per order (a recorded game: one per order
/// played), or `None` when it judged no order.
pub fn in_full(world: &AcceptanceWorld) -> Option<String> {
    if let Some(game) = &world.game {
        return Some(match game {
            Err(message) => format!("orders file rejected: {message}"),
            Ok(game) => game
                .played
                .iter()
                .map(|p| {
                    let which = p.number.map_or("opening".to_owned(), |n| format!("order {n}"));
                    format!("{which} (line {}): {}", p.line, words(&p.outcome))
                })
                .collect::<Vec<_>>()
                .join("\n"),
        });
    }
    let judged = match world.judged.as_ref()? {
        Ok(judged) => judged,
        Err(message) => return Some(format!("order rejected: {message}")),
    };
    let mut out = match &judged.refusal {
        Some(refusal) => {
            format!("refused at step {} by {}: {};", judged.step, refusal.clause, refusal.reason)
        }
        None => "legal,".to_owned(),
    };
    match world.minis.as_ref().and_then(|m| m.moved.as_ref()) {
        Some(moved) => out.push_str(&format!(" rolled {:?} for {}", moved.rolls, moved.distance)),
        None if judged.refusal.is_some() => {
            out.push_str(&format!(" {} MP spent before it", judged.cost));
        }
        None => out.push_str(&format!(" {} MP", judged.cost)),
    }
    let refused_by = judged.refusal.as_ref().map(|r| r.clause.as_str());
    if let Some(stop) = judged.stop.as_ref().filter(|s| Some(s.clause.as_str()) != refused_by) {
        out.push_str(&format!(", stops by {}: {}", stop.clause, stop.note));
    }
    if let Some(end) = &judged.end {
        out.push_str(&format!(", ends in {end}"));
    }
    Some(out)
}

/// What an order came to, in words: `legal, 3 MP, stops by STR-3.1.1-07 (…)` or `refused at
/// step 2 by STR-3.1-02: entering an EZOC hex`.
pub fn words(outcome: &Outcome) -> String {
    let mut out = match &outcome.refused {
        None => "legal".to_owned(),
        Some(refused) => format!(
            "refused at step {} by {}: {}",
            refused.step, refused.refusal.clause, refused.refusal.reason
        ),
    };
    if let Some(cost) = &outcome.cost {
        out.push_str(&format!(", {cost}"));
    }
    if let Some(stop) = &outcome.stop {
        out.push_str(&format!(", stops by {}: {}", stop.clause, stop.note));
    }
    out
}
