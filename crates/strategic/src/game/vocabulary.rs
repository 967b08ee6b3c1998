//! The strategic game in the vocabulary every hex ruleset shares ([`umpire_map::Rules`]):
//! places by printed id, verdicts as [`Judgement`]s. Each answer is [`Game`]'s own (reach,
//! check, explain, threat), converted.

use umpire_map::{
    Explanation, Judgement, MapPlace, PlaceReached, ReachSummary, RefusedStep, Rules,
    ThreatSummary, UnitSide, Verdict,
};

use crate::error::OrderError;
use crate::map::StrategicMap;

use super::{Game, MoveVerdict};

impl<M: StrategicMap> Rules for Game<M> {
    /// A strategic order says nothing besides the unit and the path (the procedure and the
    /// convoys are chosen by the path itself here; orders files name them).
    type Options = ();
    type Error = OrderError;

    fn units(&self) -> Vec<UnitSide> {
        let on_map = self.situation.units.iter().filter(|u| u.at.is_some());
        on_map.map(|u| UnitSide { unit: u.id.clone(), side: u.faction.clone() }).collect()
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
