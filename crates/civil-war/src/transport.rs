//! Carrying ground units by water (transport capacity, the embarkation chart, ports, voyages
//! and their destinations), amphibious assaults, and what being entrained means in combat.

use serde::{Deserialize, Serialize};
use umpire_hex::Hex;
use umpire_map::{Citation, Dice, Mp, Refusal};
use umpire_scenario::MapPlace;

use crate::clauses as c;
use crate::error::OrderError;
use crate::game::{Game, Mode, MoveOptions, MoveVerdict};
use crate::situation::UnitState;
use crate::water::WaterPlace;

/// A voyage: a transport (or, for Leaders and HQs alone, none), the units it carries, its path
/// by water, and where the units land or are bound.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Voyage {
    /// The transport; `None` for Leaders and HQs moving by water on their own.
    pub transport: Option<String>,
    /// The units carried.
    pub cargo: Vec<String>,
    /// The transport's water path, its start first (empty: it does not move).
    pub path: Vec<String>,
    /// The hex the units land in at the end, if they land.
    pub land_in: Option<String>,
    /// Where units staying embarked are bound.
    pub destination: Option<String>,
}

/// The verdict on a voyage: legal with what each unit paid, or the refusing clause.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct VoyageVerdict {
    /// The refusal, if the voyage is illegal.
    pub refusal: Option<Refusal>,
    /// The clauses the voyage was judged under, in order.
    pub citations: Vec<Citation>,
    /// Strength points carried.
    pub load: u32,
    /// MP each cargo unit spent embarking and landing.
    pub cargo_mp: Vec<(String, Mp)>,
    /// The transport's own move, if it moved.
    pub water: Option<MoveVerdict>,
}

impl VoyageVerdict {
    fn refused(
        mut self,
        clause: umpire_map::ClauseId,
        reason: impl Into<std::borrow::Cow<'static, str>>,
    ) -> VoyageVerdict {
        self.refusal = Some(Refusal::new(clause, reason));
        self
    }

    /// Whether the voyage is legal.
    pub fn is_legal(&self) -> bool {
        self.refusal.is_none()
    }
}

/// How an amphibious assault's combat ended for the defenders.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AssaultResult {
    /// They retreated out of the hex.
    Retreated,
    /// They retreated into a fort or fortress in the hex.
    RetreatedIntoFort,
    /// They held the hex.
    Held,
}

/// What an amphibious assault comes to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Assault {
    /// The refusal, if it may not be made.
    pub refusal: Option<Refusal>,
    /// The attacking strength, halved.
    pub strength: Mp,
    /// Combat supply used (never any).
    pub combat_supply: u32,
    /// The factor the attacker's losses are multiplied by.
    pub loss_factor: u32,
    /// Whether the attackers land in the hex.
    pub lands: bool,
    /// The clauses that decided, in order.
    pub citations: Vec<Citation>,
}

impl Game {
    /// The strength points `unit` counts toward a transport's capacity.
    pub fn carry_cost(&self, unit: &UnitState) -> u32 {
        let kind = self.unit_type(unit);
        match kind.carry_cost {
            Some(fixed) if kind.carry_supply => fixed + unit.supply_points,
            Some(fixed) => fixed,
            None if kind.supply_load => unit.supply_points,
            None => unit.strength,
        }
    }

    /// Whether `hex` is a port: a city or town on a coastal hex or beside a navigable river, or
    /// one the scenario names.
    pub fn is_port(&self, hex: Hex) -> bool {
        let map = self.map();
        let town = map.places().iter().any(|p| {
            p.hex == hex && p.kinds.iter().any(|k| k == "city" || k == "town" || k == "port")
        });
        let coastal = map
            .terrain(hex)
            .and_then(|t| self.data().terrain.get(t))
            .is_some_and(|t| t.water.is_some());
        // A river is navigable where river units may go: not above a head of navigation.
        let above = &self.situation().waters.above_head_of_navigation;
        let river = hex
            .hexsides()
            .into_iter()
            .any(|s| self.water().index_of_side(s) && !above.contains(&s));
        self.situation().ports.contains(&hex) || town && (coastal || river)
    }

