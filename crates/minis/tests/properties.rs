//! Invariants of the table and the dice-rolled moves:
//! - a longer route never measures less, and a route's spans add up to its length;
//! - the exact distribution of a move sums to 1 and matches a seeded simulation;
//! - the same seed gives the same move.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use proptest::prelude::*;
use umpire_map::{Dice, SeededDice};
use umpire_minis::{
    Area, DiceGame, Distribution, Feature, Length, MoveOrder, Point, Table, Unit, load_table,
};

fn p(x: f64, y: f64) -> Point {
    Point::at(x, y, Unit::Inch)
}

fn table() -> Table {
    Table {
        unit: Unit::Inch,
        width: Length::inches(48),
        height: Length::inches(48),
        areas: vec![
            Area {
                kind: "woods".into(),
                ring: vec![p(10.0, 10.0), p(30.0, 10.0), p(30.0, 30.0), p(10.0, 30.0)],
            },
            Area { kind: "marsh".into(), ring: vec![p(20.0, 20.0), p(40.0, 20.0), p(30.0, 40.0)] },
        ],
        features: vec![Feature { kind: "wall".into(), line: vec![p(0.0, 5.0), p(48.0, 45.0)] }],
    }
}

fn point() -> impl Strategy<Value = Point> {
    (0.0..48.0f64, 0.0..48.0f64).prop_map(|(x, y)| p(x, y))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    /// Adding a waypoint never shortens a route, and every route's spans add up to its length.
    #[test]
    fn a_longer_route_never_measures_less(route in proptest::collection::vec(point(), 2..6), extra in point()) {
        let table = table();
        let measure = table.measure(&route);
        let total = measure.spans.iter().fold(Length::ZERO, |sum, s| sum.plus(s.length));
        prop_assert_eq!(total, measure.length);
        let mut longer = route.clone();
        longer.insert(1, extra);
        // One micrometre per leg of rounding.
        let slack = Length::from_micrometres(i64::try_from(longer.len()).unwrap());
        prop_assert!(table.measure(&longer).length.plus(slack) >= measure.length);
    }

    /// Every move distribution sums to exactly one and agrees with 6,000 seeded rolls.
    #[test]
    fn the_exact_odds_match_a_simulation(fixed in 0..20u64, dice in 1..4u32, multiplier in 1..3u64, seed in any::<u64>()) {
        let d = Distribution::dice(fixed, dice, 6, multiplier);
        prop_assert_eq!(d.ways.iter().sum::<u64>(), d.total);
        let mut rng = SeededDice::new(seed);
        let trials = 6_000;
        let mut at_least_mid = 0;
        let mid = (d.min() + d.max()) / 2;
        for _ in 0..trials {
            let rolled: u64 = (0..dice).map(|_| u64::from(rng.roll(6).unwrap())).sum();
            if fixed + multiplier * rolled >= mid {
                at_least_mid += 1;
            }
        }
        let exact = d.chance_at_least(mid).value();
        let seen = f64::from(at_least_mid) / f64::from(trials);
        prop_assert!((exact - seen).abs() < 0.05, "exact {exact}, simulated {seen}");
    }

    /// The same seed moves the same unit the same distance to the same place.
    #[test]
    fn the_same_seed_gives_the_same_move(seed in any::<u64>(), chain in 1..4u32, x in 1.0..47.0f64, y in 13.0..47.0f64) {
        let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../scenarios/minis/wood.toml")).unwrap();
        let game = DiceGame::new(load_table(&text, "wood.toml").unwrap()).unwrap();
        let order = MoveOrder { units: vec!["recce".into()], chain, route: vec![p(x, y)], keep_facing: false };
        let once = game.execute(&order, &mut SeededDice::new(seed), None).unwrap();
        let again = game.execute(&order, &mut SeededDice::new(seed), None).unwrap();
        prop_assert_eq!(once, again);
    }
}

#[test]
fn bad_tables_get_located_errors() {
    let base = "name = \"t\"\n[table]\nwidth = 10\nheight = 10\n";
    let crossed = format!(
        "{base}[[table.areas]]\nkind = \"woods\"\npoints = [[0, 0], [5, 5], [5, 0], [0, 5]]\n"
    );
    let error = load_table(&crossed, "t.toml").unwrap_err().to_string();
    assert!(error.contains("table.areas[0]") && error.contains("crosses itself"), "{error}");
    let off = format!("{base}[[table.features]]\nkind = \"wall\"\npoints = [[0, 0], [12, 5]]\n");
    let error = load_table(&off, "t.toml").unwrap_err().to_string();
    assert!(
        error.contains("table.features[0]") && error.contains("off the 10×10 table"),
        "{error}"
    );
    let typo =
        format!("{base}[[table.areas]]\nknd = \"woods\"\npoints = [[0, 0], [5, 5], [5, 0]]\n");
    let error = load_table(&typo, "t.toml").unwrap_err().to_string();
    assert!(error.starts_with("t.toml:6:1:") && error.contains("did you mean \"kind\""), "{error}");
    let class =
        format!("{base}[[units]]\nid = \"a\"\nside = \"x\"\nat = [1, 1]\nclass = \"avrage\"\n");
    let error = DiceGame::new(load_table(&class, "t.toml").unwrap()).unwrap_err().to_string();
    assert!(error.contains("did you mean \"average\""), "{error}");
    let dice = format!("{base}[rules.data.classes.average]\nmove = \"6+2Q\"\n");
    let error = DiceGame::new(load_table(&dice, "t.toml").unwrap()).unwrap_err().to_string();
    assert!(error.contains("rules.data") && error.contains("\"6+2Q\" is no move"), "{error}");
}
