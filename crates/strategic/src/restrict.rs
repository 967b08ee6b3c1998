//! The unit, hex and political restrictions of 3.1.4 that depend only on the hex entered: for
//! one unit, worked out once per hex before its search.

use std::borrow::Cow;

use umpire_hex::Hex;
use umpire_map::{ClauseId, Refusal};

use crate::clauses as c;
use crate::data::RulesData;
use crate::facts::MapFacts;
use crate::situation::{Situation, UnitState};

/// Why one hex is closed to one unit.
#[derive(Debug, Clone)]
pub(crate) struct Barred {
    pub clause: ClauseId,
    pub reason: Cow<'static, str>,
}

impl Barred {
    pub(crate) fn refusal(&self) -> Refusal {
        Refusal::new(self.clause, self.reason.clone())
    }
}

/// The restrictions for one unit.
pub(crate) struct Restrictions<'a> {
    data: &'a RulesData,
    situation: &'a Situation,
    facts: &'a MapFacts,
    unit: &'a UnitState,
}

impl<'a> Restrictions<'a> {
    pub(crate) fn new(data: &'a RulesData, situation: &'a Situation, facts: &'a MapFacts, unit: &'a UnitState) -> Self {
        Restrictions { data, situation, facts, unit }
    }

    /// The home country of nationality `nationality` (the unit's own `home` for its primary one).
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
        let axis = |name: &str| self.situation.countries.get(name).and_then(|c| c.alignment.as_deref()) == Some("axis");
        axis(country) || self.dependent_of(country).is_some_and(axis)
    }

    /// The Exp ability: only a one-step unit keeps it (3.1.4).
    fn exp(&self) -> bool {
        self.unit.exp && self.unit.steps == 1
    }

    /// Why hex `index` is closed to the unit, if it is.
    pub(crate) fn barred(&self, index: usize, hex: Hex, hex_id: &dyn Fn() -> String) -> Option<Barred> {
        let bar = |clause, reason: String| Some(Barred { clause, reason: reason.into() });
        let country = self.facts.country_of(index);
        let state = country.and_then(|c| self.situation.countries.get(c));
        if let (Some(country), Some(state)) = (country, state)
            && state.neutral
        {
            return bar(c::NEUTRAL_MINOR, format!("{} is in {country}, a Neutral Minor Country", hex_id()));
        }
        if self.situation.pre_war {
            let home = self.home(&self.unit.nationality).unwrap_or_default();
            if !country.is_some_and(|c| self.home_or_dependent(c, home)) {
                return bar(c::PRE_WAR, format!("during Pre-War {} may not leave {home} and its Dependents ({} is outside)", self.unit.id, hex_id()));
            }
        }
        if let Some(country) = country
            && self.unit.faction == "axis"
            && self.axis_or_dependent(country)
        {
            for nationality in self.unit.nationalities() {
                if self.data.countries.axis_unrestricted.iter().any(|n| n == nationality) {
                    continue;
                }
                let home = self.home(nationality).unwrap_or_default();
                if self.home_or_dependent(country, home) {
                    continue;
                }
                if self.exp() {
                    continue;
                }
                let (clause, whose) = if self.unit.holding.as_deref() == Some(nationality) {
                    (c::MULTINATIONAL, format!("the {nationality} step in its Holding Box"))
                } else {
                    (c::AXIS_HOME_ONLY, format!("a {nationality} unit"))
                };
                let lost = if self.unit.exp && self.unit.steps > 1 { " (a multi-step unit has no Exp ability)" } else { "" };
                return bar(clause, format!("{} is in {country}, an Axis Country or Dependent closed to {whose}{lost}", hex_id()));
            }
        }
        if let Some(home) = self.home(&self.unit.nationality)
            && let Some(marker) = self.situation.countries.get(home).and_then(|c| c.capital_marker.as_deref())
            && self.data.countries.confining_capital_markers.iter().any(|m| m == marker)
            && !country.is_some_and(|c| self.home_or_dependent(c, home))
        {
            return bar(c::MINOR_CONFINED, format!("a {marker} marker in {home}'s capital keeps its units in {home} and its Dependents ({} is outside)", hex_id()));
        }
        if self.facts.eastern_edge.get(index).copied().unwrap_or(false)
            && self.data.central_asia.barred_factions.contains(&self.unit.faction)
        {
            return bar(c::EASTERN_EDGE, format!("{} is on Russia's eastern edge, closed to {} units", hex_id(), self.unit.faction));
        }
        if self.unit.faction == self.data.central_asia.faction
            && let (Some(country), Some(state)) = (country, state)
            && state.just_activated
            && self.axis_or_dependent(country)
        {
            return bar(c::JUST_ACTIVATED, format!("{} is in {country}, activated in the Western War & Peace Segment just ended", hex_id()));
        }
        for ban in &self.situation.bans {
            let binds = (ban.factions.is_empty() || ban.factions.contains(&self.unit.faction))
                && (ban.nationalities.is_empty() || self.unit.nationalities().any(|n| ban.nationalities.iter().any(|b| b == n)));
            let covers = country.is_some_and(|c| ban.countries.iter().any(|b| b == c))
                || ban.hexes.contains(&hex);
            if binds && covers {
                return bar(c::POLITICAL, format!("{}: {}", ban.reason, hex_id()));
            }
        }
        None
    }
}
