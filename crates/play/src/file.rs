//! Reading an orders file: the scenario a game starts from, its dice, then its phases in order,
//! each a list of orders. The orders themselves stay TOML tables here: which keys an order may
//! hold is the ruleset's to say (see [`super::Session`]).

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use umpire_map::Position;
use umpire_scenario::{KeyPositions, nearest};

use super::error::OrdersError;

/// The keys an orders file may hold at its top.
const FILE_KEYS: [&str; 4] = ["name", "scenario", "dice", "phases"];

/// The keys of an order entry that are the orders file's own, not the ruleset's.
const ENTRY_KEYS: [&str; 3] = ["expect", "note", "rolls"];

/// A game recorded as orders: where it starts and what was ordered, phase by phase.
#[derive(Debug, Clone, PartialEq)]
pub struct OrdersFile {
    /// Its name (`name = …`), if it gives one.
    pub name: Option<String>,
    /// The file's name as given, for messages.
    pub origin: String,
    /// The scenario it starts from, as written (`scenario = "…"`).
    pub scenario_written: String,
    /// The scenario's path: as written, taken from the orders file's folder when relative.
    pub scenario: PathBuf,
    /// The dice the game rolls.
    pub dice: DiceSpec,
    /// The phases, in order.
    pub phases: Vec<PhaseEntry>,
    /// Where each key was written.
    pub keys: KeyPositions,
}

/// The dice a game rolls: none (an order that rolls is refused as bad input), a seed, or
/// scripted rolls used in order.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DiceSpec {
    /// No dice given.
    #[default]
    None,
    /// Seeded dice (`dice = { seed = 7 }`): the same rolls on every machine.
    Seed(u64),
    /// Scripted rolls (`dice = { rolls = [4, 2, 6] }`), used in order by every order that rolls.
    Rolls(Vec<u32>),
}

/// One phase of a recorded game.
#[derive(Debug, Clone, PartialEq)]
pub struct PhaseEntry {
    /// Its title (`title = …`), if it gives one.
    pub title: Option<String>,
    /// Its key path: `phases[1]`.
    pub key: String,
    /// The phase's own keys besides `title` and `orders`: the order that opens it (the
    /// ruleset's `next-phase` or `next-turn`), empty when it states nothing.
    pub opening: toml::Table,
    /// Its orders.
    pub orders: Vec<OrderEntry>,
}

/// One order of a recorded game.
#[derive(Debug, Clone, PartialEq)]
pub struct OrderEntry {
    /// Its number in the file, from 1 (phase openings are not counted).
    pub number: usize,
    /// Its key path: `phases[1].orders[0]`.
    pub key: String,
    /// The order, as the ruleset reads it (the entry without the file's own keys).
    pub order: toml::Table,
    /// What the recorder expects of it, if stated.
    pub expect: Option<Expect>,
    /// A note for the reader.
    pub note: Option<String>,
    /// Scripted rolls for this order alone, used before the game's dice.
    pub rolls: Option<Vec<u32>>,
}

/// What a recorded order is expected to come to: `expect = "legal"`, `expect = "STR-3.1-02"`
/// (refused by that clause), or a table `expect = { verdict = "legal", cost = "3 MP", stop =
/// "STR-3.1-03" }`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Expect {
    /// `legal`, `refused`, or the clause id that refuses it.
    pub verdict: Option<String>,
    /// The cost, as printed (`"3 1/2 MP"`).
    pub cost: Option<String>,
    /// The clause that stops the unit at the end (`none`: no rule stops it).
    pub stop: Option<String>,
}

impl OrdersFile {
    /// Reads the orders file at `path`.
    ///
    /// # Errors
    /// [`OrdersError`] for a file that cannot be read or is not an orders file.
    ///
    /// Its `scenario` is confined as [`OrdersFile::load_within`] says, with no root of the
    /// command line's.
    pub fn load(path: &Path) -> Result<OrdersFile, OrdersError> {
        OrdersFile::load_within(path, None)
    }

