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
    /// (ACW-TRANS-19, ACW-TRANS-20), and each side's rail capacity as spent so far, the month's
    /// allotment being one pool for its four game turns (ACW-RAIL-06). What lapses: which units
    /// have moved (ACW-MOVE-05 allows each one move a phase), temporary ferries (a ferry serves
    /// for the phase it is declared in, ACW-FERRY-04), and force-march increases, which are
    /// never stored (ACW-FORCE-04). Then, at the start of the new phase, every entrained unit
    /// that can no longer reach its destination by rail is removed (ACW-RAIL-30).
    ///
    /// A new month's allotment comes from the strategic turn, outside these rules
    /// (ACW-RAIL-05): the order restates it in `capacity`. These rules do not say which phases
    /// begin a month, so a side's capacity for the phase after the new one (`next_capacity`,
    /// which a unit needs to stay entrained, ACW-RAIL-24) is, unless the order restates it, what
    /// that side has as the new phase starts — the rest of the same month's pool.
    ///
    /// Which units have initiative is decided by the Command rules, outside these movement
    /// rules: each unit's `initiative` carries unchanged.
    ///
    /// The text is silent on a unit still entrained after its ETA without having arrived: it
    /// is not removed here (it can still reach its destination by rail), and any move it is
    /// then ordered is refused by ACW-RAIL-28.
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
        let capacity = sides_key(order.capacity.as_ref(), "capacity")?;
        let next_capacity = sides_key(order.next_capacity.as_ref(), "next_capacity")?;
        let mut citations = vec![
            Citation::new(c::RAIL_06, "the month's rail capacity carries, as spent so far"),
            Citation::new(c::RAIL_27, "units left entrained keep their destination and ETA"),
            Citation::new(c::TRANS_19, "units left embarked keep their destination"),
            Citation::new(c::FERRY_04, "a temporary ferry serves for the phase it was declared in"),
            Citation::new(c::FORCE_04, "a force march raises the MA for its own phase only"),
        ];
        if !capacity.is_empty() {
            citations.push(Citation::new(
                c::RAIL_05,
                "a new month's rail capacity, from the strategic turn",
            ));
        }
        let situation = &mut self.situation;
        situation.side = side;
        situation.phase = phase;
        for unit in &mut situation.units {
            unit.moved = false;
            unit.ferry = false;
        }
        situation.rail.capacity.extend(capacity);
        let rest: Vec<(String, u32)> =
            situation.rail.capacity.iter().map(|(s, n)| (s.clone(), *n)).collect();
        situation.rail.next_capacity.extend(rest);
        situation.rail.next_capacity.extend(next_capacity);
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
                "{id} removed from play: it can no longer reach {to} by rail (ACW-RAIL-30)"
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
