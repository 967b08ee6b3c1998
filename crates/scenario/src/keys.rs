//! Where the keys a ruleset reads were written: every key under `[rules]` and every key of a
//! `[[units]]` entry, by key path, so a ruleset's complaint about a value can name the file,
//! line and column of it.

use std::collections::BTreeMap;
use std::ops::Bound;

use toml::Spanned;
use toml::de::{DeTable, DeValue};

use crate::error::Position;
use crate::limits::TooLong;
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
///
/// Each key costs its path and twelve bytes: the files' names are held once, so a file of a
/// million keys is recorded in memory proportional to its keys, not to its keys times its
/// name.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct KeyPositions {
    /// Each recorded path and where it was written.
    paths: BTreeMap<String, Spot>,
    /// The names of the files the spots point into, each once.
    files: Vec<String>,
}

/// Where one key was written: an index into [`KeyPositions::files`], a line and a column.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Spot {
    file: u32,
    line: u32,
    column: u32,
}

impl KeyPositions {
    /// Where the key at `path` was written.
    pub fn get(&self, path: &str) -> Option<Position> {
        self.paths.get(path).map(|spot| self.position(*spot))
    }

    /// Where the key at `path` was written or, for a key that is missing, where the nearest
    /// table holding it starts (`units[3]` for a missing `units[3].nationality`).
    pub fn nearest(&self, path: &str) -> Option<Position> {
        let mut path = path;
        loop {
            if let Some(position) = self.get(path) {
                return Some(position);
            }
            let cut = path.rfind(['.', '['])?;
            path = &path[..cut];
        }
    }

    /// Every recorded path and its position.
    pub fn iter(&self) -> impl Iterator<Item = (&str, Position)> {
        self.paths.iter().map(|(k, spot)| (k.as_str(), self.position(*spot)))
    }

    /// The files some recorded key was written in, each once, in the order they were read
    /// (included files first).
    ///
    /// ```
    /// let scenario = umpire_scenario::load_demo();
    /// let files: Vec<&str> = scenario.keys.files().collect();
    /// assert_eq!(files, ["scenarios/maps/demo-map.toml", "scenarios/demo.toml"]);
    /// ```
    pub fn files(&self) -> impl Iterator<Item = &str> {
        self.files.iter().map(String::as_str)
    }

    /// The position a spot points at.
    fn position(&self, spot: Spot) -> Position {
        Position {
            file: self.files.get(spot.file as usize).cloned().unwrap_or_default(),
            line: spot.line as usize,
            column: spot.column as usize,
        }
    }

    /// The index of file `origin` among the files, added if it is new.
    fn file_index(&mut self, origin: &str) -> u32 {
        let index = match self.files.iter().position(|f| f == origin) {
            Some(index) => index,
            None => {
                self.files.push(origin.to_owned());
                self.files.len() - 1
            }
        };
        u32::try_from(index).unwrap_or(u32::MAX)
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
        match DeTable::parse(text) {
            Ok(root) => KeyPositions::of_table(root.get_ref(), text, origin),
            Err(_) => KeyPositions::default(),
        }
    }

    /// As [`KeyPositions::of_text`], after checking that no key or value passes its length
    /// limit (what [`crate::too_long`] finds), on one parse of the text: a reader of a large
    /// file parses it for its positions once, not once for them and once for the limits.
    ///
    /// ```
    /// use umpire_scenario::KeyPositions;
    /// let keys = KeyPositions::of_text_checked("[[units]]\nid = \"a\"\n", "t.toml").unwrap();
    /// assert_eq!(keys.get("units[0].id").map(|p| p.line), Some(2));
    /// let long = format!("[[units]]\nid = \"{}\"\n", "x".repeat(300));
    /// let refused = KeyPositions::of_text_checked(&long, "t.toml").unwrap_err();
    /// assert_eq!(refused.key, "units[0].id");
    /// ```
    ///
    /// # Errors
    /// The first key or value past its limit. A text that is not TOML has no positions and
    /// no error: the reader's own parse says why.
    pub fn of_text_checked(text: &str, origin: &str) -> Result<KeyPositions, TooLong> {
        let Ok(root) = DeTable::parse(text) else { return Ok(KeyPositions::default()) };
        if let Some(long) = crate::limits::too_long_in(root.get_ref()) {
            return Err(long);
        }
        Ok(KeyPositions::of_table(root.get_ref(), text, origin))
    }

    /// The positions of every key of the parsed `root` of `text`, in file `origin`.
    fn of_table(root: &DeTable<'_>, text: &str, origin: &str) -> KeyPositions {
        let mut keys = KeyPositions::default();
        let lines = Lines::of(text);
        let file = keys.file_index(origin);
        let mut at = |offset: usize| lines.spot(text, file, offset);
        for (key, value) in root {
            let path = key.get_ref().to_string();
            let key_at = at(key.span().start);
            keys.record_value(&path, key_at, false, value, &mut at);
        }
        keys
    }

