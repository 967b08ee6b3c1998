//! `voyage` and `change-destination` orders.

use std::collections::BTreeSet;

use umpire_map::{BadOrder, Citation, Dice, MapPlace, Mp, Outcome, Refusal, Verdict};

use crate::clauses as c;
use crate::map::CivilWarMap;
use crate::transport::{Voyage, VoyageVerdict};

use super::super::order::ChangeDestinationOrder;
use super::super::{Game, MoveVerdict};
use super::keys::order_error;
use super::{Recorded, mp_text};

impl<M: CivilWarMap> Game<M> {
    /// A `voyage`: judged by [`Game::check_voyage`] and, if legal, made. The transport moves
    /// (as a water move); each unit of the cargo either lands in `land_in` (it is ashore there,
    /// has paid the chart's MP and has moved) or stays embarked (it is aboard, bound for
    /// `destination`, and goes where the transport goes). Units aboard the transport that the
    /// voyage does not name stay aboard and go with it.
    ///
    /// Leaders and Headquarters going by water with no transport (ACW-TRANS-03) land in
    /// `land_in`; the text gives such a move no path and no other limit, so none is judged.
    ///
    /// Each unit the voyage force marches rolls on the Force March Attrition Table with `dice`
    /// (ACW-FORCE-05), by the territory of the hex it lands in, or, staying embarked, of the hex
    /// it embarked from, and loses the strength the table gives.
    pub(super) fn play_voyage(
        &mut self,
        voyage: &Voyage,
        dice: &mut impl Dice,
    ) -> Result<Outcome, BadOrder> {
        let cargo = self.voyage_keys(voyage)?;
        let verdict = self.check_voyage(voyage).map_err(|e| order_error(e, "voyage"))?;
        if let Some(refusal) = &verdict.refusal {
            return Ok(voyage_refused(&verdict, refusal.clone()));
        }
        let land_in = match &voyage.land_in {
            Some(id) => Some(self.hex_key(id, "land_in")?),
            None => None,
        };
        let destination = match &voyage.destination {
            Some(id) => Some(self.hex_key(id, "destination")?),
            None => None,
        };
        let aboard: BTreeSet<usize> = match &voyage.transport {
            Some(id) => (0..self.situation.units.len())
                .filter(|&i| self.situation.units[i].embarked_on.as_deref() == Some(id.as_str()))
                .collect(),
            None => BTreeSet::new(),
        };
        // Where each force-marched unit's march ends, for its territory: the hex it lands in,
        // else the hex it embarked from.
        let marched: Vec<(usize, u32, Option<MapPlace>)> = cargo
            .iter()
            .filter_map(|&i| {
                let unit = &self.situation.units[i];
                let extra = voyage.force_march.get(&unit.id).copied()?;
                Some((i, extra, land_in.or(unit.at).map(MapPlace::Hex)))
            })
            .collect();
        let mut outcome = Outcome::carried_out();
        let mut at = None;
        if let Some(id) = &voyage.transport {
            let transport = self.unit_on_map(id, "transport")?;
            if let Some(MoveVerdict::Water(Verdict::Legal(route))) = &verdict.water {
                if let Some(end) = route.places.last().copied() {
                    let (hex, side) = self.water.locate(end);
                    let unit = &mut self.situation.units[transport];
                    unit.at = Some(hex);
                    unit.river_side = side;
                    unit.moved = true;
                }
                outcome = outcome.costing(mp_text(route.cost));
                outcome.stop = route.stop;
                outcome.ledger = route.ledger.clone();
            }
            at = self.situation.units[transport].at;
        }
        for &index in &cargo {
            let was_aboard = aboard.contains(&index);
            let unit = &mut self.situation.units[index];
            let mp = verdict.cargo_mp.iter().find(|(id, _)| *id == unit.id).map(|(_, mp)| *mp);
            unit.moved = true;
            unit.river_side = None;
            let what = match land_in {
                Some(hex) => {
                    unit.at = Some(hex);
                    unit.embarked_on = None;
                    unit.voyage_destination = None;
                    if was_aboard { "to land" } else { "to embark and land" }
                }
                None => {
                    unit.at = at.or(unit.at);
                    unit.embarked_on.clone_from(&voyage.transport);
                    unit.voyage_destination = destination;
                    "to embark"
                }
            };
            if let Some(mp) = mp.filter(|mp| !(was_aboard && *mp == Mp::ZERO)) {
                outcome = outcome.changing(format!("{}: {} {what}", unit.id, mp_text(mp)));
            }
        }
        if let (Some(id), Some(hex)) = (&voyage.transport, at) {
            self.carry_aboard(id, hex);
        }
        for (index, extra, end) in marched {
            let mut recorded = Recorded::new(&mut *dice);
            let (modified, loss) = self
                .attrition(index, extra, end, &mut recorded)
                .map_err(|e| order_error(e, "force_march"))?;
            let roll = recorded.rolls.first().copied().unwrap_or(modified);
            let unit = &mut self.situation.units[index];
            unit.strength = unit.strength.saturating_sub(loss);
            let rolled = if roll == modified {
                format!("roll {roll}")
            } else {
                format!("roll {roll}, modified {modified}")
            };
            outcome = outcome
                .changing(format!("{}: force-march attrition: {rolled}, lost {loss}", unit.id))
                .citing([
                    Citation::new(c::FORCE_05, "a force-marched unit rolls for attrition"),
                    Citation::new(c::FORCE_06, "the table of the territory it ended in"),
                ]);
        }
        Ok(outcome.citing(verdict.citations))
    }

