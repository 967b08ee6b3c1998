//! The SVG renderer on random maps: every layout and size, any terrain names, hexside features,
//! roads, boxes and units — always a well-formed SVG document with one outline per hex.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)] // tests: a failure should be loud

use proptest::prelude::*;

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
            text.push_str("[[map.boxes]]\nid = \"pool\"\nname = \"Pool & <Box>\"\n");
            text.push_str("[[units]]\nid = \"u1\"\nside = \"a<b>\"\nlabel = \"1 & 2\"\nat = \"0101\"\n");
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
        let shown = umpire::show::text(&scenario);
        prop_assert!(shown.contains("Random <map> & co"));
    }
}
