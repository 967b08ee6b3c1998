//! A loaded scenario: its name, map, units and ruleset table.

use umpire_hex::Hex;

use crate::keys::KeyPositions;
use crate::map::ScenarioMap;
use umpire_map::BoxId;
use umpire_map::MapPlace;

/// The most units a scenario may hold, included files and all: our choice (10,000), not any
/// ruleset's — the largest board games have a few thousand counters. Loading, showing, drawing
/// and moving take time in proportion to the units; this keeps a scenario within a few seconds
/// and a few hundred megabytes. The unit past it is refused at its `[[units]]` entry.
pub const MAX_UNITS: usize = 10_000;

/// A loaded, checked scenario.
///
/// It serialises (with serde) as a single self-contained scenario file: includes resolved,
/// terrain overrides written into the rows, hexsides as `at` + `direction`, hexes and boxes by
/// their ids. `toml::to_string` of a scenario loads back to an equal scenario (its `origin` and
/// `keys` aside, which are not part of the file).
#[derive(Debug, Clone, PartialEq)]
pub struct Scenario {
    /// The scenario's name.
    pub name: String,
    /// The name of the file (or string) it was loaded from, as used in messages.
    pub origin: String,
    /// The map.
    pub map: ScenarioMap,
    /// The units, in the order written (included files first).
    pub units: Vec<Unit>,
    /// The `[rules]` table, untouched, for the ruleset to read.
    pub rules: Option<toml::Table>,
    /// Where each `[rules]` key and each unit's key was written, so a ruleset can point at the
    /// value it refuses (not part of the file's content: a written scenario has none).
    pub keys: KeyPositions,
    /// How the pictures show each side, by side name (`[sides.<name>]`); a side named here need
    /// not have units (an included map may style the sides of several scenarios).
    pub sides: std::collections::BTreeMap<String, Side>,
}

/// One `[sides.<name>]` table: how pictures show a side.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Side {
    /// The colour of its counters and legend swatch, `#rrggbb` (lower case); the renderer's
    /// palette when `None`.
    pub colour: Option<String>,
}

impl Scenario {
    /// The unit with id `id`.
    pub fn unit(&self, id: &str) -> Option<&Unit> {
        self.units.iter().find(|u| u.id == id)
    }

    /// The ruleset the `[rules]` table names (`ruleset = "strategic"`), if any.
    pub fn ruleset(&self) -> Option<&str> {
        self.rules.as_ref()?.get("ruleset")?.as_str()
    }

    /// Where terrain `name` is first named: the key of the legend entry that names it
    /// (`map.terrain.legend.g`) and where that entry is written, for a message about the
    /// terrain (a ruleset's chart that does not price it). `None` for a terrain no legend
    /// names.
    pub fn terrain_written(&self, name: &str) -> Option<(String, umpire_map::Position)> {
        let id = self.map.terrain_named(name)?;
        let (code, _) = self.map.legend().find(|(_, terrain)| *terrain == id)?;
        let at = self.keys.get(&format!("map.terrain.legend.{code}"))?;
        Some((crate::key_path::join_key("map.terrain.legend", code), at))
    }
}

/// A generic counter: enough to show and place it; rulesets read their own keys from `extra`.
#[derive(Debug, Clone, PartialEq)]
pub struct Unit {
    /// Its id, unique in the scenario.
    pub id: String,
    /// Its side, e.g. `soviet`.
    pub side: String,
    /// The text on the counter (the id when the file gives none).
    pub label: String,
    /// Where it stands.
    pub at: Location,
    /// Every other key of its `[[units]]` entry, untouched.
    pub extra: toml::Table,
}

impl Unit {
    /// Why a ruleset has taken the unit off the board, if it has, as a saved game writes it:
    /// `eliminated = "force-pool"` (the strategic rules' overruns: where it went) or `removed =
    /// true` (the Civil War's stranded trains and units lost at sea). The format still asks for
    /// an `at`, which the rules then ignore; pictures and listings leave the unit off the map.
    ///
    /// ```
    /// let mut unit = umpire_scenario::load_demo().units[0].clone();
    /// assert_eq!(unit.off_board(), None);
    /// unit.extra.insert("eliminated".into(), "force-pool".into());
    /// assert_eq!(unit.off_board().as_deref(), Some("eliminated: force-pool"));
    /// ```
    pub fn off_board(&self) -> Option<String> {
        if let Some(to) = self.extra.get("eliminated").and_then(toml::Value::as_str) {
            return Some(format!("eliminated: {to}"));
        }
        let removed = self.extra.get("removed").and_then(toml::Value::as_bool) == Some(true);
        removed.then(|| "removed".to_owned())
    }
}

/// Where a unit stands: a hex or a box.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Location {
    /// A hex of the map.
    Hex(Hex),
    /// An off-map or holding box.
    Box(BoxId),
}

impl From<Location> for MapPlace {
    fn from(location: Location) -> MapPlace {
        match location {
            Location::Hex(hex) => MapPlace::Hex(hex),
            Location::Box(id) => MapPlace::Box(id),
        }
    }
}

impl From<MapPlace> for Location {
    fn from(place: MapPlace) -> Location {
        match place {
            MapPlace::Hex(hex) => Location::Hex(hex),
            MapPlace::Box(id) => Location::Box(id),
        }
    }
}

impl ScenarioMap {
    /// How scenario files write `location`: a hex id or a box id.
    pub fn location_id(&self, location: Location) -> String {
        match location {
            Location::Hex(hex) => self.hex_id(hex),
            Location::Box(id) => {
                self.map_box(id).map_or_else(|| format!("box #{}", id.0), |b| b.key.clone())
            }
        }
    }
}
