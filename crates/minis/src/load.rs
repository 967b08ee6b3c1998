//! Table scenarios in TOML: the table (unit, size, terrain areas, linear features), the units on
//! it and the ruleset's rules data overrides, read with errors that give the file, line, column
//! and key.

use serde::Deserialize;
use umpire_map::Map;

use crate::geometry::{Point, Polygon};
use crate::length::{Length, Unit};
use crate::measure::Measure;
use crate::table::{Area, Feature, Table};
use crate::table_map::TableMap;
use crate::unit::{MAX_FACING_DEGREES, TableUnit};

mod write;

/// A problem in a table scenario.
#[cfg_attr(docsrs, doc(cfg(feature = "scenario")))]
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}{}{message}{}", self.place(), if key.is_empty() { String::new() } else { format!("{key}: ") }, did_you_mean(.suggestion))]
pub struct TableError {
    /// The file.
    pub origin: String,
    /// The line (0: the whole file).
    pub line: usize,
    /// The column.
    pub column: usize,
    /// The key path.
    pub key: String,
    /// What is wrong and what is expected.
    pub message: String,
    /// The nearest known name.
    pub suggestion: Option<String>,
}

impl TableError {
    /// `file:line:column: `, or `file: ` when the line is not known.
    fn place(&self) -> String {
        if self.line == 0 {
            format!("{}: ", self.origin)
        } else {
            format!("{}:{}:{}: ", self.origin, self.line, self.column)
        }
    }
}