    /// Reads the orders file at `path`, its `scenario` confined the way a scenario's includes
    /// are: it must lie — after `..` and symbolic links are followed — in the orders file's own
    /// folder (or below it), or in `root` (the command line's `--root DIR`). With no `root`,
    /// an orders file in a `games/` folder whose parent also holds a `scenarios/` folder (the
    /// project's layout: `games/strategic/antwerp.toml` naming
    /// `../../scenarios/strategic/antwerp.toml`) may name any file in that parent. A name
    /// whose `..` climbs out is refused as written, before anything outside is opened, so no
    /// message tells what exists there.
    ///
    /// # Errors
    /// As [`OrdersFile::parse`]; and a `scenario` outside those folders, at the `scenario` key.
    pub fn load_within(path: &Path, root: Option<&Path>) -> Result<OrdersFile, OrdersError> {
        let origin = path.display().to_string();
        let text = umpire_scenario::read_text(path)
            .map_err(|error| OrdersError::at(error.at, "", error.problem.to_string(), None))?;
        let folder = path.parent().unwrap_or(Path::new(""));
        let file = OrdersFile::parse(&text, &origin, folder)?;
        file.confine(folder, root)?;
        Ok(file)
    }

    /// Refuses a `scenario` that lies outside the orders file's `folder` and the `root` (the
    /// project folder when `root` is `None`).
    fn confine(&self, folder: &Path, root: Option<&Path>) -> Result<(), OrdersError> {
        let canonical = |folder: &Path| {
            let seen = if folder.as_os_str().is_empty() { Path::new(".") } else { folder };
            std::fs::canonicalize(seen).map_err(|error| {
                OrdersError::whole(
                    &self.origin,
                    format!("cannot find the folder {}: {error}", seen.display()),
                )
            })
        };
        let own = canonical(folder)?;
        let (root, shown_root) = match root {
            Some(root) => (canonical(root)?, root.display().to_string()),
            None => match project_folder(&own) {
                Some(project) => {
                    let shown = project.display().to_string();
                    (project, shown)
                }
                None => (own.clone(), String::new()),
            },
        };
        let inside = |path: &Path| path.starts_with(&own) || path.starts_with(&root);
        let allowed = if shown_root.is_empty() {
            "the orders file's folder or below it".to_owned()
        } else {
            format!("the orders file's folder or below it, or in {shown_root}")
        };
        let written = &self.scenario_written;
        if !inside(&tidy(&own.join(written))) {
            return Err(self.error_at(
                "scenario",
                format!(
                    "\"{written}\" climbs out of the folders a game may read: the scenario must \
                     lie in {allowed} (--root DIR widens it)"
                ),
                None,
            ));
        }
        match std::fs::canonicalize(own.join(written)) {
            Ok(found) if !inside(&found) => Err(self.error_at(
                "scenario",
                format!(
                    "\"{written}\" leads (through a symbolic link) out of the folders a game may \
                     read: the scenario must lie in {allowed} (--root DIR widens it)"
                ),
                None,
            )),
            // A missing file is the scenario loader's to say, with where.
            _ => Ok(()),
        }
    }

    /// Reads orders-file `text` named `origin`; a relative `scenario` is taken from `folder`.
    ///
    /// ```
    /// use std::path::Path;
    /// use umpire_play::OrdersFile;
    /// let text = r#"
    /// scenario = "antwerp.toml"
    /// [[phases]]
    /// [[phases.orders]]
    /// unit = "1p"
    /// path = ["w3718", "w3618"]
    /// expect = "legal"
    /// "#;
    /// let file = OrdersFile::parse(text, "game.toml", Path::new("games"))?;
    /// assert_eq!(file.scenario, Path::new("games/antwerp.toml"));
    /// assert_eq!(file.phases[0].orders[0].key, "phases[0].orders[0]");
    /// # Ok::<(), umpire_play::OrdersError>(())
    /// ```
    ///
    /// # Errors
    /// [`OrdersError`] at the line and column of the first key that is not what an orders file
    /// holds, with the nearest valid name; an absolute `scenario` path is refused at its key
    /// (where a relative one may lead is [`OrdersFile::load_within`]'s to check).
    pub fn parse(text: &str, origin: &str, folder: &Path) -> Result<OrdersFile, OrdersError> {
        let keys = KeyPositions::of_text_checked(text, origin);
        let root: toml::Table = toml::from_str(text).map_err(|error| {
            let (line, column) =
                error.span().map_or((0, 0), |span| umpire_scenario::line_column(text, span.start));
            let at = umpire_map::Position { file: origin.to_owned(), line, column };
            OrdersError::at(at, "", error.message().to_owned(), None)
        })?;
        let keys = keys.map_err(|long| {
            let (line, column) = umpire_scenario::line_column(text, long.offset);
            let at = umpire_map::Position { file: origin.to_owned(), line, column };
            OrdersError::at(at, &long.key, long.to_string(), None)
        })?;
        let reader = Reader { origin, keys: &keys };
        reader.known_keys(&root, "", &FILE_KEYS)?;
        let name = reader.string(&root, "", "name")?;
        let scenario_written = reader.string(&root, "", "scenario")?.ok_or_else(|| {
            reader.error("scenario", "missing: name the scenario the game starts from, e.g. scenario = \"../scenarios/strategic/antwerp.toml\"", None)
        })?;
        if is_rooted(&scenario_written) {
            return Err(reader.error(
                "scenario",
                format!(
                    "\"{scenario_written}\" is an absolute path: name the scenario relative to \
                     the orders file's folder, e.g. scenario = \"../scenarios/strategic/antwerp.toml\""
                ),
                None,
            ));
        }
        let dice = reader.dice(root.get("dice"))?;
        let phases = match root.get("phases") {
            None => Vec::new(),
            Some(toml::Value::Array(items)) => reader.phases(items)?,
            Some(_) => {
                return Err(reader.error("phases", "expected phases: [[phases]] tables", None));
            }
        };
        Ok(OrdersFile {
            name,
            origin: origin.to_owned(),
            scenario: folder.join(&scenario_written),
            scenario_written,
            dice,
            phases,
            keys,
        })
    }

