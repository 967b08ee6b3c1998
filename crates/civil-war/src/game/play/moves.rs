//! `move` and `ferry` orders.

use umpire_map::{BadOrder, Citation, Dice, MapPlace, Outcome};

use crate::clauses as c;
use crate::map::CivilWarMap;

use super::super::order::{FerryOrder, MoveOrder};
use super::super::{Game, Mode, MoveOptions, MoveVerdict};
use super::keys::order_error;
use super::{Recorded, mp_text};

impl<M: CivilWarMap> Game<M> {
    /// A `move`: checked by [`Game::check`] and, if legal, made as [`Game::apply`] makes it.
    pub(super) fn play_move(
        &mut self,
        order: &MoveOrder,
        dice: &mut impl Dice,
    ) -> Result<Outcome, BadOrder> {
        let index = self.unit_on_map(&order.unit, "unit")?;
        let stay_entrained = match &order.stay_entrained {
            Some(stay) => {
                Some((self.hex_key(&stay.destination, "stay_entrained.destination")?, stay.eta))
            }
            None => None,
        };
        for (i, id) in order.supply.iter().enumerate() {
            self.unit_on_map(id, &format!("supply[{i}]"))?;
        }
        let options = MoveOptions {
            mode: order.mode,
            force_march: order.force_march,
            stay_entrained,
            supply: order.supply.clone(),
        };
        let cargo = self.cargo_indices(index, &options).map_err(|e| order_error(e, "supply"))?;
        if order.path.is_empty() {
            return Err(BadOrder::new(
                "path",
                format!("a path starts with the hex {} is in", order.unit),
                Some(self.place_text(&self.situation.units[index])),
            ));
        }
        let unit = &self.situation.units[index];
        if order.mode == Mode::Water {
            // A unit that may not go by water at all (a ground unit told to sail) is refused
            // before its path is read: its path may hold no water place.
            if let Some(refusal) = self.order_refusal(index, &options, &cargo) {
                return Ok(Outcome::refused(0, refusal));
            }
            let path = self.water_path_key(&order.path)?;
            let start = self.water.place_of(unit);
            if start != path.first().copied() {
                return Err(self.wrong_start(&order.path[0], start.map(|p| self.water_id(p))));
            }
        } else {
            let path = self.land_path_key(&order.path)?;
            let start = unit.at.map(MapPlace::Hex);
            if start != path.first().copied() {
                return Err(self.wrong_start(&order.path[0], start.map(|p| self.map.place_id(p))));
            }
        }
        let verdict =
            self.check(&order.unit, &order.path, &options).map_err(|e| order_error(e, "unit"))?;
        if let Some(refusal) = verdict.refusal() {
            let mut outcome =
                Outcome::refused(verdict.refused_step().unwrap_or(0), refusal.clone())
                    .costing(mp_text(verdict.cost()));
            outcome.stop = verdict.stop();
            outcome.ledger = verdict.ledger().to_vec();
            return Ok(outcome);
        }
        let mut recorded = Recorded::new(dice);
        let record = self
            .make_move(index, &verdict, &options, &mut recorded)
            .map_err(|e| order_error(e, "force_march"))?;
        let mut outcome = moved(&verdict);
        if let Some((modified, loss)) = record.attrition {
            let roll = recorded.rolls.first().copied().unwrap_or(modified);
            let rolled = if roll == modified {
                format!("roll {roll}")
            } else {
                format!("roll {roll}, modified {modified}")
            };
            outcome =
                outcome.changing(format!("force-march attrition: {rolled}, lost {loss}")).citing([
                    Citation::new(c::FORCE_05, "a force-marched unit rolls for attrition"),
                    Citation::new(c::FORCE_06, "the table of the territory it ended in"),
                ]);
        }
        Ok(outcome)
    }

    /// A path whose first place `first` is not where the unit is (`start`).
    fn wrong_start(&self, first: &str, start: Option<String>) -> BadOrder {
        let at = start.clone().unwrap_or_else(|| "no place this move starts from".to_owned());
        BadOrder::new(
            "path[0]",
            format!("a path starts where the unit is ({at}), not at {first:?}"),
            start,
        )
    }

    /// A `ferry`: [`Game::declare_ferry`].
    pub(super) fn play_ferry(&mut self, order: &FerryOrder) -> Result<Outcome, BadOrder> {
        self.unit_on_map(&order.unit, "unit")?;
        match self.declare_ferry(&order.unit).map_err(|e| order_error(e, "unit"))? {
            Err(refusal) => Ok(Outcome::refused(0, refusal)),
            Ok(()) => Ok(Outcome::carried_out().citing([
                Citation::new(c::FERRY_01, "a river transport as a temporary ferry at its hexside"),
                Citation::new(c::FERRY_04, "it may not move this phase"),
            ])),
        }
    }
}

/// The outcome of legal move `verdict`: its cost, stop and ledger.
fn moved(verdict: &MoveVerdict) -> Outcome {
    let mut outcome = Outcome::carried_out().costing(mp_text(verdict.cost()));
    outcome.stop = verdict.stop();
    outcome.ledger = verdict.ledger().to_vec();
    outcome
}
