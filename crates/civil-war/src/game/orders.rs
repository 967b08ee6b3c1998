//! Orders: who may move at all, reach and check in each mode.

use umpire_map::{
    Board, Entry, Line, MapPlace, Mover, Mp, Paths, PlaceName, PlaceRef, ReachPaths, Refusal,
    Search, Verdict, check,
};

use crate::clauses as c;
use crate::error::OrderError;
use crate::land::LandState;
use crate::map::CivilWarMap;
use crate::water::{WaterPlace, WaterState};

use super::{Attempt, Game, Mode, MoveOptions, MoveVerdict, Reachable, UnitReach, first_route};

/// A water place names itself in a query: a sea hex as its hex, a river place as its hexside.
impl PlaceName for WaterPlace {
    fn place_ref(&self) -> PlaceRef<'_> {
        match *self {
            WaterPlace::Sea(hex) => PlaceRef::Place(MapPlace::Hex(hex)),
            WaterPlace::River(side) => PlaceRef::Hexside(side),
        }
    }
}

impl<M: CivilWarMap> Game<M> {
    /// The refusal of an order to `unit` when its side is not the one moving (ACW-MOVE-05).
    pub(crate) fn not_moving_side(&self, unit: &crate::situation::UnitState) -> Option<Refusal> {
        (unit.side != self.situation.side).then(|| {
            Refusal::new(
                c::MOVE_05,
                format!(
                    "{} is {}, but the {} side is moving",
                    unit.id,
                    crate::words::side(&unit.side),
                    crate::words::side(&self.situation.side)
                ),
            )
        })
    }

    /// Why unit `index` may not move at all in `mode` (with the supply numbered `cargo` riding
    /// with it), if it may not.
    pub(super) fn order_refusal(
        &self,
        index: usize,
        options: &MoveOptions,
        cargo: &[usize],
    ) -> Option<Refusal> {
        let unit = &self.situation.units[index];
        let kind = self.unit_type(unit);
        let water = kind.water.is_some();
        if let Some(refusal) = self.not_moving_side(unit) {
            return Some(refusal);
        }
        if unit.ferry {
            return Some(Refusal::new(
                c::FERRY_04,
                format!("{} serves as a temporary ferry: it may not move this phase", unit.id),
            ));
        }
        if unit.moved {
            return Some(Refusal::new(c::MOVE_05, format!("{} has moved this phase", unit.id)));
        }
        match (options.mode, water) {
            (Mode::Water, false) => {
                return Some(Refusal::new(
                    c::WATER_01,
                    format!(
                        "{} is no naval or river unit: ground units go by water only on a transport",
                        unit.id
                    ),
                ));
            }
            (Mode::Ground | Mode::Rail, true) => {
                return Some(Refusal::new(
                    c::MOVE_04,
                    format!("{} is a naval or river unit: it moves by water", unit.id),
                ));
            }
            _ => {}
        }
        if let Some(transport) = unit.embarked_on.as_deref().filter(|_| !water) {
            return Some(Refusal::new(
                c::TRANS_09,
                format!(
                    "{} is embarked on {transport}: it goes ashore by landing from it (a voyage), \
                     paying the chart's MP",
                    unit.id
                ),
            ));
        }
        if !water && !unit.initiative {
            return Some(Refusal::new(
                c::MOVE_05,
                format!("{} has no initiative this phase", unit.id),
            ));
        }
        if let Some(extra) = options.force_march {
            if !kind.force_march {
                return Some(Refusal::new(
                    c::FORCE_02,
                    format!(
                        "only infantry, cavalry and supply trains may be force marched, not {}",
                        crate::words::a_unit(&unit.unit_type)
                    ),
                ));
            }
            if !self.data.force_march.options.contains(&extra) {
                return Some(Refusal::new(
                    c::FORCE_03,
                    format!("a force march adds 1 or 2 MP, not {extra}"),
                ));
            }
        }
        if unit.entrained && options.mode == Mode::Ground {
            return Some(Refusal::new(
                c::RAIL_08,
                format!(
                    "{} is entrained: it leaves the train only by detraining (a rail move)",
                    unit.id
                ),
            ));
        }
        if options.mode == Mode::Rail && kind.supply_load {
            return Some(Refusal::new(
                c::RAIL_35,
                format!(
                    "{} is supply: it has no movement allowance to entrain or detrain with, and rides by rail with a unit that entrains in its hex (named in that unit's `supply`)",
                    unit.id
                ),
            ));
        }
        if options.mode == Mode::Rail {
            let cost = self.move_rail_cost(index, cargo);
            let mut excluded = vec![index];
            excluded.extend_from_slice(cargo);
            let room = self.rail_room(&unit.side, &excluded);
            let free = room.free_now();
            if cost > free {
                let held = room.left.saturating_sub(free);
                let held = if held > 0 {
                    format!(
                        ", {held} of them held for its units on the rails (ACW-RAIL-24, ACW-RAIL-25): {free} free"
                    )
                } else {
                    String::new()
                };
                let what = if cargo.is_empty() {
                    unit.id.clone()
                } else {
                    format!("{} and the supply with it", unit.id)
                };
                return Some(Refusal::new(
                    c::RAIL_06,
                    format!(
                        "moving {what} by rail costs {cost} rail transport points; the {} side has {} left this month{held}",
                        crate::words::side(&unit.side),
                        room.left
                    ),
                ));
            }
        }
        None
    }

