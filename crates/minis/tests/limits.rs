//! Large tables (issue 14): the corners of one area and the points of a whole table are bounded
//! (refused past the limit at the key that passes it), and a table of many areas loads and
//! measures in time proportional to what a leg meets. 2,000 areas used to take half a minute
//! to load (every key's line found by reading the file from the start); a leg across
//! thousands of areas asked every area about every stretch.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use proptest::prelude::*;
use umpire_minis::{Area, Length, Measure, OPEN, Point, Span, Table, Unit};

/// Loading tables from files (the `scenario` feature).
#[cfg(feature = "scenario")]
mod loading {
    use std::fmt::Write as _;

    use umpire_minis::{MAX_AREA_POINTS, MAX_TABLE_POINTS, load_table};

    /// A 1,000" square table with the `[[table.*]]` entries of `shapes` (one a line after
    /// `[table]`'s four).
    fn table(shapes: &str) -> String {
        format!("name = \"big\"\n[table]\nunit = \"inch\"\nwidth = 1000\nheight = 1000\n{shapes}")
    }

    /// An area with `corners` corners on a circle 400" across.
    fn round_area(corners: usize) -> String {
        let mut points = String::new();
        for i in 0..corners {
            let angle = std::f64::consts::TAU * i as f64 / corners as f64;
            let (x, y) = (500.0 + 400.0 * angle.cos(), 500.0 + 400.0 * angle.sin());
            let _ = write!(points, "[{x:.4}, {y:.4}], ");
        }
        format!("[[table.areas]]\nkind = \"woods\"\npoints = [{points}]\n")
    }

    /// A hedge of `points` points, zig-zagging across the table at height `y`.
    fn hedge(points: usize, y: usize) -> String {
        let mut line = String::new();
        for i in 0..points {
            let _ = write!(line, "[{}, {}], ", (i % 1000) as f64, y as f64 + (i % 2) as f64 * 0.5);
        }
        format!("[[table.features]]\nkind = \"hedge\"\npoints = [{line}]\n")
    }

    #[test]
    fn an_area_of_the_most_corners_loads_and_one_more_is_refused_at_its_points() {
        let scenario = load_table(&table(&round_area(MAX_AREA_POINTS)), "big.toml").unwrap();
        assert_eq!(scenario.table.areas[0].ring.len(), MAX_AREA_POINTS);
        let error = load_table(&table(&round_area(MAX_AREA_POINTS + 1)), "big.toml").unwrap_err();
        assert_eq!((error.key.as_str(), error.line, error.column), ("table.areas[0].points", 8, 1));
        let text = error.to_string();
        assert!(text.starts_with("big.toml:8:1: table.areas[0].points: the woods area has 2001"));
        assert!(
            text.contains("at most 2000 (umpire_minis::MAX_AREA_POINTS, our choice)"),
            "{text}"
        );
    }

    #[test]
    fn a_table_of_the_most_points_loads_and_one_more_is_refused_where_it_passes() {
        // 10 hedges of 2,000 points: the most a table holds.
        let per = MAX_TABLE_POINTS / 10;
        let hedges: String = (0..10).map(|i| hedge(per, 10 + 10 * i)).collect();
        let scenario = load_table(&table(&hedges), "big.toml").unwrap();
        let points: usize = scenario.table.features.iter().map(|f| f.line.len()).sum();
        assert_eq!(points, MAX_TABLE_POINTS);
        // A small wood after them: its points pass the limit, and it is the key named.
        let wood = "[[table.areas]]\nkind = \"woods\"\npoints = [[1, 1], [2, 1], [2, 2]]\n";
        let error = load_table(&table(&format!("{wood}{hedges}")), "big.toml").unwrap_err();
        // Areas are counted first: the hedge that passes the limit is the last.
        assert_eq!(error.key, "table.features[9].points");
        assert_eq!((error.line, error.column), (6 + 3 + 9 * 3 + 2, 1));
        let text = error.to_string();
        assert!(text.contains("have 20003 points up to here"), "{text}");
        assert!(
            text.contains("at most 20000 (umpire_minis::MAX_TABLE_POINTS, our choice)"),
            "{text}"
        );
    }

    #[test]
    fn six_thousand_areas_load() {
        let mut shapes = String::new();
        for i in 0..6_000 {
            let (x, y) = ((i % 100) * 10, (i / 100) * 10);
            let _ = writeln!(
                shapes,
                "[[table.areas]]\nkind = \"woods\"\npoints = [[{x}, {y}], [{}, {y}], [{}, {}]]",
                x + 5,
                x + 5,
                y + 5
            );
        }
        let scenario = load_table(&table(&shapes), "big.toml").unwrap();
        assert_eq!(scenario.table.areas.len(), 6_000);
        let at = scenario.keys.get("table.areas[5999].points[2]").unwrap();
        assert_eq!((at.line, at.column), (5 + 3 * 5999 + 3, 35));
    }
}

