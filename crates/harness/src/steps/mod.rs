//! The step vocabulary of the acceptance features, one module per topic, and the world every
//! scenario runs in.
//!
//! * [`numbering`] — which map numbering is in force, reading and writing hex ids, adjacency;
//! * [`geometry`] — distances, neighbours, rings, lines and hexsides;
//! * [`map`] — a small map drawn as a table of hexes in the feature itself;
//! * [`scenario_files`] — loading scenario files and the errors a wrong file gets;
//! * [`verdict`] — verdicts in any ruleset: legal or refused by which clause, costs, stops;
//! * [`reach`] — where a unit can go this phase, in any hex ruleset;
//! * [`dice`] — the rolls the next dice come up with;
//! * [`strategic`] — the strategic movement rules: scenarios, moves, overruns, convoys;
//! * [`civil_war`] — the Civil War movement rules: marches, rail, water, transport, assaults;
//! * [`minis`] — miniatures on an open table: dice orders, odds, fire, measuring, speed tables;
//! * [`games`] — recorded games (orders files) played whole, and orders written out in full.
//!
//! A ruleset's folder holds its state and shared helpers in `mod.rs` and one module per topic;
//! a module uses its parent's helpers and the shared modules above it, never a sibling that
//! uses it back.
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

pub mod reach;

pub mod dice;

pub mod strategic;

pub mod civil_war;

pub mod minis;

pub mod games;

use std::convert::Infallible;
use std::fmt;
use std::str::FromStr;
use std::sync::{Arc, Mutex, PoisonError};

use cucumber::{Parameter, World, gherkin};
use umpire_hex::{Direction, Hex, HexNumbering, Orientation};
use umpire_play::errata::Edition;

use crate::library::{BUILT_IN, Found, Place};
use crate::suite::{self, Suite};
pub use crate::words::list;

/// What a step returns: `Err` carries the message a rules editor reads when it fails.
pub type Outcome = Result<(), String>;

/// The state one scenario builds up, step by step. A fresh one starts every scenario; the
/// run's before-hook gives it the [`Suite`] it judges by ([`AcceptanceWorld::prepare`]).
#[derive(Debug, World)]
pub struct AcceptanceWorld {
    /// What the run judges by: errata, clause ids, the files steps may read.
    pub suite: Arc<Suite>,
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
    ordered: Mutex<Option<String>>,
    /// The edition the scenario's tags ask for (`@edition-base`); `Err` names a bad tag.
    pub edition: Result<Option<Edition>, String>,
    /// Tagged `@errata-examples`: judged with the worked-example errata.
    pub errata_examples: bool,
    /// The recorded game played (`Err`: the orders file could not be played).
    pub game: Option<Result<games::Game, String>>,
    /// The clauses the scenario's verdicts have cited so far, for the results file.
    pub cited: verdict::Cited,
    /// The folder of the feature file the scenario is written in: files are looked for there
    /// first.
    pub feature: Option<Place>,
}

impl Default for AcceptanceWorld {
    fn default() -> AcceptanceWorld {
        AcceptanceWorld {
            suite: Suite::empty(),
            numbering: None,
            small_map: None,
            last_refusal: None,
            loaded: None,
            strategic: None,
            civil_war: None,
            minis: None,
            judged: None,
            ordered: Mutex::new(None),
            edition: Ok(None),
            errata_examples: false,
            game: None,
            cited: verdict::Cited::default(),
            feature: None,
        }
    }
}

/// A world judging by the rules as published that reads the repository's `scenarios/`, for
/// the steps' own tests.
#[cfg(test)]
pub fn repository_world() -> AcceptanceWorld {
    let scenarios = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scenarios");
    let library = crate::library::Library::new(vec![scenarios], &[]);
    let none = umpire_play::errata::Errata::none;
    let suite = Suite::new(none(), none(), library).unwrap_or_else(|e| panic!("{e}"));
    AcceptanceWorld { suite: Arc::new(suite), ..AcceptanceWorld::default() }
}

