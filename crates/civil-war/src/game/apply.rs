//! Making a move: capacity spent, force-march attrition, temporary ferries.

use std::collections::BTreeSet;

use umpire_hex::{Hex, Hexside};
use umpire_map::{Dice, MapPlace, Refusal, Verdict};

use crate::clauses as c;
use crate::error::OrderError;
use crate::map::CivilWarMap;

use super::{Game, Mode, MoveOptions, MoveRecord, MoveVerdict};

impl<M: CivilWarMap> Game<M> {
    /// Checks the move and, if legal, makes it: the unit moves (and the supply riding with it
    /// by rail), rail capacity is spent, a force march rolls for attrition with `dice`, units embarked on a naval or river unit that moves
    /// go with it, and the move is logged. [`Game::undo`] takes a move made so back as one order.
    ///
    /// The path is given as [`Game::check`] takes it: ids, places, or a mix.
    ///
    /// # Errors
    /// As [`Game::check`], and [`OrderError::Malformed`] when `dice` cannot roll (then nothing
    /// has changed).
    pub fn apply<S: umpire_map::PlaceName>(
        &mut self,
        id: &str,
        ids: &[S],
        options: &MoveOptions,
        dice: &mut impl Dice,
    ) -> Result<(MoveVerdict, Option<MoveRecord>), OrderError> {
        let verdict = self.check(id, ids, options)?;
        if !verdict.is_legal() {
            return Ok((verdict, None));
        }
        let index = self.unit_index(id)?;
        let before = self.situation.clone();
        let logged = self.log.len();
        let record = self.make_move(index, &verdict, options, dice)?;
        self.remember(before, logged);
        Ok((verdict, Some(record)))
    }

    /// Makes the legal move `verdict` of unit `index`. The attrition roll comes first, so a die
    /// that cannot roll leaves everything as it was.
    pub(super) fn make_move(
        &mut self,
        index: usize,
        verdict: &MoveVerdict,
        options: &MoveOptions,
        dice: &mut impl Dice,
    ) -> Result<MoveRecord, OrderError> {
        let id = self.situation.units[index].id.clone();
        let mut record =
            MoveRecord { unit: id.clone(), rail_capacity: 0, attrition: None, at: String::new() };
        match verdict {
            MoveVerdict::Land(Verdict::Legal(route)) => {
                let end = route.places.last().copied();
                if let Some(extra) = options.force_march {
                    record.attrition = Some(self.attrition(index, extra, end, dice)?);
                }
                let started_entrained =
                    self.situation.units[index].entrained && options.mode == Mode::Rail;
                let rode = route.state.rail_hexes > 0 || started_entrained;
                let cargo = self.cargo_indices(index, options)?;
                let cost = self.move_rail_cost(index, &cargo);
                let side = self.situation.units[index].side.clone();
                if rode {
                    // What a unit left on the rails needs for its next phase is not spent
                    // now: it is held for it while it is on the rails (`Game::rail_capacity`).
                    if let Some(left) = self.situation.rail.capacity.get_mut(&side) {
                        *left = left.saturating_sub(cost);
                    }
                    record.rail_capacity = cost;
                }
                let entrained = route.state.entrained();
                let destination = if entrained {
                    options.stay_entrained.or(self.situation.units[index].rail_destination)
                } else {
                    None
                };
                // The supply riding with it leaves the train where it detrains, or stays on
                // the rails with it.
                let (_, detrain) = super::rail::train_steps(&route.places, started_entrained);
                let unloaded = if entrained { end } else { detrain.map(|i| route.places[i]) };
                for &i in &cargo {
                    let supply = &mut self.situation.units[i];
                    if let Some(MapPlace::Hex(hex)) = unloaded {
                        supply.at = Some(hex);
                    }
                    supply.entrained = entrained;
                    supply.rail_destination = destination;
                    supply.moved = true;
                }
                let unit = &mut self.situation.units[index];
                if let Some(MapPlace::Hex(hex)) = end {
                    unit.at = Some(hex);
                }
                unit.entrained = entrained;
                unit.rail_destination = destination;
                if let Some((_, loss)) = record.attrition {
                    unit.strength = unit.strength.saturating_sub(loss);
                }
                unit.moved = true;
                record.at = end.map(|p| self.map.place_id(p)).unwrap_or_default();
            }
            MoveVerdict::Water(Verdict::Legal(route)) => {
                if let Some(end) = route.places.last().copied() {
                    record.at = self.water.place_id(&self.map, end);
                    let (hex, side) = self.water.locate(end);
                    let unit = &mut self.situation.units[index];
                    unit.at = Some(hex);
                    unit.river_side = side;
                    unit.moved = true;
                    self.carry_aboard(&id, hex);
                }
            }
            _ => {}
        }
        tracing::info!(unit = %id, at = %record.at, "moved");
        self.log.push(record.clone());
        Ok(record)
    }

