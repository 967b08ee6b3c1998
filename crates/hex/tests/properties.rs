//! Property tests for the geometry's laws.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use proptest::prelude::*;
use umpire_hex::{
    Direction, Hex, HexGrid, HexNumbering, Hexside, HexsideMap, Offset, OffsetLayout, OffsetRect,
};

/// Coordinates well inside the range where axial arithmetic cannot overflow.
const SPAN: i32 = 1 << 20;

fn coord() -> impl Strategy<Value = i32> {
    -SPAN..SPAN
}

fn hex() -> impl Strategy<Value = Hex> {
    (coord(), coord()).prop_map(|(q, r)| Hex::new(q, r))
}

fn near_hex() -> impl Strategy<Value = Hex> {
    (-200..200i32, -200..200i32).prop_map(|(q, r)| Hex::new(q, r))
}

fn direction() -> impl Strategy<Value = Direction> {
    (0..6usize).prop_map(|i| Direction::from_index(i).unwrap())
}

fn layout() -> impl Strategy<Value = OffsetLayout> {
    prop_oneof![
        Just(OffsetLayout::ODD_Q),
        Just(OffsetLayout::EVEN_Q),
        Just(OffsetLayout::ODD_R),
        Just(OffsetLayout::EVEN_R),
    ]
}

fn rect() -> impl Strategy<Value = OffsetRect> {
    (layout(), -50..50i32, -50..50i32, 0..30u32, 0..30u32)
        .prop_map(|(l, col, row, cols, rows)| OffsetRect::new(l, Offset::new(col, row), cols, rows))
}