#[test]
fn a_leg_across_ten_thousand_areas_asks_each_only_where_it_meets_it() {
    // 10,000 woods strips side by side, 0.05" wide with 0.05" of open ground between: a leg
    // along the table meets each twice, 20,001 stretches in all.
    let p = |x: f64, y: f64| Point::at(x, y, Unit::Inch);
    let areas: Vec<Area> = (0..10_000)
        .map(|i| {
            let x = 0.1 * f64::from(i) + 0.025;
            let ring = vec![p(x, 1.0), p(x + 0.05, 1.0), p(x + 0.05, 9.0), p(x, 9.0)];
            Area { kind: "woods".into(), ring }
        })
        .collect();
    let table = Table {
        unit: Unit::Inch,
        width: Length::inches(1000),
        height: Length::inches(10),
        areas,
        features: Vec::new(),
    };
    let leg = table.measure_leg(p(0.0, 5.0), p(1000.0, 5.0));
    assert_eq!(leg.length, Length::inches(1000));
    assert_eq!(leg.spans.len(), 20_001);
    assert!(leg.spans.iter().enumerate().all(|(i, s)| (s.kind == OPEN) == (i % 2 == 0)));
    assert_eq!(leg.over("woods"), Length::inches(500));
}

/// Where segment `a→b` meets segment `c→d` (the crate's own test, copied: touching counts,
/// parallel segments never meet).
fn crossing(a: Point, b: Point, c: Point, d: Point) -> Option<f64> {
    let f = |p: Point| (p.x as f64, p.y as f64);
    let ((ax, ay), (bx, by), (cx, cy), (dx, dy)) = (f(a), f(b), f(c), f(d));
    let (rx, ry) = (bx - ax, by - ay);
    let (sx, sy) = (dx - cx, dy - cy);
    let denom = rx * sy - ry * sx;
    if denom.abs() < f64::EPSILON {
        return None;
    }
    let t = ((cx - ax) * sy - (cy - ay) * sx) / denom;
    let u = ((cx - ax) * ry - (cy - ay) * rx) / denom;
    let eps = 1e-9;
    ((-eps..=1.0 + eps).contains(&t) && (-eps..=1.0 + eps).contains(&u))
        .then_some(t.clamp(0.0, 1.0))
}

/// The leg's stretches measured the slow way: cut at every crossing of every area's outline,
/// and every stretch asks every area whether it holds its middle.
fn spans_asking_every_area(table: &Table, a: Point, b: Point) -> Vec<Span> {
    let length = a.distance(b);
    let mut cuts = vec![0.0, 1.0];
    for area in &table.areas {
        let n = area.ring.len();
        cuts.extend((0..n).filter_map(|i| crossing(a, b, area.ring[i], area.ring[(i + 1) % n])));
    }
    cuts.sort_by(f64::total_cmp);
    cuts.dedup_by(|x, y| (*x - *y).abs() < 1e-12);
    let mut spans: Vec<Span> = Vec::new();
    let mut done = Length::ZERO;
    for pair in cuts.windows(2) {
        let mid = a.lerp(b, (pair[0] + pair[1]) / 2.0);
        let upto = if pair[1] >= 1.0 {
            length
        } else {
            Length::from_micrometres((length.micrometres() as f64 * pair[1]).round() as i64)
        };
        let kind = table.terrain_at(mid).to_owned();
        let piece = upto.minus(done);
        done = upto;
        match spans.last_mut() {
            Some(last) if last.kind == kind => last.length = last.length.plus(piece),
            _ => spans.push(Span { kind, length: piece }),
        }
    }
    spans
}

fn corner() -> impl Strategy<Value = Point> {
    // Whole inches, whole inches a few micrometres off, and any point: legs through corners,
    // along edges and a hair beside them.
    prop_oneof![
        (0u8..25, 0u8..25).prop_map(|(x, y)| Point::at(f64::from(x), f64::from(y), Unit::Inch)),
        (0u8..25, 0u8..25, -3i64..4, -3i64..4).prop_map(|(x, y, dx, dy)| {
            let p = Point::at(f64::from(x), f64::from(y), Unit::Inch);
            Point { x: (p.x + dx).max(0), y: (p.y + dy).max(0) }
        }),
        (0.0..24.0f64, 0.0..24.0f64).prop_map(|(x, y)| Point::at(x, y, Unit::Inch)),
    ]
}

fn area() -> impl Strategy<Value = Area> {
    (proptest::collection::vec(corner(), 3..7), prop_oneof![Just("woods"), Just("marsh")])
        .prop_map(|(ring, kind)| Area { kind: kind.into(), ring })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Asking only the areas a leg meets, and each again only where it meets it, measures
    /// every leg as asking every area about every stretch did.
    #[test]
    fn a_leg_measures_as_when_every_stretch_asked_every_area(
        areas in proptest::collection::vec(area(), 0..6), a in corner(), b in corner()
    ) {
        let table = Table {
            unit: Unit::Inch,
            width: Length::inches(24),
            height: Length::inches(24),
            areas,
            features: Vec::new(),
        };
        let leg: Measure = table.measure_leg(a, b);
        prop_assert_eq!(leg.spans, spans_asking_every_area(&table, a, b));
    }
}
