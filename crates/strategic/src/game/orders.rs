//! Orders: who may move at all (3, 3.1), reach, check and the threat map.

use umpire_map::{
    Board, Entry, Line, MapPlace, Mover, Mp, PlaceName, PlaceRef, Refusal, Route, Search, Verdict,
    check,
};

use crate::clauses as c;
use crate::error::{OrderError, nearest};
use crate::map::StrategicMap;
use crate::situation::{LastMove, Procedure};
use crate::state::MoveState;
use crate::step::{Chosen, ChosenState, UnitMove};
use umpire_map::words::proper;

use super::{Game, MoveVerdict, Reachable, Threat, UnitReach, unknown_place_id};

impl<M: StrategicMap> Game<M> {
    /// Why unit `index` may not move at all this phase (3, 3.1), if it may not.
    fn order_refusal(&self, index: usize) -> Result<Option<Refusal>, OrderError> {
        self.order_refusal_for(index, &self.situation.side, false)
    }

    /// As [`Game::order_refusal`], with `side` moving; `as_fresh`: as if the unit had not moved
    /// yet this phase.
    fn order_refusal_for(
        &self,
        index: usize,
        side: &str,
        as_fresh: bool,
    ) -> Result<Option<Refusal>, OrderError> {
        let unit = &self.situation.units[index];
        let Some(at) = unit.at else { return Err(OrderError::NotOnMap { id: unit.id.clone() }) };
        let air = self.data.unit_types.get(&unit.unit_type).is_some_and(|t| t.air);
        if air {
            return Ok(Some(Refusal::new(
                c::PHASING_ONLY,
                format!("{} is an Air unit; only ground units move in this phase", unit.id),
            )));
        }
        if unit.side != side {
            return Ok(Some(Refusal::new(
                c::PHASING_ONLY,
                format!(
                    "{} is {}, but the {} side is moving",
                    unit.id,
                    proper(&unit.side),
                    proper(side)
                ),
            )));
        }
        if unit.movement == Mp::ZERO {
            return Ok(Some(Refusal::new(
                c::ALLOWANCE_ABOVE_ZERO,
                format!("{} has a Movement Allowance of 0", unit.id),
            )));
        }
        // A move taken up again is no new move: supply is judged where a move begins (3).
        let resumed = if as_fresh { None } else { self.resumed(index) };
        let supplied = unit.supplied.unwrap_or_else(
            || !matches!(at, MapPlace::Hex(hex) if self.situation.out_of_supply.contains(&hex)),
        );
        if !supplied && resumed.is_none() {
            return Ok(Some(Refusal::new(
                c::SUPPLIED_AT_START,
                format!("{} is out of supply as its move begins", unit.id),
            )));
        }
        if unit.moved.is_some() && !as_fresh {
            return Ok(match resumed {
                // Another unit has begun moving since (3.1).
                None => Some(Refusal::new(
                    c::COMPLETE_BEFORE_NEXT,
                    format!("{} has made its move this phase; it may not move again", unit.id),
                )),
                // No other unit has: it may go on, unless a rule stopped it.
                Some(last) => last.stop.map(|stop| {
                    Refusal::new(
                        stop.clause,
                        format!("{} had to stop where it is: {}", unit.id, stop.note),
                    )
                }),
            });
        }
        Ok(None)
    }

    /// Where unit `index`'s move stands if a later order takes it up again: the unit has moved
    /// this phase and no other unit has begun moving since (3.1).
    pub(super) fn resumed(&self, index: usize) -> Option<&LastMove> {
        let unit = self.situation.units.get(index)?;
        self.situation
            .last_move
            .as_ref()
            .filter(|last| last.unit == unit.id && unit.moved.is_some())
    }