proptest! {
    #[test]
    fn offset_round_trip(layout in layout(), col in coord(), row in coord()) {
        let o = Offset::new(col, row);
        prop_assert_eq!(layout.to_offset(layout.to_hex(o)), o);
        let h = Hex::new(col, row);
        prop_assert_eq!(layout.to_hex(layout.to_offset(h)), h);
    }

    #[test]
    fn offset_round_trip_full_i32(layout in layout(), col in any::<i32>(), row in any::<i32>()) {
        let o = Offset::new(col, row);
        prop_assert_eq!(layout.to_offset(layout.to_hex(o)), o);
        let h = Hex::new(col, row);
        prop_assert_eq!(layout.to_hex(layout.to_offset(h)), h);
    }

    #[test]
    fn offset_neighbours_stay_close(layout in layout(), col in -1000..1000i32, row in -1000..1000i32, d in direction()) {
        // A neighbour is at most one column and one row away in any layout.
        let o = Offset::new(col, row);
        let n = layout.to_offset(layout.to_hex(o).neighbour(d));
        prop_assert!((n.col - col).abs() <= 1 && (n.row - row).abs() <= 1);
        prop_assert_ne!(n, o);
    }

    #[test]
    fn numbering_round_trip(col in 1..=70i32, row in 1..=60i32, west in any::<bool>()) {
        let map = if west { HexNumbering::strategic_west() } else { HexNumbering::strategic_east() };
        let hex = map.hex_of(Offset::new(col, row));
        prop_assert!(map.contains(hex));
        let text = map.format(hex).unwrap();
        prop_assert_eq!(text.len(), 5);
        prop_assert_eq!(map.parse(&text).unwrap(), hex);
        prop_assert_eq!(map.parse(&text.to_uppercase()).unwrap(), hex);
    }

    #[test]
    fn numbering_never_panics(text in "\\PC{0,12}") {
        let map = HexNumbering::strategic_east();
        if let Ok(hex) = map.parse(&text) {
            prop_assert!(map.contains(hex));
        }
    }

    #[test]
    fn numbering_parse_any_digits(text in "[ew][0-9]{4}") {
        let map = HexNumbering::strategic_east();
        match map.parse(&text) {
            Ok(hex) => prop_assert_eq!(map.format(hex).unwrap(), text),
            Err(e) => prop_assert!(!e.to_string().is_empty()),
        }
    }

    #[test]
    fn distance_symmetric_and_triangle(a in hex(), b in hex(), c in hex()) {
        prop_assert_eq!(a.distance(b), b.distance(a));
        prop_assert_eq!(a.distance(a), 0);
        prop_assert_eq!(a.distance(b) == 0, a == b);
        prop_assert!(u64::from(a.distance(c)) <= u64::from(a.distance(b)) + u64::from(b.distance(c)));
        prop_assert_eq!(a.distance(b), (a - b).distance(Hex::ZERO));
    }

    #[test]
    fn neighbour_symmetry(a in hex(), d in direction()) {
        let b = a.neighbour(d);
        prop_assert_eq!(b.neighbour(d.opposite()), a);
        prop_assert_eq!(a.distance(b), 1);
        prop_assert_eq!(a.direction_to(b), Some(d));
        prop_assert_eq!(b.direction_to(a), Some(d.opposite()));
        prop_assert!(b.neighbours().contains(&a));
        prop_assert_eq!(b.neighbours()[d.opposite().index()], a);
    }

    #[test]
    fn neighbour_relation_is_symmetric(a in near_hex(), b in near_hex()) {
        prop_assert_eq!(a.neighbours().contains(&b), b.neighbours().contains(&a));
        prop_assert_eq!(a.direction_to(b).is_some(), a.distance(b) == 1);
    }

    #[test]
    fn hexside_canonical(a in hex(), d in direction()) {
        let b = a.neighbour(d);
        let side = Hexside::new(a, d);
        prop_assert_eq!(side, Hexside::new(b, d.opposite()));
        prop_assert_eq!(Hexside::between(a, b), Some(side));
        prop_assert_eq!(Hexside::between(b, a), Some(side));
        prop_assert!(side.direction().index() < 3);
        let hexes = side.hexes();
        prop_assert!(hexes == [a, b] || hexes == [b, a]);
        prop_assert_eq!(side.owner(), hexes[0]);
        prop_assert_eq!(side.other(a), Some(b));
        prop_assert_eq!(side.other(b), Some(a));
        prop_assert!(side.touches(a) && side.touches(b));
    }

    #[test]
    fn hexside_between_agrees_with_adjacency(a in near_hex(), b in near_hex()) {
        match Hexside::between(a, b) {
            Some(side) => {
                prop_assert_eq!(a.distance(b), 1);
                prop_assert_eq!(side.other(a), Some(b));
            }
            None => prop_assert_ne!(a.distance(b), 1),
        }
    }

    #[test]
    fn line_length_and_adjacency(a in near_hex(), b in near_hex()) {
        let line: Vec<Hex> = a.line_to(b).collect();
        prop_assert_eq!(line.len(), a.distance(b) as usize + 1);
        prop_assert_eq!(line[0], a);
        prop_assert_eq!(*line.last().unwrap(), b);
        for w in line.windows(2) {
            prop_assert_eq!(w[0].distance(w[1]), 1, "{:?}", line);
        }
        // Every hex is on a shortest path from a to b.
        for h in &line {
            prop_assert_eq!(a.distance(*h) + h.distance(b), a.distance(b));
        }
    }

    #[test]
    fn ring_at_distance(c in hex(), radius in 0..20u32) {
        let ring: Vec<Hex> = c.ring(radius).collect();
        prop_assert_eq!(ring.len(), if radius == 0 { 1 } else { 6 * radius as usize });
        prop_assert!(ring.iter().all(|h| h.distance(c) == radius));
    }

    #[test]
    fn range_count_and_spiral(c in hex(), radius in 0..12u32) {
        let area: Vec<Hex> = c.range(radius).collect();
        prop_assert_eq!(area.len(), Hex::range_count(radius));
        prop_assert_eq!(area[0], c);
        prop_assert!(area.iter().all(|h| h.distance(c) <= radius));
        prop_assert!(area.windows(2).all(|w| w[0].distance(c) <= w[1].distance(c)));
        let mut unique = area.clone();
        unique.sort();
        unique.dedup();
        prop_assert_eq!(unique.len(), area.len());
    }

    #[test]
    fn rect_index_round_trip(rect in rect(), i in 0..2000usize) {
        match rect.hex_at(i) {
            Some(hex) => {
                prop_assert!(i < rect.len());
                prop_assert_eq!(rect.index_of(hex), Some(i));
                prop_assert!(rect.contains(hex));
            }
            None => prop_assert!(i >= rect.len()),
        }
    }

    #[test]
    fn rect_hex_round_trip(rect in rect(), h in near_hex()) {
        match rect.index_of(h) {
            Some(i) => prop_assert_eq!(rect.hex_at(i), Some(h)),
            None => prop_assert!(!rect.contains(h)),
        }
    }

    #[test]
    fn grid_index_round_trip(rect in rect(), h in near_hex()) {
        let grid = HexGrid::from_fn(rect, |hex| hex);
        match grid.index_of(h) {
            Some(i) => {
                prop_assert_eq!(grid.hex_at(i), Some(h));
                prop_assert_eq!(grid.as_slice()[i], h);
                prop_assert_eq!(grid.get(h), Some(&h));
            }
            None => prop_assert_eq!(grid.get(h), None),
        }
    }

    #[test]
    fn hexside_map_holds_every_side_of_every_hex(rect in rect(), d in direction(), i in 0..900usize) {
        let map = HexsideMap::from_fn(rect, Some);
        if let Some(hex) = rect.hex_at(i) {
            let side = hex.hexside(d);
            let slot = map.index_of(side).unwrap();
            prop_assert_eq!(map.as_slice()[slot], Some(side));
            prop_assert_eq!(map.side_at(slot), Some(side));
            prop_assert_eq!(map.get(side), Some(&Some(side)));
        }
    }
}

proptest! {
    /// The multiply-and-shift division in `offset_at` equals plain division for any width.
    #[test]
    fn offset_at_divides_exactly(cols in 1u32..=i32::MAX as u32, rows in 1u32..=4, index in any::<u32>()) {
        let rect = OffsetRect::new(OffsetLayout::ODD_Q, Offset::new(0, 0), cols, rows);
        let index = index as usize;
        let expected = (index < rect.len()).then(|| {
            Offset::new((index % cols as usize) as i32, (index / cols as usize) as i32)
        });
        prop_assert_eq!(rect.offset_at(index), expected);
    }
}
