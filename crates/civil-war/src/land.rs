//! Moving on land: marching hex to hex (terrain and hexside costs, zones of control, no minimum
//! move) and, in rail mode, entraining, riding usable railroads under the rail-hex budget and
//! detraining. One step function for both, so a march before entraining and after detraining
//! follows the same rules as any march.

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};
use umpire_hex::Hex;
use umpire_map::{
    Board, Citation, DenseState, EdgeOf, Feature, HexLeg, Ledger, Line, MapPlace, Movement, Mp,
    Refusal, Step, StepOutcome,
};

use crate::clauses as c;
use crate::map::CivilWarMap;
use crate::setting::Setting;
use crate::situation::UnitState;
use crate::zoc::Zones;

/// Where in a rail move a unit is; for a march, always [`RailStage::OnFoot`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RailStage {
    /// Marching, not yet entrained.
    OnFoot,
    /// Entrained and riding.
    Entrained,
    /// Entrained, its ride ended by an enemy zone of control: it may only detrain there.
    Halted,
    /// Detrained: marching again.
    Detrained,
}

/// A land mover's state: its rail stage and the rail hexes used this phase.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct LandState {
    /// The rail stage.
    pub stage: RailStage,
    /// Rail hexes used this phase (entraining and detraining count theirs).
    pub rail_hexes: u8,
}

impl LandState {
    /// A unit on foot at the start.
    pub const ON_FOOT: LandState = LandState { stage: RailStage::OnFoot, rail_hexes: 0 };
    /// A unit entrained at the start of the phase.
    pub const ENTRAINED: LandState = LandState { stage: RailStage::Entrained, rail_hexes: 0 };

    /// Whether the unit is on the rails.
    pub const fn entrained(self) -> bool {
        matches!(self.stage, RailStage::Entrained | RailStage::Halted)
    }
}

impl DenseState for LandState {
    const COUNT: usize = 4 * 64;

    fn index(self) -> usize {
        let stage = match self.stage {
            RailStage::OnFoot => 0,
            RailStage::Entrained => 1,
            RailStage::Halted => 2,
            RailStage::Detrained => 3,
        };
        stage * 64 + usize::from(self.rail_hexes.min(63))
    }

    fn from_index(index: usize) -> Self {
        let stage = match index / 64 {
            0 => RailStage::OnFoot,
            1 => RailStage::Entrained,
            2 => RailStage::Halted,
            _ => RailStage::Detrained,
        };
        LandState { stage, rail_hexes: u8::try_from(index % 64).unwrap_or(63) }
    }
}

/// One unit's land movement in one phase on map `M`: the [`Movement`] the shared search runs.
pub struct LandMove<'g, M: CivilWarMap> {
    setting: Setting<'g, M>,
    unit: &'g UnitState,
    rail: bool,
    zones: Zones,
    usable_rail: BTreeSet<Hex>,
    /// Enemy units per place number, and whether they are all lone Leaders.
    enemies: Vec<(u8, bool)>,
    /// River hexsides where a friendly river transport serves as a temporary ferry.
    ferries: BTreeSet<umpire_hex::Hexside>,
    /// The unit begins its move in an enemy zone of control.
    start_in_zone: bool,
    /// The railroad hexes of the enemy's own lines.
    enemy_rail: BTreeSet<Hex>,
}

type Outcome = StepOutcome<LandState>;

fn refuse(
    clause: umpire_map::ClauseId,
    reason: impl Into<std::borrow::Cow<'static, str>>,
) -> Outcome {
    StepOutcome::Refused(Refusal::new(clause, reason))
}

