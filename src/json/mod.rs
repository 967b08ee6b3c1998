//! The documented JSON shapes of the `umpire` command's answers: one typed struct per output,
//! serialised with serde and described by a JSON Schema (schemars) that `cargo xtask schema`
//! writes to the repository's `schema/` folder.
//!
//! Every shape keeps the same conventions, so a tool reads every command alike:
//! - places are printed ids only: a hex id (`e3609`), a box id (`central-asia`), a Civil War
//!   river hexside (`1012/1013`); never internal coordinates;
//! - movement points are one exact form, a string ([`MpText`]): `"2"`, `"1/2"`, `"1 1/3"`;
//! - verdicts and kinds are lower-case words (`"legal"`, `"illegal"`, `"cost"`, `"stop"`);
//! - chances are exact fractions as strings (`"1/216"`); table lengths are numbers in the
//!   output's `length_unit`, or fractions of it as strings under `…_exact` keys;
//! - every top-level object opens with `"schema": "umpire/<name>/<version>"`, the `$id` of its
//!   schema, `schema/<name>.v<version>.json`. A change that could break a tool reading the
//!   shape (a field removed, renamed or retyped) raises the version; new fields do not.
//!
//! ```
//! use umpire::json::{Output, Reach};
//! assert_eq!(Reach::ID, "umpire/reach/2");
//! let schema = umpire::json::schema_of::<Reach>();
//! assert_eq!(schema.get("$id").and_then(|id| id.as_str()), Some("umpire/reach/2"));
//! ```

mod check;
mod common;
mod error;
mod measure;
mod odds;
mod play;
mod reach;
mod show;
mod test_results;
mod threat;

pub use check::{Check, Refused};
pub use common::{Citation, LedgerLine, MpText, Refusal};
pub use error::{ErrorBody, ErrorKind, ErrorLine, NoteLine};
pub use measure::{
    DiceMeasure, DiceRange, Leg, Miring, Moved, Route, Span, SpeedMeasure, SpeedSpan,
};
pub use odds::{Chance, Odds};
pub use play::{Expect, Play, PlayedOrder};
pub use reach::{Reach, ReachNode, ReachPlace};
pub use show::{
    HexUnit, Hexside, MapBox, MapRoute, MapView, NamedPlace, Show, ShowTable, SideView, TableLine,
    TableUnit, TableView, Zone,
};
pub use test_results::{Test, TestScenario, TestStatus};
pub use threat::{Threat, ThreatPlace, ThreatUnit};

use schemars::{JsonSchema, Schema};

/// A top-level output: its schema's name and version, and so its `schema` field.
pub trait Output: JsonSchema {
    /// The name: `reach`, `check`… (the file `schema/<name>.v<version>.json`).
    const NAME: &'static str;
    /// The version: raised by a change that could break a tool reading the shape.
    const VERSION: u32;
    /// `umpire/<name>/<version>`: the `schema` field of every output and its schema's `$id`.
    const ID: &'static str;

    /// The schema's file name in `schema/`: `<name>.v<version>.json`.
    fn file_name() -> String {
        format!("{}.v{}.json", Self::NAME, Self::VERSION)
    }
}

/// Declares `$ty` an [`Output`] named `$name`, version `$version`.
macro_rules! output {
    ($ty:ty, $name:literal, $version:literal) => {
        impl $crate::json::Output for $ty {
            const NAME: &'static str = $name;
            const VERSION: u32 = $version;
            const ID: &'static str = concat!("umpire/", $name, "/", $version);
        }
    };
}
pub(crate) use output;

/// The JSON Schema of output `T`: its `$id`, a title, and its `schema` field fixed to the id.
pub fn schema_of<T: Output>() -> Schema {
    let mut schema = schemars::SchemaGenerator::default().into_root_schema_for::<T>();
    schema.insert("$id".to_owned(), T::ID.into());
    if let Some(object) = schema.as_object_mut() {
        object.values_mut().for_each(require_every_property);
        require_in(object);
    }
    if let Some(field) = schema
        .get_mut("properties")
        .and_then(|p| p.as_object_mut())
        .and_then(|p| p.get_mut("schema"))
        .and_then(|s| s.as_object_mut())
    {
        field.insert("const".to_owned(), T::ID.into());
    }
    schema
}

/// Marks every property of every object in `schema` required: the outputs write every field,
/// `null` when it has no value, so a tool can rely on the key being there.
fn require_every_property(schema: &mut serde_json::Value) {
    match schema {
        serde_json::Value::Object(object) => {
            object.values_mut().for_each(require_every_property);
            require_in(object);
        }
        serde_json::Value::Array(items) => items.iter_mut().for_each(require_every_property),
        _ => {}
    }
}

/// Marks every property of `object` (a schema) required, if it has properties.
fn require_in(object: &mut serde_json::Map<String, serde_json::Value>) {
    if let Some(serde_json::Value::Object(properties)) = object.get("properties") {
        let names: Vec<serde_json::Value> = properties.keys().map(|k| k.as_str().into()).collect();
        object.insert("required".to_owned(), names.into());
    }
}

/// Every output's schema with its file name in `schema/`, in a fixed order.
pub fn schemas() -> Vec<(String, Schema)> {
    fn one<T: Output>() -> (String, Schema) {
        (T::file_name(), schema_of::<T>())
    }
    vec![
        one::<Show>(),
        one::<ShowTable>(),
        one::<Reach>(),
        one::<Threat>(),
        one::<Check>(),
        one::<DiceMeasure>(),
        one::<SpeedMeasure>(),
        one::<Odds>(),
        one::<Play>(),
        one::<Test>(),
        one::<ErrorLine>(),
        one::<NoteLine>(),
    ]
}

/// The text of a schema file: pretty JSON and a final newline.
pub fn schema_text(schema: &Schema) -> String {
    let mut text = serde_json::to_string_pretty(schema).unwrap_or_default();
    text.push('\n');
    text
}
