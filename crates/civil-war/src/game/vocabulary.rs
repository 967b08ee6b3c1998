//! The Civil War game in the vocabulary every hex ruleset shares ([`umpire_map::Rules`]):
//! places by printed id (a river hexside as `0604/0504`), verdicts as [`Judgement`]s, and
//! [`MoveOptions`] (the mode, a force march, …) as the ruleset's options. Each answer is
//! [`Game`]'s own (reach, check, explain), converted.

use umpire_map::{Judgement, PlaceReached, ReachSummary, RefusedStep, Rules, UnitSide};

use crate::error::OrderError;
use crate::map::CivilWarMap;

use super::{Game, MoveOptions, MoveVerdict};

impl<M: CivilWarMap> Rules for Game<M> {
    type Options = MoveOptions;
    type Error = OrderError;

    fn units(&self) -> Vec<UnitSide> {
        let on_map = self.situation.units.iter().filter(|u| u.at.is_some());
        on_map.map(|u| UnitSide { unit: u.id.clone(), side: u.side.clone() }).collect()
    }

    fn reach(&self, unit: &str, options: &MoveOptions) -> Result<ReachSummary, OrderError> {
        let reach = Game::reach(self, unit, options)?;
        let places = reach.places.into_iter().map(|r| {
            let reached = PlaceReached {
                place: r.id.clone(),
                cost: r.cost,
                must_stop: r.must_stop,
                stop: r.stop,
            };
            (r.id, reached)
        });
        Ok(ReachSummary { unit: reach.unit, refusal: reach.refusal, places: places.collect() })
    }

    fn check(
        &self,
        unit: &str,
        path: &[&str],
        options: &MoveOptions,
    ) -> Result<Judgement, OrderError> {
        let verdict = Game::check(self, unit, path, options)?;
        Ok(judgement(path.iter().map(|&p| p.to_owned()).collect(), &verdict))
    }

    fn explain(
        &self,
        unit: &str,
        to: &str,
        options: &MoveOptions,
    ) -> Result<Option<Judgement>, OrderError> {
        let attempt = Game::explain(self, unit, to, options)?;
        Ok(attempt.map(|a| judgement(a.path, &a.verdict)))
    }
}

/// `verdict` on `path` in the shared vocabulary.
fn judgement(path: Vec<String>, verdict: &MoveVerdict) -> Judgement {
    let refused = match (verdict.refused_step(), verdict.refusal()) {
        (Some(step), Some(refusal)) => Some(RefusedStep { step, refusal: refusal.clone() }),
        _ => None,
    };
    Judgement {
        path,
        refused,
        cost: verdict.cost(),
        stop: verdict.stop(),
        ledger: verdict.ledger().to_vec(),
    }
}
