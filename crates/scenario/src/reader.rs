//! Reading a ruleset's own keys (`[rules]` and the units' keys) with errors that say where: the
//! file, line and column of the key, its path, what was expected and the nearest known name.

use std::fmt;

use umpire_hex::Hex;

use crate::error::Position;
use crate::keys::KeyPositions;
use crate::map::ScenarioMap;
use crate::scenario::Scenario;
use umpire_map::MapPlace;
use umpire_map::nearest;

/// A ruleset key with a bad value: where, which key, what is wrong, the nearest known name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeyError {
    /// The file and, when known, the line and column of the key (or of the table a missing key
    /// belongs in).
    pub at: Position,
    /// The key path, e.g. `rules.convoys[0].zone` or `units[3] (br-1st-army).steps`.
    pub key: String,
    /// What was found and what was expected.
    pub message: String,
    /// The nearest known name, for a misspelt one.
    pub suggestion: Option<String>,
}

impl fmt::Display for KeyError {
    /// `file:line:column: key: message — did you mean "…"?`
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}: {}", self.at, self.key, self.message)?;
        match &self.suggestion {
            Some(s) => write!(f, " — did you mean {s:?}?"),
            None => Ok(()),
        }
    }
}

impl std::error::Error for KeyError {}

/// Reads a scenario's ruleset keys, pointing every error at the key.
///
/// ```
/// use umpire_scenario::{KeyReader, load_demo};
///
/// let demo = load_demo();
/// let reader = KeyReader::new(&demo);
/// let unit = &demo.units[0].extra;
/// assert_eq!(reader.count(unit, "units[0]", "movement"), Ok(Some(4)));
/// let error = reader.str(unit, "units[0]", "movement").unwrap_err();
/// assert_eq!(error.to_string(), "scenarios/demo.toml:16:1: units[0].movement: expected a string, found integer");
/// ```
#[derive(Debug, Clone, Copy)]
pub struct KeyReader<'a> {
    origin: &'a str,
    map: &'a ScenarioMap,
    keys: &'a KeyPositions,
}

/// What a read gives.
pub type KeyResult<T> = Result<T, KeyError>;

impl<'a> KeyReader<'a> {
    /// A reader of `scenario`'s keys.
    pub fn new(scenario: &'a Scenario) -> KeyReader<'a> {
        KeyReader { origin: &scenario.origin, map: &scenario.map, keys: &scenario.keys }
    }

    /// The scenario's map.
    pub fn map(&self) -> &'a ScenarioMap {
        self.map
    }

