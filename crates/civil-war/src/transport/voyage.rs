//! Voyages: capacity, embarking and landing, the transport's move, destinations and their
//! changes.

use umpire_hex::Hex;
use umpire_map::{Citation, Dice, Mp};

use crate::clauses as c;
use crate::error::OrderError;
use crate::game::{Game, Mode, MoveOptions, MoveVerdict};
use crate::map::CivilWarMap;
use crate::situation::UnitState;
use crate::water::WaterPlace;

use super::{Voyage, VoyageVerdict};

impl<M: CivilWarMap> Game<M> {
    /// Judges a voyage: whether each unit may move at all (the moving side's, not yet moved
    /// this phase, not on the rails), the transport's capacity (which units already aboard
    /// share), each unit's embarking and landing (chart, ports, enemy occupation, besieged
    /// forts, initiative), the transport's own move, and a destination for units staying
    /// embarked. It changes nothing: [`Game::play`] makes a legal voyage.
    ///
    /// # Errors
    /// [`OrderError`] for unknown units or places.
    pub fn check_voyage(&self, voyage: &Voyage) -> Result<VoyageVerdict, OrderError> {
        let mut verdict = VoyageVerdict {
            refusal: None,
            citations: Vec::new(),
            load: 0,
            cargo_mp: Vec::new(),
            water: None,
        };
        match self.judge_voyage(voyage, &mut verdict) {
            Ok(()) => Ok(verdict),
            Err(Halt::Refused(refusal)) => Ok(VoyageVerdict { refusal: Some(refusal), ..verdict }),
            Err(Halt::Order(error)) => Err(error),
        }
    }

    /// The voyage judged stage by stage, halting at the first refusal.
    fn judge_voyage(&self, voyage: &Voyage, verdict: &mut VoyageVerdict) -> Result<(), Halt> {
        let cargo: Vec<&UnitState> = voyage
            .cargo
            .iter()
            .map(|id| self.unit_index(id).map(|i| &self.situation().units[i]))
            .collect::<Result<_, _>>()?;
        let allowances = self.force_marched(voyage, &cargo, verdict)?;
        let Some(id) = &voyage.transport else { return self.without_transport(&cargo, verdict) };
        let transport = &self.situation().units[self.unit_index(id)?];
        let Some(capacity) = self.unit_type(transport).carries else {
            return Err(refused(
                c::TRANS_01,
                format!(
                    "{} is {}: only transports carry units",
                    transport.id,
                    crate::words::a_unit(&transport.unit_type)
                ),
            ));
        };
        let start = self
            .water()
            .place_of(transport)
            .ok_or_else(|| OrderError::NotOnMap { id: transport.id.clone() })?;
        let target = match voyage.land_in.as_ref().or(voyage.destination.as_ref()) {
            Some(id) => Some(self.parse_voyage_hex(
                id,
                if voyage.land_in.is_some() { "land_in" } else { "destination" },
            )?),
            None => None,
        };
        verdict
            .citations
            .push(Citation::new(c::MOVE_06, "a naval or river unit moves without initiative"));
        self.load(transport, &cargo, target, capacity, verdict)?;
        let spent = self.embark(transport, start, &cargo, verdict)?;
        let end = self.sail(transport, start, &voyage.path, verdict)?;
        match (&voyage.land_in, target) {
            (Some(_), Some(hex)) => {
                let budget: Vec<(Mp, Mp)> = spent.into_iter().zip(allowances).collect();
                self.land(transport, end, hex, &cargo, &budget, verdict)
            }
            (None, Some(_)) => {
                for ((unit, embark), ma) in cargo.iter().zip(&spent).zip(&allowances) {
                    if embark > ma {
                        return Err(refused(
                            c::TRANS_08,
                            format!("{} needs {embark} MP to embark and has {ma}", unit.id),
                        ));
                    }
                    verdict.cargo_mp.push((unit.id.clone(), *embark));
                }
                verdict.citations.push(Citation::new(
                    c::TRANS_20,
                    "units staying embarked are bound for a declared destination",
                ));
                Ok(())
            }
            _ => Err(refused(c::TRANS_20, "units staying embarked need a destination")),
        }
    }