    /// The scenario's path as a reader would write it (`games/x/../../scenarios/y.toml` reads
    /// `scenarios/y.toml`), for messages; the file is read at [`OrdersFile::scenario`].
    pub fn scenario_shown(&self) -> String {
        tidy(&self.scenario).display().to_string()
    }

    /// Every order, in file order.
    pub fn orders(&self) -> impl Iterator<Item = &OrderEntry> {
        self.phases.iter().flat_map(|p| &p.orders)
    }

    /// An error at key path `key` of this file (or the nearest key written above it).
    pub fn error_at(&self, key: &str, message: String, suggestion: Option<String>) -> OrdersError {
        Reader { origin: &self.origin, keys: &self.keys }.error(key, message, suggestion)
    }
}

/// Reads an orders file's keys, pointing at what it refuses.
struct Reader<'a> {
    origin: &'a str,
    keys: &'a KeyPositions,
}

impl Reader<'_> {
    fn error(
        &self,
        key: &str,
        message: impl Into<String>,
        suggestion: Option<String>,
    ) -> OrdersError {
        let at = self.keys.nearest(key).unwrap_or_else(|| Position::file(self.origin));
        OrdersError::at(at, key, message.into(), suggestion)
    }

    fn known_keys(&self, table: &toml::Table, at: &str, known: &[&str]) -> Result<(), OrdersError> {
        match table.keys().find(|k| !known.contains(&k.as_str())) {
            None => Ok(()),
            Some(key) => Err(self.error(
                &join(at, key),
                format!("unknown key (known: {})", known.join(", ")),
                nearest(key, known.iter().copied()),
            )),
        }
    }

    fn string(
        &self,
        table: &toml::Table,
        at: &str,
        key: &str,
    ) -> Result<Option<String>, OrdersError> {
        match table.get(key) {
            None => Ok(None),
            Some(toml::Value::String(text)) => Ok(Some(text.clone())),
            Some(_) => Err(self.error(&join(at, key), "expected a string", None)),
        }
    }

    fn dice(&self, value: Option<&toml::Value>) -> Result<DiceSpec, OrdersError> {
        let Some(value) = value else { return Ok(DiceSpec::None) };
        let bad = || {
            self.error("dice", "expected dice = { seed = 7 } or dice = { rolls = [4, 2] }", None)
        };
        let table = value.as_table().ok_or_else(bad)?;
        self.known_keys(table, "dice", &["seed", "rolls"])?;
        match (table.get("seed"), table.get("rolls")) {
            (Some(seed), None) => {
                let seed = seed.as_integer().and_then(|s| u64::try_from(s).ok());
                seed.map(DiceSpec::Seed).ok_or_else(|| {
                    self.error("dice.seed", "expected a whole number of 0 or more", None)
                })
            }
            (None, Some(rolls)) => Ok(DiceSpec::Rolls(self.rolls(rolls, "dice.rolls")?)),
            _ => Err(bad()),
        }
    }

    fn rolls(&self, value: &toml::Value, key: &str) -> Result<Vec<u32>, OrdersError> {
        let items = value
            .as_array()
            .ok_or_else(|| self.error(key, "expected a list of rolls, e.g. [4, 2]", None))?;
        items
            .iter()
            .enumerate()
            .map(|(i, roll)| {
                roll.as_integer().and_then(|r| u32::try_from(r).ok()).filter(|r| *r > 0).ok_or_else(
                    || {
                        self.error(
                            &format!("{key}[{i}]"),
                            "expected a roll: a whole number from 1",
                            None,
                        )
                    },
                )
            })
            .collect()
    }

    fn phases(&self, items: &[toml::Value]) -> Result<Vec<PhaseEntry>, OrdersError> {
        let mut number = 0;
        let mut phases = Vec::new();
        for (index, item) in items.iter().enumerate() {
            let key = format!("phases[{index}]");
            let table = item
                .as_table()
                .ok_or_else(|| self.error(&key, "expected a [[phases]] table", None))?;
            let title = self.string(table, &key, "title")?;
            let mut opening = table.clone();
            opening.remove("title");
            let orders = match opening.remove("orders") {
                None => Vec::new(),
                Some(toml::Value::Array(orders)) => orders,
                Some(_) => {
                    return Err(self.error(
                        &join(&key, "orders"),
                        "expected orders: [[phases.orders]] tables",
                        None,
                    ));
                }
            };
            let mut entries = Vec::new();
            for (at, order) in orders.iter().enumerate() {
                number += 1;
                entries.push(self.order(order, format!("{key}.orders[{at}]"), number)?);
            }
            phases.push(PhaseEntry { title, key, opening, orders: entries });
        }
        Ok(phases)
    }

    fn order(
        &self,
        value: &toml::Value,
        key: String,
        number: usize,
    ) -> Result<OrderEntry, OrdersError> {
        let Some(table) = value.as_table() else {
            return Err(self.error(&key, "expected an order: a [[phases.orders]] table", None));
        };
        let note = self.string(table, &key, "note")?;
        let rolls = table.get("rolls").map(|r| self.rolls(r, &join(&key, "rolls"))).transpose()?;
        let expect =
            table.get("expect").map(|e| self.expect(e, &join(&key, "expect"))).transpose()?;
        let mut order = table.clone();
        for own in ENTRY_KEYS {
            order.remove(own);
        }
        Ok(OrderEntry { number, key, order, expect, note, rolls })
    }

    fn expect(&self, value: &toml::Value, key: &str) -> Result<Expect, OrdersError> {
        match value {
            toml::Value::String(verdict) => {
                Ok(Expect { verdict: Some(verdict.clone()), ..Expect::default() })
            }
            toml::Value::Table(table) => {
                self.known_keys(table, key, &["verdict", "cost", "stop"])?;
                Ok(Expect {
                    verdict: self.string(table, key, "verdict")?,
                    cost: self.string(table, key, "cost")?,
                    stop: self.string(table, key, "stop")?,
                })
            }
            _ => Err(self.error(
                key,
                "expected \"legal\", a refusing clause id, or { verdict = …, cost = …, stop = … }",
                None,
            )),
        }
    }
}

