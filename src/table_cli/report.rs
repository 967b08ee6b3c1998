//! The text and JSON of the table commands: a measured and executed order (`umpire measure`),
//! an order's exact odds (`umpire odds`), and a table scenario (`umpire show`).

use std::fmt::Write as _;

use umpire::json;
use umpire::map::{Refusal, pad_end};
use umpire::minis::{Distribution, Fraction, Length, Measure, Moved, Point, TableScenario, Unit};

use super::OrderArg;

/// A number of table units written briefly: `12`, `12.5`, `2.97`.
pub fn number(value: f64) -> String {
    let text = format!("{value:.2}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" { "0".to_owned() } else { text.to_owned() }
}

/// A point as `x, y` in the table's unit.
pub fn coords(point: Point, unit: Unit) -> String {
    let (x, y) = point.in_unit(unit);
    format!("{}, {}", number(x), number(y))
}

/// A point as `[x, y]` in the table's unit, for JSON.
fn coords_json(point: Point, unit: Unit) -> [f64; 2] {
    let (x, y) = point.in_unit(unit);
    [round(x), round(y)]
}

/// `value` to two decimals, for JSON.
fn round(value: f64) -> f64 {
    (value * 100.0).round() / 100.0
}

/// A length as a number of the table's unit, for JSON.
fn length_json(length: Length, unit: Unit) -> f64 {
    round(length.in_unit(unit))
}

/// The name of a table's unit, for JSON: `inch` or `cm`.
pub fn unit_name(unit: Unit) -> String {
    match serde_json::to_value(unit) {
        Ok(serde_json::Value::String(name)) => name,
        _ => String::new(),
    }
}

/// Citations for JSON.
fn citations_json(citations: &[umpire::map::Citation]) -> Vec<json::Citation> {
    citations.iter().map(json::Citation::from).collect()
}

/// `legal` or `illegal`, for JSON.
fn verdict_word(legal: bool) -> String {
    if legal { "legal" } else { "illegal" }.to_owned()
}

/// The total length over each kind of ground, in order of first appearance.
fn by_kind(measure: &Measure) -> Vec<(&str, Length)> {
    let mut kinds: Vec<&str> = Vec::new();
    for span in &measure.spans {
        if !kinds.contains(&span.kind.as_str()) {
            kinds.push(&span.kind);
        }
    }
    kinds.into_iter().map(|kind| (kind, measure.over(kind))).collect()
}

/// `open 5", woods 10"`.
fn lengths_text(lengths: &[(&str, Length)], unit: Unit) -> String {
    let parts: Vec<String> =
        lengths.iter().map(|(kind, length)| format!("{kind} {}", length.display(unit))).collect();
    parts.join(", ")
}

/// The route leg by leg (its stretches of ground and the features each crosses), then the
/// whole route's length by terrain kind and its crossings.
fn route_text(out: &mut String, scenario: &TableScenario, route: &[Point]) {
    let table = &scenario.table;
    let unit = table.unit;
    let whole = table.measure(route);
    let _ = writeln!(out, "route: {} long", whole.length.display(unit));
    for (i, pair) in route.windows(2).enumerate() {
        let leg = table.measure_leg(pair[0], pair[1]);
        let stretches: Vec<(&str, Length)> =
            leg.spans.iter().map(|s| (s.kind.as_str(), s.length)).collect();
        let crosses = if leg.crossings.is_empty() {
            String::new()
        } else {
            format!("; crosses {}", leg.crossings.join(", "))
        };
        let _ = writeln!(
            out,
            "  leg {}: {} → {}: {} ({}){crosses}",
            i + 1,
            coords(pair[0], unit),
            coords(pair[1], unit),
            leg.length.display(unit),
            lengths_text(&stretches, unit)
        );
    }
    let _ = writeln!(out, "by terrain: {}", lengths_text(&by_kind(&whole), unit));
    let crossings =
        if whole.crossings.is_empty() { "nothing".to_owned() } else { whole.crossings.join(", ") };
    let _ = writeln!(out, "crosses: {crossings}");
}

/// The route as JSON: its points, legs, lengths by kind and crossings.
fn route_json(scenario: &TableScenario, route: &[Point]) -> json::Route {
    let table = &scenario.table;
    let unit = table.unit;
    let whole = table.measure(route);
    let spans = |measure: &Measure| -> Vec<json::Span> {
        measure
            .spans
            .iter()
            .map(|s| json::Span { kind: s.kind.clone(), length: length_json(s.length, unit) })
            .collect()
    };
    let legs = route
        .windows(2)
        .map(|pair| {
            let leg = table.measure_leg(pair[0], pair[1]);
            json::Leg {
                from: coords_json(pair[0], unit),
                to: coords_json(pair[1], unit),
                length: length_json(leg.length, unit),
                spans: spans(&leg),
                crossings: leg.crossings.clone(),
            }
        })
        .collect();
    json::Route {
        points: route.iter().map(|&p| coords_json(p, unit)).collect(),
        length: length_json(whole.length, unit),
        legs,
        by_terrain: by_kind(&whole)
            .into_iter()
            .map(|(kind, length)| json::Span {
                kind: kind.to_owned(),
                length: length_json(length, unit),
            })
            .collect(),
        crossings: whole.crossings.clone(),
    }
}

/// The dice in `distribution` and the fixed part: `(fixed, dice)`.
fn dice_of(distribution: &Distribution, die: u64) -> (u64, u64) {
    let dice = (distribution.ways.len() as u64).saturating_sub(1) / die.saturating_sub(1).max(1);
    (distribution.offset.saturating_sub(distribution.step * dice), dice)
}

/// `7"–12" (6" + 1D6)`, `24"–54" (18" + 3D6×2)`.
fn distribution_text(distribution: &Distribution, die: u64) -> String {
    let (fixed, dice) = dice_of(distribution, die);
    let times =
        if distribution.step > 1 { format!("×{}", distribution.step) } else { String::new() };
    let fixed = if fixed > 0 { format!("{fixed}\" + ") } else { String::new() };
    format!("{}\"–{}\" ({fixed}{dice}D{die}{times})", distribution.min(), distribution.max())
}

/// The head line: the unit, where it stands and faces, and the order.
fn head(scenario: &TableScenario, id: &str, order: OrderArg, route: &[Point]) -> String {
    let unit = scenario.table.unit;
    let about = scenario
        .units
        .iter()
        .find(|u| u.id == id)
        .map(|u| {
            let label = u.label.as_deref().map(|l| format!("{l}, ")).unwrap_or_default();
            format!(
                "{id} ({label}{}, {}) at {} facing {}°",
                u.side,
                u.class,
                coords(scenario.position(u), unit),
                number(u.facing)
            )
        })
        .unwrap_or_else(|| id.to_owned());
    let points: Vec<String> = route.iter().map(|&p| coords(p, unit)).collect();
    let dice =
        if order.chain() == 1 { "1 die".to_owned() } else { format!("{} dice", order.chain()) };
    format!(
        "{}: {about}\norder: a {} move ({dice}) {}\n",
        scenario.name,
        order.name(),
        points.join(" → ")
    )
}

/// `umpire measure`'s answer: the route, the order's range, the dice, the move and its clauses.
pub struct MeasureReport<'a> {
    /// The scenario.
    pub scenario: &'a TableScenario,
    /// Sides of each die.
    pub die: u64,
    /// The unit that moves.
    pub unit: &'a str,
    /// The order.
    pub order: OrderArg,
    /// The route, the unit's position first.
    pub route: &'a [Point],
    /// The order's distance distribution, or its refusal.
    pub distribution: Result<Distribution, Refusal>,
    /// The move made.
    pub moved: &'a Moved,
    /// The dice's seed.
    pub seed: u64,
    /// Whether the seed was given (else the default).
    pub seed_given: bool,
}

