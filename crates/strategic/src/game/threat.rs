//! The threat map: every place some unit of a side can reach this phase, and which units, with
//! their least cost. It is kept flat — one list of (unit number, cost) for all places, each
//! place a range of it, the units' ids once each — and the ids are lent out as it is read.

use std::collections::BTreeMap;
use std::fmt;

use serde::ser::{SerializeSeq, SerializeStruct};
use serde::{Deserialize, Serialize, Serializer};
use umpire_map::{MapPlace, Mp};

/// Every place some unit of a side can reach this phase, and which units (see
/// [`Game::threat`](crate::Game::threat)). Read it with [`Threat::places`] (in place order) or
/// [`Threat::get`]; [`Threat::to_map`] gives it as a map of owned ids. It serialises as that
/// map: `{ side, places: { place: [[unit, cost], …] } }`.
#[derive(Clone, Deserialize)]
#[serde(from = "ThreatMap")]
pub struct Threat {
    /// The side.
    pub side: String,
    /// The ids of the units that reach something, by their number here.
    units: Vec<String>,
    /// The places reached, in place order, each with the end of its range of `entries`.
    places: Vec<(MapPlace, u32)>,
    /// Per place, in turn: the units reaching it (their number here), with their least cost.
    entries: Vec<(u32, Mp)>,
}

/// The units of a side that reach one place, with their least cost, in the situation's order:
/// an iterator over `(unit id, cost)`.
#[derive(Debug, Clone)]
pub struct ThreatUnits<'a> {
    names: &'a [String],
    entries: std::slice::Iter<'a, (u32, Mp)>,
}

impl<'a> Iterator for ThreatUnits<'a> {
    type Item = (&'a str, Mp);

    fn next(&mut self) -> Option<Self::Item> {
        let &(unit, cost) = self.entries.next()?;
        Some((self.names.get(unit as usize).map_or("?", String::as_str), cost))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.entries.size_hint()
    }
}

impl ExactSizeIterator for ThreatUnits<'_> {}

impl Threat {
    /// How many places are threatened.
    pub fn len(&self) -> usize {
        self.places.len()
    }

    /// Whether no place is threatened.
    pub fn is_empty(&self) -> bool {
        self.places.is_empty()
    }

    /// The places threatened, in place order ([`MapPlace`]'s `Ord`), each with its units.
    pub fn places(&self) -> impl ExactSizeIterator<Item = (MapPlace, ThreatUnits<'_>)> + '_ {
        (0..self.places.len()).map(|number| (self.places[number].0, self.units_of(number)))
    }

    /// The units that reach `place`, if any does.
    pub fn get(&self, place: MapPlace) -> Option<ThreatUnits<'_>> {
        let number = self.places.binary_search_by_key(&place, |(p, _)| *p).ok()?;
        Some(self.units_of(number))
    }

    /// The threat map as a map from place to the units reaching it with their least cost.
    pub fn to_map(&self) -> BTreeMap<MapPlace, Vec<(String, Mp)>> {
        self.places()
            .map(|(place, units)| (place, units.map(|(id, cost)| (id.to_owned(), cost)).collect()))
            .collect()
    }

    /// The units of place number `number` (of `places`).
    fn units_of(&self, number: usize) -> ThreatUnits<'_> {
        let start = number.checked_sub(1).map_or(0, |before| self.places[before].1 as usize);
        let end = self.places[number].1 as usize;
        ThreatUnits { names: &self.units, entries: self.entries[start..end].iter() }
    }

    /// Gathers a threat map from `hits` — (rank of the place, unit number, cost), each unit's
    /// in turn, in the order of `names` — where `place_by_rank` lists the board's places in
    /// place order: a counting sort by rank, so each place's units keep their order.
    pub(crate) fn gather(
        side: String,
        names: Vec<String>,
        hits: &[(u32, u32, Mp)],
        place_by_rank: &[MapPlace],
    ) -> Threat {
        let mut threat = Threat { side, units: names, places: Vec::new(), entries: Vec::new() };
        threat.regather(hits, place_by_rank, &mut Vec::new());
        threat
    }

    /// As [`Threat::gather`], into this threat map of the same side and units, reusing its
    /// memory and `ends` (a counting sort's counters, of any length and content).
    pub(crate) fn regather(
        &mut self,
        hits: &[(u32, u32, Mp)],
        place_by_rank: &[MapPlace],
        ends: &mut Vec<u32>,
    ) {
        ends.clear();
        ends.resize(place_by_rank.len() + 1, 0);
        for &(rank, ..) in hits {
            ends[rank as usize + 1] += 1;
        }
        self.places.clear();
        let mut total = 0;
        for (rank, count) in ends.iter_mut().enumerate().skip(1) {
            let here = *count;
            *count = total;
            total += here;
            if here > 0 {
                self.places.push((place_by_rank[rank - 1], total));
            }
        }
        // `ends[rank + 1]` is now where rank's range starts: filled in turn.
        self.entries.clear();
        self.entries.resize(hits.len(), (0, Mp::ZERO));
        for &(rank, unit, cost) in hits {
            let slot = &mut ends[rank as usize + 1];
            self.entries[*slot as usize] = (unit, cost);
            *slot += 1;
        }
    }