    /// A legal march of a force-marched unit with the force march in its ledger: chosen by
    /// the player (ACW-FORCE-01), and, when the march spent more than the printed MA, what
    /// made its last hexes affordable (ACW-MIN-03).
    fn force_march_noted(
        &self,
        index: usize,
        verdict: Verdict<MapPlace, LandState>,
        options: &MoveOptions,
    ) -> Verdict<MapPlace, LandState> {
        let Some(extra) = options.force_march else { return verdict };
        let Verdict::Legal(mut route) = verdict else { return verdict };
        let unit = &self.situation.units[index];
        let mut lines = vec![Line::note(
            c::FORCE_01,
            format!("force marched: its MA rises by {extra} MP for the phase"),
        )];
        if route.cost > unit.movement {
            lines.push(Line::note(
                c::MIN_03,
                format!(
                    "it spends {} MP, more than its printed MA of {}: the force march pays for \
                     the rest",
                    route.cost, unit.movement
                ),
            ));
        }
        let at = route.ledger.first().map_or(1, |e| e.step);
        let mut entries: Vec<Entry> =
            lines.into_iter().map(|line| Entry { step: at, line }).collect();
        entries.append(&mut route.ledger);
        route.ledger = entries;
        Verdict::Legal(route)
    }

    /// A march refused on its first hex for want of MP (ACW-MIN-02) by a unit that can pay for
    /// no hex next to it: the refusal is that no minimum move is guaranteed (ACW-MIN-01).
    fn no_move_at_all(
        &self,
        id: &str,
        verdict: Verdict<MapPlace, LandState>,
        options: &MoveOptions,
    ) -> Result<Verdict<MapPlace, LandState>, OrderError> {
        let Verdict::Illegal { step: 1, refusal, before } = verdict else { return Ok(verdict) };
        if refusal.clause != c::MIN_02 || !self.reach(id, options)?.places.is_empty() {
            return Ok(Verdict::Illegal { step: 1, refusal, before });
        }
        let refusal = Refusal::new(
            c::MIN_01,
            format!(
                "{}; it can pay for no hex next to it, and no minimum move is guaranteed: it \
                 cannot move this phase",
                refusal.reason
            ),
        );
        Ok(Verdict::Illegal { step: 1, refusal, before })
    }

    pub(super) fn land_mover(
        &self,
        index: usize,
        options: &MoveOptions,
    ) -> Result<Mover<MapPlace, LandState>, OrderError> {
        let unit = &self.situation.units[index];
        let at = unit.at.ok_or_else(|| OrderError::NotOnMap { id: unit.id.clone() })?;
        let extra = Mp::whole(options.force_march.unwrap_or(0));
        let state = if unit.entrained && options.mode == Mode::Rail {
            LandState::ENTRAINED
        } else {
            LandState::ON_FOOT
        };
        Ok(Mover { at: MapPlace::Hex(at), state, allowance: unit.movement.checked_add(extra) })
    }

    /// Every place unit `id` can reach in the mode of `options`.
    ///
    /// # Errors
    /// [`OrderError`] for an unknown unit or one off the map, or `options.supply` naming what is
    /// not supply of the unit's side riding by rail.
    pub fn reach(&self, id: &str, options: &MoveOptions) -> Result<UnitReach, OrderError> {
        self.reach_with(&mut Search::new(), id, options)
    }