impl MeasureReport<'_> {
    /// The seed, and whether it is the default.
    fn seed_text(&self) -> String {
        if self.seed_given {
            format!("seed {}", self.seed)
        } else {
            format!("seed {}, the default: --seed N rolls others", self.seed)
        }
    }

    /// `4 → 6" + 4 = 10"`, `3, 4, 5 → 18" + 2 × (3 + 4 + 5) = 42"`.
    fn rolls_text(&self, distribution: &Distribution) -> String {
        let (fixed, _) = dice_of(distribution, self.die);
        let rolls: Vec<String> = self.moved.rolls.iter().map(u32::to_string).collect();
        let sum =
            if rolls.len() == 1 { rolls.join("") } else { format!("({})", rolls.join(" + ")) };
        let times =
            if distribution.step > 1 { format!("{} × {sum}", distribution.step) } else { sum };
        let fixed = if fixed > 0 { format!("{fixed}\" + ") } else { String::new() };
        format!(
            "{} → {fixed}{times} = {}",
            rolls.join(", "),
            self.moved.distance.display(Unit::Inch)
        )
    }

    /// The answer as text.
    pub fn text(&self) -> String {
        let unit = self.scenario.table.unit;
        let mut out = head(self.scenario, self.unit, self.order, self.route);
        route_text(&mut out, self.scenario, self.route);
        // A refused order has no distance: its refusal is written last, once.
        if let Ok(distribution) = &self.distribution {
            let _ = writeln!(out, "distance: {}", distribution_text(distribution, self.die));
            if !self.moved.rolls.is_empty() {
                let rolls = self.rolls_text(distribution);
                let _ = writeln!(out, "dice ({}): {rolls}", self.seed_text());
            }
        }
        if let Some(moved) = self.moved.units.iter().find(|u| u.unit == self.unit) {
            let whole = self.scenario.table.measure(self.route).length;
            let end = coords(moved.end, unit);
            if moved.reached {
                let lost = self.moved.distance.minus(moved.travelled);
                let _ = writeln!(
                    out,
                    "{} reaches {end} after {}, facing {}° ({} of the roll lost)",
                    self.unit,
                    moved.travelled.display(unit),
                    number(moved.facing),
                    lost.display(unit)
                );
            } else {
                let _ = writeln!(
                    out,
                    "{} stops short at {end} after {}, facing {}° ({} short of the destination)",
                    self.unit,
                    moved.travelled.display(unit),
                    number(moved.facing),
                    whole.minus(moved.travelled).display(unit)
                );
            }
        }
        if !self.moved.citations.is_empty() {
            out.push_str("clauses:\n");
            for citation in &self.moved.citations {
                let _ = writeln!(out, "  {citation}");
            }
        }
        if let Some(refusal) = &self.moved.refusal {
            let _ = writeln!(out, "{refusal}");
        }
        out
    }

    /// The answer as JSON.
    pub fn json(&self) -> json::DiceMeasure {
        let unit = self.scenario.table.unit;
        let moved = self.moved.units.iter().find(|u| u.unit == self.unit).map(|m| json::Moved {
            end: coords_json(m.end, unit),
            reached: m.reached,
            travelled: length_json(m.travelled, unit),
            facing: round(m.facing),
        });
        let distance = self.distribution.as_ref().ok().map(|d| json::DiceRange {
            min: d.min(),
            max: d.max(),
            step: d.step,
            dice: distribution_text(d, self.die),
        });
        json::DiceMeasure {
            schema: <json::DiceMeasure as json::Output>::ID.to_owned(),
            ruleset: "minis-dice".to_owned(),
            scenario: self.scenario.name.clone(),
            length_unit: unit_name(unit),
            unit: self.unit.to_owned(),
            order: self.order.name().to_owned(),
            chain: self.order.chain(),
            route: route_json(self.scenario, self.route),
            distance,
            seed: self.seed,
            seed_given: self.seed_given,
            rolls: self.moved.rolls.clone(),
            rolled_inches: length_json(self.moved.distance, Unit::Inch),
            moved,
            citations: citations_json(&self.moved.citations),
            verdict: verdict_word(self.moved.refusal.is_none()),
            refusal: self.moved.refusal.as_ref().map(json::Refusal::from),
        }
    }
}