impl<'g, M: CivilWarMap> LandMove<'g, M> {
    /// `unit`'s move (`rail`: a rail move) in the phase `setting`, where its side may use the
    /// railroad hexes `usable_rail`, has temporary ferries at the river hexsides `ferries`, and
    /// (read in a rail move only) the enemy's own lines are the hexes `enemy_rail`.
    pub(crate) fn new(
        setting: Setting<'g, M>,
        unit: &'g UnitState,
        rail: bool,
        usable_rail: BTreeSet<Hex>,
        ferries: BTreeSet<umpire_hex::Hexside>,
        enemy_rail: BTreeSet<Hex>,
    ) -> LandMove<'g, M> {
        let map = setting.map();
        let situation = setting.situation();
        let mut enemies = vec![(0u8, true); map.place_count()];
        for other in &situation.units {
            if other.side == unit.side || other.embarked_on.is_some() {
                continue;
            }
            let Some(index) = other.at.and_then(|h| map.hex_index(h)) else { continue };
            let water =
                setting.data().unit_types.get(&other.unit_type).is_some_and(|t| t.water.is_some());
            if water && other.river_side.is_some() {
                continue;
            }
            let entry = &mut enemies[index];
            entry.0 = entry.0.saturating_add(1);
            entry.1 &= other.unit_type == "leader";
        }
        let zones = Zones::of_enemies(map, setting.data(), &situation.units, &unit.side);
        let start_in_zone =
            unit.at.and_then(|hex| map.hex_index(hex)).is_some_and(|index| zones.contains(index));
        LandMove {
            setting,
            unit,
            rail,
            zones,
            usable_rail,
            enemies,
            ferries,
            start_in_zone,
            enemy_rail,
        }
    }

    fn id(&self, place: MapPlace) -> String {
        self.setting.map().place_id(place)
    }

    fn rail_at(&self, place: MapPlace) -> bool {
        matches!(place, MapPlace::Hex(hex) if self.usable_rail.contains(&hex))
    }

    /// Why a train may not run from `from` into `to`, a railroad hex its side may not use:
    /// past its rail head (ACW-RAIL-03: a rail head is the last hex its side may use), or
    /// another side's line (ACW-RAIL-02).
    fn not_its_line(&self, from: MapPlace, to: MapPlace) -> Refusal {
        let head = matches!(from, MapPlace::Hex(hex) if self.setting.situation().rail.heads.get(&self.unit.side).is_some_and(|h| h.contains(&hex)));
        let enemy = matches!(to, MapPlace::Hex(hex) if self.enemy_rail.contains(&hex));
        if head && !enemy {
            return Refusal::new(
                c::RAIL_03,
                format!(
                    "{} is its side's rail head marker: the line beyond it, into {}, is not its side's",
                    self.id(from),
                    self.id(to)
                ),
            );
        }
        Refusal::new(
            c::RAIL_02,
            format!(
                "the railroad in {} is not one its side may use (its own up to its rail heads, or a neutral state's)",
                self.id(to)
            ),
        )
    }

    /// Why a unit that has detrained may not board again: the four combinations of a phase on
    /// the rails (ACW-RAIL-31 to ACW-RAIL-34, "the total combinations") hold one ride each, and it
    /// has made its combination 1 (boarded and left the train) or 3 (came in on the rails and
    /// left them).
    fn second_ride(&self) -> Refusal {
        let (clause, made) = if self.unit.entrained {
            (c::RAIL_33, "came in on the rails and detrained")
        } else {
            (c::RAIL_31, "entrained and detrained")
        };
        Refusal::new(
            clause,
            format!("it has {made} this phase: a phase on the rails holds one ride, not two"),
        )
    }

    /// The MP of entering the hex at the end of `leg` overland.
    fn march_cost(
        &self,
        edge: &EdgeOf<M>,
        leg: &HexLeg,
        ledger: &mut impl Ledger,
    ) -> Result<Mp, Refusal> {
        let data = self.setting.data();
        if leg.road {
            ledger.record(|| Line::cost(c::MOVE_02, data.crossings.road_cost, "along the road"));
            return Ok(data.crossings.road_cost);
        }
        let entered = self.setting.facts().terrain(edge.to_index);
        let terrain = entered.map_or("?", |t| t.name.as_str());
        let Some(hex) = entered.and_then(|t| t.cost) else {
            return Err(Refusal::new(
                c::MOVE_02,
                format!(
                    "the Terrain Effects Chart allows no overland entry into {terrain} hex {}",
                    self.id(edge.to)
                ),
            ));
        };
        ledger
            .record(|| Line::cost(c::MOVE_02, hex, format!("{terrain} hex {}", self.id(edge.to))));
        let mut side = Mp::ZERO;
        let ferry = leg.features.contains(Feature::Ferry)
            || leg.hexside.is_some_and(|s| self.ferries.contains(&s));
        for feature in leg.features.iter() {
            let Some(rule) = data.hexsides.get(feature.name()) else { continue };
            if rule.prohibited {
                return Err(Refusal::new(
                    c::MOVE_03,
                    format!("the {feature} hexside cannot be crossed overland"),
                ));
            }
            let Some(cost) = rule.cost else { continue };
            let river =
                matches!(feature, Feature::River | Feature::MajorRiver | Feature::MinorRiver);
            let (cost, why) = if river && leg.features.contains(Feature::Bridge) {
                (data.crossings.bridge_cost, "bridge")
            } else if river && ferry {
                (
                    data.crossings.ferry_cost,
                    if leg.features.contains(Feature::Ferry) { "ferry" } else { "temporary ferry" },
                )
            } else {
                (cost, feature.name())
            };
            if river && why == "temporary ferry" {
                ledger.record(|| {
                    Line::note(
                        c::FERRY_03,
                        "across the river at a friendly river transport's temporary ferry",
                    )
                });
            }
            ledger.record(|| Line::cost(c::MOVE_03, cost, format!("{why} hexside")));
            side = side.checked_add(cost).unwrap_or(Mp::MAX);
        }
        Ok(hex.checked_add(side).unwrap_or(Mp::MAX))
    }

    /// A march step into the next hex.
    fn march(
        &self,
        state: LandState,
        edge: &EdgeOf<M>,
        leg: &HexLeg,
        ledger: &mut impl Ledger,
    ) -> Outcome {
        let (count, lone_leaders) = self.enemies[edge.to_index];
        if count > 0 {
            let siege = matches!(edge.to, MapPlace::Hex(hex) if self.setting.situation().siege_entry.contains(&hex));
            if lone_leaders {
                ledger.record(|| Line::exception(c::ZOC_19, "the hex holds only an enemy Leader"));
            } else if siege {
                ledger.record(|| Line::exception(c::ZOC_18, "the Siege rules let the unit enter"));
            } else {
                return refuse(c::ZOC_17, format!("{} holds an enemy unit", self.id(edge.to)));
            }
        }
        let cost = match self.march_cost(edge, leg, ledger) {
            Ok(cost) => cost,
            Err(refusal) => return StepOutcome::Refused(refusal),
        };
        let mut step = Step::costing(cost, state);
        // Leaving the hex the unit began its move in (cavalry may also pass through enemy
        // zones later in its march: ACW-ZOC-13 and ACW-ZOC-16 speak of the starting hex only).
        let from_start = matches!(edge.from, MapPlace::Hex(hex) if Some(hex) == self.unit.at);
        if from_start
            && self.zones.contains(edge.from_index)
            && state.rail_hexes == 0
            && state.stage == RailStage::OnFoot
        {
            ledger.record(|| {
                Line::note(c::ZOC_13, "a unit that starts in an enemy zone of control may leave it")
            });
        }
        if self.zones.contains(edge.to_index) {
            let cavalry = self.unit.unit_type == "cavalry";
            let only_infantry = self.zones.only_infantry(edge.to_index);
            if cavalry && only_infantry {
                ledger.record(|| {
                    Line::exception(
                        c::ZOC_05,
                        "cavalry ignores a zone of control projected only by infantry",
                    )
                });
            } else {
                step = step.stopping(self.zone_stop(
                    from_start && self.zones.contains(edge.from_index),
                    cavalry,
                    only_infantry,
                    ledger,
                ));
            }
        } else if let Some(quiet) = self.zones.quiet(edge.to_index) {
            ledger.record(|| {
                let (clause, why) = quiet.note();
                Line::note(clause, why)
            });
        }
        StepOutcome::Step(step)
    }

    /// Why a march that enters an enemy zone of control stops there, by the most specific
    /// clause: stepping straight from the zone it began in into another (ACW-ZOC-16, after
    /// ACW-ZOC-15 let it), entering one after leaving the zone it began in (ACW-ZOC-14), cavalry
    /// in a zone more than infantry projects (ACW-ZOC-06), any other unit in a zone only
    /// infantry projects, the cavalry exception not being its (ACW-ZOC-07), and else the rule
    /// itself (ACW-ZOC-04). A second reason that also holds goes in the ledger.
    fn zone_stop(
        &self,
        straight_from_start: bool,
        cavalry: bool,
        only_infantry: bool,
        ledger: &mut impl Ledger,
    ) -> Citation {
        ledger.record(|| {
            Line::note(c::ZOC_01, "an enemy combat unit next to it projects a zone of control here")
        });
        let exception = if cavalry {
            Some(Citation::new(
                c::ZOC_06,
                "a zone of control projected by more than infantry stops cavalry",
            ))
        } else if only_infantry {
            Some(Citation::new(
                c::ZOC_07,
                "only cavalry passes a zone of control projected only by infantry",
            ))
        } else {
            None
        };
        let start = if straight_from_start {
            ledger.record(|| {
                Line::note(
                    c::ZOC_15,
                    "a unit that begins in an enemy zone of control may step straight into another",
                )
            });
            Some(Citation::new(
                c::ZOC_16,
                "it moved from the enemy zone of control it began in straight into another",
            ))
        } else if self.start_in_zone {
            Some(Citation::new(
                c::ZOC_14,
                "it left the enemy zone of control it began in and entered another",
            ))
        } else {
            None
        };
        match (start, exception) {
            (Some(start), Some(also)) => {
                ledger.record(|| Line::note(also.clause, also.note));
                start
            }
            (Some(why), None) | (None, Some(why)) => why,
            (None, None) => Citation::new(c::ZOC_04, "it entered an enemy zone of control"),
        }
    }

    /// A rail step along a railroad into the next hex.
    fn ride(
        &self,
        state: LandState,
        edge: &EdgeOf<M>,
        leg: &HexLeg,
        ledger: &mut impl Ledger,
    ) -> Outcome {
        let rail = &self.setting.data().rail;
        if state.stage == RailStage::Halted {
            return refuse(
                c::RAIL_47,
                "its ride ended in an enemy zone of control: it may only detrain",
            );
        }
        if !leg.rail {
            return refuse(c::RAIL_18, format!("no railroad runs into {}", self.id(edge.to)));
        }
        if !self.rail_at(edge.to) {
            return StepOutcome::Refused(self.not_its_line(edge.from, edge.to));
        }
        let used = u32::from(state.rail_hexes) + 1;
        if used > rail.budget {
            // Entrained before this phase, it had all of the budget to ride (combination 4);
            // entrained in it, at most the budget less the entraining hexes (combination 2).
            let (clause, limit) = if self.unit.entrained {
                (c::RAIL_34, rail.budget)
            } else {
                (c::RAIL_32, rail.budget.saturating_sub(rail.entrain_hexes))
            };
            return refuse(
                clause,
                format!(
                    "the {} rail hexes of the phase are used up: it may ride at most {limit}",
                    rail.budget
                ),
            );
        }
        let (count, _) = self.enemies[edge.to_index];
        if count > 0 {
            return refuse(c::ZOC_17, format!("{} holds an enemy unit", self.id(edge.to)));
        }
        ledger.record(|| {
            Line::cost(c::RAIL_17, Mp::ZERO, format!("rail hex {used} of {}", rail.budget))
        });
        if matches!(edge.to, MapPlace::Hex(hex) if self.setting.situation().rail.neutral.contains(&hex))
        {
            ledger.record(|| {
                Line::note(c::RAIL_04, "a neutral state's railroad, open to both sides")
            });
        }
        if self.zones.contains(edge.from_index)
            && state.rail_hexes <= u8::try_from(rail.entrain_hexes).unwrap_or(u8::MAX)
        {
            ledger.record(|| {
                Line::note(
                    c::RAIL_46,
                    "an entrained unit may leave an enemy zone of control by rail",
                )
            });
        }
        let stage = if self.zones.contains(edge.to_index) {
            RailStage::Halted
        } else {
            RailStage::Entrained
        };
        if stage == RailStage::Halted {
            ledger.record(|| {
                Line::note(
                    c::RAIL_47,
                    "its ride ends in the enemy zone of control; it may detrain there",
                )
            });
        }
        StepOutcome::Step(Step::costing(
            Mp::ZERO,
            LandState { stage, rail_hexes: u8::try_from(used).unwrap_or(u8::MAX) },
        ))
    }

    /// Entraining or detraining where the unit stands.
    fn train(&self, state: LandState, edge: &EdgeOf<M>, ledger: &mut impl Ledger) -> Outcome {
        let rail = &self.setting.data().rail;
        if !self.rail {
            return refuse(
                c::MOVE_04,
                "entraining and detraining are rail moves: ask for a rail move",
            );
        }
        if !self.rail_at(edge.from) {
            let MapPlace::Hex(hex) = edge.from else {
                return refuse(c::RAIL_18, format!("{} has no railroad", self.id(edge.from)));
            };
            let mut railroad = false;
            self.setting.map().for_each_hex_leg(hex, |_, _, leg| railroad |= leg.rail);
            if railroad {
                // A railroad, but not one its side may use: the line's owner decides.
                return refuse(
                    c::RAIL_02,
                    format!(
                        "the railroad in {} is not one its side may use (its own up to its rail heads, or a neutral state's)",
                        self.id(edge.from)
                    ),
                );
            }
            return refuse(
                c::RAIL_18,
                format!("{} has no railroad to board or leave a train on", self.id(edge.from)),
            );
        }
        let in_zoc = self.zones.contains(edge.from_index);
        match state.stage {
            RailStage::OnFoot => {
                let used = u32::from(state.rail_hexes) + rail.entrain_hexes;
                if used > rail.budget {
                    return refuse(
                        c::RAIL_13,
                        "entraining needs rail hexes the phase no longer has",
                    );
                }
                ledger.record(|| {
                    Line::note(
                        c::RAIL_13,
                        format!(
                            "entraining uses {} of the {} rail hexes",
                            rail.entrain_hexes, rail.budget
                        ),
                    )
                });
                if in_zoc {
                    ledger.record(|| {
                        Line::note(c::RAIL_40, "a unit may entrain in an enemy zone of control")
                    });
                }
                ledger.record(|| Line::cost(c::RAIL_07, rail.entrain_mp, "entraining"));
                let next = LandState {
                    stage: RailStage::Entrained,
                    rail_hexes: u8::try_from(used).unwrap_or(u8::MAX),
                };
                StepOutcome::Step(Step::costing(rail.entrain_mp, next))
            }
            RailStage::Entrained | RailStage::Halted => {
                let used = u32::from(state.rail_hexes) + rail.detrain_hexes;
                if used > rail.budget {
                    let clause = if self.unit.entrained { c::RAIL_33 } else { c::RAIL_31 };
                    return refuse(
                        clause,
                        format!(
                            "detraining needs {} rail hexes and only {} of the {} are left",
                            rail.detrain_hexes,
                            rail.budget.saturating_sub(u32::from(state.rail_hexes)),
                            rail.budget
                        ),
                    );
                }
                ledger.record(|| {
                    Line::note(
                        c::RAIL_14,
                        format!(
                            "detraining uses {} of the {} rail hexes",
                            rail.detrain_hexes, rail.budget
                        ),
                    )
                });
                if in_zoc {
                    ledger.record(|| {
                        Line::note(c::RAIL_41, "a unit may detrain in an enemy zone of control")
                    });
                }
                ledger.record(|| Line::cost(c::RAIL_08, rail.detrain_mp, "detraining"));
                let next = LandState {
                    stage: RailStage::Detrained,
                    rail_hexes: u8::try_from(used).unwrap_or(u8::MAX),
                };
                let mut step = Step::costing(rail.detrain_mp, next);
                if state.stage == RailStage::Halted {
                    step = step.stopping(Citation::new(
                        c::RAIL_47,
                        "it detrained where an enemy zone of control ended its ride",
                    ));
                }
                StepOutcome::Step(step)
            }
            RailStage::Detrained => StepOutcome::Refused(self.second_ride()),
        }
    }
}