    /// As [`Game::reach`], reusing `search`'s buffers: keep one [`Search`] and pass it to every
    /// query, and each query resets only what the one before it touched instead of laying out
    /// labels for the whole board and every state (a rail reach has many states a hex).
    ///
    /// ```
    /// # #[cfg(feature = "scenario")] {
    /// use umpire_civil_war::{EXAMPLE, Game, Mode, MoveOptions};
    /// use umpire_map::Search;
    ///
    /// let game = Game::new(&umpire_scenario::load_str(EXAMPLE, "rail.toml")?)?;
    /// let options = MoveOptions { mode: Mode::Rail, ..MoveOptions::default() };
    /// let mut search = Search::new();
    /// for unit in &game.situation().units {
    ///     let reused = game.reach_with(&mut search, &unit.id, &options).ok();
    ///     assert_eq!(reused, game.reach(&unit.id, &options).ok());
    /// }
    /// # }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// As [`Game::reach`].
    pub fn reach_with(
        &self,
        search: &mut Search,
        id: &str,
        options: &MoveOptions,
    ) -> Result<UnitReach, OrderError> {
        let index = self.unit_index(id)?;
        self.reach_reading(search, index, options, None)
    }

    /// As [`Game::reach_with`] for unit `index`; with `read`, a march or rail move also adds
    /// to it the places its search settled (a water move and a refused order add none).
    pub(super) fn reach_reading(
        &self,
        search: &mut Search,
        index: usize,
        options: &MoveOptions,
        read: Option<&mut umpire_map::PlaceSet>,
    ) -> Result<UnitReach, OrderError> {
        let id = &self.situation.units[index].id;
        let mut result = UnitReach::new(id, options.mode, None, Vec::new(), Paths::new());
        let cargo = self.cargo_indices(index, options)?;
        if let Some(refusal) = self.order_refusal(index, options, &cargo) {
            result.refusal = Some(refusal);
            return Ok(result);
        }
        let unit = &self.situation.units[index];
        match options.mode {
            Mode::Water => {
                let rules = self.water_move(unit);
                let mover = self.water_mover(index)?;
                let reach = search.reach(self.water(), &rules, &mover).map_err(|e| {
                    OrderError::search(e, mover.at, &[], |p| self.water.place_id(&self.map, p))
                })?;
                let ReachPaths { places: ends, paths } = reach.paths();
                let water = self.water();
                let id =
                    |place| water.index_of(place).map(|n| self.water_id_at(n)).unwrap_or_default();
                for (reached, end) in ends.into_iter().filter(|(r, _)| r.place != mover.at) {
                    result.places.push(Reachable {
                        id: id(reached.place),
                        cost: reached.cost,
                        must_stop: reached.must_stop,
                        stop: reach.stop(reached.place),
                        end,
                    });
                }
                result.paths = paths.map(id);
            }
            Mode::Ground | Mode::Rail => {
                let rules = self.land_move(unit, options.mode == Mode::Rail);
                let mover = self.land_mover(index, options)?;
                let reach = search
                    .reach(&self.map, &rules, &mover)
                    .map_err(|e| OrderError::search(e, mover.at, &[], |p| self.map.place_id(p)))?;
                if let Some(read) = read {
                    reach.for_each_settled_raw(|place, _| {
                        read.insert(place);
                    });
                }
                let ReachPaths { places: ends, paths } = reach.paths();
                let id = |place| {
                    self.map.index_of(place).map(|n| self.land_id_at(n)).unwrap_or_default()
                };
                // A rail reach lists each place's cheapest arrival, on the train or off it.
                for (reached, end) in ends.into_iter().filter(|(r, _)| r.place != mover.at) {
                    result.places.push(Reachable {
                        id: id(reached.place),
                        cost: reached.cost,
                        must_stop: reached.must_stop,
                        stop: reach.stop(reached.place),
                        end,
                    });
                }
                result.paths = paths.map(id);
            }
        }
        result.reindex();
        Ok(result)
    }

    pub(super) fn water_mover(
        &self,
        index: usize,
    ) -> Result<Mover<WaterPlace, WaterState>, OrderError> {
        let unit = &self.situation.units[index];
        let at = self
            .water
            .place_of(unit)
            .ok_or_else(|| OrderError::NotOnMap { id: unit.id.clone() })?;
        Ok(Mover { at, state: WaterState::FRESH, allowance: Some(unit.movement) })
    }

