//! Miniatures table scenarios (a `[table]` key) in the `umpire` command: `umpire measure` (one
//! unit's order carried out with seeded dice), `umpire odds` (the exact odds of every distance
//! and of arriving), and `umpire show` and `umpire render` on a table file. This module reads
//! the command line, loads the scenario and the dice-rolled rules and chooses the exit code;
//! [`report`] writes the answers.

mod report;
mod speed;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Args, ValueEnum};
use umpire::map::SeededDice;
use umpire::minis::{
    DiceOrderError, MoveOrder, Point, TableScenario, TableUnit, TableWhy, load_table,
};

/// The dice-rolled rules on a table scenario.
type DiceGame = umpire::minis::DiceGame<TableScenario>;
use umpire::render::table::TableOverlay;

use report::{MeasureReport, OddsReport};

use crate::cli_error::{CliError, Kind};

/// Exit code of a rules verdict of "illegal": the order is refused.
const ILLEGAL: u8 = 1;

/// The seed `umpire measure` rolls with when given none.
const DEFAULT_SEED: u64 = 1;

/// Whether the file at `path` is a table scenario: a TOML file with a `[table]` key (or, when it
/// does not parse, a line opening a `[table]` or `[[table.…]]` section). A file that cannot be
/// read is left to the hex loader, which reports it.
pub fn is_table_file(path: &Path) -> bool {
    crate::files_cli::read(path).is_ok_and(|text| is_table_text(&text))
}

/// Whether TOML `text` is a table scenario.
fn is_table_text(text: &str) -> bool {
    match toml::from_str::<toml::Table>(text) {
        Ok(document) => document.contains_key("table"),
        Err(_) => text.lines().map(str::trim_start).any(|line| {
            line.starts_with("[table]")
                || line.starts_with("[table.")
                || line.starts_with("[[table.")
        }),
    }
}

/// A movement order's size, as the command line names it: the dice chain.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, ValueEnum)]
pub enum OrderArg {
    /// One die: the Fixed Move and one Variable Move die.
    #[default]
    #[value(alias = "1")]
    Single,
    /// A chain of two dice.
    #[value(alias = "2")]
    Double,
    /// A chain of three dice.
    #[value(alias = "3")]
    Triple,
    /// A chain of four dice: refused unless the scenario's rules data accept it.
    #[value(alias = "4")]
    Quadruple,
}

impl OrderArg {
    /// The number of dice in the chain.
    pub fn chain(self) -> u32 {
        match self {
            OrderArg::Single => 1,
            OrderArg::Double => 2,
            OrderArg::Triple => 3,
            OrderArg::Quadruple => 4,
        }
    }

    /// The name: `single`, `double`…
    pub fn name(self) -> &'static str {
        match self {
            OrderArg::Single => "single",
            OrderArg::Double => "double",
            OrderArg::Triple => "triple",
            OrderArg::Quadruple => "quadruple",
        }
    }
}

/// A point on the table as the command line writes it, `x,y` in the table's unit (inches or
/// centimetres), from the bottom-left corner.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Coords {
    /// Across the table.
    pub x: f64,
    /// Up the table.
    pub y: f64,
}

/// Reads `x,y` (spaces allowed): clap reports a failure as bad input.
pub fn parse_coords(text: &str) -> Result<Coords, String> {
    let bad = || format!("expected x,y in the table's unit, e.g. 10,17 or 12.5,3 (not {text:?})");
    let (x, y) = text.split_once(',').ok_or_else(bad)?;
    let number = |s: &str| s.trim().parse::<f64>().ok().filter(|v| v.is_finite());
    match (number(x), number(y)) {
        (Some(x), Some(y)) => Ok(Coords { x, y }),
        _ => Err(bad()),
    }
}

