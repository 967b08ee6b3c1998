//! Playing a game order by order ([`Order`]): each order is judged on the board the last one
//! left and comes out in the shape every ruleset shares ([`Outcome`]); an order that cannot be
//! judged at all is a [`BadOrder`] naming the order's key at fault.

use umpire_hex::Hex;
use umpire_map::{BadOrder, Board, Citation, Map, MapPlace, Outcome, Verdict};

use crate::clauses as c;
use crate::error::{OrderError, nearest};
use crate::map::StrategicMap;
use crate::order::{MoveOrder, NextPhase, Order};
use crate::step::Chosen;
use umpire_map::words::{count, proper};

use super::apply::Change;
use super::{Choices, Game, MoveReport};

impl<M: StrategicMap> Game<M> {
    /// Plays `order` on the board as the orders before it left it.
    ///
    /// A **move** is judged as [`Game::check`] judges it, by the procedure and with the convoys
    /// the order chose. If it is legal the board changes as [`Game::apply`] changes it and the
    /// outcome says what it spent (`"3 1/2 MP"`), where a rule stopped the unit, the ledger, and
    /// what changed in words (`"1p to w3617"`, `"british-armor eliminated: force pool"`,
    /// `"convoy british-red-sea to its Used Box"`). If it is refused the outcome gives the
    /// refused step and the clause, and the legal part before that step as [`Game::check`]
    /// gives it (its cost, its stop and its ledger), and **nothing** on the board
    /// changes; only an HQ that kept the unit from an overrun is remembered as having prevented
    /// one this phase (3.2: a later overrun it prevents cites STR-3.2-22). A second order for
    /// the last unit to begin moving, when no other unit has begun moving since, takes its move
    /// up again with the MP it has left (3.1; see [`Game::check`]).
    ///
    /// A **next phase** ends the phase: units stay where they ended, overrun victims stay
    /// eliminated, and Troop Convoys in their Used Boxes stay there (3.1.2 sends a convoy to its
    /// Used Box once it has carried a unit, and these rules do not say when it comes back: that
    /// belongs to the naval rules, so a game restores it by a scenario of its own). What the
    /// rules limit *per Movement Phase* starts afresh: every unit may move again (3.1, 3.1.4),
    /// and each canal may carry its one unit again (3.1.2). The side moving and the weather of
    /// the hexes named are as the order says.
    ///
    /// ```
    /// # #[cfg(feature = "scenario")] {
    /// use umpire_strategic::{Game, Order};
    ///
    /// let text = include_str!("../../embedded/antwerp.toml");
    /// let mut game = Game::new(&umpire_scenario::load_str(text, "antwerp.toml")?)?;
    /// let order = |text: &str| toml::from_str::<Order>(text);
    ///
    /// // 1P cannot pass Calais into Amiens: Calais lies in two British zones of control.
    /// let refused = game.play(&order(r#"order = "move"
    ///     unit = "1p"
    ///     path = ["w3718", "w3717", "w3617"]"#)?)?;
    /// assert_eq!(refused.clause(), Some("STR-3.2-09"));
    ///
    /// // The infantry from w3619 stops in Calais and negates the zones of control there...
    /// let done = game.play(&order(r#"order = "move"
    ///     unit = "inf-w3619"
    ///     path = ["w3619", "w3718", "w3717"]"#)?)?;
    /// assert_eq!(done.cost.as_deref(), Some("2 MP"));
    /// assert_eq!(done.stop.map(|s| s.clause.as_str()), Some("STR-3.1-03"));
    ///
    /// // ...so 1P drives through Calais and overruns the armor in Amiens.
    /// let done = game.play(&order(r#"order = "move"
    ///     unit = "1p"
    ///     path = ["w3718", "w3717", "w3617"]"#)?)?;
    /// assert_eq!(done.changes, ["1p to w3617", "british-armor eliminated: force pool"]);
    ///
    /// // A unit or place the game does not have is a bad order, naming the key at fault.
    /// let bad = game.play(&order(r#"order = "move"
    ///     unit = "2p"
    ///     path = ["w3718", "w3717", "w9917"]"#)?).unwrap_err();
    /// assert_eq!(bad.key, "path[2]");
    /// # }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`BadOrder`] for an order that cannot be judged, naming its key and the nearest valid
    /// name: an unknown unit (`unit`, `units[1]`), an eliminated unit (`unit`), a place not on
    /// the map (`path[3]`), a path that does not start where the unit is (`path[0]`), an
    /// unknown convoy (`convoys[0]`), more or fewer convoys than the path makes crossings
    /// (`convoys`), an unknown side (`side`), a hex not on the map (`weather.e9999`).
    pub fn play(&mut self, order: &Order) -> Result<Outcome, BadOrder> {
        let (outcome, change) = self.judge(order)?;
        self.enact(change);
        Ok(outcome)
    }

