//! What can be wrong with a scenario, and where.

use umpire_hex::NumberingError;
pub use umpire_map::Position;

use crate::read_error::ReadError;

/// A scenario that cannot be loaded: where ([`Position`]), which key (`map.roads[2].hexes[3]`)
/// and what is wrong ([`ErrorKind`]).
///
/// Its message is meant for the scenario's author, shown as-is:
///
/// ```text
/// scenarios/demo.toml:14:9: map.terrain.overrides.e3707: unknown terrain "swmap" — did you mean "swamp"? (known: clear, forest, swamp, …)
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{at}: {}{kind}", key_prefix(.key))]
pub struct ScenarioError {
    /// The file, line and column of the offending value (or key, or table).
    pub at: Position,
    /// The key path of the offending value, e.g. `map.terrain.overrides.e3707` or
    /// `map.roads[2].hexes[3]` (array indices count from 0 within the file named in `at`);
    /// empty for problems with the file as a whole (syntax errors, unreadable files).
    pub key: String,
    /// What is wrong.
    pub kind: Box<ErrorKind>,
}

fn key_prefix(key: &str) -> String {
    if key.is_empty() { String::new() } else { format!("{key}: ") }
}

impl ScenarioError {
    /// An error at `at` about the value at `key`.
    pub(crate) fn new(at: Position, key: impl Into<String>, kind: ErrorKind) -> Self {
        Self { at, key: key.into(), kind: Box::new(kind) }
    }

    /// The file the problem is in.
    pub fn file(&self) -> &str {
        &self.at.file
    }

    /// The line of the problem, from 1 (0 when the whole file is meant).
    pub fn line(&self) -> usize {
        self.at.line
    }

    /// The column of the problem in characters, from 1 (0 when the whole file is meant); in
    /// bytes for [`ErrorKind::NotUtf8`].
    pub fn column(&self) -> usize {
        self.at.column
    }

    /// The key path of the offending value (empty for whole-file problems).
    pub fn key(&self) -> &str {
        &self.key
    }

    /// What is wrong.
    pub fn kind(&self) -> &ErrorKind {
        &self.kind
    }

    /// The known name nearest to a misspelt one, when there is one close enough.
    pub fn suggestion(&self) -> Option<&str> {
        match &*self.kind {
            ErrorKind::Unknown { suggestion, .. } | ErrorKind::NotAPlace { suggestion, .. } => {
                suggestion.as_deref()
            }
            _ => None,
        }
    }
}