    /// The ids of the units that reach something, by their number here.
    pub(crate) fn unit_ids(&self) -> &[String] {
        &self.units
    }

    /// Sets the ids of the units that reach something, by their number.
    pub(crate) fn set_unit_ids(&mut self, units: Vec<String>) {
        self.units = units;
    }
}

impl PartialEq for Threat {
    /// Equal when they threaten the same places with the same units at the same costs, in the
    /// same order (however the units are numbered inside).
    fn eq(&self, other: &Threat) -> bool {
        self.side == other.side
            && self.places.len() == other.places.len()
            && self.entries.len() == other.entries.len()
            && self.places().zip(other.places()).all(|((a, units_a), (b, units_b))| {
                a == b && units_a.len() == units_b.len() && units_a.eq(units_b)
            })
    }
}

impl Eq for Threat {}

impl fmt::Debug for Threat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        struct Places<'a>(&'a Threat);
        impl fmt::Debug for Places<'_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.debug_map()
                    .entries(
                        self.0.places().map(|(place, units)| (place, units.collect::<Vec<_>>())),
                    )
                    .finish()
            }
        }
        f.debug_struct("Threat").field("side", &self.side).field("places", &Places(self)).finish()
    }
}

impl Serialize for Threat {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        struct Units<'a>(ThreatUnits<'a>);
        impl Serialize for Units<'_> {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                let mut seq = serializer.serialize_seq(Some(self.0.len()))?;
                for unit in self.0.clone() {
                    seq.serialize_element(&unit)?;
                }
                seq.end()
            }
        }
        struct Places<'a>(&'a Threat);
        impl Serialize for Places<'_> {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_map(self.0.places().map(|(place, units)| (place, Units(units))))
            }
        }
        let mut out = serializer.serialize_struct("Threat", 2)?;
        out.serialize_field("side", &self.side)?;
        out.serialize_field("places", &Places(self))?;
        out.end()
    }
}

/// A threat map as it is written: the form [`Threat`] is read from.
#[derive(Deserialize)]
struct ThreatMap {
    side: String,
    places: BTreeMap<MapPlace, Vec<(String, Mp)>>,
}

impl From<ThreatMap> for Threat {
    fn from(map: ThreatMap) -> Threat {
        let mut units: Vec<String> = Vec::new();
        let mut places = Vec::with_capacity(map.places.len());
        let mut entries = Vec::new();
        for (place, reached) in map.places {
            for (id, cost) in reached {
                let number = units.iter().position(|u| *u == id).unwrap_or_else(|| {
                    units.push(id);
                    units.len() - 1
                });
                entries.push((u32::try_from(number).unwrap_or(u32::MAX), cost));
            }
            places.push((place, u32::try_from(entries.len()).unwrap_or(u32::MAX)));
        }
        Threat { side: map.side, units, places, entries }
    }
}

#[cfg(test)]
mod tests {
    use umpire_hex::Hex;

    use super::*;

    fn hex(q: i32) -> MapPlace {
        MapPlace::Hex(Hex::new(q, 0))
    }

    /// Three places in place order; units `a` (number 0) and `b` (number 1).
    fn sample() -> Threat {
        let by_rank = [hex(0), hex(1), hex(2)];
        // Each unit's hits in turn, in any place order.
        let hits = [(2, 0, Mp::whole(2)), (0, 0, Mp::whole(1)), (2, 1, Mp::whole(3))];
        Threat::gather("axis".to_owned(), vec!["a".to_owned(), "b".to_owned()], &hits, &by_rank)
    }

    #[test]
    fn gather_sorts_places_and_keeps_each_place_units_in_order() {
        let threat = sample();
        assert_eq!(threat.len(), 2);
        let map = threat.to_map();
        let expected = BTreeMap::from([
            (hex(0), vec![("a".to_owned(), Mp::whole(1))]),
            (hex(2), vec![("a".to_owned(), Mp::whole(2)), ("b".to_owned(), Mp::whole(3))]),
        ]);
        assert_eq!(map, expected);
        assert_eq!(threat.get(hex(1)).map(Iterator::count), None);
        assert_eq!(
            threat.get(hex(2)).map(|u| u.map(|(id, _)| id).collect::<Vec<_>>()),
            Some(vec!["a", "b"])
        );
    }

    #[test]
    fn equal_whatever_the_unit_numbers_and_read_back_from_its_map() {
        let threat = sample();
        // The same threat with `b` numbered first.
        let by_rank = [hex(0), hex(1), hex(2)];
        let hits = [(0, 1, Mp::whole(1)), (2, 1, Mp::whole(2)), (2, 0, Mp::whole(3))];
        let names = vec!["b".to_owned(), "a".to_owned()];
        let renumbered = Threat::gather("axis".to_owned(), names, &hits, &by_rank);
        assert_eq!(renumbered, threat);
        assert_eq!(format!("{renumbered:?}"), format!("{threat:?}"));
        let back = Threat::from(ThreatMap { side: threat.side.clone(), places: threat.to_map() });
        assert_eq!(back, threat);
        let mut other = threat.to_map();
        other.insert(hex(1), vec![("b".to_owned(), Mp::whole(4))]);
        assert_ne!(Threat::from(ThreatMap { side: threat.side.clone(), places: other }), threat);
    }
}
