//! Errata as data: dated files that reword, add and retire clauses and override rules-data
//! values, resolved as "base + errata in date order" up to the edition a scenario pins.
//!
//! A project keeps its errata in `errata/<ruleset>/<YYYY-MM-DD>-<slug>.toml` (see
//! [`Erratum`] for the keys). [`Errata::load`] reads the folder; [`Errata::apply`] lays the
//! errata in force over a scenario's `[rules.data]` (the scenario's own overrides still win),
//! and [`Catalogue::resolve`] gives the clause catalogue as an edition reads it. The rules crates
//! stay pure: they only ever see the rules data that results.
//!
//! ```
//! use umpire_scenario::errata::{Edition, Errata, Erratum};
//!
//! let text = "title = \"Forest costs 3\"\n[data]\nterrain.forest.cost = 3\n";
//! let path = std::path::Path::new("errata/strategic/2026-12-01-forest.toml");
//! let errata = Errata::from_errata([Erratum::parse(text, path)?]);
//!
//! // A scenario without a pin is judged by the latest edition …
//! let mut rules: Option<toml::Table> = Some(toml::from_str("side = \"axis\"")?);
//! let edition = Errata::edition_of(rules.as_ref(), "s.toml")?.unwrap_or_default();
//! errata.apply("strategic", &mut rules, edition);
//! assert_eq!(rules.as_ref().unwrap()["data"]["terrain"]["forest"]["cost"].as_integer(), Some(3));
//!
//! // … and one pinned to the base edition by the rules as published.
//! let mut pinned: Option<toml::Table> = Some(toml::from_str("edition = \"base\"")?);
//! let edition = Errata::edition_of(pinned.as_ref(), "s.toml")?.unwrap_or_default();
//! assert_eq!(edition, Edition::Base);
//! errata.apply("strategic", &mut pinned, edition);
//! assert!(!pinned.unwrap().contains_key("data"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod catalogue;
mod edition;
mod erratum;
mod error;

use std::path::Path;

pub use catalogue::{Catalogue, Change, ChangeKind, Clause};
pub use edition::{Date, Edition};
pub use erratum::{Added, Erratum, Retired, Reworded};
pub use error::ErrataError;

use crate::merge::merge_tables;

/// Every erratum of a project, by ruleset and date.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Errata {
    errata: Vec<Erratum>,
}

impl Errata {
    /// No errata: every edition is the base.
    pub fn none() -> Errata {
        Errata::default()
    }

    /// These errata, kept in ruleset, date and id order.
    pub fn from_errata(errata: impl IntoIterator<Item = Erratum>) -> Errata {
        let mut errata: Vec<Erratum> = errata.into_iter().collect();
        errata.sort_by(|a, b| (&a.ruleset, a.date, &a.id).cmp(&(&b.ruleset, b.date, &b.id)));
        Errata { errata }
    }

    /// Reads every `<root>/<ruleset>/*.toml` (each as [`crate::read_text`] reads a file: a
    /// regular file, at most [`crate::MAX_FILE_BYTES`], UTF-8). A missing `root` is no errata.
    ///
    /// # Errors
    /// The first file that cannot be read or is not an erratum ([`ErrataError`]).
    pub fn load(root: &Path) -> Result<Errata, ErrataError> {
        Errata::load_where(root, |_| true)
    }

    /// Reads only `<root>/<ruleset>/*.toml`, as [`Errata::load`] reads each file: a command
    /// about one ruleset is not broken by another ruleset's erratum. The other folders are not
    /// opened. A missing `root` or ruleset folder is no errata.
    ///
    /// # Errors
    /// The first file of `ruleset` that cannot be read or is not an erratum ([`ErrataError`]).
    pub fn load_ruleset(root: &Path, ruleset: &str) -> Result<Errata, ErrataError> {
        Errata::load_where(root, |folder| folder.file_name().is_some_and(|name| name == ruleset))
    }