    /// The chart column of `hex` for embarking and landing, with the clause that decided it.
    fn chart_column(&self, hex: Hex) -> (String, Option<Citation>) {
        if self.is_port(hex) {
            let coastal = self
                .map()
                .terrain(hex)
                .and_then(|t| self.data().terrain.get(t))
                .is_some_and(|t| t.water.is_some());
            let why = if coastal {
                Citation::new(c::TRANS_12, "a city or town on the coast is a port")
            } else {
                Citation::new(c::TRANS_13, "a city or town on a navigable river is a port")
            };
            return ("port".to_owned(), Some(why));
        }
        let terrain = self.map().terrain(hex).unwrap_or_default().to_owned();
        let column = self
            .data()
            .terrain
            .get(&terrain)
            .and_then(|t| t.embark_as.clone())
            .unwrap_or(terrain.clone());
        let why = (terrain == "swamp")
            .then(|| Citation::new(c::TRANS_11, "swamp counts as forest on the chart"));
        (column, why)
    }

    /// Whether land hex `hex` touches water place `place` (a sea hex next to it, or a river
    /// hexside of it).
    fn touches(&self, place: WaterPlace, hex: Hex) -> bool {
        match place {
            WaterPlace::Sea(sea) => sea == hex || sea.distance(hex) == 1,
            WaterPlace::River(side) => side.touches(hex),
        }
    }

    fn besieged_fort(&self, hex: Hex) -> bool {
        self.situation().forts.iter().any(|f| f.at == hex && f.besieged)
    }

