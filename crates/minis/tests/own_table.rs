//! The dice-rolled rules on a table of a game's own: round woods and straight hedges, stored
//! its own way and measured with the crate's public geometry (`umpire_minis::geometry`),
//! implementing `TableMap`. A `DiceGame` is built on it from typed values,
//! and every answer — distances, chances to arrive, moves made with scripted dice, refusals —
//! is the same as on a `Table` laid out alike (square woods whose edges the routes cross where
//! the round ones' do).

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use proptest::prelude::*;
use umpire_map::{Map, ScriptedDice, SetupError};
use umpire_minis::geometry::{self, Circle};
use umpire_minis::{
    Area, DiceData, DiceGame, Feature, Length, Measure, MoveOrder, OPEN, Point, Table, TableMap,
    TableUnit, Unit,
};

/// A square table of round woods and straight hedges, in micrometres, measured with the
/// crate's public geometry.
#[derive(Debug)]
struct Garden {
    /// The side of the table.
    side: i64,
    /// The round woods.
    woods: Vec<Circle>,
    /// Each hedge's two ends.
    hedges: Vec<(Point, Point)>,
}

impl Garden {
    fn on(&self, p: Point) -> bool {
        (0..=self.side).contains(&p.x) && (0..=self.side).contains(&p.y)
    }
}

impl Map for Garden {
    type Place = Point;
    type Leg = Measure;

    fn leg(&self, from: Point, to: Point) -> Option<Measure> {
        if !self.on(from) || !self.on(to) {
            return None;
        }
        let cuts = self.woods.iter().flat_map(|wood| wood.crossings(from, to));
        let in_a_wood = |q: Point| self.woods.iter().any(|wood| wood.contains(q));
        let spans = geometry::spans(from, to, cuts, |q| if in_a_wood(q) { "woods" } else { OPEN });
        let crossed = self.hedges.iter().filter_map(|&(c, d)| geometry::crossing(from, to, c, d));
        let crossings = crossed.map(|_| "hedge".to_owned()).collect();
        Some(Measure { length: from.distance(to), spans, crossings })
    }
}

/// The garden keeps the defaults for its unit (inches), `contains`, `measure` and `along`, and
/// says where a wood's edge is.
impl TableMap for Garden {
    fn on_area_edge(&self, p: Point) -> bool {
        let tolerance = Length::from_f64(0.01, Unit::Inch).micrometres() as f64;
        self.woods.iter().any(|wood| wood.distance_to_edge(p) <= tolerance)
    }
}

fn p(x: f64, y: f64) -> Point {
    Point::at(x, y, Unit::Inch)
}

const IN: i64 = 25_400;

/// One wood 12" across at (24, 24) and a hedge along x = 36, on a 48" table.
fn garden() -> Garden {
    Garden {
        side: 48 * IN,
        woods: vec![Circle { centre: p(24.0, 24.0), radius: Length::inches(6) }],
        hedges: vec![(p(36.0, 10.0), p(36.0, 40.0))],
    }
}

/// The same table as the scenario files would give it: the wood a square 12" across.
fn table() -> Table {
    Table {
        unit: Unit::Inch,
        width: Length::inches(48),
        height: Length::inches(48),
        areas: vec![Area {
            kind: "woods".into(),
            ring: vec![p(18.0, 18.0), p(30.0, 18.0), p(30.0, 30.0), p(18.0, 30.0)],
        }],
        features: vec![Feature { kind: "hedge".into(), line: vec![p(36.0, 10.0), p(36.0, 40.0)] }],
    }
}

fn units() -> Vec<TableUnit> {
    vec![
        TableUnit::new("recce", "allies", "fast", [24.0, 6.0]).in_group("A"),
        TableUnit::new("panzer", "allies", "average", [34.0, 6.0]).in_group("A"),
        TableUnit::new("lone", "allies", "average", [6.0, 24.0]).facing(90.0),
        TableUnit { suppressed: true, ..TableUnit::new("pinned", "axis", "average", [40.0, 6.0]) },
    ]
}