    /// Reads a voyage's keys: its transport, its cargo (each once, on the map), its landing
    /// hex or destination (not both) and its path (starting where the transport is).
    fn voyage_keys(&self, voyage: &Voyage) -> Result<Vec<usize>, BadOrder> {
        let transport = match &voyage.transport {
            Some(id) => Some(self.unit_on_map(id, "transport")?),
            None => None,
        };
        let mut cargo = Vec::new();
        for (i, id) in voyage.cargo.iter().enumerate() {
            let key = format!("cargo[{i}]");
            let index = self.unit_on_map(id, &key)?;
            if cargo.contains(&index) {
                return Err(BadOrder::new(key, format!("{id} is listed twice"), None));
            }
            cargo.push(index);
        }
        if let Some(id) = &voyage.land_in {
            self.hex_key(id, "land_in")?;
        }
        if let Some(id) = &voyage.destination {
            self.hex_key(id, "destination")?;
            if voyage.land_in.is_some() {
                return Err(BadOrder::new(
                    "destination",
                    "the cargo lands in land_in: a destination is for units staying embarked",
                    None,
                ));
            }
        }
        match transport {
            None if !voyage.path.is_empty() => Err(BadOrder::new(
                "path",
                "a voyage with no transport has no transport to move: leave the path out and \
                 give the landing hex in land_in",
                None,
            )),
            None if voyage.land_in.is_none() => Err(BadOrder::new(
                "land_in",
                "Leaders and Headquarters going by water with no transport land at the end of \
                 the order: give the hex in land_in",
                None,
            )),
            None => Ok(cargo),
            Some(index) => {
                if !voyage.path.is_empty() {
                    let path = self.water_path_key(&voyage.path)?;
                    let start = self.water.place_of(&self.situation.units[index]);
                    if start != path.first().copied() {
                        let at = start.map(|p| self.water_id(p));
                        return Err(BadOrder::new(
                            "path[0]",
                            format!(
                                "a voyage's path starts where its transport is ({}), not at {:?}",
                                at.as_deref().unwrap_or("on no water"),
                                voyage.path[0]
                            ),
                            at,
                        ));
                    }
                }
                Ok(cargo)
            }
        }
    }

