//! Arithmetic on the numbers a user gives the dice-rolled rules (issue 14): a speed class, a
//! die, a chain, a spacing or a route too large for exact arithmetic is refused at its key,
//! bounded by the rules data's `[limits]`, or worked out without wrapping — never a unit that
//! moves backwards, odds that do not add up, or a panic. Each limit is tried at the limit
//! (accepted, exact) and just past it (refused, naming the limit).

#![cfg(feature = "scenario")]
#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use umpire_map::{Map, ScriptedDice};
use umpire_minis::{
    Chains, DiceData, DiceGame, Distribution, Fraction, GroupRule, Length, Limits, Measure,
    MoveOrder, OPEN, Point, Span, SpeedClass, Table, TableMap, TableScenario, TableUnit, Unit,
    load_table,
};

/// A 48" table with unit `a` (speed class `class`) at (4, 4) and `[rules.data]` `data`.
fn scenario(class: &str, data: &str) -> String {
    format!(
        "name = \"t\"\n[table]\nwidth = 48\nheight = 48\n[[units]]\nid = \"a\"\nside = \"x\"\n\
         class = \"{class}\"\nat = [4, 4]\n[rules.data]\n{data}"
    )
}

/// The game on `text`, or the located message refusing it.
fn game(text: &str) -> Result<DiceGame<TableScenario>, String> {
    DiceGame::new(load_table(text, "t.toml").map_err(|e| e.to_string())?).map_err(|e| e.to_string())
}

fn order(chain: u32) -> MoveOrder {
    MoveOrder {
        units: vec!["a".into()],
        chain,
        route: vec![Point::at(4.0, 44.0, Unit::Inch)],
        keep_facing: false,
    }
}

fn table() -> Table {
    Table {
        unit: Unit::Inch,
        width: Length::inches(48),
        height: Length::inches(48),
        areas: Vec::new(),
        features: Vec::new(),
    }
}

#[test]
fn a_speed_class_of_u64_max_is_refused_at_its_key_not_wrapped_into_a_move_backwards() {
    let huge =
        "[rules.data.classes.huge]\nmove = \"18446744073709551615+Dx18446744073709551615\"\n";
    let error = game(&scenario("huge", huge)).unwrap_err();
    assert!(
        error.starts_with("t.toml:12:1: rules.data.classes.huge.move: a Fixed Move of"),
        "{error}"
    );
    assert!(error.contains("more than the 1000\" `limits.fixed` allows"), "{error}");
    let wide = "[rules.data.classes.huge]\nmove = \"6+Dx18446744073709551615\"\n";
    let error = game(&scenario("huge", wide)).unwrap_err();
    assert!(
        error.contains("a multiplier of ×18446744073709551615 is more than the ×100"),
        "{error}"
    );
    // One past u64::MAX is no number at all.
    let past = "[rules.data.classes.huge]\nmove = \"18446744073709551616+D\"\n";
    let error = game(&scenario("huge", past)).unwrap_err();
    assert!(error.contains("is no move"), "{error}");
}

