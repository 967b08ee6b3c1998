//! One unit's move as the player ordered it: by the procedure the order chose (3.1.4: one per
//! unit per phase) and across each naval zone by the Troop Convoy it named (3.1.2). Only a
//! checked path is walked this way; reach offers every procedure and picks convoys itself.

use std::borrow::Cow;

use umpire_map::{
    Board, Citation, DenseState, EdgeOf, HexLeg, Ledger, MapPlace, Movement, Mp, Refusal, Step,
    StepOutcome,
};

use crate::map::StrategicMap;
use crate::situation::{Convoy, Procedure};
use crate::state::MoveState;

use super::UnitMove;

/// A unit's move with the player's choices.
pub(crate) struct Chosen<'a, 'g, M: StrategicMap> {
    rules: &'a UnitMove<'g, M>,
    /// The procedure chosen (`None`: whichever the path's cheapest way uses).
    procedure: Option<Procedure>,
    /// The convoys named for the crossings, in order, by their number in the situation
    /// (empty: the engine picks each crossing's convoy).
    convoys: &'a [usize],
}

/// The state of a move with choices: the unit's own, and how many crossings by convoy it has
/// made (which says whose turn it is among the named convoys).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct ChosenState {
    /// The unit's state.
    pub(crate) inner: MoveState,
    /// Crossings made by convoy so far, at most the number of convoys named.
    crossings: u8,
}

impl ChosenState {
    /// A unit in state `inner` that has made no crossing of this order yet.
    pub(crate) const fn starting(inner: MoveState) -> ChosenState {
        ChosenState { inner, crossings: 0 }
    }
}

impl DenseState for ChosenState {
    const COUNT: usize = MoveState::COUNT * (u8::MAX as usize + 1);

    fn index(self) -> usize {
        usize::from(self.crossings) * MoveState::COUNT + self.inner.index()
    }

    fn from_index(index: usize) -> Self {
        ChosenState {
            inner: MoveState::from_index(index % MoveState::COUNT),
            crossings: u8::try_from(index / MoveState::COUNT).unwrap_or(u8::MAX),
        }
    }
}

impl<'a, 'g, M: StrategicMap> Chosen<'a, 'g, M> {
    /// The most convoys one order may name.
    pub(crate) const MAX_CONVOYS: usize = 64;

    /// `rules` with the player's `procedure` and named `convoys` (at most
    /// [`Chosen::MAX_CONVOYS`]; more are ignored).
    pub(crate) fn new(
        rules: &'a UnitMove<'g, M>,
        procedure: Option<Procedure>,
        convoys: &'a [usize],
    ) -> Self {
        let convoys = &convoys[..convoys.len().min(Self::MAX_CONVOYS)];
        Chosen { rules, procedure, convoys }
    }

    fn allowed(&self, procedure: Procedure) -> bool {
        self.procedure.is_none_or(|chosen| chosen == procedure)
    }

    /// A Port-to-Port step, across a naval zone by the next named convoy.
    fn port_step(
        &self,
        state: ChosenState,
        edge: &EdgeOf<M>,
        ledger: &mut impl Ledger,
    ) -> StepOutcome<ChosenState> {
        let turn = usize::from(state.crossings);
        let situation = self.rules.setting.situation();
        let named = self.convoys.get(turn).copied().map(|number| {
            // The convoys named for the crossings before are in their Used Boxes now.
            let earlier = &self.convoys[..turn];
            let convoys: Cow<'_, [Convoy]> = if earlier.contains(&number) {
                let mut convoys = situation.convoys.clone();
                for &used in earlier {
                    if let Some(convoy) = convoys.get_mut(used) {
                        convoy.used = true;
                    }
                }
                Cow::Owned(convoys)
            } else {
                Cow::Borrowed(&situation.convoys)
            };
            (number, convoys)
        });
        let named = named.as_ref().map(|(number, convoys)| (*number, convoys.as_ref()));
        let (outcome, crossed) = self.rules.port_step_by(state.inner, edge, ledger, named);
        let crossings = if crossed && turn < self.convoys.len() {
            state.crossings.saturating_add(1)
        } else {
            state.crossings
        };
        carried(outcome, crossings)
    }
}

/// `outcome` of the unit's own step, in the state of a move with choices.
fn carried(outcome: StepOutcome<MoveState>, crossings: u8) -> StepOutcome<ChosenState> {
    match outcome {
        StepOutcome::Refused(refusal) => StepOutcome::Refused(refusal),
        StepOutcome::Step(step) => StepOutcome::Step(Step {
            cost: step.cost,
            stop: step.stop,
            may_exceed_allowance: step.may_exceed_allowance,
            exceeded_stop: step.exceeded_stop,
            next: ChosenState { inner: step.next, crossings },
        }),
    }
}

impl<M: StrategicMap> Movement<M> for Chosen<'_, '_, M> {
    type State = ChosenState;

    fn state_count(&self) -> usize {
        MoveState::COUNT * (self.convoys.len() + 1)
    }

    fn for_each_candidate(
        &self,
        board: &M,
        at: MapPlace,
        state: ChosenState,
        mut visit: impl FnMut(MapPlace, usize, Option<HexLeg>),
    ) {
        let Some(from) = board.index_of(at) else { return };
        self.rules.for_each_candidate(board, at, state.inner, |place, to, leg| {
            if self.allowed(self.rules.procedure_of(from, to, leg.is_some())) {
                visit(place, to, leg);
            }
        });
    }

    fn step(
        &self,
        board: &M,
        state: ChosenState,
        edge: EdgeOf<M>,
        ledger: &mut impl Ledger,
    ) -> StepOutcome<ChosenState> {
        let procedure = self.rules.procedure_of(edge.from_index, edge.to_index, edge.leg.is_some());
        if procedure == Procedure::PortToPort {
            return self.port_step(state, &edge, ledger);
        }
        carried(self.rules.step(board, state.inner, edge, ledger), state.crossings)
    }

    fn allowance_refusal(&self, needed: Mp, left: Mp) -> Refusal {
        self.rules.allowance_refusal(needed, left)
    }

    fn not_a_candidate(&self, from: MapPlace, to: MapPlace) -> Refusal {
        match self.procedure {
            None => self.rules.not_a_candidate(from, to),
            Some(procedure) => self.rules.unjoined_by(procedure, from, to),
        }
    }

    fn after_stop(&self, stopped_by: &Citation) -> Refusal {
        <UnitMove<'_, M> as Movement<M>>::after_stop(self.rules, stopped_by)
    }
}