/// `umpire odds`' answer: every distance with its exact chance, and the chance to arrive.
pub struct OddsReport<'a> {
    /// The scenario.
    pub scenario: &'a TableScenario,
    /// Sides of each die.
    pub die: u64,
    /// The unit that moves.
    pub unit: &'a str,
    /// The order.
    pub order: OrderArg,
    /// The route, the unit's position first.
    pub route: &'a [Point],
    /// The order's distance distribution with the clauses that set it, or its refusal.
    pub distance: Result<(Distribution, Vec<umpire::map::Citation>), Refusal>,
    /// The exact chance to arrive.
    pub chance: Option<Fraction>,
}

impl OddsReport<'_> {
    /// The whole inches a move needs to cover the route (the rules move in whole inches).
    fn needed(&self) -> u64 {
        let length = self.scenario.table.measure(self.route).length.micrometres();
        let inch = Unit::Inch.micrometres();
        u64::try_from((length + inch - 1) / inch).unwrap_or(u64::MAX)
    }

    /// The answer as text.
    pub fn text(&self) -> String {
        let unit = self.scenario.table.unit;
        let mut out = head(self.scenario, self.unit, self.order, self.route);
        route_text(&mut out, self.scenario, self.route);
        let (distribution, citations) = match &self.distance {
            Ok(found) => found,
            Err(refusal) => {
                let _ = writeln!(out, "{refusal}");
                return out;
            }
        };
        let _ = writeln!(out, "distance: {}", distribution_text(distribution, self.die));
        let rows: Vec<(String, String, String)> = distribution
            .values()
            .map(|(value, chance)| {
                (
                    format!("{value}\""),
                    chance.to_string(),
                    distribution.chance_at_least(value).to_string(),
                )
            })
            .collect();
        let w0 = rows.iter().map(|r| r.0.chars().count()).max().unwrap_or(0).max(8);
        let w1 = rows.iter().map(|r| r.1.len()).max().unwrap_or(0).max(6);
        let (distance, chance) = (pad_end("distance", w0), pad_end("chance", w1));
        let _ = writeln!(out, "{distance}  {chance}  at least this far");
        for (value, chance, at_least) in &rows {
            let (value, chance) = (pad_end(value, w0), pad_end(chance, w1));
            let _ = writeln!(out, "{value}  {chance}  {at_least}");
        }
        if let Some(chance) = self.chance {
            let length = self.scenario.table.measure(self.route).length;
            let _ = writeln!(
                out,
                "chance to arrive: {chance} (a move of {}\" or more covers the {} route)",
                self.needed(),
                length.display(unit)
            );
        }
        out.push_str("clauses:\n");
        for citation in citations {
            let _ = writeln!(out, "  {citation}");
        }
        out
    }

    /// The answer as JSON.
    pub fn json(&self) -> json::Odds {
        let (distances, citations, refusal) = match &self.distance {
            Ok((distribution, citations)) => {
                let rows = distribution
                    .values()
                    .map(|(value, chance)| json::Chance {
                        distance: value,
                        chance: chance.to_string(),
                        at_least: distribution.chance_at_least(value).to_string(),
                    })
                    .collect();
                (rows, citations_json(citations), None)
            }
            Err(refusal) => (Vec::new(), Vec::new(), Some(json::Refusal::from(refusal))),
        };
        json::Odds {
            schema: <json::Odds as json::Output>::ID.to_owned(),
            ruleset: "minis-dice".to_owned(),
            scenario: self.scenario.name.clone(),
            length_unit: unit_name(self.scenario.table.unit),
            unit: self.unit.to_owned(),
            order: self.order.name().to_owned(),
            chain: self.order.chain(),
            route: route_json(self.scenario, self.route),
            needed_inches: self.needed(),
            distances,
            chance_to_arrive: self.chance.map(|c| c.to_string()),
            citations,
            verdict: verdict_word(refusal.is_none()),
            refusal,
        }
    }
}

