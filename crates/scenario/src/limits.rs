//! The length limits of ids, names and paths in the files umpire reads.
//!
//! Every key of a file is a name, and so is every string value of a key that names something
//! ([`NAME_KEYS`]: `id`, `unit`, `at`, `path`, `touches`…); both hold at most
//! [`MAX_NAME_CHARS`] characters. A path a file names ([`PATH_KEYS`]: `include`, `scenario`)
//! holds at most [`MAX_PATH_CHARS`]. Text meant to be read (`title`, `summary`, `note`, a
//! map's terrain `rows`) has no limit but the file's. The limits are our choice, not any
//! ruleset's; the readers (scenario, table, orders file, erratum) refuse a longer value at its
//! key, before anything compares or prints it.

use toml::Spanned;
use toml::de::{DeTable, DeValue};

pub use umpire_map::{MAX_NAME_CHARS, MAX_PATH_CHARS};

/// The keys whose string values (or the strings of whose arrays) are ids or names, bounded by
/// [`MAX_NAME_CHARS`].
pub const NAME_KEYS: [&str; 33] = [
    "id",
    "at",
    "side",
    "unit",
    "units",
    "hex",
    "hexes",
    "kind",
    "kinds",
    "label",
    "path",
    "between",
    "features",
    "touches",
    "class",
    "weapon",
    "group",
    "target",
    "to",
    "from",
    "terrain",
    "convoys",
    "adjacent_boxes",
    "edge_hexes",
    "nationality",
    "faction",
    "unit_type",
    "owner",
    "marker",
    "transport",
    "rail_destination",
    "voyage_destination",
    "land_in",
];

/// The keys whose string values are paths, bounded by [`MAX_PATH_CHARS`].
pub const PATH_KEYS: [&str; 2] = ["include", "scenario"];

/// A key or value past its length limit.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{what} of at most {limit} characters (umpire's limit), found one longer")]
pub struct TooLong {
    /// The byte offset of the key or value in the text.
    pub offset: usize,
    /// Its key path (`phases[0].orders[1].path[3]`).
    pub key: String,
    /// What it is: `a key`, `an id or name`, `a path`.
    pub what: &'static str,
    /// The limit it passes, in characters.
    pub limit: usize,
}

/// The first key or value of TOML `text` past its length limit; `None` when there is none, or
/// when `text` is no TOML (the reader's own parse says why). Linear in the text.
///
/// ```
/// let long = "x".repeat(300);
/// let found = umpire_scenario::too_long(&format!("[[units]]\nid = \"{long}\"\n")).unwrap();
/// assert_eq!((found.key.as_str(), found.limit), ("units[0].id", 256));
/// assert!(umpire_scenario::too_long(&format!("title = \"{long}\"")).is_none());
/// ```
pub fn too_long(text: &str) -> Option<TooLong> {
    let tree = DeTable::parse(text).ok()?;
    too_long_in(tree.get_ref())
}

/// [`too_long`] over a parsed table.
pub(crate) fn too_long_in(table: &DeTable<'_>) -> Option<TooLong> {
    table_too_long(table, "")
}

fn longer(text: &str, limit: usize) -> bool {
    text.chars().take(limit + 1).count() > limit
}

fn table_too_long(table: &DeTable<'_>, path: &str) -> Option<TooLong> {
    for (key, value) in table.iter() {
        let name = key.get_ref();
        if longer(name, MAX_NAME_CHARS) {
            return Some(TooLong {
                offset: key.span().start,
                key: path.to_owned(),
                what: "a key",
                limit: MAX_NAME_CHARS,
            });
        }
        let here = crate::key_path::join_key(path, name);
        let limit = if PATH_KEYS.contains(&name.as_ref()) {
            Some((MAX_PATH_CHARS, "a path"))
        } else if NAME_KEYS.contains(&name.as_ref()) {
            Some((MAX_NAME_CHARS, "an id or name"))
        } else {
            None
        };
        if let Some(found) = value_too_long(value, &here, limit) {
            return Some(found);
        }
    }
    None
}

fn value_too_long(
    value: &Spanned<DeValue<'_>>,
    path: &str,
    limit: Option<(usize, &'static str)>,
) -> Option<TooLong> {
    match value.get_ref() {
        DeValue::String(text) => {
            let (limit, what) = limit?;
            longer(text, limit).then(|| TooLong {
                offset: value.span().start,
                key: path.to_owned(),
                what,
                limit,
            })
        }
        DeValue::Array(items) => items
            .iter()
            .enumerate()
            .find_map(|(i, item)| value_too_long(item, &format!("{path}[{i}]"), limit)),
        DeValue::Table(table) => table_too_long(table, path),
        _ => None,
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn names_keys_and_paths_past_their_limits_are_found_at_their_keys() {
        let name = "x".repeat(MAX_NAME_CHARS + 1);
        let text = format!("[[phases]]\n[[phases.orders]]\npath = [\"0101\", \"{name}\"]\n");
        let found = too_long(&text).unwrap();
        assert_eq!(found.key, "phases[0].orders[0].path[1]");
        assert_eq!(&text[found.offset..found.offset + 2], "\"x");
        let found = too_long(&format!("[weather]\n{name} = \"clear\"\n")).unwrap();
        assert_eq!((found.key.as_str(), found.what), ("weather", "a key"));
        let path = "a/".repeat(MAX_PATH_CHARS);
        let found = too_long(&format!("scenario = \"{path}\"\n")).unwrap();
        assert_eq!((found.key.as_str(), found.limit), ("scenario", MAX_PATH_CHARS));
    }

    #[test]
    fn names_at_their_limits_and_long_text_pass() {
        let name = "é".repeat(MAX_NAME_CHARS);
        assert_eq!(too_long(&format!("id = \"{name}\"\nunit = \"{name}\"")), None);
        let long = "word ".repeat(10_000);
        assert_eq!(too_long(&format!("summary = \"{long}\"\nrows = [\"{long}\"]")), None);
        assert_eq!(too_long("not = toml = at all"), None);
    }
}