fn games() -> (DiceGame<Garden>, DiceGame<Table>) {
    let data = DiceData::builtin().unwrap();
    let own = DiceGame::from_parts(garden(), units(), data.clone()).unwrap();
    let table = DiceGame::from_parts(table(), units(), data).unwrap();
    (own, table)
}

fn order(units: &[&str], chain: u32, route: &[Point], keep_facing: bool) -> MoveOrder {
    MoveOrder {
        units: units.iter().map(|u| (*u).to_owned()).collect(),
        chain,
        route: route.to_vec(),
        keep_facing,
    }
}

/// Orders on routes both tables measure alike, with the dice each is rolled with.
fn orders() -> Vec<(MoveOrder, Vec<u32>)> {
    vec![
        // To the wood's southern edge, in the open.
        (order(&["recce"], 1, &[p(24.0, 18.0)], false), vec![3]),
        // Through the middle of the wood.
        (order(&["recce"], 2, &[p(24.0, 40.0)], false), vec![6, 5]),
        (order(&["recce"], 3, &[p(24.0, 18.0), p(24.0, 44.0)], false), vec![1, 1, 1]),
        // East through the wood and over the hedge, facing the way.
        (order(&["lone"], 1, &[p(40.0, 24.0)], true), vec![4]),
        // Backwards, one die.
        (order(&["lone"], 1, &[p(2.0, 24.0)], true), vec![2]),
        // The group at its slowest unit's rate, ending together.
        (order(&["recce", "panzer"], 1, &[p(26.0, 16.0)], false), vec![5]),
        // Suppressed: the Variable Move only.
        (order(&["pinned"], 2, &[p(40.0, 30.0)], false), vec![6, 6]),
    ]
}

/// Orders the rules refuse, with the clause that refuses each.
fn refused() -> Vec<(MoveOrder, &'static str)> {
    vec![
        (order(&["lone"], 2, &[p(2.0, 24.0)], true), "DICE-BACK-03"),
        (order(&["lone"], 1, &[p(6.0, 40.0)], true), "DICE-BACK-02"),
        (order(&["recce"], 1, &[p(50.0, 10.0)], false), "DICE-ORDER-05"),
        (order(&["recce"], 4, &[p(24.0, 18.0)], false), "DICE-INTRO-03"),
        (order(&["recce"], 0, &[p(24.0, 18.0)], false), "DICE-ORDER-03"),
        (order(&["recce"], 1, &[], false), "DICE-ORDER-04"),
        (order(&["recce", "lone"], 1, &[p(24.0, 18.0)], false), "DICE-ORDER-10"),
    ]
}

fn route_of(game: &DiceGame<Table>, order: &MoveOrder) -> Vec<Point> {
    let unit = game.units().iter().find(|u| u.id == order.units[0]).unwrap();
    std::iter::once(game.position(unit)).chain(order.route.iter().copied()).collect()
}

#[test]
fn the_two_tables_measure_the_test_routes_alike() {
    let (own, table) = games();
    for (order, _) in orders() {
        let route = route_of(&table, &order);
        assert_eq!(own.table().measure(&route), table.table().measure(&route), "{route:?}");
    }
    let through = own.table().measure(&[p(24.0, 6.0), p(24.0, 40.0)]);
    assert_eq!(through.over("woods"), Length::inches(12));
    let east = own.table().measure(&[p(6.0, 24.0), p(40.0, 24.0)]);
    assert_eq!(
        (east.over("woods"), east.crossings.as_slice()),
        (Length::inches(12), &["hedge".to_owned()][..])
    );
    // Across the corner the round wood is its own: a diameter, against the square's diagonal.
    let corner = [p(18.0, 18.0), p(30.0, 30.0)];
    let (round, square) = (own.table().measure(&corner), table.table().measure(&corner));
    assert_eq!(round.length, square.length);
    assert_eq!(round.over("woods"), Length::inches(12));
    assert!(square.over("woods") > Length::inches(16), "{square:?}");
    // The defaults: inches, and a point is on the table when the map joins it to itself.
    assert_eq!(own.table().unit(), Unit::Inch);
    assert!(own.table().contains(p(48.0, 48.0)) && !own.table().contains(p(48.5, 1.0)));
}