    /// Whether unit `id` may move along `ids` (its start first) in the mode of `options`, step
    /// by step, with the ledger and the clause of every cost, stop and refusal.
    ///
    /// The path's items may be ids (`"0101"`, `"entrain"`, a water path's `"0306/0406"` river
    /// hexside, read as orders read them) or places ([`Hex`](umpire_hex::Hex), [`MapPlace`],
    /// [`WaterPlace`], a river [`Hexside`](umpire_hex::Hexside)), or a mix ([`PlaceName`]): the
    /// same places get the same verdict however they are named. By places, a rail move
    /// entrains or detrains where a hex is given twice running (as `entrain` and `detrain`
    /// repeat the hex before them); by water, a hex is a sea hex.
    ///
    /// ```
    /// # #[cfg(feature = "scenario")] {
    /// use umpire_civil_war::{EXAMPLE, Game, Mode, MoveOptions};
    ///
    /// let game = Game::new(&umpire_scenario::load_str(EXAMPLE, "rail.toml")?)?;
    /// let rail = MoveOptions { mode: Mode::Rail, ..MoveOptions::default() };
    /// let ids = ["0101", "entrain", "0201", "0301"];
    /// let hex = |id: &str| game.map().parse_hex(id);
    /// let hexes = [hex("0101")?, hex("0101")?, hex("0201")?, hex("0301")?];
    /// assert_eq!(game.check("8th-corps", &hexes, &rail)?, game.check("8th-corps", &ids, &rail)?);
    /// # }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`OrderError`] for an unknown unit, place, or a path that does not start at the unit, and
    /// for `options.supply` naming what is not supply of the unit's side riding by rail.
    pub fn check<S: PlaceName>(
        &self,
        id: &str,
        ids: &[S],
        options: &MoveOptions,
    ) -> Result<MoveVerdict, OrderError> {
        let index = self.unit_index(id)?;
        let unit = &self.situation.units[index];
        let cargo = self.cargo_indices(index, options)?;
        if options.mode == Mode::Water {
            if let Some(refusal) = self.order_refusal(index, options, &cargo) {
                // A unit refused before it moves (a ground unit told to sail) may be on no water.
                let at = self
                    .water
                    .place_of(unit)
                    .or(unit.at.map(WaterPlace::Sea))
                    .ok_or_else(|| OrderError::NotOnMap { id: unit.id.clone() })?;
                return Ok(MoveVerdict::Water(Verdict::Illegal {
                    step: 0,
                    refusal,
                    before: first_route(at, WaterState::FRESH),
                }));
            }
            let path = self.water_path(ids)?;
            let mover = self.water_mover(index)?;
            let rules = self.water_move(unit);
            let verdict = check(self.water(), &rules, &mover, &path).map_err(|e| {
                OrderError::search(e, mover.at, &path, |p| self.water.place_id(&self.map, p))
            })?;
            return Ok(MoveVerdict::Water(verdict));
        }
        let path = self.land_path(ids)?;
        let mover = self.land_mover(index, options)?;
        if let Some(refusal) = self.order_refusal(index, options, &cargo) {
            return Ok(MoveVerdict::Land(Verdict::Illegal {
                step: 0,
                refusal,
                before: first_route(mover.at, mover.state),
            }));
        }
        let rules = self.land_move(unit, options.mode == Mode::Rail);
        let verdict = check(&self.map, &rules, &mover, &path)
            .map_err(|e| OrderError::search(e, mover.at, &path, |p| self.map.place_id(p)))?;
        let verdict = self.rail_end(index, &cargo, verdict, options);
        let verdict = self.no_move_at_all(id, verdict, options)?;
        Ok(MoveVerdict::Land(self.force_march_noted(index, verdict, options)))
    }