/// A table scenario as text: the table, its areas and features, and its units.
pub fn scenario_text(scenario: &TableScenario) -> String {
    let table = &scenario.table;
    let unit = table.unit;
    let ruleset = scenario.rules.as_ref().and_then(|r| r.get("ruleset")).and_then(|r| r.as_str());
    let mut out = format!("{}\n", scenario.name);
    let _ = writeln!(
        out,
        "Table: {} × {}{}",
        table.width.display(unit),
        table.height.display(unit),
        ruleset.map(|r| format!(", ruleset {r}")).unwrap_or_default()
    );
    let points = |points: &[Point], join: &str| -> String {
        let points: Vec<String> =
            points.iter().map(|&p| format!("({})", coords(p, unit))).collect();
        points.join(join)
    };
    out.push_str("Areas:\n");
    for area in &table.areas {
        let _ = writeln!(out, "  {}: {}", area.kind, points(&area.ring, " "));
    }
    out.push_str("Features:\n");
    for feature in &table.features {
        let _ = writeln!(out, "  {}: {}", feature.kind, points(&feature.line, " → "));
    }
    out.push_str("Units:\n");
    for u in &scenario.units {
        let label = u.label.as_deref().map(|l| format!(" ({l})")).unwrap_or_default();
        let group = u.group.as_deref().map(|g| format!(", group {g}")).unwrap_or_default();
        let suppressed = if u.suppressed { ", suppressed" } else { "" };
        let _ = writeln!(
            out,
            "  {}{label}: {} {}, at {} facing {}°{group}{suppressed}",
            u.id,
            u.side,
            u.class,
            coords(scenario.position(u), unit),
            number(u.facing)
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_distribution_is_written_with_its_dice() {
        assert_eq!(distribution_text(&Distribution::dice(6, 1, 6, 1), 6), "7\"–12\" (6\" + 1D6)");
        assert_eq!(
            distribution_text(&Distribution::dice(18, 3, 6, 2), 6),
            "24\"–54\" (18\" + 3D6×2)"
        );
        assert_eq!(distribution_text(&Distribution::dice(0, 2, 6, 1), 6), "2\"–12\" (2D6)");
    }
}
