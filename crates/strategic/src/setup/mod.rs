//! Reading a scenario's strategic keys (`[rules]` and the units' own keys) into a
//! [`Situation`] and the rules data in force, with errors that name the key.

use umpire_scenario::{KeyReader, Scenario};

use crate::data::RulesData;
use crate::error::{SetupError, nearest};
use crate::situation::Situation;
use umpire_scenario::EmbeddedRulesData;

/// The keys `[rules]` may hold.
const RULES_KEYS: [&str; 17] = [
    "ruleset",
    // Read by the errata layer (`umpire::errata`): the edition the scenario is judged by.
    "edition",
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
    "canal_uses",
    "hq_prevented",
    "last_move",
    "data",
];

/// The strategic keys a `[[units]]` entry may hold besides the scenario format's own.
const UNIT_KEYS: [&str; 16] = [
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
    "eliminated",
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
    let reader = Reader { keys: KeyReader::new(scenario) };
    reader.known_keys(rules_table, "rules", &RULES_KEYS)?;
    let data = match rules_table.get("data") {
        None => RulesData::builtin()?,
        Some(toml::Value::Table(over)) => RulesData::with_overrides(over, &scenario.origin)
            .map_err(|error| reader.locate_data_error(error))?,
        Some(_) => {
            return Err(SetupError::from(reader.invalid(
                "rules.data",
                "expected a table of rules-data overrides",
                None,
            )));
        }
    };
    let situation = reader.situation(scenario, rules_table, &data)?;
    Ok((data, situation))
}

/// The scenario's keys, read with the strategic rules' names (sides, naval zones, countries).
struct Reader<'a> {
    keys: KeyReader<'a>,
}

impl<'a> std::ops::Deref for Reader<'a> {
    type Target = KeyReader<'a>;

    fn deref(&self) -> &KeyReader<'a> {
        &self.keys
    }
}

mod rules;
mod units;

impl Reader<'_> {
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
            .keys()
            .iter()
            .find(|(path, _)| path.starts_with("rules.data.") && path.ends_with(&suffix))
        else {
            return error;
        };
        let suggestion = nearest(word, expected.iter().copied());
        self.invalid(path, message.clone(), suggestion).into()
    }

    fn faction(&self, name: &str, key: &str, data: &RulesData) -> Result<String, SetupError> {
        Ok(self.name_in(name, key, "side", data.factions.keys().map(String::as_str))?)
    }

    fn zone_id(&self, name: &str, key: &str) -> Result<String, SetupError> {
        Ok(self.keys.zone_id(name, key, "naval-zone")?)
    }

    fn country_id(&self, name: &str, key: &str) -> Result<String, SetupError> {
        Ok(self.keys.zone_id(name, key, "country")?)
    }
}
