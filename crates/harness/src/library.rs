//! Where the files a step names come from: beside the feature file, then the folders the run
//! was given (`--scenarios DIR`), then the built-in library the `umpire` command carries (the
//! project's own scenarios, games and features).
//!
//! A file is a [`Found`]: on disk, or built in. Built-in files are named by their path in the
//! project (`scenarios/strategic/kiev.toml`) and shown as `built-in:scenarios/strategic/kiev.toml`,
//! so no message names a folder of the machine the command was built on.

use std::io;
use std::path::{Component, Path, PathBuf};

use umpire_scenario::{LoadOptions, Scenario, ScenarioError};

/// What messages put before the path of a built-in file.
pub const BUILT_IN: &str = "built-in:";

/// The files a run may read: folders on disk and the built-in library.
#[derive(Debug, Clone, Default)]
pub struct Library {
    /// Folders a scenario file is looked for in after the feature's own (each also with its
    /// `<ruleset>/` subfolder), in order.
    pub folders: Vec<PathBuf>,
    /// Folders an orders file is looked for in after the feature's own, in order.
    pub games: Vec<PathBuf>,
    /// The built-in files, by their path in the project (`/`-separated, relative).
    pub builtin: &'static [(&'static str, &'static str)],
}

/// Where a feature file is, for the files its steps name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Place {
    /// A folder on disk.
    Disk(PathBuf),
    /// A folder of the built-in library (`features/strategic`).
    Builtin(String),
}

/// A file a step named, found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Found {
    /// On disk, at this path.
    Disk(PathBuf),
    /// Built in: its path in the project and its text.
    Builtin {
        /// Its path in the project (`scenarios/strategic/kiev.toml`).
        path: String,
        /// Its text.
        text: &'static str,
    },
}

impl Found {
    /// The file as messages name it.
    pub fn shown(&self) -> String {
        match self {
            Found::Disk(path) => path.display().to_string(),
            Found::Builtin { path, .. } => format!("{BUILT_IN}{path}"),
        }
    }

    /// Its text.
    ///
    /// # Errors
    /// The file on disk cannot be read: the message names it.
    pub fn text(&self) -> Result<String, String> {
        match self {
            Found::Disk(path) => {
                std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))
            }
            Found::Builtin { text, .. } => Ok((*text).to_owned()),
        }
    }

    /// The folder it is in.
    pub fn place(&self) -> Place {
        match self {
            Found::Disk(path) => {
                Place::Disk(path.parent().map_or_else(PathBuf::new, Path::to_path_buf))
            }
            Found::Builtin { path, .. } => Place::Builtin(parent(path)),
        }
    }
}

impl Library {
    /// A library of `folders` on disk and the `builtin` files.
    pub fn new(folders: Vec<PathBuf>, builtin: &'static [(&'static str, &'static str)]) -> Library {
        Library { folders, games: Vec::new(), builtin }
    }

    /// The places an orders file a step names is looked for in: the feature's own folder, the
    /// run's games folders, then the built-in `games/`.
    pub fn game_places(&self, feature: Option<&Place>) -> Vec<Place> {
        let mut places: Vec<Place> = feature.cloned().into_iter().collect();
        places.extend(self.games.iter().cloned().map(Place::Disk));
        if !self.builtin.is_empty() {
            places.push(Place::Builtin("games".to_owned()));
        }
        places
    }

    /// The built-in file at `path` (`scenarios/minis/x.toml`, `..` and `.` resolved).
    pub fn builtin(&self, path: &str) -> Option<Found> {
        let path = normal(path)?;
        self.builtin
            .iter()
            .find(|(name, _)| *name == path)
            .map(|(_, text)| Found::Builtin { path: path.clone(), text })
    }

    /// The file `name` relative to `place`, if there is one.
    pub fn at(&self, place: &Place, name: &str) -> Option<Found> {
        match place {
            Place::Disk(folder) => {
                let path = folder.join(name);
                (path.is_file() && inside(folder, &path)).then_some(Found::Disk(path))
            }
            Place::Builtin(folder) => self.builtin(&join(folder, name)),
        }
    }