    /// Unit `index` setting out: where it is, and, for a move taken up again (3.1), in the
    /// state its move stands in with its Movement Allowance less the MP it has spent; otherwise
    /// fresh, with its whole Movement Allowance.
    fn mover(&self, index: usize) -> Result<Mover<MapPlace, MoveState>, OrderError> {
        let mut mover = self.fresh_mover(index)?;
        if let Some(last) = self.resumed(index) {
            mover.state = last.state;
            mover.allowance = mover.allowance.map(|ma| ma.saturating_sub(last.spent));
        }
        Ok(mover)
    }

    /// Unit `index` as if it had not moved yet this phase.
    fn fresh_mover(&self, index: usize) -> Result<Mover<MapPlace, MoveState>, OrderError> {
        let unit = &self.situation.units[index];
        let at = unit.at.ok_or_else(|| OrderError::NotOnMap { id: unit.id.clone() })?;
        Ok(Mover { at, state: MoveState::FRESH, allowance: Some(unit.movement) })
    }

    /// Every place unit `id` can reach this phase, with costs, stops and paths. For the last
    /// unit to begin moving, with no other unit moved since, the places it can reach taking its
    /// move up again, at the cost of this further move (see [`Game::check`]).
    ///
    /// # Errors
    /// [`OrderError`] for an unknown or eliminated unit.
    pub fn reach(&self, id: &str) -> Result<UnitReach, OrderError> {
        self.reach_with(&mut Search::new(), id)
    }

    /// As [`Game::reach`], reusing `search`'s buffers.
    ///
    /// # Errors
    /// As [`Game::reach`].
    pub fn reach_with(&self, search: &mut Search, id: &str) -> Result<UnitReach, OrderError> {
        let index = self.unit_index(id)?;
        let side = &self.situation.side;
        self.reach_and(search, index, side, true, |_| ()).map(|(reach, _)| reach)
    }

    /// Unit `index`'s reach with `side` moving — as [`Game::reach`] gives it when `side` is
    /// moving and `places` (without them, its start, allowance and refusal alone) — and what
    /// `also` makes of its search, unless the order is refused before it.
    pub(super) fn reach_and<T>(
        &self,
        search: &mut Search,
        index: usize,
        side: &str,
        places: bool,
        also: impl FnOnce(&umpire_map::Reach<'_, M, UnitMove<'_, M>>) -> T,
    ) -> Result<(UnitReach, Option<T>), OrderError> {
        let unit = &self.situation.units[index];
        let mover = self.mover(index)?;
        let start = mover.at;
        let allowance = mover.allowance.unwrap_or(unit.movement);
        let mut result = UnitReach::empty(unit.id.clone(), start, allowance);
        let start_index = self.map.index_of(start);
        let found = self.with_reach(search, index, side, |reach| {
            (places.then(|| self.reach_answer(reach, start_index)), also(reach))
        })?;
        match found {
            Ok((answer, also)) => {
                if let Some((paths, places)) = answer {
                    result.places = places;
                    result.paths = paths;
                }
                Ok((result, Some(also)))
            }
            Err(refusal) => {
                result.refusal = Some(refusal);
                Ok((result, None))
            }
        }
    }

    /// The places of `reach` but the start (board number `start_index`), in board order, and
    /// the tree of their cheapest paths: a [`UnitReach`]'s answer.
    pub(super) fn reach_answer(
        &self,
        reach: &umpire_map::Reach<'_, M, UnitMove<'_, M>>,
        start_index: Option<usize>,
    ) -> (umpire_map::Paths<MapPlace>, Vec<Reachable>) {
        let ids = self.place_ids();
        let mut tree = reach.path_tree();
        let mut places = Vec::with_capacity(tree.len());
        // With several states the reach lists its places in board order already.
        let (mut in_order, mut last) = (true, None);
        for (number, reached, end) in tree.by_ref() {
            if Some(number) == start_index {
                continue;
            }
            in_order &= last.is_none_or(|last| last < number);
            last = Some(number);
            places.push(Reachable {
                place: reached.place,
                id: ids.get(number).cloned().unwrap_or_else(unknown_place_id),
                cost: reached.cost,
                must_stop: reached.must_stop,
                // Only a must-stop place has a clause that stops the unit.
                stop: if reached.must_stop { reach.stop(reached.place) } else { None },
                end,
            });
        }
        let paths = tree.into_paths();
        if !in_order {
            places.sort_by_key(|reachable| self.map.index_of(reachable.place));
        }
        (paths, places)
    }