    /// Each cargo unit's MA for this voyage: its own, raised by its force march if the voyage
    /// orders one (a unit of a type that may be force marched, by one of the options).
    fn force_marched(
        &self,
        voyage: &Voyage,
        cargo: &[&UnitState],
        verdict: &mut VoyageVerdict,
    ) -> Result<Vec<Mp>, Halt> {
        if let Some(id) = voyage.force_march.keys().find(|id| !voyage.cargo.contains(id)) {
            return Err(Halt::Order(OrderError::Malformed(format!(
                "force_march.{id}: {id} is not in the voyage's cargo"
            ))));
        }
        let mut allowances = Vec::new();
        for unit in cargo {
            let Some(&extra) = voyage.force_march.get(&unit.id) else {
                allowances.push(unit.movement);
                continue;
            };
            if !self.unit_type(unit).force_march {
                return Err(refused(
                    c::FORCE_02,
                    format!(
                        "only infantry, cavalry and supply trains may be force marched, not {}",
                        crate::words::a_unit(&unit.unit_type)
                    ),
                ));
            }
            if !self.data().force_march.options.contains(&extra) {
                return Err(refused(
                    c::FORCE_03,
                    format!("a force march adds 1 or 2 MP, not {extra}"),
                ));
            }
            verdict
                .citations
                .push(Citation::new(c::FORCE_01, "its player chose to force march it"));
            verdict
                .citations
                .push(Citation::new(c::FORCE_03, "force marched: its MA rises for the phase"));
            allowances.push(unit.movement.checked_add(Mp::whole(extra)).unwrap_or(Mp::MAX));
        }
        Ok(allowances)
    }

    fn parse_voyage_hex(&self, id: &str, position: &str) -> Result<Hex, OrderError> {
        self.map().parse_hex(id).map_err(|e| OrderError::UnknownPlace {
            position: position.to_owned(),
            id: id.to_owned(),
            reason: e.to_string(),
        })
    }

    /// Leaders and Headquarters going by water with no transport (3).
    fn without_transport(
        &self,
        cargo: &[&UnitState],
        verdict: &mut VoyageVerdict,
    ) -> Result<(), Halt> {
        if let Some(unit) = cargo.iter().find(|u| !self.unit_type(u).always_carried) {
            return Err(refused(
                c::TRANS_01,
                format!("{} needs a river or naval transport", unit.id),
            ));
        }
        for unit in cargo {
            self.may_sail(unit)?;
        }
        if let Some(unit) = cargo.iter().find(|u| !u.initiative) {
            return Err(refused(
                c::TRANS_18,
                format!("{} has no command: anything moved by water needs one", unit.id),
            ));
        }
        verdict.citations.push(Citation::new(
            c::TRANS_03,
            "Leaders and Headquarters always move by water, transport or none",
        ));
        Ok(())
    }

    /// Whether `unit` may go by water at all this phase: it is the moving side's, has not moved
    /// (a voyage is its move for the phase, as a march or a rail move is) and is not on the
    /// rails (it leaves a train only by detraining, as in a march).
    fn may_sail(&self, unit: &UnitState) -> Result<(), Halt> {
        let moving = &self.situation().side;
        if unit.side != *moving {
            return Err(refused(
                c::MOVE_05,
                format!(
                    "{} is {}, but the {} side is moving",
                    unit.id,
                    crate::words::side(&unit.side),
                    crate::words::side(moving)
                ),
            ));
        }
        if unit.moved {
            return Err(refused(c::MOVE_05, format!("{} has moved this phase", unit.id)));
        }
        if unit.entrained {
            return Err(refused(
                c::RAIL_08,
                format!("{} is entrained: it leaves the train only by detraining", unit.id),
            ));
        }
        Ok(())
    }