    /// The positions of the scenario's keys.
    pub fn keys(&self) -> &'a KeyPositions {
        self.keys
    }

    /// An error about the key at `key`. Unit paths may name the unit, `units[3] (id).steps`:
    /// the position is looked up without the name.
    pub fn invalid(
        &self,
        key: &str,
        message: impl Into<String>,
        suggestion: Option<String>,
    ) -> KeyError {
        let path = match (key.find(" ("), key.find(')')) {
            (Some(open), Some(close)) if open < close => {
                format!("{}{}", &key[..open], &key[close + 1..])
            }
            _ => key.to_owned(),
        };
        let at = self.keys.nearest(&path).unwrap_or_else(|| Position {
            file: self.origin.to_owned(),
            line: 0,
            column: 0,
        });
        KeyError { at, key: key.to_owned(), message: message.into(), suggestion }
    }

    /// `path.key` holds a value of the wrong type.
    pub fn wrong_type(
        &self,
        path: &str,
        key: &str,
        expected: &str,
        found: &toml::Value,
    ) -> KeyError {
        self.invalid(
            &format!("{path}.{key}"),
            format!("expected {expected}, found {}", found.type_str()),
            None,
        )
    }

    /// Refuses any key of `table` (at `path`) not in `known`.
    ///
    /// # Errors
    /// The first unknown key, with the nearest known one.
    pub fn known_keys(&self, table: &toml::Table, path: &str, known: &[&str]) -> KeyResult<()> {
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

    /// The string at `path.key`, if present.
    ///
    /// # Errors
    /// A value of another type.
    pub fn str<'t>(
        &self,
        table: &'t toml::Table,
        path: &str,
        key: &str,
    ) -> KeyResult<Option<&'t str>> {
        match table.get(key) {
            None => Ok(None),
            Some(toml::Value::String(s)) => Ok(Some(s.as_str())),
            Some(other) => Err(self.wrong_type(path, key, "a string", other)),
        }
    }

    /// The string at `path.key`, which must be present (`example` shows how to write it).
    ///
    /// # Errors
    /// A missing key or a value of another type.
    pub fn required_str<'t>(
        &self,
        table: &'t toml::Table,
        path: &str,
        key: &str,
        example: &str,
    ) -> KeyResult<&'t str> {
        self.str(table, path, key)?.ok_or_else(|| {
            self.invalid(
                &format!("{path}.{key}"),
                format!("missing: expected e.g. {key} = {example}"),
                None,
            )
        })
    }

    /// The boolean at `path.key`, if present.
    ///
    /// # Errors
    /// A value of another type.
    pub fn bool(&self, table: &toml::Table, path: &str, key: &str) -> KeyResult<Option<bool>> {
        match table.get(key) {
            None => Ok(None),
            Some(toml::Value::Boolean(b)) => Ok(Some(*b)),
            Some(other) => Err(self.wrong_type(path, key, "true or false", other)),
        }
    }

    /// The whole number from 0 at `path.key`, if present.
    ///
    /// # Errors
    /// A negative or too large number, or a value of another type.
    pub fn count(&self, table: &toml::Table, path: &str, key: &str) -> KeyResult<Option<u32>> {
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

    /// The list of strings at `path.key` (empty when absent).
    ///
    /// # Errors
    /// A value of another type, or an item that is no string.
    pub fn strings(&self, table: &toml::Table, path: &str, key: &str) -> KeyResult<Vec<String>> {
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

    /// The array of tables at `path.key` (`[[path.key]]`; empty when absent).
    ///
    /// # Errors
    /// A value that is no array of tables.
    pub fn tables<'t>(
        &self,
        table: &'t toml::Table,
        path: &str,
        key: &str,
    ) -> KeyResult<Vec<&'t toml::Table>> {
        match table.get(key) {
            None => Ok(Vec::new()),
            Some(toml::Value::Array(items)) => items
                .iter()
                .enumerate()
                .map(|(i, item)| {
                    item.as_table().ok_or_else(|| {
                        self.invalid(&format!("{path}.{key}[{i}]"), "expected a table", None)
                    })
                })
                .collect(),
            Some(_) => Err(self.invalid(
                &format!("{path}.{key}"),
                format!("expected a list of tables: [[{path}.{key}]]"),
                None,
            )),
        }
    }

    /// The hex `id` names on the map; errors point at `key`.
    ///
    /// # Errors
    /// A malformed or off-map id.
    pub fn hex(&self, id: &str, key: &str) -> KeyResult<Hex> {
        self.map.parse_hex(id).map_err(|error| self.invalid(key, error.to_string(), None))
    }

    /// The hex or box `id` names; errors point at `key` and suggest the nearest box.
    ///
    /// # Errors
    /// Neither a hex of the map nor a box.
    pub fn place(&self, id: &str, key: &str) -> KeyResult<MapPlace> {
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

    /// `name`, if it is one of `known` (`what` names the kind in the error).
    ///
    /// # Errors
    /// An unknown name, with the known ones and the nearest.
    pub fn name_in<'n>(
        &self,
        name: &str,
        key: &str,
        what: &str,
        known: impl Iterator<Item = &'n str> + Clone,
    ) -> KeyResult<String> {
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

    /// The id of a zone of kind `kind` (`country`, `naval-zone`…).
    ///
    /// # Errors
    /// No such zone, with the nearest.
    pub fn zone_id(&self, name: &str, key: &str, kind: &str) -> KeyResult<String> {
        let zones = self.map.zones().iter().filter(|z| z.kind == kind).map(|z| z.id.as_str());
        self.name_in(name, key, &kind.replace('-', " "), zones)
    }
}