    /// Runs unit `index`'s reach with `side` moving and hands it to `answer`, or gives the
    /// refusal of the order itself.
    pub(super) fn with_reach<T>(
        &self,
        search: &mut Search,
        index: usize,
        side: &str,
        answer: impl FnOnce(&umpire_map::Reach<'_, M, UnitMove<'_, M>>) -> T,
    ) -> Result<Result<T, Refusal>, OrderError> {
        let mover = self.mover(index)?;
        if let Some(refusal) = self.order_refusal_for(index, side, false)? {
            return Ok(Err(refusal));
        }
        let rules = self
            .unit_move_at(index, self.situation.phase, None)?
            .ok_or_else(|| OrderError::UnknownUnit { id: String::new(), suggestion: None })?;
        let reach = search.reach(&self.map, &rules, &mover)?;
        Ok(Ok(answer(&reach)))
    }

    /// Whether unit `id` may move along `path` (its start first), step by step, with the MP
    /// ledger and the clause of every cost, stop, exception and refusal.
    ///
    /// For the last unit to begin moving ([`Situation::last_move`](crate::Situation)), when no
    /// other unit has begun moving since, the path takes its move up again (3.1): from the
    /// state its move stands in, with its Movement Allowance less the MP it has spent (the
    /// verdict's cost is this path's; the ledger opens with a STR-3.1-02 note of both); a stop a
    /// rule imposed refuses it before it moves by that stop's clause, and so does another
    /// procedure than the one it is using (STR-3.1.4-01). Any other unit that has moved this
    /// phase is refused by STR-3.1-02 (or STR-3.1.4-01 for another procedure).
    ///
    /// The path's places may be given as places ([`MapPlace`], [`Hex`](umpire_hex::Hex),
    /// [`BoxId`](umpire_map::BoxId)) or by their ids (`"e3609"`, `"central-asia"`, as
    /// [`Game::parse_path`] reads them), or a mix ([`PlaceName`]): the same places get the same
    /// verdict however they are named.
    ///
    /// ```
    /// # #[cfg(feature = "scenario")] {
    /// use umpire_strategic::{EXAMPLE, Game};
    ///
    /// let game = Game::new(&umpire_scenario::load_str(EXAMPLE, "kiev.toml")?)?;
    /// let by_id = game.check("russian-hq", &["e3609", "e3608"])?;
    /// let hexes = [game.map().parse_hex("e3609")?, game.map().parse_hex("e3608")?];
    /// assert_eq!(game.check("russian-hq", &hexes)?, by_id);
    /// assert!(game.check("russian-hq", &["e3609", "e99"]).is_err());
    /// # }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`OrderError`] for an unknown unit, an id that names no place (as [`Game::parse_path`]
    /// refuses it), a hexside, a path that does not start at the unit, or a place off the board.
    pub fn check<P: PlaceName>(&self, id: &str, path: &[P]) -> Result<MoveVerdict, OrderError> {
        self.unit_index(id)?;
        let path = self.places_of(path)?;
        self.check_chosen(id, &path, &Choices::default())
    }

    /// The places `path` names: ids read as [`Game::parse_path`] reads them, places as they are.
    fn places_of<P: PlaceName>(&self, path: &[P]) -> Result<Vec<MapPlace>, OrderError> {
        // A place is taken as it is; only an id (or a hexside) needs its position, to name it.
        path.iter()
            .enumerate()
            .map(|(i, item)| match item.place_ref() {
                PlaceRef::Place(place) => Ok(place),
                _ => self.place_of(item, &format!("path item {}", i + 1)),
            })
            .collect()
    }

