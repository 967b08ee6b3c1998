//! `pictures [--check]`: the pictures `umpire render` draws, looked at in a real browser.
//!
//! Builds the `umpire` command, has it draw the built-in demo, a strategic reach, a checked
//! strategic path refused at a step, a Civil War water reach and a miniatures order into
//! `<target>/pictures/`, parses each SVG as XML and holds it to the markup contract, then
//! screenshots each in headless Chromium at its own width and height and checks the pixels
//! that matter at the positions the SVG gives ([`probes`]): each counter in its side's colour,
//! each unreachable hex clearly darker than its terrain, the refused step's marker drawn.
//! Every failure names the picture, the element and the expected against the found colour;
//! with `--check` any failure exits 1.

mod pixels;
mod probes;

use std::path::Path;
use std::process::Command;

use pixels::Screenshot;
use probes::Probe;

/// What a picture must hold besides its counters.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Needs {
    /// Dimmed hexes (`polygon.dim`): a reach.
    Dimmed,
    /// A refused step's marker (`g.refused`) citing this clause.
    Refused(&'static str),
    /// Reached river hexsides (`line.reach-hexside`): a water reach.
    Hexsides,
    /// Both table axes (`g.axis`).
    Axes,
}

/// The least window height the screenshots are taken at (our choice: headless Chromium 148
/// paints only the top 33 rows of a 120-pixel-high window, and the whole of a 150-pixel one);
/// a lower picture is screenshot taller and the rows below it are not looked at.
const MIN_WINDOW_HEIGHT: u32 = 200;

/// One picture: its file name, the `umpire` arguments that draw it (`-o FILE` added), and what
/// it must hold.
struct Picture {
    name: &'static str,
    args: &'static [&'static str],
    needs: &'static [Needs],
}

/// The pictures drawn and checked.
const PICTURES: &[Picture] = &[
    Picture { name: "demo", args: &["render"], needs: &[] },
    Picture { name: "demo-reach", args: &["render", "--unit", "1p"], needs: &[Needs::Dimmed] },
    Picture {
        name: "antwerp-reach",
        args: &["render", "scenarios/strategic/antwerp.toml", "--unit", "1p"],
        needs: &[Needs::Dimmed],
    },
    Picture {
        name: "antwerp-path",
        args: &[
            "render",
            "scenarios/strategic/antwerp.toml",
            "--unit",
            "1p",
            "--path",
            "w3718,w3717,w3617",
        ],
        needs: &[Needs::Refused("STR-3.2-09")],
    },
    Picture {
        name: "civil-war-water",
        args: &[
            "render",
            "scenarios/civil-war/cw-transport-river.toml",
            "--unit",
            "river-gunboats",
            "--mode",
            "water",
        ],
        needs: &[Needs::Dimmed, Needs::Hexsides],
    },
    Picture {
        name: "minis-order",
        args: &[
            "render",
            "scenarios/minis/wood.toml",
            "--unit",
            "panzer-iv",
            "--via",
            "10,17",
            "--to",
            "12.1,19.1",
        ],
        needs: &[Needs::Axes],
    },
];

/// `cargo xtask pictures [--check]`; the exit code.
pub fn run(root: &Path, check: bool) -> i32 {
    match make(root, check) {
        Ok(failures) if failures.is_empty() => {
            eprintln!("xtask: pictures: every picture shows what its SVG says");
            0
        }
        Ok(failures) => {
            for failure in &failures {
                eprintln!("xtask: pictures: {failure}");
            }
            eprintln!("xtask: pictures: {} failure(s)", failures.len());
            i32::from(check)
        }
        Err(error) => {
            eprintln!("xtask: pictures: {error}");
            1
        }
    }
}

/// Builds `umpire`, draws and screenshots every picture; the failures.
fn make(root: &Path, check: bool) -> Result<Vec<String>, String> {
    let umpire = crate::build_umpire(root)?;
    let target = crate::target_dir(root);
    let out = target.join("pictures");
    std::fs::create_dir_all(&out).map_err(|e| format!("{}: {e}", out.display()))?;
    let browser = match crate::chromium::find() {
        Ok(browser) => Some(browser),
        Err(why) if check => return Err(why),
        Err(why) => {
            eprintln!("xtask: pictures: {why}: the SVGs are checked, not their pixels");
            None
        }
    };
    let mut failures = Vec::new();
    for picture in PICTURES {
        let svg = out.join(format!("{}.svg", picture.name));
        let drawn = draw(root, &umpire, picture, &svg)
            .and_then(|()| std::fs::read_to_string(&svg).map_err(|e| e.to_string()));
        let text = match drawn {
            Ok(text) => text,
            Err(error) => {
                failures.push(format!("{}: {error}", picture.name));
                continue;
            }
        };
        let found = match &browser {
            Some(browser) => look(browser, &svg, &text, picture.needs),
            None => read(&text, picture.needs).map(|(_, _, _, breaches)| breaches),
        };
        match found {
            Ok(list) => failures.extend(list.into_iter().map(|f| format!("{}: {f}", picture.name))),
            Err(error) => failures.push(format!("{}: {error}", picture.name)),
        }
        eprintln!("xtask: pictures: {}", svg.display());
    }
    Ok(failures)
}