    /// Reads every `<root>/<folder>/*.toml` whose folder `wanted` accepts.
    fn load_where(root: &Path, wanted: impl Fn(&Path) -> bool) -> Result<Errata, ErrataError> {
        let io = |path: &Path, error: std::io::Error| ErrataError::Io {
            path: path.display().to_string(),
            message: error.to_string(),
        };
        if !root.exists() {
            return Ok(Errata::none());
        }
        let mut errata = Vec::new();
        for folder in sorted_entries(root).map_err(|e| io(root, e))? {
            if !folder.is_dir() || !wanted(&folder) {
                continue;
            }
            for file in sorted_entries(&folder).map_err(|e| io(&folder, e))? {
                if file.extension().is_some_and(|x| x == "toml") {
                    errata.push(Erratum::parse(&read(&file)?, &file)?);
                }
            }
        }
        Ok(Errata::from_errata(errata))
    }

    /// All errata, by ruleset, then date.
    pub fn iter(&self) -> impl Iterator<Item = &Erratum> {
        self.errata.iter()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.errata.is_empty()
    }

    /// These errata and `erratum` (replacing one of the same ruleset and id).
    pub fn with(&self, erratum: Erratum) -> Errata {
        let mut errata = self.without(&erratum.ruleset, &erratum.id).errata;
        errata.push(erratum);
        Errata::from_errata(errata)
    }

    /// These errata without the one of `ruleset` with `id`.
    pub fn without(&self, ruleset: &str, id: &str) -> Errata {
        let others =
            self.errata.iter().filter(|e| (e.ruleset.as_str(), e.id.as_str()) != (ruleset, id));
        Errata::from_errata(others.cloned())
    }

    /// The errata of `ruleset`, oldest first.
    pub fn of<'a>(&'a self, ruleset: &'a str) -> impl Iterator<Item = &'a Erratum> + 'a {
        self.errata.iter().filter(move |e| e.ruleset == ruleset)
    }

    /// The errata of `ruleset` that `edition` includes, oldest first.
    pub fn in_force<'a>(
        &'a self,
        ruleset: &'a str,
        edition: Edition,
    ) -> impl Iterator<Item = &'a Erratum> + 'a {
        self.of(ruleset).filter(move |e| edition.includes(e.date))
    }

    /// The rules-data overrides of the errata of `ruleset` in `edition`, merged in date order
    /// (a later erratum's value replaces an earlier one's; tables merge key by key).
    pub fn data(&self, ruleset: &str, edition: Edition) -> toml::Table {
        let mut data = toml::Table::new();
        for erratum in self.in_force(ruleset, edition) {
            merge_tables(&mut data, erratum.data.clone());
        }
        data
    }

    /// The edition a scenario's `[rules]` pins (`edition = "base"`, `"latest"` or a date), if
    /// any.
    ///
    /// # Errors
    /// [`ErrataError::Edition`] when `edition` is not a string naming an edition.
    pub fn edition_of(
        rules: Option<&toml::Table>,
        origin: &str,
    ) -> Result<Option<Edition>, ErrataError> {
        let Some(value) = rules.and_then(|r| r.get("edition")) else { return Ok(None) };
        let error = |message: String| ErrataError::Edition { origin: origin.to_owned(), message };
        let text = value.as_str().ok_or_else(|| {
            error(format!("expected a string such as \"base\" or \"2026-12-01\", found {value}"))
        })?;
        text.parse().map(Some).map_err(error)
    }

    /// Lays the rules-data overrides of `ruleset`'s errata in `edition` under a scenario's own
    /// `[rules.data]` (the scenario's values win, key by key). Returns the ids of the errata
    /// applied; with none, `rules` is left exactly as it was.
    pub fn apply(
        &self,
        ruleset: &str,
        rules: &mut Option<toml::Table>,
        edition: Edition,
    ) -> Vec<String> {
        let applied: Vec<String> = self.in_force(ruleset, edition).map(|e| e.id.clone()).collect();
        let data = self.data(ruleset, edition);
        if data.is_empty() {
            return applied;
        }
        let rules = rules.get_or_insert_with(toml::Table::new);
        let mut merged = data;
        match rules.remove("data") {
            Some(toml::Value::Table(own)) => merge_tables(&mut merged, own),
            // Not a table: kept as written, for the ruleset to refuse with its own message.
            Some(other) => {
                rules.insert("data".to_owned(), other);
                return applied;
            }
            None => {}
        }
        rules.insert("data".to_owned(), toml::Value::Table(merged));
        applied
    }
}

