//! Ports, troop convoys and canals (3.1.2): where a unit may be carried across a naval zone,
//! by which convoy, and who may use a canal.

use umpire_map::{Board, MapPlace, Refusal};

use crate::clauses as c;
use crate::data::{Capacity, RulesData, Users};
use crate::facts::MapFacts;
use crate::map::StrategicMap;
use crate::setting::Setting;
use crate::situation::{Convoy, Port, Situation, UnitState};
use crate::state::Stage;
use umpire_map::words::{a_or_an, count, proper, proper_list};

/// The convoy a crossing would use.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct ConvoyChoice {
    /// Its index in the situation's convoys.
    pub convoy: usize,
    /// A convoy that carries units of any size (the US Fleet Train).
    pub any_size: bool,
    /// Carried under the Exp exception.
    pub exp: bool,
    /// The line of the convoy nationality table that decided (its number in the rules data's
    /// `convoys.lines`).
    pub line: usize,
}

/// The ports of a game, by board number.
#[derive(Debug, Clone)]
pub(crate) struct Ports {
    /// Per port (situation order): its board number.
    at: Vec<usize>,
    /// Per board number: the port there.
    port: Vec<Option<u16>>,
    /// Per port: how many naval zones it serves.
    zone_count: Vec<usize>,
    /// Canal ends.
    canal_end: Vec<bool>,
}

impl Ports {
    pub(crate) fn new<M: StrategicMap>(map: &M, situation: &Situation, facts: &MapFacts) -> Ports {
        let at = situation.ports.iter().filter_map(|p| map.index_of(p.at)).collect();
        let mut canal_end = vec![false; facts.port.len()];
        for canal in &facts.canals {
            for end in canal.ends {
                canal_end[end] = true;
            }
        }
        let zone_count = situation.ports.iter().map(|p| p.zones.len()).collect();
        Ports { at, port: facts.port.clone(), zone_count, canal_end }
    }

    /// Whether board number `index` has a port.
    pub(crate) fn is_port(&self, index: usize) -> bool {
        self.port.get(index).copied().flatten().is_some()
    }

    /// Whether a Port-to-Port move may begin or end at board number `index` whatever the
    /// situation's markers: a port of the map or of the situation, or a canal end.
    pub(crate) fn touches_sea(&self, index: usize) -> bool {
        self.is_port(index)
            || self.canal_end.get(index).copied().unwrap_or(false)
            || self.at.contains(&index)
    }

    /// Whether a unit carried to `index` may go on Port-to-Port: a Multi-Zone port, or a canal
    /// port.
    pub(crate) fn continues_from(&self, index: usize) -> bool {
        self.canal_end.get(index).copied().unwrap_or(false) || self.port_zones_len(index) > 1
    }