    /// Where the key at `path` was written in one TOML `text` (no includes), or for a key that
    /// is missing where the nearest table holding it starts, in file `origin`: what
    /// `KeyPositions::of_text(text, origin).nearest(path)` gives, without recording every
    /// other key (for one message about a file too large to keep them all).
    ///
    /// ```
    /// use umpire_scenario::KeyPositions;
    /// let text = "name = \"t\"\n[[units]]\nid = \"a\"\nat = [1, 2]\n";
    /// let at = KeyPositions::nearest_in_text(text, "t.toml", "units[0].side");
    /// assert_eq!(at.map(|p| (p.line, p.column)), Some((2, 1)));
    /// ```
    pub fn nearest_in_text(text: &str, origin: &str, path: &str) -> Option<Position> {
        let root = DeTable::parse(text).ok()?;
        let mut steps = path_steps(path).into_iter();
        let first = steps.next()?;
        let (key, mut value) = root.get_ref().iter().find(|(k, _)| k.get_ref() == first)?;
        let mut offset = key.span().start;
        for step in steps {
            let inner = match (value.get_ref(), step.parse::<usize>()) {
                (DeValue::Array(items), Ok(index)) => {
                    items.get(index).map(|item| (item.span().start, item))
                }
                (DeValue::Table(table), _) => table
                    .iter()
                    .find(|(k, _)| k.get_ref() == step)
                    .map(|(k, v)| (k.span().start, v)),
                _ => None,
            };
            let Some((at, next)) = inner else { break };
            (offset, value) = (at, next);
        }
        let (line, column) = crate::source::line_column(text, offset);
        Some(Position { file: origin.to_owned(), line, column })
    }