/// The text of the file at `path`, read as every file is ([`crate::read_text`]: a regular file,
/// at most [`crate::MAX_FILE_BYTES`], UTF-8).
fn read(path: &Path) -> Result<String, ErrataError> {
    crate::source::read_text(path).map_err(|error| match error.problem {
        crate::ReadError::Io { reason } => {
            ErrataError::Io { path: path.display().to_string(), message: reason }
        }
        _ => ErrataError::File(error),
    })
}

/// The entries of `folder`, sorted by path.
fn sorted_entries(folder: &Path) -> std::io::Result<Vec<std::path::PathBuf>> {
    let mut entries = std::fs::read_dir(folder)?
        .map(|entry| entry.map(|e| e.path()))
        .collect::<std::io::Result<Vec<_>>>()?;
    entries.sort();
    Ok(entries)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn erratum(name: &str, data: &str) -> Erratum {
        let text = format!("title = \"{name}\"\n[data]\n{data}\n");
        Erratum::parse(&text, &Path::new("errata/strategic").join(name)).unwrap()
    }

    #[test]
    fn later_errata_win_and_the_scenario_wins_over_all() {
        let errata = Errata::from_errata([
            erratum("2027-01-01-b.toml", "terrain.forest.cost = 4"),
            erratum("2026-12-01-a.toml", "terrain.forest.cost = 3\nterrain.swamp.cost = 3"),
        ]);
        let data = errata.data("strategic", Edition::Latest);
        assert_eq!(data["terrain"]["forest"]["cost"].as_integer(), Some(4));
        let data = errata.data("strategic", "2026-12-15".parse().unwrap());
        assert_eq!(data["terrain"]["forest"]["cost"].as_integer(), Some(3));

        let mut rules = Some(toml::from_str("[data]\nterrain.swamp.cost = 5\n").unwrap());
        let applied = errata.apply("strategic", &mut rules, Edition::Latest);
        assert_eq!(applied, ["2026-12-01-a", "2027-01-01-b"]);
        let data = &rules.unwrap()["data"]["terrain"];
        assert_eq!(data["swamp"]["cost"].as_integer(), Some(5));
        assert_eq!(data["forest"]["cost"].as_integer(), Some(4));
        assert!(errata.data("civil-war", Edition::Latest).is_empty());
    }

    #[test]
    fn with_and_without_replace_by_id() {
        let a = erratum("2026-12-01-a.toml", "x = 1");
        let errata = Errata::from_errata([a.clone()]);
        assert!(errata.without("strategic", "2026-12-01-a").is_empty());
        assert_eq!(errata.with(a).iter().count(), 1);
    }

    #[test]
    fn a_bad_edition_is_refused_with_what_to_write() {
        let rules: toml::Table = toml::from_str("edition = \"2026-12\"").unwrap();
        let error = Errata::edition_of(Some(&rules), "s.toml").unwrap_err().to_string();
        assert!(error.starts_with("s.toml: rules.edition:"), "{error}");
        assert!(error.contains("\"base\""), "{error}");
    }

    #[test]
    fn a_missing_folder_is_no_errata() {
        assert!(Errata::load(Path::new("/no/such/errata")).unwrap().is_empty());
    }
}