#[test]
fn distances_chances_and_moves_are_the_same_on_both_tables() {
    let (own, table) = games();
    for (order, rolls) in orders() {
        let distance = own.distance(&order).unwrap();
        assert!(distance.is_ok(), "{order:?}: {distance:?}");
        assert_eq!(distance, table.distance(&order).unwrap(), "{order:?}");
        assert_eq!(own.arrival(&order).unwrap(), table.arrival(&order).unwrap(), "{order:?}");
        assert_eq!(
            own.chance_to_arrive(&order).unwrap(),
            table.chance_to_arrive(&order).unwrap(),
            "{order:?}"
        );
        for facing in [None, Some(180.0)] {
            let moved = own.execute(&order, &mut ScriptedDice::new(rolls.clone()), facing).unwrap();
            let on_table =
                table.execute(&order, &mut ScriptedDice::new(rolls.clone()), facing).unwrap();
            assert_eq!(moved, on_table, "{order:?}");
            assert_eq!(moved.rolls, rolls);
        }
    }
}

#[test]
fn the_answers_are_the_rules_answers() {
    let (own, _) = games();
    let clauses = |citations: &[umpire_map::Citation]| -> Vec<String> {
        citations.iter().map(|c| c.clause.as_str().to_owned()).collect()
    };
    let [edge, wood, _, hedge, back, group, pinned] = orders().try_into().unwrap();
    // 12" for a fast unit, 6 + 1D×2: a 3 or more.
    let (chance, _, citations) = own.arrival(&edge.0).unwrap().unwrap();
    assert_eq!(chance.to_string(), "2/3");
    assert!(!clauses(&citations).contains(&"DICE-NEXT-01".to_owned()));
    let moved = own.execute(&edge.0, &mut ScriptedDice::new(edge.1), None).unwrap();
    assert!(moved.units[0].reached);
    assert!(moved.citations.iter().any(|c| c.note.contains("edge of a terrain area")));
    let (_, citations) = own.distance(&wood.0).unwrap().unwrap();
    assert!(clauses(&citations).contains(&"DICE-NEXT-01".to_owned()));
    assert!(clauses(&citations).contains(&"DICE-CHAIN-01".to_owned()));
    let (_, citations) = own.distance(&hedge.0).unwrap().unwrap();
    assert!(clauses(&citations).contains(&"DICE-NEXT-01".to_owned()));
    let (d, citations) = own.distance(&back.0).unwrap().unwrap();
    assert_eq!((d.min(), d.max()), (1, 6));
    assert!(clauses(&citations).contains(&"DICE-BACK-01".to_owned()));
    let (d, citations) = own.distance(&group.0).unwrap().unwrap();
    assert_eq!((d.min(), d.max()), (7, 12));
    assert!(clauses(&citations).contains(&"DICE-CMD-01".to_owned()));
    let (d, citations) = own.distance(&pinned.0).unwrap().unwrap();
    assert_eq!((d.min(), d.max()), (2, 12));
    assert!(clauses(&citations).contains(&"DICE-SUPP-01".to_owned()));
    // A fast triple chain rolling three 1s: 18 + 3×2 = 24", 12" to the wood's edge and 12"
    // on through it, facing north on both legs.
    let moved = own.execute(&orders()[2].0, &mut ScriptedDice::new([1, 1, 1]), None).unwrap();
    assert_eq!(moved.distance, Length::inches(24));
    assert_eq!((moved.units[0].end, moved.units[0].reached), (p(24.0, 30.0), false));
    assert_eq!(moved.units[0].stretches, [(Length::ZERO, 0.0), (Length::inches(12), 0.0)]);
    // The group: the recce reaches the destination, the slower-placed panzer ends short of it.
    let moved = own.execute(&group.0, &mut ScriptedDice::new(group.1), None).unwrap();
    assert_eq!(moved.refusal, None);
    assert_eq!(moved.units.iter().map(|u| u.reached).collect::<Vec<_>>(), [true, false]);
}

