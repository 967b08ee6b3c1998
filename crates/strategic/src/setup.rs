//! Reading a scenario's strategic keys (`[rules]` and the units' own keys) into a
//! [`Situation`] and the rules data in force, with errors that name the key.

use std::collections::{BTreeMap, BTreeSet};

use umpire_hex::Hex;
use umpire_map::Mp;
use umpire_scenario::{KeyPositions, MapPlace, Position, Scenario, ScenarioMap};

use crate::data::{BUILTIN_RULES, RulesData};
use crate::error::{SetupError, nearest};
use crate::situation::{
    Ban, Convoy, CountryState, Marker, Phase, Port, Procedure, Situation, UnitState, Weather,
};

/// The keys `[rules]` may hold.
const RULES_KEYS: [&str; 13] = [
    "ruleset",
    "phase",
    "side",
    "pre_war",
    "out_of_supply",
    "weather",
    "markers",
    "ports",
    "convoys",
    "countries",
    "bans",
    "closed_maps",
    "data",
];

/// The strategic keys a `[[units]]` entry may hold besides the scenario format's own.
const UNIT_KEYS: [&str; 15] = [
    "nationality",
    "type",
    "steps",
    "movement",
    "exp",
    "delay_stripe",
    "supplied",
    "exploiting",
    "zoc",
    "air_support",
    "support_range",
    "home",
    "holding",
    "moved",
    "kind",
];

/// Reads `scenario`'s rules data (the embedded default with its `[rules.data]` overrides) and
/// its situation.
///
/// # Errors
/// [`SetupError`] naming the file, the key and the nearest known name.
pub fn read(scenario: &Scenario) -> Result<(RulesData, Situation), SetupError> {
    let empty = toml::Table::new();
    let rules_table = scenario.rules.as_ref().unwrap_or(&empty);
    let reader = Reader { origin: &scenario.origin, map: &scenario.map, keys: &scenario.keys };
    reader.known_keys(rules_table, "rules", &RULES_KEYS)?;
    let data = match rules_table.get("data") {
        None => RulesData::builtin(),
        Some(toml::Value::Table(over)) => RulesData::layered(BUILTIN_RULES, over, &scenario.origin)
            .map_err(|error| reader.locate_data_error(error))?,
        Some(_) => {
            return Err(reader.invalid(
                "rules.data",
                "expected a table of rules-data overrides",
                None,
            ));
        }
    };
    let situation = reader.situation(scenario, rules_table, &data)?;
    Ok((data, situation))
}

struct Reader<'a> {
    origin: &'a str,
    map: &'a ScenarioMap,
    keys: &'a KeyPositions,
}