    /// A `change-destination`: [`Game::change_destination`], after what may be asked of it
    /// at all — the moving side's transport, units aboard it, and an automatic order or a
    /// commander with an initiative rating to roll.
    pub(super) fn play_change_destination(
        &mut self,
        order: &ChangeDestinationOrder,
        dice: &mut impl Dice,
    ) -> Result<Outcome, BadOrder> {
        let transport = self.unit_on_map(&order.transport, "transport")?;
        let to = self.hex_key(&order.to, "to")?;
        let commander = match &order.commander {
            Some(id) => Some(self.unit_key(id, "commander")?),
            None => None,
        };
        let unit = &self.situation.units[transport];
        let aboard: Vec<String> = self
            .situation
            .units
            .iter()
            .filter(|u| u.at.is_some() && u.embarked_on.as_deref() == Some(unit.id.as_str()))
            .map(|u| u.id.clone())
            .collect();
        let original = self
            .situation
            .units
            .iter()
            .find(|u| aboard.contains(&u.id))
            .and_then(|u| u.voyage_destination);
        if let Some(refusal) = self.destination_refusal(transport, &aboard, order, commander) {
            return Ok(Outcome::refused(0, refusal));
        }
        let rating = commander.and_then(|i| self.situation.units[i].rating).unwrap_or(0);
        let mut recorded = Recorded::new(dice);
        let (changed, citations) = self
            .change_destination(
                &order.transport,
                &order.to,
                order.automatic,
                order.commander.as_deref(),
                &mut recorded,
            )
            .map_err(|e| order_error(e, "commander"))?;
        let mut outcome = Outcome::carried_out().citing(citations);
        let roll = recorded.rolls.first().copied();
        let how = match (order.automatic, &order.commander, roll) {
            (false, Some(name), Some(roll)) => {
                format!("{name} rolled {roll} against an initiative of {rating}")
            }
            _ => "an automatic order".to_owned(),
        };
        outcome = outcome.changing(if changed {
            format!(
                "{how}: the units aboard {} are bound for {}",
                order.transport,
                self.hex_text(to)
            )
        } else {
            let kept = original.map_or_else(|| "none".to_owned(), |h| self.hex_text(h));
            format!("{how}: the attempt failed and the voyage keeps its destination {kept}")
        });
        if self.situation.units[transport].at.is_none() {
            let lost = aboard.join(", ");
            outcome = outcome.changing(format!(
                "{} lost at sea with {lost}: the destination is no place to land or invade \
                 (ACW-TRANS-24)",
                order.transport
            ));
        }
        Ok(outcome)
    }

    /// Why a destination change may not be asked at all, if it may not.
    fn destination_refusal(
        &self,
        transport: usize,
        aboard: &[String],
        order: &ChangeDestinationOrder,
        commander: Option<usize>,
    ) -> Option<Refusal> {
        let unit = &self.situation.units[transport];
        if let Some(refusal) = self.not_moving_side(unit) {
            return Some(refusal);
        }
        if aboard.is_empty() {
            return Some(Refusal::new(
                c::TRANS_21,
                format!("no units are embarked on {}: there is no destination to change", unit.id),
            ));
        }
        if order.automatic {
            return None;
        }
        let Some(commander) = commander else {
            return Some(Refusal::new(
                c::TRANS_22,
                "a new destination needs an automatic order or a commander's initiative roll: \
                 name the commander",
            ));
        };
        let commander = &self.situation.units[commander];
        if commander.rating.is_none() {
            return Some(Refusal::new(
                c::TRANS_22,
                format!("{} has no initiative rating to roll against", commander.id),
            ));
        }
        None
    }
}

/// The outcome of a refused voyage: the transport's refused step (0 when the refusal is not
/// the transport's move), the ledger of its legal part and the clauses judged so far.
fn voyage_refused(verdict: &VoyageVerdict, refusal: Refusal) -> Outcome {
    let (step, ledger) = match &verdict.water {
        Some(water) if !water.is_legal() => {
            (water.refused_step().unwrap_or(0), water.ledger().to_vec())
        }
        _ => (0, Vec::new()),
    };
    let mut outcome = Outcome::refused(step, refusal);
    outcome.ledger = ledger;
    outcome.citing(verdict.citations.clone())
}
