//! Where the keys a ruleset reads were written: every key under `[rules]` and every key of a
//! `[[units]]` entry, by key path, so a ruleset's complaint about a value can name the file,
//! line and column of it.

use std::collections::BTreeMap;

use toml::Spanned;
use toml::de::{DeTable, DeValue};

use crate::error::Position;
use crate::source::{FileId, Sources};

/// The positions of a scenario's `[rules]` keys and units' keys, by key path:
/// `rules.convoys[0].zone`, `units[3].nationality` (units numbered as the scenario lists them,
/// included files first). A path written in several files has the position of the one that
/// counts (the including file's).
///
/// ```
/// let scenario = umpire_scenario::load_demo();
/// let at = scenario.keys.get("units[0].movement").unwrap();
/// assert_eq!((at.file.as_str(), at.line), ("scenarios/demo.toml", 16));
/// assert_eq!(scenario.keys.nearest("units[0].nationality").map(|p| p.line), Some(10));
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct KeyPositions(BTreeMap<String, Position>);

impl KeyPositions {
    /// Where the key at `path` was written.
    pub fn get(&self, path: &str) -> Option<&Position> {
        self.0.get(path)
    }

    /// Where the key at `path` was written or, for a key that is missing, where the nearest
    /// table holding it starts (`units[3]` for a missing `units[3].nationality`).
    pub fn nearest(&self, path: &str) -> Option<&Position> {
        let mut path = path;
        loop {
            if let Some(position) = self.0.get(path) {
                return Some(position);
            }
            let cut = path.rfind(['.', '['])?;
            path = &path[..cut];
        }
    }

    /// Every recorded path and its position.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &Position)> {
        self.0.iter().map(|(k, v)| (k.as_str(), v))
    }

    /// The positions of every key of one TOML `text` (no includes), by key path
    /// (`table.areas[2].points`, `units[0].at`), each in file `origin`. A text that is not
    /// TOML has none.
    ///
    /// ```
    /// use umpire_scenario::KeyPositions;
    /// let keys = KeyPositions::of_text("name = \"t\"\n[[units]]\nid = \"a\"\nat = [1, 2]\n", "t.toml");
    /// assert_eq!(keys.get("units[0].at").map(|p| (p.line, p.column)), Some((4, 1)));
    /// ```
    pub fn of_text(text: &str, origin: &str) -> KeyPositions {
        let mut keys = KeyPositions::default();
        let Ok(root) = DeTable::parse(text) else { return keys };
        let mut at = |offset: usize| {
            let (line, column) = crate::source::line_column(text, offset);
            Position { file: origin.to_owned(), line, column }
        };
        for (key, value) in root.get_ref() {
            let path = key.get_ref().to_string();
            keys.0.insert(path.clone(), at(key.span().start));
            keys.walk_inner(&path, value, &mut at);
        }
        keys
    }

    /// Records the keys of the files in `order` (the merge order).
    pub(crate) fn record(sources: &Sources, order: &[FileId]) -> KeyPositions {
        let mut keys = KeyPositions::default();
        let mut units = 0;
        for &file in order {
            let Some(source) = sources.get(file) else { continue };
            let Ok(root) = DeTable::parse(&source.text) else { continue };
            let mut at = |offset: usize| sources.position(file, offset);
            for (key, value) in root.get_ref() {
                match key.get_ref().as_ref() {
                    "rules" => keys.walk("rules", value, &mut at),
                    "units" => {
                        let Some(array) = value.get_ref().as_array() else { continue };
                        for unit in array {
                            keys.walk(&format!("units[{units}]"), unit, &mut at);
                            units += 1;
                        }
                    }
                    _ => {}
                }
            }
        }
        keys
    }

    /// Records `value` at `path` and everything inside it.
    fn walk(
        &mut self,
        path: &str,
        value: &Spanned<DeValue<'_>>,
        at: &mut impl FnMut(usize) -> Position,
    ) {
        // A later file's value replaces the earlier one's, children included; tables merge key
        // by key, as the loader merges `[rules]`.
        if !matches!(value.get_ref(), DeValue::Table(_)) {
            let prefix = (format!("{path}."), format!("{path}["));
            self.0.retain(|k, _| !k.starts_with(&prefix.0) && !k.starts_with(&prefix.1));
        }
        self.0.insert(path.to_owned(), at(value.span().start));
        match value.get_ref() {
            DeValue::Table(table) => {
                for (key, inner) in table {
                    let child = format!("{path}.{}", key.get_ref());
                    self.0.insert(child.clone(), at(key.span().start));
                    self.walk_inner(&child, inner, at);
                }
            }
            DeValue::Array(items) => {
                for (index, item) in items.iter().enumerate() {
                    self.walk(&format!("{path}[{index}]"), item, at);
                }
            }
            _ => {}
        }
    }

    /// As [`KeyPositions::walk`], keeping the key's own position for `path`.
    fn walk_inner(
        &mut self,
        path: &str,
        value: &Spanned<DeValue<'_>>,
        at: &mut impl FnMut(usize) -> Position,
    ) {
        let key = self.0.get(path).cloned();
        self.walk(path, value, at);
        if let Some(key) = key {
            self.0.insert(path.to_owned(), key);
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::load_str_with;

    const MAP: &str = "name = \"m\"\n[map]\nlayout = \"odd-q\"\ncolumns = [1, 2]\nrows = [1, 2]\n[map.terrain]\nlegend = { \".\" = \"clear\" }\nrows = [\". .\", \". .\"]\n[[units]]\nid = \"a\"\nside = \"x\"\nat = \"0101\"\nsteps = 2\n[rules]\nphase = \"reserve\"\nconvoys = [{ id = \"c1\" }, { id = \"c2\" }]\n";

    fn load(main: &str) -> crate::Scenario {
        let read = |_: &str| Ok(MAP.to_owned());
        load_str_with(main, "main.toml", &read).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn keys_point_at_the_file_that_counts() {
        let main = "include = [\"map.toml\"]\n[[units]]\nid = \"b\"\nside = \"y\"\nat = \"0202\"\nmovement = 3\n[rules]\nconvoys = [{ id = \"only\" }]\n";
        let scenario = load(main);
        let keys = &scenario.keys;
        // Units: included first, numbered across files.
        let steps = keys.get("units[0].steps").map(|p| (p.file.as_str(), p.line));
        assert_eq!(steps, Some(("map.toml", 13)));
        assert_eq!(
            keys.get("units[1].movement").map(|p| (p.file.as_str(), p.line)),
            Some(("main.toml", 6))
        );
        // A key only the included file writes keeps its place there.
        assert_eq!(keys.get("rules.phase").map(|p| p.file.as_str()), Some("map.toml"));
        // A list the including file replaces points there, and the old entries are gone.
        assert_eq!(
            keys.get("rules.convoys[0].id").map(|p| (p.file.as_str(), p.line)),
            Some(("main.toml", 8))
        );
        assert_eq!(keys.get("rules.convoys[1].id"), None);
        // A missing key points at the table it belongs in.
        assert_eq!(
            keys.nearest("units[1].nationality").map(|p| (p.file.as_str(), p.line)),
            Some(("main.toml", 2))
        );
    }
}
