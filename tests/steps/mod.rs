//! The step vocabulary of the acceptance features, one module per topic, and the world every
//! scenario runs in.
//!
//! * [`numbering`] — which map numbering is in force, reading and writing hex ids, adjacency;
//! * [`geometry`] — distances, neighbours, rings, lines and hexsides;
//! * [`map`] — a small map drawn as a table of hexes in the feature itself;
//! * [`scenario_files`] — loading scenario files and the errors a wrong file gets;
//! * [`verdict`] — verdicts in any ruleset: legal or refused by which clause, costs, stops, reach;
//! * [`strategic`] — the strategic movement rules: scenarios, orders, overruns, convoys;
//! * [`civil_war`] — the Civil War movement rules: marches, rail, water, transport, assaults;
//! * [`minis`] — miniatures on an open table: dice-rolled moves, measured routes, exact odds;
//! * [`games`] — recorded games (orders files) played whole, and orders written out in full.
//!
//! Every step definition carries a `///` doc comment whose first line is the description
//! `cargo xtask steps` copies into `features/STEPS.md`; so does every parameter type (`{hex}`,
//! `{hexes}`, …) below. A `Then` step returns `Err(message)` when the rule does not hold: the
//! message says what was expected and what was found, in the words of the feature.

// `cargo xtask steps` lists the modules in this order (blank lines keep rustfmt from sorting).
pub mod numbering;

pub mod geometry;

pub mod map;

pub mod scenario_files;

pub mod verdict;

pub mod strategic;

pub mod strategic_a;

pub mod strategic_b;

pub mod strategic_c;

pub mod civil_war;

pub mod civil_war_a;

pub mod civil_war_b;

pub mod civil_war_c;

pub mod civil_war_d;

pub mod minis;

pub mod minis_a;

pub mod minis_b;

pub mod minis_c;

pub mod games;

use std::convert::Infallible;
use std::fmt;
use std::path::{Path, PathBuf};
use std::str::FromStr;

use cucumber::{Parameter, World};
use umpire::errata::Edition;
use umpire::hex::{Direction, Hex, HexNumbering, Orientation};

/// What a step returns: `Err` carries the message a rules editor reads when it fails.
pub type Outcome = Result<(), String>;

/// The state one scenario builds up, step by step. A fresh one starts every scenario.
#[derive(Debug, World)]
pub struct AcceptanceWorld {
    /// The map numbering in force, with the name the messages use for it.
    pub numbering: Option<Numbering>,
    /// The small map drawn by `Given a small map of these hexes:`.
    pub small_map: Option<map::SmallMap>,
    /// The message of the last hex id or scenario file a step expected to be refused.
    pub last_refusal: Option<String>,
    /// What loading the scenario file of this scenario gave.
    pub loaded: Option<scenario_files::Loaded>,
    /// The strategic game in progress.
    pub strategic: Option<strategic::Strategic>,
    /// The Civil War game in progress.
    pub civil_war: Option<civil_war::CivilWar>,
    /// The miniatures table in play.
    pub minis: Option<minis::Minis>,
    /// The last order's verdict, whatever the ruleset (`Err`: the order was malformed).
    pub judged: Option<Result<verdict::Judged, String>>,
    /// The unit of the last order or reach asked for (its reach is the scenario's picture).
    pub ordered: std::cell::RefCell<Option<String>>,
    /// The edition the scenario's tags ask for (`@edition-base`); `Err` names a bad tag.
    pub edition: Result<Option<Edition>, String>,
    /// Tagged `@errata-examples`: judged with the worked-example errata.
    pub errata_examples: bool,
    /// The recorded game played (`Err`: the orders file could not be played).
    pub game: Option<Result<games::Game, String>>,
    /// The clauses the scenario's verdicts have cited so far, for the results file.
    pub cited: verdict::Cited,
    /// The feature file the scenario is written in: scenario files are looked for next to it.
    pub feature: Option<FeatureFile>,
}