    /// What may be carried, with a command, within the transport's capacity (which units
    /// already aboard share).
    fn load(
        &self,
        transport: &UnitState,
        cargo: &[&UnitState],
        target: Option<Hex>,
        capacity: u32,
        verdict: &mut VoyageVerdict,
    ) -> Result<(), Halt> {
        for unit in cargo {
            if unit.side != transport.side {
                return Err(refused(c::TRANS_02, format!("{} is not a friendly unit", unit.id)));
            }
            self.may_sail(unit)?;
            let kind = self.unit_type(unit);
            if kind.water.is_some() {
                return Err(refused(
                    c::TRANS_02,
                    format!(
                        "{} is {}: transports carry ground units",
                        unit.id,
                        crate::words::a_unit(&unit.unit_type)
                    ),
                ));
            }
            let aboard = unit.embarked_on.as_deref() == Some(transport.id.as_str());
            if let Some(other) = unit.embarked_on.as_deref().filter(|_| !aboard) {
                return Err(refused(
                    c::TRANS_08,
                    format!("{} is aboard {other}, not {}", unit.id, transport.id),
                ));
            }
            if !unit.initiative && !aboard {
                return Err(refused(
                    c::TRANS_18,
                    format!("{} has no command: anything moved by water needs one", unit.id),
                ));
            }
            if aboard
                && !unit.initiative
                && let Some(bound) = unit.voyage_destination
                && target != Some(bound)
            {
                return Err(refused(
                    c::TRANS_21,
                    format!(
                        "{} is bound for {}: going elsewhere needs a new order",
                        unit.id,
                        self.map_hex_id(bound)
                    ),
                ));
            }
            if !aboard && !verdict.citations.iter().any(|cited| cited.clause == c::MOVE_07) {
                verdict.citations.push(Citation::new(
                    c::MOVE_07,
                    "a unit carried by water has initiative of its own",
                ));
            }
            if aboard {
                verdict.citations.push(Citation::new(
                    c::TRANS_19,
                    "already embarked: no new command while it keeps its destination",
                ));
            }
            if kind.carry_cost.is_some_and(|fixed| fixed > 0) {
                verdict.citations.push(Citation::new(
                    c::TRANS_05,
                    "a train or railway repair unit counts 1 strength point",
                ));
            }
            if (kind.carry_supply || kind.supply_load) && unit.supply_points > 0 {
                verdict.citations.push(Citation::new(
                    c::TRANS_06,
                    "supply counts 1 strength point per supply point",
                ));
            }
            let cost = self.carry_cost(unit);
            if cost == 0 {
                verdict.citations.push(Citation::new(
                    c::TRANS_07,
                    "Leaders and Headquarters count nothing toward capacity",
                ));
            }
            verdict.load += cost;
        }
        // Units already aboard and not named in this voyage still take up room.
        let others: u32 = self
            .situation()
            .units
            .iter()
            .filter(|u| u.embarked_on.as_deref() == Some(transport.id.as_str()))
            .filter(|u| u.at.is_some() && !cargo.iter().any(|c| c.id == u.id))
            .map(|u| self.carry_cost(u))
            .sum();
        verdict.load += others;
        let limit = capacity.min(self.data().transport.capacity);
        if verdict.load > limit {
            return Err(refused(
                c::TRANS_04,
                format!(
                    "the load is {} strength points; a transport carries {limit}",
                    verdict.load
                ),
            ));
        }
        verdict.citations.push(Citation::new(c::TRANS_02, "units a transport may carry"));
        verdict.citations.push(Citation::new(c::TRANS_04, "within the transport's capacity"));
        Ok(())
    }

    /// Embarking, from hexes touching the transport: what each unit pays.
    fn embark(
        &self,
        transport: &UnitState,
        start: WaterPlace,
        cargo: &[&UnitState],
        verdict: &mut VoyageVerdict,
    ) -> Result<Vec<Mp>, Halt> {
        let mut spent = Vec::new();
        for unit in cargo {
            if unit.embarked_on.as_deref() == Some(transport.id.as_str()) {
                spent.push(Mp::ZERO);
                continue;
            }
            let at = unit.at.ok_or_else(|| OrderError::NotOnMap { id: unit.id.clone() })?;
            if !self.touches(start, at) {
                return Err(refused(
                    c::TRANS_08,
                    format!("{} is not beside the transport", unit.id),
                ));
            }
            if self.besieged_fort(at) {
                return Err(refused(
                    c::TRANS_16,
                    format!("nothing embarks from the besieged fort in {}", self.map_hex_id(at)),
                ));
            }
            spent.push(self.chart_cost(unit, at, &mut verdict.citations)?);
            verdict.citations.push(Citation::new(c::TRANS_08, "embarking costs the chart's MP"));
        }
        Ok(spent)
    }

    /// The transport's own move, if it moves: where it ends.
    fn sail(
        &self,
        transport: &UnitState,
        start: WaterPlace,
        path: &[String],
        verdict: &mut VoyageVerdict,
    ) -> Result<WaterPlace, Halt> {
        if path.len() <= 1 {
            return Ok(start);
        }
        let moved = self.check(
            &transport.id,
            path,
            &MoveOptions { mode: Mode::Water, ..MoveOptions::default() },
        )?;
        let end = match &moved {
            MoveVerdict::Water(v) if v.is_legal() => v.route().places.last().copied(),
            _ => None,
        };
        let refusal = moved.refusal().cloned();
        verdict.water = Some(moved);
        match refusal {
            Some(refusal) => Err(Halt::Refused(refusal)),
            None => Ok(end.unwrap_or(start)),
        }
    }