    /// The place `item` names, at `position` of the order.
    fn place_of<P: PlaceName + ?Sized>(
        &self,
        item: &P,
        position: &str,
    ) -> Result<MapPlace, OrderError> {
        match item.place_ref() {
            PlaceRef::Id(text) => self.parse_place(text, position),
            PlaceRef::Place(place) => Ok(place),
            PlaceRef::Hexside(side) => Err(OrderError::UnknownPlace {
                position: position.to_owned(),
                id: PlaceRef::Hexside(side).to_id(&self.map).into_owned(),
                reason: "a hexside is no place a unit stands in this game: name a hex or a box"
                    .to_owned(),
                suggestion: None,
            }),
        }
    }

    /// As [`Game::check`], by the procedure and across each naval zone by the convoy the
    /// player chose.
    pub(crate) fn check_chosen(
        &self,
        id: &str,
        path: &[MapPlace],
        choices: &Choices,
    ) -> Result<MoveVerdict, OrderError> {
        let index = self.unit_index(id)?;
        let mover = self.mover(index)?;
        if let Some(refusal) = self.order_refusal(index)? {
            let side = &self.situation.side;
            // Another procedure than the one used is refused by 3.1.4 rather than 3.1; a stop a
            // rule imposed stands whatever the order chooses.
            let done = refusal.clause == c::COMPLETE_BEFORE_NEXT;
            let refusal = match (choices.procedure, self.situation.units[index].moved) {
                _ if !done => refusal,
                (Some(chosen), Some(before))
                    if self.order_refusal_for(index, side, true)?.is_none() =>
                {
                    if chosen == before {
                        refusal
                    } else {
                        Refusal::new(
                            c::ONE_PROCEDURE,
                            format!(
                                "{id} moved {} this phase and may not now move {}",
                                before.name(),
                                chosen.name()
                            ),
                        )
                    }
                }
                _ => self.procedure_refusal(index, id, path, refusal)?,
            };
            return Ok(Verdict::Illegal { step: 0, refusal, before: empty_route(mover.at) });
        }
        let resumed = self.resumed(index);
        if let (Some(last), Some(chosen), Some(before)) =
            (resumed, choices.procedure, self.situation.units[index].moved)
            && chosen != before
        {
            // Its move taken up again by another procedure (3.1.4).
            let refusal = Refusal::new(
                c::ONE_PROCEDURE,
                format!(
                    "{id} is moving {} this phase and may not go on {}",
                    before.name(),
                    chosen.name()
                ),
            );
            let mut start = empty_route(mover.at);
            start.state = last.state;
            return Ok(Verdict::Illegal { step: 0, refusal, before: start });
        }
        let rules = self.unit_move_along(id, Some(path))?;
        let verdict = if choices.procedure.is_none() && choices.convoys.is_empty() {
            check(&self.map, &rules, &mover, path)?
        } else {
            let chosen = Chosen::new(&rules, choices.procedure, &choices.convoys);
            let state = ChosenState::starting(mover.state);
            let mover = Mover { at: mover.at, state, allowance: mover.allowance };
            unchosen(check(&self.map, &chosen, &mover, path)?)
        };
        let verdict = match resumed {
            Some(last) => self.taken_up(verdict, id, last, mover.allowance.unwrap_or(Mp::ZERO)),
            None => verdict,
        };
        Ok(self.ending(verdict))
    }

    /// `verdict` on a move taken up again (3.1: no other unit has begun moving since `last`):
    /// its ledger says so first, with the MP spent before and left.
    fn taken_up(
        &self,
        mut verdict: MoveVerdict,
        id: &str,
        last: &LastMove,
        left: Mp,
    ) -> MoveVerdict {
        let route = match &mut verdict {
            Verdict::Legal(route) => route,
            Verdict::Illegal { before, .. } if before.places.len() > 1 => before,
            Verdict::Illegal { .. } => return verdict,
        };
        let spent = last.spent;
        let line = Line::note(
            c::COMPLETE_BEFORE_NEXT,
            format!(
                "no other unit has begun moving since {id} did: it takes up its move again, \
                 {spent} MP spent, {left} MP left"
            ),
        );
        route.ledger.insert(0, Entry { step: 1, line });
        verdict
    }

