//! What every ruleset shares in reading a scenario: its rules data (an embedded TOML default with
//! the scenario's `[rules.data]` overrides laid over it) and one error type for the problems
//! found before any rule is asked.

use serde::de::DeserializeOwned;

use crate::merge::merge_tables;
use crate::reader::KeyError;
use umpire_map::SetupError;

impl From<KeyError> for SetupError {
    fn from(error: KeyError) -> SetupError {
        let KeyError { at, key, message, suggestion } = error;
        SetupError::Invalid { at, key, message, suggestion }
    }
}

/// Rules data read from TOML `text`; `origin` names it in errors.
///
/// # Errors
/// [`SetupError::RulesData`] with the TOML reader's message (line, key, what was expected).
pub fn rules_data<T: DeserializeOwned>(text: &str, origin: &str) -> Result<T, SetupError> {
    toml::from_str(text).map_err(|error| SetupError::RulesData {
        origin: origin.to_owned(),
        message: error.to_string(),
    })
}

/// Rules data: TOML `base` (a ruleset's embedded default) with `overrides` (a scenario's
/// `[rules.data]` table) laid over it key by key — tables merge, other values replace.
///
/// ```
/// #[derive(serde::Deserialize)]
/// struct Chart { clear: u32, swamp: u32 }
///
/// let over: toml::Table = toml::from_str("swamp = 3").unwrap();
/// let chart: Chart = umpire_scenario::layered_rules_data("clear = 1\nswamp = 2", &over, "s.toml")?;
/// assert_eq!((chart.clear, chart.swamp), (1, 3));
/// # Ok::<(), umpire_scenario::SetupError>(())
/// ```
///
/// # Errors
/// [`SetupError::RulesData`] when the base is not TOML or the result is not valid rules data
/// (an unknown key, a wrong type), naming the key.
pub fn layered_rules_data<T: DeserializeOwned>(
    base: &str,
    overrides: &toml::Table,
    origin: &str,
) -> Result<T, SetupError> {
    let mut table: toml::Table = rules_data(base, "rules.toml")?;
    merge_tables(&mut table, overrides.clone());
    toml::Value::Table(table).try_into().map_err(|error: toml::de::Error| SetupError::RulesData {
        origin: format!("{origin}: rules.data"),
        message: error.message().to_owned(),
    })
}

/// The most override leaves [`refused_override`] tries one by one (our choice: a scenario's or
/// an erratum's data section holds a few dozen).
pub const MAX_OVERRIDES_TRIED: usize = 256;

/// Where a refusal of [`layered_rules_data`] comes from: the first leaf of `overrides` (in key
/// order, named `prefix.a.b`) that the rules data refuse when laid alone over `base`, with the
/// reader's message (`invalid type: string "x", expected u64`) and, for an unknown key, the
/// nearest key it expected. At most [`MAX_OVERRIDES_TRIED`] leaves are tried; `None` when none
/// of them is refused alone.
///
/// ```
/// #[derive(serde::Deserialize)]
/// #[serde(deny_unknown_fields)]
/// struct Chart { clear: u32, swamp: u32 }
///
/// let over: toml::Table = toml::from_str("clear = 1\nswmap = 3").unwrap();
/// let (key, _, near) =
///     umpire_scenario::refused_override::<Chart>("clear = 1\nswamp = 2", &over, "rules.data")
///         .unwrap();
/// assert_eq!((key.as_str(), near.as_deref()), ("rules.data.swmap", Some("swamp")));
/// ```
pub fn refused_override<T: DeserializeOwned>(
    base: &str,
    overrides: &toml::Table,
    prefix: &str,
) -> Option<(String, String, Option<String>)> {
    let base: toml::Table = toml::from_str(base).ok()?;
    let mut leaves = Vec::new();
    leaves_of(overrides, prefix, &mut Vec::new(), &mut leaves);
    leaves.into_iter().take(MAX_OVERRIDES_TRIED).find_map(|(key, path, value)| {
        let mut one = toml::Table::new();
        let mut slot = &mut one;
        let (last, parents) = path.split_last()?;
        for part in parents {
            slot = slot
                .entry(part.clone())
                .or_insert_with(|| toml::Value::Table(toml::Table::new()))
                .as_table_mut()?;
        }
        slot.insert(last.clone(), value);
        let mut table = base.clone();
        merge_tables(&mut table, one);
        let error = toml::Value::Table(table).try_into::<T>().err()?;
        let message = error.message().to_owned();
        let mut quoted = message.split('`').skip(1).step_by(2);
        let near = match quoted.next() {
            Some(word) if message.starts_with("unknown field") => {
                crate::nearest(word, quoted.collect::<Vec<_>>().iter().copied())
            }
            _ => None,
        };
        Some((key, message, near))
    })
}

/// The leaves of `table` under `at`: each key path (`prefix.a.b`), its parts and its value.
fn leaves_of(
    table: &toml::Table,
    prefix: &str,
    at: &mut Vec<String>,
    out: &mut Vec<(String, Vec<String>, toml::Value)>,
) {
    for (key, value) in table {
        if out.len() >= MAX_OVERRIDES_TRIED {
            return;
        }
        at.push(key.clone());
        match value {
            toml::Value::Table(inner) if !inner.is_empty() => leaves_of(inner, prefix, at, out),
            _ => {
                let mut path = prefix.to_owned();
                for part in at.iter() {
                    crate::key_path::push_key(&mut path, part);
                }
                out.push((path, at.clone(), value.clone()));
            }
        }
        at.pop();
    }
}

/// A ruleset's rules data: a TOML default embedded in the ruleset's crate, which a scenario's
/// `[rules.data]` (and a project's errata) override key by key. A ruleset implements it by
/// naming its embedded text; the readers come with it.
///
/// ```
/// use umpire_scenario::EmbeddedRulesData;
///
/// #[derive(serde::Deserialize)]
/// struct Chart { clear: u32, swamp: u32 }
///
/// impl EmbeddedRulesData for Chart {
///     const BUILTIN: &'static str = "clear = 1\nswamp = 2\n";
/// }
///
/// assert_eq!(Chart::builtin()?.swamp, 2);
/// let over: toml::Table = toml::from_str("swamp = 3")?;
/// assert_eq!(Chart::with_overrides(&over, "s.toml")?.swamp, 3);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait EmbeddedRulesData: DeserializeOwned {
    /// The embedded default, as TOML text.
    const BUILTIN: &'static str;

    /// The embedded default.
    ///
    /// # Errors
    /// Never for a ruleset as shipped (its tests read it); [`SetupError::RulesData`] if the
    /// embedded text were broken.
    fn builtin() -> Result<Self, SetupError> {
        rules_data(Self::BUILTIN, "rules.toml")
    }

    /// Rules data read from TOML `text` of the same layout; `origin` names it in errors.
    ///
    /// # Errors
    /// [`SetupError::RulesData`] with the TOML reader's message (line, key, what was expected).
    fn from_toml(text: &str, origin: &str) -> Result<Self, SetupError> {
        rules_data(text, origin)
    }

    /// The embedded default with `overrides` (a scenario's `[rules.data]`) laid over it key by
    /// key: tables merge, any other value replaces.
    ///
    /// # Errors
    /// [`SetupError::RulesData`] when the result is not valid rules data (an unknown key, a
    /// wrong type), naming the key.
    fn with_overrides(overrides: &toml::Table, origin: &str) -> Result<Self, SetupError> {
        layered_rules_data(Self::BUILTIN, overrides, origin)
    }
}