    /// The land path `ids` names: ids read as [`Game::parse_land_path`] reads them (`entrain`
    /// and `detrain` repeat the hex before), places as they are.
    fn land_path<S: PlaceName>(&self, ids: &[S]) -> Result<Vec<MapPlace>, OrderError> {
        let mut out: Vec<MapPlace> = Vec::with_capacity(ids.len());
        for (i, item) in ids.iter().enumerate() {
            let place = match item.place_ref() {
                PlaceRef::Place(place) => place,
                PlaceRef::Id(text) => match out.last() {
                    Some(&last) if matches!(text.trim(), "entrain" | "detrain") => last,
                    _ => one(self.parse_land_path(&[text]), i)?,
                },
                PlaceRef::Hexside(side) => {
                    return Err(OrderError::UnknownPlace {
                        position: item_position(i),
                        id: self.water.place_id(&self.map, WaterPlace::River(side)),
                        reason: "a river hexside is a place only for a move by water".to_owned(),
                    });
                }
            };
            out.push(place);
        }
        Ok(out)
    }

    /// The water path `ids` names: ids read as [`WaterBoard::parse_path`] reads them, a hex as
    /// its sea hex, a hexside as its river place; each must be a place of the water board.
    ///
    /// [`WaterBoard::parse_path`]: crate::WaterBoard::parse_path
    fn water_path<S: PlaceName>(&self, ids: &[S]) -> Result<Vec<WaterPlace>, OrderError> {
        let mut out = Vec::with_capacity(ids.len());
        for (i, item) in ids.iter().enumerate() {
            let place = match item.place_ref() {
                PlaceRef::Id(text) => one(self.water.parse_path(&self.map, &[text]), i)?,
                PlaceRef::Place(MapPlace::Hex(hex)) => WaterPlace::Sea(hex),
                PlaceRef::Hexside(side) => WaterPlace::River(side),
                PlaceRef::Place(place @ MapPlace::Box(_)) => {
                    return Err(OrderError::UnknownPlace {
                        position: item_position(i),
                        id: self.map.place_id(place),
                        reason: "a water move goes by sea hexes and river hexsides".to_owned(),
                    });
                }
            };
            if self.water.index_of(place).is_none() {
                // Refused as the place's id would be.
                let id = self.water.place_id(&self.map, place);
                return Err(match one(self.water.parse_path(&self.map, &[&id]), i) {
                    Err(error) => error,
                    Ok(_) => OrderError::UnknownPlace {
                        position: item_position(i),
                        id,
                        reason: "it is no place of the water board".to_owned(),
                    },
                });
            }
            out.push(place);
        }
        Ok(out)
    }

    /// Why unit `id` can or cannot get to place `to` (a hex id; in water mode a sea hex or a
    /// river hexside) in the mode of `options`: the cheapest way there, or the cheapest attempt
    /// and the step and clause that refuse it, with the ledger of the part it may make.
    /// [`umpire_map::explain`] finds the attempt and [`Game::check`] judges it, so the answer
    /// never disagrees with `check` or `reach`; `None` when no leg of the map leads there at
    /// all. A unit that may not move at all is refused before its first step.
    ///
    /// ```
    /// # #[cfg(feature = "scenario")] {
    /// use umpire_civil_war::{EXAMPLE, Game, MoveOptions};
    ///
    /// let game = Game::new(&umpire_scenario::load_str(EXAMPLE, "rail.toml")?)?;
    /// // The corps marches 3 MP: 0401 is in reach, 0501 is not.
    /// let near = game.explain("8th-corps", "0401", &MoveOptions::default())?;
    /// assert!(near.is_some_and(|a| a.verdict.is_legal()));
    /// let far = game.explain("8th-corps", "0501", &MoveOptions::default())?;
    /// let path = ["0101", "0201", "0301", "0401", "0501"].map(String::from).to_vec();
    /// assert_eq!(far.as_ref().map(|a| &a.path), Some(&path));
    /// assert_eq!(far.and_then(|a| a.verdict.refused_step()), Some(4));
    /// # }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// `to` may be an id or a place ([`Hex`](umpire_hex::Hex), [`MapPlace`], [`WaterPlace`]…;
    /// see [`PlaceName`]); the attempt's path is written in ids either way.
    ///
    /// # Errors
    /// [`OrderError`] for an unknown unit or place, a unit off the map, or `options.supply`
    /// naming what is not supply of the unit's side riding by rail.
    pub fn explain<P: PlaceName>(
        &self,
        id: &str,
        to: P,
        options: &MoveOptions,
    ) -> Result<Option<Attempt>, OrderError> {
        self.explain_with(&mut Search::new(), id, to, options)
    }