impl<M: CivilWarMap> Movement<M> for LandMove<'_, M> {
    type State = LandState;

    fn state_count(&self) -> usize {
        if self.rail { LandState::COUNT } else { 1 }
    }

    fn for_each_candidate(
        &self,
        board: &M,
        at: MapPlace,
        state: LandState,
        mut visit: impl FnMut(MapPlace, usize, Option<HexLeg>),
    ) {
        let MapPlace::Hex(hex) = at else { return };
        let Some(index) = board.hex_index(hex) else { return };
        if self.rail && state.stage != RailStage::Detrained {
            visit(at, index, None);
        }
        board.for_each_hex_leg(hex, |to, index, leg| visit(MapPlace::Hex(to), index, Some(leg)));
    }

    /// The candidates judged one by one ([`umpire_map::candidate_steps_except`]), less the legs
    /// a train may not take whatever else holds, left out before they are judged — so that a
    /// rail reach does not word a refusal for every hex beside a line: a train halted in an
    /// enemy zone of control rides no further (ACW-RAIL-47), and none rides where no railroad
    /// runs (ACW-RAIL-18). The same steps in the same order (held to the candidates by
    /// `umpire_map::compare_steps` in `land/step_tests.rs`).
    #[inline]
    fn for_each_step(
        &self,
        board: &M,
        at: MapPlace,
        at_index: usize,
        state: LandState,
        visit: impl FnMut(usize, umpire_map::Step<LandState>),
    ) {
        let halted = state.stage == RailStage::Halted;
        let entrained = state.entrained();
        let refused = |_, leg: Option<&HexLeg>| entrained && leg.is_some_and(|l| halted || !l.rail);
        umpire_map::candidate_steps_except(self, board, at, at_index, state, refused, visit);
    }

    fn step(
        &self,
        _board: &M,
        state: LandState,
        edge: EdgeOf<M>,
        ledger: &mut impl Ledger,
    ) -> Outcome {
        match (&edge.leg, state.entrained()) {
            (None, _) => self.train(state, &edge, ledger),
            (Some(leg), true) => self.ride(state, &edge, leg, ledger),
            (Some(leg), false) => self.march(state, &edge, leg, ledger),
        }
    }

    fn allowance_refusal(&self, needed: Mp, left: Mp) -> Refusal {
        // Nothing left: the MP spent would pass the MA (raised by any force march). Some MP
        // left but fewer than the cost: no minimum move lets it spend them on this hex.
        if left == Mp::ZERO {
            return Refusal::new(
                c::MOVE_01,
                format!(
                    "needs {needed} MP, and its whole movement allowance is spent: no more MP \
                     may be spent this phase"
                ),
            );
        }
        Refusal::new(
            c::MIN_02,
            format!("needs {needed} MP, {left} MP left, and no minimum move lets it in"),
        )
    }

    fn not_a_candidate(&self, from: MapPlace, to: MapPlace) -> Refusal {
        // Staying put is entraining or detraining: a march may not, nor a unit that has
        // already detrained this phase.
        if from == to {
            return if self.rail {
                self.second_ride()
            } else {
                Refusal::new(
                    c::MOVE_04,
                    "entraining and detraining are rail moves: ask for a rail move",
                )
            };
        }
        Refusal::new(c::MOVE_02, format!("{} is not next to {}", self.id(to), self.id(from)))
    }
}

#[cfg(all(test, feature = "scenario"))]
mod step_tests;