/// The order both `umpire measure` and `umpire odds` work out.
#[derive(Debug, Args)]
pub struct OrderArgs {
    /// The table scenario file (TOML with a `[table]`).
    pub scenario: PathBuf,
    /// The unit ordered to move.
    #[arg(long, value_name = "ID")]
    pub unit: String,
    /// The destination, `x,y` in the table's unit.
    #[arg(long, value_name = "X,Y", value_parser = parse_coords, allow_hyphen_values = true)]
    pub to: Coords,
    /// A point to pass on the way, `x,y`; repeat for more, in order.
    #[arg(long, value_name = "X,Y", value_parser = parse_coords, allow_hyphen_values = true)]
    pub via: Vec<Coords>,
    /// The dice chain: single, double or triple (quadruple is refused by the rules as shipped).
    #[arg(long, value_enum, default_value_t = OrderArg::Single)]
    pub order: OrderArg,
    /// Print the answer as JSON instead.
    #[arg(long)]
    pub json: bool,
}

/// `umpire measure`.
#[derive(Debug, Args)]
pub struct MeasureArgs {
    /// The order.
    #[command(flatten)]
    pub order: OrderArgs,
    /// The seed of the dice (1 when left out): the same seed gives the same move.
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,
}

/// A table scenario read from `path`, with its errors located.
pub fn load(path: &Path) -> Result<TableScenario, CliError> {
    let file = path.display().to_string();
    let text = crate::files_cli::read(path)?;
    let mut scenario = load_table(&text, &file)?;
    let ruleset = ruleset(&scenario).unwrap_or("minis-dice").to_owned();
    crate::scenario_cli::amend(&mut scenario.rules, &ruleset, Some(path), &scenario.origin)?;
    Ok(scenario)
}

/// The ruleset a table scenario names.
fn ruleset(scenario: &TableScenario) -> Option<&str> {
    scenario.rules.as_ref().and_then(|r| r.get("ruleset")).and_then(|r| r.as_str())
}

/// The dice-rolled rules on `scenario`; another ruleset is refused as bad input.
fn dice_game(scenario: TableScenario) -> Result<DiceGame, CliError> {
    match ruleset(&scenario) {
        None | Some("minis-dice") => {
            let origin = scenario.origin.clone();
            let keys = scenario.keys.clone();
            DiceGame::new(scenario).map_err(|error| {
                in_table(CliError::located_text(Kind::Scenario, error, &origin), &keys)
            })
        }
        Some(other) => Err(crate::scenario_cli::wrong_ruleset(
            &scenario.origin,
            scenario.keys.nearest("rules.ruleset").as_ref(),
            format!(
                "{}: rules.ruleset is {other:?}; measure and odds know the dice-rolled rules \
                 (ruleset = \"minis-dice\")",
                scenario.origin
            ),
        )),
    }
}

/// Unit `id` of `scenario`, or the unknown-unit message with the nearest id (or the units).
fn find_unit<'a>(scenario: &'a TableScenario, id: &str) -> Result<&'a TableUnit, CliError> {
    if let Some(unit) = scenario.units.iter().find(|u| u.id == id) {
        return Ok(unit);
    }
    let ids = scenario.units.iter().map(|u| u.id.as_str());
    let near = umpire::scenario::nearest(id, ids.clone());
    let message = match &near {
        Some(near) => format!("no unit {id:?} on this table — did you mean {near:?}?"),
        None => {
            let ids: Vec<&str> = ids.collect();
            format!("no unit {id:?} on this table (units: {})", ids.join(", "))
        }
    };
    Err(CliError::order("--unit", format!("{}: {message}", scenario.origin))
        .with_file(&scenario.origin)
        .with_message(message)
        .with_suggestion(near))
}

/// `coords` as a point of `scenario`'s table, or why it is not on the table.
fn on_table(scenario: &TableScenario, coords: Coords, what: &str) -> Result<Point, CliError> {
    let table = &scenario.table;
    let point = Point::at(coords.x, coords.y, table.unit);
    if table.contains(point) {
        return Ok(point);
    }
    let (width, height) = (table.width.display(table.unit), table.height.display(table.unit));
    let (w, h) = (table.width.in_unit(table.unit), table.height.in_unit(table.unit));
    let flag = what.split_whitespace().next().unwrap_or(what);
    Err(CliError::order(
        flag,
        format!(
            "{what} {}, {} is off the {width} × {height} table (x from 0 to {w}, y from 0 to {h})",
            coords.x, coords.y
        ),
    ))
}

