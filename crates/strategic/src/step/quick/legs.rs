//! The map's side of the quick expansion: every hex's legs packed in one table, worked out once
//! per game with the map facts ([`MapFacts::hex_legs`], [`MapFacts::leg_costs`]), so that a
//! quiet step reads the neighbour and the cost class of its leg from one word. The rule never
//! reads it: what a leg costs is the rule's ([`MapFacts::plain_leg_cost`], 3.1.1); which legs
//! the table cannot hold, and how it packs the rest, is this module's.
//!
//! [`MapFacts::hex_legs`]: crate::facts::MapFacts::hex_legs
//! [`MapFacts::leg_costs`]: crate::facts::MapFacts::leg_costs
//! [`MapFacts::plain_leg_cost`]: crate::facts::MapFacts::plain_leg_cost

use umpire_map::{HexLeg, Mp};

use crate::map::StrategicMap;

/// A hex's legs in [`MapFacts::hex_legs`], one word each, in the order the map's
/// `for_each_hex_leg` gives them, then [`LEG_END`]: the neighbour's board number
/// ([`LEG_TO`]), the leg's cost class ([`LEG_CLASS`]) and [`LEG_SLOW`]. Eight words, so a
/// hex's legs never straddle two cache lines.
///
/// [`MapFacts::hex_legs`]: crate::facts::MapFacts::hex_legs
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(align(32))]
pub(crate) struct QuickLegs(pub [u32; 8]);

/// The bits of a leg word holding the neighbour's board number.
pub(crate) const LEG_TO: u32 = (1 << 26) - 1;
/// Where a leg word's cost class starts: the index in [`MapFacts::leg_costs`] of what crossing
/// into the neighbour off a road costs — the Terrain Effects Chart's entry cost plus the
/// hexside features' costs (3.1.1) — or [`LEG_ROAD_CLASS`].
///
/// [`MapFacts::leg_costs`]: crate::facts::MapFacts::leg_costs
pub(crate) const LEG_CLASS: u32 = 26;
/// The cost class of a leg with a road or rail line across its hexside: the step costs the
/// mover's road/rail rate (3.1.1).
pub(crate) const LEG_ROAD_CLASS: u32 = 15;
/// Set when a step along the leg takes the full path whoever moves: a hexside feature that is
/// All-Sea, prohibited or crossed at the road/rail cost, a hex the Terrain Effects Chart gives
/// no entry cost, two different closed maps, or a leg the table cannot hold (a fifteenth cost,
/// a board number past [`LEG_TO`], a hex with more than six legs).
pub(crate) const LEG_SLOW: u32 = 1 << 30;
/// The word after a hex's last leg.
pub(crate) const LEG_END: u32 = 1 << 31;

/// The leg word of a leg into hex number `to` that costs `plain` off a road (`None`: the leg
/// takes the full path), across a hexside carrying `leg`, its cost class added to `costs` if
/// new.
fn leg_word(costs: &mut Vec<Mp>, to: usize, plain: Option<Mp>, leg: &HexLeg) -> u32 {
    let (Some(number), Some(cost)) = (u32::try_from(to).ok().filter(|to| *to <= LEG_TO), plain)
    else {
        return LEG_SLOW;
    };
    let class = if leg.road || leg.rail {
        LEG_ROAD_CLASS as usize
    } else if let Some(class) = costs.iter().position(|c| *c == cost) {
        class
    } else if costs.len() < LEG_ROAD_CLASS as usize {
        costs.push(cost);
        costs.len() - 1
    } else {
        return LEG_SLOW;
    };
    number | (class as u32) << LEG_CLASS
}

/// The [`QuickLegs`] of each of the first `hexes` board numbers of `map`, and the costs their
/// classes stand for. `plain(from, to, leg)` is what a step from hex number `from` into hex
/// number `to` along `leg` costs off a road when the entry cost and the hexside's costs decide
/// it alone, `None` when it takes the full path.
pub(crate) fn hex_legs<M: StrategicMap>(
    map: &M,
    hexes: usize,
    plain: impl Fn(usize, usize, &HexLeg) -> Option<Mp>,
) -> (Vec<QuickLegs>, [Mp; LEG_ROAD_CLASS as usize]) {
    let mut costs = Vec::new();
    let legs = (0..hexes)
        .map(|index| {
            let mut legs = [LEG_END; 8];
            let mut count = 0;
            map.for_each_hex_leg(map.hex_at(index), |_, to, leg| {
                // The last word stays an end: a seventh leg makes the hex slow.
                if count < 6 {
                    legs[count] = leg_word(&mut costs, to, plain(index, to, &leg), &leg);
                } else {
                    legs = [LEG_SLOW; 8];
                }
                count += 1;
            });
            QuickLegs(legs)
        })
        .collect();
    let mut table = [Mp::ZERO; LEG_ROAD_CLASS as usize];
    for (slot, cost) in table.iter_mut().zip(costs) {
        *slot = cost;
    }
    (legs, table)
}
