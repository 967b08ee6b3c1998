//! The pixel checker on hand-written SVGs that follow the markup contract: one right, one
//! with a counter painted in the wrong colour, a hex dimmed too faintly and the refused
//! step's marker covered.

use super::*;
use probes::Rgb;

/// A picture drawn to the contract.
const RIGHT: &str = include_str!("fixtures/right.svg");
/// The same, wrong where only the drawn pixels show it (a style overriding the declared fill,
/// a faint dimming, a marker covered).
const WRONG: &str = include_str!("fixtures/wrong.svg");

#[test]
fn a_contract_svg_gives_a_probe_for_each_counter_dimmed_hex_and_refused_marker() {
    let (width, height, probes, breaches) =
        read(RIGHT, &[Needs::Dimmed, Needs::Refused("X-1")]).unwrap();
    assert_eq!((width, height), (200, 120));
    assert!(breaches.is_empty(), "{breaches:?}");
    let names: Vec<&str> = probes.iter().map(|p| p.element.as_str()).collect();
    assert_eq!(
        names,
        ["counter a (red)", "counter b (blue)", "dimmed hex 0101", "refused step 2 marker (X-1)"]
    );
    // The counter inside a translate is probed where it is drawn.
    assert!(
        probes[1]
            .points
            .iter()
            .all(|&(x, y)| (150.0..174.0).contains(&x) && (80.0..104.0).contains(&y))
    );
    assert_eq!(probes[2].points, [(50.0, 50.0)]);
    assert_eq!(probes[2].expect, probes::Expect::DarkerThan([0xee, 0xe8, 0xc8]));
}

#[test]
fn what_a_picture_needs_and_lacks_is_a_breach() {
    let (_, _, _, breaches) =
        read(RIGHT, &[Needs::Axes, Needs::Hexsides, Needs::Refused("Y-2")]).unwrap();
    assert_eq!(breaches.len(), 4, "{breaches:?}");
    assert!(breaches.iter().any(|b| b == "no x axis (g.axis)"));
    assert!(breaches.iter().any(|b| b.contains("citing Y-2")));
    assert!(
        read("<svg width=\"10.5\" height=\"3\"/>", &[]).unwrap_err().contains("not a whole number")
    );
    assert!(read("<svg", &[]).unwrap_err().contains("not well-formed XML"));
}

/// A white screenshot with every probe's points painted as `paint` says.
fn painted(probes: &[Probe], paint: impl Fn(&Probe) -> Rgb) -> Screenshot {
    let (width, height) = (200, 120);
    let mut rgb = vec![255; 200 * 120 * 3];
    for probe in probes {
        for &(x, y) in &probe.points {
            let i = (y.floor() as usize * 200 + x.floor() as usize) * 3;
            rgb[i..i + 3].copy_from_slice(&paint(probe));
        }
    }
    Screenshot { width, height, rgb }
}

#[test]
fn pixels_pass_near_their_colour_and_fail_naming_element_expected_and_found() {
    let (_, _, probes, _) = read(RIGHT, &[]).unwrap();
    let good = |p: &Probe| match p.expect {
        probes::Expect::Colour([r, g, b]) => [r.saturating_add(10), g, b],
        probes::Expect::DarkerThan([r, g, b]) => [r / 2, g / 2, b / 2],
    };
    assert_eq!(pixels::check(&painted(&probes, good), 1.0, &probes), Vec::<String>::new());
    let failures = pixels::check(&painted(&probes, |_| [0xee, 0xe8, 0xc8]), 1.0, &probes);
    assert_eq!(failures.len(), 4, "{failures:?}");
    assert!(failures[0].starts_with("counter a (red): expected #c0392b"), "{}", failures[0]);
    assert!(failures[0].contains("found #eee8c8"), "{}", failures[0]);
    assert!(failures[2].starts_with("dimmed hex 0101: expected darker than its terrain #eee8c8"));
}

#[test]
fn in_the_browser_the_right_fixture_passes_and_the_wrong_one_fails() {
    let browser = match crate::chromium::find() {
        Ok(browser) => browser,
        Err(why) => {
            eprintln!("NOT RUN: the pictures' browser check of the fixtures: {why}");
            return;
        }
    };
    let dir = std::env::temp_dir().join(format!("umpire-pictures-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (name, text) in [("right", RIGHT), ("wrong", WRONG)] {
        std::fs::write(dir.join(format!("{name}.svg")), text).unwrap();
    }
    let needs = [Needs::Dimmed, Needs::Refused("X-1")];
    let right = look(&browser, &dir.join("right.svg"), RIGHT, &needs).unwrap();
    assert!(right.is_empty(), "{right:?}");
    let wrong = look(&browser, &dir.join("wrong.svg"), WRONG, &needs).unwrap();
    assert_eq!(wrong.len(), 3, "{wrong:?}");
    assert!(
        wrong[0].starts_with("counter a (red): expected #c0392b") && wrong[0].contains("#2c5aa0"),
        "{wrong:?}"
    );
    assert!(wrong[1].starts_with("dimmed hex 0101: expected darker"), "{wrong:?}");
    assert!(wrong[2].starts_with("refused step 2 marker (X-1): expected #d4145a"), "{wrong:?}");
    let _ = std::fs::remove_dir_all(&dir);
}