/// The game of `scenario` and the order, every input checked.
fn prepare(
    scenario: TableScenario,
    unit: &str,
    to: Option<Coords>,
    via: &[Coords],
    order: OrderArg,
) -> Result<(DiceGame, MoveOrder), CliError> {
    find_unit(&scenario, unit)?;
    let mut route = Vec::with_capacity(via.len() + 1);
    for (i, &point) in via.iter().enumerate() {
        route.push(on_table(&scenario, point, &format!("--via point {}", i + 1))?);
    }
    if let Some(to) = to {
        route.push(on_table(&scenario, to, "--to")?);
    }
    let game = dice_game(scenario)?;
    let order =
        MoveOrder { units: vec![unit.to_owned()], chain: order.chain(), route, keep_facing: false };
    Ok((game, order))
}

/// A speed-table unit's route for the order `o`: its position, the `--via` points, `--to`.
fn speed_route(scenario: &TableScenario, o: &OrderArgs) -> Result<Vec<Point>, CliError> {
    let unit = find_unit(scenario, &o.unit)?;
    let mut route = vec![scenario.position(unit)];
    for (i, &point) in o.via.iter().enumerate() {
        route.push(on_table(scenario, point, &format!("--via point {}", i + 1))?);
    }
    route.push(on_table(scenario, o.to, "--to")?);
    Ok(route)
}

/// The moving unit's route: its position, then the order's points.
fn full_route(game: &DiceGame, order: &MoveOrder) -> Result<Vec<Point>, CliError> {
    let scenario = game.scenario();
    let id = order
        .units
        .first()
        .ok_or_else(|| CliError::order("--unit", "an order names the unit that moves"))?;
    let start = scenario.position(find_unit(scenario, id)?);
    Ok(std::iter::once(start).chain(order.route.iter().copied()).collect())
}

/// JSON text, or the serialiser's message.
fn json_text(value: &impl serde::Serialize) -> Result<String, CliError> {
    Ok(serde_json::to_string_pretty(value)?)
}

/// `error` placed at its key (positions `keys`) when it names the key and not the line.
fn in_table(error: CliError, keys: &umpire::scenario::KeyPositions) -> CliError {
    match error.key.as_deref().and_then(|key| keys.nearest(key)) {
        Some(at) if error.line.is_none() => error.at(&at),
        _ => error,
    }
}

/// An order the dice-rolled rules cannot judge (an unknown unit, dice that run out): an unknown
/// unit is keyed `--unit`, with the nearest id.
fn rules_error(error: DiceOrderError) -> CliError {
    let text = error.to_string();
    match error {
        DiceOrderError::UnknownUnit { nearest, .. } => {
            CliError::order("--unit", text).with_suggestion(nearest)
        }
        _ => CliError::order("", text),
    }
}

/// `umpire measure`: exit 0 for a move made, 1 for an order the rules refuse.
pub fn measure(args: &MeasureArgs) -> Result<ExitCode, CliError> {
    let o = &args.order;
    let scenario = load(&o.scenario)?;
    if ruleset(&scenario) == Some("minis-speed") {
        let route = speed_route(&scenario, o)?;
        let seed = args.seed.unwrap_or(DEFAULT_SEED);
        return speed::measure(&scenario, &o.unit, &route, o.json, seed);
    }
    let (game, order) = prepare(scenario, &o.unit, Some(o.to), &o.via, o.order)?;
    let seed = args.seed.unwrap_or(DEFAULT_SEED);
    let route = full_route(&game, &order)?;
    let distance = game.distance(&order).map_err(rules_error)?;
    let moved = game.execute(&order, &mut SeededDice::new(seed), None).map_err(rules_error)?;
    let report = MeasureReport {
        scenario: game.scenario(),
        die: game.data().die,
        unit: &o.unit,
        order: o.order,
        route: &route,
        distribution: distance.map(|(d, _)| d),
        moved: &moved,
        seed,
        seed_given: args.seed.is_some(),
    };
    if o.json {
        crate::output::println(&json_text(&report.json())?)?;
    } else {
        crate::output::print(&report.text())?;
    }
    Ok(if moved.refusal.is_some() { ExitCode::from(ILLEGAL) } else { ExitCode::SUCCESS })
}