impl Default for AcceptanceWorld {
    fn default() -> AcceptanceWorld {
        AcceptanceWorld {
            numbering: None,
            small_map: None,
            last_refusal: None,
            loaded: None,
            strategic: None,
            civil_war: None,
            minis: None,
            judged: None,
            ordered: std::cell::RefCell::new(None),
            edition: Ok(None),
            errata_examples: false,
            game: None,
            cited: verdict::Cited::default(),
            feature: None,
        }
    }
}

/// Where a feature file is, for the scenario files its steps name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FeatureFile {
    /// Its folder.
    pub folder: PathBuf,
    /// The ruleset of its folder in the repository (`features/strategic/…`: `strategic`).
    pub ruleset: Option<String>,
}

impl FeatureFile {
    /// Where `feature` is (`None` for a feature read from no file).
    pub fn of(feature: &cucumber::gherkin::Feature) -> Option<Self> {
        let path = feature.path.as_ref()?;
        let folder = path.parent()?.to_path_buf();
        let features = repository().join("features");
        let features = features.canonicalize().unwrap_or(features);
        let ruleset = path
            .strip_prefix(&features)
            .ok()
            .and_then(|p| p.components().next())
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .filter(|r| !r.ends_with(".feature"));
        Some(Self { folder, ruleset })
    }
}

/// The repository's root.
fn repository() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The folders a scenario file named in a step is looked for in, in order: the feature file's
/// own folder, then the repository's `scenarios/<ruleset>/` (`ruleset`, else the feature's
/// folder under `features/`) and `scenarios/`.
pub fn scenario_folders(feature: Option<&FeatureFile>, ruleset: Option<&str>) -> Vec<PathBuf> {
    let scenarios = repository().join("scenarios");
    let ruleset = ruleset.or(feature.and_then(|f| f.ruleset.as_deref()));
    let mut folders: Vec<PathBuf> = feature.map(|f| f.folder.clone()).into_iter().collect();
    folders.extend(ruleset.map(|r| scenarios.join(r)));
    folders.push(scenarios);
    folders.retain(|f| f.is_dir());
    folders.dedup();
    folders
}

/// The scenario file `name` in the first of `folders` that has it (an absolute `name` as it
/// is).
///
/// # Errors
/// No folder has it: the message names the folders and the nearest file name there is.
pub fn find_scenario_file(name: &str, folders: &[PathBuf]) -> Result<PathBuf, String> {
    let path = Path::new(name);
    if path.is_absolute() {
        return if path.is_file() { Ok(path.to_path_buf()) } else { Err(missing(name, folders)) };
    }
    folders.iter().map(|f| f.join(path)).find(|p| p.is_file()).ok_or_else(|| missing(name, folders))
}

/// The scenario file a "… is changed to read:" step loaded (`what`: "the strategic
/// scenario") was refused with a message containing `text`.
pub fn refused_containing(world: &AcceptanceWorld, what: &str, text: &str) -> Outcome {
    let expected = format!("expected {what} to be refused with a message containing {text:?}");
    match &world.last_refusal {
        Some(message) if message.contains(text) => Ok(()),
        Some(message) => Err(format!("{expected}, but the message reads: {message}")),
        None => Err(format!("{expected}, but it loaded")),
    }
}

/// The folder `path` is in and its file name: a text block laid over a scenario file includes
/// it by that name, its own includes read from that folder.
pub fn base_and_file(path: &Path) -> (PathBuf, String) {
    let base = path.parent().map_or_else(|| repository().to_path_buf(), Path::to_path_buf);
    let file = path.file_name().map(|f| f.to_string_lossy().into_owned()).unwrap_or_default();
    (base, file)
}

/// The message for a scenario file no folder has, with the nearest name.
fn missing(name: &str, folders: &[PathBuf]) -> String {
    let mut names: Vec<String> = Vec::new();
    for folder in folders {
        toml_files(folder, folder, 2, &mut names);
    }
    let shown: Vec<String> = folders
        .iter()
        .map(|f| f.strip_prefix(repository()).unwrap_or(f).display().to_string())
        .collect();
    let nearest = names
        .iter()
        .min_by_key(|n| strsim::damerau_levenshtein(name, n))
        .map(|n| format!("; the nearest is \"{n}\""))
        .unwrap_or_default();
    format!(
        "expected a scenario file \"{name}\" in {}, but there is none{nearest}",
        list(&shown).replace(" and ", " or ")
    )
}

