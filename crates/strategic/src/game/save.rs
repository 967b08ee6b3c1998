//! Saving a game as a scenario (feature `scenario`): the scenario it was loaded from, with the
//! keys play changes rewritten, so that loading it gives the same situation.

use std::collections::BTreeMap;

use umpire_map::Board;
use umpire_scenario::{KeyPositions, Location, Scenario, ScenarioMap};

use crate::setup;
use crate::situation::Weather;
use crate::state::Stage;

use super::Game;

#[cfg_attr(docsrs, doc(cfg(feature = "scenario")))]
impl Game<ScenarioMap> {
    /// The game as a scenario: `scenario` (the one it was loaded from) with every key play
    /// changes rewritten to the situation now, so that [`Game::new`] on it (or on its text,
    /// `toml::to_string`) sets up an equal [`Situation`](crate::Situation).
    ///
    /// Rewritten: each unit's `at` (where it is), `moved` (the procedure it used this phase)
    /// and `eliminated` (`"delay-box"` or `"force-pool"` for a unit an overrun eliminated: it
    /// keeps the `at` the file gave it, which the format asks for and the rules then ignore);
    /// `[rules]` `phase`, `side`, `weather` (only if play changed it; written as hex ids),
    /// each `[[rules.convoys]]` entry's `used`, `canal_uses`, `hq_prevented` and `last_move`
    /// (the last unit to begin moving and where its move stands). Everything else is as the
    /// file had it. The key positions are dropped: they belonged to the file as loaded.
    ///
    /// ```
    /// use umpire_strategic::{Game, Order};
    ///
    /// let text = include_str!("../../embedded/antwerp.toml");
    /// let scenario = umpire_scenario::load_str(text, "antwerp.toml")?;
    /// let mut game = Game::new(&scenario)?;
    /// let order: Order = toml::from_str(
    ///     "order = \"move\"\nunit = \"inf-w3619\"\npath = [\"w3619\", \"w3718\", \"w3717\"]",
    /// )?;
    /// game.play(&order)?;
    ///
    /// let saved = toml::to_string(&game.save(&scenario))?;
    /// let again = Game::new(&umpire_scenario::load_str(&saved, "saved.toml")?)?;
    /// assert_eq!(again.situation(), game.situation());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn save(&self, scenario: &Scenario) -> Scenario {
        let mut saved = scenario.clone();
        saved.keys = KeyPositions::default();
        // Each unit's state by id, looked up once per unit (not a walk of all units per unit).
        let mut states = std::collections::HashMap::new();
        for state in &self.situation.units {
            states.entry(state.id.as_str()).or_insert(state);
        }
        for unit in &mut saved.units {
            let Some(&state) = states.get(unit.id.as_str()) else { continue };
            if let Some(at) = state.at {
                unit.at = Location::from(at);
            }
            let extra = &mut unit.extra;
            set_or_remove(extra, "moved", state.moved.map(|p| p.name().into()));
            set_or_remove(extra, "eliminated", state.eliminated.map(|e| e.name().into()));
        }
        let rules = saved.rules.get_or_insert_with(toml::Table::new);
        rules.insert("phase".into(), self.situation.phase.name().into());
        rules.insert("side".into(), self.situation.side.clone().into());
        if let Some(toml::Value::Array(entries)) = rules.get_mut("convoys") {
            for (entry, convoy) in entries.iter_mut().zip(&self.situation.convoys) {
                if let Some(entry) = entry.as_table_mut() {
                    set_or_remove(entry, "used", convoy.used.then_some(true.into()));
                }
            }
        }
        let uses: toml::Table = self
            .situation
            .canal_uses
            .iter()
            .filter(|(_, uses)| **uses > 0)
            .map(|(canal, uses)| (canal.clone(), i64::from(*uses).into()))
            .collect();
        set_or_remove(rules, "canal_uses", (!uses.is_empty()).then_some(uses.into()));
        let prevented: Vec<toml::Value> =
            self.situation.hq_prevented.iter().map(|hq| hq.clone().into()).collect();
        set_or_remove(rules, "hq_prevented", (!prevented.is_empty()).then_some(prevented.into()));
        set_or_remove(rules, "last_move", self.last_move_table().map(Into::into));
        let as_loaded = setup::read(scenario).map(|(_, situation)| situation.weather);
        if as_loaded.as_ref() != Ok(&self.situation.weather) {
            let weather = self.weather_table(&scenario.map);
            set_or_remove(rules, "weather", (!weather.is_empty()).then_some(weather.into()));
        }
        saved
    }

    /// The last unit to begin moving and where its move stands, as `[rules.last_move]` writes
    /// it: `unit`, `spent`, `state`, `arrived_across` (a zone, in the Port stage) and `stop`.
    fn last_move_table(&self) -> Option<toml::Table> {
        let last = self.situation.last_move.as_ref()?;
        let mut table = toml::Table::new();
        table.insert("unit".into(), last.unit.clone().into());
        if let Ok(spent) = toml::Value::try_from(last.spent) {
            table.insert("spent".into(), spent);
        }
        let state = match last.state.stage() {
            Stage::Fresh => "fresh",
            Stage::Hex => "hex-to-hex",
            Stage::Overrunning => "overrunning",
            Stage::Port => "port-to-port",
        };
        table.insert("state".into(), state.into());
        let at = self.situation.unit(&last.unit).and_then(|u| u.at);
        if let Some(zone) = last
            .state
            .arrival_slot()
            .zip(at.and_then(|at| self.map.index_of(at)))
            .and_then(|(slot, at)| self.ports.zone_in_slot(&self.situation, at, slot))
        {
            table.insert("arrived_across".into(), zone.into());
        }
        if let Some(stop) = last.stop {
            let stop: toml::Table = [
                ("clause".to_owned(), stop.clause.as_str().into()),
                ("note".to_owned(), stop.note.into()),
            ]
            .into_iter()
            .collect();
            table.insert("stop".into(), stop.into());
        }
        Some(table)
    }

    /// The weather as the `[rules.weather]` table writes it: `mud = ["w3617"]`…
    fn weather_table(&self, map: &ScenarioMap) -> toml::Table {
        let mut by_kind: BTreeMap<&str, Vec<toml::Value>> = BTreeMap::new();
        for (hex, weather) in &self.situation.weather {
            if *weather != Weather::Fair {
                by_kind.entry(weather.name()).or_default().push(map.hex_id(*hex).into());
            }
        }
        by_kind.into_iter().map(|(kind, hexes)| (kind.to_owned(), hexes.into())).collect()
    }
}

/// Sets `table.key` to `value`, or removes it for `None`.
fn set_or_remove(table: &mut toml::Table, key: &str, value: Option<toml::Value>) {
    match value {
        Some(value) => {
            table.insert(key.to_owned(), value);
        }
        None => {
            table.remove(key);
        }
    }
}