#[test]
fn a_speed_class_at_the_limits_moves_exactly_as_far_as_the_dice_say() {
    let limits = DiceData::builtin().unwrap().limits;
    assert_eq!((limits.fixed, limits.multiplier, limits.die, limits.chain), (1000, 100, 100, 9));
    let data = "die = 100\n[rules.data.chains]\nsizes = [1, 9]\nfire_penalty = [0, 8]\n\
                [rules.data.classes.far]\nmove = \"1000+Dx100\"\n";
    let game = game(&scenario("far", data)).unwrap();
    // 9 × 1000" + 100 × (9 dice of 100) = 99,000" at most; 9,900" at least.
    let (distribution, _) = game.distance(&order(9)).unwrap().unwrap();
    assert_eq!((distribution.min(), distribution.max()), (9_900, 99_000));
    assert_eq!(distribution.total, 10u64.pow(18));
    let all: u64 = distribution.ways.iter().sum();
    assert_eq!(all, distribution.total, "the counts add up to every outcome");
    assert_eq!(distribution.chance_at_least(9_900), Fraction::new(1, 1));
    assert_eq!(distribution.chance_of(99_000), Fraction::new(1, 10u64.pow(18)));
    let moved = game.execute(&order(9), &mut ScriptedDice::new([100; 9]), None).unwrap();
    assert_eq!(moved.distance, Length::inches(99_000));
    // The 40" route is reached, forwards.
    assert!(moved.units[0].reached);
    assert_eq!(moved.units[0].end, Point::at(4.0, 44.0, Unit::Inch));
    // Just past each limit: refused with the limit's name.
    for (class, limit) in [("1001+D", "`limits.fixed`"), ("6+Dx101", "`limits.multiplier`")] {
        let data = format!("[rules.data.classes.far]\nmove = \"{class}\"\n");
        let error = game_error(&scenario("far", &data));
        assert!(error.contains("rules.data.classes.far.move") && error.contains(limit), "{error}");
    }
}

fn game_error(text: &str) -> String {
    game(text).err().unwrap_or_default()
}

#[test]
fn a_chain_at_the_limit_has_exact_odds_and_one_past_it_is_refused() {
    let nine = "die = 100\n[rules.data.chains]\nsizes = [9]\nfire_penalty = [8]\n";
    assert!(game(&scenario("average", nine)).is_ok());
    let ten = "die = 100\n[rules.data.chains]\nsizes = [10]\nfire_penalty = [9]\n";
    let error = game_error(&scenario("average", ten));
    assert!(
        error.contains(
            "rules.data.chains.sizes: a chain of 10 dice is more than the 9 `limits.chain`"
        ),
        "{error}"
    );
    // Ten dice of 100 sides have 10^20 outcomes, past 64 bits: the odds used to count them in
    // a saturated total, and no chance added up. Now there is no such distribution.
    assert!(Distribution::try_dice(0, 10, 100, 1).is_none());
    let nine = Distribution::try_dice(0, 9, 100, 1).unwrap();
    assert_eq!(nine.ways.iter().sum::<u64>(), nine.total);
}

#[test]
fn a_scenario_may_lower_a_limit_but_not_raise_it() {
    let raised = "die = 1000000000\n[rules.data.limits]\ndie = 1000000000\n";
    let error = game_error(&scenario("average", raised));
    assert!(
        error.starts_with("t.toml:13:1: rules.data.limits.die: 1000000000 is more than the 100"),
        "{error}"
    );
    assert!(error.contains("may lower a limit, not raise it"), "{error}");
    for key in ["chain = 10", "fixed = 1001", "multiplier = 101"] {
        let error = game_error(&scenario("average", &format!("[rules.data.limits]\n{key}\n")));
        let name = key.split(' ').next().unwrap_or_default();
        assert!(error.contains(&format!("rules.data.limits.{name}: ")), "{key}: {error}");
    }
    let lowered = "[rules.data.limits]\ndie = 6\nfixed = 6\n";
    assert!(game(&scenario("average", lowered)).is_ok());
    let below = "die = 8\n[rules.data.limits]\ndie = 6\n";
    assert!(game_error(&scenario("average", below)).contains("rules.data.die: a die of 8 sides"));
}

