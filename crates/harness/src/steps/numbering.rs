//! Map numbering: which numbering is in force, reading and writing hex ids, and adjacency.

use std::str::FromStr;

use cucumber::{Parameter, given, then};
use umpire_hex::{Hex, HexNumbering, NumberingError, Offset, OffsetLayout};

use super::{AcceptanceWorld, HexId, Outcome, Side};

/// The columns and rows this harness assumes for the Civil War map (see
/// `features/hex/numbering.feature`).
const CIVIL_WAR_COLUMNS: core::ops::RangeInclusive<i32> = 1..=99;
/// See [`CIVIL_WAR_COLUMNS`].
const CIVIL_WAR_ROWS: core::ops::RangeInclusive<i32> = 1..=99;

/// Which printed columns (or rows) of a map sit half a hex lower (or further right):
/// `odd columns shifted down`, `even columns shifted down`, `odd rows shifted right` or
/// `even rows shifted right`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Parameter)]
#[param(name = "shift", regex = "(?:odd|even) (?:columns shifted down|rows shifted right)")]
pub struct Shift(pub OffsetLayout);

impl FromStr for Shift {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "odd columns shifted down" => Ok(Self(OffsetLayout::ODD_Q)),
            "even columns shifted down" => Ok(Self(OffsetLayout::EVEN_Q)),
            "odd rows shifted right" => Ok(Self(OffsetLayout::ODD_R)),
            "even rows shifted right" => Ok(Self(OffsetLayout::EVEN_R)),
            other => Err(format!("{other:?} is not a way of shifting a map's hexes")),
        }
    }
}

/// Why a hex id is refused: `it is off the map`, `it has the wrong map prefix`, `it has
/// letters in the number`, `it has the wrong number of digits` or `it is empty`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Parameter)]
#[param(
    name = "reason",
    regex = "it is off the map|it has the wrong map prefix|it has letters in the number|it has the wrong number of digits|it is empty"
)]
pub enum Reason {
    /// A well-formed id whose column or row the map does not have.
    OffMap,
    /// The map prefix is missing or another map's.
    WrongPrefix,
    /// Something other than digits after the prefix.
    NotDigits,
    /// Too few or too many digits.
    WrongLength,
    /// Nothing was written.
    Empty,
}

impl FromStr for Reason {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "it is off the map" => Ok(Self::OffMap),
            "it has the wrong map prefix" => Ok(Self::WrongPrefix),
            "it has letters in the number" => Ok(Self::NotDigits),
            "it has the wrong number of digits" => Ok(Self::WrongLength),
            "it is empty" => Ok(Self::Empty),
            other => Err(format!("{other:?} is not a reason a hex id is refused")),
        }
    }
}

impl Reason {
    /// The reason a numbering error gives, if it is one of these.
    fn of(err: &NumberingError) -> Option<Self> {
        match err {
            NumberingError::OffMap { .. } => Some(Self::OffMap),
            NumberingError::WrongPrefix { .. } => Some(Self::WrongPrefix),
            NumberingError::NotDigits { .. } => Some(Self::NotDigits),
            NumberingError::WrongLength { .. } => Some(Self::WrongLength),
            NumberingError::Empty { .. } => Some(Self::Empty),
            _ => None,
        }
    }

    /// The phrase the features use for this reason.
    const fn phrase(self) -> &'static str {
        match self {
            Self::OffMap => "it is off the map",
            Self::WrongPrefix => "it has the wrong map prefix",
            Self::NotDigits => "it has letters in the number",
            Self::WrongLength => "it has the wrong number of digits",
            Self::Empty => "it is empty",
        }
    }
}

/// Chooses the numbering of one of the strategic game's maps: ids like `e3609`, the map
/// letter then the column and the row (two digits each), odd columns shifted down.
#[given(expr = "the strategic {side} map numbering")]
fn strategic_numbering(world: &mut AcceptanceWorld, side: Side) {
    match side {
        Side::East => world.use_numbering(HexNumbering::strategic_east(), "the strategic east map"),
        Side::West => world.use_numbering(HexNumbering::strategic_west(), "the strategic west map"),
    }
}

/// Chooses the Civil War game's numbering: four digits with no prefix, the column then the
/// row, odd columns shifted down, columns and rows 01 to 99.
#[given(expr = "the Civil War map numbering")]
fn civil_war_numbering(world: &mut AcceptanceWorld) {
    world.use_numbering(
        HexNumbering::new(OffsetLayout::ODD_Q, CIVIL_WAR_COLUMNS, CIVIL_WAR_ROWS),
        "the Civil War map",
    );
}

