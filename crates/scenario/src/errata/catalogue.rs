//! A ruleset's clause catalogue (`features/<ruleset>/clauses.toml`) and its resolution with
//! errata: summaries reworded, clauses added and retired, each change remembered.

use std::path::Path;

use serde::Deserialize;

use super::edition::{Date, Edition};
use super::erratum::Erratum;
use super::error::ErrataError;

/// One clause of a catalogue, as the edition in force reads it.
#[derive(Debug, Clone, PartialEq, Deserialize, serde::Serialize)]
pub struct Clause {
    /// Its stable id (`STR-3.1.1-04`).
    pub id: String,
    /// The section of the rules it belongs to.
    #[serde(default)]
    pub section: String,
    /// `rule`, `example`, `definition`, … as the catalogue says.
    #[serde(default)]
    pub kind: String,
    /// What it says, in the catalogue's words.
    pub summary: String,
    /// Whether a scenario can check it (design notes and cross-references cannot).
    #[serde(default = "yes")]
    pub testable: bool,
    /// How the text can be read two ways, if it can.
    #[serde(default)]
    pub ambiguity: Option<String>,
    /// Why no verdict cites it although a scenario can check it (a definition the engine
    /// reads as data, a restatement of a clause the verdict cites, a rule about something
    /// outside movement), when that is so: coverage reports show the reason instead of a gap.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub not_cited: Option<String>,
    /// What errata did to it, oldest first.
    #[serde(default, skip_deserializing)]
    pub history: Vec<Change>,
    /// Retired by an erratum in force: kept for its history, no longer a rule.
    #[serde(default, skip_deserializing)]
    pub retired: bool,
}

fn yes() -> bool {
    true
}

/// One thing an erratum did to a clause.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Change {
    /// The erratum's id.
    pub erratum: String,
    /// Its date.
    pub date: Date,
    /// What it did.
    pub what: ChangeKind,
}

/// What an erratum did to a clause.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub enum ChangeKind {
    /// New summary text (the old one kept here).
    Reworded {
        /// The summary before.
        before: String,
    },
    /// The clause is new.
    Added,
    /// The clause is retired, and why.
    Retired {
        /// The erratum's reason.
        why: String,
    },
    /// The rule changes through the rules data (the erratum's `touches`).
    Touched,
}

/// A ruleset's clause catalogue.
#[derive(Debug, Clone, PartialEq, Deserialize, serde::Serialize)]
pub struct Catalogue {
    /// The ruleset (`strategic`).
    pub ruleset: String,
    /// The rule text it was split from.
    #[serde(default)]
    pub source: String,
    /// The clauses, in the catalogue's order (added clauses after their section's last).
    #[serde(rename = "clause")]
    pub clauses: Vec<Clause>,
}

impl Catalogue {
    /// Reads a catalogue from TOML `text` (`origin` names it in errors).
    ///
    /// # Errors
    /// [`ErrataError::Toml`] with the line and column.
    pub fn parse(text: &str, origin: &str) -> Result<Catalogue, ErrataError> {
        toml::from_str(text).map_err(|error| {
            let (line, column) =
                error.span().map_or((0, 0), |s| crate::source::line_column(text, s.start));
            ErrataError::Toml {
                origin: origin.to_owned(),
                line,
                column,
                message: error.message().to_owned(),
                suggestion: None,
            }
        })
    }

    /// Reads the catalogue at `path` (as [`crate::read_text`] reads a file).
    ///
    /// # Errors
    /// [`ErrataError::Io`], [`ErrataError::File`] or [`ErrataError::Toml`].
    pub fn load(path: &Path) -> Result<Catalogue, ErrataError> {
        let text = super::read(path)?;
        Catalogue::parse(&text, &path.display().to_string())
    }

    /// The clause with this id.
    pub fn clause(&self, id: &str) -> Option<&Clause> {
        self.clauses.iter().find(|c| c.id == id)
    }