    /// The places a file a step names is looked for in, in order: the feature's own folder,
    /// each of the run's folders (its `<ruleset>/` subfolder first), then the built-in
    /// `scenarios/<ruleset>/` and `scenarios/`.
    pub fn places(&self, feature: Option<&Place>, ruleset: Option<&str>) -> Vec<Place> {
        let mut places: Vec<Place> = feature.cloned().into_iter().collect();
        for folder in &self.folders {
            places.extend(ruleset.map(|r| Place::Disk(folder.join(r))));
            places.push(Place::Disk(folder.clone()));
        }
        if !self.builtin.is_empty() {
            places.extend(ruleset.map(|r| Place::Builtin(format!("scenarios/{r}"))));
            places.push(Place::Builtin("scenarios".to_owned()));
        }
        let mut unique: Vec<Place> = Vec::with_capacity(places.len());
        for place in places {
            if !unique.contains(&place) {
                unique.push(place);
            }
        }
        unique
    }

    /// The file `name` in the first of `places` that has it. Names are confined the way a
    /// scenario's includes are: relative to a place, never absolute, never climbing above the
    /// place with `..`, and a file on disk whose symbolic links lead out of its place is not
    /// found there (`--scenarios DIR` adds a place).
    ///
    /// # Errors
    /// An absolute name or one that climbs out, refused before anything is opened; no place has
    /// it: the message names the places and the nearest file name there is.
    pub fn find(&self, name: &str, places: &[Place]) -> Result<Found, String> {
        if normal(name).is_none() {
            let why = if Path::new(name).has_root() || Path::new(name).is_absolute() {
                "is an absolute path"
            } else {
                "climbs out of the folder it is looked for in"
            };
            return Err(format!(
                "\"{name}\" {why}: a step names a file relative to the feature's folder, a \
                 --scenarios folder or the built-in library, and stays inside it"
            ));
        }
        places.iter().find_map(|p| self.at(p, name)).ok_or_else(|| self.missing(name, places))
    }

    /// Reads the includes of a scenario text laid over `place`: each include's name is
    /// relative to that folder.
    pub fn reader<'a>(&'a self, place: &'a Place) -> impl Fn(&str) -> io::Result<String> + 'a {
        move |include: &str| match self.at(place, include) {
            Some(found) => found.text().map_err(io::Error::other),
            None => Err(io::Error::from(io::ErrorKind::NotFound)),
        }
    }

    /// Loads the scenario file `found`, with its includes (from its own folder).
    ///
    /// # Errors
    /// The loader's located error.
    pub fn load_scenario(&self, found: &Found) -> Result<Scenario, ScenarioError> {
        match found {
            Found::Disk(path) => umpire_scenario::load_file_with(path, &LoadOptions::default()),
            Found::Builtin { text, .. } => {
                let place = found.place();
                umpire_scenario::load_str_with(text, &found.shown(), &self.reader(&place))
            }
        }
    }

    /// The message for a file no place has, with the nearest name.
    fn missing(&self, name: &str, places: &[Place]) -> String {
        let mut names: Vec<String> = Vec::new();
        for place in places {
            self.toml_files(place, &mut names);
        }
        let shown: Vec<String> = places.iter().map(shown_place).collect();
        let nearest = umpire_map::closest(name, names.iter().map(String::as_str))
            .map(|n| format!("; the nearest is \"{n}\""))
            .unwrap_or_default();
        format!(
            "expected a scenario file \"{name}\" in {}, but there is none{nearest}",
            crate::words::list(&shown).replace(" and ", " or ")
        )
    }

    /// The `.toml` files in `place` and the folders two below it, named relative to it.
    fn toml_files(&self, place: &Place, names: &mut Vec<String>) {
        match place {
            Place::Disk(folder) => disk_toml_files(folder, folder, 2, names),
            Place::Builtin(folder) => {
                let prefix = format!("{folder}/");
                for (path, _) in self.builtin {
                    let Some(rest) = path.strip_prefix(&prefix) else { continue };
                    if rest.ends_with(".toml") && rest.matches('/').count() <= 2 {
                        names.push(rest.to_owned());
                    }
                }
            }
        }
    }
}