/// What is wrong with a scenario. Every message says what was found and what is expected.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ErrorKind {
    /// The file could not be read.
    #[error("cannot read this file: {reason}")]
    Unreadable {
        /// The operating system's reason.
        reason: String,
    },
    /// A file (the scenario, or an included file, named at the include) that is a folder, a
    /// FIFO, a device or a socket: refused without being opened for reading.
    #[error("{} is {what}, not a regular file: only regular files are read", subject(.name))]
    NotARegularFile {
        /// The included file as resolved, or `None` for the scenario file itself.
        name: Option<String>,
        /// What it is: `a folder`, `a FIFO (named pipe)`, `a character device`, …
        what: String,
    },
    /// A file (the scenario, or an included file, named at the include) of more than
    /// [`crate::MAX_FILE_BYTES`] bytes.
    #[error("{} is {}", subject(.name), crate::read_error::too_large(*.limit))]
    TooLarge {
        /// The included file as resolved, or `None` for the scenario file itself.
        name: Option<String>,
        /// The most bytes a file may hold ([`crate::MAX_FILE_BYTES`]).
        limit: u64,
    },
    /// A file that is not UTF-8 text, located at its first bad byte: the error's line, and its
    /// column in bytes (as `byte` says).
    #[error("the file is not UTF-8 text (byte {byte:#04x} at line {line}, byte {column})")]
    NotUtf8 {
        /// The first byte that is not part of a UTF-8 character.
        byte: u8,
        /// Its line, from 1.
        line: usize,
        /// Its column in bytes from the start of the line, from 1.
        column: usize,
        /// Its offset in the file, in bytes from 0.
        offset: usize,
    },
    /// An include written as an absolute path.
    #[error(
        "include {name:?} is an absolute path: an include is a path relative to the folder of \
         the file that includes it"
    )]
    AbsoluteInclude {
        /// The include entry as written.
        name: String,
    },
    /// An include whose name ends with a path separator (`"map.toml/"`): it names a folder, not
    /// a file, even where the system would open the file it spells.
    #[error(
        "include {name:?} ends with {slash:?}, so it names a folder: an include names a file \
         (write {file:?})"
    )]
    IncludeEndsWithSlash {
        /// The include entry as written.
        name: String,
        /// The separator it ends with.
        slash: char,
        /// The name without it.
        file: String,
    },
    /// An include that resolves (through `..` or a symbolic link) outside the folder includes
    /// are confined to.
    #[error(
        "{name:?} lies outside {root}, the folder this scenario's includes are confined to \
         (by default the scenario file's own folder; --root DIR names a wider one)"
    )]
    IncludeOutsideRoot {
        /// The include as resolved (relative to the first file's folder, joined to it).
        name: String,
        /// The folder includes are confined to, as given.
        root: String,
    },
    /// An included file that is not a scenario fragment (its top level holds keys a scenario
    /// does not, or values of the wrong kind). Nothing of its text is quoted: the error names
    /// the file, the line and the key path only.
    #[error(
        "this included file is not a scenario fragment: {why} (a scenario's top level holds \
         only name, include, map, units and rules; nothing more of the file is shown)"
    )]
    NotAFragment {
        /// What is wrong with its shape, e.g. `a key a scenario does not have`.
        why: String,
    },
    /// The folder includes were to be confined to cannot be used.
    #[error("cannot confine includes to {root}: {reason}")]
    BadRoot {
        /// The folder as given.
        root: String,
        /// Why not.
        reason: String,
    },
    /// The text is not valid TOML.
    #[error("TOML syntax error: {message}")]
    Syntax {
        /// The TOML parser's description.
        message: String,
    },
    /// A value of the wrong type or out of range (e.g. `invalid type: string "a", expected an
    /// integer`).
    #[error("{message}")]
    Invalid {
        /// What was found and what was expected.
        message: String,
    },
    /// A required key is missing.
    #[error("missing: expected {expected}")]
    Missing {
        /// What should be written, e.g. `the first and last printed column, e.g. columns = [1, 12]`.
        expected: String,
    },
    /// A name that is not one of the known ones: a key, layout, digit order, route kind,
    /// direction, hexside feature, terrain, terrain code or box.
    #[error("unknown {what} {name:?}{}{}", did_you_mean(.suggestion), known_list(.known))]
    Unknown {
        /// What kind of name, e.g. `terrain`, `hexside feature`, `key`.
        what: String,
        /// The name as written.
        name: String,
        /// The nearest known name, if one is close.
        suggestion: Option<String>,
        /// The known names (the message lists the first dozen).
        known: Vec<String>,
    },
    /// A malformed or off-map hex id.
    #[error("{0}")]
    Hex(NumberingError),
    /// A unit's `at` that is neither a box id nor a hex id.
    #[error(
        "{text:?} is neither a box nor a hex id{}{}; as a hex id: {hex}",
        did_you_mean(.suggestion), known_boxes(.known)
    )]
    NotAPlace {
        /// The text as written.
        text: String,
        /// Why it is not a hex id.
        hex: NumberingError,
        /// The nearest box id, if one is close.
        suggestion: Option<String>,
        /// The map's box ids.
        known: Vec<String>,
    },
    /// The terrain has more or fewer rows than the map.
    #[error(
        "the terrain has {found} rows but the map has {expected} (printed rows {first}-{last}): \
         write one string per printed row, top to bottom"
    )]
    RowCount {
        /// Terrain rows written.
        found: usize,
        /// Printed rows on the map.
        expected: usize,
        /// The first printed row.
        first: i32,
        /// The last printed row.
        last: i32,
    },
    /// A terrain row with more or fewer codes than the map has columns.
    #[error(
        "printed row {row} has {found} terrain codes but the map has {expected} columns \
         ({first}-{last}): write one code per column, separated by spaces"
    )]
    RowLength {
        /// The printed row number.
        row: i32,
        /// Codes written.
        found: usize,
        /// Printed columns on the map.
        expected: usize,
        /// The first printed column.
        first: i32,
        /// The last printed column.
        last: i32,
    },
    /// A name or hex given twice where each must be given once.
    #[error("{what} {name:?} is given twice (first at {first})")]
    Duplicate {
        /// What is duplicated, e.g. `place name`, `hex`, `box id`.
        what: String,
        /// The duplicated name or hex id.
        name: String,
        /// Where it was first given.
        first: Position,
    },
    /// A hexside named by two hexes that do not touch.
    #[error("{}", not_adjacent(.a, .b, *.distance))]
    NotAdjacent {
        /// The first hex id.
        a: String,
        /// The second hex id.
        b: String,
        /// How many hexes apart they are.
        distance: u32,
    },
    /// A road or rail whose consecutive hexes do not touch.
    #[error("{}", route_jump(.kind, .from, .to, *.distance))]
    RouteJump {
        /// `road` or `rail`.
        kind: String,
        /// The hex id before the jump.
        from: String,
        /// The hex id after it.
        to: String,
        /// How many hexes apart they are.
        distance: u32,
    },
    /// Files that include each other.
    #[error("include cycle: {}", .chain.join(" → "))]
    IncludeCycle {
        /// The files of the cycle, ending with the one included again.
        chain: Vec<String>,
    },
    /// An included file that could not be read.
    #[error("cannot read included file {name:?}: {reason}")]
    IncludeUnreadable {
        /// The include entry as resolved (relative to the first file's folder).
        name: String,
        /// The reason.
        reason: String,
    },
    /// An include in a text loaded without any way to read other files.
    #[error(
        "this scenario was given as text, without a way to read other files, so it cannot \
         include {name:?} (load it from a file instead)"
    )]
    IncludeUnavailable {
        /// The include entry.
        name: String,
    },
    /// Includes nested too deeply.
    #[error("includes are nested more than {limit} deep")]
    IncludeTooDeep {
        /// The deepest nesting allowed.
        limit: usize,
    },
    /// A map too large to hold.
    #[error(
        "the map would have {hexes} hexes ({columns} columns × {rows} rows); at most {limit} \
         are allowed"
    )]
    MapTooLarge {
        /// Columns × rows.
        hexes: u64,
        /// Printed columns.
        columns: u64,
        /// Printed rows.
        rows: u64,
        /// The largest map allowed.
        limit: u64,
    },
}