    /// The catalogue as `edition` reads it: `errata` (this ruleset's, any order) applied in
    /// date order when the edition includes them.
    ///
    /// # Errors
    /// [`ErrataError::Clause`] when an erratum rewords, touches or retires a clause that does
    /// not exist (yet, or any more), or adds one that does — with the nearest id.
    pub fn resolve<'a>(
        &self,
        errata: impl IntoIterator<Item = &'a Erratum>,
        edition: Edition,
    ) -> Result<Catalogue, ErrataError> {
        let mut errata: Vec<&Erratum> =
            errata.into_iter().filter(|e| edition.includes(e.date)).collect();
        errata.sort_by(|a, b| (a.date, &a.id).cmp(&(b.date, &b.id)));
        let mut out = self.clone();
        for erratum in errata {
            out.apply(erratum)?;
        }
        Ok(out)
    }

    fn apply(&mut self, erratum: &Erratum) -> Result<(), ErrataError> {
        let change = |what| Change { erratum: erratum.id.clone(), date: erratum.date, what };
        for (i, added) in erratum.added.iter().enumerate() {
            if self.clause(&added.id).is_some() {
                return Err(self.clause_error(erratum, format!("added[{i}].id"), &added.id, true));
            }
            let clause = Clause {
                id: added.id.clone(),
                section: added.section.clone(),
                kind: "rule".to_owned(),
                summary: added.summary.clone(),
                testable: true,
                ambiguity: None,
                not_cited: None,
                history: vec![change(ChangeKind::Added)],
                retired: false,
            };
            let at = self
                .clauses
                .iter()
                .rposition(|c| c.section == added.section)
                .map_or(self.clauses.len(), |i| i + 1);
            self.clauses.insert(at, clause);
        }
        for (i, reworded) in erratum.reworded.iter().enumerate() {
            let key = format!("reworded[{i}].id");
            let clause = self.live_clause(erratum, key, &reworded.id)?;
            let before = std::mem::replace(&mut clause.summary, reworded.summary.clone());
            clause.history.push(change(ChangeKind::Reworded { before }));
        }
        for (i, id) in erratum.touches.iter().enumerate() {
            let clause = self.live_clause(erratum, format!("touches[{i}]"), id)?;
            clause.history.push(change(ChangeKind::Touched));
        }
        for (i, retired) in erratum.retired.iter().enumerate() {
            let key = format!("retired[{i}].id");
            let clause = self.live_clause(erratum, key, &retired.id)?;
            clause.retired = true;
            clause.history.push(change(ChangeKind::Retired { why: retired.why.clone() }));
        }
        Ok(())
    }

    /// The clause `id` that is not retired, for an erratum to change.
    fn live_clause(
        &mut self,
        erratum: &Erratum,
        key: String,
        id: &str,
    ) -> Result<&mut Clause, ErrataError> {
        match self.clauses.iter().position(|c| c.id == id && !c.retired) {
            Some(i) => Ok(&mut self.clauses[i]),
            None => Err(self.clause_error(erratum, key, id, false)),
        }
    }

    fn clause_error(&self, erratum: &Erratum, key: String, id: &str, exists: bool) -> ErrataError {
        let (message, suggestion) = if exists {
            (
                format!(
                    "{id:?} is already a clause of {}; an added clause needs a new id",
                    self.ruleset
                ),
                None,
            )
        } else if self.clause(id).is_some() {
            (format!("{id:?} was retired by an earlier erratum"), None)
        } else {
            let ids = self.clauses.iter().map(|c| c.id.as_str());
            (format!("{id:?} is not a clause of {}", self.ruleset), crate::nearest(id, ids))
        };
        let (line, column) = erratum.position(&key);
        ErrataError::Clause {
            origin: erratum.origin.clone(),
            line,
            column,
            key,
            message,
            suggestion,
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use std::path::Path;

    use super::*;

    const CATALOGUE: &str = r#"
ruleset = "strategic"
[[clause]]
id = "STR-1-01"
section = "1 Moving"
summary = "Units move."
[[clause]]
id = "STR-1-02"
section = "1 Moving"
summary = "Forest costs 2."
[[clause]]
id = "STR-2-01"
section = "2 Stopping"
summary = "Units stop."
"#;

    fn erratum(name: &str, text: &str) -> Erratum {
        Erratum::parse(text, &Path::new("errata/strategic").join(name)).unwrap()
    }

    #[test]
    fn errata_apply_in_date_order_and_leave_a_history() {
        let base = Catalogue::parse(CATALOGUE, "clauses.toml").unwrap();
        let later = erratum(
            "2027-01-01-b.toml",
            "title = \"b\"\n[[reworded]]\nid = \"STR-1-02\"\nsummary = \"Forest costs 4.\"\n",
        );
        let earlier = erratum(
            "2026-12-01-a.toml",
            "title = \"a\"\n[[reworded]]\nid = \"STR-1-02\"\nsummary = \"Forest costs 3.\"\n\
             [[added]]\nid = \"STR-1-03\"\nsection = \"1 Moving\"\nsummary = \"New.\"\n\
             [[retired]]\nid = \"STR-2-01\"\nwhy = \"Gone.\"\n",
        );
        let latest = base.resolve([&later, &earlier], Edition::Latest).unwrap();
        let forest = latest.clause("STR-1-02").unwrap();
        assert_eq!(forest.summary, "Forest costs 4.");
        assert_eq!(forest.history.len(), 2);
        assert_eq!(
            forest.history[0].what,
            ChangeKind::Reworded { before: "Forest costs 2.".into() }
        );
        let ids: Vec<&str> = latest.clauses.iter().map(|c| c.id.as_str()).collect();
        assert_eq!(ids, ["STR-1-01", "STR-1-02", "STR-1-03", "STR-2-01"]);
        assert!(latest.clause("STR-2-01").unwrap().retired);

        let first = base.resolve([&later, &earlier], "2026-12-31".parse().unwrap()).unwrap();
        assert_eq!(first.clause("STR-1-02").unwrap().summary, "Forest costs 3.");
        assert_eq!(base.resolve([&later, &earlier], Edition::Base).unwrap(), base);
    }

    #[test]
    fn an_erratum_naming_no_clause_is_refused_with_the_nearest_id() {
        let base = Catalogue::parse(CATALOGUE, "clauses.toml").unwrap();
        let bad = erratum("2026-12-01-a.toml", "title = \"a\"\ntouches = [\"STR-1-2\"]\n");
        let message = base.resolve([&bad], Edition::Latest).unwrap_err().to_string();
        assert!(message.contains("touches[0]"), "{message}");
        assert!(message.contains("did you mean \"STR-1-02\""), "{message}");
        let twice = erratum(
            "2026-12-01-a.toml",
            "title = \"a\"\n[[added]]\nid = \"STR-1-01\"\nsection = \"1\"\nsummary = \"x\"\n",
        );
        let message = base.resolve([&twice], Edition::Latest).unwrap_err().to_string();
        assert!(message.contains("already a clause"), "{message}");
    }
}
