//! One erratum file: `errata/<ruleset>/<date>-<slug>.toml`.

use std::collections::BTreeMap;

use serde::Deserialize;
use toml::Spanned;

use super::edition::Date;
use super::error::ErrataError;

/// One erratum: the clauses it rewords, adds and retires, and the rules-data values it
/// overrides.
///
/// ```toml
/// # errata/strategic/2026-12-01-forest-costs-three.toml
/// title = "Forest costs 3 MP to enter"
/// note = "Why the publisher changed it."
/// touches = ["STR-3.1.1-02"]          # clauses whose rule changes through the data below
///
/// [[reworded]]
/// id = "STR-3.1.1-02"
/// summary = "The clause's new summary."
///
/// [[added]]
/// id = "STR-3.1.1-02a"
/// section = "3.1.1 Hex-to-hex movement"
/// summary = "A clause the erratum adds."
///
/// [[retired]]
/// id = "STR-3.1.1-09"
/// why = "Folded into STR-3.1.1-02."
///
/// [data]                               # the same keys as a scenario's [rules.data]
/// terrain.forest.cost = 3
/// ```
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Erratum {
    /// The file name without `.toml`: `2026-12-01-forest-costs-three`.
    pub id: String,
    /// The day it was published (the file name's first ten characters).
    pub date: Date,
    /// The ruleset it amends (the folder it sits in).
    pub ruleset: String,
    /// The file it was read from.
    pub origin: String,
    /// One line saying what changes.
    pub title: String,
    /// More words on why, if any.
    pub note: Option<String>,
    /// Clauses whose rule changes through the rules data without rewording.
    pub touches: Vec<String>,
    /// Clauses given new summary text.
    pub reworded: Vec<Reworded>,
    /// Clauses the erratum adds.
    pub added: Vec<Added>,
    /// Clauses the erratum retires.
    pub retired: Vec<Retired>,
    /// Rules-data overrides, laid over the ruleset's data key by key.
    pub data: toml::Table,
    /// Where each clause id and each `[data]` key is written in the file, by key path
    /// (`touches[0]`, `reworded[1].id`, `added[0].id`, `retired[0].id`,
    /// `data.terrain.forest.cost`): its line and column, from 1. Empty for
    /// an erratum not read from text.
    #[serde(skip)]
    pub positions: BTreeMap<String, (usize, usize)>,
}

/// A clause with new summary text.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, serde::Serialize)]
#[serde(deny_unknown_fields)]
pub struct Reworded {
    /// The clause id.
    pub id: String,
    /// Its new summary.
    pub summary: String,
}

/// A clause an erratum adds.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, serde::Serialize)]
#[serde(deny_unknown_fields)]
pub struct Added {
    /// The new clause id.
    pub id: String,
    /// The section it belongs to.
    pub section: String,
    /// Its summary.
    pub summary: String,
}

