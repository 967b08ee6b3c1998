//! The SVG renderer on random maps: every layout and size, any terrain names, hexside features,
//! roads, boxes and units — always a well-formed SVG document with one outline per hex. And
//! `umpire render` as a user runs it on the README's scenarios: the markup the browser test
//! reads (issue 15's SVG contract: its classes and attributes), no two labels overlapping,
//! `-o -`, side colours, reach, checked paths and Civil War modes.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)] // tests: a failure should be loud

mod common;

use common::{stderr, stdout, umpire};
use proptest::prelude::*;
use roxmltree::{Document, Node};
use umpire::render::labels::{Anchor, TextBox, first_overlap};

/// A small scenario file with a random layout, extent, terrain and a few features.
fn scenario_text() -> impl Strategy<Value = String> {
    (
        prop::sample::select(vec!["odd-q", "even-q", "odd-r", "even-r"]),
        1i32..6,
        1i32..6,
        prop::collection::vec(prop::sample::select(vec!["clear", "forest", "sea", "dune & <ice>"]), 30),
        any::<bool>(),
    )
        .prop_map(|(layout, columns, rows, terrain, river)| {
            let codes = ["a", "b", "c", "d"];
            let names = ["clear", "forest", "sea", "dune & <ice>"];
            let rows_text: Vec<String> = (0..rows)
                .map(|r| {
                    let line: Vec<&str> = (0..columns)
                        .map(|c| {
                            let name = terrain[((r * columns + c) as usize) % terrain.len()];
                            codes[names.iter().position(|n| *n == name).unwrap_or(0)]
                        })
                        .collect();
                    format!("\"{}\"", line.join(" "))
                })
                .collect();
            let mut text = format!(
                "name = \"Random <map> & co\"\n[map]\nlayout = \"{layout}\"\ncolumns = [1, {columns}]\nrows = [1, {rows}]\n\
                 [map.terrain]\nlegend = {{ a = \"clear\", b = \"forest\", c = \"sea\", d = \"dune & <ice>\" }}\nrows = [{}]\n",
                rows_text.join(", ")
            );
            if river && columns > 1 {
                text.push_str("[[map.hexsides]]\nbetween = [\"0101\", \"0201\"]\nfeatures = [\"river\", \"canal\"]\n");
                text.push_str("[[map.roads]]\nkind = \"rail\"\nhexes = [\"0101\", \"0201\"]\n");
            }
            text.push_str("[[map.places]]\nname = \"Aschaffenburg & Co\"\nhex = \"0101\"\n");
            text.push_str("[[map.boxes]]\nid = \"pool\"\nname = \"Pool & <Box>\"\n");
            text.push_str("[[units]]\nid = \"u1\"\nside = \"a<b>\"\nlabel = \"1 & 2\"\nat = \"0101\"\n");
            text.push_str("[[units]]\nid = \"u3\"\nside = \"c\"\nlabel = \"Panzergruppe Kleist\"\nat = \"0101\"\n");
            text.push_str("[[units]]\nid = \"u2\"\nside = \"c\"\nat = \"pool\"\n");
            text
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn every_loadable_map_renders_as_well_formed_svg(text in scenario_text()) {
        let scenario = umpire::scenario::load_str(&text, "random.toml")
            .map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        let svg = umpire::render::svg(&scenario);
        let document = roxmltree::Document::parse(&svg)
            .map_err(|e| TestCaseError::fail(format!("{e}\n{svg}")))?;
        prop_assert_eq!(document.root_element().tag_name().name(), "svg");
        let hexes = scenario.map.hexes().count();
        let outlines = document.descendants().filter(|n| n.has_tag_name("polygon")).count();
        prop_assert_eq!(outlines, hexes);
        let text_content: String = document.descendants().filter_map(|n| n.text()).collect();
        prop_assert!(text_content.contains("Pool & <Box>"), "names are escaped, not dropped");
        let boxes: Vec<TextBox> = text_boxes(&document).into_iter().map(|(b, _)| b).collect();
        prop_assert_eq!(first_overlap(&boxes), None, "no two labels overlap in any layout");
        let shown = umpire::show::text(&scenario);
        prop_assert!(shown.contains("Random <map> & co"));
    }
}

/// `umpire render ARGS -o -`: the SVG it printed (the command must succeed).
fn render(args: &[&str]) -> String {
    let mut all = vec!["render"];
    all.extend_from_slice(args);
    all.extend_from_slice(&["-o", "-"]);
    let output = umpire(&all);
    assert_eq!(output.status.code(), Some(0), "{all:?}: {}", stderr(&output));
    stdout(&output)
}

/// The elements with `class` (one of the space-separated classes).
fn class<'a, 'i>(document: &'a Document<'i>, class: &str) -> Vec<Node<'a, 'i>> {
    document
        .descendants()
        .filter(|n| n.attribute("class").is_some_and(|c| c.split(' ').any(|c| c == class)))
        .collect()
}

/// The number attribute `name` of `node`.
fn number(node: Node<'_, '_>, name: &str) -> f64 {
    node.attribute(name)
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| panic!("{name} of {node:?}"))
}

/// What a `<text>` says (its `<title>` aside).
fn words(node: Node<'_, '_>) -> String {
    node.children().filter(|c| c.is_text()).filter_map(|c| c.text()).collect()
}

/// The estimated box of every `<text>` in the picture (the renderer's estimate: font size ×
/// characters), with its words.
fn text_boxes(document: &Document<'_>) -> Vec<(TextBox, String)> {
    document
        .descendants()
        .filter(|n| n.has_tag_name("text"))
        .map(|n| {
            let text = words(n);
            let anchor = Anchor::from_name(n.attribute("text-anchor"));
            let font = number(n, "font-size");
            (TextBox::of(&text, number(n, "x"), number(n, "y"), font, anchor), text)
        })
        .collect()
}

/// Checks the root, the hex cells, the counters and the side swatches of the contract, and
/// that no two labels overlap; returns the document's text.
fn check_picture(svg: &str, hexes: usize) -> String {
    let document = Document::parse(svg).expect("the SVG is well-formed XML");
    let root = document.root_element();
    assert_eq!(root.tag_name().namespace(), Some("http://www.w3.org/2000/svg"));
    let (width, height) = (root.attribute("width").unwrap(), root.attribute("height").unwrap());
    assert!(width.parse::<u32>().is_ok() && height.parse::<u32>().is_ok(), "{width} {height}");
    assert_eq!(root.attribute("viewBox"), Some(format!("0 0 {width} {height}").as_str()));
    let background = root.first_element_child().unwrap();
    assert_eq!(
        (background.tag_name().name(), background.attribute("fill")),
        ("rect", Some("white"))
    );
    let cells = class(&document, "hex");
    assert_eq!(cells.len(), hexes, "one cell per hex");
    for cell in &cells {
        assert_eq!(cell.tag_name().name(), "polygon");
        assert!(cell.attribute("data-hex").is_some() && cell.attribute("data-terrain").is_some());
        assert!(cell.attribute("fill").is_some());
    }
    for id in class(&document, "hex-id") {
        assert!(number(id, "font-size") >= 8.0, "hex ids are readable: {id:?}");
    }
    let swatches: std::collections::HashMap<String, String> = class(&document, "side-swatch")
        .iter()
        .map(|s| {
            (s.attribute("data-side").unwrap().to_owned(), s.attribute("fill").unwrap().to_owned())
        })
        .collect();
    for counter in class(&document, "counter") {
        assert_eq!(counter.tag_name().name(), "g");
        assert!(counter.attribute("data-unit").is_some());
        let side = counter.attribute("data-side").unwrap();
        let rect = counter.first_element_child().unwrap();
        assert_eq!(rect.tag_name().name(), "rect", "a counter's first child is its square");
        let fill = rect.attribute("fill").unwrap();
        assert!(fill.len() == 7 && fill.starts_with('#'), "{fill}");
        assert_eq!(swatches.get(side).map(String::as_str), Some(fill), "the legend matches {side}");
        assert!(number(rect, "width") >= 20.0 && number(rect, "height") >= 20.0);
        let label = counter.children().find(|c| c.has_tag_name("text"));
        let tooltip = counter.children().find(|c| c.has_tag_name("title"));
        assert!(label.is_some() || tooltip.is_some(), "{counter:?}");
    }
    let boxes = text_boxes(&document);
    let only: Vec<TextBox> = boxes.iter().map(|(b, _)| *b).collect();
    if let Some((a, b)) = first_overlap(&only) {
        panic!("labels overlap: {:?} and {:?}", boxes[a], boxes[b]);
    }
    document.descendants().filter_map(|n| n.text()).collect()
}

#[test]
fn the_demo_draws_each_side_in_the_colour_its_name_says() {
    let svg = render(&["scenarios/demo.toml"]);
    check_picture(&svg, 120);
    let document = Document::parse(&svg).unwrap();
    let fill_of = |side: &str| {
        class(&document, "counter")
            .iter()
            .filter(|c| c.attribute("data-side") == Some(side))
            .map(|c| c.first_element_child().unwrap().attribute("fill").unwrap().to_owned())
            .collect::<Vec<_>>()
    };
    assert!(fill_of("blue").iter().all(|f| f == "#2c5aa0"), "{:?}", fill_of("blue"));
    assert!(fill_of("red").iter().all(|f| f == "#c0392b"), "{:?}", fill_of("red"));
    let labels: Vec<String> = class(&document, "counter-label").into_iter().map(words).collect();
    assert!(labels.iter().any(|l| l == "HQ"), "counters say which unit they are: {labels:?}");
}

#[test]
fn a_scenario_may_give_its_sides_colours() {
    let dir = std::env::temp_dir().join(format!("umpire-render-sides-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let text = std::fs::read_to_string("scenarios/strategic/antwerp.toml").unwrap();
    let path = dir.join("antwerp.toml");
    std::fs::write(&path, format!("{text}\n[sides.axis]\ncolour = \"#556B2F\"\n")).unwrap();
    let svg = render(&[path.to_str().unwrap()]);
    check_picture(&svg, 24);
    let document = Document::parse(&svg).unwrap();
    let swatch = class(&document, "side-swatch");
    let axis = swatch.iter().find(|s| s.attribute("data-side") == Some("axis")).unwrap();
    assert_eq!(axis.attribute("fill"), Some("#556b2f"));
    let counters = class(&document, "counter");
    let axis: Vec<_> =
        counters.iter().filter(|c| c.attribute("data-side") == Some("axis")).collect();
    assert!(!axis.is_empty());
    assert!(
        axis.iter().all(|c| c.first_element_child().unwrap().attribute("fill") == Some("#556b2f"))
    );
    std::fs::write(&path, format!("{text}\n[sides.axis]\ncolour = \"olive\"\n")).unwrap();
    let output = umpire(&["render", path.to_str().unwrap(), "-o", "-"]);
    assert_eq!(output.status.code(), Some(2));
    let message = stderr(&output);
    assert!(message.contains("sides.axis.colour") && message.contains("#rrggbb"), "{message}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_reach_dims_what_the_unit_cannot_reach_and_writes_the_mp_in_the_rest() {
    let svg = render(&["scenarios/strategic/antwerp.toml", "--unit", "1p"]);
    let text = check_picture(&svg, 24);
    assert!(text.contains("Reach of 1p"), "{text}");
    let document = Document::parse(&svg).unwrap();
    let reach = umpire(&["reach", "scenarios/strategic/antwerp.toml", "--unit", "1p", "--json"]);
    let reach: serde_json::Value = serde_json::from_str(&stdout(&reach)).unwrap();
    let places = reach["places"].as_array().unwrap();
    let mp: Vec<Node<'_, '_>> = class(&document, "mp");
    assert_eq!(mp.len(), places.len(), "one MP label per place reached");
    let dim = class(&document, "dim");
    assert_eq!(dim.len(), 24 - places.len() - 1, "every other hex but the start is dimmed");
    for cell in &dim {
        assert_eq!(cell.tag_name().name(), "polygon");
        assert_eq!(
            (cell.attribute("fill"), cell.attribute("fill-opacity")),
            (Some("#000"), Some("0.45"))
        );
        let id = cell.attribute("data-hex").unwrap();
        assert!(
            mp.iter().all(|m| m.attribute("data-hex") != Some(id)),
            "{id} is dimmed and reached"
        );
    }
    let stops = class(&document, "must-stop");
    let expected = places.iter().filter(|p| p["must_stop"] == true).count();
    assert!(expected > 0);
    assert_eq!(stops.len(), expected);
    assert!(
        stops.iter().all(|s| s.attribute("data-clause").is_some_and(|c| c.starts_with("STR-")))
    );
    let start = class(&document, "start");
    assert_eq!(start.len(), 1);
    assert_eq!(start[0].attribute("data-hex"), Some("w3718"));
}

#[test]
fn a_refused_path_is_drawn_step_by_step_with_the_refused_step_and_its_clause() {
    let args = ["scenarios/strategic/antwerp.toml", "--unit", "1p", "--path", "w3718,w3717,w3617"];
    let svg = render(&args);
    let text = check_picture(&svg, 24);
    assert!(text.contains("refused at step 2 (entering w3617) by STR-3.2-09"), "{text}");
    let document = Document::parse(&svg).unwrap();
    let path = class(&document, "path");
    assert_eq!(path.len(), 1);
    assert_eq!(path[0].attribute("data-unit"), Some("1p"));
    assert_eq!(path[0].attribute("data-verdict"), Some("illegal"));
    let steps: Vec<(String, String)> = class(&document, "step")
        .iter()
        .map(|s| {
            (
                s.attribute("data-step").unwrap().to_owned(),
                s.attribute("data-hex").unwrap().to_owned(),
            )
        })
        .collect();
    assert_eq!(steps, [("1".to_owned(), "w3717".to_owned()), ("2".to_owned(), "w3617".to_owned())]);
    let refused = class(&document, "refused");
    assert_eq!(refused.len(), 1);
    assert_eq!(refused[0].attribute("data-step"), Some("2"));
    assert_eq!(refused[0].attribute("data-clause"), Some("STR-3.2-09"));
    let circle = refused[0].first_element_child().unwrap();
    assert_eq!(circle.tag_name().name(), "circle");
    assert!(number(circle, "r") >= 6.0);
    assert!(circle.attribute("fill").is_some_and(|f| f.len() == 7 && f.starts_with('#')));
    assert!(
        words(refused[0].descendants().find(|n| n.has_tag_name("text")).unwrap()) == "STR-3.2-09"
    );
    let legal =
        render(&["scenarios/strategic/antwerp.toml", "--unit", "1p", "--path", "w3718,w3717"]);
    let document = Document::parse(&legal).unwrap();
    assert_eq!(class(&document, "path")[0].attribute("data-verdict"), Some("legal"));
    assert!(class(&document, "refused").is_empty());
}

#[test]
fn a_water_reach_is_drawn_on_the_river_hexsides_themselves() {
    let args =
        ["scenarios/civil-war/cw-water-ferry.toml", "--unit", "ferry-boat", "--mode", "water"];
    let svg = render(&args);
    let text = check_picture(&svg, 90);
    assert!(text.contains("water move"), "the title names the mode drawn");
    let mut reach_args = vec!["reach"];
    reach_args.extend_from_slice(&args);
    reach_args.push("--json");
    let reach: serde_json::Value = serde_json::from_str(&stdout(&umpire(&reach_args))).unwrap();
    let mut sides: Vec<&str> = reach["places"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|p| p["id"].as_str())
        .filter(|id| id.contains('/'))
        .collect();
    assert!(!sides.is_empty());
    let document = Document::parse(&svg).unwrap();
    let mut drawn: Vec<&str> = class(&document, "reach-hexside")
        .iter()
        .map(|l| l.attribute("data-hexside").unwrap())
        .collect();
    sides.sort_unstable();
    drawn.sort_unstable();
    assert_eq!(drawn, sides);
    // The hexes beside the river are not drawn as reached: MP is written in the hexes reached
    // (the coast) only.
    let mut hexes: Vec<&str> = reach["places"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|p| p["id"].as_str())
        .filter(|id| !id.contains('/'))
        .collect();
    let mut written: Vec<&str> =
        class(&document, "mp").iter().map(|m| m.attribute("data-hex").unwrap()).collect();
    hexes.sort_unstable();
    written.sort_unstable();
    assert_eq!(written, hexes);
    assert!(!written.contains(&"0606") && !written.contains(&"0505"), "{written:?}");
}

#[test]
fn a_rail_reach_says_so_and_each_river_class_has_its_own_style() {
    let svg =
        render(&["scenarios/civil-war/cw-rail-lines.toml", "--unit", "ohio-div", "--mode", "rail"]);
    let text = check_picture(&svg, 240);
    assert!(text.contains("Reach of ohio-div (rail move)"), "{text}");
    let text = "name = \"rivers\"\n[map]\nlayout = \"odd-q\"\ncolumns = [1, 4]\nrows = [1, 2]\n\
                [map.terrain]\nlegend = { a = \"clear\" }\nrows = [\"a a a a\", \"a a a a\"]\n\
                [[map.hexsides]]\nbetween = [\"0101\", \"0201\"]\nfeatures = [\"minor-river\"]\n\
                [[map.hexsides]]\nbetween = [\"0201\", \"0301\"]\nfeatures = [\"river\"]\n\
                [[map.hexsides]]\nbetween = [\"0301\", \"0401\"]\nfeatures = [\"major-river\"]\n";
    let scenario = umpire::scenario::load_str(text, "rivers.toml").unwrap();
    let svg = umpire::render::svg(&scenario);
    let document = Document::parse(&svg).unwrap();
    let style = |feature: &str| {
        let line = document
            .descendants()
            .find(|n| n.has_tag_name("line") && n.attribute("data-feature") == Some(feature))
            .unwrap();
        (
            line.attribute("stroke").unwrap().to_owned(),
            line.attribute("stroke-width").unwrap().to_owned(),
        )
    };
    let styles = [style("minor-river"), style("river"), style("major-river")];
    assert!(
        styles[0] != styles[1] && styles[1] != styles[2] && styles[0] != styles[2],
        "{styles:?}"
    );
    let legend: String = document.descendants().filter_map(|n| n.text()).collect();
    for feature in ["minor-river", "river", "major-river"] {
        assert!(legend.contains(feature), "the legend shows {feature}");
    }
}

#[test]
fn the_reference_map_fits_its_legend_and_every_label() {
    let svg = render(&["scenarios/strategic/reference.toml"]);
    check_picture(&svg, 25);
}

#[test]
fn dash_is_standard_output_and_a_png_is_refused_saying_how_to_convert() {
    let svg = render(&[]);
    assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
    let output = umpire(&["render", "-o", "map.png"]);
    assert_eq!(output.status.code(), Some(2));
    let message = stderr(&output);
    assert!(message.contains("writes SVG only") && message.contains("map.svg"), "{message}");
    assert!(!std::path::Path::new("map.png").exists());
}

#[test]
fn flags_for_another_kind_of_scenario_are_refused_at_the_flag() {
    let cases: [(&[&str], &str); 3] = [
        (
            &["scenarios/strategic/antwerp.toml", "--unit", "1p", "--mode", "rail"],
            "--mode is for Civil War",
        ),
        (
            &["scenarios/minis/wood.toml", "--unit", "recce", "--path", "1,2"],
            "--path is for hex scenarios",
        ),
        (
            &["scenarios/strategic/antwerp.toml", "--unit", "1p", "--path", "w3717,w3718"],
            "must start where 1p is",
        ),
    ];
    for (args, expected) in cases {
        let mut all = vec!["render"];
        all.extend_from_slice(args);
        all.extend_from_slice(&["-o", "-"]);
        let output = umpire(&all);
        assert_eq!(output.status.code(), Some(2), "{all:?}");
        assert!(stderr(&output).contains(expected), "{all:?}: {}", stderr(&output));
        assert!(stdout(&output).is_empty(), "no picture for bad input");
    }
}

/// The picture the README shows, `docs/demo-reach.svg`, is what `umpire render` draws today.
#[test]
fn the_readme_picture_is_what_render_draws() {
    let drawn = render(&["--unit", "1p"]);
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/demo-reach.svg");
    let shown = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        drawn == shown,
        "docs/demo-reach.svg is not what `umpire render --unit 1p` draws: rewrite it with \
         `cargo run -- render --unit 1p -o docs/demo-reach.svg`"
    );
}

/// A scenario of `columns` × `rows` clear hexes, written to a scratch file.
fn clear_map(columns: usize, rows: usize) -> std::path::PathBuf {
    let row = vec!["."; columns].join(" ");
    let mut text = format!(
        "name = \"wide\"\n[map]\nlayout = \"odd-q\"\ndigits = 3\ncolumns = [1, {columns}]\nrows = [1, {rows}]\n\
         [map.terrain]\nlegend = {{ \".\" = \"clear\" }}\nrows = [\n"
    );
    for _ in 0..rows {
        text.push_str(&format!("  \"{row}\",\n"));
    }
    text.push_str("]\n");
    let path = std::env::temp_dir()
        .join(format!("umpire-render-{columns}x{rows}-{}.toml", std::process::id()));
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn a_map_past_the_drawing_limit_is_refused_before_anything_is_drawn() {
    // 320 × 320 = 102,400 hexes: past umpire::render::MAX_HEXES (100,000).
    let path = clear_map(320, 320);
    let output = umpire(&["render", path.to_str().unwrap(), "-o", "-"]);
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    assert!(stdout(&output).is_empty(), "nothing is drawn");
    let message = stderr(&output);
    assert!(
        message.contains("the map has 102400 hexes") && message.contains("100000"),
        "{message}"
    );
    let _ = std::fs::remove_file(&path);
    // One at the limit's side is drawn.
    let path = clear_map(100, 100);
    let output = umpire(&["render", path.to_str().unwrap(), "-o", "-"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert!(stdout(&output).starts_with("<svg"));
    let _ = std::fs::remove_file(&path);
}