/// Chooses a plain numbering for a map of your own: four digits with no prefix, the column
/// then the row, starting at 0101.
#[given(expr = "a map of {int} columns and {int} rows numbered column then row, with {shift}")]
fn plain_numbering(world: &mut AcceptanceWorld, columns: i32, rows: i32, shift: Shift) -> Outcome {
    if !(1..=99).contains(&columns) || !(1..=99).contains(&rows) {
        return Err(format!(
            "a map numbered with two digits each can have 1 to 99 columns and rows, \
             not {columns} columns and {rows} rows"
        ));
    }
    world.use_numbering(
        HexNumbering::new(shift.0, 1..=columns, 1..=rows),
        format!("the {columns} by {rows} map"),
    );
    Ok(())
}

/// The two hexes share a hexside (checked both ways round).
#[then(expr = "{hex} and {hex} are adjacent")]
fn adjacent(world: &mut AcceptanceWorld, a: HexId, b: HexId) -> Outcome {
    let (ha, hb) = (world.hex(&a)?, world.hex(&b)?);
    if ha.distance(hb) == 1 && hb.distance(ha) == 1 {
        return Ok(());
    }
    Err(format!(
        "expected {a} and {b} to be adjacent, but they are {} apart ({}; {})",
        hexes(ha.distance(hb)),
        position(world, &a, ha),
        position(world, &b, hb),
    ))
}

/// The two hexes do not share a hexside.
#[then(expr = "{hex} and {hex} are not adjacent")]
fn not_adjacent(world: &mut AcceptanceWorld, a: HexId, b: HexId) -> Outcome {
    let (ha, hb) = (world.hex(&a)?, world.hex(&b)?);
    if ha.distance(hb) != 1 {
        return Ok(());
    }
    Err(format!(
        "expected {a} and {b} not to be adjacent, but they share a hexside ({}; {})",
        position(world, &a, ha),
        position(world, &b, hb),
    ))
}

/// The id names this column and row.
#[then(expr = "{hex} is column {int}, row {int}")]
fn column_and_row(world: &mut AcceptanceWorld, id: HexId, column: i32, row: i32) -> Outcome {
    let hex = world.hex(&id)?;
    let found = world.numbering()?.numbering.offset_of(hex);
    if found == Offset::new(column, row) {
        return Ok(());
    }
    Err(format!(
        "expected {id} to be column {column}, row {row}, but it is column {}, row {}",
        found.col, found.row
    ))
}

/// The hex in this column and row is printed with this id.
#[then(expr = "the hex in column {int}, row {int} is numbered {hex}")]
fn numbered(world: &mut AcceptanceWorld, column: i32, row: i32, id: HexId) -> Outcome {
    let map = world.numbering()?;
    let hex = map.numbering.hex_of(Offset::new(column, row));
    match map.numbering.format(hex) {
        Ok(written) if written == id.0 => Ok(()),
        Ok(written) => Err(format!(
            "expected the hex in column {column}, row {row} to be numbered {id}, \
             but {} numbers it {written}",
            map.name
        )),
        Err(err) => Err(format!(
            "expected the hex in column {column}, row {row} to be numbered {id}, \
             but it has no number on {}: {err}",
            map.name
        )),
    }
}

/// Reading the id and writing the hex it names gives the same id back.
#[then(expr = "{hex} reads back as itself")]
fn reads_back(world: &mut AcceptanceWorld, id: HexId) -> Outcome {
    let hex = world.hex(&id)?;
    let map = world.numbering()?;
    match map.numbering.format(hex) {
        Ok(written) if written == id.0 => Ok(()),
        Ok(written) => {
            Err(format!("expected {id} to read back as itself, but it is written {written}"))
        }
        Err(err) => {
            Err(format!("expected {id} to read back as itself, but it cannot be written: {err}"))
        }
    }
}

/// Every hex of the map, read from its id, is written with the same id again.
#[then(expr = "every hex on the map reads back as itself")]
fn every_hex_reads_back(world: &mut AcceptanceWorld) -> Outcome {
    let map = world.numbering()?;
    let mut wrong = Vec::new();
    for hex in map.numbering.rect().iter() {
        let back = map.numbering.format(hex).and_then(|id| {
            let again = map.numbering.parse(&id)?;
            Ok((id, again))
        });
        match back {
            Ok((_, again)) if again == hex => {}
            Ok((id, again)) => wrong.push(format!("{id} reads as {}", world.id_of(again))),
            Err(err) => wrong.push(err.to_string()),
        }
    }
    if wrong.is_empty() {
        return Ok(());
    }
    Err(format!(
        "expected every hex on {} to read back as itself, but {} do not; the first: {}",
        map.name,
        wrong.len(),
        wrong.iter().take(5).cloned().collect::<Vec<_>>().join("; ")
    ))
}

