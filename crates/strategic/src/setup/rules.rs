//! The `[rules]` table: phase, side, weather, markers, ports, convoys, countries, bans, closed
//! maps.

use std::collections::{BTreeMap, BTreeSet};

use umpire_hex::Hex;
use umpire_map::{Citation, Mp};
use umpire_scenario::{MapPlace, Scenario};

use crate::data::RulesData;
use crate::error::{SetupError, nearest};
use crate::situation::{
    Ban, Convoy, CountryState, LastMove, Marker, Phase, Port, Procedure, Situation, UnitState,
    Weather,
};
use crate::state::{MoveState, Stage};

use super::Reader;

impl Reader<'_> {
    pub(super) fn situation(
        &self,
        scenario: &Scenario,
        rules: &toml::Table,
        data: &RulesData,
    ) -> Result<Situation, SetupError> {
        let phase = match self.str(rules, "rules", "phase")? {
            None => Phase::Operational,
            Some(name) => Phase::from_name(name).ok_or_else(|| {
                self.invalid(
                    "rules.phase",
                    format!("unknown phase {name:?} (known: operational, reserve)"),
                    nearest(name, Phase::ALL.map(Phase::name)),
                )
            })?,
        };
        let side = self.required_str(rules, "rules", "side", "\"axis\"")?;
        let side = self.faction(side, "rules.side", data)?;
        let units = scenario
            .units
            .iter()
            .enumerate()
            .map(|(i, unit)| self.unit(i, unit, data))
            .collect::<Result<Vec<_>, _>>()?;
        let out_of_supply = self
            .strings(rules, "rules", "out_of_supply")?
            .iter()
            .enumerate()
            .map(|(i, id)| self.hex(id, &format!("rules.out_of_supply[{i}]")))
            .collect::<Result<BTreeSet<_>, _>>()?;
        let mut situation = Situation {
            phase,
            side,
            pre_war: self.bool(rules, "rules", "pre_war")?.unwrap_or(false),
            units,
            markers: self.markers(rules, data)?,
            ports: self.ports(rules, data)?,
            convoys: self.convoys(rules, data)?,
            countries: self.countries(rules, data)?,
            weather: self.weather(rules)?,
            out_of_supply,
            bans: self.bans(rules, data)?,
            closed_maps: self.closed_maps(rules)?,
            canal_uses: self.canal_uses(rules, data)?,
            // `hq_prevented = ["british-hq"]`: the HQs that have prevented an overrun this
            // phase (a saved game's); the game checks that each is a unit.
            hq_prevented: self.strings(rules, "rules", "hq_prevented")?.into_iter().collect(),
            last_move: None,
        };
        situation.last_move = self.last_move(rules, &situation)?;
        Ok(situation)
    }

    /// `[rules.last_move]` (a saved game's): the last unit to begin moving this phase and where
    /// its move stands, checked against the units and ports already read.
    ///
    /// ```toml
    /// [rules.last_move]
    /// unit = "rifle"                                   # a unit that has `moved` this phase
    /// spent = 2                                        # MP spent so far (as `movement` is written)
    /// state = "hex-to-hex"                             # hex-to-hex | overrunning | port-to-port | fresh
    /// arrived_across = "north-sea"                     # port-to-port: the naval zone it landed from
    /// stop = { clause = "STR-3.1-03", note = "it entered an EZOC hex" }   # or stop = "STR-3.1-03"
    /// ```
    fn last_move(
        &self,
        rules: &toml::Table,
        situation: &Situation,
    ) -> Result<Option<LastMove>, SetupError> {
        const PATH: &str = "rules.last_move";
        let Some(value) = rules.get("last_move") else { return Ok(None) };
        let table = value.as_table().ok_or_else(|| {
            self.invalid(
                PATH,
                "expected a table: { unit = \"rifle\", spent = 2, state = \"hex-to-hex\" }",
                None,
            )
        })?;
        self.known_keys(table, PATH, &["unit", "spent", "state", "arrived_across", "stop"])?;
        let id = self.required_str(table, PATH, "unit", "\"rifle\"")?;
        let ids = situation.units.iter().map(|u| u.id.as_str());
        let key = |name: &str| format!("{PATH}.{name}");
        let unit = self.name_in(id, &key("unit"), "unit", ids)?;
        let Some(state) = situation.unit(&unit) else { return Ok(None) };
        let Some(moved) = state.moved else {
            return Err(SetupError::from(self.invalid(
                &key("unit"),
                format!(
                    "{unit} has not moved this phase: the last unit to begin moving has its \
                     `moved` procedure, e.g. moved = \"hex-to-hex\""
                ),
                None,
            )));
        };
        if state.at.is_none() {
            return Err(SetupError::from(self.invalid(
                &key("unit"),
                format!("{unit} is eliminated: it has no move to take up again"),
                None,
            )));
        }
        let spent = match table.get("spent") {
            None => Mp::ZERO,
            Some(value) => value
                .clone()
                .try_into::<Mp>()
                .map_err(|error| self.invalid(&key("spent"), error.to_string(), None))?,
        };
        let stages = ["fresh", "hex-to-hex", "overrunning", "port-to-port"];
        let name = self.str(table, PATH, "state")?.unwrap_or(match moved {
            Procedure::PortToPort => "port-to-port",
            _ => "hex-to-hex",
        });
        let stage = match name {
            "fresh" => Stage::Fresh,
            "hex-to-hex" => Stage::Hex,
            "overrunning" => Stage::Overrunning,
            "port-to-port" => Stage::Port,
            _ => {
                return Err(SetupError::from(self.invalid(
                    &key("state"),
                    format!("unknown move state {name:?} (known: {})", stages.join(", ")),
                    nearest(name, stages),
                )));
            }
        };
        let fits = match stage {
            Stage::Fresh => true,
            Stage::Port => moved == Procedure::PortToPort,
            Stage::Hex | Stage::Overrunning => moved != Procedure::PortToPort,
        };
        if !fits {
            return Err(SetupError::from(self.invalid(
                &key("state"),
                format!("{unit} moved {} this phase: its move cannot stand {name}", moved.name()),
                None,
            )));
        }
        let move_state = match (stage, self.str(table, PATH, "arrived_across")?) {
            (Stage::Port, across) => MoveState::port(
                across.map(|zone| self.arrival_slot(zone, state, situation)).transpose()?,
            ),
            (_, None) => MoveState::new(stage, 0),
            (_, Some(_)) => {
                return Err(SetupError::from(self.invalid(
                    &key("arrived_across"),
                    "only a unit moving port-to-port arrived across a naval zone",
                    None,
                )));
            }
        };
        let stop = match table.get("stop") {
            None => None,
            Some(value) => Some(self.stop(value, &key("stop"))?),
        };
        Ok(Some(LastMove { unit, spent, state: move_state, stop }))
    }

    /// The slot of naval `zone` in the zone list of the port `unit` stands in (the zone it
    /// arrived across, for `rules.last_move.arrived_across`).
    fn arrival_slot(
        &self,
        zone: &str,
        unit: &UnitState,
        situation: &Situation,
    ) -> Result<u16, SetupError> {
        const KEY: &str = "rules.last_move.arrived_across";
        let port = situation.ports.iter().find(|p| Some(p.at) == unit.at).ok_or_else(|| {
            self.invalid(
                KEY,
                format!("{} is in no port: it did not arrive across a naval zone", unit.id),
                None,
            )
        })?;
        let slot = port.zones.iter().position(|z| z == zone).ok_or_else(|| {
            self.invalid(
                KEY,
                format!(
                    "the port of {} serves no naval zone {zone:?} (it serves: {})",
                    port.name,
                    port.zones.join(", ")
                ),
                nearest(zone, port.zones.iter().map(String::as_str)),
            )
        })?;
        Ok(u16::try_from(slot).unwrap_or(u16::MAX))
    }

    /// The stop of `rules.last_move`: a clause id the engine cites, alone (`"STR-3.1-03"`) or
    /// with its note (`{ clause = "STR-3.1-03", note = "it entered an EZOC hex" }`).
    fn stop(&self, value: &toml::Value, key: &str) -> Result<Citation, SetupError> {
        let (clause, note) = match value {
            toml::Value::String(clause) => (clause.as_str(), None),
            toml::Value::Table(table) => {
                self.known_keys(table, key, &["clause", "note"])?;
                let clause = self.required_str(table, key, "clause", "\"STR-3.1-03\"")?;
                (clause, self.str(table, key, "note")?)
            }
            _ => {
                return Err(SetupError::from(self.invalid(
                    key,
                    "expected a clause id, e.g. stop = \"STR-3.1-03\", or { clause = …, note = … }",
                    None,
                )));
            }
        };
        let clause_key = if value.is_table() { format!("{key}.clause") } else { key.to_owned() };
        let known = crate::clauses::ALL.iter().map(|c| c.as_str());
        let clause = self.name_in(clause, &clause_key, "clause", known)?;
        let note = note.unwrap_or("a rule stopped its move");
        let text = toml::Value::Table(toml::Table::from_iter([
            ("clause".to_owned(), toml::Value::String(clause)),
            ("note".to_owned(), toml::Value::String(note.to_owned())),
        ]));
        text.try_into::<Citation>()
            .map_err(|error| self.invalid(key, error.to_string(), None).into())
    }

    /// `canal_uses = { kiel = 1 }`: how many units each canal has carried this phase (a saved
    /// game's; a scenario starting a phase has none).
    fn canal_uses(
        &self,
        rules: &toml::Table,
        data: &RulesData,
    ) -> Result<BTreeMap<String, u32>, SetupError> {
        let mut uses = BTreeMap::new();
        let Some(value) = rules.get("canal_uses") else { return Ok(uses) };
        let table = value.as_table().ok_or_else(|| {
            self.invalid(
                "rules.canal_uses",
                "expected a table: <canal> = <units it carried this phase>, e.g. { kiel = 1 }",
                None,
            )
        })?;
        for name in table.keys() {
            let key = format!("rules.canal_uses.{name}");
            let canal =
                self.name_in(name, &key, "canal", data.canals.keys().map(String::as_str))?;
            let count = self.count(table, "rules.canal_uses", name)?.unwrap_or(0);
            if count > 0 {
                uses.insert(canal, count);
            }
        }
        Ok(uses)
    }

    fn markers(&self, rules: &toml::Table, data: &RulesData) -> Result<Vec<Marker>, SetupError> {
        let mut markers = Vec::new();
        for (i, table) in self.tables(rules, "rules", "markers")?.into_iter().enumerate() {
            let path = format!("rules.markers[{i}]");
            self.known_keys(table, &path, &["kind", "side", "at", "facing", "zone"])?;
            let kind = self.required_str(table, &path, "kind", "\"beachhead\"")?;
            let kind = self.name_in(
                kind,
                &format!("{path}.kind"),
                "marker",
                data.ezoc.marker_kinds.iter().map(String::as_str),
            )?;
            let faction = self.faction(
                self.required_str(table, &path, "side", "\"western\"")?,
                &format!("{path}.side"),
                data,
            )?;
            let at = self
                .hex(self.required_str(table, &path, "at", "\"w3815\"")?, &format!("{path}.at"))?;
            let facing = match self.str(table, &path, "facing")? {
                None if kind == "beachhead" => {
                    return Err(SetupError::from(self.invalid(&format!("{path}.facing"), "missing: a beachhead names the land hex across its Beachhead Hexside, e.g. facing = \"w3714\"", None)));
                }
                None => None,
                Some(id) => {
                    let land = self.hex(id, &format!("{path}.facing"))?;
                    Some(at.direction_to(land).ok_or_else(|| {
                        self.invalid(
                            &format!("{path}.facing"),
                            format!("{id} is not next to {}", self.map().hex_id(at)),
                            None,
                        )
                    })?)
                }
            };
            let zone = match self.str(table, &path, "zone")? {
                Some(name) => Some(self.zone_id(name, &format!("{path}.zone"))?),
                None => self
                    .map()
                    .zones()
                    .iter()
                    .find(|z| z.kind == "naval-zone" && z.hexes.contains(&at))
                    .map(|z| z.id.clone()),
            };
            markers.push(Marker { kind, faction, at, facing, zone });
        }
        Ok(markers)
    }

    fn ports(&self, rules: &toml::Table, data: &RulesData) -> Result<Vec<Port>, SetupError> {
        let mut ports: Vec<Port> = Vec::new();
        for (i, table) in self.tables(rules, "rules", "ports")?.into_iter().enumerate() {
            let path = format!("rules.ports[{i}]");
            self.known_keys(table, &path, &["at", "name", "zones", "side", "open"])?;
            let at_id = self.required_str(table, &path, "at", "\"w3915\"")?;
            let at = self.place(at_id, &format!("{path}.at"))?;
            if ports.iter().any(|p| p.at == at) {
                return Err(SetupError::from(self.invalid(
                    &format!("{path}.at"),
                    format!("{at_id} has a port already"),
                    None,
                )));
            }
            let zones = self
                .strings(table, &path, "zones")?
                .iter()
                .enumerate()
                .map(|(z, name)| self.zone_id(name, &format!("{path}.zones[{z}]")))
                .collect::<Result<Vec<_>, _>>()?;
            if zones.is_empty() {
                return Err(SetupError::from(self.invalid(
                    &format!("{path}.zones"),
                    "missing: a port serves at least one naval zone, e.g. zones = [\"north-sea\"]",
                    None,
                )));
            }
            let owner = self.faction(
                self.required_str(table, &path, "side", "\"western\"")?,
                &format!("{path}.side"),
                data,
            )?;
            let name =
                self.str(table, &path, "name")?.map_or_else(|| at_id.to_owned(), str::to_owned);
            let open = self.bool(table, &path, "open")?.unwrap_or(true);
            ports.push(Port { at, name, zones, owner, open });
        }
        Ok(ports)
    }

    fn convoys(&self, rules: &toml::Table, data: &RulesData) -> Result<Vec<Convoy>, SetupError> {
        let mut convoys: Vec<Convoy> = Vec::new();
        for (i, table) in self.tables(rules, "rules", "convoys")?.into_iter().enumerate() {
            let path = format!("rules.convoys[{i}]");
            self.known_keys(table, &path, &["id", "zone", "kind", "nationality", "side", "used"])?;
            let id = self.required_str(table, &path, "id", "\"british-1\"")?.to_owned();
            if convoys.iter().any(|c| c.id == id) {
                return Err(SetupError::from(self.invalid(
                    &format!("{path}.id"),
                    format!("convoy {id:?} is defined twice"),
                    None,
                )));
            }
            let zone = self.zone_id(
                self.required_str(table, &path, "zone", "\"north-sea\"")?,
                &format!("{path}.zone"),
            )?;
            let kind = self.required_str(table, &path, "kind", "\"standard\"")?;
            let kind = self.name_in(
                kind,
                &format!("{path}.kind"),
                "convoy kind",
                data.convoys.capacity.keys().map(String::as_str),
            )?;
            let nationality =
                self.required_str(table, &path, "nationality", "\"british\"")?.to_owned();
            let known = data.nationalities.keys().chain(data.factions.keys()).map(String::as_str);
            let nationality = self.name_in(
                &nationality,
                &format!("{path}.nationality"),
                "convoy nationality",
                known,
            )?;
            let faction = match self.str(table, &path, "side")? {
                Some(side) => self.faction(side, &format!("{path}.side"), data)?,
                None => data
                    .nationalities
                    .get(&nationality)
                    .map(|n| n.faction.clone())
                    .unwrap_or_else(|| nationality.clone()),
            };
            let used = self.bool(table, &path, "used")?.unwrap_or(false);
            convoys.push(Convoy { id, zone, kind, nationality, faction, used });
        }
        Ok(convoys)
    }

    fn countries(
        &self,
        rules: &toml::Table,
        data: &RulesData,
    ) -> Result<BTreeMap<String, CountryState>, SetupError> {
        let mut countries = BTreeMap::new();
        let Some(value) = rules.get("countries") else { return Ok(countries) };
        let table = value.as_table().ok_or_else(|| {
            self.invalid("rules.countries", "expected a table: [rules.countries.<country>]", None)
        })?;
        for (name, value) in table {
            let path = format!("rules.countries.{name}");
            let id = self.country_id(name, &path)?;
            let entry =
                value.as_table().ok_or_else(|| self.invalid(&path, "expected a table", None))?;
            self.known_keys(
                entry,
                &path,
                &["alignment", "dependent_of", "neutral", "capital_marker", "just_activated"],
            )?;
            let alignment = match self.str(entry, &path, "alignment")? {
                None => None,
                Some("neutral") => Some("neutral".to_owned()),
                Some(side) => Some(self.faction(side, &format!("{path}.alignment"), data)?),
            };
            let dependent_of = match self.str(entry, &path, "dependent_of")? {
                None => None,
                Some(other) => Some(self.country_id(other, &format!("{path}.dependent_of"))?),
            };
            let capital_marker = match self.str(entry, &path, "capital_marker")? {
                None => None,
                Some(marker) => Some(self.name_in(
                    marker,
                    &format!("{path}.capital_marker"),
                    "capital marker",
                    data.countries.confining_capital_markers.iter().map(String::as_str),
                )?),
            };
            countries.insert(
                id,
                CountryState {
                    alignment,
                    dependent_of,
                    neutral: self.bool(entry, &path, "neutral")?.unwrap_or(false),
                    capital_marker,
                    just_activated: self.bool(entry, &path, "just_activated")?.unwrap_or(false),
                },
            );
        }
        Ok(countries)
    }

    /// Hex ids or zone ids (a zone's every hex).
    fn hexes_or_zones(&self, ids: &[String], path: &str) -> Result<Vec<Hex>, SetupError> {
        let mut hexes = Vec::new();
        for (i, id) in ids.iter().enumerate() {
            if let Some(zone) = self.map().zone(id) {
                hexes.extend(zone.hexes.iter().copied());
            } else {
                let key = format!("{path}[{i}]");
                let hex = self.map().parse_hex(id).map_err(|error| {
                    let zones = self.map().zones().iter().map(|z| z.id.as_str());
                    self.invalid(
                        &key,
                        format!("neither a zone nor a hex of this map: {error}"),
                        nearest(id, zones),
                    )
                })?;
                hexes.push(hex);
            }
        }
        Ok(hexes)
    }

    fn weather(&self, rules: &toml::Table) -> Result<BTreeMap<Hex, Weather>, SetupError> {
        let mut weather = BTreeMap::new();
        let Some(value) = rules.get("weather") else { return Ok(weather) };
        let table = value.as_table().ok_or_else(|| {
            self.invalid(
                "rules.weather",
                "expected a table: mud, storms, snow = [hexes or zones]",
                None,
            )
        })?;
        self.known_keys(table, "rules.weather", &["mud", "storms", "snow"])?;
        for (key, kind) in
            [("mud", Weather::Mud), ("storms", Weather::Storms), ("snow", Weather::Snow)]
        {
            let ids = self.strings(table, "rules.weather", key)?;
            for hex in self.hexes_or_zones(&ids, &format!("rules.weather.{key}"))? {
                weather.insert(hex, kind);
            }
        }
        Ok(weather)
    }

    fn bans(&self, rules: &toml::Table, data: &RulesData) -> Result<Vec<Ban>, SetupError> {
        let mut bans = Vec::new();
        for (i, table) in self.tables(rules, "rules", "bans")?.into_iter().enumerate() {
            let path = format!("rules.bans[{i}]");
            self.known_keys(
                table,
                &path,
                &["reason", "sides", "nationalities", "countries", "hexes"],
            )?;
            let reason =
                self.required_str(table, &path, "reason", "\"Truce (13.6.2)\"")?.to_owned();
            let factions = self
                .strings(table, &path, "sides")?
                .iter()
                .enumerate()
                .map(|(n, s)| self.faction(s, &format!("{path}.sides[{n}]"), data))
                .collect::<Result<Vec<_>, _>>()?;
            let nationalities = self
                .strings(table, &path, "nationalities")?
                .iter()
                .enumerate()
                .map(|(n, s)| {
                    self.name_in(
                        s,
                        &format!("{path}.nationalities[{n}]"),
                        "nationality",
                        data.nationalities.keys().map(String::as_str),
                    )
                })
                .collect::<Result<Vec<_>, _>>()?;
            let countries = self
                .strings(table, &path, "countries")?
                .iter()
                .enumerate()
                .map(|(n, s)| self.country_id(s, &format!("{path}.countries[{n}]")))
                .collect::<Result<Vec<_>, _>>()?;
            let ids = self.strings(table, &path, "hexes")?;
            let hexes = self.hexes_or_zones(&ids, &format!("{path}.hexes"))?;
            bans.push(Ban { reason, factions, nationalities, countries, hexes });
        }
        Ok(bans)
    }

    fn closed_maps(&self, rules: &toml::Table) -> Result<BTreeMap<MapPlace, String>, SetupError> {
        let mut maps = BTreeMap::new();
        let Some(value) = rules.get("closed_maps") else { return Ok(maps) };
        let table = value.as_table().ok_or_else(|| {
            self.invalid("rules.closed_maps", "expected a table: <map name> = [places]", None)
        })?;
        for (name, _) in table {
            let path = format!("rules.closed_maps.{name}");
            for (i, id) in self.strings(table, "rules.closed_maps", name)?.iter().enumerate() {
                let place = self.place(id, &format!("{path}[{i}]"))?;
                maps.insert(place, name.clone());
            }
        }
        Ok(maps)
    }
}