    /// Records the keys of the files in `order` (the merge order).
    pub(crate) fn record(sources: &Sources, order: &[FileId]) -> KeyPositions {
        let mut keys = KeyPositions::default();
        let mut units = 0;
        for &file in order {
            let Some(source) = sources.get(file) else { continue };
            let Ok(root) = DeTable::parse(&source.text) else { continue };
            let lines = Lines::of(&source.text);
            let index = keys.file_index(&source.origin);
            let mut at = |offset: usize| lines.spot(&source.text, index, offset);
            for (key, value) in root.get_ref() {
                match key.get_ref().as_ref() {
                    "rules" => keys.walk("rules", value, &mut at),
                    // The legend, for a message about a terrain it names (a ruleset's chart
                    // that does not price it): `map.terrain.legend.<code>`.
                    "map" => {
                        if let Some(legend) =
                            child(value, "terrain").and_then(|t| child(t, "legend"))
                        {
                            keys.walk("map.terrain.legend", legend, &mut at);
                        }
                    }
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

    /// Records `value` at `path` and everything inside it, at the value's own position.
    fn walk(
        &mut self,
        path: &str,
        value: &Spanned<DeValue<'_>>,
        at: &mut impl FnMut(usize) -> Spot,
    ) {
        let replaces = self.paths.contains_key(path);
        let position = at(value.span().start);
        self.record_value(path, position, replaces, value, at);
    }

    /// Records `path` at `position` and everything inside `value`. `replaces`: an earlier file
    /// wrote `path`, and a value that is not a table replaces it, children included (tables
    /// merge key by key, as the loader merges `[rules]`); within one text no key is written
    /// twice, so nothing is looked for.
    fn record_value(
        &mut self,
        path: &str,
        position: Spot,
        replaces: bool,
        value: &Spanned<DeValue<'_>>,
        at: &mut impl FnMut(usize) -> Spot,
    ) {
        if replaces && !matches!(value.get_ref(), DeValue::Table(_)) {
            self.remove_under(&format!("{path}."));
            self.remove_under(&format!("{path}["));
        }
        self.paths.insert(path.to_owned(), position);
        match value.get_ref() {
            DeValue::Table(table) => {
                for (key, inner) in table {
                    let child = format!("{path}.{}", key.get_ref());
                    let replaces = self.paths.contains_key(&child);
                    let key_at = at(key.span().start);
                    self.record_value(&child, key_at, replaces, inner, at);
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

    /// Forgets every path that starts with `prefix`: they sort together, so only those are
    /// visited.
    fn remove_under(&mut self, prefix: &str) {
        let under: Vec<String> = self
            .paths
            .range::<str, _>((Bound::Included(prefix), Bound::Unbounded))
            .map(|(k, _)| k)
            .take_while(|k| k.starts_with(prefix))
            .cloned()
            .collect();
        for key in under {
            self.paths.remove(&key);
        }
    }
}

/// The value of key `name` in table `value`, if it is a table that has one.
fn child<'v, 't>(value: &'v Spanned<DeValue<'t>>, name: &str) -> Option<&'v Spanned<DeValue<'t>>> {
    match value.get_ref() {
        DeValue::Table(table) => table.iter().find(|(k, _)| k.get_ref() == name).map(|(_, v)| v),
        _ => None,
    }
}

/// The keys and indexes of a key path: `table.areas[2].points` is `table`, `areas`, `2`,
/// `points`.
fn path_steps(path: &str) -> Vec<&str> {
    path.split('.').flat_map(|part| part.split(['[', ']'])).filter(|s| !s.is_empty()).collect()
}

/// Where a text's lines start and where its multi-byte characters are, so that the line and
/// column of any byte take a binary search rather than a walk from the start of the text (a
/// scenario of many keys is read in time proportional to its size).
struct Lines {
    /// The byte offset of each line's start: 0, then one past each newline.
    starts: Vec<usize>,
    /// The byte offset of each UTF-8 continuation byte (the second and later bytes of a
    /// character), in order.
    continuations: Vec<usize>,
}

impl Lines {
    /// The line starts and continuation bytes of `text`.
    fn of(text: &str) -> Lines {
        let mut starts = vec![0];
        let mut continuations = Vec::new();
        for (i, b) in text.bytes().enumerate() {
            if b == b'\n' {
                starts.push(i + 1);
            } else if b & 0xC0 == 0x80 {
                continuations.push(i);
            }
        }
        Lines { starts, continuations }
    }

    /// The 1-based line and column (in characters) of byte `offset` of `text` (the text these
    /// lines were read from), as [`crate::line_column`] gives them.
    fn line_column(&self, text: &str, offset: usize) -> (usize, usize) {
        let mut offset = offset.min(text.len());
        while offset > 0 && !text.is_char_boundary(offset) {
            offset -= 1;
        }
        let line = self.starts.partition_point(|&start| start <= offset);
        let start = self.starts.get(line.wrapping_sub(1)).copied().unwrap_or(0);
        let inner = |at: usize| self.continuations.partition_point(|&c| c < at);
        let characters = offset - start - (inner(offset) - inner(start));
        (line, characters + 1)
    }

    /// Where byte `offset` of `text` lies, in the file numbered `file`. (A file holds at most
    /// 16 MiB, so its lines and columns fit in 32 bits.)
    fn spot(&self, text: &str, file: u32, offset: usize) -> Spot {
        let (line, column) = self.line_column(text, offset);
        let narrow = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
        Spot { file, line: narrow(line), column: narrow(column) }
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
        let steps = keys.get("units[0].steps").map(|p| (p.file, p.line));
        assert_eq!(steps, Some(("map.toml".to_owned(), 13)));
        assert_eq!(
            keys.get("units[1].movement").map(|p| (p.file, p.line)),
            Some(("main.toml".to_owned(), 6))
        );
        // A key only the included file writes keeps its place there.
        assert_eq!(keys.get("rules.phase").map(|p| p.file), Some("map.toml".to_owned()));
        // A list the including file replaces points there, and the old entries are gone.
        assert_eq!(
            keys.get("rules.convoys[0].id").map(|p| (p.file, p.line)),
            Some(("main.toml".to_owned(), 8))
        );
        assert_eq!(keys.get("rules.convoys[1].id"), None);
        // A missing key points at the table it belongs in.
        assert_eq!(
            keys.nearest("units[1].nationality").map(|p| (p.file, p.line)),
            Some(("main.toml".to_owned(), 2))
        );
    }

    #[test]
    fn lines_give_the_same_line_and_column_as_a_walk_from_the_start() {
        for text in ["", "ab\ncdé\nfg", "é\n\nxé€y\n", "a\n"] {
            let lines = super::Lines::of(text);
            for offset in 0..text.len() + 3 {
                let walked = crate::source::line_column(text, offset);
                assert_eq!(lines.line_column(text, offset), walked, "{text:?} at {offset}");
            }
        }
    }

    #[test]
    fn one_key_is_found_where_all_keys_would_put_it() {
        let text = "name = \"t\"\n[table]\nwidth = 10\n[[table.areas]]\nkind = \"woods\"\npoints = [[1, 2], [3, 4]]\n[[units]]\nid = \"a\"\nfire = { AT = 8 }\n[rules.odds]\ndie = 6\n";
        let all = super::KeyPositions::of_text(text, "t.toml");
        let paths = [
            "name",
            "table",
            "table.width",
            "table.areas",
            "table.areas[0]",
            "table.areas[0].points",
            "table.areas[0].points[1]",
            "table.areas[0].points[1][0]",
            "table.areas[0].points[7]",
            "table.areas[0].colour",
            "table.areas[3].kind",
            "units[0].fire.AT",
            "units[0].fire.HE",
            "units[0].side",
            "rules.odds.die",
            "rules.odds[0]",
            "nothing.here",
        ];
        for path in paths {
            let one = super::KeyPositions::nearest_in_text(text, "t.toml", path);
            assert_eq!(one, all.nearest(path), "{path}");
        }
    }
}