/// Reading what a rules editor typed (in quotes) gives this hex.
#[then(expr = "reading {string} gives {hex}")]
fn reading_gives(world: &mut AcceptanceWorld, text: String, id: HexId) -> Outcome {
    let expected = world.hex(&id)?;
    let map = world.numbering()?;
    match map.numbering.parse(&text) {
        Ok(hex) if hex == expected => Ok(()),
        Ok(hex) => Err(format!(
            "expected reading {text:?} to give {id}, but it gives {}",
            world.id_of(hex)
        )),
        Err(err) => {
            Err(format!("expected reading {text:?} to give {id}, but it is refused: {err}"))
        }
    }
}

/// What a rules editor typed (in quotes) is not a hex id on this map, for this reason.
#[then(expr = "reading {string} is refused because {reason}")]
fn reading_refused(world: &mut AcceptanceWorld, text: String, reason: Reason) -> Outcome {
    let map = world.numbering()?;
    let result = map.numbering.parse(&text);
    match result {
        Ok(hex) => Err(format!(
            "expected reading {text:?} to be refused because {}, but it reads as {}",
            reason.phrase(),
            world.id_of(hex)
        )),
        Err(err) => {
            let message = err.to_string();
            let found = Reason::of(&err);
            world.last_refusal = Some(message.clone());
            if found == Some(reason) {
                Ok(())
            } else {
                Err(format!(
                    "expected reading {text:?} to be refused because {}, but it is refused because {}: {message}",
                    reason.phrase(),
                    found.map_or("of something else", Reason::phrase)
                ))
            }
        }
    }
}

/// The message of the hex id or scenario file refused just before says this (in quotes), word
/// for word, somewhere.
#[then(expr = "the message says {string}")]
fn message_says(world: &mut AcceptanceWorld, fragment: String) -> Outcome {
    let Some(message) = &world.last_refusal else {
        return Err(format!(
            "expected the message to say {fragment:?}, but nothing has been refused yet: put this \
             step after a step like 'Then reading \"e9999\" is refused because it is off the map'"
        ));
    };
    if message.contains(&fragment) {
        return Ok(());
    }
    Err(format!("expected the message to say {fragment:?}, but it says: {message}"))
}

/// The numbered columns and rows of the map in force.
#[then(expr = "the map's columns run from {int} to {int} and its rows from {int} to {int}")]
fn extent(
    world: &mut AcceptanceWorld,
    first_column: i32,
    last_column: i32,
    first_row: i32,
    last_row: i32,
) -> Outcome {
    let map = world.numbering()?;
    let (columns, rows) = (&map.numbering.columns, &map.numbering.rows);
    if (*columns.start(), *columns.end(), *rows.start(), *rows.end())
        == (first_column, last_column, first_row, last_row)
    {
        return Ok(());
    }
    Err(format!(
        "expected {}'s columns to run from {first_column} to {last_column} and its rows from \
         {first_row} to {last_row}, but its columns run from {} to {} and its rows from {} to {}",
        map.name,
        columns.start(),
        columns.end(),
        rows.start(),
        rows.end()
    ))
}

/// How many hexes have a number on the map in force.
#[then(expr = "the map has {int} hexes")]
fn hex_count(world: &mut AcceptanceWorld, count: usize) -> Outcome {
    let map = world.numbering()?;
    let found = map.numbering.rect().len();
    if found == count {
        return Ok(());
    }
    Err(format!("expected {} to have {count} hexes, but it has {found}", map.name))
}

/// `1 hex`, `2 hexes`.
pub fn hexes(n: u32) -> String {
    if n == 1 { "1 hex".to_owned() } else { format!("{n} hexes") }
}

/// `e3609 is column 36, row 9`.
fn position(world: &AcceptanceWorld, id: &HexId, hex: Hex) -> String {
    match world.numbering() {
        Ok(map) => {
            let o = map.numbering.offset_of(hex);
            format!("{id} is column {}, row {}", o.col, o.row)
        }
        Err(_) => id.to_string(),
    }
}
