#![doc = include_str!("../README.md")]
//!
//! # Loading
//!
//! - [`load_file`] reads a file and the files it includes ([`load_file_with`] with
//!   [`LoadOptions`] names the folder includes are confined to); [`load_str`] and
//!   [`load_str_with`] read text; [`read_text`] reads any file as the loader does. Every problem comes back as a [`ScenarioError`] that says where (file, line,
//!   column, key path), what is wrong, what is expected and, for a misspelt name, the nearest
//!   known one:
//!
//!   ```text
//!   scenarios/demo.toml:14:9: map.terrain.overrides.e3707: unknown terrain "swmap" — did you mean "swamp"? (known: clear, forest, swamp, …)
//!   ```
//!
//! - A loaded [`Scenario`] has a [`ScenarioMap`], which is an [`umpire_map::HexBoard`] (and so a
//!   [`umpire_map::Board`]): every hex ruleset's movement search runs on it, as on any other map
//!   that implements the trait. Its places ([`MapPlace`]) are the hexes of the map and the boxes;
//!   a leg ([`umpire_map::HexLeg`]) says which hexside it crosses, with which [`Features`], and
//!   whether a road or rail runs across.
//! - [`DEMO`], [`DEMO_MAP`] and [`load_demo`]: the demo scenario, embedded.
//!
//! # The file format
//!
//! Every key, in one small complete scenario (`scenarios/reference.toml`, shipped with this crate
//! as `embedded/reference.toml`, which this crate's tests load):
//!
#![doc = concat!("```toml\n", include_str!("../embedded/reference.toml"), "```\n")]
//!
//! Hexside features are: `river`, `major-river`, `minor-river`, `all-sea`, `lake`, `mountain`,
//! `canal`, `strait`, `connected-strait`, `bridge`, `ferry`, `border`, `fortification`, `ford`
//! ([`Feature`]). Names of layouts, orders, kinds, directions and features are matched ignoring
//! case, `-`, `_` and spaces (`Major River` is `major-river`). Hex ids are read with the map's
//! [`umpire_hex::HexNumbering`] (surrounding spaces and the prefix's case are ignored). A side
//! named twice gets the features of both entries. Unknown keys are refused (with the nearest
//! known key), except in `[[units]]` and `[rules]`.
//!
//! ## Includes
//!
//! `include` lists files relative to the including file. Included files are read first
//! (recursively, each file once, at most 16 deep, cycles refused), then the including file
//! extends and overrides them: a key with a plain value (`name`, `map.layout`, `map.columns`,
//! `map.terrain.rows`…) replaces the included one; arrays of tables (`[[map.hexsides]]`,
//! `[[map.roads]]`, `[[map.places]]`, `[[map.boxes]]`, `[[map.zones]]`, `[[units]]`) are
//! concatenated, included entries first; `legend` and `overrides` entries are merged code by
//! code and hex by hex, the including file winning; `[rules]` tables are merged key by key,
//! recursively. Names must stay unique across all files (a place defined twice is refused); a
//! hex overridden in two files takes the later terrain, but one file may not override it twice.
//!
//! Includes stay inside the scenario's own folder tree: the folder of the file [`load_file`] is
//! given, or the root [`LoadOptions::root`] names. An absolute include is refused, and so is one
//! that resolves outside the root, through `..` or a symbolic link (checked on the resolved
//! path before anything is opened; under the default root, a name whose `..` climbs above the
//! scenario's folder is refused as written, without a look at what lies there). Only regular files are read — a folder, FIFO, device or
//! socket is refused without being opened for reading — each at most [`MAX_FILE_BYTES`] (16 MiB,
//! our choice), and each must be UTF-8 text (the first bad byte is located by line and byte).
//! An included file whose top level is not a scenario's (a key other than `name`, `include`,
//! `map`, `units` and `rules`, or one of them holding the wrong kind of value) is refused naming
//! only the file, the line and the key path: no error quotes a file that is not a scenario.
//!
//! # Example
//!
//! ```
//! use umpire_scenario::{Location, MapPlace, load_demo};
//! use umpire_map::{Board, HexBoard, Map};
//!
//! let demo = load_demo();
//! let map = &demo.map;
//! let bridge_west = map.parse_hex("e0604")?;
//! let bridge_east = map.parse_hex("e0703")?;
//! let leg = map.leg(MapPlace::Hex(bridge_west), MapPlace::Hex(bridge_east)).unwrap();
//! assert!(leg.road);
//! assert_eq!(map.hexside_features(leg.hexside.unwrap()), ["river", "bridge"]);
//! assert_eq!(map.terrain(bridge_east), Some("clear"));
//!
//! let reserves = map.box_by_key("reserves").unwrap();
//! assert_eq!(demo.unit("blue-2").map(|u| u.at), Some(Location::Box(reserves)));
//! assert_eq!(map.place_count(), 12 * 10 + 1);
//! # Ok::<(), umpire_hex::NumberingError>(())
//! ```

mod board;
mod build;
mod demo;
pub mod errata;
mod error;
mod include;
mod key_path;
mod keys;
mod limits;
mod load;
mod map;
mod merge;
mod parse;
mod raw;
mod read_error;
mod reader;
mod ruleset;
mod save;
mod scenario;
mod source;
mod write;

pub use demo::{DEMO, DEMO_MAP, DEMO_ORIGIN, load_demo, try_load_demo};
pub use error::{ErrorKind, ScenarioError};
pub use include::Resolver;
pub use keys::KeyPositions;
pub use limits::{MAX_NAME_CHARS, MAX_PATH_CHARS, NAME_KEYS, PATH_KEYS, TooLong, too_long};
pub use load::{LoadOptions, load_file, load_file_with, load_str, load_str_with};
pub use map::{MapBox, NamedPlace, Route, RouteKind, ScenarioMap, TerrainId, Zone};
pub use read_error::{MAX_FILE_BYTES, ReadError};
pub use reader::{KeyError, KeyReader, KeyResult};
pub use ruleset::{
    EmbeddedRulesData, MAX_OVERRIDES_TRIED, layered_rules_data, refused_override, rules_data,
};
pub use save::write_whole;
pub use scenario::{Location, MAX_UNITS, Scenario, Side, Unit};
pub use source::{FileError, line_column, read_text};
pub use umpire_map::{BoxId, Feature, Features, MapPlace, Position, SetupError, nearest};

/// The largest map a scenario may have, in hexes (columns × rows): 16,777,216.
pub const MAX_HEXES: u64 = build::MAX_HEXES;
