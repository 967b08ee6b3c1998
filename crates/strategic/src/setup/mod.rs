//! Reading a scenario's strategic keys (`[rules]` and the units' own keys) into a
//! [`Situation`] and the rules data in force, with errors that name the key.

use umpire_hex::Hex;
use umpire_scenario::{KeyPositions, MapPlace, Position, Scenario, ScenarioMap};

use crate::data::{BUILTIN_RULES, RulesData};
use crate::error::{SetupError, nearest};
use crate::situation::Situation;

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

mod rules;
mod units;

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

    /// `path.key` holds a value of the wrong type.
    fn wrong_type(&self, path: &str, key: &str, expected: &str, found: &toml::Value) -> SetupError {
        self.invalid(
            &format!("{path}.{key}"),
            format!("expected {expected}, found {}", found.type_str()),
            None,
        )
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
            Some(other) => Err(self.wrong_type(path, key, "a string", other)),
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
            Some(other) => Err(self.wrong_type(path, key, "true or false", other)),
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
            Some(other) => Err(self.wrong_type(path, key, "a whole number", other)),
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
            Some(other) => Err(self.wrong_type(path, key, "a list of strings", other)),
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
}