    /// `verdict` with what the end of a legal move adds to its ledger: a unit may end its move
    /// out of supply (3).
    fn ending(&self, mut verdict: MoveVerdict) -> MoveVerdict {
        if let Verdict::Legal(route) = &mut verdict
            && let [_, .., MapPlace::Hex(end)] = route.places.as_slice()
            && self.situation.out_of_supply.contains(end)
        {
            let step = route.places.len() - 1;
            let line = Line::note(c::OUT_OF_SUPPLY_END, "it may end its move out of supply");
            route.ledger.push(Entry { step, line });
        }
        verdict
    }

    /// A unit that has moved already: another procedure is refused by 3.1.4, the same one by
    /// 3.1.
    fn procedure_refusal(
        &self,
        index: usize,
        id: &str,
        path: &[MapPlace],
        refusal: Refusal,
    ) -> Result<Refusal, OrderError> {
        let Some(before) = self.situation.units[index].moved else { return Ok(refusal) };
        // The same path for the unit as if it had not moved: which procedure would it use?
        if self.order_refusal_for(index, &self.situation.side, true)?.is_some() {
            return Ok(refusal);
        }
        let rules = self.unit_move_along(id, Some(path))?;
        let verdict = check(&self.map, &rules, &self.fresh_mover(index)?, path)?;
        let route = verdict.route();
        // A box-to-box move leaves the mover in the Hex stage: its ledger tells it apart.
        let boxed = route.ledger.iter().any(|e| e.line.clause == c::BOX_TO_BOX_WHOLE_MA);
        let now = if boxed { Some(Procedure::BoxToBox) } else { route.state.procedure() };
        Ok(match now {
            Some(procedure) if procedure != before => Refusal::new(
                c::ONE_PROCEDURE,
                format!(
                    "{id} moved {} this phase and may not now move {}",
                    before.name(),
                    procedure.name()
                ),
            ),
            _ => refusal,
        })
    }

    /// Several units ordered to move together: refused (3.1: units move one at a time); a
    /// single unit is checked as [`Game::check`].
    ///
    /// # Errors
    /// As [`Game::check`].
    pub fn check_group(&self, ids: &[&str], path: &[MapPlace]) -> Result<MoveVerdict, OrderError> {
        match ids {
            [one] => self.check(one, path),
            _ => {
                for id in ids {
                    self.unit_index(id)?;
                }
                let start = path
                    .first()
                    .copied()
                    .ok_or(OrderError::Search(umpire_map::SearchError::EmptyRoute))?;
                let refusal = Refusal::new(
                    c::ONE_AT_A_TIME,
                    format!(
                        "{} units ordered to move together; ground units move one at a time",
                        ids.len()
                    ),
                );
                Ok(Verdict::Illegal { step: 0, refusal, before: empty_route(start) })
            }
        }
    }