impl ErrorKind {
    /// The kind for a file that could not be read: the scenario file itself (`name` is `None`)
    /// or the included file `name`.
    pub(crate) fn from_read(problem: ReadError, name: Option<String>) -> ErrorKind {
        match (problem, name) {
            (ReadError::Io { reason }, None) => ErrorKind::Unreadable { reason },
            (ReadError::Io { reason }, Some(name)) => ErrorKind::IncludeUnreadable { name, reason },
            (ReadError::NotARegularFile { what }, name) => {
                ErrorKind::NotARegularFile { name, what }
            }
            (ReadError::TooLarge { limit }, name) => ErrorKind::TooLarge { name, limit },
            (ReadError::NotUtf8 { byte, line, column, offset }, _) => {
                ErrorKind::NotUtf8 { byte, line, column, offset }
            }
        }
    }

    /// An [`ErrorKind::Unknown`] for `name`, suggesting the nearest of `known`.
    pub(crate) fn unknown(what: &str, name: &str, known: Vec<String>) -> ErrorKind {
        ErrorKind::Unknown {
            what: what.to_owned(),
            name: name.to_owned(),
            suggestion: umpire_map::nearest(name, known.iter().map(String::as_str)),
            known,
        }
    }
}

/// How a message names the file meant: `this file` for the scenario itself, else the included
/// file.
fn subject(name: &Option<String>) -> String {
    match name {
        None => "this file".to_owned(),
        Some(name) => format!("included file {name:?}"),
    }
}

