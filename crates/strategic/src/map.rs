//! What the strategic rules ask of a map, beyond the shared [`HexBoard`]: the countries its hexes
//! lie in.

use umpire_hex::Hex;
use umpire_map::HexBoard;

/// A map the strategic movement rules run on.
///
/// Everything else the rules read of a map is shared with the other hex rulesets and comes from
/// [`HexBoard`]: terrain by the names the Terrain Effects Chart prices (`clear`, `swamp`,
/// `mountain`, `sea`…), what each hexside carries (`river`, `all-sea`, `connected-strait`,
/// `canal`…, roads and rails), the named places' kinds (`fortress` and whatever else the rules
/// data's `overrun.fortress_kinds` lists), the printed hex ids the rules data name hexes by (the
/// eastern edge, the canal ports) and the off-map boxes with their keys (`central-asia`). The
/// rest of a phase — units, markers, ports and their naval zones, convoys, weather, politics —
/// is the [`Situation`](crate::Situation), not the map.
///
/// A map with no countries implements it with an empty block: `impl StrategicMap for MyMap {}`.
///
/// ```
/// use std::collections::HashMap;
/// use umpire_hex::{Hex, HexNumbering, OffsetLayout};
/// use umpire_map::HexBoard;
/// use umpire_strategic::StrategicMap;
///
/// struct Sketch { numbering: HexNumbering, hexes: Vec<Hex>, country: HashMap<Hex, &'static str> }
///
/// impl HexBoard for Sketch {
///     fn hex_count(&self) -> usize { self.hexes.len() }
///     fn hex_index(&self, hex: Hex) -> Option<usize> { self.hexes.iter().position(|h| *h == hex) }
///     fn hex_at(&self, index: usize) -> Hex { self.hexes[index] }
///     fn terrain(&self, hex: Hex) -> Option<&str> { self.hex_index(hex).map(|_| "clear") }
///     fn numbering(&self) -> &HexNumbering { &self.numbering }
/// }
///
/// impl StrategicMap for Sketch {
///     fn for_each_country_hex(&self, mut visit: impl FnMut(Hex, &str)) {
///         self.country.iter().for_each(|(hex, country)| visit(*hex, country));
///     }
/// }
///
/// let map = Sketch {
///     numbering: HexNumbering::new(OffsetLayout::ODD_Q, 1..=1, 1..=1),
///     hexes: vec![Hex::ZERO],
///     country: HashMap::from([(Hex::ZERO, "poland")]),
/// };
/// let mut countries = Vec::new();
/// map.for_each_country_hex(|hex, country| countries.push((hex, country.to_owned())));
/// assert_eq!(countries, [(Hex::ZERO, "poland".to_owned())]);
/// ```
pub trait StrategicMap: HexBoard {
    /// Calls `visit(hex, country)` for every hex that lies in a country (or a Dependent), by the
    /// id the situation's countries, bans and units' home countries use (`germany`, `poland`).
    /// A hex named in two countries belongs to the first visited. Default: no countries (every
    /// hex is of no country, which only Pre-War restrictions read).
    fn for_each_country_hex(&self, visit: impl FnMut(Hex, &str)) {
        let _ = visit;
    }
}

impl<T: StrategicMap + ?Sized> StrategicMap for &T {
    fn for_each_country_hex(&self, visit: impl FnMut(Hex, &str)) {
        (**self).for_each_country_hex(visit);
    }
}

/// The scenario file's map: its countries are its zones of kind `country`.
#[cfg(feature = "scenario")]
#[cfg_attr(docsrs, doc(cfg(feature = "scenario")))]
impl StrategicMap for umpire_scenario::ScenarioMap {
    fn for_each_country_hex(&self, mut visit: impl FnMut(Hex, &str)) {
        for zone in self.zones().iter().filter(|z| z.kind == "country") {
            for hex in &zone.hexes {
                visit(*hex, &zone.id);
            }
        }
    }
}