/// The folder of `feature`'s file (`None` for a feature read from no file).
pub fn feature_place(feature: &gherkin::Feature) -> Option<Place> {
    let path = feature.path.as_ref()?;
    let text = path.to_string_lossy();
    if let Some(builtin) = text.strip_prefix(BUILT_IN) {
        let folder = builtin.rsplit_once('/').map_or("", |(folder, _)| folder);
        return Some(Place::Builtin(folder.to_owned()));
    }
    Some(Place::Disk(path.parent()?.to_path_buf()))
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

/// The folder `found` is in and its file name: a text block laid over a scenario file includes
/// it by that name, its own includes read from that folder.
pub fn base_and_file(found: &Found) -> (Place, String) {
    let shown = found.shown();
    let file = shown.rsplit(['/', '\\']).next().unwrap_or_default().to_owned();
    (found.place(), file)
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
    /// Readies a fresh world for `scenario` of a run judging by `suite`: the edition and the
    /// errata its tags ask for, and where its feature file is.
    pub fn prepare(
        &mut self,
        feature: &gherkin::Feature,
        rule: Option<&gherkin::Rule>,
        scenario: &gherkin::Scenario,
        suite: &Arc<Suite>,
    ) {
        let tags = crate::tags::of(feature, rule, scenario);
        self.suite = Arc::clone(suite);
        self.edition = suite::edition_of(&tags).map(|e| e.or(suite.edition));
        self.errata_examples = tags.iter().any(|t| t == suite::EXAMPLES_TAG);
        self.feature = feature_place(feature);
    }

    /// The unit of the last order or reach asked for.
    pub fn ordered(&self) -> Option<String> {
        self.ordered.lock().unwrap_or_else(PoisonError::into_inner).clone()
    }

    /// Notes `unit` as the unit of the last order or reach asked for.
    pub fn set_ordered(&self, unit: String) {
        *self.ordered.lock().unwrap_or_else(PoisonError::into_inner) = Some(unit);
    }

    /// Lays the errata in force (the edition the tags ask for, else the one the scenario pins,
    /// else the latest) over a scenario's `[rules]`, for `ruleset`.
    pub fn amend(
        &self,
        rules: &mut Option<toml::Table>,
        ruleset: &str,
        origin: &str,
    ) -> Result<(), String> {
        let edition = self.edition.clone()?;
        let errata = self.suite.errata_for(self.errata_examples);
        umpire_play::errata::apply(errata, rules, ruleset, edition, origin)
            .map(drop)
            .map_err(|e| e.to_string())
    }

    /// The speed-table rules' data in the edition in force: the embedded vehicle and troop
    /// rules with the `minis-speed` errata's data laid over them.
    pub fn speed_rules(
        &self,
    ) -> Result<
        (umpire_minis::speed::vehicles::VehicleRules, umpire_minis::speed::troops::TroopsData),
        String,
    > {
        let edition = self.edition.clone()?.unwrap_or_default();
        let data = self.suite.errata_for(self.errata_examples).data("minis-speed", edition);
        umpire_play::errata::speed_data(&data)
            .map_err(|e| format!("the minis-speed errata: data.{e}"))
    }

    /// The file a step names: beside the feature file, else in the run's scenario folders
    /// (their `<ruleset>/` first: `ruleset`, else the feature's folder's name), else in the
    /// built-in library.
    ///
    /// # Errors
    /// No such file: the message names where it looked and the nearest name.
    pub fn scenario_file(&self, name: &str, ruleset: Option<&str>) -> Result<Found, String> {
        let library = &self.suite.library;
        library
            .find(name, &library.places(self.feature.as_ref(), ruleset.or(self.feature_ruleset())))
    }

    /// The places [`AcceptanceWorld::scenario_file`] looks in.
    pub fn scenario_places(&self, ruleset: Option<&str>) -> Vec<Place> {
        self.suite.library.places(self.feature.as_ref(), ruleset.or(self.feature_ruleset()))
    }

    /// The ruleset the feature's folder is named for, if it is (`features/strategic/`).
    pub fn feature_ruleset(&self) -> Option<&'static str> {
        let folder = match self.feature.as_ref()? {
            Place::Disk(folder) => folder.file_name()?.to_str()?,
            Place::Builtin(folder) => folder.rsplit('/').next()?,
        };
        let rulesets = ["strategic", "civil-war", "minis-dice", "minis-speed", "minis", "hex"];
        rulesets.into_iter().find(|r| *r == folder)
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

/// `a, b and c` or `a → b → c` into ids (`entrain` and `detrain` are ids of a rail path too).
pub fn split_places(text: &str) -> Vec<String> {
    text.split([',', ' ', '→'])
        .map(str::trim)
        .filter(|w| !w.is_empty() && *w != "and")
        .map(str::to_owned)
        .collect()
}

/// The quoted ids of `"a", "b" and "c"`.
pub fn quoted(text: &str) -> Vec<String> {
    text.split('"').skip(1).step_by(2).map(str::to_owned).collect()
}

/// The message of a `When` step that names a unit the scenario does not have, with the nearest
/// of `ids`: the slip fails the step that makes it, not the `Then` after it.
pub fn unknown_unit<'a>(unit: &str, ids: impl IntoIterator<Item = &'a str>) -> String {
    let near = umpire_map::nearest(unit, ids)
        .map(|n| format!(" (did you mean {n:?}?)"))
        .unwrap_or_default();
    format!("the scenario has no unit {unit:?}{near}")
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