#[test]
fn limits_built_in_code_must_keep_the_odds_and_distances_exact() {
    let data = DiceData::builtin().unwrap();
    // A D1 on single moves at 6+Dx2: within any limits tried here but the limits' own.
    let with = |limits: Limits| {
        let chains = Chains { sizes: vec![1], fire_penalty: vec![0] };
        DiceGame::from_parts(
            table(),
            Vec::new(),
            DiceData { limits, die: 1, chains, ..data.clone() },
        )
    };
    // At the edge of 64 bits: 16 dice of 16 sides are exactly 2^64 outcomes, one too many; 15
    // dice fit.
    let limits = Limits { die: 16, chain: 15, fixed: 6, multiplier: 2 };
    assert!(with(limits).is_ok());
    let past = with(Limits { chain: 16, ..limits }).unwrap_err().to_string();
    assert!(
        past.starts_with("data.limits: a chain of 16 dice of 16 sides has more outcomes"),
        "{past}"
    );
    // The longest move must fit a Length (about 3.6 × 10^14 inches).
    let most = (i64::MAX / Unit::Inch.micrometres()) as u64;
    let limits = Limits { die: 1, chain: 1, fixed: most - 2, multiplier: 2 };
    assert!(with(limits).is_ok());
    let past = with(Limits { fixed: most - 1, ..limits }).unwrap_err().to_string();
    assert!(past.contains("the longest move these limits allow is more than"), "{past}");
    // A distribution of more than 2^20 values is refused: no memory without bound.
    let limits = Limits { die: 1 << 20, chain: 1, fixed: 6, multiplier: 2 };
    assert!(with(limits).is_ok());
    let past = with(Limits { die: (1 << 20) + 1, ..limits }).unwrap_err().to_string();
    assert!(past.contains("1048577 distances, more than the 1048576"), "{past}");
}

#[test]
fn the_exact_odds_are_exact_for_every_die_and_chain_within_the_limits() {
    // Every count is the number of ways to roll the sum, for any die and chain the limits
    // allow; the sliding window never loses or overflows a count.
    for sides in [1, 2, 6, 7, 100] {
        for dice in 0..=9u32 {
            let d = Distribution::try_dice(3, dice, sides, 2).unwrap();
            assert_eq!(d.total, sides.pow(dice));
            assert_eq!(d.ways.iter().sum::<u64>(), d.total, "{dice}D{sides}");
            assert_eq!(d.min(), 3 + 2 * u64::from(dice));
            assert_eq!(d.max(), 3 + 2 * u64::from(dice) * sides, "{dice}D{sides}");
            assert_eq!(d.chance_at_least(d.min()), Fraction::new(1, 1));
            assert_eq!(d.chance_at_least(d.max() + 1), Fraction::new(0, 1));
        }
    }
    // A one-sided die rolled four billion times is one value, worked out at once.
    let ones = Distribution::try_dice(0, u32::MAX, 1, 1).unwrap();
    assert_eq!((ones.min(), ones.max(), ones.total), (u64::from(u32::MAX), u64::from(u32::MAX), 1));
    // No sides, or a value past u64::MAX: no distribution (the rules data never reach them).
    assert!(Distribution::try_dice(0, 1, 0, 1).is_none());
    assert!(Distribution::try_dice(u64::MAX - 5, 1, 6, 1).is_none());
    assert!(Distribution::try_dice(u64::MAX - 6, 1, 6, 1).is_some());
}

#[test]
fn a_group_spacing_past_any_length_keeps_every_group_together_without_overflow() {
    let mut data = DiceData::builtin().unwrap();
    data.group = GroupRule { spacing: u64::MAX, pairwise: true };
    let unit = |id: &str, x| TableUnit::new(id, "x", "average", [x, 4.0]).in_group("g");
    let game = DiceGame::from_parts(table(), vec![unit("a", 4.0), unit("b", 44.0)], data).unwrap();
    let order = MoveOrder {
        units: vec!["a".into(), "b".into()],
        chain: 1,
        route: vec![Point::at(24.0, 40.0, Unit::Inch)],
        keep_facing: false,
    };
    let moved = game.execute(&order, &mut ScriptedDice::new([1]), None).unwrap();
    assert_eq!(moved.refusal, None, "{:?}", moved.refusal);
    assert_eq!(Length::inches(i64::MAX), Length::MAX);
    assert_eq!(Length::inches(i64::MIN), Length::from_micrometres(i64::MIN));
}

/// A table whose every leg is as long as a length can be.
struct Endless;

impl Map for Endless {
    type Place = Point;
    type Leg = Measure;
    fn leg(&self, _: Point, _: Point) -> Option<Measure> {
        let span = Span { kind: OPEN.into(), length: Length::MAX };
        Some(Measure { length: Length::MAX, spans: vec![span], crossings: Vec::new() })
    }
}

