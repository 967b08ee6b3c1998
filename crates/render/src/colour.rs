//! Colours: of terrain, of hexside features, and of each side's counters (the legend's
//! swatches use the same [`SideColours`], so they always match).

use std::collections::BTreeMap;

use umpire_scenario::Scenario;

/// The fixed palette for sides the scenario gives no colour (our choice), in side order: the
/// first side with units takes the first colour not already taken, and so on.
const PALETTE: [&str; 8] =
    ["#c0392b", "#2c5aa0", "#27813d", "#8e44ad", "#d35400", "#566573", "#7e5109", "#148f77"];

/// The colour of a side named by a colour word (`blue`, `Red`…): the word, from our palette.
fn colour_word(side: &str) -> Option<&'static str> {
    let colour = match side.to_ascii_lowercase().as_str() {
        "red" => "#c0392b",
        "blue" => "#2c5aa0",
        "green" => "#27813d",
        "purple" | "violet" => "#8e44ad",
        "orange" => "#d35400",
        "grey" | "gray" => "#566573",
        "brown" => "#7e5109",
        "black" => "#222222",
        "yellow" => "#d4ac0d",
        "white" => "#f2f2f2",
        _ => return None,
    };
    Some(colour)
}

/// The colour of every side with units: the scenario's `[sides.<name>] colour`, else the
/// colour its name says (`blue`), else the next free palette colour by first appearance.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SideColours {
    /// The sides with units, in order of first appearance, each with its colour.
    sides: Vec<(String, String)>,
}

impl SideColours {
    /// The colours of `scenario`'s sides.
    pub fn of(scenario: &Scenario) -> SideColours {
        let names = scenario.units.iter().map(|unit| unit.side.as_str());
        SideColours::named(names, |name| scenario.sides.get(name).and_then(|s| s.colour.clone()))
    }

    /// The colours of the sides `names` (in order of first appearance, repeats skipped), each
    /// the colour `given` names for it, else the colour its name says, else the next free
    /// palette colour: the rule of [`SideColours::of`] for pictures whose files have no
    /// `[sides]` (a table scenario's).
    pub fn named<'a>(
        names: impl IntoIterator<Item = &'a str>,
        given: impl Fn(&str) -> Option<String>,
    ) -> SideColours {
        let mut seen: Vec<&str> = Vec::new();
        for name in names {
            if !seen.contains(&name) {
                seen.push(name);
            }
        }
        let names = seen;
        let fixed: BTreeMap<&str, String> = names
            .iter()
            .filter_map(|&name| {
                given(name).or_else(|| colour_word(name).map(str::to_owned)).map(|c| (name, c))
            })
            .collect();
        let mut free = PALETTE.iter().filter(|c| !fixed.values().any(|f| f == *c)).cycle();
        let sides = names
            .iter()
            .map(|&name| {
                let colour = fixed
                    .get(name)
                    .cloned()
                    .unwrap_or_else(|| free.next().map_or("#566573", |c| *c).to_owned());
                (name.to_owned(), colour)
            })
            .collect();
        SideColours { sides }
    }

    /// The colour of `side`'s counters, `#rrggbb` (grey for a side with no units).
    pub fn colour(&self, side: &str) -> &str {
        self.sides.iter().find(|(name, _)| name == side).map_or("#566573", |(_, c)| c)
    }

    /// The sides with units, in order of first appearance.
    pub fn sides(&self) -> impl Iterator<Item = &str> {
        self.sides.iter().map(|(name, _)| name.as_str())
    }
}

/// The colour of text written on `background` (`#rrggbb`): white on dark, near-black on light.
pub fn ink_on(background: &str) -> &'static str {
    let channel = |i: usize| {
        background
            .get(i..i + 2)
            .and_then(|h| u8::from_str_radix(h, 16).ok())
            .map_or(0.0, |v| f64::from(v) / 255.0)
    };
    let luminance = 0.299 * channel(1) + 0.587 * channel(3) + 0.114 * channel(5);
    if luminance > 0.6 { "#111111" } else { "#ffffff" }
}

/// The fill colour of a terrain, by its name; names this palette does not know get a stable
/// colour made from the name.
pub fn terrain_colour(name: &str) -> String {
    let known = match name {
        "clear" | "open" | "plain" | "plains" => "#eee8c8",
        "forest" | "woods" | "wood" => "#8fb36b",
        "swamp" | "marsh" => "#9cbcae",
        "mountain" | "mountains" => "#b59c7f",
        "hills" | "hill" | "rough" => "#d6c08e",
        "sea" | "water" | "ocean" | "all-sea" | "lake" => "#9cc3e6",
        "coastal" => "#c9dcc0",
        "city" | "town" | "urban" => "#d9a3a3",
        "desert" => "#f0d9a0",
        _ => "",
    };
    if !known.is_empty() {
        return known.to_owned();
    }
    let hash =
        name.bytes().fold(2_166_136_261u32, |h, b| (h ^ u32::from(b)).wrapping_mul(16_777_619));
    format!("hsl({}, 35%, 75%)", hash % 360)
}

/// How a hexside feature is drawn: stroke colour, width and dash pattern. Each river class has
/// its own width and shade (minor thin and light, major wide and dark).
pub fn feature_stroke(name: &str) -> (&'static str, f64, &'static str) {
    match name {
        "minor-river" => ("#5b9bd5", 3.0, ""),
        "river" => ("#2f6fb3", 5.0, ""),
        "major-river" => ("#173f73", 8.0, ""),
        "all-sea" => ("#1b3a6b", 5.0, "6 3"),
        "lake" => ("#4f8cc9", 5.0, "2 2"),
        "mountain" => ("#6b4a2b", 5.0, ""),
        "canal" => ("#19a3a3", 4.0, "2 2"),
        "strait" | "connected-strait" => ("#7b3fa0", 4.0, "4 2"),
        "bridge" => ("#555555", 3.0, "1 2"),
        "ferry" => ("#b36b00", 3.0, "3 3"),
        "ford" => ("#a0c4e8", 3.0, "1 3"),
        "border" => ("#444444", 2.0, "5 3"),
        "fortification" => ("#222222", 3.0, "3 1"),
        _ => ("#c02f2f", 4.0, ""),
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;

    #[test]
    fn a_side_named_by_a_colour_word_gets_that_colour_and_the_rest_the_free_palette() {
        let scenario = umpire_scenario::load_str(
            "name = \"x\"\n[map]\nlayout = \"odd-q\"\ncolumns = [1, 2]\nrows = [1, 1]\n\
             [map.terrain]\nlegend = { a = \"clear\" }\nrows = [\"a a\"]\n\
             [[units]]\nid = \"a\"\nside = \"axis\"\nat = \"0101\"\n\
                    [[units]]\nid = \"b\"\nside = \"Red\"\nat = \"0101\"\n\
                    [[units]]\nid = \"c\"\nside = \"allies\"\nat = \"0201\"\n\
                    [sides.allies]\ncolour = \"#123456\"\n",
            "t.toml",
        )
        .unwrap();
        let colours = SideColours::of(&scenario);
        assert_eq!(colours.colour("Red"), "#c0392b");
        assert_eq!(colours.colour("allies"), "#123456");
        assert_eq!(colours.colour("axis"), "#2c5aa0", "red is taken, so the next free one");
        assert_eq!(colours.sides().collect::<Vec<_>>(), ["axis", "Red", "allies"]);
    }

    #[test]
    fn labels_are_white_on_dark_and_dark_on_light() {
        assert_eq!(ink_on("#2c5aa0"), "#ffffff");
        assert_eq!(ink_on("#f2f2f2"), "#111111");
    }
}
