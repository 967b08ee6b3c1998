//! `umpire check`: one move walked step by step, its ledger and its verdict.

use schemars::JsonSchema;
use serde::Serialize;
use umpire_map::{MapPlace, Route, Verdict};
use umpire_scenario::ScenarioMap;

use super::common::{Citation, LedgerLine, MpText, Refusal, ledger};

/// A checked move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Check {
    /// `umpire/check/1`.
    pub schema: String,
    /// The ruleset: `strategic` or `civil-war`.
    pub ruleset: String,
    /// The unit.
    pub unit: String,
    /// The movement phase (`operational`, `reserve`; strategic only).
    pub phase: Option<String>,
    /// How it moves (`ground`, `rail`, `water`; Civil War only).
    pub mode: Option<String>,
    /// The path asked for, as printed ids, the start first.
    pub path: Vec<String>,
    /// `legal` or `illegal`.
    pub verdict: String,
    /// The movement points spent: the whole move's, or the legal part's before the refusal.
    pub cost: MpText,
    /// Why the unit must stop where the (legal part of the) move ends, if it must.
    pub stop: Option<Citation>,
    /// Where and why the move is refused (illegal moves only).
    pub refused: Option<Refused>,
    /// Every cost, stop, exception and note of the legal part, step by step, with its clause.
    pub ledger: Vec<LedgerLine>,
}

super::output!(Check, "check", 1);

/// The refused step of an illegal move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Refused {
    /// The step refused, from 1 (the first place entered); 0 is the order itself (a unit that
    /// may not move at all).
    pub step: usize,
    /// The place the refused step enters, as a printed id (none for step 0).
    pub entering: Option<String>,
    /// The clause and the reason.
    #[serde(flatten)]
    pub refusal: Refusal,
}

impl Check {
    /// A checked move of `ruleset` from the parts every verdict has.
    fn from_route<P, S>(
        ruleset: &str,
        unit: &str,
        path: Vec<String>,
        verdict: &Verdict<P, S>,
    ) -> Check {
        let route: &Route<P, S> = verdict.route();
        let refused = match verdict {
            Verdict::Legal(_) => None,
            Verdict::Illegal { step, refusal, .. } => Some(Refused {
                step: *step,
                entering: (*step > 0).then(|| path.get(*step).cloned()).flatten(),
                refusal: refusal.into(),
            }),
        };
        Check {
            schema: <Check as super::Output>::ID.to_owned(),
            ruleset: ruleset.to_owned(),
            unit: unit.to_owned(),
            phase: None,
            mode: None,
            verdict: if verdict.is_legal() { "legal" } else { "illegal" }.to_owned(),
            path,
            cost: route.cost.into(),
            stop: route.stop.map(Citation::from),
            refused,
            ledger: ledger(&route.ledger),
        }
    }

    /// A strategic move of `unit` along `path`.
    pub fn strategic(
        game: &umpire_strategic::Game<ScenarioMap>,
        unit: &str,
        path: &[MapPlace],
        verdict: &umpire_strategic::MoveVerdict,
    ) -> Check {
        let ids = path.iter().map(|&p| game.map().location_id(p.into())).collect();
        Check {
            phase: Some(game.phase().name().to_owned()),
            ..Check::from_route("strategic", unit, ids, verdict)
        }
    }

    /// A Civil War move of `unit` along `path` (as written: ids, `entrain`, `detrain`).
    pub fn civil_war(
        unit: &str,
        path: &[String],
        mode: umpire_civil_war::Mode,
        verdict: &umpire_civil_war::MoveVerdict,
    ) -> Check {
        let path: Vec<String> = path.iter().map(|id| id.trim().to_owned()).collect();
        let check = match verdict {
            umpire_civil_war::MoveVerdict::Land(v) => Check::from_route("civil-war", unit, path, v),
            umpire_civil_war::MoveVerdict::Water(v) => {
                Check::from_route("civil-war", unit, path, v)
            }
        };
        Check { mode: Some(mode.name().to_owned()), ..check }
    }
}
