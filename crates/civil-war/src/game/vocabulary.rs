//! The Civil War game in the vocabulary every hex ruleset shares ([`umpire_map::Rules`]):
//! places by printed id (a river hexside as `0604/0504`), verdicts as [`Judgement`]s, and
//! [`MoveOptions`] (the mode, a force march, …) as the ruleset's options. Each answer is
//! [`Game`]'s own (reach, check, explain), converted; a move is played as [`Game::apply`] plays
//! it (what [`Game::play`] does with a move order) and taken back by [`Game::undo`].

use umpire_map::{
    Dice, Judgement, PlaceReached, ReachSummary, RefusedStep, Rules, Undone, UnitSide,
};

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
            let id = String::from(r.id);
            let reached = PlaceReached {
                place: id.clone(),
                cost: r.cost,
                must_stop: r.must_stop,
                stop: r.stop,
            };
            (id, reached)
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

    /// [`Game::apply`]: checked as [`Game::check`] checks it and, if legal, made, rolling a
    /// force march's attrition with `dice`, and kept for [`Game::undo`]. A refused move
    /// changes nothing and is not kept, as [`Game::play`] does with a refused order.
    fn move_unit(
        &mut self,
        unit: &str,
        path: &[&str],
        options: &MoveOptions,
        mut dice: &mut dyn Dice,
    ) -> Result<Judgement, OrderError> {
        let (verdict, _) = Game::apply(self, unit, path, options, &mut dice)?;
        Ok(judgement(path.iter().map(|&p| p.to_owned()).collect(), &verdict))
    }

    /// [`Game::check`]'s judgement: making a move judges nothing more (its dice decide what a
    /// force march costs in strength, not whether the move is legal), so this is what
    /// [`Rules::move_unit`] answers, unless its dice cannot roll.
    fn try_move_unit(
        &self,
        unit: &str,
        path: &[&str],
        options: &MoveOptions,
    ) -> Result<Judgement, OrderError> {
        Rules::check(self, unit, path, options)
    }

    /// [`Game::undo`], told apart by [`Game::undo_depth`]: a move taken back is the
    /// [`MoveRecord`](super::MoveRecord) it logged; an order that logged none (a new phase, a
    /// ferry, a voyage, a new destination, an assault) is an [`Undone::Order`].
    fn take_back(&mut self) -> Undone {
        if self.undo_depth() == 0 {
            return Undone::Nothing;
        }
        match Game::undo(self) {
            Some(record) => Undone::Move { unit: record.unit, to: record.at },
            None => Undone::Order,
        }
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
