//! The unit, hex and political restrictions of 3.1.4 that depend only on the hex entered,
//! worked out for one unit once per country before its search.

use std::borrow::Cow;

use umpire_hex::Hex;
use umpire_map::{ClauseId, Refusal};

use crate::clauses as c;
use crate::data::RulesData;
use crate::facts::MapFacts;
use crate::situation::{Situation, UnitState};
use umpire_map::words::{a_or_an, proper};

/// Why a hex is closed to a unit.
#[derive(Debug, Clone)]
pub(crate) struct Barred<'a> {
    pub clause: ClauseId,
    pub reason: BarReason<'a>,
}

impl<'a> Barred<'a> {
    fn new(clause: ClauseId, reason: BarReason<'a>) -> Barred<'a> {
        Barred { clause, reason }
    }

    /// The refusal it gives, with its reason when `detail`.
    pub(crate) fn refusal(&self, detail: bool) -> Refusal {
        let reason = if detail { Cow::Owned(self.reason.to_string()) } else { Cow::Borrowed("") };
        Refusal::new(self.clause, reason)
    }
}

/// The reason a hex is closed, in its parts: written out only when a refusal gives it, so a
/// search that never reads it never formats it.
#[derive(Debug, Clone)]
pub(crate) enum BarReason<'a> {
    /// The eastern edge hexes are closed to the units of `faction`.
    EasternEdge { faction: &'a str },
    /// `name` is a Neutral Minor Country.
    NeutralMinor { name: &'a str },
    /// During Pre-War `unit` may not leave `home` and its Dependents for `name`.
    PreWar { unit: &'a str, home: &'a str, name: &'a str },
    /// `country` was activated in the Western War & Peace Segment just ended.
    JustActivated { country: &'a str },
    /// `country` is an Axis Country or Dependent closed to the `nationality` of the unit (its
    /// step in the Holding Box when `holding`; `lost`: a multi-step unit with no Exp ability).
    AxisCountry { country: &'a str, nationality: &'a str, holding: bool, lost: bool },
    /// A `marker` in `home`'s capital keeps its units in `home` and its Dependents, out of
    /// `name`.
    Confined { marker: &'a str, home: &'a str, name: &'a str },
    /// A ban with `reason`, on country `name` (`None`: on single hexes).
    Ban { reason: &'a str, name: Option<&'a str> },
}

impl std::fmt::Display for BarReason<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            BarReason::EasternEdge { faction } => {
                write!(f, "Russia's eastern edge hexes are closed to {} units", proper(faction))
            }
            BarReason::NeutralMinor { name } => {
                write!(f, "{} is a Neutral Minor Country", proper(name))
            }
            BarReason::PreWar { unit, home, name } => {
                let (home, name) = (proper(home), proper(name));
                write!(
                    f,
                    "during Pre-War {unit} may not leave {home} and its Dependents for {name}"
                )
            }
            BarReason::JustActivated { country } => {
                let country = proper(country);
                write!(f, "{country} was activated in the Western War & Peace Segment just ended")
            }
            BarReason::AxisCountry { country, nationality, holding, lost } => {
                let (country, nationality) = (proper(country), proper(nationality));
                write!(f, "{country} is an Axis Country or Dependent closed to ")?;
                if holding {
                    write!(f, "the {nationality} step in its Holding Box")?;
                } else {
                    write!(f, "{} unit", a_or_an(&nationality))?;
                }
                if lost {
                    write!(f, " (a multi-step unit has no Exp ability)")?;
                }
                Ok(())
            }
            BarReason::Confined { marker, home, name } => {
                let (home, name) = (proper(home), proper(name));
                write!(
                    f,
                    "a {marker} marker in {home}'s capital keeps its units in {home} and its Dependents, out of {name}"
                )
            }
            BarReason::Ban { reason, name: Some(name) } => write!(f, "{reason}: {}", proper(name)),
            BarReason::Ban { reason, name: None } => f.write_str(reason),
        }
    }
}

/// The hexes closed to one unit: by country, on the eastern edge, and by hex bans.
#[derive(Debug, Clone, Default)]
pub(crate) struct Closed<'a> {
    /// Per country number (the map facts' order): why its hexes are closed.
    by_country: Vec<Option<Barred<'a>>>,
    /// Why hexes of no country are closed (Pre-War).
    no_country: Option<Barred<'a>>,
    /// Why the eastern edge hexes are closed.
    eastern_edge: Option<Barred<'a>>,
    /// Single hexes closed by a ban, by board number.
    hexes: Vec<(usize, Barred<'a>)>,
    /// Per country number: whether only the Exp exception opens its hexes.
    exp_opens: Vec<bool>,
    /// Per zone ([`crate::facts::zone_of`]): whether its hexes are closed by country or
    /// eastern edge.
    zones: Vec<bool>,
}

impl<'a> Closed<'a> {
    /// Whether no hex of the map is closed to the unit (and none is opened by the Exp
    /// exception alone).
    pub(crate) fn is_open(&self, facts: &MapFacts) -> bool {
        self.by_country.iter().all(Option::is_none)
            && (self.no_country.is_none() || facts.all_in_countries)
            && (self.eastern_edge.is_none() || !facts.any_eastern_edge)
            && self.hexes.is_empty()
            && !self.exp_opens.iter().any(|opens| *opens)
    }

    /// Why hex number `index` is closed to the unit.
    #[inline]
    pub(crate) fn barred(&self, facts: &MapFacts, index: usize) -> Option<&Barred<'a>> {
        let by_country = match facts.country.get(index).copied().flatten() {
            Some(country) => self.by_country.get(usize::from(country)).and_then(Option::as_ref),
            None => self.no_country.as_ref(),
        };
        by_country
            .or_else(|| {
                self.eastern_edge
                    .as_ref()
                    .filter(|_| facts.eastern_edge.get(index).copied().unwrap_or(false))
            })
            .or_else(|| self.hexes.iter().find(|(h, _)| *h == index).map(|(_, b)| b))
    }

    /// Whether hex number `index` is closed to the unit: [`Closed::barred`] is `Some` (false for
    /// a place that is not a hex).
    #[inline]
    pub(crate) fn closes(&self, facts: &MapFacts, index: usize) -> bool {
        let by_zone = facts
            .zone
            .get(index)
            .and_then(|&zone| self.zones.get(zone as usize))
            .copied()
            .unwrap_or(false);
        by_zone || (!self.hexes.is_empty() && self.hexes.iter().any(|(h, _)| *h == index))
    }

    /// The zones closed to the unit as a bit set, when the hexes of those zones are the only
    /// hexes closed to it (no ban closes a single hex) and the map has at most `limit` zones
    /// (at most 256).
    pub(crate) fn zone_mask(&self, facts: &MapFacts, limit: u32) -> Option<[u64; 4]> {
        let zones = (facts.countries.len() + 1) * 2;
        if !self.hexes.is_empty() || zones > limit.min(256) as usize || self.zones.len() != zones {
            return None;
        }
        let mut mask = [0u64; 4];
        for (zone, _) in self.zones.iter().enumerate().filter(|(_, closed)| **closed) {
            mask[zone >> 6] |= 1 << (zone & 63);
        }
        Some(mask)
    }

    /// Whether only the Exp exception opens board number `index` to the unit (3.1.4).
    pub(crate) fn exp_opens(&self, facts: &MapFacts, index: usize) -> bool {
        facts.country.get(index).copied().flatten().is_some_and(|country| {
            self.exp_opens.get(usize::from(country)).copied().unwrap_or(false)
        })
    }
}

/// Works out the restrictions for one unit.
pub(crate) struct Restrictions<'a> {
    data: &'a RulesData,
    situation: &'a Situation,
    unit: &'a UnitState,
}