    /// Why unit `id` can or cannot get to `place` this phase: the cheapest way there, or the
    /// cheapest attempt and the step and clause that refuse it, with the ledger of the part it
    /// may make ([`umpire_map::explain`] finds the attempt; [`Game::check`] judges it, so the
    /// answer never disagrees with `check` or `reach`). A unit that may not move at all is
    /// refused before its first step.
    ///
    /// ```
    /// # #[cfg(feature = "scenario")] {
    /// use umpire_map::Explanation;
    /// use umpire_strategic::{EXAMPLE, Game, clauses};
    ///
    /// let game = Game::new(&umpire_scenario::load_str(EXAMPLE, "kiev.toml")?)?;
    /// let far = game.parse_place("e3707", "place")?;
    /// let why = game.explain("russian-hq", far)?;
    /// assert_eq!(why.refusal().map(|r| r.clause), Some(clauses::NOT_ENOUGH_MA));
    /// // The same place by its id.
    /// let by_id = game.explain("russian-hq", "e3707")?;
    /// assert_eq!(by_id.refusal().map(|r| r.clause), Some(clauses::NOT_ENOUGH_MA));
    /// assert!(matches!(why, Explanation::Refused { .. }));
    /// # }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// `place` may be a place ([`MapPlace`], [`Hex`](umpire_hex::Hex)…) or its id (`"e3707"`,
    /// read as [`Game::parse_place`] reads it): see [`PlaceName`].
    ///
    /// # Errors
    /// [`OrderError`] for an unknown or eliminated unit, an id that names no place, a hexside, a
    /// place off the map, or a query past a limit of the engine.
    pub fn explain<P: PlaceName>(
        &self,
        id: &str,
        place: P,
    ) -> Result<umpire_map::Explanation<MapPlace, MoveState>, OrderError> {
        self.explain_with(&mut Search::new(), id, place)
    }

    /// As [`Game::explain`], reusing `search`'s buffers.
    ///
    /// # Errors
    /// As [`Game::explain`].
    pub fn explain_with<P: PlaceName>(
        &self,
        search: &mut Search,
        id: &str,
        place: P,
    ) -> Result<umpire_map::Explanation<MapPlace, MoveState>, OrderError> {
        use umpire_map::Explanation;
        let index = self.unit_index(id)?;
        let place = self.place_of(&place, "the destination")?;
        let mover = self.mover(index)?;
        let attempt = if self.order_refusal_for(index, &self.situation.side, false)?.is_some() {
            vec![mover.at, place]
        } else {
            let rules = self
                .unit_move_at(index, self.situation.phase, None)?
                .ok_or_else(|| OrderError::UnknownUnit { id: id.to_owned(), suggestion: None })?;
            match umpire_map::explain(search, &self.map, &rules, &mover, place)? {
                Explanation::NoWay => return Ok(Explanation::NoWay),
                Explanation::Reachable(route) => route.places,
                Explanation::Refused { attempt, .. } => attempt,
            }
        };
        Ok(match self.check(id, &attempt)? {
            Verdict::Legal(route) => Explanation::Reachable(route),
            Verdict::Illegal { step, refusal, before } => {
                Explanation::Refused { attempt, step, refusal, before }
            }
        })
    }

    /// Every place some unit of `side` can reach this phase, and which units (the threat map).
    ///
    /// # Errors
    /// [`OrderError::UnknownSide`] with the nearest side.
    pub fn threat(&self, side: &str) -> Result<Threat, OrderError> {
        self.threat_with(&mut Search::new(), side)
    }

    /// As [`Game::threat`], reusing `search`'s buffers.
    ///
    /// # Errors
    /// As [`Game::threat`].
    pub fn threat_with(&self, search: &mut Search, side: &str) -> Result<Threat, OrderError> {
        self.known_side(side)?;
        // Gathered as (place rank, unit number, cost), then sorted by place once. Each unit's
        // arrivals come in the order its search settled them, so the first at a place is the
        // cheapest: `seen` marks, by rank, the places the unit has had one at (a bit a place,
        // so it stays in the nearest cache), and is cleared again from the unit's own hits.
        let ranks = self.place_ranks();
        let mut names = Vec::new();
        // Room for a place each to start with (a side's reaches overlap, so seldom more).
        let mut hits: Vec<(u32, u32, Mp)> = Vec::with_capacity(self.map.place_count());
        let mut seen = self.threat_seen();
        for index in self.threatening(side) {
            let number = u32::try_from(names.len()).unwrap_or(u32::MAX);
            if self.unit_threat(search, index, side, &mut seen, &mut hits, number)? {
                names.push(self.situation.units[index].id.clone());
            }
        }
        Ok(Threat::gather(side.to_owned(), names, &hits, &ranks.by_rank))
    }