    /// Judges a voyage: the transport's capacity, each unit's embarking and landing (chart,
    /// ports, enemy occupation, besieged forts, initiative), the transport's own move, and a
    /// destination for units staying embarked.
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
        let cargo: Vec<&UnitState> = voyage
            .cargo
            .iter()
            .map(|id| self.unit_index(id).map(|i| &self.situation().units[i]))
            .collect::<Result<_, _>>()?;
        let transport = match &voyage.transport {
            Some(id) => Some(&self.situation().units[self.unit_index(id)?]),
            None => None,
        };
        let Some(transport) = transport else {
            if let Some(unit) = cargo.iter().find(|u| !self.unit_type(u).always_carried) {
                return Ok(verdict.refused(
                    c::TRANS_01,
                    format!("{} needs a river or naval transport", unit.id),
                ));
            }
            if let Some(unit) = cargo.iter().find(|u| !u.initiative) {
                return Ok(verdict.refused(
                    c::TRANS_18,
                    format!("{} has no command: anything moved by water needs one", unit.id),
                ));
            }
            verdict.citations.push(Citation::new(
                c::TRANS_03,
                "Leaders and Headquarters always move by water, transport or none",
            ));
            return Ok(verdict);
        };
        let kind = self.unit_type(transport);
        let Some(capacity) = kind.carries else {
            return Ok(verdict.refused(
                c::TRANS_01,
                format!(
                    "{} is a {}: only transports carry units",
                    transport.id, transport.unit_type
                ),
            ));
        };
        let start = self
            .water()
            .place_of(transport)
            .ok_or_else(|| OrderError::NotOnMap { id: transport.id.clone() })?;
        let target = match voyage.land_in.as_ref().or(voyage.destination.as_ref()) {
            Some(id) => Some(self.map().parse_hex(id).map_err(|e| OrderError::UnknownPlace {
                position:
                    if voyage.land_in.is_some() { "land_in" } else { "destination" }.to_owned(),
                id: id.clone(),
                reason: e.to_string(),
            })?),
            None => None,
        };
        for unit in &cargo {
            if unit.side != transport.side {
                return Ok(
                    verdict.refused(c::TRANS_02, format!("{} is not a friendly unit", unit.id))
                );
            }
            if self.unit_type(unit).water.is_some() {
                return Ok(verdict.refused(
                    c::TRANS_02,
                    format!("{} is a {}: transports carry ground units", unit.id, unit.unit_type),
                ));
            }
            let aboard = unit.embarked_on.as_deref() == Some(transport.id.as_str());
            if let Some(other) = unit.embarked_on.as_deref().filter(|_| !aboard) {
                return Ok(verdict.refused(
                    c::TRANS_08,
                    format!("{} is aboard {other}, not {}", unit.id, transport.id),
                ));
            }
            if !unit.initiative && !aboard {
                return Ok(verdict.refused(
                    c::TRANS_18,
                    format!("{} has no command: anything moved by water needs one", unit.id),
                ));
            }
            if aboard
                && !unit.initiative
                && let Some(bound) = unit.voyage_destination
                && target != Some(bound)
            {
                return Ok(verdict.refused(
                    c::TRANS_21,
                    format!(
                        "{} is bound for {}: going elsewhere needs a new order",
                        unit.id,
                        self.map_hex_id(bound)
                    ),
                ));
            }
            if aboard {
                verdict.citations.push(Citation::new(
                    c::TRANS_19,
                    "already embarked: no new command while it keeps its destination",
                ));
            }
            let kind = self.unit_type(unit);
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
        let limit = capacity.min(self.data().transport.capacity);
        if verdict.load > limit {
            let why = format!(
                "the load is {} strength points; a transport carries {limit}",
                verdict.load
            );
            return Ok(verdict.refused(c::TRANS_04, why));
        }
        verdict.citations.push(Citation::new(c::TRANS_02, "units a transport may carry"));
        verdict.citations.push(Citation::new(c::TRANS_04, "within the transport's capacity"));
        // Embarking, from hexes touching the transport.
        let mut spent: Vec<Mp> = Vec::new();
        for unit in &cargo {
            if unit.embarked_on.as_deref() == Some(transport.id.as_str()) {
                spent.push(Mp::ZERO);
                continue;
            }
            let Some(at) = unit.at else {
                return Err(OrderError::NotOnMap { id: unit.id.clone() });
            };
            if !self.touches(start, at) {
                return Ok(verdict
                    .refused(c::TRANS_08, format!("{} is not beside the transport", unit.id)));
            }
            if self.besieged_fort(at) {
                return Ok(verdict.refused(
                    c::TRANS_16,
                    format!("nothing embarks from the besieged fort in {}", self.map_hex_id(at)),
                ));
            }
            match self.chart_cost(unit, at, &mut verdict.citations) {
                Ok(cost) => {
                    verdict
                        .citations
                        .push(Citation::new(c::TRANS_08, "embarking costs the chart's MP"));
                    spent.push(cost);
                }
                Err(refusal) => return Ok(VoyageVerdict { refusal: Some(refusal), ..verdict }),
            }
        }
        // The transport's own move.
        let end = if voyage.path.len() > 1 {
            let moved = self.check(
                &transport.id,
                &voyage.path,
                &MoveOptions { mode: Mode::Water, ..MoveOptions::default() },
            )?;
            let end = match &moved {
                MoveVerdict::Water(v) if v.is_legal() => v.route().places.last().copied(),
                _ => None,
            };
            let refusal = moved.refusal().cloned();
            verdict.water = Some(moved);
            if let Some(refusal) = refusal {
                verdict.refusal = Some(refusal);
                return Ok(verdict);
            }
            end.unwrap_or(start)
        } else {
            start
        };
        match (&voyage.land_in, &voyage.destination) {
            (Some(id), _) => {
                let hex = self.map().parse_hex(id).map_err(|e| OrderError::UnknownPlace {
                    position: "land_in".to_owned(),
                    id: id.clone(),
                    reason: e.to_string(),
                })?;
                if !self.touches(end, hex) {
                    return Ok(verdict.refused(
                        c::TRANS_09,
                        format!("{id} is not beside the transport's last place"),
                    ));
                }
                if self.besieged_fort(hex) {
                    return Ok(verdict.refused(
                        c::TRANS_17,
                        format!("nothing lands in the besieged fort in {id}"),
                    ));
                }
                if self.situation().units.iter().any(|u| {
                    u.side != transport.side
                        && u.at == Some(hex)
                        && u.river_side.is_none()
                        && u.embarked_on.is_none()
                }) {
                    return Ok(
                        verdict.refused(c::TRANS_15, format!("{id} is occupied by the enemy"))
                    );
                }
                if self.situation().enemy_controlled.contains(&hex) {
                    verdict.citations.push(Citation::new(
                        c::TRANS_14,
                        "landing in an enemy-controlled port no enemy unit occupies",
                    ));
                }
                for (unit, embark) in cargo.iter().zip(&spent) {
                    let cost = match self.chart_cost(unit, hex, &mut verdict.citations) {
                        Ok(cost) => cost,
                        Err(refusal) => {
                            return Ok(VoyageVerdict { refusal: Some(refusal), ..verdict });
                        }
                    };
                    let total = embark.checked_add(cost).unwrap_or(Mp::MAX);
                    if total > unit.movement {
                        return Ok(verdict.refused(
                            c::TRANS_09,
                            format!(
                                "{} needs {total} MP to embark and land and has {}",
                                unit.id, unit.movement
                            ),
                        ));
                    }
                    verdict
                        .citations
                        .push(Citation::new(c::TRANS_09, "landing costs the chart's MP"));
                    verdict.cargo_mp.push((unit.id.clone(), total));
                }
            }
            (None, Some(_)) => {
                for (unit, embark) in cargo.iter().zip(&spent) {
                    if *embark > unit.movement {
                        return Ok(verdict.refused(
                            c::TRANS_08,
                            format!(
                                "{} needs {embark} MP to embark and has {}",
                                unit.id, unit.movement
                            ),
                        ));
                    }
                    verdict.cargo_mp.push((unit.id.clone(), *embark));
                }
                verdict.citations.push(Citation::new(
                    c::TRANS_20,
                    "units staying embarked are bound for a declared destination",
                ));
            }
            (None, None) => {
                return Ok(
                    verdict.refused(c::TRANS_20, "units staying embarked need a destination")
                );
            }
        }
        Ok(verdict)
    }