impl<'a> Restrictions<'a> {
    pub(crate) fn new(data: &'a RulesData, situation: &'a Situation, unit: &'a UnitState) -> Self {
        Restrictions { data, situation, unit }
    }

    /// Every hex closed to the unit; `index_of` gives a hex's board number (`None`: off the
    /// map).
    pub(crate) fn closed(
        &self,
        facts: &'a MapFacts,
        index_of: impl Fn(Hex) -> Option<usize>,
    ) -> Closed<'a> {
        let bans = self.situation.bans.iter().filter(|ban| self.binds(ban));
        let eastern_edge =
            self.data.central_asia.barred_factions.contains(&self.unit.side).then(|| {
                Barred::new(c::EASTERN_EDGE, BarReason::EasternEdge { faction: &self.unit.side })
            });
        let by_country: Vec<Option<Barred<'a>>> =
            facts.countries.iter().map(|country| self.country(Some(country))).collect();
        let no_country = self.country(None);
        let zones = (0..=by_country.len())
            .flat_map(|code| {
                let closed = match code.checked_sub(1) {
                    Some(country) => by_country[country].is_some(),
                    None => no_country.is_some(),
                };
                [closed, closed || eastern_edge.is_some()]
            })
            .collect();
        Closed {
            by_country,
            no_country,
            eastern_edge,
            zones,
            hexes: bans
                .flat_map(|ban| {
                    ban.hexes.iter().filter_map(|h| {
                        let reason = BarReason::Ban { reason: &ban.reason, name: None };
                        Some((index_of(*h)?, Barred::new(c::POLITICAL, reason)))
                    })
                })
                .collect(),
            exp_opens: facts.countries.iter().map(|country| self.exp_opens(country)).collect(),
        }
    }

    fn binds(&self, ban: &'a crate::situation::Ban) -> bool {
        (ban.factions.is_empty() || ban.factions.contains(&self.unit.side))
            && (ban.nationalities.is_empty()
                || self.unit.nationalities().any(|n| ban.nationalities.iter().any(|b| b == n)))
    }

    /// The home country of `nationality` (the unit's own `home` for its primary one).
    fn home(&self, nationality: &str) -> Option<&'a str> {
        if nationality == self.unit.nationality
            && let Some(home) = &self.unit.home
        {
            return Some(home);
        }
        self.data.nationalities.get(nationality).map(|n| n.home.as_str())
    }

    /// Whether `country` is `home` or one of its Dependents.
    fn home_or_dependent(&self, country: &str, home: &str) -> bool {
        country == home || self.dependent_of(country) == Some(home)
    }

    fn dependent_of(&self, country: &str) -> Option<&'a str> {
        self.situation.countries.get(country).and_then(|c| c.dependent_of.as_deref())
    }

    /// Whether `country` is an Axis Country or the Dependent of one.
    fn axis_or_dependent(&self, country: &str) -> bool {
        let axis = |name: &str| {
            self.situation.countries.get(name).and_then(|c| c.alignment.as_deref()) == Some("axis")
        };
        axis(country) || self.dependent_of(country).is_some_and(axis)
    }

    /// The Exp ability: only a one-step unit keeps it (3.1.4).
    fn exp(&self) -> bool {
        self.unit.exp && self.unit.steps == 1
    }

    /// Why the hexes of `country` (`None`: hexes of no country) are closed to the unit.
    fn country(&self, country: Option<&'a str>) -> Option<Barred<'a>> {
        let state = country.and_then(|c| self.situation.countries.get(c));
        let name = country.unwrap_or("a hex of no country");
        if state.is_some_and(|s| s.neutral) {
            return Some(Barred::new(c::NEUTRAL_MINOR, BarReason::NeutralMinor { name }));
        }
        if self.situation.pre_war {
            let home = self.home(&self.unit.nationality).unwrap_or_default();
            if !country.is_some_and(|c| self.home_or_dependent(c, home)) {
                let unit = self.unit.id.as_str();
                return Some(Barred::new(c::PRE_WAR, BarReason::PreWar { unit, home, name }));
            }
        }
        if let Some(country) = country {
            if let Some(bar) = self.axis_bar(country) {
                return Some(bar);
            }
            if self.unit.side == self.data.central_asia.faction
                && state.is_some_and(|s| s.just_activated)
                && self.axis_or_dependent(country)
            {
                return Some(Barred::new(c::JUST_ACTIVATED, BarReason::JustActivated { country }));
            }
        }
        if let Some(bar) = self.confined(country, name) {
            return Some(bar);
        }
        self.situation
            .bans
            .iter()
            .find(|ban| {
                self.binds(ban) && country.is_some_and(|c| ban.countries.iter().any(|b| b == c))
            })
            .map(|ban| {
                Barred::new(c::POLITICAL, BarReason::Ban { reason: &ban.reason, name: Some(name) })
            })
    }

    /// A non-German Axis unit in another Axis Country or Dependent (3.1.4).
    fn axis_bar(&self, country: &'a str) -> Option<Barred<'a>> {
        if self.exp() {
            return None;
        }
        self.axis_nationality_bar(country)
    }

    /// Whether the Exp exception alone opens `country` to the unit (3.1.4): an Axis Country or
    /// Dependent its nationality would keep it out of.
    fn exp_opens(&self, country: &str) -> bool {
        self.exp() && self.axis_nationality_bar(country).is_some()
    }

    /// The bar on a non-German Axis nationality of the unit in another Axis Country or Dependent,
    /// the Exp exception aside.
    fn axis_nationality_bar(&self, country: &'a str) -> Option<Barred<'a>> {
        if self.unit.side != "axis" || !self.axis_or_dependent(country) {
            return None;
        }
        let nationality = self.unit.nationalities().find(|nationality| {
            let free = self.data.countries.axis_unrestricted.iter().any(|n| n == nationality);
            let home = self.home(nationality).unwrap_or_default();
            !free && !self.home_or_dependent(country, home)
        })?;
        let holding = self.unit.holding.as_deref() == Some(nationality);
        let lost = self.unit.exp && self.unit.steps > 1;
        let clause = match (holding, lost) {
            (true, _) => c::MULTINATIONAL,
            (false, true) => c::EXP_LOST_WHEN_COMBINED,
            (false, false) => c::AXIS_HOME_ONLY,
        };
        Some(Barred::new(clause, BarReason::AxisCountry { country, nationality, holding, lost }))
    }

    /// A Minor Country unit whose capital holds a confining marker (3.1.4).
    fn confined(&self, country: Option<&str>, name: &'a str) -> Option<Barred<'a>> {
        let home = self.home(&self.unit.nationality)?;
        let marker =
            self.situation.countries.get(home).and_then(|c| c.capital_marker.as_deref())?;
        let confining = self.data.countries.confining_capital_markers.iter().any(|m| m == marker);
        (confining && !country.is_some_and(|c| self.home_or_dependent(c, home)))
            .then(|| Barred::new(c::MINOR_CONFINED, BarReason::Confined { marker, home, name }))
    }
}
