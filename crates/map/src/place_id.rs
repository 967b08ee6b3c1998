//! A place's printed id, cheap to copy: every reach that names a place copies the game's id
//! for it without allocating (an id of up to 23 bytes is held inline; a longer one is shared).
//! A reach's place id names its place in a query as the id does ([`PlaceName`]).

use std::fmt;
use std::ops::Deref;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use smol_str::SmolStr;

use crate::{PlaceName, PlaceRef};

/// A place's printed id (`e3608`, `central-asia`, the Civil War's `1012/1013`), as a ruleset's
/// reach names it. Cloning it never allocates and counts no references (the text is held inline up to 23
/// bytes, shared beyond); it reads as a `str` and serialises as a plain string.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct PlaceId(SmolStr);

impl PlaceId {
    /// The id as text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl Deref for PlaceId {
    type Target = str;

    fn deref(&self) -> &str {
        &self.0
    }
}

impl AsRef<str> for PlaceId {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl std::borrow::Borrow<str> for PlaceId {
    fn borrow(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for PlaceId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<&str> for PlaceId {
    fn from(id: &str) -> PlaceId {
        PlaceId(SmolStr::from(id))
    }
}

impl From<String> for PlaceId {
    fn from(id: String) -> PlaceId {
        PlaceId(SmolStr::from(id))
    }
}

impl From<PlaceId> for String {
    fn from(id: PlaceId) -> String {
        id.0.to_string()
    }
}

impl PartialEq<str> for PlaceId {
    fn eq(&self, other: &str) -> bool {
        *self.0 == *other
    }
}

impl PartialEq<&str> for PlaceId {
    fn eq(&self, other: &&str) -> bool {
        *self.0 == **other
    }
}

impl PartialEq<String> for PlaceId {
    fn eq(&self, other: &String) -> bool {
        *self.0 == **other
    }
}

impl PlaceName for PlaceId {
    fn place_ref(&self) -> PlaceRef<'_> {
        PlaceRef::Id(self.as_str())
    }
}

impl Serialize for PlaceId {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}

impl<'de> Deserialize<'de> for PlaceId {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<PlaceId, D::Error> {
        String::deserialize(deserializer).map(PlaceId::from)
    }
}

#[cfg(test)]
mod tests {
    use super::PlaceId;

    #[test]
    fn reads_compares_and_serialises_as_its_text() {
        let id = PlaceId::from("e3608");
        let shared = id.clone();
        assert_eq!(shared.as_str(), "e3608");
        let owned = String::from("e3608");
        assert!(id == "e3608" && id == *"e3608" && id == owned);
        assert!(id.starts_with("e36"), "reads as a str");
        assert_eq!(id.to_string(), "e3608");
        assert_eq!(String::from(shared), "e3608");
        // Serialised as the string it replaces, and read back from one.
        #[derive(serde::Serialize, serde::Deserialize)]
        struct Shared {
            id: PlaceId,
        }
        #[derive(serde::Serialize)]
        struct Owned {
            id: String,
        }
        let text = toml::to_string(&Shared { id: id.clone() }).unwrap_or_default();
        assert_eq!(text, toml::to_string(&Owned { id: "e3608".to_owned() }).unwrap_or_default());
        let back: Result<Shared, _> = toml::from_str(&text);
        assert_eq!(back.ok().map(|shared| shared.id), Some(id));
    }

    #[test]
    fn an_id_longer_than_held_inline_keeps_every_byte() {
        let long = "a-holding-box-with-a-very-long-name-ümlaut";
        let id = PlaceId::from(long.to_owned());
        let copy = id.clone();
        assert_eq!(copy.as_str(), long);
        assert_eq!(String::from(copy), long);
        assert!(PlaceId::from(String::new()).is_empty());
        assert_eq!(PlaceId::default().as_str(), "");
    }
}