    /// The port at board number `index`, if there is one.
    pub(crate) fn port_at<'s>(&self, situation: &'s Situation, index: usize) -> Option<&'s Port> {
        self.port.get(index).copied().flatten().and_then(|p| situation.ports.get(usize::from(p)))
    }

    /// Where `zone` stands in the zone list of the port at `index` (see [`MoveState::port`]).
    ///
    /// [`MoveState::port`]: crate::state::MoveState::port
    pub(crate) fn zone_slot(&self, situation: &Situation, index: usize, zone: &str) -> Option<u16> {
        let port = self.port_at(situation, index)?;
        port.zones.iter().position(|z| z == zone).and_then(|slot| u16::try_from(slot).ok())
    }

    /// The naval zone in `slot` of the zone list of the port at `index`.
    pub(crate) fn zone_in_slot<'s>(
        &self,
        situation: &'s Situation,
        index: usize,
        slot: u16,
    ) -> Option<&'s str> {
        self.port_at(situation, index)?.zones.get(usize::from(slot)).map(String::as_str)
    }

    fn port_zones_len(&self, index: usize) -> usize {
        self.port
            .get(index)
            .copied()
            .flatten()
            .map_or(0, |p| self.zone_count.get(usize::from(p)).copied().unwrap_or(0))
    }

    /// The naval zones `unit` (moving in `setting`) may embark into from `index`.
    fn embark_zones<'a, M: StrategicMap>(
        &self,
        setting: &Setting<'a, M>,
        unit: &UnitState,
        index: usize,
    ) -> Vec<&'a str> {
        let situation = setting.situation();
        if let Some(port) = self.port.get(index).copied().flatten() {
            return situation.ports[usize::from(port)].zones.iter().map(String::as_str).collect();
        }
        let place = setting.map().place_at(index);
        situation
            .markers
            .iter()
            .filter(|m| {
                m.kind == "beachhead" && m.faction == unit.side && MapPlace::Hex(m.at) == place
            })
            .filter_map(|m| m.zone.as_deref())
            .collect()
    }

    /// Calls `visit` with every port `unit` (moving in `setting`) might be carried to from
    /// `index`: ports sharing a naval zone with it, and the other end of its canal.
    pub(crate) fn for_each_destination<M: StrategicMap>(
        &self,
        setting: &Setting<'_, M>,
        unit: &UnitState,
        index: usize,
        mut visit: impl FnMut(usize),
    ) {
        let zones = self.embark_zones(setting, unit, index);
        let situation = setting.situation();
        if !zones.is_empty() {
            for (number, port) in situation.ports.iter().enumerate() {
                let at = self.at.get(number).copied();
                if at != Some(index)
                    && port.zones.iter().any(|z| zones.contains(&z.as_str()))
                    && let Some(at) = at
                {
                    visit(at);
                }
            }
        }
        if let Some((_, other)) = setting.facts().canal_at(index) {
            visit(other);
        }
    }

    /// The convoy that carries `unit` (moving in `setting`) from `from` to `to` across a shared
    /// naval zone, or why none may. `came_by`: the naval zone the unit crossed to reach `from`
    /// this phase (it goes on only across another one).
    pub(crate) fn crossing<M: StrategicMap>(
        &self,
        setting: &Setting<'_, M>,
        unit: &UnitState,
        from: usize,
        to: usize,
        stage: Stage,
        came_by: Option<&str>,
    ) -> Result<ConvoyChoice, Refusal> {
        self.crossing_by(setting, unit, from, to, stage, came_by, None)
    }

    /// As [`Ports::crossing`], by the convoy the player named when one was: its number in the
    /// convoys as they stand (the situation's, with those used earlier in the move in their
    /// Used Boxes). The refusal is then that convoy's.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn crossing_by<M: StrategicMap>(
        &self,
        setting: &Setting<'_, M>,
        unit: &UnitState,
        from: usize,
        to: usize,
        stage: Stage,
        came_by: Option<&str>,
        named: Option<(usize, &[Convoy])>,
    ) -> Result<ConvoyChoice, Refusal> {
        match named {
            Some((number, convoys)) => {
                self.crossing_with(setting, unit, from, to, stage, came_by, convoys, Some(number))
            }
            None => {
                let convoys = &setting.situation().convoys;
                self.crossing_with(setting, unit, from, to, stage, came_by, convoys, None)
            }
        }
    }

    /// As [`Ports::crossing_by`], with the convoys as they stand in `convoys`.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn crossing_with<M: StrategicMap>(
        &self,
        setting: &Setting<'_, M>,
        unit: &UnitState,
        from: usize,
        to: usize,
        stage: Stage,
        came_by: Option<&str>,
        convoys: &[Convoy],
        named: Option<usize>,
    ) -> Result<ConvoyChoice, Refusal> {
        let situation = setting.situation();
        let name = |index| setting.map().place_id(setting.map().place_at(index));
        let zones = self.embark_zones(setting, unit, from);
        let from_box = !setting.facts().is_hex(from);
        if zones.is_empty() && !from_box {
            return Err(Refusal::new(
                c::PORT_START,
                format!("{} has no Port and no friendly Beachhead to embark from", name(from)),
            ));
        }
        if stage == Stage::Port && self.port_zones_len(from) < 2 && !self.canal_end[from] {
            return Err(Refusal::new(
                c::PORT_MULTI_ZONE,
                format!("{} is no Multi-Zone Open Port to move on from", name(from)),
            ));
        }
        let Some(port) =
            self.port.get(to).copied().flatten().map(|p| &situation.ports[usize::from(p)])
        else {
            return Err(Refusal::new(
                c::PORT_OPEN_DESTINATION,
                format!("{} has no port", name(to)),
            ));
        };
        if !port.open || port.owner != unit.side {
            return Err(Refusal::new(
                c::PORT_OPEN_DESTINATION,
                format!("{} is not a friendly Open Port", port.name),
            ));
        }
        let shared: Vec<&str> =
            port.zones.iter().map(String::as_str).filter(|z| zones.contains(z)).collect();
        let onward: Vec<&str> = shared.iter().copied().filter(|z| Some(*z) != came_by).collect();
        if onward.is_empty() {
            let canal_port = self.canal_end.get(from).copied().unwrap_or(false) && zones.len() < 2;
            return Err(match (shared.is_empty(), canal_port) {
                (true, true) => Refusal::new(
                    c::CANAL_NOT_MULTI_ZONE,
                    format!(
                        "{} is a canal port, not a Multi-Zone Port: it serves only its own naval zone, and {} is not in it",
                        name(from),
                        port.name
                    ),
                ),
                (true, false) => Refusal::new(
                    c::PORT_OPEN_DESTINATION,
                    format!("{} is not in a naval zone {} can sail from", port.name, name(from)),
                ),
                (false, true) => Refusal::new(
                    c::CANAL_NOT_MULTI_ZONE,
                    format!(
                        "{} is a canal port, not a Multi-Zone Port: having crossed its naval zone, the unit goes on only through the canal",
                        name(from)
                    ),
                ),
                (false, false) => Refusal::new(
                    c::PORT_MULTI_ZONE,
                    format!(
                        "having crossed the {} to reach {}, the unit goes on only across another naval zone",
                        came_by.unwrap_or("?"),
                        name(from)
                    ),
                ),
            });
        }
        if let Some(number) = named {
            return named_convoy(setting.data(), convoys, number, unit, &onward, came_by);
        }
        let shared = onward;
        let mut first_refusal = None;
        for zone in shared {
            match convoy_for(setting.data(), convoys, unit, zone) {
                Ok(choice) => return Ok(choice),
                Err(refusal) => {
                    first_refusal.get_or_insert(refusal);
                }
            }
        }
        Err(first_refusal.unwrap_or_else(|| Refusal::new(c::PORT_CONVOY, "no troop convoy")))
    }

    /// Whether `unit` (moving in `setting`) may go through `canal` from `from` to `to`.
    pub(crate) fn canal_allowed<M: StrategicMap>(
        &self,
        setting: &Setting<'_, M>,
        unit: &UnitState,
        from: usize,
        to: usize,
        canal: usize,
    ) -> Result<(), Refusal> {
        let situation = setting.situation();
        let name = proper(&setting.facts().canals[canal].name);
        if unit.multi_step() {
            return Err(Refusal::new(
                c::CANAL_ONE_STEP,
                format!("only one-step units move through the {name} canal"),
            ));
        }
        for end in [from, to] {
            let friendly_open = self
                .port
                .get(end)
                .copied()
                .flatten()
                .map(|p| &situation.ports[usize::from(p)])
                .is_some_and(|p| p.open && p.owner == unit.side);
            if !friendly_open {
                let id = setting.map().place_id(setting.map().place_at(end));
                return Err(Refusal::new(
                    c::CANAL_FRIENDLY_OPEN,
                    format!("{id} is not a friendly Open Port, so the {name} canal is closed"),
                ));
            }
        }
        let limit = setting.data().canal_rules.units_per_phase;
        if setting.canal_uses(canal) >= limit {
            return Err(Refusal::new(
                c::CANAL_ONCE_PER_PHASE,
                format!("the {name} canal has carried its {} this phase", count(limit, "unit")),
            ));
        }
        Ok(())
    }
}