    /// The chart's MP for `unit` embarking or landing in `hex`.
    fn chart_cost(
        &self,
        unit: &UnitState,
        hex: Hex,
        citations: &mut Vec<Citation>,
    ) -> Result<Mp, Refusal> {
        let (column, why) = self.chart_column(hex);
        citations.extend(why);
        self.data()
            .transport
            .chart
            .get(&unit.unit_type)
            .and_then(|row| row.get(&column))
            .copied()
            .ok_or_else(|| {
                Refusal::new(
                    c::TRANS_10,
                    format!(
                        "a {} may not embark or land in a {column} hex ({})",
                        unit.unit_type,
                        self.map_hex_id(hex)
                    ),
                )
            })
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
            let roll = dice.roll(6).map_err(|e| OrderError::Malformed(e.to_string()))?;
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

    /// Judges an amphibious assault by `units` embarked on `transport` against `target`, led by
    /// `leader`, whose attack-initiative roll comes from `dice` (pass: roll ≤ rating), with the
    /// combat's `result` deciding whether they land.
    ///
    /// # Errors
    /// [`OrderError`] for unknown units or hexes.
    pub fn amphibious_assault(
        &self,
        units: &[&str],
        transport: &str,
        target: &str,
        leader: Option<&str>,
        dice: &mut impl Dice,
        result: AssaultResult,
    ) -> Result<Assault, OrderError> {
        let rule = &self.data().amphibious;
        let mut assault = Assault {
            refusal: None,
            strength: Mp::ZERO,
            combat_supply: 0,
            loss_factor: 1,
            lands: false,
            citations: Vec::new(),
        };
        let target = self.map().parse_hex(target).map_err(|e| OrderError::UnknownPlace {
            position: "target".to_owned(),
            id: target.to_owned(),
            reason: e.to_string(),
        })?;
        let carrier = &self.situation().units[self.unit_index(transport)?];
        let place = self
            .water()
            .place_of(carrier)
            .ok_or_else(|| OrderError::NotOnMap { id: transport.to_owned() })?;
        let refuse = |mut a: Assault, clause, why: String| {
            a.refusal = Some(Refusal::new(clause, why));
            Ok(a)
        };
        if carrier.moved {
            return refuse(
                assault,
                c::AMPH_02,
                format!("{transport} has moved this phase: it was elsewhere at its start"),
            );
        }
        let mut strength = 0;
        for id in units {
            let unit = &self.situation().units[self.unit_index(id)?];
            let size_ok = unit.size.as_ref().is_some_and(|s| rule.sizes.contains(s));
            if !rule.types.contains(&unit.unit_type) || !size_ok {
                return refuse(
                    assault,
                    c::AMPH_01,
                    format!("{id} is no infantry division or brigade"),
                );
            }
            if unit.embarked_on.as_deref() != Some(transport) || unit.moved {
                return refuse(
                    assault,
                    c::AMPH_02,
                    format!("{id} is not embarked on {transport} at the start of the phase"),
                );
            }
            strength += unit.strength;
        }
        if !self.touches(place, target) {
            return refuse(
                assault,
                c::AMPH_02,
                format!("{transport} is not beside {}", self.map_hex_id(target)),
            );
        }
        if !self
            .situation()
            .units
            .iter()
            .any(|u| u.side != carrier.side && u.at == Some(target) && u.river_side.is_none())
        {
            return refuse(
                assault,
                c::AMPH_03,
                "an amphibious assault attacks an enemy-occupied hex".to_owned(),
            );
        }
        assault
            .citations
            .push(Citation::new(c::AMPH_03, "an attack from the water on the defenders' hex"));
        let Some(leader) = leader else {
            return refuse(
                assault,
                c::AMPH_06,
                "no Leader is with the assaulting force".to_owned(),
            );
        };
        let leader = &self.situation().units[self.unit_index(leader)?];
        if leader.unit_type != "leader" || leader.embarked_on.as_deref() != Some(transport) {
            return refuse(
                assault,
                c::AMPH_06,
                format!("{} is no Leader with the assaulting force", leader.id),
            );
        }
        let roll = dice.roll(6).map_err(|e| OrderError::Malformed(e.to_string()))?;
        if roll > leader.rating.unwrap_or(0) {
            return refuse(
                assault,
                c::AMPH_07,
                format!(
                    "{} rolled {roll} against an initiative of {}",
                    leader.id,
                    leader.rating.unwrap_or(0)
                ),
            );
        }
        assault
            .citations
            .push(Citation::new(c::AMPH_07, "the Leader passed his attack-initiative roll"));
        assault.citations.push(Citation::new(c::AMPH_04, "no combat supply"));
        assault.strength =
            Mp::whole(strength).checked_scale(rule.strength_factor).unwrap_or(Mp::MAX);
        assault.citations.push(Citation::new(c::AMPH_05, "the attacking strength is halved"));
        match result {
            AssaultResult::Retreated => {
                assault.lands = true;
                assault
                    .citations
                    .push(Citation::new(c::AMPH_08, "the defenders retreated: the attackers land"));
            }
            AssaultResult::RetreatedIntoFort => {
                assault.lands = true;
                assault.citations.push(Citation::new(
                    c::AMPH_09,
                    "the defenders fell back into the fort: the attackers land",
                ));
            }
            AssaultResult::Held => {
                assault.loss_factor = rule.loss_factor;
                assault.citations.push(Citation::new(
                    c::AMPH_10,
                    "the defenders held: the attacker's losses are tripled",
                ));
                assault.citations.push(Citation::new(c::AMPH_11, "the survivors stay embarked"));
            }
        }
        Ok(assault)
    }

    /// Whether entrained unit `id` may attack (it may not), and how it defends if attacked: it
    /// detrains first and defends at half strength, rounded by the rules data's setting.
    ///
    /// # Errors
    /// [`OrderError`] for an unknown unit.
    pub fn entrained_in_combat(
        &self,
        id: &str,
    ) -> Result<Option<(Refusal, u32, Vec<Citation>)>, OrderError> {
        let unit = &self.situation().units[self.unit_index(id)?];
        if !unit.entrained {
            return Ok(None);
        }
        let half = if self.data().rail.half_strength_rounding == "up" {
            unit.strength.div_ceil(2)
        } else {
            unit.strength / 2
        };
        let citations = vec![
            Citation::new(c::RAIL_44, "attacked, it detrains before the combat"),
            Citation::new(c::RAIL_45, "and defends at half strength"),
        ];
        Ok(Some((
            Refusal::new(c::RAIL_43, format!("{id} is entrained and may not attack")),
            half,
            citations,
        )))
    }

    /// A place of the map as an id, for messages.
    pub fn place_name(&self, place: MapPlace) -> String {
        self.map().location_id(place.into())
    }
}
