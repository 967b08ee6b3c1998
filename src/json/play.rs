//! `umpire play`: a recorded game played order by order, each order's outcome.

use schemars::JsonSchema;
use serde::Serialize;

use super::common::{Citation, LedgerLine, Refusal, ledger};
use crate::play::{Played, Session};

/// A recorded game played.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Play {
    /// `umpire/play/1`.
    pub schema: String,
    /// The game's name, if the orders file gives one.
    pub game: Option<String>,
    /// The orders file.
    pub file: String,
    /// The scenario it starts from.
    pub scenario: String,
    /// The ruleset (`strategic`, `civil-war`, `minis-dice`).
    pub ruleset: String,
    /// Whether every order played went as recorded.
    pub as_recorded: bool,
    /// The orders played, phase openings included, in order.
    pub orders: Vec<PlayedOrder>,
}

super::output!(Play, "play", 1);

/// What the recorder expected of an order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Expect {
    /// `legal`, `refused`, or the clause id that refuses it.
    pub verdict: Option<String>,
    /// The cost, as printed with its unit (`"3 1/2 MP"`).
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
    /// What it spent, exactly and as printed with its unit (`"3 1/2 MP"`, `"14\""`).
    pub spent: Option<String>,
    /// Where and why it was refused, if it was.
    pub refused: Option<OrderRefused>,
    /// Why the unit stopped where it did, if a rule stopped it.
    pub stop: Option<Citation>,
    /// Each step's costs, stops, exceptions and notes with their clauses (step 0: the order
    /// as a whole).
    pub ledger: Vec<LedgerLine>,
    /// What changed on the board, in words (`"1p to w3617"`).
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
            spent: outcome.cost.clone(),
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
            as_recorded: session.as_recorded(),
            orders: session.played().iter().map(PlayedOrder::from).collect(),
        }
    }
}