/// The convoy in `zone` that may carry `unit`: one-step convoys first, the Fleet Train last.
pub(crate) fn convoy_for(
    data: &RulesData,
    convoys: &[Convoy],
    unit: &UnitState,
    zone: &str,
) -> Result<ConvoyChoice, Refusal> {
    let mut present: Vec<(usize, &Convoy, Capacity)> = convoys
        .iter()
        .enumerate()
        .filter(|(_, convoy)| convoy.zone == zone && convoy.faction == unit.side && !convoy.used)
        .map(|(number, convoy)| {
            (
                number,
                convoy,
                data.convoys.capacity.get(&convoy.kind).copied().unwrap_or(Capacity::OneStep),
            )
        })
        .collect();
    if present.is_empty() {
        return Err(Refusal::new(
            c::PORT_CONVOY,
            format!("no friendly troop convoy is left in the {zone} Convoys Box"),
        ));
    }
    present.sort_by_key(|(number, _, capacity)| (*capacity == Capacity::Any, *number));
    let mut refusal = None;
    let one_step_convoys =
        present.iter().filter(|(_, _, capacity)| *capacity == Capacity::OneStep).count();
    for (number, convoy, capacity) in present {
        if capacity == Capacity::OneStep && unit.multi_step() {
            refusal.get_or_insert_with(|| {
                let clause = if one_step_convoys > 1 { c::CONVOYS_NOT_TOGETHER } else { c::CONVOY_ONE_STEP };
                Refusal::new(clause, format!("convoy {} carries one one-step unit; {} has {} steps and convoys cannot pool their capacity — only a Fleet Train carries a multi-step unit", convoy.id, unit.id, unit.steps))
            });
            continue;
        }
        match may_use(data, convoy, unit) {
            Ok((line, exp)) => {
                return Ok(ConvoyChoice {
                    convoy: number,
                    any_size: capacity == Capacity::Any,
                    exp,
                    line,
                });
            }
            Err(why) => {
                refusal.get_or_insert(why);
            }
        }
    }
    Err(refusal.unwrap_or_else(|| Refusal::new(c::PORT_CONVOY, "no usable troop convoy")))
}

