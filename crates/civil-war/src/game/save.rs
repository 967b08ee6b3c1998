//! Saved games (feature `scenario`): the situation written back into the scenario a game was
//! loaded from, so that loading the saved scenario gives the same situation.

use std::collections::BTreeMap;

use toml::{Table, Value};
use umpire_scenario::{Location, Scenario, ScenarioMap, Unit};

use crate::situation::UnitState;

use super::Game;

#[cfg_attr(docsrs, doc(cfg(feature = "scenario")))]
impl Game<ScenarioMap> {
    /// `scenario` — the one this game was loaded from — with its units and `[rules]` keys
    /// rewritten to the situation now, so that [`Game::new`] on the result (or on its TOML
    /// text, `toml::to_string(&saved)`) gives an equal [`Situation`](crate::Situation).
    ///
    /// Each unit's `at`, `river_side`, `strength`, `entrained`, `rail_destination` and `eta`,
    /// `embarked_on`, `voyage_destination`, `moved`, `ferry` and `assault_failed` are written as they now are
    /// (and its other keys as the situation holds them); a unit out of play is written at the
    /// hex it left play in (`removed_at`: where its transport was lost at sea, its train was
    /// stranded, it was eliminated), or else keeps the `at` the scenario format needs, and
    /// gains `removed = true`. `[rules]` gets the moving `side`, the
    /// `phase`, and `[rules.rail]` each side's `allotment`, `capacity` and `next_allotment`, the
    /// game `turn` of the month and the sides that have `moved_this_turn`. Units of the
    /// situation that the scenario lacks are not added.
    ///
    /// ```
    /// use umpire_civil_war::{Game, Order};
    /// use umpire_map::ScriptedDice;
    ///
    /// let scenario = umpire_scenario::load_str(umpire_civil_war::EXAMPLE, "rail.toml")?;
    /// let mut game = Game::new(&scenario)?;
    /// let order: Order = toml::from_str(
    ///     "order = \"move\"\nunit = \"8th-corps\"\npath = [\"0101\", \"0201\"]",
    /// )?;
    /// game.play(&order, &mut ScriptedDice::new([]))?;
    /// let text = toml::to_string(&game.save(&scenario))?;
    /// let again = Game::new(&umpire_scenario::load_str(&text, "saved.toml")?)?;
    /// assert_eq!(again.situation(), game.situation());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn save(&self, scenario: &Scenario) -> Scenario {
        let mut saved = scenario.clone();
        for unit in &mut saved.units {
            if let Some(state) = self.situation.unit(&unit.id) {
                write_unit(&self.map, unit, state);
            }
        }
        let situation = &self.situation;
        let rules = saved.rules.get_or_insert_with(Table::new);
        rules.insert("side".into(), Value::String(situation.side.clone()));
        rules.insert("phase".into(), Value::Integer(i64::from(situation.phase)));
        let rail = &situation.rail;
        let month = !rail.allotment.is_empty()
            || !rail.capacity.is_empty()
            || !rail.next_allotment.is_empty()
            || rail.turn != 1
            || !rail.moved_this_turn.is_empty();
        if month || rules.contains_key("rail") {
            let entry = rules.entry("rail").or_insert_with(|| Value::Table(Table::new()));
            if !entry.is_table() {
                *entry = Value::Table(Table::new());
            }
            if let Value::Table(table) = entry {
                set(table, "allotment", points(&rail.allotment));
                set(table, "capacity", points(&rail.capacity));
                table.remove("next_capacity");
                set(table, "next_allotment", points(&rail.next_allotment));
                // Always stated: a saved game of a later phase is refused without it.
                set(table, "turn", Some(count(rail.turn)));
                let sides: Vec<Value> =
                    rail.moved_this_turn.iter().cloned().map(Value::String).collect();
                set(table, "moved_this_turn", (!sides.is_empty()).then_some(Value::Array(sides)));
            }
        }
        saved
    }
}

/// Rail transport points by side, as `{ union = 20 }`; `None` for none.
fn points(by_side: &BTreeMap<String, u32>) -> Option<Value> {
    if by_side.is_empty() {
        return None;
    }
    let table: Table =
        by_side.iter().map(|(side, n)| (side.clone(), Value::Integer(i64::from(*n)))).collect();
    Some(Value::Table(table))
}

/// Sets `key` of `table` to `value`, or removes it for `None`.
fn set(table: &mut Table, key: &str, value: Option<Value>) {
    match value {
        Some(value) => {
            table.insert(key.to_owned(), value);
        }
        None => {
            table.remove(key);
        }
    }
}

/// `true` as a key's value, or no key for `false` (the default setup reads).
fn flag(on: bool) -> Option<Value> {
    on.then_some(Value::Boolean(true))
}

fn count(n: u32) -> Value {
    Value::Integer(i64::from(n))
}

/// Writes `state` into scenario unit `unit`.
fn write_unit(map: &ScenarioMap, unit: &mut Unit, state: &UnitState) {
    unit.side.clone_from(&state.side);
    let extra = &mut unit.extra;
    match state.at {
        Some(hex) => {
            unit.at = Location::Hex(hex);
            extra.remove("removed");
        }
        None => {
            // Out of play: written where it left (the hex a transport was lost at sea in),
            // marked removed; the scenario format needs an `at`.
            if let Some(hex) = state.removed_at {
                unit.at = Location::Hex(hex);
            }
            set(extra, "removed", flag(matches!(unit.at, Location::Hex(_))));
        }
    }
    let river = state.river_side.zip(state.at).and_then(|(side, at)| side.other(at));
    set(extra, "river_side", river.map(|hex| Value::String(map.hex_id(hex))));
    set(extra, "type", Some(Value::String(state.unit_type.clone())));
    set(extra, "size", state.size.clone().map(Value::String));
    set(extra, "strength", (state.strength != 0).then(|| count(state.strength)));
    set(extra, "parenthesized", flag(state.parenthesized));
    set(extra, "movement", Value::try_from(state.movement).ok());
    set(extra, "initiative", (!state.initiative).then_some(Value::Boolean(false)));
    set(extra, "supply_points", (state.supply_points != 0).then(|| count(state.supply_points)));
    set(extra, "rating", state.rating.map(count));
    set(extra, "entrained", flag(state.entrained));
    let (destination, eta) = match state.rail_destination {
        Some((hex, eta)) => (Some(Value::String(map.hex_id(hex))), Some(count(eta))),
        None => (None, None),
    };
    set(extra, "rail_destination", destination);
    set(extra, "eta", eta);
    set(extra, "embarked_on", state.embarked_on.clone().map(Value::String));
    set(
        extra,
        "voyage_destination",
        state.voyage_destination.map(|h| Value::String(map.hex_id(h))),
    );
    set(extra, "moved", flag(state.moved));
    set(extra, "ferry", flag(state.ferry));
    set(extra, "assault_failed", flag(state.assault_failed));
}
