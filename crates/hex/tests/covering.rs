//! The default numbering of a map with no printed numbers (`HexNumbering::covering`,
//! `HexNumbering::covering_rect`) and numberings counted from an origin.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::HashSet;

use proptest::prelude::*;
use umpire_hex::{Direction, Hex, HexNumbering, Offset, OffsetLayout, OffsetRect};

fn layout() -> impl Strategy<Value = OffsetLayout> {
    prop_oneof![
        Just(OffsetLayout::ODD_Q),
        Just(OffsetLayout::EVEN_Q),
        Just(OffsetLayout::ODD_R),
        Just(OffsetLayout::EVEN_R),
    ]
}

/// A set of hexes: clustered somewhere (negative coordinates often), now and then far apart.
fn hexes() -> impl Strategy<Value = Vec<Hex>> {
    let near = (-300..300i32, -300..300i32).prop_map(|(q, r)| Hex::new(q, r));
    let far = (-(1 << 20)..(1 << 20), -(1 << 20)..(1 << 20)).prop_map(|(q, r)| Hex::new(q, r));
    let cluster = (near.clone(), prop::collection::vec((-12..12i32, -12..12i32), 0..80)).prop_map(
        |(centre, deltas)| deltas.into_iter().map(|(q, r)| centre + Hex::new(q, r)).collect(),
    );
    prop_oneof![
        4 => cluster,
        1 => prop::collection::vec(near, 0..40),
        1 => prop::collection::vec(far, 0..6),
    ]
}

/// Every hex of `hexes` has a number, no two the same, each read back to its hex; the numbers
/// start at column 01 and row 01.
fn numbers_every_hex(numbering: &HexNumbering, hexes: &[Hex]) -> Result<(), TestCaseError> {
    let mut seen = HashSet::new();
    let (mut first_col, mut first_row) = (i32::MAX, i32::MAX);
    for &hex in hexes {
        let id = numbering.format(hex);
        prop_assert!(id.is_ok(), "{hex}: {id:?} ({numbering:?})");
        let id = id.unwrap();
        prop_assert_eq!(id.len(), 2 * usize::from(numbering.digits), "{}", id);
        prop_assert_eq!(numbering.parse(&id), Ok(hex), "{}", id);
        prop_assert!(numbering.contains(hex));
        prop_assert!(numbering.rect().contains(hex), "{hex} not in {:?}", numbering.rect());
        if seen.insert(hex) {
            // A new hex: its id is new too.
            prop_assert!(seen.len() <= hexes.len());
        }
        let o = numbering.offset_of(hex);
        (first_col, first_row) = (first_col.min(o.col), first_row.min(o.row));
    }
    let ids: HashSet<String> = seen.iter().map(|h| numbering.format(*h).unwrap()).collect();
    prop_assert_eq!(ids.len(), seen.len(), "two hexes share an id");
    if !hexes.is_empty() {
        prop_assert_eq!((first_col, first_row), (1, 1));
        prop_assert_eq!(*numbering.columns.start(), 1);
        prop_assert_eq!(*numbering.rows.start(), 1);
    }
    Ok(())
}

proptest! {
    #[test]
    fn covering_numbers_every_hex_once(hexes in hexes()) {
        let numbering = HexNumbering::covering(hexes.iter().copied());
        numbers_every_hex(&numbering, &hexes)?;
        // The same hexes in another order, or twice over, are numbered the same way.
        let mut again: Vec<Hex> = hexes.iter().rev().copied().collect();
        again.extend(hexes.iter().copied());
        prop_assert_eq!(HexNumbering::covering(again), numbering.clone());
        // Neighbours keep their places: numbering through the map's numbers is the grid's own.
        for &hex in &hexes {
            for next in hex.neighbours() {
                if numbering.contains(next) {
                    let id = numbering.format(next).unwrap();
                    prop_assert_eq!(numbering.parse(&id).unwrap().distance(hex), 1);
                }
            }
        }
    }

    #[test]
    fn the_numbered_area_is_its_rect(hexes in hexes()) {
        let numbering = HexNumbering::covering(hexes.iter().copied());
        let rect = numbering.rect();
        prop_assume!(rect.len() < 200_000);
        prop_assert_eq!(rect.len() as u64,
            u64::from(numbering.rect().cols()) * u64::from(numbering.rect().rows()));
        for hex in rect.iter() {
            prop_assert!(numbering.contains(hex));
            prop_assert!(numbering.format(hex).is_ok());
        }
    }

    #[test]
    fn covering_rect_numbers_the_rect_s_own_columns_and_rows(
        layout in layout(),
        col in -60..60i32,
        row in -60..60i32,
        cols in 0..40u32,
        rows in 0..40u32,
    ) {
        let rect = OffsetRect::new(layout, Offset::new(col, row), cols, rows);
        let numbering = HexNumbering::covering_rect(&rect);
        let hexes: Vec<Hex> = rect.iter().collect();
        numbers_every_hex(&numbering, &hexes)?;
        for (index, hex) in rect.iter().enumerate() {
            let at = rect.offset_at(index).unwrap();
            let printed = numbering.offset_of(hex);
            prop_assert_eq!(printed, Offset::new(at.col - col + 1, at.row - row + 1));
        }
        if !rect.is_empty() {
            prop_assert_eq!(numbering.rect(), rect);
        }
    }

    #[test]
    fn an_origin_moves_the_numbers_not_the_grid(
        layout in layout(),
        q in -40..40i32,
        r in -40..40i32,
        first_col in 0..5i32,
        first_row in 0..5i32,
    ) {
        let numbering = HexNumbering::new(layout, first_col..=first_col + 6, first_row..=first_row + 5)
            .with_origin(Hex::new(q, r));
        let rect = numbering.rect();
        prop_assert_eq!(rect.len(), 42);
        for dq in -12..12 {
            for dr in -12..12 {
                let hex = Hex::new(q + dq, r + dr);
                prop_assert_eq!(rect.contains(hex), numbering.contains(hex), "{}", hex);
                prop_assert_eq!(numbering.hex_of(numbering.offset_of(hex)), hex);
            }
        }
        // The printed grid is `layout`'s, moved: neighbours under the numbers are neighbours.
        let plain = HexNumbering::new(layout, 0..=9, 0..=9);
        let (a, b) = (Offset::new(3, 4), Offset::new(4, 4));
        prop_assert_eq!(
            numbering.hex_of(a).distance(numbering.hex_of(b)),
            plain.hex_of(a).distance(plain.hex_of(b))
        );
    }
}