    /// As [`Game::explain`], reusing `search`'s buffers.
    ///
    /// # Errors
    /// As [`Game::explain`].
    pub fn explain_with<P: PlaceName>(
        &self,
        search: &mut Search,
        id: &str,
        to: P,
        options: &MoveOptions,
    ) -> Result<Option<Attempt>, OrderError> {
        let index = self.unit_index(id)?;
        let unit = &self.situation.units[index];
        let cargo = self.cargo_indices(index, options)?;
        let refused = self.order_refusal(index, options, &cargo).is_some();
        // Written in the attempt's path as given, or by the place's id (a river hexside `a/b`).
        let named = to.place_ref();
        let written = named.to_id(&self.map);
        let to: &str = &written;
        let path: Vec<String> = if options.mode == Mode::Water {
            let target = self.water_path(&[named]).map_err(destination)?;
            let target = target.first().copied();
            let Some(target) = target else { return Ok(None) };
            let id_of = |p| self.water.place_id(&self.map, p);
            match (refused, self.water_mover(index)) {
                (false, Ok(mover)) => {
                    let rules = self.water_move(unit);
                    let found = umpire_map::explain(search, self.water(), &rules, &mover, target)
                        .map_err(|e| OrderError::search(e, mover.at, &[target], id_of))?;
                    match attempt_of(found) {
                        Some(places) => places.into_iter().map(id_of).collect(),
                        None => return Ok(None),
                    }
                }
                _ => {
                    let at = self.water.place_of(unit).or(unit.at.map(WaterPlace::Sea));
                    let at = at.ok_or_else(|| OrderError::NotOnMap { id: unit.id.clone() })?;
                    vec![id_of(at), to.to_owned()]
                }
            }
        } else {
            let target = self.land_path(&[named]).map_err(destination)?.first().copied();
            let Some(target) = target else { return Ok(None) };
            let mover = self.land_mover(index, options)?;
            let id_of = |p| self.map.place_id(p);
            if refused {
                vec![id_of(mover.at), to.to_owned()]
            } else {
                let rules = self.land_move(unit, options.mode == Mode::Rail);
                let found = umpire_map::explain(search, &self.map, &rules, &mover, target)
                    .map_err(|e| OrderError::search(e, mover.at, &[target], id_of))?;
                match attempt_of(found) {
                    Some(places) => places.into_iter().map(id_of).collect(),
                    None => return Ok(None),
                }
            }
        };
        let verdict = self.check(id, &path, options)?;
        // A rail reach's cheapest arrival may be still on the train, which a move may end only
        // with a declared destination: detraining there is the way the move can end.
        if options.mode == Mode::Rail
            && verdict.refused_step() == Some(path.len() - 1)
            && path.last().is_some_and(|last| last == to)
        {
            let mut detrained = path.clone();
            detrained.push(to.to_owned());
            let off = self.check(id, &detrained, options)?;
            if off.is_legal() {
                return Ok(Some(Attempt { path: detrained, verdict: off }));
            }
        }
        Ok(Some(Attempt { path, verdict }))
    }
}

/// The one place a one-item path read to, with an error about it named as path item `i + 1`.
fn one<P: Copy>(read: Result<Vec<P>, OrderError>, i: usize) -> Result<P, OrderError> {
    match read {
        Ok(places) => places.first().copied().ok_or_else(|| OrderError::UnknownPlace {
            position: item_position(i),
            id: String::new(),
            reason: "no place was given".to_owned(),
        }),
        Err(OrderError::UnknownPlace { id, reason, .. }) => {
            Err(OrderError::UnknownPlace { position: item_position(i), id, reason })
        }
        Err(other) => Err(other),
    }
}

/// How an error names path item `i + 1`.
fn item_position(i: usize) -> String {
    format!("path item {}", i + 1)
}

/// `error` about the place asked for, named as the destination rather than a path item.
fn destination(error: OrderError) -> OrderError {
    match error {
        OrderError::UnknownPlace { id, reason, .. } => {
            OrderError::UnknownPlace { position: "the destination".to_owned(), id, reason }
        }
        other => other,
    }
}

/// The places of an explanation's way or attempt; `None` when no leg leads there.
fn attempt_of<P, S>(found: umpire_map::Explanation<P, S>) -> Option<Vec<P>> {
    match found {
        umpire_map::Explanation::Reachable(route) => Some(route.places),
        umpire_map::Explanation::Refused { attempt, .. } => Some(attempt),
        umpire_map::Explanation::NoWay => None,
    }
}