    /// What `order` comes to on the board as it stands, and what it would change: the judging
    /// half of [`Game::play`], reading the game only.
    pub(crate) fn judge(&self, order: &Order) -> Result<(Outcome, Change), BadOrder> {
        match order {
            Order::Move(order) => self.judge_order(order),
            Order::NextPhase(order) => self.judge_next_phase(order),
        }
    }

    fn judge_order(&self, order: &MoveOrder) -> Result<(Outcome, Change), BadOrder> {
        let units = self.ordered_units(order)?;
        let path = self.ordered_path(&order.path)?;
        if let [_, _, ..] = units.as_slice() {
            let ids: Vec<&str> = units.iter().map(|(_, id)| *id).collect();
            let verdict = self.check_group(&ids, &path).map_err(|e| self.bad(e, "units"))?;
            return Ok((self.outcome(&MoveReport { verdict, record: None }), Change::Nothing));
        }
        let Some((key, id)) = units.first() else {
            return Err(BadOrder::new("unit", "missing: the unit that moves", None));
        };
        let at = self.situation.unit(id).and_then(|u| u.at);
        let Some(at) = at else {
            return Err(self.bad(OrderError::NotOnMap { id: (*id).to_owned() }, key));
        };
        if path[0] != at {
            let here = self.map.place_id(at);
            return Err(BadOrder::new(
                "path[0]",
                format!("{id} is in {here}: a path starts where the unit is"),
                Some(here),
            ));
        }
        let choices =
            Choices { procedure: order.procedure, convoys: self.ordered_convoys(&order.convoys)? };
        let verdict = self.check_chosen(id, &path, &choices).map_err(|e| self.bad(e, key))?;
        if !choices.convoys.is_empty() {
            // Legal or refused, the convoys named must match the crossings the path makes.
            let by_convoy = |route: &umpire_map::Route<MapPlace, _>| {
                route.ledger.iter().filter(|e| e.line.clause == c::PORT_CONVOY).count()
            };
            let crossings = match &verdict {
                Verdict::Legal(route) => by_convoy(route),
                Verdict::Illegal { step, before, .. } => {
                    by_convoy(before) + self.crossings_from(&path, step.saturating_sub(1))
                }
            };
            convoys_match(crossings, choices.convoys.len())?;
        }
        let (report, change) =
            self.judge_move(id, &path, verdict, &choices).map_err(|e| self.bad(e, key))?;
        Ok((self.outcome(&report), change))
    }

    /// How many steps of `path` from place `from` on are crossings of a naval zone: a jump
    /// between two places no leg of the board joins, Port-to-Port (not into or out of the
    /// Central Asia Box), and not between the two ports of a canal. What a refused move's
    /// convoys are counted against beyond its legal part.
    fn crossings_from(&self, path: &[MapPlace], from: usize) -> usize {
        let board = |place: &MapPlace| self.map.index_of(*place);
        path.get(from..)
            .unwrap_or_default()
            .windows(2)
            .filter(|pair| {
                let (Some(a), Some(b)) = (board(&pair[0]), board(&pair[1])) else { return false };
                let central = self.facts.central_asia;
                self.map.leg(pair[0], pair[1]).is_none()
                    && central != Some(a)
                    && central != Some(b)
                    && self.facts.canal_at(a).is_none_or(|(_, other)| other != b)
            })
            .count()
    }

