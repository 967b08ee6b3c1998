//! Hex geometry by id: distances, neighbours, rings, lines and hexsides.

use std::collections::BTreeSet;

use cucumber::then;
use umpire_hex::{Hex, Hexside};

use super::numbering::hexes;
use super::{AcceptanceWorld, Compass, HexId, HexIds, Outcome};

/// The number of hexes a unit steps through to go from the first hex to the second.
#[then(expr = "the distance from {hex} to {hex} is {int} hex(es)")]
fn distance(world: &mut AcceptanceWorld, from: HexId, to: HexId, expected: u32) -> Outcome {
    let (a, b) = (world.hex(&from)?, world.hex(&to)?);
    let found = a.distance(b);
    if found == expected && b.distance(a) == expected {
        return Ok(());
    }
    Err(format!(
        "expected the distance from {from} to {to} to be {}, but it is {}",
        hexes(expected),
        hexes(found)
    ))
}

/// The neighbours of a hex that are on the map, in any order (six, less those off the map's
/// edge).
#[then(expr = "the neighbours of {hex} are {hexes}")]
fn neighbours(world: &mut AcceptanceWorld, id: HexId, expected: HexIds) -> Outcome {
    let hex = world.hex(&id)?;
    let found: Vec<Hex> = hex.neighbours().into_iter().filter(|h| world.on_map(*h)).collect();
    same_hexes(world, &format!("the neighbours of {id}"), &world.hexes(&expected)?, &found)
}

/// How many of a hex's six neighbours are on the map.
#[then(expr = "{hex} has {int} neighbour(s) on the map")]
fn neighbour_count(world: &mut AcceptanceWorld, id: HexId, expected: usize) -> Outcome {
    let hex = world.hex(&id)?;
    let found: Vec<Hex> = hex.neighbours().into_iter().filter(|h| world.on_map(*h)).collect();
    if found.len() == expected {
        return Ok(());
    }
    Err(format!(
        "expected {id} to have {expected} neighbours on the map, but it has {}: {}",
        found.len(),
        world.id_list(found)
    ))
}

/// The neighbour of a hex in one compass direction.
#[then(expr = "the {direction} neighbour of {hex} is {hex}")]
fn neighbour_in_direction(
    world: &mut AcceptanceWorld,
    direction: Compass,
    id: HexId,
    expected: HexId,
) -> Outcome {
    let (hex, want) = (world.hex(&id)?, world.hex(&expected)?);
    let found = hex.neighbour(world.direction(&direction)?);
    if found == want {
        return Ok(());
    }
    Err(format!(
        "expected the {} neighbour of {id} to be {expected}, but it is {}",
        direction.0,
        world.id_of(found)
    ))
}

/// How many hexes on the map lie exactly this many hexes away from a hex (a ring around it).
#[then(expr = "the hexes {int} away from {hex} number {int}")]
fn ring_count(world: &mut AcceptanceWorld, radius: u32, id: HexId, expected: usize) -> Outcome {
    let hex = world.hex(&id)?;
    let all: Vec<Hex> = hex.ring(radius).collect();
    let on_map = all.iter().filter(|h| world.on_map(**h)).count();
    if on_map == expected {
        return Ok(());
    }
    let off = all.len() - on_map;
    let note = if off > 0 { format!(" ({off} more are off the map)") } else { String::new() };
    Err(format!(
        "expected the hexes {} away from {id} to number {expected}, but {on_map} are on the map{note}",
        radius
    ))
}

/// The hexes on the map exactly this many hexes away from a hex, in any order.
#[then(expr = "the hexes {int} away from {hex} are {hexes}")]
fn ring(world: &mut AcceptanceWorld, radius: u32, id: HexId, expected: HexIds) -> Outcome {
    let hex = world.hex(&id)?;
    let found: Vec<Hex> = hex.ring(radius).filter(|h| world.on_map(*h)).collect();
    let what = format!("the hexes {radius} away from {id}");
    same_hexes(world, &what, &world.hexes(&expected)?, &found)
}