    /// Puts the units embarked on `transport` in `hex`, where the transport now is: units aboard
    /// go where their transport goes.
    pub(super) fn carry_aboard(&mut self, transport: &str, hex: Hex) {
        for unit in &mut self.situation.units {
            if unit.embarked_on.as_deref() == Some(transport) && unit.at.is_some() {
                unit.at = Some(hex);
                unit.river_side = None;
            }
        }
    }

    /// Rolls force-march attrition for unit `index` that added `extra` MP and ended in `end`:
    /// (the modified roll, the strength lost).
    pub(super) fn attrition(
        &self,
        index: usize,
        extra: u32,
        end: Option<MapPlace>,
        dice: &mut impl Dice,
    ) -> Result<(u32, u32), OrderError> {
        let rule = &self.data.force_march;
        let unit = &self.situation.units[index];
        let friendly = matches!(end, Some(MapPlace::Hex(hex)) if self.situation.territory.get(&unit.side).is_some_and(|t| t.contains(&hex)));
        let roll = dice.roll(rule.die).map_err(|e| OrderError::Malformed(e.to_string()))?;
        let modifier = if extra >= 2 { rule.roll_modifier.two } else { rule.roll_modifier.one };
        let modified = i32::try_from(roll).unwrap_or(i32::MAX).saturating_add(modifier);
        // A roll no row covers is an error of the rules data, never a loss of 0.
        let loss =
            rule.loss(friendly, modified).map_err(|e| OrderError::Malformed(e.to_string()))?;
        tracing::info!(unit = %unit.id, roll, modified, friendly, loss, "force-march attrition");
        Ok((u32::try_from(modified.max(0)).unwrap_or(0), loss))
    }

    /// Declares that river transport `id` serves as a temporary ferry at its river hexside this
    /// phase: friendly units cross there at the ferry cost, and the transport may not move. The
    /// declaration is the unit's [`ferry`](crate::UnitState::ferry) mark, which lasts for the
    /// phase. [`Game::undo`] takes a declaration back as one order.
    ///
    /// # Errors
    /// [`OrderError`] for an unknown unit. A rules refusal comes back as `Ok(Err(refusal))`.
    pub fn declare_ferry(&mut self, id: &str) -> Result<Result<(), Refusal>, OrderError> {
        let index = self.unit_index(id)?;
        let unit = &self.situation.units[index];
        let kind = self.unit_type(unit);
        if !kind.ferry {
            return Ok(Err(Refusal::new(
                c::FERRY_02,
                format!(
                    "only river transports serve as temporary ferries, not {}",
                    crate::words::a_unit(&unit.unit_type)
                ),
            )));
        }
        if unit.side != self.situation.side {
            return Ok(Err(Refusal::new(
                c::FERRY_01,
                format!(
                    "{} is {}: a temporary ferry serves the moving side's ({}) own troops",
                    unit.id,
                    crate::words::side(&unit.side),
                    crate::words::side(&self.situation.side)
                ),
            )));
        }
        let Some(side) = unit.river_side else {
            return Ok(Err(Refusal::new(
                c::FERRY_01,
                format!("{} is on no river hexside", unit.id),
            )));
        };
        if unit.moved {
            return Ok(Err(Refusal::new(
                c::FERRY_04,
                format!("{} has moved this phase; a ferry stays put the whole phase", unit.id),
            )));
        }
        let [a, b] = side.hexes();
        let enemy_fort =
            self.situation.forts.iter().any(|f| {
                (f.at == a || f.at == b)
                    && self.situation.units.iter().any(|u| {
                        u.side != unit.side && u.at == Some(f.at) && u.river_side.is_none()
                    })
            });
        if enemy_fort {
            return Ok(Err(Refusal::new(
                c::FERRY_06,
                "no temporary ferry beside an enemy-occupied fort or fortress",
            )));
        }
        self.remember(self.situation.clone(), self.log.len());
        let unit = &mut self.situation.units[index];
        unit.ferry = true;
        unit.moved = true;
        Ok(Ok(()))
    }

    /// River hexsides where a river transport of `side` serves as a temporary ferry this phase.
    pub(crate) fn temporary_ferries(&self, side: &str) -> BTreeSet<Hexside> {
        self.situation
            .units
            .iter()
            .filter(|u| u.ferry && u.side == side)
            .filter_map(|u| u.river_side)
            .collect()
    }
}
