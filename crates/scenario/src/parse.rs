//! Reading one file: TOML syntax, then serde into [`RawFile`], with every error located and
//! given the key path of the value it is about.

use serde::Deserialize;
use toml::Spanned;
use toml::de::{DeTable, DeValue};

use crate::error::{ErrorKind, ScenarioError};
use crate::raw::RawFile;
use crate::source::{FileId, Sources};

/// Reads file `file` of `sources` into a [`RawFile`].
pub(crate) fn parse_file(sources: &Sources, file: FileId) -> Result<RawFile, ScenarioError> {
    let text = sources.get(file).map_or("", |s| s.text.as_str());
    let tree = DeTable::parse(text).map_err(|e| {
        let start = e.span().map_or(0, |s| s.start);
        sources.error(
            file,
            start..start,
            "",
            ErrorKind::Syntax { message: e.message().trim().to_owned() },
        )
    })?;
    if let Some(long) = crate::limits::too_long_in(tree.get_ref()) {
        let at = long.offset..long.offset;
        return Err(sources.error(
            file,
            at,
            long.key.clone(),
            ErrorKind::Invalid { message: long.to_string() },
        ));
    }
    RawFile::deserialize(toml::de::Deserializer::from(tree)).map_err(|e| {
        let start = e.span().map_or(0, |s| s.start);
        // Parsed once already, so this parse succeeds; it is only needed on this cold path.
        let key = DeTable::parse(text).map(|t| key_path_at(&t, start)).unwrap_or_default();
        sources.error(file, start..start, key, serde_kind(e.message()))
    })
}

/// The error kind for serde's message: unknown keys get a suggestion; type names are put in
/// words a scenario author knows.
fn serde_kind(message: &str) -> ErrorKind {
    if let Some(rest) = message.strip_prefix("unknown field `")
        && let Some((name, expected)) = rest.split_once('`')
    {
        let known = backticked(expected);
        return ErrorKind::unknown("key", name, known);
    }
    let mut message = message.trim().to_owned();
    for (from, to) in [
        ("expected i64", "expected an integer"),
        ("expected a sequence", "expected an array"),
        ("expected a map", "expected a table"),
        ("invalid type: map", "invalid type: table"),
        ("invalid type: sequence", "invalid type: array"),
    ] {
        message = message.replace(from, to);
    }
    if let Some(at) = message.find("expected struct Raw") {
        message.replace_range(at.., "expected a table");
    }
    ErrorKind::Invalid { message }
}

/// The names between backticks in `text`.
fn backticked(text: &str) -> Vec<String> {
    text.split('`').skip(1).step_by(2).map(str::to_owned).collect()
}

/// The key path of the deepest key or value of `root` containing byte `offset`, e.g.
/// `map.roads[2].hexes[3]`.
pub(crate) fn key_path_at(root: &Spanned<DeTable<'_>>, offset: usize) -> String {
    let mut path = String::new();
    if let Some(segments) = find_in_table(root.get_ref(), offset) {
        for segment in segments {
            match segment {
                Segment::Key(key) => crate::key_path::push_key(&mut path, &key),
                Segment::Index(i) => path.push_str(&format!("[{i}]")),
            }
        }
    }
    path
}

enum Segment {
    Key(String),
    Index(usize),
}

fn contains(span: &core::ops::Range<usize>, offset: usize) -> bool {
    span.contains(&offset) || (span.is_empty() && span.start == offset)
}

fn find_in_table(table: &DeTable<'_>, offset: usize) -> Option<Vec<Segment>> {
    for (key, value) in table.iter() {
        if contains(&key.span(), offset) {
            return Some(vec![Segment::Key(key.get_ref().to_string())]);
        }
        if let Some(mut rest) = find_in_value(value, offset) {
            rest.insert(0, Segment::Key(key.get_ref().to_string()));
            return Some(rest);
        }
    }
    None
}

fn find_in_value(value: &Spanned<DeValue<'_>>, offset: usize) -> Option<Vec<Segment>> {
    let inner = match value.get_ref() {
        DeValue::Table(table) => find_in_table(table, offset),
        DeValue::Array(array) => array.iter().enumerate().find_map(|(i, item)| {
            find_in_value(item, offset).map(|mut rest| {
                rest.insert(0, Segment::Index(i));
                rest
            })
        }),
        _ => None,
    };
    inner.or_else(|| contains(&value.span(), offset).then(Vec::new))
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;

    fn path(text: &str, needle: &str) -> String {
        let tree = DeTable::parse(text).unwrap();
        key_path_at(&tree, text.find(needle).unwrap())
    }

    #[test]
    fn key_paths_name_tables_arrays_and_keys() {
        let text = "name = 'x'\n[map]\ncolumns = [1, 'a']\n[[map.roads]]\nhexes = ['a']\n\
                    [[map.roads]]\nhexes = ['b', 'c']\n[map.terrain.overrides]\n\"e.1\" = 'q'\n";
        assert_eq!(path(text, "'a']"), "map.columns[1]");
        assert_eq!(path(text, "'c'"), "map.roads[1].hexes[1]");
        assert_eq!(path(text, "'q'"), "map.terrain.overrides.\"e.1\"");
        assert_eq!(path(text, "name"), "name");
    }

    #[test]
    fn serde_messages_are_put_in_plain_words() {
        let kind = serde_kind("invalid type: string \"a\", expected i64");
        assert_eq!(kind.to_string(), "invalid type: string \"a\", expected an integer");
        let kind = serde_kind("invalid type: integer `3`, expected struct RawMap");
        assert_eq!(kind.to_string(), "invalid type: integer `3`, expected a table");
        let kind = serde_kind("unknown field `colums`, expected one of `layout`, `columns`");
        assert_eq!(
            kind.to_string(),
            "unknown key \"colums\" — did you mean \"columns\"? (known: layout, columns)"
        );
    }
}