#[test]
fn refusals_cite_the_same_clauses_on_both_tables() {
    let (own, table) = games();
    for (order, clause) in refused() {
        let refusal = own.distance(&order).unwrap().unwrap_err();
        assert_eq!(refusal.clause.as_str(), clause, "{order:?}");
        assert_eq!(Err(refusal), table.distance(&order).unwrap(), "{order:?}");
        assert_eq!(own.arrival(&order).unwrap(), table.arrival(&order).unwrap());
        let moved = own.execute(&order, &mut ScriptedDice::new([]), None).unwrap();
        assert_eq!(moved.refusal.as_ref().map(|r| r.clause.as_str()), Some(clause));
        assert_eq!(moved, table.execute(&order, &mut ScriptedDice::new([]), None).unwrap());
    }
    // Ending too far apart: the dice are rolled, then the spacing refuses.
    // West along the table's edge from 10" apart, 7" each: still 10" apart.
    let apart = order(&["recce", "panzer"], 1, &[p(10.0, 6.0)], false);
    let (moved, on_table) = (
        own.execute(&apart, &mut ScriptedDice::new([1]), None).unwrap(),
        table.execute(&apart, &mut ScriptedDice::new([1]), None).unwrap(),
    );
    assert_eq!(moved.refusal.as_ref().map(|r| r.clause.as_str()), Some("DICE-ORDER-09"));
    assert_eq!(moved, on_table);
    // An unknown unit is no order at all, on either table.
    let ghost = order(&["recec"], 1, &[p(24.0, 18.0)], false);
    assert_eq!(own.distance(&ghost).unwrap_err(), table.distance(&ghost).unwrap_err());
    assert_eq!(
        own.distance(&ghost).unwrap_err(),
        umpire_minis::DiceOrderError::UnknownUnit {
            id: "recec".into(),
            nearest: Some("recce".into())
        }
    );
}

#[test]
fn units_that_do_not_fit_are_refused_alike() {
    let data = DiceData::builtin().unwrap();
    let mut bad = units();
    bad[2].class = "avrage".into();
    let own = DiceGame::from_parts(garden(), bad.clone(), data.clone()).unwrap_err();
    let on_table = DiceGame::from_parts(table(), bad, data.clone()).unwrap_err();
    assert_eq!(own, on_table);
    assert_eq!(
        own,
        SetupError::mismatch(
            "units[2].class",
            "unknown speed class \"avrage\" (known: average, fast)",
            Some("average".into())
        )
    );
    let mut off = units();
    off[0].at = [50.0, 1.0];
    let own = DiceGame::from_parts(garden(), off.clone(), data.clone()).unwrap_err();
    assert_eq!(own, DiceGame::from_parts(table(), off, data).unwrap_err());
    assert!(own.to_string().starts_with("units[0].at:"), "{own}");
}

/// A table that keeps every default of the trait but its unit: it measures what `Table` does.
struct Defaults(Table);

impl Map for Defaults {
    type Place = Point;
    type Leg = Measure;

    fn leg(&self, from: Point, to: Point) -> Option<Measure> {
        self.0.leg(from, to)
    }
}

impl TableMap for Defaults {
    fn unit(&self) -> Unit {
        self.0.unit
    }
}

fn point() -> impl Strategy<Value = Point> {
    (0.0..48.0f64, 0.0..48.0f64).prop_map(|(x, y)| p(x, y))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    /// The trait's provided `contains`, `measure` and `along` give `Table`'s own answers on
    /// every route on the table.
    #[test]
    fn the_defaults_answer_as_the_table_does(
        route in proptest::collection::vec(point(), 1..6),
        inches in 0..80i64,
        q in point(),
    ) {
        let defaults = Defaults(table());
        let table = table();
        prop_assert_eq!(TableMap::measure(&defaults, &route), table.measure(&route));
        let distance = Length::inches(inches);
        let along = TableMap::along(&defaults, &route, distance);
        prop_assert_eq!(along, table.along(&route, distance));
        prop_assert_eq!(TableMap::contains(&defaults, q), table.contains(q));
        let off = Point { x: q.x + 49 * IN, y: q.y };
        prop_assert_eq!(TableMap::contains(&defaults, off), table.contains(off));
    }
}