/// The `.toml` files under `folder`, `depth` folders deep, named relative to `base`.
fn toml_files(base: &Path, folder: &Path, depth: usize, names: &mut Vec<String>) {
    let Ok(entries) = std::fs::read_dir(folder) else { return };
    for path in entries.flatten().map(|e| e.path()) {
        if path.is_dir() && depth > 0 {
            toml_files(base, &path, depth - 1, names);
        } else if path.extension().is_some_and(|e| e == "toml") {
            let relative = path.strip_prefix(base).unwrap_or(&path);
            names.push(relative.display().to_string().replace('\\', "/"));
        }
    }
}

/// A map numbering with a name for messages ("the strategic east map").
#[derive(Debug, Clone)]
pub struct Numbering {
    /// How the map prints its hex ids.
    pub numbering: HexNumbering,
    /// What the messages call this map.
    pub name: String,
}

impl AcceptanceWorld {
    /// Lays the errata in force (the edition the tags ask for, else the one the scenario pins,
    /// else the latest) over a scenario's `[rules]`, for `ruleset`.
    pub fn amend(
        &self,
        rules: &mut Option<toml::Table>,
        ruleset: &str,
        origin: &str,
    ) -> Result<(), String> {
        let edition = self.edition.clone()?;
        let errata = crate::harness::errata::for_scenario(self.errata_examples);
        umpire::errata::apply(errata, rules, ruleset, edition, origin)
            .map(drop)
            .map_err(|e| e.to_string())
    }

    /// The speed-table rules' data in the edition in force: the embedded vehicle and troop
    /// rules with the `minis-speed` errata's data laid over them.
    pub fn speed_rules(
        &self,
    ) -> Result<
        (umpire::minis::speed::vehicles::VehicleRules, umpire::minis::speed::troops::TroopsData),
        String,
    > {
        let edition = self.edition.clone()?.unwrap_or_default();
        let data =
            crate::harness::errata::for_scenario(self.errata_examples).data("minis-speed", edition);
        umpire::errata::speed_data(&data).map_err(|e| format!("the minis-speed errata: data.{e}"))
    }

    /// The scenario file a step names: next to the feature file, else in the repository's
    /// `scenarios/<ruleset>/` (`ruleset`, else the feature's folder) or `scenarios/`.
    ///
    /// # Errors
    /// No such file: the message names where it looked and the nearest name.
    pub fn scenario_file(&self, name: &str, ruleset: Option<&str>) -> Result<PathBuf, String> {
        find_scenario_file(name, &scenario_folders(self.feature.as_ref(), ruleset))
    }

    /// The numbering in force, or a message saying how to choose one.
    pub fn numbering(&self) -> Result<&Numbering, String> {
        self.numbering.as_ref().ok_or_else(|| {
            "no map numbering has been chosen yet: start the scenario (or its Background) \
             with a step such as \"Given the strategic east map numbering\""
                .to_owned()
        })
    }

    /// Chooses the numbering in force.
    pub fn use_numbering(&mut self, numbering: HexNumbering, name: impl Into<String>) {
        self.numbering = Some(Numbering { numbering, name: name.into() });
    }

    /// The hex an id names on the map in force, or the message explaining why it names none.
    pub fn hex(&self, id: &HexId) -> Result<Hex, String> {
        let map = self.numbering()?;
        map.numbering
            .parse(&id.0)
            .map_err(|err| format!("{} cannot be read on {}: {err}", id.0, map.name))
    }

    /// The hexes a list of ids names, in order.
    pub fn hexes(&self, ids: &HexIds) -> Result<Vec<Hex>, String> {
        ids.0.iter().map(|id| self.hex(id)).collect()
    }

    /// The printed id of `hex` on the map in force, or a description of where it lies if it
    /// has no number there.
    pub fn id_of(&self, hex: Hex) -> String {
        match &self.numbering {
            Some(map) => map.numbering.format(hex).unwrap_or_else(|_| {
                let o = map.numbering.offset_of(hex);
                format!("the hex off the map at column {}, row {}", o.col, o.row)
            }),
            None => hex.to_string(),
        }
    }

