//! Dice expressions and the odds of what they roll. The bytes are `[sides, dice, expression…,
//! b'\n', rolls…]`: the expression is read as a speed class (`6+Dx2`), or refused; the exact
//! distribution of `dice` dice of `sides` sides at that class's rate exists only where it is
//! exact, and then its counts add up to every outcome and its values run from the smallest to
//! the largest; and, within the rules data's limits, the dice-rolled rules move a unit of that
//! class on that die as far as the scripted rolls say — never backwards, never past the largest
//! distance the odds give.

#![no_main]

use libfuzzer_sys::fuzz_target;
use umpire::map::ScriptedDice;
use umpire::minis::{
    Chains, DiceData, DiceGame, Distribution, Fraction, Length, MoveOrder, Point, SpeedClass,
    Table, TableUnit, Unit,
};

fn table() -> Table {
    Table {
        unit: Unit::Inch,
        width: Length::inches(480),
        height: Length::inches(480),
        areas: Vec::new(),
        features: Vec::new(),
    }
}

/// The invariants of an exact distribution.
fn exact(d: &Distribution) {
    let sum = d.ways.iter().try_fold(0u64, |s, w| s.checked_add(*w));
    assert_eq!(sum, Some(d.total), "the counts add up to every outcome: {d:?}");
    assert!(d.min() <= d.max());
    assert_eq!(d.chance_at_least(d.min()), Fraction::new(1, 1));
    if let Some(past) = d.max().checked_add(1) {
        assert_eq!(d.chance_at_least(past), Fraction::new(0, 1));
    }
    let values: Vec<u64> = d.values().map(|(v, _)| v).collect();
    assert!(values.windows(2).all(|w| w[0] < w[1]), "values rise: {values:?}");
}

fuzz_target!(|data: &[u8]| {
    let [sides, dice, rest @ ..] = data else { return };
    let (expression, rolls) = match rest.iter().position(|b| *b == b'\n') {
        Some(at) => (&rest[..at], &rest[at + 1..]),
        None => (rest, &[][..]),
    };
    let Ok(class) = SpeedClass::parse(&String::from_utf8_lossy(expression)) else { return };
    let (sides, dice) = (u64::from(*sides), u32::from(*dice % 16));
    if let Some(d) = Distribution::try_dice(class.fixed, dice, sides, class.multiplier) {
        exact(&d);
        if dice > 0 {
            let total = u128::from(sides).pow(dice);
            assert_eq!(u128::from(d.total), total, "{dice}D{sides}");
        }
    }
    // The rules on a unit of this class, a die of `sides` and a chain of `dice`.
    let Ok(builtin) = DiceData::builtin() else { return };
    let mut rules = builtin.clone();
    rules.die = sides;
    rules.classes.insert("fuzzed".to_owned(), class);
    rules.chains = Chains { sizes: vec![dice.max(1)], fire_penalty: vec![0] };
    let unit = TableUnit::new("u", "x", "fuzzed", [240.0, 240.0]);
    let Ok(game) = DiceGame::from_parts(table(), vec![unit], rules) else {
        // Refused: beyond the limits, or a die of no sides.
        let within = sides >= 1
            && sides <= builtin.limits.die
            && dice.max(1) <= builtin.limits.chain
            && class.fixed <= builtin.limits.fixed
            && class.multiplier <= builtin.limits.multiplier;
        assert!(!within, "refused within the limits: {class:?} {dice}D{sides}");
        return;
    };
    let route = vec![Point::at(240.0, 0.0, Unit::Inch)];
    let order =
        MoveOrder { units: vec!["u".into()], chain: dice.max(1), route, keep_facing: false };
    let (chance, distribution, _) = game.arrival(&order).expect("a unit").expect("not refused");
    exact(&distribution);
    assert!(chance.numerator <= chance.denominator);
    let scripted = rolls.iter().map(|r| u32::from(*r));
    if let Ok(moved) = game.execute(&order, &mut ScriptedDice::new(scripted), None) {
        let inches = u64::try_from(moved.distance.micrometres() / 25_400).unwrap_or_default();
        assert!(moved.distance >= Length::ZERO, "a move backwards: {moved:?}");
        assert!(
            (distribution.min()..=distribution.max()).contains(&inches),
            "rolled {inches}\" outside {}..={}",
            distribution.min(),
            distribution.max()
        );
    }
});