    /// The units the order moves, each with its key: `unit`, or `units[i]`.
    fn ordered_units<'o>(&self, order: &'o MoveOrder) -> Result<Vec<(String, &'o str)>, BadOrder> {
        let units: Vec<(String, &str)> = match (&order.unit, order.units.as_slice()) {
            (Some(_), [_, ..]) => {
                return Err(BadOrder::new(
                    "units",
                    "give `unit` (the unit that moves) or `units`, not both",
                    None,
                ));
            }
            (Some(id), []) => vec![("unit".to_owned(), id.as_str())],
            (None, []) => {
                return Err(BadOrder::new(
                    "unit",
                    "missing: the unit that moves, e.g. unit = \"1p\"",
                    None,
                ));
            }
            (None, ids) => {
                ids.iter().enumerate().map(|(i, id)| (format!("units[{i}]"), id.as_str())).collect()
            }
        };
        for (key, id) in &units {
            self.unit_index(id).map_err(|e| self.bad(e, key))?;
        }
        Ok(units)
    }

    /// The order's path as places.
    fn ordered_path(&self, ids: &[String]) -> Result<Vec<MapPlace>, BadOrder> {
        if ids.is_empty() {
            return Err(BadOrder::new(
                "path",
                "missing: the places the unit moves through, its own first, e.g. path = [\"w3718\", \"w3717\"]",
                None,
            ));
        }
        let path = ids
            .iter()
            .enumerate()
            .map(|(i, id)| {
                self.parse_place(id, "").map_err(|_| {
                    let places = (0..self.map.place_count())
                        .map(|n| self.map.place_id(self.map.place_at(n)));
                    BadOrder::new(
                        format!("path[{i}]"),
                        format!("{id:?} is neither a hex of this map nor a box"),
                        nearest(id, places),
                    )
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        if path.len() < 2 {
            return Err(BadOrder::new(
                "path",
                "a move names at least two places: where the unit is, then where it goes",
                None,
            ));
        }
        Ok(path)
    }

    /// The convoys the order names, by their number in the situation.
    fn ordered_convoys(&self, ids: &[String]) -> Result<Vec<usize>, BadOrder> {
        let convoys = &self.situation.convoys;
        if ids.len() > Chosen::<'_, '_, M>::MAX_CONVOYS {
            return Err(BadOrder::new(
                "convoys",
                format!("an order names at most {} convoys", Chosen::<'_, '_, M>::MAX_CONVOYS),
                None,
            ));
        }
        ids.iter()
            .enumerate()
            .map(|(i, id)| {
                convoys.iter().position(|convoy| convoy.id == *id).ok_or_else(|| {
                    BadOrder::new(
                        format!("convoys[{i}]"),
                        format!("no Troop Convoy marker {id:?} in this game"),
                        nearest(id, convoys.iter().map(|convoy| convoy.id.as_str())),
                    )
                })
            })
            .collect()
    }

    fn judge_next_phase(&self, order: &NextPhase) -> Result<(Outcome, Change), BadOrder> {
        let side = match &order.side {
            None => self.situation.side.clone(),
            Some(side) if self.data.factions.contains_key(side) => side.clone(),
            Some(side) => {
                let sides = self.data.factions.keys().map(String::as_str);
                let known = sides.clone().collect::<Vec<_>>().join(", ");
                return Err(BadOrder::new(
                    "side",
                    format!("no side {side:?} (sides: {known})"),
                    nearest(side, sides),
                ));
            }
        };
        let weather = order
            .weather
            .iter()
            .map(|(id, weather)| Ok((self.weather_hex(id)?, id, *weather)))
            .collect::<Result<Vec<_>, BadOrder>>()?;
        let mut outcome = Outcome::carried_out()
            .changing(format!("phase: {}, {} moving", order.phase.name(), proper(&side)))
            .citing([
                Citation::new(c::COMPLETE_BEFORE_NEXT, "a new Movement Phase: every unit may move"),
                Citation::new(
                    c::CANAL_ONCE_PER_PHASE,
                    "each canal may carry one one-step unit in the new Movement Phase",
                ),
                Citation::new(
                    c::CONVOY_USED,
                    "convoys in their Used Boxes stay there: these rules do not say when they return",
                ),
            ]);
        let mut set = Vec::with_capacity(weather.len());
        for (hex, id, weather) in weather {
            set.push((hex, weather));
            outcome = outcome.changing(format!("weather in {id}: {}", weather.name()));
        }
        Ok((outcome, Change::NextPhase { phase: order.phase, side, weather: set }))
    }

    /// The hex `id` of a `weather` key.
    fn weather_hex(&self, id: &str) -> Result<Hex, BadOrder> {
        match self.parse_place(id, "") {
            Ok(MapPlace::Hex(hex)) => Ok(hex),
            _ => {
                let hexes = (0..self.map.hex_count()).map(|n| self.map.hex_id(self.map.hex_at(n)));
                Err(BadOrder::new(
                    format!("weather.{id}"),
                    format!("{id:?} is not a hex of this map"),
                    nearest(id, hexes),
                ))
            }
        }
    }

    /// What a move comes to, as an [`Outcome`]: judged before the move is made, so a canal's
    /// uses are counted with the move's own.
    fn outcome(&self, report: &MoveReport) -> Outcome {
        let route = match &report.verdict {
            Verdict::Illegal { step, refusal, before } => {
                // The legal part before the refused step, as `check` gives it: its cost, its
                // stop and its ledger. Nothing on the board changes.
                let mut outcome =
                    Outcome::refused(*step, refusal.clone()).costing(format!("{} MP", before.cost));
                outcome.stop.clone_from(&before.stop);
                outcome.ledger.clone_from(&before.ledger);
                return outcome;
            }
            Verdict::Legal(route) => route,
        };
        let mut outcome = Outcome::carried_out().costing(format!("{} MP", route.cost));
        outcome.stop.clone_from(&route.stop);
        outcome.ledger.clone_from(&route.ledger);
        let Some(record) = &report.record else { return outcome };
        if let Some(end) = record.route.last() {
            outcome = outcome.changing(format!("{} to {}", record.unit, self.map.place_id(*end)));
        }
        for (victim, to) in &record.eliminated {
            let to = to.name().replace('-', " ");
            outcome = outcome.changing(format!("{victim} eliminated: {to}"));
        }
        for convoy in &record.convoys {
            outcome = outcome.changing(format!("convoy {convoy} to its Used Box"));
        }
        for canal in &record.canals {
            let before = self.situation.canal_uses.get(canal).copied().unwrap_or(0);
            let own = record.canals.iter().filter(|name| *name == canal).count();
            let uses = before.saturating_add(u32::try_from(own).unwrap_or(u32::MAX));
            let limit = self.data.canal_rules.units_per_phase;
            let canal = proper(canal);
            outcome = outcome.changing(format!("{canal} canal used: {uses} of {limit} this phase"));
        }
        outcome
    }

    /// `error`, met judging the order, as a [`BadOrder`]: `unit` is the key naming the unit.
    fn bad(&self, error: OrderError, unit: &str) -> BadOrder {
        use umpire_map::SearchError as S;
        match error {
            OrderError::UnknownUnit { id, suggestion } => {
                BadOrder::new(unit, format!("no unit {id:?} in this game"), suggestion)
            }
            OrderError::NotOnMap { id } => {
                let to = self.situation.unit(&id).and_then(|u| u.eliminated);
                let to =
                    to.map_or_else(String::new, |to| format!(" ({})", to.name().replace('-', " ")));
                BadOrder::new(unit, format!("{id} is not on the map: it was eliminated{to}"), None)
            }
            OrderError::UnknownSide { name, suggestion, known } => {
                BadOrder::new("side", format!("no side {name:?} (sides: {known})"), suggestion)
            }
            OrderError::UnknownPlace { id, reason, suggestion, .. } => BadOrder::new(
                "path",
                format!("{id:?} is not a place on this map: {reason}"),
                suggestion,
            ),
            OrderError::Search(S::PlaceNotOnBoard { step, .. }) => {
                BadOrder::new(format!("path[{step}]"), "is not a place on this map", None)
            }
            OrderError::Search(S::RouteStartsElsewhere { .. }) => {
                BadOrder::new("path[0]", "a path starts where the unit is", None)
            }
            OrderError::Search(error) => BadOrder::new("path", error.to_string(), None),
        }
    }
}

/// The number of convoys named must be the number of crossings the path makes.
fn convoys_match(crossings: usize, named: usize) -> Result<(), BadOrder> {
    if named > crossings {
        return Err(BadOrder::new(
            format!("convoys[{crossings}]"),
            format!(
                "the path crosses {} by convoy, so this convoy has no crossing to make",
                count(crossings, "naval zone")
            ),
            None,
        ));
    }
    if named < crossings {
        return Err(BadOrder::new(
            "convoys",
            format!(
                "the path crosses {} by convoy but {} named: name one for each crossing, or none",
                count(crossings, "naval zone"),
                match named {
                    1 => "1 convoy is".to_owned(),
                    n => format!("{n} convoys are"),
                }
            ),
            None,
        ));
    }
    Ok(())
}