/// `umpire odds`: exit 0, or 1 for an order the rules refuse.
pub fn odds(args: &OrderArgs) -> Result<ExitCode, CliError> {
    let scenario = load(&args.scenario)?;
    let (game, order) = prepare(scenario, &args.unit, Some(args.to), &args.via, args.order)?;
    print_odds(&game, &order, args)
}

/// `umpire odds`' answer for `order` on `game`, as text or (`args.json`) JSON.
fn print_odds(game: &DiceGame, order: &MoveOrder, args: &OrderArgs) -> Result<ExitCode, CliError> {
    let route = full_route(game, order)?;
    let distance = game.distance(order).map_err(rules_error)?;
    let chance = game.chance_to_arrive(order).map_err(rules_error)?;
    let refused = distance.is_err();
    let report = OddsReport {
        scenario: game.scenario(),
        die: game.data().die,
        unit: &args.unit,
        order: args.order,
        route: &route,
        distance,
        chance: chance.ok(),
    };
    if args.json {
        crate::output::println(&json_text(&report.json())?)?;
    } else {
        crate::output::print(&report.text())?;
    }
    Ok(if refused { ExitCode::from(ILLEGAL) } else { ExitCode::SUCCESS })
}

/// `umpire why` on a table scenario: whether the order can bring the unit to `--to` this turn
/// and what keeps it from there — on the dice-rolled rules the refusal of the order (its
/// clause), or its chance to arrive, or, when even the longest roll falls short, the shortest
/// longer chain that could arrive; on the speed tables, its measured move with what stops it
/// short. `--json` prints the answer as `umpire odds --json` (dice) or `umpire measure --json`
/// (speed tables) print it. Exit code 0 in reach, 1 out of reach or refused.
pub fn why(args: &OrderArgs) -> Result<ExitCode, CliError> {
    let to = format!("{},{}", report::number(args.to.x), report::number(args.to.y));
    let scenario = load(&args.scenario)?;
    if ruleset(&scenario) == Some("minis-speed") {
        let route = speed_route(&scenario, args)?;
        if args.json {
            return speed::measure(&scenario, &args.unit, &route, true, DEFAULT_SEED);
        }
        return speed::why(&scenario, &args.unit, &route, &to, DEFAULT_SEED);
    }
    let (game, order) = prepare(scenario, &args.unit, Some(args.to), &args.via, args.order)?;
    if args.json {
        return print_odds(&game, &order, args);
    }
    let why = game.explain(&order).map_err(rules_error)?;
    let (unit, name) = (&args.unit, args.order.name());
    let mut out = String::new();
    let citations = match &why {
        TableWhy::Refused(refusal) => {
            out.push_str(&format!("{unit} cannot reach {to}: the {name} order is {refusal}\n"));
            &[][..]
        }
        TableWhy::InReach { chance, needed, moves: (shortest, longest), citations } => {
            out.push_str(&format!(
                "{unit} can reach {to} with a {name} order: chance {chance} (the route is \
                 {needed}\", its dice move {shortest}\" to {longest}\")\n"
            ));
            &citations[..]
        }
        TableWhy::OutOfReach { needed, longest, citations, longer_chain } => {
            out.push_str(&format!(
                "{unit} cannot reach {to} this turn with a {name} order: the route is {needed}\", \
                 the longest move its dice give is {longest}\"\n"
            ));
            match longer_chain {
                Some(longer) => out.push_str(&format!(
                    "  a chain of {} dice could arrive: chance {} ({})\n",
                    longer.chain, longer.chance, longer.clause
                )),
                None => out.push_str("  no dice chain the rules accept arrives this turn\n"),
            }
            &citations[..]
        }
        _ => &[][..],
    };
    for citation in citations {
        out.push_str(&format!("  {citation}\n"));
    }
    crate::output::print(&out)?;
    Ok(if why.in_reach() { ExitCode::SUCCESS } else { ExitCode::from(ILLEGAL) })
}

