//! Rules data embedded as Rust values: every number of a ruleset stays in its TOML rules-data
//! file, and a build script turns that file into a [`DataValue`] tree compiled into the crate, so
//! the ruleset reads its defaults with serde and no parser at run time.
//!
//! A ruleset's build script calls `umpire_map::embed::build("rules.toml", "rules.rs")` (feature
//! `embed`, a build dependency only), and its library includes the tree:
//!
//! ```ignore
//! static BUILTIN: umpire_map::DataValue = include!(concat!(env!("OUT_DIR"), "/rules.rs"));
//! let data: RulesData = BUILTIN.read()?;
//! ```
//!
//! A tree can also be written by hand:
//!
//! ```
//! use umpire_map::DataValue;
//!
//! #[derive(serde::Deserialize, Debug, PartialEq)]
//! struct Chart { clear: u32, swamp: u32, names: Vec<String> }
//!
//! static CHART: DataValue = DataValue::Table(&[
//!     ("clear", DataValue::Integer(1)),
//!     ("swamp", DataValue::Integer(2)),
//!     ("names", DataValue::Array(&[DataValue::String("clear"), DataValue::String("swamp")])),
//! ]);
//! let chart: Chart = CHART.read()?;
//! assert_eq!(chart, Chart { clear: 1, swamp: 2, names: vec!["clear".into(), "swamp".into()] });
//! # Ok::<(), umpire_map::DataError>(())
//! ```

#[cfg(feature = "embed")]
pub mod embed;

use core::fmt;

use serde::Deserialize;
use serde::de::value::{MapDeserializer, SeqDeserializer};
use serde::de::{self, IntoDeserializer, Visitor};

use crate::SetupError;

/// One value of embedded rules data: the shapes a TOML file holds (dates aside).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum DataValue {
    /// `true` or `false`.
    Bool(bool),
    /// A whole number.
    Integer(i64),
    /// A number with a fraction or an exponent.
    Float(f64),
    /// A string.
    String(&'static str),
    /// An array.
    Array(&'static [DataValue]),
    /// A table: its keys and values, in the order written.
    Table(&'static [(&'static str, DataValue)]),
}

impl DataValue {
    /// The value read as `T` with serde.
    ///
    /// # Errors
    /// A [`DataError`] naming the key or type serde expected.
    pub fn read<'de, T: Deserialize<'de>>(&'de self) -> Result<T, DataError> {
        T::deserialize(self)
    }

    /// The value read as a ruleset's rules data `T`, compiled in from the file `origin`
    /// (`rules.toml`): a ruleset's `builtin()`.
    ///
    /// # Errors
    /// [`SetupError::RulesData`] naming `origin` and what serde expected (never for a ruleset as
    /// shipped: its tests read it).
    pub fn read_rules<'de, T: Deserialize<'de>>(&'de self, origin: &str) -> Result<T, SetupError> {
        self.read().map_err(|error| SetupError::RulesData {
            origin: origin.to_owned(),
            message: error.to_string(),
        })
    }
}

/// Why embedded rules data could not be read as the type asked for.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct DataError(String);

impl de::Error for DataError {
    fn custom<T: fmt::Display>(message: T) -> DataError {
        DataError(message.to_string())
    }
}

/// A reference with the deserializer's lifetime (the tree's own is `'static`).
fn shorten(value: &DataValue) -> &DataValue {
    value
}

impl<'de> de::Deserializer<'de> for &'de DataValue {
    type Error = DataError;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, DataError> {
        match *self {
            DataValue::Bool(b) => visitor.visit_bool(b),
            DataValue::Integer(i) => visitor.visit_i64(i),
            DataValue::Float(f) => visitor.visit_f64(f),
            DataValue::String(s) => visitor.visit_borrowed_str(s),
            DataValue::Array(items) => {
                let mut seq = SeqDeserializer::new(items.iter().map(shorten));
                let value = visitor.visit_seq(&mut seq)?;
                seq.end()?;
                Ok(value)
            }
            DataValue::Table(entries) => {
                let mut map = MapDeserializer::new(entries.iter().map(|(k, v)| (*k, shorten(v))));
                let value = visitor.visit_map(&mut map)?;
                map.end()?;
                Ok(value)
            }
        }
    }

    /// A value that is there is `Some`; a missing key is `None` (serde's default for options).
    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, DataError> {
        visitor.visit_some(self)
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, DataError> {
        visitor.visit_newtype_struct(self)
    }

    /// A unit variant as its name (`"faction"`); a variant with data as a one-key table
    /// (`{ name = … }`), as TOML writes them.
    fn deserialize_enum<V: Visitor<'de>>(
        self,
        name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, DataError> {
        match *self {
            DataValue::String(variant) => visitor.visit_enum(variant.into_deserializer()),
            DataValue::Table(&[(variant, ref value)]) => {
                visitor.visit_enum(Variant { name: variant, value })
            }
            _ => Err(de::Error::custom(format!(
                "expected a variant of {name}: its name, or a table of one key"
            ))),
        }
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf
        unit unit_struct seq tuple tuple_struct map struct identifier ignored_any
    }
}