/// Runs `umpire` with the picture's arguments, writing `svg`.
fn draw(root: &Path, umpire: &Path, picture: &Picture, svg: &Path) -> Result<(), String> {
    let output = Command::new(umpire)
        .args(picture.args)
        .arg("-o")
        .arg(svg)
        .current_dir(root)
        .output()
        .map_err(|e| format!("cannot run {}: {e}", umpire.display()))?;
    if output.status.success() {
        return Ok(());
    }
    let said = String::from_utf8_lossy(&output.stderr);
    let first: Vec<&str> = said.lines().filter(|l| !l.trim().is_empty()).take(2).collect();
    Err(format!(
        "`umpire {} -o …` failed ({}): {}",
        picture.args.join(" "),
        output.status,
        first.join(" / ")
    ))
}

/// Reads the SVG `text`: its width and height, its probes, and its breaches of the contract
/// (what `needs` asks for and is missing among them).
fn read(text: &str, needs: &[Needs]) -> Result<(u32, u32, Vec<Probe>, Vec<String>), String> {
    let doc = roxmltree::Document::parse(text).map_err(|e| format!("not well-formed XML: {e}"))?;
    let root = doc.root_element();
    if !root.has_tag_name("svg") {
        return Err(format!("the root element is <{}>, not <svg>", root.tag_name().name()));
    }
    let size = |name: &str| -> Result<u32, String> {
        let value = root.attribute(name).ok_or_else(|| format!("the <svg> has no {name}"))?;
        value.parse().map_err(|_| format!("the <svg>'s {name}=\"{value}\" is not a whole number"))
    };
    let (width, height) = (size("width")?, size("height")?);
    let mut breaches = Vec::new();
    if root.attribute("viewBox") != Some(format!("0 0 {width} {height}").as_str()) {
        breaches.push(format!("the <svg>'s viewBox is not \"0 0 {width} {height}\""));
    }
    let (probes, found) = probes::probes(&doc);
    breaches.extend(found);
    let count = |tag: &str, class: &str| {
        doc.descendants()
            .filter(|n| n.has_tag_name(tag))
            .filter(|n| {
                n.attribute("class").is_some_and(|c| c.split_whitespace().any(|c| c == class))
            })
            .count()
    };
    if count("g", "counter") == 0 {
        breaches.push("no counter (g.counter)".to_owned());
    }
    for need in needs {
        match *need {
            Needs::Dimmed if count("polygon", "dim") == 0 => {
                breaches.push("no dimmed hex (polygon.dim)".to_owned());
            }
            Needs::Refused(clause) => {
                let cited = doc.descendants().any(|n| {
                    n.has_tag_name("g")
                        && n.attribute("class") == Some("refused")
                        && n.attribute("data-clause") == Some(clause)
                });
                if !cited {
                    breaches.push(format!("no refused step marker citing {clause} (g.refused)"));
                }
            }
            Needs::Hexsides if count("line", "reach-hexside") == 0 => {
                breaches.push("no reached river hexside (line.reach-hexside)".to_owned());
            }
            Needs::Axes => {
                for axis in ["x", "y"] {
                    let drawn = doc.descendants().any(|n| {
                        n.has_tag_name("g")
                            && n.attribute("class") == Some("axis")
                            && n.attribute("data-axis") == Some(axis)
                    });
                    if !drawn {
                        breaches.push(format!("no {axis} axis (g.axis)"));
                    }
                }
            }
            _ => {}
        }
    }
    Ok((width, height, probes, breaches))
}

/// Reads the SVG `text` written at `svg`, screenshots it with `browser` and checks its
/// pixels; the breaches and failures.
fn look(browser: &Path, svg: &Path, text: &str, needs: &[Needs]) -> Result<Vec<String>, String> {
    let (width, height, probes, mut failures) = read(text, needs)?;
    let png = svg.with_extension("png");
    let args = [
        "--hide-scrollbars".to_owned(),
        "--force-device-scale-factor=1".to_owned(),
        format!("--window-size={width},{}", height.max(MIN_WINDOW_HEIGHT)),
        format!("--screenshot={}", png.display()),
    ];
    let _ = std::fs::remove_file(&png);
    crate::chromium::run(browser, &args, svg)?;
    let bytes = std::fs::read(&png).map_err(|e| format!("no screenshot {}: {e}", png.display()))?;
    let shot = Screenshot::decode(&bytes)?;
    let scale = f64::from(shot.width) / f64::from(width.max(1));
    failures.extend(pixels::check(&shot, scale, &probes));
    Ok(failures)
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests;