    /// Ids of `hexes`, in order, as a rules editor would list them: `0101, 0102 and 0203`.
    pub fn id_list(&self, hexes: impl IntoIterator<Item = Hex>) -> String {
        let ids: Vec<String> = hexes.into_iter().map(|h| self.id_of(h)).collect();
        list(&ids)
    }

    /// Whether `hex` has a number on the map in force.
    pub fn on_map(&self, hex: Hex) -> bool {
        self.numbering.as_ref().is_some_and(|map| map.numbering.contains(hex))
    }

    /// The direction a compass name means on the map in force (flat-top maps have north and
    /// south, pointy-top maps east and west).
    pub fn direction(&self, name: &Compass) -> Result<Direction, String> {
        let map = self.numbering()?;
        let orientation = map.numbering.layout.orientation;
        Direction::ALL.into_iter().find(|d| compass_name(*d, orientation) == name.0).ok_or_else(
            || {
                let names: Vec<String> =
                    Direction::ALL.iter().map(|d| compass_name(*d, orientation)).collect();
                format!(
                    "hexes on {} have no {} side: their six sides face {}",
                    map.name,
                    name.0,
                    list(&names)
                )
            },
        )
    }
}

/// The compass name of `direction` in rules language (`north-east`) on a map of `orientation`.
pub fn compass_name(direction: Direction, orientation: Orientation) -> String {
    let name = match orientation {
        Orientation::FlatTop => direction.flat_name(),
        Orientation::PointyTop => direction.pointy_name(),
    };
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() && i > 0 {
            out.push('-');
        }
        out.push(c.to_ascii_lowercase());
    }
    out
}

/// `a`, `a and b`, `a, b and c`.
pub fn list(items: &[String]) -> String {
    match items {
        [] => "none".to_owned(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// A hex id as printed on the map: an optional map prefix, then the digits — `e3609`, `w3718`,
/// `1012`.
#[derive(Debug, Clone, PartialEq, Eq, Parameter)]
#[param(name = "hex", regex = r"[A-Za-z]*[0-9]+")]
pub struct HexId(pub String);

impl FromStr for HexId {
    type Err = Infallible;

    fn from_str(s: &str) -> Result<Self, Infallible> {
        Ok(Self(s.to_owned()))
    }
}

impl fmt::Display for HexId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A list of hex ids separated by commas and a final "and" — `0504, 0506 and 0405`.
#[derive(Debug, Clone, PartialEq, Eq, Parameter)]
#[param(
    name = "hexes",
    regex = r"[A-Za-z]*[0-9]+(?:(?:,\s*(?:and\s+)?|\s+and\s+)[A-Za-z]*[0-9]+)*"
)]
pub struct HexIds(pub Vec<HexId>);

impl FromStr for HexIds {
    type Err = Infallible;

    fn from_str(s: &str) -> Result<Self, Infallible> {
        let ids = s
            .split([',', ' '])
            .map(str::trim)
            .filter(|w| !w.is_empty() && *w != "and")
            .map(|w| HexId(w.to_owned()))
            .collect();
        Ok(Self(ids))
    }
}

/// Which of the strategic game's two maps: `east` or `west`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Parameter)]
#[param(name = "side", regex = "east|west")]
pub enum Side {
    /// The east map: ids start with `e`.
    East,
    /// The west map: ids start with `w`.
    West,
}

impl FromStr for Side {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "east" => Ok(Self::East),
            "west" => Ok(Self::West),
            other => Err(format!("{other:?} is neither east nor west")),
        }
    }
}

/// A compass direction from a hex to a neighbour: `north`, `north-east`, `south-east`, `south`,
/// `south-west`, `north-west` on a map whose columns are shifted (flat-topped hexes); `east`
/// and `west` instead of `north` and `south` on a map whose rows are shifted.
#[derive(Debug, Clone, PartialEq, Eq, Parameter)]
#[param(name = "direction", regex = "(?:north|south)-(?:east|west)|north|south|east|west")]
pub struct Compass(pub String);

impl FromStr for Compass {
    type Err = Infallible;

    fn from_str(s: &str) -> Result<Self, Infallible> {
        Ok(Self(s.to_owned()))
    }
}