/// How many hexes on the map lie within this many hexes of a hex, the hex itself included.
#[then(expr = "the hexes within {int} of {hex} number {int}")]
fn range_count(world: &mut AcceptanceWorld, radius: u32, id: HexId, expected: usize) -> Outcome {
    let hex = world.hex(&id)?;
    let found = hex.range(radius).filter(|h| world.on_map(*h)).count();
    if found == expected {
        return Ok(());
    }
    Err(format!(
        "expected the hexes within {radius} of {id} (itself included) to number {expected}, \
         but {found} are on the map"
    ))
}

/// The hexes a straight line between two hex centres crosses, in order, not counting its ends.
#[then(expr = "the line from {hex} to {hex} passes through {hexes}")]
fn line(world: &mut AcceptanceWorld, from: HexId, to: HexId, expected: HexIds) -> Outcome {
    let (a, b) = (world.hex(&from)?, world.hex(&to)?);
    let all: Vec<Hex> = a.line_to(b).collect();
    let between = all.get(1..all.len().saturating_sub(1)).unwrap_or_default();
    let want = world.hexes(&expected)?;
    if between == want.as_slice() {
        return Ok(());
    }
    Err(format!(
        "expected the line from {from} to {to} to pass through {}, but it passes through {}",
        world.id_list(want),
        world.id_list(between.iter().copied())
    ))
}

/// Naming a hexside from either of its hexes, or from another pair, gives the same hexside.
#[then(
    expr = "the hexside between {hex} and {hex} is the same as the hexside between {hex} and {hex}"
)]
fn same_hexside(world: &mut AcceptanceWorld, a: HexId, b: HexId, c: HexId, d: HexId) -> Outcome {
    let first = hexside(world, &a, &b)?;
    let second = hexside(world, &c, &d)?;
    if first == second {
        return Ok(());
    }
    Err(format!(
        "expected the hexside between {a} and {b} to be the same as the hexside between {c} and \
         {d}, but the first joins {} and the second joins {}",
        world.id_list(first.hexes()),
        world.id_list(second.hexes())
    ))
}

/// Two pairs of hexes name two different hexsides.
#[then(
    expr = "the hexside between {hex} and {hex} is not the same as the hexside between {hex} and {hex}"
)]
fn different_hexside(
    world: &mut AcceptanceWorld,
    a: HexId,
    b: HexId,
    c: HexId,
    d: HexId,
) -> Outcome {
    let first = hexside(world, &a, &b)?;
    let second = hexside(world, &c, &d)?;
    if first != second {
        return Ok(());
    }
    Err(format!(
        "expected the hexside between {a} and {b} not to be the same as the hexside between {c} \
         and {d}, but both are the hexside joining {}",
        world.id_list(first.hexes())
    ))
}

/// Two hexes that are not adjacent have no hexside between them.
#[then(expr = "there is no hexside between {hex} and {hex}")]
fn no_hexside(world: &mut AcceptanceWorld, a: HexId, b: HexId) -> Outcome {
    let (ha, hb) = (world.hex(&a)?, world.hex(&b)?);
    match Hexside::between(ha, hb) {
        None => Ok(()),
        Some(side) => Err(format!(
            "expected no hexside between {a} and {b}, but they share the hexside joining {}",
            world.id_list(side.hexes())
        )),
    }
}

/// The hexside of a hex in one compass direction lies between these two hexes.
#[then(expr = "the {direction} hexside of {hex} joins {hex} and {hex}")]
fn hexside_joins(
    world: &mut AcceptanceWorld,
    direction: Compass,
    id: HexId,
    a: HexId,
    b: HexId,
) -> Outcome {
    let side = world.hex(&id)?.hexside(world.direction(&direction)?);
    let found: BTreeSet<Hex> = side.hexes().into_iter().collect();
    let want: BTreeSet<Hex> = [world.hex(&a)?, world.hex(&b)?].into_iter().collect();
    if found == want {
        return Ok(());
    }
    Err(format!(
        "expected the {} hexside of {id} to join {a} and {b}, but it joins {}",
        direction.0,
        world.id_list(side.hexes())
    ))
}