/// At most this many known names are listed in a message.
const LISTED: usize = 12;

fn did_you_mean(suggestion: &Option<String>) -> String {
    suggestion.as_ref().map_or_else(String::new, |s| format!(" — did you mean {s:?}?"))
}

fn list(names: &[String]) -> String {
    let shown: Vec<String> = names.iter().take(LISTED).map(|n| show_name(n)).collect();
    let more = if names.len() > LISTED { ", …" } else { "" };
    format!("{}{more}", shown.join(", "))
}

fn known_list(known: &[String]) -> String {
    if known.is_empty() {
        " (none are defined)".to_owned()
    } else {
        format!(" (known: {})", list(known))
    }
}

fn known_boxes(known: &[String]) -> String {
    if known.is_empty() {
        " (this map has no boxes)".to_owned()
    } else {
        format!(" (boxes: {})", list(known))
    }
}

/// A name as listed: bare when it is one plain word, quoted otherwise.
fn show_name(name: &str) -> String {
    let plain = !name.is_empty()
        && name.chars().all(|c| !c.is_whitespace() && c != ',' && c != '"' && !c.is_control());
    if plain { name.to_owned() } else { format!("{name:?}") }
}

fn not_adjacent(a: &str, b: &str, distance: u32) -> String {
    if distance == 0 {
        format!("both ends are {a}: a hexside lies between two neighbouring hexes")
    } else {
        format!(
            "{a} and {b} are not adjacent ({distance} hexes apart): a hexside lies between two \
             neighbouring hexes"
        )
    }
}

fn route_jump(kind: &str, from: &str, to: &str, distance: u32) -> String {
    if distance == 0 {
        format!(
            "{kind} lists {from} twice in a row: consecutive hexes of a {kind} must be adjacent"
        )
    } else {
        format!(
            "{kind} jumps from {from} to {to} ({distance} hexes apart): consecutive hexes of a \
             {kind} must be adjacent"
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn message_shape() {
        let err = ScenarioError::new(
            Position { file: "scenarios/demo.toml".into(), line: 14, column: 9 },
            "map.terrain.overrides.e3707",
            ErrorKind::Unknown {
                what: "terrain".into(),
                name: "swmap".into(),
                suggestion: Some("swamp".into()),
                known: vec!["clear".into(), "forest".into(), "swamp".into()],
            },
        );
        assert_eq!(
            err.to_string(),
            r#"scenarios/demo.toml:14:9: map.terrain.overrides.e3707: unknown terrain "swmap" — did you mean "swamp"? (known: clear, forest, swamp)"#
        );
        assert_eq!(err.suggestion(), Some("swamp"));
        assert_eq!((err.file(), err.line(), err.column()), ("scenarios/demo.toml", 14, 9));
    }

    #[test]
    fn long_lists_are_cut_and_odd_names_quoted() {
        let known: Vec<String> = (0..20).map(|i| format!("t{i}")).collect();
        let text = known_list(&known);
        assert!(text.ends_with("t11, …)"), "{text}");
        assert_eq!(show_name("."), ".");
        assert_eq!(show_name("rough ground"), "\"rough ground\"");
        assert_eq!(known_list(&[]), " (none are defined)");
    }

    #[test]
    fn whole_file_positions_print_the_file_only() {
        let at = Position { file: "x.toml".into(), line: 0, column: 0 };
        assert_eq!(at.to_string(), "x.toml");
        let err = ScenarioError::new(at, "", ErrorKind::Unreadable { reason: "gone".into() });
        assert_eq!(err.to_string(), "x.toml: cannot read this file: gone");
    }
}