    /// [`OrderError::UnknownSide`] with the nearest side, unless `side` is a side of the rules
    /// data.
    pub(super) fn known_side(&self, side: &str) -> Result<(), OrderError> {
        if self.data.factions.contains_key(side) {
            return Ok(());
        }
        Err(OrderError::UnknownSide {
            name: side.to_owned(),
            suggestion: nearest(side, self.data.factions.keys().map(String::as_str)),
            known: self.data.factions.keys().cloned().collect::<Vec<_>>().join(", "),
        })
    }

    /// The units a threat map of `side` asks about, by index in the situation's order: those
    /// of the side on the map.
    pub(super) fn threatening<'a>(&'a self, side: &'a str) -> impl Iterator<Item = usize> + 'a {
        self.situation
            .units
            .iter()
            .enumerate()
            .filter(move |(_, unit)| unit.side == side && unit.at.is_some())
            .map(|(index, _)| index)
    }

    /// An empty set of places by rank, for [`Game::unit_threat`].
    pub(super) fn threat_seen(&self) -> Vec<u64> {
        vec![0u64; self.map.place_count().div_ceil(64)]
    }

    /// Adds to `hits` unit `index`'s cheapest arrival at each place it reaches but its start,
    /// as (place rank, `number`, cost), in the order its search settled them; gives whether it
    /// reached any. A unit that may not move (its refusal) threatens nothing. `seen` must come
    /// empty ([`Game::threat_seen`]), and is left so.
    pub(super) fn unit_threat(
        &self,
        search: &mut Search,
        index: usize,
        side: &str,
        seen: &mut [u64],
        hits: &mut Vec<(u32, u32, Mp)>,
        number: u32,
    ) -> Result<bool, OrderError> {
        let ranks = self.place_ranks();
        let start = self.situation.units[index].at.and_then(|at| self.map.index_of(at));
        let reached = self.with_reach(search, index, side, |reach| {
            let before = hits.len();
            reach.for_each_settled_raw(|place, raw| {
                let Some(&rank) = ranks.rank.get(place) else { return };
                let Some(word) = seen.get_mut(rank as usize / 64) else { return };
                let bit = 1 << (rank % 64);
                if *word & bit != 0 || Some(place) == start {
                    return;
                }
                *word |= bit;
                hits.push((rank, number, Mp::from_raw(raw)));
            });
            for &(rank, ..) in &hits[before..] {
                if let Some(word) = seen.get_mut(rank as usize / 64) {
                    *word = 0;
                }
            }
            hits.len() > before
        })?;
        Ok(reached.unwrap_or(false))
    }
}

/// The player's choices for one move: the procedure and the convoys (by their number in the
/// situation), none by default.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Choices {
    /// The procedure chosen.
    pub procedure: Option<Procedure>,
    /// The convoys named for the crossings, in order.
    pub convoys: Vec<usize>,
}

/// A verdict on a move with choices, in the unit's own states.
fn unchosen(verdict: Verdict<MapPlace, ChosenState>) -> MoveVerdict {
    let route = |r: Route<MapPlace, ChosenState>| Route {
        places: r.places,
        cost: r.cost,
        stop: r.stop,
        state: r.state.inner,
        ledger: r.ledger,
    };
    match verdict {
        Verdict::Legal(r) => Verdict::Legal(route(r)),
        Verdict::Illegal { step, refusal, before } => {
            Verdict::Illegal { step, refusal, before: route(before) }
        }
    }
}

/// The route of a unit refused before it moves: its start alone.
pub(super) fn empty_route(at: MapPlace) -> Route<MapPlace, MoveState> {
    Route {
        places: vec![at],
        cost: Mp::ZERO,
        stop: None,
        state: MoveState::FRESH,
        ledger: Vec::new(),
    }
}
