//! Reading a scenario's files: the first one, then its includes, recursively, included files
//! first, each file once, cycles refused.

use std::collections::HashSet;
use std::io;
use std::path::Path;

use crate::error::{ErrorKind, ScenarioError};
use crate::parse::parse_file;
use crate::raw::RawFile;
use crate::source::{FileId, Sources};

/// Reads an included file by its name relative to the first file's folder
/// (`maps/demo-map.toml`).
pub type Resolver<'a> = &'a dyn Fn(&str) -> Result<String, io::Error>;

/// How deeply includes may nest.
pub(crate) const MAX_DEPTH: usize = 16;

/// Every file read, and their contents in merge order (each file after the files it includes).
#[derive(Debug)]
pub(crate) struct Loaded {
    pub sources: Sources,
    pub files: Vec<(FileId, RawFile)>,
    pub root: FileId,
}

/// Reads `text` (named `origin` in messages) and everything it includes through `resolve`.
pub(crate) fn load_all(
    text: String,
    origin: &str,
    resolve: Option<Resolver<'_>>,
) -> Result<Loaded, ScenarioError> {
    let mut sources = Sources::default();
    let root = sources.add(origin.to_owned(), text);
    let root_name = Path::new(origin)
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    let origin_dir = Path::new(origin).parent().map(Path::to_path_buf).unwrap_or_default();
    let mut walk = Walk {
        sources,
        resolve,
        origin_dir,
        stack: Vec::new(),
        done: HashSet::new(),
        files: Vec::new(),
    };
    walk.visit(root, root_name, 0)?;
    Ok(Loaded { sources: walk.sources, files: walk.files, root })
}

struct Walk<'r> {
    sources: Sources,
    resolve: Option<Resolver<'r>>,
    /// The folder of the first file as named in messages.
    origin_dir: std::path::PathBuf,
    /// The files being read, outermost first, by name relative to the first file's folder.
    stack: Vec<String>,
    /// Files already read.
    done: HashSet<String>,
    files: Vec<(FileId, RawFile)>,
}

impl Walk<'_> {
    fn visit(&mut self, file: FileId, name: String, depth: usize) -> Result<(), ScenarioError> {
        let raw = parse_file(&self.sources, file)?;
        self.stack.push(name.clone());
        for (i, entry) in raw.include.iter().flat_map(|list| list.get_ref().iter()).enumerate() {
            let key = format!("include[{i}]");
            let error = |kind| self.sources.error_at(file, entry, key.clone(), kind);
            let Some(resolve) = self.resolve else {
                return Err(error(ErrorKind::IncludeUnavailable { name: entry.get_ref().clone() }));
            };
            let included = join(&name, entry.get_ref());
            if let Some(first) = self.stack.iter().position(|n| *n == included) {
                let mut chain: Vec<String> =
                    self.stack.iter().skip(first).map(|n| self.origin_of(n)).collect();
                chain.push(self.origin_of(&included));
                return Err(error(ErrorKind::IncludeCycle { chain }));
            }
            if self.done.contains(&included) {
                continue;
            }
            if depth >= MAX_DEPTH {
                return Err(error(ErrorKind::IncludeTooDeep { limit: MAX_DEPTH }));
            }
            let text = resolve(&included).map_err(|e| {
                error(ErrorKind::IncludeUnreadable {
                    name: self.origin_of(&included),
                    reason: e.to_string(),
                })
            })?;
            let id = self.sources.add(self.origin_of(&included), text);
            self.visit(id, included, depth + 1)?;
        }
        self.stack.pop();
        self.done.insert(name);
        self.files.push((file, raw));
        Ok(())
    }

    /// How messages name the file `name` (relative to the first file's folder).
    fn origin_of(&self, name: &str) -> String {
        self.origin_dir.join(name).to_string_lossy().into_owned()
    }
}

/// The name of `entry` included from the file named `from`, both relative to the first file's
/// folder: `maps/a.toml` including `../b.toml` gives `b.toml`. Absolute entries stay absolute.
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
}