#[test]
fn the_empty_set_numbers_nothing() {
    let numbering = HexNumbering::covering([]);
    assert!(numbering.rect().is_empty());
    assert!(!numbering.contains(Hex::ZERO));
    assert!(numbering.format(Hex::ZERO).is_err());
    let error = numbering.parse("0101").unwrap_err().to_string();
    assert!(error.contains("off the map"), "{error}");
    assert_eq!(numbering.hint(), "none: this map numbers no hexes");
    let empty_rect = OffsetRect::new(OffsetLayout::ODD_R, Offset::new(-3, 4), 0, 7);
    assert!(HexNumbering::covering_rect(&empty_rect).rect().is_empty());
}

#[test]
fn negative_coordinates_get_the_usual_numbers() {
    let hexes = [Hex::new(-7, -3), Hex::new(-7, -2), Hex::new(-6, -3), Hex::new(-5, -4)];
    let numbering = HexNumbering::covering(hexes);
    let ids: Vec<String> = hexes.iter().map(|h| numbering.format(*h).unwrap()).collect();
    assert_eq!(ids, ["0101", "0102", "0202", "0301"]);
    assert_eq!(numbering.layout, OffsetLayout::ODD_Q);
    assert_eq!(numbering.prefix, None);
    assert_eq!((numbering.columns.clone(), numbering.rows.clone()), (1..=3, 1..=2));
    // Column 01 is odd: shoved down, as on the strategic maps (0101 touches 0201 and 0202).
    let first = numbering.parse("0101").unwrap();
    let [ne, se] = [Direction::NorthEast, Direction::SouthEast].map(|d| first.neighbour(d));
    assert_eq!([ne, se].map(|h| numbering.format(h).unwrap()), ["0201", "0202"]);
}

#[test]
fn wide_maps_get_more_digits() {
    // A line of hexes going east-south-east: one column each, all on printed rows 01 and 02.
    let line = |n: i32| (0..n).map(|q| Hex::new(q - 50, -(q - 50).div_euclid(2)));
    let narrow = HexNumbering::covering(line(99));
    assert_eq!((narrow.digits, narrow.columns.clone(), narrow.rows.clone()), (2, 1..=99, 1..=2));
    let wide = HexNumbering::covering(line(100));
    assert_eq!((wide.digits, wide.columns.clone()), (3, 1..=100));
    let first = wide.format(Hex::new(-50, 25)).unwrap();
    assert!(first.starts_with("001") && first.len() == 6, "{first}");
    assert_eq!(wide.parse(&first).unwrap(), Hex::new(-50, 25));
    assert!(wide.format(Hex::new(49, -24)).unwrap().starts_with("100"));
    let wider = HexNumbering::covering(line(1000));
    assert_eq!(wider.digits, 4);
    let rect = OffsetRect::new(OffsetLayout::ODD_Q, Offset::new(0, 0), 3, 250);
    assert_eq!(HexNumbering::covering_rect(&rect).digits, 3);
}

#[test]
fn extreme_coordinates_do_not_panic() {
    let far = [Hex::new(i32::MIN, i32::MAX), Hex::new(i32::MAX, i32::MIN), Hex::ZERO];
    let numbering = HexNumbering::covering(far);
    for hex in far {
        let _ = numbering.format(hex);
        let _ = numbering.contains(hex);
    }
    let _ = numbering.rect();
    let _ = numbering.hint();
    let rect = OffsetRect::new(OffsetLayout::EVEN_Q, Offset::new(i32::MIN, i32::MAX), 4, 4);
    let _ = HexNumbering::covering_rect(&rect).rect();
    // Within ±2^29 of the origin every hex is numbered.
    let edge = 1 << 29;
    let corners = [Hex::new(-edge, -edge), Hex::new(edge, edge), Hex::new(-edge, edge)];
    let numbering = HexNumbering::covering(corners);
    for hex in corners {
        assert_eq!(numbering.parse(&numbering.format(hex).unwrap()).unwrap(), hex);
    }
}

#[test]
fn the_origin_is_serialised_only_when_set() {
    let plain = HexNumbering::strategic_east();
    let text = toml::to_string(&plain).unwrap();
    assert!(!text.contains("origin"), "{text}");
    let covering = HexNumbering::covering([Hex::new(-3, 2), Hex::new(4, -1)]);
    let text = toml::to_string(&covering).unwrap();
    assert!(text.contains("origin"), "{text}");
    assert_eq!(toml::from_str::<HexNumbering>(&text).unwrap(), covering);
}
