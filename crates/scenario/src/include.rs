//! Reading a scenario's files: the first one, then its includes, recursively, included files
//! first, each file once, cycles refused.
//!
//! Includes stay inside a root folder (the first file's own folder unless the caller names
//! another): an absolute include is refused, and one that resolves outside the root (through
//! `..` or a symbolic link) is refused before it is opened. Only regular files are read, each at
//! most [`MAX_FILE_BYTES`], and they must be UTF-8. An included file that is not a scenario
//! fragment is refused naming only the file, the line and the key path, so no error quotes a
//! file that was never meant to be a scenario.

use std::collections::HashSet;
use std::io;
use std::path::{Path, PathBuf};

use toml::de::{DeTable, DeValue};

use crate::error::{ErrorKind, Position, ScenarioError};
use crate::key_path::join_key;
use crate::parse::parse_file;
use crate::raw::RawFile;
use crate::read_error::MAX_FILE_BYTES;
use crate::source::{FileId, Sources, read_bytes, utf8};

/// Reads an included file by its name relative to the first file's folder
/// (`maps/demo-map.toml`).
pub type Resolver<'a> = &'a dyn Fn(&str) -> Result<String, io::Error>;

/// How deeply includes may nest.
pub(crate) const MAX_DEPTH: usize = 16;

/// How included files are read.
pub(crate) enum Reader<'a> {
    /// Not at all: the text was given alone.
    None,
    /// By the caller's function, given each include's name relative to the first file's folder.
    /// A name that climbs above that folder is refused before the function is asked.
    Resolver(Resolver<'a>),
    /// From disk, relative to the first file's folder as named, confined to a root folder.
    Files(Files),
}

/// Where included files are read from on disk.
pub(crate) struct Files {
    /// The first file's folder, as named (`scenarios/broken`; empty for the current folder).
    pub folder: PathBuf,
    /// The root, canonical: every included file must resolve inside it.
    pub root: PathBuf,
    /// The root as messages name it.
    pub shown_root: String,
    /// Whether the root is the first file's own folder (no wider root was named).
    pub own_folder: bool,
    /// The first file, canonical (to know it again when included).
    pub first: PathBuf,
}

/// Every file read, and their contents in merge order (each file after the files it includes).
#[derive(Debug)]
pub(crate) struct Loaded {
    pub sources: Sources,
    pub files: Vec<(FileId, RawFile)>,
    pub root: FileId,
}

/// Reads `text` (named `origin` in messages) and everything it includes through `reader`.
pub(crate) fn load_all(
    text: String,
    origin: &str,
    reader: Reader<'_>,
) -> Result<Loaded, ScenarioError> {
    let mut sources = Sources::default();
    let root = sources.add(origin.to_owned(), text);
    let root_name = Path::new(origin)
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    let origin_dir = Path::new(origin).parent().map(Path::to_path_buf).unwrap_or_default();
    let identity = match &reader {
        Reader::Files(files) => files.first.to_string_lossy().into_owned(),
        _ => root_name.clone(),
    };
    let mut walk = Walk {
        sources,
        reader,
        origin_dir,
        first: root,
        stack: Vec::new(),
        done: HashSet::new(),
        files: Vec::new(),
    };
    walk.visit(root, root_name, identity, 0)?;
    Ok(Loaded { sources: walk.sources, files: walk.files, root })
}

struct Walk<'r> {
    sources: Sources,
    reader: Reader<'r>,
    /// The folder of the first file as named in messages.
    origin_dir: PathBuf,
    /// The first file.
    first: FileId,
    /// The files being read, outermost first: what makes each the same file again (its
    /// canonical path on disk, else its name) and its name relative to the first file's folder.
    stack: Vec<(String, String)>,
    /// Files already read, by what makes them the same file.
    done: HashSet<String>,
    files: Vec<(FileId, RawFile)>,
}

/// An included file found: what makes it the same file again, and how to read it.
enum Found {
    /// Ask the caller's function for this name.
    Ask(String),
    /// Read this canonical path.
    Disk(PathBuf),
}