/// One hexside named from each of its two hexes, by the compass direction each faces it.
#[then(expr = "the {direction} hexside of {hex} is the {direction} hexside of {hex}")]
fn hexside_by_direction(
    world: &mut AcceptanceWorld,
    first_direction: Compass,
    first: HexId,
    second_direction: Compass,
    second: HexId,
) -> Outcome {
    let a = world.hex(&first)?.hexside(world.direction(&first_direction)?);
    let b = world.hex(&second)?.hexside(world.direction(&second_direction)?);
    if a == b {
        return Ok(());
    }
    Err(format!(
        "expected the {} hexside of {first} to be the {} hexside of {second}, but the first joins \
         {} and the second joins {}",
        first_direction.0,
        second_direction.0,
        world.id_list(a.hexes()),
        world.id_list(b.hexes())
    ))
}

/// How many different hexsides a hex has (every hex has six).
#[then(expr = "{hex} has {int} different hexsides")]
fn hexside_count(world: &mut AcceptanceWorld, id: HexId, expected: usize) -> Outcome {
    let hex = world.hex(&id)?;
    let sides: BTreeSet<Hexside> = hex.hexsides().into_iter().collect();
    if sides.len() == expected {
        return Ok(());
    }
    Err(format!("expected {id} to have {expected} different hexsides, but it has {}", sides.len()))
}

/// The hexes across a hex's six hexsides, in any order.
#[then(expr = "the hexsides of {hex} are shared with {hexes}")]
fn hexsides_shared_with(world: &mut AcceptanceWorld, id: HexId, expected: HexIds) -> Outcome {
    let hex = world.hex(&id)?;
    let mut across = Vec::new();
    for side in hex.hexsides() {
        match side.other(hex) {
            Some(other) => across.push(other),
            None => {
                return Err(format!(
                    "expected every hexside of {id} to touch {id}, but one joins {}",
                    world.id_list(side.hexes())
                ));
            }
        }
    }
    let what = format!("the hexes sharing a hexside with {id}");
    same_hexes(world, &what, &world.hexes(&expected)?, &across)
}

/// The hexside between two hexes, or a message saying they are not adjacent.
fn hexside(world: &AcceptanceWorld, a: &HexId, b: &HexId) -> Result<Hexside, String> {
    let (ha, hb) = (world.hex(a)?, world.hex(b)?);
    Hexside::between(ha, hb).ok_or_else(|| {
        format!(
            "{a} and {b} have no hexside between them: they are {} apart",
            hexes(ha.distance(hb))
        )
    })
}

/// Compares two sets of hexes and says which are missing and which are extra.
pub fn same_hexes(world: &AcceptanceWorld, what: &str, expected: &[Hex], found: &[Hex]) -> Outcome {
    let want: BTreeSet<Hex> = expected.iter().copied().collect();
    let got: BTreeSet<Hex> = found.iter().copied().collect();
    if want == got && want.len() == expected.len() {
        return Ok(());
    }
    let mut problems = Vec::new();
    let missing: Vec<Hex> = expected.iter().copied().filter(|h| !got.contains(h)).collect();
    if !missing.is_empty() {
        problems.push(format!("{} missing", world.id_list(missing)));
    }
    let extra: Vec<Hex> = found.iter().copied().filter(|h| !want.contains(h)).collect();
    if !extra.is_empty() {
        problems.push(format!("{} not expected", world.id_list(extra)));
    }
    if want.len() != expected.len() {
        problems.push("a hex listed twice".to_owned());
    }
    Err(format!(
        "expected {what} to be {}, but they are {} ({})",
        world.id_list(expected.iter().copied()),
        world.id_list(found.iter().copied()),
        problems.join("; ")
    ))
}