/// A clause an erratum retires.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, serde::Serialize)]
#[serde(deny_unknown_fields)]
pub struct Retired {
    /// The clause id.
    pub id: String,
    /// Why it goes.
    pub why: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawErratum {
    title: String,
    note: Option<String>,
    #[serde(default)]
    touches: Vec<Spanned<String>>,
    #[serde(default)]
    reworded: Vec<RawReworded>,
    #[serde(default)]
    added: Vec<RawAdded>,
    #[serde(default)]
    retired: Vec<RawRetired>,
    #[serde(default)]
    data: toml::Table,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawReworded {
    id: Spanned<String>,
    summary: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawAdded {
    id: Spanned<String>,
    section: String,
    summary: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRetired {
    id: Spanned<String>,
    why: String,
}

/// The keys an erratum file may hold.
const KEYS: [&str; 7] = ["title", "note", "touches", "reworded", "added", "retired", "data"];

impl Erratum {
    /// Reads an erratum from `text`; `origin` is its path, whose file name gives the id and the
    /// date (`2026-12-01-forest-costs-three.toml`) and whose folder gives the ruleset.
    ///
    /// # Errors
    /// [`ErrataError::Name`] when the file name does not start with a date;
    /// [`ErrataError::Toml`] for TOML that does not parse or keys that are not an erratum's,
    /// with the line, column and nearest key.
    pub fn parse(text: &str, origin: &std::path::Path) -> Result<Erratum, ErrataError> {
        let shown = origin.display().to_string();
        let stem = origin.file_stem().and_then(|s| s.to_str()).unwrap_or_default();
        let date = stem
            .get(..10)
            .and_then(|d| d.parse::<Date>().ok())
            .filter(|_| stem.len() > 11 && stem.as_bytes().get(10) == Some(&b'-'))
            .ok_or_else(|| ErrataError::Name {
                origin: shown.clone(),
                // A name shaped like a date that the calendar lacks says why.
                reason: stem
                    .get(..10)
                    .filter(|d| d.len() == 10 && d.bytes().filter(|b| *b == b'-').count() == 2)
                    .and_then(|d| d.parse::<Date>().err()),
            })?;
        let ruleset = origin
            .parent()
            .and_then(|p| p.file_name())
            .and_then(|s| s.to_str())
            .unwrap_or_default()
            .to_owned();
        let keys = match crate::KeyPositions::of_text_checked(text, &shown) {
            Ok(keys) => keys,
            Err(long) => {
                let (line, column) = crate::source::line_column(text, long.offset);
                return Err(ErrataError::Toml {
                    origin: shown,
                    line,
                    column,
                    message: format!("{}: {long}", long.key),
                    suggestion: None,
                });
            }
        };
        let raw: RawErratum = toml::from_str(text).map_err(|error| {
            let (line, column) =
                error.span().map_or((0, 0), |s| crate::source::line_column(text, s.start));
            let mut quoted = error.message().split('`').skip(1).step_by(2);
            let suggestion = match (error.message().starts_with("unknown field"), quoted.next()) {
                (true, Some(word)) => crate::nearest(word, KEYS),
                _ => None,
            };
            ErrataError::Toml {
                origin: shown.clone(),
                line,
                column,
                message: error.message().to_owned(),
                suggestion,
            }
        })?;
        let mut positions = BTreeMap::new();
        // Where each `[data]` key is written, for a key the ruleset refuses (`data.terrain…`).
        for (key, place) in keys.iter() {
            if key.starts_with("data.") {
                positions.insert(key.to_owned(), (place.line, place.column));
            }
        }
        let mut at = |key: String, id: &Spanned<String>| {
            positions.insert(key, crate::source::line_column(text, id.span().start));
            id.get_ref().clone()
        };
        let touches =
            raw.touches.iter().enumerate().map(|(i, id)| at(format!("touches[{i}]"), id)).collect();
        let reworded: Vec<Reworded> = (raw.reworded.into_iter().enumerate())
            .map(|(i, c)| Reworded {
                id: at(format!("reworded[{i}].id"), &c.id),
                summary: c.summary,
            })
            .collect();
        let added: Vec<Added> = (raw.added.into_iter().enumerate())
            .map(|(i, c)| Added {
                id: at(format!("added[{i}].id"), &c.id),
                section: c.section,
                summary: c.summary,
            })
            .collect();
        let retired: Vec<Retired> = (raw.retired.into_iter().enumerate())
            .map(|(i, c)| Retired { id: at(format!("retired[{i}].id"), &c.id), why: c.why })
            .collect();
        // One erratum changes a clause once: rewording and retiring it (or retiring it twice)
        // leaves which change stands to the order the file happens to be applied in.
        let changes = (reworded.iter().enumerate().map(|(i, c)| ("reworded", i, &c.id)))
            .chain(added.iter().enumerate().map(|(i, c)| ("added", i, &c.id)))
            .chain(retired.iter().enumerate().map(|(i, c)| ("retired", i, &c.id)));
        let mut first: BTreeMap<&str, String> = BTreeMap::new();
        for (list, i, id) in changes {
            let key = format!("{list}[{i}].id");
            if let Some(earlier) = first.get(id.as_str()) {
                let (line, column) = positions.get(&key).copied().unwrap_or((0, 0));
                return Err(ErrataError::Clause {
                    origin: shown,
                    line,
                    column,
                    message: format!(
                        "{id:?} is changed twice by this erratum (also at {earlier}): an erratum \
                         rewords, adds or retires a clause once — split the changes into two \
                         errata, or keep the one meant"
                    ),
                    key,
                    suggestion: None,
                });
            }
            first.insert(id, key);
        }
        Ok(Erratum {
            id: stem.to_owned(),
            date,
            ruleset,
            origin: shown,
            title: raw.title,
            note: raw.note,
            touches,
            reworded,
            added,
            retired,
            data: raw.data,
            positions,
        })
    }

    /// The line and column of the value at key path `key` (`reworded[0].id`), from 1; `(0, 0)`
    /// when not known.
    pub fn position(&self, key: &str) -> (usize, usize) {
        self.positions.get(key).copied().unwrap_or((0, 0))
    }

    /// Every clause id the erratum names: touched, reworded, added and retired.
    pub fn clause_ids(&self) -> impl Iterator<Item = &str> {
        self.touches
            .iter()
            .map(String::as_str)
            .chain(self.reworded.iter().map(|c| c.id.as_str()))
            .chain(self.added.iter().map(|c| c.id.as_str()))
            .chain(self.retired.iter().map(|c| c.id.as_str()))
    }

    /// The clauses whose rule the erratum changes and that scenarios should therefore check:
    /// touched, reworded and added (not retired), each once, in that order.
    pub fn changed_clauses(&self) -> Vec<&str> {
        let mut ids: Vec<&str> = Vec::new();
        let named = self.touches.iter().map(String::as_str);
        let named = named.chain(self.reworded.iter().map(|c| c.id.as_str()));
        for id in named.chain(self.added.iter().map(|c| c.id.as_str())) {
            if !ids.contains(&id) {
                ids.push(id);
            }
        }
        ids
    }

    /// The tag a scenario carries to say this erratum is expected to change it:
    /// `@erratum-<id>` (written without the `@` here).
    pub fn tag(&self) -> String {
        format!("erratum-{}", self.id)
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use std::path::Path;

    use super::*;

    #[test]
    fn the_file_name_gives_id_date_and_the_folder_the_ruleset() {
        let text = "title = \"t\"\ntouches = [\"STR-1\"]\n[data]\nterrain.forest.cost = 3\n";
        let path = Path::new("errata/strategic/2026-12-01-forest.toml");
        let erratum = Erratum::parse(text, path).unwrap();
        assert_eq!(erratum.id, "2026-12-01-forest");
        assert_eq!(erratum.date.to_string(), "2026-12-01");
        assert_eq!(erratum.ruleset, "strategic");
        assert_eq!(erratum.changed_clauses(), ["STR-1"]);
        assert_eq!(erratum.tag(), "erratum-2026-12-01-forest");
        assert!(erratum.data.contains_key("terrain"));
    }

    #[test]
    fn a_file_name_without_a_date_is_refused() {
        let error = Erratum::parse("title = \"t\"", Path::new("errata/strategic/forest.toml"));
        assert!(error.unwrap_err().to_string().contains("YYYY-MM-DD-"));
    }

    #[test]
    fn a_misspelt_key_is_located_with_the_nearest_key() {
        let path = Path::new("errata/strategic/2026-12-01-x.toml");
        let error = Erratum::parse("title = \"t\"\n\n[[rewordd]]\nid = \"A\"\n", path);
        let message = error.unwrap_err().to_string();
        assert!(message.contains("2026-12-01-x.toml:3:"), "{message}");
        assert!(message.contains("did you mean \"reworded\""), "{message}");
    }

    #[test]
    fn one_clause_reworded_and_retired_by_one_erratum_is_refused_at_the_second() {
        let path = Path::new("errata/strategic/2026-12-01-x.toml");
        let text = "title = \"t\"\n[[reworded]]\nid = \"STR-1\"\nsummary = \"s\"\n\
                    [[retired]]\nid = \"STR-1\"\nwhy = \"w\"\n";
        let error = Erratum::parse(text, path).unwrap_err();
        let message = error.to_string();
        assert!(message.contains("2026-12-01-x.toml:6:6"), "{message}");
        assert!(message.contains("retired[0].id"), "{message}");
        assert!(
            message.contains("changed twice by this erratum (also at reworded[0].id)"),
            "{message}"
        );
        let twice = "title = \"t\"\n[[retired]]\nid = \"A\"\nwhy = \"w\"\n\
                     [[retired]]\nid = \"A\"\nwhy = \"w\"\n";
        assert!(Erratum::parse(twice, path).is_err());
        let apart = "title = \"t\"\n[[reworded]]\nid = \"A\"\nsummary = \"s\"\n\
                     [[retired]]\nid = \"B\"\nwhy = \"w\"\n";
        assert!(Erratum::parse(apart, path).is_ok());
    }
}