/// What `umpire render` draws over a table: one unit's order.
#[derive(Debug, Clone, Default)]
pub struct RenderOrder {
    /// The unit (nothing is drawn over the table without one).
    pub unit: Option<String>,
    /// Its destination.
    pub to: Option<Coords>,
    /// Points it passes.
    pub via: Vec<Coords>,
    /// The dice chain.
    pub order: Option<OrderArg>,
}

/// `umpire render` of the table scenario at `path`: the SVG text.
pub fn render_svg(path: &Path, wanted: &RenderOrder) -> Result<String, CliError> {
    let Some(unit) = wanted.unit.as_deref() else {
        if wanted.to.is_some() || !wanted.via.is_empty() || wanted.order.is_some() {
            return Err(CliError::flag(
                "--unit",
                "--to, --via and --order draw a unit's order: add --unit <ID>",
            ));
        }
        return Ok(umpire::render::table::svg(&load(path)?, None));
    };
    let order_arg = wanted.order.unwrap_or_default();
    let (game, order) = prepare(load(path)?, unit, wanted.to, &wanted.via, order_arg)?;
    let route = full_route(&game, &order)?;
    let mut overlay = TableOverlay {
        title: format!("{unit}: {} move", order_arg.name()),
        route,
        ..TableOverlay::default()
    };
    match game.distance(&order).map_err(rules_error)? {
        Ok((distribution, _)) => {
            let inches =
                |v: u64| umpire::minis::Length::inches(i64::try_from(v).unwrap_or(i64::MAX));
            overlay.band = Some((inches(distribution.min()), inches(distribution.max())));
            if wanted.to.is_some() {
                overlay.chance = game.chance_to_arrive(&order).map_err(rules_error)?.ok();
            }
        }
        Err(refusal) => {
            crate::output::warn(&format!(
                "umpire: {unit}'s {} move is {refusal}",
                order_arg.name()
            ));
            overlay.note = Some(format!("{unit}'s {} move is {refusal}", order_arg.name()));
        }
    }
    Ok(umpire::render::table::svg(game.scenario(), Some(&overlay)))
}

/// `umpire show` of the table scenario at `path`.
pub fn show(path: &Path, json: bool) -> Result<ExitCode, CliError> {
    let scenario = load(path)?;
    if json {
        let view = umpire::json::ShowTable::new(&scenario);
        crate::output::println(&serde_json::to_string_pretty(&view)?)?;
    } else {
        crate::output::print(&report::scenario_text(&scenario))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The message for a hex-only command run on a table file.
pub fn not_for_tables(path: &Path, command: &str) -> CliError {
    let file = path.display().to_string();
    let message = format!(
        "a table scenario: `umpire {command}` is for hex scenarios; try `umpire measure` or \
         `umpire odds` (e.g. umpire odds {file} --unit <ID> --to 10,17)"
    );
    CliError::usage(format!("{file} is {message}")).with_file(file).with_message(message)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_parse_and_bad_ones_say_what_is_expected() {
        assert_eq!(parse_coords("10,17"), Ok(Coords { x: 10.0, y: 17.0 }));
        assert_eq!(parse_coords(" 12.5 , -3"), Ok(Coords { x: 12.5, y: -3.0 }));
        for bad in ["10", "10;17", "a,b", "1,NaN", ""] {
            assert!(parse_coords(bad).is_err_and(|e| e.contains("x,y")), "{bad}");
        }
    }

    #[test]
    fn a_table_file_is_told_by_its_table_key() {
        assert!(is_table_text("name = \"t\"\n[table]\nwidth = 4\n"));
        assert!(is_table_text("name = \"t\"\n[table]\nwidth = = 4\n"), "broken, but a table");
        assert!(!is_table_text("name = \"t\"\n[map]\nlayout = \"odd-q\"\n"));
    }
}