impl Reader<'_> {
    fn invalid(
        &self,
        key: &str,
        message: impl Into<String>,
        suggestion: Option<String>,
    ) -> SetupError {
        // Key paths name units with their ids, `units[3] (br-1st-army).steps`; the positions
        // are recorded without them.
        let path = match (key.find(" ("), key.find(')')) {
            (Some(open), Some(close)) if open < close => {
                format!("{}{}", &key[..open], &key[close + 1..])
            }
            _ => key.to_owned(),
        };
        let at = self.keys.nearest(&path).cloned().unwrap_or_else(|| Position {
            file: self.origin.to_owned(),
            line: 0,
            column: 0,
        });
        SetupError::Invalid { at, key: key.to_owned(), message: message.into(), suggestion }
    }

    /// A rules-data override the rules data refuse, pointed at: the key the message names
    /// (`unknown field `cots``, `invalid type … for key `cost``) found under `rules.data`, with
    /// the nearest expected name.
    fn locate_data_error(&self, error: SetupError) -> SetupError {
        let SetupError::RulesData { message, .. } = &error else { return error };
        let mut quoted = message.split('`').skip(1).step_by(2);
        let Some(word) = quoted.next() else { return error };
        let expected: Vec<&str> = quoted.collect();
        let suffix = format!(".{word}");
        let Some((path, _)) = self
            .keys
            .iter()
            .find(|(path, _)| path.starts_with("rules.data.") && path.ends_with(&suffix))
        else {
            return error;
        };
        let suggestion = nearest(word, expected.iter().copied());
        self.invalid(path, message.clone(), suggestion)
    }

    fn known_keys(
        &self,
        table: &toml::Table,
        path: &str,
        known: &[&str],
    ) -> Result<(), SetupError> {
        for key in table.keys() {
            if !known.contains(&key.as_str()) {
                return Err(self.invalid(
                    &format!("{path}.{key}"),
                    format!("unknown key (known: {})", known.join(", ")),
                    nearest(key, known.iter().copied()),
                ));
            }
        }
        Ok(())
    }

    fn str<'t>(
        &self,
        table: &'t toml::Table,
        path: &str,
        key: &str,
    ) -> Result<Option<&'t str>, SetupError> {
        match table.get(key) {
            None => Ok(None),
            Some(toml::Value::String(s)) => Ok(Some(s.as_str())),
            Some(other) => Err(self.invalid(
                &format!("{path}.{key}"),
                format!("expected a string, found {}", other.type_str()),
                None,
            )),
        }
    }

    fn required_str<'t>(
        &self,
        table: &'t toml::Table,
        path: &str,
        key: &str,
        example: &str,
    ) -> Result<&'t str, SetupError> {
        self.str(table, path, key)?.ok_or_else(|| {
            self.invalid(
                &format!("{path}.{key}"),
                format!("missing: expected e.g. {key} = {example}"),
                None,
            )
        })
    }

    fn bool(&self, table: &toml::Table, path: &str, key: &str) -> Result<Option<bool>, SetupError> {
        match table.get(key) {
            None => Ok(None),
            Some(toml::Value::Boolean(b)) => Ok(Some(*b)),
            Some(other) => Err(self.invalid(
                &format!("{path}.{key}"),
                format!("expected true or false, found {}", other.type_str()),
                None,
            )),
        }
    }

    fn count(&self, table: &toml::Table, path: &str, key: &str) -> Result<Option<u32>, SetupError> {
        match table.get(key) {
            None => Ok(None),
            Some(toml::Value::Integer(n)) => u32::try_from(*n).map(Some).map_err(|_| {
                self.invalid(
                    &format!("{path}.{key}"),
                    format!("expected a whole number from 0, found {n}"),
                    None,
                )
            }),
            Some(other) => Err(self.invalid(
                &format!("{path}.{key}"),
                format!("expected a whole number, found {}", other.type_str()),
                None,
            )),
        }
    }

    fn strings(
        &self,
        table: &toml::Table,
        path: &str,
        key: &str,
    ) -> Result<Vec<String>, SetupError> {
        match table.get(key) {
            None => Ok(Vec::new()),
            Some(toml::Value::Array(items)) => items
                .iter()
                .enumerate()
                .map(|(i, item)| {
                    item.as_str().map(str::to_owned).ok_or_else(|| {
                        self.invalid(
                            &format!("{path}.{key}[{i}]"),
                            format!("expected a string, found {}", item.type_str()),
                            None,
                        )
                    })
                })
                .collect(),
            Some(other) => Err(self.invalid(
                &format!("{path}.{key}"),
                format!("expected a list of strings, found {}", other.type_str()),
                None,
            )),
        }
    }

    fn tables<'t>(
        &self,
        table: &'t toml::Table,
        key: &str,
    ) -> Result<Vec<&'t toml::Table>, SetupError> {
        match table.get(key) {
            None => Ok(Vec::new()),
            Some(toml::Value::Array(items)) => items
                .iter()
                .enumerate()
                .map(|(i, item)| {
                    item.as_table().ok_or_else(|| {
                        self.invalid(&format!("rules.{key}[{i}]"), "expected a table", None)
                    })
                })
                .collect(),
            Some(_) => Err(self.invalid(
                &format!("rules.{key}"),
                format!("expected a list of tables: [[rules.{key}]]"),
                None,
            )),
        }
    }

    fn hex(&self, id: &str, key: &str) -> Result<Hex, SetupError> {
        self.map.parse_hex(id).map_err(|error| self.invalid(key, error.to_string(), None))
    }

    fn place(&self, id: &str, key: &str) -> Result<MapPlace, SetupError> {
        if let Some(id) = self.map.box_by_key(id) {
            return Ok(MapPlace::Box(id));
        }
        self.map.parse_hex(id).map(MapPlace::Hex).map_err(|error| {
            let boxes = self.map.boxes().iter().map(|b| b.key.as_str());
            self.invalid(
                key,
                format!("neither a box nor a hex of this map: {error}"),
                nearest(id, boxes),
            )
        })
    }

    fn name_in<'n>(
        &self,
        name: &str,
        key: &str,
        what: &str,
        known: impl Iterator<Item = &'n str> + Clone,
    ) -> Result<String, SetupError> {
        if known.clone().any(|k| k == name) {
            return Ok(name.to_owned());
        }
        let list: Vec<&str> = known.clone().collect();
        Err(self.invalid(
            key,
            format!("unknown {what} {name:?} (known: {})", list.join(", ")),
            nearest(name, known),
        ))
    }

    fn faction(&self, name: &str, key: &str, data: &RulesData) -> Result<String, SetupError> {
        self.name_in(name, key, "side", data.factions.keys().map(String::as_str))
    }

    fn zone_id(&self, name: &str, key: &str) -> Result<String, SetupError> {
        let zones =
            self.map.zones().iter().filter(|z| z.kind == "naval-zone").map(|z| z.id.as_str());
        self.name_in(name, key, "naval zone", zones)
    }

    fn country_id(&self, name: &str, key: &str) -> Result<String, SetupError> {
        let zones = self.map.zones().iter().filter(|z| z.kind == "country").map(|z| z.id.as_str());
        self.name_in(name, key, "country", zones)
    }

    fn situation(
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
        Ok(Situation {
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
        })
    }

    fn unit(
        &self,
        index: usize,
        unit: &umpire_scenario::Unit,
        data: &RulesData,
    ) -> Result<UnitState, SetupError> {
        let path = format!("units[{index}] ({})", unit.id);
        let extra = &unit.extra;
        self.known_keys(extra, &path, &UNIT_KEYS)?;
        let faction = self.faction(&unit.side, &format!("{path}.side"), data)?;
        let nationality = self.required_str(extra, &path, "nationality", "\"german\"")?;
        let nationality = self.name_in(
            nationality,
            &format!("{path}.nationality"),
            "nationality",
            data.nationalities.keys().map(String::as_str),
        )?;
        let holding = match self.str(extra, &path, "holding")? {
            None => None,
            Some(name) => Some(self.name_in(
                name,
                &format!("{path}.holding"),
                "nationality",
                data.nationalities.keys().map(String::as_str),
            )?),
        };
        let type_key = if extra.contains_key("type") { "type" } else { "kind" };
        let unit_type = self.required_str(extra, &path, type_key, "\"infantry\"")?;
        let unit_type = self.name_in(
            unit_type,
            &format!("{path}.{type_key}"),
            "unit type",
            data.unit_types.keys().map(String::as_str),
        )?;
        let movement = match extra.get("movement") {
            None => {
                return Err(self.invalid(
                    &format!("{path}.movement"),
                    "missing: expected the Movement Allowance, e.g. movement = 4",
                    None,
                ));
            }
            Some(value) => value.clone().try_into::<Mp>().map_err(|error| {
                self.invalid(&format!("{path}.movement"), error.to_string(), None)
            })?,
        };
        let steps = self.count(extra, &path, "steps")?.unwrap_or(1);
        if steps == 0 {
            return Err(self.invalid(&format!("{path}.steps"), "a unit has at least 1 step", None));
        }
        let air = data.unit_types.get(&unit_type).is_some_and(|t| t.air);
        let home = match self.str(extra, &path, "home")? {
            None => None,
            Some(name) => Some(self.country_id(name, &format!("{path}.home"))?),
        };
        let moved = match self.str(extra, &path, "moved")? {
            None => None,
            Some(name) => {
                let all = [Procedure::HexToHex, Procedure::PortToPort, Procedure::BoxToBox];
                Some(all.into_iter().find(|p| p.name() == name).ok_or_else(|| {
                    self.invalid(&format!("{path}.moved"), format!("unknown procedure {name:?} (known: hex-to-hex, port-to-port, box-to-box)"), nearest(name, all.map(Procedure::name)))
                })?)
            }
        };
        Ok(UnitState {
            id: unit.id.clone(),
            faction,
            nationality,
            holding,
            unit_type,
            steps,
            movement,
            exp: self.bool(extra, &path, "exp")?.unwrap_or(false),
            delay_stripe: self.bool(extra, &path, "delay_stripe")?.unwrap_or(false),
            supplied: self.bool(extra, &path, "supplied")?,
            exploiting: self.bool(extra, &path, "exploiting")?.unwrap_or(false),
            zoc: self.bool(extra, &path, "zoc")?.unwrap_or(!air),
            air_support: self.bool(extra, &path, "air_support")?.unwrap_or(false),
            support_range: self.count(extra, &path, "support_range")?,
            home,
            at: Some(unit.at.into()),
            eliminated: None,
            moved,
        })
    }

    fn markers(&self, rules: &toml::Table, data: &RulesData) -> Result<Vec<Marker>, SetupError> {
        let mut markers = Vec::new();
        for (i, table) in self.tables(rules, "markers")?.into_iter().enumerate() {
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
                    return Err(self.invalid(&format!("{path}.facing"), "missing: a beachhead names the land hex across its Beachhead Hexside, e.g. facing = \"w3714\"", None));
                }
                None => None,
                Some(id) => {
                    let land = self.hex(id, &format!("{path}.facing"))?;
                    Some(at.direction_to(land).ok_or_else(|| {
                        self.invalid(
                            &format!("{path}.facing"),
                            format!("{id} is not next to {}", self.map.hex_id(at)),
                            None,
                        )
                    })?)
                }
            };
            let zone = match self.str(table, &path, "zone")? {
                Some(name) => Some(self.zone_id(name, &format!("{path}.zone"))?),
                None => self
                    .map
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
        for (i, table) in self.tables(rules, "ports")?.into_iter().enumerate() {
            let path = format!("rules.ports[{i}]");
            self.known_keys(table, &path, &["at", "name", "zones", "side", "open"])?;
            let at_id = self.required_str(table, &path, "at", "\"w3915\"")?;
            let at = self.place(at_id, &format!("{path}.at"))?;
            if ports.iter().any(|p| p.at == at) {
                return Err(self.invalid(
                    &format!("{path}.at"),
                    format!("{at_id} has a port already"),
                    None,
                ));
            }
            let zones = self
                .strings(table, &path, "zones")?
                .iter()
                .enumerate()
                .map(|(z, name)| self.zone_id(name, &format!("{path}.zones[{z}]")))
                .collect::<Result<Vec<_>, _>>()?;
            if zones.is_empty() {
                return Err(self.invalid(
                    &format!("{path}.zones"),
                    "missing: a port serves at least one naval zone, e.g. zones = [\"north-sea\"]",
                    None,
                ));
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
        for (i, table) in self.tables(rules, "convoys")?.into_iter().enumerate() {
            let path = format!("rules.convoys[{i}]");
            self.known_keys(table, &path, &["id", "zone", "kind", "nationality", "side", "used"])?;
            let id = self.required_str(table, &path, "id", "\"british-1\"")?.to_owned();
            if convoys.iter().any(|c| c.id == id) {
                return Err(self.invalid(
                    &format!("{path}.id"),
                    format!("convoy {id:?} is defined twice"),
                    None,
                ));
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
            if let Some(zone) = self.map.zone(id) {
                hexes.extend(zone.hexes.iter().copied());
            } else {
                let key = format!("{path}[{i}]");
                let hex = self.map.parse_hex(id).map_err(|error| {
                    let zones = self.map.zones().iter().map(|z| z.id.as_str());
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
        for (i, table) in self.tables(rules, "bans")?.into_iter().enumerate() {
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
