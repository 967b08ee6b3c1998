//! The strategic game in the vocabulary every hex ruleset shares ([`umpire_map::Rules`]):
//! places by printed id, verdicts as [`Judgement`]s. Each answer is [`Game`]'s own (reach,
//! check, explain, threat), converted; a move is played as [`Game::apply`] plays it (what
//! [`Game::play`] does with a move order), tried as [`Game::try_play`] tries one, and taken
//! back by [`Game::undo`].

use umpire_map::{
    Dice, Explanation, Judgement, MapPlace, PlaceReached, ReachSummary, RefusedStep, Rules,
    ThreatSummary, Undone, UnitSide, Verdict,
};

use crate::error::OrderError;
use crate::map::StrategicMap;

use super::{Choices, Game, MoveReport, MoveVerdict};

impl<M: StrategicMap> Rules for Game<M> {
    /// A strategic order says nothing besides the unit and the path (the procedure and the
    /// convoys are chosen by the path itself here; orders files name them).
    type Options = ();
    type Error = OrderError;

    fn units(&self) -> Vec<UnitSide> {
        let on_map = self.situation.units.iter().filter(|u| u.at.is_some());
        on_map.map(|u| UnitSide { unit: u.id.clone(), side: u.side.clone() }).collect()
    }

    fn reach(&self, unit: &str, _: &()) -> Result<ReachSummary, OrderError> {
        let reach = Game::reach(self, unit)?;
        let places = reach.places.iter().map(|r| {
            let place = r.id.as_str().to_owned();
            let reached = PlaceReached {
                place: place.clone(),
                cost: r.cost,
                must_stop: r.must_stop,
                stop: r.stop,
            };
            (place, reached)
        });
        Ok(ReachSummary { unit: reach.unit, refusal: reach.refusal, places: places.collect() })
    }

    fn check(&self, unit: &str, path: &[&str], _: &()) -> Result<Judgement, OrderError> {
        let places = self.parse_path(path)?;
        let verdict = Game::check(self, unit, &places)?;
        Ok(self.judgement(&places, verdict))
    }

    fn explain(&self, unit: &str, to: &str, _: &()) -> Result<Option<Judgement>, OrderError> {
        let place = self.parse_place(to, "the destination")?;
        Ok(match Game::explain(self, unit, place)? {
            Explanation::NoWay => None,
            Explanation::Reachable(route) => {
                let places = route.places.clone();
                Some(self.judgement(&places, Verdict::Legal(route)))
            }
            Explanation::Refused { attempt, step, refusal, before } => {
                Some(self.judgement(&attempt, Verdict::Illegal { step, refusal, before }))
            }
        })
    }

    /// [`Game::apply`]: the move a move order naming no procedure and no convoys makes in
    /// [`Game::play`], kept for [`Game::undo`] whether legal or refused. The strategic rules
    /// roll no dice for a move: `dice` is not rolled.
    ///
    /// A path of the unit's place alone is taken as [`Game::apply`] takes it, a move of no
    /// step (logged; the unit may take its move up again), where [`Game::play`] refuses a move
    /// order naming fewer than two places as a bad order.
    fn move_unit(
        &mut self,
        unit: &str,
        path: &[&str],
        _: &(),
        _: &mut dyn Dice,
    ) -> Result<Judgement, OrderError> {
        let places = self.parse_path(path)?;
        let report = Game::apply(self, unit, &places)?;
        Ok(self.judgement(&places, report.verdict))
    }

    /// [`Game::apply`]'s judgement without the move made: as [`Game::try_play`], the judging
    /// half alone, so a move whose convoys run out when taken one by one is refused here too.
    fn try_move_unit(&self, unit: &str, path: &[&str], _: &()) -> Result<Judgement, OrderError> {
        let places = self.parse_path(path)?;
        let report = self.judge_path(unit, &places)?;
        Ok(self.judgement(&places, report.verdict))
    }

    /// [`Game::undo`], told apart by [`Game::undo_depth`]: a move taken back is the
    /// [`MoveRecord`](super::MoveRecord) it logged; a refused move or a next-phase order is an
    /// [`Undone::Order`].
    fn take_back(&mut self) -> Undone {
        if self.undo_depth() == 0 {
            return Undone::Nothing;
        }
        match Game::undo(self) {
            Some(record) => {
                let to = record.route.last().map(|&p| self.map.place_id(p)).unwrap_or_default();
                Undone::Move { unit: record.unit, to }
            }
            None => Undone::Order,
        }
    }

    fn threat(&self, side: &str) -> Result<ThreatSummary, OrderError> {
        let threat = Game::threat(self, side)?;
        Ok(threat
            .places()
            .map(|(place, units)| {
                let units = units.map(|(unit, cost)| (unit.to_owned(), cost)).collect();
                (self.map.place_id(place), units)
            })
            .collect())
    }
}

impl<M: StrategicMap> Game<M> {
    /// What [`Game::apply`] would report for the move of `unit` along `path`, the game
    /// unchanged: the same judging ([`Game::check`] and what making the move finds).
    fn judge_path(&self, unit: &str, path: &[MapPlace]) -> Result<MoveReport, OrderError> {
        let choices = Choices::default();
        let verdict = self.check_chosen(unit, path, &choices)?;
        Ok(self.judge_move(unit, path, verdict, &choices)?.0)
    }

    /// `verdict` on `path` in the shared vocabulary.
    fn judgement(&self, path: &[MapPlace], verdict: MoveVerdict) -> Judgement {
        let refused = match &verdict {
            Verdict::Legal(_) => None,
            Verdict::Illegal { step, refusal, .. } => {
                Some(RefusedStep { step: *step, refusal: refusal.clone() })
            }
        };
        let route = verdict.route();
        Judgement {
            path: path.iter().map(|&p| self.map.place_id(p)).collect(),
            refused,
            cost: route.cost,
            stop: route.stop,
            ledger: route.ledger.clone(),
        }
    }
}
