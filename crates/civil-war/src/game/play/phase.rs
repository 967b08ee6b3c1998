//! `next-phase` orders: what carries from one movement phase to the next, and what lapses.

use std::collections::BTreeMap;

use umpire_map::{BadOrder, Citation, Outcome};

use crate::clauses as c;
use crate::map::CivilWarMap;

use super::super::Game;
use super::super::order::NextPhaseOrder;
use super::keys::side_key;

impl<M: CivilWarMap> Game<M> {
    /// A `next-phase`: the movement phase ends and the next begins, with `side` moving (default:
    /// the same side) as phase number `phase` (default: this one's + 1).
    ///
    /// What carries is the board: positions, strength, units left on the rails with their
    /// destination and ETA (ACW-RAIL-27, ACW-RAIL-29), units embarked with theirs
    /// (ACW-TRANS-19, ACW-TRANS-20), and each side's rail transport points as spent so far, the
    /// month's allotment being one pool for its game turns (ACW-RAIL-06). What lapses: which
    /// units have moved (ACW-MOVE-05 allows each one move a phase), temporary ferries (a ferry
    /// serves for the phase it is declared in, ACW-FERRY-04), and force-march increases, which
    /// are never stored (ACW-FORCE-04).
    ///
    /// The month moves on: a game turn holds one movement phase of each side, so the new phase
    /// is in the same game turn when its side has not moved in this one, and else in the next
    /// (the order may restate it: `turn`). After the month's last game turn (rules data
    /// `rail.turns_per_month`) a new month begins: each side's allotment is what the order
    /// restates (`allotment`: the strategic turn gives it, outside these rules, ACW-RAIL-05),
    /// else its known `next_allotment`, else the last month's again, and it has all of it left.
    /// A new allotment restated when no month begins is a bad order. What the units left on the
    /// rails will pay in the new phase is held for them, not charged ahead
    /// ([`Game::rail_capacity`]).
    ///
    /// Then, at the start of the new phase, every unit on the rails that can no longer reach
    /// its destination by its ETA is removed (ACW-RAIL-30, [`Game::stranded_trains`]).
    ///
    /// Which units have initiative is decided by the Command rules, outside these movement
    /// rules: each unit's `initiative` carries unchanged.
    pub(super) fn play_next_phase(&mut self, order: &NextPhaseOrder) -> Result<Outcome, BadOrder> {
        let side = match &order.side {
            Some(side) => side_key(side, "side")?,
            None => self.situation.side.clone(),
        };
        let phase = match order.phase {
            Some(phase) if phase <= self.situation.phase => {
                return Err(BadOrder::new(
                    "phase",
                    format!(
                        "the next phase comes after phase {}, not as phase {phase}",
                        self.situation.phase
                    ),
                    Some((self.situation.phase + 1).to_string()),
                ));
            }
            Some(phase) => phase,
            None => self.situation.phase.saturating_add(1),
        };
        let turns = self.data.rail.turns_per_month;
        let now = self.situation.rail.turn;
        let (turn, new_game_turn) = match order.turn {
            Some(turn) if !(1..=turns).contains(&turn) => {
                return Err(BadOrder::new(
                    "turn",
                    format!(
                        "the game turn of the month is 1 to {turns} (rail.turns_per_month), not {turn}"
                    ),
                    Some((now % turns + 1).to_string()),
                ));
            }
            Some(turn) => (turn, true),
            None => {
                let same = side != self.situation.side
                    && !self.situation.rail.moved_this_turn.contains(&side);
                if same { (now, false) } else { (now % turns + 1, true) }
            }
        };
        let new_month = new_game_turn && turn <= now;
        let allotment = sides_key(order.allotment.as_ref(), "allotment")?;
        if !allotment.is_empty() && !new_month {
            return Err(BadOrder::new(
                "allotment",
                format!(
                    "phase {phase} is game turn {turn} of {turns} of the month under way: a new allotment (or `capacity`) comes with a new month (ACW-RAIL-05, ACW-RAIL-06); write turn = 1 to begin one"
                ),
                None,
            ));
        }
        let next_allotment = sides_key(order.next_allotment.as_ref(), "next_allotment")?;
        let mut citations = vec![
            Citation::new(c::RAIL_06, "the month's rail capacity carries, as spent so far"),
            Citation::new(c::RAIL_27, "units left entrained keep their destination and ETA"),
            Citation::new(c::TRANS_19, "units left embarked keep their destination"),
            Citation::new(c::FERRY_04, "a temporary ferry serves for the phase it was declared in"),
            Citation::new(c::FORCE_04, "a force march raises the MA for its own phase only"),
        ];
        if new_month {
            citations.push(Citation::new(
                c::RAIL_05,
                "a new month: each side's allotment of rail capacity, from the strategic turn",
            ));
        }
        let before = self.situation.side.clone();
        let situation = &mut self.situation;
        situation.side = side;
        situation.phase = phase;
        for unit in &mut situation.units {
            unit.moved = false;
            unit.ferry = false;
            unit.assault_failed = false;
        }
        let rail = &mut situation.rail;
        if new_game_turn {
            rail.moved_this_turn.clear();
        } else {
            rail.moved_this_turn.insert(before);
        }
        rail.turn = turn;
        if new_month {
            let sides: Vec<String> = rail
                .allotment
                .keys()
                .chain(rail.capacity.keys())
                .chain(rail.next_allotment.keys())
                .chain(allotment.keys())
                .cloned()
                .collect();
            for side in sides {
                let points = allotment
                    .get(&side)
                    .or_else(|| rail.next_allotment.get(&side))
                    .copied()
                    .unwrap_or_else(|| rail.allotment_of(&side));
                rail.allotment.insert(side.clone(), points);
                rail.capacity.insert(side, points);
            }
            rail.next_allotment.clear();
        }
        rail.next_allotment.extend(next_allotment);
        let bound: BTreeMap<String, String> = self
            .situation
            .units
            .iter()
            .filter_map(|u| Some((u.id.clone(), u.rail_destination?.0)))
            .map(|(id, hex)| (id, self.map_hex_id(hex)))
            .collect();
        let mut outcome = Outcome::carried_out();
        let removed = self.remove_stranded_trains();
        if !removed.is_empty() {
            citations.push(Citation::new(
                c::RAIL_30,
                "entrained units that can no longer reach their destination are removed",
            ));
        }
        for id in removed {
            let to = bound.get(&id).map_or("its destination", String::as_str);
            outcome = outcome.changing(format!(
                "{id} removed from play: it can no longer reach {to} by rail by its ETA (ACW-RAIL-30)"
            ));
        }
        Ok(outcome.citing(citations))
    }
}

/// A table of rail transport points by side at order key `key`, each key a side.
fn sides_key(
    table: Option<&BTreeMap<String, u32>>,
    key: &str,
) -> Result<BTreeMap<String, u32>, BadOrder> {
    let mut out = BTreeMap::new();
    for (side, points) in table.into_iter().flatten() {
        let side = side_key(side, &format!("{key}.{side}"))?;
        out.insert(side, *points);
    }
    Ok(out)
}