/// `path` with `a/../` taken out where the text allows it (`games/strategic/../../scenarios/x`
/// reads `scenarios/x`), so messages show the path a reader would write.
fn tidy(path: &Path) -> PathBuf {
    use std::path::Component;
    let mut out: Vec<Component<'_>> = Vec::new();
    for part in path.components() {
        match (part, out.last()) {
            (Component::CurDir, _) => {}
            (Component::ParentDir, Some(Component::Normal(_))) => {
                out.pop();
            }
            _ => out.push(part),
        }
    }
    out.iter().collect()
}

/// Whether `name` is an absolute path (or names a drive or root, on any system).
fn is_rooted(name: &str) -> bool {
    use std::path::Component;
    let path = Path::new(name);
    path.is_absolute()
        || name.starts_with(['/', '\\'])
        || path.components().any(|part| matches!(part, Component::RootDir | Component::Prefix(_)))
}

/// The project folder of an orders file in canonical folder `own`: the parent of the nearest
/// `games/` folder at or above it, when that parent also holds a `scenarios/` folder.
fn project_folder(own: &Path) -> Option<PathBuf> {
    own.ancestors()
        .filter(|folder| folder.file_name().is_some_and(|name| name == "games"))
        .filter_map(Path::parent)
        .find(|project| project.join("scenarios").is_dir())
        .map(Path::to_path_buf)
}

/// `at.key`, or `key` at the top.
fn join(at: &str, key: &str) -> String {
    if at.is_empty() { key.to_owned() } else { format!("{at}.{key}") }
}
