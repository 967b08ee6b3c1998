//! A game of the dice-rolled rules played order by order ([`Order`]): activations of Command
//! Groups, suppression, and turns. Each order is judged on the table the last one left; a
//! refused order changes nothing. The per-turn state — the turn, and each unit's
//! [`TableUnit::moved_with`] — is serde data, so a game rebuilt from its parts, or saved and
//! loaded, goes on exactly.

use umpire_map::{BadOrder, Citation, ClauseId, Dice, Entry, Line, Outcome, Refusal};

use super::motion::Roll;
use super::{DiceGame, Rate, UnitMoved, clause};
use crate::geometry::Point;
use crate::length::{Length, Unit};
use crate::order::{Activation, Order, Suppression};
use crate::table_map::TableMap;
use crate::unit::TableUnit;

/// One unit of an activation, looked up and its points read.
struct Taking {
    /// Its index in the game's units.
    index: usize,
    /// Its waypoints.
    via: Vec<Point>,
    /// The destination of its own, if it names one.
    to: Option<Point>,
    /// It stays still.
    stays: bool,
    /// The weapon it fires with.
    fire: Option<String>,
}

/// `value` to two decimals at most, without trailing zeros: `12`, `52.61`.
fn number(value: f64) -> String {
    let text = format!("{value:.2}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" { "0".to_owned() } else { text.to_owned() }
}

/// A ledger line of the order as a whole.
fn note(clause: ClauseId, text: String) -> Entry {
    Entry { step: 0, line: Line::note(clause, text) }
}

/// A citation as a ledger line of the order as a whole.
fn cite(citation: Citation) -> Entry {
    Entry { step: 0, line: Line::note(citation.clause, citation.note) }
}

/// The roll in words: `rolled 3, 4: 12" + 7" = 19"`.
fn roll_text(rate: &Rate, roll: &Roll) -> String {
    let rolls: Vec<String> = roll.rolls.iter().map(u32::to_string).collect();
    let fixed = Length::inches(i64::try_from(rate.fixed).unwrap_or(i64::MAX));
    let variable = roll.distance.minus(fixed);
    let times =
        if rate.multiplier == 1 { String::new() } else { format!(" ×{}", rate.multiplier) };
    format!("rolled {}{times}: {fixed} + {variable} = {}", rolls.join(", "), roll.distance)
}

/// `(x, y)` of `p` in `unit`.
fn place(p: Point, unit: Unit) -> String {
    let (x, y) = p.in_unit(unit);
    format!("({}, {})", number(x), number(y))
}

impl<M: TableMap> DiceGame<M> {
    /// The turn being played, from 1.
    pub fn turn(&self) -> u32 {
        self.turn
    }

    /// The same game in turn `turn`: with [`DiceGame::from_parts`], what rebuilds a game from
    /// its parts — `DiceGame::from_parts(table, game.units().to_vec(), data)?.with_turn(game.turn())`
    /// goes on as `game` does.
    #[must_use]
    pub fn with_turn(self, turn: u32) -> DiceGame<M> {
        DiceGame { turn, ..self }
    }

    /// What `unit` fires with `weapon` now, and the clause: its fire value less the penalty of
    /// the heaviest chain it moved with this turn (DICE-FIRE-01..03). When it has moved more
    /// than once this turn, the heaviest chain's penalty applies (the text does not speak of a
    /// second move in a turn; penalties are not added up). A weapon the penalty leaves at 0D
    /// cannot fire: the refusal of DICE-FIRE-02 (its reading). `None` for a unit or weapon it
    /// does not have.
    pub fn fire_now(&self, unit: &str, weapon: &str) -> Option<Result<(u32, Citation), Refusal>> {
        let unit = self.units.iter().find(|u| u.id == unit)?;
        let dice = *unit.fire.get(weapon)?;
        let chain = unit.moved_with.iter().copied().max().unwrap_or(0);
        Some(self.may_fire(&format!("{}'s {weapon}", unit.id), dice, chain))
    }

    /// The refusal of an activation that orders a unit to fire a weapon its chains leave at
    /// 0D: a staying unit after the heaviest chain it moved with this turn, a moving one after
    /// that or this activation's chain, whichever is heavier (DICE-FIRE-02 reading).
    fn fire_refusal(&self, activation: &Activation, taking: &[Taking]) -> Option<Refusal> {
        taking.iter().find_map(|t| {
            let weapon = t.fire.as_ref()?;
            let unit = &self.units[t.index];
            let dice = *unit.fire.get(weapon)?;
            let moved = unit.moved_with.iter().copied().max().unwrap_or(0);
            let chain = if t.stays { moved } else { moved.max(activation.chain) };
            self.may_fire(&format!("{}'s {weapon}", unit.id), dice, chain).err()
        })
    }

    /// Plays one order on the game as it stands, with `dice` for the rolls it needs, and says
    /// what it came to. A legal order changes the game (units move and turn, suppression is
    /// set, a turn begins); a refused one changes nothing and names the clause.
    ///
    /// - `activate`: one roll for the group (the slowest moving unit's rate, DICE-CMD-01), each
    ///   moving unit goes the rolled distance along its own way (its `via`, then the
    ///   destination), halts there (DICE-ORDER-07) and faces the way it moved (DICE-FACE-01);
    ///   then the moving units must end within 6" of each other (DICE-ORDER-09). Each moving
    ///   unit records the chain it moved with for the rest of the turn (its fire penalty). The
    ///   cost is the rolled distance (`19"`); the ledger holds the clauses and the roll; the
    ///   changes say where each unit ended and what the units that fire fire.
    /// - `suppress`: the unit's suppression is set as stated.
    /// - `next-turn`: the turn advances; the chains moved with (and so the fire penalties)
    ///   clear (DICE-ORDER-11, DICE-FIRE-02); positions, facings and suppression carry.
    ///
    /// The text does not say a unit moves only once a turn: a unit may be activated again.
    ///
    /// ```
    /// use umpire_map::ScriptedDice;
    /// use umpire_minis::{Activated, Activation, DiceData, DiceGame, Length, Order, Table, TableUnit, Unit};
    ///
    /// let table = Table {
    ///     unit: Unit::Inch,
    ///     width: Length::inches(48),
    ///     height: Length::inches(48),
    ///     areas: Vec::new(),
    ///     features: Vec::new(),
    /// };
    /// let tank = |id, x| TableUnit::new(id, "axis", "average", [x, 4.0]).in_group("hq");
    /// let mut game = DiceGame::from_parts(table, vec![tank("a", 10.0), tank("b", 14.0)], DiceData::builtin()?)?;
    /// let order = Order::Activate(Activation {
    ///     group: None,
    ///     chain: 1,
    ///     to: [10.0, 30.0],
    ///     keep_facing: false,
    ///     facing: None,
    ///     units: vec![Activated::moving("a"), Activated::staying("b")],
    /// });
    /// let outcome = game.play(&order, &mut ScriptedDice::new([4]))?;
    /// assert_eq!(outcome.cost.as_deref(), Some("10\""));
    /// assert_eq!(outcome.changes, ["b stays", "a to (10, 14) facing 0°, 16\" short"]);
    /// assert_eq!(game.units()[0].moved_with, [1]);
    /// let bad = game.play(&order, &mut ScriptedDice::new([])).unwrap_err();
    /// assert_eq!(bad.key, "dice");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`BadOrder`] for an order that cannot be judged, keyed as written in an orders file: a
    /// unit the table does not have (`units[1].unit`, `unit`, with the nearest id), a point or
    /// facing that is no number (`to`, `units[0].via[1]`, `facing`), a group no unit is in
    /// (`group`), a weapon the unit lacks (`units[0].fire`), a unit named twice or staying on
    /// a way (`units[2].unit`, `units[0].via`); and dice that run out or roll what the die
    /// cannot show (`dice`). The game is unchanged.
    pub fn play(&mut self, order: &Order, dice: &mut impl Dice) -> Result<Outcome, BadOrder> {
        match order {
            Order::Activate(activation) => self.activate(activation, dice),
            Order::Suppress(suppression) => self.suppress(suppression),
            Order::NextTurn {} => Ok(self.next_turn()),
        }
    }

    /// The index of unit `id`, or the bad order at `key` with the nearest id.
    fn index_of(&self, id: &str, key: String) -> Result<usize, BadOrder> {
        self.units.iter().position(|u| u.id == id).ok_or_else(|| {
            let near = umpire_map::nearest(id, self.units.iter().map(|u| u.id.as_str()));
            BadOrder::new(key, format!("no unit {id:?} on this table"), near)
        })
    }

    /// `p` as a point of the table, or the bad order at `key`.
    fn point(&self, p: [f64; 2], key: impl Into<String>) -> Result<Point, BadOrder> {
        if p.iter().all(|v| v.is_finite()) {
            Ok(Point::at(p[0], p[1], self.table.unit()))
        } else {
            Err(BadOrder::new(
                key,
                format!("({}, {}) is no point: write two numbers", p[0], p[1]),
                None,
            ))
        }
    }

    /// Reads an activation's units: every key that names something, or the bad order.
    fn taking(&self, activation: &Activation) -> Result<Vec<Taking>, BadOrder> {
        let mut taking = Vec::new();
        for (i, entry) in activation.units.iter().enumerate() {
            let key = |field: &str| format!("units[{i}].{field}");
            let index = self.index_of(&entry.unit, key("unit"))?;
            if activation.units[..i].iter().any(|e| e.unit == entry.unit) {
                let message = format!("{:?} is named twice: name each unit once", entry.unit);
                return Err(BadOrder::new(key("unit"), message, None));
            }
            let via = entry
                .via
                .iter()
                .enumerate()
                .map(|(j, p)| self.point(*p, format!("units[{i}].via[{j}]")))
                .collect::<Result<Vec<_>, _>>()?;
            let to = entry.to.map(|p| self.point(p, key("to"))).transpose()?;
            if entry.stays && (!via.is_empty() || to.is_some()) {
                let field = if via.is_empty() { "to" } else { "via" };
                let message = "a unit that stays goes nowhere: drop its `via` and `to`";
                return Err(BadOrder::new(key(field), message, None));
            }
            let unit = &self.units[index];
            if let Some(weapon) = &entry.fire
                && !unit.fire.contains_key(weapon)
            {
                let known: Vec<&str> = unit.fire.keys().map(String::as_str).collect();
                let message = if known.is_empty() {
                    format!("{} has no fire values", unit.id)
                } else {
                    format!("{} has no weapon {weapon:?} (its fire: {})", unit.id, known.join(", "))
                };
                return Err(BadOrder::new(
                    key("fire"),
                    message,
                    umpire_map::nearest(weapon, known),
                ));
            }
            taking.push(Taking { index, via, to, stays: entry.stays, fire: entry.fire.clone() });
        }
        Ok(taking)
    }

    /// One activation of a Command Group.
    fn activate(
        &mut self,
        activation: &Activation,
        dice: &mut impl Dice,
    ) -> Result<Outcome, BadOrder> {
        let to = self.point(activation.to, "to")?;
        if let Some(facing) = activation.facing
            && !facing.is_finite()
        {
            return Err(BadOrder::new(
                "facing",
                format!("{facing} is no facing: write degrees"),
                None,
            ));
        }
        if let Some(group) = &activation.group
            && !self.units.iter().any(|u| u.group.as_ref() == Some(group))
        {
            let mut groups: Vec<&str> =
                self.units.iter().filter_map(|u| u.group.as_deref()).collect();
            groups.dedup();
            let message = format!("no Command Group {group:?} on this table");
            return Err(BadOrder::new("group", message, umpire_map::nearest(group, groups)));
        }
        let taking = self.taking(activation)?;
        let points: Vec<Point> =
            std::iter::once(to).chain(taking.iter().flat_map(|t| t.via.iter().copied())).collect();
        if let Some(refusal) = self.order_refusal(activation.chain, taking.len(), &points) {
            return Ok(Outcome::refused(0, refusal));
        }
        if let Some(refusal) = self.group_refusal(activation, &taking, to) {
            return Ok(Outcome::refused(0, refusal));
        }
        if let Some(refusal) = self.fire_refusal(activation, &taking) {
            return Ok(Outcome::refused(0, refusal));
        }
        let table_unit = self.table.unit();
        let (mut ledger, mut changes) = self.staying(&taking);
        let moving: Vec<&Taking> = taking.iter().filter(|t| !t.stays).collect();
        if moving.is_empty() {
            return Ok(Outcome { ledger, changes, ..Outcome::carried_out() });
        }
        let units: Vec<&TableUnit> = moving.iter().map(|t| &self.units[t.index]).collect();
        let routes: Vec<Vec<Point>> = moving
            .iter()
            .map(|t| {
                let start = self.position(&self.units[t.index]);
                std::iter::once(start).chain(t.via.iter().copied()).chain([to]).collect()
            })
            .collect();
        let rate = match self.rate(&units, &routes, activation.chain, activation.keep_facing) {
            Ok(rate) => rate,
            Err(refusal) => return Ok(Outcome::refused(0, refusal)),
        };
        let roll =
            self.roll(&rate, dice).map_err(|e| BadOrder::new("dice", e.to_string(), None))?;
        ledger.extend(rate.citations.iter().copied().map(cite));
        ledger.push(note(rate.rule, roll_text(&rate, &roll)));
        ledger.push(cite(Citation::new(
            clause::ORDER_06,
            "the units travel the whole rolled distance toward the destination",
        )));
        ledger.extend(self.destination_citations(to).map(cite));
        let moved: Vec<UnitMoved> = units
            .iter()
            .zip(&routes)
            .map(|(unit, route)| {
                self.move_unit(
                    unit,
                    route,
                    roll.distance,
                    activation.keep_facing,
                    activation.facing,
                )
            })
            .collect();
        let turned = moving.iter().any(|t| !t.via.is_empty());
        let (after, refusal) =
            self.after_move(&moved, activation.keep_facing, turned, activation.facing.is_some());
        ledger.extend(after.into_iter().map(cite));
        let group = units[0].group.clone();
        let left_behind = self.units.iter().enumerate().any(|(i, u)| {
            u.group.is_some() && u.group == group && !taking.iter().any(|t| t.index == i)
        });
        if left_behind {
            let why = Citation::new(clause::ORDER_01, "a unit of the group need not move with it");
            ledger.push(cite(why));
        }
        if let Some(refusal) = refusal {
            return Ok(Outcome { ledger, ..Outcome::refused(0, refusal) });
        }
        // Carried out: the units move and turn, and keep the chain for the rest of the turn.
        for (t, m) in moving.iter().zip(&moved) {
            let unit = &mut self.units[t.index];
            let (x, y) = m.end.in_unit(table_unit);
            unit.at = [x, y];
            unit.facing = m.facing;
            unit.moved_with.push(activation.chain);
        }
        for ((t, m), route) in moving.iter().zip(&moved).zip(&routes) {
            let end =
                format!("{} to {} facing {}°", m.unit, place(m.end, table_unit), number(m.facing));
            changes.push(if m.reached {
                format!("{end}, reached")
            } else {
                let short = self.table.measure(route).length.minus(m.travelled);
                format!("{end}, {short} short")
            });
            let unit = &self.units[t.index];
            for weapon in unit.fire.keys() {
                match self.fire_now(&unit.id, weapon) {
                    Some(Ok((fire, why))) => {
                        ledger.push(note(
                            why.clause,
                            format!("{} now fires {weapon} {fire}D: {}", unit.id, why.note),
                        ));
                        if t.fire.as_ref() == Some(weapon) {
                            changes.push(format!("{} fires {weapon} {fire}D", unit.id));
                        }
                    }
                    Some(Err(refusal)) => {
                        let text =
                            format!("{} cannot fire {weapon} now: {}", unit.id, refusal.reason);
                        ledger.push(note(refusal.clause, text));
                    }
                    None => {}
                }
            }
        }
        let stop = moved.iter().any(|m| m.reached).then(|| {
            Citation::new(
                clause::ORDER_07,
                "it halts at the destination; the rest of the distance is lost",
            )
        });
        Ok(Outcome {
            cost: Some(roll.distance.to_string()),
            stop,
            ledger,
            changes,
            ..Outcome::carried_out()
        })
    }

    /// The units of an activation that stay, and what those that fire fire: they may fire
    /// before the others move (DICE-ORDER-02), at their fire value now.
    fn staying(&self, taking: &[Taking]) -> (Vec<Entry>, Vec<String>) {
        let mut ledger = Vec::new();
        let mut changes = Vec::new();
        for t in taking.iter().filter(|t| t.stays) {
            let unit = &self.units[t.index];
            changes.push(format!("{} stays", unit.id));
            let why = format!("{} stays still: a unit of the group need not move with it", unit.id);
            ledger.push(note(clause::ORDER_01, why));
            if let Some(weapon) = &t.fire
                && let Some(Ok((fire, why))) = self.fire_now(&unit.id, weapon)
            {
                changes.push(format!("{} fires {weapon} {fire}D", unit.id));
                let text = format!("{} fires {weapon} {fire}D: {}", unit.id, why.note);
                ledger.push(note(why.clause, text));
            }
        }
        (ledger, changes)
    }

    /// The refusal of an activation whose units are not one Command Group's, or whose units
    /// head for destinations of their own (DICE-ORDER-10).
    fn group_refusal(
        &self,
        activation: &Activation,
        taking: &[Taking],
        to: Point,
    ) -> Option<Refusal> {
        let first = &self.units[taking.first()?.index];
        let group = activation.group.clone().or_else(|| first.group.clone());
        for t in taking {
            let unit = &self.units[t.index];
            if unit.group != group {
                let of = |g: &Option<String>| {
                    g.as_ref().map_or_else(
                        || "no Command Group".to_owned(),
                        |g| format!("Command Group {g:?}"),
                    )
                };
                return Some(Refusal::new(
                    clause::ORDER_10,
                    format!(
                        "{} is in {}, not in the {} activated",
                        unit.id,
                        of(&unit.group),
                        of(&group)
                    ),
                ));
            }
        }
        if group.is_none() && taking.len() > 1 {
            return Some(Refusal::new(
                clause::ORDER_10,
                "units in no Command Group are not one group: each is activated on its own",
            ));
        }
        if taking.iter().any(|t| !t.stays && t.to.is_some_and(|own| own != to)) {
            return Some(Refusal::new(
                clause::ORDER_10,
                "the moving units of one activation share the destination the Command Dice mark",
            ));
        }
        None
    }

    /// A unit's suppression stated.
    fn suppress(&mut self, suppression: &Suppression) -> Result<Outcome, BadOrder> {
        let index = self.index_of(&suppression.unit, "unit".to_owned())?;
        let unit = &mut self.units[index];
        let why = if suppression.suppressed {
            Citation::new(clause::SUPP_01, "a suppressed unit moves its Variable Move only")
        } else {
            Citation::new(clause::SUPP_03, "suppression removed: its Fixed Move is restored")
        };
        let mut outcome = Outcome::carried_out().citing([why]);
        if unit.suppressed != suppression.suppressed {
            unit.suppressed = suppression.suppressed;
            outcome = outcome.changing(if suppression.suppressed {
                format!("{} suppressed", unit.id)
            } else {
                format!("{} no longer suppressed", unit.id)
            });
        }
        Ok(outcome)
    }

    /// The next turn begins.
    fn next_turn(&mut self) -> Outcome {
        self.turn = self.turn.saturating_add(1);
        let mut outcome = Outcome::carried_out()
            .citing([Citation::new(
                clause::ORDER_11,
                "movement orders last only the turn they are given in: none carries over",
            )])
            .changing(format!("turn {} begins", self.turn));
        let mut cleared = false;
        for unit in &mut self.units {
            let heaviest = unit.moved_with.iter().copied().max().unwrap_or(0);
            let penalty =
                self.data.chains.fire_penalty.get(heaviest.saturating_sub(1) as usize).copied();
            if heaviest > 0 && penalty.unwrap_or(0) > 0 && !unit.fire.is_empty() {
                outcome = outcome.changing(format!("{} fires at full strength again", unit.id));
            }
            cleared |= !unit.moved_with.is_empty();
            unit.moved_with.clear();
        }
        if cleared {
            outcome = outcome.citing([Citation::new(
                clause::FIRE_02,
                "a chain's fire penalty lasts the rest of the turn it moved in, and no longer",
            )]);
        }
        outcome
    }
}