fn did_you_mean(suggestion: &Option<String>) -> String {
    suggestion.as_ref().map(|s| format!(" — did you mean {s:?}?")).unwrap_or_default()
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawScenario {
    name: String,
    #[serde(default = "first_turn")]
    turn: u32,
    table: RawTable,
    #[serde(default)]
    units: Vec<TableUnit>,
    #[serde(default)]
    rules: Option<toml::Table>,
}

/// A scenario that names no turn is set in the first.
fn first_turn() -> u32 {
    1
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTable {
    #[serde(default)]
    unit: Unit,
    width: f64,
    height: f64,
    #[serde(default)]
    areas: Vec<RawShape>,
    #[serde(default)]
    features: Vec<RawShape>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawShape {
    kind: String,
    points: Vec<[f64; 2]>,
}

/// A loaded table scenario.
#[cfg_attr(docsrs, doc(cfg(feature = "scenario")))]
#[derive(Debug, Clone, PartialEq)]
pub struct TableScenario {
    /// Its name.
    pub name: String,
    /// The turn it is set in, from 1 (`turn = 2`; 1 when the file names none): a saved game
    /// goes on in the turn it was saved in.
    pub turn: u32,
    /// The file it came from.
    pub origin: String,
    /// The table.
    pub table: Table,
    /// The units.
    pub units: Vec<TableUnit>,
    /// The `[rules]` table.
    pub rules: Option<toml::Table>,
    /// Where each key was written, for messages about values the rules refuse later.
    pub keys: umpire_scenario::KeyPositions,
}

impl TableScenario {
    /// Where unit `u` stands.
    pub fn position(&self, u: &TableUnit) -> Point {
        u.position(self.table.unit)
    }

    /// Unit `u`'s facing as its file states it (`facing = 90`), or `None` when the file gives
    /// it none: a unit read without one faces north for the rules that need a facing, but
    /// only a stated facing makes a turn onto the first leg of a speed-table route.
    pub fn stated_facing(&self, u: &TableUnit) -> Option<f64> {
        let i = self.units.iter().position(|v| v.id == u.id)?;
        self.keys.get(&format!("units[{i}].facing")).map(|_| u.facing)
    }
}

/// A scenario's table is its map: the rules on a scenario (`DiceGame::new`) measure on it.
impl Map for TableScenario {
    type Place = Point;
    type Leg = Measure;

    fn leg(&self, from: Point, to: Point) -> Option<Measure> {
        self.table.leg(from, to)
    }
}

/// The scenario's table's answers.
impl TableMap for TableScenario {
    fn unit(&self) -> Unit {
        self.table.unit
    }

    fn contains(&self, p: Point) -> bool {
        self.table.contains(p)
    }

    fn measure(&self, route: &[Point]) -> Measure {
        self.table.measure(route)
    }

    fn along(&self, route: &[Point], distance: Length) -> (Point, bool) {
        self.table.along(route, distance)
    }

    fn on_area_edge(&self, p: Point) -> bool {
        self.table.on_area_edge(p)
    }
}

/// The longest side a table may have: our choice (1 km), so that every length on it is exact
/// in micrometres and no route's arithmetic can overflow.
#[cfg_attr(docsrs, doc(cfg(feature = "scenario")))]
pub const MAX_SIDE: Length = Length::from_micrometres(1_000_000_000);

/// The most corners one terrain area may have: our choice (2,000), not the rules'. Checking that
/// an outline does not cross itself compares every two of its edges, and every leg that meets
/// an area reads its whole outline again, so the work grows with the square of this number.
/// More is refused at the area's `points`.
#[cfg_attr(docsrs, doc(cfg(feature = "scenario")))]
pub const MAX_AREA_POINTS: usize = 2_000;

/// The most points a table's areas and linear features may have together: our choice
/// (20,000, some twenty times the most detailed hand-drawn table), not the rules'. Every leg
/// measured reads them all, and reading the file keeps where each was written. More is
/// refused at the `points` of the area or feature that passes it.
#[cfg_attr(docsrs, doc(cfg(feature = "scenario")))]
pub const MAX_TABLE_POINTS: usize = 20_000;

/// Twice the ground `ring` encloses, in square micrometres (the shoelace sum, exact in `i128`):
/// zero when every corner lies on one line, or all are one point.
fn twice_enclosed(ring: &[Point]) -> i128 {
    let n = ring.len();
    (0..n)
        .map(|i| {
            let (a, b) = (ring[i], ring[(i + 1) % n]);
            i128::from(a.x) * i128::from(b.y) - i128::from(b.x) * i128::from(a.y)
        })
        .sum::<i128>()
        .abs()
}

/// Reads a table scenario from TOML `text`, named `origin` in errors.
///
/// # Errors
/// [`TableError`]: TOML syntax, an unknown key or a wrong type (with the TOML reader's line and
/// column, or the line and column of the key at fault), a polygon with fewer than three corners
/// crossing itself or enclosing no ground (its corners on one line), a point off the table or no number at all (`nan`, `inf`), a table side
/// that is no number or longer than [`MAX_SIDE`], a facing that is no number or past
/// [`MAX_FACING_DEGREES`] either way, two units with one
/// id.
#[cfg_attr(docsrs, doc(cfg(feature = "scenario")))]
pub fn load_table(text: &str, origin: &str) -> Result<TableScenario, TableError> {
    // Where a key was written, for the checks below that find a bad value after reading: only
    // the key at fault is looked for, so a file far past the limits is refused quickly. Every
    // key's position is kept for the scenario once the file is within them.
    let error_at = |span: Option<std::ops::Range<usize>>, key: &str, message: String| {
        let (line, column) = match span {
            Some(span) => umpire_scenario::line_column(text, span.start),
            None => umpire_scenario::KeyPositions::nearest_in_text(text, origin, &key_path(key))
                .map_or((0, 0), |p| (p.line, p.column)),
        };
        TableError {
            origin: origin.to_owned(),
            line,
            column,
            key: key.to_owned(),
            message,
            suggestion: None,
        }
    };
    let raw: RawScenario = toml::from_str(text).map_err(|e| {
        let mut error = error_at(e.span(), "", e.message().to_owned());
        // `unknown field `knd`, expected `kind` or `points``: suggest the nearest.
        let mut quoted = e.message().split('`').skip(1).step_by(2);
        if e.message().starts_with("unknown")
            && let Some(word) = quoted.next()
        {
            error.suggestion = umpire_map::nearest(word, quoted);
        }
        error
    })?;
    let keys = umpire_scenario::KeyPositions::of_text_checked(text, origin)
        .map_err(|long| error_at(Some(long.offset..long.offset), &long.key, long.to_string()))?;
    let unit = raw.table.unit;
    // No move goes further than the longest table there may be (our bound, not the text's).
    let longest_speed = MAX_SIDE.in_unit(unit);
    for (key, side) in [("table.width", raw.table.width), ("table.height", raw.table.height)] {
        if !side.is_finite() || side > MAX_SIDE.in_unit(unit) {
            // 1e300 reads as 1e300, not as three hundred digits.
            let shown = if side.abs() >= 1e9 { format!("{side:e}") } else { side.to_string() };
            let most = MAX_SIDE.display(unit);
            return Err(error_at(
                None,
                key,
                format!("{shown} is no table side: a table measures at most {most} a side (1 km)"),
            ));
        }
    }
    let width = Length::from_f64(raw.table.width, unit);
    let height = Length::from_f64(raw.table.height, unit);
    if width <= Length::ZERO || height <= Length::ZERO {
        return Err(error_at(
            None,
            "table",
            "the table needs a positive width and height".to_owned(),
        ));
    }
    let mut table = Table { unit, width, height, areas: Vec::new(), features: Vec::new() };
    let on_table = |p: [f64; 2], key: &str| -> Result<Point, TableError> {
        if !p[0].is_finite() || !p[1].is_finite() {
            let message = format!("({}, {}) is no point: write two numbers", p[0], p[1]);
            return Err(error_at(None, key, message));
        }
        let point = Point::at(p[0], p[1], unit);
        let inside = (0..=width.micrometres()).contains(&point.x)
            && (0..=height.micrometres()).contains(&point.y);
        if inside {
            Ok(point)
        } else {
            Err(error_at(
                None,
                key,
                format!(
                    "({}, {}) is off the {}×{} table",
                    p[0], p[1], raw.table.width, raw.table.height
                ),
            ))
        }
    };
    let mut points = 0;
    let shapes = raw.table.areas.iter().map(|a| ("areas", a));
    for (i, (list, shape)) in
        shapes.enumerate().chain(raw.table.features.iter().map(|f| ("features", f)).enumerate())
    {
        let key = format!("table.{list}[{i}].points");
        let count = shape.points.len();
        if list == "areas" && count > MAX_AREA_POINTS {
            return Err(error_at(
                None,
                &key,
                format!(
                    "the {} area has {count} corners: an area has at most {MAX_AREA_POINTS} \
                     (umpire_minis::MAX_AREA_POINTS, our choice)",
                    shape.kind
                ),
            ));
        }
        points += count;
        if points > MAX_TABLE_POINTS {
            return Err(error_at(
                None,
                &key,
                format!(
                    "the table's areas and features have {points} points up to here: a table \
                     has at most {MAX_TABLE_POINTS} (umpire_minis::MAX_TABLE_POINTS, our choice)"
                ),
            ));
        }
    }
    for (i, area) in raw.table.areas.iter().enumerate() {
        let key = format!("table.areas[{i}]");
        let ring = area.points.iter().map(|p| on_table(*p, &key)).collect::<Result<Vec<_>, _>>()?;
        if ring.len() < 3 {
            return Err(error_at(None, &key, "an area needs at least three corners".to_owned()));
        }
        if Polygon(&ring).self_intersects() {
            return Err(error_at(
                None,
                &key,
                format!("the {} area's outline crosses itself", area.kind),
            ));
        }
        if twice_enclosed(&ring) == 0 {
            return Err(error_at(
                None,
                &key,
                format!(
                    "the {} area encloses no ground: its {} corners lie on one line or on one \
                     point",
                    area.kind,
                    ring.len()
                ),
            ));
        }
        table.areas.push(Area { kind: area.kind.clone(), ring });
    }
    for (i, feature) in raw.table.features.iter().enumerate() {
        let key = format!("table.features[{i}]");
        let line =
            feature.points.iter().map(|p| on_table(*p, &key)).collect::<Result<Vec<_>, _>>()?;
        if line.len() < 2 {
            return Err(error_at(
                None,
                &key,
                "a linear feature needs at least two points".to_owned(),
            ));
        }
        table.features.push(Feature { kind: feature.kind.clone(), line });
    }
    let mut ids = std::collections::HashMap::with_capacity(raw.units.len());
    for (i, unit) in raw.units.iter().enumerate() {
        if let Some(first) = ids.insert(unit.id.as_str(), i) {
            return Err(error_at(
                None,
                &format!("units[{i}].id"),
                format!("the id {:?} is already used by units[{first}]: ids must differ", unit.id),
            ));
        }
        on_table(unit.at, &format!("units[{i}] ({}).at", unit.id))?;
        if !unit.facing.is_finite() || unit.facing.abs() > MAX_FACING_DEGREES {
            // 1e300 reads as 1e300, not as three hundred digits.
            let shown = if unit.facing.abs() >= 1e9 {
                format!("{:e}", unit.facing)
            } else {
                unit.facing.to_string()
            };
            return Err(error_at(
                None,
                &format!("units[{i}] ({}).facing", unit.id),
                format!(
                    "{shown} is no facing: write degrees clockwise from north, from \
                     -{MAX_FACING_DEGREES} to {MAX_FACING_DEGREES} (umpire_minis::MAX_FACING_DEGREES)"
                ),
            ));
        }
        let speeds = unit.road.iter().chain(&unit.cross_country);
        if let Some(bad) = speeds.into_iter().find(|s| **s < 0.0 || !s.is_finite()) {
            return Err(error_at(
                None,
                &format!("units[{i}] ({})", unit.id),
                format!("a speed of {bad} is no speed: speeds are 0 or more"),
            ));
        }
        let speeds = unit.road.iter().chain(&unit.cross_country);
        if let Some(bad) = speeds.into_iter().find(|s| **s > longest_speed) {
            return Err(error_at(
                None,
                &format!("units[{i}] ({})", unit.id),
                format!(
                    "a speed of {bad:e} is longer than the longest table side ({}, \
                     umpire_minis::MAX_SIDE): no move goes that far",
                    MAX_SIDE.display(raw.table.unit)
                ),
            ));
        }
    }
    Ok(TableScenario {
        name: raw.name,
        turn: raw.turn,
        origin: origin.to_owned(),
        table,
        units: raw.units,
        rules: raw.rules,
        keys,
    })
}

/// The key path of an error's key: `units[3] (scout).at` is `units[3].at`.
fn key_path(key: &str) -> String {
    let mut path = String::with_capacity(key.len());
    let mut rest = key;
    while let Some(open) = rest.find(" (") {
        path.push_str(&rest[..open]);
        rest = rest[open..].find(')').map_or("", |close| &rest[open + close + 1..]);
    }
    path.push_str(rest);
    path
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    const TABLE: &str = "name = \"t\"\n[table]\nwidth = 10\nheight = 10\n";

    #[test]
    fn a_misspelt_ground_pressure_is_located_and_the_nearest_named() {
        let text = format!(
            "{TABLE}[[units]]\nid = \"a\"\nside = \"x\"\nclass = \"2wd\"\nat = [1, 1]\n\
             ground_pressure = \"lwo\"\n"
        );
        let error = load_table(&text, "t.toml").unwrap_err();
        assert_eq!((error.line, error.suggestion.as_deref()), (10, Some("low")), "{error}");
        let text = text.replace("lwo", "low");
        let scenario = load_table(&text, "t.toml").unwrap();
        let unit = &scenario.units[0];
        assert_eq!(unit.ground_pressure, crate::speed::vehicles::Pressure::Low);
        assert_eq!(scenario.stated_facing(unit), None, "no facing was written");
        let text = format!("{text}facing = 90\n");
        let scenario = load_table(&text, "t.toml").unwrap();
        assert_eq!(scenario.stated_facing(&scenario.units[0]), Some(90.0));
    }

    #[test]
    fn a_value_found_wrong_after_reading_is_located_at_its_key() {
        let text = format!(
            "{TABLE}[[units]]\nid = \"a\"\nside = \"x\"\nclass = \"average\"\nat = [20, 1]\n"
        );
        let error = load_table(&text, "t.toml").unwrap_err();
        assert_eq!((error.line, error.column), (9, 1), "{error}");
        assert!(error.to_string().starts_with("t.toml:9:1: units[0] (a).at:"), "{error}");
        let text = format!("{TABLE}[[table.areas]]\nkind = \"woods\"\npoints = [[1, 1], [2, 2]]\n");
        let error = load_table(&text, "t.toml").unwrap_err();
        assert_eq!(error.line, 5, "{error}");
    }

    #[test]
    fn numbers_that_are_no_numbers_or_too_large_are_refused_at_their_key() {
        let unit = |at: &str, facing: &str| {
            format!(
                "{TABLE}[[units]]\nid = \"a\"\nside = \"x\"\nclass = \"average\"\nat = {at}\nfacing = {facing}\n"
            )
        };
        let error = load_table(&unit("[nan, 1]", "0"), "t.toml").unwrap_err();
        assert!(error.to_string().contains("units[0] (a).at: (NaN, 1) is no point"), "{error}");
        let error = load_table(&unit("[1, 1]", "inf"), "t.toml").unwrap_err();
        assert!(error.to_string().contains("units[0] (a).facing: inf is no facing"), "{error}");
        let wide = "name = \"t\"\n[table]\nwidth = 1e300\nheight = 10\n";
        let error = load_table(wide, "t.toml").unwrap_err();
        assert!(error.to_string().contains("table.width: 1e300 is no table side"), "{error}");
        let at_most = format!(
            "name = \"t\"\n[table]\nwidth = {}\nheight = 10\n",
            MAX_SIDE.in_unit(Unit::Inch)
        );
        assert!(load_table(&at_most, "t.toml").is_ok());
    }

    #[test]
    fn a_facing_past_one_turn_is_refused_at_its_key() {
        let unit = |facing: &str| {
            format!(
                "{TABLE}[[units]]\nid = \"a\"\nside = \"x\"\nclass = \"average\"\nat = [1, 1]\nfacing = {facing}\n"
            )
        };
        let error = load_table(&unit("1e300"), "t.toml").unwrap_err();
        assert_eq!((error.line, error.key.as_str()), (10, "units[0] (a).facing"), "{error}");
        assert!(error.to_string().contains("1e300 is no facing"), "{error}");
        assert!(load_table(&unit("360.5"), "t.toml").is_err());
        for fine in ["-360", "-90", "0", "270", "360"] {
            assert!(load_table(&unit(fine), "t.toml").is_ok(), "{fine}");
        }
    }

    #[test]
    fn an_area_enclosing_no_ground_is_refused_at_the_area() {
        let area =
            |points: &str| format!("{TABLE}[[table.areas]]\nkind = \"woods\"\npoints = {points}\n");
        for flat in ["[[1, 1], [1, 1], [1, 1]]", "[[1, 1], [2, 2], [3, 3], [2, 2]]"] {
            let error = load_table(&area(flat), "t.toml").unwrap_err();
            assert_eq!((error.line, error.key.as_str()), (5, "table.areas[0]"), "{error}");
            assert!(error.to_string().contains("encloses no ground"), "{error}");
        }
        assert!(load_table(&area("[[1, 1], [2, 1], [1, 2]]"), "t.toml").is_ok());
    }

    #[test]
    fn key_paths_drop_the_unit_ids() {
        assert_eq!(key_path("units[3] (scout).at"), "units[3].at");
        assert_eq!(key_path("table.areas[2]"), "table.areas[2]");
    }
}