impl Walk<'_> {
    fn visit(
        &mut self,
        file: FileId,
        name: String,
        identity: String,
        depth: usize,
    ) -> Result<(), ScenarioError> {
        // A file that reads as a scenario file is a fragment; only when one does not is it
        // looked at again, to say so without quoting it.
        let raw = parse_file(&self.sources, file).map_err(|error| match self.fragment(file) {
            Err(not_a_fragment) if file != self.first => not_a_fragment,
            _ => error,
        })?;
        self.stack.push((identity.clone(), name.clone()));
        for (i, entry) in raw.include.iter().flat_map(|list| list.get_ref().iter()).enumerate() {
            let key = format!("include[{i}]");
            let error = |kind| self.sources.error_at(file, entry, key.clone(), kind);
            if matches!(self.reader, Reader::None) {
                return Err(error(ErrorKind::IncludeUnavailable { name: entry.get_ref().clone() }));
            }
            if is_absolute(entry.get_ref()) {
                return Err(error(ErrorKind::AbsoluteInclude { name: entry.get_ref().clone() }));
            }
            if let Some(slash) = entry.get_ref().chars().last().filter(|c| matches!(c, '/' | '\\'))
            {
                let written = entry.get_ref();
                let file = written.trim_end_matches(['/', '\\']).to_owned();
                return Err(error(ErrorKind::IncludeEndsWithSlash {
                    name: written.clone(),
                    slash,
                    file,
                }));
            }
            let included = join(&name, entry.get_ref());
            let found = self.find(&included).map_err(|kind| error(*kind))?;
            let same = match &found {
                Found::Ask(name) => name.clone(),
                Found::Disk(path) => path.to_string_lossy().into_owned(),
            };
            if let Some(first) = self.stack.iter().position(|(id, _)| *id == same) {
                let mut chain: Vec<String> =
                    self.stack.iter().skip(first).map(|(_, n)| self.origin_of(n)).collect();
                chain.push(self.origin_of(&included));
                return Err(error(ErrorKind::IncludeCycle { chain }));
            }
            if self.done.contains(&same) {
                continue;
            }
            if depth >= MAX_DEPTH {
                return Err(error(ErrorKind::IncludeTooDeep { limit: MAX_DEPTH }));
            }
            let shown = self.origin_of(&included);
            let text = self.read(&found, &shown).map_err(|e| match e {
                Unread::At(kind) => error(*kind),
                Unread::Inside(e) => e,
            })?;
            let id = self.sources.add(shown, text);
            self.visit(id, included, same, depth + 1)?;
        }
        self.stack.pop();
        self.done.insert(identity);
        self.files.push((file, raw));
        Ok(())
    }

    /// Where the include named `included` (relative to the first file's folder) is, if it is
    /// inside the root.
    fn find(&self, included: &str) -> Result<Found, Box<ErrorKind>> {
        let climbs = included == ".." || included.starts_with("../");
        match &self.reader {
            Reader::None | Reader::Resolver(_) => {
                if climbs {
                    let root = self.origin_dir.to_string_lossy();
                    let root = if root.is_empty() { ".".to_owned() } else { root.into_owned() };
                    return Err(Box::new(ErrorKind::IncludeOutsideRoot {
                        name: self.origin_of(included),
                        root,
                    }));
                }
                Ok(Found::Ask(included.to_owned()))
            }
            Reader::Files(files) => {
                // Confined to the first file's own folder, a name climbing above it is outside
                // whatever lies there: refused without looking (nor saying whether it exists).
                if climbs && files.own_folder {
                    return Err(Box::new(ErrorKind::IncludeOutsideRoot {
                        name: self.origin_of(included),
                        root: files.shown_root.clone(),
                    }));
                }
                let path = files.folder.join(included);
                let canonical =
                    std::fs::canonicalize(&path).map_err(|e| ErrorKind::IncludeUnreadable {
                        name: self.origin_of(included),
                        reason: e.to_string(),
                    })?;
                if !canonical.starts_with(&files.root) {
                    return Err(Box::new(ErrorKind::IncludeOutsideRoot {
                        name: self.origin_of(included),
                        root: files.shown_root.clone(),
                    }));
                }
                Ok(Found::Disk(canonical))
            }
        }
    }

    /// The text of an included file (named `shown` in messages).
    fn read(&self, found: &Found, shown: &str) -> Result<String, Unread> {
        let name = Some(shown.to_owned());
        match (&self.reader, found) {
            (Reader::Resolver(resolve), Found::Ask(included)) => {
                let text = resolve(included).map_err(|e| {
                    Unread::At(Box::new(ErrorKind::IncludeUnreadable {
                        name: shown.to_owned(),
                        reason: e.to_string(),
                    }))
                })?;
                if text.len() as u64 > MAX_FILE_BYTES {
                    return Err(Unread::At(Box::new(ErrorKind::TooLarge {
                        name,
                        limit: MAX_FILE_BYTES,
                    })));
                }
                Ok(text)
            }
            (Reader::Files(_), Found::Disk(path)) => {
                let bytes = read_bytes(path)
                    .map_err(|e| Unread::At(Box::new(ErrorKind::from_read(e, name))))?;
                utf8(bytes).map_err(|problem| {
                    let (line, column) = problem.line_column();
                    Unread::Inside(ScenarioError::new(
                        Position { file: shown.to_owned(), line, column },
                        "",
                        ErrorKind::from_read(problem, None),
                    ))
                })
            }
            _ => {
                Err(Unread::At(Box::new(ErrorKind::IncludeUnavailable { name: shown.to_owned() })))
            }
        }
    }

    /// Refuses an included file whose top level is not a scenario's, pointing at the first key
    /// that is not, without quoting anything of the file but the key. (A file that is not TOML
    /// at all is left to [`parse_file`], whose syntax messages quote nothing either.)
    fn fragment(&self, file: FileId) -> Result<(), ScenarioError> {
        let text = self.sources.get(file).map_or("", |s| s.text.as_str());
        let Ok(tree) = DeTable::parse(text) else { return Ok(()) };
        for (key, value) in tree.get_ref().iter() {
            let name: &str = key.get_ref();
            let why = match (name, value.get_ref()) {
                ("name", DeValue::String(_))
                | ("include" | "units", DeValue::Array(_))
                | ("map" | "rules", DeValue::Table(_)) => continue,
                ("name", found) => format!("`name` holds {} here, not a string", a(found)),
                ("include" | "units", found) => {
                    format!("`{name}` holds {} here, not an array", a(found))
                }
                ("map" | "rules", found) => {
                    format!("`{name}` holds {} here, not a table", a(found))
                }
                _ => "its top level holds a key a scenario does not have".to_owned(),
            };
            return Err(self.sources.error(
                file,
                key.span(),
                join_key("", name),
                ErrorKind::NotAFragment { why },
            ));
        }
        Ok(())
    }

    /// How messages name the file `name` (relative to the first file's folder).
    fn origin_of(&self, name: &str) -> String {
        self.origin_dir.join(name).to_string_lossy().into_owned()
    }
}

