//! Hexside features: the rule texts' names for what a hexside carries, and a small `Copy` set of
//! them.

use core::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A feature a hexside can have, in the vocabulary the hex rulesets price: rivers of three
/// sizes, all-sea and lake sides, mountains, canals, straits, bridges, ferries, borders,
/// fortified lines and fords. Names are kebab case (`major-river`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Feature {
    /// `river`
    River,
    /// `major-river`
    MajorRiver,
    /// `minor-river`
    MinorRiver,
    /// `all-sea`: the side is water all along.
    AllSea,
    /// `lake`
    Lake,
    /// `mountain`: a mountain hexside.
    Mountain,
    /// `canal`
    Canal,
    /// `strait`
    Strait,
    /// `connected-strait`: a strait land units may cross.
    ConnectedStrait,
    /// `bridge`
    Bridge,
    /// `ferry`
    Ferry,
    /// `border`: a national border.
    Border,
    /// `fortification`: a fortified line.
    Fortification,
    /// `ford`: a place where a river may be waded. Not a bridge: each ruleset's rules data says
    /// what, if anything, it changes.
    Ford,
}

impl Feature {
    /// Every feature, in the order of their bits in [`Features`].
    pub const ALL: [Feature; 14] = [
        Feature::River,
        Feature::MajorRiver,
        Feature::MinorRiver,
        Feature::AllSea,
        Feature::Lake,
        Feature::Mountain,
        Feature::Canal,
        Feature::Strait,
        Feature::ConnectedStrait,
        Feature::Bridge,
        Feature::Ferry,
        Feature::Border,
        Feature::Fortification,
        Feature::Ford,
    ];

    /// The name scenario files use, e.g. `"major-river"`.
    pub const fn name(self) -> &'static str {
        match self {
            Feature::River => "river",
            Feature::MajorRiver => "major-river",
            Feature::MinorRiver => "minor-river",
            Feature::AllSea => "all-sea",
            Feature::Lake => "lake",
            Feature::Mountain => "mountain",
            Feature::Canal => "canal",
            Feature::Strait => "strait",
            Feature::ConnectedStrait => "connected-strait",
            Feature::Bridge => "bridge",
            Feature::Ferry => "ferry",
            Feature::Border => "border",
            Feature::Fortification => "fortification",
            Feature::Ford => "ford",
        }
    }

    /// The feature named `name` (exactly as [`Feature::name`] writes it).
    pub fn from_name(name: &str) -> Option<Feature> {
        Feature::ALL.into_iter().find(|f| f.name() == name)
    }

    /// This feature's bit in [`Features`].
    const fn bit(self) -> u16 {
        1 << self as u16
    }
}

impl fmt::Display for Feature {
    /// The scenario-file name, e.g. `major-river`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A set of hexside [`Feature`]s, one bit each: `Copy`, two bytes. The features use the low
/// [`Features::BITS`] bits, leaving the top two free for a map's own use (the scenario map
/// keeps its road and rail bits there).
///
/// ```
/// use umpire_map::{Feature, Features};
///
/// let side = Features::EMPTY.with(Feature::River).with(Feature::Bridge);
/// assert!(side.contains(Feature::River));
/// assert!(!side.contains(Feature::Canal));
/// assert_eq!(side.names(), ["river", "bridge"]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Features(u16);

// The top two bits of a `u16` stay free for a map's own flags (see [`Features`]).
const _: () = assert!(Feature::ALL.len() <= 14);

impl Features {
    /// No features.
    pub const EMPTY: Features = Features(0);

    /// How many low bits name features (one per [`Feature`]): at most 14, so that a map can
    /// keep two flags of its own beside them in a `u16`.
    pub const BITS: u32 = Feature::ALL.len() as u32;

    /// All bits that name a feature.
    const MASK: u16 = (1 << Feature::ALL.len()) - 1;

    /// Whether `feature` is in the set.
    #[inline]
    pub const fn contains(self, feature: Feature) -> bool {
        self.0 & feature.bit() != 0
    }

    /// The set with `feature` added.
    #[inline]
    #[must_use]
    pub const fn with(self, feature: Feature) -> Features {
        Features(self.0 | feature.bit())
    }

    /// Adds `feature`.
    #[inline]
    pub fn insert(&mut self, feature: Feature) {
        self.0 |= feature.bit();
    }

    /// The features of both sets.
    #[inline]
    #[must_use]
    pub const fn union(self, other: Features) -> Features {
        Features(self.0 | other.0)
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The raw bits (bit `i` is [`Feature::ALL`]`[i]`).
    #[inline]
    pub const fn bits(self) -> u16 {
        self.0
    }

    /// The set with these raw bits (bits that name no feature are dropped).
    #[inline]
    pub const fn from_bits(bits: u16) -> Features {
        Features(bits & Self::MASK)
    }

    /// The features in the set, in [`Feature::ALL`] order.
    pub fn iter(self) -> impl Iterator<Item = Feature> {
        Feature::ALL.into_iter().filter(move |f| self.contains(*f))
    }

    /// The names of the features in the set, in [`Feature::ALL`] order.
    pub fn names(self) -> Vec<&'static str> {
        self.iter().map(Feature::name).collect()
    }
}

impl FromIterator<Feature> for Features {
    fn from_iter<I: IntoIterator<Item = Feature>>(iter: I) -> Self {
        iter.into_iter().fold(Features::EMPTY, Features::with)
    }
}

impl Serialize for Feature {
    /// As its name, e.g. `"major-river"`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for Feature {
    /// From its name, e.g. `"major-river"`; an unknown name is refused with the known ones.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Feature, D::Error> {
        let name = std::borrow::Cow::<'de, str>::deserialize(deserializer)?;
        Feature::from_name(&name).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "unknown hexside feature {name:?} (known: {})",
                Feature::ALL.map(Feature::name).join(", ")
            ))
        })
    }
}

impl Serialize for Features {
    /// A list of feature names.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter().map(Feature::name))
    }
}

impl<'de> Deserialize<'de> for Features {
    /// From a list of feature names.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Features, D::Error> {
        Ok(Vec::<Feature>::deserialize(deserializer)?.into_iter().collect())
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_bits_are_distinct() {
        for feature in Feature::ALL {
            assert_eq!(Feature::from_name(feature.name()), Some(feature));
            assert_eq!(Features::EMPTY.with(feature).names(), [feature.name()]);
        }
        let all: Features = Feature::ALL.into_iter().collect();
        assert_eq!(all.iter().count(), Feature::ALL.len());
        assert_eq!(Features::from_bits(u16::MAX), all);
        assert!(Features::EMPTY.is_empty());
        assert_eq!(Feature::from_name("River"), None);
    }

    #[test]
    fn sets_round_trip_through_serde() {
        let side = Features::EMPTY.with(Feature::River).with(Feature::Bridge);
        #[derive(Serialize, Deserialize, PartialEq, Debug)]
        struct Side {
            features: Features,
        }
        let text = toml::to_string(&Side { features: side }).unwrap();
        assert_eq!(toml::from_str::<Side>(&text).unwrap(), Side { features: side });
        assert!(toml::from_str::<Side>("features = [\"rivre\"]").is_err());
    }
}