    /// Landing in `hex` beside the transport's last place: what each unit pays in all, with
    /// `budget` each unit's MP spent embarking and its MA for the voyage.
    fn land(
        &self,
        transport: &UnitState,
        end: WaterPlace,
        hex: Hex,
        cargo: &[&UnitState],
        budget: &[(Mp, Mp)],
        verdict: &mut VoyageVerdict,
    ) -> Result<(), Halt> {
        let id = self.map_hex_id(hex);
        if !self.touches(end, hex) {
            return Err(refused(
                c::TRANS_09,
                format!("{id} is not beside the transport's last place"),
            ));
        }
        if self.besieged_fort(hex) {
            return Err(refused(
                c::TRANS_17,
                format!("nothing lands in the besieged fort in {id}"),
            ));
        }
        let occupied = self.situation().units.iter().any(|u| {
            u.side != transport.side
                && u.at == Some(hex)
                && u.river_side.is_none()
                && u.embarked_on.is_none()
        });
        if occupied {
            return Err(refused(c::TRANS_15, format!("{id} is occupied by the enemy")));
        }
        if self.situation().enemy_controlled.contains(&hex) {
            verdict.citations.push(Citation::new(
                c::TRANS_14,
                "landing in an enemy-controlled port no enemy unit occupies",
            ));
        }
        for (unit, (embark, ma)) in cargo.iter().zip(budget) {
            let cost = self.chart_cost(unit, hex, &mut verdict.citations)?;
            let total = embark.checked_add(cost).unwrap_or(Mp::MAX);
            if total > *ma {
                return Err(refused(
                    c::TRANS_09,
                    format!("{} needs {total} MP to embark and land and has {ma}", unit.id),
                ));
            }
            verdict.citations.push(Citation::new(c::TRANS_09, "landing costs the chart's MP"));
            verdict.cargo_mp.push((unit.id.clone(), total));
        }
        Ok(())
    }

    /// A new destination for units embarked on `transport`: by an automatic order, or by the
    /// commander's initiative roll with `dice` (success: roll ≤ rating). On a failure the voyage
    /// keeps its destination; if that has become illegal (occupied by the enemy, or a besieged
    /// fort) the units and the transport are lost at sea.
    ///
    /// # Errors
    /// [`OrderError`] for an unknown unit or hex.
    pub fn change_destination(
        &mut self,
        transport: &str,
        to: &str,
        automatic: bool,
        commander: Option<&str>,
        dice: &mut impl Dice,
    ) -> Result<(bool, Vec<Citation>), OrderError> {
        let index = self.unit_index(transport)?;
        let hex = self.map().parse_hex(to).map_err(|e| OrderError::UnknownPlace {
            position: "destination".to_owned(),
            id: to.to_owned(),
            reason: e.to_string(),
        })?;
        let mut citations = vec![Citation::new(c::TRANS_21, "a new destination needs a new order")];
        let changed = if automatic {
            citations.push(Citation::new(c::TRANS_22, "an automatic order"));
            true
        } else {
            let rating = match commander {
                Some(id) => self.situation().units[self.unit_index(id)?].rating.unwrap_or(0),
                None => 0,
            };
            let roll = dice
                .roll(self.data().initiative.die)
                .map_err(|e| OrderError::Malformed(e.to_string()))?;
            citations.push(Citation::new(c::TRANS_22, "the commander's initiative roll"));
            roll <= rating
        };
        let side = self.situation().units[index].side.clone();
        let aboard: Vec<usize> = (0..self.situation().units.len())
            .filter(|&i| self.situation().units[i].embarked_on.as_deref() == Some(transport))
            .collect();
        if changed {
            self.set_voyage_destination(&aboard, Some(hex));
            return Ok((true, citations));
        }
        citations.push(Citation::new(
            c::TRANS_23,
            "the attempt failed: the voyage keeps its destination",
        ));
        let original = aboard.first().and_then(|&i| self.situation().units[i].voyage_destination);
        // Lost only where the units may neither land nor invade: an enemy-occupied hex is still
        // a legal place to invade for a force with a Leader and an infantry division or brigade.
        let rule = &self.data().amphibious;
        let units = &self.situation().units;
        let could_invade = aboard.iter().any(|&i| units[i].unit_type == "leader")
            && aboard.iter().any(|&i| {
                rule.types.contains(&units[i].unit_type)
                    && units[i].size.as_ref().is_some_and(|s| rule.sizes.contains(s))
            });
        let illegal = original.is_some_and(|d| {
            self.besieged_fort(d)
                || !could_invade
                    && units
                        .iter()
                        .any(|u| u.side != side && u.at == Some(d) && u.river_side.is_none())
        });
        if illegal {
            citations.push(Citation::new(
                c::TRANS_24,
                "its destination has become illegal: lost at sea with the transport",
            ));
            self.remove_units(aboard.iter().copied().chain([index]));
        }
        Ok((false, citations))
    }
}

/// Why judging a voyage stopped: a rules refusal, or a malformed order.
enum Halt {
    Refused(umpire_map::Refusal),
    Order(OrderError),
}

impl From<umpire_map::Refusal> for Halt {
    fn from(refusal: umpire_map::Refusal) -> Halt {
        Halt::Refused(refusal)
    }
}

impl From<OrderError> for Halt {
    fn from(error: OrderError) -> Halt {
        Halt::Order(error)
    }
}

fn refused(
    clause: umpire_map::ClauseId,
    reason: impl Into<std::borrow::Cow<'static, str>>,
) -> Halt {
    Halt::Refused(umpire_map::Refusal::new(clause, reason))
}