impl<'de> IntoDeserializer<'de, DataError> for &'de DataValue {
    type Deserializer = &'de DataValue;

    fn into_deserializer(self) -> &'de DataValue {
        self
    }
}

/// An enum variant with data: its name and its value.
struct Variant<'de> {
    name: &'static str,
    value: &'de DataValue,
}

impl<'de> de::EnumAccess<'de> for Variant<'de> {
    type Error = DataError;
    type Variant = &'de DataValue;

    fn variant_seed<S: de::DeserializeSeed<'de>>(
        self,
        seed: S,
    ) -> Result<(S::Value, &'de DataValue), DataError> {
        let name: de::value::StrDeserializer<'_, DataError> = self.name.into_deserializer();
        Ok((seed.deserialize(name)?, self.value))
    }
}

impl<'de> de::VariantAccess<'de> for &'de DataValue {
    type Error = DataError;

    fn unit_variant(self) -> Result<(), DataError> {
        Err(de::Error::custom("expected a variant name alone, not a table"))
    }

    fn newtype_variant_seed<S: de::DeserializeSeed<'de>>(
        self,
        seed: S,
    ) -> Result<S::Value, DataError> {
        seed.deserialize(self)
    }

    fn tuple_variant<V: Visitor<'de>>(
        self,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value, DataError> {
        de::Deserializer::deserialize_seq(self, visitor)
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, DataError> {
        de::Deserializer::deserialize_map(self, visitor)
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use std::collections::BTreeMap;

    use serde::Deserialize;

    use super::*;
    use crate::Mp;

    #[derive(Deserialize, Debug, PartialEq)]
    #[serde(rename_all = "kebab-case")]
    enum Users {
        Faction,
        MinorCountry,
    }

    #[derive(Deserialize, Debug, PartialEq)]
    #[serde(deny_unknown_fields)]
    struct Row {
        cost: Mp,
        half: Mp,
        third: Mp,
        users: Users,
        note: Option<String>,
        missing: Option<u32>,
        #[serde(default)]
        list: Vec<u32>,
        table: BTreeMap<String, bool>,
    }

    static ROW: DataValue = DataValue::Table(&[
        ("cost", DataValue::Integer(2)),
        ("half", DataValue::Float(0.5)),
        ("third", DataValue::String("1/3")),
        ("users", DataValue::String("minor-country")),
        ("note", DataValue::String("a note")),
        ("list", DataValue::Array(&[DataValue::Integer(1), DataValue::Integer(2)])),
        ("table", DataValue::Table(&[("a", DataValue::Bool(true))])),
    ]);

    #[test]
    fn a_tree_reads_as_the_types_rules_data_use() {
        let row: Row = ROW.read().unwrap();
        assert_eq!(row.cost, Mp::whole(2));
        assert_eq!(row.half, Mp::fraction(1, 2).unwrap());
        assert_eq!(row.third, Mp::fraction(1, 3).unwrap());
        assert_eq!(row.users, Users::MinorCountry);
        assert_eq!(row.note.as_deref(), Some("a note"));
        assert_eq!(row.missing, None);
        assert_eq!(row.list, [1, 2]);
        assert_eq!(row.table.get("a"), Some(&true));
        let _ = Users::Faction;
    }

    #[test]
    fn unknown_keys_and_wrong_types_are_named() {
        static BAD: DataValue = DataValue::Table(&[("cots", DataValue::Integer(2))]);
        let error = BAD.read::<Row>().unwrap_err().to_string();
        assert!(error.contains("cots"), "{error}");
        static WRONG: DataValue = DataValue::Table(&[("cost", DataValue::Bool(true))]);
        let error = WRONG.read::<Row>().unwrap_err().to_string();
        assert!(error.contains("movement-point"), "{error}");
    }
}