/// A place as messages name it.
pub fn shown_place(place: &Place) -> String {
    match place {
        Place::Disk(folder) => folder.display().to_string(),
        Place::Builtin(folder) => format!("{BUILT_IN}{folder}"),
    }
}

/// The `.toml` files under `folder`, `depth` folders deep, named relative to `base`.
fn disk_toml_files(base: &Path, folder: &Path, depth: usize, names: &mut Vec<String>) {
    let Ok(entries) = std::fs::read_dir(folder) else { return };
    for path in entries.flatten().map(|e| e.path()) {
        if path.is_dir() && depth > 0 {
            disk_toml_files(base, &path, depth - 1, names);
        } else if path.extension().is_some_and(|e| e == "toml") {
            let relative = path.strip_prefix(base).unwrap_or(&path);
            names.push(relative.display().to_string().replace('\\', "/"));
        }
    }
}

/// The folder of a `/`-separated path (`""` for a file at the top).
fn parent(path: &str) -> String {
    path.rsplit_once('/').map_or_else(String::new, |(folder, _)| folder.to_owned())
}

/// `name` under `folder`, `/`-separated.
fn join(folder: &str, name: &str) -> String {
    if folder.is_empty() { name.to_owned() } else { format!("{folder}/{name}") }
}

/// Whether `path`, its `..` and symbolic links followed, lies in `folder` (or below it).
fn inside(folder: &Path, path: &Path) -> bool {
    let seen = if folder.as_os_str().is_empty() { Path::new(".") } else { folder };
    match (std::fs::canonicalize(seen), std::fs::canonicalize(path)) {
        (Ok(folder), Ok(path)) => path.starts_with(folder),
        _ => false,
    }
}

/// `path` with `.` and `..` resolved; `None` when it climbs above the top or is absolute.
fn normal(path: &str) -> Option<String> {
    let mut parts: Vec<String> = Vec::new();
    for component in Path::new(path).components() {
        match component {
            Component::Normal(part) => parts.push(part.to_string_lossy().into_owned()),
            Component::CurDir => {}
            Component::ParentDir => {
                parts.pop()?;
            }
            Component::RootDir | Component::Prefix(_) => return None,
        }
    }
    Some(parts.join("/"))
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    const FILES: &[(&str, &str)] = &[
        ("scenarios/strategic/kiev.toml", "a"),
        ("scenarios/maps/m.toml", "b"),
        ("features/strategic/x.feature", "c"),
    ];

    #[test]
    fn a_built_in_file_is_found_by_its_path_with_dots_resolved() {
        let library = Library::new(Vec::new(), FILES);
        let found = library.builtin("games/../scenarios/strategic/./kiev.toml").unwrap();
        assert_eq!(found.shown(), "built-in:scenarios/strategic/kiev.toml");
        assert_eq!(library.builtin("../scenarios/maps/m.toml"), None);
    }

    #[test]
    fn a_scenario_is_looked_for_beside_the_feature_then_in_the_ruleset_then_everywhere() {
        let library = Library::new(Vec::new(), FILES);
        let feature = Place::Builtin("features/strategic".to_owned());
        let places = library.places(Some(&feature), Some("strategic"));
        assert_eq!(library.find("kiev.toml", &places).unwrap().text().unwrap(), "a");
        assert_eq!(library.find("maps/m.toml", &places).unwrap().text().unwrap(), "b");
        for outside in ["/etc/passwd", "../../etc/passwd", "strategic/../../x.toml"] {
            let message = library.find(outside, &places).unwrap_err();
            assert!(message.contains("stays inside it"), "{message}");
        }
        let message = library.find("kiev.tom", &places).unwrap_err();
        assert!(message.contains("the nearest is \"kiev.toml\""), "{message}");
        assert!(message.contains("built-in:scenarios/strategic"), "{message}");
    }
}