impl TableMap for Endless {}

#[test]
fn a_route_as_long_as_a_length_can_be_is_never_reached_and_nothing_overflows() {
    let units = vec![TableUnit::new("a", "x", "fast", [0.0, 0.0])];
    let game = DiceGame::from_parts(Endless, units, DiceData::builtin().unwrap()).unwrap();
    let order = MoveOrder {
        units: vec!["a".into()],
        chain: 3,
        route: vec![Point::at(1.0, 1.0, Unit::Inch)],
        keep_facing: false,
    };
    assert_eq!(game.chance_to_arrive(&order).unwrap(), Ok(Fraction::new(0, 1)));
    let moved = game.execute(&order, &mut ScriptedDice::new([6, 6, 6]), None).unwrap();
    assert_eq!(moved.distance, Length::inches(54));
    assert!(!moved.units[0].reached);
}

#[test]
fn numbers_from_users_become_lengths_only_when_they_are_lengths() {
    assert_eq!(Length::try_from_f64(1e300, Unit::Inch), None);
    assert_eq!(Length::try_from_f64(f64::INFINITY, Unit::Cm), None);
    assert_eq!(Length::try_from_f64(-1e300, Unit::Cm), None);
    assert_eq!(Length::try_from_f64(f64::NAN, Unit::Cm), None);
    assert_eq!(Length::try_from_f64(-2.5, Unit::Cm), Some(Length::from_micrometres(-25_000)));
    // 2^63 µm is one past the longest length.
    assert_eq!(Length::try_from_f64(9_223_372_036_854_775_808.0 / 25_400.0, Unit::Inch), None);
    assert!(Length::try_from_f64(3.6e14, Unit::Inch).is_some());
}

#[test]
fn speed_classes_read_every_form_and_refuse_what_is_no_move() {
    assert_eq!(SpeedClass::parse("6 + 1d x 2"), Ok(SpeedClass { fixed: 6, multiplier: 2 }));
    assert_eq!(SpeedClass::parse("D×3"), Ok(SpeedClass { fixed: 0, multiplier: 3 }));
    for bad in ["", "+D", "6+", "6+2D", "6+Dx0", "-1+D", "6+Dx-1", "6+D+D", "6+Dx2x2", "1e3+D"] {
        assert!(SpeedClass::parse(bad).is_err(), "{bad:?}");
    }
}

#[test]
fn an_arc_of_more_than_half_a_circle_either_side_is_refused() {
    let at_most = "[rules.data.backwards]\nrear_arc = 180\nfront_arc = 0\n";
    assert!(game(&scenario("average", at_most)).is_ok());
    let past = "[rules.data.backwards]\nrear_arc = 181\nfront_arc = 45\n";
    let error = game_error(&scenario("average", past));
    assert!(
        error.starts_with("t.toml:12:1: rules.data.backwards.rear_arc: 181 degrees either side"),
        "{error}"
    );
    let wrapped = "[rules.data.backwards]\nrear_arc = 45\nfront_arc = 4294967295\n";
    assert!(game_error(&scenario("average", wrapped)).contains("rules.data.backwards.front_arc"));
}

/// A unit speed longer than any table there may be (the fuzz finding kept in
/// `fuzz/regressions/table_scenario/`) is refused at its unit, not measured as i64::MAX µm.
#[test]
fn a_speed_past_the_longest_table_side_is_refused() {
    let text = include_str!("../../../fuzz/regressions/table_scenario/speed-past-any-table.toml");
    let error = umpire_minis::load_table(text, "speed.toml").unwrap_err();
    let message = error.to_string();
    assert!(message.contains("units[0] (sherman)"), "{message}");
    assert!(message.contains("longer than the longest table side"), "{message}");
    let at_the_side = text.replace("1e300", "100000");
    assert!(
        umpire_minis::load_table(&at_the_side, "speed.toml").is_ok(),
        "a speed of one side loads"
    );
}