/// Why an included file's text could not be had: a problem to report at the include, or an
/// error inside the included file itself.
enum Unread {
    At(Box<ErrorKind>),
    Inside(ScenarioError),
}

/// `a string`, `an integer`…: the kind of a value, never the value.
fn a(value: &DeValue<'_>) -> &'static str {
    match value {
        DeValue::String(_) => "a string",
        DeValue::Integer(_) => "an integer",
        DeValue::Float(_) => "a float",
        DeValue::Boolean(_) => "a boolean",
        DeValue::Datetime(_) => "a date",
        DeValue::Array(_) => "an array",
        DeValue::Table(_) => "a table",
    }
}

/// Whether an include entry is an absolute path: from the root (`/x`, `\x`) or a drive
/// (`C:/x`, `C:x`), on any system, so that a scenario reads the same everywhere.
fn is_absolute(entry: &str) -> bool {
    let mut chars = entry.chars();
    let drive =
        matches!((chars.next(), chars.next()), (Some(c), Some(':')) if c.is_ascii_alphabetic());
    entry.starts_with('/') || entry.starts_with('\\') || drive || Path::new(entry).is_absolute()
}

/// The name of `entry` included from the file named `from`, both relative to the first file's
/// folder: `maps/a.toml` including `../b.toml` gives `b.toml`; a name climbing above that folder
/// keeps its leading `..` (`../maps/x.toml`). Absolute entries stay absolute.
pub(crate) fn join(from: &str, entry: &str) -> String {
    let entry = entry.replace('\\', "/");
    let absolute = entry.starts_with('/');
    let mut parts: Vec<&str> = Vec::new();
    if !absolute {
        parts.extend(from.split('/'));
        parts.pop(); // the including file's own name
    }
    for part in entry.split('/') {
        match part {
            "" | "." => {}
            ".." if parts.last().is_some_and(|p| *p != "..") => {
                parts.pop();
            }
            _ => parts.push(part),
        }
    }
    let joined = parts.join("/");
    if absolute { format!("/{joined}") } else { joined }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn include_names_are_relative_to_the_including_file() {
        assert_eq!(join("demo.toml", "maps/demo-map.toml"), "maps/demo-map.toml");
        assert_eq!(join("maps/demo-map.toml", "terrain.toml"), "maps/terrain.toml");
        assert_eq!(join("maps/demo-map.toml", "../demo.toml"), "demo.toml");
        assert_eq!(join("demo.toml", "./a/./b/../c.toml"), "a/c.toml");
        assert_eq!(join("demo.toml", "../../x.toml"), "../../x.toml");
        assert_eq!(join("demo.toml", "/abs/x.toml"), "/abs/x.toml");
        assert_eq!(join("demo.toml", "maps\\x.toml"), "maps/x.toml");
    }

    #[test]
    fn absolute_entries_on_any_system() {
        for entry in
            ["/etc/passwd", "\\\\server\\share\\x.toml", "C:/x.toml", "c:x.toml", "x:y.toml"]
        {
            assert!(is_absolute(entry), "{entry}");
        }
        for entry in ["maps/x.toml", "../x.toml", "x.toml:2", "./c:/x"] {
            assert!(!is_absolute(entry), "{entry}");
        }
    }
}
