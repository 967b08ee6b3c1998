//! `umpire play`: a recorded game played order by order, each order's outcome.
//!
//! Version 2 writes what an order spent as `umpire check` writes it: a bare exact amount
//! (`"3"`, `"1 1/2"`) under `cost`, in the game's `cost_unit`, and gives a refused move the
//! cost, stop and ledger of its legal part, as `check` does. Version 1 (`spent`, with its unit:
//! `"3 MP"`) is `schema/play.v1.json`.

use schemars::JsonSchema;
use serde::Serialize;

use super::common::{Citation, LedgerLine, MpText, Refusal, ledger};
use crate::play::{Played, Session};

/// A recorded game played.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Play {
    /// `umpire/play/2`.
    pub schema: String,
    /// The game's name, if the orders file gives one.
    pub game: Option<String>,
    /// The orders file.
    pub file: String,
    /// The scenario it starts from.
    pub scenario: String,
    /// The ruleset (`strategic`, `civil-war`, `minis-dice`).
    pub ruleset: String,
    /// The unit of every order's `cost`: `mp` (movement points: `strategic`, `civil-war`) or
    /// `inch` (`minis-dice`).
    pub cost_unit: String,
    /// Whether every order played went as recorded.
    pub as_recorded: bool,
    /// The orders played, phase openings included, in order.
    pub orders: Vec<PlayedOrder>,
}

super::output!(Play, "play", 2);

/// What the recorder expected of an order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Expect {
    /// `legal`, `refused`, or the clause id that refuses it.
    pub verdict: Option<String>,
    /// The cost, as the orders file writes it, with its unit (`"3 1/2 MP"`, `"4\""`).
    pub cost: Option<String>,
    /// The clause that stops the unit at the end (`none`: no rule stops it).
    pub stop: Option<String>,
}

/// The refused step of an order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct OrderRefused {
    /// The step refused: 0 is the order itself, 1 the first place entered.
    pub step: usize,
    /// The clause and the reason.
    #[serde(flatten)]
    pub refusal: Refusal,
}

/// One order played and what it came to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct PlayedOrder {
    /// Its number in the file, from 1; none for the order that opens a phase.
    pub number: Option<usize>,
    /// Its phase, from 1.
    pub phase: usize,
    /// Its key path in the orders file (`phases[1].orders[0]`).
    pub key: String,
    /// The line it starts on.
    pub line: usize,
    /// The order in short (`move 1p: w3718 → w3717`).
    pub order: String,
    /// The dice it rolled.
    pub rolls: Vec<u32>,
    /// `legal` (carried out) or `illegal` (refused).
    pub verdict: String,
    /// What it spent, exactly, in the game's `cost_unit` (`"3"`, `"1 1/2"`, `"14"`), as
    /// `umpire check` writes a cost; for a refused move, what its legal part (the steps before
    /// the refused one) spends, as `check` gives it. None for an order that spends nothing
    /// (a phase opening, a unit that stays).
    pub cost: Option<MpText>,
    /// Where and why it was refused, if it was.
    pub refused: Option<OrderRefused>,
    /// Why the unit stopped where it did, if a rule stopped it; for a refused move, why it
    /// would have to stop where its legal part ends.
    pub stop: Option<Citation>,
    /// Each step's costs, stops, exceptions and notes with their clauses (step 0: the order
    /// as a whole); for a refused move, its legal part's, as `umpire check` gives them.
    pub ledger: Vec<LedgerLine>,
    /// What changed on the board, in words (`"1p to w3617"`); none for a refused order.
    pub changes: Vec<String>,
    /// What the recorder expected, if the file says.
    pub expect: Option<Expect>,
    /// Whether it went as recorded: as its `expect` says, or legal when it says nothing.
    pub as_recorded: bool,
}

impl From<&Played> for PlayedOrder {
    fn from(played: &Played) -> PlayedOrder {
        let outcome = &played.outcome;
        PlayedOrder {
            number: played.number,
            phase: played.phase,
            key: played.key.clone(),
            line: played.line,
            order: played.order.clone(),
            rolls: played.rolls.clone(),
            verdict: if outcome.is_legal() { "legal" } else { "illegal" }.to_owned(),
            cost: outcome.cost.as_deref().and_then(bare_cost),
            refused: outcome
                .refused
                .as_ref()
                .map(|r| OrderRefused { step: r.step, refusal: (&r.refusal).into() }),
            stop: outcome.stop.map(Citation::from),
            ledger: ledger(&outcome.ledger),
            changes: outcome.changes.clone(),
            expect: played.expect.as_ref().map(|e| Expect {
                verdict: e.verdict.clone(),
                cost: e.cost.clone(),
                stop: e.stop.clone(),
            }),
            as_recorded: played.as_recorded,
        }
    }
}

impl Play {
    /// The game `session` has played so far.
    pub fn new(session: &Session) -> Play {
        let file = session.file();
        Play {
            schema: <Play as super::Output>::ID.to_owned(),
            game: file.name.clone(),
            file: file.origin.clone(),
            scenario: file.scenario_shown(),
            ruleset: session.ruleset().to_string(),
            cost_unit: cost_unit(session.ruleset()).to_owned(),
            as_recorded: session.as_recorded(),
            orders: session.played().iter().map(PlayedOrder::from).collect(),
        }
    }
}

/// The unit a game of `ruleset` spends in: `inch` on the table, `mp` on a hex map.
fn cost_unit(ruleset: &str) -> &'static str {
    if ruleset.starts_with("minis") { "inch" } else { "mp" }
}

/// The units an outcome's cost may be printed with: movement points, inches, centimetres.
const COST_UNITS: [&str; 3] = [" MP", "\"", " cm"];

/// `cost` as printed by the rules (`"3 1/2 MP"`, `"14\""`) made bare, as `umpire check` writes
/// a cost (`"3 1/2"`, `"14"`): its unit taken off and the amount read back exactly. `None` for
/// a text that is not an exact amount with one of the units.
fn bare_cost(cost: &str) -> Option<MpText> {
    let amount = COST_UNITS.iter().find_map(|unit| cost.strip_suffix(unit))?;
    amount.trim().parse::<umpire_map::Mp>().ok().map(MpText::from)
}

#[cfg(test)]
mod tests {
    use super::bare_cost;

    #[test]
    fn costs_are_written_bare_as_check_writes_them() {
        let bare = |text: &str| bare_cost(text).map(|mp| mp.0);
        assert_eq!(bare("3 MP").as_deref(), Some("3"));
        assert_eq!(bare("1 1/2 MP").as_deref(), Some("1 1/2"));
        assert_eq!(bare("0 MP").as_deref(), Some("0"));
        assert_eq!(bare("14\"").as_deref(), Some("14"));
        assert_eq!(bare("3 furlongs"), None);
        assert_eq!(bare("MP"), None);
    }
}