/// Whether the convoy numbered `number`, which the player named, may carry `unit` across one
/// of the `onward` naval zones (the zones the crossing may be made across; `came_by`: the zone
/// the unit crossed to get here).
fn named_convoy(
    data: &RulesData,
    convoys: &[Convoy],
    number: usize,
    unit: &UnitState,
    onward: &[&str],
    came_by: Option<&str>,
) -> Result<ConvoyChoice, Refusal> {
    let Some(convoy) = convoys.get(number) else {
        return Err(Refusal::new(c::PORT_CONVOY, "the convoy named is not in this game"));
    };
    let (id, zone) = (&convoy.id, &convoy.zone);
    if !onward.contains(&zone.as_str()) {
        if came_by == Some(zone.as_str()) {
            return Err(Refusal::new(
                c::PORT_MULTI_ZONE,
                format!(
                    "convoy {id} is in the {zone} Convoys Box, but the unit has just crossed the {zone}: it goes on only across another naval zone"
                ),
            ));
        }
        return Err(Refusal::new(
            c::PORT_CONVOY,
            format!(
                "convoy {id} is in the {zone} Convoys Box, but this crossing is across the {}",
                onward.join(" or the ")
            ),
        ));
    }
    if convoy.faction != unit.side {
        return Err(Refusal::new(
            c::PORT_CONVOY,
            format!("convoy {id} is {}, not a friendly troop convoy", proper(&convoy.faction)),
        ));
    }
    let capacity = data.convoys.capacity.get(&convoy.kind).copied().unwrap_or(Capacity::OneStep);
    let any_size = capacity == Capacity::Any;
    if convoy.used {
        let clause = if any_size { c::FLEET_TRAIN_USED } else { c::CONVOY_USED };
        return Err(Refusal::new(
            clause,
            format!(
                "convoy {id} is in the {zone} Used Box: it has carried a unit already and is no longer available"
            ),
        ));
    }
    if !any_size && unit.multi_step() {
        return Err(Refusal::new(
            c::CONVOY_ONE_STEP,
            format!(
                "convoy {id} carries one one-step unit; {} has {} steps — only a Fleet Train carries a multi-step unit",
                unit.id, unit.steps
            ),
        ));
    }
    let (line, exp) = may_use(data, convoy, unit)?;
    Ok(ConvoyChoice { convoy: number, any_size, exp, line })
}

/// Whether `unit` may use `convoy` by the nationality table: the number of the line that
/// decides, and whether only the Exp exception lets it.
fn may_use(data: &RulesData, convoy: &Convoy, unit: &UnitState) -> Result<(usize, bool), Refusal> {
    let Some((number, line)) = data.convoys.lines.iter().enumerate().find(|(_, line)| {
        line.kind.as_ref().is_none_or(|k| *k == convoy.kind)
            && (line.nationality == "*" || line.nationality == convoy.nationality)
    }) else {
        return Err(Refusal::new(
            c::CONVOY_NATIONALITY,
            format!("no nationality line covers convoy {}", convoy.id),
        ));
    };
    let major = |n: &str| data.nationalities.get(n).is_some_and(|r| r.major);
    let allowed = match line.users {
        Users::Faction => line.factions.contains(&unit.side),
        Users::Nationality => {
            unit.nationalities().any(|n| line.nationalities.iter().any(|l| l == n))
        }
        Users::MinorCountry => unit.nationalities().any(|n| n == convoy.nationality || major(n)),
    };
    if allowed {
        return Ok((number, false));
    }
    if line.exp && unit.exp && unit.steps == 1 {
        return Ok((number, true));
    }
    let clause = umpire_map::ClauseId::intern(&line.clause);
    Err(Refusal::new(
        clause,
        format!(
            "{} may not carry {} ({})",
            a_or_an(&format!("{} {} convoy", proper(&convoy.nationality), convoy.kind)),
            unit.id,
            proper(&unit.nationality)
        ),
    ))
}

/// What line `line` of the convoy nationality table lets a `convoy` carry, in words.
pub(crate) fn line_users(data: &RulesData, line: usize, convoy: &Convoy) -> String {
    let Some(line) = data.convoys.lines.get(line) else { return String::new() };
    let (nationality, kind) = (&convoy.nationality, &convoy.kind);
    let nationality = proper(nationality);
    let convoy = a_or_an(&format!("{nationality} {kind} convoy"));
    match line.users {
        Users::Faction => {
            format!("{convoy} carries any {} unit", proper_list(&line.factions, "or"))
        }
        Users::Nationality => {
            format!("{convoy} carries {} units only", proper_list(&line.nationalities, "and"))
        }
        Users::MinorCountry => {
            format!("{convoy} carries {nationality} units and friendly Major Country units")
        }
    }
}
