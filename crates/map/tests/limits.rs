//! Long routes: `check` walks a route in time proportional to its length (issue 14). Each step
//! used to copy every place and ledger line walked so far, so a 50,000-step route took minutes;
//! these run at normal test speed, and count what the step function was asked.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::cell::Cell;

use umpire_map::*;

const COST: ClauseId = ClauseId::new("TEST-COST");
const ROAD: ClauseId = ClauseId::new("TEST-ROAD");
const BLOCKED: ClauseId = ClauseId::new("TEST-BLOCKED");
const ALLOWANCE: ClauseId = ClauseId::new("TEST-ALLOWANCE");
const ADJACENT: ClauseId = ClauseId::new("TEST-ADJACENT");

/// A row of `len` places, each next to the one before and after it.
struct Row {
    len: usize,
    /// The place that cannot be entered, if any.
    blocked: Option<usize>,
}

impl Map for Row {
    type Place = usize;
    type Leg = ();
    fn leg(&self, a: usize, b: usize) -> Option<()> {
        (a.abs_diff(b) == 1 && a.max(b) < self.len).then_some(())
    }
}

impl Board for Row {
    fn place_count(&self) -> usize {
        self.len
    }
    fn index_of(&self, place: usize) -> Option<usize> {
        (place < self.len).then_some(place)
    }
    fn place_at(&self, index: usize) -> usize {
        index
    }
    fn for_each_adjacent(&self, at: usize, mut visit: impl FnMut(usize)) {
        if at > 0 {
            visit(at - 1);
        }
        if at + 1 < self.len {
            visit(at + 1);
        }
    }
}

/// One MP a place, or half a point by "road" (a second candidate to every place, so each step
/// keeps two ways, and the cheaper must win); counts the steps judged.
struct Rules {
    judged: Cell<usize>,
}

impl Movement<Row> for Rules {
    type State = ();

    fn for_each_candidate(
        &self,
        board: &Row,
        at: usize,
        _: (),
        mut visit: impl FnMut(usize, usize, Option<()>),
    ) {
        board.for_each_leg(at, |place, index, leg| {
            visit(place, index, Some(leg));
            visit(place, index, None);
        });
    }

    fn step(
        &self,
        board: &Row,
        _: (),
        edge: EdgeOf<Row>,
        ledger: &mut impl Ledger,
    ) -> StepOutcome<()> {
        self.judged.set(self.judged.get() + 1);
        if board.blocked == Some(edge.to) {
            return Refusal::new(BLOCKED, "blocked").into();
        }
        let (clause, cost) = match edge.leg {
            Some(()) => (COST, Mp::whole(1)),
            None => (ROAD, Mp::fraction(1, 2).unwrap()),
        };
        ledger.record(|| Line::cost(clause, cost, "entering"));
        Step::costing(cost, ()).into()
    }

    fn allowance_refusal(&self, needed: Mp, left: Mp) -> Refusal {
        Refusal::new(ALLOWANCE, format!("needs {needed} MP, {left} MP left"))
    }

    fn not_a_candidate(&self, _: usize, _: usize) -> Refusal {
        Refusal::new(ADJACENT, "not adjacent")
    }
}

const STEPS: usize = 50_000;

#[test]
fn a_fifty_thousand_step_route_is_checked_in_one_pass() {
    let board = Row { len: STEPS + 1, blocked: None };
    let rules = Rules { judged: Cell::new(0) };
    let mover = Mover { at: 0, state: (), allowance: None };
    let route: Vec<usize> = (0..=STEPS).collect();
    let verdict = check(&board, &rules, &mover, &route).unwrap();
    let Verdict::Legal(walked) = verdict else { panic!("refused: {verdict:?}") };
    assert_eq!(walked.places, route);
    assert_eq!(walked.cost, Mp::fraction(STEPS as u32, 2).unwrap());
    // One ledger line a step, each the road's and numbered in order.
    assert_eq!(walked.ledger.len(), STEPS);
    assert!(
        walked.ledger.iter().enumerate().all(|(i, e)| e.step == i + 1 && e.line.clause == ROAD)
    );
    // Two candidates judged a step: the work is the route's length, whatever it walked before.
    assert_eq!(rules.judged.get(), 2 * STEPS);
}

#[test]
fn a_long_route_refused_near_its_end_keeps_the_legal_part_before() {
    let refused_at = STEPS - 10;
    let board = Row { len: STEPS + 1, blocked: Some(refused_at) };
    let rules = Rules { judged: Cell::new(0) };
    let mover = Mover { at: 0, state: (), allowance: Some(Mp::whole(STEPS as u32)) };
    let route: Vec<usize> = (0..=STEPS).collect();
    let verdict = check(&board, &rules, &mover, &route).unwrap();
    let Verdict::Illegal { step, refusal, before } = verdict else { panic!("legal: {verdict:?}") };
    assert_eq!((step, refusal.clause), (refused_at, BLOCKED));
    assert_eq!(before.places, route[..refused_at]);
    assert_eq!(before.ledger.len(), refused_at - 1);
    assert_eq!(before.cost, Mp::fraction((refused_at - 1) as u32, 2).unwrap());
    assert_eq!(rules.judged.get(), 2 * refused_at);
}
